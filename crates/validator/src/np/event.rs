//! A non-player's Event (8.8): the side it takes (8.8.2), the column of its
//! Space Selection Priorities table the text points to (8.8.5), and, when
//! the card's effect is held as data (`data/cards.yaml`, schema in
//! `docs/event-effects.md`), the text carried out step by step: spaces
//! selected one at a time with that column among the spaces where the step
//! can be carried out (8.4.1), adversary pieces picked by the Adversary
//! Priorities (8.5), and only the effective choices made where the text
//! leaves a choice (8.8.4).
//!
//! Which actions are effective for a Faction is read from 8.8.5's lists of
//! actions and columns, with the direction the shift columns name (Shift to
//! Support for the Raj, Shift to Opposition for Congress and the League),
//! and from the glossary's "removes adversary pieces": the Effective Events
//! table of the non-player aid is not in the data.
//!
//! Where the effect is not held, or only in part, or the planned change
//! would not pass the checks, the plan stops with [`Manual::Event`]: the
//! players carry out the printed text on that side, the declaration already
//! logged so that the checks judge what they do.

use std::collections::HashSet;

use super::Planning;
use super::adversary::{Target, choose_removals, ordered};
use super::plan::{Manual, Plan};
use super::trace::{Question, Trace, TraceLine};
use crate::action::{Execution, check_action};
use crate::data::GameData;
use crate::data::effects::{
    Count, Effect, EventMarker, Filter, NvDestination, Removable, Side, Step,
};
use crate::data::np_aid::Column;
use crate::ids::Card;
use crate::ids::{Faction, Piece, SpaceId, SupportLevel};
use crate::np::trace::Note;
use crate::np::trace::NoteArg;
use crate::np::trace::NoteCode;
use crate::state::GameState;
use crate::vocab::action::{Choice, Declared, Die};
use crate::vocab::issue::Arg;
use crate::vocab::issue::Issue;
use crate::vocab::severity::Severity;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};
use coin_table::RuleRef;
/// The kind of action a step of an Event's text is, for 8.8.5's lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Add Unrest.
    AddUnrest,
    /// Remove pieces.
    Remove(Removable),
    /// Shift spaces.
    Shift(Side),
    /// Arrest Gandhi.
    Arrest,
}

fn kind(step: &Step) -> Kind {
    match step {
        Step::AddMarker {
            marker: EventMarker::Unrest,
            ..
        } => Kind::AddUnrest,
        Step::Remove { pieces, .. } => Kind::Remove(*pieces),
        Step::Shift { towards, .. } => Kind::Shift(*towards),
        Step::ArrestGandhi => Kind::Arrest,
    }
}

/// The column 8.8.5 gives a kind of action when it is effective for the
/// Faction; `None` when it is not effective for it.
fn column_of(faction: Faction, kind: Kind) -> Option<Column> {
    match (faction, kind) {
        // Taking adversary pieces is effective for everyone (8.8.4); the
        // Revolutionaries' own Guerrillas, and Gandhi for Congress, are not
        // adversaries.
        (Faction::Revolutionaries, Kind::Remove(Removable::Guerrillas))
        | (Faction::Congress, Kind::Arrest) => None,
        (_, Kind::Remove(_) | Kind::Arrest) => Some(Column::RemoveOrReplace),
        (Faction::Raj, Kind::Shift(Side::ActiveSupport)) => Some(Column::ShiftToSupport),
        (Faction::Congress | Faction::MuslimLeague, Kind::Shift(Side::ActiveOpposition)) => {
            Some(Column::ShiftToOpposition)
        }
        (Faction::Revolutionaries, Kind::AddUnrest) => Some(Column::PlaceUnrest),
        _ => None,
    }
}

/// The column a Faction uses for an Event's text (8.8.5): the one matching
/// its effective actions, the leftmost of its table when there are several;
/// `None` when no action of the text is effective for it.
pub fn event_column(faction: Faction, effect: &Effect) -> Option<Column> {
    let wanted: Vec<Column> = effect
        .steps
        .iter()
        .filter_map(|s| column_of(faction, kind(s)))
        .collect();
    Column::of(faction)
        .iter()
        .copied()
        .find(|c| wanted.contains(c))
}

/// Plans a non-player's Event on the current card, on the side 8.8.2 gave
/// it. Questions come back when a selection needs a priority column, or
/// a Random Spaces slot, the data lacks.
pub fn plan_event(
    data: &GameData,
    state: &GameState,
    faction: Faction,
    shaded: bool,
) -> Result<Plan, Question> {
    let mut trace: Trace = Vec::new();
    let Some(Card::Event(card)) = state.deck.current else {
        trace.push(TraceLine::Skipped {
            rule: RuleRef::new("8.8"),
            note: Note::of(NoteCode::NoEventCard, []),
        });
        return Ok(Plan {
            faction,
            declared: None,
            edits: Vec::new(),
            trace,
            selected: Vec::new(),
            considered: Vec::new(),
            manual: None,
        });
    };
    trace.push(TraceLine::Chose {
        rule: RuleRef::new("8.8.2"),
        note: Note::of(
            if shaded {
                NoteCode::EventShaded
            } else {
                NoteCode::EventUnshaded
            },
            [Arg::Int(i64::from(card))],
        ),
    });
    let effect = data
        .cards
        .get(card)
        .and_then(|c| c.effect(shaded))
        .map(|f| f.value.clone());
    let column = effect.as_ref().and_then(|e| event_column(faction, e));
    if let Some(column) = column {
        trace.push(TraceLine::Chose {
            rule: RuleRef::new("8.8.5"),
            note: Note::new(NoteCode::EventColumn, vec![NoteArg::Column(column)]),
        });
    }
    let mut planner = Planner {
        data,
        faction,
        card,
        shaded,
        column,
        start: state.clone(),
        state: state.clone(),
        body: Vec::new(),
        trace,
        selected: Vec::new(),
        considered: Vec::new(),
        dice: Vec::new(),
    };
    let effect = match effect {
        Some(e) if e.complete && e.problem().is_none() => e,
        Some(_) => {
            planner.skip("8.8.4", Note::of(NoteCode::EventTextPartial, []));
            return Ok(planner.manual());
        }
        None => {
            planner.skip("8.8.4", Note::of(NoteCode::EventTextMissing, []));
            return Ok(planner.manual());
        }
    };
    let Some(column) = column else {
        planner.skip("8.8.3", Note::of(NoteCode::EventNotEffective, []));
        return Ok(planner.manual());
    };
    match planner.follow(&effect, column) {
        Ok(()) => {}
        Err(Halt::Ask(q)) => return Err(q),
        Err(Halt::Manual) => return Ok(planner.manual()),
    }
    let errors = planner.errors(&planner.state);
    if !errors.is_empty() {
        planner.skip(
            "8.8.4",
            Note::of(NoteCode::EventPlanRefused, [Arg::Int(errors.len() as i64)]),
        );
        return Ok(planner.manual());
    }
    Ok(planner.finish())
}

/// Why following the text stopped.
enum Halt {
    Ask(Question),
    Manual,
}

impl From<Question> for Halt {
    fn from(q: Question) -> Halt {
        Halt::Ask(q)
    }
}

/// An Event being planned.
struct Planner<'a> {
    data: &'a GameData,
    faction: Faction,
    card: u8,
    shaded: bool,
    column: Option<Column>,
    /// The table before the Event.
    start: GameState,
    /// The table as the plan goes.
    state: GameState,
    body: Vec<Edit>,
    trace: Trace,
    /// Every space selected, in order.
    selected: Vec<SpaceId>,
    considered: Vec<SpaceId>,
    dice: Vec<Die>,
}

impl Planner<'_> {
    fn declared(&self, dice: Vec<Die>) -> Declared {
        Declared {
            faction: self.faction,
            choice: Choice::Event {
                card: self.card,
                shaded: self.shaded,
            },
            dice,
        }
    }

    /// The plan stops: the declaration only, the rest by hand.
    fn manual(self) -> Plan {
        let declared = self.declared(Vec::new());
        Plan {
            faction: self.faction,
            declared: Some(declared.clone()),
            edits: vec![Edit::Declare(declared)],
            trace: self.trace,
            selected: Vec::new(),
            considered: Vec::new(),
            manual: Some(Manual::Event {
                card: self.card,
                shaded: self.shaded,
                column: self.column,
            }),
        }
    }

    /// The plan complete: the declaration, the changes, the end.
    fn finish(self) -> Plan {
        let declared = self.declared(self.dice.clone());
        let mut edits = vec![Edit::Declare(self.declared(Vec::new()))];
        edits.extend(self.body);
        edits.push(Edit::Done { note: None });
        Plan {
            faction: self.faction,
            declared: Some(declared),
            edits,
            trace: self.trace,
            selected: self.selected,
            considered: self.considered,
            manual: None,
        }
    }

    /// Applies an edit to the plan's state ([`crate::np::push_planned`]).
    fn push(&mut self, edit: Edit) {
        crate::np::push_planned(self.data, &mut self.state, &mut self.body, edit);
    }

    // ----- Checks -----

    fn findings(&self, state: &GameState) -> Vec<(bool, Option<Issue>, String)> {
        let declared = self.declared(self.dice.clone());
        let execution = Execution::whole(&self.start, state);
        check_action(self.data, &declared, &execution)
            .findings
            .into_iter()
            .map(|f| (f.severity == Severity::Error, Some(f.issue), f.to_string()))
            .collect()
    }

    /// The error findings of the Event as it stands.
    fn errors(&self, state: &GameState) -> HashSet<String> {
        self.findings(state)
            .into_iter()
            .filter(|(error, _, _)| *error)
            .map(|(_, _, m)| m)
            .collect()
    }

    /// The stacking findings of the Event as it stands (5.1.1).
    fn stacking(&self, state: &GameState) -> HashSet<String> {
        self.findings(state)
            .into_iter()
            .filter(|(_, issue, _)| *issue == Some(Issue::EventBrokeStacking))
            .map(|(_, _, m)| m)
            .collect()
    }

    /// Whether `edits` can be made and break no stacking limit (5.1.1).
    fn fits(&self, edits: &[Edit], baseline: &HashSet<String>) -> bool {
        let mut trial = self.state.clone();
        for edit in edits {
            if apply(self.data, &mut trial, edit).is_err() {
                return false;
            }
        }
        self.stacking(&trial).is_subset(baseline)
    }

    // ----- The text -----

    /// Whether a space met a filter before the Event (as the checks read it).
    fn meets(&self, space: SpaceId, filter: Filter) -> bool {
        match filter {
            Filter::Protest => self.start.space(space).protests > 0,
            Filter::Muslim => self.data.map.space(space).is_muslim(),
        }
    }

    fn meets_all(&self, space: SpaceId, filter: &[Filter]) -> bool {
        filter.iter().all(|f| self.meets(space, *f))
    }

    /// The adversary pieces in a space a removal may take, by kind.
    fn removable(&self, space: SpaceId, pieces: Removable) -> Vec<(Piece, u32)> {
        self.state
            .space(space)
            .pieces
            .iter()
            .filter(|(p, _)| p.faction() != self.faction)
            .filter(|(p, _)| match pieces {
                Removable::AllOfOneFaction => true,
                Removable::Guerrillas => {
                    matches!(p, Piece::GuerrillaUnderground | Piece::GuerrillaActive)
                }
                Removable::Bases => p.is_base(),
            })
            .map(|(p, n)| (p, u32::from(n)))
            .collect()
    }

    /// Whether a shift would change a space, and is effective for the
    /// Faction.
    fn shift_helps(&self, space: SpaceId, towards: Side) -> bool {
        if column_of(self.faction, Kind::Shift(towards)).is_none()
            || self.data.map.space(space).is_railway()
        {
            return false;
        }
        let level = self.state.space(space).level;
        match towards {
            Side::ActiveSupport => level != SupportLevel::ActiveSupport,
            Side::ActiveOpposition => level != SupportLevel::ActiveOpposition,
        }
    }

    /// The spaces among `eligible` that [`Planner::serves`] holds for.
    fn serving(&self, steps: &[Step], at: usize, eligible: &[SpaceId]) -> Vec<SpaceId> {
        eligible
            .iter()
            .copied()
            .filter(|s| self.serves(steps, at, *s))
            .collect()
    }

    /// Whether the steps after `at` that act on the spaces it selects can
    /// be carried out, effectively, in `space` (8.8.4: spaces where as
    /// much of the text as possible is done). Each such step that is
    /// effective must be possible there.
    fn serves(&self, steps: &[Step], at: usize, space: SpaceId) -> bool {
        for step in steps.iter().skip(at + 1) {
            match step {
                Step::Shift { towards, .. } => {
                    if column_of(self.faction, Kind::Shift(*towards)).is_some()
                        && !self.shift_helps(space, *towards)
                    {
                        return false;
                    }
                }
                Step::Remove {
                    pieces,
                    filter,
                    among_selected: true,
                    ..
                } => {
                    if column_of(self.faction, Kind::Remove(*pieces)).is_some()
                        && (!self.meets_all(space, filter)
                            || self.removable(space, *pieces).is_empty())
                    {
                        return false;
                    }
                }
                // A step that selects afresh ends the steps acting on these
                // spaces.
                Step::AddMarker { .. } | Step::Remove { .. } => return true,
                Step::ArrestGandhi => {}
            }
        }
        true
    }

    /// Whether any later step acts on the spaces a step selects.
    fn has_followers(steps: &[Step], at: usize) -> bool {
        steps.iter().skip(at + 1).any(|s| {
            matches!(
                s,
                Step::Shift { .. }
                    | Step::Remove {
                        among_selected: true,
                        ..
                    }
            )
        })
    }

    fn follow(&mut self, effect: &Effect, column: Column) -> Result<(), Halt> {
        let mut selected: Vec<SpaceId> = Vec::new();
        for (at, step) in effect.steps.iter().enumerate() {
            let effective = column_of(self.faction, kind(step)).is_some();
            match step {
                Step::AddMarker {
                    marker: EventMarker::Unrest,
                    spaces,
                    filter,
                } => {
                    selected = self.add_unrest(effect, at, column, (*spaces, filter), effective)?;
                }
                Step::Remove {
                    pieces,
                    spaces,
                    total,
                    filter,
                    among_selected,
                    activists_to,
                } => {
                    let pool = among_selected.then(|| selected.clone());
                    let from = self.remove(
                        effect,
                        at,
                        column,
                        RemoveStep {
                            pieces: *pieces,
                            spaces: *spaces,
                            total: *total,
                            filter,
                            pool,
                            to: *activists_to,
                        },
                        effective,
                    )?;
                    if !among_selected {
                        selected = from;
                    }
                }
                Step::Shift { levels, towards } => {
                    for space in selected.clone() {
                        if self.data.map.space(space).is_railway() {
                            continue;
                        }
                        let now = self.state.space(space).level.value();
                        let sign = match towards {
                            Side::ActiveSupport => 1,
                            Side::ActiveOpposition => -1,
                        };
                        let level = SupportLevel::from_value(now + sign * i32::from(*levels));
                        if level != self.state.space(space).level {
                            self.push(Edit::SetLevel { space, level });
                        }
                    }
                }
                Step::ArrestGandhi => {
                    let at_space = self
                        .data
                        .map
                        .ids()
                        .find(|s| self.state.space(*s).pieces.get(Piece::Gandhi) > 0);
                    if let Some(space) = at_space {
                        self.push(Edit::MovePieces {
                            piece: Piece::Gandhi,
                            count: 1,
                            from: Place::Space(space),
                            to: Place::Jail,
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Selects one space with the column among `eligible`, noting them.
    fn select(
        &mut self,
        column: Column,
        eligible: &[SpaceId],
    ) -> Result<Option<SpaceId>, Question> {
        for id in eligible {
            if !self.considered.contains(id) {
                self.considered.push(*id);
            }
        }
        let picked = self.select_logged((self.faction, column), eligible)?;
        if let Some(space) = picked {
            self.selected.push(space);
        }
        Ok(picked)
    }

    /// One Unrest in each of some spaces (a Strike on a Railway, 5.1.4).
    /// When adding Unrest is not effective and the count is "up to", only
    /// spaces where the later steps can be carried out are taken (8.8.4).
    fn add_unrest(
        &mut self,
        effect: &Effect,
        at: usize,
        column: Column,
        (spaces, filter): (Count, &[Filter]),
        effective: bool,
    ) -> Result<Vec<SpaceId>, Halt> {
        let optional = matches!(spaces, Count::UpTo(_)) && !effective;
        let followers = Planner::has_followers(&effect.steps, at);
        if optional && !followers {
            self.skip("8.8.4", Note::of(NoteCode::UpToUnrestNotEffective, []));
            return Ok(Vec::new());
        }
        let mut chosen = Vec::new();
        while chosen.len() < usize::from(spaces.most()) {
            // With the supply used up, no more spaces are chosen: a space
            // chosen for a marker it cannot get would still count as
            // chosen for the steps that follow (1.11, 1.4.1).
            if crate::np::no_unrest_marker_left(self.data, &self.state) {
                self.skip("1.11", Note::of(NoteCode::NoUnrestMarkerLeft, []));
                break;
            }
            let baseline = self.stacking(&self.state);
            let edits_for = |p: &Planner<'_>, s: SpaceId| -> Vec<Edit> {
                let marker = if p.data.map.space(s).is_railway() {
                    Marker::Strike
                } else {
                    Marker::Unrest
                };
                vec![Edit::AddMarker { marker, space: s }]
            };
            let eligible: Vec<SpaceId> = self
                .data
                .map
                .ids()
                .filter(|s| !chosen.contains(s) && self.meets_all(*s, filter))
                .filter(|s| self.fits(&edits_for(self, *s), &baseline))
                .collect();
            let served = self.serving(&effect.steps, at, &eligible);
            let pool = if !served.is_empty() || optional {
                served
            } else {
                eligible
            };
            let Some(space) = self.select(column, &pool)? else {
                break;
            };
            for edit in edits_for(self, space) {
                self.push(edit);
            }
            chosen.push(space);
        }
        Ok(chosen)
    }

    /// Pieces taken off the map: spaces selected one at a time, adversary
    /// pieces only (8.5.3), picked by the Adversary Priorities (8.5).
    /// Returns the spaces pieces came from.
    fn remove(
        &mut self,
        effect: &Effect,
        at: usize,
        column: Column,
        step: RemoveStep<'_>,
        effective: bool,
    ) -> Result<Vec<SpaceId>, Halt> {
        if !effective {
            if matches!(step.spaces, Count::UpTo(_)) {
                self.skip("8.8.4", Note::of(NoteCode::UpToRemovalNotEffective, []));
                return Ok(Vec::new());
            }
            // A required removal of the Faction's own pieces: the players
            // carry it out by the printed text.
            return Err(Halt::Manual);
        }
        let most_spaces = usize::from(step.spaces.most());
        let mut left_total = step.total.map(|t| u32::from(t.most()));
        let mut chosen: Vec<SpaceId> = Vec::new();
        while chosen.len() < most_spaces && left_total != Some(0) {
            let baseline = self.stacking(&self.state);
            let eligible: Vec<SpaceId> = self
                .data
                .map
                .ids()
                .filter(|s| !chosen.contains(s))
                .filter(|s| step.pool.as_ref().is_none_or(|p| p.contains(s)))
                .filter(|s| self.meets_all(*s, step.filter))
                .filter(|s| !self.removable(*s, step.pieces).is_empty())
                .collect();
            let served = self.serving(&effect.steps, at, &eligible);
            let pool = if served.is_empty() {
                eligible.clone()
            } else {
                served
            };
            let Some(space) = self.select(column, &pool)? else {
                break;
            };
            // Each later space takes at least one piece: keep that many
            // back from the total (8.8.4: as much of the text as possible).
            let capacity = match left_total {
                None => u32::MAX,
                Some(total) => {
                    let later_spaces = most_spaces.saturating_sub(chosen.len() + 1);
                    let later_candidates = eligible.len().saturating_sub(1);
                    let keep = u32::try_from(later_spaces.min(later_candidates))
                        .unwrap_or(u32::MAX)
                        .min(total.saturating_sub(1));
                    total - keep
                }
            };
            let taken = self.take_in(space, step.pieces, capacity);
            let edits = self.removal_edits(space, &taken, step.to);
            if !self.fits(&edits, &baseline) {
                return Err(Halt::Manual);
            }
            for edit in edits {
                self.push(edit);
            }
            let count: u32 = taken.iter().map(|(_, n)| n).sum();
            left_total = left_total.map(|t| t.saturating_sub(count));
            chosen.push(space);
        }
        Ok(chosen)
    }

    /// The pieces taken in a space: for "all pieces of one Faction", the
    /// Faction of the first piece the Adversary Priorities pick, all its
    /// pieces there (8.5.4); otherwise up to `capacity` by the table.
    fn take_in(&mut self, space: SpaceId, pieces: Removable, capacity: u32) -> Vec<(Piece, u32)> {
        let removable = self.removable(space, pieces);
        let faction = self.faction;
        if pieces == Removable::AllOfOneFaction {
            let candidates: Vec<Target> =
                removable.iter().map(|(p, _)| Target::Piece(*p)).collect();
            let order = self.with_dice(|_, state, dice, trace| {
                ordered(state, faction, space, &candidates, dice, trace)
            });
            let Some(Target::Piece(first)) = order.first().copied() else {
                return Vec::new();
            };
            let target = first.faction();
            self.trace.push(TraceLine::Chose {
                rule: RuleRef::new("8.5.4"),
                note: Note::of(NoteCode::TargetFaction, [Arg::Faction(target)]),
            });
            return removable
                .into_iter()
                .filter(|(p, _)| p.faction() == target)
                .collect();
        }
        self.with_dice(|_, state, dice, trace| {
            choose_removals(state, faction, space, capacity, &removable, dice, trace)
        })
    }

    /// The moves of a removal: Gandhi and Activists where the text sends
    /// them (5.1.3), every other piece to Available.
    fn removal_edits(
        &self,
        space: SpaceId,
        taken: &[(Piece, u32)],
        to: NvDestination,
    ) -> Vec<Edit> {
        taken
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(piece, count)| {
                let nv = piece.is_activist() || *piece == Piece::Gandhi;
                Edit::MovePieces {
                    piece: *piece,
                    count: u8::try_from(*count).unwrap_or(u8::MAX),
                    from: Place::Space(space),
                    to: if nv && to == NvDestination::Jail {
                        Place::Jail
                    } else {
                        Place::Available
                    },
                }
            })
            .collect()
    }
}

impl Planning for Planner<'_> {
    fn parts(&mut self) -> (&GameData, &GameState, &mut Trace) {
        (self.data, &self.state, &mut self.trace)
    }

    fn log_rolled(&mut self, die: crate::vocab::action::Die) {
        self.dice.push(die);
        self.push(Edit::Die(die));
    }
}

/// A removal step's terms.
struct RemoveStep<'a> {
    pieces: Removable,
    spaces: Count,
    total: Option<Count>,
    filter: &'a [Filter],
    /// The spaces an earlier step selected, when limited to them.
    pool: Option<Vec<SpaceId>>,
    to: NvDestination,
}
