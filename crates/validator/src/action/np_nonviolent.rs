//! What chapter 8 forbids a non-player Congress or Muslim League, and the
//! general non-player rules, when the table carries out the non-player's
//! move by hand (decision 0047). Each check runs after the rules every
//! Faction follows, and only for a Faction without a player: Passing
//! (8.1.4), markers it never replaces (8.5.3), its Operations (8.6.4,
//! 8.6.5), the side and Resources of its Events (8.8.2, 8.8.3) and its
//! Campaign Round steps (8.9.1, 8.9.2). Where a general finding already
//! says the same fault, the non-player's finding takes its place.

use super::cx::Cx;
use super::diff::Diff;
use super::ledger::Ledger;
use super::util::controlled;
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::state::{GameState, Seat};
use crate::vocab::action::{Choice, Declared, Operation, Special};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue, Term};
use crate::vocab::phase::Phase;
use crate::vocab::track::Track;

/// Drops the general findings a non-player's finding replaces, so that one
/// fault has one headline.
fn replacing(cx: &mut Cx<'_>, general: &[Issue]) {
    cx.findings.retain(|f| !general.contains(&f.issue));
}

fn count(n: usize) -> Arg {
    Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Passing (8.1.4): a non-player Congress or League brings one of its own
/// Activists from Out of Play, when one is there, and never the other's.
pub(crate) fn pass(cx: &mut Cx<'_>) {
    if !cx.non_player || !matches!(cx.faction, Faction::Congress | Faction::MuslimLeague) {
        return;
    }
    let own = cx.faction.nv_activist();
    let other = cx.faction.other_nv_activist();
    let own_moved = -cx.diff.out_of_play.get(own);
    let other_moved = -cx.diff.out_of_play.get(other);
    let due = cx.before.out_of_play.get(own) > 0;
    if other_moved > 0 || (due && own_moved < 1) {
        replacing(cx, &[Issue::UnityShiftWrong]);
        cx.issue(Issue::NpPassOwnActivist, vec![Arg::Faction(cx.faction)]);
    }
}

/// A non-player's Operation (8.6.4, 8.6.5).
pub(crate) fn operation(cx: &mut Cx<'_>, op: Operation) {
    if !cx.non_player || !matches!(cx.faction, Faction::Congress | Faction::MuslimLeague) {
        return;
    }
    match op {
        Operation::Rally => {
            if cx.faction == Faction::MuslimLeague {
                league_rally_bases(cx);
            }
            rally_after(cx);
        }
        Operation::Demonstrate => demonstrate_protests(cx),
        Operation::CivilDisobedience => onto_a_railway(cx),
        Operation::NonCooperation => non_cooperation(cx),
        _ => {}
    }
}

/// Whether a non-player League's Rally may turn Activists into a Base in a
/// space (8.6.5, 3.3.1): more of its Activists than Unity, room for a
/// Base, not a Railway, and a space Rally may select.
fn league_base_fits(cx: &Cx<'_>, space: SpaceId) -> bool {
    let map = &cx.data.map;
    let here = cx.before.space(space);
    let unity = cx.before.tracks.unity;
    let free = here.pieces.get(Piece::LeagueBase) > 0;
    unity > 0
        && i32::from(here.pieces.get(Piece::LeagueActivist)) > unity
        && here.pieces.bases() < u32::from(map.space(space).population())
        && !map.space(space).is_railway()
        && (here.level <= SupportLevel::Neutral || free)
}

/// A non-player League's Rally (8.6.5): first a Base in every space where
/// its Activists exceed Unity, while Bases are Available and the allowance
/// (Unity, its Base spaces free, 3.3) has room; a Limited Rally selects
/// such a space if there is one.
fn league_rally_bases(cx: &mut Cx<'_>) {
    let map = &cx.data.map;
    let based = |cx: &Cx<'_>, s: SpaceId| cx.diff.space(s).pieces.get(Piece::LeagueBase) > 0;
    let placed = map.ids().filter(|s| based(cx, *s)).count();
    let left = usize::from(cx.before.available.get(Piece::LeagueBase)).saturating_sub(placed);
    if left == 0 || (cx.limited && placed > 0) {
        return;
    }
    let free = |cx: &Cx<'_>, s: SpaceId| cx.before.space(s).pieces.get(Piece::LeagueBase) > 0;
    let selected: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(id, d)| {
            (d.pieces.get(Piece::LeagueActivist) != 0 || d.pieces.get(Piece::LeagueBase) != 0)
                && !map.space(*id).is_railway()
        })
        .map(|(id, _)| id)
        .collect();
    let counted = selected.iter().filter(|s| !free(cx, **s)).count();
    let room = i64::try_from(counted).unwrap_or(i64::MAX) < i64::from(cx.before.tracks.unity);
    let most = if cx.limited { 1 } else { left };
    let missed: Vec<SpaceId> = map
        .ids()
        .filter(|s| !based(cx, *s) && league_base_fits(cx, *s))
        .filter(|s| cx.limited || room || free(cx, *s) || selected.contains(s))
        .take(most)
        .collect();
    for space in missed {
        cx.issue(Issue::NpLeagueRallyBaseMissed, vec![Arg::Space(space)]);
    }
}

/// After a non-player's Civil Disobedience, when the Raj has a player
/// (8.6.4, 8.6.5): an Activist moves only from a selected space holding
/// three or more of its Activists, onto the adjacent Railway with the
/// highest Econ and no Activist.
fn onto_a_railway(cx: &mut Cx<'_>) {
    if cx.before.seats.raj == Seat::NonPlayer {
        return;
    }
    let map = &cx.data.map;
    let own = cx.faction.nv_activist();
    let railways = |cx: &Cx<'_>, s: SpaceId| -> Vec<SpaceId> {
        map.neighbours(s)
            .iter()
            .copied()
            .filter(|r| map.space(*r).is_railway() && cx.before.space(*r).pieces.activists() == 0)
            .collect()
    };
    let best = |cx: &Cx<'_>, s: SpaceId| railways(cx, s).iter().map(|r| map.space(*r).econ()).max();
    let crowded: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(id, d)| d.protests > 0 && cx.before.space(*id).pieces.get(own) >= 3)
        .map(|(id, _)| id)
        .filter(|s| best(cx, *s).is_some())
        .collect();
    let arrivals: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(id, d)| d.pieces.get(own) > 0 && map.space(*id).is_railway())
        .map(|(id, _)| id)
        .collect();
    // A move left out is not said: the engine judges an action before it
    // is complete, and a check may not ask for what is yet to come.
    let mut wrong: Vec<SpaceId> = Vec::new();
    for &railway in &arrivals {
        let econ = map.space(railway).econ();
        let fits = crowded.iter().any(|s| {
            cx.diff.space(*s).pieces.get(own) < 0
                && map.neighbours(*s).contains(&railway)
                && best(cx, *s).is_some_and(|top| econ >= top)
        });
        if !fits {
            wrong.push(railway);
        }
    }
    let issue = match cx.faction {
        Faction::Congress => Issue::NpCongressCivilDisobedienceRailway,
        _ => Issue::NpLeagueCivilDisobedienceRailway,
    };
    for space in wrong {
        cx.issue(issue, vec![Arg::Space(space)]);
    }
}

/// After a non-player's Rally (8.6.4, 8.6.5): a die of prisoners released
/// when three or more of its Activists are in Jail, else one of its own
/// Activists from Out of Play (if there is one), and nothing else.
fn rally_after(cx: &mut Cx<'_>) {
    let own = cx.faction.nv_activist();
    let other = cx.faction.other_nv_activist();
    let released = -(cx.diff.jail.get(own).min(0) + cx.diff.jail.get(other).min(0));
    let own_out = -cx.diff.out_of_play.get(own).min(0);
    let other_out = -cx.diff.out_of_play.get(other).min(0);
    let release_due = cx.before.jail.get(own) >= 3;
    let wrong = if release_due {
        released == 0 || own_out + other_out > 0
    } else {
        let owed = i32::from(cx.before.out_of_play.get(own) > 0);
        released > 0 || other_out > 0 || own_out != owed
    };
    if !wrong {
        return;
    }
    replacing(
        cx,
        &[Issue::RallyJailAndOutOfPlay, Issue::RallyOutOfPlayOverOne],
    );
    if !release_due {
        cx.findings.retain(|f| {
            f.issue != Issue::RallyReleaseWrong
                && !(f.issue == Issue::DieMissing && f.args == [Arg::Term(Term::ReleaseFromJail)])
        });
    }
    let issue = match cx.faction {
        Faction::Congress => Issue::NpCongressRallyAfter,
        _ => Issue::NpLeagueRallyAfter,
    };
    cx.issue(issue, vec![]);
}

/// The Protests a Faction's Operation may still place (1.10): those
/// Available when it began, less those it placed.
fn protests_left(cx: &Cx<'_>) -> usize {
    let available = cx
        .data
        .pieces
        .available_protests_for_operations(cx.before.tracks.restraint, cx.before.protests_on_map());
    let placed: i32 = cx
        .diff
        .changed_spaces()
        .map(|(_, d)| d.protests.max(0))
        .sum();
    usize::try_from(i64::from(available) - i64::from(placed)).unwrap_or(0)
}

/// A non-player's Demonstrate (8.6.4, 8.6.5): a Protest in each destination
/// without Raj Control, while one is Available.
fn demonstrate_protests(cx: &mut Cx<'_>) {
    let map = &cx.data.map;
    let own = cx.faction.nv_activist();
    let without: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(id, d)| {
            d.pieces.get(own) > 0
                && d.protests <= 0
                && !map.space(*id).is_railway()
                && cx.before.space(*id).protests == 0
        })
        .map(|(id, _)| id)
        .filter(|id| !controlled(cx, cx.before, *id) && !controlled(cx, cx.after, *id))
        .collect();
    let issue = match cx.faction {
        Faction::Congress => Issue::NpCongressDemonstrateProtest,
        _ => Issue::NpLeagueDemonstrateProtest,
    };
    for space in without.into_iter().take(protests_left(cx)) {
        cx.issue(issue, vec![Arg::Space(space)]);
    }
}

/// Whether a space may take the Faction's Non-Cooperation (3.3.4) and it
/// would shift: a Protest, the Faction's Activists, no Raj Control (Congress
/// may ignore it in a Crisis), not a Railway, not at Active Opposition.
fn non_cooperation_fits(cx: &Cx<'_>, space: SpaceId) -> bool {
    let here = cx.before.space(space);
    let control_bars = controlled(cx, cx.before, space)
        && !(cx.before.crisis() && cx.faction == Faction::Congress);
    here.protests > 0
        && here.pieces.get(cx.faction.nv_activist()) > 0
        && !control_bars
        && !cx.data.map.space(space).is_railway()
        && here.level != SupportLevel::ActiveOpposition
}

/// A non-player's Non-Cooperation (8.6.4, 8.6.5): every eligible space, the
/// League's only in Muslim spaces; the League's allowance (Unity, its Base
/// spaces free, 3.3) limits the spaces that are not free.
fn non_cooperation(cx: &mut Cx<'_>) {
    let map = &cx.data.map;
    let league = cx.faction == Faction::MuslimLeague;
    let selected: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.level != 0)
        .map(|(id, _)| id)
        .collect();
    if league {
        for &space in selected.iter().filter(|s| !map.space(**s).is_muslim()) {
            cx.issue(
                Issue::NpLeagueNonCooperationNotMuslim,
                vec![Arg::Space(space)],
            );
        }
    }
    if cx.limited {
        return;
    }
    let free = |cx: &Cx<'_>, s: SpaceId| cx.before.space(s).pieces.get(Piece::LeagueBase) > 0;
    let counted = selected.iter().filter(|s| !free(cx, **s)).count();
    let room = i64::try_from(counted).unwrap_or(i64::MAX) < i64::from(cx.before.tracks.unity);
    let missed: Vec<SpaceId> = map
        .ids()
        .filter(|s| !selected.contains(s) && non_cooperation_fits(cx, *s))
        .filter(|s| !league || (map.space(*s).is_muslim() && (room || free(cx, *s))))
        .collect();
    let issue = if league {
        Issue::NpLeagueNonCooperationMissed
    } else {
        Issue::NpCongressNonCooperationMissed
    };
    for space in missed {
        cx.issue(issue, vec![Arg::Space(space)]);
    }
}

/// A non-player's Special Activity: the League's Infiltrate never replaces
/// a Protest marker (8.5.3).
pub(crate) fn special(cx: &mut Cx<'_>, special: Special) {
    if !cx.non_player || cx.faction != Faction::MuslimLeague || special != Special::Infiltrate {
        return;
    }
    let replaced: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.protests < 0 && d.pieces.get(Piece::LeagueActivist) > 0)
        .map(|(id, _)| id)
        .collect();
    for space in replaced {
        cx.issue(Issue::NpReplacedOwnProtest, vec![Arg::Space(space)]);
    }
}

/// The side of an Event a non-player declares (8.8.2): the Raj the
/// unshaded text; the others the shaded one unless their icon has a square
/// halo, where the card's halos are known (nothing is said otherwise).
/// Judged when the Event is declared.
pub(crate) fn event_side(data: &GameData, state: &GameState, declared: &Declared) -> Vec<Finding> {
    let faction = declared.faction;
    let Choice::Event { card, shaded } = declared.choice else {
        return Vec::new();
    };
    if state.seats[faction] != Seat::NonPlayer {
        return Vec::new();
    }
    let halos = data
        .cards
        .get(card)
        .and_then(|c| c.halos.as_ref())
        .map(|f| f.value.clone());
    let expected = match (faction, halos) {
        (Faction::Raj, _) => false,
        (faction, Some(halos)) => !halos.contains(&faction),
        (_, None) => return Vec::new(),
    };
    let issue = match (expected, shaded) {
        (true, false) => Issue::NpEventShouldBeShaded,
        (false, true) => Issue::NpEventShouldBeUnshaded,
        _ => return Vec::new(),
    };
    let args = vec![Arg::Int(i64::from(card)), Arg::Faction(faction)];
    vec![Finding::new(issue, args)]
}

/// A non-player's Event adds or subtracts no Raj or Revolutionaries
/// Resources (8.8.3): the change is said, and explained by nothing else.
pub(crate) fn event_resources(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    if !cx.non_player {
        return;
    }
    for (track, change) in [
        (Track::RajResources, cx.diff.raj_resources),
        (
            Track::RevolutionariesResources,
            cx.diff.revolutionaries_resources,
        ),
    ] {
        if change != 0 {
            cx.issue(Issue::NpEventResources, vec![Arg::Track(track)]);
            ledger.take_track(track, change);
        }
    }
}

/// The Railways that qualify for a Strike, and the markers left (6.2.1).
pub(crate) type StrikeCandidates = fn(&GameData, &GameState) -> (Vec<SpaceId>, usize);

/// Constructive Programme is judged whenever either nonviolent Faction has
/// no player; the other steps when the step's Faction has none.
pub(crate) fn phase(cx: &mut Cx<'_>, phase: Phase, strikes: StrikeCandidates) {
    match phase {
        Phase::ConstructiveProgramme => constructive_programme(cx),
        _ if !cx.non_player => {}
        Phase::Strikes => strikes_by_econ(cx, strikes),
        Phase::Imperialism => imperialism(cx),
        Phase::PakistanMovement => support_base(cx, Faction::MuslimLeague, Piece::LeagueBase),
        Phase::SecretSocieties => {
            support_base(cx, Faction::Revolutionaries, Piece::RevolutionariesBase);
        }
        _ => {}
    }
}

/// Railway Strikes (8.9.1): short of markers, a non-player Congress strikes
/// the qualifying Railways with the highest Econ first.
fn strikes_by_econ(cx: &mut Cx<'_>, candidates: StrikeCandidates) {
    // With no Raj player, 8.1.3 bars the Strikes altogether.
    if cx.before.seats.raj == Seat::NonPlayer {
        return;
    }
    let map = &cx.data.map;
    let (eligible, _) = candidates(cx.data, cx.before);
    let struck = |s: &SpaceId| cx.diff.space(*s).strikes > 0;
    let Some(highest_left) = eligible
        .iter()
        .filter(|s| !struck(s))
        .map(|s| map.space(*s).econ())
        .max()
    else {
        return;
    };
    let lower: Vec<(SpaceId, u8)> = eligible
        .iter()
        .filter(|s| struck(s))
        .map(|s| (*s, map.space(*s).econ()))
        .filter(|(_, econ)| *econ < highest_left)
        .collect();
    for (space, econ) in lower {
        cx.issue_counts(
            Issue::NpStrikesNotHighestEcon,
            Arg::Space(space),
            econ,
            highest_left,
        );
    }
}

/// The spaces the Imperialism step selected (6.3.1): Unrest removed or a
/// shift towards Support.
fn imperialism_spaces(diff: &Diff) -> Vec<SpaceId> {
    diff.changed_spaces()
        .filter(|(_, d)| d.unrest < 0 || d.level > 0)
        .map(|(id, _)| id)
        .collect()
}

/// The prisoners a non-player Raj releases (8.9.2): two per space selected,
/// one of each nonviolent Faction where both are in Jail.
fn release_due(jail: (u8, u8), spaces: usize) -> (i32, i32) {
    let (mut congress, mut league) = jail;
    let (mut out_c, mut out_l) = (0, 0);
    for _ in 0..spaces {
        let (c, l) = match (congress, league) {
            (0, l) => (0, l.min(2)),
            (c, 0) => (c.min(2), 0),
            _ => (1, 1),
        };
        congress -= c;
        league -= l;
        out_c += i32::from(c);
        out_l += i32::from(l);
    }
    (out_c, out_l)
}

/// A non-player Raj's Imperialism (8.9.2): Unrest removed and levels shifted
/// up to twice the die it rolls first, and the prisoners two per space, one
/// of each Faction where possible.
fn imperialism(cx: &mut Cx<'_>) {
    let spaces = imperialism_spaces(&cx.diff);
    let used: i32 = spaces
        .iter()
        .map(|s| {
            let d = cx.diff.space(*s);
            (-d.unrest).max(0) + d.level.max(0)
        })
        .sum();
    let die = cx.dice.iter().find(|d| d.space.is_none()).map(|d| d.value);
    match die {
        None if used > 0 => cx.issue(Issue::DieMissing, vec![Arg::Phase(Phase::Imperialism)]),
        Some(die) if used > 2 * i32::from(die) => cx.issue(
            Issue::NpImperialismOverDie,
            vec![
                Arg::Int(i64::from(die)),
                Arg::Int(2 * i64::from(die)),
                Arg::Int(i64::from(used)),
            ],
        ),
        _ => {}
    }
    let jail = &cx.before.jail;
    let (c, l) = release_due(
        (
            jail.get(Piece::CongressActivist),
            jail.get(Piece::LeagueActivist),
        ),
        spaces.len(),
    );
    let freed_c = (-cx.diff.jail.get(Piece::CongressActivist)).max(0);
    let freed_l = (-cx.diff.jail.get(Piece::LeagueActivist)).max(0);
    if freed_c + freed_l == c + l && (freed_c, freed_l) != (c, l) {
        cx.issue(
            Issue::NpImperialismReleaseMix,
            vec![Arg::Int(i64::from(c)), Arg::Int(i64::from(l))],
        );
    }
}

/// Whether a space may take a Faction's Constructive Programme shift as a
/// non-player runs it (6.3.2, 8.9.2): a City or Province, not a State,
/// without Raj Control, with the Faction's pieces, not at Active Opposition.
fn programme_fits(state: &GameState, cx: &Cx<'_>, faction: Faction, space: SpaceId) -> bool {
    let map = &cx.data.map;
    let own: &[Piece] = match faction {
        Faction::Congress => &[Piece::CongressActivist, Piece::Gandhi],
        _ => &[Piece::LeagueActivist, Piece::LeagueBase],
    };
    let here = state.space(space);
    matches!(
        map.space(space).kind(),
        SpaceKind::City | SpaceKind::Province
    ) && !is_state(map, state, space)
        && !raj_control(map, state, space)
        && own.iter().any(|p| here.pieces.get(*p) > 0)
        && here.level != SupportLevel::ActiveOpposition
}

/// Constructive Programme (8.9.2): each non-player selects as many eligible
/// spaces as it can, up to Unity; whatever a player does, the step then
/// shifts at least as many spaces as Unity and the non-players' eligible
/// spaces allow.
fn constructive_programme(cx: &mut Cx<'_>) {
    let unity = usize::try_from(cx.before.tracks.unity.max(0)).unwrap_or(0);
    let np: Vec<Faction> = [Faction::Congress, Faction::MuslimLeague]
        .into_iter()
        .filter(|f| cx.before.seats[*f] == Seat::NonPlayer)
        .collect();
    let eligible = cx
        .data
        .map
        .ids()
        .filter(|s| np.iter().any(|f| programme_fits(cx.before, cx, *f, *s)))
        .count();
    let shifted = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.level < 0)
        .count();
    let expected = unity.min(eligible);
    if shifted < expected {
        cx.issue(
            Issue::NpConstructiveTooFew,
            vec![count(expected), count(shifted)],
        );
    }
}

/// Pakistan Movement and Secret Societies as a non-player runs them
/// (8.9.2): a Base from Available in a non-Railway space without Raj
/// Control that has room for it, whenever there is one.
fn support_base(cx: &mut Cx<'_>, faction: Faction, base: Piece) {
    let map = &cx.data.map;
    if cx.before.available.get(base) == 0 || cx.diff.on_map(base) > 0 {
        return;
    }
    let room = map.ids().any(|s| {
        !map.space(s).is_railway()
            && !raj_control(map, cx.before, s)
            && cx.before.space(s).pieces.bases() < u32::from(map.space(s).population())
    });
    if room {
        cx.issue(Issue::NpSupportBaseMissing, vec![Arg::Faction(faction)]);
    }
}
