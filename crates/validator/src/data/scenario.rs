//! Scenario setups (2.1, setup pages): Short (1930), Main (1917) and the
//! Quick Start variant of Main. Loaded from `data/scenarios/*.yaml`.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::map::Map;
use super::provenance::{Provenance, RawSource, SourceCheck};
use super::yaml::{LoadErrors, TextPos, parse_yaml};
use crate::ids::{Faction, PerFaction, PieceCounts, SpaceId, SupportLevel};
use crate::rule::RulesIndex;

/// How the draw deck is built (setup, Deck Preparation).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DeckRecipe {
    /// Number of piles (or stacks).
    pub piles: u8,
    /// Event cards dealt into each pile.
    pub events_per_pile: u8,
    /// Piles, counted from 1 at the top, that receive one Campaign card.
    pub campaign_in_piles: Vec<u8>,
    /// When set, the Campaign card goes among this many cards at the bottom
    /// of its pile (Main: the bottom six of twelve); otherwise anywhere in it.
    pub campaign_among_bottom: Option<u8>,
}

impl DeckRecipe {
    /// Event cards the deck uses.
    pub fn events(&self) -> usize {
        usize::from(self.piles) * usize::from(self.events_per_pile)
    }
}

/// Pieces and markers a scenario puts in one space.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScenarioSpace {
    /// The space.
    pub space: SpaceId,
    /// Support or Opposition.
    pub level: SupportLevel,
    /// Forces.
    pub pieces: PieceCounts,
    /// Protest markers (0 or 1).
    pub protests: u8,
    /// Unrest markers.
    pub unrest: u8,
    /// Strike markers (Railways).
    pub strikes: u8,
    /// Whether the setup page shows a Raj Control marker here. Control is
    /// derived, never set from this; a test checks the two agree.
    pub control_marker: bool,
    /// Whether the setup page marks the Activists here as Active. Also
    /// derived (1.4.3) and checked by a test.
    pub activists_marked_active: bool,
}

/// A setup step left for a player to choose.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupStep {
    /// Main: Congress places Gandhi, an Activist (Active) and a Protest in
    /// any one space, then Raj Control is adjusted.
    CongressPlacesGandhi {
        /// The pieces to place (Gandhi and one Congress Activist).
        pieces: PieceCounts,
        /// Protest markers to place with them.
        protests: u8,
    },
}

/// What the setup page adds when any non-player Faction is in play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NonPlayerSetup {
    /// Shuffle the Arjuna cards of all non-player Factions together (8.3).
    ShuffleArjuna,
    /// Non-player Raj and Revolutionaries do not track Resources (8.1).
    NoResourceCylinders,
    /// A non-player Congress places Gandhi's group in a random 2-Population space (8.1.2).
    CongressPlacesGandhiAtRandom,
}

/// A scenario, validated against the map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Scenario {
    /// Stable key: `short`, `main`, `quick`.
    pub key: String,
    /// Display name.
    pub name: String,
    /// Years covered, e.g. `1930–1947`.
    pub years: String,
    /// Where the rulebook gives it.
    pub provenance: Provenance,
    /// Deck preparation.
    pub deck: DeckRecipe,
    /// Raj Resources at start.
    pub raj_resources: i32,
    /// Revolutionaries Resources at start.
    pub revolutionaries_resources: i32,
    /// Restraint at start.
    pub restraint: i32,
    /// Unity at start.
    pub unity: i32,
    /// Factions that start Eligible.
    pub eligible: Vec<Faction>,
    /// Available Forces boxes.
    pub available: PieceCounts,
    /// Out of Play box.
    pub out_of_play: PieceCounts,
    /// Jail box.
    pub jail: PieceCounts,
    /// Spaces with anything in them.
    pub spaces: Vec<ScenarioSpace>,
    /// Victory totals the setup page prints (before any pending step).
    pub printed_totals: PerFaction<i32>,
    /// Steps a player still chooses.
    pub pending: Vec<SetupStep>,
    /// Extra steps when non-players are in play.
    pub non_player: Vec<NonPlayerSetup>,
}

// ----- raw YAML -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    id: String,
    name: String,
    years: String,
    source: Spanned<RawSource>,
    #[serde(default)]
    based_on: Option<Spanned<String>>,
    #[serde(default)]
    deck: Option<Spanned<RawDeck>>,
    #[serde(default)]
    resources: Option<RawResources>,
    #[serde(default)]
    restraint: Option<i32>,
    #[serde(default)]
    unity: Option<i32>,
    #[serde(default)]
    eligible: Option<Vec<Faction>>,
    #[serde(default)]
    printed_totals: Option<PerFaction<i32>>,
    #[serde(default)]
    available: Option<PieceCounts>,
    #[serde(default)]
    out_of_play: Option<PieceCounts>,
    #[serde(default)]
    jail: Option<PieceCounts>,
    #[serde(default)]
    spaces: Option<BTreeMap<String, Spanned<RawScenarioSpace>>>,
    #[serde(default)]
    pending_steps: Option<Vec<RawStep>>,
    #[serde(default)]
    non_player: Option<Vec<NonPlayerSetup>>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    piles: u8,
    events_per_pile: u8,
    campaign_in_piles: Vec<u8>,
    #[serde(default)]
    campaign_among_bottom: Option<u8>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResources {
    raj: i32,
    revolutionaries: i32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenarioSpace {
    #[serde(default)]
    level: SupportLevel,
    #[serde(default)]
    pieces: PieceCounts,
    #[serde(default)]
    protest: u8,
    #[serde(default)]
    unrest: u8,
    #[serde(default)]
    strike: u8,
    #[serde(default)]
    control_marker: bool,
    #[serde(default)]
    activists_marked_active: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
enum RawStep {
    CongressPlacesGandhi { pieces: PieceCounts, protests: u8 },
}

/// One scenario file, parsed but not yet resolved against its base.
#[derive(Debug)]
pub(crate) struct ParsedScenario {
    file: String,
    raw: RawScenario,
}

/// Parses a scenario file; resolution against the map and any base scenario
/// happens in [`resolve_scenarios`].
pub(crate) fn parse_scenario(file: &str, text: &str) -> Result<ParsedScenario, LoadErrors> {
    let raw: RawScenario = parse_yaml(file, text)?;
    Ok(ParsedScenario {
        file: file.to_owned(),
        raw,
    })
}

/// Resolves every parsed scenario against the map and the scenarios they are
/// based on, collecting every problem.
pub(crate) fn resolve_scenarios(
    parsed: &[ParsedScenario],
    map: &Map,
    rules: Option<&RulesIndex>,
    errors: &mut LoadErrors,
) -> Vec<Scenario> {
    let by_key: BTreeMap<&str, &ParsedScenario> =
        parsed.iter().map(|p| (p.raw.id.as_str(), p)).collect();
    let mut out = Vec::new();
    for scenario in parsed {
        let file = scenario.file.as_str();
        let base = match &scenario.raw.based_on {
            None => None,
            Some(key) => match by_key.get(key.value.as_str()) {
                Some(base) if base.raw.based_on.is_none() => Some(&base.raw),
                Some(_) => {
                    errors.push(
                        file,
                        "based_on",
                        TextPos::of(key),
                        "a scenario may be based only on a scenario that is not itself based on another",
                    );
                    continue;
                }
                None => {
                    errors.push(
                        file,
                        "based_on",
                        TextPos::of(key),
                        format!("no scenario has the id `{}`", key.value),
                    );
                    continue;
                }
            },
        };
        if let Some(resolved) = resolve_one(file, &scenario.raw, base, map, rules, errors) {
            out.push(resolved);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for scenario in &out {
        if !seen.insert(scenario.key.clone()) {
            errors.push(
                "data/scenarios",
                "id",
                TextPos::default(),
                format!("two scenarios have the id `{}`", scenario.key),
            );
        }
    }
    out
}

fn resolve_one(
    file: &str,
    raw: &RawScenario,
    base: Option<&RawScenario>,
    map: &Map,
    rules: Option<&RulesIndex>,
    errors: &mut LoadErrors,
) -> Option<Scenario> {
    let mut check = SourceCheck {
        file,
        rules,
        errors,
    };
    let provenance = check.source("source", TextPos::of(&raw.source), &raw.source.value);

    // A field comes from this file, else from the base scenario.
    macro_rules! field {
        ($name:ident) => {
            match (&raw.$name, base.and_then(|b| b.$name.as_ref())) {
                (Some(own), _) => Some(own.clone()),
                (None, Some(inherited)) => Some(inherited.clone()),
                (None, None) => {
                    check.errors.push(
                        file,
                        stringify!($name),
                        TextPos::default(),
                        concat!("missing field `", stringify!($name), "`"),
                    );
                    None
                }
            }
        };
    }
    let deck = field!(deck);
    let resources = field!(resources);
    let restraint = field!(restraint);
    let unity = field!(unity);
    let eligible = field!(eligible);
    let printed_totals = field!(printed_totals);
    let available = field!(available);
    let out_of_play = field!(out_of_play);
    let jail = field!(jail);
    let raw_spaces = field!(spaces);
    let pending = raw
        .pending_steps
        .clone()
        .or_else(|| base.and_then(|b| b.pending_steps.clone()))
        .unwrap_or_default();
    let non_player = raw
        .non_player
        .clone()
        .or_else(|| base.and_then(|b| b.non_player.clone()))
        .unwrap_or_default();

    let deck = deck.and_then(|deck| {
        let pos = TextPos::of(&deck);
        let d = deck.value;
        let mut ok = d.piles > 0 && d.events_per_pile > 0;
        if !ok {
            check.errors.push(
                file,
                "deck",
                pos,
                "a deck needs at least one pile of at least one card",
            );
        }
        for pile in &d.campaign_in_piles {
            if *pile == 0 || *pile > d.piles {
                ok = false;
                check.errors.push(
                    file,
                    "deck.campaign_in_piles",
                    pos,
                    format!(
                        "pile {pile} does not exist; piles are numbered 1 to {}",
                        d.piles
                    ),
                );
            }
        }
        if let Some(bottom) = d.campaign_among_bottom
            && (bottom == 0 || bottom > d.events_per_pile)
        {
            ok = false;
            check.errors.push(
                file,
                "deck.campaign_among_bottom",
                pos,
                format!(
                    "a pile holds {} Event cards; cannot use the bottom {bottom}",
                    d.events_per_pile
                ),
            );
        }
        ok.then_some(DeckRecipe {
            piles: d.piles,
            events_per_pile: d.events_per_pile,
            campaign_in_piles: d.campaign_in_piles,
            campaign_among_bottom: d.campaign_among_bottom,
        })
    });

    let mut spaces = Vec::new();
    for (key, raw_space) in raw_spaces.iter().flatten() {
        let pos = TextPos::of(raw_space);
        let Some(space) = map.by_key(key) else {
            check.errors.push(
                file,
                format!("spaces.{key}"),
                pos,
                format!("`{key}` is not a space of the map"),
            );
            continue;
        };
        let s = &raw_space.value;
        spaces.push(ScenarioSpace {
            space,
            level: s.level,
            pieces: s.pieces,
            protests: s.protest,
            unrest: s.unrest,
            strikes: s.strike,
            control_marker: s.control_marker,
            activists_marked_active: s.activists_marked_active,
        });
    }
    spaces.sort_by_key(|s| s.space);

    let pending = pending
        .into_iter()
        .map(|step| match step {
            RawStep::CongressPlacesGandhi { pieces, protests } => {
                SetupStep::CongressPlacesGandhi { pieces, protests }
            }
        })
        .collect();

    Some(Scenario {
        key: raw.id.clone(),
        name: raw.name.clone(),
        years: raw.years.clone(),
        provenance: provenance?,
        deck: deck?,
        raj_resources: resources?.raj,
        revolutionaries_resources: resources?.revolutionaries,
        restraint: restraint?,
        unity: unity?,
        eligible: eligible?,
        available: available?,
        out_of_play: out_of_play?,
        jail: jail?,
        spaces,
        printed_totals: printed_totals?,
        pending,
        non_player,
    })
}
