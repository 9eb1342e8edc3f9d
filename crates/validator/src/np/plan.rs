//! A non-player's turn or Event, planned: what it declares, the edits to
//! log, the trace of every decision, the spaces selected, and what is left
//! to the players by hand.

use super::trace::Trace;
use crate::data::arjuna::{ArjunaId, Face};
use crate::data::np_aid::Column;
use crate::edit::Edit;
use crate::ids::{Faction, SpaceId};
use crate::vocab::action::{Declared, Operation, Special};

/// What the players do by hand, where the plan stops.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Manual {
    /// The drawn card's side is not in the data: read the printed card.
    Card {
        /// The card.
        card: ArjunaId,
        /// The side.
        face: Face,
    },
    /// An Operation the program does not carry out: the players do it with
    /// the card's instructions and the procedure of 8.6.
    Operation {
        /// The card.
        card: ArjunaId,
        /// The side.
        face: Face,
        /// The Operation.
        op: Operation,
    },
    /// A Special Activity the program does not carry out (8.7).
    Special {
        /// The card.
        card: ArjunaId,
        /// The side.
        face: Face,
        /// The activity.
        special: Special,
    },
    /// The card's arrows go round without reaching a stop.
    Loop,
    /// The Arjuna deck holds no card of the Faction to draw: it is shuffled
    /// at setup and at every Reset when non-players are in play (8.3).
    ArjunaDeck,
    /// A non-player's Event the program does not carry out (8.8): its text
    /// on this side is not in the data, or only in part, or the planned
    /// change would not pass the checks. The players carry out the printed
    /// text, selecting spaces with the column given (8.8.5), when known.
    Event {
        /// The Event card.
        card: u8,
        /// The shaded text (else unshaded), 8.8.2.
        shaded: bool,
        /// The column of the Space Selection Priorities table, if one of
        /// the text's actions is effective and the text is known.
        column: Option<Column>,
    },
}

/// A non-player's turn, planned.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Plan {
    /// The acting Faction.
    pub faction: Faction,
    /// What it declares, once the card has settled it.
    pub declared: Option<Declared>,
    /// The edits, in the order to log them: the Arjuna cards, the
    /// declaration, dice and moves, and `Done` when the plan is complete.
    pub edits: Vec<Edit>,
    /// Every step of the decision.
    pub trace: Trace,
    /// Spaces selected, in order.
    pub selected: Vec<SpaceId>,
    /// Spaces that were eligible at some selection.
    pub considered: Vec<SpaceId>,
    /// What is left to the players, if anything.
    pub manual: Option<Manual>,
}

impl Plan {
    /// The moves of the plan, for the checklist: edits that change the table.
    pub fn moves(&self) -> impl Iterator<Item = &Edit> {
        self.edits.iter().filter(|e| {
            !e.is_mark()
                && !matches!(
                    e,
                    Edit::ArjunaDraw { .. } | Edit::ArjunaFlip | Edit::ArjunaShown { .. }
                )
        })
    }
}
