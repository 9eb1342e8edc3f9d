//! The Arjuna deck's cards (8.3): which Faction each belongs to and the
//! letters of its two sides. What a card says is entered by the players
//! (their own file) and read by the non-player engine; only the cards'
//! identities live here.

use std::collections::BTreeSet;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use crate::ids::Faction;
use coin_table::entries;
use coin_table::{LoadErrors, TextPos, parse_yaml};
use coin_table::{RawSourced, RulesIndex};

/// An Arjuna card, by its place in the data (0 to 23).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ArjunaId(pub(crate) u8);

impl ArjunaId {
    /// Index in [`ArjunaData::cards`].
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Which side of an Arjuna card shows.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// The light face-up side (one letter).
    Front,
    /// The dark back (a double letter), reached by "flip the card".
    Back,
}

/// One Arjuna card.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ArjunaCard {
    /// Its id.
    pub id: ArjunaId,
    /// The Faction it instructs.
    pub faction: Faction,
    /// The letter on its face-up side.
    pub front: String,
    /// The double letter on its back.
    pub back: String,
    /// The card's name in the project's data: the face-up letter
    /// `arjuna.yaml` gives it, which stays when the players correct the
    /// letters to those their copy shows ([`ArjunaData::with_letter`]).
    pub key: String,
    /// Where the identity comes from.
    pub provenance: Provenance,
}

impl ArjunaCard {
    /// The letters of one side.
    pub fn letters(&self, face: Face) -> &str {
        match face {
            Face::Front => &self.front,
            Face::Back => &self.back,
        }
    }
}

/// Every Arjuna card.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ArjunaData {
    /// How many cards each Faction has.
    pub per_faction: u8,
    cards: Vec<ArjunaCard>,
}

impl ArjunaData {
    /// Every card, by id.
    pub fn cards(&self) -> &[ArjunaCard] {
        &self.cards
    }

    /// One card.
    pub fn card(&self, id: ArjunaId) -> Option<&ArjunaCard> {
        self.cards.get(id.index())
    }

    /// The cards of one Faction.
    pub fn of(&self, faction: Faction) -> impl Iterator<Item = ArjunaId> + '_ {
        self.cards
            .iter()
            .filter(move |c| c.faction == faction)
            .map(|c| c.id)
    }

    /// The data with one card's letters corrected to those the players'
    /// copy shows: its face-up side `front` (one capital letter) and its
    /// back that letter doubled (8.3), the letters' provenance the players'
    /// file. Refused, with the reason, for a card whose letters the
    /// rulebook names, for anything but one capital letter, and for letters
    /// another card already has.
    pub fn with_letter(
        &self,
        card: ArjunaId,
        front: &str,
        provenance: Provenance,
    ) -> Result<ArjunaData, LetterError> {
        let Some(this) = self.card(card) else {
            return Err(LetterError::NoSuchCard);
        };
        if matches!(this.provenance, Provenance::Rulebook { .. }) {
            return Err(LetterError::RulebookNamesIt {
                letters: this.front.clone(),
            });
        }
        let mut chars = front.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return Err(LetterError::NotOneLetter);
        };
        if !letter.is_ascii_uppercase() {
            return Err(LetterError::NotOneLetter);
        }
        let back = format!("{letter}{letter}");
        if let Some(other) = self
            .cards
            .iter()
            .find(|c| c.id != card && (c.front == front || c.back == back))
        {
            return Err(LetterError::Taken {
                letters: front.to_owned(),
                faction: other.faction,
            });
        }
        let mut out = self.clone();
        let this = &mut out.cards[card.index()];
        this.front = front.to_owned();
        this.back = back;
        this.provenance = provenance;
        Ok(out)
    }

    /// The card whose name in the project's data ([`ArjunaCard::key`]) is
    /// `key`.
    pub fn by_key(&self, key: &str) -> Option<ArjunaId> {
        self.cards.iter().find(|c| c.key == key).map(|c| c.id)
    }

    /// The card a file names `name`, as `names` says it names cards.
    /// Letters as they were written are read as the letters the table gives
    /// now, else as the data's names, which they were unless the table had
    /// corrected them.
    pub fn by_name(&self, name: &str, names: ArjunaNames) -> Option<ArjunaId> {
        match names {
            ArjunaNames::Keys => self.by_key(name),
            ArjunaNames::LettersThen => self
                .by_letters(name)
                .filter(|(_, face)| *face == Face::Front)
                .map(|(id, _)| id)
                .or_else(|| self.by_key(name)),
        }
    }

    /// The card and side a letter names (`H`, `AA`).
    pub fn by_letters(&self, letters: &str) -> Option<(ArjunaId, Face)> {
        self.cards.iter().find_map(|c| {
            if c.front == letters {
                Some((c.id, Face::Front))
            } else if c.back == letters {
                Some((c.id, Face::Back))
            } else {
                None
            }
        })
    }
}

/// How a file names Arjuna cards.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArjunaNames {
    /// By their names in the project's data ([`ArjunaCard::key`]), which no
    /// correction of the letters changes: what the program writes.
    Keys,
    /// By the face-up letters the table gave them when the file was
    /// written (saved games before version 4, state files before version 2).
    LettersThen,
}

/// Why a card's letters cannot be corrected ([`ArjunaData::with_letter`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LetterError {
    /// No card has that id.
    #[error("there is no such Arjuna card")]
    NoSuchCard,
    /// The rulebook names the card by these letters (8.1.5, 8.7, 8.7.1).
    #[error("the rulebook names card `{letters}` (8.1.5, 8.7, 8.7.1): its letters stay")]
    RulebookNamesIt {
        /// The card's letters.
        letters: String,
    },
    /// A face-up side carries one capital letter (8.3).
    #[error("an Arjuna card's face-up side carries one capital letter (8.3)")]
    NotOneLetter,
    /// Another card has these letters.
    #[error("another card, of `{}`, already has the letter `{letters}`", faction.key())]
    Taken {
        /// The letter asked for.
        letters: String,
        /// Whose card has it.
        faction: Faction,
    },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArjuna {
    cards_per_faction: Spanned<RawSourced<u8>>,
    cards: Vec<Spanned<RawCard>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    faction: Faction,
    front: String,
    back: String,
    source: Spanned<RawSource>,
}

/// Loads and validates `arjuna.yaml`: every card once, each Faction with
/// its full set, letters unique, a back's letters doubling its front's.
pub fn load_arjuna(
    file: &str,
    text: &str,
    rules: Option<&RulesIndex>,
) -> Result<ArjunaData, LoadErrors> {
    let raw: RawArjuna = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let per_faction: Option<Fact<u8>> =
        check.fact("cards_per_faction", &raw.cards_per_faction, |n| *n);
    let mut cards = Vec::new();
    let mut letters = BTreeSet::new();
    for (path, pos, card) in entries(&raw.cards, "cards") {
        let provenance = check.source(
            &format!("{path}.source"),
            TextPos::of(&card.source),
            &card.source.value,
        );
        let doubled = format!("{0}{0}", card.front);
        if card.front.is_empty() || card.back != doubled {
            check.error(format!("{path}.back"),
                pos,
                format!(
                    "a card's back doubles the letter of its face-up side: `{}` goes with `{doubled}`, not `{}`",
                    card.front, card.back
                ),
            );
        }
        for l in [&card.front, &card.back] {
            if !letters.insert(l.clone()) {
                check.error(
                    path.clone(),
                    pos,
                    format!("the letters `{l}` are used twice"),
                );
            }
        }
        let Some(provenance) = provenance else {
            continue;
        };
        cards.push(ArjunaCard {
            id: ArjunaId(u8::try_from(cards.len()).unwrap_or(u8::MAX)),
            faction: card.faction,
            front: card.front.clone(),
            back: card.back.clone(),
            key: card.front.clone(),
            provenance,
        });
    }
    let Some(per_faction) = per_faction else {
        return Err(errors);
    };
    for faction in Faction::ALL {
        let count = cards.iter().filter(|c| c.faction == faction).count();
        if count != usize::from(per_faction.value) {
            errors.push(
                file,
                "cards",
                TextPos::default(),
                format!(
                    "`{}` has {count} Arjuna cards; each Faction has {} (8.3)",
                    faction.key(),
                    per_faction.value
                ),
            );
        }
    }
    errors.into_result(ArjunaData {
        per_faction: per_faction.value,
        cards,
    })
}
