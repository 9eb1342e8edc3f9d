//! The players' own non-player aid file (`docs/arjuna.md`): the card faces,
//! columns and Random Spaces slots they entered from their copy of the
//! game, read against the data and merged over the bundled fragments.

use super::GameData;
use super::np_aid::{NpAid, PlayerSlot, load_np_aid};
use super::provenance::{Fact, Provenance};
use super::yaml::LoadErrors;

/// The players' own non-player aid file, read: the card faces, columns and
/// Random Spaces slots they entered from their copy of the game. Entries
/// without a `source` take the provenance of the players' file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayersAid {
    /// The file, as named in errors and provenance.
    pub file: String,
    /// The card faces and priority columns.
    pub aid: NpAid,
    /// The Random Spaces slots, in the order written.
    pub slots: Vec<PlayerSlot>,
}

/// How many entries of each kind a players' aid file holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct AidCounts {
    /// Arjuna card faces.
    pub faces: usize,
    /// Space Selection Priorities columns.
    pub columns: usize,
    /// Random Spaces slots.
    pub slots: usize,
    /// Move Priorities columns.
    pub moves: usize,
}

impl PlayersAid {
    /// Reads the players' file against the data (map, Arjuna cards, rules
    /// index). Every problem is reported with file, line and column.
    pub fn load(data: &GameData, file: &str, text: &str) -> Result<PlayersAid, LoadErrors> {
        let (aid, slots) = load_np_aid(
            file,
            text,
            (&data.map, &data.arjuna, Some(&data.rules)),
            false,
        )?;
        Ok(PlayersAid {
            file: file.to_owned(),
            aid,
            slots,
        })
    }

    /// How many faces, columns and slots the file holds.
    pub fn counts(&self) -> AidCounts {
        AidCounts {
            faces: self.aid.faces.len(),
            columns: self.aid.columns.len(),
            slots: self.slots.len(),
            moves: self.aid.moves.len(),
        }
    }

    /// The data with these entries merged in: a face or column replaces a
    /// partial or provisional one ([`NpAid::merged`]); a slot fills an
    /// empty or provisional one ([`super::random_spaces::RandomSpaces::set`]).
    pub fn merged_into(&self, data: &GameData) -> GameData {
        let mut out = data.clone();
        out.np_aid = data.np_aid.merged(&self.aid);
        let provenance = Provenance::Players {
            file: self.file.clone(),
        };
        for (region, slot, space) in &self.slots {
            out.random_spaces.set(
                *region,
                *slot,
                Fact {
                    value: *space,
                    provenance: provenance.clone(),
                },
            );
        }
        out
    }
}

impl GameData {
    /// This data with the players' own non-player aid file merged over the
    /// bundled one (`docs/arjuna.md`). The data itself is left unchanged;
    /// a file with any problem gives every problem and nothing is merged.
    pub fn with_players_aid(&self, file: &str, text: &str) -> Result<GameData, LoadErrors> {
        Ok(PlayersAid::load(self, file, text)?.merged_into(self))
    }
}
