//! A Short game of Gandhi played at a distance, as the tests of turn
//! files (`distance.rs`) and of the live table (the program's
//! `tests/it/live.rs`, which includes this file) play it: the made-up data
//! and keys, the seated header, which seat made an entry, and the
//! generator's game up to a draw.

use coin_table::{SeatKey, TableEntry, TableLog};
use gandhi_validator::components::GameData;
use gandhi_validator::log::GameRecord;
use gandhi_validator::playouts::{Checks, Drawing, Summary, play_game_drawing, playout_data};
use gandhi_validator::position::four_players;
use gandhi_validator::volume::table_log;

/// The made-up data the program's own playouts use, for four players.
pub fn data() -> GameData {
    playout_data(&GameData::bundled().unwrap(), &four_players()).unwrap()
}

/// Keys made up for the tests (a seat's real key comes from the
/// machine's randomness).
pub fn key(byte: u8) -> SeatKey {
    SeatKey::from_secret([byte; 32])
}

/// The header every copy starts from: the game named `game` and its two
/// seats, Asha (key 1: the Raj and the League) and Bimal (key 2: Congress
/// and the Revolutionaries), exchanged before the first entry.
pub fn header(seed: u64, game: &str) -> TableLog {
    let mut log = TableLog::new("gandhi", "short", seed);
    log.distance.game = game.to_owned();
    let sides = |a: &str, b: &str| [a.to_owned(), b.to_owned()];
    log.distance.seats = vec![
        key(1).seat("Asha", &sides("raj", "muslim_league"), game),
        key(2).seat("Bimal", &sides("congress", "revolutionaries"), game),
    ];
    log
}

/// The seat (0: Asha, 1: Bimal) whose side declared the entry, else the
/// one that made the entry before (the rest of a turn, a card's end, a
/// Campaign step).
pub fn owner(entry: &TableEntry, before: usize) -> usize {
    match entry.declare.as_deref().and_then(|d| d.split(' ').next()) {
        Some("raj" | "muslim_league") => 0,
        Some("congress" | "revolutionaries") => 1,
        _ => before,
    }
}

/// The generator's whole Short game of `seed`, four players seated, each
/// card after the set-up's turned up by `drawing`.
pub fn play(data: &GameData, seed: u64, drawing: Drawing<'_>) -> Result<Summary, String> {
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    play_game_drawing(data, ("short", seed, four_players()), checks, Some(drawing))
        .map_err(|e| e.to_string())
}

/// The table's entries of a game's record.
pub fn entries(data: &GameData, record: &GameRecord) -> Result<Vec<TableEntry>, String> {
    let log = table_log(data, record).map_err(|_| "a game with its own deck".to_owned())?;
    Ok(log.log.entries)
}

/// The generator's Short game of `seed` up to its first draw.
pub fn opening(data: &GameData, seed: u64) -> Vec<TableEntry> {
    let mut first = Vec::new();
    let mut stop = |record: &GameRecord| {
        first = entries(data, record)?;
        Err("stopped at the first draw".to_owned())
    };
    let played = play(data, seed, &mut stop);
    assert!(played.is_err(), "the generator stops at the first draw");
    first
}
