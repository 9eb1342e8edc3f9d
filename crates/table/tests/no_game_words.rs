//! The table's crate names nothing of any one game: none of its files,
//! comments included, uses a word of Gandhi's Factions, pieces, cards or
//! places, nor the name of another volume. What differs between volumes
//! is given to it by the volume.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

use std::path::Path;

/// Words that belong to a volume, not to the table (compared without
/// regard to case).
const GAME_WORDS: &[&str] = &[
    "gandhi",
    "raj",
    "congress",
    "league",
    "revolutionar",
    "sepoy",
    "activist",
    "guerrilla",
    "arjuna",
    "viceroy",
    "princely",
    "satyagraha",
    "india",
    "faction",
    "vijayanagara",
    "sultanate",
    "bahmani",
    "mongol",
];

/// The `.rs` files below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// Each use of a game word in `text`: the line and the word. A word counts
/// where it starts a word of the text (`raj` in "Raj" and "Rajas", not in
/// "trajectory").
fn game_words(text: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let lower = line.to_lowercase();
        for word in GAME_WORDS {
            let starts = lower.match_indices(word).any(|(at, _)| {
                !lower[..at]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
            });
            if starts {
                found.push((n + 1, *word));
            }
        }
    }
    found
}

#[test]
fn the_words_of_a_game_are_found() {
    assert_eq!(game_words("let x = 1;\n// the Raj's Troops"), [(2, "raj")]);
    assert_eq!(game_words("a trajectory"), []);
    assert_eq!(game_words("Revolutionaries"), [(1, "revolutionar")]);
}

#[test]
fn no_file_of_the_table_names_a_game() {
    let mut files = Vec::new();
    for dir in ["src", "tests"] {
        rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
    }
    assert!(files.len() >= 7, "the files are read: {files:?}");
    let mut found = Vec::new();
    for file in &files {
        if file.ends_with("no_game_words.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{e}"));
        for (line, word) in game_words(&text) {
            found.push(format!("{}:{line}: {word}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "game words in the table's crate:\n{}",
        found.join("\n")
    );
}
