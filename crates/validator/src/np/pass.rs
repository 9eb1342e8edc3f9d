//! A non-player's Pass (2.3.3, 8.1.4): the Raj and the Revolutionaries gain
//! nothing (they keep no Resources); Congress and the Muslim League move one
//! of their own Activists from Out of Play to Available, if there is one.

use crate::ids::{Faction, Piece};
use crate::state::GameState;
use crate::vocab::action::{Choice, Declared};
use crate::{edit::Edit, ids::Place};
/// The changes of a non-player's Pass.
pub fn pass_edits(state: &GameState, faction: Faction) -> Vec<Edit> {
    let piece = match faction {
        Faction::Congress => Piece::CongressActivist,
        Faction::MuslimLeague => Piece::LeagueActivist,
        Faction::Raj | Faction::Revolutionaries => return Vec::new(),
    };
    if state.out_of_play.get(piece) == 0 {
        return Vec::new();
    }
    vec![Edit::MovePieces {
        piece,
        count: 1,
        from: Place::OutOfPlay,
        to: Place::Available,
    }]
}

/// A non-player's whole Pass, as logged: the declaration, its changes and
/// the end of the action.
pub fn pass_turn(state: &GameState, faction: Faction) -> Vec<Edit> {
    let mut edits = vec![Edit::Declare(Declared {
        faction,
        choice: Choice::Pass,
        dice: Vec::new(),
    })];
    edits.extend(pass_edits(state, faction));
    edits.push(Edit::Done { note: None });
    edits
}
