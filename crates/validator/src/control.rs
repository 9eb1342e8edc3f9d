//! Active pieces (1.4.3) and Raj Control (1.7), derived from the state.

use crate::data::map::Map;
use crate::ids::{Piece, SpaceId, SpaceKind};
use crate::state::GameState;
/// Whether a space is a State: a Princely State, or a Province carrying a
/// Muslim State marker (1.3.5). A marker anywhere but a Province does not
/// make a State; the checks report it instead.
pub fn is_state(map: &Map, state: &GameState, id: SpaceId) -> bool {
    match map.space(id).kind() {
        SpaceKind::PrincelyState => true,
        SpaceKind::Province => state.space(id).muslim_state,
        SpaceKind::City | SpaceKind::Railway => false,
    }
}

/// Whether the Activists in a space are Active: in a Protest space or on a
/// Railway (1.4.3). All Activists in a space share the same side.
pub fn activists_active(map: &Map, state: &GameState, id: SpaceId) -> bool {
    map.space(id).is_railway() || state.space(id).protests > 0
}

/// Active pieces other than Raj cubes: Gandhi, Bases, Active Guerrillas and
/// Active Activists (1.4.3, 1.7).
pub fn active_non_raj_pieces(map: &Map, state: &GameState, id: SpaceId) -> u32 {
    let pieces = &state.space(id).pieces;
    let activists = if activists_active(map, state, id) {
        pieces.activists()
    } else {
        0
    };
    u32::from(pieces.get(Piece::Gandhi))
        + pieces.bases()
        + u32::from(pieces.get(Piece::GuerrillaActive))
        + activists
}

/// Whether the Raj Controls a space: a City or a Province that is not a
/// Muslim State, where Raj cubes outnumber all other Active pieces (1.7.1, 1.7.2).
pub fn raj_control(map: &Map, state: &GameState, id: SpaceId) -> bool {
    let controllable = matches!(map.space(id).kind(), SpaceKind::City | SpaceKind::Province)
        && !is_state(map, state, id);
    controllable && state.space(id).pieces.cubes() > active_non_raj_pieces(map, state, id)
}

/// Every Raj-Controlled space, in id order.
pub fn controlled_spaces(map: &Map, state: &GameState) -> Vec<SpaceId> {
    map.ids()
        .filter(|id| raj_control(map, state, *id))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::GameData;

    fn data() -> GameData {
        GameData::bundled().unwrap()
    }

    /// An empty board but for two kinds of piece in one space.
    fn board(key: &str, pieces: [(Piece, u8); 2]) -> (GameData, SpaceId, GameState) {
        let data = data();
        let id = data.map.by_key(key).unwrap();
        let mut state = GameState::empty(&data.map, "test", 1);
        for (piece, count) in pieces {
            state.space_mut(id).pieces.set(piece, count);
        }
        (data, id, state)
    }

    #[test]
    fn cubes_must_outnumber_active_pieces() {
        let (data, punjab, mut state) =
            board("punjab", [(Piece::Sepoy, 2), (Piece::GuerrillaActive, 2)]);
        let map = &data.map;
        assert!(
            !raj_control(map, &state, punjab),
            "2 cubes against 2 Active pieces"
        );
        state.space_mut(punjab).pieces.set(Piece::Troop, 1);
        assert!(raj_control(map, &state, punjab), "3 cubes against 2");
        state
            .space_mut(punjab)
            .pieces
            .set(Piece::GuerrillaUnderground, 9);
        assert!(
            raj_control(map, &state, punjab),
            "Underground Guerrillas do not count"
        );
    }

    #[test]
    fn states_and_railways_are_never_controlled() {
        let data = data();
        let map = &data.map;
        let mut state = GameState::empty(map, "test", 1);
        for id in map.ids() {
            state.space_mut(id).pieces.set(Piece::Sepoy, 5);
        }
        for space in map.spaces() {
            let expected = matches!(space.kind(), SpaceKind::City | SpaceKind::Province);
            assert_eq!(
                raj_control(map, &state, space.id),
                expected,
                "{}",
                space.name
            );
        }
        let sind = map.by_key("sind").unwrap();
        state.space_mut(sind).muslim_state = true;
        assert!(!raj_control(map, &state, sind), "a Muslim State is a State");
    }

    #[test]
    fn activists_count_only_when_active() {
        let (data, bihar, mut state) =
            board("bihar", [(Piece::Sepoy, 1), (Piece::CongressActivist, 3)]);
        let map = &data.map;
        assert!(raj_control(map, &state, bihar));
        state.space_mut(bihar).protests = 1;
        assert!(!raj_control(map, &state, bihar));
    }
}
