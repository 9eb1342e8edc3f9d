//! The same limit on writing as on reading: a saved game the program
//! writes always opens again. A game of 20,000 entries is saved and opened
//! whole; a note that would make the saved game larger than the program
//! reads back is refused when it is entered, with a message, and nothing
//! changes.

use super::common;
use coin_table::Annotation;
use coin_table::MAX_TEXT_BYTES;
use gandhi_moderator::session::{NoteError, OwnDecks, Session};
use gandhi_validator::log::Game;
use gandhi_validator::log::{GameRecord, record_to_yaml, to_readable_yaml};
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::four_players;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};
use gandhi_validator::{position::Edit, terms::Place};

/// How many entries the long game holds.
const LONG: usize = 20_000;

fn data() -> GameData {
    simulation_data(&GameData::bundled().unwrap())
}

/// A whole random Short game, then free changes (a Troop moved to Delhi
/// and taken back, over and over) until the log holds `LONG`
/// entries, as `benches/open_game.rs` makes its long game.
fn long_game(data: &GameData) -> GameRecord {
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let short = play_game(data, "short", 1, four_players(), checks)
        .unwrap()
        .record;
    let mut game = Game::new(data, short).unwrap();
    let delhi = Place::Space(data.map.by_key("delhi").unwrap());
    // A box that holds a Troop at the end of the game.
    let stock = [Place::Available, Place::OutOfPlay]
        .into_iter()
        .find(|place| match place {
            Place::Available => game.state().available.get(Piece::Troop) > 0,
            _ => game.state().out_of_play.get(Piece::Troop) > 0,
        })
        .unwrap();
    let start = game.record().entries.len();
    let mut n = start;
    while n < LONG {
        let (from, to) = if (n - start).is_multiple_of(2) {
            (stock, delhi)
        } else {
            (delhi, stock)
        };
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from,
            to,
        };
        let at = format!(
            "2026-01-02T{:02}:{:02}:{:02}+00:00",
            n / 3600 % 24,
            n / 60 % 60,
            n % 60
        );
        game.push(data, edit, Some(Faction::Raj), at).unwrap();
        n += 1;
    }
    game.record().clone()
}

#[test]
fn a_game_of_20000_entries_is_saved_and_opened_again() {
    let data = data();
    let record = long_game(&data);
    assert_eq!(record.entries.len(), LONG);
    let text = to_readable_yaml(&data, &record).unwrap();
    assert!(text.len() <= MAX_TEXT_BYTES);
    let dir = common::scratch("write-limits", "long");
    let file = dir.join("long.yaml");
    std::fs::write(&file, &text).unwrap();
    let mut session = Session::open(&data, &file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(session.record().entries.len(), LONG);
    assert!(session.opening().is_none(), "judged the same, seal intact");
    // A note of a hundred kilobytes fits; the game saved with it opens.
    let note = "a long note, ".repeat(8_000);
    let added = session
        .annotate(
            &data,
            Annotation {
                entry: LONG,
                bookmark: None,
                note: Some(note.clone()),
                finding: None,
                at: "2026-01-03T00:00:00+00:00".to_owned(),
            },
        )
        .unwrap();
    assert!(added);
    let again = dir.join("again.yaml");
    session.save(&data, &again).unwrap();
    let reopened = Session::open(&data, &again).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reopened.record().entries.len(), LONG);
    assert_eq!(
        reopened
            .record()
            .annotations
            .last()
            .and_then(|a| a.note.as_deref()),
        Some(note.as_str())
    );
}

#[test]
fn a_note_that_would_make_the_game_unreadable_is_refused_with_a_message() {
    let data = data();
    let mut session = Session::new(&data, "short", 3, four_players(), OwnDecks::default()).unwrap();
    let delhi = Place::Space(data.map.by_key("delhi").unwrap());
    session
        .apply(
            &data,
            Edit::MovePieces {
                piece: Piece::Troop,
                count: 1,
                from: Place::Available,
                to: delhi,
            },
            Some(Faction::Raj),
        )
        .unwrap();
    let before = record_to_yaml(&data, session.record());
    // Written twice (in the Done and as the entry's note), escaped or not:
    // each way, too much.
    for huge in [
        "x".repeat(MAX_TEXT_BYTES / 2 + 1),
        "\u{1}".repeat(MAX_TEXT_BYTES / 4),
    ] {
        let error = session
            .apply_with_note(
                &data,
                Edit::Done {
                    note: Some(huge.clone()),
                },
                Some(Faction::Raj),
                Some(huge.clone()),
            )
            .unwrap_err();
        let NoteError::TooLarge(too_large) = error else {
            panic!("{error:?}");
        };
        assert!(too_large.bytes > MAX_TEXT_BYTES);
        let message = too_large.to_string();
        assert!(
            message.contains("bytes")
                && message.contains("8 MiB")
                && message.contains("reads back"),
            "{message}"
        );
        assert_eq!(
            record_to_yaml(&data, session.record()),
            before,
            "nothing changed"
        );

        let error = session
            .annotate(
                &data,
                Annotation {
                    entry: 1,
                    bookmark: None,
                    note: Some(huge.repeat(2)),
                    finding: None,
                    at: "2026-01-03T00:00:00+00:00".to_owned(),
                },
            )
            .unwrap_err();
        assert!(error.bytes > MAX_TEXT_BYTES);
        assert_eq!(
            record_to_yaml(&data, session.record()),
            before,
            "nothing changed"
        );

        let error = session.note_last(&data, huge.repeat(2)).unwrap_err();
        assert!(error.bytes > MAX_TEXT_BYTES);
        assert_eq!(
            record_to_yaml(&data, session.record()),
            before,
            "nothing changed"
        );
    }
    // A note that fits is added, and the game saved with it opens again,
    // whatever characters it holds.
    let odd = "tab\there, quote \" and ' , colon: hash # dash - \r\n new line\n\u{0}\u{85}\u{feff}\u{2028} end";
    session.note_last(&data, odd.to_owned()).unwrap();
    let dir = common::scratch("write-limits", "note");
    let file = dir.join("game.yaml");
    session.save(&data, &file).unwrap();
    let reopened = Session::open(&data, &file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reopened.record().entries, session.record().entries);
}
