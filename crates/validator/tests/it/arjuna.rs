//! The Arjuna deck (8.3): the cards of the non-player Factions in play,
//! shuffled from the game's seed, drawn by cycling cards to the bottom face
//! up until one of the acting Faction's shows, flipped to their backs.

use gandhi_validator::components::Face;
use gandhi_validator::position::setup;
use gandhi_validator::position::{Edit, EditError, apply_edit};
use gandhi_validator::position::{GameState, Seat};
use gandhi_validator::{components::GameData, terms::Faction};

fn data() -> GameData {
    GameData::bundled().unwrap()
}

fn with_non_players(data: &GameData, seed: u64, factions: &[Faction]) -> GameState {
    let mut state = setup(data, "short", seed).unwrap();
    for f in factions {
        apply_edit(
            data,
            &mut state,
            &Edit::SetSeat {
                faction: *f,
                seat: Seat::NonPlayer,
            },
        )
        .unwrap();
    }
    apply_edit(data, &mut state, &Edit::ArjunaShuffle).unwrap();
    state
}

#[test]
fn the_data_holds_six_cards_per_faction_with_the_quoted_letters() {
    let data = data();
    assert_eq!(data.arjuna.cards().len(), 24);
    for faction in Faction::ALL {
        assert_eq!(data.arjuna.of(faction).count(), 6);
    }
    // The four cards the rulebook quotes belong where it says (8.1.5, 8.7).
    for (letters, faction) in [
        ("AA", Faction::Raj),
        ("BB", Faction::Raj),
        ("H", Faction::Congress),
        ("N", Faction::MuslimLeague),
    ] {
        let (id, _) = data.arjuna.by_letters(letters).unwrap();
        let card = data.arjuna.card(id).unwrap();
        assert_eq!(card.faction, faction, "{letters}");
        assert!(!card.provenance.is_provisional(), "{letters}");
    }
    let (id, face) = data.arjuna.by_letters("SS").unwrap();
    assert_eq!(face, Face::Back);
    assert!(data.arjuna.card(id).unwrap().provenance.is_provisional());
}

#[test]
fn the_deck_holds_the_non_players_cards_shuffled_from_the_seed() {
    let data = data();
    let a = with_non_players(&data, 9, &[Faction::Raj, Faction::Revolutionaries]);
    let b = with_non_players(&data, 9, &[Faction::Raj, Faction::Revolutionaries]);
    assert_eq!(a.arjuna, b.arjuna, "the same seed, the same deck");
    assert_eq!(a.arjuna.cards.len(), 12);
    for id in &a.arjuna.cards {
        let faction = data.arjuna.card(*id).unwrap().faction;
        assert!(matches!(faction, Faction::Raj | Faction::Revolutionaries));
    }
    let c = with_non_players(&data, 10, &[Faction::Raj, Faction::Revolutionaries]);
    assert_ne!(
        a.arjuna.cards, c.arjuna.cards,
        "another seed, another order"
    );
    assert_eq!(a.arjuna.showing, None);
    // The shuffle used the game's generator.
    let before = setup(&data, "short", 9).unwrap();
    assert_ne!(a.rng, before.rng);
}

#[test]
fn a_draw_cycles_cards_to_the_bottom_until_the_factions_card_shows() {
    let data = data();
    let mut state = with_non_players(&data, 3, &[Faction::Raj, Faction::Revolutionaries]);
    let order = state.arjuna.cards.clone();
    let first_raj = order
        .iter()
        .position(|id| data.arjuna.card(*id).unwrap().faction == Faction::Raj)
        .unwrap();
    apply_edit(
        &data,
        &mut state,
        &Edit::ArjunaDraw {
            faction: Faction::Raj,
        },
    )
    .unwrap();
    // The cards above the first Raj card, then it, went to the bottom in order.
    let moved = &order[..=first_raj];
    assert_eq!(
        &state.arjuna.cards[state.arjuna.cards.len() - moved.len()..],
        moved
    );
    assert_eq!(state.arjuna.cycled_cards(), moved);
    let (drawn, face) = state.arjuna.drawn().unwrap();
    assert_eq!(drawn, order[first_raj]);
    assert_eq!(face, Face::Front);
    // "Flip the card": its back now shows.
    apply_edit(&data, &mut state, &Edit::ArjunaFlip).unwrap();
    let (flipped, face) = state.arjuna.drawn().unwrap();
    assert_eq!((flipped, face), (drawn, Face::Back));
    let letters = data
        .arjuna
        .card(flipped)
        .unwrap()
        .letters(Face::Back)
        .to_owned();
    assert_eq!(letters.len(), 2);
    // A Faction with no card in the deck cannot draw.
    assert_eq!(
        apply_edit(
            &data,
            &mut state,
            &Edit::ArjunaDraw {
                faction: Faction::Congress
            }
        )
        .unwrap_err(),
        EditError::NoArjunaCard {
            faction: Faction::Congress
        }
    );
    // Every card cycles once before any comes round again.
    for _ in 0..12 {
        apply_edit(
            &data,
            &mut state,
            &Edit::ArjunaDraw {
                faction: Faction::Revolutionaries,
            },
        )
        .unwrap();
    }
    assert_eq!(usize::from(state.arjuna.cycled), state.arjuna.cards.len());
}

#[test]
fn a_shuffle_before_any_draw_leaves_nothing_to_flip() {
    let data = data();
    let mut state = with_non_players(&data, 3, &[Faction::Congress]);
    assert_eq!(
        apply_edit(&data, &mut state, &Edit::ArjunaFlip).unwrap_err(),
        EditError::NoArjunaDrawn
    );
    // Giving the seat back to a player and reshuffling empties the deck.
    apply_edit(
        &data,
        &mut state,
        &Edit::SetSeat {
            faction: Faction::Congress,
            seat: Seat::Player(2),
        },
    )
    .unwrap();
    apply_edit(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
    assert!(state.arjuna.cards.is_empty());
}

#[test]
fn the_deck_is_written_and_read_with_the_state() {
    let data = data();
    let mut state = with_non_players(&data, 5, &[Faction::MuslimLeague, Faction::Raj]);
    apply_edit(
        &data,
        &mut state,
        &Edit::ArjunaDraw {
            faction: Faction::MuslimLeague,
        },
    )
    .unwrap();
    apply_edit(&data, &mut state, &Edit::ArjunaFlip).unwrap();
    let text = gandhi_validator::position::state_to_yaml(&data, &state);
    assert!(text.contains("arjuna:"), "{text}");
    let back = gandhi_validator::position::state_from_yaml(&data, "s.yaml", &text).unwrap();
    assert_eq!(back.arjuna, state.arjuna);
    assert_eq!(back, state);
    let bad = text.replacen("showing: back", "showing: sideways", 1);
    assert!(gandhi_validator::position::state_from_yaml(&data, "s.yaml", &bad).is_err());
}
