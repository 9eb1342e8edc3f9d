//! The command line, run as a real process: setup, totals and check, their
//! JSON, their exit codes, and bad input of every kind (exit 2 with a clear
//! message, never a panic or a hang).

use super::common;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

/// Runs the program, killing it if it takes more than 30 seconds.
pub(crate) fn run(args: &[&str]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("gandhi-moderator {args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let output = child.wait_with_output().unwrap();
    let run = Run {
        code: output
            .status
            .code()
            .expect("exited normally, not by a signal"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "{args:?} panicked:\n{}",
        run.stderr
    );
    run
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn setup_file(dir: &Path, args: &[&str]) -> PathBuf {
    let file = dir.join("game.yaml");
    let mut all = vec!["setup"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", path(&file)]);
    let done = run(&all);
    assert_eq!(done.code, 0, "{}", done.stderr);
    file
}

fn totals_json(file: &Path) -> Value {
    let done = run(&["totals", path(file), "--json"]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    serde_json::from_str(&done.stdout).unwrap()
}

fn four(json: &Value) -> [i64; 4] {
    ["raj", "congress", "muslim_league", "revolutionaries"]
        .map(|k| json[k]["total"].as_i64().unwrap())
}

#[test]
fn setup_short_then_totals_as_json() {
    let dir = common::scratch("cli", "short");
    let file = setup_file(&dir, &["short", "--seed", "7"]);
    let json = totals_json(&file);
    assert_eq!(four(&json), [28, 9, 3, 6]);
    assert_eq!(json["raj"]["threshold"], 38);
    assert_eq!(json["raj"]["margin"], -10);
    assert_eq!(json["muslim_league"]["threshold"], 14);
    let controlled: Vec<&str> = json["controlled"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(controlled.contains(&"delhi") && controlled.contains(&"punjab"));
    assert!(
        !controlled.contains(&"bombay_presidency"),
        "2 Sepoys against Gandhi and 2 Active Activists"
    );
    assert_eq!(controlled.len(), 12);
}

#[test]
fn totals_as_text_lists_control_per_space() {
    let done = run(&["totals", "--scenario", "short"]);
    assert_eq!(done.code, 0);
    assert!(done.stdout.contains("Bombay Presidency"));
    let delhi = done
        .stdout
        .lines()
        .find(|l| l.trim_start().starts_with("Delhi"))
        .unwrap();
    assert!(delhi.contains("Raj Control"), "{delhi}");
    assert!(done.stdout.contains("Revolutionaries"));
}

#[test]
fn main_leaves_gandhi_pending_unless_placed() {
    let dir = common::scratch("cli", "main");
    let file = setup_file(&dir, &["main", "--seed", "3"]);
    assert_eq!(four(&totals_json(&file)), [24, 4, 2, 3]);
    assert_eq!(totals_json(&file)["pending_setup"], true);
    let check = run(&["check", path(&file)]);
    assert_eq!(
        check.code, 0,
        "a pending step is not a finding: {}",
        check.stdout
    );

    let placed = setup_file(&dir, &["main", "--seed", "3", "--gandhi", "East Bengal"]);
    let json = totals_json(&placed);
    assert_eq!(json["pending_setup"], false);
    // Gandhi and an Active Activist join East Bengal's Base: 3 cubes against 3.
    assert_eq!(json["raj"]["total"], 22);
    assert_eq!(run(&["check", path(&placed)]).code, 0);
}

#[test]
fn the_same_seed_writes_the_same_file() {
    let a = common::scratch("cli", "seed-a");
    let b = common::scratch("cli", "seed-b");
    let fa = setup_file(&a, &["quick", "--seed", "123456789"]);
    let fb = setup_file(&b, &["quick", "--seed", "123456789"]);
    assert_eq!(
        std::fs::read_to_string(fa).unwrap(),
        std::fs::read_to_string(fb).unwrap()
    );
}

#[test]
fn a_seed_is_chosen_and_reported_when_none_is_given() {
    let dir = common::scratch("cli", "random");
    let file = dir.join("game.yaml");
    let done = run(&["setup", "short", "-o", path(&file)]);
    assert_eq!(done.code, 0);
    assert!(done.stdout.contains("with seed "), "{}", done.stdout);
}

#[test]
fn setup_refuses_what_cannot_be_done() {
    let dir = common::scratch("cli", "refuse");
    let out = dir.join("x.yaml");
    let short = run(&["setup", "short", "--gandhi", "bihar", "-o", path(&out)]);
    assert_eq!(short.code, 2);
    assert!(short.stderr.contains("no setup step"), "{}", short.stderr);
    let nowhere = run(&["setup", "main", "--gandhi", "Ceylon", "-o", path(&out)]);
    assert_eq!(nowhere.code, 2);
    assert!(nowhere.stderr.contains("`Ceylon` is not a space"));
    let scenario = run(&["setup", "long", "-o", path(&out)]);
    assert_eq!(scenario.code, 2);
    assert!(
        scenario.stderr.contains("short"),
        "lists the choices: {}",
        scenario.stderr
    );
    let unwritable = run(&[
        "setup",
        "short",
        "-o",
        path(&dir.join("missing/dir/x.yaml")),
    ]);
    assert_eq!(unwritable.code, 2);
    assert!(unwritable.stderr.contains("cannot write"));
    assert!(!out.exists());
}

#[test]
fn check_reports_findings_with_sections_as_json_and_exits_1() {
    let dir = common::scratch("cli", "broken");
    let file = setup_file(&dir, &["short", "--seed", "1"]);
    let text = std::fs::read_to_string(&file).unwrap();
    let broken = text.replacen(
        "spaces:\n",
        "spaces:\n  mysore:\n    pieces:\n      troops: 1\n",
        1,
    );
    std::fs::write(&file, broken).unwrap();
    let done = run(&["check", path(&file), "--json"]);
    assert_eq!(done.code, 1, "{}", done.stderr);
    let findings: Value = serde_json::from_str(&done.stdout).unwrap();
    let list = findings.as_array().unwrap();
    let rules: Vec<&str> = list.iter().map(|f| f["rule"].as_str().unwrap()).collect();
    assert!(rules.contains(&"1.4.2"), "{rules:?}");
    assert!(rules.contains(&"1.4.1"), "one Troop too many: {rules:?}");
    let troops = list.iter().find(|f| f["rule"] == "1.4.2").unwrap();
    assert_eq!(troops["severity"], "error");
    assert_eq!(troops["issue"], "TroopsInPrincelyState");
    assert_eq!(troops["spaces"], serde_json::json!(["mysore"]));
    assert!(
        troops["message"]
            .as_str()
            .unwrap()
            .contains("Princely State")
    );

    let text_out = run(&["check", path(&file)]);
    assert_eq!(text_out.code, 1);
    assert!(
        text_out.stdout.contains("error 1.4.2 (Stacking limits)"),
        "{}",
        text_out.stdout
    );
}

#[test]
fn a_clean_state_checks_as_an_empty_list() {
    let dir = common::scratch("cli", "clean");
    let file = setup_file(&dir, &["short", "--seed", "5"]);
    let done = run(&["check", path(&file), "--json"]);
    assert_eq!((done.code, done.stdout.trim()), (0, "[]"));
}

/// Every kind of bad file: exit 2 and a message naming the file, with line
/// and column where the text has them.
#[test]
fn bad_files_exit_2_with_a_clear_message() {
    let dir = common::scratch("cli", "bad");
    let good = std::fs::read_to_string(setup_file(&dir, &["main", "--seed", "9"])).unwrap();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.yaml", Vec::new(), "empty"),
        ("blank.yaml", b"\n\n   \n".to_vec(), "empty"),
        (
            "truncated.yaml",
            good.as_bytes()[..good.len() / 2].to_vec(),
            "truncated.yaml:",
        ),
        (
            "binary.yaml",
            vec![0x89, b'P', b'N', b'G', 0, 0xff, 0x10],
            "not UTF-8",
        ),
        (
            "prose.yaml",
            b"Dear diary, today we played Gandhi.".to_vec(),
            "prose.yaml",
        ),
        ("list.yaml", b"- 1\n- 2\n".to_vec(), "list.yaml:1:1"),
        ("json.json", b"{\"format\": 1}".to_vec(), "json.json"),
        (
            "typo.yaml",
            good.replacen("unity: 3", "unity: three", 1).into_bytes(),
            "tracks.unity",
        ),
        ("huge.yaml", vec![b'#'; 9 * 1024 * 1024], "larger than"),
    ];
    for (name, bytes, expected) in cases {
        let file = dir.join(name);
        std::fs::write(&file, bytes).unwrap();
        for command in ["check", "totals"] {
            let done = run(&[command, path(&file)]);
            assert_eq!(done.code, 2, "{command} {name}: {}", done.stderr);
            assert!(
                done.stderr.starts_with("error: "),
                "{command} {name}: {}",
                done.stderr
            );
            assert!(
                done.stderr.contains(expected),
                "{command} {name}: `{expected}` not in {}",
                done.stderr
            );
            assert!(done.stdout.is_empty());
        }
    }
    let missing = run(&["check", path(&dir.join("nowhere.yaml"))]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read"));
    let folder = run(&["check", path(&dir)]);
    assert_eq!(folder.code, 2);
}

#[test]
fn a_located_error_names_file_line_and_column() {
    let dir = common::scratch("cli", "located");
    let file = setup_file(&dir, &["short", "--seed", "2"]);
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replacen("  delhi:", "  dehli:", 1);
    std::fs::write(&file, &text).unwrap();
    let done = run(&["check", path(&file)]);
    assert_eq!(done.code, 2);
    let line = text.lines().position(|l| l == "  dehli:").unwrap() + 1;
    let expected = format!("{}:{}:", file.display(), line + 1);
    let same = format!("{}:{}:", file.display(), line);
    assert!(
        done.stderr.contains(&expected) || done.stderr.contains(&same),
        "{}",
        done.stderr
    );
    assert!(done.stderr.contains("spaces.dehli"));
}

#[test]
fn a_data_folder_with_an_error_is_reported_with_its_place() {
    let dir = common::scratch("cli", "data");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let copy = dir.join("data");
    std::fs::create_dir_all(copy.join("scenarios")).unwrap();
    for name in [
        "rules_index.yaml",
        "map.yaml",
        "pieces.yaml",
        "viceroys.yaml",
        "cards.yaml",
        "arjuna.yaml",
        "random_spaces.yaml",
        "np_aid.yaml",
    ] {
        std::fs::copy(source.join(name), copy.join(name)).unwrap();
    }
    for name in ["short.yaml", "main.yaml", "quick.yaml"] {
        std::fs::copy(
            source.join("scenarios").join(name),
            copy.join("scenarios").join(name),
        )
        .unwrap();
    }
    let ok = run(&[
        "--data",
        path(&copy),
        "totals",
        "--scenario",
        "main",
        "--json",
    ]);
    assert_eq!(ok.code, 0, "{}", ok.stderr);

    let map = std::fs::read_to_string(copy.join("map.yaml")).unwrap();
    let broken = map.replacen(
        "population: { value: 1, rulebook: \"4.5.2\"",
        "population: { value: 3, rulebook: \"4.5.2\"",
        1,
    );
    assert_ne!(broken, map);
    std::fs::write(copy.join("map.yaml"), broken).unwrap();
    let bad = run(&["--data", path(&copy), "totals", "--scenario", "main"]);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("map.yaml:"), "{}", bad.stderr);
    assert!(bad.stderr.contains("Population 1 or 2"), "{}", bad.stderr);
}

#[test]
fn help_lists_the_commands() {
    let done = run(&["--help"]);
    assert_eq!(done.code, 0);
    assert!(
        done.stdout.contains("setup")
            && done.stdout.contains("totals")
            && done.stdout.contains("check")
            && done.stdout.contains("judge")
    );
    let bad = run(&["frobnicate", "--json"]);
    assert_eq!(bad.code, 2);
}

/// Without arguments the board opens; with no display to open it on, the
/// program says so and exits with code 2 instead of crashing.
#[test]
fn without_a_display_the_board_reports_that_it_cannot_open() {
    let dir = common::scratch("cli", "no-display");
    let output = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("XDG_DATA_HOME", &*dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("the window could not be opened"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

#[test]
fn a_game_file_does_not_go_with_a_command() {
    let done = run(&["game.yaml", "check", "x.yaml"]);
    assert_eq!(done.code, 2);
}

#[test]
fn playouts_run_whole_games_and_save_one() {
    let dir = common::scratch("cli", "playout");
    let saved = dir.join("first.yaml");
    let out = run(&[
        "playout",
        "--games",
        "3",
        "--seed",
        "5",
        "--save",
        saved.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .starts_with("3 games of Short played (seeds 5 to 7)"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("no rule broken"));
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(
        text.starts_with("format: gandhi-moderator game"),
        "{}",
        &text[..80]
    );
    assert!(text.contains("declare:"));
    let bad = run(&["playout", "--scenario", "long"]);
    assert_eq!(bad.code, 2);
}

/// A saved playout carries that it was played with made-up data, and is
/// judged again with the same: clean, with players or a non-player seated.
#[test]
fn a_saved_playout_is_judged_clean() {
    let dir = common::scratch("cli", "playout-judged");
    for (name, seats) in [("players", ""), ("non-player", "revolutionaries")] {
        let saved = dir.join(format!("{name}.yaml"));
        let mut args = vec!["playout", "--games", "1", "--seed", "5"];
        if !seats.is_empty() {
            args.extend(["--non-players", seats]);
        }
        args.extend(["--save", path(&saved)]);
        let played = run(&args);
        assert_eq!(played.code, 0, "{}", played.stderr);
        let judged = run(&["judge", path(&saved)]);
        assert_eq!(judged.code, 0, "{name}: {}{}", judged.stdout, judged.stderr);
        assert!(judged.stdout.contains("no difference"), "{}", judged.stdout);
        assert!(judged.stderr.contains("made-up"), "{}", judged.stderr);
        let report = run(&[
            "report",
            path(&saved),
            "--entry",
            "1..5",
            "-o",
            path(&dir.join(format!("{name}-report.html"))),
        ]);
        assert_eq!(report.code, 0, "{}", report.stderr);
    }
}

#[test]
fn the_commands_apply_a_tables_map_checks_and_refuse_a_broken_file() {
    let dir = common::scratch("cli", "map-checks");
    let file = setup_file(&dir, &["short", "--seed", "7"]);
    let checks = dir.join("map_checks.yaml");
    std::fs::write(
        &checks,
        "format: gandhi-moderator map checks\nversion: 1\nchecks:\n  - { fact: population, space: hyderabad, checked: \"2026-11-23\", value: 2 }\nend: end of map checks\n",
    )
    .unwrap();
    let plain = run(&[
        "totals",
        path(&file),
        "--json",
        "--map-checks",
        path(&dir.join("none.yaml")),
    ]);
    assert_eq!(plain.code, 2, "a named file must exist: {}", plain.stderr);
    let done = run(&[
        "totals",
        path(&file),
        "--json",
        "--map-checks",
        path(&checks),
    ]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert!(
        done.stderr.contains("map checks applied"),
        "{}",
        done.stderr
    );
    let json: Value = serde_json::from_str(&done.stdout).unwrap();
    // Hyderabad is at Passive Opposition in the Short setup: Population 2
    // adds one to Total Opposition.
    assert_eq!(four(&json), [28, 10, 3, 6]);

    std::fs::write(
        &checks,
        "format: gandhi-moderator map checks\nversion: 1\nchecks:\n  - { fact: population, space: delhi, checked: \"2026-11-23\", value: 2 }\nend: end of map checks\n",
    )
    .unwrap();
    let refused = run(&["totals", path(&file), "--map-checks", path(&checks)]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("map_checks.yaml:4:"),
        "{}",
        refused.stderr
    );
    assert!(refused.stderr.contains("1.3.2"), "{}", refused.stderr);
}

/// 7.2, 1.5, 8.10: `totals --json` says whether each Faction meets its
/// victory condition, each player's result (the lower margin of two
/// Factions held), the victory check's outcome and a 1-player game's.
#[test]
fn totals_json_gives_the_conditions_the_players_results_and_the_solo_outcome() {
    let dir = common::scratch("cli", "totals-results");
    let file = setup_file(&dir, &["short", "--seed", "3"]);
    let text = std::fs::read_to_string(&file).unwrap();
    let json = totals_json(&file);
    for faction in ["raj", "congress", "muslim_league", "revolutionaries"] {
        assert!(json[faction]["meets_condition"].is_boolean(), "{faction}");
    }
    assert_eq!(json["victory_check"]["outcome"], "goes_on");
    assert!(json["one_player_final"].is_null(), "four players");
    // One player holds the Raj and Congress: the lower of the two margins.
    let two = dir.join("two.yaml");
    std::fs::write(&two, text.replace("  congress: 2\n", "  congress: 1\n")).unwrap();
    let json = totals_json(&two);
    let first = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player"] == 1)
        .unwrap()
        .clone();
    assert_eq!(first["factions"], serde_json::json!(["raj", "congress"]));
    let lower = json["raj"]["margin"]
        .as_i64()
        .unwrap()
        .min(json["congress"]["margin"].as_i64().unwrap());
    assert_eq!(first["margin"].as_i64().unwrap(), lower);
    // A lone player among non-players: the 1-player outcome (8.10).
    let solo = dir.join("solo.yaml");
    let solo_text = text
        .replace("  congress: 2\n", "  congress: non_player\n")
        .replace("  muslim_league: 3\n", "  muslim_league: non_player\n")
        .replace("  revolutionaries: 4\n", "  revolutionaries: non_player\n");
    std::fs::write(&solo, solo_text).unwrap();
    let json = totals_json(&solo);
    let winner = &json["one_player_final"]["winner"];
    assert!(winner.is_string(), "{json:#}");
}

/// Makes a named pipe with the system's own command.
#[cfg(unix)]
fn make_fifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
}

#[cfg(unix)]
#[test]
fn special_files_are_refused_at_once_and_never_written_over() {
    use std::os::unix::fs::FileTypeExt;
    let dir = common::scratch("cli", "special");
    let fifo = dir.join("pipe.yaml");
    make_fifo(&fifo);
    // Nobody writes to the pipe: reading it would wait for ever.
    for command in ["check", "totals", "judge"] {
        let started = Instant::now();
        let done = run(&[command, path(&fifo)]);
        assert!(started.elapsed() < Duration::from_secs(10), "{command}");
        assert_eq!(done.code, 2, "{command}: {}", done.stderr);
        assert!(
            done.stderr.contains("pipe.yaml is a named pipe (FIFO)"),
            "{command}: {}",
            done.stderr
        );
    }
    let device = run(&["check", "/dev/zero"]);
    assert_eq!(device.code, 2);
    assert!(device.stderr.contains("is a device"), "{}", device.stderr);

    // A data folder with a pipe in place of one of its files.
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let copy = dir.join("data");
    std::fs::create_dir_all(copy.join("scenarios")).unwrap();
    for entry in std::fs::read_dir(&source).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), copy.join(entry.file_name())).unwrap();
        }
    }
    for entry in std::fs::read_dir(source.join("scenarios")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), copy.join("scenarios").join(entry.file_name())).unwrap();
    }
    let ok = run(&["--data", path(&copy), "totals", "--scenario", "short"]);
    assert_eq!(ok.code, 0, "{}", ok.stderr);
    make_fifo(&copy.join("scenarios").join("extra.yaml"));
    let bad = run(&["--data", path(&copy), "totals", "--scenario", "short"]);
    assert_eq!(bad.code, 2, "{}", bad.stderr);
    assert!(
        bad.stderr
            .contains("extra.yaml: this is a named pipe (FIFO), not a regular file"),
        "{}",
        bad.stderr
    );

    // `setup -o` never replaces a pipe, a device or a link.
    let done = run(&["setup", "short", "-o", path(&fifo)]);
    assert_eq!(done.code, 2, "{}", done.stderr);
    assert!(done.stderr.contains("named pipe"), "{}", done.stderr);
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let link = dir.join("link.yaml");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    let done = run(&["setup", "short", "-o", path(&link)]);
    assert_eq!(done.code, 2, "{}", done.stderr);
    assert!(done.stderr.contains("symbolic link"), "{}", done.stderr);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let null = run(&["setup", "short", "-o", "/dev/null"]);
    assert_eq!(null.code, 2, "{}", null.stderr);
    assert!(null.stderr.contains("is a device"), "{}", null.stderr);
}

#[test]
fn setup_never_writes_a_state_its_own_check_rejects() {
    let dir = common::scratch("cli", "setup-broken");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let copy = dir.join("data");
    std::fs::create_dir_all(copy.join("scenarios")).unwrap();
    for entry in std::fs::read_dir(&source).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), copy.join(entry.file_name())).unwrap();
        }
    }
    for entry in std::fs::read_dir(source.join("scenarios")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), copy.join("scenarios").join(entry.file_name())).unwrap();
    }
    let out = dir.join("game.yaml");
    let ok = run(&["--data", path(&copy), "setup", "short", "-o", path(&out)]);
    assert_eq!(ok.code, 0, "{}", ok.stderr);
    std::fs::remove_file(&out).unwrap();
    // A Restraint far below its track (6.6).
    let short = copy.join("scenarios").join("short.yaml");
    let text = std::fs::read_to_string(&short).unwrap();
    let broken = text.replacen("restraint: 3", "restraint: -65535", 1);
    assert_ne!(broken, text);
    std::fs::write(&short, broken).unwrap();
    let done = run(&["--data", path(&copy), "setup", "short", "-o", path(&out)]);
    assert_eq!(done.code, 2, "{}", done.stderr);
    // The data folder is refused as it is read, at the value's place.
    let line = text.lines().position(|l| l == "restraint: 3").unwrap() + 1;
    assert!(
        done.stderr.contains(&format!("short.yaml:{line}:"))
            && done.stderr.contains("Restraint -65535 is off its track"),
        "{}",
        done.stderr
    );
    assert!(!out.exists());
}

/// A playout of no game is refused, not reported as a success with a file
/// promised and never written.
#[test]
fn a_playout_of_no_game_is_refused() {
    let dir = common::scratch("cli", "playout-zero");
    let save = dir.join("game.yaml");
    let done = run(&["playout", "--games", "0", "--save", path(&save)]);
    assert_eq!(done.code, 2, "{}", done.stdout);
    assert!(done.stderr.contains("--games"), "{}", done.stderr);
    assert!(!save.exists());
}

/// A playout on two threads gives what it gives on one, with non-players
/// seated. (The round trip after every step, `--round-trip`, is tested in
/// the validator's playouts: it costs seconds a game in a debug build.)
#[test]
fn a_playout_on_two_threads_plays_the_same_games() {
    let args = |jobs: &'static str| {
        [
            "playout",
            "--games",
            "4",
            "--seed",
            "11",
            "--non-players",
            "raj,revolutionaries",
            "--jobs",
            jobs,
        ]
    };
    let one = run(&args("1"));
    let two = run(&args("2"));
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert_eq!(two.code, 0, "{}", two.stderr);
    let results = |out: &str| -> Vec<String> {
        out.lines()
            .map(|l| l.split(';').next().unwrap_or(l).to_owned())
            .collect()
    };
    assert_eq!(results(&one.stdout), results(&two.stdout));
    assert!(
        one.stdout.contains("non-players: raj, revolutionaries"),
        "{}",
        one.stdout
    );
    let bad = run(&["playout", "--games", "1", "--non-players", "rajj"]);
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("`rajj` is not a Faction"),
        "{}",
        bad.stderr
    );
}

/// The demo game, copied into `dir` under `name`.
fn demo_game(dir: &Path, name: &str) -> PathBuf {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/demo-campaign.yaml");
    let game = dir.join(name);
    std::fs::copy(demo, &game).unwrap();
    game
}

/// The files in a folder, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// No output of `report` is its input, however it is named: the game is
/// left as it was and nothing is written. `-o` without `.html` prints the
/// four names it wrote.
#[cfg(unix)]
#[test]
fn a_report_never_writes_over_the_game_it_is_made_from() {
    let dir = common::scratch("cli", "report-input");
    let game = demo_game(&dir, "game.md");
    let before = std::fs::read(&game).unwrap();
    std::fs::create_dir(dir.join("sub")).unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("sub").join("alias")).unwrap();
    for output in [
        dir.join("game.html"),
        dir.join("game"),
        dir.join("sub").join("alias").join("game.html"),
    ] {
        let done = run(&["report", path(&game), "--entry", "1", "-o", path(&output)]);
        assert_eq!(done.code, 2, "{output:?}: {}", done.stdout);
        assert!(
            done.stderr.contains("game.md") && done.stderr.contains("the file being read"),
            "{}",
            done.stderr
        );
        assert_eq!(std::fs::read(&game).unwrap(), before, "the game is kept");
        assert_eq!(names_in(&dir), ["game.md", "sub"], "nothing written");
    }
    let out = dir.join("out");
    let done = run(&["report", path(&game), "--entry", "1", "-o", path(&out)]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let names = ["out.html", "out.md", "out-before.svg", "out-after.svg"]
        .map(|n| dir.join(n).display().to_string());
    assert!(
        done.stdout
            .starts_with(&format!("written: {};", names.join(", "))),
        "{}",
        done.stdout
    );
    for name in names {
        assert!(Path::new(&name).is_file(), "{name}");
    }
}

/// The page, its Markdown and its pictures are written all or none: a
/// picture that may not be replaced (a named pipe in its place, a
/// read-only file) leaves the report before as it was.
#[cfg(unix)]
#[test]
fn a_report_is_written_all_or_none() {
    use std::os::unix::fs::PermissionsExt;
    let dir = common::scratch("cli", "report-set");
    let game = demo_game(&dir, "game.yaml");
    let html = dir.join("r.html");
    let done = run(&["report", path(&game), "--entry", "1", "-o", path(&html)]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let files = ["r.html", "r.md", "r-before.svg"].map(|n| dir.join(n));
    let kept: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    let after = dir.join("r-after.svg");
    std::fs::remove_file(&after).unwrap();
    make_fifo(&after);
    let done = run(&["report", path(&game), "--entry", "2", "-o", path(&html)]);
    assert_eq!(done.code, 2, "{}", done.stdout);
    assert!(done.stderr.contains("r-after.svg"), "{}", done.stderr);
    for (file, bytes) in files.iter().zip(&kept) {
        assert!(std::fs::read(file).unwrap() == *bytes, "{file:?} replaced");
    }
    std::fs::remove_file(&after).unwrap();
    std::fs::write(&after, "old picture").unwrap();
    std::fs::set_permissions(&after, std::fs::Permissions::from_mode(0o444)).unwrap();
    let done = run(&["report", path(&game), "--entry", "2", "-o", path(&html)]);
    assert_eq!(done.code, 2, "{}", done.stdout);
    assert!(
        done.stderr.contains("r-after.svg") && done.stderr.contains("read-only"),
        "{}",
        done.stderr
    );
    for (file, bytes) in files.iter().zip(&kept) {
        assert!(std::fs::read(file).unwrap() == *bytes, "{file:?} replaced");
    }
    assert_eq!(std::fs::read_to_string(&after).unwrap(), "old picture");
    assert_eq!(
        names_in(&dir),
        ["game.yaml", "r-after.svg", "r-before.svg", "r.html", "r.md"],
        "no temporary file left"
    );
}

/// A file its owner may not write (mode 0444) is not replaced, though the
/// program may rename over it (it runs as root here, and renaming needs
/// only the folder); a file of another user keeps its owner and group.
#[cfg(unix)]
#[test]
fn a_read_only_output_is_refused_and_another_users_file_keeps_its_owner() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = common::scratch("cli", "write-protect");
    let file = dir.join("game.yaml");
    std::fs::write(&file, "kept").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let done = run(&["setup", "short", "-o", path(&file)]);
    assert_eq!(done.code, 2, "{}", done.stdout);
    assert!(
        done.stderr.contains("game.yaml") && done.stderr.contains("read-only"),
        "{}",
        done.stderr
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "kept");
    let theirs = dir.join("theirs.yaml");
    std::fs::write(&theirs, "old").unwrap();
    if std::os::unix::fs::chown(&theirs, Some(4242), Some(4343)).is_err() {
        return; // not root: no file can be given away, nor kept so
    }
    let done = run(&["setup", "short", "-o", path(&theirs)]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let meta = std::fs::metadata(&theirs).unwrap();
    assert_eq!((meta.uid(), meta.gid()), (4242, 4343));
    assert!(
        std::fs::read_to_string(&theirs)
            .unwrap()
            .contains("scenario")
    );
}

/// Temporary files left in an output folder by writes that were killed
/// are removed by the next write into it; a write still under way (its
/// file recent) keeps its file.
#[test]
fn a_write_removes_what_killed_writes_left_in_its_folder() {
    let dir = common::scratch("cli", "stale");
    let old = std::time::SystemTime::now() - Duration::from_secs(3600);
    let left = [
        ".game.yaml.Xy12Zq.gandhi-tmp",
        ".r.html.4294967.Ab12Cd.gandhi-tmp",
        ".game.yaml.4294967.tmp",
    ];
    for name in left {
        let file = std::fs::File::create(dir.join(name)).unwrap();
        file.set_modified(old).unwrap();
    }
    let live = ".game.yaml.4294967.Cd34Ef.gandhi-tmp";
    std::fs::File::create(dir.join(live)).unwrap();
    let done = run(&["setup", "short", "-o", path(&dir.join("game.yaml"))]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert_eq!(names_in(&dir), [live, "game.yaml"]);
}

/// A name longer than the system allows is a file that cannot be
/// written, said so, not one that "cannot be read".
#[test]
fn a_name_too_long_cannot_be_written() {
    let dir = common::scratch("cli", "long-name");
    let file = dir.join(format!("{}.yaml", "g".repeat(300)));
    let done = run(&["setup", "short", "-o", path(&file)]);
    assert_eq!(done.code, 2, "{}", done.stdout);
    assert!(
        done.stderr.contains("cannot write") && done.stderr.contains("the name is too long"),
        "{}",
        done.stderr
    );
    assert!(!done.stderr.contains("cannot read"), "{}", done.stderr);
}

/// Seeds that would run past the largest seed are refused, not wrapped
/// round to 0; the last seeds there are can be played.
#[test]
fn a_seed_range_past_the_largest_seed_is_refused() {
    for command in ["playout", "fidelity"] {
        let done = run(&[command, "--seed", "18446744073709551614", "--games", "3"]);
        assert_eq!(done.code, 2, "{command}: {}", done.stdout);
        assert!(
            done.stderr.contains("--seed 18446744073709551614")
                && done.stderr.contains("at most 18446744073709551613"),
            "{command}: {}",
            done.stderr
        );
    }
    let done = run(&["playout", "--seed", "18446744073709551614", "--games", "2"]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert!(
        done.stdout
            .contains("(seeds 18446744073709551614 to 18446744073709551615)"),
        "{}",
        done.stdout
    );
}

/// The peak resident memory of the program run with `args`, in kB, read
/// from /proc while it runs (the peak only grows, so the last reading
/// before it exits is the peak, give or take its last moments).
fn peak_memory_kb(args: &[&str]) -> u64 {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().unwrap().is_none() {
        let read = std::fs::read_to_string(&status).unwrap_or_default();
        if let Some(kb) = read
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak = peak.max(kb);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(child.wait().unwrap().success());
    peak
}

/// A playout's memory does not grow with the number of games: each game
/// is summed up as it ends and let go (it held about 590 KB a game, all
/// kept until the end).
#[cfg(target_os = "linux")]
#[test]
fn a_playouts_memory_does_not_grow_with_its_games() {
    let few = peak_memory_kb(&["playout", "--games", "10", "--seed", "1"]);
    let many = peak_memory_kb(&["playout", "--games", "150", "--seed", "1"]);
    assert!(few > 0, "the figures are read");
    // 140 games more would hold about 80 MB if kept.
    assert!(
        many < few + 20 * 1024,
        "10 games: {few} kB at most; 150 games: {many} kB"
    );
}
