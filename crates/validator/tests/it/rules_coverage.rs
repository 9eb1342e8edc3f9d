//! `docs/rules-coverage.md` is generated from the code: for every section of
//! chapters 1–7, what the validator checks or derives for it and which tests
//! exercise it. This test fails when the document is stale; running it with
//! `UPDATE_COVERAGE=1` rewrites the document.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::common::coverage::{CHECKS, DERIVED};
use gandhi_validator::action::Issue;
use gandhi_validator::action::campaign::Phase;
use gandhi_validator::{GameData, RuleRef, RulesIndex};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// Sections named in a test's name (`ex_3_4_3_attack`, `…_6_2_1_…`): runs of
/// two or three numbers joined by `_`, kept when the index lists them.
fn sections_in_name(name: &str, index: &RulesIndex) -> Vec<RuleRef> {
    let parts: Vec<&str> = name.split('_').collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        if parts[i].chars().all(|c| c.is_ascii_digit()) && !parts[i].is_empty() {
            let mut j = i;
            while j < parts.len()
                && parts[j].chars().all(|c| c.is_ascii_digit())
                && !parts[j].is_empty()
            {
                j += 1;
            }
            // The longest run the index knows, starting here.
            let mut found = None;
            for end in (i + 2..=j.min(i + 3)).rev() {
                if let Ok(rule) = RuleRef::parse(&parts[i..end].join("."))
                    && index.contains(rule)
                {
                    found = Some((rule, end));
                    break;
                }
            }
            match found {
                Some((rule, end)) => {
                    out.push(rule);
                    i = end;
                }
                None => i = j,
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Sections written in a line of prose, e.g. `/// 3.4.2: …` or `(6.2.1)`.
fn sections_in_text(text: &str, index: &RulesIndex) -> Vec<RuleRef> {
    let mut out = Vec::new();
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit()
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == '.'));
        if starts {
            let mut j = i;
            while j < bytes.len() && (bytes[j].is_ascii_digit() || bytes[j] == '.') {
                j += 1;
            }
            let token: String = bytes[i..j]
                .iter()
                .collect::<String>()
                .trim_end_matches('.')
                .to_owned();
            if token.contains('.')
                && let Ok(rule) = RuleRef::parse(&token)
                && index.contains(rule)
            {
                out.push(rule);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// Test functions with the sections their names and doc comments cite.
fn tests_by_section(index: &RulesIndex) -> BTreeMap<RuleRef, BTreeSet<String>> {
    let root = workspace();
    let mut sources = Vec::new();
    for dir in [
        "crates/validator/tests",
        "crates/validator/src",
        "tests",
        "src",
    ] {
        files(&root.join(dir), "rs", &mut sources);
    }
    sources.sort();
    let mut map: BTreeMap<RuleRef, BTreeSet<String>> = BTreeMap::new();
    for file in sources {
        let text = std::fs::read_to_string(&file).unwrap();
        let short = file
            .strip_prefix(&root)
            .unwrap_or(&file)
            .display()
            .to_string()
            .replace("crates/validator/", "validator/");
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            if line.trim() != "#[test]" {
                continue;
            }
            let Some(decl) = lines[n + 1..]
                .iter()
                .find(|l| l.trim_start().starts_with("fn "))
            else {
                continue;
            };
            let name = decl.trim_start()["fn ".len()..]
                .split('(')
                .next()
                .unwrap_or("")
                .to_owned();
            let mut rules = sections_in_name(&name, index);
            // The doc comment just above the attribute.
            let mut k = n;
            while k > 0 && lines[k - 1].trim_start().starts_with("///") {
                k -= 1;
                rules.extend(sections_in_text(lines[k], index));
            }
            for rule in rules {
                map.entry(rule)
                    .or_default()
                    .insert(format!("`{name}` ({short})"));
            }
        }
    }
    let mut cases = Vec::new();
    files(
        &root.join("crates/validator/tests/cases"),
        "yaml",
        &mut cases,
    );
    cases.sort();
    for file in cases {
        let text = std::fs::read_to_string(&file).unwrap();
        let rule = text
            .lines()
            .find_map(|l| l.strip_prefix("rule: "))
            .map(|r| r.trim().trim_matches('"').to_owned())
            .unwrap_or_default();
        if let Ok(rule) = RuleRef::parse(&rule) {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            map.entry(rule)
                .or_default()
                .insert(format!("case `{name}`"));
        }
    }
    map
}

/// A step's name as the document shows it.
fn phase_title(phase: Phase) -> &'static str {
    match phase {
        Phase::Victory => "Victory Phase",
        Phase::Strikes => "Railway Strikes",
        Phase::RajEarnings => "Raj Earnings",
        Phase::RevolutionariesEarnings => "Revolutionaries Earnings",
        Phase::Imperialism => "Imperialism",
        Phase::ConstructiveProgramme => "Constructive Programme",
        Phase::PakistanMovement => "Pakistan Movement",
        Phase::SecretSocieties => "Secret Societies",
        Phase::NewViceroy => "New Colonial Administration",
        Phase::RajRedeploy => "Raj Redeploy",
        Phase::RajRedeployRemoval => "Raj Redeploy removals",
        Phase::CongressRedeploy => "Congress Redeploy",
        Phase::LeagueRedeploy => "Muslim League Redeploy",
        Phase::RevolutionariesRedeploy => "Revolutionaries Redeploy",
        Phase::Reset => "Reset Phase",
        Phase::CrisisCubes => "Crisis cubes from Out of Play",
        Phase::NpProtest => "Non-player Congress Protest",
    }
}

fn generate(data: &GameData) -> String {
    let index = &data.rules;
    let mut checks: BTreeMap<RuleRef, Vec<String>> = BTreeMap::new();
    for (rule, what) in CHECKS {
        checks
            .entry(*rule)
            .or_default()
            .push(format!("state check: {what}"));
    }
    for (rule, what) in DERIVED {
        checks
            .entry(RuleRef::new(rule))
            .or_default()
            .push(format!("derived: {what}"));
    }
    for phase in Phase::ROUND.into_iter().chain([Phase::CrisisCubes]) {
        let how = if phase.automatic() {
            "carried out"
        } else {
            "checked"
        };
        checks
            .entry(phase.rule())
            .or_default()
            .push(format!("Campaign step {how}: {}", phase_title(phase)));
    }
    let mut issues: BTreeMap<RuleRef, Vec<&str>> = BTreeMap::new();
    for issue in Issue::ALL.iter().filter(|i| !i.is_state_check()) {
        issues.entry(issue.rule()).or_default().push(issue.code());
    }
    for (rule, codes) in issues {
        checks
            .entry(rule)
            .or_default()
            .push(format!("action check: {}", codes.join(", ")));
    }
    let tests = tests_by_section(index);
    let mut out = String::new();
    out.push_str("# Rules coverage\n\n");
    out.push_str(
        "Generated from the code by `crates/validator/tests/it/rules_coverage.rs`; do not edit by hand. \
         A test fails when this file no longer matches the code: rerun it with \
         `UPDATE_COVERAGE=1 cargo test -p gandhi-validator --test it rules_coverage` to bring it up to date.\n\n",
    );
    out.push_str(
        "For every section of chapters 1 to 7: what the validator checks or derives for it \
         (state checks run on every state; action checks judge a declared action, an Event or a \
         Campaign Round step against its change; derived facts are computed, never stored), and \
         the tests that exercise it (named after the section, or citing it in their description, \
         or data-driven cases in `crates/validator/tests/cases/`). Chapter 8 (non-player \
         Factions) is not covered yet.\n\n",
    );
    let in_scope: Vec<(RuleRef, &str)> = index
        .iter()
        .filter(|(rule, _)| {
            let chapter: u32 = rule
                .to_string()
                .split('.')
                .next()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            (1..=7).contains(&chapter)
        })
        .collect();
    let checked = in_scope
        .iter()
        .filter(|(r, _)| checks.contains_key(r))
        .count();
    let tested = in_scope
        .iter()
        .filter(|(r, _)| tests.contains_key(r))
        .count();
    let _ = writeln!(
        out,
        "{} sections; {checked} with checks or derived facts; {tested} with tests.\n",
        in_scope.len()
    );
    out.push_str("| Section | Title | Checks | Tests |\n|---|---|---|---|\n");
    for (rule, title) in in_scope {
        let cell = |items: Option<Vec<String>>| match items {
            Some(items) if !items.is_empty() => items.join("<br>"),
            _ => "—".to_owned(),
        };
        let _ = writeln!(
            out,
            "| {rule} | {title} | {} | {} |",
            cell(checks.get(&rule).cloned()),
            cell(tests.get(&rule).map(|t| t.iter().cloned().collect())),
        );
    }
    out
}

#[test]
fn the_rules_coverage_document_is_up_to_date() {
    let data = GameData::bundled().unwrap();
    let text = generate(&data);
    let path = workspace().join("docs/rules-coverage.md");
    if std::env::var_os("UPDATE_COVERAGE").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "docs/rules-coverage.md is stale: run `UPDATE_COVERAGE=1 cargo test -p gandhi-validator --test it rules_coverage`"
    );
    // Every section of chapters 1–7 has its row.
    for (rule, _) in data.rules.iter() {
        let chapter = rule.to_string().split('.').next().unwrap().to_owned();
        if ["1", "2", "3", "4", "5", "6", "7"].contains(&chapter.as_str()) {
            assert!(text.contains(&format!("\n| {rule} |")), "{rule} has no row");
        }
    }
}

#[test]
fn every_issue_and_step_cites_an_indexed_section() {
    let data = GameData::bundled().unwrap();
    for issue in Issue::ALL {
        assert!(
            data.rules.contains(issue.rule()),
            "{} cites {}",
            issue.code(),
            issue.rule()
        );
    }
    for phase in Phase::ROUND {
        assert!(data.rules.contains(phase.rule()), "{phase:?}");
    }
    for (rule, _) in DERIVED {
        assert!(data.rules.contains(RuleRef::new(rule)), "{rule}");
    }
}

#[test]
fn section_names_are_read_from_test_names_and_prose() {
    let data = GameData::bundled().unwrap();
    let index = &data.rules;
    assert_eq!(
        sections_in_name("ex_3_4_3_attack", index),
        [RuleRef::new("3.4.3")]
    );
    assert_eq!(
        sections_in_name("ex_1_12_strike", index),
        [RuleRef::new("1.12")]
    );
    assert_eq!(
        sections_in_name("insurgent_redeploy_follows_6_4_3_to_6_4_5", index),
        [RuleRef::new("6.4.3"), RuleRef::new("6.4.5")]
    );
    assert!(sections_in_name("random_edit_sequences_2026", index).is_empty());
    assert_eq!(
        sections_in_text("/// 3.4.2: from Orissa (1 Resource), see 6.2.1.", index),
        [RuleRef::new("3.4.2"), RuleRef::new("6.2.1")]
    );
}
