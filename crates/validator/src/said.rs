//! The written form of what the log records besides its changes: the
//! findings an entry raised and the trace of a non-player's decision, as
//! codes with typed arguments (spaces by their keys, cards by their names),
//! so that a saved game reads in any language and can be judged again.

use serde::{Deserialize, Serialize};

use crate::data::GameData;
use crate::data::arjuna::{ArjunaNames, Face};
use crate::data::np_aid::{Column, Condition as CardCondition, Row, SpecialAction};
use crate::data::yaml::{LoadErrors, TextPos};
use crate::ids::{Faction, Marker, Piece, Place, SpaceId, SpaceKind, Stock, SupportLevel};
use crate::np::trace::{Condition, Note, NoteArg, NoteCode, NpChoice, Purpose, TraceLine};
use crate::rule::RuleRef;
use crate::state_file::{RawCard, card_from_raw, raw_card};
use crate::vocab::action::{Operation, Special};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue, Term};
use crate::vocab::phase::Phase;
use crate::vocab::track::Track;

/// A finding as it was recorded when an entry raised it: the section, the
/// issue and its arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordedFinding {
    /// The section.
    pub rule: RuleRef,
    /// The issue.
    pub issue: Issue,
    /// Its arguments.
    pub args: Vec<Arg>,
}

impl From<&Finding> for RecordedFinding {
    fn from(f: &Finding) -> RecordedFinding {
        RecordedFinding {
            rule: f.rule,
            issue: f.issue,
            args: f.args.clone(),
        }
    }
}

impl std::fmt::Display for RecordedFinding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        crate::vocab::finding::code_line(f, self.rule, self.issue, &self.args)
    }
}

impl crate::vocab::group::Grouped for RecordedFinding {
    fn issue(&self) -> Issue {
        self.issue
    }
    fn args(&self) -> &[Arg] {
        &self.args
    }
}

impl RecordedFinding {
    /// Whether a finding says the same thing.
    pub fn same_as(&self, finding: &Finding) -> bool {
        self.issue == finding.issue && self.args == finding.args
    }
}

/// The key a place is written with.
pub(crate) fn place_key(data: &GameData, place: Place) -> String {
    match place {
        Place::Space(id) => data.map.space(id).key.clone(),
        Place::Available => AVAILABLE.to_owned(),
        Place::OutOfPlay => OUT_OF_PLAY.to_owned(),
        Place::Jail => JAIL.to_owned(),
    }
}

pub(crate) const AVAILABLE: &str = "available";
pub(crate) const OUT_OF_PLAY: &str = "out_of_play";
pub(crate) const JAIL: &str = "jail";

/// An argument as written.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RawArg {
    Space(String),
    Int(i64),
    Piece { piece: Piece, count: i64 },
    Stock(Stock),
    Faction(Faction),
    Operation(Operation),
    Special(Special),
    Phase(Phase),
    Track(Track),
    Place(String),
    Marker(Marker),
    Level(SupportLevel),
    Kind(SpaceKind),
    Card(RawCard),
    Rule(RuleRef),
    Term(Term),
    Column(Column),
    Option(SpecialAction),
}

/// A finding as written: version 2 has `issue` and `args`; version 1 had
/// an English `message`, which is read and dropped (the log is judged
/// again instead).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFinding {
    rule: RuleRef,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    issue: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<RawArg>,
    #[serde(default, skip_serializing)]
    message: Option<String>,
}

/// A note as written.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawNote {
    code: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<RawArg>,
}

/// A trace line as written.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum RawTraceLine {
    Check {
        rule: RuleRef,
        what: Condition,
        holds: bool,
    },
    Decided {
        rule: RuleRef,
        choice: NpChoice,
    },
    Chose {
        rule: RuleRef,
        note: RawNote,
    },
    Die {
        rule: RuleRef,
        purpose: Purpose,
        value: u8,
    },
    Tie {
        rule: RuleRef,
        among: Vec<String>,
        picked: String,
    },
    Row {
        rule: RuleRef,
        column: Column,
        row: Row,
        kept: Vec<String>,
    },
    Selected {
        rule: RuleRef,
        column: Column,
        space: String,
        among: usize,
    },
    CardBox {
        node: String,
    },
    CardCheck {
        node: String,
        condition: CardCondition,
        holds: bool,
    },
    Skipped {
        rule: RuleRef,
        note: RawNote,
    },
    /// The card by its name in the project's data (its key), since
    /// version 4; by the face-up letter the table gave it before.
    Arjuna {
        card: String,
        face: Face,
    },
    /// A card an older file named by letters no card carries now.
    ArjunaAsWritten {
        front: String,
        face: Face,
    },
}

/// One capital letter, as a card's face-up side carries (8.3).
fn is_face_up_letter(text: &str) -> bool {
    let mut chars = text.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if c.is_ascii_uppercase())
}

/// Writes structured values with the data's names.
pub(crate) struct Writer<'a> {
    pub data: &'a GameData,
}

impl Writer<'_> {
    fn space(&self, id: SpaceId) -> String {
        self.data.map.space(id).key.clone()
    }

    pub(crate) fn arg(&self, arg: &Arg) -> RawArg {
        match arg {
            Arg::Space(id) => RawArg::Space(self.space(*id)),
            Arg::Int(n) => RawArg::Int(*n),
            Arg::Piece(piece, count) => RawArg::Piece {
                piece: *piece,
                count: *count,
            },
            Arg::Stock(x) => RawArg::Stock(*x),
            Arg::Faction(x) => RawArg::Faction(*x),
            Arg::Operation(x) => RawArg::Operation(*x),
            Arg::Special(x) => RawArg::Special(*x),
            Arg::Phase(x) => RawArg::Phase(*x),
            Arg::Track(x) => RawArg::Track(*x),
            Arg::Place(place) => RawArg::Place(place_key(self.data, *place)),
            Arg::Marker(x) => RawArg::Marker(*x),
            Arg::Level(x) => RawArg::Level(*x),
            Arg::Kind(x) => RawArg::Kind(*x),
            Arg::Card(card) => RawArg::Card(raw_card(self.data, *card)),
            Arg::Rule(rule) => RawArg::Rule(*rule),
            Arg::Term(x) => RawArg::Term(*x),
        }
    }

    pub(crate) fn finding(&self, f: &RecordedFinding) -> RawFinding {
        RawFinding {
            rule: f.rule,
            issue: Some(f.issue.code().to_owned()),
            args: f.args.iter().map(|a| self.arg(a)).collect(),
            message: None,
        }
    }

    fn note(&self, note: &Note) -> RawNote {
        RawNote {
            code: note.code.code().to_owned(),
            args: note
                .args
                .iter()
                .map(|a| match a {
                    NoteArg::Arg(arg) => self.arg(arg),
                    NoteArg::Column(column) => RawArg::Column(*column),
                    NoteArg::Option(option) => RawArg::Option(*option),
                })
                .collect(),
        }
    }

    pub(crate) fn line(&self, line: &TraceLine) -> RawTraceLine {
        let spaces = |ids: &[SpaceId]| ids.iter().map(|id| self.space(*id)).collect();
        match line {
            TraceLine::Check { rule, what, holds } => RawTraceLine::Check {
                rule: *rule,
                what: *what,
                holds: *holds,
            },
            TraceLine::Decided { rule, choice } => RawTraceLine::Decided {
                rule: *rule,
                choice: *choice,
            },
            TraceLine::Chose { rule, note } => RawTraceLine::Chose {
                rule: *rule,
                note: self.note(note),
            },
            TraceLine::Die {
                rule,
                purpose,
                value,
            } => RawTraceLine::Die {
                rule: *rule,
                purpose: *purpose,
                value: *value,
            },
            TraceLine::Tie {
                rule,
                among,
                picked,
            } => RawTraceLine::Tie {
                rule: *rule,
                among: spaces(among),
                picked: self.space(*picked),
            },
            TraceLine::Row {
                rule,
                column,
                row,
                kept,
            } => RawTraceLine::Row {
                rule: *rule,
                column: *column,
                row: row.clone(),
                kept: spaces(kept),
            },
            TraceLine::Selected {
                rule,
                column,
                space,
                among,
            } => RawTraceLine::Selected {
                rule: *rule,
                column: *column,
                space: self.space(*space),
                among: *among,
            },
            TraceLine::CardBox { node } => RawTraceLine::CardBox { node: node.clone() },
            TraceLine::CardCheck {
                node,
                condition,
                holds,
            } => RawTraceLine::CardCheck {
                node: node.clone(),
                condition: condition.clone(),
                holds: *holds,
            },
            TraceLine::Skipped { rule, note } => RawTraceLine::Skipped {
                rule: *rule,
                note: self.note(note),
            },
            TraceLine::Arjuna { card, face } => RawTraceLine::Arjuna {
                card: self
                    .data
                    .arjuna
                    .card(*card)
                    .map_or_else(|| format!("#{}", card.index()), |c| c.key.clone()),
                face: *face,
            },
            TraceLine::ArjunaAsWritten { front, face } => RawTraceLine::ArjunaAsWritten {
                front: front.clone(),
                face: *face,
            },
        }
    }
}

/// Reads structured values back, recording every name the data lacks.
pub(crate) struct Reader<'a, 'e> {
    pub data: &'a GameData,
    pub file: &'a str,
    pub path: &'a str,
    pub pos: TextPos,
    pub errors: &'e mut LoadErrors,
    /// How the file names Arjuna cards.
    pub arjuna_names: ArjunaNames,
}

impl Reader<'_, '_> {
    fn fail(&mut self, message: String) {
        self.errors.push(self.file, self.path, self.pos, message);
    }

    /// A trace's Arjuna card. A card an older file names by letters no card
    /// carries now is kept as written; a name the program wrote must be a
    /// card of the data.
    fn arjuna(&mut self, name: &str, face: Face) -> Option<TraceLine> {
        if let Some(card) = self.data.arjuna.by_name(name, self.arjuna_names) {
            return Some(TraceLine::Arjuna { card, face });
        }
        if self.arjuna_names == ArjunaNames::LettersThen && is_face_up_letter(name) {
            return Some(TraceLine::ArjunaAsWritten {
                front: name.to_owned(),
                face,
            });
        }
        self.fail(format!(
            "`{name}` is not the name of an Arjuna card in the project's data (8.3)"
        ));
        None
    }

    fn space(&mut self, key: &str) -> Option<SpaceId> {
        let found = self.data.map.by_key(key);
        if found.is_none() {
            self.fail(format!("`{key}` is not a space of the map"));
        }
        found
    }

    fn place(&mut self, key: &str) -> Option<Place> {
        match key {
            AVAILABLE => Some(Place::Available),
            OUT_OF_PLAY => Some(Place::OutOfPlay),
            JAIL => Some(Place::Jail),
            _ => self.space(key).map(Place::Space),
        }
    }

    fn arg(&mut self, raw: &RawArg) -> Option<NoteArg> {
        let arg = match raw {
            RawArg::Space(key) => Arg::Space(self.space(key)?),
            RawArg::Int(n) => Arg::Int(*n),
            RawArg::Piece { piece, count } => Arg::Piece(*piece, *count),
            RawArg::Stock(x) => Arg::Stock(*x),
            RawArg::Faction(x) => Arg::Faction(*x),
            RawArg::Operation(x) => Arg::Operation(*x),
            RawArg::Special(x) => Arg::Special(*x),
            RawArg::Phase(x) => Arg::Phase(*x),
            RawArg::Track(x) => Arg::Track(*x),
            RawArg::Place(key) => Arg::Place(self.place(key)?),
            RawArg::Marker(x) => Arg::Marker(*x),
            RawArg::Level(x) => Arg::Level(*x),
            RawArg::Kind(x) => Arg::Kind(*x),
            RawArg::Card(raw) => match card_from_raw(self.data, raw) {
                Ok(card) => Arg::Card(card),
                Err(message) => {
                    self.fail(message);
                    return None;
                }
            },
            RawArg::Rule(rule) => Arg::Rule(*rule),
            RawArg::Term(x) => Arg::Term(*x),
            RawArg::Column(column) => return Some(NoteArg::Column(*column)),
            RawArg::Option(option) => return Some(NoteArg::Option(*option)),
        };
        Some(NoteArg::Arg(arg))
    }

    /// A finding; `None` for a version 1 finding (its English is dropped)
    /// or one with an error, which is recorded.
    pub(crate) fn finding(&mut self, raw: &RawFinding) -> Option<RecordedFinding> {
        let code = raw.issue.as_deref()?;
        let Some(issue) = Issue::from_code(code) else {
            self.fail(format!("`{code}` is not an issue this program knows"));
            return None;
        };
        let mut args = Vec::with_capacity(raw.args.len());
        for raw_arg in &raw.args {
            match self.arg(raw_arg)? {
                NoteArg::Arg(arg) => args.push(arg),
                NoteArg::Column(_) | NoteArg::Option(_) => {
                    self.fail(format!("a finding of `{code}` takes no column or option"));
                    return None;
                }
            }
        }
        if args.len() != issue.args().len() {
            self.fail(format!(
                "a finding of `{code}` has {} argument(s) ({}); found {}",
                issue.args().len(),
                issue.args().join(", "),
                args.len()
            ));
            return None;
        }
        Some(RecordedFinding {
            rule: raw.rule,
            issue,
            args,
        })
    }

    /// Whether a written finding is of version 1 (an English message).
    pub(crate) fn is_worded(raw: &RawFinding) -> bool {
        raw.issue.is_none() && raw.message.is_some()
    }

    fn note(&mut self, raw: &RawNote) -> Option<Note> {
        let Some(code) = NoteCode::from_code(&raw.code) else {
            self.fail(format!("`{}` is not a note this program knows", raw.code));
            return None;
        };
        let mut args = Vec::with_capacity(raw.args.len());
        for raw_arg in &raw.args {
            args.push(self.arg(raw_arg)?);
        }
        if args.len() != code.args().len() {
            self.fail(format!(
                "a note `{}` has {} argument(s); found {}",
                raw.code,
                code.args().len(),
                args.len()
            ));
            return None;
        }
        Some(Note { code, args })
    }

    pub(crate) fn line(&mut self, raw: &RawTraceLine) -> Option<TraceLine> {
        Some(match raw {
            RawTraceLine::Check { rule, what, holds } => TraceLine::Check {
                rule: *rule,
                what: *what,
                holds: *holds,
            },
            RawTraceLine::Decided { rule, choice } => TraceLine::Decided {
                rule: *rule,
                choice: *choice,
            },
            RawTraceLine::Chose { rule, note } => TraceLine::Chose {
                rule: *rule,
                note: self.note(note)?,
            },
            RawTraceLine::Die {
                rule,
                purpose,
                value,
            } => TraceLine::Die {
                rule: *rule,
                purpose: *purpose,
                value: *value,
            },
            RawTraceLine::Tie {
                rule,
                among,
                picked,
            } => TraceLine::Tie {
                rule: *rule,
                among: among
                    .iter()
                    .map(|k| self.space(k))
                    .collect::<Option<Vec<_>>>()?,
                picked: self.space(picked)?,
            },
            RawTraceLine::Row {
                rule,
                column,
                row,
                kept,
            } => TraceLine::Row {
                rule: *rule,
                column: *column,
                row: row.clone(),
                kept: kept
                    .iter()
                    .map(|k| self.space(k))
                    .collect::<Option<Vec<_>>>()?,
            },
            RawTraceLine::Selected {
                rule,
                column,
                space,
                among,
            } => TraceLine::Selected {
                rule: *rule,
                column: *column,
                space: self.space(space)?,
                among: *among,
            },
            RawTraceLine::CardBox { node } => TraceLine::CardBox { node: node.clone() },
            RawTraceLine::CardCheck {
                node,
                condition,
                holds,
            } => TraceLine::CardCheck {
                node: node.clone(),
                condition: condition.clone(),
                holds: *holds,
            },
            RawTraceLine::Skipped { rule, note } => TraceLine::Skipped {
                rule: *rule,
                note: self.note(note)?,
            },
            RawTraceLine::Arjuna { card, face } => self.arjuna(card, *face)?,
            RawTraceLine::ArjunaAsWritten { front, face } => TraceLine::ArjunaAsWritten {
                front: front.clone(),
                face: *face,
            },
        })
    }
}
