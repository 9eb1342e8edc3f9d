//! The non-player engine: space selection with a priority column (8.4.1),
//! the Arjuna card interpreter (8.3) and the non-player Operations and
//! Special Activities it carries out (8.6, 8.7).
//!
//! Card faces and priority rows written here are MADE UP for the tests,
//! except where a test names the rulebook example it follows: the project
//! does not know the printed cards, and these stand-ins say nothing about
//! them.

use crate::common;

use common::Ex;
use common::np::{assert_legal, np_table, seat, whole_plan, with_aid};
use gandhi_validator::components::Column;
use gandhi_validator::nonplayers::Purpose;
use gandhi_validator::nonplayers::select_space;
use gandhi_validator::nonplayers::{Dice, NpChoice, Question, TraceLine};
use gandhi_validator::nonplayers::{Manual, plan_turn};
use gandhi_validator::play::{Choice, Operation, Special};
use gandhi_validator::position::Edit;
use gandhi_validator::position::{GameRng, Seat};
use gandhi_validator::terms::{Faction, Piece, SpaceId, SupportLevel};

/// 8.4.1's example: Civil Disobedience with the Place Protests column's
/// first three rows (the rulebook quotes them): Bihar, then West Bengal.
#[test]
fn ex_8_4_1_selecting_a_space_for_an_operation() {
    let ex = Ex::new();
    let data = &ex.data;
    let mut s = ex.table(3, 3);
    ex.level(&mut s, "united_provinces", SupportLevel::ActiveOpposition);
    ex.place(&mut s, "united_provinces", Piece::CongressActivist, 1);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 2);
    ex.place(&mut s, "west_bengal", Piece::CongressActivist, 1);
    ex.place(&mut s, "central_india_agency", Piece::CongressActivist, 1);
    let eligible: Vec<SpaceId> = [
        "united_provinces",
        "bihar",
        "west_bengal",
        "central_india_agency",
    ]
    .iter()
    .map(|k| ex.id(k))
    .collect();
    let mut trace = Vec::new();
    let mut dice = Dice::new(GameRng::new(1));
    let first = select_space(
        data,
        &s,
        (Faction::Congress, Column::PlaceProtests),
        &eligible,
        &mut dice,
        &mut trace,
    )
    .unwrap();
    assert_eq!(first, Some(ex.id("bihar")));
    assert!(dice.rolls.is_empty(), "the column alone decides");
    // The rows as the example reads them: three candidates, then two, then one.
    let kept: Vec<usize> = trace
        .iter()
        .filter_map(|l| match l {
            TraceLine::Row { kept, .. } => Some(kept.len()),
            _ => None,
        })
        .collect();
    assert_eq!(kept, vec![3, 2, 1]);
    let rest: Vec<SpaceId> = eligible
        .iter()
        .copied()
        .filter(|e| *e != ex.id("bihar"))
        .collect();
    let second = select_space(
        data,
        &s,
        (Faction::Congress, Column::PlaceProtests),
        &rest,
        &mut dice,
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(second, Some(ex.id("west_bengal")));

    // The same through a card: two Protests Available at Restraint 3 (two
    // markers are already in India, far away).
    let data = with_aid(
        data,
        Faction::Congress,
        "- { id: cd, operation: civil_disobedience, column: place_protests, then: stop }",
        "",
    );
    let mut s2 = np_table(&ex, &data, Faction::Congress, 5);
    s2.space_mut(ex.id("united_provinces")).level = SupportLevel::ActiveOpposition;
    for (key, n) in [
        ("united_provinces", 1),
        ("bihar", 2),
        ("west_bengal", 1),
        ("central_india_agency", 1),
    ] {
        ex.place(&mut s2, key, Piece::CongressActivist, n);
    }
    for key in ["madras", "mysore"] {
        s2.space_mut(ex.id(key)).protests = 1;
    }
    let plan = plan_turn(&data, &s2, Faction::Congress, NpChoice::OperationOnly).unwrap();
    assert_eq!(plan.manual, None);
    assert_eq!(plan.selected, vec![ex.id("bihar"), ex.id("west_bengal")]);
    let after = assert_legal(&data, &s2, &plan);
    assert_eq!(after.space(ex.id("bihar")).protests, 1);
    assert_eq!(after.space(ex.id("west_bengal")).protests, 1);
    assert_eq!(after.space(ex.id("central_india_agency")).protests, 0);
}

/// 8.1.5's example: "get" three Troops to Delhi, which has two, then add
/// Sepoys up to six cubes placed; with only three Sepoys, all three.
#[test]
fn ex_8_1_5_get_three_troops_then_sepoys() {
    let ex = Ex::new();
    // A made-up Place Cubes column that puts Delhi first (it has Troops).
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: deploy, operation: deploy, column: place_cubes, then: stop }",
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ has: troops }, { most: population }] }\n",
    );
    for (sepoys, expected) in [(10u8, 5u8), (3, 3)] {
        let mut s = np_table(&ex, &data, Faction::Raj, 11);
        ex.put(&mut s, "delhi", Piece::Troop, 2);
        s.available.set(Piece::Sepoy, sepoys);
        let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::LimitedOperation).unwrap();
        assert_eq!(plan.selected, vec![ex.id("delhi")], "{:#?}", plan.trace);
        let after = assert_legal(&data, &s, &plan);
        let delhi = after.space(ex.id("delhi"));
        assert_eq!(delhi.pieces.get(Piece::Troop), 3);
        assert_eq!(delhi.pieces.get(Piece::Sepoy), expected);
    }
}

/// 8.6.2 with Deploy: every City while the roll holds; after a failed roll
/// Troops only; two cubes from Out of Play at the end (★).
#[test]
fn deploy_goes_on_until_the_activation_roll_fails() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: deploy, operation: deploy, column: place_cubes, then: stop }",
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ most: population }] }\n",
    );
    for seed in 0..20 {
        let mut s = np_table(&ex, &data, Faction::Raj, seed);
        s.out_of_play.set(Piece::Troop, 1);
        s.out_of_play.set(Piece::Sepoy, 3);
        let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::OperationOnly).unwrap();
        let after = assert_legal(&data, &s, &plan);
        let rolls: Vec<u8> = plan
            .trace
            .iter()
            .filter_map(|l| match l {
                TraceLine::Die {
                    purpose: Purpose::Activation,
                    value,
                    ..
                } => Some(*value),
                _ => None,
            })
            .collect();
        // Restraint 3: a roll of 3 or less ends the Sepoys.
        let failed = rolls.iter().position(|r| *r <= 3);
        if let Some(at) = failed {
            assert_eq!(rolls.len(), at + 1, "no roll after the failure: {rolls:?}");
        }
        assert_eq!(after.out_of_play.get(Piece::Troop), 0, "Troops first");
        assert_eq!(after.out_of_play.get(Piece::Sepoy), 2);
        let with_sepoys = ["delhi", "bombay", "calcutta", "karachi", "madras"]
            .iter()
            .filter(|k| after.space(ex.id(k)).pieces.get(Piece::Sepoy) > 0)
            .count();
        assert_eq!(with_sepoys, rolls.len(), "one roll per City with Sepoys");
    }
}

/// Every kind of box: a check each way, a flip, a Special Activity whose
/// condition fails and one that works, and the stop.
#[test]
fn a_card_is_read_box_by_box() {
    let ex = Ex::new();
    let nodes = "\
- { id: crisis, check: crisis, yes: { node: rally }, no: { node: jail } }
- { id: jail, check: gandhi_in_jail, yes: flip, no: { node: rally } }
- id: rally
  operation: rally
  column: place_guerrillas
  activation: 3
  then: { node: sa }
- id: sa
  specials:
    - { special: infiltrate, when: crisis }
    - { special: aid, column: attack_or_go_underground }
  then: stop";
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        nodes,
        "priorities:\n  - { faction: revolutionaries, column: place_guerrillas, rows: [{ most: population }, city] }\n  - { faction: revolutionaries, column: attack_or_go_underground, rows: [{ most: guerrillas }] }\n  - { faction: revolutionaries, column: place_bases, rows: [{ most: guerrillas }] }\n",
    );
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 3);
    ex.place(&mut s, "punjab", Piece::GuerrillaActive, 2);
    let plan = whole_plan(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationWithSpecial,
    );
    let declared = plan.declared.clone().unwrap();
    assert_eq!(
        declared.choice,
        Choice::Operation {
            op: Operation::Rally,
            limited: false,
            special: Some(Special::Aid)
        }
    );
    let checks: Vec<(&str, bool)> = plan
        .trace
        .iter()
        .filter_map(|l| match l {
            TraceLine::CardCheck { node, holds, .. } => Some((node.as_str(), *holds)),
            _ => None,
        })
        .collect();
    assert_eq!(
        checks,
        vec![("crisis", false), ("jail", false), ("infiltrate", false)]
    );
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(
        after
            .space(ex.id("punjab"))
            .pieces
            .get(Piece::GuerrillaActive),
        0,
        "Aid flipped them"
    );
    // Gandhi in Jail: the card is flipped and read again from its top.
    let mut jailed = s.clone();
    jailed.jail.set(Piece::Gandhi, 1);
    let plan = plan_turn(
        &data,
        &jailed,
        Faction::Revolutionaries,
        NpChoice::OperationOnly,
    )
    .unwrap();
    assert!(plan.edits.contains(&Edit::ArjunaFlip));
    // The flipped side checks the jail again and flips back: a loop the
    // engine stops.
    assert_eq!(plan.manual, Some(Manual::Loop));
    // Operation only: the Special Activity box is skipped.
    let plan = plan_turn(&data, &s, Faction::Revolutionaries, NpChoice::OperationOnly).unwrap();
    let declared = plan.declared.clone().unwrap();
    assert!(matches!(
        declared.choice,
        Choice::Operation { special: None, .. }
    ));
    assert!(
        plan.trace
            .iter()
            .any(|l| matches!(l, TraceLine::Skipped { .. }))
    );
    assert_legal(&data, &s, &plan);
}

/// A Limited Operation selects one space (8.6.1); a missing column is
/// asked for; an unknown side is left to the players with its letters; a
/// movement Operation is theirs too.
#[test]
fn what_the_engine_cannot_do_is_said() {
    let ex = Ex::new();
    let unrest =
        "- { id: unrest, operation: unrest, column: place_unrest, activation: 0, then: stop }";
    let data = with_aid(&ex.data, Faction::Revolutionaries, unrest, "");
    let mut s = np_table(&ex, &data, Faction::Revolutionaries, 9);
    ex.place(&mut s, "punjab", Piece::GuerrillaUnderground, 1);
    ex.place(&mut s, "sind", Piece::GuerrillaUnderground, 1);
    assert_eq!(
        plan_turn(
            &data,
            &s,
            Faction::Revolutionaries,
            NpChoice::LimitedOperation
        )
        .unwrap_err(),
        Question::PriorityColumn {
            faction: Faction::Revolutionaries,
            column: Column::PlaceUnrest
        }
    );
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        unrest,
        "priorities:\n  - { faction: revolutionaries, column: place_unrest, rows: [{ most: population }] }\n",
    );
    let plan = plan_turn(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::LimitedOperation,
    )
    .unwrap();
    assert_eq!(plan.selected, vec![ex.id("punjab")], "Population 2 first");
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("punjab")).unrest, 1);
    assert_eq!(after.space(ex.id("sind")).unrest, 0);

    // No face in the data: the drawn card's letters are given.
    let plain = ex.data.clone();
    let s = np_table(&ex, &plain, Faction::Revolutionaries, 9);
    let plan = plan_turn(
        &plain,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationOnly,
    )
    .unwrap();
    let (card, face) = s
        .arjuna
        .cards
        .iter()
        .find_map(|c| {
            (plain.arjuna.card(*c).unwrap().faction == Faction::Revolutionaries).then_some(*c)
        })
        .map(|c| (c, gandhi_validator::components::Face::Front))
        .unwrap();
    assert_eq!(plan.manual, Some(Manual::Card { card, face }));
    assert!(plan.declared.is_none());
    assert_eq!(
        plan.edits,
        vec![Edit::ArjunaDraw {
            faction: Faction::Revolutionaries
        }]
    );

    // March needs the Move Priorities column (8.4.2): without it, asked.
    let march = "- { id: march, operation: march, column: march, then: stop }";
    let data = with_aid(&ex.data, Faction::Revolutionaries, march, "");
    let mut with_guerrillas = s.clone();
    ex.place(
        &mut with_guerrillas,
        "bihar",
        Piece::GuerrillaUnderground,
        2,
    );
    assert_eq!(
        plan_turn(
            &data,
            &with_guerrillas,
            Faction::Revolutionaries,
            NpChoice::OperationOnly
        ),
        Err(Question::MovePriorities {
            faction: Faction::Revolutionaries
        })
    );
}

/// 8.6: an Operation with no eligible space draws a new card.
#[test]
fn an_operation_without_spaces_draws_a_new_card() {
    let ex = Ex::new();
    // Attack needs Guerrillas; there are none, so every card draws again
    // until the engine gives up.
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        "- { id: attack, operation: attack, column: attack_or_go_underground, activation: 2, then: stop }",
        "",
    );
    let s = np_table(&ex, &data, Faction::Revolutionaries, 4);
    let plan = plan_turn(&data, &s, Faction::Revolutionaries, NpChoice::OperationOnly).unwrap();
    let draws = plan
        .edits
        .iter()
        .filter(|e| matches!(e, Edit::ArjunaDraw { .. }))
        .count();
    assert!(draws > 1, "{draws}");
    assert_eq!(plan.manual, Some(Manual::Loop));
}

/// 8.7.1: Govern's actions in the card's order in up to two spaces: a
/// Protest removed where no Activist is, then Imperialism by a die.
#[test]
fn govern_follows_the_cards_order() {
    let ex = Ex::new();
    let nodes = "\
- { id: deploy, operation: deploy, column: place_cubes, then: { node: govern } }
- id: govern
  specials:
    - { special: govern, actions: [remove_protests, imperialism, remove_adversaries] }
  then: stop";
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        nodes,
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ most: population }] }\n  - { faction: raj, column: remove_or_replace, rows: [{ most: population }] }\n",
    );
    let mut s = np_table(&ex, &data, Faction::Raj, 21);
    ex.place(&mut s, "bihar", Piece::Sepoy, 2);
    s.space_mut(ex.id("bihar")).protests = 1;
    ex.place(&mut s, "sind", Piece::Troop, 1);
    ex.level(&mut s, "sind", SupportLevel::PassiveOpposition);
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::OperationWithSpecial);
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("bihar")).protests, 0);
    assert!(
        after.space(ex.id("sind")).level > SupportLevel::PassiveOpposition,
        "{:#?}",
        plan.trace
    );
}

/// The same seed and table give the same plan.
#[test]
fn the_same_seed_gives_the_same_turn() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: deploy, operation: deploy, column: place_cubes, then: stop }",
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ least: cubes }] }\n",
    );
    let a = np_table(&ex, &data, Faction::Raj, 77);
    let one = plan_turn(&data, &a, Faction::Raj, NpChoice::OperationOnly).unwrap();
    let two = plan_turn(&data, &a, Faction::Raj, NpChoice::OperationOnly).unwrap();
    assert_eq!(one, two);
    let b = np_table(&ex, &data, Faction::Raj, 78);
    let three = plan_turn(&data, &b, Faction::Raj, NpChoice::OperationOnly).unwrap();
    assert_ne!(one.trace, three.trace, "another seed, other ties and rolls");
}

/// 8.5's example through a card: Assault in Punjab with eight Sepoys takes
/// Gandhi with the Congress Activist, then the player's Guerrilla, then the
/// League's Activist.
#[test]
fn ex_8_5_an_assault_takes_pieces_by_the_adversary_priorities() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: assault, operation: assault, column: remove_or_replace, then: stop }",
        "",
    );
    let mut s = np_table(&ex, &data, Faction::Raj, 2);
    seat(&data, &mut s, Faction::MuslimLeague, Seat::NonPlayer);
    ex.place(&mut s, "punjab", Piece::Sepoy, 8);
    s.space_mut(ex.id("punjab")).pieces.add(Piece::Gandhi, 1);
    ex.place(&mut s, "punjab", Piece::CongressActivist, 1);
    ex.place(&mut s, "punjab", Piece::GuerrillaActive, 1);
    ex.place(&mut s, "punjab", Piece::LeagueActivist, 1);
    s.space_mut(ex.id("punjab")).protests = 1;
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::LimitedOperation);
    assert_eq!(plan.selected, vec![ex.id("punjab")]);
    let after = assert_legal(&data, &s, &plan);
    let punjab = after.space(ex.id("punjab"));
    assert_eq!(punjab.pieces.get(Piece::Gandhi), 0);
    assert_eq!(punjab.pieces.activists(), 0);
    assert_eq!(punjab.pieces.guerrillas(), 0);
    assert_eq!(after.jail.get(Piece::Gandhi), 1);
    assert_eq!(after.jail.get(Piece::CongressActivist), 1);
    assert_eq!(after.jail.get(Piece::LeagueActivist), 1);
}

/// An Assault whose removals expose a Base (3.2.4, 1.4.4): once the
/// Guerrillas are gone, the Revolutionaries' Base is no longer shielded
/// and the Troops left take it too. Before the Base was exposed the space
/// could only be planned short, and was left out.
#[test]
fn np_assault_takes_a_base_its_removals_expose() {
    let ex = Ex::new();
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        "- { id: assault, operation: assault, column: remove_or_replace, then: stop }",
        "",
    );
    let mut s = np_table(&ex, &data, Faction::Raj, 4);
    ex.place(&mut s, "bihar", Piece::Troop, 4);
    ex.place(&mut s, "bihar", Piece::GuerrillaActive, 2);
    ex.place(&mut s, "bihar", Piece::RevolutionariesBase, 1);
    let plan = whole_plan(&data, &s, Faction::Raj, NpChoice::LimitedOperation);
    assert_eq!(plan.selected, vec![ex.id("bihar")], "{:#?}", plan.trace);
    let after = assert_legal(&data, &s, &plan);
    let bihar = after.space(ex.id("bihar"));
    assert_eq!(bihar.pieces.guerrillas(), 0);
    assert_eq!(bihar.pieces.get(Piece::RevolutionariesBase), 0);
    assert_eq!(bihar.pieces.get(Piece::Troop), 4);
}

/// 8.7.1's Govern example, with card BB's Govern box as the rulebook quotes
/// it and the Shift to Support rows it names (the Deploy box before it and
/// the Place Cubes row are made up). No Protest lacks Activists, so the
/// first action is skipped; Imperialism rolls 2 and the column picks Bihar,
/// which loses its Unrest and shifts one level, to Neutral; the second
/// space removes an adversary.
#[test]
fn ex_8_7_1_np_raj_govern() {
    let ex = Ex::new();
    let nodes = "\
- { id: deploy, operation: deploy, column: place_cubes, then: { node: govern } }
- id: govern
  specials:
    - { special: govern, actions: [remove_protests, imperialism, remove_adversaries] }
  then: stop";
    let data = with_aid(
        &ex.data,
        Faction::Raj,
        nodes,
        "priorities:\n  - { faction: raj, column: place_cubes, rows: [{ most: population }] }\n",
    );
    let imperialism = |plan: &gandhi_validator::nonplayers::Plan| {
        plan.trace.iter().find_map(|l| match l {
            TraceLine::Die {
                purpose: Purpose::Imperialism,
                value,
                ..
            } => Some(*value),
            _ => None,
        })
    };
    let (table, plan) = (0..500)
        .find_map(|seed| {
            let mut s = np_table(&ex, &data, Faction::Raj, seed);
            ex.place(&mut s, "bihar", Piece::Sepoy, 2);
            ex.level(&mut s, "bihar", SupportLevel::PassiveOpposition);
            s.space_mut(ex.id("bihar")).unrest = 1;
            ex.place(&mut s, "punjab", Piece::Sepoy, 1);
            ex.place(&mut s, "punjab", Piece::GuerrillaActive, 1);
            let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::OperationWithSpecial).unwrap();
            (imperialism(&plan) == Some(2)).then_some((s, plan))
        })
        .expect("a seed whose Imperialism die is 2");
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    let after = assert_legal(&data, &table, &plan);
    let bihar = after.space(ex.id("bihar"));
    assert_eq!(bihar.unrest, 0);
    assert_eq!(bihar.level, SupportLevel::Neutral);
    let punjab = after.space(ex.id("punjab"));
    assert_eq!(punjab.pieces.guerrillas(), 0, "the adversary removed");
    let govern: Vec<SpaceId> = plan
        .selected
        .iter()
        .copied()
        .filter(|s| [ex.id("bihar"), ex.id("punjab")].contains(s))
        .collect();
    assert_eq!(govern, vec![ex.id("bihar"), ex.id("punjab")]);
    // The rows chose Bihar among several spaces eligible for Imperialism.
    assert!(
        plan.trace.iter().any(|l| matches!(
            l,
            TraceLine::Selected { column: Column::ShiftToSupport, space, among, .. }
                if *space == ex.id("bihar") && *among > 1
        )),
        "{:#?}",
        plan.trace
    );
}

/// 8.4.1's example of eligible spaces: a non-player League's
/// Non-Cooperation may only take spaces with a Protest, League Activists
/// and no Raj Control. The card face and column are MADE UP.
#[test]
fn ex_8_4_1_eligible_spaces_for_league_non_cooperation() {
    let ex = Ex::new();
    let data = &with_aid(
        &ex.data,
        Faction::MuslimLeague,
        "- { id: nc, operation: non_cooperation, column: shift_to_opposition, then: stop }",
        "priorities:\n  - { faction: muslim_league, column: shift_to_opposition, rows: [{ most: population }] }\n",
    );
    let mut s = np_table(&ex, data, Faction::MuslimLeague, 6);
    // Eligible: Protest, League Activist, no Raj Control.
    ex.place(&mut s, "west_bengal", Piece::LeagueActivist, 1);
    ex.space(&mut s, "west_bengal").protests = 1;
    // Raj Control: not eligible.
    ex.place(&mut s, "east_bengal", Piece::LeagueActivist, 1);
    ex.place(&mut s, "east_bengal", Piece::Sepoy, 3);
    ex.space(&mut s, "east_bengal").protests = 1;
    // No Protest: not eligible.
    ex.place(&mut s, "calcutta", Piece::LeagueActivist, 1);
    let plan = whole_plan(data, &s, Faction::MuslimLeague, NpChoice::OperationOnly);
    assert_eq!(plan.selected, vec![ex.id("west_bengal")]);
    let after = assert_legal(data, &s, &plan);
    assert_eq!(
        after.space(ex.id("west_bengal")).level,
        s.space(ex.id("west_bengal")).level.shifted(false)
    );
}

/// 8.6's example of a ★ instruction: after a non-player League's Rally
/// places its pieces, one League Activist comes from Out of Play to
/// Available. The card face and columns are MADE UP.
#[test]
fn ex_8_6_star_instructions_after_a_league_rally() {
    let ex = Ex::new();
    let data = &with_aid(
        &ex.data,
        Faction::MuslimLeague,
        "- { id: rally, operation: rally, column: place_activists, then: stop }",
        "priorities:\n  - { faction: muslim_league, column: place_activists, rows: [{ most: population }, muslim] }\n  - { faction: muslim_league, column: place_bases, rows: [{ most: population }] }\n",
    );
    let mut s = np_table(&ex, data, Faction::MuslimLeague, 8);
    s.out_of_play.set(Piece::LeagueActivist, 2);
    let before = s.available.get(Piece::LeagueActivist);
    let plan = whole_plan(data, &s, Faction::MuslimLeague, NpChoice::OperationOnly);
    let after = assert_legal(data, &s, &plan);
    assert_eq!(
        after.out_of_play.get(Piece::LeagueActivist),
        1,
        "one came out"
    );
    let placed: u32 = after
        .iter_spaces()
        .map(|(_, here)| u32::from(here.pieces.get(Piece::LeagueActivist)))
        .sum();
    assert!(placed > 0, "the Rally placed Activists first");
    assert_eq!(
        u32::from(after.available.get(Piece::LeagueActivist)) + placed,
        u32::from(before) + 1,
        "the Activist from Out of Play is Available"
    );
}
