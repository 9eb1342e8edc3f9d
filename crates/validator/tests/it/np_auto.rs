//! Playing on for the non-players (`np::auto::next_step`): where it stops
//! when the next step is not theirs. The whole games it drives are in
//! `np_invariant.rs`.
//!
//! The faction orders entered here are MADE UP, as players would enter
//! their own cards' orders.

use gandhi_validator::components::PlayerCard;
use gandhi_validator::nonplayers::{Answers, Manual};
use gandhi_validator::nonplayers::{Stop, next_step};
use gandhi_validator::play::Progress;
use gandhi_validator::position::setup;
use gandhi_validator::position::{Edit, apply_edit};
use gandhi_validator::{components::GameData, terms::Faction};
use gandhi_validator::{position::Seat, terms::Card};

fn no_answer(_: u8, _: Faction) -> Option<bool> {
    None
}

#[test]
fn play_on_stops_where_the_players_are_needed() {
    let mut data = GameData::bundled().unwrap();
    let mut state = setup(&data, "short", 2026).unwrap();
    let progress = Progress::start(&state);
    let Some(Card::Event(card)) = state.deck.current else {
        panic!("an Event first");
    };
    // The card's order is not known yet: the players enter it.
    let step = next_step(
        &data,
        &state,
        &progress,
        false,
        &no_answer,
        &Answers::default(),
    );
    assert_eq!(step.stop, Some(Stop::CardOrder(card)));
    assert!(step.edits.is_empty());

    // Known, with a player first in order: that player decides.
    let order = [
        Faction::Congress,
        Faction::Raj,
        Faction::MuslimLeague,
        Faction::Revolutionaries,
    ];
    let cards: Vec<PlayerCard> = (1..=72)
        .map(|number| PlayerCard {
            number,
            faction_order: Some(order),
            critical: Some(Vec::new()),
            halos: Some(Vec::new()),
            ..PlayerCard::default()
        })
        .collect();
    data.cards = data.cards.with_players(&cards, "test fixture, MADE UP");
    let step = next_step(
        &data,
        &state,
        &progress,
        false,
        &no_answer,
        &Answers::default(),
    );
    assert_eq!(step.stop, Some(Stop::Player(Faction::Congress)));

    // A non-player first, whose Arjuna card's side is not in the data:
    // the draw is logged and the players follow their printed card.
    apply_edit(
        &data,
        &mut state,
        &Edit::SetSeat {
            faction: Faction::Congress,
            seat: Seat::NonPlayer,
        },
    )
    .unwrap();
    apply_edit(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
    let step = next_step(
        &data,
        &state,
        &progress,
        false,
        &no_answer,
        &Answers::default(),
    );
    assert_eq!(step.stop, Some(Stop::LeftToPlayers));
    assert_eq!(
        step.edits,
        vec![Edit::ArjunaDraw {
            faction: Faction::Congress
        }]
    );
    assert!(matches!(
        step.plan.and_then(|p| p.manual),
        Some(Manual::Card { .. })
    ));
    assert!(!step.trace.is_empty(), "the eligibility table's checks");

    // The players' own deck with no card turned up yet: they reveal.
    let mut bare = state.clone();
    bare.deck.current = None;
    bare.deck.draw.clear();
    let step = next_step(
        &data,
        &bare,
        &Progress::start(&bare),
        true,
        &no_answer,
        &Answers::default(),
    );
    assert_eq!(step.stop, Some(Stop::Reveal));
    let step = next_step(
        &data,
        &bare,
        &Progress::start(&bare),
        false,
        &no_answer,
        &Answers::default(),
    );
    assert_eq!(step.stop, Some(Stop::Over));
}
