//! The form that enters an Arjuna card side box by box, driven through its
//! widgets with egui_kittest: a whole side entered by clicking, every
//! problem `to_face` reports, a side brought back for correction unchanged,
//! and only the card Faction's Operations and columns offered.
//!
//! EVERY CARD SIDE BELOW IS MADE UP for the test: the boxes, conditions,
//! Operations, columns and activities only exercise the form and are not
//! the content of any real Arjuna card.

use egui::Vec2;
use egui::accesskit::Role;
use egui::epaint::Shape;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::aid_form::words as aid;
use gandhi_moderator::app::aid_form::{
    draft::{
        Arrow, BoxDraft, BoxKind, BoxType, CondDraft, Problem, SideForm, SideFormOutcome, TryDraft,
    },
    side_form_ui,
};
use gandhi_moderator::i18n::{self, fluent::Lang};
use gandhi_validator::components::{
    CardCondition, CardFace, CardNode, Column, Measure, Next, Row, SpecialAction, SpecialTry,
};
use gandhi_validator::play::{Operation, Special, Track};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};

struct State {
    data: GameData,
    form: SideForm,
    lang: Lang,
    outcomes: Vec<SideFormOutcome>,
}

fn form_for(data: &GameData, letters: &str) -> SideForm {
    let (card, face) = data.arjuna.by_letters(letters).unwrap();
    SideForm::new(data, card, face)
}

fn harness_with(form: SideForm, lang: Lang) -> Harness<'static, State> {
    let state = State {
        data: GameData::bundled().unwrap(),
        form,
        lang,
        outcomes: Vec::new(),
    };
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1500.0, 2600.0))
        .build_ui_state(
            |ui, state: &mut State| {
                let outcome = side_form_ui(ui, &state.data, state.lang, &mut state.form);
                if outcome != SideFormOutcome::None {
                    state.outcomes.push(outcome);
                }
            },
            state,
        );
    harness.run();
    harness
}

fn harness(letters: &str) -> Harness<'static, State> {
    let data = GameData::bundled().unwrap();
    harness_with(form_for(&data, letters), Lang::En)
}

fn click(harness: &mut Harness<'_, State>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens the `nth` combo box of that label and picks an entry.
fn choose_nth(harness: &mut Harness<'_, State>, combo: &str, nth: usize, entry: &str) {
    harness
        .get_all_by_role_and_label(Role::ComboBox, combo)
        .nth(nth)
        .unwrap_or_else(|| panic!("no combo box {combo} number {nth}"))
        .click();
    harness.run();
    // A long list scrolls; the entry is brought into view first.
    harness.get_by_label(entry).scroll_to_me();
    harness.run();
    click(harness, entry);
}

fn choose(harness: &mut Harness<'_, State>, combo: &str, entry: &str) {
    choose_nth(harness, combo, 0, entry);
}

/// A box with nothing in it, to fill in.
fn node(id: &str) -> CardNode {
    CardNode {
        id: id.to_owned(),
        ..CardNode::default()
    }
}

fn to(id: &str) -> Option<Next> {
    Some(Next::Node(id.to_owned()))
}

#[test]
fn a_side_entered_by_clicking_is_saved_as_the_card_face_it_shows() {
    // MADE UP: a Congress side with a check, an Operation box and a Special
    // Activity box, entered on card G.
    let mut harness = harness("G");
    click(&mut harness, "Add a check");
    click(&mut harness, "Add an Operation box");
    click(&mut harness, "Add a Special Activity box");

    // Box 3, selected as it was added: two activities, then stop.
    choose(&mut harness, "Activity A", "Negotiate");
    choose(&mut harness, "Add an option", "release Gandhi");
    choose(&mut harness, "Column", "Move or Release Gandhi");
    click(&mut harness, "Add an activity to try");
    choose(&mut harness, "Activity B", "Satyagraha");
    choose_nth(&mut harness, "Only when", 1, "India is in Crisis");
    choose_nth(&mut harness, "Add an option", 1, "move Gandhi");
    choose(&mut harness, "Then goes on to", "Stop: the turn ends");

    // Box 2: Rally with its column and a step line, then box 3.
    click(&mut harness, "Box 2: Operation");
    choose(&mut harness, "Operation", "Rally");
    choose(&mut harness, "Column (in bold)", "Place Activists");
    click(&mut harness, "Add a step line");
    harness.get_by_label("Step 1").click();
    harness.run();
    harness.get_by_label("Step 1").type_text("(made-up step)");
    harness.run();
    choose(&mut harness, "Then goes on to", "Box 3");

    // Box 1: not (at least 2 spaces that are Cities with a Congress
    // Activist); Yes to box 2, No to box 3.
    click(&mut harness, "Box 1: check");
    choose(
        &mut harness,
        "Condition",
        "The opposite of another condition",
    );
    choose(
        &mut harness,
        "Condition that must not hold",
        "Enough spaces pass some rows",
    );
    choose(&mut harness, "Add a row", "City");
    choose(&mut harness, "Add a row", "has a piece of a kind");
    choose(&mut harness, "piece", "Congress Activist");
    harness.get_by_label("at least").set_value_accesskit(2.0);
    harness.run();
    choose(&mut harness, "Yes (green arrow) leads to", "Box 2");
    choose(&mut harness, "No (red arrow) leads to", "Box 3");

    assert_eq!(harness.state().form.to_face().err(), None);
    click(&mut harness, "Save");

    let expected = CardFace {
        nodes: vec![
            CardNode {
                check: Some(CardCondition::Not(Box::new(CardCondition::Spaces {
                    filters: vec![Row::City, Row::Has(Piece::CongressActivist)],
                    at_least: 2,
                }))),
                yes: to("b2"),
                no: to("b3"),
                ..node("b1")
            },
            CardNode {
                operation: Some(Operation::Rally),
                column: Some(Column::PlaceActivists),
                steps: vec!["(made-up step)".to_owned()],
                then: to("b3"),
                ..node("b2")
            },
            CardNode {
                specials: vec![
                    SpecialTry {
                        special: Special::Negotiate,
                        when: None,
                        actions: vec![SpecialAction::ReleaseGandhi],
                        column: Some(Column::MoveOrReleaseGandhi),
                    },
                    SpecialTry {
                        special: Special::Satyagraha,
                        when: Some(CardCondition::Crisis),
                        actions: vec![SpecialAction::MoveGandhi],
                        column: None,
                    },
                ],
                then: Some(Next::Stop),
                ..node("b3")
            },
        ],
        partial: false,
    };
    assert_eq!(
        harness.state().outcomes,
        vec![SideFormOutcome::Save(expected)]
    );

    click(&mut harness, "Cancel");
    assert_eq!(
        harness.state().outcomes.last(),
        Some(&SideFormOutcome::Cancel)
    );
}

#[test]
fn to_face_reports_every_kind_of_problem() {
    let data = GameData::bundled().unwrap();

    let empty = form_for(&data, "A");
    assert_eq!(empty.to_face(), Err(vec![Problem::NoBoxes]));

    // MADE UP: a Raj side full of mistakes.
    let mut raj = form_for(&data, "A");
    assert_eq!(raj.faction, Faction::Raj);
    let check = |condition, yes, no| BoxKind::Check { condition, yes, no };
    raj.boxes = vec![
        BoxDraft {
            id: "x".to_owned(),
            kind: check(CondDraft::Unset, None, to("nowhere")),
        },
        BoxDraft {
            id: "x".to_owned(),
            kind: check(
                CondDraft::Not(Box::new(CondDraft::Unset)),
                Some(Next::Stop),
                Some(Next::Stop),
            ),
        },
        BoxDraft {
            id: "op".to_owned(),
            kind: BoxKind::Operation {
                operation: None,
                column: None,
                activation: Some(2),
                steps: Vec::new(),
                then: Some(Next::Draw),
            },
        },
        BoxDraft {
            id: "rally".to_owned(),
            kind: BoxKind::Operation {
                operation: Some(Operation::Rally),
                column: Some(Column::PlaceActivists),
                activation: None,
                steps: Vec::new(),
                then: None,
            },
        },
        BoxDraft {
            id: "nothing".to_owned(),
            kind: BoxKind::Special {
                tries: Vec::new(),
                then: Some(Next::Flip),
            },
        },
        BoxDraft {
            id: "specials".to_owned(),
            kind: BoxKind::Special {
                tries: vec![
                    TryDraft::default(),
                    TryDraft {
                        special: Some(Special::Satyagraha),
                        ..TryDraft::default()
                    },
                    TryDraft {
                        special: Some(Special::Govern),
                        when: CondDraft::All(Vec::new()),
                        actions: vec![SpecialAction::Imperialism, SpecialAction::ReleaseGandhi],
                        column: Some(Column::March),
                    },
                ],
                then: Some(Next::Stop),
            },
        },
    ];
    let expected = vec![
        Problem::MissingArrow {
            node: 0,
            arrow: Arrow::Yes,
        },
        Problem::NoSuchBox {
            node: 0,
            arrow: Arrow::No,
            target: "nowhere".to_owned(),
        },
        Problem::NoCondition { node: 0 },
        Problem::DuplicateId {
            node: 1,
            id: "x".to_owned(),
        },
        Problem::UnfinishedCondition { node: 1 },
        Problem::NoOperation { node: 2 },
        Problem::NoColumn { node: 2 },
        Problem::ActivationNotRevolutionaries { node: 2 },
        Problem::MissingArrow {
            node: 3,
            arrow: Arrow::Then,
        },
        Problem::ForeignOperation {
            node: 3,
            operation: Operation::Rally,
        },
        Problem::ForeignColumn {
            node: 3,
            column: Column::PlaceActivists,
        },
        Problem::NoTries { node: 4 },
        Problem::NoSpecial {
            node: 5,
            attempt: 0,
        },
        Problem::ForeignSpecial {
            node: 5,
            special: Special::Satyagraha,
        },
        Problem::ForeignOption {
            node: 5,
            special: Special::Govern,
            action: SpecialAction::ReleaseGandhi,
        },
        Problem::UnfinishedCondition { node: 5 },
        Problem::ForeignColumn {
            node: 5,
            column: Column::March,
        },
    ];
    let problems = raj.to_face().unwrap_err();
    assert_eq!(problems, expected);

    // MADE UP: a Revolutionaries Operation box with a number no card prints.
    let mut revolutionaries = form_for(&data, "S");
    assert_eq!(revolutionaries.faction, Faction::Revolutionaries);
    revolutionaries.add_box(BoxType::Operation);
    revolutionaries.boxes[0].kind = BoxKind::Operation {
        operation: Some(Operation::Attack),
        column: Some(Column::AttackOrGoUnderground),
        activation: Some(5),
        steps: Vec::new(),
        then: Some(Next::Stop),
    };
    let value = Problem::ActivationValue { node: 0, value: 5 };
    assert_eq!(revolutionaries.to_face(), Err(vec![value.clone()]));
    // 0, 2 and 3 are the numbers a card may print.
    for ok in [0, 2, 3] {
        if let BoxKind::Operation { activation, .. } = &mut revolutionaries.boxes[0].kind {
            *activation = Some(ok);
        }
        assert!(revolutionaries.to_face().is_ok(), "{ok}");
    }

    // Every problem is worded in every language, with its arguments.
    for lang in Lang::ALL {
        for p in expected.iter().chain([&value, &Problem::NoBoxes]) {
            let words = aid::problem(lang, p);
            assert!(
                !words.starts_with("aid-") && !words.contains('{') && words.len() > 10,
                "{}: {p:?} reads {words:?}",
                lang.code()
            );
        }
    }

    // The form lists them under Save, which cannot be pressed.
    let mut harness = harness_with(raj, Lang::En);
    harness.get_by_label_contains("17 problems keep this side from being saved");
    harness.get_by_label(
        "Box 4: the Place Activists column is not in the table of this card's Faction.",
    );
    click(&mut harness, "Save");
    assert!(harness.state().outcomes.is_empty());
}

/// MADE UP: a Revolutionaries side using every kind of condition, row and
/// arrow, with ids of the players' own.
fn rich_face() -> CardFace {
    CardFace {
        nodes: vec![
            CardNode {
                check: Some(CardCondition::Any(vec![
                    CardCondition::Crisis,
                    CardCondition::Track {
                        track: Track::Unity,
                        at_least: Some(1),
                        at_most: Some(4),
                    },
                    CardCondition::All(vec![
                        CardCondition::Not(Box::new(CardCondition::GandhiInJail)),
                        CardCondition::Available {
                            piece: Piece::RevolutionariesBase,
                            at_least: 2,
                        },
                    ]),
                ])),
                yes: to("operation"),
                no: to("where"),
                ..node("first")
            },
            CardNode {
                check: Some(CardCondition::Spaces {
                    filters: vec![
                        Row::Province,
                        Row::NoRajControl,
                        Row::Lacks(Piece::Troop),
                        Row::Most(Measure::Pieces(Piece::GuerrillaUnderground)),
                        Row::Least(Measure::Population),
                    ],
                    at_least: 3,
                }),
                yes: to("specials"),
                no: Some(Next::Flip),
                ..node("where")
            },
            CardNode {
                operation: Some(Operation::Unrest),
                column: Some(Column::PlaceUnrest),
                activation: Some(3),
                steps: vec!["1. made up".to_owned(), "2. made up too".to_owned()],
                then: to("specials"),
                ..node("operation")
            },
            CardNode {
                specials: vec![
                    SpecialTry {
                        special: Special::Assassinate,
                        when: Some(CardCondition::Track {
                            track: Track::RevolutionariesResources,
                            at_least: None,
                            at_most: Some(0),
                        }),
                        actions: Vec::new(),
                        column: Some(Column::RemoveOrReplace),
                    },
                    SpecialTry {
                        special: Special::Infiltrate,
                        when: None,
                        actions: vec![SpecialAction::PlaceBase],
                        column: None,
                    },
                    SpecialTry {
                        special: Special::Aid,
                        when: None,
                        actions: Vec::new(),
                        column: None,
                    },
                ],
                then: Some(Next::Draw),
                ..node("specials")
            },
        ],
        partial: true,
    }
}

/// Every text painted, with its smallest size.
fn painted(harness: &Harness<'_, State>) -> Vec<(String, f32)> {
    fn walk(shape: &Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let size = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::MAX, f32::min);
                out.push((text.galley.text().to_owned(), size));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn a_side_brought_back_to_correct_is_saved_unchanged() {
    let data = GameData::bundled().unwrap();
    let (card, face) = data.arjuna.by_letters("SS").unwrap();
    let rich = rich_face();
    let form = SideForm::from_face(&data, card, face, &rich);
    assert_eq!(form.letters, "SS");
    assert_eq!(form.to_face(), Ok(rich.clone()));

    // Shown in every language, it paints every word at 11 points or more,
    // and Save gives the same side back.
    for lang in Lang::ALL {
        let mut harness = harness_with(form.clone(), lang);
        let texts = painted(&harness);
        let title = aid::side_title(lang, "SS", Faction::Revolutionaries);
        assert!(texts.iter().any(|(t, _)| *t == title), "{title}");
        // The flowchart writes each box's number and type, and the ends.
        for (i, kind) in [(0, BoxType::Check), (3, BoxType::Special)] {
            let name = aid::box_title(lang, i, kind);
            assert!(
                texts.iter().filter(|(t, _)| *t == name).count() >= 2,
                "{name} in the rows and on the flowchart"
            );
        }
        for end in [Next::Flip, Next::Draw] {
            let marker = aid::end_marker(lang, &end);
            assert!(texts.iter().any(|(t, _)| *t == marker), "{marker}");
        }
        let small: Vec<&(String, f32)> = texts.iter().filter(|(_, px)| *px < 11.0).collect();
        assert!(
            small.is_empty(),
            "{}: text under 11 points: {small:?}",
            lang.code()
        );
        harness
            .get_by_label(i18n::fluent::tr(lang, i18n::keys::Key::Save))
            .click();
        harness.run();
        assert_eq!(
            harness.state().outcomes,
            vec![SideFormOutcome::Save(rich.clone())]
        );
    }

    // Boxes added later get ids no box has.
    let mut form = form;
    let added = form.add_box(BoxType::Check);
    assert_eq!(form.boxes[added].id, "b1");
    assert_eq!(form.selected, Some(added));
    form.boxes[0].id = "b7".to_owned();
    let next = form.add_box(BoxType::Operation);
    assert_eq!(form.boxes[next].id, "b8");

    // Moving keeps the arrows, which name ids; deleting a box leaves the
    // arrows that led to it to be chosen again.
    let mut moved = SideForm::from_face(&data, card, face, &rich);
    moved.move_down(0);
    moved.move_up(3);
    let face_moved = moved.to_face().unwrap();
    let ids: Vec<&str> = face_moved.nodes.iter().map(|n| n.id.as_str()).collect();
    assert_eq!(ids, ["where", "first", "specials", "operation"]);
    moved.delete(2);
    assert_eq!(
        moved.to_face().unwrap_err(),
        vec![
            Problem::MissingArrow {
                node: 0,
                arrow: Arrow::Yes
            },
            Problem::MissingArrow {
                node: 2,
                arrow: Arrow::Then
            },
        ]
    );
}

/// The labels of the entries of the combo box open now, among `names`.
fn offered<'a>(harness: &Harness<'_, State>, names: &[&'a str]) -> Vec<&'a str> {
    names
        .iter()
        .filter(|name| harness.query_all_by_label(name).next().is_some())
        .copied()
        .collect()
}

#[test]
fn a_card_offers_only_its_factions_operations_columns_and_activities() {
    let every_column: Vec<Column> = {
        let mut all: Vec<Column> = Faction::ALL
            .iter()
            .flat_map(|f| Column::of(*f).iter().copied())
            .collect();
        all.sort();
        all.dedup();
        all
    };
    let specials = [
        Special::Treaty,
        Special::Govern,
        Special::MartialLaw,
        Special::Negotiate,
        Special::Satyagraha,
        Special::Persuade,
        Special::Infiltrate,
        Special::Aid,
        Special::Assassinate,
    ];
    for (letters, faction) in [
        ("A", Faction::Raj),
        ("G", Faction::Congress),
        ("M", Faction::MuslimLeague),
        ("S", Faction::Revolutionaries),
    ] {
        let lang = Lang::En;
        let mut harness = harness(letters);
        click(&mut harness, "Add an Operation box");

        let names: Vec<&str> = Operation::ALL
            .iter()
            .map(|op| i18n::names::operation(lang, *op))
            .collect();
        let wanted: Vec<&str> = Operation::of(faction)
            .iter()
            .map(|op| i18n::names::operation(lang, *op))
            .collect();
        assert!(offered(&harness, &names).is_empty(), "no list open yet");
        harness
            .get_by_role_and_label(Role::ComboBox, "Operation")
            .click();
        harness.run();
        assert_eq!(offered(&harness, &names), wanted, "{faction:?} Operations");
        harness
            .get_by_role_and_label(Role::ComboBox, "Operation")
            .click();
        harness.run();

        let names: Vec<&str> = every_column
            .iter()
            .map(|c| i18n::names::column(lang, *c))
            .collect();
        let mut wanted: Vec<&str> = Column::of(faction)
            .iter()
            .map(|c| i18n::names::column(lang, *c))
            .collect();
        harness
            .get_by_role_and_label(Role::ComboBox, "Column (in bold)")
            .click();
        harness.run();
        let mut got = offered(&harness, &names);
        got.sort_unstable();
        wanted.sort_unstable();
        assert_eq!(got, wanted, "{faction:?} columns");
        harness
            .get_by_role_and_label(Role::ComboBox, "Column (in bold)")
            .click();
        harness.run();

        // The Activation Number is asked on the Revolutionaries' cards only.
        let asked = harness
            .query_all_by_role_and_label(Role::ComboBox, "Activation Number")
            .next()
            .is_some();
        assert_eq!(asked, faction == Faction::Revolutionaries, "{faction:?}");

        click(&mut harness, "Add a Special Activity box");
        let names: Vec<&str> = specials
            .iter()
            .map(|s| i18n::names::special(lang, *s))
            .collect();
        let mut wanted: Vec<&str> = Special::of(faction)
            .iter()
            .map(|s| i18n::names::special(lang, *s))
            .collect();
        harness
            .get_by_role_and_label(Role::ComboBox, "Activity A")
            .click();
        harness.run();
        let mut got = offered(&harness, &names);
        got.sort_unstable();
        wanted.sort_unstable();
        assert_eq!(got, wanted, "{faction:?} activities");
    }
}
