//! The table's own Arjuna deck on the board (8.3): the program asks which
//! card came up for the non-player, among that Faction's letters, and does
//! not shuffle or draw its own; a side not entered yet is asked for and the
//! turn goes on with the card the table named. The letters the rulebook
//! does not establish can be corrected there. All card content here is
//! made up for the test; the made-up values are marked.

use std::path::Path;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::aid_form::draft::SideForm;
use gandhi_moderator::app::{AppConfig, GandhiApp, aid::AidChange, command::Command};
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::components::Face;
use gandhi_validator::components::{Column, Row};
use gandhi_validator::nonplayers::Manual;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::play::Stage;
use gandhi_validator::position::Edit;
use gandhi_validator::{components::GameData, terms::Faction};

use super::common;

fn app(dir: &Path) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            ..AppConfig::default()
        },
        Vec2::new(1280.0, 800.0),
    )
}

/// Plays on until the Revolutionaries' first Operation asks which Arjuna
/// card came up. The Event cards' orders are made up (the Revolutionaries
/// first).
fn to_the_first_arjuna_question(harness: &mut Harness<'_, GandhiApp>) {
    for _ in 0..8 {
        let data = harness.state().data().clone();
        let session = harness.state().session().unwrap();
        let asked = match session.stage(&data) {
            Stage::OrderUnknown(number) => Some(number),
            _ => match session.np().question {
                Some(Question::CardMarks { card }) => Some(card),
                Some(Question::ArjunaCard { faction, draw }) => {
                    assert_eq!((faction, draw), (Faction::Revolutionaries, 1));
                    return;
                }
                _ => None,
            },
        };
        if let Some(number) = asked {
            harness
                .state_mut()
                .request(Command::SaveCard(common::made_up_card(
                    number,
                    common::REVOLUTIONARIES_FIRST,
                )));
            harness.run();
        }
        harness.state_mut().request(Command::PlayOn);
        harness.run();
    }
    panic!("the Revolutionaries' first Operation never asked for its Arjuna card");
}

#[test]
fn own_arjuna_deck_the_table_names_the_card_and_a_side_not_entered_is_asked_for() {
    let dir = common::scratch("ownarjuna", "turn");
    let mut harness = app(&dir);
    common::new_revolutionaries_game(
        &mut harness,
        OwnDecks {
            arjuna: true,
            ..OwnDecks::default()
        },
    );
    let data: GameData = harness.state().data().clone();
    {
        let session = harness.state().session().unwrap();
        assert!(session.record().own_arjuna_deck);
        assert!(session.state().arjuna.own);
    }
    to_the_first_arjuna_question(&mut harness);
    let session = harness.state().session().unwrap();
    assert!(
        !session
            .record()
            .entries
            .iter()
            .any(|e| matches!(e.edit, Edit::ArjunaDraw { .. } | Edit::ArjunaShown { .. })),
        "the program drew nothing of its own"
    );
    harness.run();
    assert!(
        harness
            .query_all_by_label_contains("Which Arjuna card came up for")
            .count()
            > 0
    );

    // The pick offers the Revolutionaries' six letters, assumed ones marked.
    for letters in ["S*", "T*", "U*", "V*", "W*", "X*"] {
        harness.get_by_label(letters);
    }
    assert!(harness.query_by_label("H").is_none(), "only their cards");
    harness.get_by_label("U*").click();
    harness.run();
    harness.get_by_label("back (UU)").click();
    harness.run();
    harness.get_by_label("Carry it out").click();
    harness.run();

    // The side is not entered: its form opens by itself, on the card and
    // side the table named.
    let (u, _) = data.arjuna.by_letters("U").unwrap();
    let session = harness.state().session().unwrap();
    let manual = session.np().plan.as_ref().and_then(|p| p.manual.clone());
    assert_eq!(
        manual,
        Some(Manual::Card {
            card: u,
            face: Face::Back
        })
    );
    assert!(session.record().entries.iter().any(|e| e.edit
        == Edit::ArjunaShown {
            card: u,
            face: Face::Back
        }));
    harness.run();
    let form = harness
        .state_mut()
        .side_form_mut()
        .expect("the side's form opens by itself");
    assert_eq!((form.card, form.face), (u, Face::Back));
    *form = SideForm::from_face(&data, u, Face::Back, &common::made_up_rally_side());
    harness.run();
    harness.get_by_label("Save").click();
    harness.run();

    // The turn is played again with the card the table named, not asked
    // again: now the column is what is missing.
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.np().question,
        Some(Question::PriorityColumn {
            faction: Faction::Revolutionaries,
            column: Column::PlaceGuerrillas,
        })
    );
    // Made up: the column's rows.
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Column {
            faction: Faction::Revolutionaries,
            column: Column::PlaceGuerrillas,
            rows: vec![Row::Pop2, Row::NoRajControl],
            complete: true,
        }));
    harness.run();
    harness.state_mut().request(Command::PlayOn);
    harness.run();
    let session = harness.state().session().unwrap();
    let plan = session
        .np()
        .plan
        .as_ref()
        .expect("the turn was carried out");
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert!(plan.moves().count() > 0, "the checklist has moves to make");
    assert_eq!(
        session.state().arjuna.drawn(),
        Some((u, Face::Back)),
        "the card read is the one the table named"
    );
    let shown = session
        .record()
        .entries
        .iter()
        .filter(|e| matches!(e.edit, Edit::ArjunaShown { .. }))
        .count();
    assert_eq!(shown, 1, "the card is logged once");
    // The game is saved with it and reads back.
    let path = dir.join("game.yaml");
    harness.state_mut().request(Command::SaveTo(path.clone()));
    harness.run();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("own_arjuna_deck: true"), "{text}");
    assert!(text.contains("arjuna_shown:"), "{text}");
    let back = gandhi_validator::log::record_from_yaml(&data, "game.yaml", &text).unwrap();
    assert!(back.entries.iter().any(|e| e.edit
        == Edit::ArjunaShown {
            card: u,
            face: Face::Back
        }));
}

#[test]
fn own_arjuna_deck_the_assumed_letters_are_corrected_where_the_card_is_asked() {
    let dir = common::scratch("ownarjuna", "letters");
    let mut harness = app(&dir);
    common::new_revolutionaries_game(
        &mut harness,
        OwnDecks {
            arjuna: true,
            ..OwnDecks::default()
        },
    );
    to_the_first_arjuna_question(&mut harness);
    harness.run();
    harness.get_by_label("Correct the letters…").click();
    harness.run();
    harness.get_by_label("The letters on your Arjuna cards");
    // Made up: the table's U card shows a Y; S is tried first, and
    // refused, since another card has it.
    assert!(harness.state_mut().play_form().arjuna.letters.is_some());
    let data = harness.state().data().clone();
    let (u, _) = data.arjuna.by_letters("U").unwrap();
    let save_letter = |harness: &mut Harness<'_, GandhiApp>, letter: &str| {
        let form = harness.state_mut().play_form();
        let letters = form.arjuna.letters.as_mut().unwrap();
        letters.iter_mut().find(|(id, _)| *id == u).unwrap().1 = letter.to_owned();
        harness.run();
        harness.get_by_label("Save the letters").click();
        harness.run();
    };
    save_letter(&mut harness, "S");
    // The refusal names the card that could not take the letter.
    harness.get_by_label_contains("The card shown as U cannot take S");
    save_letter(&mut harness, "y");
    assert!(harness.state_mut().play_form().arjuna.letters.is_none());
    // Saved in the players' aid file and used at once: the pick shows Y,
    // no longer marked as assumed.
    let written = std::fs::read_to_string(dir.join("np_aid.yaml")).unwrap();
    assert!(
        written.contains("letters:\n  - { card: U, front: Y }"),
        "{written}"
    );
    let card = harness.state().data().arjuna.card(u).unwrap().clone();
    assert_eq!((card.front.as_str(), card.back.as_str()), ("Y", "YY"));
    harness.get_by_label("Y");
    assert!(harness.query_by_label("U*").is_none());
    // And on the next start.
    drop(harness);
    let harness = app(&dir);
    assert_eq!(harness.state().data().arjuna.card(u).unwrap().front, "Y");
}
