//! Gandhi through the table's contract (`coin_table::Volume`): what the
//! contract hands the table is what the rules crate says directly, so that
//! the table's code can carry Gandhi as it carries any volume.

use coin_table::{Volume, take_action, uncited};
use gandhi_validator::components::GameData;
use gandhi_validator::play::{Declared, Execution, Operation, check, check_action};
use gandhi_validator::position::{Edit, apply_edit, setup, totals};
use gandhi_validator::terms::{Faction, Piece, Place};
use gandhi_validator::volume::Gandhi;

fn data() -> GameData {
    GameData::bundled().unwrap()
}

#[test]
fn gandhi_sets_up_through_the_contract_as_it_does_directly() {
    let data = data();
    let scenarios = Gandhi.scenarios(&data);
    assert!(scenarios.iter().any(|s| s == "short"), "{scenarios:?}");
    assert!(scenarios.iter().any(|s| s == "main"), "{scenarios:?}");
    for scenario in &scenarios {
        let through = Gandhi.setup(&data, scenario, 7).unwrap();
        assert_eq!(through, setup(&data, scenario, 7).unwrap(), "{scenario}");
    }
    let refused = Gandhi.setup(&data, "no-such-scenario", 7).unwrap_err();
    assert!(refused.contains("no-such-scenario"), "{refused}");
    assert_eq!(Gandhi.key(), "gandhi");
    assert_eq!(Gandhi.formats().program, "Gandhi Moderator");
}

/// Troops moved into Mysore, a Princely State, by a March: the position's
/// check and the action's check both speak, and the contract says what
/// they say, each with its section from the rules index.
#[test]
fn a_march_into_a_princely_state_is_judged_through_the_contract_as_directly() {
    let data = data();
    let start = setup(&data, "short", 3).unwrap();
    let at = |key: &str| Place::Space(data.map.by_key(key).unwrap());
    let edits = [Edit::MovePieces {
        piece: Piece::Troop,
        count: 1,
        from: Place::Available,
        to: at("mysore"),
    }];
    let march = Declared::operation(Faction::Raj, Operation::March, None);

    let mut state = start.clone();
    let judged = take_action(&Gandhi, &data, &mut state, (&march, &edits)).unwrap();

    let mut after = start.clone();
    apply_edit(&data, &mut after, &edits[0]).unwrap();
    assert_eq!(state, after);
    let mut direct = check(&data, &after).findings;
    direct.extend(check_action(&data, &march, &Execution::whole(&start, &after)).findings);
    let codes: Vec<(&str, String)> = judged
        .verdicts
        .iter()
        .map(|v| (v.code.as_str(), v.rule.to_string()))
        .collect();
    let direct_codes: Vec<(&str, String)> = direct
        .iter()
        .map(|f| (f.issue.code(), f.rule.to_string()))
        .collect();
    assert_eq!(codes, direct_codes);
    assert!(
        codes.contains(&("TroopsInPrincelyState", "1.4.2".to_owned())),
        "{codes:?}"
    );
    let stacked = judged
        .verdicts
        .iter()
        .find(|v| v.code == "TroopsInPrincelyState")
        .unwrap();
    assert!(stacked.error);
    assert!(
        stacked.args.iter().any(|a| a == "mysore"),
        "the space is named by its key: {:?}",
        stacked.args
    );
    assert_eq!(uncited(&Gandhi, &data, &judged.verdicts), []);

    let scores = totals(&data, &after).scores;
    for total in &judged.totals {
        let faction = Faction::ALL
            .into_iter()
            .find(|f| f.key() == total.side)
            .unwrap();
        assert_eq!(total.total, i64::from(scores[faction].total));
        assert_eq!(total.threshold, i64::from(scores[faction].threshold));
    }
    assert_eq!(judged.totals.len(), 4);
}

#[test]
fn a_change_gandhi_cannot_carry_out_is_refused_through_the_contract() {
    let data = data();
    let mut state = setup(&data, "short", 3).unwrap();
    let before = state.clone();
    let at = |key: &str| Place::Space(data.map.by_key(key).unwrap());
    let edits = [Edit::MovePieces {
        piece: Piece::Troop,
        count: 99,
        from: at("bihar"),
        to: at("west_bengal"),
    }];
    let pass = Declared::operation(Faction::Raj, Operation::March, None);
    let refused = take_action(&Gandhi, &data, &mut state, (&pass, &edits)).unwrap_err();
    assert_eq!(refused.step, 0);
    assert!(!refused.reason.is_empty());
    assert_eq!(state, before, "nothing changed");
}

#[test]
fn the_board_draws_gandhi_from_its_layout() {
    let data = data();
    let state = setup(&data, "short", 3).unwrap();
    let layout = Gandhi.layout(&data, &state);
    assert_eq!(layout.spaces.len(), data.map.spaces().len());
    for view in &layout.spaces {
        assert!((0.0..=1.0).contains(&view.at.0) && (0.0..=1.0).contains(&view.at.1));
        let id = data.map.by_key(&view.key).unwrap();
        let placed: u32 = state
            .space(id)
            .pieces
            .iter()
            .map(|(_, n)| u32::from(n))
            .sum();
        assert_eq!(
            view.pieces.iter().map(|(_, n)| n).sum::<u32>(),
            placed,
            "{}",
            view.key
        );
        assert_eq!(view.neighbours.len(), data.map.neighbours(id).len());
        // Railways are drawn small, as points on the lines between spaces.
        assert_eq!(view.small, view.kind == "railway", "{}", view.key);
    }
    assert!(layout.spaces.iter().any(|v| v.small));
    assert_eq!(layout.tracks.len(), 4);
    assert_eq!(layout.boxes.len(), 3);
}

/// The same March made as the board's gestures and logged by the table:
/// the gesture becomes Gandhi's own edit, the declared text its own
/// action, and the table's log replays to the same position and findings.
#[test]
fn gandhi_takes_the_boards_gestures_and_the_tables_log_through_the_contract() {
    let data = data();
    let gesture = coin_table::Gesture::Move {
        piece: "troops".to_owned(),
        count: 1,
        from: "available".to_owned(),
        to: "mysore".to_owned(),
    };
    assert_eq!(
        Gandhi.edit(&data, &gesture).unwrap(),
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Available,
            to: Place::Space(data.map.by_key("mysore").unwrap()),
        }
    );
    let start = setup(&data, "short", 3).unwrap();
    let offered = Gandhi.declarable(&data, &start);
    assert!(offered.iter().any(|a| a == "raj deploy"), "{offered:?}");
    assert!(offered.iter().any(|a| a == "congress pass"), "{offered:?}");
    assert!(!offered.iter().any(|a| a == "raj rally"), "{offered:?}");
    for text in &offered {
        assert!(Gandhi.action(&data, text).is_ok(), "{text}");
    }
    assert!(Gandhi.action(&data, "raj rally").is_err());
    let unknown = coin_table::Gesture::Move {
        piece: "elephant".to_owned(),
        count: 1,
        from: "available".to_owned(),
        to: "atlantis".to_owned(),
    };
    assert!(
        Gandhi
            .edit(&data, &unknown)
            .unwrap_err()
            .contains("elephant")
    );

    let mut log = coin_table::TableLog::new("gandhi", "short", 3);
    log.entries.push(coin_table::TableEntry {
        declare: Some("raj deploy".to_owned()),
        gestures: vec![gesture],
        ..Default::default()
    });
    let text = log.write(&Gandhi);
    let read = coin_table::TableLog::read(&Gandhi, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    let replayed = coin_table::replay(&Gandhi, &data, &read.log, usize::MAX).unwrap();
    let mut direct = start.clone();
    apply_edit(
        &data,
        &mut direct,
        &Gandhi.edit(&data, &log.entries[0].gestures[0]).unwrap(),
    )
    .unwrap();
    assert_eq!(replayed.state, direct);
    let codes: Vec<&str> = replayed.steps[0]
        .verdicts
        .iter()
        .map(|v| v.code.as_str())
        .collect();
    assert!(codes.contains(&"TroopsInPrincelyState"), "{codes:?}");
    assert_eq!(uncited(&Gandhi, &data, &replayed.steps[0].verdicts), []);
}

fn entry_edits(data: &GameData, entry: &coin_table::TableEntry) -> Vec<Edit> {
    Gandhi.entry_edits(data, entry).unwrap()
}

/// Four non-players play a Short game on the table's log through the
/// contract (8.1): each turn the contract plans is the very step Gandhi's
/// own non-player engine takes in the same game (the same declaration and
/// changes), the table folds the same sequence of play (2.3) as Gandhi's
/// own log, and the table's judge finds nothing the entries break, the
/// sequence of play included. The steps that
/// are no Faction's turn (the end of a card, the Campaign Round) are
/// entered as free changes, as players enter them; Gandhi's own changes
/// (seats, cards, dice, Arjuna draws) cross as text and read back equal.
#[test]
fn gandhi_non_players_play_on_the_table_as_gandhis_own_engine_plays_them() {
    use coin_table::{TableEntry, TableLog, non_player_entry, play_in_game};
    use gandhi_validator::nonplayers::{Answers, next_step};
    use gandhi_validator::play::Progress;
    use gandhi_validator::playouts::playout_data;
    use gandhi_validator::position::Seat;
    use gandhi_validator::terms::PerFaction;

    let seats = PerFaction::from_fn(|_| Seat::NonPlayer);
    let data = playout_data(&data(), &seats).unwrap();
    for seed in [3, 11] {
        let mut log = TableLog::new("gandhi", "short", seed);
        let mut table = Gandhi.setup(&data, "short", seed).unwrap();
        let mut play = Gandhi.start_play(&data, &table);
        let mut state = table.clone();
        let mut progress = Progress::start(&state);
        let mut turns = 0;
        let mut next = crate::common::np::four_non_players_seated(&data);
        for _ in 0..400 {
            let judged = play_in_game(&Gandhi, &data, (&mut table, &mut play), &next).unwrap();
            let errors: Vec<_> = judged.verdicts.iter().filter(|v| v.error).collect();
            assert!(errors.is_empty(), "seed {seed}, {next:?}: {errors:?}");
            for edit in entry_edits(&data, &next) {
                let before = state.clone();
                apply_edit(&data, &mut state, &edit).unwrap();
                progress.step(&data, &edit, &before, &state);
            }
            assert_eq!(table, state, "seed {seed}");
            // The table folds the same sequence of play as the engine's.
            assert_eq!(play, progress, "seed {seed}");
            log.entries.push(next);
            let answers = ["not-effective".to_owned()];
            let step = next_step(
                &data,
                &state,
                &progress,
                false,
                &|_, _| Some(false),
                &Answers::default(),
            );
            let declares = step.edits.iter().any(|e| matches!(e, Edit::Declare(_)));
            if step.edits.is_empty() || (step.stop.is_some() && !declares) {
                // Where the engine leaves the turn to the players (an Arjuna
                // card going round, 8.3), the table's system says so too.
                if let Some(side) = step.plan.as_ref().map(|p| p.faction.key()) {
                    let so_far = log.so_far((&table, &play));
                    let refused = non_player_entry(&Gandhi, &data, so_far, (side, &answers));
                    assert!(
                        matches!(&refused, Err(coin_table::NotPlanned::Cannot(why)) if why.contains("8.3")),
                        "{refused:?}"
                    );
                }
                break;
            }
            let declared = step.edits.iter().find_map(|edit| match edit {
                Edit::Declare(declared) => Some(declared),
                _ => None,
            });
            next = match declared {
                Some(declared) => {
                    let side = declared.faction.key();
                    let (entry, trace) = non_player_entry(
                        &Gandhi,
                        &data,
                        log.so_far((&table, &play)),
                        (side, &answers),
                    )
                    .unwrap();
                    assert!(!trace.is_empty());
                    assert!(trace.iter().all(|r| data.rules.contains(r.rule)));
                    // Each decision reads back as the engine's own line.
                    let lines: Vec<_> = trace
                        .iter()
                        .filter(|r| r.code != "LeftToPlayers")
                        .map(|r| Gandhi::trace_line(&data, r).unwrap())
                        .collect();
                    assert_eq!(lines, step.trace, "seed {seed}");
                    assert_eq!(entry.non_player.as_deref(), Some(side));
                    let mut expected = step.edits.clone();
                    if step.stop.is_some() {
                        // Left to the players: the table's entry closes it.
                        expected.push(Edit::Done { note: None });
                    }
                    assert_eq!(entry_edits(&data, &entry), expected, "seed {seed}");
                    turns += 1;
                    if step.stop.is_some() {
                        break;
                    }
                    entry
                }
                _ => TableEntry {
                    gestures: step
                        .edits
                        .iter()
                        .map(|e| Gandhi::gesture(&data, e))
                        .collect(),
                    ..TableEntry::default()
                },
            };
        }
        assert!(turns >= 10, "seed {seed}: only {turns} turns");
    }
}

/// Every kind of Gandhi's changes crosses the contract as a gesture and
/// reads back the same: pieces and tracks as the table's own gestures,
/// the rest in the saved game's written form of one entry. A declaration
/// is the entry's own and is refused as a change; a text that is no
/// change is refused with the reason.
#[test]
fn every_change_of_gandhis_crosses_the_contract_and_reads_back_the_same() {
    use coin_table::Gesture;
    use gandhi_validator::play::{Choice, Die, Phase, Special, Track};
    use gandhi_validator::playouts::playout_data;
    use gandhi_validator::position::{Eligibility, Seat};
    use gandhi_validator::terms::{Card, Marker, PerFaction, SupportLevel};

    let seats = PerFaction::from_fn(|_| Seat::NonPlayer);
    let data = playout_data(&data(), &seats).unwrap();
    let space = |key: &str| data.map.by_key(key).unwrap();
    let arjuna = data.arjuna.of(Faction::Raj).next().unwrap();
    let edits = [
        Edit::MovePieces {
            piece: Piece::Troop,
            count: 2,
            from: Place::Available,
            to: Place::Space(space("bombay")),
        },
        Edit::FlipGuerrillas {
            space: space("west_bengal"),
            count: 1,
            to_active: true,
        },
        Edit::AddMarker {
            marker: Marker::Protest,
            space: space("bombay"),
        },
        Edit::RemoveMarker {
            marker: Marker::Unrest,
            space: space("west_bengal"),
        },
        Edit::MoveMarker {
            marker: Marker::Strike,
            from: space("bombay"),
            to: space("west_bengal"),
        },
        Edit::SetLevel {
            space: space("west_bengal"),
            level: SupportLevel::ActiveOpposition,
        },
        Edit::SetTrack {
            track: Track::Restraint,
            value: 3,
        },
        Edit::Transfer {
            from: Faction::Congress,
            to: Faction::MuslimLeague,
            amount: 2,
        },
        Edit::SetEligibility {
            faction: Faction::Raj,
            eligibility: Eligibility::Ineligible,
        },
        Edit::NextCard,
        Edit::Reveal {
            card: Card::Event(12),
        },
        Edit::FirstCards {
            current: Card::Event(3),
            upcoming: Card::Event(4),
        },
        Edit::PlaceGandhi {
            space: space("bombay"),
        },
        Edit::SpecialStarts,
        Edit::SpecialEnds,
        Edit::Die(Die {
            space: Some(space("west_bengal")),
            value: 4,
            rolled: true,
        }),
        Edit::Done {
            note: Some("by the book".to_owned()),
        },
        Edit::Phase(Phase::Victory),
        Edit::InstallViceroy,
        Edit::SetSeat {
            faction: Faction::Congress,
            seat: Seat::Player(2),
        },
        Edit::ArjunaShuffle,
        Edit::ArjunaDraw {
            faction: Faction::Raj,
        },
        Edit::ArjunaFlip,
        Edit::ArjunaShown {
            card: arjuna,
            face: gandhi_validator::components::Face::Back,
        },
    ];
    for edit in &edits {
        let gesture = Gandhi::gesture(&data, edit);
        let own = matches!(edit, Edit::MovePieces { .. } | Edit::SetTrack { .. });
        assert_eq!(!matches!(gesture, Gesture::Change(_)), own, "{gesture:?}");
        assert_eq!(&Gandhi.edit(&data, &gesture).unwrap(), edit, "{gesture:?}");
    }

    let declarations = [
        Declared::operation(Faction::Raj, Operation::Deploy, Some(Special::Govern)),
        Declared {
            faction: Faction::Congress,
            choice: Choice::Event {
                card: 12,
                shaded: true,
            },
            dice: Vec::new(),
        },
        Declared {
            faction: Faction::MuslimLeague,
            choice: Choice::Operation {
                op: Operation::NonCooperation,
                limited: true,
                special: None,
            },
            dice: Vec::new(),
        },
        Declared {
            faction: Faction::Revolutionaries,
            choice: Choice::Pass,
            dice: Vec::new(),
        },
    ];
    for declared in declarations {
        let Gesture::Change(text) = Gandhi::gesture(&data, &Edit::Declare(declared.clone())) else {
            panic!("a declaration is written as a change");
        };
        assert_eq!(Gandhi.action(&data, &text).unwrap(), declared, "{text}");
        let refused = Gandhi.edit(&data, &Gesture::Change(text)).unwrap_err();
        assert!(refused.contains("declaration"), "{refused}");
    }
    let wrong = Gandhi
        .edit(
            &data,
            &Gesture::Change(r#"{"flip":{"space":"atlantis","count":1,"to":"active"}}"#.to_owned()),
        )
        .unwrap_err();
    assert!(wrong.contains("atlantis"), "{wrong}");
    assert!(Gandhi.action(&data, r#"{"next_card":true}"#).is_err());
}

/// The table judges Gandhi's sequence of play as Gandhi's own log does
/// (2.3.2): on the first card, the Faction first in its order may declare
/// and the three others are told it is not their turn; a declared entry is
/// folded into the play, so the same Faction declaring again on the card
/// is told it has acted already; each verdict cites a section of the
/// index.
#[test]
fn the_table_judges_gandhis_sequence_of_play_through_the_contract() {
    use coin_table::{TableEntry, TableLog, replay};
    use gandhi_validator::playouts::playout_data;
    use gandhi_validator::position::Seat;
    use gandhi_validator::terms::PerFaction;

    let data = playout_data(&data(), &PerFaction::from_fn(|_| Seat::Player(1))).unwrap();
    let pass = |faction: Faction| TableEntry {
        declare: Some(format!("{} pass", faction.key())),
        ..TableEntry::default()
    };
    let codes = |log: &TableLog, at: usize| -> Vec<String> {
        let replayed = replay(&Gandhi, &data, log, usize::MAX).unwrap();
        replayed.steps[at]
            .verdicts
            .iter()
            .filter(|v| v.error)
            .map(|v| format!("{} {}", v.code, v.rule))
            .collect()
    };
    let mut first = Vec::new();
    for faction in Faction::ALL {
        let mut log = TableLog::new("gandhi", "short", 3);
        log.entries.push(pass(faction));
        let found = codes(&log, 0);
        if !found.iter().any(|c| c.starts_with("NotItsTurn ")) {
            first.push(faction);
        }
    }
    let [first] = first[..] else {
        panic!("one Faction is first on the card, not {first:?}");
    };
    let mut log = TableLog::new("gandhi", "short", 3);
    log.entries.extend([pass(first), pass(first)]);
    let again = codes(&log, 1);
    assert!(
        again.iter().any(|c| c.starts_with("AlreadyActed ")),
        "{again:?}"
    );
    assert!(
        uncited(
            &Gandhi,
            &data,
            &replay(&Gandhi, &data, &log, 2).unwrap().steps[1].verdicts
        )
        .is_empty()
    );
}

/// Three whole games played by Gandhi's own engine and log (four
/// players; two non-players; four non-players), each with its made-up
/// data, its seed, what the playout kept and the game as the table's log.
fn saved_games() -> Vec<(
    u64,
    GameData,
    gandhi_validator::playouts::Summary,
    gandhi_validator::volume::AsTableLog,
)> {
    use gandhi_validator::playouts::{Checks, play_game, playout_data};
    use gandhi_validator::position::{Seat, four_players};
    use gandhi_validator::volume::table_log;

    let mut some_non_players = four_players();
    some_non_players.congress = Seat::NonPlayer;
    some_non_players.revolutionaries = Seat::NonPlayer;
    let mut all_non_players = some_non_players;
    all_non_players.raj = Seat::NonPlayer;
    all_non_players.muslim_league = Seat::NonPlayer;
    let checks = Checks {
        state_after_each_step: false,
        round_trip_each_step: false,
    };
    [
        (5, four_players()),
        (8, some_non_players),
        (13, all_non_players),
    ]
    .into_iter()
    .map(|(seed, seats)| {
        let data = playout_data(&data(), &seats).unwrap();
        let game = play_game(&data, "short", seed, seats, checks).unwrap();
        let converted = table_log(&data, &game.record).unwrap();
        (seed, data, game, converted)
    })
    .collect()
}

/// Whole games played by Gandhi's own engine and log, with players and
/// non-players seated, written as the table's log and replayed through
/// the contract: after each of the table's entries the position is the
/// one Gandhi's own log reached after the same changes; an action the
/// contract finds breaking a rule is one Gandhi's own log found breaking
/// one, and the other way round; and the log survives its file.
#[test]
fn gandhis_own_saved_games_replay_on_the_table_entry_for_entry() {
    use coin_table::{TableLog, play_in_game};
    use gandhi_validator::findings::Severity;
    use gandhi_validator::log::Entry;

    let (mut entries, mut actions, mut by_engine) = (0, 0, 0);
    for (seed, data, game, converted) in saved_games() {
        let saved: Vec<&Entry> = game.record.entries.iter().collect();
        let log = &converted.log;
        assert_eq!(converted.ends.len(), log.entries.len());
        assert_eq!(
            converted.ends.last().copied().unwrap_or(0) + converted.open,
            saved.len(),
            "seed {seed}: every saved entry is carried or left open at the end"
        );
        let text = log.write(&Gandhi);
        let read = TableLog::read(&Gandhi, "game.yaml", &text).unwrap();
        assert!(read.sealed, "seed {seed}");
        assert_eq!(&read.log, log, "seed {seed}");

        let mut state = Gandhi.setup(&data, &log.scenario, log.seed).unwrap();
        let mut play = Gandhi.start_play(&data, &state);
        let mut from = 0;
        for (t, (entry, end)) in log.entries.iter().zip(&converted.ends).enumerate() {
            let judged = play_in_game(&Gandhi, &data, (&mut state, &mut play), entry)
                .unwrap_or_else(|e| panic!("seed {seed}, table entry {t}: {e:?}"));
            assert_eq!(
                state, game.states[*end],
                "seed {seed}: the position after table entry {t} (saved entries {from}..{end})"
            );
            if entry.declare.is_some() {
                let own = saved[from..*end]
                    .iter()
                    .flat_map(|e| &e.findings)
                    .any(|f| f.issue.severity() == Severity::Error);
                let through = judged.verdicts.iter().any(|v| v.error);
                assert_eq!(
                    through, own,
                    "seed {seed}, table entry {t}: {:?}",
                    judged.verdicts
                );
                actions += 1;
                // The playouts mark the entries their non-players made.
                by_engine += usize::from(saved[from..*end].iter().any(|e| e.by.is_some()));
            }
            from = *end;
        }
        entries += log.entries.len();
    }
    assert!(actions > 100, "{actions} actions");
    assert!(by_engine > 20, "{by_engine} non-player turns");
    eprintln!("{entries} table entries, {actions} actions, {by_engine} by non-players");
}

/// The fidelity harness's faults, each put into an action of a saved game,
/// judged by Gandhi's own log and by the contract on the table's entry:
/// both find the fault or both miss it, and each section Gandhi's own log
/// cites, the contract cites too.
#[test]
fn a_fault_in_a_saved_game_is_judged_through_the_contract_as_by_gandhis_own_log() {
    use coin_table::{TableEntry, play_entry};
    use gandhi_validator::log::Entry;
    use gandhi_validator::play::Declared;
    use gandhi_validator::playouts::{Fault, FidelityStep, Opener, judge_step, mutate};
    use rand::SeedableRng;

    let (mut judged, mut caught) = (0, 0);
    for (seed, data, game, converted) in saved_games() {
        let saved: Vec<&Entry> = game.record.entries.iter().collect();
        let mut from = 0;
        for (t, (entry, end)) in converted
            .log
            .entries
            .iter()
            .zip(&converted.ends)
            .enumerate()
        {
            let start = from;
            from = *end;
            let Some(at) = saved[start..*end]
                .iter()
                .position(|e| matches!(e.edit, Edit::Declare(_)))
                .map(|n| start + n)
            else {
                continue;
            };
            let Edit::Declare(declared) = &saved[at].edit else {
                unreachable!()
            };
            let step = FidelityStep {
                at,
                opener: Opener::Action(Declared::clone(declared)),
                body: saved[at + 1..*end - 1]
                    .iter()
                    .map(|e| e.edit.clone())
                    .collect(),
                by_engine: false,
                end: *end - 1,
            };
            let before = &game.states[at];
            for (k, fault) in Fault::ALL.into_iter().enumerate() {
                let mut rng =
                    rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ ((t as u64) << 8) ^ k as u64);
                let Some(mutant) = mutate(&data, before, &step, fault, &mut rng) else {
                    continue;
                };
                let Some(own) = judge_step(&data, before, &step.opener, &mutant.body) else {
                    continue;
                };
                let drawn = saved[start..at]
                    .iter()
                    .map(|e| Gandhi::gesture(&data, &e.edit));
                let faulty = TableEntry {
                    gestures: drawn
                        .chain(mutant.body.iter().map(|e| Gandhi::gesture(&data, e)))
                        .collect(),
                    ..entry.clone()
                };
                let mut state = game.states[start].clone();
                // Gandhi's own log carried every change out: so does the table.
                let through = play_entry(&Gandhi, &data, &mut state, &faulty)
                    .unwrap_or_else(|e| panic!("seed {seed}, table entry {t}, {fault:?}: {e:?}"));
                let errors: Vec<_> = through.verdicts.iter().filter(|v| v.error).collect();
                assert_eq!(
                    errors.is_empty(),
                    own.is_empty(),
                    "seed {seed}, table entry {t}, {fault:?}: own {own:?}, through {errors:?}"
                );
                for finding in &own {
                    assert!(
                        errors.iter().any(|v| v.rule == finding.rule),
                        "seed {seed}, table entry {t}, {fault:?}: § {} not cited: {errors:?}",
                        finding.rule
                    );
                }
                judged += 1;
                caught += usize::from(!own.is_empty());
            }
        }
    }
    assert!(judged > 200, "{judged} faults judged");
    eprintln!("{judged} faulty actions judged alike, {caught} of them caught");
}

/// A saved game's notes follow their entries onto the table's log; an
/// action left open at the end waits outside it; a game drawing from the
/// players' own deck is refused with the reason.
#[test]
fn a_saved_games_notes_and_open_action_as_the_tables_log() {
    use gandhi_validator::volume::{OwnDeck, table_log};
    let (_, data, game, converted) = saved_games().swap_remove(0);
    let mut record = game.record.clone();
    // Cut the log inside the second action that has a change.
    let declares: Vec<usize> = record
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.edit, Edit::Declare(_)))
        .map(|(i, _)| i)
        .collect();
    let cut = declares
        .iter()
        .copied()
        .filter(|i| !matches!(record.entries[i + 1].edit, Edit::Done { .. }))
        .nth(1)
        .unwrap();
    let mut kept = record.clone();
    kept.entries = record.entries.iter().take(cut + 2).cloned().collect();
    kept.annotations.push(coin_table::Annotation {
        entry: cut,
        bookmark: Some("before the cut".to_owned()),
        note: None,
        finding: None,
        at: "2026-11-27T10:00:00+00:00".to_owned(),
    });
    let cut_log = table_log(&data, &kept).unwrap();
    assert_eq!(cut_log.open, 2, "the open action's declaration and change");
    assert_eq!(
        cut_log.log.entries[..],
        converted.log.entries[..cut_log.log.entries.len()]
    );
    let mark = cut_log.log.annotations.last().unwrap();
    assert_eq!(mark.bookmark.as_deref(), Some("before the cut"));
    // The saved game's entry `cut` (numbered from 1) is the last one
    // carried: the bookmark stands on the table's last entry.
    assert_eq!(mark.entry, cut_log.log.entries.len());

    record.physical_deck = true;
    assert_eq!(table_log(&data, &record), Err(OwnDeck));
    record.physical_deck = false;
    record.own_arjuna_deck = true;
    assert_eq!(table_log(&data, &record), Err(OwnDeck));
}

/// A die is offered among Gandhi's changes, of the game and at each space:
/// the program's next die from the game's seed, as Gandhi's own board
/// rolls it. Carried out through the contract it moves the seed on, so
/// the next die offered is the one after; a die that does not show what
/// the seed rolls is refused.
#[test]
fn a_die_is_offered_and_rolled_from_the_games_seed_through_the_contract() {
    use coin_table::Gesture;
    let data = data();
    let mut state = Gandhi.setup(&data, "short", 5).unwrap();
    let bihar = data.map.by_key("bihar").unwrap();
    let mut rolled = Vec::new();
    for _ in 0..12 {
        let mut own = state.rng;
        let expected = own.roll_die();
        let die_of = |changes: Vec<String>| {
            changes
                .into_iter()
                .find_map(|text| match Gandhi.edit(&data, &Gesture::Change(text)) {
                    Ok(Edit::Die(die)) => Some(die),
                    _ => None,
                })
                .expect("a die is offered")
        };
        let of_the_game = die_of(Gandhi.changes(&data, &state, None));
        assert_eq!((of_the_game.space, of_the_game.value), (None, expected));
        assert!(of_the_game.rolled, "rolled by the program");
        let here = die_of(Gandhi.changes(&data, &state, Some("bihar")));
        assert_eq!((here.space, here.value), (Some(bihar), expected));

        let mut wrong = of_the_game;
        wrong.value = wrong.value % 6 + 1;
        assert!(
            Gandhi
                .apply(&data, &mut state.clone(), &Edit::Die(wrong))
                .is_err()
        );
        Gandhi
            .apply(&data, &mut state, &Edit::Die(of_the_game))
            .unwrap();
        assert_eq!(
            state.rng, own,
            "the seed moved on as Gandhi's own board moves it"
        );
        rolled.push(expected);
    }
    assert!(rolled.iter().all(|v| (1..=6).contains(v)));
    assert!(rolled.windows(2).any(|w| w[0] != w[1]), "{rolled:?}");
}

/// Gandhi's random playout through the contract: its generator plays whole
/// Short games, a seat combination for each seed from 0 to 15 (a Faction
/// a non-player where its bit of the seed is set), and the table judges
/// every entry as it judges any log: nothing breaks a rule, and a seed
/// plays the same game again.
#[test]
fn gandhis_random_games_are_judged_by_the_table_through_the_contract() {
    use coin_table::judge_playout;

    let data = data();
    let mut entries = 0;
    for seed in 0..16 {
        let judged = judge_playout(&Gandhi, &data, ("short", seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        assert_eq!(judged.broken, Vec::new(), "seed {seed}");
        assert!(judged.log.entries.len() > 20, "seed {seed}");
        // The seats other than four players' are the log's first entry.
        let seated = judged.log.entries[0]
            .gestures
            .iter()
            .filter(|g| matches!(g, coin_table::Gesture::Change(c) if c.contains("non_player")))
            .count();
        assert_eq!(
            seated,
            seed.count_ones() as usize,
            "seed {seed}: {:?}",
            judged.log.entries[0]
        );
        assert_eq!(judged.totals.len(), 4);
        entries += judged.log.entries.len();
    }
    let once = judge_playout(&Gandhi, &data, ("short", 9)).unwrap();
    let again = judge_playout(&Gandhi, &data, ("short", 9)).unwrap();
    assert_eq!(once.log, again.log);
    assert!(entries > 16 * 100, "{entries} entries");
}
