//! The kinds of card the deck holds (2.1): Event cards, Mongol Invasion
//! cards (2.4), the three Succession cards in their fixed order (2.5) and
//! the two Timurid Empire cards (2.6); the card showing and the cards
//! played so far, as the position keeps them. The Event cards' texts and
//! which Faction each Mongol Invasion card names are not in the data: the
//! table says which card it revealed.

use crate::ids::Faction;

/// A card of the deck, by its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    /// An Event card (2.3).
    Event,
    /// A Mongol Invasion card, naming the Faction that picks the Mongol
    /// Commands (2.4.1): the Bahmani Kingdom or the Vijayanagara Empire.
    Invasion(Faction),
    /// A Succession card (2.5); which one its place in the deck says.
    Succession,
    /// A Timurid Empire card (2.6).
    Timurid,
}

/// How many Succession cards the deck holds (2.1, 2.5).
pub const SUCCESSIONS: u8 = 3;
/// How many Timurid Empire cards the deck holds (2.1, 2.6).
pub const TIMURIDS: u8 = 2;
/// How many Event cards each of the four stacks holds (2.1).
pub const EVENTS_A_STACK: u8 = 6;
/// How many Mongol Invasion cards each of the first three stacks holds
/// (2.1).
pub const INVASIONS_A_STACK: u8 = 2;

impl Card {
    /// The written form of the change that reveals it: `card`, `card
    /// invasion bahmani|vijayanagara`, `card succession`, `card timurid`.
    pub fn text(self) -> String {
        match self {
            Card::Event => "card".to_owned(),
            Card::Invasion(faction) => format!("card invasion {}", faction.key()),
            Card::Succession => "card succession".to_owned(),
            Card::Timurid => "card timurid".to_owned(),
        }
    }

    /// The card the words after `card` name, or none.
    pub fn read(words: &[&str]) -> Option<Card> {
        match words {
            [] | ["event"] => Some(Card::Event),
            ["invasion", f] => Faction::from_key(f)
                .filter(|f| f.deccan().is_some())
                .map(Card::Invasion),
            ["succession"] => Some(Card::Succession),
            ["timurid"] => Some(Card::Timurid),
            _ => None,
        }
    }

    /// Every card the table can reveal, in the order offered.
    pub const ALL: [Card; 5] = [
        Card::Event,
        Card::Invasion(Faction::Bahmani),
        Card::Invasion(Faction::Vijayanagara),
        Card::Succession,
        Card::Timurid,
    ];
}

/// The card showing and the cards played so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Deck {
    /// The card showing: none before the table says which card it drew
    /// first.
    pub card: Option<Card>,
    /// How many Succession cards have been revealed, this one included.
    pub successions: u8,
    /// How many Timurid Empire cards have been revealed, this one
    /// included.
    pub timurids: u8,
    /// Whether the game has ended, Timur's invasion of Delhi carried out
    /// (2.2, 2.6).
    pub over: bool,
    /// The number of the Event card showing, when the table said which it
    /// revealed.
    pub number: Option<u32>,
    /// The numbers of the Event cards revealed so far, in order.
    pub played: Vec<u32>,
}

impl Deck {
    /// The deck after a card is revealed: an Event card with its number
    /// when the table gave it.
    pub fn reveal(&mut self, card: Card, number: Option<u32>) {
        self.card = Some(card);
        self.number = number;
        self.played.extend(number);
        match card {
            Card::Succession => self.successions = self.successions.saturating_add(1),
            Card::Timurid => self.timurids = self.timurids.saturating_add(1),
            Card::Event | Card::Invasion(_) => {}
        }
    }

    /// Whether the card showing stops regular play (2.3): a Mongol
    /// Invasion, Succession or Timurid Empire card.
    pub fn interrupted(&self) -> bool {
        matches!(
            self.card,
            Some(Card::Invasion(_) | Card::Succession | Card::Timurid)
        )
    }

    /// How many entries of the card's own instructions the card showing
    /// takes: one for a Mongol Invasion, Timurid Empire card or the first
    /// or third Succession card; two for the second (each Deccan
    /// Faction's gain after its free Limited Command, 2.5.2); none for an
    /// Event card.
    pub fn instructions(&self) -> u8 {
        match self.card {
            Some(Card::Invasion(_) | Card::Timurid) => 1,
            Some(Card::Succession) if self.successions == 2 => 2,
            Some(Card::Succession) => 1,
            Some(Card::Event) | None => 0,
        }
    }
}
