//! docs/fidelity.md is the `fidelity` command's report at full size, and
//! docs/freedoms.md its freedom table: this runs the command as documented,
//! once for all three tests, and compares. `UPDATE_FIDELITY=1` rewrites
//! both documents.

use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

/// What one run of the command gave: its standard output, the report and
/// the freedom table.
struct Run {
    stdout: String,
    report: String,
    freedoms: String,
}

/// The CI-sized run, made once and shared by the tests that read it.
fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let report = dir.path().join("fidelity.md");
        let freedoms = dir.path().join("freedoms.md");
        let output = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
            .args([
                "fidelity", "--mix", "--games", "120", "--seed", "1", "--jobs", "2",
            ])
            .arg("--markdown")
            .arg(&report)
            .arg("--freedoms")
            .arg(&freedoms)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        assert_eq!(
            output.status.code(),
            Some(0),
            "{stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        Run {
            stdout,
            report: std::fs::read_to_string(&report).unwrap(),
            freedoms: std::fs::read_to_string(&freedoms).unwrap(),
        }
    })
}

/// The document kept at `name` is what the run made (rewritten first with
/// `UPDATE_FIDELITY=1`).
fn kept_up_to_date(name: &str, made: &str) {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(name);
    if std::env::var_os("UPDATE_FIDELITY").is_some() {
        std::fs::write(&doc, made).unwrap();
    }
    let kept = std::fs::read_to_string(&doc).unwrap_or_default();
    assert!(
        kept == made,
        "docs/{name} is not what `gandhi-moderator fidelity --mix --games 120 --seed 1` writes now; run `UPDATE_FIDELITY=1 cargo test -p gandhi-moderator --test it fidelity` to bring it up to date"
    );
}

#[test]
fn the_fidelity_report_is_up_to_date_and_has_no_false_alarm() {
    let run = run();
    assert!(run.stdout.contains(": 0 false alarms."), "{}", run.stdout);
    // At least 10,000 legal steps are judged.
    let steps: u64 = run
        .report
        .lines()
        .find_map(|l| l.strip_prefix("| legal steps judged | "))
        .and_then(|rest| rest.trim_end_matches(" |").parse().ok())
        .unwrap();
    assert!(steps >= 10_000, "{steps} legal steps");
    kept_up_to_date("fidelity.md", &run.report);
}

#[test]
fn the_fidelity_freedom_table_is_up_to_date() {
    kept_up_to_date("freedoms.md", &run().freedoms);
}

/// Every freedom of the rules is played by some legal step of the run, so
/// that the false alarms counted cover it. The rows are read from the
/// table as written: `| `Name` | section | the choice | played | … |`.
#[test]
fn every_freedom_is_played_in_the_fidelity_run() {
    let rows: Vec<Vec<&str>> = run()
        .freedoms
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| l.split(" | ").collect())
        .collect();
    assert!(rows.len() >= 40, "{} rows", rows.len());
    let unplayed: Vec<&str> = rows
        .iter()
        .filter(|cells| cells.get(3) != Some(&"yes"))
        .map(|cells| cells[0].trim_start_matches("| "))
        .collect();
    assert!(
        unplayed.is_empty(),
        "{} freedoms of the rules never played in the fidelity run: {}",
        unplayed.len(),
        unplayed.join(", ")
    );
}
