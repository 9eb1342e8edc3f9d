//! Opening a saved game: the text read, its seal checked, and every entry
//! replayed and judged again by today's rules (`Game::open`), as the board
//! and `judge` do. Two games: a whole random Main game from the playout
//! generator, and a long one of 20,000 entries: that Main game followed by
//! free changes (a Troop deployed to a Province and taken back, over and
//! over) until the log holds 20,000 entries, since no game the generator
//! plays runs that long. Target: the long game under 2 s
//! (docs/performance.md). Beside them, the Main game written as the
//! table's log and replayed through the contract.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;
use std::time::Duration;

use coin_table::Seal;
use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::log::Game;
use gandhi_validator::log::{GameRecord, read_record, record_to_yaml};
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::four_players;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};
use gandhi_validator::{position::Edit, terms::Place};

/// How many entries the long game holds.
const LONG: usize = 20_000;

/// A whole random Main game, then free changes until it holds `LONG`
/// entries.
fn games(data: &GameData) -> (GameRecord, GameRecord) {
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let main = play_game(data, "main", 1, four_players(), checks)
        .unwrap()
        .record;
    let mut game = Game::new(data, main.clone()).unwrap();
    let delhi = Place::Space(data.map.by_key("delhi").unwrap());
    let mut n = game.record().entries.len();
    while n < LONG {
        let (from, to) = if n.is_multiple_of(2) {
            (Place::Available, delhi)
        } else {
            (delhi, Place::Available)
        };
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
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
        game.push(data, edit, Some(Faction::Raj), at).unwrap();
        n += 1;
    }
    (main, game.record().clone())
}

fn open(data: &GameData, text: &str) -> usize {
    let read = read_record(data, "game.yaml", text).unwrap();
    assert!(matches!(read.seal, Seal::Intact { .. }));
    let opened = Game::open(data, read.record).unwrap();
    assert!(opened.differences.is_empty());
    opened.game.record().entries.len()
}

fn open_game(c: &mut Criterion) {
    let data = simulation_data(&GameData::bundled().unwrap());
    let (main, long) = games(&data);
    let main_text = record_to_yaml(&data, &main);
    let long_text = record_to_yaml(&data, &long);
    assert_eq!(long.entries.len(), LONG);
    println!(
        "Main game: {} entries, {} bytes; long game: {} entries, {} bytes",
        main.entries.len(),
        main_text.len(),
        long.entries.len(),
        long_text.len()
    );
    c.bench_function(
        "open a whole random Main game: read, seal, judge again",
        |b| b.iter(|| black_box(open(&data, black_box(&main_text)))),
    );
    let as_table = gandhi_validator::volume::table_log(&data, &main).unwrap();
    println!(
        "the Main game as the table's log: {} entries",
        as_table.log.entries.len()
    );
    c.bench_function("write a whole random Main game as the table's log", |b| {
        b.iter(|| black_box(gandhi_validator::volume::table_log(&data, black_box(&main)).unwrap()))
    });
    c.bench_function(
        "replay that table's log through the contract, judging every entry",
        |b| {
            b.iter(|| {
                let gandhi = gandhi_validator::volume::Gandhi;
                let log = black_box(&as_table.log);
                black_box(coin_table::replay(&gandhi, &data, log, usize::MAX).unwrap())
            })
        },
    );
    let mut group = c.benchmark_group("long game");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.bench_function(
        "open a game of 20,000 entries: read, seal, judge again",
        |b| b.iter(|| black_box(open(&data, black_box(&long_text)))),
    );
    group.finish();
}

criterion_group!(benches, open_game);
criterion_main!(benches);
