//! The Non-player Eligibility table (8.2.1) and the side a non-player takes
//! (8.8.2). The cards' marks and orders are not in the rulebook; these tests
//! enter made-up ones, as players would enter their cards'.

use gandhi_validator::components::PlayerCard;
use gandhi_validator::nonplayers::{NpChoice, Question, decide_eligible};
use gandhi_validator::play::{CardPlay, Executed, Options, Slot, Turn};
use gandhi_validator::position::setup;
use gandhi_validator::{components::GameData, terms::Faction};
use gandhi_validator::{position::GameState, terms::Card};

use Faction::{Congress, MuslimLeague, Raj, Revolutionaries};

const ORDER: [Faction; 4] = [Raj, Congress, MuslimLeague, Revolutionaries];

/// Data with cards 11 (current) and 27 (upcoming) entered with the marks given.
fn table(
    critical_now: &[Faction],
    critical_next: &[Faction],
    halos: &[Faction],
    next_order: [Faction; 4],
) -> (GameData, GameState) {
    let mut data = GameData::bundled().unwrap();
    let card = |number, order, critical: &[Faction], halos: &[Faction]| PlayerCard {
        number,
        faction_order: Some(order),
        critical: Some(critical.to_vec()),
        halos: Some(halos.to_vec()),
        title: None,
        ..PlayerCard::default()
    };
    data.cards = data.cards.with_players(
        &[
            card(11, ORDER, critical_now, halos),
            card(27, next_order, critical_next, &[]),
        ],
        "test",
    );
    let state = setup(&data, "short", 2026).unwrap();
    assert_eq!(state.deck.current, Some(Card::Event(11)));
    assert_eq!(state.deck.upcoming(), Some(Card::Event(27)));
    (data, state)
}

fn first(faction: Faction) -> Turn {
    Turn {
        faction,
        slot: Slot::First,
        options: Options::ALL,
    }
}

fn second(faction: Faction) -> Turn {
    Turn {
        faction,
        slot: Slot::Second,
        options: Options::ALL,
    }
}

/// What the table decides, its trace aside.
fn choice_of(
    play: &CardPlay,
    turn: Turn,
    effective: Option<bool>,
    (data, state): (&GameData, &GameState),
) -> NpChoice {
    decide_eligible(data, state, play, turn, effective)
        .unwrap()
        .0
}

fn after(first: Executed) -> CardPlay {
    CardPlay {
        passed: vec![],
        executed: vec![(Raj, first)],
        ..CardPlay::default()
    }
}

#[test]
fn first_eligible_takes_its_critical_effective_event() {
    let (data, state) = table(&[Raj], &[], &[], ORDER);
    let (choice, trace) =
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), Some(true)).unwrap();
    assert_eq!(
        choice,
        NpChoice::Event { shaded: false },
        "the Raj takes the unshaded text (8.8.2)"
    );
    assert!(trace.len() >= 3, "{trace:?}");
    // Not effective: on to the next rows; Congress (next) has no critical
    // mark, and the upcoming card does not favour the Raj: Operation plus SA.
    let (choice, _) =
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), Some(false)).unwrap();
    assert_eq!(choice, NpChoice::OperationWithSpecial);
}

#[test]
fn the_shaded_text_unless_a_halo() {
    let (data, state) = table(
        &[Congress],
        &[],
        &[],
        [Congress, Raj, MuslimLeague, Revolutionaries],
    );
    let play = CardPlay {
        passed: vec![Raj],
        executed: vec![],
        ..CardPlay::default()
    };
    let choice = choice_of(&play, first(Congress), Some(true), (&data, &state));
    assert_eq!(choice, NpChoice::Event { shaded: true });
    let (data, state) = table(&[Congress], &[], &[Congress], ORDER);
    let choice = choice_of(&play, first(Congress), Some(true), (&data, &state));
    assert_eq!(choice, NpChoice::Event { shaded: false });
}

#[test]
fn first_eligible_leaves_a_critical_event_to_the_next_with_an_operation_only() {
    let (data, state) = table(&[Congress], &[], &[], ORDER);
    let (choice, _) =
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), None).unwrap();
    assert_eq!(choice, NpChoice::OperationOnly);
}

#[test]
fn first_eligible_passes_to_be_first_on_its_critical_upcoming_event() {
    // The Raj is leftmost on card 27 and it is critical for the Raj.
    let (data, state) = table(&[], &[Raj], &[], ORDER);
    let (choice, _) =
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), None).unwrap();
    assert_eq!(choice, NpChoice::Pass);
    // Congress leftmost on 27: the Raj is not sure to be first.
    let (data, state) = table(
        &[],
        &[Raj],
        &[],
        [Congress, Raj, MuslimLeague, Revolutionaries],
    );
    let (choice, _) =
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), None).unwrap();
    assert_eq!(choice, NpChoice::OperationWithSpecial);
}

#[test]
fn second_eligible_follows_its_rows() {
    // Congress 2nd after the Raj's Operation with Special Activity, the
    // Event effective for Congress: the Event. (The League, leftmost on the
    // upcoming card, keeps Congress from being sure to be first there.)
    let (data, state) = table(
        &[],
        &[],
        &[],
        [MuslimLeague, Congress, Raj, Revolutionaries],
    );
    let choice = choice_of(
        &after(Executed::OperationWithSpecial),
        second(Congress),
        Some(true),
        (&data, &state),
    );
    assert_eq!(choice, NpChoice::Event { shaded: true });
    // After an Operation only: a Limited Operation.
    let choice = choice_of(
        &after(Executed::Operation),
        second(Congress),
        Some(true),
        (&data, &state),
    );
    assert_eq!(choice, NpChoice::LimitedOperation);
    // After the Event, the Event effective: an Operation with a Special Activity.
    let choice = choice_of(
        &after(Executed::Event),
        second(Congress),
        Some(true),
        (&data, &state),
    );
    assert_eq!(choice, NpChoice::OperationWithSpecial);
    // After the Event, not effective: a Limited Operation.
    let choice = choice_of(
        &after(Executed::Event),
        second(Congress),
        Some(false),
        (&data, &state),
    );
    assert_eq!(choice, NpChoice::LimitedOperation);
}

#[test]
fn second_eligible_passes_to_be_first_next() {
    // Congress is leftmost on card 27 once the Raj has executed.
    let next = [Raj, Congress, MuslimLeague, Revolutionaries];
    let (data, state) = table(&[], &[Congress], &[], next);
    let choice = choice_of(
        &after(Executed::OperationWithSpecial),
        second(Congress),
        Some(true),
        (&data, &state),
    );
    assert_eq!(
        choice,
        NpChoice::Pass,
        "the upcoming Event is critical for Congress"
    );
    // Upcoming not critical, but Congress sure to be first next: Pass after
    // an Operation with Special Activity whose Event does not suit it.
    let (data, state) = table(&[], &[], &[], next);
    let choice = choice_of(
        &after(Executed::OperationWithSpecial),
        second(Congress),
        Some(false),
        (&data, &state),
    );
    assert_eq!(choice, NpChoice::Pass);
}

#[test]
fn what_the_data_lacks_is_asked() {
    let data = GameData::bundled().unwrap();
    let state = setup(&data, "short", 2026).unwrap();
    assert_eq!(
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), Some(true)).unwrap_err(),
        Question::CardMarks { card: 11 }
    );
    let (data, state) = table(&[Raj], &[], &[], ORDER);
    assert_eq!(
        decide_eligible(&data, &state, &CardPlay::default(), first(Raj), None).unwrap_err(),
        Question::Effective {
            card: 11,
            faction: Raj
        }
    );
}
