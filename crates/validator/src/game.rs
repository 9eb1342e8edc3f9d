//! A game being played: its record, the state after every entry and the
//! progress of the sequence of play, kept together so that every new entry
//! is checked in context. A declaration is checked against the sequence of
//! play (2.3); a `Done` checks the whole action or Campaign Round step
//! against the rules; revealing a card checks the cylinders (2.3.6).

use crate::action::campaign::check_phase;
use crate::action::{Execution, check_action};
use crate::annotation::Annotation;
use crate::check::check;
use crate::data::GameData;
use crate::edit::{Edit, EditError, apply};
use crate::ids::Card;
use crate::ids::Faction;
use crate::np::auto::{Step, next_step};
use crate::np::campaign::{PhasePlan, plan_phase};
use crate::np::engine::{Answers, Plan, plan_turn_with};
use crate::np::{Decision, NpChoice, Question, decide_eligible};
use crate::record::{Entry, GameRecord, RecordedFinding, ReplayError, raised, replay};
use crate::sequence::Turn;
use crate::sequence::{
    Open, Progress, Stage, check_declaration, check_done, check_next_card, check_phase_start, stage,
};
use crate::state::{GameState, Seat};
use crate::victory::{Totals, totals};
use crate::vocab::finding::{Finding, Report};
use crate::vocab::phase::Phase;
/// A record with its states and progress.
#[derive(Clone, Debug)]
pub struct Game {
    record: GameRecord,
    /// `states[i]` is the state after the first `i` entries.
    states: Vec<GameState>,
    progress: Progress,
    /// The state checks of the current state, kept so that each new entry
    /// runs them once.
    report: Report,
}

impl Game {
    /// A game from a record, replaying its log. A record whose stored
    /// findings this version cannot read ([`GameRecord::judge_again`]) has
    /// every entry judged again as it is replayed.
    pub fn new(data: &GameData, record: GameRecord) -> Result<Game, ReplayError> {
        if record.judge_again {
            return Game::judged_again(data, record);
        }
        let states = replay(data, &record)?;
        let progress = Progress::of(data, record.entries.iter().map(|e| &e.edit), &states);
        let report = states.last().map(|s| check(data, s)).unwrap_or_default();
        Ok(Game {
            record,
            states,
            progress,
            report,
        })
    }

    /// Replays a record entry by entry as [`Game::push`] would log it now,
    /// keeping each entry's time, author, note and trace, so that its
    /// findings are today's.
    fn judged_again(data: &GameData, mut record: GameRecord) -> Result<Game, ReplayError> {
        let entries = std::mem::take(&mut record.entries);
        record.judge_again = false;
        let mut game = Game::new(data, record)?;
        for (index, entry) in entries.into_iter().enumerate() {
            game.push(data, entry.edit, entry.by, entry.at)
                .map_err(|error| ReplayError::Entry { index, error })?;
            if let Some(last) = game.last_entry_mut() {
                last.note = entry.note;
                last.trace = entry.trace;
            }
        }
        Ok(game)
    }

    /// A game that starts from a given state rather than the record's
    /// scenario (a hand-made table), replaying the record's log from it.
    pub fn with_start(
        data: &GameData,
        record: GameRecord,
        start: GameState,
    ) -> Result<Game, ReplayError> {
        let mut states = Vec::with_capacity(record.entries.len() + 1);
        let mut state = start;
        states.push(state.clone());
        for (index, entry) in record.entries.iter().enumerate() {
            apply(data, &mut state, &entry.edit)
                .map_err(|error| ReplayError::Entry { index, error })?;
            states.push(state.clone());
        }
        let progress = Progress::of(data, record.entries.iter().map(|e| &e.edit), &states);
        let report = states.last().map(|s| check(data, s)).unwrap_or_default();
        Ok(Game {
            record,
            states,
            progress,
            report,
        })
    }

    /// The state checks of the current state.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The record.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Every state: after setup, then after each entry.
    pub fn states(&self) -> &[GameState] {
        &self.states
    }

    /// The current state.
    pub fn state(&self) -> &GameState {
        // There is always at least the state after setup.
        &self.states[self.states.len() - 1]
    }

    /// Where play stands.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// What comes next.
    pub fn stage(&self, data: &GameData) -> Stage {
        stage(data, self.state(), &self.progress)
    }

    /// Runs the static checks again on the table as it stands, after the
    /// data changed (a table's map checks, the players' cards).
    pub fn recheck(&mut self, data: &GameData) {
        self.report = check(data, self.state());
    }

    /// The findings an edit would bring, beyond the static ones: the
    /// sequence of play for a declaration or a new card, the whole action or
    /// step for a `Done`. The table is left as it is.
    pub fn judge(&self, data: &GameData, edit: &Edit) -> Vec<Finding> {
        let state = self.state();
        let mut findings = match edit {
            Edit::Declare(declared) => check_declaration(data, state, &self.progress, declared),
            Edit::Phase(phase) => check_phase_start(data, state, &self.progress, *phase),
            Edit::NextCard => check_next_card(data, state, &self.progress),
            Edit::Done { .. } => {
                let mut out = check_done(&self.progress);
                out.extend(self.check_open(data));
                out
            }
            _ => Vec::new(),
        };
        crate::data::checks::note_unchecked(data, &mut findings);
        findings
    }

    /// Checks what is under way against the change it has made so far.
    pub fn check_open(&self, data: &GameData) -> Vec<Finding> {
        let after = self.state();
        let at = |i: usize| self.states.get(i).unwrap_or(after);
        match &self.progress.open {
            None => Vec::new(),
            Some(Open::Action {
                at: start,
                declared,
                special_starts,
                special_ends,
            }) => {
                let special = special_starts.map(|s| (at(s), special_ends.map_or(after, at)));
                let execution = Execution {
                    before: at(*start),
                    special,
                    after,
                };
                check_action(data, declared, &execution).findings
            }
            Some(Open::Phase {
                at: start,
                phase,
                dice,
            }) => check_phase(data, *phase, at(*start), after, dice).findings,
        }
    }

    /// Applies an edit and logs it with the findings it raised (static and
    /// in context). A change that cannot be made leaves all as it was.
    pub fn push(
        &mut self,
        data: &GameData,
        edit: Edit,
        by: Option<Faction>,
        at: String,
    ) -> Result<&Entry, EditError> {
        let judged = self.judge(data, &edit);
        let last = self.states.len() - 1;
        let before = &self.states[last];
        let mut state = before.clone();
        apply(data, &mut state, &edit)?;
        let mut findings = if edit.is_mark() {
            Vec::new()
        } else {
            let after = check(data, &state);
            let raised = raised(&self.report, &after);
            self.report = after;
            raised
        };
        findings.extend(judged.iter().map(RecordedFinding::from));
        self.progress.step(data, &edit, &self.states[last], &state);
        self.record.entries.push(Entry {
            at,
            by,
            edit,
            findings,
            note: None,
            trace: Vec::new(),
        });
        self.states.push(state);
        Ok(&self.record.entries[self.record.entries.len() - 1])
    }

    /// The game as it stood after its first `n` entries (all of them when
    /// `n` is past the end): the later entries and their states left out,
    /// the progress and the checks of that moment. The game itself is not
    /// changed; looking back at a moment reads this.
    pub fn up_to(&self, data: &GameData, n: usize) -> Game {
        let n = n.min(self.record.entries.len());
        let record = GameRecord {
            scenario: self.record.scenario.clone(),
            seed: self.record.seed,
            seats: self.record.seats,
            physical_deck: self.record.physical_deck,
            own_arjuna_deck: self.record.own_arjuna_deck,
            entries: self.record.entries[..n].to_vec(),
            judge_again: false,
            annotations: self
                .record
                .annotations
                .iter()
                .filter(|a| a.entry <= n)
                .cloned()
                .collect(),
            line: self.record.line.clone(),
            branches: Vec::new(),
        };
        let states = self.states[..=n].to_vec();
        let progress = Progress::of(data, record.entries.iter().map(|e| &e.edit), &states);
        let report = check(data, &states[n]);
        Game {
            record,
            states,
            progress,
            report,
        }
    }

    /// Takes back the last entry, returning it with the state it led to.
    pub fn pop(&mut self, data: &GameData) -> Option<(Entry, GameState)> {
        if self.record.entries.is_empty() {
            return None;
        }
        let entry = self.record.entries.pop()?;
        let state = self.states.pop()?;
        let len = self.record.entries.len();
        self.record.annotations.retain(|a| a.entry <= len);
        self.progress = Progress::of(
            data,
            self.record.entries.iter().map(|e| &e.edit),
            &self.states,
        );
        self.report = check(data, self.state());
        Some((entry, state))
    }

    /// Puts back an entry taken by [`Game::pop`].
    pub fn restore(&mut self, data: &GameData, entry: Entry, state: GameState) {
        if let Some(before) = self.states.last() {
            self.progress.step(data, &entry.edit, before, &state);
        }
        self.report = check(data, &state);
        self.record.entries.push(entry);
        self.states.push(state);
    }

    /// The totals of the current state: each Faction's victory score,
    /// threshold and margin (1.9, 7.2, 7.3).
    pub fn totals(&self, data: &GameData) -> Totals {
        totals(data, self.state())
    }

    /// The non-player whose turn it is on the current Event card, with the
    /// Non-player Eligibility table's decision (8.2.1), or the question it
    /// needs answered first; `None` when no non-player's turn comes now.
    /// `effective` is the players' answer on whether the current Event is
    /// effective for it (8.8.3), when they gave one.
    pub fn np_decision(
        &self,
        data: &GameData,
        effective: Option<bool>,
    ) -> Option<(Turn, Decision)> {
        let Stage::Turn(turn) = self.stage(data) else {
            return None;
        };
        if self.state().seats[turn.faction] != Seat::NonPlayer {
            return None;
        }
        let Some(Card::Event(_)) = self.state().deck.current else {
            return None;
        };
        let decided = decide_eligible(data, self.state(), &self.progress.play, turn, effective);
        Some((turn, decided))
    }

    /// The plan of a non-player's turn after its decision (8.3–8.8), with
    /// the players' answers to the questions a player decides.
    pub fn np_plan(
        &self,
        data: &GameData,
        faction: Faction,
        choice: NpChoice,
        answers: Answers,
    ) -> Result<Plan, Question> {
        plan_turn_with(data, self.state(), faction, choice, answers)
    }

    /// The plan of a Campaign Round step, or the Crisis cubes, for the
    /// non-players (8.9, 8.1.4).
    pub fn np_phase(&self, data: &GameData, phase: Phase) -> Result<PhasePlan, Question> {
        plan_phase(data, self.state(), phase)
    }

    /// The next step of the game when it belongs to the non-players (a
    /// turn, a card's end, a Campaign Round step), or where playing on
    /// stops; `effective` answers 8.8.3 for a card and Faction, `answers`
    /// holds what the players answered for the turn under way.
    pub fn np_next_step(
        &self,
        data: &GameData,
        effective: &dyn Fn(u8, Faction) -> Option<bool>,
        answers: &Answers,
    ) -> Step {
        next_step(
            data,
            self.state(),
            &self.progress,
            self.record.physical_deck,
            effective,
            answers,
        )
    }

    /// Cuts the log back to its first `n` entries, as many Undos would,
    /// in one step; their bookmarks and notes go with them. The entries
    /// taken are given back, oldest first.
    pub fn truncate(&mut self, data: &GameData, n: usize) -> Vec<Entry> {
        if n >= self.record.entries.len() {
            return Vec::new();
        }
        let taken = self.record.entries.split_off(n);
        self.states.truncate(n + 1);
        self.record.annotations.retain(|a| a.entry <= n);
        self.progress = Progress::of(
            data,
            self.record.entries.iter().map(|e| &e.edit),
            &self.states,
        );
        self.report = check(data, self.state());
        taken
    }

    /// Sets another line of play aside, to return to.
    pub fn keep_branch(&mut self, branch: crate::record::Branch) {
        self.record.branches.push(branch);
    }

    /// Takes a line set aside out of the record.
    pub fn take_branch(&mut self, index: usize) -> Option<crate::record::Branch> {
        (index < self.record.branches.len()).then(|| self.record.branches.remove(index))
    }

    /// Names the line of play the log holds.
    pub fn name_line(&mut self, name: Option<String>) {
        self.record.line = name;
    }

    /// Adds a bookmark or a note on an entry; refused (given back) when its
    /// entry is not in the log or its finding not among the entry's.
    pub fn annotate(&mut self, annotation: Annotation) -> Result<(), Annotation> {
        let fits = annotation
            .entry
            .checked_sub(1)
            .and_then(|i| self.record.entries.get(i))
            .is_some_and(|e| annotation.finding.is_none_or(|f| f < e.findings.len()));
        if !fits {
            return Err(annotation);
        }
        self.record.annotations.push(annotation);
        Ok(())
    }

    /// Takes away the `index`th bookmark or note.
    pub fn remove_annotation(&mut self, index: usize) -> Option<Annotation> {
        (index < self.record.annotations.len()).then(|| self.record.annotations.remove(index))
    }

    /// Mutable access to the last entry (to add a note).
    pub fn last_entry_mut(&mut self) -> Option<&mut Entry> {
        self.record.entries.last_mut()
    }
}
