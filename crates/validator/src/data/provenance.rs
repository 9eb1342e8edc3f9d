//! Where each fact of the component data comes from.
//!
//! The rulebook does not print the map, the cards or the non-player tables
//! in full, so every fact in `data/` says whether the rulebook states it
//! (with the section), whether it follows from what the rulebook states
//! (with how), or whether it is a provisional placeholder to be checked
//! against the physical game.

use std::fmt;

use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::ids::{RailEnd, SpaceId, SpaceKind};
use coin_table::{LoadErrors, TextPos};
use coin_table::{RawSourced, RuleRef, RulesIndex, SourceFields};

/// The source of one fact.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Provenance {
    /// Stated by the rulebook in this section.
    Rulebook {
        /// The section that states it.
        section: RuleRef,
        /// Where in the section, if useful (an example, a setup line).
        note: Option<String>,
    },
    /// Follows from rulebook statements; `how` says how.
    Deduced {
        /// The reasoning, in a sentence.
        how: String,
    },
    /// A plausible placeholder, to be checked against the physical game.
    Provisional {
        /// What was assumed and what to check.
        note: String,
    },
    /// Read off the physical card by the players and kept in their own file.
    Players {
        /// The players' file it is kept in.
        file: String,
    },
    /// Checked by the table on its own board and found as the data has it.
    Verified {
        /// When, as the date the table checked it (`YYYY-MM-DD`).
        on: String,
    },
    /// Checked by the table on its own board and corrected.
    Corrected {
        /// When, as the date the table corrected it (`YYYY-MM-DD`).
        on: String,
        /// The value the data had before.
        was: CheckedValue,
    },
}

/// A fact's value as the table's checks keep it (the value a correction
/// replaced).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CheckedValue {
    /// A kind of space.
    Kind(SpaceKind),
    /// A number: a Population, an Econ value, a box's level or capacity.
    Number(u8),
    /// Whether a space is Muslim.
    Muslim(bool),
    /// A space's neighbours.
    Neighbours(Vec<SpaceId>),
    /// A Railway's two ends.
    Ends([RailEnd; 2]),
}

impl Provenance {
    /// Whether the fact is a placeholder.
    pub fn is_provisional(&self) -> bool {
        matches!(self, Provenance::Provisional { .. })
    }

    /// One word: `rulebook`, `deduced`, `provisional`, `players`,
    /// `verified` or `corrected`.
    pub fn kind(&self) -> &'static str {
        match self {
            Provenance::Rulebook { .. } => "rulebook",
            Provenance::Deduced { .. } => "deduced",
            Provenance::Provisional { .. } => "provisional",
            Provenance::Players { .. } => "players",
            Provenance::Verified { .. } => "verified",
            Provenance::Corrected { .. } => "corrected",
        }
    }

    /// Whether a table checked the fact on its own board.
    pub fn is_checked(&self) -> bool {
        matches!(
            self,
            Provenance::Verified { .. } | Provenance::Corrected { .. }
        )
    }
}

impl fmt::Display for Provenance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Provenance::Rulebook {
                section,
                note: None,
            } => write!(f, "rulebook {section}"),
            Provenance::Rulebook {
                section,
                note: Some(note),
            } => write!(f, "rulebook {section} ({note})"),
            Provenance::Deduced { how } => write!(f, "deduced: {how}"),
            Provenance::Provisional { note } => write!(f, "provisional: {note}"),
            Provenance::Players { file } => {
                write!(f, "entered by the players from their card (kept in {file})")
            }
            Provenance::Verified { on } => write!(f, "verified on the board on {on}"),
            Provenance::Corrected { on, was } => {
                write!(f, "corrected on the board on {on} (was {was:?})")
            }
        }
    }
}

/// A value together with where it comes from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fact<T> {
    /// The value.
    pub value: T,
    /// Its source.
    pub provenance: Provenance,
}

impl<T> Fact<T> {
    /// A fact stated by the rulebook.
    pub fn rulebook(value: T, section: RuleRef) -> Fact<T> {
        Fact {
            value,
            provenance: Provenance::Rulebook {
                section,
                note: None,
            },
        }
    }

    /// A fact deduced from the rulebook.
    pub fn deduced(value: T, how: &str) -> Fact<T> {
        Fact {
            value,
            provenance: Provenance::Deduced {
                how: how.to_owned(),
            },
        }
    }

    /// Whether the value is a placeholder.
    pub fn is_provisional(&self) -> bool {
        self.provenance.is_provisional()
    }
}

/// The source fields as written in YAML: exactly one of `rulebook`
/// (a quoted section number), `deduced` (how) or `provisional` (what to
/// check), and an optional `note`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSource {
    #[serde(default)]
    pub rulebook: Option<Spanned<String>>,
    #[serde(default)]
    pub deduced: Option<String>,
    #[serde(default)]
    pub provisional: Option<String>,
    #[serde(default)]
    pub note: Option<String>,
}

/// Context for turning raw sources into [`Provenance`]: the file, the rules
/// index to check sections against, and where errors go.
pub(crate) struct SourceCheck<'a> {
    pub file: &'a str,
    pub rules: Option<&'a RulesIndex>,
    pub errors: &'a mut LoadErrors,
}

impl<'a> SourceCheck<'a> {
    /// A check of `file`'s sources against `rules`, its errors going to
    /// `errors`.
    pub fn new(file: &'a str, rules: Option<&'a RulesIndex>, errors: &'a mut LoadErrors) -> Self {
        Self {
            file,
            rules,
            errors,
        }
    }

    /// Records a problem at `path` of the file.
    pub fn error(&mut self, path: impl Into<String>, pos: TextPos, message: impl Into<String>) {
        self.errors.push(self.file, path, pos, message);
    }

    /// Converts the four source fields, recording an error (and returning
    /// `None`) unless exactly one of `rulebook`, `deduced`, `provisional` is
    /// given and a rulebook section is listed in the rules index.
    pub fn provenance(
        &mut self,
        path: &str,
        pos: TextPos,
        SourceFields {
            rulebook,
            deduced,
            provisional,
            note,
        }: SourceFields<'_>,
    ) -> Option<Provenance> {
        let given = usize::from(rulebook.is_some())
            + usize::from(deduced.is_some())
            + usize::from(provisional.is_some());
        if given != 1 {
            self.errors.push(
                self.file,
                path,
                pos,
                "expected exactly one source: `rulebook: \"<section>\"`, `deduced: <how>` or `provisional: <what to check>`",
            );
            return None;
        }
        if let Some(section) = rulebook {
            let at = TextPos::of(section);
            let rule = match RuleRef::parse(&section.value) {
                Ok(rule) => rule,
                Err(error) => {
                    self.errors.push(
                        self.file,
                        format!("{path}.rulebook"),
                        at,
                        format!("`{}` is not a section number: {error}", section.value),
                    );
                    return None;
                }
            };
            if let Some(index) = self.rules
                && !index.contains(rule)
            {
                self.errors.push(
                    self.file,
                    format!("{path}.rulebook"),
                    at,
                    format!("section {rule} is not in data/rules_index.yaml"),
                );
                return None;
            }
            return Some(Provenance::Rulebook {
                section: rule,
                note: note.cloned(),
            });
        }
        if let Some(how) = deduced {
            return Some(Provenance::Deduced {
                how: with_note(how, note),
            });
        }
        provisional.map(|what| Provenance::Provisional {
            note: with_note(what, note),
        })
    }

    /// Converts a raw source block.
    pub fn source(&mut self, path: &str, pos: TextPos, raw: &RawSource) -> Option<Provenance> {
        let fields = SourceFields {
            rulebook: raw.rulebook.as_ref(),
            deduced: raw.deduced.as_ref(),
            provisional: raw.provisional.as_ref(),
            note: raw.note.as_ref(),
        };
        self.provenance(path, pos, fields)
    }

    /// Converts a raw fact, mapping its value with `convert`.
    pub fn fact<T, U>(
        &mut self,
        path: &str,
        raw: &Spanned<RawSourced<T>>,
        convert: impl FnOnce(&T) -> U,
    ) -> Option<Fact<U>> {
        let fact = &raw.value;
        let provenance = self.provenance(path, TextPos::of(raw), fact.fields())?;
        Some(Fact {
            value: convert(&fact.value),
            provenance,
        })
    }
}

fn with_note(text: &str, note: Option<&String>) -> String {
    match note {
        Some(note) => format!("{text} ({note})"),
        None => text.to_owned(),
    }
}
