//! A saved game judged again on opening, and its sealed log: each way of
//! editing a saved game by hand is caught, by the seal when the hashes were
//! left as they were, and by judging again (or replaying the seed's dice)
//! when whoever edited the file computed the chain again.

use coin_table::RuleRef;
use coin_table::{Break, BreakKind, Seal};
use gandhi_validator::components::GameData;
use gandhi_validator::log::{Game, Opened};
use gandhi_validator::log::{GameRecord, ReplayError, read_record, record_to_yaml};
use gandhi_validator::play::Die;
use gandhi_validator::terms::{Faction, Piece};
use gandhi_validator::{
    position::{Edit, EditError},
    terms::Place,
};

fn data() -> GameData {
    GameData::bundled().unwrap()
}

/// A short game played through `Game::push`, as the board logs it: a Troop
/// deployed to Bihar, one to Mysore (a Princely State: 1.4.2) and back, two
/// dice rolled by the program with different values, and two track moves.
/// The seed is the first from 1 whose two dice differ.
pub fn played(data: &GameData) -> GameRecord {
    (1..)
        .map(|seed| played_with(data, seed))
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

fn played_with(data: &GameData, seed: u64) -> GameRecord {
    let mut game = Game::new(data, GameRecord::new("short", seed)).unwrap();
    let at = |key: &str| Place::Space(data.map.by_key(key).unwrap());
    let troop = |from, to| Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from,
        to,
    };
    let roll = |game: &Game| {
        let mut rng = game.state().rng;
        Edit::Die(Die::program(None, rng.roll_die()))
    };
    let restraint = |value| Edit::SetTrack {
        track: gandhi_validator::play::Track::Restraint,
        value,
    };
    let mut n = 0;
    let mut push = |game: &mut Game, edit| {
        n += 1;
        let at = format!("2026-11-21T20:{n:02}:00+01:00");
        game.push(data, edit, Some(Faction::Raj), at).unwrap();
    };
    push(&mut game, troop(Place::Available, at("bihar")));
    push(&mut game, troop(Place::Available, at("mysore")));
    push(&mut game, troop(at("mysore"), Place::Available));
    let die = roll(&game);
    push(&mut game, die);
    push(&mut game, restraint(2));
    let die = roll(&game);
    push(&mut game, die);
    push(&mut game, restraint(1));
    game.record().clone()
}

fn open(data: &GameData, text: &str) -> (Seal, Result<Opened, ReplayError>) {
    let read = read_record(data, "game.yaml", text).unwrap();
    (read.seal, Game::open(data, read.record))
}

/// The saved text as a YAML tree, for editing by hand.
fn tree(text: &str) -> serde_json::Value {
    serde_saphyr::from_str(text).unwrap()
}

fn text(tree: &serde_json::Value) -> String {
    serde_saphyr::to_string(tree).unwrap()
}

#[test]
fn a_saved_game_reopens_sealed_with_no_difference() {
    let data = data();
    let record = played(&data);
    assert_eq!(
        record.entries[1].findings[0].rule,
        RuleRef::new("1.4.2"),
        "the Troop in Mysore"
    );
    let saved = record_to_yaml(&data, &record);
    assert!(saved.contains("hash: "), "{saved}");
    assert!(saved.contains("seal:"), "{saved}");
    let (seal, opened) = open(&data, &saved);
    assert_eq!(seal, Seal::Intact { entries: 7 });
    let opened = opened.unwrap();
    assert!(opened.differences.is_empty(), "{:?}", opened.differences);
    assert_eq!(opened.game.record(), &record);
    // Saved again, the same text.
    assert_eq!(record_to_yaml(&data, opened.game.record()), saved);
}

#[test]
fn a_file_written_before_seals_opens_as_not_sealed() {
    let data = data();
    let mut old = tree(&record_to_yaml(&data, &played(&data)));
    old["version"] = 2.into();
    old.as_object_mut().unwrap().remove("seal");
    for entry in old["log"].as_array_mut().unwrap() {
        entry.as_object_mut().unwrap().remove("hash");
    }
    let (seal, opened) = open(&data, &text(&old));
    assert_eq!(seal, Seal::NotSealed);
    assert!(opened.unwrap().differences.is_empty());
}

#[test]
fn a_current_file_with_its_seal_stripped_is_a_broken_seal() {
    let data = data();
    let record = played(&data);
    // Every hash and the seal taken out of a file of today's version, and
    // an entry's findings deleted: the edit hides behind no "not sealed".
    let mut stripped = tree(&record_to_yaml(&data, &record));
    stripped.as_object_mut().unwrap().remove("seal");
    for entry in stripped["log"].as_array_mut().unwrap() {
        entry.as_object_mut().unwrap().remove("hash");
    }
    stripped["log"][1]
        .as_object_mut()
        .unwrap()
        .remove("findings");
    let (seal, opened) = open(&data, &text(&stripped));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 0,
            kind: BreakKind::Stripped
        })
    );
    assert!(seal.is_broken());
    assert_eq!(opened.unwrap().differences.len(), 1);
}

#[test]
fn deleted_findings_are_caught() {
    let data = data();
    let record = played(&data);
    // By hand: the seal breaks at the entry, and judging again finds it.
    let mut edited = tree(&record_to_yaml(&data, &record));
    edited["log"][1].as_object_mut().unwrap().remove("findings");
    let (seal, opened) = open(&data, &text(&edited));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 1,
            kind: BreakKind::Altered
        })
    );
    let opened = opened.unwrap();
    assert_eq!(opened.differences.len(), 1);
    let difference = &opened.differences[0];
    assert_eq!(difference.entry, 1);
    assert!(difference.stored.is_empty());
    assert_eq!(difference.today[0].rule, RuleRef::new("1.4.2"));
    // The entry keeps today's finding and notes what was stored.
    let entry = &opened.game.record().entries[1];
    assert_eq!(entry.findings, difference.today);
    assert_eq!(entry.findings_before, Some(Vec::new()));

    // With the chain computed again, judging again still finds it.
    let mut forged = record.clone();
    forged.entries[1].findings.clear();
    let (seal, opened) = open(&data, &record_to_yaml(&data, &forged));
    assert_eq!(seal, Seal::Intact { entries: 7 });
    assert_eq!(opened.unwrap().differences[0].entry, 1);
}

#[test]
fn a_troop_move_redirected_into_a_princely_state_is_caught() {
    let data = data();
    let record = played(&data);
    let mut edited = tree(&record_to_yaml(&data, &record));
    edited["log"][0]["move"]["to"] = "hyderabad".into();
    let (seal, opened) = open(&data, &text(&edited));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 0,
            kind: BreakKind::Altered
        })
    );
    let differences = opened.unwrap().differences;
    assert_eq!(differences[0].entry, 0);
    assert!(differences[0].stored.is_empty());
    assert_eq!(differences[0].today[0].rule, RuleRef::new("1.4.2"));
    assert_eq!(
        differences[0].today[0].issue.code(),
        "TroopsInPrincelyState"
    );

    let mut forged = record.clone();
    let hyderabad = data.map.by_key("hyderabad").unwrap();
    if let Edit::MovePieces { to, .. } = &mut forged.entries[0].edit {
        *to = Place::Space(hyderabad);
    }
    let (seal, opened) = open(&data, &record_to_yaml(&data, &forged));
    assert!(!seal.is_broken());
    assert_eq!(opened.unwrap().differences[0].entry, 0);
}

#[test]
fn removed_entries_are_caught_by_the_seal() {
    let data = data();
    let mut edited = tree(&record_to_yaml(&data, &played(&data)));
    edited["log"].as_array_mut().unwrap().remove(4);
    let (seal, opened) = open(&data, &text(&edited));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 4,
            kind: BreakKind::Removed { count: 1 }
        })
    );
    // The rest replays: only the seal tells.
    assert!(opened.unwrap().differences.is_empty());

    let mut cut = tree(&record_to_yaml(&data, &played(&data)));
    cut["log"].as_array_mut().unwrap().truncate(5);
    let (seal, _) = open(&data, &text(&cut));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 5,
            kind: BreakKind::RemovedAtEnd { count: 2 }
        })
    );
}

#[test]
fn an_added_entry_and_a_changed_header_are_named() {
    let data = data();
    let saved = tree(&record_to_yaml(&data, &played(&data)));
    let mut added = saved.clone();
    let copy = added["log"][4].clone();
    let log = added["log"].as_array_mut().unwrap();
    log.insert(5, copy);
    log[5].as_object_mut().unwrap().remove("hash");
    let (seal, _) = open(&data, &text(&added));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 5,
            kind: BreakKind::Inserted { count: 1 }
        })
    );
    // Two entries swapped, each with its own hash: they were moved, not
    // added.
    let mut swapped = saved.clone();
    swapped["log"].as_array_mut().unwrap().swap(2, 3);
    let (seal, _) = open(&data, &text(&swapped));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 2,
            kind: BreakKind::Reordered
        })
    );
    // Three entries turned around likewise.
    let mut turned = saved.clone();
    turned["log"].as_array_mut().unwrap()[1..4].reverse();
    let (seal, _) = open(&data, &text(&turned));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 1,
            kind: BreakKind::Reordered
        })
    );
    let mut reseeded = saved.clone();
    reseeded["seed"] = 12345.into();
    let (seal, _) = open(&data, &text(&reseeded));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 0,
            kind: BreakKind::Header
        })
    );
}

/// A die the program rolled, changed and typed in as if from real dice
/// (its `rolled` mark removed): the seal breaks there; and even with the
/// chain computed again, the next die the program rolled no longer comes
/// out of the seed, and the die that lost its mark is named.
#[test]
fn a_die_changed_with_its_rolled_mark_removed_is_caught() {
    let data = data();
    let record = played(&data);
    let Edit::Die(first) = record.entries[3].edit else {
        panic!("entry 4 is a die")
    };
    let changed = first.value % 6 + 1;
    let mut edited = tree(&record_to_yaml(&data, &record));
    let die = &mut edited["log"][3]["die"];
    die["value"] = changed.into();
    die.as_object_mut().unwrap().remove("rolled");
    let (seal, opened) = open(&data, &text(&edited));
    assert_eq!(
        seal,
        Seal::Broken(Break {
            entry: 3,
            kind: BreakKind::Altered
        })
    );
    let expected = ReplayError::Unmarked {
        index: 5,
        error: EditError::DieMismatch {
            logged: match record.entries[5].edit {
                Edit::Die(d) => d.value,
                _ => unreachable!(),
            },
            rolled: first.value,
        },
        unmarked: 3,
        shows: changed,
        seed: first.value,
    };
    assert_eq!(opened.unwrap_err(), expected);

    let mut forged = record.clone();
    forged.entries[3].edit = Edit::Die(Die {
        space: None,
        value: changed,
        rolled: false,
    });
    let (seal, opened) = open(&data, &record_to_yaml(&data, &forged));
    assert!(!seal.is_broken());
    let error = opened.unwrap_err();
    assert_eq!(error, expected);
    assert!(error.to_string().contains("log entry 4"), "{error}");
}

#[test]
fn a_time_that_is_not_a_time_is_refused_with_its_place() {
    let data = data();
    let saved = record_to_yaml(&data, &played(&data));
    let first = saved.lines().position(|l| l.contains("at: ")).unwrap();
    let edited = saved.replacen("2026-11-21T20:03:00+01:00", "yesterday-ish", 1);
    assert_ne!(edited, saved);
    let line = edited
        .lines()
        .position(|l| l.contains("yesterday-ish"))
        .unwrap();
    assert!(line > first);
    let errors = read_record(&data, "game.yaml", &edited).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "log[2].at");
    assert_eq!(error.pos.line as usize, line + 1);
    assert!(error.pos.column > 0);
    assert!(error.message.contains("`yesterday-ish` is not a time"));
}

#[test]
fn a_bookmark_or_a_line_whose_time_is_not_a_time_is_refused_with_its_place() {
    let data = data();
    let mut saved = tree(&record_to_yaml(&data, &played(&data)));
    saved["annotations"] = serde_json::json!([
        { "entry": 1, "bookmark": "start", "at": "2026-11-21T20:05:00+01:00" },
        { "entry": 2, "note": "odd", "at": "sometime" },
    ]);
    saved["branches"] = serde_json::json!([
        { "name": "what if", "at": "2026-13-40T99:00:00Z", "from": 1 },
    ]);
    let errors = read_record(&data, "game.yaml", &text(&saved)).unwrap_err();
    let paths: Vec<&str> = errors.0.iter().map(|e| e.path.as_str()).collect();
    assert_eq!(paths, ["annotations[1].at", "branches[0].at"], "{errors}");
    assert!(
        errors
            .0
            .iter()
            .all(|e| e.pos.line > 0 && e.message.contains("is not a time"))
    );
    // With real times, the same file reads.
    saved["annotations"][1]["at"] = "2026-11-21T20:06:00Z".into();
    saved["branches"][0]["at"] = "2026-11-21T20:07:00+01:00".into();
    read_record(&data, "game.yaml", &text(&saved)).unwrap();
}

#[test]
fn a_different_rule_for_the_same_finding_is_a_difference() {
    let data = data();
    let mut record = played(&data);
    record.entries[1].findings[0].rule = RuleRef::new("1.4.1");
    let (_, opened) = open(&data, &record_to_yaml(&data, &record));
    let differences = opened.unwrap().differences;
    assert_eq!(differences.len(), 1);
    assert_eq!(differences[0].stored[0].rule, RuleRef::new("1.4.1"));
    assert_eq!(differences[0].today[0].rule, RuleRef::new("1.4.2"));
}

/// Whole random games, saved and opened again: the seal holds and judging
/// again finds what was found while playing, entry by entry.
#[test]
fn whole_games_reopen_sealed_with_no_difference() {
    use gandhi_validator::playouts::{Checks, play_game, simulation_data};
    let data = simulation_data(&data());
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    for (scenario, seed) in [("short", 3), ("main", 4)] {
        let seats = gandhi_validator::position::four_players();
        let summary = play_game(&data, scenario, seed, seats, checks).unwrap();
        let saved = record_to_yaml(&data, &summary.record);
        let (seal, opened) = open(&data, &saved);
        assert_eq!(
            seal,
            Seal::Intact {
                entries: summary.entries
            }
        );
        let opened = opened.unwrap();
        assert!(opened.differences.is_empty(), "{:?}", opened.differences);
        assert_eq!(opened.game.record(), &summary.record);
    }
}
