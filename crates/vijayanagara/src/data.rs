//! The component data of Vijayanagara, each fact with where it comes from
//! (`coin_table::Source`): the rule index, the board (its spaces, their
//! kinds and Prosperity, and which are adjacent), the pieces and tokens
//! with their counts, and the set-up (2.1). The files are bundled from
//! `data/vijayanagara/`; a table's own board, entered once from its copy of
//! the game, replaces the bundled one and is checked against everything
//! the rulebook makes certain ([`Board::broken_rules`]).

use std::collections::BTreeMap;

use coin_table::{
    Formats, Headed, LoadErrors, RawSourced, RuleRef, RulesIndex, Source, SourceFields, Sourced,
    TextPos, entries, expect_end, parse_formatted, read_source,
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::events::{EventCard, read_cards};
use crate::ids::{Faction, Kind, SpaceKind};

/// The names of the volume's file formats.
pub const FORMATS: Formats = Formats {
    program: "Vijayanagara",
    known: &[
        ("vijayanagara board", "a Vijayanagara board"),
        ("vijayanagara pieces", "Vijayanagara's pieces"),
        ("vijayanagara setup", "Vijayanagara's set-up"),
        (
            "vijayanagara cards",
            "Vijayanagara's Event cards as a table entered them",
        ),
        ("table log", "a table's log of a game"),
        ("table turn", "a turn sent from another copy of a game"),
    ],
};

/// The board's file format.
pub const BOARD_FORMAT: &str = "vijayanagara board";

/// A space of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Space {
    /// Its key.
    pub key: String,
    /// Its name, as the board prints it.
    pub name: String,
    /// Its kind.
    pub kind: Sourced<SpaceKind>,
    /// Its Prosperity, for a Province (1.3.1).
    pub prosperity: Option<Sourced<u8>>,
    /// Where it is drawn, each coordinate from 0 to 1000.
    pub at: (f32, f32),
}

/// The board: its spaces and which are adjacent (1.3.5), with what the
/// rulebook makes certain of any board.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The file it was read from.
    pub file: String,
    /// The spaces, in the file's order.
    pub spaces: Vec<Space>,
    /// The adjacent pairs, by index.
    pub adjacent: Vec<Sourced<(usize, usize)>>,
}

/// What the rulebook makes certain of any board: the spaces it names with
/// their kinds, the pairs it says are adjacent and those it says are not,
/// and the Prosperity of all Provinces together.
#[derive(Clone, Debug, PartialEq)]
pub struct Certain {
    /// The spaces named, with their kinds, where the rulebook names them.
    pub spaces: Vec<(String, Sourced<SpaceKind>)>,
    /// The pairs stated adjacent.
    pub adjacent: Vec<Sourced<(String, String)>>,
    /// The pairs stated not adjacent (1.3.5, the Vindhya Range of 1.3.6).
    pub apart: Vec<Sourced<(String, String)>>,
    /// The Prosperity of every Province together.
    pub prosperity_total: Sourced<u32>,
}

impl Board {
    /// The index of the space a key names.
    pub fn index(&self, key: &str) -> Option<usize> {
        self.spaces.iter().position(|s| s.key == key)
    }

    /// Whether two spaces are adjacent.
    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        self.adjacent
            .iter()
            .any(|p| p.value == (a, b) || p.value == (b, a))
    }

    /// The spaces adjacent to one, in the board's order.
    pub fn neighbours(&self, space: usize) -> Vec<usize> {
        (0..self.spaces.len())
            .filter(|other| self.adjacent(space, *other))
            .collect()
    }

    /// A space's kind.
    pub fn kind(&self, space: usize) -> Option<SpaceKind> {
        self.spaces.get(space).map(|s| s.kind.value)
    }

    /// Whether a space is a Province.
    pub fn is_province(&self, space: usize) -> bool {
        self.kind(space) == Some(SpaceKind::Province)
    }

    /// A Province's Prosperity (0 for a space that has none).
    pub fn prosperity(&self, space: usize) -> u32 {
        self.spaces
            .get(space)
            .and_then(|s| s.prosperity.as_ref())
            .map_or(0, |p| u32::from(p.value))
    }

    /// The indices of the Provinces.
    pub fn provinces(&self) -> Vec<usize> {
        (0..self.spaces.len())
            .filter(|s| self.is_province(*s))
            .collect()
    }
}

/// The pieces and tokens: how many of each the game has, and the places
/// for Units on the Deccan Influence tracks.
#[derive(Clone, Debug, PartialEq)]
pub struct Pieces {
    /// How many of each kind the game has, counted by the kind off the map
    /// (Amirs and Rajas in either state together); Tributary markers count
    /// one for each Province of the board.
    pub counts: BTreeMap<Kind, Sourced<u32>>,
    /// For the Bahmani Kingdom then the Vijayanagara Empire, each Influence
    /// level that frees Units (1.9) and how many.
    pub slots: [Sourced<Vec<(i64, u32)>>; 2],
}

impl Pieces {
    /// How many of a kind the game has.
    pub fn count(&self, kind: Kind) -> u32 {
        self.counts.get(&kind.base()).map_or(0, |c| c.value)
    }

    /// How many of a Faction's Units wait on its Influence track at a
    /// level: those of every slot above it (1.9).
    pub fn on_track(&self, faction: Faction, level: i64) -> u32 {
        faction.deccan().map_or(0, |i| {
            self.slots[i]
                .value
                .iter()
                .filter(|(at, _)| *at > level)
                .map(|(_, n)| *n)
                .sum()
        })
    }
}

/// The set-up (2.1).
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The pieces in each space, by its key.
    pub spaces: BTreeMap<String, Vec<(Kind, u32)>>,
    /// The pieces in each Faction's holding box.
    pub available: Vec<(Faction, Vec<(Kind, u32)>)>,
    /// Each player Faction's Resources.
    pub resources: Vec<(Faction, i64)>,
    /// The Cavalry tokens each Faction starts with (the rest in the pool).
    pub cavalry: Vec<(Faction, u32)>,
    /// Where the set-up comes from.
    pub source: Source,
}

/// The component data of Vijayanagara.
#[derive(Clone, Debug, PartialEq)]
pub struct Data {
    /// The numbered sections findings cite.
    pub rules: RulesIndex,
    /// The board in use: the bundled one, or the table's own.
    pub board: Board,
    /// What the rulebook makes certain of any board.
    pub certain: Certain,
    /// The pieces and tokens.
    pub pieces: Pieces,
    /// The set-up.
    pub setup: Setup,
    /// The Event cards the table entered from its copy, by number: none
    /// bundled, the cards' texts not being public.
    pub cards: BTreeMap<u32, EventCard>,
}

const RULES: (&str, &str) = (
    "data/vijayanagara/rules_index.yaml",
    include_str!("../../../data/vijayanagara/rules_index.yaml"),
);
const BOARD: (&str, &str) = (
    "data/vijayanagara/board.yaml",
    include_str!("../../../data/vijayanagara/board.yaml"),
);
const PIECES: (&str, &str) = (
    "data/vijayanagara/pieces.yaml",
    include_str!("../../../data/vijayanagara/pieces.yaml"),
);
const SETUP: (&str, &str) = (
    "data/vijayanagara/setup.yaml",
    include_str!("../../../data/vijayanagara/setup.yaml"),
);

impl Data {
    /// The data bundled with the program.
    pub fn bundled() -> Result<Data, LoadErrors> {
        let rules = RulesIndex::from_yaml(RULES.0, RULES.1)?;
        let (board, certain) = read_board(&rules, BOARD, None)?;
        let pieces = read_pieces(&rules, PIECES)?;
        let setup = read_setup(&rules, SETUP)?;
        Ok(Data {
            rules,
            board,
            certain,
            pieces,
            setup,
            cards: BTreeMap::new(),
        })
    }

    /// The data with the Event cards a table entered (read from `file`,
    /// whose text is `text`: the table's whole list, in place of any it
    /// held), and how many the file gave; every problem with its place.
    pub fn with_cards(&self, (file, text): (&str, &str)) -> Result<(Data, usize), LoadErrors> {
        let cards = read_cards(&FORMATS, (file, text))?;
        let count = cards.len();
        let data = Data {
            cards,
            ..self.clone()
        };
        Ok((data, count))
    }

    /// The data with a table's own board (read from `file`, whose text is
    /// `text`) in place of the bundled one; every problem with its place,
    /// the rulebook's certainties a board breaks included.
    pub fn with_board(&self, (file, text): (&str, &str)) -> Result<Data, LoadErrors> {
        let (board, _) = read_board(&self.rules, (file, text), Some(file))?;
        let broken = self.certain.broken_by(&board);
        if !broken.is_empty() {
            let mut errors = LoadErrors::default();
            for (rule, message) in broken {
                errors.push(file, "", TextPos::default(), format!("{message} ({rule})"));
            }
            return Err(errors);
        }
        Ok(Data {
            board,
            ..self.clone()
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    format: String,
    version: u32,
    spaces: Vec<Spanned<RawSpace>>,
    #[serde(default)]
    prosperity_total: Option<Spanned<RawSourced<u32>>>,
    adjacent: Vec<Spanned<RawPair>>,
    #[serde(default)]
    apart: Vec<Spanned<RawPair>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawBoard {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    key: String,
    name: String,
    kind: Spanned<RawSourced<String>>,
    #[serde(default)]
    prosperity: Option<Spanned<RawSourced<u8>>>,
    at: [f32; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPair {
    pair: [String; 2],
    #[serde(default)]
    rulebook: Option<Spanned<String>>,
    #[serde(default)]
    deduced: Option<String>,
    #[serde(default)]
    provisional: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

impl RawPair {
    fn fields(&self) -> SourceFields<'_> {
        SourceFields {
            rulebook: self.rulebook.as_ref(),
            deduced: self.deduced.as_ref(),
            provisional: self.provisional.as_ref(),
            note: self.note.as_ref(),
        }
    }
}

/// Where a file's facts are read: its name, its rule index, and for a
/// table's own file its name again (facts given no source are the table's).
struct Reading<'a> {
    file: &'a str,
    rules: &'a RulesIndex,
    table: Option<&'a str>,
    errors: LoadErrors,
}

impl Reading<'_> {
    /// Where the fact at `path` comes from, as its source fields say.
    fn read(&mut self, path: &str, at: TextPos, fields: SourceFields<'_>) -> Option<Source> {
        read_source(
            (self.rules, self.table),
            (self.file, path, at),
            fields,
            &mut self.errors,
        )
    }

    fn source<T>(&mut self, path: String, raw: &Spanned<RawSourced<T>>) -> Option<Source> {
        self.read(&path, TextPos::of(raw), raw.value.fields())
    }

    fn error(&mut self, path: String, at: TextPos, message: impl Into<String>) {
        self.errors.push(self.file, path, at, message);
    }
}

/// Reads a board file: the board, and what it states the rulebook makes
/// certain (only the bundled board states that).
fn read_board(
    rules: &RulesIndex,
    (file, text): (&str, &str),
    table: Option<&str>,
) -> Result<(Board, Certain), LoadErrors> {
    let raw: RawBoard = parse_formatted(&FORMATS, file, text, (BOARD_FORMAT, 1))?;
    expect_end(file, raw.end.as_ref(), BOARD_FORMAT)?;
    let mut reading = Reading {
        file,
        rules,
        table,
        errors: LoadErrors::default(),
    };
    let spaces = read_spaces(&mut reading, &raw.spaces);
    let adjacent = read_adjacent(&mut reading, &raw.adjacent, &spaces);
    let apart = raw
        .apart
        .iter()
        .enumerate()
        .filter_map(|(i, raw_pair)| {
            let path = format!("apart[{i}]");
            let source = reading.read(&path, TextPos::of(raw_pair), raw_pair.value.fields())?;
            let [a, b] = raw_pair.value.pair.clone();
            Some(Sourced {
                value: (a, b),
                source,
            })
        })
        .collect();
    let prosperity_total = match &raw.prosperity_total {
        Some(raw_total) => reading
            .source("prosperity_total".to_owned(), raw_total)
            .map(|source| Sourced {
                value: raw_total.value.value,
                source,
            }),
        None if table.is_none() => {
            reading.error(
                "prosperity_total".to_owned(),
                TextPos::default(),
                "the bundled board states the Prosperity of all Provinces",
            );
            None
        }
        None => None,
    };
    let certain = Certain {
        spaces: spaces
            .iter()
            .filter(|s| !s.kind.source.is_provisional())
            .map(|s| (s.key.clone(), s.kind.clone()))
            .collect(),
        adjacent: adjacent
            .iter()
            .filter(|p| !p.source.is_provisional())
            .map(|p| Sourced {
                value: (spaces[p.value.0].key.clone(), spaces[p.value.1].key.clone()),
                source: p.source.clone(),
            })
            .collect(),
        apart,
        prosperity_total: prosperity_total.unwrap_or(Sourced {
            value: 0,
            source: Source::Table {
                file: file.to_owned(),
            },
        }),
    };
    let board = Board {
        file: file.to_owned(),
        spaces,
        adjacent,
    };
    reading.errors.into_result((board, certain))
}

/// The spaces of a board file, each with its kind and Prosperity and
/// their sources; a space read twice, of no kind, or whose Prosperity is
/// not a Province's 1 or 2 (1.3.1) is said with its place.
fn read_spaces(reading: &mut Reading<'_>, raw: &[Spanned<RawSpace>]) -> Vec<Space> {
    let mut spaces: Vec<Space> = Vec::new();
    for (path, at, space) in entries(raw, "spaces") {
        if spaces.iter().any(|s| s.key == space.key) {
            let message = format!("a second space `{}`", space.key);
            reading.error(path.clone(), at, message);
            continue;
        }
        let kind_source = reading.source(format!("{path}.kind"), &space.kind);
        let Some(kind) = SpaceKind::from_key(&space.kind.value.value) else {
            let message = format!(
                "no kind of space `{}`: province, invasion-region or delhi",
                space.kind.value.value
            );
            reading.error(format!("{path}.kind"), TextPos::of(&space.kind), message);
            continue;
        };
        let prosperity = match (&space.prosperity, kind) {
            (Some(raw), SpaceKind::Province) if (1..=2).contains(&raw.value.value) => reading
                .source(format!("{path}.prosperity"), raw)
                .map(|source| Sourced {
                    value: raw.value.value,
                    source,
                }),
            (Some(raw), SpaceKind::Province) => {
                let message = "a Province's Prosperity is 1 or 2 (1.3.1)";
                reading.error(format!("{path}.prosperity"), TextPos::of(raw), message);
                None
            }
            (None, SpaceKind::Province) => {
                let message = "a Province has a Prosperity, 1 or 2 (1.3.1)";
                reading.error(path.clone(), at, message);
                None
            }
            (Some(raw), _) => {
                let message = "only a Province has a Prosperity (1.3.1)";
                reading.error(format!("{path}.prosperity"), TextPos::of(raw), message);
                None
            }
            (None, _) => None,
        };
        let [x, y] = space.at;
        if let Some(source) = kind_source {
            spaces.push(Space {
                key: space.key.clone(),
                name: space.name.clone(),
                kind: Sourced {
                    value: kind,
                    source,
                },
                prosperity,
                at: (x.clamp(0.0, 1000.0), y.clamp(0.0, 1000.0)),
            });
        }
    }
    spaces
}

/// The adjacent pairs of a board file, by the spaces' indices, with their
/// sources; a pair naming no space, a space with itself, or given twice is
/// said with its place.
fn read_adjacent(
    reading: &mut Reading<'_>,
    raw: &[Spanned<RawPair>],
    spaces: &[Space],
) -> Vec<Sourced<(usize, usize)>> {
    let index = |key: &str| spaces.iter().position(|s| s.key == key);
    let mut adjacent: Vec<Sourced<(usize, usize)>> = Vec::new();
    for (path, at, raw_pair) in entries(raw, "adjacent") {
        let [a, b] = &raw_pair.pair;
        let source = reading.read(&path, at, raw_pair.fields());
        match (index(a), index(b)) {
            (Some(a), Some(b)) if a == b => {
                reading.error(path, at, "a space is not adjacent to itself")
            }
            (Some(a), Some(b))
                if adjacent
                    .iter()
                    .any(|p| p.value == (a, b) || p.value == (b, a)) =>
            {
                reading.error(path, at, "the pair is given twice")
            }
            (Some(a), Some(b)) => {
                if let Some(source) = source {
                    adjacent.push(Sourced {
                        value: (a, b),
                        source,
                    });
                }
            }
            (None, _) => reading.error(path, at, format!("no space `{a}`")),
            (_, None) => reading.error(path, at, format!("no space `{b}`")),
        }
    }
    adjacent
}

impl Certain {
    /// What a board breaks of what the rulebook makes certain, each with
    /// its section: a space named by the rulebook missing or of another
    /// kind, more than one Delhi or other Mongol Invasion Regions, a
    /// stated adjacency missing or a stated separation joined, a space
    /// that cannot be reached from the others, or Provinces whose
    /// Prosperity does not add up.
    pub fn broken_by(&self, board: &Board) -> Vec<(RuleRef, String)> {
        let mut out = Vec::new();
        let rule = |source: &Source, fallback: RuleRef| match source {
            Source::Rulebook { section, .. } => *section,
            _ => fallback,
        };
        for (key, kind) in &self.spaces {
            match board.index(key) {
                None => out.push((
                    rule(&kind.source, RuleRef::new("1.3")),
                    format!("the board lacks `{key}`, which the rulebook names"),
                )),
                Some(i) if board.kind(i) != Some(kind.value) => out.push((
                    rule(&kind.source, RuleRef::new("1.3")),
                    format!("`{key}` is a {} by the rulebook", kind.value.key()),
                )),
                Some(_) => {}
            }
        }
        for (kind, section, most) in [
            (SpaceKind::Delhi, RuleRef::new("1.3.3"), 1),
            (SpaceKind::InvasionRegion, RuleRef::new("1.3.2"), 2),
        ] {
            let count = board.spaces.iter().filter(|s| s.kind.value == kind).count();
            if count > most {
                out.push((
                    section,
                    format!("the board has {count} spaces of kind {}", kind.key()),
                ));
            }
        }
        for pair in &self.adjacent {
            let (a, b) = &pair.value;
            let joined = board
                .index(a)
                .zip(board.index(b))
                .is_some_and(|(a, b)| board.adjacent(a, b));
            if !joined {
                out.push((
                    rule(&pair.source, RuleRef::new("1.3.5")),
                    format!("`{a}` and `{b}` are adjacent by the rulebook"),
                ));
            }
        }
        for pair in &self.apart {
            let (a, b) = &pair.value;
            let joined = board
                .index(a)
                .zip(board.index(b))
                .is_some_and(|(a, b)| board.adjacent(a, b));
            if joined {
                out.push((
                    rule(&pair.source, RuleRef::new("1.3.5")),
                    format!("`{a}` and `{b}` are not adjacent by the rulebook"),
                ));
            }
        }
        if let Some(lone) = unreachable(board) {
            out.push((
                RuleRef::new("1.3.5"),
                format!("`{lone}` cannot be reached from the other spaces"),
            ));
        }
        let total: u32 = board.provinces().iter().map(|p| board.prosperity(*p)).sum();
        if self.prosperity_total.value > 0 && total != self.prosperity_total.value {
            out.push((
                RuleRef::new("2.1"),
                format!(
                    "the Provinces' Prosperity adds up to {total}, not {} ({})",
                    self.prosperity_total.value, self.prosperity_total.source
                ),
            ));
        }
        out
    }
}

/// A space no path of adjacent spaces reaches from the first, if any.
fn unreachable(board: &Board) -> Option<String> {
    let mut seen = vec![false; board.spaces.len()];
    let mut next = vec![0];
    while let Some(space) = next.pop() {
        if seen.get(space).copied().unwrap_or(true) {
            continue;
        }
        seen[space] = true;
        next.extend(board.neighbours(space));
    }
    seen.iter()
        .position(|s| !s)
        .map(|lone| board.spaces[lone].key.clone())
}

/// Each Influence level that frees Units, with how many.
type Slots = Vec<(i64, u32)>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPieces {
    format: String,
    version: u32,
    pieces: BTreeMap<String, Spanned<RawSourced<u32>>>,
    cavalry: Spanned<RawSourced<u32>>,
    influence_slots: BTreeMap<String, Spanned<RawSourced<Slots>>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawPieces {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

fn read_pieces(rules: &RulesIndex, (file, text): (&str, &str)) -> Result<Pieces, LoadErrors> {
    let raw: RawPieces = parse_formatted(&FORMATS, file, text, ("vijayanagara pieces", 1))?;
    expect_end(file, raw.end.as_ref(), "vijayanagara pieces")?;
    let mut reading = Reading {
        file,
        rules,
        table: None,
        errors: LoadErrors::default(),
    };
    let mut counts = BTreeMap::new();
    for (key, count) in &raw.pieces {
        let path = format!("pieces.{key}");
        match Kind::from_key(key).filter(|k| k.is_piece() && k.base() == *k) {
            Some(kind) => {
                if let Some(source) = reading.source(path, count) {
                    counts.insert(
                        kind,
                        Sourced {
                            value: count.value.value,
                            source,
                        },
                    );
                }
            }
            None => reading.error(path, TextPos::of(count), format!("no piece `{key}`")),
        }
    }
    if let Some(source) = reading.source("cavalry".to_owned(), &raw.cavalry) {
        counts.insert(
            Kind::Cavalry,
            Sourced {
                value: raw.cavalry.value.value,
                source,
            },
        );
    }
    let mut slots = Faction::DECCAN.map(|_| None);
    for (key, raw_slots) in &raw.influence_slots {
        let path = format!("influence_slots.{key}");
        match Faction::from_key(key).and_then(Faction::deccan) {
            Some(i) => {
                slots[i] = reading.source(path, raw_slots).map(|source| Sourced {
                    value: raw_slots.value.value.clone(),
                    source,
                });
            }
            None => reading.error(
                path,
                TextPos::of(raw_slots),
                format!("`{key}` has no Deccan Influence track"),
            ),
        }
    }
    let [Some(bahmani), Some(vijayanagara)] = slots else {
        reading.error(
            "influence_slots".to_owned(),
            TextPos::default(),
            "both Deccan Influence tracks' places for Units are given",
        );
        return Err(reading.errors);
    };
    reading.errors.into_result(Pieces {
        counts,
        slots: [bahmani, vijayanagara],
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    format: String,
    version: u32,
    spaces: BTreeMap<String, BTreeMap<String, u32>>,
    available: BTreeMap<String, BTreeMap<String, u32>>,
    resources: BTreeMap<String, i64>,
    cavalry: BTreeMap<String, u32>,
    #[serde(default)]
    rulebook: Option<Spanned<String>>,
    #[serde(default)]
    deduced: Option<String>,
    #[serde(default)]
    provisional: Option<String>,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawSetup {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

fn kinds(
    file: &str,
    path: &str,
    raw: &BTreeMap<String, u32>,
    errors: &mut LoadErrors,
) -> Vec<(Kind, u32)> {
    raw.iter()
        .filter_map(|(key, n)| match Kind::from_key(key) {
            Some(kind) => Some((kind, *n)),
            None => {
                let message = format!("no piece `{key}`");
                errors.push(file, format!("{path}.{key}"), TextPos::default(), message);
                None
            }
        })
        .collect()
}

/// A number for each Faction a map of the set-up names (`name.KEY`), each
/// key that names no Faction said with its place.
fn by_faction<T: Copy>(
    file: &str,
    (name, map): (&str, &BTreeMap<String, T>),
    errors: &mut LoadErrors,
) -> Vec<(Faction, T)> {
    map.iter()
        .filter_map(|(key, n)| Some((faction(file, format!("{name}.{key}"), key, errors)?, *n)))
        .collect()
}

fn faction(file: &str, path: String, key: &str, errors: &mut LoadErrors) -> Option<Faction> {
    let found = Faction::from_key(key);
    if found.is_none() {
        errors.push(
            file,
            path,
            TextPos::default(),
            format!("no Faction `{key}`"),
        );
    }
    found
}

fn read_setup(rules: &RulesIndex, (file, text): (&str, &str)) -> Result<Setup, LoadErrors> {
    let raw: RawSetup = parse_formatted(&FORMATS, file, text, ("vijayanagara setup", 1))?;
    expect_end(file, raw.end.as_ref(), "vijayanagara setup")?;
    let mut errors = LoadErrors::default();
    let fields = SourceFields {
        rulebook: raw.rulebook.as_ref(),
        deduced: raw.deduced.as_ref(),
        provisional: raw.provisional.as_ref(),
        note: raw.note.as_ref(),
    };
    let source = read_source(
        (rules, None),
        (file, "", TextPos::default()),
        fields,
        &mut errors,
    );
    let spaces = raw
        .spaces
        .iter()
        .map(|(key, pieces)| {
            let path = format!("spaces.{key}");
            (key.clone(), kinds(file, &path, pieces, &mut errors))
        })
        .collect();
    let available = raw
        .available
        .iter()
        .filter_map(|(key, pieces)| {
            let path = format!("available.{key}");
            let f = faction(file, path.clone(), key, &mut errors)?;
            Some((f, kinds(file, &path, pieces, &mut errors)))
        })
        .collect();
    let resources = by_faction(file, ("resources", &raw.resources), &mut errors);
    let cavalry = by_faction(file, ("cavalry", &raw.cavalry), &mut errors);
    errors.into_result(Setup {
        spaces,
        available,
        resources,
        cavalry,
        source: source.unwrap_or(Source::Provisional {
            note: String::new(),
        }),
    })
}
