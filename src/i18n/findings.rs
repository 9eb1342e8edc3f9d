//! Findings in words (`findings.ftl`): each issue code is the message
//! `issue-<code in kebab-case>`, its arguments named as the code names them.

use gandhi_validator::check::{Caveat, Finding};
use gandhi_validator::record::RecordedFinding;
use gandhi_validator::vocab::{Arg, Issue};
use gandhi_validator::{GameData, SpaceId};

use super::fluent::{Args, Lang, kebab, say};
use super::names::{args, space_name};

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

/// The provisional fact a finding rests on, as a sentence.
pub fn caveat(lang: Lang, data: &GameData, caveat: Caveat) -> String {
    match caveat {
        Caveat::ProvisionalPopulation(id) => {
            say(lang, "caveat-provisional-population", space(lang, data, id))
        }
        Caveat::ProvisionalProtestCount => {
            say(lang, "caveat-provisional-protest-count", Args::new())
        }
    }
}

fn space(lang: Lang, data: &GameData, id: SpaceId) -> Args {
    Args::new().text("space", space_name(lang, data, id))
}
