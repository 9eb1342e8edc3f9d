//! Random playouts: whole games of generated legal actions, Campaign Rounds
//! included. After every step the state checks find nothing and the state
//! file reads back identical; every action and step passes its validation;
//! the saved game replays to the same end; the same seed plays the same game.

use gandhi_validator::components::GameData;
use gandhi_validator::log::{record_from_yaml, record_to_yaml, replay};
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::{Seat, four_players};

/// State checks after every entry (the game runs them once per entry).
const CHECKED: Checks = Checks {
    state_after_each_step: true,
    round_trip_each_step: false,
};

/// Also the state file written and read back after every entry, and the
/// game saved and reopened after every step.
const FULL: Checks = Checks {
    state_after_each_step: true,
    round_trip_each_step: true,
};

fn seats(seed: u64) -> gandhi_validator::terms::PerFaction<Seat> {
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
            let text = record_to_yaml(&data, &summary.record);
            let back = record_from_yaml(&data, "playout.yaml", &text).unwrap();
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

/// The seats of the `n`th game with non-players: all four, the Raj and the
/// Revolutionaries, Congress and the League, in turn.
fn np_seats(n: u64) -> gandhi_validator::terms::PerFaction<Seat> {
    let mut seats = four_players();
    for faction in gandhi_validator::terms::Faction::ALL {
        let np = match n % 3 {
            0 => true,
            1 => matches!(
                faction,
                gandhi_validator::terms::Faction::Raj
                    | gandhi_validator::terms::Faction::Revolutionaries
            ),
            _ => matches!(
                faction,
                gandhi_validator::terms::Faction::Congress
                    | gandhi_validator::terms::Faction::MuslimLeague
            ),
        };
        if np {
            seats[faction] = Seat::NonPlayer;
        }
    }
    seats
}

/// Games whose non-players are played by the engine, following a MADE-UP
/// aid (`simulation_aid`), with its dice, Events and Special Activities:
/// every step is judged and clean, and two games also write and
/// read back the state file and saves and reopens the game after every
/// entry.
#[test]
fn games_with_the_engine_playing_the_non_players_play_through_clean() {
    let data = simulation_data(&GameData::bundled().unwrap());
    let data = gandhi_validator::playouts::simulation_aid(&data).unwrap();
    let (mut engine_steps, mut dice, mut games) = (0usize, 0usize, 0usize);
    for seed in 1..=120u64 {
        let scenario = if seed.is_multiple_of(2) {
            "main"
        } else {
            "short"
        };
        // A round trip after every entry costs the square of the game's
        // length: two Short games, one with every Faction a non-player.
        let checks = if matches!(seed, 1 | 3) { FULL } else { CHECKED };
        let summary = play_game(&data, scenario, seed, np_seats(seed), checks)
            .unwrap_or_else(|e| panic!("{scenario} seed {seed}: {e}"));
        assert!(
            summary.np_steps > 0,
            "seed {seed}: the engine played nothing"
        );
        engine_steps += summary.np_steps;
        dice += summary
            .record
            .entries
            .iter()
            .filter(|e| matches!(e.edit, gandhi_validator::position::Edit::Die(_)))
            .count();
        games += 1;
    }
    // The engine's turns make up much of these games, and it rolls dice.
    assert!(engine_steps > games * 20, "{engine_steps} engine steps");
    assert!(dice > games, "{dice} dice in {games} games");
}

/// The soak `.ci/run` runs in an optimised build with overflow checks
/// (`cargo test --profile checked -p gandhi-validator --test it --
/// --ignored soak`): a few hundred games of each kind, on every core. The
/// non-players follow the MADE-UP aid (`simulation_aid`). The 100,000-game
/// soak in docs/performance.md is the `playout` command's.
#[test]
#[ignore = "slow unoptimised: .ci/run runs it with `--profile checked`"]
fn soak_a_few_hundred_games_of_each_kind() {
    use gandhi_validator::terms::Faction;
    use rayon::prelude::*;
    let data = simulation_data(&GameData::bundled().unwrap());
    let data = gandhi_validator::playouts::simulation_aid(&data).unwrap();
    let np = |factions: &[Faction]| {
        let mut seats = four_players();
        for f in factions {
            seats[*f] = Seat::NonPlayer;
        }
        seats
    };
    let all = Faction::ALL;
    let raj_revs = [Faction::Raj, Faction::Revolutionaries];
    let nv = [Faction::Congress, Faction::MuslimLeague];
    let kinds: Vec<(&str, &str, gandhi_validator::terms::PerFaction<Seat>, u64)> = vec![
        ("four players", "short", four_players(), 300),
        ("four players", "main", four_players(), 300),
        ("four non-players", "short", np(&all), 300),
        (
            "the Raj and the Revolutionaries non-players",
            "short",
            np(&raj_revs),
            300,
        ),
        ("Congress and the League non-players", "main", np(&nv), 300),
    ];
    let started = std::time::Instant::now();
    let mut failures = Vec::new();
    for (what, scenario, seats, games) in &kinds {
        let failed: Vec<String> = (10_001..10_001 + games)
            .into_par_iter()
            .filter_map(|seed| {
                play_game(&data, scenario, seed, *seats, CHECKED)
                    .err()
                    .map(|e| format!("{what}, {scenario} seed {seed}: {e}"))
            })
            .collect();
        eprintln!(
            "{games} {scenario} games, {what}: {} broke a rule",
            failed.len()
        );
        failures.extend(failed);
    }
    // Saved and reopened after every step: the state file and the saved
    // game read back the same, with every seating.
    let round_trips = 200u64;
    let failed: Vec<String> = (20_001..20_001 + round_trips)
        .into_par_iter()
        .filter_map(|seed| {
            let seats = if seed % 4 == 0 {
                four_players()
            } else {
                np_seats(seed)
            };
            play_game(&data, "short", seed, seats, FULL)
                .err()
                .map(|e| format!("round trip, short seed {seed}: {e}"))
        })
        .collect();
    eprintln!(
        "{round_trips} short games saved and reopened after every step: {} broke",
        failed.len()
    );
    failures.extend(failed);
    eprintln!("soak: {:.1} s", started.elapsed().as_secs_f64());
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A saved playout says it was played with made-up data, and is judged
/// again with the same: every entry as it was played, with players or
/// non-players seated. Judged with the data alone, the cards' faction
/// orders it played with are unknown and the entries differ.
#[test]
fn a_saved_playout_is_judged_again_with_the_data_it_was_played_with() {
    use gandhi_validator::log::Game;
    use gandhi_validator::playouts::{judged_with, playout_data};
    let data = GameData::bundled().unwrap();
    for seats in [four_players(), np_seats(1)] {
        let played_with = playout_data(&data, &seats).unwrap();
        let summary = play_game(&played_with, "short", 5, seats, CHECKED).unwrap();
        let text = record_to_yaml(&played_with, &summary.record);
        assert!(text.contains("\nmade_up: true\n"), "said in the file");
        let record = record_from_yaml(&data, "g.yaml", &text).unwrap();
        assert!(record.made_up);
        let judged = judged_with(&data, &record).unwrap();
        let opened = Game::open(&judged, record.clone()).unwrap();
        assert!(opened.differences.is_empty(), "{:?}", opened.differences);
        assert_eq!(opened.game.record(), &summary.record);
        // The made-up data is what makes it so.
        let alone = Game::open(&data, record).unwrap();
        assert!(!alone.differences.is_empty());
    }
}
