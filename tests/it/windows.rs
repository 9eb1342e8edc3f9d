//! The board's windows on a laptop's screen (1280×800): each opens below
//! the menus, Esc closes the topmost one, a form closed so keeps what was
//! typed in it, and the Arjuna side form leaves the map, with the spaces
//! its preview numbers, in view.
//!
//! The faction orders and the Arjuna side entered here are made up.

use std::path::Path;

use coin_table::RuleRef;
use egui::{Key as KeyCode, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::aid_form::draft::BoxType;
use gandhi_moderator::app::{
    AppConfig, GandhiApp,
    aid::AidChange,
    command::{Command, TableMoves},
};
use gandhi_validator::components::{Column, Row};
use gandhi_validator::nonplayers::Manual;
use gandhi_validator::play::Stage;
use gandhi_validator::play::Track;
use gandhi_validator::position::Edit;
use gandhi_validator::terms::Faction;

use super::common;

const LAPTOP: Vec2 = Vec2::new(1280.0, 800.0);

fn laptop(dir: &Path, new_game: bool) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            new_game: new_game.then(|| ("short".to_owned(), Some(2026))),
            ..AppConfig::default()
        },
        LAPTOP,
    )
}

fn escape(harness: &mut Harness<'_, GandhiApp>) {
    harness.key_press(KeyCode::Escape);
    harness.run();
}

/// The menu bar's bottom edge.
fn below_menus(harness: &Harness<'_, GandhiApp>) -> f32 {
    harness.get_by_label("File").rect().bottom()
}

/// Opens a window with `open`, checks that it shows under the menus, then
/// that Esc closes it.
fn opens_below_the_menus_and_esc_closes_it(
    harness: &mut Harness<'_, GandhiApp>,
    title: &str,
    open: impl FnOnce(&mut Harness<'_, GandhiApp>),
) {
    open(harness);
    harness.run();
    let shown = harness
        .query_by_label(title)
        .unwrap_or_else(|| panic!("`{title}` opens"))
        .rect();
    assert!(
        shown.top() > below_menus(harness),
        "`{title}` opens below the menus, at {shown:?}"
    );
    escape(harness);
    assert!(
        harness.query_by_label(title).is_none(),
        "Esc closes `{title}`"
    );
}

#[test]
fn esc_closes_each_window_of_the_board() {
    let dir = common::scratch("windows", "each");
    let mut harness = laptop(&dir, true);
    let data = harness.state().data().clone();
    // The card's form, which the play bar asks for at once.
    let Stage::OrderUnknown(number) = harness.state().session().unwrap().stage(&data) else {
        panic!("the first card's order is asked for");
    };
    opens_below_the_menus_and_esc_closes_it(&mut harness, &format!("Card {number}"), |_| {});
    // Closed, the play bar offers it again, with what was typed in it.
    harness.state_mut().play_form().entry.title = "typed before".to_owned();
    harness.get_by_label("Show the card's form").click();
    harness.run();
    harness.get_by_label(&format!("Card {number}"));
    assert_eq!(harness.state_mut().play_form().entry.title, "typed before");
    harness
        .state_mut()
        .request(Command::SaveCard(common::made_up_card(
            number,
            Faction::ALL,
        )));
    harness.run();

    let windows: Vec<(String, Command)> = vec![
        (
            "Rule 2.3.4".to_owned(),
            Command::ShowRule(RuleRef::new("2.3.4")),
        ),
        ("Non-player aid file".to_owned(), Command::ShowAidFile),
        ("Bookmarks and notes".to_owned(), Command::Bookmarks(true)),
        ("Lines of play".to_owned(), Command::Lines(true)),
        (
            "Victory margins over the game".to_owned(),
            Command::Chart(true),
        ),
        (
            "What changed since Raj's last turn".to_owned(),
            Command::TableMoves(Some(TableMoves::Since(Faction::Raj))),
        ),
    ];
    for (title, command) in windows {
        opens_below_the_menus_and_esc_closes_it(&mut harness, &title, |h| {
            h.state_mut().request(command);
        });
    }
    // An Event side as steps (the first side the data does not hold).
    let (card, shaded) = (1..=data.cards.event_count.value)
        .flat_map(|n| [(n, false), (n, true)])
        .find(|(n, s)| !gandhi_moderator::app::effect_form::bundled(&data, *n, *s))
        .expect("a side the data does not hold");
    opens_below_the_menus_and_esc_closes_it(&mut harness, "Event text as steps", |h| {
        h.state_mut()
            .request(Command::OpenEffectForm { card, shaded });
    });
    // The letters of the table's own Arjuna cards.
    opens_below_the_menus_and_esc_closes_it(
        &mut harness,
        "The letters on your Arjuna cards",
        |h| h.state_mut().play_form().arjuna.letters = Some(Vec::new()),
    );
    // A note, looking back at the first of two entries (changes of a
    // track); what was typed is kept.
    for value in [30, 31] {
        harness.state_mut().request(Command::Edit(Edit::SetTrack {
            track: Track::RajResources,
            value,
        }));
        harness.run();
    }
    harness.state_mut().request(Command::LookAt(1));
    harness.run();
    opens_below_the_menus_and_esc_closes_it(&mut harness, "Note on entry 1", |h| {
        h.get_by_label("Note…").click();
        h.run();
        h.get_by_label("What the table said or decided").focus();
        h.run();
        h.get_by_label("What the table said or decided")
            .type_text("half written");
        h.run();
    });
    harness.get_by_label("Note…").click();
    harness.run();
    harness.get_by_label("Note on entry 1");
    assert_eq!(
        harness
            .get_by_label("What the table said or decided")
            .value()
            .as_deref(),
        Some("half written"),
        "the note comes back as it was"
    );
    escape(&mut harness);
    // With no window left, Esc goes back to the present.
    assert_eq!(harness.state().looking_at(), Some(1));
    escape(&mut harness);
    assert_eq!(harness.state().looking_at(), None);
}

#[test]
fn esc_closes_the_window_on_top_first() {
    let dir = common::scratch("windows", "top");
    let mut harness = laptop(&dir, true);
    harness
        .state_mut()
        .request(Command::ShowRule(RuleRef::new("2.3.4")));
    harness.run();
    harness.state_mut().request(Command::Bookmarks(true));
    harness.run();
    // The rule's window brought to the top by a click on its title.
    harness.get_by_label("Rule 2.3.4").click();
    harness.run();
    escape(&mut harness);
    assert!(harness.query_by_label("Rule 2.3.4").is_none());
    harness.get_by_label("Bookmarks and notes");
    escape(&mut harness);
    assert!(harness.query_by_label("Bookmarks and notes").is_none());
}

/// The rectangle round every node of the side form: its title, its first
/// line and its buttons.
fn side_form_area(harness: &Harness<'_, GandhiApp>) -> Rect {
    [
        "Arjuna card side, from your card",
        "Add a check",
        "Save",
        "Cancel",
    ]
    .iter()
    .map(|label| harness.get_by_label(label).rect())
    .reduce(|a, b| a.union(b))
    .unwrap()
}

#[test]
fn the_side_form_leaves_the_spaces_its_preview_numbers_in_view_and_keeps_a_draft() {
    let dir = common::scratch("windows", "side");
    let mut harness = laptop(&dir, false);
    common::new_game_with_the_revolutionaries_as_non_player(&mut harness);
    let mut side = None;
    for _ in 0..8 {
        let data = harness.state().data().clone();
        let session = harness.state().session().unwrap();
        let asked = match (session.stage(&data), &session.np().question) {
            (_, Some(gandhi_validator::nonplayers::Question::CardMarks { card })) => Some(*card),
            (Stage::OrderUnknown(number), _) => Some(number),
            _ => None,
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
        let np = harness.state().session().unwrap().np();
        if let Some(Manual::Card { card, face }) = np.plan.as_ref().and_then(|p| p.manual.clone()) {
            side = Some((card, face));
            break;
        }
    }
    let (card, face) = side.expect("the turn lacks a side");
    // Made up: the column the side's Rally reads, entered beforehand.
    harness
        .state_mut()
        .request(Command::EnterAid(AidChange::Column {
            faction: Faction::Revolutionaries,
            column: Column::PlaceGuerrillas,
            rows: vec![Row::NoRajControl, Row::Pop2],
            complete: true,
        }));
    harness.run();
    // The made-up side typed in the form, then shown on the board (as its
    // button does).
    let data = harness.state().data().clone();
    *harness.state_mut().side_form_mut().expect("the form opens") =
        gandhi_moderator::app::aid_form::draft::SideForm::from_face(
            &data,
            card,
            face,
            &common::made_up_rally_side(),
        );
    harness.run();
    harness
        .state_mut()
        .request(Command::PreviewAid(AidChange::Side {
            card,
            face,
            side: common::made_up_rally_side(),
        }));
    harness.run();
    let selected = harness
        .state()
        .side_preview()
        .and_then(|step| step.plan.as_ref())
        .map(|plan| plan.selected.clone())
        .expect("a preview with a plan");
    assert!(!selected.is_empty(), "the preview selects spaces");
    let form = side_form_area(&harness);
    for space in selected {
        let name = gandhi_moderator::i18n::names::space_name(
            gandhi_moderator::i18n::fluent::Lang::En,
            &data,
            space,
        );
        let at = harness
            .query_all_by_label(&name)
            .next()
            .unwrap_or_else(|| panic!("{name} is on the map"))
            .rect();
        assert!(
            !at.intersects(form),
            "{name} ({at:?}) is not under the side form ({form:?})"
        );
        assert!(at.right() <= LAPTOP.x && at.bottom() <= LAPTOP.y);
    }

    // Esc closes what is on top: the checklist's window, then the form,
    // whose boxes are kept as a draft and come back with it.
    let boxes = harness.state_mut().side_form_mut().unwrap().boxes.len();
    harness
        .state_mut()
        .side_form_mut()
        .unwrap()
        .add_box(BoxType::Check);
    harness.run();
    escape(&mut harness);
    assert!(
        harness.state_mut().side_form_mut().is_some(),
        "the checklist's window, on top, closes first"
    );
    escape(&mut harness);
    assert!(
        harness.state_mut().side_form_mut().is_none(),
        "Esc closes the form"
    );
    harness
        .state_mut()
        .request(Command::OpenSideForm(card, face));
    harness.run();
    let form = harness.state_mut().side_form_mut().expect("opened again");
    assert_eq!(form.boxes.len(), boxes + 1, "the draft comes back");
    // Cancel drops it.
    harness.get_by_label("Cancel").click();
    harness.run();
    harness
        .state_mut()
        .request(Command::OpenSideForm(card, face));
    harness.run();
    let form = harness.state_mut().side_form_mut().expect("opened again");
    assert!(
        form.boxes.is_empty(),
        "after Cancel, the side as entered: none"
    );
}
