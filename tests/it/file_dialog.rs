//! Saving and writing the dispute report with the program's own file
//! dialog, as where the system has none (no desktop portal, no zenity):
//! the tests ask for it, as `GANDHI_MODERATOR_OWN_FILE_DIALOG=1` does for
//! the window. A folder and a name, typed with the keyboard, Enter to
//! confirm, Esc to cancel; a path that cannot be written is refused with
//! the reason, and nothing is written.

use std::path::Path;

use egui::{Key as KeyCode, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_validator::play::Track;
use gandhi_validator::position::Edit;

use super::common;

fn with_own_dialog(dir: &Path) -> Harness<'static, GandhiApp> {
    let mut harness = common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            new_game: Some(("short".to_owned(), Some(2026))),
            ..AppConfig::default()
        },
        Vec2::new(1280.0, 800.0),
    );
    harness.state_mut().use_own_file_dialog(true);
    harness
}

/// Replaces what a field of the dialog holds, by the keyboard.
fn type_in(harness: &mut Harness<'_, GandhiApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, KeyCode::A);
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

fn enter(harness: &mut Harness<'_, GandhiApp>) {
    harness.key_press(KeyCode::Enter);
    harness.run();
}

#[test]
fn save_as_writes_the_game_where_the_own_dialog_says() {
    let dir = common::scratch("filedialog", "save");
    let mut harness = with_own_dialog(&dir);
    // Save, with no file yet, asks where.
    harness.state_mut().request(Command::Save);
    harness.run();
    harness.get_by_label("Save the game as");
    type_in(&mut harness, "Folder", &dir.display().to_string());
    type_in(&mut harness, "File name", "our-game");
    enter(&mut harness);
    let saved = dir.join("our-game.yaml");
    let text = std::fs::read_to_string(&saved).expect("the game is written");
    assert!(text.contains("scenario: short"), "{text}");
    assert!(harness.state().file_dialog().is_none(), "the dialog closes");
    assert!(harness.state().status().contains("our-game.yaml"));

    // Save as, to the same file: it exists, so Enter once says so and
    // Enter again writes over it.
    let resources = harness
        .state()
        .session()
        .unwrap()
        .state()
        .tracks
        .raj_resources;
    harness.state_mut().request(Command::Edit(Edit::SetTrack {
        track: Track::RajResources,
        value: resources + 1,
    }));
    harness.run();
    harness.state_mut().request(Command::SaveAs);
    harness.run();
    harness.get_by_label("Save the game as");
    let (folder, _) = harness.state().file_dialog().unwrap();
    assert_eq!(Path::new(folder), &*dir, "it opens in the game's folder");
    type_in(&mut harness, "File name", "our-game.yaml");
    enter(&mut harness);
    harness.get_by_label_contains("exists: confirm again");
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), text, "not yet");
    enter(&mut harness);
    assert_ne!(
        std::fs::read_to_string(&saved).unwrap(),
        text,
        "written over"
    );
}

#[test]
fn a_path_that_cannot_be_written_is_refused_and_esc_cancels() {
    let dir = common::scratch("filedialog", "refused");
    let mut harness = with_own_dialog(&dir);
    harness.state_mut().request(Command::SaveAs);
    harness.run();
    let missing = dir.join("no-such-folder");
    type_in(&mut harness, "Folder", &missing.display().to_string());
    type_in(&mut harness, "File name", "game.yaml");
    enter(&mut harness);
    harness.get_by_label_contains("does not exist");
    assert!(!missing.exists(), "nothing is written");
    assert!(harness.state().file_dialog().is_some(), "the dialog stays");
    harness.key_press(KeyCode::Escape);
    harness.run();
    assert!(harness.state().file_dialog().is_none(), "Esc cancels");
    assert!(harness.state().error().is_none());
}

#[test]
fn the_dispute_report_is_written_where_the_own_dialog_says() {
    let dir = common::scratch("filedialog", "report");
    let mut harness = with_own_dialog(&dir);
    let data = harness.state().data().clone();
    if let gandhi_validator::play::Stage::OrderUnknown(number) =
        harness.state().session().unwrap().stage(&data)
    {
        harness
            .state_mut()
            .request(Command::SaveCard(common::made_up_card(
                number,
                gandhi_validator::terms::Faction::ALL,
            )));
        harness.run();
    }
    harness.state_mut().request(Command::Edit(Edit::SetTrack {
        track: Track::RajResources,
        value: 30,
    }));
    harness.run();
    harness.state_mut().request(Command::ExportReport {
        from: 1,
        to: 1,
        path: None,
    });
    harness.run();
    harness.get_by_label("Write the dispute report");
    // The folder's files are listed; a folder clicked opens it.
    std::fs::create_dir_all(dir.join("reports")).unwrap();
    type_in(&mut harness, "Folder", &dir.display().to_string());
    harness.get_by_label("reports/").click();
    harness.run();
    let (folder, name) = harness.state().file_dialog().unwrap();
    assert_eq!(Path::new(folder), dir.join("reports"));
    assert_eq!(name, "dispute-report-1-1.html");
    enter(&mut harness);
    let report = dir.join("reports").join("dispute-report-1-1.html");
    let html = std::fs::read_to_string(&report).expect("the report is written");
    assert!(html.contains("<html"), "{html}");
    assert!(harness.state().status().contains("dispute-report-1-1.html"));
}
