//! The real app driven through its widgets with egui_kittest (no display, no
//! GPU): dragging pieces, findings with their sections, undo and redo, save
//! and open, the totals, a corrupt file, autosave and resume, languages.

use super::common;
use std::path::PathBuf;

use coin_table::RuleRef;
use egui::{Pos2, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_moderator::i18n::fluent::Lang;
use gandhi_validator::terms::Piece;
use gandhi_validator::{position::Edit, terms::Place};

use super::common::drag_over;

fn harness(config: AppConfig) -> Harness<'static, GandhiApp> {
    let app = GandhiApp::new(config).unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness
}

/// The board on the Short scenario with a fixed seed.
fn short_board(dir: Option<PathBuf>) -> Harness<'static, GandhiApp> {
    harness(AppConfig {
        data_dir: dir,
        data_folder: None,
        check_map: false,
        open: None,
        new_game: Some(("short".to_owned(), Some(7))),
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
}

fn center(harness: &Harness<'_, GandhiApp>, label: &str) -> Pos2 {
    harness.get_by_label(label).rect().center()
}

/// Drags from one widget to another the way a mouse would.
fn drag(harness: &mut Harness<'_, GandhiApp>, from: &str, to: &str) {
    let start = center(harness, from);
    let end = center(harness, to);
    drag_over(harness, start, end);
    harness.drop_at(end);
    harness.run();
}

fn findings(harness: &Harness<'_, GandhiApp>) -> Vec<RuleRef> {
    let session = harness.state().session().unwrap();
    session.report().findings.iter().map(|f| f.rule).collect()
}

#[test]
fn dragging_a_troop_into_a_princely_state_raises_1_4_2_and_undo_removes_it() {
    let mut harness = short_board(None);
    assert!(findings(&harness).is_empty());
    drag(&mut harness, "Available: Troops", "Mysore");

    let session = harness.state().session().unwrap();
    let mysore = harness.state().data().map.by_key("mysore").unwrap();
    assert_eq!(
        session.state().space(mysore).pieces.get(Piece::Troop),
        1,
        "the Troop is in Mysore"
    );
    assert_eq!(findings(&harness), [RuleRef::new("1.4.2")]);
    // The findings panel lists it with its section, as a link to our summary.
    harness.get_by_label("§ 1.4.2").click();
    harness.run();
    assert_eq!(harness.state().rule_shown(), Some(RuleRef::new("1.4.2")));
    harness.get_by_label_contains("Stacking limits");

    // The log says what moved where.
    harness.get_by_label("Log (1)").click();
    harness.run();
    harness.get_by_label_contains("moved 1 Troop from Available to Mysore");

    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert!(findings(&harness).is_empty(), "undo takes the finding away");
    let session = harness.state().session().unwrap();
    assert_eq!(session.state().space(mysore).pieces.get(Piece::Troop), 0);
    assert!(session.record().entries.is_empty());

    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert_eq!(
        findings(&harness),
        [RuleRef::new("1.4.2")],
        "redo brings it back"
    );
}

#[test]
fn shift_drag_moves_the_whole_stack() {
    let mut harness = short_board(None);
    let start = center(&harness, "Available: Sepoys");
    let end = center(&harness, "Assam");
    harness.hover_at(start);
    harness.run();
    harness.event_modifiers(
        egui::Event::PointerButton {
            pos: start,
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::SHIFT,
        },
        egui::Modifiers::SHIFT,
    );
    harness.run();
    for step in 1..=6 {
        harness.event_modifiers(
            egui::Event::PointerMoved(start + (end - start) * (step as f32 / 6.0)),
            egui::Modifiers::SHIFT,
        );
        harness.run();
    }
    harness.drop_at(end);
    harness.run();
    let app = harness.state();
    let assam = app.data().map.by_key("assam").unwrap();
    assert_eq!(
        app.session()
            .unwrap()
            .state()
            .space(assam)
            .pieces
            .get(Piece::Sepoy),
        6
    );
}

#[test]
fn markers_move_between_spaces_and_back_to_the_tray() {
    let mut harness = short_board(None);
    drag(&mut harness, "Markers: Protest", "Bihar");
    let bihar = harness.state().data().map.by_key("bihar").unwrap();
    assert_eq!(
        harness
            .state()
            .session()
            .unwrap()
            .state()
            .space(bihar)
            .protests,
        1
    );
    // Bihar's Congress Activist turns Active, but 2 Sepoys still outnumber it: Control stays.
    let totals = harness.state().session().unwrap().totals();
    assert_eq!(totals.scores.raj.total, 28);
    let bihar_control = gandhi_validator::position::raj_control(
        &harness.state().data().map,
        harness.state().session().unwrap().state(),
        bihar,
    );
    assert!(bihar_control);
    drag(&mut harness, "Bihar: Protest", "Markers");
    assert_eq!(
        harness
            .state()
            .session()
            .unwrap()
            .state()
            .space(bihar)
            .protests,
        0
    );
}

#[test]
fn the_short_scenario_totals_read_28_9_3_6() {
    let harness = short_board(None);
    for (faction, total) in [
        ("Raj", 28),
        ("Congress", 9),
        ("Muslim League", 3),
        ("Revolutionaries", 6),
    ] {
        harness.get_by_label(&format!("{faction} total {total}"));
    }
}

#[test]
fn save_then_open_gives_the_same_state_and_log() {
    let dir = common::scratch("board", "save");
    let mut harness = short_board(None);
    drag(&mut harness, "Available: Troops", "Mysore");
    harness.state_mut().request(Command::SetActing(Some(
        gandhi_validator::terms::Faction::Raj,
    )));
    harness.run();
    drag(&mut harness, "Markers: Protest", "Sind");
    let file = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(file.clone()));
    harness.run();
    assert!(file.exists());
    let before = harness.state().session().unwrap().clone();

    let mut other = short_board(None);
    other.state_mut().request(Command::Open(file.clone()));
    other.run();
    let after = other.state().session().unwrap();
    assert_eq!(after.state(), before.state());
    assert_eq!(after.record(), before.record());
    assert_eq!(after.record().entries.len(), 2);
    assert_eq!(
        after.record().entries[1].by,
        Some(gandhi_validator::terms::Faction::Raj)
    );
    assert_eq!(
        after.record().entries[0].findings[0].rule,
        RuleRef::new("1.4.2")
    );
    assert!(!after.is_dirty());
}

#[test]
fn a_corrupt_file_shows_an_error_and_leaves_the_game_untouched() {
    let dir = common::scratch("board", "corrupt");
    let mut harness = short_board(None);
    drag(&mut harness, "Available: Troops", "Mysore");
    let before = harness.state().session().unwrap().clone();
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "format: gandhi-moderator game\nversion: 1\nscenario: short\nseed: [\n",
    )
    .unwrap();
    harness.state_mut().request(Command::Open(bad.clone()));
    harness.run();
    let error = harness.state().error().unwrap().to_owned();
    assert!(
        error.contains("bad.yaml:4:"),
        "names the file and line: {error}"
    );
    harness.get_by_label_contains("cannot be opened");
    let after = harness.state().session().unwrap();
    assert_eq!(after.state(), before.state());
    assert_eq!(after.record(), before.record());
    // Dismissing the message returns to the same game.
    harness.get_by_label("OK").click();
    harness.run();
    assert!(harness.state().error().is_none());

    std::fs::write(&bad, [0xff, 0xfe, 0x00, 0x01]).unwrap();
    harness.state_mut().request(Command::Open(bad));
    harness.run();
    assert!(harness.state().error().unwrap().contains("not UTF-8"));
    assert_eq!(harness.state().session().unwrap().record(), before.record());
}

#[test]
fn every_change_is_autosaved_and_offered_on_the_next_start() {
    let dir = common::scratch("board", "autosave");
    let mut harness = short_board(Some(dir.to_path_buf()));
    drag(&mut harness, "Available: Troops", "Mysore");
    let autosave = dir.join("autosave.yaml");
    let text = std::fs::read_to_string(&autosave).unwrap();
    assert!(text.contains("to: mysore"), "{text}");
    let record = harness.state().session().unwrap().record().clone();
    drop(harness);

    // A new start offers to resume; resuming gives the same game.
    let mut restarted = harness_at_start(dir.to_path_buf());
    restarted
        .get_by_label_contains("Resume the last game")
        .click();
    restarted.run();
    assert_eq!(restarted.state().session().unwrap().record(), &record);
}

#[test]
fn a_new_game_keeps_the_unsaved_game_of_the_autosave() {
    let dir = common::scratch("board", "autosave-kept");
    let mut harness = short_board(Some(dir.to_path_buf()));
    assert!(
        !dir.join("autosave.1.yaml").exists(),
        "nothing autosaved before"
    );
    // A long game, never saved to a file of its own.
    troops_to_and_fro(&mut harness, 30, |_| {});
    let record = harness.state().session().unwrap().record().clone();
    assert_eq!(record.entries.len(), 30);
    let long = std::fs::read_to_string(dir.join("autosave.yaml")).unwrap();
    drop(harness);

    // The start screen says where the autosaves are kept.
    let mut restarted = harness_at_start(dir.to_path_buf());
    restarted.get_by_label_contains(&format!("Autosaves are kept in {}", dir.display()));
    restarted.get_by_label("Start").click();
    restarted.run();
    let new = restarted.state().session().unwrap().record().clone();
    assert!(new.entries.is_empty());
    // The long game is kept whole beside the new game's autosave.
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.1.yaml")).unwrap(),
        long
    );
    let now = std::fs::read_to_string(dir.join("autosave.yaml")).unwrap();
    assert_ne!(now, long);

    // Opened again, it is the same game. The new game's autosave held no
    // change, so it is simply replaced: nothing to keep.
    restarted
        .state_mut()
        .request(Command::Open(dir.join("autosave.1.yaml")));
    restarted.run();
    assert_eq!(
        restarted.state().session().unwrap().record().entries,
        record.entries
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.1.yaml")).unwrap(),
        long
    );
    assert!(!dir.join("autosave.2.yaml").exists());

    // Another new game now keeps the long game again, and the one before.
    restarted.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 8,
        seats: gandhi_validator::position::four_players(),
        decks: gandhi_moderator::session::OwnDecks::default(),
    });
    restarted.run();
    let kept: Vec<_> = ["autosave.1.yaml", "autosave.2.yaml"]
        .iter()
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(name)).unwrap();
            gandhi_validator::log::record_from_yaml(restarted.state().data(), name, &text)
                .unwrap()
                .entries
                .len()
        })
        .collect();
    assert_eq!(kept, [30, 30]);
}

/// A Troop moved into Bihar and back, `steps` moves in all, each a log
/// entry; `after` runs after each with its number.
fn troops_to_and_fro(
    harness: &mut Harness<'static, GandhiApp>,
    steps: usize,
    mut after: impl FnMut(usize),
) {
    let bihar = harness.state().data().map.by_key("bihar").unwrap();
    for step in 0..steps {
        let (from, to) = if step % 2 == 0 {
            (Place::Available, Place::Space(bihar))
        } else {
            (Place::Space(bihar), Place::Available)
        };
        harness.state_mut().request(Command::Edit(Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from,
            to,
        }));
        harness.run();
        after(step);
    }
}

/// The rotation never drops a game: when the oldest kept autosave holds
/// one, it is moved into the older autosaves' folder, and the status line
/// says where.
#[test]
fn the_oldest_autosave_is_moved_aside_never_dropped() {
    let dir = common::scratch("board", "autosave-older");
    let mut harness = short_board(Some(dir.to_path_buf()));
    let mut texts = Vec::new();
    troops_to_and_fro(&mut harness, 32, |step| {
        if step == 29 || step == 31 {
            texts.push(std::fs::read_to_string(dir.join("autosave.yaml")).unwrap());
        }
    });
    let (thirty, thirty_two) = (texts[0].clone(), texts[1].clone());
    // Three games kept: the one in play and two before it.
    std::fs::write(dir.join("autosave.1.yaml"), &thirty_two).unwrap();
    std::fs::write(dir.join("autosave.2.yaml"), &thirty).unwrap();
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 9,
        seats: gandhi_validator::position::four_players(),
        decks: gandhi_moderator::session::OwnDecks::default(),
    });
    harness.run();
    let older: Vec<PathBuf> = std::fs::read_dir(dir.join("older-autosaves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(older.len(), 1, "{older:?}");
    assert_eq!(std::fs::read_to_string(&older[0]).unwrap(), thirty);
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.2.yaml")).unwrap(),
        thirty_two
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.1.yaml")).unwrap(),
        thirty_two
    );
    assert!(
        harness
            .state()
            .status()
            .contains(&older[0].display().to_string()),
        "{}",
        harness.state().status()
    );
}

fn harness_at_start(dir: PathBuf) -> Harness<'static, GandhiApp> {
    harness(AppConfig {
        data_dir: Some(dir),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: None,
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
}

/// The board's language: `--lang` for this run, over the one its
/// settings keep (which stay as they were); the environment's only when
/// the settings keep none.
#[test]
fn the_command_lines_language_speaks_for_this_run_and_the_environments_only_at_first() {
    let dir = common::scratch("board", "lang");
    let at_start = |lang, default_lang| {
        harness(AppConfig {
            data_dir: Some(dir.to_path_buf()),
            lang,
            default_lang,
            ..AppConfig::default()
        })
    };
    // Nothing kept yet: the environment's language.
    let first = at_start(None, Some(Lang::It));
    assert_eq!(first.state().lang(), Lang::It);
    first.get_by_label("Nuova partita");
    drop(first);
    // Italian kept in the settings.
    let mut chosen = at_start(None, None);
    chosen.state_mut().request(Command::SetLanguage(Lang::It));
    chosen.run();
    drop(chosen);
    let settings = std::fs::read_to_string(dir.join("settings.yaml")).unwrap();
    // `--lang es` speaks Spanish this time and keeps the settings.
    let asked = at_start(Some(Lang::Es), Some(Lang::En));
    assert_eq!(asked.state().lang(), Lang::Es);
    asked.get_by_label("Nueva partida");
    drop(asked);
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.yaml")).unwrap(),
        settings
    );
    // Without `--lang`, the kept language wins over the environment's.
    let again = at_start(None, Some(Lang::En));
    assert_eq!(again.state().lang(), Lang::It);
}

#[test]
fn a_new_game_from_the_start_screen() {
    let dir = common::scratch("board", "start");
    let mut harness = harness_at_start(dir.to_path_buf());
    harness.get_by_label("Main (1917–1947)").click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    let session = harness.state().session().unwrap();
    assert_eq!(session.record().scenario, "main");
    assert_eq!(session.totals().scores.raj.total, 24);
    // Main's pending setup step is offered on the board.
    harness.get_by_label_contains("Congress has yet to place Gandhi");
}

#[test]
fn the_language_changes_every_label_and_is_remembered() {
    let dir = common::scratch("board", "language");
    let mut harness = harness_at_start(dir.to_path_buf());
    harness.get_by_label("Italiano").click();
    harness.run();
    assert_eq!(harness.state().lang(), Lang::It);
    harness.get_by_label("Nuova partita");
    harness.get_by_label("Inizia").click();
    harness.run();
    harness.get_by_label("Disponibili: Truppe");
    drop(harness);
    let mut again = harness_at_start(dir.to_path_buf());
    assert_eq!(
        again.state().lang(),
        Lang::It,
        "the choice is kept in the settings"
    );
    again.get_by_label("Nuova partita");
    again.get_by_label("Español").click();
    again.run();
    again.get_by_label("Empezar").click();
    again.run();
    again.get_by_label("Disponibles: Tropas");
    drag(&mut again, "Disponibles: Tropas", "Mysore");
    again.get_by_label_contains("donde las Tropas nunca pueden estar");
}

#[test]
fn a_space_menu_shifts_support_and_places_markers() {
    let mut harness = short_board(None);
    harness.get_by_label("Bihar").click_secondary();
    harness.run();
    harness
        .get_by_label("Shift one level towards Support")
        .click();
    harness.run();
    let app = harness.state();
    let bihar = app.data().map.by_key("bihar").unwrap();
    assert_eq!(
        app.session().unwrap().state().space(bihar).level,
        gandhi_validator::terms::SupportLevel::Neutral
    );
    // Bihar (Population 2) leaves Total Opposition.
    assert_eq!(app.session().unwrap().totals().scores.congress.total, 7);
}

#[test]
fn a_rule_window_opens_over_the_board_clear_of_the_menu_and_the_victory_panel() {
    let mut harness = short_board(None);
    harness
        .state_mut()
        .request(Command::ShowRule(RuleRef::new("1.4.2")));
    harness.run();
    harness.run();
    let title = harness.get_by_label("Rule 1.4.2").rect();
    let victory = harness.get_by_label("Victory").rect();
    let menu = harness.get_by_label("File").rect();
    assert!(title.top() > menu.bottom(), "{title:?} under {menu:?}");
    assert!(
        title.left() > victory.right() + 100.0,
        "{title:?} right of the Victory panel {victory:?}"
    );
}

#[cfg(unix)]
#[test]
fn the_board_starts_at_once_beside_special_and_huge_files() {
    let dir = common::scratch("board", "special");
    for name in ["settings.yaml", "cards.yaml", "np_aid.yaml"] {
        let status = std::process::Command::new("mkfifo")
            .arg(dir.join(name))
            .status()
            .unwrap();
        assert!(status.success());
    }
    // An autosave larger than any game the program writes.
    std::fs::write(dir.join("autosave.yaml"), vec![b'#'; 9 * 1024 * 1024]).unwrap();
    // Nobody writes to the pipes: reading one would wait for ever.
    let (tx, rx) = std::sync::mpsc::channel();
    let user = dir.to_path_buf();
    std::thread::spawn(move || {
        let app = GandhiApp::new(AppConfig {
            data_dir: Some(user),
            ..AppConfig::default()
        })
        .unwrap();
        let _ = tx.send((app.error().map(str::to_owned), app.resume_offered()));
    });
    let (error, resume) = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the board must not wait on a named pipe");
    let error = error.unwrap_or_default();
    assert!(
        error.contains("cards.yaml is a named pipe (FIFO)"),
        "{error}"
    );
    assert!(!resume, "a file too large to be a game is not offered");
}

/// A note that would make the game larger than the program reads back is
/// refused when it is entered (the same limit on writing as on reading):
/// nothing changes, the status line says why, and the files stay as they
/// were, still open.
#[test]
fn a_note_too_large_to_open_again_is_refused_when_entered() {
    let dir = common::scratch("board", "too-large");
    let mut harness = short_board(Some(dir.to_path_buf()));
    let saved = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(saved.clone()));
    harness.run();
    let before = std::fs::read_to_string(&saved).unwrap();
    let autosaved = std::fs::read_to_string(dir.join("autosave.yaml")).unwrap();
    // A note longer than any file the program reads.
    harness
        .state_mut()
        .request(Command::AcceptDone("a very long note ".repeat(600_000)));
    harness.run();
    assert_eq!(harness.state().session().unwrap().record().entries.len(), 0);
    let status = harness.state().status().to_owned();
    assert!(
        status.contains("The note was not added") && status.contains("MiB the program reads back"),
        "the status line says why the note was refused: {status}"
    );
    harness.state_mut().request(Command::SaveTo(saved.clone()));
    harness.run();
    assert!(harness.state().error().is_none());
    // Both files are as they were, and still open.
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), before);
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.yaml")).unwrap(),
        autosaved
    );
}
