//! The Random Spaces map of the non-player aid (8.1.2): 6 regions of 6
//! slots, each slot a City, Province or State. Only the slots the rulebook
//! names are shipped; the players enter the rest from their own aid.

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::map::Map;
use super::provenance::{Fact, Provenance, RawSource, SourceCheck};
use crate::ids::SpaceId;
use coin_table::RulesIndex;
use coin_table::entries;
use coin_table::{LoadErrors, TextPos, parse_yaml};

/// The map: `slots[region - 1][slot - 1]`, each known slot with its source.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RandomSpaces {
    /// The colours of the regions, by die face, each with its source.
    pub colours: Vec<Option<Fact<String>>>,
    slots: [[Option<Fact<SpaceId>>; 6]; 6],
}

impl RandomSpaces {
    /// The space in a slot (dice 1–6, 1–6), when known.
    pub fn slot(&self, region: u8, slot: u8) -> Option<&Fact<SpaceId>> {
        let r = usize::from(region.checked_sub(1)?);
        let s = usize::from(slot.checked_sub(1)?);
        self.slots.get(r)?.get(s)?.as_ref()
    }

    /// Sets a slot (the players' entry); an existing value is kept unless
    /// it is provisional.
    pub fn set(&mut self, region: u8, slot: u8, fact: Fact<SpaceId>) {
        let (Some(r), Some(s)) = (region.checked_sub(1), slot.checked_sub(1)) else {
            return;
        };
        if let Some(cell) = self
            .slots
            .get_mut(usize::from(r))
            .and_then(|row| row.get_mut(usize::from(s)))
            && cell.as_ref().is_none_or(Fact::is_provisional)
        {
            *cell = Some(fact);
        }
    }

    /// How many slots are known.
    pub fn known(&self) -> usize {
        self.slots.iter().flatten().filter(|s| s.is_some()).count()
    }
}

/// The slot after another (… 1-6, 2-1 … 6-6, 1-1), as 8.1.2 walks them.
pub fn next_slot(region: u8, slot: u8) -> (u8, u8) {
    if slot < 6 {
        (region, slot + 1)
    } else if region < 6 {
        (region + 1, 1)
    } else {
        (1, 1)
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    regions: Vec<RawRegion>,
    #[serde(default)]
    slots: Vec<Spanned<RawSlot>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRegion {
    die: u8,
    colour: String,
    source: Spanned<RawSource>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    region: u8,
    slot: u8,
    space: String,
    source: Spanned<RawSource>,
}

/// Loads `random_spaces.yaml`.
pub fn load_random_spaces(
    file: &str,
    text: &str,
    map: &Map,
    rules: Option<&RulesIndex>,
) -> Result<RandomSpaces, LoadErrors> {
    let raw: RawFile = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut check = SourceCheck::new(file, rules, &mut errors);
    let colours = region_colours(&mut check, &raw.regions);
    let mut out = RandomSpaces {
        colours,
        slots: Default::default(),
    };
    read_slots(&mut check, map, &raw.slots, &mut out);
    errors.into_result(out)
}

/// Each region's colour by the face of the first die that picks it, each
/// face given to one region (8.1.2).
fn region_colours(check: &mut SourceCheck<'_>, regions: &[RawRegion]) -> Vec<Option<Fact<String>>> {
    let mut colours = vec![None; 6];
    let mut dice_seen = [false; 6];
    for (i, region) in regions.iter().enumerate() {
        let path = format!("regions[{i}]");
        let index = usize::from(region.die).wrapping_sub(1);
        if let Some(seen) = dice_seen.get_mut(index) {
            if *seen {
                check.error(format!("{path}.die"),
                    TextPos::of(&region.source),
                    format!(
                        "die {} is given to two regions; each face of the first die picks one region (8.1.2)",
                        region.die
                    ),
                );
                continue;
            }
            *seen = true;
        }
        let source = check.source(
            &format!("{path}.source"),
            TextPos::of(&region.source),
            &region.source.value,
        );
        match colours.get_mut(index) {
            Some(c) => {
                *c = source.map(|provenance| Fact {
                    value: region.colour.clone(),
                    provenance,
                });
            }
            None => check.error(
                format!("{path}.die"),
                TextPos::of(&region.source),
                format!("regions are numbered 1 to 6, not {}", region.die),
            ),
        }
    }
    colours
}

/// Reads the slots of the Random Spaces map: each a space of the map other
/// than a Railway, in a region and slot numbered 1 to 6, given once.
fn read_slots(
    check: &mut SourceCheck<'_>,
    map: &Map,
    slots: &[Spanned<RawSlot>],
    out: &mut RandomSpaces,
) {
    for (path, pos, slot) in entries(slots, "slots") {
        let provenance: Option<Provenance> = check.source(
            &format!("{path}.source"),
            TextPos::of(&slot.source),
            &slot.source.value,
        );
        let Some(space) = map.by_key(&slot.space) else {
            check.error(
                format!("{path}.space"),
                pos,
                format!("`{}` is not a space of the map", slot.space),
            );
            continue;
        };
        if map.space(space).is_railway() {
            check.error(
                format!("{path}.space"),
                pos,
                "the Random Spaces map holds Cities, Provinces and States, not Railways",
            );
            continue;
        }
        if !(1..=6).contains(&slot.region) || !(1..=6).contains(&slot.slot) {
            check.error(path, pos, "regions and slots are numbered 1 to 6");
            continue;
        }
        if out.slot(slot.region, slot.slot).is_some() {
            check.error(
                path,
                pos,
                format!("slot {}-{} is given twice", slot.region, slot.slot),
            );
            continue;
        }
        if let Some(provenance) = provenance {
            out.set(
                slot.region,
                slot.slot,
                Fact {
                    value: space,
                    provenance,
                },
            );
        }
    }
}
