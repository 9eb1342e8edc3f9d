//! Runs one benchmarked operation a fixed number of times, for instruction
//! counts under `valgrind --tool=callgrind` (repeatable on a shared
//! machine, unlike wall-clock time): `perf_probe sweep|playout|static N`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // probe code

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::hint::black_box;

use gandhi_validator::edit::{Edit, apply};
use gandhi_validator::np::engine::plan_turn;
use gandhi_validator::playout::{Checks, play_game, simulation_data};
use gandhi_validator::setup::setup;
use gandhi_validator::state::{Seat, four_players};
use gandhi_validator::{Faction, GameData, check};

const SWEEP_FACE: &str = "- { id: sweep, operation: sweep, column: sweep, then: stop }";

const RAJ_COLUMNS: &str = "priorities:\n\
     - { faction: raj, column: sweep, rows: [{ most: guerrillas }, { most: population }] }\n\
     moves:\n\
     - { faction: raj, keep: [{ count: 1, of: troops, where: [city] }] }\n";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("sweep", String::as_str);
    let n: u64 = args.get(2).map_or(10, |s| s.parse().unwrap());
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
            apply(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
            for _ in 0..n {
                let plan = plan_turn(
                    &data,
                    &state,
                    Faction::Raj,
                    gandhi_validator::np::NpChoice::OperationOnly,
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
        _ => panic!("sweep, playout or static"),
    }
}
