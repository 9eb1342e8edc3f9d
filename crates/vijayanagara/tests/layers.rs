//! Vijayanagara's files import one way (ARCHITECTURE.md, "Layers"): every
//! file is in a layer, none imports from a higher layer or through a
//! re-export, and none imports from a file that imports it. The scanner is
//! the validator's.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

use std::path::Path;

#[path = "../../validator/tests/it/common/imports.rs"]
mod imports;

use imports::{Imports, Layers, layering_tests, read_layers};

fn vijayanagara() -> (Imports, Layers) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    read_layers(
        &root.join("src"),
        &root.join("../../ARCHITECTURE.md"),
        "Vijayanagara's layers",
        (5, 5),
    )
}

layering_tests!(vijayanagara, "Vijayanagara's");
