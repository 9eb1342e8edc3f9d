//! Looking back over the game: any moment of the log shown on the board,
//! read only, with the checks of that moment; stepping entry by entry,
//! jumping to a card or a Campaign Round, and back to the present with one
//! key. The present game is never changed by looking back. From a moment
//! looked at, the checklist that puts the physical table back to it; from
//! the present, what changed since a Faction's last turn; and the four
//! victory margins over the whole game as a chart.

use egui::{Color32, RichText, Ui};
use gandhi_validator::play::Phase;
use gandhi_validator::position::Edit;
use gandhi_validator::position::table_moves;
use gandhi_validator::{components::GameData, position::totals, terms::Faction};

use super::command::{Command, Jump, TableMoves};
use super::game::Game;
use super::widgets::{faction_color, hinted_button, scrolled_list};
use super::windows::{Room, Win};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};
use crate::session::Session;
use crate::table::chart::{self, Axes, Mark, Series, margins_chart};

/// The timeline's state in the program.
#[derive(Debug, Default)]
pub struct Timeline {
    /// The moment looked at: how many entries of the log had been made.
    /// `None` is the present.
    pub at: Option<usize>,
    /// The game as it stood at that moment, with the log's length it was
    /// made from.
    past: Option<(usize, usize, Session)>,
    /// The checklist of table moves shown, with its ticks.
    pub moves: Option<(TableMoves, Vec<bool>)>,
    /// The chart of the victory margins is shown.
    pub chart: bool,
    /// The table at the end of the line being compared with the present.
    pub line_end: Option<gandhi_validator::position::GameState>,
    /// The lines of play are shown.
    pub lines: bool,
    /// The entry (numbered from 1) marked as the first of a report.
    pub report_from: Option<usize>,
    /// Each Faction's margin after each entry, with the log's length it
    /// was computed for.
    margins: Option<(usize, Vec<[f64; 4]>)>,
}

impl Timeline {
    /// Carries out the timeline's commands: looking back and forth, the
    /// table moves and the chart, and the lines of play (a what-if, a line
    /// returned to or dropped).
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        match command {
            Command::LookAt(n) => {
                if let Some(session) = &game.session {
                    self.look_at(session, n);
                }
            }
            Command::LookBy(by) => {
                if let Some(session) = &game.session {
                    self.step(session, by);
                }
            }
            Command::LookJump(jump) => {
                if let Some(session) = &game.session {
                    self.jump(session, jump);
                }
            }
            Command::LookPresent => {
                if let Some(session) = &game.session {
                    self.look_at(session, usize::MAX);
                }
                game.status.clear();
            }
            Command::TableMoves(moves) => {
                if let (Some(TableMoves::ToLine(i)), Some(session)) = (moves, &game.session) {
                    self.line_end = session.line_end(&game.data, i);
                }
                self.moves = moves.map(|kind| (kind, Vec::new()));
            }
            Command::TickTableMove(i) => {
                if let Some(tick) = self.moves.as_mut().and_then(|(_, ticks)| ticks.get_mut(i)) {
                    *tick = !*tick;
                }
            }
            Command::Chart(shown) => self.chart = shown,
            Command::ReportFrom(entry) => self.report_from = Some(entry),
            command => self.handle_lines(game, command),
        }
    }

    /// Carries out the commands about the lines of play.
    fn handle_lines(&mut self, game: &mut Game, command: Command) {
        match command {
            Command::Lines(shown) => self.lines = shown,
            Command::WhatIf(n) => {
                let lang = game.lang;
                let names = (
                    game.session
                        .as_ref()
                        .and_then(|s| s.record().line.clone())
                        .unwrap_or_else(|| tr(lang, Key::LinesMain).to_owned()),
                    say(
                        lang,
                        "what-if-name",
                        Args::new()
                            .num("n", n as i64)
                            .text("when", chrono::Local::now().format("%H:%M").to_string()),
                    ),
                );
                if let Some(session) = game.session.as_mut()
                    && session.what_if(&game.data, n, names)
                {
                    self.begin_line();
                    game.autosave();
                }
            }
            Command::SwitchLine(i) => {
                if let Some(session) = game.session.as_mut() {
                    match session.switch_line(&game.data, i) {
                        Ok(()) => {
                            self.begin_line();
                            game.autosave();
                        }
                        Err(error) => game.report_error(format!("{error:#}"), None),
                    }
                }
            }
            Command::DropLine(i) => {
                if let Some(session) = game.session.as_mut() {
                    session.drop_line(i);
                    self.moves = None;
                    game.autosave();
                }
            }
            _ => {}
        }
    }

    /// Back to the present of a line just taken up, with the lines shown.
    fn begin_line(&mut self) {
        *self = Timeline::default();
        self.lines = true;
    }

    /// Looks at the moment after `n` entries (the present when `n` is the
    /// log's length or more).
    pub fn look_at(&mut self, present: &Session, n: usize) {
        let len = present.record().entries.len();
        self.at = (n < len).then_some(n);
        if self.at.is_none() {
            self.moves = self.moves.take().filter(|(m, _)| *m != TableMoves::Back);
        }
    }

    /// Steps `by` entries from the moment looked at (from the present when
    /// none is).
    pub fn step(&mut self, present: &Session, by: isize) {
        let len = present.record().entries.len();
        let from = self.at.unwrap_or(len);
        self.look_at(present, from.saturating_add_signed(by).min(len));
    }

    /// Jumps to the start of a card or a Campaign Round.
    pub fn jump(&mut self, present: &Session, jump: Jump) {
        let entries = &present.record().entries;
        let len = entries.len();
        let from = self.at.unwrap_or(len);
        let card = |e: &Edit| {
            matches!(
                e,
                Edit::NextCard | Edit::Reveal { .. } | Edit::FirstCards { .. }
            )
        };
        let round = |e: &Edit| matches!(e, Edit::Phase(Phase::Victory));
        // A boundary is the moment just before the entry that starts it.
        let before = |is: &dyn Fn(&Edit) -> bool| {
            (0..from.saturating_sub(1))
                .rev()
                .find(|i| is(&entries[*i].edit))
                .unwrap_or(0)
        };
        let after = |is: &dyn Fn(&Edit) -> bool| {
            (from + 1..len)
                .find(|i| is(&entries[*i].edit))
                .unwrap_or(len)
        };
        let to = match jump {
            Jump::Start => 0,
            Jump::PreviousCard => before(&card),
            Jump::NextCard => after(&card),
            Jump::PreviousRound => before(&round),
            Jump::NextRound => after(&round),
            Jump::PreviousBookmark | Jump::NextBookmark => {
                let marks = present
                    .record()
                    .annotations
                    .iter()
                    .filter(|a| a.bookmark.is_some())
                    .map(|a| a.entry);
                let found = if jump == Jump::PreviousBookmark {
                    marks.filter(|m| *m < from).max()
                } else {
                    marks.filter(|m| *m > from).min()
                };
                found.unwrap_or(from)
            }
        };
        self.look_at(present, to);
    }

    /// The game as it stood at the moment looked at, made once per moment.
    pub fn past(&mut self, data: &GameData, present: &Session) -> Option<&Session> {
        let len = present.record().entries.len();
        let Some(n) = self.at.filter(|n| *n < len) else {
            // Back at the present: the moment made is dropped, so that the
            // game no longer shares its states and entries with it.
            self.at = None;
            self.past = None;
            return None;
        };
        let fresh = matches!(&self.past, Some((at, made_from, _)) if *at == n && *made_from == len);
        if !fresh {
            self.past = Some((n, len, present.up_to(data, n)));
        }
        self.past.as_ref().map(|(_, _, session)| session)
    }

    /// Each Faction's victory margin after each entry (1.9, 7.2), computed
    /// once per length of the log.
    pub fn margins(&mut self, data: &GameData, present: &Session) -> &[[f64; 4]] {
        let len = present.record().entries.len();
        if self.margins.as_ref().map(|(l, _)| *l) != Some(len) {
            let rows = (0..=len)
                .filter_map(|n| present.state_after(n))
                .map(|state| {
                    let t = totals(data, state);
                    Faction::ALL.map(|f| f64::from(t.scores[f].margin()))
                })
                .collect();
            self.margins = Some((len, rows));
        }
        self.margins
            .as_ref()
            .map_or(&[], |(_, rows)| rows.as_slice())
    }
}

/// The bar shown instead of the play bar while looking back: where in the
/// game this is, the entry that led here with its findings and note, the
/// steps and jumps, and the way back to the present.
pub fn look_bar(
    ui: &mut Ui,
    data: &GameData,
    present: &Session,
    (lang, at, report_from): (Lang, usize, Option<usize>),
    drafts: &mut super::bookmarks::Drafts,
    commands: &mut Vec<Command>,
) {
    look_where(ui, data, present, (lang, at), commands);
    ui.horizontal_wrapped(|ui| {
        for (label, hint, command) in jump_buttons() {
            if hinted_button(ui, lang, (label, hint)) {
                commands.push(command);
            }
        }
        ui.separator();
        if ui
            .button(RichText::new(tr(lang, Key::LookPresent)).strong())
            .on_hover_text(tr(lang, Key::LookPresentHint))
            .clicked()
        {
            commands.push(Command::LookPresent);
        }
        if hinted_button(ui, lang, (Key::TableBack, Key::TableBackHint)) {
            commands.push(Command::TableMoves(Some(TableMoves::Back)));
        }
        if hinted_button(ui, lang, (Key::WhatIf, Key::WhatIfHint)) {
            commands.push(Command::WhatIf(at));
        }
        if at > 0 {
            ui.separator();
            super::bookmarks::annotate_ui(ui, (lang, at), drafts, commands);
            ui.separator();
            report_buttons(ui, lang, (at, report_from), commands);
        }
    });
}

/// Where in the game the moment looked at is, and the entry that led
/// there with its findings, note, bookmarks and notes.
fn look_where(
    ui: &mut Ui,
    data: &GameData,
    present: &Session,
    (lang, at): (Lang, usize),
    commands: &mut Vec<Command>,
) {
    let entries = &present.record().entries;
    let len = entries.len();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(say(
                lang,
                "look-where",
                Args::new().num("at", at as i64).num("count", len as i64),
            ))
            .strong()
            .color(Color32::from_rgb(30, 80, 160)),
        )
        .on_hover_text(tr(lang, Key::LookReadOnly));
        if let Some(entry) = at.checked_sub(1).and_then(|i| entries.get(i)) {
            let who = entry
                .by
                .map(|f| format!("{}: ", i18n::names::faction(lang, f)))
                .unwrap_or_default();
            ui.label(format!(
                "{who}{}",
                i18n::log::edit_sentence(lang, data, &entry.edit)
            ));
            super::widgets::finding_links(ui, data, lang, &entry.findings, commands);
            if let Some(note) = &entry.note {
                ui.label(RichText::new(note).italics());
            }
            for a in present
                .record()
                .annotations
                .iter()
                .filter(|a| a.entry == at)
            {
                if let Some(name) = &a.bookmark {
                    ui.label(
                        RichText::new(name)
                            .strong()
                            .color(Color32::from_rgb(30, 80, 160)),
                    );
                }
                if let Some(note) = &a.note {
                    ui.label(RichText::new(note).italics());
                }
            }
        }
    });
}

/// The buttons that step and jump back and forth, with their labels and
/// hints.
fn jump_buttons() -> [(Key, Key, Command); 9] {
    use Command::LookJump as To;
    [
        (Key::LookStart, Key::LookStartHint, To(Jump::Start)),
        (
            Key::LookPreviousRound,
            Key::LookPreviousRoundHint,
            To(Jump::PreviousRound),
        ),
        (
            Key::LookPreviousCard,
            Key::LookPreviousCardHint,
            To(Jump::PreviousCard),
        ),
        (Key::LookEarlier, Key::LookEarlierHint, Command::LookBy(-1)),
        (Key::LookLater, Key::LookLaterHint, Command::LookBy(1)),
        (Key::LookNextCard, Key::LookNextCardHint, To(Jump::NextCard)),
        (
            Key::LookNextRound,
            Key::LookNextRoundHint,
            To(Jump::NextRound),
        ),
        (
            Key::LookPreviousBookmark,
            Key::LookBookmarkHint,
            To(Jump::PreviousBookmark),
        ),
        (
            Key::LookNextBookmark,
            Key::LookBookmarkHint,
            To(Jump::NextBookmark),
        ),
    ]
}

/// The buttons that mark the first entry of a report and write it, up to
/// the moment looked at.
fn report_buttons(
    ui: &mut Ui,
    lang: Lang,
    (at, report_from): (usize, Option<usize>),
    commands: &mut Vec<Command>,
) {
    if ui
        .button(say(lang, "report-from-here", Args::new()))
        .on_hover_text(say(lang, "report-from-here-hint", Args::new()))
        .clicked()
    {
        commands.push(Command::ReportFrom(at));
    }
    let from = report_from.filter(|f| *f <= at).unwrap_or(at);
    let label = if from == at {
        say(lang, "report-export", Args::new())
    } else {
        format!("{} ({from}–{at})", say(lang, "report-export", Args::new()))
    };
    if ui
        .button(label)
        .on_hover_text(say(lang, "report-export-hint", Args::new()))
        .clicked()
    {
        commands.push(Command::ExportReport {
            from,
            to: at,
            path: None,
        });
    }
}

/// The moment a Faction's last turn ended: just after its last `Done`.
pub fn last_turn_of(present: &Session, faction: Faction) -> Option<usize> {
    present
        .record()
        .entries
        .iter()
        .rposition(|e| e.by == Some(faction) && matches!(e.edit, Edit::Done { .. }))
        .map(|i| i + 1)
}

/// The checklist of moves on the physical table: to put it back to the
/// moment looked at, or what changed since a Faction's last turn. Each
/// move can be ticked off; the cards are said apart.
pub fn moves_window(
    (ctx, room): (&egui::Context, Room),
    data: &GameData,
    present: &Session,
    (lang, at, line_end): (
        Lang,
        Option<usize>,
        Option<&gandhi_validator::position::GameState>,
    ),
    moves: &mut Option<(TableMoves, Vec<bool>)>,
    commands: &mut Vec<Command>,
) {
    let Some((kind, ticks)) = moves.as_mut() else {
        return;
    };
    let now = present.state();
    let (from, to, title) = match *kind {
        TableMoves::Back => {
            let Some(then) = at.and_then(|n| present.state_after(n)) else {
                *moves = None;
                return;
            };
            (now, then, tr(lang, Key::TableBackTitle).to_owned())
        }
        TableMoves::ToLine(_) => {
            let Some(then) = line_end else {
                *moves = None;
                return;
            };
            (now, then, tr(lang, Key::CompareTitle).to_owned())
        }
        TableMoves::Since(faction) => {
            let then = last_turn_of(present, faction)
                .and_then(|n| present.state_after(n))
                .unwrap_or(now);
            (
                then,
                now,
                say(
                    lang,
                    "since-turn-title",
                    Args::new().text("faction", i18n::names::faction(lang, faction)),
                ),
            )
        }
    };
    let list = table_moves(data, from, to);
    ticks.resize(list.len(), false);
    let mut open = true;
    room.window(title, Win::TableMoves)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr(lang, Key::SinceTurn));
                for faction in Faction::ALL {
                    let chosen = *kind == TableMoves::Since(faction);
                    let text = RichText::new(i18n::names::faction(lang, faction))
                        .color(faction_color(faction));
                    if ui.selectable_label(chosen, text).clicked() {
                        commands.push(Command::TableMoves(Some(TableMoves::Since(faction))));
                    }
                }
            });
            ui.separator();
            let none = list.is_empty().then(|| tr(lang, Key::TableMovesNone));
            scrolled_list(ui, "table-moves-list", none, |ui| {
                for (i, edit) in list.iter().enumerate() {
                    let mut done = ticks[i];
                    if ui
                        .checkbox(&mut done, i18n::log::edit_sentence(lang, data, edit))
                        .changed()
                    {
                        commands.push(Command::TickTableMove(i));
                    }
                }
            });
            if from.deck != to.deck {
                ui.separator();
                ui.label(tr(lang, Key::TableMovesCards));
            }
        });
    if !open {
        commands.push(Command::TableMoves(None));
    }
}

/// The four victory margins after each entry, one line per Faction, the
/// Campaign Rounds marked; a click on the chart looks at that moment.
pub fn chart_window(
    (ctx, room): (&egui::Context, Room),
    present: &Session,
    (lang, at): (Lang, Option<usize>),
    margins: &[[f64; 4]],
    commands: &mut Vec<Command>,
) {
    let mut open = true;
    room.window(tr(lang, Key::ChartTitle), Win::Chart)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(RichText::new(tr(lang, Key::ChartHint)).small());
            let series: Vec<Series> = Faction::ALL
                .into_iter()
                .enumerate()
                .map(|(k, faction)| Series {
                    name: i18n::names::faction(lang, faction).to_owned(),
                    color: faction_color(faction),
                    values: margins.iter().map(|row| row[k]).collect(),
                })
                .collect();
            let entries = &present.record().entries;
            let rounds = entries
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e.edit, Edit::Phase(Phase::Victory)))
                .map(|(i, _)| Mark {
                    name: tr(lang, Key::ChartRound).to_owned(),
                    at: i,
                    color: Color32::from_gray(150),
                });
            let bookmarks = chart::bookmark_marks(&present.record().annotations);
            let looked = chart::looked_mark(tr(lang, Key::ChartLooked), at);
            let marks: Vec<Mark> = rounds.chain(bookmarks).chain(looked).collect();
            let axes = Axes {
                entries: tr(lang, Key::ChartEntries),
                margin: tr(lang, Key::ChartMargin),
            };
            if let Some(n) = margins_chart(ui, "margins", axes, (&series, &marks)) {
                commands.push(Command::LookAt(n));
            }
        });
    if !open {
        commands.push(Command::Chart(false));
    }
}
