//! File input and output for the app and the command line: reading text
//! with a size limit, loading component data (bundled or from a folder),
//! and writing files atomically so that a crash never leaves half a file.
//!
//! Only regular files are read or replaced: a named pipe, a device, a
//! folder or (when writing) a symbolic link is refused at once with
//! [`FileError::NotAFile`], so nothing waits on a pipe and nothing writes
//! through a planted link. Writes go through a temporary file created
//! exclusively, with an unpredictable name, in the target's own folder
//! (see `docs/decisions/0031-safe-writes.md`).

use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use gandhi_validator::data::yaml::MAX_TEXT_BYTES;
use gandhi_validator::{DataSources, GameData, LoadErrors, TextPos};

/// Why a file could not be used.
#[derive(Debug)]
pub enum FileError {
    /// The file could not be opened or read.
    Read {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        source: io::Error,
    },
    /// The file is larger than any file of ours.
    TooLarge {
        /// The file.
        path: PathBuf,
    },
    /// The bytes are not UTF-8 text.
    NotText {
        /// The file.
        path: PathBuf,
        /// Offset of the first byte that is not UTF-8.
        at: usize,
        /// Its line, from 1.
        line: usize,
        /// Its column (in characters), from 1.
        column: usize,
    },
    /// The text is not what was expected (every problem, located).
    Invalid(LoadErrors),
    /// The path names something other than a regular file (a named pipe,
    /// a device, a folder, a socket, or a symbolic link where a file is
    /// to be replaced): it is neither read nor written over.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, in words.
        kind: &'static str,
    },
    /// The text to write is larger than the program reads back: writing it
    /// would make a file the program then refuses.
    TooLargeToWrite {
        /// The file.
        path: PathBuf,
        /// The text's size in bytes.
        bytes: usize,
    },
    /// The file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        source: io::Error,
    },
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Read { path, source } => {
                write!(f, "cannot read {}: {source}", path.display())
            }
            FileError::TooLarge { path } => write!(
                f,
                "{} is larger than {} MiB; it is not a Gandhi Moderator file",
                path.display(),
                MAX_TEXT_BYTES / (1024 * 1024)
            ),
            FileError::NotText {
                path,
                at,
                line,
                column,
            } => write!(
                f,
                "{}:{line}:{column}: byte {at} is not UTF-8 text; expected a YAML file",
                path.display()
            ),
            FileError::Invalid(errors) => write!(f, "{errors}"),
            FileError::NotAFile { path, kind } => write!(
                f,
                "{} is {kind}, not a regular file; it is neither read nor replaced",
                path.display()
            ),
            FileError::TooLargeToWrite { path, bytes } => write!(
                f,
                "{} was not written: its {bytes} bytes are more than the {} MiB the program reads back",
                path.display(),
                MAX_TEXT_BYTES / (1024 * 1024)
            ),
            FileError::Write { path, source } => {
                // The temporary file's name is the program's own business.
                let reason = source.to_string();
                let reason = reason.split(" at path \"").next().unwrap_or_default();
                write!(f, "cannot write {}: {reason}", path.display())
            }
        }
    }
}

impl std::error::Error for FileError {}

/// Reads a text file, refusing anything over the loaders' size limit before
/// reading it all (so a huge file neither hangs nor fills memory), and
/// anything that is not a regular file (a named pipe, a device, a folder)
/// before waiting on it. A symbolic link to a regular file is read.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let read_error = |source| FileError::Read {
        path: path.to_owned(),
        source,
    };
    let meta = fs::metadata(path).map_err(read_error)?;
    if !meta.is_file() {
        return Err(not_a_file(path, &meta.file_type()));
    }
    let mut options = fs::OpenOptions::new();
    options.read(true);
    // Should the path be swapped for a pipe after the look above, opening it
    // still returns at once, and the look below refuses it.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path).map_err(read_error)?;
    let meta = file.metadata().map_err(read_error)?;
    if !meta.is_file() {
        return Err(not_a_file(path, &meta.file_type()));
    }
    if meta.len() > MAX_TEXT_BYTES as u64 {
        return Err(FileError::TooLarge {
            path: path.to_owned(),
        });
    }
    let mut bytes = Vec::new();
    file.take(MAX_TEXT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() > MAX_TEXT_BYTES {
        return Err(FileError::TooLarge {
            path: path.to_owned(),
        });
    }
    String::from_utf8(bytes).map_err(|error| {
        let at = error.utf8_error().valid_up_to();
        let before = String::from_utf8_lossy(&error.as_bytes()[..at]);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        FileError::NotText {
            path: path.to_owned(),
            at,
            line,
            column,
        }
    })
}

/// The backup kept of a players' file before it is written over:
/// `NAME.bak` beside it.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(".bak");
    path.with_file_name(name)
}

/// Writes a players' file atomically, first keeping the file it replaces
/// (if any) as its backup ([`backup_path`]). If the backup cannot be made,
/// nothing is written.
pub fn write_keeping_backup(path: &Path, text: &str) -> Result<(), FileError> {
    check_room(path, text)?;
    if regular_file_or_none(path)?.is_some() {
        let before = read_text(path)?;
        if before != text {
            write_bytes_safely(&backup_path(path), before.as_bytes())?;
        }
    }
    write_atomically(path, text)
}

/// Writes a file the program reads back (a saved game, the autosave, the
/// players' files, settings) atomically: see [`write_bytes_safely`]. Text
/// larger than the program reads is refused, and nothing is written.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), FileError> {
    check_room(path, text)?;
    write_bytes_safely(path, text.as_bytes())
}

/// Refuses text that could not be read back ([`MAX_TEXT_BYTES`]).
fn check_room(path: &Path, text: &str) -> Result<(), FileError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(FileError::TooLargeToWrite {
            path: path.to_owned(),
            bytes: text.len(),
        });
    }
    Ok(())
}

/// The name's ending that marks this program's temporary files.
const TEMP_SUFFIX: &str = ".gandhi-tmp";

/// How old a temporary file of this program must be before it is taken for
/// one left behind by a write that was killed (a write takes far less).
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(120);

/// Writes a file atomically, of any size (reports, which are not read back).
///
/// The bytes go to a temporary file created exclusively (it never opens an
/// existing file or follows a link) with an unpredictable name in the
/// target's folder; the file is given the permissions of the file it
/// replaces, flushed to disk, renamed over the target, and the folder is
/// flushed too. A crash or a killed process leaves either the old file or
/// the new one, never a mix. Anything at the path that is not a regular
/// file (a symbolic link, a named pipe, a device, a folder) is refused and
/// left as it is.
pub fn write_bytes_safely(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let write_error = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    let before = regular_file_or_none(path)?;
    let mut builder = tempfile::Builder::new();
    let prefix = format!(".{name}.");
    builder.prefix(&prefix).suffix(TEMP_SUFFIX);
    // A new file gets the usual permissions (as the user's umask allows),
    // not the temporary file's owner-only ones.
    #[cfg(unix)]
    if before.is_none() {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(&dir).map_err(write_error)?;
    // On any error below the temporary file is removed as it is dropped.
    temp.write_all(bytes).map_err(write_error)?;
    if let Some(permissions) = before {
        temp.as_file()
            .set_permissions(permissions)
            .map_err(write_error)?;
    }
    temp.as_file().sync_all().map_err(write_error)?;
    temp.persist(path)
        .map_err(|error| write_error(error.error))?;
    sync_folder(&dir);
    Ok(())
}

/// The permissions of the regular file at `path`, `None` if there is
/// nothing there, or why it must not be replaced.
fn regular_file_or_none(path: &Path) -> Result<Option<fs::Permissions>, FileError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_file() => Ok(Some(meta.permissions())),
        Ok(meta) => Err(not_a_file(path, &meta.file_type())),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(FileError::Read {
            path: path.to_owned(),
            source,
        }),
    }
}

/// Flushes a folder's entries to disk, so a renamed file is there after a
/// power cut. Best effort: some file systems cannot flush a folder, and the
/// file itself is already written.
fn sync_folder(dir: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The error for a path that is not a regular file, naming what it is.
fn not_a_file(path: &Path, kind: &fs::FileType) -> FileError {
    FileError::NotAFile {
        path: path.to_owned(),
        kind: kind_in_words(kind),
    }
}

/// What a file type is, in words, for an error message.
fn kind_in_words(kind: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_dir() {
        "a folder"
    } else {
        "a special file"
    }
}

/// Whether a file's name is that of a temporary file of this program: one
/// of [`write_bytes_safely`], or of earlier versions (`.NAME.PID.tmp`).
fn is_our_temporary(name: &str) -> bool {
    let Some(rest) = name.strip_prefix('.') else {
        return false;
    };
    if rest.ends_with(TEMP_SUFFIX) {
        return true;
    }
    rest.strip_suffix(".tmp")
        .and_then(|stem| stem.rsplit_once('.'))
        .is_some_and(|(file, pid)| {
            !file.is_empty() && !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit())
        })
}

/// Removes temporary files of this program left in `dir` by writes that
/// were killed midway (older than a write could take; regular files only,
/// never a link). Returns how many were removed.
pub fn remove_stale_temporaries(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.to_str().is_some_and(is_our_temporary) {
            continue;
        }
        let Ok(meta) = fs::symlink_metadata(entry.path()) else {
            continue;
        };
        let old = meta
            .modified()
            .ok()
            .and_then(|at| now.duration_since(at).ok())
            .is_some_and(|age| age >= STALE_AFTER);
        if meta.file_type().is_file() && old && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// How many autosaves are kept: the game autosaved now and the ones before
/// it, moved aside when a new game or an opened one took their place.
pub const AUTOSAVES_KEPT: usize = 3;

/// The folder, beside the autosaves, where an autosave that rotation would
/// replace is kept instead ([`archive_autosave`]).
pub const OLDER_AUTOSAVES: &str = "older-autosaves";

/// Moves an autosave out of the rotation into [`OLDER_AUTOSAVES`], under a
/// name made of the time it was last written, never replacing a file
/// there. Returns where it went.
pub fn archive_autosave(dir: &Path, autosave: &Path) -> std::io::Result<PathBuf> {
    let folder = dir.join(OLDER_AUTOSAVES);
    std::fs::create_dir_all(&folder)?;
    let written = std::fs::metadata(autosave)?
        .modified()
        .map(chrono::DateTime::<chrono::Local>::from)
        .unwrap_or_else(|_| chrono::Local::now());
    let stem = format!("autosave-{}", written.format("%Y-%m-%d-%H%M%S"));
    for n in 0..1000 {
        let name = if n == 0 {
            format!("{stem}.yaml")
        } else {
            format!("{stem}-{n}.yaml")
        };
        let to = folder.join(name);
        if std::fs::symlink_metadata(&to).is_err() {
            // A hard link never replaces a file that exists, as a rename
            // may: the name is taken or the move fails, nothing is lost.
            match std::fs::hard_link(autosave, &to) {
                Ok(()) => {
                    std::fs::remove_file(autosave)?;
                    return Ok(to);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                // No hard links on this file system: the name was free.
                Err(_) => {
                    std::fs::rename(autosave, &to)?;
                    return Ok(to);
                }
            }
        }
    }
    Err(std::io::Error::other("no free name for an older autosave"))
}

/// The autosave file `n` in `dir`: `autosave.yaml` for the game now, then
/// `autosave.1.yaml`, `autosave.2.yaml` for the ones before it.
pub fn autosave_file(dir: &Path, n: usize) -> PathBuf {
    if n == 0 {
        dir.join("autosave.yaml")
    } else {
        dir.join(format!("autosave.{n}.yaml"))
    }
}

/// Loads the component data: the bundled copy, or the files of a folder laid
/// out like `data/`. Every problem is reported at once: the files that
/// cannot be read and every error of those that can, each with its file,
/// line and column. A file that is a symbolic link is read, but its
/// problems are said without any word of its text ([`redact_linked`]).
pub fn load_data(folder: Option<&Path>) -> Result<GameData, FileError> {
    let Some(folder) = folder else {
        return GameData::bundled().map_err(FileError::Invalid);
    };
    match fs::metadata(folder) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => {
            return Err(FileError::Read {
                path: folder.to_owned(),
                source: io::Error::new(
                    io::ErrorKind::NotADirectory,
                    "not a folder; --data names a folder laid out like data/",
                ),
            });
        }
        Err(source) => {
            return Err(FileError::Read {
                path: folder.to_owned(),
                source,
            });
        }
    }
    let mut unreadable = LoadErrors::default();
    let mut linked = Vec::new();
    let scenario_dir = folder.join("scenarios");
    let mut scenario_files: Vec<PathBuf> = match fs::read_dir(&scenario_dir) {
        Ok(entries) => entries
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect(),
        Err(source) => {
            let error = FileError::Read {
                path: scenario_dir.clone(),
                source,
            };
            unreadable.push(
                &scenario_dir.display().to_string(),
                "",
                TextPos::default(),
                error.reason(),
            );
            Vec::new()
        }
    };
    scenario_files.sort();
    let mut read = |path: PathBuf| -> (String, String) {
        let name = path.display().to_string();
        if is_link(&path) {
            linked.push(name.clone());
        }
        match read_text(&path) {
            Ok(text) => (name, text),
            Err(error) => {
                unreadable.push(&name, "", error.place(), error.reason());
                (name, String::new())
            }
        }
    };
    let rules = read(folder.join("rules_index.yaml"));
    let map = read(folder.join("map.yaml"));
    let pieces = read(folder.join("pieces.yaml"));
    let viceroys = read(folder.join("viceroys.yaml"));
    let cards = read(folder.join("cards.yaml"));
    let arjuna = read(folder.join("arjuna.yaml"));
    let random_spaces = read(folder.join("random_spaces.yaml"));
    let np_aid = read(folder.join("np_aid.yaml"));
    let scenarios: Vec<(String, String)> = scenario_files.into_iter().map(&mut read).collect();
    let sources = DataSources {
        rules_index: (&rules.0, &rules.1),
        map: (&map.0, &map.1),
        pieces: (&pieces.0, &pieces.1),
        viceroys: (&viceroys.0, &viceroys.1),
        cards: (&cards.0, &cards.1),
        arjuna: (&arjuna.0, &arjuna.1),
        random_spaces: (&random_spaces.0, &random_spaces.1),
        np_aid: (&np_aid.0, &np_aid.1),
        scenarios: scenarios
            .iter()
            .map(|(name, text)| (name.as_str(), text.as_str()))
            .collect(),
    };
    let loaded = GameData::load(&sources);
    if unreadable.is_empty() {
        return loaded.map_err(|errors| FileError::Invalid(redact_linked(errors, &linked)));
    }
    // A file not read is said once, by why it was not read; the errors of
    // the others follow (those that depend on it are left out).
    let failed: Vec<String> = unreadable.0.iter().map(|e| e.file.clone()).collect();
    let mut all = unreadable;
    let no_scenarios = failed.iter().any(|f| f.ends_with("scenarios"));
    if let Err(errors) = loaded {
        all.0.extend(
            redact_linked(errors, &linked)
                .0
                .into_iter()
                .filter(|e| !failed.contains(&e.file))
                .filter(|e| !(no_scenarios && e.file == "scenarios")),
        );
    }
    Err(FileError::Invalid(all))
}

/// Whether the path itself is a symbolic link.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink())
}

/// What a file said in a message must be of the file named, never of
/// another: for a file that is a symbolic link, the problems keep their
/// line and column, but their path in the document and their words (which
/// may quote the text: a key, a value) are replaced, so that no part of
/// the file it leads to is shown.
pub fn redact_linked(errors: LoadErrors, linked: &[String]) -> LoadErrors {
    LoadErrors(
        errors
            .0
            .into_iter()
            .map(|mut error| {
                if linked.contains(&error.file) {
                    error.path = "(document)".to_owned();
                    error.message = LINKED.to_owned();
                }
                error
            })
            .collect(),
    )
}

/// The words said for a problem in a file that is a symbolic link.
const LINKED: &str = "this is not what the file should hold here; the file is a symbolic link to another file, so none of its text is shown";

/// The errors of a file read from `path`, with nothing of its text shown
/// when it is a symbolic link ([`redact_linked`]).
pub fn invalid(path: &Path, errors: LoadErrors) -> FileError {
    if is_link(path) {
        FileError::Invalid(redact_linked(errors, &[path.display().to_string()]))
    } else {
        FileError::Invalid(errors)
    }
}

impl FileError {
    /// Where in the file the problem is, when it has a place.
    fn place(&self) -> TextPos {
        match self {
            FileError::NotText { line, column, .. } => TextPos {
                line: *line as u64,
                column: *column as u64,
            },
            _ => TextPos::default(),
        }
    }

    /// Why, without the file's name (said before it).
    fn reason(&self) -> String {
        match self {
            FileError::Read { source, .. } => format!("cannot be read: {source}"),
            FileError::TooLarge { .. } => format!(
                "larger than {} MiB; it is not a Gandhi Moderator file",
                MAX_TEXT_BYTES / (1024 * 1024)
            ),
            FileError::NotText { at, .. } => {
                format!("byte {at} is not UTF-8 text; expected a YAML file")
            }
            FileError::NotAFile { kind, .. } => {
                format!("this is {kind}, not a regular file; it is not read")
            }
            other => other.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gandhi-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn an_archived_autosave_never_replaces_another() {
        let dir = scratch("archive");
        let mut kept = Vec::new();
        for text in ["first game", "second game"] {
            let autosave = autosave_file(&dir, 2);
            fs::write(&autosave, text).unwrap();
            // The same time written, so the same name would come first.
            let when =
                std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_800_000_000);
            fs::File::options()
                .write(true)
                .open(&autosave)
                .unwrap()
                .set_modified(when)
                .unwrap();
            kept.push(archive_autosave(&dir, &autosave).unwrap());
            assert!(!autosave.exists());
        }
        assert_ne!(kept[0], kept[1]);
        assert_eq!(fs::read_to_string(&kept[0]).unwrap(), "first game");
        assert_eq!(fs::read_to_string(&kept[1]).unwrap(), "second game");
        assert!(
            kept.iter()
                .all(|k| k.starts_with(dir.join(OLDER_AUTOSAVES)))
        );
    }

    #[test]
    fn atomic_write_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = scratch("atomic");
        let path = dir.join("game.yaml");
        write_atomically(&path, "first").unwrap();
        write_atomically(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [std::ffi::OsString::from("game.yaml")]);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = scratch("failed");
        let path = dir.join("game.yaml");
        write_atomically(&path, "kept").unwrap();
        let bad = dir.join("no-such-folder").join("game.yaml");
        assert!(matches!(
            write_atomically(&bad, "lost"),
            Err(FileError::Write { .. })
        ));
        assert_eq!(fs::read_to_string(&path).unwrap(), "kept");
    }

    #[test]
    fn a_rewrite_keeps_the_file_before_as_a_backup() {
        let dir = scratch("backup");
        let path = dir.join("cards.yaml");
        write_keeping_backup(&path, "first").unwrap();
        assert!(
            !backup_path(&path).exists(),
            "nothing to keep the first time"
        );
        write_keeping_backup(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        assert_eq!(
            fs::read_to_string(dir.join("cards.yaml.bak")).unwrap(),
            "first"
        );
        // The same text again leaves the backup of the version before.
        write_keeping_backup(&path, "second").unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("cards.yaml.bak")).unwrap(),
            "first"
        );
    }

    #[test]
    fn reading_refuses_non_text_and_huge_files() {
        let dir = scratch("read");
        let binary = dir.join("binary.yaml");
        fs::write(&binary, [b'a', 0xff, 0xfe]).unwrap();
        assert!(matches!(
            read_text(&binary),
            Err(FileError::NotText {
                at: 1,
                line: 1,
                column: 2,
                ..
            })
        ));
        // The place of a bad byte further on, as a text editor counts it.
        let later = dir.join("later.yaml");
        let mut bytes = "cards:\n- number: 4\n  title: Café ".as_bytes().to_vec();
        bytes.push(0xff);
        fs::write(&later, bytes).unwrap();
        let error = read_text(&later).unwrap_err();
        assert!(
            matches!(
                error,
                FileError::NotText {
                    line: 3,
                    column: 15,
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(error.to_string().contains("later.yaml:3:15:"), "{error}");
        let huge = dir.join("huge.yaml");
        fs::write(&huge, vec![b'#'; MAX_TEXT_BYTES + 10]).unwrap();
        assert!(matches!(read_text(&huge), Err(FileError::TooLarge { .. })));
        assert!(matches!(
            read_text(&dir.join("missing.yaml")),
            Err(FileError::Read { .. })
        ));
    }

    /// The names in a folder, sorted.
    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Makes a named pipe with the system's own command.
    #[cfg(unix)]
    fn make_fifo(path: &Path) {
        let status = std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap();
        assert!(status.success());
    }

    #[cfg(unix)]
    #[test]
    fn a_write_never_follows_a_planted_link() {
        use std::os::unix::fs::symlink;
        let dir = scratch("links");
        let victim = dir.join("victim.txt");
        fs::write(&victim, "precious").unwrap();
        // Links planted where the earlier, predictable temporary file went.
        let path = dir.join("game.yaml");
        for pid in [std::process::id(), 1, 2] {
            symlink(&victim, dir.join(format!(".game.yaml.{pid}.tmp"))).unwrap();
        }
        write_atomically(&path, "game").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(fs::read_to_string(&path).unwrap(), "game");
        // A link where the file itself goes is refused, and left as it is.
        let link = dir.join("linked.yaml");
        symlink(&victim, &link).unwrap();
        let error = write_atomically(&link, "overwritten").unwrap_err();
        assert!(
            matches!(
                error,
                FileError::NotAFile {
                    kind: "a symbolic link",
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(
            error.to_string().contains("linked.yaml is a symbolic link"),
            "{error}"
        );
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        // The same for a players' file and its backup.
        let error = write_keeping_backup(&link, "overwritten").unwrap_err();
        assert!(matches!(error, FileError::NotAFile { .. }), "{error:?}");
        let cards = dir.join("cards.yaml");
        fs::write(&cards, "old").unwrap();
        symlink(&victim, backup_path(&cards)).unwrap();
        assert!(matches!(
            write_keeping_backup(&cards, "new"),
            Err(FileError::NotAFile { .. })
        ));
        assert_eq!(fs::read_to_string(&cards).unwrap(), "old");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_neither_replaced_nor_waited_on() {
        let dir = scratch("special");
        let fifo = dir.join("pipe.yaml");
        make_fifo(&fifo);
        let error = write_atomically(&fifo, "game").unwrap_err();
        assert!(
            matches!(
                error,
                FileError::NotAFile {
                    kind: "a named pipe (FIFO)",
                    ..
                }
            ),
            "{error:?}"
        );
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        // Reading a pipe nobody writes to answers at once.
        let (tx, rx) = std::sync::mpsc::channel();
        let pipe = fifo.clone();
        std::thread::spawn(move || {
            let _ = tx.send(read_text(&pipe).map_err(|e| e.to_string()));
        });
        let read = rx
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("reading a named pipe must not wait");
        let message = read.unwrap_err();
        assert!(
            message.contains("pipe.yaml is a named pipe (FIFO)"),
            "{message}"
        );
        // Devices and folders, too.
        assert!(matches!(
            write_atomically(Path::new("/dev/null"), "x"),
            Err(FileError::NotAFile {
                kind: "a device",
                ..
            })
        ));
        assert!(matches!(
            read_text(Path::new("/dev/zero")),
            Err(FileError::NotAFile {
                kind: "a device",
                ..
            })
        ));
        assert!(matches!(
            read_text(&dir),
            Err(FileError::NotAFile {
                kind: "a folder",
                ..
            })
        ));
        assert_eq!(names_in(&dir), ["pipe.yaml"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_rewrite_keeps_the_file_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        let path = dir.join("game.yaml");
        fs::write(&path, "first").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        write_atomically(&path, "second").unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode(&path), 0o600);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write_keeping_backup(&path, "third").unwrap();
        assert_eq!(mode(&path), 0o640);
        // A new file gets what any new file of the user gets.
        let usual = dir.join("usual.txt");
        fs::File::create(&usual).unwrap();
        let new = dir.join("new.yaml");
        write_atomically(&new, "new").unwrap();
        assert_eq!(mode(&new), mode(&usual));
    }

    #[test]
    fn text_too_large_to_read_back_is_not_written() {
        let dir = scratch("too-large");
        let path = dir.join("game.yaml");
        write_atomically(&path, "kept").unwrap();
        let huge = "#".repeat(MAX_TEXT_BYTES + 1);
        let error = write_atomically(&path, &huge).unwrap_err();
        assert!(
            matches!(error, FileError::TooLargeToWrite { .. }),
            "{error:?}"
        );
        assert!(error.to_string().contains("was not written"), "{error}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "kept");
        assert!(write_keeping_backup(&path, &huge).is_err());
        assert_eq!(names_in(&dir), ["game.yaml"]);
        // Just under the limit is written, and reads back.
        let most = "#".repeat(MAX_TEXT_BYTES);
        write_atomically(&path, &most).unwrap();
        assert_eq!(read_text(&path).unwrap().len(), MAX_TEXT_BYTES);
    }

    #[test]
    fn stale_temporary_files_are_removed() {
        let dir = scratch("stale");
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let make = |name: &str, when: Option<std::time::SystemTime>| {
            let file = fs::File::create(dir.join(name)).unwrap();
            if let Some(when) = when {
                file.set_modified(when).unwrap();
            }
        };
        make(".autosave.yaml.4242.tmp", Some(old));
        make(".autosave.yaml.Xy12Zq.gandhi-tmp", Some(old));
        // Being written right now, perhaps by another window.
        make(".settings.yaml.Ab34Cd.gandhi-tmp", None);
        // Not ours.
        make("notes.tmp", Some(old));
        make(".hidden.tmp", Some(old));
        make("autosave.yaml", Some(old));
        assert_eq!(remove_stale_temporaries(&dir), 2);
        assert_eq!(
            names_in(&dir),
            [
                ".hidden.tmp",
                ".settings.yaml.Ab34Cd.gandhi-tmp",
                "autosave.yaml",
                "notes.tmp"
            ]
        );
        assert_eq!(remove_stale_temporaries(&dir.join("missing")), 0);
    }

    #[test]
    fn the_data_folder_loads_like_the_bundled_data() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
        let from_disk = load_data(Some(&folder)).unwrap();
        let bundled = load_data(None).unwrap();
        assert_eq!(from_disk.map, bundled.map);
        for scenario in &bundled.scenarios {
            assert_eq!(from_disk.scenario(&scenario.key), Some(scenario));
        }
        assert_eq!(from_disk.scenarios.len(), bundled.scenarios.len());
    }
}
