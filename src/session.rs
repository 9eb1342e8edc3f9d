//! A game being played: its record (setup, seed and log), the state after
//! every log entry (for undo and for reading the log), the findings and
//! totals of the current state, the non-players' flow, and saving. All
//! changes go through [`Session::apply`], [`Session::undo`],
//! [`Session::redo`] and the non-player steps ([`Session::np_carry_out`],
//! [`Session::np_step`], [`Session::play_on`]…), so that what the
//! non-players' flow keeps (their last plan, the question asked) can never
//! outlive the table it was made for.

use std::path::{Path, PathBuf};

use coin_table::Seal;
use gandhi_validator::findings::Finding;
use gandhi_validator::log::{Branch, Entry, GameRecord, ReplayError, TooLargeToRead};
use gandhi_validator::log::{Difference, Game};
use gandhi_validator::nonplayers::pass_turn;
use gandhi_validator::nonplayers::{Answers, Manual, Plan};
use gandhi_validator::nonplayers::{Decision, NpChoice, Question, Trace};
use gandhi_validator::nonplayers::{NpStep, Stop};
use gandhi_validator::play::Phase;
use gandhi_validator::play::Turn;
use gandhi_validator::play::{Explanation, explain_change};
use gandhi_validator::play::{Progress, Stage};
use gandhi_validator::position::Seat;
use gandhi_validator::position::{Edit, EditError};
use gandhi_validator::terms::Card;
use gandhi_validator::{
    components::GameData,
    findings::Report,
    position::{GameState, Totals, totals},
    terms::{Faction, PerFaction},
};

use crate::files::{FileError, read_text, write_atomically};

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Session {
    game: Game,
    redo: Vec<(Entry, GameState)>,
    report: Report,
    totals: Totals,
    /// Findings of what is under way so far (the open action or step).
    open_findings: Vec<Finding>,
    /// Changes made since the last action or card without a declaration,
    /// and what would explain them.
    free: Option<(usize, Explanation)>,
    /// Where it was last saved or opened from.
    pub path: Option<PathBuf>,
    saved_at_len: Option<usize>,
    /// Bookmarks or notes were added or taken away since the last save.
    annotated: bool,
    np: NpFlow,
    /// What opening the file found, until the players accept it.
    opening: Option<Opening>,
    /// What the seal of the file opened said, or of the file saved (`None`
    /// for a game never saved).
    seal: Option<Seal>,
}

/// What opening a saved game found: the entries whose findings, judged
/// again, differ from those stored, and a broken seal. The players accept
/// the game as it is, or review it first (the list stays open and the log
/// marks the entries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The entries judged differently today, in order.
    pub differences: Vec<Difference>,
    /// What the seal said.
    pub seal: Seal,
    /// The players chose to review: the list stays, the log marks them.
    pub reviewing: bool,
}

/// Why a change with a note was not made.
#[derive(Debug)]
pub enum NoteError {
    /// The change cannot be made.
    Edit(EditError),
    /// The note would make the saved game larger than the program reads back.
    TooLarge(TooLargeToRead),
}

impl From<EditError> for NoteError {
    fn from(error: EditError) -> NoteError {
        NoteError::Edit(error)
    }
}

impl From<TooLargeToRead> for NoteError {
    fn from(error: TooLargeToRead) -> NoteError {
        NoteError::TooLarge(error)
    }
}

/// Whether the record, written, would be read back: the same limit on
/// writing as on reading, checked when a note is entered, not found at the
/// next opening.
fn readable(data: &GameData, record: &GameRecord) -> Result<(), TooLargeToRead> {
    gandhi_validator::log::to_readable_yaml(data, record).map(|_| ())
}

/// Why a saved game could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// The file could not be read, or its text is not a saved game.
    File(FileError),
    /// The log cannot be replayed; with what the seal said of the file.
    Replay(Box<NotReplayed>),
}

/// A saved game whose log cannot be replayed.
#[derive(Debug)]
pub struct NotReplayed {
    /// The file.
    pub path: PathBuf,
    /// Where the entry begins in the file, when known.
    pub place: Option<coin_table::TextPos>,
    /// Why.
    pub error: ReplayError,
    /// What the seal said.
    pub seal: Seal,
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenError::File(error) => write!(f, "{error}"),
            OpenError::Replay(failed) => {
                let at = failed.place.map(|p| p.place()).unwrap_or_default();
                write!(f, "{}{at}: {}", failed.path.display(), failed.error)
            }
        }
    }
}

impl std::error::Error for OpenError {}

/// What the non-players' flow keeps between steps: the players' answer on
/// the current Event (8.8.3), the last turn the program carried out (its
/// checklist and the spaces it marks on the board) and the question the
/// engine asked. Undo and Redo forget the plan and the question; a new or
/// opened game starts with none.
#[derive(Clone, Debug, Default)]
pub struct NpFlow {
    /// The players' answer: is the current Event effective for the
    /// non-player whose turn it is? Kept for that card and Faction.
    pub effective: Option<(u8, Faction, bool)>,
    /// The last non-player turn carried out: its moves for the checklist
    /// and its spaces marked on the board.
    pub plan: Option<Plan>,
    /// The checklist's ticks, one per move of `plan`.
    pub ticks: Vec<bool>,
    /// What the engine asked when it could not go on.
    pub question: Option<Question>,
    /// The log entries the kept plan's step made (from, to), so that the
    /// step can be taken back and played again once the players entered
    /// what it lacked.
    pub plan_entries: Option<std::ops::Range<usize>>,
    /// What the players answered for the turn under way: the cards their
    /// own Arjuna deck turned up (8.3), a player's decision asked of them.
    pub answers: Answers,
    /// The answers the kept plan was made with, to play its step again.
    pub plan_answers: Answers,
}

/// Which decks the table draws from itself rather than the program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OwnDecks {
    /// The Event and Campaign cards: the players say which card they
    /// turned up; the program keeps count of the rest.
    pub cards: bool,
    /// The Arjuna deck (8.3): the players shuffle it and say which card
    /// came up for a non-player; the program neither shuffles nor draws.
    pub arjuna: bool,
}

/// Where playing on for the non-players stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayedOn {
    /// The program needs the players: a player's decision, an answer, data.
    Stopped(Stop),
    /// A non-player turn left moves to make on the table (its checklist).
    MovesToMake,
    /// The step limit was reached (a guard against a loop).
    Limit,
}

impl Session {
    /// A new game of a scenario.
    pub fn new(
        data: &GameData,
        scenario: &str,
        seed: u64,
        seats: PerFaction<Seat>,
        decks: OwnDecks,
    ) -> anyhow::Result<Session> {
        let mut record = GameRecord::new(scenario, seed);
        record.seats = seats;
        record.physical_deck = decks.cards;
        record.own_arjuna_deck = decks.arjuna;
        let mut session = Session::from_record(data, record)?;
        // The non-players' Arjuna deck is shuffled at the start (8.3).
        if Faction::ALL.iter().any(|f| seats[*f] == Seat::NonPlayer) {
            session.apply(data, Edit::ArjunaShuffle, None)?;
            session.saved_at_len = None;
        }
        Ok(session)
    }

    /// A session from a record, replaying its log.
    pub fn from_record(data: &GameData, record: GameRecord) -> anyhow::Result<Session> {
        Ok(Session::of(data, Game::new(data, record)?))
    }

    /// A session around a game: no file, nothing to redo, no non-player
    /// plan, its checks and totals made.
    fn of(data: &GameData, game: Game) -> Session {
        let mut session = Session {
            report: Report::default(),
            totals: totals(data, game.state()),
            game,
            redo: Vec::new(),
            open_findings: Vec::new(),
            free: None,
            path: None,
            saved_at_len: None,
            annotated: false,
            np: NpFlow::default(),
            opening: None,
            seal: None,
        };
        session.refresh(data);
        session
    }

    /// Opens a saved game: its seal is checked, and every entry replayed and
    /// judged again by today's rules ([`Game::open`]), a game the program
    /// played by itself with the made-up data it was played with. Entries judged
    /// differently, or a broken seal, are kept as the [`Opening`] for the
    /// players to accept or review; the game differs then from its file and
    /// is to be saved. On error nothing is changed and the message says
    /// what is wrong and where.
    pub fn open(data: &GameData, path: &Path) -> Result<Session, OpenError> {
        let text = read_text(path).map_err(OpenError::File)?;
        let read = gandhi_validator::log::read_record(data, &path.display().to_string(), &text)
            .map_err(|errors| OpenError::File(crate::files::invalid(path, errors)))?;
        // A game the program played by itself is judged with the made-up
        // data it was played with (`playout --save`).
        let judged = gandhi_validator::playouts::judged_with(data, &read.record)
            .unwrap_or(std::borrow::Cow::Borrowed(data));
        let opened = Game::open(&judged, read.record).map_err(|error| {
            OpenError::Replay(Box::new(NotReplayed {
                path: path.to_owned(),
                place: error.entry().and_then(|i| read.places.get(i).copied()),
                error,
                seal: read.seal.clone(),
            }))
        })?;
        let mut session = Session::of(data, opened.game);
        session.path = Some(path.to_owned());
        session.seal = Some(read.seal.clone());
        if opened.differences.is_empty() && !read.seal.is_broken() {
            session.saved_at_len = Some(session.game.record().entries.len());
        } else {
            session.opening = Some(Opening {
                differences: opened.differences,
                seal: read.seal,
                reviewing: false,
            });
        }
        Ok(session)
    }

    /// What opening the file found, until the players accept the game.
    pub fn opening(&self) -> Option<&Opening> {
        self.opening.as_ref()
    }

    /// What the seal of the file opened said, or of the file saved (`None`
    /// for a game never saved).
    pub fn seal(&self) -> Option<&Seal> {
        self.seal.as_ref()
    }

    /// The players accept the game as opened: today's findings stay, each
    /// entry judged differently notes what its file had stored
    /// ([`Entry::findings_before`]), and the list is closed.
    pub fn accept_opening(&mut self) {
        self.opening = None;
    }

    /// The players review what opening found before accepting: the list
    /// stays open and the log marks its entries.
    pub fn review_opening(&mut self) {
        if let Some(opening) = self.opening.as_mut() {
            opening.reviewing = true;
        }
    }

    /// The record.
    pub fn record(&self) -> &GameRecord {
        self.game.record()
    }

    /// The game: record, states and progress.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current state.
    pub fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The game as it stood after its first `n` log entries, for looking
    /// back: nothing to redo, no file, no non-player plan. This session is
    /// not changed.
    pub fn up_to(&self, data: &GameData, n: usize) -> Session {
        Session::of(data, self.game.up_to(data, n))
    }

    /// The state after the first `n` log entries.
    pub fn state_after(&self, n: usize) -> Option<&GameState> {
        self.game.states().get(n)
    }

    /// Where play stands.
    pub fn progress(&self) -> &Progress {
        self.game.progress()
    }

    /// What comes next in the sequence of play.
    pub fn stage(&self, data: &GameData) -> Stage {
        self.game.stage(data)
    }

    /// The findings of the current state.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// What the open action or step has done so far that its rules do not
    /// allow, followed by the state findings it has raised so far
    /// (`Game::check_open_with_raised`), to be shown grouped by cause.
    pub fn open_findings(&self) -> &[Finding] {
        &self.open_findings
    }

    /// The changes made since the last action or card without a declaration
    /// (how many log entries), with what would explain them.
    pub fn free_changes(&self) -> Option<&(usize, Explanation)> {
        self.free.as_ref()
    }

    /// The totals of the current state.
    pub fn totals(&self) -> &Totals {
        &self.totals
    }

    /// Makes a change, logging it with the time, the acting Faction and the
    /// findings it raised. A change that cannot be made leaves all as it was.
    pub fn apply(
        &mut self,
        data: &GameData,
        edit: Edit,
        by: Option<Faction>,
    ) -> Result<(), EditError> {
        let at = now();
        self.game.push(data, edit, by, at.clone())?;
        if !self.redo.is_empty() {
            // The line Undo left is kept whole as a branch, not thrown away.
            let len = self.game.record().entries.len() - 1;
            let mut entries = self.game.record().entries.prefix(len);
            entries.extend(self.redo.drain(..).rev().map(|(entry, _)| entry));
            let annotations = self.game.record().annotations.clone();
            self.game.keep_branch(Branch {
                name: String::new(),
                at,
                entries,
                annotations,
            });
            self.annotated = true;
        }
        self.np.question = None;
        self.refresh(data);
        Ok(())
    }

    /// Makes a change and adds the players' note to its log entry. A note
    /// that would make the saved game larger than the program reads back
    /// is refused, and nothing changes.
    pub fn apply_with_note(
        &mut self,
        data: &GameData,
        edit: Edit,
        by: Option<Faction>,
        note: Option<String>,
    ) -> Result<(), NoteError> {
        if note.is_some() {
            let mut record = self.game.record().clone();
            record.entries.push(Entry {
                at: String::new(),
                by,
                edit: edit.clone(),
                findings: Vec::new(),
                note: note.clone(),
                trace: Vec::new(),
                findings_before: None,
            });
            readable(data, &record)?;
        }
        self.apply(data, edit, by)?;
        if let Some(entry) = self.game.last_entry_mut() {
            entry.note = note;
        }
        Ok(())
    }

    /// Adds a note to the last log entry, after what it already has; a
    /// note that would make the saved game larger than the program reads
    /// back is refused, and nothing changes.
    pub fn note_last(&mut self, data: &GameData, note: String) -> Result<(), TooLargeToRead> {
        let joined = |old: Option<&String>| match old {
            Some(old) => format!("{old}; {note}"),
            None => note.clone(),
        };
        let mut record = self.game.record().clone();
        if let Some(entry) = record.entries.last_mut() {
            entry.note = Some(joined(entry.note.as_ref()));
        }
        readable(data, &record)?;
        if let Some(entry) = self.game.last_entry_mut() {
            entry.note = Some(joined(entry.note.as_ref()));
        }
        Ok(())
    }

    /// Attaches how a non-player decided to the last log entry.
    fn trace_last(&mut self, trace: Trace) {
        if let Some(entry) = self.game.last_entry_mut() {
            entry.trace.extend(trace);
        }
    }

    /// The findings an edit would bring in context, without making it.
    pub fn judge(&self, data: &GameData, edit: &Edit) -> Vec<Finding> {
        self.game.judge(data, edit)
    }

    /// Takes back the last change. Returns whether there was one.
    pub fn undo(&mut self, data: &GameData) -> bool {
        match self.game.pop(data) {
            Some(taken) => {
                self.redo.push(taken);
                self.forget_np_plan();
                self.refresh(data);
                true
            }
            None => false,
        }
    }

    /// Makes again the last change taken back. Returns whether there was one.
    pub fn redo(&mut self, data: &GameData) -> bool {
        let Some((entry, state)) = self.redo.pop() else {
            return false;
        };
        self.game.restore(data, entry, state);
        self.forget_np_plan();
        self.refresh(data);
        true
    }

    /// Whether there is a change to take back.
    pub fn can_undo(&self) -> bool {
        !self.game.record().entries.is_empty()
    }

    /// Whether there is a change to make again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Whether there are changes since the last save (or since opening).
    pub fn is_dirty(&self) -> bool {
        self.annotated || self.saved_at_len != Some(self.game.record().entries.len())
    }

    /// Adds a bookmark or a note on an entry (nothing in the game changes);
    /// `Ok(false)` when its entry or finding is not in the log. One that
    /// would make the saved game larger than the program reads back is
    /// refused, and nothing changes.
    pub fn annotate(
        &mut self,
        data: &GameData,
        annotation: coin_table::Annotation,
    ) -> Result<bool, TooLargeToRead> {
        let mut record = self.game.record().clone();
        record.annotations.push(annotation.clone());
        readable(data, &record)?;
        let added = self.game.annotate(annotation).is_ok();
        self.annotated |= added;
        Ok(added)
    }

    /// Tries a what-if from the moment after `n` entries: the line of play
    /// as it is is set aside whole under `kept` (its name), and play goes
    /// on from that moment in a new line named `named`. Nothing is thrown
    /// away. `false` when `n` is the present.
    pub fn what_if(&mut self, data: &GameData, n: usize, (kept, named): (String, String)) -> bool {
        if n >= self.game.record().entries.len() {
            return false;
        }
        let at = now();
        let entries = self.game.record().entries.clone();
        let annotations = self.game.record().annotations.clone();
        self.game.keep_branch(Branch {
            name: kept,
            at,
            entries,
            annotations,
        });
        self.game.truncate(data, n);
        self.game.name_line(Some(named));
        self.after_line_change(data);
        true
    }

    /// Returns to a line set aside: the line of play as it is is set aside
    /// in its place (under its name), and the chosen one is replayed.
    /// Nothing changes when the line cannot be replayed (the message says
    /// why).
    pub fn switch_line(&mut self, data: &GameData, index: usize) -> anyhow::Result<()> {
        let mut record = self.game.record().clone();
        anyhow::ensure!(index < record.branches.len(), "there is no such line");
        let chosen = record.branches.remove(index);
        let at = now();
        record.branches.push(Branch {
            name: record.line.take().unwrap_or_default(),
            at,
            entries: std::mem::take(&mut record.entries),
            annotations: std::mem::take(&mut record.annotations),
        });
        record.line = (!chosen.name.is_empty()).then_some(chosen.name);
        record.entries = chosen.entries;
        // Bookmarks and notes go with the line they were made on.
        record.annotations = chosen.annotations;
        self.game = Game::new(data, record)?;
        self.after_line_change(data);
        Ok(())
    }

    /// Drops a line set aside.
    pub fn drop_line(&mut self, index: usize) {
        self.annotated |= self.game.take_branch(index).is_some();
    }

    /// The table at the end of a line set aside, for comparing it with the
    /// present.
    pub fn line_end(&self, data: &GameData, index: usize) -> Option<GameState> {
        let mut record = self.game.record().clone();
        let branch = record.branches.get(index)?.clone();
        record.entries = branch.entries;
        record.branches.clear();
        gandhi_validator::log::replay(data, &record).ok()?.pop()
    }

    fn after_line_change(&mut self, data: &GameData) {
        self.redo.clear();
        self.forget_np_plan();
        self.annotated = true;
        self.refresh(data);
    }

    /// Takes away the `index`th bookmark or note.
    pub fn remove_annotation(&mut self, index: usize) {
        self.annotated |= self.game.remove_annotation(index).is_some();
    }

    /// The saved-game text.
    pub fn to_yaml(&self, data: &GameData) -> String {
        gandhi_validator::log::record_to_yaml(data, self.game.record())
    }

    /// Saves the game to a file, atomically; the file's seal then covers
    /// every entry.
    pub fn save(&mut self, data: &GameData, path: &Path) -> Result<(), FileError> {
        write_atomically(path, &self.to_yaml(data))?;
        self.path = Some(path.to_owned());
        self.saved_at_len = Some(self.game.record().entries.len());
        self.seal = Some(Seal::Intact {
            entries: self.game.record().entries.len(),
        });
        self.annotated = false;
        Ok(())
    }

    /// Re-checks everything after the card data changed (a card entered).
    pub fn rejudge(&mut self, data: &GameData) {
        self.game.recheck(data);
        self.refresh(data);
    }

    fn refresh(&mut self, data: &GameData) {
        self.report = self.game.report().clone();
        self.totals = self.game.totals(data);
        self.open_findings = self.game.check_open_with_raised(data);
        self.free = self.explain_free(data);
    }

    /// Free changes: entries since the last mark or card, none of them under
    /// a declaration.
    fn explain_free(&self, data: &GameData) -> Option<(usize, Explanation)> {
        if self.game.progress().open.is_some() {
            return None;
        }
        let entries = &self.game.record().entries;
        let boundary = |edit: &Edit| {
            edit.is_mark()
                || matches!(
                    edit,
                    Edit::NextCard
                        | Edit::Reveal { .. }
                        | Edit::FirstCards { .. }
                        | Edit::InstallViceroy
                        | Edit::PlaceGandhi { .. }
                )
        };
        let start = entries
            .iter()
            .rposition(|e| boundary(&e.edit))
            .map_or(0, |i| i + 1);
        if start >= entries.len() {
            return None;
        }
        let before = self.game.states().get(start)?;
        let explanation = explain_change(data, before, self.game.state());
        explanation
            .changed
            .then_some((entries.len() - start, explanation))
    }
}

/// The non-players' flow (chapter 8): the decisions are the validator's,
/// carried out here as changes to the game.
impl Session {
    /// What the non-players' flow keeps: the last plan, its checklist, the
    /// question asked.
    pub fn np(&self) -> &NpFlow {
        &self.np
    }

    /// The non-player whose turn it is on the current Event card, with the
    /// eligibility table's decision (8.2.1) or the question it needs
    /// answered first.
    pub fn np_decision(&self, data: &GameData) -> Option<(Turn, Decision)> {
        let Stage::Turn(turn) = self.stage(data) else {
            return None;
        };
        let Some(Card::Event(card)) = self.state().deck.current else {
            return None;
        };
        let effective = self
            .np
            .effective
            .filter(|(c, f, _)| *c == card && *f == turn.faction)
            .map(|(_, _, answer)| answer);
        self.game.np_decision(data, effective)
    }

    /// The players' answer on whether the current Event is effective for
    /// the non-player whose turn it is (8.8.3).
    pub fn np_answer_effective(&mut self, data: &GameData, effective: bool) {
        if let (Some((turn, _)), Some(Card::Event(card))) =
            (self.np_decision(data), self.state().deck.current)
        {
            self.np.effective = Some((card, turn.faction, effective));
        }
    }

    /// The non-player passes, as the eligibility table decided (2.3.3).
    pub fn np_pass(&mut self, data: &GameData) -> Result<(), EditError> {
        let Some((turn, Ok((NpChoice::Pass, trace)))) = self.np_decision(data) else {
            return Ok(());
        };
        let edits = pass_turn(self.state(), turn.faction);
        self.apply_all(data, edits, Some(turn.faction), trace)
    }

    /// The non-player draws its Arjuna card to follow by hand (8.3).
    pub fn np_draw(&mut self, data: &GameData) -> Result<(), EditError> {
        let Some((turn, Ok((_, trace)))) = self.np_decision(data) else {
            return Ok(());
        };
        let edits = vec![Edit::ArjunaDraw {
            faction: turn.faction,
        }];
        self.apply_all(data, edits, Some(turn.faction), trace)
    }

    /// Carries out the non-player's turn as the program plans it (8.3–8.8)
    /// with the players' answers: its edits are logged with the trace, and
    /// the plan stays for the checklist. When the engine needs an answer or
    /// data, the question is kept instead and nothing changes.
    /// The answers add to those given earlier in the same turn (the cards
    /// the table's own Arjuna deck turned up, in order).
    pub fn np_carry_out(&mut self, data: &GameData, answers: Answers) -> Result<(), EditError> {
        let Some((turn, Ok((choice, decided)))) = self.np_decision(data) else {
            return Ok(());
        };
        let answers = std::mem::take(&mut self.np.answers).and(answers);
        match self
            .game
            .np_plan(data, turn.faction, choice, answers.clone())
        {
            Ok(plan) => {
                let mut trace = decided;
                trace.extend(plan.trace.iter().cloned());
                let before = self.record().entries.len();
                self.apply_all(data, plan.edits.clone(), Some(turn.faction), trace)?;
                self.keep_plan(plan);
                self.np.plan_entries = Some(before..self.record().entries.len());
                self.np.plan_answers = answers;
                Ok(())
            }
            Err(question) => {
                self.np.question = Some(question);
                self.np.answers = answers;
                Ok(())
            }
        }
    }

    /// Carries out a Campaign Round step, or the Crisis cubes, for the
    /// non-players as the program plans it (8.9, 8.1.4); what the plan
    /// leaves to the players is in its trace, and the step stays open for
    /// them. A missing column is kept as the question.
    pub fn np_step(&mut self, data: &GameData, phase: Phase) -> Result<(), EditError> {
        match self.game.np_phase(data, phase) {
            Ok(plan) => self.apply_all(data, plan.edits, phase.faction(), plan.trace),
            Err(question) => {
                self.np.question = Some(question);
                Ok(())
            }
        }
    }

    /// Carries out the non-players' steps one after another: their turns,
    /// the ends of cards and the Campaign Round steps that are theirs or
    /// nobody's, until a player decides or the program needs the players,
    /// or after a non-player turn that leaves moves to make on the table.
    pub fn play_on(&mut self, data: &GameData) -> Result<PlayedOn, EditError> {
        const MOST_STEPS: usize = 400;
        for _ in 0..MOST_STEPS {
            let answered = self.np.effective;
            let effective = |card: u8, faction: Faction| match answered {
                Some((c, f, yes)) if c == card && f == faction => Some(yes),
                _ => None,
            };
            let step = self.game.np_next_step(data, &effective, &self.np.answers);
            let by = step.plan.as_ref().map(|p| p.faction);
            let before = self.record().entries.len();
            self.apply_all(data, step.edits.clone(), by, step.trace.clone())?;
            let moves = step.plan.as_ref().map_or(0, |p| p.moves().count());
            if let Some(plan) = step.plan {
                // The turn is over: its answers are spent.
                let answers = std::mem::take(&mut self.np.answers);
                if moves > 0 || plan.manual.is_some() {
                    self.keep_plan(plan);
                    self.np.plan_entries = Some(before..self.record().entries.len());
                    self.np.plan_answers = answers;
                }
            }
            if let Some(stop) = step.stop {
                if let Stop::Asked(question) = &stop {
                    self.np.question = Some(question.clone());
                }
                return Ok(PlayedOn::Stopped(stop));
            }
            if moves > 0 {
                return Ok(PlayedOn::MovesToMake);
            }
        }
        Ok(PlayedOn::Limit)
    }

    /// Ticks or unticks a move of the checklist.
    pub fn np_tick(&mut self, index: usize) {
        if let Some(tick) = self.np.ticks.get_mut(index) {
            *tick = !*tick;
        }
    }

    /// Closes the checklist: the plan is forgotten.
    pub fn np_close_checklist(&mut self) {
        self.forget_np_plan();
    }

    fn keep_plan(&mut self, plan: Plan) {
        self.np.ticks = vec![false; plan.moves().count()];
        self.np.plan = Some(plan);
        self.np.question = None;
    }

    fn forget_np_plan(&mut self) {
        self.np.plan = None;
        self.np.ticks.clear();
        self.np.question = None;
        self.np.plan_entries = None;
        self.np.answers = Answers::default();
        self.np.plan_answers = Answers::default();
    }

    /// What the non-players' next step would be with `data` (the aid as it
    /// would be with an entry being made), for a preview: from where the
    /// kept turn that lacked its Arjuna side began, or from here when the
    /// engine stopped on a question. Nothing changes. `None` when neither
    /// is the case, or the log has moved on since the turn.
    pub fn np_preview(&self, data: &GameData) -> Option<NpStep> {
        let mut game = self.game.clone();
        let lacked_side = matches!(
            self.np.plan.as_ref().and_then(|p| p.manual.as_ref()),
            Some(Manual::Card { .. })
        );
        let answers = match self.np.plan_entries.clone() {
            Some(range) if lacked_side && self.record().entries.len() == range.end => {
                while game.record().entries.len() > range.start {
                    game.pop(data);
                }
                &self.np.plan_answers
            }
            _ if self.np.question.is_some() => &self.np.answers,
            _ => return None,
        };
        let answered = self.np.effective;
        let effective = |card: u8, faction: Faction| match answered {
            Some((c, f, yes)) if c == card && f == faction => Some(yes),
            _ => None,
        };
        Some(game.np_next_step(data, &effective, answers))
    }

    /// Once the players entered the Arjuna side the last non-player turn
    /// lacked (so that turn was left to them to follow by hand), takes that
    /// turn's step back and plays on again with the data as it now is. The
    /// same card comes up, since the deck follows the game's seed (or, with
    /// the table's own Arjuna deck, the cards it named are kept), and its
    /// side is now read. Nothing happens (`None`) when the kept plan is not
    /// such a turn or the log has moved on since.
    pub fn np_retry(&mut self, data: &GameData) -> Option<Result<PlayedOn, EditError>> {
        self.retry(data, |manual| matches!(manual, Manual::Card { .. }))
    }

    /// Once the players entered, as steps, the side of the Event the last
    /// non-player turn left to them (8.8.4: the text was not in the data),
    /// takes that turn back and plays on again: the non-player now carries
    /// the Event out by the steps. `None` when the kept plan is not such a
    /// turn for that card and side, or the log has moved on since.
    pub fn np_retry_event(
        &mut self,
        data: &GameData,
        card: u8,
        shaded: bool,
    ) -> Option<Result<PlayedOn, EditError>> {
        self.retry(data, |manual| {
            matches!(manual, Manual::Event { card: c, shaded: s, .. } if *c == card && *s == shaded)
        })
    }

    fn retry(
        &mut self,
        data: &GameData,
        lacked: impl Fn(&Manual) -> bool,
    ) -> Option<Result<PlayedOn, EditError>> {
        let range = self.np.plan_entries.clone()?;
        let left = self
            .np
            .plan
            .as_ref()
            .and_then(|p| p.manual.as_ref())
            .is_some_and(lacked);
        if !left || self.record().entries.len() != range.end {
            return None;
        }
        while self.record().entries.len() > range.start {
            self.game.pop(data);
        }
        let answers = std::mem::take(&mut self.np.plan_answers);
        self.redo.clear();
        self.forget_np_plan();
        self.np.answers = answers;
        self.refresh(data);
        Some(self.play_on(data))
    }

    /// Logs edits in order, each by the Faction its action or step names
    /// (else `by`), with the trace attached to the last. If one cannot be
    /// made, those already logged are taken back: all or nothing.
    fn apply_all(
        &mut self,
        data: &GameData,
        edits: Vec<Edit>,
        by: Option<Faction>,
        trace: Trace,
    ) -> Result<(), EditError> {
        let before = self.record().entries.len();
        let count = edits.len();
        for edit in edits {
            let who = match &edit {
                Edit::Declare(declared) => Some(declared.faction),
                _ => by,
            };
            if let Err(error) = self.apply(data, edit, who) {
                while self.record().entries.len() > before {
                    self.game.pop(data);
                }
                self.refresh(data);
                return Err(error);
            }
        }
        if count > 0 && !trace.is_empty() {
            self.trace_last(trace);
        }
        Ok(())
    }
}

/// The time now as a log writes it: RFC 3339, to the second, with the
/// player's offset.
pub fn now() -> String {
    chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use coin_table::RuleRef;
    use gandhi_validator::position::four_players;
    use gandhi_validator::terms::Piece;
    use gandhi_validator::terms::Place;

    /// Moving one Troop.
    fn one_troop(from: Place, to: Place) -> Edit {
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from,
            to,
        }
    }

    #[test]
    fn apply_undo_redo_and_findings() {
        let data = GameData::bundled().unwrap();
        let mut session =
            Session::new(&data, "short", 3, four_players(), OwnDecks::default()).unwrap();
        assert!(session.report().is_clean());
        let mysore = data.map.by_key("mysore").unwrap();
        let edit = one_troop(Place::Available, Place::Space(mysore));
        session.apply(&data, edit, Some(Faction::Raj)).unwrap();
        assert_eq!(session.report().findings[0].rule, RuleRef::new("1.4.2"));
        assert_eq!(
            session.record().entries[0].findings[0].rule,
            RuleRef::new("1.4.2")
        );
        assert!(session.undo(&data));
        assert!(session.report().is_clean());
        assert!(session.redo(&data));
        assert!(!session.report().is_clean());
        assert!(!session.redo(&data));
    }

    #[test]
    fn a_refused_change_leaves_everything() {
        let data = GameData::bundled().unwrap();
        let mut session =
            Session::new(&data, "short", 3, four_players(), OwnDecks::default()).unwrap();
        let bihar = data.map.by_key("bihar").unwrap();
        let edit = one_troop(Place::Space(bihar), Place::Jail);
        assert!(session.apply(&data, edit, None).is_err());
        assert!(!session.can_undo());
    }
}
