//! The bundled component data checks itself against everything the rulebook
//! makes certain (docs/data.md): the named spaces and their kinds, the ten
//! Muslim spaces, the five Cities, Railway Econ, adjacency, and the
//! Populations the printed scenario totals fix.

use std::collections::{BTreeSet, VecDeque};

use gandhi_validator::{components::Map, terms::RailEnd};
use gandhi_validator::{
    components::{GameData, Provenance},
    terms::{SpaceId, SpaceKind, SupportLevel},
};

fn data() -> GameData {
    GameData::bundled().unwrap_or_else(|errors| panic!("bundled data fails to load:\n{errors}"))
}

fn id(map: &Map, key: &str) -> SpaceId {
    map.by_key(key)
        .unwrap_or_else(|| panic!("no space `{key}`"))
}

/// The 25 non-Railway spaces the rulebook names (component-data 1.1).
const NAMED_SPACES: [&str; 25] = [
    "delhi",
    "bombay",
    "calcutta",
    "karachi",
    "madras",
    "northwest_frontier",
    "baluchistan",
    "sind",
    "punjab",
    "west_bengal",
    "east_bengal",
    "assam",
    "jammu_kashmir",
    "united_provinces",
    "bihar",
    "central_provinces",
    "bombay_presidency",
    "madras_presidency",
    "coastal_andhra",
    "gujarat",
    "rajputana",
    "central_india_agency",
    "orissa",
    "hyderabad",
    "mysore",
];

#[test]
fn the_map_holds_exactly_the_twenty_five_named_spaces_plus_railways() {
    let data = data();
    let off_rail: BTreeSet<&str> = data
        .map
        .spaces()
        .iter()
        .filter(|s| !s.is_railway())
        .map(|s| s.key.as_str())
        .collect();
    let named: BTreeSet<&str> = NAMED_SPACES.into_iter().collect();
    assert_eq!(off_rail, named);
}

#[test]
fn exactly_the_ten_muslim_spaces_of_1_3_2_to_1_3_5() {
    let data = data();
    let muslim: BTreeSet<&str> = data
        .map
        .spaces()
        .iter()
        .filter(|s| s.is_muslim())
        .map(|s| s.key.as_str())
        .collect();
    let expected: BTreeSet<&str> = [
        "karachi",
        "calcutta",
        "northwest_frontier",
        "baluchistan",
        "sind",
        "punjab",
        "west_bengal",
        "east_bengal",
        "assam",
        "jammu_kashmir",
    ]
    .into_iter()
    .collect();
    assert_eq!(muslim.len(), 10);
    assert_eq!(muslim, expected);
}

#[test]
fn five_cities_each_of_population_one() {
    let data = data();
    let cities: Vec<_> = data
        .map
        .spaces()
        .iter()
        .filter(|s| s.kind() == SpaceKind::City)
        .collect();
    let keys: BTreeSet<&str> = cities.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(
        keys,
        ["bombay", "calcutta", "delhi", "karachi", "madras"]
            .into_iter()
            .collect()
    );
    assert!(cities.iter().all(|c| c.population() == 1));
}

#[test]
fn kinds_stated_or_deduced_in_the_rulebook() {
    let data = data();
    let map = &data.map;
    for key in [
        "northwest_frontier",
        "baluchistan",
        "sind",
        "punjab",
        "west_bengal",
        "east_bengal",
        "assam",
    ] {
        assert_eq!(
            map.space(id(map, key)).kind(),
            SpaceKind::Province,
            "{key} (1.3.3)"
        );
    }
    // Raj Control markers in the Short setup (1.7.2: only Cities and Provinces).
    for key in [
        "united_provinces",
        "bihar",
        "central_provinces",
        "madras_presidency",
    ] {
        assert_eq!(map.space(id(map, key)).kind(), SpaceKind::Province, "{key}");
    }
    for key in [
        "jammu_kashmir",
        "orissa",
        "rajputana",
        "central_india_agency",
        "mysore",
    ] {
        assert_eq!(
            map.space(id(map, key)).kind(),
            SpaceKind::PrincelyState,
            "{key}"
        );
    }
}

#[test]
fn populations_the_rulebook_states() {
    let data = data();
    let map = &data.map;
    for (key, population) in [
        ("sind", 1),                 // 4.5.2 example
        ("west_bengal", 2),          // 8.4.1 example
        ("bihar", 2),                // 8.4.1 example
        ("united_provinces", 2),     // 4.5.1 example
        ("central_india_agency", 1), // 8.4.1 example
    ] {
        assert_eq!(map.space(id(map, key)).population(), population, "{key}");
    }
}

#[test]
fn railway_econ_sums_to_forty_with_the_four_econ_railway_of_3_3_3() {
    let data = data();
    let map = &data.map;
    let total: u32 = map.spaces().iter().map(|s| u32::from(s.econ())).sum();
    assert_eq!(total, 40, "6.2.2: Strike-free Railways give 40 in all");
    let hyderabad = id(map, "hyderabad");
    let bombay_presidency = id(map, "bombay_presidency");
    assert!(
        map.spaces().iter().any(|s| s.econ() == 4
            && map.adjacent(s.id, hyderabad)
            && map.adjacent(s.id, bombay_presidency)),
        "3.3.3: a 4-Econ Railway lies next to Hyderabad and Bombay Presidency"
    );
    for rail in map.spaces().iter().filter(|s| s.is_railway()) {
        assert!(rail.econ() >= 1, "{}", rail.name);
        assert_eq!(
            rail.population(),
            0,
            "1.3.6: {} has no Population",
            rail.name
        );
    }
}

#[test]
fn one_railway_exits_bombay() {
    let data = data();
    let map = &data.map;
    let bombay = id(map, "bombay");
    let rails: Vec<_> = map
        .neighbours(bombay)
        .iter()
        .filter(|n| map.space(**n).is_railway())
        .collect();
    assert_eq!(
        rails.len(),
        1,
        "the Short setup names the one Railway exiting Bombay"
    );
}

#[test]
fn every_railway_ends_at_a_city_or_town_and_touches_its_cities() {
    let data = data();
    let map = &data.map;
    for rail in map.spaces().iter().filter(|s| s.is_railway()) {
        let ends = rail.railway.as_ref().map(|r| r.ends.value).unwrap();
        for end in ends {
            if let RailEnd::City(city) = end {
                assert_eq!(map.space(city).kind(), SpaceKind::City);
                assert!(
                    map.adjacent(rail.id, city),
                    "{} touches {}",
                    rail.name,
                    map.space(city).name
                );
            }
        }
    }
}

#[test]
fn adjacency_is_symmetric_and_has_no_loops() {
    let data = data();
    let map = &data.map;
    let mut pairs = 0;
    for a in map.ids() {
        assert!(
            !map.neighbours(a).contains(&a),
            "{} is adjacent to itself",
            map.space(a).name
        );
        for b in map.neighbours(a) {
            pairs += 1;
            assert!(
                map.neighbours(*b).contains(&a),
                "{} lists {} but not the reverse",
                map.space(a).name,
                map.space(*b).name
            );
            assert!(map.adjacency(a, *b).is_some());
        }
    }
    assert_eq!(
        pairs,
        2 * map.adjacencies().len(),
        "each adjacency appears once each way"
    );
}

#[test]
fn adjacency_contains_every_pair_the_rulebook_states() {
    let data = data();
    let map = &data.map;
    for (a, b, source) in [
        ("bombay_presidency", "coastal_andhra", "1.3.8 play note"),
        ("hyderabad", "mysore", "1.3.8 play note"),
        ("bihar", "west_bengal", "3.3.2 example"),
        ("bihar", "united_provinces", "3.3.2 example"),
        ("orissa", "central_provinces", "3.4.2 example"),
        ("orissa", "bihar", "3.4.2 example"),
        ("west_bengal", "east_bengal", "4.2.1 example"),
        (
            "central_india_agency",
            "central_provinces",
            "3.2.2 example, across a Railway",
        ),
        (
            "hyderabad",
            "bombay_presidency",
            "3.3.3 example, across a Railway",
        ),
    ] {
        assert!(map.adjacent(id(map, a), id(map, b)), "{a} - {b} ({source})");
    }
    let town = map
        .adjacency(id(map, "bombay_presidency"), id(map, "coastal_andhra"))
        .unwrap();
    let across = map
        .adjacency(id(map, "hyderabad"), id(map, "mysore"))
        .unwrap();
    assert!(
        town.across.is_some() && town.across == across.across,
        "1.3.8: the same southern Town"
    );
}

#[test]
fn railways_the_examples_rely_on() {
    let data = data();
    let map = &data.map;
    let touches_railway = |key: &str| {
        map.neighbours(id(map, key))
            .iter()
            .any(|n| map.space(*n).is_railway())
    };
    // 3.2.2: Troops in West Bengal and Sepoys in Rajputana move along Railways.
    assert!(touches_railway("west_bengal"));
    assert!(touches_railway("rajputana"));
    // 3.2.2: a Railway lies between Central India Agency and Central Provinces.
    let cia = id(map, "central_india_agency");
    let cp = id(map, "central_provinces");
    assert!(
        map.spaces()
            .iter()
            .any(|s| s.is_railway() && map.adjacent(s.id, cia) && map.adjacent(s.id, cp))
    );
    // 3.4.2: from Orissa, along Railways and Cities, into United Provinces.
    let orissa = id(map, "orissa");
    let up = id(map, "united_provinces");
    let mut seen = BTreeSet::new();
    let mut queue: VecDeque<SpaceId> = map
        .neighbours(orissa)
        .iter()
        .copied()
        .filter(|n| map.space(*n).is_railway())
        .collect();
    let mut reaches = false;
    while let Some(at) = queue.pop_front() {
        if !seen.insert(at) {
            continue;
        }
        if map.adjacent(at, up) {
            reaches = true;
            break;
        }
        for next in map.neighbours(at) {
            let kind = map.space(*next).kind();
            if matches!(kind, SpaceKind::Railway | SpaceKind::City) {
                queue.push_back(*next);
            }
        }
    }
    assert!(
        reaches,
        "3.4.2: a chain of Railways and Cities leads from Orissa next to United Provinces"
    );
}

#[test]
fn the_map_is_connected() {
    let data = data();
    let map = &data.map;
    let start = map.ids().next().unwrap();
    let mut seen = BTreeSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for next in map.neighbours(at) {
            if seen.insert(*next) {
                queue.push_back(*next);
            }
        }
    }
    assert_eq!(seen.len(), map.len());
}

#[test]
fn every_fact_has_a_source_and_unknowns_are_marked_provisional() {
    let data = data();
    let map = &data.map;
    // Spaces whose Population the rulebook leaves open are provisional.
    for key in [
        "northwest_frontier",
        "baluchistan",
        "assam",
        "jammu_kashmir",
        "rajputana",
        "mysore",
    ] {
        assert!(map.space(id(map, key)).population.is_provisional(), "{key}");
    }
    // Every adjacency not stated or deduced is marked provisional, never silent.
    for edge in map.adjacencies() {
        match &edge.provenance {
            Provenance::Rulebook { .. } | Provenance::Deduced { .. } => {}
            Provenance::Provisional { note } => assert!(!note.is_empty()),
            Provenance::Players { .. }
            | Provenance::Verified { .. }
            | Provenance::Corrected { .. } => {
                panic!("bundled data holds no players' entries or checks")
            }
        }
    }
    assert!(map.layout_source().is_provisional());
}

/// Component-data 1.2: over Populations in {1, 2} for the spaces the
/// rulebook leaves open, exactly two assignments give both scenarios'
/// printed totals, and the map uses one of them.
#[test]
fn the_printed_totals_fix_the_open_populations() {
    let data = data();
    let map = &data.map;
    let open = [
        "punjab",
        "east_bengal",
        "gujarat",
        "hyderabad",
        "central_provinces",
        "bombay_presidency",
        "madras_presidency",
        "coastal_andhra",
        "orissa",
    ];
    let states: Vec<_> = ["short", "main"]
        .iter()
        .map(|key| gandhi_validator::position::setup(&data, key, 1).unwrap())
        .collect();
    let printed: Vec<_> = ["short", "main"]
        .iter()
        .map(|key| data.scenario(key).unwrap().printed_totals)
        .collect();
    let controlled: Vec<Vec<SpaceId>> = states
        .iter()
        .map(|state| gandhi_validator::position::controlled_spaces(map, state))
        .collect();
    let mut solutions = Vec::new();
    for mask in 0u32..(1 << open.len()) {
        let population = |space: SpaceId| -> i32 {
            match open.iter().position(|k| id(map, k) == space) {
                Some(bit) => 1 + i32::from(mask & (1 << bit) != 0),
                None => i32::from(map.space(space).population()),
            }
        };
        let fits =
            states
                .iter()
                .zip(&printed)
                .zip(&controlled)
                .all(|((state, printed), controlled)| {
                    let mut support = 0;
                    let mut opposition = 0;
                    let mut muslim = 0;
                    let mut unrest = 0;
                    for space in map.spaces().iter().filter(|s| !s.is_railway()) {
                        let here = state.space(space.id);
                        let pop = population(space.id);
                        support += pop * here.level.support_weight();
                        opposition += pop * here.level.opposition_weight();
                        if space.is_muslim() {
                            muslim += pop * here.level.opposition_weight();
                        }
                        if here.unrest > 0 {
                            unrest += pop;
                        }
                    }
                    let control: i32 = controlled.iter().map(|s| population(*s)).sum();
                    let bases: i32 = state
                        .spaces
                        .iter()
                        .map(|s| {
                            i32::from(
                                s.pieces
                                    .get(gandhi_validator::terms::Piece::RevolutionariesBase),
                            )
                        })
                        .sum();
                    support + control == printed.raj
                        && opposition == printed.congress
                        && muslim == printed.muslim_league
                        && unrest + bases == printed.revolutionaries
                });
        if fits {
            solutions.push(mask);
        }
    }
    assert_eq!(
        solutions.len(),
        2,
        "exactly two assignments fit both printed totals"
    );
    let ours: u32 = open
        .iter()
        .enumerate()
        .map(|(bit, key)| u32::from(map.space(id(map, key)).population() == 2) << bit)
        .sum();
    assert!(
        solutions.contains(&ours),
        "the map's Populations are one of the two"
    );
    // The two differ only in which of Madras Presidency and Coastal Andhra is 2.
    let differ = solutions[0] ^ solutions[1];
    let mp = open.iter().position(|k| *k == "madras_presidency").unwrap();
    let ca = open.iter().position(|k| *k == "coastal_andhra").unwrap();
    assert_eq!(differ, (1 << mp) | (1 << ca));
}

#[test]
fn support_levels_round_trip_through_their_values() {
    for level in SupportLevel::ALL {
        assert_eq!(SupportLevel::from_value(level.value()), level);
    }
}

#[test]
fn seven_viceroys_and_what_is_known_of_the_cards() {
    let data = data();
    let keys: Vec<&str> = data.viceroys.all().iter().map(|v| v.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "chelmsford",
            "reading",
            "irwin",
            "willingdon",
            "linlithgow",
            "wavell",
            "mountbatten"
        ]
    );
    for viceroy in data.viceroys.all() {
        assert!(
            !viceroy.player.is_empty() && !viceroy.non_player.is_empty(),
            "{}",
            viceroy.name
        );
    }
    assert_eq!(data.cards.event_count.value, 72);
    // Only cards the rulebook describes; none carries an invented faction order.
    let known: Vec<u8> = data.cards.known().map(|c| c.number.value).collect();
    assert_eq!(known, [6, 11, 44, 45]);
    assert!(data.cards.known().all(|c| c.faction_order.is_none()));
}

/// Each fact is tagged no stronger than the rulebook supports: what an
/// example shows is cited to the example, what rests on analogy or on an
/// assumed layout is provisional, and the Quick Start Guide, which has no
/// section number, is not cited as the setup section.
#[test]
fn sources_are_no_stronger_than_the_rulebook_supports() {
    let data = data();
    let map = &data.map;
    let space = |key: &str| map.space(id(map, key));
    assert!(matches!(
        &space("delhi").kind.provenance,
        Provenance::Rulebook { section, .. } if section.to_string() == "8.1.5"
    ));
    assert!(matches!(
        space("bombay").kind.provenance,
        Provenance::Deduced { .. }
    ));
    for key in ["madras", "central_provinces", "madras_presidency"] {
        assert!(space(key).kind.is_provisional(), "{key}");
    }
    let western = map.town_by_key("western_junction").unwrap();
    assert!(map.town(western).provenance.is_provisional());
    assert!(
        space("rail_bombay")
            .railway
            .as_ref()
            .unwrap()
            .ends
            .is_provisional()
    );
    let edge = map
        .adjacency(id(map, "hyderabad"), id(map, "bombay_presidency"))
        .unwrap();
    assert!(edge.provenance.is_provisional());
    // The rulebook bounds Population for Cities and Provinces only.
    for state in map
        .spaces()
        .iter()
        .filter(|s| s.kind() == SpaceKind::PrincelyState)
    {
        assert!(
            !matches!(state.population.provenance, Provenance::Rulebook { .. }),
            "{}",
            state.key
        );
    }
    let quick = data.scenario("quick").unwrap();
    assert!(!matches!(
        &quick.provenance,
        Provenance::Rulebook { section, .. } if section.to_string() == "2.1"
    ));
    for colour in &data.random_spaces.colours {
        assert!(colour.as_ref().unwrap().is_provisional());
    }
}

#[test]
fn data_with_no_scenario_is_refused() {
    let mut sources = gandhi_validator::components::bundled();
    sources.scenarios.clear();
    let errors = GameData::load(&sources).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    let message = errors.to_string();
    assert!(message.contains("no scenario"), "{message}");
    assert!(message.starts_with("scenarios"), "{message}");
}

#[test]
fn a_die_face_given_to_two_random_spaces_regions_is_refused() {
    let mut sources = gandhi_validator::components::bundled();
    let text = sources.random_spaces.1;
    let line = "  - { die: 2, colour: green,";
    assert!(text.contains(line));
    let broken = text.replacen(line, "  - { die: 1, colour: green,", 1);
    sources.random_spaces = ("random_spaces.yaml", &broken);
    let errors = GameData::load(&sources).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "regions[1].die");
    let at = broken
        .lines()
        .position(|l| l.starts_with("  - { die: 1, colour: green,"))
        .unwrap() as u64
        + 1;
    assert_eq!(error.pos.line, at, "{error}");
    assert!(
        error.message.contains("die 1 is given to two regions"),
        "{error}"
    );
}

/// The line (from 1) of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> u64 {
    text.lines().position(|l| l.contains(needle)).unwrap() as u64 + 1
}

/// A data folder's values out of what the game allows are all reported at
/// once, each with its file, line and column: scenario tracks off their
/// tracks, pieces that do not match the inventory, two Protests in a
/// space, negative totals and thresholds, a track's bounds below 0, a
/// Protest box beside no Restraint level. A value a scenario inherits is
/// reported once, in its own file.
#[test]
fn data_values_out_of_range_are_all_reported_with_their_places() {
    let mut sources = gandhi_validator::components::bundled();
    let short = sources.scenarios[0]
        .1
        .replacen("restraint: 3", "restraint: -65535", 1)
        .replacen("unity: 3", "unity: 99", 1)
        .replacen("resources: { raj: 32,", "resources: { raj: -7,", 1)
        .replacen(
            "printed_totals: { raj: 28,",
            "printed_totals: { raj: -28,",
            1,
        )
        .replacen("  troops: 4\n", "  troops: 200\n", 1)
        .replacen("    protest: 1\n", "    protest: 2\n", 1);
    assert!(sources.scenarios[0].0.ends_with("short.yaml"));
    let main = sources.scenarios[1].1.to_owned();
    assert!(sources.scenarios[1].0.ends_with("main.yaml"));
    let main = main.replacen("\nunity: ", "\nunity: -", 1);
    let pieces = sources
        .pieces
        .1
        .replacen("raj: { value: 38,", "raj: { value: -38,", 1)
        .replacen("unity: { value: [1, 5]", "unity: { value: [-1, 5]", 1)
        .replacen(
            "beside_restraint: { value: 5,",
            "beside_restraint: { value: 9,",
            1,
        );
    sources.scenarios[0].1 = &short;
    sources.scenarios[1].1 = &main;
    sources.pieces.1 = &pieces;
    let errors = GameData::load(&sources).unwrap_err();
    let text = errors.to_string();
    let expect = |file: &str, body: &str, needle: &str, says: &str| {
        let line = line_of(body, needle);
        assert!(
            errors.0.iter().any(|e| e.file.ends_with(file)
                && e.pos.line == line
                && e.pos.column > 0
                && e.message.contains(says)),
            "{file}:{line} `{says}` missing from:\n{text}"
        );
    };
    expect(
        "short.yaml",
        &short,
        "restraint: -65535",
        "Restraint -65535 is off its track",
    );
    expect("short.yaml", &short, "unity: 99", "Unity 99");
    expect("short.yaml", &short, "raj: -7", "Raj Resources -7");
    expect("short.yaml", &short, "raj: -28", "never negative");
    expect("short.yaml", &short, "  troops: 200", "`troops`");
    expect("short.yaml", &short, "protest: 2", "at most one Protest");
    expect("main.yaml", &main, "unity: -", "Unity -");
    expect(
        "pieces.yaml",
        &pieces,
        "raj: { value: -38",
        "never negative",
    );
    expect(
        "pieces.yaml",
        &pieces,
        "unity: { value: [-1, 5]",
        "a track runs within 0",
    );
    expect(
        "pieces.yaml",
        &pieces,
        "value: 9,",
        "beside a level of the Restraint track",
    );
    // Main's Unity is inherited by Quick, and said once.
    let main_unity = errors
        .0
        .iter()
        .filter(|e| e.message.starts_with("Unity -"))
        .count();
    assert_eq!(main_unity, 1, "{text}");
}
