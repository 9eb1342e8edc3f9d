//! The sequence of play on an Event card (2.3): which Factions are
//! Eligible, which of the two forked options each took, who has acted, and
//! the card's end moving the cylinders (2.3.7). The card's own faction
//! order and text are the table's to follow: the cards are not in the
//! data.

use coin_table::{Gesture, RuleRef, TableEntry, Verdict};

use crate::action::Declared;
use crate::check::broken;
use crate::ids::Faction;

/// The written form of the change that reveals the next card (2.3.8).
pub const NEXT_CARD: &str = "card";

/// One of the two forked options beside the Eligible box (2.3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fork {
    /// A Command with a Decree.
    CommandAndDecree,
    /// The Event, or a Command without a Decree.
    EventOrCommand,
}

impl Fork {
    /// The forked option a declaration takes: none for a Limited Command
    /// or a Pass (2.3.5, 2.3.6).
    pub fn of(declared: Declared) -> Option<Fork> {
        match declared {
            Declared::Pass(_) => None,
            Declared::Command { limited: true, .. } => None,
            Declared::Command {
                decree: Some(_), ..
            } => Some(Fork::CommandAndDecree),
            Declared::Command { .. } => Some(Fork::EventOrCommand),
        }
    }

    fn index(self) -> usize {
        match self {
            Fork::CommandAndDecree => 0,
            Fork::EventOrCommand => 1,
        }
    }
}

/// Where the sequence of play stands on the current card.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sequence {
    /// The Factions Ineligible on this card (2.3.1).
    pub ineligible: Vec<Faction>,
    /// The Factions that have acted on this card, in order.
    pub acted: Vec<Faction>,
    /// Who took each forked option on this card (2.3.3).
    pub forks: [Option<Faction>; 2],
}

/// Whether an entry reveals the next card.
pub fn reveals_card(entry: &TableEntry) -> bool {
    entry
        .gestures
        .iter()
        .any(|g| matches!(g, Gesture::Change(text) if text.trim() == NEXT_CARD))
}

impl Sequence {
    /// What a declaration breaks in the sequence of play: an Ineligible
    /// Faction acting (2.3.1), a Faction acting twice on a card, or taking
    /// a forked option another took already (2.3.3).
    pub fn verdicts(&self, declared: Declared) -> Vec<Verdict> {
        let faction = declared.faction();
        let mut out = Vec::new();
        let key = || vec![faction.key().to_owned()];
        if self.ineligible.contains(&faction) {
            out.push(broken(
                const { RuleRef::new("2.3.1") },
                "NotEligible",
                key(),
            ));
        }
        if self.acted.contains(&faction) {
            out.push(broken(
                const { RuleRef::new("2.3.3") },
                "ActedOnCard",
                key(),
            ));
        }
        if let Some(fork) = Fork::of(declared)
            && let Some(taker) = self.forks[fork.index()]
        {
            let a = vec![faction.key().to_owned(), taker.key().to_owned()];
            out.push(broken(const { RuleRef::new("2.3.3") }, "OptionTaken", a));
        }
        out
    }

    /// The sequence after an entry: a declaration noted; the next card
    /// revealed, the Factions of the forked options Ineligible and every
    /// other Eligible (2.3.7).
    pub fn fold(&mut self, declared: Option<Declared>, card: bool) {
        if let Some(declared) = declared {
            let faction = declared.faction();
            self.acted.push(faction);
            if let Some(fork) = Fork::of(declared) {
                self.forks[fork.index()].get_or_insert(faction);
            }
        }
        if card {
            self.ineligible = self.forks.iter().flatten().copied().collect();
            self.acted.clear();
            self.forks = [None, None];
        }
    }
}
