//! Vijayanagara through the table's contract: gestures, a Pass judged
//! (2.3.6), the layout, the totals and a log written, read and replayed.

use coin_table::{Gesture, TableEntry, TableLog, Volume, replay, take_action, uncited};
use vijayanagara::{Declared, Faction, Kind, Vijayanagara};

use crate::{bundled, space, start};

fn gesture_move(piece: &str, count: u32, from: &str, to: &str) -> Gesture {
    Gesture::Move {
        piece: piece.to_owned(),
        count,
        from: from.to_owned(),
        to: to.to_owned(),
    }
}

#[test]
fn section_2_3_6_a_pass_gains_its_resources_and_nothing_else() {
    let (data, state) = start();
    let v = Vijayanagara;
    let pass = |faction: &str, gestures: &[Gesture]| {
        let action = v.action(&data, &format!("pass {faction}")).unwrap();
        let edits: Vec<_> = gestures.iter().map(|g| v.edit(&data, g).unwrap()).collect();
        let mut s = state.clone();
        take_action(&v, &data, &mut s, (&action, &edits)).unwrap()
    };
    let track = |t: &str, value| Gesture::Track {
        track: t.to_owned(),
        value,
    };
    // The Sultanate gains 3 (12 to 15), the Bahmani Kingdom 1 (6 to 7).
    assert_eq!(
        pass("sultanate", &[track("sultanate-resources", 15)]).verdicts,
        []
    );
    assert_eq!(
        pass("bahmani", &[track("bahmani-resources", 7)]).verdicts,
        []
    );
    let short = pass("vijayanagara", &[]);
    assert_eq!(short.verdicts.len(), 1);
    assert_eq!(short.verdicts[0].code, "PassIncome");
    assert_eq!(short.verdicts[0].rule.to_string(), "2.3.6");
    assert_eq!(short.verdicts[0].args, ["vijayanagara", "1", "0"]);
    let moving = pass(
        "bahmani",
        &[
            track("bahmani-resources", 7),
            gesture_move("amir", 1, "bahmani-available", "gondwana"),
        ],
    );
    assert_eq!(moving.verdicts.len(), 1, "{:?}", moving.verdicts);
    assert_eq!(moving.verdicts[0].code, "PassChanged");
    assert_eq!(uncited(&v, &data, &moving.verdicts), []);
    // 1.8: at 23, a Sultanate Pass gains only 1.
    assert_eq!(vijayanagara::pass_income(Faction::Sultanate, 23), 1);
    assert!(v.action(&data, "pass mongols").is_err());
    assert_eq!(
        v.action(&data, "pass bahmani").unwrap(),
        Declared::Pass(Faction::Bahmani)
    );
}

#[test]
fn the_boards_gestures_become_the_volumes_changes() {
    let (data, mut state) = start();
    let v = Vijayanagara;
    let maharashtra = space(&data, "maharashtra");
    // A Rebelling Amir placed from the box arrives Rebelling; taken back
    // to the box it has no state (1.4.3, 1.4.5).
    for g in [
        gesture_move("amir-rebelling", 1, "bahmani-available", "maharashtra"),
        Gesture::Change("flip maharashtra amir 2 rebelling".to_owned()),
        gesture_move("amir-rebelling", 1, "maharashtra", "bahmani-available"),
    ] {
        let edit = v.edit(&data, &g).unwrap();
        v.apply(&data, &mut state, &edit).unwrap();
    }
    let here = state.spaces[maharashtra];
    assert_eq!(here[Kind::Amir.index()], 2);
    assert_eq!(here[Kind::AmirRebelling.index()], 2);
    let box_ = state.holdings[vijayanagara::Holding::Available(Faction::Bahmani).index()];
    assert_eq!(box_[Kind::Amir.index()], 6);
    // The Dynasty card turned.
    let edit = v
        .edit(&data, &Gesture::Change("dynasty tughlaq".to_owned()))
        .unwrap();
    v.apply(&data, &mut state, &edit).unwrap();
    assert_eq!(state.dynasty, vijayanagara::Dynasty::Tughlaq);
    // A change that cannot be carried out leaves the position as it was.
    let before = state.clone();
    let too_many = v
        .edit(&data, &gesture_move("troop", 9, "sindh", "gujarat"))
        .unwrap();
    assert!(v.apply(&data, &mut state, &too_many).is_err());
    assert_eq!(state, before);
    for bad in [
        gesture_move("elephant", 1, "delhi", "punjab"),
        gesture_move("troop", 1, "lanka", "punjab"),
        Gesture::Change("flip malwa troop 1 rebelling".to_owned()),
        Gesture::Track {
            track: "mongols-resources".to_owned(),
            value: 1,
        },
    ] {
        assert!(v.edit(&data, &bad).is_err(), "{bad:?}");
    }
    // What the board offers at a space with Obedient Amirs, and of the game.
    let offered = v.changes(&data, &state, Some("gondwana"));
    assert_eq!(offered.len(), 2, "{offered:?}");
    assert!(offered[0].starts_with("dice gondwana "), "{offered:?}");
    assert_eq!(offered[1], "flip gondwana amir 1 rebelling");
    assert_eq!(
        v.changes(&data, &state, None),
        [
            "card",
            "card invasion bahmani",
            "card invasion vijayanagara",
            "card succession",
            "card timurid",
            "dynasty khalji"
        ]
    );
}

#[test]
fn the_board_draws_the_volumes_layout_and_the_totals_race_each_other() {
    let (data, state) = start();
    let v = Vijayanagara;
    let layout = v.layout(&data, &state);
    assert_eq!(layout.spaces.len(), 15);
    let andhra = layout.spaces.iter().find(|s| s.key == "andhra").unwrap();
    assert_eq!(
        andhra.pieces,
        [
            ("troop".to_owned(), 1),
            ("qasbah".to_owned(), 1),
            ("raja".to_owned(), 2),
            ("tributary".to_owned(), 1)
        ]
    );
    assert!(andhra.neighbours.contains(&"gondwana".to_owned()));
    assert!(layout.spaces.iter().all(|s| (0.0..=1.0).contains(&s.at.0)));
    assert_eq!(layout.boxes.len(), vijayanagara::HOLDINGS);
    assert_eq!(layout.tracks.len(), 5);
    let totals = v.totals(&data, &state);
    let of = |side: &str| totals.iter().find(|t| t.side == side).unwrap().clone();
    // 5.0: the most points wins; each must exceed the best of the others.
    assert_eq!((of("sultanate").total, of("sultanate").threshold), (18, 0));
    assert_eq!((of("bahmani").total, of("bahmani").threshold), (0, 18));
}

#[test]
fn a_game_is_logged_sealed_and_replayed_through_the_contract() {
    let data = bundled();
    let v = Vijayanagara;
    let mut log = TableLog::new("vijayanagara", "standard", 3);
    log.entries.push(TableEntry {
        declare: Some("pass sultanate".to_owned()),
        gestures: vec![Gesture::Track {
            track: "sultanate-resources".to_owned(),
            value: 15,
        }],
        ..TableEntry::default()
    });
    log.entries.push(TableEntry {
        gestures: vec![gesture_move("amir", 2, "bahmani-available", "delhi")],
        ..TableEntry::default()
    });
    let text = log.write(&v);
    let read = TableLog::read(&v, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    let replayed = replay(&v, &data, &read.log, usize::MAX).unwrap();
    assert_eq!(replayed.steps[0].verdicts, []);
    assert_eq!(replayed.steps[1].verdicts.len(), 1);
    assert_eq!(replayed.steps[1].verdicts[0].code, "NotHere");
    assert_eq!(replayed.state.resources[0], 15);
    assert!(v.setup(&data, "grand", 1).is_err());
}

/// The codes the volume's source gives its verdicts: each quoted word
/// that starts with a capital letter and holds only letters.
fn codes() -> Vec<String> {
    codes_in(&[
        include_str!("../../src/check.rs"),
        include_str!("../../src/action.rs"),
        include_str!("../../src/sequence.rs"),
        include_str!("../../src/instructions.rs"),
    ])
}

fn codes_in(sources: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for source in sources {
        for (i, piece) in source.split('"').enumerate() {
            let code = i % 2 == 1
                && piece.len() > 3
                && piece.starts_with(|c: char| c.is_ascii_uppercase())
                && piece.chars().all(|c| c.is_ascii_alphabetic());
            if code && !out.iter().any(|c| c == piece) {
                out.push(piece.to_owned());
            }
        }
    }
    out
}

fn kebab(code: &str) -> String {
    let mut out = String::new();
    for (i, c) in code.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

#[test]
fn the_volume_speaks_three_languages_for_every_verdict_it_gives() {
    let v = Vijayanagara;
    let codes = codes();
    assert!(codes.len() > 40, "{codes:?}");
    let data = bundled();
    for lang in ["en", "it", "es"] {
        let words = v.words(lang);
        for code in &codes {
            let id = format!("\nverdict-{} = ", kebab(code));
            assert!(words.contains(&id), "{lang}: {code}");
        }
        for s in &data.board.spaces {
            assert!(
                words.contains(&format!("\nname-{} = ", s.key)),
                "{lang}: {}",
                s.key
            );
        }
        for command in vijayanagara::Command::ALL {
            assert!(
                words.contains(&format!("\ntext-{} = ", command.key())),
                "{lang}"
            );
        }
        for decree in vijayanagara::Decree::ALL {
            assert!(
                words.contains(&format!("\nname-{} = ", decree.key())),
                "{lang}"
            );
        }
    }
    assert_eq!(v.words("de"), "");
}

/// Every decision and question of the card's instructions is worded in
/// the three languages.
#[test]
fn the_card_instructions_speak_three_languages() {
    let v = Vijayanagara;
    let codes = codes_in(&[include_str!("../../src/invasion.rs")]);
    assert!(codes.len() > 40, "{codes:?}");
    for lang in ["en", "it", "es"] {
        let words = v.words(lang);
        for code in &codes {
            let trace = format!("\ntrace-{} = ", kebab(code));
            let question = format!("\nquestion-{} = ", kebab(code));
            assert!(
                words.contains(&trace) || words.contains(&question),
                "{lang}: {code}"
            );
        }
        for key in [
            "instructions",
            "amass",
            "advance",
            "yes",
            "no",
            "done",
            "stop",
        ] {
            assert!(words.contains(&format!("\nname-{key} = ")), "{lang}: {key}");
        }
    }
}

/// 2.3.1, 2.3.3, 2.3.7: on a card, each Eligible Faction acts once, each
/// forked option is taken once; the card's end makes the Factions that
/// took them Ineligible on the next card.
#[test]
fn section_2_3_3_the_sequence_of_play_on_a_card() {
    let data = bundled();
    let v = Vijayanagara;
    let entry = |declare: &str| TableEntry {
        declare: Some(declare.to_owned()),
        ..TableEntry::default()
    };
    let card = TableEntry {
        gestures: vec![Gesture::Change("card".to_owned())],
        ..TableEntry::default()
    };
    let mut log = TableLog::new("vijayanagara", "standard", 1);
    log.entries = vec![
        // Card 1: the Sultanate a Command with a Decree (no space: no
        // cost), the Empire a Command alone, the Bahmani Kingdom a
        // Command with a Decree again: taken.
        entry("conscript sultanate with collect-tribute"),
        entry("rally vijayanagara"),
        entry("rally bahmani with trade"),
        entry("rally vijayanagara limited"),
        card,
        // Card 2: the Sultanate and the Empire are Ineligible.
        entry("march sultanate limited"),
        entry("pass bahmani"),
    ];
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    let codes = |i: usize| -> Vec<&str> {
        replayed.steps[i]
            .verdicts
            .iter()
            .map(|v| v.code.as_str())
            .filter(|c| ["NotEligible", "ActedOnCard", "OptionTaken"].contains(c))
            .collect()
    };
    assert_eq!(codes(0), Vec::<&str>::new());
    assert_eq!(codes(1), Vec::<&str>::new());
    assert_eq!(codes(2), ["OptionTaken"]);
    assert_eq!(codes(3), ["ActedOnCard"]);
    assert_eq!(codes(5), ["NotEligible"]);
    assert_eq!(codes(6), Vec::<&str>::new());
    assert_eq!(replayed.play.acted.len(), 2, "two acted on the second card");
    let after_card = replay(&v, &data, &log, 5).unwrap();
    assert_eq!(
        after_card.play.ineligible,
        [
            vijayanagara::Faction::Sultanate,
            vijayanagara::Faction::Vijayanagara
        ]
    );
}
