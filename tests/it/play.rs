//! The play bar driven through the real app with egui_kittest: a card's
//! faction order entered once and kept in the players' file, declarations
//! checked on Done, the findings accepted with a note, dice from the seed.
//!
//! The faction orders typed in here stand for what players read off their
//! own cards; they are test inputs, not the real cards.

use super::common;

use coin_table::RuleRef;
use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_moderator::i18n;
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::nonplayers::TraceLine;
use gandhi_validator::play::Track;
use gandhi_validator::play::{Slot, Stage};
use gandhi_validator::terms::{Faction, Piece};
use gandhi_validator::{
    findings::Issue,
    play::{Choice, Die, Operation},
};
use gandhi_validator::{position::Edit, terms::Place};

fn short_game(dir: &std::path::Path) -> Harness<'static, GandhiApp> {
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_owned()),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: Some(("short".to_owned(), Some(2026))),
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness
}

/// The table as the session holds it.
fn table<'a>(harness: &'a Harness<'_, GandhiApp>) -> &'a gandhi_validator::position::GameState {
    harness.state().session().unwrap().state()
}

fn stage(harness: &Harness<'_, GandhiApp>) -> Stage {
    let app = harness.state();
    app.session().unwrap().stage(app.data())
}

fn click(harness: &mut Harness<'_, GandhiApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Enters the current card's order in the form and saves it.
fn save_order(harness: &mut Harness<'_, GandhiApp>, order: [Faction; 4]) {
    harness.state_mut().play_form().entry.order = order.map(Some);
    harness.run();
    click(harness, "Save the card");
}

/// Congress, then the Raj, the League and the Revolutionaries.
const CONGRESS_FIRST: [Faction; 4] = [
    Faction::Congress,
    Faction::Raj,
    Faction::MuslimLeague,
    Faction::Revolutionaries,
];

/// Enters card 11's order through the form: Raj, Congress, Muslim League,
/// Revolutionaries.
fn enter_card_11(harness: &mut Harness<'_, GandhiApp>) {
    assert_eq!(stage(harness), Stage::OrderUnknown(11));
    harness.get_by_label("Card 11:");
    save_order(harness, Faction::ALL);
}

/// A new Short game (seed 2026) with the Raj a non-player.
fn new_game_with_a_non_player_raj(harness: &mut Harness<'_, GandhiApp>) {
    new_game_with_a_non_player(harness, Faction::Raj);
}

/// A new Short game (seed 2026) with one Faction a non-player.
fn new_game_with_a_non_player(harness: &mut Harness<'_, GandhiApp>, faction: Faction) {
    let mut seats = gandhi_validator::position::four_players();
    seats[faction] = gandhi_validator::position::Seat::NonPlayer;
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 2026,
        seats,
        decks: OwnDecks {
            cards: false,
            ..OwnDecks::default()
        },
    });
    harness.run();
}

/// Card 11 entered (with the upcoming card's order, Congress first), so the
/// non-player Raj, 2nd in order, decides an Operation with a Special
/// Activity.
fn raj_to_act_on_card_11(harness: &mut Harness<'_, GandhiApp>) {
    enter_card_11(harness);
    harness.get_by_label_contains("critical marks and halos");
    save_order(harness, CONGRESS_FIRST);
    harness.get_by_label("» an Operation with a Special Activity");
}

/// The Raj's 3 Resources for passing (2.3.3), then Done.
fn raj_gains_its_pass_and_is_done(harness: &mut Harness<'_, GandhiApp>) {
    let resources = table(harness).tracks.raj_resources;
    edit(
        harness,
        Edit::SetTrack {
            track: Track::RajResources,
            value: resources + 3,
        },
    );
    click(harness, "Done");
}

fn edit(harness: &mut Harness<'_, GandhiApp>, edit: Edit) {
    harness.state_mut().request(Command::Edit(edit));
    harness.run();
}

#[test]
fn a_card_is_entered_once_and_kept_in_the_players_file() {
    let dir = common::scratch("play", "card");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    let Stage::Turn(turn) = stage(&harness) else {
        panic!("{:?}", stage(&harness))
    };
    assert_eq!((turn.faction, turn.slot), (Faction::Raj, Slot::First));
    let text = std::fs::read_to_string(dir.join("cards.yaml")).unwrap();
    assert!(text.contains("number: 11"), "{text}");
    assert!(text.starts_with("# "), "{text}");
    // The next start knows the card: no form, the Raj is to declare.
    let harness = short_game(&dir);
    assert!(matches!(stage(&harness), Stage::Turn(t) if t.faction == Faction::Raj));
    assert_eq!(harness.state().player_cards().len(), 1);
}

#[test]
fn a_pass_is_checked_on_done_and_a_flagged_action_needs_a_note() {
    let dir = common::scratch("play", "pass");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    // The Raj passes but forgets its 3 Resources (2.3.3).
    click(&mut harness, "Declare");
    assert!(matches!(stage(&harness), Stage::Acting(_)));
    click(&mut harness, "Done");
    harness.get_by_label("This does not fit the rules");
    click(&mut harness, "Go back to the board");
    assert!(
        matches!(stage(&harness), Stage::Acting(_)),
        "nothing was finished"
    );
    raj_gains_its_pass_and_is_done(&mut harness);
    assert!(
        harness
            .query_by_label("This does not fit the rules")
            .is_none()
    );
    let session = harness.state().session().unwrap();
    assert_eq!(session.progress().play.passed, [Faction::Raj]);
    let last = session.record().entries.last().unwrap();
    assert_eq!(last.edit, Edit::Done { note: None });
    assert!(last.findings.is_empty());
    assert_eq!(last.by, Some(Faction::Raj));

    // Congress, now 1st Eligible, Rallies and also moves a Troop: not part
    // of Rally. The table accepts it with a note.
    let form = harness.state_mut().play_form();
    form.what = gandhi_moderator::app::play::What::Operation(Operation::Rally);
    harness.run();
    click(&mut harness, "Declare");
    let bihar = harness.state().data().map.by_key("bihar").unwrap();
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Available,
            to: Place::Space(bihar),
        },
    );
    assert!(
        !harness
            .state()
            .session()
            .unwrap()
            .open_findings()
            .is_empty()
    );
    click(&mut harness, "Done");
    harness.state_mut().play_form().note = "agreed at the table".to_owned();
    harness.run();
    click(&mut harness, "Accept with this note");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(
        last.edit,
        Edit::Done {
            note: Some("agreed at the table".to_owned())
        }
    );
    assert!(!last.findings.is_empty(), "the findings stay in the log");
    assert_eq!(last.by, Some(Faction::Congress));
    assert_eq!(session.progress().play.executed.len(), 1);
    // Saved with the game.
    let saved = std::fs::read_to_string(dir.join("autosave.yaml")).unwrap();
    assert!(saved.contains("agreed at the table"), "{saved}");
}

#[test]
fn a_die_is_rolled_from_the_games_seed_and_logged() {
    let dir = common::scratch("play", "die");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    // The Revolutionaries Attack (out of turn: the declaration says so, but
    // the action goes on).
    let form = harness.state_mut().play_form();
    form.faction = Some(Faction::Revolutionaries);
    form.what = gandhi_moderator::app::play::What::Operation(Operation::Attack);
    harness.run();
    click(&mut harness, "Declare");
    let expected = {
        let mut rng = harness.state().session().unwrap().state().rng;
        rng.roll_die()
    };
    click(&mut harness, "Roll a die");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(
        last.edit,
        Edit::Die(Die {
            space: None,
            value: expected,
            rolled: true
        })
    );
    let gandhi_validator::play::Open::Action { declared, .. } =
        session.progress().open.as_ref().unwrap()
    else {
        panic!()
    };
    assert_eq!(declared.dice.len(), 1);
    assert!(matches!(
        declared.choice,
        Choice::Operation {
            op: Operation::Attack,
            ..
        }
    ));
}

#[test]
fn free_changes_are_explained_beside_the_controls() {
    let dir = common::scratch("play", "free");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    let delhi = harness.state().data().map.by_key("delhi").unwrap();
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 2,
            from: Place::Available,
            to: Place::Space(delhi),
        },
    );
    let session = harness.state().session().unwrap();
    let (count, explanation) = session.free_changes().unwrap();
    assert_eq!(*count, 1);
    assert!(
        explanation
            .explains
            .iter()
            .any(|c| c.declared.faction == Faction::Raj
                && matches!(
                    c.declared.choice,
                    Choice::Operation {
                        op: Operation::Deploy,
                        ..
                    }
                )),
    );
    harness.get_by_label_contains("They fit: Raj: Deploy");
    // A Troop into a Princely State fits nothing: the closest are offered.
    let mysore = harness.state().data().map.by_key("mysore").unwrap();
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Available,
            to: Place::Space(mysore),
        },
    );
    let (count, explanation) = harness.state().session().unwrap().free_changes().unwrap();
    assert_eq!(*count, 2);
    assert!(explanation.explains.is_empty());
    assert!(!explanation.closest.is_empty());
    // Declaring ends the free stretch.
    click(&mut harness, "Declare");
    assert!(harness.state().session().unwrap().free_changes().is_none());
}

#[test]
fn a_space_menu_carries_out_the_declared_operation_there() {
    let dir = common::scratch("play", "helper");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    // The Raj passes; Congress, 1st Eligible, declares Rally.
    click(&mut harness, "Declare");
    raj_gains_its_pass_and_is_done(&mut harness);
    harness.state_mut().play_form().what =
        gandhi_moderator::app::play::What::Operation(Operation::Rally);
    harness.run();
    click(&mut harness, "Declare");
    let gujarat = harness.state().data().map.by_key("gujarat").unwrap();
    let before = table(&harness)
        .space(gujarat)
        .pieces
        .get(Piece::CongressActivist);
    harness.get_by_label("Gujarat").click_secondary();
    harness.run();
    click(&mut harness, "Rally: carry it out here");
    let session = harness.state().session().unwrap();
    // Gujarat has Population 1: one Activist.
    assert_eq!(
        session
            .state()
            .space(gujarat)
            .pieces
            .get(Piece::CongressActivist),
        before + 1
    );
    assert!(
        session.open_findings().is_empty(),
        "{:?}",
        session.open_findings()
    );
    click(&mut harness, "Done");
    assert!(
        harness
            .query_by_label("This does not fit the rules")
            .is_none()
    );
}

/// A whole game played by the random generator, saved, then opened on the
/// board: the end is shown with the ranking (7.1, 7.3).
#[test]
fn a_finished_game_shows_how_it_ended() {
    use gandhi_validator::playouts::{Checks, play_game, simulation_data};
    let dir = common::scratch("play", "ended");
    let base = gandhi_validator::components::GameData::bundled().unwrap();
    let data = simulation_data(&base);
    let checks = Checks {
        state_after_each_step: true,
        round_trip_each_step: false,
    };
    let summary = play_game(
        &data,
        "short",
        1,
        gandhi_validator::position::four_players(),
        checks,
    )
    .unwrap();
    let ending = summary.ending.unwrap();
    let path = dir.join("finished.yaml");
    std::fs::write(
        &path,
        gandhi_validator::log::record_to_yaml(&base, &summary.record),
    )
    .unwrap();
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_path_buf()),
        data_folder: None,
        check_map: false,
        open: Some(path),
        new_game: None,
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    assert_eq!(stage(&harness), Stage::Ended(ending));
    harness.get_by_label_contains("Game over");
    harness.get_by_label("Ranking:");
}

/// The players' own deck: the first two cards, then each card they turn up,
/// are said in the play bar.
#[test]
fn the_players_own_deck_is_followed_from_the_play_bar() {
    use gandhi_validator::terms::Card;
    let dir = common::scratch("play", "physical");
    let app = GandhiApp::new(AppConfig {
        data_dir: Some(dir.to_path_buf()),
        data_folder: None,
        check_map: false,
        open: None,
        new_game: None,
        exit_after_first_frame: false,
        lang: None,
        default_lang: None,
    })
    .unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 5,
        seats: gandhi_validator::position::four_players(),
        decks: OwnDecks {
            cards: true,
            ..OwnDecks::default()
        },
    });
    harness.run();
    harness.get_by_label_contains("Which cards did you turn up?");
    let form = harness.state_mut().play_form();
    form.first.0.number = 11;
    form.first.1.number = 27;
    harness.run();
    click(&mut harness, "Set the cards");
    let session = harness.state().session().unwrap();
    assert!(session.record().physical_deck);
    assert_eq!(session.state().deck.current, Some(Card::Event(11)));
    assert_eq!(session.state().deck.upcoming(), Some(Card::Event(27)));
    assert!(
        harness
            .query_by_label_contains("Which cards did you turn up?")
            .is_none()
    );
    assert_eq!(stage(&harness), Stage::OrderUnknown(11));
}

/// A non-player's turn (8.2.1, 8.3): the table decides from the cards'
/// marks (asked for when missing), the decision is shown with its trace,
/// and the Arjuna card to follow is drawn and flipped.
#[test]
fn a_non_player_turn_is_decided_and_its_arjuna_card_drawn() {
    let dir = common::scratch("play", "np");
    let mut harness = short_game(&dir);
    new_game_with_a_non_player_raj(&mut harness);
    let session = harness.state().session().unwrap();
    assert_eq!(session.record().entries[0].edit, Edit::ArjunaShuffle);
    assert_eq!(session.state().arjuna.cards.len(), 6);
    // Card 11, then the upcoming card 27, entered from "the players' cards".
    raj_to_act_on_card_11(&mut harness);
    click(&mut harness, "Draw an Arjuna card (8.3)");
    let session = harness.state().session().unwrap();
    let (card, face) = session.state().arjuna.drawn().unwrap();
    let data = harness.state().data();
    assert_eq!(data.arjuna.card(card).unwrap().faction, Faction::Raj);
    let letters = data.arjuna.card(card).unwrap().letters(face).to_owned();
    harness.get_by_label(&format!("Arjuna {letters}"));
    // The deck beside the tracks: its size and the card showing (8.3).
    harness.get_by_label("Arjuna deck (8.3) · 6 cards");
    harness.get_by_label(&format!("Showing: {letters} (Raj)"));
    // The decision's trace is kept with the draw in the log, as data.
    let trace = &session.record().entries.last().unwrap().trace;
    assert!(
        trace.iter().any(
            |l| matches!(l, TraceLine::Decided { rule, .. } if *rule == RuleRef::new("8.2.1"))
        ),
        "{trace:?}"
    );
    click(&mut harness, "Flip the card");
    let (_, face) = table(&harness).arjuna.drawn().unwrap();
    assert_eq!(face, gandhi_validator::components::Face::Back);
}

/// Writes a players' aid file whose every card face of `faction` holds
/// `nodes`, with the given priority rows and a Random Spaces map. All of
/// it is MADE UP for the tests (stand-ins, not the printed aid).
fn write_aid(dir: &std::path::Path, faction: Faction, nodes: &str, rows: &[&str]) {
    let data = gandhi_validator::components::GameData::bundled().unwrap();
    let mut aid =
        String::from("format: gandhi-moderator non-player aid\nversion: 1\nrandom_spaces:\n");
    let land: Vec<_> = data
        .map
        .spaces()
        .iter()
        .filter(|s| !s.is_railway())
        .collect();
    for region in 1..=6usize {
        for slot in 1..=6usize {
            let space = land[((region - 1) * 6 + slot - 1) % land.len()];
            aid.push_str(&format!(
                "  - {{ region: {region}, slot: {slot}, space: {} }}\n",
                space.key
            ));
        }
    }
    aid.push_str("priorities:\n");
    for row in rows {
        aid.push_str(row);
        aid.push('\n');
    }
    aid.push_str("arjuna:\n");
    for id in data.arjuna.of(faction) {
        let card = data.arjuna.card(id).unwrap();
        for letters in [&card.front, &card.back] {
            aid.push_str(&format!("  - card: {letters}\n    nodes:\n{nodes}"));
        }
    }
    aid.push_str("end: end of non-player aid\n");
    std::fs::write(dir.join("np_aid.yaml"), aid).unwrap();
}

/// A non-player Congress's Satyagraha with Gandhi in Jail and a Raj
/// player: the play bar asks the Raj player, and each answer plans the
/// turn again (4.3.2, 8.7.2). The card faces and columns are MADE UP, and
/// so is card 11's order (Congress first).
#[test]
fn the_raj_player_answers_whether_gandhi_is_released() {
    let dir = common::scratch("play", "np-release");
    write_aid(
        &dir,
        Faction::Congress,
        "      - { id: op, operation: civil_disobedience, column: place_protests, then: { node: sa } }\n      - id: sa\n        specials:\n          - { special: satyagraha, actions: [move_gandhi, place_activist] }\n        then: stop\n",
        &[
            "  - { faction: congress, column: place_protests, rows: [{ most: population }] }",
            "  - { faction: congress, column: move_or_release_gandhi, rows: [{ most: population }] }",
            "  - { faction: congress, column: remove_or_replace, rows: [{ most: cubes }] }",
        ],
    );
    let mut harness = short_game(&dir);
    new_game_with_a_non_player(&mut harness, Faction::Congress);
    // Gandhi to Jail, from wherever the setup put him.
    let state = harness.state().session().unwrap().state().clone();
    let data = harness.state().data().clone();
    let from = data
        .map
        .ids()
        .find(|id| state.space(*id).pieces.get(Piece::Gandhi) > 0)
        .map_or(Place::Available, Place::Space);
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::Gandhi,
            count: 1,
            from,
            to: Place::Jail,
        },
    );
    save_order(&mut harness, CONGRESS_FIRST);
    save_order(&mut harness, Faction::ALL);
    harness.get_by_label("» an Operation with a Special Activity");
    click(&mut harness, "Carry out its Arjuna card");
    harness.get_by_label_contains("the Raj player decides");
    click(&mut harness, "The Raj releases Gandhi");
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.record().entries.last().unwrap().edit,
        Edit::Done { note: None },
        "the whole turn is logged"
    );
    assert_eq!(session.state().jail.get(Piece::Gandhi), 0, "released");
    let plan = harness
        .state()
        .session()
        .unwrap()
        .np()
        .plan
        .clone()
        .unwrap();
    assert!(plan.manual.is_none(), "{:?}", plan.manual);
    assert!(harness.state().session().unwrap().np().question.is_none());
}

/// A Short game whose non-player Raj, on card 11, has a MADE-UP Deploy
/// face on every card and a made-up Place Cubes column.
fn deploying_raj_on_card_11(dir: &std::path::Path) -> Harness<'static, GandhiApp> {
    write_aid(
        dir,
        Faction::Raj,
        "      - { id: deploy, operation: deploy, column: place_cubes, then: stop }\n",
        &["  - { faction: raj, column: place_cubes, rows: [{ least: cubes }] }"],
    );
    let mut harness = short_game(dir);
    new_game_with_a_non_player_raj(&mut harness);
    raj_to_act_on_card_11(&mut harness);
    harness
}

/// A non-player's card carried out by the program: the players' aid file
/// holds a MADE-UP Deploy face for every Raj card, a made-up Place Cubes
/// column and a made-up Random Spaces map (stand-ins, not the printed aid).
/// The turn is logged whole and its moves listed for the table.
#[test]
fn a_non_player_card_is_carried_out_and_its_moves_listed() {
    let dir = common::scratch("play", "np-carry");
    let mut harness = deploying_raj_on_card_11(&dir);
    click(&mut harness, "Carry out its Arjuna card");
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.record().entries.last().unwrap().edit,
        Edit::Done { note: None },
        "the whole turn is logged"
    );
    assert!(
        session
            .report()
            .findings
            .iter()
            .all(|f| f.severity != gandhi_validator::findings::Severity::Error),
        "{:?}",
        session.report().findings
    );
    let plan = harness
        .state()
        .session()
        .unwrap()
        .np()
        .plan
        .clone()
        .unwrap();
    assert!(!plan.selected.is_empty());
    let moves = plan.moves().count();
    assert!(moves > 0);
    harness.get_by_label_contains("Moves to make on the table");
    harness.get_by_label(&format!("0 / {moves}"));
    let first = i18n::log::edit_sentence(
        i18n::fluent::Lang::En,
        harness.state().data(),
        plan.moves().next().unwrap(),
    );
    click(&mut harness, &first);
    harness.get_by_label(&format!("1 / {moves}"));
    click(&mut harness, "All made: close");
    assert!(harness.state().session().unwrap().np().plan.is_none());
}

/// Playing on for the non-players (Ctrl+P): the non-player Raj's turn is
/// carried out and its checklist shown; the next click stops at the
/// Congress player's turn and says so. The aid is MADE UP as above.
#[test]
fn play_on_carries_out_the_non_players_until_a_player_decides() {
    let dir = common::scratch("play", "np-play-on");
    let mut harness = deploying_raj_on_card_11(&dir);
    let before = harness.state().session().unwrap().record().entries.len();
    click(&mut harness, "» Play on for the non-players");
    let session = harness.state().session().unwrap();
    assert!(session.record().entries.len() > before);
    assert_eq!(
        session.record().entries.last().unwrap().edit,
        Edit::Done { note: None },
        "the Raj's turn is logged whole"
    );
    assert!(
        session
            .report()
            .findings
            .iter()
            .all(|f| f.severity != gandhi_validator::findings::Severity::Error)
    );
    let Stage::Turn(turn) = stage(&harness) else {
        panic!("a turn comes next");
    };
    assert_ne!(turn.faction, Faction::Raj);
    harness.get_by_label_contains("Moves to make on the table");
    harness.get_by_label_contains("make its moves on the table");
    // The next Faction has a player: nothing is done, and the bar says why.
    let entries = harness.state().session().unwrap().record().entries.len();
    click(&mut harness, "» Play on for the non-players");
    assert_eq!(
        harness.state().session().unwrap().record().entries.len(),
        entries
    );
    harness.get_by_label_contains("decides: a player's turn");

    // Saved and opened again, the turn with its trace reads as played: the
    // seal holds and judging every entry again finds no difference.
    let saved = dir.join("played-on.yaml");
    harness.state_mut().request(Command::SaveTo(saved.clone()));
    harness.run();
    let app = harness.state();
    let again = gandhi_moderator::session::Session::open(app.data(), &saved).unwrap();
    assert!(again.record().entries.iter().any(|e| !e.trace.is_empty()));
    assert_eq!(again.seal(), Some(&coin_table::Seal::Intact { entries }));
    assert!(again.opening().is_none(), "{:?}", again.opening());
    assert_eq!(again.record(), app.session().unwrap().record());
}

/// A non-player's Event from the play bar: card 11's Raj critical mark is
/// MADE UP here (a stand-in, not the printed card) and the players answer
/// that the Event is effective, so the Raj, 1st Eligible, takes it. The
/// data holds only part of card 11's text, so the program logs the
/// declaration and leaves the printed text to the players, with the column
/// 8.8.5 points to.
#[test]
fn a_non_player_event_not_held_is_declared_and_left_to_the_players() {
    let dir = common::scratch("play", "np-event");
    let mut harness = short_game(&dir);
    new_game_with_a_non_player_raj(&mut harness);
    assert_eq!(stage(&harness), Stage::OrderUnknown(11));
    harness.state_mut().play_form().entry.order = Faction::ALL.map(Some);
    harness.state_mut().play_form().entry.critical = [true, false, false, false];
    harness.run();
    click(&mut harness, "Save the card");
    harness.get_by_label_contains("critical marks and halos");
    save_order(&mut harness, CONGRESS_FIRST);
    click(&mut harness, "Yes");
    harness.get_by_label("» the Event, unshaded");
    click(&mut harness, "Carry out the Event (8.8)");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap().edit.clone();
    let Edit::Declare(declared) = last else {
        panic!("the declaration is logged last: {last:?}");
    };
    assert_eq!(
        declared.choice,
        Choice::Event {
            card: 11,
            shaded: false
        }
    );
    let plan = harness
        .state()
        .session()
        .unwrap()
        .np()
        .plan
        .clone()
        .unwrap();
    assert_eq!(
        plan.manual,
        Some(gandhi_validator::nonplayers::Manual::Event {
            card: 11,
            shaded: false,
            column: Some(gandhi_validator::components::Column::RemoveOrReplace),
        })
    );
    assert_eq!(plan.moves().count(), 0);
    harness.get_by_label_contains("carry out the printed text on this side");
}

/// Whether a non-player turn's checklist shows.
fn checklist_shown(harness: &Harness<'_, GandhiApp>) -> bool {
    harness
        .query_by_label_contains("Moves to make on the table")
        .is_some()
}

/// After a non-player's card is carried out (MADE-UP aid, as above), its
/// checklist shows; taking the turn back with Undo leaves no plan, no
/// checklist and no marked spaces behind, and neither does Redo.
#[test]
fn undo_and_redo_leave_no_stale_non_player_plan() {
    let dir = common::scratch("play", "np-stale-undo");
    let mut harness = deploying_raj_on_card_11(&dir);
    click(&mut harness, "Carry out its Arjuna card");
    assert!(checklist_shown(&harness));
    harness.state_mut().request(Command::Undo);
    harness.run();
    assert!(!checklist_shown(&harness), "the plan outlives Undo");
    harness.state_mut().request(Command::Redo);
    harness.run();
    assert!(!checklist_shown(&harness), "Redo brings back an old plan");
}

/// A new game or another game opened after a non-player's turn shows no
/// checklist of the old game.
#[test]
fn a_new_or_opened_game_leaves_no_stale_non_player_plan() {
    let dir = common::scratch("play", "np-stale-new");
    let mut harness = deploying_raj_on_card_11(&dir);
    click(&mut harness, "Carry out its Arjuna card");
    assert!(checklist_shown(&harness));
    let saved = dir.join("before.yaml");
    harness.state_mut().request(Command::SaveTo(saved.clone()));
    harness.run();
    new_game_with_a_non_player_raj(&mut harness);
    assert!(!checklist_shown(&harness), "the plan outlives New game");

    let dir = common::scratch("play", "np-stale-open");
    let mut harness = deploying_raj_on_card_11(&dir);
    click(&mut harness, "Carry out its Arjuna card");
    assert!(checklist_shown(&harness));
    harness.state_mut().request(Command::Open(saved));
    harness.run();
    assert!(!checklist_shown(&harness), "the plan outlives Open");
}

/// A new Short game whose first card (11) has `first` first, then the
/// others in the usual order.
fn short_game_with_first(dir: &std::path::Path, first: Faction) -> Harness<'static, GandhiApp> {
    let mut harness = short_game(dir);
    let mut order = [first; 4];
    for (slot, faction) in order[1..]
        .iter_mut()
        .zip(Faction::ALL.into_iter().filter(|f| *f != first))
    {
        *slot = faction;
    }
    save_order(&mut harness, order);
    harness
}

/// One mistake, one headline (decision 0038): the League Rallies a Base
/// in place of two of its Activists, but puts the Base on a Railway. The
/// Action tab and the Done dialog show one framed finding for it, the
/// Railway (3.3.1), with the Base left on a Railway (1.4.2) beneath it,
/// marked as following from it. (Bihar, left without its two Activists,
/// reads as the League player taking its own pieces back, 1.4.1.)
#[test]
fn the_action_tab_groups_what_follows_from_one_mistake_under_it() {
    let dir = common::scratch("play", "grouped");
    let mut harness = short_game_with_first(&dir, Faction::MuslimLeague);
    let data = harness.state().data().clone();
    let space = data.map.by_key("bihar").unwrap();
    let rail = data.map.by_key("rail_allahabad_calcutta").unwrap();
    // The table as the test needs it: Unity 2, Bihar Neutral with two
    // League Activists.
    edit(
        &mut harness,
        Edit::SetTrack {
            track: Track::Unity,
            value: 2,
        },
    );
    edit(
        &mut harness,
        Edit::SetLevel {
            space,
            level: gandhi_validator::terms::SupportLevel::Neutral,
        },
    );
    let here = table(&harness)
        .space(space)
        .pieces
        .get(Piece::LeagueActivist);
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::LeagueActivist,
            count: 2u8.saturating_sub(here),
            from: Place::Available,
            to: Place::Space(space),
        },
    );
    harness.state_mut().play_form().what =
        gandhi_moderator::app::play::What::Operation(Operation::Rally);
    harness.run();
    click(&mut harness, "Declare");
    for (piece, count, from, to) in [
        (
            Piece::LeagueActivist,
            2,
            Place::Space(space),
            Place::Available,
        ),
        (Piece::LeagueBase, 1, Place::Available, Place::Space(rail)),
    ] {
        edit(
            &mut harness,
            Edit::MovePieces {
                piece,
                count,
                from,
                to,
            },
        );
    }
    let open = harness.state().session().unwrap().open_findings().to_vec();
    let issues: Vec<Issue> = open.iter().map(|f| f.issue).collect();
    assert_eq!(issues, [Issue::RallyNotOnRailway, Issue::BaseOnRailway]);
    let groups = gandhi_validator::findings::groups(&open);
    assert_eq!(groups.len(), 1, "{open:?}");
    assert_eq!(open[groups[0].headline].issue, Issue::RallyNotOnRailway);
    // The tab and the play bar count the mistake once.
    harness.get_by_label("Findings so far: 1 (+1)");
    click(&mut harness, "Action (1)");
    harness.get_by_label("What follows from it:");
    // Done asks, showing the same grouping.
    click(&mut harness, "Done");
    harness.get_by_label("This does not fit the rules");
    assert_eq!(
        harness.query_all_by_label("What follows from it:").count(),
        2,
        "in the Action tab and in the dialog"
    );
}

/// A mistake whose findings are stored on one entry (decision 0038): a
/// Limited Revolutionaries Rally in Bihar and also in Rajputana, with two
/// Guerrillas there. The second space (2.3.5) is the headline, the count
/// in Rajputana (3.4.1) follows from it: take Rajputana back and both go.
/// Once accepted with a note, the log shows the count in brackets after
/// its headline, the dispute report lists it beneath, and `judge --json`
/// gives it the headline's place.
#[test]
fn a_logged_mistake_keeps_what_follows_beneath_it_in_the_report_and_judge() {
    let dir = common::scratch("play", "grouped-log");
    let mut harness = short_game_with_first(&dir, Faction::Revolutionaries);
    let data = harness.state().data().clone();
    let form = harness.state_mut().play_form();
    form.what = gandhi_moderator::app::play::What::Operation(Operation::Rally);
    form.limited = true;
    harness.run();
    click(&mut harness, "Declare");
    let resources = table(&harness).tracks.revolutionaries_resources;
    for (key, count) in [("bihar", 1), ("rajputana", 2)] {
        edit(
            &mut harness,
            Edit::MovePieces {
                piece: Piece::GuerrillaUnderground,
                count,
                from: Place::Available,
                to: Place::Space(data.map.by_key(key).unwrap()),
            },
        );
    }
    edit(
        &mut harness,
        Edit::SetTrack {
            track: Track::RevolutionariesResources,
            value: resources - 1,
        },
    );
    let open = harness.state().session().unwrap().open_findings().to_vec();
    let issues: Vec<Issue> = open.iter().map(|f| f.issue).collect();
    assert_eq!(
        issues,
        [
            Issue::RevRallyTooManyGuerrillas,
            Issue::LimitedTooManySpaces
        ]
    );
    click(&mut harness, "Done");
    harness.state_mut().play_form().note = "agreed at the table".to_owned();
    harness.run();
    click(&mut harness, "Accept with this note");
    // The log shows the entry's headline, then what follows from it in
    // brackets.
    let entries = harness.state().session().unwrap().record().entries.len();
    click(&mut harness, &format!("Log ({entries})"));
    harness.get_by_label("§ 2.3.5");
    harness.get_by_label("(§ 3.4.1)");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(last.findings.len(), 2, "{:?}", last.findings);
    let texts = gandhi_moderator::rules_text::RuleTexts::bundled();
    let report = gandhi_moderator::report::dispute_report(
        &data,
        session,
        entries..=entries,
        gandhi_moderator::report::ReportContext {
            texts: &texts,
            lang: gandhi_moderator::i18n::fluent::Lang::En,
            name: "grouped",
            made: "",
        },
    )
    .unwrap();
    let headline = format!("- Entry {entries} **§ 2.3.5**: ");
    assert!(report.markdown.contains(&headline), "{}", report.markdown);
    assert!(
        report
            .markdown
            .contains("    - following from it, **§ 3.4.1**: "),
        "{}",
        report.markdown
    );
    // `judge --json` lists the entry's headline first, and the finding
    // that follows from it names the headline's place in the list.
    let autosave = dir.join("autosave.yaml");
    let judged = super::cli::run(&["judge", autosave.to_str().unwrap(), "--json"]);
    let tree: serde_json::Value = serde_json::from_str(&judged.stdout).unwrap();
    let listed = tree["findings"].as_array().unwrap();
    let of_rally: Vec<(usize, &serde_json::Value)> = listed
        .iter()
        .enumerate()
        .filter(|(_, f)| f["entry"] == serde_json::json!(entries))
        .collect();
    assert_eq!(of_rally.len(), 2, "{}", judged.stdout);
    let (at, first) = of_rally[0];
    assert_eq!(first["issue"], "LimitedTooManySpaces", "{}", judged.stdout);
    assert!(first["follows"].is_null());
    assert_eq!(of_rally[1].1["follows"], serde_json::json!(at));
    // The plain text indents it under its headline.
    let plain = super::cli::run(&["judge", autosave.to_str().unwrap()]);
    assert!(
        plain
            .stdout
            .contains("      following from it: error 3.4.1 RevRallyTooManyGuerrillas"),
        "{}",
        plain.stdout
    );
}

/// After the 1st Eligible's Event, 2.3.4 leaves the 2nd Eligible no Event:
/// the form's choice, kept from the Event just declared, goes back to one
/// that is open; and an Event declared all the same is the players' to
/// accept with a note when Done comes, with the 2.3.4 finding shown.
#[test]
fn a_choice_2_3_4_leaves_closed_is_not_declared_without_a_note() {
    let dir = common::scratch("play", "closed");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    // The Raj, 1st Eligible, executes the shaded Event.
    harness.state_mut().play_form().what = gandhi_moderator::app::play::What::Event(true);
    harness.run();
    click(&mut harness, "Declare");
    click(&mut harness, "Done");
    if harness
        .query_by_label("This does not fit the rules")
        .is_some()
    {
        // (whatever the Event's own check finds is not this test's matter)
        harness.state_mut().play_form().note = "as played".to_owned();
        harness.run();
        click(&mut harness, "Accept with this note");
    }
    let Stage::Turn(turn) = stage(&harness) else {
        panic!("{:?}", stage(&harness))
    };
    assert_eq!(turn.faction, Faction::Congress);
    assert!(!turn.options.event, "2.3.4: no Event after an Event");
    // The choice the form kept is not offered as it was.
    let what = harness.state_mut().play_form().what;
    assert!(
        !matches!(what, gandhi_moderator::app::play::What::Event(_)),
        "the form still says {what:?}"
    );

    // The players insist: Congress declares the Event all the same.
    edit(
        &mut harness,
        Edit::Declare(gandhi_validator::play::Declared {
            faction: Faction::Congress,
            choice: Choice::Event {
                card: 11,
                shaded: true,
            },
            dice: Vec::new(),
        }),
    );
    click(&mut harness, "Done");
    let confirming = harness
        .state_mut()
        .play_form()
        .confirming
        .clone()
        .expect("Done asks the players");
    assert!(
        confirming.iter().any(|f| f.rule == RuleRef::new("2.3.4")),
        "the 2.3.4 finding is shown: {confirming:?}"
    );
    harness.get_by_label("This does not fit the rules");
    assert!(
        harness
            .get_by_label("Accept with this note")
            .accesskit_node()
            .is_disabled(),
        "no acceptance without a note"
    );
    harness.state_mut().play_form().note = "we agreed to it".to_owned();
    harness.run();
    click(&mut harness, "Accept with this note");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(
        last.edit,
        Edit::Done {
            note: Some("we agreed to it".to_owned())
        }
    );
}

/// Resources handed between the Raj and the Revolutionaries (1.5.2): the
/// play bar offers a transfer while the Raj executes an Operation and logs
/// it as an entry of its own; the Deploy it paid for is clean on Done. No
/// transfer is offered while nothing is declared, nor while Congress acts.
#[test]
fn the_play_bar_hands_resources_between_the_raj_and_the_revolutionaries() {
    let dir = common::scratch("play", "transfer");
    let mut harness = short_game(&dir);
    enter_card_11(&mut harness);
    assert!(harness.query_by_label("Transfer").is_none());
    let form = harness.state_mut().play_form();
    form.what = gandhi_moderator::app::play::What::Operation(Operation::Deploy);
    harness.run();
    click(&mut harness, "Declare");
    let before = table(&harness).tracks;
    harness.state_mut().play_form().transfer_amount = 3;
    harness.run();
    click(&mut harness, "Transfer");
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(
        last.edit,
        Edit::Transfer {
            from: Faction::Revolutionaries,
            to: Faction::Raj,
            amount: 3
        }
    );
    assert_eq!(last.by, Some(Faction::Raj));
    // The log says who handed what to whom.
    let count = session.record().entries.len();
    click(&mut harness, &format!("Log ({count})"));
    harness.get_by_label_contains("Raj: Revolutionaries handed 3 Resources to Raj");
    let now = table(&harness).tracks;
    assert_eq!(now.raj_resources, before.raj_resources + 3);
    assert_eq!(
        now.revolutionaries_resources,
        before.revolutionaries_resources - 3
    );
    // Two Sepoys to Bombay, paid from what the Raj now holds: 1 Resource
    // under Lord Willingdon, the Viceroy this seed sets up (3.2.1).
    let data = harness.state().data();
    let willingdon = data.viceroys.by_key("willingdon");
    assert_eq!(table(&harness).viceroy, willingdon);
    let bombay = data.map.by_key("bombay").unwrap();
    edit(
        &mut harness,
        Edit::MovePieces {
            piece: Piece::Sepoy,
            count: 2,
            from: Place::Available,
            to: Place::Space(bombay),
        },
    );
    edit(
        &mut harness,
        Edit::SetTrack {
            track: Track::RajResources,
            value: now.raj_resources - 1,
        },
    );
    click(&mut harness, "Done");
    assert!(
        harness
            .query_by_label("This does not fit the rules")
            .is_none()
    );
    let session = harness.state().session().unwrap();
    let last = session.record().entries.last().unwrap();
    assert_eq!(last.edit, Edit::Done { note: None });
    assert!(last.findings.is_empty(), "{:?}", last.findings);
    // Congress, 2nd Eligible, Rallies: no transfer is offered.
    let form = harness.state_mut().play_form();
    form.what = gandhi_moderator::app::play::What::Operation(Operation::Rally);
    form.limited = true;
    harness.run();
    click(&mut harness, "Declare");
    assert!(matches!(stage(&harness), Stage::Acting(_)));
    assert!(harness.query_by_label("Transfer").is_none());
}
