//! What a non-player's turn needs from the players' aid, asked when it is
//! needed: a Random Spaces slot (8.1.2), a Space Selection Priorities
//! column (8.4.1) or a Move Priorities column (8.4.2), entered in a window
//! over the map with the printed aid in hand. Saved at once to the
//! players' aid file; the non-players then play on with it. Also the list
//! of everything entered, to open again or delete.

use egui::{RichText, Ui};
use gandhi_validator::components::{Column, KeepCount, KeepRow, KeepWord, Measure, Row};
use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::{NpStep, Stop};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SpaceId},
};

use super::aid::{AidChange, AidEntries};
use super::command::Command;
use super::windows::{Room, Win};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, text, tr},
    keys::Key,
};
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
    /// What is asked for, in words: what a waiting turn lacks, or, opened
    /// from the list of entries, the piece of the aid as entered.
    fn words(self, lang: Lang, waited: bool) -> String {
        if !waited {
            return match self {
                Need::Slot(region, slot) => say(
                    lang,
                    "aid-editing-slot",
                    Args::new().num("region", region).num("slot", slot),
                ),
                Need::Column(faction, column) => say(
                    lang,
                    "aid-editing-column",
                    Args::new()
                        .text("faction", i18n::names::faction(lang, faction))
                        .text("column", i18n::names::column(lang, column)),
                ),
                Need::Moves(faction) => say(
                    lang,
                    "aid-editing-moves",
                    Args::new().text("faction", i18n::names::faction(lang, faction)),
                ),
            };
        }
        let question = match self {
            Need::Slot(region, slot) => Question::RandomSlot { region, slot },
            Need::Column(faction, column) => Question::PriorityColumn { faction, column },
            Need::Moves(faction) => Question::MovePriorities { faction },
        };
        i18n::np::np_question(lang, &question)
    }

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
    /// The piece of the aid the fields below were filled for: when its
    /// window is closed unsaved, they are kept as a draft and brought back
    /// when the same piece is asked for again.
    pub draft_of: Option<Need>,
    /// The piece a waiting turn asked for whose window the players closed:
    /// it is not opened again by itself until they play on.
    pub dismissed: Option<Need>,
    /// The Random Spaces slots to enter, in the order the walk of 8.1.2
    /// visits them: the one asked for, then each one the walk goes on to
    /// with the spaces typed so far (the preview finds them).
    pub walk: Vec<(u8, u8)>,
    /// The spaces typed for slots (those of the walk, and the other slots
    /// of the first one's region, filled while the aid is in hand).
    pub spaces: std::collections::BTreeMap<(u8, u8), SpaceId>,
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
    /// Opens the form for a piece of the aid: the draft left unsaved for
    /// it, else filled with what the data knows of it.
    pub fn open(&mut self, data: &GameData, need: Need, waited: bool) {
        if self.draft_of == Some(need) {
            self.need = Some((need, waited));
            return;
        }
        *self = NeedsForm {
            need: Some((need, waited)),
            draft_of: Some(need),
            dismissed: self.dismissed,
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
                self.walk = vec![(region, slot)];
                for other in 1..=6 {
                    let known = data
                        .random_spaces
                        .slot(region, other)
                        .filter(|f| other == slot || !f.provenance.is_provisional());
                    if let Some(fact) = known {
                        self.spaces.insert((region, other), fact.value);
                    }
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

    /// Closes the window unsaved: what was typed stays as a draft, and a
    /// piece a turn waits for is not asked again until the players play on.
    pub fn set_aside(&mut self) {
        if let Some((need, waited)) = self.need.take()
            && waited
        {
            self.dismissed = Some(need);
        }
    }

    /// The slots typed, as one entry: the walk's first, in its order, then
    /// the others the data does not already hold as typed.
    fn slots_typed(&self, data: &GameData) -> Option<AidChange> {
        let mut slots: Vec<(u8, u8, SpaceId)> = self
            .walk
            .iter()
            .filter_map(|at| self.spaces.get(at).map(|space| (at.0, at.1, *space)))
            .collect();
        for (at, space) in &self.spaces {
            let known = data.random_spaces.slot(at.0, at.1).map(|f| f.value);
            if !self.walk.contains(at) && known != Some(*space) {
                slots.push((at.0, at.1, *space));
            }
        }
        (!slots.is_empty()).then_some(AidChange::Slots(slots))
    }

    /// A slot the walk goes on to with the spaces typed, as the preview
    /// made with them found it: asked for in the same window.
    fn follow_walk(&mut self, data: &GameData, preview: Option<(&NpStep, Option<&AidChange>)>) {
        let Some((step, Some(made_with))) = preview else {
            return;
        };
        if self.slots_typed(data).as_ref() != Some(made_with) {
            return;
        }
        if let Some(Stop::Asked(Question::RandomSlot { region, slot })) = step.stop
            && !self.walk.contains(&(region, slot))
        {
            self.walk.push((region, slot));
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
/// asked for, or one opened from the list of entries. Closed unsaved, it
/// keeps what was typed (`NeedsForm::set_aside`).
pub fn needs_window(
    (ctx, room): (&egui::Context, Room),
    data: &GameData,
    session: Option<&Session>,
    (lang, preview): (Lang, Option<(&NpStep, Option<&AidChange>)>),
    form: &mut NeedsForm,
    commands: &mut Vec<Command>,
) {
    let asked = session
        .and_then(|s| s.np().question.as_ref())
        .and_then(Need::of);
    if let Some(need) = asked
        && form.need != Some((need, true))
        && form.dismissed != Some(need)
    {
        form.open(data, need, true);
    }
    let Some((need, waited)) = form.need else {
        return;
    };
    if waited && asked.is_none() {
        // The question was answered, or the game moved on.
        form.need = None;
        form.draft_of = None;
        return;
    }
    if waited {
        form.follow_walk(data, preview);
    }
    let mut open = true;
    room.window(tr(lang, Key::AidNeeded), Win::AidNeeded)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(RichText::new(need.words(lang, waited)).strong());
            ui.add_space(4.0);
            let saved = match need {
                Need::Slot(..) => slot_ui(ui, data, lang, form),
                Need::Column(faction, column) => column_ui(ui, lang, (faction, column), form),
                Need::Moves(faction) => moves_ui(ui, lang, faction, form),
            };
            if waited {
                preview_ui(ui, data, lang, need, form, preview, commands);
            }
            if let Some(change) = saved {
                commands.push(Command::EnterAid(change));
                if waited {
                    commands.push(Command::PlayOn);
                }
                form.need = None;
                form.draft_of = None;
            }
        });
    if !open {
        form.set_aside();
    }
}

/// The Random Spaces slots to enter, at once: each slot the walk of 8.1.2
/// needs (the one asked for, then each the walk goes on to with the
/// spaces typed), and the other slots of the first one's region, while
/// the aid is in hand.
fn slot_ui(ui: &mut Ui, data: &GameData, lang: Lang, form: &mut NeedsForm) -> Option<AidChange> {
    let &first = form.walk.first()?;
    let region = first.0;
    let walk = form.walk.clone();
    for (at, (r, s)) in walk.iter().enumerate() {
        ui.horizontal(|ui| {
            let words = if at == 0 {
                tr(lang, Key::AidSlotSpace).to_owned()
            } else {
                say(
                    lang,
                    "aid-slot-walk",
                    Args::new().num("region", *r).num("slot", *s),
                )
            };
            let label = ui.label(words);
            slot_combo(ui, data, lang, (*r, *s), &mut form.spaces).labelled_by(label.id);
        });
    }
    if walk.len() > 1 {
        ui.label(RichText::new(text(lang, "aid-slot-walk-hint")).weak());
    }
    ui.add_space(4.0);
    egui::CollapsingHeader::new(say(
        lang,
        "aid-slot-region",
        Args::new().num("region", region),
    ))
    .id_salt("aid-slot-region")
    .show(ui, |ui| {
        for number in 1..=6 {
            if walk.contains(&(region, number)) {
                continue;
            }
            ui.horizontal(|ui| {
                let label = ui.label(say(
                    lang,
                    "aid-slot-number",
                    Args::new().num("slot", number),
                ));
                slot_combo(ui, data, lang, (region, number), &mut form.spaces)
                    .labelled_by(label.id);
            });
        }
    });
    ui.add_space(4.0);
    if save_button(ui, lang, form.spaces.contains_key(&first)) {
        form.slots_typed(data)
    } else {
        None
    }
}

/// The space typed for one slot.
/// The Save button, enabled when `ready`; says whether it was clicked.
fn save_button(ui: &mut Ui, lang: Lang, ready: bool) -> bool {
    let button = egui::Button::new(RichText::new(tr(lang, Key::AidSave)).strong());
    ui.add_enabled(ready, button)
        .on_hover_text(tr(lang, Key::AidSaveHint))
        .clicked()
}

fn slot_combo(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    (region, slot): (u8, u8),
    spaces: &mut std::collections::BTreeMap<(u8, u8), SpaceId>,
) -> egui::Response {
    let mut chosen = spaces.get(&(region, slot)).copied();
    let response = space_combo(
        ui,
        data,
        lang,
        &format!("aid-slot-{region}-{slot}"),
        &mut chosen,
    );
    if let Some(space) = chosen {
        spaces.insert((region, slot), space);
    }
    response
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
    let name = |id: SpaceId| i18n::names::space_name(lang, data, id);
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

/// The numbered list of `items` in their words, each with a button that
/// removes it and, when `raisable`, one that moves it up a place.
fn numbered<T>(
    ui: &mut Ui,
    lang: Lang,
    items: &mut Vec<T>,
    raisable: bool,
    words: impl Fn(&T) -> String,
) {
    let mut remove = None;
    let mut raise = None;
    for (i, item) in items.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("{}. {}", i + 1, words(item)));
            if raisable
                && i > 0
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
        items.swap(i - 1, i);
    }
    if let Some(i) = remove {
        items.remove(i);
    }
}

fn column_ui(
    ui: &mut Ui,
    lang: Lang,
    (faction, column): (Faction, Column),
    form: &mut NeedsForm,
) -> Option<AidChange> {
    ui.label(tr(lang, Key::AidColumnRows));
    numbered(ui, lang, &mut form.rows, true, |row| {
        i18n::np::row(lang, row)
    });
    if let Some(row) = row_adder(ui, lang, &mut form.adding) {
        form.rows.push(row);
    }
    ui.checkbox(&mut form.complete, tr(lang, Key::AidColumnComplete))
        .on_hover_text(tr(lang, Key::AidColumnCompleteHint));
    ui.add_space(4.0);
    save_button(ui, lang, !form.rows.is_empty()).then(|| AidChange::Column {
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
                .text("faction", i18n::names::faction(lang, faction))
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
                let removal = AidChange::RemoveSide {
                    card: *card,
                    face: *face,
                };
                if entry_row(ui, lang, format!("Arjuna {letters}"), removal, commands) {
                    commands.push(Command::OpenSideForm(*card, *face));
                }
            }
            for ((faction, column), rows) in &aid.aid.columns {
                let label = say(
                    lang,
                    "aid-column-entry",
                    Args::new()
                        .text("faction", i18n::names::faction(lang, *faction))
                        .text("column", i18n::names::column(lang, *column))
                        .num("rows", rows.value.0.len() as i64),
                );
                let removal = AidChange::RemoveColumn {
                    faction: *faction,
                    column: *column,
                };
                if entry_row(ui, lang, label, removal, commands) {
                    form.open(data, Need::Column(*faction, *column), false);
                }
            }
            for faction in aid.aid.moves.keys() {
                let label = say(
                    lang,
                    "aid-moves-entry",
                    Args::new().text("faction", i18n::names::faction(lang, *faction)),
                );
                let removal = AidChange::RemoveMoves { faction: *faction };
                if entry_row(ui, lang, label, removal, commands) {
                    form.open(data, Need::Moves(*faction), false);
                }
            }
            for (region, slot, space) in &aid.slots {
                let label = say(
                    lang,
                    "aid-slot-entry",
                    Args::new()
                        .num("region", *region)
                        .num("slot", *slot)
                        .text("space", i18n::names::space_name(lang, data, *space)),
                );
                let removal = AidChange::RemoveSlot {
                    region: *region,
                    slot: *slot,
                };
                if entry_row(ui, lang, label, removal, commands) {
                    form.open(data, Need::Slot(*region, *slot), false);
                }
            }
        });
}

/// One entry of the list: what it is, with its Open button and its Delete
/// button, which enters `removal`; says whether Open was clicked.
fn entry_row(
    ui: &mut Ui,
    lang: Lang,
    label: String,
    removal: AidChange,
    commands: &mut Vec<Command>,
) -> bool {
    ui.horizontal(|ui| {
        ui.label(label);
        let open = ui.small_button(tr(lang, Key::AidOpen)).clicked();
        if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
            commands.push(Command::EnterAid(removal));
        }
        open
    })
    .inner
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
                    .map_or_else(|| "—".to_owned(), |row| i18n::np::row(lang, row)),
            )
            .width(260.0)
            .height(400.0)
            .show_ui(ui, |ui| {
                for row in row_choices() {
                    let words = i18n::np::row(lang, &row);
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
        |p| i18n::names::piece(lang, p, 2),
    );
    let filters: Vec<String> = keep
        .filters
        .iter()
        .map(|r| i18n::np::row(lang, r))
        .collect();
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
    numbered(ui, lang, &mut form.keep, false, |keep| {
        keep_words(lang, keep)
    });
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
            |p| i18n::names::piece(lang, p, 2),
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
                        i18n::names::piece(lang, piece, 2),
                    );
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.label(tr(lang, Key::AidKeepWhere));
    for (i, row) in form.rows.iter().enumerate() {
        ui.label(format!("{}. {}", i + 1, i18n::np::row(lang, row)));
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
    save_button(ui, lang, !form.keep.is_empty()).then(|| AidChange::Moves {
        faction,
        keep: form.keep.clone(),
        complete: form.complete,
    })
}

/// A previewed step in words: where it would stop, then its trace.
pub fn preview_lines(lang: Lang, data: &GameData, step: &NpStep) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(stop) = &step.stop {
        lines.push(i18n::np::np_stop(lang, stop));
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
                i18n::names::space_name(lang, data, *space)
            ));
        }
    }
    lines.extend(i18n::np::np_trace_lines(lang, data, &step.trace));
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
    preview: Option<(&NpStep, Option<&AidChange>)>,
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
        Need::Slot(..) => form.slots_typed(data),
        _ => None,
    };
    ui.separator();
    // Once shown, the preview follows the entry as it changes; for slots it
    // is shown at once, since it finds the slots the walk goes on to.
    let follows = preview.is_some() || matches!(need, Need::Slot(..));
    let changed = follows && preview.and_then(|(_, previewed)| previewed) != draft.as_ref();
    let shown = preview.map(|(step, _)| step);
    let list = ("needs-preview", 160.0);
    preview_draft((ui, data, lang), draft, (changed, shown), list, commands);
}

/// The button that previews `draft` (also previewed when `changed`), then
/// the lines of the step `shown`, in a list of id `salt` at most
/// `height` high.
pub fn preview_draft(
    (ui, data, lang): (&mut Ui, &GameData, Lang),
    draft: Option<AidChange>,
    (changed, shown): (bool, Option<&NpStep>),
    (salt, height): (&str, f32),
    commands: &mut Vec<Command>,
) {
    let button = ui.add_enabled(
        draft.is_some(),
        egui::Button::new(tr(lang, Key::AidPreviewButton)),
    );
    let clicked = button
        .on_hover_text(tr(lang, Key::AidPreviewHint))
        .clicked();
    if (clicked || changed)
        && let Some(change) = draft
    {
        commands.push(Command::PreviewAid(change));
    }
    if let Some(step) = shown {
        egui::ScrollArea::vertical()
            .id_salt(salt)
            .max_height(height)
            .show(ui, |ui| {
                for line in preview_lines(lang, data, step) {
                    ui.label(line);
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::Need;
    use crate::i18n::fluent::Lang;
    use gandhi_validator::components::Column;
    use gandhi_validator::terms::Faction;

    /// A piece of the aid opened from the list of entries is the one
    /// entered, not one a turn lacks; asked by a turn, it is the question.
    #[test]
    fn a_piece_of_the_aid_opened_again_is_said_as_entered() {
        let needs = [
            Need::Column(Faction::Revolutionaries, Column::PlaceGuerrillas),
            Need::Moves(Faction::Raj),
            Need::Slot(3, 5),
        ];
        for lang in Lang::ALL {
            for need in needs {
                assert_ne!(need.words(lang, false), need.words(lang, true));
            }
        }
        for need in needs {
            let entered = need.words(Lang::En, false);
            assert!(entered.contains("as you entered it"), "{entered}");
            assert!(!entered.contains("not entered"), "{entered}");
            assert!(need.words(Lang::En, true).contains("not entered"));
        }
    }
}
