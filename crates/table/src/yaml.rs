//! Parsing YAML text into serde structures, and the load errors that name
//! file, document path, line and column.
//!
//! Loaders take text, never paths: the app and the command line read files.

use serde::de::DeserializeOwned;

/// Largest text the loaders accept. Game data and saved games are a few
/// kilobytes; anything this large is not one of ours.
pub const MAX_TEXT_BYTES: usize = 8 * 1024 * 1024;

/// A place in a YAML document: 1-based line and column.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TextPos {
    /// 1-based line; 0 when unknown.
    pub line: u64,
    /// 1-based column; 0 when unknown.
    pub column: u64,
}

impl TextPos {
    /// `:line:column` when known, else nothing.
    pub fn place(self) -> String {
        if self.line > 0 {
            format!(":{}:{}", self.line, self.column)
        } else {
            String::new()
        }
    }

    pub fn of<T>(spanned: &serde_saphyr::Spanned<T>) -> TextPos {
        TextPos {
            line: spanned.referenced.line(),
            column: spanned.referenced.column(),
        }
    }
}

/// One problem found while loading a file.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{file}{}: {}{message}", pos.place(), at(path))]
pub struct LoadError {
    /// The file (as named by the caller), e.g. `data/map.yaml`.
    pub file: String,
    /// Where in the document, e.g. `spaces[3].population`; `(document)` for the whole.
    pub path: String,
    /// Line and column; 0 when the problem has no single place.
    pub pos: TextPos,
    /// What was wrong, or what was expected.
    pub message: String,
}

/// `at `PATH`: ` before a message, or nothing when the problem has no path.
fn at(path: &str) -> String {
    if path.is_empty() {
        String::new()
    } else {
        format!("at `{path}`: ")
    }
}

/// Every problem found while loading, in file order, one per line.
#[derive(Clone, PartialEq, Eq, Debug, Default, thiserror::Error)]
#[error("{}", lines(.0))]
pub struct LoadErrors(pub Vec<LoadError>);

fn lines(errors: &[LoadError]) -> String {
    errors
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

impl LoadErrors {
    /// Whether nothing went wrong.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Records a problem.
    pub fn push(
        &mut self,
        file: &str,
        path: impl Into<String>,
        pos: TextPos,
        message: impl Into<String>,
    ) {
        self.0.push(LoadError {
            file: file.to_owned(),
            path: path.into(),
            pos,
            message: message.into(),
        });
    }

    /// `Ok(value)` when nothing went wrong, else the errors.
    pub fn into_result<T>(self, value: T) -> Result<T, LoadErrors> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl From<LoadError> for LoadErrors {
    fn from(error: LoadError) -> LoadErrors {
        LoadErrors(vec![error])
    }
}

/// The parser's options: its default limits (against aliases that expand
/// without end, nesting too deep), except that the count of nodes and
/// events follows the largest text accepted, so that any file within
/// [`MAX_TEXT_BYTES`] (a saved game of 20,000 entries is under 4 MiB) is
/// read whole. Every node takes at least two bytes of text.
///
/// Events replayed from aliases are limited to [`MIN_ALIAS_EVENTS`], or
/// one for every [`BYTES_PER_ALIAS_EVENT`] bytes of a longer text: the
/// parser's own limit (a million) let a file of 4 KB expand into over a
/// hundred MB and seconds of work (a "billion laughs" found by fuzzing,
/// `crates/fuzz/corpus/*/alias-bomb*`). None of our files needs aliases;
/// one written by hand may use a few, and reads the same.
fn options(text_len: usize) -> serde_saphyr::Options {
    let mut options = serde_saphyr::Options::default();
    if let Some(budget) = options.budget.as_mut() {
        budget.max_nodes = budget.max_nodes.max(MAX_TEXT_BYTES / 2);
        budget.max_events = budget.max_events.max(MAX_TEXT_BYTES);
    }
    options.alias_limits.max_total_replayed_events = options
        .alias_limits
        .max_total_replayed_events
        .min(MIN_ALIAS_EVENTS.max(text_len / BYTES_PER_ALIAS_EVENT));
    options
}

/// Bytes of text for each event aliases may replay, past [`MIN_ALIAS_EVENTS`].
pub const BYTES_PER_ALIAS_EVENT: usize = 16;

/// Events that aliases may replay in any text, however short.
pub const MIN_ALIAS_EVENTS: usize = 10_000;

/// Parses one YAML document into `T`, rejecting unknown fields (the raw types
/// use `deny_unknown_fields`) and reporting the first syntax or type error
/// with its document path, line and column.
pub fn parse_yaml<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, LoadError> {
    let whole = |message: &str| LoadError {
        file: file.to_owned(),
        path: "(document)".to_owned(),
        pos: TextPos::default(),
        message: message.to_owned(),
    };
    if text.len() > MAX_TEXT_BYTES {
        return Err(whole(&format!(
            "the file holds {} bytes; at most {} are accepted",
            text.len(),
            MAX_TEXT_BYTES
        )));
    }
    if text.trim().is_empty() {
        return Err(whole("the file is empty; expected a YAML document"));
    }
    let mut failed_at: Option<String> = None;
    let result = serde_saphyr::with_deserializer_from_str_with_options(
        text,
        options(text.len()),
        |deserializer| {
            serde_path_to_error::deserialize::<_, T>(deserializer).map_err(|error| {
                failed_at = Some(error.path().to_string());
                error.into_inner()
            })
        },
    );
    result.map_err(|error| {
        let pos = error
            .location()
            .map(|location| TextPos {
                line: location.line(),
                column: location.column(),
            })
            .unwrap_or_default();
        let path = match failed_at.as_deref() {
            // `?` stands for a key the parser did not read: no path.
            None | Some(".") | Some("") | Some("?") => "(document)".to_owned(),
            // A `Spanned` wrapper adds a `value` step readers never wrote.
            // Nor do readers write the `?` that stands for a key not read.
            Some(path) => short_path(
                path.replace(".value.", ".")
                    .trim_end_matches(".value")
                    .trim_end_matches(".?"),
            ),
        };
        LoadError {
            file: file.to_owned(),
            path,
            pos,
            message: plain_message(&error.without_snippet().to_string()),
        }
    })
}

/// A document path cut to its first 60 characters (a text nested without
/// end gives one as long), with `…` where it was cut.
fn short_path(path: &str) -> String {
    const MAX: usize = 60;
    match path.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &path[..cut]),
        None => path.to_owned(),
    }
}

#[derive(serde::Deserialize)]
struct Header {
    format: Option<serde_saphyr::Spanned<String>>,
    version: Option<serde_saphyr::Spanned<u32>>,
}

/// The files of one program: its name, as a file that is none of its own
/// is told, and what each of its formats is called, for telling the user
/// which one they gave when it is not the one expected. The volume gives
/// it; the table reads every file's opening lines with it.
#[derive(Clone, Copy, Debug)]
pub struct Formats {
    /// The program's name, as in "not a … file".
    pub program: &'static str,
    /// Each format's name (as written on a file's first line) and what the
    /// file is.
    pub known: &'static [(&'static str, &'static str)],
}

/// A file's raw form that carries its own `format` and `version` fields.
pub trait Headed {
    /// Its `format` and `version`, as read.
    fn header(&self) -> (&str, u32);
}

/// Reads one of our files whose raw form carries its own `format` and
/// `version`: what [`expect_format`] then [`parse_yaml`] would give,
/// errors included, for one reading of a good file instead of two. Only
/// when the text does not read as `T`, or its header is not the one
/// expected, is the header read on its own, so that a file of another kind
/// is named as such before anything else.
pub fn parse_formatted<T: DeserializeOwned + Headed>(
    formats: &Formats,
    file: &str,
    text: &str,
    (format, newest): (&str, u32),
) -> Result<T, LoadErrors> {
    let read = parse_yaml::<T>(file, text);
    if let Ok(raw) = &read {
        let (found, version) = raw.header();
        if found == format && (1..=newest).contains(&version) {
            return read.map_err(LoadErrors::from);
        }
    }
    expect_format(formats, file, text, (format, newest))?;
    read.map_err(LoadErrors::from)
}

/// Checks the `end` field that closes our files: a file without it was cut
/// short and is not read.
pub fn expect_end(
    file: &str,
    end: Option<&serde_saphyr::Spanned<String>>,
    expected: &str,
) -> Result<(), LoadErrors> {
    let mut errors = LoadErrors::default();
    match end {
        Some(end) if end.value == expected => return Ok(()),
        Some(end) => errors.push(
            file,
            "end",
            TextPos::of(end),
            format!("expected `end: {expected}`"),
        ),
        None => errors.push(
            file,
            "end",
            TextPos::default(),
            format!(
                "the closing line `end: {expected}` is missing: the file was cut short, so it is not read"
            ),
        ),
    }
    Err(errors)
}

/// Checks the `format` and `version` fields that open our files, before the
/// rest is read, so that a file of another kind is named as such.
pub fn expect_format(
    formats: &Formats,
    file: &str,
    text: &str,
    (format, newest): (&str, u32),
) -> Result<(), LoadErrors> {
    let program = formats.program;
    let header: Header = parse_yaml(file, text).map_err(|mut error| {
        // Text that is no mapping at all is no file of ours; a value the
        // parser refuses further in is said as it is.
        let whole = error.path == "(document)" && error.message.starts_with("expected");
        if whole && !error.message.contains("format") {
            error.message = format!("not a {program} file ({})", error.message);
        }
        LoadErrors::from(error)
    })?;
    let mut errors = LoadErrors::default();
    let Some(found) = header.format else {
        errors.push(
            file,
            "format",
            TextPos { line: 1, column: 1 },
            format!("the first line should read `format: {format}`; this is not a {program} file"),
        );
        return Err(errors);
    };
    if found.value != format {
        let what = formats
            .known
            .iter()
            .find(|(name, _)| *name == found.value)
            .map_or_else(
                || format!("not a {program} file"),
                |(_, what)| format!("this is {what}"),
            );
        errors.push(
            file,
            "format",
            TextPos::of(&found),
            format!("expected `format: {format}`; {what}"),
        );
        return Err(errors);
    }
    match header.version {
        Some(version) if (1..=newest).contains(&version.value) => Ok(()),
        Some(version) => {
            errors.push(
                file,
                "version",
                TextPos::of(&version),
                format!(
                    "this file has version {}; this build reads versions 1 to {newest}",
                    version.value
                ),
            );
            Err(errors)
        }
        None => {
            errors.push(
                file,
                "version",
                TextPos::default(),
                "the `version` field is missing",
            );
            Err(errors)
        }
    }
}

/// serde's names of Rust types and of its own ideas, said as what the text
/// should hold: `unknown variant` is an unknown value, `i32` a whole
/// number, `struct RawTracks` lines of `key: value`.
fn users_terms(text: &str) -> String {
    for (parsers, says) in [
        (
            "externally tagged enum expected scalar or mapping",
            "expected one of the accepted words, or a `kind: ...` mapping",
        ),
        (
            "expected string key for externally tagged enum",
            "expected one of the accepted words as the key",
        ),
        (
            "expected end of mapping after enum variant value",
            "expected a mapping of one key only",
        ),
        (
            "unexpected value for unit enum variant",
            "this word takes no value",
        ),
        (
            "expected empty mapping for unit struct",
            "expected an empty mapping `{}`",
        ),
    ] {
        if text.starts_with(parsers) {
            return says.to_owned();
        }
    }
    let mut out = text.replace("unknown variant", "unknown value");
    for (word, says) in [
        ("u8", "a whole number from 0 to 255"),
        ("u16", "a whole number from 0 to 65535"),
        ("u32", "a whole number from 0"),
        ("u64", "a whole number from 0"),
        ("usize", "a whole number from 0"),
        ("i8", "a whole number"),
        ("i16", "a whole number"),
        ("i32", "a whole number"),
        ("i64", "a whole number"),
        ("f32", "a number"),
        ("f64", "a number"),
    ] {
        out = replace_word(&out, word, says);
    }
    // `expected struct X`, `expected enum X`, `expected tuple struct X`,
    // `expected unit struct X`: the name is the program's own.
    for kind in [
        "tuple struct ",
        "unit struct ",
        "struct ",
        "enum ",
        "newtype struct ",
    ] {
        while let Some(at) = out.find(&format!("expected {kind}")) {
            let start = at + "expected ".len();
            let name_start = start + kind.len();
            let name_end = out[name_start..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .map_or(out.len(), |n| name_start + n);
            let says = match kind {
                "enum " => "one of the accepted values",
                _ => "`key: value` lines (a YAML mapping)",
            };
            out.replace_range(start..name_end, says);
        }
    }
    out.replace(" variant ", " value ")
}

/// `text` with every `word` that stands alone (not inside a longer word)
/// replaced by `says`.
fn replace_word(text: &str, word: &str, says: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        let alone = |c: Option<char>| !c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if alone(before) && alone(after) {
            says
        } else {
            word
        });
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// Drops the trailing " at line L, column C" that the YAML crate appends,
/// since the position is reported separately.
fn plain_message(text: &str) -> String {
    let trimmed = match text.rfind(" at line ") {
        Some(at) if text[at..].contains(", column ") => &text[..at],
        _ => text,
    };
    let trimmed = trimmed.strip_prefix("error: ").unwrap_or(trimmed);
    if trimmed.starts_with("unexpected end of input") {
        return "the document ends too early; expected more YAML".to_owned();
    }
    // The parser's and serde's own words, said in the user's terms.
    if let Some(rest) = trimmed.strip_prefix("duplicate mapping key: ") {
        let key = rest.split(", set ").next().unwrap_or(rest);
        return format!("`{key}` is given twice here; keep one");
    }
    // A text whose aliases would expand past the limit set in `options`:
    // the limit is said, the parser's counters are not.
    if trimmed.starts_with("alias replay limit exceeded") {
        let limit = trimmed
            .split("> ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or("the allowed number of");
        return format!(
            "the aliases (`*name`) here would expand into more than {limit} values; \
             write the values out instead"
        );
    }
    if trimmed.starts_with("multiple YAML documents detected") {
        return "the file holds more than one YAML document (a `---` line starts another); \
                expected one"
            .to_owned();
    }
    if let Some(rest) = trimmed.strip_prefix("budget breached: ") {
        return too_much(rest);
    }
    if let Some(rest) = trimmed.strip_prefix("non-finite float ") {
        let value = rest.split_whitespace().next().unwrap_or("this value");
        return format!("{value} is not a number the program reads; expected a plain number");
    }
    if trimmed.starts_with("data did not match any variant of untagged enum") {
        return "this value has none of the forms the field accepts".to_owned();
    }
    let trimmed = &users_terms(trimmed);
    // The parser's event names, said as what the text should hold.
    if let Some(rest) = trimmed.strip_prefix("expected mapping start") {
        return format!("expected `key: value` lines (a YAML mapping) here{rest}");
    }
    if let Some(rest) = trimmed.strip_prefix("expected sequence start") {
        return format!("expected a list (`- item` lines, or `[a, b]`) here{rest}");
    }
    // `invalid u8`: a number out of the type's range, or no number.
    if let Some(what) = trimmed.strip_prefix("invalid ")
        && what.starts_with("a ")
    {
        return format!("expected {what} here");
    }
    trimmed.to_owned()
}

/// One of the parser's limits reached (`Depth { depth: 65 }`), said in the
/// user's terms: what the text holds too much of, never the parser's names.
fn too_much(limit: &str) -> String {
    let kind = limit.split([' ', '{', '(']).next().unwrap_or(limit);
    let number = limit
        .split(|c: char| !c.is_ascii_digit())
        .find(|part| !part.is_empty());
    match (kind, number) {
        ("Depth", Some(n)) => format!(
            "the text nests lists and mappings {n} levels deep, more than the program reads; \
             no file of the program's nests so deep"
        ),
        _ => "the text holds more nodes, events or aliases than the program reads; \
              no file of the program's needs so many"
            .to_owned(),
    }
}

/// The entries of a list read from a file, each with its path (`name[i]`,
/// as errors name it) and its place in the file.
pub fn entries<'a, T>(
    list: &'a [serde_saphyr::Spanned<T>],
    name: &'a str,
) -> impl Iterator<Item = (String, TextPos, &'a T)> + 'a {
    list.iter()
        .enumerate()
        .map(move |(i, entry)| (format!("{name}[{i}]"), TextPos::of(entry), &entry.value))
}

/// A value to be written where a read one would carry its place: written,
/// it is the value alone.
pub fn unplaced<T>(value: T) -> serde_saphyr::Spanned<T> {
    serde_saphyr::Spanned::new(
        value,
        serde_saphyr::Location::UNKNOWN,
        serde_saphyr::Location::UNKNOWN,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Entry {
        name: String,
        population: u8,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        spaces: Vec<Entry>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Doc2 {
        format: String,
        version: u32,
        #[serde(default)]
        spaces: Vec<String>,
    }

    impl Headed for Doc2 {
        fn header(&self) -> (&str, u32) {
            (&self.format, self.version)
        }
    }

    /// One reading of a good file; for every other text, the errors the
    /// header check then the whole reading give, the same and in order.
    #[test]
    fn a_formatted_file_is_read_once_with_the_errors_of_two_readings() {
        let formats = Formats {
            program: "Test",
            known: &[("other", "another kind of file")],
        };
        let read = |text: &str| parse_formatted::<Doc2>(&formats, "f.yaml", text, ("doc", 2));
        let two = |text: &str| {
            expect_format(&formats, "f.yaml", text, ("doc", 2))
                .and_then(|()| parse_yaml::<Doc2>("f.yaml", text).map_err(LoadErrors::from))
        };
        let texts = [
            "format: doc\nversion: 2\nspaces: [a, b]\n",
            "format: doc\nversion: 1\n",
            "format: other\nversion: 2\n",
            "format: doc\nversion: 3\n",
            "format: doc\nversion: 0\n",
            "format: doc\n",
            "version: 2\n",
            "format: doc\nversion: 2\nspaces: 7\n",
            "format: other\nversion: 2\nspaces: 7\n",
            "format: doc\nversion: 2\nextra: 1\n",
            "- a list\n",
            "",
            "[unclosed\n",
        ];
        for text in texts {
            assert_eq!(read(text), two(text), "{text:?}");
        }
        assert_eq!(
            read(texts[0]).unwrap().spaces,
            ["a".to_owned(), "b".to_owned()]
        );
        assert!(read(texts[2]).is_err());
    }

    #[test]
    fn the_parsers_own_words_are_said_in_the_users_terms() {
        let error = parse_yaml::<std::collections::BTreeMap<String, u8>>("x.yaml", "a: 1\na: 2\n")
            .unwrap_err();
        assert_eq!(error.message, "`a` is given twice here; keep one");
        assert!(!error.message.contains("DuplicateKeyPolicy"));
        assert_eq!(error.pos.line, 2);
        #[derive(Debug, Deserialize)]
        #[serde(untagged)]
        #[allow(dead_code)]
        enum Either {
            Number(u8),
            Word(bool),
        }
        let error = parse_yaml::<Either>("x.yaml", "[1]\n").unwrap_err();
        assert_eq!(
            error.message,
            "this value has none of the forms the field accepts"
        );
    }

    /// Two documents, text nested without end, a number that is no
    /// number, a whole number out of range: said as what is wrong in the
    /// text, never with the parser's names for it.
    #[test]
    fn the_parsers_limits_and_refusals_are_said_in_the_users_terms() {
        type Map = std::collections::BTreeMap<String, serde_json::Value>;
        let two = parse_yaml::<Map>("x.yaml", "a: 1\n---\na: 2\n").unwrap_err();
        assert_eq!(
            two.message,
            "the file holds more than one YAML document (a `---` line starts another); expected one"
        );
        let deep = format!("a: {}{}\n", "[".repeat(90), "]".repeat(90));
        let deep = parse_yaml::<Map>("x.yaml", &deep).unwrap_err();
        assert!(
            deep.message
                .starts_with("the text nests lists and mappings"),
            "{deep}"
        );
        assert!(deep.path.chars().count() <= 61, "{deep}");
        let nan = parse_yaml::<Map>("x.yaml", "a: .nan\n").unwrap_err();
        assert_eq!(
            nan.message,
            "`.nan` is not a number the program reads; expected a plain number"
        );
        let big =
            parse_yaml::<Doc>("x.yaml", "spaces:\n  - { name: a, population: 300 }\n").unwrap_err();
        assert_eq!(big.message, "expected a whole number from 0 to 255 here");
        for error in [two, deep, nan, big] {
            for internal in [
                "from_str_multiple",
                "budget",
                "Depth",
                "policy",
                "invalid",
                "u8",
            ] {
                assert!(!error.message.contains(internal), "{error}");
            }
        }
    }

    /// serde's names of Rust types and ideas are said as what the text
    /// should hold.
    #[test]
    fn type_names_are_said_in_the_users_terms() {
        #[derive(Debug, Deserialize)]
        #[serde(rename_all = "snake_case")]
        #[allow(dead_code)]
        enum Level {
            Neutral,
            PassiveSupport,
        }
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct RawThing {
            count: u8,
            value: i32,
            level: Level,
        }
        for text in [
            "count: 300\nvalue: 1\nlevel: neutral\n",
            "count: 1\nvalue: many\nlevel: neutral\n",
            "count: 1\nvalue: 1\nlevel: passi\n",
            "count: 1\nvalue: 1\nlevel: [1]\n",
            "- 1\n",
        ] {
            let error = parse_yaml::<RawThing>("x.yaml", text).unwrap_err();
            for word in [
                "u8", "i32", "variant", "struct", "enum", "RawThing", "Level",
            ] {
                assert_eq!(
                    replace_word(&error.message, word, "#"),
                    error.message,
                    "`{word}` in the message"
                );
            }
        }
    }

    #[test]
    fn unknown_field_names_path_line_and_column() {
        let text =
            "spaces:\n  - name: Delhi\n    population: 1\n  - name: Bombay\n    populaton: 1\n";
        let error = parse_yaml::<Doc>("map.yaml", text).unwrap_err();
        assert_eq!(error.path, "spaces[1].populaton");
        assert_eq!(error.pos, TextPos { line: 5, column: 5 });
        assert!(
            error.message.contains("unknown field `populaton`"),
            "{}",
            error.message
        );
        assert_eq!(
            error.to_string(),
            format!("map.yaml:5:5: at `spaces[1].populaton`: {}", error.message)
        );
    }

    #[test]
    fn wrong_type_names_the_field() {
        let text = "spaces:\n  - name: Delhi\n    population: many\n";
        let error = parse_yaml::<Doc>("map.yaml", text).unwrap_err();
        assert_eq!(error.path, "spaces[0].population");
        assert_eq!(error.pos.line, 3);
    }

    #[test]
    fn empty_truncated_and_binary_texts_are_errors() {
        let empty = parse_yaml::<Doc>("x.yaml", "  \n").unwrap_err();
        assert!(empty.message.contains("empty"));
        let truncated =
            parse_yaml::<Doc>("x.yaml", "spaces:\n  - name: Delhi\n    popul").unwrap_err();
        assert_eq!(truncated.pos.line, 3);
        let binary = parse_yaml::<Doc>("x.yaml", "\u{0}\u{1}\u{2}").unwrap_err();
        assert_eq!(binary.pos.line, 1);
    }

    /// A long saved game has more nodes than the parser allows by default
    /// (250,000); any text within the size limit reads whole.
    #[test]
    fn a_long_document_within_the_size_limit_reads_whole() {
        let text = "- 1\n".repeat(300_000);
        let list = parse_yaml::<Vec<u8>>("long.yaml", &text).unwrap();
        assert_eq!(list.len(), 300_000);
    }

    #[test]
    fn oversized_text_is_refused_before_parsing() {
        let text = "#".repeat(MAX_TEXT_BYTES + 1);
        let error = parse_yaml::<Doc>("big.yaml", &text).unwrap_err();
        assert!(error.message.contains("at most"));
    }
}
