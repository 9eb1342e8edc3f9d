//! The board's cost in CPU time, headless: one frame of the full board on the
//! Main setup (layout, drawing and tessellation into triangles), the time
//! from start (loading the data, setting up the game) to the first frame,
//! and, on a saved game of 20,000 entries, one frame with its Log open and
//! one step back in time. Targets: 4 ms per frame, 500 ms to the first
//! frame (docs/performance.md).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Context, Pos2, RawInput, Rect, Vec2};
use gandhi_moderator::app::{AppConfig, GandhiApp};

fn input(frame: u32) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1600.0, 1000.0))),
        time: Some(f64::from(frame) / 60.0),
        ..RawInput::default()
    }
}

fn main_board() -> GandhiApp {
    GandhiApp::new(AppConfig {
        data_dir: None,
        data_folder: None,
        check_map: false,
        open: None,
        new_game: Some(("main".to_owned(), Some(1917))),
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap()
}

/// One frame: run the app's ui and tessellate its shapes, as the renderer would.
fn frame(ctx: &Context, app: &mut GandhiApp, n: u32) -> usize {
    let output = ctx.run_ui(input(n), |ui| app.show(ui));
    let triangles = ctx.tessellate(output.shapes, output.pixels_per_point);
    triangles.len()
}

fn board(c: &mut Criterion) {
    let ctx = Context::default();
    let mut app = main_board();
    // Let fonts and layout settle, as they would after the window opens.
    for n in 0..5 {
        frame(&ctx, &mut app, n);
    }
    let mut n = 5;
    c.bench_function(
        "board: one frame on the Main setup (headless, with tessellation)",
        |b| {
            b.iter(|| {
                n += 1;
                black_box(frame(&ctx, &mut app, n))
            })
        },
    );

    c.bench_function(
        "board: start to first frame (load data, set up Main, first frame)",
        |b| {
            b.iter(|| {
                let ctx = Context::default();
                let mut app = main_board();
                black_box(frame(&ctx, &mut app, 0))
            })
        },
    );
}

/// A saved game of 20,000 entries: a Troop deployed to Delhi and taken
/// back, over and over, on the Short setup; written to a file.
fn long_game_file() -> std::path::PathBuf {
    use gandhi_validator::log::Game;
    use gandhi_validator::log::{GameRecord, record_to_yaml};
    use gandhi_validator::{position::Edit, terms::Place};
    let data = gandhi_validator::components::GameData::bundled().unwrap();
    let mut game = Game::new(&data, GameRecord::new("short", 7)).unwrap();
    let delhi = Place::Space(data.map.by_key("delhi").unwrap());
    for n in 0..20_000usize {
        let (from, to) = if n.is_multiple_of(2) {
            (Place::Available, delhi)
        } else {
            (delhi, Place::Available)
        };
        let edit = Edit::MovePieces {
            piece: gandhi_validator::terms::Piece::Troop,
            count: 1,
            from,
            to,
        };
        let at = format!(
            "2026-01-02T{:02}:{:02}:{:02}+00:00",
            n / 3600 % 24,
            n / 60 % 60,
            n % 60
        );
        game.push(&data, edit, Some(gandhi_validator::terms::Faction::Raj), at)
            .unwrap();
    }
    let path = std::env::temp_dir().join(format!("gandhi-bench-long-{}.yaml", std::process::id()));
    std::fs::write(&path, record_to_yaml(&data, game.record())).unwrap();
    path
}

fn long_game(c: &mut Criterion) {
    use gandhi_moderator::app::command::Command;
    let path = long_game_file();
    let ctx = Context::default();
    let mut app = GandhiApp::new(AppConfig {
        data_dir: None,
        data_folder: None,
        check_map: false,
        open: Some(path.clone()),
        new_game: None,
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    for n in 0..3 {
        frame(&ctx, &mut app, n);
    }
    let len = app.session().unwrap().record().entries.len();
    assert_eq!(len, 20_000);
    // The Log tab, at the present.
    app.request(Command::ShowLogEntry(len - 1));
    for n in 3..6 {
        frame(&ctx, &mut app, n);
    }
    let mut n = 6;
    c.bench_function(
        "board: one frame with the Log of a 20,000-entry game",
        |b| {
            b.iter(|| {
                n += 1;
                black_box(frame(&ctx, &mut app, n))
            })
        },
    );
    // Looking back: one entry earlier, then the frame that shows it.
    let mut at = len;
    c.bench_function(
        "board: one step back in a 20,000-entry game, and its frame",
        |b| {
            b.iter(|| {
                at = if at <= 1 { len } else { at - 1 };
                app.request(Command::LookAt(at));
                n += 1;
                black_box(frame(&ctx, &mut app, n))
            })
        },
    );
    let _ = std::fs::remove_file(path);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = board, long_game
}
criterion_main!(benches);
