//! Derived facts and static checks on the Main setup: Raj Control in every
//! space, the four victory totals, and every static check. Target: median
//! under 10 µs (docs/performance.md).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::position::controlled_spaces;
use gandhi_validator::position::setup;
use gandhi_validator::position::{state_from_yaml, state_to_yaml};
use gandhi_validator::{components::GameData, play::check, position::totals};

fn derive_and_check(c: &mut Criterion) {
    let data = GameData::bundled().expect("bundled data");
    let state = setup(&data, "main", 1).expect("main setup");

    c.bench_function("main: control + totals + all static checks", |b| {
        b.iter(|| {
            let state = black_box(&state);
            let controlled = controlled_spaces(&data.map, state);
            let totals = totals(&data, state);
            let report = check(&data, state);
            black_box((controlled, totals, report))
        })
    });
    c.bench_function("main: totals only", |b| {
        b.iter(|| black_box(totals(&data, black_box(&state))))
    });
    c.bench_function("main: static checks only", |b| {
        b.iter(|| black_box(check(&data, black_box(&state))))
    });

    let text = state_to_yaml(&data, &state);
    c.bench_function("main: read state file", |b| {
        b.iter(|| black_box(state_from_yaml(&data, "main.yaml", black_box(&text)).expect("loads")))
    });
    c.bench_function("load all bundled data", |b| {
        b.iter(|| black_box(GameData::bundled().expect("loads")))
    });
}

criterion_group!(benches, derive_and_check);
criterion_main!(benches);
