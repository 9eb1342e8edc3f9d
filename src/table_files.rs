//! The table's own files, for any volume: what a table entered of its own
//! copy of a volume (its cards, its non-player aid, its board), kept in
//! the user data folder under the names the volume gives
//! (`coin_table::Volume::own_files`) and merged over the volume's data
//! wherever the table plays it, with what was merged, or left out and
//! why, said in the players' language.

use std::path::{Path, PathBuf};

use coin_table::{OwnFile, Volume};

use crate::files::{FileError, invalid, read_text, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, say};
use crate::i18n::volume::VolumeWords;

/// The volume's data with each of its own files found in `folder` merged
/// over it, in the volume's order, and a line for each file found: merged
/// (with how many entries it gave), or left out with every problem and
/// its place, the data going on without it. `None` when nothing was
/// merged; nothing is read without a folder.
pub fn with_own_files<V: Volume>(
    volume: &V,
    data: &V::Data,
    folder: Option<&Path>,
    words: &VolumeWords,
) -> (Option<V::Data>, String) {
    let lang = words.lang();
    let mut merged: Option<V::Data> = None;
    let mut said = String::new();
    let Some(folder) = folder else {
        return (None, said);
    };
    for own in volume.own_files() {
        let path = folder.join(own.file);
        if !path.exists() {
            continue;
        }
        let name = path.display().to_string();
        let over = merged.as_ref().unwrap_or(data);
        let read = read_text(&path).and_then(|text| {
            volume
                .with_own_file(over, own.key, (&name, &text))
                .map_err(|errors| invalid(&path, errors))
        });
        let args = Args::new()
            .text("what", words.name(own.key))
            .text("file", name.clone());
        match read {
            Ok((data, count)) => {
                said += &say(lang, "table-own-file-merged", args.count("count", count));
                said += "\n";
                merged = Some(data);
            }
            Err(error) => {
                said += &say(lang, "table-own-file-left-out", args);
                said += &format!("\n{}\n", file_error(lang, &error));
            }
        }
    }
    (merged, said)
}

/// Writes one of a volume's own files (`file`, its name in the user data
/// folder) into `folder`, its folders made as needed and the file before
/// it kept as a backup: where it was written, or why not, worded.
pub fn write_own_file(
    folder: Option<&Path>,
    (file, text): (&str, &str),
    lang: crate::i18n::fluent::Lang,
) -> Result<PathBuf, String> {
    let Some(folder) = folder else {
        return Err(say(lang, "table-entry-no-folder", Args::new()));
    };
    let path = folder.join(file);
    let written = match path.parent() {
        Some(parent) => std::fs::create_dir_all(parent)
            .map_err(|source| FileError::Write {
                path: parent.to_owned(),
                source,
            })
            .and_then(|()| write_keeping_backup(&path, text)),
        None => write_keeping_backup(&path, text),
    };
    written
        .map(|()| path)
        .map_err(|error| file_error(lang, &error))
}

/// One of a volume's own files checked: the data with it merged, its name
/// in the user data folder and its text; or what it breaks.
pub type CheckedFile<D> = Result<(D, String, String), Vec<String>>;

/// One of a volume's own files as the table's form wrote it, checked: the
/// data with it merged, its name in the user data folder and its text; or
/// what it breaks, the `problems` the form found first, then the volume's.
pub fn check_own_file<V: Volume>(
    (volume, data): (&V, &V::Data),
    (own, text): (OwnFile, String),
    mut problems: Vec<String>,
) -> CheckedFile<V::Data> {
    match volume.with_own_file(data, own.key, (own.file, &text)) {
        Ok((merged, _)) if problems.is_empty() => Ok((merged, own.file.to_owned(), text)),
        Ok(_) => Err(problems),
        Err(errors) => {
            problems.extend(errors.0.iter().map(|e| e.message.clone()));
            Err(problems)
        }
    }
}

/// Saves a checked own file ([`check_own_file`]) into the user data
/// folder, for a form that keeps what its file breaks and what was said:
/// the data with it merged, the problems cleared and the `saved` message
/// saying where; else what it breaks (when that kept it from being saved)
/// and the `not_saved` message, or why it could not be written.
pub fn save_own_file<D>(
    checked: CheckedFile<D>,
    folder: Option<&Path>,
    (lang, (not_saved, saved)): (crate::i18n::fluent::Lang, (&str, &str)),
    (problems, said): (&mut Vec<String>, &mut String),
) -> Option<D> {
    let (merged, file, text) = match checked {
        Ok(checked) => checked,
        Err(found) => {
            *problems = found;
            *said = say(lang, not_saved, Args::new());
            return None;
        }
    };
    match write_own_file(folder, (&file, &text), lang) {
        Ok(path) => {
            problems.clear();
            *said = say(
                lang,
                saved,
                Args::new().text("file", path.display().to_string()),
            );
            Some(merged)
        }
        Err(why) => {
            *said = why;
            None
        }
    }
}

/// Lists what a form's own file breaks, each problem in red under a
/// heading, or says with the `none` message that it breaks nothing.
pub fn problems_ui(
    ui: &mut egui::Ui,
    lang: crate::i18n::fluent::Lang,
    problems: &[String],
    none: &str,
) {
    if problems.is_empty() {
        ui.label(say(lang, none, Args::new()));
    } else {
        let heading = say(lang, "table-entry-problems", Args::new());
        ui.label(egui::RichText::new(heading).strong());
        for problem in problems {
            ui.colored_label(egui::Color32::from_rgb(180, 40, 30), format!("• {problem}"));
        }
    }
}
