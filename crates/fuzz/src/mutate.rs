//! The mutation engine: from one seed text and a generator, a new text made
//! by one to a few changes that are likely to matter to a YAML reader. The
//! same generator state gives the same text, so a seed number replays a
//! case exactly.

use rand::{Rng, RngExt};

/// Numbers at the edges of every integer and float type the readers may
/// use, and the YAML spellings of special floats.
pub const EXTREMES: &[&str] = &[
    "0",
    "-0",
    "1",
    "-1",
    "2",
    "6",
    "7",
    "127",
    "128",
    "-128",
    "-129",
    "255",
    "256",
    "32767",
    "-32768",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e308",
    "-1e308",
    "1e309",
    "4.9e-324",
    "0.5",
    "-0.5",
    "3.0",
    ".nan",
    ".NaN",
    ".inf",
    "-.inf",
    "0x7fffffff",
    "0xffffffffffffffff",
    "0o777",
    "0b101",
    "1_000",
    "+12",
    "~",
    "null",
    "true",
    "false",
    "''",
    "\"\"",
    "[]",
    "{}",
    "-",
    "?",
];

/// Single bytes that mean something to YAML, or to a UTF-8 decoder.
const SPECIAL_BYTES: &[u8] = b":-[]{},&*!|>'\"%@`#?\n\t \r\\\0\x7f\xc3\xa9\xff\xfe\xef\xbb\xbf";

/// Short snippets that change a document's structure.
const SNIPPETS: &[&str] = &[
    ": ",
    "- ",
    "\n- ",
    "\n  ",
    " #",
    "&a ",
    "*a",
    "!!str ",
    "!!int ",
    "!!binary ",
    "!foo ",
    "<<: *a\n",
    "? ",
    "---\n",
    "...\n",
    "%YAML 1.2\n---\n",
    "|\n  ",
    ">-\n  ",
    "\"\\u0000\"",
    "\"\\uD800\"",
    "'",
    "\"",
    "{",
    "[",
    "}",
    "]",
    "\u{feff}",
    "\u{2028}",
    "\u{85}",
    "\t",
    "\r\n",
];

/// What [`mutate`] may use besides the text itself.
#[derive(Debug, Default)]
pub struct Dictionary {
    /// Words taken from every seed of the target (keys, names, numbers).
    pub words: Vec<String>,
}

impl Dictionary {
    /// The words of these texts: runs of letters, digits, `_` and `.`.
    pub fn of(texts: &[&[u8]]) -> Dictionary {
        let mut words = std::collections::BTreeSet::new();
        for text in texts {
            for word in text.split(|b| !(b.is_ascii_alphanumeric() || *b == b'_' || *b == b'.')) {
                if !word.is_empty() && word.len() <= 40 {
                    words.insert(String::from_utf8_lossy(word).into_owned());
                }
            }
        }
        Dictionary {
            words: words.into_iter().collect(),
        }
    }

    fn word(&self, rng: &mut impl Rng) -> &str {
        if self.words.is_empty() {
            return "x";
        }
        &self.words[rng.random_range(0..self.words.len())]
    }
}

/// The most bytes a mutation may make a text grow to, besides the few
/// operators whose point is a large text.
const SOFT_LIMIT: usize = 1 << 20;

/// A text made from `seed` by one to five changes drawn from `rng`;
/// `other` is a second seed of the same target, for splicing.
pub fn mutate(rng: &mut impl Rng, seed: &[u8], other: &[u8], dict: &Dictionary) -> Vec<u8> {
    let mut text = seed.to_vec();
    let rounds = match rng.random_range(0..10) {
        0..=5 => 1,
        6..=7 => 2,
        8 => 3,
        _ => 5,
    };
    for _ in 0..rounds {
        if text.len() > SOFT_LIMIT {
            break;
        }
        mutate_once(rng, &mut text, other, dict);
    }
    text
}

fn mutate_once(rng: &mut impl Rng, text: &mut Vec<u8>, other: &[u8], dict: &Dictionary) {
    match rng.random_range(0..100) {
        0..=17 => replace_number(rng, text),
        18..=29 => replace_scalar(rng, text, dict),
        30..=35 => flip_bit(rng, text),
        36..=41 => insert_bytes(rng, text),
        42..=46 => delete_bytes(rng, text),
        47..=51 => delete_lines(rng, text),
        52..=56 => duplicate_lines(rng, text),
        57..=60 => swap_lines(rng, text),
        61..=63 => truncate(rng, text),
        64..=66 => splice(rng, text, other),
        67..=69 => reindent(rng, text),
        70..=71 => deep_nesting(rng, text),
        72..=73 => alias_bomb(rng, text),
        74..=75 => anchors_and_aliases(rng, text, dict),
        76..=77 => long_string(rng, text),
        78..=79 => invalid_utf8(rng, text),
        80 => text.splice(0..0, "\u{feff}".bytes()).for_each(drop),
        81..=82 => tabs(rng, text),
        83..=86 => nudge_number(rng, text),
        87..=89 => duplicate_key(rng, text),
        90..=92 => repeat_block(rng, text),
        93..=95 => insert_word_line(rng, text, dict),
        _ => change_case(rng, text),
    }
}

/// Where the lines of `text` begin and end (without the newline).
fn lines(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.iter().enumerate() {
        if *b == b'\n' {
            out.push((start, i));
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push((start, text.len()));
    }
    out
}

/// Runs of `pred` bytes: (start, end).
fn runs(text: &[u8], pred: impl Fn(u8) -> bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if pred(text[i]) {
            let start = i;
            while i < text.len() && pred(text[i]) {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

fn pick<T: Copy>(rng: &mut impl Rng, items: &[T]) -> Option<T> {
    if items.is_empty() {
        None
    } else {
        Some(items[rng.random_range(0..items.len())])
    }
}

/// Spans of numbers (digits with an optional leading `-`), start and end.
pub fn numbers(text: &[u8]) -> Vec<(usize, usize)> {
    runs(text, |b| b.is_ascii_digit())
        .into_iter()
        .map(|(s, e)| {
            if s > 0 && text[s - 1] == b'-' {
                (s - 1, e)
            } else {
                (s, e)
            }
        })
        .collect()
}

/// Spans of the values after `key: ` (to the end of the line or a comment).
fn values(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (start, end) in lines(text) {
        let line = &text[start..end];
        if let Some(colon) = line.windows(2).position(|w| w == b": ") {
            let from = start + colon + 2;
            let to = line
                .windows(2)
                .position(|w| w == b" #")
                .map_or(end, |c| (start + c).max(from));
            if from < to {
                out.push((from, to));
            }
        } else if let Some(dash) = line.windows(2).position(|w| w == b"- ") {
            let from = start + dash + 2;
            if from < end {
                out.push((from, end));
            }
        }
    }
    out
}

fn replace(text: &mut Vec<u8>, span: (usize, usize), with: &[u8]) {
    text.splice(span.0..span.1, with.iter().copied())
        .for_each(drop);
}

fn replace_number(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let spans = numbers(text);
    let value = EXTREMES[rng.random_range(0..EXTREMES.len())];
    match pick(rng, &spans) {
        Some(span) => replace(text, span, value.as_bytes()),
        None => insert_at_value(rng, text, value.as_bytes()),
    }
}

fn nudge_number(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let Some(span) = pick(rng, &numbers(text)) else {
        return;
    };
    let Ok(n) = String::from_utf8_lossy(&text[span.0..span.1]).parse::<i128>() else {
        return;
    };
    let delta: i128 = match rng.random_range(0..4) {
        0 => 1,
        1 => -1,
        2 => i128::from(rng.random_range(-20i32..=20)),
        _ => -2 * n,
    };
    let new = n.saturating_add(delta).to_string();
    replace(text, span, new.as_bytes());
}

fn insert_at_value(rng: &mut impl Rng, text: &mut Vec<u8>, with: &[u8]) {
    match pick(rng, &values(text)) {
        Some(span) => replace(text, span, with),
        None => {
            let at = rng.random_range(0..=text.len());
            text.splice(at..at, with.iter().copied()).for_each(drop);
        }
    }
}

fn replace_scalar(rng: &mut impl Rng, text: &mut Vec<u8>, dict: &Dictionary) {
    let word = dict.word(rng).to_owned();
    if rng.random_bool(0.5) {
        // A whole value.
        insert_at_value(rng, text, word.as_bytes());
    } else {
        // One word anywhere, keys included.
        let spans = runs(text, |b| b.is_ascii_alphanumeric() || b == b'_');
        if let Some(span) = pick(rng, &spans) {
            replace(text, span, word.as_bytes());
        }
    }
}

fn flip_bit(rng: &mut impl Rng, text: &mut [u8]) {
    if text.is_empty() {
        return;
    }
    let at = rng.random_range(0..text.len());
    text[at] ^= 1 << rng.random_range(0..8);
}

fn insert_bytes(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let at = rng.random_range(0..=text.len());
    let bytes: Vec<u8> = match rng.random_range(0..3) {
        0 => vec![SPECIAL_BYTES[rng.random_range(0..SPECIAL_BYTES.len())]],
        1 => SNIPPETS[rng.random_range(0..SNIPPETS.len())]
            .as_bytes()
            .to_vec(),
        _ => (0..rng.random_range(1..8)).map(|_| rng.random()).collect(),
    };
    text.splice(at..at, bytes).for_each(drop);
}

fn delete_bytes(rng: &mut impl Rng, text: &mut Vec<u8>) {
    if text.is_empty() {
        return;
    }
    let at = rng.random_range(0..text.len());
    let len = rng.random_range(1..=16).min(text.len() - at);
    text.drain(at..at + len);
}

fn line_range(rng: &mut impl Rng, text: &[u8]) -> Option<(usize, usize)> {
    let lines = lines(text);
    if lines.is_empty() {
        return None;
    }
    let first = rng.random_range(0..lines.len());
    let count = if rng.random_bool(0.7) {
        1
    } else {
        rng.random_range(1..=8)
    };
    let last = (first + count - 1).min(lines.len() - 1);
    let end = (lines[last].1 + 1).min(text.len());
    Some((lines[first].0, end))
}

fn delete_lines(rng: &mut impl Rng, text: &mut Vec<u8>) {
    if let Some((s, e)) = line_range(rng, text) {
        text.drain(s..e);
    }
}

fn duplicate_lines(rng: &mut impl Rng, text: &mut Vec<u8>) {
    if let Some((s, e)) = line_range(rng, text) {
        let mut copy = text[s..e].to_vec();
        if copy.last() != Some(&b'\n') {
            copy.push(b'\n');
        }
        text.splice(e..e, copy).for_each(drop);
    }
}

fn swap_lines(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let lines = lines(text);
    if lines.len() < 2 {
        return;
    }
    let a = rng.random_range(0..lines.len());
    let b = rng.random_range(0..lines.len());
    let (a, b) = (a.min(b), a.max(b));
    if a == b {
        return;
    }
    let (la, lb) = (lines[a], lines[b]);
    let mut out = Vec::with_capacity(text.len());
    out.extend_from_slice(&text[..la.0]);
    out.extend_from_slice(&text[lb.0..lb.1]);
    out.extend_from_slice(&text[la.1..lb.0]);
    out.extend_from_slice(&text[la.0..la.1]);
    out.extend_from_slice(&text[lb.1..]);
    *text = out;
}

fn truncate(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let at = rng.random_range(0..=text.len());
    text.truncate(at);
}

fn splice(rng: &mut impl Rng, text: &mut Vec<u8>, other: &[u8]) {
    let Some((s, e)) = line_range(rng, other) else {
        return;
    };
    let piece = other[s..e].to_vec();
    let lines = lines(text);
    let at = pick(rng, &lines).map_or(text.len(), |(start, _)| start);
    text.splice(at..at, piece).for_each(drop);
}

fn reindent(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let Some((start, _)) = pick(rng, &lines(text)) else {
        return;
    };
    if rng.random_bool(0.5) {
        let n = rng.random_range(1..=4);
        text.splice(start..start, std::iter::repeat_n(b' ', n))
            .for_each(drop);
    } else {
        let spaces = text[start..].iter().take_while(|b| **b == b' ').count();
        let n = rng.random_range(1..=4).min(spaces);
        text.drain(start..start + n);
    }
}

fn deep_nesting(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let depth = match rng.random_range(0..3) {
        0 => rng.random_range(10..200),
        1 => rng.random_range(200..5_000),
        _ => rng.random_range(5_000..100_000),
    };
    let (open, close): (&[u8], &[u8]) = match rng.random_range(0..3) {
        0 => (b"[", b"]"),
        1 => (b"{a: ", b"}"),
        _ => (b"- ", b""),
    };
    let mut nested = Vec::with_capacity(depth * (open.len() + close.len()) + 1);
    for _ in 0..depth {
        nested.extend_from_slice(open);
    }
    nested.push(b'1');
    if rng.random_bool(0.8) {
        for _ in 0..depth {
            nested.extend_from_slice(close);
        }
    }
    insert_at_value(rng, text, &nested);
}

/// The "billion laughs": each anchor names a list of ten of the one before.
fn alias_bomb(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let levels = rng.random_range(3..12);
    let mut bomb = String::from("[&l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]");
    for level in 1..levels {
        bomb.push_str(&format!(", &l{level} ["));
        let prev = level - 1;
        let items: Vec<String> = (0..10).map(|_| format!("*l{prev}")).collect();
        bomb.push_str(&items.join(", "));
        bomb.push(']');
    }
    bomb.push(']');
    if rng.random_bool(0.3) {
        // As a block mapping's merge, at the top.
        let top = format!("x: &m {{a: {bomb}}}\n<<: *m\n");
        text.splice(0..0, top.bytes()).for_each(drop);
    } else {
        insert_at_value(rng, text, bomb.as_bytes());
    }
}

/// An anchor on one value and aliases to it at others.
fn anchors_and_aliases(rng: &mut impl Rng, text: &mut Vec<u8>, dict: &Dictionary) {
    let spans = values(text);
    let Some(first) = pick(rng, &spans) else {
        return;
    };
    let name = format!("a{}", rng.random_range(0..4));
    let mut edits: Vec<((usize, usize), Vec<u8>)> = Vec::new();
    let anchored = format!(
        "&{name} {}",
        String::from_utf8_lossy(&text[first.0..first.1])
    );
    edits.push((first, anchored.into_bytes()));
    for _ in 0..rng.random_range(1..4) {
        if let Some(span) = pick(rng, &spans)
            && span != first
            && edits.iter().all(|(s, _)| *s != span)
        {
            let alias = if rng.random_bool(0.9) {
                format!("*{name}")
            } else {
                format!("*{}", dict.word(rng))
            };
            edits.push((span, alias.into_bytes()));
        }
    }
    edits.sort_by_key(|(span, _)| std::cmp::Reverse(span.0));
    for (span, with) in edits {
        replace(text, span, &with);
    }
}

fn long_string(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let len = match rng.random_range(0..3) {
        0 => rng.random_range(100..1_000),
        1 => rng.random_range(1_000..100_000),
        _ => rng.random_range(100_000..2_000_000),
    };
    let long: Vec<u8> = match rng.random_range(0..4) {
        0 => vec![b'a'; len],
        1 => vec![b'9'; len],
        2 => std::iter::repeat_n(b"\xc3\xa9".as_slice(), len / 2)
            .flatten()
            .copied()
            .collect(),
        _ => {
            let mut s = vec![b'"'];
            s.extend(std::iter::repeat_n(b"\\n".as_slice(), len / 2).flatten());
            s.push(b'"');
            s
        }
    };
    insert_at_value(rng, text, &long);
}

fn invalid_utf8(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let bad: &[&[u8]] = &[
        b"\xff",
        b"\xc3\x28",
        b"\xe2\x82",
        b"\xf0\x9f\x98",
        b"\xed\xa0\x80",
        b"\xc0\xaf",
    ];
    let at = rng.random_range(0..=text.len());
    let with = bad[rng.random_range(0..bad.len())];
    text.splice(at..at, with.iter().copied()).for_each(drop);
}

fn tabs(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let Some((start, _)) = pick(rng, &lines(text)) else {
        return;
    };
    let spaces = text[start..].iter().take_while(|b| **b == b' ').count();
    if spaces > 0 {
        replace(text, (start, start + spaces), b"\t");
    } else {
        text.insert(start, b'\t');
    }
}

/// A `key: value` line repeated just after itself, or a mapping key
/// written twice.
fn duplicate_key(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let keyed: Vec<(usize, usize)> = lines(text)
        .into_iter()
        .filter(|(s, e)| text[*s..*e].windows(2).any(|w| w == b": "))
        .collect();
    if let Some((s, e)) = pick(rng, &keyed) {
        let mut copy = text[s..e].to_vec();
        copy.push(b'\n');
        let at = (e + 1).min(text.len());
        text.splice(at..at, copy).for_each(drop);
    }
}

/// A block of lines repeated many times (a list of thousands of entries).
fn repeat_block(rng: &mut impl Rng, text: &mut Vec<u8>) {
    let Some((s, e)) = line_range(rng, text) else {
        return;
    };
    let mut block = text[s..e].to_vec();
    if block.last() != Some(&b'\n') {
        block.push(b'\n');
    }
    let times = match rng.random_range(0..3) {
        0 => rng.random_range(2..10),
        1 => rng.random_range(10..1_000),
        _ => rng.random_range(1_000..20_000),
    };
    let times = times.min(SOFT_LIMIT * 2 / block.len().max(1));
    let copies: Vec<u8> = std::iter::repeat_n(block.as_slice(), times)
        .flatten()
        .copied()
        .collect();
    text.splice(e..e, copies).for_each(drop);
}

fn insert_word_line(rng: &mut impl Rng, text: &mut Vec<u8>, dict: &Dictionary) {
    let Some((start, end)) = pick(rng, &lines(text)) else {
        return;
    };
    let indent = text[start..end].iter().take_while(|b| **b == b' ').count();
    let mut line = vec![b' '; indent];
    let key = dict.word(rng).to_owned();
    let value = if rng.random_bool(0.5) {
        dict.word(rng).to_owned()
    } else {
        EXTREMES[rng.random_range(0..EXTREMES.len())].to_owned()
    };
    line.extend_from_slice(format!("{key}: {value}\n").as_bytes());
    let at = (end + 1).min(text.len());
    text.splice(at..at, line).for_each(drop);
}

fn change_case(rng: &mut impl Rng, text: &mut [u8]) {
    let spans = runs(text, |b| b.is_ascii_alphabetic());
    if let Some((s, e)) = pick(rng, &spans) {
        for b in &mut text[s..e] {
            *b = if b.is_ascii_lowercase() {
                b.to_ascii_uppercase()
            } else {
                b.to_ascii_lowercase()
            };
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_same_seed_gives_the_same_text() {
        let seed = b"a: 1\nb:\n  - c: 2\n  - d: [x, y]\n";
        let dict = Dictionary::of(&[seed]);
        for n in 0..200 {
            let a = mutate(&mut ChaCha8Rng::seed_from_u64(n), seed, seed, &dict);
            let b = mutate(&mut ChaCha8Rng::seed_from_u64(n), seed, seed, &dict);
            assert_eq!(a, b, "seed {n}");
        }
    }

    #[test]
    fn mutations_change_the_text_and_stay_bounded() {
        let seed = b"a: 1\nb:\n  - c: 2\n  - d: [x, y]\n";
        let dict = Dictionary::of(&[seed]);
        let mut changed = 0;
        for n in 0..500 {
            let out = mutate(&mut ChaCha8Rng::seed_from_u64(n), seed, seed, &dict);
            changed += usize::from(out != seed);
            assert!(out.len() < 16 * SOFT_LIMIT, "seed {n}: {} bytes", out.len());
        }
        assert!(changed > 400, "{changed} of 500 changed");
    }
}
