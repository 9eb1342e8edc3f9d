//! Findings in words (`findings.ftl`): each issue code is the message
//! `issue-<code in kebab-case>`, its arguments named as the code names them.

use gandhi_validator::GameData;
use gandhi_validator::check::{Caveat, Finding};
use gandhi_validator::record::RecordedFinding;
use gandhi_validator::vocab::{Arg, Issue};

use super::fluent::{Args, Lang, kebab, say};
use super::names::args;

/// The message id of an issue.
pub fn issue_id(issue: Issue) -> String {
    format!("issue-{}", kebab(issue.code()))
}

fn worded(lang: Lang, data: &GameData, issue: Issue, values: &[Arg]) -> String {
    say(
        lang,
        &issue_id(issue),
        args(lang, data, issue.args(), values),
    )
}

/// A finding as a sentence.
pub fn finding(lang: Lang, data: &GameData, finding: &Finding) -> String {
    worded(lang, data, finding.issue, &finding.args)
}

/// A finding as the log recorded it, as a sentence.
pub fn recorded_finding(lang: Lang, data: &GameData, finding: &RecordedFinding) -> String {
    worded(lang, data, finding.issue, &finding.args)
}

/// The unchecked fact a finding rests on, as a sentence.
pub fn caveat(lang: Lang, data: &GameData, caveat: Caveat) -> String {
    match caveat {
        Caveat::Unchecked(fact) => say(
            lang,
            "caveat-unchecked",
            Args::new().text("fact", super::map::fact_name(lang, data, fact)),
        ),
    }
}
