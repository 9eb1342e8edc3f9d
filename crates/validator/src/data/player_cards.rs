//! Cards entered by the players from their own physical cards.
//!
//! The rulebook describes only a few Event cards, so the project ships no
//! faction orders, marks or halos it cannot source. When play reaches a card
//! whose details are missing, the players read them off the card once; they
//! are kept in the players' own file (never in `data/`, never in a game) and
//! merged into the catalog with the provenance [`Provenance::Players`].
//! Bundled facts take precedence: the players' entry only fills gaps.
//!
//! A card may also hold the text of either side as steps the checks follow
//! (`unshaded_effect`, `shaded_effect`), in the schema of the bundled cards
//! (`docs/event-effects.md`) and checked alike; the table enters them in the
//! program's Event effect form, never as YAML.

use serde::{Deserialize, Serialize};
use serde_saphyr::{Location, Spanned};

use super::cards::{CardCatalog, EventCard};
use super::effects::Effect;
use super::provenance::{Fact, Provenance};
use crate::ids::Faction;
use coin_table::{Headed, LoadErrors, TextPos, expect_end, parse_formatted};

/// The value of the `format` field.
pub const FORMAT: &str = "gandhi-moderator cards";
/// The closing line.
pub const END: &str = "end of cards";
/// The newest version this build reads, and the one it writes when a card
/// holds an effect. Version 2 added the effects; a file without any is
/// still written as version 1, which every build reads.
pub const VERSION: u32 = 2;
/// The version of a file whose cards hold no effect.
pub const VERSION_WITHOUT_EFFECTS: u32 = 1;

/// One card as the players entered it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayerCard {
    /// The card number.
    pub number: u8,
    /// Its title.
    pub title: Option<String>,
    /// The four Faction icons, left to right (2.3.2).
    pub faction_order: Option<[Faction; 4]>,
    /// Factions with a non-player Critical Event mark (8.8.1), if entered.
    pub critical: Option<Vec<Faction>>,
    /// Factions with a square halo (8.8.2), if entered.
    pub halos: Option<Vec<Faction>>,
    /// The unshaded text as steps the checks follow, if entered.
    pub unshaded_effect: Option<Effect>,
    /// The shaded text as steps the checks follow, if entered.
    pub shaded_effect: Option<Effect>,
}

impl PlayerCard {
    /// The effect entered for one side.
    pub fn effect(&self, shaded: bool) -> Option<&Effect> {
        if shaded {
            self.shaded_effect.as_ref()
        } else {
            self.unshaded_effect.as_ref()
        }
    }

    /// Sets or clears the effect of one side.
    pub fn set_effect(&mut self, shaded: bool, effect: Option<Effect>) {
        if shaded {
            self.shaded_effect = effect;
        } else {
            self.unshaded_effect = effect;
        }
    }

    /// This entry, with what it lacks taken from an older entry of the
    /// same card (entries made while the file could not be read, merged
    /// into it once it reads).
    pub fn filled_from(self, old: &PlayerCard) -> PlayerCard {
        PlayerCard {
            number: self.number,
            title: self.title.or_else(|| old.title.clone()),
            faction_order: self.faction_order.or(old.faction_order),
            critical: self.critical.or_else(|| old.critical.clone()),
            halos: self.halos.or_else(|| old.halos.clone()),
            unshaded_effect: self.unshaded_effect.or_else(|| old.unshaded_effect.clone()),
            shaded_effect: self.shaded_effect.or_else(|| old.shaded_effect.clone()),
        }
    }

    fn has_effect(&self) -> bool {
        self.unshaded_effect.is_some() || self.shaded_effect.is_some()
    }
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    format: String,
    version: u32,
    #[serde(default)]
    cards: Vec<Spanned<RawCard>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawFile {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    number: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    faction_order: Option<Vec<Faction>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    critical: Option<Vec<Faction>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    halos: Option<Vec<Faction>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unshaded_effect: Option<Spanned<Effect>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    shaded_effect: Option<Spanned<Effect>>,
}

/// Reads the players' card file. Every problem is reported with its place.
pub fn from_yaml(file: &str, text: &str, event_count: u8) -> Result<Vec<PlayerCard>, LoadErrors> {
    let raw: RawFile = parse_formatted(&crate::formats::FORMATS, file, text, (FORMAT, VERSION))?;
    expect_end(file, raw.end.as_ref(), END)?;
    let mut errors = LoadErrors::default();
    let mut cards: Vec<PlayerCard> = Vec::new();
    for (i, spanned) in raw.cards.into_iter().enumerate() {
        let pos = TextPos::of(&spanned);
        let card = spanned.value;
        let path = format!("cards[{i}]");
        if card.number == 0 || card.number > event_count {
            errors.push(
                file,
                format!("{path}.number"),
                pos,
                format!(
                    "Event cards are numbered 1 to {event_count}; found {}",
                    card.number
                ),
            );
            continue;
        }
        if cards.iter().any(|c| c.number == card.number) {
            errors.push(
                file,
                format!("{path}.number"),
                pos,
                format!("card {} is entered twice", card.number),
            );
            continue;
        }
        let faction_order = match card.faction_order {
            None => None,
            Some(order) => match faction_order(&order) {
                Some(order) => Some(order),
                None => {
                    errors.push(
                        file,
                        format!("{path}.faction_order"),
                        pos,
                        "the faction order lists each of the four Factions once (2.3.2)",
                    );
                    continue;
                }
            },
        };
        let mut effect = |name: &str, raw: Option<Spanned<Effect>>| {
            let raw = raw?;
            let pos = TextPos::of(&raw);
            raw.value
                .checked(file, &format!("{path}.{name}"), pos, &mut errors)
        };
        let unshaded_effect = effect("unshaded_effect", card.unshaded_effect);
        let shaded_effect = effect("shaded_effect", card.shaded_effect);
        cards.push(PlayerCard {
            number: card.number,
            title: card.title.filter(|t| !t.trim().is_empty()),
            faction_order,
            critical: card.critical,
            halos: card.halos,
            unshaded_effect,
            shaded_effect,
        });
    }
    cards.sort_by_key(|c| c.number);
    errors.into_result(cards)
}

/// Four distinct Factions, or `None`.
pub fn faction_order(list: &[Faction]) -> Option<[Faction; 4]> {
    let order: [Faction; 4] = list.try_into().ok()?;
    let distinct = Faction::ALL.iter().all(|f| order.contains(f));
    distinct.then_some(order)
}

/// Writes the players' card file.
pub fn to_yaml(cards: &[PlayerCard]) -> String {
    let mut sorted: Vec<&PlayerCard> = cards.iter().collect();
    sorted.sort_by_key(|c| c.number);
    let version = if cards.iter().any(PlayerCard::has_effect) {
        VERSION
    } else {
        VERSION_WITHOUT_EFFECTS
    };
    let mut out = format!(
        "# Event card details entered by the players from their own cards.\nformat: {FORMAT}\nversion: {version}\ncards:\n"
    );
    for card in sorted {
        let raw = RawCard {
            number: card.number,
            title: card.title.clone(),
            faction_order: card.faction_order.map(|o| o.to_vec()),
            critical: card.critical.clone(),
            halos: card.halos.clone(),
            unshaded_effect: card.unshaded_effect.clone().map(unplaced),
            shaded_effect: card.shaded_effect.clone().map(unplaced),
        };
        let text = serde_saphyr::to_string(&raw)
            .unwrap_or_else(|error| format!("# could not write card {}: {error}\n", card.number));
        for (i, line) in text.lines().enumerate() {
            out.push_str(if i == 0 { "  - " } else { "    " });
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&format!("end: {END}\n"));
    out
}

/// Fills an empty `slot` with `value`, where there is one, from `provenance`.
fn fill<T: Clone>(slot: &mut Option<Fact<T>>, value: &Option<T>, provenance: &Provenance) {
    if slot.is_none() {
        *slot = value.clone().map(|value| Fact {
            value,
            provenance: provenance.clone(),
        });
    }
}

/// A value to write, with no place in a file yet.
fn unplaced<T>(value: T) -> Spanned<T> {
    Spanned::new(value, Location::UNKNOWN, Location::UNKNOWN)
}

impl CardCatalog {
    /// The catalog with the players' entries filling what it lacks.
    pub fn with_players(&self, cards: &[PlayerCard], file: &str) -> CardCatalog {
        let mut merged = self.clone();
        for card in cards {
            let provenance = Provenance::Players {
                file: file.to_owned(),
            };
            let entry = merged.entry(card.number, || EventCard {
                number: Fact {
                    value: card.number,
                    provenance: provenance.clone(),
                },
                title: None,
                faction_order: None,
                critical: None,
                halos: None,
                unshaded: None,
                shaded: None,
                unshaded_effect: None,
                shaded_effect: None,
            });
            fill(&mut entry.title, &card.title, &provenance);
            fill(&mut entry.faction_order, &card.faction_order, &provenance);
            fill(&mut entry.critical, &card.critical, &provenance);
            fill(&mut entry.halos, &card.halos, &provenance);
            fill(
                &mut entry.unshaded_effect,
                &card.unshaded_effect,
                &provenance,
            );
            fill(&mut entry.shaded_effect, &card.shaded_effect, &provenance);
        }
        merged
    }
}
