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
use crate::data::checks::note_unchecked;
use crate::state::GameState;
use crate::vocab::finding::Report;

/// Runs every static check on a state.
pub fn check(data: &GameData, state: &GameState) -> Report {
    let mut findings = Vec::new();
    stacking::check(data, state, &mut findings);
    inventory::check(data, state, &mut findings);
    tracks::check(data, state, &mut findings);
    note_unchecked(data, &mut findings);
    Report { findings }
}
