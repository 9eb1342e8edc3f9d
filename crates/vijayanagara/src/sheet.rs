//! The board as a table enters it from its own copy (`coin_table::
//! BoardSheet`): each space's kind, a Province's Prosperity (1 or 2,
//! 1.3.1) and which spaces are adjacent (1.3.5), filled in from the data;
//! and a sheet written as the table's own board file, whose facts are then
//! the table's and which is checked against everything the rulebook makes
//! certain when it is read back (`Data::with_board`).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use coin_table::{BoardSheet, SheetNumber, SheetSpace};

use crate::data::{BOARD_FORMAT, Data};
use crate::events::quoted;
use crate::ids::SpaceKind;

/// The key of the number a Province carries.
const PROSPERITY: &str = "prosperity";

/// The board of the data as a sheet: each space with its kind, its
/// Prosperity and whether any fact of it is provisional, and the adjacent
/// pairs.
pub fn board_sheet(data: &Data) -> BoardSheet {
    let board = &data.board;
    let mut unsure: BTreeSet<usize> = BTreeSet::new();
    let mut adjacent = BTreeSet::new();
    for pair in &board.adjacent {
        let (a, b) = pair.value;
        if pair.source.is_provisional() {
            unsure.extend([a, b]);
        }
        if let (Some(a), Some(b)) = (board.spaces.get(a), board.spaces.get(b)) {
            let (a, b) = (a.key.clone(), b.key.clone());
            adjacent.insert(if a <= b { (a, b) } else { (b, a) });
        }
    }
    let spaces = board
        .spaces
        .iter()
        .enumerate()
        .map(|(i, space)| {
            let provisional = space.kind.source.is_provisional()
                || space
                    .prosperity
                    .as_ref()
                    .is_some_and(|p| p.source.is_provisional());
            SheetSpace {
                key: space.key.clone(),
                kind: space.kind.value.key().to_owned(),
                number: space.prosperity.as_ref().map(|p| i64::from(p.value)),
                at: (space.at.0 / 1000.0, space.at.1 / 1000.0),
                unsure: provisional || unsure.contains(&i),
            }
        })
        .collect();
    BoardSheet {
        spaces,
        adjacent,
        kinds: SpaceKind::ALL.iter().map(|k| k.key().to_owned()).collect(),
        number: Some(SheetNumber {
            key: PROSPERITY.to_owned(),
            kinds: vec![SpaceKind::Province.key().to_owned()],
            least: 1,
            most: 2,
        }),
    }
}

/// A sheet written as the table's own board file: every fact the table's,
/// the spaces named as the data names them (their keys where it does not).
pub fn sheet_text(data: &Data, sheet: &BoardSheet) -> String {
    let mut out = String::from(
        "# The board of Vijayanagara as this table entered it from its own copy\n\
         # of the game: every fact here is the table's. The program checks it\n\
         # against everything the rulebook makes certain each time it reads it.\n\n",
    );
    let _ = writeln!(out, "format: {BOARD_FORMAT}\nversion: 1\n\nspaces:");
    for space in &sheet.spaces {
        let name = data
            .board
            .index(&space.key)
            .and_then(|i| data.board.spaces.get(i))
            .map_or(space.key.as_str(), |s| s.name.as_str());
        let _ = writeln!(out, "  - key: {}", quoted(&space.key));
        let _ = writeln!(out, "    name: {}", quoted(name));
        let _ = writeln!(out, "    kind: {{ value: {} }}", quoted(&space.kind));
        if let Some(number) = space.number {
            let _ = writeln!(out, "    {PROSPERITY}: {{ value: {number} }}");
        }
        let (x, y) = space.at;
        let _ = writeln!(
            out,
            "    at: [{}, {}]",
            (x * 1000.0).round(),
            (y * 1000.0).round()
        );
    }
    out += "\nadjacent:\n";
    for (a, b) in &sheet.adjacent {
        let _ = writeln!(out, "  - {{ pair: [{}, {}] }}", quoted(a), quoted(b));
    }
    let _ = writeln!(out, "\nend: {BOARD_FORMAT}");
    out
}
