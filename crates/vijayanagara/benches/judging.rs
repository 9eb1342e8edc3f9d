//! Vijayanagara on the table: a whole generated game replayed and judged
//! through the contract, as opening a log does (target: median under
//! 100 ms), and the program carrying out a Mongol Invasion card's
//! instructions with its questions answered (target: under 1 ms).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

use std::hint::black_box;

use coin_table::{NotPlanned, SoFar, TableLog, replay};
use criterion::{Criterion, criterion_group, criterion_main};
use vijayanagara::{Card, Data, Deck, Faction, Sequence, Vijayanagara, carry_out, play_out, setup};

fn benches(c: &mut Criterion) {
    let data = Data::bundled().unwrap();
    let mut log = TableLog::new("vijayanagara", "standard", 5);
    log.entries = play_out(&data, "standard", 5).unwrap();
    let entries = log.entries.len();
    c.bench_function(
        &format!("replay and judge a whole generated game ({entries} entries)"),
        |b| {
            b.iter(|| black_box(replay(&Vijayanagara, &data, black_box(&log), usize::MAX).unwrap()))
        },
    );
    let mut state = setup(&data, "standard").unwrap();
    state.deck = Deck {
        card: Some(Card::Invasion(Faction::Bahmani)),
        ..Deck::default()
    };
    let play = Sequence::default();
    c.bench_function(
        "carry out a Mongol Invasion card, every question answered",
        |b| {
            b.iter(|| {
                let mut answers: Vec<String> = vec!["attack-mountain-passes".to_owned()];
                loop {
                    let game = SoFar {
                        scenario: "standard",
                        seed: 9,
                        entries: &[],
                        now: &state,
                        play: &play,
                    };
                    match carry_out(&data, game, &answers) {
                        Ok(turn) => break black_box(turn),
                        Err(NotPlanned::Asked(q)) => answers.push(q.options[0].clone()),
                        Err(NotPlanned::Cannot(why)) => panic!("{why}"),
                    }
                }
            })
        },
    );
}

criterion_group!(judging, benches);
criterion_main!(judging);
