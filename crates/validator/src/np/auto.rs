//! Playing on for the non-players: the next step of the game when it
//! belongs to no player, as the edits to log, or why the program stops.
//!
//! A step is a non-player's turn (the eligibility table, 8.2.1, then its
//! Event or its Arjuna card, 8.3, or its Pass), the end of a card (2.3.6,
//! 2.3.7), or a Campaign Round step whose choices are the non-players' or
//! nobody's (6.0, 8.9). The program stops where a player decides, where it
//! needs an answer or data ([`Question`]), where a plan leaves work to the
//! players, and where the players' own deck must turn up the next card.

use super::campaign::plan_phase;
use super::eligibility::decide_eligible;
use super::pass::pass_turn;
use super::trace::NpChoice;
use super::trace::{Question, Trace};
use crate::action::campaign::automatic_edits;
use crate::data::GameData;
use crate::edit::Edit;
use crate::ids::Card;
use crate::ids::Faction;
use crate::sequence::{Progress, Stage, end_of_card, stage};
use crate::state::{GameState, Seat};
use crate::vocab::phase::Phase;
use {
    super::engine::{Answers, plan_turn_with},
    crate::np::plan::Plan,
};
/// Why playing on stops before the next step.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Stop {
    /// A Faction with a player decides: its turn or a Campaign step of its.
    Player(Faction),
    /// The program needs an answer or data it does not have.
    Asked(Question),
    /// The last plan left part of its work to the players (its edits are
    /// in the step); they finish it and close it.
    LeftToPlayers,
    /// The current card's faction order is not known yet: enter the card.
    CardOrder(u8),
    /// The players draw from their own deck: they turn up the next card.
    Reveal,
    /// Something is under way that the players began: finish it first.
    UnderWay,
    /// The game is over, or no card is left.
    Over,
}

/// The next step for the non-players: the edits to log, in order, and
/// where playing on stops after them, if it does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The edits, in the order to log them.
    pub edits: Vec<Edit>,
    /// The non-player's turn planned, when the step is one.
    pub plan: Option<Plan>,
    /// How the step was decided: the eligibility table's checks (8.2.1)
    /// and the plan's or Campaign step's trace.
    pub trace: Trace,
    /// Why the program stops after these edits, if it does.
    pub stop: Option<Stop>,
}

impl Step {
    fn stop(stop: Stop) -> Step {
        Step {
            edits: Vec::new(),
            plan: None,
            trace: Trace::new(),
            stop: Some(stop),
        }
    }
}

/// The next step of the game when it belongs to the non-players. The
/// players' answer on whether the current Event is effective for a
/// non-player (8.8.3) comes from `effective`, when they have given one;
/// what they answered for the turn under way (the cards their own Arjuna
/// deck turned up, a player's decision) from `answers`.
pub fn next_step(
    data: &GameData,
    state: &GameState,
    progress: &Progress,
    physical_deck: bool,
    effective: &dyn Fn(u8, Faction) -> Option<bool>,
    answers: &Answers,
) -> Step {
    let np = |faction: Faction| state.seats[faction] == Seat::NonPlayer;
    match stage(data, state, progress) {
        Stage::Turn(turn) if np(turn.faction) => {
            let answer = match state.deck.current {
                Some(Card::Event(card)) => effective(card, turn.faction),
                _ => None,
            };
            let (choice, mut trace) =
                match decide_eligible(data, state, &progress.play, turn, answer) {
                    Ok(decided) => decided,
                    Err(question) => return Step::stop(Stop::Asked(question)),
                };
            if choice == NpChoice::Pass {
                return Step {
                    edits: pass_turn(state, turn.faction),
                    plan: None,
                    trace,
                    stop: None,
                };
            }
            match plan_turn_with(data, state, turn.faction, choice, answers.clone()) {
                Ok(plan) => {
                    trace.extend(plan.trace.iter().cloned());
                    Step {
                        edits: plan.edits.clone(),
                        stop: plan.manual.is_some().then_some(Stop::LeftToPlayers),
                        plan: Some(plan),
                        trace,
                    }
                }
                Err(question) => Step::stop(Stop::Asked(question)),
            }
        }
        Stage::Turn(turn) => Step::stop(Stop::Player(turn.faction)),
        Stage::CardOver | Stage::RoundOver if physical_deck => Step::stop(Stop::Reveal),
        Stage::CardOver | Stage::RoundOver => Step {
            edits: end_of_card(state, progress),
            plan: None,
            trace: Trace::new(),
            stop: None,
        },
        Stage::Campaign(phase) => campaign_step(data, state, phase, &np),
        Stage::CrisisCubes if np(Faction::Raj) => {
            campaign_step(data, state, Phase::CrisisCubes, &np)
        }
        // The Raj player may bring the cubes or go on with the card.
        Stage::CrisisCubes => Step::stop(Stop::Player(Faction::Raj)),
        Stage::OrderUnknown(card) => Step::stop(Stop::CardOrder(card)),
        Stage::Setup | Stage::Acting(_) => Step::stop(Stop::UnderWay),
        // The players' own deck: the first cards are still to turn up.
        Stage::NoCard if physical_deck && state.deck.played.is_empty() => Step::stop(Stop::Reveal),
        Stage::NoCard | Stage::Ended(_) => Step::stop(Stop::Over),
    }
}

/// A Campaign Round step: planned when its choices are nobody's or the
/// non-players'; for a player's step, carried out only when the rules
/// leave no choice in it (6.2.1 with markers enough), else a stop.
fn campaign_step(
    data: &GameData,
    state: &GameState,
    phase: Phase,
    np: &dyn Fn(Faction) -> bool,
) -> Step {
    if let Some(faction) = phase.faction()
        && !np(faction)
    {
        let Some(changes) = automatic_edits(data, state, phase) else {
            return Step::stop(Stop::Player(faction));
        };
        let mut edits = vec![Edit::Phase(phase)];
        edits.extend(changes);
        edits.push(Edit::Done { note: None });
        return Step {
            edits,
            plan: None,
            trace: Trace::new(),
            stop: None,
        };
    }
    match plan_phase(data, state, phase) {
        Ok(plan) => Step {
            stop: (!plan.complete()).then_some(Stop::LeftToPlayers),
            edits: plan.edits,
            plan: None,
            trace: plan.trace,
        },
        Err(question) => Step::stop(Stop::Asked(question)),
    }
}
