//! The board-entry mode of the table's board: a table whose rulebook does
//! not print the board enters it once from its own copy, by clicking. A
//! space clicked on the map is chosen; its kind and number (a Province's
//! Prosperity) are set beside the map; with "Clicks join and part" on (J),
//! or Shift held, another space clicked joins it to the chosen one, or
//! parts them. "Next to check" walks through the spaces
//! the bundled data holds only provisionally. What the sheet breaks of the
//! volume's rules is said as it stands (every space reachable, what the
//! rulebook makes certain), and it is saved only when it breaks nothing:
//! as the volume's own board file in the user data folder, merged at every
//! start. Export and Import share the sheet between tables as that file.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use coin_table::{BoardSheet, OwnFile, Volume};
use egui::{Color32, Pos2, RichText, Ui};

use crate::files::{invalid, read_text, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::i18n::volume::VolumeWords;
use crate::table::draw::{board_ui, map_words};
use crate::table::view::{
    Badge, Corner, Intent, LineView, MapWords, SpaceShape, SpaceView, TableView, TipLine, Where,
};
use crate::table_files::{CheckedFile, check_own_file, problems_ui, save_own_file};

/// The board being entered.
#[derive(Clone, Debug)]
pub struct BoardEntry {
    /// The sheet as entered so far.
    sheet: BoardSheet,
    /// The space chosen, by key.
    chosen: Option<String>,
    /// The spaces looked at through "Next to check".
    visited: BTreeSet<String>,
    /// What the sheet breaks as it stands, worded; empty when nothing.
    problems: Vec<String>,
    /// What the last step said.
    said: String,
    /// The file named for Export and Import.
    file: String,
    /// The sheet as last checked.
    checked_sheet: Option<BoardSheet>,
    /// Whether a click on another space joins it to the chosen one or
    /// parts them (else it chooses it).
    joining: bool,
}

/// What the mode asks of the board around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryAsk {
    /// Save the sheet and merge it.
    Save,
    /// Leave the mode.
    Close,
    /// Write the sheet to the file named.
    Export,
    /// Take the board in the file named.
    Import,
}

/// The colours of the spaces' kinds, in the sheet's order of kinds.
const KIND_FILLS: [Color32; 4] = [
    Color32::from_rgb(196, 220, 170),
    Color32::from_rgb(222, 196, 150),
    Color32::from_rgb(236, 226, 196),
    Color32::from_rgb(200, 200, 230),
];

impl BoardEntry {
    /// The mode on a sheet filled in from the data, with the first space
    /// to check chosen.
    pub fn new(sheet: BoardSheet) -> BoardEntry {
        let mut entry = BoardEntry {
            sheet,
            chosen: None,
            visited: BTreeSet::new(),
            problems: Vec::new(),
            said: String::new(),
            file: String::from("board.yaml"),
            checked_sheet: None,
            joining: false,
        };
        entry.next_to_check();
        entry
    }

    /// The sheet as entered so far.
    pub fn sheet(&self) -> &BoardSheet {
        &self.sheet
    }

    /// The space chosen, by key.
    pub fn chosen(&self) -> Option<&str> {
        self.chosen.as_deref()
    }

    /// What the sheet breaks as it stands.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// What the last step said.
    pub fn said(&self) -> &str {
        &self.said
    }

    /// A space clicked: joined to the chosen one, or parted from it, when
    /// clicks join (`join`: the mode, or Shift held); else chosen, or no
    /// longer chosen when it was.
    pub fn pick(&mut self, key: &str, join: bool) {
        match self.chosen.clone() {
            Some(chosen) if chosen != key && join => {
                self.sheet.toggle(&chosen, key);
            }
            Some(chosen) if chosen == key => self.chosen = None,
            _ => {
                self.chosen = Some(key.to_owned());
                self.visited.insert(key.to_owned());
            }
        }
    }

    /// Whether clicks join and part spaces.
    pub fn joining(&self) -> bool {
        self.joining
    }

    /// Makes clicks join and part spaces, or choose them.
    pub fn set_joining(&mut self, joining: bool) {
        self.joining = joining;
    }

    /// Chooses the next space whose facts the bundled data holds only
    /// provisionally and that was not looked at yet; none when all were.
    pub fn next_to_check(&mut self) -> bool {
        let next = self
            .sheet
            .spaces
            .iter()
            .find(|s| s.unsure && !self.visited.contains(&s.key))
            .map(|s| s.key.clone());
        if let Some(key) = &next {
            self.visited.insert(key.clone());
        }
        let found = next.is_some();
        self.chosen = next;
        found
    }

    /// Sets the chosen space's kind.
    pub fn set_kind(&mut self, kind: &str) {
        if let Some(key) = self.chosen.clone() {
            self.sheet.set_kind(&key, kind);
        }
    }

    /// Sets the chosen space's number.
    pub fn set_number(&mut self, value: i64) {
        if let Some(key) = self.chosen.clone() {
            self.sheet.set_number(&key, value);
        }
    }

    /// The sheet written as the volume's own board file, checked: the
    /// data with it merged, the file's place in the user data folder and
    /// its text; or what it breaks, worded.
    pub fn checked<V: Volume>(
        &self,
        (volume, data): (&V, &V::Data),
        words: &VolumeWords,
    ) -> CheckedFile<V::Data> {
        let lang = words.lang();
        let problems: Vec<String> = self
            .sheet
            .unreachable()
            .iter()
            .map(|key| {
                say(
                    lang,
                    "table-entry-unreachable",
                    Args::new().text("space", words.name(key)),
                )
            })
            .collect();
        let Some((own, text)) = volume.sheet_file(data, &self.sheet) else {
            return Err(vec![say(lang, "table-entry-no-sheet", Args::new())]);
        };
        check_own_file((volume, data), (own, text), problems)
    }

    /// Says what the sheet breaks as it stands.
    pub fn recheck<V: Volume>(&mut self, (volume, data): (&V, &V::Data), words: &VolumeWords) {
        self.problems = match self.checked((volume, data), words) {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        };
        self.checked_sheet = Some(self.sheet.clone());
    }

    /// Says what the sheet breaks, when it changed since last checked.
    pub fn recheck_if_new<V: Volume>(&mut self, volume: (&V, &V::Data), words: &VolumeWords) {
        if self.checked_sheet.as_ref() != Some(&self.sheet) {
            self.recheck(volume, words);
        }
    }

    /// Saves the sheet as the volume's own board file in `folder`, when
    /// it breaks nothing: the data with it merged. What was done, or why
    /// not, is said.
    pub fn save<V: Volume>(
        &mut self,
        (volume, data): (&V, &V::Data),
        folder: Option<&Path>,
        words: &VolumeWords,
    ) -> Option<V::Data> {
        let lang = words.lang();
        let messages = (lang, ("table-entry-not-saved", "table-entry-saved"));
        save_own_file(
            self.checked((volume, data), words),
            folder,
            messages,
            (&mut self.problems, &mut self.said),
        )
    }

    /// The sheet as the data now holds it, once saved: its facts are the
    /// table's.
    pub fn saved_as(&mut self, sheet: BoardSheet) {
        self.sheet = sheet;
        self.checked_sheet = Some(self.sheet.clone());
    }

    /// The sheet written as the volume's own board file: its place among
    /// the volume's own files and its text; `None`, and said, for a volume
    /// that has no board file.
    fn sheet_file<V: Volume>(
        &mut self,
        (volume, data): (&V, &V::Data),
        lang: Lang,
    ) -> Option<(OwnFile, String)> {
        let file = volume.sheet_file(data, &self.sheet);
        if file.is_none() {
            self.said = say(lang, "table-entry-no-sheet", Args::new());
        }
        file
    }

    /// Writes the sheet, as it stands, to a file another table imports.
    pub fn export<V: Volume>(
        &mut self,
        (volume, data): (&V, &V::Data),
        path: &Path,
        words: &VolumeWords,
    ) {
        let lang = words.lang();
        let Some((_, text)) = self.sheet_file((volume, data), lang) else {
            return;
        };
        self.said = match write_keeping_backup(path, &text) {
            Ok(()) => say(
                lang,
                "table-entry-exported",
                Args::new().text("file", path.display().to_string()),
            ),
            Err(error) => file_error(lang, &error),
        };
    }

    /// Takes another table's board from a file: checked as the volume's
    /// own board file, and put on the sheet to save; refused with every
    /// problem and its place when it does not read or breaks a rule.
    pub fn import<V: Volume>(
        &mut self,
        (volume, data): (&V, &V::Data),
        path: &Path,
        words: &VolumeWords,
    ) {
        let lang = words.lang();
        let Some((own, _)) = self.sheet_file((volume, data), lang) else {
            return;
        };
        let name = path.display().to_string();
        let read = read_text(path).and_then(|text| {
            volume
                .with_own_file(data, own.key, (&name, &text))
                .map_err(|errors| invalid(path, errors))
        });
        match read.map(|(merged, _)| volume.board_sheet(&merged)) {
            Ok(Some(sheet)) => {
                self.sheet = sheet;
                self.problems.clear();
                self.said = say(lang, "table-entry-imported", Args::new().text("file", name));
            }
            Ok(None) => self.said = say(lang, "table-entry-no-sheet", Args::new()),
            Err(error) => self.said = file_error(lang, &error),
        }
    }

    /// What the map draws of the sheet: each space in its kind's colour
    /// with its number, the chosen one ringed and its neighbours marked,
    /// the adjacent pairs as lines.
    pub fn view(&self, words: &VolumeWords) -> TableView<String> {
        let at = |(x, y): (f32, f32)| Pos2::new(x * 1000.0, y * 1000.0);
        let chosen = self.chosen.as_deref();
        let neighbours = chosen.map(|c| self.sheet.neighbours(c)).unwrap_or_default();
        let lang = words.lang();
        let spaces = self
            .sheet
            .spaces
            .iter()
            .enumerate()
            .map(|(i, space)| {
                let kind = self
                    .sheet
                    .kinds
                    .iter()
                    .position(|k| *k == space.kind)
                    .unwrap_or(0);
                let is_chosen = chosen == Some(space.key.as_str());
                let beside = neighbours.contains(&space.key);
                let badges = space
                    .number
                    .map(|n| Badge {
                        text: n.to_string(),
                        fill: Color32::from_rgb(60, 110, 60),
                        ink: Color32::WHITE,
                        corner: Corner::TopRight,
                        crescent: false,
                    })
                    .into_iter()
                    .collect();
                let mut tooltip = vec![TipLine {
                    text: words.name(&space.kind),
                    warn: false,
                }];
                if space.unsure {
                    tooltip.push(TipLine {
                        text: say(lang, "table-entry-unsure", Args::new()),
                        warn: true,
                    });
                }
                SpaceView {
                    id: u16::try_from(i).unwrap_or(u16::MAX),
                    name: words.name(&space.key),
                    at: at(space.at),
                    shape: SpaceShape::Block,
                    fill: KIND_FILLS[kind % KIND_FILLS.len()],
                    border: if beside {
                        Color32::from_rgb(30, 90, 200)
                    } else {
                        Color32::from_gray(90)
                    },
                    badges,
                    tokens: Vec::new(),
                    highlight: false,
                    mark: is_chosen.then(String::new),
                    tooltip,
                    menu: Vec::new(),
                }
            })
            .collect();
        let lines = self
            .sheet
            .adjacent
            .iter()
            .filter_map(|(a, b)| {
                let a = self.sheet.space(a)?;
                let b = self.sheet.space(b)?;
                let lit = chosen == Some(a.key.as_str()) || chosen == Some(b.key.as_str());
                Some(LineView {
                    from: at(a.at),
                    to: at(b.at),
                    color: if lit {
                        Color32::from_rgb(30, 90, 200)
                    } else {
                        Color32::from_gray(120)
                    },
                    width: if lit { 5.0 } else { 3.0 },
                })
            })
            .collect();
        TableView {
            spaces,
            lines,
            dots: Vec::new(),
            boxes: Vec::new(),
            words: MapWords {
                hint: say(lang, "table-entry-hint", Args::new()),
                ..map_words(lang)
            },
        }
    }

    /// The map: a click on a space picks it.
    pub fn map_ui(&mut self, ui: &mut Ui, words: &VolumeWords) {
        let view = self.view(words);
        let mut intents = Vec::new();
        board_ui(ui, &view, &mut intents);
        let shift = ui.input(|i| i.modifiers.shift);
        let typing = ui.ctx().memory(|m| m.focused().is_some());
        if !typing && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::J)) {
            self.joining = !self.joining;
        }
        for intent in intents {
            if let Intent::Pick(Where::Space(id)) = intent
                && let Some(space) = self.sheet.spaces.get(usize::from(id))
            {
                let key = space.key.clone();
                self.pick(&key, self.joining || shift);
            }
        }
    }

    /// The panel beside the map: the chosen space's kind, number and
    /// neighbours, what the sheet breaks, and the buttons.
    pub fn panel_ui(&mut self, ui: &mut Ui, words: &VolumeWords) -> Option<EntryAsk> {
        let lang = words.lang();
        ui.heading(say(lang, "table-entry-title", Args::new()));
        ui.label(say(lang, "table-entry-how", Args::new()));
        ui.separator();
        self.chosen_ui(ui, words);
        ui.checkbox(
            &mut self.joining,
            say(lang, "table-entry-joining", Args::new()),
        )
        .on_hover_text(say(lang, "table-entry-joining-hint", Args::new()));
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(say(lang, "table-entry-next", Args::new()))
                .on_hover_text(say(lang, "table-entry-next-hint", Args::new()))
                .clicked()
                && !self.next_to_check()
            {
                self.said = say(lang, "table-entry-all-checked", Args::new());
            }
        });
        ui.separator();
        problems_ui(ui, lang, &self.problems, "table-entry-no-problems");
        let ask = self.buttons_ui(ui, words);
        if !self.said.is_empty() {
            ui.label(self.said.clone());
        }
        ask
    }

    /// The chosen space: its name, its kind and number to set, its
    /// neighbours.
    fn chosen_ui(&mut self, ui: &mut Ui, words: &VolumeWords) {
        let lang = words.lang();
        let Some(space) = self
            .chosen
            .clone()
            .and_then(|key| self.sheet.space(&key).cloned())
        else {
            ui.label(say(lang, "table-entry-none-chosen", Args::new()));
            return;
        };
        ui.label(RichText::new(words.name(&space.key)).strong());
        if space.unsure {
            let warn = say(lang, "table-entry-unsure", Args::new());
            ui.colored_label(Color32::from_rgb(180, 120, 20), warn);
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(say(lang, "table-entry-kind", Args::new()));
            for kind in self.sheet.kinds.clone() {
                if ui
                    .selectable_label(space.kind == kind, words.name(&kind))
                    .clicked()
                {
                    self.set_kind(&kind);
                }
            }
        });
        if let (Some(number), Some(value)) = (self.sheet.number.clone(), space.number) {
            ui.horizontal_wrapped(|ui| {
                ui.label(words.name(&number.key));
                for n in number.least..=number.most {
                    if ui.selectable_label(value == n, n.to_string()).clicked() {
                        self.set_number(n);
                    }
                }
            });
        }
        let neighbours: Vec<String> = self
            .sheet
            .neighbours(&space.key)
            .iter()
            .map(|k| words.name(k))
            .collect();
        let args = Args::new()
            .text("spaces", neighbours.join(", "))
            .count("count", neighbours.len());
        ui.label(say(lang, "table-entry-neighbours", args));
    }

    /// Save and Back, the file named, Export and Import.
    fn buttons_ui(&mut self, ui: &mut Ui, words: &VolumeWords) -> Option<EntryAsk> {
        let lang = words.lang();
        let mut ask = None;
        let mut button = |ui: &mut Ui, (label, hint): (&str, &str), asked: EntryAsk| {
            let clicked = ui
                .button(say(lang, label, Args::new()))
                .on_hover_text(say(lang, hint, Args::new()))
                .clicked();
            if clicked {
                ask = Some(asked);
            }
        };
        ui.horizontal_wrapped(|ui| {
            button(
                ui,
                ("table-entry-save", "table-entry-save-hint"),
                EntryAsk::Save,
            );
            button(
                ui,
                ("table-entry-close", "table-entry-close-hint"),
                EntryAsk::Close,
            );
        });
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.label(say(lang, "table-entry-file", Args::new()));
            ui.text_edit_singleline(&mut self.file).on_hover_text(say(
                lang,
                "table-entry-file-hint",
                Args::new(),
            ));
        });
        ui.horizontal_wrapped(|ui| {
            button(
                ui,
                ("table-entry-export", "table-entry-export-hint"),
                EntryAsk::Export,
            );
            button(
                ui,
                ("table-entry-import", "table-entry-import-hint"),
                EntryAsk::Import,
            );
        });
        ask
    }

    /// The file named for Export and Import.
    pub fn file(&self) -> PathBuf {
        PathBuf::from(self.file.trim())
    }

    /// Names the file for Export and Import.
    pub fn set_file(&mut self, file: &str) {
        file.clone_into(&mut self.file);
    }
}
