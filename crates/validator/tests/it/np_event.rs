//! Non-player Events (8.8): the side, the column 8.8.5 points to, the text
//! carried out space by space with the Faction's priority columns and the
//! Adversary Priorities, and what is left to the players when the data
//! lacks the text.
//!
//! The tables are built for each test. Priority rows the rulebook does not
//! quote are MADE UP here and say so; they say nothing about the printed
//! aid.

use crate::common;

use coin_table::RuleRef;
use common::Ex;
use common::np::{aid_over, assert_legal, np_table};
use gandhi_validator::components::Column;
use gandhi_validator::findings::Arg;
use gandhi_validator::nonplayers::{Manual, Plan, plan_turn};
use gandhi_validator::nonplayers::{Note, NoteArg, NoteCode};
use gandhi_validator::nonplayers::{NpChoice, TraceLine};
use gandhi_validator::nonplayers::{event_column, plan_event};
use gandhi_validator::play::Choice;
use gandhi_validator::position::Edit;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SpaceId, SupportLevel},
};
use gandhi_validator::{position::GameState, terms::Card};

/// The data with priority columns added (the caller says where they come
/// from).
fn with_columns(data: &GameData, columns: &str) -> GameData {
    aid_over(
        data,
        &format!(
            "format: gandhi-moderator non-player aid\nversion: 1\npriorities:\n{columns}end: end of non-player aid\n"
        ),
    )
}

/// A table where `faction` is a non-player and `card` is in play.
fn event_table(ex: &Ex, data: &GameData, faction: Faction, card: u8, seed: u64) -> GameState {
    let mut s = np_table(ex, data, faction, seed);
    s.deck.current = Some(Card::Event(card));
    s
}

/// The columns the plan selected spaces with, in order.
fn columns_used(plan: &Plan) -> Vec<Column> {
    plan.trace
        .iter()
        .filter_map(|l| match l {
            TraceLine::Selected { column, .. } => Some(*column),
            _ => None,
        })
        .collect()
}

/// The note of the line chosen under `rule`, if any.
fn chose(plan: &Plan, rule: &str) -> Option<Note> {
    plan.trace.iter().find_map(|l| match l {
        TraceLine::Chose { rule: r, note } if *r == RuleRef::new(rule) => Some(note.clone()),
        _ => None,
    })
}

/// The note naming a priority column.
fn column_note(column: Column) -> Option<Note> {
    Some(Note::new(
        NoteCode::EventColumn,
        vec![NoteArg::Column(column)],
    ))
}

fn sorted(mut v: Vec<SpaceId>) -> Vec<SpaceId> {
    v.sort();
    v
}

/// A complete plan: the Event declared first, `Done` last.
fn assert_declared_and_done(plan: &Plan, card: u8, shaded: bool) {
    let Some(Edit::Declare(declared)) = plan.edits.first() else {
        panic!("no declaration first: {:?}", plan.edits);
    };
    assert_eq!(declared.choice, Choice::Event { card, shaded });
    assert!(
        matches!(plan.edits.last(), Some(Edit::Done { .. })),
        "{:?}",
        plan.edits
    );
}

/// 8.8.4's first example: NP Raj with card 6 unshaded. Only adversary
/// pieces go; the space is picked with Remove or Replace among the Protest
/// spaces where an adversary is; the Faction by the Adversary Priorities
/// (Gandhi before the League's Activist, so Congress).
#[test]
fn ex_8_8_4_chauri_chaura_np_raj() {
    let ex = Ex::new();
    // MADE UP: the Raj Remove or Replace column, one row putting Gandhi's
    // space first.
    let data = with_columns(
        &ex.data,
        "  - { faction: raj, column: remove_or_replace, rows: [gandhi, { most: population }], complete: true }\n",
    );
    let mut s = event_table(&ex, &data, Faction::Raj, 6, 3);
    ex.space(&mut s, "bihar").protests = 1;
    ex.put(&mut s, "bihar", Piece::Gandhi, 1);
    ex.place(&mut s, "bihar", Piece::CongressActivist, 2);
    ex.place(&mut s, "bihar", Piece::LeagueActivist, 1);
    ex.place(&mut s, "bihar", Piece::Troop, 1);
    ex.space(&mut s, "west_bengal").protests = 1;
    ex.place(&mut s, "west_bengal", Piece::GuerrillaUnderground, 1);
    // A Protest space with only the Raj's own cubes is not eligible.
    ex.space(&mut s, "madras_presidency").protests = 1;
    ex.place(&mut s, "madras_presidency", Piece::Troop, 2);
    // Activists without a Protest are not eligible.
    ex.place(&mut s, "gujarat", Piece::CongressActivist, 1);

    let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::Event { shaded: false }).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert_declared_and_done(&plan, 6, false);
    assert_eq!(
        sorted(plan.considered.clone()),
        sorted(vec![ex.id("bihar"), ex.id("west_bengal")])
    );
    assert_eq!(plan.selected, vec![ex.id("bihar")]);
    assert_eq!(columns_used(&plan), vec![Column::RemoveOrReplace]);
    assert_eq!(chose(&plan, "8.8.5"), column_note(Column::RemoveOrReplace));
    assert_eq!(
        chose(&plan, "8.5.4"),
        Some(Note::of(
            NoteCode::TargetFaction,
            [Arg::Faction(Faction::Congress)]
        ))
    );

    let after = assert_legal(&data, &s, &plan);
    let bihar = after.space(ex.id("bihar"));
    assert_eq!(bihar.pieces.get(Piece::Gandhi), 0);
    assert_eq!(bihar.pieces.get(Piece::CongressActivist), 0);
    assert_eq!(
        bihar.pieces.get(Piece::LeagueActivist),
        1,
        "one Faction only"
    );
    assert_eq!(bihar.pieces.get(Piece::Troop), 1, "never its own cubes");
    assert_eq!(after.jail.get(Piece::Gandhi), 1);
    assert_eq!(after.jail.get(Piece::CongressActivist), 2);
    assert_eq!(
        after
            .space(ex.id("west_bengal"))
            .pieces
            .get(Piece::GuerrillaUnderground),
        1
    );
    assert_eq!(
        after
            .space(ex.id("madras_presidency"))
            .pieces
            .get(Piece::Troop),
        2
    );
}

/// Card 6 when the only Protest space holds the Raj's own cubes: removing
/// them is no effective Event for the non-player Raj, which would not
/// choose its own cubes (8.8.4 and its example of this very card), so it
/// removes nothing, and the checks owe the text no space there.
#[test]
fn chauri_chaura_with_only_own_cubes_removes_nothing() {
    let ex = Ex::new();
    let data = ex.data.clone();
    let mut s = event_table(&ex, &data, Faction::Raj, 6, 3);
    ex.space(&mut s, "madras_presidency").protests = 1;
    ex.place(&mut s, "madras_presidency", Piece::Troop, 2);
    let plan = plan_event(&data, &s, Faction::Raj, false).unwrap();
    assert_eq!(plan.manual, None);
    assert!(matches!(plan.edits.first(), Some(Edit::Declare(_))));
    assert!(
        !plan
            .edits
            .iter()
            .any(|e| matches!(e, Edit::MovePieces { .. })),
        "{:?}",
        plan.edits
    );
    assert!(plan.declared.is_some());
}

/// 8.8.4's second example (and 8.4.1's), NP Congress with the unshaded
/// text of Pakistan Declaration Published in London: the rulebook numbers
/// it 45 in 8.4.1 and 16 in 8.8.4 (docs/errata.md); `data/cards.yaml` holds
/// it as 45. Adding Unrest is not effective for Congress, removing a Base
/// is: Remove or Replace picks up to two Muslim spaces with Bases, Unrest
/// goes in each, then one Base goes from one of them.
/// Card 45 for a non-player Congress, with a MADE-UP Remove or Replace
/// column, and League Bases in Punjab and Sind.
fn pakistan_table(ex: &Ex) -> (GameData, GameState) {
    let data = with_columns(
        &ex.data,
        "  - { faction: congress, column: remove_or_replace, rows: [pop_2, { has: league_bases }, { most: population }], complete: true }\n",
    );
    let mut s = event_table(ex, &data, Faction::Congress, 45, 7);
    ex.place(&mut s, "punjab", Piece::LeagueBase, 1);
    ex.place(&mut s, "sind", Piece::LeagueBase, 1);
    (data, s)
}

#[test]
fn ex_8_8_4_pakistan_declaration_np_congress() {
    let ex = Ex::new();
    let (data, mut s) = pakistan_table(&ex);
    ex.place(&mut s, "assam", Piece::RevolutionariesBase, 1);
    // Not a Muslim space: never eligible.
    ex.place(&mut s, "bihar", Piece::RevolutionariesBase, 1);
    let league_bases = s.available.get(Piece::LeagueBase);

    let plan = plan_turn(
        &data,
        &s,
        Faction::Congress,
        NpChoice::Event { shaded: false },
    )
    .unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert_declared_and_done(&plan, 45, false);
    assert_eq!(chose(&plan, "8.8.5"), column_note(Column::RemoveOrReplace));
    assert!(
        columns_used(&plan)
            .iter()
            .all(|c| *c == Column::RemoveOrReplace)
    );
    // Two spaces for Unrest (Punjab by 2-Pop, then Sind by its League
    // Base), then Punjab again for the Base.
    assert_eq!(
        plan.selected,
        vec![ex.id("punjab"), ex.id("sind"), ex.id("punjab")]
    );
    let after = assert_legal(&data, &s, &plan);
    for key in ["punjab", "sind"] {
        assert_eq!(after.space(ex.id(key)).unrest, 1, "{key}");
    }
    let unrest_elsewhere: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|id| *id != ex.id("punjab") && *id != ex.id("sind"))
        .filter(|id| after.space(*id).unrest > 0 || after.space(*id).strikes > 0)
        .collect();
    assert!(unrest_elsewhere.is_empty(), "{unrest_elsewhere:?}");
    assert_eq!(
        after.space(ex.id("punjab")).pieces.get(Piece::LeagueBase),
        0
    );
    assert_eq!(after.space(ex.id("sind")).pieces.get(Piece::LeagueBase), 1);
    assert_eq!(after.available.get(Piece::LeagueBase), league_bases + 1);

    // One Muslim space with a Base: Unrest there only ("up to" two).
    let mut one = event_table(&ex, &data, Faction::Congress, 45, 7);
    ex.place(&mut one, "assam", Piece::RevolutionariesBase, 1);
    let plan = plan_event(&data, &one, Faction::Congress, false).unwrap();
    assert_eq!(plan.selected, vec![ex.id("assam"), ex.id("assam")]);
    let after = assert_legal(&data, &one, &plan);
    assert_eq!(after.space(ex.id("assam")).unrest, 1);
    assert_eq!(
        after
            .space(ex.id("assam"))
            .pieces
            .get(Piece::RevolutionariesBase),
        0
    );

    // No Base at all: nothing effective, so no Unrest either.
    let none = event_table(&ex, &data, Faction::Congress, 45, 7);
    let plan = plan_event(&data, &none, Faction::Congress, false).unwrap();
    assert_eq!(plan.manual, None);
    assert!(plan.selected.is_empty());
    let after = assert_legal(&data, &none, &plan);
    assert!(data.map.ids().all(|id| after.space(id).unrest == 0));
}

/// The same card with one Unrest marker left in the supply (1.11): the
/// non-player puts it in the first space chosen and chooses no second
/// space, since a space chosen for a marker it cannot get would still be
/// among those the Base is taken from (1.4.1); the plan says why.
#[test]
fn np_event_places_no_unrest_marker_past_the_supply() {
    let ex = Ex::new();
    let (data, mut s) = pakistan_table(&ex);
    let stock = u32::from(data.pieces.unrest_strike_markers.value);
    let others: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|id| *id != ex.id("punjab") && *id != ex.id("sind"))
        .filter(|id| !data.map.space(*id).is_railway())
        .take(usize::try_from(stock - 1).unwrap())
        .collect();
    for id in &others {
        s.space_mut(*id).unrest = 1;
    }
    assert_eq!(s.unrest_and_strikes_on_map(), stock - 1);
    let plan = plan_event(&data, &s, Faction::Congress, false).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert_eq!(plan.selected, vec![ex.id("punjab"), ex.id("punjab")]);
    let after = assert_legal(&data, &s, &plan);
    assert_eq!(after.unrest_and_strikes_on_map(), stock);
    assert_eq!(after.space(ex.id("punjab")).unrest, 1);
    assert_eq!(after.space(ex.id("sind")).unrest, 0);
    assert_eq!(
        after.space(ex.id("punjab")).pieces.get(Piece::LeagueBase),
        0
    );
    assert!(
        plan.trace.iter().any(|l| matches!(
            l,
            TraceLine::Skipped { note, .. } if note.code == NoteCode::NoUnrestMarkerLeft
        )),
        "{:#?}",
        plan.trace
    );
}

/// 8.8.5's example: card 44 unshaded for NP Raj. Shifting towards Support
/// and removing Guerrillas are both effective; Shift to Support is left of
/// Remove or Replace, so it selects the spaces (its rows as 8.7.1 quotes
/// them, held in the bundled aid), and the Guerrillas still go.
#[test]
fn ex_8_8_5_card_44_np_raj() {
    let ex = Ex::new();
    let data = ex.data.clone();
    let effect = data
        .cards
        .get(44)
        .and_then(|c| c.effect(false))
        .map(|f| f.value.clone())
        .unwrap();
    assert_eq!(
        event_column(Faction::Raj, &effect),
        Some(Column::ShiftToSupport)
    );
    let mut s = event_table(&ex, &data, Faction::Raj, 44, 5);
    ex.level(&mut s, "bihar", SupportLevel::PassiveOpposition);
    ex.place(&mut s, "bihar", Piece::GuerrillaActive, 2);
    ex.place(&mut s, "orissa", Piece::GuerrillaUnderground, 1);
    // At Active Support already: the shift would do nothing there.
    ex.level(&mut s, "central_provinces", SupportLevel::ActiveSupport);
    ex.place(&mut s, "central_provinces", Piece::GuerrillaUnderground, 1);

    let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::Event { shaded: false }).unwrap();
    assert_eq!(plan.manual, None, "{:#?}", plan.trace);
    assert_declared_and_done(&plan, 44, false);
    assert_eq!(chose(&plan, "8.8.5"), column_note(Column::ShiftToSupport));
    assert_eq!(
        columns_used(&plan),
        vec![Column::ShiftToSupport, Column::ShiftToSupport]
    );
    // Bihar by 2-Pop; then Orissa, the only other space the whole text
    // can be carried out in.
    assert_eq!(plan.selected, vec![ex.id("bihar"), ex.id("orissa")]);
    let after = assert_legal(&data, &s, &plan);
    let bihar = after.space(ex.id("bihar"));
    assert_eq!(bihar.pieces.guerrillas(), 1, "one each, two in all");
    assert_eq!(bihar.level, SupportLevel::Neutral);
    let orissa = after.space(ex.id("orissa"));
    assert_eq!(orissa.pieces.guerrillas(), 0);
    assert_eq!(orissa.level, SupportLevel::PassiveSupport);
    let central = after.space(ex.id("central_provinces"));
    assert_eq!(central.pieces.guerrillas(), 1);
    assert_eq!(central.level, SupportLevel::ActiveSupport);

    // Only one space with Guerrillas: both come from it.
    let mut lone = event_table(&ex, &data, Faction::Raj, 44, 5);
    ex.place(&mut lone, "bihar", Piece::GuerrillaUnderground, 3);
    let plan = plan_event(&data, &lone, Faction::Raj, false).unwrap();
    let after = assert_legal(&data, &lone, &plan);
    assert_eq!(after.space(ex.id("bihar")).pieces.guerrillas(), 1);
    assert_eq!(
        after.space(ex.id("bihar")).level,
        SupportLevel::PassiveSupport
    );
}

/// 8.8.5's guidelines read as the effective actions: which column each
/// held effect gives each Faction, `None` where nothing is effective.
#[test]
fn the_column_follows_the_effective_actions() {
    let ex = Ex::new();
    let effect = |card: u8| {
        ex.data
            .cards
            .get(card)
            .and_then(|c| c.effect(false))
            .map(|f| f.value.clone())
            .unwrap()
    };
    let cases = [
        (6, Faction::Congress, Some(Column::RemoveOrReplace)),
        (44, Faction::Congress, Some(Column::RemoveOrReplace)),
        (44, Faction::Revolutionaries, None),
        (45, Faction::Revolutionaries, Some(Column::PlaceUnrest)),
        (45, Faction::Raj, Some(Column::RemoveOrReplace)),
        (11, Faction::Congress, None),
        (11, Faction::MuslimLeague, Some(Column::RemoveOrReplace)),
    ];
    for (card, faction, column) in cases {
        assert_eq!(
            event_column(faction, &effect(card)),
            column,
            "card {card}, {faction:?}"
        );
    }
}

/// Where the data has only part of the text (card 11), or none of it, the
/// plan stops with the Event declared and the column to use, when known.
#[test]
fn an_event_not_held_is_left_to_the_players() {
    let ex = Ex::new();
    let data = ex.data.clone();
    let mut s = event_table(&ex, &data, Faction::Raj, 11, 1);
    ex.put(&mut s, "bihar", Piece::Gandhi, 1);
    let plan = plan_turn(&data, &s, Faction::Raj, NpChoice::Event { shaded: false }).unwrap();
    assert_eq!(
        plan.manual,
        Some(Manual::Event {
            card: 11,
            shaded: false,
            column: Some(Column::RemoveOrReplace),
        })
    );
    let declared = plan.declared.clone().unwrap();
    assert_eq!(plan.edits, vec![Edit::Declare(declared)]);
    assert!(
        plan.moves().next().is_none(),
        "nothing moved by the program"
    );

    // A card whose text the data does not have at all.
    let unknown = (1..=72u8)
        .find(|n| ex.data.cards.get(*n).is_none())
        .unwrap();
    let s = event_table(&ex, &data, Faction::MuslimLeague, unknown, 1);
    let plan = plan_event(&data, &s, Faction::MuslimLeague, true).unwrap();
    assert_eq!(
        plan.manual,
        Some(Manual::Event {
            card: unknown,
            shaded: true,
            column: None,
        })
    );
    assert!(matches!(
        plan.edits.as_slice(),
        [Edit::Declare(d)] if d.choice == Choice::Event { card: unknown, shaded: true }
    ));
}

/// Same seed, same plan; the 8.5.4 die between two equal Bases is logged.
#[test]
fn the_same_seed_gives_the_same_event_plan() {
    let ex = Ex::new();
    // MADE UP: the Congress Remove or Replace column.
    let data = with_columns(
        &ex.data,
        "  - { faction: congress, column: remove_or_replace, rows: [pop_2, { most: population }], complete: true }\n",
    );
    let mut picks = Vec::new();
    for seed in 0..12 {
        let mut s = event_table(&ex, &data, Faction::Congress, 45, seed);
        ex.place(&mut s, "punjab", Piece::LeagueBase, 1);
        ex.place(&mut s, "punjab", Piece::RevolutionariesBase, 1);
        let first = plan_event(&data, &s, Faction::Congress, false).unwrap();
        let again = plan_event(&data, &s, Faction::Congress, false).unwrap();
        assert_eq!(first, again);
        let dice: Vec<&Edit> = first
            .edits
            .iter()
            .filter(|e| matches!(e, Edit::Die(_)))
            .collect();
        // An equal-chance die is re-rolled until it names a Base.
        assert!(!dice.is_empty(), "{:#?}", first.trace);
        assert_eq!(first.declared.as_ref().unwrap().dice.len(), dice.len());
        let after = assert_legal(&data, &s, &first);
        let punjab = after.space(ex.id("punjab"));
        assert_eq!(
            punjab.pieces.get(Piece::LeagueBase) + punjab.pieces.get(Piece::RevolutionariesBase),
            1
        );
        picks.push(punjab.pieces.get(Piece::LeagueBase));
    }
    // Over a dozen seeds the die picks each Base at least once.
    assert!(picks.contains(&0) && picks.contains(&1), "{picks:?}");
}
