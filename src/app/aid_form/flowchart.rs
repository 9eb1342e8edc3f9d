//! The side drawn as it is entered: the boxes top to bottom in the order
//! entered, each numbered as in the rows, checks in blue; a box's arrow to
//! the next box straight down, arrows to other boxes along lanes on the
//! left, arrows to an end (stop, draw, flip) to markers on the right, and
//! a question mark where an arrow is not chosen yet. Yes arrows are green
//! and No arrows red, each labelled; Then arrows are plain. A click on a
//! box selects it.

use std::sync::Arc;

use egui::epaint::{CornerRadius, PathShape};
use egui::{
    Align2, Color32, FontId, Galley, Painter, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui,
    Vec2, pos2, vec2,
};
use gandhi_validator::components::Next;

use super::draft::{Arrow, BoxDraft, BoxType, SideForm};
use super::words::{self as aid_words, Word, word};
use crate::i18n::{
    fluent::{Lang, tr},
    keys::Key,
};

const CHECK_FILL: Color32 = Color32::from_rgb(38, 88, 166);
const OPERATION_FILL: Color32 = Color32::from_rgb(250, 244, 226);
const SPECIAL_FILL: Color32 = Color32::from_rgb(236, 222, 244);
const END_FILL: Color32 = Color32::from_rgb(70, 70, 70);
const UNSET_FILL: Color32 = Color32::from_rgb(214, 214, 214);
const YES_COLOR: Color32 = Color32::from_rgb(30, 140, 60);
const NO_COLOR: Color32 = Color32::from_rgb(196, 40, 40);
const SELECTED: Color32 = Color32::from_rgb(236, 150, 20);
const DARK_TEXT: Color32 = Color32::from_rgb(30, 30, 30);
/// The smallest text the flowchart paints, in points.
pub const FLOWCHART_TEXT: f32 = 12.0;
const GAP: f32 = 40.0;
const LANE: f32 = 12.0;

/// Where an arrow of a box leads, as the flowchart draws it.
enum Lead {
    /// A box of the side, by index.
    Box(usize),
    /// An end marker, or a question mark for an arrow not chosen or
    /// leading to no box.
    End(Option<Next>),
}

fn lead(next: &Option<Next>, ids: &[String]) -> Lead {
    match next {
        Some(Next::Node(id)) => match ids.iter().position(|i| i == id) {
            Some(j) => Lead::Box(j),
            None => Lead::End(None),
        },
        other => Lead::End(other.clone()),
    }
}

/// An arrow's colour: green for Yes, red for No, the text's colour (light
/// or dark with the theme) for Then.
fn arrow_color(arrow: Arrow, plain: Color32) -> Color32 {
    match arrow {
        Arrow::Yes => YES_COLOR,
        Arrow::No => NO_COLOR,
        Arrow::Then => plain,
    }
}

fn head(painter: &Painter, tip: Pos2, dir: Vec2, color: Color32) {
    let dir = dir.normalized();
    let side = vec2(-dir.y, dir.x);
    let back = tip - dir * 9.0;
    painter.add(Shape::convex_polygon(
        vec![tip, back + side * 5.0, back - side * 5.0],
        color,
        Stroke::NONE,
    ));
}

/// One arrow of a box: which, where it leads, and the lane it takes on
/// the left (none for an arrow straight down or to an end).
type Route = (Arrow, Lead, Option<usize>);

/// Each box's arrows, with the lanes they take, and how many lanes: the
/// first arrow to the next box goes straight down, every other arrow to a
/// box takes a lane of its own.
fn routes(boxes: &[BoxDraft], ids: &[String]) -> (Vec<Vec<Route>>, usize) {
    let mut lanes = 0usize;
    let mut routes = Vec::new();
    for (i, draft) in boxes.iter().enumerate() {
        let mut down_taken = false;
        let mut out = Vec::new();
        for (arrow, next) in draft.kind.arrows() {
            let target = lead(next, ids);
            let lane = match target {
                Lead::Box(j) if j == i + 1 && !down_taken => {
                    down_taken = true;
                    None
                }
                Lead::Box(_) => {
                    lanes += 1;
                    Some(lanes - 1)
                }
                Lead::End(_) => None,
            };
            out.push((arrow, target, lane));
        }
        routes.push(out);
    }
    (routes, lanes)
}

/// A box laid out: its place (from the chart's corner), its title and
/// summary, and the colour of its text.
type Placed = (Rect, Arc<Galley>, Arc<Galley>, Color32);

/// What every part of the chart is drawn with.
struct Chart<'a> {
    lang: Lang,
    painter: &'a Painter,
    /// The chart's top left corner on the screen.
    origin: Vec2,
    box_width: f32,
    /// Where the end markers start, from the chart's left.
    end_x: f32,
    /// The colour of Then arrows.
    plain: Color32,
    body_font: FontId,
}

/// A Yes or No label to paint over the arrows: where, anchored how.
type Label = (Pos2, Align2, Arrow);

/// The flowchart of the side; a click on a box selects it.
pub(super) fn flowchart_ui(ui: &mut Ui, lang: Lang, form: &mut SideForm) {
    if form.boxes.is_empty() {
        ui.label(word(lang, Word::NoBoxYet));
        return;
    }
    let ids: Vec<String> = form.boxes.iter().map(|b| b.id.clone()).collect();
    let (routes, lanes) = routes(&form.boxes, &ids);
    let width = ui.available_width().max(300.0);
    // The lanes, then room for a Yes or No label before the boxes.
    let left = if lanes == 0 {
        14.0
    } else {
        14.0 + LANE * lanes as f32 + 30.0
    };
    let box_width = (width - left - 120.0).clamp(150.0, 320.0);
    let end_x = left + box_width + 48.0;
    let (placed, bottom) = place_boxes(ui, lang, &form.boxes, &ids, (left, box_width));
    let size = vec2(end_x + 90.0, bottom - GAP + 12.0);
    let (response, painter) = ui.allocate_painter(size, Sense::click());
    let chart = Chart {
        lang,
        painter: &painter,
        origin: response.rect.min.to_vec2(),
        box_width,
        end_x,
        plain: ui.visuals().strong_text_color(),
        body_font: FontId::proportional(FLOWCHART_TEXT),
    };
    // The arrows first, under the boxes; the boxes; the labels on top.
    let mut labels = Vec::new();
    for (i, out) in routes.iter().enumerate() {
        if let Some((from, ..)) = placed.get(i) {
            chart.arrows(chart.at(*from), out, &placed, &mut labels);
        }
    }
    chart.boxes(&form.boxes, form.selected, &placed);
    chart.labels(labels);
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
        && let Some(i) = placed
            .iter()
            .position(|(r, ..)| chart.at(*r).contains(pointer))
    {
        form.selected = Some(i);
    }
}

/// The boxes' places, texts and text colours, from the top down, `left`
/// from the chart's left and `box_width` wide; and the height they take
/// with a gap after the last.
fn place_boxes(
    ui: &Ui,
    lang: Lang,
    boxes: &[BoxDraft],
    ids: &[String],
    (left, box_width): (f32, f32),
) -> (Vec<Placed>, f32) {
    let body_font = FontId::proportional(FLOWCHART_TEXT);
    let head_font = FontId::proportional(FLOWCHART_TEXT + 1.0);
    let mut placed = Vec::new();
    let mut y = 10.0;
    for (i, draft) in boxes.iter().enumerate() {
        let text_color = if draft.kind.box_type() == BoxType::Check {
            Color32::WHITE
        } else {
            DARK_TEXT
        };
        let title = ui.painter().layout_no_wrap(
            aid_words::box_title(lang, i, draft.kind.box_type()),
            head_font.clone(),
            text_color,
        );
        let body = ui.painter().layout(
            aid_words::box_summary(lang, draft, ids).join("\n"),
            body_font.clone(),
            text_color,
            box_width - 16.0,
        );
        let height = 8.0 + title.size().y + 4.0 + body.size().y + 8.0;
        let rect = Rect::from_min_size(pos2(left, y), vec2(box_width, height.max(44.0)));
        y = rect.max.y + GAP;
        placed.push((rect, title, body, text_color));
    }
    (placed, y)
}

impl Chart<'_> {
    /// A place from the chart's corner, on the screen.
    fn at(&self, r: Rect) -> Rect {
        r.translate(self.origin)
    }

    /// The arrows of the box at `from`, with their labels when it is a
    /// check.
    fn arrows(&self, from: Rect, out: &[Route], placed: &[Placed], labels: &mut Vec<Label>) {
        let ends = out
            .iter()
            .filter(|(_, target, lane)| matches!(target, Lead::End(_)) || lane.is_some())
            .count();
        let mut side_slot = 0usize;
        let checks = out.len() > 1;
        for (arrow, target, lane) in out {
            // Arrows leaving by the side share it out evenly.
            let mut side_y = || {
                side_slot += 1;
                from.min.y + from.height() * side_slot as f32 / (ends + 1) as f32
            };
            let (pos, align) = match (target, lane) {
                (Lead::Box(j), lane) => {
                    let Some((to, ..)) = placed.get(*j) else {
                        continue;
                    };
                    let to = self.at(*to);
                    match lane {
                        None => self.down(*arrow, from, to),
                        Some(k) => self.along_lane(*arrow, (from, side_y()), to, *k),
                    }
                }
                (Lead::End(end), _) => self.to_end(*arrow, (from, side_y()), end.as_ref()),
            };
            if checks {
                labels.push((pos, align, *arrow));
            }
        }
    }

    /// An arrow straight down to the next box (a check's Yes to the left,
    /// its No to the right); where its label goes.
    fn down(&self, arrow: Arrow, from: Rect, to: Rect) -> (Pos2, Align2) {
        let color = arrow_color(arrow, self.plain);
        let x = from.center().x
            + match arrow {
                Arrow::Yes => -self.box_width * 0.2,
                Arrow::No => self.box_width * 0.2,
                Arrow::Then => 0.0,
            };
        let start = pos2(x, from.max.y);
        let tip = pos2(x, to.min.y);
        self.painter
            .line_segment([start, tip], Stroke::new(2.0, color));
        head(self.painter, tip, vec2(0.0, 1.0), color);
        (pos2(x + 5.0, from.max.y + 2.0), Align2::LEFT_TOP)
    }

    /// An arrow leaving the box's left side at `sy`, along lane `k` to
    /// another box; where its label goes.
    fn along_lane(
        &self,
        arrow: Arrow,
        (from, sy): (Rect, f32),
        to: Rect,
        k: usize,
    ) -> (Pos2, Align2) {
        let color = arrow_color(arrow, self.plain);
        let lane_x = self.origin.x + 8.0 + LANE * k as f32;
        let ty = (to.min.y + 12.0 + 6.0 * (k % 3) as f32).min(to.max.y - 6.0);
        let points = vec![
            pos2(from.min.x, sy),
            pos2(lane_x, sy),
            pos2(lane_x, ty),
            pos2(to.min.x - 1.0, ty),
        ];
        self.painter.add(Shape::Path(PathShape::line(
            points,
            Stroke::new(2.0, color),
        )));
        head(self.painter, pos2(to.min.x, ty), vec2(1.0, 0.0), color);
        (pos2(from.min.x - 4.0, sy - 1.0), Align2::RIGHT_BOTTOM)
    }

    /// An arrow leaving the box's right side at `sy` to an end marker, or
    /// to a question mark when it leads nowhere yet; where its label goes.
    fn to_end(&self, arrow: Arrow, (from, sy): (Rect, f32), end: Option<&Next>) -> (Pos2, Align2) {
        let color = arrow_color(arrow, self.plain);
        let (text, fill, text_color) = match end {
            Some(next) => (
                aid_words::end_marker(self.lang, next),
                END_FILL,
                Color32::WHITE,
            ),
            None => ("?".to_owned(), UNSET_FILL, DARK_TEXT),
        };
        let galley = self
            .painter
            .layout_no_wrap(text, self.body_font.clone(), text_color);
        let pill = Rect::from_min_size(
            pos2(self.origin.x + self.end_x, sy - galley.size().y / 2.0 - 4.0),
            galley.size() + vec2(16.0, 8.0),
        );
        self.painter.line_segment(
            [pos2(from.max.x, sy), pos2(pill.min.x - 1.0, sy)],
            Stroke::new(2.0, color),
        );
        head(self.painter, pos2(pill.min.x, sy), vec2(1.0, 0.0), color);
        self.painter.rect(
            pill,
            CornerRadius::same(10),
            fill,
            Stroke::new(1.0, color),
            StrokeKind::Inside,
        );
        self.painter
            .galley(pill.min + vec2(8.0, 4.0), galley, text_color);
        (pos2(from.max.x + 4.0, sy - 1.0), Align2::LEFT_BOTTOM)
    }

    /// The boxes, over the arrows, the selected one outlined.
    fn boxes(&self, boxes: &[BoxDraft], selected: Option<usize>, placed: &[Placed]) {
        for (i, (rect, title, body, text_color)) in placed.iter().enumerate() {
            let rect = self.at(*rect);
            let fill = match boxes.get(i).map(|b| b.kind.box_type()) {
                Some(BoxType::Check) => CHECK_FILL,
                Some(BoxType::Special) => SPECIAL_FILL,
                _ => OPERATION_FILL,
            };
            let stroke = if selected == Some(i) {
                Stroke::new(3.0, SELECTED)
            } else {
                Stroke::new(1.0, Color32::from_gray(60))
            };
            self.painter.rect(
                rect,
                CornerRadius::same(8),
                fill,
                stroke,
                StrokeKind::Inside,
            );
            self.painter
                .galley(rect.min + vec2(8.0, 8.0), title.clone(), *text_color);
            self.painter.galley(
                rect.min + vec2(8.0, 12.0 + title.size().y),
                body.clone(),
                *text_color,
            );
        }
    }

    /// The Yes and No labels, on top of everything.
    fn labels(&self, labels: Vec<Label>) {
        for (pos, align, arrow) in labels {
            let text = match arrow {
                Arrow::Yes => tr(self.lang, Key::Yes),
                Arrow::No => tr(self.lang, Key::No),
                Arrow::Then => continue,
            };
            let color = arrow_color(arrow, self.plain);
            let galley =
                self.painter
                    .layout_no_wrap(text.to_owned(), self.body_font.clone(), color);
            let rect = align.anchor_size(pos, galley.size());
            self.painter.rect_filled(
                rect.expand(1.0),
                CornerRadius::same(2),
                Color32::from_white_alpha(220),
            );
            self.painter.galley(rect.min, galley, color);
        }
    }
}
