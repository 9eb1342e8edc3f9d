//! The rulebook's EXAMPLES of Operations and Special Activities (1.12,
//! 3.1.5, 3.2–3.4, 4.2–4.5): each played as a declared action whose legal
//! version checks clean, and a broken variant that produces the finding the
//! rule predicts. Where an example leaves a number open, the test says what
//! it assumes.

use gandhi_validator::terms::{Faction, Piece, SupportLevel};
use gandhi_validator::{
    findings::Issue,
    play::{Declared, Execution, Operation, Special},
};

use crate::common;
use common::Ex;

fn op(faction: Faction, op: Operation) -> Declared {
    Declared::operation(faction, op, None)
}

/// 1.12: Unrest on a 5-Econ Railway places a Strike instead of Unrest.
#[test]
fn ex_1_12_strike_on_a_railway() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "rail_bombay", Piece::GuerrillaUnderground, 1);
    let mut after = before.clone();
    ex.flip(&mut after, "rail_bombay", 1, true);
    ex.space(&mut after, "rail_bombay").strikes = 1;
    after.tracks.revolutionaries_resources -= 3;
    after.tracks.restraint = 2;
    let declared = op(Faction::Revolutionaries, Operation::Unrest);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut wrong = before.clone();
    ex.flip(&mut wrong, "rail_bombay", 1, true);
    ex.space(&mut wrong, "rail_bombay").unrest = 1;
    wrong.tracks.revolutionaries_resources -= 3;
    wrong.tracks.restraint = 2;
    ex.expect(
        &declared,
        Execution::whole(&before, &wrong),
        Issue::UnrestMarkerWrong,
    );
}

/// 3.1.5 (1): Restraint 2; Congress interrupts Civil Disobedience with a
/// Negotiate in Bihar that raises Restraint to 3, then may select three spaces.
#[test]
fn ex_3_1_5_negotiate_raises_the_allowance() {
    let ex = Ex::new();
    let mut before = ex.table(2, 3);
    for key in ["bihar", "gujarat", "hyderabad", "orissa"] {
        ex.put(&mut before, key, Piece::CongressActivist, 1);
    }
    ex.space(&mut before, "bihar").protests = 1;
    // Civil Disobedience in Gujarat, then Negotiate in Bihar, then CD in Hyderabad and Orissa.
    let mut first = before.clone();
    ex.space(&mut first, "gujarat").protests = 1;
    let mut negotiated = first.clone();
    ex.space(&mut negotiated, "bihar").protests = 0;
    negotiated.tracks.restraint = 3;
    let mut after = negotiated.clone();
    ex.space(&mut after, "hyderabad").protests = 1;
    ex.space(&mut after, "orissa").protests = 1;
    let declared = Declared::operation(
        Faction::Congress,
        Operation::CivilDisobedience,
        Some(Special::Negotiate),
    );
    let execution = Execution {
        before: &before,
        special: Some((&first, &negotiated)),
        after: &after,
        played: &[],
    };
    ex.clean(&declared, execution);

    // Without the Negotiate first, the third space is one too many.
    let mut all_first = before.clone();
    for key in ["gujarat", "hyderabad", "orissa"] {
        ex.space(&mut all_first, key).protests = 1;
    }
    let mut then = all_first.clone();
    ex.space(&mut then, "bihar").protests = 0;
    then.tracks.restraint = 3;
    let execution = Execution {
        before: &before,
        special: Some((&all_first, &then)),
        after: &then,
        played: &[],
    };
    ex.expect(&declared, execution, Issue::TooManySpaces);
}

/// 3.1.5 (2): Unity 1, Restraint 2; Non-Cooperation drops Restraint to 1:
/// Crisis, so the following Infiltrate may place a Muslim State.
#[test]
fn ex_3_1_5_crisis_after_non_cooperation() {
    let ex = Ex::new();
    let mut before = ex.table(2, 1);
    ex.put(&mut before, "sind", Piece::LeagueActivist, 1);
    ex.put(&mut before, "sind", Piece::LeagueBase, 1);
    ex.space(&mut before, "sind").protests = 1;
    ex.level(&mut before, "sind", SupportLevel::Neutral);
    let mut op_done = before.clone();
    ex.level(&mut op_done, "sind", SupportLevel::PassiveOpposition);
    op_done.tracks.restraint = 1;
    let mut after = op_done.clone();
    ex.space(&mut after, "sind").muslim_state = true;
    let declared = Declared::operation(
        Faction::MuslimLeague,
        Operation::NonCooperation,
        Some(Special::Infiltrate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&op_done, &after)),
            after: &after,
            played: &[],
        },
    );

    // Had the Infiltrate come first, there was no Crisis yet.
    let mut early = before.clone();
    ex.space(&mut early, "sind").muslim_state = true;
    let mut late = early.clone();
    ex.level(&mut late, "sind", SupportLevel::PassiveOpposition);
    late.tracks.restraint = 1;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&before, &early)),
            after: &late,
            played: &[],
        },
        Issue::InfiltrateNeedsCrisis,
    );
}

/// 3.1.5 (3): Restraint 1, Unity 2; Unrest, interrupted by an Assassinate
/// that shifts Unity to 1; in the Crisis, Unrest may then select a space with
/// Activists of both nonviolent Factions and no Guerrilla.
#[test]
fn ex_3_1_5_crisis_during_unrest() {
    let ex = Ex::new();
    let mut before = ex.table(1, 2);
    ex.put(&mut before, "bihar", Piece::GuerrillaUnderground, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 1);
    ex.space(&mut before, "bihar").protests = 1; // so the Activist is Active
    ex.put(&mut before, "bombay", Piece::CongressActivist, 1);
    ex.put(&mut before, "bombay", Piece::LeagueActivist, 1);
    let mut first = before.clone();
    ex.flip(&mut first, "bihar", 1, true);
    ex.space(&mut first, "bihar").unrest = 1;
    first.tracks.revolutionaries_resources -= 1;
    let mut assassinated = first.clone();
    ex.remove(
        &mut assassinated,
        "bihar",
        Piece::CongressActivist,
        1,
        false,
    );
    assassinated.tracks.unity = 1;
    let mut after = assassinated.clone();
    ex.space(&mut after, "bombay").unrest = 1;
    after.tracks.revolutionaries_resources -= 1;
    let declared = Declared::operation(
        Faction::Revolutionaries,
        Operation::Unrest,
        Some(Special::Assassinate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&first, &assassinated)),
            after: &after,
            played: &[],
        },
    );

    // Selecting Bombay before the Crisis is not allowed.
    let mut bombay_first = before.clone();
    ex.flip(&mut bombay_first, "bihar", 1, true);
    ex.space(&mut bombay_first, "bihar").unrest = 1;
    ex.space(&mut bombay_first, "bombay").unrest = 1;
    bombay_first.tracks.revolutionaries_resources -= 2;
    let mut then = bombay_first.clone();
    ex.remove(&mut then, "bihar", Piece::CongressActivist, 1, false);
    then.tracks.unity = 1;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&bombay_first, &then)),
            after: &then,
            played: &[],
        },
        Issue::UnrestNotEligible,
    );
}

/// 3.2.2: Restraint 2; the Raj pays 2 to move 2 Troops from West Bengal and 3
/// Sepoys from Rajputana along Railways into Raj-Controlled spaces. The
/// Protest in Bihar keeps its Sepoys in place. (Assumed destinations: Delhi
/// for the Troops, Calcutta for the Sepoys.)
#[test]
fn ex_3_2_2_garrison() {
    let ex = Ex::new();
    let mut before = ex.table(2, 3);
    ex.put(&mut before, "west_bengal", Piece::Troop, 2);
    ex.put(&mut before, "rajputana", Piece::Sepoy, 3);
    ex.put(&mut before, "bihar", Piece::Sepoy, 2);
    ex.space(&mut before, "bihar").protests = 1;
    ex.put(&mut before, "calcutta", Piece::Sepoy, 1);
    let mut after = before.clone();
    ex.mv(&mut after, Piece::Troop, 2, "west_bengal", "delhi");
    ex.mv(&mut after, Piece::Sepoy, 3, "rajputana", "calcutta");
    after.tracks.raj_resources -= 2;
    let declared = op(Faction::Raj, Operation::Garrison);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut protest = after.clone();
    ex.mv(&mut protest, Piece::Sepoy, 1, "bihar", "calcutta");
    ex.expect(
        &declared,
        Execution::whole(&before, &protest),
        Issue::MoveOutOfProtest,
    );

    let mut unpaid = after.clone();
    unpaid.tracks.raj_resources += 2;
    ex.expect(
        &declared,
        Execution::whole(&before, &unpaid),
        Issue::CostWrong,
    );
}

/// 3.2.2: an Active Activist on a Railway stops cubes moving along it.
/// (Assumed: the Assam line, whose only way on is into Assam.)
#[test]
fn ex_3_2_2_garrison_stops_at_active_adversaries() {
    let ex = Ex::new();
    let mut before = ex.table(2, 3);
    ex.put(&mut before, "west_bengal", Piece::Troop, 1);
    ex.put(&mut before, "assam", Piece::Sepoy, 1); // Assam is Raj-Controlled
    let mut after = before.clone();
    ex.mv(&mut after, Piece::Troop, 1, "west_bengal", "assam");
    let declared = op(Faction::Raj, Operation::Garrison);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut blocked_before = before.clone();
    ex.put(
        &mut blocked_before,
        "rail_calcutta_assam",
        Piece::CongressActivist,
        1,
    );
    let mut blocked_after = after.clone();
    ex.put(
        &mut blocked_after,
        "rail_calcutta_assam",
        Piece::CongressActivist,
        1,
    );
    ex.expect(
        &declared,
        Execution::whole(&blocked_before, &blocked_after),
        Issue::MoveImpossible,
    );
}

/// 3.2.3: Restraint 4; Madras Presidency holds 1 Sepoy and 2 Underground
/// Guerrillas. A Troop moves in; paying 4 to use the Sepoy too, both
/// Guerrillas are Activated. Without paying, only one.
#[test]
fn ex_3_2_3_sweeping_in_place() {
    let ex = Ex::new();
    let mut before = ex.table(4, 3);
    ex.put(&mut before, "madras_presidency", Piece::Sepoy, 1);
    ex.put(
        &mut before,
        "madras_presidency",
        Piece::GuerrillaUnderground,
        2,
    );
    ex.put(&mut before, "madras", Piece::Troop, 1);
    let declared = op(Faction::Raj, Operation::Sweep);

    let mut paid = before.clone();
    ex.mv(&mut paid, Piece::Troop, 1, "madras", "madras_presidency");
    ex.flip(&mut paid, "madras_presidency", 2, true);
    paid.tracks.raj_resources -= 4;
    ex.clean(&declared, Execution::whole(&before, &paid));

    let mut unpaid = before.clone();
    ex.mv(&mut unpaid, Piece::Troop, 1, "madras", "madras_presidency");
    ex.flip(&mut unpaid, "madras_presidency", 1, true);
    ex.clean(&declared, Execution::whole(&before, &unpaid));

    let mut cheated = paid.clone();
    cheated.tracks.raj_resources += 4;
    ex.expect(
        &declared,
        Execution::whole(&before, &cheated),
        Issue::CostWrong,
    );

    let mut short = unpaid.clone();
    ex.flip(&mut short, "madras_presidency", 1, false);
    ex.expect(
        &declared,
        Execution::whole(&before, &short),
        Issue::ActivationWrong,
    );
}

/// 3.2.4: Restraint 3, Lord Chelmsford; Assault in Bihar with one Troop and
/// three Sepoys for 1 Resource; Gandhi and the three Active Activists go to
/// Jail; at the end of the turn Restraint falls to 2 and Congress places two
/// Protests. (Assumed: a Protest in Bihar makes the Activists Active; the new
/// Protests go to Gujarat and Orissa.)
#[test]
fn ex_3_2_4_assault_arrests_gandhi() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.viceroy(&mut before, "chelmsford");
    ex.put(&mut before, "bihar", Piece::Troop, 1);
    ex.put(&mut before, "bihar", Piece::Sepoy, 3);
    ex.put(&mut before, "bihar", Piece::Gandhi, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 2);
    ex.put(&mut before, "bihar", Piece::LeagueActivist, 1);
    ex.space(&mut before, "bihar").protests = 1;
    let mut after = before.clone();
    ex.remove(&mut after, "bihar", Piece::Gandhi, 1, true);
    ex.remove(&mut after, "bihar", Piece::CongressActivist, 2, true);
    ex.remove(&mut after, "bihar", Piece::LeagueActivist, 1, true);
    after.tracks.raj_resources -= 1;
    after.tracks.restraint = 2;
    ex.space(&mut after, "gujarat").protests = 1;
    ex.space(&mut after, "orissa").protests = 1;
    let declared = op(Faction::Raj, Operation::Assault);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut spared = before.clone();
    ex.remove(&mut spared, "bihar", Piece::CongressActivist, 2, true);
    ex.remove(&mut spared, "bihar", Piece::LeagueActivist, 1, true);
    spared.tracks.raj_resources -= 1;
    ex.expect(
        &declared,
        Execution::whole(&before, &spared),
        Issue::RemovedTooFew,
    );

    let mut full_price = after.clone();
    full_price.tracks.raj_resources -= 2;
    ex.expect(
        &declared,
        Execution::whole(&before, &full_price),
        Issue::CostWrong,
    );

    let mut freed = after.clone();
    freed.jail.remove(Piece::CongressActivist, 2);
    freed.available.add(Piece::CongressActivist, 2);
    ex.expect(
        &declared,
        Execution::whole(&before, &freed),
        Issue::WrongBox,
    );

    let mut no_shift = after.clone();
    no_shift.tracks.restraint = 3;
    ex.expect(
        &declared,
        Execution::whole(&before, &no_shift),
        Issue::GandhiArrestEffectsMissing,
    );
}

/// 3.3.1: Unity 3; the Muslim League Rallies in Sind, Baluchistan and
/// Karachi (no Support) and in Punjab, which has a League Base.
#[test]
fn ex_3_3_1_selecting_spaces_for_rally() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "punjab", Piece::LeagueBase, 1);
    ex.level(&mut before, "gujarat", SupportLevel::PassiveSupport);
    let mut after = before.clone();
    for key in ["sind", "baluchistan", "karachi"] {
        ex.place(&mut after, key, Piece::LeagueActivist, 1);
    }
    ex.place(&mut after, "punjab", Piece::LeagueActivist, 2);
    let declared = op(Faction::MuslimLeague, Operation::Rally);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut fourth = after.clone();
    ex.place(&mut fourth, "northwest_frontier", Piece::LeagueActivist, 1);
    ex.expect(
        &declared,
        Execution::whole(&before, &fourth),
        Issue::TooManySpaces,
    );

    let mut supported = before.clone();
    ex.place(&mut supported, "gujarat", Piece::LeagueActivist, 1);
    ex.expect(
        &declared,
        Execution::whole(&before, &supported),
        Issue::RallySpaceHasSupport,
    );

    let mut greedy = before.clone();
    ex.place(&mut greedy, "sind", Piece::LeagueActivist, 2);
    ex.expect(
        &declared,
        Execution::whole(&before, &greedy),
        Issue::RallyTooManyActivists,
    );
}

/// 3.3.2: Restraint 2, three Protests Available; from Bihar (three Congress
/// Activists and a Protest) one Activist goes to West Bengal (no Control: a
/// lone Sepoy and an Active Guerrilla) with a Protest, one to United
/// Provinces (Raj Control), where no Protest may go.
#[test]
fn ex_3_3_2_placing_protest_during_demonstrate() {
    let ex = Ex::new();
    let mut before = ex.table(2, 3);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 3);
    // Three markers already in India leave three of the six in reach at Restraint 2.
    for key in ["bihar", "sind", "assam"] {
        ex.space(&mut before, key).protests = 1;
    }
    ex.put(&mut before, "west_bengal", Piece::Sepoy, 1);
    ex.put(&mut before, "west_bengal", Piece::GuerrillaActive, 1);
    ex.put(&mut before, "united_provinces", Piece::Sepoy, 2);
    let mut after = before.clone();
    ex.mv(
        &mut after,
        Piece::CongressActivist,
        1,
        "bihar",
        "west_bengal",
    );
    ex.mv(
        &mut after,
        Piece::CongressActivist,
        1,
        "bihar",
        "united_provinces",
    );
    ex.space(&mut after, "west_bengal").protests = 1;
    let declared = op(Faction::Congress, Operation::Demonstrate);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut controlled = after.clone();
    ex.space(&mut controlled, "united_provinces").protests = 1;
    ex.expect(
        &declared,
        Execution::whole(&before, &controlled),
        Issue::DemonstrateProtestUnderControl,
    );

    let mut far = before.clone();
    ex.mv(
        &mut far,
        Piece::CongressActivist,
        1,
        "bihar",
        "madras_presidency",
    );
    ex.expect(
        &declared,
        Execution::whole(&before, &far),
        Issue::MoveImpossible,
    );
}

/// 3.3.3: Restraint 3, two Protests Available; Civil Disobedience places
/// them in Bombay Presidency and Coastal Andhra, and with its third space
/// moves the Activist in Hyderabad onto the 4-Econ Railway.
#[test]
fn ex_3_3_3_moving_onto_railways() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    for key in ["bombay_presidency", "coastal_andhra", "hyderabad"] {
        ex.put(&mut before, key, Piece::CongressActivist, 1);
    }
    for key in ["sind", "assam"] {
        ex.space(&mut before, key).protests = 1;
    }
    let mut after = before.clone();
    ex.space(&mut after, "bombay_presidency").protests = 1;
    ex.space(&mut after, "coastal_andhra").protests = 1;
    ex.mv(
        &mut after,
        Piece::CongressActivist,
        1,
        "hyderabad",
        "rail_deccan",
    );
    let declared = op(Faction::Congress, Operation::CivilDisobedience);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut inland = before.clone();
    ex.mv(
        &mut inland,
        Piece::CongressActivist,
        1,
        "hyderabad",
        "bombay_presidency",
    );
    ex.expect(
        &declared,
        Execution::whole(&before, &inland),
        Issue::CivilDisobedienceMoveNotToRailway,
    );

    let mut third = after.clone();
    ex.space(&mut third, "hyderabad").protests = 1;
    ex.expect(
        &declared,
        Execution::whole(&before, &third),
        Issue::ProtestsUnavailable,
    );
}

/// 3.3.4: Non-Cooperation shifts Coastal Andhra towards Active Opposition;
/// Bombay Presidency has Raj Control and Hyderabad only Gandhi.
#[test]
fn ex_3_3_4_non_cooperation() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    for key in ["coastal_andhra", "bombay_presidency", "hyderabad"] {
        ex.space(&mut before, key).protests = 1;
    }
    ex.put(&mut before, "coastal_andhra", Piece::CongressActivist, 1);
    ex.put(&mut before, "bombay_presidency", Piece::CongressActivist, 1);
    ex.put(&mut before, "bombay_presidency", Piece::Sepoy, 3);
    ex.put(&mut before, "hyderabad", Piece::Gandhi, 1);
    let mut after = before.clone();
    ex.level(
        &mut after,
        "coastal_andhra",
        SupportLevel::PassiveOpposition,
    );
    after.tracks.restraint = 2;
    let declared = op(Faction::Congress, Operation::NonCooperation);
    ex.clean(&declared, Execution::whole(&before, &after));

    for key in ["bombay_presidency", "hyderabad"] {
        let mut wrong = after.clone();
        ex.level(&mut wrong, key, SupportLevel::PassiveOpposition);
        ex.expect(
            &declared,
            Execution::whole(&before, &wrong),
            Issue::NonCooperationNotEligible,
        );
    }
    let mut no_drop = after.clone();
    no_drop.tracks.restraint = 3;
    ex.expect(
        &declared,
        Execution::whole(&before, &no_drop),
        Issue::RestraintShiftWrong,
    );
}

/// 3.4.1: Unity 2; for 1 Resource the Revolutionaries exchange two
/// Guerrillas in Punjab for a Base.
#[test]
fn ex_3_4_1_placing_a_base_during_rally() {
    let ex = Ex::new();
    let mut before = ex.table(3, 2);
    ex.put(&mut before, "punjab", Piece::GuerrillaUnderground, 2);
    let mut after = before.clone();
    ex.remove(&mut after, "punjab", Piece::GuerrillaUnderground, 2, false);
    ex.place(&mut after, "punjab", Piece::RevolutionariesBase, 1);
    after.tracks.revolutionaries_resources -= 1;
    let declared = op(Faction::Revolutionaries, Operation::Rally);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut cheap = before.clone();
    ex.remove(&mut cheap, "punjab", Piece::GuerrillaUnderground, 1, false);
    ex.place(&mut cheap, "punjab", Piece::RevolutionariesBase, 1);
    cheap.tracks.revolutionaries_resources -= 1;
    ex.expect(
        &declared,
        Execution::whole(&before, &cheap),
        Issue::RevRallyBaseNeedsUnity,
    );
}

/// 3.4.2: from Orissa (1 Resource), two Guerrillas go to Central Provinces
/// (no Support: they stay Underground), one to Bihar (Support, more than 3
/// with the cubes: Activated), one along the Railways to United Provinces
/// (Support, but not more than 3: Underground). (Assumed cubes: 2 in Central
/// Provinces, 3 in Bihar, 1 in United Provinces.)
#[test]
fn ex_3_4_2_guerrillas_moving_during_march() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "orissa", Piece::GuerrillaUnderground, 4);
    ex.put(&mut before, "central_provinces", Piece::Sepoy, 2);
    ex.put(&mut before, "bihar", Piece::Sepoy, 3);
    ex.level(&mut before, "bihar", SupportLevel::PassiveSupport);
    ex.put(&mut before, "united_provinces", Piece::Sepoy, 1);
    ex.level(
        &mut before,
        "united_provinces",
        SupportLevel::PassiveSupport,
    );
    let mut after = before.clone();
    ex.mv(
        &mut after,
        Piece::GuerrillaUnderground,
        2,
        "orissa",
        "central_provinces",
    );
    ex.take(&mut after, "orissa", Piece::GuerrillaUnderground, 1);
    ex.put(&mut after, "bihar", Piece::GuerrillaActive, 1);
    ex.mv(
        &mut after,
        Piece::GuerrillaUnderground,
        1,
        "orissa",
        "united_provinces",
    );
    after.tracks.revolutionaries_resources -= 1;
    let declared = op(Faction::Revolutionaries, Operation::March);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut hidden = before.clone();
    ex.mv(
        &mut hidden,
        Piece::GuerrillaUnderground,
        2,
        "orissa",
        "central_provinces",
    );
    ex.mv(
        &mut hidden,
        Piece::GuerrillaUnderground,
        1,
        "orissa",
        "bihar",
    );
    ex.mv(
        &mut hidden,
        Piece::GuerrillaUnderground,
        1,
        "orissa",
        "united_provinces",
    );
    hidden.tracks.revolutionaries_resources -= 1;
    ex.expect(
        &declared,
        Execution::whole(&before, &hidden),
        Issue::MarchActivationWrong,
    );

    // An Active Guerrilla cannot take the Railways.
    let mut active_before = before.clone();
    ex.flip(&mut active_before, "orissa", 1, true);
    let mut active_after = active_before.clone();
    ex.mv(
        &mut active_after,
        Piece::GuerrillaActive,
        1,
        "orissa",
        "united_provinces",
    );
    active_after.tracks.revolutionaries_resources -= 1;
    ex.expect(
        &declared,
        Execution::whole(&active_before, &active_after),
        Issue::MoveImpossible,
    );
}

/// 3.4.3: Attack in East Bengal (three Guerrillas, die 2) removes both cubes
/// and places Unrest (no Control); in Bihar (two Guerrillas, die 1) two
/// Sepoys go and Unrest follows the Protest there. 2 Resources.
#[test]
fn ex_3_4_3_attack() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "east_bengal", Piece::GuerrillaUnderground, 3);
    ex.put(&mut before, "east_bengal", Piece::Sepoy, 2);
    ex.put(&mut before, "bihar", Piece::GuerrillaUnderground, 2);
    ex.put(&mut before, "bihar", Piece::Sepoy, 3);
    ex.space(&mut before, "bihar").protests = 1;
    let eb = ex.id("east_bengal");
    let bihar = ex.id("bihar");
    let declared = op(Faction::Revolutionaries, Operation::Attack)
        .with_die(Some(eb), 2)
        .with_die(Some(bihar), 1);
    let mut after = before.clone();
    ex.flip(&mut after, "east_bengal", 3, true);
    ex.remove(&mut after, "east_bengal", Piece::Sepoy, 2, false);
    ex.space(&mut after, "east_bengal").unrest = 1;
    ex.flip(&mut after, "bihar", 2, true);
    ex.remove(&mut after, "bihar", Piece::Sepoy, 2, false);
    ex.space(&mut after, "bihar").unrest = 1;
    after.tracks.revolutionaries_resources -= 2;
    ex.clean(&declared, Execution::whole(&before, &after));

    let failed = op(Faction::Revolutionaries, Operation::Attack)
        .with_die(Some(eb), 2)
        .with_die(Some(bihar), 4);
    ex.expect(
        &failed,
        Execution::whole(&before, &after),
        Issue::AttackFailedButRemoved,
    );

    let mut no_unrest = after.clone();
    ex.space(&mut no_unrest, "east_bengal").unrest = 0;
    ex.expect(
        &declared,
        Execution::whole(&before, &no_unrest),
        Issue::AttackUnrestWrong,
    );

    let mut troop_first = before.clone();
    ex.put(&mut troop_first, "east_bengal", Piece::Troop, 1);
    let mut troop_after = troop_first.clone();
    ex.flip(&mut troop_after, "east_bengal", 3, true);
    ex.remove(&mut troop_after, "east_bengal", Piece::Troop, 1, false);
    ex.remove(&mut troop_after, "east_bengal", Piece::Sepoy, 1, false);
    troop_after.tracks.revolutionaries_resources -= 1;
    let one = op(Faction::Revolutionaries, Operation::Attack).with_die(Some(eb), 2);
    ex.expect(
        &one,
        Execution::whole(&troop_first, &troop_after),
        Issue::TroopsNotLast,
    );
}

/// 3.4.4: in Crisis, Unrest costs 1 per space: Bombay Presidency (an
/// Underground Guerrilla) and Bombay (Activists of both nonviolent Factions).
#[test]
fn ex_3_4_4_unrest_in_crisis() {
    let ex = Ex::new();
    let mut before = ex.table(1, 1);
    ex.put(
        &mut before,
        "bombay_presidency",
        Piece::GuerrillaUnderground,
        1,
    );
    ex.level(
        &mut before,
        "bombay_presidency",
        SupportLevel::PassiveSupport,
    );
    ex.put(&mut before, "bombay", Piece::CongressActivist, 1);
    ex.put(&mut before, "bombay", Piece::LeagueActivist, 1);
    let mut after = before.clone();
    ex.flip(&mut after, "bombay_presidency", 1, true);
    ex.space(&mut after, "bombay_presidency").unrest = 1;
    ex.level(&mut after, "bombay_presidency", SupportLevel::Neutral);
    ex.space(&mut after, "bombay").unrest = 1;
    after.tracks.revolutionaries_resources -= 2;
    let declared = op(Faction::Revolutionaries, Operation::Unrest);
    ex.clean(&declared, Execution::whole(&before, &after));

    let mut calm = before.clone();
    calm.tracks.unity = 2;
    let mut calm_after = after.clone();
    calm_after.tracks.unity = 2;
    ex.expect(
        &declared,
        Execution::whole(&calm, &calm_after),
        Issue::UnrestNotEligible,
    );
}

/// 4.2.1: Treaty moves three Sepoys into the Muslim State of West Bengal
/// (the Troop in East Bengal may not follow), and in Orissa two Sepoys remove
/// the Active Guerrilla and arrest the Activist. (Assumed: a Protest in
/// Orissa makes the Activist Active.)
#[test]
fn ex_4_2_1_treaty() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.space(&mut before, "west_bengal").muslim_state = true;
    ex.put(&mut before, "east_bengal", Piece::Sepoy, 2);
    ex.put(&mut before, "east_bengal", Piece::Troop, 1);
    ex.put(&mut before, "bihar", Piece::Sepoy, 1);
    ex.put(&mut before, "orissa", Piece::Sepoy, 2);
    ex.put(&mut before, "orissa", Piece::GuerrillaActive, 1);
    ex.put(&mut before, "orissa", Piece::CongressActivist, 1);
    ex.space(&mut before, "orissa").protests = 1;
    // Deploy in Delhi carries the Treaty.
    let mut deployed = before.clone();
    ex.place(&mut deployed, "delhi", Piece::Troop, 1);
    let mut after = deployed.clone();
    ex.mv(&mut after, Piece::Sepoy, 2, "east_bengal", "west_bengal");
    ex.mv(&mut after, Piece::Sepoy, 1, "bihar", "west_bengal");
    ex.remove(&mut after, "orissa", Piece::GuerrillaActive, 1, false);
    ex.remove(&mut after, "orissa", Piece::CongressActivist, 1, true);
    let declared = Declared::operation(Faction::Raj, Operation::Deploy, Some(Special::Treaty));
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &after)),
            after: &after,
            played: &[],
        },
    );

    // The Troop may not follow: Troops never enter a State (1.4.2), said
    // once, as Sweep, Garrison and Redeploy say it, and not as a change
    // Treaty does not make (3.1).
    let mut troop = after.clone();
    ex.mv(&mut troop, Piece::Troop, 1, "east_bengal", "west_bengal");
    let found = ex.issues(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &troop)),
            after: &troop,
            played: &[],
        },
    );
    assert_eq!(found, [Issue::TroopsIntoState]);
}

/// 4.2.2: of Bombay Presidency (Imperialism, two levels for 6 Resources),
/// Hyderabad (remove the Active Guerrilla) and the 4-Econ Railway (remove its
/// Strike), Govern may choose only two.
#[test]
fn ex_4_2_2_govern() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "bombay_presidency", Piece::Sepoy, 1);
    ex.put(&mut before, "hyderabad", Piece::Sepoy, 1);
    ex.put(&mut before, "hyderabad", Piece::GuerrillaActive, 1);
    ex.put(&mut before, "rail_deccan", Piece::Sepoy, 1);
    ex.space(&mut before, "rail_deccan").strikes = 1;
    ex.put(&mut before, "delhi", Piece::Sepoy, 1);
    let mut deployed = before.clone();
    ex.place(&mut deployed, "delhi", Piece::Troop, 1);
    let mut after = deployed.clone();
    ex.level(&mut after, "bombay_presidency", SupportLevel::ActiveSupport);
    after.tracks.raj_resources -= 6;
    ex.remove(&mut after, "hyderabad", Piece::GuerrillaActive, 1, false);
    let declared = Declared::operation(Faction::Raj, Operation::Deploy, Some(Special::Govern));
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut three = after.clone();
    ex.space(&mut three, "rail_deccan").strikes = 0;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &three)),
            after: &three,
            played: &[],
        },
        Issue::SpecialTooManySpaces,
    );

    let mut cheap = after.clone();
    cheap.tracks.raj_resources += 3;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &cheap)),
            after: &cheap,
            played: &[],
        },
        Issue::CostWrong,
    );
}

/// 4.2.3: Martial Law in Punjab with four cubes removes four Activists (not
/// the Active Guerrilla), places Unrest and shifts the space to Neutral.
/// (Assumed: Passive Opposition before.)
#[test]
fn ex_4_2_3_martial_law() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "punjab", Piece::Troop, 2);
    ex.put(&mut before, "punjab", Piece::Sepoy, 2);
    ex.put(&mut before, "punjab", Piece::CongressActivist, 2);
    ex.put(&mut before, "punjab", Piece::LeagueActivist, 3);
    ex.put(&mut before, "punjab", Piece::GuerrillaActive, 1);
    ex.level(&mut before, "punjab", SupportLevel::PassiveOpposition);
    ex.put(&mut before, "delhi", Piece::Sepoy, 1);
    let mut deployed = before.clone();
    ex.place(&mut deployed, "delhi", Piece::Troop, 1);
    let mut after = deployed.clone();
    ex.remove(&mut after, "punjab", Piece::CongressActivist, 2, false);
    ex.remove(&mut after, "punjab", Piece::LeagueActivist, 2, false);
    ex.space(&mut after, "punjab").unrest = 1;
    ex.level(&mut after, "punjab", SupportLevel::Neutral);
    let declared = Declared::operation(Faction::Raj, Operation::Deploy, Some(Special::MartialLaw));
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut guerrilla = deployed.clone();
    ex.remove(&mut guerrilla, "punjab", Piece::CongressActivist, 2, false);
    ex.remove(&mut guerrilla, "punjab", Piece::LeagueActivist, 1, false);
    ex.remove(&mut guerrilla, "punjab", Piece::GuerrillaActive, 1, false);
    ex.space(&mut guerrilla, "punjab").unrest = 1;
    ex.level(&mut guerrilla, "punjab", SupportLevel::Neutral);
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&deployed, &guerrilla)),
            after: &guerrilla,
            played: &[],
        },
        Issue::MartialLawNotActivist,
    );
}

/// 4.3.1: Negotiate in West Bengal (no Protest) shifts Restraint +1 and,
/// Congress outnumbering the League there, removes the Muslim State and sets
/// the space Neutral.
#[test]
fn ex_4_3_1_congress_negotiate() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.space(&mut before, "west_bengal").muslim_state = true;
    ex.level(&mut before, "west_bengal", SupportLevel::PassiveSupport);
    ex.put(&mut before, "west_bengal", Piece::CongressActivist, 2);
    ex.put(&mut before, "west_bengal", Piece::LeagueActivist, 1);
    let mut rallied = before.clone();
    ex.place(&mut rallied, "bihar", Piece::CongressActivist, 2);
    let mut after = rallied.clone();
    after.tracks.restraint = 4;
    ex.space(&mut after, "west_bengal").muslim_state = false;
    ex.level(&mut after, "west_bengal", SupportLevel::Neutral);
    let declared = Declared::operation(
        Faction::Congress,
        Operation::Rally,
        Some(Special::Negotiate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut outnumbered_before = before.clone();
    ex.put(
        &mut outnumbered_before,
        "west_bengal",
        Piece::LeagueActivist,
        1,
    );
    let mut outnumbered_rallied = rallied.clone();
    ex.put(
        &mut outnumbered_rallied,
        "west_bengal",
        Piece::LeagueActivist,
        1,
    );
    let mut outnumbered_after = after.clone();
    ex.put(
        &mut outnumbered_after,
        "west_bengal",
        Piece::LeagueActivist,
        1,
    );
    ex.expect(
        &declared,
        Execution {
            before: &outnumbered_before,
            special: Some((&outnumbered_rallied, &outnumbered_after)),
            after: &outnumbered_after,
            played: &[],
        },
        Issue::NegotiateMuslimStateWrong,
    );
}

/// 4.3.2: Satyagraha moves Gandhi to United Provinces and adds a Congress
/// Activist. (Assumed: Gandhi came from Bihar.)
#[test]
fn ex_4_3_2_satyagraha() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "bihar", Piece::Gandhi, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 1);
    ex.put(&mut before, "united_provinces", Piece::Sepoy, 2);
    ex.space(&mut before, "united_provinces").protests = 1;
    let mut rallied = before.clone();
    ex.place(&mut rallied, "gujarat", Piece::CongressActivist, 1);
    let mut after = rallied.clone();
    ex.mv(&mut after, Piece::Gandhi, 1, "bihar", "united_provinces");
    ex.place(&mut after, "united_provinces", Piece::CongressActivist, 1);
    let declared = Declared::operation(
        Faction::Congress,
        Operation::Rally,
        Some(Special::Satyagraha),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut two = after.clone();
    ex.place(&mut two, "united_provinces", Piece::CongressActivist, 1);
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &two)),
            after: &two,
            played: &[],
        },
        Issue::SatyagrahaEffectsWrong,
    );
}

/// 4.3.3: Persuade removes the Revolutionaries Base in Mysore (no Guerrillas
/// left) and the Muslim League Activist in Madras Presidency; Unity −1.
/// (Assumed: Congress Activists in both, a Protest in Madras Presidency.)
#[test]
fn ex_4_3_3_congress_persuade() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "mysore", Piece::CongressActivist, 1);
    ex.put(&mut before, "mysore", Piece::RevolutionariesBase, 1);
    ex.put(&mut before, "madras_presidency", Piece::CongressActivist, 1);
    ex.put(&mut before, "madras_presidency", Piece::LeagueActivist, 1);
    ex.space(&mut before, "madras_presidency").protests = 1;
    let mut rallied = before.clone();
    ex.place(&mut rallied, "gujarat", Piece::CongressActivist, 1);
    let mut after = rallied.clone();
    ex.remove(&mut after, "mysore", Piece::RevolutionariesBase, 1, false);
    ex.remove(
        &mut after,
        "madras_presidency",
        Piece::LeagueActivist,
        1,
        false,
    );
    after.tracks.unity = 2;
    let declared =
        Declared::operation(Faction::Congress, Operation::Rally, Some(Special::Persuade));
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut unity_kept = after.clone();
    unity_kept.tracks.unity = 3;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &unity_kept)),
            after: &unity_kept,
            played: &[],
        },
        Issue::UnityShiftWrong,
    );

    let mut guarded_before = before.clone();
    ex.put(
        &mut guarded_before,
        "mysore",
        Piece::GuerrillaUnderground,
        1,
    );
    let mut guarded_rallied = rallied.clone();
    ex.put(
        &mut guarded_rallied,
        "mysore",
        Piece::GuerrillaUnderground,
        1,
    );
    let mut guarded_after = after.clone();
    ex.put(&mut guarded_after, "mysore", Piece::GuerrillaUnderground, 1);
    ex.expect(
        &declared,
        Execution {
            before: &guarded_before,
            special: Some((&guarded_rallied, &guarded_after)),
            after: &guarded_after,
            played: &[],
        },
        Issue::BasesNotLast,
    );
}

/// 4.4.1: Negotiate in East Bengal (no Control, at Opposition) removes the
/// Protest, shifts Restraint +1, sets Passive Support and places a Muslim
/// State; the Troop there moves to Calcutta.
#[test]
fn ex_4_4_1_league_negotiate() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.level(&mut before, "east_bengal", SupportLevel::PassiveOpposition);
    ex.put(&mut before, "east_bengal", Piece::LeagueActivist, 2);
    ex.put(&mut before, "east_bengal", Piece::Troop, 1);
    ex.space(&mut before, "east_bengal").protests = 1;
    let mut rallied = before.clone();
    ex.place(&mut rallied, "sind", Piece::LeagueActivist, 1);
    let mut after = rallied.clone();
    ex.space(&mut after, "east_bengal").protests = 0;
    after.tracks.restraint = 4;
    ex.level(&mut after, "east_bengal", SupportLevel::PassiveSupport);
    ex.space(&mut after, "east_bengal").muslim_state = true;
    ex.mv(&mut after, Piece::Troop, 1, "east_bengal", "calcutta");
    let declared = Declared::operation(
        Faction::MuslimLeague,
        Operation::Rally,
        Some(Special::Negotiate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut stayed = after.clone();
    ex.mv(&mut stayed, Piece::Troop, 1, "calcutta", "east_bengal");
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &stayed)),
            after: &stayed,
            played: &[],
        },
        Issue::TroopsLeftInMuslimState,
    );
}

/// 4.4.2: in Crisis, Infiltrate in Sind (a Sepoy, a Guerrilla, a League Base
/// and Activist; no Control) places a Muslim State.
#[test]
fn ex_4_4_2_league_infiltrate() {
    let ex = Ex::new();
    let mut before = ex.table(1, 1);
    ex.put(&mut before, "sind", Piece::Sepoy, 1);
    ex.put(&mut before, "sind", Piece::GuerrillaUnderground, 1);
    ex.put(&mut before, "sind", Piece::LeagueBase, 1);
    ex.put(&mut before, "sind", Piece::LeagueActivist, 1);
    let mut rallied = before.clone();
    ex.place(&mut rallied, "baluchistan", Piece::LeagueActivist, 1);
    let mut after = rallied.clone();
    ex.space(&mut after, "sind").muslim_state = true;
    let declared = Declared::operation(
        Faction::MuslimLeague,
        Operation::Rally,
        Some(Special::Infiltrate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut replaced = rallied.clone();
    ex.remove(&mut replaced, "sind", Piece::Sepoy, 1, false);
    ex.place(&mut replaced, "sind", Piece::LeagueActivist, 1);
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &replaced)),
            after: &replaced,
            played: &[],
        },
    );

    let mut calm = before.clone();
    calm.tracks.unity = 3;
    let mut calm_rallied = rallied.clone();
    calm_rallied.tracks.unity = 3;
    let mut calm_after = after.clone();
    calm_after.tracks.unity = 3;
    ex.expect(
        &declared,
        Execution {
            before: &calm,
            special: Some((&calm_rallied, &calm_after)),
            after: &calm_after,
            played: &[],
        },
        Issue::InfiltrateNeedsCrisis,
    );
}

/// 4.4.3: Persuade in Punjab Activates both Guerrillas, one for each Active
/// nonviolent Activist there. (Assumed: a Protest in Punjab.)
#[test]
fn ex_4_4_3_league_persuade() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "punjab", Piece::LeagueActivist, 1);
    ex.put(&mut before, "punjab", Piece::CongressActivist, 1);
    ex.put(&mut before, "punjab", Piece::GuerrillaUnderground, 2);
    ex.put(&mut before, "punjab", Piece::Sepoy, 3);
    ex.space(&mut before, "punjab").protests = 1;
    let mut rallied = before.clone();
    ex.place(&mut rallied, "sind", Piece::LeagueActivist, 1);
    let mut after = rallied.clone();
    ex.flip(&mut after, "punjab", 2, true);
    let declared = Declared::operation(
        Faction::MuslimLeague,
        Operation::Rally,
        Some(Special::Persuade),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut calm_before = before.clone();
    ex.space(&mut calm_before, "punjab").protests = 0;
    let mut calm_rallied = rallied.clone();
    ex.space(&mut calm_rallied, "punjab").protests = 0;
    let mut calm_after = after.clone();
    ex.space(&mut calm_after, "punjab").protests = 0;
    ex.expect(
        &declared,
        Execution {
            before: &calm_before,
            special: Some((&calm_rallied, &calm_after)),
            after: &calm_after,
            played: &[],
        },
        Issue::PersuadeActivationWrong,
    );
}

/// 4.5.1: Aid Activates one Guerrilla in United Provinces for 2 Resources,
/// and pays 1 to flip the three Active Guerrillas in Bihar Underground.
#[test]
fn ex_4_5_1_aid() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(
        &mut before,
        "united_provinces",
        Piece::GuerrillaUnderground,
        2,
    );
    ex.put(&mut before, "bihar", Piece::GuerrillaActive, 3);
    let mut rallied = before.clone();
    ex.place(&mut rallied, "gujarat", Piece::GuerrillaUnderground, 1);
    rallied.tracks.revolutionaries_resources -= 1;
    let mut after = rallied.clone();
    ex.flip(&mut after, "united_provinces", 1, true);
    ex.flip(&mut after, "bihar", 3, false);
    after.tracks.revolutionaries_resources += 2 - 1;
    let declared = Declared::operation(
        Faction::Revolutionaries,
        Operation::Rally,
        Some(Special::Aid),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut greedy = after.clone();
    greedy.tracks.revolutionaries_resources += 1;
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &greedy)),
            after: &greedy,
            played: &[],
        },
        Issue::CostWrong,
    );

    // Only the Activation in the United Provinces, with the wrong income:
    // Aid's own rule says what it pays (4.5.1).
    let mut one = rallied.clone();
    ex.flip(&mut one, "united_provinces", 1, true);
    one.tracks.revolutionaries_resources += 3;
    let found = ex.issues(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &one)),
            after: &one,
            played: &[],
        },
    );
    assert_eq!(found, [Issue::AidActivationIncomeWrong]);
    // Only the flip in Bihar, unpaid: Aid's flip costs 1 Resource.
    let mut unpaid = rallied.clone();
    ex.flip(&mut unpaid, "bihar", 3, false);
    let found = ex.issues(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &unpaid)),
            after: &unpaid,
            played: &[],
        },
    );
    assert_eq!(found, [Issue::AidFlipCostWrong]);
}

/// 4.5.2: in Crisis, Sind (Population 1, a League Base) has no room for a
/// Revolutionaries Base; Infiltrate replaces the League Activist instead.
#[test]
fn ex_4_5_2_revolutionaries_infiltrate() {
    let ex = Ex::new();
    let mut before = ex.table(1, 1);
    ex.put(&mut before, "sind", Piece::GuerrillaUnderground, 1);
    ex.put(&mut before, "sind", Piece::LeagueBase, 1);
    ex.put(&mut before, "sind", Piece::LeagueActivist, 1);
    let mut rallied = before.clone();
    ex.place(&mut rallied, "gujarat", Piece::GuerrillaUnderground, 1);
    rallied.tracks.revolutionaries_resources -= 1;
    let mut after = rallied.clone();
    ex.remove(&mut after, "sind", Piece::LeagueActivist, 1, false);
    ex.place(&mut after, "sind", Piece::GuerrillaUnderground, 1);
    let declared = Declared::operation(
        Faction::Revolutionaries,
        Operation::Rally,
        Some(Special::Infiltrate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut crowded = rallied.clone();
    ex.place(&mut crowded, "sind", Piece::RevolutionariesBase, 1);
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&rallied, &crowded)),
            after: &crowded,
            played: &[],
        },
        Issue::InfiltrateReplaceWrong,
    );
}

/// 4.5.3: United Provinces was selected for Unrest, so Assassinate may
/// remove the Raj Troop there.
#[test]
fn ex_4_5_3_assassinate() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(
        &mut before,
        "united_provinces",
        Piece::GuerrillaUnderground,
        2,
    );
    ex.put(&mut before, "united_provinces", Piece::Troop, 1);
    ex.put(&mut before, "united_provinces", Piece::Sepoy, 1);
    ex.put(&mut before, "bihar", Piece::Troop, 1);
    let mut unrested = before.clone();
    ex.flip(&mut unrested, "united_provinces", 1, true);
    ex.space(&mut unrested, "united_provinces").unrest = 1;
    unrested.tracks.revolutionaries_resources -= 3;
    unrested.tracks.restraint = 2;
    let mut after = unrested.clone();
    ex.remove(&mut after, "united_provinces", Piece::Troop, 1, false);
    let declared = Declared::operation(
        Faction::Revolutionaries,
        Operation::Unrest,
        Some(Special::Assassinate),
    );
    ex.clean(
        &declared,
        Execution {
            before: &before,
            special: Some((&unrested, &after)),
            after: &after,
            played: &[],
        },
    );

    let mut elsewhere = unrested.clone();
    ex.remove(&mut elsewhere, "bihar", Piece::Troop, 1, false);
    ex.expect(
        &declared,
        Execution {
            before: &before,
            special: Some((&unrested, &elsewhere)),
            after: &elsewhere,
            played: &[],
        },
        Issue::AssassinateNotUnrestSpace,
    );
}

/// Declarations themselves: another Faction's Operation, a Limited
/// Operation with a Special Activity, a Special Activity left unmarked.
#[test]
fn declarations_that_cannot_be() {
    let ex = Ex::new();
    let before = ex.table(3, 3);
    let after = before.clone();
    ex.expect(
        &op(Faction::Congress, Operation::Deploy),
        Execution::whole(&before, &after),
        Issue::NotYourOperation,
    );
    let limited_with_sa = Declared {
        faction: Faction::Raj,
        choice: gandhi_validator::play::Choice::Operation {
            op: Operation::Deploy,
            limited: true,
            special: Some(Special::Govern),
        },
        dice: Vec::new(),
    };
    ex.expect(
        &limited_with_sa,
        Execution {
            before: &before,
            special: Some((&before, &after)),
            after: &after,
            played: &[],
        },
        Issue::SpecialWithLimited,
    );
    ex.expect(
        &Declared::operation(Faction::Raj, Operation::Deploy, Some(Special::Govern)),
        Execution::whole(&before, &after),
        Issue::SpecialPartUnmarked,
    );
    ex.expect(
        &Declared::operation(
            Faction::Congress,
            Operation::NonCooperation,
            Some(Special::Negotiate),
        ),
        Execution {
            before: &before,
            special: Some((&before, &after)),
            after: &after,
            played: &[],
        },
        Issue::SpecialNotWithThisOperation,
    );
}

/// 3.2.4, Lord Wavell: during an Assault the Raj may Sweep into one Assault
/// space for free, Troops and Sepoys alike; the Guerrillas it Activates can
/// then be removed. Two Troops and a Sepoy come into Bihar from United
/// Provinces; both Underground Guerrillas there are Activated and removed.
#[test]
fn wavell_adds_a_free_limited_sweep_to_assault_3_2_4() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.viceroy(&mut before, "wavell");
    ex.put(&mut before, "bihar", Piece::Troop, 1);
    ex.put(&mut before, "bihar", Piece::GuerrillaUnderground, 2);
    ex.put(&mut before, "united_provinces", Piece::Troop, 2);
    ex.put(&mut before, "united_provinces", Piece::Sepoy, 1);
    let mut after = before.clone();
    ex.mv(&mut after, Piece::Troop, 2, "united_provinces", "bihar");
    ex.mv(&mut after, Piece::Sepoy, 1, "united_provinces", "bihar");
    ex.remove(&mut after, "bihar", Piece::GuerrillaUnderground, 2, false);
    let declared = op(Faction::Raj, Operation::Assault);
    ex.clean(&declared, Execution::whole(&before, &after));

    // The same under another Viceroy: the cubes had no business moving.
    let mut irwin_before = before.clone();
    ex.viceroy(&mut irwin_before, "irwin");
    let mut irwin_after = after.clone();
    ex.viceroy(&mut irwin_after, "irwin");
    let found = ex.issues(&declared, Execution::whole(&irwin_before, &irwin_after));
    assert!(!found.is_empty());

    // The free Sweep is Limited: one destination only.
    let mut two = before.clone();
    ex.put(&mut two, "west_bengal", Piece::GuerrillaUnderground, 1);
    let mut two_after = after.clone();
    ex.put(
        &mut two_after,
        "west_bengal",
        Piece::GuerrillaUnderground,
        1,
    );
    ex.put(&mut two, "calcutta", Piece::Troop, 1);
    ex.put(&mut two_after, "west_bengal", Piece::Troop, 1);
    ex.flip(&mut two_after, "west_bengal", 1, true);
    ex.expect(
        &declared,
        Execution::whole(&two, &two_after),
        Issue::LimitedManyDestinations,
    );
}
