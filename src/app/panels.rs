//! The panels around the board: the menu bar, the tracks and cards, and the
//! findings and log. They only push [`Command`]s.

use coin_table::RuleRef;
use egui::{Color32, RichText, Ui};
use gandhi_validator::components::GameData;
use gandhi_validator::play::{Candidate, Explanation};
use gandhi_validator::position::Edit;
use gandhi_validator::position::{Eligibility, GameState, Seat};
use gandhi_validator::terms::Faction;
use gandhi_validator::{findings::Severity, play::Track};

use super::command::Command;
use super::game::Game;
use super::timeline::Timeline;
use super::widgets::{faction_color, hinted_button};
use super::windows::{Room, Win};
use crate::i18n::{
    self,
    fluent::{Lang, tr},
    keys::Key,
};
use crate::session::Session;
use coin_table::Seal;

/// Which list the right panel shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RightTab {
    /// Findings of the current state.
    Findings,
    /// The session log.
    Log,
    /// The action under way, checked as it goes.
    Action,
}

/// The panels' own state: the right panel's tab and the rule summary
/// shown.
#[derive(Clone, Copy, Debug)]
pub struct Panels {
    /// Which list the right panel shows.
    pub right_tab: RightTab,
    /// The rule whose summary is open, if any.
    pub rule_shown: Option<RuleRef>,
}

impl Default for Panels {
    fn default() -> Self {
        Panels {
            right_tab: RightTab::Findings,
            rule_shown: None,
        }
    }
}

impl Panels {
    /// Carries out the panels' commands: a rule's summary shown, what
    /// opening found reviewed in the log, a log entry shown (the board
    /// looks at the game just after it).
    pub fn handle(&mut self, game: &mut Game, timeline: &mut Timeline, command: Command) {
        match command {
            Command::ShowRule(rule) => self.rule_shown = Some(rule),
            Command::ReviewOpening => {
                if let Some(session) = game.session.as_mut() {
                    session.review_opening();
                    self.right_tab = RightTab::Log;
                }
            }
            Command::ShowLogEntry(index) => {
                // The Log selects the entry, and the board shows the game
                // just after it.
                self.right_tab = RightTab::Log;
                timeline.handle(game, Command::LookAt(index + 1));
            }
            _ => {}
        }
    }

    /// The summary of the rule shown, in a window at the map's right; a
    /// link in it shows the rule it names.
    pub fn rule_window(&mut self, ctx: &egui::Context, room: Room, game: &Game) {
        let Some(rule) = self.rule_shown else {
            return;
        };
        let lang = game.lang;
        let (heading, body) = match game.texts.get(lang, rule) {
            Some(summary) => (Some(summary.title.clone()), Some(summary.body.clone())),
            None => (None, None),
        };
        let mut open = true;
        let mut follow = None;
        // The window's title stays short so that it always fits; the
        // section's heading, which may be long, wraps inside.
        room.window(format!("{} {rule}", tr(lang, Key::Rule)), Win::Rule)
            .open(&mut open)
            .show(ctx, |ui| {
                if let Some(heading) = &heading {
                    ui.label(egui::RichText::new(heading).strong().size(15.0));
                    ui.separator();
                }
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| match &body {
                        Some(body) => follow = crate::rules_text::markdown_ui(ui, body),
                        None => {
                            ui.label(tr(lang, Key::RuleNotFound));
                        }
                    });
            });
        if !open {
            self.rule_shown = None;
        } else if let Some(next) = follow {
            self.rule_shown = Some(next);
        }
    }
}

/// The menu bar with undo, redo, the acting Faction and the game's name.
pub fn top_bar(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    lang: Lang,
    acting: Option<Faction>,
    commands: &mut Vec<Command>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        file_menu(ui, lang, commands);
        ui.menu_button(tr(lang, Key::EditMenu), |ui| {
            undo_redo_buttons(ui, session, lang, true, commands);
        });
        ui.menu_button(tr(lang, Key::Language), |ui| {
            for choice in Lang::ALL {
                if ui.selectable_label(lang == choice, choice.name()).clicked() {
                    commands.push(Command::SetLanguage(choice));
                }
            }
        });
        view_buttons(ui, session, lang, commands);
        ui.separator();
        undo_redo_buttons(ui, session, lang, false, commands);
        ui.separator();
        acting_combo(ui, lang, acting, commands);
        ui.separator();
        game_name(ui, data, session, lang);
    });
}

/// The File menu: a new game, open, save, the aid file, close.
fn file_menu(ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
    ui.menu_button(tr(lang, Key::File), |ui| {
        if ui.button(tr(lang, Key::NewGame)).clicked() {
            commands.push(Command::Close);
        }
        if ui
            .button(format!("{}  (Ctrl+O)", tr(lang, Key::Open)))
            .clicked()
        {
            commands.push(Command::OpenDialog);
        }
        if ui
            .button(format!("{}  (Ctrl+S)", tr(lang, Key::Save)))
            .clicked()
        {
            commands.push(Command::Save);
        }
        if ui
            .button(format!("{}  (Ctrl+Shift+S)", tr(lang, Key::SaveAs)))
            .clicked()
        {
            commands.push(Command::SaveAs);
        }
        ui.separator();
        if ui.button(tr(lang, Key::AidFile)).clicked() {
            commands.push(Command::ShowAidFile);
        }
        ui.separator();
        if ui.button(tr(lang, Key::CloseGame)).clicked() {
            commands.push(Command::Close);
        }
    });
}

/// The menu bar's buttons that open the map check, looking back, the chart,
/// the lines of play and the bookmarks.
fn view_buttons(ui: &mut Ui, session: &Session, lang: Lang, commands: &mut Vec<Command>) {
    if ui
        .button(crate::i18n::fluent::text(lang, "map-check-open"))
        .on_hover_text(crate::i18n::fluent::text(lang, "map-check-open-hint"))
        .clicked()
    {
        commands.push(Command::MapCheckOpen(None));
    }
    let has_log = !session.record().entries.is_empty();
    if ui
        .add_enabled(has_log, egui::Button::new(tr(lang, Key::LookBack)))
        .on_hover_text(tr(lang, Key::LookBackHint))
        .clicked()
    {
        commands.push(Command::LookBy(-1));
    }
    if hinted_button(ui, lang, (Key::ChartButton, Key::ChartButtonHint)) {
        commands.push(Command::Chart(true));
    }
    if hinted_button(ui, lang, (Key::LinesButton, Key::LinesButtonHint)) {
        commands.push(Command::Lines(true));
    }
    if hinted_button(ui, lang, (Key::BookmarksButton, Key::BookmarksButtonHint)) {
        commands.push(Command::Bookmarks(true));
    }
}

/// The choice of the acting Faction.
fn acting_combo(ui: &mut Ui, lang: Lang, acting: Option<Faction>, commands: &mut Vec<Command>) {
    let selected = acting.map_or(tr(lang, Key::Unknown), |f| i18n::names::faction(lang, f));
    super::widgets::labelled_combo(ui, "acting", tr(lang, Key::ActingFaction), selected, |ui| {
        if ui
            .selectable_label(acting.is_none(), tr(lang, Key::Unknown))
            .clicked()
        {
            commands.push(Command::SetActing(None));
        }
        for faction in Faction::ALL {
            if ui
                .selectable_label(acting == Some(faction), i18n::names::faction(lang, faction))
                .clicked()
            {
                commands.push(Command::SetActing(Some(faction)));
            }
        }
    });
}

/// The game's scenario, seed and file, with a mark when it has unsaved
/// changes.
fn game_name(ui: &mut Ui, data: &GameData, session: &Session, lang: Lang) {
    let record = session.record();
    let scenario = i18n::names::scenario_name(lang, data, &record.scenario);
    let file = session
        .path
        .as_ref()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dirty = if session.is_dirty() { " •" } else { "" };
    ui.label(format!(
        "{scenario} · {} {} · {file}{dirty}",
        tr(lang, Key::Seed),
        record.seed
    ));
}

/// The status line, under everything else: what the last command came to,
/// wrapped to the window's width so that nothing of it is cut off.
pub fn status_bar(ui: &mut Ui, status: &str) {
    ui.add(egui::Label::new(RichText::new(status).italics()).wrap());
}

/// Undo and Redo, greyed out when there is nothing to take back or redo.
fn undo_redo_buttons(
    ui: &mut Ui,
    session: &Session,
    lang: Lang,
    in_menu: bool,
    commands: &mut Vec<Command>,
) {
    for (enabled, key, shortcut, command) in [
        (session.can_undo(), Key::Undo, "Ctrl+Z", Command::Undo),
        (session.can_redo(), Key::Redo, "Ctrl+Y", Command::Redo),
    ] {
        let text = if in_menu {
            format!("{}  ({shortcut})", tr(lang, key))
        } else {
            tr(lang, key).to_owned()
        };
        if ui
            .add_enabled(enabled, egui::Button::new(text))
            .on_hover_text(shortcut)
            .clicked()
        {
            commands.push(command);
        }
    }
}

/// A track's value with a button either side, + and −; the value asked
/// for.
fn track_row(ui: &mut Ui, lang: Lang, track: Track, value: i32) -> Option<i32> {
    let name = i18n::names::track(lang, track);
    let mut asked = None;
    ui.horizontal(|ui| {
        ui.label(name);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let plus = ui.small_button("+").on_hover_text(format!("{name} +1"));
            if plus.clicked() {
                asked = Some(value + 1);
            }
            ui.label(RichText::new(value.to_string()).strong().monospace());
            let minus = ui.small_button("−").on_hover_text(format!("{name} −1"));
            if minus.clicked() {
                asked = Some(value - 1);
            }
        });
    });
    asked
}

/// A track's levels 1 to 5, the one it is at selected (a value outside
/// them shown in red); the level asked for.
fn level_row(ui: &mut Ui, lang: Lang, track: Track, value: i32) -> Option<i32> {
    let name = i18n::names::track(lang, track);
    let mut asked = None;
    ui.horizontal(|ui| {
        ui.label(RichText::new(name).strong());
        for level in 1..=5 {
            if ui
                .selectable_label(value == level, level.to_string())
                .on_hover_text(format!("{name} = {level}"))
                .clicked()
                && value != level
            {
                asked = Some(level);
            }
        }
        if !(1..=5).contains(&value) {
            ui.colored_label(Color32::RED, value.to_string());
        }
    });
    asked
}

/// The edge track: each Faction's total on the 0–50 scale, with its threshold.
fn edge_track(ui: &mut Ui, data: &GameData, session: &Session, lang: Lang) {
    let totals = session.totals();
    let bounds = data.pieces.resources.value;
    let span = (bounds.max - bounds.min).max(1) as f32;
    let width = ui.available_width().min(260.0);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 46.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let x = |value: i32| {
        rect.left()
            + (value.clamp(bounds.min, bounds.max) - bounds.min) as f32 / span * rect.width()
    };
    painter.rect_filled(rect, 3.0, Color32::from_rgb(236, 228, 210));
    for tick in (bounds.min..=bounds.max).step_by(10) {
        painter.line_segment(
            [
                egui::pos2(x(tick), rect.bottom() - 6.0),
                egui::pos2(x(tick), rect.bottom()),
            ],
            egui::Stroke::new(1.0, Color32::from_gray(120)),
        );
    }
    for (row, faction) in Faction::ALL.into_iter().enumerate() {
        let score = totals.scores[faction];
        let y = rect.top() + 6.0 + row as f32 * 10.0;
        let color = faction_color(faction);
        painter.line_segment(
            [egui::pos2(x(bounds.min), y), egui::pos2(x(score.total), y)],
            egui::Stroke::new(5.0, color),
        );
        painter.line_segment(
            [
                egui::pos2(x(score.threshold), y - 4.0),
                egui::pos2(x(score.threshold), y + 4.0),
            ],
            egui::Stroke::new(2.0, Color32::BLACK),
        );
    }
    response.on_hover_text(format!(
        "{} 0–50 · | = {}",
        tr(lang, Key::Victory),
        tr(lang, Key::Threshold)
    ));
}

/// The boxes beside the Restraint track and the Protest markers in them:
/// filled squares are markers in the box, hollow ones are empty places; the
/// boxes in reach during Operations are outlined (1.10).
fn protest_boxes(ui: &mut Ui, data: &GameData, session: &Session, lang: Lang) {
    let state = session.state();
    let on_map = state.protests_on_map();
    let restraint = state.tracks.restraint;
    // Markers leave from the lowest-numbered boxes, so fill in box order...
    let mut place = 0u32;
    let mut filled: Vec<(&gandhi_validator::components::ProtestBox, Vec<bool>)> = data
        .pieces
        .protest_boxes
        .iter()
        .map(|b| {
            let slots = (0..b.capacity.value)
                .map(|_| {
                    let full = place >= on_map;
                    place += 1;
                    full
                })
                .collect();
            (b, slots)
        })
        .collect();
    // ...then show each box under its Restraint level, 1 to 5.
    filled.sort_by_key(|(b, _)| b.beside_restraint.value);
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr(lang, Key::Protest)).small());
        for (protest_box, slots) in filled {
            let open = i32::from(protest_box.beside_restraint.value) >= restraint;
            let size = egui::vec2(12.0 * slots.len() as f32 + 6.0, 16.0);
            let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
            let painter = ui.painter_at(rect.expand(1.0));
            let stroke = if open {
                egui::Stroke::new(2.0, Color32::from_rgb(40, 120, 220))
            } else {
                egui::Stroke::new(1.0, Color32::from_gray(150))
            };
            painter.rect_stroke(rect, 2.0, stroke, egui::StrokeKind::Inside);
            for (slot, full) in slots.iter().enumerate() {
                let center = egui::pos2(rect.left() + 9.0 + slot as f32 * 12.0, rect.center().y);
                let square = egui::Rect::from_center_size(center, egui::vec2(9.0, 9.0));
                if *full {
                    painter.rect_filled(square, 1.0, Color32::from_rgb(250, 200, 70));
                } else {
                    painter.rect_stroke(
                        square,
                        1.0,
                        egui::Stroke::new(1.0, Color32::from_gray(150)),
                        egui::StrokeKind::Inside,
                    );
                }
            }
            let source = if protest_box.capacity.is_provisional() {
                format!(" ({})", tr(lang, Key::Provisional))
            } else {
                String::new()
            };
            response.on_hover_text(format!(
                "{} {} · {} {}{source}",
                tr(lang, Key::Restraint),
                protest_box.beside_restraint.value,
                slots.len(),
                tr(lang, Key::Protest)
            ));
        }
    });
}

/// Victory totals, tracks, eligibility, cards and the Viceroy.
pub fn tracks_panel(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    victory_grid(ui, session, lang);
    commands.extend(tracks_ui(ui, data, session, lang).map(Command::Edit));
    ui.separator();
    eligibility_ui(ui, session, lang, commands);
    ui.separator();
    turn_ui(ui, data, session.state(), lang);
    ui.separator();
    commands.extend(viceroy_ui(ui, data, session, lang).map(Command::ShowRule));
}

/// Each Faction's victory total, threshold and margin.
fn victory_grid(ui: &mut Ui, session: &Session, lang: Lang) {
    let totals = session.totals();
    ui.heading(tr(lang, Key::Victory));
    egui::Grid::new("victory")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(RichText::new(tr(lang, Key::Total)).small());
            ui.label(RichText::new(tr(lang, Key::Threshold)).small());
            ui.label(RichText::new(tr(lang, Key::Margin)).small());
            ui.end_row();
            for faction in Faction::ALL {
                let score = totals.scores[faction];
                ui.colored_label(
                    faction_color(faction),
                    RichText::new(i18n::names::faction(lang, faction)).strong(),
                );
                ui.label(RichText::new(score.total.to_string()).strong().size(16.0))
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Label,
                            true,
                            format!(
                                "{} {} {}",
                                i18n::names::faction(lang, faction),
                                tr(lang, Key::Total),
                                score.total
                            ),
                        )
                    });
                ui.label(format!("{}", score.threshold));
                let margin = RichText::new(format!("{:+}", score.margin()));
                if score.met() {
                    ui.colored_label(Color32::from_rgb(30, 150, 30), margin.strong());
                } else {
                    ui.label(margin);
                }
                ui.end_row();
            }
        });
}

/// The edge track and the tracks, each with what it bears on; the change
/// asked for, if any.
fn tracks_ui(ui: &mut Ui, data: &GameData, session: &Session, lang: Lang) -> Option<Edit> {
    let state = session.state();
    edge_track(ui, data, session, lang);
    ui.separator();
    let mut asked = None;
    // A track's row, drawn by `row`, and the change it asks for.
    let mut track =
        |ui: &mut Ui, track: Track, row: fn(&mut Ui, Lang, Track, i32) -> Option<i32>| {
            if let Some(value) = row(ui, lang, track, state.tracks.get(track)) {
                asked = Some(Edit::SetTrack { track, value });
            }
        };
    track(ui, Track::Restraint, level_row);
    protest_boxes(ui, data, session, lang);
    ui.label(format!(
        "{}: {}",
        tr(lang, Key::ProtestsAvailable),
        data.pieces
            .available_protests_for_operations(state.tracks.restraint, state.protests_on_map())
    ));
    track(ui, Track::Unity, level_row);
    if state.crisis() {
        ui.colored_label(
            Color32::from_rgb(200, 30, 30),
            RichText::new(tr(lang, Key::Crisis)).strong(),
        )
        .on_hover_text(tr(lang, Key::CrisisHint));
    }
    track(ui, Track::RajResources, track_row);
    track(ui, Track::RevolutionariesResources, track_row);
    asked
}

/// Each Faction's eligibility, which a click turns over, and its seat.
fn eligibility_ui(ui: &mut Ui, session: &Session, lang: Lang, commands: &mut Vec<Command>) {
    let state = session.state();
    ui.label(RichText::new(tr(lang, Key::Eligibility)).strong());
    for faction in Faction::ALL {
        let now = state.eligibility[faction];
        ui.horizontal(|ui| {
            ui.colored_label(faction_color(faction), i18n::names::faction(lang, faction));
            seat_menu(ui, session, lang, faction, commands);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let other = match now {
                    Eligibility::Eligible => Eligibility::Ineligible,
                    Eligibility::Ineligible => Eligibility::Eligible,
                };
                if ui
                    .selectable_label(
                        now == Eligibility::Eligible,
                        i18n::names::eligibility(lang, now),
                    )
                    .clicked()
                {
                    commands.push(Command::Edit(Edit::SetEligibility {
                        faction,
                        eligibility: other,
                    }));
                }
            });
        });
    }
}

/// The current and upcoming cards, the deck left and the Arjuna deck.
fn turn_ui(ui: &mut Ui, data: &GameData, state: &GameState, lang: Lang) {
    ui.label(RichText::new(tr(lang, Key::Turn)).strong());
    let card = |card: Option<gandhi_validator::terms::Card>| {
        card.map_or_else(
            || tr(lang, Key::NoCard).to_owned(),
            |c| i18n::names::card_name(lang, data, c),
        )
    };
    ui.label(format!(
        "{}: {}",
        tr(lang, Key::CurrentCard),
        card(state.deck.current)
    ));
    ui.label(format!(
        "{}: {}",
        tr(lang, Key::UpcomingCard),
        card(state.deck.upcoming())
    ));
    ui.label(format!(
        "{} {}",
        state.deck.draw.len(),
        tr(lang, Key::DeckLeft)
    ));
    arjuna_deck(ui, data, state, lang);
}

/// The Viceroy in office and his capabilities, for a player or a
/// non-player Raj, each with a link to its rule; the rule asked for.
fn viceroy_ui(ui: &mut Ui, data: &GameData, session: &Session, lang: Lang) -> Option<RuleRef> {
    let mut asked = None;
    let state = session.state();
    let viceroy = state.viceroy.and_then(|id| data.viceroys.get(id));
    match viceroy {
        Some(viceroy) => {
            ui.label(
                RichText::new(format!("{}: {}", tr(lang, Key::Viceroy), viceroy.name)).strong(),
            );
            let capabilities = if matches!(session.record().seats.raj, Seat::NonPlayer) {
                &viceroy.non_player
            } else {
                &viceroy.player
            };
            let side = if matches!(session.record().seats.raj, Seat::NonPlayer) {
                "non-player"
            } else {
                "player"
            };
            for (n, capability) in capabilities.iter().enumerate() {
                let section = match &capability.provenance {
                    gandhi_validator::components::Provenance::Rulebook { section, .. } => {
                        Some(*section)
                    }
                    _ => None,
                };
                let id = format!("viceroy-{}-{side}-{}", viceroy.key, n + 1);
                let text = if i18n::fluent::has(lang, &id) {
                    i18n::fluent::text(lang, &id).to_owned()
                } else {
                    capability.value.clone()
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(text).small());
                    if let Some(section) = section
                        && ui.small_button(format!("§ {section}")).clicked()
                    {
                        asked = Some(section);
                    }
                });
            }
        }
        None => {
            ui.colored_label(Color32::RED, tr(lang, Key::NoViceroy));
        }
    }
    asked
}

/// The Arjuna deck when non-players are in play (8.3): its size, the card
/// and side showing, and the cards gone to the bottom face up since the
/// shuffle, which are open information.
fn arjuna_deck(
    ui: &mut Ui,
    data: &GameData,
    state: &gandhi_validator::position::GameState,
    lang: Lang,
) {
    let deck = &state.arjuna;
    if deck.cards.is_empty() {
        return;
    }
    ui.label(
        RichText::new(format!(
            "{} · {} {}",
            tr(lang, Key::ArjunaDeck),
            deck.cards.len(),
            tr(lang, Key::ArjunaCards)
        ))
        .strong(),
    )
    .on_hover_text(tr(lang, Key::ArjunaDeckHint));
    let name = |id| data.arjuna.card(id);
    if let Some((id, face)) = deck.drawn()
        && let Some(card) = name(id)
    {
        ui.label(format!(
            "{}: {} ({})",
            tr(lang, Key::ArjunaShowing),
            card.letters(face),
            i18n::names::faction(lang, card.faction)
        ));
    }
    // The card showing is the last one cycled; it is named above.
    let shown = usize::from(deck.drawn().is_some());
    let cycled = deck.cycled_cards();
    let cycled: Vec<String> = cycled[..cycled.len().saturating_sub(shown)]
        .iter()
        .filter_map(|id| name(*id))
        .map(|card| card.front.clone())
        .collect();
    if !cycled.is_empty() {
        ui.label(format!(
            "{}: {}",
            tr(lang, Key::ArjunaCycled),
            cycled.join(" ")
        ));
    }
}

/// Who runs a Faction, changeable between cards (8.0): a player or the
/// non-player rules. Making a change reshuffles the Arjuna deck so that it
/// holds the non-players' cards (8.3).
fn seat_menu(
    ui: &mut Ui,
    session: &Session,
    lang: Lang,
    faction: Faction,
    commands: &mut Vec<Command>,
) {
    let seat = session.state().seats[faction];
    let text = match seat {
        Seat::Player(n) => format!("{} {n}", tr(lang, Key::Player)),
        Seat::NonPlayer => tr(lang, Key::NonPlayer).to_owned(),
    };
    let between_cards =
        session.progress().open.is_none() && session.progress().play.executed.is_empty();
    ui.add_enabled_ui(between_cards, |ui| {
        ui.menu_button(RichText::new(text).small(), |ui| {
            let choices = (1..=4u8).map(Seat::Player).chain([Seat::NonPlayer]);
            for choice in choices {
                let label = match choice {
                    Seat::Player(n) => format!("{} {n}", tr(lang, Key::Player)),
                    Seat::NonPlayer => tr(lang, Key::NonPlayer).to_owned(),
                };
                if ui.selectable_label(choice == seat, label).clicked() && choice != seat {
                    commands.push(Command::Steps(vec![
                        Edit::SetSeat {
                            faction,
                            seat: choice,
                        },
                        Edit::ArjunaShuffle,
                    ]));
                    ui.close();
                }
            }
        });
    });
}

/// Findings and log, in tabs.
pub fn right_panel(
    ui: &mut Ui,
    data: &GameData,
    (session, present, looking): (&Session, &Session, Option<usize>),
    lang: Lang,
    tab: &mut RightTab,
    commands: &mut Vec<Command>,
) {
    let count = session.report().findings.len();
    ui.horizontal(|ui| {
        let findings = format!("{} ({count})", tr(lang, Key::Findings));
        ui.selectable_value(tab, RightTab::Findings, findings);
        let log = format!(
            "{} ({})",
            tr(lang, Key::Log),
            present.record().entries.len()
        );
        ui.selectable_value(tab, RightTab::Log, log);
        let open = gandhi_validator::findings::headline_count(session.open_findings());
        let action = if session.progress().open.is_some() {
            format!("{} ({open})", tr(lang, Key::ActionTab))
        } else {
            tr(lang, Key::ActionTab).to_owned()
        };
        ui.selectable_value(tab, RightTab::Action, action);
    });
    ui.separator();
    if *tab == RightTab::Log {
        log_ui(ui, data, present, (lang, looking), commands);
        return;
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| match tab {
            RightTab::Findings => findings_ui(ui, data, session, lang, commands),
            RightTab::Log => {}
            RightTab::Action => action_ui(ui, data, session, lang, commands),
        });
}

fn findings_ui(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    let report = session.report();
    if report.is_clean() {
        ui.colored_label(Color32::from_rgb(30, 140, 30), tr(lang, Key::NoFindings));
        return;
    }
    finding_list(ui, data, &report.findings, lang, commands);
}

/// The action under way, checked against its declaration as it goes.
fn action_ui(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    if session.progress().open.is_none() {
        match session.free_changes() {
            Some((count, explanation)) => {
                free_changes_ui(ui, data, lang, *count, explanation, commands);
            }
            None => {
                ui.label(tr(lang, Key::NothingOpen));
            }
        }
        return;
    }
    let findings = session.open_findings();
    if findings.is_empty() {
        ui.colored_label(Color32::from_rgb(30, 140, 30), tr(lang, Key::OpenClean));
        return;
    }
    finding_list(ui, data, findings, lang, commands);
}

/// An action tried against free changes, in words.
fn candidate_text(lang: Lang, candidate: &Candidate) -> String {
    let declared = &candidate.declared;
    let what = match (&declared.choice, candidate.special_only) {
        (
            gandhi_validator::play::Choice::Operation {
                special: Some(sa), ..
            },
            true,
        ) => format!(
            "{} ({})",
            i18n::names::special(lang, *sa).to_owned(),
            tr(lang, Key::SpecialAlone)
        ),
        (choice, _) => i18n::log::choice(lang, choice),
    };
    format!("{}: {what}", i18n::names::faction(lang, declared.faction))
}

/// Free changes and the actions that fit them, or the closest ones with
/// what they break.
fn free_changes_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    count: usize,
    explanation: &Explanation,
    commands: &mut Vec<Command>,
) {
    ui.label(RichText::new(format!("{} ({count})", tr(lang, Key::FreeChanges))).strong());
    if !explanation.explains.is_empty() {
        ui.label(tr(lang, Key::LooksLike));
        for candidate in &explanation.explains {
            ui.colored_label(
                faction_color(candidate.declared.faction),
                format!("• {}", candidate_text(lang, candidate)),
            );
        }
    }
    if !explanation.unverified.is_empty() {
        ui.label(tr(lang, Key::MaybeEvent));
        let mut seen = Vec::new();
        for candidate in &explanation.unverified {
            let text = i18n::log::choice(lang, &candidate.declared.choice);
            if !seen.contains(&text) {
                ui.label(format!("• {text}"));
                seen.push(text);
            }
        }
    }
    if explanation.explains.is_empty() {
        ui.label(tr(lang, Key::NothingExplains));
        for candidate in &explanation.closest {
            ui.collapsing(
                format!(
                    "{} — {} {}",
                    candidate_text(lang, candidate),
                    candidate.errors(),
                    tr(lang, Key::BrokenRules)
                ),
                |ui| finding_list(ui, data, &candidate.findings, lang, commands),
            );
        }
    }
}

/// Findings grouped by cause (decision 0038): each headline in a frame,
/// with the findings that follow from it beneath it, marked as such.
fn finding_list(
    ui: &mut Ui,
    data: &GameData,
    findings: &[gandhi_validator::findings::Finding],
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    for group in gandhi_validator::findings::groups(findings) {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            let mut row = |ui: &mut Ui, at: usize| {
                if let Some(finding) = findings.get(at) {
                    finding_row(ui, data, finding, lang, commands);
                }
            };
            row(ui, group.headline);
            super::widgets::follows_beneath(ui, lang, &group, row);
        });
    }
}

/// One finding: its severity, its section as a link, what it says, and the
/// unchecked map fact it rests on.
fn finding_row(
    ui: &mut Ui,
    data: &GameData,
    finding: &gandhi_validator::findings::Finding,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let color = match finding.severity {
            Severity::Error => Color32::from_rgb(200, 40, 40),
            Severity::Warning => Color32::from_rgb(200, 140, 0),
        };
        let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
        ui.painter().circle_filled(dot.center(), 4.5, color);
        let title = data.rules.title(finding.rule).unwrap_or("");
        if ui
            .link(RichText::new(format!("§ {}", finding.rule)).strong())
            .on_hover_text(title)
            .clicked()
        {
            commands.push(Command::ShowRule(finding.rule));
        }
        ui.label(i18n::findings::finding(lang, data, finding));
    });
    if let Some(caveat) = finding.caveat {
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(
                Color32::from_rgb(180, 100, 0),
                RichText::new(i18n::findings::caveat(lang, data, caveat)).small(),
            );
            let gandhi_validator::findings::Caveat::Unchecked(fact) = caveat;
            if ui
                .small_button(i18n::fluent::text(lang, "caveat-check-it"))
                .on_hover_text(i18n::fluent::text(lang, "caveat-check-it-hint"))
                .clicked()
            {
                commands.push(Command::MapCheckOpen(Some(fact)));
            }
        });
    }
}

/// The log list's scrolling: in the present it keeps to the last entry;
/// a new moment looked at is brought into view once, and only when its
/// row was not already in view (a row clicked stays where it was), then
/// the list scrolls freely.
fn follow_moment(
    ui: &mut Ui,
    scroll: egui::ScrollArea,
    looking: Option<usize>,
    (selected, step, height): (usize, f32, f32),
) -> egui::ScrollArea {
    let followed = egui::Id::unique("log-list-followed");
    let last = ui.data(|d| d.get_temp::<Option<usize>>(followed)).flatten();
    let seen = ui.data(|d| d.get_temp::<(f32, f32)>(egui::Id::unique("log-list-seen")));
    match looking {
        Some(n) if last != Some(n) => {
            ui.data_mut(|d| d.insert_temp(followed, Some(n)));
            let top = selected as f32 * step;
            let in_view = seen.is_some_and(|(offset, shown)| {
                top >= offset && top + step <= offset + shown.min(height)
            });
            if in_view {
                scroll
            } else {
                scroll.vertical_scroll_offset((top - (height - step) / 2.0).max(0.0))
            }
        }
        Some(_) => scroll,
        None => {
            ui.data_mut(|d| d.insert_temp::<Option<usize>>(followed, None));
            scroll.stick_to_bottom(true)
        }
    }
}

/// The log, entry by entry. An entry judged differently on opening notes
/// what its file had stored; while the players review what opening found,
/// its entries are marked, and so is where the seal breaks. `focus` brings
/// one entry into view, once.
fn log_ui(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    (lang, looking): (Lang, Option<usize>),
    commands: &mut Vec<Command>,
) {
    let entries = &session.record().entries;
    if entries.is_empty() {
        ui.label(tr(lang, Key::LogEmpty));
        return;
    }
    let reviewing = session.opening().filter(|o| o.reviewing);
    let differs = |i: usize| reviewing.is_some_and(|o| o.differences.iter().any(|d| d.entry == i));
    let seal_breaks =
        |i: usize| reviewing.is_some_and(|o| matches!(&o.seal, Seal::Broken(b) if b.entry == i));
    // The entry that led to the moment looked at, else the last one.
    let selected = looking.map_or(entries.len() - 1, |n| n.saturating_sub(1));
    let details = entries.get(selected).is_some_and(|e| {
        e.note.is_some()
            || !e.trace.is_empty()
            || !e.findings.is_empty()
            || e.findings_before.is_some()
    });
    let list_height = if details {
        (ui.available_height() * 0.6).max(120.0)
    } else {
        ui.available_height()
    };
    // One line per entry, drawn only where visible, so that a long game
    // scrolls as fast as a short one. A row is one button high (at least
    // a line of text); the list puts the spacing between rows itself.
    let row_height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body));
    let step = row_height + ui.spacing().item_spacing.y;
    let scroll = egui::ScrollArea::vertical()
        .id_salt("log-list")
        .auto_shrink([false, false])
        .max_height(list_height);
    let scroll = follow_moment(ui, scroll, looking, (selected, step, list_height));
    let output = scroll.show_rows(ui, row_height, entries.len(), |ui, rows| {
        for i in rows {
            let text = log_line(data, session, lang, i);
            ui.horizontal(|ui| {
                // After opening a game, the entries judged differently from
                // the file and where its seal breaks are marked.
                for (marked, key, colour) in [
                    (
                        differs(i),
                        Key::OpeningDiffers,
                        Color32::from_rgb(170, 90, 0),
                    ),
                    (
                        seal_breaks(i),
                        Key::SealBrokenHere,
                        Color32::from_rgb(200, 40, 40),
                    ),
                ] {
                    if marked {
                        ui.colored_label(colour, RichText::new(tr(lang, key)).small().strong());
                    }
                }
                let row = ui.add(
                    egui::Button::selectable(looking.is_some() && i == selected, text).truncate(),
                );
                if row.clicked() {
                    commands.push(Command::LookAt(i + 1));
                }
            });
        }
    });
    let seen = (output.state.clamped_offset().y, output.inner_rect.height());
    ui.data_mut(|d| d.insert_temp(egui::Id::unique("log-list-seen"), seen));
    let Some(entry) = entries.get(selected).filter(|_| details) else {
        return;
    };
    ui.separator();
    entry_details(ui, data, lang, (entry, selected), commands);
}

/// One entry's line in the log: its number, time, Faction and what it did,
/// red when it raised findings, with its bookmarks.
fn log_line(data: &GameData, session: &Session, lang: Lang, i: usize) -> RichText {
    let entry = &session.record().entries[i];
    let time = chrono::DateTime::parse_from_rfc3339(&entry.at)
        .map(|t| t.format("%H:%M").to_string())
        .unwrap_or_else(|_| entry.at.clone());
    let who = entry
        .by
        .map(|f| format!("{}: ", i18n::names::faction(lang, f)))
        .unwrap_or_default();
    let flag = if entry.findings.is_empty() { "" } else { " §" };
    let marks: String = session
        .record()
        .annotations
        .iter()
        .filter(|a| a.entry == i + 1)
        .filter_map(|a| a.bookmark.as_ref())
        .map(|name| format!(" [{name}]"))
        .collect();
    let text = format!(
        "{}. {time} {who}{}{flag}{marks}",
        i + 1,
        i18n::log::edit_sentence(lang, data, &entry.edit)
    );
    let mut text = RichText::new(text);
    if !entry.findings.is_empty() {
        text = text.color(Color32::from_rgb(180, 40, 40));
    }
    text
}

/// The details of the entry selected in the log: the findings it raised,
/// its note, what judging it again changed, the non-player's trace.
fn entry_details(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    (entry, selected): (&gandhi_validator::log::Entry, usize),
    commands: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical()
        .id_salt("log-entry")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.label(RichText::new(format!("{}.", selected + 1)).small().weak());
            if !entry.findings.is_empty() {
                ui.label(
                    RichText::new(tr(lang, Key::RaisedFindings))
                        .small()
                        .italics(),
                );
                super::widgets::finding_links(ui, data, lang, &entry.findings, commands);
            }
            if let Some(note) = &entry.note {
                ui.label(RichText::new(note).italics());
            }
            if let Some(before) = &entry.findings_before {
                ui.label(
                    RichText::new(format!(
                        "{}: {}",
                        tr(lang, Key::JudgedAgain),
                        i18n::log::difference(lang, data, before, &entry.findings)
                    ))
                    .small()
                    .color(Color32::from_rgb(170, 90, 0)),
                );
            }
            if !entry.trace.is_empty() {
                egui::CollapsingHeader::new(RichText::new(tr(lang, Key::NpTrace)).small())
                    .id_salt(("trace", selected))
                    .show(ui, |ui| {
                        for line in i18n::np::np_trace_lines(lang, data, &entry.trace) {
                            ui.label(RichText::new(line).small());
                        }
                    });
            }
        });
}
