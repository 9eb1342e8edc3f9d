//! An Arjuna card's identity in a saved game never depends on the letters
//! a table gives it (8.3): since version 4 a saved game and a state file
//! name each card by its name in the project's data, and games saved
//! before, which named a trace's card by the letters of the time, still
//! open, replay and judge the same after any correction of the letters.
//!
//! The two files in `tests/saved/` were written by the program at
//! version 3, from a playout with the Revolutionaries as a non-player (with
//! the made-up aid of the playouts): one before any correction, one while
//! the table had lettered card S `Y`, card T `Z` and card U `S`.

use coin_table::Seal;
use gandhi_validator::components::ArjunaId;
use gandhi_validator::components::GameData;
use gandhi_validator::components::PlayersAid;
use gandhi_validator::log::Game;
use gandhi_validator::log::GameRecord;
use gandhi_validator::nonplayers::TraceLine;
use gandhi_validator::playouts::simulation_aid;
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::Edit;
use gandhi_validator::position::{Seat, four_players};

const BEFORE: &str = include_str!("../saved/v3-arjuna-before-correction.yaml");
const UNDER: &str = include_str!("../saved/v3-arjuna-under-correction.yaml");

/// The playouts' data: every card side made up.
fn made_up() -> GameData {
    simulation_aid(&simulation_data(&GameData::bundled().unwrap())).unwrap()
}

/// The data with the table's corrections of the letters, `(card, letter)`
/// with each card by its name in the data, made one after another.
fn corrected(data: &GameData, letters: &[(&str, &str)]) -> GameData {
    let mut aid = PlayersAid::empty("np_aid.yaml");
    for (key, front) in letters {
        let card = data.arjuna.by_key(key).unwrap();
        aid.set_letter(&aid.merged_into(data), card, front).unwrap();
    }
    aid.merged_into(data)
}

/// Every card a trace names, in order, by its name in the data; a card
/// kept as an older file wrote it is given as `as written X`.
fn traced(data: &GameData, record: &GameRecord) -> Vec<String> {
    let key = |card: ArjunaId| data.arjuna.card(card).unwrap().key.clone();
    record
        .entries
        .iter()
        .flat_map(|e| &e.trace)
        .filter_map(|line| match line {
            TraceLine::Arjuna { card, .. } => Some(key(*card)),
            TraceLine::ArjunaAsWritten { front, .. } => Some(format!("as written {front}")),
            _ => None,
        })
        .collect()
}

/// The cards drawn in the replayed game, by their names in the data.
fn drawn(data: &GameData, record: GameRecord) -> Vec<String> {
    let game = Game::new(data, record).unwrap();
    let mut out = Vec::new();
    for (i, entry) in game.record().entries.iter().enumerate() {
        if matches!(entry.edit, Edit::ArjunaDraw { .. } | Edit::ArjunaFlip) {
            let (card, _) = game.states()[i + 1].arjuna.drawn().unwrap();
            out.push(data.arjuna.card(card).unwrap().key.clone());
        }
    }
    out
}

/// Opens a saved game as the board and `judge` do: read, seal checked,
/// every entry judged again.
fn opens(data: &GameData, text: &str) -> GameRecord {
    let read = gandhi_validator::log::read_record(data, "game.yaml", text)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(read.seal, Seal::Intact { .. }), "{:?}", read.seal);
    let opened = Game::open(data, read.record.clone()).unwrap();
    assert!(opened.differences.is_empty(), "{:?}", opened.differences);
    read.record
}

/// A short game with the Revolutionaries as a non-player, every card
/// drawn traced as the board traces it.
fn traced_game(data: &GameData) -> GameRecord {
    let mut seats = four_players();
    seats.revolutionaries = Seat::NonPlayer;
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let mut record = play_game(data, "short", 11, seats, checks).unwrap().record;
    let game = Game::new(data, record.clone()).unwrap();
    for (i, entry) in record.entries.iter_mut().enumerate() {
        if matches!(entry.edit, Edit::ArjunaDraw { .. } | Edit::ArjunaFlip) {
            let (card, face) = game.states()[i + 1].arjuna.drawn().unwrap();
            entry.trace = vec![TraceLine::Arjuna { card, face }];
        }
    }
    record
}

#[test]
fn a_saved_game_names_each_arjuna_card_the_same_whatever_its_letters() {
    let plain = made_up();
    let tables = [
        plain.clone(),
        corrected(&plain, &[("S", "Y"), ("T", "Z"), ("U", "S")]),
        corrected(&plain, &[("W", "Y"), ("X", "Z"), ("S", "X")]),
    ];
    let record = traced_game(&plain);
    let cards = traced(&plain, &record);
    assert!(cards.len() >= 3, "the game draws cards: {cards:?}");
    assert_eq!(
        cards,
        drawn(&plain, record.clone()),
        "the trace names the drawn cards"
    );
    for saved_with in &tables {
        let text = gandhi_validator::log::record_to_yaml(saved_with, &record);
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("- arjuna:") {
                let card = text.lines().nth(i + 1).unwrap().trim();
                assert!(
                    [
                        "card: S", "card: T", "card: U", "card: V", "card: W", "card: X"
                    ]
                    .contains(&card),
                    "a card by its name in the data, not its letters: {card}"
                );
            }
        }
        for opened_with in &tables {
            let back = opens(opened_with, &text);
            assert_eq!(traced(opened_with, &back), cards);
            assert_eq!(&back, &record);
        }
    }
}

#[test]
fn a_game_saved_before_version_4_opens_and_judges_the_same_after_any_correction() {
    let plain = made_up();
    let under = corrected(&plain, &[("S", "Y"), ("T", "Z"), ("U", "S")]);
    let other = corrected(&plain, &[("W", "Y"), ("X", "Z"), ("S", "X")]);
    let drawn = drawn(
        &plain,
        gandhi_validator::log::read_record(&plain, "game.yaml", BEFORE)
            .unwrap()
            .record,
    );
    assert_eq!(drawn, ["S", "W", "X"], "the cards the fixtures drew");
    // Saved before any correction: the letters were the data's names.
    for data in [&plain, &other] {
        assert_eq!(traced(data, &opens(data, BEFORE)), drawn);
    }
    // Saved while the table lettered card S `Y`: read with those letters,
    // the same card; with none or others, the game still opens, and a
    // card whose letters no card carries now is kept as written.
    assert_eq!(traced(&under, &opens(&under, UNDER)), drawn);
    assert_eq!(
        traced(&plain, &opens(&plain, UNDER)),
        ["as written Y", "W", "X"]
    );
    // Opened once and saved again, it names its cards by the data's names
    // and reads the same under any letters.
    let record = opens(&under, UNDER);
    let again = gandhi_validator::log::record_to_yaml(&under, &record);
    assert!(again.contains("version: 4"));
    for data in [&plain, &under, &other] {
        assert_eq!(traced(data, &opens(data, &again)), drawn);
    }
}

#[test]
fn a_state_file_names_arjuna_cards_by_their_names_in_the_data() {
    let plain = made_up();
    let under = corrected(&plain, &[("S", "Y"), ("T", "Z"), ("U", "S")]);
    let record = traced_game(&plain);
    let game = Game::new(&plain, record).unwrap();
    let state = game
        .states()
        .iter()
        .find(|s| s.arjuna.cards.len() == 6)
        .unwrap()
        .clone();
    let text = gandhi_validator::position::state_to_yaml(&under, &state);
    assert!(text.contains("version: 2"), "{text}");
    assert!(!text.contains("- \"Y\""), "no table's letter: {text}");
    for data in [&plain, &under] {
        let back = gandhi_validator::position::state_from_yaml(data, "state.yaml", &text).unwrap();
        assert_eq!(back.arjuna, state.arjuna);
    }
    // A state file of version 1 named the cards by the letters of the
    // time: under the correction, `Y` is card S.
    let s = plain.arjuna.by_key("S").unwrap();
    let old = text
        .replace("version: 2", "version: 1")
        .replace("  - S\n", "  - \"Y\"\n");
    let back = gandhi_validator::position::state_from_yaml(&under, "state.yaml", &old).unwrap();
    assert!(back.arjuna.cards.contains(&s), "{old}");
}
