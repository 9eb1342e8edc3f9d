//! Choosing a file to open or write: the system's dialog where there is
//! one (through `rfd`), else the program's own (decision 0041).
//!
//! On Linux, `rfd` asks the desktop portal, then `zenity`; with neither it
//! shows nothing and answers as a cancel would. An answer of "nothing"
//! that comes back quicker than a person can cancel a dialog is taken to
//! mean that no dialog was shown, and the program's own opens instead,
//! saying so. The program's own is a folder and a file name, with the
//! folder's files listed (a folder clicked opens it, a file clicked takes
//! its name): Enter confirms, Esc cancels, and a file that cannot be
//! written (no such folder, a folder that takes no files, a read-only
//! file) is refused with the reason before anything is written. Setting
//! `GANDHI_MODERATOR_OWN_FILE_DIALOG=1` always uses the program's own.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui::{Key as KeyCode, RichText, Ui};

use super::command::Command;
use crate::i18n::{
    fluent::{Args, Lang, say, text, tr},
    keys::Key,
};

/// The environment variable that asks for the program's own dialog.
pub const OWN_DIALOG_VARIABLE: &str = "GANDHI_MODERATOR_OWN_FILE_DIALOG";

/// How soon a "nothing chosen" means that no dialog was shown: a person
/// takes longer to cancel one.
const QUICKER_THAN_A_PERSON: Duration = Duration::from_millis(400);

/// What the file is chosen for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A saved game to open.
    Open,
    /// Where to save the game.
    Save,
    /// Where to write the dispute report of entries `from` to `to`.
    Report {
        /// The first entry, from 1.
        from: usize,
        /// The last entry.
        to: usize,
    },
    /// Where to write the map checks.
    ExportMapChecks,
    /// A group's map checks to take.
    ImportMapChecks,
}

impl Purpose {
    /// Whether the file is written (rather than read).
    fn writes(&self) -> bool {
        !matches!(self, Purpose::Open | Purpose::ImportMapChecks)
    }

    /// The extensions offered; the first is added to a name without one.
    fn extensions(&self) -> &'static [&'static str] {
        match self {
            Purpose::Report { .. } => &["html"],
            _ => &["yaml", "yml"],
        }
    }

    /// The file's name offered.
    fn default_name(&self) -> String {
        match self {
            Purpose::Open | Purpose::ImportMapChecks => String::new(),
            Purpose::Save => "gandhi-game.yaml".to_owned(),
            Purpose::Report { from, to } => format!("dispute-report-{from}-{to}.html"),
            Purpose::ExportMapChecks => super::map_check::FILE_NAME.to_owned(),
        }
    }

    /// What to do with the file chosen.
    pub fn command(&self, path: PathBuf) -> Command {
        match self {
            Purpose::Open => Command::Open(path),
            Purpose::Save => Command::SaveTo(path),
            Purpose::Report { from, to } => Command::ExportReport {
                from: *from,
                to: *to,
                path: Some(path),
            },
            Purpose::ExportMapChecks => Command::ExportMapChecks(Some(path)),
            Purpose::ImportMapChecks => Command::ImportMapChecks(Some(path)),
        }
    }

    fn title(&self, lang: Lang) -> &'static str {
        text(
            lang,
            match self {
                Purpose::Open => "file-dialog-title-open",
                Purpose::Save => "file-dialog-title-save",
                Purpose::Report { .. } => "file-dialog-title-report",
                Purpose::ExportMapChecks => "file-dialog-title-export",
                Purpose::ImportMapChecks => "file-dialog-title-import",
            },
        )
    }
}

/// Asks the system's dialog. `Ok` holds what it answered (`None`: the
/// players cancelled); `Err` says that no dialog could be shown.
pub fn system_dialog(purpose: &Purpose, folder: Option<&Path>) -> Result<Option<PathBuf>, ()> {
    let extensions = purpose.extensions();
    let name = if matches!(purpose, Purpose::Report { .. }) {
        "HTML"
    } else {
        "Gandhi Moderator"
    };
    let mut dialog = rfd::FileDialog::new().add_filter(name, extensions);
    if let Some(folder) = folder {
        dialog = dialog.set_directory(folder);
    }
    let asked = Instant::now();
    let picked = if purpose.writes() {
        dialog.set_file_name(purpose.default_name()).save_file()
    } else {
        dialog.pick_file()
    };
    match picked {
        None if asked.elapsed() < QUICKER_THAN_A_PERSON => Err(()),
        picked => Ok(picked),
    }
}

/// An entry of the folder listed.
#[derive(Clone, Debug)]
struct Listed {
    name: String,
    folder: bool,
}

/// How the board asks for a file: the system's dialog, or the program's
/// own, which stays open between frames.
#[derive(Clone, Debug, Default)]
pub struct FileChooser {
    /// The program's own file dialog, when open.
    pub dialog: Option<FileDialog>,
    /// Use the program's own file dialog, never the system's.
    pub own: bool,
}

impl FileChooser {
    /// Asks where to write or what to open, starting in the folder of the
    /// game's file when there is one: the system's dialog, or the program's
    /// own when asked for or when the system shows none. A file the
    /// system's dialog chose comes back as the command to carry out at once.
    pub fn choose(&mut self, purpose: Purpose, game_file: Option<&Path>) -> Option<Command> {
        let folder = game_file
            .and_then(|p| p.parent())
            .map(Path::to_path_buf)
            .filter(|p| p.is_dir())
            .or_else(std::env::home_dir)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        let no_system_dialog = if self.own {
            false
        } else {
            match system_dialog(&purpose, Some(&folder)) {
                Ok(Some(path)) => return Some(purpose.command(path)),
                Ok(None) => return None,
                Err(()) => true,
            }
        };
        self.dialog = Some(FileDialog::new(purpose, &folder, no_system_dialog));
        None
    }

    /// The program's own file dialog, when open; a file chosen in it comes
    /// back as the command to carry out.
    pub fn ui(&mut self, ctx: &egui::Context, lang: Lang) -> Option<Command> {
        let dialog = self.dialog.as_mut()?;
        match file_dialog_ui(ctx, lang, dialog) {
            Outcome::Open => None,
            Outcome::Cancel => {
                self.dialog = None;
                None
            }
            Outcome::Chosen(path) => {
                let command = dialog.purpose.command(path);
                self.dialog = None;
                Some(command)
            }
        }
    }
}

/// The program's own dialog, between frames.
#[derive(Clone, Debug)]
pub struct FileDialog {
    /// What the file is for.
    pub purpose: Purpose,
    /// The folder typed or opened.
    pub folder: String,
    /// The file's name typed or clicked.
    pub name: String,
    /// Why the program's own dialog is shown: the system's could not be.
    pub no_system_dialog: bool,
    /// Why the last choice was refused.
    pub problem: Option<String>,
    /// The file the players were told exists: confirming again replaces
    /// it.
    replacing: Option<PathBuf>,
    /// The folder listed, and what it holds (or why it cannot be listed).
    listed: Option<(String, Result<Vec<Listed>, String>)>,
    /// The name field still waits to take the keyboard.
    focus: bool,
}

/// What came of a frame of the dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Still open.
    Open,
    /// Closed without a choice.
    Cancel,
    /// This file was chosen.
    Chosen(PathBuf),
}

impl FileDialog {
    /// The dialog for `purpose`, in `folder`.
    pub fn new(purpose: Purpose, folder: &Path, no_system_dialog: bool) -> FileDialog {
        FileDialog {
            name: purpose.default_name(),
            purpose,
            folder: folder.display().to_string(),
            no_system_dialog,
            problem: None,
            replacing: None,
            listed: None,
            focus: true,
        }
    }

    /// The file the folder and the name make, with the purpose's first
    /// extension added to a name that has none.
    pub fn path(&self) -> PathBuf {
        let name = self.name.trim();
        let mut path = Path::new(self.folder.trim()).join(name);
        if self.purpose.writes()
            && path.extension().is_none()
            && let Some(first) = self.purpose.extensions().first()
        {
            path.set_extension(first);
        }
        path
    }

    /// The choice confirmed: the file, or why it cannot be used (a folder
    /// named instead is opened).
    fn confirm(&mut self, lang: Lang) -> Option<PathBuf> {
        let path = self.path();
        if self.name.trim().is_empty() {
            self.problem = Some(text(lang, "file-dialog-no-name").to_owned());
            return None;
        }
        if path.is_dir() {
            self.open_folder(path);
            return None;
        }
        let shown = |path: &Path| path.display().to_string();
        let problem = if self.purpose.writes() {
            writable(&path, lang).err()
        } else if !path.is_file() {
            Some(say(
                lang,
                "file-dialog-no-file",
                Args::new().text("file", shown(&path)),
            ))
        } else {
            None
        };
        if let Some(problem) = problem {
            self.problem = Some(problem);
            return None;
        }
        if self.purpose.writes() && path.exists() && self.replacing.as_ref() != Some(&path) {
            self.problem = Some(say(
                lang,
                "file-dialog-exists",
                Args::new().text("file", shown(&path)),
            ));
            self.replacing = Some(path);
            return None;
        }
        Some(path)
    }

    fn open_folder(&mut self, folder: PathBuf) {
        self.folder = folder.display().to_string();
        self.problem = None;
        self.replacing = None;
    }

    /// What the folder holds: its folders, then the files with the
    /// purpose's extensions, by name (read again when the folder changes).
    fn listing(&mut self) -> &Result<Vec<Listed>, String> {
        let folder = self.folder.trim().to_owned();
        if self.listed.as_ref().is_none_or(|(of, _)| *of != folder) {
            let read = list(Path::new(&folder), self.purpose.extensions());
            self.listed = Some((folder.clone(), read));
        }
        match &self.listed {
            Some((_, read)) => read,
            None => &EMPTY,
        }
    }
}

static EMPTY: Result<Vec<Listed>, String> = Ok(Vec::new());

fn list(folder: &Path, extensions: &[&str]) -> Result<Vec<Listed>, String> {
    let read = std::fs::read_dir(folder).map_err(|e| e.to_string())?;
    let mut out: Vec<Listed> = read
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let folder = entry.path().is_dir();
            let offered = folder
                || Path::new(&name)
                    .extension()
                    .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x)));
            (offered && !name.starts_with('.')).then_some(Listed { name, folder })
        })
        .collect();
    out.sort_by(|a, b| b.folder.cmp(&a.folder).then_with(|| a.name.cmp(&b.name)));
    Ok(out)
}

/// Whether `path` can be written: its folder exists and takes files, and
/// the file, if it exists, is not read only.
fn writable(path: &Path, lang: Lang) -> Result<(), String> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let shown = |path: &Path| path.display().to_string();
    if !folder.is_dir() {
        return Err(say(
            lang,
            "file-dialog-no-folder",
            Args::new().text("folder", shown(folder)),
        ));
    }
    if path
        .metadata()
        .is_ok_and(|meta| meta.permissions().readonly())
    {
        return Err(say(
            lang,
            "file-dialog-read-only",
            Args::new().text("file", shown(path)),
        ));
    }
    // A file made and removed at once says whether the folder takes files.
    tempfile::Builder::new()
        .prefix(".gandhi-write-check-")
        .tempfile_in(folder)
        .map(drop)
        .map_err(|error| {
            say(
                lang,
                "file-dialog-not-writable",
                Args::new()
                    .text("folder", shown(folder))
                    .text("error", error.to_string()),
            )
        })
}

/// The dialog, over everything else (a modal window).
pub fn file_dialog_ui(ctx: &egui::Context, lang: Lang, dialog: &mut FileDialog) -> Outcome {
    let mut outcome = Outcome::Open;
    egui::Modal::new(super::windows::Win::FileDialog.id()).show(ctx, |ui| {
        ui.set_width(560.0_f32.min(ctx.content_rect().width() - 40.0));
        ui.heading(dialog.purpose.title(lang));
        if dialog.no_system_dialog {
            ui.colored_label(
                egui::Color32::from_rgb(170, 90, 0),
                text(lang, "file-dialog-no-system"),
            );
        }
        ui.add_space(4.0);
        fields_ui(ui, lang, dialog);
        listing_ui(ui, lang, dialog);
        if let Some(problem) = &dialog.problem {
            ui.colored_label(egui::Color32::from_rgb(200, 40, 40), problem);
        }
        ui.label(RichText::new(text(lang, "file-dialog-keys")).weak());
        let enter = ui.input(|i| i.key_pressed(KeyCode::Enter));
        if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, KeyCode::Escape)) {
            outcome = Outcome::Cancel;
        }
        ui.horizontal(|ui| {
            let confirm = if dialog.replacing.is_some() {
                text(lang, "file-dialog-replace")
            } else if dialog.purpose.writes() {
                tr(lang, Key::Save)
            } else {
                text(lang, "file-dialog-open")
            };
            let clicked = ui.button(RichText::new(confirm).strong()).clicked();
            if (clicked || enter)
                && let Some(path) = dialog.confirm(lang)
            {
                outcome = Outcome::Chosen(path);
            }
            if ui.button(tr(lang, Key::Cancel)).clicked() {
                outcome = Outcome::Cancel;
            }
        });
    });
    outcome
}

/// The folder's entries, one a row (a folder ending in `/`, the file
/// named `chosen` selected); returns the one clicked.
fn entries_ui(ui: &mut Ui, entries: &[Listed], chosen: &str) -> Option<Listed> {
    let mut clicked = None;
    let row = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    egui::ScrollArea::vertical()
        .id_salt("file-dialog-list")
        .max_height(220.0)
        .auto_shrink([false, true])
        .show_rows(ui, row, entries.len(), |ui, rows| {
            for entry in entries.get(rows).unwrap_or_default() {
                let shown = if entry.folder {
                    format!("{}/", entry.name)
                } else {
                    entry.name.clone()
                };
                let selected = !entry.folder && entry.name == chosen;
                if ui.selectable_label(selected, shown).clicked() {
                    clicked = Some(entry.clone());
                }
            }
        });
    clicked
}

/// The folder and the file's name, the name taking the keyboard first.
fn fields_ui(ui: &mut Ui, lang: Lang, dialog: &mut FileDialog) {
    egui::Grid::new("file-dialog-fields")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(text(lang, "file-dialog-folder"));
            let folder = ui
                .add(egui::TextEdit::singleline(&mut dialog.folder).desired_width(420.0))
                .labelled_by(label.id);
            if folder.changed() {
                dialog.problem = None;
                dialog.replacing = None;
            }
            ui.end_row();
            let label = ui.label(text(lang, "file-dialog-name"));
            let name = ui
                .add(egui::TextEdit::singleline(&mut dialog.name).desired_width(420.0))
                .labelled_by(label.id);
            if std::mem::take(&mut dialog.focus) {
                name.request_focus();
            }
            if name.changed() {
                dialog.problem = None;
                dialog.replacing = None;
            }
            ui.end_row();
        });
}

/// The folder's folders and files: a folder clicked opens it, a file
/// clicked takes its name.
fn listing_ui(ui: &mut Ui, lang: Lang, dialog: &mut FileDialog) {
    let mut open = None;
    let mut pick = None;
    let parent = Path::new(dialog.folder.trim())
        .parent()
        .map(Path::to_path_buf);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                parent.is_some(),
                egui::Button::new(text(lang, "file-dialog-up")),
            )
            .clicked()
        {
            open = parent.clone();
        }
    });
    let folder = PathBuf::from(dialog.folder.trim());
    let chosen = dialog.name.trim().to_owned();
    match dialog.listing() {
        Err(error) => {
            ui.colored_label(
                egui::Color32::from_rgb(200, 40, 40),
                say(
                    lang,
                    "file-dialog-unlisted",
                    Args::new()
                        .text("folder", folder.display().to_string())
                        .text("error", error.clone()),
                ),
            );
        }
        Ok(entries) => match entries_ui(ui, entries, &chosen) {
            Some(entry) if entry.folder => open = Some(folder.join(&entry.name)),
            Some(entry) => pick = Some(entry.name),
            None => {}
        },
    }
    if let Some(folder) = open {
        dialog.open_folder(folder);
    }
    if let Some(name) = pick {
        dialog.name = name;
        dialog.problem = None;
        dialog.replacing = None;
    }
}
