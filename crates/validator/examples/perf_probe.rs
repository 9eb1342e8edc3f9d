//! Runs one benchmarked operation a fixed number of times, for instruction
//! counts under `valgrind --tool=callgrind` (repeatable on a shared
//! machine, unlike wall-clock time): `perf_probe sweep|playout|static|action N`;
//! `perf_probe save FILE` writes a whole random Main game (seed 1, four
//! players) and `perf_probe open FILE N` reads it, checks its seal, replays
//! it and judges every entry again, N times, so that two builds can be
//! compared on the very same game.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // probe code

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::hint::black_box;

use gandhi_validator::log::Game;
use gandhi_validator::log::{read_record, record_to_yaml};
use gandhi_validator::nonplayers::plan_turn;
use gandhi_validator::play::{Declared, Execution, Operation, Special, check_action};
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::setup;
use gandhi_validator::position::{Edit, apply_edit};
use gandhi_validator::position::{Seat, four_players};
use gandhi_validator::{
    components::GameData,
    play::check,
    terms::{Faction, Piece},
};

const SWEEP_FACE: &str = "- { id: sweep, operation: sweep, column: sweep, then: stop }";

const RAJ_COLUMNS: &str = "priorities:\n\
     - { faction: raj, column: sweep, rows: [{ most: guerrillas }, { most: population }] }\n\
     moves:\n\
     - { faction: raj, keep: [{ count: 1, of: troops, where: [city] }] }\n";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("sweep", String::as_str);
    let n: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    match what {
        "sweep" => {
            let data = common::np::with_aid(
                &GameData::bundled().unwrap(),
                Faction::Raj,
                SWEEP_FACE,
                RAJ_COLUMNS,
            );
            let mut state = setup(&data, "short", 2026).unwrap();
            common::np::seat(&data, &mut state, Faction::Raj, Seat::NonPlayer);
            apply_edit(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
            for _ in 0..n {
                let plan = plan_turn(
                    &data,
                    &state,
                    Faction::Raj,
                    gandhi_validator::nonplayers::NpChoice::OperationOnly,
                )
                .unwrap();
                black_box(plan);
            }
        }
        "playout" => {
            let data = simulation_data(&GameData::bundled().unwrap());
            let checks = Checks {
                state_after_each_step: true,
                round_trip_each_step: false,
            };
            let mut entries = 0;
            for seed in 1..=n {
                entries += play_game(&data, "short", seed, four_players(), checks)
                    .unwrap()
                    .entries;
            }
            println!("{entries} entries");
        }
        "static" => {
            let data = GameData::bundled().unwrap();
            let state = setup(&data, "main", 1).unwrap();
            for _ in 0..n {
                black_box(check(&data, black_box(&state)));
            }
        }
        "action" => action(n),
        "save" => {
            let data = simulation_data(&GameData::bundled().unwrap());
            let checks = Checks {
                state_after_each_step: false,
                round_trip_each_step: false,
            };
            let record = play_game(&data, "main", 1, four_players(), checks)
                .unwrap()
                .record;
            std::fs::write(&args[2], record_to_yaml(&data, &record)).unwrap();
        }
        "open" => {
            let data = simulation_data(&GameData::bundled().unwrap());
            let text = std::fs::read_to_string(&args[2]).unwrap();
            let times: u64 = args.get(3).map_or(1, |s| s.parse().unwrap());
            for _ in 0..times {
                let read = read_record(&data, "game.yaml", &text).unwrap();
                let opened = Game::open(&data, read.record).unwrap();
                assert!(opened.differences.is_empty());
                black_box(opened);
            }
        }
        _ => panic!("sweep, playout, static, action, save or open"),
    }
}

/// The `actions` bench's declared action: the League Rallies in Sind and
/// Baluchistan, then Persuades nowhere, checked `n` times.
fn action(n: u64) {
    let data = GameData::bundled().unwrap();
    let before = setup(&data, "short", 2026).unwrap();
    let mut after = before.clone();
    for key in ["sind", "baluchistan"] {
        let id = data.map.by_key(key).unwrap();
        after.available.remove(Piece::LeagueActivist, 1);
        after.space_mut(id).pieces.add(Piece::LeagueActivist, 1);
    }
    let declared = Declared::operation(
        Faction::MuslimLeague,
        Operation::Rally,
        Some(Special::Persuade),
    );
    let execution = Execution {
        before: &before,
        special: Some((&after, &after)),
        after: &after,
        played: &[],
    };
    for _ in 0..n {
        black_box(check_action(
            &data,
            black_box(&declared),
            black_box(&execution),
        ));
    }
}
