//! A game of Gandhi played at a distance from the command line, by two
//! seats, each with its own user data folder (its own key) and its own
//! copy of the log: the key made, the seats joined and set, a card drawn
//! fairly from both seats' secrets, turns sent and opened, a turn changed
//! in transit refused, and both copies ending with the same seal.

use std::ffi::OsString;
use std::path::Path;

use coin_table::{Gesture, TableEntry, TableLog};
use gandhi_moderator::cli::{Outcome, run_with};
use gandhi_validator::volume::Gandhi;

use crate::common::scratch;

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The program run with `args`, as a seat whose user data folder is
/// `user_data`, in `lang`.
fn run(user_data: &Path, lang: &str, args: &[&str]) -> Outcome {
    let all: Vec<OsString> = ["gandhi-moderator", "--user-data", path(user_data)]
        .into_iter()
        .chain(["--lang", lang, "table"])
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    run_with(all, &[])
}

fn read(file: &Path) -> TableLog {
    let text = std::fs::read_to_string(file).unwrap();
    TableLog::read(&Gandhi, "game.yaml", &text).unwrap().log
}

#[test]
fn two_seats_play_at_a_distance_by_turn_files_from_the_command_line() {
    let dir = scratch("distance", "cli");
    let (asha, bimal) = (dir.join("asha"), dir.join("bimal"));
    let (a, b) = (dir.join("a.yaml"), dir.join("b.yaml"));
    let setup = run(
        &asha,
        "en",
        &[
            "setup",
            "short",
            "--seed",
            "4",
            "-o",
            path(&a),
            "--distance",
        ],
    );
    assert_eq!(setup.code, 0, "{setup:?}");
    assert!(setup.stdout.contains("played at a distance"), "{setup:?}");
    std::fs::copy(&a, &b).unwrap();

    // Each seat's key is made on its own machine; only the public key and
    // the commitment leave it, in the seat file.
    let key = run(&asha, "en", &["key"]);
    assert!(key.stdout.contains("Made this machine's key"), "{key:?}");
    assert!(asha.join("keys").join("seat.key").exists());
    let again = run(&asha, "en", &["key"]);
    assert!(!again.stdout.contains("Made"), "{again:?}");
    let asha_seat = dir.join("asha.seat");
    let bimal_seat = dir.join("bimal.seat");
    let joined = run(
        &asha,
        "en",
        &[
            "join",
            path(&a),
            "--seat",
            "Asha",
            "--sides",
            "raj,muslim_league",
            "-o",
            path(&asha_seat),
        ],
    );
    assert_eq!(joined.code, 0, "{joined:?}");
    let wrong = run(
        &bimal,
        "en",
        &[
            "join",
            path(&b),
            "--seat",
            "Bimal",
            "--sides",
            "league",
            "-o",
            "x",
        ],
    );
    assert!(wrong.stderr.contains("`league` is no side"), "{wrong:?}");
    let sides = ["--sides", "congress,revolutionaries"];
    let joined = run(
        &bimal,
        "en",
        &[
            &["join", path(&b), "--seat", "Bimal"][..],
            &sides,
            &["-o", path(&bimal_seat)],
        ]
        .concat(),
    );
    assert_eq!(joined.code, 0, "{joined:?}");
    let seated = run(
        &asha,
        "en",
        &["seats", path(&a), path(&asha_seat), path(&bimal_seat)],
    );
    assert_eq!(seated.code, 0, "{seated:?}");
    // The holder sends the seated log to the other seat.
    std::fs::copy(&a, &b).unwrap();

    // Asha asks for the first card; nobody can know it yet.
    let drawn = run(&asha, "en", &["draw", path(&a)]);
    assert!(
        drawn.stdout.contains("waits for the secrets of: Bimal"),
        "{drawn:?}"
    );
    assert!(read(&a).entries.is_empty());
    let t1 = dir.join("t1.yaml");
    let sent = run(&asha, "en", &["send", path(&a), "-o", path(&t1)]);
    assert_eq!(sent.code, 0, "{sent:?}");
    let opened = run(&bimal, "en", &["open", path(&b), path(&t1)]);
    assert_eq!(opened.code, 0, "{opened:?}");
    assert!(
        opened.stdout.contains("draw 1 turned a card up as entry 1"),
        "{opened:?}"
    );

    // Bimal makes an entry of its own, and sends it with the draw.
    let mut log = read(&b);
    log.entries.push(TableEntry {
        gestures: vec![Gesture::Track {
            track: "unity".to_owned(),
            value: 2,
        }],
        ..TableEntry::default()
    });
    std::fs::write(&b, log.write(&Gandhi)).unwrap();
    let t2 = dir.join("t2.yaml");
    let sent = run(&bimal, "en", &["send", path(&b), "-o", path(&t2)]);
    assert!(sent.stdout.contains("2 entries after entry 0"), "{sent:?}");

    // Changed on the way, the turn is refused and Asha's log is as it was.
    let text = std::fs::read_to_string(&t2).unwrap();
    assert!(text.contains("value: 2"), "{text}");
    let changed = dir.join("t2-changed.yaml");
    std::fs::write(&changed, text.replace("value: 2", "value: 5")).unwrap();
    let before = std::fs::read_to_string(&a).unwrap();
    let refused = run(&asha, "en", &["open", path(&a), path(&changed)]);
    assert_eq!(refused.code, 2, "{refused:?}");
    assert!(
        refused.stderr.contains("changed after it was sent"),
        "{refused:?}"
    );
    assert_eq!(std::fs::read_to_string(&a).unwrap(), before);
    let italian = run(&asha, "it", &["open", path(&a), path(&changed)]);
    assert!(
        italian.stderr.contains("Il turno non è stato preso"),
        "{italian:?}"
    );

    // The turn as sent is taken, each entry judged with whose hand it bears.
    let opened = run(&asha, "en", &["open", path(&a), path(&t2)]);
    assert_ne!(opened.code, 2, "{opened:?}");
    assert!(
        opened
            .stdout
            .contains("Took the turn of Bimal: 2 new entries"),
        "{opened:?}"
    );
    assert!(opened.stdout.contains("signed by Bimal"), "{opened:?}");
    let (copy_a, copy_b) = (read(&a), read(&b));
    assert_eq!(copy_a.entries, copy_b.entries);
    assert_eq!(copy_a.seal(&Gandhi), copy_b.seal(&Gandhi));
    let judged = run(&asha, "en", &["judge", path(&a)]);
    assert!(
        judged.stdout.contains("Entry 2: ") && judged.stdout.contains("(signed by Bimal)"),
        "{judged:?}"
    );
    assert!(judged.stdout.contains("seal holds"), "{judged:?}");

    // A turn sent twice is nothing new; one that skips a turn is refused.
    let twice = run(&asha, "en", &["open", path(&a), path(&t2)]);
    assert!(twice.stdout.contains("0 new entries"), "{twice:?}");
    let fresh = dir.join("fresh.yaml");
    std::fs::copy(dir.join("b.yaml"), &fresh).unwrap();
    let mut empty = read(&fresh);
    empty.entries.clear();
    empty.distance.signatures.clear();
    empty.distance.reveals.clear();
    empty.distance.draws.clear();
    std::fs::write(&fresh, empty.write(&Gandhi)).unwrap();
    let t3 = dir.join("t3.yaml");
    let later = copy_b.turn(&Gandhi, "Bimal", 1);
    std::fs::write(&t3, later.write()).unwrap();
    let gap = run(&asha, "es", &["open", path(&fresh), path(&t3)]);
    assert!(
        gap.stderr.contains("abre antes los turnos intermedios"),
        "{gap:?}"
    );
}
