//! Data-driven cases: each file in `tests/cases/` is a table, a few log
//! entries played on it (usually a declaration, the changes and `done`), and
//! the issues the last entry must raise — none for a legal play. The format
//! is in `docs/test-cases.md`; adding a case needs no Rust.

use std::path::{Path, PathBuf};

use coin_table::RuleRef;
use gandhi_validator::components::GameData;
use gandhi_validator::components::{PlayerCard, four_factions};
use gandhi_validator::findings::Issue;
use gandhi_validator::log::Game;
use gandhi_validator::log::{GameRecord, LogText};
use gandhi_validator::position::setup;
use gandhi_validator::terms::{Faction, Piece};
use gandhi_validator::{
    position::{GameState, Seat},
    terms::Card,
};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    format: String,
    version: u32,
    /// What the case shows.
    title: String,
    /// The section it tests.
    rule: String,
    start: Start,
    /// Entries applied to the table before play; their findings are not judged.
    #[serde(default)]
    setup: LogText,
    /// Entries played; the last one is judged.
    play: LogText,
    /// Issue codes the last entry raises, in any order; empty for none.
    expect: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Start {
    /// A scenario to set up, or none for an empty table with ten of every
    /// piece Available and Gandhi in Jail.
    #[serde(default)]
    scenario: Option<String>,
    #[serde(default = "one")]
    seed: u64,
    #[serde(default)]
    restraint: Option<i32>,
    #[serde(default)]
    unity: Option<i32>,
    #[serde(default)]
    raj_resources: Option<i32>,
    #[serde(default)]
    revolutionaries_resources: Option<i32>,
    /// The Viceroy's key.
    #[serde(default)]
    viceroy: Option<String>,
    /// The current Event card.
    #[serde(default)]
    current_card: Option<u8>,
    /// Factions run by chapter 8.
    #[serde(default)]
    non_players: Vec<Faction>,
    /// The current card's faction order, as players would enter it from
    /// their card (a test input, not the real card).
    #[serde(default)]
    faction_order: Option<Vec<Faction>>,
}

fn one() -> u64 {
    1
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

fn table(data: &GameData, start: &Start) -> GameState {
    let mut state = match &start.scenario {
        Some(key) => setup(data, key, start.seed).unwrap(),
        None => {
            let mut s = GameState::empty(&data.map, "case", start.seed);
            s.tracks.restraint = 3;
            s.tracks.unity = 3;
            for piece in Piece::ALL {
                if piece != Piece::Gandhi && piece != Piece::GuerrillaActive {
                    s.available.set(piece, 10);
                }
            }
            // Gandhi is never Available (1.4.1): he waits in Jail.
            s.jail.set(Piece::Gandhi, 1);
            s
        }
    };
    let tracks = &mut state.tracks;
    for (value, track) in [
        (start.restraint, &mut tracks.restraint),
        (start.unity, &mut tracks.unity),
        (start.raj_resources, &mut tracks.raj_resources),
        (
            start.revolutionaries_resources,
            &mut tracks.revolutionaries_resources,
        ),
    ] {
        if let Some(value) = value {
            *track = value;
        }
    }
    if let Some(key) = &start.viceroy {
        state.viceroy = Some(
            data.viceroys
                .by_key(key)
                .unwrap_or_else(|| panic!("no Viceroy {key}")),
        );
    }
    if let Some(card) = start.current_card {
        state.deck.current = Some(Card::Event(card));
    }
    for faction in &start.non_players {
        state.seats[*faction] = Seat::NonPlayer;
    }
    state
}

/// Runs one case; the error says what differs.
fn run(data: &GameData, path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let case: Case = serde_saphyr::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
    if case.format != "gandhi-moderator case" || case.version != 1 {
        return Err(format!(
            "{name}: expected `format: gandhi-moderator case` and `version: 1`"
        ));
    }
    let rule = RuleRef::parse(&case.rule).map_err(|e| format!("{name}: rule: {e}"))?;
    if !data.rules.contains(rule) {
        return Err(format!("{name}: section {rule} is not in the rules index"));
    }
    let expected: Vec<Issue> = case
        .expect
        .iter()
        .map(|code| {
            Issue::ALL
                .iter()
                .copied()
                .find(|i| i.code() == code)
                .ok_or_else(|| format!("{name}: `{code}` is not an issue code"))
        })
        .collect::<Result<_, _>>()?;
    let mut data = data.clone();
    if let (Some(order), Some(card)) = (&case.start.faction_order, case.start.current_card) {
        let card = PlayerCard {
            number: card,
            faction_order: Some(
                four_factions(order)
                    .ok_or_else(|| format!("{name}: faction_order lists each Faction once"))?,
            ),
            ..PlayerCard::default()
        };
        data.cards = data.cards.with_players(&[card], &name);
    }
    let data = &data;
    let mut state = table(data, &case.start);
    for entry in case
        .setup
        .read(data, &name, "setup")
        .map_err(|e| e.to_string())?
    {
        gandhi_validator::position::apply_edit(data, &mut state, &entry.edit)
            .map_err(|e| format!("{name}: setup: {e}"))?;
    }
    let mut play = case
        .play
        .read(data, &name, "play")
        .map_err(|e| e.to_string())?;
    let last = play
        .pop()
        .ok_or_else(|| format!("{name}: `play` is empty"))?;
    let mut record = GameRecord::new("case", case.start.seed);
    record.entries = play.into();
    let game = Game::with_start(data, record, state).map_err(|e| format!("{name}: {e}"))?;
    let mut found: Vec<Issue> = game
        .judge(data, &last.edit)
        .iter()
        .filter(|f| !f.issue.is_state_check())
        .map(|f| f.issue)
        .collect();
    let mut wanted = expected;
    found.sort();
    wanted.sort();
    if found != wanted {
        return Err(format!(
            "{name} ({}): expected {wanted:?}, found {found:?}",
            case.title
        ));
    }
    Ok(())
}

#[test]
fn every_case_file_gives_its_expected_findings() {
    let data = GameData::bundled().unwrap();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 12, "the cases are there: {paths:?}");
    let failures: Vec<String> = paths.iter().filter_map(|p| run(&data, p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_case_that_expects_the_wrong_thing_fails() {
    let data = GameData::bundled().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let source = cases_dir().join("3.4.3-attack-two-sepoys.yaml");
    let text = std::fs::read_to_string(&source).unwrap();
    assert!(text.contains("expect: []"), "the case is a legal one");
    let wrong = dir.path().join("wrong.yaml");
    std::fs::write(
        &wrong,
        text.replace("expect: []", "expect: [AttackRemovedOverTwo]"),
    )
    .unwrap();
    let error = run(&data, &wrong).unwrap_err();
    assert!(
        error.contains("expected [AttackRemovedOverTwo], found []"),
        "{error}"
    );
    let typo = dir.path().join("typo.yaml");
    std::fs::write(
        &typo,
        text.replace("expect: []", "expect: [AttackRemovedTooMany]"),
    )
    .unwrap();
    assert!(
        run(&data, &typo)
            .unwrap_err()
            .contains("is not an issue code")
    );
}
