//! Helpers shared by the tests that build tables by hand: an empty table,
//! pieces put, moved, placed and removed, and the issues a check raises.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code; not every test file uses every helper

pub mod coverage;
pub mod imports;
pub mod np;
pub mod seats;

use gandhi_validator::findings::Finding;
use gandhi_validator::position::GameState;
use gandhi_validator::{
    components::GameData,
    terms::{Piece, SpaceId, SupportLevel},
};
use gandhi_validator::{
    findings::Issue,
    play::{Declared, Execution, check_action},
};

pub struct Ex {
    pub data: GameData,
}

impl Ex {
    pub fn new() -> Ex {
        Ex {
            data: GameData::bundled().unwrap(),
        }
    }

    pub fn id(&self, key: &str) -> SpaceId {
        self.data
            .map
            .by_key(key)
            .unwrap_or_else(|| panic!("no space {key}"))
    }

    /// An empty table with the given Restraint and Unity and plenty of Resources.
    pub fn table(&self, restraint: i32, unity: i32) -> GameState {
        let mut s = GameState::empty(&self.data.map, "example", 1);
        s.tracks.restraint = restraint;
        s.tracks.unity = unity;
        s.tracks.raj_resources = 30;
        s.tracks.revolutionaries_resources = 20;
        for piece in Piece::ALL {
            if piece != Piece::Gandhi && piece != Piece::GuerrillaActive {
                s.available.set(piece, 10);
            }
        }
        s
    }

    pub fn viceroy(&self, s: &mut GameState, key: &str) {
        s.viceroy = self.data.viceroys.by_key(key);
    }

    pub fn put(&self, s: &mut GameState, key: &str, piece: Piece, n: u8) {
        let id = self.id(key);
        s.space_mut(id).pieces.add(piece, n);
    }

    pub fn take(&self, s: &mut GameState, key: &str, piece: Piece, n: u8) {
        let id = self.id(key);
        assert_eq!(
            s.space_mut(id).pieces.remove(piece, n),
            n,
            "{key} lacks {n} {piece:?}"
        );
    }

    /// Moves pieces between spaces.
    pub fn mv(&self, s: &mut GameState, piece: Piece, n: u8, from: &str, to: &str) {
        self.take(s, from, piece, n);
        self.put(s, to, piece, n);
    }

    /// Places pieces from Available.
    pub fn place(&self, s: &mut GameState, key: &str, piece: Piece, n: u8) {
        let box_piece = if piece == Piece::GuerrillaActive {
            Piece::GuerrillaUnderground
        } else {
            piece
        };
        assert_eq!(s.available.remove(box_piece, n), n);
        self.put(s, key, piece, n);
    }

    /// Removes pieces to Available (or Jail).
    pub fn remove(&self, s: &mut GameState, key: &str, piece: Piece, n: u8, jail: bool) {
        self.take(s, key, piece, n);
        let landing = if piece == Piece::GuerrillaActive {
            Piece::GuerrillaUnderground
        } else {
            piece
        };
        if jail {
            s.jail.add(landing, n);
        } else {
            s.available.add(landing, n);
        }
    }

    pub fn flip(&self, s: &mut GameState, key: &str, n: u8, to_active: bool) {
        let (from, to) = if to_active {
            (Piece::GuerrillaUnderground, Piece::GuerrillaActive)
        } else {
            (Piece::GuerrillaActive, Piece::GuerrillaUnderground)
        };
        self.take(s, key, from, n);
        self.put(s, key, to, n);
    }

    pub fn level(&self, s: &mut GameState, key: &str, level: SupportLevel) {
        let id = self.id(key);
        s.space_mut(id).level = level;
    }

    pub fn space<'a>(
        &self,
        s: &'a mut GameState,
        key: &str,
    ) -> &'a mut gandhi_validator::position::SpaceState {
        let id = self.id(key);
        s.space_mut(id)
    }

    /// The issues a declared action raises.
    pub fn issues(&self, declared: &Declared, execution: Execution<'_>) -> Vec<Issue> {
        let report = check_action(&self.data, declared, &execution);
        report.findings.iter().map(|f| f.issue).collect()
    }

    pub fn clean(&self, declared: &Declared, execution: Execution<'_>) {
        let report = check_action(&self.data, declared, &execution);
        let messages: Vec<String> = report.findings.iter().map(|f| f.to_string()).collect();
        assert!(
            messages.is_empty(),
            "expected a clean action, found:\n{}",
            messages.join("\n")
        );
    }

    pub fn expect(&self, declared: &Declared, execution: Execution<'_>, issue: Issue) {
        let found = self.issues(declared, execution);
        assert!(
            found.contains(&issue),
            "expected {issue:?}, found {found:?}"
        );
    }
}

/// The issue codes of some findings.
pub fn issues_of(findings: &[Finding]) -> Vec<Issue> {
    findings.iter().map(|f| f.issue).collect()
}

/// Asserts that a file's aliases were refused in plain words: the message
/// names the aliases and the limit of values, and none of the parser's own
/// counters.
pub fn assert_alias_limit_said(message: &str, limit: usize) {
    assert!(message.contains("alias"), "{message}");
    assert!(
        message.contains(&format!("more than {limit} values")),
        "{message}"
    );
    assert!(
        !message.contains("replayed"),
        "no parser counters: {message}"
    );
}
