//! The map check in words (`map.ftl`): a fact's name and value, where it
//! comes from, why a check is refused and which total a correction breaks.

use gandhi_validator::components::CheckedValue;
use gandhi_validator::components::Mismatch;
use gandhi_validator::terms::RailEnd;
use gandhi_validator::{components::Refusal, terms::FactId};
use gandhi_validator::{
    components::{GameData, Provenance},
    terms::SpaceId,
};

use super::fluent::{Args, Lang, say, text};
use super::names::{faction, scenario_name, space_kind, space_name, town_name};

/// A fact's name, as "Population of Assam".
pub fn fact_name(lang: Lang, data: &GameData, fact: FactId) -> String {
    let of_space = |id: &str, space: SpaceId| say(lang, id, named(lang, data, space));
    let of_box = |id: &str, number: u8| say(lang, id, Args::new().num("box", number));
    match fact {
        FactId::Kind(space) => of_space("fact-kind", space),
        FactId::Population(space) => of_space("fact-population", space),
        FactId::Muslim(space) => of_space("fact-muslim", space),
        FactId::Neighbours(space) => of_space("fact-neighbours", space),
        FactId::Econ(space) => of_space("fact-econ", space),
        FactId::Ends(space) => of_space("fact-ends", space),
        FactId::Town(town) => say(
            lang,
            "fact-town",
            Args::new().text(
                "town",
                data.map
                    .towns()
                    .get(town.index())
                    .map_or_else(String::new, |t| town_name(lang, t)),
            ),
        ),
        FactId::BoxLevel(number) => of_box("fact-box-level", number),
        FactId::BoxCapacity(number) => of_box("fact-box-capacity", number),
    }
}

fn named(lang: Lang, data: &GameData, space: SpaceId) -> Args {
    Args::new().text("space", space_name(lang, data, space))
}

/// A fact's value in words: a kind, a number, yes or no, a list of names.
pub fn value_text(lang: Lang, data: &GameData, value: &CheckedValue) -> String {
    match value {
        CheckedValue::Kind(kind) => space_kind(lang, *kind).to_owned(),
        CheckedValue::Number(n) => n.to_string(),
        CheckedValue::Muslim(true) => text(lang, "map-check-yes").to_owned(),
        CheckedValue::Muslim(false) => text(lang, "map-check-no").to_owned(),
        CheckedValue::Neighbours(list) if list.is_empty() => {
            text(lang, "map-check-none").to_owned()
        }
        CheckedValue::Neighbours(list) => list
            .iter()
            .map(|id| space_name(lang, data, *id))
            .collect::<Vec<_>>()
            .join(", "),
        CheckedValue::Ends(ends) => ends
            .iter()
            .map(|end| end_name(lang, data, *end))
            .collect::<Vec<_>>()
            .join(" – "),
    }
}

/// A Railway end's name: a City's or a Town's.
pub fn end_name(lang: Lang, data: &GameData, end: RailEnd) -> String {
    match end {
        RailEnd::City(id) => space_name(lang, data, id),
        RailEnd::Town(id) => data
            .map
            .towns()
            .get(id.index())
            .map_or_else(String::new, |t| town_name(lang, t)),
    }
}

/// Where a checked fact comes from, in words; `None` for the sources the
/// board words elsewhere (rulebook, deduced, provisional, the players').
pub fn checked_source(lang: Lang, data: &GameData, provenance: &Provenance) -> Option<String> {
    match provenance {
        Provenance::Verified { on } => Some(say(
            lang,
            "source-verified",
            Args::new().text("on", on.clone()),
        )),
        Provenance::Corrected { on, was } => Some(say(
            lang,
            "source-corrected",
            Args::new()
                .text("on", on.clone())
                .text("was", value_text(lang, data, was)),
        )),
        _ => None,
    }
}

/// Why a check is refused, in words (the section is shown beside it).
pub fn refusal(lang: Lang, data: &GameData, refusal: &Refusal) -> String {
    let space = |id: &str, space: SpaceId| say(lang, id, named(lang, data, space));
    let pair = |id: &str, a: SpaceId, b: SpaceId| {
        say(
            lang,
            id,
            Args::new()
                .text("a", space_name(lang, data, a))
                .text("b", space_name(lang, data, b)),
        )
    };
    let plain = |id: &str| text(lang, id).to_owned();
    match refusal {
        Refusal::FromRulebook { .. } => plain("refusal-from-rulebook"),
        Refusal::WrongValue(_) => plain("refusal-wrong-value"),
        Refusal::CityPopulation(_) => plain("refusal-city-population"),
        Refusal::PopulationRange(_) => plain("refusal-population-range"),
        Refusal::MuslimCount { count } => say(
            lang,
            "refusal-muslim-count",
            Args::new().num("count", i64::try_from(*count).unwrap_or(i64::MAX)),
        ),
        Refusal::RailwayKind(_) => plain("refusal-railway-kind"),
        Refusal::EconZero(_) => plain("refusal-econ-zero"),
        Refusal::EndNowhere(id) => space("refusal-end-nowhere", *id),
        Refusal::SameEnds(id) => space("refusal-same-ends", *id),
        Refusal::NoNeighbour(id) => space("refusal-no-neighbour", *id),
        Refusal::OwnNeighbour(_) => plain("refusal-own-neighbour"),
        Refusal::RulebookAdjacency { a, b, .. } => pair("refusal-rulebook-adjacency", *a, *b),
        Refusal::FromEnds { a, b } => pair("refusal-from-ends", *a, *b),
        Refusal::BoxCapacity(_) => plain("refusal-box-capacity"),
        Refusal::BoxLevel(_) => plain("refusal-box-level"),
        Refusal::Unknown(_) => plain("refusal-unknown"),
    }
}

/// A total a correction breaks, with the difference signed.
pub fn mismatch(lang: Lang, data: &GameData, mismatch: &Mismatch) -> String {
    let difference = format!("{:+}", mismatch.difference());
    match mismatch {
        Mismatch::EconTotal { total } => say(
            lang,
            "mismatch-econ",
            Args::new()
                .num("total", *total)
                .text("difference", difference),
        ),
        Mismatch::ScenarioTotal {
            scenario,
            faction: whose,
            printed,
            now,
        } => say(
            lang,
            "mismatch-scenario",
            Args::new()
                .text("scenario", scenario_name(lang, data, scenario))
                .text("faction", faction(lang, *whose))
                .num("printed", *printed)
                .num("now", *now)
                .text("difference", difference),
        ),
    }
}
