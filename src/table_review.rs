//! Looking back over a game on the table's board, for any volume: the
//! moves that put the physical table back to the moment looked at (ticked
//! off one by one), the players' bookmarks and notes, the lines of play
//! set aside, and the chart of the sides' margins. It owns only what the
//! players are doing with these; the game is the board's.

use coin_table::{Annotation, Line, TableMove, Total};
use egui::{Color32, RichText, Ui};

use crate::i18n::fluent::{Args, say};
use crate::i18n::volume::VolumeWords;
use crate::table::chart::{self, Axes, Mark, Series, margins_chart};

/// Colours given to the sides on the chart, in the order the volume's
/// totals name them: none of them the blue of the moment looked at or the
/// purple of a bookmark.
const SIDE_COLOURS: [Color32; 4] = [
    Color32::from_rgb(200, 60, 50),
    Color32::from_rgb(60, 160, 90),
    Color32::from_rgb(240, 150, 40),
    Color32::from_rgb(0, 160, 170),
];

/// What the players asked of the board while looking back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Look at the moment after this many entries.
    LookAt(usize),
    /// Bookmark the entry (numbered from 1) under this name.
    Bookmark(usize, String),
    /// Note this text on the entry (numbered from 1).
    Note(usize, String),
    /// Play on from the moment looked at, the entries after it set aside.
    PlayOnFromHere,
    /// Return to the line set aside at this place in the log's list.
    ReturnTo(usize),
}

/// What the players are doing while looking back.
#[derive(Clone, Debug, Default)]
pub struct Review {
    /// The moves ticked off, and the moment they put the table back to.
    ticks: (Option<usize>, Vec<bool>),
    /// The name of a bookmark, or a note, being typed.
    name: String,
    /// Whether the chart is open.
    chart: bool,
}

impl Review {
    /// The moves that put the physical table back to the moment after
    /// `looked` entries, each with a box to tick as it is made.
    pub fn put_back_ui(
        &mut self,
        ui: &mut Ui,
        words: &VolumeWords,
        (looked, moves): (usize, &[TableMove]),
    ) {
        if self.ticks.0 != Some(looked) {
            self.ticks = (Some(looked), Vec::new());
        }
        let ticks = &mut self.ticks.1;
        ticks.resize(moves.len(), false);
        let lang = words.lang();
        ui.label(RichText::new(say(lang, "table-board-put-back", Args::new())).strong())
            .on_hover_text(say(lang, "table-board-put-back-hint", Args::new()));
        if moves.is_empty() {
            ui.label(say(lang, "table-board-put-back-none", Args::new()));
        }
        for (made, done) in moves.iter().zip(ticks.iter_mut()) {
            ui.checkbox(done, words.table_move(made));
        }
    }

    /// The bookmarks and notes, each a link that looks at its moment, and
    /// a field to name the moment after `at` entries or note on it (none
    /// before the first).
    pub fn bookmarks_ui(
        &mut self,
        ui: &mut Ui,
        words: &VolumeWords,
        (at, notes): (usize, &[Annotation]),
    ) -> Option<Asked> {
        let lang = words.lang();
        let said = |id: &str| say(lang, id, Args::new());
        let mut asked = None;
        ui.label(RichText::new(said("table-board-bookmarks")).strong());
        if notes.is_empty() {
            ui.label(said("table-board-no-bookmark"));
        }
        for note in notes {
            let entry = i64::try_from(note.entry).unwrap_or(i64::MAX);
            let lines = [
                note.bookmark.as_ref().map(|name| {
                    let args = Args::new().text("name", name.clone()).num("entry", entry);
                    say(lang, "table-board-bookmark-at", args)
                }),
                note.note.as_ref().map(|text| {
                    let args = Args::new().text("note", text.clone()).num("entry", entry);
                    say(lang, "table-board-note-at", args)
                }),
            ];
            for line in lines.into_iter().flatten() {
                if ui.link(line).clicked() {
                    asked = Some(Asked::LookAt(note.entry));
                }
            }
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(said("table-board-bookmark-name"));
            ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(160.0))
                .labelled_by(label.id);
            let ready = !self.name.trim().is_empty() && at > 0;
            let mark = ui
                .add_enabled(ready, egui::Button::new(said("table-board-bookmark")))
                .on_hover_text(said("table-board-bookmark-hint"));
            let note = ui
                .add_enabled(ready, egui::Button::new(said("table-board-note")))
                .on_hover_text(said("table-board-note-hint"));
            let mut text = || std::mem::take(&mut self.name).trim().to_owned();
            if mark.clicked() {
                asked = Some(Asked::Bookmark(at, text()));
            } else if note.clicked() {
                asked = Some(Asked::Note(at, text()));
            }
        });
        asked
    }

    /// The button that plays on from the moment looked at (when looking
    /// back), and the lines set aside, each with a button to return to it.
    pub fn lines_ui(
        &mut self,
        ui: &mut Ui,
        words: &VolumeWords,
        (looking, lines): (bool, &[Line]),
    ) -> Option<Asked> {
        let lang = words.lang();
        let mut asked = None;
        if looking {
            let button = ui
                .button(say(lang, "table-board-play-on", Args::new()))
                .on_hover_text(say(lang, "table-board-play-on-hint", Args::new()));
            if button.clicked() {
                asked = Some(Asked::PlayOnFromHere);
            }
        }
        if lines.is_empty() {
            return asked;
        }
        ui.label(RichText::new(say(lang, "table-board-lines", Args::new())).strong());
        for (i, line) in lines.iter().enumerate() {
            ui.horizontal(|ui| {
                let entries = i64::try_from(line.entries.len()).unwrap_or(i64::MAX);
                let args = Args::new()
                    .text("name", line.name.clone())
                    .num("entries", entries);
                ui.label(say(lang, "table-board-line", args));
                let button = ui
                    .small_button(say(lang, "table-board-return", Args::new()))
                    .on_hover_text(say(lang, "table-board-return-hint", Args::new()));
                if button.clicked() {
                    asked = Some(Asked::ReturnTo(i));
                }
            });
        }
        asked
    }

    /// Whether the chart is open.
    pub fn charting(&self) -> bool {
        self.chart
    }

    /// The button that opens the chart.
    pub fn chart_button(&mut self, ui: &mut Ui, words: &VolumeWords) {
        let lang = words.lang();
        let text = say(lang, "table-board-chart", Args::new());
        ui.toggle_value(&mut self.chart, text).on_hover_text(say(
            lang,
            "table-board-chart-hint",
            Args::new(),
        ));
    }

    /// The chart of each side's margin (its total less what it must
    /// exceed) at the start and after each entry, with the bookmarks and
    /// the moment looked at marked, in a window of its own while open;
    /// the moment clicked on.
    pub fn chart_window(
        &mut self,
        ctx: &egui::Context,
        words: &VolumeWords,
        (totals, notes, looked): (&[Vec<Total>], &[Annotation], Option<usize>),
    ) -> Option<usize> {
        if !self.chart {
            return None;
        }
        let lang = words.lang();
        let mut clicked = None;
        let title = say(lang, "table-board-chart", Args::new());
        egui::Window::new(title)
            .id(egui::Id::unique("table-board-chart"))
            .open(&mut self.chart)
            .default_size([560.0, 320.0])
            .show(ctx, |ui| {
                ui.label(RichText::new(say(lang, "table-board-chart-hint", Args::new())).small());
                let sides = totals.first().map(Vec::as_slice).unwrap_or_default();
                let series: Vec<Series> = sides
                    .iter()
                    .enumerate()
                    .map(|(k, side)| Series {
                        name: words.name(&side.side),
                        color: SIDE_COLOURS[k % SIDE_COLOURS.len()],
                        values: totals
                            .iter()
                            .map(|row| margin_of(row, &side.side))
                            .collect(),
                    })
                    .collect();
                let looked_name = say(lang, "table-chart-looked", Args::new());
                let looked = chart::looked_mark(&looked_name, looked);
                let marks: Vec<Mark> = chart::bookmark_marks(notes).chain(looked).collect();
                let (entries, margin) = (
                    say(lang, "table-chart-entries", Args::new()),
                    say(lang, "table-chart-margin", Args::new()),
                );
                let axes = Axes {
                    entries: &entries,
                    margin: &margin,
                };
                clicked = margins_chart(ui, "table-margins", axes, (&series, &marks));
            });
        clicked
    }
}

/// A side's margin among a step's totals: its total less what it must
/// exceed (0 when the volume no longer names it).
fn margin_of(totals: &[Total], side: &str) -> f64 {
    totals
        .iter()
        .find(|t| t.side == side)
        .map_or(0.0, |t| (t.total - t.threshold) as f64)
}
