//! Tracks, the Viceroy box and the cards: Resources 0–50 (1.8), Restraint and
//! Unity 1–5 (6.6, 6.7), a Viceroy in office (2.5), each card once and
//! every Event card somewhere (1.2).

use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};

use crate::data::GameData;
use crate::ids::Card;
use crate::state::GameState;
use crate::vocab::track::Track;
use coin_table::RuleRef;
const RESOURCES: RuleRef = const { RuleRef::new("1.8") };
const RESTRAINT: RuleRef = const { RuleRef::new("6.6") };
const UNITY: RuleRef = const { RuleRef::new("6.7") };

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    let tracks = &state.tracks;
    let pieces = &data.pieces;
    for (track, value, bounds) in [
        (
            Track::RajResources,
            tracks.raj_resources,
            pieces.resources.value,
        ),
        (
            Track::RevolutionariesResources,
            tracks.revolutionaries_resources,
            pieces.resources.value,
        ),
        (Track::Restraint, tracks.restraint, pieces.restraint.value),
        (Track::Unity, tracks.unity, pieces.unity.value),
    ] {
        if !bounds.contains(value) {
            let rule = match track {
                Track::Restraint => RESTRAINT,
                Track::Unity => UNITY,
                Track::RajResources | Track::RevolutionariesResources => RESOURCES,
            };
            findings.push(
                Finding::new(
                    Issue::TrackOutOfBounds,
                    vec![
                        Arg::Track(track),
                        Arg::Int(i64::from(value)),
                        Arg::Int(i64::from(bounds.min)),
                        Arg::Int(i64::from(bounds.max)),
                    ],
                )
                .citing(rule),
            );
        }
    }

    if state.viceroy.is_none() {
        findings.push(Finding::new(Issue::NoViceroy, vec![]));
    }

    let deck = &state.deck;
    let mut seen = CardSet::default();
    let mut twice = Vec::new();
    let mut note = |card: Card| {
        if !seen.insert(card) && !twice.contains(&card) {
            twice.push(card);
        }
    };
    // Current, the draw deck, played, set aside, then the Viceroy.
    if let Some(card) = deck.current {
        note(card);
    }
    for pile in [&deck.draw, &deck.played, &deck.set_aside] {
        for card in pile {
            note(*card);
        }
    }
    if let Some(viceroy) = state.viceroy {
        note(Card::Campaign(viceroy));
    }
    twice.sort_by_key(|card| card_key(*card));
    for card in twice {
        findings.push(Finding::new(Issue::CardRepeated, vec![Arg::Card(card)]));
    }
    // Every Event card of the deck is somewhere: current, in the deck,
    // played or set aside at setup (1.2 lists the deck; 2.1 builds it).
    let events = data.cards.event_count.value;
    let missing = events - seen.events_among(events);
    if missing > 0 {
        findings.push(Finding::new(
            Issue::EventCardsMissing,
            vec![Arg::Int(i64::from(missing)), Arg::Int(i64::from(events))],
        ));
    }
}

fn card_key(card: Card) -> (bool, usize) {
    match card {
        Card::Event(number) => (true, usize::from(number)),
        Card::Campaign(viceroy) => (false, viceroy.index()),
    }
}

/// The cards seen, one bit per Event number and per Viceroy: the deck holds
/// about 80 cards, and a bit set costs no allocation (the checks run after
/// every log entry).
#[derive(Default)]
struct CardSet {
    events: [u64; 4],
    campaigns: [u64; 4],
}

impl CardSet {
    /// Adds a card; whether it was not there yet.
    fn insert(&mut self, card: Card) -> bool {
        let (bits, n) = match card {
            Card::Event(number) => (&mut self.events, usize::from(number)),
            // A Viceroy index is a u8 too.
            Card::Campaign(viceroy) => (&mut self.campaigns, viceroy.index() & 0xff),
        };
        let (word, bit) = (n / 64, 1u64 << (n % 64));
        let new = bits[word] & bit == 0;
        bits[word] |= bit;
        new
    }

    /// How many of the Event cards numbered 1 to `last` were seen.
    fn events_among(&self, last: u8) -> u8 {
        let mut count = 0;
        for (word, bits) in self.events.iter().enumerate() {
            // The numbers this word holds, 64 * word to 64 * word + 63.
            let from = 64 * word;
            let mut mask = u64::MAX;
            if from == 0 {
                mask &= !1; // there is no card 0
            }
            let last = usize::from(last);
            if last < from {
                break;
            }
            if last - from < 63 {
                mask &= (1u64 << (last - from + 1)) - 1;
            }
            count += (bits & mask).count_ones();
        }
        // At most 255 numbers are counted.
        u8::try_from(count).unwrap_or(u8::MAX)
    }
}
