//! Reads which source file imports from which, for the layering tests.
//!
//! Each `.rs` file under a crate's `src` is a module (`lib.rs` is the crate,
//! `a/mod.rs` is `a`). An import is any path that starts with `crate::` or
//! `super::` in a `use` declaration or in the code: it points at the file of
//! the longest module prefix of the path. A path that reaches a name through
//! a re-export therefore points at the file that re-exports it, which is
//! what makes a circle through a `mod.rs` visible. Comments, string
//! literals and everything after a `#[cfg(test)]` line are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The imports between the files of one crate: for each file (as a module
/// path such as `action::ledger`), the files it imports from and the paths
/// that do it.
#[derive(Debug, Default)]
pub struct Imports {
    /// Module path of every file, `crate` for the root.
    pub modules: BTreeSet<String>,
    /// `from → to → example paths`.
    pub edges: BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
    /// The names each file re-exports (`pub use`, `pub(crate) use`), as
    /// they are reached there; `*` for a glob.
    pub reexports: BTreeMap<String, BTreeSet<String>>,
    /// `(from, to, name, path)`: every path that takes a name from
    /// another file.
    names: Vec<(String, String, String, String)>,
}

/// Every `.rs` file below `dir`.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/a/b.rs` → `a::b`; `src/a/mod.rs` → `a`; `src/lib.rs` → `crate`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap_or(file);
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.pop() {
        let stem = last.trim_end_matches(".rs").to_owned();
        if stem != "mod" && stem != "lib" && stem != "main" {
            parts.push(stem);
        }
    }
    if parts.is_empty() {
        "crate".to_owned()
    } else {
        parts.join("::")
    }
}

/// The code of a file without comments, string and char literals, and
/// without its `#[cfg(test)]` part.
fn code_of(text: &str) -> String {
    let text = match text.find("\n#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let bytes: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let next = bytes.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < bytes.len() && bytes[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < bytes.len() {
                if bytes[i] == '/' && bytes.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if bytes[i] == '*' && bytes.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&bytes, i) {
            // A raw string: r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while bytes.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if bytes.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            'raw: while j < bytes.len() {
                if bytes[j] == '"' {
                    let mut k = 0;
                    while k < hashes && bytes.get(j + 1 + k) == Some(&'#') {
                        k += 1;
                    }
                    if k == hashes {
                        j += 1 + hashes;
                        break 'raw;
                    }
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < bytes.len() && bytes[i] != '"' {
                if bytes[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{..}'), not a lifetime.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < bytes.len() && bytes[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                out.push_str("' '");
            } else if bytes.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The parts of the group that opens at `open` in a `use` tree
/// (`a::{b, c::{d, e}}` → `b`, `c::{d, e}`), split at its own commas.
fn group_parts(tree: &str, open: usize) -> Vec<&str> {
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
}

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into whole paths.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree).trim();
        return vec![path.to_owned()];
    };
    let prefix = tree[..open].trim().trim_end_matches("::");
    let mut out = Vec::new();
    for part in group_parts(tree, open) {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        for rest in expand(part) {
            if rest == "self" {
                out.push(prefix.to_owned());
            } else if prefix.is_empty() {
                out.push(rest);
            } else {
                out.push(format!("{prefix}::{rest}"));
            }
        }
    }
    out
}

/// Every path of the code that starts with `crate::`, `super::` or `self::`,
/// or with the name of one of the module's own child modules (`children`).
fn paths_in(code: &str, children: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    // `use` declarations, whose groups are expanded.
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        out.extend(expand(&after[..end]));
        rest = &after[end..];
    }
    // Paths anywhere else: a word followed by `::`, not itself after `::`.
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let word_start = chars[i].is_alphabetic() || chars[i] == '_';
        let after_word = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let after_path = i > 1 && chars[i - 1] == ':' && chars[i - 2] == ':';
        if !word_start || after_word || after_path {
            i += 1;
            continue;
        }
        let path: String = chars[i..]
            .iter()
            .take_while(|c| c.is_alphanumeric() || **c == '_' || **c == ':')
            .collect();
        i += path.chars().count().max(1);
        // `crate::{…}` names no file by itself: the group is read above.
        let path = path.trim_end_matches(':');
        if path.contains("::") {
            out.push(path.to_owned());
        }
    }
    out.retain(|p| {
        let first = p.split("::").next().unwrap_or("");
        matches!(first, "crate" | "super" | "self") || children.contains(first)
    });
    out.sort();
    out.dedup();
    out
}

fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = text[from..].find(word) {
        let at = from + found;
        let before_ok = at == 0
            || !text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let after_ok = text[at + word.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_whitespace());
        if before_ok && after_ok {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// Resolves a path written in `module` to the file it imports from.
fn resolve(modules: &BTreeSet<String>, module: &str, path: &str) -> Option<String> {
    resolve_with_rest(modules, module, path).map(|(to, _)| to)
}

/// The file a path imports from, and the first name after that file's
/// module path (what the path takes from the file), if any.
fn resolve_with_rest(
    modules: &BTreeSet<String>,
    module: &str,
    path: &str,
) -> Option<(String, Option<String>)> {
    let mut segments: Vec<String> = if module == "crate" {
        Vec::new()
    } else {
        module.split("::").map(str::to_owned).collect()
    };
    let mut parts = path.split("::").peekable();
    match parts.peek().copied() {
        Some("crate") => {
            segments.clear();
            parts.next();
        }
        Some("super") => {
            while parts.peek() == Some(&"super") {
                parts.next();
                segments.pop();
            }
        }
        Some("self") => {
            parts.next();
        }
        // A child module's name: relative to this module.
        Some(_) => {}
        None => return None,
    }
    let mut best = if segments.is_empty() {
        "crate".to_owned()
    } else {
        segments.join("::")
    };
    let mut current = segments;
    let mut rest = None;
    for part in parts {
        current.push(part.to_owned());
        let candidate = current.join("::");
        if modules.contains(&candidate) {
            best = candidate;
        } else {
            rest = Some(part.to_owned());
            break;
        }
    }
    Some((best, rest))
}

/// The names a file's code re-exports: the last segment (or the `as`
/// name) of every path in a `pub use` or `pub(…) use` declaration.
fn reexports_in(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        let before = rest[..at].trim_end();
        let public = ["pub", "pub(crate)", "pub(super)"]
            .iter()
            .any(|v| before.ends_with(v));
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        if public {
            for item in expand_named(&after[..end]) {
                out.insert(item);
            }
        }
        rest = &after[end..];
    }
    out
}

/// The names a `use` tree brings in: each path's last segment, or its
/// `as` name.
fn expand_named(tree: &str) -> Vec<String> {
    let mut out = Vec::new();
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let name = match tree.split_once(" as ") {
            Some((_, alias)) => alias.trim(),
            None => tree.rsplit("::").next().unwrap_or(tree).trim(),
        };
        out.push(name.to_owned());
        return out;
    };
    for part in group_parts(tree, open) {
        let part = part.trim();
        if !part.is_empty() && part != "self" {
            out.extend(expand_named(part));
        }
    }
    out
}

/// The imports between the files under `src`.
pub fn scan(src: &Path) -> Imports {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut imports = Imports::default();
    for file in &files {
        imports.modules.insert(module_of(src, file));
    }
    for file in &files {
        let module = module_of(src, file);
        let prefix = if module == "crate" {
            String::new()
        } else {
            format!("{module}::")
        };
        let children: BTreeSet<String> = imports
            .modules
            .iter()
            .filter_map(|m| m.strip_prefix(&prefix))
            .filter(|rest| !rest.contains("::") && *rest != "crate")
            .map(str::to_owned)
            .collect();
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let code = code_of(&text);
        let reexported = reexports_in(&code);
        if !reexported.is_empty() {
            imports.reexports.insert(module.clone(), reexported);
        }
        for path in paths_in(&code, &children) {
            let Some((to, name)) = resolve_with_rest(&imports.modules, &module, &path) else {
                continue;
            };
            if to == module {
                continue;
            }
            if let Some(name) = name {
                imports
                    .names
                    .push((module.clone(), to.clone(), name, path.clone()));
            }
            imports
                .edges
                .entry(module.clone())
                .or_default()
                .entry(to)
                .or_default()
                .insert(path);
        }
    }
    imports
}

/// The layers a crate's files are set in, read from a numbered list of
/// ARCHITECTURE.md: item `n` names its files and folders between
/// backticks (`rule.rs`, `vocab/`, `np/trace.rs`); a file belongs to the
/// layer of the most precise entry naming it, the lowest number at the
/// bottom.
#[derive(Debug, Default)]
pub struct Layers {
    /// `(module, whole folder, layer)`.
    entries: Vec<(String, bool, usize)>,
}

impl Layers {
    /// The numbered list under the heading `heading` of `markdown`.
    pub fn read(markdown: &str, heading: &str) -> Layers {
        let mut layers = Layers::default();
        let mut inside = false;
        let mut layer = 0;
        for line in markdown.lines() {
            if line.starts_with('#') {
                inside = line.trim_start_matches('#').trim() == heading;
                continue;
            }
            if !inside {
                continue;
            }
            let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
            if !digits.is_empty() && line[digits.len()..].starts_with(". ") {
                layer = digits.parse().unwrap_or(0);
            }
            if layer == 0 {
                continue;
            }
            for (i, token) in line.split('`').enumerate() {
                if i % 2 == 1 && !token.contains(' ') {
                    if let Some(dir) = token.strip_suffix('/') {
                        layers.entries.push((dir.replace('/', "::"), true, layer));
                    } else if token.ends_with(".rs") {
                        layers.entries.push((file_module(token), false, layer));
                    }
                }
            }
        }
        layers
    }

    /// How many entries the list has.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The layer of a module, from its most precise entry.
    pub fn of(&self, module: &str) -> Option<usize> {
        let exact = self
            .entries
            .iter()
            .find(|(m, dir, _)| !dir && m == module)
            .map(|(_, _, layer)| *layer);
        exact.or_else(|| {
            self.entries
                .iter()
                .filter(|(m, dir, _)| {
                    *dir && (module == m || module.starts_with(&format!("{m}::")))
                })
                .max_by_key(|(m, _, _)| m.len())
                .map(|(_, _, layer)| *layer)
        })
    }
}

/// `a/b.rs` → `a::b`, `a/mod.rs` → `a`, `lib.rs` → `crate`.
fn file_module(file: &str) -> String {
    let stem = file.trim_end_matches(".rs");
    let parts: Vec<&str> = stem
        .split('/')
        .filter(|p| !matches!(*p, "mod" | "lib" | "main"))
        .collect();
    if parts.is_empty() {
        "crate".to_owned()
    } else {
        parts.join("::")
    }
}

/// The four tests of a crate's layers, from a function giving the crate's
/// imports and layers (`read_layers`) and the crate's name for messages:
/// no circle, every file in a layer, no import from a higher layer, none
/// through a re-export.
#[allow(unused_macros)]
macro_rules! layering_tests {
    ($crate_layers:ident, $whose:literal) => {
        #[test]
        fn no_file_imports_from_one_that_imports_it() {
            $crate_layers().0.assert_no_cycles($whose);
        }

        #[test]
        fn every_file_is_in_a_layer() {
            let (imports, layers) = $crate_layers();
            imports.assert_placed(&layers);
        }

        #[test]
        fn no_file_imports_from_a_higher_layer() {
            let (imports, layers) = $crate_layers();
            imports.assert_none_upward(&layers);
        }

        #[test]
        fn no_file_imports_through_a_re_export() {
            $crate_layers().0.assert_none_through_reexports();
        }
    };
}
#[allow(unused_imports)]
pub(crate) use layering_tests;

/// The imports under `src` and the layers under `heading` of the
/// ARCHITECTURE.md at `architecture`, with a check that both were read
/// (at least `modules` files, `entries` layer entries).
pub fn read_layers(
    src: &Path,
    architecture: &Path,
    heading: &str,
    (modules, entries): (usize, usize),
) -> (Imports, Layers) {
    let imports = scan(src);
    let text = std::fs::read_to_string(architecture)
        .unwrap_or_else(|e| panic!("ARCHITECTURE.md reads: {e}"));
    let layers = Layers::read(&text, heading);
    assert!(
        imports.modules.len() > modules && layers.len() > entries,
        "the scan sees the modules ({} found) and the layers ({} entries)",
        imports.modules.len(),
        layers.len()
    );
    (imports, layers)
}

impl Imports {
    /// Fails on files that import each other, `whose` naming the crate.
    pub fn assert_no_cycles(&self, whose: &str) {
        let cycles = self.cycles();
        assert!(
            cycles.is_empty(),
            "import cycles between the {whose} files:\n{}",
            self.describe(&cycles)
        );
    }

    /// Fails on a file in no layer.
    pub fn assert_placed(&self, layers: &Layers) {
        let unplaced = self.unplaced(layers);
        assert!(
            unplaced.is_empty(),
            "files in no layer of ARCHITECTURE.md: {unplaced:?}"
        );
    }

    /// Fails on an import from a higher layer.
    pub fn assert_none_upward(&self, layers: &Layers) {
        let upward = self.upward(layers);
        assert!(
            upward.is_empty(),
            "imports from a higher layer:\n{}",
            upward.join("\n")
        );
    }

    /// Fails on an import through a re-export, and on a glob re-export.
    pub fn assert_none_through_reexports(&self) {
        let through = self.through_reexports();
        assert!(
            through.is_empty(),
            "imports through a re-export, not from the defining file:\n{}",
            through.join("\n")
        );
        assert!(
            self.glob_reexports().is_empty(),
            "glob re-exports: {:?}",
            self.glob_reexports()
        );
    }
}

impl Imports {
    /// Files the layers do not place.
    pub fn unplaced(&self, layers: &Layers) -> Vec<String> {
        self.modules
            .iter()
            .filter(|m| layers.of(m).is_none())
            .cloned()
            .collect()
    }

    /// Imports from a file of a higher layer: `from (n) -> to (m): path`.
    pub fn upward(&self, layers: &Layers) -> Vec<String> {
        let mut out = Vec::new();
        for (from, targets) in &self.edges {
            for (to, paths) in targets {
                if let (Some(low), Some(high)) = (layers.of(from), layers.of(to))
                    && low < high
                {
                    let paths: Vec<&str> = paths.iter().map(String::as_str).take(3).collect();
                    out.push(format!(
                        "{from} (layer {low}) -> {to} (layer {high}): {}",
                        paths.join(", ")
                    ));
                }
            }
        }
        out
    }

    /// Paths that take a name through a file that re-exports it, rather
    /// than from the file that defines it: `from: path (re-exported by to)`.
    pub fn through_reexports(&self) -> Vec<String> {
        let mut out = BTreeSet::new();
        for (from, to, name, path) in &self.names {
            let Some(names) = self.reexports.get(to) else {
                continue;
            };
            let child = format!(
                "{}{name}",
                if to == "crate" {
                    String::new()
                } else {
                    format!("{to}::")
                }
            );
            if names.contains(name) || (names.contains("*") && !self.modules.contains(&child)) {
                out.insert(format!("{from}: {path} (re-exported by {to})"));
            }
        }
        out.into_iter().collect()
    }

    /// Glob re-exports (`pub use x::*`), which hide where a name comes from.
    pub fn glob_reexports(&self) -> Vec<String> {
        self.reexports
            .iter()
            .filter(|(_, names)| names.contains("*"))
            .map(|(m, _)| m.clone())
            .collect()
    }

    /// Groups of files that import each other, directly or around a circle
    /// (strongly connected components of more than one file), each with
    /// the imports inside it.
    pub fn cycles(&self) -> Vec<Vec<String>> {
        // Tarjan's algorithm over the module graph.
        struct State<'a> {
            imports: &'a Imports,
            index: BTreeMap<&'a str, usize>,
            low: BTreeMap<&'a str, usize>,
            stack: Vec<&'a str>,
            on_stack: BTreeSet<&'a str>,
            next: usize,
            out: Vec<Vec<String>>,
        }
        fn visit<'a>(s: &mut State<'a>, v: &'a str) {
            s.index.insert(v, s.next);
            s.low.insert(v, s.next);
            s.next += 1;
            s.stack.push(v);
            s.on_stack.insert(v);
            if let Some(targets) = s.imports.edges.get(v) {
                for w in targets.keys() {
                    let w = w.as_str();
                    if !s.index.contains_key(w) {
                        visit(s, w);
                        let low = s.low[v].min(s.low[w]);
                        s.low.insert(v, low);
                    } else if s.on_stack.contains(w) {
                        let low = s.low[v].min(s.index[w]);
                        s.low.insert(v, low);
                    }
                }
            }
            if s.low[v] == s.index[v] {
                let mut group = Vec::new();
                while let Some(w) = s.stack.pop() {
                    s.on_stack.remove(w);
                    group.push(w.to_owned());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    s.out.push(group);
                }
            }
        }
        let mut state = State {
            imports: self,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            next: 0,
            out: Vec::new(),
        };
        for module in &self.modules {
            if !state.index.contains_key(module.as_str()) {
                visit(&mut state, module.as_str());
            }
        }
        state.out
    }

    /// A readable account of the cycles: each group with the imports that
    /// stay inside it.
    pub fn describe(&self, cycles: &[Vec<String>]) -> String {
        let mut out = String::new();
        for group in cycles {
            out.push_str(&format!(
                "files importing each other: {}\n",
                group.join(", ")
            ));
            for from in group {
                for (to, paths) in self.edges.get(from).into_iter().flatten() {
                    if group.contains(to) {
                        let paths: Vec<&str> = paths.iter().map(String::as_str).take(3).collect();
                        out.push_str(&format!("  {from} -> {to} ({})\n", paths.join(", ")));
                    }
                }
            }
        }
        out
    }
}

#[test]
fn use_trees_expand_into_whole_paths() {
    assert_eq!(
        expand("crate::a::{b, c::{d, e as f}, self}"),
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "crate::a"
        ]
    );
    let code = code_of(
        "// crate::x::y\nlet s = \"crate::z\"; use super::w;\nlet x = kid::f(std::mem::take(y));\n#[cfg(test)]\nuse crate::q;",
    );
    let children = BTreeSet::from(["kid".to_owned()]);
    assert_eq!(paths_in(&code, &children), ["kid::f", "super::w"]);
}

#[test]
fn paths_resolve_to_the_longest_module() {
    let modules: BTreeSet<String> = ["crate", "a", "a::b", "c"].map(str::to_owned).into();
    assert_eq!(resolve(&modules, "a::b", "super::X").as_deref(), Some("a"));
    assert_eq!(
        resolve(&modules, "c", "crate::a::b::Y").as_deref(),
        Some("a::b")
    );
    assert_eq!(resolve(&modules, "c", "crate::a::Z").as_deref(), Some("a"));
    assert_eq!(resolve(&modules, "a", "super::c::W").as_deref(), Some("c"));
    assert_eq!(resolve(&modules, "a", "b::V").as_deref(), Some("a::b"));
    assert_eq!(
        resolve(&modules, "a", "self::b::V").as_deref(),
        Some("a::b")
    );
}

#[test]
fn re_exports_are_read_with_their_names() {
    let code =
        code_of("pub use a::{B, c::D as E};\npub(crate) use f::G;\nuse h::I;\npub use j::*;\n");
    let names = reexports_in(&code);
    assert_eq!(
        names.into_iter().collect::<Vec<_>>(),
        ["*", "B", "E", "G"],
        "a plain `use` is no re-export"
    );
}

#[test]
fn an_import_through_a_re_export_and_an_upward_import_are_found() {
    let scratch = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let dir = scratch.path();
    std::fs::create_dir_all(dir.join("low")).unwrap_or_else(|e| panic!("{e}"));
    let files = [
        ("lib.rs", "mod low; mod high;"),
        ("low/mod.rs", "mod inner;\npub use inner::Thing;\n"),
        ("low/inner.rs", "pub struct Thing;\nuse crate::high::Top;\n"),
        ("high.rs", "use crate::low::Thing;\npub struct Top;\n"),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("{e}"));
    }
    let imports = scan(dir);
    let layers = Layers::read(
        "## Layers\n1. `low/`\n2. `high.rs`,\n   `lib.rs`\n## Next\n3. `low/inner.rs`\n",
        "Layers",
    );
    assert_eq!(
        layers.of("low::inner"),
        Some(1),
        "the list ends at the next heading"
    );
    assert_eq!(
        layers.of("crate"),
        Some(2),
        "an item goes on over its lines"
    );
    assert_eq!(
        imports.through_reexports(),
        ["high: crate::low::Thing (re-exported by low)"]
    );
    assert_eq!(
        imports.upward(&layers),
        ["low::inner (layer 1) -> high (layer 2): crate::high::Top"]
    );
    assert!(imports.unplaced(&layers).is_empty());
    let fewer = Layers::read("## Layers\n1. `high.rs`\n", "Layers");
    assert_eq!(imports.unplaced(&fewer), ["crate", "low", "low::inner"]);
}
