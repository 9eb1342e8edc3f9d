//! Free moves explained: a change made without a declaration is matched
//! against every action a Faction could have taken.

use crate::common;

use common::Ex;
use gandhi_validator::play::explain_change;
use gandhi_validator::play::{Choice, Special};
use gandhi_validator::terms::Card;
use gandhi_validator::terms::{Faction, Piece};

fn names(candidates: &[gandhi_validator::play::Candidate]) -> Vec<String> {
    candidates
        .iter()
        .map(|c| {
            let what = match c.declared.choice {
                Choice::Pass => "Pass".to_owned(),
                Choice::Event { card, .. } => format!("Event {card}"),
                Choice::Operation { op, special, .. } => match (special, c.special_only) {
                    (Some(sa), true) => format!("{sa:?}"),
                    (Some(sa), false) => format!("{op:?} + {sa:?}"),
                    (None, _) => format!("{op:?}"),
                },
            };
            format!("{:?}: {what}", c.declared.faction)
        })
        .collect()
}

#[test]
fn nothing_changed_needs_no_explanation() {
    let ex = Ex::new();
    let table = ex.table(3, 3);
    let explained = explain_change(&ex.data, &table, &table.clone());
    assert!(!explained.changed);
    assert!(explained.explains.is_empty() && explained.closest.is_empty());
}

/// A seat changed and the Arjuna deck shuffled and drawn (8.0, 8.3): the
/// table is as it was, so there is nothing to explain.
#[test]
fn seats_and_the_arjuna_deck_are_not_the_table() {
    use gandhi_validator::position::Seat;
    use gandhi_validator::position::{Edit, apply_edit};
    let ex = Ex::new();
    let before = ex.table(3, 3);
    let mut after = before.clone();
    for edit in [
        Edit::SetSeat {
            faction: Faction::Raj,
            seat: Seat::NonPlayer,
        },
        Edit::ArjunaShuffle,
        Edit::ArjunaDraw {
            faction: Faction::Raj,
        },
    ] {
        apply_edit(&ex.data, &mut after, &edit).unwrap();
    }
    assert_ne!(before, after);
    assert!(!explain_change(&ex.data, &before, &after).changed);
    // A piece moved as well is a change again.
    ex.place(&mut after, "delhi", Piece::Troop, 1);
    assert!(explain_change(&ex.data, &before, &after).changed);
}

/// Troops placed in a City, nothing paid: a Raj Deploy of Troops only (3.2.1).
#[test]
fn troops_placed_in_a_city_are_a_deploy() {
    let ex = Ex::new();
    let before = ex.table(3, 3);
    let mut after = before.clone();
    ex.place(&mut after, "delhi", Piece::Troop, 3);
    let explained = explain_change(&ex.data, &before, &after);
    let found = names(&explained.explains);
    assert!(found.contains(&"Raj: Deploy".to_owned()), "{found:?}");
    assert!(
        found.iter().all(|n| n.starts_with("Raj")),
        "only the Raj places Troops: {found:?}"
    );
    assert!(explained.closest.is_empty());
}

/// 3.3.1's example: the League Rallies in Sind, Baluchistan and Karachi
/// (Unity 3) and in Punjab (its Base).
#[test]
fn the_rally_example_is_recognised() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "punjab", Piece::LeagueBase, 1);
    let mut after = before.clone();
    for key in ["sind", "baluchistan", "karachi", "punjab"] {
        ex.place(&mut after, key, Piece::LeagueActivist, 1);
    }
    let explained = explain_change(&ex.data, &before, &after);
    assert!(
        names(&explained.explains).contains(&"MuslimLeague: Rally".to_owned()),
        "{:?} / closest {:?}",
        names(&explained.explains),
        names(&explained.closest)
    );
}

/// A Troop into a Princely State and Resources from nowhere: no action does
/// that; the closest are named with what they break.
#[test]
fn an_impossible_change_names_the_closest_actions() {
    let ex = Ex::new();
    let before = ex.table(3, 3);
    let mut after = before.clone();
    ex.place(&mut after, "mysore", Piece::Troop, 1);
    after.tracks.revolutionaries_resources += 5;
    let explained = explain_change(&ex.data, &before, &after);
    assert!(explained.changed);
    assert!(
        explained.explains.is_empty(),
        "{:?}",
        names(&explained.explains)
    );
    assert_eq!(explained.closest.len(), 3);
    for candidate in &explained.closest {
        assert!(candidate.errors() > 0);
        assert!(!candidate.findings.is_empty());
    }
    // Fewest broken rules first.
    let counts: Vec<usize> = explained.closest.iter().map(|c| c.errors()).collect();
    let mut sorted = counts.clone();
    sorted.sort();
    assert_eq!(counts, sorted);
}

/// An Event whose text is not in the data may explain anything: it is set
/// apart, not counted as an explanation.
#[test]
fn an_event_without_text_is_only_a_possibility() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    before.deck.current = Some(Card::Event(30));
    let mut after = before.clone();
    ex.place(&mut after, "mysore", Piece::Sepoy, 1);
    after.tracks.unity = 1;
    let explained = explain_change(&ex.data, &before, &after);
    assert!(explained.explains.is_empty());
    let maybe = names(&explained.unverified);
    assert!(maybe.iter().all(|n| n.ends_with("Event 30")), "{maybe:?}");
    assert_eq!(maybe.len(), 8, "four Factions, two sides: {maybe:?}");
    // Breaking stacking is never an Event's right (5.1.1).
    let mut troop = before.clone();
    ex.place(&mut troop, "mysore", Piece::Troop, 1);
    assert!(
        explain_change(&ex.data, &before, &troop)
            .unverified
            .is_empty()
    );
}

/// Aid's Resources for Activating a Guerrilla (4.5.1): a Special Activity
/// on its own is recognised as such.
#[test]
fn a_special_activity_alone_is_recognised() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(
        &mut before,
        "united_provinces",
        Piece::GuerrillaUnderground,
        1,
    );
    let mut after = before.clone();
    ex.flip(&mut after, "united_provinces", 1, true);
    after.tracks.revolutionaries_resources += 2;
    let explained = explain_change(&ex.data, &before, &after);
    let aid = explained
        .explains
        .iter()
        .find(|c| {
            c.special_only
                && matches!(
                    c.declared.choice,
                    Choice::Operation {
                        special: Some(Special::Aid),
                        ..
                    }
                )
        })
        .unwrap_or_else(|| panic!("{:?}", names(&explained.explains)));
    assert_eq!(aid.declared.faction, Faction::Revolutionaries);
}
