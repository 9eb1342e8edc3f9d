//! Free moves explained: for a change made without a declaration, which
//! declared actions would account for it, or, when none does, the closest
//! ones and what each breaks.

use crate::vocab::action::{Choice, Declared, Operation, Special};

use super::{Execution, check_action};
use crate::data::GameData;
use crate::ids::Card;
use crate::ids::Faction;
use crate::state::GameState;
use crate::vocab::finding::Finding;
use crate::vocab::severity::Severity;
/// One action tried against the change.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The action.
    pub declared: Declared,
    /// The Special Activity alone made the change; its Operation changed nothing.
    pub special_only: bool,
    /// What the action's rules say about the change (errors first).
    pub findings: Vec<Finding>,
}

impl Candidate {
    /// Whether the action is an Event whose text the data lacks in part.
    pub fn text_unknown(&self) -> bool {
        self.findings.iter().any(|f| {
            matches!(
                f.issue,
                crate::vocab::issue::Issue::EventTextUnknown
                    | crate::vocab::issue::Issue::EventPartlyKnown
            )
        })
    }

    /// How many rules the change breaks for this action.
    pub fn errors(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count()
    }
}

/// What explains a change.
#[derive(Clone, Debug, Default)]
pub struct Explanation {
    /// Whether anything changed at all.
    pub changed: bool,
    /// Actions the change is a legal execution of.
    pub explains: Vec<Candidate>,
    /// Events whose text the data lacks: they may explain the change, but
    /// the program cannot tell.
    pub unverified: Vec<Candidate>,
    /// When none is, the nearest actions (fewest broken rules first).
    pub closest: Vec<Candidate>,
}

/// How many of the nearest candidates are kept when nothing explains a change.
const CLOSEST: usize = 3;

/// Every action a Faction might have taken to make a change on the current
/// card: Pass, each Operation alone, each Special Activity alone (its
/// Operation changing nothing), and the current card's Event.
fn candidates(state: &GameState) -> Vec<(Declared, bool)> {
    let mut out = Vec::new();
    for faction in Faction::ALL {
        out.push((
            Declared {
                faction,
                choice: Choice::Pass,
                dice: Vec::new(),
            },
            false,
        ));
        for op in Operation::of(faction) {
            out.push((Declared::operation(faction, *op, None), false));
        }
        for sa in Special::of(faction) {
            let host = Operation::of(faction)
                .iter()
                .copied()
                .find(|op| sa.accompanies().is_none_or(|ops| ops.contains(op)));
            if let Some(op) = host {
                out.push((Declared::operation(faction, op, Some(*sa)), true));
            }
        }
        if let Some(Card::Event(card)) = state.deck.current {
            for shaded in [false, true] {
                out.push((
                    Declared {
                        faction,
                        choice: Choice::Event { card, shaded },
                        dice: Vec::new(),
                    },
                    false,
                ));
            }
        }
    }
    out
}

/// Whether anything on the table differs: who runs each Faction, the
/// Arjuna deck and the generator's position are not part of the table, so
/// a seat change, a shuffle or a draw alone is no change to explain.
fn table_differs(before: &GameState, after: &GameState) -> bool {
    let mut same_aside = after.clone();
    same_aside.arjuna = before.arjuna.clone();
    same_aside.seats = before.seats;
    same_aside.rng = before.rng;
    same_aside != *before
}

/// Which declared actions explain the change from `before` to `after`.
/// Dice are not known for free moves, so actions that need a die (Attack,
/// Negotiate's release, a Rally release) are judged without it and say so.
pub fn explain_change(data: &GameData, before: &GameState, after: &GameState) -> Explanation {
    if !table_differs(before, after) {
        return Explanation::default();
    }
    let mut tried: Vec<Candidate> = candidates(before)
        .into_iter()
        .map(|(declared, special_only)| {
            let execution = if special_only {
                Execution {
                    special: Some((before, after)),
                    ..Execution::whole(before, after)
                }
            } else {
                Execution::whole(before, after)
            };
            let mut findings = check_action(data, &declared, &execution).findings;
            findings.sort_by_key(|f| f.severity);
            Candidate {
                declared,
                special_only,
                findings,
            }
        })
        .collect();
    tried.sort_by_key(Candidate::errors);
    let (unverified, tried): (Vec<Candidate>, Vec<Candidate>) = tried
        .into_iter()
        .partition(|c| c.errors() == 0 && c.text_unknown());
    let (explains, rest): (Vec<Candidate>, Vec<Candidate>) =
        tried.into_iter().partition(|c| c.errors() == 0);
    let closest = if explains.is_empty() {
        rest.into_iter().take(CLOSEST).collect()
    } else {
        Vec::new()
    };
    Explanation {
        changed: true,
        explains,
        unverified,
        closest,
    }
}
