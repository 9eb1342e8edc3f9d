//! The peak memory of `playout`: plays N games through the command itself
//! (`gandhi-moderator playout --games N`, any further arguments passed on,
//! e.g. `--jobs 2` or `--scenario main`), then reads the process's own
//! figures from /proc/self/status (Linux): the resident memory before the
//! games, and the peak resident memory (VmHWM) after them.
//!
//! `cargo run --release --example playout_memory -- 1000`
//! (docs/performance.md).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // measuring code

use std::ffi::OsString;

/// The value of one line of /proc/self/status, e.g. `VmHWM`, in kB.
fn status_kb(key: &str) -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    text.lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
}

fn mib(kb: Option<u64>) -> String {
    kb.map_or_else(
        || "?".to_owned(),
        |kb| format!("{:.1} MiB", kb as f64 / 1024.0),
    )
}

fn main() {
    let mut args = std::env::args_os().skip(1);
    let games = args.next().unwrap_or_else(|| OsString::from("1000"));
    let mut command: Vec<OsString> = ["gandhi-moderator", "playout", "--games"]
        .into_iter()
        .map(OsString::from)
        .collect();
    command.push(games.clone());
    command.extend(args);
    let before = status_kb("VmRSS");
    let outcome = gandhi_moderator::cli::run(command);
    print!("{}", outcome.stdout);
    eprint!("{}", outcome.stderr);
    println!(
        "playout of {} games: resident before {}, peak resident (VmHWM) {}",
        games.to_string_lossy(),
        mib(before),
        mib(status_kb("VmHWM"))
    );
    assert_eq!(outcome.code, 0, "the playout failed");
}
