//! Gandhi Moderator: a desktop companion for the board game *Gandhi* (GMT
//! Games, COIN Series Vol. IX). The rules live in the `gandhi-validator`
//! crate; this crate does the input and output: the board, files and the command line.
//!
//! Its documentation is meant to be read with its private items
//! (`cargo doc --document-private-items`): a module's overview links to the
//! files behind it, which only the program uses.

#![allow(rustdoc::private_intra_doc_links)]

pub mod app;
pub mod board_entry;
pub mod card_entry;
pub mod cli;
pub mod fidelity_report;
pub mod files;
pub mod gandhi_table;
pub mod i18n;
pub mod report;
pub mod rules_text;
pub mod session;
pub mod table;
pub mod table_board;
pub mod table_cli;
pub mod table_distance;
pub mod table_files;
pub mod table_live;
pub mod table_report;
pub mod table_review;
