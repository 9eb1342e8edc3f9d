//! What several actions share: paying Resources, removing or arresting
//! adversary pieces (1.4.4, Bases last, Troops last, Jail or Available),
//! and simple facts about spaces.

use super::cx::Cx;
use super::diff::{PieceDelta, SpaceDelta};
use super::ledger::{BoxKind, Ledger, wrong_box_args};
use crate::control::{activists_active, raj_control};
use crate::vocab::action::Operation;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use coin_table::RuleRef;
use coin_table::{Lot, max_flow};
use std::collections::BTreeSet;

use crate::data::map::Map;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind};
use crate::state::GameState;
use crate::vocab::issue::Term;
/// Whether a space is a City, Province or State (not a Railway).
pub(crate) fn off_rail(cx: &Cx<'_>, space: SpaceId) -> bool {
    !cx.data.map.space(space).is_railway()
}

/// The Resources a Faction holds in a state (none for Congress and the
/// League, who pay nothing).
pub(crate) fn held(faction: Faction, state: &GameState) -> i32 {
    Track::resources_of(faction).map_or(0, |track| state.tracks.get(track))
}

/// How a change moved a Faction's Resources.
pub(crate) fn resources_change(faction: Faction, diff: &super::diff::Diff) -> i32 {
    match Track::resources_of(faction) {
        Some(Track::RajResources) => diff.raj_resources,
        Some(_) => diff.revolutionaries_resources,
        None => 0,
    }
}

/// Checks that this part paid `cost` (or nothing, for a non-player) and
/// takes the payment off the ledger. The cost is due when the part's spaces
/// are selected (3.1.5): all of it before the Special Activity, unless
/// every space was selected after it.
pub(crate) fn pay(cx: &mut Cx<'_>, ledger: &mut Ledger, cost: i32, what: Arg) {
    let later = cx.resumed.is_some()
        && cx
            .diff
            .changed_spaces()
            .all(|(space, _)| cx.selected_after_special(space));
    let split = if later { (0, cost) } else { (cost, 0) };
    pay_in_order(cx, ledger, split, what);
}

/// Checks a cost made of the same amount for each space selected (a Rally,
/// an Attack, an Unrest, a March's origins), each due when its space was
/// selected (3.1.5): before the Special Activity or after it.
pub(crate) fn pay_per_space(
    cx: &mut Cx<'_>,
    ledger: &mut Ledger,
    (spaces, rate): (&[SpaceId], i32),
    what: Arg,
) {
    let later = spaces
        .iter()
        .filter(|s| cx.selected_after_special(**s))
        .count();
    let later = rate * i32::try_from(later).unwrap_or(0);
    let cost = rate * i32::try_from(spaces.len()).unwrap_or(0);
    pay_in_order(cx, ledger, (cost - later, later), what);
}

/// Checks a cost paid partly before the Special Activity (`first`) and
/// partly after it (`later`): what was held must cover the first part when
/// it is paid, and what was left, with what the Special Activity changed,
/// the later part (3.1, 3.1.5, 4.1). Without an order known, the whole
/// cost is due from what was held when the part began.
fn pay_in_order(cx: &mut Cx<'_>, ledger: &mut Ledger, (first, later): (i32, i32), what: Arg) {
    let Some(track) = Track::resources_of(cx.faction) else {
        return;
    };
    if cx.non_player && cx.funds.is_some() {
        // A non-player pays nothing for an Operation or Special Activity:
        // its Resources are judged once for the action (8.6.2).
        return;
    }
    let cost = first + later;
    let changed = resources_change(cx.faction, &cx.diff);
    let expected = if cx.non_player { 0 } else { -cost };
    let funds = cx.funds.unwrap_or(super::cx::Funds {
        start: held(cx.faction, cx.before),
        special: 0,
    });
    cx.spent_first += first;
    let short = if first > funds.start {
        Some(funds.start)
    } else if later > 0 && later > funds.start - first + funds.special {
        Some(funds.start - first + funds.special)
    } else {
        None
    };
    if let (Some(had), false) = (short, cx.non_player) {
        cx.issue(
            Issue::CostNotAffordable,
            vec![
                what.clone(),
                Arg::Int(i64::from(cost)),
                Arg::Int(i64::from(had.max(0))),
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
    /// Inactive Activists may be removed too, and nothing but Activists
    /// (Martial Law, 4.2.3).
    pub inactive_activists: bool,
    /// Bases go only once their protectors are gone (all but Assassinate).
    pub bases_last: bool,
    /// The section of the action that sets where its removed pieces go and
    /// which go last: a wrong box or a Base taken too soon cites it.
    pub section: RuleRef,
}

impl Removal {
    /// Up to `capacity` pieces, all to Available, Bases last, with no
    /// other condition; the section says where removed pieces go.
    pub(crate) const fn to_available(capacity: u32, section: RuleRef) -> Removal {
        Removal {
            capacity,
            nv_to: NvTo::Available,
            gandhi: false,
            troops_last: false,
            nv_as_one: false,
            full_extent: false,
            inactive_activists: false,
            bases_last: true,
            section,
        }
    }

    /// Whether the rule takes this kind of piece at all: Martial Law, the
    /// one removal that reaches Inactive Activists, takes Activists only
    /// (4.2.3), so a Base is never owed to it.
    fn takes(&self, piece: Piece) -> bool {
        !self.inactive_activists || piece.is_activist()
    }
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
        cx.issue_counts(
            Issue::RemovedTooMany,
            Arg::Space(space),
            rule.capacity,
            total,
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
    if rule.full_extent && total < rule.capacity {
        check_full_extent(cx, space, rule, (&gone, total));
    }
    total
}

/// Checks a removal went as far as possible once its pieces were targeted
/// (1.4.4). Gandhi need not be taken unless the rule forces it, so he is
/// left out of what was required.
fn check_full_extent(
    cx: &mut Cx<'_>,
    space: SpaceId,
    rule: &Removal,
    (gone, total): (&[(Piece, u32)], u32),
) {
    let before = cx.before.space(space);
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
            in_pool(Piece::GuerrillaActive) && count(Piece::GuerrillaActive) >= pieces.guerrillas()
        }
        _ => true,
    };
    let pool: u32 = Piece::ALL
        .into_iter()
        .filter(|p| in_pool(*p) && *p != Piece::Gandhi && rule.takes(*p) && reachable(*p))
        .map(count)
        .sum();
    let gandhi = gone
        .iter()
        .find(|(p, _)| *p == Piece::Gandhi)
        .map_or(0, |(_, n)| *n);
    let others = total - gandhi;
    let required = pool.min(rule.capacity - gandhi);
    if others < required {
        cx.issue_counts(
            Issue::RemovedTooFew,
            Arg::Space(space),
            required + gandhi,
            total,
        );
    }
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
/// whether some space reached satisfies `goal`, asked of each space once,
/// in the order reached. A space where `stop` holds may be entered (and be
/// the goal) but not passed through.
pub(crate) fn rail_walk(
    map: &Map,
    origin: SpaceId,
    stop: impl Fn(SpaceId) -> bool,
    mut goal: impl FnMut(SpaceId) -> bool,
) -> bool {
    let chain = |s: SpaceId| matches!(map.space(s).kind(), SpaceKind::Railway | SpaceKind::City);
    let mut seen = vec![false; map.len()];
    let mut stack: Vec<SpaceId> = map
        .neighbours(origin)
        .iter()
        .copied()
        .filter(|s| chain(*s))
        .collect();
    while let Some(at) = stack.pop() {
        match seen.get_mut(at.index()) {
            Some(seen) if !*seen => *seen = true,
            _ => continue,
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
    cx.expect_number(Issue::UnityShiftWrong, expected, cx.diff.unity);
    ledger.take_track(Track::Unity, cx.diff.unity);
}

/// A Limited Operation selects one space (2.3.5): more `spaces` are a
/// finding.
pub(crate) fn limited_one(cx: &mut Cx<'_>, op: Operation, spaces: usize) {
    if cx.limited && spaces > 1 {
        cx.issue(
            Issue::LimitedTooManySpaces,
            vec![Arg::Operation(op), Arg::Int(spaces as i64)],
        );
    }
}

/// What a Rally placed, space by space (3.3.1, 3.4.1): the spaces it
/// selected, the pieces placed, those a Base replaced, and the spaces that
/// got fewer than the most they allow. One tally for the nonviolent Rally
/// and the Revolutionaries'.
#[derive(Default)]
pub(crate) struct RallyTally {
    /// The spaces selected.
    pub selected: BTreeSet<SpaceId>,
    /// The pieces placed.
    pub placed: i32,
    /// The pieces a Base replaced, back to Available.
    pub returned: i32,
    /// The spaces with fewer than their most: space, most, placed.
    short: Vec<(SpaceId, i32, i32)>,
}

impl RallyTally {
    /// The pieces placed in a space against the most it allows: more (or
    /// fewer than none) is the `too_many` finding; fewer is kept for
    /// [`RallyTally::check_short`] when `exact`.
    pub fn placed_in(
        &mut self,
        cx: &mut Cx<'_>,
        (too_many, exact): (Issue, bool),
        space: SpaceId,
        (most, gained): (i32, i32),
    ) {
        if gained > most || gained < 0 {
            cx.issue_counts(too_many, Arg::Space(space), most, gained);
        }
        if exact && (0..most).contains(&gained) {
            self.short.push((space, most, gained));
        }
        self.placed += gained.max(0);
    }

    /// A Base placed by Rally (3.3.1, 3.4.1), the League's or the
    /// Revolutionaries': one Base replacing as many of the Faction's pieces
    /// as Unity, and room for it under the Population; the pieces it
    /// replaced are counted as returned.
    pub fn base_in(
        &mut self,
        cx: &mut Cx<'_>,
        ledger: &mut Ledger,
        (space, base, gained): (SpaceId, i32, i32),
    ) {
        let (issue, base_piece) = match cx.faction {
            Faction::Revolutionaries => (Issue::RevRallyBaseNeedsUnity, Piece::RevolutionariesBase),
            _ => (Issue::RallyBaseNeedsUnity, Piece::LeagueBase),
        };
        let unity = cx.before.tracks.unity;
        if base != 1 || gained != -unity {
            cx.issue_counts(issue, Arg::Space(space), unity, -gained);
        }
        if cx.after.space(space).pieces.bases() > u32::from(cx.data.map.space(space).population()) {
            cx.issue(Issue::RallyBaseNoRoom, vec![Arg::Space(space)]);
        }
        ledger.take_placed(space, base_piece, base);
        self.returned += -gained;
    }

    /// A non-player places exactly the most each space allows; fewer only
    /// when none of its pieces was left `available` (those a Base replaced
    /// went back there and could be placed too). A player may then take
    /// its own pieces back to Available (1.4.1), so the net may be less.
    pub fn check_short(&self, cx: &mut Cx<'_>, too_many: Issue, available: i32) {
        if cx.non_player && available + self.returned > self.placed {
            for &(space, most, gained) in &self.short {
                cx.issue_counts(too_many, Arg::Space(space), most, gained);
            }
        }
    }

    /// The pieces a Base replaced go back to Available: a Rally never puts
    /// any Out of Play. Reports those that went there, and says how many.
    pub fn astray(
        &self,
        cx: &mut Cx<'_>,
        ledger: &mut Ledger,
        (piece, out_of_play): (Piece, i32),
    ) -> i32 {
        let astray = out_of_play.clamp(0, self.returned.max(0));
        if astray > 0 {
            let section = Operation::Rally.section(cx.faction);
            misplaced(cx, ledger, (piece, astray), BoxKind::Available, section);
        }
        astray
    }
}

/// Where a part may move the acting Faction's own Activists or Guerrillas
/// from one space to another (March, Demonstrate, Civil Disobedience):
/// whether a legal move joins an origin to a destination.
pub(crate) type Reach = fn(&Cx<'_>, SpaceId, SpaceId) -> bool;

/// The acting Faction's pieces a player may take back to Available while
/// acting (1.4.1): its Activists, Guerrillas and Bases, never Gandhi; the
/// Raj has none.
fn own_pieces(faction: Faction) -> &'static [Piece] {
    match faction {
        Faction::Congress => &[Piece::CongressActivist],
        Faction::MuslimLeague => &[Piece::LeagueActivist, Piece::LeagueBase],
        Faction::Revolutionaries => &[
            Piece::GuerrillaUnderground,
            Piece::GuerrillaActive,
            Piece::RevolutionariesBase,
        ],
        Faction::Raj => &[],
    }
}

/// How many of the Faction's Activists or Guerrillas (both sides) a change
/// holds: the pieces a part may move, as against its Bases.
fn movers(faction: Faction, d: &PieceDelta) -> i32 {
    match faction {
        Faction::Revolutionaries => d.guerrillas(),
        _ => d.get(faction.nv_activist()),
    }
}

/// What a space lost, when its only change is some of `own` going down.
fn only_own_lost(d: &SpaceDelta, own: &[Piece]) -> Option<PieceDelta> {
    let mut rest = *d;
    let mut lost = PieceDelta::default();
    for piece in own {
        let change = d.pieces.get(*piece);
        if change > 0 {
            return None;
        }
        if let (Some(l), Some(r)) = (
            lost.0.get_mut(piece.slot()),
            rest.pieces.0.get_mut(piece.slot()),
        ) {
            *l = change;
            *r = 0;
        }
    }
    (rest.is_zero() && !lost.is_zero()).then_some(lost)
}

/// The acting Faction's own pieces a player took off the map while
/// executing a part of an action (1.4.1): each space whose only change is
/// some of its Activists, Guerrillas or Bases (never Gandhi) going down,
/// with what it lost. Where the part moves pieces from space to space,
/// only those that did not go on to another space are taken back; the
/// others left an origin.
#[derive(Clone, Debug, Default)]
pub(crate) struct TakenBack {
    spaces: Vec<(SpaceId, PieceDelta)>,
}

impl TakenBack {
    /// Reads the pieces taken back out of the part's change; `moves` is
    /// how far the part moves the Faction's Activists or Guerrillas, if it
    /// moves them at all.
    pub fn read(cx: &Cx<'_>, moves: Option<Reach>) -> TakenBack {
        let own = own_pieces(cx.faction);
        let mut spaces: Vec<(SpaceId, PieceDelta)> = cx
            .diff
            .changed_spaces()
            .filter_map(|(s, d)| only_own_lost(d, own).map(|lost| (s, lost)))
            .collect();
        if let Some(reach) = moves
            && !spaces.is_empty()
        {
            keep_movers(cx, &mut spaces, reach);
        }
        TakenBack { spaces }
    }

    /// Takes the pieces out of the part's change, so that the part reads
    /// only what it did itself: their spaces are not selected, not origins,
    /// not paid for.
    pub fn set_aside(&self, cx: &mut Cx<'_>) {
        for (space, lost) in &self.spaces {
            let whole = cx.diff.space(*space);
            cx.diff.shift(*space, lost, -1);
            // A space the Operation changed only after its Special Activity.
            if let Some((_, later)) = cx.resumed.as_mut()
                && later.space(*space) == whole
            {
                later.shift(*space, lost, -1);
            }
        }
    }

    /// Gives a space set aside back to the part (an Event's removal that
    /// needs it), returning whether it was set aside.
    pub fn give_back(&mut self, cx: &mut Cx<'_>, space: SpaceId) -> bool {
        let Some(at) = self.spaces.iter().position(|(s, _)| *s == space) else {
            return false;
        };
        let (_, lost) = self.spaces.remove(at);
        cx.diff.shift(space, &lost, 1);
        true
    }

    /// The spaces set aside, with what each lost.
    pub fn spaces(&self) -> &[(SpaceId, PieceDelta)] {
        &self.spaces
    }

    /// Takes the pieces, and the boxes they reached, off the ledger and the
    /// part's change. A player's go to Available: any that reached Jail or
    /// Out of Play are one wrong box each (1.4.1). A non-player may not
    /// take its pieces back at all: one finding per space (1.4.1), wherever
    /// they went.
    pub fn settle(&self, cx: &mut Cx<'_>, ledger: &mut Ledger) {
        let mut total = PieceDelta::default();
        for (space, lost) in &self.spaces {
            for piece in Piece::ALL {
                ledger.take_piece(*space, piece, lost.get(piece));
            }
            if cx.non_player {
                cx.issue(Issue::NpRemovedOwnPieces, vec![Arg::Space(*space)]);
            }
            for (v, p) in total.0.iter_mut().zip(lost.0) {
                *v -= p;
            }
        }
        for piece in own_pieces(cx.faction) {
            let count = match piece {
                Piece::GuerrillaActive => continue,
                Piece::GuerrillaUnderground => total.guerrillas(),
                _ => total.get(*piece),
            };
            if count > 0 {
                settle_boxes(cx, ledger, *piece, count);
            }
        }
    }
}

/// Sets aside and settles the own pieces a player took back during a part
/// (1.4.1), before the part is checked.
pub(crate) fn take_back_own(cx: &mut Cx<'_>, ledger: &mut Ledger, moves: Option<Reach>) {
    let taken = TakenBack::read(cx, moves);
    if taken.spaces.is_empty() {
        return;
    }
    taken.set_aside(cx);
    taken.settle(cx, ledger);
}

/// `count` pieces of a kind taken back: the boxes they reached, Out of Play
/// and Jail first (where no Operation, Special Activity or Event of their
/// own Faction sends them), the rest Available.
fn settle_boxes(cx: &mut Cx<'_>, ledger: &mut Ledger, piece: Piece, count: i32) {
    let mut left = count;
    for which in [BoxKind::OutOfPlay, BoxKind::Jail, BoxKind::Available] {
        let n = if which == BoxKind::Available {
            left
        } else {
            box_gain(cx, which, piece).clamp(0, left)
        };
        if n == 0 {
            continue;
        }
        left -= n;
        ledger.take_box(which, piece, n);
        let d = match which {
            BoxKind::Available => &mut cx.diff.available,
            BoxKind::OutOfPlay => &mut cx.diff.out_of_play,
            BoxKind::Jail => &mut cx.diff.jail,
        };
        if let Some(v) = d.0.get_mut(piece.slot()) {
            *v -= n;
        }
        if which != BoxKind::Available && !cx.non_player {
            let args = wrong_box_args((piece, n), which, BoxKind::Available);
            cx.issue_citing(Issue::WrongBox, args, RuleRef::new("1.4.1"));
        }
    }
}

/// The spaces that lost the pieces `count` counts (the origins of a move)
/// and those that gained them (its arrivals), each with how many, in map
/// order.
pub(crate) fn origins_and_arrivals(
    cx: &Cx<'_>,
    count: impl Fn(&PieceDelta) -> i32,
) -> (Vec<Lot<SpaceId>>, Vec<Lot<SpaceId>>) {
    let mut origins = Vec::new();
    let mut arrivals = Vec::new();
    for (at, d) in cx.diff.changed_spaces() {
        let n = count(&d.pieces);
        let count = n.unsigned_abs();
        match n.signum() {
            -1 => origins.push(Lot { at, count }),
            1 => arrivals.push(Lot { at, count }),
            _ => {}
        }
    }
    (origins, arrivals)
}

/// Where a part moves the Faction's Activists or Guerrillas, the spaces
/// that lost them are origins unless more left the map than arrived in
/// other spaces: only those many are taken back, from spaces whose loss
/// the moves do not need, so that every arrival still traces to an origin
/// as before.
fn keep_movers(cx: &Cx<'_>, spaces: &mut Vec<(SpaceId, PieceDelta)>, reach: Reach) {
    let (mut origins, arrivals) = origins_and_arrivals(cx, |d| movers(cx.faction, d));
    let lost: u32 = origins.iter().map(|o| o.count).sum();
    let came: u32 = arrivals.iter().map(|a| a.count).sum();
    let left = lost.saturating_sub(came);
    let from: Vec<SpaceId> = spaces.iter().map(|(s, _)| *s).collect();
    let flow = |origins: &[Lot<SpaceId>]| max_flow(origins, &arrivals, |o, d| reach(cx, o, d));
    let taken = spare(&mut origins, &from, left, flow);
    for ((_, lost), t) in spaces.iter_mut().zip(taken) {
        keep_only(cx.faction, lost, i32::try_from(t).unwrap_or(0));
    }
    spaces.retain(|(_, lost)| !lost.is_zero());
}

/// How many pieces each space of `from` can spare to Available, `left` in
/// all, without lowering how many arrivals trace to an origin (`flow`):
/// whole spaces first, then part of one. The origins are lowered by what
/// is spared.
fn spare(
    origins: &mut Vec<Lot<SpaceId>>,
    from: &[SpaceId],
    mut left: u32,
    flow: impl Fn(&[Lot<SpaceId>]) -> u32,
) -> Vec<u32> {
    let mut taken = vec![0u32; from.len()];
    if left == 0 {
        return taken;
    }
    let need = flow(origins);
    for whole in [true, false] {
        for (space, spared) in from.iter().zip(taken.iter_mut()) {
            let Some(o) = origins.iter().position(|o| o.at == *space) else {
                continue;
            };
            let have = origins.get(o).map_or(0, |o| o.count);
            let most = have.min(left);
            let tries: Vec<u32> = match whole {
                true if have == most => vec![have],
                true => Vec::new(),
                false => (1..=most).rev().collect(),
            };
            for t in tries.into_iter().filter(|t| *t > 0) {
                let mut trial = origins.clone();
                if let Some(x) = trial.get_mut(o) {
                    x.count -= t;
                }
                if flow(&trial) == need {
                    *origins = trial;
                    left -= t;
                    *spared += t;
                    break;
                }
            }
        }
    }
    taken
}

/// Keeps `taken` of the Activists or Guerrillas a space lost as taken back
/// (Active Guerrillas first: Underground ones reach further), its Bases
/// whole.
fn keep_only(faction: Faction, lost: &mut PieceDelta, taken: i32) {
    let kinds: &[Piece] = match faction {
        Faction::Revolutionaries => &[Piece::GuerrillaActive, Piece::GuerrillaUnderground],
        _ => &[faction.nv_activist()],
    };
    let mut left = taken;
    for piece in kinds {
        if let Some(v) = lost.0.get_mut(piece.slot()) {
            let n = (-*v).min(left);
            left -= n;
            *v = -n;
        }
    }
}
