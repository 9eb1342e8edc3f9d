//! Why a file could not be read or written, in the language chosen: the
//! program's own reasons, and the system's turned into words for the
//! common cases (no such file, no permission, a full disk, a read-only
//! file system, a name too long); any other reason the system gives is
//! quoted as it is. What a file's text holds wrong is the validator's
//! message, located by file, line and column.

use std::io;

use crate::files::{FileError, kind, why};

use super::fluent::{Args, Lang, say};

/// A file error as a sentence.
pub fn file_error(lang: Lang, error: &FileError) -> String {
    let file = |path: &std::path::Path| path.display().to_string();
    let limit = i64::try_from(gandhi_validator::data::yaml::MAX_TEXT_BYTES / (1024 * 1024))
        .unwrap_or(i64::MAX);
    let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    match error {
        FileError::Read { path, source } => say(
            lang,
            "file-cannot-read",
            Args::new()
                .text("file", file(path))
                .text("why", system_reason(lang, source)),
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
        FileError::Invalid(errors) => errors.to_string(),
        FileError::NotAFile { path, kind } => say(
            lang,
            "file-not-a-file",
            Args::new()
                .text("file", file(path))
                .text("kind", say(lang, kind_id(kind), Args::new())),
        ),
        FileError::TooLargeToWrite { path, bytes } => say(
            lang,
            "file-too-large-to-write",
            Args::new()
                .text("file", file(path))
                .num("bytes", number(*bytes))
                .num("limit", limit),
        ),
        FileError::Write { path, source } => say(
            lang,
            "file-cannot-write",
            Args::new()
                .text("file", file(path))
                .text("why", system_reason(lang, source)),
        ),
        FileError::NotWritable { path, why } => say(
            lang,
            "file-not-writable",
            Args::new()
                .text("file", file(path))
                .text("why", say(lang, why_id(why), Args::new())),
        ),
        FileError::IsAnInput { path, input } => say(
            lang,
            "file-is-an-input",
            Args::new()
                .text("file", file(path))
                .text("input", file(input)),
        ),
    }
}

fn kind_id(what: &str) -> &'static str {
    match what {
        kind::FIFO => "file-kind-fifo",
        kind::DEVICE => "file-kind-device",
        kind::SOCKET => "file-kind-socket",
        kind::LINK => "file-kind-link",
        kind::FOLDER => "file-kind-folder",
        _ => "file-kind-special",
    }
}

fn why_id(what: &str) -> &'static str {
    match what {
        why::NO_PERMISSION => "file-why-no-permission",
        _ => "file-why-read-only",
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
