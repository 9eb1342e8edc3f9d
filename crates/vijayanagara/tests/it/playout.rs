//! Random games played by the generator written from the rulebook, judged
//! by the table as any log: the generator and the checks agree, and the
//! games play every Command and Decree the program judges.

use coin_table::{Gesture, judge_playout};
use vijayanagara::{Declared, Vijayanagara};

use crate::bundled;

#[test]
fn random_games_break_no_rule_and_play_every_judged_command_and_decree() {
    let data = bundled();
    let mut declared: Vec<String> = Vec::new();
    let mut entries = 0;
    for seed in 0..300 {
        let judged = judge_playout(&Vijayanagara, &data, ("standard", seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        assert_eq!(judged.broken, Vec::new(), "seed {seed}");
        // The only warnings: an Event's changes left to the table (2.3.4).
        let events = judged
            .log
            .entries
            .iter()
            .filter(|e| {
                e.declare
                    .as_deref()
                    .is_some_and(|d| d.starts_with("event "))
            })
            .count();
        assert_eq!(judged.warnings, events, "seed {seed}");
        // Every game is played to its end, Timur's invasion (2.6).
        let last = judged.log.entries.last().unwrap();
        assert!(
            last.gestures.contains(&Gesture::Change("end".to_owned())),
            "seed {seed}: {last:?}"
        );
        entries += judged.log.entries.len();
        for entry in &judged.log.entries {
            let Some(text) = &entry.declare else { continue };
            let kind = match Declared::read(text).unwrap() {
                Declared::Pass(_) => "pass".to_owned(),
                Declared::Instructions => "instructions".to_owned(),
                Declared::Event { stay, .. } => format!("event{}", if stay { " stay" } else { "" }),
                Declared::Decree { decree, .. } => format!("{} alone", decree.key()),
                Declared::Command {
                    command,
                    decree,
                    limited,
                    ..
                } => format!(
                    "{}{}{}",
                    command.key(),
                    if limited { " limited" } else { "" },
                    decree.map(|d| format!(" {}", d.key())).unwrap_or_default()
                ),
            };
            if !declared.contains(&kind) {
                declared.push(kind);
            }
        }
    }
    assert!(entries > 300 * 80, "{entries} entries");
    for kind in [
        "instructions",
        "event",
        "event stay",
        "campaign alone",
        "rally limited",
        "pass",
        "conscript",
        "march",
        "govern",
        "rally",
        "migrate",
        "rebel",
        "attack",
        "attack collect-tribute",
        "attack trade",
        "attack tax",
        "conscript campaign",
        "govern campaign",
        "rally conspire",
        "migrate conspire",
        "rebel compel",
        "conscript limited",
        "govern collect-tribute",
        "march demand-obedience",
        "rally trade",
        "rally tax",
        "migrate build",
        "rebel build",
    ] {
        assert!(
            declared.iter().any(|d| d == kind),
            "{kind} never played: {declared:?}"
        );
    }
    // A seed plays the same game again.
    let once = judge_playout(&Vijayanagara, &data, ("standard", 11)).unwrap();
    let again = judge_playout(&Vijayanagara, &data, ("standard", 11)).unwrap();
    assert_eq!(once.log, again.log);
}

/// The soak CI runs optimised: thousands of random games, none of whose
/// entries the checks find breaking a rule.
#[test]
#[ignore = "long: run by CI optimised, with `--ignored soak`"]
fn soak_thousands_of_random_games() {
    let data = bundled();
    let games = 3000;
    let mut entries = 0;
    for seed in 0..games {
        let judged = judge_playout(&Vijayanagara, &data, ("standard", seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        assert_eq!(judged.broken, Vec::new(), "seed {seed}");
        entries += judged.log.entries.len();
    }
    eprintln!("{games} games, {entries} entries: none broke a rule");
}
