//! The freedoms the rulebook leaves a player: every choice a legal step
//! may make one way or another, each with the section that allows it, and
//! a classifier that reads from a step's log entries which of them it
//! played. The fidelity harness counts, per freedom, the legal steps that
//! played it and were judged ([`crate::fidelity`]), so that its count of
//! false alarms says which choices it rests on.

use crate::action::campaign::strike_candidates;
use crate::data::GameData;
use crate::data::effects::{Count, EventMarker, Removable, Step as EffectStep};
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::GameState;
use crate::vocab::action::{Choice, Declared, Operation, Special};
use crate::vocab::phase::Phase;
use crate::{edit::Edit, ids::Place};
use coin_table::RuleRef;

/// A choice the rules leave to the acting Faction (or the table).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Freedom {
    /// Own pieces taken back to Available during a Rally.
    OwnBackInRally,
    /// Own pieces taken back to Available during another Operation.
    OwnBackInOperation,
    /// Own pieces taken back to Available during a Special Activity.
    OwnBackInSpecial,
    /// Own pieces taken back to Available during an Event.
    OwnBackInEvent,
    /// An own Base taken back to Available.
    OwnBaseBack,
    /// Deploy takes cubes from the map when none of the kind are Available.
    DeployCubesFromMap,
    /// The Raj hands Resources to the Revolutionaries during an Operation.
    TransferRajToRevsInOperation,
    /// The Revolutionaries hand Resources to the Raj during an Operation.
    TransferRevsToRajInOperation,
    /// The Raj hands Resources to the Revolutionaries during an Event.
    TransferRajToRevsInEvent,
    /// The Revolutionaries hand Resources to the Raj during an Event.
    TransferRevsToRajInEvent,
    /// Resources handed over inside a Special Activity.
    TransferInSpecial,
    /// The Special Activity before the Operation's first space.
    SpecialBefore,
    /// The Special Activity between the Operation's spaces.
    SpecialBetween,
    /// The Special Activity after the Operation's last space.
    SpecialAfter,
    /// The 1st Eligible: an Operation without a Special Activity.
    FirstOperationOnly,
    /// The 1st Eligible: an Operation with a Special Activity.
    FirstOperationWithSpecial,
    /// The 1st Eligible: the Event.
    FirstEvent,
    /// The 1st Eligible (or the next in line) Passes.
    FirstPass,
    /// A Limited Operation.
    LimitedOperation,
    /// The 2nd Eligible: the Event, after an Operation with a Special Activity.
    SecondEvent,
    /// The 2nd Eligible: an Operation with a Special Activity, after the Event.
    SecondOperationWithSpecial,
    /// The 2nd Eligible: a full Operation without a Special Activity, after the Event.
    SecondOperationOnly,
    /// The 2nd Eligible Passes.
    SecondPass,
    /// A Passing NV Faction moves an Activist from Out of Play to Available.
    PassActivistFromOutOfPlay,
    /// Garrison cubes travel along Railways and Cities.
    GarrisonAlongRailways,
    /// Sweep cubes pass through a Railway on their way.
    SweepThroughRailway,
    /// Underground Guerrillas March along a chain of Railways and Cities.
    MarchAlongRailways,
    /// Civil Disobedience moves Activists onto adjacent Railways.
    CivilDisobedienceOntoRailway,
    /// Crisis cubes brought onto a Railway.
    CrisisCubesOnRailway,
    /// Raj Redeploy moves cubes onto a Railway.
    RedeployOntoRailway,
    /// Congress or the League select fewer spaces than their allowance.
    FewerSpacesThanAllowed,
    /// The Raj operates in a space with Troops only, paying nothing there.
    TroopsOnlyInSpace,
    /// The Raj uses Sepoys in a space, and pays for it.
    SepoysInSpace,
    /// The League Rallies a Base in place of Activists.
    LeagueRallyBase,
    /// The Revolutionaries Rally a Base in place of Guerrillas.
    RevsRallyBase,
    /// An NV Rally moves an Activist from Out of Play.
    RallyActivistFromOutOfPlay,
    /// An NV Rally releases Activists from Jail.
    RallyReleaseFromJail,
    /// A Revolutionaries Rally moves a Guerrilla from Out of Play.
    RevsRallyFromOutOfPlay,
    /// Deploy moves cubes from Out of Play to Available.
    DeployFromOutOfPlay,
    /// Deploy places fewer than six cubes in a City.
    DeployFewerThanSix,
    /// A Congress Rally places fewer Activists than the Population.
    CongressRallyFewer,
    /// The Crisis brings fewer cubes than the die allows.
    CrisisCubesFewer,
    /// A die typed in from the table's own dice.
    DieTypedIn,
    /// An Operation's Resources paid at once, after its spaces.
    PayAtOnceAtEnd,
    /// An Operation's Resources paid space by space.
    PayPerSpace,
    /// Congress picks which Railways get the few Strikes Available.
    StrikesChosen,
    /// The Raj spends Resources on Imperialism in the Support Phase.
    ImperialismSpent,
    /// Constructive Programme shifts spaces towards Opposition.
    ConstructiveProgramme,
    /// Pakistan Movement places a League Base.
    PakistanMovementBase,
    /// Secret Societies place a Revolutionaries Base.
    SecretSocietiesBase,
    /// The Raj moves cubes in its Redeploy.
    RajRedeployMoves,
    /// Congress moves Activists or Gandhi it need not move in its Redeploy.
    CongressRedeployVoluntary,
    /// The League moves Activists it need not move in its Redeploy.
    LeagueRedeployVoluntary,
    /// The Revolutionaries move Guerrillas they need not move in their Redeploy.
    RevsRedeployVoluntary,
    /// The unshaded text of an Event.
    EventUnshaded,
    /// The shaded text of an Event.
    EventShaded,
    /// Fewer than an Event's "up to" allows.
    EventUpToFewer,
    /// Aid pays to flip Guerrillas Underground.
    AidFlipUnderground,
    /// Persuade Activates Guerrillas instead of removing a piece.
    PersuadeActivates,
}

impl Freedom {
    /// Every freedom, in report order.
    pub const ALL: [Freedom; 59] = [
        Freedom::OwnBackInRally,
        Freedom::OwnBackInOperation,
        Freedom::OwnBackInSpecial,
        Freedom::OwnBackInEvent,
        Freedom::OwnBaseBack,
        Freedom::DeployCubesFromMap,
        Freedom::TransferRajToRevsInOperation,
        Freedom::TransferRevsToRajInOperation,
        Freedom::TransferRajToRevsInEvent,
        Freedom::TransferRevsToRajInEvent,
        Freedom::TransferInSpecial,
        Freedom::SpecialBefore,
        Freedom::SpecialBetween,
        Freedom::SpecialAfter,
        Freedom::FirstOperationOnly,
        Freedom::FirstOperationWithSpecial,
        Freedom::FirstEvent,
        Freedom::FirstPass,
        Freedom::LimitedOperation,
        Freedom::SecondEvent,
        Freedom::SecondOperationWithSpecial,
        Freedom::SecondOperationOnly,
        Freedom::SecondPass,
        Freedom::PassActivistFromOutOfPlay,
        Freedom::GarrisonAlongRailways,
        Freedom::SweepThroughRailway,
        Freedom::MarchAlongRailways,
        Freedom::CivilDisobedienceOntoRailway,
        Freedom::CrisisCubesOnRailway,
        Freedom::RedeployOntoRailway,
        Freedom::FewerSpacesThanAllowed,
        Freedom::TroopsOnlyInSpace,
        Freedom::SepoysInSpace,
        Freedom::LeagueRallyBase,
        Freedom::RevsRallyBase,
        Freedom::RallyActivistFromOutOfPlay,
        Freedom::RallyReleaseFromJail,
        Freedom::RevsRallyFromOutOfPlay,
        Freedom::DeployFromOutOfPlay,
        Freedom::DeployFewerThanSix,
        Freedom::CongressRallyFewer,
        Freedom::CrisisCubesFewer,
        Freedom::DieTypedIn,
        Freedom::PayAtOnceAtEnd,
        Freedom::PayPerSpace,
        Freedom::StrikesChosen,
        Freedom::ImperialismSpent,
        Freedom::ConstructiveProgramme,
        Freedom::PakistanMovementBase,
        Freedom::SecretSocietiesBase,
        Freedom::RajRedeployMoves,
        Freedom::CongressRedeployVoluntary,
        Freedom::LeagueRedeployVoluntary,
        Freedom::RevsRedeployVoluntary,
        Freedom::EventUnshaded,
        Freedom::EventShaded,
        Freedom::EventUpToFewer,
        Freedom::AidFlipUnderground,
        Freedom::PersuadeActivates,
    ];

    /// The section that leaves the choice open.
    pub fn section(self) -> RuleRef {
        use Freedom as F;
        match self {
            F::OwnBackInRally
            | F::OwnBackInOperation
            | F::OwnBackInSpecial
            | F::OwnBackInEvent
            | F::OwnBaseBack => RuleRef::new("1.4.1"),
            F::DeployCubesFromMap | F::DeployFromOutOfPlay | F::DeployFewerThanSix => {
                RuleRef::new("3.2.1")
            }
            F::TroopsOnlyInSpace | F::SepoysInSpace => RuleRef::new("3.2"),
            F::TransferRajToRevsInOperation
            | F::TransferRevsToRajInOperation
            | F::TransferRajToRevsInEvent
            | F::TransferRevsToRajInEvent
            | F::TransferInSpecial => RuleRef::new("1.5.2"),
            F::SpecialBefore | F::SpecialBetween | F::SpecialAfter => RuleRef::new("4.1"),
            F::FirstOperationOnly
            | F::FirstOperationWithSpecial
            | F::FirstEvent
            | F::SecondEvent
            | F::SecondOperationWithSpecial
            | F::SecondOperationOnly => RuleRef::new("2.3.4"),
            F::FirstPass | F::SecondPass | F::PassActivistFromOutOfPlay => RuleRef::new("2.3.3"),
            F::LimitedOperation => RuleRef::new("2.3.5"),
            F::GarrisonAlongRailways => RuleRef::new("3.2.2"),
            F::SweepThroughRailway => RuleRef::new("3.2.3"),
            F::MarchAlongRailways => RuleRef::new("3.4.2"),
            F::CivilDisobedienceOntoRailway => RuleRef::new("3.3.3"),
            F::CrisisCubesOnRailway | F::CrisisCubesFewer => RuleRef::new("6.8"),
            F::RedeployOntoRailway | F::RajRedeployMoves => RuleRef::new("6.4.2"),
            F::FewerSpacesThanAllowed => RuleRef::new("3.1"),
            F::LeagueRallyBase
            | F::RallyActivistFromOutOfPlay
            | F::RallyReleaseFromJail
            | F::CongressRallyFewer => RuleRef::new("3.3.1"),
            F::RevsRallyBase | F::RevsRallyFromOutOfPlay => RuleRef::new("3.4.1"),
            F::DieTypedIn => RuleRef::new("1.2"),
            F::PayAtOnceAtEnd | F::PayPerSpace => RuleRef::new("3.1.5"),
            F::StrikesChosen => RuleRef::new("6.2.1"),
            F::ImperialismSpent => RuleRef::new("6.3.1"),
            F::ConstructiveProgramme => RuleRef::new("6.3.2"),
            F::PakistanMovementBase => RuleRef::new("6.3.3"),
            F::SecretSocietiesBase => RuleRef::new("6.3.4"),
            F::CongressRedeployVoluntary => RuleRef::new("6.4.3"),
            F::LeagueRedeployVoluntary => RuleRef::new("6.4.4"),
            F::RevsRedeployVoluntary => RuleRef::new("6.4.5"),
            F::EventUnshaded | F::EventShaded => RuleRef::new("5.2"),
            F::EventUpToFewer => RuleRef::new("5.1"),
            F::AidFlipUnderground => RuleRef::new("4.5.1"),
            F::PersuadeActivates => RuleRef::new("4.3.3"),
        }
    }
}

/// One step of a game as logged: the entry that opened it (a declaration
/// or a Campaign Round step), its changes, and the `Done` that closed it.
#[derive(Clone, Copy, Debug)]
pub struct StepLog<'a> {
    /// The entries, from the opening one to the closing `Done`.
    pub entries: &'a [Edit],
    /// The state before each entry, then the state after the last one.
    pub states: &'a [GameState],
    /// How many Factions had already executed an Operation or the Event on
    /// the current card when the step opened (2.3.2).
    pub executed_before: usize,
}

/// Whether an entry belongs to the Special Activity or to the rest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    Main,
    Special,
}

/// One entry of a step's body, with the state it was made in.
struct Entry<'a> {
    edit: &'a Edit,
    before: &'a GameState,
    part: Part,
}

impl<'a> StepLog<'a> {
    fn first_state(&self) -> Option<&'a GameState> {
        self.states.first()
    }

    fn last_state(&self) -> Option<&'a GameState> {
        self.states
            .get(self.entries.len())
            .or_else(|| self.states.last())
    }

    /// The entries between the opening one and the end, each with the
    /// state it was made in and the part it belongs to.
    fn body(&self) -> Vec<Entry<'a>> {
        let mut part = Part::Main;
        let mut out = Vec::new();
        for (i, edit) in self.entries.iter().enumerate().skip(1) {
            if matches!(edit, Edit::Done { .. }) {
                break;
            }
            let Some(before) = self.states.get(i) else {
                break;
            };
            match edit {
                Edit::SpecialStarts => part = Part::Special,
                Edit::SpecialEnds => part = Part::Main,
                _ => {}
            }
            out.push(Entry { edit, before, part });
        }
        out
    }
}

/// The freedoms a step played, read from its log entries, each once, in
/// report order.
pub fn freedoms_in(data: &GameData, step: &StepLog<'_>) -> Vec<Freedom> {
    let mut out = Vec::new();
    match step.entries.first() {
        Some(Edit::Declare(declared)) => action_freedoms(data, step, declared, &mut out),
        Some(Edit::Phase(phase)) => phase_freedoms(data, step, *phase, &mut out),
        _ => {}
    }
    let typed_in = step.entries.iter().any(|e| match e {
        Edit::Die(die) => !die.rolled,
        Edit::Declare(declared) => declared.dice.iter().any(|d| !d.rolled),
        _ => false,
    });
    if typed_in {
        out.push(Freedom::DieTypedIn);
    }
    out.sort();
    out.dedup();
    out
}

fn action_freedoms(
    data: &GameData,
    step: &StepLog<'_>,
    declared: &Declared,
    out: &mut Vec<Freedom>,
) {
    out.extend(choice_freedoms(declared.choice, step.executed_before));
    let body = step.body();
    match declared.choice {
        Choice::Pass => pass_freedoms(declared.faction, &body, out),
        Choice::Operation {
            op,
            limited,
            special,
        } => {
            own_taken_back(declared.faction, Some(op), step, &body, out, &|_| false);
            transfers(false, &body, out);
            special_order(&body, out);
            operation_freedoms(data, step, (declared.faction, op, limited), &body, out);
            if let Some(special) = special {
                special_freedoms(special, &body, out);
            }
        }
        Choice::Event { card, shaded } => {
            let text_may_remove = |piece: Piece| !event_cannot_remove(data, card, shaded, piece);
            own_taken_back(declared.faction, None, step, &body, out, &text_may_remove);
            transfers(true, &body, out);
            event_up_to(data, step, (card, shaded), &body, out);
        }
    }
}

/// What the declaration chose among the options of 2.3.3–2.3.5 and 5.2.
fn choice_freedoms(choice: Choice, executed_before: usize) -> Vec<Freedom> {
    let first = executed_before == 0;
    let pick = |a, b| if first { a } else { b };
    match choice {
        Choice::Pass => vec![pick(Freedom::FirstPass, Freedom::SecondPass)],
        Choice::Operation { limited: true, .. } => vec![Freedom::LimitedOperation],
        Choice::Operation { special: None, .. } => vec![pick(
            Freedom::FirstOperationOnly,
            Freedom::SecondOperationOnly,
        )],
        Choice::Operation {
            special: Some(_), ..
        } => vec![pick(
            Freedom::FirstOperationWithSpecial,
            Freedom::SecondOperationWithSpecial,
        )],
        Choice::Event { shaded, .. } => vec![
            pick(Freedom::FirstEvent, Freedom::SecondEvent),
            if shaded {
                Freedom::EventShaded
            } else {
                Freedom::EventUnshaded
            },
        ],
    }
}

fn pass_freedoms(faction: Faction, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let nv = matches!(faction, Faction::Congress | Faction::MuslimLeague);
    let brought = body.iter().any(|e| {
        matches!(
            e.edit,
            Edit::MovePieces {
                piece: Piece::CongressActivist | Piece::LeagueActivist,
                from: Place::OutOfPlay,
                to: Place::Available,
                ..
            }
        )
    });
    if nv && brought {
        out.push(Freedom::PassActivistFromOutOfPlay);
    }
}

/// Whether the data knows the Event side's text and it removes no piece,
/// so that any piece of the acting Faction's taken off the map was its own
/// choice (1.4.1).
pub fn event_removes_nothing(data: &GameData, card: u8, shaded: bool) -> bool {
    data.cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .is_some_and(|effect| {
            !effect
                .value
                .steps
                .iter()
                .any(|s| matches!(s, EffectStep::Remove { .. } | EffectStep::ArrestGandhi))
        })
}

/// Whether the data knows the whole of the Event side's text and none of
/// its steps can take `piece` off the map, so that the acting Faction's
/// `piece` taken back was its own choice (1.4.1).
fn event_cannot_remove(data: &GameData, card: u8, shaded: bool, piece: Piece) -> bool {
    data.cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .is_some_and(|effect| {
            effect.value.complete
                && !effect.value.steps.iter().any(|s| match s {
                    EffectStep::Remove { pieces, .. } => match pieces {
                        Removable::AllOfOneFaction => true,
                        Removable::Guerrillas => {
                            matches!(piece, Piece::GuerrillaUnderground | Piece::GuerrillaActive)
                        }
                        Removable::Bases => piece.is_base(),
                    },
                    EffectStep::ArrestGandhi => piece == Piece::Gandhi,
                    _ => false,
                })
        })
}

/// The acting Faction's own pieces taken off the map to Available (1.4.1),
/// beyond those a Rally's Base replaces (3.3.1, 3.4.1) and those an Event's
/// text may have taken (`text_may_remove`).
fn own_taken_back(
    faction: Faction,
    op: Option<Operation>,
    step: &StepLog<'_>,
    body: &[Entry<'_>],
    out: &mut Vec<Freedom>,
    text_may_remove: &dyn Fn(Piece) -> bool,
) {
    if faction == Faction::Raj {
        return;
    }
    let unity = step.first_state().map_or(0, |s| s.tracks.unity.max(0));
    let bases_placed = |space: SpaceId| -> i32 {
        body.iter()
            .filter(|e| e.part == Part::Main)
            .map(|e| match e.edit {
                Edit::MovePieces {
                    piece: Piece::LeagueBase | Piece::RevolutionariesBase,
                    count,
                    from: Place::Available,
                    to: Place::Space(s),
                } if *s == space => i32::from(*count),
                _ => 0,
            })
            .sum()
    };
    let mut replaced: Vec<(SpaceId, i32)> = Vec::new();
    for e in body {
        let Edit::MovePieces {
            piece,
            count,
            from: Place::Space(space),
            to: Place::Available,
        } = e.edit
        else {
            continue;
        };
        if piece.faction() != faction || *piece == Piece::Gandhi || text_may_remove(*piece) {
            continue;
        }
        let base = matches!(piece, Piece::LeagueBase | Piece::RevolutionariesBase);
        let mut count = i32::from(*count);
        if op == Some(Operation::Rally) && e.part == Part::Main && !base {
            // A Rally's Base replaces Unity's worth of the pieces there.
            let used = replaced
                .iter()
                .filter(|(s, _)| s == space)
                .map(|(_, n)| *n)
                .sum::<i32>();
            let excused = (bases_placed(*space) * unity - used).clamp(0, count);
            replaced.push((*space, excused));
            count -= excused;
        }
        if count <= 0 {
            continue;
        }
        out.push(match (e.part, op) {
            (Part::Special, _) => Freedom::OwnBackInSpecial,
            (Part::Main, None) => Freedom::OwnBackInEvent,
            (Part::Main, Some(Operation::Rally)) => Freedom::OwnBackInRally,
            (Part::Main, Some(_)) => Freedom::OwnBackInOperation,
        });
        if base {
            out.push(Freedom::OwnBaseBack);
        }
    }
}

/// Resources handed between the Raj and the Revolutionaries (1.5.2).
fn transfers(event: bool, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    for e in body {
        let Edit::Transfer { from, to, .. } = e.edit else {
            continue;
        };
        let raj_to_revs = match (from, to) {
            (Faction::Raj, Faction::Revolutionaries) => true,
            (Faction::Revolutionaries, Faction::Raj) => false,
            _ => continue,
        };
        out.push(match (e.part, event, raj_to_revs) {
            (Part::Special, _, _) => Freedom::TransferInSpecial,
            (Part::Main, false, true) => Freedom::TransferRajToRevsInOperation,
            (Part::Main, false, false) => Freedom::TransferRevsToRajInOperation,
            (Part::Main, true, true) => Freedom::TransferRajToRevsInEvent,
            (Part::Main, true, false) => Freedom::TransferRevsToRajInEvent,
        });
    }
}

/// The space a place is, if it is one.
fn on_map(place: Place) -> Option<SpaceId> {
    match place {
        Place::Space(s) => Some(s),
        _ => None,
    }
}

/// Whether an entry changes something in a map space.
fn changes_space(edit: &Edit) -> bool {
    match edit {
        Edit::MovePieces { from, to, .. } => on_map(*from).is_some() || on_map(*to).is_some(),
        Edit::FlipGuerrillas { .. }
        | Edit::AddMarker { .. }
        | Edit::RemoveMarker { .. }
        | Edit::MoveMarker { .. }
        | Edit::SetLevel { .. } => true,
        _ => false,
    }
}

/// The spaces an entry changes.
fn spaces_changed(edit: &Edit) -> Vec<SpaceId> {
    match edit {
        Edit::MovePieces { from, to, .. } => on_map(*from).into_iter().chain(on_map(*to)).collect(),
        Edit::FlipGuerrillas { space, .. }
        | Edit::AddMarker { space, .. }
        | Edit::RemoveMarker { space, .. }
        | Edit::SetLevel { space, .. } => vec![*space],
        Edit::MoveMarker { from, to, .. } => vec![*from, *to],
        _ => Vec::new(),
    }
}

/// When the Special Activity came: before, amid or after the Operation's
/// changes to the map (4.1).
fn special_order(body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let Some(start) = body
        .iter()
        .position(|e| matches!(e.edit, Edit::SpecialStarts))
    else {
        return;
    };
    let op_change = |e: &Entry<'_>| e.part == Part::Main && changes_space(e.edit);
    let before = body[..start].iter().any(op_change);
    let after = body[start..].iter().any(op_change);
    out.extend(match (before, after) {
        (false, true) => Some(Freedom::SpecialBefore),
        (true, true) => Some(Freedom::SpecialBetween),
        (true, false) => Some(Freedom::SpecialAfter),
        (false, false) => None,
    });
}

/// A piece moved from one map space to another in the Operation's part.
fn main_moves<'a>(
    body: &'a [Entry<'a>],
) -> impl Iterator<Item = (&'a Entry<'a>, Piece, u8, SpaceId, SpaceId)> {
    body.iter()
        .filter(|e| e.part == Part::Main)
        .filter_map(|e| match e.edit {
            Edit::MovePieces {
                piece,
                count,
                from: Place::Space(a),
                to: Place::Space(b),
            } if a != b => Some((e, *piece, *count, *a, *b)),
            _ => None,
        })
}

/// Whether the Operation's part moved a piece of the kind from one box to another.
fn main_box_move(body: &[Entry<'_>], pieces: &[Piece], from: Place, to: Place) -> bool {
    body.iter().filter(|e| e.part == Part::Main).any(|e| {
        matches!(e.edit, Edit::MovePieces { piece, from: f, to: t, .. }
            if pieces.contains(piece) && *f == from && *t == to)
    })
}

const CUBES: [Piece; 2] = [Piece::Troop, Piece::Sepoy];
const ACTIVISTS: [Piece; 2] = [Piece::CongressActivist, Piece::LeagueActivist];
const GUERRILLAS: [Piece; 2] = [Piece::GuerrillaUnderground, Piece::GuerrillaActive];

fn operation_freedoms(
    data: &GameData,
    step: &StepLog<'_>,
    (faction, op, limited): (Faction, Operation, bool),
    body: &[Entry<'_>],
    out: &mut Vec<Freedom>,
) {
    let map = &data.map;
    let far = main_moves(body).any(|(_, _, _, a, b)| !map.adjacent(a, b));
    let onto_railway =
        main_moves(body).any(|(_, p, _, _, b)| ACTIVISTS.contains(&p) && map.space(b).is_railway());
    match op {
        Operation::Deploy => deploy_freedoms(body, out),
        Operation::Garrison if far => out.push(Freedom::GarrisonAlongRailways),
        Operation::Sweep if far => out.push(Freedom::SweepThroughRailway),
        Operation::March if far => out.push(Freedom::MarchAlongRailways),
        Operation::CivilDisobedience if onto_railway => {
            out.push(Freedom::CivilDisobedienceOntoRailway)
        }
        Operation::Rally => rally_freedoms(data, faction, body, out),
        _ => {}
    }
    match faction {
        Faction::Raj => troops_or_sepoys(body, out),
        Faction::Congress | Faction::MuslimLeague if !limited => {
            fewer_spaces(step, (faction, op), body, out)
        }
        _ => {}
    }
    payments(faction, body, out);
}

fn deploy_freedoms(body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    if main_moves(body).any(|(_, p, _, _, _)| CUBES.contains(&p)) {
        out.push(Freedom::DeployCubesFromMap);
    }
    if main_box_move(body, &CUBES, Place::OutOfPlay, Place::Available) {
        out.push(Freedom::DeployFromOutOfPlay);
    }
    // Cubes placed per City, from Available or from elsewhere on the map.
    let mut placed: Vec<(SpaceId, u32)> = Vec::new();
    for e in body.iter().filter(|e| e.part == Part::Main) {
        if let Edit::MovePieces {
            piece,
            count,
            from: Place::Available | Place::Space(_),
            to: Place::Space(city),
        } = e.edit
            && CUBES.contains(piece)
        {
            match placed.iter_mut().find(|(s, _)| s == city) {
                Some((_, n)) => *n += u32::from(*count),
                None => placed.push((*city, u32::from(*count))),
            }
        }
    }
    if placed.iter().any(|(_, n)| *n < 6) {
        out.push(Freedom::DeployFewerThanSix);
    }
}

fn rally_freedoms(data: &GameData, faction: Faction, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let placed_base = |base| {
        body.iter().filter(|e| e.part == Part::Main).any(|e| {
            matches!(e.edit, Edit::MovePieces { piece, from: Place::Available, to: Place::Space(_), .. } if *piece == base)
        })
    };
    match faction {
        Faction::Revolutionaries => {
            if placed_base(Piece::RevolutionariesBase) {
                out.push(Freedom::RevsRallyBase);
            }
            if main_box_move(body, &GUERRILLAS, Place::OutOfPlay, Place::Available) {
                out.push(Freedom::RevsRallyFromOutOfPlay);
            }
            return;
        }
        Faction::MuslimLeague if placed_base(Piece::LeagueBase) => {
            out.push(Freedom::LeagueRallyBase)
        }
        Faction::Congress => congress_rally_fewer(data, body, out),
        _ => {}
    }
    if main_box_move(body, &ACTIVISTS, Place::OutOfPlay, Place::Available) {
        out.push(Freedom::RallyActivistFromOutOfPlay);
    }
    if main_box_move(body, &ACTIVISTS, Place::Jail, Place::Available) {
        out.push(Freedom::RallyReleaseFromJail);
    }
}

/// A Congress Rally that placed fewer Activists in a space than its
/// Population while more were Available (3.3.1: "up to").
fn congress_rally_fewer(data: &GameData, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let fewer = body
        .iter()
        .filter(|e| e.part == Part::Main)
        .any(|e| match e.edit {
            Edit::MovePieces {
                piece: Piece::CongressActivist,
                count,
                from: Place::Available,
                to: Place::Space(s),
            } => {
                *count < data.map.space(*s).population()
                    && e.before.available.get(Piece::CongressActivist) > *count
            }
            _ => false,
        });
    if fewer {
        out.push(Freedom::CongressRallyFewer);
    }
}

/// Raj Operations: a space entered or placed in with Troops only, or with
/// Sepoys (3.2).
fn troops_or_sepoys(body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let mut into: Vec<(SpaceId, bool)> = Vec::new();
    for e in body.iter().filter(|e| e.part == Part::Main) {
        if let Edit::MovePieces {
            piece,
            to: Place::Space(s),
            from,
            ..
        } = e.edit
            && CUBES.contains(piece)
            && *from != Place::Space(*s)
        {
            let sepoy = *piece == Piece::Sepoy;
            match into.iter_mut().find(|(x, _)| x == s) {
                Some((_, any)) => *any |= sepoy,
                None => into.push((*s, sepoy)),
            }
        }
    }
    if into.iter().any(|(_, sepoys)| !sepoys) {
        out.push(Freedom::TroopsOnlyInSpace);
    }
    if into.iter().any(|(_, sepoys)| *sepoys) {
        out.push(Freedom::SepoysInSpace);
    }
}

/// Congress or the League changing fewer spaces that count against their
/// allowance than Restraint or Unity allows (3.3).
fn fewer_spaces(
    step: &StepLog<'_>,
    (faction, op): (Faction, Operation),
    body: &[Entry<'_>],
    out: &mut Vec<Freedom>,
) {
    let Some(before) = step.first_state() else {
        return;
    };
    let free = |s: SpaceId| {
        let here = before.space(s);
        match faction {
            Faction::Congress => here.protests > 0 || here.pieces.get(Piece::Gandhi) > 0,
            _ => here.pieces.get(Piece::LeagueBase) > 0,
        }
    };
    let allowance = match faction {
        Faction::Congress => before.tracks.restraint,
        _ => before.tracks.unity,
    };
    let mut counted: Vec<SpaceId> = Vec::new();
    for e in body.iter().filter(|e| e.part == Part::Main) {
        let spaces = match e.edit {
            // A Civil Disobedience space's Activists leave it for Railways;
            // elsewhere a move's destination is the space selected.
            Edit::MovePieces {
                from: Place::Space(s),
                ..
            } if op == Operation::CivilDisobedience => vec![*s],
            Edit::MovePieces {
                to: Place::Space(s),
                ..
            } if op != Operation::CivilDisobedience => vec![*s],
            Edit::MovePieces { .. } => Vec::new(),
            other => spaces_changed(other),
        };
        counted.extend(spaces.into_iter().filter(|s| !free(*s)));
    }
    counted.sort();
    counted.dedup();
    if !counted.is_empty() && i32::try_from(counted.len()).unwrap_or(i32::MAX) < allowance {
        out.push(Freedom::FewerSpacesThanAllowed);
    }
}

/// How an Operation's Resources were paid: at once after its changes, or
/// space by space (3.1.5, 4.1).
fn payments(faction: Faction, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let track = match faction {
        Faction::Raj => crate::vocab::track::Track::RajResources,
        Faction::Revolutionaries => crate::vocab::track::Track::RevolutionariesResources,
        _ => return,
    };
    let now = |s: &GameState| match faction {
        Faction::Raj => s.tracks.raj_resources,
        _ => s.tracks.revolutionaries_resources,
    };
    let main: Vec<&Entry<'_>> = body.iter().filter(|e| e.part == Part::Main).collect();
    let paid: Vec<usize> = (0..main.len())
        .filter(|&i| matches!(main[i].edit, Edit::SetTrack { track: t, value } if *t == track && *value < now(main[i].before)))
        .collect();
    let changes: Vec<usize> = (0..main.len())
        .filter(|&i| changes_space(main[i].edit))
        .collect();
    let (Some(&first), Some(&last)) = (paid.first(), paid.last()) else {
        return;
    };
    if changes.iter().any(|&c| first < c && c < last) {
        out.push(Freedom::PayPerSpace);
    }
    let mut spaces: Vec<SpaceId> = changes
        .iter()
        .flat_map(|&c| spaces_changed(main[c].edit))
        .collect();
    spaces.sort();
    spaces.dedup();
    if paid.len() == 1 && spaces.len() >= 2 && changes.iter().all(|&c| c < first) {
        out.push(Freedom::PayAtOnceAtEnd);
    }
}

/// The option a Special Activity took where it has two.
fn special_freedoms(special: Special, body: &[Entry<'_>], out: &mut Vec<Freedom>) {
    let flips = |active: bool| {
        body.iter().any(|e| {
            e.part == Part::Special
                && matches!(e.edit, Edit::FlipGuerrillas { to_active, .. } if *to_active == active)
        })
    };
    match special {
        Special::Aid if flips(false) => out.push(Freedom::AidFlipUnderground),
        Special::Persuade if flips(true) => out.push(Freedom::PersuadeActivates),
        _ => {}
    }
}

/// An Event side whose text says "up to" a number of spaces for Unrest
/// markers, carried out with fewer while more could have been placed (5.1).
fn event_up_to(
    data: &GameData,
    step: &StepLog<'_>,
    (card, shaded): (u8, bool),
    body: &[Entry<'_>],
    out: &mut Vec<Freedom>,
) {
    let (Some(effect), Some(before)) = (
        data.cards.get(card).and_then(|c| c.effect(shaded)),
        step.first_state(),
    ) else {
        return;
    };
    let placed = body
        .iter()
        .filter(|e| {
            matches!(
                e.edit,
                Edit::AddMarker {
                    marker: crate::ids::Marker::Unrest | crate::ids::Marker::Strike,
                    ..
                }
            )
        })
        .count();
    let left = before.unrest_and_strikes_left(data.pieces.unrest_strike_markers.value);
    let fewer = effect.value.steps.iter().any(|s| match s {
        EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::UpTo(n),
            filter,
        } => {
            let room = data
                .map
                .ids()
                .filter(|id| {
                    filter.iter().all(|f| match f {
                        crate::data::effects::Filter::Protest => before.space(*id).protests > 0,
                        crate::data::effects::Filter::Muslim => data.map.space(*id).is_muslim(),
                    })
                })
                .count();
            let most = usize::from(*n)
                .min(room)
                .min(usize::try_from(left).unwrap_or(0));
            placed < most
        }
        _ => false,
    });
    if fewer {
        out.push(Freedom::EventUpToFewer);
    }
}

fn phase_freedoms(data: &GameData, step: &StepLog<'_>, phase: Phase, out: &mut Vec<Freedom>) {
    let (Some(before), Some(after)) = (step.first_state(), step.last_state()) else {
        return;
    };
    let body = step.body();
    let map = &data.map;
    let moves = || {
        body.iter().filter_map(|e| match e.edit {
            Edit::MovePieces {
                piece,
                count,
                from,
                to: Place::Space(b),
            } => Some((*piece, *count, *from, *b)),
            _ => None,
        })
    };
    let placed = |base: Piece| moves().any(|(p, _, from, _)| p == base && from == Place::Available);
    let redeployed = |pieces: &[Piece]| {
        moves().any(|(p, _, from, _)| {
            pieces.contains(&p) && matches!(from, Place::Space(a) if !map.space(a).is_railway())
        })
    };
    let found = match phase {
        Phase::Strikes => {
            let (eligible, free) = strike_candidates(data, before);
            eligible.len() > free
                && body.iter().any(|e| {
                    matches!(
                        e.edit,
                        Edit::AddMarker {
                            marker: crate::ids::Marker::Strike,
                            ..
                        }
                    )
                })
        }
        Phase::Imperialism => after.tracks.raj_resources < before.tracks.raj_resources,
        Phase::ConstructiveProgramme => {
            body.iter().any(|e| matches!(e.edit, Edit::SetLevel { .. }))
        }
        Phase::PakistanMovement => placed(Piece::LeagueBase),
        Phase::SecretSocieties => placed(Piece::RevolutionariesBase),
        Phase::RajRedeploy => {
            if moves().any(|(p, _, from, b)| {
                CUBES.contains(&p) && on_map(from).is_some() && map.space(b).is_railway()
            }) {
                out.push(Freedom::RedeployOntoRailway);
            }
            moves().any(|(p, _, from, _)| CUBES.contains(&p) && on_map(from).is_some())
        }
        Phase::CongressRedeploy => redeployed(&[Piece::CongressActivist, Piece::Gandhi]),
        Phase::LeagueRedeploy => redeployed(&[Piece::LeagueActivist]),
        Phase::RevolutionariesRedeploy => redeployed(&GUERRILLAS),
        Phase::CrisisCubes => {
            crisis_cubes(step, &body, map, out);
            false
        }
        _ => false,
    };
    if found {
        out.extend(phase_freedom(phase));
    }
}

/// The freedom a Campaign Round step plays when it plays its one choice.
fn phase_freedom(phase: Phase) -> Option<Freedom> {
    Some(match phase {
        Phase::Strikes => Freedom::StrikesChosen,
        Phase::Imperialism => Freedom::ImperialismSpent,
        Phase::ConstructiveProgramme => Freedom::ConstructiveProgramme,
        Phase::PakistanMovement => Freedom::PakistanMovementBase,
        Phase::SecretSocieties => Freedom::SecretSocietiesBase,
        Phase::RajRedeploy => Freedom::RajRedeployMoves,
        Phase::CongressRedeploy => Freedom::CongressRedeployVoluntary,
        Phase::LeagueRedeploy => Freedom::LeagueRedeployVoluntary,
        Phase::RevolutionariesRedeploy => Freedom::RevsRedeployVoluntary,
        _ => return None,
    })
}

/// The Crisis cubes (6.8): up to a die roll of cubes from Out of Play, to
/// any spaces.
fn crisis_cubes(
    step: &StepLog<'_>,
    body: &[Entry<'_>],
    map: &crate::data::map::Map,
    out: &mut Vec<Freedom>,
) {
    let Some(before) = step.first_state() else {
        return;
    };
    let die = body.iter().find_map(|e| match e.edit {
        Edit::Die(d) => Some(u32::from(d.value)),
        _ => None,
    });
    let mut brought = 0u32;
    for e in body {
        if let Edit::MovePieces {
            piece,
            count,
            from: Place::OutOfPlay,
            to: Place::Space(b),
        } = e.edit
            && CUBES.contains(piece)
        {
            brought += u32::from(*count);
            if map.space(*b).is_railway() {
                out.push(Freedom::CrisisCubesOnRailway);
            }
        }
    }
    let out_of_play: u32 = CUBES
        .iter()
        .map(|p| u32::from(before.out_of_play.get(*p)))
        .sum();
    if let Some(die) = die
        && brought < die.min(out_of_play)
    {
        out.push(Freedom::CrisisCubesFewer);
    }
}
