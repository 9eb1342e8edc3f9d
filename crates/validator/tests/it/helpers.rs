//! The one-space helpers and the checks agree: an Operation carried out
//! with the helpers in a few eligible spaces passes its validation.

use crate::common;

use common::Ex;
use gandhi_validator::findings::Severity;
use gandhi_validator::log::Game;
use gandhi_validator::log::GameRecord;
use gandhi_validator::play::one_space;
use gandhi_validator::play::{Declared, Die, Operation};
use gandhi_validator::position::Edit;
use gandhi_validator::position::GameState;
use gandhi_validator::terms::{Faction, Piece, SupportLevel};

/// Declares, applies the helper in each space, rolls the dice given, and
/// returns the error findings of Done.
fn run(
    ex: &Ex,
    start: GameState,
    declared: Declared,
    spaces: &[&str],
    dice: &[(&str, u8)],
) -> Vec<String> {
    let mut game = Game::with_start(&ex.data, GameRecord::new("helpers", 1), start).unwrap();
    game.push(
        &ex.data,
        Edit::Declare(declared.clone()),
        None,
        String::new(),
    )
    .unwrap();
    let declared_at = game.state().clone();
    for key in spaces {
        let (op, edits) = one_space(&ex.data, &declared_at, game.state(), &declared, ex.id(key))
            .unwrap_or_else(|| panic!("a helper for {key}"));
        assert!(
            matches!(declared.choice, gandhi_validator::play::Choice::Operation { op: o, .. } if o == op)
        );
        for edit in edits {
            game.push(&ex.data, edit, None, String::new()).unwrap();
        }
    }
    for (key, value) in dice {
        let die = Die {
            space: Some(ex.id(key)),
            value: *value,
            rolled: false,
        };
        game.push(&ex.data, Edit::Die(die), None, String::new())
            .unwrap();
    }
    game.judge(&ex.data, &Edit::Done { note: None })
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| f.to_string())
        .collect()
}

#[test]
fn rally_helpers_fit_3_3_1_and_3_4_1() {
    let ex = Ex::new();
    let mut start = ex.table(3, 2);
    ex.put(&mut start, "punjab", Piece::LeagueBase, 1);
    let congress = Declared::operation(Faction::Congress, Operation::Rally, None);
    assert_eq!(
        run(&ex, start.clone(), congress, &["bihar", "gujarat"], &[]),
        Vec::<String>::new()
    );
    let league = Declared::operation(Faction::MuslimLeague, Operation::Rally, None);
    assert_eq!(
        run(&ex, start.clone(), league, &["sind", "punjab"], &[]),
        Vec::<String>::new()
    );
    let revs = Declared::operation(Faction::Revolutionaries, Operation::Rally, None);
    assert_eq!(
        run(&ex, start, revs, &["orissa", "mysore"], &[]),
        Vec::<String>::new()
    );
}

#[test]
fn deploy_helper_fits_3_2_1() {
    let ex = Ex::new();
    let start = ex.table(3, 3);
    let deploy = Declared::operation(Faction::Raj, Operation::Deploy, None);
    assert_eq!(
        run(
            &ex,
            start.clone(),
            deploy.clone(),
            &["delhi", "bombay"],
            &[]
        ),
        Vec::<String>::new()
    );
    // With no Troops left, Sepoys at Restraint per City.
    let mut no_troops = start;
    no_troops.available.set(Piece::Troop, 0);
    assert_eq!(
        run(
            &ex,
            no_troops.clone(),
            deploy.clone(),
            &["delhi", "madras"],
            &[]
        ),
        Vec::<String>::new()
    );
    let mut willingdon = no_troops;
    ex.viceroy(&mut willingdon, "willingdon");
    assert_eq!(
        run(&ex, willingdon, deploy, &["delhi", "calcutta"], &[]),
        Vec::<String>::new()
    );
    // Only Cities.
    let table = ex.table(3, 3);
    let d = Declared::operation(Faction::Raj, Operation::Deploy, None);
    assert!(one_space(&ex.data, &table, &table, &d, ex.id("bihar")).is_none());
}

#[test]
fn non_cooperation_and_unrest_helpers_shift_restraint_once() {
    let ex = Ex::new();
    let mut start = ex.table(3, 3);
    for key in ["gujarat", "bihar"] {
        ex.space(&mut start, key).protests = 1;
        ex.put(&mut start, key, Piece::CongressActivist, 1);
    }
    let nc = Declared::operation(Faction::Congress, Operation::NonCooperation, None);
    assert_eq!(
        run(&ex, start, nc, &["gujarat", "bihar"], &[]),
        Vec::<String>::new()
    );

    let mut revs = ex.table(3, 3);
    ex.put(&mut revs, "orissa", Piece::GuerrillaUnderground, 1);
    ex.put(&mut revs, "rail_deccan", Piece::GuerrillaUnderground, 1);
    ex.level(&mut revs, "orissa", SupportLevel::PassiveSupport);
    let unrest = Declared::operation(Faction::Revolutionaries, Operation::Unrest, None);
    assert_eq!(
        run(&ex, revs, unrest, &["orissa", "rail_deccan"], &[]),
        Vec::<String>::new()
    );
}

#[test]
fn attack_helper_leaves_the_die_and_removals_to_the_players() {
    let ex = Ex::new();
    let mut start = ex.table(3, 3);
    ex.put(&mut start, "bihar", Piece::GuerrillaUnderground, 2);
    ex.put(&mut start, "bihar", Piece::Sepoy, 3);
    let attack = Declared::operation(Faction::Revolutionaries, Operation::Attack, None);
    // A failed roll: nothing more to do.
    assert_eq!(
        run(
            &ex,
            start.clone(),
            attack.clone(),
            &["bihar"],
            &[("bihar", 5)]
        ),
        Vec::<String>::new()
    );
    // A success may remove nothing ("up to two"); Bihar stays Controlled,
    // so no Unrest is due either.
    assert_eq!(
        run(&ex, start, attack.clone(), &["bihar"], &[("bihar", 1)]),
        Vec::<String>::new()
    );
    // Where the Raj has no Control, a success brings Unrest: the helper
    // leaves that to the players, and Done reports it if they forget.
    let mut open = ex.table(3, 3);
    ex.put(&mut open, "bihar", Piece::GuerrillaUnderground, 2);
    ex.put(&mut open, "bihar", Piece::Sepoy, 1);
    let found = run(&ex, open, attack, &["bihar"], &[("bihar", 1)]);
    assert!(found.iter().any(|f| f.starts_with("3.4.3")), "{found:?}");
}
