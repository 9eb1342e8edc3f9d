//! The non-player Special Activities (8.7.1–8.7.4) through the engine: the
//! spaces and pieces each activity picks on a hand-built table, and the
//! plan passing the action checks; and 8.7's examples of skipped
//! instructions.
//!
//! Every card face and priority row written here is MADE UP for the tests
//! (only the Special Activity boxes of cards H and N are the ones 8.7
//! quotes, and the test says so): the project does not know the printed
//! cards, and these stand-ins say nothing about them.

use crate::common;

use common::Ex;
use common::np::{
    assert_legal, chose, chose_space, chose_with, np_table, seat, skipped, skipped_with,
    whole_plan, with_aid,
};
use gandhi_validator::components::Face;
use gandhi_validator::components::{SpecialAction, SpecialTry};
use gandhi_validator::findings::Arg;
use gandhi_validator::nonplayers::{Answers, Manual, Plan, plan_turn, plan_turn_with};
use gandhi_validator::nonplayers::{NoteArg, NoteCode};
use gandhi_validator::nonplayers::{NpChoice, Question, TraceLine};
use gandhi_validator::play::{Choice, Special};
use gandhi_validator::position::{GameState, Seat};
use gandhi_validator::terms::Marker;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SupportLevel},
};

/// A made-up card face: an Operation, then a Special Activity box with the
/// tries given (one YAML flow mapping per line).
fn face(op: &str, column: &str, tries: &[&str]) -> String {
    let mut out = format!(
        "- {{ id: op, operation: {op}, column: {column}, activation: 3, then: {{ node: sa }} }}\n- id: sa\n  specials:\n"
    );
    for t in tries {
        out.push_str(&format!("    - {t}\n"));
    }
    out.push_str("  then: stop\n");
    out
}

/// Made-up priority columns: `(faction, column, rows)`.
fn columns(entries: &[(&str, &str, &str)]) -> String {
    let mut out = String::from("priorities:\n");
    for (faction, column, rows) in entries {
        out.push_str(&format!(
            "  - {{ faction: {faction}, column: {column}, rows: {rows} }}\n"
        ));
    }
    out
}

fn special_of(plan: &Plan) -> Option<Special> {
    match plan.declared.as_ref().map(|d| d.choice) {
        Some(Choice::Operation { special, .. }) => special,
        _ => None,
    }
}

// ----- Raj (8.7.1) -----

/// Treaty: every State with Sepoys loses as many Active adversaries as it
/// has Sepoys; Inactive Activists stay; a State without Sepoys is left.
#[test]
fn np_raj_treaty_in_each_state_with_sepoys() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        &face("deploy", "place_cubes", &["{ special: treaty }"]),
        &columns(&[("raj", "place_cubes", "[{ most: population }]")]),
    );
    let mut s = np_table(&ex, &data, Faction::Raj, 3);
    ex.place(&mut s, "hyderabad", Piece::Sepoy, 2);
    ex.place(&mut s, "hyderabad", Piece::GuerrillaActive, 1);
    ex.place(&mut s, "hyderabad", Piece::LeagueActivist, 1);
    ex.place(&mut s, "mysore", Piece::Sepoy, 1);
    ex.place(&mut s, "mysore", Piece::GuerrillaActive, 2);
    ex.place(&mut s, "orissa", Piece::GuerrillaActive, 1);
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::OperationWithSpecial);
    assert_eq!(special_of(&plan), Some(Special::Treaty));
    let after = assert_legal(&data, &s, &plan);
    let hyderabad = after.space(ex.id("hyderabad"));
    assert_eq!(hyderabad.pieces.guerrillas(), 0);
    assert_eq!(hyderabad.pieces.get(Piece::LeagueActivist), 1, "Inactive");
    assert_eq!(after.space(ex.id("mysore")).pieces.guerrillas(), 1);
    assert_eq!(after.space(ex.id("orissa")).pieces.guerrillas(), 1);
}

/// A Raj face: Deploy, then Martial Law (made up), with its columns.
fn martial_law_data(ex: &Ex) -> GameData {
    with_aid(
        &ex.data,
        Faction::Raj,
        &face("deploy", "place_cubes", &["{ special: martial_law }"]),
        &columns(&[
            ("raj", "place_cubes", "[{ most: population }]"),
            ("raj", "remove_or_replace", "[{ most: activists }]"),
        ]),
    )
}

/// Martial Law outside a Crisis: one space, among those with Unrest; an
/// Activist per cube to Available, the Protest off, one more Unrest, a
/// level towards Neutral.
#[test]
fn np_raj_martial_law_one_space_with_unrest() {
    let ex = Ex::new();
    let data = martial_law_data(&ex);
    let mut s = np_table(&ex, &data, Faction::Raj, 4);
    ex.place(&mut s, "punjab", Piece::Sepoy, 2);
    ex.place(&mut s, "punjab", Piece::CongressActivist, 3);
    ex.level(&mut s, "punjab", SupportLevel::PassiveOpposition);
    ex.space(&mut s, "punjab").unrest = 1;
    ex.space(&mut s, "punjab").protests = 1;
    ex.place(&mut s, "sind", Piece::Sepoy, 1);
    ex.place(&mut s, "sind", Piece::CongressActivist, 1);
    ex.space(&mut s, "sind").unrest = 1;
    // More Activists, but no Unrest: not eligible for a non-player.
    ex.place(&mut s, "bihar", Piece::Troop, 1);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 4);
    let available = s.available.get(Piece::CongressActivist);
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::OperationWithSpecial);
    assert_eq!(special_of(&plan), Some(Special::MartialLaw));
    let after = assert_legal(&data, &s, &plan);
    let punjab = after.space(ex.id("punjab"));
    assert_eq!(punjab.pieces.get(Piece::CongressActivist), 1);
    assert_eq!(punjab.protests, 0);
    assert_eq!(punjab.unrest, 2);
    assert_eq!(punjab.level, SupportLevel::Neutral);
    assert_eq!(
        after.available.get(Piece::CongressActivist),
        available + 2,
        "removed to Available, not arrested"
    );
    assert_eq!(
        after.space(ex.id("sind")).pieces.activists(),
        1,
        "one space"
    );
    assert_eq!(after.space(ex.id("bihar")).pieces.activists(), 4);
}

/// Martial Law in a Crisis under Lord Linlithgow (8.1.6): two spaces, a
/// space without Unrest may be picked, and no Unrest is placed.
#[test]
fn np_raj_martial_law_two_spaces_in_crisis_under_linlithgow() {
    let ex = Ex::new();
    let data = martial_law_data(&ex);
    let mut s = np_table(&ex, &data, Faction::Raj, 5);
    s.tracks.restraint = 1;
    s.tracks.unity = 1;
    ex.viceroy(&mut s, "linlithgow");
    assert!(s.viceroy.is_some(), "Lord Linlithgow is in the data");
    ex.place(&mut s, "bihar", Piece::Troop, 1);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 4);
    ex.place(&mut s, "punjab", Piece::Sepoy, 2);
    ex.place(&mut s, "punjab", Piece::LeagueActivist, 3);
    ex.place(&mut s, "sind", Piece::Sepoy, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::OperationWithSpecial);
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("bihar")).pieces.activists(), 3);
    assert_eq!(after.space(ex.id("punjab")).pieces.activists(), 1);
    assert_eq!(
        after.space(ex.id("sind")).pieces.activists(),
        1,
        "two spaces"
    );
    for key in ["bihar", "punjab"] {
        assert_eq!(after.space(ex.id(key)).unrest, 0, "{key}: no Unrest");
    }
}

// ----- Congress (8.7.2) -----

/// Congress faces: Civil Disobedience (made up) in Bihar, the only space
/// with a Congress Activist and no Protest, then the tries given.
fn congress_data(ex: &Ex, tries: &[&str], extra: &[(&str, &str, &str)]) -> GameData {
    let mut cols = vec![
        ("congress", "place_protests", "[{ most: population }]"),
        (
            "congress",
            "move_or_release_gandhi",
            "[{ has: league_activists }]",
        ),
        ("congress", "remove_or_replace", "[{ most: cubes }]"),
    ];
    cols.extend_from_slice(extra);
    with_aid(
        &ex.data,
        Faction::Congress,
        &face("civil_disobedience", "place_protests", tries),
        &columns(&cols),
    )
}

fn congress_table(ex: &Ex, data: &GameData, seed: u64) -> GameState {
    let mut s = np_table(ex, data, Faction::Congress, seed);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 1);
    s
}

/// Negotiate to release Gandhi: the space has Congress Activists and no
/// Raj Control and was not selected by the Operation; its Protest goes,
/// Restraint +1; a die above the Protests left in India frees Gandhi to it.
#[test]
fn np_congress_negotiate_releases_gandhi_on_a_high_die() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &["{ special: negotiate, actions: [release_gandhi] }"],
        &[],
    );
    let mut released = 0;
    let mut stayed = 0;
    for seed in 0..40 {
        let mut s = congress_table(&ex, &data, seed);
        s.jail.add(Piece::Gandhi, 1);
        ex.place(&mut s, "sind", Piece::CongressActivist, 2);
        ex.level(&mut s, "sind", SupportLevel::PassiveOpposition);
        ex.space(&mut s, "sind").protests = 1;
        let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
        assert_eq!(special_of(&plan), Some(Special::Negotiate));
        let after = assert_legal(&data, &s, &plan);
        let sind = after.space(ex.id("sind"));
        assert_eq!(sind.protests, 0);
        assert_eq!(after.tracks.restraint, 4);
        assert_eq!(after.space(ex.id("bihar")).protests, 1, "the Operation");
        if sind.pieces.get(Piece::Gandhi) == 1 {
            released += 1;
            assert_eq!(sind.level, SupportLevel::Neutral);
            assert_eq!(after.jail.get(Piece::Gandhi), 0);
        } else {
            stayed += 1;
            assert_eq!(after.jail.get(Piece::Gandhi), 1);
            assert!(chose(&plan, NoteCode::GandhiStaysDie), "{:#?}", plan.trace);
        }
    }
    assert!(
        released > 0 && stayed > 0,
        "{released} released, {stayed} not"
    );
}

/// Negotiate to remove a Muslim State, where Congress pieces outnumber the
/// League's: the marker goes, the space is set to Neutral.
#[test]
fn np_congress_negotiate_removes_a_muslim_state() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &["{ special: negotiate, actions: [release_gandhi, remove_muslim_state] }"],
        &[],
    );
    let mut s = congress_table(&ex, &data, 7);
    let wb = ex.id("west_bengal");
    s.space_mut(wb).muslim_state = true;
    ex.level(&mut s, "west_bengal", SupportLevel::PassiveSupport);
    ex.place(&mut s, "west_bengal", Piece::CongressActivist, 2);
    ex.place(&mut s, "west_bengal", Piece::LeagueActivist, 1);
    ex.space(&mut s, "west_bengal").protests = 1;
    // The League outnumbers Congress here: not eligible.
    let eb = ex.id("east_bengal");
    s.space_mut(eb).muslim_state = true;
    ex.place(&mut s, "east_bengal", Piece::CongressActivist, 1);
    ex.place(&mut s, "east_bengal", Piece::LeagueActivist, 1);
    ex.space(&mut s, "east_bengal").protests = 1;
    let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
    assert!(
        skipped(&plan, NoteCode::NegotiateGandhiNotInJail),
        "{:#?}",
        plan.trace
    );
    let after = assert_legal(&data, &s, &plan);
    assert!(!after.space(wb).muslim_state);
    assert_eq!(after.space(wb).level, SupportLevel::Neutral);
    assert_eq!(after.space(wb).protests, 0);
    assert!(after.space(eb).muslim_state);
    assert_eq!(after.tracks.restraint, 4);
}

/// Satyagraha moves Gandhi to the space the Move or Release Gandhi column
/// picks, then places an Activist there as the card says.
#[test]
fn np_congress_satyagraha_moves_gandhi_then_places_an_activist() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &["{ special: satyagraha, actions: [move_gandhi, place_activist] }"],
        &[],
    );
    let mut s = congress_table(&ex, &data, 8);
    ex.put(&mut s, "delhi", Piece::Gandhi, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.space(&mut s, "sind").unrest = 1;
    let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
    assert_eq!(special_of(&plan), Some(Special::Satyagraha));
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind"));
    assert_eq!(sind.pieces.get(Piece::Gandhi), 1);
    assert_eq!(sind.pieces.get(Piece::CongressActivist), 1);
    assert_eq!(sind.unrest, 1, "the card asked for an Activist");
    assert_eq!(after.space(ex.id("delhi")).pieces.get(Piece::Gandhi), 0);
}

/// Satyagraha to remove Unrest takes the Protest and one Unrest.
#[test]
fn np_congress_satyagraha_removes_a_protest_and_an_unrest() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &["{ special: satyagraha, actions: [move_gandhi, remove_unrest] }"],
        &[],
    );
    let mut s = congress_table(&ex, &data, 9);
    ex.put(&mut s, "delhi", Piece::Gandhi, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.space(&mut s, "sind").unrest = 2;
    ex.space(&mut s, "sind").protests = 1;
    let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind"));
    assert_eq!(sind.pieces.get(Piece::Gandhi), 1);
    assert_eq!((sind.protests, sind.unrest), (0, 1));
    assert_eq!(sind.pieces.get(Piece::CongressActivist), 0);
}

/// Gandhi in Jail: a non-player Raj refuses to release him (8.1.4), so
/// Satyagraha is skipped for the card's next try; a player Raj is asked,
/// and its answer is followed.
#[test]
fn np_congress_satyagraha_from_jail_needs_the_raj() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &[
            "{ special: satyagraha, actions: [move_gandhi, place_activist] }",
            "{ special: persuade, actions: [remove_adversary] }",
        ],
        &[],
    );
    let mut s = congress_table(&ex, &data, 10);
    s.jail.add(Piece::Gandhi, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.place(&mut s, "punjab", Piece::CongressActivist, 1);
    ex.space(&mut s, "punjab").protests = 1;
    ex.place(&mut s, "punjab", Piece::Sepoy, 2);

    // The Raj a player: the engine asks.
    assert_eq!(
        plan_turn(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial),
        Err(Question::RajReleasesGandhi)
    );
    let yes = Answers {
        raj_releases_gandhi: Some(true),
        ..Answers::default()
    };
    let plan = plan_turn_with(
        &data,
        &s,
        Faction::Congress,
        NpChoice::OperationWithSpecial,
        yes,
    )
    .unwrap();
    assert_eq!(special_of(&plan), Some(Special::Satyagraha));
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("sind")).pieces.get(Piece::Gandhi), 1);
    assert_eq!(after.jail.get(Piece::Gandhi), 0);
    let no = Answers {
        raj_releases_gandhi: Some(false),
        ..Answers::default()
    };
    let plan = plan_turn_with(
        &data,
        &s,
        Faction::Congress,
        NpChoice::OperationWithSpecial,
        no,
    )
    .unwrap();
    assert_eq!(special_of(&plan), Some(Special::Persuade));
    assert_legal(&data, &s, &plan);

    // The Raj a non-player: always refused, Persuade instead.
    seat(&data, &mut s, Faction::Raj, Seat::NonPlayer);
    let plan = plan_turn(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial).unwrap();
    assert!(
        chose(&plan, NoteCode::NpRajRefusesRelease),
        "{:#?}",
        plan.trace
    );
    assert_eq!(special_of(&plan), Some(Special::Persuade));
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.jail.get(Piece::Gandhi), 1);
    assert_eq!(after.space(ex.id("punjab")).pieces.get(Piece::Sepoy), 1);
}

/// Congress Persuade: the card's actions in order, two spaces at most;
/// Guerrillas Activated where Congress Activists are Active, then a Sepoy
/// removed before a Troop where the column points.
#[test]
fn np_congress_persuade_in_the_cards_order_in_two_spaces() {
    let ex = Ex::new();
    let data = congress_data(
        &ex,
        &["{ special: persuade, actions: [activate_guerrillas, remove_adversary] }"],
        &[],
    );
    let mut s = congress_table(&ex, &data, 11);
    // Activation: two Active Activists, three Underground Guerrillas.
    ex.place(&mut s, "punjab", Piece::CongressActivist, 2);
    ex.space(&mut s, "punjab").protests = 1;
    ex.place(&mut s, "punjab", Piece::GuerrillaUnderground, 3);
    // Removal: Gandhi makes these Congress spaces; the most cubes first.
    ex.put(&mut s, "sind", Piece::Gandhi, 1);
    ex.place(&mut s, "sind", Piece::Sepoy, 2);
    ex.place(&mut s, "sind", Piece::Troop, 1);
    ex.place(&mut s, "assam", Piece::CongressActivist, 1);
    ex.space(&mut s, "assam").protests = 1;
    ex.place(&mut s, "assam", Piece::Sepoy, 1);
    let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
    assert_eq!(special_of(&plan), Some(Special::Persuade));
    let after = assert_legal(&data, &s, &plan);
    let punjab = after.space(ex.id("punjab")).pieces;
    assert_eq!(punjab.get(Piece::GuerrillaActive), 2);
    assert_eq!(punjab.get(Piece::GuerrillaUnderground), 1);
    let sind = after.space(ex.id("sind")).pieces;
    assert_eq!((sind.get(Piece::Sepoy), sind.get(Piece::Troop)), (1, 1));
    assert_eq!(
        after.space(ex.id("assam")).pieces.get(Piece::Sepoy),
        1,
        "two spaces at most"
    );
    assert_eq!(after.tracks.unity, 3, "no League piece removed");
}

// ----- Muslim League (8.7.3) -----

/// League faces: Civil Disobedience (made up) in Bihar, the only space
/// with a League Activist and no Protest, then the tries given.
fn league_data(ex: &Ex, tries: &[&str]) -> GameData {
    // The Raj's Place Cubes column sends Troops out of a new Muslim State.
    with_aid(
        &ex.data,
        Faction::MuslimLeague,
        &face("civil_disobedience", "place_protests", tries),
        &columns(&[
            ("muslim_league", "place_protests", "[{ most: population }]"),
            (
                "muslim_league",
                "remove_or_replace",
                "[{ most: guerrillas }, { most: population }]",
            ),
            (
                "muslim_league",
                "place_muslim_states",
                "[{ most: population }]",
            ),
            ("raj", "place_cubes", "[{ has: troops }]"),
        ]),
    )
}

fn league_table(ex: &Ex, data: &GameData, seed: u64) -> GameState {
    let mut s = np_table(ex, data, Faction::MuslimLeague, seed);
    ex.place(&mut s, "bihar", Piece::LeagueActivist, 1);
    s
}

/// League Persuade: a Congress Activist removed costs Unity −1.
#[test]
fn np_league_persuade_removes_an_adversary_and_shifts_unity() {
    let ex = Ex::new();
    let data = league_data(&ex, &["{ special: persuade, actions: [remove_adversary] }"]);
    let mut s = league_table(&ex, &data, 12);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::CongressActivist, 1);
    ex.space(&mut s, "sind").protests = 1;
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind")).pieces;
    assert_eq!(sind.get(Piece::CongressActivist), 0);
    assert_eq!(sind.get(Piece::LeagueActivist), 1);
    assert_eq!(after.tracks.unity, 2);
}

/// League Negotiate to remove Unrest: one level towards Active Support and
/// one Unrest off, the Protest removed, Restraint +1.
#[test]
fn np_league_negotiate_removes_unrest() {
    let ex = Ex::new();
    let data = league_data(
        &ex,
        &["{ special: negotiate, actions: [place_muslim_state, remove_unrest] }"],
    );
    let mut s = league_table(&ex, &data, 13);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.space(&mut s, "sind").protests = 1;
    ex.space(&mut s, "sind").unrest = 2;
    ex.level(&mut s, "sind", SupportLevel::Neutral);
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    assert!(
        skipped_with(
            &plan,
            NoteCode::NegotiateNoSpace,
            &[NoteArg::Option(SpecialAction::PlaceMuslimState)]
        ),
        "{:#?}",
        plan.trace
    );
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind"));
    assert_eq!((sind.protests, sind.unrest), (0, 1));
    assert_eq!(sind.level, SupportLevel::PassiveSupport);
    assert_eq!(after.tracks.restraint, 4);
}

/// League Negotiate to place a Muslim State in a Muslim Province at
/// Opposition where the League outnumbers Congress; the Troops there go to
/// Cities picked with a non-player Raj's Place Cubes column (8.1.4); a
/// player Raj moves them itself, so the plan stops there.
#[test]
fn np_league_negotiate_places_a_muslim_state_and_troops_leave() {
    let ex = Ex::new();
    let data = league_data(
        &ex,
        &["{ special: negotiate, actions: [place_muslim_state] }"],
    );
    let mut s = league_table(&ex, &data, 14);
    ex.place(&mut s, "east_bengal", Piece::LeagueActivist, 2);
    ex.place(&mut s, "east_bengal", Piece::CongressActivist, 1);
    ex.space(&mut s, "east_bengal").protests = 1;
    ex.level(&mut s, "east_bengal", SupportLevel::PassiveOpposition);
    ex.place(&mut s, "east_bengal", Piece::Troop, 2);
    ex.place(&mut s, "calcutta", Piece::Troop, 1);

    let plan = plan_turn(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    )
    .unwrap();
    assert!(
        matches!(
            plan.manual,
            Some(Manual::Special {
                special: Special::Negotiate,
                ..
            })
        ),
        "a player Raj: {:?}",
        plan.manual
    );

    seat(&data, &mut s, Faction::Raj, Seat::NonPlayer);
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    let after = assert_legal(&data, &s, &plan);
    let eb = after.space(ex.id("east_bengal"));
    assert!(eb.muslim_state);
    assert_eq!(eb.level, SupportLevel::PassiveSupport);
    assert_eq!(eb.pieces.get(Piece::Troop), 0);
    assert_eq!(after.space(ex.id("calcutta")).pieces.get(Piece::Troop), 3);
    assert!(chose_space(&plan, ex.id("calcutta")), "{:#?}", plan.trace);
}

/// League Infiltrate replaces by the Adversary Priorities: with the Raj
/// and the Revolutionaries both players, the most common piece first, an
/// Underground Guerrilla before an Active one.
#[test]
fn np_league_infiltrate_replaces_by_the_adversary_priorities() {
    let ex = Ex::new();
    let data = league_data(&ex, &["{ special: infiltrate }"]);
    let mut s = league_table(&ex, &data, 15);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::Sepoy, 1);
    ex.place(&mut s, "sind", Piece::GuerrillaUnderground, 1);
    ex.place(&mut s, "sind", Piece::GuerrillaActive, 1);
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    assert_eq!(special_of(&plan), Some(Special::Infiltrate));
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind")).pieces;
    assert_eq!(sind.get(Piece::GuerrillaUnderground), 0);
    assert_eq!(sind.get(Piece::GuerrillaActive), 1);
    assert_eq!(sind.get(Piece::Sepoy), 1);
    assert_eq!(sind.get(Piece::LeagueActivist), 2);
}

/// League Infiltrate to place a Muslim State in a Crisis: a Province with a
/// League Base and no Raj Control; its Troop leaves for a City.
#[test]
fn np_league_infiltrate_places_a_muslim_state_in_crisis() {
    let ex = Ex::new();
    let data = league_data(
        &ex,
        &["{ special: infiltrate, actions: [place_muslim_state] }"],
    );
    let mut s = league_table(&ex, &data, 16);
    seat(&data, &mut s, Faction::Raj, Seat::NonPlayer);
    s.tracks.restraint = 1;
    s.tracks.unity = 1;
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    ex.place(&mut s, "sind", Piece::Troop, 1);
    ex.place(&mut s, "karachi", Piece::Troop, 1);
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind"));
    assert!(sind.muslim_state);
    assert_eq!(sind.pieces.get(Piece::Troop), 0);
    assert_eq!(after.space(ex.id("karachi")).pieces.get(Piece::Troop), 2);
}

// ----- Revolutionaries (8.7.4) -----

/// 4.5.2's example through a non-player card: India is in Crisis and Sind
/// (Population 1, one League Base already, no Raj Control) is the only
/// space with Revolutionaries. The card's try to place a Base finds no
/// room and is skipped (8.7); its next try, Infiltrate to replace, turns
/// the League Activist into an Underground Guerrilla. The card face and
/// columns are made up; the table is the example's.
#[test]
fn ex_4_5_2_np_revolutionaries_infiltrate_in_sind() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        &face(
            "unrest",
            "place_unrest",
            &[
                "{ special: infiltrate, actions: [place_base] }",
                "{ special: infiltrate }",
            ],
        ),
        &columns(&[
            ("revolutionaries", "place_unrest", "[{ most: guerrillas }]"),
            (
                "revolutionaries",
                "remove_or_replace",
                "[{ most: guerrillas }]",
            ),
        ]),
    );
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 23);
    s.tracks.restraint = 1;
    s.tracks.unity = 1;
    assert!(s.crisis());
    ex.place(&mut s, "sind", Piece::GuerrillaUnderground, 2);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    let plan = whole_plan(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    );
    assert_eq!(special_of(&plan), Some(Special::Infiltrate));
    assert!(
        skipped_with(
            &plan,
            NoteCode::SpecialNoSpace,
            &[NoteArg::Arg(Arg::Special(Special::Infiltrate))]
        ),
        "{:#?}",
        plan.trace
    );
    let before = s.space(ex.id("sind")).pieces.guerrillas();
    let after = assert_legal(&data, &s, &plan);
    let sind = after.space(ex.id("sind"));
    assert_eq!(sind.pieces.get(Piece::RevolutionariesBase), 0, "no room");
    assert_eq!(sind.pieces.get(Piece::LeagueBase), 1);
    assert_eq!(sind.pieces.get(Piece::LeagueActivist), 0);
    assert_eq!(sind.pieces.guerrillas(), before + 1);
    assert!(
        chose_with(
            &plan,
            NoteCode::InfiltrateReplaces,
            &[Arg::Piece(Piece::LeagueActivist, 1)]
        ),
        "{:#?}",
        plan.trace
    );
}

/// Revolutionaries Infiltrate to place a Base (4.5.2): only in a Crisis,
/// in a State or Province with an Underground Guerrilla, no Raj Control
/// and room; out of Crisis the instruction is skipped and the box's next
/// activity is tried.
#[test]
fn np_revolutionaries_infiltrate_places_a_base_in_crisis() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        &face(
            "unrest",
            "place_unrest",
            &[
                "{ special: infiltrate, actions: [place_base] }",
                "{ special: aid }",
            ],
        ),
        &columns(&[
            ("revolutionaries", "place_unrest", "[{ most: guerrillas }]"),
            (
                "revolutionaries",
                "remove_or_replace",
                "[{ most: guerrillas }]",
            ),
            (
                "revolutionaries",
                "attack_or_go_underground",
                "[{ most: guerrillas }]",
            ),
        ]),
    );
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 19);
    // Sind (Population 1) already holds a Base: no room for another.
    ex.place(&mut s, "sind", Piece::GuerrillaUnderground, 4);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 2);
    ex.place(&mut s, "orissa", Piece::GuerrillaActive, 1);
    ex.place(&mut s, "bihar", Piece::GuerrillaUnderground, 3);
    ex.place(&mut s, "bihar", Piece::Troop, 4);

    // No Crisis: the Base is skipped, Aid is tried instead.
    let plan = plan_turn(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    )
    .unwrap();
    assert!(
        skipped(&plan, NoteCode::InfiltrateNotCrisis),
        "{:#?}",
        plan.trace
    );
    assert_eq!(special_of(&plan), Some(Special::Aid));
    assert_legal(&data, &s, &plan);

    // In Crisis: Orissa, the one space that fits (Bihar has Raj Control).
    s.tracks.restraint = 1;
    s.tracks.unity = 1;
    assert!(s.crisis());
    let plan = whole_plan(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    );
    assert_eq!(special_of(&plan), Some(Special::Infiltrate));
    let after = assert_legal(&data, &s, &plan);
    let bases = |k: &str| after.space(ex.id(k)).pieces.get(Piece::RevolutionariesBase);
    assert_eq!(bases("orissa"), 1);
    assert_eq!(bases("sind"), 0);
    assert_eq!(bases("bihar"), 0);
    assert!(
        chose(&plan, NoteCode::InfiltratePlacesBase),
        "{:#?}",
        plan.trace
    );
}

/// Revolutionaries Infiltrate: a Protest comes before any piece in the
/// Adversary Priorities, and an Underground Guerrilla replaces it.
#[test]
fn np_revolutionaries_infiltrate_replaces_a_protest_first() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        &face("unrest", "place_unrest", &["{ special: infiltrate }"]),
        &columns(&[
            ("revolutionaries", "place_unrest", "[{ most: guerrillas }]"),
            ("revolutionaries", "remove_or_replace", "[{ has: sepoys }]"),
        ]),
    );
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 17);
    ex.place(&mut s, "bihar", Piece::GuerrillaUnderground, 2);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 1);
    ex.place(&mut s, "orissa", Piece::Sepoy, 1);
    ex.place(&mut s, "orissa", Piece::CongressActivist, 1);
    ex.space(&mut s, "orissa").protests = 1;
    let plan = whole_plan(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    );
    assert_eq!(special_of(&plan), Some(Special::Infiltrate));
    let before_guerrillas = s.space(ex.id("orissa")).pieces.guerrillas();
    let after = assert_legal(&data, &s, &plan);
    let orissa = after.space(ex.id("orissa"));
    assert_eq!(orissa.protests, 0);
    assert_eq!(orissa.pieces.get(Piece::Sepoy), 1);
    assert_eq!(orissa.pieces.get(Piece::CongressActivist), 1);
    assert_eq!(orissa.pieces.guerrillas(), before_guerrillas + 1);
    assert!(
        chose_with(
            &plan,
            NoteCode::InfiltrateReplaces,
            &[Arg::Marker(Marker::Protest)]
        ),
        "{:#?}",
        plan.trace
    );
}

/// Assassinate only among the spaces selected for Unrest; a Base comes
/// first in the Adversary Priorities, and a League piece costs Unity.
#[test]
fn np_revolutionaries_assassinate_in_an_unrest_space() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        &face("unrest", "place_unrest", &["{ special: assassinate }"]),
        &columns(&[
            ("revolutionaries", "place_unrest", "[{ most: guerrillas }]"),
            ("revolutionaries", "remove_or_replace", "[{ most: cubes }]"),
        ]),
    );
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 18);
    ex.place(&mut s, "bihar", Piece::GuerrillaUnderground, 2);
    ex.place(&mut s, "bihar", Piece::LeagueBase, 1);
    ex.place(&mut s, "bihar", Piece::Sepoy, 1);
    // More cubes, but not an Unrest space (no Guerrilla).
    ex.place(&mut s, "punjab", Piece::Troop, 3);
    let plan = whole_plan(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    );
    assert_eq!(special_of(&plan), Some(Special::Assassinate));
    let after = assert_legal(&data, &s, &plan);
    let bihar = after.space(ex.id("bihar"));
    assert_eq!(bihar.pieces.get(Piece::LeagueBase), 0);
    assert_eq!(bihar.pieces.get(Piece::Sepoy), 1);
    assert_eq!(after.space(ex.id("punjab")).pieces.get(Piece::Troop), 3);
    assert_eq!(after.tracks.unity, 2);
}

// ----- 8.7's examples -----

/// The Special Activity box of a card as the bundled data has it (8.7
/// quotes it).
fn quoted_box(data: &GameData, letters: &str) -> Vec<SpecialTry> {
    let (card, face) = data.arjuna.by_letters(letters).unwrap();
    assert_eq!(face, Face::Front);
    let fact = data.np_aid.face(card, face).unwrap();
    fact.value.nodes[0].specials.clone()
}

/// 8.7's examples of skipped instructions. Card H: Negotiate to release
/// Gandhi is skipped when he is not in Jail (no Muslim State removed
/// instead), and Satyagraha moves him. Card N: Infiltrate to place a
/// Muslim State is skipped when India is not in Crisis. The Special
/// Activity boxes are the ones 8.7 quotes (as bundled); the Operation box
/// before each and the columns are MADE UP.
#[test]
fn ex_8_7_skipping_special_activity_instructions() {
    let ex = Ex::new();
    // Card H's box, as quoted.
    let h = quoted_box(&ex.data, "H");
    assert_eq!(
        h.iter()
            .map(|t| (t.special, t.actions.clone()))
            .collect::<Vec<_>>(),
        vec![
            (Special::Negotiate, vec![SpecialAction::ReleaseGandhi]),
            (Special::Satyagraha, vec![SpecialAction::MoveGandhi]),
        ]
    );
    let data = congress_data(
        &ex,
        &[
            "{ special: negotiate, actions: [release_gandhi] }",
            "{ special: satyagraha, actions: [move_gandhi] }",
        ],
        &[],
    );
    let mut s = congress_table(&ex, &data, 19);
    ex.put(&mut s, "delhi", Piece::Gandhi, 1);
    // A Muslim State Congress could remove, were it allowed to.
    let wb = ex.id("west_bengal");
    s.space_mut(wb).muslim_state = true;
    ex.place(&mut s, "west_bengal", Piece::CongressActivist, 2);
    ex.space(&mut s, "west_bengal").protests = 1;
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    let plan = whole_plan(&data, &s, Faction::Congress, NpChoice::OperationWithSpecial);
    assert!(
        skipped(&plan, NoteCode::NegotiateGandhiNotInJail),
        "{:#?}",
        plan.trace
    );
    assert_eq!(special_of(&plan), Some(Special::Satyagraha));
    let after = assert_legal(&data, &s, &plan);
    assert!(after.space(wb).muslim_state, "no Muslim State removed");
    assert_eq!(after.space(ex.id("sind")).pieces.get(Piece::Gandhi), 1);
    assert_eq!(after.tracks.restraint, 3, "no Negotiate");

    // Card N's box, as quoted.
    let n = quoted_box(&ex.data, "N");
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].special, Special::Infiltrate);
    assert_eq!(n[0].actions, vec![SpecialAction::PlaceMuslimState]);
    let data = league_data(
        &ex,
        &["{ special: infiltrate, when: crisis, actions: [place_muslim_state] }"],
    );
    let mut s = league_table(&ex, &data, 20);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    ex.place(&mut s, "sind", Piece::Sepoy, 1);
    let plan = whole_plan(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    );
    assert!(
        plan.trace
            .iter()
            .any(|l| matches!(l, TraceLine::CardCheck { holds: false, .. })),
        "{:#?}",
        plan.trace
    );
    assert!(
        skipped(&plan, NoteCode::SpecialConditionFails),
        "{:#?}",
        plan.trace
    );
    assert_eq!(special_of(&plan), None, "nothing else on the box");
    let after = assert_legal(&data, &s, &plan);
    assert!(!after.space(ex.id("sind")).muslim_state);
    assert_eq!(after.space(ex.id("sind")).pieces.get(Piece::Sepoy), 1);
    // In a Crisis the same box places the Muslim State.
    s.tracks.restraint = 1;
    s.tracks.unity = 1;
    let plan = plan_turn(
        &data,
        &s,
        Faction::MuslimLeague,
        NpChoice::OperationWithSpecial,
    )
    .unwrap();
    assert_eq!(special_of(&plan), Some(Special::Infiltrate));
    let after = assert_legal(&data, &s, &plan);
    assert!(after.space(ex.id("sind")).muslim_state);
}
