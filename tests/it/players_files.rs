//! The players' own card file is never lost: a file with a typo or a bad
//! byte is reported with its place and never written over, the cards (and
//! the steps of their Events) entered meanwhile are kept beside it and
//! added once it is mended, and every rewrite keeps the file before as a
//! backup.

use std::path::Path;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{
    AppConfig, CARDS_FILE, CARDS_PENDING_FILE, CardFileStatus, GandhiApp, command::Command,
};
use gandhi_validator::components::PlayerCard;
use gandhi_validator::play::Stage;
use gandhi_validator::terms::Faction;

use super::common;

fn scratch(name: &str) -> common::Scratch {
    common::scratch("files", name)
}

fn board(dir: &Path) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            new_game: Some(("short".to_owned(), Some(7))),
            ..AppConfig::default()
        },
        Vec2::new(1600.0, 1000.0),
    )
}

/// A card as a table would enter it (the order is made up for the test).
fn card(number: u8) -> PlayerCard {
    PlayerCard {
        number,
        title: Some(format!("Card {number}")),
        faction_order: Some(Faction::ALL),
        critical: Some(Vec::new()),
        halos: Some(Vec::new()),
        ..PlayerCard::default()
    }
}

/// The current card's number, whose order the play bar asks for.
fn asked_card(harness: &Harness<'_, GandhiApp>) -> u8 {
    let data = harness.state().data().clone();
    match harness.state().session().unwrap().stage(&data) {
        Stage::OrderUnknown(number) => number,
        other => panic!("the play bar should ask for a card's order, not {other:?}"),
    }
}

/// Two cards the table entered earlier, not the current one.
fn earlier_entries(current: u8) -> Vec<PlayerCard> {
    (1..=60)
        .filter(|n| *n != current)
        .take(2)
        .map(card)
        .collect()
}

/// The current card of the Short game with seed 7, with no card file.
fn current_card() -> u8 {
    let dir = scratch("probe");
    asked_card(&board(&dir))
}

fn numbers(dir: &Path, file: &str) -> Vec<u8> {
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    gandhi_validator::components::player_cards_from_yaml(file, &text, 60)
        .unwrap()
        .iter()
        .map(|c| c.number)
        .collect()
}

/// Enters the asked card's order, then checks that the broken file is as
/// it was, byte for byte, and the new card waits beside it.
fn enter_and_keep(dir: &Path, harness: &mut Harness<'_, GandhiApp>, broken: &[u8]) -> u8 {
    harness.state_mut().request(Command::DismissError);
    harness.run();
    let number = asked_card(harness);
    harness.state_mut().request(Command::SaveCard(card(number)));
    harness.run();
    assert_eq!(
        std::fs::read(dir.join(CARDS_FILE)).unwrap(),
        broken,
        "the unreadable file is never written over"
    );
    assert_eq!(numbers(dir, CARDS_PENDING_FILE), [number]);
    let data = harness.state().data().clone();
    assert!(
        !matches!(
            harness.state().session().unwrap().stage(&data),
            Stage::OrderUnknown(n) if n == number
        ),
        "the game goes on with the card entered"
    );
    number
}

#[test]
fn a_cards_file_with_a_typo_is_reported_never_written_over_and_merged_once_mended() {
    let dir = scratch("typo");
    let earlier = earlier_entries(current_card());
    let good = gandhi_validator::components::player_cards_to_yaml(&earlier);
    let typo = good.replacen("faction_order", "faction_ordr", 1);
    assert_ne!(good, typo);
    std::fs::write(dir.join(CARDS_FILE), &typo).unwrap();

    let mut harness = board(&dir);
    assert!(matches!(
        harness.state().cards_file(),
        CardFileStatus::Broken(_)
    ));
    let error = harness.state().error().unwrap().to_owned();
    let place = format!("{}:", dir.join(CARDS_FILE).display());
    assert!(
        error.contains(&place) && error.contains("faction_ordr"),
        "the message names the file, line and column: {error}"
    );
    assert!(error.contains(CARDS_PENDING_FILE), "{error}");
    // The message offers to open the file and to read it again.
    harness.get_by_label("Open the file");
    harness.get_by_label("Read it again");

    let number = enter_and_keep(&dir, &mut harness, typo.as_bytes());

    // Mended, read again: the card entered meanwhile joins the earlier
    // ones, the mended file is kept as the backup, the side file goes.
    std::fs::write(dir.join(CARDS_FILE), &good).unwrap();
    harness.state_mut().request(Command::ReloadPlayersFiles);
    harness.run();
    assert_eq!(harness.state().cards_file(), &CardFileStatus::Loaded);
    let mut expected: Vec<u8> = earlier.iter().map(|c| c.number).collect();
    expected.push(number);
    expected.sort_unstable();
    assert_eq!(numbers(&dir, CARDS_FILE), expected);
    assert_eq!(
        std::fs::read_to_string(dir.join(format!("{CARDS_FILE}.bak"))).unwrap(),
        good
    );
    assert!(!dir.join(CARDS_PENDING_FILE).exists());
    assert!(harness.state().error().is_none());
}

#[test]
fn a_cards_file_with_a_bad_byte_is_reported_with_its_place_and_never_written_over() {
    let dir = scratch("byte");
    let earlier = earlier_entries(current_card());
    let mut bytes = gandhi_validator::components::player_cards_to_yaml(&earlier).into_bytes();
    // A bad byte inside the first title.
    let at = bytes.windows(5).position(|w| w == b"Card ").unwrap() + 5;
    bytes.insert(at, 0xff);
    std::fs::write(dir.join(CARDS_FILE), &bytes).unwrap();
    let text_before = String::from_utf8_lossy(&bytes[..at]).into_owned();
    let line = text_before.matches('\n').count() + 1;
    let column = text_before.rsplit('\n').next().unwrap().chars().count() + 1;

    let mut harness = board(&dir);
    let error = harness.state().error().unwrap_or_default().to_owned();
    let place = format!("{}:{line}:{column}:", dir.join(CARDS_FILE).display());
    assert!(error.contains(&place), "expected {place} in: {error}");
    enter_and_keep(&dir, &mut harness, &bytes);

    // Closing and starting again changes nothing: the side file is read.
    drop(harness);
    let harness = board(&dir);
    assert_eq!(std::fs::read(dir.join(CARDS_FILE)).unwrap(), bytes);
    assert_eq!(harness.state().player_cards().len(), 1);
}

#[test]
fn each_rewrite_of_the_cards_file_keeps_the_file_before() {
    let dir = scratch("backup");
    let earlier = earlier_entries(current_card());
    let good = gandhi_validator::components::player_cards_to_yaml(&earlier);
    std::fs::write(dir.join(CARDS_FILE), &good).unwrap();
    let mut harness = board(&dir);
    assert_eq!(harness.state().cards_file(), &CardFileStatus::Loaded);
    let number = asked_card(&harness);
    harness.state_mut().request(Command::SaveCard(card(number)));
    harness.run();
    assert_eq!(numbers(&dir, CARDS_FILE).len(), 3);
    assert_eq!(
        std::fs::read_to_string(dir.join(format!("{CARDS_FILE}.bak"))).unwrap(),
        good
    );
}

/// MADE UP steps for a side of a card: Unrest in up to one space.
fn made_up_steps() -> gandhi_validator::components::Effect {
    use gandhi_validator::components::{Count, Effect, EffectStep, EventMarker};
    Effect {
        complete: true,
        steps: vec![EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::UpTo(1),
            filter: Vec::new(),
        }],
    }
}

/// The steps of an Event's side are saved like a card's details: with the
/// file before as a backup, and, while the file does not read, never over
/// it but beside it, then filled into the mended file's entry for that
/// card, whose details are kept.
#[test]
fn an_events_steps_are_saved_with_a_backup_and_never_over_a_broken_file() {
    let dir = scratch("steps");
    let earlier = earlier_entries(current_card());
    let number = earlier[0].number;
    let good = gandhi_validator::components::player_cards_to_yaml(&earlier);
    std::fs::write(dir.join(CARDS_FILE), &good).unwrap();
    let mut harness = board(&dir);
    harness.state_mut().request(Command::SaveEffect {
        card: number,
        shaded: true,
        effect: Some(made_up_steps()),
    });
    harness.run();
    assert_eq!(
        std::fs::read_to_string(dir.join(format!("{CARDS_FILE}.bak"))).unwrap(),
        good
    );
    let text = std::fs::read_to_string(dir.join(CARDS_FILE)).unwrap();
    let read = gandhi_validator::components::player_cards_from_yaml(CARDS_FILE, &text, 72).unwrap();
    assert_eq!(read[0].shaded_effect, Some(made_up_steps()));
    assert_eq!(read[0].title, earlier[0].title, "the details are kept");

    // Broken by hand: the steps of the other side wait beside it.
    let typo = text.replacen("faction_order", "faction_ordr", 1);
    std::fs::write(dir.join(CARDS_FILE), &typo).unwrap();
    harness.state_mut().request(Command::ReloadPlayersFiles);
    harness.run();
    harness.state_mut().request(Command::DismissError);
    harness.run();
    harness.state_mut().request(Command::SaveEffect {
        card: number,
        shaded: false,
        effect: Some(made_up_steps()),
    });
    harness.run();
    assert_eq!(std::fs::read_to_string(dir.join(CARDS_FILE)).unwrap(), typo);
    assert_eq!(numbers(&dir, CARDS_PENDING_FILE), [number]);

    // Mended: the entry has its details, its shaded steps and the unshaded
    // ones entered meanwhile.
    std::fs::write(dir.join(CARDS_FILE), &text).unwrap();
    harness.state_mut().request(Command::ReloadPlayersFiles);
    harness.run();
    let text = std::fs::read_to_string(dir.join(CARDS_FILE)).unwrap();
    let read = gandhi_validator::components::player_cards_from_yaml(CARDS_FILE, &text, 72).unwrap();
    let entry = read.iter().find(|c| c.number == number).unwrap();
    assert_eq!(entry.faction_order, earlier[0].faction_order);
    assert_eq!(entry.shaded_effect, Some(made_up_steps()));
    assert_eq!(entry.unshaded_effect, Some(made_up_steps()));
    assert_eq!(read.len(), earlier.len());
    assert!(!dir.join(CARDS_PENDING_FILE).exists());
}

/// A cards file its owner may not write (mode 0444) is not replaced,
/// though the program could rename over it: the board says which file and
/// why, and leaves it (and its backup) as they were. Another user's file
/// is written and stays theirs.
#[cfg(unix)]
#[test]
fn a_read_only_cards_file_is_refused_and_another_users_keeps_its_owner() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = scratch("read-only");
    let earlier = earlier_entries(current_card());
    let good = gandhi_validator::components::player_cards_to_yaml(&earlier);
    let file = dir.join(CARDS_FILE);
    std::fs::write(&file, &good).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let mut harness = board(&dir);
    assert_eq!(harness.state().cards_file(), &CardFileStatus::Loaded);
    let number = asked_card(&harness);
    harness.state_mut().request(Command::SaveCard(card(number)));
    harness.run();
    let error = harness.state().error().unwrap_or_default().to_owned();
    assert!(
        error.contains(&file.display().to_string()) && error.contains("read-only"),
        "{error}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), good);
    assert!(!dir.join(format!("{CARDS_FILE}.bak")).exists());

    harness.state_mut().request(Command::DismissError);
    harness.run();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    if std::os::unix::fs::chown(&file, Some(4242), Some(4343)).is_err() {
        return; // not root: no file can be given away, nor kept so
    }
    harness.state_mut().request(Command::SaveCard(card(number)));
    harness.run();
    assert_eq!(numbers(&dir, CARDS_FILE).len(), 3);
    let meta = std::fs::metadata(&file).unwrap();
    assert_eq!((meta.uid(), meta.gid()), (4242, 4343));
}
