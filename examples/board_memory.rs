//! The board's private memory after opening a game of 500 entries,
//! headless (no window, so no graphics driver is loaded): a whole random
//! Main game from the playout generator cut to its first 500 entries,
//! written to a file, opened by the board as a player would, and ten
//! frames run and tessellated, with the Log tab shown. Then the process's
//! own figures are read from /proc (Linux): VmRSS, RssAnon and VmHWM from
//! /proc/self/status, and the Private_* lines of /proc/self/smaps_rollup.
//!
//! `cargo run --example board_memory` (docs/performance.md).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // measuring code

use egui::{Context, Pos2, RawInput, Rect, Vec2};
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_validator::components::GameData;
use gandhi_validator::log::Game;
use gandhi_validator::log::record_to_yaml;
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::four_players;

/// How many entries the game holds.
const ENTRIES: usize = 500;

fn input(frame: u32) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1600.0, 1000.0))),
        time: Some(f64::from(frame) / 60.0),
        ..RawInput::default()
    }
}

/// One frame: the app's ui run and its shapes tessellated, as the renderer
/// would; the font textures it would upload are kept here instead (their
/// pixels count, as the renderer's copy would).
fn frame(ctx: &Context, app: &mut GandhiApp, n: u32, textures: &mut egui::TexturesDelta) -> usize {
    let mut output = ctx.run_ui(input(n), |ui| app.show(ui));
    textures.append(std::mem::take(&mut output.textures_delta));
    ctx.tessellate(output.shapes, output.pixels_per_point).len()
}

/// The lines of a /proc file that `keep` keeps.
fn proc_lines(path: &str, keep: impl Fn(&str) -> bool) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| keep(l))
        .map(str::to_owned)
        .collect()
}

/// Plays the game, cuts it and writes it to a file.
fn write_game() -> std::path::PathBuf {
    let data = simulation_data(&GameData::bundled().unwrap());
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let record = play_game(&data, "main", 1, four_players(), checks)
        .unwrap()
        .record;
    assert!(record.entries.len() >= ENTRIES, "{}", record.entries.len());
    let game = Game::new(&data, record).unwrap().up_to(&data, ENTRIES);
    let path =
        std::env::temp_dir().join(format!("gandhi-board-memory-{}.yaml", std::process::id()));
    std::fs::write(&path, record_to_yaml(&data, game.record())).unwrap();
    path
}

fn main() {
    // The game is made by one process and opened by another, so that the
    // figures are the board's alone.
    let Some(path) = std::env::args_os().nth(1).map(std::path::PathBuf::from) else {
        let path = write_game();
        let status = std::process::Command::new(std::env::current_exe().unwrap())
            .arg(&path)
            .status()
            .unwrap();
        let _ = std::fs::remove_file(&path);
        assert!(status.success());
        return;
    };
    let before = proc_lines("/proc/self/status", |l| {
        l.starts_with("VmRSS") || l.starts_with("RssAnon")
    });

    let ctx = Context::default();
    let mut textures = egui::TexturesDelta::default();
    let mut app = GandhiApp::new(AppConfig {
        open: Some(path),
        ..AppConfig::default()
    })
    .unwrap();
    for n in 0..5 {
        frame(&ctx, &mut app, n, &mut textures);
    }
    let len = app.session().unwrap().record().entries.len();
    assert_eq!(len, ENTRIES);
    app.request(Command::ShowLogEntry(len - 1));
    for n in 5..10 {
        frame(&ctx, &mut app, n, &mut textures);
    }

    println!("a game of {len} entries open on the board, 10 frames run, headless");
    println!("at start (before the board):");
    for line in before {
        println!("  {line}");
    }
    println!("/proc/self/status:");
    for line in proc_lines("/proc/self/status", |l| {
        ["VmRSS", "VmHWM", "RssAnon", "RssFile", "RssShmem"]
            .iter()
            .any(|k| l.starts_with(k))
    }) {
        println!("  {line}");
    }
    println!("/proc/self/smaps_rollup:");
    for line in proc_lines("/proc/self/smaps_rollup", |l| {
        l.starts_with("Rss") || l.starts_with("Pss") || l.starts_with("Private")
    }) {
        println!("  {line}");
    }
    textures.clear();
    drop(app);
}
