//! Revolutionaries Operations (3.4): Rally, March, Attack and Unrest.

use std::collections::BTreeSet;

use super::cx::Cx;
use super::ledger::{BoxKind, Ledger};
use super::util::{
    RallyTally, Reach, Removal, check_removal, controlled, limited_one, pay, pay_per_space,
    rail_walk, removed, restraint_down_once, take_back_own,
};
use crate::ids::{Piece, SpaceId, SupportLevel};
use crate::vocab::action::Operation;
use crate::vocab::issue::{Arg, Issue};
use coin_table::{Lot, routable};

pub(super) fn check(cx: &mut Cx<'_>, op: Operation, ledger: &mut Ledger) {
    // Own pieces a player took back to Available are no part of the
    // Operation (1.4.1); March moves Guerrillas from space to space, and
    // those are not taken back.
    let moves: Option<Reach> = match op {
        Operation::March => Some(|cx, o, d| {
            let underground = cx.diff.space(o).pieces.get(Piece::GuerrillaUnderground) < 0;
            march_reach(cx, o, d, underground) && march_kinds_fit(cx, o, d)
        }),
        _ => None,
    };
    take_back_own(cx, ledger, moves);
    match op {
        Operation::Rally => rally(cx, ledger),
        Operation::March => march(cx, ledger),
        Operation::Attack => attack(cx, ledger),
        Operation::Unrest => unrest(cx, ledger),
        _ => {}
    }
}

/// Rally (3.4.1): one plus the Bases there in Guerrillas, placed
/// Underground, or as many Guerrillas as Unity replaced by a Base; then one
/// Guerrilla from Out of Play. 1 Resource per space.
fn rally(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let mut tally = RallyTally::default();
    for (space, d) in cx.diff.changed_copied() {
        let gained = d.pieces.guerrillas();
        let base = d.pieces.get(Piece::RevolutionariesBase);
        if gained == 0 && base == 0 {
            // Only other pieces placed: the space was still paid for.
            if Piece::ALL.into_iter().any(|p| d.pieces.get(p) > 0) {
                tally.selected.insert(space);
            }
            continue;
        }
        let before = cx.before.space(space);
        let bases_there = i32::from(before.pieces.get(Piece::RevolutionariesBase));
        if map.space(space).is_railway() {
            // A space Rally cannot select: one finding, and nothing else
            // counted from it (its count, its Base).
            cx.issue(Issue::RevRallyNotEligible, vec![Arg::Space(space)]);
            // Paid for all the same.
            tally.selected.insert(space);
            ledger.take_guerrillas(space, &d.pieces);
            tally.placed += gained.max(0);
            ledger.take_placed(space, Piece::RevolutionariesBase, base);
            continue;
        }
        tally.selected.insert(space);
        if before.level > SupportLevel::Neutral && bases_there == 0 {
            cx.issue(Issue::RevRallyNotEligible, vec![Arg::Space(space)]);
        }
        if base > 0 {
            tally.base_in(cx, ledger, (space, base, gained));
            // The replaced Guerrillas may have been on either side.
            ledger.take_guerrillas(space, &d.pieces);
        } else {
            // Exactly one plus the Bases there.
            tally.placed_in(
                cx,
                (Issue::RevRallyTooManyGuerrillas, true),
                space,
                (1 + bases_there, gained),
            );
            if d.pieces.get(Piece::GuerrillaActive) > 0 {
                cx.issue(Issue::GuerrillasPlacedActive, vec![Arg::Space(space)]);
            }
            ledger.take_guerrillas(space, &d.pieces);
        }
    }
    let available = i32::try_from(cx.before.available.guerrillas()).unwrap_or(i32::MAX);
    tally.check_short(cx, Issue::RevRallyTooManyGuerrillas, available);
    limited_one(cx, Operation::Rally, tally.selected.len());
    let out_of_play = cx.diff.out_of_play.guerrillas();
    let astray = tally.astray(cx, ledger, (Piece::GuerrillaUnderground, out_of_play));
    let moved = (-cx.diff.out_of_play.guerrillas()).max(0);
    if moved > 1 {
        cx.issue(
            Issue::RallyOutOfPlayOverOne,
            vec![Arg::Int(i64::from(moved))],
        );
    }
    ledger.take_box(BoxKind::OutOfPlay, Piece::GuerrillaUnderground, -moved);
    ledger.take_box(
        BoxKind::Available,
        Piece::GuerrillaUnderground,
        moved + tally.returned - astray - tally.placed,
    );
    // A Limited Rally over its one space is found above (2.3.5); paying
    // for the one space it allows is not a second mistake.
    let spaces = i32::try_from(tally.selected.len()).unwrap_or(0);
    if cx.limited && spaces > 1 && cx.diff.revolutionaries_resources == -1 {
        pay(cx, ledger, 1, Arg::Operation(Operation::Rally));
    } else {
        let selected: Vec<SpaceId> = tally.selected.iter().copied().collect();
        pay_per_space(cx, ledger, (&selected, 1), Arg::Operation(Operation::Rally));
    }
}

/// Whether the Guerrillas a space lost can be the ones that arrived in
/// `destination` (3.4.2): March Activates movers only where it must, so
/// elsewhere Active arrivals come from Active origins and Underground ones
/// from Underground origins.
fn march_kinds_fit(cx: &Cx<'_>, origin: SpaceId, destination: SpaceId) -> bool {
    let from = &cx.diff.space(origin).pieces;
    let to = &cx.diff.space(destination).pieces;
    let underground_lost = from.get(Piece::GuerrillaUnderground) < 0;
    let active_lost = from.guerrillas() < from.get(Piece::GuerrillaUnderground).min(0);
    let arriving = to.guerrillas().max(0);
    march_activates(cx, destination, arriving)
        || (underground_lost && to.get(Piece::GuerrillaUnderground) > 0)
        || (active_lost && to.get(Piece::GuerrillaActive) > 0)
}

/// Whether `arriving` Guerrillas Marching into `space` are Activated
/// (3.4.2): in a Support space or on a Railway, when they and the cubes
/// there number more than 3.
fn march_activates(cx: &Cx<'_>, space: SpaceId, arriving: i32) -> bool {
    let supported = cx.before.space(space).level > SupportLevel::Neutral
        || cx.data.map.space(space).is_railway();
    let cubes = i32::try_from(cx.after.space(space).pieces.cubes()).unwrap_or(0);
    supported && arriving + cubes > 3
}

/// Whether a Guerrilla can March from `origin` to `destination` (3.4.2): into
/// an adjacent space, or, if Underground, along Railways and Cities first.
fn march_reach(cx: &Cx<'_>, origin: SpaceId, destination: SpaceId, underground: bool) -> bool {
    let map = &cx.data.map;
    if map.adjacent(origin, destination) {
        return true;
    }
    if !underground {
        return false;
    }
    rail_walk(
        map,
        origin,
        |_| false,
        |at| at == destination || map.adjacent(at, destination),
    )
}

/// March (3.4.2): 1 Resource per origin (Railways free); in Support spaces
/// and on Railways, moving Guerrillas plus cubes above 3 Activate the movers.
fn march(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let mut origins: Vec<Lot<(SpaceId, bool)>> = Vec::new();
    let mut arrivals: Vec<Lot<SpaceId>> = Vec::new();
    for (space, d) in cx.diff.changed_spaces() {
        let total = d.pieces.guerrillas();
        if total < 0 {
            let underground_lost = (-d.pieces.get(Piece::GuerrillaUnderground))
                .max(0)
                .min(-total);
            let active_lost = -total - underground_lost;
            if underground_lost > 0 {
                origins.push(Lot {
                    at: (space, true),
                    count: u32::try_from(underground_lost).unwrap_or(0),
                });
            }
            if active_lost > 0 {
                origins.push(Lot {
                    at: (space, false),
                    count: u32::try_from(active_lost).unwrap_or(0),
                });
            }
        } else if total > 0 {
            arrivals.push(Lot {
                at: space,
                count: u32::try_from(total).unwrap_or(0),
            });
        }
    }
    if !routable(&origins, &arrivals, |(o, underground), d| {
        march_reach(cx, o, d, underground)
    }) {
        let lonely = arrivals
            .iter()
            .find(|a| {
                !origins
                    .iter()
                    .any(|o| march_reach(cx, o.at.0, a.at, o.at.1))
            })
            .or(arrivals.first());
        if let Some(a) = lonely {
            cx.issue(
                Issue::MoveImpossible,
                vec![
                    Arg::Int(i64::from(a.count)),
                    Arg::Piece(Piece::GuerrillaUnderground, 2),
                    Arg::Space(a.at),
                    Arg::Operation(Operation::March),
                ],
            );
        }
    }
    for arrival in &arrivals {
        let space = arrival.at;
        let d = cx.diff.space(space);
        let must_activate = march_activates(cx, space, i32::try_from(arrival.count).unwrap_or(0));
        if must_activate && d.pieces.get(Piece::GuerrillaUnderground) > 0 {
            cx.issue(Issue::MarchActivationWrong, vec![Arg::Space(space)]);
        }
        if d.pieces.get(Piece::GuerrillaUnderground) < 0 {
            // Guerrillas already there are never Activated by March.
            cx.issue(Issue::MarchActivatedNeedlessly, vec![Arg::Space(space)]);
        }
        if !must_activate && d.pieces.get(Piece::GuerrillaActive) > 0 {
            let active_movers: u32 = origins.iter().filter(|o| !o.at.1).map(|o| o.count).sum();
            if u32::try_from(d.pieces.get(Piece::GuerrillaActive)).unwrap_or(0) > active_movers {
                cx.issue(Issue::MarchActivatedNeedlessly, vec![Arg::Space(space)]);
            }
        }
    }
    for (space, d) in cx.diff.changed_copied() {
        ledger.take_guerrillas(space, &d.pieces);
    }
    let origin_spaces: BTreeSet<SpaceId> = origins.iter().map(|o| o.at.0).collect();
    if cx.limited && origin_spaces.len() > 1 {
        cx.issue(
            Issue::LimitedManyOrigins,
            vec![Arg::Int(origin_spaces.len() as i64)],
        );
    }
    let paid: Vec<SpaceId> = origin_spaces
        .iter()
        .copied()
        .filter(|s| !map.space(*s).is_railway())
        .collect();
    pay_per_space(cx, ledger, (&paid, 1), Arg::Operation(Operation::March));
}

/// The spaces selected for an Attack, read from its change and its dice:
/// Guerrillas Activated, Unrest added, pieces removed, or a die rolled
/// there (a failed roll where every Guerrilla was already Active changes
/// nothing, yet the space was selected and paid for, 3.4.3).
pub(crate) fn attack_spaces(cx: &Cx<'_>) -> BTreeSet<SpaceId> {
    cx.diff
        .changed_spaces()
        .filter(|(s, d)| {
            d.pieces.get(Piece::GuerrillaUnderground) < 0
                || d.unrest > 0
                || !removed(cx, *s).is_empty()
        })
        .map(|(s, _)| s)
        .chain(cx.dice.iter().filter_map(|d| d.space))
        .collect()
}

/// Attack (3.4.3).
fn attack(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let selected = attack_spaces(cx);
    for &space in &selected {
        let before = cx.before.space(space);
        let guerrillas = before.pieces.guerrillas();
        if guerrillas == 0 || map.space(space).is_railway() {
            cx.issue(Issue::AttackNoGuerrillas, vec![Arg::Space(space)]);
        }
        if cx
            .after
            .space(space)
            .pieces
            .get(Piece::GuerrillaUnderground)
            > 0
        {
            cx.issue(Issue::AttackNotAllActivated, vec![Arg::Space(space)]);
        }
        // Every Guerrilla there was Activated.
        let flipped = i32::from(before.pieces.get(Piece::GuerrillaUnderground))
            - i32::from(
                cx.after
                    .space(space)
                    .pieces
                    .get(Piece::GuerrillaUnderground),
            );
        ledger.take_flipped(space, flipped);
        let gone: u32 = removed(cx, space).iter().map(|(_, n)| n).sum();
        let die = cx.die_for(Some(space));
        let success = match die {
            Some(die) => u32::from(die) <= guerrillas,
            None => {
                cx.issue(Issue::AttackDieMissing, vec![Arg::Space(space)]);
                gone > 0 || cx.diff.space(space).unrest > 0
            }
        };
        if !success && gone > 0 {
            cx.issue_counts(
                Issue::AttackFailedButRemoved,
                Arg::Space(space),
                die.unwrap_or(0),
                guerrillas,
            );
        }
        if gone > 2 {
            cx.issue(
                Issue::AttackRemovedOverTwo,
                vec![Arg::Space(space), Arg::Int(i64::from(gone))],
            );
        }
        let rule = Removal {
            troops_last: true,
            ..Removal::to_available(2, Operation::Attack.section(cx.faction))
        };
        check_removal(cx, ledger, space, &rule);
        let unrest_due =
            success && (cx.after.space(space).protests > 0 || !controlled(cx, cx.after, space));
        let added = cx.diff.space(space).unrest;
        // With every Unrest and Strike marker on the map, none can be
        // added (1.11, 1.4.1).
        let none_left = cx
            .after
            .unrest_and_strikes_left(cx.data.pieces.unrest_strike_markers.value)
            == 0;
        if added != i32::from(unrest_due) && !(added == 0 && none_left) {
            cx.issue(Issue::AttackUnrestWrong, vec![Arg::Space(space)]);
        }
        ledger.take_unrest(space, added);
    }
    limited_one(cx, Operation::Attack, selected.len());
    let selected: Vec<SpaceId> = selected.iter().copied().collect();
    pay_per_space(
        cx,
        ledger,
        (&selected, 1),
        Arg::Operation(Operation::Attack),
    );
}

/// The spaces selected for an Unrest Operation, read from its change.
pub(crate) fn unrest_spaces(cx: &Cx<'_>) -> BTreeSet<SpaceId> {
    cx.diff
        .changed_spaces()
        .filter(|(_, d)| {
            d.unrest > 0
                || d.strikes > 0
                || d.level != 0
                || d.pieces.get(Piece::GuerrillaUnderground) < 0
        })
        .map(|(s, _)| s)
        .collect()
}

/// Unrest (3.4.4).
fn unrest(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let selected = unrest_spaces(cx);
    for &space in &selected {
        let crisis = cx.when_selected(space).crisis();
        let here = cx.before.space(space);
        let d = cx.diff.space(space);
        let underground = here.pieces.get(Piece::GuerrillaUnderground) > 0;
        let both = here.pieces.get(Piece::CongressActivist) > 0
            && here.pieces.get(Piece::LeagueActivist) > 0;
        if !(underground || (crisis && both)) {
            cx.issue(Issue::UnrestNotEligible, vec![Arg::Space(space)]);
        }
        let flipped = (-d.pieces.get(Piece::GuerrillaUnderground)).max(0);
        if flipped != i32::from(underground) || d.pieces.get(Piece::GuerrillaActive) != flipped {
            cx.issue(Issue::UnrestActivationWrong, vec![Arg::Space(space)]);
        }
        ledger.take_guerrillas(space, &d.pieces);
        // With every Unrest and Strike marker on the map, none can be
        // added (1.11, 1.4.1).
        let none_left = cx
            .after
            .unrest_and_strikes_left(cx.data.pieces.unrest_strike_markers.value)
            == 0;
        if map.space(space).is_railway() {
            let expected = i32::from(here.strikes == 0);
            let strikes_ok = d.strikes == expected || (d.strikes == 0 && none_left);
            if !strikes_ok || d.unrest != 0 || d.level != 0 {
                cx.issue(Issue::UnrestMarkerWrong, vec![Arg::Space(space)]);
            }
            ledger.take_strikes(space, d.strikes);
        } else {
            let towards_neutral = -here.level.value().signum();
            let unrest_ok = d.unrest == 1 || (d.unrest == 0 && none_left);
            if !unrest_ok || d.level != towards_neutral || d.strikes != 0 {
                cx.issue(Issue::UnrestMarkerWrong, vec![Arg::Space(space)]);
            }
            ledger.take_unrest(space, d.unrest);
            ledger.take_level(space, d.level);
        }
    }
    limited_one(cx, Operation::Unrest, selected.len());
    let rate = cx.before.tracks.restraint.max(0);
    let selected: Vec<SpaceId> = selected.iter().copied().collect();
    pay_per_space(
        cx,
        ledger,
        (&selected, rate),
        Arg::Operation(Operation::Unrest),
    );
    restraint_down_once(cx, ledger);
}
