//! The form for one side of an Event card entered as steps the checks
//! follow (5.1, 8.8.4; the schema of `docs/event-effects.md`).
//!
//! A table that holds the card enters what one side's text does: an
//! [`EffectForm`] holds the steps entered so far, [`effect_form_ui`] shows
//! them as rows to edit beside what they will do in plain words and what
//! they cannot say, and [`EffectForm::to_effect`] turns them into the
//! `Effect` of the players' card file, or lists what keeps them from being
//! followed. Every field is picked from what the schema allows; nothing is
//! typed as YAML.

mod draft;
pub mod words;

pub use draft::{
    CountKind, DESTINATIONS, EffectForm, EffectFormOutcome, FILTERS, MOST_COUNT, MOST_LEVELS,
    Problem, REMOVABLES, SIDES, StepKind,
};

use egui::{DragValue, RichText, ScrollArea, Ui};
use gandhi_validator::GameData;
use gandhi_validator::data::effects::{Count, Filter, NvDestination, Removable, Step};
use gandhi_validator::data::provenance::Provenance;

use self::words::{Word, word};
use super::command::Command;
use super::widgets::{RowAction, combo, row_buttons};
use crate::i18n::{Key, Lang, tr};

/// Whether the program's own data holds this side of the card as steps
/// (from the rulebook): such a side is not entered by the players, whose
/// entries only fill gaps.
pub fn bundled(data: &GameData, card: u8, shaded: bool) -> bool {
    data.cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .is_some_and(|fact| !matches!(fact.provenance, Provenance::Players { .. }))
}

/// A button opening the form for one side of a card, or, for a side the
/// program's data holds, the same button greyed out saying why.
pub fn open_button(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    (card, shaded): (u8, bool),
    label: &str,
) -> Option<Command> {
    if bundled(data, card, shaded) {
        ui.add_enabled(false, egui::Button::new(label))
            .on_disabled_hover_text(word(lang, Word::Bundled));
        return None;
    }
    ui.button(label)
        .on_hover_text(word(lang, Word::OpenHint))
        .clicked()
        .then_some(Command::OpenEffectForm { card, shaded })
}

/// The form: the steps as rows to edit, what they will do, what they
/// cannot say, the problems left, and Save, Remove and Cancel.
pub fn effect_form_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    form: &mut EffectForm,
) -> EffectFormOutcome {
    let mut outcome = EffectFormOutcome::None;
    ui.heading(words::title(lang, form.card, form.shaded));
    if let Some(title) = data.cards.get(form.card).and_then(|c| c.title.as_ref()) {
        ui.label(RichText::new(&title.value).italics());
    }
    ui.label(word(lang, Word::Intro));
    ui.horizontal(|ui| {
        let mut pick: Option<StepKind> = None;
        let choices: Vec<(Option<StepKind>, String)> = StepKind::ALL
            .iter()
            .map(|k| (Some(*k), words::kind_name(lang, *k).to_owned()))
            .collect();
        combo(
            ui,
            "effect-add-step",
            word(lang, Word::AddStep),
            word(lang, Word::Choose).to_owned(),
            &mut pick,
            &choices,
        );
        if let Some(kind) = pick {
            form.add_step(kind);
        }
    });
    ui.checkbox(&mut form.complete, word(lang, Word::Complete))
        .on_hover_text(word(lang, Word::CompleteHint));
    ui.separator();

    // The problems and the buttons at the bottom; the steps and what they
    // do fill the rest.
    let before = form.to_effect();
    let mut save = false;
    egui::Panel::bottom("effect-form-footer")
        .resizable(false)
        .show(ui, |ui| {
            if let Err(problems) = &before {
                ui.label(RichText::new(words::problems_heading(lang, problems.len())).strong());
                for p in problems {
                    ui.label(words::problem(lang, p));
                }
            }
            ui.horizontal(|ui| {
                let button = egui::Button::new(tr(lang, Key::Save));
                save = ui.add_enabled(before.is_ok(), button).clicked();
                if form.entered
                    && ui
                        .button(word(lang, Word::RemoveSide))
                        .on_hover_text(word(lang, Word::RemoveSideHint))
                        .clicked()
                {
                    outcome = EffectFormOutcome::Remove;
                }
                if ui.button(tr(lang, Key::Cancel)).clicked() {
                    outcome = EffectFormOutcome::Cancel;
                }
            });
        });
    let body_height = ui.available_height().max(160.0);
    let width = ui.available_width();
    let rows_width = (width * 0.5).max(280.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(rows_width);
            ScrollArea::vertical()
                .id_salt("effect-form-steps")
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| steps_ui(ui, lang, form));
        });
        ui.separator();
        ui.vertical(|ui| {
            ScrollArea::vertical()
                .id_salt("effect-form-said")
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| said_ui(ui, lang, form));
        });
    });
    if save && let Ok(effect) = form.to_effect() {
        outcome = EffectFormOutcome::Save(effect);
    }
    outcome
}

/// What the steps will do, in plain words, and what they cannot say.
fn said_ui(ui: &mut Ui, lang: Lang, form: &EffectForm) {
    ui.label(RichText::new(word(lang, Word::SaidHeading)).strong());
    for (i, step) in form.steps.iter().enumerate() {
        for (j, line) in words::step_lines(lang, step).into_iter().enumerate() {
            if j == 0 {
                ui.label(format!("{}. {line}", i + 1));
            } else {
                ui.indent(("effect-said", i, j), |ui| ui.label(line));
            }
        }
    }
    let exactly = form.steps.iter().any(|s| match s {
        Step::AddMarker { spaces, .. } => matches!(spaces, Count::Exactly(_)),
        Step::Remove { spaces, total, .. } => {
            matches!(spaces, Count::Exactly(_)) || matches!(total, Some(Count::Exactly(_)))
        }
        Step::Shift { .. } | Step::ArrestGandhi => false,
    });
    if exactly {
        ui.label(word(lang, Word::AsFarAsPossible));
    }
    ui.add_space(4.0);
    ui.label(words::completeness(lang, form.complete));
    ui.add_space(8.0);
    ui.label(RichText::new(word(lang, Word::LimitsHeading)).strong());
    ui.label(word(lang, Word::Limits));
}

/// The Event's steps as rows, the selected one with its buttons.
fn steps_ui(ui: &mut Ui, lang: Lang, form: &mut EffectForm) {
    if form.steps.is_empty() {
        ui.label(word(lang, Word::NoStepYet));
    }
    let count = form.steps.len();
    let mut action = None;
    for index in 0..count {
        let selected = form.selected == Some(index);
        let Some(step) = form.steps.get_mut(index) else {
            continue;
        };
        ui.push_id(("effect-step", index), |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let title = words::step_title(lang, index, StepKind::of(step));
                if ui
                    .selectable_label(selected, RichText::new(title).strong())
                    .clicked()
                {
                    action = Some(RowAction::Select(index));
                }
                if !selected {
                    return;
                }
                let words = (
                    word(lang, Word::MoveUp),
                    word(lang, Word::MoveDown),
                    word(lang, Word::DeleteStep),
                );
                if let Some(clicked) = row_buttons(ui, words, index, count) {
                    action = Some(clicked);
                }
                ui.separator();
                step_editor(ui, lang, step);
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

/// The fields of one step, each offering only what the schema allows.
fn step_editor(ui: &mut Ui, lang: Lang, step: &mut Step) {
    ui.horizontal(|ui| {
        let mut kind = StepKind::of(step);
        let choices: Vec<(StepKind, String)> = StepKind::ALL
            .iter()
            .map(|k| (*k, words::kind_name(lang, *k).to_owned()))
            .collect();
        combo(
            ui,
            "kind",
            word(lang, Word::Kind),
            words::kind_name(lang, kind).to_owned(),
            &mut kind,
            &choices,
        );
        if kind != StepKind::of(step) {
            *step = kind.switched(step);
        }
    });
    match step {
        Step::AddMarker { spaces, filter, .. } => {
            ui.label(word(lang, Word::Marker));
            count_ui(
                ui,
                lang,
                "spaces",
                (word(lang, Word::Spaces), word(lang, Word::SpacesNumber)),
                spaces,
            );
            filters_ui(ui, lang, filter);
        }
        Step::Remove {
            pieces,
            spaces,
            total,
            filter,
            among_selected,
            activists_to,
        } => {
            ui.horizontal(|ui| {
                let choices: Vec<(Removable, String)> = REMOVABLES
                    .iter()
                    .map(|p| (*p, words::removable_name(lang, *p).to_owned()))
                    .collect();
                combo(
                    ui,
                    "pieces",
                    word(lang, Word::Pieces),
                    words::removable_name(lang, *pieces).to_owned(),
                    pieces,
                    &choices,
                );
            });
            count_ui(
                ui,
                lang,
                "spaces",
                (word(lang, Word::Spaces), word(lang, Word::SpacesNumber)),
                spaces,
            );
            total_ui(ui, lang, total);
            filters_ui(ui, lang, filter);
            ui.checkbox(among_selected, word(lang, Word::AmongSelected));
            if *pieces == Removable::AllOfOneFaction {
                ui.horizontal(|ui| {
                    let choices: Vec<(NvDestination, String)> = DESTINATIONS
                        .iter()
                        .map(|d| (*d, words::destination_name(lang, *d).to_owned()))
                        .collect();
                    combo(
                        ui,
                        "activists-to",
                        word(lang, Word::ActivistsTo),
                        words::destination_name(lang, *activists_to).to_owned(),
                        activists_to,
                        &choices,
                    );
                });
            } else {
                // Only a Faction's every piece can include Gandhi and
                // Activists: nothing else sends them anywhere.
                *activists_to = NvDestination::Available;
            }
        }
        Step::Shift { levels, towards } => {
            ui.horizontal(|ui| {
                let label = ui.label(word(lang, Word::Levels));
                ui.add(DragValue::new(levels).range(1..=MOST_LEVELS))
                    .labelled_by(label.id);
            });
            ui.horizontal(|ui| {
                let choices: Vec<_> = SIDES
                    .iter()
                    .map(|s| (*s, words::side_name(lang, *s).to_owned()))
                    .collect();
                combo(
                    ui,
                    "towards",
                    word(lang, Word::Towards),
                    words::side_name(lang, *towards).to_owned(),
                    towards,
                    &choices,
                );
            });
        }
        Step::ArrestGandhi => {
            ui.label(word(lang, Word::NothingToChoose));
        }
    }
}

/// "exactly" or "up to", then how many.
fn count_ui(ui: &mut Ui, lang: Lang, salt: &str, (label, number): (&str, &str), count: &mut Count) {
    ui.horizontal(|ui| {
        let mut kind = CountKind::of(*count);
        let mut n = count.most().clamp(1, MOST_COUNT);
        let choices: Vec<(CountKind, String)> = CountKind::ALL
            .iter()
            .map(|k| (*k, words::count_kind_name(lang, *k).to_owned()))
            .collect();
        combo(
            ui,
            salt,
            label,
            words::count_kind_name(lang, kind).to_owned(),
            &mut kind,
            &choices,
        );
        let number = ui.label(number);
        ui.add(DragValue::new(&mut n).range(1..=MOST_COUNT))
            .labelled_by(number.id);
        *count = kind.with(n);
    });
}

/// How many pieces in all: no limit, or a count.
fn total_ui(ui: &mut Ui, lang: Lang, total: &mut Option<Count>) {
    ui.horizontal(|ui| {
        let mut kind = total.map(CountKind::of);
        let mut choices = vec![(None, word(lang, Word::TotalAny).to_owned())];
        choices.extend(
            CountKind::ALL
                .iter()
                .map(|k| (Some(*k), words::count_kind_name(lang, *k).to_owned())),
        );
        let selected = kind.map_or(word(lang, Word::TotalAny), |k| {
            words::count_kind_name(lang, k)
        });
        combo(
            ui,
            "total",
            word(lang, Word::Total),
            selected.to_owned(),
            &mut kind,
            &choices,
        );
        *total = match kind {
            None => None,
            Some(kind) => {
                let mut n = total.map_or(1, Count::most).clamp(1, MOST_COUNT);
                let number = ui.label(word(lang, Word::TotalNumber));
                ui.add(DragValue::new(&mut n).range(1..=MOST_COUNT))
                    .labelled_by(number.id);
                Some(kind.with(n))
            }
        };
    });
}

/// A checkbox for each condition a space may have to meet.
fn filters_ui(ui: &mut Ui, lang: Lang, filter: &mut Vec<Filter>) {
    for f in FILTERS {
        let mut on = filter.contains(&f);
        if ui.checkbox(&mut on, words::filter_name(lang, f)).changed() {
            if on {
                filter.push(f);
            } else {
                filter.retain(|g| *g != f);
            }
        }
    }
}
