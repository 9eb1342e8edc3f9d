//! Non-player Campaign Rounds (8.9) and the non-player Raj's Crisis cubes
//! (8.1.4): each step planned for a Faction without a player, its edits
//! applied, and the step's own check run on the result.
//!
//! Every priority column written here is MADE UP for the tests: the
//! project does not know the printed Space Selection Priorities tables, and
//! these stand-ins say nothing about them.

use crate::common;

use common::np::{said, scatter_pieces, seat, with_aid};
use common::{Ex, issues_of};
use gandhi_validator::findings::Arg;
use gandhi_validator::findings::Severity;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::{Left, PhasePlan, plan_league_programme, plan_phase};
use gandhi_validator::nonplayers::{NoteArg, NoteCode};
use gandhi_validator::play::{Phase, check_phase};
use gandhi_validator::position::raj_control;
use gandhi_validator::position::setup;
use gandhi_validator::position::{GameRng, GameState, Seat};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SupportLevel},
};
use gandhi_validator::{findings::Issue, play::Die};
use gandhi_validator::{
    position::{Edit, apply_edit},
    terms::{Marker, Place},
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The data with MADE-UP priority columns: `(faction, column, rows)`.
fn aid(ex: &Ex, columns: &[(&str, &str, &str)]) -> GameData {
    aid_over(&ex.data, columns)
}

/// `aid` over other data.
fn aid_over(base: &GameData, columns: &[(&str, &str, &str)]) -> GameData {
    let mut text = String::new();
    if !columns.is_empty() {
        text.push_str("priorities:\n");
    }
    for (faction, column, rows) in columns {
        text.push_str(&format!(
            "  - {{ faction: {faction}, column: {column}, rows: {rows} }}\n"
        ));
    }
    with_aid(
        base,
        Faction::Raj,
        "- { id: deploy, operation: deploy, column: place_cubes, then: stop }",
        &text,
    )
}

/// An empty table where the given Factions have no player.
fn table(ex: &Ex, data: &GameData, non_players: &[Faction], seed: u64) -> GameState {
    let mut s = ex.table(3, 3);
    s.rng = GameRng::new(seed);
    for faction in non_players {
        seat(data, &mut s, *faction, Seat::NonPlayer);
    }
    s
}

/// The dice a plan logs.
fn dice(edits: &[Edit]) -> Vec<Die> {
    edits
        .iter()
        .filter_map(|e| match e {
            Edit::Die(d) => Some(*d),
            _ => None,
        })
        .collect()
}

/// Applies every edit of a plan (each must apply) and returns the table.
fn apply_all(data: &GameData, before: &GameState, edits: &[Edit]) -> GameState {
    let mut after = before.clone();
    for edit in edits {
        apply_edit(data, &mut after, edit).unwrap_or_else(|e| panic!("{edit:?}: {e:?}"));
    }
    after
}

/// The error findings of the step's check on what the plan leaves.
fn errors(
    data: &GameData,
    phase: Phase,
    before: &GameState,
    after: &GameState,
    edits: &[Edit],
) -> Vec<String> {
    check_phase(data, phase, before, after, &dice(edits))
        .findings
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| f.to_string())
        .collect()
}

/// A complete plan: it opens the step, ends with `Done`, and passes the
/// step's check with no error.
fn legal(data: &GameData, before: &GameState, plan: &PhasePlan) -> GameState {
    assert!(plan.complete(), "{:?}\n{:#?}", plan.left, plan.trace);
    assert_eq!(plan.edits.first(), Some(&Edit::Phase(plan.phase)));
    assert_eq!(plan.edits.last(), Some(&Edit::Done { note: None }));
    let after = apply_all(data, before, &plan.edits);
    let found = errors(data, plan.phase, before, &after, &plan.edits);
    assert!(found.is_empty(), "{found:#?}\n{:#?}", plan.trace);
    after
}

/// 8.9.1: with markers enough, a Strike on each qualifying Railway; with
/// too few, the highest Econ first.
#[test]
fn np_8_9_1_strikes_highest_econ_first() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Congress], 1);
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        ex.put(&mut s, city, Piece::Troop, 1);
    }
    ex.space(&mut s, "rail_deccan").protests = 1; // Econ 4
    ex.space(&mut s, "rail_madras").protests = 1; // Econ 3
    let plan = plan_phase(&data, &s, Phase::Strikes).unwrap();
    let after = legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("rail_deccan")).strikes, 1);
    assert_eq!(after.space(ex.id("rail_madras")).strikes, 1);

    // Eleven of the twelve markers out: only the 4-Econ Railway strikes.
    for key in [
        "punjab",
        "sind",
        "bihar",
        "assam",
        "orissa",
        "mysore",
        "gujarat",
        "hyderabad",
        "rajputana",
        "united_provinces",
        "east_bengal",
    ] {
        ex.space(&mut s, key).unrest = 1;
    }
    let plan = plan_phase(&data, &s, Phase::Strikes).unwrap();
    assert_eq!(plan.selected, vec![ex.id("rail_deccan")]);
    let after = legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("rail_madras")).strikes, 0);

    // A Congress player chooses for itself.
    let player = table(&ex, &data, &[], 1);
    let plan = plan_phase(&data, &player, Phase::Strikes).unwrap();
    assert_eq!(plan.left, vec![Left::Player(Faction::Congress)]);
    assert_eq!(plan.edits, vec![Edit::Phase(Phase::Strikes)]);
}

/// 8.1.3 with 8.9.1: when the Raj has no player either, a non-player
/// Congress places no Strikes, and the check flags one placed.
#[test]
fn np_8_1_3_no_strikes_without_a_raj_player() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Congress, Faction::Raj], 1);
    ex.space(&mut s, "rail_deccan").protests = 1;
    let plan = plan_phase(&data, &s, Phase::Strikes).unwrap();
    let after = legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("rail_deccan")).strikes, 0);
    assert!(plan.selected.is_empty());

    let mut struck = s.clone();
    ex.space(&mut struck, "rail_deccan").strikes = 1;
    let found = issues_of(&check_phase(&data, Phase::Strikes, &s, &struck, &[]).findings);
    assert!(found.contains(&Issue::NpStrikesBarred), "{found:?}");
    assert!(!found.contains(&Issue::StrikesMissing), "{found:?}");

    // With a Raj player, the same table strikes the Railway (8.9.1).
    let mut raj_player = s.clone();
    raj_player.seats.raj = Seat::Player(1);
    let plan = plan_phase(&data, &raj_player, Phase::Strikes).unwrap();
    let after = legal(&data, &raj_player, &plan);
    assert_eq!(after.space(ex.id("rail_deccan")).strikes, 1);
}

/// 8.9.2: NP Raj's Imperialism with the (MADE-UP) Shift to Support column:
/// a die ×2 of removals and shifts, Unrest first, two levels a space, at
/// most four spaces; two prisoners per space, one of each Faction; Gandhi
/// to a random space without Raj Control.
#[test]
fn np_8_9_2_raj_support_phase() {
    let ex = Ex::new();
    let data = aid(
        &ex,
        &[("raj", "shift_to_support", "[unrest, { most: population }]")],
    );
    for seed in 0..12 {
        let mut s = table(&ex, &data, &[Faction::Raj], seed);
        for key in ["bihar", "punjab", "delhi", "gujarat", "madras"] {
            ex.place(&mut s, key, Piece::Troop, 1);
            ex.place(&mut s, key, Piece::Sepoy, 1);
        }
        ex.space(&mut s, "gujarat").unrest = 2;
        ex.level(&mut s, "bihar", SupportLevel::PassiveOpposition);
        s.jail.set(Piece::CongressActivist, 3);
        s.jail.set(Piece::LeagueActivist, 1);
        s.jail.set(Piece::Gandhi, 1);
        let plan = plan_phase(&data, &s, Phase::Imperialism).unwrap();
        let after = legal(&data, &s, &plan);
        let die = dice(&plan.edits)[0].value;
        // The budget: Unrest removed plus levels shifted, at most 2 × die.
        let spent: i32 = data
            .map
            .ids()
            .map(|id| {
                i32::from(s.space(id).unrest) - i32::from(after.space(id).unrest)
                    + (after.space(id).level.value() - s.space(id).level.value())
            })
            .sum();
        let room = 2 + 2 * 4 + 2 * 4; // Unrest in Gujarat, two levels in four spaces
        assert_eq!(spent, (2 * i32::from(die)).min(room), "seed {seed}");
        // Gujarat's Unrest goes first (the column's first row).
        assert_eq!(plan.selected[0], ex.id("gujarat"));
        assert!(plan.selected.len() <= 4);
        let released = 4 - after.jail.activists();
        assert_eq!(
            released,
            (2 * u32::try_from(plan.selected.len()).unwrap()).min(4)
        );
        // One League Activist goes with the first Congress one.
        assert_eq!(after.jail.get(Piece::LeagueActivist), 0);
        let gandhi = data
            .map
            .ids()
            .find(|id| after.space(*id).pieces.get(Piece::Gandhi) > 0)
            .expect("Gandhi released");
        assert!(!raj_control(&data.map, &s, gandhi));
    }
}

/// 8.9.2: NP Congress then NP League, as many spaces as Unity allows in
/// all, with their (MADE-UP) Shift to Opposition columns.
#[test]
fn np_8_9_2_constructive_programme_congress_then_league() {
    let ex = Ex::new();
    let rows = "[{ most: population }, { most: support }]";
    let data = aid(
        &ex,
        &[
            ("congress", "shift_to_opposition", rows),
            ("muslim_league", "shift_to_opposition", rows),
        ],
    );
    let mut s = table(&ex, &data, &[Faction::Congress, Faction::MuslimLeague], 4);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 1);
    ex.place(&mut s, "gujarat", Piece::CongressActivist, 1);
    ex.level(&mut s, "gujarat", SupportLevel::ActiveSupport);
    ex.place(&mut s, "punjab", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    ex.place(&mut s, "united_provinces", Piece::LeagueActivist, 1);
    ex.level(&mut s, "united_provinces", SupportLevel::ActiveOpposition);
    // Raj Control keeps Assam out.
    ex.place(&mut s, "assam", Piece::CongressActivist, 1);
    ex.place(&mut s, "assam", Piece::Troop, 3);
    let plan = plan_phase(&data, &s, Phase::ConstructiveProgramme).unwrap();
    // Unity 3: Congress takes both its spaces (2-Pop first), the League one.
    assert_eq!(
        plan.selected,
        vec![ex.id("bihar"), ex.id("gujarat"), ex.id("punjab")]
    );
    let after = legal(&data, &s, &plan);
    assert_eq!(
        after.space(ex.id("gujarat")).level,
        SupportLevel::Neutral,
        "two levels"
    );
    assert_eq!(
        after.space(ex.id("bihar")).level,
        SupportLevel::ActiveOpposition
    );
    assert_eq!(after.space(ex.id("sind")).level, SupportLevel::Neutral);
}

/// 8.9.2 with a Congress player: it shifts first, then the NP League takes
/// what Unity leaves.
#[test]
fn np_8_9_2_league_programme_after_a_congress_player() {
    let ex = Ex::new();
    let data = aid(
        &ex,
        &[(
            "muslim_league",
            "shift_to_opposition",
            "[{ most: population }]",
        )],
    );
    let mut s = table(&ex, &data, &[Faction::MuslimLeague], 2);
    s.tracks.unity = 2;
    ex.place(&mut s, "bihar", Piece::CongressActivist, 1);
    ex.place(&mut s, "punjab", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    let plan = plan_phase(&data, &s, Phase::ConstructiveProgramme).unwrap();
    assert_eq!(
        plan.left,
        vec![Left::Player(Faction::Congress), Left::LeagueProgramme]
    );
    let mut now = apply_all(&data, &s, &plan.edits);
    ex.level(&mut now, "bihar", SupportLevel::ActiveOpposition);
    let league = plan_league_programme(&data, &s, &now).unwrap();
    assert_eq!(league.selected, vec![ex.id("punjab")]);
    assert_eq!(league.edits.last(), Some(&Edit::Done { note: None }));
    let after = apply_all(&data, &now, &league.edits);
    assert!(
        errors(
            &data,
            Phase::ConstructiveProgramme,
            &s,
            &after,
            &league.edits
        )
        .is_empty()
    );
    assert_eq!(after.space(ex.id("sind")).level, SupportLevel::Neutral);
}

/// 8.9.2: the League's and the Revolutionaries' Base with their (MADE-UP)
/// Place Bases columns, never on a Railway nor under Raj Control.
#[test]
fn np_8_9_2_pakistan_movement_and_secret_societies() {
    let ex = Ex::new();
    let data = aid(
        &ex,
        &[
            (
                "muslim_league",
                "place_bases",
                "[muslim, { most: population }]",
            ),
            ("revolutionaries", "place_bases", "[{ most: guerrillas }]"),
        ],
    );
    let mut s = table(
        &ex,
        &data,
        &[Faction::MuslimLeague, Faction::Revolutionaries],
        8,
    );
    // The Raj controls every 2-Pop Muslim Province but East Bengal.
    ex.place(&mut s, "punjab", Piece::Troop, 2);
    ex.place(&mut s, "west_bengal", Piece::Troop, 2);
    let plan = plan_phase(&data, &s, Phase::PakistanMovement).unwrap();
    assert_eq!(plan.selected, vec![ex.id("east_bengal")]);
    let after = legal(&data, &s, &plan);
    assert_eq!(
        after
            .space(ex.id("east_bengal"))
            .pieces
            .get(Piece::LeagueBase),
        1
    );

    // The Revolutionaries' Base goes where their Guerrillas are most, not
    // onto the Railway that has more.
    ex.place(&mut s, "rail_deccan", Piece::GuerrillaUnderground, 3);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 2);
    let plan = plan_phase(&data, &s, Phase::SecretSocieties).unwrap();
    assert_eq!(plan.selected, vec![ex.id("orissa")]);
    legal(&data, &s, &plan);

    // No Base Available: nothing is placed, and the step still closes.
    s.available.set(Piece::RevolutionariesBase, 0);
    let plan = plan_phase(&data, &s, Phase::SecretSocieties).unwrap();
    assert!(plan.selected.is_empty());
    let after = legal(&data, &s, &plan);
    assert_eq!(after, apply_all(&data, &s, &[]));
}

/// 8.9.3, NP Congress: Gandhi goes to the best-supported 2-Pop space,
/// then 2-Pop spaces open to Congress are brought to two Activists and
/// 1-Pop ones to one, from the spaces with the most; what remains is spread
/// evenly over the 2-Pop spaces.
#[test]
fn np_8_9_3_congress_redeploy() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Congress], 3);
    // Raj Control everywhere but Bihar, Bombay Presidency and Gujarat.
    for id in data.map.ids() {
        let info = data.map.space(id);
        let open = ["bihar", "bombay_presidency", "gujarat"].contains(&info.key.as_str());
        if !info.is_railway() && !open {
            s.space_mut(id).pieces.add(Piece::Troop, 3);
        }
    }
    ex.level(&mut s, "bombay_presidency", SupportLevel::PassiveSupport);
    // Gujarat comes first among the 1-Pop spaces (the States have no
    // Raj Control either).
    ex.level(&mut s, "gujarat", SupportLevel::PassiveSupport);
    s.available.set(Piece::Gandhi, 1);
    ex.place(&mut s, "bihar", Piece::Gandhi, 1);
    ex.place(&mut s, "rail_madras", Piece::CongressActivist, 3);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 2);
    let plan = plan_phase(&data, &s, Phase::CongressRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let at = |k: &str, p: Piece| after.space(ex.id(k)).pieces.get(p);
    assert_eq!(at("bombay_presidency", Piece::Gandhi), 1);
    assert_eq!(at("bombay_presidency", Piece::CongressActivist), 2);
    assert_eq!(at("gujarat", Piece::CongressActivist), 1);
    assert_eq!(at("bihar", Piece::CongressActivist), 2, "Bihar keeps two");
    assert_eq!(at("rail_madras", Piece::CongressActivist), 0);

    // More Activists than the spaces want (the six 1-Pop States take one
    // each): step 4 spreads the rest evenly over the two open 2-Pop spaces.
    s.available.set(Piece::CongressActivist, 20);
    ex.place(&mut s, "rail_madras", Piece::CongressActivist, 16);
    let plan = plan_phase(&data, &s, Phase::CongressRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let at = |k: &str| after.space(ex.id(k)).pieces.get(Piece::CongressActivist);
    assert_eq!(at("rail_madras"), 0);
    // 19 on the Railway: 2 to Bombay Presidency, 7 to the 1-Pop spaces,
    // and the 10 left split 5 and 5.
    assert_eq!(at("bombay_presidency"), 2 + 5);
    assert_eq!(at("bihar"), 2 + 5);
}

/// 8.9.3, NP Muslim League: League pieces outnumber Congress's in 2-Pop
/// Muslim spaces, then two there and one in 1-Pop Muslim spaces.
#[test]
fn np_8_9_3_league_redeploy() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::MuslimLeague], 5);
    for id in data.map.ids() {
        let info = data.map.space(id);
        let open = ["punjab", "sind", "bihar"].contains(&info.key.as_str());
        if !info.is_railway() && !open {
            s.space_mut(id).pieces.add(Piece::Troop, 4);
        }
    }
    ex.place(&mut s, "punjab", Piece::CongressActivist, 3);
    ex.place(&mut s, "bihar", Piece::LeagueActivist, 4);
    ex.place(&mut s, "rail_lahore_karachi", Piece::LeagueActivist, 1);
    let plan = plan_phase(&data, &s, Phase::LeagueRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let at = |k: &str| after.space(ex.id(k)).pieces.get(Piece::LeagueActivist);
    assert_eq!(at("punjab"), 4, "more than Congress's three");
    assert_eq!(at("sind"), 1);
    assert_eq!(at("bihar"), 0, "Bihar is not Muslim: it keeps none");
    assert_eq!(at("rail_lahore_karachi"), 0);
}

/// 8.9.3, NP Revolutionaries: uncontrolled spaces with Unrest, then spaces
/// with their Base, are each brought to one Guerrilla, which stays; then three Guerrillas in all to 2-Pop spaces without Unrest.
#[test]
fn np_8_9_3_revolutionaries_redeploy() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Revolutionaries], 6);
    ex.space(&mut s, "assam").unrest = 1;
    ex.place(&mut s, "mysore", Piece::RevolutionariesBase, 1);
    ex.place(&mut s, "rail_deccan", Piece::GuerrillaActive, 2);
    let plan = plan_phase(&data, &s, Phase::RevolutionariesRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("assam")).pieces.guerrillas(), 1);
    assert_eq!(after.space(ex.id("mysore")).pieces.guerrillas(), 1);
    assert_eq!(after.space(ex.id("rail_deccan")).pieces.guerrillas(), 0);

    // Five in Orissa: one to Punjab (Unrest, step 1), then three to 2-Pop
    // spaces without Unrest, most Support first, one a space; the last
    // stays in Orissa.
    let mut s = table(&ex, &data, &[Faction::Revolutionaries], 6);
    ex.level(&mut s, "west_bengal", SupportLevel::ActiveSupport);
    ex.level(&mut s, "bombay_presidency", SupportLevel::PassiveSupport);
    ex.space(&mut s, "punjab").unrest = 1;
    ex.level(&mut s, "punjab", SupportLevel::ActiveSupport);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 5);
    let plan = plan_phase(&data, &s, Phase::RevolutionariesRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let g = |k: &str| after.space(ex.id(k)).pieces.guerrillas();
    assert_eq!(g("west_bengal"), 1);
    assert_eq!(g("bombay_presidency"), 1);
    assert_eq!(g("orissa"), 1);
    let two_pop_without_unrest: u32 = data
        .map
        .ids()
        .filter(|id| data.map.space(*id).population() == 2 && after.space(*id).unrest == 0)
        .map(|id| after.space(id).pieces.guerrillas())
        .sum();
    assert_eq!(two_pop_without_unrest, 3, "three in all");
    assert_eq!(
        g("punjab"),
        1,
        "Punjab, with Unrest, gets its one from step 1"
    );
}

/// 8.9.3, NP Raj, steps 1–3: a Sepoy to each Province for each Troop
/// there; a Troop to each City; Troops not needed for Control to
/// Available; a Sepoy to each City while any can come. Cubes come from
/// Provinces without Raj Control first, then from the most Sepoys.
#[test]
fn np_8_9_3_raj_redeploy_troops_and_cities() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Raj], 1);
    ex.put(&mut s, "punjab", Piece::Troop, 2);
    ex.put(&mut s, "bihar", Piece::Troop, 1);
    ex.put(&mut s, "bihar", Piece::Sepoy, 1);
    ex.put(&mut s, "bihar", Piece::GuerrillaActive, 3);
    ex.put(&mut s, "delhi", Piece::Sepoy, 4);
    ex.put(&mut s, "bombay", Piece::Troop, 3);
    let troops_before = s.available.get(Piece::Troop);
    let plan = plan_phase(&data, &s, Phase::RajRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let at = |k: &str, p: Piece| after.space(ex.id(k)).pieces.get(p);
    // Step 1: Punjab's two Troops bring two Sepoys: Bihar's (no Raj
    // Control there) and one of Delhi's (the most Sepoys).
    assert_eq!(at("punjab", Piece::Sepoy), 2);
    assert_eq!(at("bihar", Piece::Sepoy), 0);
    // Step 2: one Troop in each of the five Cities, from Bihar, Punjab and
    // Bombay; Punjab's Sepoys hold it, so it keeps no Troop; the sixth
    // Troop goes to Available.
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        assert_eq!(at(city, Piece::Troop), 1, "{city}");
    }
    assert_eq!(at("punjab", Piece::Troop), 0);
    assert_eq!(at("bihar", Piece::Troop), 0);
    assert_eq!(after.available.get(Piece::Troop), troops_before + 1);
    // Step 3: Delhi keeps one Sepoy and has two more to give; Punjab's
    // arrived and move no more.
    assert_eq!(at("delhi", Piece::Sepoy), 1);
    let city_sepoys: u8 = ["bombay", "calcutta", "karachi", "madras"]
        .iter()
        .map(|c| at(c, Piece::Sepoy))
        .sum();
    assert_eq!(city_sepoys, 2);
    assert!(said(&plan.trace, NoteCode::RedeployStep, |n| {
        n.args.get(1) == Some(&NoteArg::Arg(Arg::Int(1)))
    }));

    // A Raj player may not send Troops to Available in Redeploy (6.4.2).
    let mut player = s.clone();
    player.seats.raj = Seat::Player(1);
    let found = issues_of(
        &check_phase(
            &data,
            Phase::RajRedeploy,
            &player,
            &after,
            &dice(&plan.edits),
        )
        .findings,
    );
    assert!(found.contains(&Issue::RedeployOffMap), "{found:?}");

    // A non-player Raj loses no Raj Control of a Province (8.9.3).
    let mut lost = after.clone();
    ex.mv(&mut lost, Piece::Sepoy, 2, "punjab", "delhi");
    let found =
        issues_of(&check_phase(&data, Phase::RajRedeploy, &s, &lost, &dice(&plan.edits)).findings);
    assert!(found.contains(&Issue::NpRedeployLostControl), "{found:?}");
}

/// 8.9.3, NP Raj, steps 4–5: three States without Support each get a
/// Sepoy, then what stands in uncontrolled Provinces is shared out among
/// the controlled spaces, 2-Pop ones at the head.
#[test]
fn np_8_9_3_raj_redeploy_states_and_the_spread() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::Raj], 2);
    for city in ["delhi", "bombay", "calcutta", "karachi", "madras"] {
        ex.put(&mut s, city, Piece::Troop, 1);
        ex.put(&mut s, city, Piece::Sepoy, 1);
    }
    ex.put(&mut s, "punjab", Piece::Troop, 1);
    ex.put(&mut s, "bihar", Piece::Sepoy, 6);
    ex.put(&mut s, "bihar", Piece::GuerrillaActive, 7);
    let plan = plan_phase(&data, &s, Phase::RajRedeploy).unwrap();
    let after = legal(&data, &s, &plan);
    let at = |k: &str, p: Piece| after.space(ex.id(k)).pieces.get(p);
    assert_eq!(at("bihar", Piece::Sepoy), 0);
    // Step 1 brings one Sepoy; step 2 then frees the Troop; step 5 gives
    // Punjab, the one 2-Pop space with Raj Control, the first of the two
    // cubes left.
    assert_eq!(at("punjab", Piece::Troop), 0);
    assert_eq!(at("punjab", Piece::Sepoy), 2);
    let states: Vec<_> = data
        .map
        .ids()
        .filter(|id| after.space(*id).pieces.get(Piece::Sepoy) > 0)
        .filter(|id| gandhi_validator::position::is_state(&data.map, &after, *id))
        .collect();
    assert_eq!(states.len(), 3, "three States");
    let city_sepoys: u8 = ["delhi", "bombay", "calcutta", "karachi", "madras"]
        .iter()
        .map(|c| at(c, Piece::Sepoy))
        .sum();
    assert_eq!(city_sepoys, 5 + 1, "the last cube to one City");
    assert!(said(&plan.trace, NoteCode::RedeployStep, |n| {
        n.args.get(1) == Some(&NoteArg::Arg(Arg::Int(5)))
    }));
}

/// 8.9.4: after Reset, NP Congress places one Protest in a space with its
/// Activists, picked with its (MADE-UP) Place Protests column; the check
/// reports a missing or misplaced one.
#[test]
fn np_8_9_4_congress_protest_after_reset() {
    let ex = Ex::new();
    let data = aid(
        &ex,
        &[("congress", "place_protests", "[{ most: population }]")],
    );
    let mut s = table(&ex, &data, &[Faction::Congress], 9);
    ex.place(&mut s, "gujarat", Piece::CongressActivist, 1);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 1);
    let plan = plan_phase(&data, &s, Phase::NpProtest).unwrap();
    assert_eq!(plan.selected, vec![ex.id("bihar")]);
    let after = legal(&data, &s, &plan);
    assert_eq!(after.space(ex.id("bihar")).protests, 1);

    let nothing = check_phase(&data, Phase::NpProtest, &s, &s, &[]);
    assert_eq!(issues_of(&nothing.findings), [Issue::NpProtestCount]);
    let mut wrong = s.clone();
    ex.space(&mut wrong, "punjab").protests = 1;
    let found = issues_of(&check_phase(&data, Phase::NpProtest, &s, &wrong, &[]).findings);
    assert_eq!(found, [Issue::NpProtestWhere]);

    // No Congress Activist on the map: no Protest is owed.
    let empty = table(&ex, &data, &[Faction::Congress], 9);
    let plan = plan_phase(&data, &empty, Phase::NpProtest).unwrap();
    assert!(!plan.moves().any(|e| matches!(
        e,
        Edit::AddMarker {
            marker: Marker::Protest,
            ..
        }
    )));
    legal(&data, &empty, &plan);
}

/// 8.1.4 with 6.8: NP Raj brings a die of cubes from Out of Play, Troops
/// first, each to the space its (MADE-UP) Place Cubes column picks; no
/// Troops into States, nothing onto Railways.
#[test]
fn np_8_1_4_crisis_troops_first_with_place_cubes() {
    let ex = Ex::new();
    let data = aid(
        &ex,
        &[(
            "raj",
            "place_cubes",
            "[{ most: activists }, { most: population }]",
        )],
    );
    for seed in 0..10 {
        let mut s = table(&ex, &data, &[Faction::Raj], seed);
        s.out_of_play.set(Piece::Troop, 2);
        s.out_of_play.set(Piece::Sepoy, 5);
        ex.place(&mut s, "rajputana", Piece::CongressActivist, 3);
        ex.place(&mut s, "rail_deccan", Piece::CongressActivist, 5);
        let plan = plan_phase(&data, &s, Phase::CrisisCubes).unwrap();
        let after = legal(&data, &s, &plan);
        let die = dice(&plan.edits)[0].value;
        let troops = 2u8.min(die);
        let sepoys = (die - troops).min(5);
        assert_eq!(
            after.out_of_play.get(Piece::Troop),
            2 - troops,
            "seed {seed}"
        );
        assert_eq!(after.out_of_play.get(Piece::Sepoy), 5 - sepoys);
        assert_eq!(after.space(ex.id("rail_deccan")).pieces.cubes(), 0);
        // Troops skip the State; Sepoys go there first.
        assert_eq!(after.space(ex.id("rajputana")).pieces.get(Piece::Troop), 0);
        assert_eq!(
            after.space(ex.id("rajputana")).pieces.get(Piece::Sepoy),
            sepoys
        );
        // The Troops come before the Sepoys in the log.
        let moved: Vec<Piece> = plan
            .moves()
            .filter_map(|e| match e {
                Edit::MovePieces {
                    piece,
                    from: Place::OutOfPlay,
                    ..
                } => Some(*piece),
                _ => None,
            })
            .collect();
        let mut sorted = moved.clone();
        sorted.sort_by_key(|p| *p != Piece::Troop);
        assert_eq!(moved, sorted);
    }
}

/// A selection that needs a column the data lacks asks for it.
#[test]
fn a_missing_column_is_asked_for() {
    let ex = Ex::new();
    let data = aid(&ex, &[]);
    let mut s = table(&ex, &data, &[Faction::MuslimLeague], 1);
    ex.place(&mut s, "punjab", Piece::LeagueActivist, 1);
    ex.place(&mut s, "sind", Piece::LeagueActivist, 1);
    let asked = plan_phase(&data, &s, Phase::PakistanMovement);
    assert_eq!(
        asked,
        Err(Question::PriorityColumn {
            faction: Faction::MuslimLeague,
            column: gandhi_validator::components::Column::PlaceBases,
        })
    );
}

// ----- The invariant -----

/// MADE-UP columns for every column the Campaign steps use.
fn all_columns(ex: &Ex) -> GameData {
    all_columns_over(&ex.data)
}

fn all_columns_over(base: &GameData) -> GameData {
    let rows = "[not_active_support, { most: population }, { least: cubes }, { most: activists }]";
    aid_over(
        base,
        &[
            ("raj", "shift_to_support", rows),
            ("raj", "place_cubes", rows),
            ("congress", "shift_to_opposition", rows),
            ("congress", "place_protests", rows),
            ("muslim_league", "shift_to_opposition", rows),
            ("muslim_league", "place_bases", rows),
            ("revolutionaries", "place_bases", rows),
        ],
    )
}

/// A scenario's table, scrambled, with the given non-players.
fn random_table(data: &GameData, seed: u64) -> GameState {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let scenario = if seed.is_multiple_of(2) {
        "short"
    } else {
        "main"
    };
    let mut s = setup(data, scenario, seed).unwrap();
    for faction in Faction::ALL {
        // Mostly non-players; now and then a player, for the mixed steps.
        if rng.random_range(0..5) > 0 {
            seat(data, &mut s, faction, Seat::NonPlayer);
        }
    }
    scatter_pieces(data, &mut s, &mut rng, 30, true);
    let spaces: Vec<_> = data.map.ids().collect();
    for _ in 0..rng.random_range(0..16) {
        let space = spaces[rng.random_range(0..spaces.len())];
        let railway = data.map.space(space).is_railway();
        let here = s.space_mut(space);
        match rng.random_range(0..5) {
            0 => here.protests = 1,
            1 if !railway => here.unrest += 1,
            2 if !railway => here.level = SupportLevel::from_value(rng.random_range(-2..=2)),
            3 => {
                let n = here.pieces.get(Piece::GuerrillaUnderground);
                here.pieces.set(Piece::GuerrillaUnderground, 0);
                here.pieces.add(Piece::GuerrillaActive, n);
            }
            _ => {}
        }
    }
    for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
        s.jail.set(piece, rng.random_range(0..4));
    }
    if s.available.get(Piece::Gandhi) > 0 && rng.random_range(0..2) == 0 {
        s.available.set(Piece::Gandhi, 0);
        s.jail.set(Piece::Gandhi, 1);
    }
    s.out_of_play.set(Piece::Troop, rng.random_range(0..4));
    s.out_of_play.set(Piece::Sepoy, rng.random_range(0..4));
    s.tracks.restraint = rng.random_range(1..=5);
    s.tracks.unity = rng.random_range(1..=5);
    s.rng = GameRng::new(seed.wrapping_mul(104_729));
    s
}

/// On many random tables and seeds, every complete plan of every step
/// passes the step's check with no error, every edit applies, and the same
/// table gives the same plan.
#[test]
fn every_complete_phase_plan_passes_check_phase_and_replays() {
    let ex = Ex::new();
    let data = all_columns(&ex);
    let mut complete = 0;
    let mut phases = std::collections::BTreeSet::new();
    // The new Viceroy needs a Campaign card as the current card, which
    // these tables do not have; the step has no choices anyway.
    let steps: Vec<Phase> = Phase::ROUND
        .into_iter()
        .filter(|p| *p != Phase::NewViceroy)
        .chain([Phase::NpProtest, Phase::CrisisCubes])
        .collect();
    for seed in 0..120u64 {
        let table = random_table(&data, seed);
        for &phase in &steps {
            let plan = plan_phase(&data, &table, phase)
                .unwrap_or_else(|q| panic!("seed {seed}, {phase:?}: asked {q:?}"));
            let again = plan_phase(&data, &table, phase).unwrap();
            assert_eq!(plan, again, "seed {seed}, {phase:?}: not the same plan");
            let after = apply_all(&data, &table, &plan.edits);
            if phase
                .faction()
                .is_some_and(|f| table.seats[f] == Seat::NonPlayer)
                && matches!(
                    phase,
                    Phase::RajRedeploy
                        | Phase::CongressRedeploy
                        | Phase::LeagueRedeploy
                        | Phase::RevolutionariesRedeploy
                )
            {
                assert!(
                    plan.complete(),
                    "seed {seed}, {phase:?}: a non-player's Redeploy is carried out whole: {:?}",
                    plan.left
                );
            }
            if plan.complete() {
                let found = errors(&data, phase, &table, &after, &plan.edits);
                assert!(
                    found.is_empty(),
                    "seed {seed}, {phase:?}: {found:#?}\n{:#?}",
                    plan.trace
                );
                complete += 1;
                phases.insert(format!("{phase:?}"));
            }
        }
    }
    assert!(complete > 1000, "{complete} complete plans");
    for phase in [
        "Strikes",
        "Imperialism",
        "ConstructiveProgramme",
        "PakistanMovement",
        "SecretSocieties",
        "RajRedeploy",
        "CongressRedeploy",
        "LeagueRedeploy",
        "RevolutionariesRedeploy",
        "NpProtest",
        "CrisisCubes",
    ] {
        assert!(
            phases.contains(phase),
            "no complete {phase} plan: {phases:?}"
        );
    }
}

/// 8.9 in the sequence of play: a Short game with no players passes to its
/// first Campaign card; each step is planned and logged; after Reset the
/// non-player Congress's Protest is due before the next card, and its plan
/// is accepted. The cards' Faction orders are MADE UP.
#[test]
fn np_8_9_a_whole_round_with_no_players() {
    use gandhi_validator::log::Game;
    use gandhi_validator::log::GameRecord;
    use gandhi_validator::nonplayers::pass_turn;
    use gandhi_validator::play::{Stage, end_of_card};
    use gandhi_validator::terms::Card;

    let ex = Ex::new();
    // Made-up faction orders, as the random playouts use.
    let base = gandhi_validator::playouts::simulation_data(&ex.data);
    let data = all_columns_over(&base);
    let mut record = GameRecord::new("short", 2026);
    for faction in Faction::ALL {
        record.seats[faction] = Seat::NonPlayer;
    }
    let mut game = Game::new(&data, record).unwrap();
    let push = |game: &mut Game, edit: Edit| -> Vec<String> {
        game.push(&data, edit, None, "2026-11-21T12:00:00+01:00".to_owned())
            .unwrap()
            .findings
            .iter()
            .map(|f| f.to_string())
            .collect()
    };
    for _ in 0..40 {
        if let Some(Card::Campaign(_)) = game.state().deck.current {
            break;
        }
        while let Stage::Turn(turn) = game.stage(&data) {
            for edit in pass_turn(game.state(), turn.faction) {
                push(&mut game, edit);
            }
        }
        for edit in end_of_card(game.state(), game.progress()) {
            push(&mut game, edit);
        }
    }
    let mut steps = Vec::new();
    while let Stage::Campaign(phase) = game.stage(&data) {
        steps.push(phase);
        if phase == Phase::NpProtest {
            let found = push(&mut game, Edit::NextCard);
            assert!(
                found
                    .iter()
                    .any(|f| f == "6.0 RoundUnfinished(phase=NpProtest)"),
                "{found:#?}"
            );
            game.pop(&data);
        }
        let plan = plan_phase(&data, game.state(), phase).unwrap();
        let mut found = Vec::new();
        for edit in plan.edits.clone() {
            found.extend(push(&mut game, edit));
        }
        if plan.complete() {
            assert!(found.is_empty(), "{phase:?}: {found:#?}");
        } else {
            // The players would finish it; here it is closed as it stands.
            push(&mut game, Edit::Done { note: None });
        }
    }
    assert_eq!(steps.last(), Some(&Phase::NpProtest));
    assert_eq!(steps.len(), Phase::ROUND.len() + 1);
    assert_eq!(game.stage(&data), Stage::RoundOver);
    assert!(push(&mut game, Edit::NextCard).is_empty());
}
