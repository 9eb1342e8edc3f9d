//! Checking the map against a table's own board: which facts are open to
//! checking, in the order a walk over the board visits them, how many the
//! table has checked, and the totals a corrected map must still give.
//!
//! The facts and the file of checks are in [`crate::data::checks`]; this
//! module sits above the setup and the victory totals because a map is
//! only whole when both scenarios still set up to their printed totals
//! (2.1, 7.2) and the Railways still add up to Econ 40 (6.2.2).

use crate::data::GameData;
use crate::data::checks::{TableChecks, base_provenance};
use crate::data::provenance::Provenance;
use crate::ids::{FactId, Faction, SpaceKind};
use crate::setup::setup;
use crate::victory::totals;

/// What the rulebook makes the Railways' Econ add up to (6.2.2).
pub const ECON_TOTAL: u32 = 40;

/// A whole-map total a set of checks no longer gives. Unlike a
/// [`crate::data::checks::Refusal`], one value alone cannot fix it (raising
/// one Railway's Econ needs another lowered), so the board holds such
/// checks back, unsaved, until the totals fit again.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mismatch {
    /// The Railways' Econ no longer adds up to 40 (6.2.2).
    EconTotal {
        /// What it adds up to now.
        total: u32,
    },
    /// A scenario no longer sets up to a total printed on its setup page.
    ScenarioTotal {
        /// The scenario's key.
        scenario: String,
        /// Whose total.
        faction: Faction,
        /// The printed total.
        printed: i32,
        /// The total the map now gives.
        now: i32,
    },
}

impl Mismatch {
    /// How far off the total is: now minus what it should be.
    pub fn difference(&self) -> i64 {
        match self {
            Mismatch::EconTotal { total } => i64::from(*total) - i64::from(ECON_TOTAL),
            Mismatch::ScenarioTotal { printed, now, .. } => i64::from(*now) - i64::from(*printed),
        }
    }
}

/// Every fact not stated by the rulebook, in walk order: each space's kind,
/// Population, Muslim mark and neighbours; each Railway's ends, Econ and
/// neighbours; the Towns; the Protest boxes.
pub fn checkable_facts(base: &GameData) -> Vec<FactId> {
    let map = &base.map;
    let mut facts = Vec::new();
    let mut consider = |fact: FactId| {
        if base_provenance(base, fact).is_some_and(|p| !matches!(p, Provenance::Rulebook { .. })) {
            facts.push(fact);
        }
    };
    for space in map.spaces().iter().filter(|s| !s.is_railway()) {
        consider(FactId::Kind(space.id));
        consider(FactId::Population(space.id));
        consider(FactId::Muslim(space.id));
        consider(FactId::Neighbours(space.id));
    }
    for space in map.spaces().iter().filter(|s| s.is_railway()) {
        consider(FactId::Ends(space.id));
        consider(FactId::Econ(space.id));
        consider(FactId::Neighbours(space.id));
    }
    for town in map.towns() {
        consider(FactId::Town(town.id));
    }
    for protest_box in &base.pieces.protest_boxes {
        consider(FactId::BoxLevel(protest_box.number));
        consider(FactId::BoxCapacity(protest_box.number));
    }
    facts
}

/// Where a fact stands once the checks are applied: the table's own check
/// if it made one, else what the data says. A space's neighbours count as
/// checked once every adjacency of the space is stated by the rulebook or
/// checked from either end.
pub fn fact_provenance(
    base: &GameData,
    checked: &GameData,
    checks: &TableChecks,
    fact: FactId,
) -> Option<Provenance> {
    if let Some(check) = checks.get(fact) {
        return Some(match &check.value {
            None => Provenance::Verified {
                on: check.on.clone(),
            },
            Some(_) => base_provenance(checked, fact)
                .filter(|p| matches!(p, Provenance::Corrected { .. }))
                .unwrap_or(Provenance::Corrected {
                    on: check.on.clone(),
                    was: fact_value(base, fact)?,
                }),
        });
    }
    base_provenance(checked, fact)
}

/// A fact's value in `data`; `None` for a Town, which has no value.
pub fn fact_value(data: &GameData, fact: FactId) -> Option<crate::data::provenance::CheckedValue> {
    use crate::data::provenance::CheckedValue;
    let map = &data.map;
    let space = |id: crate::ids::SpaceId| map.spaces().get(id.index());
    let protest_box = |n| data.pieces.protest_boxes.iter().find(|b| b.number == n);
    Some(match fact {
        FactId::Kind(id) => CheckedValue::Kind(space(id)?.kind()),
        FactId::Population(id) => CheckedValue::Number(space(id)?.population()),
        FactId::Muslim(id) => CheckedValue::Muslim(space(id)?.is_muslim()),
        FactId::Neighbours(id) => CheckedValue::Neighbours(map.neighbours(id).to_vec()),
        FactId::Econ(id) => CheckedValue::Number(space(id)?.railway.as_ref()?.econ.value),
        FactId::Ends(id) => CheckedValue::Ends(space(id)?.railway.as_ref()?.ends.value),
        FactId::Town(_) => return None,
        FactId::BoxLevel(n) => CheckedValue::Number(protest_box(n)?.beside_restraint.value),
        FactId::BoxCapacity(n) => CheckedValue::Number(protest_box(n)?.capacity.value),
    })
}

/// How far a table got: the facts open to checking and how many of them
/// are checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// Facts checked.
    pub checked: usize,
    /// Facts open to checking.
    pub total: usize,
}

/// How many of the facts open to checking are checked.
pub fn progress(base: &GameData, checked: &GameData, checks: &TableChecks) -> Progress {
    let facts = checkable_facts(base);
    Progress {
        checked: facts
            .iter()
            .filter(|fact| {
                fact_provenance(base, checked, checks, **fact).is_some_and(|p| p.is_checked())
            })
            .count(),
        total: facts.len(),
    }
}

/// The first fact in walk order after `after` (or from the start) that is
/// not checked yet, wrapping round; `None` when every fact is checked.
pub fn next_unchecked(
    base: &GameData,
    checked: &GameData,
    checks: &TableChecks,
    after: Option<FactId>,
) -> Option<FactId> {
    let facts = checkable_facts(base);
    let start = after
        .and_then(|fact| facts.iter().position(|f| *f == fact))
        .map_or(0, |at| at + 1);
    (0..facts.len())
        .map(|step| facts[(start + step) % facts.len()])
        .find(|fact| !fact_provenance(base, checked, checks, *fact).is_some_and(|p| p.is_checked()))
}

/// The whole-map totals `data` no longer gives: Econ 40 (6.2.2) and the
/// printed totals of each scenario's setup (2.1). Totals that `base` did
/// not give either are left out, so only what the checks broke is named.
pub fn mismatches(base: &GameData, data: &GameData) -> Vec<Mismatch> {
    let before = raw_mismatches(base);
    raw_mismatches(data)
        .into_iter()
        .filter(|m| !same_kind_in(&before, m))
        .collect()
}

fn same_kind_in(list: &[Mismatch], mismatch: &Mismatch) -> bool {
    list.iter().any(|m| match (m, mismatch) {
        (Mismatch::EconTotal { .. }, Mismatch::EconTotal { .. }) => true,
        (
            Mismatch::ScenarioTotal {
                scenario: a,
                faction: f,
                ..
            },
            Mismatch::ScenarioTotal {
                scenario: b,
                faction: g,
                ..
            },
        ) => a == b && f == g,
        _ => false,
    })
}

fn raw_mismatches(data: &GameData) -> Vec<Mismatch> {
    let mut found = Vec::new();
    let total: u32 = data
        .map
        .spaces()
        .iter()
        .map(|space| u32::from(space.econ()))
        .sum();
    if total != ECON_TOTAL {
        found.push(Mismatch::EconTotal { total });
    }
    for scenario in &data.scenarios {
        // A scenario that no longer sets up is named by its totals' absence
        // elsewhere; the setup's own error says why.
        let Ok(state) = setup(data, &scenario.key, 1) else {
            continue;
        };
        let now = totals(data, &state);
        for faction in Faction::ALL {
            let printed = scenario.printed_totals[faction];
            let value = now.scores[faction].total;
            if value != printed {
                found.push(Mismatch::ScenarioTotal {
                    scenario: scenario.key.clone(),
                    faction,
                    printed,
                    now: value,
                });
            }
        }
    }
    found
}

/// Whether a space kind can be chosen for a space on the board (Railways
/// are a kind of their own, 1.3.6).
pub fn kinds() -> [SpaceKind; 3] {
    [
        SpaceKind::City,
        SpaceKind::Province,
        SpaceKind::PrincelyState,
    ]
}
