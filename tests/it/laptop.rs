//! The board on a laptop's screen, 1280×800, in each language: the play
//! bar's main button keeps its place as the bar wraps, the status line is
//! never cut off, no text is smaller than the board's smallest, and a log
//! entry clicked stays in view.
//!
//! The faction orders entered here are made up for the tests.

use std::path::Path;

use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command, play::What};
use gandhi_moderator::i18n::{
    fluent::{Lang, tr},
    keys::Key,
};
use gandhi_validator::nonplayers::Question;
use gandhi_validator::play::Operation;
use gandhi_validator::play::Stage;
use gandhi_validator::play::Track;
use gandhi_validator::position::Edit;
use gandhi_validator::terms::Faction;

use super::common;

const LAPTOP: Vec2 = Vec2::new(1280.0, 800.0);

fn laptop(dir: &Path) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            new_game: Some(("short".to_owned(), Some(2026))),
            ..AppConfig::default()
        },
        LAPTOP,
    )
}

/// The first card's faction order entered (made up: the Raj, Congress,
/// the League, the Revolutionaries), so the Raj is to declare.
fn enter_first_card(harness: &mut Harness<'_, GandhiApp>) {
    let data = harness.state().data().clone();
    let Stage::OrderUnknown(number) = harness.state().session().unwrap().stage(&data) else {
        panic!("the first card's order is asked for");
    };
    harness
        .state_mut()
        .request(Command::SaveCard(common::made_up_card(
            number,
            Faction::ALL,
        )));
    harness.run();
}

fn rect_of(harness: &Harness<'_, GandhiApp>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

#[test]
fn done_takes_the_place_of_declare_as_the_bar_wraps() {
    for lang in Lang::ALL {
        let dir = common::scratch("laptop", &format!("done-{}", lang.code()));
        let mut harness = laptop(&dir);
        harness.state_mut().request(Command::SetLanguage(lang));
        harness.run();
        enter_first_card(&mut harness);
        // Congress declares out of turn a Rally with a Special Activity:
        // the longest bar an action under way shows (the dice, the
        // Special Activity's own buttons).
        let form = harness.state_mut().play_form();
        form.faction = Some(Faction::Congress);
        form.what = What::Operation(Operation::Rally);
        harness.run();
        let declare = rect_of(&harness, tr(lang, Key::Declare));
        harness.get_by_label(tr(lang, Key::Declare)).click();
        harness.run();
        assert!(matches!(
            harness
                .state()
                .session()
                .unwrap()
                .stage(harness.state().data()),
            Stage::Acting(_)
        ));
        let done = rect_of(&harness, tr(lang, Key::Done));
        assert!(
            (done.center().y - declare.center().y).abs() < 1.0,
            "{lang:?}: Done ({done:?}) is in the row Declare was in ({declare:?})"
        );
        assert!(
            (done.right() - declare.right()).abs() < 1.0,
            "{lang:?}: Done ends where Declare ended ({done:?}, {declare:?})"
        );
        assert!(done.right() <= LAPTOP.x, "{lang:?}: Done is on screen");
    }
}

#[test]
fn a_long_status_line_wraps_inside_the_window() {
    let dir = common::scratch("laptop", "status");
    let mut harness = laptop(&dir);
    let name = format!(
        "{}.yaml",
        "a-game-saved-under-a-rather-long-name-".repeat(4)
    );
    let path = dir.join(name);
    harness.state_mut().request(Command::SaveTo(path.clone()));
    harness.run();
    let status = harness.state().status().to_owned();
    assert!(status.contains(&path.display().to_string()), "{status}");
    let line = harness.get_by_label(&status).rect();
    assert!(
        line.left() >= 0.0 && line.right() <= LAPTOP.x,
        "the status line is inside the window: {line:?}"
    );
    assert!(line.bottom() <= LAPTOP.y, "{line:?}");
}

/// Every piece of text drawn in the last frame, with its size in points.
fn texts(harness: &Harness<'_, GandhiApp>) -> Vec<(String, f32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            egui::Shape::Text(text) => {
                for section in &text.galley.job.sections {
                    let range = section.byte_range.start.0..section.byte_range.end.0;
                    let words = text.galley.job.text.get(range).unwrap_or_default();
                    out.push((words.to_owned(), section.format.font_id.size));
                }
            }
            egui::Shape::Vec(shapes) => {
                for shape in shapes {
                    walk(shape, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn a_non_players_trace_is_no_smaller_than_the_boards_smallest_text() {
    let dir = common::scratch("laptop", "trace");
    let mut harness = common::harness(
        AppConfig {
            data_dir: Some(dir.to_path_buf()),
            ..AppConfig::default()
        },
        LAPTOP,
    );
    common::new_game_with_the_revolutionaries_as_non_player(&mut harness);
    let mut trace = Vec::new();
    for _ in 0..8 {
        let data = harness.state().data().clone();
        let session = harness.state().session().unwrap();
        let asked = match (session.stage(&data), &session.np().question) {
            (_, Some(Question::CardMarks { card })) => Some(*card),
            (Stage::OrderUnknown(number), _) => Some(number),
            _ => None,
        };
        if let Some(number) = asked {
            harness
                .state_mut()
                .request(Command::SaveCard(common::made_up_card(
                    number,
                    common::REVOLUTIONARIES_FIRST,
                )));
            harness.run();
        }
        harness.state_mut().request(Command::PlayOn);
        harness.run();
        if let Some(plan) = &harness.state().session().unwrap().np().plan {
            trace = gandhi_moderator::i18n::np::np_trace_lines(Lang::En, &data, &plan.trace);
            break;
        }
    }
    assert!(!trace.is_empty(), "a non-player turn was planned");
    // The checklist's trace, opened (the side form the turn lacked,
    // closed first).
    harness.state_mut().request(Command::CloseSideForm);
    harness.run();
    harness.get_by_label(tr(Lang::En, Key::NpTrace)).click();
    harness.run();
    let drawn = texts(&harness);
    let line = &trace[0];
    let sizes: Vec<f32> = drawn
        .iter()
        .filter(|(text, _)| text == line)
        .map(|(_, size)| *size)
        .collect();
    assert!(
        !sizes.is_empty(),
        "the trace's first line is drawn: {line} {:?}",
        drawn
            .iter()
            .filter(|(t, _)| t.contains("Arjuna") || t.contains("8."))
            .collect::<Vec<_>>()
    );
    for size in sizes {
        assert!(
            size >= gandhi_moderator::table::draw::MIN_TEXT,
            "the trace is drawn at {size} points, under {}",
            gandhi_moderator::table::draw::MIN_TEXT
        );
    }
    // Nor is any other text.
    let smallest = drawn
        .iter()
        .filter(|(text, _)| !text.trim().is_empty())
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((text, size)) = smallest {
        assert!(
            *size >= gandhi_moderator::table::draw::MIN_TEXT,
            "`{text}` is drawn at {size} points"
        );
    }
}

#[test]
fn a_log_entry_clicked_stays_in_view() {
    let dir = common::scratch("laptop", "log");
    let mut harness = laptop(&dir);
    enter_first_card(&mut harness);
    // Sixty entries: free changes to a track, up and down.
    let resources = harness
        .state()
        .session()
        .unwrap()
        .state()
        .tracks
        .raj_resources;
    for n in 0..60 {
        harness.state_mut().request(Command::Edit(Edit::SetTrack {
            track: Track::RajResources,
            value: resources + 1 - (n % 2),
        }));
        harness.run();
    }
    let count = harness.state().session().unwrap().record().entries.len();
    harness
        .get_by_label_contains(&format!("{} ({count})", tr(Lang::En, Key::Log)))
        .click();
    harness.run();
    // The entries in view, the last one at the bottom of the list; the one
    // just above it is clicked.
    let entry = count - 1;
    let row = |harness: &Harness<'_, GandhiApp>| {
        harness
            .query_all_by_label_contains(&format!("{entry}. "))
            .find(|node| {
                node.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with(&format!("{entry}. ")))
            })
            .map(|node| node.rect())
    };
    let before = row(&harness).expect("the entry is in view");
    harness
        .query_all_by_label_contains(&format!("{entry}. "))
        .find(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with(&format!("{entry}. ")))
        })
        .unwrap()
        .click();
    // (the list may spring back into its bounds over a few frames)
    harness.run_steps(12);
    assert_eq!(harness.state().looking_at(), Some(entry));
    let after = row(&harness).expect("the entry clicked is still in view");
    assert!(
        after.top() >= before.top() - 200.0 && after.bottom() <= LAPTOP.y,
        "the entry stays in view: before {before:?}, after {after:?}"
    );
}
