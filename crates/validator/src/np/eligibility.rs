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
    let first_next = first_on_upcoming(data, state, play, faction).unwrap_or(false);
    let upcoming_critical = upcoming
        .as_ref()
        .is_some_and(|(_, m)| m.critical.contains(&faction));
    let critical_now = current.critical.contains(&faction);
    let mut decision = Decision {
        data,
        rule,
        card,
        faction,
        effective,
        trace: Vec::new(),
        first_next,
        upcoming_critical,
        critical_now,
    };
    let choice = match turn.slot {
        Slot::First => decision.as_first(&current, (order, state, play))?,
        Slot::Second => decision.as_second(play)?,
    };
    let mut trace = decision.trace;
    trace.push(TraceLine::Decided { rule, choice });
    Ok((choice, trace))
}

/// What a non-player Eligible's decision (8.2.1) looks at, with the trace
/// of the checks made so far.
struct Decision<'a> {
    data: &'a GameData,
    rule: RuleRef,
    card: u8,
    faction: Faction,
    effective: Option<bool>,
    trace: Trace,
    /// Whether the faction is sure to be 1st Eligible on the upcoming card.
    first_next: bool,
    /// Whether the upcoming card is critical for the faction.
    upcoming_critical: bool,
    /// Whether the current card is critical for the faction.
    critical_now: bool,
}

impl Decision<'_> {
    /// Records a check in the trace and returns whether it holds.
    fn check(&mut self, what: Condition, holds: bool) -> bool {
        self.trace.push(TraceLine::Check {
            rule: self.rule,
            what,
            holds,
        });
        holds
    }

    /// Whether the current Event is effective for the faction (8.8.3),
    /// recorded in the trace; the players are asked where it is not known.
    fn effective_now(&mut self) -> Result<bool, Question> {
        let answer = self.effective.ok_or(Question::Effective {
            card: self.card,
            faction: self.faction,
        })?;
        self.trace.push(TraceLine::Check {
            rule: RuleRef::new("8.8.3"),
            what: Condition::CurrentEffective,
            holds: answer,
        });
        Ok(answer)
    }

    /// The current Event, on the side the faction takes (8.8.2).
    fn event(&self) -> Result<NpChoice, Question> {
        Ok(NpChoice::Event {
            shaded: side(self.data, self.card, self.faction)?,
        })
    }

    /// The 1st Eligible's choice: the Event where critical for itself and
    /// effective; an Operation only where critical for the next Eligible; a
    /// Pass to be 1st on an upcoming card critical for itself; else an
    /// Operation with a Special Activity.
    fn as_first(
        &mut self,
        current: &Marks,
        (order, state, play): ([Faction; 4], &GameState, &CardPlay),
    ) -> Result<NpChoice, Question> {
        Ok(
            if self.check(Condition::CurrentCriticalForSelf, self.critical_now)
                && self.effective_now()?
            {
                self.event()?
            } else if let Some(next) = next_eligible(order, state, play, self.faction)
                && self.check(
                    Condition::CurrentCriticalForNext(next),
                    current.critical.contains(&next),
                )
            {
                NpChoice::OperationOnly
            } else if self.check(Condition::FirstOnUpcoming, self.first_next)
                && self.check(Condition::UpcomingCriticalForSelf, self.upcoming_critical)
            {
                NpChoice::Pass
            } else {
                NpChoice::OperationWithSpecial
            },
        )
    }

    /// The 2nd Eligible's choice, by what the 1st executed: a Pass to be 1st
    /// on an upcoming card critical for itself, unless it can take a
    /// critical Event now; the Event after an Operation with a Special
    /// Activity, where effective; else a Limited Operation or an Operation
    /// with a Special Activity.
    fn as_second(&mut self, play: &CardPlay) -> Result<NpChoice, Question> {
        let first = play.executed.first().map(|(_, e)| *e);
        let op_only = first == Some(Executed::Operation);
        let op_special = first == Some(Executed::OperationWithSpecial);
        // Can it execute the current Event? Only after an Operation with
        // a Special Activity, and only if effective.
        let can_take_event = |decision: &mut Self| -> Result<bool, Question> {
            if !decision.critical_now || op_only {
                return Ok(false);
            }
            decision.effective_now()
        };
        let pass_for_next = self.check(Condition::FirstOnUpcoming, self.first_next)
            && self.check(Condition::UpcomingCriticalForSelf, self.upcoming_critical)
            && (!self.check(Condition::CurrentCriticalForSelf, self.critical_now)
                || !can_take_event(self)?);
        Ok(if pass_for_next {
            NpChoice::Pass
        } else if self.check(Condition::FirstDidOperationWithSpecial, op_special)
            && self.effective_now()?
        {
            self.event()?
        } else if self.first_next {
            NpChoice::Pass
        } else if self.check(Condition::FirstDidOperationOnly, op_only) || !self.effective_now()? {
            NpChoice::LimitedOperation
        } else {
            NpChoice::OperationWithSpecial
        })
    }
}
