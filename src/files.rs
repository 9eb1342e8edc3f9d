//! File input and output for the app and the command line: reading text
//! with a size limit, loading component data (bundled or from a folder),
//! and writing files atomically so that a crash never leaves half a file.

use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use gandhi_validator::data::yaml::MAX_TEXT_BYTES;
use gandhi_validator::{DataSources, GameData, LoadErrors};

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
            FileError::Write { path, source } => {
                write!(f, "cannot write {}: {source}", path.display())
            }
        }
    }
}

impl std::error::Error for FileError {}

/// Reads a text file, refusing anything over the loaders' size limit before
/// reading it all (so `/dev/zero` or a huge file neither hangs nor fills memory).
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let read_error = |source| FileError::Read {
        path: path.to_owned(),
        source,
    };
    let file = fs::File::open(path).map_err(read_error)?;
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
    match fs::read(path) {
        Ok(before) => {
            if before != text.as_bytes() {
                let backup = backup_path(path);
                fs::write(&backup, before).map_err(|source| FileError::Write {
                    path: backup,
                    source,
                })?;
            }
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(FileError::Read {
                path: path.to_owned(),
                source,
            });
        }
    }
    write_atomically(path, text)
}

/// Writes a file atomically: the text goes to a temporary file beside the
/// target, is flushed to disk, then renamed over the target. A crash or a
/// killed process leaves either the old file or the new one, never a mix.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), FileError> {
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
        .unwrap_or_else(|| "game".to_owned());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)
    })();
    if result.is_err() {
        // Best effort: the temporary file is ours and now useless.
        let _ = fs::remove_file(&temp);
    }
    result.map_err(write_error)
}

/// Component data: the files compiled into the program, or those of a
/// folder laid out like `data/` (to try corrected map facts, for instance).
pub fn load_data(folder: Option<&Path>) -> Result<GameData, FileError> {
    let Some(folder) = folder else {
        return GameData::bundled().map_err(FileError::Invalid);
    };
    let read = |name: &str| -> Result<(String, String), FileError> {
        let path = folder.join(name);
        Ok((path.display().to_string(), read_text(&path)?))
    };
    let rules = read("rules_index.yaml")?;
    let map = read("map.yaml")?;
    let pieces = read("pieces.yaml")?;
    let viceroys = read("viceroys.yaml")?;
    let cards = read("cards.yaml")?;
    let arjuna = read("arjuna.yaml")?;
    let random_spaces = read("random_spaces.yaml")?;
    let np_aid = read("np_aid.yaml")?;
    let scenario_dir = folder.join("scenarios");
    let mut scenario_files: Vec<PathBuf> = fs::read_dir(&scenario_dir)
        .map_err(|source| FileError::Read {
            path: scenario_dir.clone(),
            source,
        })?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    scenario_files.sort();
    let scenarios: Vec<(String, String)> = scenario_files
        .iter()
        .map(|path| Ok((path.display().to_string(), read_text(path)?)))
        .collect::<Result<_, FileError>>()?;
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
    GameData::load(&sources).map_err(FileError::Invalid)
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
