//! Hand-broken states: each static finding produced on purpose, all
//! findings reported together, and no panic on random garbage.

use coin_table::RuleRef;
use gandhi_validator::components::GameData;
use gandhi_validator::findings::Severity;
use gandhi_validator::findings::{Arg, Issue};
use gandhi_validator::play::check;
use gandhi_validator::position::GameState;
use gandhi_validator::position::setup;
use gandhi_validator::position::totals;
use gandhi_validator::terms::{Piece, SupportLevel};
use gandhi_validator::terms::{SpaceKind, Stock};
use gandhi_validator::{findings::Caveat, play::Track};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn data() -> GameData {
    GameData::bundled().unwrap_or_else(|e| panic!("{e}"))
}

/// A clean Short setup to break.
fn short(data: &GameData) -> GameState {
    let state = setup(data, "short", 1).unwrap();
    assert!(check(data, &state).is_clean());
    state
}

/// Breaks a clean state with `edit`, then expects exactly one finding, citing
/// `rule`, naming `space` if given, whose message contains `words`.
fn expect_one(
    rule: &str,
    space: Option<&str>,
    issue: Issue,
    args: &[(&str, Arg)],
    edit: impl FnOnce(&GameData, &mut GameState),
) {
    let data = data();
    let mut state = short(&data);
    edit(&data, &mut state);
    let report = check(&data, &state);
    assert_eq!(report.findings.len(), 1, "{:#?}", report.findings);
    let finding = &report.findings[0];
    assert_eq!(finding.rule, RuleRef::parse(rule).unwrap(), "{finding:?}");
    assert_eq!(finding.severity, Severity::Error);
    assert_eq!(finding.issue, issue, "{finding}");
    for (name, value) in args {
        assert_eq!(finding.arg(name), Some(value), "{name} in {finding}");
    }
    if let Some(key) = space {
        assert_eq!(finding.spaces, [data.map.by_key(key).unwrap()]);
    }
    assert!(
        data.rules.contains(finding.rule),
        "{} is in the rules index",
        finding.rule
    );
}

fn move_piece(state: &mut GameState, data: &GameData, piece: Piece, from_box: bool, to: &str) {
    if from_box {
        assert_eq!(state.available.remove(piece, 1), 1);
    }
    let id = data.map.by_key(to).unwrap();
    state.space_mut(id).pieces.add(piece, 1);
}

#[test]
fn more_bases_than_population() {
    expect_one(
        "1.4.2",
        Some("sind"),
        Issue::BasesOverPopulation,
        &[("population", Arg::Int(1)), ("bases", Arg::Int(2))],
        |data, state| {
            move_piece(state, data, Piece::LeagueBase, true, "sind");
            move_piece(state, data, Piece::RevolutionariesBase, true, "sind");
        },
    );
}

#[test]
fn a_base_on_a_railway() {
    expect_one(
        "1.4.2",
        Some("rail_bombay"),
        Issue::BaseOnRailway,
        &[("bases", Arg::Int(1))],
        |data, state| {
            move_piece(state, data, Piece::RevolutionariesBase, true, "rail_bombay");
        },
    );
}

#[test]
fn a_provisional_population_is_flagged_in_the_finding() {
    let data = data();
    let mut state = short(&data);
    move_piece(&mut state, &data, Piece::LeagueBase, true, "assam");
    move_piece(&mut state, &data, Piece::LeagueBase, true, "assam");
    let report = check(&data, &state);
    let assam = data.map.by_key("assam").unwrap();
    assert_eq!(
        report.findings[0].caveat,
        Some(Caveat::Unchecked(
            gandhi_validator::terms::FactId::Population(assam)
        )),
        "{}",
        report.findings[0]
    );
}

#[test]
fn troops_in_a_princely_state() {
    expect_one(
        "1.4.2",
        Some("mysore"),
        Issue::TroopsInPrincelyState,
        &[("troops", Arg::Int(1))],
        |data, state| {
            move_piece(state, data, Piece::Troop, true, "mysore");
        },
    );
}

#[test]
fn troops_in_a_muslim_state() {
    expect_one(
        "1.4.2",
        Some("east_bengal"),
        Issue::TroopsInMuslimState,
        &[],
        |data, state| {
            let id = data.map.by_key("east_bengal").unwrap();
            state.space_mut(id).muslim_state = true;
        },
    );
}

#[test]
fn two_protests_in_one_space() {
    expect_one(
        "1.4.2",
        Some("punjab"),
        Issue::ProtestsStacked,
        &[("protests", Arg::Int(2))],
        |data, state| {
            let id = data.map.by_key("punjab").unwrap();
            state.space_mut(id).protests = 2;
        },
    );
}

#[test]
fn a_strike_off_the_railways() {
    expect_one(
        "1.12",
        Some("bihar"),
        Issue::StrikeOffRailway,
        &[("strikes", Arg::Int(1))],
        |data, state| {
            let id = data.map.by_key("bihar").unwrap();
            state.space_mut(id).strikes = 1;
        },
    );
}

#[test]
fn two_strikes_on_one_railway() {
    expect_one(
        "5.1.1",
        Some("rail_bombay"),
        Issue::StrikesStacked,
        &[("strikes", Arg::Int(2))],
        |data, state| {
            let id = data.map.by_key("rail_bombay").unwrap();
            state.space_mut(id).strikes = 2;
        },
    );
}

#[test]
fn unrest_on_a_railway() {
    expect_one(
        "5.1.4",
        Some("rail_deccan"),
        Issue::UnrestOnRailway,
        &[("unrest", Arg::Int(1))],
        |data, state| {
            let id = data.map.by_key("rail_deccan").unwrap();
            state.space_mut(id).unrest = 1;
        },
    );
}

#[test]
fn support_on_a_railway() {
    expect_one(
        "1.3.6",
        Some("rail_deccan"),
        Issue::LevelOnRailway,
        &[("level", Arg::Level(SupportLevel::ActiveSupport))],
        |data, state| {
            let id = data.map.by_key("rail_deccan").unwrap();
            state.space_mut(id).level = SupportLevel::ActiveSupport;
        },
    );
}

#[test]
fn a_muslim_state_marker_in_a_city() {
    expect_one(
        "1.3.5",
        Some("karachi"),
        Issue::MuslimStateOutsideProvince,
        &[("kind", Arg::Kind(SpaceKind::City))],
        |data, state| {
            let id = data.map.by_key("karachi").unwrap();
            state.space_mut(id).muslim_state = true;
        },
    );
}

#[test]
fn a_muslim_state_marker_in_jammu_and_kashmir() {
    expect_one(
        "1.3.5",
        Some("jammu_kashmir"),
        Issue::MuslimStateOutsideProvince,
        &[("kind", Arg::Kind(SpaceKind::PrincelyState))],
        |data, state| {
            let id = data.map.by_key("jammu_kashmir").unwrap();
            state.space_mut(id).muslim_state = true;
        },
    );
}

#[test]
fn a_piece_too_many() {
    expect_one(
        "1.4.1",
        None,
        Issue::PiecesMiscounted,
        &[
            ("stock", Arg::Stock(Stock::Sepoys)),
            ("surplus", Arg::Int(1)),
        ],
        |data, state| {
            let id = data.map.by_key("delhi").unwrap();
            state.space_mut(id).pieces.add(Piece::Sepoy, 1);
        },
    );
}

#[test]
fn a_piece_missing() {
    expect_one(
        "1.4.1",
        None,
        Issue::PiecesMiscounted,
        &[
            ("stock", Arg::Stock(Stock::Guerrillas)),
            ("shortfall", Arg::Int(2)),
        ],
        |_, state| {
            assert_eq!(state.out_of_play.remove(Piece::GuerrillaUnderground, 2), 2);
        },
    );
}

#[test]
fn gandhi_in_the_available_box() {
    expect_one("1.4.1", None, Issue::GandhiAvailable, &[], |data, state| {
        let id = data.map.by_key("bombay_presidency").unwrap();
        state.space_mut(id).pieces.remove(Piece::Gandhi, 1);
        state.available.add(Piece::Gandhi, 1);
    });
}

#[test]
fn gandhi_out_of_play() {
    expect_one("1.4.5", None, Issue::GandhiOutOfPlay, &[], |data, state| {
        let id = data.map.by_key("bombay_presidency").unwrap();
        state.space_mut(id).pieces.remove(Piece::Gandhi, 1);
        state.out_of_play.add(Piece::Gandhi, 1);
    });
}

#[test]
fn a_troop_in_jail() {
    expect_one(
        "1.3.9",
        None,
        Issue::NotArrestable,
        &[("count", Arg::Int(1))],
        |_, state| {
            state.available.remove(Piece::Troop, 1);
            state.jail.add(Piece::Troop, 1);
        },
    );
}

#[test]
fn more_protests_than_markers() {
    expect_one("1.10", None, Issue::TooManyProtests, &[], |data, state| {
        let total = data.pieces.protest_markers();
        for space in data.map.spaces().iter().take(total as usize + 1) {
            state.space_mut(space.id).protests = 1;
        }
    });
}

#[test]
fn more_than_twelve_unrest_and_strike_markers() {
    expect_one(
        "1.11",
        None,
        Issue::TooManyUnrestMarkers,
        &[("exist", Arg::Int(12))],
        |data, state| {
            let id = data.map.by_key("gujarat").unwrap();
            state.space_mut(id).unrest = 10;
        },
    );
}

#[test]
fn resources_beyond_fifty() {
    expect_one(
        "1.8",
        None,
        Issue::TrackOutOfBounds,
        &[
            ("track", Arg::Track(Track::RajResources)),
            ("value", Arg::Int(51)),
        ],
        |_, state| {
            state.tracks.raj_resources = 51;
        },
    );
}

#[test]
fn resources_below_zero() {
    expect_one(
        "1.8",
        None,
        Issue::TrackOutOfBounds,
        &[
            ("track", Arg::Track(Track::RevolutionariesResources)),
            ("value", Arg::Int(-1)),
        ],
        |_, state| {
            state.tracks.revolutionaries_resources = -1;
        },
    );
}

#[test]
fn restraint_out_of_bounds() {
    expect_one(
        "6.6",
        None,
        Issue::TrackOutOfBounds,
        &[
            ("track", Arg::Track(Track::Restraint)),
            ("value", Arg::Int(0)),
        ],
        |_, state| state.tracks.restraint = 0,
    );
    expect_one(
        "6.6",
        None,
        Issue::TrackOutOfBounds,
        &[
            ("track", Arg::Track(Track::Restraint)),
            ("value", Arg::Int(6)),
        ],
        |_, state| state.tracks.restraint = 6,
    );
}

#[test]
fn unity_out_of_bounds() {
    expect_one(
        "6.7",
        None,
        Issue::TrackOutOfBounds,
        &[("track", Arg::Track(Track::Unity)), ("value", Arg::Int(9))],
        |_, state| state.tracks.unity = 9,
    );
}

#[test]
fn a_card_in_two_places() {
    expect_one("1.2", None, Issue::CardRepeated, &[], |_, state| {
        let top = state.deck.draw[0];
        state.deck.played.push(top);
    });
}

#[test]
fn the_viceroy_box_left_empty() {
    let data = data();
    let mut state = short(&data);
    state.viceroy = None;
    let report = check(&data, &state);
    assert_eq!(report.findings.len(), 1);
    assert_eq!(report.findings[0].rule, RuleRef::new("2.5"));
    assert_eq!(report.findings[0].severity, Severity::Warning);
}

#[test]
fn every_finding_is_reported_at_once() {
    let data = data();
    let mut state = short(&data);
    let at = |key: &str| data.map.by_key(key).unwrap();
    state.space_mut(at("mysore")).pieces.add(Piece::Troop, 1);
    state.space_mut(at("rail_bombay")).strikes = 3;
    state.space_mut(at("delhi")).muslim_state = true;
    state.jail.add(Piece::LeagueBase, 1);
    state.tracks.unity = 0;
    state.tracks.raj_resources = 99;
    let top = state.deck.draw[0];
    state.deck.draw.push(top);
    let rules: Vec<String> = check(&data, &state)
        .findings
        .iter()
        .map(|f| f.rule.to_string())
        .collect();
    for expected in [
        "1.4.2", "5.1.1", "1.3.5", "1.4.1", "1.3.9", "6.7", "1.8", "1.2",
    ] {
        assert!(
            rules.iter().any(|r| r == expected),
            "{expected} missing from {rules:?}"
        );
    }
}

/// Random states, however absurd, are checked and totalled without a panic,
/// and every finding cites a section of the rules index.
#[test]
fn random_garbage_never_panics() {
    let data = data();
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
    for _ in 0..500 {
        let mut state = short(&data);
        for space in &mut state.spaces {
            for piece in Piece::ALL {
                let count = if rng.random_bool(0.2) {
                    rng.random::<u8>()
                } else {
                    rng.random_range(0..3)
                };
                space.pieces.set(piece, count);
            }
            space.level = SupportLevel::from_value(rng.random_range(-2..=2));
            space.protests = rng.random_range(0..4);
            space.unrest = rng.random();
            space.strikes = rng.random_range(0..3);
            space.muslim_state = rng.random_bool(0.2);
        }
        for counts in [
            &mut state.available,
            &mut state.out_of_play,
            &mut state.jail,
        ] {
            for piece in Piece::ALL {
                counts.set(piece, rng.random());
            }
        }
        state.tracks.restraint = rng.random_range(-100..100);
        state.tracks.unity = rng.random();
        state.tracks.raj_resources = rng.random();
        state.tracks.revolutionaries_resources = i32::MIN;
        if rng.random_bool(0.5) {
            state.viceroy = None;
            let copy = state.deck.draw.clone();
            state.deck.played.extend(copy);
        }
        let report = check(&data, &state);
        assert!(report.findings.iter().all(|f| data.rules.contains(f.rule)));
        let _ = totals(&data, &state);
    }
}

#[test]
fn an_event_card_gone_from_every_place() {
    expect_one(
        "1.2",
        None,
        Issue::EventCardsMissing,
        &[("missing", Arg::Int(1)), ("events", Arg::Int(72))],
        |_, state| {
            let last = state.deck.set_aside.pop();
            assert!(matches!(
                last,
                Some(gandhi_validator::terms::Card::Event(_))
            ));
        },
    );
}

#[test]
fn a_state_with_every_card_missing_is_an_error_not_only_a_warning() {
    let data = data();
    let mut state = short(&data);
    state.deck = gandhi_validator::position::Deck::default();
    state.viceroy = None;
    let report = check(&data, &state);
    let missing = report
        .findings
        .iter()
        .find(|f| f.issue == Issue::EventCardsMissing)
        .unwrap_or_else(|| panic!("{:#?}", report.findings));
    assert_eq!(missing.severity, Severity::Error);
    assert_eq!(missing.arg("missing"), Some(&Arg::Int(72)));
}
