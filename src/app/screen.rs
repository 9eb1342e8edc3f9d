//! The table's screen, piece by piece: the windows of the timeline, the
//! menu and the play bar above the map, the tracks at its left, the
//! findings (or the Arjuna side form) at its right, and the board itself.
//! Each piece draws from the part of the board that owns its state; what
//! the players ask for is pushed as commands.

use egui::{Rect, Ui};
use gandhi_validator::components::GameData;
use gandhi_validator::nonplayers::NpStep;
use gandhi_validator::play::Open;
use gandhi_validator::terms::Faction;

use super::bookmarks::{self, Drafts};
use super::command::Command;
use super::forms::Forms;
use super::game::Game;
use super::panels::{self, RightTab};
use super::play::{self, PlayForm};
use super::timeline::{self, Timeline};
use super::windows::Room;
use super::{aid_needs, arjuna_pick, lines};
use crate::gandhi_table::{BoardAction, build_view, intent_to_edits};
use crate::i18n::{
    fluent::{Lang, Said, tr},
    keys::Key,
};
use crate::session::Session;
use crate::table::{
    draw::{board_ui, boxes_ui},
    view::{Intent, TableView},
};

/// The board as drawn this frame: the game as it is and as it is shown
/// (in the past, when looking back), in which language, and where windows
/// open.
#[derive(Clone, Copy, Debug)]
pub struct Seen<'a> {
    /// The component data.
    pub data: &'a GameData,
    /// The interface language.
    pub lang: Lang,
    /// The game as it is now.
    pub present: &'a Session,
    /// The game as shown: the present, or the moment looked at.
    pub session: &'a Session,
    /// The moment looked at, when looking back.
    pub looking: Option<usize>,
    /// Where windows open.
    pub place: Room,
}

/// The windows of looking back: the chart of the margins, the bookmarks
/// and notes, the table moves and the lines of play.
pub fn timeline_windows(
    (ctx, place): (&egui::Context, Room),
    game: &Game,
    present: &Session,
    (timeline, drafts): (&mut Timeline, &mut Drafts),
    commands: &mut Vec<Command>,
) {
    let lang = game.lang;
    let looking = timeline.at;
    if timeline.chart {
        let margins = timeline.margins(&game.data, present).to_vec();
        timeline::chart_window((ctx, place), present, (lang, looking), &margins, commands);
    }
    bookmarks::windows((ctx, place), &game.data, present, lang, drafts, commands);
    timeline::moves_window(
        (ctx, place),
        &game.data,
        present,
        (lang, looking, timeline.line_end.as_ref()),
        &mut timeline.moves,
        commands,
    );
    if timeline.lines {
        lines::lines_window((ctx, place), present, lang, &mut timeline.lines, commands);
    }
}

/// The board's view of the game shown, with the non-players' planned turn
/// (or the one previewed) marked on the map in the present.
pub fn board_view(seen: Seen<'_>, previewed: Option<&NpStep>) -> TableView<BoardAction> {
    let session = seen.session;
    let underway = match &session.progress().open {
        Some(Open::Action { at, declared, .. }) => {
            session.state_after(*at).map(|state| (declared, state))
        }
        _ => None,
    };
    let mut view = build_view(
        seen.data,
        session.state(),
        session.report(),
        seen.lang,
        underway,
    );
    let previewed = previewed.and_then(|step| step.plan.as_ref());
    if let Some(plan) = previewed.or(session.np().plan.as_ref())
        && seen.looking.is_none()
    {
        mark_plan(&mut view, plan);
    }
    view
}

/// The menu bar, and below it the play bar (or, looking back, the bar of
/// the moment looked at) with the windows the play bar opens.
pub fn top_panels(
    ui: &mut Ui,
    seen: Seen<'_>,
    (acting, report_from): (Option<Faction>, Option<usize>),
    (play, drafts, forms): (&mut PlayForm, &mut Drafts, &mut Forms),
    board_drawn: bool,
    commands: &mut Vec<Command>,
) {
    egui::Panel::top("menu").show(ui, |ui| {
        panels::top_bar(ui, seen.data, seen.session, seen.lang, acting, commands);
    });
    egui::Panel::top("play").show(ui, |ui| {
        if let Some(at) = seen.looking {
            timeline::look_bar(
                ui,
                seen.data,
                seen.present,
                (seen.lang, at, report_from),
                drafts,
                commands,
            );
            return;
        }
        play::play_bar(ui, seen.data, seen.session, seen.lang, play, commands);
        play_windows(ui.ctx(), seen, (play, forms), board_drawn, commands);
    });
}

/// The windows the play bar opens over the map: a card's details, the
/// Arjuna letters, the aid a turn needs and the non-players' checklist.
fn play_windows(
    ctx: &egui::Context,
    seen: Seen<'_>,
    (play, forms): (&mut PlayForm, &mut Forms),
    board_drawn: bool,
    commands: &mut Vec<Command>,
) {
    let (data, lang, place) = (seen.data, seen.lang, seen.place);
    // (The first frame has no map yet: the card's form waits to
    // open over it.)
    play::card_window(
        (ctx, board_drawn.then_some(place)),
        data,
        lang,
        play,
        commands,
    );
    arjuna_pick::letters_window((ctx, place), data, lang, &mut play.arjuna, commands);
    let preview = forms
        .side_preview
        .as_ref()
        .map(|step| (step, forms.previewed.as_ref()));
    aid_needs::needs_window(
        (ctx, place),
        data,
        Some(seen.session),
        (lang, preview),
        &mut forms.needs,
        commands,
    );
    if forms.needs.need.is_none() && forms.side_form.is_none() {
        forms.side_preview = None;
    }
    play::np_checklist((ctx, place), data, seen.session, lang, commands);
}

/// The tracks at the map's left, and at its right the pieces' boxes and
/// the findings, log and action tabs, or the Arjuna side form in their
/// place.
pub fn side_panels(
    ui: &mut Ui,
    seen: Seen<'_>,
    view: &TableView<BoardAction>,
    (forms, right_tab): (&mut Forms, &mut RightTab),
    intents: &mut Vec<Intent<BoardAction>>,
    commands: &mut Vec<Command>,
) {
    // Side panels start narrower on a small screen, so the map keeps
    // at least half of the window.
    let width = ui.ctx().content_rect().width();
    egui::Panel::left("tracks")
        .resizable(true)
        .default_size((width * 0.19).clamp(236.0, 300.0))
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                panels::tracks_panel(ui, seen.data, seen.session, seen.lang, commands);
            });
        });
    // The side form takes the findings' place, beside the map.
    if forms.side_panel(ui, (seen.data, seen.lang), Some(seen.present), commands) {
        return;
    }
    egui::Panel::right("findings")
        .resizable(true)
        .default_size((width * 0.19).clamp(240.0, 380.0))
        .max_size((width * 0.4).max(300.0))
        .show(ui, |ui| {
            boxes_ui(ui, view, intents);
            ui.separator();
            panels::right_panel(
                ui,
                seen.data,
                (seen.session, seen.present, seen.looking),
                seen.lang,
                right_tab,
                commands,
            );
        });
}

/// The map, framed when it shows the past; gives back where it was drawn.
pub fn board_panel(
    ui: &mut Ui,
    view: &TableView<BoardAction>,
    looking: bool,
    intents: &mut Vec<Intent<BoardAction>>,
) -> Option<Rect> {
    let mut board_area = None;
    let map_frame = egui::Frame::central_panel(ui.style()).inner_margin(2);
    egui::CentralPanel::default()
        .frame(map_frame)
        .show(ui, |ui| {
            board_area = Some(ui.max_rect());
            board_ui(ui, view, intents);
            if looking {
                // A frame says the board shows the past.
                ui.painter().rect_stroke(
                    ui.max_rect().shrink(1.5),
                    0.0,
                    egui::Stroke::new(3.0, egui::Color32::from_rgb(30, 80, 160)),
                    egui::StrokeKind::Inside,
                );
            }
        });
    board_area
}

/// Turns what was done on the board into changes to the game. Looking
/// back, the board is read only: nothing is changed. Gives back what the
/// status line should say, when a move was refused.
pub fn intents_to_commands(
    data: &GameData,
    intents: Vec<Intent<BoardAction>>,
    looking: bool,
    commands: &mut Vec<Command>,
) -> Option<Said> {
    if looking {
        // Read only: a piece dragged on the board is not moved.
        let moved = intents.iter().any(|i| matches!(i, Intent::Move { .. }));
        return moved.then(|| Said::of(|lang| tr(lang, Key::LookReadOnly).to_owned()));
    }
    let mut status = None;
    for intent in intents {
        if let Some(mut edits) = intent_to_edits(data, &intent) {
            let command = match edits.len() {
                1 => Command::Edit(edits.remove(0)),
                _ => Command::Steps(edits),
            };
            commands.push(command);
        } else if let Intent::Move { .. } = intent {
            status = Some(Said::of(|lang| tr(lang, Key::EditRefused).to_owned()));
        }
    }
    status
}

/// Marks a non-player turn's spaces on the board: those selected with their
/// order, and a plain ring round those that were eligible.
fn mark_plan(view: &mut TableView<BoardAction>, plan: &gandhi_validator::nonplayers::Plan) {
    for space in &mut view.spaces {
        let order = plan
            .selected
            .iter()
            .position(|s| s.index() == usize::from(space.id));
        if let Some(order) = order {
            space.mark = Some((order + 1).to_string());
        } else if plan
            .considered
            .iter()
            .any(|s| s.index() == usize::from(space.id))
        {
            space.mark = Some(String::new());
        }
    }
}
