//! The bounded fuzz run of `cargo test`: each target's corpus, then a few
//! hundred mutated inputs of each, under the hang and memory guards
//! (`docs/fuzzing.md`). `GANDHI_FUZZ_CASES` runs more.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a finding should fail the test

use gandhi_fuzz::targets::Reach;
use gandhi_fuzz::{Config, Problem, Target, alloc::Counting, fuzz};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Mutated inputs per target in the default run: with the corpus, about
/// a minute in all on two cores of a debug build.
const DEFAULT_CASES: u64 = 200;

/// The data folder's default: each of its inputs loads the whole data.
const DEFAULT_DATA_FOLDER_CASES: u64 = 100;

fn run(target: Target) {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-findings");
    let cases = match target {
        Target::DataFolder => DEFAULT_DATA_FOLDER_CASES,
        _ => DEFAULT_CASES,
    };
    let config = Config::from_env(cases, out).unwrap_or_else(|e| panic!("{e}"));
    match fuzz(target, &config) {
        Ok(stats) => eprintln!(
            "fuzz target `{}` (seed {}): {stats}",
            target.name(),
            config.seed
        ),
        Err(finding) => panic!("{finding}"),
    }
}

#[test]
fn state() {
    run(Target::State);
}

#[test]
fn saved_game() {
    run(Target::SavedGame);
}

#[test]
fn player_cards() {
    run(Target::PlayerCards);
}

#[test]
fn players_aid() {
    run(Target::PlayersAid);
}

#[test]
fn data_folder() {
    run(Target::DataFolder);
}

/// Writes the generated part of the seed corpus again (`docs/fuzzing.md`):
/// `cargo test -p gandhi-fuzz --test fuzz -- --ignored write_seed_corpus`.
/// The other seeds are real files copied in (the documentation's examples,
/// the demonstration games).
#[test]
#[ignore = "rewrites files of the corpus"]
fn write_seed_corpus() {
    use gandhi_validator::components::PlayerCard;
    use gandhi_validator::playouts::{Checks, play_game, simulation_data};
    use gandhi_validator::position::setup;
    use gandhi_validator::position::{Seat, four_players};
    use gandhi_validator::{components::GameData, terms::Faction};

    let dir = gandhi_fuzz::corpus_dir();
    let write = |target: &str, name: &str, text: &str| {
        let folder = dir.join(target);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(name), text).unwrap();
    };
    let data = GameData::bundled().unwrap();
    for scenario in ["short", "main", "quick"] {
        let state = setup(&data, scenario, 1).unwrap();
        write(
            "state",
            &format!("setup-{scenario}.yaml"),
            &gandhi_validator::position::state_to_yaml(&data, &state),
        );
    }
    let sim = simulation_data(&data);
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let mut non_players = four_players();
    non_players[Faction::Raj] = Seat::NonPlayer;
    non_players[Faction::MuslimLeague] = Seat::NonPlayer;
    for (name, seats) in [("players", four_players()), ("non-players", non_players)] {
        let summary = play_game(&sim, "short", 3, seats, checks).unwrap();
        let middle = &summary.states[summary.states.len() / 2];
        write(
            "state",
            &format!("playout-{name}-middle.yaml"),
            &gandhi_validator::position::state_to_yaml(&sim, middle),
        );
        write(
            "state",
            &format!("playout-{name}-end.yaml"),
            &gandhi_validator::position::state_to_yaml(&sim, &summary.last),
        );
        let mut game = gandhi_validator::log::Game::new(&sim, summary.record.clone()).unwrap();
        game.truncate(&sim, 120);
        write(
            "saved_game",
            &format!("playout-{name}-120.yaml"),
            &gandhi_validator::log::record_to_yaml(&sim, game.record()),
        );
    }
    let cards: Vec<PlayerCard> = (1..=12)
        .map(|n| PlayerCard {
            number: n,
            title: Some(format!("Card {n}")),
            faction_order: gandhi_validator::components::four_factions(&[
                Faction::Congress,
                Faction::Raj,
                Faction::Revolutionaries,
                Faction::MuslimLeague,
            ]),
            critical: Some(vec![Faction::Raj]),
            halos: Some(Vec::new()),
            ..PlayerCard::default()
        })
        .collect();
    write(
        "player_cards",
        "twelve-cards.yaml",
        &gandhi_validator::components::player_cards_to_yaml(&cards),
    );
}

fn guard_config(timeout_ms: u64, memory_mb: usize) -> Config {
    Config {
        cases: 0,
        seed: 0,
        seconds: None,
        only: None,
        timeout: std::time::Duration::from_millis(timeout_ms),
        memory: memory_mb * 1024 * 1024,
        out: std::env::temp_dir(),
        verbose: false,
    }
}

#[test]
fn the_hang_guard_reports_an_input_that_does_not_return() {
    let config = guard_config(200, 64);
    let outcome = gandhi_fuzz::run_guarded(
        "hang",
        || {
            std::thread::sleep(std::time::Duration::from_secs(3));
            Reach::Through
        },
        &config,
    );
    assert!(matches!(outcome, Err(Problem::Hang(_))), "{outcome:?}");
}

#[test]
fn the_memory_guard_reports_an_input_that_holds_too_much() {
    let config = guard_config(10_000, 16);
    let outcome = gandhi_fuzz::run_guarded(
        "memory",
        || {
            let held = vec![1u8; 24 * 1024 * 1024];
            std::hint::black_box(&held);
            Reach::Through
        },
        &config,
    );
    match outcome {
        Err(Problem::Memory(peak)) => assert!(peak >= 24 * 1024 * 1024, "{peak}"),
        other => panic!("{other:?}"),
    }
    // Under the bound, the same work passes and its peak is measured.
    let config = guard_config(10_000, 32);
    let ran = gandhi_fuzz::run_guarded(
        "memory",
        || {
            let held = vec![1u8; 24 * 1024 * 1024];
            std::hint::black_box(&held);
            Reach::Through
        },
        &config,
    )
    .unwrap();
    assert!(ran.peak >= 24 * 1024 * 1024, "{}", ran.peak);
}

#[test]
fn a_panic_is_reported_with_its_message() {
    let config = guard_config(10_000, 64);
    let outcome = gandhi_fuzz::run_guarded("panic", || -> Reach { panic!("the message") }, &config);
    assert_eq!(
        outcome.unwrap_err(),
        Problem::Panic("the message".to_owned())
    );
}

#[test]
fn the_same_seed_gives_the_same_inputs() {
    for target in Target::ALL {
        let seeds = gandhi_fuzz::Seeds::of(target).unwrap();
        for i in 0..20 {
            let case = gandhi_fuzz::case_seed(target, 5, i);
            assert_eq!(seeds.case(target, case), seeds.case(target, case));
        }
        assert_ne!(
            gandhi_fuzz::case_seed(target, 5, 0),
            gandhi_fuzz::case_seed(target, 6, 0)
        );
    }
}

/// Every number of the corpus replaced by each extreme value in turn
/// (`docs/fuzzing.md`): `cargo test --release -p gandhi-fuzz --test fuzz --
/// --ignored extremes_in_every_number`. `GANDHI_FUZZ_SWEEP_STRIDE` takes
/// every n-th number only (default 1; the data folder, whose inputs each
/// load all the data, takes every 4th).
#[test]
#[ignore = "minutes in a release build; part of the longer run"]
fn extremes_in_every_number() {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-findings");
    let config = Config::from_env(0, out).unwrap_or_else(|e| panic!("{e}"));
    let stride: usize = std::env::var("GANDHI_FUZZ_SWEEP_STRIDE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for target in Target::ALL {
        let stride = if target == Target::DataFolder {
            stride * 4
        } else {
            stride
        };
        match gandhi_fuzz::sweep(target, &config, stride) {
            Ok(stats) => eprintln!("sweep of `{}`: {stats}", target.name()),
            Err(finding) => panic!("{finding}"),
        }
    }
}
