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

/// Gandhi's findings as the table's words for a volume: for each issue,
/// the message `verdict-<code in kebab case>` worded as `findings.ftl`
/// words it, its named arguments renamed by their place (`$a1`, `$a2`…),
/// as the contract's verdicts carry them. A message that names an argument
/// the issue does not have is left out (the table then shows the code).
pub fn table_verdicts(lang: Lang) -> String {
    let source = super::fluent::files(lang)
        .iter()
        .find(|(name, _)| *name == "findings.ftl")
        .map_or("", |(_, text)| *text);
    let mut out = String::new();
    for issue in Issue::ALL {
        let Some(entry) = ftl_entry(source, &issue_id(*issue)) else {
            continue;
        };
        if let Some(renamed) = by_place(entry, issue.args()) {
            out.push_str(&format!("verdict-{}{renamed}\n", kebab(issue.code())));
        }
    }
    out
}

/// A message's text in a Fluent file, from just after its id to the end of
/// its last indented line.
fn ftl_entry<'a>(source: &'a str, id: &str) -> Option<&'a str> {
    let head = format!("\n{id} =");
    let start = if source.starts_with(&head[1..]) {
        id.len()
    } else {
        source.find(&head)? + head.len() - 2
    };
    let rest = &source[start..];
    let end = rest
        .match_indices('\n')
        .map(|(at, _)| at)
        .find(|at| {
            rest[at + 1..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_whitespace() || c == '\n')
        })
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// A message's text with each `$name` of `names` renamed `$a<place>`; none
/// when it uses a variable not among them.
fn by_place(entry: &str, names: &[&str]) -> Option<String> {
    let mut out = String::with_capacity(entry.len());
    let mut rest = entry;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..=at]);
        let after = &rest[at + 1..];
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(after.len());
        let place = names.iter().position(|n| *n == &after[..len])?;
        out.push_str(&format!("a{}", place + 1));
        rest = &after[len..];
    }
    out.push_str(rest);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every issue's words reach the table in each language, with every
    /// argument renamed by its place, and the resource parses whole.
    #[test]
    fn every_issue_is_worded_for_the_table_in_each_language() {
        for lang in Lang::ALL {
            let words = table_verdicts(lang);
            assert_eq!(
                words.matches("\nverdict-").count() + 1,
                Issue::ALL.len(),
                "{lang:?}"
            );
            let named = words.split('$').skip(1).filter(|after| {
                let mut chars = after.chars();
                !(chars.next() == Some('a') && chars.next().is_some_and(|c| c.is_ascii_digit()))
            });
            assert_eq!(named.count(), 0, "{lang:?}: a variable left by its name");
            let parsed = fluent_bundle::FluentResource::try_new(words);
            assert!(parsed.is_ok(), "{lang:?}");
        }
        assert_eq!(
            by_place(" = { $space } holds { $troops }", &["space", "troops"]).as_deref(),
            Some(" = { $a1 } holds { $a2 }")
        );
        assert_eq!(by_place(" = { $other }", &["space"]), None);
        let source = "a = one\nIssue-x = first\n    second\n\nIssue-y = third\n";
        assert_eq!(ftl_entry(source, "Issue-x"), Some(" = first\n    second"));
        assert_eq!(ftl_entry(source, "Issue-y"), Some(" = third"));
        assert_eq!(ftl_entry("a = one\n", "a"), Some(" = one"));
    }
}
