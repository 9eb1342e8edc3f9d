//! The map check mode driven through its widgets with egui_kittest: the
//! whole walk, corrections made on the board, what survives a restart, the
//! file shared between two profiles, a broken file, and `--data` on the
//! board.

use std::path::Path;

use egui::Vec2;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command, map_check::MapFileStatus};
use gandhi_moderator::cli::{Launch, launch};
use gandhi_validator::position::Edit;
use gandhi_validator::position::GameState;
use gandhi_validator::terms::FactId;
use gandhi_validator::terms::{Place, RailEnd};
use gandhi_validator::{
    components::GameData,
    play::check,
    terms::{Piece, SpaceId},
};

use super::common::{self, harness};

fn scratch(name: &str) -> common::Scratch {
    common::scratch("mapcheck", name)
}

fn short_board(dir: &Path) -> Harness<'static, GandhiApp> {
    harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            new_game: Some(("short".to_owned(), Some(7))),
            ..AppConfig::default()
        },
        Vec2::new(1600.0, 1000.0),
    )
}

fn id(data: &GameData, key: &str) -> SpaceId {
    data.map.by_key(key).unwrap()
}

fn click(harness: &mut Harness<'_, GandhiApp>, label: &str, clicks: &mut u32) {
    harness.get_by_label(label).click();
    harness.run();
    *clicks += 1;
}

fn fact(harness: &Harness<'_, GandhiApp>) -> Option<FactId> {
    harness.state().maps().form().and_then(|form| form.fact)
}

/// Two League Bases in Assam: over Population 1, within Population 2.
fn bases_in_assam(harness: &mut Harness<'_, GandhiApp>) {
    let assam = id(harness.state().data(), "assam");
    harness.state_mut().request(Command::Edit(Edit::MovePieces {
        piece: Piece::LeagueBase,
        count: 2,
        from: Place::Available,
        to: Place::Space(assam),
    }));
    harness.run();
}

fn issues_in(harness: &Harness<'_, GandhiApp>, key: &str) -> Vec<String> {
    let app = harness.state();
    let space = id(app.data(), key);
    app.session()
        .unwrap()
        .report()
        .findings
        .iter()
        .filter(|f| f.spaces.contains(&space))
        .map(|f| format!("{:?}", f.issue))
        .collect()
}

#[test]
fn the_whole_walk_confirms_every_fact_and_its_corrections_survive_a_restart() {
    let dir = scratch("walk");
    let mut harness = short_board(&dir);
    bases_in_assam(&mut harness);
    assert!(
        issues_in(&harness, "assam").contains(&"BasesOverPopulation".to_owned()),
        "{:?}",
        issues_in(&harness, "assam")
    );
    let finding = harness
        .state()
        .session()
        .unwrap()
        .report()
        .findings
        .iter()
        .find(|f| format!("{:?}", f.issue) == "BasesOverPopulation")
        .unwrap()
        .clone();
    assert!(
        finding.caveat.is_some(),
        "the finding names the unchecked Population"
    );

    let data = harness.state().data().clone();
    let assam = id(&data, "assam");
    let bihar = id(&data, "bihar");
    let rail = id(&data, "rail_madras");
    let madras = id(&data, "madras");
    let mut clicks = 0;
    click(&mut harness, "Check the map…", &mut clicks);
    let total = harness.state().maps().form().unwrap().progress().total;
    assert!(total > 100, "{total} facts");
    let mut steps = 0;
    while let Some(current) = fact(&harness) {
        let progress = harness.state().maps().form().unwrap().progress();
        if progress.checked == progress.total {
            break;
        }
        steps += 1;
        assert!(steps < 400, "the walk ends");
        match current {
            FactId::Population(space) if space == assam => {
                click(&mut harness, "Correct…", &mut clicks);
                click(&mut harness, "2", &mut clicks);
                click(&mut harness, "Apply the correction", &mut clicks);
            }
            FactId::Neighbours(space) if space == assam => {
                click(&mut harness, "Correct…", &mut clicks);
                // Bihar, clicked on the board, joins Assam's neighbours.
                click(&mut harness, "Bihar", &mut clicks);
                click(&mut harness, "Apply the correction", &mut clicks);
            }
            FactId::Ends(space) if space == rail => {
                click(&mut harness, "Correct…", &mut clicks);
                harness
                    .get_by_role_and_label(Role::ComboBox, "End 2")
                    .click();
                harness.run();
                clicks += 1;
                click(&mut harness, "Eastern junction", &mut clicks);
                click(&mut harness, "Apply the correction", &mut clicks);
            }
            _ => click(&mut harness, "Confirm", &mut clicks),
        }
        let done = harness.state().maps().form().unwrap().progress();
        if fact(&harness) == Some(current) && done.checked < done.total {
            let form = harness.state().maps().form().unwrap();
            panic!(
                "the walk did not move on from {current:?}: {:?}",
                form.message
            );
        }
    }
    let progress = harness.state().maps().form().unwrap().progress();
    assert_eq!(progress.checked, progress.total);
    click(&mut harness, "Close", &mut clicks);
    println!("map check walk: {clicks} clicks for {total} facts");
    assert!(clicks < 300, "{clicks} clicks");
    // The findings of the game under way follow the corrected Population.
    assert!(
        !issues_in(&harness, "assam").contains(&"BasesOverPopulation".to_owned()),
        "{:?}",
        issues_in(&harness, "assam")
    );
    drop(harness);

    // A new start reads the checks back.
    let mut harness = harness_at(&dir);
    let app = harness.state();
    assert_eq!(
        app.maps().file(),
        &MapFileStatus::Loaded(app.maps().checks().len())
    );
    let map = &app.data().map;
    assert_eq!(map.space(assam).population(), 2);
    assert!(map.adjacent(assam, bihar));
    assert!(
        !map.adjacent(rail, madras),
        "the Madras line now ends at two Towns"
    );
    assert!(matches!(
        map.space(rail).railway.as_ref().unwrap().ends.value[1],
        RailEnd::Town(_)
    ));
    harness.state_mut().request(Command::Resume);
    harness.run();
    assert!(
        !issues_in(&harness, "assam").contains(&"BasesOverPopulation".to_owned()),
        "{:?}",
        issues_in(&harness, "assam")
    );
    let reopened = harness.state().data().clone();
    let mut state = GameState::empty(&reopened.map, "bases", 1);
    state.space_mut(assam).pieces.add(Piece::LeagueBase, 2);
    let over = |data: &GameData| {
        check(data, &state)
            .findings
            .iter()
            .any(|f| format!("{:?}", f.issue) == "BasesOverPopulation")
    };
    assert!(!over(&reopened));
    assert!(over(&GameData::bundled().unwrap()));
}

fn harness_at(dir: &Path) -> Harness<'static, GandhiApp> {
    harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            ..AppConfig::default()
        },
        Vec2::new(1600.0, 1000.0),
    )
}

#[test]
fn keys_confirm_skip_and_undo_and_a_refusal_says_why() {
    let dir = scratch("keys");
    let mut harness = harness_at(&dir);
    harness.state_mut().request(Command::MapCheckOpen(None));
    harness.run();
    let first = fact(&harness).unwrap();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let second = fact(&harness).unwrap();
    assert_ne!(first, second);
    assert_eq!(harness.state().maps().form().unwrap().progress().checked, 1);
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_ne!(fact(&harness), Some(second), "skipped");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(harness.state().maps().form().unwrap().progress().checked, 0);
    assert_eq!(fact(&harness), Some(first), "undo goes back to the fact");

    // Bombay Presidency cannot become a City: its Population is 2 (1.3.2).
    let data = harness.state().data().clone();
    let presidency = id(&data, "bombay_presidency");
    harness
        .state_mut()
        .request(Command::MapCheckOpen(Some(FactId::Kind(presidency))));
    harness.run();
    let mut clicks = 0;
    click(&mut harness, "Correct…", &mut clicks);
    click(&mut harness, "City", &mut clicks);
    click(&mut harness, "Apply the correction", &mut clicks);
    harness.get_by_label_contains("Refused: a City has Population 1 (1.3.2)");
    assert_eq!(
        harness.state().data().map.space(presidency).kind(),
        gandhi_validator::terms::SpaceKind::Province
    );
}

#[test]
fn a_total_a_correction_breaks_is_held_unsaved_until_another_fixes_it() {
    let dir = scratch("held");
    let mut harness = harness_at(&dir);
    let data = harness.state().data().clone();
    let presidency = id(&data, "madras_presidency");
    let andhra = id(&data, "coastal_andhra");
    let set = |fact, n| {
        Command::MapCheckCorrect(gandhi_validator::components::Check {
            fact,
            on: "2026-11-23".to_owned(),
            value: Some(gandhi_validator::components::CheckedValue::Number(n)),
        })
    };
    harness.state_mut().request(Command::MapCheckOpen(None));
    harness
        .state_mut()
        .request(set(FactId::Population(presidency), 1));
    harness.run();
    assert!(
        harness.get_all_by_label_contains("Not saved yet").count() >= 2,
        "the Short and the Main Raj totals"
    );
    assert!(harness.get_all_by_label_contains("(-1)").count() > 0);
    assert!(!dir.join("map_checks.yaml").exists(), "nothing saved");
    assert_eq!(harness.state().data().map.space(presidency).population(), 2);
    harness
        .state_mut()
        .request(set(FactId::Population(andhra), 2));
    harness.run();
    assert!(
        dir.join("map_checks.yaml").exists(),
        "saved once the totals fit"
    );
    let map = &harness.state().data().map;
    assert_eq!(map.space(presidency).population(), 1);
    assert_eq!(map.space(andhra).population(), 2);
}

#[test]
fn a_broken_map_checks_file_is_reported_with_its_place_and_never_written_over() {
    let dir = scratch("broken");
    let broken = "format: gandhi-moderator map checks\nversion: 1\nchecks:\n  - { fact: population, space: atlantis, checked: \"2026-11-23\" }\nend: end of map checks\n";
    std::fs::write(dir.join("map_checks.yaml"), broken).unwrap();
    let mut harness = harness_at(&dir);
    let error = harness.state().error().unwrap().to_owned();
    assert!(error.contains("map_checks.yaml:4:"), "{error}");
    assert!(error.contains("atlantis"), "{error}");
    assert!(matches!(
        harness.state().maps().file(),
        MapFileStatus::Broken(_)
    ));
    assert_eq!(
        harness.state().data().map,
        GameData::bundled().unwrap().map,
        "the built-in map is in use"
    );
    harness.state_mut().request(Command::DismissError);
    harness.state_mut().request(Command::MapCheckOpen(None));
    harness.state_mut().request(Command::MapCheckConfirm);
    harness.run();
    assert_eq!(
        std::fs::read_to_string(dir.join("map_checks.yaml")).unwrap(),
        broken,
        "the file is left as it was"
    );
    assert!(harness.get_all_by_label_contains("cannot be read").count() > 0);
}

#[test]
fn a_shared_map_file_imported_on_a_second_profile_gives_the_same_findings() {
    let first = scratch("first");
    let second = scratch("second");
    let shared_dir = scratch("shared");
    let shared = shared_dir.join("our-map.yaml");
    let mut one = harness_at(&first);
    let data = one.state().data().clone();
    let assam = id(&data, "assam");
    let bihar = id(&data, "bihar");
    one.state_mut().request(Command::MapCheckOpen(None));
    for _ in 0..20 {
        one.state_mut().request(Command::MapCheckConfirm);
    }
    let mut neighbours: Vec<SpaceId> = data.map.neighbours(assam).to_vec();
    neighbours.push(bihar);
    neighbours.sort();
    for (fact, value) in [
        (
            FactId::Population(assam),
            gandhi_validator::components::CheckedValue::Number(2),
        ),
        (
            FactId::Neighbours(assam),
            gandhi_validator::components::CheckedValue::Neighbours(neighbours),
        ),
    ] {
        one.state_mut().request(Command::MapCheckCorrect(
            gandhi_validator::components::Check {
                fact,
                on: "2026-11-23".to_owned(),
                value: Some(value),
            },
        ));
    }
    one.state_mut()
        .request(Command::ExportMapChecks(Some(shared.clone())));
    one.run();
    assert!(shared.exists());

    let mut two = harness_at(&second);
    two.state_mut()
        .request(Command::ImportMapChecks(Some(shared.clone())));
    two.run();
    assert_eq!(two.state().maps().checks(), one.state().maps().checks());

    let mut state = gandhi_validator::position::setup(&data, "short", 3).unwrap();
    state.space_mut(assam).pieces.add(Piece::LeagueBase, 2);
    let findings = |app: &GandhiApp| check(app.data(), &state).findings;
    assert_eq!(findings(one.state()), findings(two.state()));
    assert_ne!(findings(one.state()), check(&data, &state).findings);
    // And after a restart of the second profile.
    drop(two);
    let two = harness_at(&second);
    assert_eq!(findings(one.state()), findings(two.state()));
}

#[test]
fn the_board_uses_the_data_folder_given_on_the_command_line() {
    let folder = scratch("data");
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("data"), &folder);
    let map = folder.join("map.yaml");
    let text = std::fs::read_to_string(&map).unwrap();
    let assam_at = text.find("  - id: assam").unwrap();
    let population = assam_at + text[assam_at..].find("population: { value: 1").unwrap();
    let changed = format!(
        "{}population: {{ value: 2{}",
        &text[..population],
        &text[population + "population: { value: 1".len()..]
    );
    std::fs::write(&map, changed).unwrap();
    let Launch::Window(config) = launch(
        [
            "gandhi-moderator",
            "--data",
            folder.to_str().unwrap(),
            "--new",
            "short",
        ]
        .map(std::ffi::OsString::from),
    ) else {
        panic!("--new opens the board");
    };
    let config = AppConfig {
        data_dir: None,
        ..config
    };
    let harness = harness(config, Vec2::new(1280.0, 800.0));
    let app = harness.state();
    let assam = id(app.data(), "assam");
    assert_eq!(app.data().map.space(assam).population(), 2);
    assert_eq!(app.session().unwrap().state().scenario, "short");
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn every_fact_refusal_and_total_is_worded_in_every_language() {
    use gandhi_moderator::i18n::{self, fluent::Lang};
    use gandhi_validator::components::Refusal;
    use gandhi_validator::components::{Mismatch, checkable_facts};
    let data = GameData::bundled().unwrap();
    let assam = id(&data, "assam");
    let rail = id(&data, "rail_madras");
    let refusals = [
        Refusal::FromRulebook {
            fact: FactId::Kind(assam),
            section: coin_table::RuleRef::new("1.3.3"),
        },
        Refusal::WrongValue(FactId::Kind(assam)),
        Refusal::CityPopulation(assam),
        Refusal::PopulationRange(assam),
        Refusal::MuslimCount { count: 11 },
        Refusal::RailwayKind(rail),
        Refusal::EconZero(rail),
        Refusal::EndNowhere(rail),
        Refusal::SameEnds(rail),
        Refusal::NoNeighbour(assam),
        Refusal::OwnNeighbour(assam),
        Refusal::RulebookAdjacency {
            a: assam,
            b: rail,
            section: coin_table::RuleRef::new("3.3.2"),
        },
        Refusal::FromEnds { a: assam, b: rail },
        Refusal::BoxCapacity(3),
        Refusal::BoxLevel(3),
        Refusal::Unknown(FactId::Kind(assam)),
    ];
    let totals = [
        Mismatch::EconTotal { total: 42 },
        Mismatch::ScenarioTotal {
            scenario: "short".to_owned(),
            faction: gandhi_validator::terms::Faction::Raj,
            printed: 28,
            now: 27,
        },
    ];
    for lang in Lang::ALL {
        let mut lines: Vec<String> = checkable_facts(&data)
            .into_iter()
            .map(|fact| i18n::map::fact_name(lang, &data, fact))
            .collect();
        lines.extend(refusals.iter().map(|r| i18n::map::refusal(lang, &data, r)));
        lines.extend(totals.iter().map(|m| i18n::map::mismatch(lang, &data, m)));
        for line in &lines {
            assert!(!line.is_empty() && !line.contains('{'), "{lang:?}: {line}");
        }
        assert!(lines.iter().any(|l| l.contains("(-1)")), "{lang:?}");
    }
}
