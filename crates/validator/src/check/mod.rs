//! Static checks: what any game state must satisfy whatever happened before
//! (stacking 1.4.2, inventory 1.4.1, markers 1.10–1.12, Muslim States 1.3.5,
//! track bounds 1.8, 6.6, 6.7).
//!
//! A rule violation is a [`Finding`], never an error: every check runs on
//! every state, however broken, and all findings are reported. Each finding
//! is an issue code with typed arguments (`crate::vocab::issue`), so that a
//! program can word it in any language and highlight exactly what is wrong.

mod inventory;
mod stacking;
mod tracks;

use crate::data::GameData;
use crate::rule::RuleRef;
use crate::state::GameState;
pub use crate::vocab::finding::{Caveat, Finding, Report};
pub use crate::vocab::severity::Severity;
pub use crate::vocab::track::Track;

/// Runs every static check on a state.
pub fn check(data: &GameData, state: &GameState) -> Report {
    let mut findings = Vec::new();
    stacking::check(data, state, &mut findings);
    inventory::check(data, state, &mut findings);
    tracks::check(data, state, &mut findings);
    Report { findings }
}

/// Facts the validator derives from the state rather than storing them,
/// with the section that defines each. Used for the rules coverage document.
pub const DERIVED: &[(&str, &str)] = &[
    (
        "1.3.5",
        "whether a space is a State (Princely State or Muslim State marker)",
    ),
    (
        "1.4.3",
        "which pieces are Active: Activists in Protest spaces and on Railways, Gandhi, Bases, Active Guerrillas",
    ),
    (
        "1.5",
        "a player's lower margin when one player runs two Factions",
    ),
    ("1.6.2", "Active levels counting double"),
    ("1.6.3", "Total Support and Total Opposition"),
    ("1.6.4", "Opposition in Muslim spaces"),
    ("1.7.1", "Raj Control in each space"),
    ("1.7.2", "only Cities and Provinces can be Controlled"),
    ("1.9", "the four victory totals"),
    (
        "1.10",
        "Protest markers Available for Operations at the current Restraint",
    ),
    (
        "2.3.2",
        "the 1st and 2nd Eligible Factions on the current card",
    ),
    (
        "2.3.4",
        "the 2nd Eligible's options after the 1st Eligible's choice",
    ),
    ("2.3.6", "where cylinders go after the card"),
    (
        "2.4.1",
        "the final Campaign: no Campaign card left in the draw deck",
    ),
    (
        "6.5",
        "Restraint and Unity reset to the Campaign cards left in the deck",
    ),
    ("6.8", "Crisis: Restraint and Unity both 1"),
    ("7.1", "the ranking with its tie order"),
    ("7.2", "whether a Faction has met its victory condition"),
    ("7.3", "victory margins"),
];

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
