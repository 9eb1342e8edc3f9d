//! Why a file could not be read or written, in the language chosen: the
//! program's own reasons, and the system's turned into words for the
//! common cases (no such file, no permission, a full disk, a read-only
//! file system, a name too long); any other reason the system gives is
//! quoted as it is. What a file's text holds wrong is the validator's
//! message, located by file, line and column.

use std::fmt;
use std::io;

use coin_table::LoadErrors;

use crate::files::{FileError, Kind, Unwritable};

use super::fluent::{Args, Lang, say};

/// A file error as a sentence.
pub fn file_error(lang: Lang, error: &FileError) -> String {
    let file = |path: &std::path::Path| path.display().to_string();
    // A message of one file, with one more argument.
    let about = |id, path, (name, value): (&'static str, String)| {
        say(
            lang,
            id,
            Args::new().text("file", file(path)).text(name, value),
        )
    };
    let limit = i64::try_from(coin_table::MAX_TEXT_BYTES / (1024 * 1024)).unwrap_or(i64::MAX);
    let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    match error {
        FileError::NotAFolder { path } => say(
            lang,
            "file-not-a-folder",
            Args::new().text("file", file(path)),
        ),
        FileError::Read { path, source } => about(
            "file-cannot-read",
            path,
            ("why", system_reason(lang, source)),
        ),
        FileError::TooLarge { path } => say(
            lang,
            "file-too-large",
            Args::new().text("file", file(path)).num("limit", limit),
        ),
        FileError::NotText {
            path,
            at,
            line,
            column,
        } => say(
            lang,
            "file-not-text",
            Args::new()
                .text("file", file(path))
                .num("at", number(*at))
                .num("line", number(*line))
                .num("column", number(*column)),
        ),
        FileError::Invalid {
            errors,
            linked,
            unread,
        } => invalid(lang, errors, linked, unread),
        FileError::NotAFile { path, kind } => about(
            "file-not-a-file",
            path,
            ("kind", say(lang, kind_id(*kind), Args::new())),
        ),
        FileError::TooLargeToWrite { path, bytes } => say(
            lang,
            "file-too-large-to-write",
            Args::new()
                .text("file", file(path))
                .num("bytes", number(*bytes))
                .num("limit", limit),
        ),
        FileError::Write { path, source } => about(
            "file-cannot-write",
            path,
            ("why", system_reason(lang, source)),
        ),
        FileError::NotWritable { path, why } => about(
            "file-not-writable",
            path,
            ("why", say(lang, why_id(*why), Args::new())),
        ),
        FileError::IsAnInput { path, input } => {
            about("file-is-an-input", path, ("input", file(input)))
        }
    }
}

/// The error in English (the board and the command line call
/// [`file_error`] with the language chosen).
impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&file_error(Lang::En, self))
    }
}

/// The problems of files read, after those of the files not read at all;
/// a symbolic link's problems keep their line and column, but their path
/// in the document and their words (which may quote the text it leads to)
/// are replaced.
fn invalid(
    lang: Lang,
    errors: &LoadErrors,
    linked: &[String],
    unread: &[(String, FileError)],
) -> String {
    let mut all = LoadErrors::default();
    for (name, error) in unread {
        all.push(name, "", error.place(), file_reason(lang, error));
    }
    for error in &errors.0 {
        let mut error = error.clone();
        if linked.contains(&error.file) {
            error.path = "(document)".to_owned();
            error.message = say(lang, "file-linked", Args::new());
        }
        all.0.push(error);
    }
    all.to_string()
}

fn kind_id(kind: Kind) -> &'static str {
    match kind {
        Kind::Fifo => "file-kind-fifo",
        Kind::Device => "file-kind-device",
        Kind::Socket => "file-kind-socket",
        Kind::Link => "file-kind-link",
        Kind::Folder => "file-kind-folder",
        Kind::Special => "file-kind-special",
    }
}

fn why_id(why: Unwritable) -> &'static str {
    match why {
        Unwritable::NoPermission => "file-why-no-permission",
        Unwritable::ReadOnly => "file-why-read-only",
        Unwritable::MarkedReadOnly => "file-why-marked-read-only",
    }
}

/// Why a file of component data was not read, without its name (said
/// before it, with its line and column when it has them).
fn file_reason(lang: Lang, error: &FileError) -> String {
    let limit = i64::try_from(coin_table::MAX_TEXT_BYTES / (1024 * 1024)).unwrap_or(i64::MAX);
    match error {
        FileError::Read { source, .. } => say(
            lang,
            "file-reason-cannot-read",
            Args::new().text("why", system_reason(lang, source)),
        ),
        FileError::TooLarge { .. } => say(
            lang,
            "file-reason-too-large",
            Args::new().num("limit", limit),
        ),
        FileError::NotText { at, .. } => say(
            lang,
            "file-reason-not-text",
            Args::new().num("at", i64::try_from(*at).unwrap_or(i64::MAX)),
        ),
        FileError::NotAFile { kind, .. } => say(
            lang,
            "file-reason-not-a-file",
            Args::new().text("kind", say(lang, kind_id(*kind), Args::new())),
        ),
        other => file_error(lang, other),
    }
}

/// The system's reason, in words for the common cases; otherwise its own
/// words, without the name of a temporary file.
fn system_reason(lang: Lang, source: &io::Error) -> String {
    #[cfg(unix)]
    let long = source.raw_os_error() == Some(libc::ENAMETOOLONG);
    #[cfg(not(unix))]
    let long = false;
    let id = match source.kind() {
        _ if long => "file-io-name-too-long",
        io::ErrorKind::NotFound => "file-io-not-found",
        io::ErrorKind::PermissionDenied => "file-io-permission",
        io::ErrorKind::StorageFull => "file-io-full",
        io::ErrorKind::ReadOnlyFilesystem => "file-io-read-only-fs",
        _ => {
            let system = source.to_string();
            let system = system.split(" at path ").next().unwrap_or_default();
            return say(
                lang,
                "file-io-other",
                Args::new().text("system", system.to_owned()),
            );
        }
    };
    say(lang, id, Args::new())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use coin_table::{LoadErrors, TextPos};

    use super::*;

    fn path(name: &str) -> PathBuf {
        PathBuf::from(format!("/games/{name}"))
    }

    #[test]
    fn a_file_error_is_worded_in_each_language_from_its_kind() {
        let pipe = FileError::NotAFile {
            path: path("pipe.yaml"),
            kind: Kind::Fifo,
        };
        assert_eq!(
            pipe.to_string(),
            "/games/pipe.yaml is a named pipe (FIFO), not a regular file; it is neither read nor replaced"
        );
        let marked = FileError::NotWritable {
            path: path("game.yaml"),
            why: Unwritable::MarkedReadOnly,
        };
        for (lang, error, said) in [
            (
                Lang::It,
                &pipe,
                "/games/pipe.yaml è una pipe con nome (FIFO), non un file normale; non viene né letto né sostituito",
            ),
            (
                Lang::En,
                &marked,
                "cannot write /games/game.yaml: it is read-only; it is left as it is",
            ),
            (
                Lang::Es,
                &marked,
                "no se puede escribir /games/game.yaml: es de solo lectura; se deja como está",
            ),
        ] {
            assert_eq!(file_error(lang, error), said, "{lang:?}");
        }
        let folder = FileError::NotAFolder {
            path: path("data.txt"),
        };
        assert!(file_error(Lang::It, &folder).contains("non è una cartella"));
    }

    #[test]
    fn a_linked_files_problems_are_said_without_its_words_in_the_language_chosen() {
        let mut errors = LoadErrors::default();
        let at = TextPos { line: 3, column: 7 };
        errors.push("/games/linked.yaml", "cards[0]", at, "secret text quoted");
        let unread = vec![(
            "/games/map.yaml".to_owned(),
            FileError::NotAFile {
                path: path("map.yaml"),
                kind: Kind::Device,
            },
        )];
        let error = FileError::Invalid {
            errors,
            linked: vec!["/games/linked.yaml".to_owned()],
            unread,
        };
        let english = error.to_string();
        let spanish = file_error(Lang::Es, &error);
        for said in [&english, &spanish] {
            assert!(!said.contains("secret"), "{said}");
            assert!(said.contains("/games/linked.yaml:3:7"), "{said}");
            // The file not read comes first.
            assert!(said.starts_with("/games/map.yaml"), "{said}");
        }
        assert!(english.contains("this is a device, not a regular file; it is not read"));
        assert!(spanish.contains("esto es un dispositivo, no un archivo normal; no se lee"));
        assert!(spanish.contains("enlace simbólico"), "{spanish}");
    }
}
