//! The egui program: the start screen and the table. Widgets record what the
//! players ask for as [`Command`]s; [`GandhiApp::run_commands`] is the one
//! place that carries them out, through the session and the validator.

pub mod aid;
pub mod aid_form;
pub(crate) mod aid_needs;
pub mod arjuna_pick;
pub(crate) mod bookmarks;
pub mod command;
pub mod effect_form;
pub(crate) mod file_dialog;
pub(crate) mod lines;
pub mod map_check;
pub(crate) mod opening;
pub(crate) mod panels;
pub mod play;
pub(crate) mod side_panel;
pub(crate) mod start;
pub(crate) mod step_list;
pub(crate) mod timeline;
pub(crate) mod widgets;
pub(crate) mod windows;

use std::path::{Path, PathBuf};

use coin_table::Annotation;
use coin_table::RuleRef;
use egui::{Key as KeyCode, KeyboardShortcut, Modifiers, Ui};
use gandhi_validator::components::CardCatalog;
use gandhi_validator::components::Check;
use gandhi_validator::components::Effect;
use gandhi_validator::components::GameData;
use gandhi_validator::components::NpAid;
use gandhi_validator::components::PlayerCard;
use gandhi_validator::components::RandomSpaces;
use gandhi_validator::components::{AidCounts, PlayersAid};
use gandhi_validator::components::{ArjunaData, ArjunaId, Face};
use gandhi_validator::nonplayers::Manual;
use gandhi_validator::play::{Open, Stage};
use gandhi_validator::position::Edit;
use gandhi_validator::position::EditError;
use gandhi_validator::position::Seat;
use gandhi_validator::terms::Faction;
use serde::{Deserialize, Serialize};

use crate::files::{
    AUTOSAVES_KEPT, FileError, autosave_file, backup_path, read_text, write_atomically,
    write_keeping_backup,
};
use crate::gandhi_table::{build_view, intent_to_edits};
use crate::i18n::{
    files::file_error,
    fluent::{Args, Lang, Said, say, tr},
    keys::Key,
};
use crate::rules_text::RuleTexts;
use crate::session::{NoteError, OpenError, PlayedOn, Session};
use crate::table::{
    draw::{MIN_TEXT, board_ui, boxes_ui},
    view::Intent,
};

use aid::{AidChange, AidEntries};
use command::{Command, Jump, TableMoves};
use map_check::MapChecks;
use play::PlayForm;
use start::StartForm;

/// How the program starts.
#[derive(Clone, Debug, Default)]
pub struct AppConfig {
    /// Folder for settings and the autosave; `None` keeps nothing on disk.
    pub data_dir: Option<PathBuf>,
    /// Component data read from this folder (laid out like `data/`)
    /// instead of the built-in copy.
    pub data_folder: Option<PathBuf>,
    /// A saved game to open at once.
    pub open: Option<PathBuf>,
    /// A scenario to start at once, with an optional seed.
    pub new_game: Option<(String, Option<u64>)>,
    /// Open the map check mode at once.
    pub check_map: bool,
    /// Close the window once the first frame is on screen (to time start-up).
    pub exit_after_first_frame: bool,
    /// The language asked for on the command line (`--lang`): the board
    /// speaks it this time, over the one its settings keep, and keeps the
    /// settings as they are.
    pub lang: Option<Lang>,
    /// The language of the environment (LC_ALL, LC_MESSAGES, LANG), for a
    /// board whose settings keep none yet.
    pub default_lang: Option<Lang>,
}

/// What became of the players' own non-player aid file (`np_aid.yaml` in
/// the user data folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AidFileStatus {
    /// No user data folder: no file is read.
    NoFolder,
    /// The folder holds no such file: the bundled fragments are in use.
    Absent,
    /// Read and merged over the bundled fragments.
    Loaded(AidCounts),
    /// It could not be read: every problem, with file, line and column.
    /// The bundled fragments are in use.
    Broken(String),
}

/// What became of the players' own card file (`cards.yaml` in the user
/// data folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardFileStatus {
    /// No user data folder: no file is read or written.
    NoFolder,
    /// No such file yet.
    Absent,
    /// Read; its entries are in the catalog.
    Loaded,
    /// It could not be read: every problem, with file, line and column. It
    /// is never written over; new entries go to [`CARDS_PENDING_FILE`]
    /// beside it until it reads again.
    Broken(String),
}

/// The players' card file, in the user data folder.
pub const CARDS_FILE: &str = "cards.yaml";
/// The players' own non-player aid file in the user data folder.
pub const AID_FILE: &str = "np_aid.yaml";
/// Whether a command changes the game (refused while looking back).
fn changes_the_game(command: &Command) -> bool {
    matches!(
        command,
        Command::Edit(_)
            | Command::Steps(_)
            | Command::Done
            | Command::AcceptDone(_)
            | Command::NpEffective(_)
            | Command::EnterAid(_)
            | Command::RollDie(_)
            | Command::Undo
            | Command::Redo
            | Command::PlayOn
            | Command::NpPass
            | Command::NpDraw
            | Command::NpCarryOut(_)
            | Command::NpStep(_)
    )
}

/// Where the cards entered while the card file cannot be read are kept.
pub const CARDS_PENDING_FILE: &str = "cards.new.yaml";

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Settings {
    #[serde(default)]
    language: Lang,
}

/// The whole program.
pub struct GandhiApp {
    data: GameData,
    /// The bundled card catalog, before the players' entries are merged.
    base_cards: CardCatalog,
    player_cards: Vec<PlayerCard>,
    cards_file: CardFileStatus,
    /// The players' file an error message is about, offered to be opened.
    error_file: Option<PathBuf>,
    /// The bundled non-player aid and Random Spaces map, before the
    /// players' own aid file is merged.
    base_aid: (NpAid, RandomSpaces, ArjunaData),
    aid_file: AidFileStatus,
    /// The players' aid entries, as their file holds them.
    aid_entries: AidEntries,
    aid_shown: bool,
    /// The players' map checks and the map check mode.
    maps: MapChecks,
    play: PlayForm,
    /// Looking back over the game, the table moves and the chart.
    timeline: timeline::Timeline,
    /// Bookmarks and notes being written, and their list.
    drafts: bookmarks::Drafts,
    /// The form for what a non-player's turn needs from the aid.
    needs: aid_needs::NeedsForm,
    /// The form for an Arjuna side, when open.
    side_form: Option<crate::app::aid_form::draft::SideForm>,
    /// The side whose form the players closed for the turn that lacked it
    /// (it is not opened again for that turn).
    side_dismissed: Option<(ArjunaId, Face)>,
    /// A side form closed unsaved, brought back when that side is opened
    /// again.
    side_draft: Option<crate::app::aid_form::draft::SideForm>,
    /// An Event effect form closed unsaved, brought back likewise.
    effect_draft: Option<crate::app::effect_form::draft::EffectForm>,
    /// The program's own file dialog, when open.
    files: Option<file_dialog::FileDialog>,
    /// Use the program's own file dialog, never the system's.
    own_file_dialog: bool,
    /// What the turn would do with the side being entered, when previewed.
    side_preview: Option<gandhi_validator::nonplayers::NpStep>,
    /// The entry the preview was made with, to make it again when the
    /// entry changes.
    previewed: Option<AidChange>,
    /// The form for one side of an Event card as steps, when open.
    effect_form: Option<crate::app::effect_form::draft::EffectForm>,
    texts: RuleTexts,
    lang: Lang,
    data_dir: Option<PathBuf>,
    session: Option<Session>,
    start: StartForm,
    acting: Option<Faction>,
    rule_shown: Option<RuleRef>,
    error: Option<String>,
    /// The status line, in each language.
    status: Said,
    commands: Vec<Command>,
    right_tab: panels::RightTab,
    /// Where the board was drawn last: windows open over it, clear of the
    /// menu and the panels.
    board_area: Option<egui::Rect>,
    exit_after_first_frame: bool,
    frames: u64,
}

impl std::fmt::Debug for GandhiApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GandhiApp")
            .field("lang", &self.lang)
            .field("in_game", &self.session.is_some())
            .finish_non_exhaustive()
    }
}

impl GandhiApp {
    /// Creates the program with the bundled data, or with the data of the
    /// folder the configuration names.
    pub fn new(config: AppConfig) -> anyhow::Result<GandhiApp> {
        let data = crate::files::load_data(config.data_folder.as_deref())?;
        if let Some(dir) = &config.data_dir {
            // Writes killed midway leave their temporary files behind.
            crate::files::remove_stale_temporaries(dir);
        }
        let saved = config
            .data_dir
            .as_ref()
            .and_then(|dir| read_text(&dir.join("settings.yaml")).ok())
            .and_then(|text| serde_saphyr::from_str::<Settings>(&text).ok());
        let language = config
            .lang
            .or(saved.as_ref().map(|s| s.language))
            .or(config.default_lang)
            .unwrap_or_default();
        let base_cards = data.cards.clone();
        let base_aid = (
            data.np_aid.clone(),
            data.random_spaces.clone(),
            data.arjuna.clone(),
        );
        let maps = MapChecks::new(
            data.clone(),
            config
                .data_dir
                .as_ref()
                .map(|dir| dir.join(map_check::FILE_NAME)),
        );
        let mut app = GandhiApp {
            data,
            maps,
            base_cards,
            player_cards: Vec::new(),
            base_aid,
            aid_file: AidFileStatus::NoFolder,
            aid_entries: AidEntries::empty(AID_FILE),
            cards_file: CardFileStatus::NoFolder,
            error_file: None,
            aid_shown: false,
            play: PlayForm::default(),
            timeline: timeline::Timeline::default(),
            drafts: bookmarks::Drafts::default(),
            needs: aid_needs::NeedsForm::default(),
            side_form: None,
            side_dismissed: None,
            side_draft: None,
            effect_draft: None,
            files: None,
            own_file_dialog: false,
            side_preview: None,
            previewed: None,
            effect_form: None,
            texts: RuleTexts::bundled(),
            lang: language,
            data_dir: config.data_dir.clone(),
            session: None,
            start: StartForm::default(),
            acting: None,
            rule_shown: None,
            error: None,
            status: Said::default(),
            commands: Vec::new(),
            right_tab: panels::RightTab::Findings,
            board_area: None,
            exit_after_first_frame: config.exit_after_first_frame,
            frames: 0,
        };
        app.load_player_cards();
        app.load_players_aid();
        if let Some(error) = app.maps.load(app.lang) {
            app.error = Some(match app.error.take() {
                Some(before) => format!("{before}\n\n{error}"),
                None => error,
            });
        }
        app.maps.apply_to(&mut app.data);
        app.start
            .refresh_resume(&app.data, app.autosave_path().as_deref());
        if let Some(path) = config.open {
            app.commands.push(Command::Open(path));
        } else if let Some((scenario, seed)) = config.new_game {
            let seed = seed.unwrap_or_else(|| getrandom::u64().unwrap_or(1917));
            app.commands.push(Command::NewGame {
                scenario,
                seed,
                seats: gandhi_validator::position::four_players(),
                decks: crate::session::OwnDecks::default(),
            });
        }
        if config.check_map {
            app.commands.push(Command::MapCheckOpen(None));
        }
        app.run_commands();
        Ok(app)
    }

    /// The component data.
    pub fn data(&self) -> &GameData {
        &self.data
    }

    /// The moment of the game looked at (how many entries had been made),
    /// when looking back.
    pub fn looking_at(&self) -> Option<usize> {
        self.timeline.at
    }

    /// The game in progress, if any, as it is now.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The line in the top bar: what the last command came to.
    pub fn status(&self) -> &str {
        self.status.get(self.lang)
    }

    /// The message shown after a failure, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Whether the start screen offers to resume an autosaved game.
    pub fn resume_offered(&self) -> bool {
        self.start.resume.is_some()
    }

    /// The rule whose summary is open, if any.
    pub fn rule_shown(&self) -> Option<RuleRef> {
        self.rule_shown
    }

    /// Uses the program's own file dialog (a folder, a name and the
    /// folder's files) instead of the system's, as when the system has
    /// none; `GANDHI_MODERATOR_OWN_FILE_DIALOG=1` sets it for the window.
    pub fn use_own_file_dialog(&mut self, own: bool) {
        self.own_file_dialog = own;
    }

    /// The program's own file dialog, when open: where it is and the name
    /// typed in it.
    pub fn file_dialog(&self) -> Option<(&str, &str)> {
        self.files
            .as_ref()
            .map(|d| (d.folder.as_str(), d.name.as_str()))
    }

    /// Asks where to write or what to open: the system's dialog, or the
    /// program's own when asked for or when the system shows none.
    fn choose_file(&mut self, purpose: file_dialog::Purpose) {
        let folder = self
            .session
            .as_ref()
            .and_then(|s| s.path.as_ref())
            .and_then(|p| p.parent())
            .map(Path::to_path_buf)
            .filter(|p| p.is_dir())
            .or_else(std::env::home_dir)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        let no_system_dialog = if self.own_file_dialog {
            false
        } else {
            match file_dialog::system_dialog(&purpose, Some(&folder)) {
                Ok(Some(path)) => {
                    self.run(purpose.command(path));
                    return;
                }
                Ok(None) => return,
                Err(()) => true,
            }
        };
        self.files = Some(file_dialog::FileDialog::new(
            purpose,
            &folder,
            no_system_dialog,
        ));
    }

    /// The program's own file dialog, when open.
    fn file_dialog_ui(&mut self, ui: &mut Ui) {
        let Some(dialog) = self.files.as_mut() else {
            return;
        };
        match file_dialog::file_dialog_ui(ui.ctx(), self.lang, dialog) {
            file_dialog::Outcome::Open => {}
            file_dialog::Outcome::Cancel => self.files = None,
            file_dialog::Outcome::Chosen(path) => {
                let command = dialog.purpose.command(path);
                self.files = None;
                self.commands.push(command);
            }
        }
    }

    /// Queues a command, as a widget would; it runs at the next frame.
    pub fn request(&mut self, command: Command) {
        self.commands.push(command);
    }

    fn autosave_path(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|dir| autosave_file(dir, 0))
    }

    /// Before a new game or an opened one takes the autosave's place, keeps
    /// the game autosaved so far: `autosave.yaml` becomes `autosave.1.yaml`,
    /// that one `autosave.2.yaml`, and so on up to [`AUTOSAVES_KEPT`]. An
    /// autosave holding no change (nothing to lose) is simply replaced.
    fn keep_earlier_autosave(&mut self) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let current = autosave_file(&dir, 0);
        let regular = |path: &Path| {
            std::fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_file())
        };
        if !regular(&current) {
            return;
        }
        let empty = read_text(&current)
            .ok()
            .and_then(|text| {
                gandhi_validator::log::record_from_yaml(&self.data, "autosave", &text).ok()
            })
            .is_some_and(|record| record.entries.is_empty());
        let holds_entries = |data: &GameData, path: &Path| {
            // A file that does not read as a game is kept too: it may be one.
            read_text(path)
                .ok()
                .and_then(|text| {
                    gandhi_validator::log::record_from_yaml(data, "autosave", &text).ok()
                })
                .is_none_or(|record| !record.entries.is_empty())
        };
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

    /// The players' own card file, beside the settings.
    fn cards_path(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|dir| dir.join(CARDS_FILE))
    }

    /// Reads the players' card file, if there is one, and merges it into
    /// the catalog. A file that cannot be read (a typo, a bad byte) is
    /// reported with its place and never written over: the cards entered
    /// meanwhile are kept in a file beside it, and added to it once it
    /// reads again, the file as it was kept as a backup.
    fn load_player_cards(&mut self) {
        self.player_cards.clear();
        let Some(path) = self.cards_path() else {
            self.cards_file = CardFileStatus::NoFolder;
            self.data.cards = self.base_cards.clone();
            return;
        };
        let name = path.display().to_string();
        let count = self.base_cards.event_count.value;
        let read = read_if_there(&path)
            .map_err(|error| file_error(self.lang, &error))
            .and_then(|text| {
                let cards = text.map(|text| {
                    gandhi_validator::components::player_cards_from_yaml(&name, &text, count)
                });
                cards
                    .transpose()
                    .map_err(|errors| crate::files::invalid(&path, errors).to_string())
            });
        let pending_path = path.with_file_name(CARDS_PENDING_FILE);
        let pending = read_text(&pending_path)
            .ok()
            .and_then(|text| {
                gandhi_validator::components::player_cards_from_yaml(
                    &pending_path.display().to_string(),
                    &text,
                    count,
                )
                .ok()
            })
            .unwrap_or_default();
        match read {
            Ok(cards) => {
                self.cards_file = if cards.is_some() {
                    CardFileStatus::Loaded
                } else {
                    CardFileStatus::Absent
                };
                self.player_cards = cards.unwrap_or_default();
                if !pending.is_empty() {
                    let added = pending.len();
                    for card in pending {
                        // Entered while the file did not read: what was
                        // entered then replaces the file's, field by field.
                        let kept = self.player_cards.iter().find(|c| c.number == card.number);
                        let card = match kept {
                            Some(old) => card.filled_from(old),
                            None => card,
                        };
                        self.player_cards.retain(|c| c.number != card.number);
                        self.player_cards.push(card);
                    }
                    self.player_cards.sort_by_key(|c| c.number);
                    match write_keeping_backup(
                        &path,
                        &gandhi_validator::components::player_cards_to_yaml(&self.player_cards),
                    ) {
                        Ok(()) => {
                            let _ = std::fs::remove_file(&pending_path);
                            self.cards_file = CardFileStatus::Loaded;
                            self.say_merged("cards-merged", added, &name);
                        }
                        Err(error) => self.report_save_failed(file_error(self.lang, &error)),
                    }
                }
            }
            Err(errors) => {
                self.cards_file = CardFileStatus::Broken(errors.clone());
                self.player_cards = pending;
                let aside = say(
                    self.lang,
                    "cards-kept-aside",
                    Args::new()
                        .text("file", pending_path.display().to_string())
                        .text("backup", backup_path(&path).display().to_string()),
                );
                self.report_error(
                    format!(
                        "{}\n\n{errors}\n\n{aside}",
                        tr(self.lang, Key::CardsFileError)
                    ),
                    Some(path.clone()),
                );
            }
        }
        self.data.cards = self.base_cards.with_players(&self.player_cards, &name);
    }

    /// Shows that a file could not be written, and why.
    fn report_save_failed(&mut self, why: String) {
        let message = format!("{}\n\n{why}", tr(self.lang, Key::SaveFailed));
        self.report_error(message, None);
    }

    /// The status line: the message `key` saying how many entries made
    /// meanwhile were added to a file.
    fn say_merged(&mut self, key: &'static str, added: usize, file: &str) {
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
    fn report_error(&mut self, message: String, file: Option<PathBuf>) {
        self.error = Some(match self.error.take() {
            Some(before) => format!("{before}\n\n{message}"),
            None => message,
        });
        if file.is_some() {
            self.error_file = file;
        }
    }

    /// What became of the players' card file.
    pub fn cards_file(&self) -> &CardFileStatus {
        &self.cards_file
    }

    /// Adds or replaces a card's details in the players' file and in the
    /// catalog; the steps entered for its sides are kept. The file before
    /// is kept as a backup; while the file cannot be read, the entries go
    /// to the file beside it instead.
    fn save_player_card(&mut self, mut card: PlayerCard) {
        if let Some(old) = self.player_cards.iter().find(|c| c.number == card.number) {
            card.unshaded_effect = card.unshaded_effect.or(old.unshaded_effect.clone());
            card.shaded_effect = card.shaded_effect.or(old.shaded_effect.clone());
        }
        self.player_cards.retain(|c| c.number != card.number);
        self.player_cards.push(card);
        self.player_cards.sort_by_key(|c| c.number);
        self.write_player_cards();
    }

    /// Keeps the steps entered for one side of a card (or takes them
    /// away), in the players' file as in the catalog, written as a card's
    /// details are. When the last non-player turn left that side's Event to
    /// the players for want of its text, the turn is taken back and played
    /// again with the steps.
    fn save_card_effect(&mut self, number: u8, shaded: bool, effect: Option<Effect>) {
        let mut card = self
            .player_cards
            .iter()
            .find(|c| c.number == number)
            .cloned()
            .unwrap_or(PlayerCard {
                number,
                ..PlayerCard::default()
            });
        card.set_effect(shaded, effect);
        self.player_cards.retain(|c| c.number != number);
        if card
            != (PlayerCard {
                number,
                ..PlayerCard::default()
            })
        {
            self.player_cards.push(card);
        }
        self.player_cards.sort_by_key(|c| c.number);
        self.write_player_cards();
        let data = &self.data;
        if let Some(session) = self.session.as_mut()
            && let Some(played) = session.np_retry_event(data, number, shaded)
        {
            self.played_on(played);
        }
    }

    /// Merges the players' cards into the catalog, writes them (to the
    /// file beside it while their file cannot be read) and judges the game
    /// again with them.
    fn write_player_cards(&mut self) {
        let name = self
            .cards_path()
            .map_or_else(|| CARDS_FILE.to_owned(), |p| p.display().to_string());
        self.data.cards = self.base_cards.with_players(&self.player_cards, &name);
        if let Some(path) = self.cards_path() {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let target = match self.cards_file {
                CardFileStatus::Broken(_) => path.with_file_name(CARDS_PENDING_FILE),
                _ => path,
            };
            match write_keeping_backup(
                &target,
                &gandhi_validator::components::player_cards_to_yaml(&self.player_cards),
            ) {
                Ok(()) => {
                    if self.cards_file == CardFileStatus::Absent {
                        self.cards_file = CardFileStatus::Loaded;
                    }
                }
                Err(error) => self.report_save_failed(file_error(self.lang, &error)),
            }
        }
        if let Some(session) = self.session.as_mut() {
            session.rejudge(&self.data);
        }
    }

    /// The players' card entries.
    pub fn player_cards(&self) -> &[PlayerCard] {
        &self.player_cards
    }

    /// The players' own non-player aid file, beside their card file.
    pub fn aid_file_path(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|dir| dir.join(AID_FILE))
    }

    /// What became of the players' non-player aid file.
    pub fn aid_file(&self) -> &AidFileStatus {
        &self.aid_file
    }

    /// Reads the players' non-player aid file, if there is one, and merges
    /// it over the bundled aid. A file that cannot be read is reported with
    /// its places and left as it is; the bundled aid stays in use. The file
    /// is only ever read.
    fn load_players_aid(&mut self) {
        let mut data = self.data.clone();
        self.base_aid_into(&mut data);
        self.data = data;
        let Some(path) = self.aid_file_path() else {
            self.aid_file = AidFileStatus::NoFolder;
            self.merge_aid();
            return;
        };
        let name = path.display().to_string();
        let loaded = read_if_there(&path)
            .map_err(|error| file_error(self.lang, &error))
            .and_then(|text| match text {
                None => Ok(AidEntries::empty(&name).aid),
                Some(text) => PlayersAid::load(&self.data, &name, &text)
                    .map_err(|e| crate::files::invalid(&path, e).to_string()),
            });
        match loaded {
            Ok(aid) => {
                let existed = path.exists();
                match self.aid_entries.reread(&self.data, aid, &path) {
                    Ok(0) => {}
                    Ok(added) => {
                        self.say_merged("aid-merged", added, &name);
                    }
                    Err(error) => self.report_save_failed(file_error(self.lang, &error)),
                }
                self.aid_file = if existed || path.exists() {
                    AidFileStatus::Loaded(self.aid_entries.aid.counts())
                } else {
                    AidFileStatus::Absent
                };
            }
            Err(errors) => {
                let message = format!(
                    "{}\n\n{errors}\n\n{}",
                    tr(self.lang, Key::AidFileError),
                    tr(self.lang, Key::AidKeptInMemory)
                );
                self.report_error(message, Some(path.clone()));
                self.aid_file = AidFileStatus::Broken(errors);
                // Until it reads, only the entries made meanwhile count.
                let unsaved = std::mem::take(&mut self.aid_entries.unsaved);
                self.aid_entries = AidEntries::empty(&name);
                for change in unsaved {
                    change.apply(&mut self.aid_entries.aid);
                    self.aid_entries.unsaved.push(change);
                }
            }
        }
        self.merge_aid();
    }

    /// The data's aid: the bundled fragments with the players' entries
    /// merged over them.
    fn merge_aid(&mut self) {
        let mut data = self.data.clone();
        self.base_aid_into(&mut data);
        self.data = self.aid_entries.aid.merged_into(&data);
    }

    /// Puts the bundled aid, Random Spaces map and Arjuna letters back
    /// into `data`, before the players' entries are merged over them.
    fn base_aid_into(&self, data: &mut GameData) {
        data.np_aid = self.base_aid.0.clone();
        data.random_spaces = self.base_aid.1.clone();
        data.arjuna = self.base_aid.2.clone();
    }

    /// The players' aid entries.
    pub fn aid_entries(&self) -> &AidEntries {
        &self.aid_entries
    }

    /// Enters (or takes away) one piece of the players' aid: written to
    /// their file at once (kept in memory while the file cannot be read),
    /// merged into the data, and the game judged again. When it was the
    /// side a non-player's turn lacked, that turn is played again with it.
    fn enter_aid(&mut self, change: AidChange) {
        let path = self.aid_file_path();
        let writable = !matches!(self.aid_file, AidFileStatus::Broken(_));
        let side = matches!(change, AidChange::Side { .. });
        // Read and written against the bundled aid and letters, which the
        // entries are corrections of.
        let mut base = self.data.clone();
        self.base_aid_into(&mut base);
        if let Err(error) = self
            .aid_entries
            .change(&base, change, path.as_deref(), writable)
        {
            self.report_save_failed(error.said(self.lang));
        }
        if writable && path.is_some() {
            self.aid_file = AidFileStatus::Loaded(self.aid_entries.aid.counts());
        }
        self.merge_aid();
        let data = &self.data;
        let Some(session) = self.session.as_mut() else {
            return;
        };
        session.rejudge(data);
        if side && let Some(played) = session.np_retry(data) {
            self.played_on(played);
        }
    }

    /// The play bar's forms.
    pub fn play_form(&mut self) -> &mut PlayForm {
        &mut self.play
    }

    /// Who a change is made by: the Faction declaring, the one whose action
    /// is under way, or the one chosen in the menu bar.
    fn acting_for(&self, edit: &Edit) -> Option<Faction> {
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

    fn apply(&mut self, edit: Edit) -> bool {
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

    /// Draws one frame and carries out what was asked in it.
    pub fn show(&mut self, ui: &mut Ui) {
        let small = ui.style().text_styles.get(&egui::TextStyle::Small);
        if ui.visuals().panel_fill != PANEL || small.is_none_or(|f| f.size < MIN_TEXT) {
            ui.ctx().set_visuals(light_visuals());
            // No text is smaller than the board's smallest (the traces,
            // the hints and the seats are drawn in the small style).
            ui.ctx().all_styles_mut(|style| {
                style
                    .text_styles
                    .insert(egui::TextStyle::Small, egui::FontId::proportional(MIN_TEXT));
            });
            ui.ctx().request_repaint();
        }
        if self.maps.form().is_some() {
            let mut commands = Vec::new();
            self.maps.ui(ui, self.lang, &mut commands);
            self.commands.extend(commands);
        } else if self.session.is_some() {
            self.shortcuts(ui);
            self.settle_side_form();
            self.table_ui(ui);
        } else {
            self.shortcuts(ui);
            let mut commands = Vec::new();
            if let Some(form) = self.side_form.as_mut() {
                // Opened from the aid file's list: beside the start screen.
                let preview = side_panel::Preview {
                    shown: None,
                    lacked: false,
                };
                side_panel::side_panel(ui, &self.data, self.lang, form, preview, &mut commands);
            }
            self.start.ui(ui, &self.data, self.lang, &mut commands);
            self.commands.extend(commands);
        }
        if self.session.is_some() && self.maps.form().is_none() {
            let mut commands = Vec::new();
            play::confirm_modal(ui, &self.data, self.lang, &mut self.play, &mut commands);
            self.commands.extend(commands);
        }
        self.aid_window(ui);
        if self.maps.form().is_none() {
            self.effect_window(ui);
        }
        self.file_dialog_ui(ui);
        self.error_ui(ui);
        self.rule_window(ui);
        if !self.commands.is_empty() {
            self.run_commands();
            ui.ctx().request_repaint();
        }
    }

    /// Adds a bookmark or a note, and saves it with the autosave; one that
    /// would make the saved game too large to read back is refused, and the
    /// status line says so.
    fn annotate(&mut self, annotation: Annotation) {
        if let Some(session) = self.session.as_mut() {
            match session.annotate(&self.data, annotation) {
                Ok(_) => self.autosave(),
                Err(error) => self.status = Said::of(|lang| note_too_large(lang, error)),
            }
        }
    }

    /// Writes the dispute report of entries `from` to `to`, asking where
    /// when no file is given, and says where it went.
    fn export_report(&mut self, from: usize, to: usize, path: Option<PathBuf>) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let Some(path) = path else {
            self.choose_file(file_dialog::Purpose::Report { from, to });
            return;
        };
        let made = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let name = crate::report::picture_name(&path);
        let cx = crate::report::ReportContext {
            texts: &self.texts,
            lang: self.lang,
            name: &name,
            made: &made,
        };
        let Some(report) = crate::report::dispute_report(&self.data, session, from..=to, cx) else {
            return;
        };
        match crate::report::write_report(&path, &report, session.path.as_deref()) {
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
    fn play_on(&mut self) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let played = session.play_on(&self.data);
        self.played_on(played);
    }

    /// Says where playing on stopped, and saves.
    fn played_on(&mut self, played: Result<PlayedOn, EditError>) {
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

    fn refused(&self, error: &EditError) -> Said {
        Said::of(|lang| {
            format!(
                "{}: {}",
                tr(lang, Key::EditRefused),
                crate::i18n::log::edit_error(lang, &self.data, error)
            )
        })
    }

    fn shortcuts(&mut self, ui: &mut Ui) {
        let shortcut = |modifiers, key| KeyboardShortcut::new(modifiers, key);
        let pressed = |ui: &mut Ui, s: KeyboardShortcut| ui.input_mut(|i| i.consume_shortcut(&s));
        if self.session.is_some() {
            if pressed(
                ui,
                shortcut(Modifiers::COMMAND | Modifiers::SHIFT, KeyCode::Z),
            ) || pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::Y))
            {
                self.commands.push(Command::Redo);
            }
            if pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::Z)) {
                self.commands.push(Command::Undo);
            }
            if pressed(
                ui,
                shortcut(Modifiers::COMMAND | Modifiers::SHIFT, KeyCode::S),
            ) {
                self.commands.push(Command::SaveAs);
            }
            if pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::S)) {
                self.commands.push(Command::Save);
            }
            // The timeline's keys, unless a text field takes the keys.
            // Plain keys only: Shift and an arrow pan the map.
            let plain = ui.input(|i| i.modifiers.is_none());
            if plain && !ui.ctx().egui_wants_keyboard_input() {
                let keys = [
                    (KeyCode::ArrowLeft, Command::LookBy(-1)),
                    (KeyCode::ArrowRight, Command::LookBy(1)),
                    (KeyCode::PageUp, Command::LookJump(Jump::PreviousCard)),
                    (KeyCode::PageDown, Command::LookJump(Jump::NextCard)),
                    (KeyCode::Home, Command::LookJump(Jump::Start)),
                    (KeyCode::End, Command::LookPresent),
                ];
                for (key, command) in keys {
                    let looking = self.timeline.at.is_some();
                    // From the present, only stepping back starts looking.
                    let starts = matches!(command, Command::LookBy(-1) | Command::LookJump(_));
                    if (looking || starts) && pressed(ui, shortcut(Modifiers::NONE, key)) {
                        self.commands.push(command);
                    }
                }
            }
            let non_players = self.session.as_ref().is_some_and(|s| {
                Faction::ALL
                    .iter()
                    .any(|f| s.state().seats[*f] == Seat::NonPlayer)
            });
            if non_players && pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::P)) {
                self.commands.push(Command::PlayOn);
            }
            let acting = self
                .session
                .as_ref()
                .is_some_and(|s| matches!(s.stage(&self.data), Stage::Acting(_)));
            if acting
                && self.play.confirming.is_none()
                && pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::Enter))
            {
                self.commands.push(Command::Done);
            }
        }
        if pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::O)) {
            self.commands.push(Command::OpenDialog);
        }
        // Esc closes what is on top: the error, the Done dialog, an open
        // list (egui closes it), the topmost window, else looking back.
        let list_open = egui::Popup::is_any_open(ui.ctx());
        if !list_open && pressed(ui, shortcut(Modifiers::NONE, KeyCode::Escape)) {
            let top = windows::topmost(ui.ctx(), &self.open_windows());
            if self.error.is_some() {
                self.commands.push(Command::DismissError);
            } else if self.files.is_some() {
                self.close_window(windows::Win::FileDialog);
            } else if self.play.confirming.is_some() {
                self.commands.push(Command::CancelDone);
            } else if let Some(win) = top {
                self.close_window(win);
            } else if self.timeline.at.is_some() {
                self.commands.push(Command::LookPresent);
            }
        }
    }

    /// The windows open, the side form first (a panel, under any window).
    fn open_windows(&self) -> Vec<windows::Win> {
        use windows::Win;
        let present = self.session.is_some() && self.timeline.at.is_none();
        let card = self
            .play
            .card_asked
            .filter(|n| self.play.card_closed != Some(*n));
        let plan = self.session.as_ref().is_some_and(|s| s.np().plan.is_some());
        [
            (Win::SideForm, self.side_form.is_some()),
            (Win::Rule, self.rule_shown.is_some()),
            (Win::AidFile, self.aid_shown),
            (Win::Note, self.drafts.note.is_some()),
            (Win::Bookmarks, self.drafts.list.is_some()),
            (Win::Lines, self.timeline.lines),
            (Win::Chart, self.timeline.chart),
            (Win::TableMoves, self.timeline.moves.is_some()),
            (Win::Checklist, present && plan),
            (Win::CardEntry, present && card.is_some()),
            (Win::AidNeeded, present && self.needs.need.is_some()),
            (Win::Letters, present && self.play.arjuna.letters.is_some()),
            (Win::EffectForm, self.effect_form.is_some()),
        ]
        .into_iter()
        .filter(|(_, open)| *open)
        .map(|(win, _)| win)
        .collect()
    }

    /// Closes a window as its × would: a form keeps what was typed in it
    /// as a draft.
    fn close_window(&mut self, win: windows::Win) {
        use windows::Win;
        match win {
            Win::Rule => self.rule_shown = None,
            Win::AidFile => self.aid_shown = false,
            Win::Note => self.drafts.set_note_aside(),
            Win::Bookmarks => self.drafts.list = None,
            Win::Lines => self.timeline.lines = false,
            Win::Chart => self.timeline.chart = false,
            Win::TableMoves => self.timeline.moves = None,
            Win::Checklist => self.commands.push(Command::NpCloseChecklist),
            Win::CardEntry => self.play.card_closed = self.play.card_asked,
            Win::AidNeeded => self.needs.set_aside(),
            Win::Letters => self.play.arjuna.set_letters_aside(),
            Win::EffectForm => self.commands.push(Command::CloseEffectForm),
            Win::SideForm => self.commands.push(Command::CloseSideForm),
            Win::FileDialog => self.files = None,
        }
    }

    fn table_ui(&mut self, ui: &mut Ui) {
        let Some(present) = self.session.as_ref() else {
            return;
        };
        let lang = self.lang;
        let looking = self.timeline.at;
        // Windows open over the map, clear of its zoom buttons.
        let place = windows::Room::new(ui.ctx(), self.board_area);
        if self.timeline.chart {
            let margins = self.timeline.margins(&self.data, present).to_vec();
            let mut commands = Vec::new();
            timeline::chart_window(
                (ui.ctx(), place),
                present,
                (lang, looking),
                &margins,
                &mut commands,
            );
            self.commands.extend(commands);
        }
        let mut commands = Vec::new();
        bookmarks::windows(
            (ui.ctx(), place),
            &self.data,
            present,
            lang,
            &mut self.drafts,
            &mut commands,
        );
        timeline::moves_window(
            (ui.ctx(), place),
            &self.data,
            present,
            (lang, looking, self.timeline.line_end.as_ref()),
            &mut self.timeline.moves,
            &mut commands,
        );
        if self.timeline.lines {
            lines::lines_window(
                (ui.ctx(), place),
                present,
                lang,
                &mut self.timeline.lines,
                &mut commands,
            );
        }
        self.commands.extend(commands);
        // Looking back, the panels show the game as it stood then and the
        // board takes no change.
        let past = self.timeline.past(&self.data, present).cloned();
        let Some(present) = self.session.as_ref() else {
            return;
        };
        let session = past.as_ref().unwrap_or(present);
        let looking = past.as_ref().and(looking);
        let mut commands = Vec::new();
        let underway = match &session.progress().open {
            Some(Open::Action { at, declared, .. }) => {
                session.state_after(*at).map(|state| (declared, state))
            }
            _ => None,
        };
        let mut view = build_view(
            &self.data,
            session.state(),
            session.report(),
            lang,
            underway,
        );
        let previewed = self
            .side_preview
            .as_ref()
            .and_then(|step| step.plan.as_ref());
        if let Some(plan) = previewed.or(session.np().plan.as_ref())
            && looking.is_none()
        {
            mark_plan(&mut view, plan);
        }
        let mut intents = Vec::new();

        egui::Panel::top("menu").show(ui, |ui| {
            panels::top_bar(ui, &self.data, session, lang, self.acting, &mut commands);
        });
        egui::Panel::top("play").show(ui, |ui| {
            if let Some(at) = looking {
                let from = self.timeline.report_from;
                timeline::look_bar(
                    ui,
                    &self.data,
                    present,
                    (lang, at, from),
                    &mut self.drafts,
                    &mut commands,
                );
                return;
            }
            play::play_bar(ui, &self.data, session, lang, &mut self.play, &mut commands);
            // (The first frame has no map yet: the card's form waits to
            // open over it.)
            play::card_window(
                (ui.ctx(), self.board_area.map(|_| place)),
                &self.data,
                lang,
                &mut self.play,
                &mut commands,
            );
            arjuna_pick::letters_window(
                (ui.ctx(), place),
                &self.data,
                lang,
                &mut self.play.arjuna,
                &mut commands,
            );
            aid_needs::needs_window(
                (ui.ctx(), place),
                &self.data,
                Some(session),
                (
                    lang,
                    self.side_preview
                        .as_ref()
                        .map(|step| (step, self.previewed.as_ref())),
                ),
                &mut self.needs,
                &mut commands,
            );
            if self.needs.need.is_none() && self.side_form.is_none() {
                self.side_preview = None;
            }
            play::np_checklist((ui.ctx(), place), &self.data, session, lang, &mut commands);
        });
        if !self.status.is_empty() {
            let status = self.status.get(self.lang);
            egui::Panel::bottom("status").show(ui, |ui| panels::status_bar(ui, status));
        }
        // Side panels start narrower on a small screen, so the map keeps
        // at least half of the window.
        let width = ui.ctx().content_rect().width();
        egui::Panel::left("tracks")
            .resizable(true)
            .default_size((width * 0.19).clamp(236.0, 300.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    panels::tracks_panel(ui, &self.data, session, lang, &mut commands);
                });
            });
        let lacked = self.side_lacked();
        if let Some(form) = self.side_form.as_mut() {
            // The side form takes the findings' place, beside the map.
            let preview = side_panel::Preview {
                shown: self
                    .side_preview
                    .as_ref()
                    .map(|step| (step, self.previewed.as_ref())),
                lacked: lacked == Some((form.card, form.face)),
            };
            side_panel::side_panel(ui, &self.data, lang, form, preview, &mut commands);
        } else {
            egui::Panel::right("findings")
                .resizable(true)
                .default_size((width * 0.19).clamp(240.0, 380.0))
                .max_size((width * 0.4).max(300.0))
                .show(ui, |ui| {
                    boxes_ui(ui, &view, &mut intents);
                    ui.separator();
                    panels::right_panel(
                        ui,
                        &self.data,
                        (session, present, looking),
                        lang,
                        &mut self.right_tab,
                        &mut commands,
                    );
                });
        }
        let mut board_area = None;
        let map_frame = egui::Frame::central_panel(ui.style()).inner_margin(2);
        egui::CentralPanel::default()
            .frame(map_frame)
            .show(ui, |ui| {
                board_area = Some(ui.max_rect());
                board_ui(ui, &view, &mut intents);
                if looking.is_some() {
                    // A frame says the board shows the past.
                    ui.painter().rect_stroke(
                        ui.max_rect().shrink(1.5),
                        0.0,
                        egui::Stroke::new(3.0, egui::Color32::from_rgb(30, 80, 160)),
                        egui::StrokeKind::Inside,
                    );
                }
            });
        self.board_area = board_area;
        opening::opening_window(
            ui.ctx(),
            &self.data,
            present,
            lang,
            self.room(ui.ctx()),
            &mut commands,
        );
        if looking.is_some() {
            // Read only: a piece dragged on the board is not moved.
            if intents.iter().any(|i| matches!(i, Intent::Move { .. })) {
                self.status = Said::of(|lang| tr(lang, Key::LookReadOnly).to_owned());
            }
            self.commands.extend(commands);
            return;
        }
        for intent in intents {
            if let Some(mut edits) = intent_to_edits(&self.data, &intent) {
                let command = match edits.len() {
                    1 => Command::Edit(edits.remove(0)),
                    _ => Command::Steps(edits),
                };
                commands.push(command);
            } else if let Intent::Move { .. } = intent {
                self.status = Said::of(|lang| tr(lang, Key::EditRefused).to_owned());
            }
        }
        self.commands.extend(commands);
    }

    fn error_ui(&mut self, ui: &mut Ui) {
        let Some(message) = self.error.clone() else {
            return;
        };
        let lang = self.lang;
        let mut dismiss = false;
        let file = self.error_file.clone();
        let mut commands = Vec::new();
        egui::Modal::new(egui::Id::unique("error")).show(ui.ctx(), |ui| {
            ui.set_max_width(520.0);
            ui.heading(tr(lang, Key::ErrorTitle));
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    ui.label(&message);
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
                        commands.push(Command::OpenPlayersFile(file.clone()));
                    }
                    if ui
                        .button(tr(lang, Key::ReadAgain))
                        .on_hover_text(tr(lang, Key::ReadAgainHint))
                        .clicked()
                    {
                        commands.push(Command::ReloadPlayersFiles);
                    }
                }
            });
        });
        if dismiss {
            self.commands.push(Command::DismissError);
        }
        self.commands.extend(commands);
    }

    /// Opens the form for a side of an Arjuna card: the draft left unsaved
    /// for it, else what the players entered for it, else an empty side.
    fn open_side_form(&mut self, card: ArjunaId, face: Face) {
        if let Some(draft) = self
            .side_draft
            .take_if(|d| (d.card, d.face) == (card, face))
        {
            self.side_form = Some(draft);
            return;
        }
        let entered = self.aid_entries.aid.aid.faces.get(&(card, face));
        self.side_form = Some(match entered {
            Some(side) => crate::app::aid_form::draft::SideForm::from_face(
                &self.data,
                card,
                face,
                &side.value,
            ),
            None => crate::app::aid_form::draft::SideForm::new(&self.data, card, face),
        });
    }

    /// Opens the Event effect form for one side of a card: the draft left
    /// unsaved for it, else the steps the players entered for it, else
    /// none. A side the program's data holds is not entered by the players
    /// (the bundled facts take precedence).
    fn open_effect_form(&mut self, card: u8, shaded: bool) {
        if effect_form::bundled(&self.data, card, shaded) {
            return;
        }
        if let Some(draft) = self
            .effect_draft
            .take_if(|d| (d.card, d.shaded) == (card, shaded))
        {
            self.effect_form = Some(draft);
            return;
        }
        let entered = self
            .player_cards
            .iter()
            .find(|c| c.number == card)
            .and_then(|c| c.effect(shaded));
        self.effect_form = Some(match entered {
            Some(effect) => {
                crate::app::effect_form::draft::EffectForm::from_effect(card, shaded, effect)
            }
            None => crate::app::effect_form::draft::EffectForm::new(card, shaded),
        });
    }

    /// The Event effect form, when open, in a window at the map's right,
    /// below the menus.
    fn effect_window(&mut self, ui: &mut Ui) {
        let lang = self.lang;
        let room = self.room(ui.ctx());
        let size = (
            (room.board.width() * 0.8).clamp(420.0, 900.0),
            Some(room.area.height() - 60.0),
        );
        let Some(form) = self.effect_form.as_mut() else {
            return;
        };
        let mut outcome = crate::app::effect_form::draft::EffectFormOutcome::None;
        let mut open = true;
        let title = effect_form::words::word(lang, effect_form::words::Word::Window);
        room.place(
            egui::Window::new(title).id(windows::Win::EffectForm.id()),
            windows::Side::Right,
            size,
        )
        .open(&mut open)
        .collapsible(true)
        .show(ui.ctx(), |ui| {
            outcome = effect_form::effect_form_ui(ui, &self.data, lang, form);
        });
        let (card, shaded) = (form.card, form.shaded);
        let command = match outcome {
            crate::app::effect_form::draft::EffectFormOutcome::Save(effect) => {
                Command::SaveEffect {
                    card,
                    shaded,
                    effect: Some(effect),
                }
            }
            crate::app::effect_form::draft::EffectFormOutcome::Remove => Command::SaveEffect {
                card,
                shaded,
                effect: None,
            },
            crate::app::effect_form::draft::EffectFormOutcome::Cancel => Command::CancelEffectForm,
            crate::app::effect_form::draft::EffectFormOutcome::None if !open => {
                Command::CloseEffectForm
            }
            crate::app::effect_form::draft::EffectFormOutcome::None => return,
        };
        self.commands.push(command);
    }

    /// The players' Event effect form, when open.
    pub fn effect_form_mut(&mut self) -> Option<&mut crate::app::effect_form::draft::EffectForm> {
        self.effect_form.as_mut()
    }

    /// The side a non-player's turn just lacked, whose form opens by
    /// itself (unless the players closed it for that turn).
    fn side_lacked(&self) -> Option<(ArjunaId, Face)> {
        let plan = self.session.as_ref()?.np().plan.as_ref()?;
        match plan.manual {
            Some(Manual::Card { card, face }) => Some((card, face)),
            _ => None,
        }
    }

    /// Opens the form of the side the last turn lacked, once for that
    /// turn; a preview made for another turn goes.
    fn settle_side_form(&mut self) {
        let lacked = self.side_lacked();
        if self.side_form.is_none()
            && let Some(side) = lacked
            && self.side_dismissed != Some(side)
        {
            self.open_side_form(side.0, side.1);
        }
        if lacked.is_none() {
            self.side_dismissed = None;
        }
        let form = self.side_form.as_ref().map(|f| (f.card, f.face));
        if form.is_some() && form != lacked {
            self.side_preview = None;
        }
    }

    /// Plans the non-players' next step as it would be with an entry being
    /// made, without changing anything, to show it (a preview).
    fn preview_aid(&mut self, change: AidChange) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let mut aid = self.aid_entries.aid.clone();
        change.apply(&mut aid);
        let mut data = self.data.clone();
        self.base_aid_into(&mut data);
        let data = aid.merged_into(&data);
        self.side_preview = session.np_preview(&data);
        self.previewed = Some(change);
    }

    /// What the turn would do with the side being entered, when previewed.
    pub fn side_preview(&self) -> Option<&gandhi_validator::nonplayers::NpStep> {
        self.side_preview.as_ref()
    }

    /// The entry the shown preview was made with.
    pub fn previewed(&self) -> Option<&AidChange> {
        self.side_preview.as_ref().and(self.previewed.as_ref())
    }

    /// The players' side form, when open.
    pub fn side_form_mut(&mut self) -> Option<&mut crate::app::aid_form::draft::SideForm> {
        self.side_form.as_mut()
    }

    /// Where the players' non-player aid file is, what it holds, and a
    /// button to read it again.
    fn aid_window(&mut self, ui: &mut Ui) {
        if !self.aid_shown {
            return;
        }
        let lang = self.lang;
        let path = self.aid_file_path();
        let mut open = true;
        let mut close = false;
        let mut reload = false;
        self.room(ui.ctx())
            .place(
                egui::Window::new(tr(lang, Key::AidFile)).id(windows::Win::AidFile.id()),
                windows::Side::Right,
                (480.0, None),
            )
            .open(&mut open)
            .show(ui.ctx(), |ui| {
                if let Some(path) = &path {
                    ui.label(format!(
                        "{}: {}",
                        tr(lang, Key::AidFileWhere),
                        path.display()
                    ));
                }
                ui.add_space(4.0);
                match &self.aid_file {
                    AidFileStatus::NoFolder => {
                        ui.label(tr(lang, Key::AidNoFolder));
                    }
                    AidFileStatus::Absent => {
                        ui.label(tr(lang, Key::AidFileAbsent));
                    }
                    AidFileStatus::Loaded(counts) => {
                        ui.label(crate::i18n::np::aid_counts(lang, *counts));
                    }
                    AidFileStatus::Broken(errors) => {
                        ui.label(tr(lang, Key::AidFileBroken));
                        egui::ScrollArea::vertical()
                            .max_height(240.0)
                            .show(ui, |ui| {
                                ui.label(egui::RichText::new(errors).monospace());
                            });
                    }
                }
                ui.add_space(6.0);
                aid_needs::entries_ui(
                    ui,
                    &self.data,
                    lang,
                    &self.aid_entries,
                    &mut self.needs,
                    &mut self.commands,
                );
                ui.add_space(4.0);
                ui.label(
                    egui::RichText::new(tr(lang, Key::AidFileHint))
                        .small()
                        .weak(),
                );
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(path.is_some(), egui::Button::new(tr(lang, Key::Reload)))
                        .clicked()
                    {
                        reload = true;
                    }
                    if ui.button(tr(lang, Key::Close)).clicked() {
                        close = true;
                    }
                });
            });
        if reload {
            self.commands.push(Command::ReloadAidFile);
        }
        if !open || close {
            self.aid_shown = false;
        }
    }

    /// Where windows open: over the map, below the menu and the play bar.
    fn room(&self, ctx: &egui::Context) -> windows::Room {
        windows::Room::new(ctx, self.board_area)
    }

    fn rule_window(&mut self, ui: &mut Ui) {
        let Some(rule) = self.rule_shown else {
            return;
        };
        let lang = self.lang;
        let (heading, body) = match self.texts.get(lang, rule) {
            Some(summary) => (Some(summary.title.clone()), Some(summary.body.clone())),
            None => (None, None),
        };
        let mut open = true;
        let mut follow = None;
        // The window's title stays short so that it always fits; the
        // section's heading, which may be long, wraps inside.
        self.room(ui.ctx())
            .place(
                egui::Window::new(format!("{} {rule}", tr(lang, Key::Rule)))
                    .id(windows::Win::Rule.id()),
                windows::Side::Right,
                (440.0, None),
            )
            .open(&mut open)
            .show(ui.ctx(), |ui| {
                if let Some(heading) = &heading {
                    ui.label(egui::RichText::new(heading).strong().size(15.0));
                    ui.separator();
                }
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| match &body {
                        Some(body) => follow = crate::rules_text::markdown_ui(ui, body),
                        None => {
                            ui.label(tr(lang, Key::RuleNotFound));
                        }
                    });
            });
        if !open {
            self.rule_shown = None;
        } else if let Some(next) = follow {
            self.rule_shown = Some(next);
        }
    }

    /// Carries out every queued command, in order.
    pub fn run_commands(&mut self) {
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.run(command);
        }
    }

    fn run(&mut self, command: Command) {
        let lang = self.lang;
        if self.timeline.at.is_some() && changes_the_game(&command) {
            // Looking back is read only: the present game is untouched.
            self.status = Said::of(|lang| tr(lang, Key::LookReadOnly).to_owned());
            return;
        }
        let command_keeps_draft = !matches!(command, Command::CancelSideForm);
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
            Command::Done => {
                // What the declaration itself raised (a choice 2.3.4 left
                // closed, a turn out of order) is the players' to accept
                // too, before anything the action did.
                let findings = self
                    .session
                    .as_ref()
                    .map(|s| {
                        let mut all = declaration_findings(s);
                        all.extend(s.judge(&self.data, &Edit::Done { note: None }));
                        all
                    })
                    .unwrap_or_default();
                if findings.is_empty() {
                    self.apply(Edit::Done { note: None });
                } else {
                    // Shown with the state findings the action raised, each
                    // beneath the mistake it follows from (decision 0038).
                    let mut shown = findings;
                    if let Some(session) = self.session.as_ref() {
                        shown.extend(
                            session
                                .open_findings()
                                .iter()
                                .filter(|f| f.issue.is_state_check())
                                .cloned(),
                        );
                    }
                    self.play.note.clear();
                    self.play.confirming = Some(shown);
                }
            }
            Command::AcceptDone(note) => {
                self.play.confirming = None;
                let by = self.acting_for(&Edit::Done { note: None });
                if let Some(session) = self.session.as_mut() {
                    let edit = Edit::Done {
                        note: Some(note.clone()),
                    };
                    match session.apply_with_note(&self.data, edit, by, Some(note)) {
                        Ok(()) => self.autosave(),
                        Err(NoteError::Edit(error)) => {
                            self.status = Said::of(|lang| {
                                crate::i18n::log::edit_error(lang, &self.data, &error)
                            })
                        }
                        Err(NoteError::TooLarge(error)) => {
                            self.status = Said::of(|lang| note_too_large(lang, error));
                        }
                    }
                }
            }
            Command::CancelDone => self.play.confirming = None,
            Command::SaveCard(card) => self.save_player_card(card),
            Command::OpenEffectForm { card, shaded } => self.open_effect_form(card, shaded),
            Command::SaveEffect {
                card,
                shaded,
                effect,
            } => {
                self.effect_form = None;
                self.save_card_effect(card, shaded, effect);
            }
            Command::CloseEffectForm => self.effect_draft = self.effect_form.take(),
            Command::CancelEffectForm => self.effect_form = None,
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
            Command::LookAt(n) => {
                if let Some(session) = &self.session {
                    self.timeline.look_at(session, n);
                }
            }
            Command::LookBy(by) => {
                if let Some(session) = &self.session {
                    self.timeline.step(session, by);
                }
            }
            Command::LookJump(jump) => {
                if let Some(session) = &self.session {
                    self.timeline.jump(session, jump);
                }
            }
            Command::LookPresent => {
                if let Some(session) = &self.session {
                    self.timeline.look_at(session, usize::MAX);
                }
                self.status.clear();
            }
            Command::TableMoves(moves) => {
                if let (Some(TableMoves::ToLine(i)), Some(session)) = (moves, &self.session) {
                    self.timeline.line_end = session.line_end(&self.data, i);
                }
                self.timeline.moves = moves.map(|kind| (kind, Vec::new()));
            }
            Command::WhatIf(n) => {
                let names = (
                    self.session
                        .as_ref()
                        .and_then(|s| s.record().line.clone())
                        .unwrap_or_else(|| tr(lang, Key::LinesMain).to_owned()),
                    say(
                        lang,
                        "what-if-name",
                        Args::new()
                            .num("n", n as i64)
                            .text("when", chrono::Local::now().format("%H:%M").to_string()),
                    ),
                );
                if let Some(session) = self.session.as_mut()
                    && session.what_if(&self.data, n, names)
                {
                    self.timeline = timeline::Timeline::default();
                    self.timeline.lines = true;
                    self.autosave();
                }
            }
            Command::SwitchLine(i) => {
                if let Some(session) = self.session.as_mut() {
                    match session.switch_line(&self.data, i) {
                        Ok(()) => {
                            self.timeline = timeline::Timeline::default();
                            self.timeline.lines = true;
                            self.autosave();
                        }
                        Err(error) => self.report_error(format!("{error:#}"), None),
                    }
                }
            }
            Command::DropLine(i) => {
                if let Some(session) = self.session.as_mut() {
                    session.drop_line(i);
                    self.timeline.moves = None;
                    self.autosave();
                }
            }
            Command::Lines(shown) => self.timeline.lines = shown,
            Command::TickTableMove(i) => {
                if let Some(tick) = self
                    .timeline
                    .moves
                    .as_mut()
                    .and_then(|(_, ticks)| ticks.get_mut(i))
                {
                    *tick = !*tick;
                }
            }
            Command::Chart(shown) => self.timeline.chart = shown,
            Command::ReportFrom(entry) => self.timeline.report_from = Some(entry),
            Command::Bookmark { entry, name } => self.annotate(Annotation {
                entry,
                bookmark: Some(name),
                note: None,
                finding: None,
                at: chrono::Local::now().to_rfc3339(),
            }),
            Command::Note {
                entry,
                finding,
                text,
            } => self.annotate(Annotation {
                entry,
                bookmark: None,
                note: Some(text),
                finding,
                at: chrono::Local::now().to_rfc3339(),
            }),
            Command::RemoveAnnotation(index) => {
                if let Some(session) = self.session.as_mut() {
                    session.remove_annotation(index);
                    self.autosave();
                }
            }
            Command::Bookmarks(shown) => {
                self.drafts.list = shown.then(String::new);
            }
            Command::ExportReport { from, to, path } => self.export_report(from, to, path),
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
            Command::NewGame {
                scenario,
                seed,
                seats,
                decks,
            } => match Session::new(&self.data, &scenario, seed, seats, decks) {
                Ok(session) => {
                    self.status.clear();
                    self.keep_earlier_autosave();
                    self.session = Some(session);
                    self.timeline = timeline::Timeline::default();
                    self.autosave();
                }
                Err(error) => self.error = Some(format!("{error:#}")),
            },
            Command::Open(path) => self.open(&path),
            Command::AcceptOpening => {
                if let Some(session) = self.session.as_mut() {
                    session.accept_opening();
                    self.status = Said::of(|lang| tr(lang, Key::OpeningAccepted).to_owned());
                }
            }
            Command::ReviewOpening => {
                if let Some(session) = self.session.as_mut() {
                    session.review_opening();
                    self.right_tab = panels::RightTab::Log;
                }
            }
            Command::ShowLogEntry(index) => {
                // The Log selects the entry, and the board shows the game
                // just after it.
                self.right_tab = panels::RightTab::Log;
                if let Some(session) = &self.session {
                    self.timeline.look_at(session, index + 1);
                }
            }
            Command::OpenDialog => self.choose_file(file_dialog::Purpose::Open),
            Command::Save => {
                let path = self.session.as_ref().and_then(|s| s.path.clone());
                match path {
                    Some(path) => self.save(&path),
                    None => self.run(Command::SaveAs),
                }
            }
            Command::SaveAs => self.choose_file(file_dialog::Purpose::Save),
            Command::SaveTo(path) => self.save(&path),
            Command::Resume => {
                if let Some(path) = self.autosave_path() {
                    match Session::open(&self.data, &path) {
                        Ok(mut session) => {
                            // The autosave is not the players' own file.
                            session.path = None;
                            self.session = Some(session);
                            self.timeline = timeline::Timeline::default();
                        }
                        Err(error) => {
                            self.error = Some(crate::i18n::log::opened_error(
                                lang,
                                &open_error(lang, &self.data, &error),
                            ));
                        }
                    }
                }
            }
            Command::Close => {
                self.session = None;
                self.timeline = timeline::Timeline::default();
                self.start
                    .refresh_resume(&self.data, self.autosave_path().as_deref());
            }
            Command::ShowRule(rule) => self.rule_shown = Some(rule),
            Command::ShowAidFile => self.aid_shown = true,
            Command::ReloadAidFile => {
                self.load_players_aid();
                if let Some(session) = self.session.as_mut() {
                    session.rejudge(&self.data);
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
                    self.status = Said::plain(format!("{}: {error}", path.display()));
                }
            }
            Command::EnterAid(change) => {
                self.side_preview = None;
                if let AidChange::Side { card, face, .. } = &change
                    && self
                        .side_form
                        .as_ref()
                        .is_some_and(|f| (f.card, f.face) == (*card, *face))
                {
                    self.side_form = None;
                }
                self.enter_aid(change);
            }
            Command::PreviewAid(change) => self.preview_aid(change),
            Command::OpenSideForm(card, face) => self.open_side_form(card, face),
            Command::CloseSideForm | Command::CancelSideForm => {
                self.side_preview = None;
                if let Some(form) = self.side_form.take() {
                    self.side_dismissed = Some((form.card, form.face));
                    if command_keeps_draft {
                        self.side_draft = Some(form);
                    }
                }
            }
            Command::ReloadPlayersFiles => {
                self.error = None;
                self.error_file = None;
                self.load_player_cards();
                self.load_players_aid();
                if let Some(session) = self.session.as_mut() {
                    session.rejudge(&self.data);
                }
            }
            Command::PlayOn => {
                // What the players closed is asked again if still needed.
                self.needs.dismissed = None;
                self.play_on();
            }
            Command::MapCheckOpen(fact) => self.maps.open(fact),
            Command::MapCheckConfirm => {
                if let Some(fact) = self.maps.form().and_then(|f| f.fact) {
                    let check = Check {
                        fact,
                        on: map_check::today(),
                        value: None,
                    };
                    if self.maps.set(check, lang) {
                        self.map_checks_changed();
                    }
                }
            }
            Command::MapCheckCorrect(check) => {
                if self.maps.set(check, lang) {
                    self.map_checks_changed();
                }
            }
            Command::MapCheckSkip => self.maps.step(true),
            Command::MapCheckBack => self.maps.step(false),
            Command::MapCheckUndo => {
                if self.maps.undo(lang) {
                    self.map_checks_changed();
                }
            }
            Command::MapCheckClose => {
                self.maps.close();
                self.map_checks_changed();
            }
            Command::ExportMapChecks(None) => {
                self.choose_file(file_dialog::Purpose::ExportMapChecks);
            }
            Command::ExportMapChecks(Some(path)) => {
                let line = self.maps.export(&path, lang);
                if self.maps.form().is_none() {
                    self.status = Said::plain(line);
                }
            }
            Command::ImportMapChecks(None) => {
                self.choose_file(file_dialog::Purpose::ImportMapChecks);
            }
            Command::ImportMapChecks(Some(path)) => match self.maps.import(&path, lang) {
                Ok(line) => {
                    self.map_checks_changed();
                    if self.maps.form().is_none() {
                        self.status = Said::plain(line);
                    }
                }
                Err(errors) => self.error = Some(errors),
            },
        }
    }

    /// The players' map checks and the map check mode.
    pub fn maps(&self) -> &MapChecks {
        &self.maps
    }

    /// Applies the saved map checks to the data and judges the game again.
    fn map_checks_changed(&mut self) {
        self.maps.apply_to(&mut self.data);
        if let Some(session) = self.session.as_mut() {
            session.rejudge(&self.data);
        }
    }

    /// Opens a saved game; on failure shows why and keeps the current game.
    /// What the seal said is shown beside the file's name; what judging
    /// again found waits in its window.
    fn open(&mut self, path: &Path) {
        match Session::open(&self.data, path) {
            Ok(session) => {
                let file = path.display().to_string();
                self.status = match session.seal() {
                    Some(seal) => Said::of(|lang| {
                        format!("{file}: {}", crate::i18n::log::seal_verdict(lang, seal))
                    }),
                    None => Said::plain(file),
                };
                self.keep_earlier_autosave();
                self.session = Some(session);
                self.timeline = timeline::Timeline::default();
                self.autosave();
            }
            Err(error) => {
                self.error = Some(crate::i18n::log::opened_error(
                    self.lang,
                    &open_error(self.lang, &self.data, &error),
                ));
            }
        }
    }

    fn save(&mut self, path: &Path) {
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
    fn autosave(&mut self) {
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
}

/// A file's text, or `None` when there is no such file.
fn read_if_there(path: &Path) -> Result<Option<String>, FileError> {
    match read_text(path) {
        Err(FileError::Read { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
            Ok(None)
        }
        read => read.map(Some),
    }
}

/// "The game could not be saved" with why, in each language.
/// A file that could not be written, with the system's reason, in each
/// language.
fn write_failed(path: PathBuf, source: std::io::Error) -> Said {
    let error = crate::files::FileError::Write { path, source };
    Said::of(|lang| crate::i18n::files::file_error(lang, &error))
}

fn save_failed(why: &Said) -> Said {
    Said::of(|lang| format!("{}: {}", tr(lang, Key::SaveFailed), why.get(lang)))
}

/// Background of the panels around the board.
const PANEL: egui::Color32 = egui::Color32::from_rgb(246, 242, 232);

/// A light, paper-like look that suits a board game.
fn light_visuals() -> egui::Visuals {
    let mut visuals = egui::Visuals::light();
    visuals.panel_fill = PANEL;
    visuals.window_fill = egui::Color32::from_rgb(243, 238, 226);
    visuals.extreme_bg_color = egui::Color32::from_rgb(255, 253, 248);
    visuals
}

impl eframe::App for GandhiApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        self.frames += 1;
        // The first frame has been presented once the second one is asked for.
        if self.exit_after_first_frame {
            if self.frames >= 2 {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ui.ctx().request_repaint();
            }
        }
    }
}

/// Opens the program in a window.
pub fn run_window(config: AppConfig) -> anyhow::Result<()> {
    let mut app = GandhiApp::new(config)?;
    let own = std::env::var_os(file_dialog::OWN_DIALOG_VARIABLE);
    app.use_own_file_dialog(own.is_some_and(|v| !v.is_empty() && v != "0"));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Gandhi Moderator")
            .with_app_id("gandhi-moderator")
            .with_inner_size([1600.0, 1000.0])
            .with_min_inner_size([960.0, 640.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Gandhi Moderator",
        options,
        Box::new(|_cc| Ok(Box::new(app))),
    )
    .map_err(|e| anyhow::anyhow!("{e}"))
}

/// Where settings and the autosave live on this machine.
pub fn default_data_dir() -> Option<PathBuf> {
    eframe::storage_dir("Gandhi Moderator")
}

/// Why a note was not added: the saved game would be too large to read back.
fn note_too_large(lang: Lang, error: gandhi_validator::log::TooLargeToRead) -> String {
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

/// Marks a non-player turn's spaces on the board: those selected with their
/// order, and a plain ring round those that were eligible.
fn mark_plan(
    view: &mut crate::table::view::TableView<crate::gandhi_table::BoardAction>,
    plan: &gandhi_validator::nonplayers::Plan,
) {
    for space in &mut view.spaces {
        let order = plan
            .selected
            .iter()
            .position(|s| s.index() == usize::from(space.id));
        if let Some(order) = order {
            space.mark = Some((order + 1).to_string());
        } else if plan
            .considered
            .iter()
            .any(|s| s.index() == usize::from(space.id))
        {
            space.mark = Some(String::new());
        }
    }
}

/// The findings the entry that began what is under way raised (its
/// declaration, or the start of a Campaign Round step): a choice 2.3.4
/// leaves closed, a Faction out of its turn. Empty when nothing is under
/// way or the entry raised nothing.
fn declaration_findings(session: &Session) -> Vec<gandhi_validator::findings::Finding> {
    let Some(open) = session.progress().open.as_ref() else {
        return Vec::new();
    };
    session
        .record()
        .entries
        .get(open.at())
        .map(|entry| {
            entry
                .findings
                .iter()
                .map(|f| {
                    gandhi_validator::findings::Finding::new(f.issue, f.args.clone()).citing(f.rule)
                })
                .collect()
        })
        .unwrap_or_default()
}
