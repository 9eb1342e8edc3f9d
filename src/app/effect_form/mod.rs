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

pub mod draft;
pub mod words;

use draft::{
    CountKind, DESTINATIONS, EffectForm, EffectFormOutcome, FILTERS, MOST_COUNT, MOST_LEVELS,
    REMOVABLES, SIDES, StepKind,
};

use egui::{DragValue, RichText, ScrollArea, Ui};
use gandhi_validator::components::GameData;
use gandhi_validator::components::Provenance;
use gandhi_validator::components::{Count, EffectStep, Filter, NvDestination, Removable, Side};

use self::words::{Word, word};
use super::command::Command;
use super::step_list::{Columns, Footer, ListWords, Pressed, StepRows, form_ui, rows_ui};
use super::widgets::{combo, combo_of, optional_combo};
use crate::i18n::fluent::Lang;

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
    let problems = form.to_effect().err().map(|problems| {
        let heading = words::problems_heading(lang, problems.len());
        (
            heading,
            problems.iter().map(|p| words::problem(lang, p)).collect(),
        )
    });
    let footer = Footer {
        id: "effect-form-footer",
        problems,
        scroll: None,
        other: form.entered.then_some((
            word(lang, Word::RemoveSide),
            word(lang, Word::RemoveSideHint),
        )),
    };
    let columns = Columns {
        share: 0.5,
        rows: ScrollArea::vertical().id_salt("effect-form-steps"),
        made: ScrollArea::vertical().id_salt("effect-form-said"),
    };
    let pressed = form_ui(
        ui,
        lang,
        form,
        (footer, columns),
        |ui, form| {
            rows_ui(ui, &EffectRows { lang }, form.rows());
        },
        |ui, form| said_ui(ui, lang, form),
    );
    match pressed {
        Some(Pressed::Save) => form
            .to_effect()
            .map_or(EffectFormOutcome::None, EffectFormOutcome::Save),
        Some(Pressed::Other) => EffectFormOutcome::Remove,
        Some(Pressed::Cancel) => EffectFormOutcome::Cancel,
        None => EffectFormOutcome::None,
    }
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
        EffectStep::AddMarker { spaces, .. } => matches!(spaces, Count::Exactly(_)),
        EffectStep::Remove { spaces, total, .. } => {
            matches!(spaces, Count::Exactly(_)) || matches!(total, Some(Count::Exactly(_)))
        }
        EffectStep::Shift { .. } | EffectStep::ArrestGandhi => false,
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

/// The Event's steps as the rows say them.
struct EffectRows {
    lang: Lang,
}

impl StepRows for EffectRows {
    type Step = EffectStep;
    const SALT: &'static str = "effect-step";

    fn words(&self) -> ListWords<'_> {
        ListWords {
            empty: word(self.lang, Word::NoStepYet),
            move_up: word(self.lang, Word::MoveUp),
            move_down: word(self.lang, Word::MoveDown),
            delete: word(self.lang, Word::DeleteStep),
        }
    }

    fn title(&self, index: usize, step: &EffectStep) -> String {
        words::step_title(self.lang, index, StepKind::of(step))
    }

    fn editor(&self, ui: &mut Ui, _index: usize, step: &mut EffectStep) {
        step_editor(ui, self.lang, step);
    }
}

/// The fields of one step, each offering only what the schema allows.
fn step_editor(ui: &mut Ui, lang: Lang, step: &mut EffectStep) {
    ui.horizontal(|ui| {
        let mut kind = StepKind::of(step);
        let name = |k: &StepKind| words::kind_name(lang, *k).to_owned();
        combo_of(
            ui,
            ("kind", word(lang, Word::Kind)),
            &StepKind::ALL,
            name,
            &mut kind,
        );
        if kind != StepKind::of(step) {
            *step = kind.switched(step);
        }
    });
    match step {
        EffectStep::AddMarker { spaces, filter, .. } => {
            ui.label(word(lang, Word::Marker));
            spaces_ui(ui, lang, spaces);
            filters_ui(ui, lang, filter);
        }
        EffectStep::Remove {
            pieces,
            spaces,
            total,
            filter,
            among_selected,
            activists_to,
        } => {
            ui.horizontal(|ui| {
                let name = |p: &Removable| words::removable_name(lang, *p).to_owned();
                let label = ("pieces", word(lang, Word::Pieces));
                combo_of(ui, label, &REMOVABLES, name, pieces);
            });
            spaces_ui(ui, lang, spaces);
            total_ui(ui, lang, total);
            filters_ui(ui, lang, filter);
            ui.checkbox(among_selected, word(lang, Word::AmongSelected));
            if *pieces == Removable::AllOfOneFaction {
                ui.horizontal(|ui| {
                    let name = |d: &NvDestination| words::destination_name(lang, *d).to_owned();
                    let label = ("activists-to", word(lang, Word::ActivistsTo));
                    combo_of(ui, label, &DESTINATIONS, name, activists_to);
                });
            } else {
                // Only a Faction's every piece can include Gandhi and
                // Activists: nothing else sends them anywhere.
                *activists_to = NvDestination::Available;
            }
        }
        EffectStep::Shift { levels, towards } => {
            ui.horizontal(|ui| {
                let label = ui.label(word(lang, Word::Levels));
                ui.add(DragValue::new(levels).range(1..=MOST_LEVELS))
                    .labelled_by(label.id);
            });
            ui.horizontal(|ui| {
                let name = |s: &Side| words::side_name(lang, *s).to_owned();
                let label = ("towards", word(lang, Word::Towards));
                combo_of(ui, label, &SIDES, name, towards);
            });
        }
        EffectStep::ArrestGandhi => {
            ui.label(word(lang, Word::NothingToChoose));
        }
    }
}

/// How many spaces a step acts on.
fn spaces_ui(ui: &mut Ui, lang: Lang, spaces: &mut Count) {
    let words = (word(lang, Word::Spaces), word(lang, Word::SpacesNumber));
    count_ui(ui, lang, "spaces", words, spaces);
}

/// "exactly" or "up to", then how many.
fn count_ui(ui: &mut Ui, lang: Lang, salt: &str, (label, number): (&str, &str), count: &mut Count) {
    ui.horizontal(|ui| {
        let mut kind = CountKind::of(*count);
        let mut n = count.most().clamp(1, MOST_COUNT);
        let name = |k: &CountKind| words::count_kind_name(lang, *k).to_owned();
        combo_of(ui, (salt, label), &CountKind::ALL, name, &mut kind);
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
        let name = |k: &CountKind| words::count_kind_name(lang, *k).to_owned();
        let unset = word(lang, Word::TotalAny);
        let label = ("total", word(lang, Word::Total));
        optional_combo(ui, label, unset, &CountKind::ALL, name, &mut kind);
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
