//! Lines of play kept beside a table's log: when the players play on from
//! an earlier moment, the entries after it are not lost but set aside as a
//! line, whole from the start of the game, with its own bookmarks and
//! notes, to return to. Like the notes, lines are outside the seal: the
//! seal covers the line the log holds.

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::annotation::{Annotation, RawAnnotation, annotation_to_raw, read_annotations};
use crate::volume::TableEntry;
use crate::yaml::{LoadErrors, entries, unplaced};

/// A line of play set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its name.
    pub name: String,
    /// When it was set aside (RFC 3339).
    pub at: String,
    /// Its entries, from the start of the game.
    pub entries: Vec<TableEntry>,
    /// The bookmarks and notes made on it.
    pub annotations: Vec<Annotation>,
}

/// A line as the file writes it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawLine {
    name: String,
    at: String,
    #[serde(default)]
    entries: Vec<TableEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    annotations: Vec<Spanned<RawAnnotation>>,
}

/// A line as the file writes it.
pub(crate) fn line_to_raw(line: &Line) -> RawLine {
    RawLine {
        name: line.name.clone(),
        at: line.at.clone(),
        entries: line.entries.clone(),
        annotations: line
            .annotations
            .iter()
            .map(|a| unplaced(annotation_to_raw(a)))
            .collect(),
    }
}

/// Reads the lines of a log: each with a time and its notes read against
/// its own entries.
pub(crate) fn read_lines(
    raw: &[Spanned<RawLine>],
    file: &str,
    errors: &mut LoadErrors,
) -> Vec<Line> {
    let mut out = Vec::new();
    for (path, pos, raw) in entries(raw, "lines") {
        crate::seal::check_time(&raw.at, pos, (file, &path), errors);
        let findings = vec![usize::MAX; raw.entries.len()];
        out.push(Line {
            name: raw.name.clone(),
            at: raw.at.clone(),
            entries: raw.entries.clone(),
            annotations: read_annotations(&raw.annotations, &findings, file, errors),
        });
    }
    out
}
