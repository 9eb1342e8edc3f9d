//! The board's cost in CPU time, headless: one frame of the full board on the
//! Main setup (layout, drawing and tessellation into triangles), and the time
//! from start (loading the data, setting up the game) to the first frame.
//! Targets: 4 ms per frame, 500 ms to the first frame (docs/performance.md).

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

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = board
}
criterion_main!(benches);
