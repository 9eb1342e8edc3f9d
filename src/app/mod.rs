//! The egui program: the start screen and the table. Widgets record what the
//! players ask for as [`Command`]s; [`GandhiApp::run_commands`] hands each
//! to the part of the board that owns it (the game, the play bar, the
//! timeline, the forms, the players' files, the map checks), the one place
//! they are carried out, through the session and the validator.

pub mod aid;
pub mod aid_form;
pub(crate) mod aid_needs;
pub mod arjuna_pick;
pub(crate) mod bookmarks;
pub mod command;
pub mod effect_form;
pub(crate) mod file_dialog;
pub(crate) mod forms;
pub(crate) mod game;
pub(crate) mod lines;
pub mod map_check;
pub(crate) mod opening;
pub(crate) mod panels;
pub mod play;
pub(crate) mod players_files;
pub(crate) mod screen;
pub(crate) mod side_panel;
pub(crate) mod start;
pub(crate) mod step_list;
pub(crate) mod table_mode;
pub(crate) mod timeline;
pub(crate) mod widgets;
pub(crate) mod windows;

use std::path::PathBuf;

use coin_table::RuleRef;
use egui::{Key as KeyCode, KeyboardShortcut, Modifiers, Ui};
use gandhi_validator::components::{GameData, PlayerCard};
use gandhi_validator::play::Stage;
use gandhi_validator::position::Seat;
use gandhi_validator::terms::Faction;

use crate::i18n::{
    fluent::{Lang, Said, tr},
    keys::Key,
};
use crate::session::Session;
use crate::table::draw::MIN_TEXT;

use aid::{AidChange, AidEntries};
use command::{Command, Jump};
use file_dialog::{FileChooser, Purpose};
use forms::Forms;
use game::{Game, Settings};
use map_check::MapChecks;
use panels::Panels;
use play::PlayForm;
use players_files::PlayersFiles;
pub use players_files::{AidFileStatus, CardFileStatus};
use start::StartForm;
use timeline::Timeline;

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

/// The players' card file, in the user data folder.
pub const CARDS_FILE: &str = players_files::CARDS_FILE;
/// The volumes a new game on the table's board can be of, by key.
pub const TABLE_VOLUMES: [&str; 2] = table_mode::VOLUMES;
/// The players' own non-player aid file in the user data folder.
pub const AID_FILE: &str = players_files::AID_FILE;
/// Where the cards entered while the card file cannot be read are kept.
pub const CARDS_PENDING_FILE: &str = players_files::CARDS_PENDING_FILE;

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

/// The whole program: the game, and each part of the board with its own
/// state.
pub struct GandhiApp {
    /// The data, the game in progress, the language, the status line and
    /// the error shown.
    game: Game,
    /// The players' card and aid files.
    players: PlayersFiles,
    /// The players' forms: the Arjuna side, the Event effect, the aid a
    /// turn needs.
    forms: Forms,
    /// The players' map checks and the map check mode.
    maps: MapChecks,
    /// The play bar's forms.
    play: PlayForm,
    /// Looking back over the game, the table moves and the chart.
    timeline: Timeline,
    /// Bookmarks and notes being written, and their list.
    drafts: bookmarks::Drafts,
    /// The right panel's tab and the rule summary shown.
    panels: Panels,
    /// The file dialogs.
    files: FileChooser,
    /// The start screen.
    start: StartForm,
    /// The table's board, when a table's log is open.
    tables: table_mode::TableMode,
    /// What the widgets asked for this frame, carried out at its end.
    commands: Vec<Command>,
    /// Where the board was drawn last: windows open over it, clear of the
    /// menu and the panels.
    board_area: Option<egui::Rect>,
    exit_after_first_frame: bool,
    frames: u64,
}

impl std::fmt::Debug for GandhiApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GandhiApp")
            .field("lang", &self.game.lang)
            .field("in_game", &self.game.session.is_some())
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
            .and_then(|dir| crate::files::read_text(&dir.join("settings.yaml")).ok())
            .and_then(|text| serde_saphyr::from_str::<Settings>(&text).ok());
        let language = config
            .lang
            .or(saved.as_ref().map(|s| s.language))
            .or(config.default_lang)
            .unwrap_or_default();
        let players = PlayersFiles::new(&data);
        let maps = MapChecks::new(
            data.clone(),
            config
                .data_dir
                .as_ref()
                .map(|dir| dir.join(map_check::FILE_NAME)),
        );
        let mut app = GandhiApp {
            game: Game::new(data, language, config.data_dir.clone()),
            players,
            forms: Forms::default(),
            maps,
            play: PlayForm::default(),
            timeline: Timeline::default(),
            drafts: bookmarks::Drafts::default(),
            panels: Panels::default(),
            files: FileChooser::default(),
            start: StartForm::default(),
            tables: table_mode::TableMode::default(),
            commands: Vec::new(),
            board_area: None,
            exit_after_first_frame: config.exit_after_first_frame,
            frames: 0,
        };
        app.players.load_player_cards(&mut app.game);
        app.players.load_players_aid(&mut app.game);
        if let Some(error) = app.maps.load(app.game.lang) {
            app.game.error = Some(match app.game.error.take() {
                Some(before) => format!("{before}\n\n{error}"),
                None => error,
            });
        }
        app.maps.apply_to(&mut app.game.data);
        app.start
            .refresh_resume(&app.game.data, app.game.autosave_path().as_deref());
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
        &self.game.data
    }

    /// The table's board, when a table's log is open on it.
    pub fn table_window(&self) -> Option<&dyn crate::table_board::AnyTable> {
        self.tables.window()
    }

    /// The moment of the game looked at (how many entries had been made),
    /// when looking back.
    pub fn looking_at(&self) -> Option<usize> {
        self.timeline.at
    }

    /// The game in progress, if any, as it is now.
    pub fn session(&self) -> Option<&Session> {
        self.game.session.as_ref()
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.game.lang
    }

    /// The line in the top bar: what the last command came to.
    pub fn status(&self) -> &str {
        self.game.status.get(self.game.lang)
    }

    /// The message shown after a failure, if any.
    pub fn error(&self) -> Option<&str> {
        self.game.error.as_deref()
    }

    /// Whether the start screen offers to resume an autosaved game.
    pub fn resume_offered(&self) -> bool {
        self.start.resume.is_some()
    }

    /// The rule whose summary is open, if any.
    pub fn rule_shown(&self) -> Option<RuleRef> {
        self.panels.rule_shown
    }

    /// Uses the program's own file dialog (a folder, a name and the
    /// folder's files) instead of the system's, as when the system has
    /// none; `GANDHI_MODERATOR_OWN_FILE_DIALOG=1` sets it for the window.
    pub fn use_own_file_dialog(&mut self, own: bool) {
        self.files.own = own;
    }

    /// The program's own file dialog, when open: where it is and the name
    /// typed in it.
    pub fn file_dialog(&self) -> Option<(&str, &str)> {
        self.files
            .dialog
            .as_ref()
            .map(|d| (d.folder.as_str(), d.name.as_str()))
    }

    /// Queues a command, as a widget would; it runs at the next frame.
    pub fn request(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// What became of the players' card file.
    pub fn cards_file(&self) -> &CardFileStatus {
        &self.players.cards_file
    }

    /// The players' card entries.
    pub fn player_cards(&self) -> &[PlayerCard] {
        &self.players.player_cards
    }

    /// The players' own non-player aid file, beside their card file.
    pub fn aid_file_path(&self) -> Option<PathBuf> {
        PlayersFiles::aid_file_path(&self.game)
    }

    /// What became of the players' non-player aid file.
    pub fn aid_file(&self) -> &AidFileStatus {
        &self.players.aid_file
    }

    /// The players' aid entries.
    pub fn aid_entries(&self) -> &AidEntries {
        &self.players.aid_entries
    }

    /// The play bar's forms.
    pub fn play_form(&mut self) -> &mut PlayForm {
        &mut self.play
    }

    /// The players' Event effect form, when open.
    pub fn effect_form_mut(&mut self) -> Option<&mut effect_form::draft::EffectForm> {
        self.forms.effect_form.as_mut()
    }

    /// What the turn would do with the side being entered, when previewed.
    pub fn side_preview(&self) -> Option<&gandhi_validator::nonplayers::NpStep> {
        self.forms.side_preview.as_ref()
    }

    /// The entry the shown preview was made with.
    pub fn previewed(&self) -> Option<&AidChange> {
        self.forms
            .side_preview
            .as_ref()
            .and(self.forms.previewed.as_ref())
    }

    /// The players' side form, when open.
    pub fn side_form_mut(&mut self) -> Option<&mut aid_form::draft::SideForm> {
        self.forms.side_form.as_mut()
    }

    /// The players' map checks and the map check mode.
    pub fn maps(&self) -> &MapChecks {
        &self.maps
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
        let mut commands = Vec::new();
        if self.tables.is_open() {
            self.tables.ui(ui, self.game.lang, &mut commands);
        } else if self.maps.form().is_some() {
            self.maps.ui(ui, self.game.lang, &mut commands);
        } else if self.game.session.is_some() {
            self.shortcuts(ui);
            self.forms.settle_side_form(&self.game, &self.players);
            self.table_ui(ui, &mut commands);
        } else {
            self.shortcuts(ui);
            // Opened from the aid file's list: beside the start screen.
            let seen = (&self.game.data, self.game.lang);
            self.forms.side_panel(ui, seen, None, &mut commands);
            self.start
                .ui(ui, &self.game.data, self.game.lang, &mut commands);
        }
        self.commands.append(&mut commands);
        self.windows_ui(ui);
        if !self.commands.is_empty() {
            self.run_commands();
            ui.ctx().request_repaint();
        }
    }

    /// The windows over every screen: the Done dialog, the aid file, the
    /// Event effect form, the file dialog, the error and the rule shown.
    fn windows_ui(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        let (game, lang) = (&self.game, self.game.lang);
        if game.session.is_some() && self.maps.form().is_none() {
            play::confirm_modal(ui, &game.data, lang, &mut self.play, &mut commands);
        }
        let room = windows::Room::new(ui.ctx(), self.board_area);
        self.players
            .aid_window((ui, room), game, &mut self.forms.needs, &mut commands);
        if self.maps.form().is_none() {
            self.forms.effect_window((ui, room), game, &mut commands);
        }
        commands.extend(self.files.ui(ui.ctx(), lang));
        game.error_ui(ui, &mut commands);
        self.panels.rule_window(ui.ctx(), room, game);
        self.commands.append(&mut commands);
    }

    fn shortcuts(&mut self, ui: &mut Ui) {
        let shortcut = |modifiers, key| KeyboardShortcut::new(modifiers, key);
        let pressed = |ui: &mut Ui, s: KeyboardShortcut| ui.input_mut(|i| i.consume_shortcut(&s));
        if self.game.session.is_some() {
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
            let non_players = self.game.session.as_ref().is_some_and(|s| {
                Faction::ALL
                    .iter()
                    .any(|f| s.state().seats[*f] == Seat::NonPlayer)
            });
            if non_players && pressed(ui, shortcut(Modifiers::COMMAND, KeyCode::P)) {
                self.commands.push(Command::PlayOn);
            }
            let acting = self
                .game
                .session
                .as_ref()
                .is_some_and(|s| matches!(s.stage(&self.game.data), Stage::Acting(_)));
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
            if self.game.error.is_some() {
                self.commands.push(Command::DismissError);
            } else if self.files.dialog.is_some() {
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
        let present = self.game.session.is_some() && self.timeline.at.is_none();
        let card = self
            .play
            .card_asked
            .filter(|n| self.play.card_closed != Some(*n));
        let plan = self
            .game
            .session
            .as_ref()
            .is_some_and(|s| s.np().plan.is_some());
        [
            (Win::SideForm, self.forms.side_form.is_some()),
            (Win::Rule, self.panels.rule_shown.is_some()),
            (Win::AidFile, self.players.aid_shown),
            (Win::Note, self.drafts.note.is_some()),
            (Win::Bookmarks, self.drafts.list.is_some()),
            (Win::Lines, self.timeline.lines),
            (Win::Chart, self.timeline.chart),
            (Win::TableMoves, self.timeline.moves.is_some()),
            (Win::Checklist, present && plan),
            (Win::CardEntry, present && card.is_some()),
            (Win::AidNeeded, present && self.forms.needs.need.is_some()),
            (Win::Letters, present && self.play.arjuna.letters.is_some()),
            (Win::EffectForm, self.forms.effect_form.is_some()),
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
            Win::Rule => self.panels.rule_shown = None,
            Win::AidFile => self.players.aid_shown = false,
            Win::Note => self.drafts.set_note_aside(),
            Win::Bookmarks => self.drafts.list = None,
            Win::Lines => self.timeline.lines = false,
            Win::Chart => self.timeline.chart = false,
            Win::TableMoves => self.timeline.moves = None,
            Win::Checklist => self.commands.push(Command::NpCloseChecklist),
            Win::CardEntry => self.play.card_closed = self.play.card_asked,
            Win::AidNeeded => self.forms.needs.set_aside(),
            Win::Letters => self.play.arjuna.set_letters_aside(),
            Win::EffectForm => self.commands.push(Command::CloseEffectForm),
            Win::SideForm => self.commands.push(Command::CloseSideForm),
            Win::FileDialog => self.files.dialog = None,
        }
    }

    /// The table's screen: the bars, the panels round the map, the map,
    /// and the windows over it.
    fn table_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(present) = self.game.session.as_ref() else {
            return;
        };
        // Windows open over the map, clear of its zoom buttons.
        let place = windows::Room::new(ui.ctx(), self.board_area);
        let parts = (&mut self.timeline, &mut self.drafts);
        screen::timeline_windows((ui.ctx(), place), &self.game, present, parts, commands);
        // Looking back, the panels show the game as it stood then and the
        // board takes no change.
        let past = self.timeline.past(&self.game.data, present).cloned();
        let seen = screen::Seen {
            data: &self.game.data,
            lang: self.game.lang,
            present,
            session: past.as_ref().unwrap_or(present),
            looking: past.as_ref().and(self.timeline.at),
            place,
        };
        let looking = seen.looking.is_some();
        let view = screen::board_view(seen, self.forms.side_preview.as_ref());
        let mut intents = Vec::new();
        screen::top_panels(
            ui,
            seen,
            (self.game.acting, self.timeline.report_from),
            (&mut self.play, &mut self.drafts, &mut self.forms),
            self.board_area.is_some(),
            commands,
        );
        if !self.game.status.is_empty() {
            let status = self.game.status.get(self.game.lang);
            egui::Panel::bottom("status").show(ui, |ui| panels::status_bar(ui, status));
        }
        let parts = (&mut self.forms, &mut self.panels.right_tab);
        screen::side_panels(ui, seen, &view, parts, &mut intents, commands);
        self.board_area = screen::board_panel(ui, &view, looking, &mut intents);
        let room = windows::Room::new(ui.ctx(), self.board_area);
        opening::opening_window(ui.ctx(), seen.data, present, seen.lang, room, commands);
        if let Some(status) =
            screen::intents_to_commands(&self.game.data, intents, looking, commands)
        {
            self.game.status = status;
        }
    }

    /// Carries out every queued command, in order.
    pub fn run_commands(&mut self) {
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.run(command);
        }
    }

    /// Hands a command to the part of the board that owns it. Looking
    /// back, a command that would change the game is refused.
    fn run(&mut self, command: Command) {
        if self.timeline.at.is_some() && changes_the_game(&command) {
            // Looking back is read only: the present game is untouched.
            self.game.status = Said::of(|lang| tr(lang, Key::LookReadOnly).to_owned());
            return;
        }
        let game = &mut self.game;
        match command {
            Command::Done | Command::AcceptDone(_) | Command::CancelDone => {
                self.play.handle(game, command);
            }
            Command::LookAt(_)
            | Command::LookBy(_)
            | Command::LookJump(_)
            | Command::LookPresent
            | Command::TableMoves(_)
            | Command::TickTableMove(_)
            | Command::Chart(_)
            | Command::ReportFrom(_)
            | Command::Lines(_)
            | Command::WhatIf(_)
            | Command::SwitchLine(_)
            | Command::DropLine(_) => self.timeline.handle(game, command),
            Command::Bookmark { .. }
            | Command::Note { .. }
            | Command::RemoveAnnotation(_)
            | Command::Bookmarks(_) => self.drafts.handle(game, command),
            Command::SaveCard(_)
            | Command::ShowAidFile
            | Command::ReloadAidFile
            | Command::ReloadPlayersFiles => self.players.handle(game, command),
            Command::OpenEffectForm { .. }
            | Command::SaveEffect { .. }
            | Command::CloseEffectForm
            | Command::CancelEffectForm
            | Command::EnterAid(_)
            | Command::PreviewAid(_)
            | Command::OpenSideForm(..)
            | Command::CloseSideForm
            | Command::CancelSideForm
            | Command::PlayOn => self.forms.handle(game, &mut self.players, command),
            Command::MapCheckOpen(_)
            | Command::MapCheckConfirm
            | Command::MapCheckCorrect(_)
            | Command::MapCheckSkip
            | Command::MapCheckBack
            | Command::MapCheckUndo
            | Command::MapCheckClose
            | Command::ExportMapChecks(Some(_))
            | Command::ImportMapChecks(Some(_)) => self.maps.handle(game, command),
            Command::ShowRule(_) | Command::ReviewOpening | Command::ShowLogEntry(_) => {
                self.panels.handle(game, &mut self.timeline, command);
            }
            Command::OpenDialog
            | Command::Save
            | Command::SaveAs
            | Command::SaveTo(_)
            | Command::ExportReport { .. }
            | Command::ExportMapChecks(None)
            | Command::ImportMapChecks(None) => self.run_file_command(command),
            Command::NewGame { .. } | Command::Open(_) | Command::Resume | Command::Close => {
                self.run_session_command(command);
            }
            Command::OpenTable(_) | Command::NewTable { .. } | Command::CloseTable => {
                self.tables.handle(game, command);
            }
            command => game.handle(command),
        }
    }

    /// Saves, opens, exports or imports a file, asking which first when
    /// none is known yet.
    fn run_file_command(&mut self, command: Command) {
        let game_file = self.game.session.as_ref().and_then(|s| s.path.clone());
        let purpose = match command {
            Command::OpenDialog => Purpose::Open,
            Command::Save => match &game_file {
                Some(path) => return self.game.save(path),
                None => Purpose::Save,
            },
            Command::SaveAs => Purpose::Save,
            Command::SaveTo(path) => return self.game.save(&path),
            Command::ExportReport { from, to, path } => match path {
                _ if self.game.session.is_none() => return,
                Some(path) => return self.game.export_report(from, to, &path),
                None => Purpose::Report { from, to },
            },
            Command::ExportMapChecks(_) => Purpose::ExportMapChecks,
            Command::ImportMapChecks(_) => Purpose::ImportMapChecks,
            _ => return,
        };
        if let Some(chosen) = self.files.choose(purpose, game_file.as_deref()) {
            self.run(chosen);
        }
    }

    /// Starts, opens, resumes or closes a game; the board then shows the
    /// present of the game taken up.
    fn run_session_command(&mut self, command: Command) {
        let taken_up = match command {
            Command::NewGame {
                scenario,
                seed,
                seats,
                decks,
            } => self.game.new_game(&scenario, seed, (seats, decks)),
            Command::Open(path) => self.game.open(&path),
            Command::Resume => self.game.resume(),
            Command::Close => {
                self.game.session = None;
                self.start
                    .refresh_resume(&self.game.data, self.game.autosave_path().as_deref());
                true
            }
            _ => false,
        };
        if taken_up {
            self.timeline = Timeline::default();
        }
    }
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
