//! Whole random games: a Short game played from setup to its end by the
//! playout generator, each action and Campaign Round step validated and the
//! state checks run after every entry. Target: at least 500 games per
//! second on one core (a median under 2 ms). Figures in docs/performance.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::components::GameData;
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::four_players;

fn playouts(c: &mut Criterion) {
    let data = simulation_data(&GameData::bundled().expect("bundled data"));
    let checks = Checks {
        state_after_each_step: true,
        round_trip_each_step: false,
    };
    let mut seed = 0u64;
    c.bench_function("playout: one whole Short game, every step checked", |b| {
        b.iter(|| {
            seed += 1;
            let summary = play_game(&data, "short", seed, four_players(), checks).unwrap();
            black_box(summary.entries)
        })
    });
    c.bench_function("playout: one whole Main game, every step checked", |b| {
        b.iter(|| {
            seed += 1;
            let summary = play_game(&data, "main", seed, four_players(), checks).unwrap();
            black_box(summary.entries)
        })
    });
}

criterion_group!(benches, playouts);
criterion_main!(benches);
