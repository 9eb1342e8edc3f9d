//! A non-player's turn on an Arjuna card (8.3, 8.6, 8.7): the card face is
//! read box by box, its checks answered on the table, its Operation and
//! Special Activity carried out space by space with the Faction's priority
//! columns, and everything traced. The result is a plan: the edits to log
//! (the Arjuna draw, the declaration, each die, each move, the end of the
//! action) and the checklist the players follow on their physical table.
//!
//! A space is eligible when the Operation's edits there keep the action
//! within the rules: the same checks that judge the players' actions
//! (`check_action`) decide it, so a plan never proposes what the checks
//! would flag. Every Special Activity of the four Factions is carried out
//! (`special.rs`, 8.7.1–8.7.4). What the program does not carry out (a card
//! side not in the data, the movement Operations, a player Raj moving its
//! Troops out of a new Muslim State) ends the plan with what the players
//! must do by hand; a decision that belongs to a player (a player Raj asked
//! to release Gandhi) comes back as a question, answered with [`Answers`].

mod moves;
mod special;

use std::cell::OnceCell;
use std::collections::HashSet;

use super::Planning;
use super::activation::{Activation, Next as Roll};
use super::adversary::choose_removals_exposing;
use super::plan::{Manual, Plan};
use super::select::{break_tie, holds};
use super::trace::NpChoice;
use super::trace::{Dice, Question, Trace, TraceLine};
use crate::action::{Execution, check_action, helpers};
use crate::control::{activists_active, raj_control};
use crate::data::GameData;
use crate::data::arjuna::{ArjunaId, Face};
use crate::data::np_aid::{CardNode, Column, Next};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind};
use crate::np::trace::Note;
use crate::np::trace::NoteCode;
use crate::np::trace::Purpose;
use crate::state::GameState;
use crate::vocab::action::{Choice, Declared, Die, Operation, Special};
use crate::vocab::finding::Finding;
use crate::vocab::issue::Arg;
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};
use coin_table::RuleRef;

/// The error findings of an action so far, against which a trial is
/// judged: a trial fits when each of its errors is one of these, the same
/// code line (section, issue and arguments). The code lines are compared
/// as data first; only a finding not found so is compared by its words.
#[derive(Debug)]
struct Errors {
    findings: Vec<Finding>,
    /// The code lines of `findings`, written when first needed.
    lines: OnceCell<HashSet<String>>,
}

impl Errors {
    fn new(findings: Vec<Finding>) -> Errors {
        Errors {
            findings,
            lines: OnceCell::new(),
        }
    }

    /// Whether `finding`'s code line is among these errors'. The line is
    /// written from the section, the issue and the arguments alone, so the
    /// same three give the same line.
    fn holds(&self, finding: &Finding) -> bool {
        self.findings
            .iter()
            .any(|f| f.rule == finding.rule && f.issue == finding.issue && f.args == finding.args)
            || self
                .lines
                .get_or_init(|| self.findings.iter().map(ToString::to_string).collect())
                .contains(&finding.to_string())
    }
}

/// Why the walk stopped early.
enum Halt {
    Ask(Question),
    Manual(Manual),
}

impl From<Question> for Halt {
    fn from(q: Question) -> Halt {
        Halt::Ask(q)
    }
}

/// What the players have answered for the turn being planned, for the
/// decisions that belong to a player and not to the non-player's aid, and
/// what their own Arjuna deck turned up.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Answers {
    /// Whether the Raj, a player, releases Gandhi from Jail when a
    /// non-player Congress's Satyagraha asks (4.3.2, 8.7.2); `None` until
    /// asked ([`Question::RajReleasesGandhi`]).
    pub raj_releases_gandhi: Option<bool>,
    /// With the table's own Arjuna deck: the cards it turned up for this
    /// turn, in the order drawn, each with the side that showed (8.3);
    /// one more is asked for ([`Question::ArjunaCard`]) when the card
    /// sends the Faction to draw again.
    pub arjuna: Vec<(ArjunaId, Face)>,
}

impl Answers {
    /// These answers with `more` added: a decision given replaces the one
    /// before, cards turned up follow those before.
    pub fn and(mut self, more: Answers) -> Answers {
        if more.raj_releases_gandhi.is_some() {
            self.raj_releases_gandhi = more.raj_releases_gandhi;
        }
        self.arjuna.extend(more.arjuna);
        self
    }
}

/// Plans a non-player's turn on the current card: the Event (8.8) or an
/// Operation on its Arjuna card (8.3), as the eligibility table decided.
/// A Pass gives an empty plan.
pub fn plan_turn(
    data: &GameData,
    state: &GameState,
    faction: Faction,
    choice: NpChoice,
) -> Result<Plan, Question> {
    plan_turn_with(data, state, faction, choice, Answers::default())
}

/// [`plan_turn`] with what the players have answered so far. An Event is
/// planned from its card; an Operation turn draws its Arjuna card and
/// follows it, and a Pass gives an empty plan. Questions come back when the
/// data lacks a column the selection needs, or when a player must decide.
pub fn plan_turn_with(
    data: &GameData,
    state: &GameState,
    faction: Faction,
    choice: NpChoice,
    answers: Answers,
) -> Result<Plan, Question> {
    let (limited, specials) = match choice {
        NpChoice::OperationWithSpecial => (false, true),
        NpChoice::OperationOnly => (false, false),
        NpChoice::LimitedOperation => (true, false),
        NpChoice::Event { shaded } => {
            return super::event::plan_event(data, state, faction, shaded);
        }
        NpChoice::Pass => {
            return Ok(Plan {
                faction,
                declared: None,
                edits: Vec::new(),
                trace: Vec::new(),
                selected: Vec::new(),
                considered: Vec::new(),
                manual: None,
            });
        }
    };
    let mut engine = Engine {
        data,
        faction,
        limited,
        specials_allowed: specials,
        answers,
        start: state.clone(),
        state: state.clone(),
        arjuna: Vec::new(),
        shown: 0,
        body: Vec::new(),
        special_span: None,
        op: None,
        special: None,
        trace: Vec::new(),
        selected: Vec::new(),
        considered: Vec::new(),
        dice: Vec::new(),
    };
    let manual = match engine.walk() {
        Ok(()) => None,
        Err(Halt::Ask(q)) => return Err(q),
        Err(Halt::Manual(m)) => Some(m),
    };
    Ok(engine.finish(manual))
}

/// The state of a turn being planned.
struct Engine<'a> {
    data: &'a GameData,
    faction: Faction,
    limited: bool,
    specials_allowed: bool,
    answers: Answers,
    /// The state before the action.
    start: GameState,
    /// The state as the plan goes.
    state: GameState,
    arjuna: Vec<Edit>,
    /// How many of the cards the table turned up have been read.
    shown: usize,
    body: Vec<Edit>,
    /// The states around the Special Activity, once it has begun.
    special_span: Option<(GameState, Option<GameState>)>,
    op: Option<Operation>,
    special: Option<Special>,
    trace: Trace,
    selected: Vec<SpaceId>,
    considered: Vec<SpaceId>,
    dice: Vec<Die>,
}

/// Where a plan stands, to come back to when a try comes to nothing: the
/// table (and with it the dice's stream), and how far each record went.
struct Mark {
    state: GameState,
    body: usize,
    trace: usize,
    selected: usize,
    considered: usize,
    dice: usize,
}

/// An Operation as the engine carries it out: what was declared, the
/// column that picks its spaces and how many it may select.
#[derive(Clone, Copy)]
struct Order {
    /// The Operation and the Special Activity declared with it.
    declared: (Operation, Option<Special>),
    /// The column that picks each space (8.4.1).
    column: Column,
    /// How many spaces at the most.
    most: usize,
}

/// How [`Engine::each_space`] picks its spaces.
#[derive(Clone, Copy)]
struct Pick {
    /// The column that picks each space (8.4.1); `None`: in map order.
    column: Option<Column>,
    /// How many spaces at the most.
    most: usize,
    /// Whether the candidate's edits only show a space eligible, the step
    /// after it doing the real ones with its dice logged.
    probe: bool,
}

impl Pick {
    /// Up to `most` spaces picked with `column`, the candidate's edits
    /// applied.
    fn with(column: Column, most: usize) -> Pick {
        Pick {
            column: Some(column),
            most,
            probe: false,
        }
    }

    /// Up to `most` spaces picked with `column`, the candidate's edits a
    /// probe.
    fn probing(column: Column, most: usize) -> Pick {
        Pick {
            probe: true,
            ..Pick::with(column, most)
        }
    }

    /// Up to `most` spaces in map order.
    fn in_map_order(most: usize, probe: bool) -> Pick {
        Pick {
            column: None,
            most,
            probe,
        }
    }
}

/// How many boxes a walk may read before it is taken to loop.
const MOST_BOXES: usize = 64;

impl Planning for Engine<'_> {
    fn parts(&mut self) -> (&GameData, &GameState, &mut Trace) {
        (self.data, &self.state, &mut self.trace)
    }

    fn log_rolled(&mut self, die: Die) {
        self.dice.push(die);
        self.push(Edit::Die(die));
    }
}

impl Engine<'_> {
    fn finish(self, manual: Option<Manual>) -> Plan {
        let declared = self.op.map(|op| Declared {
            faction: self.faction,
            choice: Choice::Operation {
                op,
                limited: self.limited,
                special: self.special,
            },
            dice: self.dice.clone(),
        });
        let mut edits = self.arjuna;
        if manual.is_none()
            && let Some(declared) = &declared
        {
            edits.push(Edit::Declare(Declared {
                dice: Vec::new(),
                ..declared.clone()
            }));
            edits.extend(self.body);
            edits.push(Edit::Done { note: None });
        }
        Plan {
            faction: self.faction,
            declared: if manual.is_none() { declared } else { None },
            edits,
            trace: self.trace,
            selected: self.selected,
            considered: self.considered,
            manual,
        }
    }

    /// Where the plan stands now, to come back to.
    fn mark(&self) -> Mark {
        Mark {
            state: self.state.clone(),
            body: self.body.len(),
            trace: self.trace.len(),
            selected: self.selected.len(),
            considered: self.considered.len(),
            dice: self.dice.len(),
        }
    }

    /// Undoes everything planned since `mark`, dice included.
    fn back_to(&mut self, mark: Mark) {
        self.state = mark.state;
        self.body.truncate(mark.body);
        self.trace.truncate(mark.trace);
        self.selected.truncate(mark.selected);
        self.considered.truncate(mark.considered);
        self.dice.truncate(mark.dice);
    }

    /// Applies an edit to the plan's state ([`crate::np::push_planned`]).
    fn push(&mut self, edit: Edit) {
        crate::np::push_planned(self.data, &mut self.state, &mut self.body, edit);
    }

    fn push_arjuna(&mut self, edit: Edit) -> Result<(), Halt> {
        apply(self.data, &mut self.state, &edit).map_err(|_| Halt::Manual(Manual::ArjunaDeck))?;
        if let Some((card, face)) = self.state.arjuna.drawn() {
            self.trace.push(TraceLine::Arjuna { card, face });
        }
        self.arjuna.push(edit);
        Ok(())
    }

    /// Notes spaces that were eligible at a selection, for the board.
    fn consider(&mut self, ids: &[SpaceId]) {
        for id in ids {
            if !self.considered.contains(id) {
                self.considered.push(*id);
            }
        }
    }

    /// One space among `eligible` with the Faction's column (8.4.1), its
    /// dice logged; the eligible spaces are noted.
    fn pick(&mut self, column: Column, eligible: &[SpaceId]) -> Result<Option<SpaceId>, Halt> {
        self.consider(eligible);
        Ok(self.select_logged((self.faction, column), eligible)?)
    }

    fn log_die(&mut self, space: Option<SpaceId>, value: u8) {
        self.log_rolled(Die::program(space, value));
    }

    /// One die for the action, rolled from the game's generator.
    fn roll(&mut self, space: Option<SpaceId>, rule: RuleRef, purpose: Purpose) -> u8 {
        let mut rng = self.state.rng;
        let value = rng.roll_die();
        self.trace.push(TraceLine::Die {
            rule,
            purpose,
            value,
        });
        self.log_die(space, value);
        value
    }

    // ----- The card -----

    /// The Arjuna draw (8.3): from the program's deck, or the next card the
    /// table turned up from its own, asked for when not given yet.
    fn draw(&mut self) -> Result<(), Halt> {
        if !self.state.arjuna.own {
            return self.push_arjuna(Edit::ArjunaDraw {
                faction: self.faction,
            });
        }
        let Some(&(card, face)) = self.answers.arjuna.get(self.shown) else {
            return Err(Halt::Ask(Question::ArjunaCard {
                faction: self.faction,
                draw: u8::try_from(self.shown + 1).unwrap_or(u8::MAX),
            }));
        };
        if self.data.arjuna.card(card).map(|c| c.faction) != Some(self.faction) {
            return Err(Halt::Manual(Manual::ArjunaDeck));
        }
        self.shown += 1;
        self.push_arjuna(Edit::ArjunaShown { card, face })
    }

    fn walk(&mut self) -> Result<(), Halt> {
        self.draw()?;
        let mut at: Option<String> = None;
        for _ in 0..MOST_BOXES {
            let Some((card, face)) = self.state.arjuna.drawn() else {
                return Err(Halt::Manual(Manual::Loop));
            };
            let Some(fact) = self.data.np_aid.face(card, face) else {
                return Err(Halt::Manual(Manual::Card { card, face }));
            };
            let nodes = &fact.value.nodes;
            let node = match &at {
                None => nodes.first(),
                Some(id) => nodes.iter().find(|n| &n.id == id),
            };
            let Some(node) = node.cloned() else {
                return Err(Halt::Manual(Manual::Card { card, face }));
            };
            self.trace.push(TraceLine::CardBox {
                node: node.id.clone(),
            });
            let next = self.read(&node, (card, face))?;
            match next {
                Next::Node(id) => at = Some(id),
                Next::Stop => return Ok(()),
                Next::Flip => {
                    self.push_arjuna(Edit::ArjunaFlip)?;
                    at = None;
                }
                Next::Draw => {
                    self.draw()?;
                    at = None;
                }
            }
        }
        Err(Halt::Manual(Manual::Loop))
    }

    /// Reads one box and says where to go next.
    fn read(&mut self, node: &CardNode, (card, face): (ArjunaId, Face)) -> Result<Next, Halt> {
        if let Some(condition) = &node.check {
            let answer = holds(self.data, &self.state, condition);
            self.trace.push(TraceLine::CardCheck {
                node: node.id.clone(),
                condition: condition.clone(),
                holds: answer,
            });
            let next = if answer { &node.yes } else { &node.no };
            return Ok(next.clone().unwrap_or(Next::Stop));
        }
        let then = node.then.clone().unwrap_or(Next::Stop);
        if let Some(op) = node.operation {
            if self.op.is_some() {
                self.skip(
                    "8.3",
                    Note::of(NoteCode::SecondOperation, [Arg::Operation(op)]),
                );
                return Ok(then);
            }
            if !self.supported(op) {
                return Err(Halt::Manual(Manual::Operation { card, face, op }));
            }
            let column = node.column.unwrap_or(Column::RemoveOrReplace);
            let done = self.operation(op, column, node.activation)?;
            if !done {
                // 8.6: no eligible space; a new card, whose Special
                // Activity is ignored if one was done.
                self.skip(
                    "8.6",
                    Note::of(NoteCode::OperationNoSpace, [Arg::Operation(op)]),
                );
                return Ok(Next::Draw);
            }
            return Ok(then);
        }
        if !node.specials.is_empty() {
            if !self.specials_allowed {
                self.skip("8.3", Note::of(NoteCode::NoSpecialWhenLimited, []));
                return Ok(then);
            }
            if self.special.is_some() {
                self.skip("8.6", Note::of(NoteCode::SecondSpecial, []));
                return Ok(then);
            }
            for attempt in &node.specials {
                if self.try_special(attempt, (card, face))? {
                    break;
                }
            }
        }
        Ok(then)
    }

    fn supported(&self, op: Operation) -> bool {
        matches!(
            (self.faction, op),
            (Faction::Raj, Operation::Deploy | Operation::Sweep)
                | (
                    Faction::Congress | Faction::MuslimLeague,
                    Operation::Rally | Operation::Demonstrate
                )
                | (Faction::Revolutionaries, Operation::March)
                | (
                    Faction::Congress | Faction::MuslimLeague,
                    Operation::CivilDisobedience
                )
                | (
                    Faction::Congress | Faction::MuslimLeague,
                    Operation::NonCooperation
                )
                | (Faction::Revolutionaries, Operation::Rally)
                | (Faction::Revolutionaries, Operation::Unrest)
                | (Faction::Revolutionaries, Operation::Attack)
        ) || (self.faction == Faction::Raj && op == Operation::Assault)
    }

    fn viceroy(&self) -> Option<&str> {
        self.state
            .viceroy
            .and_then(|id| self.data.viceroys.get(id))
            .map(|v| v.key.as_str())
    }

    // ----- Checking what the plan does -----

    /// The error findings of the action so far, as if `op` and `special`
    /// were declared.
    fn errors(&self, state: &GameState, op: Operation, special: Option<Special>) -> Errors {
        Errors::new(self.error_findings(state, op, special))
    }

    /// The error findings themselves, in the checks' order.
    fn error_findings(
        &self,
        state: &GameState,
        op: Operation,
        special: Option<Special>,
    ) -> Vec<Finding> {
        let declared = Declared {
            faction: self.faction,
            choice: Choice::Operation {
                op,
                limited: self.limited,
                special,
            },
            dice: self.dice.clone(),
        };
        let span = self
            .special_span
            .as_ref()
            .map(|(start, end)| (start, end.as_ref().unwrap_or(state)));
        let execution = Execution {
            special: span,
            ..Execution::whole(&self.start, state)
        };
        let mut findings = check_action(self.data, &declared, &execution).findings;
        findings.retain(|f| f.severity == Severity::Error);
        findings
    }

    /// Whether `edits` keep the action within the rules: they raise no
    /// error the action did not already have.
    fn fits(
        &self,
        edits: &[Edit],
        (op, special): (Operation, Option<Special>),
        baseline: &Errors,
    ) -> bool {
        let mut trial = self.state.clone();
        for edit in edits {
            if apply(self.data, &mut trial, edit).is_err() {
                return false;
            }
        }
        self.error_findings(&trial, op, special)
            .iter()
            .all(|e| baseline.holds(e))
    }

    /// Selects spaces one at a time as `pick` says, each time among the
    /// spaces where `candidate` gives edits that fit; applies them (unless
    /// they are a probe); `after` says whether to go on. The one loop of
    /// every non-player Operation and Special Activity.
    fn each_space(
        &mut self,
        declared: (Operation, Option<Special>),
        pick: Pick,
        candidate: &mut dyn FnMut(&Engine<'_>, SpaceId) -> Option<Vec<Edit>>,
        after: &mut dyn FnMut(&mut Engine<'_>, SpaceId, &[Edit]) -> bool,
    ) -> Result<Vec<SpaceId>, Halt> {
        let Pick {
            column,
            most,
            probe,
        } = pick;
        let mut chosen: Vec<SpaceId> = Vec::new();
        while chosen.len() < most {
            let baseline = self.errors(&self.state, declared.0, declared.1);
            let eligible: Vec<(SpaceId, Vec<Edit>)> = self
                .data
                .map
                .ids()
                .filter(|s| !chosen.contains(s))
                .filter_map(|s| {
                    candidate(self, s)
                        .filter(|e| self.fits(e, declared, &baseline))
                        .map(|e| (s, e))
                })
                .collect();
            if eligible.is_empty() {
                break;
            }
            let ids: Vec<SpaceId> = eligible.iter().map(|(s, _)| *s).collect();
            let picked = match column {
                Some(column) => self.pick(column, &ids)?,
                None => {
                    self.consider(&ids);
                    ids.first().copied()
                }
            };
            let Some(space) = picked else {
                break;
            };
            let edits = eligible
                .into_iter()
                .find(|(s, _)| *s == space)
                .map(|(_, e)| e)
                .unwrap_or_default();
            // Probe edits only showed the space eligible; `after` does the
            // real ones, with its dice logged.
            if !probe {
                for edit in &edits {
                    self.push(edit.clone());
                }
            }
            chosen.push(space);
            self.selected.push(space);
            if !after(self, space, &edits) {
                break;
            }
        }
        Ok(chosen)
    }

    /// [`Engine::each_space`] taking every space it can, with nothing to do
    /// after each.
    fn spaces(
        &mut self,
        declared: (Operation, Option<Special>),
        pick: Pick,
        candidate: &mut dyn FnMut(&Engine<'_>, SpaceId) -> Option<Vec<Edit>>,
    ) -> Result<Vec<SpaceId>, Halt> {
        self.each_space(declared, pick, candidate, &mut |_, _, _| true)
    }

    /// Runs something that rolls dice on a copy of the game's generator
    /// and a trace of its own, to see what it would do: nothing is logged.
    fn scratch<T>(&self, f: impl FnOnce(&GameState, &mut Dice, &mut Trace) -> T) -> T {
        let mut dice = Dice::new(self.state.rng);
        f(&self.state, &mut dice, &mut Vec::new())
    }

    // ----- Operations (8.6) -----

    /// Carries out an Operation; false when no space was eligible.
    fn operation(
        &mut self,
        op: Operation,
        column: Column,
        activation: Option<u8>,
    ) -> Result<bool, Halt> {
        // The Revolutionaries' number is on the card: 2, 3, or Restraint
        // (written 0, and taken when the box leaves it out), 8.6.2.
        let restraint = u8::try_from(self.state.tracks.restraint.clamp(0, 6)).unwrap_or(0);
        let activation = match activation {
            Some(0) | None => restraint,
            Some(n) => n,
        };
        let most = if self.limited { 1 } else { usize::MAX };
        let declared = (op, self.special);
        let order = Order {
            declared,
            column,
            most,
        };
        let chosen = match (self.faction, op) {
            (Faction::Raj, Operation::Deploy) => self.deploy(order)?,
            (Faction::Raj, Operation::Sweep) => self.sweep(order)?,
            (_, Operation::Demonstrate) => self.demonstrate(order)?,
            (_, Operation::March) => self.march(order, activation)?,
            (Faction::Raj, _) => self.assault(order)?,
            (_, Operation::Rally) if self.faction == Faction::Revolutionaries => {
                self.revs_rally(order, activation)?
            }
            (_, Operation::Rally) => self.nv_rally(order)?,
            (_, Operation::CivilDisobedience) => {
                let faction = self.faction;
                let chosen = self.spaces(declared, Pick::with(column, most), &mut |e, s| {
                    e.civil_disobedience(faction, s)
                })?;
                self.onto_a_railway(declared, &chosen)?;
                chosen
            }
            (_, Operation::NonCooperation) => {
                let league = self.faction == Faction::MuslimLeague;
                self.spaces(declared, Pick::in_map_order(most, false), &mut |e, s| {
                    if league && !e.data.map.space(s).is_muslim() {
                        return None;
                    }
                    e.helper(op, s)
                })?
            }
            (_, Operation::Unrest | Operation::Attack) => {
                let mut roll = Activation::revolutionaries(activation);
                self.each_space(
                    declared,
                    Pick::with(column, most),
                    &mut |e, s| match op {
                        Operation::Unrest => e.helper(op, s),
                        _ => e.attack_flip(s),
                    },
                    &mut |e, s, _| {
                        if op == Operation::Attack {
                            e.attack_resolve(s);
                        }
                        e.activation_roll(&mut roll, false) == Roll::GoOn
                    },
                )?
            }
            _ => Vec::new(),
        };
        if chosen.is_empty() {
            return Ok(false);
        }
        self.op = Some(op);
        self.stars(op);
        Ok(true)
    }

    fn activation_roll(&mut self, activation: &mut Activation, used_sepoys: bool) -> Roll {
        self.with_dice(|_, _, dice, trace| activation.after_space(used_sepoys, dice, trace))
    }

    /// The one-space helper the players use, for a non-player.
    fn helper(&self, op: Operation, space: SpaceId) -> Option<Vec<Edit>> {
        let declared = Declared::operation(self.faction, op, None);
        helpers::one_space(self.data, &self.start, &self.state, &declared, space).map(|(_, e)| e)
    }

    fn place(space: SpaceId, piece: Piece, count: u8) -> Edit {
        Edit::placed(piece, count, space)
    }

    /// NP Raj Deploy (8.6.3, 8.1.5): get three Troops to each City, then
    /// Sepoys up to six cubes placed, while the Activation roll holds.
    fn deploy(&mut self, order: Order) -> Result<Vec<SpaceId>, Halt> {
        let mut activation = Activation::raj(self.data, &self.state, Operation::Deploy);
        let troops_only = std::cell::Cell::new(false);
        let chosen = self.each_space(
            order.declared,
            Pick::with(order.column, order.most),
            &mut |e, s| {
                if e.data.map.space(s).kind() != SpaceKind::City {
                    return None;
                }
                let there = e.state.space(s).pieces.get(Piece::Troop);
                let troops = 3u8
                    .saturating_sub(there)
                    .min(e.state.available.get(Piece::Troop));
                let sepoys = if troops_only.get() {
                    0
                } else {
                    (6 - troops).min(e.state.available.get(Piece::Sepoy))
                };
                let mut edits = Vec::new();
                if troops > 0 {
                    edits.push(Engine::place(s, Piece::Troop, troops));
                }
                if sepoys > 0 {
                    edits.push(Engine::place(s, Piece::Sepoy, sepoys));
                }
                (!edits.is_empty()).then_some(edits)
            },
            &mut |e, _, edits| {
                let sepoys = edits.iter().any(|x| {
                    matches!(
                        x,
                        Edit::MovePieces {
                            piece: Piece::Sepoy,
                            ..
                        }
                    )
                });
                if e.activation_roll(&mut activation, sepoys) == Roll::TroopsOnly {
                    troops_only.set(true);
                }
                true
            },
        )?;
        Ok(chosen)
    }

    /// NP Raj Assault (8.6.3): spaces with cubes and Active adversaries,
    /// pieces by the Adversary Priorities (8.5). Under Lord Wavell, a
    /// Sweep into one space comes first and that space is Assaulted first
    /// (8.1.6).
    fn assault(&mut self, order: Order) -> Result<Vec<SpaceId>, Halt> {
        let mut activation = Activation::raj(self.data, &self.state, Operation::Assault);
        let troops_only = std::cell::Cell::new(false);
        let mut first = None;
        if self.viceroy() == Some("wavell")
            && let Some(dest) = self.wavell_sweep(order.declared)?
        {
            // The Sweep fed only a space with something to Assault.
            let (capacity, sepoys) = self.assault_capacity(dest, false);
            self.remove_in(dest, capacity);
            if self.activation_roll(&mut activation, sepoys) == Roll::TroopsOnly {
                troops_only.set(true);
            }
            first = Some(dest);
        }
        let mut chosen: Vec<SpaceId> = first.into_iter().collect();
        let rest = self.each_space(
            order.declared,
            Pick::probing(order.column, order.most.saturating_sub(chosen.len())),
            &mut |e, s| {
                if first == Some(s) {
                    return None;
                }
                let (capacity, _) = e.assault_capacity(s, troops_only.get());
                e.removals_probe(s, capacity)
            },
            &mut |e, s, _| {
                let (capacity, sepoys) = e.assault_capacity(s, troops_only.get());
                e.remove_in(s, capacity);
                if e.activation_roll(&mut activation, sepoys) == Roll::TroopsOnly {
                    troops_only.set(true);
                }
                true
            },
        )?;
        chosen.extend(rest);
        Ok(chosen)
    }

    /// How many pieces an Assault removes in a space (3.2.4), and whether
    /// Sepoys take part.
    fn assault_capacity(&self, space: SpaceId, troops_only: bool) -> (u32, bool) {
        let here = &self.state.space(space).pieces;
        let troops = u32::from(here.get(Piece::Troop));
        let sepoys = if troops_only {
            0
        } else {
            u32::from(here.get(Piece::Sepoy))
        };
        let capacity = if troops > 0 {
            troops + sepoys
        } else {
            sepoys / 2
        };
        (capacity, sepoys > 0)
    }

    /// The removals a space would see, to show it eligible (no dice logged).
    fn removals_probe(&self, space: SpaceId, capacity: u32) -> Option<Vec<Edit>> {
        if capacity == 0 {
            return None;
        }
        let removable = |state: &GameState| self.adversaries_in(state, space);
        let mut dice = Dice::new(self.state.rng);
        let mut scratch = Vec::new();
        let taken = choose_removals_exposing(
            &self.state,
            self.faction,
            space,
            capacity,
            &removable,
            &mut dice,
            &mut scratch,
        );
        (!taken.is_empty()).then(|| self.removal_edits(space, &taken))
    }

    /// Removes up to `capacity` adversaries in a space by the Adversary
    /// Priorities (8.5), its dice logged.
    fn remove_in(&mut self, space: SpaceId, capacity: u32) {
        let faction = self.faction;
        let taken = self.with_dice(|data, state, dice, trace| {
            let removable = |st: &GameState| adversaries_in(data, faction, st, space);
            choose_removals_exposing(state, faction, space, capacity, &removable, dice, trace)
        });
        for edit in self.removal_edits(space, &taken) {
            self.push(edit);
        }
    }

    /// Active pieces of other Factions in a space that an Assault or a
    /// removal may take, Bases only once nothing shields them (3.2.4).
    fn active_adversaries(&self, space: SpaceId) -> Vec<(Piece, u32)> {
        adversaries_in(self.data, self.faction, &self.state, space)
    }

    /// [`Engine::active_adversaries`] on another table.
    fn adversaries_in(&self, state: &GameState, space: SpaceId) -> Vec<(Piece, u32)> {
        adversaries_in(self.data, self.faction, state, space)
    }

    /// Removals: Guerrillas and Bases to Available, Gandhi and Activists to
    /// Jail, and Restraint −1 when Gandhi is arrested (3.2.4).
    fn removal_edits(&self, space: SpaceId, taken: &[(Piece, u32)]) -> Vec<Edit> {
        let mut edits = Engine::taken_to(space, taken, Place::removed);
        let gandhi = taken.iter().any(|(p, n)| *p == Piece::Gandhi && *n > 0);
        if gandhi && self.faction == Faction::Raj {
            edits.extend(self.track_down(Track::Restraint));
        }
        edits
    }

    /// The pieces taken from a space, each kind to where `to` sends it.
    fn taken_to(space: SpaceId, taken: &[(Piece, u32)], to: fn(Piece) -> Place) -> Vec<Edit> {
        taken
            .iter()
            .map(|(piece, count)| Edit::MovePieces {
                piece: *piece,
                count: u8::try_from(*count).unwrap_or(u8::MAX),
                from: Place::Space(space),
                to: to(*piece),
            })
            .collect()
    }

    /// A track one step down, unless it is at its lowest (3.2.4 for
    /// Restraint; 4.3.3, 4.4.3, 4.5.3 for Unity).
    fn track_down(&self, track: Track) -> Option<Edit> {
        let (now, bounds) = match track {
            Track::Unity => (self.state.tracks.unity, self.data.pieces.unity.value),
            _ => (
                self.state.tracks.restraint,
                self.data.pieces.restraint.value,
            ),
        };
        (now > bounds.min).then_some(Edit::SetTrack {
            track,
            value: now - 1,
        })
    }

    /// NV Rally (8.6.4, 8.6.5): the League first turns Activists into Bases
    /// where they exceed Unity; then Activists with the Place Activists column.
    fn nv_rally(&mut self, order: Order) -> Result<Vec<SpaceId>, Halt> {
        let faction = self.faction;
        let (piece, base) = match faction {
            Faction::Congress => (Piece::CongressActivist, None),
            _ => (Piece::LeagueActivist, Some(Piece::LeagueBase)),
        };
        let mut chosen = Vec::new();
        if let Some(base) = base {
            let bases = self.spaces(
                order.declared,
                Pick::with(Column::PlaceBases, order.most),
                &mut |e, s| e.base_swap(s, piece, base),
            )?;
            chosen.extend(bases);
        }
        let left = order.most.saturating_sub(chosen.len());
        let placed = self.spaces(
            order.declared,
            Pick::with(order.column, left),
            &mut |e, s| {
                if chosen.contains(&s) {
                    return None;
                }
                e.helper(Operation::Rally, s)
            },
        )?;
        chosen.extend(placed);
        Ok(chosen)
    }

    /// Replaces Unity's worth of pieces with a Base, where there are more
    /// than Unity of them and a Base is Available (3.3.1, 3.4.1).
    fn base_swap(&self, space: SpaceId, piece: Piece, base: Piece) -> Option<Vec<Edit>> {
        let unity = u8::try_from(self.state.tracks.unity.max(0)).unwrap_or(0);
        let here = &self.state.space(space).pieces;
        let have = here.get(piece);
        if unity == 0 || have <= unity || self.state.available.get(base) == 0 {
            return None;
        }
        Some(vec![
            Edit::MovePieces {
                piece,
                count: unity,
                from: Place::Space(space),
                to: Place::Available,
            },
            Engine::place(space, base, 1),
        ])
    }

    /// NP Revolutionaries Rally (8.6.6): Bases where Guerrillas exceed
    /// Unity, then Guerrillas with the Place Guerrillas column, while the
    /// Activation roll allows.
    fn revs_rally(&mut self, order: Order, activation: u8) -> Result<Vec<SpaceId>, Halt> {
        let mut roll = Activation::revolutionaries(activation);
        let stopped = std::cell::Cell::new(false);
        let mut chosen = self.each_space(
            order.declared,
            Pick::with(Column::PlaceBases, order.most),
            &mut |e, s| e.base_swap(s, Piece::GuerrillaUnderground, Piece::RevolutionariesBase),
            &mut |e, _, _| {
                let go_on = e.activation_roll(&mut roll, false) == Roll::GoOn;
                stopped.set(!go_on);
                go_on
            },
        )?;
        if stopped.get() {
            return Ok(chosen);
        }
        let taken = chosen.clone();
        let placed = self.each_space(
            order.declared,
            Pick::with(order.column, order.most.saturating_sub(chosen.len())),
            &mut |e, s| {
                if taken.contains(&s) {
                    return None;
                }
                e.helper(Operation::Rally, s)
            },
            &mut |e, _, _| e.activation_roll(&mut roll, false) == Roll::GoOn,
        )?;
        chosen.extend(placed);
        Ok(chosen)
    }

    /// Civil Disobedience in a space (3.3.3): a Protest where none is, the
    /// Activists there become Active.
    fn civil_disobedience(&self, faction: Faction, space: SpaceId) -> Option<Vec<Edit>> {
        let piece = faction.nv_activist();
        let here = self.state.space(space);
        if here.pieces.get(piece) == 0
            || here.protests > 0
            || self.data.map.space(space).is_railway()
        {
            return None;
        }
        let on_map = self.state.protests_on_map();
        let available = self
            .data
            .pieces
            .available_protests_for_operations(self.start.tracks.restraint, on_map);
        (available > 0).then(|| {
            vec![Edit::AddMarker {
                marker: Marker::Protest,
                space,
            }]
        })
    }

    /// After a non-player's Civil Disobedience, when the Raj has a player:
    /// from a selected space holding three or more of the Faction's
    /// Activists (one at random if several), one Activist onto the adjacent
    /// Railway with the highest Econ and no Activist (8.6.4, 8.6.5, 3.3.3).
    fn onto_a_railway(
        &mut self,
        declared: (Operation, Option<Special>),
        chosen: &[SpaceId],
    ) -> Result<(), Halt> {
        if self.state.seats.raj == crate::state::Seat::NonPlayer {
            return Ok(());
        }
        let piece = self.faction.nv_activist();
        let map = &self.data.map;
        let baseline = self.errors(&self.state, declared.0, declared.1);
        // The best Railway each crowded space can reach with a legal move.
        let mut options: Vec<(SpaceId, Vec<SpaceId>)> = Vec::new();
        for space in chosen {
            if self.state.space(*space).pieces.get(piece) < 3 {
                continue;
            }
            let railways: Vec<SpaceId> = map
                .neighbours(*space)
                .iter()
                .copied()
                .filter(|r| map.space(*r).is_railway())
                .filter(|r| self.state.space(*r).pieces.activists() == 0)
                .filter(|r| {
                    let step = Edit::MovePieces {
                        piece,
                        count: 1,
                        from: Place::Space(*space),
                        to: Place::Space(*r),
                    };
                    self.fits(&[step], declared, &baseline)
                })
                .collect();
            let Some(top) = railways.iter().map(|r| map.space(*r).econ()).max() else {
                continue;
            };
            let best = railways
                .into_iter()
                .filter(|r| map.space(*r).econ() == top)
                .collect();
            options.push((*space, best));
        }
        let spaces: Vec<SpaceId> = options.iter().map(|(s, _)| *s).collect();
        let Some(from) =
            self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &spaces))?
        else {
            return Ok(());
        };
        let railways = options
            .into_iter()
            .find(|(s, _)| *s == from)
            .map(|(_, r)| r)
            .unwrap_or_default();
        let Some(to) =
            self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &railways))?
        else {
            return Ok(());
        };
        self.trace.push(TraceLine::Chose {
            rule: RuleRef::new("8.6.4"),
            note: Note::of(
                NoteCode::ActivistOntoRailway,
                [Arg::Space(from), Arg::Space(to)],
            ),
        });
        self.push(Edit::MovePieces {
            piece,
            count: 1,
            from: Place::Space(from),
            to: Place::Space(to),
        });
        Ok(())
    }

    /// Attack's first part in a space (3.4.3): every Guerrilla Activated
    /// (nothing to flip when all are Active already).
    fn attack_flip(&self, space: SpaceId) -> Option<Vec<Edit>> {
        let here = &self.state.space(space).pieces;
        if self.data.map.space(space).is_railway() || here.guerrillas() == 0 {
            return None;
        }
        let underground = here.get(Piece::GuerrillaUnderground);
        Some(if underground > 0 {
            vec![Edit::FlipGuerrillas {
                space,
                count: underground,
                to_active: true,
            }]
        } else {
            Vec::new()
        })
    }

    /// Attack's die and its results in a space (3.4.3): up to two Active
    /// pieces by the Adversary Priorities, never Gandhi, Sepoys before
    /// Troops; then Unrest if it succeeded and there is a Protest or no Raj
    /// Control.
    fn attack_resolve(&mut self, space: SpaceId) {
        let value = self.roll(Some(space), RuleRef::new("3.4.3"), Purpose::Attack);
        let here = &self.state.space(space).pieces;
        if u32::from(value) > here.guerrillas() {
            return;
        }
        let sepoys = u32::from(here.get(Piece::Sepoy));
        let faction = self.faction;
        let picked = self.with_dice(|data, state, dice, trace| {
            // Any Active piece but Gandhi, cubes included (3.4.3).
            let removable = |st: &GameState| {
                let mut out = adversaries_in(data, faction, st, space);
                out.retain(|(p, _)| *p != Piece::Gandhi);
                let here = &st.space(space).pieces;
                for cube in [Piece::Troop, Piece::Sepoy] {
                    out.push((cube, u32::from(here.get(cube))));
                }
                out
            };
            choose_removals_exposing(state, faction, space, 2, &removable, dice, trace)
        });
        // Cubes taken count as Sepoys first (3.4.3).
        let cubes: u32 = picked
            .iter()
            .filter(|(p, _)| matches!(p, Piece::Troop | Piece::Sepoy))
            .map(|(_, n)| n)
            .sum();
        let mut taken: Vec<(Piece, u32)> = picked
            .into_iter()
            .filter(|(p, _)| !matches!(p, Piece::Troop | Piece::Sepoy))
            .collect();
        let s = sepoys.min(cubes);
        for (piece, n) in [(Piece::Sepoy, s), (Piece::Troop, cubes - s)] {
            if n > 0 {
                taken.push((piece, n));
            }
        }
        // Attack removes; it arrests nobody (3.4.3, 1.3.9).
        for edit in Engine::taken_to(space, &taken, |_| Place::Available) {
            self.push(edit);
        }
        let protest = self.state.space(space).protests > 0;
        if protest || !raj_control(&self.data.map, &self.state, space) {
            self.push(Edit::AddMarker {
                marker: Marker::Unrest,
                space,
            });
        }
    }

    /// The ★ steps after every space (8.6.3–8.6.6).
    fn stars(&mut self, op: Operation) {
        match (self.faction, op) {
            (Faction::Raj, Operation::Deploy) => {
                let mut left = 2u8;
                for piece in [Piece::Troop, Piece::Sepoy] {
                    let n = self.state.out_of_play.get(piece).min(left);
                    if n > 0 {
                        left -= n;
                        self.push(Edit::MovePieces {
                            piece,
                            count: n,
                            from: Place::OutOfPlay,
                            to: Place::Available,
                        });
                    }
                }
            }
            (Faction::Congress | Faction::MuslimLeague, Operation::Rally) => self.nv_rally_star(),
            (Faction::Revolutionaries, Operation::Rally) => {
                let piece = Piece::GuerrillaUnderground;
                if self.state.out_of_play.get(piece) > 0 {
                    self.push(Edit::MovePieces {
                        piece,
                        count: 1,
                        from: Place::OutOfPlay,
                        to: Place::Available,
                    });
                }
            }
            _ => {}
        }
    }

    /// After an NV Rally: a die of prisoners released when three or more of
    /// the Faction's Activists are in Jail (its own first), else one of its
    /// Activists from Out of Play (8.6.4, 8.6.5).
    fn nv_rally_star(&mut self) {
        let (own, other) = match self.faction {
            Faction::Congress => (Piece::CongressActivist, Piece::LeagueActivist),
            _ => (Piece::LeagueActivist, Piece::CongressActivist),
        };
        if self.state.jail.get(own) >= 3 {
            let die = self.roll(None, RuleRef::new("3.3.1"), Purpose::Release);
            let mine = self.state.jail.get(own).min(die);
            let theirs = self.state.jail.get(other).min(die - mine);
            for (piece, count) in [(own, mine), (other, theirs)] {
                if count > 0 {
                    self.push(Edit::MovePieces {
                        piece,
                        count,
                        from: Place::Jail,
                        to: Place::Available,
                    });
                }
            }
        } else if self.state.out_of_play.get(own) > 0 {
            self.push(Edit::MovePieces {
                piece: own,
                count: 1,
                from: Place::OutOfPlay,
                to: Place::Available,
            });
        }
    }
}

/// Active pieces of other Factions in a space that an Assault or a
/// removal by `faction` may take, Bases only once nothing shields them
/// (3.2.4).
fn adversaries_in(
    data: &GameData,
    faction: Faction,
    state: &GameState,
    space: SpaceId,
) -> Vec<(Piece, u32)> {
    let here = &state.space(space).pieces;
    let mut out = Vec::new();
    let active = activists_active(&data.map, state, space);
    for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
        if active && piece.faction() != faction {
            out.push((piece, u32::from(here.get(piece))));
        }
    }
    if faction != Faction::Congress {
        out.push((Piece::Gandhi, u32::from(here.get(Piece::Gandhi))));
    }
    if faction != Faction::Revolutionaries {
        out.push((
            Piece::GuerrillaActive,
            u32::from(here.get(Piece::GuerrillaActive)),
        ));
        if here.guerrillas() == 0 {
            out.push((
                Piece::RevolutionariesBase,
                u32::from(here.get(Piece::RevolutionariesBase)),
            ));
        }
    }
    if faction != Faction::MuslimLeague && here.activists() == 0 {
        out.push((Piece::LeagueBase, u32::from(here.get(Piece::LeagueBase))));
    }
    out.retain(|(_, n)| *n > 0);
    out
}
