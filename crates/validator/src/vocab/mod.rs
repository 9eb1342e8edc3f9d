//! The shared vocabulary of the game, below every rule module: what a
//! Faction declares ([`action`]), the Campaign Round steps ([`phase`]), the
//! tracks ([`track`]), the issue codes with their typed arguments
//! ([`issue`]) and the findings that carry them ([`finding`]). These files
//! import only `ids` and `rule`, so that any module above may use them
//! without a circle.

pub mod action;
pub mod finding;
pub mod issue;
pub mod phase;
pub mod severity;
pub mod track;
