//! What to do on the physical table to turn one position into another: the
//! pieces to move from where to where, the Guerrillas to flip, the markers
//! to add or take away, the levels, tracks and cylinders to set. Used to put
//! the table back to a moment of the game looked at again, or to show what
//! changed since a Faction's last turn.

use crate::data::GameData;
use crate::ids::{Faction, Piece};
use crate::state::GameState;
use crate::vocab::track::Track;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};

/// The changes that turn the table `from` into the table `to`, in the order
/// to make them: pieces moved (each kind paired from the places that have
/// too many to the places that have too few), Guerrillas flipped, markers,
/// Support and Opposition, tracks, Eligibility. Applied to `from`, they give
/// `to`'s spaces, boxes, tracks and cylinders; the cards are not among
/// them. Nothing is listed where the two agree.
pub fn table_moves(data: &GameData, from: &GameState, to: &GameState) -> Vec<Edit> {
    let mut table = from.clone();
    let mut edits = Vec::new();
    move_pieces(data, (&mut table, &mut edits), to);
    set_spaces(data, (&mut table, &mut edits), to);
    for track in Track::ALL {
        let want = to.tracks.get(track);
        if table.tracks.get(track) != want {
            make(
                data,
                (&mut table, &mut edits),
                Edit::SetTrack { track, value: want },
            );
        }
    }
    for faction in Faction::ALL {
        let want = to.eligibility[faction];
        if table.eligibility[faction] != want {
            make(
                data,
                (&mut table, &mut edits),
                Edit::SetEligibility {
                    faction,
                    eligibility: want,
                },
            );
        }
    }
    edits
}

/// Applies an edit to the table and lists it, where it applies.
fn make(data: &GameData, (table, edits): (&mut GameState, &mut Vec<Edit>), edit: Edit) {
    if apply(data, table, &edit).is_ok() {
        edits.push(edit);
    }
}

/// The pieces moved to where `to` has them, each Guerrilla leaving a space
/// on the side the space has too many of.
fn move_pieces(data: &GameData, (table, edits): (&mut GameState, &mut Vec<Edit>), to: &GameState) {
    for piece in Piece::ALL {
        if matches!(piece, Piece::GuerrillaActive) {
            continue;
        }
        for (count, source, target) in pairs(table, to, piece) {
            let side = match (piece, source) {
                // A Guerrilla leaves a space on the side it has too many of.
                (Piece::GuerrillaUnderground, Place::Space(space)) => {
                    let here = table.space(space).pieces;
                    let wanted = to.space(space).pieces;
                    let active = i32::from(here.get(Piece::GuerrillaActive))
                        - i32::from(wanted.get(Piece::GuerrillaActive));
                    if active > 0 {
                        Piece::GuerrillaActive
                    } else {
                        Piece::GuerrillaUnderground
                    }
                }
                _ => piece,
            };
            let available = i32::from(holding(table, source, side));
            let first = count.min(available).max(0);
            for (side, n) in [(side, first), (other_side(side), count - first)] {
                if let Ok(n) = u8::try_from(n)
                    && n > 0
                {
                    make(
                        data,
                        (table, edits),
                        Edit::MovePieces {
                            piece: side,
                            count: n,
                            from: source,
                            to: target,
                        },
                    );
                }
            }
        }
    }
}

/// The Guerrillas flipped, the markers added or removed and the levels
/// set, space by space, as `to` has them.
fn set_spaces(data: &GameData, (table, edits): (&mut GameState, &mut Vec<Edit>), to: &GameState) {
    for (id, wanted) in to.iter_spaces() {
        let here = table.space(id).pieces.get(Piece::GuerrillaActive);
        let want = wanted.pieces.get(Piece::GuerrillaActive);
        if here != want {
            make(
                data,
                (table, edits),
                Edit::FlipGuerrillas {
                    space: id,
                    count: here.abs_diff(want),
                    to_active: want > here,
                },
            );
        }
    }
    for (id, wanted) in to.iter_spaces() {
        let here = *table.space(id);
        let counts = [
            (Marker::Protest, here.protests, wanted.protests),
            (Marker::Unrest, here.unrest, wanted.unrest),
            (Marker::Strike, here.strikes, wanted.strikes),
            (
                Marker::MuslimState,
                u8::from(here.muslim_state),
                u8::from(wanted.muslim_state),
            ),
        ];
        for (marker, have, want) in counts {
            for _ in 0..have.abs_diff(want) {
                let edit = if want > have {
                    Edit::AddMarker { marker, space: id }
                } else {
                    Edit::RemoveMarker { marker, space: id }
                };
                make(data, (table, edits), edit);
            }
        }
        if here.level != wanted.level {
            make(
                data,
                (table, edits),
                Edit::SetLevel {
                    space: id,
                    level: wanted.level,
                },
            );
        }
    }
}

/// Every place: the spaces of the map, then the boxes.
fn places(state: &GameState) -> impl Iterator<Item = Place> + '_ {
    state.iter_spaces().map(|(id, _)| Place::Space(id)).chain([
        Place::Available,
        Place::OutOfPlay,
        Place::Jail,
    ])
}

/// How many of a piece a place holds; for Guerrillas, both sides together
/// (a box holds them Underground, 1.4.3).
fn count(state: &GameState, place: Place, piece: Piece) -> i32 {
    let mut n = i32::from(holding(state, place, piece));
    if piece == Piece::GuerrillaUnderground {
        n += i32::from(holding(state, place, Piece::GuerrillaActive));
    }
    n
}

fn holding(state: &GameState, place: Place, piece: Piece) -> u8 {
    match place {
        Place::Space(id) => state.space(id).pieces.get(piece),
        Place::Available => state.available.get(piece),
        Place::OutOfPlay => state.out_of_play.get(piece),
        Place::Jail => state.jail.get(piece),
    }
}

fn other_side(piece: Piece) -> Piece {
    match piece {
        Piece::GuerrillaActive => Piece::GuerrillaUnderground,
        Piece::GuerrillaUnderground => Piece::GuerrillaActive,
        other => other,
    }
}

/// The moves of one kind: each place with too many paired, in order, with
/// the places with too few.
fn pairs(table: &GameState, to: &GameState, piece: Piece) -> Vec<(i32, Place, Place)> {
    let mut surplus: Vec<(Place, i32)> = Vec::new();
    let mut lacking: Vec<(Place, i32)> = Vec::new();
    for place in places(table) {
        let d = count(table, place, piece) - count(to, place, piece);
        if d > 0 {
            surplus.push((place, d));
        } else if d < 0 {
            lacking.push((place, -d));
        }
    }
    let mut out = Vec::new();
    let mut wants = lacking.into_iter();
    let mut want = wants.next();
    for (source, mut have) in surplus {
        while have > 0 {
            let Some((target, need)) = want.as_mut() else {
                break;
            };
            let n = have.min(*need);
            out.push((n, source, *target));
            have -= n;
            *need -= n;
            if *need == 0 {
                want = wants.next();
            }
        }
    }
    out
}
