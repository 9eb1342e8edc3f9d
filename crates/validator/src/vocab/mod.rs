//! The shared vocabulary of the game, below every rule module: what a
//! Faction declares ([`Declared`]), the Campaign Round steps ([`Phase`]),
//! the tracks ([`Track`]), the issue codes with their typed arguments
//! ([`Issue`], [`Arg`]), the findings that carry them ([`Finding`]) and
//! how a step's findings group under the mistake they follow from
//! ([`group`]).
//! These files import only `ids` and `rule`, so that any module above may
//! use them without a circle.

pub(crate) mod action;
pub(crate) mod finding;
pub mod group;
#[macro_use]
pub(crate) mod issue;
pub(crate) mod phase;
pub(crate) mod severity;
pub(crate) mod track;
