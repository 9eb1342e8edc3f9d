//! The fidelity harness: how many broken moves the checks catch, and
//! whether they cite the rule that was broken.
//!
//! Seeded playouts ([`crate::playout`]) make games of legal steps, with
//! the non-player engine playing the seats it holds. Every step (an action
//! from its declaration to its end, or a Campaign Round step) is judged
//! again on its own and must raise no error: one that does is a false
//! alarm. Then single faults of defined kinds ([`Fault`]) are applied to
//! the step's changes, each only where the rules make it illegal whatever
//! else the step did (the program's report gives the reasoning for each kind), and the step is
//! judged again: the fault is caught with the right section when a
//! headline error (one that follows from no other, [`crate::findings::groups`])
//! cites a section the fault breaks, caught with another section when only
//! other errors come up, and missed when none does.

use std::collections::BTreeMap;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::campaign::check_phase;
use crate::action::{Execution, Played, check_action};
use crate::check::check;
use crate::data::GameData;
use crate::freedoms::{Freedom, StepLog, event_removes_nothing, freedoms_in};
use crate::ids::{Faction, PerFaction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::playout::{Checks, PlayoutError, play_game};
use crate::record::GameRecord;
use crate::sequence::Progress;
use crate::state::{GameState, Seat};
use crate::vocab::action::{Choice, Declared, Die, Operation};
use crate::vocab::finding::Finding;
use crate::vocab::group::follows;
use crate::vocab::phase::Phase;
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};
use coin_table::RuleRef;

/// The kinds of single faults applied to legal steps.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Fault {
    /// A piece placed or moved where the Operation cannot reach.
    Unreachable,
    /// A piece of a kind the Operation cannot place.
    WrongPiece,
    /// One piece more than an exact or largest count.
    TooMany,
    /// One piece fewer than an exact count.
    TooFew,
    /// A removed piece sent to the wrong box.
    WrongBox,
    /// An Operation's cost not paid.
    CostNotPaid,
    /// An Operation's cost paid twice.
    CostTwice,
    /// A track not shifted where the rules shift it.
    TrackNotShifted,
    /// A second space for a Limited Operation.
    BeyondLimited,
    /// A Guerrilla left Underground that the Operation Activates.
    LeftUnderground,
    /// A marker the step must place, not placed.
    MarkerNotPlaced,
    /// A marker the step must remove, not removed.
    MarkerNotRemoved,
    /// A Base removed while pieces that protect it stay.
    BaseFirst,
    /// More than a die allows.
    DieIgnored,
    /// Resources handed over beyond what the giver holds.
    TransferTooMuch,
    /// An own piece taken back sent to Jail instead of Available.
    OwnBackToJail,
    /// An Operation's cost not paid, beside a Special Activity.
    CostNotPaidWithSpecial,
}

impl Fault {
    /// Every kind, in report order.
    pub const ALL: [Fault; 17] = [
        Fault::Unreachable,
        Fault::WrongPiece,
        Fault::TooMany,
        Fault::TooFew,
        Fault::WrongBox,
        Fault::CostNotPaid,
        Fault::CostTwice,
        Fault::TrackNotShifted,
        Fault::BeyondLimited,
        Fault::LeftUnderground,
        Fault::MarkerNotPlaced,
        Fault::MarkerNotRemoved,
        Fault::BaseFirst,
        Fault::DieIgnored,
        Fault::TransferTooMuch,
        Fault::OwnBackToJail,
        Fault::CostNotPaidWithSpecial,
    ];
}

/// What opened a step.
#[derive(Clone, Debug)]
pub enum Opener {
    /// An action declared.
    Action(Declared),
    /// A Campaign Round step, or the Crisis cubes.
    Phase(Phase),
}

/// One step of a game: what opened it and the changes up to its end.
#[derive(Clone, Debug)]
pub struct Step {
    /// The log index of its opening entry.
    pub at: usize,
    /// What opened it.
    pub opener: Opener,
    /// Its entries between the opening one and the closing `Done`.
    pub body: Vec<Edit>,
    /// Whether the non-player engine made it.
    pub by_engine: bool,
    /// The log index of its closing `Done`.
    pub end: usize,
}

/// The steps of a record, each with its log index.
pub fn steps(record: &GameRecord) -> Vec<Step> {
    let mut out = Vec::new();
    let mut open: Option<Step> = None;
    for (index, entry) in record.entries.iter().enumerate() {
        match &entry.edit {
            Edit::Declare(declared) => {
                open = Some(Step {
                    at: index,
                    opener: Opener::Action(declared.clone()),
                    body: Vec::new(),
                    by_engine: entry.by.is_some(),
                    end: index,
                });
            }
            Edit::Phase(phase) => {
                open = Some(Step {
                    at: index,
                    opener: Opener::Phase(*phase),
                    body: Vec::new(),
                    by_engine: entry.by.is_some(),
                    end: index,
                });
            }
            Edit::Done { .. } => out.extend(open.take().map(|step| Step { end: index, ..step })),
            edit => {
                if let Some(step) = open.as_mut() {
                    step.body.push(edit.clone());
                }
            }
        }
    }
    out
}

/// The errors a step's changes raise when judged from `before`: the
/// action's or Campaign step's own checks, and any state check newly
/// raised by the state it leads to. `None` when a change cannot be made
/// at all (the pieces are not there).
pub fn judge_step(
    data: &GameData,
    before: &GameState,
    opener: &Opener,
    body: &[Edit],
) -> Option<Vec<Finding>> {
    let mut state = before.clone();
    let mut dice: Vec<Die> = Vec::new();
    let (mut starts, mut ends) = (None, None);
    // The state each entry left, so that the action is judged in the order
    // it was played, as the game judges it.
    let mut states = Vec::with_capacity(body.len());
    for edit in body {
        match edit {
            Edit::SpecialStarts => starts = Some(state.clone()),
            Edit::SpecialEnds => ends = Some(state.clone()),
            Edit::Die(die) => dice.push(*die),
            _ => {}
        }
        apply(data, &mut state, edit).ok()?;
        states.push(state.clone());
    }
    let played: Vec<Played<'_>> = body
        .iter()
        .zip(&states)
        .map(|(edit, after)| Played { edit, after })
        .collect();
    let mut findings = match opener {
        Opener::Action(declared) => {
            let mut declared = declared.clone();
            declared.dice.extend(dice);
            let special = starts
                .as_ref()
                .map(|s| (s, ends.as_ref().unwrap_or(&state)));
            let execution = Execution {
                before,
                special,
                after: &state,
                played: &played,
            };
            check_action(data, &declared, &execution).findings
        }
        Opener::Phase(phase) => check_phase(data, *phase, before, &state, &dice).findings,
    };
    let was = check(data, before).findings;
    findings.extend(
        check(data, &state)
            .findings
            .into_iter()
            .filter(|f| !was.contains(f)),
    );
    findings.retain(|f| f.severity == Severity::Error);
    Some(findings)
}

/// A fault applied to a step: its changes, and the sections it breaks.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// The step's changes with the fault.
    pub body: Vec<Edit>,
    /// The sections a finding may cite to be the right one.
    pub breaks: Vec<RuleRef>,
}

/// What a step's opener declares, when it is an Operation.
fn operation(opener: &Opener) -> Option<(Operation, Faction, bool, bool)> {
    match opener {
        Opener::Action(Declared {
            faction,
            choice:
                Choice::Operation {
                    op,
                    limited,
                    special,
                },
            ..
        }) => Some((*op, *faction, *limited, special.is_some())),
        _ => None,
    }
}

/// The indices of the body's changes that belong to the Operation (outside
/// the Special Activity's part).
fn op_part(body: &[Edit]) -> Vec<usize> {
    let mut inside = false;
    let mut out = Vec::new();
    for (i, edit) in body.iter().enumerate() {
        match edit {
            Edit::SpecialStarts => inside = true,
            Edit::SpecialEnds => inside = false,
            _ if !inside => out.push(i),
            _ => {}
        }
    }
    out
}

fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.random_range(0..items.len())])
}

/// The shortest number of steps between two spaces on the map.
fn distance(data: &GameData, from: SpaceId, to: SpaceId) -> usize {
    let map = &data.map;
    let mut seen = vec![false; map.len()];
    let mut frontier = vec![from];
    let index = |id: SpaceId| map.ids().position(|x| x == id).unwrap_or(0);
    seen[index(from)] = true;
    let mut steps = 0;
    while !frontier.is_empty() {
        if frontier.contains(&to) {
            return steps;
        }
        let mut next = Vec::new();
        for id in frontier {
            for n in map.neighbours(id) {
                let i = index(*n);
                if !seen[i] {
                    seen[i] = true;
                    next.push(*n);
                }
            }
        }
        frontier = next;
        steps += 1;
    }
    usize::MAX
}

/// Whether the data holds the whole text of an Event side.
fn text_known_whole(data: &GameData, card: u8, shaded: bool) -> bool {
    data.cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .is_some_and(|effect| effect.value.complete)
}

/// The body with every `SetTrack` of `track` taken out; `None` when it had
/// none.
fn without_track(body: &[Edit], track: Track) -> Option<Vec<Edit>> {
    let kept: Vec<Edit> = body
        .iter()
        .filter(|e| !matches!(e, Edit::SetTrack { track: t, .. } if *t == track))
        .cloned()
        .collect();
    (kept.len() < body.len()).then_some(kept)
}

/// The final value a body leaves on a track, when it sets it.
fn final_track(body: &[Edit], track: Track) -> Option<i32> {
    body.iter().rev().find_map(|e| match e {
        Edit::SetTrack { track: t, value } if *t == track => Some(*value),
        _ => None,
    })
}

/// Whether two pieces are of one kind, Guerrillas of either side being one.
fn same_kind(a: Piece, b: Piece) -> bool {
    let kind = |p: Piece| match p {
        Piece::GuerrillaActive => Piece::GuerrillaUnderground,
        other => other,
    };
    kind(a) == kind(b)
}

/// The spaces a body takes pieces of a kind out of (to another space or a
/// box): where a piece of that kind that arrives reads as one fewer leaving,
/// an arrival there or one moved in from there has a legal reading.
fn losing(body: &[Edit], piece: Piece) -> Vec<SpaceId> {
    body.iter()
        .filter_map(|e| match e {
            Edit::MovePieces {
                piece: p,
                from: Place::Space(s),
                ..
            } if same_kind(*p, piece) => Some(*s),
            _ => None,
        })
        .collect()
}

/// The indices of the changes that take pieces off the map to Available
/// or Jail.
fn removals(body: &[Edit]) -> Vec<usize> {
    (0..body.len())
        .filter(|&i| {
            matches!(
                &body[i],
                Edit::MovePieces {
                    from: Place::Space(_),
                    to: Place::Available | Place::Jail,
                    ..
                }
            )
        })
        .collect()
}

fn placements(body: &[Edit], part: &[usize]) -> Vec<(usize, Piece, u8, SpaceId)> {
    part.iter()
        .filter_map(|&i| match &body[i] {
            Edit::MovePieces {
                piece,
                count,
                from: Place::Available,
                to: Place::Space(s),
            } => Some((i, *piece, *count, *s)),
            _ => None,
        })
        .collect()
}

/// The sections a planted fault breaks, or `None` where it cannot be
/// planted in this step.
type Breaks = Option<Vec<RuleRef>>;

/// What a fault is applied to: the step, the state before it, and the
/// Operation the step opens with, if any, with its section and its part of
/// the changes.
struct Site<'a> {
    data: &'a GameData,
    before: &'a GameState,
    step: &'a Step,
    body: &'a [Edit],
    op: Option<(Operation, Faction, bool, bool)>,
    section: Option<RuleRef>,
    part: Vec<usize>,
}

/// One fault of a kind applied to a step, if the step has a place for it.
pub fn mutate(
    data: &GameData,
    before: &GameState,
    step: &Step,
    fault: Fault,
    rng: &mut ChaCha8Rng,
) -> Option<Mutant> {
    let body = &step.body;
    let op = operation(&step.opener);
    let site = Site {
        data,
        before,
        step,
        body,
        op,
        section: op.map(|(op, faction, _, _)| op.section(faction)),
        part: op_part(body),
    };
    let mut out = body.clone();
    let breaks: Vec<RuleRef> = match fault {
        Fault::TransferTooMuch => transfer_too_much(&site, &mut out, rng)?,
        Fault::OwnBackToJail => own_back_to_jail(&site, &mut out, rng)?,
        Fault::CostNotPaidWithSpecial => cost_beside_special(data, before, step, &mut out, rng)?,
        Fault::Unreachable => out_of_reach(&site, &mut out, rng)?,
        Fault::WrongPiece => wrong_piece(&site, &mut out, rng)?,
        Fault::TooMany | Fault::TooFew => {
            placed_off_by_one(&site, fault == Fault::TooMany, &mut out, rng)?
        }
        Fault::WrongBox => wrong_box(&site, &mut out, rng)?,
        Fault::CostNotPaid | Fault::CostTwice => {
            cost_unpaid(&site, fault == Fault::CostTwice, &mut out)?
        }
        Fault::TrackNotShifted => track_not_shifted(&site, &mut out)?,
        Fault::BeyondLimited => beyond_limited(&site, &mut out, rng)?,
        Fault::LeftUnderground => left_underground(&site, &mut out, rng)?,
        Fault::MarkerNotPlaced => marker_not_placed(&site, &mut out, rng)?,
        Fault::MarkerNotRemoved => marker_not_removed(&site, &mut out, rng)?,
        Fault::BaseFirst => base_first(&site, &mut out, rng)?,
        Fault::DieIgnored => die_ignored(&site, &mut out, rng)?,
    };
    Some(Mutant { body: out, breaks })
}

/// Sends a placement or a move where it could not go: a Deploy or Rally
/// placing on a Railway, a Sweep or Demonstrate moving pieces three or more
/// spaces away.
fn out_of_reach(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let map = &site.data.map;
    let (op, _, _, _) = site.op?;
    match op {
        Operation::Deploy | Operation::Rally => {
            let (i, piece, count, _) = pick(rng, &placements(site.body, &site.part))?;
            let leaving = losing(site.body, piece);
            let railways: Vec<SpaceId> = map
                .ids()
                .filter(|s| map.space(*s).is_railway() && !leaving.contains(s))
                .collect();
            let to = pick(rng, &railways)?;
            out[i] = Edit::placed(piece, count, to);
        }
        Operation::Sweep | Operation::Demonstrate => {
            let moves: Vec<(usize, Piece, u8, SpaceId)> = site
                .part
                .iter()
                .filter_map(|&i| match &site.body[i] {
                    Edit::MovePieces {
                        piece,
                        count,
                        from: Place::Space(a),
                        to: Place::Space(b),
                    } if a != b => Some((i, *piece, *count, *a)),
                    _ => None,
                })
                .collect();
            let (i, piece, count, from) = pick(rng, &moves)?;
            // Pieces of a kind are alike: the space is out of reach
            // of every space pieces of the kind left (else another
            // of them may have gone there), is not one of them (an
            // arrival there reads as one fewer leaving), and may
            // hold the piece (no Troop into a State, 1.4.2, a
            // second fault).
            let leaving = losing(site.body, piece);
            let far: Vec<SpaceId> = map
                .ids()
                .filter(|s| {
                    let space = map.space(*s);
                    !space.is_railway()
                        && !(piece == Piece::Troop
                            && (space.kind() == SpaceKind::PrincelyState
                                || site.before.space(*s).muslim_state))
                        && !leaving.contains(s)
                        && leaving.iter().all(|o| distance(site.data, *o, *s) >= 3)
                })
                .collect();
            let to = pick(rng, &far)?;
            out[i] = Edit::MovePieces {
                piece,
                count,
                from: Place::Space(from),
                to: Place::Space(to),
            };
        }
        _ => return None,
    }
    Some(vec![site.section?])
}

/// Makes a Deploy or Rally place another faction's piece instead of one of
/// its own.
fn wrong_piece(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let (op, faction, _, _) = site.op?;
    if !matches!(op, Operation::Deploy | Operation::Rally) {
        return None;
    }
    let own: Vec<_> = placements(site.body, &site.part)
        .into_iter()
        .filter(|(_, p, _, _)| p.faction() == faction)
        .collect();
    let (i, _, count, to) = pick(rng, &own)?;
    let others: Vec<Piece> = [
        Piece::Troop,
        Piece::Sepoy,
        Piece::CongressActivist,
        Piece::LeagueActivist,
        Piece::GuerrillaUnderground,
    ]
    .into_iter()
    .filter(|p| p.faction() != faction && site.before.available.get(*p) >= count)
    .collect();
    let piece = pick(rng, &others)?;
    out[i] = Edit::placed(piece, count, to);
    Some(vec![site.section?])
}

/// Places one piece too many or too few where the rules fix the number (a
/// Rally by its Bases or Population, a Deploy up to six), or removes one
/// fewer by card 6's unshaded text.
fn placed_off_by_one(
    site: &Site<'_>,
    more: bool,
    out: &mut Vec<Edit>,
    rng: &mut ChaCha8Rng,
) -> Breaks {
    let map = &site.data.map;
    if let Some((op, faction, _, _)) = site.op {
        let exact: Vec<(usize, Piece, u8, SpaceId)> = placements(site.body, &site.part)
            .into_iter()
            .filter(|(_, piece, count, s)| {
                let here = site.before.space(*s);
                match (op, faction, piece) {
                    (Operation::Rally, Faction::MuslimLeague, Piece::LeagueActivist) => {
                        u32::from(*count) == 1 + u32::from(here.pieces.get(Piece::LeagueBase))
                    }
                    (Operation::Rally, Faction::Revolutionaries, Piece::GuerrillaUnderground) => {
                        u32::from(*count)
                            == 1 + u32::from(here.pieces.get(Piece::RevolutionariesBase))
                    }
                    (Operation::Rally, Faction::Congress, Piece::CongressActivist) => {
                        more && *count == map.space(*s).population()
                    }
                    (Operation::Deploy, _, Piece::Troop | Piece::Sepoy) => {
                        let placed: u32 = placements(site.body, &site.part)
                            .iter()
                            .filter(|(_, p, _, t)| {
                                t == s && matches!(p, Piece::Troop | Piece::Sepoy)
                            })
                            .map(|(_, _, c, _)| u32::from(*c))
                            .sum();
                        more && placed == 6
                    }
                    _ => false,
                }
            })
            .filter(|(_, piece, count, _)| {
                if more {
                    site.before.available.get(*piece) > *count
                } else {
                    *count >= 2 && site.before.seats[faction] == Seat::NonPlayer
                }
            })
            .collect();
        let (i, piece, count, to) = pick(rng, &exact)?;
        out[i] = Edit::placed(piece, if more { count + 1 } else { count - 1 }, to);
        Some(vec![site.section?])
    } else if let Opener::Action(Declared {
        choice: Choice::Event {
            card: 6,
            shaded: false,
        },
        ..
    }) = &site.step.opener
    {
        if more {
            return None;
        }
        let removals = removals(site.body);
        let i = pick(rng, &removals)?;
        if let Edit::MovePieces { count, .. } = &mut out[i] {
            if *count > 1 {
                *count -= 1;
            } else {
                out.remove(i);
            }
        }
        Some(vec![RuleRef::new("5.1")])
    } else {
        None
    }
}

/// Sends a removed piece to Out of Play instead of Available or Jail, where
/// only a card's own text could send it there (5.1.3).
fn wrong_box(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let removals = removals(site.body);
    let breaks = match &site.step.opener {
        // Only a card's own text may send a piece Out of Play
        // (5.1.3): where the data lacks any of the text, the text
        // may say so, and a piece sent there is no fault.
        Opener::Action(Declared {
            choice: Choice::Event { card, shaded },
            ..
        }) if text_known_whole(site.data, *card, *shaded) => vec![RuleRef::new("5.1.3")],
        Opener::Action(Declared {
            faction,
            choice: Choice::Operation { op, special, .. },
            ..
        }) => {
            let mut breaks = vec![RuleRef::new("1.4.1"), op.section(*faction)];
            breaks.extend(special.map(|s| s.section(*faction)));
            if *op == Operation::Assault {
                breaks.push(RuleRef::new("3.2.4"));
            }
            breaks
        }
        _ => return None,
    };
    // Where the step also brings as many pieces of the kind from
    // Out of Play, those sent there read as the legal step that
    // brought fewer (a Rally's Base and its optional piece, 3.3.1,
    // 3.4.1): such removals are left alone.
    let kind = |p: Piece| match p {
        Piece::GuerrillaActive => Piece::GuerrillaUnderground,
        other => other,
    };
    let returning = |p: Piece| -> u32 {
        site.body
            .iter()
            .map(|e| match e {
                Edit::MovePieces {
                    piece,
                    count,
                    from: Place::OutOfPlay,
                    ..
                } if kind(*piece) == kind(p) => u32::from(*count),
                _ => 0,
            })
            .sum()
    };
    let removals: Vec<usize> = removals
        .into_iter()
        .filter(|&i| match &site.body[i] {
            Edit::MovePieces { piece, count, .. } => u32::from(*count) > returning(*piece),
            _ => false,
        })
        .collect();
    let i = pick(rng, &removals)?;
    if let Edit::MovePieces { to, .. } = &mut out[i] {
        *to = Place::OutOfPlay;
    }
    Some(breaks)
}

/// Leaves an Operation's cost in Resources unpaid, or pays it twice (3.1).
fn cost_unpaid(site: &Site<'_>, twice: bool, out: &mut Vec<Edit>) -> Breaks {
    let (_, faction, _, with_special) = site.op?;
    if with_special {
        return None;
    }
    let track = Track::resources_of(faction)?;
    // What the step's own settings of the track took off, read
    // along the body so that Resources handed over (1.5.2) are not
    // taken for the cost.
    let along = track_along(site.before, site.body, track);
    let mut cost = 0;
    let mut last = None;
    for (i, edit) in site.body.iter().enumerate() {
        if let Edit::SetTrack { track: t, value } = edit
            && *t == track
        {
            cost += along.get(i)? - value;
            last = Some((i, *value));
        }
    }
    let (last, value) = last?;
    if cost <= 0 {
        return None;
    }
    if twice {
        // The last setting takes the cost off once more, where it
        // was set: the hand-overs after it still apply.
        let min = site.data.pieces.resources.value.min;
        let value = value.checked_sub(cost)?;
        if value < min || along.last()? - cost < min {
            return None;
        }
        *out.get_mut(last)? = Edit::SetTrack { track, value };
    } else {
        *out = without_track(site.body, track)?;
    }
    Some(vec![RuleRef::new("3.1"), site.section?])
}

/// Leaves a track the step must shift where it was (6.6, 6.7, 2.3.3, and
/// the Earnings phases).
fn track_not_shifted(site: &Site<'_>, out: &mut Vec<Edit>) -> Breaks {
    let (track, breaks) = match (&site.step.opener, site.op) {
        (_, Some((o @ (Operation::NonCooperation | Operation::Unrest), f, _, false))) => {
            (Track::Restraint, vec![o.section(f), RuleRef::new("6.6")])
        }
        (_, Some((Operation::Rally, Faction::Congress | Faction::MuslimLeague, _, false))) => (
            Track::Unity,
            vec![RuleRef::new("3.3.1"), RuleRef::new("6.7")],
        ),
        (
            Opener::Action(Declared {
                faction,
                choice: Choice::Pass,
                ..
            }),
            _,
        ) => (Track::resources_of(*faction)?, vec![RuleRef::new("2.3.3")]),
        (Opener::Phase(phase @ Phase::RajEarnings), _) => (Track::RajResources, vec![phase.rule()]),
        (Opener::Phase(phase @ Phase::RevolutionariesEarnings), _) => {
            (Track::RevolutionariesResources, vec![phase.rule()])
        }
        _ => return None,
    };
    let now = final_track(site.body, track)?;
    if now == site.before.tracks.get(track) {
        return None;
    }
    *out = without_track(site.body, track)?;
    Some(breaks)
}

/// Makes a Limited Operation place in a second space (2.3.5).
fn beyond_limited(site: &Site<'_>, out: &mut Vec<Edit>, rng: &mut ChaCha8Rng) -> Breaks {
    let map = &site.data.map;
    let (op, _, limited, _) = site.op?;
    if !limited || !matches!(op, Operation::Deploy | Operation::Rally) {
        return None;
    }
    let (_, piece, count, at) = pick(rng, &placements(site.body, &site.part))?;
    if site.before.available.get(piece) <= count {
        return None;
    }
    let kind = map.space(at).kind();
    let level = site.before.space(at).level;
    // Not a space the step takes pieces of the kind back from: one
    // placed there reads as one fewer taken back (1.4.1).
    let leaving = losing(site.body, piece);
    let others: Vec<SpaceId> = map
        .ids()
        .filter(|s| {
            *s != at
                && !leaving.contains(s)
                && map.space(*s).kind() == kind
                && (op == Operation::Deploy
                    || (site.before.space(*s).level <= SupportLevel::Neutral.max(level)
                        && site.before.space(*s).protests == 0))
        })
        .collect();
    let to = pick(rng, &others)?;
    out.push(Edit::placed(piece, 1, to));
    Some(vec![RuleRef::new("2.3.5")])
}

/// Leaves Underground a Guerrilla the Operation must activate.
fn left_underground(site: &Site<'_>, out: &mut Vec<Edit>, rng: &mut ChaCha8Rng) -> Breaks {
    let (op, _, _, _) = site.op?;
    if !matches!(
        op,
        Operation::Unrest | Operation::Attack | Operation::Sweep | Operation::Garrison
    ) {
        return None;
    }
    let flips: Vec<usize> = site
        .part
        .iter()
        .copied()
        .filter(|&i| match &site.body[i] {
            // A space whose only change was the flip would look
            // unselected (a Sweep in place, say), which is legal:
            // only a space the step changed otherwise is used.
            Edit::FlipGuerrillas {
                to_active: true,
                space,
                ..
            } => site.body.iter().any(|e| match e {
                Edit::MovePieces { from, to, .. } => {
                    *from == Place::Space(*space) || *to == Place::Space(*space)
                }
                Edit::AddMarker { space: s, .. } => s == space,
                _ => false,
            }),
            _ => false,
        })
        .collect();
    let i = pick(rng, &flips)?;
    out.remove(i);
    Some(vec![site.section?])
}

/// Leaves off an Unrest, Strike or Protest marker the step must place.
fn marker_not_placed(site: &Site<'_>, out: &mut Vec<Edit>, rng: &mut ChaCha8Rng) -> Breaks {
    let (indices, breaks): (Vec<usize>, Vec<RuleRef>) = match (&site.step.opener, site.op) {
        (
            _,
            Some((
                o @ (Operation::Unrest | Operation::CivilDisobedience | Operation::Attack),
                f,
                _,
                _,
            )),
        ) => (site.part.clone(), vec![o.section(f)]),
        (Opener::Phase(phase @ Phase::Strikes), _) => (
            (0..site.body.len()).collect(),
            vec![phase.rule(), RuleRef::new("1.12")],
        ),
        _ => return None,
    };
    let civil_disobedience = matches!(site.op, Some((Operation::CivilDisobedience, ..)));
    let adds: Vec<usize> = indices
        .into_iter()
        .filter(|&i| match &site.body[i] {
            Edit::AddMarker {
                marker: Marker::Unrest | Marker::Strike | Marker::Protest,
                space,
            } => {
                // A Civil Disobedience space left with no change at
                // all would look unselected, which is legal: only a
                // space the step changed otherwise is used.
                !civil_disobedience
                    || site.body.iter().any(|e| {
                        matches!(e, Edit::MovePieces { from: Place::Space(s), .. } if s == space)
                    })
            }
            _ => false,
        })
        .collect();
    let i = pick(rng, &adds)?;
    out.remove(i);
    Some(breaks)
}

/// Leaves on a marker the Reset or Strikes phase must remove.
fn marker_not_removed(site: &Site<'_>, out: &mut Vec<Edit>, rng: &mut ChaCha8Rng) -> Breaks {
    let breaks = match &site.step.opener {
        Opener::Phase(phase @ (Phase::Reset | Phase::Strikes)) => vec![phase.rule()],
        _ => return None,
    };
    let removals: Vec<usize> = (0..site.body.len())
        .filter(|&i| matches!(&site.body[i], Edit::RemoveMarker { .. }))
        .collect();
    let i = pick(rng, &removals)?;
    out.remove(i);
    Some(breaks)
}

/// Removes a Base in place of a piece an Attack or Assault takes first, the
/// Base's side still there to shield it.
fn base_first(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let (op, _, _, _) = site.op?;
    if !matches!(op, Operation::Attack | Operation::Assault) {
        return None;
    }
    let swaps: Vec<(usize, SpaceId, Piece)> = site
        .part
        .iter()
        .filter_map(|&i| match &site.body[i] {
            Edit::MovePieces {
                piece,
                from: Place::Space(s),
                to: Place::Available | Place::Jail,
                ..
            } => {
                let here = site.before.space(*s);
                let base = match piece {
                    Piece::CongressActivist | Piece::LeagueActivist if op == Operation::Attack => {
                        Piece::LeagueBase
                    }
                    // An Attack removes no Guerrilla: one taken off
                    // in it is the Revolutionaries' own, taken back
                    // (1.4.1), and so may be a Base.
                    Piece::GuerrillaUnderground | Piece::GuerrillaActive
                        if op == Operation::Assault =>
                    {
                        Piece::RevolutionariesBase
                    }
                    _ => return None,
                };
                (here.pieces.get(base) > 0).then_some((i, *s, base))
            }
            _ => None,
        })
        .collect();
    let (i, space, base) = pick(rng, &swaps)?;
    out[i] = Edit::MovePieces {
        piece: base,
        count: 1,
        from: Place::Space(space),
        to: Place::Available,
    };
    Some(vec![site.section?])
}

/// Ignores a die: one Sepoy more brought from Out of Play than the Crisis
/// Cubes die says, or one piece more released from Jail than a Rally's die
/// allows (3.3.1).
fn die_ignored(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    match &site.step.opener {
        Opener::Phase(phase @ Phase::CrisisCubes) => {
            let die = site.body.iter().find_map(|e| match e {
                Edit::Die(d) => Some(d.value),
                _ => None,
            })?;
            let i = site.body.iter().position(|e| {
                matches!(
                    e,
                    Edit::MovePieces {
                        piece: Piece::Sepoy,
                        from: Place::OutOfPlay,
                        ..
                    }
                )
            })?;
            if let Edit::MovePieces { count, .. } = &mut out[i] {
                if *count != die || site.before.out_of_play.get(Piece::Sepoy) <= die {
                    return None;
                }
                *count += 1;
            }
            Some(vec![phase.rule()])
        }
        _ => {
            let (op, faction, _, _) = site.op?;
            if op != Operation::Rally || faction == Faction::Revolutionaries {
                return None;
            }
            let releases: Vec<usize> = site
                .part
                .iter()
                .copied()
                .filter(|&i| {
                    matches!(
                        &site.body[i],
                        Edit::MovePieces {
                            from: Place::Jail,
                            to: Place::Available,
                            ..
                        }
                    )
                })
                .collect();
            let i = pick(rng, &releases)?;
            if let Edit::MovePieces { piece, count, .. } = &mut out[i] {
                if site.before.jail.get(*piece) <= *count {
                    return None;
                }
                *count += 1;
            }
            Some(vec![RuleRef::new("3.3.1")])
        }
    }
}

/// A track's value before each change of a body, and after the last.
fn track_along(before: &GameState, body: &[Edit], track: Track) -> Vec<i32> {
    let mut value = before.tracks.get(track);
    let mut out = Vec::with_capacity(body.len() + 1);
    for edit in body {
        out.push(value);
        match edit {
            Edit::SetTrack { track: t, value: v } if *t == track => value = *v,
            Edit::Transfer { from, to, amount } => {
                if Track::resources_of(*from) == Some(track) {
                    value -= i32::from(*amount);
                }
                if Track::resources_of(*to) == Some(track) {
                    value += i32::from(*amount);
                }
            }
            _ => {}
        }
    }
    out.push(value);
    out
}

/// One of the step's transfers hands over one more than the giver held,
/// where the giver is not the acting Faction (whose Operation would then
/// also go unpaid, a second mistake).
fn transfer_too_much(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let (before, max) = (site.before, site.data.pieces.resources.value.max);
    let Opener::Action(declared) = &site.step.opener else {
        return None;
    };
    // The giver's last transfer of the step, so that no later one of its
    // goes beyond what it holds in turn.
    let gives =
        |i: usize, giver: Faction| matches!(out[i], Edit::Transfer { from, .. } if from == giver);
    let transfers: Vec<usize> = (0..out.len())
        .filter(|&i| match out[i] {
            Edit::Transfer { from, .. } => {
                from != declared.faction && !(i + 1..out.len()).any(|j| gives(j, from))
            }
            _ => false,
        })
        .collect();
    let i = pick(rng, &transfers)?;
    let Edit::Transfer { from, to, amount } = out[i] else {
        return None;
    };
    let (giver, receiver) = (Track::resources_of(from)?, Track::resources_of(to)?);
    let had = track_along(before, out, giver)[i];
    let more = u8::try_from(had.checked_add(1)?).ok()?;
    let extra = i32::from(more) - i32::from(amount);
    // The receiver stays within the track (1.8).
    if track_along(before, out, receiver)[i + 1] + extra > max {
        return None;
    }
    out[i] = Edit::Transfer {
        from,
        to,
        amount: more,
    };
    // Later values the step gave either track keep what else it did.
    for edit in out.iter_mut().skip(i + 1) {
        if let Edit::SetTrack { track, value } = edit {
            if *track == giver {
                *value -= extra;
            } else if *track == receiver {
                *value += extra;
                if *value > max {
                    return None;
                }
            }
        }
    }
    Some(vec![RuleRef::new("1.5.2")])
}

/// An own piece the acting Faction took off the map to Available goes to
/// Jail instead.
fn own_back_to_jail(site: &Site<'_>, out: &mut [Edit], rng: &mut ChaCha8Rng) -> Breaks {
    let data = site.data;
    let Opener::Action(declared) = &site.step.opener else {
        return None;
    };
    let faction = declared.faction;
    let mut breaks = vec![RuleRef::new("1.4.1")];
    match declared.choice {
        Choice::Operation { op, special, .. } => {
            breaks.push(op.section(faction));
            breaks.extend(special.map(|s| s.section(faction)));
        }
        // An Event's own text may arrest: only a side known to remove
        // nothing is used.
        Choice::Event { card, shaded } if event_removes_nothing(data, card, shaded) => {
            breaks.push(RuleRef::new("5.1.3"));
        }
        _ => return None,
    }
    // Where the step also brings pieces of the kind out of Jail (a Rally's
    // release), one sent there reads as the legal step that released one
    // fewer: such pieces are left alone.
    let released = |p: Piece| {
        out.iter().any(|e| {
            matches!(e, Edit::MovePieces { piece, from: Place::Jail, .. }
                if same_kind(*piece, p))
        })
    };
    let own: Vec<usize> = (0..out.len())
        .filter(|&i| {
            matches!(&out[i], Edit::MovePieces { piece, from: Place::Space(_), to: Place::Available, .. }
                if piece.faction() == faction && *piece != Piece::Gandhi && faction != Faction::Raj
                    && !released(*piece))
        })
        .collect();
    let i = pick(rng, &own)?;
    if let Edit::MovePieces { to, .. } = &mut out[i] {
        *to = Place::Jail;
    }
    Some(breaks)
}

/// In an Operation with a Special Activity, a payment of the Operation's
/// own part taken out; every later value of the track is raised by as
/// much, so what the Special Activity spent or earned stays.
fn cost_beside_special(
    data: &GameData,
    before: &GameState,
    step: &Step,
    out: &mut Vec<Edit>,
    rng: &mut ChaCha8Rng,
) -> Breaks {
    let (op, faction, _, true) = operation(&step.opener)? else {
        return None;
    };
    let track = Track::resources_of(faction)?;
    let along = track_along(before, out, track);
    let payments: Vec<usize> = op_part(out)
        .into_iter()
        .filter(|&i| matches!(out[i], Edit::SetTrack { track: t, value } if t == track && value < along[i]))
        .collect();
    let i = pick(rng, &payments)?;
    let Edit::SetTrack { value, .. } = out[i] else {
        return None;
    };
    let cost = along[i] - value;
    out.remove(i);
    for edit in out.iter_mut().skip(i) {
        if let Edit::SetTrack { track: t, value } = edit
            && *t == track
        {
            *value += cost;
            if *value > data.pieces.resources.value.max {
                return None;
            }
        }
    }
    Some(vec![RuleRef::new("3.1"), op.section(faction)])
}

/// Whether a finding cites one of the sections, or a part of one.
fn cites(finding: &Finding, breaks: &[RuleRef]) -> bool {
    breaks
        .iter()
        .any(|b| finding.rule.parts().starts_with(b.parts()))
}

/// How the faults of one kind or section fared.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Tally {
    /// Caught by a headline error citing a section the fault breaks.
    pub right: u64,
    /// Caught, but with no headline citing a section the fault breaks.
    pub other: u64,
    /// Not caught.
    pub missed: u64,
    /// Errors raised in all, over the faults caught.
    pub findings: u64,
    /// Of which headlines: errors that follow from no other
    /// ([`crate::findings::groups`]).
    pub headlines: u64,
}

impl Tally {
    /// Faults applied.
    pub fn total(&self) -> u64 {
        self.right + self.other + self.missed
    }

    fn add(&mut self, other: &Tally) {
        self.right += other.right;
        self.other += other.other;
        self.missed += other.missed;
        self.findings += other.findings;
        self.headlines += other.headlines;
    }
}

/// What the harness found.
#[derive(Clone, Default, Debug)]
pub struct Fidelity {
    /// Games played.
    pub games: u64,
    /// Legal steps judged.
    pub legal_steps: u64,
    /// Of which the non-player engine made.
    pub engine_steps: u64,
    /// Legal steps that raised an error.
    pub false_alarms: u64,
    /// A few of them, as data.
    pub false_alarm_examples: Vec<Example>,
    /// Per kind of fault.
    pub by_kind: BTreeMap<Fault, Tally>,
    /// Per section the fault breaks (the first one named).
    pub by_section: BTreeMap<RuleRef, Tally>,
    /// Faults applied to the engine's steps.
    pub engine: Tally,
    /// A few faults missed or caught with another section, as data.
    pub examples: Vec<Example>,
    /// Per freedom of the rules ([`Freedom`]): the legal steps that played
    /// it, read from their log entries, and were judged.
    pub freedoms: BTreeMap<Freedom, FreedomTally>,
}

/// A step kept as an example: a false alarm (no fault), or a fault
/// missed or caught with another section. The program words it.
#[derive(Clone, Debug)]
pub struct Example {
    /// The game's seed.
    pub seed: u64,
    /// The step's first log entry, numbered from 1.
    pub entry: usize,
    /// What opened the step.
    pub opener: Opener,
    /// The fault applied, if any (none for a false alarm).
    pub fault: Option<Fault>,
    /// The errors raised (none when the fault was missed).
    pub raised: Vec<Finding>,
}

/// How often the legal steps of a run played one freedom.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct FreedomTally {
    /// Legal steps that played it and were judged.
    pub judged: u64,
    /// Of which raised an error: false alarms.
    pub false_alarms: u64,
}

const EXAMPLES: usize = 40;

impl Fidelity {
    /// Adds another run's figures.
    pub fn merge(&mut self, other: &Fidelity) {
        self.games += other.games;
        self.legal_steps += other.legal_steps;
        self.engine_steps += other.engine_steps;
        self.false_alarms += other.false_alarms;
        for e in &other.false_alarm_examples {
            if self.false_alarm_examples.len() < EXAMPLES {
                self.false_alarm_examples.push(e.clone());
            }
        }
        for (k, t) in &other.by_kind {
            self.by_kind.entry(*k).or_default().add(t);
        }
        for (k, t) in &other.by_section {
            self.by_section.entry(*k).or_default().add(t);
        }
        self.engine.add(&other.engine);
        for (k, t) in &other.freedoms {
            let mine = self.freedoms.entry(*k).or_default();
            mine.judged += t.judged;
            mine.false_alarms += t.false_alarms;
        }
        for e in &other.examples {
            if self.examples.len() < EXAMPLES {
                self.examples.push(e.clone());
            }
        }
    }

    /// All faults applied.
    pub fn total(&self) -> Tally {
        let mut all = Tally::default();
        for t in self.by_kind.values() {
            all.add(t);
        }
        all
    }
}

/// For each log entry, how many Factions had executed an Operation or the
/// Event on the current card before it (2.3.2), as the sequence of play
/// folds it from the log.
fn executed_before(data: &GameData, record: &GameRecord, states: &[GameState]) -> Vec<usize> {
    let mut progress = states.first().map(Progress::start).unwrap_or_default();
    let mut out = Vec::with_capacity(record.entries.len());
    for (i, entry) in record.entries.iter().enumerate() {
        out.push(progress.play.executed.len());
        if let (Some(before), Some(after)) = (states.get(i), states.get(i + 1)) {
            progress.step(data, &entry.edit, before, after);
        }
    }
    out
}

/// Counts the freedoms a legal step played, read from its log entries.
fn count_freedoms(
    data: &GameData,
    record: &GameRecord,
    states: &[GameState],
    (step, executed): (&Step, &[usize]),
    clean: bool,
    out: &mut Fidelity,
) {
    let (Some(entries), Some(around)) = (
        record.entries.get(step.at..=step.end),
        states.get(step.at..states.len().min(step.end + 2)),
    ) else {
        return;
    };
    let entries: Vec<Edit> = entries.iter().map(|e| e.edit.clone()).collect();
    let log = StepLog {
        entries: &entries,
        states: around,
        executed_before: executed.get(step.at).copied().unwrap_or(0),
    };
    for freedom in freedoms_in(data, &log) {
        let tally = out.freedoms.entry(freedom).or_default();
        tally.judged += 1;
        if !clean {
            tally.false_alarms += 1;
        }
    }
}

/// Judges every step of one game, and the faults applied to it.
pub fn judge_game(
    data: &GameData,
    seed: u64,
    record: &GameRecord,
    states: &[GameState],
) -> Fidelity {
    let mut out = Fidelity {
        games: 1,
        ..Fidelity::default()
    };
    let executed = executed_before(data, record, states);
    for (n, step) in steps(record).into_iter().enumerate() {
        let Some(before) = states.get(step.at) else {
            continue;
        };
        out.legal_steps += 1;
        if step.by_engine {
            out.engine_steps += 1;
        }
        let legal = judge_step(data, before, &step.opener, &step.body).unwrap_or_default();
        count_freedoms(
            data,
            record,
            states,
            (&step, &executed),
            legal.is_empty(),
            &mut out,
        );
        if !legal.is_empty() {
            out.false_alarms += 1;
            if out.false_alarm_examples.len() < EXAMPLES {
                out.false_alarm_examples.push(Example {
                    seed,
                    entry: step.at + 1,
                    opener: step.opener.clone(),
                    fault: None,
                    raised: legal.clone(),
                });
            }
            continue;
        }
        for (k, fault) in Fault::ALL.into_iter().enumerate() {
            let mut rng = ChaCha8Rng::seed_from_u64(
                seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ ((n as u64) << 8) ^ k as u64,
            );
            let Some(mutant) = mutate(data, before, &step, fault, &mut rng) else {
                continue;
            };
            let Some(found) = judge_step(data, before, &step.opener, &mutant.body) else {
                continue;
            };
            let mut tally = Tally::default();
            let follows = follows(&found);
            let headlines = || {
                found
                    .iter()
                    .zip(&follows)
                    .filter(|(_, up)| up.is_none())
                    .map(|(f, _)| f)
            };
            if found.is_empty() {
                tally.missed = 1;
            } else if headlines().any(|f| cites(f, &mutant.breaks)) {
                tally.right = 1;
            } else {
                tally.other = 1;
            }
            tally.findings = found.len() as u64;
            tally.headlines = headlines().count() as u64;
            if tally.right == 0 && out.examples.len() < EXAMPLES {
                out.examples.push(Example {
                    seed,
                    entry: step.at + 1,
                    opener: step.opener.clone(),
                    fault: Some(fault),
                    raised: found.clone(),
                });
            }
            out.by_kind.entry(fault).or_default().add(&tally);
            if let Some(first) = mutant.breaks.first() {
                out.by_section.entry(*first).or_default().add(&tally);
            }
            if step.by_engine {
                out.engine.add(&tally);
            }
        }
    }
    out
}

/// Plays a game from a seed and judges it. `data` should come from
/// [`crate::playout::simulation_data`] (and
/// [`crate::simulation::simulation_aid`] when non-players are seated).
pub fn run_game(
    data: &GameData,
    scenario: &str,
    seed: u64,
    seats: PerFaction<Seat>,
) -> Result<Fidelity, PlayoutError> {
    let checks = Checks {
        state_after_each_step: true,
        round_trip_each_step: false,
    };
    let summary = play_game(data, scenario, seed, seats, checks)?;
    Ok(judge_game(data, seed, &summary.record, &summary.states))
}

impl Fidelity {
    /// How many legal steps played a freedom and were judged.
    pub fn freedom(&self, freedom: Freedom) -> FreedomTally {
        self.freedoms.get(&freedom).copied().unwrap_or_default()
    }

    /// The freedoms of the rules no legal step played.
    pub fn unplayed(&self) -> Vec<Freedom> {
        Freedom::ALL
            .into_iter()
            .filter(|f| self.freedom(*f).judged == 0)
            .collect()
    }
}
