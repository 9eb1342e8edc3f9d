//! Helpers for the non-player engine's tests: a made-up aid, a table with
//! a non-player, and a plan applied and checked.
//!
//! Everything these helpers put in the aid is MADE UP for the tests.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use super::Ex;
use gandhi_validator::components::Fact;
use gandhi_validator::components::load_np_aid;
use gandhi_validator::findings::Arg;
use gandhi_validator::findings::Severity;
use gandhi_validator::nonplayers::NpChoice;
use gandhi_validator::nonplayers::TraceLine;
use gandhi_validator::nonplayers::{Note, NoteArg, NoteCode};
use gandhi_validator::nonplayers::{Plan, plan_turn};
use gandhi_validator::play::{Execution, check_action};
use gandhi_validator::position::{Edit, apply_edit};
use gandhi_validator::position::{GameRng, GameState, Seat};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, SpaceId},
};

/// The data with a made-up aid: every card of `faction` shows `nodes` on
/// both sides, and the given columns are complete.
pub fn with_aid(data: &GameData, faction: Faction, nodes: &str, columns: &str) -> GameData {
    let mut text = String::from("format: gandhi-moderator non-player aid\nversion: 1\n");
    text.push_str(columns);
    text.push_str("arjuna:\n");
    for id in data.arjuna.of(faction) {
        let card = data.arjuna.card(id).unwrap();
        for letters in [card.front.as_str(), card.back.as_str()] {
            text.push_str(&format!("  - card: {letters}\n    nodes:\n"));
            for line in nodes.lines() {
                text.push_str(&format!("      {line}\n"));
            }
        }
    }
    text.push_str("end: end of non-player aid\n");
    let mut out = aid_over(data, &text);
    // A made-up Random Spaces map for the slots the data lacks.
    let land: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|s| !data.map.space(*s).is_railway())
        .collect();
    for region in 1..=6u8 {
        for slot in 1..=6u8 {
            if out.random_spaces.slot(region, slot).is_none() {
                let space = land[usize::from((region - 1) * 6 + slot - 1) % land.len()];
                out.random_spaces
                    .set(region, slot, Fact::deduced(space, "made up for the tests"));
            }
        }
    }
    out
}

/// Who runs a Faction, changed as the board changes it.
pub fn seat(data: &GameData, s: &mut GameState, faction: Faction, seat: Seat) {
    apply_edit(data, s, &Edit::SetSeat { faction, seat }).unwrap();
}

/// The data with a made-up aid file's content merged in.
pub fn aid_over(data: &GameData, text: &str) -> GameData {
    let (aid, _) = load_np_aid(
        "test-aid.yaml",
        text,
        (&data.map, &data.arjuna, Some(&data.rules)),
        false,
    )
    .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut out = data.clone();
    out.np_aid = data.np_aid.merged(&aid);
    out
}

/// A non-player's turn planned to the end: the program follows the whole
/// card, leaving nothing to the players.
pub fn whole_plan(data: &GameData, s: &GameState, faction: Faction, choice: NpChoice) -> Plan {
    let plan = plan_turn(data, s, faction, choice).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    plan
}

/// A table where `faction` is a non-player with its Arjuna cards shuffled.
pub fn np_table(ex: &Ex, data: &GameData, faction: Faction, seed: u64) -> GameState {
    let mut s = ex.table(3, 3);
    s.rng = GameRng::new(seed);
    seat(data, &mut s, faction, Seat::NonPlayer);
    apply_edit(data, &mut s, &Edit::ArjunaShuffle).unwrap();
    s
}

/// Applies a plan's edits; the states before, around the Special Activity
/// and after.
pub fn run(
    data: &GameData,
    before: &GameState,
    plan: &Plan,
) -> (GameState, Option<(GameState, GameState)>) {
    let mut state = before.clone();
    let mut start = None;
    let mut span = None;
    for edit in &plan.edits {
        match edit {
            Edit::SpecialStarts => start = Some(state.clone()),
            Edit::SpecialEnds => span = start.take().map(|s| (s, state.clone())),
            _ => {}
        }
        apply_edit(data, &mut state, edit).unwrap_or_else(|e| panic!("{edit:?}: {e:?}"));
    }
    (state, span)
}

/// The plan's action passes the checks with no error.
pub fn assert_legal(data: &GameData, before: &GameState, plan: &Plan) -> GameState {
    let (after, span) = run(data, before, plan);
    let declared = plan.declared.clone().expect("a complete plan declares");
    let execution = Execution {
        special: span.as_ref().map(|(a, b)| (a, b)),
        ..Execution::whole(before, &after)
    };
    let errors: Vec<String> = check_action(data, &declared, &execution)
        .findings
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| f.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{:#?}", plan.trace);
    after
}

/// Whether the plan's trace notes a choice of this code.
pub fn chose(plan: &Plan, code: NoteCode) -> bool {
    said(&plan.trace, code, |_| true)
}

/// Whether the plan's trace notes a choice of this code with these
/// arguments.
pub fn chose_with(plan: &Plan, code: NoteCode, args: &[Arg]) -> bool {
    said(&plan.trace, code, |note| {
        note.args.len() == args.len()
            && note
                .args
                .iter()
                .zip(args)
                .all(|(a, b)| *a == NoteArg::Arg(b.clone()))
    })
}

/// Whether the plan's trace notes a choice naming this space.
pub fn chose_space(plan: &Plan, space: SpaceId) -> bool {
    plan.trace.iter().any(|l| {
        matches!(l, TraceLine::Chose { note, .. }
            if note.args.contains(&NoteArg::Arg(Arg::Space(space))))
    })
}

/// Whether a trace notes a choice of this code whose note passes `test`.
pub fn said(trace: &[TraceLine], code: NoteCode, test: impl Fn(&Note) -> bool) -> bool {
    trace
        .iter()
        .any(|l| matches!(l, TraceLine::Chose { note, .. } if note.code == code && test(note)))
}

/// Whether the plan's trace says it skipped something with this code and
/// these arguments.
pub fn skipped_with(plan: &Plan, code: NoteCode, args: &[NoteArg]) -> bool {
    plan.trace.iter().any(
        |l| matches!(l, TraceLine::Skipped { note, .. } if note.code == code && note.args == args),
    )
}

/// Whether the plan's trace says it skipped something with this code.
pub fn skipped(plan: &Plan, code: NoteCode) -> bool {
    plan.trace
        .iter()
        .any(|l| matches!(l, TraceLine::Skipped { note, .. } if note.code == code))
}

/// Pieces from Available scattered at random: up to `most` draws of a
/// kind, a space and a count (1 to 3; one Base); Gandhi and Active
/// Guerrillas never, Bases only with `bases`. A placement the state refuses
/// is skipped.
pub fn scatter_pieces(
    data: &GameData,
    s: &mut GameState,
    rng: &mut rand_chacha::ChaCha8Rng,
    most: usize,
    bases: bool,
) {
    use gandhi_validator::terms::Piece;
    use gandhi_validator::terms::Place;
    use rand::RngExt;
    let spaces: Vec<SpaceId> = data.map.ids().collect();
    for _ in 0..rng.random_range(0..most) {
        let piece = Piece::ALL[rng.random_range(0..Piece::ALL.len())];
        if matches!(piece, Piece::Gandhi | Piece::GuerrillaActive) || (piece.is_base() && !bases) {
            continue;
        }
        let space = spaces[rng.random_range(0..spaces.len())];
        let count = if piece.is_base() {
            1
        } else {
            rng.random_range(1..=3)
        };
        let _ = apply_edit(
            data,
            s,
            &Edit::MovePieces {
                piece,
                count,
                from: Place::Available,
                to: Place::Space(space),
            },
        );
    }
}

/// The first entry of a table's log of Gandhi in which the four Factions
/// are non-players: each seated as one, then their Arjuna deck shuffled
/// (8.1, 8.3), each a change of Gandhi's own.
pub fn four_non_players_seated(data: &GameData) -> coin_table::TableEntry {
    use gandhi_validator::position::{Edit, Seat};
    use gandhi_validator::terms::Faction;
    use gandhi_validator::volume::Gandhi;
    let seating = Faction::ALL.map(|faction| Edit::SetSeat {
        faction,
        seat: Seat::NonPlayer,
    });
    coin_table::TableEntry {
        gestures: seating
            .iter()
            .chain([&Edit::ArjunaShuffle])
            .map(|edit| Gandhi::gesture(data, edit))
            .collect(),
        ..coin_table::TableEntry::default()
    }
}
