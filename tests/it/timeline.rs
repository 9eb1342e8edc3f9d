//! Looking back over a game: the board as it stood at any entry, read only,
//! stepped with the keys and jumped by card, back to the present with one
//! key; the table moves that put the physical table back; and the victory
//! margins over the game as a chart that opens a moment.

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{
    AppConfig, GandhiApp,
    command::{Command, Jump, TableMoves},
};
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::position::four_players;
use gandhi_validator::terms::Piece;
use gandhi_validator::{position::Edit, terms::Place};

use super::common;

/// A Short game with four changes: three Troops moved one by one to
/// Bihar, the card ended, and one more Troop.
fn game_with_moves(size: Vec2) -> Harness<'static, GandhiApp> {
    let mut harness = common::harness(AppConfig::default(), size);
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 7,
        seats: four_players(),
        decks: OwnDecks::default(),
    });
    harness.run();
    let bihar = harness.state().data().map.by_key("bihar").unwrap();
    let troop = Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from: Place::Available,
        to: Place::Space(bihar),
    };
    for edit in [troop.clone(), troop.clone(), Edit::NextCard, troop] {
        harness.state_mut().request(Command::Edit(edit));
        harness.run();
    }
    harness
}

fn troops_in_bihar(harness: &Harness<'_, GandhiApp>, at: usize) -> u8 {
    let session = harness.state().session().unwrap();
    let bihar = harness.state().data().map.by_key("bihar").unwrap();
    session
        .state_after(at)
        .unwrap()
        .space(bihar)
        .pieces
        .get(Piece::Troop)
}

#[test]
fn timeline_steps_back_jumps_by_card_and_returns_to_the_present() {
    let mut harness = game_with_moves(Vec2::new(1280.0, 800.0));
    let len = harness.state().session().unwrap().record().entries.len();
    assert_eq!(len, 4);
    assert_eq!(harness.state().looking_at(), None);
    // One key steps back: the board is the game after entry 3.
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(3));
    harness.get_by_label_contains("Looking back: after entry 3 of 4");
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(2));
    // A change is refused while looking back; the present is untouched.
    let before = harness.state().session().unwrap().record().clone();
    harness.state_mut().request(Command::Undo);
    harness.run();
    assert_eq!(harness.state().session().unwrap().record(), &before);
    assert!(
        harness
            .state()
            .status()
            .contains("Nothing can be changed here")
    );
    // The start, then the next card: the moment just before the entry
    // that ended the first card.
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(0));
    harness.get_by_label_contains("the start of the game");
    harness
        .state_mut()
        .request(Command::LookJump(Jump::NextCard));
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(2));
    assert_eq!(
        troops_in_bihar(&harness, 2),
        troops_in_bihar(&harness, 0) + 2
    );
    // Clicking an entry of the Log looks at the game just after it.
    harness.get_by_label_contains("Log (4)").click();
    harness.run();
    harness.get_by_label_contains("1. ").click();
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(1));
    // One key back to the present.
    harness.key_press(egui::Key::End);
    harness.run();
    assert_eq!(harness.state().looking_at(), None);
    assert!(harness.query_by_label_contains("Looking back").is_none());
    assert_eq!(harness.state().session().unwrap().record(), &before);
}

#[test]
fn timeline_put_the_table_back_lists_the_moves_to_the_moment_shown() {
    let mut harness = game_with_moves(Vec2::new(1600.0, 1000.0));
    harness.state_mut().request(Command::LookAt(1));
    harness.run();
    harness.get_by_label("Put the table back…").click();
    harness.run();
    harness.get_by_label("Put the table back to this moment");
    // From now (three Troops added) back to entry 1 (one added): two Troops
    // go back to Available.
    harness.get_by_label_contains("moved 2 Troops from Bihar to Available");
    // What changed since the Raj's last turn: nothing was done as the Raj.
    harness
        .state_mut()
        .request(Command::TableMoves(Some(TableMoves::Since(
            gandhi_validator::terms::Faction::Raj,
        ))));
    harness.run();
    harness.get_by_label_contains("What changed since Raj");
}

#[test]
fn timeline_the_chart_of_the_margins_opens_a_moment() {
    let mut harness = game_with_moves(Vec2::new(1280.0, 800.0));
    harness.get_by_label("Chart").click();
    harness.run();
    harness.get_by_label("Victory margins over the game");
    // A click in the middle of the plot.
    harness.get_by_label("Margin · Log entries").click();
    harness.run();
    harness.run();
    let looked = harness.state().looking_at();
    assert!(
        looked.is_some_and(|n| n < 4),
        "the click opened a moment of the game: {looked:?}"
    );
}

#[test]
fn timeline_bookmarks_and_notes_are_kept_listed_searched_and_jumped_to() {
    let dir = common::scratch("timeline", "bookmarks");
    let mut harness = game_with_moves(Vec2::new(1280.0, 800.0));
    // A bookmark on entry 1 (its default name) and one named on entry 3.
    harness.state_mut().request(Command::LookAt(1));
    harness.run();
    harness.get_by_label("Bookmark").click();
    harness.run();
    harness.state_mut().request(Command::LookAt(3));
    harness.run();
    harness.get_by_label("name:").click();
    harness.run();
    harness.get_by_label("name:").type_text("Second Troop card");
    harness.run();
    harness.get_by_label("Bookmark").click();
    harness.run();
    // A note on entry 3, through its window.
    harness.get_by_label("Note…").click();
    harness.run();
    harness
        .get_by_label("What the table said or decided")
        .click();
    harness.run();
    harness
        .get_by_label("What the table said or decided")
        .type_text("We agreed the Troop arrived late");
    harness.run();
    harness.get_by_label("Keep the note").click();
    harness.run();
    let record = harness.state().session().unwrap().record().clone();
    let names: Vec<_> = record
        .annotations
        .iter()
        .map(|a| (a.entry, a.bookmark.clone(), a.note.clone()))
        .collect();
    assert_eq!(
        names,
        [
            (1, Some("Entry 1".to_owned()), None),
            (3, Some("Second Troop card".to_owned()), None),
            (3, None, Some("We agreed the Troop arrived late".to_owned())),
        ]
    );
    // The bookmark jumps.
    harness.get_by_label("Previous bookmark").click();
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(1));
    harness.get_by_label("Next bookmark").click();
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(3));
    // The list, searched, opens a moment.
    harness.key_press(egui::Key::End);
    harness.run();
    harness.get_by_label("Bookmarks").click();
    harness.run();
    harness.get_by_label("Search the names and notes:").click();
    harness.run();
    harness
        .get_by_label("Search the names and notes:")
        .type_text("late");
    harness.run();
    assert!(
        harness.query_by_label("Second Troop card").is_none(),
        "filtered out"
    );
    harness.get_by_label("Entry 3").click();
    harness.run();
    assert_eq!(harness.state().looking_at(), Some(3));
    // Kept in the saved game, read back.
    let path = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(path.clone()));
    harness.run();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("annotations:"), "{text}");
    let data = harness.state().data().clone();
    let back = gandhi_validator::log::record_from_yaml(&data, "game.yaml", &text).unwrap();
    assert_eq!(back.annotations, record.annotations);
}

#[test]
fn timeline_a_what_if_keeps_the_old_line_to_return_to_and_undo_throws_nothing_away() {
    let dir = common::scratch("timeline", "lines");
    let mut harness = game_with_moves(Vec2::new(1280.0, 800.0));
    let original = harness.state().session().unwrap().record().entries.clone();
    // A what-if from entry 2: the line is set aside whole, play goes on
    // from there.
    harness.state_mut().request(Command::LookAt(2));
    harness.run();
    harness.get_by_label("Try a what-if from here").click();
    harness.run();
    assert_eq!(harness.state().looking_at(), None);
    let session = harness.state().session().unwrap();
    assert_eq!(session.record().entries, original[..2]);
    assert_eq!(session.record().branches.len(), 1);
    assert_eq!(session.record().branches[0].entries, original);
    harness.get_by_label("Lines of play");
    harness.get_by_label_contains("What-if from entry 2");
    // A change on the new line.
    let delhi = harness.state().data().map.by_key("delhi").unwrap();
    harness.state_mut().request(Command::Edit(Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from: Place::Available,
        to: Place::Space(delhi),
    }));
    harness.run();
    // Undo, then another change: the undone line is kept too.
    harness.state_mut().request(Command::Undo);
    harness.run();
    harness.state_mut().request(Command::Edit(Edit::NextCard));
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.record().branches.len(),
        2,
        "Undo threw nothing away"
    );
    assert_eq!(session.record().branches[1].entries.len(), 3);
    harness.get_by_label_contains("Left by Undo");
    // Compared with the present, then returned to: the old line is the
    // log again, and the line left is set aside in its turn.
    harness
        .query_all_by_label("Compare")
        .next()
        .unwrap()
        .click();
    harness.run();
    harness.get_by_label("From here to the end of the other line");
    harness
        .query_all_by_label("Return to it")
        .next()
        .unwrap()
        .click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.record().entries, original);
    assert_eq!(session.record().branches.len(), 2);
    // The lines are kept in the saved game and read back.
    let path = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(path.clone()));
    harness.run();
    let text = std::fs::read_to_string(&path).unwrap();
    let data = harness.state().data().clone();
    let back = gandhi_validator::log::record_from_yaml(&data, "game.yaml", &text).unwrap();
    assert_eq!(
        back.branches,
        harness.state().session().unwrap().record().branches
    );
    assert_eq!(back.entries, original);
}
