//! Vijayanagara (GMT, 2023) as a volume on the COIN table: its component
//! data with where each fact comes from, its positions and set-up (2.1),
//! the checks of a position (chapter 1), Control and victory (1.7, 5.0),
//! and the contract the table plays it through (`Vijayanagara`). No GUI,
//! no file input or output, no clock: the program reads the table's own
//! board file and hands its text over.
//!
//! Every item is offered here at the crate's root, at one path; the files
//! behind it are private.

mod action;
mod cards;
mod check;
mod contract;
mod data;
mod edit;
mod event_judge;
mod events;
mod ids;
mod instructions;
mod invasion;
mod playout;
mod sequence;
mod sheet;
mod state;
mod victory;

pub use action::{Command, Declared, Decree, INSTRUCTIONS, judge, pass_income};
pub use cards::{Card, Deck, EVENTS_A_STACK, INVASIONS_A_STACK, SUCCESSIONS, TIMURIDS};
pub use check::{MOST_INFLUENCE, MOST_RESOURCES, check};
pub use contract::{BOARD_FILE, Vijayanagara};
pub use data::{BOARD_FORMAT, Board, Certain, Data, FORMATS, Pieces, Setup, Space};
pub use edit::{
    END, Edit, Track, apply, change_text, gesture_edit, next_dice, place_key, read_change,
};
pub use events::{
    CARDS_FORMAT, EVENT_NUMBERS, EventCard, Step, cards_text, effect_form, read_cards,
};
pub use ids::{Faction, HOLDINGS, Holding, KINDS, Kind, Place, SpaceKind};
pub use invasion::{INSTRUCTIONS_SIDE, carry_out, outcome, winners};
pub use playout::play_out;
pub use sequence::{Fork, Sequence, reveals_card};
pub use sheet::{board_sheet, sheet_text};
pub use state::{Dynasty, SCENARIO, State, setup, takes};
pub use victory::{controller, delhi_points, pieces_of, units_of, victory};
