//! A non-player's turn with no aid file: the program asks for exactly what
//! the turn needs, the table enters it in the program, the entries are
//! saved to the players' own aid file at once, and the turn goes on with
//! them. All card content here is made up for the test (the project never
//! ships the printed cards); the made-up values are marked.

use std::path::Path;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::aid_form::draft::SideForm;
use gandhi_moderator::app::{AppConfig, GandhiApp, aid::AidChange, command::Command};
use gandhi_validator::components::{Column, Row};
use gandhi_validator::nonplayers::Manual;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::Stop;
use gandhi_validator::play::Operation;
use gandhi_validator::play::Stage;
use gandhi_validator::{components::GameData, terms::Faction};

use super::common;

fn scratch(name: &str) -> common::Scratch {
    common::scratch("aidforms", name)
}

fn app(dir: &Path) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            ..AppConfig::default()
        },
        Vec2::new(1280.0, 800.0),
    )
}

/// A Short game with the Revolutionaries as the one non-player, played on
/// until their first turn has drawn an Arjuna card whose side is not
/// entered. The Event cards' orders are made up (the Revolutionaries
/// first).
fn to_the_first_side_missing(harness: &mut Harness<'_, GandhiApp>) -> Manual {
    common::new_game_with_the_revolutionaries_as_non_player(harness);
    // Made up: every card the game asks about has the Revolutionaries
    // first, and no non-player marks.
    let enter = |harness: &mut Harness<'_, GandhiApp>, number: u8| {
        harness
            .state_mut()
            .request(Command::SaveCard(common::made_up_card(
                number,
                common::REVOLUTIONARIES_FIRST,
            )));
        harness.run();
    };
    for _ in 0..8 {
        let data = harness.state().data().clone();
        if let Stage::OrderUnknown(number) = harness.state().session().unwrap().stage(&data) {
            enter(harness, number);
        }
        if let Some(Question::CardMarks { card }) = harness.state().session().unwrap().np().question
        {
            enter(harness, card);
        }
        harness.state_mut().request(Command::PlayOn);
        harness.run();
        let np = harness.state().session().unwrap().np();
        if let Some(manual) = np.plan.as_ref().and_then(|p| p.manual.clone()) {
            return manual;
        }
    }
    panic!("the Revolutionaries' first turn never drew a card");
}

#[test]
fn a_turn_with_no_aid_file_asks_for_its_side_and_column_and_goes_on_with_them() {
    let dir = scratch("turn");
    let mut harness = app(&dir);
    let Manual::Card { card, face } = to_the_first_side_missing(&mut harness) else {
        panic!("the side is what is missing first");
    };
    let data: GameData = harness.state().data().clone();
    let entries_before = harness.state().session().unwrap().record().entries.len();

    // The side's form opened by itself, over the map. The made-up side is
    // put in it (entering box by box is tested in aid_form.rs), then saved
    // with the form's own button.
    harness.run();
    let form = harness
        .state_mut()
        .side_form_mut()
        .expect("the side's form opens by itself");
    assert_eq!((form.card, form.face), (card, face));
    *form = SideForm::from_face(&data, card, face, &common::made_up_rally_side());
    harness.run();
    harness.get_by_label("Save").click();
    harness.run();
    assert!(harness.state_mut().side_form_mut().is_none());
    let aid_file = dir.join("np_aid.yaml");
    let written = std::fs::read_to_string(&aid_file).unwrap();
    let letters = data.arjuna.card(card).unwrap().letters(face).to_owned();
    assert!(
        written.contains(&format!("card: {letters}")),
        "the side is saved at once:\n{written}"
    );

    // The turn was played again with the side: the same card came up, and
    // now its column is what is missing.
    let session = harness.state().session().unwrap();
    assert_eq!(
        session.np().question,
        Some(Question::PriorityColumn {
            faction: Faction::Revolutionaries,
            column: Column::PlaceGuerrillas,
        })
    );
    assert!(
        session.record().entries.len() <= entries_before,
        "the step that lacked the side was taken back, not doubled"
    );
    harness.get_by_label("From your non-player aid");

    // The column, entered through the window: two made-up rows, previewed
    // after the first: the spaces the column would select, nothing saved;
    // the preview then follows the second row as it is added.
    let add_row = |harness: &mut Harness<'_, GandhiApp>, row: &str| {
        harness.get_by_label("Row").click();
        harness.run();
        harness.get_by_label(row).click();
        harness.run();
        harness.get_by_label("Add the row").click();
        harness.run();
    };
    add_row(&mut harness, "Population 2");
    harness.get_by_label("Show it on the board").click();
    harness.run();
    let rows_previewed = |harness: &Harness<'_, GandhiApp>| match harness.state().previewed() {
        Some(AidChange::Column { rows, .. }) => rows.clone(),
        other => panic!("the column is previewed: {other:?}"),
    };
    assert_eq!(rows_previewed(&harness), [Row::Pop2]);
    add_row(&mut harness, "no Raj Control");
    harness.run();
    assert_eq!(
        rows_previewed(&harness),
        [Row::Pop2, Row::NoRajControl],
        "the preview follows the entry"
    );
    harness.get_by_label_contains("selected, numbered on the map");
    let step = harness.state().side_preview().expect("a preview is shown");
    assert!(!step.plan.as_ref().unwrap().selected.is_empty());
    assert!(
        !std::fs::read_to_string(&aid_file)
            .unwrap()
            .contains("priorities:")
    );
    harness.get_by_label("Save and play on").click();
    harness.run();
    assert!(harness.state().side_preview().is_none(), "the preview goes");

    let written = std::fs::read_to_string(&aid_file).unwrap();
    assert!(
        written.contains("place_guerrillas") && written.contains("rows: [pop_2, no_raj_control]"),
        "the column is saved beside the side:\n{written}"
    );
    let session = harness.state().session().unwrap();
    let plan = session
        .np()
        .plan
        .as_ref()
        .expect("the turn was carried out");
    assert_eq!(plan.faction, Faction::Revolutionaries);
    assert!(plan.manual.is_none(), "nothing is left to follow by hand");
    assert!(
        plan.moves().count() > 0,
        "the checklist has moves to make on the table"
    );
    assert!(session.np().question.is_none());

    // The file reads back on the next start.
    drop(harness);
    let harness = app(&dir);
    let entries = harness.state().aid_entries();
    assert_eq!(entries.aid.aid.faces.len(), 1);
    assert_eq!(
        entries.aid.aid.columns.keys().copied().collect::<Vec<_>>(),
        [(Faction::Revolutionaries, Column::PlaceGuerrillas)]
    );
    let rows: &Vec<Row> = &entries.aid.aid.columns.values().next().unwrap().value.0;
    assert_eq!(rows, &[Row::Pop2, Row::NoRajControl]);

    // The list of what was entered: how much of the deck, and each entry,
    // to open again or delete.
    let mut harness = harness;
    harness.get_by_label("Non-player aid file").click();
    harness.run();
    harness.get_by_label_contains("Revolutionaries: 1 of");
    harness.get_by_label_contains("Congress: 0 of");
    harness.get_by_label(&format!("Arjuna {letters}"));
    let opens = harness.query_all_by_label("Open").count();
    assert_eq!(opens, 2, "one Open per entry: the side and the column");
    harness.query_all_by_label("Open").next().unwrap().click();
    harness.run();
    let form = harness
        .state_mut()
        .side_form_mut()
        .expect("the side opens again");
    assert_eq!(form.to_face().unwrap(), common::made_up_rally_side());
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(harness.state_mut().side_form_mut().is_none());
    // Deleting the column takes it out of the file; the side stays.
    harness.query_all_by_label("Delete").nth(1).unwrap().click();
    harness.run();
    let written = std::fs::read_to_string(&aid_file).unwrap();
    assert!(!written.contains("priorities:"), "{written}");
    assert!(written.contains(&format!("card: {letters}")), "{written}");
    assert!(
        dir.join("np_aid.yaml.bak").exists(),
        "the file before is kept"
    );
}

#[test]
fn a_march_asks_for_what_its_origins_keep_and_goes_on_with_the_keep_rows() {
    let dir = scratch("march");
    let mut harness = app(&dir);
    let Manual::Card { card, face } = to_the_first_side_missing(&mut harness) else {
        panic!("the side is what is missing first");
    };
    // Made up: the side is one March with the March column, whose rows are
    // made up too.
    let mut side = common::made_up_rally_side();
    side.nodes[0].operation = Some(Operation::March);
    side.nodes[0].column = Some(Column::March);
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Column {
            faction: Faction::Revolutionaries,
            column: Column::March,
            rows: vec![Row::NoRajControl, Row::Pop2],
            complete: true,
        }));
    harness.run();
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Side { card, face, side }));
    harness.run();
    let question = harness.state().session().unwrap().np().question.clone();
    assert_eq!(
        question,
        Some(Question::MovePriorities {
            faction: Faction::Revolutionaries
        }),
        "the March needs what its origins keep"
    );

    // One made-up keep row: one Underground Guerrilla stays where the Raj
    // has no Control.
    harness.get_by_label("Of").click();
    harness.run();
    harness.get_by_label("Underground Guerrillas").click();
    harness.run();
    harness.get_by_label("Row").click();
    harness.run();
    harness.get_by_label("no Raj Control").click();
    harness.run();
    harness.get_by_label("Add the row").click();
    harness.run();
    harness.get_by_label("Add the keep row").click();
    harness.run();
    harness.get_by_label_contains("keep 1 of");
    harness.get_by_label("Save and play on").click();
    harness.run();

    let written = std::fs::read_to_string(dir.join("np_aid.yaml")).unwrap();
    assert!(written.contains("moves:"), "{written}");
    let session = harness.state().session().unwrap();
    assert_ne!(
        session.np().question,
        question,
        "the question is answered and the non-players went on"
    );
    let entries = harness.state().aid_entries();
    let keep = &entries.aid.aid.moves[&Faction::Revolutionaries].value.keep;
    assert_eq!(keep.len(), 1);
    assert_eq!(keep[0].filters, [Row::NoRajControl]);
}

#[test]
fn a_side_is_previewed_on_the_board_before_it_is_saved() {
    let dir = scratch("preview");
    let mut harness = app(&dir);
    let Manual::Card { card, face } = to_the_first_side_missing(&mut harness) else {
        panic!("the side is what is missing first");
    };
    // Made up: the Place Guerrillas column, entered beforehand.
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Column {
            faction: Faction::Revolutionaries,
            column: Column::PlaceGuerrillas,
            rows: vec![Row::NoRajControl, Row::Pop2],
            complete: true,
        }));
    harness.run();
    let data: GameData = harness.state().data().clone();
    let log_before = harness.state().session().unwrap().record().entries.len();
    let form = harness
        .state_mut()
        .side_form_mut()
        .expect("the side's form is open");
    *form = SideForm::from_face(&data, card, face, &common::made_up_rally_side());
    harness.run();

    harness.get_by_label("Show it on the board").click();
    harness.run();
    harness.get_by_label_contains("selected, numbered on the map");
    // The spaces it would select are numbered on the map; nothing changed.
    let session = harness.state().session().unwrap();
    assert_eq!(session.record().entries.len(), log_before);
    let step = harness.state().side_preview().expect("a preview is shown");
    let plan = step
        .plan
        .as_ref()
        .expect("the turn is planned with the side");
    assert!(!plan.selected.is_empty(), "it selects spaces");
    assert!(!step.trace.is_empty(), "with its reasoning");
    let first = Some(step.clone());
    assert!(harness.state_mut().side_form_mut().is_some(), "still open");
    let written = std::fs::read_to_string(dir.join("np_aid.yaml")).unwrap();
    assert!(
        !written.contains("arjuna:"),
        "a preview saves nothing:\n{written}"
    );
    // The preview follows the side as it changes: made up, the box becomes
    // an Attack, whose column is not entered, and the turn planned again
    // stops there.
    let form = harness.state_mut().side_form_mut().unwrap();
    let mut changed = common::made_up_rally_side();
    changed.nodes[0].operation = Some(Operation::Attack);
    changed.nodes[0].column = Some(Column::AttackOrGoUnderground);
    *form = SideForm::from_face(&data, card, face, &changed);
    harness.run();
    harness.run();
    match harness.state().previewed() {
        Some(AidChange::Side { side, .. }) => assert_eq!(side, &changed),
        other => panic!("the changed side is previewed: {other:?}"),
    }
    // No space holds Guerrillas to Attack with, so the card sends the
    // Faction to draw again (8.6) and the turn is left to the players.
    let step = harness.state().side_preview().unwrap();
    assert_eq!(step.stop, Some(Stop::LeftToPlayers));
    assert_ne!(Some(step), first.as_ref(), "the preview was made again");
}

/// The Operation a kept plan declares.
fn declared_op(harness: &Harness<'_, GandhiApp>) -> Option<Operation> {
    let plan = harness.state().session()?.np().plan.clone()?;
    match plan.declared?.choice {
        gandhi_validator::play::Choice::Operation { op, .. } => Some(op),
        _ => None,
    }
}

#[test]
fn a_side_corrected_through_the_list_changes_the_next_turn_that_draws_it() {
    let dir = scratch("correct");
    let mut harness = app(&dir);
    let Manual::Card { card, face } = to_the_first_side_missing(&mut harness) else {
        panic!("the side is what is missing first");
    };
    // Made up: two columns, and the side as first entered (a Rally).
    for (column, rows) in [
        (Column::PlaceGuerrillas, vec![Row::NoRajControl, Row::Pop2]),
        (Column::PlaceUnrest, vec![Row::NoUnrest, Row::Pop2]),
    ] {
        harness
            .state_mut()
            .request(Command::EnterAid(AidChange::Column {
                faction: Faction::Revolutionaries,
                column,
                rows,
                complete: true,
            }));
        harness.run();
    }
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Side {
            card,
            face,
            side: common::made_up_rally_side(),
        }));
    harness.run();
    assert_eq!(declared_op(&harness), Some(Operation::Rally));
    let range = harness
        .state()
        .session()
        .unwrap()
        .np()
        .plan_entries
        .clone()
        .unwrap();

    // The table finds it misread the card: through the list, the side is
    // opened again and corrected (made up: an Unrest with its column).
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Non-player aid file").click();
    harness.run();
    harness.query_all_by_label("Open").next().unwrap().click();
    harness.run();
    let data: GameData = harness.state().data().clone();
    let mut corrected = common::made_up_rally_side();
    corrected.nodes[0].operation = Some(Operation::Unrest);
    corrected.nodes[0].column = Some(Column::PlaceUnrest);
    let form = harness.state_mut().side_form_mut().expect("the side opens");
    assert_eq!(form.to_face().unwrap(), common::made_up_rally_side());
    *form = SideForm::from_face(&data, card, face, &corrected);
    harness.run();
    harness.get_by_label("Save").click();
    harness.run();
    // The turn already played is left as it was.
    assert_eq!(declared_op(&harness), Some(Operation::Rally));

    // The same card comes up again (the turn taken back; the deck follows
    // the seed): this time the non-player follows the corrected side.
    for _ in range.clone() {
        harness.state_mut().request(Command::Undo);
        harness.run();
    }
    assert_eq!(
        harness.state().session().unwrap().record().entries.len(),
        range.start
    );
    harness.state_mut().request(Command::PlayOn);
    harness.run();
    // The Unrest asks for Random Spaces slots the data lacks. The first is
    // entered through its window (made up: the first space offered); the
    // others the walk of 8.1.2 goes on to are entered the same way by
    // command (made up: the spaces in turn).
    let offered: Vec<_> = data
        .map
        .spaces()
        .iter()
        .filter(|s| s.railway.is_none())
        .map(|s| s.id)
        .collect();
    let first = gandhi_moderator::i18n::names::space_name(
        gandhi_moderator::i18n::fluent::Lang::En,
        &data,
        offered[0],
    );
    let Some(Question::RandomSlot { region, slot }) =
        harness.state().session().unwrap().np().question.clone()
    else {
        panic!("the Unrest asks for a Random Spaces slot");
    };
    harness
        .get_by_label("The space printed in that slot")
        .click();
    harness.run();
    harness
        .query_all_by_label(&first)
        // (the map's space comes first; the list's entry is drawn last)
        .last()
        .expect("the first space among the slot's choices")
        .click();
    harness.run();
    // While the aid is in hand, another slot of the region too, not one
    // the walk goes on to (made up: the second space offered).
    let next = gandhi_validator::components::next_slot(region, slot);
    let other = (1..=6)
        .find(|n| *n != slot && (region, *n) != next)
        .unwrap();
    let second = gandhi_moderator::i18n::names::space_name(
        gandhi_moderator::i18n::fluent::Lang::En,
        &data,
        offered[1],
    );
    harness
        .get_by_label_contains("The other slots of region")
        .click();
    harness.run();
    harness.get_by_label(&format!("Slot {other}")).click();
    harness.run();
    harness
        .query_all_by_label(&second)
        .last()
        .expect("the second space among the slot's choices")
        .click();
    harness.run();
    harness.get_by_label("Save and play on").click();
    harness.run();
    let slots = harness.state().aid_entries().aid.slots.clone();
    let mut expected = vec![(region, slot, offered[0]), (region, other, offered[1])];
    expected.sort_unstable();
    assert_eq!(slots, expected, "both slots are saved at once");
    for n in 1..40 {
        let Some(Question::RandomSlot { region, slot }) =
            harness.state().session().unwrap().np().question.clone()
        else {
            break;
        };
        harness
            .state_mut()
            .request(Command::EnterAid(AidChange::Slot {
                region,
                slot,
                space: offered[n % offered.len()],
            }));
        harness.run();
        harness.state_mut().request(Command::PlayOn);
        harness.run();
    }
    assert_eq!(declared_op(&harness), Some(Operation::Unrest));
    let written = std::fs::read_to_string(dir.join("np_aid.yaml")).unwrap();
    assert!(written.contains("operation: unrest"), "{written}");
}

/// The made-up side corrected to an Unrest (with its column), entered for
/// the turn that lacked it: the turn is played again and its Unrest asks
/// for a Random Spaces slot. Returns the slot asked.
fn to_an_unrest_asking_a_slot(harness: &mut Harness<'_, GandhiApp>) -> (u8, u8) {
    let Manual::Card { card, face } = to_the_first_side_missing(harness) else {
        panic!("the side is what is missing first");
    };
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Column {
            faction: Faction::Revolutionaries,
            column: Column::PlaceUnrest,
            rows: vec![Row::NoUnrest, Row::Pop2],
            complete: true,
        }));
    harness.run();
    let mut side = common::made_up_rally_side();
    side.nodes[0].operation = Some(Operation::Unrest);
    side.nodes[0].column = Some(Column::PlaceUnrest);
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Side { card, face, side }));
    harness.run();
    match harness.state().session().unwrap().np().question.clone() {
        Some(Question::RandomSlot { region, slot }) => (region, slot),
        other => panic!("the Unrest asks for a Random Spaces slot: {other:?}"),
    }
}

/// Picks a space in the slot list labelled `label`.
fn pick_space(harness: &mut Harness<'_, GandhiApp>, label: &str, space: &str) {
    harness.get_by_label(label).click();
    harness.run();
    harness
        .query_all_by_label(space)
        // (the map's space comes first; the list's entry is drawn last)
        .last()
        .expect("the space among the slot's choices")
        .click();
    harness.run();
}

/// 8.1.2: the walk goes on from a slot whose space the turn cannot use to
/// the next. The window asks for each slot the walk needs, at once, as the
/// spaces typed show the walk going on; the preview is made with all the
/// slots typed, and Save keeps them all together.
#[test]
fn the_slots_a_random_walk_needs_are_asked_in_one_window_and_previewed_together() {
    let dir = scratch("walk");
    let mut harness = app(&dir);
    let (region, slot) = to_an_unrest_asking_a_slot(&mut harness);
    let data: GameData = harness.state().data().clone();
    let name = |id| {
        gandhi_moderator::i18n::names::space_name(
            gandhi_moderator::i18n::fluent::Lang::En,
            &data,
            id,
        )
    };
    let offered: Vec<_> = data
        .map
        .spaces()
        .iter()
        .filter(|s| s.railway.is_none())
        .map(|s| s.id)
        .collect();
    let next = gandhi_validator::components::next_slot(region, slot);
    let next_label = format!(
        "Region {}, slot {}: the space printed there",
        next.0, next.1
    );
    // Made up: the asked slot holds, in turn, each space offered until
    // one the Unrest cannot use sends the walk on.
    let first = offered
        .iter()
        .copied()
        .find(|space| {
            pick_space(
                &mut harness,
                "The space printed in that slot",
                &name(*space),
            );
            harness.query_by_label(&next_label).is_some()
        })
        .expect("some space sends the walk on to the next slot, asked in the same window");
    assert_eq!(
        harness.state().session().unwrap().np().question,
        Some(Question::RandomSlot { region, slot }),
        "nothing was saved: the turn still waits"
    );
    // The next slot typed too (made up: another space): the preview is
    // made with both.
    let second = offered.iter().copied().find(|s| *s != first).unwrap();
    pick_space(&mut harness, &next_label, &name(second));
    let both = vec![(region, slot, first), (next.0, next.1, second)];
    assert_eq!(
        harness.state().previewed(),
        Some(&AidChange::Slots(both.clone())),
        "the preview uses every slot typed"
    );
    harness.get_by_label("Save and play on").click();
    harness.run();
    let mut saved = harness.state().aid_entries().aid.slots.clone();
    saved.retain(|(r, s, _)| both.iter().any(|(br, bs, _)| (br, bs) == (r, s)));
    let mut expected = both;
    expected.sort_unstable();
    assert_eq!(saved, expected, "both slots are saved at once");
    let written = std::fs::read_to_string(dir.join("np_aid.yaml")).unwrap();
    assert_eq!(written.matches("region:").count(), 2, "{written}");
}
