//! The players' own non-player aid as the program keeps it: what the table
//! entered through the forms, one entry at a time, written to its file
//! (`np_aid.yaml`, the same format a table writes by hand, so files stay
//! shareable). While that file cannot be read it is never written over:
//! the entries are kept in memory, used at once, and written into the file
//! once it reads again.

use std::path::Path;

use gandhi_validator::components::PlayersAid;
use gandhi_validator::components::{ArjunaId, Face};
use gandhi_validator::components::{CardFace, Column, KeepRow, Row};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, SpaceId},
};

use crate::files::{FileError, write_keeping_backup};

/// One entry of the players' aid, entered or taken away.
#[derive(Clone, Debug, PartialEq)]
pub enum AidChange {
    /// A side of an Arjuna card, whole or in part.
    Side {
        /// The card.
        card: ArjunaId,
        /// Which side.
        face: Face,
        /// Its boxes.
        side: CardFace,
    },
    /// Take an entered side away.
    RemoveSide {
        /// The card.
        card: ArjunaId,
        /// Which side.
        face: Face,
    },
    /// A column of a Faction's Space Selection Priorities (8.4.1).
    Column {
        /// Whose table.
        faction: Faction,
        /// The column.
        column: Column,
        /// Its rows, top to bottom.
        rows: Vec<Row>,
        /// Whether the rows are the whole column.
        complete: bool,
    },
    /// Take an entered column away.
    RemoveColumn {
        /// Whose table.
        faction: Faction,
        /// The column.
        column: Column,
    },
    /// A Faction's Move Priorities column (8.4.2): what its origins keep.
    Moves {
        /// Whose column.
        faction: Faction,
        /// The keep rows, in the order printed.
        keep: Vec<KeepRow>,
        /// Whether the rows are the whole column.
        complete: bool,
    },
    /// Take an entered Move Priorities column away.
    RemoveMoves {
        /// Whose column.
        faction: Faction,
    },
    /// A slot of the Random Spaces map (8.1.2).
    Slot {
        /// The first die.
        region: u8,
        /// The second die.
        slot: u8,
        /// The space printed there.
        space: SpaceId,
    },
    /// Several slots of the Random Spaces map, entered together (those a
    /// walk of 8.1.2 goes through): region, slot and space, in the order
    /// entered. Written to the file at once, as one change.
    Slots(Vec<(u8, u8, SpaceId)>),
    /// Take an entered slot away.
    RemoveSlot {
        /// The first die.
        region: u8,
        /// The second die.
        slot: u8,
    },
    /// The face-up letter the players' copy of an Arjuna card shows, where
    /// the project's lettering is assumed (8.3); `None` gives the card back
    /// the project's letter.
    Letter {
        /// The card.
        card: ArjunaId,
        /// Its letter on the players' copy.
        front: Option<String>,
    },
}

impl AidChange {
    /// Makes the change in the players' aid.
    pub fn apply(&self, aid: &mut PlayersAid) {
        match self {
            AidChange::Side { card, face, side } => aid.set_side(*card, *face, side.clone()),
            AidChange::RemoveSide { card, face } => {
                aid.remove_side(*card, *face);
            }
            AidChange::Column {
                faction,
                column,
                rows,
                complete,
            } => aid.set_column(*faction, *column, rows.clone(), *complete),
            AidChange::RemoveColumn { faction, column } => {
                aid.remove_column(*faction, *column);
            }
            AidChange::Moves {
                faction,
                keep,
                complete,
            } => aid.set_move_column(*faction, keep.clone(), *complete),
            AidChange::RemoveMoves { faction } => {
                aid.remove_move_column(*faction);
            }
            AidChange::Slot {
                region,
                slot,
                space,
            } => aid.set_slot(*region, *slot, *space),
            AidChange::Slots(slots) => {
                for (region, slot, space) in slots {
                    aid.set_slot(*region, *slot, *space);
                }
            }
            AidChange::RemoveSlot { region, slot } => {
                aid.remove_slot(*region, *slot);
            }
            AidChange::Letter { card, front } => match front {
                Some(front) => {
                    aid.letters.insert(*card, front.clone());
                }
                None => {
                    aid.letters.remove(card);
                }
            },
        }
    }
}

/// Why an entry was not kept.
#[derive(Debug)]
pub enum AidRefused {
    /// The aid with it would not read back: every problem, located.
    Invalid(coin_table::LoadErrors),
    /// The file could not be written.
    File(FileError),
}

impl AidRefused {
    /// Why, in the language chosen: the problems of the text as located,
    /// or why the file could not be written.
    pub fn said(&self, lang: crate::i18n::fluent::Lang) -> String {
        match self {
            AidRefused::Invalid(errors) => errors.to_string(),
            AidRefused::File(error) => crate::i18n::files::file_error(lang, error),
        }
    }
}

impl std::fmt::Display for AidRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AidRefused::Invalid(errors) => write!(f, "{errors}"),
            AidRefused::File(error) => write!(f, "{error}"),
        }
    }
}

/// The players' aid entries and where they are kept.
#[derive(Clone, Debug)]
pub struct AidEntries {
    /// What the file holds, with the entries made since.
    pub aid: PlayersAid,
    /// Changes made while the file could not be read, kept in memory until
    /// it reads again.
    pub unsaved: Vec<AidChange>,
}

impl AidEntries {
    /// No entries yet, for a file of that name.
    pub fn empty(file: &str) -> AidEntries {
        AidEntries {
            aid: PlayersAid::empty(file),
            unsaved: Vec::new(),
        }
    }

    /// Makes a change and writes the file (the file before kept as its
    /// backup); while `writable` is false (the file cannot be read), keeps
    /// the change in memory instead.
    pub fn change(
        &mut self,
        data: &GameData,
        change: AidChange,
        path: Option<&Path>,
        writable: bool,
    ) -> Result<(), AidRefused> {
        let mut changed = self.aid.clone();
        change.apply(&mut changed);
        // The file written must be one the program reads back.
        changed.check(data).map_err(AidRefused::Invalid)?;
        self.aid = changed;
        match path {
            Some(path) if writable => write(path, &self.aid, data).map_err(AidRefused::File),
            _ => {
                self.unsaved.push(change);
                Ok(())
            }
        }
    }

    /// The file read again: the changes kept in memory are made in it and
    /// it is written, the file as it was kept as its backup.
    pub fn reread(
        &mut self,
        data: &GameData,
        read: PlayersAid,
        path: &Path,
    ) -> Result<usize, FileError> {
        self.aid = read;
        let kept = std::mem::take(&mut self.unsaved);
        for change in &kept {
            change.apply(&mut self.aid);
        }
        if !kept.is_empty() {
            write(path, &self.aid, data)?;
        }
        Ok(kept.len())
    }
}

fn write(path: &Path, aid: &PlayersAid, data: &GameData) -> Result<(), FileError> {
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    write_keeping_backup(path, &aid.to_yaml(data))
}
