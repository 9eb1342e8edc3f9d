//! ARCHITECTURE.md's codemap matches the tree: it names every source file
//! of the workspace, and every file it names exists.

use std::path::{Path, PathBuf};

/// The folders whose `.rs` files the codemap describes.
const SOURCE_DIRS: &[&str] = &[
    "src",
    "tests",
    "benches",
    "examples",
    "crates/table/src",
    "crates/table/tests",
    "crates/validator/src",
    "crates/validator/tests",
    "crates/validator/benches",
    "crates/validator/examples",
    "crates/vijayanagara/src",
    "crates/vijayanagara/tests",
    "crates/fuzz/src",
    "crates/fuzz/tests",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `.rs` files below `dir`, as paths from the workspace's root.
fn rust_files(dir: &Path, out: &mut Vec<String>) {
    let mut found = Vec::new();
    crate::layers::imports::rust_files(dir, &mut found);
    for path in found {
        let rel = path.strip_prefix(root()).unwrap_or(&path);
        out.push(rel.to_string_lossy().replace('\\', "/"));
    }
}

/// The words between backticks in the codemap section.
fn codemap_names() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let start = text
        .find("\n## Codemap")
        .expect("ARCHITECTURE.md has a codemap");
    let rest = &text[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
    rest[..end]
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains(' '))
        .map(str::to_owned)
        .collect()
}

/// Whether the codemap names a file: by a name that ends its path (`diff.rs`,
/// `action/diff.rs`, `src/cli.rs`); a `mod.rs`, `lib.rs` or `main.rs` may
/// be named by its folder (`action/`, `tests/it/`).
fn named(file: &str, names: &[String]) -> bool {
    let base = file.rsplit('/').next().unwrap_or(file);
    let folder = &file[..file.len() - base.len()];
    names.iter().any(|name| {
        let by_path =
            name.ends_with(".rs") && (file == name || file.ends_with(&format!("/{name}")));
        let by_folder = matches!(base, "mod.rs" | "lib.rs" | "main.rs")
            && name.ends_with('/')
            && (folder == name || folder.ends_with(&format!("/{name}")));
        by_path || by_folder
    })
}

#[test]
fn the_codemap_names_every_source_file() {
    let names = codemap_names();
    let mut files = Vec::new();
    for dir in SOURCE_DIRS {
        rust_files(&root().join(dir), &mut files);
    }
    assert!(
        files.len() > 150,
        "the tree is read ({} files)",
        files.len()
    );
    let missing: Vec<&String> = files.iter().filter(|f| !named(f, &names)).collect();
    assert!(
        missing.is_empty(),
        "files ARCHITECTURE.md's codemap does not name:\n{}",
        missing
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_file_the_codemap_names_exists() {
    let names = codemap_names();
    let mut files = Vec::new();
    for dir in SOURCE_DIRS {
        rust_files(&root().join(dir), &mut files);
    }
    let stale: Vec<&String> = names
        .iter()
        .filter(|n| n.ends_with(".rs"))
        .filter(|n| {
            !files
                .iter()
                .any(|f| f == *n || f.ends_with(&format!("/{n}")))
        })
        .collect();
    assert!(
        stale.is_empty(),
        "files the codemap names that do not exist: {stale:?}"
    );
}

#[test]
fn a_file_is_named_by_its_path_or_its_folder() {
    let names: Vec<String> = ["diff.rs", "action/", "src/cli.rs"]
        .map(str::to_owned)
        .into();
    assert!(named("crates/validator/src/action/diff.rs", &names));
    assert!(named("crates/validator/src/action/mod.rs", &names));
    assert!(named("src/cli.rs", &names));
    assert!(!named("src/app/cli.rs", &["src/cli.rs".to_owned()]));
    assert!(!named("crates/validator/src/action/raj.rs", &names));
    assert!(
        !named("src/lib.rs", &names),
        "a folder names only its own mod.rs, lib.rs or main.rs"
    );
}
