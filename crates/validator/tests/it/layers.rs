//! The validator's modules import one way: no file imports from a file
//! that imports it, directly or around a circle (ARCHITECTURE.md, "Layers").

use std::path::Path;

use crate::common::imports::scan;

#[test]
fn no_file_of_the_validator_imports_from_one_that_imports_it() {
    let imports = scan(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(
        imports.modules.len() > 40,
        "the scan sees the modules ({} found)",
        imports.modules.len()
    );
    let cycles = imports.cycles();
    assert!(
        cycles.is_empty(),
        "import cycles between the validator's files:\n{}",
        imports.describe(&cycles)
    );
}
