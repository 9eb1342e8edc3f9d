//! The scenario setups: printed totals, conservation of the inventory, the
//! printed Control and Active markers, deck preparation and determinism.

use gandhi_validator::components::SetupStep;
use gandhi_validator::position::{SetupError, place_gandhi, setup};
use gandhi_validator::position::{activists_active, raj_control};
use gandhi_validator::{
    components::GameData,
    play::check,
    position::totals,
    terms::{Faction, PieceCounts, Stock},
};
use gandhi_validator::{
    position::{Eligibility, GameState},
    terms::Card,
};

fn data() -> GameData {
    GameData::bundled().unwrap_or_else(|errors| panic!("bundled data fails to load:\n{errors}"))
}

fn four(state: &GameState, data: &GameData) -> [i32; 4] {
    let t = totals(data, state);
    Faction::ALL.map(|f| t.scores[f].total)
}

#[test]
fn short_totals_match_the_setup_page() {
    let data = data();
    let state = setup(&data, "short", 11).unwrap();
    assert_eq!(four(&state, &data), [28, 9, 3, 6]);
    let printed = data.scenario("short").unwrap().printed_totals;
    assert_eq!(four(&state, &data), Faction::ALL.map(|f| printed[f]));
}

#[test]
fn main_totals_before_gandhi_is_placed_match_the_setup_page() {
    let data = data();
    for scenario in ["main", "quick"] {
        let state = setup(&data, scenario, 11).unwrap();
        assert_eq!(four(&state, &data), [24, 4, 2, 3], "{scenario}");
        assert_eq!(
            state.pending.len(),
            1,
            "{scenario}: Gandhi's placement is still to choose"
        );
    }
}

#[test]
fn both_setups_are_clean_and_conserve_the_inventory() {
    let data = data();
    for scenario in ["short", "main", "quick"] {
        let state = setup(&data, scenario, 3).unwrap();
        let report = check(&data, &state);
        assert!(report.is_clean(), "{scenario}: {:?}", report.findings);
        let mut all = PieceCounts::EMPTY;
        for counts in state.spaces.iter().map(|s| s.pieces).chain([
            state.available,
            state.out_of_play,
            state.jail,
        ]) {
            for (piece, n) in counts.iter() {
                all.add(piece, n);
            }
        }
        for step in &state.pending {
            let SetupStep::CongressPlacesGandhi { pieces, .. } = step;
            for (piece, n) in pieces.iter() {
                all.add(piece, n);
            }
        }
        for stock in Stock::ALL {
            assert_eq!(
                all.stock(stock),
                data.pieces.inventory(stock),
                "{scenario}: {}",
                stock.key()
            );
        }
        assert_eq!(data.pieces.inventory(Stock::Troops), 15);
        assert_eq!(data.pieces.inventory(Stock::Sepoys), 45);
    }
}

#[test]
fn main_reaches_sixteen_congress_activists_once_gandhi_is_placed() {
    let data = data();
    let mut state = setup(&data, "main", 5).unwrap();
    let on_boards = |state: &GameState| {
        let map: u32 = state
            .spaces
            .iter()
            .map(|s| s.pieces.stock(Stock::CongressActivists))
            .sum();
        map + state.available.stock(Stock::CongressActivists)
            + state.out_of_play.stock(Stock::CongressActivists)
            + state.jail.stock(Stock::CongressActivists)
    };
    assert_eq!(on_boards(&state), 15);
    let bihar = data.map.by_key("bihar").unwrap();
    place_gandhi(&mut state, bihar).unwrap();
    assert_eq!(on_boards(&state), 16);
    assert!(state.pending.is_empty());
    assert!(check(&data, &state).is_clean());
    let here = state.space(bihar);
    assert_eq!(here.protests, 1);
    assert!(
        activists_active(&data.map, &state, bihar),
        "the placed Activist is Active (Protest)"
    );
    // Bihar at Passive Support (2) gains nothing; its Opposition is unchanged.
    assert_eq!(four(&state, &data), [24, 4, 2, 3]);
    assert_eq!(
        place_gandhi(&mut state, bihar),
        Err(SetupError::NothingPending)
    );
}

#[test]
fn placing_gandhi_where_cubes_are_outnumbered_removes_control() {
    let data = data();
    let mut state = setup(&data, "main", 5).unwrap();
    let punjab = data.map.by_key("punjab").unwrap();
    assert!(raj_control(&data.map, &state, punjab));
    place_gandhi(&mut state, punjab).unwrap();
    // 2 cubes against Gandhi and three Active Activists (the Protest activates them).
    assert!(!raj_control(&data.map, &state, punjab));
    assert_eq!(
        totals(&data, &state).scores.raj.total,
        22,
        "Punjab's 2 Population leave the Raj total"
    );
}

#[test]
fn printed_control_and_active_markers_agree_with_the_derivation() {
    let data = data();
    for key in ["short", "main"] {
        let scenario = data.scenario(key).unwrap();
        let state = setup(&data, key, 1).unwrap();
        for space in data.map.spaces() {
            let printed = scenario
                .spaces
                .iter()
                .find(|s| s.space == space.id)
                .is_some_and(|s| s.control_marker);
            assert_eq!(
                raj_control(&data.map, &state, space.id),
                printed,
                "{key}: Raj Control in {}",
                space.name
            );
        }
        for placed in &scenario.spaces {
            if placed.pieces.activists() > 0 {
                assert_eq!(
                    activists_active(&data.map, &state, placed.space),
                    placed.activists_marked_active,
                    "{key}: Activists in {}",
                    data.map.space(placed.space).name
                );
            }
        }
    }
}

#[test]
fn scenario_tracks_boxes_and_eligibility() {
    let data = data();
    let short = setup(&data, "short", 1).unwrap();
    assert_eq!(
        (
            short.tracks.raj_resources,
            short.tracks.revolutionaries_resources
        ),
        (32, 5)
    );
    assert_eq!((short.tracks.restraint, short.tracks.unity), (3, 3));
    assert_eq!(short.jail.stock(Stock::CongressActivists), 1);
    let main = setup(&data, "main", 1).unwrap();
    assert_eq!(
        (
            main.tracks.raj_resources,
            main.tracks.revolutionaries_resources
        ),
        (35, 8)
    );
    assert_eq!((main.tracks.restraint, main.tracks.unity), (4, 3));
    for state in [&short, &main] {
        assert!(
            state
                .eligibility
                .iter()
                .all(|(_, e)| *e == Eligibility::Eligible)
        );
        assert!(!state.crisis());
    }
    // 1.10's example: at Restraint 4 with no Protest in India, boxes 1 and 2.
    assert_eq!(data.pieces.available_protests_for_operations(4, 0), 2);
    // Short: Restraint 3, two Protests in India.
    assert_eq!(
        data.pieces
            .available_protests_for_operations(3, short.protests_on_map()),
        2
    );
}

/// Positions (0 = current card) of Campaign cards in the cards dealt.
fn campaign_positions(state: &GameState) -> Vec<usize> {
    state
        .deck
        .current
        .iter()
        .chain(&state.deck.draw)
        .enumerate()
        .filter(|(_, c)| matches!(c, Card::Campaign(_)))
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn short_deck_has_a_campaign_card_in_piles_two_four_six() {
    let data = data();
    for seed in 0..50 {
        let state = setup(&data, "short", seed).unwrap();
        assert_eq!(state.deck.draw.len() + 1, 36 + 3);
        // Piles: 1 = [0,6), 2 = [6,13), 3 = [13,19), 4 = [19,26), 5 = [26,32), 6 = [32,39).
        let positions = campaign_positions(&state);
        assert_eq!(positions.len(), 3);
        assert!(
            (6..13).contains(&positions[0]),
            "seed {seed}: {positions:?}"
        );
        assert!(
            (19..26).contains(&positions[1]),
            "seed {seed}: {positions:?}"
        );
        assert!(
            (32..39).contains(&positions[2]),
            "seed {seed}: {positions:?}"
        );
        assert_eq!(state.deck.set_aside.len(), 36 + 3);
        assert!(state.viceroy.is_some());
        assert!(matches!(state.deck.current, Some(Card::Event(_))));
    }
}

#[test]
fn main_deck_hides_a_campaign_card_in_the_bottom_six_of_each_stack() {
    let data = data();
    for seed in 0..50 {
        let state = setup(&data, "main", seed).unwrap();
        assert_eq!(state.deck.draw.len() + 1, 48 + 4);
        let positions = campaign_positions(&state);
        assert_eq!(positions.len(), 4);
        for (stack, at) in positions.iter().enumerate() {
            let start = stack * 13;
            assert!(
                (start + 6..start + 13).contains(at),
                "seed {seed}: stack {stack} has its Campaign card at {at}"
            );
        }
        assert_eq!(state.deck.set_aside.len(), 72 - 48 + 7 - 4 - 1);
    }
}

#[test]
fn quick_start_deals_eight_piles_with_campaigns_in_the_even_ones() {
    let data = data();
    for seed in 0..50 {
        let state = setup(&data, "quick", seed).unwrap();
        let positions = campaign_positions(&state);
        assert_eq!(positions.len(), 4);
        // Piles of 6, plus one Campaign card in piles 2, 4, 6, 8.
        let starts = [6, 19, 32, 45];
        for (at, start) in positions.iter().zip(starts) {
            assert!(
                (start..start + 7).contains(at),
                "seed {seed}: {positions:?}"
            );
        }
        assert_eq!(state.deck.draw.len() + 1, 48 + 4);
    }
}

#[test]
fn every_card_is_somewhere_exactly_once() {
    let data = data();
    for scenario in ["short", "main", "quick"] {
        let state = setup(&data, scenario, 99).unwrap();
        let mut cards: Vec<Card> = state
            .deck
            .current
            .iter()
            .chain(&state.deck.draw)
            .chain(&state.deck.set_aside)
            .copied()
            .collect();
        cards.extend(state.viceroy.map(Card::Campaign));
        assert_eq!(cards.len(), 72 + 7, "{scenario}");
        let distinct: std::collections::BTreeSet<String> =
            cards.iter().map(|c| format!("{c:?}")).collect();
        assert_eq!(distinct.len(), 79, "{scenario}");
    }
}

#[test]
fn the_same_seed_gives_the_same_game_and_others_differ() {
    let data = data();
    let a = setup(&data, "short", 2026).unwrap();
    let b = setup(&data, "short", 2026).unwrap();
    assert_eq!(a, b);
    let decks: std::collections::BTreeSet<String> = (0..20)
        .map(|seed| format!("{:?}", setup(&data, "short", seed).unwrap().deck.draw))
        .collect();
    assert_eq!(decks.len(), 20, "twenty seeds, twenty different decks");
}

/// Pins the deck of one seed, so a change in the generator or the shuffle
/// (which would break replaying saved games) cannot pass unnoticed.
#[test]
fn a_known_seed_deals_a_known_deck() {
    let data = data();
    let state = setup(&data, "short", 2026).unwrap();
    let first: Vec<String> = state
        .deck
        .current
        .iter()
        .chain(state.deck.draw.iter().take(7))
        .map(|card| match card {
            Card::Event(n) => n.to_string(),
            Card::Campaign(v) => data.viceroys.get(*v).unwrap().key.clone(),
        })
        .collect();
    let viceroy = data
        .viceroys
        .get(state.viceroy.unwrap())
        .unwrap()
        .key
        .clone();
    assert_eq!(
        (first.join(" "), viceroy),
        (PINNED_DECK.to_owned(), PINNED_VICEROY.to_owned())
    );
}

const PINNED_DECK: &str = "11 27 20 45 6 53 12 69";
const PINNED_VICEROY: &str = "willingdon";

#[test]
fn unknown_scenarios_are_refused_with_the_choices() {
    let data = data();
    let Err(SetupError::UnknownScenario { asked, known }) = setup(&data, "long", 1) else {
        panic!("expected an unknown-scenario error");
    };
    assert_eq!(asked, "long");
    assert_eq!(known, ["short", "main", "quick"]);
}
