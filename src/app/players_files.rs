//! The players' own files in the user data folder: their card file (a
//! broken one never written over; entries made meanwhile kept in
//! `cards.new.yaml`) and their non-player aid file, with its window. They
//! are merged over the bundled data, and the game is judged again with
//! them.

use std::path::PathBuf;

use egui::Ui;
use gandhi_validator::components::{AidCounts, ArjunaData, NpAid, PlayersAid, RandomSpaces};
use gandhi_validator::components::{CardCatalog, Effect, GameData, PlayerCard};

use super::aid::{AidChange, AidEntries};
use super::aid_needs::{self, NeedsForm};
use super::command::Command;
use super::game::{Game, read_if_there};
use super::windows;
use crate::files::{backup_path, read_text, write_keeping_backup};
use crate::i18n::{
    files::file_error,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};

/// What became of the players' own non-player aid file (`np_aid.yaml` in
/// the user data folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AidFileStatus {
    /// No user data folder: no file is read.
    NoFolder,
    /// The folder holds no such file: the bundled fragments are in use.
    Absent,
    /// Read and merged over the bundled fragments.
    Loaded(AidCounts),
    /// It could not be read: every problem, with file, line and column.
    /// The bundled fragments are in use.
    Broken(String),
}

/// What became of the players' own card file (`cards.yaml` in the user
/// data folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardFileStatus {
    /// No user data folder: no file is read or written.
    NoFolder,
    /// No such file yet.
    Absent,
    /// Read; its entries are in the catalog.
    Loaded,
    /// It could not be read: every problem, with file, line and column. It
    /// is never written over; new entries go to [`CARDS_PENDING_FILE`]
    /// beside it until it reads again.
    Broken(String),
}

/// The players' card file, in the user data folder.
pub const CARDS_FILE: &str = "cards.yaml";
/// The players' own non-player aid file in the user data folder.
pub const AID_FILE: &str = "np_aid.yaml";
/// Where the cards entered while the card file cannot be read are kept.
pub const CARDS_PENDING_FILE: &str = "cards.new.yaml";

/// The players' card and aid files, what they hold, and the bundled data
/// they are merged over.
#[derive(Debug)]
pub struct PlayersFiles {
    /// The bundled card catalog, before the players' entries are merged.
    base_cards: CardCatalog,
    /// The players' card entries.
    pub player_cards: Vec<PlayerCard>,
    /// What became of the players' card file.
    pub cards_file: CardFileStatus,
    /// The bundled non-player aid and Random Spaces map, before the
    /// players' own aid file is merged.
    base_aid: (NpAid, RandomSpaces, ArjunaData),
    /// What became of the players' aid file.
    pub aid_file: AidFileStatus,
    /// The players' aid entries, as their file holds them.
    pub aid_entries: AidEntries,
    /// The aid file's window is shown.
    pub aid_shown: bool,
}

impl PlayersFiles {
    /// The bundled cards and aid of `data`, no players' file read yet.
    pub fn new(data: &GameData) -> PlayersFiles {
        PlayersFiles {
            base_cards: data.cards.clone(),
            player_cards: Vec::new(),
            cards_file: CardFileStatus::NoFolder,
            base_aid: (
                data.np_aid.clone(),
                data.random_spaces.clone(),
                data.arjuna.clone(),
            ),
            aid_file: AidFileStatus::NoFolder,
            aid_entries: AidEntries::empty(AID_FILE),
            aid_shown: false,
        }
    }

    /// Carries out the commands about the players' files: a card's details
    /// saved, the aid file shown or read again, both read again.
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        match command {
            Command::SaveCard(card) => self.save_player_card(game, card),
            Command::ShowAidFile => self.aid_shown = true,
            Command::ReloadAidFile => {
                self.load_players_aid(game);
                game.rejudge();
            }
            Command::ReloadPlayersFiles => {
                game.error = None;
                game.error_file = None;
                self.load_player_cards(game);
                self.load_players_aid(game);
                game.rejudge();
            }
            _ => {}
        }
    }

    /// The players' own card file, beside the settings.
    fn cards_path(game: &Game) -> Option<PathBuf> {
        game.data_dir.as_ref().map(|dir| dir.join(CARDS_FILE))
    }

    /// The players' own non-player aid file, beside their card file.
    pub fn aid_file_path(game: &Game) -> Option<PathBuf> {
        game.data_dir.as_ref().map(|dir| dir.join(AID_FILE))
    }

    /// Reads the players' card file, if there is one, and merges it into
    /// the catalog. A file that cannot be read (a typo, a bad byte) is
    /// reported with its place and never written over: the cards entered
    /// meanwhile are kept in a file beside it, and added to it once it
    /// reads again, the file as it was kept as a backup.
    pub fn load_player_cards(&mut self, game: &mut Game) {
        self.player_cards.clear();
        let Some(path) = Self::cards_path(game) else {
            self.cards_file = CardFileStatus::NoFolder;
            game.data.cards = self.base_cards.clone();
            return;
        };
        let name = path.display().to_string();
        let count = self.base_cards.event_count.value;
        let read = read_if_there(&path)
            .map_err(|error| file_error(game.lang, &error))
            .and_then(|text| {
                let cards = text.map(|text| {
                    gandhi_validator::components::player_cards_from_yaml(&name, &text, count)
                });
                cards
                    .transpose()
                    .map_err(|errors| crate::files::invalid(&path, errors).to_string())
            });
        let pending_path = path.with_file_name(CARDS_PENDING_FILE);
        let pending = read_text(&pending_path)
            .ok()
            .and_then(|text| {
                gandhi_validator::components::player_cards_from_yaml(
                    &pending_path.display().to_string(),
                    &text,
                    count,
                )
                .ok()
            })
            .unwrap_or_default();
        match read {
            Ok(cards) => {
                self.cards_file = if cards.is_some() {
                    CardFileStatus::Loaded
                } else {
                    CardFileStatus::Absent
                };
                self.player_cards = cards.unwrap_or_default();
                if !pending.is_empty() {
                    self.merge_pending(game, pending, (&path, &pending_path));
                }
            }
            Err(errors) => {
                self.cards_file = CardFileStatus::Broken(errors.clone());
                self.player_cards = pending;
                let aside = say(
                    game.lang,
                    "cards-kept-aside",
                    Args::new()
                        .text("file", pending_path.display().to_string())
                        .text("backup", backup_path(&path).display().to_string()),
                );
                game.report_error(
                    format!(
                        "{}\n\n{errors}\n\n{aside}",
                        tr(game.lang, Key::CardsFileError)
                    ),
                    Some(path.clone()),
                );
            }
        }
        game.data.cards = self.base_cards.with_players(&self.player_cards, &name);
    }

    /// Adds the cards entered while the card file did not read to it, once
    /// it reads again, and takes away the file they were kept in.
    fn merge_pending(
        &mut self,
        game: &mut Game,
        pending: Vec<PlayerCard>,
        (path, pending_path): (&std::path::Path, &std::path::Path),
    ) {
        let name = path.display().to_string();
        let added = pending.len();
        for card in pending {
            // Entered while the file did not read: what was
            // entered then replaces the file's, field by field.
            let kept = self.player_cards.iter().find(|c| c.number == card.number);
            let card = match kept {
                Some(old) => card.filled_from(old),
                None => card,
            };
            self.player_cards.retain(|c| c.number != card.number);
            self.player_cards.push(card);
        }
        self.player_cards.sort_by_key(|c| c.number);
        match write_keeping_backup(
            path,
            &gandhi_validator::components::player_cards_to_yaml(&self.player_cards),
        ) {
            Ok(()) => {
                let _ = std::fs::remove_file(pending_path);
                self.cards_file = CardFileStatus::Loaded;
                game.say_merged("cards-merged", added, &name);
            }
            Err(error) => game.report_save_failed(file_error(game.lang, &error)),
        }
    }

    /// Adds or replaces a card's details in the players' file and in the
    /// catalog; the steps entered for its sides are kept. The file before
    /// is kept as a backup; while the file cannot be read, the entries go
    /// to the file beside it instead.
    fn save_player_card(&mut self, game: &mut Game, mut card: PlayerCard) {
        if let Some(old) = self.player_cards.iter().find(|c| c.number == card.number) {
            card.unshaded_effect = card.unshaded_effect.or(old.unshaded_effect.clone());
            card.shaded_effect = card.shaded_effect.or(old.shaded_effect.clone());
        }
        self.player_cards.retain(|c| c.number != card.number);
        self.player_cards.push(card);
        self.player_cards.sort_by_key(|c| c.number);
        self.write_player_cards(game);
    }

    /// Keeps the steps entered for one side of a card (or takes them
    /// away), in the players' file as in the catalog, written as a card's
    /// details are. When the last non-player turn left that side's Event to
    /// the players for want of its text, the turn is taken back and played
    /// again with the steps.
    pub fn save_card_effect(
        &mut self,
        game: &mut Game,
        (number, shaded): (u8, bool),
        effect: Option<Effect>,
    ) {
        let mut card = self
            .player_cards
            .iter()
            .find(|c| c.number == number)
            .cloned()
            .unwrap_or(PlayerCard {
                number,
                ..PlayerCard::default()
            });
        card.set_effect(shaded, effect);
        self.player_cards.retain(|c| c.number != number);
        if card
            != (PlayerCard {
                number,
                ..PlayerCard::default()
            })
        {
            self.player_cards.push(card);
        }
        self.player_cards.sort_by_key(|c| c.number);
        self.write_player_cards(game);
        let data = &game.data;
        if let Some(session) = game.session.as_mut()
            && let Some(played) = session.np_retry_event(data, number, shaded)
        {
            game.played_on(played);
        }
    }

    /// Merges the players' cards into the catalog, writes them (to the
    /// file beside it while their file cannot be read) and judges the game
    /// again with them.
    fn write_player_cards(&mut self, game: &mut Game) {
        let name = Self::cards_path(game)
            .map_or_else(|| CARDS_FILE.to_owned(), |p| p.display().to_string());
        game.data.cards = self.base_cards.with_players(&self.player_cards, &name);
        if let Some(path) = Self::cards_path(game) {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let target = match self.cards_file {
                CardFileStatus::Broken(_) => path.with_file_name(CARDS_PENDING_FILE),
                _ => path,
            };
            match write_keeping_backup(
                &target,
                &gandhi_validator::components::player_cards_to_yaml(&self.player_cards),
            ) {
                Ok(()) => {
                    if self.cards_file == CardFileStatus::Absent {
                        self.cards_file = CardFileStatus::Loaded;
                    }
                }
                Err(error) => game.report_save_failed(file_error(game.lang, &error)),
            }
        }
        game.rejudge();
    }

    /// Reads the players' non-player aid file, if there is one, and merges
    /// it over the bundled aid. A file that cannot be read is reported with
    /// its places and left as it is; the bundled aid stays in use. The file
    /// is only ever read.
    pub fn load_players_aid(&mut self, game: &mut Game) {
        self.base_aid_into(&mut game.data);
        let Some(path) = Self::aid_file_path(game) else {
            self.aid_file = AidFileStatus::NoFolder;
            self.merge_aid(game);
            return;
        };
        let name = path.display().to_string();
        let loaded = read_if_there(&path)
            .map_err(|error| file_error(game.lang, &error))
            .and_then(|text| match text {
                None => Ok(AidEntries::empty(&name).aid),
                Some(text) => PlayersAid::load(&game.data, &name, &text)
                    .map_err(|e| crate::files::invalid(&path, e).to_string()),
            });
        match loaded {
            Ok(aid) => {
                let existed = path.exists();
                match self.aid_entries.reread(&game.data, aid, &path) {
                    Ok(0) => {}
                    Ok(added) => {
                        game.say_merged("aid-merged", added, &name);
                    }
                    Err(error) => game.report_save_failed(file_error(game.lang, &error)),
                }
                self.aid_file = if existed || path.exists() {
                    AidFileStatus::Loaded(self.aid_entries.aid.counts())
                } else {
                    AidFileStatus::Absent
                };
            }
            Err(errors) => {
                let message = format!(
                    "{}\n\n{errors}\n\n{}",
                    tr(game.lang, Key::AidFileError),
                    tr(game.lang, Key::AidKeptInMemory)
                );
                game.report_error(message, Some(path.clone()));
                self.aid_file = AidFileStatus::Broken(errors);
                // Until it reads, only the entries made meanwhile count.
                let unsaved = std::mem::take(&mut self.aid_entries.unsaved);
                self.aid_entries = AidEntries::empty(&name);
                for change in unsaved {
                    change.apply(&mut self.aid_entries.aid);
                    self.aid_entries.unsaved.push(change);
                }
            }
        }
        self.merge_aid(game);
    }

    /// The data's aid: the bundled fragments with the players' entries
    /// merged over them.
    fn merge_aid(&self, game: &mut Game) {
        let mut data = game.data.clone();
        self.base_aid_into(&mut data);
        game.data = self.aid_entries.aid.merged_into(&data);
    }

    /// Puts the bundled aid, Random Spaces map and Arjuna letters back
    /// into `data`, before the players' entries are merged over them.
    pub fn base_aid_into(&self, data: &mut GameData) {
        data.np_aid = self.base_aid.0.clone();
        data.random_spaces = self.base_aid.1.clone();
        data.arjuna = self.base_aid.2.clone();
    }

    /// Enters (or takes away) one piece of the players' aid: written to
    /// their file at once (kept in memory while the file cannot be read),
    /// merged into the data, and the game judged again. When it was the
    /// side a non-player's turn lacked, that turn is played again with it.
    pub fn enter_aid(&mut self, game: &mut Game, change: AidChange) {
        let path = Self::aid_file_path(game);
        let writable = !matches!(self.aid_file, AidFileStatus::Broken(_));
        let side = matches!(change, AidChange::Side { .. });
        // Read and written against the bundled aid and letters, which the
        // entries are corrections of.
        let mut base = game.data.clone();
        self.base_aid_into(&mut base);
        if let Err(error) = self
            .aid_entries
            .change(&base, change, path.as_deref(), writable)
        {
            game.report_save_failed(error.said(game.lang));
        }
        if writable && path.is_some() {
            self.aid_file = AidFileStatus::Loaded(self.aid_entries.aid.counts());
        }
        self.merge_aid(game);
        let data = &game.data;
        let Some(session) = game.session.as_mut() else {
            return;
        };
        session.rejudge(data);
        if side && let Some(played) = session.np_retry(data) {
            game.played_on(played);
        }
    }

    /// Where the players' non-player aid file is, what it holds, and a
    /// button to read it again.
    pub fn aid_window(
        &mut self,
        (ui, room): (&mut Ui, windows::Room),
        game: &Game,
        needs: &mut NeedsForm,
        commands: &mut Vec<Command>,
    ) {
        if !self.aid_shown {
            return;
        }
        let lang = game.lang;
        let path = Self::aid_file_path(game);
        let mut open = true;
        let mut close = false;
        let mut reload = false;
        room.window(tr(lang, Key::AidFile), windows::Win::AidFile)
            .open(&mut open)
            .show(ui.ctx(), |ui| {
                if let Some(path) = &path {
                    ui.label(format!(
                        "{}: {}",
                        tr(lang, Key::AidFileWhere),
                        path.display()
                    ));
                }
                ui.add_space(4.0);
                aid_status_ui(ui, lang, &self.aid_file);
                ui.add_space(6.0);
                aid_needs::entries_ui(ui, &game.data, lang, &self.aid_entries, needs, commands);
                ui.add_space(4.0);
                ui.label(
                    egui::RichText::new(tr(lang, Key::AidFileHint))
                        .small()
                        .weak(),
                );
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(path.is_some(), egui::Button::new(tr(lang, Key::Reload)))
                        .clicked()
                    {
                        reload = true;
                    }
                    if ui.button(tr(lang, Key::Close)).clicked() {
                        close = true;
                    }
                });
            });
        if reload {
            commands.push(Command::ReloadAidFile);
        }
        if !open || close {
            self.aid_shown = false;
        }
    }
}

/// What became of the aid file, in words (its problems, when broken).
fn aid_status_ui(ui: &mut Ui, lang: Lang, status: &AidFileStatus) {
    match status {
        AidFileStatus::NoFolder => {
            ui.label(tr(lang, Key::AidNoFolder));
        }
        AidFileStatus::Absent => {
            ui.label(tr(lang, Key::AidFileAbsent));
        }
        AidFileStatus::Loaded(counts) => {
            ui.label(crate::i18n::np::aid_counts(lang, *counts));
        }
        AidFileStatus::Broken(errors) => {
            ui.label(tr(lang, Key::AidFileBroken));
            egui::ScrollArea::vertical()
                .max_height(240.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(errors).monospace());
                });
        }
    }
}
