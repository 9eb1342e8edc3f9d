//! # gandhi-validator
//!
//! The rules model of *Gandhi* (GMT Games, COIN Series Vol. IX): component
//! data with provenance, the game state, derived facts (Active pieces, Raj
//! Control, Crisis, victory totals) and static checks whose findings each
//! cite a rulebook section.
//!
//! The crate knows no GUI, no files and no clock. Loaders take text; all
//! randomness comes from the seed stored in the state.
//!
//! ```
//! use gandhi_validator::{GameData, check, setup, totals};
//!
//! let data = GameData::bundled().expect("the bundled data loads");
//! let state = setup::setup(&data, "short", 42).expect("the Short scenario exists");
//! let totals = totals(&data, &state);
//! assert_eq!(totals.scores.raj.total, 28);
//! assert!(check(&data, &state).is_clean());
//! ```

pub mod action;
pub mod check;
pub mod control;
pub mod data;
pub mod edit;
pub mod game;
pub mod ids;
pub mod playout;
pub mod record;
pub mod rule;
pub mod sequence;
pub mod setup;
pub mod state;
pub mod state_file;
pub mod victory;

pub use check::{Finding, Report, Severity, check};
pub use data::provenance::{Fact, Provenance};
pub use data::yaml::{LoadError, LoadErrors, TextPos};
pub use data::{DataSources, GameData};
pub use ids::{Faction, PerFaction, Piece, PieceCounts, SpaceId, SpaceKind, Stock, SupportLevel};
pub use rule::{RuleRef, RulesIndex};
pub use state::GameState;
pub use victory::{Totals, totals};
