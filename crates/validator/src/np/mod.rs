//! Non-player Factions (8.0): what a Faction without a player does, decided
//! by the rules of chapter 8 with every step traced.
//!
//! The rulebook gives the procedures (the eligibility table, activation
//! numbers, adversary priorities, random spaces, the non-player Operations,
//! Special Activities and Campaign Rounds) but not the Arjuna cards nor
//! most of the priority tables; those come from the players' own copy.
//! Where a decision needs something the data lacks, the engine says so with
//! a [`Question`] instead of guessing.

mod activation;
mod adversary;
pub mod auto;
pub mod campaign;
pub(crate) mod eligibility;
pub mod engine;
pub mod event;
pub mod pass;
pub(crate) mod plan;
mod random;
pub mod select;
pub mod trace;

use coin_table::RuleRef;
use trace::{Dice, Note, Trace, TraceLine};

#[cfg(test)]
mod procedure_tests;

/// Whether the shared supply of Unrest and Strike markers is used up
/// (1.11, 1.12).
pub(crate) fn no_unrest_marker_left(
    data: &crate::data::GameData,
    state: &crate::state::GameState,
) -> bool {
    state.unrest_and_strikes_left(data.pieces.unrest_strike_markers.value) == 0
}

/// Whether an edit places an Unrest or Strike marker when none is left: a
/// non-player ignores such an instruction (1.4.1).
pub(crate) fn marker_unavailable(
    data: &crate::data::GameData,
    state: &crate::state::GameState,
    edit: &crate::edit::Edit,
) -> bool {
    matches!(
        edit,
        crate::edit::Edit::AddMarker {
            marker: crate::ids::Marker::Unrest | crate::ids::Marker::Strike,
            ..
        }
    ) && no_unrest_marker_left(data, state)
}

/// What the non-player planners (a turn, an Event, a Campaign Round step)
/// share: the rules' data, the table as the plan goes, and a trace, and a
/// log the dice they roll go to.
pub(crate) trait Planning {
    /// The data, the table as the plan goes, and the trace.
    fn parts(&mut self) -> (&crate::data::GameData, &crate::state::GameState, &mut Trace);

    /// Logs one die the plan rolled.
    fn log_rolled(&mut self, die: crate::vocab::action::Die);

    /// Runs something that rolls dice from the game's generator, logging
    /// each die in the order rolled, so that replaying the log rolls the
    /// same.
    fn with_dice<T>(
        &mut self,
        f: impl FnOnce(&crate::data::GameData, &crate::state::GameState, &mut Dice, &mut Trace) -> T,
    ) -> T {
        let (data, state, trace) = self.parts();
        let mut dice = Dice::new(state.rng);
        let out = f(data, state, &mut dice, trace);
        for die in dice.logged() {
            self.log_rolled(die);
        }
        out
    }

    /// Traces an option of a card's box or a step chosen, in words, with
    /// the section that gives it.
    fn chose(&mut self, rule: &str, note: Note) {
        self.parts().2.push(TraceLine::Chose {
            rule: RuleRef::new(rule),
            note,
        });
    }

    /// Traces a step passed over, in words, with the section that gives it.
    fn skip(&mut self, rule: &str, note: Note) {
        self.parts().2.push(TraceLine::Skipped {
            rule: RuleRef::new(rule),
            note,
        });
    }

    /// Selects one space among `eligible` with a Faction's column (8.4.1),
    /// its dice logged.
    fn select_logged(
        &mut self,
        pick: (crate::ids::Faction, crate::data::np_aid::Column),
        eligible: &[crate::ids::SpaceId],
    ) -> Result<Option<crate::ids::SpaceId>, trace::Question> {
        self.with_dice(|data, state, dice, trace| {
            select::select_space(data, state, pick, eligible, dice, trace)
        })
    }
}

/// Applies a planned edit to the plan's table and keeps it in `body`; an
/// edit the table refuses is left out (the checks judge what the plan
/// did), and so is an Unrest or Strike marker when none is left (1.4.1).
pub(crate) fn push_planned(
    data: &crate::data::GameData,
    state: &mut crate::state::GameState,
    body: &mut Vec<crate::edit::Edit>,
    edit: crate::edit::Edit,
) {
    if marker_unavailable(data, state, &edit) {
        return;
    }
    if crate::edit::apply(data, state, &edit).is_ok() {
        body.push(edit);
    }
}
