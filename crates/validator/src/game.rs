//! A game being played: its record, the state after every entry and the
//! progress of the sequence of play, kept together so that every new entry
//! is checked in context. A declaration is checked against the sequence of
//! play (2.3); a `Done` checks the whole action or Campaign Round step
//! against the rules; revealing a card checks the cylinders (2.3.6).

use crate::action::campaign::check_phase;
use crate::action::transfer::{Credited, judge_transfer};
use crate::action::{Execution, Played, check_action};
use crate::check::check;
use crate::data::GameData;
use crate::edit::{Edit, EditError, apply};
use crate::ids::Card;
use crate::ids::Faction;
use crate::np::auto::{Step, next_step};
use crate::np::campaign::{PhasePlan, plan_phase};
use crate::np::{
    eligibility::decide_eligible,
    trace::{Decision, NpChoice, Question},
};
use crate::np::{
    engine::{Answers, plan_turn_with},
    plan::Plan,
};
use crate::sequence::Turn;
use crate::sequence::{
    Open, Progress, Stage, check_declaration, check_done, check_next_card, check_phase_start, stage,
};
use crate::state::{GameState, Seat};
use crate::victory::{Totals, totals};
use crate::vocab::finding::{Finding, Report};
use crate::vocab::phase::Phase;
use crate::{
    record::{Entry, GameRecord, ReplayError, raised, replay},
    said::RecordedFinding,
};
use coin_table::Annotation;
use coin_table::SharedVec;
/// A saved game opened and judged again ([`Game::open`]).
#[derive(Clone, Debug)]
pub struct Opened {
    /// The game, each entry with today's findings.
    pub game: Game,
    /// The entries whose findings today differ from those stored, in order.
    pub differences: Vec<Difference>,
}

/// A log entry whose findings, judged again today, are not those its file
/// stored: one stored is not raised today, one raised today was not
/// stored, or the same one cites another rule.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Difference {
    /// The entry, from 0.
    pub entry: usize,
    /// The findings the file stored.
    pub stored: Vec<RecordedFinding>,
    /// The findings today's rules raise.
    pub today: Vec<RecordedFinding>,
}

/// Whether two lists hold the same findings, in any order.
fn same_findings(a: &[RecordedFinding], b: &[RecordedFinding]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut used = vec![false; b.len()];
    a.iter().all(|f| {
        let found = b.iter().enumerate().position(|(i, g)| !used[i] && g == f);
        if let Some(i) = found {
            used[i] = true;
        }
        found.is_some()
    })
}

/// What an edit breaks in the sequence of play, given the position and
/// the progress before it: a declaration out of turn, a Campaign step or a
/// card out of order, a Resource transfer made outside an action (1.5.2),
/// an action closed that was never opened. The action or step it closes is
/// judged apart ([`Game::check_open`]).
pub(crate) fn sequence_of_play(
    data: &GameData,
    (state, progress): (&GameState, &Progress),
    edit: &Edit,
) -> Vec<Finding> {
    match edit {
        Edit::Declare(declared) => check_declaration(data, state, progress, declared),
        Edit::Phase(phase) => check_phase_start(data, state, progress, *phase),
        Edit::NextCard | Edit::Reveal { .. } => check_next_card(data, state, progress),
        // Made in an action, a transfer is judged with it, at its end;
        // otherwise now (1.5.2).
        Edit::Transfer { from, to, amount } => match &progress.open {
            Some(Open::Action { .. }) => Vec::new(),
            _ => judge_transfer(state, (*from, *to), *amount, None)
                .into_iter()
                .collect(),
        },
        Edit::Done { .. } => check_done(progress),
        _ => Vec::new(),
    }
}

/// A record with its states and progress.
#[derive(Clone, Debug)]
pub struct Game {
    record: GameRecord,
    /// `states[i]` is the state after the first `i` entries.
    states: SharedVec<GameState>,
    progress: Progress,
    /// The state checks of the current state, kept so that each new entry
    /// runs them once.
    report: Report,
}

impl Game {
    /// A game from a record, replaying its log and keeping the findings it
    /// stored. A record whose stored findings this version cannot read
    /// ([`GameRecord::judge_again`]) is judged again as [`Game::open`] does.
    pub fn new(data: &GameData, record: GameRecord) -> Result<Game, ReplayError> {
        if record.judge_again {
            return Game::open(data, record).map(|opened| opened.game);
        }
        let states = SharedVec::from(replay(data, &record)?);
        Ok(Game::of_states(data, record, states))
    }

    /// A game of a record and the states its log went through, with its
    /// progress and the state checks of the last state.
    fn of_states(data: &GameData, record: GameRecord, states: SharedVec<GameState>) -> Game {
        let progress = Progress::of(data, record.entries.iter().map(|e| &e.edit), &states);
        let report = states.last().map(|s| check(data, s)).unwrap_or_default();
        Game {
            record,
            states,
            progress,
            report,
        }
    }

    /// Opens a saved game: every entry is replayed and judged again by
    /// today's rules, as [`Game::push`] would log it now, keeping its time,
    /// author, note and trace. Where today's findings differ from those the
    /// record stored, the entry keeps today's, notes the stored ones
    /// ([`Entry::findings_before`]) and is listed. A record whose stored
    /// findings could not be read (version 1) lists nothing.
    ///
    /// A die the log says the program rolled must still be what the seed
    /// rolls; when it is not because an earlier die lost its `rolled` mark,
    /// the error names that die ([`ReplayError::Unmarked`]).
    pub fn open(data: &GameData, mut record: GameRecord) -> Result<Opened, ReplayError> {
        let entries = std::mem::take(&mut record.entries);
        let compare = !record.judge_again;
        record.judge_again = false;
        let mut game = Game::new(data, record)?;
        game.record.entries.reserve(entries.len());
        game.states.reserve(entries.len());
        let mut differences = Vec::new();
        for (index, entry) in entries.iter().enumerate() {
            let pushed = game.push(data, entry.edit.clone(), entry.by, entry.at.clone());
            if let Err(error) = pushed {
                return Err(game.replay_error(data, &entries, index, error));
            }
            let Some(last) = game.record.entries.last_mut() else {
                continue;
            };
            last.note.clone_from(&entry.note);
            last.trace.clone_from(&entry.trace);
            last.findings_before.clone_from(&entry.findings_before);
            if compare && !same_findings(&entry.findings, &last.findings) {
                differences.push(Difference {
                    entry: index,
                    stored: entry.findings.clone(),
                    today: last.findings.clone(),
                });
                if last.findings_before.is_none() {
                    last.findings_before = Some(entry.findings.clone());
                }
            }
        }
        Ok(Opened { game, differences })
    }

    /// Why entry `index` could not be replayed: a die the program rolled
    /// that disagrees with the seed is traced back to an earlier die typed
    /// in by hand that, rolled from the seed instead, lets the log replay.
    fn replay_error(
        &self,
        data: &GameData,
        entries: &[Entry],
        index: usize,
        error: EditError,
    ) -> ReplayError {
        if !matches!(error, EditError::DieMismatch { .. }) {
            return ReplayError::Entry { index, error };
        }
        // Back to the last entry that drew from the seed and replayed: a
        // die typed in before it cannot have been the program's.
        let draws = |e: &Entry| {
            matches!(&e.edit, Edit::Die(d) if d.rolled) || e.edit == Edit::ArjunaShuffle
        };
        let from = entries[..index]
            .iter()
            .rposition(draws)
            .map_or(0, |i| i + 1);
        for candidate in (from..index).rev() {
            let Edit::Die(die) = &entries[candidate].edit else {
                continue;
            };
            let Some(before) = self.states.get(candidate) else {
                continue;
            };
            let mut state = before.clone();
            let mut rng = state.rng;
            let seed = rng.roll_die();
            let rolled = Edit::Die(crate::vocab::action::Die::program(die.space, seed));
            let replays = std::iter::once(&rolled)
                .chain(entries[candidate + 1..=index].iter().map(|e| &e.edit))
                .all(|edit| apply(data, &mut state, edit).is_ok());
            if replays {
                return ReplayError::Unmarked {
                    index,
                    error,
                    unmarked: candidate,
                    shows: die.value,
                    seed,
                };
            }
        }
        ReplayError::Entry { index, error }
    }

    /// A game that starts from a given state rather than the record's
    /// scenario (a hand-made table), replaying the record's log from it.
    pub fn with_start(
        data: &GameData,
        record: GameRecord,
        start: GameState,
    ) -> Result<Game, ReplayError> {
        let mut states = SharedVec::new();
        let mut state = start;
        states.push(state.clone());
        for (index, entry) in record.entries.iter().enumerate() {
            apply(data, &mut state, &entry.edit)
                .map_err(|error| ReplayError::Entry { index, error })?;
            states.push(state.clone());
        }
        Ok(Game::of_states(data, record, states))
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
        let mut findings = sequence_of_play(data, (self.state(), &self.progress), edit);
        if let Edit::Done { .. } = edit {
            findings.extend(self.check_open(data));
        }
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
                let played = self.played_since(*start);
                let execution = Execution {
                    before: at(*start),
                    special,
                    after,
                    played: &played,
                };
                check_action(data, declared, &execution).findings
            }
            Some(Open::Phase {
                at: start,
                phase,
                dice,
            }) => {
                // Resources handed over in a step are no part of it: the
                // transfer is judged on its own entry (1.5.2).
                let played = self.played_since(*start);
                let pairs = played.iter().map(|p| (p.edit, p.after));
                let credited = Credited::of((at(*start), None, after), pairs);
                let before = credited.before(at(*start));
                check_phase(data, *phase, before, credited.after(after), dice).findings
            }
        }
    }

    /// The entries from `start` on, each with the state it left.
    fn played_since(&self, start: usize) -> Vec<Played<'_>> {
        let entries = self.record.entries.get(start..).unwrap_or_default();
        entries
            .iter()
            .zip(self.states.iter().skip(start + 1))
            .map(|(entry, after)| Played {
                edit: &entry.edit,
                after,
            })
            .collect()
    }

    /// What is under way checked as [`Game::check_open`] does, followed by
    /// the state findings raised since it began (those of the table now
    /// that the table before it did not have): all one mistake in it may
    /// have led to, so that [`crate::findings::groups`] can put each beneath
    /// the mistake it follows from. Empty when nothing is under way.
    pub fn check_open_with_raised(&self, data: &GameData) -> Vec<Finding> {
        let start = match &self.progress.open {
            None => return Vec::new(),
            Some(Open::Action { at, .. } | Open::Phase { at, .. }) => *at,
        };
        let mut findings = self.check_open(data);
        if let Some(before) = self.states.get(start) {
            let was = check(data, before).findings;
            findings.extend(
                self.report
                    .findings
                    .iter()
                    .filter(|f| f.severity == crate::vocab::severity::Severity::Error)
                    .filter(|f| !was.iter().any(|w| w.same_as(f)))
                    .cloned(),
            );
        }
        findings
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
            findings_before: None,
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
            made_up: self.record.made_up,
            entries: self.record.entries.prefix(n),
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
        let states = self.states.prefix(n + 1);
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
        self.cut(data);
        Some((entry, state))
    }

    /// After entries are taken off the log's end: drops their bookmarks and
    /// notes and works out the progress and the report of what is left.
    fn cut(&mut self, data: &GameData) {
        let len = self.record.entries.len();
        self.record.annotations.retain(|a| a.entry <= len);
        self.progress = Progress::of(
            data,
            self.record.entries.iter().map(|e| &e.edit),
            &self.states,
        );
        self.report = check(data, self.state());
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
        self.cut(data);
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
