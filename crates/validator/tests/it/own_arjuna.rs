//! The table's own Arjuna deck (8.3): the players shuffle and draw their
//! physical cards and say which card came up; the program neither shuffles
//! nor draws, and follows the card named. And the players' corrections of
//! the cards' letters where the project's lettering is assumed.
//!
//! The card contents below are MADE UP for the tests.

use crate::common::Ex;
use crate::common::np::{np_table, with_aid};
use gandhi_validator::components::PlayersAid;
use gandhi_validator::components::{Face, LetterError};
use gandhi_validator::log::GameRecord;
use gandhi_validator::nonplayers::NpChoice;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::nonplayers::{Answers, Manual, plan_turn, plan_turn_with};
use gandhi_validator::position::{Edit, EditError, apply_edit};
use gandhi_validator::position::{GameState, Seat};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};

/// A table where the Revolutionaries are a non-player and the players draw
/// from their own Arjuna deck.
fn own_table(ex: &Ex, data: &GameData) -> GameState {
    let mut s = ex.table(3, 3);
    s.arjuna.own = true;
    apply_edit(
        data,
        &mut s,
        &Edit::SetSeat {
            faction: Faction::Revolutionaries,
            seat: Seat::NonPlayer,
        },
    )
    .unwrap();
    apply_edit(data, &mut s, &Edit::ArjunaShuffle).unwrap();
    s
}

#[test]
fn the_program_neither_shuffles_nor_draws_the_tables_own_deck() {
    let ex = Ex::new();
    let s = own_table(&ex, &ex.data);
    let before = ex.table(3, 3);
    assert_eq!(s.rng, before.rng, "no die of the game's generator is used");
    assert_eq!(s.arjuna.cards.len(), 6);
    assert_eq!(s.arjuna.showing, None);
    let mut drawn = s.clone();
    assert_eq!(
        apply_edit(
            &ex.data,
            &mut drawn,
            &Edit::ArjunaDraw {
                faction: Faction::Revolutionaries
            }
        )
        .unwrap_err(),
        EditError::OwnArjunaDeck
    );
    // The card the table names is the one read, on the side it names.
    let (u, _) = ex.data.arjuna.by_letters("U").unwrap();
    apply_edit(
        &ex.data,
        &mut drawn,
        &Edit::ArjunaShown {
            card: u,
            face: Face::Back,
        },
    )
    .unwrap();
    assert_eq!(drawn.arjuna.drawn(), Some((u, Face::Back)));
    assert_eq!(drawn.arjuna.cycled, 1);
    // A card of a Faction the players run is not in the deck.
    let (h, _) = ex.data.arjuna.by_letters("H").unwrap();
    assert!(matches!(
        apply_edit(
            &ex.data,
            &mut drawn,
            &Edit::ArjunaShown {
                card: h,
                face: Face::Front
            }
        ),
        Err(EditError::ArjunaCardNotInDeck { .. })
    ));
}

#[test]
fn a_card_named_by_the_table_is_refused_when_the_program_draws() {
    let ex = Ex::new();
    let data = &ex.data;
    let mut s = np_table(&ex, data, Faction::Revolutionaries, 4);
    let (u, _) = data.arjuna.by_letters("U").unwrap();
    assert_eq!(
        apply_edit(
            data,
            &mut s,
            &Edit::ArjunaShown {
                card: u,
                face: Face::Front
            }
        )
        .unwrap_err(),
        EditError::ProgramArjunaDeck
    );
}

/// Made up: every Revolutionaries side Rallies in one space.
const RALLY: &str =
    "- { id: rally, operation: rally, column: place_guerrillas, activation: 6, then: stop }";
const COLUMNS: &str = "priorities:\n  - { faction: revolutionaries, column: place_guerrillas, rows: [{ most: population }, city] }\n";

#[test]
fn the_engine_asks_which_card_came_up_and_follows_it() {
    let ex = Ex::new();
    let data = with_aid(&ex.data, Faction::Revolutionaries, RALLY, COLUMNS);
    let s = own_table(&ex, &data);
    let choice = NpChoice::OperationOnly;
    assert_eq!(
        plan_turn(&data, &s, Faction::Revolutionaries, choice),
        Err(Question::ArjunaCard {
            faction: Faction::Revolutionaries,
            draw: 1
        })
    );
    let (w, _) = data.arjuna.by_letters("W").unwrap();
    let answers = Answers {
        arjuna: vec![(w, Face::Front)],
        ..Answers::default()
    };
    let plan = plan_turn_with(&data, &s, Faction::Revolutionaries, choice, answers).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert_eq!(
        plan.edits.first(),
        Some(&Edit::ArjunaShown {
            card: w,
            face: Face::Front
        })
    );
    assert!(
        !plan
            .edits
            .iter()
            .any(|e| matches!(e, Edit::ArjunaDraw { .. })),
        "the program draws nothing"
    );
    assert!(plan.moves().count() > 0, "the Rally places pieces");
    assert!(
        plan.moves().all(|e| !matches!(e, Edit::ArjunaShown { .. })),
        "the card the table turned up is not a move to make"
    );
    // The plan applies, and the card named is the one read.
    let mut after = s.clone();
    for edit in &plan.edits {
        apply_edit(&data, &mut after, edit).unwrap();
    }
    assert_eq!(after.arjuna.drawn(), Some((w, Face::Front)));
    let underground = |state: &GameState| -> u32 {
        state
            .iter_spaces()
            .map(|(_, sp)| u32::from(sp.pieces.get(Piece::GuerrillaUnderground)))
            .sum()
    };
    assert!(
        underground(&after) > underground(&s),
        "the Rally placed Guerrillas on the map"
    );
}

/// 8.6: an Operation with no eligible space draws a new card; with the
/// table's own deck each new card is asked for in turn.
#[test]
fn a_new_card_to_draw_is_asked_for_in_turn() {
    let ex = Ex::new();
    // Made up: Attack, which needs Guerrillas the table does not have.
    let data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        "- { id: attack, operation: attack, column: attack_or_go_underground, activation: 2, then: stop }",
        "",
    );
    let s = own_table(&ex, &data);
    let (s_card, _) = data.arjuna.by_letters("S").unwrap();
    let (t_card, _) = data.arjuna.by_letters("T").unwrap();
    let once = Answers {
        arjuna: vec![(s_card, Face::Front)],
        ..Answers::default()
    };
    assert_eq!(
        plan_turn_with(
            &data,
            &s,
            Faction::Revolutionaries,
            NpChoice::OperationOnly,
            once.clone()
        ),
        Err(Question::ArjunaCard {
            faction: Faction::Revolutionaries,
            draw: 2
        })
    );
    let twice = once.and(Answers {
        arjuna: vec![(t_card, Face::Back)],
        ..Answers::default()
    });
    assert_eq!(
        plan_turn_with(
            &data,
            &s,
            Faction::Revolutionaries,
            NpChoice::OperationOnly,
            twice
        ),
        Err(Question::ArjunaCard {
            faction: Faction::Revolutionaries,
            draw: 3
        })
    );
    // A card of another Faction is not followed.
    let (h, _) = data.arjuna.by_letters("H").unwrap();
    let wrong = Answers {
        arjuna: vec![(h, Face::Front)],
        ..Answers::default()
    };
    let plan = plan_turn_with(
        &data,
        &s,
        Faction::Revolutionaries,
        NpChoice::OperationOnly,
        wrong,
    )
    .unwrap();
    assert_eq!(plan.manual, Some(Manual::ArjunaDeck));
}

#[test]
fn a_game_with_the_tables_own_deck_is_saved_and_read_back() {
    let ex = Ex::new();
    let data = &ex.data;
    let mut record = GameRecord::new("short", 5);
    record.seats.revolutionaries = Seat::NonPlayer;
    record.own_arjuna_deck = true;
    assert!(record.start(data).unwrap().arjuna.own);
    let (v, _) = data.arjuna.by_letters("V").unwrap();
    let mut game = gandhi_validator::log::Game::new(data, record).unwrap();
    for edit in [
        Edit::ArjunaShuffle,
        Edit::ArjunaShown {
            card: v,
            face: Face::Back,
        },
    ] {
        game.push(data, edit, None, "2026-11-24T10:00:00Z".into())
            .unwrap();
    }
    let text = gandhi_validator::log::record_to_yaml(data, game.record());
    assert!(text.contains("own_arjuna_deck: true"), "{text}");
    assert!(text.contains("arjuna_shown"), "{text}");
    let back = gandhi_validator::log::record_from_yaml(data, "game.yaml", &text).unwrap();
    assert_eq!(&back, game.record());
    let again = gandhi_validator::log::Game::new(data, back).unwrap();
    assert_eq!(again.state().arjuna.drawn(), Some((v, Face::Back)));
    // A card the data does not name is an error with its place.
    let broken = text.replace("card: V", "card: Z");
    let error = gandhi_validator::log::record_from_yaml(data, "game.yaml", &broken).unwrap_err();
    assert!(error.to_string().contains("`Z`"), "{error}");
    assert!(error.to_string().contains("game.yaml:"), "{error}");
}

#[test]
fn the_players_correct_the_assumed_letters_and_their_sides_follow() {
    let data = GameData::bundled().unwrap();
    let (c, _) = data.arjuna.by_letters("C").unwrap();
    let mut aid = PlayersAid::empty("np_aid.yaml");
    // The rulebook names card H (8.7): its letters stay.
    let (h, _) = data.arjuna.by_letters("H").unwrap();
    assert!(matches!(
        aid.set_letter(&data, h, "Y"),
        Err(LetterError::RulebookNamesIt { .. })
    ));
    assert_eq!(
        aid.set_letter(&data, c, "q"),
        Err(LetterError::NotOneLetter)
    );
    assert_eq!(
        aid.set_letter(&data, c, "QR"),
        Err(LetterError::NotOneLetter)
    );
    assert!(matches!(
        aid.set_letter(&data, c, "D"),
        Err(LetterError::Taken {
            faction: Faction::Raj,
            ..
        })
    ));
    aid.set_letter(&data, c, "Y").unwrap();
    let merged = aid.merged_into(&data);
    let card = merged.arjuna.card(c).unwrap();
    assert_eq!((card.front.as_str(), card.back.as_str()), ("Y", "YY"));
    assert_eq!(card.key, "C", "the card keeps its name in the data");
    assert_eq!(merged.arjuna.by_letters("YY"), Some((c, Face::Back)));
    // A side entered on the card is written under its corrected letters
    // and read back on the same card.
    let side = gandhi_validator::components::CardFace {
        nodes: vec![gandhi_validator::components::CardNode {
            id: "crisis".into(),
            check: Some(gandhi_validator::components::CardCondition::Crisis),
            yes: Some(gandhi_validator::components::Next::Stop),
            no: Some(gandhi_validator::components::Next::Flip),
            ..Default::default()
        }],
        partial: false,
    };
    aid.set_side(c, Face::Back, side);
    let text = aid.to_yaml(&data);
    assert!(
        text.contains("letters:\n  - { card: C, front: Y }"),
        "{text}"
    );
    assert!(text.contains("card: YY"), "{text}");
    let back = PlayersAid::load(&data, "np_aid.yaml", &text).unwrap();
    assert_eq!(back, aid);
    assert!(back.aid.faces.contains_key(&(c, Face::Back)));
    // Giving it back its letter in the data takes the correction away.
    let mut undone = back.clone();
    undone.set_letter(&data, c, "C").unwrap();
    assert!(undone.letters.is_empty());
}

#[test]
fn a_wrong_correction_in_the_file_is_reported_with_its_place() {
    let data = GameData::bundled().unwrap();
    let text = "format: gandhi-moderator non-player aid\nversion: 1\nletters:\n  - { card: C, front: Y }\n  - { card: H, front: Z }\n  - { card: Q9, front: X }\nend: end of non-player aid\n";
    let error = PlayersAid::load(&data, "np_aid.yaml", text)
        .unwrap_err()
        .to_string();
    assert!(error.contains("np_aid.yaml:5:"), "{error}");
    assert!(error.contains("rulebook names card `H`"), "{error}");
    assert!(error.contains("np_aid.yaml:6:"), "{error}");
    assert!(error.contains("`Q9`"), "{error}");
}
