//! Small widgets and looks the play bar and the panels share.

use egui::{Color32, ComboBox, Ui};
use gandhi_validator::terms::Faction;

use crate::gandhi_table::colors;
use crate::i18n::{
    fluent::{Lang, tr},
    keys::Key,
};

/// The colour a Faction is shown in.
pub(crate) fn faction_color(faction: Faction) -> Color32 {
    match faction {
        Faction::Raj => colors::TROOP,
        Faction::Congress => colors::CONGRESS,
        Faction::MuslimLeague => colors::LEAGUE,
        Faction::Revolutionaries => Color32::from_gray(40),
    }
}

/// A button labelled `label` that shows `hint` on hover; says whether it
/// was clicked.
pub(crate) fn hinted_button(ui: &mut Ui, lang: Lang, (label, hint): (Key, Key)) -> bool {
    ui.button(tr(lang, label))
        .on_hover_text(tr(lang, hint))
        .clicked()
}

/// A list of id `salt` that scrolls, at most 360 points high; `none` is
/// said above it when it is given (the list being empty).
pub(crate) fn scrolled_list(
    ui: &mut Ui,
    salt: &str,
    none: Option<&str>,
    list: impl FnOnce(&mut Ui),
) {
    if let Some(none) = none {
        ui.label(none);
    }
    egui::ScrollArea::vertical()
        .id_salt(salt)
        .max_height(360.0)
        .show(ui, list);
}

/// A combo box with its label in front, read out as its name.
pub(crate) fn labelled_combo(
    ui: &mut Ui,
    id: &str,
    label: &str,
    selected: impl Into<egui::WidgetText>,
    contents: impl FnOnce(&mut Ui),
) {
    let label = ui.label(label);
    egui::ComboBox::from_id_salt(id)
        .selected_text(selected)
        .show_ui(ui, contents)
        .response
        .labelled_by(label.id);
}

/// A [`labelled_combo`] for a value that may be left unset: `unset` names
/// that choice, offered first, then each of `options` by its name.
pub(crate) fn labelled_optional_combo<T: Copy + PartialEq>(
    ui: &mut Ui,
    (id, label): (&str, &str),
    unset: &str,
    options: impl IntoIterator<Item = T>,
    name: impl Fn(T) -> String,
    value: &mut Option<T>,
) {
    let choices = with_unset(unset, options.into_iter().map(|o| (o, name(o))));
    let selected = (*value).map_or_else(|| unset.to_owned(), &name);
    labelled_combo(ui, id, label, selected, |ui| choose(ui, value, &choices));
}

/// The choices of a value that may be left unset: `unset` first, then
/// each of the named ones.
fn with_unset<T>(
    unset: &str,
    named: impl Iterator<Item = (T, String)>,
) -> Vec<(Option<T>, String)> {
    let mut choices = vec![(None, unset.to_owned())];
    choices.extend(named.map(|(choice, name)| (Some(choice), name)));
    choices
}

/// Offers each choice by its name, and sets `value` to the one clicked.
fn choose<T: Clone + PartialEq>(ui: &mut Ui, value: &mut T, choices: &[(T, String)]) {
    for (choice, name) in choices {
        if ui
            .selectable_label(*value == *choice, name.as_str())
            .clicked()
        {
            *value = choice.clone();
        }
    }
}

/// The tallest a combo box's list grows before it scrolls.
const COMBO_HEIGHT: f32 = 400.0;

/// A combo box with its label in front, read out as its name, offering
/// `choices` for `value`.
pub(crate) fn combo<T: Clone + PartialEq>(
    ui: &mut Ui,
    salt: &str,
    label: &str,
    selected: String,
    value: &mut T,
    choices: &[(T, String)],
) {
    let label = ui.label(label);
    ComboBox::from_id_salt(salt)
        .selected_text(selected)
        .height(COMBO_HEIGHT)
        .show_ui(ui, |ui| choose(ui, value, choices))
        .response
        .labelled_by(label.id);
}

/// A combo box offering each of `options` by its name, for `value`; the
/// label is in front, read out as its name.
pub(crate) fn combo_of<T: Clone + PartialEq>(
    ui: &mut Ui,
    (salt, label): (&str, &str),
    options: &[T],
    name: impl Fn(&T) -> String,
    value: &mut T,
) {
    let choices: Vec<(T, String)> = options.iter().map(|o| (o.clone(), name(o))).collect();
    combo(ui, salt, label, name(value), value, &choices);
}

/// A combo box for a value that may be left unset: `unset` names that
/// choice, offered first, then each of `options` by its name.
pub(crate) fn optional_combo<T: Clone + PartialEq>(
    ui: &mut Ui,
    (salt, label): (&str, &str),
    unset: &str,
    options: &[T],
    name: impl Fn(&T) -> String,
    value: &mut Option<T>,
) {
    let choices = with_unset(unset, options.iter().map(|o| (o.clone(), name(o))));
    let selected = value.as_ref().map_or_else(|| unset.to_owned(), &name);
    combo(ui, salt, label, selected, value, &choices);
}

/// A log entry's findings as links: each shows its rule section, says the
/// finding when hovered, and opens the rule when clicked. What follows
/// from a finding (decision 0038) comes after it, smaller and in brackets.
pub fn finding_links(
    ui: &mut egui::Ui,
    data: &gandhi_validator::components::GameData,
    lang: crate::i18n::fluent::Lang,
    findings: &[gandhi_validator::log::RecordedFinding],
    commands: &mut Vec<super::command::Command>,
) {
    for group in gandhi_validator::findings::groups(findings) {
        let headline = std::iter::once((group.headline, false));
        let follows = group.consequences.into_iter().map(|i| (i, true));
        for (index, follows) in headline.chain(follows) {
            let Some(finding) = findings.get(index) else {
                continue;
            };
            let said = crate::i18n::findings::recorded_finding(lang, data, finding);
            let (text, hover) = if follows {
                (
                    egui::RichText::new(format!("(§ {})", finding.rule))
                        .small()
                        .color(egui::Color32::from_rgb(200, 110, 110)),
                    format!(
                        "{}\n{said}",
                        crate::i18n::fluent::tr(lang, crate::i18n::keys::Key::FollowsFrom)
                    ),
                )
            } else {
                (
                    egui::RichText::new(format!("§ {}", finding.rule))
                        .color(egui::Color32::from_rgb(200, 40, 40)),
                    said,
                )
            };
            if ui.link(text).on_hover_text(hover).clicked() {
                commands.push(super::command::Command::ShowRule(finding.rule));
            }
        }
    }
}

/// The findings that follow from a headline (decision 0038), indented
/// beneath it under "What follows from it:", with a hover saying why; each
/// drawn by `row` from its place in the list. Nothing when there are none.
pub fn follows_beneath(
    ui: &mut egui::Ui,
    lang: crate::i18n::fluent::Lang,
    group: &gandhi_validator::findings::Group,
    mut row: impl FnMut(&mut egui::Ui, usize),
) {
    use crate::i18n::{fluent::tr, keys::Key};
    if group.consequences.is_empty() {
        return;
    }
    ui.indent(("follows", group.headline), |ui| {
        ui.label(
            egui::RichText::new(tr(lang, Key::FollowsFrom))
                .small()
                .weak(),
        )
        .on_hover_text(tr(lang, Key::FollowsFromHint));
        for at in &group.consequences {
            row(ui, *at);
        }
    });
}

/// What a click in a list of entered rows (a side's boxes, an Event's
/// steps) asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowAction {
    /// Open the row.
    Select(usize),
    /// Move it one up.
    Up(usize),
    /// Move it one down.
    Down(usize),
    /// Take it away.
    Delete(usize),
}

/// The buttons under the selected row of such a list: up, down, delete,
/// with their words.
pub fn row_buttons(
    ui: &mut egui::Ui,
    (up, down, delete): (&str, &str, &str),
    index: usize,
    count: usize,
) -> Option<RowAction> {
    let mut action = None;
    ui.horizontal(|ui| {
        if ui.add_enabled(index > 0, egui::Button::new(up)).clicked() {
            action = Some(RowAction::Up(index));
        }
        if ui
            .add_enabled(index + 1 < count, egui::Button::new(down))
            .clicked()
        {
            action = Some(RowAction::Down(index));
        }
        if ui.button(delete).clicked() {
            action = Some(RowAction::Delete(index));
        }
    });
    action
}

/// Swaps rows `a` and `a + 1` of an entered list; the selection follows its
/// row. Nothing happens past the end.
pub fn swap_rows<T>(rows: &mut [T], selected: &mut Option<usize>, a: usize) {
    if a + 1 >= rows.len() {
        return;
    }
    rows.swap(a, a + 1);
    *selected = match *selected {
        Some(s) if s == a => Some(a + 1),
        Some(s) if s == a + 1 => Some(a),
        other => other,
    };
}
