//! The sequence of play (2.0–2.5, 6.0): where the game stands, whose turn it
//! is on the current card and what that Faction may declare (2.3.2–2.3.5),
//! where the cylinders go after the card (2.3.6), and which step of a
//! Campaign Round comes next.
//!
//! Nothing here is stored in the game state. [`Progress`] is folded from the
//! log's marks (declarations, steps begun, `Done`, next card) together with
//! the states they led to; [`stage`] reads it with the current state.

use crate::action::cx::finding_in_spaces;
use crate::action::np_nonviolent::event_side;
use crate::data::GameData;
use crate::edit::Edit;
use crate::ids::Card;
use crate::ids::{Faction, PerFaction};
use crate::state::{Eligibility, GameState, Seat};
use crate::victory::{VictoryCheck, totals, victory_check};
use crate::vocab::action::{Choice, Declared, Die};
use crate::vocab::finding::Finding;
use crate::vocab::issue::Term;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::phase::Phase;

/// What a Faction executed on the current card (2.3.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Executed {
    /// An Operation without a Special Activity (a Limited Operation too).
    Operation,
    /// An Operation with a Special Activity.
    OperationWithSpecial,
    /// The Event.
    Event,
}

impl Executed {
    /// What a declaration executes, if anything (Pass executes nothing).
    pub fn of(choice: &Choice) -> Option<Executed> {
        match choice {
            Choice::Pass => None,
            Choice::Operation {
                special: Some(_), ..
            } => Some(Executed::OperationWithSpecial),
            Choice::Operation { .. } => Some(Executed::Operation),
            Choice::Event { .. } => Some(Executed::Event),
        }
    }
}

/// Play so far on the current card.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CardPlay {
    /// Factions that passed, in order.
    pub passed: Vec<Faction>,
    /// Factions that executed something, in order: at most two (2.3).
    pub executed: Vec<(Faction, Executed)>,
    /// Whether the card's play is over and its cylinders are being set for
    /// the next card (2.3.6): a Faction those moves make Eligible does not
    /// act on this card any more.
    pub closed: bool,
}

impl CardPlay {
    /// Whether a Faction has passed or executed on this card.
    pub fn has_acted(&self, faction: Faction) -> bool {
        self.passed.contains(&faction) || self.executed.iter().any(|(f, _)| *f == faction)
    }

    /// Whether a Faction executed an Operation or the Event on this card.
    pub fn executed_by(&self, faction: Faction) -> bool {
        self.executed.iter().any(|(f, _)| *f == faction)
    }
}

/// 1st or 2nd Eligible (2.3.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// The 1st Eligible Faction.
    First,
    /// The 2nd Eligible Faction.
    Second,
}

/// What the Faction whose turn it is may declare besides Pass (2.3.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// An Operation in any number of spaces.
    pub operation: bool,
    /// A Special Activity with it.
    pub special: bool,
    /// A Limited Operation (2.3.5).
    pub limited: bool,
    /// The Event.
    pub event: bool,
}

impl Options {
    /// Everything: the 1st Eligible's options.
    pub const ALL: Options = Options {
        operation: true,
        special: true,
        limited: true,
        event: true,
    };

    /// Whether a choice is among the options.
    pub fn allows(&self, choice: &Choice) -> bool {
        match choice {
            Choice::Pass => true,
            Choice::Event { .. } => self.event,
            Choice::Operation {
                limited: true,
                special: None,
                ..
            } => self.limited,
            Choice::Operation { special: None, .. } => self.operation,
            Choice::Operation { .. } => self.operation && self.special,
        }
    }
}

/// The Faction to act next on the card and its options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    /// Who.
    pub faction: Faction,
    /// 1st or 2nd Eligible.
    pub slot: Slot,
    /// What it may declare besides Pass.
    pub options: Options,
}

/// The next Faction to act on an Event card, or `None` when nobody else
/// does: two have executed, or every Eligible Faction has acted (2.3.2–2.3.4).
pub fn next_turn(
    order: [Faction; 4],
    eligibility: &PerFaction<Eligibility>,
    play: &CardPlay,
) -> Option<Turn> {
    if play.closed || play.executed.len() >= 2 {
        return None;
    }
    let faction = order
        .into_iter()
        .find(|f| eligibility[*f] == Eligibility::Eligible && !play.has_acted(*f))?;
    let Some((_, first)) = play.executed.first() else {
        return Some(Turn {
            faction,
            slot: Slot::First,
            options: Options::ALL,
        });
    };
    let options = match first {
        Executed::Operation => Options {
            operation: false,
            special: false,
            limited: true,
            event: false,
        },
        Executed::OperationWithSpecial => Options {
            operation: false,
            special: false,
            limited: true,
            event: true,
        },
        Executed::Event => Options {
            operation: true,
            special: true,
            limited: true,
            event: false,
        },
    };
    Some(Turn {
        faction,
        slot: Slot::Second,
        options,
    })
}

/// The faction order printed on an Event card, when the data (bundled or
/// entered by the players) has it.
pub fn faction_order(data: &GameData, card: u8) -> Option<[Faction; 4]> {
    data.cards
        .get(card)
        .and_then(|c| c.faction_order.as_ref())
        .map(|f| f.value)
}

/// Where eligibility cylinders go after an Event card (2.3.6): those that
/// executed an Operation or the Event to Ineligible, the others to Eligible.
pub fn eligibility_after(play: &CardPlay) -> PerFaction<Eligibility> {
    PerFaction::from_fn(|f| {
        if play.executed_by(f) {
            Eligibility::Ineligible
        } else {
            Eligibility::Eligible
        }
    })
}

/// Something begun and not yet marked done.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Open {
    /// A declared action: the log index of its declaration, the declaration
    /// with the dice rolled since, and the log indices where its Special
    /// Activity began and ended.
    Action {
        /// Index of the `Declare` entry.
        at: usize,
        /// The declaration, with its dice.
        declared: Declared,
        /// Index of the `SpecialStarts` entry.
        special_starts: Option<usize>,
        /// Index of the `SpecialEnds` entry.
        special_ends: Option<usize>,
    },
    /// A step of a Campaign Round (or the Crisis cubes).
    Phase {
        /// Index of the `Phase` entry.
        at: usize,
        /// Which step.
        phase: Phase,
        /// Dice rolled for it.
        dice: Vec<Die>,
    },
}

impl Open {
    /// The log index where it began.
    pub fn at(&self) -> usize {
        match self {
            Open::Action { at, .. } | Open::Phase { at, .. } => *at,
        }
    }
}

/// How the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// A Faction met its victory condition in a Victory Phase (6.1, 7.2).
    VictoryCheck,
    /// The final Campaign Round was completed (6.3.5, 7.3).
    FinalRound,
}

/// Where play stands, folded from the log.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    /// Entries folded so far.
    pub entries: usize,
    /// Play on the current card.
    pub play: CardPlay,
    /// What is under way.
    pub open: Option<Open>,
    /// Steps of the current Campaign Round already done, in order.
    pub phases: Vec<Phase>,
    /// Whether the cubes a Crisis brings from Out of Play are due (6.8).
    pub crisis_cubes_due: bool,
    /// Whether Crisis began during what is under way.
    crisis_triggered: bool,
    /// Whether India was in Crisis after the last entry.
    in_crisis: bool,
    /// The end of the game, if it has come.
    pub ended: Option<Ending>,
}

impl Progress {
    /// The progress at the start of a game, in its first state.
    pub fn start(state: &GameState) -> Progress {
        Progress {
            in_crisis: state.crisis(),
            ..Progress::default()
        }
    }

    /// Progress after a whole log: `states[i]` is the state after the first
    /// `i` entries.
    pub fn of<'a>(
        data: &GameData,
        edits: impl IntoIterator<Item = &'a Edit>,
        states: &[GameState],
    ) -> Progress {
        let mut progress = states.first().map(Progress::start).unwrap_or_default();
        for (i, edit) in edits.into_iter().enumerate() {
            if let (Some(before), Some(after)) = (states.get(i), states.get(i + 1)) {
                progress.step(data, edit, before, after);
            }
        }
        progress
    }

    /// Folds in one more entry, with the states before and after it.
    pub fn step(&mut self, data: &GameData, edit: &Edit, before: &GameState, after: &GameState) {
        let index = self.entries;
        self.entries += 1;
        let crisis_now = after.crisis();
        if crisis_now && !self.in_crisis && self.open.is_some() {
            self.crisis_triggered = true;
        }
        self.in_crisis = crisis_now;
        match edit {
            Edit::Declare(declared) => {
                self.open = Some(Open::Action {
                    at: index,
                    declared: declared.clone(),
                    special_starts: None,
                    special_ends: None,
                });
                self.crisis_triggered = false;
                // Once a Faction acts, the chance for the Crisis cubes is gone.
                self.crisis_cubes_due = false;
            }
            Edit::Phase(phase) => {
                self.open = Some(Open::Phase {
                    at: index,
                    phase: *phase,
                    dice: Vec::new(),
                });
                self.crisis_triggered = false;
            }
            Edit::SpecialStarts => {
                if let Some(Open::Action { special_starts, .. }) = &mut self.open {
                    *special_starts = Some(index);
                }
            }
            Edit::SpecialEnds => {
                if let Some(Open::Action { special_ends, .. }) = &mut self.open {
                    *special_ends = Some(index);
                }
            }
            Edit::Die(die) => match &mut self.open {
                Some(Open::Action { declared, .. }) => declared.dice.push(*die),
                Some(Open::Phase { dice, .. }) => dice.push(*die),
                None => {}
            },
            Edit::Done { .. } => self.finish(data, before),
            Edit::SetEligibility { .. } if self.open.is_none() => {
                // Cylinders moved once nobody is left to act end the card.
                if let Some(Card::Event(number)) = before.deck.current
                    && let Some(order) = faction_order(data, number)
                    && next_turn(order, &before.eligibility, &self.play).is_none()
                {
                    self.play.closed = true;
                }
            }
            Edit::NextCard | Edit::Reveal { .. } => {
                let after_reset = self.phases.contains(&Phase::Reset);
                self.play = CardPlay::default();
                self.phases.clear();
                // Reset into the final Campaign triggers a Crisis (6.8).
                self.crisis_cubes_due = after_reset && after.crisis();
            }
            _ => {}
        }
    }

    fn finish(&mut self, data: &GameData, state: &GameState) {
        let triggered = std::mem::take(&mut self.crisis_triggered);
        match self.open.take() {
            Some(Open::Action { declared, .. }) => {
                match Executed::of(&declared.choice) {
                    Some(executed) => self.play.executed.push((declared.faction, executed)),
                    None => self.play.passed.push(declared.faction),
                }
                if triggered {
                    self.crisis_cubes_due = true;
                }
            }
            Some(Open::Phase { phase, .. }) => {
                if phase == Phase::CrisisCubes {
                    self.crisis_cubes_due = false;
                } else {
                    self.phases.push(phase);
                }
                if phase == Phase::Victory
                    && victory_check(state, &totals(data, state)) != VictoryCheck::GoesOn
                {
                    self.ended = Some(Ending::VictoryCheck);
                }
                if phase == Phase::SecretSocieties && final_round(state) {
                    self.ended = Some(Ending::FinalRound);
                }
                if triggered {
                    self.crisis_cubes_due = true;
                }
            }
            None => {}
        }
    }
}

/// Whether the Campaign Round under way is the last: no Campaign card is
/// left in the draw deck (2.4.1).
pub fn final_round(state: &GameState) -> bool {
    matches!(state.deck.current, Some(Card::Campaign(_))) && state.deck.campaigns_left() == 0
}

/// What comes next.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Stage {
    /// The scenario's setup still has a step to carry out.
    Setup,
    /// Something is under way; perform it, then mark it done.
    Acting(Open),
    /// The cubes a Crisis brings from Out of Play may come now (6.8).
    CrisisCubes,
    /// A Faction declares what it does on the current card.
    Turn(Turn),
    /// The current card's faction order is not known: the players enter it.
    OrderUnknown(u8),
    /// Nobody else acts on the card: adjust eligibility and reveal the next.
    CardOver,
    /// The next step of the Campaign Round.
    Campaign(Phase),
    /// The Campaign Round is complete: reveal the next card.
    RoundOver,
    /// No card is current and none is left to reveal.
    NoCard,
    /// The game is over.
    Ended(Ending),
}

/// What comes next, from the current state and the progress.
pub fn stage(data: &GameData, state: &GameState, progress: &Progress) -> Stage {
    if let Some(ending) = progress.ended {
        return Stage::Ended(ending);
    }
    if !state.pending.is_empty() {
        return Stage::Setup;
    }
    if let Some(open) = &progress.open {
        return Stage::Acting(open.clone());
    }
    if progress.crisis_cubes_due {
        return Stage::CrisisCubes;
    }
    match state.deck.current {
        Some(Card::Campaign(_)) => {
            next_phase(state, &progress.phases).map_or(Stage::RoundOver, Stage::Campaign)
        }
        Some(Card::Event(number)) => match faction_order(data, number) {
            None => Stage::OrderUnknown(number),
            Some(order) => next_turn(order, &state.eligibility, &progress.play)
                .map_or(Stage::CardOver, Stage::Turn),
        },
        None if progress.phases.contains(&Phase::NewViceroy) => {
            next_phase(state, &progress.phases).map_or(Stage::RoundOver, Stage::Campaign)
        }
        None if state.deck.draw.is_empty() => Stage::NoCard,
        None => Stage::CardOver,
    }
}

/// The first step of the round not yet done; after Reset, a non-player
/// Congress's Protest (8.9.4).
fn next_phase(state: &GameState, done: &[Phase]) -> Option<Phase> {
    Phase::ROUND
        .into_iter()
        .find(|p| !done.contains(p))
        .or_else(|| {
            (state.seats.congress == Seat::NonPlayer && !done.contains(&Phase::NpProtest))
                .then_some(Phase::NpProtest)
        })
}

/// Checks a declaration against the sequence of play: the Faction must be
/// the next Eligible one on the current Event card and choose among its
/// options (2.3–2.3.5, 2.4).
pub fn check_declaration(
    data: &GameData,
    state: &GameState,
    progress: &Progress,
    declared: &Declared,
) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut push = |issue, args| out.push(finding_in_spaces(issue, args));
    let faction = declared.faction;
    match stage(data, state, progress) {
        Stage::Ended(_) => push(Issue::GameIsOver, vec![]),
        Stage::Setup => push(Issue::SetupUnfinished, vec![]),
        Stage::Acting(open) => push(Issue::ActionStillOpen, vec![open_arg(&open)]),
        Stage::Campaign(_) | Stage::RoundOver => push(Issue::CampaignRoundNow, vec![]),
        Stage::NoCard => push(Issue::NoCurrentCard, vec![]),
        Stage::CardOver => push(Issue::CardFinished, vec![]),
        Stage::OrderUnknown(card) => {
            push(Issue::FactionOrderUnknown, vec![Arg::Int(i64::from(card))]);
            if state.eligibility[faction] == Eligibility::Ineligible {
                push(Issue::NotEligible, vec![Arg::Faction(faction)]);
            } else if progress.play.has_acted(faction) {
                push(Issue::AlreadyActed, vec![Arg::Faction(faction)]);
            }
        }
        // Before the final Campaign's first card, the Crisis cubes may be
        // skipped: acting on the card is the Raj's choice not to take them.
        Stage::CrisisCubes | Stage::Turn(_) => {
            let Some(Card::Event(number)) = state.deck.current else {
                return out;
            };
            let Some(order) = faction_order(data, number) else {
                return out;
            };
            let Some(turn) = next_turn(order, &state.eligibility, &progress.play) else {
                push(Issue::CardFinished, vec![]);
                return out;
            };
            if state.eligibility[faction] == Eligibility::Ineligible {
                push(Issue::NotEligible, vec![Arg::Faction(faction)]);
            } else if progress.play.has_acted(faction) {
                push(Issue::AlreadyActed, vec![Arg::Faction(faction)]);
            } else if turn.faction != faction {
                push(
                    Issue::NotItsTurn,
                    vec![Arg::Faction(faction), Arg::Faction(turn.faction)],
                );
            } else if !turn.options.allows(&declared.choice) {
                let issue = match progress.play.executed.first().map(|(_, e)| *e) {
                    Some(Executed::Operation) => Issue::SecondAfterOperation,
                    Some(Executed::OperationWithSpecial) => Issue::SecondAfterSpecial,
                    _ => Issue::SecondAfterEvent,
                };
                push(issue, vec![]);
            }
        }
    }
    if let (Choice::Event { card, .. }, Some(current)) = (&declared.choice, state.deck.current)
        && current != Card::Event(*card)
    {
        out.push(finding_in_spaces(
            Issue::EventNotCurrent,
            vec![Arg::Int(i64::from(*card))],
        ));
    }
    out.extend(event_side(data, state, declared));
    out
}

/// Checks the start of a Campaign Round step: a round must be under way and
/// the step must be the next one; the Crisis cubes must be due.
pub fn check_phase_start(
    data: &GameData,
    state: &GameState,
    progress: &Progress,
    phase: Phase,
) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut push = |issue, args| out.push(finding_in_spaces(issue, args));
    match stage(data, state, progress) {
        Stage::Ended(_) => push(Issue::GameIsOver, vec![]),
        Stage::Acting(open) => push(Issue::ActionStillOpen, vec![open_arg(&open)]),
        Stage::CrisisCubes if phase == Phase::CrisisCubes => {}
        _ if phase == Phase::CrisisCubes => push(Issue::CrisisCubesNotDue, vec![]),
        Stage::Campaign(next) if next == phase => {}
        Stage::Campaign(next) => push(
            Issue::PhaseOutOfOrder,
            vec![Arg::Phase(phase), Arg::Phase(next)],
        ),
        _ => push(Issue::NoCampaignRound, vec![Arg::Phase(phase)]),
    }
    out
}

/// Checks a `Done`: something must be under way.
pub fn check_done(progress: &Progress) -> Vec<Finding> {
    match progress.open {
        Some(_) => Vec::new(),
        None => vec![finding_in_spaces(Issue::NothingToFinish, vec![])],
    }
}

/// Checks revealing the next card (2.3.6, 2.3.7, 6.0): nobody may still be
/// due to act, the cylinders must stand as the card's play leaves them, and
/// a Campaign Round must be complete. `state` is the state just before the
/// card is revealed.
pub fn check_next_card(data: &GameData, state: &GameState, progress: &Progress) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut push = |issue, args| out.push(finding_in_spaces(issue, args));
    if progress.ended.is_some() {
        push(Issue::GameIsOver, vec![]);
    }
    if let Some(open) = &progress.open {
        push(Issue::ActionStillOpen, vec![open_arg(open)]);
    }
    let in_round = matches!(state.deck.current, Some(Card::Campaign(_)))
        || progress.phases.contains(&Phase::NewViceroy);
    if in_round
        && progress.ended.is_none()
        && let Some(next) = next_phase(state, &progress.phases)
    {
        push(Issue::RoundUnfinished, vec![Arg::Phase(next)]);
    }
    if let Some(Card::Event(number)) = state.deck.current
        && let Some(order) = faction_order(data, number)
        && let Some(turn) = next_turn(order, &state.eligibility, &progress.play)
    {
        push(Issue::CardEndedEarly, vec![Arg::Faction(turn.faction)]);
    }
    if let Some(Card::Event(_)) = state.deck.current {
        // An executed Event may have moved cylinders itself (2.3.6).
        let event_played = progress
            .play
            .executed
            .iter()
            .any(|(_, e)| *e == Executed::Event);
        let expected = eligibility_after(&progress.play);
        for faction in Faction::ALL {
            let issue = match (expected[faction], state.eligibility[faction]) {
                (a, b) if a == b => continue,
                _ if event_played => Issue::EligibilityAfterEvent,
                (Eligibility::Ineligible, _) => Issue::ShouldBeIneligible,
                (Eligibility::Eligible, _) => Issue::ShouldBeEligible,
            };
            push(issue, vec![Arg::Faction(faction)]);
        }
    }
    out
}

/// The edits that end an Event card: cylinders as 2.3.6 places them, then
/// the next card (2.3.7).
pub fn end_of_card(state: &GameState, progress: &Progress) -> Vec<Edit> {
    let mut edits = Vec::new();
    if let Some(Card::Event(_)) = state.deck.current {
        let expected = eligibility_after(&progress.play);
        for faction in Faction::ALL {
            if state.eligibility[faction] != expected[faction] {
                edits.push(Edit::SetEligibility {
                    faction,
                    eligibility: expected[faction],
                });
            }
        }
    }
    edits.push(Edit::NextCard);
    edits
}

/// What is under way, as a finding names it.
fn open_arg(open: &Open) -> Arg {
    match open {
        Open::Action { declared, .. } => match declared.choice {
            Choice::Pass => Arg::Term(Term::Pass),
            Choice::Event { .. } => Arg::Term(Term::TheEvent),
            Choice::Operation { op, .. } => Arg::Operation(op),
        },
        Open::Phase { phase, .. } => Arg::Phase(*phase),
    }
}
