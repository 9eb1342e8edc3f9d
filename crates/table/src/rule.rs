//! Rule references (`RuleRef`) and the index of numbered rulebook sections.
//!
//! Every finding the validator reports cites a section. A `RuleRef` is a
//! small copyable value such as `1.4.2`; the index loaded from
//! `data/rules_index.yaml` lists every section with a short title, and a
//! test checks that every `RuleRef` written in the code is listed there.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::yaml::{LoadErrors, TextPos, parse_yaml};

/// A numbered section of the rulebook, such as `1.4.2` or `8.10`.
///
/// Up to four numeric parts, each 0–255. Built at compile time with
/// [`RuleRef::new`] (a malformed literal fails to compile) or at run time
/// with [`RuleRef::parse`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleRef {
    parts: [u8; 4],
    len: u8,
}

/// Why a text is not a section number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RuleRefError {
    /// Nothing to parse.
    #[error("a section number is empty")]
    Empty,
    /// A character other than a digit or a dot.
    #[error("a section number holds only digits and dots")]
    BadCharacter,
    /// Two dots in a row, or a dot at either end.
    #[error("a section number has an empty part")]
    EmptyPart,
    /// A part above 255.
    #[error("a part of a section number is above 255")]
    PartTooLarge,
    /// More than four parts.
    #[error("a section number has at most four parts")]
    TooManyParts,
}

impl RuleRef {
    /// Parses a section literal at compile time.
    ///
    /// Used as `const STACKING: RuleRef = RuleRef::new("1.4.2");`. A malformed
    /// literal stops compilation, so it never reaches a game. Called outside
    /// a constant, it is inlined so that the other crates that call it fold
    /// it to its value as this crate does.
    #[inline]
    #[allow(clippy::panic)]
    pub const fn new(text: &str) -> RuleRef {
        match RuleRef::parse(text) {
            Ok(rule) => rule,
            Err(_) => panic!("malformed rule section literal"),
        }
    }

    /// Parses a section number such as `"3.2.4"`.
    #[inline]
    pub const fn parse(text: &str) -> Result<RuleRef, RuleRefError> {
        let bytes = text.as_bytes();
        if bytes.is_empty() {
            return Err(RuleRefError::Empty);
        }
        let mut parts = [0u8; 4];
        let mut len = 0usize;
        let mut value: u32 = 0;
        let mut digits = 0usize;
        let mut i = 0usize;
        while i <= bytes.len() {
            let at_end = i == bytes.len();
            let byte = if at_end { b'.' } else { bytes[i] };
            if byte == b'.' {
                if digits == 0 {
                    return Err(RuleRefError::EmptyPart);
                }
                if len == 4 {
                    return Err(RuleRefError::TooManyParts);
                }
                parts[len] = value as u8;
                len += 1;
                value = 0;
                digits = 0;
            } else if byte.is_ascii_digit() {
                value = value * 10 + (byte - b'0') as u32;
                digits += 1;
                if value > 255 {
                    return Err(RuleRefError::PartTooLarge);
                }
            } else {
                return Err(RuleRefError::BadCharacter);
            }
            i += 1;
        }
        Ok(RuleRef {
            parts,
            len: len as u8,
        })
    }

    /// The chapter (first part): `3` for `3.2.4`.
    #[inline]
    pub fn chapter(self) -> u8 {
        self.parts[0]
    }

    /// The numeric parts, e.g. `[3, 2, 4]`.
    #[inline]
    pub fn parts(&self) -> &[u8] {
        self.parts.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// The section one level up: `3.2` for `3.2.4`; `None` for `3.0`-style chapters.
    #[inline]
    pub fn parent(self) -> Option<RuleRef> {
        if self.len <= 1 {
            return None;
        }
        let mut parts = self.parts;
        let len = self.len - 1;
        if let Some(slot) = parts.get_mut(usize::from(len)) {
            *slot = 0;
        }
        if len == 1 {
            // "3" on its own is written "3.0" in the rulebook.
            return Some(RuleRef { parts, len: 2 });
        }
        Some(RuleRef { parts, len })
    }
}

impl fmt::Display for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts().iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{part}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RuleRef({self})")
    }
}

impl Serialize for RuleRef {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for RuleRef {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        RuleRef::parse(&text).map_err(|err| {
            serde::de::Error::custom(format!("`{text}` is not a section number: {err}"))
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRulesIndex {
    sections: BTreeMap<String, serde_saphyr::Spanned<String>>,
}

/// The sections of the rulebook, each with a short title in our own words.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RulesIndex {
    titles: BTreeMap<RuleRef, String>,
}

impl RulesIndex {
    /// Reads a volume's `rules_index.yaml` (`file`, whose text is `text`):
    /// quoted section numbers mapped to short titles; every problem with its
    /// place (an empty title, a section written otherwise than it reads, or
    /// listed twice, or no section number at all).
    pub fn from_yaml(file: &str, text: &str) -> Result<RulesIndex, LoadErrors> {
        let raw: RawRulesIndex = parse_yaml(file, text)?;
        let mut errors = LoadErrors::default();
        let mut titles = BTreeMap::new();
        for (key, title) in raw.sections {
            let pos = TextPos::of(&title);
            let path = format!("sections.{key}");
            match RuleRef::parse(&key) {
                Ok(rule) => {
                    if title.value.trim().is_empty() {
                        errors.push(file, path.clone(), pos, "the title is empty");
                    }
                    if rule.to_string() != key {
                        errors.push(
                            file,
                            path.clone(),
                            pos,
                            format!("write the section as `{rule}`"),
                        );
                    }
                    if titles.insert(rule, title.value).is_some() {
                        errors.push(file, path, pos, format!("section {rule} is listed twice"));
                    }
                }
                Err(error) => errors.push(
                    file,
                    path,
                    pos,
                    format!("`{key}` is not a section number: {error}"),
                ),
            }
        }
        errors.into_result(RulesIndex::from_titles(titles))
    }

    /// Builds an index from `(section, title)` pairs.
    pub fn from_titles(titles: BTreeMap<RuleRef, String>) -> RulesIndex {
        RulesIndex { titles }
    }

    /// Whether the section is listed.
    #[inline]
    pub fn contains(&self, rule: RuleRef) -> bool {
        self.titles.contains_key(&rule)
    }

    /// The short title of a section.
    #[inline]
    pub fn title(&self, rule: RuleRef) -> Option<&str> {
        self.titles.get(&rule).map(String::as_str)
    }

    /// Every section in rulebook order.
    pub fn iter(&self) -> impl Iterator<Item = (RuleRef, &str)> {
        self.titles
            .iter()
            .map(|(rule, title)| (*rule, title.as_str()))
    }

    /// How many sections are listed.
    pub fn len(&self) -> usize {
        self.titles.len()
    }

    /// Whether no section is listed.
    pub fn is_empty(&self) -> bool {
        self.titles.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_sections() {
        for text in ["1.0", "1.3.10", "8.10", "3.2.4", "1.4.2"] {
            let rule = RuleRef::parse(text).unwrap();
            assert_eq!(rule.to_string(), text);
        }
    }

    #[test]
    fn orders_numerically_not_textually() {
        let a = RuleRef::new("1.3.9");
        let b = RuleRef::new("1.3.10");
        let c = RuleRef::new("1.4");
        assert!(a < b && b < c);
    }

    #[test]
    fn rejects_malformed_sections() {
        assert_eq!(RuleRef::parse(""), Err(RuleRefError::Empty));
        assert_eq!(RuleRef::parse("1..2"), Err(RuleRefError::EmptyPart));
        assert_eq!(RuleRef::parse("1.2."), Err(RuleRefError::EmptyPart));
        assert_eq!(RuleRef::parse("1.a"), Err(RuleRefError::BadCharacter));
        assert_eq!(RuleRef::parse("1.256"), Err(RuleRefError::PartTooLarge));
        assert_eq!(RuleRef::parse("1.2.3.4.5"), Err(RuleRefError::TooManyParts));
    }

    #[test]
    fn parent_walks_up_to_the_chapter() {
        assert_eq!(RuleRef::new("3.2.4").parent(), Some(RuleRef::new("3.2")));
        assert_eq!(RuleRef::new("3.2").parent(), Some(RuleRef::new("3.0")));
        assert_eq!(RuleRef::new("3.0").parent(), Some(RuleRef::new("3.0")));
    }
}
