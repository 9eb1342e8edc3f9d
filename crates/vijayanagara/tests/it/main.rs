//! Vijayanagara's tests: its data against what the rulebook makes certain,
//! the checks of a position, and the volume through the table's contract.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

mod cards;
mod cases;
mod checks;
mod contract;
mod coverage;
mod data;
mod fidelity;
mod playout;

use vijayanagara::{Data, SCENARIO, State, setup};

/// The bundled data.
pub fn bundled() -> Data {
    Data::bundled().unwrap_or_else(|e| panic!("the bundled data reads:\n{e}"))
}

/// The set-up position of the bundled data.
pub fn start() -> (Data, State) {
    let data = bundled();
    let state = setup(&data, SCENARIO).unwrap();
    (data, state)
}

/// The index of a space of the bundled board.
pub fn space(data: &Data, key: &str) -> usize {
    data.board
        .index(key)
        .unwrap_or_else(|| panic!("no space `{key}`"))
}
