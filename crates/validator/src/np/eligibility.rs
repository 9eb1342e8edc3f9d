//! The Non-player Eligibility table (8.2.1): what a non-player does when it
//! is 1st or 2nd Eligible, from the current and upcoming cards' critical
//! marks (8.8.1), whether the Event is effective for it (8.8.3), the other
//! Factions' eligibility and what the 1st Eligible did; and which side of
//! an Event it takes (8.8.2).

use super::trace::NpChoice;
use super::trace::{Condition, Question, Trace, TraceLine};
use crate::data::GameData;
use crate::ids::Card;
use crate::ids::Faction;
use crate::sequence::{CardPlay, Executed, Slot, Turn, faction_order};
use crate::state::GameState;
use coin_table::RuleRef;

/// The marks of one card the decision needs.
struct Marks {
    critical: Vec<Faction>,
    halos: Vec<Faction>,
}

fn marks(data: &GameData, card: u8) -> Result<Marks, Question> {
    let known = data.cards.get(card);
    let critical = known
        .and_then(|c| c.critical.as_ref())
        .map(|f| f.value.clone());
    let halos = known
        .and_then(|c| c.halos.as_ref())
        .map(|f| f.value.clone());
    match (critical, halos) {
        (Some(critical), Some(halos)) => Ok(Marks { critical, halos }),
        _ => Err(Question::CardMarks { card }),
    }
}

/// The side a non-player takes (8.8.2): the Raj always the unshaded text;
/// the others the shaded one, unless their icon has a square halo.
pub fn side(data: &GameData, card: u8, faction: Faction) -> Result<bool, Question> {
    if faction == Faction::Raj {
        return Ok(false);
    }
    Ok(!marks(data, card)?.halos.contains(&faction))
}

/// Whether `faction` is sure to be 1st Eligible on the upcoming card: the
/// leftmost there among the Factions that may be Eligible for it (all but
/// those that executed on this card), assuming it does not execute.
pub fn first_on_upcoming(
    data: &GameData,
    state: &GameState,
    play: &CardPlay,
    faction: Faction,
) -> Option<bool> {
    let Some(Card::Event(upcoming)) = state.deck.upcoming() else {
        return Some(false);
    };
    let order = faction_order(data, upcoming)?;
    let first = order
        .into_iter()
        .find(|f| *f == faction || !play.executed_by(*f));
    Some(first == Some(faction))
}

/// The next Eligible Faction after `faction` on the current card, which
/// would act after it.
fn next_eligible(
    order: [Faction; 4],
    state: &GameState,
    play: &CardPlay,
    faction: Faction,
) -> Option<Faction> {
    order.into_iter().find(|f| {
        *f != faction
            && state.eligibility[*f] == crate::state::Eligibility::Eligible
            && !play.has_acted(*f)
    })
}

/// Decides what a non-player 1st or 2nd Eligible does (8.2.1), with the
/// trace of every check. `effective` is whether the current Event is
/// effective for it (8.8.3), when known; if the decision needs it and it is
/// `None`, the players are asked.
pub fn decide_eligible(
    data: &GameData,
    state: &GameState,
    play: &CardPlay,
    turn: Turn,
    effective: Option<bool>,
) -> Result<(NpChoice, Trace), Question> {
    let rule = RuleRef::new("8.2.1");
    let faction = turn.faction;
    let Some(Card::Event(card)) = state.deck.current else {
        return Ok((NpChoice::Pass, Vec::new()));
    };
    let current = marks(data, card)?;
    let upcoming = match state.deck.upcoming() {
        Some(Card::Event(n)) => Some((n, marks(data, n)?)),
        _ => None,
    };
    let order = faction_order(data, card).unwrap_or(Faction::ALL);
    let mut trace: Trace = Vec::new();
    let check = |trace: &mut Trace, what: Condition, holds: bool| {
        trace.push(TraceLine::Check { rule, what, holds });
        holds
    };
    let effective_now = |trace: &mut Trace| -> Result<bool, Question> {
        let answer = effective.ok_or(Question::Effective { card, faction })?;
        trace.push(TraceLine::Check {
            rule: RuleRef::new("8.8.3"),
            what: Condition::CurrentEffective,
            holds: answer,
        });
        Ok(answer)
    };
    let first_next = first_on_upcoming(data, state, play, faction).unwrap_or(false);
    let upcoming_critical = upcoming
        .as_ref()
        .is_some_and(|(_, m)| m.critical.contains(&faction));
    let critical_now = current.critical.contains(&faction);
    let event = |data: &GameData| -> Result<NpChoice, Question> {
        Ok(NpChoice::Event {
            shaded: side(data, card, faction)?,
        })
    };
    let choice = match turn.slot {
        Slot::First => {
            if check(&mut trace, Condition::CurrentCriticalForSelf, critical_now)
                && effective_now(&mut trace)?
            {
                event(data)?
            } else if let Some(next) = next_eligible(order, state, play, faction)
                && check(
                    &mut trace,
                    Condition::CurrentCriticalForNext(next),
                    current.critical.contains(&next),
                )
            {
                NpChoice::OperationOnly
            } else if check(&mut trace, Condition::FirstOnUpcoming, first_next)
                && check(
                    &mut trace,
                    Condition::UpcomingCriticalForSelf,
                    upcoming_critical,
                )
            {
                NpChoice::Pass
            } else {
                NpChoice::OperationWithSpecial
            }
        }
        Slot::Second => {
            let first = play.executed.first().map(|(_, e)| *e);
            let op_only = first == Some(Executed::Operation);
            let op_special = first == Some(Executed::OperationWithSpecial);
            // Can it execute the current Event? Only after an Operation with
            // a Special Activity, and only if effective.
            let can_take_event = |trace: &mut Trace| -> Result<bool, Question> {
                if !critical_now || op_only {
                    return Ok(false);
                }
                effective_now(trace)
            };
            let pass_for_next = check(&mut trace, Condition::FirstOnUpcoming, first_next)
                && check(
                    &mut trace,
                    Condition::UpcomingCriticalForSelf,
                    upcoming_critical,
                )
                && (!check(&mut trace, Condition::CurrentCriticalForSelf, critical_now)
                    || !can_take_event(&mut trace)?);
            if pass_for_next {
                NpChoice::Pass
            } else if check(
                &mut trace,
                Condition::FirstDidOperationWithSpecial,
                op_special,
            ) && effective_now(&mut trace)?
            {
                event(data)?
            } else if first_next {
                NpChoice::Pass
            } else if check(&mut trace, Condition::FirstDidOperationOnly, op_only)
                || !effective_now(&mut trace)?
            {
                NpChoice::LimitedOperation
            } else {
                NpChoice::OperationWithSpecial
            }
        }
    };
    trace.push(TraceLine::Decided { rule, choice });
    Ok((choice, trace))
}
