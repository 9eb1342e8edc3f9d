//! Raj Operations (3.2): Deploy, Garrison, Sweep and Assault, with the
//! Viceroys' changes to their cost (2.5.1), and the end-of-turn effects of
//! arresting Gandhi (3.2.4, 4.2.1, 4.2.2).

use std::collections::BTreeSet;

use super::cx::Cx;
use super::diff::Diff;
use super::ledger::{BoxKind, Ledger};
use super::util::{
    NvTo, Removal, active_adversaries, check_removal, controlled, limited_one, pay, rail_walk,
    removed,
};
use crate::control::{active_non_raj_pieces, is_state};
use crate::ids::{Piece, SpaceId, SpaceKind};
use crate::state::GameState;
use crate::vocab::action::Operation;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use coin_table::{Lot, routable};
/// The key of the Viceroy in office, if any.
pub(crate) fn viceroy<'a>(cx: &Cx<'a>) -> Option<&'a str> {
    cx.before
        .viceroy
        .and_then(|id| cx.data.viceroys.get(id))
        .map(|v| v.key.as_str())
}

/// Cost of an Operation using Sepoys in `paid` spaces: Restraint per space,
/// or 1 under the Viceroy named in `one_under`; Lord Reading makes the first
/// space free (3.2.1–3.2.4).
fn sepoy_cost(cx: &Cx<'_>, paid: usize, one_under: &str, reading_first_free: bool) -> i32 {
    let rate = if viceroy(cx) == Some(one_under) {
        1
    } else {
        cx.before.tracks.restraint.max(0)
    };
    let free = usize::from(reading_first_free && viceroy(cx) == Some("reading") && paid > 0);
    rate * i32::try_from(paid - free).unwrap_or(0)
}

pub(super) fn check(cx: &mut Cx<'_>, op: Operation, ledger: &mut Ledger) {
    match op {
        Operation::Deploy => deploy(cx, ledger),
        Operation::Garrison => garrison(cx, ledger),
        Operation::Sweep => sweep(cx, ledger),
        Operation::Assault => assault(cx, ledger),
        _ => {}
    }
}

/// Deploy (3.2.1): up to six cubes in each selected City, from Available, or
/// from the map once none of that type is Available; then up to two cubes
/// from Out of Play to Available.
fn deploy(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let mut selected = Vec::new();
    let mut sepoy_cities = 0;
    let mut taken = [0i32; 2];
    for (space, d) in cx.diff.changed_copied() {
        let gains = [
            d.pieces.get(Piece::Troop).max(0),
            d.pieces.get(Piece::Sepoy).max(0),
        ];
        let losses = [
            (-d.pieces.get(Piece::Troop)).max(0),
            (-d.pieces.get(Piece::Sepoy)).max(0),
        ];
        if gains[0] + gains[1] > 0 {
            // A space Deploy cannot select: one finding, and not counted
            // against a Limited Operation's one space as well.
            if map.space(space).kind() != SpaceKind::City {
                cx.issue(Issue::DeployNotCity, vec![Arg::Space(space)]);
            } else {
                selected.push(space);
            }
            if gains[0] + gains[1] > 6 {
                cx.issue(
                    Issue::DeployOverSix,
                    vec![Arg::Space(space), Arg::Int(i64::from(gains[0] + gains[1]))],
                );
            }
            if gains[1] > 0 {
                sepoy_cities += 1;
            }
        }
        for (k, piece) in [Piece::Troop, Piece::Sepoy].into_iter().enumerate() {
            taken[k] += losses[k];
            ledger.take_piece(space, piece, gains[k] - losses[k]);
        }
    }
    limited_one(cx, Operation::Deploy, selected.len());
    let mut from_out_of_play = 0;
    for (k, piece) in [Piece::Troop, Piece::Sepoy].into_iter().enumerate() {
        let moved_in = (-cx.diff.out_of_play.get(piece)).max(0);
        from_out_of_play += moved_in;
        ledger.take_box(BoxKind::OutOfPlay, piece, -moved_in);
        let from_available = (moved_in - cx.diff.available.get(piece)).max(0);
        ledger.take_box(BoxKind::Available, piece, moved_in - from_available);
        let left_available = i32::from(cx.before.available.get(piece)) - from_available;
        if taken[k] > 0 && left_available > 0 {
            cx.issue(
                Issue::DeployFromMapWhileAvailable,
                vec![
                    Arg::Int(i64::from(taken[k])),
                    Arg::Piece(piece, i64::from(taken[k])),
                    Arg::Int(i64::from(left_available)),
                ],
            );
        }
    }
    if from_out_of_play > 2 {
        cx.issue(
            Issue::DeployOutOfPlayOverTwo,
            vec![Arg::Int(i64::from(from_out_of_play))],
        );
    }
    let cost = sepoy_cost(cx, sepoy_cities, "willingdon", true);
    pay(cx, ledger, cost, Arg::Operation(Operation::Deploy));
}

/// Spaces with Active adversaries, where moving cubes must stop (3.2.2).
fn has_active_adversaries(cx: &Cx<'_>, space: SpaceId) -> bool {
    active_non_raj_pieces(&cx.data.map, cx.before, space) > 0
}

/// Whether Garrison can move a cube from `origin` to `destination` (3.2.2):
/// onto an adjacent Railway or City, along adjacent Railways and Cities
/// (stopping at Active adversaries), and finally into an adjacent
/// Raj-Controlled space.
fn garrison_reach(cx: &Cx<'_>, origin: SpaceId, destination: SpaceId) -> bool {
    let map = &cx.data.map;
    rail_walk(
        map,
        origin,
        |at| has_active_adversaries(cx, at),
        |at| {
            at == destination
                || (!has_active_adversaries(cx, at)
                    && map.adjacent(at, destination)
                    && controlled(cx, cx.before, destination))
        },
    )
}

/// Whether Sweep can move a cube from `origin` into `destination` (3.2.3):
/// directly from an adjacent space, or first onto an adjacent Railway with
/// no Strike, Activists or Active Guerrillas that touches the destination.
fn sweep_reach(cx: &Cx<'_>, origin: SpaceId, destination: SpaceId) -> bool {
    let map = &cx.data.map;
    if map.adjacent(origin, destination) {
        return true;
    }
    map.neighbours(origin).iter().any(|r| {
        let here = cx.before.space(*r);
        map.space(*r).is_railway()
            && here.strikes == 0
            && here.pieces.activists() == 0
            && here.pieces.get(Piece::GuerrillaActive) == 0
            && map.adjacent(*r, destination)
    })
}

/// The origins and destinations of one piece kind.
type Movements = (Vec<Lot<SpaceId>>, Vec<Lot<SpaceId>>);

/// Puts a space's change of one piece kind among the origins (a loss) or
/// the destinations (a gain).
#[inline]
fn file_change(space: SpaceId, change: i32, (origins, destinations): &mut Movements) {
    let count = change.unsigned_abs();
    if change < 0 {
        origins.push(Lot { at: space, count });
    } else if change > 0 {
        destinations.push(Lot { at: space, count });
    }
}

/// Cube movements of one type: origins (losses) and destinations (gains).
fn movements(diff: &Diff, piece: Piece) -> Movements {
    let mut out = (Vec::new(), Vec::new());
    for (space, d) in diff.changed_spaces() {
        file_change(space, d.pieces.get(piece), &mut out);
    }
    out
}

/// The movements of Troops, then of Sepoys, as [`movements`] finds them,
/// in one pass over the changed spaces.
fn cube_movements(diff: &Diff) -> [(Piece, Movements); 2] {
    let mut out = [
        (Piece::Troop, (Vec::new(), Vec::new())),
        (Piece::Sepoy, (Vec::new(), Vec::new())),
    ];
    for (space, d) in diff.changed_spaces() {
        for (piece, lots) in &mut out {
            file_change(space, d.pieces.get(*piece), lots);
        }
    }
    out
}

/// Checks the movement of cubes for Garrison or Sweep and takes it off the ledger.
fn check_cube_moves(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    op: Operation,
    reach: fn(&Cx<'_>, SpaceId, SpaceId) -> bool,
) {
    let map = &cx.data.map;
    let mut destinations_all = BTreeSet::new();
    for (piece, (origins, destinations)) in cube_movements(&cx.diff) {
        for origin in &origins {
            if cx.before.space(origin.at).protests > 0 {
                cx.issue(
                    Issue::MoveOutOfProtest,
                    vec![Arg::Space(origin.at), Arg::Operation(op)],
                );
            }
            ledger.take_piece(origin.at, piece, -i32::try_from(origin.count).unwrap_or(0));
        }
        for destination in &destinations {
            destinations_all.insert(destination.at);
            if piece == Piece::Troop && is_state(map, cx.before, destination.at) {
                cx.issue(Issue::TroopsIntoState, vec![Arg::Space(destination.at)]);
            }
            ledger.take_piece(
                destination.at,
                piece,
                i32::try_from(destination.count).unwrap_or(0),
            );
        }
        if !routable(&origins, &destinations, |o, d| reach(cx, o, d)) {
            // Name a destination no origin can feed, else the first one.
            let lonely = destinations
                .iter()
                .find(|d| !origins.iter().any(|o| reach(cx, o.at, d.at)))
                .or(destinations.first())
                .map(|d| (d.at, d.count));
            if let Some((at, count)) = lonely {
                cx.issue_pieces(
                    Issue::MoveImpossible,
                    (piece, count),
                    [Arg::Space(at), Arg::Operation(op)],
                );
            }
        }
    }
    if cx.limited && destinations_all.len() > 1 {
        cx.issue(
            Issue::LimitedManyDestinations,
            vec![Arg::Operation(op), Arg::Int(destinations_all.len() as i64)],
        );
    }
}

/// Guerrillas flipped from Underground to Active in a space.
pub(crate) fn activated(cx: &Cx<'_>, space: SpaceId) -> i32 {
    (-cx.diff.space(space).pieces.get(Piece::GuerrillaUnderground)).max(0)
}

/// Garrison (3.2.2).
fn garrison(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    check_cube_moves(cx, ledger, Operation::Garrison, garrison_reach);
    // On every Railway, one Guerrilla is Activated for every cube.
    for space in cx
        .data
        .map
        .spaces()
        .iter()
        .filter(|s| s.is_railway())
        .map(|s| s.id)
        .collect::<Vec<_>>()
    {
        let underground = i32::from(
            cx.before
                .space(space)
                .pieces
                .get(Piece::GuerrillaUnderground),
        );
        let cubes = i32::try_from(cx.after.space(space).pieces.cubes()).unwrap_or(0);
        let expected = underground.min(cubes);
        let found = activated(cx, space);
        cx.expect_count(Issue::RailwayActivationWrong, space, expected, found);
        ledger.take_flipped(space, found);
    }
    let moved_sepoys = movements(&cx.diff, Piece::Sepoy)
        .0
        .iter()
        .any(|o| o.count > 0);
    let cost = if viceroy(cx) == Some("reading") || !moved_sepoys {
        0
    } else {
        cx.before.tracks.restraint.max(0)
    };
    pay(cx, ledger, cost, Arg::Operation(Operation::Garrison));
}

/// Sweep (3.2.3): cubes move into the selected destinations; in each, one
/// Guerrilla is Activated for every cube (Sepoys already there only if paid for).
fn sweep(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    for (space, d) in cx.diff.changed_copied() {
        if map.space(space).is_railway() && d.pieces.cubes() > 0 {
            cx.issue(Issue::CubesLeftOnRailway, vec![Arg::Space(space)]);
        }
    }
    check_cube_moves(cx, ledger, Operation::Sweep, sweep_reach);
    // Destinations: spaces where cubes of a kind arrived (even where cubes
    // of the other kind left for another destination) or Guerrillas were
    // Activated.
    let destinations: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(s, d)| {
            let arrived = d.pieces.get(Piece::Troop) > 0 || d.pieces.get(Piece::Sepoy) > 0;
            !map.space(*s).is_railway() && (arrived || activated(cx, *s) > 0)
        })
        .map(|(s, _)| s)
        .collect();
    let mut must_pay = 0;
    let mut may_pay = 0;
    for space in destinations {
        let before = cx.before.space(space);
        let after = cx.after.space(space);
        let underground = i32::from(before.pieces.get(Piece::GuerrillaUnderground));
        let troops = i32::from(after.pieces.get(Piece::Troop));
        let sepoys_in = cx.diff.space(space).pieces.get(Piece::Sepoy).max(0);
        let sepoys_all = i32::from(after.pieces.get(Piece::Sepoy));
        let unpaid = underground.min(troops);
        let paid = underground.min(troops + sepoys_all);
        let found = activated(cx, space);
        if sepoys_in > 0 {
            must_pay += 1;
            cx.expect_count(Issue::ActivationWrong, space, paid, found);
        } else if found == unpaid && (paid == unpaid || sepoys_all == 0) {
            if sepoys_all > 0 {
                may_pay += 1;
            }
        } else if found == unpaid {
            // Not paid for the Sepoys already there.
        } else if found == paid {
            must_pay += 1;
        } else {
            cx.issue_counts(Issue::ActivationWrong, Arg::Space(space), unpaid, found);
        }
        ledger.take_flipped(space, found);
    }
    if cx.non_player {
        // Nothing to pay: its Resources are judged once (8.6.2).
        return;
    }
    // The payment tells how many spaces used Sepoys; it must fit what was done.
    let needed = sepoy_cost(cx, must_pay, "irwin", true);
    let most = sepoy_cost(cx, must_pay + may_pay, "irwin", true);
    let changed = cx.diff.raj_resources;
    if !cx.non_player && (-changed < needed || -changed > most) {
        pay(cx, ledger, needed, Arg::Operation(Operation::Sweep));
    } else {
        ledger.take_track(Track::RajResources, changed);
    }
}

/// Assault under Lord Wavell (3.2.4, 2.5.1): when cubes came in, the change
/// holds a free Limited Sweep into one Assault space. The Sweep may come at
/// any moment of the Assault; it is taken to come first, when its
/// Activations help the Assault most. It is checked as a Limited Sweep that
/// pays nothing, then the Assault from the state it left. Without Lord
/// Wavell, or without cubes coming in, this is a plain Assault.
pub(super) fn assault_with_free_sweep(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let mid = if viceroy(cx) == Some("wavell") {
        swept(cx.before, &cx.diff)
    } else {
        None
    };
    let Some(mid) = mid else {
        assault(cx, ledger);
        return;
    };
    let sweep_diff = Diff::between(cx.before, &mid);
    let mut scx = Cx {
        data: cx.data,
        faction: cx.faction,
        before: cx.before,
        after: &mid,
        diff: sweep_diff.clone(),
        limited: true,
        dice: cx.dice,
        // Free: like a non-player, the Sweep pays nothing.
        non_player: true,
        resumed: None,
        funds: None,
        spent_first: 0,
        findings: &mut *cx.findings,
    };
    sweep(&mut scx, ledger);
    let mut acx = Cx {
        data: cx.data,
        faction: cx.faction,
        before: &mid,
        after: cx.after,
        diff: cx.diff.minus(&sweep_diff),
        limited: cx.limited,
        dice: cx.dice,
        non_player: cx.non_player,
        resumed: cx.resumed.clone(),
        funds: cx.funds,
        spent_first: 0,
        findings: &mut *cx.findings,
    };
    assault(&mut acx, ledger);
    let spent = acx.spent_first;
    cx.spent_first += spent;
}

/// The state after a Sweep that brings in the cubes the change moved and
/// Activates, in each space they reached, one Underground Guerrilla per cube
/// there; `None` when no cube came in.
fn swept(before: &GameState, diff: &Diff) -> Option<GameState> {
    let mut mid = before.clone();
    let mut destinations = Vec::new();
    for (space, d) in diff.changed_spaces() {
        for piece in [Piece::Troop, Piece::Sepoy] {
            let change = d.pieces.get(piece);
            let counts = &mut mid.space_mut(space).pieces;
            let now = i32::from(counts.get(piece));
            counts.set(
                piece,
                u8::try_from((now + change).max(0)).unwrap_or(u8::MAX),
            );
            if change > 0 && !destinations.contains(&space) {
                destinations.push(space);
            }
        }
    }
    if destinations.is_empty() {
        return None;
    }
    for space in destinations {
        let counts = &mut mid.space_mut(space).pieces;
        let cubes = u8::try_from(counts.cubes()).unwrap_or(u8::MAX);
        let flipped = counts.get(Piece::GuerrillaUnderground).min(cubes);
        counts.remove(Piece::GuerrillaUnderground, flipped);
        counts.add(Piece::GuerrillaActive, flipped);
    }
    Some(mid)
}

/// Assault (3.2.4): in each selected space, remove or arrest Active pieces:
/// one per cube if any Troop takes part, else one per two Sepoys.
fn assault(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let spaces: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .map(|(s, _)| s)
        .filter(|s| !removed(cx, *s).is_empty())
        .collect();
    limited_one(cx, Operation::Assault, spaces.len());
    let mut paid = 0;
    for space in spaces {
        let here = cx.before.space(space);
        let troops = u32::from(here.pieces.get(Piece::Troop));
        let sepoys = u32::from(here.pieces.get(Piece::Sepoy));
        if troops + sepoys == 0 {
            cx.issue(Issue::AssaultNoRajForces, vec![Arg::Space(space)]);
            continue;
        }
        let taken: u32 = removed(cx, space).iter().map(|(_, n)| n).sum();
        let unpaid = troops;
        let with_sepoys = if troops > 0 {
            troops + sepoys
        } else {
            sepoys / 2
        };
        let capacity = if taken > unpaid {
            with_sepoys
        } else {
            unpaid.max(taken)
        };
        if taken > unpaid {
            paid += 1;
        }
        let rule = Removal {
            capacity,
            nv_to: NvTo::Jail,
            gandhi: true,
            troops_last: false,
            nv_as_one: true,
            full_extent: true,
            inactive_activists: false,
            bases_last: true,
            section: Operation::Assault.section(cx.faction),
        };
        check_removal(cx, ledger, space, &rule);
        // Gandhi must go too when the cubes used equal or exceed Active Activists plus Gandhi.
        let gandhi_here = here.pieces.get(Piece::Gandhi) > 0;
        let gandhi_taken = cx.diff.space(space).pieces.get(Piece::Gandhi) < 0;
        let active_activists: u32 = [Piece::CongressActivist, Piece::LeagueActivist]
            .into_iter()
            .map(|p| active_adversaries(cx, cx.before, space, p))
            .sum();
        let nv_targeted = removed(cx, space).iter().any(|(p, _)| p.is_activist());
        if gandhi_here && !gandhi_taken && nv_targeted && capacity > active_activists {
            cx.issue_counts(
                Issue::RemovedTooFew,
                Arg::Space(space),
                active_activists + 1,
                taken,
            );
        }
    }
    let cost = sepoy_cost(cx, paid, "chelmsford", true);
    pay(cx, ledger, cost, Arg::Operation(Operation::Assault));
}

/// If Gandhi was arrested during the Raj turn, Restraint shifts −1 and
/// Congress may place up to two Protests in non-Railway spaces without one,
/// at the end of the turn (3.2.4, 4.2.1, 4.2.2).
pub(crate) fn gandhi_arrest_epilogue(cx: &mut Cx<'_>, total: &Diff, ledger: &mut Ledger) {
    let arrested = total.jail.get(Piece::Gandhi) > 0;
    if !arrested {
        return;
    }
    let expected = if cx.before.tracks.restraint > cx.data.pieces.restraint.value.min {
        -1
    } else {
        0
    };
    if total.restraint != expected {
        cx.issue(
            Issue::GandhiArrestEffectsMissing,
            vec![Arg::Int(i64::from(total.restraint))],
        );
    }
    ledger.take_track(Track::Restraint, total.restraint);
    let mut placed = 0;
    for (space, d) in total.changed_spaces() {
        if d.protests > 0 {
            placed += d.protests;
            if cx.data.map.space(space).is_railway() || cx.before.space(space).protests > 0 {
                cx.issue(Issue::ProtestWhereOneIs, vec![Arg::Space(space)]);
            }
            ledger.take_protests(space, d.protests);
        }
    }
    if placed > 2 {
        cx.issue(
            Issue::GandhiArrestProtestsTooMany,
            vec![Arg::Int(i64::from(placed))],
        );
    }
}
