//! The board on a laptop's screen, driven with egui_kittest: the map's share
//! of the window, the size of the text painted on it, zoom and pan, the
//! place under a dragged piece, and a map that holds still under the pointer
//! when the panels around it change size.

use egui::accesskit::Role;
use egui::epaint::Shape;
use egui::{Event, Key, Modifiers, MouseWheelSource, MouseWheelUnit, Pos2, Rect, TouchPhase, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_moderator::table::draw::{DROP, MIN_TEXT};

use super::common::{
    REVOLUTIONARIES_FIRST, Scratch, drag_over, harness, made_up_card,
    new_game_with_the_revolutionaries_as_non_player, scratch,
};
use gandhi_validator::play::Stage;

const LAPTOP: Vec2 = Vec2::new(1280.0, 800.0);
const DESK: Vec2 = Vec2::new(1600.0, 1000.0);

/// The Short scenario, seed 7, in a window of `size`, with no players' card
/// file (so the play bar asks for the first card's order), and its
/// folder, removed when dropped.
fn board(name: &str, size: Vec2) -> (Harness<'static, GandhiApp>, Scratch) {
    let dir = scratch("readable", name);
    let harness = harness(
        AppConfig {
            data_dir: Some(dir.to_path_buf()),
            new_game: Some(("short".to_owned(), Some(7))),
            ..AppConfig::default()
        },
        size,
    );
    (harness, dir)
}

/// Where a space, a token or the map is (a space's hover text repeats its
/// name, so the widget is picked by its role).
fn rect(harness: &Harness<'_, GandhiApp>, label: &str) -> Rect {
    let role = if label == "Map" {
        Role::Canvas
    } else {
        Role::Button
    };
    harness.get_by_role_and_label(role, label).rect()
}

/// Every text painted this frame whose middle lies in `within`: its words
/// and its smallest font size.
fn texts_in(harness: &Harness<'_, GandhiApp>, within: Rect) -> Vec<(String, f32)> {
    fn walk(shape: &Shape, within: Rect, out: &mut Vec<(String, f32)>) {
        match shape {
            Shape::Vec(shapes) => {
                for shape in shapes {
                    walk(shape, within, out);
                }
            }
            Shape::Text(text) => {
                let middle = text.visual_bounding_rect().center();
                let size = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|section| section.format.font_id.size)
                    .fold(f32::MAX, f32::min);
                if within.contains(middle) && !text.galley.text().trim().is_empty() {
                    out.push((text.galley.text().to_owned(), size));
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, within, &mut out);
    }
    out
}

fn close(a: Rect, b: Rect) -> bool {
    (a.min - b.min).length() < 0.5 && (a.max - b.max).length() < 0.5
}

#[test]
fn the_map_keeps_half_the_window_and_its_text_is_at_least_11_px() {
    for size in [LAPTOP, DESK] {
        let (harness, _dir) = board(&format!("half-{}", size.x), size);
        let map = rect(&harness, "Map");
        let share = map.area() / (size.x * size.y);
        assert!(
            share >= 0.5,
            "at {size:?} the map has {:.1} % of the window ({map:?})",
            share * 100.0
        );

        let texts = texts_in(&harness, map);
        let counts: Vec<&(String, f32)> = texts
            .iter()
            .filter(|(text, _)| text.chars().all(|c| c.is_ascii_digit()))
            .collect();
        // Stacks of several pieces show their counts; Population and Econ
        // are numbers too.
        assert!(
            counts.len() >= 40,
            "at {size:?} only {} numbers are painted on the map",
            counts.len()
        );
        let smallest_count = counts.iter().map(|(_, px)| *px).fold(f32::MAX, f32::min);
        assert!(
            smallest_count >= 11.0,
            "at {size:?} a number is {smallest_count} px"
        );
        let small: Vec<&(String, f32)> = texts.iter().filter(|(_, px)| *px < MIN_TEXT).collect();
        assert!(small.is_empty(), "at {size:?} text under 11 px: {small:?}");
        // The space names are among them.
        for name in ["Punjab", "Central India Agency", "Madras Presidency"] {
            assert!(
                texts.iter().any(|(text, _)| text == name),
                "{name} is written on the map"
            );
        }
    }
}

#[test]
fn keys_wheel_drag_and_the_fit_button_zoom_and_pan_the_map() {
    let (mut harness, _dir) = board("zoom", LAPTOP);
    let map = rect(&harness, "Map");
    let fitted = rect(&harness, "Punjab");

    // + zooms in by a quarter around the middle of the map, - back out.
    harness.key_press(Key::Plus);
    harness.run();
    let zoomed = rect(&harness, "Punjab");
    assert!(
        (zoomed.width() / fitted.width() - 1.25).abs() < 0.01,
        "+ zooms in: {fitted:?} became {zoomed:?}"
    );
    harness.key_press(Key::Minus);
    harness.run();
    assert!(close(rect(&harness, "Punjab"), fitted), "- zooms back out");

    // The wheel zooms around the pointer: the point under it stays put.
    let at = rect(&harness, "Bihar").center();
    harness.hover_at(at);
    harness.run_steps(10);
    harness.event(Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: Vec2::new(0.0, 150.0),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Wheel,
        modifiers: Modifiers::NONE,
    });
    harness.run_steps(20);
    let bihar = rect(&harness, "Bihar");
    let punjab = rect(&harness, "Punjab");
    assert!(
        punjab.width() > fitted.width() * 1.3,
        "the wheel zooms in: {fitted:?} became {punjab:?}"
    );
    assert!(
        (bihar.center() - at).length() < 4.0,
        "Bihar stays under the pointer: {at:?} became {:?}",
        bihar.center()
    );

    // Dragging the sea pans the map by as much as the pointer moved.
    let sea = map.left_bottom() + Vec2::new(12.0, -12.0);
    let before = rect(&harness, "Punjab");
    drag_over(&mut harness, sea, sea + Vec2::new(100.0, -50.0));
    harness.drop_at(sea + Vec2::new(100.0, -50.0));
    harness.run();
    let panned = rect(&harness, "Punjab");
    assert!(
        ((panned.min - before.min) - Vec2::new(100.0, -50.0)).length() < 2.0,
        "the map follows the pointer: {before:?} became {panned:?}"
    );

    // Shift and an arrow pans too; the map can never leave its area.
    for _ in 0..40 {
        harness.key_press_modifiers(Modifiers::SHIFT, Key::ArrowLeft);
        harness.run();
    }
    let far = rect(&harness, "Punjab");
    assert!(
        far.min.x > panned.min.x + 100.0,
        "Shift+← looks further west: {panned:?} became {far:?}"
    );
    assert!(
        texts_in(&harness, map).len() > 5,
        "some of the map stays in view however far it is panned"
    );

    // The fit button, then 0, bring the whole map back.
    harness.get_by_label("Fit").click();
    harness.run();
    assert!(close(rect(&harness, "Punjab"), fitted), "Fit fits the map");
    harness.key_press(Key::Plus);
    harness.run();
    harness.key_press(Key::Num0);
    harness.run();
    assert!(close(rect(&harness, "Punjab"), fitted), "0 fits the map");
}

#[test]
fn the_space_or_box_under_a_dragged_piece_is_outlined() {
    let (mut harness, _dir) = board("drop", LAPTOP);
    let start = rect(&harness, "Available: Troops").center();
    let target = rect(&harness, "Mysore");
    let outlined = |harness: &Harness<'_, GandhiApp>, at: Pos2| {
        let mut found = false;
        for clipped in &harness.output().shapes {
            if let Shape::Rect(shape) = &clipped.shape
                && shape.stroke.color == DROP
                // (a lifted piece has a thin ring of the same colour)
                && shape.stroke.width >= 2.0
                && shape.rect.contains(at)
            {
                found = true;
            }
        }
        found
    };
    drag_over(&mut harness, start, target.center());
    assert!(
        outlined(&harness, target.center()),
        "Mysore is outlined under the Troop"
    );
    harness.drop_at(target.center());
    harness.run();
    assert!(
        !outlined(&harness, target.center()),
        "the outline goes with the drop"
    );

    // The same for a box: the Troop dragged back out, over Out of Play.
    let start = rect(&harness, "Mysore: Troop").center();
    let out_of_play = harness.get_by_label("Out of Play").rect().center();
    drag_over(&mut harness, start, out_of_play);
    assert!(
        outlined(&harness, out_of_play),
        "the Out of Play box is outlined under the Troop"
    );
    assert!(!outlined(&harness, target.center()), "Mysore no longer is");
    harness.drop_at(out_of_play);
    harness.run();
}

#[test]
fn the_map_holds_still_under_the_pointer_when_its_area_changes_size() {
    let (mut harness, _dir) = board("still", LAPTOP);
    let map = rect(&harness, "Map");
    let sea = map.left_bottom() + Vec2::new(12.0, -12.0);
    harness.hover_at(sea);
    harness.run();
    let before = rect(&harness, "Punjab");

    // The area for the map grows (here because the window does; a panel
    // that changes size does the same), but the map stays where it is
    // while the pointer is on it.
    harness.set_size(Vec2::new(1280.0, 900.0));
    harness.run();
    let grown = rect(&harness, "Map");
    assert!(
        grown.height() > map.height() + 50.0,
        "the map's area grew: {map:?} became {grown:?}"
    );
    assert!(
        close(rect(&harness, "Punjab"), before),
        "the map did not move under the pointer: {before:?} became {:?}",
        rect(&harness, "Punjab")
    );

    // Once the pointer leaves, the map fits its new area.
    harness.hover_at(Pos2::new(40.0, 700.0));
    harness.run();
    let after = rect(&harness, "Punjab");
    assert!(
        (after.center().y - before.center().y - 50.0).abs() < 1.0,
        "the map is centred in its new area, 100 points taller: {before:?} became {after:?}"
    );
}

/// A Short game with the Revolutionaries as a non-player, no card file.
fn with_a_non_player(name: &str, size: Vec2) -> (Harness<'static, GandhiApp>, Scratch) {
    let (mut harness, dir) = board(name, size);
    new_game_with_the_revolutionaries_as_non_player(&mut harness);
    (harness, dir)
}

#[test]
fn after_a_card_with_a_non_player_first_the_map_keeps_half_the_window() {
    for size in [LAPTOP, DESK] {
        let (mut harness, _dir) = with_a_non_player(&format!("np-first-{}", size.x), size);
        let data = harness.state().data().clone();
        let Stage::OrderUnknown(number) = harness.state().session().unwrap().stage(&data) else {
            panic!("the first card's order is asked for");
        };
        // The order is made up for the test: the non-player first.
        harness.state_mut().request(Command::SaveCard(made_up_card(
            number,
            REVOLUTIONARIES_FIRST,
        )));
        harness.run();
        let map = rect(&harness, "Map");
        let share = map.area() / (size.x * size.y);
        assert!(
            share >= 0.5,
            "at {size:?} after the card the map has {:.1} % of the window ({map:?})",
            share * 100.0
        );
        // Every control of the play bar is on screen.
        let window = Rect::from_min_size(Pos2::ZERO, size);
        for node in harness.query_all_by_role(Role::Button) {
            let at = node.rect();
            if at.min.y < map.min.y {
                assert!(
                    window.contains_rect(at),
                    "at {size:?} {:?} is off screen: {at:?}",
                    node.accesskit_node().label()
                );
            }
        }
    }
}
