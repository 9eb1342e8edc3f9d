//! File input and output for the app and the command line: reading text
//! with a size limit, loading component data (bundled or from a folder),
//! and writing files atomically so that a crash never leaves half a file.
//!
//! Only regular files are read or replaced: a named pipe, a device, a
//! folder or (when writing) a symbolic link is refused at once with
//! [`FileError::NotAFile`], so nothing waits on a pipe and nothing writes
//! through a planted link; a file the user may not write is refused with
//! [`FileError::NotWritable`]. Writes go through a temporary file created
//! exclusively, with an unpredictable name, in the target's own folder; a
//! set of files (a report) is written all or none; the temporary files a
//! killed write left are removed on the next write into the folder (see
//! `docs/decisions/0031-safe-writes.md`).

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use coin_table::MAX_TEXT_BYTES;
use coin_table::{LoadErrors, TextPos};
use gandhi_validator::components::{DataSources, GameData};

/// What a path names that is no regular file ([`FileError::NotAFile`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A named pipe.
    Fifo,
    /// A block or character device.
    Device,
    /// A socket.
    Socket,
    /// A symbolic link (where a file is to be replaced).
    Link,
    /// A folder.
    Folder,
    /// Anything else.
    Special,
}

/// Why the user may not write a file ([`FileError::NotWritable`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unwritable {
    /// Its owner may not write it.
    ReadOnly,
    /// The system refuses the user.
    NoPermission,
    /// Marked read-only.
    MarkedReadOnly,
}

/// Why a file could not be used: what happened, with the paths and the
/// system's error, never words (`crate::i18n::files::file_error` words it in the
/// language chosen; its `Display` is the English wording).
#[derive(Debug)]
pub enum FileError {
    /// A folder of component data (`--data`) that is not a folder.
    NotAFolder {
        /// The path.
        path: PathBuf,
    },
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
    Invalid {
        /// The problems of the files read.
        errors: LoadErrors,
        /// The files read that are symbolic links: their problems are said
        /// without any word of their text, so that nothing of the file a
        /// link leads to is shown.
        linked: Vec<String>,
        /// The files not read at all, each with why; said first.
        unread: Vec<(String, FileError)>,
    },
    /// The path names something other than a regular file (a named pipe,
    /// a device, a folder, a socket, or a symbolic link where a file is
    /// to be replaced): it is neither read nor written over.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is.
        kind: Kind,
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
    /// The file is there, but the user may not write it (see
    /// `refuse_unwritable`): it is left as it is.
    NotWritable {
        /// The file.
        path: PathBuf,
        /// Why.
        why: Unwritable,
    },
    /// The file to write is a file being read to make it (the same file,
    /// reached through a link or under another name): nothing is written.
    IsAnInput {
        /// The file to write.
        path: PathBuf,
        /// The file read, as it was named.
        input: PathBuf,
    },
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
/// (if any) as its backup ([`backup_path`]). The backup and the file are
/// written as a set ([`write_all_or_none`]): if either cannot be written,
/// neither is.
pub fn write_keeping_backup(path: &Path, text: &str) -> Result<(), FileError> {
    check_room(path, text)?;
    let before = match regular_file_or_none(path)? {
        Some(_) => Some(read_text(path)?),
        None => None,
    };
    match before {
        Some(before) if before != text => write_all_or_none(
            &[
                (backup_path(path).as_path(), before.as_bytes()),
                (path, text.as_bytes()),
            ],
            &[],
        ),
        _ => write_atomically(path, text),
    }
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

/// How much of the target's name a temporary file's name repeats (enough
/// to tell what it was for; a long name would make it longer than the
/// system allows).
const NAME_IN_TEMPORARY: usize = 64;

/// Writes a file atomically, of any size (reports, which are not read back).
///
/// The bytes go to a temporary file created exclusively (it never opens an
/// existing file or follows a link) with an unpredictable name in the
/// target's folder; the file is given the owner, group and permissions of
/// the file it replaces, flushed to disk, renamed over the target, and the
/// folder is flushed too. A crash or a killed process leaves either the old
/// file or the new one, never a mix; the temporary files such writes leave
/// in the folder are removed on the next write into it
/// ([`remove_stale_temporaries`]). Anything at the path that is not a
/// regular file (a symbolic link, a named pipe, a device, a folder), and a
/// file the user may not write ([`FileError::NotWritable`]), is refused and
/// left as it is.
pub fn write_bytes_safely(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    remove_stale_temporaries(&folder_of(path));
    let staged = stage(path, |file| file.write_all(bytes))?;
    put_in_place(vec![staged])
}

/// Writes files as a set, all or none (a report: its page, its Markdown and
/// its pictures). No file is written over one of `inputs` (compared as the
/// system resolves them, through links): that is refused before anything
/// is written. Each file is first written whole to a temporary file
/// beside it (so a full disk or a file the user may not write is found
/// before any file is replaced); then they are renamed into place one
/// after another, the files they replace kept aside until the whole set
/// is in. Should a rename fail, the files already replaced are put back.
pub fn write_all_or_none(files: &[(&Path, &[u8])], inputs: &[&Path]) -> Result<(), FileError> {
    for (path, _) in files {
        if let Some(input) = inputs.iter().find(|input| same_file(path, input)) {
            return Err(FileError::IsAnInput {
                path: path.to_path_buf(),
                input: input.to_path_buf(),
            });
        }
    }
    let mut folders: Vec<PathBuf> = files.iter().map(|(path, _)| folder_of(path)).collect();
    folders.sort();
    folders.dedup();
    for folder in &folders {
        remove_stale_temporaries(folder);
    }
    let staged = files
        .iter()
        .map(|(path, bytes)| stage(path, |file| file.write_all(bytes)))
        .collect::<Result<Vec<_>, _>>()?;
    put_in_place(staged)
}

/// A file's new bytes, written whole to a temporary file beside it and
/// flushed, ready to be renamed over it.
#[derive(Debug)]
struct Staged {
    path: PathBuf,
    temp: tempfile::NamedTempFile,
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// Writes a temporary file for `path` in its folder with `fill`, gives it
/// the owner, group and permissions of the file at `path` (when there is
/// one, and the user may write it) and flushes it.
fn stage(
    path: &Path,
    fill: impl FnOnce(&mut fs::File) -> io::Result<()>,
) -> Result<Staged, FileError> {
    let write_error = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let before = regular_file_or_none(path)?;
    let name: String = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned())
        .chars()
        .take(NAME_IN_TEMPORARY)
        .collect();
    let prefix = format!(".{name}.{}.", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMP_SUFFIX);
    // A new file gets the usual permissions (as the user's umask allows),
    // not the temporary file's owner-only ones.
    #[cfg(unix)]
    if before.is_none() {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(folder_of(path)).map_err(write_error)?;
    // On any error below the temporary file is removed as it is dropped.
    if let Some(before) = &before {
        refuse_unwritable(path, before, temp.as_file())?;
    }
    fill(temp.as_file_mut()).map_err(write_error)?;
    if let Some(before) = &before {
        keep_owner(temp.as_file(), before);
        temp.as_file()
            .set_permissions(before.permissions())
            .map_err(write_error)?;
    }
    temp.as_file().sync_all().map_err(write_error)?;
    Ok(Staged {
        path: path.to_owned(),
        temp,
    })
}

/// Renames staged files into place, in order. When there are several,
/// the file each replaces is first copied aside; should a rename fail,
/// those already replaced are put back (and those new are removed) before
/// the error is returned. A single file needs no copy: its rename is the
/// whole change.
fn put_in_place(staged: Vec<Staged>) -> Result<(), FileError> {
    let keep = staged.len() > 1;
    let mut done: Vec<(PathBuf, Option<tempfile::TempPath>)> = Vec::new();
    for Staged { path, temp } in staged {
        let kept = if keep { keep_aside(&path) } else { Ok(None) };
        let moved = kept.and_then(|kept| {
            temp.persist(&path)
                .map(|_| kept)
                .map_err(|error| FileError::Write {
                    path: path.clone(),
                    source: error.error,
                })
        });
        match moved {
            Ok(kept) => done.push((path, kept)),
            Err(error) => {
                put_back(done);
                return Err(error);
            }
        }
    }
    let mut folders: Vec<PathBuf> = done.iter().map(|(path, _)| folder_of(path)).collect();
    folders.sort();
    folders.dedup();
    // The set is in: the copies kept aside are removed as they are dropped.
    drop(done);
    for folder in folders {
        sync_folder(&folder);
    }
    Ok(())
}

/// A copy of the file at `path` (if any), beside it under a temporary
/// name, to put back should the set it belongs to fail.
fn keep_aside(path: &Path) -> Result<Option<tempfile::TempPath>, FileError> {
    if regular_file_or_none(path)?.is_none() {
        return Ok(None);
    }
    let copied = stage(path, |file| {
        io::copy(&mut fs::File::open(path)?, file).map(|_| ())
    })?;
    Ok(Some(copied.temp.into_temp_path()))
}

/// Puts back the files a failed set replaced, the last first: the copy kept
/// aside renamed over the new file, or the new file removed where there
/// was none. Best effort: the error that stopped the set is what is said.
fn put_back(done: Vec<(PathBuf, Option<tempfile::TempPath>)>) {
    for (path, kept) in done.into_iter().rev() {
        let _ = match kept {
            Some(kept) => kept.persist(&path).map_err(|e| e.error),
            None => fs::remove_file(&path),
        };
    }
}

/// The metadata of the regular file at `path`, `None` if there is nothing
/// there, or why it must not be replaced.
fn regular_file_or_none(path: &Path) -> Result<Option<fs::Metadata>, FileError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_file() => Ok(Some(meta)),
        Ok(meta) => Err(not_a_file(path, &meta.file_type())),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        // Looked at to be written: a name too long, a folder that may not
        // be searched, is a failure to write.
        Err(source) => Err(FileError::Write {
            path: path.to_owned(),
            source,
        }),
    }
}

/// Refuses to replace a file the user may not write, as `test -w` would
/// answer for a user other than root: renaming over a file needs only the
/// right to write its folder, so the system would not refuse it. For
/// root, who may write anything, a file is read-only when its owner may
/// not write it; for everyone else, what the system says when the file is
/// opened for writing (nothing is written through it). `own` is a file the
/// user has just made, which tells who the user is.
#[cfg(unix)]
fn refuse_unwritable(path: &Path, before: &fs::Metadata, own: &fs::File) -> Result<(), FileError> {
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
    let refused = |why| {
        Err(FileError::NotWritable {
            path: path.to_owned(),
            why,
        })
    };
    let root = own.metadata().is_ok_and(|meta| meta.uid() == 0);
    if root && before.mode() & 0o200 == 0 {
        return refused(Unwritable::ReadOnly);
    }
    let mut options = fs::OpenOptions::new();
    options
        .write(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(error) if error.kind() == io::ErrorKind::PermissionDenied => {
            refused(Unwritable::NoPermission)
        }
        Err(source) => Err(FileError::Write {
            path: path.to_owned(),
            source,
        }),
    }
}

/// Refuses to replace a file marked read-only.
#[cfg(not(unix))]
fn refuse_unwritable(path: &Path, before: &fs::Metadata, _: &fs::File) -> Result<(), FileError> {
    if before.permissions().readonly() {
        return Err(FileError::NotWritable {
            path: path.to_owned(),
            why: Unwritable::MarkedReadOnly,
        });
    }
    Ok(())
}

/// Gives the new file the owner and group of the file it replaces, where
/// the system lets the user (root may give any; others may give only a
/// group they are in, and the file becomes theirs).
fn keep_owner(temp: &fs::File, before: &fs::Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, fchown};
        let Ok(now) = temp.metadata() else {
            return;
        };
        if (now.uid(), now.gid()) == (before.uid(), before.gid()) {
            return;
        }
        if fchown(temp, Some(before.uid()), Some(before.gid())).is_err() {
            let _ = fchown(temp, None, Some(before.gid()));
        }
    }
    #[cfg(not(unix))]
    let _ = (temp, before);
}

/// Whether writing `output` would write over the file `input`: the same
/// path once links are resolved (the folder's, and the file's own when it
/// exists), or the same file under another name (a hard link).
fn same_file(output: &Path, input: &Path) -> bool {
    let Ok(input_real) = fs::canonicalize(input) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(out), Ok(inp)) = (fs::metadata(output), fs::metadata(input))
            && (out.dev(), out.ino()) == (inp.dev(), inp.ino())
        {
            return true;
        }
    }
    let resolved = fs::canonicalize(output).ok().or_else(|| {
        let name = output.file_name()?;
        Some(fs::canonicalize(folder_of(output)).ok()?.join(name))
    });
    resolved == Some(input_real)
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
        kind: kind_of(kind),
    }
}

/// What a file type is, for an error message.
fn kind_of(file: &fs::FileType) -> Kind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file.is_fifo() {
            return Kind::Fifo;
        }
        if file.is_block_device() || file.is_char_device() {
            return Kind::Device;
        }
        if file.is_socket() {
            return Kind::Socket;
        }
    }
    if file.is_symlink() {
        Kind::Link
    } else if file.is_dir() {
        Kind::Folder
    } else {
        Kind::Special
    }
}

/// Whether a file's name is that of a temporary file of this program, and
/// if so the process that wrote it when the name says
/// (`.NAME.PID.XXXXXX.gandhi-tmp`; `.NAME.XXXXXX.gandhi-tmp` and
/// `.NAME.PID.tmp` of earlier versions). `None`: not ours.
fn our_temporary(name: &str) -> Option<Option<u32>> {
    let rest = name.strip_prefix('.')?;
    let pid = |stem: &str| {
        stem.rsplit_once('.')
            .filter(|(file, pid)| !file.is_empty() && !pid.is_empty())
            .filter(|(_, pid)| pid.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|(_, pid)| pid.parse::<u32>().ok())
    };
    if let Some(stem) = rest.strip_suffix(TEMP_SUFFIX) {
        return Some(stem.rsplit_once('.').and_then(|(head, _)| pid(head)));
    }
    let stem = rest.strip_suffix(".tmp")?;
    pid(stem).map(Some)
}

/// Whether the process `pid` is running on this machine: this process, or
/// one the system lists in /proc (Linux). Elsewhere, or for another
/// machine's process (a shared folder), it cannot be told: `false`, and
/// the age of the file decides.
fn writer_alive(pid: u32) -> bool {
    pid == std::process::id()
        || (Path::new("/proc/self").exists() && Path::new("/proc").join(pid.to_string()).exists())
}

/// Removes temporary files of this program left in `dir` by writes that
/// were killed midway: a file of ours (`our_temporary`), regular (never
/// a link), not changed for longer than a write could take, whose writer
/// is not running (when its name says which process wrote it). A live
/// write's file is never removed. Returns how many were removed.
pub fn remove_stale_temporaries(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let Some(writer) = entry.file_name().to_str().and_then(our_temporary) else {
            continue;
        };
        if writer.is_some_and(writer_alive) {
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
/// problems are said without any word of its text.
pub fn load_data(folder: Option<&Path>) -> Result<GameData, FileError> {
    let Some(folder) = folder else {
        return GameData::bundled().map_err(|errors| FileError::Invalid {
            errors,
            linked: Vec::new(),
            unread: Vec::new(),
        });
    };
    data_folder(folder)?;
    let mut unread: Vec<(String, FileError)> = Vec::new();
    let mut linked = Vec::new();
    let scenario_files = scenario_files(folder, &mut unread);
    let mut read = |path: PathBuf| -> (String, String) {
        let name = path.display().to_string();
        if is_link(&path) {
            linked.push(name.clone());
        }
        match read_text(&path) {
            Ok(text) => (name, text),
            Err(error) => {
                unread.push((name.clone(), error));
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
    if unread.is_empty() {
        return loaded.map_err(|errors| FileError::Invalid {
            errors,
            linked,
            unread,
        });
    }
    Err(FileError::Invalid {
        errors: errors_beside_unread(loaded, &unread),
        linked,
        unread,
    })
}

/// Checks that the data folder can be read and is a folder.
fn data_folder(folder: &Path) -> Result<(), FileError> {
    match fs::metadata(folder) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(FileError::NotAFolder {
            path: folder.to_owned(),
        }),
        Err(source) => Err(FileError::Read {
            path: folder.to_owned(),
            source,
        }),
    }
}

/// The scenario files of a data folder's `scenarios` folder, in order of
/// name; a folder that cannot be read is added to `unread` and gives none.
fn scenario_files(folder: &Path, unread: &mut Vec<(String, FileError)>) -> Vec<PathBuf> {
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
            unread.push((scenario_dir.display().to_string(), error));
            Vec::new()
        }
    };
    scenario_files.sort();
    scenario_files
}

/// The load errors still worth saying when some files were not read: a
/// file not read is said once, by why it was not read, so the errors of
/// the files that depend on it are left out.
fn errors_beside_unread(
    loaded: Result<GameData, LoadErrors>,
    unread: &[(String, FileError)],
) -> LoadErrors {
    let failed: Vec<&String> = unread.iter().map(|(name, _)| name).collect();
    let no_scenarios = failed.iter().any(|f| f.ends_with("scenarios"));
    match loaded {
        Ok(_) => LoadErrors::default(),
        Err(errors) => LoadErrors(
            errors
                .0
                .into_iter()
                .filter(|e| !failed.contains(&&e.file))
                .filter(|e| !(no_scenarios && e.file == "scenarios"))
                .collect(),
        ),
    }
}

/// Whether the path itself is a symbolic link.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink())
}

/// The errors of a file read from `path`, with nothing of its text shown
/// when it is a symbolic link.
pub fn invalid(path: &Path, errors: LoadErrors) -> FileError {
    let linked = if is_link(path) {
        vec![path.display().to_string()]
    } else {
        Vec::new()
    };
    FileError::Invalid {
        errors,
        linked,
        unread: Vec::new(),
    }
}

impl FileError {
    /// Where in the file the problem is, when it has a place.
    pub fn place(&self) -> TextPos {
        match self {
            FileError::NotText { line, column, .. } => TextPos {
                line: *line as u64,
                column: *column as u64,
            },
            _ => TextPos::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty folder for one test, removed when the test ends.
    fn scratch(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("gandhi-files-{name}-"))
            .tempdir()
            .unwrap()
    }

    #[test]
    fn an_archived_autosave_never_replaces_another() {
        let held = scratch("archive");
        let dir = held.path();
        let mut kept = Vec::new();
        for text in ["first game", "second game"] {
            let autosave = autosave_file(dir, 2);
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
            kept.push(archive_autosave(dir, &autosave).unwrap());
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
        let held = scratch("atomic");
        let dir = held.path();
        let path = dir.join("game.yaml");
        write_atomically(&path, "first").unwrap();
        write_atomically(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let names: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [std::ffi::OsString::from("game.yaml")]);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let held = scratch("failed");
        let dir = held.path();
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
        let held = scratch("backup");
        let dir = held.path();
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
        let held = scratch("read");
        let dir = held.path();
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
        let held = scratch("links");
        let dir = held.path();
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
                    kind: Kind::Link,
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
        let held = scratch("special");
        let dir = held.path();
        let fifo = dir.join("pipe.yaml");
        make_fifo(&fifo);
        let error = write_atomically(&fifo, "game").unwrap_err();
        assert!(
            matches!(
                error,
                FileError::NotAFile {
                    kind: Kind::Fifo,
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
                kind: Kind::Device,
                ..
            })
        ));
        assert!(matches!(
            read_text(Path::new("/dev/zero")),
            Err(FileError::NotAFile {
                kind: Kind::Device,
                ..
            })
        ));
        assert!(matches!(
            read_text(dir),
            Err(FileError::NotAFile {
                kind: Kind::Folder,
                ..
            })
        ));
        assert_eq!(names_in(dir), ["pipe.yaml"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_rewrite_keeps_the_file_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let held = scratch("mode");
        let dir = held.path();
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
        let held = scratch("too-large");
        let dir = held.path();
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
        assert_eq!(names_in(dir), ["game.yaml"]);
        // Just under the limit is written, and reads back.
        let most = "#".repeat(MAX_TEXT_BYTES);
        write_atomically(&path, &most).unwrap();
        assert_eq!(read_text(&path).unwrap().len(), MAX_TEXT_BYTES);
    }

    /// Sets a file's time of last change.
    fn touch(path: &Path, when: std::time::SystemTime) {
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(when)
            .unwrap();
    }

    #[test]
    fn stale_temporary_files_are_removed() {
        let held = scratch("stale");
        let dir = held.path();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let make = |name: &str, when: Option<std::time::SystemTime>| {
            fs::File::create(dir.join(name)).unwrap();
            if let Some(when) = when {
                touch(&dir.join(name), when);
            }
        };
        // No process has this number (the system's limit is 4,194,304).
        let gone = 4_294_967_u32;
        let live = std::process::id();
        make(&format!(".autosave.yaml.{gone}.tmp"), Some(old));
        make(".autosave.yaml.Xy12Zq.gandhi-tmp", Some(old));
        make(&format!(".report.html.{gone}.Ab12Cd.gandhi-tmp"), Some(old));
        // Being written right now, perhaps by another window.
        make(".settings.yaml.Ab34Cd.gandhi-tmp", None);
        // Old, but its writer is running: a slow write, not a killed one.
        let slow = format!(".game.yaml.{live}.Ef56Gh.gandhi-tmp");
        make(&slow, Some(old));
        // Not ours.
        make("notes.tmp", Some(old));
        make(".hidden.tmp", Some(old));
        make("autosave.yaml", Some(old));
        assert_eq!(remove_stale_temporaries(dir), 3);
        let mut kept = vec![
            ".hidden.tmp".to_owned(),
            ".settings.yaml.Ab34Cd.gandhi-tmp".to_owned(),
            slow,
            "autosave.yaml".to_owned(),
            "notes.tmp".to_owned(),
        ];
        kept.sort();
        assert_eq!(names_in(dir), kept);
        assert_eq!(remove_stale_temporaries(&dir.join("missing")), 0);
    }

    #[test]
    fn the_writer_of_a_temporary_file_is_read_from_its_name() {
        assert_eq!(
            our_temporary(".game.yaml.123.Ab12Cd.gandhi-tmp"),
            Some(Some(123))
        );
        assert_eq!(our_temporary(".game.yaml.Ab12Cd.gandhi-tmp"), Some(None));
        assert_eq!(our_temporary(".game.yaml.77.tmp"), Some(Some(77)));
        assert_eq!(our_temporary(".game.yaml.tmp"), None);
        assert_eq!(our_temporary("game.yaml.1.Ab12Cd.gandhi-tmp"), None);
        assert_eq!(our_temporary(".hidden.tmp"), None);
    }

    #[test]
    fn a_write_removes_the_stale_temporary_files_of_its_folder() {
        let held = scratch("stale-on-write");
        let dir = held.path();
        let left = dir.join(".report.html.4294967.Ab12Cd.gandhi-tmp");
        fs::write(&left, "half a report").unwrap();
        touch(&left, std::time::SystemTime::now() - STALE_AFTER * 2);
        let fresh = dir.join(".report.html.4294967.Cd34Ef.gandhi-tmp");
        fs::write(&fresh, "a report being written").unwrap();
        write_bytes_safely(&dir.join("report.html"), b"page").unwrap();
        assert_eq!(
            names_in(dir),
            [".report.html.4294967.Cd34Ef.gandhi-tmp", "report.html"]
        );
    }

    #[test]
    fn a_name_too_long_is_a_failure_to_write() {
        let held = scratch("long-name");
        let dir = held.path();
        let path = dir.join(format!("{}.yaml", "n".repeat(300)));
        let error = write_atomically(&path, "game").unwrap_err();
        assert!(matches!(error, FileError::Write { .. }), "{error:?}");
        let message = error.to_string();
        assert!(
            message.starts_with("cannot write ") && message.ends_with(": the name is too long"),
            "{message}"
        );
        // A name the system allows is written, however long: the temporary
        // file's name does not repeat all of it.
        let longest = dir.join("n".repeat(255));
        write_atomically(&longest, "game").unwrap();
        assert_eq!(names_in(dir), ["n".repeat(255)]);
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_file_is_refused_and_left_as_it_is() {
        use std::os::unix::fs::PermissionsExt;
        let held = scratch("read-only");
        let dir = held.path();
        let path = dir.join("cards.yaml");
        fs::write(&path, "kept").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        for error in [
            write_atomically(&path, "lost").unwrap_err(),
            write_keeping_backup(&path, "lost").unwrap_err(),
            write_all_or_none(
                &[
                    (dir.join("new.md").as_path(), b"new".as_slice()),
                    (&path, b"lost"),
                ],
                &[],
            )
            .unwrap_err(),
        ] {
            assert!(matches!(error, FileError::NotWritable { .. }), "{error:?}");
            let message = error.to_string();
            assert!(
                message.contains("cards.yaml") && message.contains("read-only"),
                "{message}"
            );
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), "kept");
        assert_eq!(names_in(dir), ["cards.yaml"], "nothing else written");
        // Writable again, it is written.
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        write_atomically(&path, "new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    }

    #[cfg(unix)]
    #[test]
    fn a_rewrite_keeps_the_owner_and_group_where_it_can() {
        use std::os::unix::fs::MetadataExt;
        let held = scratch("owner");
        let dir = held.path();
        let path = dir.join("game.yaml");
        fs::write(&path, "first").unwrap();
        if std::os::unix::fs::chown(&path, Some(4242), Some(4343)).is_err() {
            // Only root may give a file away; nobody else can keep it.
            return;
        }
        write_atomically(&path, "second").unwrap();
        let meta = fs::metadata(&path).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (4242, 4343));
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
    }

    #[test]
    fn a_set_is_written_all_or_none() {
        let held = scratch("set");
        let dir = held.path();
        let [a, b, c] = ["a.html", "a.md", "a.svg"].map(|n| dir.join(n));
        fs::write(&a, "old a").unwrap();
        fs::write(&c, "old c").unwrap();
        let set: [(&Path, &[u8]); 3] = [(&a, b"new a"), (&b, b"new b"), (&c, b"new c")];
        write_all_or_none(&set, &[]).unwrap();
        assert_eq!(fs::read_to_string(&b).unwrap(), "new b");
        // A rename that fails midway (the last file turned into a folder
        // after the set was written aside): the files replaced are put
        // back, the new one removed, and no temporary file is left.
        fs::write(&a, "old a").unwrap();
        fs::remove_file(&b).unwrap();
        let staged = [(&a, "newer a"), (&b, "newer b"), (&c, "newer c")]
            .map(|(path, text)| stage(path, |f| f.write_all(text.as_bytes())).unwrap());
        fs::remove_file(&c).unwrap();
        fs::create_dir(&c).unwrap();
        fs::write(c.join("inside"), "x").unwrap();
        assert!(put_in_place(staged.into()).is_err());
        assert_eq!(fs::read_to_string(&a).unwrap(), "old a");
        assert!(!b.exists());
        assert_eq!(names_in(dir), ["a.html", "a.svg"]);
    }

    #[cfg(unix)]
    #[test]
    fn an_output_that_is_an_input_is_refused_through_links() {
        let held = scratch("input");
        let dir = held.path();
        let game = dir.join("game.md");
        fs::write(&game, "the saved game").unwrap();
        fs::create_dir(dir.join("sub")).unwrap();
        std::os::unix::fs::symlink(dir, dir.join("sub").join("alias")).unwrap();
        fs::hard_link(&game, dir.join("hard.md")).unwrap();
        std::os::unix::fs::symlink(&game, dir.join("soft.md")).unwrap();
        for output in [
            game.clone(),
            dir.join("sub").join("..").join("game.md"),
            dir.join("sub").join("alias").join("game.md"),
            dir.join("hard.md"),
            dir.join("soft.md"),
        ] {
            let error = write_all_or_none(
                &[
                    (dir.join("page.html").as_path(), b"page".as_slice()),
                    (&output, b"report"),
                ],
                &[&game],
            )
            .unwrap_err();
            assert!(
                matches!(error, FileError::IsAnInput { .. }),
                "{output:?}: {error:?}"
            );
            assert!(error.to_string().contains("the file being read"), "{error}");
            assert_eq!(fs::read_to_string(&game).unwrap(), "the saved game");
            assert!(!dir.join("page.html").exists(), "nothing written");
        }
        let other = dir.join("other.md");
        write_all_or_none(&[(other.as_path(), b"report".as_slice())], &[&game]).unwrap();
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
