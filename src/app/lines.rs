//! The lines of play: the one the log holds and those set aside by Undo or
//! by a what-if tried from an earlier moment, kept whole; returned to,
//! compared with the present (the table moves between them), or dropped.

use egui::{Color32, RichText};

use super::command::{Command, TableMoves};
use super::widgets::{hinted_button, scrolled_list};
use super::windows::{Room, Win};
use crate::i18n::{
    fluent::{Args, Lang, say, tr},
    keys::Key,
};
use crate::session::Session;

/// The window listing the lines of play.
pub fn lines_window(
    (ctx, room): (&egui::Context, Room),
    present: &Session,
    lang: Lang,
    open: &mut bool,
    commands: &mut Vec<Command>,
) {
    let record = present.record();
    room.window(tr(lang, Key::LinesTitle), Win::Lines)
        .open(open)
        .show(ctx, |ui| {
            let current = record
                .line
                .clone()
                .unwrap_or_else(|| tr(lang, Key::LinesMain).to_owned());
            ui.label(
                RichText::new(say(
                    lang,
                    "lines-current",
                    Args::new()
                        .text("name", current)
                        .num("count", record.entries.len() as i64),
                ))
                .strong(),
            );
            ui.separator();
            let none = record.branches.is_empty().then(|| tr(lang, Key::LinesNone));
            scrolled_list(ui, "lines-list", none, |ui| {
                for (i, branch) in record.branches.iter().enumerate() {
                    let shared = branch.shared_with(&record.entries);
                    let name = if branch.name.is_empty() {
                        tr(lang, Key::LinesUndone).to_owned()
                    } else {
                        branch.name.clone()
                    };
                    let when = chrono::DateTime::parse_from_rfc3339(&branch.at)
                        .map(|t| t.format("%Y-%m-%d %H:%M").to_string())
                        .unwrap_or_else(|_| branch.at.clone());
                    ui.label(
                        RichText::new(name)
                            .strong()
                            .color(Color32::from_rgb(120, 60, 160)),
                    );
                    ui.label(say(
                        lang,
                        "lines-branch",
                        Args::new()
                            .text("when", when)
                            .num("shared", shared as i64)
                            .num("own", (branch.entries.len() - shared) as i64),
                    ));
                    ui.horizontal(|ui| {
                        if hinted_button(ui, lang, (Key::LinesSwitch, Key::LinesSwitchHint)) {
                            commands.push(Command::SwitchLine(i));
                        }
                        if hinted_button(ui, lang, (Key::LinesCompare, Key::LinesCompareHint)) {
                            commands.push(Command::TableMoves(Some(TableMoves::ToLine(i))));
                        }
                        if ui.button(tr(lang, Key::LinesDrop)).clicked() {
                            commands.push(Command::DropLine(i));
                        }
                    });
                    ui.separator();
                }
            });
        });
}
