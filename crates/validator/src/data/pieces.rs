//! Pieces, markers and tracks: the Available Forces inventory (1.4.1), the
//! Unrest/Strike markers (1.11), the Protest markers and their boxes beside
//! the Restraint track (1.10), track bounds (1.8, 5.1.4) and the victory
//! thresholds of the edge track (7.2). Loaded from `data/pieces.yaml`.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::provenance::{Fact, SourceCheck};
use crate::ids::{Faction, PerFaction, Stock};
use coin_table::entries;
use coin_table::{LoadErrors, TextPos, parse_yaml};
use coin_table::{RawSourced, RulesIndex};

/// One box beside the Restraint track holding Protest markers (1.10).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ProtestBox {
    /// Box number, from 1.
    pub number: u8,
    /// The Restraint level the box sits beside: during Operations its markers
    /// are Available while Restraint is at or below this level.
    pub beside_restraint: Fact<u8>,
    /// How many markers it holds (one or two).
    pub capacity: Fact<u8>,
}

/// Inclusive bounds of a track.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bounds {
    /// Lowest allowed value.
    pub min: i32,
    /// Highest allowed value.
    pub max: i32,
}

impl Bounds {
    /// Whether `value` lies within the bounds.
    pub fn contains(self, value: i32) -> bool {
        (self.min..=self.max).contains(&value)
    }
}

/// The pieces, markers and tracks, validated.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PiecesData {
    /// How many of each piece exist.
    pub inventory: BTreeMap<Stock, Fact<u8>>,
    /// How many two-sided Unrest/Strike markers exist.
    pub unrest_strike_markers: Fact<u8>,
    /// The Protest boxes, in box-number order.
    pub protest_boxes: Vec<ProtestBox>,
    /// Bounds of Raj and Revolutionaries Resources.
    pub resources: Fact<Bounds>,
    /// Bounds of the Restraint track.
    pub restraint: Fact<Bounds>,
    /// Bounds of the Unity track.
    pub unity: Fact<Bounds>,
    /// Victory thresholds: a total above its threshold meets the condition.
    pub thresholds: PerFaction<Fact<i32>>,
}

impl PiecesData {
    /// How many of an inventory line exist.
    pub fn inventory(&self, stock: Stock) -> u32 {
        self.inventory
            .get(&stock)
            .map_or(0, |fact| u32::from(fact.value))
    }

    /// How many Protest markers exist (the boxes' capacities together).
    pub fn protest_markers(&self) -> u32 {
        self.protest_boxes
            .iter()
            .map(|b| u32::from(b.capacity.value))
            .sum()
    }

    /// Whether the Protest box layout has provisional facts.
    pub fn protest_layout_is_provisional(&self) -> bool {
        self.protest_boxes
            .iter()
            .any(|b| b.capacity.is_provisional() || b.beside_restraint.is_provisional())
    }

    /// Protest markers Available for an Operation (1.10) at this Restraint with
    /// `on_map` markers in India.
    ///
    /// Markers are drawn from the lowest-numbered occupied box and returned to
    /// the highest-numbered open box, so the markers left in boxes always fill
    /// the highest-numbered places. Of those, only boxes beside the Restraint
    /// level or above it may be used.
    pub fn available_protests_for_operations(&self, restraint: i32, on_map: u32) -> u32 {
        let total = self.protest_markers();
        let first_occupied = on_map.min(total);
        let mut place = 0u32;
        let mut available = 0u32;
        for protest_box in &self.protest_boxes {
            let open = i32::from(protest_box.beside_restraint.value) >= restraint;
            for _ in 0..protest_box.capacity.value {
                if open && place >= first_occupied {
                    available += 1;
                }
                place += 1;
            }
        }
        available
    }

    /// Protest markers that an Event may place (1.10, 5.1.1): all those not in India.
    pub fn available_protests_for_events(&self, on_map: u32) -> u32 {
        self.protest_markers().saturating_sub(on_map)
    }

    /// Victory threshold of a Faction (7.2).
    pub fn threshold(&self, faction: Faction) -> i32 {
        self.thresholds[faction].value
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPieces {
    inventory: BTreeMap<Stock, Spanned<RawSourced<u8>>>,
    unrest_strike_markers: Spanned<RawSourced<u8>>,
    protest_boxes: Vec<Spanned<RawProtestBox>>,
    tracks: RawTracks,
    victory_thresholds: PerFaction<Spanned<RawSourced<i32>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProtestBox {
    #[serde(rename = "box")]
    number: u8,
    beside_restraint: Spanned<RawSourced<u8>>,
    capacity: Spanned<RawSourced<u8>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTracks {
    resources: Spanned<RawSourced<[i32; 2]>>,
    restraint: Spanned<RawSourced<[i32; 2]>>,
    unity: Spanned<RawSourced<[i32; 2]>>,
}

/// Loads `pieces.yaml` as far as it reads, with every problem: the data is
/// there whenever every value could be read, even out of its range, so
/// that the scenarios can be checked against it as well and every problem
/// of the folder be said at once.
pub(crate) fn load_pieces_as_far_as_read(
    file: &str,
    text: &str,
    rules: Option<&RulesIndex>,
) -> (Option<PiecesData>, LoadErrors) {
    let raw: RawPieces = match parse_yaml(file, text) {
        Ok(raw) => raw,
        Err(error) => return (None, error.into()),
    };
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);

    let inventory = read_inventory(&mut check, &raw.inventory);
    let unrest_strike_markers =
        check.fact("unrest_strike_markers", &raw.unrest_strike_markers, |n| *n);

    let protest_boxes = read_protest_boxes(&mut check, &raw.protest_boxes);

    let resources = track_bounds(&mut check, "tracks.resources", &raw.tracks.resources);
    let restraint = track_bounds(&mut check, "tracks.restraint", &raw.tracks.restraint);
    let unity = track_bounds(&mut check, "tracks.unity", &raw.tracks.unity);

    let thresholds = read_thresholds(&mut check, &raw.victory_thresholds);
    if let Some(restraint) = &restraint {
        check_boxes_on_restraint(&mut check, restraint, &raw.protest_boxes);
    }

    match (
        unrest_strike_markers,
        resources,
        restraint,
        unity,
        thresholds.raj,
        thresholds.congress,
        thresholds.muslim_league,
        thresholds.revolutionaries,
    ) {
        (
            Some(unrest_strike_markers),
            Some(resources),
            Some(restraint),
            Some(unity),
            Some(raj),
            Some(congress),
            Some(muslim_league),
            Some(revolutionaries),
        ) => {
            let pieces = PiecesData {
                inventory,
                unrest_strike_markers,
                protest_boxes,
                resources,
                restraint,
                unity,
                thresholds: PerFaction {
                    raj,
                    congress,
                    muslim_league,
                    revolutionaries,
                },
            };
            (Some(pieces), errors)
        }
        _ => (None, errors),
    }
}

/// The inventory of pieces and markers, with an error for each stock it
/// lacks.
fn read_inventory(
    check: &mut SourceCheck<'_>,
    raw: &BTreeMap<Stock, Spanned<RawSourced<u8>>>,
) -> BTreeMap<Stock, Fact<u8>> {
    let mut inventory = BTreeMap::new();
    for (stock, raw_fact) in raw {
        let path = format!("inventory.{}", stock.key());
        if let Some(fact) = check.fact(&path, raw_fact, |n| *n) {
            inventory.insert(*stock, fact);
        }
    }
    for stock in Stock::ALL {
        if !raw.contains_key(&stock) {
            check.error(
                "inventory",
                TextPos::default(),
                format!("the inventory lacks `{}`", stock.key()),
            );
        }
    }
    inventory
}

/// The Protest boxes (1.10): numbered in order, each holding one or two
/// markers, higher-numbered ones beside lower Restraint levels.
fn read_protest_boxes(
    check: &mut SourceCheck<'_>,
    raw: &[Spanned<RawProtestBox>],
) -> Vec<ProtestBox> {
    let mut protest_boxes = Vec::new();
    for (i, (path, pos, rb)) in entries(raw, "protest_boxes").enumerate() {
        if usize::from(rb.number) != i + 1 {
            check.error(
                format!("{path}.box"),
                pos,
                format!(
                    "boxes are numbered 1, 2, 3… in order; expected {}, found {}",
                    i + 1,
                    rb.number
                ),
            );
        }
        let beside = check.fact(
            &format!("{path}.beside_restraint"),
            &rb.beside_restraint,
            |n| *n,
        );
        let capacity = check.fact(&format!("{path}.capacity"), &rb.capacity, |n| *n);
        if let Some(capacity) = &capacity
            && !(1..=2).contains(&capacity.value)
        {
            check.error(
                format!("{path}.capacity"),
                TextPos::of(&rb.capacity),
                "a Protest box holds one or two markers (1.10)",
            );
        }
        if let (Some(beside_restraint), Some(capacity)) = (beside, capacity) {
            protest_boxes.push(ProtestBox {
                number: rb.number,
                beside_restraint,
                capacity,
            });
        }
    }
    if protest_boxes
        .windows(2)
        .any(|pair| pair[0].beside_restraint.value < pair[1].beside_restraint.value)
    {
        check.error("protest_boxes",
            TextPos::default(),
            "higher-numbered boxes sit beside lower Restraint levels (1.10); the order is reversed somewhere",
        );
    }
    protest_boxes
}

/// A track's bounds: the lower not above the upper, both within 0 and the
/// most a state file may hold.
fn track_bounds(
    check: &mut SourceCheck<'_>,
    path: &str,
    raw: &Spanned<RawSourced<[i32; 2]>>,
) -> Option<Fact<Bounds>> {
    let fact = check.fact(path, raw, |[min, max]| Bounds {
        min: *min,
        max: *max,
    })?;
    if fact.value.min > fact.value.max {
        check.error(
            path,
            TextPos::of(raw),
            "the lower bound exceeds the upper bound",
        );
    }
    // No track of the game has places below 0 or beyond what a
    // state file may hold.
    if fact.value.min < 0 || fact.value.max > crate::vocab::track::TRACK_LIMIT {
        check.error(
            path,
            TextPos::of(raw),
            format!(
                "a track runs within 0 and {}, not from {} to {}",
                crate::vocab::track::TRACK_LIMIT,
                fact.value.min,
                fact.value.max
            ),
        );
    }
    Some(fact)
}

/// Each faction's victory threshold: a total to exceed, never negative
/// (7.2).
fn read_thresholds(
    check: &mut SourceCheck<'_>,
    raw: &PerFaction<Spanned<RawSourced<i32>>>,
) -> PerFaction<Option<Fact<i32>>> {
    PerFaction::from_fn(|faction| {
        let path = format!("victory_thresholds.{}", faction.key());
        let raw = &raw[faction];
        let fact = check.fact(&path, raw, |n| *n)?;
        if fact.value < 0 {
            check.error(
                path,
                TextPos::of(raw),
                format!(
                    "a victory threshold is a total to exceed, never negative (7.2), not {}",
                    fact.value
                ),
            );
        }
        Some(fact)
    })
}

/// Each Protest box sits beside a level of the Restraint track (1.10).
fn check_boxes_on_restraint(
    check: &mut SourceCheck<'_>,
    restraint: &Fact<Bounds>,
    raw: &[Spanned<RawProtestBox>],
) {
    for (i, raw_box) in raw.iter().enumerate() {
        let level = i32::from(raw_box.value.beside_restraint.value.value);
        if !restraint.value.contains(level) {
            check.error(format!("protest_boxes[{i}].beside_restraint"),
                TextPos::of(&raw_box.value.beside_restraint),
                format!(
                    "a Protest box sits beside a level of the Restraint track, {} to {} (1.10), not {level}",
                    restraint.value.min, restraint.value.max
                ),
            );
        }
    }
}
