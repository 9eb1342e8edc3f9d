//! What every part of the board shares: the component data, the game in
//! progress, the language, the status line and the error shown, with the
//! autosave and the settings on disk. The commands that change the game
//! itself (an edit, undo and redo, the non-players' steps) are carried out
//! here; the panels and forms reach the game through it.

use std::path::{Path, PathBuf};

use egui::Ui;
use gandhi_validator::components::GameData;
use gandhi_validator::play::Open;
use gandhi_validator::position::Edit;
use gandhi_validator::position::EditError;
use gandhi_validator::position::Seat;
use gandhi_validator::terms::{Faction, PerFaction};
use serde::{Deserialize, Serialize};

use coin_table::Annotation;

use super::command::Command;
use super::widgets::hinted_button;
use crate::files::{AUTOSAVES_KEPT, FileError, autosave_file, read_text, write_atomically};
use crate::i18n::{
    files::file_error,
    fluent::{Args, Lang, Said, say, tr},
    keys::Key,
};
use crate::rules_text::RuleTexts;
use crate::session::{OpenError, PlayedOn, Session};

/// The settings kept between runs.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    /// The interface language.
    #[serde(default)]
    pub language: Lang,
}

/// The game and what goes with it, shared by every panel and form.
#[derive(Debug)]
pub struct Game {
    /// The component data, with the players' cards, aid and map checks
    /// merged in.
    pub data: GameData,
    /// Our summaries of the rulebook's sections.
    pub texts: RuleTexts,
    /// The interface language.
    pub lang: Lang,
    /// Folder for settings and the autosave; `None` keeps nothing on disk.
    pub data_dir: Option<PathBuf>,
    /// The game in progress, if any, as it is now.
    pub session: Option<Session>,
    /// The Faction chosen as acting in the menu bar.
    pub acting: Option<Faction>,
    /// The status line, in each language.
    pub status: Said,
    /// The message shown after a failure, if any.
    pub error: Option<String>,
    /// The players' file an error message is about, offered to be opened.
    pub error_file: Option<PathBuf>,
}

impl Game {
    /// The game with this data and language, none in progress yet.
    pub fn new(data: GameData, lang: Lang, data_dir: Option<PathBuf>) -> Game {
        Game {
            data,
            texts: RuleTexts::bundled(),
            lang,
            data_dir,
            session: None,
            acting: None,
            status: Said::default(),
            error: None,
            error_file: None,
        }
    }

    /// Carries out a command that changes the game itself, or the
    /// language, the acting Faction or the error shown. Others are left
    /// to their owners.
    pub fn handle(&mut self, command: Command) {
        match command {
            Command::Edit(edit) => {
                self.apply(edit);
            }
            Command::Steps(edits) => {
                for edit in edits {
                    if !self.apply(edit) {
                        break;
                    }
                }
            }
            Command::RollDie(space) => {
                if let Some(session) = self.session.as_ref() {
                    let mut rng = session.state().rng;
                    let value = rng.roll_die();
                    self.apply(Edit::Die(gandhi_validator::play::Die::program(
                        space, value,
                    )));
                }
            }
            Command::Undo => {
                if self.session.as_mut().is_some_and(|s| s.undo(&self.data)) {
                    self.autosave();
                }
            }
            Command::Redo => {
                if self.session.as_mut().is_some_and(|s| s.redo(&self.data)) {
                    self.autosave();
                }
            }
            Command::AcceptOpening => {
                if let Some(session) = self.session.as_mut() {
                    session.accept_opening();
                    self.status = Said::of(|lang| tr(lang, Key::OpeningAccepted).to_owned());
                }
            }
            Command::SetLanguage(language) => {
                self.lang = language;
                self.save_settings();
            }
            Command::SetActing(faction) => self.acting = faction,
            Command::DismissError => {
                self.error = None;
                self.error_file = None;
            }
            Command::OpenPlayersFile(path) => {
                if let Err(error) = open::that_detached(&path) {
                    let file = path.display().to_string();
                    let error = error.to_string();
                    self.status = Said::of(|lang| {
                        crate::i18n::fluent::say(
                            lang,
                            "players-file-not-opened",
                            crate::i18n::fluent::Args::new()
                                .text("file", file.clone())
                                .text("error", error.clone()),
                        )
                    });
                }
            }
            command => self.handle_non_players(command),
        }
    }

    /// Carries out the players' answers and steps for the non-players.
    fn handle_non_players(&mut self, command: Command) {
        match command {
            Command::NpEffective(effective) => {
                if let Some(session) = self.session.as_mut() {
                    session.np_answer_effective(&self.data, effective);
                }
            }
            Command::NpPass => self.np_command(|s, data| s.np_pass(data)),
            Command::NpDraw => self.np_command(|s, data| s.np_draw(data)),
            Command::NpCarryOut(answers) => {
                self.np_command(|s, data| s.np_carry_out(data, answers));
            }
            Command::NpStep(phase) => self.np_command(|s, data| s.np_step(data, phase)),
            Command::NpTick(index) => {
                if let Some(session) = self.session.as_mut() {
                    session.np_tick(index);
                }
            }
            Command::NpCloseChecklist => {
                if let Some(session) = self.session.as_mut() {
                    session.np_close_checklist();
                }
            }
            _ => {}
        }
    }

    /// The file the autosave is written to.
    pub fn autosave_path(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|dir| autosave_file(dir, 0))
    }

    /// Judges the game in progress again, after the data changed.
    pub fn rejudge(&mut self) {
        if let Some(session) = self.session.as_mut() {
            session.rejudge(&self.data);
        }
    }

    /// Before a new game or an opened one takes the autosave's place, keeps
    /// the game autosaved so far: `autosave.yaml` becomes `autosave.1.yaml`,
    /// that one `autosave.2.yaml`, and so on up to [`AUTOSAVES_KEPT`]. An
    /// autosave holding no change (nothing to lose) is simply replaced.
    pub fn keep_earlier_autosave(&mut self) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let current = autosave_file(&dir, 0);
        if !regular(&current) {
            return;
        }
        let empty = read_text(&current)
            .ok()
            .and_then(|text| {
                gandhi_validator::log::record_from_yaml(&self.data, "autosave", &text).ok()
            })
            .is_some_and(|record| record.entries.is_empty());
        if empty {
            return;
        }
        // The oldest kept autosave would be replaced: a game in it is moved
        // to the older autosaves' folder first, never written over.
        let oldest = autosave_file(&dir, AUTOSAVES_KEPT - 1);
        if regular(&oldest) && holds_entries(&self.data, &oldest) {
            match crate::files::archive_autosave(&dir, &oldest) {
                Ok(kept) => {
                    let file = kept.display().to_string();
                    let said = Said::of(|lang| {
                        say(
                            lang,
                            "autosave-archived",
                            Args::new().text("file", file.clone()),
                        )
                    });
                    // Beside what the status already says (the file opened).
                    self.status = self.status.then(&said);
                }
                Err(source) => {
                    self.status = save_failed(&write_failed(oldest, source));
                    return;
                }
            }
        }
        for n in (1..AUTOSAVES_KEPT).rev() {
            let from = autosave_file(&dir, n - 1);
            let to = autosave_file(&dir, n);
            if regular(&from)
                && (regular(&to) || std::fs::symlink_metadata(&to).is_err())
                && let Err(error) = std::fs::rename(&from, &to)
            {
                self.status = save_failed(&write_failed(to, error));
                return;
            }
        }
    }

    /// Shows that a file could not be written, and why.
    pub fn report_save_failed(&mut self, why: String) {
        let message = format!("{}\n\n{why}", tr(self.lang, Key::SaveFailed));
        self.report_error(message, None);
    }

    /// The status line: the message `key` saying how many entries made
    /// meanwhile were added to a file.
    pub fn say_merged(&mut self, key: &'static str, added: usize, file: &str) {
        self.status = Said::of(|lang| {
            say(
                lang,
                key,
                Args::new()
                    .num("count", added as i64)
                    .text("file", file.to_owned()),
            )
        });
    }

    /// Shows an error, after any already shown; `file` is a players' file
    /// the message is about, which the dialog offers to open.
    pub fn report_error(&mut self, message: String, file: Option<PathBuf>) {
        self.error = Some(match self.error.take() {
            Some(before) => format!("{before}\n\n{message}"),
            None => message,
        });
        if file.is_some() {
            self.error_file = file;
        }
    }

    /// Who a change is made by: the Faction declaring, the one whose action
    /// is under way, or the one chosen in the menu bar.
    pub fn acting_for(&self, edit: &Edit) -> Option<Faction> {
        if let Edit::Declare(declared) = edit {
            return Some(declared.faction);
        }
        let open = self
            .session
            .as_ref()
            .and_then(|s| s.progress().open.as_ref());
        match open {
            Some(Open::Action { declared, .. }) => Some(declared.faction),
            Some(Open::Phase { phase, .. }) => phase.faction().or(self.acting),
            None => self.acting,
        }
    }

    /// Makes a change to the game, and says whether it was made.
    pub fn apply(&mut self, edit: Edit) -> bool {
        let by = self.acting_for(&edit);
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        match session.apply(&self.data, edit, by) {
            Ok(()) => {
                self.status.clear();
                self.autosave();
                true
            }
            Err(error) => {
                self.status = self.refused(&error);
                false
            }
        }
    }

    /// Adds a bookmark or a note, and saves it with the autosave; one that
    /// would make the saved game too large to read back is refused, and the
    /// status line says so.
    pub fn annotate(&mut self, annotation: Annotation) {
        if let Some(session) = self.session.as_mut() {
            match session.annotate(&self.data, annotation) {
                Ok(_) => self.autosave(),
                Err(error) => self.status = Said::of(|lang| note_too_large(lang, error)),
            }
        }
    }

    /// Writes the dispute report of entries `from` to `to` to `path`, and
    /// says where it went.
    pub fn export_report(&mut self, from: usize, to: usize, path: &Path) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let made = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let name = crate::report::picture_name(path);
        let cx = crate::report::ReportContext {
            texts: &self.texts,
            lang: self.lang,
            name: &name,
            made: &made,
        };
        let Some(report) = crate::report::dispute_report(&self.data, session, from..=to, cx) else {
            return;
        };
        match crate::report::write_report(path, &report, session.path.as_deref()) {
            Ok(_) => {
                let file = path.display().to_string();
                self.status = Said::of(|lang| {
                    say(
                        lang,
                        "report-written",
                        Args::new().text("file", file.clone()),
                    )
                });
            }
            Err(error) => self.report_error(file_error(self.lang, &error), None),
        }
    }

    /// Plays on for the non-players and says where it stopped.
    pub fn play_on(&mut self) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let played = session.play_on(&self.data);
        self.played_on(played);
    }

    /// Says where playing on stopped, and saves.
    pub fn played_on(&mut self, played: Result<PlayedOn, EditError>) {
        self.autosave();
        self.status = match played {
            Ok(PlayedOn::Stopped(stop)) => Said::of(|lang| crate::i18n::np::np_stop(lang, &stop)),
            Ok(PlayedOn::MovesToMake) => Said::of(|lang| tr(lang, Key::PlayOnMoves).to_owned()),
            Ok(PlayedOn::Limit) => Said::default(),
            Err(error) => self.refused(&error),
        };
    }

    /// A non-player step the players asked for, with what came of it.
    fn np_command(&mut self, step: impl FnOnce(&mut Session, &GameData) -> Result<(), EditError>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        match step(session, &self.data) {
            Ok(()) => self.status.clear(),
            Err(error) => self.status = self.refused(&error),
        }
        self.autosave();
    }

    /// "The change was refused" with why, in each language.
    pub fn refused(&self, error: &EditError) -> Said {
        Said::of(|lang| {
            format!(
                "{}: {}",
                tr(lang, Key::EditRefused),
                crate::i18n::log::edit_error(lang, &self.data, error)
            )
        })
    }

    /// Opens a saved game; on failure shows why and keeps the current game.
    /// What the seal said is shown beside the file's name; what judging
    /// again found waits in its window. Says whether it opened.
    pub fn open(&mut self, path: &Path) -> bool {
        match Session::open(&self.data, path) {
            Ok(session) => {
                let file = path.display().to_string();
                self.status = match session.seal() {
                    Some(seal) => Said::of(|lang| {
                        format!("{file}: {}", crate::i18n::log::seal_verdict(lang, seal))
                    }),
                    None => Said::plain(file),
                };
                self.take_up(session)
            }
            Err(error) => self.not_opened(&error),
        }
    }

    /// Starts a game of a scenario, keeping the game autosaved before it;
    /// says whether it started (else the error says why).
    pub fn new_game(
        &mut self,
        scenario: &str,
        seed: u64,
        (seats, decks): (PerFaction<Seat>, crate::session::OwnDecks),
    ) -> bool {
        match Session::new(&self.data, scenario, seed, seats, decks) {
            Ok(session) => {
                self.status.clear();
                self.take_up(session)
            }
            Err(error) => {
                self.error = Some(format!("{error:#}"));
                false
            }
        }
    }

    /// Plays `session` from now on, keeping the game autosaved before it.
    fn take_up(&mut self, session: Session) -> bool {
        self.keep_earlier_autosave();
        self.session = Some(session);
        self.autosave();
        true
    }

    /// Shows why a saved game did not open; says it did not.
    fn not_opened(&mut self, error: &OpenError) -> bool {
        self.error = Some(crate::i18n::log::opened_error(
            self.lang,
            &open_error(self.lang, &self.data, error),
        ));
        false
    }

    /// Takes up the autosaved game again, and says whether it opened.
    pub fn resume(&mut self) -> bool {
        let Some(path) = self.autosave_path() else {
            return false;
        };
        match Session::open(&self.data, &path) {
            Ok(mut session) => {
                // The autosave is not the players' own file.
                session.path = None;
                self.session = Some(session);
                true
            }
            Err(error) => self.not_opened(&error),
        }
    }

    /// Writes the game to a file the players chose, and says so.
    pub fn save(&mut self, path: &Path) {
        let lang = self.lang;
        if let Some(session) = self.session.as_mut() {
            match session.save(&self.data, path) {
                Ok(()) => {
                    let file = path.display().to_string();
                    self.status = Said::of(|lang| format!("{}: {file}", tr(lang, Key::Saved)));
                }
                Err(error) => {
                    self.error = Some(format!(
                        "{}\n\n{}",
                        tr(lang, Key::SaveFailed),
                        file_error(lang, &error)
                    ))
                }
            }
        }
    }

    /// Writes the game to the autosave file (atomically) after every change.
    pub fn autosave(&mut self) {
        let (Some(path), Some(session)) = (self.autosave_path(), self.session.as_ref()) else {
            return;
        };
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Err(error) = write_atomically(&path, &session.to_yaml(&self.data)) {
            self.status = Said::of(|lang| {
                format!(
                    "{}: {}",
                    tr(lang, Key::SaveFailed),
                    file_error(lang, &error)
                )
            });
        }
    }

    /// Keeps the settings (the language) in the data folder.
    fn save_settings(&mut self) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let settings = Settings {
            language: self.lang,
        };
        if let Ok(text) = serde_saphyr::to_string(&settings) {
            let _ = std::fs::create_dir_all(&dir);
            if let Err(error) = write_atomically(&dir.join("settings.yaml"), &text) {
                self.status = Said::of(|lang| file_error(lang, &error));
            }
        }
    }

    /// The error message, when one is shown, with Dismiss and, for a
    /// players' file, buttons to open it and read it again.
    pub fn error_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(message) = self.error.as_ref() else {
            return;
        };
        let lang = self.lang;
        let mut dismiss = false;
        let file = self.error_file.clone();
        let mut asked = Vec::new();
        egui::Modal::new(egui::Id::unique("error")).show(ui.ctx(), |ui| {
            ui.set_max_width(520.0);
            ui.heading(tr(lang, Key::ErrorTitle));
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    ui.label(message);
                });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr(lang, Key::Dismiss)).clicked() {
                    dismiss = true;
                }
                if let Some(file) = &file {
                    if ui
                        .button(tr(lang, Key::OpenFile))
                        .on_hover_text(file.display().to_string())
                        .clicked()
                    {
                        asked.push(Command::OpenPlayersFile(file.clone()));
                    }
                    if hinted_button(ui, lang, (Key::ReadAgain, Key::ReadAgainHint)) {
                        asked.push(Command::ReloadPlayersFiles);
                    }
                }
            });
        });
        if dismiss {
            commands.push(Command::DismissError);
        }
        commands.extend(asked);
    }
}

/// Whether a path is a regular file (not a link, not a folder).
fn regular(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_file())
}

/// Whether an autosave holds entries; a file that does not read as a game
/// counts as one that does: it may be one.
fn holds_entries(data: &GameData, path: &Path) -> bool {
    read_text(path)
        .ok()
        .and_then(|text| gandhi_validator::log::record_from_yaml(data, "autosave", &text).ok())
        .is_none_or(|record| !record.entries.is_empty())
}

/// A file's text, or `None` when there is no such file.
pub fn read_if_there(path: &Path) -> Result<Option<String>, FileError> {
    match read_text(path) {
        Err(FileError::Read { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
            Ok(None)
        }
        read => read.map(Some),
    }
}

/// A file that could not be written, with the system's reason, in each
/// language.
fn write_failed(path: PathBuf, source: std::io::Error) -> Said {
    let error = crate::files::FileError::Write { path, source };
    Said::of(|lang| crate::i18n::files::file_error(lang, &error))
}

/// "The game could not be saved" with why, in each language.
fn save_failed(why: &Said) -> Said {
    Said::of(|lang| format!("{}: {}", tr(lang, Key::SaveFailed), why.get(lang)))
}

/// Why a note was not added: the saved game would be too large to read back.
pub fn note_too_large(lang: Lang, error: gandhi_validator::log::TooLargeToRead) -> String {
    crate::i18n::fluent::say(
        lang,
        "note-too-large",
        crate::i18n::fluent::Args::new()
            .num("bytes", i64::try_from(error.bytes).unwrap_or(i64::MAX))
            .num(
                "limit",
                i64::try_from(coin_table::MAX_TEXT_BYTES / (1024 * 1024)).unwrap_or(i64::MAX),
            ),
    )
}

/// Why a saved game could not be opened, in words: the file's problems as
/// located, or the entry that cannot be replayed with what the seal says.
fn open_error(lang: Lang, data: &GameData, error: &OpenError) -> String {
    match error {
        OpenError::File(error) => file_error(lang, error),
        OpenError::Replay(failed) => format!(
            "{}{}: {}\n\n{}",
            failed.path.display(),
            failed.place.map(|p| p.place()).unwrap_or_default(),
            crate::i18n::log::replay_error(lang, data, &failed.error),
            crate::i18n::log::seal_verdict(lang, &failed.seal)
        ),
    }
}
