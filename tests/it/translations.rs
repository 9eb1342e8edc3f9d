//! Everything the board shows is in the language chosen: the board is
//! driven into many of its states (a finding, the log, a non-player's
//! checklist, the Action tab, a rule window) and every text of its widgets
//! is read in Italian and in Spanish; a word that only the English wording
//! uses fails the test, unless it is a proper name of the game.
//!
//! The non-player aid written here is MADE UP for the test (a Deploy face
//! for every Raj card and a Place Cubes column), as in the play tests.

use super::common;
use std::collections::BTreeSet;
use std::path::Path;

use coin_table::RuleRef;
use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_moderator::i18n::{self, fluent::Lang};
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::components::GameData;
use gandhi_validator::position::{Seat, four_players};
use gandhi_validator::terms::{Faction, Piece};
use gandhi_validator::{position::Edit, terms::Place};

/// The words of a text, lower case, of three letters or more.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// The words a language's Fluent files use.
fn vocabulary(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, source) in i18n::fluent::files(lang) {
        for line in source.lines() {
            if line.starts_with('#') {
                continue;
            }
            let value = line.split_once(" = ").map_or(line, |(_, v)| v);
            // Leave out the variables' names.
            let value: String = value
                .split('$')
                .enumerate()
                .map(|(i, part)| {
                    if i == 0 {
                        part.to_owned()
                    } else {
                        part.chars()
                            .skip_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                            .collect()
                    }
                })
                .collect();
            out.extend(words(&value));
        }
    }
    out
}

/// Proper names and words the three languages share: space names as
/// printed, the Viceroys, card titles and letters, and a few game words.
fn proper_names(data: &GameData) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for space in data.map.spaces() {
        out.extend(words(&space.name));
    }
    for viceroy in data.viceroys.all() {
        out.extend(words(&viceroy.name));
    }
    for card in data.cards.known() {
        if let Some(title) = &card.title {
            out.extend(words(&title.value));
        }
    }
    out.extend(
        [
            "raj",
            "gandhi",
            "arjuna",
            "satyagraha",
            "sepoy",
            "econ",
            "moderator",
            "english",
            "italiano",
            "español",
            "yaml",
            "ftl",
        ]
        .map(str::to_owned),
    );
    out
}

/// Every label and value of the board's widgets.
fn texts(harness: &Harness<'_, GandhiApp>) -> Vec<String> {
    let mut out = Vec::new();
    for node in harness.query_all_by(|_| true) {
        let node = node.accesskit_node();
        if let Some(label) = node.label() {
            out.push(label.to_string());
        }
        if let Some(value) = node.value() {
            out.push(value.to_string());
        }
    }
    out
}

fn write_aid(dir: &Path) {
    let data = GameData::bundled().unwrap();
    let mut aid =
        String::from("format: gandhi-moderator non-player aid\nversion: 1\nrandom_spaces:\n");
    let land: Vec<_> = data
        .map
        .spaces()
        .iter()
        .filter(|s| !s.is_railway())
        .collect();
    for region in 1..=6usize {
        for slot in 1..=6usize {
            let space = land[((region - 1) * 6 + slot - 1) % land.len()];
            aid.push_str(&format!(
                "  - {{ region: {region}, slot: {slot}, space: {} }}\n",
                space.key
            ));
        }
    }
    aid.push_str(
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ least: cubes }] }\narjuna:\n",
    );
    for id in data.arjuna.of(Faction::Raj) {
        let card = data.arjuna.card(id).unwrap();
        for letters in [&card.front, &card.back] {
            aid.push_str(&format!(
                "  - card: {letters}\n    nodes:\n      - {{ id: deploy, operation: deploy, column: place_cubes, then: stop }}\n"
            ));
        }
    }
    aid.push_str("end: end of non-player aid\n");
    std::fs::write(dir.join("np_aid.yaml"), aid).unwrap();
}

/// The board in many of its states, in a language.
fn board_texts(lang: Lang) -> Vec<String> {
    let dir = common::scratch("words", lang.code());
    write_aid(&dir);
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_path_buf()),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: None,
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness.state_mut().request(Command::SetLanguage(lang));
    harness.run();
    let mut out = texts(&harness);
    let mut seats = four_players();
    seats[Faction::Raj] = Seat::NonPlayer;
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 2026,
        seats,
        decks: OwnDecks {
            cards: false,
            ..OwnDecks::default()
        },
    });
    harness.run();
    out.extend(texts(&harness));
    // A finding: a Troop in a Princely State (1.4.2).
    let data = harness.state().data().clone();
    let mysore = data.map.by_key("mysore").unwrap();
    harness.state_mut().request(Command::Edit(Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from: Place::Available,
        to: Place::Space(mysore),
    }));
    harness.run();
    out.extend(texts(&harness));
    harness
        .state_mut()
        .request(Command::ShowRule(RuleRef::new("1.4.2")));
    harness.run();
    out.extend(texts(&harness));
    let finding = i18n::findings::finding(
        lang,
        &data,
        &harness.state().session().unwrap().report().findings[0],
    );
    assert!(out.contains(&finding), "{}: the finding shows", lang.code());
    harness.state_mut().request(Command::Undo);
    harness.run();
    // The first card's order, entered as the players would, then the
    // non-player Raj's card carried out: the checklist and the log.
    for _ in 0..2 {
        if let gandhi_validator::play::Stage::OrderUnknown(_) =
            harness.state().session().unwrap().stage(&data)
        {
            harness.state_mut().play_form().entry.order = Faction::ALL.map(Some);
            harness.run();
            out.extend(texts(&harness));
            let save = i18n::fluent::tr(lang, i18n::keys::Key::SaveCard);
            harness.get_by_label(save).click();
            harness.run();
        }
    }
    out.extend(texts(&harness));
    harness.state_mut().request(Command::PlayOn);
    harness.run();
    out.extend(texts(&harness));
    let checklist = i18n::fluent::tr(lang, i18n::keys::Key::NpChecklist);
    assert!(
        out.iter().any(|t| t.contains(checklist)),
        "{}: the non-player checklist was reached",
        lang.code()
    );
    for tab in [
        i18n::keys::Key::Log,
        i18n::keys::Key::ActionTab,
        i18n::keys::Key::Findings,
    ] {
        let clicked = match harness
            .query_all_by_label(i18n::fluent::tr(lang, tab))
            .last()
        {
            Some(node) => {
                node.click();
                true
            }
            None => false,
        };
        if clicked {
            harness.run();
            out.extend(texts(&harness));
        }
    }
    // Looking back: the bar, a bookmark and a note, the table moves, the
    // lines after a what-if, the list of bookmarks and the chart.
    let reviewing = [
        Command::LookAt(1),
        Command::Bookmark {
            entry: 1,
            name: "1".to_owned(),
        },
        Command::Note {
            entry: 1,
            finding: None,
            text: "1".to_owned(),
        },
        Command::TableMoves(Some(gandhi_moderator::app::command::TableMoves::Back)),
        Command::WhatIf(1),
        Command::Bookmarks(true),
        Command::Chart(true),
        Command::LookAt(1),
    ];
    for command in reviewing {
        harness.state_mut().request(command);
        harness.run();
        out.extend(texts(&harness));
    }
    out
}

#[test]
fn the_board_shows_no_english_in_italian_or_spanish() {
    let data = GameData::bundled().unwrap();
    let names = proper_names(&data);
    let english = vocabulary(Lang::En);
    let mut problems = Vec::new();
    for lang in [Lang::It, Lang::Es] {
        let own = vocabulary(lang);
        let english_only: BTreeSet<&String> = english
            .iter()
            .filter(|w| !own.contains(*w) && !names.contains(*w))
            .collect();
        let shown = board_texts(lang);
        assert!(shown.len() > 100, "{} texts read", shown.len());
        let mut seen = BTreeSet::new();
        // egui's own accessibility names for a window's frame.
        let frame = |t: &str| t.starts_with("Resize window") || t == "Close window";
        for text in shown.into_iter().filter(|t| !frame(t)) {
            let found: Vec<String> = words(&text)
                .into_iter()
                .filter(|w| english_only.contains(w))
                .collect();
            if !found.is_empty() && seen.insert(text.clone()) {
                problems.push(format!("{}: {text:?} ({})", lang.code(), found.join(", ")));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "English left on the board:\n{}",
        problems.join("\n")
    );
}

/// What stays on the screen follows a change of language at once: the
/// status line says again in Italian what it said in English. A file that
/// cannot be read or written is said in the language chosen, and "could
/// not save" runs into its reason without a stray full stop.
#[test]
fn the_status_line_and_file_errors_follow_the_language() {
    let dir = common::scratch("words", "status");
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_path_buf()),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: Some(("short".to_owned(), Some(7))),
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    let saved = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(saved.clone()));
    harness.run();
    assert!(
        harness.state().status().starts_with("Saved"),
        "{}",
        harness.state().status()
    );
    harness.state_mut().request(Command::SetLanguage(Lang::It));
    harness.run();
    let status = harness.state().status().to_owned();
    assert!(!status.starts_with("Saved"), "reworded: {status}");
    assert!(status.contains(&saved.display().to_string()), "{status}");
    harness.get_by_label_contains(&status);
    // A file that is not there, and one that cannot be written over.
    harness
        .state_mut()
        .request(Command::Open(dir.join("missing.yaml")));
    harness.run();
    let error = harness.state().error().unwrap_or_default().to_owned();
    assert!(error.contains("impossibile leggere"), "{error}");
    assert!(error.contains("non esiste"), "{error}");
    assert!(!error.contains("No such file"), "{error}");
    harness.state_mut().request(Command::DismissError);
    harness.run();
    let folder = dir.join("a-folder.yaml");
    std::fs::create_dir_all(&folder).unwrap();
    harness.state_mut().request(Command::SaveTo(folder));
    harness.run();
    let error = harness.state().error().unwrap_or_default().to_owned();
    assert!(error.starts_with("Salvataggio non riuscito"), "{error}");
    assert!(error.contains("una cartella"), "{error}");
    assert!(!error.contains(".:"), "{error}");
}
