//! A game record: the setup (scenario, seed, seats) and the log of every
//! edit, with who made it, when, and the findings it raised. The record is
//! the source of truth of a saved game: replaying it through today's rules
//! re-derives every state and every finding.
//!
//! Time stamps are text given by the program: the validator reads no clock.
//!
//! Since version 3 the log is sealed ([`crate::log::Seal`]): each entry carries
//! the hash of its content chained with the hash before it, and the seal at
//! the end closes the chain. Reading a game checks the chain ([`read`]).

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::check::check;
use crate::data::GameData;
use crate::data::arjuna::ArjunaNames;
use crate::ids::{Faction, PerFaction, Piece, SpaceId, SupportLevel};
use crate::np::trace::TraceLine;
use crate::said::{RawFinding, RawTraceLine, Reader, Writer, place_key};
use crate::setup::{SetupError, setup};
use crate::state::{Eligibility, GameState, Seat, four_players};
use crate::state_file::{RawCard, RawSeat, raw_card, seat_from_raw, seat_to_raw};
use crate::vocab::action::{Choice, Declared, Die, Operation, Special};
use crate::vocab::finding::Report;
use crate::vocab::phase::Phase;
use crate::vocab::track::Track;
use crate::{
    edit::{Edit, EditError, apply},
    ids::Marker,
};
use coin_table::SharedVec;
use coin_table::unplaced;
use coin_table::{Break, BreakKind, Closing, Hash, Seal};
use coin_table::{Headed, LoadErrors, MAX_TEXT_BYTES, TextPos, expect_end, parse_formatted};

/// The value of the `format` field of a saved game.
pub const FORMAT: &str = "gandhi-moderator game";
/// The version this build writes and the newest it reads. Version 1 stored
/// findings as English sentences; version 2 stores them, and the trace of
/// non-player decisions, as codes with typed arguments; version 3 seals the
/// log (a hash on each entry, the seal at the end) and keeps the findings an
/// entry had stored when it was judged differently on opening; version 4
/// names Arjuna cards in non-player traces by their names in the project's
/// data, which a table's correction of their letters leaves as they are,
/// and may log Resources transferred between the Raj and the
/// Revolutionaries (1.5.2).
pub const VERSION: u32 = 4;
/// The first version that names every Arjuna card by its key.
pub const ARJUNA_BY_KEY_SINCE: u32 = 4;
/// The first version that seals every log it writes: a file of this version
/// or later without a seal had it removed ([`BreakKind::Stripped`]).
pub const SEALED_SINCE: u32 = 3;
/// The closing line of every saved game.
pub const END: &str = "end of game";

use crate::said::RecordedFinding;

/// One logged edit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// When, as RFC 3339 text with the player's offset.
    pub at: String,
    /// The acting Faction, when the table said which.
    pub by: Option<Faction>,
    /// What changed.
    pub edit: Edit,
    /// Findings present after the edit that were not there before it.
    pub findings: Vec<RecordedFinding>,
    /// A note from the players.
    pub note: Option<String>,
    /// How a non-player decided what this entry closes (its turn, or its
    /// Campaign Round step), when the program carried it out.
    pub trace: Vec<TraceLine>,
    /// The findings the file stored for this entry before it was judged
    /// again on opening and found to raise others ([`crate::game::Game::open`]);
    /// `None` when the two agreed. The earliest such note is kept.
    pub findings_before: Option<Vec<RecordedFinding>>,
}

/// A saved game: the setup and the log.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// Scenario key.
    pub scenario: String,
    /// The seed.
    pub seed: u64,
    /// Who runs each Faction.
    pub seats: PerFaction<Seat>,
    /// The players draw from their own shuffled deck and say which card
    /// they turned up; the program's shuffle only keeps count.
    pub physical_deck: bool,
    /// The players draw from their own Arjuna deck and say which card came
    /// up (8.3); the program neither shuffles nor draws it.
    pub own_arjuna_deck: bool,
    /// Played with the playouts' made-up data (the faction orders of the
    /// cards the data lacks and, with non-players, their aid:
    /// [`crate::playout::simulation_data`]), never the printed cards: a
    /// random game the program played by itself. It is judged again with
    /// the same made-up data ([`crate::playout::judged_with`]).
    pub made_up: bool,
    /// Every edit, oldest first; copies share them until changed.
    pub entries: SharedVec<Entry>,
    /// The file stored its findings in a form this version no longer reads
    /// (English sentences, version 1): they are judged again on opening.
    pub judge_again: bool,
    /// The players' bookmarks and notes on entries, kept beside the log.
    pub annotations: Vec<coin_table::Annotation>,
    /// The name of the line of play the log holds, when the players gave
    /// it one (or the program did, on making a what-if).
    pub line: Option<String>,
    /// The other lines of play: lines left by Undo or by a what-if tried
    /// from an earlier moment, kept whole, to return to.
    pub branches: Vec<Branch>,
}

/// A line of play other than the one the log holds: its entries from the
/// start of the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Branch {
    /// Its name.
    pub name: String,
    /// When it was set aside (RFC 3339).
    pub at: String,
    /// Its entries, from the start of the game; shared with their copies.
    pub entries: SharedVec<Entry>,
    /// The bookmarks and notes made on it.
    pub annotations: Vec<coin_table::Annotation>,
}

impl Branch {
    /// How many of its first entries it shares with `entries`.
    pub fn shared_with(&self, entries: &[Entry]) -> usize {
        self.entries
            .iter()
            .zip(entries)
            .take_while(|(a, b)| a == b)
            .count()
    }
}

impl GameRecord {
    /// A new record with an empty log.
    pub fn new(scenario: &str, seed: u64) -> GameRecord {
        GameRecord {
            scenario: scenario.to_owned(),
            seed,
            seats: four_players(),
            physical_deck: false,
            own_arjuna_deck: false,
            made_up: false,
            entries: SharedVec::new(),
            judge_again: false,
            annotations: Vec::new(),
            line: None,
            branches: Vec::new(),
        }
    }

    /// The state before any edit: the scenario set up with the seed and seats.
    pub fn start(&self, data: &GameData) -> Result<GameState, SetupError> {
        let mut state = setup(data, &self.scenario, self.seed)?;
        state.seats = self.seats;
        state.arjuna.own = self.own_arjuna_deck;
        Ok(state)
    }
}

/// Why a record could not be replayed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ReplayError {
    /// The setup failed.
    #[error("the setup cannot be made: {0}")]
    Setup(#[source] SetupError),
    /// An entry could not be carried out.
    #[error("log entry {} cannot be replayed: {error}", index + 1)]
    Entry {
        /// Its index in the log, from 0.
        index: usize,
        /// Why.
        error: EditError,
    },
    /// A die the log says the program rolled is not what the game's seed
    /// rolls there, and an earlier die typed in by hand stands where the
    /// program rolled one: with that die rolled from the seed, the log
    /// replays. Its `rolled` mark was removed (and its value, most likely,
    /// changed).
    #[error(
        "log entry {} cannot be replayed: {error}; the die of log entry {} reads {shows} and is not marked as rolled by the program, but the log replays if it was (the seed gives {seed} there): its `rolled` mark was removed",
        index + 1,
        unmarked + 1
    )]
    Unmarked {
        /// The entry that cannot be replayed, from 0.
        index: usize,
        /// Why.
        error: EditError,
        /// The die typed in by hand that the program rolled, from 0.
        unmarked: usize,
        /// What it reads.
        shows: u8,
        /// What the seed gives there.
        seed: u8,
    },
}

impl ReplayError {
    /// The log entry that cannot be replayed, from 0 (none for the setup).
    pub fn entry(&self) -> Option<usize> {
        match self {
            ReplayError::Setup(_) => None,
            ReplayError::Entry { index, .. } | ReplayError::Unmarked { index, .. } => Some(*index),
        }
    }
}

/// Replays a record: the state after setup, then after each entry.
pub fn replay(data: &GameData, record: &GameRecord) -> Result<Vec<GameState>, ReplayError> {
    let mut state = record.start(data).map_err(ReplayError::Setup)?;
    let mut states = Vec::with_capacity(record.entries.len() + 1);
    states.push(state.clone());
    for (index, entry) in record.entries.iter().enumerate() {
        apply(data, &mut state, &entry.edit)
            .map_err(|error| ReplayError::Entry { index, error })?;
        states.push(state.clone());
    }
    Ok(states)
}

/// The findings of `after` that `before` did not have, as recorded.
pub fn raised(before: &Report, after: &Report) -> Vec<RecordedFinding> {
    after
        .findings
        .iter()
        .filter(|f| !before.findings.iter().any(|b| b.same_as(f)))
        .map(RecordedFinding::from)
        .collect()
}

/// Applies an edit and returns the log entry for it, with the findings it raised.
pub fn record_edit(
    data: &GameData,
    state: &mut GameState,
    edit: Edit,
    by: Option<Faction>,
    at: String,
) -> Result<Entry, EditError> {
    let before = check(data, state);
    apply(data, state, &edit)?;
    let after = check(data, state);
    Ok(Entry {
        at,
        by,
        findings: raised(&before, &after),
        edit,
        note: None,
        trace: Vec::new(),
        findings_before: None,
    })
}

// ----- YAML -----

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    format: Spanned<String>,
    version: Spanned<u32>,
    scenario: Spanned<String>,
    seed: u64,
    seats: PerFaction<Spanned<RawSeat>>,
    #[serde(default, skip_serializing_if = "is_false")]
    physical_deck: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    own_arjuna_deck: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    made_up: bool,
    #[serde(default)]
    log: Vec<Spanned<RawEntry>>,
    #[serde(default, skip_serializing_if = "is_none")]
    seal: Option<Spanned<RawSeal>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    annotations: Vec<Spanned<coin_table::RawAnnotation>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    line: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    branches: Vec<Spanned<RawBranch>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawRecord {
    fn header(&self) -> (&str, u32) {
        (&self.format.value, self.version.value)
    }
}

/// The seal that closes a log: the header's hash, how many entries were
/// sealed, and the last entry's hash.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSeal {
    header: String,
    entries: usize,
    last: String,
}

impl RawRecord {
    /// The header's canonical form: every field but the format, the
    /// version, the log, the seal and the closing line, whatever fields the
    /// header has, so that a field added to it is sealed too.
    fn canonical_header(&mut self) -> Vec<u8> {
        let log = std::mem::take(&mut self.log);
        let seal = self.seal.take();
        let end = self.end.take();
        // Bookmarks, notes and other lines are commentary beside the log,
        // outside the seal.
        let annotations = std::mem::take(&mut self.annotations);
        let line = self.line.take();
        let branches = std::mem::take(&mut self.branches);
        let format = std::mem::replace(&mut self.format, unplaced(String::new()));
        let version = std::mem::replace(&mut self.version, unplaced(0));
        let bytes = coin_table::canonical(self);
        self.log = log;
        self.seal = seal;
        self.end = end;
        self.annotations = annotations;
        self.line = line;
        self.branches = branches;
        self.format = format;
        self.version = version;
        bytes
    }
}

fn is_none<T>(value: &Option<T>) -> bool {
    value.is_none()
}

fn is_false(value: &bool) -> bool {
    !*value
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    #[serde(default, skip_serializing_if = "is_none")]
    at: Option<Spanned<String>>,
    #[serde(default, skip_serializing_if = "is_none")]
    by: Option<Faction>,
    #[serde(default, skip_serializing_if = "is_none")]
    r#move: Option<RawMove>,
    #[serde(default, skip_serializing_if = "is_none")]
    flip: Option<RawFlip>,
    #[serde(default, skip_serializing_if = "is_none")]
    add_marker: Option<RawMarkerAt>,
    #[serde(default, skip_serializing_if = "is_none")]
    remove_marker: Option<RawMarkerAt>,
    #[serde(default, skip_serializing_if = "is_none")]
    move_marker: Option<RawMarkerMove>,
    #[serde(default, skip_serializing_if = "is_none")]
    level: Option<RawLevel>,
    #[serde(default, skip_serializing_if = "is_none")]
    track: Option<RawTrack>,
    #[serde(default, skip_serializing_if = "is_none")]
    transfer: Option<RawTransfer>,
    #[serde(default, skip_serializing_if = "is_none")]
    eligibility: Option<RawEligibility>,
    #[serde(default, skip_serializing_if = "is_none")]
    next_card: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    reveal: Option<RawCard>,
    #[serde(default, skip_serializing_if = "is_none")]
    first_cards: Option<RawFirstCards>,
    #[serde(default, skip_serializing_if = "is_none")]
    place_gandhi: Option<RawSpaceRef>,
    #[serde(default, skip_serializing_if = "is_none")]
    declare: Option<RawDeclare>,
    #[serde(default, skip_serializing_if = "is_none")]
    special_starts: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    special_ends: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    die: Option<RawDie>,
    #[serde(default, skip_serializing_if = "is_none")]
    done: Option<RawDone>,
    #[serde(default, skip_serializing_if = "is_none")]
    phase: Option<Phase>,
    #[serde(default, skip_serializing_if = "is_none")]
    install_viceroy: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    seat: Option<RawSeatChange>,
    #[serde(default, skip_serializing_if = "is_none")]
    arjuna_shuffle: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    arjuna_draw: Option<RawFactionRef>,
    #[serde(default, skip_serializing_if = "is_none")]
    arjuna_flip: Option<bool>,
    #[serde(default, skip_serializing_if = "is_none")]
    arjuna_shown: Option<RawShown>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    findings: Vec<RawFinding>,
    #[serde(default, skip_serializing_if = "is_none")]
    findings_before: Option<Vec<RawFinding>>,
    #[serde(default, skip_serializing_if = "is_none")]
    note: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    trace: Vec<RawTraceLine>,
    #[serde(default, skip_serializing_if = "is_none")]
    hash: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMove {
    piece: Piece,
    count: u8,
    from: String,
    to: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFlip {
    space: String,
    count: u8,
    to: RawSide,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum RawSide {
    Active,
    Underground,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMarkerAt {
    marker: Marker,
    space: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMarkerMove {
    marker: Marker,
    from: String,
    to: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    space: String,
    to: SupportLevel,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrack {
    track: Track,
    to: i32,
}

/// Resources handed from one Faction to another (1.5.2).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTransfer {
    from: Faction,
    to: Faction,
    amount: u8,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEligibility {
    faction: Faction,
    to: Eligibility,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpaceRef {
    space: String,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum RawChoice {
    Pass,
    Operation,
    Limited,
    Event,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeclare {
    faction: Faction,
    choice: RawChoice,
    #[serde(default, skip_serializing_if = "is_none")]
    operation: Option<Operation>,
    #[serde(default, skip_serializing_if = "is_none")]
    special: Option<Special>,
    #[serde(default, skip_serializing_if = "is_none")]
    card: Option<u8>,
    #[serde(default, skip_serializing_if = "is_none")]
    shaded: Option<bool>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSeatChange {
    faction: Faction,
    to: Spanned<RawSeat>,
}

/// Another line of play as the file writes it: the entries it shares with
/// the log are not written again, only how many (`from`) and the rest.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBranch {
    name: String,
    at: String,
    from: usize,
    #[serde(default)]
    log: Vec<Spanned<RawEntry>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    annotations: Vec<Spanned<coin_table::RawAnnotation>>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFactionRef {
    faction: Faction,
}

/// The Arjuna card the table turned up from its own deck: the card by its
/// name in the project's data (which stays when the players correct its
/// letters) and the side that shows.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShown {
    card: String,
    side: crate::data::arjuna::Face,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFirstCards {
    current: RawCard,
    upcoming: RawCard,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDie {
    #[serde(default, skip_serializing_if = "is_none")]
    space: Option<String>,
    /// Read as any whole number, so that one past a die's faces is said
    /// as such.
    value: i64,
    #[serde(default, skip_serializing_if = "is_false")]
    rolled: bool,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDone {
    #[serde(default, skip_serializing_if = "is_none")]
    note: Option<String>,
}

fn raw_entry(data: &GameData, entry: &Entry) -> RawEntry {
    let writer = Writer { data };
    let mut raw = RawEntry {
        at: Some(unplaced(entry.at.clone())),
        by: entry.by,
        findings: entry.findings.iter().map(|f| writer.finding(f)).collect(),
        findings_before: entry
            .findings_before
            .as_ref()
            .map(|list| list.iter().map(|f| writer.finding(f)).collect()),
        note: entry.note.clone(),
        trace: entry.trace.iter().map(|l| writer.line(l)).collect(),
        ..RawEntry::default()
    };
    write_edit(data, &entry.edit, &mut raw);
    raw
}

/// An edit in a written form of one line: the saved game's entry holding
/// only that change, as compact JSON (which YAML reads too). The table's
/// log carries Gandhi's own changes this way (`coin_table::Gesture::Change`).
pub fn edit_text(data: &GameData, edit: &Edit) -> String {
    let mut raw = RawEntry::default();
    write_edit(data, edit, &mut raw);
    serde_json::to_string(&raw).unwrap_or_else(|error| format!("unwritable: {error}"))
}

/// An edit read back from [`edit_text`]'s form (or the same entry written
/// as YAML), or what in it is not one, in words.
pub fn read_edit_text(data: &GameData, text: &str) -> Result<Edit, String> {
    let file = "change";
    let raw: RawEntry = coin_table::parse_yaml(file, text).map_err(|error| error.to_string())?;
    let mut errors = LoadErrors::default();
    let names = (file, ArjunaNames::Keys);
    let entry = read_entry(data, &raw, names, "", TextPos::default(), &mut errors);
    match (entry, errors.is_empty()) {
        (Some(entry), true) => Ok(entry.edit),
        _ => Err(errors.to_string()),
    }
}

/// Writes an edit into the one field of a raw entry that holds its kind.
fn write_edit(data: &GameData, edit: &Edit, raw: &mut RawEntry) {
    let key = |id: SpaceId| data.map.space(id).key.clone();
    match edit {
        Edit::MovePieces { .. }
        | Edit::FlipGuerrillas { .. }
        | Edit::AddMarker { .. }
        | Edit::RemoveMarker { .. }
        | Edit::MoveMarker { .. }
        | Edit::SetLevel { .. }
        | Edit::SetTrack { .. }
        | Edit::Transfer { .. }
        | Edit::SetEligibility { .. } => write_board_edit(data, edit, raw),
        Edit::NextCard => raw.next_card = Some(true),
        Edit::Reveal { card } => raw.reveal = Some(raw_card(data, *card)),
        Edit::FirstCards { current, upcoming } => {
            raw.first_cards = Some(RawFirstCards {
                current: raw_card(data, *current),
                upcoming: raw_card(data, *upcoming),
            });
        }
        Edit::PlaceGandhi { space } => raw.place_gandhi = Some(RawSpaceRef { space: key(*space) }),
        Edit::Declare(declared) => raw.declare = Some(raw_declare(declared)),
        Edit::SpecialStarts => raw.special_starts = Some(true),
        Edit::SpecialEnds => raw.special_ends = Some(true),
        Edit::Die(die) => {
            raw.die = Some(RawDie {
                space: die.space.map(key),
                value: i64::from(die.value),
                rolled: die.rolled,
            })
        }
        Edit::Done { note } => raw.done = Some(RawDone { note: note.clone() }),
        Edit::Phase(phase) => raw.phase = Some(*phase),
        Edit::InstallViceroy => raw.install_viceroy = Some(true),
        Edit::SetSeat { faction, seat } => {
            raw.seat = Some(RawSeatChange {
                faction: *faction,
                to: seat_to_raw(*seat),
            });
        }
        Edit::ArjunaShuffle => raw.arjuna_shuffle = Some(true),
        Edit::ArjunaDraw { faction } => raw.arjuna_draw = Some(RawFactionRef { faction: *faction }),
        Edit::ArjunaFlip => raw.arjuna_flip = Some(true),
        Edit::ArjunaShown { card, face } => {
            raw.arjuna_shown = data.arjuna.card(*card).map(|c| RawShown {
                card: c.key.clone(),
                side: *face,
            });
        }
    }
}

/// Writes an edit that changes the board, a track or eligibility; the
/// other edits are written by `write_edit`.
fn write_board_edit(data: &GameData, edit: &Edit, raw: &mut RawEntry) {
    let key = |id: SpaceId| data.map.space(id).key.clone();
    match edit {
        Edit::MovePieces {
            piece,
            count,
            from,
            to,
        } => {
            raw.r#move = Some(RawMove {
                piece: *piece,
                count: *count,
                from: place_key(data, *from),
                to: place_key(data, *to),
            })
        }
        Edit::FlipGuerrillas {
            space,
            count,
            to_active,
        } => {
            raw.flip = Some(RawFlip {
                space: key(*space),
                count: *count,
                to: if *to_active {
                    RawSide::Active
                } else {
                    RawSide::Underground
                },
            })
        }
        Edit::AddMarker { marker, space } => {
            raw.add_marker = Some(RawMarkerAt {
                marker: *marker,
                space: key(*space),
            })
        }
        Edit::RemoveMarker { marker, space } => {
            raw.remove_marker = Some(RawMarkerAt {
                marker: *marker,
                space: key(*space),
            })
        }
        Edit::MoveMarker { marker, from, to } => {
            raw.move_marker = Some(RawMarkerMove {
                marker: *marker,
                from: key(*from),
                to: key(*to),
            })
        }
        Edit::SetLevel { space, level } => {
            raw.level = Some(RawLevel {
                space: key(*space),
                to: *level,
            })
        }
        Edit::SetTrack { track, value } => {
            raw.track = Some(RawTrack {
                track: *track,
                to: *value,
            })
        }
        Edit::Transfer { from, to, amount } => {
            raw.transfer = Some(RawTransfer {
                from: *from,
                to: *to,
                amount: *amount,
            })
        }
        Edit::SetEligibility {
            faction,
            eligibility,
        } => {
            raw.eligibility = Some(RawEligibility {
                faction: *faction,
                to: *eligibility,
            })
        }
        _ => {}
    }
}

/// A declaration as the record file writes it.
fn raw_declare(declared: &Declared) -> RawDeclare {
    let (choice, operation, special, card, shaded) = match declared.choice {
        Choice::Pass => (RawChoice::Pass, None, None, None, None),
        Choice::Operation {
            op,
            limited,
            special,
        } => (
            if limited {
                RawChoice::Limited
            } else {
                RawChoice::Operation
            },
            Some(op),
            special,
            None,
            None,
        ),
        Choice::Event { card, shaded } => (RawChoice::Event, None, None, Some(card), Some(shaded)),
    };
    RawDeclare {
        faction: declared.faction,
        choice,
        operation,
        special,
        card,
        shaded,
    }
}

/// Writes a game record as YAML, its log sealed.
pub fn to_yaml(data: &GameData, record: &GameRecord) -> String {
    let mut raw = RawRecord {
        format: unplaced(FORMAT.to_owned()),
        version: unplaced(VERSION),
        scenario: unplaced(record.scenario.clone()),
        seed: record.seed,
        seats: PerFaction::from_fn(|faction| seat_to_raw(record.seats[faction])),
        physical_deck: record.physical_deck,
        own_arjuna_deck: record.own_arjuna_deck,
        made_up: record.made_up,
        log: Vec::new(),
        seal: None,
        annotations: record
            .annotations
            .iter()
            .map(|a| unplaced(coin_table::annotation_to_raw(a)))
            .collect(),
        line: record.line.clone(),
        branches: record
            .branches
            .iter()
            .map(|b| {
                let from = b.shared_with(&record.entries);
                unplaced(RawBranch {
                    name: b.name.clone(),
                    at: b.at.clone(),
                    from,
                    log: b.entries[from..]
                        .iter()
                        .map(|e| unplaced(raw_entry(data, e)))
                        .collect(),
                    annotations: b
                        .annotations
                        .iter()
                        .map(|a| unplaced(coin_table::annotation_to_raw(a)))
                        .collect(),
                })
            })
            .collect(),
        end: Some(unplaced(END.to_owned())),
    };
    let header = raw.canonical_header();
    let mut log: Vec<RawEntry> = record.entries.iter().map(|e| raw_entry(data, e)).collect();
    let contents: Vec<Vec<u8>> = log.iter().map(coin_table::canonical).collect();
    let (hashes, closing) = crate::formats::CHAIN.seal(&header, contents.iter().map(Vec::as_slice));
    for (entry, hash) in log.iter_mut().zip(hashes) {
        entry.hash = Some(hash.hex());
    }
    raw.log = log.into_iter().map(unplaced).collect();
    raw.seal = Some(unplaced(RawSeal {
        header: closing.header.unwrap_or_default().hex(),
        entries: closing.entries,
        last: closing.last.unwrap_or_default().hex(),
    }));
    serde_saphyr::to_string(&raw)
        .unwrap_or_else(|error| format!("# could not write the game: {error}\n"))
}

/// A saved game's text would be larger than the program reads back
/// ([`MAX_TEXT_BYTES`]): writing it would make a file that does not open.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "the saved game would hold {bytes} bytes, more than the {} MiB the program reads back",
    MAX_TEXT_BYTES / (1024 * 1024)
)]
pub struct TooLargeToRead {
    /// The size the text would have, in bytes.
    pub bytes: usize,
}

/// Writes a game record as [`to_yaml`] does, refusing a text the program
/// would not read back. The size is the only limit that matters: the
/// reader's count of nodes and events grows with the size it accepts
/// (`data/yaml.rs`), and every other of its limits (depth, key
/// length) is fixed by the format, whatever the players write.
pub fn to_readable_yaml(data: &GameData, record: &GameRecord) -> Result<String, TooLargeToRead> {
    let text = to_yaml(data, record);
    if text.len() > MAX_TEXT_BYTES {
        return Err(TooLargeToRead { bytes: text.len() });
    }
    Ok(text)
}

/// A saved game as read: the record, what its seal says, and where each
/// log entry begins in the text.
#[derive(Clone, Debug)]
pub struct ReadGame {
    /// The record.
    pub record: GameRecord,
    /// What the chain of hashes says ([`coin_table::Seal`]).
    pub seal: Seal,
    /// Where each log entry begins (line and column), for messages.
    pub places: Vec<TextPos>,
}

/// Reads a game record from YAML, reporting every problem with its place.
/// It does not replay the log; [`replay`] does.
pub fn from_yaml(data: &GameData, file: &str, text: &str) -> Result<GameRecord, LoadErrors> {
    read(data, file, text).map(|read| read.record)
}

/// Reads a saved game and checks its seal: every problem of the text is
/// reported with its place; a broken seal is not an error here but the
/// verdict [`ReadGame::seal`].
pub fn read(data: &GameData, file: &str, text: &str) -> Result<ReadGame, LoadErrors> {
    let mut raw: RawRecord =
        parse_formatted(&crate::formats::FORMATS, file, text, (FORMAT, VERSION))?;
    expect_end(file, raw.end.as_ref(), END)?;
    let names = if raw.version.value >= ARJUNA_BY_KEY_SINCE {
        ArjunaNames::Keys
    } else {
        ArjunaNames::LettersThen
    };
    let mut errors = LoadErrors::default();
    if let Some(message) = crate::state_file::unknown_scenario(data, &raw.scenario.value) {
        errors.push(file, "scenario", TextPos::of(&raw.scenario), message);
    }
    let seats = PerFaction::from_fn(|faction| {
        seat_from_raw(faction, &raw.seats[faction], file, &mut errors)
    });
    let judge_again = raw
        .log
        .iter()
        .any(|e| e.value.findings.iter().any(Reader::is_worded));
    let (entries, places, links) = read_log(data, &mut raw.log, (file, names), &mut errors);
    let raised: Vec<usize> = entries.iter().map(|e| e.findings.len()).collect();
    let annotations = coin_table::read_annotations(&raw.annotations, &raised, file, &mut errors);
    let branches = read_branches(data, &raw.branches, &entries, (file, names), &mut errors);
    let closing = raw.seal.take().map(|seal| Closing {
        header: Hash::from_hex(&seal.value.header),
        entries: seal.value.entries,
        last: Hash::from_hex(&seal.value.last),
    });
    let seal = match crate::formats::CHAIN.verify(&raw.canonical_header(), &links, closing.as_ref())
    {
        // Only a file from before sealing may carry no seal.
        Seal::NotSealed if raw.version.value >= SEALED_SINCE => Seal::Broken(Break {
            entry: 0,
            kind: BreakKind::Stripped,
        }),
        seal => seal,
    };
    let record = GameRecord {
        annotations,
        line: raw.line,
        branches,
        scenario: raw.scenario.value,
        seed: raw.seed,
        seats,
        physical_deck: raw.physical_deck,
        own_arjuna_deck: raw.own_arjuna_deck,
        made_up: raw.made_up,
        entries: entries.into(),
        judge_again,
    };
    errors.into_result(ReadGame {
        record,
        seal,
        places,
    })
}

/// The entries of a record's main log, with where each stands in the file
/// and the links its seal is checked against.
fn read_log(
    data: &GameData,
    log: &mut [Spanned<RawEntry>],
    (file, names): (&str, ArjunaNames),
    errors: &mut LoadErrors,
) -> (Vec<Entry>, Vec<TextPos>, Vec<coin_table::Link>) {
    let mut entries = Vec::with_capacity(log.len());
    let mut places = Vec::with_capacity(log.len());
    let mut links = Vec::with_capacity(log.len());
    for (i, spanned_entry) in log.iter_mut().enumerate() {
        let pos = TextPos::of(spanned_entry);
        places.push(pos);
        let path = format!("log[{i}]");
        if spanned_entry.value.at.is_none() {
            errors.push(
                file,
                format!("{path}.at"),
                pos,
                "each log entry records when it was made (`at`)",
            );
        }
        let hash = spanned_entry.value.hash.take();
        links.push(coin_table::Link {
            content: coin_table::canonical(&spanned_entry.value),
            hash: hash.as_deref().map(Hash::from_hex),
        });
        if let Some(entry) = read_entry(
            data,
            &spanned_entry.value,
            (file, names),
            &path,
            pos,
            errors,
        ) {
            entries.push(entry);
        }
    }
    (entries, places, links)
}

/// The other lines of play a record keeps, each the main log's first
/// entries followed by its own.
fn read_branches(
    data: &GameData,
    raw: &[Spanned<RawBranch>],
    entries: &[Entry],
    (file, names): (&str, ArjunaNames),
    errors: &mut LoadErrors,
) -> Vec<Branch> {
    let mut branches = Vec::new();
    for (b, spanned_branch) in raw.iter().enumerate() {
        let branch = &spanned_branch.value;
        let pos = TextPos::of(spanned_branch);
        if branch.from > entries.len() {
            errors.push(
                file,
                format!("branches[{b}].from"),
                pos,
                format!(
                    "a line shares at most the log's {} entries, not {}",
                    entries.len(),
                    branch.from
                ),
            );
            continue;
        }
        let path = format!("branches[{b}]");
        coin_table::check_time(&branch.at, pos, (file, &path), errors);
        let mut line = entries[..branch.from].to_vec();
        let log_path = format!("branches[{b}].log");
        line.extend(read_entries(
            data,
            &branch.log,
            (file, names),
            &log_path,
            errors,
        ));
        let raised: Vec<usize> = line.iter().map(|e| e.findings.len()).collect();
        let annotations = coin_table::read_annotations(&branch.annotations, &raised, file, errors);
        branches.push(Branch {
            name: branch.name.clone(),
            at: branch.at.clone(),
            entries: line.into(),
            annotations,
        });
    }
    branches
}

/// Checks an entry's time stamp: RFC 3339, as the program writes it.
fn check_time(at: &Spanned<String>, file: &str, path: &str, errors: &mut LoadErrors) {
    coin_table::check_time(&at.value, TextPos::of(at), (file, path), errors);
}

/// Log entries as written, for documents that embed a log (test cases, for
/// instance); unlike a saved game's log, entries may leave out `at`.
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct LogText(Vec<Spanned<RawEntry>>);

impl LogText {
    /// The entries, with every problem reported at its place under `path`.
    pub fn read(&self, data: &GameData, file: &str, path: &str) -> Result<Vec<Entry>, LoadErrors> {
        let mut errors = LoadErrors::default();
        let names = (file, ArjunaNames::Keys);
        let entries = read_entries(data, &self.0, names, path, &mut errors);
        errors.into_result(entries)
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The entries of a log written under `path`, each read at its place
/// (`path[i]`); an entry with an error is left out, its errors recorded.
fn read_entries(
    data: &GameData,
    log: &[Spanned<RawEntry>],
    (file, names): (&str, ArjunaNames),
    path: &str,
    errors: &mut LoadErrors,
) -> Vec<Entry> {
    let mut entries = Vec::with_capacity(log.len());
    for (i, spanned_entry) in log.iter().enumerate() {
        let place = format!("{path}[{i}]");
        let pos = TextPos::of(spanned_entry);
        let raw = &spanned_entry.value;
        if let Some(entry) = read_entry(data, raw, (file, names), &place, pos, errors) {
            entries.push(entry);
        }
    }
    entries
}

fn read_entry(
    data: &GameData,
    raw: &RawEntry,
    (file, names): (&str, ArjunaNames),
    path: &str,
    pos: TextPos,
    errors: &mut LoadErrors,
) -> Option<Entry> {
    if let Some(at) = &raw.at {
        check_time(at, file, path, errors);
    }
    let mut cx = Reader {
        data,
        file,
        path,
        pos,
        errors,
        arjuna_names: names,
    };
    // Each present change field gives one edit (None when a name is unknown,
    // in which case an error is already recorded).
    let mut edits: Vec<Option<Edit>> = Vec::new();
    board_edits(&mut cx, raw, &mut edits);
    flow_edits(&mut cx, raw, &mut edits);
    table_edits(&mut cx, raw, &mut edits);
    if edits.len() != 1 {
        cx.errors.push(
            file,
            path,
            pos,
            format!(
                "a log entry holds exactly one change (move, flip, add_marker, remove_marker, move_marker, level, track, transfer, eligibility, next_card, reveal, first_cards, place_gandhi, declare, special_starts, special_ends, die, done, phase, install_viceroy, seat, arjuna_shuffle, arjuna_draw, arjuna_flip, arjuna_shown); found {}",
                edits.len()
            ),
        );
        return None;
    }
    let edit = edits.pop().flatten()?;
    let mut reader = cx;
    let findings = raw
        .findings
        .iter()
        .filter_map(|f| reader.finding(f))
        .collect();
    let trace = raw.trace.iter().filter_map(|l| reader.line(l)).collect();
    let findings_before = raw
        .findings_before
        .as_ref()
        .map(|list| list.iter().filter_map(|f| reader.finding(f)).collect());
    Some(Entry {
        at: raw
            .at
            .as_ref()
            .map(|at| at.value.clone())
            .unwrap_or_default(),
        by: raw.by,
        edit,
        findings,
        note: raw.note.clone(),
        trace,
        findings_before,
    })
}

/// The edits of an entry that change the board, a track or eligibility.
fn board_edits(cx: &mut Reader<'_, '_>, raw: &RawEntry, edits: &mut Vec<Option<Edit>>) {
    if let Some(m) = &raw.r#move {
        let from = cx.place(&m.from);
        let to = cx.place(&m.to);
        edits.push(from.zip(to).map(|(from, to)| Edit::MovePieces {
            piece: m.piece,
            count: m.count,
            from,
            to,
        }));
    }
    if let Some(f) = &raw.flip {
        edits.push(cx.space(&f.space).map(|space| Edit::FlipGuerrillas {
            space,
            count: f.count,
            to_active: matches!(f.to, RawSide::Active),
        }));
    }
    if let Some(m) = &raw.add_marker {
        edits.push(cx.space(&m.space).map(|space| Edit::AddMarker {
            marker: m.marker,
            space,
        }));
    }
    if let Some(m) = &raw.remove_marker {
        edits.push(cx.space(&m.space).map(|space| Edit::RemoveMarker {
            marker: m.marker,
            space,
        }));
    }
    if let Some(m) = &raw.move_marker {
        let from = cx.space(&m.from);
        let to = cx.space(&m.to);
        edits.push(from.zip(to).map(|(from, to)| Edit::MoveMarker {
            marker: m.marker,
            from,
            to,
        }));
    }
    if let Some(l) = &raw.level {
        edits.push(
            cx.space(&l.space)
                .map(|space| Edit::SetLevel { space, level: l.to }),
        );
    }
    if let Some(t) = &raw.track {
        edits.push(Some(Edit::SetTrack {
            track: t.track,
            value: t.to,
        }));
    }
    if let Some(t) = &raw.transfer {
        edits.push(Some(Edit::Transfer {
            from: t.from,
            to: t.to,
            amount: t.amount,
        }));
    }
    if let Some(e) = &raw.eligibility {
        edits.push(Some(Edit::SetEligibility {
            faction: e.faction,
            eligibility: e.to,
        }));
    }
}

/// The edits of an entry that move the game along: cards, Gandhi's
/// placement, a declaration, a Special Activity's bounds, a die, the end
/// of an action and a phase.
fn flow_edits(cx: &mut Reader<'_, '_>, raw: &RawEntry, edits: &mut Vec<Option<Edit>>) {
    if raw.next_card == Some(true) {
        edits.push(Some(Edit::NextCard));
    }
    if let Some(card) = &raw.reveal {
        edits.push(cx.card(card).map(|card| Edit::Reveal { card }));
    }
    if let Some(first) = &raw.first_cards {
        let (current, upcoming) = (cx.card(&first.current), cx.card(&first.upcoming));
        edits.push(
            current
                .zip(upcoming)
                .map(|(current, upcoming)| Edit::FirstCards { current, upcoming }),
        );
    }
    if let Some(g) = &raw.place_gandhi {
        edits.push(cx.space(&g.space).map(|space| Edit::PlaceGandhi { space }));
    }
    if let Some(d) = &raw.declare {
        edits.push(declared(cx, d));
    }
    if raw.special_starts == Some(true) {
        edits.push(Some(Edit::SpecialStarts));
    }
    if raw.special_ends == Some(true) {
        edits.push(Some(Edit::SpecialEnds));
    }
    if let Some(die) = &raw.die {
        edits.push(die_edit(cx, die));
    }
    if let Some(done) = &raw.done {
        edits.push(Some(Edit::Done {
            note: done.note.clone(),
        }));
    }
    if let Some(phase) = raw.phase {
        edits.push(Some(Edit::Phase(phase)));
    }
}

/// The edits of an entry that change the table: a Viceroy installed, a
/// seat changed, and the Arjuna deck (8.3).
fn table_edits(cx: &mut Reader<'_, '_>, raw: &RawEntry, edits: &mut Vec<Option<Edit>>) {
    if raw.install_viceroy == Some(true) {
        edits.push(Some(Edit::InstallViceroy));
    }
    if let Some(change) = &raw.seat {
        let seat = seat_from_raw(change.faction, &change.to, cx.file, cx.errors);
        edits.push(Some(Edit::SetSeat {
            faction: change.faction,
            seat,
        }));
    }
    if raw.arjuna_shuffle == Some(true) {
        edits.push(Some(Edit::ArjunaShuffle));
    }
    if let Some(draw) = &raw.arjuna_draw {
        edits.push(Some(Edit::ArjunaDraw {
            faction: draw.faction,
        }));
    }
    if raw.arjuna_flip == Some(true) {
        edits.push(Some(Edit::ArjunaFlip));
    }
    if let Some(shown) = &raw.arjuna_shown {
        match cx.data.arjuna.by_key(&shown.card) {
            Some(card) => edits.push(Some(Edit::ArjunaShown {
                card,
                face: shown.side,
            })),
            None => {
                cx.errors.push(
                    cx.file,
                    format!("{}.arjuna_shown.card", cx.path),
                    cx.pos,
                    format!(
                        "`{}` is not the face-up letter of an Arjuna card in the project's data (8.3)",
                        shown.card
                    ),
                );
                edits.push(None);
            }
        }
    }
}

/// A declaration's edit; None, with an error recorded, when an Operation
/// names no `operation` or an Event no `card`.
fn declared(cx: &mut Reader<'_, '_>, d: &RawDeclare) -> Option<Edit> {
    let (file, path, pos) = (cx.file, cx.path, cx.pos);
    let choice = match (d.choice, d.operation, d.card) {
        (RawChoice::Pass, _, _) => Some(Choice::Pass),
        (RawChoice::Operation, Some(op), _) => Some(Choice::Operation {
            op,
            limited: false,
            special: d.special,
        }),
        // A Limited Operation with a Special Activity is read as
        // declared: it is the players' mistake, which the checks flag
        // (2.3.5), not a broken file.
        (RawChoice::Limited, Some(op), _) => Some(Choice::Operation {
            op,
            limited: true,
            special: d.special,
        }),
        (RawChoice::Event, _, Some(card)) => Some(Choice::Event {
            card,
            shaded: d.shaded.unwrap_or(false),
        }),
        _ => {
            cx.errors.push(
                file,
                path,
                pos,
                "a declared Operation names its `operation`; a declared Event its `card`",
            );
            None
        }
    };
    choice.map(|choice| {
        Edit::Declare(Declared {
            faction: d.faction,
            choice,
            dice: Vec::new(),
        })
    })
}

/// A die's edit; None, with an error recorded, when it shows other than
/// 1 to 6 or names an unknown space.
fn die_edit(cx: &mut Reader<'_, '_>, die: &RawDie) -> Option<Edit> {
    let (file, path, pos) = (cx.file, cx.path, cx.pos);
    let value = u8::try_from(die.value).ok().filter(|v| (1..=6).contains(v));
    if value.is_none() {
        cx.errors.push(
            file,
            format!("{path}.die.value"),
            pos,
            format!("a die shows 1 to 6, not {}", die.value),
        );
    }
    let space = match &die.space {
        Some(key) => cx.space(key).map(Some),
        None => Some(None),
    };
    space.zip(value).map(|(space, value)| {
        Edit::Die(Die {
            space,
            value,
            rolled: die.rolled,
        })
    })
}
