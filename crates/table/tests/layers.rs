//! The table's files import one way too (ARCHITECTURE.md, "Layers"): every
//! file is in a layer, none imports from a higher layer or through a
//! re-export, and none imports from a file that imports it. The scanner is
//! the validator's.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

use std::path::Path;

#[path = "../../validator/tests/it/common/imports.rs"]
mod imports;

use imports::{Imports, Layers, read_layers};

fn table() -> (Imports, Layers) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    read_layers(
        &root.join("src"),
        &root.join("../../ARCHITECTURE.md"),
        "The table's layers",
        (5, 3),
    )
}

#[test]
fn no_file_of_the_table_imports_from_one_that_imports_it() {
    table().0.assert_no_cycles("table's");
}

#[test]
fn every_file_of_the_table_is_in_a_layer() {
    let (imports, layers) = table();
    imports.assert_placed(&layers);
}

#[test]
fn no_file_of_the_table_imports_from_a_higher_layer() {
    let (imports, layers) = table();
    imports.assert_none_upward(&layers);
}

#[test]
fn no_file_of_the_table_imports_through_a_re_export() {
    table().0.assert_none_through_reexports();
}
