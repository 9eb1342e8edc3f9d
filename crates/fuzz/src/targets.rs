//! The fuzz targets: each reads one kind of file the way the program does
//! and, when the text reads, takes what it read through what the program
//! does next. A target returns normally whatever the input; a panic, a run
//! that does not return, or memory without bound is a finding.

use std::sync::OnceLock;

use gandhi_validator::position::raj_control;

use gandhi_validator::log::Game;
use gandhi_validator::log::GameRecord;
use gandhi_validator::nonplayers::Answers;
use gandhi_validator::playouts::simulation_data;
use gandhi_validator::position::Seat;
use gandhi_validator::position::setup;
use gandhi_validator::position::{
    lone_player, ranking, seat_margin, seat_meets_condition, seat_ranking, solo_result,
    victory_check,
};
use gandhi_validator::{
    components::{DataSources, GameData},
    play::check,
    position::{GameState, totals},
    terms::PerFaction,
};

/// How far an input went.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Reach {
    /// The reader refused it (a load error).
    Refused,
    /// It was read, but what comes next refused it (a saved game whose log
    /// does not replay, data with no scenario that sets up).
    Read,
    /// It went through everything the program does with it.
    Through,
}

/// The data every target but [`data_folder`] reads against: the bundled
/// data, loaded once.
pub fn bundled() -> &'static GameData {
    static DATA: OnceLock<GameData> = OnceLock::new();
    DATA.get_or_init(|| match GameData::bundled() {
        Ok(data) => data,
        Err(errors) => abort_with(&errors),
    })
}

/// The bundled data with a faction order for every Event card, as if the
/// players had entered their whole deck: saved games are judged with it,
/// so that their replay reaches past the first card the data lacks.
pub fn with_every_card() -> &'static GameData {
    static DATA: OnceLock<GameData> = OnceLock::new();
    DATA.get_or_init(|| simulation_data(bundled()))
}

/// Stops the process with the reason printed first: the bundled data not
/// loading is a broken build, not a finding.
fn abort_with(reason: &dyn std::fmt::Display) -> ! {
    eprintln!("the bundled data does not load: {reason}");
    std::process::abort()
}

/// What the program does with a state it read (`check`, `totals`): the
/// static checks, Raj Control of every space, the totals, margins and
/// victory conditions.
pub fn after_state(data: &GameData, state: &GameState) {
    let report = check(data, state);
    std::hint::black_box(report.is_clean());
    for id in data.map.ids() {
        std::hint::black_box(raj_control(&data.map, state, id));
    }
    let totals = totals(data, state);
    std::hint::black_box(ranking(&totals));
    std::hint::black_box(seat_ranking(state, &totals));
    std::hint::black_box(victory_check(state, &totals));
    std::hint::black_box(solo_result(state, &totals));
    if let Some(seat) = lone_player(state) {
        std::hint::black_box(seat_margin(state, &totals, seat));
        std::hint::black_box(seat_meets_condition(state, &totals, seat));
    }
}

/// A state file (`gandhi-moderator check` and `totals`): read against the
/// bundled data; a state that reads is checked and counted, and written
/// and read back.
pub fn state(text: &str) -> Reach {
    let data = bundled();
    let Ok(state) = gandhi_validator::position::state_from_yaml(data, "state.yaml", text) else {
        return Reach::Refused;
    };
    after_state(data, &state);
    let written = gandhi_validator::position::state_to_yaml(data, &state);
    std::hint::black_box(
        gandhi_validator::position::state_from_yaml(data, "state.yaml", &written).is_ok(),
    );
    Reach::Through
}

/// A saved game (`gandhi-moderator judge`, and the board opening it): read
/// and its seal checked, then opened, every entry replayed and judged again
/// ([`Game::open`]); what opens is counted, and its next step asked of the
/// non-players.
pub fn saved_game(text: &str) -> Reach {
    let data = with_every_card();
    let Ok(read) = gandhi_validator::log::read_record(data, "game.yaml", text) else {
        return Reach::Refused;
    };
    std::hint::black_box(&read.seal);
    let Ok(opened) = Game::open(data, read.record) else {
        return Reach::Read;
    };
    let game = opened.game;
    after_state(data, game.state());
    std::hint::black_box(game.stage(data));
    std::hint::black_box(game.check_open(data));
    std::hint::black_box(game.np_next_step(data, &|_, _| None, &Answers::default()));
    std::hint::black_box(gandhi_validator::log::record_to_yaml(data, game.record()));
    Reach::Through
}

/// The players' card file (`cards.yaml` in the user data folder): read,
/// merged into the catalog as the board and `judge` do, written back; with
/// the merged data every scenario is set up and its first non-player
/// step asked, which reads the faction orders entered.
pub fn player_cards(text: &str) -> Reach {
    let data = bundled();
    let Ok(cards) = gandhi_validator::components::player_cards_from_yaml(
        "cards.yaml",
        text,
        data.cards.event_count.value,
    ) else {
        return Reach::Refused;
    };
    let mut merged = data.clone();
    merged.cards = data.cards.with_players(&cards, "cards.yaml");
    std::hint::black_box(gandhi_validator::components::player_cards_to_yaml(&cards));
    play_a_little(&merged)
}

/// The players' non-player aid file (`np_aid.yaml` in the user data
/// folder): read and merged over the data as the board does, written back,
/// then every scenario set up and the non-players' first steps planned
/// with it.
pub fn players_aid(text: &str) -> Reach {
    let data = with_every_card();
    let Ok(aid) = gandhi_validator::components::PlayersAid::load(data, "np_aid.yaml", text) else {
        return Reach::Refused;
    };
    std::hint::black_box(aid.to_yaml(data));
    std::hint::black_box(aid.counts());
    let merged = aid.merged_into(data);
    play_a_little(&merged)
}

/// With `data`: each scenario set up, checked, and a few steps asked of
/// four non-players and made; [`Reach::Through`] when a scenario sets up.
fn play_a_little(data: &GameData) -> Reach {
    let mut reach = Reach::Read;
    for scenario in &data.scenarios {
        let mut record = GameRecord::new(&scenario.key, 7);
        record.seats = PerFaction::from_fn(|_| Seat::NonPlayer);
        let Ok(mut game) = Game::new(data, record) else {
            continue;
        };
        reach = Reach::Through;
        after_state(data, game.state());
        if let Some(space) = data
            .map
            .ids()
            .find(|id| !data.map.space(*id).is_railway() && game.state().space(*id).protests == 0)
        {
            let edit = gandhi_validator::position::Edit::PlaceGandhi { space };
            let _ = game.push(data, edit, None, String::new());
        }
        for _ in 0..4 {
            let step = game.np_next_step(data, &|_, _| None, &Answers::default());
            let stop = step.stop.is_some() || step.edits.is_empty();
            for edit in step.edits {
                if game.push(data, edit, None, String::new()).is_err() {
                    break;
                }
            }
            if stop {
                break;
            }
        }
        after_state(data, game.state());
    }
    reach
}

/// The data files, by their path in a data folder, in the order
/// [`DataSources`] holds them.
pub const DATA_FILES: &[&str] = &[
    "rules_index.yaml",
    "map.yaml",
    "pieces.yaml",
    "viceroys.yaml",
    "cards.yaml",
    "arjuna.yaml",
    "random_spaces.yaml",
    "np_aid.yaml",
    "scenarios/short.yaml",
    "scenarios/main.yaml",
    "scenarios/quick.yaml",
];

/// The bundled text of a data file named as in [`DATA_FILES`].
pub fn bundled_text(name: &str) -> Option<&'static str> {
    let sources = gandhi_validator::components::bundled();
    let of = |pair: (&'static str, &'static str)| Some(pair.1);
    match name {
        "rules_index.yaml" => of(sources.rules_index),
        "map.yaml" => of(sources.map),
        "pieces.yaml" => of(sources.pieces),
        "viceroys.yaml" => of(sources.viceroys),
        "cards.yaml" => of(sources.cards),
        "arjuna.yaml" => of(sources.arjuna),
        "random_spaces.yaml" => of(sources.random_spaces),
        "np_aid.yaml" => of(sources.np_aid),
        _ => sources
            .scenarios
            .iter()
            .find(|(path, _)| path.strip_prefix("data/") == Some(name))
            .map(|(_, text)| *text),
    }
}

/// A data folder (`--data DIR`): the bundled files with those in `changed`
/// (path in the folder, text) put in their place, a scenario file not
/// among the bundled ones added, read as the program reads the folder;
/// data that loads has every scenario set up, checked and counted, and
/// its non-players' first steps planned.
pub fn data_folder(changed: &[(String, String)]) -> Reach {
    let text_of = |name: &str| -> Option<&str> {
        changed
            .iter()
            .find(|(path, _)| path == name)
            .map(|(_, text)| text.as_str())
            .or_else(|| bundled_text(name))
    };
    let mut texts: Vec<(&str, &str)> = Vec::new();
    for name in DATA_FILES {
        texts.push((name, text_of(name).unwrap_or("")));
    }
    for (path, text) in changed {
        if !DATA_FILES.contains(&path.as_str()) && path.starts_with("scenarios/") {
            texts.push((path, text));
        }
    }
    let scenarios: Vec<(&str, &str)> = texts[8..]
        .iter()
        .copied()
        .filter(|(name, _)| {
            changed
                .iter()
                .all(|(path, text)| path != name || !text.is_empty())
        })
        .collect();
    let sources = DataSources {
        rules_index: texts[0],
        map: texts[1],
        pieces: texts[2],
        viceroys: texts[3],
        cards: texts[4],
        arjuna: texts[5],
        random_spaces: texts[6],
        np_aid: texts[7],
        scenarios,
    };
    let Ok(data) = GameData::load(&sources) else {
        return Reach::Refused;
    };
    for scenario in &data.scenarios {
        for seed in [0, u64::MAX] {
            if let Ok(state) = setup(&data, &scenario.key, seed) {
                after_state(&data, &state);
                std::hint::black_box(gandhi_validator::position::state_to_yaml(&data, &state));
            }
        }
    }
    play_a_little(&simulation_data(&data))
}
