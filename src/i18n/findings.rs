//! Findings in words (`findings.ftl`): each issue code is the message
//! `issue-<code in kebab-case>`, its arguments named as the code names them.

use gandhi_validator::components::GameData;
use gandhi_validator::findings::{Arg, Issue};
use gandhi_validator::findings::{Caveat, Finding};
use gandhi_validator::log::RecordedFinding;

use super::fluent::{Args, Lang, kebab, say};
use super::names::args;

/// The message id of an issue.
pub fn issue_id(issue: Issue) -> String {
    format!("issue-{}", kebab(issue.code()))
}

fn worded(lang: Lang, data: &GameData, issue: Issue, values: &[Arg]) -> String {
    let words = args(lang, data, issue.args(), values);
    // A Rally count below zero: pieces were taken out of the space (a Base
    // replaced them and went elsewhere), which reads better said so.
    if let Some((id, taken)) = taken_away(issue, values) {
        return say(lang, id, words.num("taken", taken));
    }
    say(lang, &issue_id(issue), words)
}

/// The message and the number of pieces taken away, for a Rally count
/// below zero.
fn taken_away(issue: Issue, values: &[Arg]) -> Option<(&'static str, i64)> {
    let id = match issue {
        Issue::RallyTooManyActivists => "issue-rally-too-many-activists-taken",
        Issue::RevRallyTooManyGuerrillas => "issue-rev-rally-too-many-guerrillas-taken",
        _ => return None,
    };
    let at = issue.args().iter().position(|n| *n == "placed")?;
    match values.get(at) {
        Some(Arg::Int(n)) if *n < 0 => Some((id, -n)),
        _ => None,
    }
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
