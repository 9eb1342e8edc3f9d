//! What an Event does, as data the checks can follow (5.1).
//!
//! An effect is a list of steps carried out in order. Steps that choose
//! spaces make them the *selected* spaces, which later steps may refer to
//! ("then shift each of those spaces"). An effect says whether it covers the
//! card's whole text (`complete`): a complete effect must explain every
//! change the Event made; a partial one checks only what it lists. The
//! schema is documented in `docs/event-effects.md`.

use serde::{Deserialize, Serialize};

use crate::vocab::issue::Term;
use coin_table::{LoadErrors, TextPos};

/// What an Event's text does.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    /// Whether the steps cover the whole text.
    pub complete: bool,
    /// The steps, in the order the text gives them.
    pub steps: Vec<Step>,
}

impl Effect {
    /// What makes the steps impossible to follow, if anything: a step that
    /// refers to selected spaces before any step selects them.
    pub fn problem(&self) -> Option<String> {
        self.unselected_step().map(|i| {
            format!(
                "step {} refers to the selected spaces, but no earlier step selects any",
                i + 1
            )
        })
    }

    /// The first step (from 0) that refers to the selected spaces before
    /// any earlier step selects them.
    pub fn unselected_step(&self) -> Option<usize> {
        let mut selecting = false;
        for (i, step) in self.steps.iter().enumerate() {
            if step.needs_selected() && !selecting {
                return Some(i);
            }
            selecting |= step.selects();
        }
        None
    }

    /// The effect as read from a file, kept when its steps can be
    /// followed; otherwise its problem is recorded at its place (file,
    /// document path, line and column) and it is left out. The bundled
    /// cards and the players' card file are checked alike.
    pub(crate) fn checked(
        self,
        file: &str,
        path: &str,
        pos: TextPos,
        errors: &mut LoadErrors,
    ) -> Option<Effect> {
        match self.problem() {
            None => Some(self),
            Some(problem) => {
                errors.push(file, path, pos, problem);
                None
            }
        }
    }
}

/// How many.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Count {
    /// Exactly this many, as far as the table allows (5.1.2).
    Exactly(u8),
    /// Any number up to this.
    UpTo(u8),
}

impl Count {
    /// The most it allows.
    pub fn most(self) -> u8 {
        match self {
            Count::Exactly(n) | Count::UpTo(n) => n,
        }
    }
}

/// A condition a space must meet to be chosen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Filter {
    /// It has a Protest marker.
    Protest,
    /// It is a Muslim space (1.3.3).
    Muslim,
}

impl Filter {
    /// The phrase a finding names it by.
    pub fn term(self) -> Term {
        match self {
            Filter::Protest => Term::ProtestSpace,
            Filter::Muslim => Term::MuslimSpace,
        }
    }
}

/// Which pieces a removal takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Removable {
    /// Every piece of one Faction of the executing Faction's choosing.
    AllOfOneFaction,
    /// Guerrillas, either side.
    Guerrillas,
    /// Bases of any Faction.
    Bases,
}

/// Where Gandhi and Activists go when an Event takes them off the map (5.1.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NvDestination {
    /// "Removed": to Available.
    #[default]
    Available,
    /// "Arrested": to Jail.
    Jail,
}

/// A direction of Support and Opposition.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Towards Active Support.
    ActiveSupport,
    /// Towards Active Opposition.
    ActiveOpposition,
}

/// A marker an Event places.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventMarker {
    /// Unrest (a Strike on a Railway, 1.12, 5.1.4).
    Unrest,
}

/// One step of an Event.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// One marker in each of some spaces; they become the selected spaces.
    AddMarker {
        /// Which marker.
        marker: EventMarker,
        /// How many spaces.
        spaces: Count,
        /// What each space must be.
        #[serde(default, rename = "where", skip_serializing_if = "Vec::is_empty")]
        filter: Vec<Filter>,
    },
    /// Pieces taken off the map from some spaces; unless limited to the
    /// selected spaces, the spaces they came from become the selected ones.
    Remove {
        /// Which pieces.
        pieces: Removable,
        /// How many spaces.
        spaces: Count,
        /// How many pieces in all, when the text limits it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        total: Option<Count>,
        /// What each space must be.
        #[serde(default, rename = "where", skip_serializing_if = "Vec::is_empty")]
        filter: Vec<Filter>,
        /// Only from the spaces an earlier step selected.
        #[serde(default, skip_serializing_if = "is_false")]
        among_selected: bool,
        /// Where Gandhi and Activists go.
        #[serde(default, skip_serializing_if = "is_available")]
        activists_to: NvDestination,
    },
    /// Each selected space shifts some levels.
    Shift {
        /// How many levels.
        levels: u8,
        /// Which way.
        towards: Side,
    },
    /// Gandhi, if on the map, goes to Jail (5.1.3); the arrest brings none
    /// of the consequences it has during Raj actions (5.1.4).
    ArrestGandhi,
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn is_available(to: &NvDestination) -> bool {
    *to == NvDestination::Available
}

impl Step {
    /// Whether the step acts on the spaces an earlier step selected.
    pub fn needs_selected(&self) -> bool {
        match self {
            Step::Shift { .. } => true,
            Step::Remove { among_selected, .. } => *among_selected,
            Step::AddMarker { .. } | Step::ArrestGandhi => false,
        }
    }

    /// Whether the steps after it have selected spaces to refer to: the
    /// spaces it chose (or, limited to the selected ones, those it kept).
    pub fn selects(&self) -> bool {
        matches!(self, Step::AddMarker { .. } | Step::Remove { .. })
    }
}
