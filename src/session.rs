//! A game being played: its record (setup, seed and log), the state after
//! every log entry (for undo and for reading the log), the findings and
//! totals of the current state, and saving. All changes go through
//! [`Session::apply`], [`Session::undo`] and [`Session::redo`].

use std::path::{Path, PathBuf};

use gandhi_validator::action::explain::{Explanation, explain_change};
use gandhi_validator::check::Finding;
use gandhi_validator::edit::{Edit, EditError};
use gandhi_validator::game::Game;
use gandhi_validator::np::Trace;
use gandhi_validator::record::{self, Entry, GameRecord};
use gandhi_validator::sequence::{Progress, Stage};
use gandhi_validator::state::Seat;
use gandhi_validator::{Faction, GameData, GameState, PerFaction, Report, Totals, totals};

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
}

impl Session {
    /// A new game of a scenario.
    pub fn new(
        data: &GameData,
        scenario: &str,
        seed: u64,
        seats: PerFaction<Seat>,
        physical_deck: bool,
    ) -> Result<Session, String> {
        let mut record = GameRecord::new(scenario, seed);
        record.seats = seats;
        record.physical_deck = physical_deck;
        let mut session = Session::from_record(data, record)?;
        // The non-players' Arjuna deck is shuffled at the start (8.3).
        if Faction::ALL.iter().any(|f| seats[*f] == Seat::NonPlayer) {
            session
                .apply(data, Edit::ArjunaShuffle, None)
                .map_err(|e| e.to_string())?;
            session.saved_at_len = None;
        }
        Ok(session)
    }

    /// A session from a record, replaying its log.
    pub fn from_record(data: &GameData, record: GameRecord) -> Result<Session, String> {
        let game = Game::new(data, record).map_err(|e| e.to_string())?;
        let mut session = Session {
            report: Report::default(),
            totals: totals(data, game.state()),
            game,
            redo: Vec::new(),
            open_findings: Vec::new(),
            free: None,
            path: None,
            saved_at_len: None,
        };
        session.refresh(data);
        Ok(session)
    }

    /// Opens a saved game. On error nothing is changed and the message says
    /// what is wrong and where.
    pub fn open(data: &GameData, path: &Path) -> Result<Session, String> {
        let text = read_text(path).map_err(|e| e.to_string())?;
        let record = record::from_yaml(data, &path.display().to_string(), &text)
            .map_err(|errors| FileError::Invalid(errors).to_string())?;
        let mut session = Session::from_record(data, record)?;
        session.path = Some(path.to_owned());
        session.saved_at_len = Some(session.game.record().entries.len());
        Ok(session)
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

    /// What the open action or step has done so far that its rules do not allow.
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
        let at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        self.game.push(data, edit, by, at)?;
        self.redo.clear();
        self.refresh(data);
        Ok(())
    }

    /// Makes a change and adds the players' note to its log entry.
    pub fn apply_with_note(
        &mut self,
        data: &GameData,
        edit: Edit,
        by: Option<Faction>,
        note: Option<String>,
    ) -> Result<(), EditError> {
        self.apply(data, edit, by)?;
        if let Some(entry) = self.game.last_entry_mut() {
            entry.note = note;
        }
        Ok(())
    }

    /// Adds a note to the last log entry, after what it already has.
    pub fn note_last(&mut self, note: String) {
        if let Some(entry) = self.game.last_entry_mut() {
            entry.note = Some(match entry.note.take() {
                Some(old) => format!("{old}; {note}"),
                None => note,
            });
        }
    }

    /// Attaches how a non-player decided to the last log entry.
    pub fn trace_last(&mut self, trace: Trace) {
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
        self.saved_at_len != Some(self.game.record().entries.len())
    }

    /// The saved-game text.
    pub fn to_yaml(&self, data: &GameData) -> String {
        record::to_yaml(data, self.game.record())
    }

    /// Saves the game to a file, atomically.
    pub fn save(&mut self, data: &GameData, path: &Path) -> Result<(), FileError> {
        write_atomically(path, &self.to_yaml(data))?;
        self.path = Some(path.to_owned());
        self.saved_at_len = Some(self.game.record().entries.len());
        Ok(())
    }

    /// Re-checks everything after the card data changed (a card entered).
    pub fn rejudge(&mut self, data: &GameData) {
        self.refresh(data);
    }

    fn refresh(&mut self, data: &GameData) {
        self.report = self.game.report().clone();
        self.totals = totals(data, self.game.state());
        self.open_findings = self.game.check_open(data);
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

#[cfg(test)]
mod tests {
    use super::*;
    use gandhi_validator::edit::Place;
    use gandhi_validator::state::four_players;
    use gandhi_validator::{Piece, RuleRef};

    #[test]
    fn apply_undo_redo_and_findings() {
        let data = GameData::bundled().unwrap();
        let mut session = Session::new(&data, "short", 3, four_players(), false).unwrap();
        assert!(session.report().is_clean());
        let mysore = data.map.by_key("mysore").unwrap();
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Available,
            to: Place::Space(mysore),
        };
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
        let mut session = Session::new(&data, "short", 3, four_players(), false).unwrap();
        let bihar = data.map.by_key("bihar").unwrap();
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Space(bihar),
            to: Place::Jail,
        };
        assert!(session.apply(&data, edit, None).is_err());
        assert!(!session.can_undo());
    }
}
