//! The program's integration tests, in one binary: the command line run as
//! a process, and the board and play bar driven through the real app with
//! egui_kittest.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

mod aid_form;
mod board;
mod cli;
mod cli_lang;
mod cli_messages;
mod codemap;
mod common;
mod effect_form;
mod fidelity;
mod file_dialog;
mod judged_again;
mod laptop;
mod layers;
mod live;
mod map_check;
mod np_aid_file;
mod np_aid_forms;
mod own_arjuna_deck;
mod play;
mod players_files;
mod readable;
mod report;
mod report_text;
mod table_board;
mod table_cli;
mod table_distance;
mod timeline;
#[path = "../../crates/table/tests/tiny/mod.rs"]
mod tiny;
mod translations;
mod windows;
mod words;
mod write_limits;
