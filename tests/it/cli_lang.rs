//! The command line speaks the language asked for: `--lang it|es|en`, or,
//! without it, the one the environment names (LC_ALL, then LC_MESSAGES,
//! then LANG). The words change; the JSON keys and the layout do not.

use super::common;
use std::process::Command;

struct Ran {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs the program with `args`, the locale variables cleared and then
/// set as `env` says.
fn run_with(env: &[(&str, &str)], args: &[&str]) -> Ran {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.args(args).output().unwrap();
    let ran = Ran {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    };
    assert!(!ran.stderr.contains("panicked"), "{args:?}: {}", ran.stderr);
    ran
}

fn run(args: &[&str]) -> Ran {
    run_with(&[], args)
}

#[test]
fn totals_are_headed_in_the_language_asked_for() {
    let english = run(&["totals", "--scenario", "short"]);
    assert_eq!(english.code, Some(0), "{}", english.stderr);
    assert!(
        english
            .stdout
            .starts_with("Raj Control (1.7): cubes against other Active pieces\n")
    );
    assert!(
        english.stdout.contains("Ranking (7.1): "),
        "{}",
        english.stdout
    );

    let italian = run(&["totals", "--scenario", "short", "--lang", "it"]);
    assert_eq!(italian.code, Some(0), "{}", italian.stderr);
    assert!(
        italian
            .stdout
            .starts_with("Controllo Raj (1.7): cubi contro gli altri pezzi Attivi\n"),
        "{}",
        italian.stdout
    );
    assert!(
        italian.stdout.contains("Classifica (7.1): "),
        "{}",
        italian.stdout
    );
    assert!(italian.stdout.contains("Congresso"), "{}", italian.stdout);
    assert!(!italian.stdout.contains("Ranking"), "{}", italian.stdout);

    let spanish = run(&["totals", "--scenario", "short", "--lang", "es"]);
    assert_eq!(spanish.code, Some(0), "{}", spanish.stderr);
    assert!(
        spanish
            .stdout
            .starts_with("Control Raj (1.7): cubos contra las demás piezas Activas\n"),
        "{}",
        spanish.stdout
    );
    assert!(
        spanish.stdout.contains("Clasificación (7.1): "),
        "{}",
        spanish.stdout
    );
    assert!(spanish.stdout.contains("Congreso"), "{}", spanish.stdout);
    // The same lines, one for one: only the words differ.
    assert_eq!(
        english.stdout.lines().count(),
        spanish.stdout.lines().count()
    );
}

#[test]
fn setup_and_check_speak_italian_and_spanish() {
    let dir = common::scratch("lang", "check");
    let file = dir.join("state.yaml");
    let file = file.to_str().unwrap();
    let set_up = run(&["setup", "short", "--seed", "3", "-o", file, "--lang", "es"]);
    assert_eq!(set_up.code, Some(0), "{}", set_up.stderr);
    assert!(
        set_up.stdout.starts_with("Preparado el escenario "),
        "{}",
        set_up.stdout
    );
    assert!(
        set_up.stdout.contains(" con semilla 3 en "),
        "{}",
        set_up.stdout
    );

    let english = run(&["check", file]);
    let italian = run(&["check", file, "--lang", "it"]);
    let spanish = run(&["check", file, "--lang", "es"]);
    assert_eq!(english.stdout, format!("{file}: no finding\n"));
    assert_eq!(italian.stdout, format!("{file}: nessun rilievo\n"));
    assert_eq!(spanish.stdout, format!("{file}: ninguna observación\n"));
    assert_eq!(italian.code, english.code);
}

#[test]
fn errors_are_said_in_the_language_asked_for() {
    let dir = common::scratch("lang", "errors");
    let missing = dir.join("missing.yaml");
    let missing = missing.to_str().unwrap();
    let italian = run(&["check", missing, "--lang", "it"]);
    assert_eq!(italian.code, Some(2));
    assert_eq!(
        italian.stderr,
        format!("errore: impossibile leggere {missing}: il file o la cartella non esiste\n")
    );
    let spanish = run(&["check", missing, "--lang", "es"]);
    assert_eq!(
        spanish.stderr,
        format!("error: no se puede leer {missing}: no existe tal archivo o carpeta\n")
    );
    let english = run(&["check", missing]);
    assert_eq!(
        english.stderr,
        format!("error: cannot read {missing}: there is no such file or folder\n")
    );

    // A data folder that is a file, and a Faction that is none.
    let not_a_folder = dir.join("plain.txt");
    std::fs::write(&not_a_folder, "text").unwrap();
    let folder = run(&[
        "totals",
        "--scenario",
        "short",
        "--data",
        not_a_folder.to_str().unwrap(),
        "--lang",
        "it",
    ]);
    assert_eq!(folder.code, Some(2));
    assert!(
        folder
            .stderr
            .starts_with("errore: i dati dei componenti non si possono usare:\n")
            && folder.stderr.contains("non è una cartella"),
        "{}",
        folder.stderr
    );
    let faction = run(&["playout", "--non-players", "moghuls", "--lang", "es"]);
    assert_eq!(faction.code, Some(2));
    assert!(
        faction
            .stderr
            .contains("`moghuls` no es una Facción; usad raj, congress"),
        "{}",
        faction.stderr
    );
}

#[test]
fn the_environment_names_the_language_when_lang_is_not_given() {
    let args = ["totals", "--scenario", "short"];
    let heading = |ran: &Ran| ran.stdout.lines().next().unwrap_or_default().to_owned();
    let italian = run_with(&[("LANG", "it_IT.UTF-8")], &args);
    assert!(
        heading(&italian).starts_with("Controllo Raj"),
        "{}",
        italian.stdout
    );
    // LC_ALL comes before LANG, LC_MESSAGES before LANG.
    let spanish = run_with(&[("LANG", "it_IT.UTF-8"), ("LC_ALL", "es_ES.UTF-8")], &args);
    assert!(
        heading(&spanish).starts_with("Control Raj"),
        "{}",
        spanish.stdout
    );
    let messages = run_with(&[("LANG", "en_GB.UTF-8"), ("LC_MESSAGES", "it_CH")], &args);
    assert!(
        heading(&messages).starts_with("Controllo Raj"),
        "{}",
        messages.stdout
    );
    // An empty LC_ALL is no choice; anything not Italian or Spanish is English.
    let empty = run_with(&[("LC_ALL", ""), ("LANG", "es_MX.UTF-8")], &args);
    assert!(
        heading(&empty).starts_with("Control Raj"),
        "{}",
        empty.stdout
    );
    let french = run_with(&[("LANG", "fr_FR.UTF-8")], &args);
    assert!(
        heading(&french).starts_with("Raj Control"),
        "{}",
        french.stdout
    );
    // --lang wins over the environment.
    let asked = run_with(
        &[("LC_ALL", "it_IT.UTF-8")],
        &["totals", "--scenario", "short", "--lang", "en"],
    );
    assert!(
        heading(&asked).starts_with("Raj Control"),
        "{}",
        asked.stdout
    );
}

#[test]
fn json_keeps_its_keys_in_any_language() {
    let english = run(&["totals", "--scenario", "short", "--json"]);
    let italian = run(&["totals", "--scenario", "short", "--json", "--lang", "it"]);
    let english: serde_json::Value = serde_json::from_str(&english.stdout).unwrap();
    let italian: serde_json::Value = serde_json::from_str(&italian.stdout).unwrap();
    // Totals hold no words: the two are the same.
    assert_eq!(english, italian);
    assert!(italian["raj"]["threshold"].is_number());
}

/// The help of the program and of every command is worded in the language
/// asked for, by `--lang` or by the environment: no English heading, flag
/// text, list of values or default is left in Italian or Spanish.
#[test]
fn the_help_of_every_command_speaks_the_language_asked_for() {
    let commands = [
        "", "setup", "totals", "check", "judge", "report", "playout", "fidelity",
    ];
    let english_marks = [
        "Usage:",
        "Options:",
        "Arguments:",
        "Commands:",
        "Print help",
        "possible values",
        "default:",
        "Set up a scenario",
        "Which scenario",
    ];
    for (lang, usage, help_flag) in [
        ("it", "Uso:", "Mostra questo aiuto"),
        ("es", "Uso:", "Muestra esta ayuda"),
    ] {
        for command in commands {
            let mut args: Vec<&str> = vec!["--lang", lang];
            if !command.is_empty() {
                args.push(command);
            }
            args.push("--help");
            let ran = run(&args);
            assert_eq!(ran.code, Some(0), "{args:?}: {}", ran.stderr);
            assert!(ran.stdout.contains(usage), "{args:?}: {}", ran.stdout);
            assert!(ran.stdout.contains(help_flag), "{args:?}: {}", ran.stdout);
            for mark in english_marks {
                assert!(
                    !ran.stdout.contains(mark),
                    "{args:?}: `{mark}` is English: {}",
                    ran.stdout
                );
            }
        }
    }
    // The environment's language, without `--lang`.
    let spanish = run_with(&[("LANG", "es_ES.UTF-8")], &["setup", "--help"]);
    assert!(
        spanish
            .stdout
            .starts_with("Prepara un escenario y escribe su archivo de estado."),
        "{}",
        spanish.stdout
    );
    // English stays as it was.
    let english = run(&["playout", "--help"]);
    assert!(english.stdout.contains("Usage: gandhi-moderator playout"));
    assert!(
        english
            .stdout
            .contains("How many games (at least one; 100 when left out).")
    );
    assert!(english.stdout.contains("-h, --help"));
}

/// What the parser refuses is said in the language asked for, with exit
/// code 2: an unknown option, a value an option does not take (with those
/// it takes), a missing argument, two options that do not go together.
#[test]
fn what_the_parser_refuses_is_said_in_the_language_asked_for() {
    let unknown = run(&["--lang", "it", "totals", "--bogus"]);
    assert_eq!(unknown.code, Some(2));
    assert_eq!(
        unknown.stderr,
        "errore: argomento inatteso `--bogus`\nPer saperne di più, provate --help.\n"
    );
    let value = run(&["--lang", "es", "totals", "--scenario", "nope"]);
    assert_eq!(value.code, Some(2));
    assert!(
        value
            .stderr
            .starts_with("error: `nope` no es un valor que --scenario <SCENARIO> acepte; acepta short, main, quick\n"),
        "{}",
        value.stderr
    );
    let missing = run_with(&[("LANG", "it_IT.UTF-8")], &["setup"]);
    assert_eq!(missing.code, Some(2));
    assert!(
        missing
            .stderr
            .starts_with("errore: manca: --output <FILE>, <SCENARIO>\n"),
        "{}",
        missing.stderr
    );
    let conflict = run(&["totals", "--scenario", "short", "game.yaml"]);
    assert_eq!(conflict.code, Some(2));
    assert!(
        conflict
            .stderr
            .starts_with("error: --scenario <SCENARIO> does not go with [FILE]\n"),
        "{}",
        conflict.stderr
    );
    // A value given to a flag that takes none.
    let too_many = run(&["--lang", "it", "totals", "--json=yes", "game.yaml"]);
    assert_eq!(too_many.code, Some(2));
    assert!(
        too_many
            .stderr
            .starts_with("errore: --json non prende altri valori, ma è stato dato `yes`\n"),
        "{}",
        too_many.stderr
    );
    // The table's commands without one: their help, in the language asked for.
    let bare = run(&["--lang", "es", "table"]);
    assert_eq!(bare.code, Some(2));
    assert!(bare.stderr.contains("Comandos:"), "{}", bare.stderr);
}
