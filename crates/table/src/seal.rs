//! The seal of a saved game's log: a chain of SHA-256 hashes that shows an
//! edit made to the file by hand (`docs/tamper-evident-log.md`).
//!
//! The header (everything but the log, its format and version) is hashed
//! first; each log entry's hash covers its content chained with the hash
//! before it; the seal at the end names the header's hash, how many entries
//! were sealed and the last hash. Content is hashed in a canonical form:
//! the entry's fields as compact JSON, in the order the format writes them,
//! without the hash itself. Whoever edits a file can compute the chain again:
//! the seal shows edits, it does not prove who made them.

use serde::Serialize;
use sha2::{Digest as _, Sha256};

/// A SHA-256 hash.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Hash(pub [u8; 32]);

impl Hash {
    /// The hash as 64 lowercase hexadecimal digits.
    pub fn hex(&self) -> String {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut out = String::with_capacity(64);
        for byte in self.0 {
            out.push(char::from(DIGITS[usize::from(byte >> 4)]));
            out.push(char::from(DIGITS[usize::from(byte & 15)]));
        }
        out
    }

    /// Reads 64 hexadecimal digits (either case); `None` for anything else.
    pub fn from_hex(text: &str) -> Option<Hash> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let digit = |b: u8| {
            char::from(b)
                .to_digit(16)
                .and_then(|d| u8::try_from(d).ok())
        };
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks(2).enumerate() {
            out[i] = (digit(pair[0])? << 4) | digit(pair[1])?;
        }
        Some(Hash(out))
    }
}

/// The canonical form of a value: compact JSON of its serialised fields.
/// A value that JSON cannot hold (none of ours) is taken as its YAML text
/// instead, so that hashing never panics and still covers the whole value.
pub fn canonical<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).unwrap_or_else(|_| {
        serde_saphyr::to_string(value)
            .unwrap_or_else(|error| format!("unserialisable: {error}"))
            .into()
    })
}

/// A chain of hashes as a volume seals its logs: the salt that opens it
/// names the kind of file, so that a header of one program's files never
/// opens the chain of another's. The volume gives the salt; the table never
/// changes it once files were written with it (every sealed file would read
/// as tampered with).
#[derive(Clone, Copy, Debug)]
pub struct Chain {
    salt: &'static [u8],
}

impl Chain {
    /// The chain that opens with `salt`.
    pub const fn new(salt: &'static [u8]) -> Chain {
        Chain { salt }
    }

    /// The hash that opens the chain: the salt, then the header's canonical
    /// form.
    pub fn header_hash(&self, canonical: &[u8]) -> Hash {
        let mut hasher = Sha256::new();
        hasher.update(self.salt);
        hasher.update(canonical);
        Hash(hasher.finalize().into())
    }
}

/// One link of the chain: the entry's canonical form after the hash before it.
pub fn link(previous: &Hash, canonical: &[u8]) -> Hash {
    let mut hasher = Sha256::new();
    hasher.update(previous.0);
    hasher.update(canonical);
    Hash(hasher.finalize().into())
}

/// The seal at the end of a log, as written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Closing {
    /// The header's hash when the log was sealed.
    pub header: Option<Hash>,
    /// How many entries were sealed.
    pub entries: usize,
    /// The hash of the last entry (the header's when there was none).
    pub last: Option<Hash>,
}

/// One entry as read: its canonical content and the hash written with it
/// (`None` when it has none; `Some(None)` when it has one that is not 64
/// hexadecimal digits).
#[derive(Clone, Debug)]
pub struct Link {
    /// The entry's canonical form.
    pub content: Vec<u8>,
    /// The hash written with it.
    pub hash: Option<Option<Hash>>,
}

/// What the chain says about a log as read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Seal {
    /// Written before logs were sealed (no hash anywhere): there is nothing
    /// to check. Not an error.
    NotSealed,
    /// Every entry matches its hash and the seal closes the log: nothing was
    /// changed by hand since it was written, or whoever changed it computed
    /// the chain again.
    Intact {
        /// How many entries were sealed.
        entries: usize,
    },
    /// The chain breaks: the first place it does, and what can be told of it.
    Broken(Break),
}

impl Seal {
    /// Whether the chain is broken.
    pub fn is_broken(&self) -> bool {
        matches!(self, Seal::Broken(_))
    }
}

/// Where a chain breaks first, and what can be told of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Break {
    /// The entry (from 0) where it breaks; the number of entries when it
    /// breaks at the end (the seal), 0 for the header.
    pub entry: usize,
    /// What happened there, as far as can be told.
    pub kind: BreakKind,
}

/// What a broken chain tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BreakKind {
    /// The header (scenario, seed, seats, the deck's kind) was changed.
    Header,
    /// The entry was changed: its content, or its hash.
    Altered,
    /// Entries were added, the first at this place (`count` of them when
    /// that can be told, else 0).
    Inserted {
        /// How many.
        count: usize,
    },
    /// Entries were removed just before this entry.
    Removed {
        /// How many.
        count: usize,
    },
    /// The last entries were removed (the break is then at the end: its
    /// entry is the number of entries left).
    RemovedAtEnd {
        /// How many.
        count: usize,
    },
    /// The entry does not match its hash, and whether it was changed or
    /// entries before it removed cannot be told (the seal at the end, which
    /// counts the entries, is missing or changed too).
    AlteredOrRemoved,
    /// Entries have hashes but the seal that closes the log is missing.
    SealMissing,
    /// The seal that closes the log does not match the entries before it.
    SealAltered,
    /// Entries were put in another order from here: each still carries its
    /// own hash, and they chain in another order.
    Reordered,
    /// Neither a hash nor the seal is left in a file of a version that
    /// seals every log it writes: they were taken out by hand.
    Stripped,
}

impl Chain {
    /// Checks a log's chain: the header's canonical form, each entry with its
    /// hash, and the seal at the end.
    pub fn verify(&self, header: &[u8], links: &[Link], closing: Option<&Closing>) -> Seal {
        let any_hash = links.iter().any(|l| l.hash.is_some());
        if closing.is_none() && !any_hash {
            return Seal::NotSealed;
        }
        let broken = |entry, kind| Seal::Broken(Break { entry, kind });
        let computed = self.header_hash(header);
        if let Some(closing) = closing
            && closing.header != Some(computed)
        {
            return broken(0, BreakKind::Header);
        }
        let sealed = closing.map(|c| c.entries);
        let mut previous = computed;
        for (i, entry) in links.iter().enumerate() {
            let Some(Some(hash)) = entry.hash else {
                if entry.hash.is_none() {
                    // An entry without a hash in a sealed log was added by hand.
                    let count = links[i..]
                        .iter()
                        .position(|l| l.hash.is_some())
                        .unwrap_or(links.len() - i);
                    return broken(i, BreakKind::Inserted { count });
                }
                return broken(i, BreakKind::Altered);
            };
            if link(&previous, &entry.content) == hash {
                previous = hash;
                continue;
            }
            // Does a later entry chain onto the one before this? Then the
            // entries between were added.
            if let Some(skip) = (i + 1..links.len()).find(|j| chains(&previous, &links[*j])) {
                if reordered(&previous, links, i) {
                    return broken(i, BreakKind::Reordered);
                }
                return broken(i, BreakKind::Inserted { count: skip - i });
            }
            let kind = match sealed {
                Some(sealed) if sealed > links.len() => BreakKind::Removed {
                    count: sealed - links.len(),
                },
                Some(sealed) if sealed == links.len() => BreakKind::Altered,
                Some(sealed) => BreakKind::Inserted {
                    count: links.len() - sealed,
                },
                None => BreakKind::AlteredOrRemoved,
            };
            return broken(i, kind);
        }
        let Some(closing) = closing else {
            return broken(links.len(), BreakKind::SealMissing);
        };
        if closing.entries > links.len() && closing.last != Some(previous) {
            return broken(
                links.len(),
                BreakKind::RemovedAtEnd {
                    count: closing.entries - links.len(),
                },
            );
        }
        if closing.entries != links.len() || closing.last != Some(previous) {
            return broken(links.len(), BreakKind::SealAltered);
        }
        Seal::Intact {
            entries: links.len(),
        }
    }
}

/// How far past a break the chain is followed in another order.
const REORDER_WINDOW: usize = 64;

/// Whether the entries from `from`, where the chain breaks, were put in
/// another order: taken in turn, each the one among the next
/// [`REORDER_WINDOW`] that chains onto the last, they fill a whole run of
/// entries from `from` on. Entries added by hand carry no hash that fits.
fn reordered(previous: &Hash, links: &[Link], from: usize) -> bool {
    let end = links.len().min(from + REORDER_WINDOW);
    let mut used = vec![false; end.saturating_sub(from)];
    let (mut at, mut furthest) = (*previous, from);
    loop {
        let next = (from..end).find_map(|k| {
            let fits = !used[k - from] && chains(&at, &links[k]);
            fits.then(|| links[k].hash.flatten().map(|h| (k, h)))?
        });
        let Some((k, hash)) = next else {
            return false;
        };
        used[k - from] = true;
        at = hash;
        furthest = furthest.max(k);
        if used[..=furthest - from].iter().all(|u| *u) {
            return true;
        }
    }
}

/// Whether an entry's hash chains it onto `previous`.
fn chains(previous: &Hash, entry: &Link) -> bool {
    matches!(entry.hash, Some(Some(hash)) if link(previous, &entry.content) == hash)
}

impl Chain {
    /// Seals a log being written: the header's hash, each entry's hash in
    /// order, and the closing seal.
    pub fn seal<'a>(
        &self,
        header: &[u8],
        entries: impl IntoIterator<Item = &'a [u8]>,
    ) -> (Vec<Hash>, Closing) {
        let first = self.header_hash(header);
        let mut previous = first;
        let mut hashes = Vec::new();
        for content in entries {
            previous = link(&previous, content);
            hashes.push(previous);
        }
        let closing = Closing {
            header: Some(first),
            entries: hashes.len(),
            last: Some(previous),
        };
        (hashes, closing)
    }
}

/// Reports a time stamp at `path` (its `.at`) that is not RFC 3339, as the
/// program writes it: an entry's, a bookmark's or note's, a line's.
pub fn check_time(
    at: &str,
    pos: crate::yaml::TextPos,
    (file, path): (&str, &str),
    errors: &mut crate::yaml::LoadErrors,
) {
    if !is_rfc3339(at) {
        errors.push(
            file,
            format!("{path}.at"),
            pos,
            format!(
                "`{at}` is not a time: write it as RFC 3339, such as 2026-11-21T20:30:00+01:00"
            ),
        );
    }
}

/// Whether a time stamp is an RFC 3339 date and time, such as
/// `2026-11-21T20:30:00+01:00` or `2026-11-21T19:30:00.5Z`: a real date,
/// hours 00–23, minutes 00–59, seconds 00–60 (a leap second), an optional
/// fraction, and `Z` or an offset of at most 23:59.
pub fn is_rfc3339(text: &str) -> bool {
    let b = text.as_bytes();
    let number = |from: usize, len: usize| -> Option<u32> {
        let digits = b.get(from..from + len)?;
        digits.iter().try_fold(0u32, |n, d| {
            d.is_ascii_digit().then(|| n * 10 + u32::from(d - b'0'))
        })
    };
    let at = |i: usize, c: u8| b.get(i) == Some(&c);
    let (Some(year), Some(month), Some(day)) = (number(0, 4), number(5, 2), number(8, 2)) else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    if !(at(4, b'-') && at(7, b'-') && (1..=days).contains(&day)) {
        return false;
    }
    if !(at(10, b'T') || at(10, b't')) || !at(13, b':') || !at(16, b':') {
        return false;
    }
    let (Some(hour), Some(minute), Some(second)) = (number(11, 2), number(14, 2), number(17, 2))
    else {
        return false;
    };
    if hour > 23 || minute > 59 || second > 60 {
        return false;
    }
    let mut i = 19;
    if at(i, b'.') {
        let digits = b[i + 1..].iter().take_while(|d| d.is_ascii_digit()).count();
        if digits == 0 {
            return false;
        }
        i += 1 + digits;
    }
    match b.get(i) {
        Some(b'Z' | b'z') => i + 1 == b.len(),
        Some(b'+' | b'-') => {
            let (Some(h), Some(m)) = (number(i + 1, 2), number(i + 4, 2)) else {
                return false;
            };
            at(i + 3, b':') && h <= 23 && m <= 59 && i + 6 == b.len()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chain of these tests, with a salt of its own.
    const CHAIN: Chain = Chain::new(b"a test of the chain\n");

    #[test]
    fn the_salt_opens_the_chain() {
        let other = Chain::new(b"another kind of file\n");
        assert_ne!(CHAIN.header_hash(b"h"), other.header_hash(b"h"));
        assert_eq!(CHAIN.header_hash(b"h"), CHAIN.header_hash(b"h"));
        let (_, closing) = other.seal(b"h", [b"a".as_slice()]);
        let links = [Link {
            content: b"a".to_vec(),
            hash: Some(Some(link(&other.header_hash(b"h"), b"a"))),
        }];
        assert_eq!(
            other.verify(b"h", &links, Some(&closing)),
            Seal::Intact { entries: 1 }
        );
        assert!(
            CHAIN.verify(b"h", &links, Some(&closing)).is_broken(),
            "a log sealed with one salt does not verify with another"
        );
    }

    #[test]
    fn hashes_read_back_from_hex() {
        let hash = link(&Hash::default(), b"x");
        assert_eq!(Hash::from_hex(&hash.hex()), Some(hash));
        assert_eq!(Hash::from_hex(&hash.hex().to_uppercase()), Some(hash));
        assert_eq!(Hash::from_hex("12"), None);
        assert_eq!(Hash::from_hex(&"g".repeat(64)), None);
        // The well-known hash of nothing, as a check of the algorithm.
        let empty = Hash(Sha256::digest(b"").into());
        assert_eq!(
            empty.hex(),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }

    #[test]
    fn rfc3339_times() {
        for good in [
            "2026-11-21T20:30:00+01:00",
            "2026-11-21T19:30:00Z",
            "2026-11-21t19:30:00.125z",
            "2024-02-29T00:00:00-05:30",
            "2026-12-31T23:59:60Z",
        ] {
            assert!(is_rfc3339(good), "{good}");
        }
        for bad in [
            "",
            "yesterday-ish",
            "2026-11-21",
            "2026-11-21 20:30:00+01:00",
            "2026-11-21T20:30:00",
            "2025-02-29T00:00:00Z",
            "2026-13-01T00:00:00Z",
            "2026-11-31T00:00:00Z",
            "2026-11-21T24:00:00Z",
            "2026-11-21T20:30:00+1:00",
            "2026-11-21T20:30:00+01:00 ",
            "2026-11-21T20:30:00.Z",
            "２026-11-21T20:30:00Z",
        ] {
            assert!(!is_rfc3339(bad), "{bad}");
        }
    }

    fn links(contents: &[&str]) -> (Vec<Link>, Closing) {
        let (hashes, closing) = CHAIN.seal(b"h", contents.iter().map(|c| c.as_bytes()));
        let links = contents
            .iter()
            .zip(hashes)
            .map(|(c, h)| Link {
                content: c.as_bytes().to_vec(),
                hash: Some(Some(h)),
            })
            .collect();
        (links, closing)
    }

    #[test]
    fn a_sealed_log_is_intact_and_each_edit_is_named() {
        let (good, closing) = links(&["a", "b", "c", "d"]);
        assert_eq!(
            CHAIN.verify(b"h", &good, Some(&closing)),
            Seal::Intact { entries: 4 }
        );
        let at = |entry, kind| Seal::Broken(Break { entry, kind });
        assert_eq!(
            CHAIN.verify(b"H", &good, Some(&closing)),
            at(0, BreakKind::Header)
        );

        let mut altered = good.clone();
        altered[1].content = b"B".to_vec();
        assert_eq!(
            CHAIN.verify(b"h", &altered, Some(&closing)),
            at(1, BreakKind::Altered)
        );

        let mut removed = good.clone();
        removed.remove(2);
        assert_eq!(
            CHAIN.verify(b"h", &removed, Some(&closing)),
            at(2, BreakKind::Removed { count: 1 })
        );
        let mut tail = good.clone();
        tail.truncate(3);
        assert_eq!(
            CHAIN.verify(b"h", &tail, Some(&closing)),
            at(3, BreakKind::RemovedAtEnd { count: 1 })
        );

        // A link put in with no hash, and one with a forged hash.
        for (entry, hash) in [(1, None), (2, Some(Some(Hash::default())))] {
            let mut inserted = good.clone();
            let content = b"x".to_vec();
            inserted.insert(entry, Link { content, hash });
            assert_eq!(
                CHAIN.verify(b"h", &inserted, Some(&closing)),
                at(entry, BreakKind::Inserted { count: 1 })
            );
        }

        assert_eq!(
            CHAIN.verify(b"h", &good, None),
            at(4, BreakKind::SealMissing)
        );
        assert_eq!(
            CHAIN.verify(b"h", &altered, None),
            at(1, BreakKind::AlteredOrRemoved)
        );
        let counted = Closing {
            entries: 5,
            ..closing.clone()
        };
        assert_eq!(
            CHAIN.verify(b"h", &good, Some(&counted)),
            at(4, BreakKind::SealAltered)
        );
        let plain: Vec<Link> = good
            .iter()
            .map(|l| Link {
                hash: None,
                ..l.clone()
            })
            .collect();
        assert_eq!(CHAIN.verify(b"h", &plain, None), Seal::NotSealed);
    }
}
