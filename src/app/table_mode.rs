//! The table's board inside the program's window: a table's log opened,
//! or a new one started, from the start screen, and played on the table's
//! own board (`table_board`) through the contract, as `table board` does
//! in a window of its own, for any volume the program carries (Gandhi,
//! Vijayanagara). A bar above it leads back to the start screen.

use std::path::Path;

use coin_table::{TableLog, Volume, volume_of};
use egui::Ui;
use gandhi_validator::volume::Gandhi;
use vijayanagara::Vijayanagara;

use super::command::Command;
use super::game::Game;
use crate::files::{read_text, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::i18n::volume::VolumeWords;
use crate::table_board::{AnyTable, TableWindow};
use crate::table_files::with_own_files;

/// The volumes a game can be started in from the start screen, by key,
/// the program's first volume first.
pub const VOLUMES: [&str; 2] = ["gandhi", "vijayanagara"];

/// The table's board, when one is open.
#[derive(Default)]
pub struct TableMode {
    /// The board on its log file, and the language it speaks.
    open: Option<(Box<dyn AnyTable>, Lang)>,
}

impl std::fmt::Debug for TableMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableMode")
            .field("open", &self.open.as_ref().map(|(t, _)| t.volume()))
            .finish()
    }
}

/// Vijayanagara's data with the table's own files merged, and what to say
/// when one of them cannot be used.
fn vijayanagara_data(
    game: &Game,
    lang: Lang,
) -> Result<(vijayanagara::Data, Option<String>), String> {
    let data = vijayanagara::Data::bundled().map_err(|e| e.to_string())?;
    let words = VolumeWords::of(&Vijayanagara, &data, None, lang);
    let (merged, said) = with_own_files(&Vijayanagara, &data, game.data_dir.as_deref(), &words);
    let left_out = (merged.is_none() && !said.is_empty()).then_some(said);
    Ok((merged.unwrap_or(data), left_out))
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
                volume,
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
                let written = if volume == Vijayanagara.key() {
                    vijayanagara_data(game, lang).and_then(|(data, _)| {
                        new_log(&Vijayanagara, &data, (&scenario, seed), lang)
                    })
                } else {
                    new_log(&Gandhi, &game.data, (&scenario, seed), lang)
                };
                let written = written.and_then(|text| {
                    write_keeping_backup(&path, &text).map_err(|error| file_error(lang, &error))
                });
                match written {
                    Ok(()) => self.open(game, &path),
                    Err(said) => game.error = Some(said),
                }
            }
            Command::CloseTable => self.open = None,
            _ => {}
        }
    }

    fn open(&mut self, game: &mut Game, path: &Path) {
        let lang = game.lang;
        let volume = read_text(path).ok().and_then(|text| volume_of(&text));
        let opened: Result<Box<dyn AnyTable>, String> = match volume.as_deref() {
            Some(key) if key == Vijayanagara.key() => {
                vijayanagara_data(game, lang).and_then(|(data, left_out)| {
                    if let Some(said) = left_out {
                        game.error = Some(said);
                    }
                    let window = TableWindow::open(Vijayanagara, data, path, lang)?
                        .with_user_data(game.data_dir.clone());
                    Ok(Box::new(window) as Box<dyn AnyTable>)
                })
            }
            _ => TableWindow::open(Gandhi, game.data.clone(), path, lang).map(|window| {
                Box::new(window.with_names(crate::gandhi_table::NAMES)) as Box<dyn AnyTable>
            }),
        };
        match opened {
            Ok(window) => self.open = Some((window, lang)),
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
    pub fn window(&self) -> Option<&dyn AnyTable> {
        self.open.as_ref().map(|(window, _)| window.as_ref())
    }
}

/// A new game's log of a volume, or why the scenario cannot be set up.
fn new_log<V: Volume>(
    volume: &V,
    data: &V::Data,
    (scenario, seed): (&str, u64),
    lang: Lang,
) -> Result<String, String> {
    volume.setup(data, scenario, seed).map_err(|reason| {
        let args = Args::new()
            .text("scenario", scenario.to_owned())
            .text("reason", reason);
        say(lang, "table-no-setup", args)
    })?;
    Ok(TableLog::new(volume.key(), scenario, seed).write(volume))
}
