//! The Event effect form driven through the real app with egui_kittest: a
//! side of a card the program's data does not describe is entered step by
//! step with the form's widgets, saved to the players' card file, and from
//! then on followed step by step: a non-player carries out the Event by the
//! steps entered (8.8.4), on the unshaded side (the form opened from the
//! card window) and on the shaded side (opened from the checklist of the
//! turn that left the Event to the players), and a player's Event that
//! departs from the steps gets the finding (5.1).
//!
//! EVERYTHING ENTERED HERE IS MADE UP for the tests: the card's faction
//! order, marks, halos and both sides' steps, and the non-player aid's
//! priority columns and Random Spaces map. None of it is the content of a
//! real card or aid.

use std::path::Path;

use egui::Vec2;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::effect_form::{draft::EffectForm, effect_form_ui};
use gandhi_moderator::app::{AppConfig, CARDS_FILE, GandhiApp, command::Command};
use gandhi_moderator::i18n::fluent::Lang;
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::components::{
    Count, Effect, EffectStep, EventMarker, Filter, NvDestination, Removable, Side,
};
use gandhi_validator::{findings::Issue, play::Choice};

use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::{Manual, Plan};
use gandhi_validator::play::Stage;
use gandhi_validator::position::four_players;
use gandhi_validator::{
    components::GameData,
    findings::Severity,
    terms::{Faction, Piece},
};
use gandhi_validator::{
    position::Edit,
    terms::{Marker, Place},
};

use super::common;

fn scratch(name: &str) -> common::Scratch {
    common::scratch("effects", name)
}

fn app(dir: &Path) -> Harness<'static, GandhiApp> {
    common::harness(
        AppConfig {
            data_dir: Some(dir.to_owned()),
            ..AppConfig::default()
        },
        Vec2::new(1600.0, 1000.0),
    )
}

fn click(harness: &mut Harness<'_, GandhiApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens the combo box of that label and picks an entry (the last node of
/// that name: the open list's).
fn choose(harness: &mut Harness<'_, GandhiApp>, combo: &str, entry: &str) {
    harness
        .get_all_by_role_and_label(Role::ComboBox, combo)
        .next()
        .unwrap_or_else(|| panic!("no combo box {combo}"))
        .click();
    harness.run();
    harness
        .query_all_by_label(entry)
        .last()
        .unwrap_or_else(|| panic!("no entry {entry} in {combo}"))
        .click();
    harness.run();
}

fn set_number(harness: &mut Harness<'_, GandhiApp>, label: &str, value: f64) {
    harness.get_by_label(label).set_value_accesskit(value);
    harness.run();
}

fn stage(harness: &Harness<'_, GandhiApp>) -> Stage {
    let app = harness.state();
    app.session().unwrap().stage(app.data())
}

/// The made-up priority columns and Random Spaces map the Revolutionaries'
/// Event needs, in the players' aid file.
fn write_made_up_aid(dir: &Path) {
    let data = GameData::bundled().unwrap();
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
    for column in ["place_unrest", "remove_or_replace"] {
        aid.push_str(&format!(
            "  - {{ faction: revolutionaries, column: {column}, rows: [{{ most: population }}] }}\n"
        ));
    }
    aid.push_str("end: end of non-player aid\n");
    std::fs::write(dir.join("np_aid.yaml"), aid).unwrap();
}

/// MADE UP: Unrest in exactly two Muslim spaces, the whole text.
fn unrest_in_two_muslim_spaces() -> Effect {
    Effect {
        complete: true,
        steps: vec![EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::Exactly(2),
            filter: vec![Filter::Muslim],
        }],
    }
}

/// MADE UP: one Base from exactly one Muslim space, the whole text.
fn one_base_from_a_muslim_space() -> Effect {
    Effect {
        complete: true,
        steps: vec![EffectStep::Remove {
            pieces: Removable::Bases,
            spaces: Count::Exactly(1),
            total: Some(Count::Exactly(1)),
            filter: vec![Filter::Muslim],
            among_selected: false,
            activists_to: Default::default(),
        }],
    }
}

/// Enters the unshaded steps with the form's widgets: a step placing
/// Unrest, exactly two spaces, Muslim ones only, the whole text.
fn enter_unrest_steps(harness: &mut Harness<'_, GandhiApp>) {
    harness.get_by_label("No step yet: add the step the text gives first.");
    choose(harness, "Add a step", "place Unrest markers");
    choose(harness, "Spaces", "exactly");
    set_number(harness, "Number of spaces", 2.0);
    click(harness, "only Muslim spaces");
    // Not saved yet while the box for the whole text is unticked: it says
    // what that would mean.
    harness.get_by_label_contains("These steps are only part of the text");
    click(harness, "These steps are the card's whole text");
    harness.get_by_label(
        "1. Choose exactly 2 spaces and place one Unrest marker in each (a Strike marker on a Railway, 5.1.4). They become the selected spaces.",
    );
    harness.get_by_label("Each space chosen must be a Muslim space (1.3.3).");
    harness.get_by_label_contains("These steps are the whole text on this side");
    harness.get_by_label_contains("If the text on this side does anything more");
}

/// Enters the shaded steps with the form's widgets, correcting a first
/// slip on the way: a removal of Bases from exactly one Muslim space, one
/// piece in all, the whole text.
fn enter_base_steps(harness: &mut Harness<'_, GandhiApp>) {
    // A slip: a shift first, which cannot be saved before a step selects
    // spaces; then the removal, moved before it, then the shift deleted.
    choose(harness, "Add a step", "shift the selected spaces");
    harness.get_by_label_contains("Step 1 acts on the selected spaces, but no step before it");
    let form = harness.state_mut().effect_form_mut().unwrap();
    assert!(form.to_effect().is_err(), "Save is greyed out");
    choose(harness, "Add a step", "remove pieces");
    click(harness, "Move up");
    click(harness, "Step 2: shift the selected spaces");
    click(harness, "Delete this step");
    click(harness, "Step 1: remove pieces");
    choose(harness, "Pieces", "Bases");
    choose(harness, "Spaces", "exactly");
    choose(harness, "Pieces in all", "exactly");
    set_number(harness, "Number of pieces", 1.0);
    click(harness, "only Muslim spaces");
    click(harness, "These steps are the card's whole text");
    harness.get_by_label(
        "1. Choose exactly one space and remove Bases from them. The spaces they come from become the selected spaces.",
    );
    harness.get_by_label("Exactly one piece goes in all.");
}

/// What the players' card file holds for a card.
fn entered(dir: &Path, card: u8) -> gandhi_validator::components::PlayerCard {
    let text = std::fs::read_to_string(dir.join(CARDS_FILE)).unwrap();
    gandhi_validator::components::player_cards_from_yaml(CARDS_FILE, &text, 72)
        .unwrap()
        .into_iter()
        .find(|c| c.number == card)
        .unwrap_or_else(|| panic!("card {card} is not in the file:\n{text}"))
}

/// A new Short game (seed 29) with the Revolutionaries as the one
/// non-player: the first card, whose details the board asks for.
fn first_card(harness: &mut Harness<'_, GandhiApp>) -> u8 {
    common::new_game_with_the_revolutionaries_as_non_player(harness);
    let Stage::OrderUnknown(card) = stage(harness) else {
        panic!("the board asks for the first card: {:?}", stage(harness));
    };
    assert!(
        harness
            .state()
            .data()
            .cards
            .get(card)
            .and_then(|c| c.unshaded_effect.as_ref().or(c.shaded_effect.as_ref()))
            .is_none(),
        "card {card} has no effect in the program's data"
    );
    card
}

/// MADE UP: the current card with the Revolutionaries first and their
/// critical mark, with or without their halo; then the upcoming card's
/// made-up order; then the players' answer that the Event is effective.
/// The Revolutionaries, 1st Eligible, take the Event (8.2.1).
fn revolutionaries_take_the_event(harness: &mut Harness<'_, GandhiApp>, halo: bool) {
    {
        let entry = &mut harness.state_mut().play_form().entry;
        entry.order = common::REVOLUTIONARIES_FIRST.map(Some);
        entry.critical = [false, false, false, true];
        entry.halos = [false, false, false, halo];
    }
    harness.run();
    click(harness, "Save the card");
    if let Some(Question::CardMarks { card }) = harness.state().session().unwrap().np().question {
        harness
            .state_mut()
            .request(Command::SaveCard(common::made_up_card(
                card,
                common::REVOLUTIONARIES_FIRST,
            )));
        harness.run();
    }
    let data = harness.state().data().clone();
    if let Some((_, Err(Question::CardMarks { card }))) =
        harness.state().session().unwrap().np_decision(&data)
    {
        harness
            .state_mut()
            .request(Command::SaveCard(common::made_up_card(
                card,
                common::REVOLUTIONARIES_FIRST,
            )));
        harness.run();
    }
    click(harness, "Yes");
    let side = if halo { "unshaded" } else { "shaded" };
    harness.get_by_label(&format!("» the Event, {side}"));
}

/// The plan of the turn just carried out: complete, logged without an
/// error, declaring the Event on that side.
fn followed_plan(harness: &Harness<'_, GandhiApp>, card: u8, shaded: bool) -> Plan {
    let session = harness.state().session().unwrap();
    let plan = session.np().plan.clone().expect("the turn was carried out");
    assert_eq!(plan.faction, Faction::Revolutionaries);
    assert_eq!(
        plan.manual, None,
        "followed step by step: {:#?}",
        plan.trace
    );
    assert_eq!(
        plan.declared.as_ref().map(|d| d.choice),
        Some(Choice::Event { card, shaded })
    );
    assert_eq!(
        session.record().entries.last().unwrap().edit,
        Edit::Done { note: None },
        "the whole Event is logged"
    );
    let errors: Vec<String> = session
        .report()
        .findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .map(ToString::to_string)
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    plan
}

/// 8.8.4 with a card the data does not describe: its unshaded steps,
/// entered from the card window before its order, are what the
/// non-player Revolutionaries (halo: the unshaded text, 8.8.2) carry out,
/// space by space with their Place Unrest column.
#[test]
fn np_event_8_8_4_unshaded_steps_entered_in_the_card_window_are_carried_out() {
    let dir = scratch("unshaded");
    write_made_up_aid(&dir);
    let mut harness = app(&dir);
    let card = first_card(&mut harness);

    // From the card window, before the order: the unshaded side's form.
    click(&mut harness, "Unshaded text as steps…");
    let form = harness
        .state_mut()
        .effect_form_mut()
        .expect("the form opens");
    assert_eq!((form.card, form.shaded), (card, false));
    harness.get_by_label(&format!("Card {card}, unshaded text"));
    enter_unrest_steps(&mut harness);
    click(&mut harness, "Save");
    assert!(harness.state_mut().effect_form_mut().is_none());
    let saved = entered(&dir, card);
    assert_eq!(saved.unshaded_effect, Some(unrest_in_two_muslim_spaces()));
    assert_eq!(saved.shaded_effect, None);
    assert_eq!(saved.faction_order, None, "only the steps so far");
    let text = std::fs::read_to_string(dir.join(CARDS_FILE)).unwrap();
    assert!(text.contains("\nversion: 2\n"), "{text}");
    // The merged catalog has it, as the players'.
    let fact = harness
        .state()
        .data()
        .cards
        .get(card)
        .and_then(|c| c.unshaded_effect.clone())
        .unwrap();
    assert_eq!(fact.provenance.kind(), "players");

    // The order saved next keeps the steps.
    assert_eq!(stage(&harness), Stage::OrderUnknown(card));
    revolutionaries_take_the_event(&mut harness, true);
    let saved = entered(&dir, card);
    assert_eq!(saved.faction_order, Some(common::REVOLUTIONARIES_FIRST));
    assert_eq!(saved.unshaded_effect, Some(unrest_in_two_muslim_spaces()));

    click(&mut harness, "Carry out the Event (8.8)");
    let plan = followed_plan(&harness, card, false);
    let data = harness.state().data().clone();
    let spaces: Vec<_> = plan
        .moves()
        .map(|edit| match edit {
            Edit::AddMarker {
                marker: Marker::Unrest,
                space,
            } => *space,
            other => panic!("only the Unrest the steps place: {other:?}"),
        })
        .collect();
    assert_eq!(spaces.len(), 2, "exactly two spaces: {spaces:?}");
    assert_ne!(spaces[0], spaces[1]);
    for space in &spaces {
        assert!(data.map.space(*space).is_muslim(), "{space:?}");
    }
    assert_eq!(plan.selected, spaces, "the spaces selected are marked");
}

/// 8.8.4 with a card the data does not describe, on its shaded side (no
/// halo, 8.8.2): the Event is first left to the players, since the data
/// lacks the text; the table enters the side from the checklist, and the
/// turn is taken back and carried out by the steps, one Base from a Muslim
/// space with the Remove or Replace column.
#[test]
fn np_event_8_8_4_shaded_steps_entered_from_the_checklist_replay_the_turn() {
    let dir = scratch("shaded");
    write_made_up_aid(&dir);
    let mut harness = app(&dir);
    let card = first_card(&mut harness);
    revolutionaries_take_the_event(&mut harness, false);
    click(&mut harness, "Carry out the Event (8.8)");
    let plan = harness
        .state()
        .session()
        .unwrap()
        .np()
        .plan
        .clone()
        .unwrap();
    assert!(
        matches!(plan.manual, Some(Manual::Event { card: c, shaded: true, .. }) if c == card),
        "{:?}",
        plan.manual
    );
    let logged = harness.state().session().unwrap().record().entries.len();

    click(&mut harness, "Enter this side's text as steps…");
    let form = harness
        .state_mut()
        .effect_form_mut()
        .expect("the form opens");
    assert_eq!((form.card, form.shaded), (card, true));
    enter_base_steps(&mut harness);
    click(&mut harness, "Save");
    assert_eq!(
        entered(&dir, card).shaded_effect,
        Some(one_base_from_a_muslim_space())
    );

    // The turn was taken back and carried out again, by the steps.
    let plan = followed_plan(&harness, card, true);
    let session = harness.state().session().unwrap();
    assert!(
        session.record().entries.len() > logged,
        "the Event's change is logged this time"
    );
    let data = harness.state().data().clone();
    let moves: Vec<&Edit> = plan.moves().collect();
    let [
        Edit::MovePieces {
            piece: Piece::LeagueBase,
            count: 1,
            from: Place::Space(from),
            to: Place::Available,
        },
    ] = moves[..]
    else {
        panic!("one League Base to Available: {moves:?}");
    };
    assert!(data.map.space(*from).is_muslim());
    assert_eq!(plan.selected, [*from]);
}

/// 5.1 with a card the data does not describe, the players' own Event on
/// either side: the steps are entered from the play bar's Event choice,
/// and an Event done otherwise is found out on Done.
#[test]
fn a_players_event_that_departs_from_the_entered_steps_is_found() {
    let dir = scratch("player");
    let mut harness = app(&dir);
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 29,
        seats: four_players(),
        decks: OwnDecks::default(),
    });
    harness.run();
    let Stage::OrderUnknown(card) = stage(&harness) else {
        panic!("{:?}", stage(&harness));
    };
    harness
        .state_mut()
        .request(Command::SaveCard(common::made_up_card(card, Faction::ALL)));
    harness.run();
    let data = harness.state().data().clone();
    let state = harness.state().session().unwrap().state().clone();
    let non_muslim = data
        .map
        .ids()
        .find(|id| {
            let space = data.map.space(*id);
            !space.is_muslim() && !space.is_railway() && state.space(*id).unrest == 0
        })
        .unwrap();
    let bases_in = |muslim: bool| {
        data.map
            .ids()
            .find(|id| {
                data.map.space(*id).is_muslim() == muslim
                    && state.space(*id).pieces.get(Piece::LeagueBase) > 0
            })
            .map(|id| (id, Piece::LeagueBase))
            .or_else(|| {
                data.map
                    .ids()
                    .find(|id| {
                        data.map.space(*id).is_muslim() == muslim
                            && state.space(*id).pieces.get(Piece::RevolutionariesBase) > 0
                    })
                    .map(|id| (id, Piece::RevolutionariesBase))
            })
    };

    for shaded in [false, true] {
        // The first player chooses the Event; the side's steps are entered
        // from the button beside the choice.
        harness.state_mut().play_form().what = gandhi_moderator::app::play::What::Event(shaded);
        harness.run();
        let side = if shaded { "Shaded" } else { "Unshaded" };
        click(&mut harness, &format!("{side} text as steps…"));
        if shaded {
            enter_base_steps(&mut harness);
        } else {
            enter_unrest_steps(&mut harness);
        }
        click(&mut harness, "Save");
        click(&mut harness, "Declare");
        // Done otherwise: Unrest outside a Muslim space; a Base from a
        // space that is not Muslim.
        let edit = if shaded {
            let (space, piece) = bases_in(false).expect("a Base outside the Muslim spaces");
            Edit::MovePieces {
                piece,
                count: 1,
                from: Place::Space(space),
                to: Place::Available,
            }
        } else {
            Edit::AddMarker {
                marker: Marker::Unrest,
                space: non_muslim,
            }
        };
        harness.state_mut().request(Command::Edit(edit));
        harness.run();
        let findings = harness
            .state()
            .session()
            .unwrap()
            .judge(&data_now(&harness), &Edit::Done { note: None });
        let issues: Vec<Issue> = findings.iter().map(|f| f.issue).collect();
        assert!(
            issues.contains(&Issue::EventSpaceNotEligible),
            "{side}: {issues:?}"
        );
        click(&mut harness, "Done");
        harness.get_by_label_contains("is not a Muslim space");
        // Taken back: the next side is tried from the same table.
        harness.state_mut().request(Command::CancelDone);
        harness.run();
        harness.state_mut().request(Command::Undo);
        harness.run();
        harness.state_mut().request(Command::Undo);
        harness.run();
        assert!(
            matches!(stage(&harness), Stage::Turn(_)),
            "{:?}",
            stage(&harness)
        );
    }
    let saved = entered(&dir, card);
    assert_eq!(saved.unshaded_effect, Some(unrest_in_two_muslim_spaces()));
    assert_eq!(saved.shaded_effect, Some(one_base_from_a_muslim_space()));
    assert_eq!(saved.faction_order, Some(Faction::ALL), "the order is kept");
}

fn data_now(harness: &Harness<'_, GandhiApp>) -> GameData {
    harness.state().data().clone()
}

/// The form in Italian and Spanish, every kind of step opened in turn with
/// every field shown: each label worded (no message id left), no glyph
/// missing (egui would refuse it). The steps are MADE UP.
#[test]
fn the_form_reads_in_italian_and_spanish() {
    let steps = vec![
        EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::Exactly(2),
            filter: vec![Filter::Protest, Filter::Muslim],
        },
        EffectStep::Remove {
            pieces: Removable::AllOfOneFaction,
            spaces: Count::UpTo(1),
            total: Some(Count::UpTo(3)),
            filter: vec![Filter::Protest],
            among_selected: true,
            activists_to: NvDestination::Jail,
        },
        EffectStep::Shift {
            levels: 2,
            towards: Side::ActiveOpposition,
        },
        EffectStep::ArrestGandhi,
    ];
    let effect = Effect {
        complete: false,
        steps,
    };
    for (lang, first) in [
        (Lang::It, "Passo 1: piazzare segnalini Disordini"),
        (Lang::Es, "Paso 1: colocar marcadores de Disturbios"),
    ] {
        let data = GameData::bundled().unwrap();
        let mut form = EffectForm::from_effect(30, true, &effect);
        for selected in 0..effect.steps.len() {
            form.selected = Some(selected);
            let mut harness = Harness::builder()
                .with_size(Vec2::new(1200.0, 1400.0))
                .build_ui_state(
                    |ui, form: &mut EffectForm| {
                        effect_form_ui(ui, &data, lang, form);
                    },
                    form.clone(),
                );
            harness.run();
            harness.get_by_label(first);
            assert!(
                harness.query_by_label_contains("effect-").is_none(),
                "{lang:?}: a message is missing"
            );
            assert_eq!(harness.state().to_effect(), Ok(effect.clone()));
        }
    }
}
