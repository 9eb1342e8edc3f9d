//! A table's own checks of the map: the facts it confirmed on its board and
//! those it corrected, kept in the players' own file beside the program and
//! merged over the data at start.
//!
//! Only what the table checked is kept, never a copy of the map. A confirmed
//! fact takes the provenance [`Provenance::Verified`]; a corrected one takes
//! the new value and [`Provenance::Corrected`], which keeps the old value.
//! Facts the rulebook states are not open to checking. A change that would
//! break what the rulebook fixes (a City's Population, the ten Muslim spaces,
//! a Railway ending at a City or a Town, a space without neighbours) is
//! refused with the reason; see [`Refusal`].

use std::collections::BTreeSet;
use std::fmt;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::GameData;
use super::map::{Adjacency, Map, ordered};
use super::pieces::PiecesData;
use super::provenance::{CheckedValue, Fact, Provenance};
use crate::ids::FactId;
use crate::ids::{RailEnd, SpaceId, SpaceKind};
use crate::vocab::finding::{Caveat, Finding};
use crate::vocab::issue::{Arg, Issue, Term};
use coin_table::RuleRef;
use coin_table::{Headed, LoadErrors, TextPos, entries, expect_end, parse_formatted};

/// The value of the `format` field.
pub const FORMAT: &str = "gandhi-moderator map checks";
/// The closing line.
pub const END: &str = "end of map checks";
/// The version this build writes and the newest it reads.
pub const VERSION: u32 = 1;

/// One fact a table checked: confirmed as the data has it (`value` is
/// `None`), or corrected to `value`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Check {
    /// The fact.
    pub fact: FactId,
    /// When, as `YYYY-MM-DD`.
    pub on: String,
    /// The corrected value, or `None` when the data was found right.
    pub value: Option<CheckedValue>,
}

/// Why a check is refused: it would break what the rulebook fixes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The rulebook states this fact; it is not open to correction.
    FromRulebook {
        /// The fact.
        fact: FactId,
        /// The section that states it.
        section: RuleRef,
    },
    /// The value does not fit the fact (a list for a number, say).
    WrongValue(FactId),
    /// A City has Population 1 (1.3.2).
    CityPopulation(SpaceId),
    /// A Province has Population 1 or 2 (1.3.3).
    PopulationRange(SpaceId),
    /// The rulebook names exactly ten Muslim spaces (1.3.2–1.3.5).
    MuslimCount {
        /// How many there would be.
        count: usize,
    },
    /// A Railway is not a City, a Province or a Princely State, and no
    /// other space becomes one (1.3.6).
    RailwayKind(SpaceId),
    /// A Railway's Econ is at least 1 (1.3.6).
    EconZero(SpaceId),
    /// A Railway ends at a City or a Town (1.3.6); this end is neither.
    EndNowhere(SpaceId),
    /// A Railway's two ends are the same place.
    SameEnds(SpaceId),
    /// A space with no neighbour at all (1.3.8).
    NoNeighbour(SpaceId),
    /// A space is not its own neighbour.
    OwnNeighbour(SpaceId),
    /// The rulebook states this adjacency, so it cannot be removed.
    RulebookAdjacency {
        /// One space.
        a: SpaceId,
        /// The other.
        b: SpaceId,
        /// The section.
        section: RuleRef,
    },
    /// The adjacency follows from a Railway's ends (1.3.6, 1.3.8): correct
    /// the Railway's ends instead.
    FromEnds {
        /// One space.
        a: SpaceId,
        /// The other.
        b: SpaceId,
    },
    /// A Protest box holds one or two markers (1.10).
    BoxCapacity(u8),
    /// A Protest box sits beside a Restraint level from 1 to 5 (1.10, 5.1.4).
    BoxLevel(u8),
    /// No such fact in this map.
    Unknown(FactId),
}

impl Refusal {
    /// The section the refusal rests on.
    pub fn rule(&self) -> RuleRef {
        RuleRef::new(match self {
            Refusal::FromRulebook { section, .. } | Refusal::RulebookAdjacency { section, .. } => {
                return *section;
            }
            Refusal::WrongValue(fact) | Refusal::Unknown(fact) => return fact.rule(),
            Refusal::CityPopulation(_) => "1.3.2",
            Refusal::PopulationRange(_) => "1.3.3",
            Refusal::MuslimCount { .. } => "1.3.4",
            Refusal::RailwayKind(_)
            | Refusal::EconZero(_)
            | Refusal::EndNowhere(_)
            | Refusal::SameEnds(_) => "1.3.6",
            Refusal::NoNeighbour(_) | Refusal::OwnNeighbour(_) | Refusal::FromEnds { .. } => {
                "1.3.8"
            }
            Refusal::BoxCapacity(_) | Refusal::BoxLevel(_) => "1.10",
        })
    }
}

impl fmt::Display for Refusal {
    /// A plain English line for load errors and logs; the board words it
    /// in the player's language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rule = self.rule();
        match self {
            Refusal::FromRulebook { fact, .. } => {
                write!(f, "the rulebook states this {} ({rule})", fact.key())
            }
            Refusal::WrongValue(fact) => write!(f, "the value does not fit a {}", fact.key()),
            Refusal::CityPopulation(_) => write!(f, "a City has Population 1 ({rule})"),
            Refusal::PopulationRange(_) => {
                write!(f, "a Province has Population 1 or 2 ({rule})")
            }
            Refusal::MuslimCount { count } => write!(
                f,
                "the rulebook names exactly ten Muslim spaces ({rule}); this makes {count}"
            ),
            Refusal::RailwayKind(_) => write!(f, "Railways are a kind of their own ({rule})"),
            Refusal::EconZero(_) => write!(f, "a Railway's Econ is at least 1 ({rule})"),
            Refusal::EndNowhere(_) => write!(f, "a Railway ends at a City or a Town ({rule})"),
            Refusal::SameEnds(_) => write!(f, "a Railway's two ends differ ({rule})"),
            Refusal::NoNeighbour(_) => write!(f, "every space has a neighbour ({rule})"),
            Refusal::OwnNeighbour(_) => write!(f, "a space is not its own neighbour ({rule})"),
            Refusal::RulebookAdjacency { .. } => {
                write!(f, "the rulebook states this adjacency ({rule})")
            }
            Refusal::FromEnds { .. } => write!(
                f,
                "this adjacency follows from a Railway's ends ({rule}); correct the ends instead"
            ),
            Refusal::BoxCapacity(_) => write!(f, "a Protest box holds one or two markers ({rule})"),
            Refusal::BoxLevel(_) => write!(
                f,
                "a Protest box sits beside a Restraint level from 1 to 5 ({rule})"
            ),
            Refusal::Unknown(fact) => write!(f, "no such {} in this map", fact.key()),
        }
    }
}

/// Every fact a table checked, in the order it checked them, one entry per
/// fact.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TableChecks {
    checks: Vec<Check>,
}

impl TableChecks {
    /// No checks.
    pub fn new() -> TableChecks {
        TableChecks::default()
    }

    /// Every check, in the order made.
    pub fn checks(&self) -> &[Check] {
        &self.checks
    }

    /// How many facts were checked.
    pub fn len(&self) -> usize {
        self.checks.len()
    }

    /// Whether nothing was checked.
    pub fn is_empty(&self) -> bool {
        self.checks.is_empty()
    }

    /// The check of one fact, if made.
    pub fn get(&self, fact: FactId) -> Option<&Check> {
        self.checks.iter().find(|check| check.fact == fact)
    }

    /// Records a check, replacing an earlier check of the same fact, unless
    /// the result would break what the rulebook fixes. `base` is the data
    /// the checks are made against (the built-in map or a `--data` folder).
    ///
    /// A correction of one space's neighbours also changes the neighbours
    /// of the spaces it adds or removes; their own corrections, if any, are
    /// brought into line so the file never disagrees with itself.
    pub fn set(&mut self, base: &GameData, check: Check) -> Result<(), Refusal> {
        let now = self.parts(base);
        let mut next = self.clone();
        next.put(&now.map, check.clone());
        let before = structure_problems(&now.map);
        let mut data = Parts::of(base);
        for earlier in &next.checks {
            if earlier.fact == check.fact {
                apply_check(&mut data, base, earlier)?;
            } else {
                // Earlier checks were accepted against this base.
                let _ = apply_check(&mut data, base, earlier);
            }
        }
        data.map.rebuild();
        if let Some(problem) = structure_problems(&data.map)
            .into_iter()
            .find(|problem| !before.contains(problem))
        {
            return Err(problem);
        }
        *self = next;
        Ok(())
    }

    /// Adds the check of a fact not checked yet to `now`, the parts these
    /// checks make, unless the rules refuse it: the same as [`set`] for a
    /// new fact, without applying every earlier check again.
    ///
    /// [`set`]: TableChecks::set
    fn push_new(&mut self, now: &mut Parts, base: &GameData, check: Check) -> Result<(), Refusal> {
        let before = structure_problems(&now.map);
        let mut trial = now.clone();
        apply_check(&mut trial, base, &check)?;
        trial.map.rebuild();
        if let Some(problem) = structure_problems(&trial.map)
            .into_iter()
            .find(|problem| !before.contains(problem))
        {
            return Err(problem);
        }
        self.put(&now.map, check);
        *now = trial;
        Ok(())
    }

    /// Forgets the check of one fact (to undo it); returns it.
    pub fn forget(&mut self, fact: FactId) -> Option<Check> {
        let at = self.checks.iter().position(|check| check.fact == fact)?;
        Some(self.checks.remove(at))
    }

    /// Puts a check in without looking at the rules (the caller did);
    /// `now` is the map as the checks so far make it.
    fn put(&mut self, now: &Map, check: Check) {
        if let (FactId::Neighbours(space), Some(CheckedValue::Neighbours(new))) =
            (check.fact, &check.value)
        {
            let old: BTreeSet<SpaceId> = now.neighbours(space).iter().copied().collect();
            let new: BTreeSet<SpaceId> = new.iter().copied().collect();
            for other in &mut self.checks {
                let (FactId::Neighbours(them), Some(CheckedValue::Neighbours(list))) =
                    (other.fact, &mut other.value)
                else {
                    continue;
                };
                if them == space {
                    continue;
                }
                if new.contains(&them) && !old.contains(&them) && !list.contains(&space) {
                    list.push(space);
                    list.sort_unstable();
                }
                if old.contains(&them) && !new.contains(&them) {
                    list.retain(|id| *id != space);
                }
            }
        }
        match self.checks.iter_mut().find(|c| c.fact == check.fact) {
            Some(slot) => *slot = check,
            None => self.checks.push(check),
        }
    }

    /// The data with every check applied over `base`.
    pub fn apply(&self, base: &GameData) -> GameData {
        let parts = self.parts(base);
        let mut data = base.clone();
        data.map = parts.map;
        data.pieces = parts.pieces;
        data
    }

    /// The map and the pieces with every check applied over `base`.
    fn parts(&self, base: &GameData) -> Parts {
        let mut data = Parts::of(base);
        for check in &self.checks {
            // `set` and `from_yaml` accept only checks that apply.
            let _ = apply_check(&mut data, base, check);
        }
        data.map.rebuild();
        data
    }
}

/// The parts of the data that checks change.
#[derive(Clone)]
struct Parts {
    map: Map,
    pieces: PiecesData,
}

impl Parts {
    fn of(base: &GameData) -> Parts {
        Parts {
            map: base.map.clone(),
            pieces: base.pieces.clone(),
        }
    }
}

/// Problems of a whole map that no single value shows: a space with no
/// neighbour, a Railway end that is no longer a City, a count of Muslim
/// spaces other than ten.
fn structure_problems(map: &Map) -> Vec<Refusal> {
    let mut problems = Vec::new();
    for space in map.spaces() {
        if map.neighbours(space.id).is_empty() {
            problems.push(Refusal::NoNeighbour(space.id));
        }
        if let Some(rail) = &space.railway {
            for end in rail.ends.value {
                if let RailEnd::City(city) = end
                    && map.space(city).kind() != SpaceKind::City
                {
                    problems.push(Refusal::EndNowhere(space.id));
                }
            }
        }
    }
    let muslim = map.spaces().iter().filter(|s| s.is_muslim()).count();
    if muslim != 10 {
        problems.push(Refusal::MuslimCount { count: muslim });
    }
    problems
}

/// Applies one check to `data`, checking the value against the rules that
/// bear on it alone. `base` says which facts the rulebook states.
fn apply_check(data: &mut Parts, base: &GameData, check: &Check) -> Result<(), Refusal> {
    let fact = check.fact;
    let stated = base_provenance(base, fact).ok_or(Refusal::Unknown(fact))?;
    let on = check.on.clone();
    let Some(value) = &check.value else {
        // A confirmation: mark the fact, whatever its source.
        mark_verified(data, fact, &on);
        return Ok(());
    };
    if let Provenance::Rulebook { section, .. } = stated
        && !matches!(fact, FactId::Neighbours(_))
    {
        return Err(Refusal::FromRulebook { fact, section });
    }
    let map = &mut data.map;
    match (fact, value) {
        // A kind never to or from a Railway, and one its Population fits
        // (1.3.2, 1.3.3).
        (FactId::Kind(id), CheckedValue::Kind(kind)) => {
            let space = map.space_mut(id).ok_or(Refusal::Unknown(fact))?;
            if space.is_railway() || *kind == SpaceKind::Railway {
                return Err(Refusal::RailwayKind(id));
            }
            population_fits(id, *kind, space.population())?;
            correct(&mut space.kind, *kind, on, CheckedValue::Kind);
        }
        // A Population its kind fits; a Railway has none.
        (FactId::Population(id), CheckedValue::Number(population)) => {
            let space = map.space_mut(id).ok_or(Refusal::Unknown(fact))?;
            if space.is_railway() {
                return Err(Refusal::Unknown(fact));
            }
            population_fits(id, space.kind(), *population)?;
            correct(&mut space.population, *population, on, CheckedValue::Number);
        }
        (FactId::Muslim(id), CheckedValue::Muslim(muslim)) => {
            let space = map.space_mut(id).ok_or(Refusal::Unknown(fact))?;
            correct(&mut space.muslim, *muslim, on, CheckedValue::Muslim);
        }
        (FactId::Econ(id), CheckedValue::Number(econ)) => {
            let rail = map
                .space_mut(id)
                .and_then(|space| space.railway.as_mut())
                .ok_or(Refusal::Unknown(fact))?;
            if *econ == 0 {
                return Err(Refusal::EconZero(id));
            }
            correct(&mut rail.econ, *econ, on, CheckedValue::Number);
        }
        (FactId::Ends(id), CheckedValue::Ends(ends)) => correct_ends(map, fact, (id, ends), on)?,
        (FactId::Neighbours(id), CheckedValue::Neighbours(list)) => {
            set_neighbours(data, id, list, &on)?;
        }
        (FactId::BoxLevel(number) | FactId::BoxCapacity(number), CheckedValue::Number(value)) => {
            // A box's level beside the Restraint track runs 1 to 5, its
            // capacity 1 to 2.
            let level = matches!(fact, FactId::BoxLevel(_));
            let (most, refusal) = if level {
                (5, Refusal::BoxLevel(number))
            } else {
                (2, Refusal::BoxCapacity(number))
            };
            if !(1..=most).contains(value) {
                return Err(refusal);
            }
            let protest_box = protest_box(data, number).ok_or(Refusal::Unknown(fact))?;
            let held = if level {
                &mut protest_box.beside_restraint
            } else {
                &mut protest_box.capacity
            };
            correct(held, *value, on, CheckedValue::Number);
        }
        _ => return Err(Refusal::WrongValue(fact)),
    }
    Ok(())
}

/// Whether a Population fits a kind of space: a City's is 1, a Province's
/// 1 or 2 (1.3.2, 1.3.3).
fn population_fits(id: SpaceId, kind: SpaceKind, population: u8) -> Result<(), Refusal> {
    if kind == SpaceKind::City && population != 1 {
        return Err(Refusal::CityPopulation(id));
    }
    // The rulebook bounds Population for Cities and Provinces only.
    if kind == SpaceKind::Province && !(1..=2).contains(&population) {
        return Err(Refusal::PopulationRange(id));
    }
    Ok(())
}

/// Sets a fact to its corrected value, noting the value it had.
fn correct<T: Copy>(fact: &mut Fact<T>, value: T, on: String, was: fn(T) -> CheckedValue) {
    let was = was(fact.value);
    fact.value = value;
    fact.provenance = Provenance::Corrected { on, was };
}

/// Corrects a Railway's ends: two different ends, each a City or a Town of
/// the map (1.3.6).
fn correct_ends(
    map: &mut Map,
    fact: FactId,
    (id, ends): (SpaceId, &[RailEnd; 2]),
    on: String,
) -> Result<(), Refusal> {
    for end in ends {
        let fits = match end {
            RailEnd::City(city) => map
                .spaces()
                .get(city.index())
                .is_some_and(|s| s.kind() == SpaceKind::City),
            RailEnd::Town(town) => town.index() < map.towns().len(),
        };
        if !fits {
            return Err(Refusal::EndNowhere(id));
        }
    }
    if ends[0] == ends[1] {
        return Err(Refusal::SameEnds(id));
    }
    let rail = map
        .space_mut(id)
        .and_then(|space| space.railway.as_mut())
        .ok_or(Refusal::Unknown(fact))?;
    correct(&mut rail.ends, *ends, on, CheckedValue::Ends);
    map.rebuild();
    Ok(())
}

fn protest_box(data: &mut Parts, number: u8) -> Option<&mut super::pieces::ProtestBox> {
    data.pieces
        .protest_boxes
        .iter_mut()
        .find(|b| b.number == number)
}

/// Replaces the written adjacencies of `space` with `list`, keeping what
/// the rulebook states and what follows from Railway ends.
fn set_neighbours(
    data: &mut Parts,
    space: SpaceId,
    list: &[SpaceId],
    on: &str,
) -> Result<(), Refusal> {
    let map = &mut data.map;
    let wanted: BTreeSet<SpaceId> = list.iter().copied().collect();
    if wanted.contains(&space) {
        return Err(Refusal::OwnNeighbour(space));
    }
    if wanted.iter().any(|id| id.index() >= map.len()) {
        return Err(Refusal::WrongValue(FactId::Neighbours(space)));
    }
    let old: Vec<SpaceId> = map.neighbours(space).to_vec();
    for gone in old.iter().filter(|id| !wanted.contains(id)) {
        if map.follows_from_ends(space, *gone) {
            return Err(Refusal::FromEnds { a: space, b: *gone });
        }
        if let Some(Adjacency {
            provenance: Provenance::Rulebook { section, .. },
            ..
        }) = map.adjacency(space, *gone)
        {
            return Err(Refusal::RulebookAdjacency {
                a: space,
                b: *gone,
                section: *section,
            });
        }
    }
    let was = CheckedValue::Neighbours(old.clone());
    let changed = old.len() != wanted.len() || old.iter().any(|id| !wanted.contains(id));
    let touches = |edge: &Adjacency| edge.a == space || edge.b == space;
    let written = map.written_mut();
    written.retain(|edge| !touches(edge) || wanted.contains(&other_end(edge, space)));
    for edge in written.iter_mut().filter(|edge| touches(edge)) {
        if !matches!(edge.provenance, Provenance::Rulebook { .. }) {
            edge.provenance = Provenance::Verified { on: on.to_owned() };
        }
    }
    for added in wanted.iter().filter(|id| !old.contains(id)) {
        written.push(Adjacency {
            a: space,
            b: *added,
            across: None,
            provenance: Provenance::Corrected {
                on: on.to_owned(),
                was: was.clone(),
            },
        });
    }
    if changed {
        written.sort_by_key(|edge| ordered(edge.a, edge.b));
    }
    map.rebuild();
    Ok(())
}

fn other_end(edge: &Adjacency, space: SpaceId) -> SpaceId {
    if edge.a == space { edge.b } else { edge.a }
}

/// Marks a fact verified on the date, keeping a rulebook source.
fn mark_verified(data: &mut Parts, fact: FactId, on: &str) {
    let verified = |provenance: &mut Provenance| {
        if !matches!(provenance, Provenance::Rulebook { .. }) {
            *provenance = Provenance::Verified { on: on.to_owned() };
        }
    };
    let map = &mut data.map;
    match fact {
        FactId::Kind(id) => {
            if let Some(space) = map.space_mut(id) {
                verified(&mut space.kind.provenance);
            }
        }
        FactId::Population(id) => {
            if let Some(space) = map.space_mut(id) {
                verified(&mut space.population.provenance);
            }
        }
        FactId::Muslim(id) => {
            if let Some(space) = map.space_mut(id) {
                verified(&mut space.muslim.provenance);
            }
        }
        FactId::Econ(id) => {
            if let Some(rail) = map.space_mut(id).and_then(|s| s.railway.as_mut()) {
                verified(&mut rail.econ.provenance);
            }
        }
        FactId::Ends(id) => {
            if let Some(rail) = map.space_mut(id).and_then(|s| s.railway.as_mut()) {
                verified(&mut rail.ends.provenance);
            }
            map.rebuild();
        }
        FactId::Neighbours(id) => {
            for edge in map.written_mut() {
                if edge.a == id || edge.b == id {
                    verified(&mut edge.provenance);
                }
            }
            map.rebuild();
        }
        FactId::Town(id) => {
            if let Some(town) = map.town_mut(id) {
                verified(&mut town.provenance);
            }
        }
        FactId::BoxLevel(number) => {
            if let Some(b) = protest_box(data, number) {
                verified(&mut b.beside_restraint.provenance);
            }
        }
        FactId::BoxCapacity(number) => {
            if let Some(b) = protest_box(data, number) {
                verified(&mut b.capacity.provenance);
            }
        }
    }
}

/// The source a fact has in `data`, or `None` when the fact is not in it.
/// A space's neighbours take the weakest source among its adjacencies: a
/// provisional one if any, else a deduced one, else the latest check, else
/// the rulebook's.
pub fn base_provenance(data: &GameData, fact: FactId) -> Option<Provenance> {
    let map = &data.map;
    let space = |id: SpaceId| map.spaces().get(id.index());
    let rail = |id: SpaceId| space(id).and_then(|s| s.railway.as_ref());
    let protest_box = |number: u8| {
        data.pieces
            .protest_boxes
            .iter()
            .find(|b| b.number == number)
    };
    Some(match fact {
        FactId::Kind(id) => space(id)?.kind.provenance.clone(),
        FactId::Population(id) => space(id)
            .filter(|s| !s.is_railway())?
            .population
            .provenance
            .clone(),
        FactId::Muslim(id) => space(id)
            .filter(|s| !s.is_railway())?
            .muslim
            .provenance
            .clone(),
        FactId::Econ(id) => rail(id)?.econ.provenance.clone(),
        FactId::Ends(id) => rail(id)?.ends.provenance.clone(),
        FactId::Town(id) => map.towns().get(id.index())?.provenance.clone(),
        FactId::BoxLevel(number) => protest_box(number)?.beside_restraint.provenance.clone(),
        FactId::BoxCapacity(number) => protest_box(number)?.capacity.provenance.clone(),
        FactId::Neighbours(id) => {
            space(id)?;
            let sources: Vec<&Provenance> = map
                .adjacencies()
                .iter()
                .filter(|edge| edge.a == id || edge.b == id)
                .map(|edge| &edge.provenance)
                .collect();
            weakest(&sources)?
        }
    })
}

fn weakest(sources: &[&Provenance]) -> Option<Provenance> {
    let rank = |p: &Provenance| match p {
        Provenance::Provisional { .. } => 0,
        Provenance::Deduced { .. } => 1,
        Provenance::Players { .. } => 2,
        Provenance::Verified { .. } | Provenance::Corrected { .. } => 3,
        Provenance::Rulebook { .. } => 4,
    };
    let lowest = sources.iter().map(|p| rank(p)).min()?;
    let candidates = sources.iter().filter(|p| rank(p) == lowest);
    // Among checks, the latest date stands for the whole set.
    candidates
        .max_by(|x, y| checked_on(x).cmp(checked_on(y)))
        .map(|p| (*p).clone())
}

fn checked_on(provenance: &Provenance) -> &str {
    match provenance {
        Provenance::Verified { on } | Provenance::Corrected { on, .. } => on,
        _ => "",
    }
}

// ----- what findings rest on -----

/// The kinds of fact an issue can rest on.
#[derive(Clone, Copy)]
enum On {
    Kind,
    Population,
    Muslim,
    Neighbours,
    Boxes,
}

/// The facts of its spaces a finding of this issue rests on.
fn rests_on(finding: &Finding) -> &'static [On] {
    use Issue as I;
    match finding.issue {
        I::BasesOverPopulation
        | I::RallyBaseNoRoom
        | I::PhaseBaseNoRoom
        | I::RallyTooManyActivists
        | I::RevRallyTooManyGuerrillas
        | I::AidActivationIncomeWrong
        | I::EventBrokeStacking => &[On::Population],
        I::DeployNotCity
        | I::DeployOverSix
        | I::TroopsInPrincelyState
        | I::TroopsIntoState
        | I::TreatyNotState
        | I::MuslimStateOutsideProvince
        | I::InfiltrateNotEligible
        | I::NpForcesOnRailway
        | I::NpUnrestStrikeBarred => &[On::Kind],
        I::MoveImpossible
        | I::RedeployDestination
        | I::RedeployMustLeaveRailway
        | I::CivilDisobedienceMoveNotToRailway
        | I::RailwayActivationWrong
        | I::LeagueActivistsUnaccompanied => &[On::Neighbours],
        I::EventSpaceNotEligible
            if finding
                .args
                .iter()
                .any(|arg| matches!(arg, Arg::Term(Term::MuslimSpace))) =>
        {
            &[On::Muslim]
        }
        I::EventSpaceNotEligible => &[On::Kind, On::Population],
        I::TooManyProtests
        | I::ProtestsUnavailable
        | I::GandhiArrestProtestsTooMany
        | I::NpProtestCount => &[On::Boxes],
        _ => &[],
    }
}

/// Whether a fact is neither stated by the rulebook nor checked.
fn unchecked(data: &GameData, fact: FactId) -> bool {
    base_provenance(data, fact)
        .is_some_and(|p| !p.is_checked() && !matches!(p, Provenance::Rulebook { .. }))
}

/// The first fact a finding rests on that nobody has checked, if any.
pub fn caveat_for(data: &GameData, finding: &Finding) -> Option<Caveat> {
    let spaces = &finding.spaces;
    let facts = rests_on(finding).iter().flat_map(|on| -> Vec<FactId> {
        match on {
            On::Kind => spaces.iter().map(|s| FactId::Kind(*s)).collect(),
            On::Population => spaces.iter().map(|s| FactId::Population(*s)).collect(),
            On::Muslim => spaces.iter().map(|s| FactId::Muslim(*s)).collect(),
            On::Neighbours => spaces.iter().map(|s| FactId::Neighbours(*s)).collect(),
            On::Boxes => data
                .pieces
                .protest_boxes
                .iter()
                .flat_map(|b| [FactId::BoxCapacity(b.number), FactId::BoxLevel(b.number)])
                .collect(),
        }
    });
    facts
        .into_iter()
        .find(|fact| unchecked(data, *fact))
        .map(Caveat::Unchecked)
}

/// Marks each finding with the first unchecked fact it rests on.
pub fn note_unchecked(data: &GameData, findings: &mut [Finding]) {
    for finding in findings {
        if finding.caveat.is_none() {
            finding.caveat = caveat_for(data, finding);
        }
    }
}

// ----- the file -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u32,
    #[serde(default)]
    checks: Vec<Spanned<RawCheck>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawFile {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCheck {
    fact: Spanned<String>,
    #[serde(default)]
    space: Option<Spanned<String>>,
    #[serde(default)]
    railway: Option<Spanned<String>>,
    #[serde(default)]
    town: Option<Spanned<String>>,
    #[serde(default, rename = "box")]
    protest_box: Option<Spanned<u8>>,
    checked: Spanned<String>,
    #[serde(default)]
    value: Option<Spanned<RawValue>>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum RawValue {
    Number(u8),
    Flag(bool),
    Word(String),
    List(Vec<String>),
}

/// Reads a table's checks, made against `base`. Every problem is reported
/// with its place; a check the rules refuse is an error too, so a file
/// edited by hand cannot bring in a map the board would not accept.
pub fn from_yaml(file: &str, text: &str, base: &GameData) -> Result<TableChecks, LoadErrors> {
    let raw: RawFile = parse_formatted(&crate::formats::FORMATS, file, text, (FORMAT, VERSION))?;
    expect_end(file, raw.end.as_ref(), END)?;
    let mut errors = LoadErrors::default();
    let mut checks = TableChecks::new();
    let mut now = Parts::of(base);
    for (path, pos, raw_check) in entries(&raw.checks, "checks") {
        let check = match read_check(&base.map, raw_check) {
            Ok(check) => check,
            Err((field, at, message)) => {
                let at = if at.line == 0 { pos } else { at };
                errors.push(file, format!("{path}.{field}"), at, message);
                continue;
            }
        };
        if checks.get(check.fact).is_some() {
            errors.push(
                file,
                path,
                pos,
                "this fact is checked twice; keep one entry",
            );
            continue;
        }
        if let Err(refusal) = checks.push_new(&mut now, base, check) {
            errors.push(file, path, pos, format!("refused: {refusal}"));
        }
    }
    errors.into_result(checks)
}

type FieldError = (&'static str, TextPos, String);

fn read_check(map: &super::map::Map, raw: &RawCheck) -> Result<Check, FieldError> {
    let on = &raw.checked.value;
    if !is_date(on) {
        return Err((
            "checked",
            TextPos::of(&raw.checked),
            format!("expected a date as YYYY-MM-DD; found `{on}`"),
        ));
    }
    let space_of = |field: &Option<Spanned<String>>, name: &'static str, railway: bool| {
        let key =
            field
                .as_ref()
                .ok_or((name, TextPos::default(), format!("expected `{name}: <id>`")))?;
        map.by_key(&key.value)
            .filter(|id| map.space(*id).is_railway() == railway)
            .ok_or((
                name,
                TextPos::of(key),
                format!("`{}` is not a {name} of this map", key.value),
            ))
    };
    let fact = match raw.fact.value.as_str() {
        "kind" => FactId::Kind(space_of(&raw.space, "space", false)?),
        "population" => FactId::Population(space_of(&raw.space, "space", false)?),
        "muslim" => FactId::Muslim(space_of(&raw.space, "space", false)?),
        "neighbours" => match (&raw.space, &raw.railway) {
            (_, Some(_)) => FactId::Neighbours(space_of(&raw.railway, "railway", true)?),
            _ => FactId::Neighbours(space_of(&raw.space, "space", false)?),
        },
        "econ" => FactId::Econ(space_of(&raw.railway, "railway", true)?),
        "ends" => FactId::Ends(space_of(&raw.railway, "railway", true)?),
        "town" => {
            let key = raw.town.as_ref().ok_or((
                "town",
                TextPos::default(),
                "expected `town: <id>`".to_owned(),
            ))?;
            FactId::Town(map.town_by_key(&key.value).ok_or((
                "town",
                TextPos::of(key),
                format!("`{}` is not a Town of this map", key.value),
            ))?)
        }
        "box_level" | "box_capacity" => {
            let number = raw.protest_box.as_ref().ok_or((
                "box",
                TextPos::default(),
                "expected `box: <number>`".to_owned(),
            ))?;
            if raw.fact.value == "box_level" {
                FactId::BoxLevel(number.value)
            } else {
                FactId::BoxCapacity(number.value)
            }
        }
        other => {
            return Err((
                "fact",
                TextPos::of(&raw.fact),
                format!(
                    "expected one of kind, population, muslim, neighbours, econ, ends, town, box_level, box_capacity; found `{other}`"
                ),
            ));
        }
    };
    let value = match &raw.value {
        None => None,
        Some(value) => Some(read_value(map, fact, &value.value).ok_or((
            "value",
            TextPos::of(value),
            expected_value(fact).to_owned(),
        ))?),
    };
    Ok(Check {
        fact,
        on: on.clone(),
        value,
    })
}

fn expected_value(fact: FactId) -> &'static str {
    match fact {
        FactId::Kind(_) => "expected city, province or princely_state",
        FactId::Population(_) | FactId::Econ(_) | FactId::BoxLevel(_) | FactId::BoxCapacity(_) => {
            "expected a whole number"
        }
        FactId::Muslim(_) => "expected true or false",
        FactId::Neighbours(_) => "expected a list of space ids",
        FactId::Ends(_) => "expected two ids, each a City or a Town",
        FactId::Town(_) => "a Town is only confirmed; remove `value`",
    }
}

fn read_value(map: &super::map::Map, fact: FactId, raw: &RawValue) -> Option<CheckedValue> {
    match (fact, raw) {
        (FactId::Kind(_), RawValue::Word(word)) => Some(CheckedValue::Kind(match word.as_str() {
            "city" => SpaceKind::City,
            "province" => SpaceKind::Province,
            "princely_state" => SpaceKind::PrincelyState,
            _ => return None,
        })),
        (
            FactId::Population(_) | FactId::Econ(_) | FactId::BoxLevel(_) | FactId::BoxCapacity(_),
            RawValue::Number(n),
        ) => Some(CheckedValue::Number(*n)),
        (FactId::Muslim(_), RawValue::Flag(flag)) => Some(CheckedValue::Muslim(*flag)),
        (FactId::Neighbours(_), RawValue::List(keys)) => {
            let mut ids = keys
                .iter()
                .map(|key| map.by_key(key))
                .collect::<Option<Vec<_>>>()?;
            ids.sort_unstable();
            ids.dedup();
            Some(CheckedValue::Neighbours(ids))
        }
        (FactId::Ends(_), RawValue::List(keys)) => {
            let ends = keys
                .iter()
                .map(|key| match (map.by_key(key), map.town_by_key(key)) {
                    (Some(id), _) => Some(RailEnd::City(id)),
                    (None, Some(town)) => Some(RailEnd::Town(town)),
                    (None, None) => None,
                })
                .collect::<Option<Vec<_>>>()?;
            Some(CheckedValue::Ends(ends.try_into().ok()?))
        }
        _ => None,
    }
}

fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| match i {
            4 | 7 => *b == b'-',
            _ => b.is_ascii_digit(),
        })
}

/// Writes a table's checks.
pub fn to_yaml(checks: &TableChecks, base: &GameData) -> String {
    let map = &base.map;
    let key = |id: SpaceId| map.spaces().get(id.index()).map_or("?", |s| s.key.as_str());
    let end_key = |end: RailEnd| match end {
        RailEnd::City(id) => key(id),
        RailEnd::Town(id) => map.towns().get(id.index()).map_or("?", |t| t.key.as_str()),
    };
    let mut out = format!(
        "# A table's own checks of the map, made on its board: `value` is a\n# correction; without it the fact was found as the data has it.\nformat: {FORMAT}\nversion: {VERSION}\nchecks:\n"
    );
    if checks.is_empty() {
        out.truncate(out.len() - 1);
        out.push_str(" []\n");
    }
    for check in checks.checks() {
        let fact = check.fact;
        let whose = match fact {
            FactId::Kind(id) | FactId::Population(id) | FactId::Muslim(id) => {
                format!("space: {}", key(id))
            }
            FactId::Neighbours(id) if map.space(id).is_railway() => {
                format!("railway: {}", key(id))
            }
            FactId::Neighbours(id) => format!("space: {}", key(id)),
            FactId::Econ(id) | FactId::Ends(id) => format!("railway: {}", key(id)),
            FactId::Town(id) => format!(
                "town: {}",
                map.towns().get(id.index()).map_or("?", |t| t.key.as_str())
            ),
            FactId::BoxLevel(number) | FactId::BoxCapacity(number) => format!("box: {number}"),
        };
        let value = match &check.value {
            None => String::new(),
            Some(CheckedValue::Kind(kind)) => format!(
                ", value: {}",
                match kind {
                    SpaceKind::City => "city",
                    SpaceKind::Province => "province",
                    SpaceKind::PrincelyState => "princely_state",
                    SpaceKind::Railway => "railway",
                }
            ),
            Some(CheckedValue::Number(n)) => format!(", value: {n}"),
            Some(CheckedValue::Muslim(flag)) => format!(", value: {flag}"),
            Some(CheckedValue::Neighbours(ids)) => format!(
                ", value: [{}]",
                ids.iter().map(|id| key(*id)).collect::<Vec<_>>().join(", ")
            ),
            Some(CheckedValue::Ends(ends)) => {
                format!(", value: [{}, {}]", end_key(ends[0]), end_key(ends[1]))
            }
        };
        out.push_str(&format!(
            "  - {{ fact: {}, {whose}, checked: \"{}\"{value} }}\n",
            fact.key(),
            check.on
        ));
    }
    out.push_str(&format!("end: {END}\n"));
    out
}
