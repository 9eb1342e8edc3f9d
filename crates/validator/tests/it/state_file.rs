//! The state file: exact round trips, and clear errors (path, line, column)
//! for text that is not a valid state file, never a panic.

use coin_table::LoadErrors;
use gandhi_validator::components::GameData;
use gandhi_validator::position::{place_gandhi, setup};
use gandhi_validator::position::{state_from_yaml, state_to_yaml};
use gandhi_validator::terms::{Piece, SupportLevel};
use gandhi_validator::{position::Seat, terms::Card};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn data() -> GameData {
    GameData::bundled().unwrap_or_else(|e| panic!("{e}"))
}

fn errors_of(data: &GameData, text: &str) -> LoadErrors {
    match state_from_yaml(data, "game.yaml", text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(errors) => errors,
    }
}

#[test]
fn every_scenario_round_trips_exactly() {
    let data = data();
    for scenario in ["short", "main", "quick"] {
        for seed in [0, 1, 42, u64::MAX] {
            let state = setup(&data, scenario, seed).unwrap();
            let text = state_to_yaml(&data, &state);
            let back = state_from_yaml(&data, "game.yaml", &text)
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back, state, "{scenario} seed {seed}");
            assert_eq!(
                state_to_yaml(&data, &back),
                text,
                "writing again gives the same text"
            );
        }
    }
}

#[test]
fn odd_but_parseable_states_round_trip_too() {
    let data = data();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..100 {
        let mut state = setup(&data, "main", rng.random()).unwrap();
        if rng.random_bool(0.5) {
            let space = data.map.spaces()[rng.random_range(0..data.map.len())].id;
            place_gandhi(&mut state, space).unwrap();
        }
        for space in &mut state.spaces {
            if rng.random_bool(0.3) {
                space.pieces.set(Piece::GuerrillaActive, rng.random());
                space.level = SupportLevel::from_value(rng.random_range(-2..=2));
                space.unrest = rng.random();
                space.muslim_state = rng.random_bool(0.5);
            }
        }
        state.tracks.raj_resources = rng.random_range(-5..60);
        state.seats.revolutionaries = Seat::NonPlayer;
        state.seats.congress = Seat::Player(1);
        state.rng.position = rng.random();
        state.deck.played.push(Card::Event(72));
        let text = state_to_yaml(&data, &state);
        let back =
            state_from_yaml(&data, "game.yaml", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, state);
    }
}

#[test]
fn an_unknown_space_is_named_with_its_place_and_a_suggestion() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state).replace("  east_bengal:", "  east_bengale:");
    let errors = errors_of(&data, &text);
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "spaces.east_bengale");
    let line = text
        .lines()
        .position(|l| l.starts_with("  east_bengale:"))
        .unwrap() as u64
        + 1;
    assert!(
        error.pos.line >= line && error.pos.line <= line + 1,
        "{error}"
    );
    assert!(error.message.contains("not a space"), "{error}");
}

#[test]
fn every_bad_reference_is_reported_not_just_the_first() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let viceroy = data
        .viceroys
        .get(state.viceroy.unwrap())
        .unwrap()
        .key
        .clone();
    let text = text
        .replacen(&format!("viceroy: {viceroy}"), "viceroy: curzon", 1)
        .replace("  punjab:", "  panjab:")
        .replace("congress: 2\n", "congress: nobody\n");
    let errors = errors_of(&data, &text);
    let paths: Vec<&str> = errors.0.iter().map(|e| e.path.as_str()).collect();
    assert!(paths.contains(&"viceroy"), "{errors}");
    assert!(paths.contains(&"spaces.panjab"), "{errors}");
    assert!(paths.contains(&"seats.congress"), "{errors}");
    assert!(errors.0.iter().all(|e| e.pos.line > 0), "{errors}");
}

#[test]
fn event_numbers_outside_the_deck_are_refused() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state).replacen("played: []", "played:\n  - 73\n  - 0", 1);
    let errors = errors_of(&data, &text);
    assert_eq!(errors.0.len(), 2, "{errors}");
    assert!(errors.0[0].message.contains("numbered 1 to 72"));
    assert_eq!(errors.0[0].path, "cards.played[0]");
}

#[test]
fn unknown_fields_and_wrong_types_are_located() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state).replacen("tracks:\n", "tracks:\n  morale: 3\n", 1);
    let errors = errors_of(&data, &text);
    assert_eq!(errors.0[0].path, "tracks.morale");
    assert!(errors.0[0].message.contains("unknown field"));

    let text = state_to_yaml(&data, &state).replacen("restraint: 3", "restraint: high", 1);
    let errors = errors_of(&data, &text);
    assert_eq!(errors.0[0].path, "tracks.restraint");
    assert!(errors.0[0].pos.line > 0);

    let text = state_to_yaml(&data, &state).replacen("troops: 4", "troops: 400", 1);
    let errors = errors_of(&data, &text);
    assert!(errors.0[0].path.starts_with("boxes.available"), "{errors}");
}

#[test]
fn other_files_and_newer_versions_are_refused() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let other = text.replacen(
        "format: gandhi-moderator state",
        "format: something else",
        1,
    );
    assert!(
        errors_of(&data, &other).0[0]
            .message
            .contains("not a Gandhi Moderator file")
    );
    let game = gandhi_validator::log::record_to_yaml(
        &data,
        &gandhi_validator::log::GameRecord::new("short", 1),
    );
    assert!(
        errors_of(&data, &game).0[0]
            .message
            .contains("this is a saved game")
    );
    let newer = text.replacen("version: 2", "version: 7", 1);
    assert!(errors_of(&data, &newer).0[0].message.contains("version 7"));
    let map = errors_of(&data, gandhi_validator::components::bundled().map.1);
    assert!(!map.is_empty(), "a data file is not a state file");
}

#[test]
fn empty_binary_and_non_yaml_texts_give_errors() {
    let data = data();
    for text in [
        "",
        "   \n\n",
        "\u{0}\u{1}\u{2}\u{3}",
        "{{{{",
        "- a\n- b\n",
        "just words",
        "[1, 2",
    ] {
        let errors = errors_of(&data, text);
        assert!(!errors.0[0].message.is_empty(), "{text:?}");
    }
}

#[test]
fn every_truncation_is_refused() {
    let data = data();
    let state = setup(&data, "main", 3).unwrap();
    let text = state_to_yaml(&data, &state);
    assert!(
        text.trim_end().ends_with("end: end of state"),
        "the closing line comes last"
    );
    let last_line = text.trim_end().rfind('\n').unwrap();
    let mut cut_points: Vec<usize> = text.match_indices('\n').map(|(i, _)| i + 1).collect();
    cut_points.extend((0..text.len()).step_by(37));
    for cut in cut_points
        .into_iter()
        .filter(|c| *c <= last_line && text.is_char_boundary(*c))
    {
        let errors = match state_from_yaml(&data, "game.yaml", &text[..cut]) {
            Ok(_) => panic!("a file cut at byte {cut} of {} was read", text.len()),
            Err(errors) => errors,
        };
        assert!(!errors.0[0].message.is_empty());
    }
    let cut_short = errors_of(&data, &text[..last_line]);
    assert!(cut_short.0[0].message.contains("cut short"), "{cut_short}");
}

#[test]
fn an_oversized_text_is_refused() {
    let data = data();
    let text = format!("# {}\n", "x".repeat(9 * 1024 * 1024));
    let errors = errors_of(&data, &text);
    assert!(errors.0[0].message.contains("at most"), "{errors}");
}

/// The line (from 1) of the first line of `text` that starts with `start`.
fn line_of(text: &str, start: &str) -> u64 {
    text.lines().position(|l| l.starts_with(start)).unwrap() as u64 + 1
}

#[test]
fn a_scenario_the_data_lacks_is_refused_with_its_place() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let line = line_of(&text, "scenario: short");
    for key in ["nonsense", "\"\"", "SHORT"] {
        let broken = text.replacen("scenario: short", &format!("scenario: {key}"), 1);
        let errors = errors_of(&data, &broken);
        assert_eq!(errors.0.len(), 1, "{errors}");
        let error = &errors.0[0];
        assert_eq!(error.path, "scenario");
        assert_eq!(error.pos.line, line, "{error}");
        assert!(error.pos.column > 0, "{error}");
        assert!(error.message.contains("not a scenario"), "{error}");
        assert!(error.message.contains("expected one of"), "{error}");
        assert!(error.to_string().starts_with("game.yaml:"), "{error}");
    }
}

#[test]
fn seats_outside_the_players_are_refused_with_their_place() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let line = line_of(&text, "  congress: 2");
    for seat in ["0", "5", "255"] {
        let broken = text.replacen("  congress: 2\n", &format!("  congress: {seat}\n"), 1);
        let errors = errors_of(&data, &broken);
        assert_eq!(errors.0.len(), 1, "{errors}");
        let error = &errors.0[0];
        assert_eq!(error.path, "seats.congress");
        assert_eq!(error.pos.line, line, "{error}");
        assert!(error.message.contains("1 to 4 players (1.5)"), "{error}");
    }
    // Every seat from 1 to 4 is a player.
    for seat in 1..=4 {
        let text = text.replacen("  congress: 2\n", &format!("  congress: {seat}\n"), 1);
        let back = state_from_yaml(&data, "game.yaml", &text).unwrap();
        assert_eq!(back.seats.congress, Seat::Player(seat));
    }
}

#[test]
fn two_waiting_gandhi_steps_are_refused_with_the_place_of_the_second() {
    let data = data();
    let state = setup(&data, "main", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let start = text.find("pending:\n").unwrap() + "pending:\n".len();
    let end = text.find("end: end of state").unwrap();
    let step = &text[start..end];
    assert!(step.starts_with("- congress_places_gandhi:"), "{step}");
    let broken = format!("{}{step}{step}{}", &text[..start], &text[end..]);
    let errors = errors_of(&data, &broken);
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "pending[1]");
    let second = broken
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("- congress_places_gandhi:"))
        .nth(1)
        .unwrap()
        .0 as u64
        + 1;
    assert_eq!(error.pos.line, second, "{error}");
    assert!(error.message.contains("only once"), "{error}");
}

#[test]
fn an_arjuna_deck_of_no_cards_cannot_show_a_side() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let broken = text.replacen(
        "end: end of state",
        "arjuna:\n  cards: []\n  showing: back\nend: end of state",
        1,
    );
    let errors = errors_of(&data, &broken);
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "arjuna.showing");
    assert!(error.pos.line > 0, "{error}");
    assert!(error.message.contains("(8.3)"), "{error}");
    // With no side shown, an empty deck is only a deck not yet made.
    let empty = text.replacen(
        "end: end of state",
        "arjuna:\n  cards: []\nend: end of state",
        1,
    );
    assert!(state_from_yaml(&data, "game.yaml", &empty).is_ok());
}

/// Found by fuzzing (`crates/fuzz`): a state file of under 4 KB whose
/// aliases nest ten lists of ten deep once took seconds and over a hundred
/// MB to be refused, the parser replaying a million events before its own
/// limit. Replays are now limited by the length of the text, so it is
/// refused at once, with the place of the alias that went over.
#[test]
fn an_alias_bomb_is_refused_before_it_expands() {
    let data = data();
    let text = include_str!("../../../fuzz/corpus/state/alias-bomb.yaml");
    assert!(text.len() < 4096);
    let started = std::time::Instant::now();
    let errors = errors_of(&data, text);
    let message = errors.to_string();
    let limit = coin_table::MIN_ALIAS_EVENTS;
    crate::common::assert_alias_limit_said(&message, limit);
    assert!(
        errors
            .0
            .iter()
            .all(|e| e.pos.line == 0 || e.pos.line >= 117),
        "{message}"
    );
    // Generous even for a debug build on a busy machine: the million
    // replays took 4 s there.
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
}

/// A few aliases, as a file written by hand may use, still read: the limit
/// on replays follows the length of the text and leaves room for them.
#[test]
fn a_hand_written_alias_still_reads() {
    let data = data();
    let state = setup(&data, "short", 1).unwrap();
    let text = state_to_yaml(&data, &state);
    let with_alias =
        text.replacen("restraint: ", "restraint: &r ", 1)
            .replacen("unity: ", "unity: *r #", 1);
    assert_ne!(with_alias, text);
    let back = state_from_yaml(&data, "game.yaml", &with_alias).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.tracks.unity, back.tracks.restraint);
}
