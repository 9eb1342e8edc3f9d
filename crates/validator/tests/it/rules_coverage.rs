//! `docs/rules-coverage.md` is generated from the code: for every section of
//! chapters 1–8, what the validator checks or derives for it, or why nothing
//! can be checked there, and which tests exercise it. This test fails when
//! the document is stale; running it with `UPDATE_COVERAGE=1` rewrites the
//! document. The reasons are kept in one table at the end of this file.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::common::coverage::{CHECKS, DERIVED};
use coin_table::{RuleRef, RulesIndex};
use gandhi_validator::components::GameData;
use gandhi_validator::findings::Issue;
use gandhi_validator::play::Phase;

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

/// Whether a section belongs to chapters 1 to 8.
fn in_chapters(rule: RuleRef) -> bool {
    let chapter: u32 = rule
        .to_string()
        .split('.')
        .next()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (1..=8).contains(&chapter)
}

/// What the validator checks or derives for each section.
fn checks_by_section() -> BTreeMap<RuleRef, Vec<String>> {
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
    checks
}

/// The reason nothing is checked for a section, from [`NOTHING_TO_CHECK`].
fn reason(rule: RuleRef) -> Option<&'static str> {
    NOTHING_TO_CHECK
        .iter()
        .find(|(r, _)| RuleRef::new(r) == rule)
        .map(|(_, why)| *why)
}

fn generate(data: &GameData) -> String {
    let index = &data.rules;
    let mut checks = checks_by_section();
    for (rule, _) in index.iter() {
        if !checks.contains_key(&rule)
            && let Some(why) = reason(rule)
        {
            checks.insert(rule, vec![format!("nothing to check: {why}")]);
        }
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
        "For every section of chapters 1 to 8: what the validator checks or derives for it \
         (state checks run on every state; action checks judge a declared action, an Event or a \
         Campaign Round step against its change, the non-players' codes only when the Faction \
         has no player; derived facts are computed, never stored), or why there is nothing to \
         check, and the tests that exercise it (named after the section, or citing it in their \
         description, or data-driven cases in `crates/validator/tests/cases/`).\n\n",
    );
    let in_scope: Vec<(RuleRef, &str)> = index
        .iter()
        .filter(|(rule, _)| in_chapters(*rule))
        .collect();
    let checked = in_scope
        .iter()
        .filter(|(r, _)| checks.contains_key(r) && reason(*r).is_none())
        .count();
    let reasoned = in_scope
        .iter()
        .filter(|(r, _)| reason(*r).is_some())
        .count();
    let tested = in_scope
        .iter()
        .filter(|(r, _)| tests.contains_key(r))
        .count();
    let _ = writeln!(
        out,
        "{} sections; {checked} with checks or derived facts; {reasoned} with nothing to check; \
         {tested} with tests.\n",
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
    // Every section of chapters 1–8 has its row.
    for (rule, _) in data.rules.iter() {
        if in_chapters(rule) {
            assert!(text.contains(&format!("\n| {rule} |")), "{rule} has no row");
        }
    }
}

/// Every section of chapters 1–8 has a check or derived fact, or the
/// reason nothing can be checked there; a reason is kept only while no
/// check cites its section, and only for a section of the index.
#[test]
fn every_section_has_a_check_or_a_reason() {
    let data = GameData::bundled().unwrap();
    let checks = checks_by_section();
    let mut bare = Vec::new();
    for (rule, _) in data.rules.iter().filter(|(r, _)| in_chapters(*r)) {
        let awaited = AWAITING_CHECKS.iter().any(|r| RuleRef::new(r) == rule);
        if !checks.contains_key(&rule) && reason(rule).is_none() && !awaited {
            bare.push(rule.to_string());
        }
    }
    assert!(bare.is_empty(), "neither a check nor a reason: {bare:?}");
    for (rule, _) in NOTHING_TO_CHECK {
        let rule = RuleRef::new(rule);
        assert!(data.rules.contains(rule), "{rule} is not in the index");
        assert!(
            !checks.contains_key(&rule),
            "{rule} is checked now: its reason in NOTHING_TO_CHECK is stale"
        );
    }
}

/// Sections that restrict a move but whose check is not written yet: no
/// reason is given for them, and the coverage document shows "—"; each
/// leaves this list once a check cites it.
const AWAITING_CHECKS: &[&str] = &[];

/// Why nothing can be checked in a section: it restricts no move on the
/// table, or what it decides is checked under another section, or the
/// program cannot see what it turns on.
const NOTHING_TO_CHECK: &[(&str, &str)] = &[
    ("1.0", "an introduction to the game"),
    (
        "1.1",
        "an outline of how a game unfolds; its rules are in the sections below",
    ),
    (
        "1.3",
        "an introduction to the map; its facts are the map data, checked in its own sections and by a table's map checks",
    ),
    (
        "1.3.1",
        "names the kinds of spaces: facts of the map data, not moves",
    ),
    (
        "1.3.2",
        "Cities' Population is map data, used wherever Population counts",
    ),
    (
        "1.3.3",
        "Provinces' Population is map data, used wherever Population counts",
    ),
    (
        "1.3.4",
        "which spaces are Muslim is map data, used wherever the rules name Muslim spaces",
    ),
    (
        "1.3.7",
        "names Protest and Unrest spaces; the markers' limits are checked under 1.10 and 1.11",
    ),
    (
        "1.3.8",
        "adjacency is map data, used by every move check (3.1.2)",
    ),
    (
        "1.3.10",
        "names the Out of Play box; what may go there is checked by the actions that use it",
    ),
    (
        "1.3.11",
        "a short account of Restraint; its effects are checked under 1.10, 3.3 and 6.6",
    ),
    (
        "1.3.12",
        "a short account of Unity; its effects are checked under 3.3 and 6.7",
    ),
    (
        "1.4",
        "an introduction to the Forces; their limits are checked under 1.4.1 to 1.4.4",
    ),
    (
        "1.5.1",
        "deals between players are not binding: nothing on the table follows from them",
    ),
    (
        "1.6",
        "an introduction to Support and Opposition; the levels' effects are derived under 1.6.2 to 1.6.4",
    ),
    (
        "1.6.1",
        "names the five levels; a level outside them cannot be entered",
    ),
    (
        "1.7",
        "an introduction to Raj Control, derived under 1.7.1 and 1.7.2",
    ),
    (
        "1.13",
        "the Campaign Round marker only shows the step under way, which the log's marks record",
    ),
    (
        "2.0",
        "an introduction to the sequence of play, checked under 2.3 to 2.5",
    ),
    (
        "2.3.1",
        "which Factions are Eligible is read from the cylinders, as 2.3.6 leaves them",
    ),
    (
        "2.3.7",
        "the next card is revealed by the program's own edit, checked with the card's end (2.3.6)",
    ),
    (
        "2.5.1",
        "a Viceroy's ability changes the rules it names, checked in those sections",
    ),
    (
        "3.0",
        "an introduction to the Operations, checked under 3.1 to 3.4",
    ),
    (
        "3.1.3",
        "pawns only mark the spaces chosen; the change shows which they were",
    ),
    (
        "3.1.4",
        "the acting Faction chooses whose pieces to affect; the limits on removing are checked under 1.4.4",
    ),
    (
        "3.1.5",
        "the order of paying and selecting is checked by the Operations' own codes, which read the states around the Special Activity",
    ),
    (
        "3.2",
        "an introduction to the Raj Operations, checked under 3.2.1 to 3.2.4",
    ),
    (
        "3.4",
        "an introduction to the Revolutionaries Operations, checked under 3.4.1 to 3.4.4",
    ),
    (
        "4.0",
        "an introduction to the Special Activities, checked under 4.1 to 4.5",
    ),
    (
        "4.1.1",
        "the spaces a Special Activity may select are checked by each activity's own codes",
    ),
    (
        "4.2",
        "an introduction to the Raj Special Activities, checked under 4.2.1 to 4.2.3",
    ),
    (
        "4.3",
        "an introduction to the Congress Special Activities, checked under 4.3.1 to 4.3.3",
    ),
    (
        "4.4",
        "an introduction to the Muslim League Special Activities, checked under 4.4.1 to 4.4.3",
    ),
    (
        "4.4.3",
        "the League's Persuade is checked by the codes listed under 4.3.3, whose findings cite 4.4.3 when the League acts",
    ),
    (
        "4.5",
        "an introduction to the Revolutionaries Special Activities, checked under 4.5.1 to 4.5.3",
    ),
    (
        "4.5.2",
        "the Revolutionaries' Infiltrate is checked by the codes listed under 4.4.2, whose findings cite 4.5.2 when the Revolutionaries act",
    ),
    ("5.0", "an introduction to Events, checked under 5.1"),
    (
        "5.2",
        "a player may take either side of an Event; a non-player's side is checked under 8.8.2",
    ),
    (
        "6.2",
        "an introduction to the Resources Phase, checked under 6.2.1 to 6.2.3",
    ),
    (
        "6.3",
        "an introduction to the Support Phase, checked under 6.3.1 to 6.3.4",
    ),
    (
        "6.3.5",
        "the end of the game after the final round is the victory check's (7.3)",
    ),
    (
        "7.0",
        "an introduction to victory, derived under 7.1 to 7.3",
    ),
    (
        "8.0",
        "an introduction to the non-players; their rules are in the sections below",
    ),
    (
        "8.1.1",
        "lists the parts of the non-player aid; nothing on the table follows from it",
    ),
    (
        "8.1.2",
        "a die roll breaks ties among spaces the priorities leave equal: any of them is a legal move, and the table's own dice are not in the log",
    ),
    ("8.1.5", "defines terms the other sections use"),
    (
        "8.1.6",
        "a Viceroy changes how the sections it names read, and those checks apply the change: the Activation Number under 8.6.2, Martial Law under 8.7.1; Lord Wavell's Sweep into an Assault space is a choice among legal moves",
    ),
    (
        "8.2",
        "a non-player keeps the sequence of play of 2.0, checked under 2.3",
    ),
    (
        "8.2.1",
        "its table decides what a non-player does among the choices 2.3 allows; it does not restrict a move",
    ),
    (
        "8.3",
        "the Arjuna card decides which Operation and Special Activity a non-player declares; a move is judged against its declaration, and the card may be the table's own",
    ),
    ("8.4", "the priorities choose among legal moves"),
    (
        "8.4.1",
        "the Space Selection priorities choose among eligible spaces; every eligible space is a legal choice",
    ),
    (
        "8.4.2",
        "the Move priorities choose origins and destinations among legal moves",
    ),
    (
        "8.5",
        "the Adversary priorities choose among the pieces a move may take",
    ),
    (
        "8.5.1",
        "the priorities order the pieces taken; what may be taken at all is checked under 1.4.4 and each action",
    ),
    (
        "8.5.2",
        "replacing before removing is a choice among legal moves where the action allows both",
    ),
    (
        "8.5.4",
        "the target Faction is chosen by the priorities; the extent of removal is checked under 1.4.4",
    ),
    (
        "8.6.6",
        "the Revolutionaries' procedures choose spaces and origins by the priorities among legal moves; the limits they keep are checked under 8.1.3 (Railways), 8.6.2 (the Activation Number) and 3.4",
    ),
    (
        "8.6",
        "the procedure of selecting spaces one at a time; the limits it keeps are those of 3.0, checked there",
    ),
    (
        "8.6.1",
        "a Limited Operation in more than one space is 2.3.5's finding for every Faction; operating in as many spaces as allowed is checked where the non-player's section says which spaces (Non-Cooperation, 8.6.4 and 8.6.5), as elsewhere it turns on the priorities and the pieces at hand",
    ),
    (
        "8.7",
        "Arjuna's order of Special Activities chooses among legal ones; a Special Activity with a Limited Operation is 2.3.5's finding",
    ),
    (
        "8.7.2",
        "moving Gandhi and removing a Protest with the Unrest are Satyagraha's own rules (4.3.2), checked for every Faction; asking the Raj to release Gandhi is said at the table, not done on it; the option and spaces follow the Arjuna card and the priorities",
    ),
    (
        "8.7.3",
        "Infiltrate never replacing a Protest is checked under 8.5.3; the option and spaces follow the Arjuna card and the priorities",
    ),
    (
        "8.8",
        "an introduction to the non-players' Events, checked under 8.8.2 and 8.8.3",
    ),
    (
        "8.8.1",
        "Critical Events feed the Eligibility table (8.2.1); they restrict no move",
    ),
    (
        "8.8.5",
        "the priorities choose the spaces of an Event among eligible ones",
    ),
    (
        "8.8.6",
        "the priorities choose each piece's space; which cubes the text lets the Raj place depends on the card's text, mostly not in the data",
    ),
    (
        "8.9",
        "an introduction to the non-players' Campaign Rounds, checked under 8.9.1 to 8.9.4",
    ),
    (
        "8.10",
        "decides who wins a one-player game; it restricts no move",
    ),
];

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
