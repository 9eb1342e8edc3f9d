//! The program's modules import one way too (ARCHITECTURE.md, "Layers"):
//! every file is in a layer, none imports from a higher layer or through a
//! re-export, and none imports from a file that imports it.

use std::path::Path;

#[path = "../../crates/validator/tests/it/common/imports.rs"]
pub(crate) mod imports;

use imports::{Imports, Layers, layering_tests, read_layers, rust_files};

fn program() -> (Imports, Layers) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    read_layers(
        &root.join("src"),
        &root.join("ARCHITECTURE.md"),
        "The program's layers",
        (10, 10),
    )
}

layering_tests!(program, "program's");

/// The paths by which the program reaches the rules: the first module
/// after `gandhi_validator::` of every path in its code, and the table's
/// crate (`coin_table`, whose items are all at its root) as one more.
fn rules_paths() -> std::collections::BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut paths = std::collections::BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if text.contains("coin_table::") {
            paths.insert("coin_table".to_owned());
        }
        for (at, _) in text.match_indices("gandhi_validator::") {
            let after = &text[at + "gandhi_validator::".len()..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() {
                // A group, `gandhi_validator::{a::X, b::Y}`: its first
                // segments.
                let group = after.split(';').next().unwrap_or("");
                let mut depth = 0;
                let mut start = true;
                let mut word = String::new();
                for c in group.chars() {
                    match c {
                        '{' => {
                            depth += 1;
                            start = depth == 1;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 1 => start = true,
                        c if start && (c.is_alphanumeric() || c == '_') => word.push(c),
                        _ => {
                            if !word.is_empty() {
                                paths.insert(std::mem::take(&mut word));
                            }
                            if !c.is_whitespace() {
                                start = false;
                            }
                        }
                    }
                }
            } else {
                paths.insert(name);
            }
        }
    }
    paths
}

#[test]
fn the_program_reaches_the_rules_through_at_most_ten_paths() {
    let paths = rules_paths();
    assert!(
        !paths.is_empty() && paths.len() <= 10,
        "the program reaches the rules crate through {} paths: {paths:?}",
        paths.len()
    );
    for path in &paths {
        assert!(
            path.chars().all(|c| c.is_lowercase() || c == '_'),
            "{path} is not a module of a front door"
        );
    }
}
