//! Special Activities (4.2–4.5): Treaty, Govern, Martial Law; Negotiate,
//! Satyagraha, Persuade; Infiltrate; Aid, Assassinate.

use super::cx::Cx;
use super::ledger::{BoxKind, Ledger};
use super::np_raj_revs;
use super::raj::viceroy;
use super::util::{
    NvTo, Removal, active_adversaries, check_removal, controlled, off_rail, pay, removed,
    take_back_own, unity_down_if,
};
use crate::control::is_state;
use crate::ids::Marker;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::vocab::action::{Operation, Special};
use crate::vocab::issue::Term;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use coin_table::{Lot, routable};

pub(super) fn check(
    cx: &mut Cx<'_>,
    sa: Special,
    op: Operation,
    op_spaces: &[SpaceId],
    ledger: &mut Ledger,
) {
    // Own pieces a player took back to Available are no part of the
    // Special Activity (1.4.1).
    take_back_own(cx, ledger, None);
    match sa {
        Special::Treaty => treaty(cx, ledger),
        Special::Govern => govern(cx, ledger),
        Special::MartialLaw => martial_law(cx, ledger),
        Special::Negotiate => negotiate(cx, op_spaces, ledger),
        Special::Satyagraha => satyagraha(cx, ledger),
        Special::Persuade => persuade(cx, ledger),
        Special::Infiltrate => infiltrate(cx, ledger),
        Special::Aid => aid(cx, ledger),
        Special::Assassinate => assassinate(cx, op, op_spaces, ledger),
    }
}

fn changed(cx: &Cx<'_>) -> Vec<SpaceId> {
    cx.diff.changed_spaces().map(|(s, _)| s).collect()
}

fn too_many(cx: &mut Cx<'_>, special: Special, most: usize, selected: usize) {
    if selected > most {
        cx.issue_counts(
            Issue::SpecialTooManySpaces,
            Arg::Special(special),
            most as i64,
            selected as i64,
        );
    }
}

/// Arrests go to Jail, other removals to Available (5.1.3); `special`
/// sets this out for its own removals.
fn arrest_rule(capacity: u32, full_extent: bool, special: Special) -> Removal {
    Removal {
        capacity,
        nv_to: NvTo::Jail,
        gandhi: true,
        troops_last: false,
        nv_as_one: true,
        full_extent,
        inactive_activists: false,
        bases_last: true,
        section: special.section(Faction::Raj),
    }
}

/// Treaty (4.2.1): in each selected State, remove one Active piece per
/// Sepoy, or move Sepoys in from adjacent spaces without Protest.
fn treaty(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let spaces = changed(cx);
    let mut origins = Vec::new();
    let mut arrivals = Vec::new();
    for space in &spaces {
        let d = cx.diff.space(*space);
        let sepoys = d.pieces.get(Piece::Sepoy);
        if sepoys < 0 {
            origins.push(Lot {
                at: *space,
                count: u32::try_from(-sepoys).unwrap_or(0),
            });
            if cx.before.space(*space).protests > 0 {
                cx.issue(
                    Issue::MoveOutOfProtest,
                    vec![Arg::Space(*space), Arg::Special(Special::Treaty)],
                );
            }
            ledger.take_piece(*space, Piece::Sepoy, sepoys);
        }
    }
    for space in &spaces {
        let d = cx.diff.space(*space);
        let arrived = d.pieces.get(Piece::Sepoy).max(0);
        let gone = removed(cx, *space);
        if arrived == 0 && gone.is_empty() {
            continue;
        }
        if !is_state(map, cx.before, *space) {
            cx.issue(Issue::TreatyNotState, vec![Arg::Space(*space)]);
        }
        if arrived > 0 {
            if !gone.is_empty() {
                cx.issue(Issue::TreatyBothOptions, vec![Arg::Space(*space)]);
            }
            arrivals.push(Lot {
                at: *space,
                count: u32::try_from(arrived).unwrap_or(0),
            });
            ledger.take_piece(*space, Piece::Sepoy, arrived);
        }
        if !gone.is_empty() {
            let sepoys = u32::from(cx.before.space(*space).pieces.get(Piece::Sepoy));
            check_removal(
                cx,
                ledger,
                *space,
                &arrest_rule(sepoys, true, Special::Treaty),
            );
        }
    }
    if !routable(&origins, &arrivals, |o, d| map.adjacent(o, d))
        && let Some(a) = arrivals.first()
    {
        cx.issue(
            Issue::MoveImpossible,
            vec![
                Arg::Int(i64::from(a.count)),
                Arg::Piece(Piece::Sepoy, i64::from(a.count)),
                Arg::Space(a.at),
                Arg::Special(Special::Treaty),
            ],
        );
    }
    troops_into_states(cx, ledger, &spaces);
}

/// Troops never enter a State (1.4.2; the Example of 4.2.1: the Troop may
/// not go along with the Sepoys): a Troop moved into one is that rule's
/// fault, said once for its move, as Sweep, Garrison and Redeploy say it.
fn troops_into_states(cx: &mut Cx<'_>, ledger: &mut Ledger, spaces: &[SpaceId]) {
    let map = &cx.data.map;
    let mut moved = 0;
    for space in spaces {
        let troops = cx.diff.space(*space).pieces.get(Piece::Troop);
        if troops > 0 && is_state(map, cx.before, *space) {
            cx.issue(Issue::TroopsIntoState, vec![Arg::Space(*space)]);
            ledger.take_piece(*space, Piece::Troop, troops);
            moved += troops;
        }
    }
    for space in spaces {
        let troops = cx.diff.space(*space).pieces.get(Piece::Troop);
        if troops < 0 && moved > 0 {
            let n = (-troops).min(moved);
            ledger.take_piece(*space, Piece::Troop, -n);
            moved -= n;
        }
    }
}

/// Govern (4.2.2): up to two spaces with cubes; in each, remove one Active
/// piece, or (no Activists) a Strike or Protest, or (no Active adversaries)
/// buy Imperialism.
fn govern(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let spaces = changed(cx);
    too_many(cx, Special::Govern, 2, spaces.len());
    let rate = if viceroy(cx) == Some("mountbatten") {
        2
    } else {
        3
    };
    let mut cost = 0;
    for space in spaces {
        let before = cx.before.space(space);
        let d = cx.diff.space(space);
        if before.pieces.cubes() == 0 {
            cx.issue(Issue::GovernNoCubes, vec![Arg::Space(space)]);
        }
        let gone = removed(cx, space);
        let markers_off = d.protests < 0 || d.strikes < 0;
        let imperialism = d.unrest < 0 || d.level > 0 || d.muslim_state < 0;
        let options =
            usize::from(!gone.is_empty()) + usize::from(markers_off) + usize::from(imperialism);
        if options > 1 || d.protests + d.strikes < -1 {
            cx.issue(Issue::GovernTwoOptions, vec![Arg::Space(space)]);
        }
        if !gone.is_empty() {
            check_removal(cx, ledger, space, &arrest_rule(1, true, Special::Govern));
        }
        if markers_off {
            if before.pieces.activists() > 0 {
                cx.issue(Issue::GovernMarkerWithActivists, vec![Arg::Space(space)]);
            }
            ledger.take_protests(space, d.protests.min(0));
            ledger.take_strikes(space, d.strikes.min(0));
        }
        if imperialism {
            let adversaries: u32 = Piece::ALL
                .into_iter()
                .map(|p| active_adversaries(cx, cx.before, space, p))
                .sum();
            if adversaries > 0 {
                cx.issue(Issue::ImperialismWithAdversaries, vec![Arg::Space(space)]);
            }
            let unrest_off = (-d.unrest).max(0);
            let shifts = d.level.max(0);
            let state_off = (-d.muslim_state).max(0);
            if shifts > 2 || (shifts > 0 && cx.after.space(space).unrest > 0) {
                cx.issue(Issue::ImperialismTooFar, vec![]);
            }
            cost += rate * (unrest_off + shifts + state_off);
            ledger.take_unrest(space, -unrest_off);
            ledger.take_level(space, shifts);
            ledger.take_muslim_state(space, -state_off);
        }
    }
    pay(cx, ledger, cost, Arg::Term(Term::Imperialism));
}

/// Martial Law (4.2.3).
fn martial_law(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let spaces = changed(cx);
    let most = if cx.before.crisis() { 2 } else { 1 };
    if spaces.len() > most {
        cx.issue(
            Issue::MartialLawTooManySpaces,
            vec![Arg::Int(most as i64), Arg::Int(spaces.len() as i64)],
        );
    }
    let linlithgow = viceroy(cx) == Some("linlithgow");
    for space in spaces {
        let before = cx.before.space(space);
        let d = cx.diff.space(space);
        if before.pieces.cubes() == 0 || before.pieces.activists() == 0 {
            cx.issue(Issue::MartialLawNotEligible, vec![Arg::Space(space)]);
        }
        for (piece, _) in removed(cx, space) {
            if !piece.is_activist() {
                cx.issue(
                    Issue::MartialLawNotActivist,
                    vec![Arg::Piece(piece, 1), Arg::Space(space)],
                );
            }
        }
        let rule = Removal {
            nv_as_one: true,
            full_extent: true,
            inactive_activists: true,
            ..Removal::to_available(
                before.pieces.cubes(),
                Special::MartialLaw.section(Faction::Raj),
            )
        };
        check_removal(cx, ledger, space, &rule);
        let off_railway = off_rail(cx, space);
        let unrest_due = i32::from(off_railway && !linlithgow);
        let towards_neutral = -before.level.value().signum();
        if d.protests != -i32::from(before.protests)
            || d.unrest != unrest_due
            || d.level != towards_neutral
        {
            cx.issue(Issue::MartialLawEffectsWrong, vec![Arg::Space(space)]);
        }
        ledger.take_protests(space, d.protests);
        ledger.take_unrest(space, d.unrest);
        ledger.take_level(space, d.level);
    }
}

fn congress_pieces(cx: &Cx<'_>, space: SpaceId, after: bool) -> i32 {
    let here = if after {
        cx.after.space(space)
    } else {
        cx.before.space(space)
    };
    i32::from(here.pieces.get(Piece::CongressActivist)) + i32::from(here.pieces.get(Piece::Gandhi))
}

fn league_pieces(cx: &Cx<'_>, space: SpaceId, after: bool) -> i32 {
    let here = if after {
        cx.after.space(space)
    } else {
        cx.before.space(space)
    };
    i32::from(here.pieces.get(Piece::LeagueActivist))
        + i32::from(here.pieces.get(Piece::LeagueBase))
}

/// Negotiate (4.3.1 Congress, 4.4.1 Muslim League): one space with the
/// Faction's Activists, no Raj Control, not selected for the Operation;
/// remove any Protest there, Restraint +1, then one of two options.
fn negotiate(cx: &mut Cx<'_>, op_spaces: &[SpaceId], ledger: &mut Ledger) {
    let own = cx.faction.nv_activist();
    // The selected space: where the change happened (Troops leaving a new
    // Muslim State for Cities are part of it, not a second space).
    let spaces: Vec<SpaceId> = changed(cx)
        .into_iter()
        .filter(|s| {
            let d = cx.diff.space(*s);
            d.protests != 0
                || d.level != 0
                || d.unrest != 0
                || d.muslim_state != 0
                || d.pieces.get(Piece::Gandhi) > 0
        })
        .collect();
    too_many(cx, Special::Negotiate, 1, spaces.len());
    let restraint_room = cx
        .data
        .pieces
        .restraint
        .value
        .max
        .saturating_sub(cx.before.tracks.restraint);
    let expected_restraint = 1.min(restraint_room.max(0));
    cx.expect_number(
        Issue::RestraintShiftWrong,
        expected_restraint,
        cx.diff.restraint,
    );
    ledger.take_track(Track::Restraint, cx.diff.restraint);
    let Some(space) = spaces.first().copied() else {
        return;
    };
    let before = cx.before.space(space);
    let d = cx.diff.space(space);
    if before.pieces.get(own) == 0 || controlled(cx, cx.before, space) {
        cx.issue(
            Issue::NegotiateNotEligible,
            vec![Arg::Space(space), Arg::Faction(cx.faction)],
        );
    }
    if op_spaces.contains(&space) {
        cx.issue(
            Issue::NegotiateSpaceUsedByOperation,
            vec![Arg::Space(space)],
        );
    }
    if d.protests != -i32::from(before.protests) {
        cx.issue(Issue::NegotiateProtestKept, vec![Arg::Space(space)]);
    }
    ledger.take_protests(space, d.protests);
    let protests_left = i64::from(cx.before.protests_on_map()) - i64::from(before.protests);
    match cx.faction {
        Faction::Congress => congress_negotiates(cx, ledger, space, protests_left),
        _ => league_negotiates(cx, ledger, space),
    }
}

/// Congress Negotiate's option (4.3.1): Gandhi released from Jail into the
/// space on a die above the Protests left in India, one level towards
/// Active Support; or a Muslim State removed where Congress outnumbers the
/// League, the space left Neutral.
fn congress_negotiates(cx: &mut Cx<'_>, ledger: &mut Ledger, space: SpaceId, protests_left: i64) {
    let before = cx.before.space(space);
    let d = cx.diff.space(space);
    if d.pieces.get(Piece::Gandhi) > 0 {
        // Released from Jail into the space, which shifts towards Active Support.
        match cx.die_for(Some(space)) {
            Some(die) if i64::from(die) > protests_left => {}
            Some(die) => cx.issue(
                Issue::NegotiateReleaseWrong,
                vec![Arg::Int(i64::from(die)), Arg::Int(protests_left)],
            ),
            None => cx.issue(Issue::DieMissing, vec![Arg::Special(Special::Negotiate)]),
        }
        let expected = i32::from(before.level < SupportLevel::ActiveSupport);
        if d.level != expected {
            cx.issue(
                Issue::NegotiateReleaseWrong,
                vec![Arg::Int(0), Arg::Int(protests_left)],
            );
        }
        ledger.take_piece(space, Piece::Gandhi, 1);
        ledger.take_box(BoxKind::Jail, Piece::Gandhi, -1);
        ledger.take_level(space, d.level);
    } else if d.muslim_state < 0 {
        let neutral = cx.after.space(space).level == SupportLevel::Neutral;
        if congress_pieces(cx, space, false) <= league_pieces(cx, space, false) || !neutral {
            cx.issue(Issue::NegotiateMuslimStateWrong, vec![]);
        }
        ledger.take_muslim_state(space, -1);
        ledger.take_level(space, d.level);
    }
}

/// The League's Negotiate option (4.4.1): a Muslim State placed in a Muslim
/// Province with Opposition where the League outnumbers Congress, at
/// Passive Support; or Unrest removed, one level towards Active Support.
fn league_negotiates(cx: &mut Cx<'_>, ledger: &mut Ledger, space: SpaceId) {
    let map = &cx.data.map;
    let before = cx.before.space(space);
    let d = cx.diff.space(space);
    if d.muslim_state > 0 {
        let muslim_province =
            map.space(space).kind() == SpaceKind::Province && map.space(space).is_muslim();
        let at_opposition = before.level < SupportLevel::Neutral;
        let outnumber = league_pieces(cx, space, false) > congress_pieces(cx, space, false);
        let passive_support = cx.after.space(space).level == SupportLevel::PassiveSupport;
        if !(muslim_province && at_opposition && outnumber && passive_support) {
            cx.issue(
                Issue::LeagueNegotiateMuslimStateWrong,
                vec![Arg::Space(space)],
            );
        }
        ledger.take_muslim_state(space, 1);
        ledger.take_level(space, d.level);
        troops_leave_for_cities(cx, ledger, space);
    } else if d.unrest < 0 || d.level != 0 {
        if before.unrest == 0
            || d.unrest != -1
            || d.level != i32::from(before.level < SupportLevel::ActiveSupport)
        {
            cx.issue(Issue::LeagueNegotiateUnrestWrong, vec![Arg::Space(space)]);
        }
        ledger.take_unrest(space, d.unrest);
        ledger.take_level(space, d.level);
    }
}

/// Troops in a space that becomes a Muslim State move to Cities (1.3.5).
fn troops_leave_for_cities(cx: &mut Cx<'_>, ledger: &mut Ledger, space: SpaceId) {
    let map = &cx.data.map;
    let left = cx.after.space(space).pieces.get(Piece::Troop);
    if left > 0 {
        cx.issue(Issue::TroopsLeftInMuslimState, vec![Arg::Space(space)]);
    }
    let moved = (-cx.diff.space(space).pieces.get(Piece::Troop)).max(0);
    ledger.take_piece(space, Piece::Troop, -moved);
    let mut to_place = moved;
    for (city, d) in cx.diff.changed_copied() {
        let gained = d.pieces.get(Piece::Troop);
        if to_place > 0 && gained > 0 && map.space(city).kind() == SpaceKind::City {
            let take = gained.min(to_place);
            ledger.take_piece(city, Piece::Troop, take);
            to_place -= take;
        }
    }
}

/// Satyagraha (4.3.2): Gandhi moves to one space, then removes a Protest and
/// an Unrest there, or places a Congress Activist.
fn satyagraha(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let destination = changed(cx)
        .into_iter()
        .find(|s| cx.diff.space(*s).pieces.get(Piece::Gandhi) > 0);
    let already_there = changed(cx).into_iter().find(|s| {
        cx.before.space(*s).pieces.get(Piece::Gandhi) > 0
            && cx.diff.space(*s).pieces.get(Piece::Gandhi) == 0
    });
    let Some(space) = destination.or(already_there) else {
        cx.issue(Issue::SatyagrahaGandhiNotMoved, vec![]);
        return;
    };
    // Where Gandhi came from: another space, or Jail.
    if cx.diff.space(space).pieces.get(Piece::Gandhi) > 0 {
        ledger.take_piece(space, Piece::Gandhi, 1);
        if cx.diff.jail.get(Piece::Gandhi) < 0 {
            ledger.take_box(BoxKind::Jail, Piece::Gandhi, -1);
        } else if let Some((from, _)) = cx
            .diff
            .changed_spaces()
            .find(|(_, d)| d.pieces.get(Piece::Gandhi) < 0)
        {
            ledger.take_piece(from, Piece::Gandhi, -1);
        }
    }
    let before = cx.before.space(space);
    let d = cx.diff.space(space);
    let removed_markers = d.protests == -i32::from(before.protests.min(1))
        && d.unrest == -i32::from(before.unrest.min(1));
    let placed = d.pieces.get(Piece::CongressActivist);
    let fine = if placed > 0 {
        placed == 1 && d.protests == 0 && d.unrest == 0
    } else {
        removed_markers
    };
    if !fine {
        cx.issue(Issue::SatyagrahaEffectsWrong, vec![Arg::Space(space)]);
    }
    if placed > 0 {
        ledger.take_piece(space, Piece::CongressActivist, placed);
        ledger.take_box(BoxKind::Available, Piece::CongressActivist, -placed);
    }
    ledger.take_protests(space, d.protests.min(0));
    ledger.take_unrest(space, d.unrest.min(0));
}

/// Persuade (4.3.3, 4.4.3): up to two spaces with the Faction's pieces; in
/// each, remove one Active adversary piece or Activate one Guerrilla per
/// Active nonviolent piece there; Unity −1 if the other nonviolent Faction lost pieces.
fn persuade(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let spaces = changed(cx);
    too_many(cx, Special::Persuade, 2, spaces.len());
    let own_pieces = |cx: &Cx<'_>, s: SpaceId| -> bool {
        let here = cx.before.space(s);
        match cx.faction {
            Faction::Congress => {
                here.pieces.get(Piece::CongressActivist) > 0 || here.pieces.get(Piece::Gandhi) > 0
            }
            _ => {
                here.pieces.get(Piece::LeagueActivist) > 0 || here.pieces.get(Piece::LeagueBase) > 0
            }
        }
    };
    let mut other_nv_removed = false;
    for space in spaces {
        if !own_pieces(cx, space) {
            cx.issue(
                Issue::PersuadeNoOwnPieces,
                vec![Arg::Space(space), Arg::Faction(cx.faction)],
            );
        }
        let gone = removed(cx, space);
        let flipped = (-cx.diff.space(space).pieces.get(Piece::GuerrillaUnderground)).max(0);
        if !gone.is_empty() && flipped > 0 {
            cx.issue(Issue::PersuadeTwoOptions, vec![Arg::Space(space)]);
        }
        if !gone.is_empty() {
            let rule = Removal {
                troops_last: true,
                full_extent: true,
                ..Removal::to_available(1, Special::Persuade.section(cx.faction))
            };
            check_removal(cx, ledger, space, &rule);
            let other = if cx.faction == Faction::Congress {
                Faction::MuslimLeague
            } else {
                Faction::Congress
            };
            if gone.iter().any(|(p, _)| {
                p.faction() == other && (cx.faction == Faction::Congress || p.is_activist())
            }) {
                other_nv_removed = true;
            }
            // The League's own Base stays while its Activists remain.
            if cx.faction == Faction::Congress
                && gone.iter().any(|(p, _)| *p == Piece::LeagueBase)
                && cx.after.space(space).pieces.get(Piece::LeagueActivist) > 0
            {
                cx.issue(
                    Issue::BasesNotLast,
                    vec![Arg::Space(space), Arg::Term(Term::Activists)],
                );
            }
        }
        if flipped > 0 {
            let here = cx.before.space(space);
            let active_nv = if crate::control::activists_active(&cx.data.map, cx.before, space) {
                here.pieces.activists()
            } else {
                0
            } + u32::from(here.pieces.get(Piece::Gandhi))
                + u32::from(here.pieces.get(Piece::LeagueBase));
            let expected = i32::try_from(active_nv)
                .unwrap_or(0)
                .min(i32::from(here.pieces.get(Piece::GuerrillaUnderground)));
            cx.expect_count(Issue::PersuadeActivationWrong, space, expected, flipped);
            ledger.take_flipped(space, flipped);
        }
    }
    unity_down_if(cx, ledger, other_nv_removed);
}

/// Infiltrate (4.4.2 Muslim League, 4.5.2 Revolutionaries).
fn infiltrate(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let league = cx.faction == Faction::MuslimLeague;
    let (newcomer, needs, base_or_state) = if league {
        (
            Piece::LeagueActivist,
            Arg::Piece(Piece::LeagueActivist, 1),
            Arg::Marker(Marker::MuslimState),
        )
    } else {
        (
            Piece::GuerrillaUnderground,
            Arg::Piece(Piece::GuerrillaUnderground, 1),
            Arg::Piece(Piece::RevolutionariesBase, 1),
        )
    };
    // The selected space is where the newcomer or the new marker appeared.
    let spaces: Vec<SpaceId> = changed(cx)
        .into_iter()
        .filter(|s| {
            let d = cx.diff.space(*s);
            d.pieces.get(newcomer) > 0
                || d.muslim_state > 0
                || d.pieces.get(Piece::RevolutionariesBase) > 0
        })
        .collect();
    too_many(cx, Special::Infiltrate, 1, spaces.len());
    let Some(space) = spaces.first().copied() else {
        return;
    };
    let before = cx.before.space(space);
    let d = cx.diff.space(space);
    let has = if league {
        before.pieces.get(Piece::LeagueActivist) > 0
    } else {
        before.pieces.get(Piece::GuerrillaUnderground) > 0
    };
    if !has {
        cx.issue(
            Issue::InfiltrateNotEligible,
            vec![Arg::Space(space), needs.clone()],
        );
    }
    let placing = if league {
        d.muslim_state > 0
    } else {
        d.pieces.get(Piece::RevolutionariesBase) > 0
    };
    if placing {
        infiltrate_places(cx, ledger, space, (&needs, &base_or_state));
        return;
    }
    // Replace one piece or a Protest with the newcomer.
    let arrived = d.pieces.get(newcomer);
    let gone = removed(cx, space);
    let gone_count: u32 = gone.iter().map(|(_, n)| n).sum();
    let replaceable = |p: Piece| match cx.faction {
        Faction::MuslimLeague => matches!(
            p,
            Piece::Sepoy | Piece::GuerrillaUnderground | Piece::GuerrillaActive
        ),
        _ => matches!(
            p,
            Piece::Sepoy | Piece::CongressActivist | Piece::LeagueActivist
        ),
    };
    let protest_gone = d.protests == -1;
    let ok = arrived == 1
        && ((gone_count == 1 && gone.iter().all(|(p, _)| replaceable(*p)) && !protest_gone)
            || (gone_count == 0 && protest_gone));
    if !ok {
        cx.issue(
            Issue::InfiltrateReplaceWrong,
            vec![Arg::Space(space), needs.clone(), base_or_state.clone()],
        );
    }
    ledger.take_piece(space, newcomer, arrived);
    ledger.take_box(BoxKind::Available, newcomer, -arrived);
    ledger.take_protests(space, d.protests.min(0));
    for (piece, n) in gone {
        let amount = i32::try_from(n).unwrap_or(0);
        // A replaced Guerrilla may have been Underground (4.4.2).
        let d_under = d.pieces.get(Piece::GuerrillaUnderground);
        if matches!(piece, Piece::GuerrillaActive) && d_under < 0 {
            ledger.take_piece(space, Piece::GuerrillaUnderground, -amount);
        } else {
            ledger.take_piece(space, piece, -amount);
        }
        ledger.take_box(BoxKind::Available, piece, amount);
    }
}

/// Infiltrate that places, in a Crisis: the League's Muslim State in a
/// Province with a League Base and no Control (4.4.2), the Troops there
/// moved out to Cities; the Revolutionaries' Base in a Province or State
/// with no Control and room for it (4.5.2).
fn infiltrate_places(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    space: SpaceId,
    (needs, base_or_state): (&Arg, &Arg),
) {
    let map = &cx.data.map;
    let league = cx.faction == Faction::MuslimLeague;
    let before = cx.before.space(space);
    if !cx.before.crisis() {
        cx.issue(Issue::InfiltrateNeedsCrisis, vec![base_or_state.clone()]);
    }
    let no_control = !controlled(cx, cx.before, space);
    if league {
        let fits = map.space(space).kind() == SpaceKind::Province
            && before.pieces.get(Piece::LeagueBase) > 0
            && no_control;
        if !fits {
            cx.issue(
                Issue::InfiltrateReplaceWrong,
                vec![Arg::Space(space), needs.clone(), base_or_state.clone()],
            );
        }
        ledger.take_muslim_state(space, 1);
        troops_leave_for_cities(cx, ledger, space);
    } else {
        let room = cx.after.space(space).pieces.bases() <= u32::from(map.space(space).population());
        let fits = !map.space(space).is_railway()
            && map.space(space).kind() != SpaceKind::City
            && no_control
            && room;
        if !fits {
            cx.issue(
                Issue::InfiltrateReplaceWrong,
                vec![Arg::Space(space), needs.clone(), base_or_state.clone()],
            );
        }
        ledger.take_piece(space, Piece::RevolutionariesBase, 1);
        ledger.take_box(BoxKind::Available, Piece::RevolutionariesBase, -1);
    }
}

/// Aid (4.5.1): in each selected space, Activate one Underground Guerrilla
/// for Resources equal to the Population, or pay 1 to flip all Guerrillas
/// there Underground.
fn aid(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let mut income = 0;
    // The first space of each kind, to name when only that kind can
    // explain a wrong Resources change.
    let mut activated: Option<SpaceId> = None;
    let mut flipped: Option<SpaceId> = None;
    for space in changed(cx) {
        let before = cx.before.space(space);
        let d = cx.diff.space(space);
        let flipped_active = (-d.pieces.get(Piece::GuerrillaUnderground)).max(0);
        let flipped_under = (-d.pieces.get(Piece::GuerrillaActive)).max(0);
        if flipped_active > 0 {
            if np_raj_revs::aid_activated(cx, space) {
                // Said once, as the non-player's fault (8.7.4).
            } else if flipped_active != 1 {
                cx.issue(
                    Issue::AidActivationIncomeWrong,
                    vec![
                        Arg::Space(space),
                        Arg::Int(i64::from(map.space(space).population())),
                    ],
                );
            }
            income += i32::from(map.space(space).population());
            activated.get_or_insert(space);
        }
        if flipped_under > 0 {
            flipped.get_or_insert(space);
            if flipped_under != i32::from(before.pieces.get(Piece::GuerrillaActive))
                || flipped_active > 0
            {
                cx.issue(Issue::AidFlipCostWrong, vec![Arg::Space(space)]);
            }
            income -= 1;
        }
        let under = d.pieces.get(Piece::GuerrillaUnderground);
        ledger.take_flipped(space, -under);
    }
    if cx.non_player {
        // Nothing to pay or gain: its Resources are judged once (8.6.2).
        return;
    }
    let changed = cx.diff.revolutionaries_resources;
    let expected = income;
    // A wrong change is said with Aid's own rule where one kind of space
    // explains it: the income of the spaces Activated, or the Resource the
    // flips cost (4.5.1); the general cost finding where both were done.
    let own = match (activated, flipped) {
        (Some(space), None) => Some((Issue::AidActivationIncomeWrong, space)),
        (None, Some(space)) => Some((Issue::AidFlipCostWrong, space)),
        _ => None,
    };
    if changed != expected
        && let Some((issue, space)) = own
    {
        let args = match issue {
            Issue::AidActivationIncomeWrong => vec![
                Arg::Space(space),
                Arg::Int(i64::from(map.space(space).population())),
            ],
            _ => vec![Arg::Space(space)],
        };
        cx.issue(issue, args);
    } else if changed != expected {
        cx.issue(
            Issue::CostWrong,
            vec![
                Arg::Special(Special::Aid),
                Arg::Int(i64::from(-expected)),
                Arg::Int(i64::from(changed)),
            ],
        );
    }
    ledger.take_track(Track::RevolutionariesResources, changed);
}

/// Assassinate (4.5.3): in one space selected for Unrest, remove one Active
/// piece (not Gandhi); Unity −1 if it was a nonviolent piece.
fn assassinate(cx: &mut Cx<'_>, op: Operation, op_spaces: &[SpaceId], ledger: &mut Ledger) {
    let spaces = changed(cx);
    too_many(cx, Special::Assassinate, 1, spaces.len());
    let Some(space) = spaces.first().copied() else {
        return;
    };
    if op != Operation::Unrest || !op_spaces.contains(&space) {
        cx.issue(Issue::AssassinateNotUnrestSpace, vec![Arg::Space(space)]);
    }
    let gone = removed(cx, space);
    let count: u32 = gone.iter().map(|(_, n)| n).sum();
    if count != 1 {
        cx.issue(
            Issue::AssassinateRemovedWrong,
            vec![Arg::Space(space), Arg::Int(i64::from(count))],
        );
    }
    let rule = Removal {
        bases_last: false,
        ..Removal::to_available(1, Special::Assassinate.section(Faction::Revolutionaries))
    };
    check_removal(cx, ledger, space, &rule);
    // Unlike Attack, Assassinate may take a Troop or a Base even if others remain.
    let nv = gone
        .iter()
        .any(|(p, _)| matches!(p.faction(), Faction::Congress | Faction::MuslimLeague));
    unity_down_if(cx, ledger, nv);
}
