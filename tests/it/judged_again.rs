//! A saved game edited by hand, caught both when the board opens it and by
//! `gandhi-moderator judge`: findings deleted, a Troop move redirected into
//! a Princely State, an entry removed, a die changed with its `rolled` mark
//! removed, a time that is not a time. A game saved and opened again is
//! sealed and judged the same; a file written before seals opens as not
//! sealed. On the board, the window that lists what opening found, and its
//! Accept and Review.

use std::path::{Path, PathBuf};

use coin_table::RuleRef;
use coin_table::{Break, BreakKind, Seal};
use egui::Vec2;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, command::Command};
use gandhi_moderator::session::{OpenError, OwnDecks, Session};
use gandhi_validator::components::GameData;
use gandhi_validator::log::{GameRecord, ReplayError, record_to_yaml};
use gandhi_validator::play::Die;
use gandhi_validator::play::Track;
use gandhi_validator::position::four_players;
use gandhi_validator::terms::{Faction, Piece};
use gandhi_validator::{position::Edit, terms::Place};
use serde_json::Value;

use super::cli::run;
use super::common::{harness, scratch};

/// A Short game played through the session, as on the board, and saved:
/// a Troop deployed to Bihar, then (with `mysore`) one to Mysore, a
/// Princely State (1.4.2), and back; two dice rolled by the program with
/// different values; two track moves. The seed is the first from 1 whose
/// two dice differ.
fn played(data: &GameData, mysore: bool) -> GameRecord {
    (1..)
        .map(|seed| played_with(data, seed, mysore))
        .find(|record| {
            let dice: Vec<u8> = record
                .entries
                .iter()
                .filter_map(|e| match e.edit {
                    Edit::Die(die) => Some(die.value),
                    _ => None,
                })
                .collect();
            dice[0] != dice[1]
        })
        .unwrap()
}

fn played_with(data: &GameData, seed: u64, mysore: bool) -> GameRecord {
    let mut session =
        Session::new(data, "short", seed, four_players(), OwnDecks::default()).unwrap();
    let at = |key: &str| Place::Space(data.map.by_key(key).unwrap());
    let troop = |from, to| Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from,
        to,
    };
    let roll = |session: &Session| {
        let mut rng = session.state().rng;
        Edit::Die(Die::program(None, rng.roll_die()))
    };
    let restraint = |value| Edit::SetTrack {
        track: Track::Restraint,
        value,
    };
    let raj = Some(Faction::Raj);
    session
        .apply(data, troop(Place::Available, at("bihar")), raj)
        .unwrap();
    if mysore {
        session
            .apply(data, troop(Place::Available, at("mysore")), raj)
            .unwrap();
        session
            .apply(data, troop(at("mysore"), Place::Available), raj)
            .unwrap();
    } else {
        session.apply(data, restraint(4), raj).unwrap();
        session.apply(data, restraint(3), raj).unwrap();
    }
    let die = roll(&session);
    session.apply(data, die, raj).unwrap();
    session.apply(data, restraint(2), raj).unwrap();
    let die = roll(&session);
    session.apply(data, die, raj).unwrap();
    session.apply(data, restraint(1), raj).unwrap();
    session.record().clone()
}

fn data() -> GameData {
    GameData::bundled().unwrap()
}

fn write(dir: &Path, text: &str) -> PathBuf {
    let file = dir.join("game.yaml");
    std::fs::write(&file, text).unwrap();
    file
}

/// The saved text as a tree, to edit by hand.
fn tree(text: &str) -> Value {
    serde_saphyr::from_str(text).unwrap()
}

fn text(tree: &Value) -> String {
    serde_saphyr::to_string(tree).unwrap()
}

fn judge(file: &Path) -> (i32, String, Value) {
    let plain = run(&["judge", file.to_str().unwrap()]);
    let json = run(&["judge", file.to_str().unwrap(), "--json"]);
    assert_eq!(plain.code, json.code, "{}", plain.stdout);
    assert!(!plain.stderr.contains("error"), "{}", plain.stderr);
    (
        plain.code,
        plain.stdout,
        serde_json::from_str(&json.stdout).unwrap(),
    )
}

fn opened(file: &Path) -> Session {
    Session::open(&data(), file).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_game_saved_and_opened_is_sealed_and_judged_the_same() {
    let data = data();
    let dir = scratch("judge", "round-trip");
    let record = played(&data, true);
    let mut session = Session::new(
        &data,
        "short",
        record.seed,
        four_players(),
        OwnDecks::default(),
    )
    .unwrap();
    for edit in record.entries.into_iter().map(|e| e.edit) {
        session.apply(&data, edit, Some(Faction::Raj)).unwrap();
    }
    let file = dir.join("game.yaml");
    session.save(&data, &file).unwrap();
    let again = opened(&file);
    assert_eq!(again.seal(), Some(&Seal::Intact { entries: 7 }));
    assert!(again.opening().is_none());
    assert!(!again.is_dirty());
    assert_eq!(again.record(), session.record());

    // The command line: the one finding, no difference, the seal intact.
    let (code, out, json) = judge(&file);
    assert_eq!(code, 1, "a finding is exit 1: {out}");
    assert!(
        out.contains("entry 2 (Raj: moved 1 Troop from Available to Mysore): error 1.4.2 TroopsInPrincelyState: Mysore is a Princely State"),
        "{out}"
    );
    assert!(out.contains("no difference"), "{out}");
    assert!(out.contains("seal: The log is sealed and intact"), "{out}");
    assert_eq!(json["findings"][0]["entry"], 2);
    assert_eq!(json["findings"][0]["issue"], "TroopsInPrincelyState");
    assert_eq!(json["findings"][0]["rule"], "1.4.2");
    assert_eq!(json["seal"]["verdict"], "intact");

    // A game with no finding judges clean: exit 0.
    let _dir = scratch("judge", "clean");
    let clean = write(&_dir, &record_to_yaml(&data, &played(&data, false)));
    let (code, out, json) = judge(&clean);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no finding"), "{out}");
    assert_eq!(json["differences"], serde_json::json!([]));
}

#[test]
fn a_file_written_before_seals_opens_as_not_sealed() {
    let data = data();
    let mut old = tree(&record_to_yaml(&data, &played(&data, false)));
    old["version"] = 2.into();
    old.as_object_mut().unwrap().remove("seal");
    for entry in old["log"].as_array_mut().unwrap() {
        entry.as_object_mut().unwrap().remove("hash");
    }
    let _dir = scratch("judge", "not-sealed");
    let file = write(&_dir, &text(&old));
    let session = opened(&file);
    assert_eq!(session.seal(), Some(&Seal::NotSealed));
    assert!(session.opening().is_none(), "not an error");
    let (code, out, json) = judge(&file);
    assert_eq!(code, 0, "not sealed is no failure: {out}");
    assert!(
        out.contains("written before logs were sealed"),
        "said plainly: {out}"
    );
    assert_eq!(json["seal"]["verdict"], "not_sealed");
}

#[test]
fn a_current_file_with_its_seal_stripped_opens_with_a_broken_seal() {
    let data = data();
    let mut stripped = tree(&record_to_yaml(&data, &played(&data, false)));
    stripped.as_object_mut().unwrap().remove("seal");
    for entry in stripped["log"].as_array_mut().unwrap() {
        entry.as_object_mut().unwrap().remove("hash");
    }
    let _dir = scratch("judge", "stripped");
    let file = write(&_dir, &text(&stripped));
    let session = opened(&file);
    assert!(
        session.seal().is_some_and(Seal::is_broken),
        "{:?}",
        session.seal()
    );
    let opening = session
        .opening()
        .expect("the board shows what opening found");
    assert!(opening.seal.is_broken());
    let (code, out, json) = judge(&file);
    assert_eq!(code, 1, "a stripped seal is a broken seal: {out}");
    assert!(out.contains("hashes and its seal were taken out"), "{out}");
    assert_eq!(json["seal"]["verdict"], "broken");
}

/// What the board's session and the command line both find in a file
/// edited by hand with its hashes left as they were: the entry judged
/// differently and where the seal breaks.
fn caught(file: &Path, entry: usize, kind: BreakKind, today: Option<&str>) {
    let session = opened(file);
    let opening = session.opening().expect("opening found something");
    assert_eq!(opening.seal, Seal::Broken(Break { entry, kind }));
    let (code, out, json) = judge(file);
    assert_eq!(code, 1, "{out}");
    assert_eq!(json["seal"]["verdict"], "broken");
    assert_eq!(json["seal"]["entry"], entry + 1);
    assert!(
        out.contains(&format!("seal: {}:", file.display())),
        "the seal's break located: {out}"
    );
    match today {
        Some(rule) => {
            assert_eq!(opening.differences.len(), 1);
            assert_eq!(opening.differences[0].entry, entry);
            assert!(opening.differences[0].stored.is_empty());
            assert_eq!(opening.differences[0].today[0].rule, RuleRef::new(rule));
            assert!(session.is_dirty(), "the game differs from its file");
            let line = format!("entry {} (Raj: moved 1 Troop from Available to", entry + 1);
            assert!(out.contains(&line), "{out}");
            assert!(
                out.contains(&format!("stored: nothing; today: {rule} ")),
                "{out}"
            );
            assert_eq!(json["differences"][0]["entry"], entry + 1);
            assert_eq!(json["differences"][0]["today"][0]["rule"], rule);
        }
        None => {
            assert!(opening.differences.is_empty());
            assert!(out.contains("no difference"), "{out}");
        }
    }
}

#[test]
fn deleted_findings_are_caught() {
    let data = data();
    let mut edited = tree(&record_to_yaml(&data, &played(&data, true)));
    edited["log"][1].as_object_mut().unwrap().remove("findings");
    let _dir = scratch("judge", "deleted");
    let file = write(&_dir, &text(&edited));
    caught(&file, 1, BreakKind::Altered, Some("1.4.2"));
    let (_, out, _) = judge(&file);
    assert!(
        out.contains("broken at entry 2: it was changed after it was written"),
        "{out}"
    );
}

#[test]
fn a_troop_move_redirected_into_a_princely_state_is_caught() {
    let data = data();
    let mut edited = tree(&record_to_yaml(&data, &played(&data, false)));
    edited["log"][0]["move"]["to"] = "hyderabad".into();
    let _dir = scratch("judge", "redirected");
    let file = write(&_dir, &text(&edited));
    caught(&file, 0, BreakKind::Altered, Some("1.4.2"));
    let (_, out, _) = judge(&file);
    assert!(
        out.contains("to Hyderabad): stored: nothing; today: 1.4.2 Hyderabad is a Princely State"),
        "{out}"
    );
}

#[test]
fn a_removed_entry_is_caught() {
    let data = data();
    let mut edited = tree(&record_to_yaml(&data, &played(&data, false)));
    edited["log"].as_array_mut().unwrap().remove(4);
    let _dir = scratch("judge", "removed");
    let file = write(&_dir, &text(&edited));
    caught(&file, 4, BreakKind::Removed { count: 1 }, None);
    let (_, out, _) = judge(&file);
    assert!(
        out.contains("broken at entry 5: an entry was removed just before it"),
        "{out}"
    );
}

#[test]
fn a_die_changed_with_its_rolled_mark_removed_is_caught() {
    let data = data();
    let record = played(&data, false);
    let Edit::Die(first) = record.entries[3].edit else {
        panic!("entry 4 is a die")
    };
    let mut edited = tree(&record_to_yaml(&data, &record));
    let die = &mut edited["log"][3]["die"];
    die["value"] = (first.value % 6 + 1).into();
    die.as_object_mut().unwrap().remove("rolled");
    let _dir = scratch("judge", "die");
    let file = write(&_dir, &text(&edited));
    let Err(OpenError::Replay(failed)) = Session::open(&data, &file) else {
        panic!("the log no longer replays")
    };
    let (error, seal, place) = (failed.error, failed.seal, failed.place);
    assert!(
        matches!(
            error,
            ReplayError::Unmarked {
                index: 5,
                unmarked: 3,
                ..
            }
        ),
        "{error}"
    );
    assert!(place.is_some_and(|p| p.line > 0));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 3,
            kind: BreakKind::Altered
        })
    );
    let (code, out, json) = judge(&file);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the log cannot be replayed"), "{out}");
    assert!(
        out.contains("The die of log entry 4 reads") && out.contains("its mark was removed"),
        "{out}"
    );
    assert!(out.contains("broken at entry 4"), "{out}");
    assert_eq!(json["replay_error"]["entry"], 6);

    // With the chain computed again, only the dice tell: still caught.
    let mut forged = record.clone();
    forged.entries[3].edit = Edit::Die(Die {
        space: None,
        value: first.value % 6 + 1,
        rolled: false,
    });
    let _dir = scratch("judge", "die-forged");
    let file = write(&_dir, &record_to_yaml(&data, &forged));
    let Err(OpenError::Replay(failed)) = Session::open(&data, &file) else {
        panic!("the log no longer replays")
    };
    assert!(matches!(
        failed.error,
        ReplayError::Unmarked { unmarked: 3, .. }
    ));
    assert!(matches!(failed.seal, Seal::Intact { .. }));
    let (code, out, _) = judge(&file);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("its mark was removed"), "{out}");
}

#[test]
fn a_time_that_is_not_a_time_is_refused_with_its_place() {
    let data = data();
    // One game played once: two would carry different times when a
    // second ticks over between them.
    let record = played(&data, false);
    let saved = record_to_yaml(&data, &record);
    let stamp = &record.entries[2].at;
    let edited = saved.replacen(stamp.as_str(), "yesterday-ish", 1);
    assert_ne!(edited, saved);
    let line = edited
        .lines()
        .position(|l| l.contains("yesterday-ish"))
        .unwrap()
        + 1;
    let _dir = scratch("judge", "time");
    let file = write(&_dir, &edited);
    let located = format!("{}:{line}:", file.display());
    let Err(error) = Session::open(&data, &file) else {
        panic!("refused")
    };
    assert!(matches!(error, OpenError::File(_)));
    assert!(error.to_string().contains(&located), "{error}");
    let done = run(&["judge", file.to_str().unwrap()]);
    assert_eq!(done.code, 2, "a bad file: {}", done.stdout);
    assert!(done.stderr.starts_with("error: "), "{}", done.stderr);
    assert!(done.stderr.contains(&located), "{}", done.stderr);
    assert!(
        done.stderr.contains("`yesterday-ish` is not a time"),
        "{}",
        done.stderr
    );
}

#[test]
fn judge_refuses_a_state_file_and_a_missing_file() {
    let dir = scratch("judge", "refused");
    let state = dir.join("state.yaml");
    assert_eq!(
        run(&[
            "setup",
            "short",
            "--seed",
            "1",
            "-o",
            state.to_str().unwrap()
        ])
        .code,
        0
    );
    let done = run(&["judge", state.to_str().unwrap()]);
    assert_eq!(done.code, 2);
    assert!(done.stderr.contains("a state file"), "{}", done.stderr);
    // And the reverse: `check` points a saved game to `judge`.
    let game = dir.join("game.yaml");
    std::fs::write(&game, record_to_yaml(&data(), &played(&data(), false))).unwrap();
    let done = run(&["check", game.to_str().unwrap()]);
    assert_eq!(done.code, 2);
    assert!(
        done.stderr
            .contains("a saved game (for the board, or the `judge` command)"),
        "{}",
        done.stderr
    );
    let missing = run(&["judge", dir.join("nowhere.yaml").to_str().unwrap()]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read"), "{}", missing.stderr);
}

/// On the board: opening a game whose findings were deleted by hand shows
/// the window listing the entry, stored against today; Review keeps it
/// open and marks the entry in the Log tab; Accept closes it with the game
/// open and today's finding kept, the stored one noted in the entry.
#[test]
fn the_board_lists_what_opening_found_and_accepts_the_game() {
    let data = data();
    let dir = scratch("judge", "board");
    let mut edited = tree(&record_to_yaml(&data, &played(&data, true)));
    edited["log"][1].as_object_mut().unwrap().remove("findings");
    let file = write(&dir, &text(&edited));
    let config = AppConfig {
        data_dir: Some(dir.join("user")),
        open: Some(file.clone()),
        ..AppConfig::default()
    };
    let mut harness = harness(config, Vec2::new(1600.0, 1000.0));
    assert!(
        harness.state().error().is_none(),
        "{:?}",
        harness.state().error()
    );
    harness.get_by_label("Opened: judged again");
    // In the window, and beside the file's name in the top bar.
    assert_eq!(
        harness
            .get_all_by_label_contains("The seal is broken at entry 2")
            .count(),
        2
    );
    harness.get_by_label("Entry 2");
    harness.get_by_label_contains("stored: nothing; today: 1.4.2 Mysore is a Princely State");

    harness.get_by_label("Review").click();
    harness.run();
    harness.get_by_label("Opened: judged again");
    harness.get_by_label("The entries are marked in the Log tab.");
    harness.get_by_label("judged differently from the file");
    harness.get_by_label("the seal breaks here");
    harness.get_by_label("Entry 2").click();
    harness.run();

    harness.get_by_label("Accept as it is").click();
    harness.run();
    assert!(harness.query_by_label("Opened: judged again").is_none());
    assert!(
        harness
            .query_by_label("judged differently from the file")
            .is_none()
    );
    let session = harness.state().session().expect("the game stays open");
    assert!(session.opening().is_none());
    let entry = &session.record().entries[1];
    assert_eq!(entry.findings[0].rule, RuleRef::new("1.4.2"));
    assert_eq!(entry.findings_before, Some(Vec::new()));
    // The log notes what the file had stored.
    harness.get_by_label_contains("judged again: stored: nothing; today: 1.4.2");
    // Saved, it opens with no difference and its seal intact.
    harness
        .state_mut()
        .request(Command::SaveTo(dir.join("accepted.yaml")));
    harness.run();
    let again = opened(&dir.join("accepted.yaml"));
    assert!(again.opening().is_none());
    assert_eq!(again.seal(), Some(&Seal::Intact { entries: 7 }));
    assert_eq!(again.record().entries[1].findings_before, Some(Vec::new()));
}
