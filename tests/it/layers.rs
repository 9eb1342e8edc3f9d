//! The program's modules import one way too: no file imports from a file
//! that imports it, directly or around a circle (ARCHITECTURE.md, "Layers").

use std::path::Path;

#[path = "../../crates/validator/tests/it/common/imports.rs"]
mod imports;

#[test]
fn no_file_of_the_program_imports_from_one_that_imports_it() {
    let imports = imports::scan(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(
        imports.modules.len() > 10,
        "the scan sees the modules ({} found)",
        imports.modules.len()
    );
    let cycles = imports.cycles();
    assert!(
        cycles.is_empty(),
        "import cycles between the program's files:\n{}",
        imports.describe(&cycles)
    );
}
