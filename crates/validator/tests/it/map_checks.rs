//! A table's own checks of the map (data/checks.rs, map_check.rs): what is
//! open to checking, confirmations and corrections, what is refused and
//! why, the whole-map totals, and the file they are kept in.

use gandhi_validator::components::CheckedValue;
use gandhi_validator::components::{
    Mismatch, checkable_facts, fact_provenance, map_check_progress, mismatches, next_unchecked,
};
use gandhi_validator::position::GameState;
use gandhi_validator::terms::RailEnd;
use gandhi_validator::{
    components::{Check, Refusal, TableChecks},
    terms::FactId,
};
use gandhi_validator::{
    components::{GameData, Provenance},
    play::check,
    terms::{Faction, Piece, SpaceId},
};

const ON: &str = "2026-11-23";

fn base() -> GameData {
    GameData::bundled().unwrap()
}

fn id(data: &GameData, key: &str) -> SpaceId {
    data.map.by_key(key).unwrap()
}

fn confirm(fact: FactId) -> Check {
    Check {
        fact,
        on: ON.to_owned(),
        value: None,
    }
}

fn correct(fact: FactId, value: CheckedValue) -> Check {
    Check {
        fact,
        on: ON.to_owned(),
        value: Some(value),
    }
}

#[test]
fn every_fact_not_from_the_rulebook_is_open_to_checking_and_no_other() {
    let base = base();
    let facts = checkable_facts(&base);
    for fact in &facts {
        let source = gandhi_validator::components::base_provenance(&base, *fact).unwrap();
        assert!(
            !matches!(source, Provenance::Rulebook { .. }),
            "{fact:?} is from the rulebook"
        );
    }
    // Every provisional value of a space is among them.
    for space in base.map.spaces() {
        if space.population.is_provisional() {
            assert!(
                facts.contains(&FactId::Population(space.id)),
                "{}",
                space.key
            );
        }
        if let Some(rail) = &space.railway {
            assert_eq!(
                facts.contains(&FactId::Econ(space.id)),
                !matches!(rail.econ.provenance, Provenance::Rulebook { .. }),
                "{}",
                space.key
            );
        }
    }
    // Calcutta's kind and Population are printed in 1.3.2: not open.
    let calcutta = id(&base, "calcutta");
    assert!(!facts.contains(&FactId::Kind(calcutta)));
    assert!(!facts.contains(&FactId::Population(calcutta)));
    // Every provisional adjacency is covered by a neighbours fact.
    for edge in base.map.adjacencies() {
        if edge.provenance.is_provisional() {
            assert!(
                facts.contains(&FactId::Neighbours(edge.a))
                    || facts.contains(&FactId::Neighbours(edge.b))
            );
        }
    }
    assert!(facts.len() > 100, "{} facts", facts.len());
}

#[test]
fn confirming_every_fact_checks_the_whole_map_and_the_file_keeps_it() {
    let base = base();
    let mut table = TableChecks::new();
    let start = map_check_progress(&base, &table.apply(&base), &table);
    assert_eq!(start.checked, 0);
    let mut confirmed = 0;
    while let Some(fact) = next_unchecked(&base, &table.apply(&base), &table, None) {
        table.set(&base, confirm(fact)).unwrap();
        confirmed += 1;
        assert!(confirmed <= start.total, "the walk ends");
    }
    let checked = table.apply(&base);
    let done = map_check_progress(&base, &checked, &table);
    assert_eq!(done.checked, done.total);
    // Neighbour sets confirmed from the other side need no click of their own.
    assert!(confirmed < start.total, "{confirmed} of {}", start.total);
    let assam = id(&base, "assam");
    assert_eq!(
        checked.map.space(assam).population.provenance,
        Provenance::Verified { on: ON.to_owned() }
    );
    for edge in checked.map.adjacencies() {
        assert!(
            !edge.provenance.is_provisional(),
            "{:?}–{:?} still provisional",
            edge.a,
            edge.b
        );
    }
    let text = gandhi_validator::components::table_checks_to_yaml(&table, &base);
    let read =
        gandhi_validator::components::table_checks_from_yaml("map_checks.yaml", &text, &base)
            .unwrap();
    assert_eq!(read, table);
    assert_eq!(read.apply(&base).map, checked.map);
}

#[test]
fn an_adjacency_added_on_one_side_shows_on_both_and_can_be_taken_back() {
    let base = base();
    let mut table = TableChecks::new();
    let assam = id(&base, "assam");
    let bihar = id(&base, "bihar");
    assert!(!base.map.adjacent(assam, bihar));
    let mut list = base.map.neighbours(assam).to_vec();
    list.push(bihar);
    table
        .set(
            &base,
            correct(FactId::Neighbours(assam), CheckedValue::Neighbours(list)),
        )
        .unwrap();
    let data = table.apply(&base);
    assert!(data.map.adjacent(assam, bihar));
    assert!(data.map.adjacent(bihar, assam));
    assert!(matches!(
        data.map.adjacency(assam, bihar).unwrap().provenance,
        Provenance::Corrected { .. }
    ));
    // Bihar's own correction, made later without Assam, removes it again.
    let without: Vec<SpaceId> = data
        .map
        .neighbours(bihar)
        .iter()
        .copied()
        .filter(|s| *s != assam)
        .collect();
    table
        .set(
            &base,
            correct(FactId::Neighbours(bihar), CheckedValue::Neighbours(without)),
        )
        .unwrap();
    let data = table.apply(&base);
    assert!(!data.map.adjacent(assam, bihar));
    // Assam's stored list was brought into line: the file agrees with itself.
    let Some(CheckedValue::Neighbours(stored)) =
        &table.get(FactId::Neighbours(assam)).unwrap().value
    else {
        panic!("Assam's correction is kept");
    };
    assert!(!stored.contains(&bihar));
}

#[test]
fn removing_what_the_rulebook_states_or_leaving_a_space_alone_is_refused() {
    let base = base();
    let mut table = TableChecks::new();
    let bihar = id(&base, "bihar");
    let west_bengal = id(&base, "west_bengal");
    let keep: Vec<SpaceId> = base
        .map
        .neighbours(bihar)
        .iter()
        .copied()
        .filter(|s| *s != west_bengal)
        .collect();
    assert_eq!(
        table.set(
            &base,
            correct(FactId::Neighbours(bihar), CheckedValue::Neighbours(keep))
        ),
        Err(Refusal::RulebookAdjacency {
            a: bihar,
            b: west_bengal,
            section: coin_table::RuleRef::new("3.3.2"),
        })
    );
    // Assam touches East Bengal and its Railway; without them it has none.
    let assam = id(&base, "assam");
    let rail = id(&base, "rail_calcutta_assam");
    let refused = table.set(
        &base,
        correct(FactId::Neighbours(assam), CheckedValue::Neighbours(vec![])),
    );
    assert!(
        matches!(refused, Err(Refusal::NoNeighbour(space)) if space == assam),
        "{refused:?}"
    );
    // Calcutta touches the Assam line through its end: correct the ends.
    let calcutta = id(&base, "calcutta");
    let others: Vec<SpaceId> = base
        .map
        .neighbours(calcutta)
        .iter()
        .copied()
        .filter(|s| *s != rail)
        .collect();
    assert_eq!(
        table.set(
            &base,
            correct(
                FactId::Neighbours(calcutta),
                CheckedValue::Neighbours(others)
            )
        ),
        Err(Refusal::FromEnds {
            a: calcutta,
            b: rail
        })
    );
    assert!(table.is_empty(), "nothing refused is kept");
}

#[test]
fn a_railway_ends_at_a_city_or_a_town_and_its_ends_make_its_adjacency() {
    let base = base();
    let mut table = TableChecks::new();
    let rail = id(&base, "rail_madras");
    let madras = id(&base, "madras");
    let mysore = id(&base, "mysore");
    let south = base.map.town_by_key("southern_junction").unwrap();
    let east = base.map.town_by_key("eastern_junction").unwrap();
    assert_eq!(
        table.set(
            &base,
            correct(
                FactId::Ends(rail),
                CheckedValue::Ends([RailEnd::Town(south), RailEnd::City(mysore)])
            )
        ),
        Err(Refusal::EndNowhere(rail))
    );
    assert_eq!(
        table.set(
            &base,
            correct(
                FactId::Ends(rail),
                CheckedValue::Ends([RailEnd::Town(south), RailEnd::Town(south)])
            )
        ),
        Err(Refusal::SameEnds(rail))
    );
    table
        .set(
            &base,
            correct(
                FactId::Ends(rail),
                CheckedValue::Ends([RailEnd::Town(south), RailEnd::Town(east)]),
            ),
        )
        .unwrap();
    let data = table.apply(&base);
    assert!(!data.map.adjacent(rail, madras), "no longer ends at Madras");
    let upper_ganges = id(&base, "rail_delhi_allahabad");
    assert!(
        data.map.adjacent(rail, upper_ganges),
        "shares the eastern Town"
    );
}

#[test]
fn values_the_rulebook_bounds_are_refused_outside_the_bounds() {
    let base = base();
    let mut table = TableChecks::new();
    let delhi = id(&base, "delhi");
    let assam = id(&base, "assam");
    let calcutta = id(&base, "calcutta");
    let bombay_presidency = id(&base, "bombay_presidency");
    let rail = id(&base, "rail_madras");
    let refusals = [
        (
            correct(
                FactId::Kind(bombay_presidency),
                CheckedValue::Kind(gandhi_validator::terms::SpaceKind::City),
            ),
            Refusal::CityPopulation(bombay_presidency),
        ),
        (
            correct(FactId::Population(assam), CheckedValue::Number(3)),
            Refusal::PopulationRange(assam),
        ),
        (
            correct(FactId::Econ(rail), CheckedValue::Number(0)),
            Refusal::EconZero(rail),
        ),
        (
            correct(FactId::BoxCapacity(3), CheckedValue::Number(3)),
            Refusal::BoxCapacity(3),
        ),
        (
            correct(FactId::BoxLevel(3), CheckedValue::Number(6)),
            Refusal::BoxLevel(3),
        ),
        (
            correct(FactId::Muslim(delhi), CheckedValue::Muslim(true)),
            Refusal::MuslimCount { count: 11 },
        ),
        (
            correct(FactId::Population(calcutta), CheckedValue::Number(1)),
            Refusal::FromRulebook {
                fact: FactId::Population(calcutta),
                section: coin_table::RuleRef::new("1.3.2"),
            },
        ),
        (
            correct(FactId::Population(assam), CheckedValue::Muslim(true)),
            Refusal::WrongValue(FactId::Population(assam)),
        ),
    ];
    for (check, refusal) in refusals {
        assert!(!refusal.to_string().is_empty());
        assert_eq!(table.set(&base, check.clone()), Err(refusal), "{check:?}");
    }
    assert!(table.is_empty());
}

#[test]
fn a_population_that_breaks_a_printed_total_is_named_with_the_difference() {
    let base = base();
    let mut table = TableChecks::new();
    let madras_presidency = id(&base, "madras_presidency");
    let coastal_andhra = id(&base, "coastal_andhra");
    table
        .set(
            &base,
            correct(
                FactId::Population(madras_presidency),
                CheckedValue::Number(1),
            ),
        )
        .unwrap();
    let found = mismatches(&base, &table.apply(&base));
    let short_raj = found
        .iter()
        .find(|m| {
            matches!(m, Mismatch::ScenarioTotal { scenario, faction: Faction::Raj, .. } if scenario == "short")
        })
        .expect("the Short Raj total changes");
    assert_eq!(short_raj.difference(), -1);
    // The other half of the swap the printed totals allow brings them back.
    table
        .set(
            &base,
            correct(FactId::Population(coastal_andhra), CheckedValue::Number(2)),
        )
        .unwrap();
    assert_eq!(mismatches(&base, &table.apply(&base)), vec![]);
}

#[test]
fn an_econ_value_that_breaks_the_total_of_forty_is_named_with_the_difference() {
    let base = base();
    let mut table = TableChecks::new();
    let rail = id(&base, "rail_madras");
    let econ = base.map.space(rail).econ();
    table
        .set(
            &base,
            correct(FactId::Econ(rail), CheckedValue::Number(econ + 2)),
        )
        .unwrap();
    assert_eq!(
        mismatches(&base, &table.apply(&base)),
        vec![Mismatch::EconTotal { total: 42 }]
    );
    assert_eq!(Mismatch::EconTotal { total: 42 }.difference(), 2);
}

#[test]
fn a_corrected_population_changes_the_findings_on_a_position() {
    let base = base();
    let assam = id(&base, "assam");
    let mut state = GameState::empty(&base.map, "assam", 1);
    state.space_mut(assam).pieces.add(Piece::LeagueBase, 2);
    let issues = |data: &GameData| {
        check(data, &state)
            .findings
            .iter()
            .filter(|f| f.spaces.contains(&assam))
            .map(|f| format!("{:?}", f.issue))
            .collect::<Vec<_>>()
    };
    assert!(
        issues(&base)
            .iter()
            .any(|i| i.contains("BasesOverPopulation")),
        "{:?}",
        issues(&base)
    );
    let mut table = TableChecks::new();
    table
        .set(
            &base,
            correct(FactId::Population(assam), CheckedValue::Number(2)),
        )
        .unwrap();
    let corrected = table.apply(&base);
    assert!(
        !issues(&corrected)
            .iter()
            .any(|i| i.contains("BasesOverPopulation")),
        "{:?}",
        issues(&corrected)
    );
    let source = fact_provenance(&base, &corrected, &table, FactId::Population(assam)).unwrap();
    assert_eq!(
        source,
        Provenance::Corrected {
            on: ON.to_owned(),
            was: CheckedValue::Number(1)
        }
    );
}

#[test]
fn a_broken_file_names_the_place_and_what_was_expected() {
    let base = base();
    let head = "format: gandhi-moderator map checks\nversion: 1\nchecks:\n";
    let cases = [
        (
            format!(
                "{head}  - {{ fact: colour, space: assam, checked: \"2026-11-23\" }}\nend: end of map checks\n"
            ),
            "expected one of kind",
            4,
        ),
        (
            format!(
                "{head}  - {{ fact: population, space: atlantis, checked: \"2026-11-23\" }}\nend: end of map checks\n"
            ),
            "`atlantis` is not a space",
            4,
        ),
        (
            format!(
                "{head}  - {{ fact: population, space: assam, checked: yesterday }}\nend: end of map checks\n"
            ),
            "YYYY-MM-DD",
            4,
        ),
        (
            format!(
                "{head}  - {{ fact: population, space: assam, checked: \"2026-11-23\", value: [a] }}\nend: end of map checks\n"
            ),
            "expected a whole number",
            4,
        ),
        (
            format!(
                "{head}  - {{ fact: kind, space: bombay_presidency, checked: \"2026-11-23\", value: city }}\nend: end of map checks\n"
            ),
            "a City has Population 1 (1.3.2)",
            4,
        ),
        (
            format!(
                "{head}  - {{ fact: population, space: assam, checked: \"2026-11-23\" }}\n  - {{ fact: population, space: assam, checked: \"2026-11-24\" }}\nend: end of map checks\n"
            ),
            "checked twice",
            5,
        ),
    ];
    for (text, message, line) in cases {
        let errors =
            gandhi_validator::components::table_checks_from_yaml("map_checks.yaml", &text, &base)
                .unwrap_err();
        let error = &errors.0[0];
        assert!(error.message.contains(message), "{errors}");
        assert_eq!(error.pos.line, line, "{errors}");
        assert!(error.pos.column > 0, "{errors}");
        assert_eq!(error.file, "map_checks.yaml");
    }
    let cut = format!("{head}  - {{ fact: population, space: assam, checked: \"2026-11-23\" }}\n");
    let errors =
        gandhi_validator::components::table_checks_from_yaml("map_checks.yaml", &cut, &base)
            .unwrap_err();
    assert!(errors.to_string().contains("cut short"), "{errors}");
    let other = "format: gandhi-moderator cards\nversion: 1\ncards: []\nend: end of cards\n";
    let errors =
        gandhi_validator::components::table_checks_from_yaml("map_checks.yaml", other, &base)
            .unwrap_err();
    assert!(errors.to_string().contains("cards"), "{errors}");
}

#[test]
fn an_empty_set_of_checks_writes_and_reads_back() {
    let base = base();
    let text = gandhi_validator::components::table_checks_to_yaml(&TableChecks::new(), &base);
    assert_eq!(
        gandhi_validator::components::table_checks_from_yaml("map_checks.yaml", &text, &base)
            .unwrap(),
        TableChecks::new()
    );
}

#[test]
fn a_finding_names_the_unchecked_fact_it_rests_on_until_the_table_checks_it() {
    let base = base();
    let assam = id(&base, "assam");
    let mut state = GameState::empty(&base.map, "assam", 1);
    state.space_mut(assam).pieces.add(Piece::LeagueBase, 2);
    let caveat = |data: &GameData| {
        check(data, &state)
            .findings
            .iter()
            .find(|f| format!("{:?}", f.issue) == "BasesOverPopulation")
            .expect("two Bases over Population 1")
            .caveat
    };
    assert_eq!(
        caveat(&base),
        Some(gandhi_validator::findings::Caveat::Unchecked(
            FactId::Population(assam)
        ))
    );
    let mut table = TableChecks::new();
    table
        .set(&base, confirm(FactId::Population(assam)))
        .unwrap();
    assert_eq!(caveat(&table.apply(&base)), None);
}
