//! The map (1.3): Cities, Provinces, Princely States and Railways, the Towns
//! that end Railways, adjacency (1.3.8) and a schematic layout for drawing.
//! Loaded from `data/map.yaml`; every fact carries its [`Provenance`].

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use crate::ids::RailEnd;
use crate::ids::{SpaceId, SpaceKind, TownId};
use coin_table::entries;
use coin_table::{LoadErrors, TextPos, parse_yaml};
use coin_table::{RawSourced, RuleRef, RulesIndex, SourceFields};

/// Width and height of the square the layout positions live in.
pub const LAYOUT_SIZE: f32 = 1000.0;

/// A position in the schematic layout, `0..=1000` on both axes, y downwards.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Point {
    /// Left to right.
    pub x: f32,
    /// Top to bottom.
    pub y: f32,
}

/// Railway-only facts.
#[derive(Clone, PartialEq, Debug)]
pub struct RailwayFacts {
    /// Economic value added to Raj Resources when free of Strikes (1.3.6, 6.2.2).
    pub econ: Fact<u8>,
    /// The two ends.
    pub ends: Fact<[RailEnd; 2]>,
}

/// One space of the map.
#[derive(Clone, PartialEq, Debug)]
pub struct Space {
    /// Its id in this map.
    pub id: SpaceId,
    /// Stable key used in files, e.g. `east_bengal`.
    pub key: String,
    /// Display name, e.g. `East Bengal`.
    pub name: String,
    /// City, Province, Princely State or Railway, with its source.
    pub kind: Fact<SpaceKind>,
    /// Population (1.3.2, 1.3.3); 0 for Railways (1.3.6).
    pub population: Fact<u8>,
    /// Whether it is one of the ten Muslim spaces (1.3.4).
    pub muslim: Fact<bool>,
    /// Econ and ends, for Railways only.
    pub railway: Option<RailwayFacts>,
    /// Where to draw it.
    pub at: Point,
}

impl Space {
    /// Its kind.
    pub fn kind(&self) -> SpaceKind {
        self.kind.value
    }

    /// Whether it is a Railway.
    pub fn is_railway(&self) -> bool {
        self.kind.value == SpaceKind::Railway
    }

    /// Its Population.
    pub fn population(&self) -> u8 {
        self.population.value
    }

    /// Whether it is a Muslim space.
    pub fn is_muslim(&self) -> bool {
        self.muslim.value
    }

    /// Econ of a Railway, 0 for other spaces.
    pub fn econ(&self) -> u8 {
        self.railway.as_ref().map_or(0, |rail| rail.econ.value)
    }

    /// Every fact of this space that is provisional, as `(what, note)` pairs.
    pub fn provisional_facts(&self) -> Vec<(&'static str, &Provenance)> {
        let mut facts = vec![
            ("kind", &self.kind.provenance),
            ("Population", &self.population.provenance),
            ("Muslim", &self.muslim.provenance),
        ];
        if let Some(rail) = &self.railway {
            facts.push(("Econ", &rail.econ.provenance));
            facts.push(("ends", &rail.ends.provenance));
        }
        facts.retain(|(_, provenance)| provenance.is_provisional());
        facts
    }
}

/// A Town: ends Railways and can make spaces adjacent (1.3.8); not a space.
#[derive(Clone, PartialEq, Debug)]
pub struct Town {
    /// Its id in this map.
    pub id: TownId,
    /// Stable key, e.g. `southern_junction`.
    pub key: String,
    /// Display name.
    pub name: String,
    /// Source of its existence and place.
    pub provenance: Provenance,
    /// Where to draw it.
    pub at: Point,
}

/// One adjacency between two spaces (1.3.8).
#[derive(Clone, PartialEq, Debug)]
pub struct Adjacency {
    /// One space.
    pub a: SpaceId,
    /// The other.
    pub b: SpaceId,
    /// The Town between them, when they are adjacent across a Town.
    pub across: Option<TownId>,
    /// Source of the adjacency.
    pub provenance: Provenance,
}

/// The whole map, validated.
#[derive(Clone, PartialEq, Debug)]
pub struct Map {
    spaces: Vec<Space>,
    towns: Vec<Town>,
    /// The adjacencies written in the data (and corrected by a table).
    written: Vec<Adjacency>,
    /// `written` together with those that follow from Railway ends.
    edges: Vec<Adjacency>,
    neighbours: Vec<Vec<SpaceId>>,
    keys: BTreeMap<String, SpaceId>,
    layout_source: Provenance,
}

impl Map {
    /// Every space, in id order.
    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }

    /// The space with this id.
    ///
    /// Ids come only from this map, so every id is in range; states built
    /// for the map hold exactly one entry per space (ARCHITECTURE.md).
    pub fn space(&self, id: SpaceId) -> &Space {
        &self.spaces[id.index()]
    }

    /// The id of the space at a position in the list of spaces.
    pub fn id_at(&self, index: usize) -> Option<SpaceId> {
        self.spaces.get(index).map(|space| space.id)
    }

    /// Every space id.
    pub fn ids(&self) -> impl Iterator<Item = SpaceId> + '_ {
        self.spaces.iter().map(|space| space.id)
    }

    /// How many spaces, Railways included.
    pub fn len(&self) -> usize {
        self.spaces.len()
    }

    /// Whether the map has no spaces.
    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    /// The space with this key, e.g. `"east_bengal"`.
    pub fn by_key(&self, key: &str) -> Option<SpaceId> {
        self.keys.get(key).copied()
    }

    /// The space whose key or display name matches, ignoring case, spaces,
    /// hyphens and `&`: `"East Bengal"`, `east-bengal` and `EAST_BENGAL` all match.
    pub fn find(&self, text: &str) -> Option<SpaceId> {
        let wanted = fold_name(text);
        self.spaces
            .iter()
            .find(|space| fold_name(&space.key) == wanted || fold_name(&space.name) == wanted)
            .map(|space| space.id)
    }

    /// Every Town.
    pub fn towns(&self) -> &[Town] {
        &self.towns
    }

    /// The Town with this id.
    pub fn town(&self, id: TownId) -> &Town {
        &self.towns[id.index()]
    }

    /// Every adjacency, those written in the data and those that follow from
    /// Railway ends.
    pub fn adjacencies(&self) -> &[Adjacency] {
        &self.edges
    }

    /// The spaces adjacent to `id`, in id order.
    pub fn neighbours(&self, id: SpaceId) -> &[SpaceId] {
        self.neighbours.get(id.index()).map_or(&[], Vec::as_slice)
    }

    /// Whether two spaces are adjacent.
    pub fn adjacent(&self, a: SpaceId, b: SpaceId) -> bool {
        self.neighbours(a).binary_search(&b).is_ok()
    }

    /// The adjacency record between two spaces, if any.
    pub fn adjacency(&self, a: SpaceId, b: SpaceId) -> Option<&Adjacency> {
        self.edges
            .iter()
            .find(|edge| (edge.a == a && edge.b == b) || (edge.a == b && edge.b == a))
    }

    /// Source of the layout positions (our own schematic drawing).
    pub fn layout_source(&self) -> &Provenance {
        &self.layout_source
    }

    /// The Town with this key.
    pub fn town_by_key(&self, key: &str) -> Option<TownId> {
        self.towns
            .iter()
            .find(|town| town.key == key)
            .map(|town| town.id)
    }

    /// The adjacencies written in the data, without those that follow from
    /// Railway ends.
    pub fn written_adjacencies(&self) -> &[Adjacency] {
        &self.written
    }

    /// Whether the adjacency between two spaces follows from a Railway's
    /// ends (1.3.6, 1.3.8) rather than being written in the data.
    pub fn follows_from_ends(&self, a: SpaceId, b: SpaceId) -> bool {
        self.adjacent(a, b)
            && !self
                .written
                .iter()
                .any(|edge| ordered(edge.a, edge.b) == ordered(a, b))
    }

    pub(crate) fn space_mut(&mut self, id: SpaceId) -> Option<&mut Space> {
        self.spaces.get_mut(id.index())
    }

    pub(crate) fn town_mut(&mut self, id: TownId) -> Option<&mut Town> {
        self.towns.get_mut(id.index())
    }

    pub(crate) fn written_mut(&mut self) -> &mut Vec<Adjacency> {
        &mut self.written
    }

    /// Derives the Railway adjacencies again and merges the written ones,
    /// after a change to Railway ends or to the written list.
    pub(crate) fn rebuild(&mut self) {
        let mut edges = derived_edges(&self.spaces);
        let mut seen: BTreeSet<(SpaceId, SpaceId)> =
            edges.iter().map(|edge| ordered(edge.a, edge.b)).collect();
        for edge in &self.written {
            if seen.insert(ordered(edge.a, edge.b)) {
                edges.push(edge.clone());
            }
        }
        let mut neighbours = vec![Vec::new(); self.spaces.len()];
        for edge in &edges {
            if let Some(list) = neighbours.get_mut(edge.a.index()) {
                list.push(edge.b);
            }
            if let Some(list) = neighbours.get_mut(edge.b.index()) {
                list.push(edge.a);
            }
        }
        for list in &mut neighbours {
            list.sort_unstable();
            list.dedup();
        }
        self.edges = edges;
        self.neighbours = neighbours;
    }
}

/// The adjacencies that follow from Railway ends: a Railway touches the
/// Cities at its ends (1.3.6), and Railways ending at the same Town are
/// adjacent (1.3.8).
fn derived_edges(spaces: &[Space]) -> Vec<Adjacency> {
    let mut edges: Vec<Adjacency> = Vec::new();
    let mut seen: BTreeSet<(SpaceId, SpaceId)> = BTreeSet::new();
    let rails: Vec<(SpaceId, [RailEnd; 2], &Provenance)> = spaces
        .iter()
        .filter_map(|space| {
            space
                .railway
                .as_ref()
                .map(|rail| (space.id, rail.ends.value, &rail.ends.provenance))
        })
        .collect();
    // An adjacency that follows from ends is as sure as the ends are.
    let source = |ends: &Provenance, how: &str| match ends {
        Provenance::Provisional { .. } => Provenance::Provisional {
            note: format!("{how}, and the ends are provisional"),
        },
        Provenance::Verified { .. } | Provenance::Corrected { .. } => ends.clone(),
        _ => Provenance::Deduced {
            how: how.to_owned(),
        },
    };
    for (rail, ends, provenance) in &rails {
        for end in ends {
            if let RailEnd::City(city) = end
                && seen.insert(ordered(*rail, *city))
            {
                edges.push(Adjacency {
                    a: *rail,
                    b: *city,
                    across: None,
                    provenance: source(provenance, "1.3.6: a Railway touches the City at its end"),
                });
            }
        }
    }
    for (i, (rail_a, ends_a, source_a)) in rails.iter().enumerate() {
        for (rail_b, ends_b, source_b) in rails.iter().skip(i + 1) {
            let shared = ends_a.iter().find_map(|end| match end {
                RailEnd::Town(town) if ends_b.contains(end) => Some(*town),
                _ => None,
            });
            if let Some(town) = shared
                && seen.insert(ordered(*rail_a, *rail_b))
            {
                edges.push(Adjacency {
                    a: *rail_a,
                    b: *rail_b,
                    across: Some(town),
                    provenance: {
                        let how = "1.3.8: Railways that end at the same Town are adjacent";
                        // The weaker of the two Railways' ends.
                        match (source(source_a, how), source(source_b, how)) {
                            (p @ Provenance::Provisional { .. }, _) => p,
                            (_, q @ Provenance::Provisional { .. }) => q,
                            (p, _) => p,
                        }
                    },
                });
            }
        }
    }
    edges
}

fn fold_name(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

// ----- raw YAML -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    layout_source: Spanned<RawSource>,
    #[serde(default)]
    towns: Vec<Spanned<RawTown>>,
    spaces: Vec<Spanned<RawSpace>>,
    #[serde(default)]
    railways: Vec<Spanned<RawRailway>>,
    #[serde(default)]
    adjacency: Vec<Spanned<RawEdge>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTown {
    id: String,
    name: String,
    source: Spanned<RawSource>,
    at: [f32; 2],
}

#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum RawSpaceKind {
    City,
    Province,
    PrincelyState,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    id: String,
    name: String,
    kind: Spanned<RawSourced<RawSpaceKind>>,
    population: Spanned<RawSourced<u8>>,
    muslim: Spanned<RawSourced<bool>>,
    at: [f32; 2],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRailway {
    id: String,
    name: String,
    source: Spanned<RawSource>,
    econ: Spanned<RawSourced<u8>>,
    ends: Spanned<RawSourced<[Spanned<String>; 2]>>,
    at: Option<[f32; 2]>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEdge {
    between: [Spanned<String>; 2],
    #[serde(default)]
    across: Option<Spanned<String>>,
    #[serde(default)]
    rulebook: Option<Spanned<String>>,
    #[serde(default)]
    deduced: Option<String>,
    #[serde(default)]
    provisional: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

const CITY_POPULATION: RuleRef = RuleRef::new("1.3.2");
const PROVINCE_POPULATION: RuleRef = RuleRef::new("1.3.3");
const RAILWAYS: RuleRef = RuleRef::new("1.3.6");

/// Loads and validates `map.yaml`, collecting every problem.
pub fn load_map(file: &str, text: &str, rules: Option<&RulesIndex>) -> Result<Map, LoadErrors> {
    let raw: RawMap = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let layout_source = check
        .source(
            "layout_source",
            TextPos::of(&raw.layout_source),
            &raw.layout_source.value,
        )
        .unwrap_or(Provenance::Provisional {
            note: "schematic layout".to_owned(),
        });

    let mut claims = KeyClaims::default();
    let towns = load_towns(&mut check, &mut claims, &raw.towns);
    let town_keys: BTreeMap<&str, TownId> = towns
        .iter()
        .map(|town| (town.key.as_str(), town.id))
        .collect();

    let mut spaces = load_spaces(&mut check, &mut claims, &raw.spaces);
    load_railways(
        &mut check,
        &mut claims,
        &raw.railways,
        (&towns, &town_keys),
        &mut spaces,
    );

    let keys: BTreeMap<String, SpaceId> = spaces
        .iter()
        .map(|space| (space.key.clone(), space.id))
        .collect();

    let written = load_adjacency(&mut check, &raw.adjacency, &spaces, (&keys, &town_keys));

    let mut map = Map {
        spaces,
        towns,
        written,
        edges: Vec::new(),
        neighbours: Vec::new(),
        keys,
        layout_source,
    };
    map.rebuild();
    errors.into_result(map)
}

/// The ids claimed so far in `map.yaml`: each must be well formed and
/// used once.
#[derive(Default)]
struct KeyClaims(BTreeSet<String>);

impl KeyClaims {
    /// Claims an id, recording an error if it is malformed or already used.
    fn claim(&mut self, check: &mut SourceCheck<'_>, path: &str, pos: TextPos, key: &str) {
        if !key_is_well_formed(key) {
            check.error(
                path,
                pos,
                format!("`{key}` is not a valid id: use lower-case letters, digits and `_`"),
            );
        }
        if !self.0.insert(key.to_owned()) {
            check.error(path, pos, format!("the id `{key}` is used twice"));
        }
    }
}

/// The Towns of `map.yaml`, each with its id claimed and its source
/// checked.
fn load_towns(
    check: &mut SourceCheck<'_>,
    claims: &mut KeyClaims,
    raw: &[Spanned<RawTown>],
) -> Vec<Town> {
    let mut towns = Vec::new();
    for (path, pos, town) in entries(raw, "towns") {
        claims.claim(check, &format!("{path}.id"), pos, &town.id);
        let provenance = check.source(
            &format!("{path}.source"),
            TextPos::of(&town.source),
            &town.source.value,
        );
        let at = layout_point(check, &format!("{path}.at"), pos, town.at);
        towns.push(Town {
            id: TownId(u16::try_from(towns.len()).unwrap_or(u16::MAX)),
            key: town.id.clone(),
            name: town.name.clone(),
            provenance: provenance.unwrap_or(Provenance::Provisional {
                note: String::new(),
            }),
            at,
        });
    }
    towns
}

/// The Cities, Provinces and Princely States of `map.yaml`, with their
/// Population checked against their kind (1.3.2, 1.3.3).
fn load_spaces(
    check: &mut SourceCheck<'_>,
    claims: &mut KeyClaims,
    raw: &[Spanned<RawSpace>],
) -> Vec<Space> {
    let mut spaces: Vec<Space> = Vec::new();
    for (path, pos, space) in entries(raw, "spaces") {
        claims.claim(check, &format!("{path}.id"), pos, &space.id);
        let kind = check.fact(&format!("{path}.kind"), &space.kind, |kind| match kind {
            RawSpaceKind::City => SpaceKind::City,
            RawSpaceKind::Province => SpaceKind::Province,
            RawSpaceKind::PrincelyState => SpaceKind::PrincelyState,
        });
        let population = check.fact(&format!("{path}.population"), &space.population, |p| *p);
        let muslim = check.fact(&format!("{path}.muslim"), &space.muslim, |m| *m);
        let at = layout_point(check, &format!("{path}.at"), pos, space.at);
        let (Some(kind), Some(population), Some(muslim)) = (kind, population, muslim) else {
            continue;
        };
        let population_pos = TextPos::of(&space.population);
        match kind.value {
            SpaceKind::City if population.value != 1 => check.error(
                format!("{path}.population"),
                population_pos,
                format!(
                    "a City has Population 1 ({CITY_POPULATION}); found {}",
                    population.value
                ),
            ),
            // The rulebook bounds Population for Cities and Provinces only.
            SpaceKind::Province if !(1..=2).contains(&population.value) => check.error(
                format!("{path}.population"),
                population_pos,
                format!(
                    "a Province has Population 1 or 2 ({PROVINCE_POPULATION}); found {}",
                    population.value
                ),
            ),
            _ => {}
        }
        spaces.push(Space {
            id: SpaceId(u16::try_from(spaces.len()).unwrap_or(u16::MAX)),
            key: space.id.clone(),
            name: space.name.clone(),
            kind,
            population,
            muslim,
            railway: None,
            at,
        });
    }
    spaces
}

/// Adds the Railways of `map.yaml` after the other spaces; their ends may
/// name Cities or Towns (1.3.6).
fn load_railways(
    check: &mut SourceCheck<'_>,
    claims: &mut KeyClaims,
    raw: &[Spanned<RawRailway>],
    (towns, town_keys): (&[Town], &BTreeMap<&str, TownId>),
    spaces: &mut Vec<Space>,
) {
    let city_keys: BTreeMap<String, SpaceId> = spaces
        .iter()
        .filter(|space| space.kind() == SpaceKind::City)
        .map(|space| (space.key.clone(), space.id))
        .collect();
    for (path, pos, rail) in entries(raw, "railways") {
        claims.claim(check, &format!("{path}.id"), pos, &rail.id);
        let existence = check.source(
            &format!("{path}.source"),
            TextPos::of(&rail.source),
            &rail.source.value,
        );
        let econ = check.fact(&format!("{path}.econ"), &rail.econ, |e| *e);
        if let Some(econ) = &econ
            && econ.value == 0
        {
            check.error(
                format!("{path}.econ"),
                TextPos::of(&rail.econ),
                format!("a Railway has an Econ value of at least 1 ({RAILWAYS})"),
            );
        }
        let (ends, ends_ok) = railway_ends(check, &path, rail, &city_keys, town_keys);
        let ends_fact = check.fact(&format!("{path}.ends"), &rail.ends, |_| ends);
        let (Some(_), Some(econ), Some(ends_fact), true) = (existence, econ, ends_fact, ends_ok)
        else {
            continue;
        };
        let at = match rail.at {
            Some(at) => layout_point(check, &format!("{path}.at"), pos, at),
            None => midpoint(spaces, towns, ends),
        };
        spaces.push(Space {
            id: SpaceId(u16::try_from(spaces.len()).unwrap_or(u16::MAX)),
            key: rail.id.clone(),
            name: rail.name.clone(),
            kind: Fact::rulebook(SpaceKind::Railway, RAILWAYS),
            population: Fact::rulebook(0, RAILWAYS),
            muslim: Fact::deduced(
                false,
                "1.3.2-1.3.5 name the ten Muslim spaces and no Railway is among them",
            ),
            railway: Some(RailwayFacts {
                econ,
                ends: ends_fact,
            }),
            at,
        });
    }
}

/// A Railway's two ends, each a City or a Town, and whether both were
/// found and differ (1.3.6).
fn railway_ends(
    check: &mut SourceCheck<'_>,
    path: &str,
    rail: &RawRailway,
    city_keys: &BTreeMap<String, SpaceId>,
    town_keys: &BTreeMap<&str, TownId>,
) -> ([RailEnd; 2], bool) {
    let mut ends_ok = true;
    let mut ends = [RailEnd::Town(TownId(0)); 2];
    for (slot, end) in ends.iter_mut().zip(rail.ends.value.value.iter()) {
        if let Some(city) = city_keys.get(&end.value) {
            *slot = RailEnd::City(*city);
        } else if let Some(town) = town_keys.get(end.value.as_str()) {
            *slot = RailEnd::Town(*town);
        } else {
            ends_ok = false;
            check.error(format!("{path}.ends.value"),
                TextPos::of(end),
                format!(
                    "`{}` is neither a City nor a Town; a Railway ends at a City or a Town ({RAILWAYS})",
                    end.value
                ),
            );
        }
    }
    if ends_ok && ends[0] == ends[1] {
        ends_ok = false;
        check.error(
            format!("{path}.ends"),
            TextPos::of(&rail.ends),
            "a Railway's two ends must differ",
        );
    }
    (ends, ends_ok)
}

/// The adjacency written in `map.yaml`: each pair between two spaces of
/// the map, once, and not one that follows from a Railway's ends (1.3.6,
/// 1.3.8).
fn load_adjacency(
    check: &mut SourceCheck<'_>,
    raw: &[Spanned<RawEdge>],
    spaces: &[Space],
    (keys, town_keys): (&BTreeMap<String, SpaceId>, &BTreeMap<&str, TownId>),
) -> Vec<Adjacency> {
    // Adjacency that follows from Railway ends (1.3.6, 1.3.8) is not written.
    let mut seen: BTreeSet<(SpaceId, SpaceId)> = derived_edges(spaces)
        .iter()
        .map(|edge| ordered(edge.a, edge.b))
        .collect();
    let mut written: Vec<Adjacency> = Vec::new();
    for (path, pos, edge) in entries(raw, "adjacency") {
        let mut ids = Vec::with_capacity(2);
        for end in &edge.between {
            match keys.get(&end.value) {
                Some(id) => ids.push(*id),
                None => check.error(
                    format!("{path}.between"),
                    TextPos::of(end),
                    format!("`{}` is not a space of this map", end.value),
                ),
            }
        }
        let across = match &edge.across {
            None => None,
            Some(town) => match town_keys.get(town.value.as_str()) {
                Some(id) => Some(*id),
                None => {
                    check.error(
                        format!("{path}.across"),
                        TextPos::of(town),
                        format!("`{}` is not a Town of this map", town.value),
                    );
                    continue;
                }
            },
        };
        let fields = SourceFields {
            rulebook: edge.rulebook.as_ref(),
            deduced: edge.deduced.as_ref(),
            provisional: edge.provisional.as_ref(),
            note: edge.note.as_ref(),
        };
        let provenance = check.provenance(&path, pos, fields);
        let ([a, b], Some(provenance)) = (ids.as_slice(), provenance) else {
            continue;
        };
        if a == b {
            check.error(
                format!("{path}.between"),
                pos,
                "a space is not adjacent to itself",
            );
            continue;
        }
        if !seen.insert(ordered(*a, *b)) {
            check.error(format!("{path}.between"),
                pos,
                format!(
                    "`{}` and `{}` are already adjacent (listed twice, or it follows from a Railway's ends)",
                    edge.between[0].value, edge.between[1].value
                ),
            );
            continue;
        }
        written.push(Adjacency {
            a: *a,
            b: *b,
            across,
            provenance,
        });
    }
    written
}

pub(crate) fn ordered(a: SpaceId, b: SpaceId) -> (SpaceId, SpaceId) {
    if a <= b { (a, b) } else { (b, a) }
}

fn key_is_well_formed(key: &str) -> bool {
    !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

fn layout_point(check: &mut SourceCheck<'_>, path: &str, pos: TextPos, at: [f32; 2]) -> Point {
    let inside = |v: f32| (0.0..=LAYOUT_SIZE).contains(&v);
    if !(inside(at[0]) && inside(at[1])) {
        check.errors.push(
            check.file,
            path,
            pos,
            format!(
                "layout positions lie between 0 and {LAYOUT_SIZE}; found [{}, {}]",
                at[0], at[1]
            ),
        );
    }
    Point { x: at[0], y: at[1] }
}

fn midpoint(spaces: &[Space], towns: &[Town], ends: [RailEnd; 2]) -> Point {
    let point = |end: RailEnd| match end {
        RailEnd::City(id) => spaces.get(id.index()).map(|s| s.at),
        RailEnd::Town(id) => towns.get(id.index()).map(|t| t.at),
    };
    match (point(ends[0]), point(ends[1])) {
        (Some(p), Some(q)) => Point {
            x: (p.x + q.x) / 2.0,
            y: (p.y + q.y) / 2.0,
        },
        _ => Point { x: 0.0, y: 0.0 },
    }
}
