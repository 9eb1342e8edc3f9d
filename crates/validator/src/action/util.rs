//! What several actions share: paying Resources, removing or arresting
//! adversary pieces (1.4.4, Bases last, Troops last, Jail or Available),
//! and simple facts about spaces.

use super::cx::Cx;
use super::diff::SpaceDelta;
use super::ledger::{BoxKind, Ledger, wrong_box_args};
use crate::control::{activists_active, raj_control};
use crate::rule::RuleRef;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use std::collections::BTreeSet;

use crate::data::map::Map;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind};
use crate::state::GameState;
use crate::vocab::issue::Term;
/// Whether a space is a City, Province or State (not a Railway).
pub(crate) fn off_rail(cx: &Cx<'_>, space: SpaceId) -> bool {
    !cx.data.map.space(space).is_railway()
}

/// The Resources track of a Faction that pays for actions.
pub(crate) fn resources(faction: Faction) -> Option<Track> {
    match faction {
        Faction::Raj => Some(Track::RajResources),
        Faction::Revolutionaries => Some(Track::RevolutionariesResources),
        Faction::Congress | Faction::MuslimLeague => None,
    }
}

/// Checks that this part paid `cost` (or nothing, for a non-player) and
/// takes the payment off the ledger.
pub(crate) fn pay(cx: &mut Cx<'_>, ledger: &mut Ledger, cost: i32, what: Arg) {
    let Some(track) = resources(cx.faction) else {
        return;
    };
    let changed = match track {
        Track::RajResources => cx.diff.raj_resources,
        _ => cx.diff.revolutionaries_resources,
    };
    let expected = if cx.non_player { 0 } else { -cost };
    let had = match track {
        Track::RajResources => cx.before.tracks.raj_resources,
        _ => cx.before.tracks.revolutionaries_resources,
    };
    if !cx.non_player && cost > had {
        cx.issue(
            Issue::CostNotAffordable,
            vec![
                what.clone(),
                Arg::Int(i64::from(cost)),
                Arg::Int(i64::from(had)),
            ],
        );
    } else if changed != expected {
        cx.issue(
            Issue::CostWrong,
            vec![
                what,
                Arg::Int(i64::from(-expected)),
                Arg::Int(i64::from(changed)),
            ],
        );
    }
    ledger.take_track(track, changed);
}

/// Where removed pieces go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum NvTo {
    /// Arrested: Gandhi and Activists to Jail (Assault, Treaty, Govern).
    Jail,
    /// Removed: Activists to Available (Attack, Persuade, Assassinate, Martial Law).
    Available,
}

/// How pieces may be removed in a space.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Removal {
    /// How many pieces at most.
    pub capacity: u32,
    /// Where Activists (and Gandhi, if arrested) go.
    pub nv_to: NvTo,
    /// Whether Gandhi may be taken (arrested); never removed to Available.
    pub gandhi: bool,
    /// Sepoys before Troops (Attack, Persuade).
    pub troops_last: bool,
    /// Congress and the Muslim League count as one Faction (Assault, Treaty).
    pub nv_as_one: bool,
    /// Removal of every targeted piece as far as possible is required (1.4.4);
    /// false where the rule says "up to" or "one".
    pub full_extent: bool,
    /// Inactive Activists may be removed too (Martial Law).
    pub inactive_activists: bool,
    /// Bases go only once their protectors are gone (all but Assassinate).
    pub bases_last: bool,
    /// The section of the action that sets where its removed pieces go and
    /// which go last: a wrong box or a Base taken too soon cites it.
    pub section: RuleRef,
}

fn is_adversary(cx: &Cx<'_>, piece: Piece) -> bool {
    piece.faction() != cx.faction
}

fn nv_faction(piece: Piece) -> bool {
    matches!(piece.faction(), Faction::Congress | Faction::MuslimLeague)
}

/// Pieces removed from a space (positive counts), per kind, by this part.
pub(crate) fn removed(cx: &Cx<'_>, space: SpaceId) -> Vec<(Piece, u32)> {
    let d = cx.diff.space(space);
    Piece::ALL
        .into_iter()
        .filter(|p| is_adversary(cx, *p))
        .filter_map(|p| {
            let change = d.pieces.get(p);
            // An Underground Guerrilla that became Active is not removed: sides net out.
            let change = match p {
                Piece::GuerrillaUnderground | Piece::GuerrillaActive => {
                    let total = d.pieces.guerrillas();
                    if total >= 0 {
                        return None;
                    }
                    if p == Piece::GuerrillaActive {
                        total
                    } else {
                        0
                    }
                }
                _ => change,
            };
            (change < 0).then_some((p, u32::try_from(-change).unwrap_or(0)))
        })
        .collect()
}

/// Active adversary pieces in a space (1.4.3): cubes, Bases, Gandhi, Active
/// Guerrillas, and Activists if they are Active there.
pub(crate) fn active_adversaries(
    cx: &Cx<'_>,
    state: &GameState,
    space: SpaceId,
    piece: Piece,
) -> u32 {
    if !is_adversary(cx, piece) {
        return 0;
    }
    let here = state.space(space);
    let n = u32::from(here.pieces.get(piece));
    match piece {
        Piece::GuerrillaUnderground => 0,
        Piece::CongressActivist | Piece::LeagueActivist
            if !activists_active(&cx.data.map, state, space) =>
        {
            0
        }
        _ => n,
    }
}

/// Checks the pieces removed from one space and takes them, and their
/// arrival in Jail or Available, off the ledger. Returns how many were removed.
pub(crate) fn check_removal(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    space: SpaceId,
    rule: &Removal,
) -> u32 {
    let before = cx.before.space(space);
    let after = cx.after.space(space);
    let gone = removed(cx, space);
    let total: u32 = gone.iter().map(|(_, n)| n).sum();
    if total == 0 {
        return 0;
    }
    if total > rule.capacity {
        cx.issue(
            Issue::RemovedTooMany,
            vec![
                Arg::Space(space),
                Arg::Int(i64::from(rule.capacity)),
                Arg::Int(i64::from(total)),
            ],
        );
    }
    for (piece, n) in &gone {
        let piece = *piece;
        // Only Active pieces, except Inactive Activists under Martial Law.
        let usable = if piece.is_activist() && rule.inactive_activists {
            u32::from(before.pieces.get(piece))
        } else {
            active_adversaries(cx, cx.before, space, piece)
        };
        if *n > usable {
            cx.issue(
                Issue::RemovedInactive,
                vec![
                    Arg::Space(space),
                    Arg::Int(i64::from(*n)),
                    Arg::Piece(piece, i64::from(*n)),
                ],
            );
        }
        if piece == Piece::Gandhi && !rule.gandhi {
            cx.issue(Issue::GandhiNotRemovable, vec![Arg::Term(Term::ThisAction)]);
        }
        // Bases last.
        if rule.bases_last && piece == Piece::LeagueBase && after.pieces.activists() > 0 {
            cx.issue_citing(
                Issue::BasesNotLast,
                vec![Arg::Space(space), Arg::Term(Term::Activists)],
                rule.section,
            );
        }
        if rule.bases_last && piece == Piece::RevolutionariesBase && after.pieces.guerrillas() > 0 {
            cx.issue_citing(
                Issue::BasesNotLast,
                vec![Arg::Space(space), Arg::Term(Term::Guerrillas)],
                rule.section,
            );
        }
        if piece == Piece::Troop && rule.troops_last && after.pieces.get(Piece::Sepoy) > 0 {
            cx.issue(Issue::TroopsNotLast, vec![Arg::Space(space)]);
        }
        // Where it went.
        let arrested = rule.nv_to == NvTo::Jail && (piece.is_activist() || piece == Piece::Gandhi);
        let to = if arrested {
            BoxKind::Jail
        } else {
            BoxKind::Available
        };
        let amount = i32::try_from(*n).unwrap_or(0);
        // Removed Guerrillas are Active ones; flips are explained by the action itself.
        ledger.take_piece(space, piece, -amount);
        let landed = box_gain(cx, to, piece).clamp(0, amount);
        ledger.take_box(to, piece, landed);
        if landed < amount {
            misplaced(cx, ledger, (piece, amount - landed), to, rule.section);
        }
    }
    // As far as possible once targeted (1.4.4). Gandhi need not be taken
    // unless the rule forces it, so he is left out of what was required.
    if rule.full_extent && total < rule.capacity {
        let targeted: Vec<Faction> = gone.iter().map(|(p, _)| p.faction()).collect();
        let nv_targeted = targeted
            .iter()
            .any(|f| matches!(f, Faction::Congress | Faction::MuslimLeague));
        let in_pool = |p: Piece| {
            targeted.contains(&p.faction()) || (rule.nv_as_one && nv_faction(p) && nv_targeted)
        };
        let count = |p: Piece| active_adversaries(cx, cx.before, space, p);
        let pieces = &before.pieces;
        // A Base within reach only once every piece shielding it could go:
        // an Inactive Activist or Underground Guerrilla keeps it (3.2.4).
        let reachable = |p: Piece| match p {
            Piece::LeagueBase if rule.bases_last => {
                let removable = [Piece::CongressActivist, Piece::LeagueActivist]
                    .into_iter()
                    .filter(|a| in_pool(*a))
                    .map(count)
                    .sum::<u32>();
                removable >= pieces.activists()
            }
            Piece::RevolutionariesBase if rule.bases_last => {
                in_pool(Piece::GuerrillaActive)
                    && count(Piece::GuerrillaActive) >= pieces.guerrillas()
            }
            _ => true,
        };
        let pool: u32 = Piece::ALL
            .into_iter()
            .filter(|p| in_pool(*p) && *p != Piece::Gandhi && reachable(*p))
            .map(count)
            .sum();
        let gandhi = gone
            .iter()
            .find(|(p, _)| *p == Piece::Gandhi)
            .map_or(0, |(_, n)| *n);
        let others = total - gandhi;
        let required = pool.min(rule.capacity - gandhi);
        if others < required {
            cx.issue(
                Issue::RemovedTooFew,
                vec![
                    Arg::Space(space),
                    Arg::Int(i64::from(required + gandhi)),
                    Arg::Int(i64::from(total)),
                ],
            );
        }
    }
    total
}

/// Pieces an action should have put in box `should` that went elsewhere:
/// one wrong-box finding citing `section`. The box they reached is taken
/// off the ledger, so that the same mistake is not reported again as
/// changes the action does not make; when no box holds them, `should` is.
pub(crate) fn misplaced(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    (piece, count): (Piece, i32),
    should: BoxKind,
    section: RuleRef,
) {
    let went = [BoxKind::OutOfPlay, BoxKind::Available, BoxKind::Jail]
        .into_iter()
        .filter(|b| *b != should)
        .find(|b| box_gain(cx, *b, piece) >= count);
    // Not in a box at all: named as the box the other kind of removal uses.
    let other = if should == BoxKind::Jail {
        BoxKind::Available
    } else {
        BoxKind::Jail
    };
    ledger.take_box(went.unwrap_or(should), piece, count);
    let args = wrong_box_args((piece, count), went.unwrap_or(other), should);
    cx.issue_citing(Issue::WrongBox, args, section);
}

/// How much a box's count of a piece went up in this part (Guerrillas
/// reach a box Underground, whichever side they left on).
pub(crate) fn box_gain(cx: &Cx<'_>, b: BoxKind, piece: Piece) -> i32 {
    let d = match b {
        BoxKind::OutOfPlay => &cx.diff.out_of_play,
        BoxKind::Jail => &cx.diff.jail,
        _ => &cx.diff.available,
    };
    if matches!(piece, Piece::GuerrillaActive | Piece::GuerrillaUnderground) {
        d.guerrillas()
    } else {
        d.get(piece)
    }
}

/// Whether the Raj Controls a space in a state.
pub(crate) fn controlled(cx: &Cx<'_>, state: &GameState, space: SpaceId) -> bool {
    raj_control(&cx.data.map, state, space)
}

/// Walks from `origin` along adjacent Railways and Cities (3.2.2, 3.4.2):
/// whether some space reached satisfies `goal`. A space where `stop` holds
/// may be entered (and be the goal) but not passed through.
pub(crate) fn rail_walk(
    map: &Map,
    origin: SpaceId,
    stop: impl Fn(SpaceId) -> bool,
    goal: impl Fn(SpaceId) -> bool,
) -> bool {
    let chain = |s: SpaceId| matches!(map.space(s).kind(), SpaceKind::Railway | SpaceKind::City);
    let mut seen = BTreeSet::new();
    let mut stack: Vec<SpaceId> = map
        .neighbours(origin)
        .iter()
        .copied()
        .filter(|s| chain(*s))
        .collect();
    while let Some(at) = stack.pop() {
        if !seen.insert(at) {
            continue;
        }
        if goal(at) {
            return true;
        }
        if stop(at) {
            continue;
        }
        stack.extend(
            map.neighbours(at)
                .iter()
                .copied()
                .filter(|s| chain(*s) && *s != origin),
        );
    }
    false
}

/// Persuade and Assassinate (4.4.3, 4.5.3): Unity shifts −1 when a
/// nonviolent piece was removed (never below its minimum), else not at all.
/// Restraint −1 once, after the Operation in every space (3.3.4, 3.4.4),
/// unless it is already at its lowest.
pub(crate) fn restraint_down_once(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let expected = if cx.before.tracks.restraint > cx.data.pieces.restraint.value.min {
        -1
    } else {
        0
    };
    let changed = cx.diff.restraint;
    if changed != expected {
        cx.issue(
            Issue::RestraintShiftWrong,
            vec![Arg::Int(i64::from(expected)), Arg::Int(i64::from(changed))],
        );
    }
    ledger.take_track(Track::Restraint, changed);
}

pub(crate) fn unity_down_if(cx: &mut Cx<'_>, ledger: &mut Ledger, nv_removed: bool) {
    let expected = if nv_removed && cx.before.tracks.unity > cx.data.pieces.unity.value.min {
        -1
    } else {
        0
    };
    if cx.diff.unity != expected {
        cx.issue(
            Issue::UnityShiftWrong,
            vec![
                Arg::Int(i64::from(expected)),
                Arg::Int(i64::from(cx.diff.unity)),
            ],
        );
    }
    ledger.take_track(Track::Unity, cx.diff.unity);
}

/// A Base placed by Rally (3.3.1, 3.4.1): one Base replacing as many of the
/// Faction's pieces as Unity, and room for it under the Population.
pub(crate) fn rally_base(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    space: SpaceId,
    (base, gained): (i32, i32),
    (issue, base_piece): (Issue, Piece),
) {
    let unity = cx.before.tracks.unity;
    if base != 1 || gained != -unity {
        cx.issue(
            issue,
            vec![
                Arg::Space(space),
                Arg::Int(i64::from(unity)),
                Arg::Int(i64::from(-gained)),
            ],
        );
    }
    if cx.after.space(space).pieces.bases() > u32::from(cx.data.map.space(space).population()) {
        cx.issue(Issue::RallyBaseNoRoom, vec![Arg::Space(space)]);
    }
    ledger.take_placed(space, base_piece, base);
}

/// How many of its own pieces the acting Faction took off a space the
/// Operation did not select, back to Available: the space's only change is
/// some of `own` going down. `None` otherwise. Congress, the League and the
/// Revolutionaries players may do so while acting (1.4.1); a non-player may
/// not, which is reported here, once, citing 1.4.1.
pub(crate) fn taken_back(
    cx: &mut Cx<'_>,
    space: SpaceId,
    d: &SpaceDelta,
    own: &[Piece],
) -> Option<i32> {
    if cx.faction == Faction::Raj {
        return None;
    }
    let mut rest = *d;
    let mut taken = 0;
    for piece in own {
        let change = d.pieces.get(*piece);
        if change > 0 {
            return None;
        }
        taken -= change;
        if let Some(v) = rest.pieces.0.get_mut(piece.slot()) {
            *v = 0;
        }
    }
    if taken == 0 || !rest.is_zero() {
        return None;
    }
    if cx.non_player {
        cx.issue(Issue::NpRemovedOwnPieces, vec![Arg::Space(space)]);
    }
    Some(taken)
}
