//! The cases of `tests/cases/actions.yaml`, written from the rulebook:
//! every Command and Decree, legal and not, judged through the contract.

use coin_table::{Gesture, RuleRef, TableEntry, Volume, play_entry, take_action, uncited};
use vijayanagara::Vijayanagara;

use crate::start;

/// A case of `tests/cases/actions.yaml`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub name: String,
    pub rule: String,
    pub declare: String,
    #[serde(default)]
    pub prepare: Vec<Gesture>,
    pub gestures: Vec<Gesture>,
    pub expect: Vec<String>,
}

/// Every case of `tests/cases/actions.yaml`.
pub fn cases() -> Vec<Case> {
    serde_saphyr::from_str(include_str!("../cases/actions.yaml")).unwrap()
}

#[test]
fn every_command_and_decree_case_is_judged_as_the_rulebook_says() {
    let cases = cases();
    let v = Vijayanagara;
    let mut failed = Vec::new();
    let mut sections = Vec::new();
    for case in &cases {
        let (data, mut state) = start();
        let rule = RuleRef::parse(&case.rule).unwrap();
        assert!(data.rules.contains(rule), "{}: {}", case.name, case.rule);
        sections.push(rule);
        if !case.prepare.is_empty() {
            let prepare = TableEntry {
                gestures: case.prepare.clone(),
                ..TableEntry::default()
            };
            play_entry(&v, &data, &mut state, &prepare)
                .unwrap_or_else(|e| panic!("{}: the preparation: {e:?}", case.name));
        }
        let action = v.action(&data, &case.declare).unwrap();
        let edits: Vec<_> = case
            .gestures
            .iter()
            .map(|g| {
                v.edit(&data, g)
                    .unwrap_or_else(|e| panic!("{}: {e}", case.name))
            })
            .collect();
        let judged = take_action(&v, &data, &mut state, (&action, &edits))
            .unwrap_or_else(|e| panic!("{}: {e:?}", case.name));
        assert_eq!(uncited(&v, &data, &judged.verdicts), [], "{}", case.name);
        let mut found: Vec<&str> = judged.verdicts.iter().map(|v| v.code.as_str()).collect();
        let mut expected: Vec<&str> = case.expect.iter().map(String::as_str).collect();
        found.sort_unstable();
        expected.sort_unstable();
        if found != expected {
            failed.push(format!(
                "{} ({}): expected {expected:?}, found {:?}",
                case.name, case.rule, judged.verdicts
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} cases:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
    // Every Command and Decree the program judges has a case.
    for section in [
        "3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.3.1", "3.3.2", "3.3.3", "3.3.4", "3.4.1", "3.4.2",
        "3.4.3", "3.4.4", "4.2.1", "4.2.2", "4.2.3", "4.3.1", "4.3.2", "4.3.3", "4.4.1", "4.4.2",
        "4.4.3", "2.3.5", "2.3.6",
    ] {
        assert!(
            sections.contains(&RuleRef::parse(section).unwrap()),
            "no case for {section}"
        );
    }
}
