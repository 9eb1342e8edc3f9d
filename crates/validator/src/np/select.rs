//! Space selection (8.4.1): a column of the Space Selection Priorities
//! table narrows the eligible spaces row by row; rows no candidate meets are
//! skipped; the first row that leaves a single space selects it. Spaces still
//! equal after the whole column are settled by the Random Spaces map, with
//! Railways last (8.1.2, 8.1.3). Also the conditions Arjuna cards check.

use super::random::{random_railway, random_space};
use super::trace::{Dice, Question, Trace, TraceLine};
use crate::control::raj_control;
use crate::data::GameData;
use crate::data::np_aid::{Column, Condition, Measure, Row};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::state::GameState;
use coin_table::RuleRef;
/// Whether a space meets a row that does not compare spaces.
pub(crate) fn meets(data: &GameData, state: &GameState, space: SpaceId, row: &Row) -> bool {
    let map = &data.map;
    let info = map.space(space);
    let here = state.space(space);
    let level = here.level;
    match row {
        Row::City => info.kind() == SpaceKind::City,
        Row::Province => info.kind() == SpaceKind::Province && !here.muslim_state,
        Row::State => info.kind() == SpaceKind::PrincelyState || here.muslim_state,
        Row::Railway => info.is_railway(),
        Row::NonRailway => !info.is_railway(),
        Row::Muslim => info.is_muslim(),
        Row::NonMuslim => !info.is_muslim(),
        Row::Pop1 => !info.is_railway() && info.population() == 1,
        Row::Pop2 => info.population() == 2,
        Row::Protest => here.protests > 0,
        Row::NoProtest => here.protests == 0,
        Row::Unrest => here.unrest > 0,
        Row::NoUnrest => here.unrest == 0,
        Row::RajControl => raj_control(map, state, space),
        Row::NoRajControl => !raj_control(map, state, space),
        Row::Support => !info.is_railway() && level > SupportLevel::Neutral,
        Row::Opposition => !info.is_railway() && level < SupportLevel::Neutral,
        Row::Neutral => !info.is_railway() && level == SupportLevel::Neutral,
        Row::ActiveOpposition => !info.is_railway() && level == SupportLevel::ActiveOpposition,
        Row::NotActiveOpposition => info.is_railway() || level != SupportLevel::ActiveOpposition,
        Row::ActiveSupport => !info.is_railway() && level == SupportLevel::ActiveSupport,
        Row::NotActiveSupport => info.is_railway() || level != SupportLevel::ActiveSupport,
        Row::MuslimState => here.muslim_state,
        Row::Gandhi => here.pieces.get(Piece::Gandhi) > 0,
        Row::Has(piece) => here.pieces.get(*piece) > 0,
        Row::Lacks(piece) => here.pieces.get(*piece) == 0,
        // Comparisons are made among the candidates by `narrow`.
        Row::Most(_) | Row::Least(_) => true,
    }
}

/// A measure of a space, for "most" and "least" rows.
fn measure(data: &GameData, state: &GameState, space: SpaceId, what: Measure) -> i64 {
    let here = state.space(space);
    let level = if data.map.space(space).is_railway() {
        0
    } else {
        here.level.value()
    };
    i64::from(match what {
        Measure::Support => level,
        Measure::Opposition => -level,
        Measure::Population => i32::from(data.map.space(space).population()),
        Measure::Cubes => i32::try_from(here.pieces.cubes()).unwrap_or(i32::MAX),
        Measure::Guerrillas => i32::try_from(here.pieces.guerrillas()).unwrap_or(i32::MAX),
        Measure::Activists => i32::try_from(here.pieces.activists()).unwrap_or(i32::MAX),
        Measure::Unrest => i32::from(here.unrest),
        Measure::Pieces(piece) => i32::from(here.pieces.get(piece)),
    })
}

/// The candidates that meet a row (for "most" and "least", those at the
/// extreme among the candidates).
pub fn narrow(
    data: &GameData,
    state: &GameState,
    candidates: &[SpaceId],
    row: &Row,
) -> Vec<SpaceId> {
    let extreme = |most: bool, what: Measure| {
        let values: Vec<i64> = candidates
            .iter()
            .map(|s| measure(data, state, *s, what))
            .collect();
        let best = if most {
            values.iter().max()
        } else {
            values.iter().min()
        };
        let Some(best) = best.copied() else {
            return Vec::new();
        };
        candidates
            .iter()
            .zip(values)
            .filter(|(_, v)| *v == best)
            .map(|(s, _)| *s)
            .collect()
    };
    match row {
        Row::Most(what) => extreme(true, *what),
        Row::Least(what) => extreme(false, *what),
        other => candidates
            .iter()
            .copied()
            .filter(|s| meets(data, state, *s, other))
            .collect(),
    }
}

/// Selects one space among `eligible` with a Faction's column (8.4.1).
/// `Ok(None)` when nothing is eligible; a question when the column, or the
/// part of it needed to separate the candidates, is not in the data.
pub fn select_space(
    data: &GameData,
    state: &GameState,
    (faction, column): (Faction, Column),
    eligible: &[SpaceId],
    dice: &mut Dice,
    trace: &mut Trace,
) -> Result<Option<SpaceId>, Question> {
    let rule = RuleRef::new("8.4.1");
    match eligible {
        [] => return Ok(None),
        [one] => {
            trace.push(TraceLine::Selected {
                rule,
                column,
                space: *one,
                among: 1,
            });
            return Ok(Some(*one));
        }
        _ => {}
    }
    let Some(fact) = data.np_aid.column(faction, column) else {
        return Err(Question::PriorityColumn { faction, column });
    };
    let (rows, complete) = &fact.value;
    let mut candidates = eligible.to_vec();
    for row in rows {
        let kept = narrow(data, state, &candidates, row);
        trace.push(TraceLine::Row {
            rule,
            column,
            row: row.clone(),
            kept: kept.clone(),
        });
        if kept.is_empty() {
            continue;
        }
        candidates = kept;
        if let [one] = candidates.as_slice() {
            trace.push(TraceLine::Selected {
                rule,
                column,
                space: *one,
                among: eligible.len(),
            });
            return Ok(Some(*one));
        }
    }
    if !complete {
        return Err(Question::PriorityColumn { faction, column });
    }
    let picked = break_tie(data, dice, trace, &candidates)?;
    if let Some(space) = picked {
        trace.push(TraceLine::Selected {
            rule,
            column,
            space,
            among: eligible.len(),
        });
    }
    Ok(picked)
}

/// Equal candidates: a Random Space among the Cities, Provinces and States,
/// Railways only when no other is left (8.1.2, 8.1.3).
pub fn break_tie(
    data: &GameData,
    dice: &mut Dice,
    trace: &mut Trace,
    candidates: &[SpaceId],
) -> Result<Option<SpaceId>, Question> {
    let map = &data.map;
    let land: Vec<SpaceId> = candidates
        .iter()
        .copied()
        .filter(|s| !map.space(*s).is_railway())
        .collect();
    let picked = match land.as_slice() {
        [] => random_railway(data, dice, trace, candidates)?,
        [one] => Some(*one),
        _ => random_space(data, dice, trace, |s| land.contains(&s))?,
    };
    if let Some(picked) = picked
        && candidates.len() > 1
    {
        let rule = if map.space(picked).is_railway() {
            RuleRef::new("8.1.3")
        } else {
            RuleRef::new("8.1.2")
        };
        trace.push(TraceLine::Tie {
            rule,
            among: candidates.to_vec(),
            picked,
        });
    }
    Ok(picked)
}

/// Whether a card's condition holds on the table.
pub fn holds(data: &GameData, state: &GameState, condition: &Condition) -> bool {
    match condition {
        Condition::Crisis => state.crisis(),
        Condition::GandhiInJail => state.jail.get(Piece::Gandhi) > 0,
        Condition::Spaces { filters, at_least } => {
            let mut spaces: Vec<SpaceId> = data.map.ids().collect();
            for row in filters {
                spaces = narrow(data, state, &spaces, row);
            }
            spaces.len() >= usize::from(*at_least)
        }
        Condition::Track {
            track,
            at_least,
            at_most,
        } => {
            let value = state.tracks.get(*track);
            at_least.is_none_or(|m| value >= m) && at_most.is_none_or(|m| value <= m)
        }
        Condition::Available { piece, at_least } => {
            let have = match piece {
                Piece::GuerrillaUnderground | Piece::GuerrillaActive => {
                    state.available.guerrillas()
                }
                other => u32::from(state.available.get(*other)),
            };
            have >= u32::from(*at_least)
        }
        Condition::Not(inner) => !holds(data, state, inner),
        Condition::All(all) => all.iter().all(|c| holds(data, state, c)),
        Condition::Any(any) => any.iter().any(|c| holds(data, state, c)),
    }
}
