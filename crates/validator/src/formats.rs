//! What Gandhi gives the table for its files: the program's name and its
//! file formats, as the table's reader tells one file from another, and the
//! salt that opens the seal of a saved game's log.

use coin_table::{Chain, Formats};

/// This program's files and what each is called.
pub(crate) const FORMATS: Formats = Formats {
    program: "Gandhi Moderator",
    known: &[
        (
            "gandhi-moderator state",
            "a state file (for the `check` and `totals` commands)",
        ),
        (
            "gandhi-moderator game",
            "a saved game (for the board, or the `judge` command)",
        ),
        (
            "gandhi-moderator cards",
            "a file of cards entered by the players",
        ),
        ("gandhi-moderator non-player aid", "a non-player aid file"),
        ("gandhi-moderator map checks", "a table's checks of the map"),
        ("table log", "a table's log of a game"),
        ("table turn", "a turn sent from another copy of a game"),
    ],
};

/// The seal of a saved game's log opens with this salt. It is part of every
/// sealed file written: changed, every such file would read as edited by
/// hand.
pub(crate) const CHAIN: Chain = Chain::new(b"gandhi-moderator game header\n");
