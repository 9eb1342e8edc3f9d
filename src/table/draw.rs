//! Drawing the table and turning drags, drops and menu picks into intents.

use egui::{
    Align2, Color32, CornerRadius, DragAndDrop, FontId, Id, LayerId, Order, Painter, Pos2, Rect,
    Response, Role, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use super::view::{
    Badge, Corner, DragPayload, Intent, Look, MenuItem, SpaceShape, SpaceView, TableView, Token,
    TokenShape, Where,
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
const DROP: Color32 = Color32::from_rgb(40, 120, 220);
/// The ring and tag of a marked space (a non-player's trace).
const MARK: Color32 = Color32::from_rgb(30, 110, 60);

/// Maps layout units to the screen.
#[derive(Clone, Copy, Debug)]
struct Frame {
    origin: Pos2,
    min: Pos2,
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
        Frame { origin, min, scale }
    }

    fn pos(&self, p: Pos2) -> Pos2 {
        self.origin + (p - self.min) * self.scale
    }

    fn len(&self, units: f32) -> f32 {
        units * self.scale
    }
}

/// Draws the map: lines, Towns, spaces with their badges and tokens; handles
/// hover texts, right-click menus and drag and drop. Fills the space given.
pub fn board_ui<A: Clone>(ui: &mut Ui, view: &TableView<A>, intents: &mut Vec<Intent<A>>) {
    let size = ui.available_size();
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, SEA);
    let frame = Frame::fit(view, rect);

    for line in &view.lines {
        painter.line_segment(
            [frame.pos(line.from), frame.pos(line.to)],
            Stroke::new(frame.len(line.width).max(1.0), line.color),
        );
    }
    for dot in &view.dots {
        let at = frame.pos(dot.at);
        painter.circle_filled(at, frame.len(5.0).max(2.0), Color32::from_gray(40));
        if dot.highlight {
            painter.circle_stroke(
                at,
                frame.len(14.0).max(8.0),
                Stroke::new(frame.len(4.0).max(2.5), HIGHLIGHT),
            );
        }
        painter.text(
            at + vec2(0.0, frame.len(7.0)),
            Align2::CENTER_TOP,
            &dot.label,
            FontId::proportional(frame.len(9.0).max(7.0)),
            Color32::from_gray(60),
        );
    }
    let dragging = DragAndDrop::has_payload_of_type::<DragPayload>(ui.ctx());
    for space in &view.spaces {
        space_ui(ui, &painter, &frame, space, dragging, intents);
    }
    drag_ghost(ui, view);
}

fn space_rect(frame: &Frame, space: &SpaceView<impl Clone>) -> Rect {
    let at = frame.pos(space.at);
    match space.shape {
        SpaceShape::Block => Rect::from_center_size(at, BLOCK_HALF * 2.0 * frame.scale),
        SpaceShape::Round => Rect::from_center_size(at, Vec2::splat(frame.len(ROUND_RADIUS) * 2.0)),
        SpaceShape::Node => {
            // Room for a row of tokens under the node.
            let tokens = space.tokens.len().max(1) as f32;
            let width = (tokens * TOKEN * 1.15 + 8.0).max(NODE_RADIUS * 2.0);
            Rect::from_center_size(
                at,
                vec2(frame.len(width), frame.len(NODE_RADIUS * 2.0 + 4.0)),
            )
        }
    }
}

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
    if drop_here {
        painter.rect_stroke(
            rect.expand(2.0),
            6.0,
            Stroke::new(3.0, DROP),
            StrokeKind::Outside,
        );
    }
    if let Some(label) = &space.mark {
        let width = if label.is_empty() { 2.0 } else { 4.0 };
        painter.rect_stroke(
            rect.expand(frame.len(3.0).max(2.0)),
            8.0,
            Stroke::new(frame.len(width).max(1.5), MARK),
            StrokeKind::Outside,
        );
        if !label.is_empty() {
            let at = rect.left_top();
            let r = frame.len(11.0).max(7.0);
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

    // Name along the top (beside a Railway node).
    let name_size = match space.shape {
        SpaceShape::Node => frame.len(9.0),
        SpaceShape::Round => frame.len(11.0),
        SpaceShape::Block => frame.len(12.0),
    }
    .max(7.0);
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

    // Tokens: a grid under the name (a row on a Railway node).
    let token = frame.len(TOKEN);
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
    for (i, tok) in space.tokens.iter().enumerate() {
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
        let token_rect = Rect::from_min_size(min, Vec2::splat(token));
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
    let response = if space.tooltip.is_empty() {
        response
    } else {
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
    };
    menu_ui(&response, &space.menu, intents);
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
    let size = frame.len(15.0).max(9.0);
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

fn paint_token(
    painter: &Painter,
    rect: Rect,
    look: &Look,
    count: u32,
    highlight: bool,
    lifted: bool,
) {
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
    if let Some(mark) = &look.mark {
        let font = FontId::proportional(side * if mark.chars().count() > 1 { 0.42 } else { 0.55 });
        painter.text(c, Align2::CENTER_CENTER, mark, font, look.ink);
    }
    if count > 1 {
        let badge = Rect::from_center_size(
            rect.right_bottom() - vec2(side * 0.12, side * 0.12),
            Vec2::splat(side * 0.55),
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
            FontId::proportional(side * 0.42),
            Color32::WHITE,
        );
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
/// tray) as drop zones holding draggable tokens.
pub fn boxes_ui<A: Clone>(ui: &mut Ui, view: &TableView<A>, intents: &mut Vec<Intent<A>>) {
    let dragging = DragAndDrop::has_payload_of_type::<DragPayload>(ui.ctx());
    let token = 26.0;
    ui.horizontal_wrapped(|ui| {
        for item in &view.boxes {
            let stroke = if item.highlight {
                Stroke::new(3.0, HIGHLIGHT)
            } else {
                ui.visuals().widgets.noninteractive.bg_stroke
            };
            let inner = egui::Frame::group(ui.style())
                .stroke(stroke)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.label(egui::RichText::new(&item.title).strong())
                            .on_hover_text(&item.hint);
                        ui.horizontal_wrapped(|ui| {
                            ui.set_max_width(token * 6.6);
                            for tok in &item.tokens {
                                let (rect, _) =
                                    ui.allocate_exact_size(Vec2::splat(token), Sense::hover());
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
    });
}
