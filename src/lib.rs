//! Gandhi Moderator: a desktop companion for the board game *Gandhi* (GMT
//! Games, COIN Series Vol. IX). The rules live in the `gandhi-validator`
//! crate; this crate does the input and output: files and the command line.

pub mod cli;
pub mod files;
