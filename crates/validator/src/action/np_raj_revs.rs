//! Chapter 8's limits on a non-player Raj's and non-player Revolutionaries'
//! Operations and Special Activities, for a turn the table carries out by
//! hand: no Resources paid (8.6.2), no more spaces than the Activation rolls
//! allow (8.6.2), no forces or Strikes on Railways while the Raj has no
//! player (8.1.3), what the non-player Raj's Operations and Special
//! Activities never do (8.6.3, 8.7.1, 8.1.6) and the Revolutionaries' Aid
//! (8.7.4). Each is raised only when the acting Faction is a non-player;
//! what a player may do is judged by the other parts alone (decision 0046).

use std::collections::BTreeSet;

use super::cx::Cx;
use super::diff::{Diff, SpaceDelta};
use super::ledger::Ledger;
use super::raj::viceroy;
use super::revs::{attack_spaces, unrest_spaces};
use super::util::resources_change;
use crate::control::{active_non_raj_pieces, raj_control};
use crate::data::GameData;
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::{GameState, Seat};
use crate::vocab::action::{Operation, Special};
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;

/// The non-player Raj's Activation Number for an Operation: Restraint, or 1
/// for Deploy under Lord Willingdon, Sweep under Lord Irwin and Assault
/// under Lord Chelmsford (8.6.2, 8.1.6).
pub(crate) fn raj_activation_number(data: &GameData, state: &GameState, op: Operation) -> u8 {
    let viceroy = state
        .viceroy
        .and_then(|id| data.viceroys.get(id))
        .map(|v| v.key.as_str());
    let one = matches!(
        (viceroy, op),
        (Some("willingdon"), Operation::Deploy)
            | (Some("irwin"), Operation::Sweep)
            | (Some("chelmsford"), Operation::Assault)
    );
    if one {
        1
    } else {
        u8::try_from(state.tracks.restraint.clamp(0, 6)).unwrap_or(0)
    }
}

/// A non-player Raj or Revolutionaries pays nothing for its Operations and
/// Special Activities (8.1, 8.6.2): any change of its Resources in the
/// action is one finding, and the change is taken off the ledger here (the
/// parts' own cost checks leave a non-player's track alone).
pub(crate) fn resources_untouched(cx: &mut Cx<'_>, special: Option<&Diff>, ledger: &mut Ledger) {
    let Some(track) = Track::resources_of(cx.faction) else {
        return;
    };
    if !cx.non_player {
        return;
    }
    let change = resources_change(cx.faction, &cx.diff)
        + special.map_or(0, |sa| resources_change(cx.faction, sa));
    if change != 0 {
        cx.issue(
            Issue::NpPaidResources,
            vec![Arg::Faction(cx.faction), Arg::Int(i64::from(change))],
        );
    }
    ledger.take_track(track, change);
}

/// What chapter 8 forbids a non-player's Operation (8.1.3, 8.6.2, 8.6.3).
pub(crate) fn operation(cx: &mut Cx<'_>, op: Operation) {
    if !cx.non_player {
        return;
    }
    match (cx.faction, op) {
        (Faction::Raj, Operation::Garrison) => cx.issue(Issue::NpNoGarrison, vec![]),
        (Faction::Raj, Operation::Sweep) => sweep_keeps_control(cx),
        (Faction::Revolutionaries, Operation::March) => march_off_railways(cx),
        (Faction::Revolutionaries, Operation::Unrest) => unrest_no_strikes(cx),
        _ => {}
    }
    activation(cx, op);
}

/// What chapter 8 forbids a non-player's Special Activity (8.1.6, 8.7.1,
/// 8.7.4).
pub(crate) fn special(cx: &mut Cx<'_>, sa: Special) {
    if !cx.non_player {
        return;
    }
    match sa {
        Special::Treaty => treaty_moves_no_sepoys(cx),
        Special::MartialLaw => martial_law_with_unrest(cx),
        Special::Aid => aid_two_spaces(cx),
        _ => {}
    }
}

/// A non-player Revolutionaries' Aid only flips Guerrillas Underground
/// (8.7.4): a Guerrilla Activated there for Resources is said once, in
/// place of Aid's own count of that income. Whether it was said.
pub(crate) fn aid_activated(cx: &mut Cx<'_>, space: SpaceId) -> bool {
    if cx.non_player {
        cx.issue(
            Issue::NpAidActivated,
            vec![Arg::Space(space), Arg::Special(Special::Aid)],
        );
    }
    cx.non_player
}

/// Whether the Raj has no player: then no non-player puts forces or
/// Strikes on a Railway (8.1.3).
fn railways_barred(cx: &Cx<'_>) -> bool {
    cx.before.seats[Faction::Raj] == Seat::NonPlayer
}

/// The Railways where the change added something, by `gained`.
fn railways_gaining(cx: &Cx<'_>, gained: fn(&super::diff::SpaceDelta) -> bool) -> Vec<SpaceId> {
    let map = &cx.data.map;
    cx.diff
        .changed_spaces()
        .filter(|(s, d)| map.space(*s).is_railway() && gained(d))
        .map(|(s, _)| s)
        .collect()
}

/// A non-player Revolutionaries' March ends on no Railway while the Raj has
/// no player (8.1.3).
fn march_off_railways(cx: &mut Cx<'_>) {
    if !railways_barred(cx) {
        return;
    }
    for space in railways_gaining(cx, |d| d.pieces.guerrillas() > 0) {
        cx.issue(Issue::NpForcesOnRailway, vec![Arg::Space(space)]);
    }
}

/// A non-player Revolutionaries' Unrest places no Strike while the Raj has
/// no player (8.1.3, 8.6.6).
fn unrest_no_strikes(cx: &mut Cx<'_>) {
    if !railways_barred(cx) {
        return;
    }
    for space in railways_gaining(cx, |d| d.strikes > 0) {
        cx.issue(Issue::NpUnrestStrikeBarred, vec![Arg::Space(space)]);
    }
}

/// A non-player Raj's Sweep loses no Raj Control in its origins (8.6.3).
/// Judged as the cubes leave, before any Sweep in place, which may cost
/// Control: the cubes left against the Active pieces there before.
fn sweep_keeps_control(cx: &mut Cx<'_>) {
    let map = &cx.data.map;
    in_each_changed(cx, (Issue::NpSweepLostControl, None), |cx, s, d| {
        d.pieces.cubes() < 0
            && raj_control(map, cx.before, s)
            && cx.after.space(s).pieces.cubes() <= active_non_raj_pieces(map, cx.before, s)
    });
}

/// Records `issue` (with the Special Activity, if any) in each changed
/// space that `wrong` picks.
fn in_each_changed(
    cx: &mut Cx<'_>,
    (issue, special): (Issue, Option<Special>),
    wrong: impl Fn(&Cx<'_>, SpaceId, &SpaceDelta) -> bool,
) {
    let spaces: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(s, d)| wrong(cx, *s, d))
        .map(|(s, _)| s)
        .collect();
    for space in spaces {
        let args = [Arg::Space(space)]
            .into_iter()
            .chain(special.map(Arg::Special));
        cx.issue(issue, args.collect());
    }
}

/// The spaces an Operation selected that count against its Activation
/// Number (8.6.1, 8.6.2): for the Raj, the Cities where a Deploy placed
/// Sepoys; for the Revolutionaries, every space selected (a March's
/// origins). `None` where the change does not tell.
fn activated_spaces(cx: &Cx<'_>, op: Operation) -> Option<usize> {
    let count = |keep: fn(&super::diff::SpaceDelta) -> bool| {
        cx.diff.changed_spaces().filter(|(_, d)| keep(d)).count()
    };
    match (cx.faction, op) {
        (Faction::Raj, Operation::Deploy) => Some(count(|d| d.pieces.get(Piece::Sepoy) > 0)),
        (Faction::Revolutionaries, Operation::Rally) => Some(count(|d| {
            d.pieces.guerrillas() != 0 || d.pieces.get(Piece::RevolutionariesBase) != 0
        })),
        (Faction::Revolutionaries, Operation::March) => Some(count(|d| d.pieces.guerrillas() < 0)),
        (Faction::Revolutionaries, Operation::Attack) => Some(attack_spaces(cx).len()),
        (Faction::Revolutionaries, Operation::Unrest) => Some(unrest_spaces(cx).len()),
        _ => None,
    }
}

/// The lowest Activation Number the Operation can have had (8.6.2): the
/// Raj's is Restraint or its Viceroy's 1; the Revolutionaries' 2, 3 or
/// Restraint, from an Arjuna card the change does not show. Restraint is
/// read before and after, as Unrest lowers it.
fn lowest_number(cx: &Cx<'_>, op: Operation) -> u8 {
    let (data, before, after) = (cx.data, cx.before, cx.after);
    match cx.faction {
        Faction::Raj => {
            raj_activation_number(data, before, op).min(raj_activation_number(data, after, op))
        }
        _ => {
            let restraint = before.tracks.restraint.min(after.tracks.restraint);
            u8::try_from(restraint.clamp(0, 2)).unwrap_or(0)
        }
    }
}

/// A non-player goes on to another space (with Sepoys, for the Raj) only
/// after a roll above its Activation Number (8.6.2): `n` such spaces need
/// `n - 1` rolls above it among the dice of no space. Said only when the
/// table entered such dice; a Limited Operation has one space (2.3.5).
fn activation(cx: &mut Cx<'_>, op: Operation) {
    if cx.limited {
        return;
    }
    let Some(spaces) = activated_spaces(cx, op) else {
        return;
    };
    let rolls: Vec<u8> = cx
        .dice
        .iter()
        .filter(|d| d.space.is_none())
        .map(|d| d.value)
        .collect();
    if rolls.is_empty() {
        return;
    }
    let number = lowest_number(cx, op);
    let above = rolls.iter().filter(|v| **v > number).count();
    if spaces > above + 1 {
        cx.issue_counts(
            Issue::NpActivationExceeded,
            Arg::Operation(op),
            spaces as i64,
            above as i64,
        );
    }
}

/// A non-player Raj's Treaty removes or arrests Active adversaries in
/// States with Sepoys; it moves no Sepoys in (8.7.1).
fn treaty_moves_no_sepoys(cx: &mut Cx<'_>) {
    in_each_changed(
        cx,
        (Issue::NpTreatyMovedSepoys, Some(Special::Treaty)),
        |_, _, d| d.pieces.get(Piece::Sepoy) > 0,
    );
}

/// A non-player Raj's Martial Law selects only spaces that already have
/// Unrest, except under Lord Linlithgow (8.7.1, 8.1.6).
fn martial_law_with_unrest(cx: &mut Cx<'_>) {
    if viceroy(cx) == Some("linlithgow") {
        return;
    }
    in_each_changed(
        cx,
        (Issue::NpMartialLawNoUnrest, Some(Special::MartialLaw)),
        |cx, s, _| cx.before.space(s).unrest == 0,
    );
}

/// A non-player Revolutionaries' Aid selects up to two spaces (8.7.4).
fn aid_two_spaces(cx: &mut Cx<'_>) {
    let selected: BTreeSet<SpaceId> = cx.diff.changed_spaces().map(|(s, _)| s).collect();
    if selected.len() > 2 {
        cx.issue(
            Issue::NpAidTooManySpaces,
            vec![Arg::Special(Special::Aid), Arg::Int(selected.len() as i64)],
        );
    }
}
