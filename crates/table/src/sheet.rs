//! A board as a table enters it from its own copy of a volume whose
//! rulebook does not print the board: each space's kind and number (a
//! Province's Prosperity, say) and which spaces are adjacent. The volume
//! says what may be entered (`Volume::board_sheet`) and writes a sheet as
//! its own board file (`Volume::sheet_file`), which is then checked and
//! merged as any of the table's own files.

use std::collections::BTreeSet;

/// The number some kinds of space carry (a Province's Prosperity): its
/// name's key, the kinds that carry it, and its least and most values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetNumber {
    /// Its name's key, as the volume's words name it.
    pub key: String,
    /// The kinds of space that carry it.
    pub kinds: Vec<String>,
    /// Its least value.
    pub least: i64,
    /// Its most value.
    pub most: i64,
}

/// A space as the table enters it.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetSpace {
    /// Its key.
    pub key: String,
    /// Its kind, by the volume's key.
    pub kind: String,
    /// Its number, for a kind that carries one.
    pub number: Option<i64>,
    /// Where the board draws it, each coordinate from 0 to 1.
    pub at: (f32, f32),
    /// Whether the volume's data holds any fact of it (its kind, its
    /// number, a neighbour) only provisionally: to be checked against the
    /// table's copy first.
    pub unsure: bool,
}

/// A board as the table enters it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardSheet {
    /// The spaces, in the volume's order.
    pub spaces: Vec<SheetSpace>,
    /// The adjacent pairs, by the spaces' keys, the lesser key first.
    pub adjacent: BTreeSet<(String, String)>,
    /// The kinds a space may be, by the volume's keys.
    pub kinds: Vec<String>,
    /// The number some kinds carry, if the volume's board has one.
    pub number: Option<SheetNumber>,
}

/// A pair of keys, the lesser first.
fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_owned(), b.to_owned())
    } else {
        (b.to_owned(), a.to_owned())
    }
}

impl BoardSheet {
    /// The space a key names.
    pub fn space(&self, key: &str) -> Option<&SheetSpace> {
        self.spaces.iter().find(|s| s.key == key)
    }

    /// Whether two spaces are adjacent.
    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.adjacent.contains(&pair(a, b))
    }

    /// The keys of a space's neighbours, in the sheet's order.
    pub fn neighbours(&self, key: &str) -> Vec<String> {
        self.spaces
            .iter()
            .filter(|s| s.key != key && self.adjacent(key, &s.key))
            .map(|s| s.key.clone())
            .collect()
    }

    /// Makes two different spaces adjacent, or no longer adjacent; whether
    /// they are now adjacent. Nothing changes for a space the sheet lacks
    /// or a space with itself.
    pub fn toggle(&mut self, a: &str, b: &str) -> bool {
        if a == b || self.space(a).is_none() || self.space(b).is_none() {
            return false;
        }
        let key = pair(a, b);
        if self.adjacent.remove(&key) {
            false
        } else {
            self.adjacent.insert(key);
            true
        }
    }

    /// Whether a kind carries the sheet's number.
    pub fn carries_number(&self, kind: &str) -> bool {
        self.number
            .as_ref()
            .is_some_and(|n| n.kinds.iter().any(|k| k == kind))
    }

    /// Sets a space's kind, one of the sheet's: a kind that carries the
    /// number keeps the space's, or takes the least; one that does not
    /// drops it. Nothing changes for a kind or a space the sheet lacks.
    pub fn set_kind(&mut self, key: &str, kind: &str) {
        if !self.kinds.iter().any(|k| k == kind) {
            return;
        }
        let carries = self.carries_number(kind);
        let least = self.number.as_ref().map_or(0, |n| n.least);
        if let Some(space) = self.spaces.iter_mut().find(|s| s.key == key) {
            space.kind = kind.to_owned();
            space.number = if carries {
                Some(space.number.unwrap_or(least))
            } else {
                None
            };
        }
    }

    /// Sets a space's number, kept within the least and most; nothing
    /// changes for a space whose kind does not carry it.
    pub fn set_number(&mut self, key: &str, value: i64) {
        let Some((least, most)) = self.number.as_ref().map(|n| (n.least, n.most)) else {
            return;
        };
        let carries = self
            .space(key)
            .is_some_and(|s| self.carries_number(&s.kind));
        if let Some(space) = self.spaces.iter_mut().find(|s| s.key == key)
            && carries
        {
            space.number = Some(value.clamp(least, most));
        }
    }

    /// The keys of the spaces no path of adjacent spaces joins to the
    /// first: none on a board whose every space is reachable.
    pub fn unreachable(&self) -> Vec<String> {
        let Some(first) = self.spaces.first() else {
            return Vec::new();
        };
        let mut reached: BTreeSet<String> = BTreeSet::new();
        let mut frontier = vec![first.key.clone()];
        while let Some(key) = frontier.pop() {
            if reached.insert(key.clone()) {
                frontier.extend(self.neighbours(&key));
            }
        }
        self.spaces
            .iter()
            .filter(|s| !reached.contains(&s.key))
            .map(|s| s.key.clone())
            .collect()
    }
}
