//! The form for an Arjuna side, as a panel beside the map: it takes the
//! place of the pieces and findings at the window's right, and the map
//! keeps the rest, whole, so the spaces the preview numbers on it are
//! never covered. For the turn that lacked the side, a button above the
//! form shows on the map what the turn would do with the side as entered
//! so far, and the preview follows every change once shown.

use egui::{RichText, Ui};
use gandhi_validator::components::GameData;
use gandhi_validator::nonplayers::NpStep;

use super::aid::AidChange;
use super::aid_needs::preview_draft;
use super::command::Command;
use crate::i18n::{
    fluent::{Lang, text, tr},
    keys::Key,
};
use {
    super::aid_form,
    crate::app::aid_form::draft::{SideForm, SideFormOutcome},
};

/// What the panel needs besides the form: the preview shown (with the
/// entry it was made with), and whether the side is the one the last turn
/// lacked (only that turn can be previewed).
#[derive(Clone, Copy, Debug)]
pub struct Preview<'a> {
    /// The preview, if one is shown.
    pub shown: Option<(&'a NpStep, Option<&'a AidChange>)>,
    /// The side is the one the last non-player turn lacked.
    pub lacked: bool,
}

/// The panel, at the window's right, as wide as a laptop's screen allows
/// beside a map still large enough to read.
pub fn side_panel(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    form: &mut SideForm,
    preview: Preview<'_>,
    commands: &mut Vec<Command>,
) {
    let width = ui.ctx().content_rect().width();
    egui::Panel::right("arjuna-side-form")
        .resizable(true)
        .default_size((width * 0.34).clamp(420.0, 560.0))
        .max_size((width * 0.55).max(420.0))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr(lang, Key::AidSideWindow)).strong());
                let close = ui
                    .button(tr(lang, Key::Close))
                    .on_hover_text(text(lang, "close-keeps-draft"));
                if close.clicked() {
                    commands.push(Command::CloseSideForm);
                }
            });
            if preview.lacked {
                preview_ui(ui, data, lang, form, preview.shown, commands);
            }
            ui.separator();
            match aid_form::side_form_ui(ui, data, lang, form) {
                SideFormOutcome::Save(side) => {
                    commands.push(Command::EnterAid(AidChange::Side {
                        card: form.card,
                        face: form.face,
                        side,
                    }));
                }
                SideFormOutcome::Cancel => commands.push(Command::CancelSideForm),
                SideFormOutcome::None => {}
            }
        });
}

/// The button that shows on the board what the turn would do with the
/// side as entered so far (the spaces it would select, numbered in order),
/// and its reasoning, so a slip of transcription is seen before saving.
fn preview_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    form: &SideForm,
    shown: Option<(&NpStep, Option<&AidChange>)>,
    commands: &mut Vec<Command>,
) {
    let draft = form.to_face().ok().map(|side| AidChange::Side {
        card: form.card,
        face: form.face,
        side,
    });
    // Once shown, the preview follows the side as it is entered.
    let changed = shown.is_some_and(|(_, previewed)| draft.as_ref() != previewed);
    let shown = shown.map(|(step, _)| step);
    let list = ("preview-trace", 140.0);
    preview_draft((ui, data, lang), draft, (changed, shown), list, commands);
}
