//! Events (5.0): the general guidelines that hold for every Event
//! (5.1.1–5.1.4), and the card's own steps when the data has them
//! (`data/cards.yaml`, schema in `docs/event-effects.md`).

use super::cx::Cx;
use super::diff::PieceDelta;
use super::ledger::{BoxKind, Ledger};
use super::util::{TakenBack, box_gain, misplaced};
use crate::check as static_checks;
use crate::data::effects::{
    Count, Effect, EventMarker, Filter, NvDestination, Removable, Side, Step,
};
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::GameState;
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};
use coin_table::RuleRef;
/// Checks an Event's change: the general guidelines, then the card's own
/// steps. Without the card's steps, or with only part of them, what the
/// text does beyond is not judged: a warning says so.
pub(super) fn check(cx: &mut Cx<'_>, card: u8, shaded: bool, ledger: &mut Ledger) {
    guidelines(cx);
    let effect = cx
        .data
        .cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .map(|fact| fact.value.clone());
    let Some(effect) = effect else {
        cx.issue(Issue::EventTextUnknown, vec![Arg::Int(i64::from(card))]);
        unknown_text_warnings(cx);
        ledger.forgive_all();
        return;
    };
    // Own pieces a player took back to Available (1.4.1) are set aside
    // before the steps are followed, which may take some back where a
    // removal they require needs them. Where the text is not held whole,
    // what it does beyond the steps is not judged, and pieces taken off
    // the map are left to it.
    let mut taken = if effect.complete {
        TakenBack::read(cx, None)
    } else {
        TakenBack::default()
    };
    taken.set_aside(cx);
    follow(cx, &effect, ledger, &mut taken);
    taken.settle(cx, ledger);
    if !effect.complete {
        cx.issue(Issue::EventPartlyKnown, vec![Arg::Int(i64::from(card))]);
        unknown_text_warnings(cx);
        ledger.forgive_all();
    }
}

/// What holds for every Event: no stacking broken (5.1.1).
fn guidelines(cx: &mut Cx<'_>) {
    let stacking = |state: &GameState| -> Vec<(SpaceId, Finding)> {
        static_checks::check(cx.data, state)
            .findings
            .into_iter()
            .filter(|f| {
                matches!(
                    f.issue,
                    Issue::BasesOverPopulation
                        | Issue::BaseOnRailway
                        | Issue::TroopsInPrincelyState
                        | Issue::TroopsInMuslimState
                        | Issue::ProtestsStacked
                        | Issue::StrikesStacked
                        | Issue::MuslimStateOutsideProvince
                        | Issue::UnrestOnRailway
                )
            })
            .filter_map(|f| f.spaces.first().copied().map(|s| (s, f)))
            .collect()
    };
    let before = stacking(cx.before);
    let mut reported = Vec::new();
    for (space, found) in stacking(cx.after) {
        if !before.iter().any(|(_, b)| b.same_as(&found)) && !reported.contains(&space) {
            reported.push(space);
            cx.issue(Issue::EventBrokeStacking, vec![Arg::Space(space)]);
        }
    }
}

/// Where the card's text is not known, what usually needs the text's say-so
/// is flagged for the players to check against the card: pieces sent Out of
/// Play (5.1.3), pieces reaching the map from Jail or Out of Play (5.1.1).
fn unknown_text_warnings(cx: &mut Cx<'_>) {
    for piece in Piece::ALL {
        if piece == Piece::GuerrillaActive {
            continue;
        }
        let to_oop = cx.diff.out_of_play.get(piece);
        if to_oop > 0 {
            cx.issue_pieces(Issue::EventToOutOfPlay, (piece, to_oop), []);
        }
        let on_map = match piece {
            Piece::GuerrillaUnderground => {
                cx.diff.on_map(piece) + cx.diff.on_map(Piece::GuerrillaActive)
            }
            _ => cx.diff.on_map(piece),
        };
        let from_available = (-cx.diff.available.get(piece)).max(0);
        let unexplained = on_map - from_available;
        if unexplained > 0 {
            cx.issue_pieces(Issue::EventPlacedUnavailable, (piece, unexplained), []);
        }
    }
}

/// Whether a space meets a filter, as it stood before the Event.
fn meets(cx: &Cx<'_>, space: SpaceId, filter: Filter) -> bool {
    match filter {
        Filter::Protest => cx.before.space(space).protests > 0,
        Filter::Muslim => cx.data.map.space(space).is_muslim(),
    }
}

/// Pieces of each kind a space lost (Guerrillas counted together, as
/// Underground), as positive counts.
fn losses(cx: &Cx<'_>, space: SpaceId) -> Vec<(Piece, i32)> {
    let d = cx.diff.space(space).pieces;
    let mut out = Vec::new();
    for piece in Piece::ALL {
        let change = match piece {
            Piece::GuerrillaActive => continue,
            Piece::GuerrillaUnderground => d.guerrillas(),
            _ => d.get(piece),
        };
        if change < 0 {
            out.push((piece, -change));
        }
    }
    out
}

/// Whether the acting Faction's Event would take a piece: a non-player
/// never takes its own (8.8.4: only effective text is carried out, and
/// removing its own pieces is not), so its own count for no space or piece
/// the text requires.
fn may_take(cx: &Cx<'_>, piece: Piece) -> bool {
    !(cx.non_player && piece.faction() == cx.faction)
}

fn removable(pieces: Removable, piece: Piece) -> bool {
    match pieces {
        Removable::AllOfOneFaction => true,
        Removable::Guerrillas => piece == Piece::GuerrillaUnderground,
        Removable::Bases => piece.is_base(),
    }
}

/// Takes a removal off the ledger: the space's loss and the box it went to.
/// Pieces that went to another box than the one 5.1.3 sends them to are
/// that rule's fault, said once.
fn take_removal(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    space: SpaceId,
    piece: Piece,
    n: i32,
    nv_to: NvDestination,
) {
    if piece == Piece::GuerrillaUnderground {
        let d = cx.diff.space(space).pieces;
        ledger.take_piece(
            space,
            Piece::GuerrillaUnderground,
            d.get(Piece::GuerrillaUnderground),
        );
        ledger.take_piece(space, Piece::GuerrillaActive, d.get(Piece::GuerrillaActive));
    } else {
        ledger.take_piece(space, piece, -n);
    }
    let arrested = nv_to == NvDestination::Jail && (piece.is_activist() || piece == Piece::Gandhi);
    let to = if arrested {
        BoxKind::Jail
    } else {
        BoxKind::Available
    };
    let landed = box_gain(cx, to, piece).clamp(0, n);
    ledger.take_box(to, piece, landed);
    // What reached the box is this removal's: no later step, and no piece
    // taken back, reads it again.
    let reached = if to == BoxKind::Jail {
        &mut cx.diff.jail
    } else {
        &mut cx.diff.available
    };
    if let Some(v) = reached.0.get_mut(norm(piece).slot()) {
        *v -= landed;
    }
    if landed < n {
        misplaced(cx, ledger, (piece, n - landed), to, RuleRef::new("5.1.3"));
    }
}

/// A count as a finding's number.
fn as_int(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Records `issue` when the number `done` breaks the event's `count`, of
/// which `could` were to be had.
fn check_count(cx: &mut Cx<'_>, (issue, count): (Issue, Count), done: i64, could: i64) {
    let wrong = match count {
        Count::UpTo(most) => done > i64::from(most),
        Count::Exactly(n) => done != i64::from(n).min(could),
    };
    if wrong {
        cx.issue(
            issue,
            vec![Arg::Int(done), Arg::Int(i64::from(count.most()))],
        );
    }
}

/// The spaces that lost pieces a removal may take, with what each lost.
fn sources(cx: &Cx<'_>, pieces: Removable) -> Vec<(SpaceId, Vec<(Piece, i32)>)> {
    cx.data
        .map
        .ids()
        .map(|id| {
            let lost: Vec<(Piece, i32)> = losses(cx, id)
                .into_iter()
                .filter(|(p, _)| removable(pieces, *p))
                .collect();
            (id, lost)
        })
        .filter(|(_, lost)| !lost.is_empty())
        .collect()
}

/// A removal the Event requires in so many spaces (5.1.2) may take the
/// executing Faction's own pieces: while it is `short` of its spaces, it
/// takes back spaces set aside as own pieces taken back (1.4.1) where it
/// could have taken every piece that left them, those where it left none
/// of a Faction it takes whole first, then those whose Activists match
/// what reached Jail when the Event arrests them (own pieces taken back go
/// to Available). Whether any was taken.
fn reclaim(
    cx: &mut Cx<'_>,
    taken: &mut TakenBack,
    (pieces, filter, candidates): (Removable, &[Filter], &[SpaceId]),
    (short, nv_to): (usize, NvDestination),
) -> bool {
    let fits = |space: SpaceId, lost: &PieceDelta| {
        candidates.contains(&space)
            && filter.iter().all(|f| meets(cx, space, *f))
            && Piece::ALL
                .into_iter()
                .all(|p| lost.get(p) == 0 || removable(pieces, norm(p)))
    };
    let left_some = |space: SpaceId| {
        pieces == Removable::AllOfOneFaction
            && cx
                .after
                .space(space)
                .pieces
                .iter()
                .any(|(p, n)| n > 0 && p.faction() == cx.faction)
    };
    let mut chosen: Vec<SpaceId> = taken
        .spaces()
        .iter()
        .filter(|(space, lost)| fits(*space, lost))
        .map(|(space, _)| *space)
        .collect();
    // How far a space's lost Activists are from what Jail gained of them.
    let off_jail = |space: SpaceId| -> i32 {
        if nv_to != NvDestination::Jail {
            return 0;
        }
        let lost = taken
            .spaces()
            .iter()
            .find(|(s, _)| *s == space)
            .map(|(_, lost)| *lost)
            .unwrap_or_default();
        Piece::ALL
            .into_iter()
            .filter(|p| p.is_activist())
            .map(|p| (-lost.get(p) - box_gain(cx, BoxKind::Jail, p)).abs())
            .sum()
    };
    chosen.sort_by_key(|space| (left_some(*space), off_jail(*space)));
    chosen.truncate(short);
    for space in &chosen {
        taken.give_back(cx, *space);
    }
    !chosen.is_empty()
}

/// Follows the steps, taking what each explains off the ledger; a removal
/// may take back own pieces set aside in `taken`.
fn follow(cx: &mut Cx<'_>, effect: &Effect, ledger: &mut Ledger, taken: &mut TakenBack) {
    let map = &cx.data.map;
    let mut selected: Vec<SpaceId> = Vec::new();
    for step in &effect.steps {
        match *step {
            Step::AddMarker {
                marker: EventMarker::Unrest,
                spaces,
                ref filter,
            } => selected = follow_unrest(cx, ledger, spaces, filter),
            Step::Remove {
                pieces,
                spaces,
                total,
                ref filter,
                among_selected,
                activists_to,
            } => {
                let candidates: Vec<SpaceId> = if among_selected {
                    selected.clone()
                } else {
                    map.ids().collect()
                };
                let step = (pieces, spaces, total, filter.as_slice());
                let from = follow_removal(cx, (ledger, taken), &candidates, step, activists_to);
                if !among_selected {
                    selected = from;
                }
            }
            Step::Shift { levels, towards } => follow_shift(cx, ledger, &selected, levels, towards),
            Step::ArrestGandhi => follow_arrest(cx, ledger),
        }
    }
}

/// Follows a step that adds Unrest to spaces: each marked space eligible and
/// given one marker. The spaces marked are the ones selected.
fn follow_unrest(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    spaces: Count,
    filter: &[Filter],
) -> Vec<SpaceId> {
    let map = &cx.data.map;
    let marked: Vec<(SpaceId, i32)> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.unrest > 0 || d.strikes > 0)
        .map(|(id, d)| (id, d.unrest + d.strikes))
        .collect();
    let could = map
        .ids()
        .filter(|id| filter.iter().all(|f| meets(cx, *id, *f)))
        .count();
    check_count(
        cx,
        (Issue::EventSpacesCount, spaces),
        as_int(marked.len()),
        as_int(could),
    );
    for &(space, added) in &marked {
        for f in filter {
            if !meets(cx, space, *f) {
                cx.issue(
                    Issue::EventSpaceNotEligible,
                    vec![Arg::Space(space), Arg::Term(f.term())],
                );
            }
        }
        if added != 1 {
            cx.issue(Issue::EventMarkerWrong, vec![Arg::Space(space)]);
        }
        let d = cx.diff.space(space);
        ledger.take_unrest(space, d.unrest.max(0));
        ledger.take_strikes(space, d.strikes.max(0));
    }
    marked.into_iter().map(|(id, _)| id).collect()
}

/// Follows a step that removes pieces: from eligible spaces among the
/// candidates, as many as it says, taking back own pieces set aside where
/// spaces fall short. The spaces pieces came from are the ones selected.
fn follow_removal(
    cx: &mut Cx<'_>,
    (ledger, taken): (&mut Ledger, &mut TakenBack),
    candidates: &[SpaceId],
    (pieces, spaces, total, filter): (Removable, Count, Option<Count>, &[Filter]),
    activists_to: NvDestination,
) -> Vec<SpaceId> {
    let mut from = sources(cx, pieces);
    // How many spaces could have given pieces.
    let could = candidates
        .iter()
        .filter(|id| filter.iter().all(|f| meets(cx, **id, *f)))
        .filter(|id| {
            cx.before
                .space(**id)
                .pieces
                .iter()
                .any(|(p, n)| n > 0 && removable(pieces, norm(p)) && may_take(cx, p))
        })
        .count();
    if let Count::Exactly(n) = spaces {
        let short = usize::from(n).min(could).saturating_sub(from.len());
        let step = (pieces, filter, candidates);
        if reclaim(cx, taken, step, (short, activists_to)) {
            from = sources(cx, pieces);
        }
    }
    check_count(
        cx,
        (Issue::EventSpacesCount, spaces),
        as_int(from.len()),
        as_int(could),
    );
    let mut removed_total = 0;
    for (space, lost) in &from {
        if !candidates.contains(space) {
            cx.issue(Issue::EventSpaceNotSelected, vec![Arg::Space(*space)]);
        }
        for f in filter {
            if !meets(cx, *space, *f) {
                cx.issue(
                    Issue::EventSpaceNotEligible,
                    vec![Arg::Space(*space), Arg::Term(f.term())],
                );
            }
        }
        if pieces == Removable::AllOfOneFaction {
            one_faction(cx, *space, lost);
            np_chose_own(cx, *space, lost);
        }
        for &(piece, n) in lost {
            removed_total += n;
            take_removal(cx, ledger, *space, piece, n, activists_to);
        }
    }
    if let Some(total) = total {
        check_removed_total(cx, candidates, pieces, total, removed_total);
    }
    from.iter().map(|(id, _)| *id).collect()
}

/// Checks a removal took as many pieces in all as the step says, or all
/// there were where fewer could be taken.
fn check_removed_total(
    cx: &mut Cx<'_>,
    candidates: &[SpaceId],
    pieces: Removable,
    total: Count,
    removed_total: i32,
) {
    let could_pieces: i32 = candidates
        .iter()
        .map(|id| {
            cx.before
                .space(*id)
                .pieces
                .iter()
                .filter(|(p, _)| removable(pieces, norm(*p)) && may_take(cx, *p))
                .map(|(_, n)| i32::from(n))
                .sum::<i32>()
        })
        .sum();
    check_count(
        cx,
        (Issue::EventRemovedCount, total),
        i64::from(removed_total),
        i64::from(could_pieces),
    );
}

/// Follows a step that shifts the selected spaces' Support or Opposition
/// by some levels; Railways have none.
fn follow_shift(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    selected: &[SpaceId],
    levels: u8,
    towards: Side,
) {
    let map = &cx.data.map;
    let sign = match towards {
        Side::ActiveSupport => 1,
        Side::ActiveOpposition => -1,
    };
    for &space in selected {
        if map.space(space).is_railway() {
            continue;
        }
        let now = cx.before.space(space).level.value();
        let expected = (now + sign * i32::from(levels)).clamp(-2, 2) - now;
        let d = cx.diff.space(space).level;
        cx.expect_count(Issue::EventShiftWrong, space, expected, d);
        ledger.take_level(space, d);
    }
}

/// Follows a step that arrests Gandhi: taken off to Jail, without the
/// arrest's Raj-turn consequences (5.1.4).
fn follow_arrest(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let was = map
        .ids()
        .find(|id| cx.before.space(*id).pieces.get(Piece::Gandhi) > 0);
    if let Some(space) = was {
        // Taken off to a box: to Jail, or the wrong box, said
        // once (5.1.3); still on the map: no arrest at all.
        let boxed = [BoxKind::Jail, BoxKind::OutOfPlay, BoxKind::Available]
            .into_iter()
            .any(|b| box_gain(cx, b, Piece::Gandhi) > 0);
        if boxed {
            take_removal(cx, ledger, space, Piece::Gandhi, 1, NvDestination::Jail);
        } else {
            cx.issue(Issue::EventArrestMissing, vec![]);
        }
        // The arrest's Raj-turn consequences do not follow (5.1.4).
        let protests: i32 = cx.diff.spaces.iter().map(|d| d.protests.max(0)).sum();
        if cx.diff.restraint < 0 || protests > 0 {
            cx.issue(Issue::EventArrestConsequences, vec![]);
        }
    }
}

/// Guerrillas in boxes and in the removal tallies are kept as Underground.
fn norm(piece: Piece) -> Piece {
    match piece {
        Piece::GuerrillaActive => Piece::GuerrillaUnderground,
        other => other,
    }
}

/// A non-player given the choice of whose pieces an Event removes only
/// makes choices that render the Event effective for it, which never takes
/// its own pieces (8.8.3, 8.8.4). One finding for the space: the pieces are
/// the removal's, so they are not read again as taken back (1.4.1).
fn np_chose_own(cx: &mut Cx<'_>, space: SpaceId, lost: &[(Piece, i32)]) {
    if cx.non_player
        && lost
            .iter()
            .any(|(p, n)| *n > 0 && p.faction() == cx.faction)
    {
        let faction = cx.faction;
        cx.issue(
            Issue::NpEventRemovedOwn,
            vec![Arg::Space(space), Arg::Faction(faction)],
        );
    }
}

/// "Remove all pieces of one Faction": the pieces taken belong to one
/// Faction, and none of its pieces remains there.
fn one_faction(cx: &mut Cx<'_>, space: SpaceId, lost: &[(Piece, i32)]) {
    let factions: Vec<Faction> = {
        let mut f: Vec<Faction> = lost.iter().map(|(p, _)| p.faction()).collect();
        f.sort();
        f.dedup();
        f
    };
    match factions.as_slice() {
        [faction] => {
            let left = cx
                .after
                .space(space)
                .pieces
                .iter()
                .any(|(p, n)| n > 0 && p.faction() == *faction);
            if left {
                cx.issue(
                    Issue::EventFactionNotAllRemoved,
                    vec![Arg::Space(space), Arg::Faction(*faction)],
                );
            }
        }
        _ => cx.issue(Issue::EventOneFactionOnly, vec![Arg::Space(space)]),
    }
}
