//! The sequence of play on a card (2.3): which Factions are Eligible,
//! which of the two forked options each took, who has acted, and the
//! card's end moving the cylinders (2.3.7); the cards that stop regular
//! play (2.4 to 2.6), whose instructions are carried out and leave
//! Eligibility as it was; the deck's order (2.1) and the game's end (2.2).
//! The Event cards' own faction order and text are the table's to follow:
//! they are not in the data.

use coin_table::{Gesture, RuleRef, TableEntry, Verdict};

use crate::action::{Declared, Decree};
use crate::cards::{Card, Deck, EVENTS_A_STACK, INVASIONS_A_STACK, SUCCESSIONS, TIMURIDS};
use crate::check::broken;
use crate::edit::EVENT_CARD;
use crate::ids::Faction;

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
            Declared::Pass(_) | Declared::Decree { .. } | Declared::Instructions => None,
            Declared::Command { limited: true, .. } => None,
            Declared::Command {
                decree: Some(_), ..
            } => Some(Fork::CommandAndDecree),
            Declared::Command { .. } | Declared::Event { .. } => Some(Fork::EventOrCommand),
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
    /// The Event and the Mongol Invasion cards revealed in the stack being
    /// played (2.1): the first card counts even when the table did not
    /// say it revealed it.
    pub stack: (u8, u8),
    /// How many entries carried out the card's instructions on this card.
    pub instructions: u8,
    /// The Factions that executed a "Stay Eligible" Event on this card
    /// (2.3.4).
    pub stay: Vec<Faction>,
}

/// The card an entry reveals, if it reveals one, with the Event card's
/// number when the table gave it.
pub fn revealed(entry: &TableEntry) -> Option<(Card, Option<u32>)> {
    entry.gestures.iter().find_map(|g| match g {
        Gesture::Change(text) => match text.split_whitespace().collect::<Vec<_>>()[..] {
            ["card", ref rest @ ..] => Card::read(rest).map(|card| (card, None)),
            [EVENT_CARD, key] => key
                .strip_prefix("card-")
                .and_then(|n| n.parse().ok())
                .map(|n| (Card::Event, Some(n))),
            _ => None,
        },
        _ => None,
    })
}

/// The card an entry reveals, if it reveals one.
pub fn reveals_card(entry: &TableEntry) -> Option<Card> {
    revealed(entry).map(|(card, _)| card)
}

/// The section that rules a card showing: 2.4 for a Mongol Invasion card,
/// 2.5 for a Succession card, 2.6 for a Timurid Empire card, 2.3 for an
/// Event card.
fn card_rule(card: Option<Card>) -> RuleRef {
    match card {
        Some(Card::Invasion(_)) => const { RuleRef::new("2.4") },
        Some(Card::Succession) => const { RuleRef::new("2.5") },
        Some(Card::Timurid) => const { RuleRef::new("2.6") },
        Some(Card::Event) | None => const { RuleRef::new("2.3") },
    }
}

impl Sequence {
    /// What an entry breaks in the sequence of play, with the deck as it
    /// stood before it: any entry once the game has ended (2.2); a
    /// declaration the card showing does not allow; a card revealed out
    /// of the deck's order (2.1) or before the card showing was carried
    /// out.
    pub fn verdicts(
        &self,
        deck: &Deck,
        entry: &TableEntry,
        declared: Option<Declared>,
    ) -> Vec<Verdict> {
        if deck.over {
            return vec![broken(
                const { RuleRef::new("2.2") },
                "GameOver",
                Vec::new(),
            )];
        }
        let mut out = match declared {
            Some(declared) => self.declared(deck, declared),
            None => Vec::new(),
        };
        if let Some((card, number)) = revealed(entry) {
            out.extend(self.revealed(deck, card));
            // Each Event card is in the deck once (2.1).
            if let Some(n) = number.filter(|n| deck.played.contains(n)) {
                let a = vec![crate::edit::card_key(n)];
                out.push(broken(const { RuleRef::new("2.1") }, "CardAgain", a));
            }
        }
        out
    }

    fn declared(&self, deck: &Deck, declared: Declared) -> Vec<Verdict> {
        let rule = card_rule(deck.card);
        let Some(faction) = declared.faction() else {
            // The card's instructions.
            return if !deck.interrupted() {
                vec![broken(rule, "NoInstructions", Vec::new())]
            } else if self.instructions >= deck.instructions() {
                vec![broken(rule, "InstructionsDone", Vec::new())]
            } else {
                Vec::new()
            };
        };
        let key = || vec![faction.key().to_owned()];
        if deck.interrupted() {
            let allowed = match (deck.card, declared) {
                // The Sultanate may Campaign on the first two Succession
                // cards (2.5.1, 2.5.2); the Deccan Factions may each take a
                // free Limited Command on the second (2.5.2).
                (
                    Some(Card::Succession),
                    Declared::Decree {
                        faction: Faction::Sultanate,
                        decree: Decree::Campaign,
                    },
                ) => deck.successions <= 2,
                (
                    Some(Card::Succession),
                    Declared::Command {
                        limited: true,
                        decree: None,
                        ..
                    },
                ) => deck.successions == 2 && faction.deccan().is_some(),
                _ => false,
            };
            let mut out = Vec::new();
            if !allowed {
                out.push(broken(rule, "Interrupted", key()));
            } else if self.acted.contains(&faction) {
                out.push(broken(rule, "ActedOnCard", key()));
            }
            return out;
        }
        let mut out = Vec::new();
        if let Declared::Decree { decree, .. } = declared {
            let a = vec![faction.key().to_owned(), decree.key().to_owned()];
            out.push(broken(const { RuleRef::new("4.1") }, "DecreeAlone", a));
        }
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

    /// What revealing a card breaks: the card showing's instructions not
    /// yet carried out (2.4 to 2.6), or a card out of the deck's order
    /// (2.1): six Event cards a stack, two Mongol Invasion cards in each
    /// of the first three, a Succession card closing each of those, both
    /// Timurid Empire cards in the fourth.
    fn revealed(&self, deck: &Deck, card: Card) -> Vec<Verdict> {
        let mut out = Vec::new();
        if deck.interrupted() && self.instructions < deck.instructions() {
            out.push(broken(
                card_rule(deck.card),
                "InstructionsPending",
                Vec::new(),
            ));
        }
        let (events, invasions) = self.stack;
        let in_order = match card {
            Card::Event => events < EVENTS_A_STACK,
            Card::Invasion(_) => deck.successions < SUCCESSIONS && invasions < INVASIONS_A_STACK,
            Card::Succession => {
                deck.successions < SUCCESSIONS
                    && events == EVENTS_A_STACK
                    && invasions == INVASIONS_A_STACK
            }
            Card::Timurid => deck.successions == SUCCESSIONS && deck.timurids < TIMURIDS,
        };
        if !in_order {
            let a = vec![
                card.text(),
                (deck.successions + 1).to_string(),
                events.to_string(),
                invasions.to_string(),
            ];
            out.push(broken(const { RuleRef::new("2.1") }, "DeckOrder", a));
        }
        out
    }

    /// The sequence after an entry, with the deck as it stood before it: a
    /// declaration noted; the next card revealed and counted in its stack,
    /// the Factions of the forked options Ineligible and every other
    /// Eligible (2.3.7) after an Event card, Eligibility as it was after a
    /// card that stopped regular play (2.4 to 2.6).
    pub fn fold(&mut self, deck: &Deck, declared: Option<Declared>, card: Option<Card>) {
        if deck.card.is_none() && declared.is_some() && card.is_none() {
            // Play on a first card the table did not say it revealed.
            self.stack.0 = self.stack.0.max(1);
        }
        if let Some(declared) = declared {
            match declared.faction() {
                None => self.instructions = self.instructions.saturating_add(1),
                Some(faction) => {
                    self.acted.push(faction);
                    if let Declared::Event { stay: true, .. } = declared {
                        self.stay.push(faction);
                    }
                    if let Some(fork) = Fork::of(declared) {
                        self.forks[fork.index()].get_or_insert(faction);
                    }
                }
            }
        }
        if let Some(card) = card {
            if !deck.interrupted() {
                self.ineligible = self
                    .forks
                    .iter()
                    .flatten()
                    .copied()
                    .filter(|f| !self.stay.contains(f))
                    .collect();
            }
            self.acted.clear();
            self.stay.clear();
            self.forks = [None, None];
            self.instructions = 0;
            match card {
                Card::Event => self.stack.0 = self.stack.0.saturating_add(1),
                Card::Invasion(_) => self.stack.1 = self.stack.1.saturating_add(1),
                Card::Succession => self.stack = (0, 0),
                Card::Timurid => {}
            }
        }
    }
}
