//! Random Cities, Provinces and States (8.1.2) and Random Railways (8.1.3).

use super::trace::{Dice, Question, Trace, TraceLine};
use crate::data::GameData;
use crate::data::random_spaces::next_slot;
use crate::ids::{SpaceId, SpaceKind};
use crate::np::trace::Purpose;
use coin_table::RuleRef;

/// A random eligible City, Province or State (8.1.2): two dice pick a slot
/// of the Random Spaces map; a slot not eligible passes to the next, round
/// the whole map. `None` when no slot is eligible; a question when the walk
/// reaches a slot the data does not have.
pub fn random_space(
    data: &GameData,
    dice: &mut Dice,
    trace: &mut Trace,
    eligible: impl Fn(SpaceId) -> bool,
) -> Result<Option<SpaceId>, Question> {
    let rule = RuleRef::new("8.1.2");
    let mut region = dice.roll(trace, rule, Purpose::RandomRegion);
    let mut slot = dice.roll(trace, rule, Purpose::RandomSlot);
    for _ in 0..36 {
        let Some(fact) = data.random_spaces.slot(region, slot) else {
            return Err(Question::RandomSlot { region, slot });
        };
        if eligible(fact.value) {
            return Ok(Some(fact.value));
        }
        (region, slot) = next_slot(region, slot);
    }
    Ok(None)
}

/// An index among `n` equal choices, by a die re-rolled until it names one
/// (an equal chance for each; beyond six, only the first six can be named).
pub fn pick_index(dice: &mut Dice, trace: &mut Trace, rule: RuleRef, n: usize) -> usize {
    if n <= 1 {
        return 0;
    }
    let n = n.min(6);
    loop {
        let roll = usize::from(dice.roll(trace, rule, Purpose::EqualChance));
        if roll <= n {
            return roll - 1;
        }
    }
}

/// One of several equal candidates, by an equal-chance die (8.1.3).
pub fn equal_chance(
    dice: &mut Dice,
    trace: &mut Trace,
    rule: RuleRef,
    candidates: &[SpaceId],
) -> Option<SpaceId> {
    match candidates {
        [] => None,
        [one] => Some(*one),
        _ => {
            let picked = candidates[pick_index(dice, trace, rule, candidates.len())];
            trace.push(TraceLine::Tie {
                rule,
                among: candidates.to_vec(),
                picked,
            });
            Some(picked)
        }
    }
}

/// A random Railway among candidates (8.1.3): the highest Econ; among
/// those, one next to a random City; then an equal chance.
pub fn random_railway(
    data: &GameData,
    dice: &mut Dice,
    trace: &mut Trace,
    candidates: &[SpaceId],
) -> Result<Option<SpaceId>, Question> {
    let rule = RuleRef::new("8.1.3");
    let map = &data.map;
    let Some(best) = candidates.iter().map(|s| map.space(*s).econ()).max() else {
        return Ok(None);
    };
    let mut pool: Vec<SpaceId> = candidates
        .iter()
        .copied()
        .filter(|s| map.space(*s).econ() == best)
        .collect();
    if pool.len() > 1 {
        let city = random_space(data, dice, trace, |id| {
            map.space(id).kind() == SpaceKind::City && pool.iter().any(|r| map.adjacent(*r, id))
        })?;
        if let Some(city) = city {
            pool.retain(|r| map.adjacent(*r, city));
        }
    }
    Ok(equal_chance(dice, trace, rule, &pool))
}
