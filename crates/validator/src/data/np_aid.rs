//! The non-player aid as data (8.3, 8.4): Arjuna card faces as small
//! graphs, Space Selection Priorities columns as ordered filters, and slots
//! of the Random Spaces map. The project ships only the fragments the
//! rulebook quotes (`data/np_aid.yaml`); the players enter their own cards
//! and tables in a file of the same format (`docs/arjuna.md`), read by
//! [`super::players_aid::PlayersAid::load`] and merged over the bundled aid
//! by [`super::GameData::with_players_aid`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_saphyr::{FlowMap, Spanned};

use super::arjuna::{ArjunaData, ArjunaId, Face};
use super::map::Map;
use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use crate::ids::{Faction, Piece};
use crate::vocab::action::{Operation, Special};
use crate::vocab::track::Track;
use coin_table::RulesIndex;
use coin_table::entries;
use coin_table::{Headed, LoadErrors, TextPos, expect_end, parse_formatted};

/// The value of the `format` field.
pub const FORMAT: &str = "gandhi-moderator non-player aid";
/// The closing line.
pub const END: &str = "end of non-player aid";
/// The version this build writes and the newest it reads.
pub const VERSION: u32 = 1;

/// A column of a Space Selection Priorities table (8.4.1).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Column {
    /// Raj: Place Cubes.
    PlaceCubes,
    /// Raj: Shift to Support.
    ShiftToSupport,
    /// Every Faction: Remove or Replace.
    RemoveOrReplace,
    /// Raj: Sweep.
    Sweep,
    /// Congress, League: Place Activists.
    PlaceActivists,
    /// Congress, League: Place Protests.
    PlaceProtests,
    /// Congress: Move or Release Gandhi.
    MoveOrReleaseGandhi,
    /// Congress, League: Shift to Opposition.
    ShiftToOpposition,
    /// Congress, League: Demonstrate.
    Demonstrate,
    /// League, Revolutionaries: Place Bases.
    PlaceBases,
    /// League: Place Muslim States.
    PlaceMuslimStates,
    /// Revolutionaries: Place Guerrillas.
    PlaceGuerrillas,
    /// Revolutionaries: Place Unrest.
    PlaceUnrest,
    /// Revolutionaries: Attack or Go Underground.
    AttackOrGoUnderground,
    /// Revolutionaries: March.
    March,
}

impl Column {
    /// The name a file gives the column (`place_protests`).
    pub fn key(self) -> &'static str {
        match self {
            Column::PlaceCubes => "place_cubes",
            Column::ShiftToSupport => "shift_to_support",
            Column::RemoveOrReplace => "remove_or_replace",
            Column::Sweep => "sweep",
            Column::PlaceActivists => "place_activists",
            Column::PlaceProtests => "place_protests",
            Column::MoveOrReleaseGandhi => "move_or_release_gandhi",
            Column::ShiftToOpposition => "shift_to_opposition",
            Column::Demonstrate => "demonstrate",
            Column::PlaceBases => "place_bases",
            Column::PlaceMuslimStates => "place_muslim_states",
            Column::PlaceGuerrillas => "place_guerrillas",
            Column::PlaceUnrest => "place_unrest",
            Column::AttackOrGoUnderground => "attack_or_go_underground",
            Column::March => "march",
        }
    }

    /// The columns of a Faction's table, left to right (8.4.1, 8.8.5).
    pub fn of(faction: Faction) -> &'static [Column] {
        match faction {
            Faction::Raj => &[
                Column::PlaceCubes,
                Column::ShiftToSupport,
                Column::RemoveOrReplace,
                Column::Sweep,
            ],
            Faction::Congress => &[
                Column::RemoveOrReplace,
                Column::PlaceActivists,
                Column::PlaceProtests,
                Column::MoveOrReleaseGandhi,
                Column::ShiftToOpposition,
                Column::Demonstrate,
            ],
            Faction::MuslimLeague => &[
                Column::RemoveOrReplace,
                Column::PlaceActivists,
                Column::PlaceBases,
                Column::PlaceProtests,
                Column::PlaceMuslimStates,
                Column::ShiftToOpposition,
                Column::Demonstrate,
            ],
            Faction::Revolutionaries => &[
                Column::PlaceGuerrillas,
                Column::PlaceUnrest,
                Column::PlaceBases,
                Column::RemoveOrReplace,
                Column::AttackOrGoUnderground,
                Column::March,
            ],
        }
    }
}

/// Something measured in a space, for "the most" and "the least" rows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    /// How far towards Active Support (Active Opposition −2 … Active Support
    /// +2).
    Support,
    /// How far towards Active Opposition.
    Opposition,
    /// Population.
    Population,
    /// Raj cubes.
    Cubes,
    /// Guerrillas, both sides.
    Guerrillas,
    /// Activists of both nonviolent Factions.
    Activists,
    /// Unrest markers.
    Unrest,
    /// Pieces of one kind.
    Pieces(Piece),
}

/// One row of a priority column, or a filter of a condition: a test a space
/// meets or not. `most` and `least` compare the candidates with each other.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    /// A City.
    City,
    /// A Province (not a Muslim State).
    Province,
    /// A State: a Princely State or a Muslim State.
    State,
    /// A Railway.
    Railway,
    /// Not a Railway.
    NonRailway,
    /// A Muslim space.
    Muslim,
    /// Not a Muslim space.
    NonMuslim,
    /// Population 1.
    #[serde(rename = "pop_1")]
    Pop1,
    /// Population 2.
    #[serde(rename = "pop_2")]
    Pop2,
    /// A Protest marker.
    Protest,
    /// No Protest marker.
    NoProtest,
    /// An Unrest marker.
    Unrest,
    /// No Unrest marker.
    NoUnrest,
    /// Raj Control.
    RajControl,
    /// No Raj Control.
    NoRajControl,
    /// Passive or Active Support.
    Support,
    /// Passive or Active Opposition.
    Opposition,
    /// Neutral.
    Neutral,
    /// At Active Opposition.
    ActiveOpposition,
    /// Not at Active Opposition.
    NotActiveOpposition,
    /// At Active Support.
    ActiveSupport,
    /// Not at Active Support.
    NotActiveSupport,
    /// A Muslim State marker.
    MuslimState,
    /// Gandhi is there.
    Gandhi,
    /// At least one piece of this kind.
    Has(Piece),
    /// None of this kind.
    Lacks(Piece),
    /// The most of a measure among the candidates.
    Most(Measure),
    /// The least of a measure among the candidates.
    Least(Measure),
}

impl Measure {
    /// The measures that take no piece, in the order the forms offer them.
    pub const FIXED: [Measure; 7] = [
        Measure::Support,
        Measure::Opposition,
        Measure::Population,
        Measure::Cubes,
        Measure::Guerrillas,
        Measure::Activists,
        Measure::Unrest,
    ];

    /// Every measure: the fixed ones, then one for each kind of piece.
    pub fn all() -> Vec<Measure> {
        let mut out = Measure::FIXED.to_vec();
        out.extend(Piece::ALL.map(Measure::Pieces));
        out
    }
}

impl Row {
    /// The rows that take no piece or measure, in the order the forms offer
    /// them.
    pub const FIXED: [Row; 24] = [
        Row::City,
        Row::Province,
        Row::State,
        Row::Railway,
        Row::NonRailway,
        Row::Muslim,
        Row::NonMuslim,
        Row::Pop1,
        Row::Pop2,
        Row::Protest,
        Row::NoProtest,
        Row::Unrest,
        Row::NoUnrest,
        Row::RajControl,
        Row::NoRajControl,
        Row::Support,
        Row::Opposition,
        Row::Neutral,
        Row::ActiveOpposition,
        Row::NotActiveOpposition,
        Row::ActiveSupport,
        Row::NotActiveSupport,
        Row::MuslimState,
        Row::Gandhi,
    ];
}

/// A condition on the whole table, as an Arjuna card's check asks it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// India is in Crisis (6.8).
    Crisis,
    /// Gandhi is in Jail.
    GandhiInJail,
    /// At least `at_least` spaces meet every filter.
    Spaces {
        /// The filters.
        #[serde(rename = "where")]
        filters: Vec<Row>,
        /// How many (1 if left out).
        #[serde(default = "one")]
        at_least: u8,
    },
    /// A track within bounds.
    Track {
        /// Which.
        track: Track,
        /// At least this.
        #[serde(default)]
        at_least: Option<i32>,
        /// At most this.
        #[serde(default)]
        at_most: Option<i32>,
    },
    /// At least `at_least` of a piece Available.
    Available {
        /// The piece.
        piece: Piece,
        /// How many (1 if left out).
        #[serde(default = "one")]
        at_least: u8,
    },
    /// The condition does not hold.
    Not(Box<Condition>),
    /// Every condition holds.
    All(Vec<Condition>),
    /// At least one holds.
    Any(Vec<Condition>),
}

fn one() -> u8 {
    1
}

/// Where a card goes next.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Next {
    /// Another box of the card, by its id.
    Node(String),
    /// The turn is over.
    Stop,
    /// Draw a new card (8.3 step 1).
    Draw,
    /// Flip the card and read its other side.
    Flip,
}

/// What a Special Activity box asks for when the activity has options.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialAction {
    /// Negotiate to release Gandhi from Jail.
    ReleaseGandhi,
    /// Congress Negotiate to remove a Muslim State.
    RemoveMuslimState,
    /// League Negotiate to remove Unrest; Satyagraha to remove Unrest.
    RemoveUnrest,
    /// League Negotiate or Infiltrate to place a Muslim State.
    PlaceMuslimState,
    /// Revolutionaries Infiltrate to place a Base (4.5.2, in Crisis).
    PlaceBase,
    /// Satyagraha to move Gandhi.
    MoveGandhi,
    /// Satyagraha to place an Activist.
    PlaceActivist,
    /// Persuade to Activate Guerrillas.
    ActivateGuerrillas,
    /// Persuade to remove one adversary.
    RemoveAdversary,
    /// Govern: remove Protests.
    RemoveProtests,
    /// Govern: Imperialism.
    Imperialism,
    /// Govern: remove adversaries.
    RemoveAdversaries,
}

/// One Special Activity a box tries, in order (8.7).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialTry {
    /// The activity.
    pub special: Special,
    /// Only if this holds (✓).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "write::condition"
    )]
    pub when: Option<Condition>,
    /// What it does, for activities with options, in order.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "write::words"
    )]
    pub actions: Vec<SpecialAction>,
    /// The column to select spaces with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<Column>,
}

/// A box of an Arjuna card.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardNode {
    /// Its id, for arrows to point at.
    pub id: String,
    /// A check (blue box): its condition.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "write::condition"
    )]
    pub check: Option<Condition>,
    /// Where a check's green arrow leads.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "write::arrow"
    )]
    pub yes: Option<Next>,
    /// Where a check's red arrow leads.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "write::arrow"
    )]
    pub no: Option<Next>,
    /// An Operation box: the Operation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operation: Option<Operation>,
    /// The Space Selection column the Operation uses (in bold on the card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<Column>,
    /// The Revolutionaries' Activation Number on this card: 2, 3, or 0 for
    /// Restraint (8.6.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub activation: Option<u8>,
    /// The numbered, ★ and ✓ steps, as printed, for the players to read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<String>,
    /// A Special Activity box: the activities tried in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub specials: Vec<SpecialTry>,
    /// Where an Operation or Special Activity box continues.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "write::arrow"
    )]
    pub then: Option<Next>,
}

/// One side of an Arjuna card: its boxes, the first one read first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CardFace {
    /// The boxes.
    pub nodes: Vec<CardNode>,
    /// The face says only part of what the printed card does.
    pub partial: bool,
}

/// A column's rows in order, and whether the column is complete.
pub type ColumnRows = (Vec<Row>, bool);

/// How many pieces a "keep" row of the Move Priorities table holds back:
/// written as a number or as the word `population`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(untagged)]
pub enum KeepCount {
    /// A number of pieces.
    Number(u8),
    /// A word: as many as the space's Population.
    Word(KeepWord),
}

impl<'de> Deserialize<'de> for KeepCount {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = KeepCount;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a number of pieces (0 to 255) or `population`")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<KeepCount, E> {
                u8::try_from(v)
                    .map(KeepCount::Number)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<KeepCount, E> {
                u8::try_from(v)
                    .map(KeepCount::Number)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Signed(v), &self))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<KeepCount, E> {
                match v {
                    "population" => Ok(KeepCount::Word(KeepWord::Population)),
                    _ => Err(E::invalid_value(serde::de::Unexpected::Str(v), &self)),
                }
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// The words a keep row's count may be.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeepWord {
    /// As many as the space's Population.
    Population,
}

/// One "keep" row of a Faction's Move Priorities column (8.4.2): an origin
/// meeting every filter keeps at least `count` of the moving pieces (or of
/// `of` only).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeepRow {
    /// How many stay.
    pub count: KeepCount,
    /// Only pieces of this kind count (all the moving pieces when left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of: Option<Piece>,
    /// What the origin must be for the row to apply (every origin when empty).
    #[serde(
        default,
        rename = "where",
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "write::rows"
    )]
    pub filters: Vec<Row>,
}

/// A Faction's Move Priorities column (8.4.2): what its origins keep. The
/// rest of the procedure (which destination, which origin, how many move)
/// is the rulebook's (8.6.3–8.6.6).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveColumn {
    /// The keep rows, in the order printed.
    pub keep: Vec<KeepRow>,
    /// The entry covers the whole printed column.
    pub complete: bool,
}

/// The non-player aid, as far as it is known.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct NpAid {
    /// Card faces, by card and side.
    pub faces: BTreeMap<(ArjunaId, Face), Fact<CardFace>>,
    /// Priority columns: the rows in order, and whether the column is complete.
    pub columns: BTreeMap<(Faction, Column), Fact<ColumnRows>>,
    /// Move Priorities columns (8.4.2), by Faction.
    pub moves: BTreeMap<Faction, Fact<MoveColumn>>,
}

impl NpAid {
    /// The rows of a column, when known.
    pub fn column(&self, faction: Faction, column: Column) -> Option<&Fact<ColumnRows>> {
        self.columns.get(&(faction, column))
    }

    /// A Faction's Move Priorities column, when known.
    pub fn move_column(&self, faction: Faction) -> Option<&Fact<MoveColumn>> {
        self.moves.get(&faction)
    }

    /// A card face, when known.
    pub fn face(&self, card: ArjunaId, face: Face) -> Option<&Fact<CardFace>> {
        self.faces.get(&(card, face))
    }

    /// This aid with another's entries added; entries already here stay,
    /// unless they are partial or provisional.
    pub fn merged(&self, other: &NpAid) -> NpAid {
        let mut out = self.clone();
        for (key, fact) in &other.faces {
            let keep = out
                .faces
                .get(key)
                .is_some_and(|f| !f.value.partial && !f.is_provisional());
            if !keep {
                out.faces.insert(*key, fact.clone());
            }
        }
        for (key, fact) in &other.columns {
            let keep = out
                .columns
                .get(key)
                .is_some_and(|f| f.value.1 && !f.is_provisional());
            if !keep {
                out.columns.insert(*key, fact.clone());
            }
        }
        for (key, fact) in &other.moves {
            let keep = out
                .moves
                .get(key)
                .is_some_and(|f| f.value.complete && !f.is_provisional());
            if !keep {
                out.moves.insert(*key, fact.clone());
            }
        }
        out
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAid {
    format: String,
    version: u32,
    #[serde(default)]
    random_spaces: Vec<Spanned<RawSlot>>,
    #[serde(default)]
    priorities: Vec<Spanned<RawColumn>>,
    #[serde(default)]
    moves: Vec<Spanned<RawMoves>>,
    #[serde(default)]
    arjuna: Vec<Spanned<RawFace>>,
    /// The players' corrections of the cards' letters, read first on their
    /// own (`players_aid.rs`).
    #[serde(default, rename = "letters")]
    _letters: serde::de::IgnoredAny,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawAid {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

// The entries below are read with spans and the source as written
// (`Spanned<RawSource>`), and written with the source rebuilt from the
// entry's provenance (`write::Source`): the type parameters let one
// definition of the fields serve both ways.

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    region: u8,
    slot: u8,
    space: String,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "S: Deserialize<'de>", serialize = "S: Serialize")
)]
struct RawColumn<S = Spanned<RawSource>> {
    faction: Faction,
    column: Column,
    #[serde(serialize_with = "write::rows")]
    rows: Vec<Row>,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    complete: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<S>,
}

fn yes() -> bool {
    true
}

fn is_true(value: &bool) -> bool {
    *value
}

fn is_false(value: &bool) -> bool {
    !*value
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "S: Deserialize<'de>", serialize = "S: Serialize")
)]
struct RawMoves<S = Spanned<RawSource>> {
    faction: Faction,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keep: Vec<KeepRow>,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    complete: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<S>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(
    deny_unknown_fields,
    bound(
        deserialize = "S: Deserialize<'de>, N: Deserialize<'de>",
        serialize = "S: Serialize, N: Serialize"
    )
)]
struct RawFace<S = Spanned<RawSource>, N = Spanned<CardNode>> {
    card: String,
    #[serde(default, skip_serializing_if = "is_false")]
    partial: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<S>,
    nodes: Vec<N>,
}

/// A Random Spaces slot the players entered: region, slot, space.
pub type PlayerSlot = (u8, u8, crate::ids::SpaceId);

/// Reads a non-player aid file: the project's fragments (`bundled`: every
/// entry names its source) or the players' own (every entry is theirs).
pub fn load_np_aid(
    file: &str,
    text: &str,
    (map, arjuna, rules): (&Map, &ArjunaData, Option<&RulesIndex>),
    bundled: bool,
) -> Result<(NpAid, Vec<PlayerSlot>), LoadErrors> {
    let raw: RawAid = parse_formatted(&crate::formats::FORMATS, file, text, (FORMAT, VERSION))?;
    expect_end(file, raw.end.as_ref(), END).map_err(|mut errors| {
        // A missing closing line belongs just after the last line.
        let after = TextPos {
            line: u64::try_from(text.lines().count()).map_or(0, |n| n + 1),
            column: 1,
        };
        for error in errors.0.iter_mut().filter(|e| e.pos.line == 0) {
            error.pos = after;
        }
        errors
    })?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let source = AidSource {
        players: Provenance::Players {
            file: file.to_owned(),
        },
        bundled,
    };
    let mut aid = NpAid::default();
    let slots = read_random_spaces(&mut check, map, &raw.random_spaces);
    read_priorities(&mut check, &source, &raw.priorities, &mut aid);
    read_moves(&mut check, &source, &raw.moves, &mut aid);
    read_faces(&mut check, &source, arjuna, &raw.arjuna, &mut aid);
    errors.into_result((aid, slots))
}

/// Where the entries of an aid file come from: the players' own file, or
/// the project's, where every entry names its source.
struct AidSource {
    players: Provenance,
    bundled: bool,
}

impl AidSource {
    /// An entry's source: the one it names, or the players' where it names
    /// none in their own file; None, with an error recorded, where an entry
    /// of the project's names none or a wrong one.
    fn of(
        &self,
        path: &str,
        pos: TextPos,
        raw: &Option<Spanned<RawSource>>,
        check: &mut SourceCheck<'_>,
    ) -> Option<Provenance> {
        match (raw, self.bundled) {
            (Some(raw), _) => check.source(path, TextPos::of(raw), &raw.value),
            (None, false) => Some(self.players.clone()),
            (None, true) => {
                check.errors.push(
                    check.file,
                    path,
                    pos,
                    "every entry of the project's aid names its source",
                );
                None
            }
        }
    }
}

/// The Random Spaces slots the players entered (8.1.2): each a space of the
/// map other than a Railway, in a region and slot numbered 1 to 6, given once.
fn read_random_spaces(
    check: &mut SourceCheck<'_>,
    map: &Map,
    raw: &[Spanned<RawSlot>],
) -> Vec<PlayerSlot> {
    let mut slots = Vec::new();
    for (i, spanned) in raw.iter().enumerate() {
        let pos = TextPos::of(spanned);
        let slot = &spanned.value;
        match map.by_key(&slot.space) {
            Some(space) if map.space(space).is_railway() => check.error(
                format!("random_spaces[{i}].space"),
                pos,
                "the Random Spaces map holds Cities, Provinces and States, not Railways (8.1.2)",
            ),
            Some(_)
                if slots
                    .iter()
                    .any(|(r, s, _)| (*r, *s) == (slot.region, slot.slot)) =>
            {
                check.error(
                    format!("random_spaces[{i}]"),
                    pos,
                    format!("slot {}-{} is given twice", slot.region, slot.slot),
                );
            }
            Some(space) if (1..=6).contains(&slot.region) && (1..=6).contains(&slot.slot) => {
                slots.push((slot.region, slot.slot, space));
            }
            Some(_) => check.error(
                format!("random_spaces[{i}]"),
                pos,
                "regions and slots are numbered 1 to 6",
            ),
            None => check.error(
                format!("random_spaces[{i}].space"),
                pos,
                format!("`{}` is not a space of the map", slot.space),
            ),
        }
    }
    slots
}

/// Reads the priority columns (8.4.1): each a column the faction has, given
/// once.
fn read_priorities(
    check: &mut SourceCheck<'_>,
    source: &AidSource,
    raw: &[Spanned<RawColumn>],
    aid: &mut NpAid,
) {
    for (path, pos, column) in entries(raw, "priorities") {
        if !Column::of(column.faction).contains(&column.column) {
            check.error(
                format!("{path}.column"),
                pos,
                format!(
                    "{} has no `{}` column (8.4.1)",
                    column.faction.key(),
                    column.column.key()
                ),
            );
            continue;
        }
        if aid.columns.contains_key(&(column.faction, column.column)) {
            check.error(
                format!("{path}.column"),
                pos,
                format!(
                    "the {} `{}` column is given twice",
                    column.faction.key(),
                    column.column.key()
                ),
            );
            continue;
        }
        let Some(provenance) = source.of(&format!("{path}.source"), pos, &column.source, check)
        else {
            continue;
        };
        aid.columns.insert(
            (column.faction, column.column),
            Fact {
                value: (column.rows.clone(), column.complete),
                provenance,
            },
        );
    }
}

/// Reads the Move Priorities columns (8.4.2): one a faction, with no `most`
/// or `least` in a keep row.
fn read_moves(
    check: &mut SourceCheck<'_>,
    source: &AidSource,
    raw: &[Spanned<RawMoves>],
    aid: &mut NpAid,
) {
    for (path, pos, column) in entries(raw, "moves") {
        if aid.moves.contains_key(&column.faction) {
            check.error(
                format!("{path}.faction"),
                pos,
                format!(
                    "the {} Move Priorities column is given twice",
                    column.faction.key()
                ),
            );
            continue;
        }
        if let Some(j) = column.keep.iter().position(|k| {
            k.filters
                .iter()
                .any(|r| matches!(r, Row::Most(_) | Row::Least(_)))
        }) {
            check.error(format!("{path}.keep[{j}].where"),
                pos,
                "a keep row applies to each origin on its own: `most` and `least` do not fit it (8.4.2)",
            );
            continue;
        }
        let Some(provenance) = source.of(&format!("{path}.source"), pos, &column.source, check)
        else {
            continue;
        };
        aid.moves.insert(
            column.faction,
            Fact {
                value: MoveColumn {
                    keep: column.keep.clone(),
                    complete: column.complete,
                },
                provenance,
            },
        );
    }
}

/// Reads the Arjuna card sides: each a side of a known card, given once, its
/// boxes well formed and naming only the card's owner.
fn read_faces(
    check: &mut SourceCheck<'_>,
    source: &AidSource,
    arjuna: &ArjunaData,
    raw: &[Spanned<RawFace>],
    aid: &mut NpAid,
) {
    for (path, pos, face) in entries(raw, "arjuna") {
        let Some((card, side)) = arjuna.by_letters(&face.card) else {
            check.error(
                format!("{path}.card"),
                pos,
                format!("`{}` is not the letter of an Arjuna card side", face.card),
            );
            continue;
        };
        if aid.faces.contains_key(&(card, side)) {
            check.error(
                format!("{path}.card"),
                pos,
                format!("card side {} is given twice", face.card),
            );
            continue;
        }
        // A problem in one box is reported at that box's line.
        let at = |node: Option<usize>| match node.and_then(|j| face.nodes.get(j).map(|n| (j, n))) {
            Some((j, n)) => (format!("{path}.nodes[{j}]"), TextPos::of(n)),
            None => (format!("{path}.nodes"), pos),
        };
        if let Some((node, problem)) = face_problem(&face.nodes) {
            let (at_path, at_pos) = at(node);
            check.error(at_path, at_pos, problem);
            continue;
        }
        let owner = arjuna.card(card).map(|c| c.faction);
        let foreign = owner.and_then(|owner| {
            face.nodes
                .iter()
                .enumerate()
                .find_map(|(j, n)| not_the_owners(owner, &n.value).map(|m| (j, m)))
        });
        if let Some((node, problem)) = foreign {
            let (at_path, at_pos) = at(Some(node));
            check.error(at_path, at_pos, format!("card {}: {problem}", face.card));
            continue;
        }
        let Some(provenance) = source.of(&format!("{path}.source"), pos, &face.source, check)
        else {
            continue;
        };
        aid.faces.insert(
            (card, side),
            Fact {
                value: CardFace {
                    nodes: face.nodes.iter().map(|n| n.value.clone()).collect(),
                    partial: face.partial,
                },
                provenance,
            },
        );
    }
}

/// The comment on the first line of a written file.
const HEADER: &str = "# Non-player aid: Arjuna card sides, priority columns and Random Spaces slots (docs/arjuna.md).";

/// Writes an aid in the file format [`load_np_aid`] reads (`docs/arjuna.md`):
/// a comment line, `format` and `version`, then `random_spaces`,
/// `priorities`, `moves` and `arjuna` (each left out when empty), then the
/// closing `end` line.
///
/// The order is fixed, whatever order the entries came in: slots by region
/// then slot; priority columns by Faction (rulebook order), then as the
/// Faction's table shows them left to right; Move Priorities columns by
/// Faction; card sides by card (the order of `data/arjuna.yaml`), the
/// face-up side before the back. Rows, keep rows, boxes, activities and
/// steps keep their own order, which is part of what they say.
///
/// Defaults are left out (`complete: true`, `partial: false`, `at_least: 1`,
/// empty lists, missing options). A `source` is written for an entry whose
/// provenance the format can state (rulebook, deduced, provisional); an
/// entry entered by the players has none, so it reads back as theirs. A
/// slot whose space is not on `map`, or a side whose card is not in
/// `arjuna`, cannot be named and is left out with a comment saying so.
pub fn write_np_aid(
    aid: &NpAid,
    slots: &[PlayerSlot],
    (map, arjuna): (&Map, &ArjunaData),
) -> String {
    let mut out = format!("{HEADER}\nformat: {FORMAT}\nversion: {VERSION}\n");
    let mut slots: Vec<&PlayerSlot> = slots.iter().collect();
    slots.sort_by_key(|(region, slot, _)| (*region, *slot));
    if !slots.is_empty() {
        out.push_str("random_spaces:\n");
    }
    for (region, slot, space) in slots {
        let what = format!("slot {region}-{slot}");
        match map.spaces().get(space.index()) {
            Some(space) => write::entry(
                &mut out,
                &FlowMap(RawSlot {
                    region: *region,
                    slot: *slot,
                    space: space.key.clone(),
                }),
                &what,
            ),
            None => write::left_out(&mut out, &what, "its space is not on the map"),
        }
    }
    let mut columns: Vec<(&(Faction, Column), &Fact<ColumnRows>)> = aid.columns.iter().collect();
    columns.sort_by_key(|((faction, column), _)| {
        let place = Column::of(*faction).iter().position(|c| c == column);
        (*faction, place.unwrap_or(usize::MAX), *column)
    });
    if !columns.is_empty() {
        out.push_str("priorities:\n");
    }
    for ((faction, column), fact) in columns {
        let raw = RawColumn {
            faction: *faction,
            column: *column,
            rows: fact.value.0.clone(),
            complete: fact.value.1,
            source: write::source(&fact.provenance),
        };
        let what = format!("the {} `{}` column", faction.key(), column.key());
        write::entry(&mut out, &raw, &what);
    }
    if !aid.moves.is_empty() {
        out.push_str("moves:\n");
    }
    for (faction, fact) in &aid.moves {
        let raw = RawMoves {
            faction: *faction,
            keep: fact.value.keep.clone(),
            complete: fact.value.complete,
            source: write::source(&fact.provenance),
        };
        let what = format!("the {} Move Priorities column", faction.key());
        write::entry(&mut out, &raw, &what);
    }
    if !aid.faces.is_empty() {
        out.push_str("arjuna:\n");
    }
    for ((card, face), fact) in &aid.faces {
        let Some(letters) = arjuna.card(*card).map(|c| c.letters(*face)) else {
            let what = format!("a side of Arjuna card {}", card.index());
            write::left_out(&mut out, &what, "the card is not in the data");
            continue;
        };
        let raw = RawFace {
            card: letters.to_owned(),
            partial: fact.value.partial,
            source: write::source(&fact.provenance),
            nodes: fact.value.nodes.iter().collect::<Vec<&CardNode>>(),
        };
        write::entry(&mut out, &raw, &format!("card side {letters}"));
    }
    out.push_str(&format!("end: {END}\n"));
    out
}

/// How the aid is written: the serde helpers the types above name in
/// `serialize_with`, and the shapes only the writer needs.
mod write {
    use serde::{Serialize, Serializer};
    use serde_saphyr::{DoubleQuoted, FlowMap, FlowSeq, SerializerOptions};

    // Named from the crate root: the layering test (tests/it/layers.rs)
    // reads a `super::` here as the parent of this file.
    use crate::data::np_aid::{Condition, Next, Row, SpecialAction};
    use crate::data::provenance::Provenance;
    use crate::ids::Piece;
    use crate::vocab::track::Track;

    /// Block lists indented under their key, as `docs/arjuna.md` shows them;
    /// YAML 1.2 scalars, so `yes:`, `no:` and a card `N` need no quotes (the
    /// loader reads YAML 1.2); no `%YAML` line, since each entry is written
    /// on its own.
    fn options() -> SerializerOptions {
        serde_saphyr::ser_options! {
            compact_list_indent: false,
            yaml_12: true,
            no_lang_directive: true,
        }
    }

    /// Appends one entry of a top-level list, indented under it.
    pub(super) fn entry<T: Serialize>(out: &mut String, value: &T, what: &str) {
        match serde_saphyr::to_string_with_options(value, options()) {
            Ok(text) => {
                for (i, line) in text.lines().enumerate() {
                    if i == 0 {
                        out.push_str("  - ");
                    } else if !line.is_empty() {
                        out.push_str("    ");
                    }
                    out.push_str(line);
                    out.push('\n');
                }
            }
            Err(error) => left_out(out, what, &error.to_string()),
        }
    }

    /// Notes, as a comment, an entry that could not be written.
    pub(super) fn left_out(out: &mut String, what: &str, why: &str) {
        let why = why.replace(['\n', '\r'], " ");
        out.push_str(&format!("  # {what} could not be written: {why}\n"));
    }

    /// A `source` as the loader reads it: exactly one of `rulebook` (a
    /// section number, always quoted as the data files write it),
    /// `deduced`, `provisional`, and a note with a rulebook section.
    #[derive(Debug, Serialize)]
    pub(super) struct Source<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        rulebook: Option<DoubleQuoted<String>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        deduced: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        provisional: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<&'a str>,
    }

    /// The `source` to write for an entry: none for the players' own
    /// entries, nor for checks made on the board, which this format cannot
    /// state (such an entry reads back as the players').
    pub(super) fn source(provenance: &Provenance) -> Option<FlowMap<Source<'_>>> {
        let none = Source {
            rulebook: None,
            deduced: None,
            provisional: None,
            note: None,
        };
        let source = match provenance {
            Provenance::Rulebook { section, note } => Source {
                rulebook: Some(DoubleQuoted(section.to_string())),
                note: note.as_deref(),
                ..none
            },
            Provenance::Deduced { how } => Source {
                deduced: Some(how),
                ..none
            },
            Provenance::Provisional { note } => Source {
                provisional: Some(note),
                ..none
            },
            Provenance::Players { .. }
            | Provenance::Verified { .. }
            | Provenance::Corrected { .. } => return None,
        };
        Some(FlowMap(source))
    }

    /// Whether a row is a single word (`city`), not a map (`{ has: troops }`).
    fn is_word(row: &Row) -> bool {
        !matches!(
            row,
            Row::Has(_) | Row::Lacks(_) | Row::Most(_) | Row::Least(_)
        )
    }

    /// Rows on one line (`[city, pop_2]`) when every row is a word, else one
    /// row a line: the YAML writer cannot nest maps in a one-line list.
    pub(super) fn rows<S: Serializer>(rows: &[Row], s: S) -> Result<S::Ok, S::Error> {
        if rows.iter().all(is_word) {
            FlowSeq(rows).serialize(s)
        } else {
            rows.serialize(s)
        }
    }

    /// A Special Activity's options, on one line.
    pub(super) fn words<S: Serializer>(actions: &[SpecialAction], s: S) -> Result<S::Ok, S::Error> {
        FlowSeq(actions).serialize(s)
    }

    #[derive(Serialize)]
    struct NodeArrow<'a> {
        node: &'a str,
    }

    /// An arrow: `{node: ID}` on one line, or `stop`, `draw`, `flip`.
    pub(super) fn arrow<S: Serializer>(next: &Option<Next>, s: S) -> Result<S::Ok, S::Error> {
        match next {
            Some(Next::Node(id)) => FlowMap(NodeArrow { node: id }).serialize(s),
            Some(other) => other.serialize(s),
            None => s.serialize_none(),
        }
    }

    /// A condition with its defaults left out. [`Condition`]'s own
    /// serialization is used by saved games and stays as it is.
    pub(super) fn condition<S: Serializer>(
        condition: &Option<Condition>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match condition {
            Some(condition) => Cond::from(condition).serialize(s),
            None => s.serialize_none(),
        }
    }

    fn is_one(n: &u8) -> bool {
        *n == 1
    }

    /// [`Condition`] as the file writes it.
    #[derive(Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Cond<'a> {
        Crisis,
        GandhiInJail,
        Spaces(SpacesOut<'a>),
        Track(FlowMap<TrackOut>),
        Available(FlowMap<AvailableOut>),
        Not(Box<Cond<'a>>),
        All(Vec<Cond<'a>>),
        Any(Vec<Cond<'a>>),
    }

    #[derive(Serialize)]
    struct SpacesOut<'a> {
        #[serde(rename = "where", serialize_with = "rows")]
        filters: &'a [Row],
        #[serde(skip_serializing_if = "is_one")]
        at_least: u8,
    }

    #[derive(Serialize)]
    struct TrackOut {
        track: Track,
        #[serde(skip_serializing_if = "Option::is_none")]
        at_least: Option<i32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        at_most: Option<i32>,
    }

    #[derive(Serialize)]
    struct AvailableOut {
        piece: Piece,
        #[serde(skip_serializing_if = "is_one")]
        at_least: u8,
    }

    impl<'a> From<&'a Condition> for Cond<'a> {
        fn from(condition: &'a Condition) -> Cond<'a> {
            match condition {
                Condition::Crisis => Cond::Crisis,
                Condition::GandhiInJail => Cond::GandhiInJail,
                Condition::Spaces { filters, at_least } => Cond::Spaces(SpacesOut {
                    filters,
                    at_least: *at_least,
                }),
                Condition::Track {
                    track,
                    at_least,
                    at_most,
                } => Cond::Track(FlowMap(TrackOut {
                    track: *track,
                    at_least: *at_least,
                    at_most: *at_most,
                })),
                Condition::Available { piece, at_least } => {
                    Cond::Available(FlowMap(AvailableOut {
                        piece: *piece,
                        at_least: *at_least,
                    }))
                }
                Condition::Not(inner) => Cond::Not(Box::new(Cond::from(inner.as_ref()))),
                Condition::All(all) => Cond::All(all.iter().map(Cond::from).collect()),
                Condition::Any(any) => Cond::Any(any.iter().map(Cond::from).collect()),
            }
        }
    }
}

/// A box naming an Operation (3.1), Special Activity (4.1) or column
/// (8.4.1) that the card's Faction does not have.
fn not_the_owners(owner: Faction, node: &CardNode) -> Option<String> {
    let name = owner.key();
    if let Some(op) = node
        .operation
        .filter(|op| !Operation::of(owner).contains(op))
    {
        return Some(format!(
            "box `{}`: `{name}` has no `{}` Operation (3.1)",
            node.id,
            op.key()
        ));
    }
    if let Some(special) = node
        .specials
        .iter()
        .map(|t| t.special)
        .find(|s| !Special::of(owner).contains(s))
    {
        return Some(format!(
            "box `{}`: `{name}` has no `{}` Special Activity (4.1)",
            node.id,
            special.key()
        ));
    }
    let columns = node
        .column
        .iter()
        .chain(node.specials.iter().filter_map(|t| t.column.as_ref()));
    columns
        .copied()
        .find(|c| !Column::of(owner).contains(c))
        .map(|column| {
            format!(
                "box `{}`: the {name} table has no `{}` column (8.4.1)",
                node.id,
                column.key()
            )
        })
}

/// What makes a card face impossible to follow: no box, a box that is not
/// exactly one of check / Operation / Special Activity, an arrow to a box
/// that does not exist, a box whose arrows are missing, two boxes with one
/// id. The box at fault, by index, when there is one.
fn face_problem(nodes: &[Spanned<CardNode>]) -> Option<(Option<usize>, String)> {
    if nodes.is_empty() {
        return Some((None, "a card side has at least one box".to_owned()));
    }
    let ids: Vec<&str> = nodes.iter().map(|n| n.value.id.as_str()).collect();
    let exists = |next: &Next| match next {
        Next::Node(id) => ids.contains(&id.as_str()),
        _ => true,
    };
    for (j, node) in nodes.iter().map(|n| &n.value).enumerate() {
        let problem = |text: String| Some((Some(j), text));
        if ids[..j].contains(&node.id.as_str()) {
            return problem(format!("two boxes have the id `{}`", node.id));
        }
        let kinds = usize::from(node.check.is_some())
            + usize::from(node.operation.is_some())
            + usize::from(!node.specials.is_empty());
        if kinds != 1 {
            return problem(format!(
                "box `{}` is one of: a check, an Operation, Special Activities",
                node.id
            ));
        }
        let arrows: Vec<&Next> = if node.check.is_some() {
            match (&node.yes, &node.no) {
                (Some(y), Some(n)) => vec![y, n],
                _ => return problem(format!("check `{}` needs both `yes` and `no`", node.id)),
            }
        } else {
            match &node.then {
                Some(t) => vec![t],
                None => return problem(format!("box `{}` needs `then`", node.id)),
            }
        };
        if let Some(Next::Node(missing)) = arrows.iter().find(|a| !exists(a)) {
            return problem(format!(
                "box `{}` points to `{missing}`, which is not a box of this card side",
                node.id
            ));
        }
        if node.operation.is_some() && node.column.is_none() {
            return problem(format!(
                "Operation box `{}` names the column it selects spaces with",
                node.id
            ));
        }
    }
    None
}
