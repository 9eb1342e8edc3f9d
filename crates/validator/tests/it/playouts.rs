//! Random playouts: whole games of generated legal actions, Campaign Rounds
//! included. After every step the state checks find nothing and the state
//! file reads back identical; every action and step passes its validation;
//! the saved game replays to the same end; the same seed plays the same game.

use gandhi_validator::GameData;
use gandhi_validator::playout::{Checks, play_game, simulation_data};
use gandhi_validator::record::{from_yaml, replay, to_yaml};
use gandhi_validator::state::{Seat, four_players};

/// State checks after every entry (the game runs them once per entry).
const CHECKED: Checks = Checks {
    state_after_each_step: true,
    round_trip_each_step: false,
};

/// Also the state file written and read back, and the game saved and
/// reopened, after every entry.
const FULL: Checks = Checks {
    state_after_each_step: true,
    round_trip_each_step: true,
};

fn seats(seed: u64) -> gandhi_validator::PerFaction<Seat> {
    let mut seats = four_players();
    // Some games have non-players, which keep no Resources (8.1).
    if seed.is_multiple_of(3) {
        seats.raj = Seat::NonPlayer;
    }
    if seed.is_multiple_of(5) {
        seats.revolutionaries = Seat::NonPlayer;
    }
    seats
}

#[test]
fn two_hundred_games_play_through_with_every_check_clean() {
    let data = simulation_data(&GameData::bundled().unwrap());
    let mut ended = 0;
    let mut rounds = 0;
    let mut actions = 0;
    for seed in 0..200u64 {
        let scenario = ["short", "main", "quick"][usize::try_from(seed % 3).unwrap()];
        // One game also writes and reads back the state file, and saves and
        // reopens the game, after every entry.
        let checks = if seed == 0 { FULL } else { CHECKED };
        let summary = play_game(&data, scenario, seed, seats(seed), checks)
            .unwrap_or_else(|e| panic!("{scenario} seed {seed}: {e}"));
        assert!(
            summary.actions > 10,
            "seed {seed}: {} actions",
            summary.actions
        );
        ended += usize::from(summary.ending.is_some());
        rounds += summary.rounds;
        actions += summary.actions;
        // Saving the game then loading it gives the identical state after
        // every entry.
        if seed.is_multiple_of(10) {
            let text = to_yaml(&data, &summary.record);
            let back = from_yaml(&data, "playout.yaml", &text).unwrap();
            assert_eq!(back, summary.record, "seed {seed}");
            let states = replay(&data, &back).unwrap();
            assert!(
                states == summary.states,
                "seed {seed}: replayed states differ"
            );
        }
    }
    assert_eq!(ended, 200, "every game reaches its end");
    assert!(rounds >= 200, "Campaign Rounds are played ({rounds})");
    assert!(actions >= 200 * 30, "actions are played ({actions})");
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let data = simulation_data(&GameData::bundled().unwrap());
    let a = play_game(&data, "short", 42, four_players(), CHECKED).unwrap();
    let b = play_game(&data, "short", 42, four_players(), CHECKED).unwrap();
    assert_eq!(a.last, b.last);
    assert_eq!(a.record, b.record);
    let c = play_game(&data, "short", 43, four_players(), CHECKED).unwrap();
    assert_ne!(a.record, c.record);
}
