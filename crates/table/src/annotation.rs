//! Bookmarks and notes on a saved game's entries: what the players mark
//! while reviewing it (a moment to come back to, a note on a dispute or on
//! an accepted action). They are commentary kept beside the log: they
//! change nothing in the game and are not part of its seal.

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::yaml::{LoadErrors, entries};

/// A bookmark or a note on an entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Annotation {
    /// The entry, numbered from 1 as the log shows it.
    pub entry: usize,
    /// A bookmark's name, when it is a bookmark.
    pub bookmark: Option<String>,
    /// The note.
    pub note: Option<String>,
    /// The finding of the entry the note is about (its place among the
    /// entry's findings, from 0): a note on a dispute.
    pub finding: Option<usize>,
    /// When it was made (RFC 3339).
    pub at: String,
}

impl Annotation {
    /// Whether it holds `text` (case aside) in its name or note.
    pub fn mentions(&self, text: &str) -> bool {
        let text = text.to_lowercase();
        [&self.bookmark, &self.note]
            .into_iter()
            .flatten()
            .any(|t| t.to_lowercase().contains(&text))
    }
}

/// An annotation as the file writes it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAnnotation {
    entry: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bookmark: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    finding: Option<usize>,
    at: String,
}

/// An annotation as the file writes it.
pub fn annotation_to_raw(annotation: &Annotation) -> RawAnnotation {
    RawAnnotation {
        entry: annotation.entry,
        bookmark: annotation.bookmark.clone(),
        note: annotation.note.clone(),
        finding: annotation.finding,
        at: annotation.at.clone(),
    }
}

/// Reads the annotations against the log they are about (`findings`: how
/// many findings each entry raised): each names an entry of it (and one of
/// its findings, if any), and holds a bookmark's name or a note.
pub fn read_annotations(
    raw: &[Spanned<RawAnnotation>],
    findings: &[usize],
    file: &str,
    errors: &mut LoadErrors,
) -> Vec<Annotation> {
    let mut out = Vec::new();
    for (path, pos, raw) in entries(raw, "annotations") {
        let Some(raised) = raw.entry.checked_sub(1).and_then(|n| findings.get(n)) else {
            errors.push(
                file,
                format!("{path}.entry"),
                pos,
                format!(
                    "entry {} is not in the log, which has {} entries (numbered from 1)",
                    raw.entry,
                    findings.len()
                ),
            );
            continue;
        };
        if raw.finding.is_some_and(|f| f >= *raised) {
            errors.push(
                file,
                format!("{path}.finding"),
                pos,
                format!(
                    "entry {} raised {} findings (numbered from 0)",
                    raw.entry, raised
                ),
            );
            continue;
        }
        if raw.bookmark.is_none() && raw.note.is_none() {
            errors.push(
                file,
                path,
                pos,
                "an annotation holds a `bookmark` name, a `note`, or both",
            );
            continue;
        }
        crate::seal::check_time(&raw.at, pos, (file, &path), errors);
        out.push(Annotation {
            entry: raw.entry,
            bookmark: raw.bookmark.clone(),
            note: raw.note.clone(),
            finding: raw.finding,
            at: raw.at.clone(),
        });
    }
    out
}
