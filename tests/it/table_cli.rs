//! The table's own commands (`table setup`, `check`, `judge`, `report`)
//! run through the contract: on the made-up volume of the table's tests,
//! which the program was not written for, seated beside Gandhi; and on
//! Gandhi, through the same code.

use std::ffi::OsString;
use std::path::Path;

use coin_table::{Gesture, TableEntry, TableLog};
use gandhi_moderator::cli::{Outcome, run_with};
use gandhi_moderator::table_cli::Seated;

use crate::common::scratch;
use crate::tiny::{Tiny, TinyData, data};

/// The table's commands on Vijayanagara in a language.
fn vijayanagara_cli(tiny: &TinyData, lang: &str, args: &[&str]) -> Outcome {
    let all: Vec<&str> = ["--lang", lang, "table", "--volume", "vijayanagara"]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    table(tiny, &all)
}

fn table(tiny: &TinyData, args: &[&str]) -> Outcome {
    let seat = Seated {
        volume: Tiny,
        data: tiny,
        names: None,
    };
    let args: Vec<OsString> = std::iter::once("gandhi-moderator")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    run_with(args, &[&seat])
}

/// A table command on the made-up volume, in `lang`.
fn tiny_in(tiny: &TinyData, lang: &str, command: &[&str]) -> Outcome {
    let args: Vec<&str> = ["--lang", lang, "table", "--volume", "tiny"]
        .into_iter()
        .chain(command.iter().copied())
        .collect();
    table(tiny, &args)
}

fn moved(piece: &str, count: u32, from: &str, to: &str) -> Gesture {
    Gesture::Move {
        piece: piece.to_owned(),
        count,
        from: from.to_owned(),
        to: to.to_owned(),
    }
}

/// A game of the made-up volume: a March past the next space, left
/// unpaid, then a free change that overstacks the plain.
fn far_march(file: &Path) {
    let mut log = TableLog::new("tiny", "standard", 5);
    log.entries.push(TableEntry {
        declare: Some("march crown".to_owned()),
        gestures: vec![moved("crown", 1, "north", "south")],
        ..Default::default()
    });
    log.entries.push(TableEntry {
        declare: None,
        gestures: vec![
            moved("rebels", 2, "south", "plain"),
            moved("crown", 1, "hills", "plain"),
        ],
        ..Default::default()
    });
    std::fs::write(file, log.write(&Tiny)).unwrap();
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn the_made_up_volume_is_set_up_and_checked_by_the_command_line() {
    let tiny = data();
    let dir = scratch("table-cli", "setup");
    let file = dir.join("game.yaml");
    let out = tiny_in(
        &tiny,
        "en",
        &["setup", "standard", "--seed", "9", "-o", path(&file)],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stdout
            .contains("a new game of tiny, scenario standard, seed 9"),
        "{}",
        out.stdout
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("format: table log\n"), "{text}");
    assert!(text.contains("volume: tiny"), "{text}");

    let out = tiny_in(&tiny, "en", &["check", path(&file)]);
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(
        out.stdout,
        "Nothing breaks a rule.\nCrown: 2 (to exceed: 2)\nRebels: 2 (to exceed: 2)\n"
    );
    let none = table(
        &tiny,
        &[
            "table",
            "--volume",
            "tiny",
            "setup",
            "grand",
            "-o",
            path(&dir.join("x.yaml")),
        ],
    );
    assert_eq!(none.code, 2, "{none:?}");
    assert!(
        none.stderr.contains("no scenario `grand`"),
        "{}",
        none.stderr
    );
}

#[test]
fn the_made_up_volume_is_judged_entry_by_entry_in_its_own_words() {
    let tiny = data();
    let dir = scratch("table-cli", "judge");
    let file = dir.join("game.yaml");
    far_march(&file);
    let out = tiny_in(&tiny, "en", &["judge", path(&file)]);
    assert_eq!(out.code, 1, "{out:?}");
    assert_eq!(
        out.stdout,
        "Entry 1: march crown\n\
         \x20 § 3.1, breaks a rule: The Crown marched further than the next space.\n\
         \x20 § 3.1, breaks a rule: The March cost 1 Resources, but 0 were paid.\n\
         Entry 2: free changes\n\
         \x20 § 1.4, breaks a rule: Plain holds 4 pieces, more than three.\n\
         The log's seal holds.\n"
    );
    let italian = tiny_in(&tiny, "it", &["judge", path(&file)]);
    assert!(
        italian.stdout.contains(
            "§ 3.1, viola una regola: La Marcia costava 1 Risorse, ma ne sono state pagate 0."
        ),
        "{}",
        italian.stdout
    );
    // The volume has no words for this verdict in Italian: its code, its
    // arguments named.
    assert!(
        italian.stdout.contains("MarchNotNext (Corona)"),
        "{}",
        italian.stdout
    );
    // Nor any Spanish: codes and keys, nothing lost.
    let spanish = tiny_in(&tiny, "es", &["judge", path(&file)]);
    assert!(
        spanish
            .stdout
            .contains("§ 3.1, infringe una regla: MarchPaid (1, 0)"),
        "{}",
        spanish.stdout
    );

    let json = table(
        &tiny,
        &["table", "--volume", "tiny", "judge", "--json", path(&file)],
    );
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["sealed"], true);
    assert_eq!(value["entries"][0]["verdicts"][1]["code"], "MarchPaid");
    assert_eq!(
        value["entries"][0]["verdicts"][1]["args"],
        serde_json::json!(["1", "0"])
    );
    assert_eq!(value["entries"][1]["verdicts"][0]["rule"], "1.4");
}

#[test]
fn a_log_changed_by_hand_or_of_no_volume_here_is_said_so() {
    let tiny = data();
    let dir = scratch("table-cli", "tampered");
    let file = dir.join("game.yaml");
    far_march(&file);
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("count: 2", "count: 1")).unwrap();
    let out = tiny_in(&tiny, "en", &["judge", path(&file)]);
    assert_eq!(out.code, 1, "{out:?}");
    assert!(
        out.stdout
            .ends_with("The log was changed after it was sealed.\n"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("Plain holds"), "{}", out.stdout);

    let elsewhere = table(
        &tiny,
        &[
            "--lang",
            "en",
            "table",
            "--volume",
            "chess",
            "check",
            path(&file),
        ],
    );
    assert_eq!(elsewhere.code, 2);
    assert!(
        elsewhere.stderr.contains(
            "There is no volume chess at this table; it carries: gandhi, vijayanagara, tiny."
        ),
        "{}",
        elsewhere.stderr
    );
    let as_gandhi = table(&tiny, &["--lang", "en", "table", "check", path(&file)]);
    assert_eq!(as_gandhi.code, 2);
    assert!(
        as_gandhi
            .stderr
            .contains("a log of `tiny`, not of `gandhi`"),
        "{}",
        as_gandhi.stderr
    );
    assert!(
        as_gandhi.stderr.contains("game.yaml"),
        "{}",
        as_gandhi.stderr
    );

    let broken = dir.join("broken.yaml");
    std::fs::write(&broken, "format: table log\nversion: 1\nvolume: [\n").unwrap();
    let out = tiny_in(&tiny, "en", &["check", path(&broken)]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("broken.yaml:"), "{}", out.stderr);
}

#[test]
fn a_report_of_the_made_up_volumes_game_is_written_in_markdown() {
    let tiny = data();
    let dir = scratch("table-cli", "report");
    let file = dir.join("game.yaml");
    far_march(&file);
    let output = dir.join("report.md");
    let out = tiny_in(&tiny, "en", &["report", path(&file), "-o", path(&output)]);
    assert_eq!(out.code, 0, "{out:?}");
    assert!(out.stdout.contains("2 entries"), "{}", out.stdout);
    let md = std::fs::read_to_string(&output).unwrap();
    assert!(
        md.starts_with("# tiny: scenario standard, seed 5\n\nThe log's seal holds.\n"),
        "{md}"
    );
    assert!(
        md.contains("## Entry 1: march crown\n\n- 1 Crown from North to South\n"),
        "{md}"
    );
    assert!(
        md.contains("> § 1.4, breaks a rule: Plain holds 4 pieces, more than three.\n"),
        "{md}"
    );
    assert!(
        md.ends_with("- Crown: 2 (to exceed: 2)\n- Rebels: 1 (to exceed: 2)\n\n"),
        "{md}"
    );
}

/// A dispute report of the made-up volume's game: the page, its Markdown
/// and the board before and after drawn from the volume's layout, of the
/// entries asked for, with the hash of those entries; a range past the log
/// is refused with the reason.
#[test]
fn a_dispute_report_of_the_made_up_volumes_game_is_written_with_its_pictures() {
    let tiny = data();
    let dir = scratch("table-cli", "dispute");
    let file = dir.join("game.yaml");
    far_march(&file);
    let mut log = TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap())
        .unwrap()
        .log;
    log.annotations.push(coin_table::Annotation {
        entry: 2,
        bookmark: Some("[crowded](http://example.com)".to_owned()),
        note: Some("<script>alert(1)</script>".to_owned()),
        finding: None,
        at: "2026-11-27T10:00:00+00:00".to_owned(),
    });
    std::fs::write(&file, log.write(&Tiny)).unwrap();
    let output = dir.join("dispute.html");
    let out = tiny_in(
        &tiny,
        "en",
        &["report", path(&file), "--entry", "2", "-o", path(&output)],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert!(out.stdout.contains("dispute.html"), "{}", out.stdout);
    assert!(
        out.stdout.contains("The log's seal holds."),
        "{}",
        out.stdout
    );
    let md = std::fs::read_to_string(dir.join("dispute.md")).unwrap();
    assert!(md.starts_with("# Dispute report: entry 2\n"), "{md}");
    assert!(
        md.contains("Covers entries 2 to 2 of the 2 in the log"),
        "{md}"
    );
    assert!(!md.contains("## Entry 1"), "only the entry asked for: {md}");
    assert!(md.contains("## Entry 2\\: free changes"), "{md}");
    assert!(md.contains("Plain holds 4 pieces"), "{md}");
    assert!(md.contains("![Before entry 2](dispute-before.svg)"), "{md}");
    // What a file wrote is plain text: no link, no script.
    assert!(md.contains("\\[crowded\\]"), "{md}");
    let html = std::fs::read_to_string(&output).unwrap();
    assert!(!html.contains("<script>"), "{html}");
    assert!(!html.contains("<a "), "{html}");
    assert!(html.contains("&lt;script&gt;"), "{html}");
    let before = std::fs::read_to_string(dir.join("dispute-before.svg")).unwrap();
    let after = std::fs::read_to_string(dir.join("dispute-after.svg")).unwrap();
    assert!(before.starts_with("<svg"), "{before}");
    assert!(before.contains(">Plain</text>"), "{before}");
    assert!(before.contains(">R1</text>"), "{before}");
    assert!(
        before.contains(">C Crown, R Rebels</text>"),
        "the legend: {before}"
    );
    assert!(after.contains(">C1 R3</text>"), "{after}");
    assert!(
        after.contains("stroke=\"#e07000\""),
        "the changed spaces are outlined"
    );
    // The hash is of the entry covered, as the log seals it.
    let hash = out.stdout.split("SHA-256 of the entries: ").nth(1).unwrap();
    assert!(md.contains(hash.lines().next().unwrap()), "{md}");

    let past = tiny_in(
        &tiny,
        "en",
        &[
            "report",
            path(&file),
            "--entry",
            "5..9",
            "-o",
            path(&output),
        ],
    );
    assert_eq!(past.code, 2, "{past:?}");
    assert!(past.stderr.contains("--entry 5..9"), "{}", past.stderr);
    let unreadable = tiny_in(
        &tiny,
        "en",
        &["report", path(&file), "--entry", "two", "-o", path(&output)],
    );
    assert_eq!(unreadable.code, 2, "{unreadable:?}");

    // A log with no entry yet: its Markdown report is the header alone;
    // a dispute report has nothing to cover.
    let fresh = dir.join("fresh.yaml");
    std::fs::write(&fresh, TableLog::new("tiny", "standard", 1).write(&Tiny)).unwrap();
    let md = dir.join("fresh.md");
    let plain = tiny_in(&tiny, "en", &["report", path(&fresh), "-o", path(&md)]);
    assert_eq!(plain.code, 0, "{plain:?}");
    let nothing = tiny_in(&tiny, "en", &["report", path(&fresh), "-o", path(&output)]);
    assert_eq!(nothing.code, 2, "{nothing:?}");
}

/// Gandhi through the same commands: Troops dragged into Mysore by a
/// Deploy are judged with the section the rules crate gives (1.4.2).
#[test]
fn gandhi_runs_through_the_same_table_commands() {
    let tiny = data();
    let dir = scratch("table-cli", "gandhi");
    let file = dir.join("game.yaml");
    let out = table(
        &tiny,
        &[
            "--lang",
            "en",
            "table",
            "setup",
            "short",
            "--seed",
            "3",
            "-o",
            path(&file),
        ],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stdout
            .contains("a new game of Gandhi, scenario Short (1930–1947)"),
        "{}",
        out.stdout
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("volume: gandhi"), "{text}");
    let italian = table(&tiny, &["--lang", "it", "table", "check", path(&file)]);
    assert!(
        italian.stdout.contains("Raj: 28 (da superare: 38)"),
        "{}",
        italian.stdout
    );
    let check = table(
        &tiny,
        &["--lang", "en", "table", "check", "--json", path(&file)],
    );
    let value: serde_json::Value = serde_json::from_str(&check.stdout).unwrap();
    assert_eq!(value["totals"].as_array().unwrap().len(), 4, "{value}");

    let mut log = TableLog::new("gandhi", "short", 3);
    log.entries.push(TableEntry {
        declare: Some("raj deploy".to_owned()),
        gestures: vec![moved("troops", 1, "available", "mysore")],
        ..Default::default()
    });
    std::fs::write(&file, log.write(&gandhi_validator::volume::Gandhi)).unwrap();
    let judged = table(
        &tiny,
        &["--lang", "en", "table", "judge", "--json", path(&file)],
    );
    assert_eq!(judged.code, 1, "{judged:?}");
    let value: serde_json::Value = serde_json::from_str(&judged.stdout).unwrap();
    let verdicts = value["entries"][0]["verdicts"].as_array().unwrap();
    assert!(
        verdicts
            .iter()
            .any(|v| v["code"] == "TroopsInPrincelyState" && v["rule"] == "1.4.2"),
        "{value}"
    );
    assert_eq!(value["sealed"], true);

    // A log written by hand, with no seal: Gandhi's findings in the
    // program's own words, and the missing seal said (no failure by itself).
    let by_hand = "format: table log\nversion: 1\nvolume: gandhi\nscenario: short\nseed: 3\n\
                   entries:\n- declare: raj deploy\n  gestures:\n  - move: \
                   { piece: troops, count: 1, from: available, to: mysore }\nend: table log\n";
    std::fs::write(&file, by_hand).unwrap();
    let italian = table(&tiny, &["--lang", "it", "table", "judge", path(&file)]);
    assert_eq!(italian.code, 1, "{italian:?}");
    assert!(
        italian.stdout.contains(
            "§ 1.4.2, viola una regola: Mysore è un Principato, dove le Truppe non possono mai stare; ne contiene 1\n"
        ),
        "{}",
        italian.stdout
    );
    assert!(
        italian.stdout.ends_with(
            "Il registro non porta sigillo (scritto a mano?): nulla dice se è stato cambiato.\n"
        ),
        "{}",
        italian.stdout
    );
    let json = table(&tiny, &["table", "judge", "--json", path(&file)]);
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["sealed"], serde_json::Value::Null);
    let fresh = dir.join("fresh.yaml");
    table(&tiny, &["table", "setup", "short", "-o", path(&fresh)]);
    let clean = table(&tiny, &["table", "judge", path(&fresh)]);
    assert_eq!(clean.code, 0, "{clean:?}");
}

/// The made-up volume's log in `file`, as read back.
fn read_log(file: &Path) -> coin_table::ReadLog {
    TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(file).unwrap()).unwrap()
}

/// `table turn` lets the made-up volume's non-player system play a side
/// on a log: the turn is added as an entry, judged, with the reason for
/// each decision; a tie waits for the players' answer (exit 3, the log
/// unchanged) and is settled by `--answer`; a side it does not run, and a
/// log changed after it was sealed, are refused (exit 2).
#[test]
fn a_non_players_turn_is_played_on_a_log_by_the_command_line() {
    let tiny = data();
    let dir = scratch("table-cli", "turn");
    let file = dir.join("game.yaml");
    let out = tiny_in(&tiny, "en", &["setup", "standard", "-o", path(&file)]);
    assert_eq!(out.code, 0, "{out:?}");

    let out = tiny_in(&tiny, "en", &["turn", "rebels", path(&file)]);
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(
        out.stdout,
        "§ 7.1: The largest stack that can march is in South, 2 pieces.\n\
         § 7.1: The Rebels march one piece from South to Plain.\n\
         Entry 1: march rebels (Rebels, non-player)\n\
         \x20 1 Rebels from South to Plain\n\
         \x20 Rebels Resources set to 2\n\
         Nothing breaks a rule.\n\
         Crown: 2 (to exceed: 2)\n\
         Rebels: 2 (to exceed: 2)\n"
    );
    let read = read_log(&file);
    assert!(read.sealed);
    assert_eq!(read.log.entries[0].non_player.as_deref(), Some("rebels"));
    // The report says why, as the turn said it.
    let report = dir.join("report.md");
    let out = tiny_in(&tiny, "en", &["report", path(&file), "-o", path(&report)]);
    assert_eq!(out.code, 0, "{out:?}");
    let md = std::fs::read_to_string(&report).unwrap();
    assert!(
        md.contains(
            "Why:\n\n- § 7.1: The largest stack that can march is in South, 2 pieces.\n\
             - § 7.1: The Rebels march one piece from South to Plain.\n"
        ),
        "{md}"
    );

    // A free change by hand leaves three Rebel stacks of one: a tie.
    let mut log = read.log;
    log.entries.push(TableEntry {
        gestures: vec![moved("rebels", 1, "plain", "hills")],
        ..Default::default()
    });
    std::fs::write(&file, log.write(&Tiny)).unwrap();
    let out = tiny_in(&tiny, "en", &["turn", "rebels", path(&file)]);
    assert_eq!(out.code, 3, "{out:?}");
    assert!(
        out.stdout.ends_with(
            "The Rebels have more than one stack of 1 that can march: which marches?\n\
             Rebels waits for the players' answer: run the command again with --answer and \
             one of these keys.\n  hills: Hills\n  plain: Plain\n  south: South\n"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), log.write(&Tiny));
    let out = tiny_in(
        &tiny,
        "it",
        &["turn", "rebels", path(&file), "--answer", "hills"],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stdout
            .contains("Voce 3: march rebels (Ribelli, non giocante)"),
        "{}",
        out.stdout
    );
    assert_eq!(read_log(&file).log.entries[2].answers, ["hills"]);

    let out = tiny_in(&tiny, "en", &["turn", "dragons", path(&file)]);
    assert_eq!(out.code, 2, "{out:?}");
    assert!(
        out.stderr
            .contains("dragons cannot play: no side `dragons`"),
        "{}",
        out.stderr
    );
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("count: 1", "count: 2")).unwrap();
    let out = tiny_in(&tiny, "en", &["turn", "crown", path(&file)]);
    assert_eq!(out.code, 2, "{out:?}");
    assert!(out.stderr.contains("no turn is added"), "{}", out.stderr);
}

/// A log of Gandhi whose first entry seats four non-players and shuffles
/// their Arjuna deck (8.1, 8.3), each a change of Gandhi's own.
pub(crate) fn seated_gandhi(data: &gandhi_validator::components::GameData, seed: u64) -> TableLog {
    use gandhi_validator::position::{Edit, Seat};
    use gandhi_validator::terms::Faction;
    use gandhi_validator::volume::Gandhi;
    let mut log = TableLog::new("gandhi", "short", seed);
    let seating = Faction::ALL.map(|faction| Edit::SetSeat {
        faction,
        seat: Seat::NonPlayer,
    });
    log.entries.push(TableEntry {
        gestures: seating
            .iter()
            .chain([&Edit::ArjunaShuffle])
            .map(|edit| Gandhi::gesture(data, edit))
            .collect(),
        ..Default::default()
    });
    log
}

/// The data of a game of four non-players: the made-up card and aid data
/// the program's own playouts use (the printed cards are the players').
pub(crate) fn non_player_data() -> gandhi_validator::components::GameData {
    use gandhi_validator::position::Seat;
    use gandhi_validator::terms::PerFaction;
    let seats = PerFaction::from_fn(|_| Seat::NonPlayer);
    let bundled = gandhi_validator::components::GameData::bundled().unwrap();
    gandhi_validator::playouts::playout_data(&bundled, &seats).unwrap()
}

/// Gandhi's non-players play from the table's command line through the
/// contract (8.1): `turn` plays the Faction whose turn it is, each decision
/// worded as Gandhi's own board words it (the eligibility table's checks,
/// 8.2.1), the declaration and its changes in the words of Gandhi's log;
/// a Faction whose turn it is not is refused with whose it is, and the log
/// is left as it was.
#[test]
fn gandhi_non_players_take_their_turns_from_the_tables_command_line() {
    use gandhi_validator::volume::Gandhi;
    let data = non_player_data();
    let seat = Seated {
        volume: Gandhi,
        data: &data,
        names: Some(gandhi_moderator::gandhi_table::NAMES),
    };
    let dir = scratch("table-cli", "gandhi-turn");
    let file = dir.join("game.yaml");
    std::fs::write(&file, seated_gandhi(&data, 3).write(&Gandhi)).unwrap();
    let run = |side: &str| {
        let args = [
            "gandhi-moderator",
            "--lang",
            "en",
            "table",
            "--volume",
            "gandhi",
            "turn",
            side,
            path(&file),
            "--answer",
            "not-effective",
        ];
        run_with(args.map(OsString::from), &[&seat])
    };
    let mut played = Vec::new();
    for side in ["raj", "congress", "muslim_league", "revolutionaries"] {
        let before = std::fs::read_to_string(&file).unwrap();
        let out = run(side);
        if out.code == 2 {
            assert!(out.stderr.contains("turn, not"), "{out:?}");
            assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
        } else {
            assert_eq!(out.code, 0, "{out:?}");
            played.push((side, out.stdout));
        }
    }
    let [(side, stdout)] = &played[..] else {
        panic!("one Faction plays first, not {}", played.len());
    };
    assert!(stdout.starts_with("§ 8.2.1: "), "{stdout}");
    assert!(stdout.contains("Entry 2: "), "{stdout}");
    assert!(stdout.contains(", non-player)"), "{stdout}");
    // Nothing of the written form reaches the reader.
    assert!(!stdout.contains('{'), "{stdout}");
    let text = std::fs::read_to_string(&file).unwrap();
    let read = TableLog::read(&Gandhi, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log.entries.len(), 2);
    assert_eq!(read.log.entries[1].non_player.as_deref(), Some(*side));
    assert_eq!(read.log.entries[1].answers, ["not-effective"]);
}

/// A game saved by Gandhi's own board (here one the program played by
/// itself) written as the table's log: the table's commands judge it,
/// sealed, entry for entry; a file that is no saved game is refused with
/// its name; the words follow `--lang`.
#[test]
fn a_saved_game_is_written_as_the_tables_log_and_judged_there() {
    let dir = scratch("table-cli", "to-table");
    let saved = dir.as_ref().join("game.yaml");
    let log = dir.as_ref().join("table.yaml");
    let tiny = data();
    let at = |p: &Path| p.display().to_string();
    let played = table(
        &tiny,
        &[
            "playout",
            "--games",
            "1",
            "--seed",
            "4",
            "--save",
            &at(&saved),
        ],
    );
    assert_eq!(played.code, 0, "{}", played.stderr);
    let written = table(&tiny, &["to-table", &at(&saved), "-o", &at(&log)]);
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert!(
        written.stdout.starts_with(&format!("Wrote {}: ", at(&log))),
        "{}",
        written.stdout
    );
    assert!(
        written.stdout.contains("entries of the saved game"),
        "{}",
        written.stdout
    );
    let read = TableLog::read(
        &gandhi_validator::volume::Gandhi,
        "table.yaml",
        &std::fs::read_to_string(&log).unwrap(),
    )
    .unwrap();
    assert!(read.sealed);
    assert!(read.log.entries.len() > 100, "{}", read.log.entries.len());
    assert!(read.log.entries.iter().any(|e| e.declare.is_some()));
    let judged = table(&tiny, &["table", "judge", &at(&log)]);
    assert!(
        judged.stdout.contains("The log's seal holds."),
        "{}",
        judged.stdout
    );

    let not_saved = table(&tiny, &["to-table", &at(&log), "-o", &at(&saved)]);
    assert_eq!(not_saved.code, 2, "{}", not_saved.stdout);
    assert!(
        not_saved.stderr.contains("table.yaml"),
        "{}",
        not_saved.stderr
    );
    let italian = table(
        &tiny,
        &["--lang", "it", "to-table", &at(&saved), "-o", &at(&log)],
    );
    assert!(italian.stdout.starts_with("Scritto "), "{}", italian.stdout);
}

#[test]
fn the_made_up_volumes_random_games_are_played_out_and_judged_by_the_command_line() {
    let tiny = data();
    let out = tiny_in(
        &tiny,
        "en",
        &["playout", "standard", "--games", "4", "--seed", "3"],
    );
    assert_eq!(out.code, 0, "{out:?}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", out.stdout);
    for (line, seed) in lines[..4].iter().zip(3..) {
        assert_eq!(
            *line,
            format!(
                "Seed {seed}: {} entries, nothing broke a rule.",
                crate::tiny::GAME_ENTRIES
            )
        );
    }
    assert_eq!(
        lines[4],
        format!(
            "4 games, {} entries: the generator and the checks agree.",
            4 * crate::tiny::GAME_ENTRIES
        )
    );

    // A generator that leaves a March unpaid is caught, entry and section.
    let mut slipping = data();
    slipping.slip = Some(1);
    let out = tiny_in(&slipping, "en", &["playout", "standard", "--games", "1"]);
    assert_eq!(out.code, 1, "{out:?}");
    assert!(
        out.stdout
            .contains(": § 3.1, breaks a rule: The March cost 1 Resources, but 0 were paid."),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("  entry "), "{}", out.stdout);
    let json = tiny_in(
        &slipping,
        "en",
        &["playout", "standard", "--games", "2", "--json"],
    );
    assert_eq!(json.code, 1, "{json:?}");
    let games: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 2);
    assert_eq!(games[0]["seed"], 1);
    assert_eq!(games[0]["broken"][0][1]["code"], "MarchPaid");
    assert_eq!(games[0]["broken"][0][1]["rule"], "3.1");

    // In Italian; and bad counts of games refused before any is played.
    let it = tiny_in(&tiny, "it", &["playout", "standard", "--games", "1"]);
    assert!(it.stdout.starts_with("Seme 1: "), "{}", it.stdout);
    assert!(
        it.stdout.contains("il generatore e i controlli concordano"),
        "{}",
        it.stdout
    );
    let none = tiny_in(&tiny, "en", &["playout", "standard", "--games", "0"]);
    assert_eq!(none.code, 2, "{none:?}");
    let past = tiny_in(
        &tiny,
        "en",
        &[
            "playout",
            "standard",
            "--games",
            "3",
            "--seed",
            "18446744073709551614",
        ],
    );
    assert_eq!(past.code, 2, "{past:?}");
    assert!(
        past.stderr.contains("18446744073709551615"),
        "{}",
        past.stderr
    );
    let grand = tiny_in(&tiny, "en", &["playout", "grand", "--games", "1"]);
    assert_eq!(grand.code, 1, "{grand:?}");
    assert!(
        grand
            .stdout
            .contains("Seed 1: the generator stopped before the end: no scenario `grand`"),
        "{}",
        grand.stdout
    );
}

#[test]
fn gandhis_random_games_are_played_out_by_the_same_table_command() {
    let tiny = data();
    let out = table(
        &tiny,
        &["table", "playout", "short", "--games", "2", "--seed", "6"],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert!(out.stdout.starts_with("Seed 6: "), "{}", out.stdout);
    assert!(out.stdout.contains("\nSeed 7: "), "{}", out.stdout);
    assert!(
        out.stdout.contains("2 games, ")
            && out.stdout.contains("the generator and the checks agree."),
        "{}",
        out.stdout
    );
}

/// A table command on the made-up volume with the table's own files read
/// from `user_data`.
fn tiny_with_files(tiny: &TinyData, user_data: &Path, command: &[&str]) -> Outcome {
    let args: Vec<&str> = ["--user-data", path(user_data), "table", "--volume", "tiny"]
        .into_iter()
        .chain(command.iter().copied())
        .collect();
    table(tiny, &args)
}

#[test]
fn the_tables_own_files_are_merged_for_any_volume_and_a_broken_one_left_out() {
    let tiny = data();
    let dir = scratch("table-cli", "own-files");
    let game = dir.join("game.yaml");
    // A March from the north to the south: two spaces on in the row.
    let mut log = TableLog::new("tiny", "standard", 5);
    log.entries.push(TableEntry {
        declare: Some("march crown".to_owned()),
        gestures: vec![
            moved("crown", 1, "north", "south"),
            Gesture::Track {
                track: "crown-resources".to_owned(),
                value: 2,
            },
        ],
        ..Default::default()
    });
    std::fs::write(&game, log.write(&crate::tiny::Tiny)).unwrap();

    // With no board file, the March goes too far.
    let without = tiny_with_files(&tiny, &dir, &["judge", path(&game)]);
    assert_eq!(without.code, 1, "{without:?}");
    assert!(
        without.stdout.contains("further than the next space"),
        "{}",
        without.stdout
    );
    assert_eq!(without.stderr, "");

    // The table's copy prints a road between them: the March is legal.
    let board = dir.join("tiny").join("board.yaml");
    std::fs::create_dir_all(board.parent().unwrap()).unwrap();
    std::fs::write(&board, "roads:\n  - [north, south]\n").unwrap();
    let with = tiny_with_files(&tiny, &dir, &["judge", path(&game)]);
    assert_eq!(with.code, 0, "{with:?}");
    assert_eq!(
        with.stderr,
        format!(
            "Merged from {}: The table's roads (one entry)\n",
            board.display()
        )
    );
    let it = tiny_with_files(&tiny, &dir, &["--lang", "it", "check", path(&game)]);
    assert!(
        it.stderr.starts_with(&format!(
            "Aggiunto da {}: Le strade del tavolo (una voce)",
            board.display()
        )),
        "{}",
        it.stderr
    );

    // A road to a space the game lacks: the file is left out, with its
    // place, and the game goes on without it.
    std::fs::write(&board, "roads:\n  - [north, sea]\n").unwrap();
    let broken = tiny_with_files(&tiny, &dir, &["judge", path(&game)]);
    assert_eq!(broken.code, 1, "{broken:?}");
    assert!(
        broken.stderr.contains(&format!(
            "{} (The table's roads) cannot be used, so the game goes on without it:",
            board.display()
        )),
        "{}",
        broken.stderr
    );
    assert!(
        broken.stderr.contains("board.yaml:2:5"),
        "{}",
        broken.stderr
    );
    assert!(
        broken.stderr.contains("no space `sea`"),
        "{}",
        broken.stderr
    );
    assert!(
        broken.stdout.contains("further than the next space"),
        "{}",
        broken.stdout
    );
}

#[test]
fn gandhis_own_card_file_is_merged_through_the_same_contract() {
    use gandhi_validator::components::{PlayerCard, player_cards_to_yaml};
    use gandhi_validator::terms::Faction;

    let tiny = data();
    let dir = scratch("table-cli", "gandhi-own-files");
    let game = dir.join("game.yaml");
    let out = table(
        &tiny,
        &[
            "--user-data",
            path(&dir),
            "table",
            "setup",
            "short",
            "-o",
            path(&game),
        ],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(out.stderr, "", "no own file yet");
    let cards = [1, 2].map(|number| PlayerCard {
        number,
        faction_order: Some(Faction::ALL),
        ..PlayerCard::default()
    });
    let file = dir.join("cards.yaml");
    std::fs::write(&file, player_cards_to_yaml(&cards)).unwrap();
    let out = table(
        &tiny,
        &["--user-data", path(&dir), "table", "check", path(&game)],
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(
        out.stderr,
        format!(
            "Merged from {}: the players' cards (2 entries)\n",
            file.display()
        )
    );
    // A broken one is left out, said in the players' language.
    std::fs::write(&file, "cards: [{number: 99}]\n").unwrap();
    let out = table(
        &tiny,
        &[
            "--user-data",
            path(&dir),
            "--lang",
            "es",
            "table",
            "check",
            path(&game),
        ],
    );
    assert!(
        out.stderr.starts_with(&format!(
            "{} (las cartas de la mesa) no se puede usar, así que la partida sigue sin ello:",
            file.display()
        )),
        "{}",
        out.stderr
    );
}

#[test]
fn vijayanagara_is_set_up_judged_and_takes_the_tables_own_board_by_the_command_line() {
    let tiny = data();
    let dir = scratch("table-cli", "vijayanagara");
    let game = dir.join("game.yaml");
    let run = |args: &[&str]| {
        let all: Vec<&str> = [
            "--user-data",
            path(&dir),
            "table",
            "--volume",
            "vijayanagara",
        ]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
        table(&tiny, &all)
    };
    let out = run(&["setup", "standard", "-o", path(&game)]);
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stdout.contains("a new game of Vijayanagara"),
        "{}",
        out.stdout
    );
    let out = run(&["check", path(&game)]);
    assert_eq!(
        out.stdout,
        "Nothing breaks a rule.\nDelhi Sultanate: 18 (to exceed: 0)\nBahmani Kingdom: 0 (to exceed: 18)\nVijayanagara: 0 (to exceed: 18)\n"
    );
    // A Pass that gains too much, then judged in Spanish.
    let mut log = TableLog::read(
        &vijayanagara::Vijayanagara,
        "g",
        &std::fs::read_to_string(&game).unwrap(),
    )
    .unwrap()
    .log;
    log.entries.push(TableEntry {
        declare: Some("pass sultanate".to_owned()),
        gestures: vec![Gesture::Track {
            track: "sultanate-resources".to_owned(),
            value: 16,
        }],
        ..Default::default()
    });
    std::fs::write(&game, log.write(&vijayanagara::Vijayanagara)).unwrap();
    let all: Vec<&str> = vec![
        "--lang",
        "es",
        "table",
        "--volume",
        "vijayanagara",
        "judge",
        path(&game),
    ];
    let out = table(&tiny, &all);
    assert_eq!(out.code, 1, "{out:?}");
    assert!(
        out.stdout.contains("Entrada 1: Sultanato de Delhi: Pasa"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("Al pasar, Sultanato de Delhi gana 3 Recursos, pero ha ganado 4."),
        "{}",
        out.stdout
    );
    // The table's own board, which keeps Malwa and Gondwana apart only if
    // the table enters it so: joined, it is refused with the section.
    let board = dir.join("vijayanagara").join("board.yaml");
    std::fs::create_dir_all(board.parent().unwrap()).unwrap();
    let bundled = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/vijayanagara/board.yaml"),
    )
    .unwrap();
    let joined = bundled.replace(
        "adjacent:\n",
        "adjacent:\n  - { pair: [malwa, gondwana], provisional: \"as our copy shows\" }\n",
    );
    std::fs::write(&board, joined).unwrap();
    let out = run(&["check", path(&game)]);
    assert!(
        out.stderr
            .contains("(the table's board) cannot be used, so the game goes on without it:"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr
            .contains("`malwa` and `gondwana` are not adjacent by the rulebook (1.3.6)"),
        "{}",
        out.stderr
    );
    std::fs::write(&board, &bundled).unwrap();
    let out = run(&["check", path(&game)]);
    assert!(
        out.stderr.starts_with(&format!(
            "Merged from {}: the table's board (15 entries)",
            board.display()
        )),
        "{}",
        out.stderr
    );
}

#[test]
fn vijayanagaras_words_read_without_an_error_in_every_language() {
    use coin_table::Volume;
    for lang in ["en", "it", "es"] {
        let words = vijayanagara::Vijayanagara.words(lang).to_owned();
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(words) {
            panic!("{lang}: {errors:?}");
        }
    }
}

#[test]
fn each_sides_totals_are_printed_for_any_volume_with_json_keys_in_every_language() {
    let tiny = data();
    let dir = scratch("table-cli", "totals");
    let game = dir.join("game.yaml");
    let run = |lang: &str, args: &[&str]| vijayanagara_cli(&tiny, lang, args);
    assert_eq!(run("en", &["setup", "standard", "-o", path(&game)]).code, 0);
    let out = run("en", &["totals", path(&game)]);
    assert_eq!(
        out.stdout,
        "Delhi Sultanate: 18 (to exceed: 0)\nBahmani Kingdom: 0 (to exceed: 18)\nVijayanagara: 0 (to exceed: 18)\n"
    );
    let en = run("en", &["totals", path(&game), "--json"]);
    let es = run("es", &["totals", path(&game), "--json"]);
    assert_eq!(en.stdout, es.stdout, "the same JSON in every language");
    let totals: serde_json::Value = serde_json::from_str(&en.stdout).unwrap();
    assert_eq!(totals["volume"], "vijayanagara");
    assert_eq!(totals["entries"], 0);
    assert_eq!(totals["sides"][0]["side"], "sultanate");
    assert_eq!(totals["sides"][0]["total"], 18);
    assert_eq!(totals["sides"][1]["margin"], -18);
    // The made-up volume through the same command.
    let tiny_game = dir.join("tiny.yaml");
    tiny_in(&tiny, "en", &["setup", "standard", "-o", path(&tiny_game)]);
    let out = tiny_in(&tiny, "en", &["totals", path(&tiny_game)]);
    assert_eq!(
        out.stdout,
        "Crown: 2 (to exceed: 2)\nRebels: 2 (to exceed: 2)\n"
    );
}

#[test]
fn a_space_a_table_adds_with_its_own_board_is_named_as_printed() {
    use gandhi_moderator::i18n::fluent::Lang;
    use gandhi_moderator::i18n::volume::VolumeWords;
    use vijayanagara::{Data, Vijayanagara};
    let data = Data::bundled().unwrap();
    let board = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/vijayanagara/board.yaml"),
    )
    .unwrap()
    // Lanka added beside Tamilakam with a Prosperity of 1, Gujarat's
    // lowered by one so that the Provinces still add up to 18.
    .replace(
        "    kind: { value: province, rulebook: \"2.1\", note: \"a set-up space other than Delhi and the two Mongol Invasion Regions\" }\n    prosperity: { value: 2, provisional: \"1 or 2 (1.3.1)\" }\n    at: [140, 470]",
        "    kind: { value: province, rulebook: \"2.1\", note: \"a set-up space other than Delhi and the two Mongol Invasion Regions\" }\n    prosperity: { value: 1, provisional: \"1 or 2 (1.3.1)\" }\n    at: [140, 470]",
    )
    .replace(
        "\n# The Prosperity of every Province together.",
        "  - key: lanka\n    name: Lanka\n    kind: { value: province }\n    prosperity: { value: 1 }\n    at: [520, 990]\n\n# The Prosperity of every Province together.",
    )
    .replace("adjacent:\n", "adjacent:\n  - { pair: [lanka, tamilakam] }\n");
    let own = data
        .with_board(("vijayanagara/board.yaml", &board))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(own.board.index("lanka").is_some());
    for lang in [Lang::En, Lang::It, Lang::Es] {
        let words = VolumeWords::of(&Vijayanagara, &own, None, lang);
        assert_eq!(words.name("lanka"), "Lanka", "{lang:?}");
    }
    // The volume's own words still name the spaces they know.
    let es = VolumeWords::of(&Vijayanagara, &own, None, Lang::Es);
    assert_eq!(es.name("punjab"), "Punyab");
    assert_eq!(es.name("mountain-passes"), "Pasos de Montaña");
}

/// A dispute report of a Vijayanagara game quotes our summary of each
/// section its verdicts cite, in the report's language, once each; the
/// made-up volume, which has none, gets no such part.
#[test]
fn a_vijayanagara_dispute_report_quotes_the_summary_of_each_section_cited() {
    let tiny = data();
    let dir = scratch("table-cli", "vijayanagara-report");
    let game = dir.join("game.yaml");
    let mut log = TableLog::new("vijayanagara", "standard", 3);
    for _ in 0..2 {
        log.entries.push(TableEntry {
            declare: Some("pass sultanate".to_owned()),
            gestures: vec![Gesture::Track {
                track: "sultanate-resources".to_owned(),
                value: 16,
            }],
            ..Default::default()
        });
    }
    std::fs::write(&game, log.write(&vijayanagara::Vijayanagara)).unwrap();
    for (lang, heading, quoted) in [
        (
            "en",
            "### 2.3.6 Passing and its Resources, in the program's words",
            "> An Eligible Faction can always Pass.",
        ),
        (
            "it",
            "### 2.3.6 Passare e le sue Risorse, con le parole del programma",
            "> Una Fazione Idonea può sempre Passare.",
        ),
    ] {
        let output = dir.join(format!("report-{lang}.html"));
        let all: Vec<&str> = vec![
            "--lang",
            lang,
            "table",
            "--volume",
            "vijayanagara",
            "report",
            path(&game),
            "-o",
            path(&output),
        ];
        let out = table(&tiny, &all);
        assert_eq!(out.code, 0, "{out:?}");
        let md = std::fs::read_to_string(dir.join(format!("report-{lang}.md"))).unwrap();
        assert!(md.contains(heading), "{md}");
        assert_eq!(md.matches(heading).count(), 1, "once each: {md}");
        assert!(md.contains(quoted), "{md}");
        let html = std::fs::read_to_string(&output).unwrap();
        assert!(html.contains("<blockquote>"), "{html}");
    }

    // The made-up volume's report has verdicts but no summaries.
    let file = dir.join("tiny.yaml");
    far_march(&file);
    let output = dir.join("tiny.html");
    let out = tiny_in(&tiny, "en", &["report", path(&file), "-o", path(&output)]);
    assert_eq!(out.code, 0, "{out:?}");
    let md = std::fs::read_to_string(dir.join("tiny.md")).unwrap();
    assert!(md.contains("breaks a rule"), "{md}");
    assert!(!md.contains("in the program's words"), "{md}");
}

/// Once a Vijayanagara game has ended with Timur's invasion, `totals`
/// says how: the final scores, the winner and the story its victory tells
/// (in JSON as the volume's codes, the same in every language).
#[test]
fn the_end_of_a_vijayanagara_game_is_told_by_totals() {
    let tiny = data();
    let dir = scratch("table-cli", "vijayanagara-end");
    let game = dir.join("game.yaml");
    let played =
        vijayanagara::play_out(&vijayanagara::Data::bundled().unwrap(), "standard", 5).unwrap();
    let mut log = TableLog::new("vijayanagara", "standard", 5);
    log.entries = played;
    std::fs::write(&game, log.write(&vijayanagara::Vijayanagara)).unwrap();
    let run = |lang: &str, args: &[&str]| vijayanagara_cli(&tiny, lang, args);
    let out = run("en", &["totals", path(&game)]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("Final scores: Sultanate "),
        "{}",
        out.stdout
    );
    // The story told is the winner's.
    let stories = [
        (
            "The Delhi Sultanate wins.",
            "The Sultanate slowed its own decline",
        ),
        (
            "The Bahmani Kingdom wins.",
            "The Bahmani Kingdom turned Delhi's governors",
        ),
        ("The Vijayanagara wins.", "The Vijayanagara Empire grew"),
    ];
    let told = stories
        .iter()
        .filter(|(winner, _)| out.stdout.contains(winner))
        .collect::<Vec<_>>();
    match told[..] {
        [(_, story)] => assert!(out.stdout.contains(story), "{}", out.stdout),
        [] => assert!(
            out.stdout.contains("No one wins outright"),
            "{}",
            out.stdout
        ),
        _ => panic!("two winners: {}", out.stdout),
    }
    let it = run("it", &["totals", path(&game)]);
    assert!(it.stdout.contains("Punteggi finali"), "{}", it.stdout);
    let en = run("en", &["totals", path(&game), "--json"]);
    let es = run("es", &["totals", path(&game), "--json"]);
    assert_eq!(en.stdout, es.stdout, "the same JSON in every language");
    let totals: serde_json::Value = serde_json::from_str(&en.stdout).unwrap();
    assert_eq!(totals["outcome"][0]["code"], "FinalScores");
    assert_eq!(totals["outcome"][0]["rule"], "5.0");
    // Before the end there is no outcome.
    let fresh = dir.join("fresh.yaml");
    assert_eq!(
        run("en", &["setup", "standard", "-o", path(&fresh)]).code,
        0
    );
    let json: serde_json::Value =
        serde_json::from_str(&run("en", &["totals", path(&fresh), "--json"]).stdout).unwrap();
    assert!(json.get("outcome").is_none(), "{json}");
}
