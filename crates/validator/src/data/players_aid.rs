//! The players' own non-player aid file (`docs/arjuna.md`): the card faces,
//! columns and Random Spaces slots they entered from their copy of the
//! game, read against the data and merged over the bundled fragments, and
//! written back one entry at a time as the players enter them.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::GameData;
use super::arjuna::{ArjunaData, ArjunaId, Face, LetterError};
use super::np_aid::{
    CardFace, Column, KeepRow, MoveColumn, NpAid, PlayerSlot, Row, load_np_aid, write_np_aid,
};
use super::provenance::{Fact, Provenance};
use crate::ids::{Faction, SpaceId};
use coin_table::{LoadErrors, TextPos, parse_yaml};

/// The players' own non-player aid file, read: the card faces, columns and
/// Random Spaces slots they entered from their copy of the game. Entries
/// without a `source` take the provenance of the players' file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayersAid {
    /// The file, as named in errors and provenance.
    pub file: String,
    /// The card faces and priority columns.
    pub aid: NpAid,
    /// The Random Spaces slots, by region then slot (whatever order the
    /// file gave them in).
    pub slots: Vec<PlayerSlot>,
    /// The face-up letters of the Arjuna cards the players corrected to
    /// those their copy shows, where the project's lettering is assumed
    /// (8.3; `data/arjuna.yaml`).
    pub letters: BTreeMap<ArjunaId, String>,
}

/// The `letters` section of a players' aid file, read on its own before
/// the rest, since the card sides are named by the corrected letters.
#[derive(Debug, Deserialize)]
struct RawLettersOnly {
    #[serde(default)]
    letters: Vec<Spanned<RawLetter>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLetter {
    /// The card's name in the project's data.
    card: String,
    /// The face-up letter on the players' copy.
    front: String,
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
        let (letters, arjuna) = read_letters(data, file, text)?;
        let (aid, mut slots) =
            load_np_aid(file, text, (&data.map, &arjuna, Some(&data.rules)), false)?;
        // A slot is given once, so sorting loses nothing; it makes a file
        // read back from [`PlayersAid::to_yaml`] equal to the one written.
        slots.sort_by_key(|(region, slot, _)| (*region, *slot));
        Ok(PlayersAid {
            file: file.to_owned(),
            aid,
            slots,
            letters,
        })
    }

    /// A file with nothing in it yet, named `file` (in provenance and
    /// errors).
    pub fn empty(file: &str) -> PlayersAid {
        PlayersAid {
            file: file.to_owned(),
            aid: NpAid::default(),
            slots: Vec::new(),
            letters: BTreeMap::new(),
        }
    }

    /// The file's text, in the format [`PlayersAid::load`] reads
    /// (`docs/arjuna.md`), in a fixed order: slots by region then slot,
    /// priority columns by Faction then left to right on its table, Move
    /// Priorities columns by Faction, card sides by card then face-up side
    /// first. See `write_np_aid`. Reading the text back against the same
    /// data gives this aid again, for entries entered by the players and
    /// entries with a rulebook, deduced or provisional source.
    pub fn to_yaml(&self, data: &GameData) -> String {
        let arjuna = self.arjuna(data);
        let text = write_np_aid(&self.aid, &self.slots, (&data.map, &arjuna));
        if self.letters.is_empty() {
            return text;
        }
        let mut section = String::from("letters:\n");
        for (card, front) in &self.letters {
            if let Some(card) = arjuna.card(*card) {
                section.push_str(&format!("  - {{ card: {}, front: {front} }}\n", card.key));
            }
        }
        // The letters come first after the header: the sides are named by them.
        match text
            .find("\nversion: ")
            .and_then(|at| text[at + 1..].find('\n').map(|end| at + end + 2))
        {
            Some(end) => format!("{}{section}{}", &text[..end], &text[end..]),
            None => text + &section,
        }
    }

    /// The Arjuna cards with the players' letters: the data's, with each
    /// correction of this file that can be made applied in turn.
    pub fn arjuna(&self, data: &GameData) -> ArjunaData {
        corrected(&data.arjuna, &self.letters, &self.file).unwrap_or_else(|_| data.arjuna.clone())
    }

    /// Corrects the face-up letter of an Arjuna card to the one the
    /// players' copy shows (its back then shows it doubled, 8.3); refused,
    /// with the reason, where the rulebook names the card or the letter is
    /// another card's. Giving the card its letter in the project's data
    /// takes the correction away.
    pub fn set_letter(
        &mut self,
        data: &GameData,
        card: ArjunaId,
        front: &str,
    ) -> Result<(), LetterError> {
        let arjuna = self.arjuna(data);
        arjuna.with_letter(card, front, self.entered(()).provenance)?;
        match arjuna.card(card) {
            Some(c) if c.key == front => {
                self.letters.remove(&card);
            }
            _ => {
                self.letters.insert(card, front.to_owned());
            }
        }
        Ok(())
    }

    /// Whether the file as [`PlayersAid::to_yaml`] writes it reads without a
    /// problem: the editing methods store what they are given, and this
    /// applies every check of [`PlayersAid::load`] (the card's Faction has
    /// the Operations and columns named, arrows lead to boxes, slots are
    /// numbered 1 to 6 and hold no Railway, …) before the file is saved.
    pub fn check(&self, data: &GameData) -> Result<(), LoadErrors> {
        PlayersAid::load(data, &self.file, &self.to_yaml(data)).map(|_| ())
    }

    /// The provenance of an entry entered through the program.
    fn entered<T>(&self, value: T) -> Fact<T> {
        Fact {
            value,
            provenance: Provenance::Players {
                file: self.file.clone(),
            },
        }
    }

    /// Sets a side of an Arjuna card, replacing what the file had for it.
    pub fn set_side(&mut self, card: ArjunaId, face: Face, side: CardFace) {
        let fact = self.entered(side);
        self.aid.faces.insert((card, face), fact);
    }

    /// Removes a side of an Arjuna card; whether the file had it.
    pub fn remove_side(&mut self, card: ArjunaId, face: Face) -> bool {
        self.aid.faces.remove(&(card, face)).is_some()
    }

    /// Sets a Faction's Space Selection Priorities column: its rows top to
    /// bottom, and whether they are the whole column. Replaces what the file
    /// had for that column.
    pub fn set_column(&mut self, faction: Faction, column: Column, rows: Vec<Row>, complete: bool) {
        let fact = self.entered((rows, complete));
        self.aid.columns.insert((faction, column), fact);
    }

    /// Removes a Space Selection Priorities column; whether the file had it.
    pub fn remove_column(&mut self, faction: Faction, column: Column) -> bool {
        self.aid.columns.remove(&(faction, column)).is_some()
    }

    /// Sets a Faction's Move Priorities column: its keep rows in order, and
    /// whether they are the whole column. Replaces what the file had for
    /// that Faction.
    pub fn set_move_column(&mut self, faction: Faction, keep: Vec<KeepRow>, complete: bool) {
        let fact = self.entered(MoveColumn { keep, complete });
        self.aid.moves.insert(faction, fact);
    }

    /// Removes a Faction's Move Priorities column; whether the file had it.
    pub fn remove_move_column(&mut self, faction: Faction) -> bool {
        self.aid.moves.remove(&faction).is_some()
    }

    /// Sets a slot of the Random Spaces map (region and slot, each 1 to 6),
    /// replacing what the file had for it. The slots stay sorted by region
    /// then slot.
    pub fn set_slot(&mut self, region: u8, slot: u8, space: SpaceId) {
        let key = (region, slot);
        if let Some(entry) = self.slots.iter_mut().find(|(r, s, _)| (*r, *s) == key) {
            entry.2 = space;
        } else {
            let at = self.slots.partition_point(|(r, s, _)| (*r, *s) < key);
            self.slots.insert(at, (region, slot, space));
        }
    }

    /// Removes a slot of the Random Spaces map; whether the file had it.
    pub fn remove_slot(&mut self, region: u8, slot: u8) -> bool {
        let before = self.slots.len();
        self.slots.retain(|(r, s, _)| (*r, *s) != (region, slot));
        self.slots.len() != before
    }

    /// How many sides of the Faction's Arjuna cards the file holds whole
    /// (not `partial`), and how many sides those cards have in all (two a
    /// card): `(9, 12)` reads "9 of 12 sides".
    pub fn sides_entered(&self, data: &GameData, faction: Faction) -> (usize, usize) {
        let mut whole = 0;
        let mut all = 0;
        for card in data.arjuna.of(faction) {
            for face in [Face::Front, Face::Back] {
                all += 1;
                if self
                    .aid
                    .face(card, face)
                    .is_some_and(|side| !side.value.partial)
                {
                    whole += 1;
                }
            }
        }
        (whole, all)
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
        out.arjuna = self.arjuna(data);
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

/// Reads the `letters` section: each correction names a card of the data by
/// its key and gives one capital letter; the cards with them applied.
fn read_letters(
    data: &GameData,
    file: &str,
    text: &str,
) -> Result<(BTreeMap<ArjunaId, String>, ArjunaData), LoadErrors> {
    let raw: RawLettersOnly = parse_yaml(file, text)?;
    let provenance = Provenance::Players {
        file: file.to_owned(),
    };
    let mut errors = LoadErrors::default();
    let mut letters = BTreeMap::new();
    let mut arjuna = data.arjuna.clone();
    for (i, spanned) in raw.letters.iter().enumerate() {
        let pos = TextPos::of(spanned);
        let entry = &spanned.value;
        let Some(card) = data.arjuna.by_key(&entry.card) else {
            errors.push(
                file,
                format!("letters[{i}].card"),
                pos,
                format!(
                    "`{}` is not the face-up letter of an Arjuna card in the project's data (8.3)",
                    entry.card
                ),
            );
            continue;
        };
        if letters.contains_key(&card) {
            errors.push(
                file,
                format!("letters[{i}].card"),
                pos,
                format!("card `{}` is corrected twice", entry.card),
            );
            continue;
        }
        match arjuna.with_letter(card, &entry.front, provenance.clone()) {
            Ok(with) => {
                arjuna = with;
                letters.insert(card, entry.front.clone());
            }
            Err(error) => errors.push(file, format!("letters[{i}].front"), pos, error.to_string()),
        }
    }
    errors.into_result((letters, arjuna))
}

/// The cards with each correction applied in turn; the first refused one
/// is given with its card's key.
fn corrected(
    arjuna: &ArjunaData,
    letters: &BTreeMap<ArjunaId, String>,
    file: &str,
) -> Result<ArjunaData, (String, LetterError)> {
    let provenance = Provenance::Players {
        file: file.to_owned(),
    };
    let mut out = arjuna.clone();
    for (card, front) in letters {
        let key = arjuna
            .card(*card)
            .map_or_else(String::new, |c| c.key.clone());
        out = out
            .with_letter(*card, front, provenance.clone())
            .map_err(|error| (key, error))?;
    }
    Ok(out)
}
