//! The written form of what the log records besides its changes: the
//! findings an entry raised and the trace of a non-player's decision, as
//! codes with typed arguments (spaces by their keys, cards by their names),
//! so that a saved game reads in any language and can be judged again.

use std::convert::Infallible;

use serde::{Deserialize, Serialize};

use crate::data::GameData;
use crate::data::arjuna::{ArjunaId, ArjunaNames, Face};
use crate::data::np_aid::{Column, SpecialAction};
use crate::ids::{Card, Faction, Marker, Piece, Place, SpaceId, SpaceKind, Stock, SupportLevel};
use crate::np::trace::{Note, NoteArg, NoteCode, Renames, TraceLine, TraceLineOf};
use crate::state_file::{RawCard, card_from_raw, raw_card};
use crate::vocab::action::{Operation, Special};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue, Term};
use crate::vocab::phase::Phase;
use crate::vocab::track::Track;
use coin_table::RuleRef;
use coin_table::{LoadErrors, TextPos};

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

/// A trace line as written: spaces and Arjuna cards by the data's names.
pub(crate) type RawTraceLine = TraceLineOf<String, RawNote, String>;

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
        let Ok(raw) = line.rename(&mut &*self);
        raw
    }
}

impl Renames<SpaceId, Note, ArjunaId> for &Writer<'_> {
    type Space = String;
    type Note = RawNote;
    type Card = String;
    type Fail = Infallible;

    fn space(&mut self, space: &SpaceId) -> Result<String, Infallible> {
        Ok(Writer::space(self, *space))
    }

    fn note(&mut self, note: &Note) -> Result<RawNote, Infallible> {
        Ok(Writer::note(self, note))
    }

    fn arjuna(&mut self, card: &ArjunaId, face: Face) -> Result<RawTraceLine, Infallible> {
        let card = self
            .data
            .arjuna
            .card(*card)
            .map_or_else(|| format!("#{}", card.index()), |c| c.key.clone());
        Ok(TraceLineOf::Arjuna { card, face })
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

    /// A space by its key.
    pub(crate) fn space(&mut self, key: &str) -> Option<SpaceId> {
        let found = self.data.map.by_key(key);
        if found.is_none() {
            self.fail(format!("`{key}` is not a space of the map"));
        }
        found
    }

    /// A place by its key.
    pub(crate) fn place(&mut self, key: &str) -> Option<Place> {
        match key {
            AVAILABLE => Some(Place::Available),
            OUT_OF_PLAY => Some(Place::OutOfPlay),
            JAIL => Some(Place::Jail),
            _ => self.space(key).map(Place::Space),
        }
    }

    /// A card as written.
    pub(crate) fn card(&mut self, raw: &RawCard) -> Option<Card> {
        match card_from_raw(self.data, raw) {
            Ok(card) => Some(card),
            Err(message) => {
                self.fail(message);
                None
            }
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
            RawArg::Card(raw) => Arg::Card(self.card(raw)?),
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
        raw.rename(self).ok()
    }
}

impl Renames<String, RawNote, String> for Reader<'_, '_> {
    type Space = SpaceId;
    type Note = Note;
    type Card = ArjunaId;
    type Fail = ();

    fn space(&mut self, key: &String) -> Result<SpaceId, ()> {
        Reader::space(self, key).ok_or(())
    }

    fn note(&mut self, raw: &RawNote) -> Result<Note, ()> {
        Reader::note(self, raw).ok_or(())
    }

    fn arjuna(&mut self, name: &String, face: Face) -> Result<TraceLine, ()> {
        Reader::arjuna(self, name, face).ok_or(())
    }
}
