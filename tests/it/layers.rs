//! The program's modules import one way too (ARCHITECTURE.md, "Layers"):
//! every file is in a layer, none imports from a higher layer or through a
//! re-export, and none imports from a file that imports it.

use std::path::Path;

#[path = "../../crates/validator/tests/it/common/imports.rs"]
mod imports;

use imports::{Imports, Layers, scan};

fn program() -> (Imports, Layers) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let imports = scan(&root.join("src"));
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md"))
        .unwrap_or_else(|e| panic!("ARCHITECTURE.md reads: {e}"));
    let layers = Layers::read(&architecture, "The program's layers");
    assert!(
        imports.modules.len() > 10 && layers.len() > 10,
        "the scan sees the modules ({} found) and the layers ({} entries)",
        imports.modules.len(),
        layers.len()
    );
    (imports, layers)
}

#[test]
fn no_file_of_the_program_imports_from_one_that_imports_it() {
    let (imports, _) = program();
    let cycles = imports.cycles();
    assert!(
        cycles.is_empty(),
        "import cycles between the program's files:\n{}",
        imports.describe(&cycles)
    );
}

#[test]
fn every_file_of_the_program_is_in_a_layer() {
    let (imports, layers) = program();
    let unplaced = imports.unplaced(&layers);
    assert!(
        unplaced.is_empty(),
        "files in no layer of ARCHITECTURE.md: {unplaced:?}"
    );
}

#[test]
fn no_file_of_the_program_imports_from_a_higher_layer() {
    let (imports, layers) = program();
    let upward = imports.upward(&layers);
    assert!(
        upward.is_empty(),
        "imports from a higher layer:\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_file_of_the_program_imports_through_a_re_export() {
    let (imports, _) = program();
    let through = imports.through_reexports();
    assert!(
        through.is_empty(),
        "imports through a re-export, not from the defining file:\n{}",
        through.join("\n")
    );
    assert!(
        imports.glob_reexports().is_empty(),
        "glob re-exports: {:?}",
        imports.glob_reexports()
    );
}

/// The paths by which the program reaches the rules crate: the first
/// module after `gandhi_validator::` of every path in its code.
fn rules_paths() -> std::collections::BTreeSet<String> {
    let mut files = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut paths = std::collections::BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
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
            "gandhi_validator::{path} is not a module of the front door"
        );
    }
}
