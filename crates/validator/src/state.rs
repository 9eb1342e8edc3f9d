//! The game state: pieces and markers in every space, the boxes, the tracks,
//! eligibility, the cards, the Viceroy, setup steps still pending, who plays
//! which Faction, and the seeded random number generator.
//!
//! Only what cannot be derived is stored. Whether Activists are Active
//! (1.4.3), Raj Control (1.7), Crisis (6.8), Available Protest markers (1.10)
//! and the victory totals (1.9) are computed from this on demand.

use rand::RngExt;
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::data::arjuna::{ArjunaId, Face};
use crate::data::map::Map;
use crate::data::scenario::SetupStep;
use crate::ids::{Card, ViceroyId};
use crate::ids::{Faction, PerFaction, PieceCounts, SpaceId, SupportLevel};
use crate::vocab::track::Tracks;

/// Pieces and markers in one space.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SpaceState {
    /// Forces in the space.
    pub pieces: PieceCounts,
    /// Support or Opposition (1.6); only meaningful off Railways.
    pub level: SupportLevel,
    /// Protest markers (at most one is legal, 1.4.2).
    pub protests: u8,
    /// Unrest markers (any number off Railways, 1.4.2).
    pub unrest: u8,
    /// Strike markers (Railways only, at most one, 1.12, 5.1.1).
    pub strikes: u8,
    /// Whether a Muslim State marker sits here (Provinces only, 1.3.5).
    pub muslim_state: bool,
}

impl SpaceState {
    /// Whether nothing is here and the level is Neutral.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
            && self.level == SupportLevel::Neutral
            && self.protests == 0
            && self.unrest == 0
            && self.strikes == 0
            && !self.muslim_state
    }
}

/// Whether a Faction may act on the next card (2.3.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Eligibility {
    /// In the Eligible box.
    #[default]
    Eligible,
    /// In the Ineligible box.
    Ineligible,
}

/// The cards: the one in play, the draw deck, the played pile and the cards
/// set aside unseen at setup.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Deck {
    /// The card in the Current Card box.
    pub current: Option<Card>,
    /// The draw deck, top first; its top card is revealed as the upcoming card (2.2).
    pub draw: Vec<Card>,
    /// Cards already played, oldest first (open information, 2.2).
    pub played: Vec<Card>,
    /// Cards set aside at setup: out of the game and not to be inspected.
    pub set_aside: Vec<Card>,
}

impl Deck {
    /// The revealed top card of the draw deck.
    pub fn upcoming(&self) -> Option<Card> {
        self.draw.first().copied()
    }

    /// A Campaign card revealed as the upcoming card changes places with
    /// the current card, and its Campaign Round comes at once (2.2, 2.4).
    pub fn swap_in_campaign(&mut self) {
        if let Some(Card::Campaign(_)) = self.draw.first()
            && let Some(top) = self.draw.first_mut()
        {
            match self.current.as_mut() {
                Some(current) => std::mem::swap(current, top),
                None => self.current = Some(self.draw.remove(0)),
            }
        }
    }

    /// Puts an unseen card on top of the draw deck (the players' own deck
    /// turned it up, or a fair draw did). A card of the top card's kind
    /// changes places with it; a card the program had set aside changes
    /// places with an unseen card of the same kind, so that the deck keeps
    /// its size and its count of Campaign cards. Fails for a card already
    /// seen.
    #[allow(clippy::result_unit_err)] // the caller words the error
    pub fn bring_to_top(&mut self, card: Card) -> Result<(), ()> {
        let same_kind = |c: &Card| {
            matches!(
                (c, card),
                (Card::Event(_), Card::Event(_)) | (Card::Campaign(_), Card::Campaign(_))
            )
        };
        if let Some(at) = self.draw.iter().position(|c| *c == card) {
            if self.draw.first().is_some_and(same_kind) {
                // Change places with the top card, of the same kind: every
                // card keeps its kind's place in the deck.
                self.draw.swap(0, at);
                return Ok(());
            }
            self.draw.remove(at);
        } else if let Some(at) = self.set_aside.iter().position(|c| *c == card) {
            // Exchange with the deepest unseen card of the same kind.
            let swap = self.draw.iter().rposition(same_kind).ok_or(())?;
            self.set_aside[at] = self.draw.remove(swap);
        } else {
            return Err(());
        }
        self.draw.insert(0, card);
        Ok(())
    }

    /// Campaign cards still in the draw deck (6.5: Restraint and Unity reset to this).
    pub fn campaigns_left(&self) -> usize {
        self.draw
            .iter()
            .filter(|c| matches!(c, Card::Campaign(_)))
            .count()
    }
}

/// Who runs a Faction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seat {
    /// A player, by seat number; a player running two Factions has one seat for both (1.5).
    Player(u8),
    /// Run by the rules of chapter 8.
    NonPlayer,
}

/// The seeded generator: all randomness of a game comes from here.
///
/// Stored as the seed and the position in the ChaCha20 stream, so the state
/// stays plain data and the same seed replays the same game anywhere.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameRng {
    /// The seed chosen at setup.
    pub seed: u64,
    /// How many 32-bit words of the stream have been used.
    pub position: u64,
}

impl GameRng {
    /// A fresh generator for this seed.
    pub fn new(seed: u64) -> GameRng {
        GameRng { seed, position: 0 }
    }

    /// Rolls a six-sided die.
    pub fn roll_die(&mut self) -> u8 {
        self.with(|rng| rng.random_range(1..=6u8))
    }

    /// Runs `f` with the generator at its current position, then records how
    /// far `f` advanced it.
    pub fn with<T>(&mut self, f: impl FnOnce(&mut ChaCha20Rng) -> T) -> T {
        let mut rng = ChaCha20Rng::seed_from_u64(self.seed);
        rng.set_word_pos(u128::from(self.position));
        let out = f(&mut rng);
        self.position = u64::try_from(rng.get_word_pos()).unwrap_or(u64::MAX);
        out
    }
}

/// The whole state of a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameState {
    /// Key of the scenario it was set up from.
    pub scenario: String,
    /// One entry per map space, in [`SpaceId`] order.
    pub spaces: Vec<SpaceState>,
    /// Available Forces boxes (1.4.1).
    pub available: PieceCounts,
    /// Out of Play box (1.3.10).
    pub out_of_play: PieceCounts,
    /// Jail box (1.3.9).
    pub jail: PieceCounts,
    /// Restraint, Unity and Resources.
    pub tracks: Tracks,
    /// Eligible or Ineligible, per Faction.
    pub eligibility: PerFaction<Eligibility>,
    /// The cards.
    pub deck: Deck,
    /// The Campaign card in the British Viceroy of India box (2.5).
    pub viceroy: Option<ViceroyId>,
    /// Setup steps still to choose (Main: where Congress places Gandhi).
    pub pending: Vec<SetupStep>,
    /// Who runs each Faction.
    pub seats: PerFaction<Seat>,
    /// The Arjuna deck of the non-player Factions (8.3).
    pub arjuna: ArjunaDeck,
    /// The seeded generator.
    pub rng: GameRng,
}

/// The Arjuna deck (8.3): the cards of every non-player Faction in play,
/// top first. A draw moves cards from the top to the bottom face up until
/// one of the acting Faction's shows; that card, now at the bottom, is the
/// one read, on the side `showing` says.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ArjunaDeck {
    /// The cards, top first.
    pub cards: Vec<ArjunaId>,
    /// The side of the bottom card that shows after a draw; `None` before
    /// the first draw after a shuffle.
    pub showing: Option<Face>,
    /// How many cards have gone to the bottom face up since the shuffle:
    /// open information (capped at the deck's size).
    pub cycled: u8,
    /// The table draws from its own physical Arjuna deck: the program
    /// neither shuffles nor draws, and the players say which card came up
    /// ([`crate::edit::Edit::ArjunaShown`]).
    pub own: bool,
}

impl ArjunaDeck {
    /// The card read after a draw, and its side.
    pub fn drawn(&self) -> Option<(ArjunaId, Face)> {
        Some((*self.cards.last()?, self.showing?))
    }

    /// The cards already cycled to the bottom face up since the shuffle,
    /// oldest first.
    pub fn cycled_cards(&self) -> &[ArjunaId] {
        let n = usize::from(self.cycled).min(self.cards.len());
        &self.cards[self.cards.len() - n..]
    }
}

impl GameState {
    /// An empty state for a map: nothing anywhere, all tracks at 0. Setup
    /// ([`crate::position::setup`]) fills it from a scenario.
    pub fn empty(map: &Map, scenario: &str, seed: u64) -> GameState {
        GameState {
            scenario: scenario.to_owned(),
            spaces: vec![SpaceState::default(); map.len()],
            available: PieceCounts::EMPTY,
            out_of_play: PieceCounts::EMPTY,
            jail: PieceCounts::EMPTY,
            tracks: Tracks::default(),
            eligibility: PerFaction::default(),
            deck: Deck::default(),
            viceroy: None,
            pending: Vec::new(),
            seats: four_players(),
            arjuna: ArjunaDeck::default(),
            rng: GameRng::new(seed),
        }
    }

    /// The pieces and markers in a space.
    pub fn space(&self, id: SpaceId) -> &SpaceState {
        &self.spaces[id.index()]
    }

    /// The pieces and markers in a space, for changing them.
    pub fn space_mut(&mut self, id: SpaceId) -> &mut SpaceState {
        &mut self.spaces[id.index()]
    }

    /// Every space with its id.
    pub fn iter_spaces(&self) -> impl Iterator<Item = (SpaceId, &SpaceState)> {
        self.spaces
            .iter()
            .enumerate()
            .map(|(i, space)| (SpaceId(u16::try_from(i).unwrap_or(u16::MAX)), space))
    }

    /// Protest markers in India.
    pub fn protests_on_map(&self) -> u32 {
        self.spaces.iter().map(|s| u32::from(s.protests)).sum()
    }

    /// Unrest and Strike markers in India (one stock of two-sided markers, 1.11).
    pub fn unrest_and_strikes_on_map(&self) -> u32 {
        self.spaces
            .iter()
            .map(|s| u32::from(s.unrest) + u32::from(s.strikes))
            .sum()
    }

    /// Unrest and Strike markers left off the map, of the `stock` that
    /// exists (1.11, 1.12).
    pub fn unrest_and_strikes_left(&self, stock: u8) -> u32 {
        u32::from(stock).saturating_sub(self.unrest_and_strikes_on_map())
    }

    /// Whether India is in Crisis: Restraint and Unity both 1 (6.8).
    pub fn crisis(&self) -> bool {
        self.tracks.restraint == 1 && self.tracks.unity == 1
    }

    /// The Factions a seat runs.
    pub fn factions_of(&self, seat: Seat) -> Vec<Faction> {
        Faction::ALL
            .into_iter()
            .filter(|faction| self.seats[*faction] == seat)
            .collect()
    }
}

/// One player per Faction (the default for four players).
pub fn four_players() -> PerFaction<Seat> {
    PerFaction {
        raj: Seat::Player(1),
        congress: Seat::Player(2),
        muslim_league: Seat::Player(3),
        revolutionaries: Seat::Player(4),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn the_generator_resumes_where_it_stopped() {
        let mut whole = GameRng::new(7);
        let both: (u32, u32) = whole.with(|rng| (rng.random(), rng.random()));
        let mut split = GameRng::new(7);
        let first: u32 = split.with(|rng| rng.random());
        let second: u32 = split.with(|rng| rng.random());
        assert_eq!(both, (first, second));
        assert_eq!(whole, split);
    }

    #[test]
    fn different_seeds_give_different_streams() {
        let a: u64 = GameRng::new(1).with(|rng| rng.random());
        let b: u64 = GameRng::new(2).with(|rng| rng.random());
        assert_ne!(a, b);
    }
}
