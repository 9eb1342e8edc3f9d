//! The window that follows opening a saved game whose entries, judged
//! again by today's rules, raise other findings than the file stored, or
//! whose seal is broken: the entries listed (number, who, what, stored
//! against today), the seal's verdict, and the players' choice: accept the
//! game as it is, or review it first (the list stays, the log marks the
//! entries).

use egui::{Color32, RichText};
use gandhi_validator::components::GameData;

use super::command::Command;
use super::widgets::hinted_button;
use super::windows::{Room, Side};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};
use crate::session::Session;

/// The window, while the session holds what opening found.
pub fn opening_window(
    ctx: &egui::Context,
    data: &GameData,
    session: &Session,
    lang: Lang,
    room: Room,
    commands: &mut Vec<Command>,
) {
    let Some(opening) = session.opening() else {
        return;
    };
    let entries = &session.record().entries;
    room.place(
        egui::Window::new(tr(lang, Key::OpeningWindow)).id(egui::Id::unique("opening-window")),
        Side::Right,
        (520.0, None),
    )
    .collapsible(true)
    .show(ctx, |ui| {
        if opening.seal.is_broken() {
            ui.colored_label(
                Color32::from_rgb(200, 40, 40),
                i18n::log::seal_verdict(lang, &opening.seal),
            );
            ui.add_space(4.0);
        }
        if !opening.differences.is_empty() {
            ui.label(say(
                lang,
                "opening-judged-again",
                Args::new().num("count", opening.differences.len() as i64),
            ));
            egui::ScrollArea::vertical()
                .id_salt("opening-differences")
                .max_height(300.0)
                .show(ui, |ui| {
                    for difference in &opening.differences {
                        let Some(entry) = entries.get(difference.entry) else {
                            continue;
                        };
                        let who = entry
                            .by
                            .map(|f| format!("{}: ", i18n::names::faction(lang, f)))
                            .unwrap_or_default();
                        ui.horizontal_wrapped(|ui| {
                            let number = say(
                                lang,
                                "opening-entry",
                                Args::new().num("entry", difference.entry as i64 + 1),
                            );
                            if ui
                                .link(RichText::new(number).strong())
                                .on_hover_text(tr(lang, Key::OpeningShowInLog))
                                .clicked()
                            {
                                commands.push(Command::ShowLogEntry(difference.entry));
                            }
                            ui.label(format!(
                                "{who}{}",
                                i18n::log::edit_sentence(lang, data, &entry.edit)
                            ));
                        });
                        ui.label(
                            RichText::new(i18n::log::difference(
                                lang,
                                data,
                                &difference.stored,
                                &difference.today,
                            ))
                            .color(Color32::from_rgb(170, 90, 0)),
                        );
                        ui.add_space(4.0);
                    }
                });
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if hinted_button(ui, lang, (Key::OpeningAccept, Key::OpeningAcceptHint)) {
                commands.push(Command::AcceptOpening);
            }
            if opening.reviewing {
                ui.label(RichText::new(tr(lang, Key::OpeningReviewing)).italics());
            } else if hinted_button(ui, lang, (Key::OpeningReview, Key::OpeningReviewHint)) {
                commands.push(Command::ReviewOpening);
            }
        });
    });
}
