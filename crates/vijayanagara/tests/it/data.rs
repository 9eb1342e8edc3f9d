//! The bundled data and a table's own board, against what the rulebook
//! makes certain (1.3, 1.4, 2.1).

use coin_table::Source;
use vijayanagara::{Faction, Kind, SpaceKind, check, victory};

use crate::{bundled, start};

#[test]
fn the_bundled_board_keeps_every_certainty_of_the_rulebook() {
    let data = bundled();
    assert_eq!(data.certain.broken_by(&data.board), Vec::new());
    // The rulebook names fifteen spaces: Delhi, the two Mongol Invasion
    // Regions (1.3.2) and twelve Provinces (2.1, 1.3.5).
    assert_eq!(data.board.spaces.len(), 15);
    assert_eq!(data.board.provinces().len(), 12);
    assert_eq!(data.certain.spaces.len(), 15);
    // Every fact says where it comes from; a Prosperity the rulebook does
    // not give is provisional, never presented as the rulebook's.
    for space in &data.board.spaces {
        if let Some(p) = &space.prosperity {
            assert!(p.source.is_provisional(), "{}: {}", space.key, p.source);
        }
    }
    assert!(matches!(
        data.certain.prosperity_total.source,
        Source::Deduced { .. }
    ));
    assert_eq!(data.certain.prosperity_total.value, 18);
    // 1.3.5: Gondwana and Andhra adjacent, Madhyadesh and Orissa too;
    // Jaunpur and Punjab not; 1.3.6: the Vindhya Range keeps Malwa from
    // Gondwana and Madhyadesh from Jaunpur.
    let at = |k: &str| data.board.index(k).unwrap();
    assert!(data.board.adjacent(at("gondwana"), at("andhra")));
    assert!(data.board.adjacent(at("madhyadesh"), at("orissa")));
    assert!(!data.board.adjacent(at("jaunpur"), at("punjab")));
    assert!(!data.board.adjacent(at("malwa"), at("gondwana")));
    assert!(!data.board.adjacent(at("madhyadesh"), at("jaunpur")));
}

/// 2.1: the set-up places every piece the game has (1.4), the Sultanate's
/// victory marker at 18 and the others' at 0, and breaks nothing.
#[test]
fn section_2_1_the_set_up_places_every_piece_and_breaks_nothing() {
    let (data, state) = start();
    assert_eq!(check(&data, &state), Vec::new());
    assert_eq!(victory(&data, &state), [18, 0, 0]);
    assert!(
        matches!(&data.setup.source, Source::Rulebook { section, .. } if section.to_string() == "2.1"),
        "{}",
        data.setup.source
    );
    assert_eq!(state.resources, [12, 6, 7]);
    assert_eq!(state.influence, [0, 0]);
    assert_eq!(state.on_map(Kind::Troop), 22);
    assert_eq!(state.on_map(Kind::Amir), 8);
    assert_eq!(state.on_map(Kind::Raja), 6);
    assert_eq!(state.on_map(Kind::Tributary), 12);
    for province in data.board.provinces() {
        assert!(state.is_tributary(province));
    }
    // The Deccan Influence tracks hold four Amirs and eight Rajas (2.1).
    let track = |f| state.holdings[vijayanagara::Holding::Track(f).index()];
    assert_eq!(track(Faction::Bahmani)[Kind::Amir.index()], 4);
    assert_eq!(track(Faction::Vijayanagara)[Kind::Raja.index()], 8);
    assert!(
        data.board
            .spaces
            .iter()
            .filter(|s| s.kind.value != SpaceKind::Province)
            .all(|s| s.prosperity.is_none())
    );
}

/// A table's board as the bundled one, every fact the table's own.
fn table_board(data: &vijayanagara::Data) -> String {
    let mut text = String::from("format: vijayanagara board\nversion: 1\nspaces:\n");
    for s in &data.board.spaces {
        text += &format!(
            "  - {{ key: {}, name: {}, kind: {{ value: {} }}, {}at: [{}, {}] }}\n",
            s.key,
            s.name,
            s.kind.value.key(),
            s.prosperity
                .as_ref()
                .map(|p| format!("prosperity: {{ value: {} }}, ", p.value))
                .unwrap_or_default(),
            s.at.0,
            s.at.1
        );
    }
    text += "adjacent:\n";
    for pair in &data.board.adjacent {
        let (a, b) = pair.value;
        text += &format!(
            "  - {{ pair: [{}, {}] }}\n",
            data.board.spaces[a].key, data.board.spaces[b].key
        );
    }
    text + "end: vijayanagara board\n"
}

#[test]
fn a_tables_own_board_replaces_the_bundled_one_and_its_facts_are_the_tables() {
    let data = bundled();
    let text = table_board(&data).replace(
        "key: orissa, name: Orissa, kind: { value: province }, prosperity: { value: 1 }",
        "key: orissa, name: Orissa, kind: { value: province }, prosperity: { value: 2 }",
    );
    // Orissa at 2 breaks the total of 18 unless another Province gives one
    // back: Gujarat to 1.
    let text = text.replace(
        "key: gujarat, name: Gujarat, kind: { value: province }, prosperity: { value: 2 }",
        "key: gujarat, name: Gujarat, kind: { value: province }, prosperity: { value: 1 }",
    );
    let own = data
        .with_board(("vijayanagara/board.yaml", &text))
        .unwrap_or_else(|e| panic!("{e}"));
    let orissa = own.board.index("orissa").unwrap();
    assert_eq!(own.board.prosperity(orissa), 2);
    assert_eq!(
        own.board.spaces[orissa].prosperity.as_ref().unwrap().source,
        Source::Table {
            file: "vijayanagara/board.yaml".to_owned()
        }
    );
    // The set-up still adds up to 18.
    let state = vijayanagara::setup(&own, vijayanagara::SCENARIO).unwrap();
    assert_eq!(victory(&own, &state)[0], 18);
}

#[test]
fn a_tables_board_that_breaks_the_rulebook_is_refused_with_every_reason() {
    let data = bundled();
    let good = table_board(&data);
    let refused = |text: &str| -> String {
        data.with_board(("board.yaml", text))
            .map(|_| "read".to_owned())
            .unwrap_or_else(|e| e.to_string())
    };
    // Jaunpur joined to Punjab (1.3.5) and Malwa to Gondwana (1.3.6).
    let joined = good.replace(
        "adjacent:\n",
        "adjacent:\n  - { pair: [jaunpur, punjab] }\n  - { pair: [malwa, gondwana] }\n",
    );
    let said = refused(&joined);
    assert!(
        said.contains("`jaunpur` and `punjab` are not adjacent by the rulebook (1.3.5)"),
        "{said}"
    );
    assert!(
        said.contains("`malwa` and `gondwana` are not adjacent by the rulebook (1.3.6)"),
        "{said}"
    );
    // Gondwana and Andhra kept apart (1.3.5).
    let apart = good.replace("  - { pair: [gondwana, andhra] }\n", "");
    assert!(
        refused(&apart).contains("`gondwana` and `andhra` are adjacent by the rulebook (1.3.5)")
    );
    // A Province the rulebook names left out, with its adjacencies.
    let lacking: String = good
        .lines()
        .filter(|l| !l.contains("tamilakam"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        refused(&lacking).contains("the board lacks `tamilakam`, which the rulebook names (2.1)")
    );
    // A space no path reaches.
    let lone = good.replace(
        "adjacent:\n",
        "  - { key: lanka, name: Lanka, kind: { value: province }, prosperity: { value: 1 }, at: [500, 990] }\nadjacent:\n",
    );
    let said = refused(&lone);
    assert!(
        said.contains("`lanka` cannot be reached from the other spaces (1.3.5)"),
        "{said}"
    );
    assert!(said.contains("adds up to 19, not 18"), "{said}");
    // A Prosperity of 3, and Delhi given one: refused with their places.
    let three = good.replace(
        "name: Malwa, kind: { value: province }, prosperity: { value: 2 }",
        "name: Malwa, kind: { value: province }, prosperity: { value: 3 }",
    );
    let said = refused(&three);
    assert!(said.contains("board.yaml:"), "{said}");
    assert!(
        said.contains("a Province's Prosperity is 1 or 2 (1.3.1)"),
        "{said}"
    );
    let kind = good.replace("kind: { value: delhi }", "kind: { value: capital }");
    assert!(refused(&kind).contains("no kind of space `capital`"));
    // A file cut short, or of another kind, is named as such.
    assert!(refused(&good.replace("end: vijayanagara board\n", "")).contains("cut short"));
    assert!(
        refused("format: table log\nversion: 1\n")
            .contains("expected `format: vijayanagara board`")
    );
}

/// 5.1's example: the Sultanate gains 3 points with no Mongol Invader left
/// in Delhi, none with three, and loses 3 with six or more.
#[test]
fn section_5_1_example_delhi_points_at_the_end() {
    let (data, mut state) = start();
    let delhi = data.board.index("delhi").unwrap();
    let mongols = vijayanagara::Kind::Mongol.index();
    for (left, points) in [(0, 3), (3, 0), (6, -3), (9, -3), (1, 2)] {
        state.spaces[delhi][mongols] = left;
        assert_eq!(
            vijayanagara::delhi_points(&data, &state),
            points,
            "{left} left"
        );
    }
}

/// 1.3, 1.3.5: the board a table enters on the sheet is written as its own
/// board file and read back the same, every fact the table's; a sheet that
/// breaks what the rulebook makes certain is refused with the reason.
#[test]
fn section_1_3_5_a_board_entered_on_the_sheet_reads_back_the_same() {
    use coin_table::Volume;
    let data = bundled();
    let v = vijayanagara::Vijayanagara;
    let mut sheet = v.board_sheet(&data).unwrap();
    assert_eq!(sheet.spaces.len(), data.board.spaces.len());
    assert!(sheet.spaces.iter().any(|s| s.unsure), "provisional facts");
    assert!(sheet.adjacent("gondwana", "andhra"));
    assert_eq!(sheet.unreachable(), Vec::<String>::new());
    // The table's corrections: Sindh's Prosperity 2, Malwa's 1, a pair
    // joined and one parted.
    sheet.set_number("sindh", 2);
    sheet.set_number("malwa", 1);
    sheet.set_number("delhi", 2);
    assert_eq!(sheet.space("delhi").unwrap().number, None, "Delhi has none");
    assert!(!sheet.toggle("gujarat", "rajput-kingdoms"));
    assert!(sheet.toggle("sindh", "malwa"));
    let (own, text) = v.sheet_file(&data, &sheet).unwrap();
    assert_eq!(own.key, "board");
    let (merged, count) = v
        .with_own_file(&data, own.key, ("vijayanagara/board.yaml", &text))
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(count, sheet.spaces.len());
    let back = v.board_sheet(&merged).unwrap();
    assert_eq!(back.adjacent, sheet.adjacent);
    for (a, b) in back.spaces.iter().zip(&sheet.spaces) {
        assert_eq!((&a.key, &a.kind, a.number), (&b.key, &b.kind, b.number));
        assert!(
            !a.unsure,
            "{}: the table's facts are not provisional",
            a.key
        );
    }
    let sindh = merged.board.index("sindh").unwrap();
    assert!(matches!(
        merged.board.spaces[sindh]
            .prosperity
            .as_ref()
            .unwrap()
            .source,
        coin_table::Source::Table { .. }
    ));
    // Parting a pair the rulebook joins (1.3.5) is refused, with why.
    let mut broken = sheet.clone();
    assert!(!broken.toggle("gondwana", "andhra"));
    let (_, text) = v.sheet_file(&data, &broken).unwrap();
    let refused = v
        .with_own_file(&data, "board", ("vijayanagara/board.yaml", &text))
        .unwrap_err()
        .to_string();
    assert!(
        refused.contains("gondwana") && refused.contains("1.3.5"),
        "{refused}"
    );
    // A space cut off from the rest is found on the sheet itself.
    let mut cut = sheet;
    for n in cut.neighbours("tamilakam") {
        cut.toggle("tamilakam", &n);
    }
    assert_eq!(cut.unreachable(), ["tamilakam"]);
}
