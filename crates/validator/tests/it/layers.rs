//! The validator's modules import one way (ARCHITECTURE.md, "Layers"):
//! every file is in a layer, none imports from a higher layer or through
//! a re-export, and none imports from a file that imports it.

use std::path::Path;

use crate::common::imports::{Imports, Layers, layering_tests, read_layers};

fn validator() -> (Imports, Layers) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    read_layers(
        &root.join("src"),
        &root.join("../../ARCHITECTURE.md"),
        "The validator's layers",
        (40, 20),
    )
}

layering_tests!(validator, "validator's");

/// The front door of `lib.rs`: its modules (`pub mod name { pub use …; }`)
/// with the names each re-exports.
fn front_door() -> Vec<(String, Vec<String>)> {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .unwrap_or_else(|e| panic!("lib.rs reads: {e}"));
    let mut doors = Vec::new();
    let mut rest = lib.as_str();
    while let Some(at) = rest.find("\npub mod ") {
        let after = &rest[at + "\npub mod ".len()..];
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let body_end = after.find("\n}").unwrap_or(after.len());
        // What is inside the module's braces: its `pub use` statements.
        let body = after[..body_end]
            .split_once('{')
            .map_or("", |(_, inside)| inside);
        assert!(
            after[name.len()..].trim_start().starts_with('{'),
            "`pub mod {name};` makes a file public: the front door is the modules of lib.rs"
        );
        let mut names = Vec::new();
        for stmt in body.split(';') {
            let Some(tree) = stmt.trim().strip_prefix("pub use ") else {
                continue;
            };
            let inner = tree
                .find('{')
                .map_or(tree.rsplit("::").next().unwrap_or(tree), |open| {
                    tree[open + 1..].trim_end_matches('}')
                });
            for item in inner.split(',') {
                let item = item.trim();
                if item.is_empty() {
                    continue;
                }
                let name = item.rsplit(" as ").next().unwrap_or(item).trim();
                names.push(name.to_owned());
            }
        }
        doors.push((name, names));
        rest = &after[body_end..];
    }
    doors
}

#[test]
fn the_front_door_has_few_modules_and_each_name_once() {
    let doors = front_door();
    assert!(
        (5..=10).contains(&doors.len()),
        "the front door has {} modules: {:?}",
        doors.len(),
        doors.iter().map(|(d, _)| d).collect::<Vec<_>>()
    );
    let mut seen = std::collections::BTreeMap::new();
    for (door, names) in &doors {
        assert!(!names.is_empty(), "the module {door} re-exports nothing");
        for name in names {
            if let Some(other) = seen.insert(name.clone(), door.clone()) {
                panic!("{name} is reached at two paths: {other}::{name} and {door}::{name}");
            }
        }
    }
    assert!(seen.len() > 150, "the names are read ({})", seen.len());
}
