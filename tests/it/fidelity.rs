//! docs/fidelity.md is the `fidelity` command's report at full size: this
//! runs the command as documented and compares. `UPDATE_FIDELITY=1`
//! rewrites the document.

use std::path::Path;
use std::process::Command;

#[test]
fn the_fidelity_report_is_up_to_date_and_has_no_false_alarm() {
    let dir = tempfile::tempdir().unwrap();
    let written = dir.path().join("fidelity.md");
    let output = Command::new(env!("CARGO_BIN_EXE_gandhi-moderator"))
        .args([
            "fidelity", "--mix", "--games", "120", "--seed", "1", "--jobs", "2",
        ])
        .arg("--markdown")
        .arg(&written)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains(": 0 false alarms."), "{stdout}");
    let made = std::fs::read_to_string(&written).unwrap();
    // At least 10,000 legal steps are judged.
    let steps: u64 = made
        .lines()
        .find_map(|l| l.strip_prefix("| legal steps judged | "))
        .and_then(|rest| rest.trim_end_matches(" |").parse().ok())
        .unwrap();
    assert!(steps >= 10_000, "{steps} legal steps");
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/fidelity.md");
    if std::env::var_os("UPDATE_FIDELITY").is_some() {
        std::fs::write(&doc, &made).unwrap();
    }
    let kept = std::fs::read_to_string(&doc).unwrap_or_default();
    assert!(
        kept == made,
        "docs/fidelity.md is not what `gandhi-moderator fidelity --mix --games 120 --seed 1` writes now; run `UPDATE_FIDELITY=1 cargo test -p gandhi-moderator --test it fidelity` to bring it up to date"
    );
}
