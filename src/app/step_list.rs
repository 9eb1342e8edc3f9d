//! The list of steps a form enters one at a time: an Arjuna side's boxes
//! (`aid_form`) and an Event side's steps (`effect_form`).
//!
//! Both forms keep their steps in a vector with the one being edited
//! selected; [`Rows`] adds, moves and deletes them with the selection
//! following. [`rows_ui`] draws the steps as rows, the selected one with
//! its buttons and its editor, which the form supplies through
//! [`StepRows`]; [`form_ui`] the problems left and the buttons at the
//! bottom, and above them the rows beside what they make. The words that
//! number the steps are at the end. Nothing here knows what a step is.

use egui::{RichText, ScrollArea, Ui};

use super::widgets::{RowAction, row_buttons, swap_rows};
use crate::i18n::{
    fluent::{Args, Lang, say, tr},
    keys::Key,
};

/// A form's steps and the one selected, borrowed to change them.
#[derive(Debug)]
pub struct Rows<'a, T> {
    /// The steps, the first one first.
    pub steps: &'a mut Vec<T>,
    /// The step being edited, by index.
    pub selected: &'a mut Option<usize>,
}

impl<T> Rows<'_, T> {
    /// Adds a step last and selects it; its index.
    pub fn push(self, step: T) -> usize {
        self.steps.push(step);
        let index = self.steps.len() - 1;
        *self.selected = Some(index);
        index
    }

    /// Moves a step one place up (earlier); the selection follows.
    pub fn move_up(self, index: usize) {
        if index > 0 {
            swap_rows(self.steps, self.selected, index - 1);
        }
    }

    /// Moves a step one place down (later); the selection follows.
    pub fn move_down(self, index: usize) {
        swap_rows(self.steps, self.selected, index);
    }

    /// Deletes a step and hands it back; nothing past the end.
    pub fn remove(self, index: usize) -> Option<T> {
        if index >= self.steps.len() {
            return None;
        }
        let gone = self.steps.remove(index);
        *self.selected = match *self.selected {
            Some(s) if s == index => None,
            Some(s) if s > index => Some(s - 1),
            other => other,
        };
        Some(gone)
    }

    /// Does what a click in the rows asked: opens or closes a row, moves
    /// it, or deletes it (handing it back).
    pub fn apply(self, action: RowAction) -> Option<T> {
        match action {
            RowAction::Select(i) => {
                *self.selected = if *self.selected == Some(i) {
                    None
                } else {
                    Some(i)
                };
            }
            RowAction::Up(i) => self.move_up(i),
            RowAction::Down(i) => self.move_down(i),
            RowAction::Delete(i) => return self.remove(i),
        }
        None
    }
}

/// The step selected when a form opens on steps already entered: the
/// first, if there is one.
pub fn first<T>(steps: &[T]) -> Option<usize> {
    (!steps.is_empty()).then_some(0)
}

/// The fixed words of a list of steps.
#[derive(Clone, Copy, Debug)]
pub struct ListWords<'a> {
    /// Shown while there is no step.
    pub empty: &'a str,
    /// Moves the selected step up.
    pub move_up: &'a str,
    /// Moves the selected step down.
    pub move_down: &'a str,
    /// Deletes the selected step.
    pub delete: &'a str,
}

/// What a form says of its steps in the rows, and how one is edited.
pub trait StepRows {
    /// What a step is.
    type Step;

    /// The id each row is drawn under, with its index.
    const SALT: &'static str;

    /// The list's fixed words.
    fn words(&self) -> ListWords<'_>;

    /// A step's title: its number and kind.
    fn title(&self, index: usize, step: &Self::Step) -> String;

    /// The lines shown under the title of every row; none by default.
    fn summary(&self, _step: &Self::Step) -> Vec<String> {
        Vec::new()
    }

    /// The fields of the selected step.
    fn editor(&self, ui: &mut Ui, index: usize, step: &mut Self::Step);
}

/// The steps as rows, the selected one with its buttons and its fields.
/// The step deleted this frame, if any, is handed back.
pub fn rows_ui<S: StepRows>(ui: &mut Ui, form: &S, rows: Rows<'_, S::Step>) -> Option<S::Step> {
    let words = form.words();
    if rows.steps.is_empty() {
        ui.label(words.empty);
    }
    let count = rows.steps.len();
    let mut action = None;
    for (index, step) in rows.steps.iter_mut().enumerate() {
        let selected = *rows.selected == Some(index);
        ui.push_id((S::SALT, index), |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let title = form.title(index, step);
                if ui
                    .selectable_label(selected, RichText::new(title).strong())
                    .clicked()
                {
                    action = Some(RowAction::Select(index));
                }
                for line in form.summary(step) {
                    ui.label(line);
                }
                if !selected {
                    return;
                }
                let buttons = (words.move_up, words.move_down, words.delete);
                if let Some(clicked) = row_buttons(ui, buttons, index, count) {
                    action = Some(clicked);
                }
                ui.separator();
                form.editor(ui, index, step);
            });
        });
    }
    action.and_then(|action| rows.apply(action))
}

/// What the buttons at the bottom of a form were clicked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pressed {
    /// Save (offered only when nothing is left to correct).
    Save,
    /// The form's own button between Save and Cancel.
    Other,
    /// Cancel.
    Cancel,
}

/// The bottom of a form: the problems left, then Save, the form's own
/// button if it has one, and Cancel.
#[derive(Debug)]
pub struct Footer<'a> {
    /// The panel's id.
    pub id: &'a str,
    /// The heading over the problems and each problem in a sentence;
    /// `None` when there is none.
    pub problems: Option<(String, Vec<String>)>,
    /// The id of the scroll area the problems scroll in past 120 points,
    /// when they scroll.
    pub scroll: Option<&'a str>,
    /// The button between Save and Cancel, with its hover text.
    pub other: Option<(&'a str, &'a str)>,
}

/// The problems left and the buttons, at the bottom of the form; which
/// button was clicked.
fn footer_ui(ui: &mut Ui, lang: Lang, footer: Footer<'_>) -> Option<Pressed> {
    let mut pressed = None;
    let can_save = footer.problems.is_none();
    egui::Panel::bottom(footer.id)
        .resizable(false)
        .show(ui, |ui| {
            if let Some((heading, problems)) = &footer.problems {
                ui.label(RichText::new(heading).strong());
                let list = |ui: &mut Ui| {
                    for p in problems {
                        ui.label(p);
                    }
                };
                match footer.scroll {
                    Some(id) => {
                        ScrollArea::vertical()
                            .id_salt(id)
                            .max_height(120.0)
                            .show(ui, list);
                    }
                    None => list(ui),
                }
            }
            ui.horizontal(|ui| {
                let button = egui::Button::new(tr(lang, Key::Save));
                if ui.add_enabled(can_save, button).clicked() {
                    pressed = Some(Pressed::Save);
                }
                if let Some((label, hint)) = footer.other
                    && ui.button(label).on_hover_text(hint).clicked()
                {
                    pressed = Some(Pressed::Other);
                }
                if ui.button(tr(lang, Key::Cancel)).clicked() {
                    pressed = Some(Pressed::Cancel);
                }
            });
        });
    pressed
}

/// How a form's body is laid out: the rows on the left, taking a share of
/// the width (280 points at least), and what they make on the right, each
/// in its scroll area.
#[derive(Debug)]
pub struct Columns {
    /// The rows' share of the width.
    pub share: f32,
    /// The rows' scroll area.
    pub rows: ScrollArea,
    /// The other column's scroll area.
    pub made: ScrollArea,
}

/// The form below its fields: the footer at the bottom, and above it the
/// rows beside what they make, both as tall as the room left (160 points
/// at least); which button of the footer was clicked.
pub fn form_ui<F>(
    ui: &mut Ui,
    lang: Lang,
    form: &mut F,
    (footer, columns): (Footer<'_>, Columns),
    rows: impl FnOnce(&mut Ui, &mut F),
    made: impl FnOnce(&mut Ui, &mut F),
) -> Option<Pressed> {
    let pressed = footer_ui(ui, lang, footer);
    let body_height = ui.available_height().max(160.0);
    let width = ui.available_width();
    let rows_width = (width * columns.share).max(280.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(rows_width);
            columns
                .rows
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| rows(ui, form));
        });
        ui.separator();
        ui.vertical(|ui| {
            columns
                .made
                .max_height(body_height)
                .auto_shrink([false, false])
                .show(ui, |ui| made(ui, form));
        });
    });
    pressed
}

// The words that number steps.

/// A place in a list counted from 0, as shown: from 1.
pub fn number(index: usize) -> i64 {
    i64::try_from(index).map_or(i64::MAX, |n| n.saturating_add(1))
}

/// The message `key` for the step (or row, or part) at `index`, given as
/// `$number`.
pub fn numbered(lang: Lang, key: &str, index: usize) -> String {
    say(lang, key, Args::new().num("number", number(index)))
}

/// A step's title, the message `key` with its `$number` and its `$kind`.
pub fn step_title(lang: Lang, key: &str, index: usize, kind: &'static str) -> String {
    say(
        lang,
        key,
        Args::new().num("number", number(index)).text("kind", kind),
    )
}

/// The message `key` with a `$count` of things (the heading over the
/// problems left).
pub fn counted(lang: Lang, key: &str, count: usize) -> String {
    say(
        lang,
        key,
        Args::new().num("count", i64::try_from(count).unwrap_or(i64::MAX)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows<'a>(steps: &'a mut Vec<char>, selected: &'a mut Option<usize>) -> Rows<'a, char> {
        Rows { steps, selected }
    }

    #[test]
    fn rows_move_and_go_with_the_selection() {
        let (mut steps, mut selected) = (vec!['a', 'b'], None);
        assert_eq!(rows(&mut steps, &mut selected).push('c'), 2);
        rows(&mut steps, &mut selected).move_up(2);
        assert_eq!((&steps[..], selected), (&['a', 'c', 'b'][..], Some(1)));
        rows(&mut steps, &mut selected).move_up(0);
        rows(&mut steps, &mut selected).move_down(2);
        let select = rows(&mut steps, &mut selected).apply(RowAction::Select(0));
        assert_eq!((select, selected), (None, Some(0)));
        let delete = rows(&mut steps, &mut selected).apply(RowAction::Delete(1));
        assert_eq!(delete, Some('c'));
        assert_eq!(rows(&mut steps, &mut selected).remove(5), None);
        assert_eq!((steps, selected), (vec!['a', 'b'], Some(0)));
    }

    #[test]
    fn deleting_a_row_above_the_selection_keeps_it() {
        let (mut steps, mut selected) = (vec!['a', 'b', 'c'], Some(2));
        rows(&mut steps, &mut selected).remove(0);
        assert_eq!(selected, Some(1));
        rows(&mut steps, &mut selected).remove(1);
        assert_eq!(selected, None);
    }

    #[test]
    fn a_row_clicked_twice_closes() {
        let mut steps = vec![1, 2];
        let mut selected = first(&steps);
        for _ in 0..2 {
            Rows {
                steps: &mut steps,
                selected: &mut selected,
            }
            .apply(RowAction::Select(1));
        }
        assert_eq!(selected, None);
        assert_eq!(first::<u8>(&[]), None);
    }
}
