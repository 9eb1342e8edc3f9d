//! Scenario setups (2.1, setup pages): Short (1930), Main (1917) and the
//! Quick Start variant of Main. Loaded from `data/scenarios/*.yaml`.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::map::Map;
use super::pieces::PiecesData;
use super::provenance::{Provenance, RawSource, SourceCheck};
use crate::ids::Stock;
use crate::ids::{Faction, PerFaction, PieceCounts, SpaceId, SupportLevel};
use crate::vocab::track::Tracks;
use coin_table::RulesIndex;
use coin_table::{LoadErrors, TextPos, parse_yaml};

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
    /// Restraint, Unity and the two Resources tracks at start.
    pub tracks: Tracks,
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
    resources: Option<Spanned<RawResources>>,
    #[serde(default)]
    restraint: Option<Spanned<i32>>,
    #[serde(default)]
    unity: Option<Spanned<i32>>,
    #[serde(default)]
    eligible: Option<Vec<Faction>>,
    #[serde(default)]
    printed_totals: Option<Spanned<PerFaction<i32>>>,
    #[serde(default)]
    available: Option<Spanned<PieceCounts>>,
    #[serde(default)]
    out_of_play: Option<Spanned<PieceCounts>>,
    #[serde(default)]
    jail: Option<Spanned<PieceCounts>>,
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
    protest: Option<Spanned<u8>>,
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
    let mut check = SourceCheck::new(file, rules, errors);
    let provenance = check.source("source", TextPos::of(&raw.source), &raw.source.value);

    // A field comes from this file, else from the base scenario.
    macro_rules! field {
        ($name:ident) => {
            match (&raw.$name, base.and_then(|b| b.$name.as_ref())) {
                (Some(own), _) => Some(own.clone()),
                (None, Some(inherited)) => Some(inherited.clone()),
                (None, None) => {
                    check.error(
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

    let deck = deck.and_then(|deck| deck_recipe(&mut check, deck));
    let spaces = scenario_spaces(&mut check, map, raw_spaces.as_ref());

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
        tracks: Tracks {
            restraint: restraint?.value,
            unity: unity?.value,
            raj_resources: resources.as_ref()?.value.raj,
            revolutionaries_resources: resources.as_ref()?.value.revolutionaries,
        },
        eligible: eligible?,
        available: available?.value,
        out_of_play: out_of_play?.value,
        jail: jail?.value,
        spaces,
        printed_totals: printed_totals?.value,
        pending,
        non_player,
    })
}

/// A scenario's deck recipe: at least one pile of at least one card, and
/// Campaign cards only in piles and bottom places that exist.
fn deck_recipe(check: &mut SourceCheck<'_>, deck: Spanned<RawDeck>) -> Option<DeckRecipe> {
    let pos = TextPos::of(&deck);
    let d = deck.value;
    let mut ok = d.piles > 0 && d.events_per_pile > 0;
    if !ok {
        check.error(
            "deck",
            pos,
            "a deck needs at least one pile of at least one card",
        );
    }
    for pile in &d.campaign_in_piles {
        if *pile == 0 || *pile > d.piles {
            ok = false;
            check.error(
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
        check.error(
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
}

/// A scenario's spaces, each a space of the map, in the map's order.
fn scenario_spaces(
    check: &mut SourceCheck<'_>,
    map: &Map,
    raw_spaces: Option<&BTreeMap<String, Spanned<RawScenarioSpace>>>,
) -> Vec<ScenarioSpace> {
    let mut spaces = Vec::new();
    for (key, raw_space) in raw_spaces.into_iter().flatten() {
        let pos = TextPos::of(raw_space);
        let Some(space) = map.by_key(key) else {
            check.error(
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
            protests: s.protest.as_ref().map_or(0, |p| p.value),
            unrest: s.unrest,
            strikes: s.strike,
            control_marker: s.control_marker,
            activists_marked_active: s.activists_marked_active,
        });
    }
    spaces.sort_by_key(|s| s.space);
    spaces
}

/// Checks every scenario's values against the pieces, markers and tracks
/// that exist (`pieces.yaml`): Resources, Restraint and Unity within their
/// tracks (1.8, 5.1.4), every piece of the inventory placed once (1.4.1),
/// at most one Protest in a space and no more markers than exist (1.10,
/// 1.11), victory totals that are not negative (7.2). Every problem is
/// reported, each at the place of its value (in the base scenario's file
/// when the value is inherited). Independent of the map, so these are
/// reported even when the map does not load.
pub(crate) fn check_values(
    parsed: &[ParsedScenario],
    pieces: &PiecesData,
    errors: &mut LoadErrors,
) {
    let by_key: BTreeMap<&str, &ParsedScenario> =
        parsed.iter().map(|p| (p.raw.id.as_str(), p)).collect();
    let mut found = LoadErrors::default();
    for scenario in parsed {
        let base = scenario
            .raw
            .based_on
            .as_ref()
            .and_then(|key| by_key.get(key.value.as_str()).copied());
        check_one(scenario, base, pieces, &mut found);
    }
    // A value inherited by another scenario is reported once, at its place.
    for error in found.0 {
        if !errors.0.contains(&error) {
            errors.0.push(error);
        }
    }
}

/// A value from a scenario's own file, else from its base scenario: with
/// its file.
macro_rules! pick {
    ($scenario:expr, $base:expr, $name:ident) => {
        match (
            &$scenario.raw.$name,
            $base.and_then(|b| b.raw.$name.as_ref().map(|v| (b, v))),
        ) {
            (Some(own), _) => Some(($scenario.file.as_str(), own)),
            (None, Some((b, inherited))) => Some((b.file.as_str(), inherited)),
            (None, None) => None,
        }
    };
}

fn check_one(
    scenario: &ParsedScenario,
    base: Option<&ParsedScenario>,
    pieces: &PiecesData,
    errors: &mut LoadErrors,
) {
    // A value from this file, else from the base scenario: with its file.
    check_tracks(scenario, base, pieces, errors);
    check_pieces_placed(scenario, base, pieces, errors);
}

/// The values a scenario sets on a track: each one's path, name and the
/// section bounding it.
const ON_TRACKS: [(&str, &str, &str); 4] = [
    ("resources.raj", "Raj Resources", "1.8"),
    (
        "resources.revolutionaries",
        "Revolutionaries Resources",
        "1.8",
    ),
    ("restraint", "Restraint", "5.1.4"),
    ("unity", "Unity", "5.1.4"),
];

/// Checks a scenario's Resources, Restraint and Unity are on their tracks
/// (1.8, 5.1.4) and its victory totals not negative (1.9, 7.2).
fn check_tracks(
    scenario: &ParsedScenario,
    base: Option<&ParsedScenario>,
    pieces: &PiecesData,
    errors: &mut LoadErrors,
) {
    let resources = pick!(scenario, base, resources);
    let restraint = pick!(scenario, base, restraint);
    let unity = pick!(scenario, base, unity);
    let values = [
        resources.map(|(f, r)| (f, TextPos::of(r), r.value.raj, &pieces.resources)),
        resources.map(|(f, r)| {
            (
                f,
                TextPos::of(r),
                r.value.revolutionaries,
                &pieces.resources,
            )
        }),
        restraint.map(|(f, r)| (f, TextPos::of(r), r.value, &pieces.restraint)),
        unity.map(|(f, u)| (f, TextPos::of(u), u.value, &pieces.unity)),
    ];
    for (value, (path, name, rule)) in values.into_iter().zip(ON_TRACKS) {
        let Some((file, pos, value, track)) = value else {
            continue;
        };
        let bounds = track.value;
        if !bounds.contains(value) {
            errors.push(
                file,
                path,
                pos,
                format!(
                    "{name} {value} is off its track: it runs from {} to {} ({rule})",
                    bounds.min, bounds.max
                ),
            );
        }
    }
    if let Some((file, totals)) = pick!(scenario, base, printed_totals) {
        for (faction, total) in totals.value.iter() {
            if *total < 0 {
                errors.push(
                    file,
                    format!("printed_totals.{}", faction.key()),
                    TextPos::of(totals),
                    format!("a victory total is never negative (1.9, 7.2), not {total}"),
                );
            }
        }
    }
}

/// Checks a scenario places every piece of the inventory once (1.4.1), at
/// most one Protest in a space and no more markers than exist (1.10, 1.11).
fn check_pieces_placed(
    scenario: &ParsedScenario,
    base: Option<&ParsedScenario>,
    pieces: &PiecesData,
    errors: &mut LoadErrors,
) {
    // Every piece somewhere (1.4.1): the boxes, the spaces and the pieces
    // a setup step places.
    let mut counted: BTreeMap<Stock, u32> = BTreeMap::new();
    let mut count = |pieces: &PieceCounts| {
        for (piece, n) in pieces.iter() {
            *counted.entry(piece.stock()).or_default() += u32::from(n);
        }
    };
    let boxes = [
        pick!(scenario, base, available),
        pick!(scenario, base, out_of_play),
        pick!(scenario, base, jail),
    ];
    for (_, counts) in boxes.iter().flatten() {
        count(&counts.value);
    }
    let spaces = pick!(scenario, base, spaces);
    let (mut protests, mut markers) = (0u32, 0u32);
    if let Some((file, spaces)) = spaces {
        for (key, space) in spaces {
            count(&space.value.pieces);
            let protest = space.value.protest.as_ref();
            protests += u32::from(protest.map_or(0, |p| p.value));
            markers += u32::from(space.value.unrest) + u32::from(space.value.strike);
            if let Some(protest) = protest.filter(|p| p.value > 1) {
                errors.push(
                    file,
                    format!("spaces.{key}.protest"),
                    TextPos::of(protest),
                    format!(
                        "a space holds at most one Protest marker (1.10), not {}",
                        protest.value
                    ),
                );
            }
        }
    }
    let pending = scenario
        .raw
        .pending_steps
        .as_ref()
        .or_else(|| base.and_then(|b| b.raw.pending_steps.as_ref()));
    for step in pending.into_iter().flatten() {
        match step {
            RawStep::CongressPlacesGandhi {
                pieces,
                protests: n,
            } => {
                count(pieces);
                protests += u32::from(*n);
            }
        }
    }
    if let [Some((file, available)), Some(_), Some(_)] = boxes {
        check_whole_inventory((file, available), &counted, pieces, errors);
    }
    let exist = pieces.protest_markers();
    if protests > exist {
        let file = spaces.map_or(scenario.file.as_str(), |(file, _)| file);
        errors.push(
            file,
            "spaces",
            TextPos::default(),
            format!("the scenario places {protests} Protest markers; {exist} exist (1.10)"),
        );
    }
    let exist = u32::from(pieces.unrest_strike_markers.value);
    if markers > exist {
        let file = spaces.map_or(scenario.file.as_str(), |(file, _)| file);
        errors.push(
            file,
            "spaces",
            TextPos::default(),
            format!(
                "the scenario places {markers} Unrest and Strike markers; {exist} exist (1.11)"
            ),
        );
    }
}

/// Checks that the boxes, the spaces and the setup steps of a scenario
/// that gives its boxes hold the whole inventory, once (1.4.1); checked
/// only when the scenario gives all three boxes.
fn check_whole_inventory(
    (file, available): (&str, &Spanned<PieceCounts>),
    counted: &BTreeMap<Stock, u32>,
    pieces: &PiecesData,
    errors: &mut LoadErrors,
) {
    for stock in Stock::ALL {
        let exist = pieces.inventory(stock);
        let placed = counted.get(&stock).copied().unwrap_or(0);
        if placed != exist {
            errors.push(
                file,
                "available",
                TextPos::of(available),
                format!(
                    "the scenario puts {placed} `{}` in the boxes, the spaces and its setup steps, but {exist} exist (1.4.1): every piece is somewhere, once",
                    stock.key()
                ),
            );
        }
    }
}
