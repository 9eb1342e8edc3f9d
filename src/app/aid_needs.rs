//! What a non-player's turn needs from the players' aid, asked when it is
//! needed: a Random Spaces slot (8.1.2), a Space Selection Priorities
//! column (8.4.1) or a Move Priorities column (8.4.2), entered in a window
//! over the map with the printed aid in hand. Saved at once to the
//! players' aid file; the non-players then play on with it. Also the list
//! of everything entered, to open again or delete.

use egui::{RichText, Ui};
use gandhi_validator::data::np_aid::{Column, KeepCount, KeepRow, KeepWord, Measure, Row};
use gandhi_validator::np::Question;
use gandhi_validator::np::auto::Step;
use gandhi_validator::{Faction, GameData, Piece, Provenance, SpaceId};

use super::aid::{AidChange, AidEntries};
use super::command::Command;
use crate::i18n::{self, Args, Key, Lang, say, tr};
use crate::session::Session;

/// A piece of the aid a form enters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// A slot of the Random Spaces map: region (first die), slot (second).
    Slot(u8, u8),
    /// A column of a Faction's Space Selection Priorities.
    Column(Faction, Column),
    /// A Faction's Move Priorities column: what its origins keep (8.4.2).
    Moves(Faction),
}

impl Need {
    /// What the engine's question asks for, when the players answer it from
    /// their aid with one of these forms.
    pub fn of(question: &Question) -> Option<Need> {
        match *question {
            Question::RandomSlot { region, slot } => Some(Need::Slot(region, slot)),
            Question::PriorityColumn { faction, column } => Some(Need::Column(faction, column)),
            Question::MovePriorities { faction } => Some(Need::Moves(faction)),
            _ => None,
        }
    }
}

/// The forms' state between frames.
#[derive(Clone, Debug, Default)]
pub struct NeedsForm {
    /// What is being entered, and whether a non-player's turn waits for it
    /// (then the non-players play on once it is saved).
    pub need: Option<(Need, bool)>,
    /// The space picked for a Random Spaces slot.
    pub space: Option<SpaceId>,
    /// The other slots of that slot's region (1 to 6), filled while the
    /// aid is in hand; `None` is left as it is.
    pub region: [Option<SpaceId>; 6],
    /// The rows entered for a column, top to bottom.
    pub rows: Vec<Row>,
    /// Whether the rows are the whole column.
    pub complete: bool,
    /// The row about to be added.
    pub adding: Option<Row>,
    /// The keep rows entered for a Move Priorities column.
    pub keep: Vec<KeepRow>,
    /// The keep row being made: how many stay (`None`: as many as the
    /// Population), of which piece, where.
    pub keeping: (Option<u8>, Option<Piece>),
}

impl NeedsForm {
    /// Opens the form for a piece of the aid, filled with what the data
    /// knows of it.
    pub fn open(&mut self, data: &GameData, need: Need, waited: bool) {
        *self = NeedsForm {
            need: Some((need, waited)),
            complete: true,
            ..NeedsForm::default()
        };
        match need {
            Need::Column(faction, column) => {
                if let Some(known) = data.np_aid.column(faction, column) {
                    self.rows = known.value.0.clone();
                    self.complete = known.value.1;
                }
            }
            Need::Slot(region, slot) => {
                self.space = data.random_spaces.slot(region, slot).map(|f| f.value);
                for (i, other) in self.region.iter_mut().enumerate() {
                    *other = data
                        .random_spaces
                        .slot(region, i as u8 + 1)
                        .filter(|f| !matches!(f.provenance, Provenance::Provisional { .. }))
                        .map(|f| f.value);
                }
            }
            Need::Moves(faction) => {
                if let Some(known) = data.np_aid.move_column(faction) {
                    self.keep = known.value.keep.clone();
                    self.complete = known.value.complete;
                }
                self.keeping = (Some(1), None);
            }
        }
    }
}

/// Every row a column may hold (8.4.1): the fixed ones, then "has",
/// "lacks", "most" and "least" for each piece or measure.
pub fn row_choices() -> Vec<Row> {
    let mut rows = Row::FIXED.to_vec();
    rows.extend(Piece::ALL.map(Row::Has));
    rows.extend(Piece::ALL.map(Row::Lacks));
    let measures = Measure::all();
    rows.extend(measures.iter().copied().map(Row::Most));
    rows.extend(measures.into_iter().map(Row::Least));
    rows
}

/// The window for a piece of the aid: the one the non-players' engine
/// asked for, or one opened from the list of entries.
pub fn needs_window(
    ctx: &egui::Context,
    data: &GameData,
    session: Option<&Session>,
    (lang, preview): (Lang, Option<(&Step, Option<&AidChange>)>),
    board: Option<egui::Rect>,
    form: &mut NeedsForm,
    commands: &mut Vec<Command>,
) {
    let asked = session
        .and_then(|s| s.np().question.as_ref())
        .and_then(Need::of);
    if let Some(need) = asked
        && form.need != Some((need, true))
    {
        form.open(data, need, true);
    }
    let Some((need, waited)) = form.need else {
        return;
    };
    if waited && asked.is_none() {
        // The question was answered, or the game moved on.
        form.need = None;
        return;
    }
    let mut open = true;
    egui::Window::new(tr(lang, Key::AidNeeded))
        .id(egui::Id::unique("aid-needed"))
        .default_pos(board.map_or(egui::pos2(320.0, 120.0), |b| {
            b.left_top() + egui::vec2(12.0, 44.0)
        }))
        .open(&mut open)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_max_width(440.0);
            let title = match need {
                Need::Slot(region, slot) => {
                    i18n::np_question(lang, &Question::RandomSlot { region, slot })
                }
                Need::Column(faction, column) => {
                    i18n::np_question(lang, &Question::PriorityColumn { faction, column })
                }
                Need::Moves(faction) => {
                    i18n::np_question(lang, &Question::MovePriorities { faction })
                }
            };
            ui.label(RichText::new(title).strong());
            ui.add_space(4.0);
            let saved = match need {
                Need::Slot(region, slot) => slot_ui(ui, data, lang, (region, slot), form),
                Need::Column(faction, column) => {
                    column_ui(ui, lang, (faction, column), form).map(|c| vec![c])
                }
                Need::Moves(faction) => moves_ui(ui, lang, faction, form).map(|c| vec![c]),
            };
            if waited {
                preview_ui(ui, data, lang, need, form, preview, commands);
            }
            if let Some(changes) = saved {
                for change in changes {
                    commands.push(Command::EnterAid(change));
                }
                if waited {
                    commands.push(Command::PlayOn);
                }
                form.need = None;
            }
        });
    if !open {
        form.need = None;
    }
}

fn slot_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    (region, slot): (u8, u8),
    form: &mut NeedsForm,
) -> Option<Vec<AidChange>> {
    let label = ui.label(tr(lang, Key::AidSlotSpace));
    space_combo(ui, data, lang, "aid-slot-space", &mut form.space).labelled_by(label.id);
    // The region's other slots, while the aid is in hand: the walk of
    // 8.1.2 may go on to them.
    ui.add_space(4.0);
    egui::CollapsingHeader::new(say(
        lang,
        "aid-slot-region",
        Args::new().num("region", region),
    ))
    .id_salt("aid-slot-region")
    .show(ui, |ui| {
        for (i, other) in form.region.iter_mut().enumerate() {
            let number = i as u8 + 1;
            if number == slot {
                continue;
            }
            ui.horizontal(|ui| {
                let label = ui.label(say(
                    lang,
                    "aid-slot-number",
                    Args::new().num("slot", number),
                ));
                space_combo(ui, data, lang, &format!("aid-slot-{number}"), other)
                    .labelled_by(label.id);
            });
        }
    });
    ui.add_space(4.0);
    let space = form.space?;
    let save = ui
        .button(RichText::new(tr(lang, Key::AidSave)).strong())
        .on_hover_text(tr(lang, Key::AidSaveHint));
    if !save.clicked() {
        return None;
    }
    let mut changes = vec![AidChange::Slot {
        region,
        slot,
        space,
    }];
    for (i, other) in form.region.iter().enumerate() {
        let number = i as u8 + 1;
        let known = data.random_spaces.slot(region, number).map(|f| f.value);
        if let Some(space) = *other
            && number != slot
            && known != Some(space)
        {
            changes.push(AidChange::Slot {
                region,
                slot: number,
                space,
            });
        }
    }
    Some(changes)
}

/// A choice among the spaces a Random Spaces slot can hold (never a
/// Railway).
fn space_combo(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    salt: &str,
    chosen: &mut Option<SpaceId>,
) -> egui::Response {
    let name = |id: SpaceId| i18n::space_name(lang, data, id);
    egui::ComboBox::from_id_salt(salt)
        .selected_text(chosen.map_or_else(|| "—".to_owned(), name))
        .width(220.0)
        .show_ui(ui, |ui| {
            for space in data.map.spaces() {
                if space.railway.is_none() {
                    ui.selectable_value(chosen, Some(space.id), name(space.id));
                }
            }
        })
        .response
}

fn column_ui(
    ui: &mut Ui,
    lang: Lang,
    (faction, column): (Faction, Column),
    form: &mut NeedsForm,
) -> Option<AidChange> {
    ui.label(tr(lang, Key::AidColumnRows));
    let mut remove = None;
    let mut raise = None;
    for (i, row) in form.rows.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("{}. {}", i + 1, i18n::row(lang, row)));
            if i > 0
                && ui
                    .small_button("^")
                    .on_hover_text(tr(lang, Key::AidRowUp))
                    .clicked()
            {
                raise = Some(i);
            }
            if ui
                .small_button("x")
                .on_hover_text(tr(lang, Key::AidRowRemove))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = raise {
        form.rows.swap(i - 1, i);
    }
    if let Some(i) = remove {
        form.rows.remove(i);
    }
    if let Some(row) = row_adder(ui, lang, &mut form.adding) {
        form.rows.push(row);
    }
    ui.checkbox(&mut form.complete, tr(lang, Key::AidColumnComplete))
        .on_hover_text(tr(lang, Key::AidColumnCompleteHint));
    ui.add_space(4.0);
    let response = ui.add_enabled(
        !form.rows.is_empty(),
        egui::Button::new(RichText::new(tr(lang, Key::AidSave)).strong()),
    );
    let clicked = response.on_hover_text(tr(lang, Key::AidSaveHint)).clicked();
    clicked.then(|| AidChange::Column {
        faction,
        column,
        rows: form.rows.clone(),
        complete: form.complete,
    })
}

/// The list of everything the players entered in their aid: how much of
/// each Faction's Arjuna deck, then each side, column and slot, with a
/// button to open it again (to correct it) and one to delete it.
pub fn entries_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    entries: &AidEntries,
    form: &mut NeedsForm,
    commands: &mut Vec<Command>,
) {
    let aid = &entries.aid;
    ui.label(RichText::new(tr(lang, Key::AidEntered)).strong());
    for faction in Faction::ALL {
        let (entered, total) = aid.sides_entered(data, faction);
        ui.label(say(
            lang,
            "aid-sides-entered",
            Args::new()
                .text("faction", i18n::faction(lang, faction))
                .num("entered", entered as i64)
                .num("total", total as i64),
        ));
    }
    egui::ScrollArea::vertical()
        .id_salt("aid-entries")
        .max_height(260.0)
        .show(ui, |ui| {
            for (card, face) in aid.aid.faces.keys() {
                let letters = data.arjuna.card(*card).map_or("?", |c| c.letters(*face));
                ui.horizontal(|ui| {
                    ui.label(format!("Arjuna {letters}"));
                    if ui.small_button(tr(lang, Key::AidOpen)).clicked() {
                        commands.push(Command::OpenSideForm(*card, *face));
                    }
                    if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
                        commands.push(Command::EnterAid(AidChange::RemoveSide {
                            card: *card,
                            face: *face,
                        }));
                    }
                });
            }
            for ((faction, column), rows) in &aid.aid.columns {
                ui.horizontal(|ui| {
                    ui.label(say(
                        lang,
                        "aid-column-entry",
                        Args::new()
                            .text("faction", i18n::faction(lang, *faction))
                            .text("column", i18n::column(lang, *column))
                            .num("rows", rows.value.0.len() as i64),
                    ));
                    if ui.small_button(tr(lang, Key::AidOpen)).clicked() {
                        form.open(data, Need::Column(*faction, *column), false);
                    }
                    if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
                        commands.push(Command::EnterAid(AidChange::RemoveColumn {
                            faction: *faction,
                            column: *column,
                        }));
                    }
                });
            }
            for faction in aid.aid.moves.keys() {
                ui.horizontal(|ui| {
                    ui.label(say(
                        lang,
                        "aid-moves-entry",
                        Args::new().text("faction", i18n::faction(lang, *faction)),
                    ));
                    if ui.small_button(tr(lang, Key::AidOpen)).clicked() {
                        form.open(data, Need::Moves(*faction), false);
                    }
                    if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
                        commands.push(Command::EnterAid(AidChange::RemoveMoves {
                            faction: *faction,
                        }));
                    }
                });
            }
            for (region, slot, space) in &aid.slots {
                ui.horizontal(|ui| {
                    ui.label(say(
                        lang,
                        "aid-slot-entry",
                        Args::new()
                            .num("region", *region)
                            .num("slot", *slot)
                            .text("space", i18n::space_name(lang, data, *space)),
                    ));
                    if ui.small_button(tr(lang, Key::AidOpen)).clicked() {
                        form.open(data, Need::Slot(*region, *slot), false);
                    }
                    if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
                        commands.push(Command::EnterAid(AidChange::RemoveSlot {
                            region: *region,
                            slot: *slot,
                        }));
                    }
                });
            }
        });
}

/// A row kind to pick and a button to add it; returns the row added.
fn row_adder(ui: &mut Ui, lang: Lang, adding: &mut Option<Row>) -> Option<Row> {
    let mut added = None;
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, Key::AidRowAdd));
        egui::ComboBox::from_id_salt("aid-row-add")
            .selected_text(
                adding
                    .as_ref()
                    .map_or_else(|| "—".to_owned(), |row| i18n::row(lang, row)),
            )
            .width(260.0)
            .height(400.0)
            .show_ui(ui, |ui| {
                for row in row_choices() {
                    let words = i18n::row(lang, &row);
                    ui.selectable_value(adding, Some(row), words);
                }
            })
            .response
            .labelled_by(label.id);
        if adding.is_some() && ui.button(tr(lang, Key::AidRowAddButton)).clicked() {
            added = adding.take();
        }
    });
    added
}

/// A keep row in words: how many stay, of what, where.
fn keep_words(lang: Lang, keep: &KeepRow) -> String {
    let count = match keep.count {
        KeepCount::Number(n) => n.to_string(),
        KeepCount::Word(KeepWord::Population) => tr(lang, Key::AidKeepPopulation).to_owned(),
    };
    let of = keep.of.map_or_else(
        || tr(lang, Key::AidKeepMoving).to_owned(),
        |p| i18n::piece(lang, p, 2),
    );
    let filters: Vec<String> = keep.filters.iter().map(|r| i18n::row(lang, r)).collect();
    let place = if filters.is_empty() {
        tr(lang, Key::AidKeepEverywhere).to_owned()
    } else {
        filters.join(", ")
    };
    say(
        lang,
        "aid-keep-row",
        Args::new()
            .text("count", count)
            .text("of", of)
            .text("place", place),
    )
}

/// The keep rows of a Faction's Move Priorities column (8.4.2): each says
/// how many of the moving pieces an origin keeps, of which kind, and where
/// it applies.
fn moves_ui(ui: &mut Ui, lang: Lang, faction: Faction, form: &mut NeedsForm) -> Option<AidChange> {
    ui.label(tr(lang, Key::AidKeepRows));
    let mut remove = None;
    for (i, keep) in form.keep.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("{}. {}", i + 1, keep_words(lang, keep)));
            if ui
                .small_button("x")
                .on_hover_text(tr(lang, Key::AidRowRemove))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        form.keep.remove(i);
    }
    ui.separator();
    ui.label(RichText::new(tr(lang, Key::AidKeepNew)).strong());
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, Key::AidKeepCount));
        let mut population = form.keeping.0.is_none();
        if ui
            .checkbox(&mut population, tr(lang, Key::AidKeepPopulation))
            .changed()
        {
            form.keeping.0 = if population { None } else { Some(1) };
        }
        if let Some(n) = form.keeping.0.as_mut() {
            ui.add(egui::DragValue::new(n).range(0..=40))
                .labelled_by(label.id);
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, Key::AidKeepOf));
        let shown = form.keeping.1.map_or_else(
            || tr(lang, Key::AidKeepMoving).to_owned(),
            |p| i18n::piece(lang, p, 2),
        );
        egui::ComboBox::from_id_salt("aid-keep-of")
            .selected_text(shown)
            .width(200.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut form.keeping.1, None, tr(lang, Key::AidKeepMoving));
                for piece in Piece::ALL {
                    ui.selectable_value(
                        &mut form.keeping.1,
                        Some(piece),
                        i18n::piece(lang, piece, 2),
                    );
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.label(tr(lang, Key::AidKeepWhere));
    for (i, row) in form.rows.iter().enumerate() {
        ui.label(format!("{}. {}", i + 1, i18n::row(lang, row)));
    }
    if let Some(row) = row_adder(ui, lang, &mut form.adding) {
        form.rows.push(row);
    }
    if ui.button(tr(lang, Key::AidKeepAdd)).clicked() {
        form.keep.push(KeepRow {
            count: form
                .keeping
                .0
                .map_or(KeepCount::Word(KeepWord::Population), KeepCount::Number),
            of: form.keeping.1,
            filters: std::mem::take(&mut form.rows),
        });
    }
    ui.separator();
    ui.checkbox(&mut form.complete, tr(lang, Key::AidColumnComplete))
        .on_hover_text(tr(lang, Key::AidColumnCompleteHint));
    let response = ui.add_enabled(
        !form.keep.is_empty(),
        egui::Button::new(RichText::new(tr(lang, Key::AidSave)).strong()),
    );
    let clicked = response.on_hover_text(tr(lang, Key::AidSaveHint)).clicked();
    clicked.then(|| AidChange::Moves {
        faction,
        keep: form.keep.clone(),
        complete: form.complete,
    })
}

/// A previewed step in words: where it would stop, then its trace.
pub fn preview_lines(lang: Lang, data: &GameData, step: &Step) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(stop) = &step.stop {
        lines.push(i18n::np_stop(lang, stop));
    }
    if let Some(plan) = &step.plan {
        lines.push(say(
            lang,
            "aid-preview-selected",
            Args::new().num("count", plan.selected.len() as i64),
        ));
        for (i, space) in plan.selected.iter().enumerate() {
            lines.push(format!(
                "{}. {}",
                i + 1,
                i18n::space_name(lang, data, *space)
            ));
        }
    }
    lines.extend(i18n::np_trace_lines(lang, data, &step.trace));
    lines
}

/// What the entry as made so far would do, planned without changing the
/// game: a button, then where the step would stop, the spaces it would
/// select (numbered on the map too) and its reasoning.
fn preview_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    need: Need,
    form: &NeedsForm,
    preview: Option<(&Step, Option<&AidChange>)>,
    commands: &mut Vec<Command>,
) {
    let draft = match need {
        Need::Column(faction, column) if !form.rows.is_empty() => Some(AidChange::Column {
            faction,
            column,
            rows: form.rows.clone(),
            complete: form.complete,
        }),
        Need::Moves(faction) if !form.keep.is_empty() => Some(AidChange::Moves {
            faction,
            keep: form.keep.clone(),
            complete: form.complete,
        }),
        Need::Slot(region, slot) => form.space.map(|space| AidChange::Slot {
            region,
            slot,
            space,
        }),
        _ => None,
    };
    ui.separator();
    let button = ui.add_enabled(
        draft.is_some(),
        egui::Button::new(tr(lang, Key::AidPreviewButton)),
    );
    let clicked = button
        .on_hover_text(tr(lang, Key::AidPreviewHint))
        .clicked();
    // Once shown, the preview follows the entry as it changes.
    let changed = preview.is_some_and(|(_, previewed)| draft.as_ref() != previewed);
    if (clicked || changed)
        && let Some(change) = draft
    {
        commands.push(Command::PreviewAid(change));
    }
    if let Some((step, _)) = preview {
        egui::ScrollArea::vertical()
            .id_salt("needs-preview")
            .max_height(160.0)
            .show(ui, |ui| {
                for line in preview_lines(lang, data, step) {
                    ui.label(line);
                }
            });
    }
}
