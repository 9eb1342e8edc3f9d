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
mod eligibility;
pub mod engine;
pub mod event;
pub mod pass;
mod plan;
mod random;
pub mod select;
pub mod trace;

pub use eligibility::{NpChoice, decide_eligible};
pub use trace::{Decision, Dice, Question, Trace, TraceLine};

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
