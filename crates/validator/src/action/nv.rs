//! Nonviolent Operations (3.3): Rally, Demonstrate, Civil Disobedience and
//! Non-Cooperation, for Congress and the Muslim League, with their space
//! allowances (Restraint plus Protest and Gandhi spaces for Congress; Unity
//! plus Muslim League Base spaces for the League).

use std::collections::BTreeSet;

use super::cx::Cx;
use super::ledger::{BoxKind, Ledger};
use super::util::{
    RallyTally, Reach, controlled, limited_one, off_rail, origins_and_arrivals,
    restraint_down_once, take_back_own,
};
use crate::ids::{Faction, Piece, SpaceId, SupportLevel};
use crate::vocab::action::Operation;
use crate::vocab::issue::Term;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use coin_table::routable;

/// Whether a space does not count against the allowance (3.3): a Protest
/// space or Gandhi's space for Congress, a Muslim League Base space for the League.
fn free_space(cx: &Cx<'_>, space: SpaceId) -> bool {
    let here = cx.before.space(space);
    match cx.faction {
        Faction::Congress => here.protests > 0 || here.pieces.get(Piece::Gandhi) > 0,
        _ => here.pieces.get(Piece::LeagueBase) > 0,
    }
}

/// The allowance of spaces that are not free in a state: Restraint or Unity (3.3).
fn allowance_in(cx: &Cx<'_>, state: &crate::state::GameState) -> i32 {
    match cx.faction {
        Faction::Congress => state.tracks.restraint,
        _ => state.tracks.unity,
    }
}

fn free_term(faction: Faction) -> Term {
    if faction == Faction::Congress {
        Term::ProtestOrGandhi
    } else {
        Term::LeagueBase
    }
}

/// Checks the number of selected spaces against the allowance, and a
/// Limited Operation's single space. The allowance is read when each space
/// is selected (3.1.5): spaces selected after a Special Activity count
/// against the Restraint or Unity it left, raised or lowered.
fn check_allowance(cx: &mut Cx<'_>, selected: &BTreeSet<SpaceId>, op: Operation) {
    // A Limited Operation's one space is the stricter limit (2.3.5): past
    // it, the allowance of 3.3 is not reported as well. Demonstrate selects
    // its destinations (3.3.2), and its finding says so.
    if cx.limited && selected.len() > 1 {
        let issue = if op == Operation::Demonstrate {
            Issue::LimitedManyDestinations
        } else {
            Issue::LimitedTooManySpaces
        };
        cx.issue(
            issue,
            vec![Arg::Operation(op), Arg::Int(selected.len() as i64)],
        );
        return;
    }
    let counted = selected.iter().filter(|s| !free_space(cx, **s)).count();
    let first_part = selected
        .iter()
        .filter(|s| !free_space(cx, **s) && !cx.selected_after_special(**s))
        .count();
    let limit_then = allowance_in(cx, cx.before).max(0);
    // Spaces selected after the Special Activity are counted, with those
    // before, against the allowance it left, raised or lowered.
    let limit = if counted > first_part {
        allowance_in(cx, cx.latest_selection_state()).max(0)
    } else {
        limit_then
    };
    let over = if i32::try_from(first_part).unwrap_or(i32::MAX) > limit_then {
        Some((limit_then, first_part))
    } else if i32::try_from(counted).unwrap_or(i32::MAX) > limit {
        Some((limit, counted))
    } else {
        None
    };
    if let Some((most, spaces)) = over {
        cx.issue(
            Issue::TooManySpaces,
            vec![
                Arg::Operation(op),
                Arg::Int(i64::from(most)),
                Arg::Term(free_term(cx.faction)),
                Arg::Int(spaces as i64),
            ],
        );
    }
}

pub(super) fn check(cx: &mut Cx<'_>, op: Operation, ledger: &mut Ledger) {
    // Own pieces a player took back to Available are no part of the
    // Operation (1.4.1); Demonstrate and Civil Disobedience move Activists
    // from space to space, and those are not taken back.
    let moves: Option<Reach> = match op {
        Operation::Demonstrate => Some(|cx, o, d| cx.data.map.adjacent(o, d)),
        Operation::CivilDisobedience => {
            Some(|cx, o, d| cx.data.map.adjacent(o, d) && cx.data.map.space(d).is_railway())
        }
        _ => None,
    };
    take_back_own(cx, ledger, moves);
    match op {
        Operation::Rally => rally(cx, ledger),
        Operation::Demonstrate => demonstrate(cx, ledger),
        Operation::CivilDisobedience => civil_disobedience(cx, ledger),
        Operation::NonCooperation => non_cooperation(cx, ledger),
        _ => {}
    }
}

/// Rally (3.3.1).
fn rally(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let own = cx.faction.nv_activist();
    let tally = rally_spaces(cx, ledger, own);
    let available = i32::from(cx.before.available.get(own));
    tally.check_short(cx, Issue::RallyTooManyActivists, available);
    check_allowance(cx, &tally.selected, Operation::Rally);
    let astray = tally.astray(cx, ledger, (own, cx.diff.out_of_play.get(own)));

    // Then: one Activist from Out of Play, or a die roll of Activists from Jail.
    let unity_expected = rally_from_boxes(cx, ledger, own);
    // Activists placed come from Available; those a Base replaced go back to it.
    ledger.take_box(
        BoxKind::Available,
        own,
        tally.returned - astray - tally.placed,
    );
    let unity_room = cx
        .data
        .pieces
        .unity
        .value
        .max
        .saturating_sub(cx.before.tracks.unity);
    let unity_expected = unity_expected.min(unity_room.max(0));
    let unity_changed = cx.diff.unity;
    cx.expect_number(Issue::UnityShiftWrong, unity_expected, unity_changed);
    ledger.take_track(Track::Unity, unity_changed);
}

/// The spaces a Rally placed in (3.3.1): none a Railway, none with Support
/// unless free, no more Activists than allowed, and a League Base only
/// where Unity allows; what each placed is taken off the ledger.
fn rally_spaces(cx: &mut Cx<'_>, ledger: &mut Ledger, own: Piece) -> RallyTally {
    let map = &cx.data.map;
    let mut tally = RallyTally::default();
    for (space, d) in cx.diff.changed_copied() {
        let gained = d.pieces.get(own);
        let base = if cx.faction == Faction::MuslimLeague {
            d.pieces.get(Piece::LeagueBase)
        } else {
            0
        };
        if gained == 0 && base == 0 {
            continue;
        }
        if map.space(space).is_railway() {
            // A space Rally cannot select: one finding, and nothing counted
            // from it (its count, its Base, the spaces allowed).
            cx.issue(Issue::RallyNotOnRailway, vec![Arg::Space(space)]);
            ledger.take_piece(space, own, gained);
            tally.placed += gained.max(0);
            ledger.take_placed(space, Piece::LeagueBase, base);
            continue;
        }
        tally.selected.insert(space);
        if cx.before.space(space).level > SupportLevel::Neutral && !free_space(cx, space) {
            cx.issue(Issue::RallySpaceHasSupport, vec![Arg::Space(space)]);
        }
        let before = cx.before.space(space);
        if base > 0 {
            // A Base replaces as many League Activists as Unity.
            tally.base_in(cx, ledger, (space, base, gained));
        } else {
            let most = match cx.faction {
                Faction::Congress => i32::from(map.space(space).population()),
                _ => 1 + i32::from(before.pieces.get(Piece::LeagueBase)),
            };
            // The League places exactly one plus its Bases.
            let exact = cx.faction == Faction::MuslimLeague;
            tally.placed_in(
                cx,
                (Issue::RallyTooManyActivists, exact),
                space,
                (most, gained),
            );
        }
        ledger.take_piece(space, own, gained);
    }
    tally
}

/// Then a Rally brings one Activist from Out of Play, or a die roll of
/// Activists from Jail, own ones first (3.3.1). Returns by how much Unity
/// should shift for the other faction's Activists brought.
fn rally_from_boxes(cx: &mut Cx<'_>, ledger: &mut Ledger, own: Piece) -> i32 {
    let mut from_out_of_play = 0;
    let mut unity_expected = 0;
    for piece in [own, cx.faction.other_nv_activist()] {
        let moved = (-cx.diff.out_of_play.get(piece)).max(0);
        if moved > 0 {
            from_out_of_play += moved;
            ledger.take_box(BoxKind::OutOfPlay, piece, -moved);
            ledger.take_box(BoxKind::Available, piece, moved);
            if piece != own {
                unity_expected += moved;
            }
        }
    }
    let released: Vec<(Piece, i32)> = [own, cx.faction.other_nv_activist()]
        .into_iter()
        .map(|p| (p, (-cx.diff.jail.get(p)).max(0)))
        .collect();
    let released_total: i32 = released.iter().map(|(_, n)| n).sum();
    if from_out_of_play > 1 {
        cx.issue(
            Issue::RallyOutOfPlayOverOne,
            vec![Arg::Int(i64::from(from_out_of_play))],
        );
    }
    if from_out_of_play > 0 && released_total > 0 {
        cx.issue(Issue::RallyJailAndOutOfPlay, vec![]);
    }
    if released_total > 0 {
        let in_jail = i32::from(cx.before.jail.get(own))
            + i32::from(cx.before.jail.get(cx.faction.other_nv_activist()));
        // Own Activists first; the other Faction's only if needed.
        let own_in_jail = i32::from(cx.before.jail.get(own));
        let own_released = released.first().map_or(0, |(_, n)| *n);
        let fits = |die: u8| {
            let due = i32::from(die).min(in_jail);
            released_total == due && own_released >= own_in_jail.min(due)
        };
        // A non-player's dice are all the program's, and its Special
        // Activity may roll its selection dice after the release die
        // (8.1.2): any of its dice for no space may be the release's.
        let any_fits = cx.non_player && cx.dice.iter().any(|d| d.space.is_none() && fits(d.value));
        match cx.die_for(None) {
            None => cx.issue(Issue::DieMissing, vec![Arg::Term(Term::ReleaseFromJail)]),
            Some(die) => {
                let due = i32::from(die).min(in_jail);
                if !fits(die) && !any_fits {
                    cx.issue(
                        Issue::RallyReleaseWrong,
                        vec![
                            Arg::Int(i64::from(die)),
                            Arg::Int(i64::from(due)),
                            Arg::Int(i64::from(released_total)),
                        ],
                    );
                }
            }
        }
        for (piece, n) in released {
            ledger.take_box(BoxKind::Jail, piece, -n);
            ledger.take_box(BoxKind::Available, piece, n);
        }
    }
    unity_expected
}

/// Protests placed by an Operation, checked against Availability (1.10)
/// and the one-per-space limit, and taken off the ledger.
fn check_protests_placed(cx: &mut Cx<'_>, ledger: &mut Ledger, allowed: &BTreeSet<SpaceId>) -> i32 {
    let mut placed = 0;
    for (space, d) in cx.diff.changed_copied() {
        if d.protests <= 0 {
            continue;
        }
        if !allowed.contains(&space) {
            continue;
        }
        placed += d.protests;
        if cx.before.space(space).protests > 0 || d.protests > 1 {
            cx.issue(Issue::ProtestWhereOneIs, vec![Arg::Space(space)]);
        }
        ledger.take_protests(space, d.protests);
    }
    let available = cx
        .data
        .pieces
        .available_protests_for_operations(cx.before.tracks.restraint, cx.before.protests_on_map());
    if u32::try_from(placed).unwrap_or(0) > available {
        cx.issue(
            Issue::ProtestsUnavailable,
            vec![Arg::Int(i64::from(placed)), Arg::Int(i64::from(available))],
        );
    }
    placed
}

/// Demonstrate (3.3.2).
fn demonstrate(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let own = cx.faction.nv_activist();
    let movers: &[Piece] = if cx.faction == Faction::Congress {
        &[Piece::CongressActivist, Piece::LeagueActivist]
    } else {
        &[Piece::LeagueActivist]
    };
    let mut destinations = BTreeSet::new();
    for piece in movers {
        let (origins, arrivals) = origins_and_arrivals(cx, |d| d.get(*piece));
        destinations.extend(arrivals.iter().map(|a| a.at));
        for o in &origins {
            ledger.take_piece(o.at, *piece, -i32::try_from(o.count).unwrap_or(0));
        }
        for a in &arrivals {
            ledger.take_piece(a.at, *piece, i32::try_from(a.count).unwrap_or(0));
            if map.space(a.at).is_railway() {
                cx.issue(Issue::DemonstrateOnRailway, vec![Arg::Space(a.at)]);
            }
        }
        if !routable(&origins, &arrivals, |o, d| map.adjacent(o, d)) {
            let lonely = arrivals
                .iter()
                .find(|a| !origins.iter().any(|o| map.adjacent(o.at, a.at)))
                .or(arrivals.first());
            if let Some(a) = lonely {
                cx.issue_pieces(
                    Issue::MoveImpossible,
                    (*piece, a.count),
                    [Arg::Space(a.at), Arg::Operation(Operation::Demonstrate)],
                );
            }
        }
    }
    // Congress may bring Muslim League Activists along, one for one, up to Unity.
    if cx.faction == Faction::Congress {
        let unity = cx.before.tracks.unity.max(0);
        let mut moved_league = 0;
        for space in &destinations {
            let d = cx.diff.space(*space);
            let league = d.pieces.get(Piece::LeagueActivist).max(0);
            let congress = d.pieces.get(own).max(0);
            moved_league += league;
            if league > congress {
                cx.issue_counts(
                    Issue::LeagueActivistsUnaccompanied,
                    Arg::Space(*space),
                    congress.min(unity),
                    league,
                );
            }
        }
        if moved_league > unity
            && let Some(first) = destinations.iter().next()
        {
            cx.issue_counts(
                Issue::LeagueActivistsUnaccompanied,
                Arg::Space(*first),
                unity,
                moved_league,
            );
        }
    }
    // A Protest may go into a destination without Raj Control.
    for space in &destinations {
        if cx.diff.space(*space).protests > 0 && controlled(cx, cx.before, *space) {
            cx.issue(
                Issue::DemonstrateProtestUnderControl,
                vec![Arg::Space(*space)],
            );
        }
    }
    check_protests_placed(cx, ledger, &destinations);
    check_allowance(cx, &destinations, Operation::Demonstrate);
}

/// Civil Disobedience (3.3.3).
fn civil_disobedience(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let own = cx.faction.nv_activist();
    let (origins, arrivals) = origins_and_arrivals(cx, |d| d.get(own));
    // Spaces that got a Protest, and those the Activists left.
    let mut selected: BTreeSet<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.protests > 0)
        .map(|(s, _)| s)
        .collect();
    selected.extend(origins.iter().map(|o| o.at));
    // Spaces with the Faction's Activists, and beyond those, for Congress
    // any space with a Protest or Gandhi, for the League any space with a
    // League Base (3.3.3).
    for space in &selected {
        let here = cx.before.space(*space);
        let also = match cx.faction {
            Faction::Congress => here.protests > 0 || here.pieces.get(Piece::Gandhi) > 0,
            Faction::MuslimLeague => here.pieces.get(Piece::LeagueBase) > 0,
            _ => false,
        };
        if here.pieces.get(own) == 0 && !also {
            cx.issue(
                Issue::CivilDisobedienceNoActivists,
                vec![Arg::Space(*space), Arg::Faction(cx.faction)],
            );
        }
    }
    for a in &arrivals {
        ledger.take_piece(a.at, own, i32::try_from(a.count).unwrap_or(0));
    }
    for o in &origins {
        ledger.take_piece(o.at, own, -i32::try_from(o.count).unwrap_or(0));
    }
    let onto_railways = arrivals.iter().all(|a| map.space(a.at).is_railway());
    if (!onto_railways
        || !routable(&origins, &arrivals, |o, d| {
            map.adjacent(o, d) && map.space(d).is_railway()
        }))
        && let Some(o) = origins.first()
    {
        cx.issue(
            Issue::CivilDisobedienceMoveNotToRailway,
            vec![Arg::Space(o.at)],
        );
    }
    let placed = check_protests_placed(cx, ledger, &selected);
    // Each selected space without a Protest gets one while any is
    // Available: as many spaces as there were Protests left may not go
    // without (the Faction picks the order, so no more are flagged).
    let available = cx
        .data
        .pieces
        .available_protests_for_operations(cx.before.tracks.restraint, cx.before.protests_on_map());
    let left = usize::try_from(i64::from(available) - i64::from(placed)).unwrap_or(0);
    let without: Vec<SpaceId> = selected
        .iter()
        .copied()
        .filter(|s| cx.before.space(*s).protests == 0 && cx.diff.space(*s).protests <= 0)
        .collect();
    for space in without.into_iter().take(left) {
        cx.issue(Issue::CivilDisobedienceNoProtest, vec![Arg::Space(space)]);
    }
    check_allowance(cx, &selected, Operation::CivilDisobedience);
}

/// Non-Cooperation (3.3.4): each selected Protest space with the Faction's
/// Activists and no Raj Control (Congress may ignore Control in Crisis)
/// shifts one level towards Active Opposition; then Restraint −1.
fn non_cooperation(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let own = cx.faction.nv_activist();
    let crisis = cx.before.crisis();
    let mut selected = BTreeSet::new();
    for (space, d) in cx.diff.changed_copied() {
        if d.level == 0 {
            continue;
        }
        selected.insert(space);
        let here = cx.before.space(space);
        let control_bars =
            controlled(cx, cx.before, space) && !(crisis && cx.faction == Faction::Congress);
        if here.protests == 0 || here.pieces.get(own) == 0 || control_bars || !off_rail(cx, space) {
            cx.issue(
                Issue::NonCooperationNotEligible,
                vec![Arg::Space(space), Arg::Faction(cx.faction)],
            );
        }
        let expected = if here.level == SupportLevel::ActiveOpposition {
            0
        } else {
            -1
        };
        if d.level != expected {
            cx.issue(
                Issue::NonCooperationShiftWrong,
                vec![Arg::Space(space), Arg::Int(i64::from(d.level))],
            );
        }
        ledger.take_level(space, d.level);
    }
    if cx.faction == Faction::MuslimLeague {
        check_allowance(cx, &selected, Operation::NonCooperation);
    } else {
        limited_one(cx, Operation::NonCooperation, selected.len());
    }
    restraint_down_once(cx, ledger);
}
