//! Tracks, the Viceroy box and the cards: Resources 0–50 (1.8), Restraint and
//! Unity 1–5 (6.6, 6.7), a Viceroy in office (2.5), each card once and
//! every Event card somewhere (1.2).

use std::collections::BTreeSet;

use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};

use crate::data::GameData;
use crate::ids::Card;
use crate::rule::RuleRef;
use crate::state::GameState;
use crate::vocab::track::Track;
const RESOURCES: RuleRef = RuleRef::new("1.8");
const RESTRAINT: RuleRef = RuleRef::new("6.6");
const UNITY: RuleRef = RuleRef::new("6.7");

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
    let mut seen = BTreeSet::new();
    let mut twice = Vec::new();
    let all = deck
        .current
        .iter()
        .chain(&deck.draw)
        .chain(&deck.played)
        .chain(&deck.set_aside)
        .copied()
        .chain(state.viceroy.map(Card::Campaign));
    for card in all {
        if !seen.insert(card_key(card)) && !twice.contains(&card) {
            twice.push(card);
        }
    }
    twice.sort_by_key(|card| card_key(*card));
    for card in twice {
        findings.push(Finding::new(Issue::CardRepeated, vec![Arg::Card(card)]));
    }
    // Every Event card of the deck is somewhere: current, in the deck,
    // played or set aside at setup (1.2 lists the deck; 2.1 builds it).
    let events = data.cards.event_count.value;
    let missing = (1..=events)
        .filter(|n| !seen.contains(&(true, usize::from(*n))))
        .count();
    if missing > 0 {
        findings.push(Finding::new(
            Issue::EventCardsMissing,
            vec![
                Arg::Int(i64::try_from(missing).unwrap_or(i64::MAX)),
                Arg::Int(i64::from(events)),
            ],
        ));
    }
}

fn card_key(card: Card) -> (bool, usize) {
    match card {
        Card::Event(number) => (true, usize::from(number)),
        Card::Campaign(viceroy) => (false, viceroy.index()),
    }
}
