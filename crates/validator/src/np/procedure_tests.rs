#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

//! The procedures chapter 8 spells out: Random Spaces (8.1.2), Random
//! Railways (8.1.3), Adversary Priorities (8.5) and Activation Numbers
//! (8.6.2), with the rulebook's examples.

use crate::data::GameData;
use crate::data::provenance::Fact;
use crate::ids::{Faction, Piece, SpaceId};
use crate::np::activation::{Activation, Next};
use crate::np::adversary::{Target, choose_removals, ordered, row};
use crate::np::random::{random_railway, random_space};
use crate::np::trace::{Dice, Question, TraceLine};
use crate::state::{GameRng, GameState, Seat};
use crate::vocab::action::Operation;

fn data() -> GameData {
    GameData::bundled().unwrap()
}

fn id(data: &GameData, key: &str) -> SpaceId {
    data.map.by_key(key).unwrap()
}

/// Dice whose first two rolls are given: the seed is searched for.
fn dice_starting(first: &[u8]) -> Dice {
    for seed in 0..10_000u64 {
        let mut rng = GameRng::new(seed);
        if first.iter().all(|v| rng.roll_die() == *v) {
            return Dice::new(GameRng::new(seed));
        }
    }
    panic!("no seed rolls {first:?}");
}

/// 8.1.2's example: 3 then 5 is East Bengal; if it is not eligible, 3-6
/// Calcutta, then the next slots in turn.
#[test]
fn ex_8_1_2_random_spaces_walk_the_map() {
    let data = data();
    let mut trace = Vec::new();
    let mut dice = dice_starting(&[3, 5]);
    let picked = random_space(&data, &mut dice, &mut trace, |_| true).unwrap();
    assert_eq!(picked, Some(id(&data, "east_bengal")));
    assert!(matches!(trace[0], TraceLine::Die { value: 3, .. }));
    let mut dice = dice_starting(&[3, 5]);
    let calcutta = id(&data, "calcutta");
    let picked = random_space(&data, &mut dice, &mut Vec::new(), |s| {
        s != id(&data, "east_bengal")
    })
    .unwrap();
    assert_eq!(picked, Some(calcutta));
    // Past the slots the data knows, the players are asked.
    let mut dice = dice_starting(&[4, 2]);
    let asked = random_space(&data, &mut dice, &mut Vec::new(), |_| false).unwrap_err();
    assert_eq!(asked, Question::RandomSlot { region: 4, slot: 3 });
    // With the whole map entered, a walk that finds nothing ends.
    let mut full = data.clone();
    let spaces: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|s| !data.map.space(*s).is_railway())
        .collect();
    for r in 1..=6u8 {
        for s in 1..=6u8 {
            let space = spaces[usize::from((r - 1) * 6 + (s - 1)) % spaces.len()];
            full.random_spaces
                .set(r, s, Fact::deduced(space, "test map"));
        }
    }
    let mut dice = dice_starting(&[6, 6]);
    assert_eq!(
        random_space(&full, &mut dice, &mut Vec::new(), |_| false).unwrap(),
        None
    );
}

/// 8.1.3: the highest Econ first.
#[test]
fn random_railways_take_the_highest_econ() {
    let data = data();
    let railways: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|s| data.map.space(*s).is_railway())
        .collect();
    let best = railways
        .iter()
        .map(|r| data.map.space(*r).econ())
        .max()
        .unwrap();
    let mut dice = Dice::new(GameRng::new(1));
    let mut trace = Vec::new();
    match random_railway(&data, &mut dice, &mut trace, &railways) {
        Ok(Some(r)) => assert_eq!(data.map.space(r).econ(), best),
        // Two Econ-5 Railways: the random City may need a slot not yet entered.
        Err(Question::RandomSlot { .. }) => {}
        other => panic!("{other:?}"),
    }
    // A single candidate needs no dice.
    let one = [railways[0]];
    let mut dice = Dice::new(GameRng::new(1));
    assert_eq!(
        random_railway(&data, &mut dice, &mut Vec::new(), &one).unwrap(),
        Some(railways[0])
    );
    assert!(dice.rolls.is_empty());
}

/// Punjab set up for 8.5's example, and its id.
fn punjab(data: &GameData) -> (GameState, SpaceId) {
    let mut state = GameState::empty(&data.map, "test", 1);
    let p = id(data, "punjab");
    let here = &mut state.space_mut(p).pieces;
    here.add(Piece::Sepoy, 8);
    here.add(Piece::Gandhi, 1);
    here.add(Piece::CongressActivist, 1);
    here.add(Piece::GuerrillaActive, 1);
    here.add(Piece::LeagueActivist, 1);
    state.space_mut(p).protests = 1;
    state.space_mut(p).unrest = 1;
    state.space_mut(p).muslim_state = false;
    state.seats.raj = Seat::NonPlayer;
    state.seats.muslim_league = Seat::NonPlayer;
    state.seats.revolutionaries = Seat::Player(2);
    (state, p)
}

/// 8.5's example: NP Raj Assaults Punjab with eight Sepoys (four pieces):
/// Gandhi and the Congress Activist with him, then the Guerrilla of the
/// player Revolutionaries, then the Muslim League Activist.
#[test]
fn ex_8_5_removing_adversaries() {
    let data = data();
    let (state, p) = punjab(&data);
    let removable = [
        (Piece::Gandhi, 1),
        (Piece::CongressActivist, 1),
        (Piece::GuerrillaActive, 1),
        (Piece::LeagueActivist, 1),
    ];
    let mut dice = Dice::new(GameRng::new(1));
    let mut take = |room| {
        choose_removals(
            &state,
            Faction::Raj,
            p,
            room,
            &removable,
            &mut dice,
            &mut Vec::new(),
        )
    };
    let taken = take(3);
    assert_eq!(
        taken,
        [
            (Piece::Gandhi, 1),
            (Piece::CongressActivist, 1),
            (Piece::GuerrillaActive, 1)
        ],
        "with room for three, the League Activist stays"
    );
    let all = take(4);
    assert_eq!(all.len(), 4);
    assert_eq!(all[3], (Piece::LeagueActivist, 1));
}

/// 8.5 and 8.5.3: markers first, own pieces never, and the markers each
/// non-player keeps.
#[test]
fn the_table_rows_and_what_each_non_player_never_takes() {
    let data = data();
    let (state, p) = punjab(&data);
    let all = [
        Target::Piece(Piece::LeagueActivist),
        Target::Protest,
        Target::Piece(Piece::Gandhi),
        Target::Unrest,
        Target::Piece(Piece::Sepoy),
        Target::MuslimState,
    ];
    let mut dice = Dice::new(GameRng::new(3));
    let raj = ordered(&state, Faction::Raj, p, &all, &mut dice, &mut Vec::new());
    assert_eq!(
        raj,
        [
            Target::Unrest,
            Target::MuslimState,
            Target::Protest,
            Target::Piece(Piece::Gandhi),
            Target::Piece(Piece::LeagueActivist)
        ],
        "never its own Sepoys"
    );
    assert_eq!(row(&state, Faction::Revolutionaries, Target::Unrest), None);
    assert_eq!(
        row(&state, Faction::MuslimLeague, Target::MuslimState),
        None
    );
    assert_eq!(row(&state, Faction::Congress, Target::Protest), None);
    assert_eq!(row(&state, Faction::Raj, Target::Piece(Piece::Troop)), None);
    assert_eq!(
        row(&state, Faction::Congress, Target::Piece(Piece::Troop)),
        Some(6)
    );
}

/// 8.6.2: the Raj rolls only when Sepoys took part; a roll up to the number
/// leaves Troops only. The Revolutionaries roll after every space; a roll up
/// to the number ends the Operation.
#[test]
fn activation_numbers_follow_8_6_2() {
    let data = data();
    let mut state = GameState::empty(&data.map, "test", 1);
    state.tracks.restraint = 3;
    let mut act = Activation::raj(&data, &state, Operation::Assault);
    assert_eq!(act.number, 3);
    let mut trace = Vec::new();
    let mut dice = dice_starting(&[2]);
    assert_eq!(act.after_space(false, &mut dice, &mut trace), Next::GoOn);
    assert!(dice.rolls.is_empty(), "Troops alone roll nothing");
    assert_eq!(
        act.after_space(true, &mut dice, &mut trace),
        Next::TroopsOnly
    );
    assert!(act.failed);
    assert_eq!(
        act.after_space(true, &mut dice, &mut trace),
        Next::TroopsOnly
    );
    assert_eq!(dice.rolls.len(), 1, "once failed, no more rolls");
    let mut high = dice_starting(&[5]);
    let mut act = Activation::raj(&data, &state, Operation::Assault);
    assert_eq!(
        act.after_space(true, &mut high, &mut Vec::new()),
        Next::GoOn
    );
    // 8.1.6: Lord Chelmsford makes Assault's number 1, Lord Willingdon
    // Deploy's, Lord Irwin Sweep's.
    for (viceroy, op) in [
        ("chelmsford", Operation::Assault),
        ("willingdon", Operation::Deploy),
        ("irwin", Operation::Sweep),
    ] {
        state.viceroy = data.viceroys.by_key(viceroy);
        assert_eq!(Activation::raj(&data, &state, op).number, 1, "{viceroy}");
        assert_eq!(
            Activation::raj(&data, &state, Operation::Garrison).number,
            3,
            "{viceroy}"
        );
    }
    let mut revs = Activation::revolutionaries(2);
    let mut dice = dice_starting(&[4, 1]);
    assert_eq!(
        revs.after_space(false, &mut dice, &mut Vec::new()),
        Next::GoOn
    );
    assert_eq!(
        revs.after_space(false, &mut dice, &mut Vec::new()),
        Next::Stop
    );
}

/// 8.1.4: a non-player's Pass, checked as any Pass (2.3.3).
#[test]
fn a_non_player_pass_follows_8_1_4_and_passes_its_check() {
    use crate::edit::apply;
    use crate::np::pass::pass_edits;
    use crate::{
        action::{Execution, check_action},
        vocab::action::Declared,
    };
    let data = data();
    let mut before = crate::setup::setup(&data, "short", 1).unwrap();
    for faction in Faction::ALL {
        before.seats[faction] = Seat::NonPlayer;
    }
    before.out_of_play.set(Piece::CongressActivist, 2);
    before.out_of_play.set(Piece::LeagueActivist, 0);
    for faction in Faction::ALL {
        let edits = pass_edits(&before, faction);
        let mut after = before.clone();
        for edit in &edits {
            apply(&data, &mut after, edit).unwrap();
        }
        let expected = usize::from(faction == Faction::Congress);
        assert_eq!(edits.len(), expected, "{faction:?}");
        let declared = Declared {
            faction,
            choice: crate::vocab::action::Choice::Pass,
            dice: Vec::new(),
        };
        let report = check_action(&data, &declared, &Execution::whole(&before, &after));
        assert!(
            report.findings.is_empty(),
            "{faction:?}: {:?}",
            report.findings
        );
    }
}
