//! Every message of a command that gives up on its input (exit code 2)
//! names the file, with the line and column where the text has them, and
//! says nothing of the program's insides (the parser's options, its type
//! names, serde's words). A file that is a symbolic link never shows the
//! text of the file it leads to. A log that cannot be replayed names the
//! file, the place and the entry.

use super::common;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Words of the program's insides that no message may hold: the parser's
/// and serde's, and names of types in the code.
const INTERNAL: [&str; 15] = [
    "replayed_events",
    "from_str_multiple",
    "budget breached",
    "configured policy",
    "invalid a ",
    "Depth {",
    "untagged",
    "DuplicateKeyPolicy",
    "serde",
    "saphyr",
    "Options",
    "RawSeat",
    "RawCard",
    "Spanned",
    "gandhi-tmp",
];

/// Words that, standing alone, are Rust's and not the game's.
const INTERNAL_WORDS: [&str; 4] = ["enum", "struct", "variant", "?"];

/// Text in the file a symbolic link leads to: never shown.
const SECRET: &str = "hunter2secret";

struct Ran {
    code: i32,
    stderr: String,
}

/// Runs the program with its user data folder in `home` (so that no file
/// of the machine's user is read).
fn run(home: &Path, args: &[&str]) -> Ran {
    let output = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .args(args)
        .env("XDG_DATA_HOME", home)
        .output()
        .unwrap();
    let ran = Ran {
        code: output.status.code().expect("exited normally"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !ran.stderr.contains("panicked"),
        "{args:?}:\n{}",
        ran.stderr
    );
    ran
}

fn s(p: &Path) -> String {
    p.to_str().unwrap().to_owned()
}

/// The arguments of a command run on a file.
type ArgsFor<'a> = Box<dyn Fn(&str) -> Vec<String> + 'a>;

/// What a message must say.
struct Expect {
    /// The file it names.
    file: String,
    /// Whether it gives `file:line:column`.
    place: bool,
}

/// Checks a message: exit 2, the file named (with its place when the text
/// has one), none of the program's insides, nothing of a linked file.
fn assert_message(what: &str, ran: &Ran, expect: &Expect) {
    let message = &ran.stderr;
    assert_eq!(ran.code, 2, "{what}: exit code {}:\n{message}", ran.code);
    assert!(
        message.contains(&expect.file),
        "{what}: the message does not name {}:\n{message}",
        expect.file
    );
    if expect.place {
        let placed = message.match_indices(&expect.file).any(|(at, _)| {
            let rest = &message[at + expect.file.len()..];
            let mut parts = rest.splitn(3, ':');
            parts.next() == Some("")
                && parts
                    .next()
                    .is_some_and(|l| l.parse::<u32>().is_ok_and(|n| n > 0))
                && parts.next().is_some_and(|c| {
                    c.split(':')
                        .next()
                        .is_some_and(|c| c.parse::<u32>().is_ok_and(|n| n > 0))
                })
        });
        assert!(
            placed,
            "{what}: no line:column after {}:\n{message}",
            expect.file
        );
    }
    assert_clean(what, message);
}

fn assert_clean(what: &str, message: &str) {
    for word in INTERNAL {
        assert!(
            !message.contains(word),
            "{what}: `{word}` in the message:\n{message}"
        );
    }
    for word in message.split(|c: char| c.is_whitespace() || "`'\"(),:;.[]".contains(c)) {
        assert!(
            !INTERNAL_WORDS.contains(&word),
            "{what}: `{word}` in the message:\n{message}"
        );
    }
    assert!(
        !message.contains(".?") && !message.contains("`?`"),
        "{what}: a parser's path in the message:\n{message}"
    );
    assert!(
        !message.contains(SECRET),
        "{what}: the linked file's text is shown:\n{message}"
    );
}

/// Bad texts of a file of ours, from one written by the program: each with
/// whether the message has a line and column.
fn bad_texts(good: &str, first_line_of_a_value: &str) -> Vec<(&'static str, String, bool)> {
    let mut cases = vec![
        ("empty", String::new(), false),
        ("syntax", "format: [1\n".to_owned(), true),
        ("a list", "- a\n- b\n".to_owned(), true),
        ("a word", "hello\n".to_owned(), true),
        ("a mapping of another kind", "a: 1\nb: 2\n".to_owned(), true),
        (
            "another format",
            "format: gandhi-moderator map checks\nversion: 1\n".to_owned(),
            true,
        ),
        (
            "a newer version",
            good.replacen("version: ", "version: 9", 1),
            true,
        ),
        (
            "a key twice",
            good.replacen("\nscenario:", "\nscenario: short\nscenario:", 1),
            true,
        ),
        (
            "an unknown field",
            good.replacen("\nscenario:", "\nfrobnicate: 1\nscenario:", 1),
            true,
        ),
        (
            "a seat of no accepted form",
            good.replacen("  raj: 1\n", "  raj: [1]\n", 1),
            true,
        ),
        (
            "a seat out of range",
            good.replacen("  raj: 1\n", "  raj: 9\n", 1),
            true,
        ),
        (
            "an unknown scenario",
            good.replacen("scenario: short", "scenario: longest", 1),
            true,
        ),
        ("two documents", format!("{good}---\n{good}"), true),
        (
            "nested without end",
            good.replacen(
                "\nscenario:",
                &format!("\nscenario: {}{}\nx:", "[".repeat(80), "]".repeat(80)),
                1,
            ),
            true,
        ),
        (
            "not a number",
            good.replacen("version: ", "version: .nan\nv: ", 1),
            true,
        ),
        ("cut short", good[..good.len() / 2].to_owned(), false),
        (
            "no closing line",
            good.lines()
                .filter(|l| !l.starts_with("end:"))
                .collect::<Vec<_>>()
                .join("\n"),
            false,
        ),
    ];
    if !first_line_of_a_value.is_empty() {
        cases.push((
            "a value of the wrong type",
            good.replacen(first_line_of_a_value, "  raj_resources: many", 1),
            true,
        ));
    }
    cases
}

/// Writes `text` at `dir/name` and returns the path.
fn write(dir: &Path, name: &str, text: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// A link at `dir/name` to a file holding the secret.
#[cfg(unix)]
fn link_to_secret(dir: &Path, name: &str, secret_text: &str) -> PathBuf {
    let target = dir.join(format!("{name}.target"));
    std::fs::write(&target, secret_text).unwrap();
    let link = dir.join(name);
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&target, &link).unwrap();
    link
}

/// Texts that a linked file may hold, each of which the parser would quote.
fn secret_texts() -> Vec<String> {
    vec![
        format!("{SECRET}: 1\n"),
        format!("format: {SECRET}\nversion: 1\n"),
        format!("{SECRET}: [1\n"),
        format!("- {SECRET}\n"),
        format!("format: gandhi-moderator state\nversion: 1\nscenario: {SECRET}\n"),
    ]
}

#[test]
fn every_file_a_command_reads_is_named_with_its_place_and_no_internals() {
    let dir = common::scratch("messages", "files");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let state = dir.join("state.yaml");
    let made = run(&home, &["setup", "short", "--seed", "1", "-o", &s(&state)]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let game = dir.join("game.yaml");
    let made = run(
        &home,
        &[
            "playout",
            "--games",
            "1",
            "--seed",
            "1",
            "--save",
            &s(&game),
        ],
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    let good_state = std::fs::read_to_string(&state).unwrap();
    let good_game = std::fs::read_to_string(&game).unwrap();
    let out = s(&dir.join("report.html"));

    // The state files of `check` and `totals`, the saved games of `judge`
    // and `report`.
    let readers: Vec<(&str, &str, ArgsFor<'_>)> = vec![
        (
            "state",
            &good_state,
            Box::new(|f: &str| vec!["check".into(), f.into()]),
        ),
        (
            "state",
            &good_state,
            Box::new(|f: &str| vec!["totals".into(), f.into()]),
        ),
        (
            "game",
            &good_game,
            Box::new(|f: &str| vec!["judge".into(), f.into()]),
        ),
        (
            "game",
            &good_game,
            Box::new(|f: &str| {
                vec![
                    "report".into(),
                    f.into(),
                    "--entry".into(),
                    "1".into(),
                    "-o".into(),
                    out.clone(),
                ]
            }),
        ),
    ];
    for (kind, good, args) in &readers {
        let value = if *kind == "state" {
            good.lines()
                .find(|l| l.starts_with("  raj_resources:"))
                .unwrap()
        } else {
            ""
        };
        for (case, text, place) in bad_texts(good, value) {
            let file = write(&dir, &format!("{kind}-bad.yaml"), text.as_bytes());
            let args = args(&s(&file));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let what = format!("{} on {kind}: {case}", args[0]);
            let ran = run(&home, &args);
            assert_message(
                &what,
                &ran,
                &Expect {
                    file: s(&file),
                    place,
                },
            );
        }
        // Bytes that are not text; no file; a folder; a file too large.
        for (case, make, place) in [
            ("binary", Some(b"format: \x00\xff\xfe".to_vec()), true),
            ("missing", None, false),
            ("too large", Some(vec![b'#'; 8 * 1024 * 1024 + 1]), false),
        ] {
            let file = dir.join(format!("{kind}-{case}.yaml"));
            let _ = std::fs::remove_file(&file);
            if let Some(bytes) = make {
                std::fs::write(&file, bytes).unwrap();
            }
            let args = args(&s(&file));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let ran = run(&home, &args);
            let what = format!("{} on {kind}: {case}", args[0]);
            assert_message(
                &what,
                &ran,
                &Expect {
                    file: s(&file),
                    place,
                },
            );
        }
        let args_folder = args(&s(&dir));
        let args_folder: Vec<&str> = args_folder.iter().map(String::as_str).collect();
        let ran = run(&home, &args_folder);
        assert_message(
            &format!("{} on a folder", args_folder[0]),
            &ran,
            &Expect {
                file: s(&dir),
                place: false,
            },
        );
        #[cfg(unix)]
        for secret in secret_texts() {
            let link = link_to_secret(&dir, &format!("{kind}-link.yaml"), &secret);
            let args = args(&s(&link));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let ran = run(&home, &args);
            assert_message(
                &format!("{} on a link to {secret:?}", args[0]),
                &ran,
                &Expect {
                    file: s(&link),
                    place: true,
                },
            );
        }
    }

    // A state file with a track value no track can show.
    let beyond = good_state.replacen(
        good_state
            .lines()
            .find(|l| l.starts_with("  raj_resources:"))
            .unwrap(),
        "  raj_resources: -2147483648",
        1,
    );
    let file = write(&dir, "beyond.yaml", beyond.as_bytes());
    for command in ["check", "totals"] {
        let ran = run(&home, &[command, &s(&file)]);
        assert_message(
            &format!("{command}: a track beyond the limit"),
            &ran,
            &Expect {
                file: s(&file),
                place: true,
            },
        );
    }

    // `--map-checks FILE`.
    for (case, text, place) in [
        ("syntax", "format: [1\n".to_owned(), true),
        ("a state file", good_state.clone(), true),
        (
            "an unknown fact",
            "format: gandhi-moderator map checks\nversion: 1\nchecks:\n  - { fact: nope }\nend: end of map checks\n"
                .to_owned(),
            true,
        ),
    ] {
        let file = write(&dir, "checks.yaml", text.as_bytes());
        let ran = run(
            &home,
            &["--map-checks", &s(&file), "totals", "--scenario", "short"],
        );
        assert_message(
            &format!("--map-checks: {case}"),
            &ran,
            &Expect {
                file: s(&file),
                place,
            },
        );
    }
    #[cfg(unix)]
    for secret in secret_texts() {
        let link = link_to_secret(&dir, "checks-link.yaml", &secret);
        let ran = run(
            &home,
            &["--map-checks", &s(&link), "totals", "--scenario", "short"],
        );
        assert_message(
            &format!("--map-checks on a link to {secret:?}"),
            &ran,
            &Expect {
                file: s(&link),
                place: true,
            },
        );
    }

    // Files written: a folder that does not exist.
    let nowhere = dir.join("no-such-folder").join("out.yaml");
    let nowhere_html = dir.join("no-such-folder").join("out.html");
    for args in [
        vec!["setup", "short", "-o", nowhere.to_str().unwrap()],
        vec![
            "playout",
            "--games",
            "1",
            "--save",
            nowhere.to_str().unwrap(),
        ],
        vec![
            "report",
            game.to_str().unwrap(),
            "--entry",
            "1",
            "-o",
            nowhere_html.to_str().unwrap(),
        ],
    ] {
        let ran = run(&home, &args);
        let named = if args[0] == "report" {
            &nowhere_html
        } else {
            &nowhere
        };
        assert_message(
            &format!("{} writing into no folder", args[0]),
            &ran,
            &Expect {
                file: s(named),
                place: false,
            },
        );
    }
}

/// A log that cannot be replayed is said with the file, the entry's place
/// and its number, by `report` (exit 2) as by `judge` (exit 1).
#[test]
fn a_log_that_cannot_be_replayed_names_the_file_the_place_and_the_entry() {
    let dir = common::scratch("messages", "replay");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let game = dir.join("game.yaml");
    let made = run(
        &home,
        &[
            "playout",
            "--games",
            "1",
            "--seed",
            "1",
            "--save",
            &s(&game),
        ],
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    let text = std::fs::read_to_string(&game).unwrap();
    // The first track set in the log, to a value no track shows.
    let at = text.find("  track:\n    track: ").unwrap();
    let to = at + text[at..].find("    to: ").unwrap();
    let end = to + text[to..].find('\n').unwrap();
    let broken = format!("{}    to: -2147483648{}", &text[..to], &text[end..]);
    let entry_line = text[..at].lines().count();
    let entry = text[..at].matches("\n- at: ").count();
    let file = write(&dir, "broken.yaml", broken.as_bytes());
    let placed = format!("{}:{entry_line}:", s(&file));
    let ran = run(
        &home,
        &[
            "report",
            &s(&file),
            "--entry",
            "1",
            "-o",
            &s(&dir.join("r.html")),
        ],
    );
    assert_message(
        "report of a log that cannot be replayed",
        &ran,
        &Expect {
            file: s(&file),
            place: true,
        },
    );
    assert!(ran.stderr.contains(&placed), "{placed}:\n{}", ran.stderr);
    assert!(
        ran.stderr.contains(&format!("entry {entry}")),
        "entry {entry}:\n{}",
        ran.stderr
    );
    let output = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .args(["judge", &s(&file)])
        .env("XDG_DATA_HOME", &home)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains(&placed), "{placed}:\n{stdout}");
    assert!(stdout.contains(&format!("entry {entry}")), "{stdout}");
    assert_clean("judge of a log that cannot be replayed", &stdout);
}

/// A bundled data file copied into a folder, with a change.
fn data_folder(dir: &Path) -> PathBuf {
    let folder = dir.join("data");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(folder.join("scenarios")).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    for name in [
        "rules_index.yaml",
        "map.yaml",
        "pieces.yaml",
        "viceroys.yaml",
        "cards.yaml",
        "arjuna.yaml",
        "random_spaces.yaml",
        "np_aid.yaml",
        "scenarios/short.yaml",
        "scenarios/main.yaml",
        "scenarios/quick.yaml",
    ] {
        std::fs::copy(root.join(name), folder.join(name)).unwrap();
    }
    folder
}

fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{from} not in {}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

/// `--data DIR`: every problem of the folder at once, each with its file
/// and place, for every command that reads the data.
#[test]
fn a_data_folder_is_reported_whole_for_every_command() {
    let dir = common::scratch("messages", "data");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let folder = data_folder(&dir);
    let short = folder.join("scenarios/short.yaml");
    let pieces = folder.join("pieces.yaml");
    let map = folder.join("map.yaml");
    edit(&short, "restraint: 3", "restraint: -65535");
    edit(&short, "  troops: 4\n", "  troops: 200\n");
    edit(&pieces, "raj: { value: 38,", "raj: { value: -38,");
    edit(&map, "\n", "\nfrobnicate: 1\n");
    std::fs::remove_file(folder.join("viceroys.yaml")).unwrap();
    let state = dir.join("state.yaml");
    let made = run(&home, &["setup", "short", "--seed", "1", "-o", &s(&state)]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let data = s(&folder);
    let out = s(&dir.join("out.yaml"));
    let commands: Vec<Vec<&str>> = vec![
        vec!["totals", "--scenario", "short"],
        vec!["check", state.to_str().unwrap()],
        vec!["setup", "short", "-o", &out],
        vec!["playout", "--games", "1"],
        vec!["judge", state.to_str().unwrap()],
    ];
    for command in commands {
        let mut args = vec!["--data", &data];
        args.extend(command.iter().copied());
        let ran = run(&home, &args);
        let what = format!("--data with {}", command[0]);
        for (file, place) in [
            (&short, true),
            (&pieces, true),
            (&map, true),
            (&folder.join("viceroys.yaml"), false),
        ] {
            assert_message(
                &what,
                &ran,
                &Expect {
                    file: s(file),
                    place,
                },
            );
        }
        for says in ["-65535", "`troops`", "-38", "frobnicate", "cannot be read"] {
            assert!(ran.stderr.contains(says), "{what}: {says}:\n{}", ran.stderr);
        }
    }
    // A folder that is not there is said once.
    let ran = run(
        &home,
        &[
            "--data",
            &s(&dir.join("nowhere")),
            "totals",
            "--scenario",
            "short",
        ],
    );
    assert_message(
        "--data of no folder",
        &ran,
        &Expect {
            file: s(&dir.join("nowhere")),
            place: false,
        },
    );
    assert_eq!(ran.stderr.lines().count(), 2, "{}", ran.stderr);
    // A data file that is a link never shows the file it leads to.
    #[cfg(unix)]
    for secret in secret_texts() {
        let folder = data_folder(&dir);
        for name in ["pieces.yaml", "scenarios/extra.yaml"] {
            let _ = link_to_secret(&folder, name, &secret);
        }
        let ran = run(
            &home,
            &["--data", &s(&folder), "totals", "--scenario", "short"],
        );
        for name in ["pieces.yaml", "scenarios/extra.yaml"] {
            assert_message(
                &format!("--data with {name} a link to {secret:?}"),
                &ran,
                &Expect {
                    file: s(&folder.join(name)),
                    place: true,
                },
            );
        }
    }
}

/// The players' card file in the user data folder, when broken, is named
/// with its place (the game is judged without it).
#[test]
fn a_broken_players_card_file_is_named_with_its_place() {
    let dir = common::scratch("messages", "cards");
    let home = dir.join("home");
    let own = home.join("gandhimoderator");
    std::fs::create_dir_all(&own).unwrap();
    let game = dir.join("game.yaml");
    let made = run(
        &home,
        &[
            "playout",
            "--games",
            "1",
            "--seed",
            "1",
            "--save",
            &s(&game),
        ],
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    // As a game the table played: a playout's own is judged with the
    // made-up cards it was played with, never the players' file.
    let text = std::fs::read_to_string(&game).unwrap();
    std::fs::write(&game, text.replacen("made_up: true\n", "", 1)).unwrap();
    let cards = own.join("cards.yaml");
    for text in [
        "format: [1\n",
        "format: gandhi-moderator cards\nversion: 1\ncards: {a: 1}\nend: end of cards\n",
        "format: gandhi-moderator cards\nversion: 1\ncards: [{z: 1}]\nend: end of cards\n",
    ] {
        std::fs::write(&cards, text).unwrap();
        let ran = run(&home, &["judge", &s(&game)]);
        assert_ne!(ran.code, 2, "{}", ran.stderr);
        let name = s(&cards);
        assert!(ran.stderr.contains(&format!("{name}:")), "{}", ran.stderr);
        assert_clean("the players' cards", &ran.stderr);
    }
}

/// A state file whose aliases would expand past the reader's limit is
/// refused with its place and the limit, in words, not the parser's
/// counters.
#[test]
fn aliases_that_expand_too_far_are_refused_in_plain_words() {
    let dir = common::scratch("messages", "aliases");
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let text = include_str!("../../crates/fuzz/corpus/state/alias-bomb.yaml");
    let file = write(&dir, "bomb.yaml", text.as_bytes());
    let ran = run(&home, &["check", &s(&file)]);
    let expect = Expect {
        file: s(&file),
        place: true,
    };
    assert_message("check on an alias bomb", &ran, &expect);
    assert!(ran.stderr.contains("aliases"), "{}", ran.stderr);
    assert!(
        ran.stderr.contains("more than 10000 values"),
        "{}",
        ran.stderr
    );
}
