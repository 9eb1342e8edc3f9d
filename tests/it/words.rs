//! The wording in Fluent files is complete and consistent: the same
//! messages in English, Italian and Spanish, each using the same arguments
//! in every language; a message for every issue code, non-player note and
//! label, using exactly the arguments the code names; every message the
//! program asks for by name exists; numbers that vary go through plural
//! forms rather than "(s)".

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use gandhi_moderator::i18n::{
    self,
    fluent::{Args, Lang, kebab},
    keys::Key,
};
use gandhi_validator::findings::Issue;
use gandhi_validator::nonplayers::NoteCode;
use gandhi_validator::{components::GameData, terms::Piece};

/// One message as written: its id, its text, the variables it uses.
#[derive(Debug)]
struct Message {
    file: &'static str,
    text: String,
    variables: BTreeSet<String>,
}

/// Reads a Fluent file's messages (ids at the start of a line, values
/// continued on indented lines, comments skipped).
fn messages(file: &'static str, source: &str) -> Vec<(String, Message)> {
    let mut out: Vec<(String, Message)> = Vec::new();
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if line.starts_with(' ') {
            if let Some((_, last)) = out.last_mut() {
                last.text.push('\n');
                last.text.push_str(line);
            }
            continue;
        }
        let (id, value) = line
            .split_once(" = ")
            .or_else(|| line.strip_suffix(" =").map(|id| (id, "")))
            .unwrap_or_else(|| panic!("{file}: not a message line: {line}"));
        out.push((
            id.to_owned(),
            Message {
                file,
                text: value.to_owned(),
                variables: BTreeSet::new(),
            },
        ));
    }
    for (_, message) in &mut out {
        message.variables = variables(&message.text);
    }
    out
}

fn variables(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        let name: String = rest[at + 1..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() {
            out.insert(name);
        }
        rest = &rest[at + 1..];
    }
    out
}

fn catalog(lang: Lang) -> BTreeMap<String, Message> {
    let mut all = BTreeMap::new();
    for (file, source) in i18n::fluent::files(lang) {
        for (id, message) in messages(file, source) {
            if let Some(before) = all.insert(id.clone(), message) {
                panic!("{}: `{id}` is given twice ({})", lang.code(), before.file);
            }
        }
    }
    all
}

#[test]
fn every_file_parses_in_every_language() {
    for lang in Lang::ALL {
        for (file, source) in i18n::fluent::files(lang) {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(source.to_owned()) {
                panic!("{}/{file}: {errors:?}", lang.code());
            }
        }
    }
}

#[test]
fn the_three_languages_have_the_same_messages_with_the_same_arguments() {
    let english = catalog(Lang::En);
    assert!(english.len() > 500, "{} messages", english.len());
    for lang in [Lang::It, Lang::Es] {
        let other = catalog(lang);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<&String> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, not in English {extra:?}",
            lang.code()
        );
        for (id, message) in &english {
            let theirs = &other[id];
            assert_eq!(
                message.file,
                theirs.file,
                "{}: `{id}` is in another file",
                lang.code()
            );
            assert_eq!(
                message.variables,
                theirs.variables,
                "{}: `{id}` uses other arguments than in English",
                lang.code()
            );
        }
    }
}

/// The message of a code uses exactly the code's arguments.
fn check_code(english: &BTreeMap<String, Message>, id: &str, names: &[&str]) {
    let message = english
        .get(id)
        .unwrap_or_else(|| panic!("no message `{id}`"));
    let wanted: BTreeSet<String> = names.iter().map(|n| (*n).to_owned()).collect();
    assert_eq!(
        message.variables, wanted,
        "`{id}` must use exactly its code's arguments"
    );
}

#[test]
fn every_issue_and_note_is_worded_with_exactly_its_arguments() {
    let english = catalog(Lang::En);
    for issue in Issue::ALL {
        check_code(
            &english,
            &format!("issue-{}", kebab(issue.code())),
            issue.args(),
        );
    }
    for code in NoteCode::ALL {
        check_code(
            &english,
            &format!("note-{}", kebab(code.code())),
            code.args(),
        );
    }
}

#[test]
fn every_label_exists() {
    let english = catalog(Lang::En);
    for key in Key::ALL {
        let message = english
            .get(key.id())
            .unwrap_or_else(|| panic!("no label `{}`", key.id()));
        assert!(
            message.variables.is_empty(),
            "label `{}` takes no argument",
            key.id()
        );
    }
}

/// Every message id written in the program's wording code (`src/i18n`) is
/// in the files, and every message of the files is asked for: by an id in
/// the code, a code's id, a label or a space's own name.
#[test]
fn every_message_is_asked_for_and_every_asked_message_exists() {
    let english = catalog(Lang::En);
    let data = GameData::bundled().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    collect(&root, &mut sources);
    let mut asked = BTreeSet::new();
    for file in sources {
        let wording = file.components().any(|c| c.as_os_str() == "i18n");
        let text = std::fs::read_to_string(&file).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            let id_like = !literal.is_empty()
                && literal.contains('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !id_like {
                continue;
            }
            if english.contains_key(literal) {
                asked.insert(literal.to_owned());
            } else {
                assert!(
                    !wording,
                    "{} asks for `{literal}`, which no file has",
                    file.display()
                );
            }
        }
    }
    let mut known: BTreeSet<String> = asked;
    known.extend(Key::ALL.iter().map(|k| k.id().to_owned()));
    known.extend(
        Issue::ALL
            .iter()
            .map(|i| format!("issue-{}", kebab(i.code()))),
    );
    known.extend(
        NoteCode::ALL
            .iter()
            .map(|c| format!("note-{}", kebab(c.code()))),
    );
    // The start screen names each volume a new table's log can be of.
    known.extend(
        gandhi_moderator::app::TABLE_VOLUMES
            .iter()
            .map(|key| format!("table-volume-{key}")),
    );
    // Gandhi names the table's own files it keeps by their keys.
    known.extend(
        gandhi_validator::volume::OWN_FILES
            .iter()
            .map(|own| format!("own-file-{}", own.key)),
    );
    known.extend(data.map.spaces().iter().map(|s| format!("place-{}", s.key)));
    known.extend(data.map.towns().iter().map(|t| format!("place-{}", t.key)));
    for viceroy in data.viceroys.all() {
        for (side, list) in [
            ("player", &viceroy.player),
            ("non-player", &viceroy.non_player),
        ] {
            for n in 1..=list.len() {
                known.insert(format!("viceroy-{}-{side}-{n}", viceroy.key));
            }
        }
    }
    // The command line's help asks for ids it makes from its commands'
    // and options' names.
    let help = gandhi_moderator::cli::help_ids();
    assert!(help.len() > 50, "the help's ids are read: {}", help.len());
    for id in &help {
        assert!(
            english.contains_key(id),
            "the help asks for `{id}`, which no file has"
        );
    }
    known.extend(help);
    let unused: Vec<&String> = english.keys().filter(|id| !known.contains(*id)).collect();
    assert!(unused.is_empty(), "messages nothing asks for: {unused:?}");
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A count goes through plural forms, never "space(s)" or "spazio/i".
#[test]
fn counted_words_use_plural_forms() {
    for lang in Lang::ALL {
        for (id, message) in catalog(lang) {
            for mark in ["(s)", "(es)", "(i)", "(e)", "(a)"] {
                assert!(
                    !message.text.contains(mark),
                    "{}: `{id}` writes `{mark}`; select the plural form instead: {}",
                    lang.code(),
                    message.text
                );
            }
            // "spazio/i", "Protesta/e": a letter, a slash, one ending letter.
            let chars: Vec<char> = message.text.chars().collect();
            for w in chars.windows(4) {
                let ending = w[2] == 'i' || w[2] == 'e';
                let slashed = w[0].is_alphabetic() && w[1] == '/' && ending;
                assert!(
                    !slashed || w[3].is_alphabetic(),
                    "{}: `{id}` writes a slashed ending; select the plural form instead: {}",
                    lang.code(),
                    message.text
                );
            }
        }
    }
}

/// Every issue renders in every language with sample arguments of its
/// kinds, without a Fluent error and without an id left unresolved.
#[test]
fn every_issue_renders_in_every_language() {
    use gandhi_validator::findings::Arg;
    use gandhi_validator::findings::Finding;
    let data = GameData::bundled().unwrap();
    let bihar = data.map.by_key("bihar").unwrap();
    for lang in Lang::ALL {
        for issue in Issue::ALL {
            let args: Vec<Arg> = issue
                .args()
                .iter()
                .map(|name| match *name {
                    "space" | "from" | "to" => Arg::Space(bihar),
                    "piece" | "pieces" | "needs" | "placed_piece" => Arg::Piece(Piece::Troop, 2),
                    "faction" | "next" => Arg::Faction(gandhi_validator::terms::Faction::Congress),
                    _ => Arg::Int(2),
                })
                .collect();
            let finding = Finding::new(*issue, args);
            let text = i18n::findings::finding(lang, &data, &finding);
            assert!(
                !text.starts_with("issue-"),
                "{}: {issue:?} has no wording",
                lang.code()
            );
            let mut sample = Args::new();
            for name in issue.args() {
                sample = sample.num(name, 2);
            }
            let problems =
                i18n::fluent::check(lang, &format!("issue-{}", kebab(issue.code())), &sample);
            assert!(
                problems.is_empty(),
                "{}: {issue:?}: {problems:?}",
                lang.code()
            );
        }
    }
}

/// A Rally count below zero (a Base took the pieces away and went
/// elsewhere) says how many were taken away, not "-2 were placed".
#[test]
fn a_rally_count_below_zero_says_the_pieces_were_taken_away() {
    use gandhi_validator::findings::Arg;
    use gandhi_validator::findings::Finding;
    let data = GameData::bundled().unwrap();
    let bihar = data.map.by_key("bihar").unwrap();
    for issue in [
        Issue::RallyTooManyActivists,
        Issue::RevRallyTooManyGuerrillas,
    ] {
        let finding = Finding::new(issue, vec![Arg::Space(bihar), Arg::Int(1), Arg::Int(-2)]);
        let en = i18n::findings::finding(Lang::En, &data, &finding);
        assert!(en.ends_with("instead 2 were taken away"), "{en}");
        for lang in Lang::ALL {
            let text = i18n::findings::finding(lang, &data, &finding);
            assert!(
                !text.contains("-2") && !text.starts_with("issue-"),
                "{text}"
            );
            let id = format!("issue-{}-taken", kebab(issue.code()));
            let sample = Args::new()
                .num("expected", 1)
                .num("space", 2)
                .num("taken", 2);
            let problems = i18n::fluent::check(lang, &id, &sample);
            assert!(problems.is_empty(), "{}: {id}: {problems:?}", lang.code());
        }
        let placed = Finding::new(issue, vec![Arg::Space(bihar), Arg::Int(1), Arg::Int(2)]);
        assert!(i18n::findings::finding(Lang::En, &data, &placed).ends_with("2 were placed"));
    }
}
