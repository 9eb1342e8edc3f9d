//! Checking actions on the Short setup: one declared Operation with a
//! Special Activity checked against its change (target: median under
//! 50 µs), and a free change matched against every action (target: median
//! under 2 ms). Figures in docs/performance.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::play::explain_change;
use gandhi_validator::play::{Declared, Execution, Operation, Special, check_action};
use gandhi_validator::position::setup;
use gandhi_validator::{components::GameData, terms::Piece};

fn actions(c: &mut Criterion) {
    let data = GameData::bundled().expect("bundled data");
    let before = setup(&data, "short", 2026).expect("short setup");
    let id = |key: &str| data.map.by_key(key).expect("space");
    // The League Rallies in Sind and Baluchistan, then Persuades nowhere.
    let mut after = before.clone();
    for key in ["sind", "baluchistan"] {
        after.available.remove(Piece::LeagueActivist, 1);
        after
            .space_mut(id(key))
            .pieces
            .add(Piece::LeagueActivist, 1);
    }
    let declared = Declared::operation(
        gandhi_validator::terms::Faction::MuslimLeague,
        Operation::Rally,
        Some(Special::Persuade),
    );
    let execution = Execution {
        before: &before,
        special: Some((&after, &after)),
        after: &after,
        played: &[],
    };
    assert!(
        check_action(&data, &declared, &execution)
            .findings
            .is_empty(),
        "the benchmarked action is legal"
    );
    c.bench_function(
        "short: check one declared Operation + Special Activity",
        |b| {
            b.iter(|| {
                black_box(check_action(
                    &data,
                    black_box(&declared),
                    black_box(&execution),
                ))
            })
        },
    );
    c.bench_function("short: explain a free change (every action tried)", |b| {
        b.iter(|| black_box(explain_change(&data, black_box(&before), black_box(&after))))
    });
}

criterion_group!(benches, actions);
criterion_main!(benches);
