//! Victory margins (7.3), the ranking and its tie order (7.1), and the lower
//! margin of a player running two Factions (1.5).

use gandhi_validator::position::setup;
use gandhi_validator::position::{GameState, Seat};
use gandhi_validator::position::{
    SoloResult, VictoryCheck, lone_player, ranking, seat_margin, seat_meets_condition,
    seat_ranking, solo_result, totals, victory_check,
};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SupportLevel},
};

fn data() -> GameData {
    GameData::bundled().unwrap_or_else(|e| panic!("{e}"))
}

/// Six spaces at Active Opposition: Congress exceeds its threshold on the
/// Short setup.
fn congress_past_its_threshold(data: &GameData, state: &mut GameState) {
    for key in [
        "gujarat",
        "hyderabad",
        "bihar",
        "united_provinces",
        "west_bengal",
        "punjab",
    ] {
        let id = data.map.by_key(key).unwrap();
        state.space_mut(id).level = SupportLevel::ActiveOpposition;
    }
}

/// A 1-player game: Congress's player against three non-players.
fn congress_alone(state: &mut GameState) {
    for faction in [
        Faction::Raj,
        Faction::MuslimLeague,
        Faction::Revolutionaries,
    ] {
        state.seats[faction] = Seat::NonPlayer;
    }
}

#[test]
fn margins_are_totals_less_thresholds() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let t = totals(&data, &state);
    let margins = Faction::ALL.map(|f| t.scores[f].margin());
    assert_eq!(margins, [28 - 38, 9 - 20, 3 - 14, 6 - 14]);
    assert!(Faction::ALL.iter().all(|f| !t.scores[*f].met()));
    assert_eq!(
        Faction::ALL.map(|f| t.scores[f].threshold),
        [38, 20, 14, 14],
        "7.2 thresholds"
    );
}

#[test]
fn a_total_must_exceed_its_threshold() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    let mut set = |key: &str, level| {
        let id = data.map.by_key(key).unwrap();
        state.space_mut(id).level = level;
    };
    // Short: Gujarat 1, Hyderabad 1, Sind 1, United Provinces 2, Bihar 2,
    // East Bengal 2 in Passive Opposition = 9. Make them Active: 18, and
    // West Bengal (2) Passive: 20, exactly the threshold.
    for key in [
        "gujarat",
        "hyderabad",
        "sind",
        "united_provinces",
        "bihar",
        "east_bengal",
    ] {
        set(key, SupportLevel::ActiveOpposition);
    }
    set("west_bengal", SupportLevel::PassiveOpposition);
    let t = totals(&data, &state);
    assert_eq!(
        (t.scores.congress.total, t.scores.congress.met()),
        (20, false),
        "7.2: reaching is not enough"
    );
    assert_eq!(
        t.scores.congress.margin(),
        0,
        "7.3 play note: zero when not reached"
    );
    // Central Provinces (1) to Passive Opposition: 21 exceeds 20.
    let mut state2 = state.clone();
    let cp = data.map.by_key("central_provinces").unwrap();
    state2.space_mut(cp).level = SupportLevel::PassiveOpposition;
    let t = totals(&data, &state2);
    assert_eq!(
        (t.scores.congress.total, t.scores.congress.met()),
        (21, true)
    );
    assert_eq!(t.scores.congress.margin(), 1);
}

#[test]
fn muslim_states_count_twice_their_population_for_the_league() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    let before = totals(&data, &state).scores.muslim_league.total;
    // United Provinces is not a Muslim space (1.3.4 note: a Muslim State may
    // be placed in a non-Muslim Province); Population 2 counts twice.
    let up = data.map.by_key("united_provinces").unwrap();
    state.space_mut(up).muslim_state = true;
    state.space_mut(up).level = SupportLevel::PassiveSupport;
    let t = totals(&data, &state);
    assert_eq!(t.scores.muslim_league.total, before + 4);
    assert!(
        !t.controlled.contains(&up),
        "a Muslim State is never Controlled"
    );
}

#[test]
fn revolutionaries_count_unrest_population_and_bases() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    let mysore = data.map.by_key("mysore").unwrap();
    state.space_mut(mysore).unrest = 3;
    state.available.remove(Piece::RevolutionariesBase, 1);
    state
        .space_mut(mysore)
        .pieces
        .add(Piece::RevolutionariesBase, 1);
    // Several Unrest markers count the Population once.
    assert_eq!(
        totals(&data, &state).scores.revolutionaries.total,
        6 + 1 + 1
    );
}

#[test]
fn ties_go_to_the_league_then_congress_then_the_revolutionaries() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    // Short: margins Raj -10, Congress -11, League -11, Revolutionaries -8.
    let t = totals(&data, &state);
    assert_eq!(
        ranking(&t),
        [
            Faction::Revolutionaries,
            Faction::Raj,
            Faction::MuslimLeague,
            Faction::Congress
        ]
    );
    // Bring the Revolutionaries down to -10 to tie the Raj: they win the tie.
    let punjab = data.map.by_key("punjab").unwrap();
    state.space_mut(punjab).unrest = 0;
    let t = totals(&data, &state);
    assert_eq!(t.scores.revolutionaries.margin(), t.scores.raj.margin());
    assert_eq!(ranking(&t)[0], Faction::Revolutionaries);
}

#[test]
fn a_two_faction_player_counts_the_lower_margin() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    state.seats.raj = Seat::Player(1);
    state.seats.revolutionaries = Seat::Player(1);
    state.seats.congress = Seat::Player(2);
    state.seats.muslim_league = Seat::Player(2);
    let t = totals(&data, &state);
    assert_eq!(
        seat_margin(&state, &t, Seat::Player(1)),
        Some(-10),
        "min(-10, -8)"
    );
    assert_eq!(
        seat_margin(&state, &t, Seat::Player(2)),
        Some(-11),
        "min(-11, -11)"
    );
    assert_eq!(
        seat_ranking(&state, &t),
        [(Seat::Player(1), -10), (Seat::Player(2), -11)]
    );
    assert_eq!(seat_margin(&state, &t, Seat::Player(3)), None);
}

#[test]
fn a_two_faction_player_meets_the_condition_only_with_both() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    state.seats.congress = Seat::Player(2);
    state.seats.muslim_league = Seat::Player(2);
    congress_past_its_threshold(&data, &mut state);
    let t = totals(&data, &state);
    assert!(t.scores.congress.met() && !t.scores.muslim_league.met());
    assert!(
        !seat_meets_condition(&state, &t, Seat::Player(2)),
        "1.5: both Factions must meet it"
    );
    state.seats.muslim_league = Seat::Player(3);
    assert!(seat_meets_condition(&state, &t, Seat::Player(2)));
}

/// 7.1 and 7.2: at a victory check, a non-player meeting its condition ends
/// the game with every player losing; a two-Faction player needs both.
#[test]
fn a_victory_check_ends_the_game_for_a_player_or_a_non_player() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    let t = totals(&data, &state);
    assert_eq!(victory_check(&state, &t), VictoryCheck::GoesOn);
    congress_past_its_threshold(&data, &mut state);
    let t = totals(&data, &state);
    assert!(t.scores.congress.met());
    assert_eq!(
        victory_check(&state, &t),
        VictoryCheck::PlayerWins(vec![state.seats.congress])
    );
    // Congress and the League on one seat: Congress alone is not enough (1.5).
    state.seats.muslim_league = state.seats.congress;
    assert_eq!(victory_check(&state, &t), VictoryCheck::GoesOn);
    // A non-player Congress meeting it: every player loses (7.1).
    state.seats.congress = Seat::NonPlayer;
    assert_eq!(
        victory_check(&state, &t),
        VictoryCheck::NonPlayerWins(vec![Faction::Congress])
    );
}

/// 8.10: a lone player never wins before the final Campaign Round; at the
/// end, the highest margin wins, ties per 7.1, and the player's lead over
/// the best non-player measures the success.
#[test]
fn a_lone_player_wins_only_at_the_end_by_the_highest_margin() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    congress_alone(&mut state);
    assert_eq!(lone_player(&state), Some(state.seats.congress));
    congress_past_its_threshold(&data, &mut state);
    let t = totals(&data, &state);
    assert!(t.scores.congress.met());
    assert!(
        !t.scores.raj.met() && !t.scores.muslim_league.met() && !t.scores.revolutionaries.met()
    );
    assert_eq!(
        victory_check(&state, &t),
        VictoryCheck::GoesOn,
        "not before the end"
    );
    let best_np = [
        Faction::Raj,
        Faction::MuslimLeague,
        Faction::Revolutionaries,
    ]
    .into_iter()
    .map(|f| t.scores[f].margin())
    .max()
    .unwrap();
    let by = t.scores.congress.margin() - best_np;
    assert!(by > 0, "{by}");
    let result = solo_result(&state, &t).unwrap();
    assert_eq!(result, SoloResult::PlayerWins { by });
    assert_eq!(result.decisive(), by >= 6);
    // Back at the setup, the player trails: the best non-player wins, the
    // first non-player of the 7.1 ranking.
    let mut start = setup(&data, "short", 1).unwrap();
    congress_alone(&mut start);
    let t = totals(&data, &start);
    let first_np = ranking(&t)
        .into_iter()
        .find(|f| *f != Faction::Congress)
        .unwrap();
    assert!(t.scores.congress.margin() < t.scores[first_np].margin());
    assert_eq!(
        solo_result(&start, &t),
        Some(SoloResult::NonPlayerWins(first_np))
    );
    // Another Faction can be the lone player.
    start.seats.congress = Seat::NonPlayer;
    start.seats.raj = Seat::Player(1);
    assert_eq!(lone_player(&start), Some(Seat::Player(1)));
    // Two players are not a 1-player game.
    start.seats.congress = Seat::Player(2);
    assert_eq!(lone_player(&start), None);
    assert_eq!(solo_result(&start, &t), None);
}

/// 7.1's tie order decides a tie between the lone player and a non-player.
#[test]
fn a_tie_between_the_lone_player_and_a_non_player_follows_7_1() {
    let data = data();
    let mut state = setup(&data, "short", 1).unwrap();
    state.seats.raj = Seat::NonPlayer;
    state.seats.congress = Seat::NonPlayer;
    state.seats.revolutionaries = Seat::NonPlayer;
    let mut t = totals(&data, &state);
    // Equal margins for the League (the player) and every non-player.
    for f in Faction::ALL {
        let threshold = t.scores[f].threshold;
        t.scores[f].total = threshold + 3;
    }
    assert_eq!(
        solo_result(&state, &t),
        Some(SoloResult::PlayerWins { by: 0 }),
        "the League wins ties"
    );
    state.seats.muslim_league = Seat::NonPlayer;
    state.seats.revolutionaries = Seat::Player(1);
    assert_eq!(
        solo_result(&state, &t),
        Some(SoloResult::NonPlayerWins(Faction::MuslimLeague))
    );
}
