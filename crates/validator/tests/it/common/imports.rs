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
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
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

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into whole paths.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree).trim();
        return vec![path.to_owned()];
    };
    let prefix = tree[..open].trim().trim_end_matches("::");
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
    let mut out = Vec::new();
    for part in parts {
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
        if path.contains("::") {
            out.push(path.trim_end_matches(':').to_owned());
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
    for part in parts {
        current.push(part.to_owned());
        let candidate = current.join("::");
        if modules.contains(&candidate) {
            best = candidate;
        } else {
            break;
        }
    }
    Some(best)
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
        for path in paths_in(&code_of(&text), &children) {
            let Some(to) = resolve(&imports.modules, &module, &path) else {
                continue;
            };
            if to == module {
                continue;
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

impl Imports {
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
