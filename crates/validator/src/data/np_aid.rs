//! The non-player aid as data (8.3, 8.4): Arjuna card faces as small
//! graphs, Space Selection Priorities columns as ordered filters, and slots
//! of the Random Spaces map. The project ships only the fragments the
//! rulebook quotes (`data/np_aid.yaml`); the players enter their own cards
//! and tables in a file of the same format (`docs/arjuna.md`), read by
//! [`super::players_aid::PlayersAid::load`] and merged over the bundled aid
//! by [`super::GameData::with_players_aid`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use super::arjuna::{ArjunaData, ArjunaId, Face};
use super::map::Map;
use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use super::yaml::{LoadErrors, TextPos, expect_end, expect_format, parse_yaml};
use crate::ids::{Faction, Piece};
use crate::rule::RulesIndex;
use crate::vocab::action::{Operation, Special};
use crate::vocab::track::Track;

/// The value of the `format` field.
pub const FORMAT: &str = "gandhi-moderator non-player aid";
/// The closing line.
pub const END: &str = "end of non-player aid";

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
    /// How far towards Active Support (Active Opposition −2 … Active Support +2).
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
    #[serde(default)]
    pub when: Option<Condition>,
    /// What it does, for activities with options, in order.
    #[serde(default)]
    pub actions: Vec<SpecialAction>,
    /// The column to select spaces with.
    #[serde(default)]
    pub column: Option<Column>,
}

/// A box of an Arjuna card.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardNode {
    /// Its id, for arrows to point at.
    pub id: String,
    /// A check (blue box): its condition.
    #[serde(default)]
    pub check: Option<Condition>,
    /// Where a check's green arrow leads.
    #[serde(default)]
    pub yes: Option<Next>,
    /// Where a check's red arrow leads.
    #[serde(default)]
    pub no: Option<Next>,
    /// An Operation box: the Operation.
    #[serde(default)]
    pub operation: Option<Operation>,
    /// The Space Selection column the Operation uses (in bold on the card).
    #[serde(default)]
    pub column: Option<Column>,
    /// The Revolutionaries' Activation Number on this card: 2, 3, or 0 for
    /// Restraint (8.6.2).
    #[serde(default)]
    pub activation: Option<u8>,
    /// The numbered, ★ and ✓ steps, as printed, for the players to read.
    #[serde(default)]
    pub steps: Vec<String>,
    /// A Special Activity box: the activities tried in order.
    #[serde(default)]
    pub specials: Vec<SpecialTry>,
    /// Where an Operation or Special Activity box continues.
    #[serde(default)]
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
    #[serde(default)]
    pub of: Option<Piece>,
    /// What the origin must be for the row to apply (every origin when empty).
    #[serde(default, rename = "where")]
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
    #[serde(rename = "format")]
    _format: String,
    #[serde(rename = "version")]
    _version: u32,
    #[serde(default)]
    random_spaces: Vec<Spanned<RawSlot>>,
    #[serde(default)]
    priorities: Vec<Spanned<RawColumn>>,
    #[serde(default)]
    moves: Vec<Spanned<RawMoves>>,
    #[serde(default)]
    arjuna: Vec<Spanned<RawFace>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    region: u8,
    slot: u8,
    space: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColumn {
    faction: Faction,
    column: Column,
    rows: Vec<Row>,
    #[serde(default = "yes")]
    complete: bool,
    #[serde(default)]
    source: Option<Spanned<RawSource>>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMoves {
    faction: Faction,
    #[serde(default)]
    keep: Vec<KeepRow>,
    #[serde(default = "yes")]
    complete: bool,
    #[serde(default)]
    source: Option<Spanned<RawSource>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFace {
    card: String,
    #[serde(default)]
    partial: bool,
    nodes: Vec<Spanned<CardNode>>,
    #[serde(default)]
    source: Option<Spanned<RawSource>>,
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
    expect_format(file, text, FORMAT, 1)?;
    let raw: RawAid = parse_yaml(file, text)?;
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
    let mut check = SourceCheck {
        file,
        rules,
        errors: &mut errors,
    };
    let players = Provenance::Players {
        file: file.to_owned(),
    };
    let source = |path: &str,
                  pos: TextPos,
                  raw: &Option<Spanned<RawSource>>,
                  check: &mut SourceCheck<'_>|
     -> Option<Provenance> {
        match (raw, bundled) {
            (Some(raw), _) => check.source(path, TextPos::of(raw), &raw.value),
            (None, false) => Some(players.clone()),
            (None, true) => {
                check.errors.push(
                    file,
                    path,
                    pos,
                    "every entry of the project's aid names its source",
                );
                None
            }
        }
    };
    let mut aid = NpAid::default();
    let mut slots = Vec::new();
    for (i, spanned) in raw.random_spaces.iter().enumerate() {
        let pos = TextPos::of(spanned);
        let slot = &spanned.value;
        match map.by_key(&slot.space) {
            Some(space) if map.space(space).is_railway() => check.errors.push(
                file,
                format!("random_spaces[{i}].space"),
                pos,
                "the Random Spaces map holds Cities, Provinces and States, not Railways (8.1.2)",
            ),
            Some(_)
                if slots
                    .iter()
                    .any(|(r, s, _)| (*r, *s) == (slot.region, slot.slot)) =>
            {
                check.errors.push(
                    file,
                    format!("random_spaces[{i}]"),
                    pos,
                    format!("slot {}-{} is given twice", slot.region, slot.slot),
                );
            }
            Some(space) if (1..=6).contains(&slot.region) && (1..=6).contains(&slot.slot) => {
                slots.push((slot.region, slot.slot, space));
            }
            Some(_) => check.errors.push(
                file,
                format!("random_spaces[{i}]"),
                pos,
                "regions and slots are numbered 1 to 6",
            ),
            None => check.errors.push(
                file,
                format!("random_spaces[{i}].space"),
                pos,
                format!("`{}` is not a space of the map", slot.space),
            ),
        }
    }
    for (i, spanned) in raw.priorities.iter().enumerate() {
        let path = format!("priorities[{i}]");
        let pos = TextPos::of(spanned);
        let column = &spanned.value;
        if !Column::of(column.faction).contains(&column.column) {
            check.errors.push(
                file,
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
            check.errors.push(
                file,
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
        let Some(provenance) = source(&format!("{path}.source"), pos, &column.source, &mut check)
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
    for (i, spanned) in raw.moves.iter().enumerate() {
        let path = format!("moves[{i}]");
        let pos = TextPos::of(spanned);
        let column = &spanned.value;
        if aid.moves.contains_key(&column.faction) {
            check.errors.push(
                file,
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
            check.errors.push(
                file,
                format!("{path}.keep[{j}].where"),
                pos,
                "a keep row applies to each origin on its own: `most` and `least` do not fit it (8.4.2)",
            );
            continue;
        }
        let Some(provenance) = source(&format!("{path}.source"), pos, &column.source, &mut check)
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
    for (i, spanned) in raw.arjuna.iter().enumerate() {
        let path = format!("arjuna[{i}]");
        let pos = TextPos::of(spanned);
        let face = &spanned.value;
        let Some((card, side)) = arjuna.by_letters(&face.card) else {
            check.errors.push(
                file,
                format!("{path}.card"),
                pos,
                format!("`{}` is not the letter of an Arjuna card side", face.card),
            );
            continue;
        };
        if aid.faces.contains_key(&(card, side)) {
            check.errors.push(
                file,
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
            check.errors.push(file, at_path, at_pos, problem);
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
            check.errors.push(
                file,
                at_path,
                at_pos,
                format!("card {}: {problem}", face.card),
            );
            continue;
        }
        let Some(provenance) = source(&format!("{path}.source"), pos, &face.source, &mut check)
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
    errors.into_result((aid, slots))
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
