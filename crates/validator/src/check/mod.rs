//! Static checks: what any game state must satisfy whatever happened before
//! (stacking 1.4.2, inventory 1.4.1, markers 1.10–1.12, Muslim States 1.3.5,
//! track bounds 1.8, 6.6, 6.7).
//!
//! A rule violation is a [`Finding`], never an error: every check runs on
//! every state, however broken, and all findings are reported.

mod inventory;
mod stacking;
mod tracks;

use std::fmt;

use serde::Serialize;

use crate::data::GameData;
use crate::ids::{Piece, SpaceId};
use crate::rule::RuleRef;
use crate::state::GameState;

/// How serious a finding is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// The state breaks a rule.
    Error,
    /// The state is unusual in a way the rules do not settle, or depends on
    /// something the players should look at.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// One thing that does not fit the rules, with the section it breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding {
    /// The rule section.
    pub rule: RuleRef,
    /// How serious.
    pub severity: Severity,
    /// What is wrong, in a sentence.
    pub message: String,
    /// The spaces involved.
    pub spaces: Vec<SpaceId>,
    /// The kinds of pieces involved.
    pub pieces: Vec<Piece>,
    /// Set when the finding rests on a provisional map or component fact:
    /// says which, so players can check it against their board.
    pub provisional: Option<String>,
}

impl Finding {
    pub(crate) fn error(rule: RuleRef, message: String) -> Finding {
        Finding {
            rule,
            severity: Severity::Error,
            message,
            spaces: Vec::new(),
            pieces: Vec::new(),
            provisional: None,
        }
    }

    pub(crate) fn warning(rule: RuleRef, message: String) -> Finding {
        Finding {
            severity: Severity::Warning,
            ..Finding::error(rule, message)
        }
    }

    pub(crate) fn in_space(mut self, space: SpaceId) -> Finding {
        self.spaces.push(space);
        self
    }

    pub(crate) fn with_piece(mut self, piece: Piece) -> Finding {
        self.pieces.push(piece);
        self
    }

    pub(crate) fn resting_on(mut self, note: Option<String>) -> Finding {
        self.provisional = note;
        self
    }
}

/// All findings for one state.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// Every finding, grouped by check, in map order within each.
    pub findings: Vec<Finding>,
}

impl Report {
    /// Whether nothing was found.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// Findings that cite a section.
    pub fn citing(&self, rule: RuleRef) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(move |f| f.rule == rule)
    }
}

/// Runs every static check on a state.
pub fn check(data: &GameData, state: &GameState) -> Report {
    let mut findings = Vec::new();
    stacking::check(data, state, &mut findings);
    inventory::check(data, state, &mut findings);
    tracks::check(data, state, &mut findings);
    Report { findings }
}

/// Every section a static check can cite, with what it checks. Used for
/// documentation and by the test that keeps citations in the rules index.
pub const CHECKS: &[(RuleRef, &str)] = &[
    (
        stacking::STACKING,
        "Bases within Population, none on Railways; no Troops in States; one Protest at most",
    ),
    (
        stacking::MUSLIM_STATES,
        "Muslim State markers only in Provinces",
    ),
    (stacking::RAILWAYS, "Railways hold no Support or Opposition"),
    (stacking::STRIKES, "Strike markers only on Railways"),
    (
        stacking::ONE_STRIKE,
        "at most one Strike marker on a Railway",
    ),
    (
        stacking::UNREST_OFF_RAILWAYS,
        "Unrest markers never on Railways",
    ),
    (
        inventory::CONSERVATION,
        "every piece on the map, Available, Out of Play or in Jail; Gandhi never Available",
    ),
    (inventory::JAIL, "the Jail holds only Gandhi and Activists"),
    (
        inventory::GANDHI,
        "Gandhi is never eliminated: on the map or in Jail",
    ),
    (
        inventory::PROTEST_MARKERS,
        "no more Protest markers in India than exist",
    ),
    (
        inventory::UNREST_MARKERS,
        "at most 12 Unrest and Strike markers together",
    ),
    (tracks::RESOURCES, "Resources between 0 and 50"),
    (tracks::RESTRAINT, "Restraint between 1 and 5"),
    (tracks::UNITY, "Unity between 1 and 5"),
    (
        tracks::VICEROY,
        "a Viceroy is in the British Viceroy of India box",
    ),
    (tracks::CARDS, "each card exists once"),
];
