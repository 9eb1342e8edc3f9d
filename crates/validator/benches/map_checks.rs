//! A table's map checks: reading a whole map's checks and applying them at
//! start, and one check made in the map check mode (the work behind one
//! click: the check refused or kept, the totals compared, the progress
//! counted again). Target: one click well within a frame, under 16 ms
//! (docs/performance.md).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::components::GameData;
use gandhi_validator::components::{Check, TableChecks};
use gandhi_validator::components::{map_check_progress, mismatches, next_unchecked};

fn confirm(fact: gandhi_validator::terms::FactId) -> Check {
    Check {
        fact,
        on: "2026-11-23".to_owned(),
        value: None,
    }
}

fn map_checks(c: &mut Criterion) {
    let base = GameData::bundled().expect("bundled data");
    // Every fact confirmed, in walk order, as a table that walked it all.
    let mut all = TableChecks::new();
    while let Some(fact) = next_unchecked(&base, &all.apply(&base), &all, None) {
        all.set(&base, confirm(fact))
            .expect("a confirmation is kept");
    }
    let text = gandhi_validator::components::table_checks_to_yaml(&all, &base);

    c.bench_function("map checks: read and apply a whole map's checks", |b| {
        b.iter(|| {
            let read = gandhi_validator::components::table_checks_from_yaml(
                "map_checks.yaml",
                black_box(&text),
                &base,
            )
            .unwrap();
            black_box(read.apply(&base))
        })
    });

    // Halfway through the walk, one more confirmation with all that follows.
    let mut half = TableChecks::new();
    for _ in 0..60 {
        let fact = next_unchecked(&base, &half.apply(&base), &half, None).unwrap();
        half.set(&base, confirm(fact)).unwrap();
    }
    let next = next_unchecked(&base, &half.apply(&base), &half, None).unwrap();
    c.bench_function("map checks: one click in the mode, halfway through", |b| {
        b.iter(|| {
            let mut checks = half.clone();
            checks.set(&base, confirm(black_box(next))).unwrap();
            let shown = checks.apply(&base);
            let wrong = mismatches(&base, &shown);
            let counted = map_check_progress(&base, &shown, &checks);
            let after = next_unchecked(&base, &shown, &checks, Some(next));
            black_box((wrong, counted, after))
        })
    });
}

criterion_group!(benches, map_checks);
criterion_main!(benches);
