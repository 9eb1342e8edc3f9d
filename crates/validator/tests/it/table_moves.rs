//! Putting the table back: the moves between any two moments of a game turn
//! the one table into the other.

use gandhi_validator::components::GameData;
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::table_moves;
use gandhi_validator::position::{Edit, apply_edit};
use gandhi_validator::position::{GameState, four_players};

fn same_table(a: &GameState, b: &GameState) -> bool {
    a.spaces == b.spaces
        && a.available == b.available
        && a.out_of_play == b.out_of_play
        && a.jail == b.jail
        && a.tracks == b.tracks
        && a.eligibility == b.eligibility
}

#[test]
fn the_moves_between_two_moments_of_a_game_turn_one_table_into_the_other() {
    let data = simulation_data(&GameData::bundled().unwrap());
    let mut checked = 0;
    for seed in 1..=4 {
        let game = play_game(
            &data,
            "short",
            seed,
            four_players(),
            Checks {
                state_after_each_step: false,
                round_trip_each_step: false,
            },
        )
        .unwrap();
        let states = &game.states;
        let n = states.len();
        // Back from the end to a few earlier moments, and forward again.
        for at in [0, n / 4, n / 2, n - 1] {
            for (from, to) in [(&states[n - 1], &states[at]), (&states[at], &states[n - 1])] {
                let moves = table_moves(&data, from, to);
                let mut table = from.clone();
                for edit in &moves {
                    apply_edit(&data, &mut table, edit).unwrap();
                }
                assert!(same_table(&table, to), "seed {seed}, moment {at}");
                assert_eq!(moves.is_empty(), same_table(from, to));
                assert!(
                    !moves
                        .iter()
                        .any(|e| matches!(e, Edit::MovePieces { count: 0, .. })),
                    "no empty move"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 32);
}
