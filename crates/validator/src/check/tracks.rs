//! Tracks, the Viceroy box and the cards: Resources 0–50 (1.8), Restraint and
//! Unity 1–5 (6.6, 6.7), a Viceroy in office (2.5), each card once (1.2).

use std::collections::BTreeSet;

use super::Finding;
use crate::data::GameData;
use crate::data::pieces::Bounds;
use crate::rule::RuleRef;
use crate::state::{Card, GameState};

pub(super) const RESOURCES: RuleRef = RuleRef::new("1.8");
pub(super) const RESTRAINT: RuleRef = RuleRef::new("6.6");
pub(super) const UNITY: RuleRef = RuleRef::new("6.7");
pub(super) const VICEROY: RuleRef = RuleRef::new("2.5");
pub(super) const CARDS: RuleRef = RuleRef::new("1.2");

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    let tracks = &state.tracks;
    let pieces = &data.pieces;
    let mut bound = |rule: RuleRef, what: &str, value: i32, bounds: Bounds| {
        if !bounds.contains(value) {
            findings.push(Finding::error(
                rule,
                format!(
                    "{what} is {value}; it lies between {} and {}",
                    bounds.min, bounds.max
                ),
            ));
        }
    };
    bound(
        RESOURCES,
        "Raj Resources",
        tracks.raj_resources,
        pieces.resources.value,
    );
    bound(
        RESOURCES,
        "Revolutionaries Resources",
        tracks.revolutionaries_resources,
        pieces.resources.value,
    );
    bound(
        RESTRAINT,
        "Restraint",
        tracks.restraint,
        pieces.restraint.value,
    );
    bound(UNITY, "Unity", tracks.unity, pieces.unity.value);

    if state.viceroy.is_none() {
        findings.push(Finding::warning(
            VICEROY,
            "the British Viceroy of India box is empty; every Campaign has a Viceroy".to_owned(),
        ));
    }

    let deck = &state.deck;
    let mut seen = BTreeSet::new();
    let mut twice = BTreeSet::new();
    let all = deck
        .current
        .iter()
        .chain(&deck.draw)
        .chain(&deck.played)
        .chain(&deck.set_aside)
        .copied()
        .chain(state.viceroy.map(Card::Campaign));
    for card in all {
        let key = card_key(card);
        if !seen.insert(key) {
            twice.insert(key);
        }
    }
    for (is_event, number) in twice {
        let name = if is_event {
            format!("Event card {number}")
        } else {
            let viceroy = data
                .viceroys
                .all()
                .get(usize::from(number))
                .map_or("a Campaign card", |v| v.name.as_str());
            format!("the Campaign card of {viceroy}")
        };
        findings.push(Finding::error(
            CARDS,
            format!("{name} appears more than once among the current card, the deck, the played and set-aside cards and the Viceroy box"),
        ));
    }
}

fn card_key(card: Card) -> (bool, u8) {
    match card {
        Card::Event(number) => (true, number),
        Card::Campaign(viceroy) => (false, u8::try_from(viceroy.index()).unwrap_or(u8::MAX)),
    }
}
