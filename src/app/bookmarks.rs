//! Bookmarks and notes while reviewing a game: a bookmark on the entry
//! looked at, a note on it or on one of its findings (the dispute), and the
//! list of them all, searchable, each opening its moment. They are kept in
//! the saved game beside the log and change nothing in the game.

use egui::{Color32, RichText, Ui};
use gandhi_validator::components::GameData;

use super::command::Command;
use super::game::Game;
use super::widgets::{hinted_button, scrolled_list};
use super::windows::{Room, Win};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};
use crate::session::Session;
use coin_table::Annotation;

/// What is being written: a bookmark's name, a note and what it is on,
/// and the list's search.
#[derive(Clone, Debug, Default)]
pub struct Drafts {
    /// The name typed for a bookmark.
    pub bookmark: String,
    /// The note being written: its entry (from 1), the finding it is on,
    /// and its text.
    pub note: Option<(usize, Option<usize>, String)>,
    /// A note whose window was closed before it was saved, brought back
    /// when a note on the same entry is begun again.
    pub kept_note: Option<(usize, Option<usize>, String)>,
    /// The list of bookmarks and notes is shown, with its search.
    pub list: Option<String>,
}

impl Drafts {
    /// Carries out the commands about bookmarks and notes: one added or
    /// taken away, their list shown or hidden.
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        match command {
            Command::Bookmark { entry, name } => game.annotate(Annotation {
                entry,
                bookmark: Some(name),
                note: None,
                finding: None,
                at: chrono::Local::now().to_rfc3339(),
            }),
            Command::Note {
                entry,
                finding,
                text,
            } => game.annotate(Annotation {
                entry,
                bookmark: None,
                note: Some(text),
                finding,
                at: chrono::Local::now().to_rfc3339(),
            }),
            Command::RemoveAnnotation(index) => {
                if let Some(session) = game.session.as_mut() {
                    session.remove_annotation(index);
                    game.autosave();
                }
            }
            Command::Bookmarks(shown) => self.list = shown.then(String::new),
            _ => {}
        }
    }

    /// Begins a note on an entry, or brings back the one left unsaved on
    /// it.
    pub fn begin_note(&mut self, entry: usize) {
        self.note = match self.kept_note.take() {
            Some(kept) if kept.0 == entry => Some(kept),
            _ => Some((entry, None, String::new())),
        };
    }

    /// Closes the note's window; what was typed is kept for later.
    pub fn set_note_aside(&mut self) {
        if let Some(note) = self.note.take()
            && !note.2.trim().is_empty()
        {
            self.kept_note = Some(note);
        }
    }
}

/// In the look bar: a name and the Bookmark button, and Note….
pub fn annotate_ui(
    ui: &mut Ui,
    (lang, entry): (Lang, usize),
    drafts: &mut Drafts,
    commands: &mut Vec<Command>,
) {
    let label = ui.label(tr(lang, Key::BookmarkName));
    ui.add(egui::TextEdit::singleline(&mut drafts.bookmark).desired_width(120.0))
        .labelled_by(label.id)
        .on_hover_text(tr(lang, Key::BookmarkHint));
    if hinted_button(ui, lang, (Key::Bookmark, Key::BookmarkHint)) {
        let name = drafts.bookmark.trim();
        let name = if name.is_empty() {
            say(lang, "bookmark-default", Args::new().num("n", entry as i64))
        } else {
            name.to_owned()
        };
        commands.push(Command::Bookmark { entry, name });
        drafts.bookmark.clear();
    }
    if hinted_button(ui, lang, (Key::NoteButton, Key::NoteHint)) {
        drafts.begin_note(entry);
    }
}

/// The window where a note is written and the list of bookmarks and
/// notes, each when open.
pub fn windows(
    window: (&egui::Context, Room),
    data: &GameData,
    present: &Session,
    lang: Lang,
    drafts: &mut Drafts,
    commands: &mut Vec<Command>,
) {
    note_window(window, (data, present, lang), drafts, commands);
    list_window(window, (data, present, lang), drafts, commands);
}

/// The window where a note is written: on the entry, or on one of the
/// findings it raised. Closed unsaved, the note is kept as a draft.
fn note_window(
    (ctx, room): (&egui::Context, Room),
    (data, present, lang): (&GameData, &Session, Lang),
    drafts: &mut Drafts,
    commands: &mut Vec<Command>,
) {
    let Some((entry, finding, text)) = drafts.note.as_mut() else {
        return;
    };
    let Some(logged) = entry
        .checked_sub(1)
        .and_then(|i| present.record().entries.get(i))
    else {
        drafts.note = None;
        return;
    };
    let mut open = true;
    let mut save = false;
    let title = say(lang, "note-title", Args::new().num("n", *entry as i64));
    room.window(title, Win::Note)
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(i18n::log::edit_sentence(lang, data, &logged.edit));
            ui.radio_value(finding, None, tr(lang, Key::NoteOnEntry));
            for (i, f) in logged.findings.iter().enumerate() {
                let text = format!(
                    "§ {}: {}",
                    f.rule,
                    i18n::findings::recorded_finding(lang, data, f)
                );
                ui.radio_value(finding, Some(i), text);
            }
            let label = ui.label(tr(lang, Key::NoteText));
            ui.add(
                egui::TextEdit::multiline(text)
                    .desired_rows(4)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
            save = ui
                .add_enabled(
                    !text.trim().is_empty(),
                    egui::Button::new(tr(lang, Key::NoteSave)),
                )
                .clicked();
        });
    if save {
        commands.push(Command::Note {
            entry: *entry,
            finding: *finding,
            text: text.trim().to_owned(),
        });
        drafts.note = None;
        drafts.kept_note = None;
    } else if !open {
        drafts.set_note_aside();
    }
}

/// The list of every bookmark and note, searchable; each opens its moment
/// and can be taken away.
fn list_window(
    (ctx, room): (&egui::Context, Room),
    (data, present, lang): (&GameData, &Session, Lang),
    drafts: &mut Drafts,
    commands: &mut Vec<Command>,
) {
    let Some(search) = drafts.list.as_mut() else {
        return;
    };
    let mut open = true;
    room.window(tr(lang, Key::BookmarksTitle), Win::Bookmarks)
        .open(&mut open)
        .show(ctx, |ui| {
            let label = ui.label(tr(lang, Key::BookmarksSearch));
            ui.add(egui::TextEdit::singleline(search).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            let record = present.record();
            let none = record
                .annotations
                .is_empty()
                .then(|| tr(lang, Key::BookmarksNone));
            scrolled_list(ui, "bookmarks-list", none, |ui| {
                for (i, a) in record.annotations.iter().enumerate() {
                    if !search.trim().is_empty() && !a.mentions(search.trim()) {
                        continue;
                    }
                    ui.horizontal_wrapped(|ui| {
                        let text = say(
                            lang,
                            "report-at-entry",
                            Args::new().num("n", a.entry as i64),
                        );
                        if ui
                            .link(RichText::new(text).color(Color32::from_rgb(30, 80, 160)))
                            .on_hover_text(tr(lang, Key::BookmarksOpen))
                            .clicked()
                        {
                            commands.push(Command::LookAt(a.entry));
                        }
                        if let Some(name) = &a.bookmark {
                            ui.label(RichText::new(name).strong());
                        }
                        let finding = a.finding.and_then(|f| {
                            record
                                .entries
                                .get(a.entry - 1)
                                .and_then(|e| e.findings.get(f))
                        });
                        if let Some(f) = finding {
                            ui.label(
                                RichText::new(format!("§ {}", f.rule))
                                    .color(Color32::from_rgb(200, 40, 40)),
                            )
                            .on_hover_text(i18n::findings::recorded_finding(lang, data, f));
                        }
                        if let Some(note) = &a.note {
                            ui.label(RichText::new(note).italics());
                        }
                        if ui.small_button(tr(lang, Key::AidDelete)).clicked() {
                            commands.push(Command::RemoveAnnotation(i));
                        }
                    });
                }
            });
        });
    if !open {
        drafts.list = None;
    }
}
