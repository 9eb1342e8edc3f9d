//! Resources handed between the Raj and the Revolutionaries (1.5.2). A
//! transfer is its own log entry and no part of the action it is made in:
//! each is judged by itself (who gave to whom, when, and whether the giver
//! held the amount at that moment), and no part of the change the action
//! made (decision 0044): what a Faction receives is in its track from the
//! action's start, as if agreed at the outset (1.5.1), and what it gives
//! stays in its track to the action's end, so that a cost it paid before
//! giving was paid from what it held then.

use crate::edit::Edit;
use crate::ids::Faction;
use crate::state::{GameState, Seat};
use crate::vocab::action::{Choice, Declared};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;

/// What is wrong with a transfer of `amount` Resources from `from` to `to`
/// made on the table `state`, while `during` is under way (`None` when no
/// action is): one finding at most, the first of these that holds.
///
/// - Only the Raj and the Revolutionaries hand Resources to each other
///   (1.5.2; only they have Resources, 1.8).
/// - A non-player Raj or Revolutionaries keeps no Resources (8.1), so none
///   go to it or come from it.
/// - It is made while the Raj or the Revolutionaries execute an Operation,
///   a Special Activity or an Event (1.5.2): not while another Faction
///   acts, not in a Pass, not outside an action.
/// - The giver holds the amount (1.5.2, 1.8).
pub fn judge_transfer(
    state: &GameState,
    (from, to): (Faction, Faction),
    amount: u8,
    during: Option<&Declared>,
) -> Option<Finding> {
    let parties = [from, to];
    let (Some(track), Some(_)) = (Track::resources_of(from), Track::resources_of(to)) else {
        let args = vec![Arg::Faction(from), Arg::Faction(to)];
        return Some(Finding::new(Issue::TransferBetween, args));
    };
    if let Some(np) = parties
        .into_iter()
        .find(|f| state.seats[*f] == Seat::NonPlayer)
    {
        return Some(Finding::new(
            Issue::TransferNonPlayer,
            vec![Arg::Faction(np)],
        ));
    }
    let executing = during.is_some_and(|d| {
        Track::resources_of(d.faction).is_some() && !matches!(d.choice, Choice::Pass)
    });
    if !executing {
        let args = vec![Arg::Faction(from), Arg::Faction(to)];
        return Some(Finding::new(Issue::TransferNotNow, args));
    }
    let had = state.tracks.get(track);
    (i32::from(amount) > had).then(|| {
        Finding::new(
            Issue::TransferTooMuch,
            vec![
                Arg::Faction(from),
                Arg::Int(i64::from(amount)),
                Arg::Int(i64::from(had)),
            ],
        )
    })
}

/// The findings of the transfers among an action's entries (each with
/// the state it left) made while `declared` was under way, each judged on
/// the table just before it.
pub(crate) fn judge<'a>(
    declared: &Declared,
    before: &'a GameState,
    played: impl IntoIterator<Item = (&'a Edit, &'a GameState)>,
) -> Vec<Finding> {
    let mut table = before;
    let mut out = Vec::new();
    for (edit, after) in played {
        if let Edit::Transfer { from, to, amount } = edit {
            out.extend(judge_transfer(table, (*from, *to), *amount, Some(declared)));
        }
        table = after;
    }
    out
}

/// How the two Resources tracks moved: the Raj's and the Revolutionaries'.
type Moved = [i32; 2];

fn resources(state: &GameState) -> Moved {
    [
        state.tracks.raj_resources,
        state.tracks.revolutionaries_resources,
    ]
}

/// An action's states with what its transfers moved taken out of the
/// action's change: each Resources gained is put in from the outset (the
/// state before the action and those around its Special Activity are given
/// what was received after them), and each given away is kept to the end
/// (the states after a gift, and the state after the action, are given it
/// back). Nothing is copied when no transfer was made.
#[derive(Debug, Default)]
pub(crate) struct Credited {
    before: Option<GameState>,
    special: (Option<GameState>, Option<GameState>),
    after: Option<GameState>,
}

impl Credited {
    /// The states of an action (`before` it, around its Special Activity)
    /// with the transfers among its entries (each with the state it left)
    /// put in from the outset.
    pub fn of<'a, I>(
        (before, special, after): (&'a GameState, Option<(&GameState, &GameState)>, &GameState),
        played: I,
    ) -> Credited
    where
        I: IntoIterator<Item = (&'a Edit, &'a GameState)> + Clone,
    {
        let moves = moves(before, played.clone());
        if moves.is_empty() {
            return Credited::default();
        }
        let mark = |wanted: &Edit| played.clone().into_iter().position(|(e, _)| e == wanted);
        // For the state left by the entry at `at` (`None`: before them
        // all): the gains made after it, and the gifts made up to it.
        let credit_at = |at: Option<usize>| -> Moved {
            moves.iter().fold([0, 0], |mut sum, (i, m)| {
                let later = at.is_none_or(|at| *i > at);
                for (s, v) in sum.iter_mut().zip(m) {
                    if later && *v > 0 {
                        *s += v;
                    } else if !later && *v < 0 {
                        *s -= v;
                    }
                }
                sum
            })
        };
        let special = special.map_or((None, None), |(start, end)| {
            let starts = mark(&Edit::SpecialStarts);
            let ends = mark(&Edit::SpecialEnds);
            (
                starts.and_then(|at| credit(start, credit_at(Some(at)))),
                ends.and_then(|at| credit(end, credit_at(Some(at)))),
            )
        });
        Credited {
            before: credit(before, credit_at(None)),
            special,
            after: credit(after, credit_at(Some(usize::MAX))),
        }
    }

    /// The state before the action, as credited.
    pub fn before<'s>(&'s self, before: &'s GameState) -> &'s GameState {
        self.before.as_ref().unwrap_or(before)
    }

    /// The state after the action, as credited.
    pub fn after<'s>(&'s self, after: &'s GameState) -> &'s GameState {
        self.after.as_ref().unwrap_or(after)
    }

    /// The states around the Special Activity, as credited.
    pub fn special<'s>(
        &'s self,
        special: Option<(&'s GameState, &'s GameState)>,
    ) -> Option<(&'s GameState, &'s GameState)> {
        special.map(|(start, end)| {
            (
                self.special.0.as_ref().unwrap_or(start),
                self.special.1.as_ref().unwrap_or(end),
            )
        })
    }
}

/// Each transfer among the entries played, by its place, with how it moved
/// the two tracks.
fn moves<'a>(
    before: &'a GameState,
    played: impl IntoIterator<Item = (&'a Edit, &'a GameState)>,
) -> Vec<(usize, Moved)> {
    let mut table = before;
    let mut out = Vec::new();
    for (i, (edit, after)) in played.into_iter().enumerate() {
        if matches!(edit, Edit::Transfer { .. }) {
            let (was, now) = (resources(table), resources(after));
            out.push((i, [now[0] - was[0], now[1] - was[1]]));
        }
        table = after;
    }
    out
}

/// `state` with the tracks moved by `moved`; `None` when nothing moves.
fn credit(state: &GameState, moved: Moved) -> Option<GameState> {
    if moved == [0, 0] {
        return None;
    }
    let mut state = state.clone();
    state.tracks.raj_resources += moved[0];
    state.tracks.revolutionaries_resources += moved[1];
    Some(state)
}
