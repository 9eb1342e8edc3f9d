//! How widely the playouts' generator plays: 300 Short games with four
//! players, and where Restraint and Unity stand over them (how many games
//! end at each pair, their means over every state, the share of states in
//! Crisis, 6.8), with the dice, Passes and Events. The cards' faction
//! orders are MADE UP (`simulation_data`).
//!
//! `cargo run --release -p gandhi-validator --example play_spread`
#![allow(clippy::expect_used, clippy::panic)] // measurement code: a failure is a bug to see
use gandhi_validator::components::GameData;
use gandhi_validator::play::Choice;
use gandhi_validator::playouts::{Checks, play_game, simulation_data};
use gandhi_validator::position::Edit;
use gandhi_validator::position::four_players;

fn main() {
    let data = simulation_data(&GameData::bundled().expect("the bundled data loads"));
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let mut ends = std::collections::BTreeMap::new();
    let (mut dice, mut passes, mut events, mut top) = (0usize, 0usize, 0usize, 0);
    let (mut states, mut restraint, mut unity, mut crisis) = (0f64, 0f64, 0f64, 0f64);
    for seed in 1..=300u64 {
        let game = play_game(&data, "short", seed, four_players(), checks)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let last = game.last.tracks;
        *ends.entry((last.restraint, last.unity)).or_insert(0) += 1;
        for entry in &game.record.entries {
            match &entry.edit {
                Edit::Die(_) => dice += 1,
                Edit::Declare(d) if d.choice == Choice::Pass => passes += 1,
                Edit::Declare(d) if matches!(d.choice, Choice::Event { .. }) => events += 1,
                _ => {}
            }
        }
        for state in &game.states {
            let t = state.tracks;
            states += 1.0;
            restraint += f64::from(t.restraint);
            unity += f64::from(t.unity);
            crisis += f64::from(u8::from(t.restraint == 1 && t.unity == 1));
            top = top.max(t.restraint);
        }
    }
    println!("games ending at (Restraint, Unity): {ends:?}");
    println!(
        "over every state: Restraint {:.2}, Unity {:.2} on average; Crisis in {:.0} %; Restraint up to {top}",
        restraint / states,
        unity / states,
        100.0 * crisis / states
    );
    println!("{dice} dice, {passes} Passes, {events} Events in 300 games");
}
