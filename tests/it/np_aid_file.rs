//! The players' own non-player aid file (`np_aid.yaml` in the user data
//! folder) driven through the real app with egui_kittest: read on start,
//! counted in its window, reloaded, and reported with its line when broken
//! while the game goes on with the bundled aid.
//!
//! The card boxes, priority rows and slots written here are made up for the
//! test; they are not read off a real Arjuna card or aid sheet.

use super::common;
use std::path::Path;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AidFileStatus, AppConfig, GandhiApp};
use gandhi_validator::components::AidCounts;
use gandhi_validator::components::Face;

/// Made up for this test: not the content of any real card or aid.
const MADE_UP: &str = "\
format: gandhi-moderator non-player aid
version: 1
# Made up for this test; not the content of any real card or aid.
random_spaces:
  - { region: 1, slot: 1, space: delhi }
  - { region: 1, slot: 2, space: bihar }
priorities:
  - faction: congress
    column: place_protests
    rows: [not_active_opposition, pop_2, non_muslim, { most: population }]
arjuna:
  - card: H
    nodes:
      - id: rally
        operation: rally
        column: place_activists
        steps: [\"a made-up step\"]
        then: { node: specials }
      - id: specials
        specials:
          - { special: negotiate, actions: [release_gandhi] }
        then: stop
  - card: HH
    partial: true
    nodes:
      - id: only
        operation: civil_disobedience
        column: place_protests
        then: stop
end: end of non-player aid
";

fn start(dir: &Path, new_game: bool) -> Harness<'static, GandhiApp> {
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_owned()),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: new_game.then(|| ("short".to_owned(), Some(2026))),
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, GandhiApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn the_players_aid_file_is_read_on_start_and_counted() {
    let dir = common::scratch("aid", "read");
    let path = dir.join("np_aid.yaml");
    std::fs::write(&path, MADE_UP).unwrap();
    let mut harness = start(&dir, true);
    assert!(
        harness.state().error().is_none(),
        "{:?}",
        harness.state().error()
    );
    assert_eq!(
        harness.state().aid_file(),
        &AidFileStatus::Loaded(AidCounts {
            faces: 2,
            columns: 1,
            slots: 2,
            moves: 0,
        })
    );
    // The merged data holds the players' face of card H.
    let data = harness.state().data();
    let (h, _) = data.arjuna.by_letters("H").unwrap();
    let face = data.np_aid.face(h, Face::Front).unwrap();
    assert!(!face.value.partial);
    assert_eq!(face.provenance.kind(), "players");
    assert!(data.random_spaces.slot(1, 2).is_some());

    // The File menu shows where the file is and what it holds.
    click(&mut harness, "File");
    click(&mut harness, "Non-player aid file");
    harness.get_by_label_contains(&path.display().to_string());
    harness.get_by_label_contains(
        "Arjuna card faces: 2 · Space Selection columns: 1 · Move Priorities columns: 0 · Random Spaces slots: 2",
    );

    // A slot more, then Reload: counted again, and the file is left as written.
    let more = MADE_UP.replace(
        "  - { region: 1, slot: 2, space: bihar }\n",
        "  - { region: 1, slot: 2, space: bihar }\n  - { region: 2, slot: 1, space: sind }\n",
    );
    std::fs::write(&path, &more).unwrap();
    click(&mut harness, "Reload");
    harness.get_by_label_contains("Random Spaces slots: 3");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), more);
    assert!(harness.state().data().random_spaces.slot(2, 1).is_some());
    click(&mut harness, "Close");
    assert!(
        harness
            .query_by_label_contains("Random Spaces slots")
            .is_none()
    );
}

#[test]
fn a_broken_aid_file_is_reported_with_its_line_and_the_game_goes_on() {
    let dir = common::scratch("aid", "broken");
    let path = dir.join("np_aid.yaml");
    // The Rally box of card H points to a box the card side does not have.
    let broken = MADE_UP.replace("then: { node: specials }", "then: { node: special }");
    std::fs::write(&path, &broken).unwrap();
    let line = broken
        .lines()
        .position(|l| l.contains("id: rally"))
        .unwrap()
        + 1;
    let mut harness = start(&dir, true);
    let error = harness.state().error().unwrap().to_owned();
    let place = format!("{}:{line}:", path.display());
    assert!(error.contains(&place), "names the file and line: {error}");
    assert!(error.contains("`special`"), "says what is wrong: {error}");
    harness.get_by_label_contains("could not be read");
    assert!(matches!(
        harness.state().aid_file(),
        AidFileStatus::Broken(e) if e.contains(&place)
    ));
    // The game goes on with the bundled aid: card H is still partial.
    let bundled = gandhi_validator::components::GameData::bundled().unwrap();
    assert_eq!(harness.state().data().np_aid, bundled.np_aid);
    assert_eq!(harness.state().data().random_spaces, bundled.random_spaces);
    assert!(harness.state().session().is_some());
    click(&mut harness, "OK");
    assert!(harness.state().error().is_none());
    // The window says so too, and the file is never rewritten.
    click(&mut harness, "File");
    click(&mut harness, "Non-player aid file");
    harness.get_by_label_contains(&place);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);

    // Corrected and reloaded, it is read.
    std::fs::write(&path, MADE_UP).unwrap();
    click(&mut harness, "Reload");
    assert!(matches!(
        harness.state().aid_file(),
        AidFileStatus::Loaded(_)
    ));
    assert!(harness.state().error().is_none());
}

#[test]
fn without_a_file_the_start_screen_says_where_to_put_one() {
    let dir = common::scratch("aid", "absent");
    let mut harness = start(&dir, false);
    assert_eq!(harness.state().aid_file(), &AidFileStatus::Absent);
    assert!(harness.state().error().is_none());
    click(&mut harness, "Non-player aid file");
    harness.get_by_label_contains(&dir.join("np_aid.yaml").display().to_string());
    harness.get_by_label_contains("There is no file yet");
    assert!(!dir.join("np_aid.yaml").exists(), "nothing is written");
}
