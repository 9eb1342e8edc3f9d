//! Control of the Independent Provinces (1.7) and each Faction's victory
//! points (5.1 to 5.3).

use crate::data::Data;
use crate::ids::{Faction, Kind, Place};
use crate::state::State;

/// How many pieces (Units and Structures) of a Faction a space holds.
pub fn pieces_of(state: &State, space: usize, faction: Faction) -> u32 {
    count_of(state, space, faction, Kind::is_piece)
}

/// How many Units of a Faction a space holds, in either state.
pub fn units_of(state: &State, space: usize, faction: Faction) -> u32 {
    count_of(state, space, faction, Kind::is_unit)
}

/// How many of a Faction's kinds that are `counted` a space holds.
fn count_of(state: &State, space: usize, faction: Faction, counted: fn(Kind) -> bool) -> u32 {
    Kind::ALL
        .into_iter()
        .filter(|k| counted(*k) && k.faction() == Some(faction))
        .map(|k| state.count(Place::Space(space), k))
        .sum()
}

/// Who Controls a Province (1.7): in an Independent Province, the Faction
/// whose pieces outnumber all the others' together; none in a Tributary
/// Province or a space that is no Province.
pub fn controller(data: &Data, state: &State, space: usize) -> Option<Faction> {
    if !data.board.is_province(space) || state.is_tributary(space) {
        return None;
    }
    let all: u32 = Faction::ALL
        .into_iter()
        .map(|f| pieces_of(state, space, f))
        .sum();
    Faction::ALL.into_iter().find(|f| {
        let own = pieces_of(state, space, *f);
        own > all - own
    })
}

/// The Prosperity of the Tributary Provinces (1.6).
pub fn tributary_prosperity(data: &Data, state: &State) -> u32 {
    prosperity_of(data, |p| state.is_tributary(p))
}

/// The Prosperity of the Provinces a Faction Controls (1.7).
pub fn controlled_prosperity(data: &Data, state: &State, faction: Faction) -> u32 {
    prosperity_of(data, |p| controller(data, state, p) == Some(faction))
}

/// The Prosperity of the Provinces that are `counted`.
fn prosperity_of(data: &Data, counted: impl Fn(usize) -> bool) -> u32 {
    let board = &data.board;
    board
        .provinces()
        .into_iter()
        .filter(|p| counted(*p))
        .map(|p| board.prosperity(p))
        .sum()
}

/// Each player Faction's victory points, in [`Faction::PLAYERS`]' order:
/// the Sultanate the Prosperity of the Tributary Provinces (5.1); the
/// Bahmani Kingdom and the Vijayanagara Empire the Prosperity of the
/// Provinces each Controls, with its Forts or Temples on the map and its
/// Deccan Influence (5.2, 5.3). The Sultanate's points for Delhi at the
/// game's end (5.1) are counted only once the game has ended (2.6).
pub fn victory(data: &Data, state: &State) -> [i64; 3] {
    let tributary = tributary_prosperity(data, state);
    let controlled = |faction: Faction| controlled_prosperity(data, state, faction);
    let bahmani = controlled(Faction::Bahmani) + state.on_map(Kind::Fort);
    let vijayanagara = controlled(Faction::Vijayanagara) + state.on_map(Kind::Temple);
    let delhi = if state.deck.over {
        delhi_points(data, state)
    } else {
        0
    };
    [
        i64::from(tributary) + delhi,
        i64::from(bahmani) + state.influence_of(Faction::Bahmani),
        i64::from(vijayanagara) + state.influence_of(Faction::Vijayanagara),
    ]
}

/// The Sultanate's victory points for Delhi once Timur's invasion is over
/// (5.1): 3 less the Mongol Invaders left in Delhi, never below -3.
pub fn delhi_points(data: &Data, state: &State) -> i64 {
    let delhi = data
        .board
        .spaces
        .iter()
        .position(|s| s.kind.value == crate::ids::SpaceKind::Delhi);
    let mongols = delhi.map_or(0, |d| state.count(Place::Space(d), Kind::Mongol));
    (3 - i64::from(mongols)).max(-3)
}
