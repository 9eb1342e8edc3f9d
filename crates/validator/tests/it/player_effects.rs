//! Event effects the table entered for its own cards (`unshaded_effect`,
//! `shaded_effect` in the players' card file): read in the schema of the
//! bundled cards and refused alike, with file, line and column; written back
//! unchanged; merged under the bundled facts; and, once merged, followed
//! step by step like the bundled cards' effects, by a non-player's Event
//! (8.8.4) and by the checks of a player's Event (5.1).
//!
//! CARD 30'S EFFECTS BELOW ARE MADE UP for the tests, and so are the
//! priority rows: they stand for what a table would read off its own card
//! and aid, and say nothing about the printed ones.

use crate::common;

use common::np::{assert_legal, np_table, with_aid};
use common::{Ex, issues_of};
use gandhi_validator::components::PlayerCard;
use gandhi_validator::components::{
    Count, Effect, EffectStep, EventMarker, Filter, Removable, Side,
};
use gandhi_validator::nonplayers::plan_event;
use gandhi_validator::{
    components::GameData,
    findings::Severity,
    terms::{Faction, Piece},
};
use gandhi_validator::{
    findings::Issue,
    play::{Choice, Declared, Execution, check_action},
};
use gandhi_validator::{position::GameState, terms::Card};

/// The made-up card every test here enters: no bundled fact names it.
const CARD: u8 = 30;

/// MADE UP: Unrest in exactly two Muslim spaces.
fn unrest_in_two_muslim_spaces() -> Effect {
    Effect {
        complete: true,
        steps: vec![EffectStep::AddMarker {
            marker: EventMarker::Unrest,
            spaces: Count::Exactly(2),
            filter: vec![Filter::Muslim],
        }],
    }
}

/// MADE UP: Bases from up to one space, that space then one level towards
/// Active Opposition.
fn a_base_then_a_shift() -> Effect {
    Effect {
        complete: true,
        steps: vec![
            EffectStep::Remove {
                pieces: Removable::Bases,
                spaces: Count::UpTo(1),
                total: Some(Count::UpTo(1)),
                filter: Vec::new(),
                among_selected: false,
                activists_to: Default::default(),
            },
            EffectStep::Shift {
                levels: 1,
                towards: Side::ActiveOpposition,
            },
        ],
    }
}

fn card_with_effects() -> PlayerCard {
    PlayerCard {
        number: CARD,
        title: Some("A made-up title".to_owned()),
        faction_order: Some(Faction::ALL),
        critical: Some(Vec::new()),
        halos: Some(vec![Faction::Revolutionaries]),
        unshaded_effect: Some(unrest_in_two_muslim_spaces()),
        shaded_effect: Some(a_base_then_a_shift()),
    }
}

/// A players' file as a table might write it by hand, in the documented
/// schema (`docs/event-effects.md`), with `body` as card 30's fields.
fn file_with(body: &str) -> String {
    format!(
        "format: gandhi-moderator cards\nversion: 2\ncards:\n  - number: {CARD}\n{body}end: end of cards\n"
    )
}

#[test]
fn a_players_file_with_effects_reads_in_the_documented_schema() {
    let text = file_with(
        "    faction_order: [raj, congress, muslim_league, revolutionaries]\n    halos: [revolutionaries]\n    unshaded_effect:\n      complete: true\n      steps:\n        - add_marker: { marker: unrest, spaces: { exactly: 2 }, where: [muslim] }\n    shaded_effect:\n      complete: true\n      steps:\n        - remove: { pieces: bases, spaces: { up_to: 1 }, total: { up_to: 1 } }\n        - shift: { levels: 1, towards: active_opposition }\n",
    );
    let cards =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap();
    assert_eq!(cards.len(), 1);
    assert_eq!(
        cards[0].unshaded_effect,
        Some(unrest_in_two_muslim_spaces())
    );
    assert_eq!(cards[0].shaded_effect, Some(a_base_then_a_shift()));
    assert_eq!(cards[0].effect(true), Some(&a_base_then_a_shift()));

    // Every field the schema documents, with its default left out or given.
    let text = file_with(
        "    unshaded_effect:\n      complete: false\n      steps:\n        - remove: { pieces: all_of_one_faction, spaces: { exactly: 1 }, where: [protest, muslim], activists_to: jail }\n        - remove: { pieces: guerrillas, spaces: { up_to: 3 }, among_selected: true, activists_to: available }\n        - arrest_gandhi\n",
    );
    let cards =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap();
    let effect = cards[0].unshaded_effect.clone().unwrap();
    assert!(!effect.complete);
    assert_eq!(effect.steps.len(), 3);
    assert_eq!(effect.steps[2], EffectStep::ArrestGandhi);
    assert!(matches!(
        effect.steps[1],
        EffectStep::Remove {
            among_selected: true,
            pieces: Removable::Guerrillas,
            ..
        }
    ));
}

#[test]
fn a_players_file_with_effects_round_trips_as_version_2() {
    let cards = vec![
        card_with_effects(),
        PlayerCard {
            number: 12,
            shaded_effect: Some(Effect {
                complete: false,
                steps: vec![EffectStep::ArrestGandhi],
            }),
            ..PlayerCard::default()
        },
        PlayerCard {
            number: 5,
            faction_order: Some(Faction::ALL),
            ..PlayerCard::default()
        },
    ];
    let text = gandhi_validator::components::player_cards_to_yaml(&cards);
    assert!(text.contains("\nversion: 2\n"), "{text}");
    assert!(text.contains("unshaded_effect:"), "{text}");
    let back =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap();
    let mut sorted = cards.clone();
    sorted.sort_by_key(|c| c.number);
    assert_eq!(back, sorted);
    // Written again, the same text.
    assert_eq!(
        gandhi_validator::components::player_cards_to_yaml(&back),
        text
    );
}

#[test]
fn a_players_file_without_effects_is_still_written_and_read_as_version_1() {
    let cards = vec![PlayerCard {
        number: 7,
        faction_order: Some(Faction::ALL),
        critical: Some(vec![Faction::Raj]),
        halos: Some(Vec::new()),
        ..PlayerCard::default()
    }];
    let text = gandhi_validator::components::player_cards_to_yaml(&cards);
    assert!(text.contains("\nversion: 1\n"), "{text}");
    assert!(!text.contains("effect"), "{text}");
    assert_eq!(
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap(),
        cards
    );
    // A file written before the effects existed.
    let old = "format: gandhi-moderator cards\nversion: 1\ncards:\n  - number: 9\n    title: Old\n    faction_order: [raj, congress, muslim_league, revolutionaries]\n    critical: []\n    halos: []\nend: end of cards\n";
    let read = gandhi_validator::components::player_cards_from_yaml("cards.yaml", old, 72).unwrap();
    assert_eq!(read[0].title.as_deref(), Some("Old"));
    assert_eq!(read[0].unshaded_effect, None);
    // A version this build does not know is refused, with its place.
    let newer = old.replace("version: 1", "version: 3");
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &newer, 72).unwrap_err();
    assert!(errors.to_string().contains("versions 1 to 2"), "{errors}");
    assert_eq!(errors.0[0].pos.line, 2, "{errors}");
}

#[test]
fn effect_errors_in_the_players_file_name_the_file_line_and_column() {
    // A shift before any step selects spaces: refused as in data/cards.yaml.
    let text = file_with(
        "    title: x\n    shaded_effect:\n      complete: true\n      steps:\n        - shift: { levels: 1, towards: active_support }\n",
    );
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap_err();
    let error = &errors.0[0];
    assert_eq!(error.path, "cards[0].shaded_effect");
    assert_eq!(error.pos.line, 7, "{errors}");
    assert!(error.pos.column > 0, "{errors}");
    assert!(
        error
            .message
            .contains("step 1 refers to the selected spaces"),
        "{errors}"
    );
    assert!(errors.to_string().starts_with("cards.yaml:7:"), "{errors}");

    // A removal of pieces the schema does not know.
    let text = file_with(
        "    unshaded_effect:\n      complete: true\n      steps:\n        - remove: { pieces: cubes, spaces: { up_to: 1 } }\n",
    );
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap_err();
    let error = &errors.0[0];
    assert!(error.path.contains("unshaded_effect"), "{errors}");
    assert_eq!(error.pos.line, 8, "{errors}");
    assert!(error.message.contains("cubes"), "{errors}");

    // A step kind the schema does not have, and a field it does not know.
    let text = file_with(
        "    unshaded_effect:\n      complete: true\n      steps:\n        - place_troops: { spaces: { up_to: 1 } }\n",
    );
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap_err();
    assert_eq!(errors.0[0].pos.line, 8, "{errors}");
    let text =
        file_with("    unshaded_effect:\n      complete: true\n      steps: []\n      note: x\n");
    let errors =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap_err();
    assert_eq!(errors.0[0].pos.line, 8, "{errors}");
    assert!(errors.0[0].message.contains("note"), "{errors}");
}

#[test]
fn players_effects_fill_gaps_and_the_bundled_effects_keep_precedence() {
    let data = GameData::bundled().unwrap();
    let bundled_44 = data.cards.get(44).unwrap().unshaded_effect.clone().unwrap();
    let cards = vec![
        card_with_effects(),
        // Card 44's unshaded text is bundled; its shaded text is not.
        PlayerCard {
            number: 44,
            unshaded_effect: Some(unrest_in_two_muslim_spaces()),
            shaded_effect: Some(a_base_then_a_shift()),
            ..PlayerCard::default()
        },
    ];
    let merged = data.cards.with_players(&cards, "cards.yaml");
    let ours = merged.get(CARD).unwrap();
    let unshaded = ours.effect(false).unwrap();
    assert_eq!(unshaded.value, unrest_in_two_muslim_spaces());
    assert_eq!(unshaded.provenance.kind(), "players");
    assert_eq!(ours.effect(true).unwrap().value, a_base_then_a_shift());
    let card_44 = merged.get(44).unwrap();
    assert_eq!(card_44.unshaded_effect.as_ref(), Some(&bundled_44));
    assert_eq!(
        card_44.unshaded_effect.as_ref().unwrap().provenance.kind(),
        "rulebook"
    );
    let shaded_44 = card_44.shaded_effect.as_ref().unwrap();
    assert_eq!(shaded_44.value, a_base_then_a_shift());
    assert_eq!(shaded_44.provenance.kind(), "players");

    // An entry made while the file did not read fills in over the file's
    // once it reads: its own fields win, the others are kept.
    let meanwhile = PlayerCard {
        number: CARD,
        shaded_effect: Some(unrest_in_two_muslim_spaces()),
        ..PlayerCard::default()
    };
    let merged = meanwhile.filled_from(&card_with_effects());
    assert_eq!(merged.shaded_effect, Some(unrest_in_two_muslim_spaces()));
    assert_eq!(merged.unshaded_effect, Some(unrest_in_two_muslim_spaces()));
    assert_eq!(merged.faction_order, Some(Faction::ALL));
    assert_eq!(merged.halos, Some(vec![Faction::Revolutionaries]));
}

/// The data with card 30's made-up effects merged from the players' file
/// and made-up priority columns for the Revolutionaries.
fn merged_data(ex: &Ex) -> GameData {
    // MADE UP as well: every Revolutionaries' Arjuna side (unused by an
    // Event) and the Random Spaces map that breaks ties.
    let mut data = with_aid(
        &ex.data,
        Faction::Revolutionaries,
        "- { id: rally, operation: rally, column: place_guerrillas, then: stop }\n",
        "priorities:\n  - { faction: revolutionaries, column: place_unrest, rows: [{ most: population }], complete: true }\n  - { faction: revolutionaries, column: remove_or_replace, rows: [{ most: population }], complete: true }\n",
    );
    let text = gandhi_validator::components::player_cards_to_yaml(&[card_with_effects()]);
    let cards =
        gandhi_validator::components::player_cards_from_yaml("cards.yaml", &text, 72).unwrap();
    data.cards = data.cards.with_players(&cards, "cards.yaml");
    data
}

fn revolutionaries_on_card_30(ex: &Ex, data: &GameData) -> GameState {
    let mut s = np_table(ex, data, Faction::Revolutionaries, 5);
    s.deck.current = Some(Card::Event(CARD));
    s
}

/// Spaces whose Unrest went up, in map order.
fn unrest_added(data: &GameData, before: &GameState, after: &GameState) -> Vec<String> {
    data.map
        .ids()
        .filter(|id| after.space(*id).unrest > before.space(*id).unrest)
        .map(|id| data.map.space(id).key.clone())
        .collect()
}

/// 8.8.4 with the steps from the players' file: the non-player carries out
/// either side space by space, as for the cards the rulebook gives.
#[test]
fn a_non_player_follows_the_players_effect_step_by_step_on_either_side() {
    let ex = Ex::new();
    let data = merged_data(&ex);
    let mut s = revolutionaries_on_card_30(&ex, &data);
    ex.put(&mut s, "punjab", Piece::LeagueBase, 1);
    ex.put(&mut s, "bihar", Piece::LeagueBase, 1);

    // Unshaded: Unrest in exactly two Muslim spaces, chosen by the made-up
    // Place Unrest column (most Population first).
    let plan = plan_event(&data, &s, Faction::Revolutionaries, false).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    let after = assert_legal(&data, &s, &plan);
    let added = unrest_added(&data, &s, &after);
    assert_eq!(added.len(), 2, "{added:?}");
    for key in &added {
        assert!(data.map.space(ex.id(key)).is_muslim(), "{key}");
    }
    assert_eq!(
        plan.moves().count(),
        2,
        "one marker per space, nothing else"
    );

    // Shaded: one League Base from one space, which then shifts one level
    // towards Active Opposition.
    let plan = plan_event(&data, &s, Faction::Revolutionaries, true).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    let after = assert_legal(&data, &s, &plan);
    let bases = |state: &GameState| {
        ["punjab", "bihar"].map(|k| state.space(ex.id(k)).pieces.get(Piece::LeagueBase))
    };
    assert_eq!(bases(&s).iter().sum::<u8>(), 2);
    assert_eq!(bases(&after).iter().sum::<u8>(), 1);
    assert_eq!(
        after.available.get(Piece::LeagueBase),
        s.available.get(Piece::LeagueBase) + 1
    );
    let [space] = plan.selected[..] else {
        panic!("one space selected: {:?}", plan.selected);
    };
    assert_eq!(after.space(space).pieces.get(Piece::LeagueBase), 0);
    assert_ne!(after.space(space).level, s.space(space).level, "shifted");

    // Without the players' file the same card is left to the players.
    let mut bare = data.clone();
    bare.cards = ex.data.cards.clone();
    let plan = plan_event(&bare, &s, Faction::Revolutionaries, false).unwrap();
    assert!(plan.manual.is_some());
}

fn event(faction: Faction, shaded: bool) -> Declared {
    Declared {
        faction,
        choice: Choice::Event { card: CARD, shaded },
        dice: Vec::new(),
    }
}

fn errors(
    data: &GameData,
    declared: &Declared,
    before: &GameState,
    after: &GameState,
) -> Vec<Issue> {
    let report = check_action(data, declared, &Execution::whole(before, after));
    let errors: Vec<_> = report
        .findings
        .into_iter()
        .filter(|f| f.severity == Severity::Error)
        .collect();
    issues_of(&errors)
}

/// 5.1 and 5.1.2 with the steps from the players' file: a player's Event
/// done as entered checks clean; a space that is not Muslim, a space too
/// many, a shift left out are errors, where without the entry only the
/// general rules are checked.
#[test]
fn a_players_event_departing_from_the_players_effect_is_found() {
    let ex = Ex::new();
    let data = merged_data(&ex);
    let before = {
        let mut s = ex.table(3, 3);
        s.deck.current = Some(Card::Event(CARD));
        ex.put(&mut s, "punjab", Piece::LeagueBase, 1);
        ex.put(&mut s, "sind", Piece::LeagueBase, 1);
        s
    };

    // Unshaded as entered: two Muslim spaces; then one that is not Muslim.
    let declared = event(Faction::Congress, false);
    let mut right = before.clone();
    ex.space(&mut right, "sind").unrest = 1;
    ex.space(&mut right, "punjab").unrest = 1;
    assert_eq!(errors(&data, &declared, &before, &right), []);
    let mut wrong = before.clone();
    ex.space(&mut wrong, "sind").unrest = 1;
    ex.space(&mut wrong, "bihar").unrest = 1;
    let found = errors(&data, &declared, &before, &wrong);
    assert!(found.contains(&Issue::EventSpaceNotEligible), "{found:?}");
    // Without the entered effect, the same change is only warned about.
    assert_eq!(errors(&ex.data, &declared, &before, &wrong), []);

    // Shaded as entered: a Base from one space, then its shift; a Base from
    // each of two spaces is one space too many, a missing shift is wrong.
    let declared = event(Faction::Congress, true);
    let mut right = before.clone();
    ex.remove(&mut right, "punjab", Piece::LeagueBase, 1, false);
    let level = right.space(ex.id("punjab")).level;
    ex.level(&mut right, "punjab", level.shifted(false));
    assert_eq!(errors(&data, &declared, &before, &right), []);
    let mut two = right.clone();
    ex.remove(&mut two, "sind", Piece::LeagueBase, 1, false);
    let found = errors(&data, &declared, &before, &two);
    assert!(found.contains(&Issue::EventSpacesCount), "{found:?}");
    let mut unshifted = before.clone();
    ex.remove(&mut unshifted, "punjab", Piece::LeagueBase, 1, false);
    let found = errors(&data, &declared, &before, &unshifted);
    assert!(found.contains(&Issue::EventShiftWrong), "{found:?}");
}

/// Found by fuzzing (`crates/fuzz`): a card file of half a megabyte that
/// opens with a "billion laughs" could replay a million alias events (the
/// parser's own limit, over a hundred MB) before it was refused, since
/// the limit then grew with the length of the text. Replays are now
/// limited to one for every 16 bytes, so the file is refused without
/// expanding.
#[test]
fn an_alias_bomb_in_a_long_card_file_is_refused_before_it_expands() {
    let text = include_str!("../../../fuzz/corpus/player_cards/alias-bomb-in-a-long-file.yaml");
    assert!(text.len() > 500_000);
    let started = std::time::Instant::now();
    let errors = gandhi_validator::components::player_cards_from_yaml("cards.yaml", text, 72)
        .expect_err("a file of aliases that expand without use is refused");
    let message = errors.to_string();
    let limit = text.len() / coin_table::BYTES_PER_ALIAS_EVENT;
    crate::common::assert_alias_limit_said(&message, limit);
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
}
