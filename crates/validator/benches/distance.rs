//! A game played at a distance: taking a turn of the last 10 entries of a
//! whole Short game (its text read, its chain and signatures checked,
//! its entries added; target: median under 10 ms), and judging those 10
//! entries on the receiving side (target: median under 50 ms). Figures in
//! docs/performance.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use coin_table::{SeatKey, TableLog, Turn, Volume, play_in_game, replay};
use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::components::GameData;
use gandhi_validator::volume::Gandhi;

fn distance(c: &mut Criterion) {
    let bundled = GameData::bundled().expect("bundled data");
    // Seed 0 seats four players; the generator's made-up data.
    let played = Gandhi
        .play_out(&bundled, "short", 0)
        .expect("a generator")
        .expect("a whole game");
    let data = played.data;
    let (asha, bimal) = (SeatKey::from_secret([1; 32]), SeatKey::from_secret([2; 32]));
    let game = "bench-game";
    let mut log = TableLog::new("gandhi", "short", 0);
    log.distance.game = game.to_owned();
    log.distance.seats = vec![
        asha.seat("Asha", &["raj".to_owned()], game),
        bimal.seat("Bimal", &["congress".to_owned()], game),
    ];
    log.entries = played.entries;
    log.sign(&Gandhi, ("Asha", &asha), 0);
    let held = log.entries.len() - 10;
    let mut receiver = log.clone();
    receiver.entries.truncate(held);
    receiver.distance.signatures.retain(|s| s.entry <= held);
    let text = log.turn(&Gandhi, "Asha", held).write();

    c.bench_function("distance: a turn of 10 entries read and taken", |b| {
        b.iter(|| {
            let mut copy = receiver.clone();
            let turn = Turn::read(&Gandhi, "turn.yaml", black_box(&text)).unwrap();
            copy.take_turn(&Gandhi, &turn, "2026-11-28T10:00:00Z")
                .unwrap()
        })
    });

    let before = replay(&Gandhi, &data, &receiver, usize::MAX).unwrap();
    c.bench_function("distance: the 10 entries of a turn judged", |b| {
        b.iter(|| {
            let (mut state, mut play) = (before.state.clone(), before.play.clone());
            for entry in &log.entries[held..] {
                black_box(play_in_game(&Gandhi, &data, (&mut state, &mut play), entry).unwrap());
            }
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = distance
}
criterion_main!(benches);
