//! Gandhi Moderator: a desktop companion for the board game *Gandhi* (GMT
//! Games, COIN Series Vol. IX). The rules live in the `gandhi-validator`
//! crate; this crate does the input and output: the board, files and the command line.

pub mod app;
pub mod cli;
pub mod fidelity_report;
pub mod files;
pub mod gandhi_table;
pub mod i18n;
pub mod report;
pub mod rules_text;
pub mod session;
pub mod table;
