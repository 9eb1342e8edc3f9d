//! One non-player turn on the Short setup (target: median under 1 ms): the
//! eligibility table's decision, the Arjuna draw and a whole card face
//! followed, Operation and Special Activity, every space checked.
//!
//! The card faces, priority rows, card marks and Random Spaces slots used
//! here are MADE UP for the measurement; they are not the printed ones.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // bench code

#[path = "../tests/it/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gandhi_validator::components::PlayerCard;
use gandhi_validator::nonplayers::decide_eligible;
use gandhi_validator::nonplayers::plan_turn;
use gandhi_validator::play::{CardPlay, Options, Slot, Turn};
use gandhi_validator::position::setup;
use gandhi_validator::position::{Edit, apply_edit};
use gandhi_validator::position::{GameState, Seat};
use gandhi_validator::{components::GameData, terms::Faction};

const FACE: &str = "\
- { id: q, check: { spaces: { where: [{ has: guerrillas_underground }], at_least: 2 } }, yes: { node: rally }, no: { node: rally } }
- { id: rally, operation: rally, column: place_guerrillas, activation: 3, then: { node: sa } }
- id: sa
  specials:
    - { special: aid, column: attack_or_go_underground }
  then: stop";

const REVS_COLUMNS: &str = "priorities:\n\
     - { faction: revolutionaries, column: place_guerrillas, rows: [no_raj_control, { most: population }, { least: cubes }] }\n\
     - { faction: revolutionaries, column: place_bases, rows: [{ most: guerrillas }] }\n\
     - { faction: revolutionaries, column: attack_or_go_underground, rows: [{ most: guerrillas }] }\n";

const SWEEP_FACE: &str = "- { id: sweep, operation: sweep, column: sweep, then: stop }";

const RAJ_COLUMNS: &str = "priorities:\n\
     - { faction: raj, column: sweep, rows: [{ most: guerrillas }, { most: population }] }\n\
     moves:\n\
     - { faction: raj, keep: [{ count: 1, of: troops, where: [city] }] }\n";

fn data() -> GameData {
    data_for(Faction::Revolutionaries, FACE, REVS_COLUMNS)
}

/// The bundled data with every card of `faction` showing `face`, the
/// columns given, and a made-up Random Spaces map.
fn data_for(faction: Faction, face: &str, columns: &str) -> GameData {
    common::np::with_aid(
        &GameData::bundled().expect("bundled data"),
        faction,
        face,
        columns,
    )
}

/// The Short setup with `faction` a non-player.
fn short_with_non_player(data: &GameData, faction: Faction) -> GameState {
    let mut state = setup(data, "short", 2026).expect("short setup");
    common::np::seat(data, &mut state, faction, Seat::NonPlayer);
    state
}

fn np_turn(c: &mut Criterion) {
    let mut data = data();
    let mut state = short_with_non_player(&data, Faction::Revolutionaries);
    let Some(gandhi_validator::terms::Card::Event(current)) = state.deck.current else {
        panic!("an Event first");
    };
    let Some(gandhi_validator::terms::Card::Event(upcoming)) = state.deck.upcoming() else {
        panic!("an Event next");
    };
    let card = |number| PlayerCard {
        number,
        faction_order: Some([
            Faction::Revolutionaries,
            Faction::Raj,
            Faction::Congress,
            Faction::MuslimLeague,
        ]),
        critical: Some(Vec::new()),
        halos: Some(Vec::new()),
        title: None,
        ..PlayerCard::default()
    };
    data.cards = data
        .cards
        .with_players(&[card(current), card(upcoming)], "bench");
    apply_edit(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
    let turn = Turn {
        faction: Faction::Revolutionaries,
        slot: Slot::First,
        options: Options::ALL,
    };
    let play = CardPlay::default();
    let one_turn = || {
        let (choice, _) = decide_eligible(&data, &state, &play, turn, None).unwrap();
        plan_turn(&data, &state, Faction::Revolutionaries, choice).unwrap()
    };
    let plan = one_turn();
    assert!(plan.manual.is_none(), "{:?}", plan.manual);
    assert!(plan.selected.len() >= 2, "{:?}", plan.selected);
    c.bench_function("one non-player turn (eligibility, draw, whole card)", |b| {
        b.iter(|| black_box(one_turn()))
    });
}

/// A non-player Raj Sweep on the Short setup: the heaviest kind of turn,
/// every single cube move judged by the action checks.
fn np_sweep(c: &mut Criterion) {
    let data = data_for(Faction::Raj, SWEEP_FACE, RAJ_COLUMNS);
    let mut state = short_with_non_player(&data, Faction::Raj);
    apply_edit(&data, &mut state, &Edit::ArjunaShuffle).unwrap();
    let one_turn = || {
        plan_turn(
            &data,
            &state,
            Faction::Raj,
            gandhi_validator::nonplayers::NpChoice::OperationOnly,
        )
        .unwrap()
    };
    let plan = one_turn();
    assert!(plan.manual.is_none(), "{:?}", plan.manual);
    assert!(!plan.selected.is_empty(), "{:?}", plan.trace);
    c.bench_function(
        "one non-player Sweep (draw, whole card, every move checked)",
        |b| b.iter(|| black_box(one_turn())),
    );
}

/// The non-player Raj's Redeploy list (8.9.3) on the Short setup: every
/// cube's source picked with the Control it must keep.
fn np_raj_redeploy(c: &mut Criterion) {
    use gandhi_validator::nonplayers::plan_phase;
    use gandhi_validator::play::Phase;
    let data = data_for(Faction::Raj, SWEEP_FACE, RAJ_COLUMNS);
    let state = short_with_non_player(&data, Faction::Raj);
    let plan = plan_phase(&data, &state, Phase::RajRedeploy).unwrap();
    assert!(plan.complete(), "{:?}", plan.left);
    assert!(plan.moves().count() > 0, "{:?}", plan.trace);
    c.bench_function("the non-player Raj's whole Redeploy list", |b| {
        b.iter(|| black_box(plan_phase(&data, &state, Phase::RajRedeploy).unwrap()))
    });
}

/// A non-player's turn through the table's contract, on a table's log of
/// four non-players some 40 entries in: the turn planned from the play the
/// table folded from the entries, and handed back as the table's entry,
/// with its trace. The card and aid data
/// are the made-up ones of the program's playouts.
fn np_turn_on_the_table(c: &mut Criterion) {
    use coin_table::{TableEntry, TableLog, Volume, non_player_entry, play_in_game};
    use gandhi_validator::nonplayers::{Answers, next_step};
    use gandhi_validator::volume::Gandhi;
    let seats = gandhi_validator::terms::PerFaction::from_fn(|_| Seat::NonPlayer);
    let data =
        gandhi_validator::playouts::playout_data(&GameData::bundled().unwrap(), &seats).unwrap();
    let mut log = TableLog::new("gandhi", "short", 3);
    let mut table = Gandhi.setup(&data, "short", 3).unwrap();
    let mut play = Gandhi.start_play(&data, &table);
    let mut next = common::np::four_non_players_seated(&data);
    let answers = ["not-effective".to_owned()];
    let side = loop {
        play_in_game(&Gandhi, &data, (&mut table, &mut play), &next).unwrap();
        log.entries.push(next);
        // The play the table folds is Gandhi's own progress.
        let step = next_step(
            &data,
            &table,
            &play,
            false,
            &|_, _| Some(false),
            &Answers::default(),
        );
        let turn = step.edits.iter().find_map(|edit| match edit {
            Edit::Declare(declared) => Some(declared.faction.key()),
            _ => None,
        });
        next = match turn {
            Some(side) if log.entries.len() >= 40 => break side,
            Some(side) => {
                non_player_entry(
                    &Gandhi,
                    &data,
                    log.so_far((&table, &play)),
                    (side, &answers),
                )
                .unwrap()
                .0
            }
            None => TableEntry {
                gestures: step
                    .edits
                    .iter()
                    .map(|e| Gandhi::gesture(&data, e))
                    .collect(),
                ..TableEntry::default()
            },
        };
        assert!(
            !step.edits.is_empty(),
            "the game stopped at {} entries",
            log.entries.len()
        );
    };
    c.bench_function(
        "one non-player turn through the table's contract, 40 entries in",
        |b| {
            b.iter(|| {
                black_box(
                    non_player_entry(
                        &Gandhi,
                        &data,
                        log.so_far((&table, &play)),
                        (side, &answers),
                    )
                    .unwrap(),
                )
            })
        },
    );
}

criterion_group!(
    benches,
    np_turn,
    np_sweep,
    np_raj_redeploy,
    np_turn_on_the_table
);
criterion_main!(benches);
