//! The form for one side of an Arjuna card, entered box by box and drawn
//! as its flowchart.
//!
//! A table copies a side of an Arjuna card (8.3) with the card in hand: a
//! [`SideForm`] holds the boxes entered so far, [`side_form_ui`] shows them
//! as rows to edit beside the flowchart they make, and [`SideForm::to_face`]
//! turns them into the `CardFace` of the players' aid file, or lists every
//! problem that keeps the side from being followed. Only what the card's
//! Faction has is offered: its Operations ([`Operation::of`]), its Special
//! Activities ([`Special::of`]), the columns of its table ([`Column::of`]),
//! and the Activation Number only on the Revolutionaries' cards.

mod draft;
pub mod words;

pub use draft::{
    ACTIVATIONS, Arrow, BoxDraft, BoxKind, BoxType, CondDraft, CondKind, Problem, SideForm,
    SideFormOutcome, TryDraft, options_of,
};

use std::mem::discriminant;

use egui::epaint::{CornerRadius, PathShape};
use egui::{
    Align2, Color32, DragValue, FontId, Pos2, Rect, RichText, ScrollArea, Sense, Shape, Stroke,
    StrokeKind, TextEdit, Ui, Vec2, pos2, vec2,
};
use gandhi_validator::data::np_aid::{Column, Measure, Next, Row, SpecialAction};
use gandhi_validator::vocab::{Operation, Special, Track};
use gandhi_validator::{Faction, GameData, Piece};

use self::words::{self as aid_words, Word, word};
use super::widgets::{RowAction, combo, row_buttons};
use crate::i18n::{self, Key, Lang, tr};

/// The rows of a condition's `spaces` list, one of each kind, in the order
/// offered; the kinds with a piece or a measure stand with the first one.
fn row_kinds() -> Vec<Row> {
    let first_measure = Measure::Support;
    let mut rows = Row::FIXED.to_vec();
    rows.extend([
        Row::Has(Piece::ALL[0]),
        Row::Lacks(Piece::ALL[0]),
        Row::Most(first_measure),
        Row::Least(first_measure),
    ]);
    rows
}

/// A row turned into another kind, keeping its piece or measure when the
/// new kind takes one.
fn row_of_kind(old: &Row, kind: &Row) -> Row {
    match (kind, old) {
        (Row::Has(_), Row::Has(p) | Row::Lacks(p)) => Row::Has(*p),
        (Row::Lacks(_), Row::Has(p) | Row::Lacks(p)) => Row::Lacks(*p),
        (Row::Most(_), Row::Most(m) | Row::Least(m)) => Row::Most(*m),
        (Row::Least(_), Row::Most(m) | Row::Least(m)) => Row::Least(*m),
        _ => kind.clone(),
    }
}

/// The form: the boxes as rows to edit, the flowchart they make, the
/// problems left, and Save and Cancel.
pub fn side_form_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    form: &mut SideForm,
) -> SideFormOutcome {
    let mut outcome = SideFormOutcome::None;
    let letters = data
        .arjuna
        .card(form.card)
        .map_or(form.letters.as_str(), |c| c.letters(form.face));
    ui.heading(aid_words::side_title(lang, letters, form.faction));
    ui.label(word(lang, Word::Intro));
    ui.horizontal_wrapped(|ui| {
        for (kind, label) in [
            (BoxType::Check, Word::AddCheck),
            (BoxType::Operation, Word::AddOperation),
            (BoxType::Special, Word::AddSpecial),
        ] {
            if ui.button(word(lang, label)).clicked() {
                form.add_box(kind);
            }
        }
    });
    ui.checkbox(&mut form.partial, word(lang, Word::Partial));
    ui.separator();

    // The problems (scrolled past 120 points) and the buttons, at the
    // bottom; the boxes and the flowchart fill the rest.
    let before = form.to_face();
    let mut save = false;
    egui::Panel::bottom("aid-form-footer")
        .resizable(false)
        .show(ui, |ui| {
            if let Err(problems) = &before {
                ui.label(RichText::new(aid_words::problems_heading(lang, problems.len())).strong());
                ScrollArea::vertical()
                    .id_salt("aid-form-problems")
                    .max_height(120.0)
                    .show(ui, |ui| {
                        for p in problems {
                            ui.label(aid_words::problem(lang, p));
                        }
                    });
            }
            ui.horizontal(|ui| {
                let button = egui::Button::new(tr(lang, Key::Save));
                save = ui.add_enabled(before.is_ok(), button).clicked();
                if ui.button(tr(lang, Key::Cancel)).clicked() {
                    outcome = SideFormOutcome::Cancel;
                }
            });
        });
    let body_height = ui.available_height().max(160.0);
    let width = ui.available_width();
    let rows_width = (width * 0.56).max(280.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(rows_width);
            ScrollArea::vertical()
                .id_salt("aid-form-rows")
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| rows_ui(ui, lang, form));
        });
        ui.separator();
        ui.vertical(|ui| {
            ScrollArea::both()
                .id_salt("aid-form-flowchart")
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.label(RichText::new(word(lang, Word::Flowchart)).strong());
                    flowchart_ui(ui, lang, form);
                });
        });
    });
    if save && let Ok(face) = form.to_face() {
        outcome = SideFormOutcome::Save(face);
    }
    outcome
}

/// The side's boxes as rows, the selected one with its buttons.
fn rows_ui(ui: &mut Ui, lang: Lang, form: &mut SideForm) {
    if form.boxes.is_empty() {
        ui.label(word(lang, Word::NoBoxYet));
    }
    let ids: Vec<String> = form.boxes.iter().map(|b| b.id.clone()).collect();
    let count = form.boxes.len();
    let faction = form.faction;
    let mut action = None;
    for index in 0..count {
        let selected = form.selected == Some(index);
        let Some(draft) = form.boxes.get_mut(index) else {
            continue;
        };
        ui.push_id(("aid-box", index), |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let title = aid_words::box_title(lang, index, draft.kind.box_type());
                if ui
                    .selectable_label(selected, RichText::new(title).strong())
                    .clicked()
                {
                    action = Some(RowAction::Select(index));
                }
                for line in aid_words::box_summary(lang, draft, &ids) {
                    ui.label(line);
                }
                if !selected {
                    return;
                }
                let words = (
                    word(lang, Word::MoveUp),
                    word(lang, Word::MoveDown),
                    word(lang, Word::DeleteBox),
                );
                if let Some(clicked) = row_buttons(ui, words, index, count) {
                    action = Some(clicked);
                }
                ui.separator();
                box_editor(ui, lang, faction, &ids, index, &mut draft.kind);
            });
        });
    }
    match action {
        Some(RowAction::Select(i)) => {
            form.selected = if form.selected == Some(i) {
                None
            } else {
                Some(i)
            }
        }
        Some(RowAction::Up(i)) => form.move_up(i),
        Some(RowAction::Down(i)) => form.move_down(i),
        Some(RowAction::Delete(i)) => form.delete(i),
        None => {}
    }
}

fn box_editor(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    ids: &[String],
    index: usize,
    kind: &mut BoxKind,
) {
    match kind {
        BoxKind::Check { condition, yes, no } => {
            condition_ui(
                ui,
                lang,
                condition,
                word(lang, Word::Condition),
                word(lang, Word::Choose),
            );
            ui.add_space(4.0);
            arrow_ui(ui, lang, "yes", word(lang, Word::YesArrow), ids, index, yes);
            arrow_ui(ui, lang, "no", word(lang, Word::NoArrow), ids, index, no);
        }
        BoxKind::Operation {
            operation,
            column,
            activation,
            steps,
            then,
        } => {
            ui.horizontal(|ui| {
                let mut choices = vec![(None, word(lang, Word::Choose).to_owned())];
                choices.extend(
                    Operation::of(faction)
                        .iter()
                        .map(|op| (Some(*op), i18n::operation(lang, *op).to_owned())),
                );
                let selected =
                    operation.map_or(word(lang, Word::Choose), |op| i18n::operation(lang, op));
                combo(
                    ui,
                    "operation",
                    word(lang, Word::Operation),
                    selected.to_owned(),
                    operation,
                    &choices,
                );
            });
            ui.horizontal(|ui| {
                column_combo(
                    ui,
                    lang,
                    faction,
                    "column",
                    word(lang, Word::Column),
                    Word::Choose,
                    column,
                );
            });
            if faction == Faction::Revolutionaries {
                ui.horizontal(|ui| {
                    let mut choices = vec![(None, aid_words::activation_name(lang, None))];
                    choices.extend(
                        ACTIVATIONS
                            .iter()
                            .map(|a| (Some(*a), aid_words::activation_name(lang, Some(*a)))),
                    );
                    combo(
                        ui,
                        "activation",
                        word(lang, Word::Activation),
                        aid_words::activation_name(lang, *activation),
                        activation,
                        &choices,
                    );
                });
            } else if activation.is_some() && ui.button(word(lang, Word::ClearActivation)).clicked()
            {
                *activation = None;
            }
            ui.label(word(lang, Word::Steps));
            let mut remove = None;
            for (n, step) in steps.iter_mut().enumerate() {
                ui.push_id(("step", n), |ui| {
                    ui.horizontal(|ui| {
                        let label = ui.label(aid_words::step_name(lang, n));
                        ui.add(TextEdit::singleline(step).desired_width(220.0))
                            .labelled_by(label.id);
                        if ui.button(word(lang, Word::Remove)).clicked() {
                            remove = Some(n);
                        }
                    });
                });
            }
            if let Some(n) = remove {
                steps.remove(n);
            }
            if ui.button(word(lang, Word::AddStep)).clicked() {
                steps.push(String::new());
            }
            ui.add_space(4.0);
            arrow_ui(
                ui,
                lang,
                "then",
                word(lang, Word::ThenArrow),
                ids,
                index,
                then,
            );
        }
        BoxKind::Special { tries, then } => {
            ui.label(word(lang, Word::Tries));
            let mut remove = None;
            let mut raise = None;
            for (attempt, t) in tries.iter_mut().enumerate() {
                ui.push_id(("try", attempt), |ui| {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        try_ui(ui, lang, faction, attempt, t, &mut remove, &mut raise);
                    });
                });
            }
            if let Some(n) = remove {
                tries.remove(n);
            }
            if let Some(n) = raise.filter(|n| *n > 0 && *n < tries.len()) {
                tries.swap(n - 1, n);
            }
            if ui.button(word(lang, Word::AddTry)).clicked() {
                tries.push(TryDraft::default());
            }
            ui.add_space(4.0);
            arrow_ui(
                ui,
                lang,
                "then",
                word(lang, Word::ThenArrow),
                ids,
                index,
                then,
            );
        }
    }
}

fn column_combo(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    salt: &str,
    label: &str,
    unset: Word,
    column: &mut Option<Column>,
) {
    let mut choices = vec![(None, word(lang, unset).to_owned())];
    choices.extend(
        Column::of(faction)
            .iter()
            .map(|c| (Some(*c), i18n::column(lang, *c).to_owned())),
    );
    let selected = column.map_or(word(lang, unset), |c| i18n::column(lang, c));
    combo(ui, salt, label, selected.to_owned(), column, &choices);
}

fn try_ui(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    attempt: usize,
    t: &mut TryDraft,
    remove: &mut Option<usize>,
    raise: &mut Option<usize>,
) {
    ui.horizontal(|ui| {
        let mut choices = vec![(None, word(lang, Word::Choose).to_owned())];
        choices.extend(
            Special::of(faction)
                .iter()
                .map(|s| (Some(*s), i18n::special(lang, *s).to_owned())),
        );
        let selected = t
            .special
            .map_or(word(lang, Word::Choose), |s| i18n::special(lang, s));
        let before = t.special;
        combo(
            ui,
            "special",
            &aid_words::activity_name(lang, attempt),
            selected.to_owned(),
            &mut t.special,
            &choices,
        );
        if t.special != before
            && let Some(special) = t.special
        {
            let allowed = options_of(faction, special);
            t.actions.retain(|a| allowed.contains(a));
        }
    });
    ui.horizontal(|ui| {
        if attempt > 0 && ui.button(aid_words::raise_try(lang, attempt)).clicked() {
            *raise = Some(attempt);
        }
        if ui.button(aid_words::remove_try(lang, attempt)).clicked() {
            *remove = Some(attempt);
        }
    });
    ui.push_id("when", |ui| {
        condition_ui(
            ui,
            lang,
            &mut t.when,
            word(lang, Word::When),
            word(lang, Word::Always),
        );
    });
    let allowed = t.special.map_or(&[][..], |s| options_of(faction, s));
    if !allowed.is_empty() || !t.actions.is_empty() {
        ui.label(word(lang, Word::Options));
        let mut gone = None;
        for (n, action) in t.actions.iter().enumerate() {
            ui.push_id(("option", n), |ui| {
                ui.horizontal(|ui| {
                    ui.label(aid_words::option_line(lang, n, *action));
                    if ui.button(word(lang, Word::Remove)).clicked() {
                        gone = Some(n);
                    }
                });
            });
        }
        if let Some(n) = gone {
            t.actions.remove(n);
        }
        let left: Vec<SpecialAction> = allowed
            .iter()
            .filter(|a| !t.actions.contains(a))
            .copied()
            .collect();
        if !left.is_empty() {
            ui.horizontal(|ui| {
                let mut pick: Option<SpecialAction> = None;
                let mut choices = vec![(None, word(lang, Word::Choose).to_owned())];
                choices.extend(
                    left.iter()
                        .map(|a| (Some(*a), aid_words::option_name(lang, *a).to_owned())),
                );
                combo(
                    ui,
                    "add-option",
                    word(lang, Word::AddOption),
                    word(lang, Word::Choose).to_owned(),
                    &mut pick,
                    &choices,
                );
                if let Some(action) = pick {
                    t.actions.push(action);
                }
            });
        }
    }
    ui.horizontal(|ui| {
        column_combo(
            ui,
            lang,
            faction,
            "try-column",
            word(lang, Word::TryColumn),
            Word::NoColumn,
            &mut t.column,
        );
    });
}

/// The picker of where an arrow leads: the side's other boxes, or an end.
fn arrow_ui(
    ui: &mut Ui,
    lang: Lang,
    salt: &str,
    label: &str,
    ids: &[String],
    index: usize,
    value: &mut Option<Next>,
) {
    ui.horizontal(|ui| {
        let mut choices = vec![(None, word(lang, Word::Choose).to_owned())];
        choices.extend(
            ids.iter()
                .enumerate()
                .filter(|(j, _)| *j != index)
                .map(|(j, id)| (Some(Next::Node(id.clone())), aid_words::box_name(lang, j))),
        );
        choices.extend([Next::Stop, Next::Draw, Next::Flip].into_iter().map(|end| {
            let name = aid_words::arrow_target(lang, Some(&end), ids);
            (Some(end), name)
        }));
        let selected = aid_words::arrow_target(lang, value.as_ref(), ids);
        combo(ui, salt, label, selected, value, &choices);
    });
}

/// The editor of a condition: its kind, then what the kind asks for,
/// conditions within conditions edited the same way. `unset` names the
/// choice of no kind (for a check, a kind to choose; for an activity,
/// "always").
fn condition_ui(ui: &mut Ui, lang: Lang, cond: &mut CondDraft, label: &str, unset: &str) {
    ui.horizontal(|ui| {
        let mut kind = cond.kind();
        let mut choices = vec![(None, unset.to_owned())];
        choices.extend(CondKind::ALL.iter().map(|k| {
            (
                Some(*k),
                aid_words::condition_kind_name(lang, *k).to_owned(),
            )
        }));
        let selected = kind.map_or(unset, |k| aid_words::condition_kind_name(lang, k));
        combo(ui, "kind", label, selected.to_owned(), &mut kind, &choices);
        if kind != cond.kind() {
            *cond = std::mem::take(cond).switched(kind);
        }
    });
    match cond {
        CondDraft::Unset | CondDraft::Crisis | CondDraft::GandhiInJail => {}
        CondDraft::Spaces { filters, at_least } => {
            ui.indent("spaces", |ui| spaces_ui(ui, lang, filters, at_least));
        }
        CondDraft::Track {
            track,
            at_least,
            at_most,
        } => {
            ui.indent("track", |ui| {
                ui.horizontal(|ui| {
                    let choices: Vec<(Track, String)> = Track::ALL
                        .iter()
                        .map(|t| (*t, i18n::track(lang, *t).to_owned()))
                        .collect();
                    combo(
                        ui,
                        "track",
                        word(lang, Word::Track),
                        i18n::track(lang, *track).to_owned(),
                        track,
                        &choices,
                    );
                });
                bound_ui(ui, lang, "least", Word::AtLeast, at_least);
                bound_ui(ui, lang, "most", Word::AtMost, at_most);
            });
        }
        CondDraft::Available { piece, at_least } => {
            ui.indent("available", |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label(word(lang, Word::AtLeast));
                    ui.add(
                        DragValue::new(at_least)
                            .range(0..=u8::MAX)
                            .clamp_existing_to_range(false),
                    )
                    .labelled_by(label.id);
                    let count = u32::from(*at_least);
                    let choices: Vec<(Piece, String)> = Piece::ALL
                        .iter()
                        .map(|p| (*p, i18n::piece(lang, *p, count)))
                        .collect();
                    combo(
                        ui,
                        "piece",
                        word(lang, Word::Piece),
                        i18n::piece(lang, *piece, count),
                        piece,
                        &choices,
                    );
                    ui.label(word(lang, Word::Available));
                });
            });
        }
        CondDraft::Not(inner) => {
            ui.indent("not", |ui| {
                condition_ui(
                    ui,
                    lang,
                    inner,
                    word(lang, Word::Negated),
                    word(lang, Word::Choose),
                );
            });
        }
        CondDraft::All(parts) | CondDraft::Any(parts) => {
            ui.indent("parts", |ui| {
                let mut remove = None;
                for (n, part) in parts.iter_mut().enumerate() {
                    ui.push_id(("part", n), |ui| {
                        condition_ui(
                            ui,
                            lang,
                            part,
                            &aid_words::part_name(lang, n),
                            word(lang, Word::Choose),
                        );
                        if ui.button(aid_words::remove_part(lang, n)).clicked() {
                            remove = Some(n);
                        }
                    });
                }
                if let Some(n) = remove {
                    parts.remove(n);
                }
                if ui.button(word(lang, Word::AddPart)).clicked() {
                    parts.push(CondDraft::Unset);
                }
            });
        }
    }
}

fn bound_ui(ui: &mut Ui, lang: Lang, salt: &str, name: Word, bound: &mut Option<i32>) {
    ui.push_id(salt, |ui| {
        ui.horizontal(|ui| {
            let mut on = bound.is_some();
            let check = ui.checkbox(&mut on, word(lang, name));
            if check.changed() {
                *bound = on.then_some(0);
            }
            if let Some(value) = bound {
                ui.add(
                    DragValue::new(value)
                        .range(-999..=999)
                        .clamp_existing_to_range(false),
                )
                .labelled_by(check.id);
            }
        });
    });
}

fn spaces_ui(ui: &mut Ui, lang: Lang, filters: &mut Vec<Row>, at_least: &mut u8) {
    let kinds = row_kinds();
    let kind_choices: Vec<(usize, String)> = kinds
        .iter()
        .enumerate()
        .map(|(i, r)| (i, aid_words::row_kind_name(lang, r)))
        .collect();
    let mut remove = None;
    for (n, row) in filters.iter_mut().enumerate() {
        ui.push_id(("row", n), |ui| {
            ui.horizontal_wrapped(|ui| {
                let at = kinds
                    .iter()
                    .position(|k| discriminant(k) == discriminant(row))
                    .unwrap_or(0);
                let mut chosen = at;
                combo(
                    ui,
                    "row-kind",
                    &aid_words::row_name(lang, n),
                    aid_words::row_kind_name(lang, row),
                    &mut chosen,
                    &kind_choices,
                );
                if chosen != at
                    && let Some(kind) = kinds.get(chosen)
                {
                    *row = row_of_kind(row, kind);
                }
                match row {
                    Row::Has(piece) | Row::Lacks(piece) => {
                        let choices: Vec<(Piece, String)> = Piece::ALL
                            .iter()
                            .map(|p| (*p, i18n::piece(lang, *p, 1)))
                            .collect();
                        combo(
                            ui,
                            "row-piece",
                            word(lang, Word::RowPiece),
                            i18n::piece(lang, *piece, 1),
                            piece,
                            &choices,
                        );
                    }
                    Row::Most(measure) | Row::Least(measure) => {
                        let choices: Vec<(Measure, String)> = Measure::all()
                            .into_iter()
                            .map(|m| {
                                let name = aid_words::measure_name(lang, &m);
                                (m, name)
                            })
                            .collect();
                        combo(
                            ui,
                            "row-measure",
                            word(lang, Word::RowMeasure),
                            aid_words::measure_name(lang, measure),
                            measure,
                            &choices,
                        );
                    }
                    _ => {}
                }
                if ui.button(aid_words::remove_row(lang, n)).clicked() {
                    remove = Some(n);
                }
            });
        });
    }
    if let Some(n) = remove {
        filters.remove(n);
    }
    ui.horizontal(|ui| {
        let mut pick: Option<usize> = None;
        let mut choices = vec![(None, word(lang, Word::Choose).to_owned())];
        choices.extend(
            kind_choices
                .iter()
                .map(|(i, name)| (Some(*i), name.clone())),
        );
        combo(
            ui,
            "add-row",
            word(lang, Word::AddRow),
            word(lang, Word::Choose).to_owned(),
            &mut pick,
            &choices,
        );
        if let Some(row) = pick.and_then(|i| kinds.get(i)) {
            filters.push(row.clone());
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(word(lang, Word::AtLeast));
        ui.add(
            DragValue::new(at_least)
                .range(0..=u8::MAX)
                .clamp_existing_to_range(false),
        )
        .labelled_by(label.id);
        ui.label(aid_words::spaces_count(lang, *at_least));
    });
}

// The flowchart.

const CHECK_FILL: Color32 = Color32::from_rgb(38, 88, 166);
const OPERATION_FILL: Color32 = Color32::from_rgb(250, 244, 226);
const SPECIAL_FILL: Color32 = Color32::from_rgb(236, 222, 244);
const END_FILL: Color32 = Color32::from_rgb(70, 70, 70);
const UNSET_FILL: Color32 = Color32::from_rgb(214, 214, 214);
const YES_COLOR: Color32 = Color32::from_rgb(30, 140, 60);
const NO_COLOR: Color32 = Color32::from_rgb(196, 40, 40);
const SELECTED: Color32 = Color32::from_rgb(236, 150, 20);
const DARK_TEXT: Color32 = Color32::from_rgb(30, 30, 30);
/// The smallest text the flowchart paints, in points.
pub const FLOWCHART_TEXT: f32 = 12.0;
const GAP: f32 = 40.0;
const LANE: f32 = 12.0;

/// Where an arrow of a box leads, as the flowchart draws it.
enum Lead {
    /// A box of the side, by index.
    Box(usize),
    /// An end marker, or a question mark for an arrow not chosen or
    /// leading to no box.
    End(Option<Next>),
}

fn lead(next: &Option<Next>, ids: &[String]) -> Lead {
    match next {
        Some(Next::Node(id)) => match ids.iter().position(|i| i == id) {
            Some(j) => Lead::Box(j),
            None => Lead::End(None),
        },
        other => Lead::End(other.clone()),
    }
}

/// An arrow's colour: green for Yes, red for No, the text's colour (light
/// or dark with the theme) for Then.
fn arrow_color(arrow: Arrow, plain: Color32) -> Color32 {
    match arrow {
        Arrow::Yes => YES_COLOR,
        Arrow::No => NO_COLOR,
        Arrow::Then => plain,
    }
}

fn head(painter: &egui::Painter, tip: Pos2, dir: Vec2, color: Color32) {
    let dir = dir.normalized();
    let side = vec2(-dir.y, dir.x);
    let back = tip - dir * 9.0;
    painter.add(Shape::convex_polygon(
        vec![tip, back + side * 5.0, back - side * 5.0],
        color,
        Stroke::NONE,
    ));
}

/// The side drawn as it is entered: the boxes top to bottom in the order
/// entered, each numbered as in the rows, checks in blue; a box's arrow to
/// the next box straight down, arrows to other boxes along lanes on the
/// left, arrows to an end (stop, draw, flip) to markers on the right, and
/// a question mark where an arrow is not chosen yet. Yes arrows are green
/// and No arrows red, each labelled; Then arrows are plain. A click on a
/// box selects it.
fn flowchart_ui(ui: &mut Ui, lang: Lang, form: &mut SideForm) {
    if form.boxes.is_empty() {
        ui.label(word(lang, Word::NoBoxYet));
        return;
    }
    let ids: Vec<String> = form.boxes.iter().map(|b| b.id.clone()).collect();
    // Which arrows go straight down, and which take a lane.
    let mut lanes = 0usize;
    let mut routes: Vec<Vec<(Arrow, Lead, Option<usize>)>> = Vec::new();
    for (i, draft) in form.boxes.iter().enumerate() {
        let mut down_taken = false;
        let mut out = Vec::new();
        for (arrow, next) in draft.kind.arrows() {
            let target = lead(next, &ids);
            let lane = match target {
                Lead::Box(j) if j == i + 1 && !down_taken => {
                    down_taken = true;
                    None
                }
                Lead::Box(_) => {
                    lanes += 1;
                    Some(lanes - 1)
                }
                Lead::End(_) => None,
            };
            out.push((arrow, target, lane));
        }
        routes.push(out);
    }
    let width = ui.available_width().max(300.0);
    // The lanes, then room for a Yes or No label before the boxes.
    let left = if lanes == 0 {
        14.0
    } else {
        14.0 + LANE * lanes as f32 + 30.0
    };
    let box_width = (width - left - 120.0).clamp(150.0, 320.0);
    let end_x = left + box_width + 48.0;
    let plain = ui.visuals().strong_text_color();
    let body_font = FontId::proportional(FLOWCHART_TEXT);
    let head_font = FontId::proportional(FLOWCHART_TEXT + 1.0);
    // The boxes' places and texts.
    let mut placed = Vec::new();
    let mut y = 10.0;
    for (i, draft) in form.boxes.iter().enumerate() {
        let text_color = if draft.kind.box_type() == BoxType::Check {
            Color32::WHITE
        } else {
            DARK_TEXT
        };
        let title = ui.painter().layout_no_wrap(
            aid_words::box_title(lang, i, draft.kind.box_type()),
            head_font.clone(),
            text_color,
        );
        let body = ui.painter().layout(
            aid_words::box_summary(lang, draft, &ids).join("\n"),
            body_font.clone(),
            text_color,
            box_width - 16.0,
        );
        let height = 8.0 + title.size().y + 4.0 + body.size().y + 8.0;
        let rect = Rect::from_min_size(pos2(left, y), vec2(box_width, height.max(44.0)));
        y = rect.max.y + GAP;
        placed.push((rect, title, body, text_color));
    }
    let size = vec2(end_x + 90.0, y - GAP + 12.0);
    let (response, painter) = ui.allocate_painter(size, Sense::click());
    let origin = response.rect.min.to_vec2();
    let at = |r: Rect| r.translate(origin);
    // The arrows first, under the boxes.
    let mut labels = Vec::new();
    for (i, out) in routes.iter().enumerate() {
        let Some((from, ..)) = placed.get(i) else {
            continue;
        };
        let from = at(*from);
        let ends = out
            .iter()
            .filter(|(_, target, lane)| matches!(target, Lead::End(_)) || lane.is_some())
            .count();
        let mut side_slot = 0usize;
        let checks = out.len() > 1;
        for (arrow, target, lane) in out {
            let color = arrow_color(*arrow, plain);
            let stroke = Stroke::new(2.0, color);
            match (target, lane) {
                (Lead::Box(j), None) => {
                    let Some((to, ..)) = placed.get(*j) else {
                        continue;
                    };
                    let to = at(*to);
                    let x = from.center().x
                        + match arrow {
                            Arrow::Yes => -box_width * 0.2,
                            Arrow::No => box_width * 0.2,
                            Arrow::Then => 0.0,
                        };
                    let start = pos2(x, from.max.y);
                    let tip = pos2(x, to.min.y);
                    painter.line_segment([start, tip], stroke);
                    head(&painter, tip, vec2(0.0, 1.0), color);
                    if checks {
                        labels.push((pos2(x + 5.0, from.max.y + 2.0), Align2::LEFT_TOP, *arrow));
                    }
                }
                (Lead::Box(j), Some(k)) => {
                    let Some((to, ..)) = placed.get(*j) else {
                        continue;
                    };
                    let to = at(*to);
                    side_slot += 1;
                    let sy = from.min.y + from.height() * side_slot as f32 / (ends + 1) as f32;
                    let lane_x = origin.x + 8.0 + LANE * *k as f32;
                    let ty = (to.min.y + 12.0 + 6.0 * (*k % 3) as f32).min(to.max.y - 6.0);
                    let points = vec![
                        pos2(from.min.x, sy),
                        pos2(lane_x, sy),
                        pos2(lane_x, ty),
                        pos2(to.min.x - 1.0, ty),
                    ];
                    painter.add(Shape::Path(PathShape::line(points, stroke)));
                    head(&painter, pos2(to.min.x, ty), vec2(1.0, 0.0), color);
                    if checks {
                        labels.push((
                            pos2(from.min.x - 4.0, sy - 1.0),
                            Align2::RIGHT_BOTTOM,
                            *arrow,
                        ));
                    }
                }
                (Lead::End(end), _) => {
                    side_slot += 1;
                    let sy = from.min.y + from.height() * side_slot as f32 / (ends + 1) as f32;
                    let (text, fill, text_color) = match end {
                        Some(next) => (aid_words::end_marker(lang, next), END_FILL, Color32::WHITE),
                        None => ("?".to_owned(), UNSET_FILL, DARK_TEXT),
                    };
                    let galley = painter.layout_no_wrap(text, body_font.clone(), text_color);
                    let pill = Rect::from_min_size(
                        pos2(origin.x + end_x, sy - galley.size().y / 2.0 - 4.0),
                        galley.size() + vec2(16.0, 8.0),
                    );
                    painter
                        .line_segment([pos2(from.max.x, sy), pos2(pill.min.x - 1.0, sy)], stroke);
                    head(&painter, pos2(pill.min.x, sy), vec2(1.0, 0.0), color);
                    painter.rect(
                        pill,
                        CornerRadius::same(10),
                        fill,
                        Stroke::new(1.0, color),
                        StrokeKind::Inside,
                    );
                    painter.galley(pill.min + vec2(8.0, 4.0), galley, text_color);
                    if checks {
                        labels.push((
                            pos2(from.max.x + 4.0, sy - 1.0),
                            Align2::LEFT_BOTTOM,
                            *arrow,
                        ));
                    }
                }
            }
        }
    }
    // The boxes over the arrows.
    for (i, (rect, title, body, text_color)) in placed.iter().enumerate() {
        let rect = at(*rect);
        let fill = match form.boxes.get(i).map(|b| b.kind.box_type()) {
            Some(BoxType::Check) => CHECK_FILL,
            Some(BoxType::Special) => SPECIAL_FILL,
            _ => OPERATION_FILL,
        };
        let stroke = if form.selected == Some(i) {
            Stroke::new(3.0, SELECTED)
        } else {
            Stroke::new(1.0, Color32::from_gray(60))
        };
        painter.rect(
            rect,
            CornerRadius::same(8),
            fill,
            stroke,
            StrokeKind::Inside,
        );
        painter.galley(rect.min + vec2(8.0, 8.0), title.clone(), *text_color);
        painter.galley(
            rect.min + vec2(8.0, 12.0 + title.size().y),
            body.clone(),
            *text_color,
        );
    }
    // The Yes and No labels on top.
    for (pos, align, arrow) in labels {
        let text = match arrow {
            Arrow::Yes => tr(lang, Key::Yes),
            Arrow::No => tr(lang, Key::No),
            Arrow::Then => continue,
        };
        let galley = painter.layout_no_wrap(
            text.to_owned(),
            body_font.clone(),
            arrow_color(arrow, plain),
        );
        let rect = align.anchor_size(pos, galley.size());
        painter.rect_filled(
            rect.expand(1.0),
            CornerRadius::same(2),
            Color32::from_white_alpha(220),
        );
        painter.galley(rect.min, galley, arrow_color(arrow, plain));
    }
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
        && let Some(i) = placed.iter().position(|(r, ..)| at(*r).contains(pointer))
    {
        form.selected = Some(i);
    }
}
