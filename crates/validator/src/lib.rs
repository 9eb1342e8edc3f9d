//! # gandhi-validator
//!
//! The rules model of *Gandhi* (GMT Games, COIN Series Vol. IX): component
//! data with provenance, the game state, derived facts (Active pieces, Raj
//! Control, Crisis, victory totals), static checks, the sequence of play,
//! and the checks of declared actions, Events and Campaign Round steps,
//! whose findings each cite a rulebook section.
//!
//! The crate knows no GUI, no files and no clock. Loaders take text; all
//! randomness comes from the seed stored in the state. It words nothing
//! either: a finding is an issue code with typed arguments
//! ([`vocab::Issue`]), a non-player's decision a trace of typed lines, and
//! programs word them in their own languages.
//!
//! The front door is [`game::Game`]: a game from a record, each entry
//! applied and judged in context (`push`, `judge`), a saved game judged
//! again entry by entry (`open`), its findings and totals, and the
//! non-players' decisions and plans (`np_decision`, `np_plan`, `np_phase`,
//! `np_next_step`). A saved game's log is sealed by a chain of hashes
//! ([`seal`]) that shows an edit made by hand.
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
//!
//! A declared action is judged against the whole change it made:
//!
//! ```
//! use gandhi_validator::action::{Declared, Execution, Operation, check_action};
//! use gandhi_validator::{Faction, GameData, Piece, setup};
//!
//! let data = GameData::bundled().expect("the bundled data loads");
//! let before = setup::setup(&data, "short", 42).expect("the Short scenario exists");
//! let delhi = data.map.by_key("delhi").expect("Delhi is on the map");
//! // The Raj deploys two Troops to Delhi (3.2.1): Troops alone cost nothing.
//! let mut after = before.clone();
//! after.available.remove(Piece::Troop, 2);
//! after.space_mut(delhi).pieces.add(Piece::Troop, 2);
//! let deploy = Declared::operation(Faction::Raj, Operation::Deploy, None);
//! let report = check_action(&data, &deploy, &Execution::whole(&before, &after));
//! assert!(report.findings.is_empty());
//! ```

pub mod action;
pub mod annotation;
pub mod check;
pub mod control;
pub mod data;
pub mod edit;
pub mod fidelity;
pub mod freedoms;
pub mod game;
pub mod ids;
pub mod map_check;
pub mod np;
pub mod playout;
pub mod record;
pub mod rule;
mod said;
pub mod seal;
pub mod sequence;
pub mod setup;
pub mod shared_vec;
pub mod simulation;
pub mod state;
pub mod state_file;
pub mod table_moves;
pub mod victory;
pub mod vocab;

pub use check::{Finding, Report, Severity, check};
pub use data::provenance::{Fact, Provenance};
pub use data::yaml::{LoadError, LoadErrors, TextPos};
pub use data::{DataSources, GameData};
pub use ids::{Faction, PerFaction, Piece, PieceCounts, SpaceId, SpaceKind, Stock, SupportLevel};
pub use rule::{RuleRef, RulesIndex};
pub use state::GameState;
pub use victory::{Totals, totals};
