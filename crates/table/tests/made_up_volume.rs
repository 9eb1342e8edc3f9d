//! A made-up volume on the table's contract: a tiny COIN-like game of four
//! spaces in a row, two sides, one Operation (a March to next spaces, paid
//! per destination), a Resources track, a stacking limit and a periodic
//! round that pays each side for the spaces it holds. Nothing of it is
//! any real game; it shows that the table's code carries a volume it was
//! not written for (`tiny/mod.rs`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

mod tiny;

use coin_table::{
    Chain, PlayoutFailed, Refused, Verdict, Volume, judge_playout, take_action, uncited,
};
use tiny::{SPACES, Side, Tiny, TinyAction, TinyData, TinyEdit, TinyState, data, rule};

type Replayed = coin_table::Replayed<TinyState, Option<tiny::Side>>;

fn start() -> (TinyData, TinyState) {
    let data = data();
    let state = Tiny.setup(&data, "standard", 1).unwrap();
    (data, state)
}

fn codes(verdicts: &[Verdict]) -> Vec<&str> {
    verdicts.iter().map(|v| v.code.as_str()).collect()
}

#[test]
fn a_legal_march_raises_nothing_and_moves_the_totals() {
    let (data, mut state) = start();
    let march = [
        TinyEdit::Move {
            side: Side::Crown,
            from: 1,
            to: 2,
            count: 1,
        },
        TinyEdit::Resources {
            side: Side::Crown,
            by: -1,
        },
    ];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Crown), &march),
    )
    .unwrap();
    assert_eq!(judged.verdicts, []);
    assert_eq!(state.pieces[0], [2, 0, 1, 0]);
    assert_eq!(state.resources, [2, 3]);
    // The plain is tied now; the Crown holds only the north.
    assert_eq!(
        judged.totals.iter().map(|t| t.total).collect::<Vec<_>>(),
        [1, 1]
    );
}

#[test]
fn a_march_past_the_next_space_unpaid_is_found_with_its_section() {
    let (data, mut state) = start();
    let far = [TinyEdit::Move {
        side: Side::Crown,
        from: 0,
        to: 3,
        count: 1,
    }];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Crown), &far),
    )
    .unwrap();
    assert_eq!(codes(&judged.verdicts), ["MarchNotNext", "MarchPaid"]);
    assert!(judged.verdicts.iter().all(|v| v.rule == rule("3.1")));
    assert_eq!(judged.verdicts[1].args, ["1", "0"]);
    assert_eq!(uncited(&Tiny, &data, &judged.verdicts), []);
}

#[test]
fn a_position_over_the_stacking_limit_is_found_by_the_volumes_check() {
    let (data, mut state) = start();
    let crowd = [
        TinyEdit::Move {
            side: Side::Rebels,
            from: 3,
            to: 2,
            count: 2,
        },
        TinyEdit::Move {
            side: Side::Crown,
            from: 1,
            to: 2,
            count: 1,
        },
    ];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Rebels), &crowd),
    )
    .unwrap();
    assert_eq!(
        codes(&judged.verdicts),
        ["OverStacked", "MarchPaid", "MarchMovedOthers"]
    );
    assert_eq!(judged.verdicts[0].args, ["plain", "4"]);
    assert_eq!(judged.verdicts[0].rule, rule("1.4"));
}

#[test]
fn a_change_that_cannot_be_carried_out_is_refused_and_changes_nothing() {
    let (data, mut state) = start();
    let before = state.clone();
    let edits = [
        TinyEdit::Resources {
            side: Side::Rebels,
            by: -1,
        },
        TinyEdit::Move {
            side: Side::Rebels,
            from: 0,
            to: 1,
            count: 1,
        },
    ];
    let refused = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Rebels), &edits),
    )
    .unwrap_err();
    assert_eq!(
        refused,
        Refused {
            step: 1,
            reason: "only 0 there".to_owned()
        }
    );
    assert_eq!(state, before);
}

#[test]
fn the_periodic_round_pays_each_side_for_the_spaces_it_holds() {
    let (data, mut state) = start();
    let right = [
        TinyEdit::Resources {
            side: Side::Crown,
            by: 2,
        },
        TinyEdit::Resources {
            side: Side::Rebels,
            by: 2,
        },
    ];
    let judged = take_action(&Tiny, &data, &mut state, (&TinyAction::Round, &right)).unwrap();
    assert_eq!(judged.verdicts, []);
    let short = [TinyEdit::Resources {
        side: Side::Rebels,
        by: 5,
    }];
    let judged = take_action(&Tiny, &data, &mut state, (&TinyAction::Round, &short)).unwrap();
    assert_eq!(codes(&judged.verdicts), ["RoundIncome", "RoundIncome"]);
    assert_eq!(judged.verdicts[0].args, ["crown", "2", "0"]);
    assert_eq!(judged.verdicts[1].args, ["rebels", "2", "5"]);
}

#[test]
fn the_board_is_drawn_from_the_volumes_layout() {
    let (data, state) = start();
    let layout = Tiny.layout(&data, &state);
    let keys: Vec<&str> = layout.spaces.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(keys, SPACES);
    assert_eq!(layout.spaces[1].neighbours, ["north", "plain"]);
    assert_eq!(layout.spaces[0].pieces, [("crown".to_owned(), 2)]);
    assert_eq!(layout.tracks[1], ("rebels-resources".to_owned(), 3));
    assert!(
        layout
            .spaces
            .iter()
            .all(|s| (0.0..=1.0).contains(&s.at.0) && (0.0..=1.0).contains(&s.at.1))
    );
    assert_eq!(Tiny.scenarios(&data), ["standard"]);
    assert!(Tiny.setup(&data, "other", 1).is_err());
    assert_eq!(Tiny.key(), "tiny");
}

#[test]
fn the_volume_seals_and_names_its_files_with_its_own_words() {
    let tiny = Tiny.chain().header_hash(b"header");
    let other = Chain::new(b"another\n").header_hash(b"header");
    assert_ne!(tiny, other);
    let formats = Tiny.formats();
    let error = coin_table::expect_format(
        &formats,
        "game.yaml",
        "format: another game\nversion: 1\n",
        ("tiny game", 1),
    )
    .unwrap_err();
    assert!(error.to_string().contains("not a Tiny file"), "{error}");
}

fn marched() -> coin_table::TableLog {
    let mut log = coin_table::TableLog::new("tiny", "standard", 7);
    log.entries.push(coin_table::TableEntry {
        declare: Some("march crown".to_owned()),
        gestures: vec![
            coin_table::Gesture::Move {
                piece: "crown".to_owned(),
                count: 1,
                from: "hills".to_owned(),
                to: "plain".to_owned(),
            },
            coin_table::Gesture::Track {
                track: "crown-resources".to_owned(),
                value: 2,
            },
        ],
        ..Default::default()
    });
    log.entries.push(coin_table::TableEntry {
        declare: None,
        gestures: vec![coin_table::Gesture::Move {
            piece: "rebels".to_owned(),
            count: 2,
            from: "south".to_owned(),
            to: "plain".to_owned(),
        }],
        ..Default::default()
    });
    log
}

/// A log written, read back the same with its seal holding, and
/// replayed: the text written and the replay.
fn written_and_replayed(data: &TinyData, log: &coin_table::TableLog) -> (String, Replayed) {
    let text = log.write(&Tiny);
    let read = coin_table::TableLog::read(&Tiny, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    assert_eq!(&read.log, log);
    let replayed = coin_table::replay(&Tiny, data, &read.log, usize::MAX).unwrap();
    (text, replayed)
}

#[test]
fn the_tables_log_is_written_read_back_sealed_and_replayed_through_the_contract() {
    let data = data();
    let log = marched();
    let (text, replayed) = written_and_replayed(&data, &log);
    assert!(text.starts_with("format: table log\n"), "{text}");
    assert_eq!(replayed.state.pieces, [[2, 0, 1, 0], [0, 0, 3, 0]]);
    assert_eq!(replayed.steps.len(), 2);
    assert_eq!(replayed.steps[0].verdicts, []);
    // Four in the plain: the free change breaks the stacking limit.
    assert_eq!(codes(&replayed.steps[1].verdicts), ["OverStacked"]);
    let first = coin_table::replay(&Tiny, &data, &log, 1).unwrap();
    assert_eq!(first.state.pieces, [[2, 0, 1, 0], [0, 0, 1, 2]]);
}

#[test]
fn a_log_changed_after_sealing_reads_as_unsealed_and_anothers_log_is_refused_with_its_place() {
    let text = marched().write(&Tiny);
    let changed = text.replace("value: 2", "value: 3");
    assert_ne!(changed, text);
    let read = coin_table::TableLog::read(&Tiny, "game.yaml", &changed).unwrap();
    assert!(!read.sealed);
    let other = text.replace("volume: tiny", "volume: other");
    let error = coin_table::TableLog::read(&Tiny, "game.yaml", &other).unwrap_err();
    let said = error.to_string();
    assert!(said.contains("game.yaml:3:"), "{said}");
    assert!(said.contains("a log of `other`"), "{said}");
    let cut = text.replace("end: table log\n", "");
    assert!(coin_table::TableLog::read(&Tiny, "game.yaml", &cut).is_err());
}

#[test]
fn a_gesture_the_volume_does_not_know_stops_the_replay_at_its_entry() {
    let data = data();
    let mut log = marched();
    log.entries[1].gestures.push(coin_table::Gesture::Move {
        piece: "dragons".to_owned(),
        count: 1,
        from: "north".to_owned(),
        to: "hills".to_owned(),
    });
    let error = coin_table::replay(&Tiny, &data, &log, usize::MAX).unwrap_err();
    assert_eq!(
        error,
        coin_table::Unplayable::Entry {
            entry: 1,
            refused: Refused {
                step: 1,
                reason: "no side `dragons`".to_owned()
            }
        }
    );
    assert_eq!(
        Tiny.declarable(&data, &start().1),
        [
            "march crown",
            "march rebels",
            "pass crown",
            "pass rebels",
            "round"
        ]
    );
    assert!(Tiny.action(&data, "fly crown").is_err());
}

fn trace_codes(trace: &[coin_table::Reason]) -> Vec<&str> {
    trace.iter().map(|r| r.code.as_str()).collect()
}

/// The made-up volume's non-player system (its rule 7.1) plans the Rebels'
/// turn from the set-up: its largest stack (two in the south) marches one
/// piece north, paid for; the turn is an entry like a player's, judged by
/// the same rules (nothing broken), with the trace of each decision.
#[test]
fn a_non_players_turn_is_an_entry_judged_like_a_players() {
    let (data, mut state) = start();
    assert_eq!(Tiny.non_player_sides(&data), ["crown", "rebels"]);
    let (entry, trace) =
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("rebels", &[])).unwrap();
    assert_eq!(entry.declare.as_deref(), Some("march rebels"));
    assert_eq!(entry.non_player.as_deref(), Some("rebels"));
    assert_eq!(trace_codes(&trace), ["LargestStack", "Marches"]);
    assert_eq!(trace[1].args, ["rebels", "south", "plain"]);
    assert!(trace.iter().all(|r| r.rule == rule("7.1")));
    // Every decision cites a section of the volume's own index.
    assert!(trace.iter().all(|r| Tiny.rules(&data).contains(r.rule)));
    let judged = coin_table::play_entry(&Tiny, &data, &mut state, &entry).unwrap();
    assert_eq!(judged.verdicts, []);
    assert_eq!(state.pieces[1], [0, 0, 2, 1]);
    assert_eq!(state.resources, [3, 2]);
}

/// Two stacks of the same size: the system asks the players which
/// marches, offering exactly the tied spaces; the answer completes the
/// turn and is kept in the entry; an answer it did not offer is refused.
#[test]
fn a_tie_is_asked_of_the_players_and_the_answer_kept() {
    let (data, mut state) = start();
    state.pieces[1] = [0, 0, 1, 1];
    let asked = coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("rebels", &[]))
        .unwrap_err();
    let coin_table::NotPlanned::Asked(question) = asked else {
        panic!("expected a question, got {asked:?}");
    };
    assert_eq!(question.asked.code, "WhichStack");
    assert_eq!(question.options, ["plain", "south"]);
    let answers = ["south".to_owned()];
    let (entry, trace) =
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("rebels", &answers))
            .unwrap();
    assert_eq!(entry.answers, answers);
    assert_eq!(trace[1].args, ["rebels", "south", "plain"]);
    let wrong = ["north".to_owned()];
    assert!(matches!(
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("rebels", &wrong)),
        Err(coin_table::NotPlanned::Cannot(_))
    ));
    // With no Resources it passes, and says why; an unknown side is refused.
    state.resources[1] = 0;
    let (entry, trace) =
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("rebels", &[])).unwrap();
    assert_eq!(entry.declare.as_deref(), Some("pass rebels"));
    assert!(entry.gestures.is_empty());
    assert_eq!(trace_codes(&trace), ["NoResources"]);
    assert!(matches!(
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("dragons", &[])),
        Err(coin_table::NotPlanned::Cannot(_))
    ));
}

/// A non-player's entry is written with its side and answers, read back
/// the same, sealed, and replayed to the same position.
#[test]
fn a_non_players_entry_survives_the_file_and_replays() {
    let (data, state) = start();
    let mut log = coin_table::TableLog::new("tiny", "standard", 1);
    let (entry, _) =
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&state), ("crown", &[])).unwrap();
    log.entries.push(entry);
    let (text, replayed) = written_and_replayed(&data, &log);
    assert!(text.contains("non_player: crown"), "{text}");
    assert_eq!(replayed.state.pieces[0], [1, 2, 0, 0]);
    assert_eq!(replayed.steps[0].verdicts, []);
}

/// The table hands a non-player's system the game so far, not only the
/// position: the made-up rule that a side never takes two turns running
/// reads the log's last entry. The volume's own change (a levy, which the
/// table has no hand for) travels as text, is written, read back and
/// replayed like a drag.
#[test]
fn a_non_player_reads_the_game_so_far_and_a_change_of_its_own_is_logged() {
    let (data, state) = start();
    let mut log = coin_table::TableLog::new("tiny", "standard", 1);
    let (entry, _) =
        coin_table::non_player_entry(&Tiny, &data, log.so_far((&state, &None)), ("crown", &[]))
            .unwrap();
    log.entries.push(entry);
    let (_, replayed) = written_and_replayed(&data, &log);
    let (again, trace) = coin_table::non_player_entry(
        &Tiny,
        &data,
        log.so_far((&replayed.state, &replayed.play)),
        ("crown", &[]),
    )
    .unwrap();
    assert_eq!(again.declare.as_deref(), Some("pass crown"));
    assert_eq!(trace_codes(&trace), ["ActedLast"]);
    // The other side is not held back by the Crown's turn.
    let (rebels, _) = coin_table::non_player_entry(
        &Tiny,
        &data,
        log.so_far((&replayed.state, &replayed.play)),
        ("rebels", &[]),
    )
    .unwrap();
    assert_eq!(rebels.declare.as_deref(), Some("march rebels"));

    log.entries.push(coin_table::TableEntry {
        gestures: vec![coin_table::Gesture::Change("levy rebels 2".to_owned())],
        ..Default::default()
    });
    let (text, replayed) = written_and_replayed(&data, &log);
    assert!(text.contains("change: levy rebels 2"), "{text}");
    assert_eq!(replayed.state.resources, [2, 5]);
    assert!(
        Tiny.edit(&data, &coin_table::Gesture::Change("raze north".to_owned()))
            .is_err()
    );
}

/// The table folds a game's play as it replays it, and asks the volume what
/// each entry breaks in its sequence of play: the made-up volume's 2.1 (no
/// side declares twice running) catches the Crown declaring twice, and
/// not the Crown declaring again after another entry.
#[test]
fn the_sequence_of_play_is_judged_on_the_play_folded_from_the_log() {
    let data = data();
    let mut log = coin_table::TableLog::new("tiny", "standard", 1);
    let pass = |side: &str| coin_table::TableEntry {
        declare: Some(format!("pass {side}")),
        ..Default::default()
    };
    log.entries
        .extend([pass("crown"), pass("crown"), pass("rebels"), pass("crown")]);
    let (_, replayed) = written_and_replayed(&data, &log);
    let codes: Vec<Vec<&str>> = replayed
        .steps
        .iter()
        .map(|step| step.verdicts.iter().map(|v| v.code.as_str()).collect())
        .collect();
    assert_eq!(codes, [vec![], vec!["ActedTwice"], vec![], vec![]]);
    assert_eq!(replayed.steps[1].verdicts[0].rule, rule("2.1"));
    assert_eq!(replayed.play, Some(tiny::Side::Crown));
    assert!(coin_table::uncited(&Tiny, &data, &replayed.steps[1].verdicts).is_empty());
}

/// The moves that put the table back, made as the board's gestures on the
/// present position, give the position looked at: the table can put any
/// volume's physical table back from the layouts alone.
#[test]
fn the_moves_that_put_the_table_back_reach_the_moment_looked_at() {
    let data = data();
    let log = marched();
    let now = coin_table::replay(&Tiny, &data, &log, usize::MAX).unwrap();
    for looked in 0..log.entries.len() {
        let then = coin_table::replay(&Tiny, &data, &log, looked).unwrap();
        let moves = coin_table::put_back(
            &Tiny.layout(&data, &now.state),
            &Tiny.layout(&data, &then.state),
        );
        assert!(!moves.is_empty(), "entry {looked}");
        let mut state = now.state.clone();
        for made in &moves {
            let gesture = match made {
                coin_table::TableMove::Move {
                    piece,
                    count,
                    from,
                    to,
                } => coin_table::Gesture::Move {
                    piece: piece.clone(),
                    count: *count,
                    from: from.clone(),
                    to: to.clone(),
                },
                coin_table::TableMove::Track { track, to, .. } => coin_table::Gesture::Track {
                    track: track.clone(),
                    value: *to,
                },
                other => panic!("the tiny volume's pieces never leave the map: {other:?}"),
            };
            let edit = Tiny.edit(&data, &gesture).unwrap();
            Tiny.apply(&data, &mut state, &edit).unwrap();
        }
        assert_eq!(state, then.state, "entry {looked}: {moves:?}");
        let back = Tiny.layout(&data, &state);
        assert_eq!(coin_table::put_back(&back, &back), []);
    }
}

/// Bookmarks and notes travel in the table's log beside its entries and
/// outside its seal; one on an entry the log lacks is refused with its
/// line.
#[test]
fn bookmarks_are_kept_in_the_tables_log_outside_its_seal() {
    let mut log = marched();
    let sealed = log.seal(&Tiny);
    log.annotations.push(coin_table::Annotation {
        entry: 2,
        bookmark: Some("Rebels crowd the plain".to_owned()),
        note: Some("over the limit on purpose".to_owned()),
        finding: Some(0),
        at: "2026-11-27T10:00:00+00:00".to_owned(),
    });
    assert_eq!(log.seal(&Tiny), sealed, "notes are not sealed");
    let text = log.write(&Tiny);
    assert!(text.contains("bookmark: Rebels crowd the plain"), "{text}");
    let read = coin_table::TableLog::read(&Tiny, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log, log);

    let wrong = text.replace("entry: 2", "entry: 9");
    let errors = coin_table::TableLog::read(&Tiny, "game.yaml", &wrong).unwrap_err();
    let said = errors.to_string();
    assert!(said.contains("annotations[0].entry"), "{said}");
    assert!(said.contains("entry 9 is not in the log"), "{said}");
    assert!(said.contains("game.yaml:"), "{said}");
}

/// Playing on from an earlier moment sets the entries after it aside as a
/// line, with its notes, and returning to it swaps the two: nothing
/// played is lost. Lines travel in the file outside the seal, which covers
/// the line the log holds.
#[test]
fn playing_on_from_an_earlier_moment_keeps_the_rest_as_a_line() {
    let mut log = marched();
    log.annotations.push(coin_table::Annotation {
        entry: 2,
        bookmark: Some("crowded".to_owned()),
        note: None,
        finding: None,
        at: "2026-11-27T10:00:00+00:00".to_owned(),
    });
    let whole = log.clone();
    let at = "2026-11-27T11:00:00+00:00";
    assert!(!log.play_on_from(2, ("nothing after", at)));
    assert!(log.play_on_from(1, ("Line 1", at)));
    assert_eq!(log.entries, whole.entries[..1]);
    assert!(
        log.annotations.is_empty(),
        "the note on entry 2 left with it"
    );
    assert_eq!(log.lines.len(), 1);
    assert_eq!(log.lines[0].entries, whole.entries);
    assert_eq!(log.lines[0].annotations, whole.annotations);
    let one = coin_table::TableLog {
        lines: Vec::new(),
        ..log.clone()
    };
    assert_eq!(log.seal(&Tiny), one.seal(&Tiny), "lines are not sealed");

    let text = log.write(&Tiny);
    assert!(text.contains("lines:"), "{text}");
    let read = coin_table::TableLog::read(&Tiny, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log, log);

    assert!(!log.return_to(5, ("Line 2", at)));
    assert!(log.return_to(0, ("Line 2", at)));
    assert_eq!(log.entries, whole.entries);
    assert_eq!(log.annotations, whole.annotations);
    assert_eq!(log.lines.len(), 1);
    assert_eq!(log.lines[0].name, "Line 2");
    assert_eq!(log.lines[0].entries, whole.entries[..1]);

    let bad = text.replace(at, "yesterday");
    let errors = coin_table::TableLog::read(&Tiny, "game.yaml", &bad).unwrap_err();
    assert!(errors.to_string().contains("lines[0]"), "{errors}");
}

/// A non-player's entry explains itself afterwards: its system plans the
/// turn again in the game as it stood, with the answers kept, and gives
/// the same decisions; an entry changed by hand is told apart; a player's
/// entry has no trace.
#[test]
fn a_non_players_entry_is_explained_again_from_the_log() {
    let (data, state) = start();
    let mut log = coin_table::TableLog::new("tiny", "standard", 1);
    log.entries.push(coin_table::TableEntry {
        declare: Some("pass crown".to_owned()),
        ..Default::default()
    });
    let mut after = state.clone();
    coin_table::play_entry(&Tiny, &data, &mut after, &log.entries[0]).unwrap();
    let (entry, trace) =
        coin_table::non_player_entry(&Tiny, &data, tiny::fresh(&after), ("rebels", &[])).unwrap();
    log.entries.push(entry);
    assert!(coin_table::non_player_trace(&Tiny, &data, &log, 0).is_none());
    assert!(coin_table::non_player_trace(&Tiny, &data, &log, 9).is_none());
    let (again, same) = coin_table::non_player_trace(&Tiny, &data, &log, 1)
        .unwrap()
        .unwrap();
    assert_eq!(again, trace);
    assert!(same);

    // Changed by hand in the file: still a non-player's, no longer its plan.
    log.entries[1].gestures.pop();
    let (again, same) = coin_table::non_player_trace(&Tiny, &data, &log, 1)
        .unwrap()
        .unwrap();
    assert_eq!(again, trace);
    assert!(!same);
}

#[test]
fn the_made_up_volumes_random_games_break_none_of_its_rules() {
    let data = data();
    let mut entries = 0;
    let mut marches = 0;
    let mut by_non_players = 0;
    for seed in 0..200 {
        let judged = judge_playout(&Tiny, &data, ("standard", seed)).unwrap();
        assert_eq!(judged.broken, Vec::new(), "seed {seed}");
        assert_eq!(judged.log.entries.len(), tiny::GAME_ENTRIES);
        assert_eq!(judged.totals.len(), 2);
        entries += judged.log.entries.len();
        marches += judged
            .log
            .entries
            .iter()
            .filter(|e| e.declare.as_deref().is_some_and(|d| d.starts_with("march")))
            .count();
        by_non_players += judged
            .log
            .entries
            .iter()
            .filter(|e| e.non_player.is_some())
            .count();
    }
    assert_eq!(entries, 200 * tiny::GAME_ENTRIES);
    // The games do play: many Marches, some of them by non-players.
    assert!(marches > entries / 3, "{marches} of {entries}");
    assert!(
        by_non_players > entries / 10,
        "{by_non_players} of {entries}"
    );
    // A seed plays the same game again.
    let once = judge_playout(&Tiny, &data, ("standard", 7)).unwrap();
    let again = judge_playout(&Tiny, &data, ("standard", 7)).unwrap();
    assert_eq!(once.log, again.log);
}

#[test]
fn a_slip_of_the_made_up_volumes_generator_is_caught_with_its_entry_and_section() {
    let mut data = data();
    data.slip = Some(1);
    let judged = judge_playout(&Tiny, &data, ("standard", 3)).unwrap();
    let (entry, verdict) = judged.broken.first().expect("an unpaid March is caught");
    let logged = &judged.log.entries[*entry - 1];
    assert!(
        logged.declare.as_deref().unwrap().starts_with("march"),
        "{logged:?}"
    );
    assert_eq!(verdict.code, "MarchPaid");
    assert_eq!(verdict.rule, rule("3.1"));
    assert_eq!(
        judge_playout(&Tiny, &data, ("grand", 3)).unwrap_err(),
        PlayoutFailed::Stopped("no scenario `grand`".to_owned())
    );
}

#[test]
fn the_tables_own_board_file_is_merged_over_the_volumes_data() {
    let data = data();
    assert_eq!(Tiny.own_files(), [tiny::BOARD_FILE]);
    let (merged, count) = Tiny
        .with_own_file(
            &data,
            "board",
            ("tiny/board.yaml", "roads:\n  - [north, south]\n"),
        )
        .unwrap();
    assert_eq!(count, 1);
    // With the road, a March from the north to the south is to a next
    // space; without it, it is not.
    let far = [
        TinyEdit::Move {
            side: Side::Crown,
            from: 0,
            to: 3,
            count: 1,
        },
        TinyEdit::Resources {
            side: Side::Crown,
            by: -1,
        },
    ];
    let march = (&TinyAction::March(Side::Crown), &far[..]);
    let mut state = Tiny.setup(&merged, "standard", 1).unwrap();
    let judged = take_action(&Tiny, &merged, &mut state, march).unwrap();
    assert_eq!(codes(&judged.verdicts), Vec::<&str>::new());
    let mut state = Tiny.setup(&data, "standard", 1).unwrap();
    let judged = take_action(&Tiny, &data, &mut state, march).unwrap();
    assert_eq!(codes(&judged.verdicts), ["MarchNotNext"]);
    // The board draws the road.
    let layout = Tiny.layout(&merged, &state);
    assert_eq!(layout.spaces[0].neighbours, ["hills", "south"]);
    // And the generator marches along it, judged with no verdict.
    let mut along = 0;
    for seed in 0..100 {
        let judged = judge_playout(&Tiny, &merged, ("standard", seed)).unwrap();
        assert_eq!(judged.broken, Vec::new(), "seed {seed}");
        along += judged
            .log
            .entries
            .iter()
            .flat_map(|e| &e.gestures)
            .filter(|g| {
                matches!(g, coin_table::Gesture::Move { from, to, .. }
                    if [from.as_str(), to.as_str()] == ["north", "south"]
                        || [from.as_str(), to.as_str()] == ["south", "north"])
            })
            .count();
    }
    assert!(along > 0, "no March along the road in 100 games");

    // A road to a space the game lacks, or from a space to itself, is
    // refused with its place; so is a file of another shape.
    let errors = Tiny
        .with_own_file(
            &data,
            "board",
            (
                "board.yaml",
                "roads:\n  - [north, south]\n  - [north, sea]\n  - [hills, hills]\n",
            ),
        )
        .unwrap_err();
    let said = errors.to_string();
    assert_eq!(errors.0.len(), 2, "{said}");
    assert!(
        said.contains("board.yaml:3:5: at `roads[1]`: no space `sea`"),
        "{said}"
    );
    assert!(
        said.contains("board.yaml:4:5: at `roads[2]`: a road joins two different spaces"),
        "{said}"
    );
    let errors = Tiny
        .with_own_file(&data, "board", ("board.yaml", "road: []\n"))
        .unwrap_err();
    assert!(errors.to_string().contains("board.yaml"), "{errors}");
    assert!(Tiny.with_own_file(&data, "cards", ("c.yaml", "")).is_err());
}
