//! Component data: the map, pieces and tracks, scenarios, Viceroys, Event
//! cards and the rules index, parsed from YAML text into validated types.
//!
//! Loading never stops at the first problem: every file is tried and every
//! error is returned, each naming file, document path, line and column.

pub mod arjuna;
pub mod cards;
pub mod checks;
pub mod effects;
pub mod map;
pub mod np_aid;
pub mod pieces;
pub mod player_cards;
pub mod players_aid;
pub mod provenance;
pub mod random_spaces;
pub mod scenario;

use arjuna::ArjunaData;
use cards::{CardCatalog, Viceroys};
use coin_table::RulesIndex;
use coin_table::{LoadErrors, TextPos};
use map::Map;
use np_aid::NpAid;
use pieces::PiecesData;
use random_spaces::RandomSpaces;
use scenario::Scenario;

/// The text of every data file, with the name to report in errors.
#[derive(Clone, Debug)]
pub struct DataSources<'a> {
    /// `rules_index.yaml`: (name, text).
    pub rules_index: (&'a str, &'a str),
    /// `map.yaml`.
    pub map: (&'a str, &'a str),
    /// `pieces.yaml`.
    pub pieces: (&'a str, &'a str),
    /// `viceroys.yaml`.
    pub viceroys: (&'a str, &'a str),
    /// `cards.yaml`.
    pub cards: (&'a str, &'a str),
    /// `arjuna.yaml`.
    pub arjuna: (&'a str, &'a str),
    /// `random_spaces.yaml`.
    pub random_spaces: (&'a str, &'a str),
    /// `np_aid.yaml`.
    pub np_aid: (&'a str, &'a str),
    /// `scenarios/*.yaml`.
    pub scenarios: Vec<(&'a str, &'a str)>,
}

/// The data files shipped with the project, compiled in.
pub fn bundled() -> DataSources<'static> {
    DataSources {
        rules_index: (
            "data/rules_index.yaml",
            include_str!("../../../../data/rules_index.yaml"),
        ),
        map: ("data/map.yaml", include_str!("../../../../data/map.yaml")),
        pieces: (
            "data/pieces.yaml",
            include_str!("../../../../data/pieces.yaml"),
        ),
        viceroys: (
            "data/viceroys.yaml",
            include_str!("../../../../data/viceroys.yaml"),
        ),
        cards: (
            "data/cards.yaml",
            include_str!("../../../../data/cards.yaml"),
        ),
        arjuna: (
            "data/arjuna.yaml",
            include_str!("../../../../data/arjuna.yaml"),
        ),
        random_spaces: (
            "data/random_spaces.yaml",
            include_str!("../../../../data/random_spaces.yaml"),
        ),
        np_aid: (
            "data/np_aid.yaml",
            include_str!("../../../../data/np_aid.yaml"),
        ),
        scenarios: vec![
            (
                "data/scenarios/short.yaml",
                include_str!("../../../../data/scenarios/short.yaml"),
            ),
            (
                "data/scenarios/main.yaml",
                include_str!("../../../../data/scenarios/main.yaml"),
            ),
            (
                "data/scenarios/quick.yaml",
                include_str!("../../../../data/scenarios/quick.yaml"),
            ),
        ],
    }
}

/// All component data, validated.
#[derive(Clone, Debug)]
pub struct GameData {
    /// Numbered sections with titles.
    pub rules: RulesIndex,
    /// The map.
    pub map: Map,
    /// Pieces, markers and tracks.
    pub pieces: PiecesData,
    /// Campaign cards and their Viceroys.
    pub viceroys: Viceroys,
    /// What is known of the Event cards.
    pub cards: CardCatalog,
    /// The Arjuna cards (8.3).
    pub arjuna: ArjunaData,
    /// The Random Spaces map (8.1.2), as far as it is known.
    pub random_spaces: RandomSpaces,
    /// The non-player aid and Arjuna card faces, as far as they are known.
    pub np_aid: NpAid,
    /// The scenarios.
    pub scenarios: Vec<Scenario>,
}

impl GameData {
    /// Loads every file, returning all problems found in any of them.
    pub fn load(sources: &DataSources<'_>) -> Result<GameData, LoadErrors> {
        let mut errors = LoadErrors::default();
        let rules = keep(
            RulesIndex::from_yaml(sources.rules_index.0, sources.rules_index.1),
            &mut errors,
        );
        // Without the index, section numbers are still parsed but not looked up.
        let index = rules.as_ref();
        let map = keep(
            map::load_map(sources.map.0, sources.map.1, index),
            &mut errors,
        );
        let (pieces_read, mut pieces_errors) =
            pieces::load_pieces_as_far_as_read(sources.pieces.0, sources.pieces.1, index);
        let pieces_ok = pieces_errors.is_empty();
        errors.0.append(&mut pieces_errors.0);
        let viceroys = keep(
            cards::load_viceroys(sources.viceroys.0, sources.viceroys.1, index),
            &mut errors,
        );
        let cards = keep(
            cards::load_cards(sources.cards.0, sources.cards.1, index),
            &mut errors,
        );
        let arjuna = keep(
            arjuna::load_arjuna(sources.arjuna.0, sources.arjuna.1, index),
            &mut errors,
        );
        if sources.scenarios.is_empty() {
            errors.push(
                "scenarios",
                "",
                TextPos::default(),
                "the data holds no scenario: a game is set up from one (2.1), so the folder `scenarios` needs at least one",
            );
        }
        let parsed: Vec<_> = sources
            .scenarios
            .iter()
            .filter_map(|(name, text)| keep(scenario::parse_scenario(name, text), &mut errors))
            .collect();
        let (random_spaces, np_aid) =
            load_map_aids(sources, (map.as_ref(), arjuna.as_ref()), index, &mut errors);
        // The scenarios are checked against the pieces as far as they were
        // read, so that every problem of the two is said at once.
        if let Some(pieces) = &pieces_read {
            scenario::check_values(&parsed, pieces, &mut errors);
        }
        let pieces = pieces_read.filter(|_| pieces_ok);
        let scenarios = match &map {
            Some(map) => scenario::resolve_scenarios(&parsed, map, index, &mut errors),
            None => Vec::new(),
        };
        // Every file must have been read for the whole to be had.
        let all = || {
            Some(GameData {
                rules: rules?,
                map: map?,
                pieces: pieces?,
                viceroys: viceroys?,
                cards: cards?,
                arjuna: arjuna?,
                random_spaces: random_spaces?,
                np_aid: np_aid?,
                scenarios,
            })
        };
        match all() {
            Some(data) => errors.into_result(data),
            None => Err(errors),
        }
    }

    /// The bundled data. It is checked by the test suite, so failure here
    /// means a build from a modified tree.
    pub fn bundled() -> Result<GameData, LoadErrors> {
        GameData::load(&bundled())
    }

    /// The scenario with this key.
    pub fn scenario(&self, key: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.key == key)
    }
}

/// The aids that name spaces of the map: the Random Spaces map, and the
/// non-player aid, which names Arjuna cards too. Each needs what it names
/// loaded.
fn load_map_aids(
    sources: &DataSources<'_>,
    (map, arjuna): (Option<&Map>, Option<&ArjunaData>),
    index: Option<&RulesIndex>,
    errors: &mut LoadErrors,
) -> (Option<RandomSpaces>, Option<NpAid>) {
    let random_spaces = match map {
        Some(map) => keep(
            random_spaces::load_random_spaces(
                sources.random_spaces.0,
                sources.random_spaces.1,
                map,
                index,
            ),
            errors,
        ),
        None => None,
    };
    let np_aid = match (map, arjuna) {
        (Some(map), Some(arjuna)) => keep(
            np_aid::load_np_aid(
                sources.np_aid.0,
                sources.np_aid.1,
                (map, arjuna, index),
                true,
            ),
            errors,
        )
        .map(|(aid, _)| aid),
        _ => None,
    };
    (random_spaces, np_aid)
}

/// Keeps a loaded value, or moves its errors into `errors`.
fn keep<T>(result: Result<T, LoadErrors>, errors: &mut LoadErrors) -> Option<T> {
    match result {
        Ok(value) => Some(value),
        Err(mut found) => {
            errors.0.append(&mut found.0);
            None
        }
    }
}
