//! Campaign Rounds (6.0): the steps without choices are carried out by the
//! program and a hand-made version that differs is reported; the steps with
//! choices accept what the rules allow and report what they do not, each
//! finding citing the step's section.

use crate::common;
use gandhi_validator::findings::Arg;

use coin_table::RuleRef;
use common::{Ex, issues_of};
use gandhi_validator::play::{
    Phase, automatic_edits, check_phase, raj_earnings, revolutionaries_earnings,
};
use gandhi_validator::position::apply_edit;
use gandhi_validator::terms::{Faction, Piece, SupportLevel};
use gandhi_validator::{findings::Issue, play::Die};
use gandhi_validator::{
    position::{Eligibility, GameState, Seat},
    terms::Card,
};

/// The state after a step's automatic edits.
fn automatic(ex: &Ex, before: &GameState, phase: Phase) -> GameState {
    let mut after = before.clone();
    for edit in automatic_edits(&ex.data, before, phase).expect("an automatic step") {
        apply_edit(&ex.data, &mut after, &edit).unwrap();
    }
    after
}

fn issues(ex: &Ex, phase: Phase, before: &GameState, after: &GameState) -> Vec<Issue> {
    issues_of(&check_phase(&ex.data, phase, before, after, &[]).findings)
}

fn clean(ex: &Ex, phase: Phase, before: &GameState, after: &GameState) {
    let report = check_phase(&ex.data, phase, before, after, &[]);
    let messages: Vec<String> = report.findings.iter().map(|f| f.to_string()).collect();
    assert!(messages.is_empty(), "expected clean, found {messages:#?}");
}

fn expect(ex: &Ex, phase: Phase, before: &GameState, after: &GameState, issue: Issue) {
    let found = issues(ex, phase, before, after);
    assert!(
        found.contains(&issue),
        "expected {issue:?}, found {found:?}"
    );
}

#[test]
fn the_round_has_fifteen_steps_in_rulebook_order() {
    let sections: Vec<String> = Phase::ROUND.iter().map(|p| p.rule().to_string()).collect();
    let mut sorted = sections.clone();
    sorted.sort();
    assert_eq!(sections, sorted);
    assert_eq!(sections.first().map(String::as_str), Some("6.1"));
    assert_eq!(sections.last().map(String::as_str), Some("6.5"));
    assert!(!Phase::ROUND.contains(&Phase::CrisisCubes));
}

/// 6.2.1: a Railway takes a Strike for a Protest, for more Activists than
/// cubes, or for a neighbouring City without Raj Control.
#[test]
fn strikes_go_where_6_2_1_says() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    // Every City Controlled, so only the Railways' own contents count.
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        ex.put(&mut before, city, Piece::Troop, 1);
    }
    ex.space(&mut before, "rail_deccan").protests = 1;
    ex.put(&mut before, "rail_madras", Piece::CongressActivist, 2);
    ex.put(&mut before, "rail_madras", Piece::Sepoy, 1);
    ex.put(&mut before, "rail_delhi_lahore", Piece::LeagueActivist, 1);
    ex.put(&mut before, "rail_delhi_lahore", Piece::Troop, 1);
    let after = automatic(&ex, &before, Phase::Strikes);
    let struck: Vec<&str> = ex
        .data
        .map
        .ids()
        .filter(|id| after.space(*id).strikes > 0)
        .map(|id| ex.data.map.space(id).key.as_str())
        .collect();
    assert_eq!(struck, ["rail_deccan", "rail_madras"]);
    // The Protest on the Deccan line is converted into its Strike: it
    // leaves the Railway as part of the step (1.10, 6.2.1).
    assert_eq!(after.space(ex.id("rail_deccan")).protests, 0);
    clean(&ex, Phase::Strikes, &before, &after);

    // Uncontrolled Bombay puts its Railway on strike too.
    let mut open_city = before.clone();
    ex.take(&mut open_city, "bombay", Piece::Troop, 1);
    let after = automatic(&ex, &open_city, Phase::Strikes);
    assert_eq!(after.space(ex.id("rail_bombay")).strikes, 1);

    // A Strike on the wrong Railway, and one left out.
    let mut wrong = before.clone();
    ex.space(&mut wrong, "rail_deccan").strikes = 1;
    ex.space(&mut wrong, "rail_delhi_lahore").strikes = 1;
    let found = issues(&ex, Phase::Strikes, &before, &wrong);
    assert!(found.contains(&Issue::StrikeNotEligible), "{found:?}");
    assert!(!found.contains(&Issue::StrikesMissing), "{found:?}");
    let mut short = before.clone();
    ex.space(&mut short, "rail_deccan").strikes = 1;
    expect(&ex, Phase::Strikes, &before, &short, Issue::StrikesMissing);
}

/// 6.2.1: with too few markers, Congress picks which Railways strike.
#[test]
fn strikes_are_chosen_when_markers_run_short() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.space(&mut before, "rail_deccan").protests = 1;
    ex.space(&mut before, "rail_madras").protests = 1;
    // Eleven of the twelve markers are out already.
    for key in ["punjab", "sind", "bihar", "assam", "orissa", "mysore"] {
        ex.space(&mut before, key).unrest = 1;
    }
    for key in [
        "gujarat",
        "hyderabad",
        "rajputana",
        "united_provinces",
        "east_bengal",
    ] {
        ex.space(&mut before, key).unrest = 1;
    }
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        ex.put(&mut before, city, Piece::Troop, 1);
    }
    assert!(automatic_edits(&ex.data, &before, Phase::Strikes).is_none());
    let mut after = before.clone();
    ex.space(&mut after, "rail_madras").strikes = 1;
    clean(&ex, Phase::Strikes, &before, &after);
    // A Strike on both qualifying Railways with one marker free: one too
    // many, said as an excess, not as Strikes missing.
    ex.space(&mut after, "rail_deccan").strikes = 1;
    assert_eq!(
        issues(&ex, Phase::Strikes, &before, &after),
        [Issue::StrikesTooMany]
    );
}

/// 6.2.1: one Strike too many, on a Railway that gets none, is one
/// finding in the space where it went.
#[test]
fn a_strike_too_many_is_one_finding() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        ex.put(&mut before, city, Piece::Troop, 1);
    }
    ex.space(&mut before, "rail_deccan").protests = 1;
    ex.space(&mut before, "rail_madras").protests = 1;
    let after = automatic(&ex, &before, Phase::Strikes);
    clean(&ex, Phase::Strikes, &before, &after);
    let mut extra = after.clone();
    ex.space(&mut extra, "rail_delhi_lahore").strikes = 1;
    assert_eq!(
        issues(&ex, Phase::Strikes, &before, &extra),
        [Issue::StrikeNotEligible]
    );
}

/// 6.2.2 and 6.2.3: the Raj earns the Econ of Railways without a Strike less
/// 2 per jailed nonviolent piece; the Revolutionaries earn 2 per Base.
#[test]
fn earnings_follow_6_2_2_and_6_2_3() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    before.tracks.raj_resources = 10;
    before.tracks.revolutionaries_resources = 7;
    ex.space(&mut before, "rail_bombay").strikes = 1; // Econ 5
    before.jail.set(Piece::CongressActivist, 2);
    before.jail.set(Piece::Gandhi, 1);
    ex.put(&mut before, "mysore", Piece::RevolutionariesBase, 1);
    ex.put(&mut before, "assam", Piece::RevolutionariesBase, 1);
    assert_eq!(raj_earnings(&ex.data, &before), Some(10 + 35 - 6));
    assert_eq!(revolutionaries_earnings(&ex.data, &before), Some(7 + 4));
    let after = automatic(&ex, &before, Phase::RajEarnings);
    assert_eq!(after.tracks.raj_resources, 39);
    clean(&ex, Phase::RajEarnings, &before, &after);

    // The income stops at 50 before the prisoners are paid for.
    let mut rich = before.clone();
    rich.tracks.raj_resources = 45;
    assert_eq!(raj_earnings(&ex.data, &rich), Some(50 - 6));

    // A hand-made total that differs is reported, citing 6.2.2.
    let mut wrong = before.clone();
    wrong.tracks.raj_resources = 45;
    let report = check_phase(&ex.data, Phase::RajEarnings, &before, &wrong, &[]);
    assert_eq!(issues_of(&report.findings), [Issue::PhaseTrackDiffers]);
    assert_eq!(report.findings[0].rule, RuleRef::new("6.2.2"));
    assert_eq!(report.findings[0].arg("expected"), Some(&Arg::Int(39)));
    assert_eq!(report.findings[0].arg("found"), Some(&Arg::Int(45)));

    // A non-player keeps no Resources (8.1): nothing changes.
    let mut np = before.clone();
    np.seats.raj = Seat::NonPlayer;
    assert_eq!(raj_earnings(&ex.data, &np), None);
    clean(&ex, Phase::RajEarnings, &np, &np.clone());
}

fn imperialism_table(ex: &Ex) -> GameState {
    let mut s = ex.table(3, 3);
    s.tracks.raj_resources = 20;
    for key in ["bihar", "bombay"] {
        ex.put(&mut s, key, Piece::Troop, 1);
        ex.put(&mut s, key, Piece::Sepoy, 1);
    }
    ex.level(&mut s, "bihar", SupportLevel::PassiveOpposition);
    ex.space(&mut s, "bihar").unrest = 1;
    s.jail.set(Piece::CongressActivist, 3);
    s.jail.set(Piece::LeagueActivist, 2);
    s.jail.set(Piece::Gandhi, 1);
    s.available.set(Piece::CongressActivist, 0);
    s.available.set(Piece::LeagueActivist, 0);
    s
}

/// 6.3.1: Imperialism in Controlled Cities and Provinces with Troops and
/// Sepoys; Unrest first, then up to two levels; two Activists freed per
/// space; Gandhi freed to a space without Raj Control.
#[test]
fn imperialism_follows_6_3_1() {
    let ex = Ex::new();
    let before = imperialism_table(&ex);
    let mut after = before.clone();
    // Bihar: remove the Unrest, shift to Neutral then Passive Support (3 × 3).
    ex.space(&mut after, "bihar").unrest = 0;
    ex.level(&mut after, "bihar", SupportLevel::PassiveSupport);
    // Bombay: one level (3).
    ex.level(&mut after, "bombay", SupportLevel::PassiveSupport);
    after.tracks.raj_resources -= 12;
    after.jail.set(Piece::CongressActivist, 0);
    after.jail.set(Piece::LeagueActivist, 1);
    after.available.set(Piece::CongressActivist, 3);
    after.available.set(Piece::LeagueActivist, 1);
    after.jail.set(Piece::Gandhi, 0);
    ex.put(&mut after, "gujarat", Piece::Gandhi, 1);
    clean(&ex, Phase::Imperialism, &before, &after);

    // Too few freed.
    let mut stingy = after.clone();
    stingy.jail.set(Piece::LeagueActivist, 2);
    stingy.available.set(Piece::LeagueActivist, 0);
    expect(
        &ex,
        Phase::Imperialism,
        &before,
        &stingy,
        Issue::ReleaseWrong,
    );

    // Gandhi left in Jail, or freed into Bihar under Raj Control.
    let mut kept = after.clone();
    ex.take(&mut kept, "gujarat", Piece::Gandhi, 1);
    kept.jail.set(Piece::Gandhi, 1);
    expect(
        &ex,
        Phase::Imperialism,
        &before,
        &kept,
        Issue::GandhiNotReleased,
    );
    let mut controlled = after.clone();
    ex.mv(&mut controlled, Piece::Gandhi, 1, "gujarat", "bombay");
    // Bombay has 2 cubes: Gandhi alone would not break Control there.
    ex.put(&mut controlled, "bombay", Piece::Troop, 1);
    let mut before_c = before.clone();
    ex.put(&mut before_c, "bombay", Piece::Troop, 1);
    expect(
        &ex,
        Phase::Imperialism,
        &before_c,
        &controlled,
        Issue::GandhiReleasedToControl,
    );

    // No Sepoys in Bombay: not eligible. Three levels in Bihar: too far.
    let mut no_sepoys = before.clone();
    ex.take(&mut no_sepoys, "bombay", Piece::Sepoy, 1);
    let mut after_ns = after.clone();
    ex.take(&mut after_ns, "bombay", Piece::Sepoy, 1);
    expect(
        &ex,
        Phase::Imperialism,
        &no_sepoys,
        &after_ns,
        Issue::ImperialismSpaceNotEligible,
    );
    let mut far = after.clone();
    ex.level(&mut far, "bihar", SupportLevel::ActiveSupport);
    far.tracks.raj_resources -= 3;
    expect(
        &ex,
        Phase::Imperialism,
        &before,
        &far,
        Issue::ImperialismLevelsWrong,
    );

    // Lord Mountbatten makes each step cost 2.
    let mut cheap_before = before.clone();
    ex.viceroy(&mut cheap_before, "mountbatten");
    let mut cheap_after = after.clone();
    ex.viceroy(&mut cheap_after, "mountbatten");
    cheap_after.tracks.raj_resources = before.tracks.raj_resources - 8;
    clean(&ex, Phase::Imperialism, &cheap_before, &cheap_after);
    expect(
        &ex,
        Phase::Imperialism,
        &cheap_before,
        &{
            let mut a = cheap_after.clone();
            a.tracks.raj_resources -= 4;
            a
        },
        Issue::CostWrong,
    );
}

/// 6.3.2: up to Unity Cities and Provinces with nonviolent pieces and no Raj
/// Control, up to two levels each towards Active Opposition.
#[test]
fn constructive_programme_follows_6_3_2() {
    let ex = Ex::new();
    let mut before = ex.table(3, 2);
    ex.put(&mut before, "gujarat", Piece::CongressActivist, 1);
    ex.put(&mut before, "sind", Piece::LeagueActivist, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 1);
    ex.put(&mut before, "delhi", Piece::CongressActivist, 1);
    ex.put(&mut before, "delhi", Piece::Troop, 2);
    let mut after = before.clone();
    ex.level(&mut after, "gujarat", SupportLevel::ActiveOpposition);
    ex.level(&mut after, "sind", SupportLevel::PassiveOpposition);
    clean(&ex, Phase::ConstructiveProgramme, &before, &after);

    let mut three = after.clone();
    ex.level(&mut three, "bihar", SupportLevel::PassiveOpposition);
    expect(
        &ex,
        Phase::ConstructiveProgramme,
        &before,
        &three,
        Issue::ConstructiveTooMany,
    );
    let mut controlled = before.clone();
    ex.level(&mut controlled, "delhi", SupportLevel::PassiveOpposition);
    expect(
        &ex,
        Phase::ConstructiveProgramme,
        &before,
        &controlled,
        Issue::ConstructiveSpaceNotEligible,
    );
    let mut empty = before.clone();
    ex.level(&mut empty, "assam", SupportLevel::PassiveOpposition);
    expect(
        &ex,
        Phase::ConstructiveProgramme,
        &before,
        &empty,
        Issue::ConstructiveSpaceNotEligible,
    );
    let mut far = before.clone();
    ex.level(&mut far, "gujarat", SupportLevel::ActiveOpposition);
    let mut far_before = before.clone();
    ex.level(&mut far_before, "gujarat", SupportLevel::PassiveSupport);
    expect(
        &ex,
        Phase::ConstructiveProgramme,
        &far_before,
        &far,
        Issue::ConstructiveTooFar,
    );
}

/// 6.3.3 and 6.3.4: one Base from Available in a non-Railway space without
/// Raj Control.
#[test]
fn support_phase_bases_follow_6_3_3_and_6_3_4() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "delhi", Piece::Troop, 1);
    let mut after = before.clone();
    ex.place(&mut after, "sind", Piece::LeagueBase, 1);
    clean(&ex, Phase::PakistanMovement, &before, &after);
    let mut two = after.clone();
    ex.place(&mut two, "punjab", Piece::LeagueBase, 1);
    expect(
        &ex,
        Phase::PakistanMovement,
        &before,
        &two,
        Issue::PhaseBaseTooMany,
    );
    let mut under_control = before.clone();
    ex.place(&mut under_control, "delhi", Piece::RevolutionariesBase, 1);
    let report = check_phase(
        &ex.data,
        Phase::SecretSocieties,
        &before,
        &under_control,
        &[],
    );
    assert_eq!(issues_of(&report.findings), [Issue::PhaseBaseWhere]);
    assert_eq!(report.findings[0].rule, RuleRef::new("6.3.4"));
    // On a Railway: a space the step may not use, one finding named for
    // the step (not a Rally's Base with no room).
    let mut on_rail = before.clone();
    ex.place(&mut on_rail, "rail_deccan", Piece::RevolutionariesBase, 1);
    let report = check_phase(&ex.data, Phase::SecretSocieties, &before, &on_rail, &[]);
    assert_eq!(issues_of(&report.findings), [Issue::PhaseBaseWhere]);
    // Where the space is full, the step's own finding, citing 1.4.2.
    let mut full = before.clone();
    let room = ex.data.map.space(ex.id("sind")).population();
    ex.put(&mut full, "sind", Piece::LeagueBase, room);
    let mut over = full.clone();
    ex.place(&mut over, "sind", Piece::LeagueBase, 1);
    let report = check_phase(&ex.data, Phase::PakistanMovement, &full, &over, &[]);
    assert_eq!(issues_of(&report.findings), [Issue::PhaseBaseNoRoom]);
    assert_eq!(report.findings[0].rule, RuleRef::new("1.4.2"));
    // A Base from nowhere is not explained.
    let mut conjured = before.clone();
    ex.put(&mut conjured, "sind", Piece::LeagueBase, 1);
    expect(
        &ex,
        Phase::PakistanMovement,
        &before,
        &conjured,
        Issue::PiecesFromNowhere,
    );
}

/// 6.4.1: the Campaign card in the Current Card box becomes the Viceroy.
#[test]
fn the_new_viceroy_takes_office() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    let old = ex.data.viceroys.by_key("reading").unwrap();
    let new = ex.data.viceroys.by_key("irwin").unwrap();
    before.viceroy = Some(old);
    before.deck.current = Some(Card::Campaign(new));
    let after = automatic(&ex, &before, Phase::NewViceroy);
    assert_eq!(after.viceroy, Some(new));
    assert_eq!(after.deck.current, None);
    assert_eq!(after.deck.played, [Card::Campaign(old)]);
    clean(&ex, Phase::NewViceroy, &before, &after);
    expect(
        &ex,
        Phase::NewViceroy,
        &before,
        &before.clone(),
        Issue::ViceroyNotInstalled,
    );
}

/// 6.4.2: Troops to Cities, Railways and Controlled Provinces; Sepoys also
/// to States; 2 Resources per Troop then in a Province or on a Railway;
/// finally cubes leave uncontrolled Provinces and all but one Troop each City.
#[test]
fn raj_redeploy_follows_6_4_2() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    before.tracks.raj_resources = 10;
    ex.put(&mut before, "bihar", Piece::Troop, 3);
    ex.put(&mut before, "orissa", Piece::Sepoy, 2);
    let mut after = before.clone();
    ex.mv(&mut after, Piece::Troop, 2, "bihar", "delhi");
    ex.mv(&mut after, Piece::Sepoy, 1, "orissa", "mysore");
    after.tracks.raj_resources -= 2; // the Troop left in Bihar
    clean(&ex, Phase::RajRedeploy, &before, &after);

    let mut into_state = after.clone();
    ex.mv(&mut into_state, Piece::Troop, 1, "delhi", "rajputana");
    expect(
        &ex,
        Phase::RajRedeploy,
        &before,
        &into_state,
        Issue::RedeployDestination,
    );
    let mut unpaid = after.clone();
    unpaid.tracks.raj_resources += 2;
    expect(&ex, Phase::RajRedeploy, &before, &unpaid, Issue::CostWrong);
    let mut before_u = before.clone();
    ex.put(&mut before_u, "gujarat", Piece::GuerrillaActive, 2);
    let mut after_u = after.clone();
    ex.put(&mut after_u, "gujarat", Piece::GuerrillaActive, 2);
    ex.mv(&mut after_u, Piece::Sepoy, 1, "orissa", "gujarat");
    expect(
        &ex,
        Phase::RajRedeploy,
        &before_u,
        &after_u,
        Issue::RedeployDestination,
    );

    // The removals: Bihar loses its Troop if uncontrolled; Delhi keeps one.
    let mut end = after.clone();
    ex.put(&mut end, "bihar", Piece::GuerrillaActive, 1);
    let removed = automatic(&ex, &end, Phase::RajRedeployRemoval);
    assert_eq!(removed.space(ex.id("bihar")).pieces.cubes(), 0);
    assert_eq!(removed.space(ex.id("delhi")).pieces.get(Piece::Troop), 1);
    assert_eq!(
        removed.available.get(Piece::Troop),
        end.available.get(Piece::Troop) + 2
    );
    clean(&ex, Phase::RajRedeployRemoval, &end, &removed);
    expect(
        &ex,
        Phase::RajRedeployRemoval,
        &end,
        &end.clone(),
        Issue::PhaseSpaceDiffers,
    );
}

/// 6.4.3–6.4.5: pieces on Railways must move; others may; into non-Railway
/// spaces without Raj Control or (League, Revolutionaries) their Bases.
#[test]
fn insurgent_redeploy_follows_6_4_3_to_6_4_5() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "rail_deccan", Piece::CongressActivist, 2);
    ex.put(&mut before, "delhi", Piece::Troop, 2);
    let mut after = before.clone();
    ex.mv(
        &mut after,
        Piece::CongressActivist,
        2,
        "rail_deccan",
        "hyderabad",
    );
    clean(&ex, Phase::CongressRedeploy, &before, &after);
    let mut stayed = before.clone();
    ex.mv(
        &mut stayed,
        Piece::CongressActivist,
        1,
        "rail_deccan",
        "hyderabad",
    );
    expect(
        &ex,
        Phase::CongressRedeploy,
        &before,
        &stayed,
        Issue::RedeployMustLeaveRailway,
    );
    let mut into_control = before.clone();
    ex.mv(
        &mut into_control,
        Piece::CongressActivist,
        2,
        "rail_deccan",
        "delhi",
    );
    // Two Inactive Activists do not break Control in Delhi.
    expect(
        &ex,
        Phase::CongressRedeploy,
        &before,
        &into_control,
        Issue::RedeployDestination,
    );

    let mut league = ex.table(3, 3);
    ex.put(&mut league, "rail_deccan", Piece::LeagueActivist, 1);
    ex.put(&mut league, "delhi", Piece::Troop, 3);
    ex.put(&mut league, "delhi", Piece::LeagueBase, 1);
    let mut to_base = league.clone();
    ex.mv(
        &mut to_base,
        Piece::LeagueActivist,
        1,
        "rail_deccan",
        "delhi",
    );
    clean(&ex, Phase::LeagueRedeploy, &league, &to_base);

    let mut revs = ex.table(3, 3);
    ex.put(&mut revs, "rail_deccan", Piece::GuerrillaActive, 1);
    let mut moved = revs.clone();
    ex.mv(
        &mut moved,
        Piece::GuerrillaActive,
        1,
        "rail_deccan",
        "mysore",
    );
    clean(&ex, Phase::RevolutionariesRedeploy, &revs, &moved);
    let mut flipped = moved.clone();
    ex.flip(&mut flipped, "mysore", 1, false);
    expect(
        &ex,
        Phase::RevolutionariesRedeploy,
        &revs,
        &flipped,
        Issue::RedeployOffMap,
    );
}

/// 6.5: Protests off, one Unrest off where no Guerrilla is, Guerrillas
/// Underground, Strikes off, Restraint and Unity to the Campaign cards left,
/// every Faction Eligible.
#[test]
fn reset_follows_6_5() {
    let ex = Ex::new();
    let mut before = ex.table(2, 4);
    ex.space(&mut before, "bihar").protests = 1;
    ex.put(&mut before, "bihar", Piece::CongressActivist, 2);
    ex.space(&mut before, "punjab").unrest = 2;
    ex.space(&mut before, "assam").unrest = 1;
    ex.put(&mut before, "assam", Piece::GuerrillaActive, 2);
    ex.space(&mut before, "rail_deccan").strikes = 1;
    before.eligibility.raj = Eligibility::Ineligible;
    let viceroy = ex.data.viceroys.by_key("irwin").unwrap();
    before.deck.draw = vec![
        Card::Event(3),
        Card::Campaign(viceroy),
        Card::Event(4),
        Card::Campaign(viceroy),
    ];
    let after = automatic(&ex, &before, Phase::Reset);
    assert_eq!(after.space(ex.id("bihar")).protests, 0);
    assert_eq!(after.space(ex.id("punjab")).unrest, 1);
    assert_eq!(after.space(ex.id("assam")).unrest, 1);
    assert_eq!(
        after
            .space(ex.id("assam"))
            .pieces
            .get(Piece::GuerrillaUnderground),
        2
    );
    assert_eq!(after.space(ex.id("rail_deccan")).strikes, 0);
    assert_eq!((after.tracks.restraint, after.tracks.unity), (2, 2));
    assert!(
        Faction::ALL
            .iter()
            .all(|f| after.eligibility[*f] == Eligibility::Eligible)
    );
    clean(&ex, Phase::Reset, &before, &after);

    let mut forgot = after.clone();
    ex.space(&mut forgot, "bihar").protests = 1;
    forgot.tracks.unity = 4;
    let found = issues(&ex, Phase::Reset, &before, &forgot);
    assert_eq!(found, [Issue::PhaseSpaceDiffers, Issue::PhaseTrackDiffers]);

    // One Campaign card left: Crisis at the Reset before the final Campaign.
    before.deck.draw.pop();
    let last = automatic(&ex, &before, Phase::Reset);
    assert!(last.crisis());
}

/// 6.8: up to a die roll of cubes from Out of Play, no Troops into States.
#[test]
fn crisis_cubes_follow_6_8() {
    let ex = Ex::new();
    let mut before = ex.table(1, 1);
    before.out_of_play.set(Piece::Troop, 3);
    before.out_of_play.set(Piece::Sepoy, 3);
    let mut after = before.clone();
    after.out_of_play.set(Piece::Troop, 1);
    after.out_of_play.set(Piece::Sepoy, 2);
    ex.put(&mut after, "bihar", Piece::Troop, 2);
    ex.put(&mut after, "mysore", Piece::Sepoy, 1);
    let die = |value| {
        [Die {
            space: None,
            value,
            rolled: false,
        }]
    };
    let report = check_phase(&ex.data, Phase::CrisisCubes, &before, &after, &die(3));
    assert!(report.findings.is_empty(), "{:?}", report.findings);
    let report = check_phase(&ex.data, Phase::CrisisCubes, &before, &after, &die(2));
    assert_eq!(issues_of(&report.findings), [Issue::CrisisCubesTooMany]);
    let report = check_phase(&ex.data, Phase::CrisisCubes, &before, &after, &[]);
    assert_eq!(issues_of(&report.findings), [Issue::DieMissing]);
    let mut state = before.clone();
    state.out_of_play.set(Piece::Troop, 2);
    ex.put(&mut state, "mysore", Piece::Troop, 1);
    let report = check_phase(&ex.data, Phase::CrisisCubes, &before, &state, &die(6));
    assert_eq!(issues_of(&report.findings), [Issue::TroopsIntoState]);
}
