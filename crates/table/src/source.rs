//! Where one fact of a volume's component data comes from. The rulebooks
//! do not print every board, card or table, so each fact a volume's data
//! files hold says whether the rulebook states it (with the section),
//! whether it follows from what the rulebook states (with how), whether it
//! is a placeholder to check against the physical game, or whether a table
//! entered it from its own copy.

use std::fmt;

use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::rule::{RuleRef, RulesIndex};
use crate::yaml::{LoadErrors, TextPos};

/// The source of one fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Stated by the rulebook in this section.
    Rulebook {
        /// The section.
        section: RuleRef,
        /// Where in the section, when useful.
        note: Option<String>,
    },
    /// Follows from what the rulebook states.
    Deduced {
        /// How, in a sentence.
        how: String,
    },
    /// A placeholder, to be checked against the physical game.
    Provisional {
        /// What was assumed and what to check.
        note: String,
    },
    /// Entered by a table from its own copy of the game, in its own file.
    Table {
        /// The file it is kept in.
        file: String,
    },
}

impl Source {
    /// Whether the fact is a placeholder.
    pub fn is_provisional(&self) -> bool {
        matches!(self, Source::Provisional { .. })
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Rulebook {
                section,
                note: None,
            } => write!(f, "rulebook {section}"),
            Source::Rulebook {
                section,
                note: Some(note),
            } => write!(f, "rulebook {section} ({note})"),
            Source::Deduced { how } => write!(f, "deduced: {how}"),
            Source::Provisional { note } => write!(f, "provisional: {note}"),
            Source::Table { file } => write!(f, "entered by the table (kept in {file})"),
        }
    }
}

/// A value with where it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sourced<T> {
    /// The value.
    pub value: T,
    /// Its source.
    pub source: Source,
}

/// The fields that say where a fact comes from, as a data file writes them
/// beside it: exactly one of `rulebook` (a quoted section), `deduced`
/// (how) or `provisional` (what to check), and an optional `note`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSourced<T> {
    /// The value.
    pub value: T,
    /// The section that states it.
    #[serde(default)]
    pub rulebook: Option<Spanned<String>>,
    /// How it follows from the rulebook.
    #[serde(default)]
    pub deduced: Option<String>,
    /// What is assumed.
    #[serde(default)]
    pub provisional: Option<String>,
    /// Where in the section, or more about it.
    #[serde(default)]
    pub note: Option<String>,
}

/// The source fields of an entry, however the entry names its value.
#[derive(Clone, Copy, Debug)]
pub struct SourceFields<'a> {
    /// `rulebook`.
    pub rulebook: Option<&'a Spanned<String>>,
    /// `deduced`.
    pub deduced: Option<&'a String>,
    /// `provisional`.
    pub provisional: Option<&'a String>,
    /// `note`.
    pub note: Option<&'a String>,
}

impl<T> RawSourced<T> {
    /// Its source fields.
    pub fn fields(&self) -> SourceFields<'_> {
        SourceFields {
            rulebook: self.rulebook.as_ref(),
            deduced: self.deduced.as_ref(),
            provisional: self.provisional.as_ref(),
            note: self.note.as_ref(),
        }
    }
}

/// Reads where a fact comes from, or records in `errors`, with the file,
/// the entry's path and place, why it cannot be read: none or more than
/// one source given, or a section the volume's rule index does not list.
/// A table's own file gives no source: what it holds is the table's
/// (`table_file`).
pub fn read_source(
    (rules, table_file): (&RulesIndex, Option<&str>),
    (file, path, pos): (&str, &str, TextPos),
    fields: SourceFields<'_>,
    errors: &mut LoadErrors,
) -> Option<Source> {
    let given = usize::from(fields.rulebook.is_some())
        + usize::from(fields.deduced.is_some())
        + usize::from(fields.provisional.is_some());
    if let Some(table_file) = table_file
        && given == 0
    {
        return Some(Source::Table {
            file: table_file.to_owned(),
        });
    }
    if given != 1 {
        errors.push(
            file,
            path,
            pos,
            "give exactly one of `rulebook`, `deduced` or `provisional`",
        );
        return None;
    }
    let note = fields.note.cloned();
    if let Some(section) = fields.rulebook {
        let at = TextPos::of(section);
        return match RuleRef::parse(&section.value) {
            Ok(rule) if rules.contains(rule) => Some(Source::Rulebook {
                section: rule,
                note,
            }),
            Ok(_) => {
                let message = format!("section {} is not in the rule index", section.value);
                errors.push(file, path, at, message);
                None
            }
            Err(error) => {
                errors.push(file, path, at, error.to_string());
                None
            }
        };
    }
    if let Some(how) = fields.deduced {
        return Some(Source::Deduced { how: how.clone() });
    }
    fields
        .provisional
        .map(|note| Source::Provisional { note: note.clone() })
}
