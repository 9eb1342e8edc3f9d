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

/// The production code's folders: each crate's `src` (not its tests,
/// benches, examples or in-file test modules, nor the fuzzing crate).
const PRODUCTION: &[&str] = &[
    "src",
    "crates/table/src",
    "crates/validator/src",
    "crates/vijayanagara/src",
];

/// Whether a line opens a function: `fn`, after any of `pub(…)`, `const`,
/// `async` and `unsafe`.
fn opens_fn(line: &str) -> bool {
    let mut rest = line.trim_start();
    if let Some(after) = rest.strip_prefix("pub") {
        rest = match after.strip_prefix('(') {
            Some(group) => group.split_once(") ").map_or("", |(_, r)| r),
            None => after.strip_prefix(' ').unwrap_or(""),
        };
    }
    for word in ["const ", "async ", "unsafe "] {
        rest = rest.strip_prefix(word).unwrap_or(rest);
    }
    rest.strip_prefix("fn ")
        .is_some_and(|name| name.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

/// The functions of a formatted source text longer than `most` lines,
/// signature and closing brace included, as (first line, length). A body
/// ends at the first line that is its opening line's indentation and `}`.
fn long_functions(text: &str, most: usize) -> Vec<(usize, usize)> {
    let lines: Vec<&str> = text
        .split("\n#[cfg(test)]\nmod ")
        .next()
        .unwrap_or("")
        .lines()
        .collect();
    let mut long = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        if !opens_fn(line) {
            continue;
        }
        let indent = &line[..line.len() - line.trim_start().len()];
        let close = format!("{indent}}}");
        let Some(open) = (start..lines.len()).find(|&i| {
            let l = lines[i].trim_end();
            l.ends_with('{') || l.ends_with(';') || l.ends_with('}')
        }) else {
            continue;
        };
        if !lines[open].trim_end().ends_with('{') {
            continue; // a declaration, or a body on one line
        }
        if let Some(end) = (open + 1..lines.len()).find(|&i| lines[i] == close) {
            let length = end - start + 1;
            if length > most {
                long.push((start + 1, length));
            }
        }
    }
    long
}

#[test]
fn a_function_is_measured_from_its_signature_to_its_closing_brace() {
    let text = "fn a() {\n    x();\n}\n\npub(crate) fn b(\n    y: u8,\n) -> u8 {\n    \
                y\n}\nfn c() -> u8 { 1 }\n    pub fn d(&self);\n#[cfg(test)]\nmod tests {\n\
                fn e() {\n    z();\n    z();\n    z();\n}\n}\n";
    assert_eq!(long_functions(text, 2), vec![(1, 3), (5, 5)]);
    assert_eq!(long_functions(text, 3), vec![(5, 5)]);
    assert!(long_functions(text, 5).is_empty());
}

#[test]
fn no_production_function_is_over_a_hundred_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut long = Vec::new();
    for dir in PRODUCTION {
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        assert!(!files.is_empty(), "{dir} holds no Rust file");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for (line, length) in long_functions(&text, 100) {
                let file = file.strip_prefix(root).unwrap_or(&file).display();
                long.push(format!("{file}:{line} ({length} lines)"));
            }
        }
    }
    assert!(long.is_empty(), "functions over 100 lines: {long:#?}");
}
