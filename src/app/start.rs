//! The start screen: a new game (scenario, who runs each Faction, seed),
//! opening a saved game, resuming the autosaved one, or the table's board
//! on a table's log.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};
use gandhi_validator::position::Seat;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, PerFaction},
};

use super::command::Command;
use super::table_mode::VOLUMES;
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};

/// What the autosaved game holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumeInfo {
    /// Scenario key.
    pub scenario: String,
    /// How many changes its log holds.
    pub changes: usize,
    /// When it was last changed (from the log), if it was.
    pub last: Option<String>,
}

/// The choices on the start screen.
#[derive(Clone, Debug)]
pub struct StartForm {
    /// Scenario key.
    pub scenario: String,
    /// Who runs each Faction.
    pub seats: PerFaction<Seat>,
    /// Whether to draw a random seed.
    pub random_seed: bool,
    /// The seed when not random.
    pub seed: u64,
    /// The players draw from their own deck and say which card turned up.
    pub physical_deck: bool,
    /// The players draw from their own Arjuna deck and say which card
    /// came up for a non-player (8.3).
    pub own_arjuna: bool,
    /// A path typed in to open.
    pub path: String,
    /// A path typed in for the table's board: a table's log to open, or
    /// one to start.
    pub table_path: String,
    /// The volume a new game on the table's board is of, by key.
    pub table_volume: String,
    /// The autosaved game, if there is one that can be read.
    pub resume: Option<ResumeInfo>,
    /// The folder the autosaves are kept in, if any.
    pub autosave_folder: Option<PathBuf>,
}

impl Default for StartForm {
    fn default() -> Self {
        StartForm {
            scenario: "short".to_owned(),
            seats: gandhi_validator::position::four_players(),
            random_seed: true,
            seed: 1930,
            physical_deck: false,
            own_arjuna: false,
            path: String::new(),
            table_path: String::new(),
            table_volume: "gandhi".to_owned(),
            resume: None,
            autosave_folder: None,
        }
    }
}

impl StartForm {
    /// Looks at the autosave file to offer resuming it.
    pub fn refresh_resume(&mut self, data: &GameData, path: Option<&Path>) {
        self.autosave_folder = path.and_then(Path::parent).map(Path::to_owned);
        self.resume = path
            .and_then(|p| crate::files::read_text(p).ok())
            .and_then(|text| gandhi_validator::log::record_from_yaml(data, "autosave", &text).ok())
            .map(|rec| ResumeInfo {
                scenario: rec.scenario.clone(),
                changes: rec.entries.len(),
                last: rec.entries.last().map(|e| e.at.clone()),
            });
    }

    /// Draws the start screen.
    pub fn ui(&mut self, ui: &mut Ui, data: &GameData, lang: Lang, commands: &mut Vec<Command>) {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(24.0);
                    ui.heading(RichText::new(tr(lang, Key::AppTitle)).size(32.0));
                    ui.label(tr(lang, Key::Tagline));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        ui.add_space((ui.available_width() - 300.0).max(0.0) / 2.0);
                        ui.label(tr(lang, Key::Language));
                        for choice in Lang::ALL {
                            if ui.selectable_label(lang == choice, choice.name()).clicked() {
                                commands.push(Command::SetLanguage(choice));
                            }
                        }
                    });
                    ui.add_space(16.0);
                });
                ui.vertical_centered(|ui| {
                    ui.set_max_width(560.0);
                    if let Some(resume) = &self.resume {
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(540.0);
                            let when = resume.last.as_deref().map(short_time).unwrap_or_default();
                            let text = format!(
                                "{} — {}, {} · {} {when}",
                                tr(lang, Key::Resume),
                                crate::i18n::names::scenario_name(lang, data, &resume.scenario),
                                resume.changes,
                                tr(lang, Key::AutosavedAt)
                            );
                            if ui.button(RichText::new(text).size(16.0)).clicked() {
                                commands.push(Command::Resume);
                            }
                            if let Some(folder) = &self.autosave_folder {
                                ui.label(
                                    RichText::new(i18n::log::autosaves_kept(
                                        lang,
                                        &folder.display().to_string(),
                                    ))
                                    .small(),
                                );
                            }
                        });
                        ui.add_space(12.0);
                    }
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(540.0);
                        ui.vertical(|ui| self.new_game_ui(ui, lang, commands));
                    });
                    ui.add_space(12.0);
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(540.0);
                        ui.vertical(|ui| {
                            if ui.button(tr(lang, Key::OpenSaved)).clicked() {
                                commands.push(Command::OpenDialog);
                            }
                            ui.horizontal(|ui| {
                                let label = ui.label(tr(lang, Key::PathLabel));
                                ui.text_edit_singleline(&mut self.path)
                                    .labelled_by(label.id);
                                if ui.button(tr(lang, Key::Open)).clicked()
                                    && !self.path.trim().is_empty()
                                {
                                    commands.push(Command::Open(PathBuf::from(self.path.trim())));
                                }
                            });
                            self.table_ui(ui, lang, commands);
                        });
                    });
                    ui.add_space(12.0);
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(540.0);
                        ui.vertical(|ui| {
                            ui.label(crate::i18n::fluent::text(lang, "map-check-start-hint"));
                            // The two things to set up before playing, on
                            // one row: the map, and the non-players' aid.
                            ui.horizontal(|ui| {
                                if ui
                                    .button(crate::i18n::fluent::text(lang, "map-check-open"))
                                    .on_hover_text(crate::i18n::fluent::text(
                                        lang,
                                        "map-check-open-hint",
                                    ))
                                    .clicked()
                                {
                                    commands.push(Command::MapCheckOpen(None));
                                }
                                if ui.button(tr(lang, Key::AidFile)).clicked() {
                                    commands.push(Command::ShowAidFile);
                                }
                            });
                        });
                    });
                });
            });
        });
    }

    /// The seed of a new game: a random one, or the one set.
    fn seed(&self) -> u64 {
        if self.random_seed {
            getrandom::u64().unwrap_or(self.seed)
        } else {
            self.seed
        }
    }

    /// The table's board: a table's log opened, or a new one started with
    /// the scenario and seed chosen for a new game.
    fn table_ui(&mut self, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
        let said = |id: &str| say(lang, id, Args::new());
        let path = PathBuf::from(self.table_path.trim());
        let given = !self.table_path.trim().is_empty();
        ui.horizontal_wrapped(|ui| {
            let label = ui
                .label(said("table-mode-path"))
                .on_hover_text(said("table-mode-start-hint"));
            ui.add(egui::TextEdit::singleline(&mut self.table_path).desired_width(150.0))
                .labelled_by(label.id)
                .on_hover_text(said("table-mode-start-hint"));
            let open = ui
                .add_enabled(given, egui::Button::new(said("table-mode-open")))
                .on_hover_text(said("table-mode-open-hint"));
            if open.clicked() {
                commands.push(Command::OpenTable(path.clone()));
            }
            let new = ui
                .add_enabled(given, egui::Button::new(said("table-mode-new")))
                .on_hover_text(said("table-mode-new-hint"));
            let chosen = &mut self.table_volume;
            egui::ComboBox::new("table-volume", said("table-mode-volume"))
                .selected_text(say(lang, &format!("table-volume-{chosen}"), Args::new()))
                .show_ui(ui, |ui| {
                    for key in VOLUMES {
                        let name = say(lang, &format!("table-volume-{key}"), Args::new());
                        ui.selectable_value(chosen, key.to_owned(), name);
                    }
                })
                .response
                .on_hover_text(said("table-mode-volume-hint"));
            if new.clicked() {
                // Vijayanagara has one set-up (2.1); Gandhi the scenario
                // chosen for a new game.
                let scenario = if self.table_volume == "gandhi" {
                    self.scenario.clone()
                } else {
                    vijayanagara::SCENARIO.to_owned()
                };
                commands.push(Command::NewTable {
                    volume: self.table_volume.clone(),
                    scenario,
                    seed: self.seed(),
                    path,
                });
            }
        });
    }

    fn new_game_ui(&mut self, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
        ui.heading(tr(lang, Key::NewGame));
        ui.label(RichText::new(tr(lang, Key::Scenario)).strong());
        for (key, label) in [
            ("short", Key::ScenarioShort),
            ("main", Key::ScenarioMain),
            ("quick", Key::ScenarioQuick),
        ] {
            ui.radio_value(&mut self.scenario, key.to_owned(), tr(lang, label));
        }
        ui.add_space(6.0);
        ui.label(RichText::new(tr(lang, Key::WhoPlays)).strong());
        egui::Grid::new("seats").num_columns(1).show(ui, |ui| {
            for faction in Faction::ALL {
                let seat = &mut self.seats[faction];
                let text = seat_text(lang, *seat);
                egui::ComboBox::new(("seat", faction), i18n::names::faction(lang, faction))
                    .selected_text(text)
                    .show_ui(ui, |ui| {
                        for n in 1..=4u8 {
                            ui.selectable_value(
                                seat,
                                Seat::Player(n),
                                seat_text(lang, Seat::Player(n)),
                            );
                        }
                        ui.selectable_value(
                            seat,
                            Seat::NonPlayer,
                            seat_text(lang, Seat::NonPlayer),
                        );
                    });
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.random_seed, tr(lang, Key::RandomSeed));
            if !self.random_seed {
                ui.label(tr(lang, Key::Seed));
                ui.add(egui::DragValue::new(&mut self.seed));
            }
        })
        .response
        .on_hover_text(tr(lang, Key::SeedHint));
        ui.checkbox(&mut self.physical_deck, tr(lang, Key::PhysicalDeck))
            .on_hover_text(tr(lang, Key::PhysicalDeckHint));
        let non_players = Faction::ALL
            .iter()
            .any(|f| self.seats[*f] == Seat::NonPlayer);
        ui.add_enabled(
            non_players,
            egui::Checkbox::new(&mut self.own_arjuna, tr(lang, Key::OwnArjunaDeck)),
        )
        .on_hover_text(tr(lang, Key::OwnArjunaDeckHint))
        .on_disabled_hover_text(tr(lang, Key::OwnArjunaDeckNoNonPlayer));
        ui.add_space(8.0);
        if ui
            .button(RichText::new(tr(lang, Key::Start)).size(18.0))
            .clicked()
        {
            let seed = self.seed();
            commands.push(Command::NewGame {
                scenario: self.scenario.clone(),
                seed,
                seats: self.seats,
                decks: crate::session::OwnDecks {
                    cards: self.physical_deck,
                    arjuna: self.own_arjuna && non_players,
                },
            });
        }
    }
}

fn seat_text(lang: Lang, seat: Seat) -> String {
    match seat {
        Seat::Player(n) => format!("{} {n}", tr(lang, Key::Player)),
        Seat::NonPlayer => tr(lang, Key::NonPlayer).to_owned(),
    }
}

/// `2026-11-21T19:30:05+01:00` → `2026-11-21 19:30`.
fn short_time(stamp: &str) -> String {
    match chrono::DateTime::parse_from_rfc3339(stamp) {
        Ok(time) => time.format("%Y-%m-%d %H:%M").to_string(),
        Err(_) => stamp.to_owned(),
    }
}
