//! The table's board inside the program's window: a table's log opened,
//! or a new one started, from the start screen, and played on the table's
//! own board (`table_board`) through the contract, as `table board` does
//! in a window of its own. A bar above it leads back to the start screen.

use std::path::Path;

use coin_table::{TableLog, Volume};
use egui::Ui;
use gandhi_validator::volume::Gandhi;

use super::command::Command;
use super::game::Game;
use crate::files::write_keeping_backup;
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::table_board::TableWindow;

/// The table's board, when one is open.
#[derive(Debug, Default)]
pub struct TableMode {
    /// The board on its log file, and the language it speaks.
    open: Option<(TableWindow<Gandhi>, Lang)>,
}

impl TableMode {
    /// Whether the table's board is open.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Opens a table's log, starts a new one, or closes the board; what
    /// cannot be done is said in the error dialog.
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        let lang = game.lang;
        match command {
            Command::OpenTable(path) => self.open(game, &path),
            Command::NewTable {
                scenario,
                seed,
                path,
            } => {
                if path.exists() {
                    let file = path.display().to_string();
                    let said = say(lang, "table-mode-exists", Args::new().text("file", file));
                    game.error = Some(said);
                    return;
                }
                if let Err(reason) = Gandhi.setup(&game.data, &scenario, seed) {
                    let args = Args::new()
                        .text("scenario", scenario)
                        .text("reason", reason);
                    game.error = Some(say(lang, "table-no-setup", args));
                    return;
                }
                let log = TableLog::new(Gandhi.key(), &scenario, seed);
                match write_keeping_backup(&path, &log.write(&Gandhi)) {
                    Ok(()) => self.open(game, &path),
                    Err(error) => game.error = Some(file_error(lang, &error)),
                }
            }
            Command::CloseTable => self.open = None,
            _ => {}
        }
    }

    fn open(&mut self, game: &mut Game, path: &Path) {
        let lang = game.lang;
        match TableWindow::open(Gandhi, game.data.clone(), path, lang) {
            Ok(window) => {
                let window = window.with_names(crate::gandhi_table::NAMES);
                self.open = Some((window, lang));
            }
            Err(reason) => game.error = Some(reason),
        }
    }

    /// Draws the bar that leads back to the start screen, then the board
    /// in the program's language.
    pub fn ui(&mut self, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
        let Some((window, spoken)) = &mut self.open else {
            return;
        };
        if *spoken != lang {
            window.set_lang(lang);
            *spoken = lang;
        }
        egui::Panel::top("table-mode-bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                let back = ui
                    .button(say(lang, "table-mode-back", Args::new()))
                    .on_hover_text(say(lang, "table-mode-back-hint", Args::new()));
                if back.clicked() {
                    commands.push(Command::CloseTable);
                }
                ui.label(say(lang, "table-mode-title", Args::new()));
            });
        });
        window.ui(ui);
    }

    /// The board, when open.
    pub fn window(&self) -> Option<&TableWindow<Gandhi>> {
        self.open.as_ref().map(|(window, _)| window)
    }
}
