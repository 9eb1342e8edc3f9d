//! The non-player engine's invariant (8.6, 8.7, 8.8): on many random tables
//! and seeds, every complete plan it makes, Operations and Events alike,
//! passes the action checks with no error, and the same table and seed give
//! the same plan.
//!
//! The card faces and priority rows are MADE UP for this test: they send
//! each Faction through every Operation and Special Activity the engine
//! carries out; they are not the printed cards.

use crate::common;

use common::Ex;
use common::np::{assert_legal, scatter_pieces, seat, with_aid};
use gandhi_validator::nonplayers::NpChoice;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::plan_event;
use gandhi_validator::nonplayers::{Answers, plan_turn, plan_turn_with};
use gandhi_validator::playouts::single;
use gandhi_validator::position::setup;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SpaceKind, SupportLevel},
};
use gandhi_validator::{
    position::{Edit, apply_edit},
    terms::Place,
};
use gandhi_validator::{
    position::{GameRng, GameState, Seat},
    terms::Card,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const RAJ: &str = "\
- { id: q, check: crisis, yes: { node: assault }, no: { node: deploy } }
- { id: deploy, operation: deploy, column: place_cubes, then: { node: sa } }
- { id: assault, operation: assault, column: remove_or_replace, then: { node: sa } }
- id: sa
  specials:
    - { special: govern, actions: [remove_protests, imperialism, remove_adversaries] }
  then: stop";

const CONGRESS: &str = "\
- { id: q, check: { spaces: { where: [protest], at_least: 2 } }, yes: { node: nc }, no: { node: q2 } }
- { id: q2, check: { available: { piece: congress_activists, at_least: 3 } }, yes: { node: rally }, no: { node: cd } }
- { id: rally, operation: rally, column: place_activists, then: stop }
- { id: cd, operation: civil_disobedience, column: place_protests, then: stop }
- { id: nc, operation: non_cooperation, column: shift_to_opposition, then: stop }";

const LEAGUE: &str = "\
- { id: q, check: { track: { track: unity, at_least: 3 } }, yes: { node: rally }, no: { node: cd } }
- { id: rally, operation: rally, column: place_activists, then: stop }
- { id: cd, operation: civil_disobedience, column: place_protests, then: { node: nc } }
- { id: nc, operation: non_cooperation, column: shift_to_opposition, then: stop }";

const REVS: &str = "\
- { id: q, check: { spaces: { where: [{ has: guerrillas_underground }], at_least: 3 } }, yes: { node: unrest }, no: { node: q2 } }
- { id: q2, check: { spaces: { where: [{ has: guerrillas_active }] } }, yes: { node: attack }, no: { node: rally } }
- { id: rally, operation: rally, column: place_guerrillas, activation: 3, then: { node: sa } }
- { id: unrest, operation: unrest, column: place_unrest, activation: 0, then: { node: sa } }
- { id: attack, operation: attack, column: attack_or_go_underground, activation: 2, then: { node: sa } }
- id: sa
  specials:
    - { special: aid, column: attack_or_go_underground }
  then: stop";

/// The made-up columns the playouts' aid uses (MADE UP, not the printed
/// tables).
fn columns() -> String {
    gandhi_validator::playouts::columns()
}

/// Data variants: the mixed faces above, then one per Operation.
fn variants(ex: &Ex) -> Vec<(Faction, GameData)> {
    let columns = columns();
    let govern = "{ special: govern, actions: [remove_protests, imperialism, remove_adversaries] }";
    let aid = "{ special: aid, column: attack_or_go_underground }";
    let mut faces: Vec<(Faction, String)> = vec![
        (Faction::Raj, RAJ.to_owned()),
        (Faction::Congress, CONGRESS.to_owned()),
        (Faction::MuslimLeague, LEAGUE.to_owned()),
        (Faction::Revolutionaries, REVS.to_owned()),
        (Faction::Raj, single("deploy", "place_cubes", Some(govern))),
        (
            Faction::Raj,
            single("assault", "remove_or_replace", Some(govern)),
        ),
        (
            Faction::Revolutionaries,
            single("rally", "place_guerrillas", Some(aid)),
        ),
        (
            Faction::Revolutionaries,
            single("attack", "attack_or_go_underground", Some(aid)),
        ),
        (
            Faction::Revolutionaries,
            single("unrest", "place_unrest", None),
        ),
        (Faction::Raj, single("sweep", "sweep", Some(govern))),
        (
            Faction::Revolutionaries,
            single("march", "march", Some(aid)),
        ),
    ];
    // Every other Special Activity, behind an Operation it may accompany.
    let specials: [(Faction, &str, &str, &str); 21] = [
        (Faction::Raj, "deploy", "place_cubes", "{ special: treaty }"),
        (
            Faction::Raj,
            "assault",
            "remove_or_replace",
            "{ special: treaty }",
        ),
        (
            Faction::Raj,
            "deploy",
            "place_cubes",
            "{ special: martial_law }",
        ),
        (
            Faction::Raj,
            "assault",
            "remove_or_replace",
            "{ special: martial_law }",
        ),
        (
            Faction::Congress,
            "rally",
            "place_activists",
            "{ special: negotiate, actions: [release_gandhi, remove_muslim_state] }",
        ),
        (
            Faction::Congress,
            "civil_disobedience",
            "place_protests",
            "{ special: negotiate, actions: [release_gandhi, remove_muslim_state] }",
        ),
        (
            Faction::Congress,
            "rally",
            "place_activists",
            "{ special: satyagraha, actions: [move_gandhi, place_activist] }",
        ),
        (
            Faction::Congress,
            "non_cooperation",
            "shift_to_opposition",
            "{ special: satyagraha, actions: [move_gandhi, remove_unrest] }",
        ),
        (
            Faction::Congress,
            "civil_disobedience",
            "place_protests",
            "{ special: satyagraha, actions: [move_gandhi] }",
        ),
        (
            Faction::Congress,
            "civil_disobedience",
            "place_protests",
            "{ special: persuade, actions: [activate_guerrillas, remove_adversary] }",
        ),
        (
            Faction::Congress,
            "rally",
            "place_activists",
            "{ special: persuade, actions: [remove_adversary, activate_guerrillas] }",
        ),
        (
            Faction::MuslimLeague,
            "rally",
            "place_activists",
            "{ special: negotiate, actions: [place_muslim_state, remove_unrest] }",
        ),
        (
            Faction::MuslimLeague,
            "civil_disobedience",
            "place_protests",
            "{ special: negotiate, actions: [remove_unrest] }",
        ),
        (
            Faction::MuslimLeague,
            "rally",
            "place_activists",
            "{ special: infiltrate }",
        ),
        (
            Faction::MuslimLeague,
            "non_cooperation",
            "shift_to_opposition",
            "{ special: infiltrate, actions: [place_muslim_state] }",
        ),
        (
            Faction::MuslimLeague,
            "civil_disobedience",
            "place_protests",
            "{ special: persuade, actions: [remove_adversary, activate_guerrillas] }",
        ),
        (
            Faction::Revolutionaries,
            "rally",
            "place_guerrillas",
            "{ special: infiltrate }",
        ),
        (
            Faction::Revolutionaries,
            "attack",
            "attack_or_go_underground",
            "{ special: infiltrate }",
        ),
        (
            Faction::Revolutionaries,
            "rally",
            "place_guerrillas",
            "{ special: infiltrate, actions: [place_base] }",
        ),
        (
            Faction::Revolutionaries,
            "unrest",
            "place_unrest",
            "{ special: assassinate }",
        ),
        (
            Faction::Revolutionaries,
            "unrest",
            "place_unrest",
            "{ special: assassinate, column: place_unrest }",
        ),
    ];
    for (faction, op, column, special) in specials {
        faces.push((faction, single(op, column, Some(special))));
    }
    for faction in [Faction::Congress, Faction::MuslimLeague] {
        faces.push((faction, single("rally", "place_activists", None)));
        faces.push((
            faction,
            single("civil_disobedience", "place_protests", None),
        ));
        faces.push((
            faction,
            single("non_cooperation", "shift_to_opposition", None),
        ));
        faces.push((faction, single("demonstrate", "demonstrate", None)));
    }
    faces
        .into_iter()
        .map(|(faction, nodes)| (faction, with_aid(&ex.data, faction, &nodes, &columns)))
        .collect()
}

/// A scenario's table with every Faction a non-player, scrambled: pieces
/// from Available and markers spread at random, levels and tracks changed.
fn random_table(data: &GameData, seed: u64) -> GameState {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let scenario = if seed.is_multiple_of(2) {
        "short"
    } else {
        "main"
    };
    let mut s = setup(data, scenario, seed).unwrap();
    for faction in Faction::ALL {
        seat(data, &mut s, faction, Seat::NonPlayer);
    }
    apply_edit(data, &mut s, &Edit::ArjunaShuffle).unwrap();
    scatter_pieces(data, &mut s, &mut rng, 25, false);
    let spaces: Vec<_> = data.map.ids().collect();
    for _ in 0..rng.random_range(0..16) {
        let space = spaces[rng.random_range(0..spaces.len())];
        if data.map.space(space).is_railway() {
            continue;
        }
        let here = s.space_mut(space);
        match rng.random_range(0..5) {
            0 => here.protests = 1,
            4 if data.map.space(space).kind() == SpaceKind::Province => {
                here.muslim_state = true;
            }
            4 => {}
            1 => here.unrest += 1,
            2 => here.level = SupportLevel::from_value(rng.random_range(-2..=2)),
            _ => {
                let n = here.pieces.get(Piece::GuerrillaUnderground);
                here.pieces.set(Piece::GuerrillaUnderground, 0);
                here.pieces.add(Piece::GuerrillaActive, n);
            }
        }
    }
    // Sepoys and an Active Guerrilla in a Princely State on some tables,
    // for Treaty.
    if rng.random_range(0..3) == 0 {
        let states: Vec<_> = spaces
            .iter()
            .copied()
            .filter(|x| data.map.space(*x).kind() == SpaceKind::PrincelyState)
            .collect();
        let state = states[rng.random_range(0..states.len())];
        for (piece, count) in [(Piece::Sepoy, 2), (Piece::GuerrillaUnderground, 1)] {
            let _ = apply_edit(
                data,
                &mut s,
                &Edit::MovePieces {
                    piece,
                    count,
                    from: Place::Available,
                    to: Place::Space(state),
                },
            );
        }
        let _ = apply_edit(
            data,
            &mut s,
            &Edit::FlipGuerrillas {
                space: state,
                count: 1,
                to_active: true,
            },
        );
    }
    // Gandhi in Jail on some tables, for Negotiate and Satyagraha.
    if rng.random_range(0..2) == 0
        && let Some(space) = spaces
            .iter()
            .copied()
            .find(|s2| s.space(*s2).pieces.get(Piece::Gandhi) > 0)
    {
        let _ = apply_edit(
            data,
            &mut s,
            &Edit::MovePieces {
                piece: Piece::Gandhi,
                count: 1,
                from: Place::Space(space),
                to: Place::Jail,
            },
        );
    }
    let viceroys = data.viceroys.all();
    s.viceroy = Some(viceroys[rng.random_range(0..viceroys.len())].id);
    s.tracks.restraint = rng.random_range(1..=5);
    s.tracks.unity = rng.random_range(1..=5);
    // India in Crisis on some tables (6.8), for Martial Law and Infiltrate.
    if rng.random_range(0..6) == 0 {
        s.tracks.restraint = 1;
        s.tracks.unity = 1;
    }
    s.rng = GameRng::new(seed.wrapping_mul(7919));
    s
}

#[test]
fn every_plan_passes_the_checks_and_replays() {
    let ex = Ex::new();
    let variants = variants(&ex);
    let mut complete = 0;
    let mut with_special = 0;
    let mut ops = std::collections::BTreeSet::new();
    let mut specials = std::collections::BTreeSet::new();
    for seed in 0..900u64 {
        let (faction, data) = &variants[usize::try_from(seed).unwrap() % variants.len()];
        let (faction, data) = (*faction, data);
        let mut table = random_table(data, seed);
        if faction != Faction::Raj && seed % 3 == 1 {
            // A Raj player now and then (8.6.4's Railway move).
            table.seats.raj = Seat::Player(1);
        }
        let choice = [
            NpChoice::OperationWithSpecial,
            NpChoice::OperationOnly,
            NpChoice::LimitedOperation,
        ][usize::try_from(seed / 7 % 3).unwrap()];
        // A Raj player asked to release Gandhi answers by the seed.
        let answers = Answers {
            raj_releases_gandhi: Some(seed % 2 == 0),
            ..Answers::default()
        };
        let plan = match plan_turn(data, &table, faction, choice) {
            Err(Question::RajReleasesGandhi) => {
                plan_turn_with(data, &table, faction, choice, answers.clone())
            }
            other => other,
        }
        .unwrap_or_else(|q| panic!("seed {seed}: asked {q:?}"));
        let again = plan_turn_with(data, &table, faction, choice, answers).unwrap();
        assert_eq!(
            plan, again,
            "seed {seed}: the same table and seed, the same plan"
        );
        if plan.manual.is_some() {
            continue;
        }
        assert_legal(data, &table, &plan);
        complete += 1;
        let declared = plan.declared.clone().unwrap();
        if let gandhi_validator::play::Choice::Operation {
            op,
            special,
            limited,
        } = declared.choice
        {
            ops.insert(format!("{faction:?} {op:?}"));
            if let Some(special) = special {
                with_special += 1;
                specials.insert(format!("{faction:?} {special:?}"));
            }
            if limited && op == gandhi_validator::play::Operation::March {
                // A Limited March has one origin (3.4.2).
                let origins: std::collections::BTreeSet<_> = plan
                    .moves()
                    .filter_map(|e| match e {
                        Edit::MovePieces {
                            from: Place::Space(s),
                            to: Place::Space(_),
                            ..
                        } => Some(*s),
                        _ => None,
                    })
                    .collect();
                assert!(
                    origins.len() <= 1,
                    "seed {seed}: a Limited March has one origin"
                );
            } else if limited {
                assert!(
                    plan.selected.len() <= 1,
                    "seed {seed}: a Limited Operation selects one space"
                );
            }
        }
    }
    assert!(complete >= 450, "only {complete} complete plans");
    assert!(
        with_special >= 100,
        "only {with_special} with a Special Activity"
    );
    assert_eq!(
        ops.len(),
        15,
        "every Operation the engine carries out: {ops:?}"
    );
    assert_eq!(
        specials.len(),
        12,
        "every Special Activity of every Faction: {specials:?}"
    );
}

/// Every Event the data holds (cards 6, 44, 45, and 11 in part) planned for
/// every Faction on random tables with Bases and Gandhi added: each
/// complete plan passes the checks; the same table and seed, the same plan.
#[test]
fn every_event_plan_passes_the_checks_and_replays() {
    let ex = Ex::new();
    let variants = variants(&ex);
    let mut complete = 0;
    let mut moved = 0;
    let mut manual = 0;
    for seed in 0..240u64 {
        // The first four variants hold every Faction's columns and faces.
        let (faction, data) = &variants[usize::try_from(seed % 4).unwrap()];
        let (faction, data) = (*faction, data);
        let mut table = random_table(data, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xE7E7);
        let land: Vec<_> = data
            .map
            .ids()
            .filter(|s| !data.map.space(*s).is_railway())
            .collect();
        for piece in [Piece::LeagueBase, Piece::RevolutionariesBase, Piece::Gandhi] {
            if rng.random_range(0..3) > 0 {
                let space = land[rng.random_range(0..land.len())];
                let _ = apply_edit(
                    data,
                    &mut table,
                    &Edit::MovePieces {
                        piece,
                        count: 1,
                        from: Place::Available,
                        to: Place::Space(space),
                    },
                );
            }
        }
        let card = [6u8, 44, 45, 11][usize::try_from(seed / 4 % 4).unwrap()];
        table.deck.current = Some(Card::Event(card));
        let plan = plan_event(data, &table, faction, false)
            .unwrap_or_else(|q| panic!("seed {seed}: asked {q:?}"));
        let again = plan_event(data, &table, faction, false).unwrap();
        assert_eq!(
            plan, again,
            "seed {seed}: the same table and seed, the same plan"
        );
        if plan.manual.is_some() {
            manual += 1;
            assert!(
                matches!(plan.edits.as_slice(), [Edit::Declare(_)]),
                "seed {seed}: a manual Event logs its declaration only"
            );
            continue;
        }
        assert_legal(data, &table, &plan);
        complete += 1;
        if plan.moves().next().is_some() {
            moved += 1;
        }
    }
    assert!(complete >= 100, "only {complete} complete plans");
    assert!(moved >= 50, "only {moved} plans moved anything");
    assert!(manual >= 50, "only {manual} left to the players");
}

/// Whole Short games with no player at all (8.0): every turn decided by
/// the eligibility table (8.2.1) and carried out by the engine, every
/// Campaign Round step planned for the non-players (8.9), to each game's
/// end. No complete plan raises an error finding, and the same seed plays
/// the same game again. The card orders, Critical Event marks, the answers
/// on effective Events and the aid are MADE UP for the test.
#[test]
fn four_non_players_play_whole_games_by_the_rules() {
    let games: Vec<WholeGame> = (0..24).map(whole_game).collect();
    assert_eq!(games[3], whole_game(3), "the same seed plays the same game");
    assert_ne!(games[3].log, games[4].log, "another seed, another game");
    let operations: usize = games.iter().map(|g| g.operations).sum();
    assert!(operations > 24 * 10, "{operations} turns carried out whole");
    // Some games run through three Campaign Rounds, Redeploys included.
    assert!(
        games.iter().any(|g| g.campaign_steps >= 3 * 13),
        "{:?}",
        games.iter().map(|g| g.campaign_steps).collect::<Vec<_>>()
    );
}

/// What a whole game left: its log, how it ended, and how much of it the
/// program carried out itself.
#[derive(PartialEq, Debug)]
struct WholeGame {
    log: Vec<Edit>,
    ended: bool,
    np_turns: usize,
    operations: usize,
    left_to_players: usize,
    campaign_steps: usize,
}

fn whole_game(seed: u64) -> WholeGame {
    use gandhi_validator::components::PlayerCard;
    use gandhi_validator::findings::Severity;
    use gandhi_validator::log::Game;
    use gandhi_validator::log::GameRecord;
    use gandhi_validator::nonplayers::Manual;
    use gandhi_validator::nonplayers::pass_turn;
    use gandhi_validator::nonplayers::{Stop, next_step};
    use gandhi_validator::play::Stage;

    let ex = Ex::new();
    let mut base = ex.data.clone();
    let cards: Vec<PlayerCard> = (1..=72)
        .map(|n| {
            let mut order = Faction::ALL;
            order.rotate_left(usize::from(n % 4));
            PlayerCard {
                number: n,
                faction_order: Some(order),
                critical: Some(if n % 5 == 0 { vec![order[0]] } else { vec![] }),
                halos: Some(vec![]),
                ..PlayerCard::default()
            }
        })
        .collect();
    base.cards = base.cards.with_players(&cards, "test fixture, MADE UP");
    let mut data = with_aid(&base, Faction::Raj, RAJ, &columns());
    for (faction, nodes) in [
        (Faction::Congress, CONGRESS),
        (Faction::MuslimLeague, LEAGUE),
        (Faction::Revolutionaries, REVS),
    ] {
        data = with_aid(&data, faction, nodes, "");
    }
    let mut record = GameRecord::new("short", seed);
    for faction in Faction::ALL {
        record.seats[faction] = Seat::NonPlayer;
    }
    let mut game = Game::new(&data, record).unwrap();
    game.push(&data, Edit::ArjunaShuffle, None, String::new())
        .unwrap();
    let mut errors: Vec<String> = Vec::new();
    let mut out = WholeGame {
        log: Vec::new(),
        ended: false,
        np_turns: 0,
        operations: 0,
        left_to_players: 0,
        campaign_steps: 0,
    };
    // Pushes an edit; with `judged`, its error findings are kept.
    let mut push = |game: &mut Game, edit: Edit, judged: Option<&str>, log: &mut Vec<Edit>| {
        if let Some(what) = judged {
            errors.extend(
                game.judge(&data, &edit)
                    .iter()
                    .filter(|f| f.severity == Severity::Error)
                    .map(|f| format!("{what}: {f} [{edit:?}]")),
            );
        }
        game.push(
            &data,
            edit.clone(),
            None,
            "2026-11-22T00:00:00+00:00".to_owned(),
        )
        .unwrap_or_else(|e| panic!("{edit:?}: {e:?}"));
        log.push(edit);
    };
    // The players' answer on effective Events, MADE UP: by card and Faction.
    let effective =
        |card: u8, faction: Faction| Some((u32::from(card) + faction as u32).is_multiple_of(2));
    for _ in 0..5000 {
        let step = next_step(
            &data,
            game.state(),
            game.progress(),
            false,
            &effective,
            &Answers::default(),
        );
        let judged = step.stop.is_none().then_some("a step played on");
        out.campaign_steps += step
            .edits
            .iter()
            .filter(|e| matches!(e, Edit::Phase(_)))
            .count();
        if let Some(plan) = &step.plan {
            out.np_turns += 1;
            if plan.manual.is_none() {
                out.operations += 1;
            }
        }
        for edit in step.edits {
            push(&mut game, edit, judged, &mut out.log);
        }
        match step.stop {
            None => {}
            Some(Stop::LeftToPlayers) => {
                out.left_to_players += 1;
                match game.stage(&data) {
                    // What the players would finish by hand is closed as
                    // it stands.
                    Stage::Acting(_) => {
                        push(&mut game, Edit::Done { note: None }, None, &mut out.log);
                    }
                    // The made-up faces can send every card back to the
                    // deck (8.3 does not say when that stops); the players
                    // would follow their printed cards, and here the
                    // Faction passes instead.
                    Stage::Turn(turn) => {
                        let manual = step.plan.as_ref().and_then(|p| p.manual.clone());
                        assert_eq!(manual, Some(Manual::Loop), "seed {seed}");
                        for edit in pass_turn(game.state(), turn.faction) {
                            push(&mut game, edit, Some("a Pass"), &mut out.log);
                        }
                    }
                    other => panic!("seed {seed}: left to the players at {other:?}"),
                }
            }
            Some(Stop::Over) => {
                out.ended = true;
                break;
            }
            Some(other) => panic!("seed {seed}: stopped: {other:?}"),
        }
    }
    assert!(errors.is_empty(), "seed {seed}: {errors:#?}");
    assert!(out.ended, "seed {seed}: the game did not end");
    assert!(out.operations > 0, "seed {seed}: no Operation carried out");
    assert!(out.campaign_steps > 0, "seed {seed}: no Campaign Round");
    out
}
