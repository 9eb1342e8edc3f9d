//! The side of an Event card being entered as steps: the steps themselves
//! (each a [`EffectStep`] of the schema, so nothing can be entered that the
//! schema cannot hold), what the form offers for each field, and the check
//! that turns them into the [`Effect`] of the players' card file.

use crate::app::step_list::{Rows, first};
use gandhi_validator::components::{
    Count, Effect, EffectStep, EventMarker, Filter, NvDestination, Removable, Side,
};

/// The most spaces or pieces a count offers: more than any Event names.
pub const MOST_COUNT: u8 = 12;
/// The most levels a shift offers: from one end of the scale to the other
/// (1.6).
pub const MOST_LEVELS: u8 = 4;

/// The kinds of step the schema has (`docs/event-effects.md`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StepKind {
    /// Place Unrest markers.
    AddMarker,
    /// Remove pieces.
    Remove,
    /// Shift the selected spaces.
    Shift,
    /// Arrest Gandhi.
    ArrestGandhi,
}

impl StepKind {
    /// Every kind, in the order the form offers them.
    pub const ALL: [StepKind; 4] = [
        StepKind::AddMarker,
        StepKind::Remove,
        StepKind::Shift,
        StepKind::ArrestGandhi,
    ];

    /// The kind of a step.
    pub fn of(step: &EffectStep) -> StepKind {
        match step {
            EffectStep::AddMarker { .. } => StepKind::AddMarker,
            EffectStep::Remove { .. } => StepKind::Remove,
            EffectStep::Shift { .. } => StepKind::Shift,
            EffectStep::ArrestGandhi => StepKind::ArrestGandhi,
        }
    }

    /// A new step of this kind, with the first value of every field.
    pub fn step(self) -> EffectStep {
        match self {
            StepKind::AddMarker => EffectStep::AddMarker {
                marker: EventMarker::Unrest,
                spaces: Count::UpTo(1),
                filter: Vec::new(),
            },
            StepKind::Remove => EffectStep::Remove {
                pieces: Removable::AllOfOneFaction,
                spaces: Count::UpTo(1),
                total: None,
                filter: Vec::new(),
                among_selected: false,
                activists_to: NvDestination::Available,
            },
            StepKind::Shift => EffectStep::Shift {
                levels: 1,
                towards: Side::ActiveSupport,
            },
            StepKind::ArrestGandhi => EffectStep::ArrestGandhi,
        }
    }

    /// A step turned into this kind, keeping the number of spaces and the
    /// filters when the new kind has them too.
    pub fn switched(self, old: &EffectStep) -> EffectStep {
        let mut new = self.step();
        let (old_spaces, old_filter) = match old {
            EffectStep::AddMarker { spaces, filter, .. }
            | EffectStep::Remove { spaces, filter, .. } => (Some(*spaces), Some(filter.clone())),
            EffectStep::Shift { .. } | EffectStep::ArrestGandhi => (None, None),
        };
        if let EffectStep::AddMarker { spaces, filter, .. }
        | EffectStep::Remove { spaces, filter, .. } = &mut new
        {
            if let Some(old) = old_spaces {
                *spaces = old;
            }
            if let Some(old) = old_filter {
                *filter = old;
            }
        }
        new
    }
}

/// Whether a count is "exactly" or "up to".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountKind {
    /// Exactly this many, as far as the table allows (5.1.2).
    Exactly,
    /// Any number up to this.
    UpTo,
}

impl CountKind {
    /// Both, in the order offered.
    pub const ALL: [CountKind; 2] = [CountKind::Exactly, CountKind::UpTo];

    /// The kind of a count.
    pub fn of(count: Count) -> CountKind {
        match count {
            Count::Exactly(_) => CountKind::Exactly,
            Count::UpTo(_) => CountKind::UpTo,
        }
    }

    /// The count of this kind with `n`.
    pub fn with(self, n: u8) -> Count {
        match self {
            CountKind::Exactly => Count::Exactly(n),
            CountKind::UpTo => Count::UpTo(n),
        }
    }
}

/// The filters a space may have to meet, in the order offered.
pub const FILTERS: [Filter; 2] = [Filter::Protest, Filter::Muslim];
/// The pieces a removal may take, in the order offered.
pub const REMOVABLES: [Removable; 3] = [
    Removable::AllOfOneFaction,
    Removable::Guerrillas,
    Removable::Bases,
];
/// Where Gandhi and Activists may go, in the order offered.
pub const DESTINATIONS: [NvDestination; 2] = [NvDestination::Available, NvDestination::Jail];
/// The directions of a shift, in the order offered.
pub const SIDES: [Side; 2] = [Side::ActiveSupport, Side::ActiveOpposition];

/// What keeps the steps from being saved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// No step yet.
    NoSteps,
    /// A step (from 0) acts on the selected spaces before any step selects
    /// some.
    NothingSelected {
        /// The step.
        step: usize,
    },
}

/// One side of an Event card being entered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EffectForm {
    /// The card.
    pub card: u8,
    /// The shaded side, else the unshaded one.
    pub shaded: bool,
    /// The steps are the side's whole text.
    pub complete: bool,
    /// The steps, in the order the text gives them.
    pub steps: Vec<EffectStep>,
    /// The step being edited, by index.
    pub selected: Option<usize>,
    /// The side had steps entered when the form opened (they may be
    /// removed).
    pub entered: bool,
}

impl EffectForm {
    /// A side with no step yet.
    pub fn new(card: u8, shaded: bool) -> EffectForm {
        EffectForm {
            card,
            shaded,
            complete: false,
            steps: Vec::new(),
            selected: None,
            entered: false,
        }
    }

    /// A side already entered, to correct it.
    pub fn from_effect(card: u8, shaded: bool, effect: &Effect) -> EffectForm {
        EffectForm {
            complete: effect.complete,
            steps: effect.steps.clone(),
            selected: first(&effect.steps),
            entered: true,
            ..EffectForm::new(card, shaded)
        }
    }

    /// The steps and the one selected, to change them.
    pub(super) fn rows(&mut self) -> Rows<'_, EffectStep> {
        Rows {
            steps: &mut self.steps,
            selected: &mut self.selected,
        }
    }

    /// A new step of a kind, added last and selected.
    pub fn add_step(&mut self, kind: StepKind) -> usize {
        self.rows().push(kind.step())
    }

    /// Moves a step one place up (earlier); the selection follows.
    pub fn move_up(&mut self, index: usize) {
        self.rows().move_up(index);
    }

    /// Moves a step one place down (later); the selection follows.
    pub fn move_down(&mut self, index: usize) {
        self.rows().move_down(index);
    }

    /// Deletes a step.
    pub fn delete(&mut self, index: usize) {
        self.rows().remove(index);
    }

    /// The effect as the players' card file holds it, or what keeps it
    /// from being followed: the check the file's reader makes
    /// ([`Effect::unselected_step`]), and at least one step.
    pub fn to_effect(&self) -> Result<Effect, Vec<Problem>> {
        let effect = Effect {
            complete: self.complete,
            steps: self.steps.clone(),
        };
        let mut problems = Vec::new();
        if effect.steps.is_empty() {
            problems.push(Problem::NoSteps);
        }
        if let Some(step) = effect.unselected_step() {
            problems.push(Problem::NothingSelected { step });
        }
        if problems.is_empty() {
            Ok(effect)
        } else {
            Err(problems)
        }
    }
}

/// What the form asks for, the frame it is shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EffectFormOutcome {
    /// Nothing yet.
    None,
    /// Save these steps for the side.
    Save(Effect),
    /// Take the side's steps away: it goes back to the general rules.
    Remove,
    /// Leave without saving.
    Cancel,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_switched_to_another_kind_keeps_its_spaces_and_filters() {
        let old = EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::Exactly(2),
            filter: vec![Filter::Muslim],
        };
        let EffectStep::Remove { spaces, filter, .. } = StepKind::Remove.switched(&old) else {
            panic!("a removal");
        };
        assert_eq!((spaces, filter), (Count::Exactly(2), vec![Filter::Muslim]));
        assert_eq!(
            StepKind::ArrestGandhi.switched(&old),
            EffectStep::ArrestGandhi
        );
    }

    #[test]
    fn steps_move_and_go_with_the_selection() {
        let mut form = EffectForm::new(30, false);
        assert_eq!(form.to_effect(), Err(vec![Problem::NoSteps]));
        form.add_step(StepKind::Shift);
        form.add_step(StepKind::AddMarker);
        assert_eq!(
            form.to_effect(),
            Err(vec![Problem::NothingSelected { step: 0 }])
        );
        assert_eq!(form.selected, Some(1));
        form.move_up(1);
        assert_eq!(form.selected, Some(0));
        let effect = form.to_effect().unwrap();
        assert_eq!(StepKind::of(&effect.steps[1]), StepKind::Shift);
        form.delete(0);
        assert_eq!(form.selected, None);
        assert_eq!(form.steps.len(), 1);
    }
}
