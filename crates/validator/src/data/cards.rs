//! Campaign cards with their Viceroys (2.4, 2.5) and Event cards (5.0).
//!
//! The seven Viceroys and their capabilities are complete in the rulebook.
//! The 72 Event cards are not: `data/cards.yaml` holds only what the rulebook
//! establishes, and anything else about a card is asked of the players, who
//! own the physical deck, and kept in their own file.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::effects::Effect;
use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use crate::ids::Faction;
use crate::ids::ViceroyId;
use coin_table::entries;
use coin_table::{LoadErrors, TextPos, parse_yaml};
use coin_table::{RawSourced, RulesIndex};

/// A Campaign card and the Viceroy it shows (2.5).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Viceroy {
    /// Its id.
    pub id: ViceroyId,
    /// Stable key, e.g. `irwin`.
    pub key: String,
    /// Display name, e.g. `Lord Irwin`.
    pub name: String,
    /// Source of the card's existence.
    pub provenance: Provenance,
    /// What the capability does for a Raj player, in our words, each with its section.
    pub player: Vec<Fact<String>>,
    /// What it does for a non-player Raj (8.1.6).
    pub non_player: Vec<Fact<String>>,
}

/// The seven Campaign cards, validated.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Viceroys {
    list: Vec<Viceroy>,
}

impl Viceroys {
    /// Every Viceroy, in file order.
    pub fn all(&self) -> &[Viceroy] {
        &self.list
    }

    /// The Viceroy with this id.
    pub fn get(&self, id: ViceroyId) -> Option<&Viceroy> {
        self.list.get(id.index())
    }

    /// The Viceroy with this key.
    pub fn by_key(&self, key: &str) -> Option<ViceroyId> {
        self.list.iter().find(|v| v.key == key).map(|v| v.id)
    }

    /// How many.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// What the project knows of one Event card. Unknown facts are `None`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EventCard {
    /// The card number.
    pub number: Fact<u8>,
    /// Its title.
    pub title: Option<Fact<String>>,
    /// The four Faction icons, left to right (2.3.2).
    pub faction_order: Option<Fact<[Faction; 4]>>,
    /// Factions whose icon marks a non-player Critical Event (8.8.1).
    pub critical: Option<Fact<Vec<Faction>>>,
    /// Factions whose icon has a square halo: that non-player takes the unshaded text (8.8.2).
    pub halos: Option<Fact<Vec<Faction>>>,
    /// What the unshaded text does, in our words.
    pub unshaded: Option<Fact<String>>,
    /// What the shaded text does, in our words.
    pub shaded: Option<Fact<String>>,
    /// The unshaded text as steps the checks follow.
    pub unshaded_effect: Option<Fact<Effect>>,
    /// The shaded text as steps the checks follow.
    pub shaded_effect: Option<Fact<Effect>>,
}

impl EventCard {
    /// The effect of one side, when the data has it.
    pub fn effect(&self, shaded: bool) -> Option<&Fact<Effect>> {
        if shaded {
            self.shaded_effect.as_ref()
        } else {
            self.unshaded_effect.as_ref()
        }
    }
}

/// The Event cards the project knows something about.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CardCatalog {
    /// How many Event cards the game has (1.2).
    pub event_count: Fact<u8>,
    cards: BTreeMap<u8, EventCard>,
}

impl CardCatalog {
    /// What is known of a card, if anything.
    pub fn get(&self, number: u8) -> Option<&EventCard> {
        self.cards.get(&number)
    }

    /// Every known card, by number.
    pub fn known(&self) -> impl Iterator<Item = &EventCard> {
        self.cards.values()
    }

    /// The entry for a card, made with `new` when there is none.
    pub(crate) fn entry(&mut self, number: u8, new: impl FnOnce() -> EventCard) -> &mut EventCard {
        self.cards.entry(number).or_insert_with(new)
    }
}

// ----- raw YAML -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawViceroys {
    campaign_cards: Spanned<RawSourced<u8>>,
    viceroys: Vec<Spanned<RawViceroy>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawViceroy {
    id: String,
    name: String,
    source: Spanned<RawSource>,
    player: Vec<Spanned<RawSourced<String>>>,
    non_player: Vec<Spanned<RawSourced<String>>>,
}

/// Loads and validates `viceroys.yaml`.
pub fn load_viceroys(
    file: &str,
    text: &str,
    rules: Option<&RulesIndex>,
) -> Result<Viceroys, LoadErrors> {
    let raw: RawViceroys = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let expected = check.fact("campaign_cards", &raw.campaign_cards, |n| *n);
    let mut list = Vec::new();
    let mut keys = BTreeSet::new();
    for (path, pos, viceroy) in entries(&raw.viceroys, "viceroys") {
        if !keys.insert(viceroy.id.clone()) {
            check.error(
                format!("{path}.id"),
                pos,
                format!("the id `{}` is used twice", viceroy.id),
            );
        }
        let provenance = check.source(
            &format!("{path}.source"),
            TextPos::of(&viceroy.source),
            &viceroy.source.value,
        );
        let player: Vec<Fact<String>> = viceroy
            .player
            .iter()
            .enumerate()
            .filter_map(|(j, fact)| check.fact(&format!("{path}.player[{j}]"), fact, String::clone))
            .collect();
        let non_player: Vec<Fact<String>> = viceroy
            .non_player
            .iter()
            .enumerate()
            .filter_map(|(j, fact)| {
                check.fact(&format!("{path}.non_player[{j}]"), fact, String::clone)
            })
            .collect();
        let Some(provenance) = provenance else {
            continue;
        };
        list.push(Viceroy {
            id: ViceroyId(u8::try_from(list.len()).unwrap_or(u8::MAX)),
            key: viceroy.id.clone(),
            name: viceroy.name.clone(),
            provenance,
            player,
            non_player,
        });
    }
    if let Some(expected) = expected
        && usize::from(expected.value) != raw.viceroys.len()
    {
        check.error(
            "viceroys",
            TextPos::default(),
            format!(
                "the game has {} Campaign cards; {} Viceroys are listed",
                expected.value,
                raw.viceroys.len()
            ),
        );
    }
    errors.into_result(Viceroys { list })
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    event_cards: Spanned<RawSourced<u8>>,
    #[serde(default)]
    cards: Vec<Spanned<RawCard>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    number: Spanned<RawSourced<u8>>,
    #[serde(default)]
    title: Option<Spanned<RawSourced<String>>>,
    #[serde(default)]
    faction_order: Option<Spanned<RawSourced<[Faction; 4]>>>,
    #[serde(default)]
    critical: Option<Spanned<RawSourced<Vec<Faction>>>>,
    #[serde(default)]
    halos: Option<Spanned<RawSourced<Vec<Faction>>>>,
    #[serde(default)]
    unshaded: Option<Spanned<RawSourced<String>>>,
    #[serde(default)]
    unshaded_effect: Option<Spanned<RawSourced<Effect>>>,
    #[serde(default)]
    shaded_effect: Option<Spanned<RawSourced<Effect>>>,
    #[serde(default)]
    shaded: Option<Spanned<RawSourced<String>>>,
}

/// Loads and validates `cards.yaml`.
pub fn load_cards(
    file: &str,
    text: &str,
    rules: Option<&RulesIndex>,
) -> Result<CardCatalog, LoadErrors> {
    let raw: RawCards = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let event_count = check.fact("event_cards", &raw.event_cards, |n| *n);
    let most = event_count.as_ref().map_or(u8::MAX, |fact| fact.value);
    let mut cards = BTreeMap::new();
    for (path, _, card) in entries(&raw.cards, "cards") {
        let number = check.fact(&format!("{path}.number"), &card.number, |n| *n);
        let mut optional = |name: &str, raw: &Option<Spanned<RawSourced<String>>>| {
            raw.as_ref()
                .and_then(|raw| check.fact(&format!("{path}.{name}"), raw, String::clone))
        };
        let title = optional("title", &card.title);
        let unshaded = optional("unshaded", &card.unshaded);
        let shaded = optional("shaded", &card.shaded);
        let faction_order = card_faction_order(&mut check, &path, card);
        let critical = card
            .critical
            .as_ref()
            .and_then(|raw| check.fact(&format!("{path}.critical"), raw, Vec::clone));
        let halos = card
            .halos
            .as_ref()
            .and_then(|raw| check.fact(&format!("{path}.halos"), raw, Vec::clone));
        let unshaded_effect =
            card_effect(&mut check, &path, "unshaded_effect", &card.unshaded_effect);
        let shaded_effect = card_effect(&mut check, &path, "shaded_effect", &card.shaded_effect);
        let Some(number) = number else { continue };
        let pos = TextPos::of(&card.number);
        if number.value == 0 || number.value > most {
            check.error(
                format!("{path}.number"),
                pos,
                format!(
                    "Event cards are numbered 1 to {most}; found {}",
                    number.value
                ),
            );
            continue;
        }
        let key = number.value;
        if cards.contains_key(&key) {
            check.error(
                format!("{path}.number"),
                pos,
                format!("card {key} is listed twice"),
            );
            continue;
        }
        cards.insert(
            key,
            EventCard {
                number,
                title,
                faction_order,
                critical,
                halos,
                unshaded,
                shaded,
                unshaded_effect,
                shaded_effect,
            },
        );
    }
    match event_count {
        Some(event_count) => errors.into_result(CardCatalog { event_count, cards }),
        None => Err(errors),
    }
}

/// A card's faction order, which shows each of the four Factions once
/// (2.3.2).
fn card_faction_order(
    check: &mut SourceCheck<'_>,
    path: &str,
    card: &RawCard,
) -> Option<Fact<[Faction; 4]>> {
    let faction_order = card
        .faction_order
        .as_ref()
        .and_then(|raw| check.fact(&format!("{path}.faction_order"), raw, |order| *order));
    if let (Some(order), Some(raw_order)) = (&faction_order, &card.faction_order) {
        let distinct: BTreeSet<Faction> = order.value.iter().copied().collect();
        if distinct.len() != 4 {
            check.error(
                format!("{path}.faction_order"),
                TextPos::of(raw_order),
                "the faction order shows each of the four Factions once (2.3.2)",
            );
        }
    }
    faction_order
}

/// One of a card's effects, as the checks follow it, where the card gives
/// it and it is well formed.
fn card_effect(
    check: &mut SourceCheck<'_>,
    path: &str,
    name: &str,
    raw: &Option<Spanned<RawSourced<Effect>>>,
) -> Option<Fact<Effect>> {
    let file = check.file;
    let raw = raw.as_ref()?;
    let at = format!("{path}.{name}");
    let fact = check.fact(&at, raw, Effect::clone)?;
    let value = fact
        .value
        .checked(file, &at, TextPos::of(raw), check.errors)?;
    Some(Fact {
        value,
        provenance: fact.provenance,
    })
}
