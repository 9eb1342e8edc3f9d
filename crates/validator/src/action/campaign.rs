//! Campaign Rounds (6.0): the steps in their order, the changes each step
//! makes when the rules leave no choice, and the check of a step's whole
//! change when the players made it by hand.
//!
//! A step is marked in the log by [`Edit::Phase`] and closed by `Done`,
//! like a declared action. Steps without choices ([`Phase::automatic`]) are
//! carried out by [`automatic_edits`]; their check compares the table with
//! what those edits leave. Steps with choices are checked like Operations:
//! each rule explains the changes it allows and whatever is left over is
//! reported.

use super::cx::Cx;
use super::diff::Diff;
use super::ledger::{BoxKind, Ledger};
use super::util::pay;
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::ids::Card;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind};
use crate::state::{Eligibility, GameState, Seat};
use crate::vocab::finding::Report;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::phase::Phase;
use crate::vocab::track::Track;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};
/// The changes of a step that leaves no choice, from the state it begins
/// in; `None` for a step whose choices are the players'. Railway Strikes are
/// automatic when there are markers enough for every qualifying Railway.
pub fn automatic_edits(data: &GameData, state: &GameState, phase: Phase) -> Option<Vec<Edit>> {
    let map = &data.map;
    let mut edits = Vec::new();
    match phase {
        Phase::Victory => {}
        Phase::Strikes if np_strikes_barred(state) => {}
        Phase::Strikes => {
            let (eligible, free) = strike_candidates(data, state);
            if eligible.len() > free {
                return None;
            }
            for space in eligible {
                edits.extend(strike_edits(state, space));
            }
        }
        Phase::RajEarnings | Phase::RevolutionariesEarnings => {
            let (track, earned, held) = if phase == Phase::RajEarnings {
                let held = state.tracks.raj_resources;
                (Track::RajResources, raj_earnings(data, state), held)
            } else {
                let held = state.tracks.revolutionaries_resources;
                let earned = revolutionaries_earnings(data, state);
                (Track::RevolutionariesResources, earned, held)
            };
            if let Some(value) = earned
                && value != held
            {
                edits.push(Edit::SetTrack { track, value });
            }
        }
        Phase::NewViceroy => {
            if let Some(Card::Campaign(_)) = state.deck.current {
                edits.push(Edit::InstallViceroy);
            }
        }
        Phase::RajRedeployRemoval => {
            for id in map.ids() {
                let here = &state.space(id).pieces;
                let (troops, sepoys) = match map.space(id).kind() {
                    SpaceKind::Province if !raj_control(map, state, id) => {
                        (here.get(Piece::Troop), here.get(Piece::Sepoy))
                    }
                    SpaceKind::City => (here.get(Piece::Troop).saturating_sub(1), 0),
                    _ => (0, 0),
                };
                for (piece, count) in [(Piece::Troop, troops), (Piece::Sepoy, sepoys)] {
                    if count > 0 {
                        edits.push(Edit::MovePieces {
                            piece,
                            count,
                            from: Place::Space(id),
                            to: Place::Available,
                        });
                    }
                }
            }
        }
        Phase::Reset => reset_edits(data, state, &mut edits),
        Phase::Imperialism
        | Phase::ConstructiveProgramme
        | Phase::PakistanMovement
        | Phase::SecretSocieties
        | Phase::RajRedeploy
        | Phase::CongressRedeploy
        | Phase::LeagueRedeploy
        | Phase::RevolutionariesRedeploy
        | Phase::CrisisCubes
        | Phase::NpProtest => return None,
    }
    Some(edits)
}

/// Reset (6.5): Protests back to their boxes (Activists go Inactive with
/// them), one Unrest off each space without Guerrillas, Guerrillas
/// Underground, Strikes off, Restraint and Unity to the Campaign cards left
/// in the deck, every Faction Eligible, and with non-players the Arjuna
/// deck shuffled (8.9.4). The next card is revealed after.
fn reset_edits(data: &GameData, state: &GameState, edits: &mut Vec<Edit>) {
    for (id, here) in state.iter_spaces() {
        for _ in 0..here.protests {
            edits.push(Edit::RemoveMarker {
                marker: Marker::Protest,
                space: id,
            });
        }
        if here.unrest > 0 && here.pieces.guerrillas() == 0 {
            edits.push(Edit::RemoveMarker {
                marker: Marker::Unrest,
                space: id,
            });
        }
        let active = here.pieces.get(Piece::GuerrillaActive);
        if active > 0 {
            edits.push(Edit::FlipGuerrillas {
                space: id,
                count: active,
                to_active: false,
            });
        }
        for _ in 0..here.strikes {
            edits.push(Edit::RemoveMarker {
                marker: Marker::Strike,
                space: id,
            });
        }
    }
    let left = i32::try_from(state.deck.campaigns_left()).unwrap_or(i32::MAX);
    for (track, bounds, now) in [
        (
            Track::Restraint,
            data.pieces.restraint.value,
            state.tracks.restraint,
        ),
        (Track::Unity, data.pieces.unity.value, state.tracks.unity),
    ] {
        let value = left.clamp(bounds.min, bounds.max);
        if value != now {
            edits.push(Edit::SetTrack { track, value });
        }
    }
    for faction in Faction::ALL {
        if state.eligibility[faction] != Eligibility::Eligible {
            edits.push(Edit::SetEligibility {
                faction,
                eligibility: Eligibility::Eligible,
            });
        }
    }
    // The non-players' Arjuna deck is shuffled at every Reset (8.9.4).
    if Faction::ALL
        .iter()
        .any(|f| state.seats[*f] == Seat::NonPlayer)
    {
        edits.push(Edit::ArjunaShuffle);
    }
}

/// Whether the Railway Strikes step places nothing because both Congress
/// and the Raj are without a player: non-players put Strikes on Railways
/// only against a Raj player (8.1.3).
pub fn np_strikes_barred(state: &GameState) -> bool {
    state.seats.congress == Seat::NonPlayer && state.seats.raj == Seat::NonPlayer
}

/// Railways that qualify for a Strike (6.2.1) and the Unrest/Strike markers
/// still off the map (1.11).
pub fn strike_candidates(data: &GameData, state: &GameState) -> (Vec<SpaceId>, usize) {
    let map = &data.map;
    let eligible = map
        .ids()
        .filter(|id| strike_qualifies(data, state, *id))
        .collect();
    let free = state.unrest_and_strikes_left(data.pieces.unrest_strike_markers.value);
    (eligible, usize::try_from(free).unwrap_or(usize::MAX))
}

/// A Strike placed on a Railway in the Resources Phase: a Protest there is
/// converted into it, so the Protest leaves the Railway (1.10, 6.2.1;
/// decision 0032).
pub fn strike_edits(state: &GameState, space: SpaceId) -> Vec<Edit> {
    let mut edits = vec![Edit::AddMarker {
        marker: Marker::Strike,
        space,
    }];
    for _ in 0..state.space(space).protests {
        edits.push(Edit::RemoveMarker {
            marker: Marker::Protest,
            space,
        });
    }
    edits
}

/// Whether a Railway takes a Strike in the Resources Phase: none there yet,
/// and a Protest, more Activists than cubes, or a neighbouring City without
/// Raj Control (6.2.1).
fn strike_qualifies(data: &GameData, state: &GameState, id: SpaceId) -> bool {
    let map = &data.map;
    if !map.space(id).is_railway() {
        return false;
    }
    let here = state.space(id);
    if here.strikes > 0 {
        return false;
    }
    here.protests > 0
        || here.pieces.activists() > here.pieces.cubes()
        || map
            .neighbours(id)
            .iter()
            .any(|n| map.space(*n).kind() == SpaceKind::City && !raj_control(map, state, *n))
}

/// Raj Resources after 6.2.2, or `None` for a non-player Raj, which keeps no
/// Resources (8.1).
pub fn raj_earnings(data: &GameData, state: &GameState) -> Option<i32> {
    if state.seats.raj == Seat::NonPlayer {
        return None;
    }
    let bounds = data.pieces.resources.value;
    let earned: i32 = state
        .iter_spaces()
        .filter(|(id, here)| data.map.space(*id).is_railway() && here.strikes == 0)
        .map(|(id, _)| i32::from(data.map.space(id).econ()))
        .sum();
    let jailed = u32::from(state.jail.get(Piece::Gandhi)) + state.jail.activists();
    let jailed = i32::try_from(jailed).unwrap_or(i32::MAX);
    let after_income = (state.tracks.raj_resources + earned).min(bounds.max);
    Some((after_income - 2 * jailed).max(bounds.min))
}

/// Revolutionaries Resources after 6.2.3, or `None` for a non-player.
pub fn revolutionaries_earnings(data: &GameData, state: &GameState) -> Option<i32> {
    if state.seats.revolutionaries == Seat::NonPlayer {
        return None;
    }
    let bases: u32 = state
        .spaces
        .iter()
        .map(|s| u32::from(s.pieces.get(Piece::RevolutionariesBase)))
        .sum();
    let earned = 2 * i32::try_from(bases).unwrap_or(0);
    Some((state.tracks.revolutionaries_resources + earned).min(data.pieces.resources.value.max))
}

/// Checks one step of a Campaign Round against the change it made.
pub fn check_phase(
    data: &GameData,
    phase: Phase,
    before: &GameState,
    after: &GameState,
    dice: &[crate::vocab::action::Die],
) -> Report {
    let mut findings = Vec::new();
    let diff = Diff::between(before, after);
    let faction = phase.faction().unwrap_or(Faction::Raj);
    let mut ledger = Ledger::new(&diff);
    let mut cx = Cx {
        data,
        faction,
        before,
        after,
        diff,
        limited: false,
        dice,
        non_player: before.seats[faction] == Seat::NonPlayer,
        resumed: None,
        funds: None,
        spent_first: 0,
        findings: &mut findings,
    };
    match phase {
        Phase::Strikes => strikes(&mut cx, &mut ledger),
        Phase::Imperialism => imperialism(&mut cx, &mut ledger),
        Phase::ConstructiveProgramme => constructive_programme(&mut cx, &mut ledger),
        Phase::PakistanMovement => support_base(&mut cx, &mut ledger, phase, Piece::LeagueBase),
        Phase::SecretSocieties => {
            support_base(&mut cx, &mut ledger, phase, Piece::RevolutionariesBase);
        }
        Phase::RajRedeploy => raj_redeploy(&mut cx, &mut ledger),
        Phase::CongressRedeploy => {
            redeploy(
                &mut cx,
                &mut ledger,
                phase,
                &[Piece::CongressActivist, Piece::Gandhi],
            );
        }
        Phase::LeagueRedeploy => redeploy(&mut cx, &mut ledger, phase, &[Piece::LeagueActivist]),
        Phase::RevolutionariesRedeploy => redeploy(
            &mut cx,
            &mut ledger,
            phase,
            &[Piece::GuerrillaUnderground, Piece::GuerrillaActive],
        ),
        Phase::CrisisCubes => crisis_cubes(&mut cx, &mut ledger),
        Phase::NpProtest => np_protest(&mut cx, &mut ledger),
        Phase::NewViceroy => {
            let installed =
                matches!(before.deck.current, Some(Card::Campaign(v)) if after.viceroy == Some(v));
            if !installed {
                cx.issue(Issue::ViceroyNotInstalled, vec![]);
            }
            compare_with_automatic(&mut cx, &mut ledger, phase);
        }
        Phase::Victory
        | Phase::RajEarnings
        | Phase::RevolutionariesEarnings
        | Phase::RajRedeployRemoval
        | Phase::Reset => compare_with_automatic(&mut cx, &mut ledger, phase),
    }
    super::np_nonviolent::phase(&mut cx, phase, strike_candidates);
    let start = findings.len();
    ledger.report_leftovers_of(Arg::Phase(phase), &mut findings);
    // Pieces put in the wrong box break the step's own rule.
    for finding in findings.iter_mut().skip(start) {
        if finding.issue == Issue::WrongBox {
            finding.rule = phase.rule();
        }
    }
    crate::data::checks::note_unchecked(data, &mut findings);
    Report { findings }
}

/// A step without choices: the table must be as its automatic edits leave
/// it. Each difference is reported once, and the ledger is cleared.
fn compare_with_automatic(cx: &mut Cx<'_>, ledger: &mut Ledger, phase: Phase) {
    let mut expected = cx.before.clone();
    for edit in automatic_edits(cx.data, cx.before, phase).unwrap_or_default() {
        // An edit that cannot apply leaves the expectation as it was.
        let _ = apply(cx.data, &mut expected, &edit);
    }
    let wrong = Diff::between(&expected, cx.after);
    let name = Arg::Phase(phase);
    let rule = Arg::Rule(phase.rule());
    for (space, _) in wrong.changed_spaces() {
        cx.issue(
            Issue::PhaseSpaceDiffers,
            vec![Arg::Space(space), name.clone(), rule.clone()],
        );
    }
    for (which, delta) in [
        (Place::Available, &wrong.available),
        (Place::OutOfPlay, &wrong.out_of_play),
        (Place::Jail, &wrong.jail),
    ] {
        if !delta.is_zero() {
            cx.issue(
                Issue::PhaseBoxDiffers,
                vec![Arg::Place(which), name.clone(), rule.clone()],
            );
        }
    }
    for (track, off) in Track::ALL.into_iter().zip([
        wrong.restraint,
        wrong.unity,
        wrong.raj_resources,
        wrong.revolutionaries_resources,
    ]) {
        if off != 0 {
            let value = cx.after.tracks.get(track);
            cx.issue(
                Issue::PhaseTrackDiffers,
                vec![
                    Arg::Track(track),
                    name.clone(),
                    rule.clone(),
                    Arg::Int(i64::from(value - off)),
                    Arg::Int(i64::from(value)),
                ],
            );
        }
    }
    ledger.forgive_all();
}

/// Railway Strikes (6.2.1): a Strike on each qualifying Railway, as many as
/// there are markers; Congress picks when they run short.
fn strikes(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let (eligible, free) = strike_candidates(cx.data, cx.before);
    let barred = np_strikes_barred(cx.before);
    let due = if barred { 0 } else { eligible.len().min(free) };
    let mut placed = 0;
    // Strikes placed where none is due, each said where it went.
    let mut astray = 0;
    let changed = cx.diff.rises(|d| d.strikes);
    for (space, strikes) in changed {
        if barred {
            cx.issue(Issue::NpStrikesBarred, vec![Arg::Space(space)]);
        } else if !eligible.contains(&space) || strikes > 1 {
            cx.issue(Issue::StrikeNotEligible, vec![Arg::Space(space)]);
            let due_here = i32::from(eligible.contains(&space));
            astray += usize::try_from(strikes - due_here).unwrap_or(0);
        }
        placed += usize::try_from(strikes).unwrap_or(0);
        ledger.take_strikes(space, strikes);
        // The Protest converted into the Strike leaves the Railway (1.10).
        let protests = cx.diff.space(space).protests;
        if protests < 0 && cx.data.map.space(space).is_railway() {
            ledger.take_protests(space, protests);
        }
    }
    // A Strike too many on a Railway that gets none is said there; one too
    // many where the markers ran short (Congress picked one Railway more
    // than there were markers) is an excess, not a Strike missing.
    let on_qualifying = placed.saturating_sub(astray);
    if barred || placed == due || (placed > due && on_qualifying <= due) {
        return;
    }
    if placed > due {
        cx.issue(
            Issue::StrikesTooMany,
            vec![
                Arg::Int(i64::try_from(free).unwrap_or(0)),
                Arg::Int(i64::try_from(on_qualifying).unwrap_or(0)),
            ],
        );
    } else {
        cx.issue(
            Issue::StrikesMissing,
            vec![
                Arg::Int(i64::try_from(eligible.len()).unwrap_or(0)),
                Arg::Int(i64::try_from(free).unwrap_or(0)),
                Arg::Int(i64::try_from(due).unwrap_or(0)),
                Arg::Int(i64::try_from(placed).unwrap_or(0)),
            ],
        );
    }
}

/// Imperialism (6.3.1): up to four Cities or Provinces with Raj Control,
/// Troops and Sepoys; 3 Resources (2 under Lord Mountbatten) per Unrest
/// removed or level shifted, Unrest first, at most two levels; then two
/// Activists released from Jail per space, and Gandhi released to a space
/// without Raj Control.
fn imperialism(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let rate = if super::raj::viceroy(cx) == Some("mountbatten") {
        2
    } else {
        3
    };
    let selected: Vec<SpaceId> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.unrest < 0 || d.level > 0)
        .map(|(id, _)| id)
        .collect();
    if selected.len() > 4 {
        cx.issue(
            Issue::ImperialismTooManySpaces,
            vec![Arg::Int(i64::try_from(selected.len()).unwrap_or(0))],
        );
    }
    let mut cost = 0;
    for &space in &selected {
        let here = &cx.before.space(space).pieces;
        let fits = matches!(
            map.space(space).kind(),
            SpaceKind::City | SpaceKind::Province
        ) && !is_state(map, cx.before, space)
            && raj_control(map, cx.before, space)
            && here.get(Piece::Troop) > 0
            && here.get(Piece::Sepoy) > 0;
        if !fits {
            cx.issue(Issue::ImperialismSpaceNotEligible, vec![Arg::Space(space)]);
        }
        let d = cx.diff.space(space);
        let unrest_off = (-d.unrest).max(0);
        let shifts = d.level.max(0);
        if shifts > 2 || (shifts > 0 && cx.after.space(space).unrest > 0) {
            cx.issue(Issue::ImperialismLevelsWrong, vec![Arg::Space(space)]);
        }
        cost += rate * (unrest_off + shifts);
        ledger.take_unrest(space, -unrest_off);
        ledger.take_level(space, shifts);
    }
    pay(cx, ledger, cost, Arg::Phase(Phase::Imperialism));
    // Prisoners: two Activists per space selected, of the Raj's choosing.
    let jailed = cx.before.jail.activists();
    let due = (2 * u32::try_from(selected.len()).unwrap_or(0)).min(jailed);
    let mut released = 0;
    for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
        let out = (-cx.diff.jail.get(piece)).max(0);
        let freed = out.min(cx.diff.available.get(piece).max(0));
        released += freed;
        ledger.take_box(BoxKind::Jail, piece, -freed);
        ledger.take_box(BoxKind::Available, piece, freed);
    }
    if i64::from(released) != i64::from(due) {
        cx.issue(
            Issue::ReleaseWrong,
            vec![
                Arg::Int(i64::try_from(selected.len()).unwrap_or(0)),
                Arg::Int(i64::from(due)),
                Arg::Int(i64::from(released)),
            ],
        );
    }
    if cx.before.jail.get(Piece::Gandhi) > 0 {
        let to = map
            .ids()
            .find(|id| cx.diff.space(*id).pieces.get(Piece::Gandhi) > 0);
        match to {
            None => cx.issue(Issue::GandhiNotReleased, vec![]),
            Some(space) => {
                let mut without = cx.after.clone();
                without.space_mut(space).pieces.set(Piece::Gandhi, 0);
                if raj_control(map, &without, space) {
                    cx.issue(Issue::GandhiReleasedToControl, vec![Arg::Space(space)]);
                }
                ledger.take_piece(space, Piece::Gandhi, 1);
                ledger.take_box(BoxKind::Jail, Piece::Gandhi, -1);
            }
        }
    }
}

/// Whether a space holds pieces of a nonviolent Faction.
fn has_nv_pieces(state: &GameState, space: SpaceId) -> bool {
    let here = &state.space(space).pieces;
    here.activists() > 0 || here.get(Piece::Gandhi) > 0 || here.get(Piece::LeagueBase) > 0
}

/// Constructive Programme (6.3.2): Congress then the Muslim League shift in
/// all at most Unity Cities and Provinces with their own pieces and no Raj
/// Control, each up to two levels towards Active Opposition.
fn constructive_programme(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let map = &cx.data.map;
    let shifted: Vec<(SpaceId, i32)> = cx
        .diff
        .changed_spaces()
        .filter(|(_, d)| d.level < 0)
        .map(|(id, d)| (id, -d.level))
        .collect();
    let unity = cx.before.tracks.unity;
    if i32::try_from(shifted.len()).unwrap_or(i32::MAX) > unity {
        cx.issue(
            Issue::ConstructiveTooMany,
            vec![
                Arg::Int(i64::from(unity)),
                Arg::Int(i64::try_from(shifted.len()).unwrap_or(0)),
            ],
        );
    }
    for (space, levels) in shifted {
        let fits = matches!(
            map.space(space).kind(),
            SpaceKind::City | SpaceKind::Province
        ) && !is_state(map, cx.before, space)
            && !raj_control(map, cx.before, space)
            && has_nv_pieces(cx.before, space);
        if !fits {
            cx.issue(Issue::ConstructiveSpaceNotEligible, vec![Arg::Space(space)]);
        }
        if levels > 2 {
            cx.issue(
                Issue::ConstructiveTooFar,
                vec![Arg::Space(space), Arg::Int(i64::from(levels))],
            );
        }
        ledger.take_level(space, -levels);
    }
}

/// The spaces where a kind of piece increased, with how many came.
fn gains(diff: &Diff, piece: Piece) -> Vec<(SpaceId, i32)> {
    diff.changed_spaces()
        .filter(|(_, d)| d.pieces.get(piece) > 0)
        .map(|(id, d)| (id, d.pieces.get(piece)))
        .collect()
}

/// Pakistan Movement and Secret Societies (6.3.3, 6.3.4): one Base from
/// Available in a non-Railway space with no Raj Control.
fn support_base(cx: &mut Cx<'_>, ledger: &mut Ledger, phase: Phase, base: Piece) {
    let map = &cx.data.map;
    let placed = gains(&cx.diff, base);
    let total: i32 = placed.iter().map(|(_, n)| n).sum();
    if total > 1 {
        cx.issue(
            Issue::PhaseBaseTooMany,
            vec![
                Arg::Phase(phase),
                Arg::Rule(phase.rule()),
                Arg::Int(i64::from(total)),
            ],
        );
    }
    for (space, n) in placed {
        // One finding for one Base: a space the step may not use at all (a
        // Railway, with no room for any Base, or one under Raj Control), or
        // else one with no room left (1.4.2).
        if map.space(space).is_railway() || raj_control(map, cx.before, space) {
            cx.issue(
                Issue::PhaseBaseWhere,
                vec![
                    Arg::Space(space),
                    Arg::Phase(phase),
                    Arg::Rule(phase.rule()),
                ],
            );
        } else if cx.after.space(space).pieces.bases() > u32::from(map.space(space).population()) {
            cx.issue(
                Issue::PhaseBaseNoRoom,
                vec![Arg::Space(space), Arg::Phase(phase)],
            );
        }
        ledger.take_piece(space, base, n);
        from_available(cx, ledger, space, base, n);
    }
}

/// Takes pieces placed from Available off the ledger, reporting any that
/// came from elsewhere (1.4.1).
fn from_available(cx: &mut Cx<'_>, ledger: &mut Ledger, space: SpaceId, piece: Piece, placed: i32) {
    let drawn = (-ledger.available(piece)).max(0).min(placed);
    ledger.take_box(BoxKind::Available, piece, -drawn);
    if drawn < placed {
        let missing = i64::from(placed - drawn);
        cx.issue(
            Issue::PiecesFromNowhere,
            vec![
                Arg::Int(missing),
                Arg::Piece(piece, missing),
                Arg::Space(space),
            ],
        );
    }
}

/// Where a piece may go in a Redeploy step (6.4.2–6.4.5).
fn redeploy_destination(cx: &Cx<'_>, phase: Phase, piece: Piece, space: SpaceId) -> bool {
    let map = &cx.data.map;
    let kind = map.space(space).kind();
    let controlled = raj_control(map, cx.before, space) || raj_control(map, cx.after, space);
    let uncontrolled = !raj_control(map, cx.before, space) || !raj_control(map, cx.after, space);
    let base_there = |base: Piece| {
        cx.before.space(space).pieces.get(base) > 0 || cx.after.space(space).pieces.get(base) > 0
    };
    match phase {
        Phase::RajRedeploy => match kind {
            SpaceKind::City | SpaceKind::Railway => true,
            SpaceKind::Province if is_state(map, cx.after, space) => piece == Piece::Sepoy,
            SpaceKind::Province => controlled,
            SpaceKind::PrincelyState => piece == Piece::Sepoy,
        },
        Phase::CongressRedeploy => kind != SpaceKind::Railway && uncontrolled,
        Phase::LeagueRedeploy => {
            (kind != SpaceKind::Railway && uncontrolled) || base_there(Piece::LeagueBase)
        }
        Phase::RevolutionariesRedeploy => {
            (kind != SpaceKind::Railway && uncontrolled) || base_there(Piece::RevolutionariesBase)
        }
        Phase::CrisisCubes => piece != Piece::Troop || !is_state(map, cx.after, space),
        _ => false,
    }
}

/// Moves of pieces between spaces of the map: arrivals must be legal
/// destinations and every arrival must have left somewhere on the map,
/// apart from `freed` Troops the step may send to Available.
fn map_moves(cx: &mut Cx<'_>, ledger: &mut Ledger, phase: Phase, pieces: &[Piece], freed: i32) {
    for &piece in pieces {
        let arrivals = gains(&cx.diff, piece);
        for &(space, _) in &arrivals {
            if !redeploy_destination(cx, phase, piece, space) {
                cx.issue(
                    Issue::RedeployDestination,
                    vec![
                        Arg::Faction(cx.faction),
                        Arg::Piece(piece, 2),
                        Arg::Space(space),
                        Arg::Rule(phase.rule()),
                    ],
                );
            }
        }
        let net = cx.diff.on_map(piece) + if piece == Piece::Troop { freed } else { 0 };
        if net != 0 {
            cx.issue(
                Issue::RedeployOffMap,
                vec![
                    Arg::Int(i64::from(net.abs())),
                    Arg::Piece(piece, i64::from(net.abs())),
                    Arg::Rule(phase.rule()),
                ],
            );
        }
        for (space, d) in cx.diff.clone().changed_spaces() {
            ledger.take_piece(space, piece, d.pieces.get(piece));
        }
    }
}

/// Raj Redeploy (6.4.2): Troops to Cities, Railways and Provinces with Raj
/// Control; Sepoys there and to States; 2 Resources for each Troop then in a
/// Province or on a Railway.
/// A non-player Raj's list also sends Troops it does not need to Available
/// (8.9.3, step 2).
fn raj_redeploy(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let freed = if cx.non_player {
        let off = (-cx.diff.on_map(Piece::Troop)).max(0);
        off.min(cx.diff.available.get(Piece::Troop).max(0))
    } else {
        0
    };
    ledger.take_box(BoxKind::Available, Piece::Troop, freed);
    map_moves(
        cx,
        ledger,
        Phase::RajRedeploy,
        &[Piece::Troop, Piece::Sepoy],
        freed,
    );
    if cx.non_player {
        // Only a City may lose Control, to step 2's "all but one Troop".
        let map = &cx.data.map;
        for id in map.ids() {
            if map.space(id).kind() == SpaceKind::Province
                && raj_control(map, cx.before, id)
                && !raj_control(map, cx.after, id)
            {
                cx.issue(Issue::NpRedeployLostControl, vec![Arg::Space(id)]);
            }
        }
    }
    let map = &cx.data.map;
    let troops_out: u32 = map
        .ids()
        .filter(|id| {
            matches!(
                map.space(*id).kind(),
                SpaceKind::Province | SpaceKind::Railway
            ) && !is_state(map, cx.after, *id)
        })
        .map(|id| u32::from(cx.after.space(id).pieces.get(Piece::Troop)))
        .sum();
    pay(
        cx,
        ledger,
        2 * i32::try_from(troops_out).unwrap_or(0),
        Arg::Phase(Phase::RajRedeploy),
    );
}

/// Congress, Muslim League and Revolutionaries Redeploy (6.4.3–6.4.5): the
/// pieces on Railways must move, the others may, to non-Railway spaces with
/// no Raj Control (or, for the League and the Revolutionaries, to spaces
/// with their Base).
fn redeploy(cx: &mut Cx<'_>, ledger: &mut Ledger, phase: Phase, pieces: &[Piece]) {
    map_moves(cx, ledger, phase, pieces, 0);
    let map = &cx.data.map;
    for id in map.ids().filter(|id| map.space(*id).is_railway()) {
        for &piece in pieces.iter().filter(|p| **p != Piece::Gandhi) {
            let left = cx.after.space(id).pieces.get(piece);
            if left > 0 && cx.before.space(id).pieces.get(piece) > 0 {
                cx.issue_pieces(
                    Issue::RedeployMustLeaveRailway,
                    (piece, left),
                    [Arg::Space(id), Arg::Rule(phase.rule())],
                );
            }
        }
    }
}

/// Crisis cubes (6.8): up to a die roll of cubes from Out of Play to any
/// spaces, no Troops into States.
fn crisis_cubes(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let mut came = 0;
    for piece in [Piece::Troop, Piece::Sepoy] {
        let arrivals = gains(&cx.diff, piece);
        let from_box = (-cx.diff.out_of_play.get(piece)).max(0);
        let mut placed = 0;
        for (space, n) in arrivals {
            if !redeploy_destination(cx, Phase::CrisisCubes, piece, space) {
                cx.issue(Issue::TroopsIntoState, vec![Arg::Space(space)]);
            }
            let n = n.min(from_box - placed);
            if n <= 0 {
                continue;
            }
            placed += n;
            ledger.take_piece(space, piece, n);
        }
        ledger.take_box(BoxKind::OutOfPlay, piece, -placed);
        came += placed;
    }
    // The count is the first die of the step: a non-player Raj rolls more
    // after it to break ties between destinations (8.1.4).
    let count = cx.dice.iter().find(|d| d.space.is_none()).map(|d| d.value);
    match count {
        None if came > 0 => cx.issue(Issue::DieMissing, vec![Arg::Phase(Phase::CrisisCubes)]),
        Some(die) if came > i32::from(die) => cx.issue(
            Issue::CrisisCubesTooMany,
            vec![Arg::Int(i64::from(die)), Arg::Int(i64::from(came))],
        ),
        _ => {}
    }
}

/// Whether a non-player Congress owes its Protest at the end of the Reset
/// Phase (8.9.4): Congress has no player, some space holds Congress
/// Activists, and Restraint leaves a Protest marker Available (1.7).
pub fn np_protest_due(data: &GameData, state: &GameState) -> bool {
    state.seats.congress == Seat::NonPlayer
        && !np_protest_spaces(state).is_empty()
        && data
            .pieces
            .available_protests_for_operations(state.tracks.restraint, state.protests_on_map())
            > 0
}

/// The spaces that may take the non-player Congress's Protest (8.9.4):
/// those with Congress Activists and no Protest yet.
pub fn np_protest_spaces(state: &GameState) -> Vec<SpaceId> {
    state
        .iter_spaces()
        .filter(|(_, here)| here.pieces.get(Piece::CongressActivist) > 0 && here.protests == 0)
        .map(|(id, _)| id)
        .collect()
}

/// The non-player Congress's Protest (8.9.4): one Protest marker, in a
/// space with Congress Activists, when one is owed.
fn np_protest(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    let placed = cx.diff.rises(|d| d.protests);
    let total: i32 = placed.iter().map(|(_, n)| n).sum();
    let due = i32::from(np_protest_due(cx.data, cx.before));
    if total != due {
        cx.issue(
            Issue::NpProtestCount,
            vec![Arg::Int(i64::from(due)), Arg::Int(i64::from(total))],
        );
    }
    let allowed = np_protest_spaces(cx.before);
    for (space, n) in placed {
        if !allowed.contains(&space) {
            cx.issue(Issue::NpProtestWhere, vec![Arg::Space(space)]);
        }
        ledger.take_protests(space, n);
    }
}
