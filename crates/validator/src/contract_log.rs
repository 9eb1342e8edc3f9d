//! A game saved by Gandhi's own board as the table's log: the same game,
//! entry for entry, so that the table's board and commands can open it and
//! judge it through the contract. Gandhi's log keeps each change as an
//! entry; the table's keeps each action (what was declared, every change
//! that carried it out, its close) as one, and each change made outside an
//! action as one of its own.

use coin_table::{Annotation, Gesture, PlayedOut, TableEntry, TableLog};

use crate::contract_np::{before_declaring, gesture};
use crate::data::GameData;
use crate::edit::Edit;
use crate::ids::{Faction, PerFaction};
use crate::playout::{Checks, play_game, playout_data};
use crate::record::{Entry, GameRecord, edit_text};
use crate::state::{Seat, four_players};

/// A saved game as the table's log, with where each of the table's
/// entries ends in the saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsTableLog {
    /// The table's log.
    pub log: TableLog,
    /// For each of the log's entries, how many of the saved game's entries
    /// it has covered by its end.
    pub ends: Vec<usize>,
    /// The saved game's entries left out at its end: an action declared
    /// and not yet closed, which the table's log cannot hold until it is.
    pub open: usize,
}

/// Why a saved game cannot be the table's log: it draws from the players'
/// own deck of cards or of Arjuna cards, which the table's set-up does not
/// know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the game draws from the players' own deck, which the table's log does not know")]
pub struct OwnDeck;

/// The saved game's main line as the table's log; why it cannot be one
/// ([`OwnDeck`]). The seats other than the set-up's (four players) come
/// first, as one entry of seat changes; each note on an action's close
/// becomes a note on its entry; bookmarks and notes follow their entries.
/// Other lines of play are not carried.
pub fn table_log(data: &GameData, record: &GameRecord) -> Result<AsTableLog, OwnDeck> {
    if record.physical_deck || record.own_arjuna_deck {
        return Err(OwnDeck);
    }
    let mut log = TableLog::new("gandhi", &record.scenario, record.seed);
    let mut ends = Vec::new();
    let set_up = four_players();
    let seats: Vec<Gesture> = crate::ids::Faction::ALL
        .into_iter()
        .filter(|f| record.seats[*f] != set_up[*f])
        .map(|faction| {
            let seat = record.seats[faction];
            gesture(data, &Edit::SetSeat { faction, seat })
        })
        .collect();
    if !seats.is_empty() {
        log.entries.push(TableEntry {
            gestures: seats,
            ..TableEntry::default()
        });
        ends.push(0);
    }
    let entries: &[Entry] = &record.entries;
    let mut at = 0;
    let mut open = 0;
    while at < entries.len() {
        let drawn = entries[at..]
            .iter()
            .take_while(|e| before_declaring(&e.edit))
            .count();
        let start = at + drawn;
        if !matches!(entries.get(start).map(|e| &e.edit), Some(Edit::Declare(_))) {
            log.entries.push(TableEntry {
                gestures: vec![gesture(data, &entries[at].edit)],
                ..TableEntry::default()
            });
            at += 1;
            ends.push(at);
            continue;
        }
        let Some(close) = entries[start..]
            .iter()
            .position(|e| matches!(e.edit, Edit::Done { .. }))
            .map(|n| start + n)
        else {
            open = entries.len() - at;
            break;
        };
        let span = &entries[at..=close];
        let by_engine = span.iter().any(|e| !e.trace.is_empty());
        log.entries.push(TableEntry {
            declare: Some(edit_text(data, &entries[start].edit)),
            gestures: span
                .iter()
                .filter(|e| !matches!(e.edit, Edit::Declare(_) | Edit::Done { .. }))
                .map(|e| gesture(data, &e.edit))
                .collect(),
            non_player: by_engine
                .then(|| entries[start].by.map(|f| f.key().to_owned()))
                .flatten(),
            answers: Vec::new(),
        });
        if let Edit::Done { note: Some(note) } = &entries[close].edit {
            log.annotations.push(Annotation {
                entry: log.entries.len(),
                bookmark: None,
                note: Some(note.clone()),
                finding: None,
                at: entries[close].at.clone(),
            });
        }
        at = close + 1;
        ends.push(at);
    }
    for note in &record.annotations {
        // A note on the saved game's entry n stands on the table's entry
        // that covers it.
        if let Some(entry) = ends.iter().position(|end| *end >= note.entry) {
            log.annotations.push(Annotation {
                entry: entry + 1,
                finding: None,
                ..note.clone()
            });
        }
    }
    Ok(AsTableLog { log, ends, open })
}

/// A whole game played by the random generator of legal actions
/// ([`play_game`]) as the table's entries, with the made-up data it played
/// with ([`playout_data`]: faction orders and, with a non-player seated, an
/// aid; never the printed cards). The seats come from the seed: a Faction
/// is a non-player where its bit of the seed is set (the Raj the lowest,
/// then Congress, the League and the Revolutionaries; the others are the
/// set-up's four players), so that seeds 0 to 15 seat every combination.
pub fn played_out(
    data: &GameData,
    scenario: &str,
    seed: u64,
) -> Result<PlayedOut<GameData>, String> {
    let players = four_players();
    let seats = PerFaction::from_fn(|faction| {
        let bit = Faction::ALL.iter().position(|f| *f == faction).unwrap_or(0);
        if (seed >> bit) & 1 == 1 {
            Seat::NonPlayer
        } else {
            players[faction]
        }
    });
    let data = playout_data(data, &seats)?;
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    let played = play_game(&data, scenario, seed, seats, checks).map_err(|e| e.to_string())?;
    let entries = table_log(&data, &played.record)
        .map_err(|e| e.to_string())?
        .log
        .entries;
    Ok(PlayedOut { data, entries })
}
