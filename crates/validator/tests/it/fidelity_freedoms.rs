//! The freedom table's registry and classifier (`freedoms.rs`): every row a
//! section of the rulebook, and each freedom read from what a step's log
//! entries show, not from what was meant. And the faults the fidelity
//! harness applies around the new freedoms, each caught citing the section
//! it breaks.

use gandhi_validator::play::Track;
use gandhi_validator::play::{Choice, Declared, Die, Operation, Special};
use gandhi_validator::playouts::simulation_data;
use gandhi_validator::playouts::{Fault, FidelityStep, Opener, judge_step, mutate};
use gandhi_validator::playouts::{Freedom, StepLog, freedoms_in};
use gandhi_validator::position::GameState;
use gandhi_validator::position::setup;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SpaceId},
};
use gandhi_validator::{
    position::{Edit, apply_edit},
    terms::Place,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn data() -> GameData {
    simulation_data(&GameData::bundled().unwrap())
}

fn operation(faction: Faction, op: Operation, special: Option<Special>) -> Declared {
    Declared {
        faction,
        choice: Choice::Operation {
            op,
            limited: false,
            special,
        },
        dice: Vec::new(),
    }
}

/// The freedoms read from `body` played from `before` as the step `opening`
/// opens, closed by a `Done` with `note`.
fn played(
    data: &GameData,
    before: &GameState,
    opening: Edit,
    body: Vec<Edit>,
    note: Option<&str>,
) -> Vec<Freedom> {
    let mut entries = vec![opening];
    entries.extend(body);
    entries.push(Edit::Done {
        note: note.map(str::to_owned),
    });
    let mut states = vec![before.clone()];
    let mut state = before.clone();
    for edit in &entries {
        apply_edit(data, &mut state, edit).unwrap();
        states.push(state.clone());
    }
    let log = StepLog {
        entries: &entries,
        states: &states,
        executed_before: 0,
    };
    freedoms_in(data, &log)
}

/// A space where the setup has pieces of the kind.
fn with(state: &GameState, data: &GameData, piece: Piece) -> SpaceId {
    data.map
        .ids()
        .find(|s| state.space(*s).pieces.get(piece) > 0)
        .unwrap()
}

fn take_back(piece: Piece, space: SpaceId) -> Edit {
    Edit::MovePieces {
        piece,
        count: 1,
        from: Place::Space(space),
        to: Place::Available,
    }
}

#[test]
fn fidelity_every_freedom_cites_a_listed_section_once() {
    let data = data();
    assert!(Freedom::ALL.len() >= 40, "{} freedoms", Freedom::ALL.len());
    let mut seen = std::collections::BTreeSet::new();
    for freedom in Freedom::ALL {
        assert!(seen.insert(freedom), "{freedom:?} listed twice");
        assert!(
            data.rules.title(freedom.section()).is_some(),
            "{freedom:?} cites {}, which the rules index does not list",
            freedom.section()
        );
    }
}

/// Resources handed over (1.5.2) are read by direction and by when: in
/// the Operation, inside its Special Activity, in an Event.
#[test]
fn fidelity_transfers_are_read_by_direction_and_by_part() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let give = |from, to| Edit::Transfer {
        from,
        to,
        amount: 1,
    };
    let deploy = Edit::Declare(operation(Faction::Raj, Operation::Deploy, None));
    let found = played(
        &data,
        &before,
        deploy,
        vec![give(Faction::Raj, Faction::Revolutionaries)],
        None,
    );
    assert!(
        found.contains(&Freedom::TransferRajToRevsInOperation),
        "{found:?}"
    );
    assert!(!found.contains(&Freedom::TransferRevsToRajInOperation));
    let rally = operation(
        Faction::Revolutionaries,
        Operation::Rally,
        Some(Special::Aid),
    );
    let found = played(
        &data,
        &before,
        Edit::Declare(rally),
        vec![
            Edit::SpecialStarts,
            give(Faction::Revolutionaries, Faction::Raj),
            Edit::SpecialEnds,
        ],
        None,
    );
    assert!(found.contains(&Freedom::TransferInSpecial), "{found:?}");
    assert!(!found.contains(&Freedom::TransferRevsToRajInOperation));
    let event = Edit::Declare(Declared {
        faction: Faction::Revolutionaries,
        choice: Choice::Event {
            card: 11,
            shaded: true,
        },
        dice: Vec::new(),
    });
    let found = played(
        &data,
        &before,
        event,
        vec![give(Faction::Revolutionaries, Faction::Raj)],
        None,
    );
    assert!(
        found.contains(&Freedom::TransferRevsToRajInEvent),
        "{found:?}"
    );
    assert!(found.contains(&Freedom::EventShaded), "{found:?}");
    assert!(found.contains(&Freedom::FirstEvent), "{found:?}");
}

/// Own pieces taken back to Available (1.4.1) are read from the removal,
/// but the Activists a League Rally's Base replaces are not (3.3.1).
#[test]
fn fidelity_own_pieces_taken_back_are_read_but_not_a_bases_replacement() {
    let data = data();
    let mut before = setup(&data, "short", 1).unwrap();
    let congress = with(&before, &data, Piece::CongressActivist);
    let rally = Edit::Declare(operation(Faction::Congress, Operation::Rally, None));
    let found = played(
        &data,
        &before,
        rally.clone(),
        vec![take_back(Piece::CongressActivist, congress)],
        None,
    );
    assert!(found.contains(&Freedom::OwnBackInRally), "{found:?}");
    let march = Edit::Declare(operation(Faction::Congress, Operation::Demonstrate, None));
    let found = played(
        &data,
        &before,
        march,
        vec![take_back(Piece::CongressActivist, congress)],
        None,
    );
    assert!(found.contains(&Freedom::OwnBackInOperation), "{found:?}");
    assert!(!found.contains(&Freedom::OwnBackInRally));
    // Unity 2: two League Activists make way for a Base.
    let bihar = data.map.by_key("bihar").unwrap();
    before.tracks.unity = 2;
    before.space_mut(bihar).pieces.add(Piece::LeagueActivist, 2);
    before.available.remove(Piece::LeagueActivist, 2);
    let league = Edit::Declare(operation(Faction::MuslimLeague, Operation::Rally, None));
    let base = vec![
        Edit::MovePieces {
            piece: Piece::LeagueActivist,
            count: 2,
            from: Place::Space(bihar),
            to: Place::Available,
        },
        Edit::MovePieces {
            piece: Piece::LeagueBase,
            count: 1,
            from: Place::Available,
            to: Place::Space(bihar),
        },
    ];
    let found = played(&data, &before, league.clone(), base.clone(), None);
    assert!(found.contains(&Freedom::LeagueRallyBase), "{found:?}");
    assert!(!found.contains(&Freedom::OwnBackInRally), "{found:?}");
    // The Base itself taken back again is the player's own choice.
    let mut again = base;
    again.push(take_back(Piece::LeagueBase, bihar));
    let found = played(&data, &before, league, again, None);
    assert!(found.contains(&Freedom::OwnBaseBack), "{found:?}");
    assert!(found.contains(&Freedom::OwnBackInRally), "{found:?}");
}

/// The Special Activity's place (4.1) is read from where its marks stand
/// among the Operation's changes.
#[test]
fn fidelity_the_special_activitys_place_is_read_from_its_marks() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let delhi = data.map.by_key("delhi").unwrap();
    let troop = || Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from: Place::Available,
        to: Place::Space(delhi),
    };
    let deploy = Edit::Declare(operation(
        Faction::Raj,
        Operation::Deploy,
        Some(Special::Govern),
    ));
    let cases = [
        (
            vec![Edit::SpecialStarts, Edit::SpecialEnds, troop()],
            Freedom::SpecialBefore,
        ),
        (
            vec![troop(), Edit::SpecialStarts, Edit::SpecialEnds, troop()],
            Freedom::SpecialBetween,
        ),
        (
            vec![troop(), Edit::SpecialStarts, Edit::SpecialEnds],
            Freedom::SpecialAfter,
        ),
    ];
    let order = [
        Freedom::SpecialBefore,
        Freedom::SpecialBetween,
        Freedom::SpecialAfter,
    ];
    for (body, expected) in cases {
        let found = played(&data, &before, deploy.clone(), body, None);
        for f in order {
            assert_eq!(found.contains(&f), f == expected, "{expected:?}: {found:?}");
        }
        assert!(found.contains(&Freedom::FirstOperationWithSpecial));
        assert!(found.contains(&Freedom::TroopsOnlyInSpace), "{found:?}");
        assert!(found.contains(&Freedom::DeployFewerThanSix), "{found:?}");
    }
}

/// A die typed in from the table is read from the entries; a die the
/// program rolled is not a choice.
#[test]
fn fidelity_typed_in_dice_are_read_from_the_entries() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let rally = Edit::Declare(operation(Faction::Congress, Operation::Rally, None));
    // The program's die must be the one the game's generator gives.
    let mut rng = before.rng;
    let value = rng.roll_die();
    let die = |rolled| {
        Edit::Die(Die {
            space: None,
            value,
            rolled,
        })
    };
    let found = played(&data, &before, rally.clone(), vec![die(true)], None);
    assert!(!found.contains(&Freedom::DieTypedIn), "{found:?}");
    let found = played(&data, &before, rally, vec![die(false)], Some("as agreed"));
    assert!(found.contains(&Freedom::DieTypedIn), "{found:?}");
}

/// The 2nd Eligible's choices are told from the 1st's by the number of
/// Factions that executed before it on the card (2.3.2).
#[test]
fn fidelity_first_and_second_eligible_are_told_apart() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let pass = Edit::Declare(Declared {
        faction: Faction::Raj,
        choice: Choice::Pass,
        dice: Vec::new(),
    });
    let entries = [pass, Edit::Done { note: None }];
    let states = [before.clone(), before.clone(), before];
    for (executed_before, expected) in [(0, Freedom::FirstPass), (1, Freedom::SecondPass)] {
        let log = StepLog {
            entries: &entries,
            states: &states,
            executed_before,
        };
        assert_eq!(freedoms_in(&data, &log), vec![expected]);
    }
}

fn step(declared: Declared, body: Vec<Edit>) -> FidelityStep {
    FidelityStep {
        at: 0,
        end: body.len() + 1,
        opener: Opener::Action(declared),
        body,
        by_engine: false,
    }
}

/// Judged legal as played, and the fault of the kind caught with a
/// headline citing `section`.
fn caught(data: &GameData, before: &GameState, step: &FidelityStep, fault: Fault, section: &str) {
    let legal = judge_step(data, before, &step.opener, &step.body).unwrap();
    assert!(legal.is_empty(), "{legal:?}");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mutant = mutate(data, before, step, fault, &mut rng).unwrap();
    let found = judge_step(data, before, &step.opener, &mutant.body).unwrap();
    assert!(
        found.iter().any(|f| f.rule.to_string() == section),
        "{fault:?}: {found:?}"
    );
    assert!(
        mutant.breaks.iter().any(|b| b.to_string() == section),
        "{:?}",
        mutant.breaks
    );
}

/// A transfer of more than the giver holds is caught citing 1.5.2.
#[test]
fn fidelity_a_transfer_beyond_the_givers_resources_is_caught() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let deploy = operation(Faction::Raj, Operation::Deploy, None);
    let body = vec![Edit::Transfer {
        from: Faction::Revolutionaries,
        to: Faction::Raj,
        amount: 1,
    }];
    caught(
        &data,
        &before,
        &step(deploy, body),
        Fault::TransferTooMuch,
        "1.5.2",
    );
}

/// An own Activist taken back and sent to Jail is caught citing 1.4.1.
#[test]
fn fidelity_an_own_piece_taken_back_to_jail_is_caught() {
    let data = data();
    let before = setup(&data, "short", 1).unwrap();
    let congress = with(&before, &data, Piece::CongressActivist);
    let rally = operation(Faction::Congress, Operation::Rally, None);
    let body = vec![take_back(Piece::CongressActivist, congress)];
    caught(
        &data,
        &before,
        &step(rally, body),
        Fault::OwnBackToJail,
        "1.4.1",
    );
}

/// A Revolutionaries Rally with Aid: the Rally's payment taken out while
/// Aid's gain stays is caught citing 3.1.
#[test]
fn fidelity_an_operation_unpaid_beside_its_special_activity_is_caught() {
    let data = data();
    let mut before = setup(&data, "short", 1).unwrap();
    before.tracks.revolutionaries_resources = 10;
    let space = data
        .map
        .ids()
        .find(|s| {
            let here = before.space(*s);
            !data.map.space(*s).is_railway()
                && here.level <= gandhi_validator::terms::SupportLevel::Neutral
                && here.pieces.get(Piece::GuerrillaUnderground) > 0
                && data.map.space(*s).population() > 0
        })
        .unwrap();
    let gain = i32::from(data.map.space(space).population());
    let rally = operation(
        Faction::Revolutionaries,
        Operation::Rally,
        Some(Special::Aid),
    );
    let body = vec![
        Edit::MovePieces {
            piece: Piece::GuerrillaUnderground,
            count: 1 + before.space(space).pieces.get(Piece::RevolutionariesBase),
            from: Place::Available,
            to: Place::Space(space),
        },
        Edit::SetTrack {
            track: Track::RevolutionariesResources,
            value: 9,
        },
        Edit::SpecialStarts,
        Edit::FlipGuerrillas {
            space,
            count: 1,
            to_active: true,
        },
        Edit::SetTrack {
            track: Track::RevolutionariesResources,
            value: 9 + gain,
        },
        Edit::SpecialEnds,
    ];
    caught(
        &data,
        &before,
        &step(rally, body),
        Fault::CostNotPaidWithSpecial,
        "3.1",
    );
}
