//! Every section the code cites exists in data/rules_index.yaml, and the
//! index lists every numbered section of the rulebook once.

use std::path::{Path, PathBuf};

use crate::common::coverage::CHECKS;
use coin_table::RuleRef;
use gandhi_validator::components::GameData;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Section literals written as `RuleRef::new("…")` in the given sources.
fn cited_sections(roots: &[PathBuf]) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for root in roots {
        if root.exists() {
            rust_files(root, &mut files);
        }
    }
    let mut cited = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("RuleRef::new(\"") {
            rest = &rest[at + "RuleRef::new(\"".len()..];
            let end = rest.find('"').unwrap();
            cited.push((rest[..end].to_owned(), file.display().to_string()));
        }
    }
    cited
}

#[test]
fn every_cited_section_is_in_the_rules_index() {
    let data = GameData::bundled().unwrap();
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let workspace = crate_dir.join("../..");
    let cited = cited_sections(&[
        crate_dir.join("src"),
        workspace.join("src"),
        workspace.join("tests"),
    ]);
    assert!(
        cited.len() > 20,
        "the scan finds the citations ({} found)",
        cited.len()
    );
    for (section, file) in &cited {
        let rule = RuleRef::parse(section).unwrap_or_else(|e| panic!("{file}: `{section}`: {e}"));
        assert!(
            data.rules.contains(rule),
            "{file} cites {section}, which data/rules_index.yaml lacks"
        );
    }
    for (rule, what) in CHECKS {
        assert!(data.rules.contains(*rule), "check `{what}` cites {rule}");
    }
}

#[test]
fn the_index_lists_each_numbered_section_of_chapters_one_to_eight() {
    let data = GameData::bundled().unwrap();
    assert_eq!(data.rules.len(), 173);
    for chapter in 1..=8u8 {
        let head = RuleRef::parse(&format!("{chapter}.0")).unwrap();
        assert!(data.rules.contains(head), "{head}");
    }
    // Mistaken cross-references of the rulebook are not sections (docs/errata.md).
    for slip in ["1.3.13", "2.4.2"] {
        assert!(!data.rules.contains(RuleRef::new(slip)) || slip.is_empty());
    }
    for (rule, title) in data.rules.iter() {
        assert!(!title.trim().is_empty(), "{rule} has a title");
    }
}
