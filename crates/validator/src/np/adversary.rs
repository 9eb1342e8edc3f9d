//! The Adversary Priorities table (8.5): the order in which a non-player
//! takes markers and adversary pieces, replacing before removing (8.5.2),
//! never its own (8.5.3), and a targeted Faction's pieces to the extent 1.4.4
//! requires (8.5.4).

use super::random::pick_index;
use super::trace::{Dice, Trace};
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::{GameState, Seat};
use coin_table::RuleRef;
/// Something a non-player may take from a space. The table lists Unrest
/// and Muslim State markers (8.5); no activity the program carries out
/// offers them to the table yet, so only its tests name them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Target {
    /// An Unrest marker.
    #[cfg_attr(not(test), allow(dead_code))]
    Unrest,
    /// A Muslim State marker.
    #[cfg_attr(not(test), allow(dead_code))]
    MuslimState,
    /// A Protest marker.
    Protest,
    /// A piece.
    Piece(Piece),
}

/// The table's row for a target, lower first; `None` when the non-player
/// never takes it (its own pieces, and the markers of 8.5.3).
pub fn row(state: &GameState, actor: Faction, target: Target) -> Option<u8> {
    match target {
        Target::Unrest => (actor != Faction::Revolutionaries).then_some(1),
        Target::MuslimState => (actor != Faction::MuslimLeague).then_some(2),
        Target::Protest => {
            (!matches!(actor, Faction::Congress | Faction::MuslimLeague)).then_some(3)
        }
        Target::Piece(piece) if piece.faction() == actor => None,
        Target::Piece(piece) if piece.is_base() => Some(4),
        Target::Piece(Piece::Gandhi) => Some(5),
        Target::Piece(Piece::Troop) => Some(6),
        Target::Piece(piece) if matches!(state.seats[piece.faction()], Seat::Player(_)) => Some(7),
        Target::Piece(_) => Some(8),
    }
}

/// How many of a piece kind are in a space, Guerrillas counted together
/// ("most common piece", 8.5).
fn common(state: &GameState, space: SpaceId, piece: Piece) -> u32 {
    let here = &state.space(space).pieces;
    match piece {
        Piece::GuerrillaUnderground | Piece::GuerrillaActive => here.guerrillas(),
        Piece::CongressActivist | Piece::LeagueActivist => here.activists(),
        other => u32::from(here.get(other)),
    }
}

/// The targets in the order the table takes them: by row; within a row the
/// most common piece first (Underground Guerrillas before Active ones);
/// equal ones by an equal-chance die (8.5.4).
pub fn ordered(
    state: &GameState,
    actor: Faction,
    space: SpaceId,
    candidates: &[Target],
    dice: &mut Dice,
    trace: &mut Trace,
) -> Vec<Target> {
    let mut ranked: Vec<(u8, i64, u8, Target)> = candidates
        .iter()
        .filter_map(|t| {
            let row = row(state, actor, *t)?;
            let (count, side) = match t {
                Target::Piece(p) => (
                    i64::from(common(state, space, *p)),
                    u8::from(*p == Piece::GuerrillaActive),
                ),
                _ => (0, 0),
            };
            Some((row, -count, side, *t))
        })
        .collect();
    ranked.sort_by_key(|(row, count, side, _)| (*row, *count, *side));
    // Break exact ties among pieces of the same standing at random.
    let mut out = Vec::with_capacity(ranked.len());
    let mut i = 0;
    while i < ranked.len() {
        let key = (ranked[i].0, ranked[i].1, ranked[i].2);
        let mut group: Vec<Target> = ranked[i..]
            .iter()
            .take_while(|r| (r.0, r.1, r.2) == key)
            .map(|r| r.3)
            .collect();
        i += group.len();
        while group.len() > 1 {
            let pick = pick_index(dice, trace, RuleRef::new("8.5.4"), group.len());
            out.push(group.remove(pick));
        }
        out.extend(group);
    }
    out
}

/// The pieces a non-player removes or arrests in a space, up to `capacity`
/// (8.5, 8.5.4): the first piece the table picks decides the targeted
/// Faction, whose pieces go as far as they can (1.4.4) before the table
/// picks the next. `removable` lists what the action may take there.
pub fn choose_removals(
    state: &GameState,
    actor: Faction,
    space: SpaceId,
    capacity: u32,
    removable: &[(Piece, u32)],
    dice: &mut Dice,
    trace: &mut Trace,
) -> Vec<(Piece, u32)> {
    choose(
        state,
        (actor, space),
        capacity,
        removable,
        None,
        dice,
        trace,
    )
}

/// [`choose_removals`] for an action whose removals can expose more: after
/// each Faction's pieces go, `removable` is asked again on the table as
/// the removals leave it, so that a Base no longer shielded (1.4.4) is
/// taken next, by the same Faction's turn if it was the one targeted.
pub fn choose_removals_exposing(
    state: &GameState,
    actor: Faction,
    space: SpaceId,
    capacity: u32,
    removable: Refresh<'_>,
    dice: &mut Dice,
    trace: &mut Trace,
) -> Vec<(Piece, u32)> {
    let first = removable(state);
    choose(
        state,
        (actor, space),
        capacity,
        &first,
        Some(removable),
        dice,
        trace,
    )
}

/// What an action may take in a space, asked of a table.
pub type Refresh<'a> = &'a dyn Fn(&GameState) -> Vec<(Piece, u32)>;

fn choose(
    state: &GameState,
    (actor, space): (Faction, SpaceId),
    capacity: u32,
    removable: &[(Piece, u32)],
    refresh: Option<Refresh<'_>>,
    dice: &mut Dice,
    trace: &mut Trace,
) -> Vec<(Piece, u32)> {
    let mut left: Vec<(Piece, u32)> = removable.iter().copied().filter(|(_, n)| *n > 0).collect();
    let mut taken: Vec<(Piece, u32)> = Vec::new();
    let mut capacity = capacity;
    let mut probe = refresh.map(|_| state.clone());
    let mut again: Option<Faction> = None;
    while capacity > 0 {
        let mut candidates: Vec<Target> = left
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(p, _)| Target::Piece(*p))
            .collect();
        if let Some(faction) = again.take()
            && candidates
                .iter()
                .any(|t| target_faction(*t) == Some(faction))
        {
            candidates.retain(|t| target_faction(*t) == Some(faction));
        }
        let order = ordered(state, actor, space, &candidates, dice, trace);
        let Some(Target::Piece(first)) = order.first().copied() else {
            break;
        };
        let targeted = first.faction();
        let mut pass: Vec<(Piece, u32)> = Vec::new();
        for target in order {
            let Target::Piece(piece) = target else {
                continue;
            };
            if piece.faction() != targeted || capacity == 0 {
                continue;
            }
            if let Some((_, n)) = left.iter_mut().find(|(p, _)| *p == piece) {
                let take = (*n).min(capacity);
                *n -= take;
                capacity -= take;
                if take > 0 {
                    pass.push((piece, take));
                }
            }
        }
        for &(piece, n) in &pass {
            match taken.iter_mut().find(|(p, _)| *p == piece) {
                Some((_, m)) => *m += n,
                None => taken.push((piece, n)),
            }
        }
        if let (Some(refresh), Some(probe)) = (refresh, probe.as_mut()) {
            for &(piece, n) in &pass {
                probe
                    .space_mut(space)
                    .pieces
                    .remove(piece, u8::try_from(n).unwrap_or(u8::MAX));
            }
            // Pieces the removals exposed join what is left to take.
            for (piece, now) in refresh(probe) {
                let had = left
                    .iter()
                    .find(|(p, _)| *p == piece)
                    .map_or(0, |(_, n)| *n);
                if now > had {
                    match left.iter_mut().find(|(p, _)| *p == piece) {
                        Some((_, n)) => *n = now,
                        None => left.push((piece, now)),
                    }
                    if piece.faction() == targeted {
                        again = Some(targeted);
                    }
                }
            }
        }
    }
    taken
}

/// The Faction a target belongs to, for a piece.
fn target_faction(target: Target) -> Option<Faction> {
    match target {
        Target::Piece(piece) => Some(piece.faction()),
        _ => None,
    }
}
