//! Random playouts: a seeded generator of legal actions that plays whole
//! games through [`Game`], Campaign Rounds included. It builds each action
//! from its own reading of the rules, independently of the checks, so that
//! running the checks on what it makes tests both: after every step the
//! state checks must find nothing, and every action and Campaign Round step
//! must pass its own validation.
//!
//! The generator plays, for players, every Operation and Special Activity
//! of all four Factions, each with fewer spaces than allowed now and then:
//! Deploy (Troops or Sepoys, cubes from the map when none are Available,
//! cubes from Out of Play), Garrison along Railways and Cities, Sweep in
//! place, from adjacent spaces or through a clear Railway, Assault on
//! Active Guerrillas (Troops only); Rally (Congress fewer than the
//! Population, the League and the Revolutionaries a Base in place of
//! Unity's worth of pieces, then a piece from Out of Play or a die roll of
//! Activists out of Jail), Demonstrate, Civil Disobedience (Activists onto
//! Railways), Non-Cooperation; March (Underground Guerrillas along
//! Railways and Cities), Attack (its die rolled by the program or entered
//! from the table), Unrest; Treaty, Govern, Martial Law, Negotiate,
//! Satyagraha, Persuade (a removal or Activation), both Infiltrates, Aid
//! (income or a paid flip) and Assassinate. The Special Activity comes
//! before the Operation, between its spaces or after it (4.1), costs are
//! paid space by space or once at the end (3.1.5), and while acting a
//! player takes its own pieces back to Available (1.4.1) and the Raj and
//! the Revolutionaries hand each other Resources (1.5.2). It Passes when
//! Eligible (a Nonviolent Faction bringing an Activist from Out of Play),
//! takes the Event (shaded when its text is unknown; cards 6 and 11 carried
//! out, others left without changes), an Operation with or without a
//! Special Activity, or a Limited Operation; in Campaign Rounds it picks
//! which Railways take the few Strikes, buys Imperialism, makes
//! Constructive Programme and the Support Phase Bases, Redeploys to spaces
//! of its choosing and brings Crisis cubes (fewer than the die now and
//! then, anywhere Troops may go). A non-player's turn the engine leaves to
//! the generator gets the narrow play of before: Deploy, Rally,
//! Non-Cooperation or Unrest (the League only Non-Cooperation), with
//! Negotiate or Aid. It leaves out Attacks in spaces whose Guerrillas are
//! all Active already, Martial Law where a League Base stands beside fewer
//! Activists than cubes, and Guerrillas taken back during a March, which
//! the checks misjudge (the cases named after 3.4.3, 4.2.3 and 1.4.1 in
//! `tests/cases`). Restraint and Unity thus move both ways, and games do
//! not settle into Crisis. Choices are drawn from a generator seeded from
//! the game's seed, so a seed replays the same game. The cards' faction orders are not part of the data; playouts
//! use made-up orders ([`simulation_data`]) that say nothing about the real
//! cards.

mod act;
mod campaign;
mod nv;
mod raj;
mod rally;
mod revs;
mod turn;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use act::OpPlan;

use crate::vocab::phase::Phase;

use crate::action::campaign::{
    automatic_edits, np_protest_due, np_protest_spaces, strike_candidates,
};
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::data::player_cards::PlayerCard;
use crate::game::Game;
use crate::ids::Card;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::np::auto::Stop;
use crate::record::{GameRecord, ReplayError};
use crate::sequence::{Ending, Stage, Turn, end_of_card, faction_order, next_turn};
use crate::state::{GameState, Seat, SpaceState};
use crate::vocab::action::{Choice, Declared, Operation};
use crate::vocab::severity::Severity;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};
/// The made-up data a playout with these seats plays with:
/// [`simulation_data`] and, when a non-player is seated, the made-up aid
/// ([`crate::simulation::simulation_aid`]) that lets the engine play whole
/// games. Never the printed cards.
pub fn playout_data(
    data: &GameData,
    seats: &crate::ids::PerFaction<Seat>,
) -> Result<GameData, String> {
    let made_up = simulation_data(data);
    if Faction::ALL.iter().any(|f| seats[*f] == Seat::NonPlayer) {
        crate::simulation::simulation_aid(&made_up)
    } else {
        Ok(made_up)
    }
}

/// The data a saved game is judged with: `data` itself, or for a game the
/// program played by itself with made-up data ([`GameRecord::made_up`]),
/// the same made-up data built over `data` ([`playout_data`]), so that it
/// is judged again as it was played.
pub fn judged_with<'a>(
    data: &'a GameData,
    record: &GameRecord,
) -> Result<std::borrow::Cow<'a, GameData>, String> {
    if record.made_up {
        playout_data(data, &record.seats).map(std::borrow::Cow::Owned)
    } else {
        Ok(std::borrow::Cow::Borrowed(data))
    }
}

/// The component data with a made-up faction order for every Event card
/// the data lacks one for, so that the sequence of play can run, and
/// made-up critical marks and square halos (8.8.1, 8.8.2) where the data
/// lacks them, so that non-players can decide. The orders rotate the four
/// Factions by card number, the marks follow the card number too; they are
/// not the real cards'.
pub fn simulation_data(data: &GameData) -> GameData {
    let mut out = data.clone();
    let base = Faction::ALL;
    let cards: Vec<PlayerCard> = (1..=data.cards.event_count.value)
        .filter_map(|n| {
            let known = data.cards.get(n);
            let mut card = PlayerCard {
                number: n,
                ..PlayerCard::default()
            };
            if faction_order(data, n).is_none() {
                let mut order = base;
                order.rotate_left(usize::from(n % 4));
                card.faction_order = Some(order);
            }
            if known.and_then(|c| c.critical.as_ref()).is_none() {
                card.critical = Some(if n % 3 == 0 {
                    vec![base[usize::from(n % 4)]]
                } else {
                    Vec::new()
                });
            }
            if known.and_then(|c| c.halos.as_ref()).is_none() {
                card.halos = Some(if n % 2 == 0 {
                    vec![base[usize::from((n + 1) % 4)]]
                } else {
                    Vec::new()
                });
            }
            let any =
                card.faction_order.is_some() || card.critical.is_some() || card.halos.is_some();
            any.then_some(card)
        })
        .collect();
    out.cards = out.cards.with_players(&cards, "simulation orders");
    out
}

/// What to verify while playing.
#[derive(Clone, Copy, Debug)]
pub struct Checks {
    /// Run the state checks after every step.
    pub state_after_each_step: bool,
    /// Write and read back the state file after every entry, and save and
    /// reopen the game (its seal intact, its record the same) after every
    /// step: each action, Campaign Round step or lone entry once it is
    /// whole.
    pub round_trip_each_step: bool,
}

/// How a playout went.
#[derive(Clone, Debug)]
pub struct Summary {
    /// How the game ended (`None`: the deck ran out).
    pub ending: Option<Ending>,
    /// Log entries made.
    pub entries: usize,
    /// Actions declared (Pass included).
    pub actions: usize,
    /// Campaign Rounds completed or begun.
    pub rounds: usize,
    /// Steps the non-player engine played (turns, card ends, Campaign
    /// Round steps), when non-players are seated.
    pub np_steps: usize,
    /// Non-players' turns the engine could not play (it asked for an
    /// answer or data, or left work to the players), played instead by the
    /// generator as a player would.
    pub np_fallbacks: usize,
    /// The final state.
    pub last: GameState,
    /// Every state, after setup and after each entry.
    pub states: Vec<GameState>,
    /// The game's record.
    pub record: GameRecord,
}

/// Why a playout stopped before the end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayoutError {
    /// The game could not be set up.
    #[error("setup: {0}")]
    Setup(String),
    /// An edit the generator made was refused.
    #[error("refused: {0}")]
    Refused(String),
    /// The state checks found something after a step.
    #[error("state check: {0}")]
    StateFinding(String),
    /// An action or step the generator made did not pass its validation.
    #[error("action check: {0}")]
    ActionFinding(String),
    /// Writing and reading back the state changed it.
    #[error("round trip: {0}")]
    RoundTrip(String),
    /// The game did not end in a reasonable number of steps.
    #[error("stuck: {0}")]
    Stuck(String),
}

struct Player<'a> {
    data: &'a GameData,
    game: Game,
    rng: ChaCha8Rng,
    checks: Checks,
    actions: usize,
    rounds: usize,
    np_steps: usize,
    np_fallbacks: usize,
    /// Who the entries being logged are by (the non-player engine's).
    by: Option<Faction>,
    /// What turns up the next card, when not the deck's top card.
    drawing: Option<Drawing<'a>>,
}

/// Plays one whole game of a scenario from a seed. `data` should come from
/// [`simulation_data`] (or hold every card's faction order).
pub fn play_game(
    data: &GameData,
    scenario: &str,
    seed: u64,
    seats: crate::ids::PerFaction<Seat>,
    checks: Checks,
) -> Result<Summary, PlayoutError> {
    play_game_drawing(data, (scenario, seed, seats), checks, None)
}

/// What turns up the next card instead of the deck's top card, given the
/// game's record so far: the card, or `None` to take the top card as the
/// set-up's shuffle left it; why not, when it cannot say.
pub type Drawing<'a> = &'a mut dyn FnMut(&GameRecord) -> Result<Option<Card>, String>;

/// Plays one whole game as [`play_game`] does, each card but the first
/// two turned up by `drawing` when given (a fair draw of a game played at
/// a distance).
pub fn play_game_drawing<'a>(
    data: &'a GameData,
    (scenario, seed, seats): (&str, u64, crate::ids::PerFaction<Seat>),
    checks: Checks,
    drawing: Option<Drawing<'a>>,
) -> Result<Summary, PlayoutError> {
    let mut record = GameRecord::new(scenario, seed);
    record.seats = seats;
    record.made_up = true;
    let game =
        Game::new(data, record).map_err(|e: ReplayError| PlayoutError::Setup(e.to_string()))?;
    let mut player = Player {
        data,
        game,
        rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_9a3e),
        checks,
        actions: 0,
        rounds: 0,
        np_steps: 0,
        np_fallbacks: 0,
        by: None,
        drawing,
    };
    player.run()?;
    let game = player.game;
    Ok(Summary {
        ending: game.progress().ended,
        entries: game.record().entries.len(),
        actions: player.actions,
        rounds: player.rounds,
        np_steps: player.np_steps,
        np_fallbacks: player.np_fallbacks,
        last: game.state().clone(),
        states: game.states().to_vec(),
        record: game.record().clone(),
    })
}

/// The Events whose unshaded text the generator carries out.
const KNOWN_EVENTS: [u8; 2] = [6, 11];

/// Most log entries a game may take before the playout is called stuck.
const MAX_ENTRIES: usize = 20_000;

impl Player<'_> {
    fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The spaces off the Railways where `keep` holds of the space and
    /// what is there now.
    fn off_rail(&self, keep: impl Fn(SpaceId, &SpaceState) -> bool) -> Vec<SpaceId> {
        let map = &self.data.map;
        let state = self.state();
        map.ids()
            .filter(|id| !map.space(*id).is_railway() && keep(*id, state.space(*id)))
            .collect()
    }

    fn run(&mut self) -> Result<(), PlayoutError> {
        loop {
            if self.game.record().entries.len() > MAX_ENTRIES {
                return Err(PlayoutError::Stuck(format!(
                    "{:?}",
                    self.game.stage(self.data)
                )));
            }
            let stage = self.game.stage(self.data);
            if self.np_seated() && self.np_step(&stage)? {
                continue;
            }
            match stage {
                Stage::Ended(_) | Stage::NoCard => return Ok(()),
                Stage::Setup => self.place_gandhi()?,
                Stage::Turn(turn) => self.take_turn(turn)?,
                Stage::CrisisCubes => {
                    if self.rng.random_bool(0.5) {
                        self.crisis_cubes()?;
                    } else {
                        match self.current_turn() {
                            Some(turn) => self.take_turn(turn)?,
                            None => self.end_card()?,
                        }
                    }
                }
                Stage::CardOver | Stage::RoundOver => self.end_card()?,
                Stage::Campaign(phase) => self.campaign_step(phase)?,
                Stage::OrderUnknown(card) => {
                    return Err(PlayoutError::Stuck(format!(
                        "card {card} has no faction order"
                    )));
                }
                Stage::Acting(open) => {
                    return Err(PlayoutError::Stuck(format!("left open: {open:?}")));
                }
            }
        }
    }

    fn np_seated(&self) -> bool {
        Faction::ALL
            .into_iter()
            .any(|f| self.state().seats[f] == Seat::NonPlayer)
    }

    /// Plays the next step by the non-player engine (8.0) when it belongs
    /// to a non-player: a turn, or a Campaign Round step or Crisis with a
    /// non-player's choices. Returns false when the step is not theirs, or
    /// the engine stops short of a whole step (it asks for an answer or
    /// data, or leaves work to the players); the generator then plays it.
    /// The players' answer on whether an Event is effective for a
    /// non-player (8.8.3) is drawn from the playout's generator.
    fn np_step(&mut self, stage: &Stage) -> Result<bool, PlayoutError> {
        let theirs = match stage {
            Stage::Turn(turn) => self.state().seats[turn.faction] == Seat::NonPlayer,
            Stage::Campaign(phase) => phase
                .faction()
                .is_some_and(|f| self.state().seats[f] == Seat::NonPlayer),
            Stage::CrisisCubes => self.state().seats.raj == Seat::NonPlayer,
            _ => false,
        };
        if !theirs {
            return Ok(false);
        }
        let answer = self.rng.random_bool(0.5);
        let effective = move |_card: u8, _faction: Faction| Some(answer);
        let step = self.game.np_next_step(
            self.data,
            &effective,
            &crate::np::engine::Answers::default(),
        );
        let whole = matches!(step.stop, None | Some(Stop::Player(_)) | Some(Stop::Over));
        let closed = matches!(step.edits.last(), Some(Edit::Done { .. }));
        // An Event whose text the data lacks is left to the players (8.8.4):
        // with no effect known, it is closed without changes, as the
        // generator does for its own Events.
        let event_left = match step.edits.last() {
            Some(Edit::Declare(Declared {
                choice: Choice::Event { card, shaded },
                ..
            })) if step.stop == Some(Stop::LeftToPlayers) => {
                // The generator knows only the unshaded texts it carries out.
                !(KNOWN_EVENTS.contains(card) && *shaded)
            }
            _ => false,
        };
        if !(event_left || whole && closed) {
            if let Stage::Turn(turn) = stage {
                // Where the engine stops short, the non-player Passes
                // (2.3.3, 8.1.4), never playing as a player would: the
                // checks hold its moves to chapter 8.
                self.np_fallbacks += 1;
                self.pass(turn.faction)?;
                return Ok(true);
            }
            return Ok(false);
        }
        let by = step.plan.as_ref().map(|p| p.faction).or(match stage {
            Stage::Campaign(phase) => phase.faction(),
            _ => Some(Faction::Raj),
        });
        self.by = by;
        let played = self.np_edits(step.edits, by, event_left);
        self.by = None;
        played?;
        self.np_steps += 1;
        Ok(true)
    }

    fn np_edits(
        &mut self,
        edits: Vec<Edit>,
        by: Option<Faction>,
        event_left: bool,
    ) -> Result<(), PlayoutError> {
        for edit in edits {
            match &edit {
                Edit::Declare(_) => self.actions += 1,
                Edit::Phase(Phase::Victory) => self.rounds += 1,
                _ => {}
            }
            // A mark (a declaration, a step begun, an end) logs what the
            // game judged of it, and nothing else: it must hold no error.
            let mark = edit.is_mark();
            let opened = self.game.progress().open.as_ref().map(|o| o.at());
            self.push(edit)?;
            if mark {
                self.closed_clean(opened).map_err(|e| match e {
                    PlayoutError::ActionFinding(text) => {
                        PlayoutError::ActionFinding(format!("non-player {by:?}: {text}"))
                    }
                    other => other,
                })?;
            }
        }
        if event_left {
            let card = match self.state().deck.current {
                Some(Card::Event(n)) => n,
                _ => 0,
            };
            if let Some(faction) = by {
                self.carry_out_event(faction, card)?;
            }
            self.done()?;
        }
        Ok(())
    }

    fn current_turn(&self) -> Option<Turn> {
        let Some(Card::Event(card)) = self.state().deck.current else {
            return None;
        };
        next_turn(
            faction_order(self.data, card)?,
            &self.state().eligibility,
            &self.game.progress().play,
        )
    }

    /// Applies an edit and verifies the state.
    fn push(&mut self, edit: Edit) -> Result<(), PlayoutError> {
        // Worded only when something is to be said.
        let shown = edit.clone();
        let text = move || format!("{shown:?}");
        // A made-up clock: one second per entry from the start of 2026.
        let n = self.game.record().entries.len();
        let at = format!(
            "2026-01-01T{:02}:{:02}:{:02}+00:00",
            (n / 3600) % 24,
            (n / 60) % 60,
            n % 60
        );
        self.game
            .push(self.data, edit, self.by, at)
            .map_err(|e| PlayoutError::Refused(format!("{}: {e}", text())))?;
        // Within an action or step the table may pass through states the
        // rules allow only for a moment (a Muslim State placed before its
        // Troops leave, 1.3.5): the state is checked once nothing is open.
        if self.checks.state_after_each_step && self.game.progress().open.is_none() {
            // The game keeps the current state's checks, run once per entry.
            let report = self.game.report();
            if let Some(f) = report
                .findings
                .iter()
                .find(|f| f.severity == Severity::Error)
            {
                return Err(PlayoutError::StateFinding(format!("after {}: {f}", text())));
            }
        }
        if self.checks.round_trip_each_step {
            let written = crate::state_file::to_yaml(self.data, self.state());
            let read = crate::state_file::from_yaml(self.data, "playout", &written)
                .map_err(|e| PlayoutError::RoundTrip(e.to_string()))?;
            if &read != self.state() {
                return Err(PlayoutError::RoundTrip(format!("after {}", text())));
            }
            // The saved game once each step is whole (nothing left open):
            // a step's entries are saved together as the table works.
            if self.game.progress().open.is_some() {
                return Ok(());
            }
            let saved = crate::record::to_yaml(self.data, self.game.record());
            let reopened = crate::record::read(self.data, "playout", &saved).map_err(|e| {
                PlayoutError::RoundTrip(format!("the saved game after {}: {e}", text()))
            })?;
            if reopened.seal.is_broken() || &reopened.record != self.game.record() {
                return Err(PlayoutError::RoundTrip(format!(
                    "the saved game after {} does not reopen the same",
                    text()
                )));
            }
        }
        Ok(())
    }

    /// Finishes what is under way; its validation must find no error.
    fn done(&mut self) -> Result<(), PlayoutError> {
        let opened = self.game.progress().open.as_ref().map(|o| o.at());
        self.push(Edit::Done { note: None })?;
        self.closed_clean(opened)
    }

    /// The action or step just closed raised no error: the game judged it
    /// as it logged its end, and the entry keeps what it found.
    fn closed_clean(&self, opened: Option<usize>) -> Result<(), PlayoutError> {
        let entries = &self.game.record().entries;
        let Some(f) = entries.last().and_then(|e| {
            e.findings
                .iter()
                .find(|f| f.issue.severity() == Severity::Error)
        }) else {
            return Ok(());
        };
        let what = opened
            .and_then(|at| entries.get(at))
            .map(|e| format!("{:?}", e.edit));
        Err(PlayoutError::ActionFinding(format!(
            "{}: {} {:?} {:?}",
            what.unwrap_or_default(),
            f.rule,
            f.issue,
            f.args
        )))
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[self.rng.random_range(0..items.len())])
        }
    }

    fn place_gandhi(&mut self) -> Result<(), PlayoutError> {
        let map = &self.data.map;
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| !map.space(*id).is_railway() && self.state().space(*id).protests == 0)
            .collect();
        let space = self
            .pick(&spaces)
            .ok_or_else(|| PlayoutError::Stuck("no space for Gandhi".to_owned()))?;
        self.push(Edit::PlaceGandhi { space })
    }

    fn end_card(&mut self) -> Result<(), PlayoutError> {
        if self.state().deck.draw.is_empty() {
            // Nothing left to reveal: the game stops here.
            return Err(PlayoutError::Stuck(
                "the deck ran out before the final Campaign".to_owned(),
            ));
        }
        for edit in end_of_card(self.state(), self.game.progress()) {
            let edit = match (&edit, self.drawing.as_mut()) {
                (Edit::NextCard, Some(drawing)) => match drawing(self.game.record()) {
                    Ok(Some(card)) => Edit::Reveal { card },
                    Ok(None) => edit,
                    Err(why) => return Err(PlayoutError::Stuck(why)),
                },
                _ => edit,
            };
            self.push(edit)?;
        }
        Ok(())
    }

    // ----- a Faction's turn -----

    fn take_turn(&mut self, turn: Turn) -> Result<(), PlayoutError> {
        let faction = turn.faction;
        let roll = self.rng.random_range(0..100u32);
        let event_card = match self.state().deck.current {
            Some(Card::Event(n)) => Some(n),
            _ => None,
        };
        if roll < 10 {
            return self.pass(faction);
        }
        if roll < 30
            && turn.options.event
            && let Some(card) = event_card
        {
            return self.event(faction, card);
        }
        if turn.options.operation || turn.options.limited {
            let limited = !turn.options.operation || (turn.options.limited && roll % 7 == 0);
            if self.operation(faction, limited, &turn.options)? {
                return Ok(());
            }
        }
        self.pass(faction)
    }

    fn declare(&mut self, faction: Faction, choice: Choice) -> Result<(), PlayoutError> {
        self.actions += 1;
        self.push(Edit::Declare(Declared {
            faction,
            choice,
            dice: Vec::new(),
        }))
    }

    fn pass(&mut self, faction: Faction) -> Result<(), PlayoutError> {
        self.declare(faction, Choice::Pass)?;
        let player = self.state().seats[faction] != Seat::NonPlayer;
        let max = self.data.pieces.resources.value.max;
        let tracks = self.state().tracks;
        let gain = match faction {
            Faction::Raj if player => Some((
                crate::vocab::track::Track::RajResources,
                tracks.raj_resources,
                3,
            )),
            Faction::Revolutionaries if player => Some((
                crate::vocab::track::Track::RevolutionariesResources,
                tracks.revolutionaries_resources,
                1,
            )),
            _ => None,
        };
        if let Some((track, now, gain)) = gain {
            let value = (now + gain).min(max);
            if value != now {
                self.push(Edit::SetTrack { track, value })?;
            }
        }
        // A non-player Congress or League brings its own Activist (8.1.4).
        if !player {
            for edit in crate::np::pass::pass_edits(self.state(), faction) {
                self.push(edit)?;
            }
            return self.done();
        }
        // A nonviolent Faction may bring one Activist from Out of Play;
        // the other Faction's shifts Unity +1 (2.3.3).
        if matches!(faction, Faction::Congress | Faction::MuslimLeague) && self.rng.random_bool(0.5)
        {
            let (own, other) = (faction.nv_activist(), faction.other_nv_activist());
            let out_of_play = &self.state().out_of_play;
            let (own_out, other_out) = (out_of_play.get(own) > 0, out_of_play.get(other) > 0);
            let piece = match (own_out, other_out) {
                (true, true) if self.rng.random_bool(0.5) => Some(other),
                (_, true) if !own_out => Some(other),
                (true, _) => Some(own),
                _ => None,
            };
            if let Some(piece) = piece {
                self.push(Edit::MovePieces {
                    piece,
                    count: 1,
                    from: Place::OutOfPlay,
                    to: Place::Available,
                })?;
                let unity = self.state().tracks.unity;
                if piece == other && unity < self.data.pieces.unity.value.max {
                    self.push(Edit::SetTrack {
                        track: crate::vocab::track::Track::Unity,
                        value: unity + 1,
                    })?;
                }
            }
        }
        self.done()
    }

    fn event(&mut self, faction: Faction, card: u8) -> Result<(), PlayoutError> {
        // A player may take the shaded text (5.2); the generator does when
        // the data holds no text for it, which it then carries out
        // without changes, as for any card whose text is unknown.
        let unknown = self
            .data
            .cards
            .get(card)
            .and_then(|c| c.effect(true))
            .is_none();
        let player = self.state().seats[faction] != Seat::NonPlayer;
        let shaded = player && unknown && self.rng.random_bool(0.4);
        self.declare(faction, Choice::Event { card, shaded })?;
        if !shaded {
            self.carry_out_event(faction, card)?;
        }
        let touched: Vec<SpaceId> = {
            let since = self.game.progress().open.as_ref().map_or(0, |o| o.at());
            self.game.record().entries[since..]
                .iter()
                .flat_map(|e| act::spaces_of(&e.edit))
                .collect()
        };
        self.freedoms(faction, &touched, false)?;
        self.done()
    }

    /// The changes of an Event's unshaded text, for the cards the generator
    /// knows ([`KNOWN_EVENTS`]); none for the others.
    fn carry_out_event(&mut self, faction: Faction, card: u8) -> Result<(), PlayoutError> {
        match card {
            6 => self.chauri_chaura(faction)?,
            11 => {
                if let Some(space) = self.where_is(Piece::Gandhi) {
                    self.push(Edit::MovePieces {
                        piece: Piece::Gandhi,
                        count: 1,
                        from: Place::Space(space),
                        to: Place::Jail,
                    })?;
                }
            }
            // Other cards: executed without changes (their text is not in
            // the data; only the general Event rules are checked).
            _ => {}
        }
        Ok(())
    }

    fn where_is(&self, piece: Piece) -> Option<SpaceId> {
        self.data
            .map
            .ids()
            .find(|id| self.state().space(*id).pieces.get(piece) > 0)
    }

    /// Card 6: in one Protest space, every piece of one Faction goes. A
    /// non-player takes only an adversary's (8.8.4: removing its own
    /// pieces is no effective Event for it).
    fn chauri_chaura(&mut self, faction: Faction) -> Result<(), PlayoutError> {
        let map = &self.data.map;
        let non_player = self.state().seats[faction] == Seat::NonPlayer;
        let may_take = |f: Faction| !(non_player && f == faction);
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                let here = self.state().space(*id);
                here.protests > 0
                    && here
                        .pieces
                        .iter()
                        .any(|(p, n)| n > 0 && may_take(p.faction()))
            })
            .collect();
        let Some(space) = self.pick(&spaces) else {
            return Ok(());
        };
        let present: Vec<Faction> = Faction::ALL
            .into_iter()
            .filter(|f| may_take(*f))
            .filter(|f| {
                self.state()
                    .space(space)
                    .pieces
                    .iter()
                    .any(|(p, n)| n > 0 && p.faction() == *f)
            })
            .collect();
        let Some(target) = self.pick(&present) else {
            return Ok(());
        };
        let pieces: Vec<(Piece, u8)> = self
            .state()
            .space(space)
            .pieces
            .iter()
            .filter(|(p, n)| *n > 0 && p.faction() == target)
            .collect();
        for (piece, count) in pieces {
            let to = Place::removed(piece);
            self.push(Edit::MovePieces {
                piece,
                count,
                from: Place::Space(space),
                to,
            })?;
        }
        Ok(())
    }

    /// The Operation's spaces, in the order selected.
    fn op_plan(&mut self, faction: Faction, op: Operation, most: usize, limited: bool) -> OpPlan {
        match (faction, op) {
            (_, Operation::Deploy) => self.deploy_plan(most),
            (_, Operation::Garrison) => self.garrison_plan(most, limited),
            (_, Operation::Sweep) => self.sweep_plan(most),
            (_, Operation::Assault) => self.assault_plan(most),
            (Faction::Revolutionaries, Operation::Rally) => self.revs_rally_plan(most),
            (_, Operation::Rally) => self.nv_rally_plan(faction, most),
            (_, Operation::Demonstrate) => self.demonstrate_plan(faction, most),
            (_, Operation::CivilDisobedience) => self.civil_disobedience_plan(faction, most),
            (_, Operation::NonCooperation) => self.non_cooperation_plan(faction, most),
            (_, Operation::March) => self.march_plan(most),
            (_, Operation::Attack) => self.attack_plan(most),
            (_, Operation::Unrest) => self.unrest_plan(most),
        }
    }

    // ----- Campaign Rounds -----

    fn campaign_step(&mut self, phase: Phase) -> Result<(), PlayoutError> {
        if phase == Phase::Victory {
            self.rounds += 1;
        }
        self.push(Edit::Phase(phase))?;
        let edits = match automatic_edits(self.data, self.state(), phase) {
            Some(edits) => edits,
            None => self.phase_choices(phase),
        };
        for edit in edits {
            self.push(edit)?;
        }
        self.done()
    }

    /// A legal way through a step with choices: the least the rules require.
    fn phase_choices(&mut self, phase: Phase) -> Vec<Edit> {
        let map = &self.data.map;
        let state = self.state().clone();
        if let Some(edits) = self.players_choices(phase, &state) {
            return edits;
        }
        let mut edits = Vec::new();
        match phase {
            Phase::Strikes => {
                let (mut eligible, free) = strike_candidates(self.data, &state);
                // A non-player Congress strikes the highest Econ first (8.9.1).
                if state.seats.congress == Seat::NonPlayer {
                    eligible.sort_by_key(|s| std::cmp::Reverse(map.space(*s).econ()));
                }
                edits.extend(
                    eligible
                        .into_iter()
                        .take(free)
                        .map(|space| Edit::AddMarker {
                            marker: Marker::Strike,
                            space,
                        }),
                );
            }
            Phase::Imperialism => {
                // No Imperialism; Gandhi still leaves Jail (6.3.1).
                if state.jail.get(Piece::Gandhi) > 0
                    && let Some(space) = self.open_space(&state)
                {
                    edits.push(Edit::MovePieces {
                        piece: Piece::Gandhi,
                        count: 1,
                        from: Place::Jail,
                        to: Place::Space(space),
                    });
                }
            }
            Phase::RajRedeploy if state.seats.raj != Seat::NonPlayer => {
                self.player_raj_redeploy(&state, &mut edits);
            }
            Phase::CongressRedeploy => {
                self.off_railways(&state, &[Piece::CongressActivist], None, &mut edits)
            }
            Phase::NpProtest if np_protest_due(self.data, &state) => {
                if let Some(space) = np_protest_spaces(&state).first() {
                    edits.push(Edit::AddMarker {
                        marker: Marker::Protest,
                        space: *space,
                    });
                }
            }
            Phase::LeagueRedeploy => {
                self.off_railways(
                    &state,
                    &[Piece::LeagueActivist],
                    Some(Piece::LeagueBase),
                    &mut edits,
                );
            }
            Phase::RevolutionariesRedeploy => self.off_railways(
                &state,
                &[Piece::GuerrillaUnderground, Piece::GuerrillaActive],
                Some(Piece::RevolutionariesBase),
                &mut edits,
            ),
            Phase::PakistanMovement | Phase::SecretSocieties => {
                self.np_base(&state, phase, &mut edits);
            }
            Phase::ConstructiveProgramme => self.np_programme(&state, &mut edits),
            _ => {}
        }
        edits
    }

    /// A player Raj's Redeploy, the least the rules require: the Troops in
    /// Provinces and on Railways (States aside) paid for at 2 Resources
    /// each, or, where the Raj cannot pay, all moved to a City.
    fn player_raj_redeploy(&self, state: &GameState, edits: &mut Vec<Edit>) {
        let map = &self.data.map;
        let (cost_spaces, troops) = paid_troops(map, state);
        if 2 * troops <= state.tracks.raj_resources {
            if troops > 0 {
                edits.push(Edit::SetTrack {
                    track: crate::vocab::track::Track::RajResources,
                    value: state.tracks.raj_resources - 2 * troops,
                });
            }
        } else if let Some(city) = map
            .ids()
            .find(|id| map.space(*id).kind() == SpaceKind::City)
        {
            for space in cost_spaces {
                edits.push(Edit::MovePieces {
                    piece: Piece::Troop,
                    count: state.space(space).pieces.get(Piece::Troop),
                    from: Place::Space(space),
                    to: Place::Space(city),
                });
            }
        }
    }

    /// A Campaign Round step's choices made as players may make them, when
    /// the Factions choosing are players; `None` otherwise.
    fn players_choices(&mut self, phase: Phase, state: &GameState) -> Option<Vec<Edit>> {
        let player = |f: Faction| state.seats[f] != Seat::NonPlayer;
        Some(match phase {
            Phase::Strikes if player(Faction::Congress) => {
                let (eligible, free) = strike_candidates(self.data, state);
                self.strikes_chosen(eligible, free)
            }
            Phase::Imperialism if player(Faction::Raj) => self.imperialism(state),
            Phase::ConstructiveProgramme
                if player(Faction::Congress) && player(Faction::MuslimLeague) =>
            {
                self.constructive_programme(state)
            }
            Phase::PakistanMovement if player(Faction::MuslimLeague) => {
                self.support_base(state, Piece::LeagueBase)
            }
            Phase::SecretSocieties if player(Faction::Revolutionaries) => {
                self.support_base(state, Piece::RevolutionariesBase)
            }
            Phase::RajRedeploy if player(Faction::Raj) => self.raj_redeploy(state),
            Phase::CongressRedeploy | Phase::LeagueRedeploy | Phase::RevolutionariesRedeploy => {
                let faction = phase.faction()?;
                if !player(faction) {
                    return None;
                }
                self.redeploy(state, faction)
            }
            _ => return None,
        })
    }

    /// A non-player's Base in Pakistan Movement or Secret Societies
    /// (8.9.2): one from Available in a non-Railway space without Raj
    /// Control that has room for it.
    fn np_base(&self, state: &GameState, phase: Phase, edits: &mut Vec<Edit>) {
        let map = &self.data.map;
        let (faction, base) = match phase {
            Phase::PakistanMovement => (Faction::MuslimLeague, Piece::LeagueBase),
            _ => (Faction::Revolutionaries, Piece::RevolutionariesBase),
        };
        if state.seats[faction] != Seat::NonPlayer || state.available.get(base) == 0 {
            return;
        }
        let space = map.ids().find(|id| {
            !map.space(*id).is_railway()
                && !raj_control(map, state, *id)
                && state.space(*id).pieces.bases() < u32::from(map.space(*id).population())
        });
        if let Some(space) = space {
            edits.push(Edit::MovePieces {
                piece: base,
                count: 1,
                from: Place::Available,
                to: Place::Space(space),
            });
        }
    }

    /// Constructive Programme with a non-player (8.9.2): as many spaces as
    /// Unity allows among the Cities and Provinces, not States, without Raj
    /// Control and short of Active Opposition, that hold a non-player's
    /// pieces; each one level towards Active Opposition.
    fn np_programme(&self, state: &GameState, edits: &mut Vec<Edit>) {
        let map = &self.data.map;
        let np = |f: Faction| state.seats[f] == Seat::NonPlayer;
        let unity = usize::try_from(state.tracks.unity.max(0)).unwrap_or(0);
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                let here = &state.space(*id).pieces;
                let congress = here.get(Piece::CongressActivist) + here.get(Piece::Gandhi) > 0;
                let league = here.get(Piece::LeagueActivist) + here.get(Piece::LeagueBase) > 0;
                matches!(map.space(*id).kind(), SpaceKind::City | SpaceKind::Province)
                    && !is_state(map, state, *id)
                    && !raj_control(map, state, *id)
                    && state.space(*id).level != crate::ids::SupportLevel::ActiveOpposition
                    && ((np(Faction::Congress) && congress)
                        || (np(Faction::MuslimLeague) && league))
            })
            .take(unity)
            .collect();
        for space in spaces {
            edits.push(Edit::SetLevel {
                space,
                level: state.space(space).level.shifted(false),
            });
        }
    }

    /// A non-Railway space without Raj Control, if any.
    fn open_space(&self, state: &GameState) -> Option<SpaceId> {
        let map = &self.data.map;
        map.ids()
            .find(|id| !map.space(*id).is_railway() && !raj_control(map, state, *id))
    }

    /// Redeploy: pieces on Railways move to a non-Railway space without Raj
    /// Control (or one with the Faction's Base).
    fn off_railways(
        &self,
        state: &GameState,
        pieces: &[Piece],
        base: Option<Piece>,
        edits: &mut Vec<Edit>,
    ) {
        let map = &self.data.map;
        let target = base
            .and_then(|b| map.ids().find(|id| state.space(*id).pieces.get(b) > 0))
            .or_else(|| self.open_space(state));
        let Some(target) = target else {
            return;
        };
        for id in map.ids().filter(|id| map.space(*id).is_railway()) {
            for &piece in pieces {
                let count = state.space(id).pieces.get(piece);
                if count > 0 {
                    edits.push(Edit::MovePieces {
                        piece,
                        count,
                        from: Place::Space(id),
                        to: Place::Space(target),
                    });
                }
            }
        }
    }

    /// The Crisis cubes (6.8): a die, then up to that many Sepoys from Out
    /// of Play into a City.
    fn crisis_cubes(&mut self) -> Result<(), PlayoutError> {
        self.push(Edit::Phase(Phase::CrisisCubes))?;
        // A die the program rolls, or one rolled at the table and entered.
        let die = self.some_die();
        let value = die.value;
        self.push(Edit::Die(die))?;
        for edit in self.crisis_cube_edits(value) {
            self.push(edit)?;
        }
        self.done()
    }
}

/// A level shifted by `by` steps (positive towards Active Support).
fn shifted(level: SupportLevel, by: i32) -> SupportLevel {
    SupportLevel::from_value(level.value() + by)
}

/// The spaces where a Raj's Redeploy pays for Troops (Provinces and
/// Railways, States aside, with Troops), and those Troops in all.
fn paid_troops(map: &crate::data::map::Map, state: &GameState) -> (Vec<SpaceId>, i32) {
    let spaces: Vec<SpaceId> = map
        .ids()
        .filter(|id| {
            matches!(
                map.space(*id).kind(),
                SpaceKind::Province | SpaceKind::Railway
            ) && !is_state(map, state, *id)
                && state.space(*id).pieces.get(Piece::Troop) > 0
        })
        .collect();
    let troops = spaces
        .iter()
        .map(|id| i32::from(state.space(*id).pieces.get(Piece::Troop)))
        .sum();
    (spaces, troops)
}
