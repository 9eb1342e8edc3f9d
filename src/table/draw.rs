//! Drawing the table and turning drags, drops and menu picks into intents.

use egui::{
    Align2, Color32, CornerRadius, DragAndDrop, FontId, Id, Key, LayerId, Modifiers, Order,
    Painter, PointerButton, Pos2, Rect, Response, Role, Sense, Shape, Stroke, StrokeKind, Ui, Vec2,
    WidgetInfo, pos2, vec2,
};

use crate::i18n::fluent::{Lang, tr};
use crate::i18n::keys::Key as Label;

use super::view::{
    Badge, BoxView, Corner, DragPayload, Intent, Look, MapWords, MenuItem, SpaceShape, SpaceView,
    TableView, Token, TokenShape, Where,
};

/// Half the size of a block space, in layout units.
const BLOCK_HALF: Vec2 = vec2(62.0, 44.0);
/// Radius of a City, in layout units.
const ROUND_RADIUS: f32 = 42.0;
/// Radius of a Railway node, in layout units.
const NODE_RADIUS: f32 = 11.0;
/// Side of a token, in layout units.
const TOKEN: f32 = 17.0;

const HIGHLIGHT: Color32 = Color32::from_rgb(220, 30, 30);
const SEA: Color32 = Color32::from_rgb(196, 214, 226);
/// The outline of the space or box under a dragged piece.
pub const DROP: Color32 = Color32::from_rgb(40, 120, 220);
/// The ring and tag of a marked space (a non-player's trace).
const MARK: Color32 = Color32::from_rgb(30, 110, 60);

/// No text on the map is drawn smaller than this, in points, whatever the
/// zoom: names, counts, badges and labels stay readable on a laptop.
pub const MIN_TEXT: f32 = 11.0;
/// A token is never drawn smaller than this, in points.
const MIN_TOKEN: f32 = 14.0;
/// How far the map can be zoomed out and in, relative to the fitted size.
const ZOOM_RANGE: (f32, f32) = (0.6, 6.0);
/// How much one press of + or - zooms.
const ZOOM_STEP: f32 = 1.25;
/// How far one press of Shift and an arrow key pans, in points.
const PAN_STEP: f32 = 80.0;

/// Maps layout units to the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Frame {
    origin: Pos2,
    min: Pos2,
    max: Pos2,
    scale: f32,
}

impl Frame {
    fn fit<A>(view: &TableView<A>, rect: Rect) -> Frame {
        let mut min = pos2(f32::MAX, f32::MAX);
        let mut max = pos2(f32::MIN, f32::MIN);
        for space in &view.spaces {
            min = min.min(space.at - BLOCK_HALF);
            max = max.max(space.at + BLOCK_HALF);
        }
        for dot in &view.dots {
            min = min.min(dot.at);
            max = max.max(dot.at);
        }
        if min.x > max.x {
            min = pos2(0.0, 0.0);
            max = pos2(1000.0, 1000.0);
        }
        let margin = vec2(8.0, 8.0);
        let size = max - min;
        let scale = ((rect.width() - 2.0 * margin.x) / size.x)
            .min((rect.height() - 2.0 * margin.y) / size.y)
            .max(0.05);
        let used = size * scale;
        let origin = rect.min + (rect.size() - used) / 2.0;
        Frame {
            origin,
            min,
            max,
            scale,
        }
    }

    fn pos(&self, p: Pos2) -> Pos2 {
        self.origin + (p - self.min) * self.scale
    }

    fn len(&self, units: f32) -> f32 {
        units * self.scale
    }

    /// The same map zoomed by `factor` around the screen point `at`, kept
    /// within the zoom range of `fit`.
    fn zoomed(self, fit: &Frame, factor: f32, at: Pos2) -> Frame {
        let scale = (self.scale * factor).clamp(fit.scale * ZOOM_RANGE.0, fit.scale * ZOOM_RANGE.1);
        let factor = scale / self.scale;
        Frame {
            origin: at - (at - self.origin) * factor,
            scale,
            ..self
        }
    }

    /// Keeps at least a corner of the map inside `rect`, however far it is
    /// panned.
    fn kept_in(mut self, rect: Rect) -> Frame {
        let keep = 80.0f32.min(rect.width() / 2.0).min(rect.height() / 2.0);
        let low = self.pos(self.max);
        let high = self.pos(self.min);
        let shift = vec2(
            (rect.left() + keep - low.x).max(0.0) + (rect.right() - keep - high.x).min(0.0),
            (rect.top() + keep - low.y).max(0.0) + (rect.bottom() - keep - high.y).min(0.0),
        );
        self.origin += shift;
        self
    }
}

/// The map's zoom and pan between frames: `None` while it is fitted to its
/// area, else the zoom relative to the fit and the layout point shown at the
/// centre of the area.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Camera {
    zoom: f32,
    center: Pos2,
}

impl Camera {
    fn frame(self, fit: &Frame, rect: Rect) -> Frame {
        let scale = fit.scale * self.zoom;
        Frame {
            origin: rect.center() - (self.center - fit.min) * scale,
            scale,
            ..*fit
        }
    }

    fn of(frame: &Frame, fit: &Frame, rect: Rect) -> Camera {
        Camera {
            zoom: frame.scale / fit.scale,
            center: frame.min + (rect.center() - frame.origin) / frame.scale,
        }
    }
}

/// What the pointer and keys asked of the map this frame.
enum CameraMove {
    Zoom(f32, Pos2),
    Pan(Vec2),
    Fit,
}

/// The words of the map's own controls, in `lang`.
pub fn map_words(lang: Lang) -> MapWords {
    MapWords {
        map: tr(lang, Label::MapName).to_owned(),
        zoom_in: tr(lang, Label::MapZoomIn).to_owned(),
        zoom_out: tr(lang, Label::MapZoomOut).to_owned(),
        fit: tr(lang, Label::MapFit).to_owned(),
        fit_hint: tr(lang, Label::MapFitHint).to_owned(),
        hint: tr(lang, Label::DragHint).to_owned(),
    }
}

/// Draws the map: lines, Towns, spaces with their badges and tokens; handles
/// hover texts, right-click menus and drag and drop, and the map's zoom and
/// pan (wheel or pinch, drag the sea, the + - and fit buttons, or the keys
/// `+`, `-`, `0` and Shift with the arrows). Fills the space given.
///
/// While the pointer is over the map the map does not move when the area
/// around it changes size; it fits its new area once the pointer leaves.
pub fn board_ui<A: Clone>(ui: &mut Ui, view: &TableView<A>, intents: &mut Vec<Intent<A>>) {
    let size = ui.available_size();
    let (rect, background) = ui.allocate_exact_size(size, Sense::click_and_drag());
    background.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, &view.words.map));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, SEA);

    let camera_id = Id::unique("table-map-camera");
    let fit = Frame::fit(view, rect);
    let (camera, last) = ui.data(|d| {
        (
            d.get_temp::<Camera>(camera_id),
            d.get_temp::<Frame>(camera_id.with("last")),
        )
    });
    let dragging = DragAndDrop::has_payload_of_type::<DragPayload>(ui.ctx());
    let held = background.contains_pointer() || background.dragged() || dragging;
    let mut frame = match (held, last) {
        (true, Some(last)) => last,
        _ => camera.map_or(fit, |camera| camera.frame(&fit, rect)),
    };
    let mut camera = camera;
    let mut moves = camera_moves(ui, &background, rect);

    if !view.words.hint.is_empty() {
        let galley = painter.layout(
            view.words.hint.clone(),
            FontId::proportional(MIN_TEXT),
            Color32::from_gray(90),
            rect.width() - 16.0,
        );
        painter.galley(
            rect.left_bottom() + vec2(8.0, -6.0 - galley.size().y),
            galley,
            Color32::from_gray(90),
        );
    }
    for line in &view.lines {
        painter.line_segment(
            [frame.pos(line.from), frame.pos(line.to)],
            Stroke::new(frame.len(line.width).max(1.0), line.color),
        );
    }
    for dot in &view.dots {
        let at = frame.pos(dot.at);
        painter.circle_filled(at, frame.len(5.0).max(3.0), Color32::from_gray(40));
        if dot.highlight {
            painter.circle_stroke(
                at,
                frame.len(14.0).max(10.0),
                Stroke::new(frame.len(4.0).max(2.5), HIGHLIGHT),
            );
        }
        painter.text(
            at + vec2(0.0, frame.len(7.0).max(4.0)),
            Align2::CENTER_TOP,
            &dot.label,
            FontId::proportional(frame.len(9.0).max(MIN_TEXT)),
            Color32::from_gray(60),
        );
    }
    for space in &view.spaces {
        space_ui(ui, &painter, &frame, space, dragging, intents);
    }
    drag_ghost(ui, view);
    controls_ui(ui, rect, &view.words, &mut moves);

    for action in moves {
        frame = match action {
            CameraMove::Fit => {
                camera = None;
                fit
            }
            CameraMove::Zoom(factor, at) => frame.zoomed(&fit, factor, at).kept_in(rect),
            CameraMove::Pan(by) => Frame {
                origin: frame.origin + by,
                ..frame
            }
            .kept_in(rect),
        };
        if !matches!(action, CameraMove::Fit) {
            camera = Some(Camera::of(&frame, &fit, rect));
        }
        ui.ctx().request_repaint();
    }
    ui.data_mut(|d| {
        match camera {
            Some(camera) => {
                d.insert_temp(camera_id, camera);
            }
            None => d.remove::<Camera>(camera_id),
        }
        d.insert_temp(camera_id.with("last"), frame);
    });
}

/// The wheel, pinch, drag and keys over the map.
fn camera_moves(ui: &Ui, background: &Response, rect: Rect) -> Vec<CameraMove> {
    let mut moves = Vec::new();
    if background.dragged_by(PointerButton::Primary) || background.dragged_by(PointerButton::Middle)
    {
        let delta = background.drag_delta();
        if delta != Vec2::ZERO {
            moves.push(CameraMove::Pan(delta));
        }
    }
    if ui.rect_contains_pointer(rect) {
        let (scroll, pinch, at) = ui.input(|i| {
            (
                i.smooth_scroll_delta.y,
                i.zoom_delta(),
                i.pointer.hover_pos(),
            )
        });
        let factor = pinch * (scroll / 300.0).exp();
        if let Some(at) = at
            && (factor - 1.0).abs() > 1e-4
        {
            moves.push(CameraMove::Zoom(factor, at));
        }
    }
    let typing = ui.ctx().memory(|m| m.focused().is_some());
    if !typing {
        ui.input_mut(|i| {
            let center = rect.center();
            if i.consume_key(Modifiers::NONE, Key::Plus)
                || i.consume_key(Modifiers::NONE, Key::Equals)
                || i.consume_key(Modifiers::SHIFT, Key::Equals)
            {
                moves.push(CameraMove::Zoom(ZOOM_STEP, center));
            }
            if i.consume_key(Modifiers::NONE, Key::Minus) {
                moves.push(CameraMove::Zoom(1.0 / ZOOM_STEP, center));
            }
            if i.consume_key(Modifiers::NONE, Key::Num0) {
                moves.push(CameraMove::Fit);
            }
            for (key, by) in [
                (Key::ArrowLeft, vec2(PAN_STEP, 0.0)),
                (Key::ArrowRight, vec2(-PAN_STEP, 0.0)),
                (Key::ArrowUp, vec2(0.0, PAN_STEP)),
                (Key::ArrowDown, vec2(0.0, -PAN_STEP)),
            ] {
                if i.consume_key(Modifiers::SHIFT, key) {
                    moves.push(CameraMove::Pan(by));
                }
            }
        });
    }
    moves
}

/// The zoom buttons in the map's top right corner.
fn controls_ui(ui: &mut Ui, rect: Rect, words: &MapWords, moves: &mut Vec<CameraMove>) {
    let area = Rect::from_min_max(
        rect.right_top() + vec2(-300.0, 6.0),
        rect.right_top() + vec2(-6.0, 40.0),
    );
    let mut bar = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(area)
            .layout(egui::Layout::right_to_left(egui::Align::Min)),
    );
    let center = rect.center();
    if bar
        .button(&words.fit)
        .on_hover_text(&words.fit_hint)
        .clicked()
    {
        moves.push(CameraMove::Fit);
    }
    if bar.button("-").on_hover_text(&words.zoom_out).clicked() {
        moves.push(CameraMove::Zoom(1.0 / ZOOM_STEP, center));
    }
    if bar.button("+").on_hover_text(&words.zoom_in).clicked() {
        moves.push(CameraMove::Zoom(ZOOM_STEP, center));
    }
}

/// A token's side on screen.
fn token_side(frame: &Frame) -> f32 {
    frame.len(TOKEN).max(MIN_TOKEN)
}

fn space_rect(frame: &Frame, space: &SpaceView<impl Clone>) -> Rect {
    let at = frame.pos(space.at);
    match space.shape {
        SpaceShape::Block => Rect::from_center_size(at, BLOCK_HALF * 2.0 * frame.scale),
        SpaceShape::Round => Rect::from_center_size(at, Vec2::splat(frame.len(ROUND_RADIUS) * 2.0)),
        SpaceShape::Node => {
            // Room for a row of tokens on the node.
            let tokens = space.tokens.len().max(1) as f32;
            let token = token_side(frame);
            let width = (tokens * token * 1.15 + 8.0).max(frame.len(NODE_RADIUS * 2.0));
            let height = (token + 4.0).max(frame.len(NODE_RADIUS * 2.0 + 4.0));
            Rect::from_center_size(at, vec2(width, height))
        }
    }
}

/// Draws one space with its mark, name, badges and tokens, and turns a
/// click, a drop, a pick from its menu or a hover over it into intents.
fn space_ui<A: Clone>(
    ui: &mut Ui,
    painter: &Painter,
    frame: &Frame,
    space: &SpaceView<A>,
    dragging: bool,
    intents: &mut Vec<Intent<A>>,
) {
    let rect = space_rect(frame, space);
    let response = ui.interact(rect, Id::unique(("space", space.id)), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &space.name));
    let drop_here = dragging && response.contains_pointer();

    paint_space_body(painter, frame, rect, space);
    if drop_here {
        painter.rect_stroke(
            rect.expand(2.0),
            6.0,
            Stroke::new(3.0, DROP),
            StrokeKind::Outside,
        );
    }
    if let Some(label) = &space.mark {
        paint_mark(painter, frame, rect, label);
    }
    let name_size = name_size(frame, space.shape);
    paint_name(painter, frame, rect, space, name_size);
    badges_ui(painter, frame, rect, space);
    let token_rects = token_rects(frame, rect, space, name_size);
    for (tok, token_rect) in space.tokens.iter().zip(token_rects) {
        token_ui(
            ui,
            painter,
            token_rect,
            tok,
            Where::Space(space.id),
            &space.name,
            intents,
        );
    }

    drop_onto(&response, Where::Space(space.id), intents);
    if response.clicked() {
        intents.push(Intent::Pick(Where::Space(space.id)));
    }
    let response = space_hover_ui(response, space);
    menu_ui(&response, &space.menu, intents);
}

/// Paints a space's shape in its fill, with its border (red and thicker
/// when the space is highlighted).
fn paint_space_body<A>(painter: &Painter, frame: &Frame, rect: Rect, space: &SpaceView<A>) {
    let border_width = if space.highlight {
        frame.len(4.0).max(2.5)
    } else {
        frame.len(1.5).max(1.0)
    };
    let border = if space.highlight {
        HIGHLIGHT
    } else {
        space.border
    };
    let stroke = Stroke::new(border_width, border);
    match space.shape {
        SpaceShape::Block => {
            let radius = CornerRadius::same(frame.len(10.0).clamp(2.0, 30.0) as u8);
            painter.rect(rect, radius, space.fill, stroke, StrokeKind::Inside);
        }
        SpaceShape::Round => {
            painter.circle(rect.center(), rect.width() / 2.0, space.fill, stroke);
        }
        SpaceShape::Node => {
            let radius = CornerRadius::same(frame.len(NODE_RADIUS).clamp(2.0, 40.0) as u8);
            painter.rect(rect, radius, space.fill, stroke, StrokeKind::Inside);
        }
    }
}

/// Rings a marked space (a non-player's trace) and, when the mark has a
/// label, shows it in a disc on the space's top left corner.
fn paint_mark(painter: &Painter, frame: &Frame, rect: Rect, label: &str) {
    let width = if label.is_empty() { 2.0 } else { 4.0 };
    painter.rect_stroke(
        rect.expand(frame.len(3.0).max(2.0)),
        8.0,
        Stroke::new(frame.len(width).max(1.5), MARK),
        StrokeKind::Outside,
    );
    if !label.is_empty() {
        let at = rect.left_top();
        let r = frame.len(11.0).max(MIN_TEXT / 1.3);
        painter.circle_filled(at, r, MARK);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            label,
            FontId::proportional(r * 1.3),
            Color32::WHITE,
        );
    }
}

/// The size of a space's name on screen, by the shape of the space.
fn name_size(frame: &Frame, shape: SpaceShape) -> f32 {
    match shape {
        SpaceShape::Node => frame.len(9.0),
        SpaceShape::Round => frame.len(11.0),
        SpaceShape::Block => frame.len(12.0),
    }
    .max(MIN_TEXT)
}

/// Writes a space's name along its top; a Railway node's name is left to
/// its hover text.
fn paint_name<A>(
    painter: &Painter,
    frame: &Frame,
    rect: Rect,
    space: &SpaceView<A>,
    name_size: f32,
) {
    let name_at = match space.shape {
        SpaceShape::Block => rect.center_top() + vec2(0.0, frame.len(3.0)),
        SpaceShape::Round => rect.center_top() + vec2(0.0, frame.len(9.0)),
        SpaceShape::Node => rect.center_bottom() + vec2(0.0, frame.len(1.0)),
    };
    if space.shape != SpaceShape::Node {
        painter.text(
            name_at,
            Align2::CENTER_TOP,
            &space.name,
            FontId::proportional(name_size),
            Color32::from_gray(20),
        );
    }
}

/// Draws a space's badges, each beside the ones before it in its corner.
fn badges_ui<A>(painter: &Painter, frame: &Frame, rect: Rect, space: &SpaceView<A>) {
    let mut offsets = [0.0f32; 4];
    for badge in &space.badges {
        let slot = match badge.corner {
            Corner::TopLeft => 0,
            Corner::TopRight => 1,
            Corner::BottomLeft => 2,
            Corner::BottomRight => 3,
        };
        if let Some(offset) = offsets.get_mut(slot) {
            *offset += badge_ui(painter, frame, rect, badge, space.shape, *offset);
        }
    }
}

/// Where a space's tokens go on screen, one rect for each: a grid under the
/// name, each row centred (a row on a Railway node).
fn token_rects<A>(frame: &Frame, rect: Rect, space: &SpaceView<A>, name_size: f32) -> Vec<Rect> {
    let token = token_side(frame);
    let gap = token * 0.18;
    let (top, width) = match space.shape {
        SpaceShape::Block => (
            rect.top() + name_size + frame.len(8.0),
            rect.width() - frame.len(14.0),
        ),
        SpaceShape::Round => (
            rect.top() + name_size + frame.len(14.0),
            rect.width() * 0.72,
        ),
        SpaceShape::Node => (rect.center().y - token / 2.0, rect.width() - frame.len(4.0)),
    };
    let columns = ((width + gap) / (token + gap)).floor().max(1.0) as usize;
    let rows = space.tokens.len().div_ceil(columns).max(1);
    (0..space.tokens.len())
        .map(|i| {
            let row = i / columns;
            let col = i % columns;
            let in_row = if row + 1 == rows {
                space.tokens.len() - row * columns
            } else {
                columns
            };
            let row_width = in_row as f32 * (token + gap) - gap;
            let left = rect.center().x - row_width / 2.0;
            let min = pos2(
                left + col as f32 * (token + gap),
                top + row as f32 * (token + gap),
            );
            Rect::from_min_size(min, Vec2::splat(token))
        })
        .collect()
}

/// Shows a space's name and facts when the pointer rests on it, the lines
/// to be wary of in orange.
fn space_hover_ui<A>(response: Response, space: &SpaceView<A>) -> Response {
    if space.tooltip.is_empty() {
        return response;
    }
    response.on_hover_ui(|ui| {
        ui.strong(&space.name);
        for line in &space.tooltip {
            if line.warn {
                ui.colored_label(Color32::from_rgb(180, 90, 0), &line.text);
            } else {
                ui.label(&line.text);
            }
        }
    })
}

/// Draws a badge in its corner, `offset` points inwards from the corner;
/// returns the width it took so the next badge in that corner sits beside it.
fn badge_ui(
    painter: &Painter,
    frame: &Frame,
    rect: Rect,
    badge: &Badge,
    shape: SpaceShape,
    offset: f32,
) -> f32 {
    let size = frame.len(15.0).max(MIN_TEXT / 0.72);
    let inset = match shape {
        SpaceShape::Round => frame.len(9.0),
        _ => frame.len(2.0),
    };
    let font = FontId::proportional(size * 0.72);
    let galley = painter.layout_no_wrap(badge.text.clone(), font, badge.ink);
    let width = if badge.crescent {
        size
    } else {
        (galley.size().x + size * 0.5).max(size)
    };
    let half = vec2(width / 2.0, size / 2.0);
    let center = match badge.corner {
        Corner::TopLeft => rect.left_top() + vec2(inset + offset, inset) + half,
        Corner::TopRight => rect.right_top() + vec2(-inset - offset - width, inset) + half,
        Corner::BottomLeft => rect.left_bottom() + vec2(inset + offset, -inset - size) + half,
        Corner::BottomRight => {
            rect.right_bottom() + vec2(-inset - offset - width, -inset - size) + half
        }
    };
    if badge.crescent {
        let r = size * 0.45;
        painter.circle_filled(center, r, badge.fill);
        painter.circle_filled(center + vec2(r * 0.45, -r * 0.15), r * 0.85, badge.ink);
    } else {
        let badge_rect = Rect::from_center_size(center, vec2(width, size));
        painter.rect_filled(
            badge_rect,
            CornerRadius::same((size / 3.0) as u8),
            badge.fill,
        );
        painter.galley(center - galley.size() / 2.0, galley, badge.ink);
    }
    width + size * 0.2
}

fn token_ui<A: Clone>(
    ui: &mut Ui,
    painter: &Painter,
    rect: Rect,
    token: &Token<A>,
    place: Where,
    place_name: &str,
    intents: &mut Vec<Intent<A>>,
) -> Response {
    let sense = if token.draggable {
        Sense::click_and_drag()
    } else {
        Sense::click()
    };
    let response = ui.interact(rect, Id::unique(("token", place, token.kind)), sense);
    let label = format!("{place_name}: {}", token.label);
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    if token.draggable && response.drag_started() {
        let all = ui.input(|i| i.modifiers.shift);
        DragAndDrop::set_payload(
            ui.ctx(),
            DragPayload {
                kind: token.kind,
                count: if all { token.count } else { 1 },
                from: place,
            },
        );
    }
    let lifted = response.dragged() || response.hovered();
    paint_token(
        painter,
        rect,
        &token.look,
        token.count,
        token.highlight,
        lifted,
    );
    let response = response.on_hover_text(format!("{} × {}", token.label, token.count));
    menu_ui(&response, &token.menu, intents);
    response
}

/// A drag released over `response` moves its tokens to `to`.
fn drop_onto<A>(response: &Response, to: Where, intents: &mut Vec<Intent<A>>) {
    if let Some(payload) = response.dnd_release_payload::<DragPayload>()
        && payload.from != to
    {
        intents.push(Intent::Move {
            kind: payload.kind,
            count: payload.count,
            from: payload.from,
            to,
        });
    }
}

fn menu_ui<A: Clone>(response: &Response, menu: &[MenuItem<A>], intents: &mut Vec<Intent<A>>) {
    if menu.is_empty() {
        return;
    }
    response.context_menu(|ui| {
        for item in menu {
            if ui.button(&item.label).clicked() {
                intents.push(Intent::Action(item.action.clone()));
                ui.close();
            }
        }
    });
}

/// Paints a token of a given look in a rect (also for legends and panels).
pub fn token_icon(painter: &Painter, rect: Rect, look: &Look, count: u32) {
    paint_token(painter, rect, look, count, false, false);
}

/// Paints a token: its shape, its mark, the count when there is more than
/// one, and the outlines of a highlighted or lifted token.
fn paint_token(
    painter: &Painter,
    rect: Rect,
    look: &Look,
    count: u32,
    highlight: bool,
    lifted: bool,
) {
    let side = rect.width();
    paint_token_shape(painter, rect, look);
    if let Some(mark) = &look.mark {
        let share = if mark.chars().count() > 1 { 0.42 } else { 0.55 };
        let font = FontId::proportional((side * share).max(MIN_TEXT));
        painter.text(rect.center(), Align2::CENTER_CENTER, mark, font, look.ink);
    }
    if count > 1 {
        paint_count(painter, rect, count);
    }
    if highlight {
        painter.rect_stroke(
            rect.expand(side * 0.08),
            3.0,
            Stroke::new((side * 0.12).max(2.0), HIGHLIGHT),
            StrokeKind::Outside,
        );
    }
    if lifted {
        painter.rect_stroke(
            rect.expand(side * 0.04),
            3.0,
            Stroke::new(1.0, DROP),
            StrokeKind::Outside,
        );
    }
}

/// Paints a token's body by its shape: cube, cylinder, octagon, disc or
/// marker, with the symbol of an active piece.
fn paint_token_shape(painter: &Painter, rect: Rect, look: &Look) {
    let side = rect.width();
    let c = rect.center();
    let stroke = Stroke::new((side * 0.07).max(1.0), look.stroke);
    match look.shape {
        TokenShape::Cube => {
            let body = rect.shrink(side * 0.08);
            painter.rect(
                body,
                CornerRadius::same((side * 0.12) as u8),
                look.fill,
                stroke,
                StrokeKind::Inside,
            );
        }
        TokenShape::Cylinder => {
            painter.circle(c, side * 0.42, look.fill, stroke);
            if look.symbol_up {
                painter.circle_filled(c, side * 0.17, look.ink);
            }
        }
        TokenShape::BigCylinder => {
            painter.circle(
                c,
                side * 0.5,
                look.fill,
                Stroke::new(stroke.width * 1.6, look.stroke),
            );
        }
        TokenShape::Octagon => {
            let points = octagon(c, side * 0.46);
            painter.add(Shape::convex_polygon(points, look.fill, stroke));
            if look.symbol_up {
                painter.add(Shape::closed_line(
                    octagon(c, side * 0.25),
                    Stroke::new(side * 0.09, look.ink),
                ));
            }
        }
        TokenShape::Disc => {
            painter.circle(
                c,
                side * 0.47,
                look.fill,
                Stroke::new(side * 0.12, look.ink),
            );
        }
        TokenShape::Marker => {
            painter.rect(
                rect.shrink(side * 0.04),
                CornerRadius::same((side * 0.15) as u8),
                look.fill,
                stroke,
                StrokeKind::Inside,
            );
        }
    }
}

/// Paints how many a token stands for, white on a dark square in its bottom
/// right corner.
fn paint_count(painter: &Painter, rect: Rect, count: u32) {
    let side = rect.width();
    let text = (side * 0.42).max(MIN_TEXT);
    let badge = Rect::from_center_size(
        rect.right_bottom() - vec2(side * 0.12, side * 0.12),
        Vec2::splat((side * 0.55).max(text * 1.25)),
    );
    painter.rect_filled(
        badge,
        CornerRadius::same((side * 0.2) as u8),
        Color32::from_black_alpha(200),
    );
    painter.text(
        badge.center(),
        Align2::CENTER_CENTER,
        count.to_string(),
        FontId::proportional(text),
        Color32::WHITE,
    );
}

fn octagon(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..8)
        .map(|i| {
            let angle = std::f32::consts::TAU * (i as f32 + 0.5) / 8.0;
            c + vec2(angle.cos(), angle.sin()) * r
        })
        .collect()
}

/// The dragged token follows the pointer.
fn drag_ghost<A>(ui: &Ui, view: &TableView<A>) {
    let Some(payload) = DragAndDrop::payload::<DragPayload>(ui.ctx()) else {
        return;
    };
    let Some(pointer) = ui.ctx().pointer_latest_pos() else {
        return;
    };
    let token = find_token(view, payload.from, payload.kind);
    if let Some(token) = token {
        let painter = ui
            .ctx()
            .layer_painter(LayerId::new(Order::Tooltip, Id::unique("drag-ghost")));
        let rect = Rect::from_center_size(pointer + vec2(12.0, 12.0), Vec2::splat(26.0));
        paint_token(&painter, rect, &token.look, payload.count, false, true);
    }
}

fn find_token<A>(view: &TableView<A>, place: Where, kind: u16) -> Option<&Token<A>> {
    let tokens = match place {
        Where::Space(id) => &view.spaces.iter().find(|s| s.id == id)?.tokens,
        Where::Box(id) => &view.boxes.iter().find(|b| b.id == id)?.tokens,
    };
    tokens.iter().find(|t| t.kind == kind)
}

/// Draws the boxes beside the map (Available, Out of Play, Jail, marker
/// tray) as drop zones holding draggable tokens, in two columns; a box under
/// a dragged piece is outlined.
pub fn boxes_ui<A: Clone>(ui: &mut Ui, view: &TableView<A>, intents: &mut Vec<Intent<A>>) {
    ui.columns(2, |columns| {
        for (i, item) in view.boxes.iter().enumerate() {
            if let Some(column) = columns.get_mut(i % 2) {
                box_ui(column, item, intents);
            }
        }
    });
}

fn box_ui<A: Clone>(ui: &mut Ui, item: &BoxView<A>, intents: &mut Vec<Intent<A>>) {
    let dragging = DragAndDrop::has_payload_of_type::<DragPayload>(ui.ctx());
    let token = 26.0;
    let stroke = if item.highlight {
        Stroke::new(3.0, HIGHLIGHT)
    } else {
        ui.visuals().widgets.noninteractive.bg_stroke
    };
    let inner = egui::Frame::group(ui.style())
        .stroke(stroke)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(&item.title).strong())
                .on_hover_text(&item.hint);
            ui.horizontal_wrapped(|ui| {
                for tok in &item.tokens {
                    let (rect, _) = ui.allocate_exact_size(Vec2::splat(token), Sense::hover());
                    let painter = ui.painter().clone();
                    token_ui(
                        ui,
                        &painter,
                        rect,
                        tok,
                        Where::Box(item.id),
                        &item.title,
                        intents,
                    );
                }
                if item.tokens.is_empty() {
                    ui.allocate_exact_size(Vec2::splat(token), Sense::hover());
                }
            });
        });
    let response = ui.interact(
        inner.response.rect,
        Id::unique(("box", item.id)),
        Sense::hover(),
    );
    if dragging && response.contains_pointer() {
        ui.painter().rect_stroke(
            inner.response.rect,
            4.0,
            Stroke::new(3.0, DROP),
            StrokeKind::Outside,
        );
    }
    drop_onto(&response, Where::Box(item.id), intents);
}
