//! The non-player movement Operations with the Move Priorities table
//! (8.4.2): Raj Sweep (8.6.3), Congress Demonstrate (8.6.4) and
//! Revolutionaries March (8.6.6).
//!
//! The card faces, priority rows and keep rows written here are MADE UP for
//! the tests: the project does not know the printed cards or tables.

use crate::common;

use common::Ex;
use common::np::{assert_legal, chose, chose_space, np_table, whole_plan, with_aid};
use gandhi_validator::nonplayers::NoteCode;
use gandhi_validator::nonplayers::plan_turn;
use gandhi_validator::nonplayers::{NpChoice, Question, TraceLine};
use gandhi_validator::play::{Choice, Operation};
use gandhi_validator::position::Edit;
use gandhi_validator::position::GameState;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SupportLevel},
};

fn operation_of(plan: &gandhi_validator::nonplayers::Plan) -> Operation {
    match plan.declared.as_ref().map(|d| &d.choice) {
        Some(Choice::Operation { op, .. }) => *op,
        other => panic!("not an Operation: {other:?}"),
    }
}

/// Two Underground Guerrillas in West Bengal; Bihar with 2 Troops and 3
/// Sepoys, East Bengal with a Troop and `sepoys` Sepoys.
fn sweep_table(ex: &Ex, data: &gandhi_validator::components::GameData, sepoys: u8) -> GameState {
    let mut s = np_table(ex, data, Faction::Raj, 5);
    ex.place(&mut s, "west_bengal", Piece::GuerrillaUnderground, 2);
    ex.place(&mut s, "bihar", Piece::Troop, 2);
    ex.place(&mut s, "bihar", Piece::Sepoy, 3);
    ex.place(&mut s, "east_bengal", Piece::Troop, 1);
    ex.place(&mut s, "east_bengal", Piece::Sepoy, sepoys);
    s
}

/// Sweep into the space with the most Guerrillas, fed from the origin with
/// the most cubes: a Troop first, a Sepoy, then Sepoys until cubes exceed
/// the Active adversaries the Sweep has turned up (8.6.3); the origin keeps
/// what its keep row says.
#[test]
fn np_8_6_3_sweep_fills_one_destination_from_the_biggest_origin() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: raj, column: sweep, rows: [{ most: guerrillas }] }
moves:
  - { faction: raj, keep: [{ count: 1, where: [pop_2] }] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: op, operation: sweep, column: sweep, then: stop }",
        columns,
    );
    let s = sweep_table(&ex, data, 1);
    let plan = whole_plan(data, &s, Faction::Raj, NpChoice::LimitedOperation);
    assert_eq!(operation_of(&plan), Operation::Sweep);
    assert_eq!(plan.selected, vec![ex.id("west_bengal")]);
    let after = assert_legal(data, &s, &plan);
    let wb = &after.space(ex.id("west_bengal")).pieces;
    assert_eq!(wb.get(Piece::Troop), 1, "one Troop got there first");
    assert_eq!(wb.get(Piece::Sepoy), 2, "Sepoys until cubes exceed");
    assert_eq!(wb.get(Piece::GuerrillaActive), 2, "one Activated per cube");
    assert_eq!(wb.get(Piece::GuerrillaUnderground), 0);
    let bihar = &after.space(ex.id("bihar")).pieces;
    assert_eq!(
        (bihar.get(Piece::Troop), bihar.get(Piece::Sepoy)),
        (1, 1),
        "Bihar, with the most cubes, gave them"
    );
    let eb = &after.space(ex.id("east_bengal")).pieces;
    assert_eq!((eb.get(Piece::Troop), eb.get(Piece::Sepoy)), (1, 1));
    // Sepoys were used: the Activation roll is logged (8.6.2).
    assert!(
        plan.edits.iter().any(|e| matches!(e, Edit::Die(_))),
        "{:#?}",
        plan.edits
    );
}

/// A keep row holds pieces back: with every 2-Pop origin keeping four
/// cubes, Bihar can give only one, and East Bengal then gives its own.
#[test]
fn np_8_4_2_keep_rows_hold_pieces_in_origins() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: raj, column: sweep, rows: [{ most: guerrillas }] }
moves:
  - { faction: raj, keep: [{ count: 4, where: [pop_2] }, { count: 1, of: troops }] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: op, operation: sweep, column: sweep, then: stop }",
        columns,
    );
    let s = sweep_table(&ex, data, 4);
    let plan = plan_turn(data, &s, Faction::Raj, NpChoice::LimitedOperation).unwrap();
    let after = assert_legal(data, &s, &plan);
    let bihar = &after.space(ex.id("bihar")).pieces;
    assert_eq!(bihar.cubes(), 4, "Bihar keeps four cubes");
    assert!(bihar.get(Piece::Troop) >= 1, "and a Troop");
    let eb = &after.space(ex.id("east_bengal")).pieces;
    assert_eq!(eb.get(Piece::Troop), 1, "East Bengal keeps its only Troop");
    assert_eq!(eb.get(Piece::Sepoy), 3, "and gives one Sepoy");
    let wb = &after.space(ex.id("west_bengal")).pieces;
    assert_eq!(wb.cubes(), 2, "one cube from each origin");
}

/// Without the Faction's Move Priorities column, the plan asks for it
/// rather than guess what origins keep.
#[test]
fn np_8_4_2_a_missing_move_column_is_asked_for() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: raj, column: sweep, rows: [{ most: guerrillas }] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: op, operation: sweep, column: sweep, then: stop }",
        columns,
    );
    let mut s = np_table(&ex, data, Faction::Raj, 5);
    ex.place(&mut s, "bihar", Piece::Troop, 2);
    let asked = plan_turn(data, &s, Faction::Raj, NpChoice::OperationOnly).unwrap_err();
    assert_eq!(
        asked,
        Question::MovePriorities {
            faction: Faction::Raj
        }
    );
}

/// Congress Demonstrate: Activists from the origin with the most of them
/// until Activists match the cubes, and a Protest where the Raj has no
/// Control (8.6.4, 3.3.2).
#[test]
fn np_8_6_4_demonstrate_matches_the_cubes_and_places_a_protest() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: congress, column: demonstrate, rows: [{ most: cubes }] }
moves:
  - { faction: congress, keep: [{ count: 1, where: [pop_2] }] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Congress,
        "- { id: op, operation: demonstrate, column: demonstrate, then: stop }",
        columns,
    );
    let mut s = np_table(&ex, data, Faction::Congress, 9);
    // West Bengal: two Sepoys against two Active Guerrillas, no Control.
    ex.place(&mut s, "west_bengal", Piece::Sepoy, 2);
    ex.place(&mut s, "west_bengal", Piece::GuerrillaActive, 2);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 4);
    ex.place(&mut s, "east_bengal", Piece::CongressActivist, 2);
    let plan = whole_plan(data, &s, Faction::Congress, NpChoice::LimitedOperation);
    assert_eq!(operation_of(&plan), Operation::Demonstrate);
    assert_eq!(plan.selected, vec![ex.id("west_bengal")]);
    let after = assert_legal(data, &s, &plan);
    let wb = after.space(ex.id("west_bengal"));
    assert_eq!(
        wb.pieces.get(Piece::CongressActivist),
        2,
        "as many as cubes"
    );
    assert_eq!(wb.protests, 1, "a Protest where the Raj has no Control");
    assert_eq!(
        after
            .space(ex.id("bihar"))
            .pieces
            .get(Piece::CongressActivist),
        2,
        "both came from Bihar, which had the most"
    );
    assert!(chose_space(&plan, ex.id("bihar")), "the origin is traced");
}

/// Revolutionaries March: the origin with the most Guerrillas sends them
/// one at a time to the March column's pick; movers into a Support space
/// crowded past three show themselves (8.6.6, 3.4.2).
#[test]
fn np_8_6_6_march_moves_one_guerrilla_at_a_time() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: revolutionaries, column: march, rows: [{ most: support }] }
moves:
  - { faction: revolutionaries, keep: [{ count: 1 }] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Revolutionaries,
        "- { id: op, operation: march, column: march, activation: 3, then: stop }",
        columns,
    );
    let mut s = np_table(&ex, data, Faction::Revolutionaries, 3);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 4);
    ex.place(&mut s, "bihar", Piece::Sepoy, 3);
    ex.level(&mut s, "bihar", SupportLevel::ActiveSupport);
    ex.place(&mut s, "central_provinces", Piece::GuerrillaUnderground, 1);
    let plan = whole_plan(
        data,
        &s,
        Faction::Revolutionaries,
        NpChoice::LimitedOperation,
    );
    assert_eq!(operation_of(&plan), Operation::March);
    let after = assert_legal(data, &s, &plan);
    let orissa = &after.space(ex.id("orissa")).pieces;
    assert_eq!(orissa.guerrillas(), 1, "the origin keeps one");
    let bihar = &after.space(ex.id("bihar")).pieces;
    assert_eq!(
        bihar.get(Piece::GuerrillaActive),
        3,
        "all three went to Bihar, Activated"
    );
    assert_eq!(bihar.get(Piece::GuerrillaUnderground), 0);
    let steps = plan
        .moves()
        .filter(|e| matches!(e, Edit::MovePieces { count: 1, .. }))
        .count();
    assert_eq!(steps, 3, "one Guerrilla at a time");
}

/// The same table and seed give the same movement plan.
#[test]
fn np_8_4_2_moves_replay() {
    let ex = Ex::new();
    let columns = "\
priorities:
  - { faction: revolutionaries, column: march, rows: [{ least: cubes }] }
moves:
  - { faction: revolutionaries, keep: [] }
";
    let data = &with_aid(
        &ex.data,
        Faction::Revolutionaries,
        "- { id: op, operation: march, column: march, activation: 0, then: stop }",
        columns,
    );
    let mut s = np_table(&ex, data, Faction::Revolutionaries, 11);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 3);
    ex.place(&mut s, "bihar", Piece::GuerrillaUnderground, 3);
    let a = plan_turn(data, &s, Faction::Revolutionaries, NpChoice::OperationOnly).unwrap();
    let b = plan_turn(data, &s, Faction::Revolutionaries, NpChoice::OperationOnly).unwrap();
    assert_eq!(a, b);
    assert!(
        a.trace.iter().any(|l| matches!(l, TraceLine::Tie { .. })),
        "the tie of origins is broken at random"
    );
    assert_legal(data, &s, &a);
}

/// A non-player Raj under Lord Wavell whose card Assaults, picking by the
/// most Guerrillas, with a Sweep column of one row (`sweep_row`); a
/// MADE-UP aid. The table and the data it reads.
fn wavell_assault(ex: &Ex, sweep_row: &str) -> (GameData, GameState) {
    let columns = format!(
        "\
priorities:
  - {{ faction: raj, column: sweep, rows: [{sweep_row}] }}
  - {{ faction: raj, column: remove_or_replace, rows: [{{ most: guerrillas }}] }}
moves:
  - {{ faction: raj, keep: [] }}
"
    );
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: op, operation: assault, column: remove_or_replace, then: stop }",
        &columns,
    );
    let mut s = np_table(ex, &data, Faction::Raj, 5);
    ex.viceroy(&mut s, "wavell");
    (data, s)
}

/// Under Lord Wavell the non-player Raj first Sweeps into a space it can
/// then Assault, and Assaults it first (8.1.6, 8.6.3).
#[test]
fn np_8_1_6_wavell_sweeps_before_the_assault() {
    let ex = Ex::new();
    let (data, mut s) = wavell_assault(&ex, "{ most: guerrillas }");
    let data = &data;
    ex.place(&mut s, "west_bengal", Piece::GuerrillaActive, 1);
    ex.place(&mut s, "bihar", Piece::Troop, 2);
    ex.place(&mut s, "bihar", Piece::Sepoy, 2);
    let plan = whole_plan(data, &s, Faction::Raj, NpChoice::OperationOnly);
    assert_eq!(operation_of(&plan), Operation::Assault);
    assert_eq!(plan.selected.first(), Some(&ex.id("west_bengal")));
    let after = assert_legal(data, &s, &plan);
    let wb = &after.space(ex.id("west_bengal")).pieces;
    assert_eq!(wb.guerrillas(), 0, "the Assault removed the Guerrilla");
    assert_eq!(
        (wb.get(Piece::Troop), wb.get(Piece::Sepoy)),
        (1, 1),
        "a Troop, then a Sepoy, until cubes outnumbered it"
    );
    assert!(chose(&plan, NoteCode::WavellSweep), "the Sweep is traced");
}

/// Under Lord Wavell, a space the Sweep could feed with only one Sepoy is
/// left alone: half a Sepoy removes nothing, so the Assault would not
/// select it (3.2.4, 8.6.3). The Sweep goes instead into the next space
/// the column picks that it leaves with something to Assault (8.1.6).
#[test]
fn np_8_1_6_wavell_sweeps_only_into_a_space_it_can_assault() {
    let ex = Ex::new();
    let (data, mut s) = wavell_assault(&ex, "unrest");
    let data = &data;
    // The Sweep column prefers Assam, but only one Sepoy can leave East
    // Bengal without losing its Control.
    ex.place(&mut s, "assam", Piece::GuerrillaActive, 1);
    s.space_mut(ex.id("assam")).unrest = 1;
    ex.place(&mut s, "east_bengal", Piece::Sepoy, 2);
    ex.place(&mut s, "west_bengal", Piece::GuerrillaActive, 1);
    ex.place(&mut s, "bihar", Piece::Troop, 2);
    let plan = whole_plan(data, &s, Faction::Raj, NpChoice::OperationOnly);
    assert_eq!(operation_of(&plan), Operation::Assault);
    assert_eq!(plan.selected.first(), Some(&ex.id("west_bengal")));
    let after = assert_legal(data, &s, &plan);
    assert_eq!(
        after.space(ex.id("assam")),
        s.space(ex.id("assam")),
        "nothing moved into Assam"
    );
    assert_eq!(after.space(ex.id("west_bengal")).pieces.guerrillas(), 0);
}

/// With a Raj player, a non-player's Civil Disobedience ends by putting one
/// Activist from a crowded selected space onto the adjacent Railway with the
/// highest Econ and no Activist (8.6.4, 3.3.3); with a non-player Raj, not.
#[test]
fn np_8_6_4_civil_disobedience_onto_the_best_railway() {
    let ex = Ex::new();
    let data = &with_aid(
        &ex.data,
        Faction::Congress,
        "- { id: op, operation: civil_disobedience, column: place_protests, then: stop }",
        "",
    );
    let mut s = np_table(&ex, data, Faction::Congress, 2);
    ex.place(&mut s, "west_bengal", Piece::CongressActivist, 3);
    let plan = whole_plan(data, &s, Faction::Congress, NpChoice::OperationOnly);
    let after = assert_legal(data, &s, &plan);
    let wb = after.space(ex.id("west_bengal"));
    assert_eq!(wb.protests, 1);
    assert_eq!(wb.pieces.get(Piece::CongressActivist), 2);
    let best = ex.id("rail_allahabad_calcutta");
    assert_eq!(
        data.map.space(best).econ(),
        4,
        "the highest Econ next to West Bengal in the map data"
    );
    assert_eq!(after.space(best).pieces.get(Piece::CongressActivist), 1);

    let mut both = s.clone();
    both.seats.raj = gandhi_validator::position::Seat::NonPlayer;
    let plan = plan_turn(data, &both, Faction::Congress, NpChoice::OperationOnly).unwrap();
    let after = assert_legal(data, &both, &plan);
    assert_eq!(
        after
            .space(ex.id("west_bengal"))
            .pieces
            .get(Piece::CongressActivist),
        3,
        "no Railway move against a non-player Raj"
    );
}
