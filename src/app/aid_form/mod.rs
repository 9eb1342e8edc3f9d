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

pub mod draft;
pub(crate) mod flowchart;
pub mod words;

use draft::{
    ACTIVATIONS, Arrow, BoxDraft, BoxKind, BoxType, CondDraft, CondKind, SideForm, SideFormOutcome,
    TryDraft, options_of,
};

use std::mem::discriminant;

use egui::{DragValue, RichText, ScrollArea, TextEdit, Ui};
use gandhi_validator::components::{Column, Measure, Next, Row, SpecialAction};
use gandhi_validator::play::{Operation, Special, Track};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};

use self::flowchart::flowchart_ui;
use self::words::{self as aid_words, Word, word};
use super::step_list::{self, Columns, Footer, ListWords, Pressed, StepRows, form_ui};
use super::widgets::{combo, combo_of, optional_combo};
use crate::i18n::{self, fluent::Lang};

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
    let problems = form.to_face().err().map(|problems| {
        let heading = aid_words::problems_heading(lang, problems.len());
        (
            heading,
            problems
                .iter()
                .map(|p| aid_words::problem(lang, p))
                .collect(),
        )
    });
    let footer = Footer {
        id: "aid-form-footer",
        problems,
        scroll: Some("aid-form-problems"),
        other: None,
    };
    let columns = Columns {
        share: 0.56,
        rows: ScrollArea::vertical().id_salt("aid-form-rows"),
        made: ScrollArea::both().id_salt("aid-form-flowchart"),
    };
    let pressed = form_ui(
        ui,
        lang,
        form,
        (footer, columns),
        |ui, form| rows_ui(ui, lang, form),
        |ui, form| {
            ui.label(RichText::new(word(lang, Word::Flowchart)).strong());
            flowchart_ui(ui, lang, form);
        },
    );
    match pressed {
        Some(Pressed::Save) => form
            .to_face()
            .map_or(SideFormOutcome::None, SideFormOutcome::Save),
        Some(Pressed::Cancel) => SideFormOutcome::Cancel,
        Some(Pressed::Other) | None => SideFormOutcome::None,
    }
}

/// The side's boxes as the rows say them.
struct AidRows {
    lang: Lang,
    faction: Faction,
    /// The boxes' ids, which arrows name.
    ids: Vec<String>,
}

impl StepRows for AidRows {
    type Step = BoxDraft;
    const SALT: &'static str = "aid-box";

    fn words(&self) -> ListWords<'_> {
        ListWords {
            empty: word(self.lang, Word::NoBoxYet),
            move_up: word(self.lang, Word::MoveUp),
            move_down: word(self.lang, Word::MoveDown),
            delete: word(self.lang, Word::DeleteBox),
        }
    }

    fn title(&self, index: usize, draft: &BoxDraft) -> String {
        aid_words::box_title(self.lang, index, draft.kind.box_type())
    }

    fn summary(&self, draft: &BoxDraft) -> Vec<String> {
        aid_words::box_summary(self.lang, draft, &self.ids)
    }

    fn editor(&self, ui: &mut Ui, index: usize, draft: &mut BoxDraft) {
        box_editor(
            ui,
            self.lang,
            self.faction,
            &self.ids,
            index,
            &mut draft.kind,
        );
    }
}

/// The side's boxes as rows, the selected one with its buttons; arrows to
/// a box deleted lead nowhere.
fn rows_ui(ui: &mut Ui, lang: Lang, form: &mut SideForm) {
    let rows = AidRows {
        lang,
        faction: form.faction,
        ids: form.boxes.iter().map(|b| b.id.clone()).collect(),
    };
    if let Some(gone) = step_list::rows_ui(ui, &rows, form.rows()) {
        form.forget(&gone);
    }
}

/// The fields of the selected box, then where its arrows lead.
fn box_editor(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    ids: &[String],
    index: usize,
    kind: &mut BoxKind,
) {
    match kind {
        BoxKind::Check { condition, .. } => {
            let label = word(lang, Word::Condition);
            condition_ui(ui, lang, condition, label, word(lang, Word::Choose));
        }
        BoxKind::Operation {
            operation,
            column,
            activation,
            steps,
            ..
        } => {
            operation_ui(ui, lang, faction, (operation, column, activation));
            step_lines_ui(ui, lang, steps);
        }
        BoxKind::Special { tries, .. } => tries_ui(ui, lang, faction, tries),
    }
    ui.add_space(4.0);
    for (arrow, next) in kind.arrows_mut() {
        let (salt, label) = match arrow {
            Arrow::Yes => ("yes", Word::YesArrow),
            Arrow::No => ("no", Word::NoArrow),
            Arrow::Then => ("then", Word::ThenArrow),
        };
        arrow_ui(ui, lang, salt, word(lang, label), ids, index, next);
    }
}

/// An Operation box's Operation, column and (on the Revolutionaries'
/// cards) Activation Number; elsewhere a button clears an Activation
/// Number the card may not have.
fn operation_ui(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    (operation, column, activation): (&mut Option<Operation>, &mut Option<Column>, &mut Option<u8>),
) {
    ui.horizontal(|ui| {
        let name = |op: &Operation| i18n::names::operation(lang, *op).to_owned();
        let label = ("operation", word(lang, Word::Operation));
        let unset = word(lang, Word::Choose);
        optional_combo(ui, label, unset, Operation::of(faction), name, operation);
    });
    ui.horizontal(|ui| {
        let label = ("column", word(lang, Word::Column));
        column_combo(ui, lang, faction, label, Word::Choose, column);
    });
    if faction == Faction::Revolutionaries {
        ui.horizontal(|ui| {
            let name = |a: &u8| aid_words::activation_name(lang, Some(*a));
            let label = ("activation", word(lang, Word::Activation));
            let unset = aid_words::activation_name(lang, None);
            optional_combo(ui, label, &unset, &ACTIVATIONS, name, activation);
        });
    } else if activation.is_some() && ui.button(word(lang, Word::ClearActivation)).clicked() {
        *activation = None;
    }
}

/// An Operation box's step lines, as printed, each with its button to
/// remove it, and the button adding one.
fn step_lines_ui(ui: &mut Ui, lang: Lang, steps: &mut Vec<String>) {
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
}

/// A Special Activity box's activities, each in a frame, and the button
/// adding one.
fn tries_ui(ui: &mut Ui, lang: Lang, faction: Faction, tries: &mut Vec<TryDraft>) {
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
}

/// A column of the card Faction's table, or `unset` (a word) for none.
fn column_combo(
    ui: &mut Ui,
    lang: Lang,
    faction: Faction,
    label: (&str, &str),
    unset: Word,
    column: &mut Option<Column>,
) {
    let name = |c: &Column| i18n::names::column(lang, *c).to_owned();
    optional_combo(
        ui,
        label,
        word(lang, unset),
        Column::of(faction),
        name,
        column,
    );
}

/// One activity of a Special Activity box: which, its buttons, when it is
/// tried, its options and its column.
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
        let name = |s: &Special| i18n::names::special(lang, *s).to_owned();
        let label = aid_words::activity_name(lang, attempt);
        let before = t.special;
        let unset = word(lang, Word::Choose);
        optional_combo(
            ui,
            ("special", &label),
            unset,
            Special::of(faction),
            name,
            &mut t.special,
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
        let label = word(lang, Word::When);
        condition_ui(ui, lang, &mut t.when, label, word(lang, Word::Always));
    });
    let allowed = t.special.map_or(&[][..], |s| options_of(faction, s));
    if !allowed.is_empty() || !t.actions.is_empty() {
        options_ui(ui, lang, allowed, &mut t.actions);
    }
    ui.horizontal(|ui| {
        let label = ("try-column", word(lang, Word::TryColumn));
        column_combo(ui, lang, faction, label, Word::NoColumn, &mut t.column);
    });
}

/// An activity's options in order, each with its button to remove it, and
/// the choice of another among those `allowed` and not chosen yet.
fn options_ui(
    ui: &mut Ui,
    lang: Lang,
    allowed: &[SpecialAction],
    actions: &mut Vec<SpecialAction>,
) {
    ui.label(word(lang, Word::Options));
    let mut gone = None;
    for (n, action) in actions.iter().enumerate() {
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
        actions.remove(n);
    }
    let left: Vec<SpecialAction> = allowed
        .iter()
        .filter(|a| !actions.contains(a))
        .copied()
        .collect();
    if !left.is_empty() {
        ui.horizontal(|ui| {
            let mut pick: Option<SpecialAction> = None;
            let name = |a: &SpecialAction| aid_words::option_name(lang, *a).to_owned();
            let label = ("add-option", word(lang, Word::AddOption));
            optional_combo(ui, label, word(lang, Word::Choose), &left, name, &mut pick);
            if let Some(action) = pick {
                actions.push(action);
            }
        });
    }
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
        let name = |k: &CondKind| aid_words::condition_kind_name(lang, *k).to_owned();
        optional_combo(ui, ("kind", label), unset, &CondKind::ALL, name, &mut kind);
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
                    let name = |t: &Track| i18n::names::track(lang, *t).to_owned();
                    combo_of(
                        ui,
                        ("track", word(lang, Word::Track)),
                        &Track::ALL,
                        name,
                        track,
                    );
                });
                bound_ui(ui, lang, "least", Word::AtLeast, at_least);
                bound_ui(ui, lang, "most", Word::AtMost, at_most);
            });
        }
        CondDraft::Available { piece, at_least } => {
            ui.indent("available", |ui| available_ui(ui, lang, piece, at_least));
        }
        CondDraft::Not(inner) => {
            ui.indent("not", |ui| {
                let label = word(lang, Word::Negated);
                condition_ui(ui, lang, inner, label, word(lang, Word::Choose));
            });
        }
        CondDraft::All(parts) | CondDraft::Any(parts) => {
            ui.indent("parts", |ui| parts_ui(ui, lang, parts));
        }
    }
}

/// "At least so many pieces of a kind Available."
fn available_ui(ui: &mut Ui, lang: Lang, piece: &mut Piece, at_least: &mut u8) {
    ui.horizontal(|ui| {
        at_least_ui(ui, lang, at_least);
        let count = u32::from(*at_least);
        let name = |p: &Piece| i18n::names::piece(lang, *p, count);
        combo_of(
            ui,
            ("piece", word(lang, Word::Piece)),
            &Piece::ALL,
            name,
            piece,
        );
        ui.label(word(lang, Word::Available));
    });
}

/// The conditions of a list, each with its button to remove it, and the
/// button adding one.
fn parts_ui(ui: &mut Ui, lang: Lang, parts: &mut Vec<CondDraft>) {
    let mut remove = None;
    for (n, part) in parts.iter_mut().enumerate() {
        ui.push_id(("part", n), |ui| {
            let label = aid_words::part_name(lang, n);
            condition_ui(ui, lang, part, &label, word(lang, Word::Choose));
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

/// "At least" and a number.
fn at_least_ui(ui: &mut Ui, lang: Lang, at_least: &mut u8) {
    let label = ui.label(word(lang, Word::AtLeast));
    ui.add(
        DragValue::new(at_least)
            .range(0..=u8::MAX)
            .clamp_existing_to_range(false),
    )
    .labelled_by(label.id);
}

/// The rows of a `spaces` condition, the choice of another row, and how
/// many spaces must pass them.
fn spaces_ui(ui: &mut Ui, lang: Lang, filters: &mut Vec<Row>, at_least: &mut u8) {
    let kinds = row_kinds();
    let mut remove = None;
    for (n, row) in filters.iter_mut().enumerate() {
        ui.push_id(("row", n), |ui| {
            ui.horizontal_wrapped(|ui| {
                if row_ui(ui, lang, &kinds, n, row) {
                    remove = Some(n);
                }
            });
        });
    }
    if let Some(n) = remove {
        filters.remove(n);
    }
    ui.horizontal(|ui| {
        let mut pick: Option<Row> = None;
        let name = |r: &Row| aid_words::row_kind_name(lang, r);
        let label = ("add-row", word(lang, Word::AddRow));
        optional_combo(ui, label, word(lang, Word::Choose), &kinds, name, &mut pick);
        if let Some(row) = pick {
            filters.push(row);
        }
    });
    ui.horizontal(|ui| {
        at_least_ui(ui, lang, at_least);
        ui.label(aid_words::spaces_count(lang, *at_least));
    });
}

/// One row of a `spaces` condition: its kind among `kinds`, its piece or
/// measure, and its button to remove it; whether that was clicked.
fn row_ui(ui: &mut Ui, lang: Lang, kinds: &[Row], n: usize, row: &mut Row) -> bool {
    let kind_choices: Vec<(usize, String)> = kinds
        .iter()
        .enumerate()
        .map(|(i, r)| (i, aid_words::row_kind_name(lang, r)))
        .collect();
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
            let name = |p: &Piece| i18n::names::piece(lang, *p, 1);
            let label = ("row-piece", word(lang, Word::RowPiece));
            combo_of(ui, label, &Piece::ALL, name, piece);
        }
        Row::Most(measure) | Row::Least(measure) => {
            let name = |m: &Measure| aid_words::measure_name(lang, m);
            let label = ("row-measure", word(lang, Word::RowMeasure));
            combo_of(ui, label, &Measure::all(), name, measure);
        }
        _ => {}
    }
    ui.button(aid_words::remove_row(lang, n)).clicked()
}
