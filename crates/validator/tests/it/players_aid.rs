//! The players' own non-player aid file (`docs/arjuna.md`): read with the
//! players' provenance, merged over the bundled fragments, refused with the
//! line of the first thing wrong.
//!
//! Every card box, priority row and Random Spaces slot written here is made
//! up for the test. None of it is read off a real Arjuna card or aid sheet.

use coin_table::LoadErrors;
use gandhi_validator::components::Face;
use gandhi_validator::components::Provenance;
use gandhi_validator::components::{AidCounts, PlayersAid};
use gandhi_validator::components::{CardCondition, CardFace, Column, Next, Row};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};

const FILE: &str = "players/np_aid.yaml";

fn data() -> GameData {
    GameData::bundled().unwrap()
}

fn players() -> Provenance {
    Provenance::Players {
        file: FILE.to_owned(),
    }
}

/// A players' file. Its content is made up for this test: the boxes, rows
/// and slots only exercise the format.
const MADE_UP: &str = "\
format: gandhi-moderator non-player aid
version: 1
# Made up for this test; not the content of any real card or aid.
random_spaces:
  - { region: 1, slot: 1, space: delhi }
  - { region: 4, slot: 1, space: bihar }
  - { region: 3, slot: 5, space: mysore }
priorities:
  - faction: congress
    column: place_protests
    rows: [not_active_opposition, pop_2, non_muslim, { most: population }]
  - faction: revolutionaries
    column: march
    rows: [{ has: guerrillas_underground }, city]
    complete: false
moves:
  - faction: muslim_league
    keep: [{ count: population, where: [muslim] }, { count: 2, of: league_activists }]
arjuna:
  - card: H
    nodes:
      - id: jailed
        check: gandhi_in_jail
        yes: { node: specials }
        no: { node: rally }
      - id: rally
        operation: rally
        column: place_activists
        steps: [\"a made-up step\"]
        then: { node: specials }
      - id: specials
        specials:
          - { special: negotiate, actions: [release_gandhi] }
        then: stop
  - card: SS
    partial: true
    nodes:
      - id: first
        check: { track: { track: revolutionaries_resources, at_least: 1 } }
        yes: { node: march }
        no: flip
      - id: march
        operation: march
        column: march
        activation: 2
        then: draw
end: end of non-player aid
";

#[test]
fn a_full_face_from_the_players_replaces_the_bundled_partial_one() {
    let base = data();
    let (h, front) = base.arjuna.by_letters("H").unwrap();
    assert_eq!(front, Face::Front);
    let bundled = base.np_aid.face(h, Face::Front).unwrap();
    assert!(
        bundled.value.partial,
        "the rulebook quotes only one box of H"
    );

    let merged = base.with_players_aid(FILE, MADE_UP).unwrap();
    let face = merged.np_aid.face(h, Face::Front).unwrap();
    assert_eq!(face.provenance, players());
    assert!(!face.value.partial);
    let CardFace { nodes, .. } = &face.value;
    assert_eq!(nodes.len(), 3);
    assert_eq!(nodes[0].check, Some(CardCondition::GandhiInJail));
    assert_eq!(nodes[0].yes, Some(Next::Node("specials".to_owned())));
    assert_eq!(nodes[1].column, Some(Column::PlaceActivists));
    assert_eq!(nodes[2].then, Some(Next::Stop));
    // A face the bundled file lacks is added, partial as the players said.
    let (s, back) = base.arjuna.by_letters("SS").unwrap();
    assert_eq!(back, Face::Back);
    assert!(base.np_aid.face(s, Face::Back).is_none());
    let added = merged.np_aid.face(s, Face::Back).unwrap();
    assert!(added.value.partial);
    assert_eq!(added.value.nodes[1].activation, Some(2));
    // The bundled faces the file does not mention stay as they were.
    let (aa, _) = base.arjuna.by_letters("AA").unwrap();
    assert_eq!(
        merged.np_aid.face(aa, Face::Back),
        base.np_aid.face(aa, Face::Back)
    );
    // The data it was merged into is unchanged.
    assert!(base.np_aid.face(h, Face::Front).unwrap().value.partial);
}

#[test]
fn a_column_from_the_players_replaces_a_partial_one() {
    let base = data();
    let bundled = base
        .np_aid
        .column(Faction::Congress, Column::PlaceProtests)
        .unwrap();
    assert!(!bundled.value.1, "the bundled column is partial");
    let merged = base.with_players_aid(FILE, MADE_UP).unwrap();
    let column = merged
        .np_aid
        .column(Faction::Congress, Column::PlaceProtests)
        .unwrap();
    assert_eq!(column.provenance, players());
    assert!(column.value.1, "complete unless the file says otherwise");
    assert_eq!(column.value.0.len(), 4);
    assert_eq!(
        column.value.0[3],
        Row::Most(gandhi_validator::components::Measure::Population)
    );
    // A column the bundled file lacks is added as the players wrote it.
    let march = merged
        .np_aid
        .column(Faction::Revolutionaries, Column::March)
        .unwrap();
    assert!(!march.value.1);
    // The Raj column the file does not mention keeps its rulebook source.
    let raj = merged
        .np_aid
        .column(Faction::Raj, Column::ShiftToSupport)
        .unwrap();
    assert_eq!(raj.provenance.kind(), "rulebook");
}

#[test]
fn slots_from_the_players_fill_empty_and_provisional_ones() {
    let base = data();
    assert!(base.random_spaces.slot(1, 1).is_none());
    assert!(base.random_spaces.slot(4, 1).unwrap().is_provisional());
    let merged = base.with_players_aid(FILE, MADE_UP).unwrap();
    let map = &merged.map;
    let added = merged.random_spaces.slot(1, 1).unwrap();
    assert_eq!(added.value, map.by_key("delhi").unwrap());
    assert_eq!(added.provenance, players());
    let replaced = merged.random_spaces.slot(4, 1).unwrap();
    assert_eq!(replaced.value, map.by_key("bihar").unwrap());
    assert_eq!(replaced.provenance, players());
    // A slot the rulebook names stays as the rulebook names it (8.1.2).
    let kept = merged.random_spaces.slot(3, 5).unwrap();
    assert_eq!(kept.value, map.by_key("east_bengal").unwrap());
    assert_eq!(kept.provenance.kind(), "rulebook");
    assert_eq!(merged.random_spaces.known(), base.random_spaces.known() + 1);
}

#[test]
fn the_file_is_counted_as_written() {
    let aid = PlayersAid::load(&data(), FILE, MADE_UP).unwrap();
    assert_eq!(
        aid.counts(),
        AidCounts {
            faces: 2,
            columns: 2,
            slots: 3,
            moves: 1,
        }
    );
    assert_eq!(aid.file, FILE);
}

/// The first error of a broken variant of [`MADE_UP`].
fn broken(from: &str, to: &str) -> LoadErrors {
    assert!(MADE_UP.contains(from), "{from}");
    let text = MADE_UP.replacen(from, to, 1);
    data().with_players_aid(FILE, &text).unwrap_err()
}

fn line_of(text: &str, needle: &str) -> u64 {
    let index = text.lines().position(|l| l.contains(needle)).unwrap();
    u64::try_from(index).unwrap() + 1
}

#[test]
fn an_unknown_field_is_refused_at_its_line() {
    let errors = broken(
        "        then: draw",
        "        then: draw\n        colour: red",
    );
    let error = &errors.0[0];
    assert_eq!(error.file, FILE);
    let text = MADE_UP.replacen(
        "        then: draw",
        "        then: draw\n        colour: red",
        1,
    );
    assert_eq!(error.pos.line, line_of(&text, "colour: red"), "{errors}");
    assert!(error.pos.column > 0);
    assert!(error.message.contains("unknown field `colour`"), "{errors}");
    assert!(
        errors.to_string().starts_with(&format!("{FILE}:")),
        "{errors}"
    );
}

#[test]
fn an_arrow_to_a_missing_box_is_refused_at_its_box() {
    let errors = broken(
        "        no: { node: rally }",
        "        no: { node: ralley }",
    );
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "arjuna[0].nodes[0]");
    assert_eq!(error.pos.line, line_of(MADE_UP, "id: jailed"), "{errors}");
    assert!(error.message.contains("`ralley`"), "{errors}");
}

#[test]
fn a_column_the_faction_does_not_have_is_refused_at_its_line() {
    // In priorities: Congress has no Place Cubes column (8.4.1).
    let errors = broken("    column: place_protests", "    column: place_cubes");
    let error = &errors.0[0];
    assert_eq!(error.path, "priorities[0].column");
    assert_eq!(
        error.pos.line,
        line_of(MADE_UP, "faction: congress"),
        "{errors}"
    );
    assert!(error.message.contains("8.4.1"), "{errors}");
    // On a card: H is Congress's, whose table has no March column.
    let errors = broken("        column: place_activists", "        column: march");
    let error = &errors.0[0];
    assert_eq!(error.path, "arjuna[0].nodes[1]");
    assert_eq!(error.pos.line, line_of(MADE_UP, "id: rally"), "{errors}");
    assert!(error.message.contains("`march` column (8.4.1)"), "{errors}");
    // Nor an Operation or a Special Activity it does not have (3.1, 4.1).
    let errors = broken("        operation: rally", "        operation: deploy");
    assert!(errors.0[0].message.contains("(3.1)"), "{errors}");
    let errors = broken("special: negotiate", "special: govern");
    assert_eq!(errors.0[0].pos.line, line_of(MADE_UP, "id: specials"));
    assert!(errors.0[0].message.contains("(4.1)"), "{errors}");
}

#[test]
fn a_move_column_is_read_with_its_keep_rows() {
    use gandhi_validator::components::{KeepCount, KeepWord};
    let merged = data().with_players_aid(FILE, MADE_UP).unwrap();
    let fact = merged.np_aid.move_column(Faction::MuslimLeague).unwrap();
    assert_eq!(fact.provenance, players());
    assert!(fact.value.complete);
    let keep = &fact.value.keep;
    assert_eq!(keep.len(), 2);
    assert_eq!(keep[0].count, KeepCount::Word(KeepWord::Population));
    assert_eq!(keep[0].filters, vec![Row::Muslim]);
    assert_eq!(keep[1].count, KeepCount::Number(2));
    assert_eq!(keep[1].of, Some(Piece::LeagueActivist));
    assert!(merged.np_aid.move_column(Faction::Raj).is_none());
}

#[test]
fn a_keep_row_comparing_spaces_is_refused_at_its_column() {
    // "Most" compares candidates; a keep row judges each origin alone (8.4.2).
    let errors = broken("where: [muslim] }", "where: [{ most: cubes }] }");
    let error = &errors.0[0];
    assert_eq!(error.path, "moves[0].keep[0].where");
    assert_eq!(
        error.pos.line,
        line_of(MADE_UP, "faction: muslim_league"),
        "{errors}"
    );
    assert!(error.message.contains("8.4.2"), "{errors}");
    // A count that is neither a number nor `population` is refused.
    let errors = broken("count: population", "count: half");
    assert_eq!(errors.0[0].file, FILE);
    assert_eq!(
        errors.0[0].pos.line,
        line_of(MADE_UP, "count: population"),
        "{errors}"
    );
    assert!(errors.0[0].message.contains("`population`"), "{errors}");
}

#[test]
fn a_file_without_its_closing_line_is_refused_after_its_last_line() {
    let text = MADE_UP.replace("end: end of non-player aid\n", "");
    let errors = data().with_players_aid(FILE, &text).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    let error = &errors.0[0];
    assert_eq!(error.path, "end");
    assert_eq!(
        error.pos.line,
        u64::try_from(text.lines().count()).unwrap() + 1
    );
    assert!(
        error.message.contains("end: end of non-player aid"),
        "{errors}"
    );
}

#[test]
fn slots_and_entries_given_twice_and_railway_slots_are_refused() {
    let errors = broken(
        "  - { region: 4, slot: 1, space: bihar }",
        "  - { region: 1, slot: 1, space: bihar }",
    );
    assert!(
        errors.0[0].message.contains("1-1 is given twice"),
        "{errors}"
    );
    let errors = broken(
        "  - { region: 4, slot: 1, space: bihar }",
        "  - { region: 4, slot: 1, space: rail_bombay }",
    );
    assert!(errors.0[0].message.contains("Railways"), "{errors}");
    let errors = broken("  - card: SS", "  - card: H");
    assert!(errors.0[0].message.contains("given twice"), "{errors}");
}

#[test]
fn another_kind_of_file_is_named() {
    let errors = data()
        .with_players_aid(FILE, "format: gandhi-moderator cards\nversion: 1\n")
        .unwrap_err();
    assert_eq!(errors.0[0].pos.line, 1);
    assert!(errors.0[0].message.contains("cards"), "{errors}");
}

/// The complete format illustration in `docs/arjuna.md` (placeholder
/// content) is a file this build reads.
#[test]
fn the_documented_illustration_reads() {
    let doc = include_str!("../../../../docs/arjuna.md");
    let section = doc
        .find("## A whole file, as a format illustration")
        .expect("docs/arjuna.md holds a whole file as an illustration");
    let start = section
        + doc[section..]
            .find("```yaml\nformat: gandhi-moderator non-player aid")
            .unwrap();
    let body = &doc[start + "```yaml\n".len()..];
    let text = &body[..body.find("```").unwrap()];
    let aid = PlayersAid::load(&data(), "docs/arjuna.md", text).unwrap_or_else(|e| panic!("{e}"));
    assert!(aid.counts().faces >= 1 && aid.counts().columns >= 1 && aid.counts().slots >= 1);
}

#[test]
fn a_columns_key_is_the_name_files_give_it() {
    for faction in Faction::ALL {
        for column in Column::of(faction) {
            let read: Column = serde_saphyr::from_str(column.key()).unwrap();
            assert_eq!(read, *column);
        }
    }
}

// ---- Writing the file ----------------------------------------------------

/// A players' file with every kind of entry, box, condition, row and arrow
/// the format has. Every value in it is made up for this test (boxes, rows,
/// steps, slots, the notes of its sources): it exercises the format and is
/// not read off any real card or aid sheet. The card letters are filled in
/// from `data/arjuna.yaml` by [`rich`]. The entries are deliberately out of
/// the order the writer uses, and some defaults are spelt out.
const RICH: &str = r#"# Made up for this test; not the content of any real card or aid.
format: gandhi-moderator non-player aid
version: 1
random_spaces:
  - { region: 4, slot: 1, space: bihar }
  - { region: 1, slot: 1, space: delhi }
  - { region: 6, slot: 6, space: mysore }
  - { region: 1, slot: 2, space: east_bengal }
priorities:
  - faction: revolutionaries
    column: march
    rows: [{ has: guerrillas_underground }, city, { lacks: troops }]
    complete: false
  - faction: congress
    column: place_protests
    rows: [not_active_opposition, pop_2, non_muslim, { most: { pieces: congress_activists } }, { least: support }]
    complete: true
  - faction: raj
    column: sweep
    rows: [city, province, state, railway, non_railway, muslim, pop_1, protest, no_protest, unrest, no_unrest]
    source: { rulebook: "8.4.1", note: "made-up note for this test" }
  - faction: raj
    column: place_cubes
    rows: [raj_control, no_raj_control, support, opposition, neutral, active_opposition, active_support, not_active_support, muslim_state, gandhi]
  - faction: muslim_league
    column: place_muslim_states
    rows: []
    complete: false
  - faction: congress
    column: remove_or_replace
    rows: [{ most: opposition }, { most: population }, { most: cubes }, { least: guerrillas }, { least: activists }, { most: unrest }]
    source: { deduced: "made up for this test" }
moves:
  - faction: revolutionaries
    keep:
      - { count: 1, of: guerrillas_underground, where: [{ has: revolutionaries_bases }, non_railway] }
    source: { provisional: "made up for this test" }
  - faction: muslim_league
    keep: [{ count: population, where: [muslim] }, { count: 2, of: league_activists }, { count: 0 }]
  - faction: raj
    keep: []
    complete: false
arjuna:
  - card: <REVS_BACK>
    partial: true
    nodes:
      - id: first
        check: { spaces: { where: [city, { has: guerrillas_underground }, { lacks: troops }, { most: guerrillas }, { least: { pieces: sepoys } }], at_least: 2 } }
        yes: draw
        no: stop
  - card: <REVS>
    partial: false
    nodes:
      - id: "2"
        check:
          any:
            - crisis
            - { track: { track: unity, at_least: 1, at_most: 4 } }
            - not: { all: [gandhi_in_jail, { available: { piece: revolutionaries_bases, at_least: 1 } }] }
            - all:
                - any: [{ track: { track: restraint, at_most: 2 } }, { spaces: { where: [unrest] } }]
                - { available: { piece: guerrillas_underground, at_least: 3 } }
        yes: { node: "after, the check" }
        no: flip
      - id: "after, the check"
        operation: unrest
        column: place_unrest
        activation: 0
        steps:
          - "1. Place: two pieces # not a comment"
          - "★ ✓ \"quoted\" and 'single'"
          - "a made-up step long enough to be folded by the writer, since it runs well past eighty characters in all"
          - "yes"
          - "- starts with a dash"
          - "two lines\nthe second one"
          - "first\n\n  indented after a blank line\n"
          - "  leading spaces"
          - "trailing space "
          - ""
          - "8.7"
        then: { node: "yes" }
      - id: "yes"
        specials:
          - special: assassinate
            when: { all: [{ not: gandhi_in_jail }, { available: { piece: revolutionaries_bases } }] }
            column: remove_or_replace
          - { special: infiltrate, when: crisis, actions: [place_base], column: place_bases }
          - { special: aid }
        then: { node: march }
      - id: march
        operation: march
        column: march
        activation: 3
        then: stop
  - card: <CONGRESS>
    source: { rulebook: "8.7", note: "made-up note for this test" }
    nodes:
      - id: jailed
        check: gandhi_in_jail
        yes: { node: specials }
        no: { node: rally }
      - id: rally
        operation: rally
        column: place_activists
        then: { node: specials }
      - id: specials
        specials:
          - { special: negotiate, actions: [release_gandhi, remove_muslim_state] }
          - { special: satyagraha, actions: [move_gandhi, place_activist, remove_unrest], column: move_or_release_gandhi }
          - { special: persuade, actions: [activate_guerrillas, remove_adversary] }
        then: draw
end: end of non-player aid
"#;

/// The first card of a Faction, as `data/arjuna.yaml` letters it.
fn first_card(data: &GameData, faction: Faction) -> gandhi_validator::components::ArjunaId {
    data.arjuna.of(faction).next().unwrap()
}

fn letters(data: &GameData, faction: Faction, face: Face) -> String {
    let card = first_card(data, faction);
    data.arjuna.card(card).unwrap().letters(face).to_owned()
}

/// [`RICH`] with the letters of real cards from `data/arjuna.yaml`.
fn rich(data: &GameData) -> String {
    RICH.replace(
        "<REVS_BACK>",
        &letters(data, Faction::Revolutionaries, Face::Back),
    )
    .replace(
        "<REVS>",
        &letters(data, Faction::Revolutionaries, Face::Front),
    )
    .replace("<CONGRESS>", &letters(data, Faction::Congress, Face::Front))
}

/// Loads a written file back, failing with the text on a problem.
fn reload(data: &GameData, text: &str) -> PlayersAid {
    PlayersAid::load(data, FILE, text).unwrap_or_else(|e| panic!("{e}\n---\n{text}"))
}

#[test]
fn a_rich_file_is_written_and_reads_back_equal() {
    let data = data();
    let aid = reload(&data, &rich(&data));
    assert_eq!(
        aid.counts(),
        AidCounts {
            faces: 3,
            columns: 6,
            slots: 4,
            moves: 3,
        }
    );
    let text = aid.to_yaml(&data);
    let back = reload(&data, &text);
    assert_eq!(back.aid, aid.aid, "{text}");
    assert_eq!(back.slots, aid.slots, "{text}");
    assert_eq!(back, aid);
    // Written twice, the same text; written again after reading, too.
    assert_eq!(aid.to_yaml(&data), text);
    assert_eq!(back.to_yaml(&data), text);

    // The shape: a comment, the header, the sections in order, the end.
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("# "), "{text}");
    assert_eq!(lines[1], "format: gandhi-moderator non-player aid");
    assert_eq!(lines[2], "version: 1");
    assert_eq!(lines.last(), Some(&"end: end of non-player aid"));
    assert!(text.ends_with('\n'));
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("`{needle}` missing:\n{text}"))
    };
    assert!(at("\nrandom_spaces:\n") < at("\npriorities:\n"));
    assert!(at("\npriorities:\n") < at("\nmoves:\n"));
    assert!(at("\nmoves:\n") < at("\narjuna:\n"));
    // Defaults are left out.
    for default in [
        "complete: true",
        "partial: false",
        "at_least: 1\n",
        "keep: []",
    ] {
        assert!(!text.contains(default), "`{default}` written:\n{text}");
    }
    // Only the entries that had a source have one.
    assert_eq!(text.matches("source:").count(), 4, "{text}");
    assert!(text.contains(r#"source: {rulebook: "8.7", note: made-up note for this test}"#));
    assert!(text.contains(r#"source: {rulebook: "8.4.1", note: made-up note for this test}"#));
}

#[test]
fn the_written_file_is_sorted() {
    let data = data();
    let aid = reload(&data, &rich(&data));
    let text = aid.to_yaml(&data);
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("`{needle}` missing:\n{text}"))
    };
    // Slots by region then slot.
    assert!(at("region: 1, slot: 1,") < at("region: 1, slot: 2,"));
    assert!(at("region: 1, slot: 2,") < at("region: 4, slot: 1,"));
    assert!(at("region: 4, slot: 1,") < at("region: 6, slot: 6,"));
    let slots: Vec<(u8, u8)> = aid.slots.iter().map(|(r, s, _)| (*r, *s)).collect();
    assert_eq!(slots, vec![(1, 1), (1, 2), (4, 1), (6, 6)]);
    // Columns by Faction, then left to right on its table (8.4.1).
    let order = [
        "faction: raj\n    column: place_cubes",
        "faction: raj\n    column: sweep",
        "faction: congress\n    column: remove_or_replace",
        "faction: congress\n    column: place_protests",
        "faction: muslim_league\n    column: place_muslim_states",
        "faction: revolutionaries\n    column: march",
    ];
    for pair in order.windows(2) {
        assert!(at(pair[0]) < at(pair[1]), "{pair:?}\n{text}");
    }
    // Move Priorities columns by Faction.
    let moves = &text[at("\nmoves:\n")..at("\narjuna:\n")];
    let raj = moves.find("faction: raj").unwrap();
    let league = moves.find("faction: muslim_league").unwrap();
    let revs = moves.find("faction: revolutionaries").unwrap();
    assert!(raj < league && league < revs, "{moves}");
    // Sides by card (the order of data/arjuna.yaml), the face-up side first.
    let card = |faction, face| at(&format!("- card: {}\n", letters(&data, faction, face)));
    assert!(card(Faction::Congress, Face::Front) < card(Faction::Revolutionaries, Face::Front));
    assert!(
        card(Faction::Revolutionaries, Face::Front) < card(Faction::Revolutionaries, Face::Back)
    );
    // The order of rows and boxes is kept: it is what they say.
    let revs = first_card(&data, Faction::Revolutionaries);
    let side = &back_face(&aid, revs, Face::Front).nodes;
    let ids: Vec<&str> = side.iter().map(|n| n.id.as_str()).collect();
    assert_eq!(ids, ["2", "after, the check", "yes", "march"]);
}

fn back_face(
    aid: &PlayersAid,
    card: gandhi_validator::components::ArjunaId,
    face: Face,
) -> CardFace {
    aid.aid.face(card, face).unwrap().value.clone()
}

#[test]
fn every_kind_of_entry_reads_back_as_written() {
    use gandhi_validator::components::{KeepCount, KeepWord, Measure};
    let data = data();
    let aid = reload(&data, &rich(&data));
    let back = reload(&data, &aid.to_yaml(&data));
    // Sources: the players' entries are theirs; a given source stays.
    let column = |faction, column| back.aid.column(faction, column).unwrap();
    assert_eq!(
        column(Faction::Revolutionaries, Column::March).provenance,
        Provenance::Players {
            file: FILE.to_owned()
        }
    );
    assert_eq!(
        column(Faction::Raj, Column::Sweep).provenance.kind(),
        "rulebook"
    );
    assert_eq!(
        column(Faction::Congress, Column::RemoveOrReplace)
            .provenance
            .kind(),
        "deduced"
    );
    assert_eq!(
        back.aid
            .move_column(Faction::Revolutionaries)
            .unwrap()
            .provenance
            .kind(),
        "provisional"
    );
    let congress = first_card(&data, Faction::Congress);
    assert_eq!(
        back.aid
            .face(congress, Face::Front)
            .unwrap()
            .provenance
            .kind(),
        "rulebook"
    );
    // Rows, complete or not.
    let protests = column(Faction::Congress, Column::PlaceProtests);
    assert!(protests.value.1);
    assert_eq!(
        protests.value.0[3],
        Row::Most(Measure::Pieces(Piece::CongressActivist))
    );
    assert!(
        !column(Faction::MuslimLeague, Column::PlaceMuslimStates)
            .value
            .1
    );
    // Keep rows.
    let keep = &back
        .aid
        .move_column(Faction::MuslimLeague)
        .unwrap()
        .value
        .keep;
    assert_eq!(keep[0].count, KeepCount::Word(KeepWord::Population));
    assert_eq!(keep[2].count, KeepCount::Number(0));
    assert!(!back.aid.move_column(Faction::Raj).unwrap().value.complete);
    // Conditions, arrows and strings that need quoting.
    let revs = first_card(&data, Faction::Revolutionaries);
    let side = back_face(&back, revs, Face::Front);
    assert!(!side.partial);
    let Some(CardCondition::Any(any)) = &side.nodes[0].check else {
        panic!("{:?}", side.nodes[0].check);
    };
    assert_eq!(any.len(), 4);
    assert!(matches!(any[2], CardCondition::Not(_)));
    assert_eq!(
        side.nodes[0].yes,
        Some(Next::Node("after, the check".to_owned()))
    );
    assert_eq!(side.nodes[0].no, Some(Next::Flip));
    assert_eq!(side.nodes[1].activation, Some(0));
    assert_eq!(side.nodes[1].steps.len(), 11);
    assert_eq!(side.nodes[1].steps[5], "two lines\nthe second one");
    assert_eq!(
        side.nodes[1].steps[6],
        "first\n\n  indented after a blank line\n"
    );
    assert_eq!(side.nodes[1].steps[9], "");
    assert_eq!(side.nodes[2].specials.len(), 3);
    assert!(side.nodes[2].specials[0].when.is_some());
    let back_side = back_face(&back, revs, Face::Back);
    assert!(back_side.partial);
    assert_eq!(back_side.nodes[0].yes, Some(Next::Draw));
    assert_eq!(back_side.nodes[0].no, Some(Next::Stop));
}

#[test]
fn an_empty_file_is_written_with_its_header_and_end_only() {
    let data = data();
    let aid = PlayersAid::empty(FILE);
    assert_eq!(aid.file, FILE);
    assert_eq!(aid.counts(), AidCounts::default());
    let text = aid.to_yaml(&data);
    assert_eq!(text.lines().count(), 4, "{text}");
    assert_eq!(reload(&data, &text), aid);
    assert!(aid.check(&data).is_ok());
}

#[test]
fn the_documented_illustration_is_written_back_equal() {
    let doc = include_str!("../../../../docs/arjuna.md");
    let section = doc
        .find("## A whole file, as a format illustration")
        .unwrap();
    let start = section
        + doc[section..]
            .find("```yaml\nformat: gandhi-moderator non-player aid")
            .unwrap();
    let body = &doc[start + "```yaml\n".len()..];
    let text = &body[..body.find("```").unwrap()];
    let data = data();
    let aid = reload(&data, text);
    let written = aid.to_yaml(&data);
    assert_eq!(reload(&data, &written), aid, "{written}");
}

// ---- Editing one entry at a time ------------------------------------------

/// A made-up card side for the editing tests: one box, not a real card's.
fn made_up_side(then: Next, partial: bool) -> CardFace {
    use gandhi_validator::components::CardNode;
    CardFace {
        nodes: vec![CardNode {
            id: "only".to_owned(),
            check: Some(CardCondition::Crisis),
            yes: Some(then),
            no: Some(Next::Stop),
            ..CardNode::default()
        }],
        partial,
    }
}

#[test]
fn the_editing_methods_replace_and_remove_one_entry() {
    use gandhi_validator::components::{KeepCount, KeepRow};
    let data = data();
    let space = |key| data.map.by_key(key).unwrap();
    let mut aid = PlayersAid::empty(FILE);
    let congress = first_card(&data, Faction::Congress);
    let revs = first_card(&data, Faction::Revolutionaries);

    // Slots (made up): added in any order, kept sorted, replaced by key.
    aid.set_slot(5, 2, space("mysore"));
    aid.set_slot(1, 3, space("delhi"));
    aid.set_slot(5, 2, space("bihar"));
    assert_eq!(
        aid.slots,
        vec![(1, 3, space("delhi")), (5, 2, space("bihar"))]
    );
    assert!(aid.remove_slot(1, 3));
    assert!(!aid.remove_slot(1, 3));
    assert_eq!(aid.slots, vec![(5, 2, space("bihar"))]);

    // Columns (made-up rows): replaced by Faction and column.
    aid.set_column(
        Faction::Congress,
        Column::PlaceProtests,
        vec![Row::City],
        false,
    );
    aid.set_column(
        Faction::Congress,
        Column::PlaceProtests,
        vec![Row::Pop2, Row::Has(Piece::Gandhi)],
        true,
    );
    aid.set_column(Faction::Raj, Column::Sweep, vec![Row::Railway], true);
    assert_eq!(aid.counts().columns, 2);
    let protests = aid
        .aid
        .column(Faction::Congress, Column::PlaceProtests)
        .unwrap();
    assert_eq!(
        protests.value,
        (vec![Row::Pop2, Row::Has(Piece::Gandhi)], true)
    );
    assert_eq!(
        protests.provenance,
        Provenance::Players {
            file: FILE.to_owned()
        }
    );
    assert!(aid.remove_column(Faction::Raj, Column::Sweep));
    assert!(!aid.remove_column(Faction::Raj, Column::Sweep));

    // Move Priorities columns (made-up keep rows): replaced by Faction.
    let keep = |count| KeepRow {
        count: KeepCount::Number(count),
        of: None,
        filters: vec![Row::Protest],
    };
    aid.set_move_column(Faction::Raj, vec![keep(1)], false);
    aid.set_move_column(Faction::Raj, vec![keep(2), keep(3)], true);
    aid.set_move_column(Faction::MuslimLeague, Vec::new(), false);
    let raj = &aid.aid.move_column(Faction::Raj).unwrap().value;
    assert_eq!(raj.keep, vec![keep(2), keep(3)]);
    assert!(raj.complete);
    assert!(aid.remove_move_column(Faction::MuslimLeague));
    assert!(!aid.remove_move_column(Faction::MuslimLeague));

    // Card sides (made-up boxes): replaced by card and side.
    aid.set_side(congress, Face::Front, made_up_side(Next::Draw, true));
    aid.set_side(congress, Face::Front, made_up_side(Next::Flip, false));
    aid.set_side(revs, Face::Back, made_up_side(Next::Stop, true));
    aid.set_side(revs, Face::Front, made_up_side(Next::Stop, false));
    assert_eq!(aid.counts().faces, 3);
    let side = aid.aid.face(congress, Face::Front).unwrap();
    assert_eq!(side.value, made_up_side(Next::Flip, false));
    assert!(aid.remove_side(revs, Face::Front));
    assert!(!aid.remove_side(revs, Face::Front));

    assert_eq!(
        aid.counts(),
        AidCounts {
            faces: 2,
            columns: 1,
            slots: 1,
            moves: 1,
        }
    );
    // The result is a file the program reads back as it was.
    assert!(aid.check(&data).is_ok());
    let text = aid.to_yaml(&data);
    assert_eq!(reload(&data, &text), aid, "{text}");
}

#[test]
fn an_entry_set_over_a_sourced_one_becomes_the_players() {
    let data = data();
    let mut aid = reload(&data, &rich(&data));
    let congress = first_card(&data, Faction::Congress);
    assert_eq!(
        aid.aid
            .face(congress, Face::Front)
            .unwrap()
            .provenance
            .kind(),
        "rulebook"
    );
    aid.set_side(congress, Face::Front, made_up_side(Next::Stop, false));
    aid.set_column(Faction::Raj, Column::Sweep, vec![Row::City], true);
    let text = aid.to_yaml(&data);
    let back = reload(&data, &text);
    assert_eq!(back, aid);
    assert_eq!(
        back.aid
            .face(congress, Face::Front)
            .unwrap()
            .provenance
            .kind(),
        "players"
    );
    assert_eq!(text.matches("source:").count(), 2, "{text}");
}

#[test]
fn an_edit_the_loader_would_refuse_is_caught_before_saving() {
    let data = data();
    let mut aid = PlayersAid::empty(FILE);
    // Made up: the Raj's table has no Place Protests column (8.4.1).
    aid.set_column(Faction::Raj, Column::PlaceProtests, vec![Row::City], true);
    let errors = aid.check(&data).unwrap_err();
    assert!(errors.0[0].message.contains("8.4.1"), "{errors}");
    aid.remove_column(Faction::Raj, Column::PlaceProtests);
    // Made up: a Railway in a Random Spaces slot (8.1.2).
    aid.set_slot(2, 2, data.map.by_key("rail_bombay").unwrap());
    assert!(aid.check(&data).is_err());
    aid.remove_slot(2, 2);
    // Made up: an arrow to a box that is not on the side.
    let congress = first_card(&data, Faction::Congress);
    aid.set_side(
        congress,
        Face::Back,
        made_up_side(Next::Node("nowhere".to_owned()), false),
    );
    let errors = aid.check(&data).unwrap_err();
    assert!(errors.0[0].message.contains("`nowhere`"), "{errors}");
}

// ---- Counting sides --------------------------------------------------------

#[test]
fn sides_entered_counts_whole_sides_of_the_factions_cards() {
    let data = data();
    let per_faction = usize::from(data.arjuna.per_faction);
    let mut aid = PlayersAid::empty(FILE);
    for faction in Faction::ALL {
        assert_eq!(aid.sides_entered(&data, faction), (0, 2 * per_faction));
    }
    let congress: Vec<_> = data.arjuna.of(Faction::Congress).collect();
    // Made-up sides: two whole, one partial (not counted).
    aid.set_side(congress[0], Face::Front, made_up_side(Next::Stop, false));
    aid.set_side(congress[0], Face::Back, made_up_side(Next::Stop, false));
    aid.set_side(congress[1], Face::Back, made_up_side(Next::Stop, true));
    let revs = first_card(&data, Faction::Revolutionaries);
    aid.set_side(revs, Face::Front, made_up_side(Next::Stop, false));
    assert_eq!(
        aid.sides_entered(&data, Faction::Congress),
        (2, 2 * per_faction)
    );
    assert_eq!(
        aid.sides_entered(&data, Faction::Revolutionaries),
        (1, 2 * per_faction)
    );
    assert_eq!(aid.sides_entered(&data, Faction::Raj), (0, 2 * per_faction));
    // The rich file: one whole Congress side; one whole and one partial
    // Revolutionaries side.
    let rich = reload(&data, &rich(&data));
    assert_eq!(rich.sides_entered(&data, Faction::Congress).0, 1);
    assert_eq!(rich.sides_entered(&data, Faction::Revolutionaries).0, 1);
    assert_eq!(rich.sides_entered(&data, Faction::MuslimLeague).0, 0);
}
