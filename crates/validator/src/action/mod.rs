//! Declared actions (2.3.4, 3.0, 4.0): a Faction says what it does (an
//! Operation with or without a Special Activity, a Limited Operation, an
//! Event, or Pass), performs it as it likes, and the whole change is checked
//! against what the rules allow for that declaration.
//!
//! The check works on the difference between the states before and after.
//! Each part (Operation, Special Activity, the end-of-turn effects of
//! Gandhi's arrest) explains the changes it may make and takes them off a
//! ledger; whatever no part explains is reported as not belonging to the
//! action.

pub mod campaign;
pub(crate) mod cx;
mod diff;
mod event;
pub mod explain;
pub mod helpers;
mod ledger;
pub(crate) mod np_nonviolent;
pub(crate) mod np_raj_revs;
mod nv;
mod raj;
mod revs;
mod special;
pub mod transfer;
pub(crate) mod util;

use crate::data::GameData;
use crate::ids::{Faction, SpaceId};
use crate::state::{GameState, Seat};
use crate::vocab::action::{Choice, Declared, Operation, Special};
use crate::vocab::finding::{Finding, Report};
use crate::vocab::issue::Term;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::track::Track;
use cx::Cx;
use diff::Diff;
use ledger::Ledger;

/// The states an action went through: before it, around its Special
/// Activity (which is never interrupted, 4.1), and after it; and, when
/// known, each of its entries in the order played.
#[derive(Clone, Copy, Debug)]
pub struct Execution<'a> {
    /// Before the action.
    pub before: &'a GameState,
    /// The states just before and just after the Special Activity.
    pub special: Option<(&'a GameState, &'a GameState)>,
    /// After the action, end-of-turn effects included.
    pub after: &'a GameState,
    /// The action's entries in the order they were played, each with the
    /// state it left (the first follows `before`); empty when the order is
    /// not known and the change is judged as a whole.
    pub played: &'a [Played<'a>],
}

/// One entry of an action, as played.
#[derive(Clone, Copy, Debug)]
pub struct Played<'a> {
    /// What the entry did.
    pub edit: &'a crate::edit::Edit,
    /// The state it left.
    pub after: &'a GameState,
}

impl<'a> Execution<'a> {
    /// An action with no separate Special Activity part, judged as one
    /// change.
    pub fn whole(before: &'a GameState, after: &'a GameState) -> Execution<'a> {
        Execution {
            before,
            special: None,
            after,
            played: &[],
        }
    }
}

/// Checks a declared action against what it changed. Every finding cites
/// the rule that the change breaks; an empty report means the change is a
/// legal execution of the declaration.
pub fn check_action(data: &GameData, declared: &Declared, execution: &Execution<'_>) -> Report {
    let (mut findings, credited) = transfers(declared, execution);
    let execution = &Execution {
        before: credited.before(execution.before),
        special: credited.special(execution.special),
        after: credited.after(execution.after),
        ..*execution
    };
    let faction = declared.faction;
    let non_player = execution.before.seats[faction] == Seat::NonPlayer;
    let (op_diff, special_diff, special_before) = match execution.special {
        Some((start, end)) => (
            Diff::between(execution.before, start).plus(&Diff::between(end, execution.after)),
            Some(Diff::between(start, end)),
            start,
        ),
        None => (
            Diff::between(execution.before, execution.after),
            None,
            execution.before,
        ),
    };
    let mut ledger = match &special_diff {
        Some(sa) => Ledger::new(&op_diff.plus(sa)),
        None => Ledger::new(&op_diff),
    };
    // A Pass or an Event is judged as one whole change (without a Special
    // Activity part, the Operation's change is that whole change).
    let whole_diff = |op_diff: Diff| match execution.special {
        Some(_) => Diff::between(execution.before, execution.after),
        None => op_diff,
    };
    let whole = |findings, diff| Cx {
        data,
        faction,
        before: execution.before,
        after: execution.after,
        diff,
        limited: false,
        dice: &declared.dice,
        non_player,
        resumed: None,
        funds: None,
        spent_first: 0,
        findings,
    };
    match declared.choice {
        Choice::Pass => {
            let mut cx = whole(&mut findings, whole_diff(op_diff));
            check_pass(&mut cx, &mut ledger);
            np_nonviolent::pass(&mut cx);
        }
        Choice::Event { card, shaded } => {
            let mut cx = whole(&mut findings, whole_diff(op_diff));
            np_nonviolent::event_resources(&mut cx, &mut ledger);
            event::check(&mut cx, card, shaded, &mut ledger);
        }
        Choice::Operation {
            op,
            limited,
            special,
        } => {
            if special.is_some() && execution.special.is_none() {
                let mut cx = Cx {
                    limited,
                    ..whole(&mut findings, op_diff)
                };
                let name = special.map_or(Arg::Term(Term::ThisAction), Arg::Special);
                cx.issue(Issue::SpecialPartUnmarked, vec![name]);
                ledger.forgive_all();
            } else {
                check_operation(
                    data,
                    declared,
                    execution,
                    (op, limited, special),
                    (op_diff, special_diff, special_before),
                    non_player,
                    &mut ledger,
                    &mut findings,
                );
            }
        }
    }
    ledger.report_leftovers(declared, &mut findings);
    crate::data::checks::note_unchecked(data, &mut findings);
    Report { findings }
}

/// Resources the Raj and the Revolutionaries handed each other (1.5.2):
/// each transfer judged by itself, and the action's states with what they
/// moved put in from its outset, so that no part of the action is asked to
/// explain it.
fn transfers(declared: &Declared, execution: &Execution<'_>) -> (Vec<Finding>, transfer::Credited) {
    let played = execution.played.iter().map(|p| (p.edit, p.after));
    (
        transfer::judge(declared, execution.before, played.clone()),
        transfer::Credited::of(
            (execution.before, execution.special, execution.after),
            played,
        ),
    )
}

#[allow(clippy::too_many_arguments)]
fn check_operation(
    data: &GameData,
    declared: &Declared,
    execution: &Execution<'_>,
    (op, limited, special): (Operation, bool, Option<Special>),
    (op_diff, special_diff, special_before): (Diff, Option<Diff>, &GameState),
    non_player: bool,
    ledger: &mut Ledger,
    findings: &mut Vec<Finding>,
) {
    let faction = declared.faction;
    let op_spaces: Vec<SpaceId> = op_diff.changed_spaces().map(|(id, _)| id).collect();
    // The whole change, for the end-of-turn effects of Gandhi's arrest by
    // the Raj: made only when Gandhi went to Jail (it has nothing to check
    // otherwise).
    let jailed = |d: &Diff| d.jail.get(crate::ids::Piece::Gandhi);
    let total = (faction == Faction::Raj
        && jailed(&op_diff) + special_diff.as_ref().map_or(0, jailed) > 0)
        .then(|| match &special_diff {
            Some(sa) => op_diff.plus(sa),
            None => op_diff.clone(),
        });
    let resumed = execution
        .special
        .map(|(_, end)| (end, Diff::between(end, execution.after)));
    // Paid in the order played (3.1.5, 4.1): what is held at the start,
    // and what the Special Activity changed for what follows it.
    let held = util::held(faction, execution.before);
    let special_change = special_diff
        .as_ref()
        .map_or(0, |sa| util::resources_change(faction, sa));
    let mut cx = Cx {
        data,
        faction,
        before: execution.before,
        after: execution.after,
        diff: op_diff,
        limited,
        dice: &declared.dice,
        non_player,
        resumed,
        funds: Some(cx::Funds {
            start: held,
            special: special_change,
        }),
        spent_first: 0,
        findings,
    };
    if !Operation::of(faction).contains(&op) {
        cx.issue(
            Issue::NotYourOperation,
            vec![Arg::Faction(faction), Arg::Operation(op)],
        );
        ledger.forgive_all();
        return;
    }
    if let Some(total) = &total {
        raj::gandhi_arrest_epilogue(&mut cx, total, ledger);
    }
    np_raj_revs::resources_untouched(&mut cx, special_diff.as_ref(), ledger);
    np_raj_revs::operation(&mut cx, op);
    match faction {
        Faction::Raj if op == Operation::Assault => raj::assault_with_free_sweep(&mut cx, ledger),
        Faction::Raj => raj::check(&mut cx, op, ledger),
        Faction::Congress | Faction::MuslimLeague => nv::check(&mut cx, op, ledger),
        Faction::Revolutionaries => revs::check(&mut cx, op, ledger),
    }
    np_nonviolent::operation(&mut cx, op);
    let (Some(sa), Some(sa_diff)) = (special, special_diff) else {
        return;
    };
    if !special_allowed(&mut cx, sa, op) {
        return;
    }
    let mut scx = Cx {
        data,
        faction,
        before: special_before,
        after: execution.after,
        diff: sa_diff,
        limited,
        dice: &declared.dice,
        non_player,
        resumed: None,
        // What the Operation paid before the Special Activity came is
        // no longer there for it.
        funds: Some(cx::Funds {
            start: held - cx.spent_first,
            special: 0,
        }),
        spent_first: 0,
        findings: cx.findings,
    };
    np_raj_revs::special(&mut scx, sa);
    special::check(&mut scx, sa, op, &op_spaces, ledger);
    np_nonviolent::special(&mut scx, sa);
}

/// Whether a Special Activity may go with the Operation: one of the
/// faction's own, with an Operation it accompanies, and not with a Limited
/// Operation (2.3.5), each wrong choice said. False where it is not the
/// faction's, when nothing more of it is checked.
fn special_allowed(cx: &mut Cx<'_>, sa: Special, op: Operation) -> bool {
    if cx.limited {
        cx.issue(Issue::SpecialWithLimited, vec![]);
    }
    if !Special::of(cx.faction).contains(&sa) {
        cx.issue(
            Issue::NotYourSpecial,
            vec![Arg::Faction(cx.faction), Arg::Special(sa)],
        );
        return false;
    }
    if let Some(ops) = sa.accompanies()
        && !ops.contains(&op)
    {
        let list = match ops {
            [one] => Arg::Operation(*one),
            _ => Arg::Term(Term::NegotiateOperations),
        };
        cx.issue(
            Issue::SpecialNotWithThisOperation,
            vec![Arg::Special(sa), list],
        );
    }
    true
}

/// A player's Resources for passing (2.3.3), up to the track's end: a gain
/// left out or wrong is said as such, not as a change Pass does not make.
fn pass_income(cx: &mut Cx<'_>, ledger: &mut Ledger, track: Track, gain: i32) {
    let (tracks, diff) = (&cx.before.tracks, &cx.diff);
    let (now, found) = match track {
        Track::RajResources => (tracks.raj_resources, diff.raj_resources),
        _ => (
            tracks.revolutionaries_resources,
            diff.revolutionaries_resources,
        ),
    };
    let max = cx.data.pieces.resources.value.max;
    let expected = (now + gain).min(max).max(now) - now;
    if found != expected {
        let args = vec![
            Arg::Track(track),
            Arg::Int(i64::from(expected)),
            Arg::Int(i64::from(found)),
        ];
        cx.issue(Issue::PassResourcesWrong, args);
    }
    ledger.take_track(track, found);
}

/// Passing (2.3.3): the Raj gains 3 Resources, the Revolutionaries 1 (none
/// for non-players, 8.1.4); a nonviolent Faction may move one Activist from
/// Out of Play to Available, shifting Unity +1 if it belongs to the other.
fn check_pass(cx: &mut Cx<'_>, ledger: &mut Ledger) {
    use crate::ids::Piece;
    let (data, faction, before) = (cx.data, cx.faction, cx.before);
    let non_player = before.seats[faction] == Seat::NonPlayer;
    match faction {
        Faction::Raj if !non_player => pass_income(cx, ledger, Track::RajResources, 3),
        Faction::Revolutionaries if !non_player => {
            pass_income(cx, ledger, Track::RevolutionariesResources, 1);
        }
        Faction::Congress | Faction::MuslimLeague => {
            for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
                if ledger.out_of_play(piece) == -1 && ledger.available(piece) == 1 {
                    ledger.take_box(ledger::BoxKind::OutOfPlay, piece, -1);
                    ledger.take_box(ledger::BoxKind::Available, piece, 1);
                    let own = if faction == Faction::Congress {
                        Piece::CongressActivist
                    } else {
                        Piece::LeagueActivist
                    };
                    if piece != own && before.tracks.unity < data.pieces.unity.value.max {
                        // The other Faction's Activist shifts Unity +1
                        // (3.3.1, 6.7): a shift left out or wrong is that
                        // rule's fault, not a change Pass does not make.
                        let shifted = cx.diff.unity;
                        if shifted != 1 {
                            cx.issue(
                                Issue::UnityShiftWrong,
                                vec![Arg::Int(1), Arg::Int(i64::from(shifted))],
                            );
                        }
                        ledger.take_track(Track::Unity, shifted);
                    }
                    break;
                }
            }
        }
        _ => {}
    }
}
