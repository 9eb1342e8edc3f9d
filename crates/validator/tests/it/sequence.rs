//! The sequence of play (2.0–2.5) and Campaign Rounds (6.0) followed through
//! a game's log: whose turn it is, what it may declare, where cylinders go
//! after the card, the Campaign card swapped in and its round step by step.
//!
//! The rulebook does not print the cards' faction orders, so these tests
//! enter made-up orders the way players enter their own cards' orders. They
//! are fixtures for the tests, not the real cards.

use gandhi_validator::components::PlayerCard;
use gandhi_validator::log::Game;
use gandhi_validator::log::GameRecord;
use gandhi_validator::play::{
    CardPlay, Ending, Executed, Options, Slot, Stage, Turn, end_of_card, next_turn,
};
use gandhi_validator::play::{Phase, automatic_edits};
use gandhi_validator::terms::PerFaction;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};
use gandhi_validator::{findings::Finding, play::Track};
use gandhi_validator::{
    findings::Issue,
    play::{Choice, Declared, Die, Operation, Special},
};
use gandhi_validator::{position::Edit, terms::Place};
use gandhi_validator::{position::Eligibility, terms::Card};

const ORDER: [Faction; 4] = [
    Faction::Raj,
    Faction::Congress,
    Faction::MuslimLeague,
    Faction::Revolutionaries,
];

/// A made-up faction order for card `n`: the four Factions rotated by `n`.
fn fixture_order(n: u8) -> [Faction; 4] {
    let mut order = ORDER;
    order.rotate_left(usize::from(n % 4));
    order
}

fn data_with_orders() -> GameData {
    let mut data = GameData::bundled().unwrap();
    let cards: Vec<PlayerCard> = (1..=72)
        .map(|n| PlayerCard {
            number: n,
            faction_order: Some(fixture_order(n)),
            ..PlayerCard::default()
        })
        .collect();
    data.cards = data.cards.with_players(&cards, "test fixture");
    data
}

fn issues(findings: &[Finding]) -> Vec<Issue> {
    findings
        .iter()
        .filter(|f| !f.issue.is_state_check())
        .map(|f| f.issue)
        .collect()
}

fn push(game: &mut Game, data: &GameData, edit: Edit) -> Vec<String> {
    let entry = game
        .push(data, edit, None, "2026-11-21T12:00:00+01:00".to_owned())
        .unwrap();
    entry
        .findings
        .iter()
        .map(|f| format!("{} {}", f.rule, f.issue.code()))
        .collect()
}

fn push_clean(game: &mut Game, data: &GameData, edit: Edit) {
    let found = push(game, data, edit.clone());
    assert!(found.is_empty(), "{edit:?} raised {found:#?}");
}

fn declare(faction: Faction, choice: Choice) -> Edit {
    Edit::Declare(Declared {
        faction,
        choice,
        dice: Vec::new(),
    })
}

fn all_eligible() -> PerFaction<Eligibility> {
    PerFaction::from_fn(|_| Eligibility::Eligible)
}

#[test]
fn next_turn_gives_the_options_of_2_3_4() {
    let eligible = all_eligible();
    let mut play = CardPlay::default();
    assert_eq!(
        next_turn(ORDER, &eligible, &play),
        Some(Turn {
            faction: Faction::Raj,
            slot: Slot::First,
            options: Options::ALL,
        })
    );
    // A pass hands the 1st Eligible's options to the next Faction (2.3.3).
    play.passed.push(Faction::Raj);
    let turn = next_turn(ORDER, &eligible, &play).unwrap();
    assert_eq!((turn.faction, turn.slot), (Faction::Congress, Slot::First));

    let second = |executed| {
        let play = CardPlay {
            passed: vec![],
            executed: vec![(Faction::Raj, executed)],
            ..CardPlay::default()
        };
        next_turn(ORDER, &eligible, &play).unwrap()
    };
    let after_op = second(Executed::Operation);
    assert_eq!(
        (after_op.faction, after_op.slot),
        (Faction::Congress, Slot::Second)
    );
    assert_eq!(
        after_op.options,
        Options {
            operation: false,
            special: false,
            limited: true,
            event: false
        }
    );
    assert!(second(Executed::OperationWithSpecial).options.event);
    assert!(!second(Executed::OperationWithSpecial).options.operation);
    let after_event = second(Executed::Event);
    assert!(after_event.options.operation && after_event.options.special);
    assert!(!after_event.options.event);

    // Ineligible Factions are skipped; two executions end the card.
    let mut some = all_eligible();
    some.raj = Eligibility::Ineligible;
    assert_eq!(
        next_turn(ORDER, &some, &CardPlay::default())
            .unwrap()
            .faction,
        Faction::Congress
    );
    let done = CardPlay {
        passed: vec![],
        executed: vec![
            (Faction::Raj, Executed::Event),
            (Faction::Congress, Executed::Operation),
        ],
        ..CardPlay::default()
    };
    assert_eq!(next_turn(ORDER, &eligible, &done), None);
    // Everybody passing ends it too.
    let passed = CardPlay {
        passed: ORDER.to_vec(),
        executed: vec![],
        ..CardPlay::default()
    };
    assert_eq!(next_turn(ORDER, &eligible, &passed), None);
}

#[test]
fn options_allow_what_2_3_4_and_2_3_5_allow() {
    let limited_only = Options {
        operation: false,
        special: false,
        limited: true,
        event: false,
    };
    let choice = |limited, special| Choice::Operation {
        op: Operation::Rally,
        limited,
        special,
    };
    assert!(limited_only.allows(&Choice::Pass));
    assert!(limited_only.allows(&choice(true, None)));
    assert!(!limited_only.allows(&choice(false, None)));
    assert!(!limited_only.allows(&choice(false, Some(Special::Persuade))));
    assert!(!limited_only.allows(&Choice::Event {
        card: 1,
        shaded: false
    }));
    assert!(Options::ALL.allows(&choice(false, Some(Special::Persuade))));
}

/// A card played through: passes, the Event, a 2nd Eligible held to its
/// options, then the cylinders adjusted and the next card revealed.
#[test]
fn a_card_is_played_in_faction_order() {
    let data = data_with_orders();
    let mut game = Game::new(&data, GameRecord::new("short", 2026)).unwrap();
    assert_eq!(game.state().deck.current, Some(Card::Event(11)));
    // Card 11's fixture order: Revolutionaries, Raj, Congress, Muslim League.
    let Stage::Turn(turn) = game.stage(&data) else {
        panic!("{:?}", game.stage(&data))
    };
    assert_eq!(
        (turn.faction, turn.slot),
        (Faction::Revolutionaries, Slot::First)
    );

    let early = declare(Faction::Congress, Choice::Pass);
    assert_eq!(issues(&game.judge(&data, &early)), [Issue::NotItsTurn]);

    // The Revolutionaries pass and gain 1 Resource (2.3.3).
    push_clean(
        &mut game,
        &data,
        declare(Faction::Revolutionaries, Choice::Pass),
    );
    let resources = game.state().tracks.revolutionaries_resources;
    push_clean(
        &mut game,
        &data,
        Edit::SetTrack {
            track: Track::RevolutionariesResources,
            value: resources + 1,
        },
    );
    push_clean(&mut game, &data, Edit::Done { note: None });

    // The Raj, now 1st Eligible, executes the Event.
    let event = Choice::Event {
        card: 11,
        shaded: false,
    };
    let wrong_card = Choice::Event {
        card: 12,
        shaded: false,
    };
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Raj, wrong_card))),
        [Issue::EventNotCurrent]
    );
    push_clean(&mut game, &data, declare(Faction::Raj, event));
    // Card 11 arrests Gandhi (5.1.4); the rest of its text is not known.
    let gandhi = data
        .map
        .ids()
        .find(|id| game.state().space(*id).pieces.get(Piece::Gandhi) > 0)
        .unwrap();
    push_clean(
        &mut game,
        &data,
        Edit::MovePieces {
            piece: Piece::Gandhi,
            count: 1,
            from: Place::Space(gandhi),
            to: Place::Jail,
        },
    );
    let found = push(&mut game, &data, Edit::Done { note: None });
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0] == "5.1 EventPartlyKnown", "{found:?}");

    // Congress is 2nd Eligible: an Operation, but not the Event.
    let Stage::Turn(turn) = game.stage(&data) else {
        panic!()
    };
    assert_eq!((turn.faction, turn.slot), (Faction::Congress, Slot::Second));
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Congress, event))),
        [Issue::SecondAfterEvent]
    );
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Raj, Choice::Pass))),
        [Issue::AlreadyActed]
    );
    push_clean(&mut game, &data, declare(Faction::Congress, Choice::Pass));
    push_clean(&mut game, &data, Edit::Done { note: None });
    push_clean(
        &mut game,
        &data,
        declare(Faction::MuslimLeague, Choice::Pass),
    );
    // Finishing twice is reported.
    push_clean(&mut game, &data, Edit::Done { note: None });
    assert_eq!(
        issues(&game.judge(&data, &Edit::Done { note: None })),
        [Issue::NothingToFinish]
    );
    assert_eq!(game.stage(&data), Stage::CardOver);

    // Revealing the next card without moving the Raj's cylinder is flagged;
    // only as a warning, since an Event may move cylinders itself.
    let findings = game.judge(&data, &Edit::NextCard);
    assert_eq!(issues(&findings), [Issue::EligibilityAfterEvent]);
    assert_eq!(
        findings[0].severity,
        gandhi_validator::findings::Severity::Warning
    );
    let edits = end_of_card(game.state(), game.progress());
    assert_eq!(edits.len(), 2);
    for edit in edits {
        push_clean(&mut game, &data, edit);
    }
    assert_eq!(game.state().deck.current, Some(Card::Event(27)));
    assert_eq!(game.state().eligibility.raj, Eligibility::Ineligible);
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Raj, Choice::Pass))),
        [Issue::NotEligible]
    );
    let Stage::Turn(turn) = game.stage(&data) else {
        panic!()
    };
    assert_eq!(turn.faction, Faction::Revolutionaries);
}

#[test]
fn a_card_cannot_end_while_a_faction_may_still_act() {
    let data = data_with_orders();
    let mut game = Game::new(&data, GameRecord::new("short", 2026)).unwrap();
    push_clean(
        &mut game,
        &data,
        declare(
            Faction::Revolutionaries,
            Choice::Operation {
                op: Operation::Rally,
                limited: false,
                special: None,
            },
        ),
    );
    assert_eq!(
        issues(&game.judge(&data, &Edit::NextCard)),
        [Issue::ActionStillOpen, Issue::CardEndedEarly]
    );
    // Declaring again before Done is reported.
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Raj, Choice::Pass))),
        [Issue::ActionStillOpen]
    );
    // A Rally in no space at all, then the 2nd Eligible passes, and the
    // rest pass: the card is over and the Revolutionaries' cylinder must go
    // to Ineligible (2.3.6).
    push_clean(&mut game, &data, Edit::Done { note: None });
    while let Stage::Turn(turn) = game.stage(&data) {
        push_clean(&mut game, &data, declare(turn.faction, Choice::Pass));
        push(&mut game, &data, Edit::Done { note: None });
    }
    assert_eq!(
        issues(&game.judge(&data, &Edit::NextCard)),
        [Issue::ShouldBeIneligible]
    );
}

/// 2.3.6: a Faction left Ineligible on this card becomes Eligible for the
/// next as the card ends; that move does not give it a turn on this card.
#[test]
fn cylinders_moved_at_the_end_of_a_card_give_no_turn_on_it() {
    let data = data_with_orders();
    let mut game = Game::new(&data, GameRecord::new("short", 2026)).unwrap();
    let Some(Card::Event(card)) = game.state().deck.current else {
        panic!("an Event card first");
    };
    let order = fixture_order(card);
    // The last two Factions in order start the card Ineligible.
    for faction in &order[2..] {
        push_clean(
            &mut game,
            &data,
            Edit::SetEligibility {
                faction: *faction,
                eligibility: Eligibility::Ineligible,
            },
        );
    }
    // The first passes, the second executes an Operation: nobody is left.
    push_clean(&mut game, &data, declare(order[0], Choice::Pass));
    push(&mut game, &data, Edit::Done { note: None });
    push_clean(
        &mut game,
        &data,
        declare(
            order[1],
            Choice::Operation {
                op: Operation::of(order[1])[0],
                limited: false,
                special: None,
            },
        ),
    );
    push(&mut game, &data, Edit::Done { note: None });
    assert_eq!(game.stage(&data), Stage::CardOver);
    let edits = end_of_card(game.state(), game.progress());
    assert!(
        edits.iter().any(|e| matches!(
            e,
            Edit::SetEligibility {
                eligibility: Eligibility::Eligible,
                ..
            }
        )),
        "{edits:?}"
    );
    for edit in edits {
        let judged = issues(&game.judge(&data, &edit));
        assert!(judged.is_empty(), "{edit:?}: {judged:?}");
        push(&mut game, &data, edit);
    }
}

#[test]
fn an_unknown_faction_order_is_asked_for() {
    let data = GameData::bundled().unwrap();
    let game = Game::new(&data, GameRecord::new("short", 2026)).unwrap();
    assert_eq!(game.stage(&data), Stage::OrderUnknown(11));
    let findings = game.judge(&data, &declare(Faction::Raj, Choice::Pass));
    assert_eq!(issues(&findings), [Issue::FactionOrderUnknown]);
    assert_eq!(
        findings[0].severity,
        gandhi_validator::findings::Severity::Warning
    );
}

/// Plays whole cards (everybody passing) until the Campaign card comes up.
fn pass_until_campaign(game: &mut Game, data: &GameData) {
    for _ in 0..40 {
        if let Some(Card::Campaign(_)) = game.state().deck.current {
            return;
        }
        while let Stage::Turn(turn) = game.stage(data) {
            push_clean(game, data, declare(turn.faction, Choice::Pass));
            push_clean(game, data, Edit::Done { note: None });
        }
        for edit in end_of_card(game.state(), game.progress()) {
            push_clean(game, data, edit);
        }
    }
    panic!("no Campaign card came up");
}

/// A Short game passed through to its first Campaign card. Non-player Raj
/// and Revolutionaries keep no Resources, so passing changes nothing and
/// whole cards can be passed through.
fn at_first_campaign(data: &GameData) -> Game {
    let mut record = GameRecord::new("short", 2026);
    record.seats.raj = gandhi_validator::position::Seat::NonPlayer;
    record.seats.revolutionaries = gandhi_validator::position::Seat::NonPlayer;
    let mut game = Game::new(data, record).unwrap();
    pass_until_campaign(&mut game, data);
    game
}

/// 2.4 and 6.0: the Campaign card revealed as upcoming swaps with the current
/// card; its round runs step by step; the swapped card comes next.
#[test]
fn a_campaign_round_runs_step_by_step() {
    let data = data_with_orders();
    let mut game = at_first_campaign(&data);
    let swapped = game.state().deck.upcoming();
    assert!(matches!(swapped, Some(Card::Event(_))));
    assert_eq!(game.stage(&data), Stage::Campaign(Phase::Victory));
    assert_eq!(
        issues(&game.judge(&data, &declare(Faction::Raj, Choice::Pass))),
        [Issue::CampaignRoundNow]
    );
    assert_eq!(
        issues(&game.judge(&data, &Edit::Phase(Phase::Reset))),
        [Issue::PhaseOutOfOrder]
    );
    assert_eq!(
        issues(&game.judge(&data, &Edit::NextCard)),
        [Issue::RoundUnfinished]
    );
    let viceroy_card = game.state().deck.current;
    let mut steps = Vec::new();
    while let Stage::Campaign(phase) = game.stage(&data) {
        steps.push(phase);
        push_clean(&mut game, &data, Edit::Phase(phase));
        if let Some(edits) = automatic_edits(&data, game.state(), phase) {
            for edit in edits {
                push_clean(&mut game, &data, edit);
            }
        }
        // The non-player Revolutionaries place their Base (8.9.2).
        if phase == Phase::SecretSocieties {
            let base = secret_societies_base(&data, game.state());
            push_clean(&mut game, &data, base);
        }
        push_clean(&mut game, &data, Edit::Done { note: None });
    }
    assert_eq!(steps, Phase::ROUND);
    assert_eq!(game.stage(&data), Stage::RoundOver);
    assert_eq!(
        game.state().viceroy.map(Card::Campaign),
        viceroy_card,
        "the Campaign card became the Viceroy"
    );
    // Two Campaign cards remain in the Short deck: Restraint and Unity 2.
    assert_eq!(
        (game.state().tracks.restraint, game.state().tracks.unity),
        (2, 2)
    );
    push_clean(&mut game, &data, Edit::NextCard);
    assert_eq!(game.state().deck.current, swapped);
    assert!(matches!(game.stage(&data), Stage::Turn(_)));
}

/// A Revolutionaries Base from Available in the first non-Railway space
/// without Raj Control that has room for it (6.3.4, 8.9.2).
fn secret_societies_base(data: &GameData, state: &gandhi_validator::position::GameState) -> Edit {
    let map = &data.map;
    let space = map
        .ids()
        .find(|id| {
            !map.space(*id).is_railway()
                && !gandhi_validator::position::raj_control(map, state, *id)
                && state.space(*id).pieces.bases() < u32::from(map.space(*id).population())
        })
        .unwrap();
    Edit::MovePieces {
        piece: Piece::RevolutionariesBase,
        count: 1,
        from: gandhi_validator::terms::Place::Available,
        to: gandhi_validator::terms::Place::Space(space),
    }
}

#[test]
fn a_victory_in_the_victory_phase_ends_the_game() {
    let data = data_with_orders();
    let mut game = at_first_campaign(&data);
    // Unrest everywhere puts the Revolutionaries over 14.
    push_clean(&mut game, &data, Edit::Phase(Phase::Victory));
    push_clean(&mut game, &data, Edit::Done { note: None });
    assert!(matches!(game.stage(&data), Stage::Campaign(Phase::Strikes)));
    let mut won = game.clone();
    won.pop(&data);
    won.pop(&data);
    for key in [
        "bihar",
        "united_provinces",
        "bombay_presidency",
        "madras_presidency",
        "west_bengal",
        "central_provinces",
        "gujarat",
        "sind",
    ] {
        let space = data.map.by_key(key).unwrap();
        push(
            &mut won,
            &data,
            Edit::AddMarker {
                marker: gandhi_validator::terms::Marker::Unrest,
                space,
            },
        );
    }
    push_clean(&mut won, &data, Edit::Phase(Phase::Victory));
    push_clean(&mut won, &data, Edit::Done { note: None });
    assert_eq!(won.stage(&data), Stage::Ended(Ending::VictoryCheck));
}

/// 6.8: a turn that triggers Crisis lets the Raj bring a die roll of cubes
/// from Out of Play at its end.
#[test]
fn a_crisis_triggered_in_a_turn_brings_cubes() {
    let data = data_with_orders();
    let mut game = Game::new(&data, GameRecord::new("short", 2026)).unwrap();
    assert!(
        issues(&game.judge(&data, &Edit::Phase(Phase::CrisisCubes)))
            .contains(&Issue::CrisisCubesNotDue)
    );
    push_clean(
        &mut game,
        &data,
        declare(Faction::Revolutionaries, Choice::Pass),
    );
    // Whatever the Pass did besides, the tracks reached 1 and 1.
    push(
        &mut game,
        &data,
        Edit::SetTrack {
            track: Track::Restraint,
            value: 1,
        },
    );
    push(
        &mut game,
        &data,
        Edit::SetTrack {
            track: Track::Unity,
            value: 1,
        },
    );
    push(&mut game, &data, Edit::Done { note: None });
    assert_eq!(game.stage(&data), Stage::CrisisCubes);
    push_clean(&mut game, &data, Edit::Phase(Phase::CrisisCubes));
    push_clean(
        &mut game,
        &data,
        Edit::Die(Die {
            space: None,
            value: 2,
            rolled: false,
        }),
    );
    let bihar = data.map.by_key("bihar").unwrap();
    let out = game.state().out_of_play.get(Piece::Sepoy);
    assert!(out >= 2, "the Short setup has Sepoys Out of Play");
    push(
        &mut game,
        &data,
        Edit::MovePieces {
            piece: Piece::Sepoy,
            count: 2,
            from: Place::OutOfPlay,
            to: Place::Space(bihar),
        },
    );
    push_clean(&mut game, &data, Edit::Done { note: None });
    assert!(matches!(game.stage(&data), Stage::Turn(_)));
}

#[test]
fn players_card_file_round_trips_and_refuses_bad_entries() {
    let cards = vec![
        PlayerCard {
            number: 23,
            title: Some("A title".to_owned()),
            faction_order: Some(fixture_order(23)),
            critical: Some(vec![Faction::Raj]),
            halos: Some(vec![]),
            ..PlayerCard::default()
        },
        PlayerCard {
            number: 5,
            ..PlayerCard::default()
        },
    ];
    let text = gandhi_validator::components::player_cards_to_yaml(&cards);
    let back =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap();
    assert_eq!(back.len(), 2);
    assert_eq!(back[0].number, 5);
    assert_eq!(back[1], cards[0]);
    let bad = text.replace("number: 23", "number: 90");
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &bad, 72).unwrap_err();
    assert!(errors.to_string().contains("numbered 1 to 72"), "{errors}");
    let twice = "format: gandhi-moderator cards\nversion: 1\ncards:\n  - number: 4\n    faction_order: [raj, raj, congress, revolutionaries]\nend: end of cards\n";
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", twice, 72).unwrap_err();
    assert!(
        errors
            .to_string()
            .contains("each of the four Factions once"),
        "{errors}"
    );
    assert_eq!(errors.0[0].pos.line, 4, "{errors}");
    let cut = &text[..text.rfind("end:").unwrap()];
    assert!(
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", cut, 72)
            .unwrap_err()
            .to_string()
            .contains("cut short")
    );
    // Merged into the catalog, the players' entry fills gaps only.
    let data = GameData::bundled().unwrap();
    let merged = data.cards.with_players(&cards, "cards.yaml");
    let card = merged.get(23).unwrap();
    assert_eq!(
        card.faction_order.as_ref().unwrap().value,
        fixture_order(23)
    );
    assert_eq!(
        card.faction_order.as_ref().unwrap().provenance.kind(),
        "players"
    );
    let six = PlayerCard {
        number: 6,
        title: Some("Something else".to_owned()),
        ..PlayerCard::default()
    };
    let merged = data.cards.with_players(&[six], "cards.yaml");
    assert_eq!(
        merged.get(6).unwrap().title.as_ref().unwrap().value,
        "Chauri Chaura Massacre"
    );
}

/// 2.2 with the players' own deck: they say which cards they turned up; the
/// program keeps the count of cards and of Campaign cards right.
#[test]
fn the_players_own_deck_is_followed_card_by_card() {
    let data = data_with_orders();
    let mut record = GameRecord::new("short", 2026);
    record.physical_deck = true;
    let mut game = Game::new(&data, record).unwrap();
    let total = |game: &Game| {
        let deck = &game.state().deck;
        deck.draw.len()
            + deck.set_aside.len()
            + deck.played.len()
            + usize::from(deck.current.is_some())
    };
    let cards = total(&game);
    let campaigns = game.state().deck.campaigns_left();
    // Cards the program had set aside are fine: the players' deck differs.
    let aside: Vec<Card> = game
        .state()
        .deck
        .set_aside
        .iter()
        .copied()
        .filter(|c| matches!(c, Card::Event(_)))
        .take(3)
        .collect();
    push_clean(
        &mut game,
        &data,
        Edit::FirstCards {
            current: aside[0],
            upcoming: aside[1],
        },
    );
    assert_eq!(game.state().deck.current, Some(aside[0]));
    assert_eq!(game.state().deck.upcoming(), Some(aside[1]));
    while let Stage::Turn(turn) = game.stage(&data) {
        push_clean(&mut game, &data, declare(turn.faction, Choice::Pass));
        push(&mut game, &data, Edit::Done { note: None });
    }
    push_clean(&mut game, &data, Edit::Reveal { card: aside[2] });
    assert_eq!(game.state().deck.current, Some(aside[1]));
    assert_eq!(game.state().deck.upcoming(), Some(aside[2]));
    assert_eq!(total(&game), cards);
    // The card turned up starts its own play, as a drawn card does
    // (2.3.7): its first Eligible Faction is to act.
    assert!(
        matches!(game.stage(&data), Stage::Turn(_)),
        "{:?}",
        game.stage(&data)
    );
    // A card already seen cannot turn up again.
    let err = game
        .push(&data, Edit::Reveal { card: aside[0] }, None, String::new())
        .unwrap_err();
    assert!(matches!(
        err,
        gandhi_validator::position::EditError::CardNotUnseen { .. }
    ));
    // A Campaign card turned up swaps with the current card (2.4).
    let campaign = game
        .state()
        .deck
        .draw
        .iter()
        .chain(&game.state().deck.set_aside)
        .copied()
        .find(|c| matches!(c, Card::Campaign(_)))
        .unwrap();
    push(&mut game, &data, Edit::Reveal { card: campaign });
    assert_eq!(game.state().deck.current, Some(campaign));
    assert_eq!(game.state().deck.upcoming(), Some(aside[2]));
    assert_eq!(game.state().deck.campaigns_left(), campaigns - 1);
    assert_eq!(total(&game), cards);
    assert_eq!(game.stage(&data), Stage::Campaign(Phase::Victory));
    // The first cards can be set only at the start.
    let err = game
        .push(
            &data,
            Edit::FirstCards {
                current: aside[0],
                upcoming: aside[1],
            },
            None,
            String::new(),
        )
        .unwrap_err();
    assert_eq!(err, gandhi_validator::position::EditError::NotAtStart);
}
