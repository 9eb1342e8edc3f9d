//! The state file: a readable YAML form of [`GameState`] that names spaces,
//! Viceroys and pieces by key. Documented in `docs/state-format.md`.
//!
//! Reading never panics: text that is not a state file gives [`LoadErrors`]
//! naming the path, line and column. A file that parses but describes a
//! broken game (two Gandhis, Troops in a State) loads fine; the static
//! checks report what is wrong with it.

use std::fmt;
use std::marker::PhantomData;

use crate::vocab::track::{TRACK_LIMIT, Track, within_track_limit};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_saphyr::Spanned;

use crate::data::GameData;
use crate::data::arjuna::ArjunaNames;
use crate::data::scenario::SetupStep;
use crate::ids::Card;
use crate::ids::{PerFaction, PieceCounts, SupportLevel};
use crate::state::{Deck, Eligibility, GameRng, GameState, Seat, SpaceState};
use crate::vocab::track::Tracks;
use coin_table::{Headed, LoadErrors, TextPos, expect_end, parse_formatted, unplaced};
/// The value of the `format` field.
pub const FORMAT: &str = "gandhi-moderator state";
/// The value of the closing `end` field, the last line of every state file.
pub const END: &str = "end of state";
/// The version this build writes and the newest it reads. Version 2 names
/// the Arjuna deck's cards by their names in the project's data, which a
/// table's correction of their letters leaves as they are; version 1 named
/// them by the face-up letters the table then gave them.
pub const VERSION: u32 = 2;

/// Writes a state as YAML.
pub fn to_yaml(data: &GameData, state: &GameState) -> String {
    let raw = RawState::from_state(data, state);
    // Serialising plain data structures to a string cannot fail; should the
    // YAML crate ever report an error, say so in the text rather than panic.
    serde_saphyr::to_string(&raw)
        .unwrap_or_else(|error| format!("# could not write the state: {error}\n"))
}

/// Reads a state from YAML. `file` names the text in error messages.
pub fn from_yaml(data: &GameData, file: &str, text: &str) -> Result<GameState, LoadErrors> {
    let raw: RawState = parse_formatted(&crate::formats::FORMATS, file, text, (FORMAT, VERSION))?;
    raw.into_state(data, file)
}

// ----- raw form -----

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawState {
    format: Spanned<String>,
    version: Spanned<u32>,
    scenario: Spanned<String>,
    rng: RawRng,
    seats: PerFaction<Spanned<RawSeat>>,
    tracks: RawTracks,
    eligibility: PerFaction<Eligibility>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    viceroy: Option<Spanned<String>>,
    cards: RawCards,
    boxes: RawBoxes,
    #[serde(default)]
    spaces: OrderedMap<Spanned<RawSpace>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pending: Vec<Spanned<RawStep>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    arjuna: Option<Spanned<RawArjunaDeck>>,
    /// Written last: a file without it was cut short.
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawState {
    fn header(&self) -> (&str, u32) {
        (&self.format.value, self.version.value)
    }
}

/// The Arjuna deck: cards by their names in the project's data (by the
/// face-up letters the table then gave them in version 1), top first.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArjunaDeck {
    cards: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    showing: Option<crate::data::arjuna::Face>,
    #[serde(default)]
    cycled: u8,
    /// The table draws from its own deck (8.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    own: bool,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRng {
    seed: u64,
    position: u64,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum RawSeat {
    Player(u8),
    Other(String),
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTracks {
    restraint: Spanned<i32>,
    unity: Spanned<i32>,
    raj_resources: Spanned<i32>,
    revolutionaries_resources: Spanned<i32>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct RawCards {
    #[serde(skip_serializing_if = "Option::is_none")]
    current: Option<Spanned<RawCard>>,
    draw: Vec<Spanned<RawCard>>,
    played: Vec<Spanned<RawCard>>,
    set_aside: Vec<Spanned<RawCard>>,
}

/// A card as written: an Event by number, a Campaign card by its Viceroy's key.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum RawCard {
    Event(u8),
    Campaign(String),
}

/// A card in its written form.
pub(crate) fn raw_card(data: &GameData, card: Card) -> RawCard {
    match card {
        Card::Event(number) => RawCard::Event(number),
        Card::Campaign(id) => RawCard::Campaign(
            data.viceroys
                .get(id)
                .map_or_else(|| format!("campaign-{}", id.index()), |v| v.key.clone()),
        ),
    }
}

/// A written card, or what is wrong with it.
pub(crate) fn card_from_raw(data: &GameData, raw: &RawCard) -> Result<Card, String> {
    let event_count = data.cards.event_count.value;
    match raw {
        RawCard::Event(number) if (1..=event_count).contains(number) => Ok(Card::Event(*number)),
        RawCard::Event(number) => Err(format!(
            "Event cards are numbered 1 to {event_count}; found {number}"
        )),
        RawCard::Campaign(key) => data
            .viceroys
            .by_key(key)
            .map(Card::Campaign)
            .ok_or_else(|| unknown_viceroy(data, key)),
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct RawBoxes {
    available: PieceCounts,
    out_of_play: PieceCounts,
    jail: PieceCounts,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_neutral(level: &SupportLevel) -> bool {
    *level == SupportLevel::Neutral
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    #[serde(default, skip_serializing_if = "is_neutral")]
    level: SupportLevel,
    #[serde(default, skip_serializing_if = "PieceCounts::is_empty")]
    pieces: PieceCounts,
    #[serde(default, skip_serializing_if = "is_zero")]
    protests: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    unrest: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    strikes: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    muslim_state: bool,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
enum RawStep {
    CongressPlacesGandhi { pieces: PieceCounts, protests: u8 },
}

/// A YAML mapping kept in file order (spaces are written in map order).
#[derive(Debug)]
struct OrderedMap<V>(Vec<(String, V)>);

impl<V> Default for OrderedMap<V> {
    fn default() -> Self {
        OrderedMap(Vec::new())
    }
}

impl<V: Serialize> Serialize for OrderedMap<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for OrderedMap<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OrderedVisitor<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for OrderedVisitor<V> {
            type Value = OrderedMap<V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a mapping from space ids to their contents")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some((key, value)) = access.next_entry::<String, V>()? {
                    entries.push((key, value));
                }
                Ok(OrderedMap(entries))
            }
        }
        deserializer.deserialize_map(OrderedVisitor(PhantomData))
    }
}

impl RawState {
    fn from_state(data: &GameData, state: &GameState) -> RawState {
        let card = |card: &Card| -> Spanned<RawCard> { unplaced(raw_card(data, *card)) };
        let spaces = state
            .iter_spaces()
            .filter(|(_, space)| !space.is_empty())
            .map(|(id, space)| {
                (
                    data.map.space(id).key.clone(),
                    unplaced(RawSpace {
                        level: space.level,
                        pieces: space.pieces,
                        protests: space.protests,
                        unrest: space.unrest,
                        strikes: space.strikes,
                        muslim_state: space.muslim_state,
                    }),
                )
            })
            .collect();
        RawState {
            format: unplaced(FORMAT.to_owned()),
            version: unplaced(VERSION),
            scenario: unplaced(state.scenario.clone()),
            rng: RawRng {
                seed: state.rng.seed,
                position: state.rng.position,
            },
            seats: PerFaction::from_fn(|faction| seat_to_raw(state.seats[faction])),
            tracks: RawTracks {
                restraint: unplaced(state.tracks.restraint),
                unity: unplaced(state.tracks.unity),
                raj_resources: unplaced(state.tracks.raj_resources),
                revolutionaries_resources: unplaced(state.tracks.revolutionaries_resources),
            },
            eligibility: state.eligibility,
            viceroy: state
                .viceroy
                .and_then(|id| data.viceroys.get(id))
                .map(|v| unplaced(v.key.clone())),
            cards: RawCards {
                current: state.deck.current.as_ref().map(card),
                draw: state.deck.draw.iter().map(card).collect(),
                played: state.deck.played.iter().map(card).collect(),
                set_aside: state.deck.set_aside.iter().map(card).collect(),
            },
            boxes: RawBoxes {
                available: state.available,
                out_of_play: state.out_of_play,
                jail: state.jail,
            },
            spaces: OrderedMap(spaces),
            arjuna: (!state.arjuna.cards.is_empty()).then(|| {
                unplaced(RawArjunaDeck {
                    cards: state
                        .arjuna
                        .cards
                        .iter()
                        .filter_map(|id| data.arjuna.card(*id).map(|c| c.key.clone()))
                        .collect(),
                    showing: state.arjuna.showing,
                    cycled: state.arjuna.cycled,
                    own: state.arjuna.own,
                })
            }),
            end: Some(unplaced(END.to_owned())),
            pending: state
                .pending
                .iter()
                .map(|step| match step {
                    SetupStep::CongressPlacesGandhi { pieces, protests } => {
                        unplaced(RawStep::CongressPlacesGandhi {
                            pieces: *pieces,
                            protests: *protests,
                        })
                    }
                })
                .collect(),
        }
    }

    fn into_state(self, data: &GameData, file: &str) -> Result<GameState, LoadErrors> {
        expect_end(file, self.end.as_ref(), END)?;
        let mut errors = LoadErrors::default();
        if let Some(message) = unknown_scenario(data, &self.scenario.value) {
            errors.push(file, "scenario", TextPos::of(&self.scenario), message);
        }
        let mut state = GameState::empty(&data.map, &self.scenario.value, self.rng.seed);
        state.rng = GameRng {
            seed: self.rng.seed,
            position: self.rng.position,
        };
        for (faction, raw) in self.seats.iter() {
            state.seats[faction] = seat_from_raw(faction, raw, file, &mut errors);
        }
        check_track_values(&self.tracks, file, &mut errors);
        state.tracks = Tracks {
            restraint: self.tracks.restraint.value,
            unity: self.tracks.unity.value,
            raj_resources: self.tracks.raj_resources.value,
            revolutionaries_resources: self.tracks.revolutionaries_resources.value,
        };
        state.eligibility = self.eligibility;
        if let Some(key) = &self.viceroy {
            match data.viceroys.by_key(&key.value) {
                Some(id) => state.viceroy = Some(id),
                None => errors.push(
                    file,
                    "viceroy",
                    TextPos::of(key),
                    unknown_viceroy(data, &key.value),
                ),
            }
        }
        state.deck = read_deck(data, &self.cards, file, &mut errors);
        state.available = self.boxes.available;
        state.out_of_play = self.boxes.out_of_play;
        state.jail = self.boxes.jail;
        read_spaces(data, &self.spaces, file, &mut state, &mut errors);
        if let Some(second) = self.pending.get(1) {
            errors.push(
                file,
                "pending[1]",
                TextPos::of(second),
                format!(
                    "{} setup steps wait, but a scenario's setup (2.1) has Congress place Gandhi only once",
                    self.pending.len()
                ),
            );
        }
        state.pending = self
            .pending
            .into_iter()
            .map(|step| match step.value {
                RawStep::CongressPlacesGandhi { pieces, protests } => {
                    SetupStep::CongressPlacesGandhi { pieces, protests }
                }
            })
            .collect();
        if let Some(raw) = &self.arjuna {
            state.arjuna = read_arjuna(data, raw, self.version.value, file, &mut errors);
        }
        errors.into_result(state)
    }
}

/// Checks each track value is a place on a track at all: past its bounds
/// a value is a finding of the check (1.8), but this far it is none.
fn check_track_values(tracks: &RawTracks, file: &str, errors: &mut LoadErrors) {
    for (track, value) in [
        (Track::Restraint, &tracks.restraint),
        (Track::Unity, &tracks.unity),
        (Track::RajResources, &tracks.raj_resources),
        (
            Track::RevolutionariesResources,
            &tracks.revolutionaries_resources,
        ),
    ] {
        // Past its bounds a value is a finding of the check (1.8);
        // this far it is no place on any track.
        if !within_track_limit(value.value) {
            errors.push(
                file,
                format!("tracks.{}", track.key()),
                TextPos::of(value),
                format!(
                    "{} is no place on a track: a track value lies between -{TRACK_LIMIT} and {TRACK_LIMIT}",
                    value.value
                ),
            );
        }
    }
}

/// The deck a state file holds: the current card, the draw pile, the played
/// cards and those set aside.
fn read_deck(data: &GameData, cards: &RawCards, file: &str, errors: &mut LoadErrors) -> Deck {
    let card = |path: String, raw: &Spanned<RawCard>, errors: &mut LoadErrors| match card_from_raw(
        data, &raw.value,
    ) {
        Ok(card) => Some(card),
        Err(message) => {
            errors.push(file, path, TextPos::of(raw), message);
            None
        }
    };
    let current = cards
        .current
        .as_ref()
        .and_then(|raw| card("cards.current".to_owned(), raw, errors));
    let list = |name: &str, raws: &[Spanned<RawCard>], errors: &mut LoadErrors| -> Vec<Card> {
        raws.iter()
            .enumerate()
            .filter_map(|(i, raw)| card(format!("cards.{name}[{i}]"), raw, errors))
            .collect()
    };
    let draw = list("draw", &cards.draw, errors);
    let played = list("played", &cards.played, errors);
    let set_aside = list("set_aside", &cards.set_aside, errors);
    Deck {
        current,
        draw,
        played,
        set_aside,
    }
}

/// Sets the spaces a state file lists, each a space of the map, listed once.
fn read_spaces(
    data: &GameData,
    spaces: &OrderedMap<Spanned<RawSpace>>,
    file: &str,
    state: &mut GameState,
    errors: &mut LoadErrors,
) {
    let mut seen = std::collections::BTreeSet::new();
    for (key, raw) in &spaces.0 {
        let Some(id) = data.map.by_key(key).filter(|id| seen.insert(*id)) else {
            let message = if data.map.by_key(key).is_some() {
                format!("`{key}` is listed twice")
            } else {
                let hint = data
                    .map
                    .find(key)
                    .map(|id| format!(" (did you mean `{}`?)", data.map.space(id).key))
                    .unwrap_or_default();
                format!("`{key}` is not a space of the map{hint}")
            };
            errors.push(file, format!("spaces.{key}"), TextPos::of(raw), message);
            continue;
        };
        let space = &raw.value;
        *state.space_mut(id) = SpaceState {
            pieces: space.pieces,
            level: space.level,
            protests: space.protests,
            unrest: space.unrest,
            strikes: space.strikes,
            muslim_state: space.muslim_state,
        };
    }
}

/// The program's Arjuna deck a state file holds: each card known and there
/// once, and a side showing only where there are cards (8.3).
fn read_arjuna(
    data: &GameData,
    raw: &Spanned<RawArjunaDeck>,
    version: u32,
    file: &str,
    errors: &mut LoadErrors,
) -> crate::state::ArjunaDeck {
    let pos = TextPos::of(raw);
    let mut cards = Vec::new();
    let names = if version >= 2 {
        ArjunaNames::Keys
    } else {
        ArjunaNames::LettersThen
    };
    for (i, name) in raw.value.cards.iter().enumerate() {
        match data.arjuna.by_name(name, names) {
            Some(id) if !cards.contains(&id) => cards.push(id),
            _ => errors.push(
                file,
                format!("arjuna.cards[{i}]"),
                pos,
                format!("`{name}` is not the name of an Arjuna card in the project's data (8.3), or is there twice"),
            ),
        }
    }
    if raw.value.cards.is_empty() && raw.value.showing.is_some() {
        errors.push(
            file,
            "arjuna.showing",
            pos,
            "an Arjuna deck of no cards has no card to show a side of (8.3)",
        );
    }
    let size = u8::try_from(cards.len()).unwrap_or(u8::MAX);
    crate::state::ArjunaDeck {
        cards,
        showing: raw.value.showing,
        cycled: raw.value.cycled.min(size),
        own: raw.value.own,
    }
}

/// A seat as written in files: a player number or `non_player`.
pub(crate) fn seat_to_raw(seat: Seat) -> Spanned<RawSeat> {
    unplaced(match seat {
        Seat::Player(n) => RawSeat::Player(n),
        Seat::NonPlayer => RawSeat::Other("non_player".to_owned()),
    })
}

/// Reads a seat, recording an error for anything but a number or `non_player`.
pub(crate) fn seat_from_raw(
    faction: crate::ids::Faction,
    raw: &Spanned<RawSeat>,
    file: &str,
    errors: &mut LoadErrors,
) -> Seat {
    match &raw.value {
        RawSeat::Player(n) if (1..=MAX_PLAYERS).contains(n) => Seat::Player(*n),
        RawSeat::Player(n) => {
            errors.push(
                file,
                format!("seats.{}", faction.key()),
                TextPos::of(raw),
                format!(
                    "player {n} cannot be: the game has 1 to {MAX_PLAYERS} players (1.5), numbered from 1, or `non_player`"
                ),
            );
            Seat::NonPlayer
        }
        RawSeat::Other(text) if text == "non_player" => Seat::NonPlayer,
        RawSeat::Other(text) => {
            errors.push(
                file,
                format!("seats.{}", faction.key()),
                TextPos::of(raw),
                format!("expected a player number or `non_player`, found `{text}`"),
            );
            Seat::NonPlayer
        }
    }
}

/// The most players a game has (1.5); seats are numbered from 1.
pub const MAX_PLAYERS: u8 = 4;

/// Why a scenario key names no scenario of the data, if it does not.
pub(crate) fn unknown_scenario(data: &GameData, key: &str) -> Option<String> {
    if data.scenario(key).is_some() {
        return None;
    }
    let known: Vec<&str> = data.scenarios.iter().map(|s| s.key.as_str()).collect();
    Some(format!(
        "`{key}` is not a scenario of the data; expected one of {}",
        known.join(", ")
    ))
}

pub(crate) fn unknown_viceroy(data: &GameData, key: &str) -> String {
    let known: Vec<&str> = data.viceroys.all().iter().map(|v| v.key.as_str()).collect();
    format!(
        "`{key}` is not a Campaign card; expected one of {}",
        known.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::setup;

    /// A track value past its bounds is read (the check flags it); one no
    /// track can show is refused with its place, before any arithmetic.
    #[test]
    fn a_track_value_beyond_the_limit_is_refused_with_its_place() {
        let data = GameData::bundled().unwrap();
        let mut state = setup(&data, "short", 1).unwrap();
        state.tracks.raj_resources = 60;
        let text = to_yaml(&data, &state);
        assert_eq!(from_yaml(&data, "s.yaml", &text).unwrap(), state);
        let bad = text.replace("raj_resources: 60", "raj_resources: -2147483648");
        assert_ne!(bad, text);
        let errors = from_yaml(&data, "s.yaml", &bad).unwrap_err();
        let line = bad.lines().position(|l| l.contains("-2147483648")).unwrap() + 1;
        assert_eq!(errors.0.len(), 1, "{errors}");
        assert_eq!(errors.0[0].path, "tracks.raj_resources");
        assert_eq!(errors.0[0].pos.line, line as u64);
        assert!(
            errors.0[0].message.contains("no place on a track"),
            "{errors}"
        );
    }
}
