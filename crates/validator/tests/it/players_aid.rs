//! The players' own non-player aid file (`docs/arjuna.md`): read with the
//! players' provenance, merged over the bundled fragments, refused with the
//! line of the first thing wrong.
//!
//! Every card box, priority row and Random Spaces slot written here is made
//! up for the test. None of it is read off a real Arjuna card or aid sheet.

use gandhi_validator::data::arjuna::Face;
use gandhi_validator::data::np_aid::{CardFace, Column, Condition, Next, Row};
use gandhi_validator::data::players_aid::{AidCounts, PlayersAid};
use gandhi_validator::data::provenance::Provenance;
use gandhi_validator::data::yaml::LoadErrors;
use gandhi_validator::{Faction, GameData, Piece};

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
    assert_eq!(nodes[0].check, Some(Condition::GandhiInJail));
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
        Row::Most(gandhi_validator::data::np_aid::Measure::Population)
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
    use gandhi_validator::data::np_aid::{KeepCount, KeepWord};
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
