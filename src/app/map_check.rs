//! The map check mode: a guided walk through every map fact the rulebook
//! does not state, one at a time, with the fact's space, line or Town
//! ringed on the board. Each fact is confirmed or corrected in place; the
//! checks are kept in the players' own file (`map_checks.yaml` in the user
//! data folder) and merged over the map at every start.
//!
//! A check the rules refuse is not made, and the reason is shown. A check
//! that leaves a whole-map total wrong (Econ 40, a scenario's printed
//! totals) is held, unsaved, until another correction makes the totals fit
//! again or it is undone: one value alone cannot keep such totals.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use egui::{Color32, Key as KeyCode, KeyboardShortcut, Modifiers, RichText, Ui};
use gandhi_validator::components::CheckedValue;
use gandhi_validator::components::{
    MapCheckProgress, Mismatch, checkable_facts, fact_provenance, fact_value, kinds,
    map_check_progress, mismatches, next_unchecked,
};
use gandhi_validator::position::GameState;
use gandhi_validator::terms::RailEnd;
use gandhi_validator::{
    components::GameData,
    findings::Report,
    terms::{SpaceId, SpaceKind},
};
use gandhi_validator::{
    components::{Check, Refusal, TableChecks},
    terms::FactId,
};

use super::command::Command;
use super::game::Game;
use crate::files::{FileError, read_text, write_atomically, write_keeping_backup};
use crate::gandhi_table::{build_view, provenance_text};
use crate::i18n::{
    self,
    fluent::{Args, Lang, Said, say, text},
};
use crate::table::{
    draw::board_ui,
    view::{Intent, Where},
};

/// The name of the players' file of map checks, in the user data folder.
pub const FILE_NAME: &str = "map_checks.yaml";

/// A correction being made.
#[derive(Clone, Debug, PartialEq)]
pub enum Editing {
    /// A new kind.
    Kind(SpaceKind),
    /// A new number (Population, Econ, box level or capacity).
    Number(u8),
    /// A new Muslim mark.
    Muslim(bool),
    /// The neighbours as picked on the board.
    Neighbours(BTreeSet<SpaceId>),
    /// The two ends.
    Ends([RailEnd; 2]),
}

/// What the last step said.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The check was refused, for this reason.
    Refused(Refusal),
    /// The checks are held, unsaved, because these totals do not fit.
    Held(Vec<Mismatch>),
    /// A line to show as it is (a file written, a file read, an error).
    Plain(String),
}

/// The state of the map check mode while it is open.
#[derive(Clone, Debug)]
pub struct MapCheckForm {
    /// The fact shown.
    pub fact: Option<FactId>,
    /// The correction under way, if any.
    pub editing: Option<Editing>,
    /// What the last step said.
    pub message: Option<Message>,
    undo: Vec<(TableChecks, Option<FactId>)>,
    facts: Vec<FactId>,
    checks: TableChecks,
    shown: GameData,
    progress: MapCheckProgress,
}

impl MapCheckForm {
    /// How far the table got.
    pub fn progress(&self) -> MapCheckProgress {
        self.progress
    }

    /// The data as the checks under way make it (what the board shows).
    pub fn shown(&self) -> &GameData {
        &self.shown
    }
}

/// What became of the players' own map checks (`map_checks.yaml` in the
/// user data folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapFileStatus {
    /// No user data folder: checks last until the program closes.
    NoFolder,
    /// No checks made yet.
    Absent,
    /// Read and applied over the map: how many checks.
    Loaded(usize),
    /// It could not be read: every problem, with file, line and column.
    /// The map without checks is in use and the file is never written over.
    Broken(String),
}

/// The players' map checks: the data they are made against, the checks
/// saved and those held, the file they live in, and the mode when open.
#[derive(Clone, Debug)]
pub struct MapChecks {
    /// The component data before the checks.
    base: GameData,
    /// The checks as saved.
    saved: TableChecks,
    /// Checks made in the mode but held, unsaved, while a total does not fit.
    draft: Option<TableChecks>,
    file: MapFileStatus,
    path: Option<PathBuf>,
    form: Option<MapCheckForm>,
}

impl MapChecks {
    /// Carries out the map check mode's commands, and the export and import
    /// of the checks to and from a file already chosen.
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        let lang = game.lang;
        let changed = match command {
            Command::MapCheckOpen(fact) => {
                self.open(fact);
                false
            }
            Command::MapCheckConfirm => self.form().and_then(|f| f.fact).is_some_and(|fact| {
                let check = Check {
                    fact,
                    on: today(),
                    value: None,
                };
                self.set(check, lang)
            }),
            Command::MapCheckCorrect(check) => self.set(check, lang),
            Command::MapCheckSkip | Command::MapCheckBack => {
                self.step(command == Command::MapCheckSkip);
                false
            }
            Command::MapCheckUndo => self.undo(lang),
            Command::MapCheckClose => {
                self.close();
                true
            }
            Command::ExportMapChecks(Some(path)) => {
                let line = self.export(&path, lang);
                if self.form().is_none() {
                    game.status = Said::plain(line);
                }
                false
            }
            Command::ImportMapChecks(Some(path)) => {
                self.import_from(game, &path);
                false
            }
            _ => false,
        };
        if changed {
            self.changed(game);
        }
    }

    /// Takes a group's checks from a file, and says what came of it.
    fn import_from(&mut self, game: &mut Game, path: &Path) {
        match self.import(path, game.lang) {
            Ok(line) => {
                self.changed(game);
                if self.form().is_none() {
                    game.status = Said::plain(line);
                }
            }
            Err(errors) => game.error = Some(errors),
        }
    }

    /// Applies the saved map checks to the data and judges the game again.
    pub fn changed(&self, game: &mut Game) {
        self.apply_to(&mut game.data);
        game.rejudge();
    }

    /// No checks yet, made against `base`, kept in `path` if given.
    pub fn new(base: GameData, path: Option<PathBuf>) -> MapChecks {
        MapChecks {
            base,
            saved: TableChecks::new(),
            draft: None,
            file: if path.is_some() {
                MapFileStatus::Absent
            } else {
                MapFileStatus::NoFolder
            },
            path,
            form: None,
        }
    }

    /// What became of the file.
    pub fn file(&self) -> &MapFileStatus {
        &self.file
    }

    /// Where the file is, if there is a user data folder.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The checks in force (saved, or held while a total does not fit).
    pub fn checks(&self) -> &TableChecks {
        self.draft.as_ref().unwrap_or(&self.saved)
    }

    /// The mode, when open.
    pub fn form(&self) -> Option<&MapCheckForm> {
        self.form.as_ref()
    }

    /// Puts the saved checks into the data the game is judged with.
    pub fn apply_to(&self, data: &mut GameData) {
        let checked = self.saved.apply(&self.base);
        data.map = checked.map;
        data.pieces = checked.pieces;
    }

    /// Reads the file, if there is one. A file that cannot be read is left
    /// untouched and its problems returned, with file, line and column;
    /// the map without checks stays in use.
    pub fn load(&mut self, lang: Lang) -> Option<String> {
        self.saved = TableChecks::new();
        self.draft = None;
        let path = self.path.clone()?;
        let name = path.display().to_string();
        let loaded = match read_text(&path) {
            Err(FileError::Read { source, .. })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                self.file = MapFileStatus::Absent;
                return None;
            }
            Err(error) => Err(crate::i18n::files::file_error(lang, &error)),
            Ok(text) => {
                gandhi_validator::components::table_checks_from_yaml(&name, &text, &self.base)
                    .map_err(|e| crate::files::invalid(&path, e).to_string())
            }
        };
        match loaded {
            Ok(read) => {
                self.file = MapFileStatus::Loaded(read.len());
                self.saved = read;
                None
            }
            Err(errors) => {
                let message = format!("{}\n\n{errors}", text(lang, "map-check-file-broken"));
                self.file = MapFileStatus::Broken(errors);
                Some(message)
            }
        }
    }

    /// Writes the saved checks to the file; a broken file is never
    /// written over. Returns what went wrong, if anything.
    fn save(&mut self, lang: Lang) -> Option<String> {
        let path = self.path.clone()?;
        if matches!(self.file, MapFileStatus::Broken(_)) {
            return Some(text(lang, "map-check-cannot-save").to_owned());
        }
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match write_keeping_backup(
            &path,
            &gandhi_validator::components::table_checks_to_yaml(&self.saved, &self.base),
        ) {
            Ok(()) => {
                self.file = MapFileStatus::Loaded(self.saved.len());
                None
            }
            Err(error) => Some(crate::i18n::files::file_error(lang, &error)),
        }
    }

    fn new_form(&self, fact: Option<FactId>) -> MapCheckForm {
        let facts = checkable_facts(&self.base);
        let checks = self.checks();
        let shown = checks.apply(&self.base);
        let progress = map_check_progress(&self.base, &shown, checks);
        let fact = fact.or_else(|| next_unchecked(&self.base, &shown, checks, None));
        MapCheckForm {
            fact: fact.or_else(|| facts.first().copied()),
            editing: None,
            message: None,
            undo: Vec::new(),
            facts,
            checks: checks.clone(),
            shown,
            progress,
        }
    }

    /// Opens the mode at a fact, or at the first fact not yet checked;
    /// when it is open already, shows the fact.
    pub fn open(&mut self, fact: Option<FactId>) {
        match (self.form.as_mut(), fact) {
            (Some(form), Some(fact)) => {
                form.fact = Some(fact);
                form.editing = None;
                form.message = None;
            }
            (Some(_), None) => {}
            (None, _) => self.form = Some(self.new_form(fact)),
        }
    }

    /// Closes the mode. Checks held because a total does not fit are let
    /// go: the saved checks stay in force.
    pub fn close(&mut self) {
        self.form = None;
        self.draft = None;
    }

    fn refresh_form(&mut self) {
        let checks = self.checks().clone();
        if let Some(form) = self.form.as_mut() {
            form.shown = checks.apply(&self.base);
            form.progress = map_check_progress(&self.base, &form.shown, &checks);
            form.checks = checks;
        }
    }

    /// Records a check made in the mode, then moves on to the next fact
    /// not yet checked. Returns whether the saved checks changed.
    pub fn set(&mut self, check: Check, lang: Lang) -> bool {
        let before = self.checks().clone();
        let mut next = before.clone();
        let fact = check.fact;
        if let Err(refusal) = next.set(&self.base, check) {
            if let Some(form) = self.form.as_mut() {
                form.message = Some(Message::Refused(refusal));
            }
            return false;
        }
        let (saved, message) = self.take(next, lang);
        let shown = self.checks().apply(&self.base);
        let after = next_unchecked(&self.base, &shown, self.checks(), Some(fact));
        if let Some(form) = self.form.as_mut() {
            form.undo.push((before, Some(fact)));
            form.editing = None;
            form.message = message;
            form.fact = after.or(Some(fact));
        }
        self.refresh_form();
        saved
    }

    /// Takes a new set of checks: saved when every total fits, else held.
    /// Returns whether the saved checks changed, and what to tell.
    fn take(&mut self, next: TableChecks, lang: Lang) -> (bool, Option<Message>) {
        let wrong = mismatches(&self.base, &next.apply(&self.base));
        if wrong.is_empty() {
            self.saved = next;
            self.draft = None;
            (true, self.save(lang).map(Message::Plain))
        } else {
            self.draft = Some(next);
            (false, Some(Message::Held(wrong)))
        }
    }

    /// Takes back the last check made in the mode. Returns whether the
    /// saved checks changed.
    pub fn undo(&mut self, lang: Lang) -> bool {
        let Some((previous, fact)) = self.form.as_mut().and_then(|f| f.undo.pop()) else {
            return false;
        };
        let (saved, message) = self.take(previous, lang);
        if let Some(form) = self.form.as_mut() {
            form.message = message;
            form.editing = None;
            form.fact = fact.or(form.fact);
        }
        self.refresh_form();
        saved
    }

    /// Moves the walk: `forward` to the next fact not yet checked (skipping
    /// the one shown), else back to the fact before in walk order.
    pub fn step(&mut self, forward: bool) {
        let checks = self.checks().clone();
        let Some(form) = self.form.as_mut() else {
            return;
        };
        form.editing = None;
        form.message = None;
        let count = form.facts.len().max(1);
        let at = form
            .fact
            .and_then(|f| form.facts.iter().position(|x| *x == f));
        if forward {
            form.fact = next_unchecked(&self.base, &form.shown, &checks, form.fact)
                .filter(|f| Some(*f) != form.fact)
                .or_else(|| at.and_then(|i| form.facts.get((i + 1) % count).copied()))
                .or(form.fact);
        } else {
            let back = (at.unwrap_or(0) + count - 1) % count;
            form.fact = form.facts.get(back).copied();
        }
    }

    /// Writes the saved checks to a file chosen by the players; returns
    /// the line to show.
    pub fn export(&mut self, path: &Path, lang: Lang) -> String {
        let text = gandhi_validator::components::table_checks_to_yaml(&self.saved, &self.base);
        let message = match write_atomically(path, &text) {
            Ok(()) => say(
                lang,
                "map-check-exported",
                Args::new().text("path", path.display().to_string()),
            ),
            Err(error) => crate::i18n::files::file_error(lang, &error),
        };
        self.tell(message.clone());
        message
    }

    /// Reads a group's shared checks in place of the players' own. A file
    /// that cannot be read changes nothing (its problems are returned as
    /// the error); a broken file of the players' own is kept beside the
    /// new one, never lost. On success returns the line to show.
    pub fn import(&mut self, path: &Path, lang: Lang) -> Result<String, String> {
        let name = path.display().to_string();
        let imported = read_text(path)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                gandhi_validator::components::table_checks_from_yaml(&name, &text, &self.base)
                    .map_err(|e| crate::files::invalid(path, e).to_string())
            })?;
        if let (MapFileStatus::Broken(_), Some(own)) = (&self.file, &self.path) {
            let kept = own.with_extension(format!(
                "broken-{}.yaml",
                chrono::Local::now().format("%Y%m%d-%H%M%S")
            ));
            std::fs::rename(own, &kept).map_err(|error| format!("{}: {error}", kept.display()))?;
            self.file = MapFileStatus::Absent;
        }
        let count = imported.len();
        self.saved = imported;
        self.draft = None;
        let failed = self.save(lang);
        if let Some(form) = self.form.as_mut() {
            form.undo.clear();
        }
        self.refresh_form();
        let message = failed.unwrap_or_else(|| {
            say(
                lang,
                "map-check-imported",
                Args::new()
                    .num("count", i64::try_from(count).unwrap_or(i64::MAX))
                    .text("path", name),
            )
        });
        self.tell(message.clone());
        Ok(message)
    }

    fn tell(&mut self, message: String) {
        if let Some(form) = self.form.as_mut() {
            form.message = Some(Message::Plain(message));
        }
    }

    /// Draws the mode: the walk's progress on top, the fact on the left,
    /// the board in the middle. Buttons push commands.
    pub fn ui(&mut self, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
        let saved_in = match (&self.file, &self.path) {
            (MapFileStatus::Broken(_), _) => text(lang, "map-check-cannot-save").to_owned(),
            (_, Some(path)) => say(
                lang,
                "map-check-kept-in",
                Args::new().text("path", path.display().to_string()),
            ),
            (_, None) => text(lang, "map-check-no-folder").to_owned(),
        };
        let base = &self.base;
        let Some(form) = self.form.as_mut() else {
            return;
        };
        shortcuts(ui, form, commands);
        egui::Panel::top("map-check-top").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.heading(text(lang, "map-check-title"));
                ui.separator();
                let progress = form.progress;
                ui.label(
                    RichText::new(say(
                        lang,
                        "map-check-progress",
                        Args::new()
                            .num("checked", i64::try_from(progress.checked).unwrap_or(0))
                            .num("total", i64::try_from(progress.total).unwrap_or(0)),
                    ))
                    .strong(),
                );
                ui.add(
                    egui::ProgressBar::new(if progress.total == 0 {
                        1.0
                    } else {
                        progress.checked as f32 / progress.total as f32
                    })
                    .desired_width(160.0),
                );
                if progress.checked == progress.total {
                    ui.label(text(lang, "map-check-all-done"));
                }
                ui.separator();
                if ui
                    .button(text(lang, "map-check-export"))
                    .on_hover_text(text(lang, "map-check-export-hint"))
                    .clicked()
                {
                    commands.push(Command::ExportMapChecks(None));
                }
                if ui
                    .button(text(lang, "map-check-import"))
                    .on_hover_text(text(lang, "map-check-import-hint"))
                    .clicked()
                {
                    commands.push(Command::ImportMapChecks(None));
                }
                if ui
                    .button(text(lang, "map-check-close"))
                    .on_hover_text(text(lang, "map-check-close-hint"))
                    .clicked()
                {
                    commands.push(Command::MapCheckClose);
                }
            });
            ui.label(RichText::new(&saved_in).small().weak());
        });
        egui::Panel::left("map-check-fact")
            .resizable(true)
            .default_size(380.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    fact_card(ui, lang, base, form, commands);
                });
            });
        let view = check_view(lang, form);
        let mut intents = Vec::new();
        egui::CentralPanel::default().show(ui, |ui| {
            board_ui(ui, &view, &mut intents);
        });
        for intent in intents {
            if let Intent::Pick(Where::Space(index)) = intent
                && let Some(space) = form.shown.map.id_at(usize::from(index))
            {
                picked(form, space);
            }
        }
    }
}

/// A click on a space: toggles it as a neighbour while neighbours are
/// being corrected; otherwise shows that space's first fact.
fn picked(form: &mut MapCheckForm, space: SpaceId) {
    match (&mut form.editing, form.fact) {
        (Some(Editing::Neighbours(list)), Some(FactId::Neighbours(own))) if space != own => {
            // Clicking a neighbour removes it; clicking any other space adds it.
            let was_there = list.remove(&space);
            if !was_there {
                list.insert(space);
            }
        }
        (None, _) => {
            if let Some(first) = form.facts.iter().find(|f| f.space() == Some(space)) {
                form.fact = Some(*first);
                form.message = None;
            }
        }
        _ => {}
    }
}

fn shortcuts(ui: &mut Ui, form: &MapCheckForm, commands: &mut Vec<Command>) {
    if ui.ctx().memory(|m| m.focused().is_some()) {
        return;
    }
    let pressed = |ui: &mut Ui, modifiers, key| {
        ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, key)))
    };
    if pressed(ui, Modifiers::COMMAND, KeyCode::Z) {
        commands.push(Command::MapCheckUndo);
    }
    if form.editing.is_some() {
        return;
    }
    if pressed(ui, Modifiers::NONE, KeyCode::Enter) {
        commands.push(Command::MapCheckConfirm);
    }
    if pressed(ui, Modifiers::NONE, KeyCode::ArrowRight) {
        commands.push(Command::MapCheckSkip);
    }
    if pressed(ui, Modifiers::NONE, KeyCode::ArrowLeft) {
        commands.push(Command::MapCheckBack);
    }
    if pressed(ui, Modifiers::NONE, KeyCode::Escape) {
        commands.push(Command::MapCheckClose);
    }
}

/// The fact shown: its name, its value and source, the buttons to confirm
/// or correct it, the editor of a correction, and what the last step said.
fn fact_card(
    ui: &mut Ui,
    lang: Lang,
    base: &GameData,
    form: &mut MapCheckForm,
    commands: &mut Vec<Command>,
) {
    let Some(fact) = form.fact else {
        ui.label(text(lang, "map-check-all-done"));
        return;
    };
    let data = &form.shown;
    let at = form
        .facts
        .iter()
        .position(|f| *f == fact)
        .map_or(0, |i| i + 1);
    ui.label(
        RichText::new(say(
            lang,
            "map-check-fact-of",
            Args::new()
                .num("at", i64::try_from(at).unwrap_or(0))
                .num("total", i64::try_from(form.facts.len()).unwrap_or(0)),
        ))
        .small()
        .weak(),
    );
    ui.heading(i18n::map::fact_name(lang, data, fact));
    let source = fact_provenance(base, data, &form.checks, fact);
    if source.as_ref().is_some_and(|p| p.is_checked()) {
        ui.colored_label(
            Color32::from_rgb(30, 120, 50),
            text(lang, "map-check-checked"),
        );
    } else {
        ui.colored_label(
            Color32::from_rgb(180, 90, 0),
            text(lang, "map-check-unchecked"),
        );
    }
    ui.add_space(4.0);
    let value = fact_value(data, fact);
    fact_grid(ui, lang, data, fact, (value.as_ref(), source.as_ref()));
    if matches!(fact, FactId::Town(_)) {
        ui.label(RichText::new(text(lang, "map-check-town-help")).small());
    }
    ui.add_space(8.0);
    match form.editing.clone() {
        None => {
            let form_state = (&mut form.editing, &mut form.message, !form.undo.is_empty());
            check_buttons(ui, lang, form_state, value.as_ref(), commands);
        }
        Some(editing) => form.editing = correction_ui(ui, lang, (data, fact), editing, commands),
    }
    if let Some(message) = &form.message {
        ui.add_space(8.0);
        message_ui(ui, lang, data, message);
    }
}

/// The fact's value, the lines of a town, and where the value comes from.
fn fact_grid(
    ui: &mut Ui,
    lang: Lang,
    data: &GameData,
    fact: FactId,
    (value, source): (
        Option<&CheckedValue>,
        Option<&gandhi_validator::components::Provenance>,
    ),
) {
    egui::Grid::new("map-check-fact-grid")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(RichText::new(text(lang, "map-check-value")).weak());
            ui.label(
                RichText::new(match value {
                    Some(value) => i18n::map::value_text(lang, data, value),
                    None => i18n::map::fact_name(lang, data, fact),
                })
                .strong(),
            );
            ui.end_row();
            if let FactId::Town(town) = fact {
                ui.label(RichText::new(text(lang, "map-check-town-lines")).weak());
                let lines: Vec<String> = data
                    .map
                    .spaces()
                    .iter()
                    .filter(|s| {
                        s.railway
                            .as_ref()
                            .is_some_and(|r| r.ends.value.contains(&RailEnd::Town(town)))
                    })
                    .map(|s| i18n::names::space_name(lang, data, s.id))
                    .collect();
                ui.label(lines.join(", "));
                ui.end_row();
            }
            ui.label(RichText::new(text(lang, "map-check-source")).weak());
            if let Some(source) = source {
                let (words, warn) = provenance_text(lang, data, source);
                if warn {
                    ui.colored_label(Color32::from_rgb(180, 90, 0), words);
                } else {
                    ui.label(words);
                }
            }
            ui.end_row();
        });
}

/// The buttons under a fact: confirm it, correct it, go back, skip it,
/// take back the last check.
fn check_buttons(
    ui: &mut Ui,
    lang: Lang,
    (editing, message, can_undo): (&mut Option<Editing>, &mut Option<Message>, bool),
    value: Option<&CheckedValue>,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let confirm = egui::Button::new(RichText::new(text(lang, "map-check-confirm")).strong())
            .fill(Color32::from_rgb(210, 235, 210));
        if ui
            .add(confirm)
            .on_hover_text(text(lang, "map-check-confirm-hint"))
            .clicked()
        {
            commands.push(Command::MapCheckConfirm);
        }
        if let Some(value) = value
            && ui.button(text(lang, "map-check-correct")).clicked()
        {
            *editing = Some(editing_from(value));
            *message = None;
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(text(lang, "map-check-back"))
            .on_hover_text(text(lang, "map-check-back-hint"))
            .clicked()
        {
            commands.push(Command::MapCheckBack);
        }
        if ui
            .button(text(lang, "map-check-skip"))
            .on_hover_text(text(lang, "map-check-skip-hint"))
            .clicked()
        {
            commands.push(Command::MapCheckSkip);
        }
        if ui
            .add_enabled(can_undo, egui::Button::new(text(lang, "map-check-undo")))
            .on_hover_text(text(lang, "map-check-undo-hint"))
            .clicked()
        {
            commands.push(Command::MapCheckUndo);
        }
    });
}

/// The editor of a correction with Apply and Cancel; gives back the
/// correction still being edited (none once cancelled).
fn correction_ui(
    ui: &mut Ui,
    lang: Lang,
    (data, fact): (&GameData, FactId),
    mut editing: Editing,
    commands: &mut Vec<Command>,
) -> Option<Editing> {
    editor(ui, lang, data, fact, &mut editing);
    ui.add_space(6.0);
    let mut done = false;
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(text(lang, "map-check-apply")).strong())
            .clicked()
        {
            commands.push(Command::MapCheckCorrect(Check {
                fact,
                on: today(),
                value: Some(value_of(&editing)),
            }));
        }
        if ui.button(text(lang, "map-check-cancel")).clicked() {
            done = true;
        }
    });
    if done { None } else { Some(editing) }
}

fn message_ui(ui: &mut Ui, lang: Lang, data: &GameData, message: &Message) {
    match message {
        Message::Refused(refusal) => {
            ui.colored_label(
                Color32::from_rgb(190, 30, 30),
                say(
                    lang,
                    "map-check-refused",
                    Args::new()
                        .text("reason", i18n::map::refusal(lang, data, refusal))
                        .text("rule", refusal.rule().to_string()),
                ),
            );
        }
        Message::Held(wrong) => {
            for mismatch in wrong {
                ui.colored_label(
                    Color32::from_rgb(180, 100, 0),
                    say(
                        lang,
                        "map-check-held",
                        Args::new().text("reason", i18n::map::mismatch(lang, data, mismatch)),
                    ),
                );
            }
        }
        Message::Plain(line) => {
            ui.label(line);
        }
    }
}

/// The controls of a correction, by the kind of fact.
fn editor(ui: &mut Ui, lang: Lang, data: &GameData, fact: FactId, editing: &mut Editing) {
    match editing {
        Editing::Kind(kind) => {
            ui.horizontal_wrapped(|ui| {
                for choice in kinds() {
                    ui.radio_value(kind, choice, i18n::names::space_kind(lang, choice));
                }
            });
        }
        Editing::Number(number) => {
            let range = match fact {
                FactId::BoxLevel(_) => 1..=5,
                FactId::BoxCapacity(_) => 1..=2,
                FactId::Econ(_) => 1..=9,
                FactId::Population(space) => match data.map.space(space).kind() {
                    SpaceKind::Province => 1..=2,
                    SpaceKind::City => 1..=1,
                    _ => 0..=9,
                },
                _ => 0..=9,
            };
            ui.horizontal_wrapped(|ui| {
                for choice in range {
                    ui.selectable_value(number, choice, choice.to_string());
                }
            });
        }
        Editing::Muslim(muslim) => {
            ui.horizontal(|ui| {
                ui.radio_value(muslim, true, text(lang, "map-check-yes"));
                ui.radio_value(muslim, false, text(lang, "map-check-no"));
            });
        }
        Editing::Neighbours(list) => {
            ui.label(RichText::new(text(lang, "map-check-neighbours-help")).small());
            let names: Vec<String> = list
                .iter()
                .map(|id| i18n::names::space_name(lang, data, *id))
                .collect();
            ui.label(RichText::new(names.join(", ")).strong());
        }
        Editing::Ends(ends) => {
            ui.label(RichText::new(text(lang, "map-check-ends-help")).small());
            let choices: Vec<RailEnd> = data
                .map
                .spaces()
                .iter()
                .filter(|s| s.kind() == SpaceKind::City)
                .map(|s| RailEnd::City(s.id))
                .chain(data.map.towns().iter().map(|t| RailEnd::Town(t.id)))
                .collect();
            for (n, end) in ends.iter_mut().enumerate() {
                egui::ComboBox::from_label(say(
                    lang,
                    "map-check-end",
                    Args::new().num("n", i64::try_from(n + 1).unwrap_or(1)),
                ))
                .selected_text(i18n::map::end_name(lang, data, *end))
                .show_ui(ui, |ui| {
                    for choice in &choices {
                        ui.selectable_value(end, *choice, i18n::map::end_name(lang, data, *choice));
                    }
                });
            }
        }
    }
}

fn editing_from(value: &CheckedValue) -> Editing {
    match value {
        CheckedValue::Kind(kind) => Editing::Kind(*kind),
        CheckedValue::Number(n) => Editing::Number(*n),
        CheckedValue::Muslim(m) => Editing::Muslim(*m),
        CheckedValue::Neighbours(list) => Editing::Neighbours(list.iter().copied().collect()),
        CheckedValue::Ends(ends) => Editing::Ends(*ends),
    }
}

fn value_of(editing: &Editing) -> CheckedValue {
    match editing {
        Editing::Kind(kind) => CheckedValue::Kind(*kind),
        Editing::Number(n) => CheckedValue::Number(*n),
        Editing::Muslim(m) => CheckedValue::Muslim(*m),
        Editing::Neighbours(list) => CheckedValue::Neighbours(list.iter().copied().collect()),
        Editing::Ends(ends) => CheckedValue::Ends(*ends),
    }
}

/// Today's date, as the checks record it.
pub fn today() -> String {
    chrono::Local::now().format("%Y-%m-%d").to_string()
}

/// The board as the checks under way make it, without pieces: the fact's
/// space, line or Town ringed in red, the neighbours under correction (or
/// the current ones) ringed in green.
fn check_view(
    lang: Lang,
    form: &MapCheckForm,
) -> crate::table::view::TableView<crate::gandhi_table::BoardAction> {
    let data = &form.shown;
    let state = GameState::empty(&data.map, "map-check", 1);
    let mut view = build_view(data, &state, &Report::default(), lang, None);
    view.boxes.clear();
    view.words.hint.clear();
    let Some(fact) = form.fact else {
        return view;
    };
    let mut ringed: Vec<SpaceId> = Vec::new();
    let mut marked: Vec<SpaceId> = Vec::new();
    let mut towns = Vec::new();
    if let Some(space) = fact.space() {
        ringed.push(space);
    }
    match (fact, &form.editing) {
        (FactId::Neighbours(_), Some(Editing::Neighbours(list))) => {
            marked.extend(list.iter().copied());
        }
        (FactId::Neighbours(space), _) => marked.extend(data.map.neighbours(space)),
        (FactId::Ends(space) | FactId::Econ(space), editing) => {
            let ends = match editing {
                Some(Editing::Ends(ends)) => Some(*ends),
                _ => data.map.space(space).railway.as_ref().map(|r| r.ends.value),
            };
            for end in ends.into_iter().flatten() {
                match end {
                    RailEnd::City(city) => marked.push(city),
                    RailEnd::Town(town) => towns.push(town),
                }
            }
        }
        (FactId::Town(town), _) => towns.push(town),
        _ => {}
    }
    for space in &mut view.spaces {
        space.tokens.clear();
        space.menu.clear();
        let id = data.map.id_at(usize::from(space.id));
        space.highlight = id.is_some_and(|id| ringed.contains(&id));
        space.mark = id.filter(|id| marked.contains(id)).map(|_| String::new());
    }
    for (dot, town) in view.dots.iter_mut().zip(data.map.towns()) {
        dot.highlight = towns.contains(&town.id);
    }
    view
}
