//! The table's own board, for any volume: it draws what the volume's
//! layout holds, takes drags and drops as gestures, asks the volume what
//! may be declared and what each change breaks, keeps the table's log and
//! looks back over it. It knows no game: everything goes through the
//! contract (`coin_table::Volume`) and is worded from `table.ftl` and the
//! volume's own words.

use coin_table::{
    Annotation, Gesture, Judged, Layout, NotPlanned, PieceShape, Question, Reason, SeatKey,
    TableEntry, TableLog, TableMove, Total, Turn, Verdict, Volume, non_player_entry, play_in_game,
    put_back, replay,
};
use egui::{Color32, Pos2, RichText, Ui};

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::board_entry::{BoardEntry, EntryAsk};
use crate::card_entry::{CardAsk, CardEntry};
use crate::files::{invalid, read_text, write_atomically, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::i18n::volume::{Names, VolumeWords};
use crate::rules_text::{RuleTexts, plain_text};
use crate::session::now;
use crate::table::draw::{board_ui, boxes_ui, map_words};
use crate::table::view::{
    BoxView, Intent, LineView, Look, MapWords, MenuItem, SpaceShape, SpaceView, TableView, TipLine,
    Token, TokenShape, Where,
};
use crate::table_distance::{Distant, existing_key, hand_text, seat_of_key};
use crate::table_review::{Asked, Review};

/// Colours given to the kinds of pieces in the order the board first
/// meets them.
const PALETTE: [Color32; 6] = [
    Color32::from_rgb(200, 60, 50),
    Color32::from_rgb(50, 110, 200),
    Color32::from_rgb(240, 200, 60),
    Color32::from_rgb(60, 160, 90),
    Color32::from_rgb(140, 80, 170),
    Color32::from_rgb(240, 140, 40),
];

/// Where the board stands: at the end of the log, making an entry, or
/// looking back at the position after an earlier entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The position after the last entry, with the entry being made.
    Present,
    /// The position after this many entries, for looking only.
    After(usize),
}

/// The board of one game of a volume.
pub struct TableBoard<V: Volume> {
    volume: V,
    data: V::Data,
    log: TableLog,
    /// The position after the log's last entry.
    state: V::State,
    /// The play the volume folded from the log's entries.
    play: V::Play,
    /// What the volume said after each entry.
    steps: Vec<Judged>,
    /// The entry being made: what is declared and the gestures so far.
    pending: TableEntry,
    /// The position with the pending gestures made, and what it breaks.
    working: (V::State, Vec<Verdict>),
    /// The moment looked back at, when not the present: how many entries
    /// it follows, and its position.
    looked: Option<(usize, V::State)>,
    /// The kinds of pieces, in the order first drawn (for their colours),
    /// each with its mark in the language shown.
    kinds: Vec<(String, String)>,
    /// The last thing the board could not do, worded.
    status: String,
    /// The non-player turn being planned: its trace so far, and the
    /// question the players have still to answer, if any.
    planning: Option<Planning>,
    words: VolumeWords,
    /// The names the program gives the volume's things, if any.
    names: Option<Names<V>>,
    /// The totals at the start, before the first entry.
    start: Vec<Total>,
    /// What the players are doing while looking back.
    review: Review,
    /// How many times the log was changed (an entry ended, a bookmark
    /// made, a line set aside or returned to), for its file to follow.
    revision: u64,
    /// The decisions of non-players' entries worked out so far, by entry,
    /// for the log's revision and the language they are worded in.
    why: ((u64, Lang), HashMap<usize, Vec<String>>),
    /// Our summaries of the rulebooks' sections, shown beside the verdicts.
    texts: RuleTexts,
    /// The board being entered from the table's copy, while that mode is
    /// open.
    entry: Option<BoardEntry>,
    /// The Event cards being entered from the table's copy, while that
    /// mode is open.
    cards: Option<CardEntry>,
    /// The user data folder, where the table's own files are kept.
    user_data: Option<PathBuf>,
    /// A game played at a distance: this machine's seat and key, when the
    /// log seats it; the turn file named; what was said of the last turn.
    distance: Distance,
}

/// The board's part in a game played at a distance.
#[derive(Debug, Default)]
struct Distance {
    /// This machine's seat, by name, and its key.
    me: Option<(String, SeatKey)>,
    /// The turn file to write or open.
    file: String,
    /// What the last turn sent, opened or asked for did, in lines.
    said: String,
}

/// Past this many, what may be declared is offered as one list rather
/// than as buttons.
const MOST_BUTTONS: usize = 40;

/// A non-player's turn as far as its system has planned it.
#[derive(Clone, Debug)]
struct Planning {
    /// The side, by key.
    side: String,
    /// The players' answers so far.
    answers: Vec<String>,
    /// The decisions taken.
    trace: Vec<Reason>,
    /// What the players are asked before it can go on.
    question: Option<Question>,
}

impl<V: Volume> std::fmt::Debug for TableBoard<V>
where
    V::Data: Clone + 'static,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableBoard")
            .field("volume", &self.volume.key())
            .field("entries", &self.log.entries.len())
            .field("shown", &self.shown())
            .finish_non_exhaustive()
    }
}

impl<V: Volume> TableBoard<V>
where
    V::Data: Clone + 'static,
{
    /// A board on a game's log, replayed through the volume; why it cannot
    /// be when the log does not replay.
    pub fn new(volume: V, data: V::Data, log: TableLog, lang: Lang) -> Result<Self, String> {
        let words = VolumeWords::of(&volume, &data, None, lang);
        let replayed = replay(&volume, &data, &log, usize::MAX)
            .map_err(|e| words.unplayable(&log.scenario, e))?;
        let verdicts = volume.check(&data, &replayed.state);
        let start = replay(&volume, &data, &log, 0)
            .map(|set_up| volume.totals(&data, &set_up.state))
            .unwrap_or_default();
        Ok(TableBoard {
            working: (replayed.state.clone(), verdicts),
            state: replayed.state,
            play: replayed.play,
            steps: replayed.steps,
            volume,
            data,
            log,
            pending: TableEntry::default(),
            looked: None,
            kinds: Vec::new(),
            status: String::new(),
            planning: None,
            words,
            names: None,
            start,
            review: Review::default(),
            revision: 0,
            why: ((0, lang), HashMap::new()),
            texts: RuleTexts::bundled(),
            entry: None,
            cards: None,
            user_data: None,
            distance: Distance {
                file: "turn.yaml".to_owned(),
                ..Distance::default()
            },
        })
    }

    /// The board with the user data folder, where the table's own files
    /// (the board it enters) are kept.
    pub fn with_user_data(mut self, folder: Option<PathBuf>) -> Self {
        self.distance.me = existing_key(folder.as_deref())
            .and_then(|key| seat_of_key(&self.log, &key).map(|seat| (seat, key)));
        self.user_data = folder;
        self
    }

    /// The volume and its data, for a game played at a distance.
    fn distant(&self) -> Distant<'_, V> {
        Distant {
            volume: &self.volume,
            data: &self.data,
        }
    }

    /// This machine's seat in a game played at a distance, by name.
    pub fn my_seat(&self) -> Option<&str> {
        self.distance.me.as_ref().map(|(seat, _)| seat.as_str())
    }

    /// Names the turn file to send or open.
    pub fn set_turn_file(&mut self, file: &str) {
        file.clone_into(&mut self.distance.file);
    }

    /// What the last turn sent, opened or asked for did.
    pub fn distance_said(&self) -> &str {
        &self.distance.said
    }

    /// Send my turn: signs this seat's entries since the last exchange
    /// and writes them, with its secrets, to the turn file named.
    pub fn send_turn(&mut self) {
        let Some((seat, key)) = &self.distance.me else {
            return;
        };
        let turn = self.log.signed_turn(&self.volume, (seat, key), (0, None));
        let file = PathBuf::from(self.distance.file.trim());
        let lang = self.words.lang();
        self.distance.said = match write_keeping_backup(&file, &turn.write()) {
            Ok(()) => {
                let args = Args::new()
                    .text("file", file.display().to_string())
                    .count("count", turn.entries.len())
                    .count("after", turn.after)
                    .text("seat", seat);
                say(lang, "table-sent", args)
            }
            Err(error) => file_error(lang, &error),
        };
        self.revision += 1;
    }

    /// Open a turn: takes the turn file named into the log, judges what
    /// it brought, reveals this seat's secret for a draw asked for, and
    /// says whose turn is next.
    pub fn open_turn(&mut self) {
        let file = PathBuf::from(self.distance.file.trim());
        let lang = self.words.lang();
        let turn = read_text(&file)
            .map_err(|e| file_error(lang, &e))
            .and_then(|text| {
                Turn::read(&self.volume, &file.display().to_string(), &text)
                    .map_err(|errors| file_error(lang, &invalid(&file, errors)))
            });
        let mut log = self.log.clone();
        let me = self
            .distance
            .me
            .as_ref()
            .map(|(seat, key)| (key, seat.as_str()));
        let taken = turn.and_then(|turn| self.distant().take(&self.words, &mut log, &turn, me));
        self.distance.said = match taken {
            Ok((said, _)) => {
                self.log = log;
                self.reload();
                let next = self.distant().next_lines(&self.words, &self.log);
                said + &next.unwrap_or_default()
            }
            Err(why) => why,
        };
    }

    /// Asks for the next card: reveals this seat's secret for the next
    /// draw (or for the draw asked for), to go with the next turn sent.
    pub fn ask_draw(&mut self) {
        let Some((seat, key)) = &self.distance.me else {
            return;
        };
        let mut log = self.log.clone();
        let said = self
            .distant()
            .draw_step(&self.words, &mut log, (key, seat), true);
        self.distance.said = match said {
            Ok(said) => {
                self.log = log;
                self.reload();
                said
            }
            Err(why) => why,
        };
    }

    /// Opens the board-entry mode, on the board the data holds; says why
    /// not for a volume whose board the table does not enter.
    pub fn enter_board(&mut self) {
        match self.volume.board_sheet(&self.data) {
            Some(sheet) => {
                let mut entry = BoardEntry::new(sheet);
                entry.recheck((&self.volume, &self.data), &self.words);
                self.entry = Some(entry);
            }
            None => self.status = self.say("table-entry-no-sheet", Args::new()),
        }
    }

    /// The board being entered, while that mode is open.
    pub fn board_entry(&self) -> Option<&BoardEntry> {
        self.entry.as_ref()
    }

    /// The board being entered, to change, while that mode is open.
    pub fn board_entry_mut(&mut self) -> Option<&mut BoardEntry> {
        self.entry.as_mut()
    }

    /// Carries out what the board-entry mode asked: saving the sheet (the
    /// data then holds it, the game replayed on it), closing the mode,
    /// exporting the sheet or importing another table's board.
    pub fn entry_ask(&mut self, ask: EntryAsk) {
        let Some(mut entry) = self.entry.take() else {
            return;
        };
        let volume = (&self.volume, &self.data);
        match ask {
            EntryAsk::Close => return,
            EntryAsk::Export => entry.export(volume, &entry.file(), &self.words),
            EntryAsk::Import => {
                entry.import(volume, &entry.file(), &self.words);
                entry.recheck(volume, &self.words);
            }
            EntryAsk::Save => {
                let folder = self.user_data.as_deref();
                if let Some(merged) = entry.save(volume, folder, &self.words) {
                    if let Some(sheet) = self.volume.board_sheet(&merged) {
                        entry.saved_as(sheet);
                    }
                    self.hold_merged(merged);
                }
            }
        }
        self.entry = Some(entry);
    }

    /// Holds the data a saved own file was merged into: its words, and
    /// the game replayed on it.
    fn hold_merged(&mut self, merged: V::Data) {
        self.data = merged;
        self.set_lang(self.words.lang());
        self.reload();
    }

    /// The board-entry mode: the panel beside the map, and the map.
    fn entry_mode_ui(&mut self, ui: &mut Ui) {
        let mut ask = None;
        if let Some(entry) = &mut self.entry {
            egui::Panel::right("table-entry-side")
                .resizable(true)
                .default_size(340.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .show(ui, |ui| ask = entry.panel_ui(ui, &self.words));
                });
            egui::CentralPanel::default().show(ui, |ui| entry.map_ui(ui, &self.words));
            entry.recheck_if_new((&self.volume, &self.data), &self.words);
        }
        if let Some(ask) = ask {
            self.entry_ask(ask);
        }
    }

    /// Opens the Event-card mode, on the cards the data holds; says why
    /// not for a volume whose cards are not entered.
    pub fn enter_cards(&mut self) {
        match self.volume.effect_form(&self.data) {
            Some(form) => {
                let cards = self.volume.entered_cards(&self.data);
                self.cards = Some(CardEntry::new(form, cards));
            }
            None => self.status = self.say("table-cards-none", Args::new()),
        }
    }

    /// The Event cards being entered, while that mode is open.
    pub fn card_entry(&self) -> Option<&CardEntry> {
        self.cards.as_ref()
    }

    /// The Event cards being entered, to change, while that mode is open.
    pub fn card_entry_mut(&mut self) -> Option<&mut CardEntry> {
        self.cards.as_mut()
    }

    /// Carries out what the Event-card mode asked: saving the cards (the
    /// data then holds them, the game replayed with them) or closing it.
    pub fn cards_ask(&mut self, ask: CardAsk) {
        let Some(mut cards) = self.cards.take() else {
            return;
        };
        if ask == CardAsk::Close {
            return;
        }
        let folder = self.user_data.as_deref();
        if let Some(merged) = cards.save((&self.volume, &self.data), folder, &self.words) {
            self.hold_merged(merged);
        }
        self.cards = Some(cards);
    }

    /// The Event-card mode, in place of the board.
    fn cards_mode_ui(&mut self, ui: &mut Ui) {
        let mut ask = None;
        if let Some(cards) = &mut self.cards {
            egui::CentralPanel::default().show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("table-cards")
                    .show(ui, |ui| ask = cards.ui(ui, &self.words));
            });
            cards.recheck((&self.volume, &self.data), &self.words);
        }
        if let Some(ask) = ask {
            self.cards_ask(ask);
        }
    }

    /// The button that opens the Event-card mode, for a volume whose
    /// cards' texts the table enters.
    fn enter_cards_ui(&mut self, ui: &mut Ui) {
        if self.volume.effect_form(&self.data).is_none() {
            return;
        }
        let button = ui
            .button(self.say("table-cards-open", Args::new()))
            .on_hover_text(self.say("table-cards-open-hint", Args::new()));
        if button.clicked() {
            self.enter_cards();
        }
    }

    /// The button that opens the board-entry mode, for a volume whose
    /// board the table enters.
    fn enter_board_ui(&mut self, ui: &mut Ui) {
        if self.volume.board_sheet(&self.data).is_none() {
            return;
        }
        ui.separator();
        let button = ui
            .button(self.say("table-entry-open", Args::new()))
            .on_hover_text(self.say("table-entry-open-hint", Args::new()));
        if button.clicked() {
            self.enter_board();
        }
    }

    /// The board with the names the program gives the volume's things.
    pub fn with_names(mut self, names: Names<V>) -> Self {
        self.names = Some(names);
        self.set_lang(self.words.lang());
        self
    }

    /// The volume.
    pub fn volume(&self) -> &V {
        &self.volume
    }

    /// The table's log so far (without the entry being made).
    pub fn log(&self) -> &TableLog {
        &self.log
    }

    /// The position the board shows.
    pub fn position(&self) -> &V::State {
        match &self.looked {
            Some((_, state)) => state,
            None => &self.working.0,
        }
    }

    /// What the rules say of the position being made: the position's own
    /// verdicts, then those of the declared action on its change so far.
    pub fn verdicts(&self) -> &[Verdict] {
        &self.working.1
    }

    /// What the board shows: the present or a moment looked back at.
    pub fn shown(&self) -> Shown {
        match &self.looked {
            Some((entries, _)) => Shown::After(*entries),
            None => Shown::Present,
        }
    }

    /// Whether the board is looking back (and so takes no gesture).
    fn looking(&self) -> bool {
        self.looked.is_some()
    }

    /// The entry being made.
    pub fn pending(&self) -> &TableEntry {
        &self.pending
    }

    /// The last thing the board could not do, worded (empty when none).
    pub fn status(&self) -> &str {
        &self.status
    }

    /// Speaks another language.
    pub fn set_lang(&mut self, lang: Lang) {
        self.words = VolumeWords::of(&self.volume, &self.data, self.names, lang);
        let mut taken = Vec::new();
        for (key, mark) in &mut self.kinds {
            *mark = self.words.mark(key, &taken);
            taken.push(mark.clone());
        }
    }

    fn say(&self, id: &str, args: Args) -> String {
        say(self.words.lang(), id, args)
    }

    /// Replays the pending gestures on the position after the log: the
    /// working position and what the rules say of it. A gesture the
    /// volume refuses is taken back and said.
    fn rework(&mut self) {
        loop {
            let mut working = self.state.clone();
            let mut play = self.play.clone();
            let game = (&mut working, &mut play);
            match play_in_game(&self.volume, &self.data, game, &self.pending) {
                Ok(judged) => {
                    self.working = (working, judged.verdicts);
                    return;
                }
                Err(refused) => {
                    if refused.step < self.pending.gestures.len() {
                        self.pending.gestures.truncate(refused.step);
                    } else {
                        self.pending.declare = None;
                    }
                    self.status = self.say(
                        "table-board-refused",
                        Args::new().text("reason", refused.reason),
                    );
                }
            }
        }
    }

    /// Makes a gesture on the present position.
    pub fn gesture(&mut self, gesture: Gesture) {
        if self.looking() {
            self.status = self.say("table-board-looking-back", Args::new());
            return;
        }
        self.status.clear();
        self.by_hand();
        self.pending.gestures.push(gesture);
        self.rework();
    }

    /// A change by hand makes the entry a player's: a non-player's turn
    /// changed at the table is no longer what its system decided.
    fn by_hand(&mut self) {
        self.pending.non_player = None;
        self.pending.answers.clear();
        self.planning = None;
    }

    /// Lets a non-player side's system plan its turn as the entry being
    /// made, when nothing has been made of it yet. Its trace is shown; a
    /// question waits for the players' answer ([`TableBoard::answer`]).
    pub fn non_player(&mut self, side: &str) {
        if self.looking() || self.pending != TableEntry::default() {
            self.status = self.say("table-board-non-player-busy", Args::new());
            return;
        }
        self.status.clear();
        self.planning = Some(Planning {
            side: side.to_owned(),
            answers: Vec::new(),
            trace: Vec::new(),
            question: None,
        });
        self.plan();
    }

    /// Answers the non-player system's question with one of the keys it
    /// offered, and lets it go on.
    pub fn answer(&mut self, key: &str) {
        if let Some(planning) = self.planning.as_mut()
            && planning.question.take().is_some()
        {
            planning.answers.push(key.to_owned());
            self.plan();
        }
    }

    /// The non-player's decisions shown, and the question waiting, if any.
    pub fn planned(&self) -> Option<(&[Reason], Option<&Question>)> {
        self.planning
            .as_ref()
            .map(|p| (p.trace.as_slice(), p.question.as_ref()))
    }

    fn plan(&mut self) {
        let Some(planning) = self.planning.as_mut() else {
            return;
        };
        let asked = (planning.side.as_str(), planning.answers.as_slice());
        let game = self.log.so_far((&self.state, &self.play));
        match non_player_entry(&self.volume, &self.data, game, asked) {
            Ok((entry, trace)) => {
                planning.trace = trace;
                self.pending = entry;
                self.rework();
            }
            Err(NotPlanned::Asked(mut question)) => {
                // The decisions before the question are shown from one place.
                planning.trace = std::mem::take(&mut question.trace);
                planning.question = Some(question);
            }
            Err(NotPlanned::Cannot(reason)) => {
                self.planning = None;
                self.status = self.say("table-board-refused", Args::new().text("reason", reason));
            }
        }
    }

    /// Declares an action (its text as the volume reads it), or takes the
    /// declaration back with `None`.
    pub fn declare(&mut self, action: Option<String>) {
        if self.looking() {
            return;
        }
        self.by_hand();
        self.pending.declare = action;
        self.rework();
    }

    /// Takes back the last gesture of the entry being made.
    pub fn take_back(&mut self) {
        if self.pending.gestures.pop().is_some() {
            self.by_hand();
            self.rework();
        }
    }

    /// Ends the entry being made: it joins the log, judged.
    pub fn end_entry(&mut self) {
        if self.pending == TableEntry::default() || self.looking() {
            return;
        }
        let entry = std::mem::take(&mut self.pending);
        self.planning = None;
        let game = (&mut self.state, &mut self.play);
        match play_in_game(&self.volume, &self.data, game, &entry) {
            Ok(judged) => {
                self.steps.push(judged);
                self.log.entries.push(entry);
                if let Some((seat, key)) = &self.distance.me {
                    let made = self.log.entries.len() - 1;
                    self.log.sign(&self.volume, (seat, key), made);
                }
                self.revision += 1;
            }
            Err(refused) => {
                self.status = self.say(
                    "table-board-refused",
                    Args::new().text("reason", refused.reason),
                );
            }
        }
        self.rework();
    }

    /// Bookmarks the moment after `entry` entries (numbered from 1) under
    /// `name`: kept in the log beside its entries, outside the seal.
    pub fn bookmark(&mut self, entry: usize, name: &str) {
        self.annotate(entry, (Some(name), None));
    }

    /// Notes `text` on the entry `entry` (numbered from 1): a note on a
    /// dispute, or on what the table agreed; kept like a bookmark.
    pub fn note(&mut self, entry: usize, text: &str) {
        self.annotate(entry, (None, Some(text)));
    }

    fn annotate(&mut self, entry: usize, (bookmark, note): (Option<&str>, Option<&str>)) {
        let kept = |text: Option<&str>| {
            text.map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
        };
        let (bookmark, note) = (kept(bookmark), kept(note));
        if entry == 0 || entry > self.log.entries.len() || (bookmark.is_none() && note.is_none()) {
            return;
        }
        self.log.annotations.push(Annotation {
            entry,
            bookmark,
            note,
            finding: None,
            at: now(),
        });
        self.revision += 1;
    }

    /// Plays on from the moment looked at: the entries after it are set
    /// aside as a line, to return to, and the board is at that moment's
    /// present. Refused while an entry is being made.
    pub fn play_on_from_here(&mut self) {
        if let Some((kept, _)) = &self.looked {
            let kept = *kept;
            self.change_line(|log, line| log.play_on_from(kept, line));
        }
    }

    /// Returns to a line set aside: the log's present line is set aside in
    /// its place. Refused while an entry is being made.
    pub fn return_to_line(&mut self, index: usize) {
        self.change_line(|log, line| log.return_to(index, line));
    }

    /// Changes the log's line with the name and time of the line it sets
    /// aside, then replays it; refused while an entry is being made, so
    /// that no gesture is lost.
    fn change_line(&mut self, change: impl FnOnce(&mut TableLog, (&str, &str)) -> bool) {
        if self.pending != TableEntry::default() {
            self.status = self.say("table-board-entry-first", Args::new());
            return;
        }
        let name = self.line_name();
        if change(&mut self.log, (&name, &now())) {
            self.reload();
        }
    }

    /// The name of the next line set aside.
    fn line_name(&self) -> String {
        let n = i64::try_from(self.log.lines.len() + 1).unwrap_or(i64::MAX);
        self.say("table-board-line-name", Args::new().num("line", n))
    }

    /// Replays the log after its line changed: the present, its play and
    /// what was said of each entry.
    fn reload(&mut self) {
        self.revision += 1;
        self.looked = None;
        self.planning = None;
        match replay(&self.volume, &self.data, &self.log, usize::MAX) {
            Ok(replayed) => {
                self.state = replayed.state;
                self.play = replayed.play;
                self.steps = replayed.steps;
            }
            Err(error) => self.status = self.words.unplayable(&self.log.scenario, error),
        }
        self.rework();
    }

    /// The moves that put the physical table, as it stands now (with the
    /// entry being made), back to the moment looked at; none at the
    /// present.
    pub fn put_back_moves(&self) -> Vec<TableMove> {
        match &self.looked {
            Some((_, then)) => put_back(
                &self.volume.layout(&self.data, &self.working.0),
                &self.volume.layout(&self.data, then),
            ),
            None => Vec::new(),
        }
    }

    /// The totals at the start and after each entry.
    fn totals_by_entry(&self) -> Vec<Vec<Total>> {
        std::iter::once(self.start.clone())
            .chain(self.steps.iter().map(|step| step.totals.clone()))
            .collect()
    }

    /// Looks at the position after `entries` entries (the present when at
    /// or past the end).
    pub fn look_at(&mut self, entries: usize) {
        if entries >= self.log.entries.len() {
            self.looked = None;
            return;
        }
        match replay(&self.volume, &self.data, &self.log, entries) {
            Ok(replayed) => {
                self.looked = Some((entries, replayed.state));
            }
            Err(error) => self.status = self.words.unplayable(&self.log.scenario, error),
        }
    }

    fn kind(&mut self, key: &str) -> u16 {
        let at = match self.kinds.iter().position(|(k, _)| k == key) {
            Some(at) => at,
            None => {
                let taken: Vec<String> = self.kinds.iter().map(|(_, m)| m.clone()).collect();
                let mark = self.words.mark(key, &taken);
                self.kinds.push((key.to_owned(), mark));
                self.kinds.len() - 1
            }
        };
        u16::try_from(at).unwrap_or(u16::MAX)
    }

    fn token(&mut self, (key, count): &(String, u32), looking: bool) -> Token<String> {
        let kind = self.kind(key);
        let name = self.words.name(key);
        let mark = self.kinds.get(usize::from(kind)).map(|(_, m)| m.clone());
        let look = match self.volume.look(&self.data, key) {
            Some(look) => {
                let [r, g, b] = look.colour;
                let light = u32::from(r) * 299 + u32::from(g) * 587 + u32::from(b) * 114 > 128_000;
                Look {
                    shape: match look.shape {
                        PieceShape::Cube => TokenShape::Cube,
                        PieceShape::Cylinder => TokenShape::Cylinder,
                        PieceShape::Octagon => TokenShape::Octagon,
                        PieceShape::Disc => TokenShape::Disc,
                        PieceShape::Marker => TokenShape::Marker,
                    },
                    fill: Color32::from_rgb(r, g, b),
                    stroke: Color32::from_gray(30),
                    ink: if light {
                        Color32::BLACK
                    } else {
                        Color32::WHITE
                    },
                    mark,
                    symbol_up: look.flipped,
                }
            }
            None => Look {
                shape: TokenShape::Cube,
                fill: PALETTE[usize::from(kind) % PALETTE.len()],
                stroke: Color32::from_gray(30),
                ink: Color32::BLACK,
                mark,
                symbol_up: false,
            },
        };
        Token {
            kind,
            count: *count,
            look,
            label: name,
            highlight: false,
            draggable: !looking,
            menu: Vec::new(),
        }
    }

    /// What the board draws of the position shown.
    fn view(&mut self, layout: &Layout) -> TableView<String> {
        let looking = self.looking();
        let flagged = |key: &str, verdicts: &[Verdict]| {
            verdicts.iter().any(|v| v.args.iter().any(|a| a == key))
        };
        let at = |(x, y): (f32, f32)| Pos2::new(x * 1000.0, y * 1000.0);
        let mut spaces = Vec::new();
        for (i, space) in layout.spaces.iter().enumerate() {
            let tokens = space
                .pieces
                .iter()
                .map(|piece| self.token(piece, looking))
                .collect();
            spaces.push(SpaceView {
                id: u16::try_from(i).unwrap_or(u16::MAX),
                name: self.words.name(&space.key),
                at: at(space.at),
                shape: if space.small {
                    SpaceShape::Node
                } else {
                    SpaceShape::Block
                },
                fill: Color32::from_rgb(236, 226, 196),
                border: Color32::from_gray(90),
                badges: Vec::new(),
                tokens,
                highlight: !looking && flagged(&space.key, &self.working.1),
                mark: None,
                tooltip: vec![TipLine {
                    text: self.words.name(&space.kind),
                    warn: false,
                }],
                menu: self.changes_at(Some(&space.key), looking),
            });
        }
        let mut lines = Vec::new();
        for space in &layout.spaces {
            for next in &space.neighbours {
                let Some(other) = layout.spaces.iter().find(|s| &s.key == next) else {
                    continue;
                };
                if space.key < other.key {
                    lines.push(LineView {
                        from: at(space.at),
                        to: at(other.at),
                        color: Color32::from_gray(120),
                        width: 3.0,
                    });
                }
            }
        }
        let mut boxes = Vec::new();
        for (i, (key, pieces)) in layout.boxes.iter().enumerate() {
            let tokens = pieces.iter().map(|p| self.token(p, looking)).collect();
            boxes.push(BoxView {
                id: u16::try_from(i).unwrap_or(u16::MAX),
                title: self.words.name(key),
                hint: String::new(),
                tokens,
                highlight: false,
            });
        }
        TableView {
            spaces,
            lines,
            dots: Vec::new(),
            boxes,
            words: MapWords {
                hint: self.say("table-board-hint", Args::new()),
                ..map_words(self.words.lang())
            },
        }
    }

    /// The volume's own changes offered at a space, or of the whole game,
    /// each worded, with the text its gesture carries; none while looking
    /// back.
    fn changes_at(&self, at: Option<&str>, looking: bool) -> Vec<MenuItem<String>> {
        if looking {
            return Vec::new();
        }
        // At a distance, a card comes only by a fair draw ("Ask for the
        // next card"), never from the deck's order.
        let seated = self.log.distance.is_seated();
        self.volume
            .changes(&self.data, &self.working.0, at)
            .into_iter()
            .filter(|text| {
                !(seated
                    && self
                        .volume
                        .draws_card(&self.data, &Gesture::Change(text.clone())))
            })
            .map(|text| MenuItem {
                label: self.words.offer(&text),
                action: text,
            })
            .collect()
    }

    /// The key of a place of the layout.
    fn place(layout: &Layout, place: Where) -> Option<&str> {
        match place {
            Where::Space(i) => layout.spaces.get(usize::from(i)).map(|s| s.key.as_str()),
            Where::Box(i) => layout.boxes.get(usize::from(i)).map(|b| b.0.as_str()),
        }
    }

    /// A drag and drop, or a change chosen from a menu, as the gesture it
    /// makes.
    fn take(&mut self, layout: &Layout, intent: Intent<String>) {
        let (kind, count, from, to) = match intent {
            Intent::Move {
                kind,
                count,
                from,
                to,
            } => (kind, count, from, to),
            Intent::Action(text) => return self.gesture(Gesture::Change(text)),
            Intent::Pick(_) => return,
        };
        let (Some(from), Some(to), Some(piece)) = (
            Self::place(layout, from),
            Self::place(layout, to),
            self.kinds.get(usize::from(kind)).map(|(key, _)| key),
        ) else {
            return;
        };
        if from == to {
            return;
        }
        let gesture = Gesture::Move {
            piece: piece.clone(),
            count,
            from: from.to_owned(),
            to: to.to_owned(),
        };
        self.gesture(gesture);
    }

    /// Draws the board: the side panel (totals, tracks, what may be
    /// declared, what the rules say, the log and the timeline), the boxes
    /// and the map; then carries out what the players did.
    pub fn ui(&mut self, ui: &mut Ui) {
        if self.entry.is_some() {
            self.entry_mode_ui(ui);
            return;
        }
        if self.cards.is_some() {
            self.cards_mode_ui(ui);
            return;
        }
        self.keys(ui);
        let layout = self.volume.layout(&self.data, self.position());
        let view = self.view(&layout);
        let mut intents = Vec::new();
        egui::Panel::right("table-board-side")
            .resizable(true)
            .default_size(340.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.side_ui(ui, &layout));
            });
        egui::Panel::bottom("table-board-boxes").show(ui, |ui| boxes_ui(ui, &view, &mut intents));
        egui::CentralPanel::default().show(ui, |ui| board_ui(ui, &view, &mut intents));
        for intent in intents {
            self.take(&layout, intent);
        }
        if self.review.charting() {
            let totals = self.totals_by_entry();
            let looked = self.looked.as_ref().map(|(n, _)| *n);
            let moment = (totals.as_slice(), self.log.annotations.as_slice(), looked);
            if let Some(n) = self.review.chart_window(ui.ctx(), &self.words, moment) {
                self.look_at(n);
            }
        }
    }

    /// Ctrl+Z takes back a gesture; Ctrl+Enter ends the entry.
    fn keys(&mut self, ui: &Ui) {
        let (back, end) = ui.input_mut(|i| {
            (
                i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z),
                i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter),
            )
        });
        if back {
            self.take_back();
        }
        if end {
            self.end_entry();
        }
    }

    fn side_ui(&mut self, ui: &mut Ui, layout: &Layout) {
        self.outcome_ui(ui);
        self.totals_ui(ui);
        self.tracks_ui(ui, layout);
        ui.separator();
        self.entry_ui(ui);
        self.non_players_ui(ui);
        self.changes_ui(ui);
        self.distance_ui(ui);
        self.enter_board_ui(ui);
        self.enter_cards_ui(ui);
        ui.separator();
        self.log_ui(ui);
        ui.separator();
        self.timeline_ui(ui);
        if !self.status.is_empty() {
            ui.separator();
            ui.colored_label(Color32::from_rgb(180, 40, 30), self.status.clone());
        }
    }

    /// Once the game has ended, how: the final scores, the winner and
    /// what its victory tells.
    fn outcome_ui(&self, ui: &mut Ui) {
        let outcome = self.volume.outcome(&self.data, self.position());
        if outcome.is_empty() {
            return;
        }
        ui.heading(self.say("table-board-game-over", Args::new()));
        for reason in &outcome {
            ui.label(RichText::new(self.words.reason(reason, false)).strong());
        }
        ui.separator();
    }

    fn totals_ui(&self, ui: &mut Ui) {
        ui.heading(self.say("table-board-totals", Args::new()));
        for total in self.volume.totals(&self.data, self.position()) {
            ui.label(self.words.total(&total));
        }
    }

    fn tracks_ui(&mut self, ui: &mut Ui, layout: &Layout) {
        let looking = self.looking();
        let mut set = None;
        for (track, value) in &layout.tracks {
            ui.horizontal(|ui| {
                ui.label(format!("{}: {value}", self.words.name(track)));
                ui.add_enabled_ui(!looking, |ui| {
                    if ui.small_button("-1").clicked() {
                        set = Some((track.clone(), value - 1));
                    }
                    if ui.small_button("+1").clicked() {
                        set = Some((track.clone(), value + 1));
                    }
                });
            });
        }
        if let Some((track, value)) = set {
            self.gesture(Gesture::Track { track, value });
        }
    }

    fn entry_ui(&mut self, ui: &mut Ui) {
        let looking = self.looking();
        ui.heading(self.say("table-board-declare", Args::new()));
        let offered = self.volume.declarable(&self.data, &self.state);
        let mut chosen = None;
        ui.add_enabled_ui(!looking, |ui| {
            if offered.len() > MOST_BUTTONS {
                // Many choices (each Command with each Decree): one list.
                let current = self.pending.declare.clone();
                let nothing = self.say("table-board-nothing-declared", Args::new());
                let shown = current
                    .as_deref()
                    .map_or(nothing.clone(), |t| self.words.offer(t));
                egui::ComboBox::new(
                    "table-declare",
                    self.say("table-board-declare-list", Args::new()),
                )
                .selected_text(shown)
                .height(480.0)
                .show_ui(ui, |ui| {
                    if ui.selectable_label(current.is_none(), nothing).clicked() {
                        chosen = Some(None);
                    }
                    for text in &offered {
                        let on = current.as_deref() == Some(text.as_str());
                        if ui.selectable_label(on, self.words.offer(text)).clicked() {
                            chosen = Some(Some(text.clone()));
                        }
                    }
                });
                return;
            }
            ui.horizontal_wrapped(|ui| {
                for text in &offered {
                    let on = self.pending.declare.as_deref() == Some(text.as_str());
                    if ui.selectable_label(on, self.words.offer(text)).clicked() {
                        chosen = Some(if on { None } else { Some(text.clone()) });
                    }
                }
            });
        });
        if let Some(action) = chosen {
            self.declare(action);
        }
        let said = match &self.pending.declare {
            Some(text) => self.say(
                "table-board-declared",
                Args::new().text("declared", self.words.text(text)),
            ),
            None => self.say("table-board-nothing-declared", Args::new()),
        };
        ui.label(RichText::new(said).strong());
        for gesture in &self.pending.gestures {
            ui.label(format!("• {}", self.words.gesture(gesture)));
        }
        ui.label(RichText::new(self.say("table-board-verdicts", Args::new())).strong());
        if self.working.1.is_empty() {
            ui.label(self.say("table-no-verdict", Args::new()));
        }
        for verdict in &self.working.1 {
            let color = if verdict.error {
                Color32::from_rgb(180, 40, 30)
            } else {
                Color32::from_rgb(160, 110, 0)
            };
            let line = RichText::new(self.words.verdict_line(verdict)).color(color);
            self.verdict_ui(ui, verdict, line);
        }
        ui.horizontal(|ui| {
            let can_end = !looking && self.pending != TableEntry::default();
            let end = ui
                .add_enabled(
                    can_end,
                    egui::Button::new(self.say("table-board-end-entry", Args::new())),
                )
                .on_hover_text(self.say("table-board-end-entry-hint", Args::new()));
            if end.clicked() {
                self.end_entry();
            }
            let back = ui
                .add_enabled(
                    !self.pending.gestures.is_empty(),
                    egui::Button::new(self.say("table-board-take-back", Args::new())),
                )
                .on_hover_text(self.say("table-board-take-back-hint", Args::new()));
            if back.clicked() {
                self.take_back();
            }
        });
    }

    /// A button for each of the volume's own changes of the whole game (a
    /// card, a seat, a cylinder); those at a space are in its menu.
    fn changes_ui(&mut self, ui: &mut Ui) {
        let offered = self.changes_at(None, self.looking());
        if offered.is_empty() {
            return;
        }
        ui.separator();
        ui.heading(self.say("table-board-changes", Args::new()))
            .on_hover_text(self.say("table-board-changes-hint", Args::new()));
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            for item in offered {
                if ui.button(&item.label).clicked() {
                    chosen = Some(item.action);
                }
            }
        });
        if let Some(text) = chosen {
            self.gesture(Gesture::Change(text));
        }
    }

    /// For a game played at a distance: this machine's seat, the turn
    /// file, and Send my turn, Open a turn and Ask for the next card.
    fn distance_ui(&mut self, ui: &mut Ui) {
        if !self.log.distance.is_seated() {
            return;
        }
        ui.separator();
        ui.heading(self.say("table-board-distance", Args::new()))
            .on_hover_text(self.say("table-board-distance-hint", Args::new()));
        let seated = self.distance.me.is_some();
        let me = match self.my_seat() {
            Some(seat) => self.say("table-board-distance-seat", Args::new().text("seat", seat)),
            None => self.say("table-board-distance-no-seat", Args::new()),
        };
        ui.label(me);
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(self.say("table-board-distance-file", Args::new()));
            ui.text_edit_singleline(&mut self.distance.file)
                .labelled_by(label.id);
        });
        let mut asked = None;
        ui.horizontal_wrapped(|ui| {
            let buttons = [
                (
                    "table-board-send-turn",
                    "table-board-send-turn-hint",
                    seated,
                    0,
                ),
                (
                    "table-board-open-turn",
                    "table-board-open-turn-hint",
                    true,
                    1,
                ),
                (
                    "table-board-ask-draw",
                    "table-board-ask-draw-hint",
                    seated,
                    2,
                ),
            ];
            for (id, hint, enabled, which) in buttons {
                let clicked = ui
                    .add_enabled(enabled, egui::Button::new(self.say(id, Args::new())))
                    .on_hover_text(self.say(hint, Args::new()))
                    .clicked();
                if clicked {
                    asked = Some(which);
                }
            }
        });
        match asked {
            Some(0) => self.send_turn(),
            Some(1) => self.open_turn(),
            Some(2) => self.ask_draw(),
            _ => {}
        }
        if !self.distance.said.is_empty() {
            ui.label(self.distance.said.trim_end());
        }
    }

    /// A button for each side the volume's non-player system runs; the
    /// decisions of the turn being planned, and its question's answers.
    fn non_players_ui(&mut self, ui: &mut Ui) {
        let sides = self.volume.non_player_sides(&self.data);
        if sides.is_empty() {
            return;
        }
        ui.separator();
        ui.heading(self.say("table-board-non-players", Args::new()));
        let free = !self.looking() && self.pending == TableEntry::default();
        let mut act = None;
        ui.add_enabled_ui(free, |ui| {
            ui.horizontal_wrapped(|ui| {
                for side in &sides {
                    let name = self.words.name(side);
                    let button = ui
                        .button(self.say("table-board-non-player", Args::new().text("side", name)))
                        .on_hover_text(self.say("table-board-non-player-hint", Args::new()));
                    if button.clicked() {
                        act = Some(side.clone());
                    }
                }
            });
        });
        let mut answer = None;
        if let Some(planning) = &self.planning {
            for reason in &planning.trace {
                ui.label(self.words.reason_line(reason));
            }
            if let Some(question) = &planning.question {
                ui.label(RichText::new(self.words.reason(&question.asked, true)).strong());
                ui.horizontal_wrapped(|ui| {
                    for key in &question.options {
                        let option = Args::new().text("option", self.words.name(key));
                        if ui.button(self.say("table-board-answer", option)).clicked() {
                            answer = Some(key.clone());
                        }
                    }
                });
            }
        }
        if let Some(side) = act {
            self.non_player(&side);
        }
        if let Some(key) = answer {
            self.answer(&key);
        }
    }

    /// The log: each entry's heading, gestures and verdicts; under a
    /// non-player's entry, "Why" opens the decisions that made it.
    fn log_ui(&mut self, ui: &mut Ui) {
        ui.heading(self.say(
            "table-board-log",
            Args::new().num(
                "entries",
                i64::try_from(self.log.entries.len()).unwrap_or(i64::MAX),
            ),
        ));
        // At a distance, whose hand each entry bears.
        let hands = if self.log.distance.is_seated() {
            self.log.hands(&self.volume)
        } else {
            Vec::new()
        };
        for i in 0..self.log.entries.len().min(self.steps.len()) {
            let (entry, step) = (&self.log.entries[i], &self.steps[i]);
            let mut heading = self.words.entry_heading(i, entry);
            if let Some(hand) = hands.get(i) {
                heading += &format!(" ({})", hand_text(self.words.lang(), hand));
            }
            ui.label(RichText::new(heading).strong());
            for gesture in &entry.gestures {
                ui.label(format!("  {}", self.words.gesture(gesture)));
            }
            for verdict in &step.verdicts {
                self.verdict_ui(
                    ui,
                    verdict,
                    format!("  {}", self.words.verdict_line(verdict)),
                );
            }
            if entry.non_player.is_some() {
                let why = self.say("table-board-why", Args::new());
                egui::CollapsingHeader::new(why)
                    .id_salt(("table-board-why", i))
                    .show(ui, |ui| {
                        for line in self.why_lines(i) {
                            ui.label(format!("  {line}"));
                        }
                    });
            }
        }
    }

    /// A verdict's line, with its section's title and our summary of it
    /// shown on hover.
    fn verdict_ui(&self, ui: &mut Ui, verdict: &Verdict, line: impl Into<egui::WidgetText>) {
        let label = ui.label(line);
        if let Some(summary) = self.rule_summary(verdict.rule) {
            label.on_hover_text(summary);
        }
    }

    /// A section of the volume's rulebook with its title, then our summary
    /// of it as plain text, in the board's language: what hovering a
    /// verdict of that section shows. `None` when the volume has no
    /// summary of it.
    pub fn rule_summary(&self, rule: coin_table::RuleRef) -> Option<String> {
        let summary = self.texts.of(self.volume.key(), self.words.lang(), rule)?;
        let body = plain_text(&summary.body);
        Some(format!("§ {rule} {}\n\n{body}", summary.title))
    }

    /// The decisions that made a non-player's entry, planned again from
    /// the log (`coin_table::non_player_trace`) and kept until the log or
    /// the language changes; a line saying so when the entry is no longer
    /// what its system plans.
    fn why_lines(&mut self, i: usize) -> Vec<String> {
        if self.why.0 != (self.revision, self.words.lang()) {
            self.why = ((self.revision, self.words.lang()), HashMap::new());
        }
        if let Some(lines) = self.why.1.get(&i) {
            return lines.clone();
        }
        let volume = (&self.volume, &self.data);
        let lines = crate::table_report::why_lines(volume, &self.words, &self.log, i);
        self.why.1.insert(i, lines.clone());
        lines
    }

    fn timeline_ui(&mut self, ui: &mut Ui) {
        let entries = self.log.entries.len();
        let at = match self.shown() {
            Shown::Present => entries,
            Shown::After(n) => n,
        };
        let said = match self.shown() {
            Shown::Present => self.say("table-board-present", Args::new()),
            Shown::After(n) => self.say(
                "table-board-showing",
                Args::new().count("entry", n).count("entries", entries),
            ),
        };
        ui.label(said);
        let mut to = None;
        ui.horizontal(|ui| {
            let back = ui
                .add_enabled(
                    at > 0,
                    egui::Button::new(self.say("table-board-earlier-button", Args::new())),
                )
                .on_hover_text(self.say("table-board-earlier", Args::new()));
            if back.clicked() {
                to = Some(at - 1);
            }
            let next = ui
                .add_enabled(
                    at < entries,
                    egui::Button::new(self.say("table-board-later-button", Args::new())),
                )
                .on_hover_text(self.say("table-board-later", Args::new()));
            if next.clicked() {
                to = Some(at + 1);
            }
            if self.looking()
                && ui
                    .button(self.say("table-board-to-present", Args::new()))
                    .clicked()
            {
                to = Some(entries);
            }
        });
        let lines = (self.looking(), self.log.lines.as_slice());
        let on_lines = self.review.lines_ui(ui, &self.words, lines);
        self.review.chart_button(ui, &self.words);
        if let Some((looked, _)) = &self.looked {
            let moves = self.put_back_moves();
            ui.separator();
            self.review.put_back_ui(ui, &self.words, (*looked, &moves));
        }
        ui.separator();
        let marks = (at, self.log.annotations.as_slice());
        match on_lines.or(self.review.bookmarks_ui(ui, &self.words, marks)) {
            Some(Asked::LookAt(n)) => to = Some(n),
            Some(Asked::Bookmark(entry, name)) => self.bookmark(entry, &name),
            Some(Asked::Note(entry, text)) => self.note(entry, &text),
            Some(Asked::PlayOnFromHere) => self.play_on_from_here(),
            Some(Asked::ReturnTo(index)) => self.return_to_line(index),
            None => {}
        }
        if let Some(to) = to {
            self.look_at(to);
        }
    }
}

/// The table's board on a log file: every entry ended is written back to
/// the file at once (the file before it kept as a backup), so that nothing
/// played is lost.
pub struct TableWindow<V: Volume> {
    board: TableBoard<V>,
    file: PathBuf,
    /// The board's revision the file holds.
    saved: u64,
    /// The entry being made as its file beside the log holds it, so that
    /// a crash loses no gesture.
    pending_saved: TableEntry,
}

impl<V: Volume> std::fmt::Debug for TableWindow<V>
where
    V::Data: Clone + 'static,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableWindow")
            .field("board", &self.board)
            .field("file", &self.file)
            .finish_non_exhaustive()
    }
}

impl<V: Volume> TableWindow<V>
where
    V::Data: Clone + 'static,
{
    /// The board on the log in `file`, or why it cannot be opened (the
    /// file does not read, is no log of this volume, or does not replay),
    /// worded.
    pub fn open(volume: V, data: V::Data, file: &Path, lang: Lang) -> Result<Self, String> {
        let text = read_text(file).map_err(|error| file_error(lang, &error))?;
        let read = TableLog::read(&volume, &file.display().to_string(), &text)
            .map_err(|errors| file_error(lang, &invalid(file, errors)))?;
        let mut board = TableBoard::new(volume, data, read.log, lang)?;
        if !read.has_seal {
            board.status = say(lang, "table-not-sealed", Args::new());
        } else if !read.sealed {
            board.status = say(lang, "table-unsealed", Args::new());
        }
        let mut window = TableWindow {
            board,
            file: file.to_owned(),
            saved: 0,
            pending_saved: TableEntry::default(),
        };
        window.restore_pending();
        Ok(window)
    }

    /// The file beside the log that keeps the entry being made.
    pub fn pending_file(&self) -> PathBuf {
        let mut name = self.file.file_name().unwrap_or_default().to_owned();
        name.push(".pending");
        self.file.with_file_name(name)
    }

    /// Takes up again the entry that was being made when the board last
    /// closed without ending it (a crash, the power cut), if its file is
    /// there; what was done, or why not, is said.
    fn restore_pending(&mut self) {
        let path = self.pending_file();
        if !path.exists() {
            return;
        }
        let lang = self.board.words.lang();
        let read = read_text(&path).and_then(|text| {
            serde_saphyr::from_str::<TableEntry>(&text).map_err(|error| {
                let mut errors = coin_table::LoadErrors::default();
                let name = path.display().to_string();
                errors.push(&name, "", coin_table::TextPos::default(), error.to_string());
                invalid(&path, errors)
            })
        });
        match read {
            Ok(entry) => {
                self.board.pending = entry.clone();
                self.board.rework();
                self.pending_saved = entry;
                self.board.status = say(lang, "table-pending-restored", Args::new());
            }
            Err(error) => {
                let said = file_error(lang, &error);
                self.board.status =
                    say(lang, "table-pending-unread", Args::new().text("why", said));
            }
        }
    }

    /// Keeps the entry being made in its file beside the log, and removes
    /// the file once no entry is being made.
    fn keep_pending(&mut self) {
        if self.board.pending == self.pending_saved {
            return;
        }
        let path = self.pending_file();
        let kept = if self.board.pending == TableEntry::default() {
            match std::fs::remove_file(&path) {
                Ok(()) => Ok(()),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
                Err(source) => Err(crate::files::FileError::Write {
                    path: path.clone(),
                    source,
                }),
            }
        } else {
            match serde_saphyr::to_string(&self.board.pending) {
                Ok(text) => write_atomically(&path, &text),
                Err(_) => Ok(()),
            }
        };
        match kept {
            Ok(()) => self.pending_saved = self.board.pending.clone(),
            Err(error) => self.board.status = file_error(self.board.words.lang(), &error),
        }
    }

    /// The window with the names the program gives the volume's things.
    pub fn with_names(mut self, names: Names<V>) -> Self {
        self.board = self.board.with_names(names);
        self
    }

    /// The window with the user data folder, where the table's own files
    /// are kept.
    pub fn with_user_data(mut self, folder: Option<PathBuf>) -> Self {
        self.board = self.board.with_user_data(folder);
        self
    }

    /// Opens the board-entry mode.
    pub fn enter_board(&mut self) {
        self.board.enter_board();
    }

    /// The board.
    pub fn board(&self) -> &TableBoard<V> {
        &self.board
    }

    /// Speaks another language.
    pub fn set_lang(&mut self, lang: Lang) {
        self.board.set_lang(lang);
    }

    /// Draws the board, then writes the log when it changed (an entry
    /// ended, a bookmark made, a line set aside or returned to).
    pub fn ui(&mut self, ui: &mut Ui) {
        self.board.ui(ui);
        self.keep_pending();
        let held = self.board.revision;
        if held != self.saved {
            let text = self.board.log.write(&self.board.volume);
            match write_keeping_backup(&self.file, &text) {
                Ok(()) => self.saved = held,
                Err(error) => self.board.status = file_error(self.board.words.lang(), &error),
            }
        }
    }
}

/// A table's board of any volume, as the program's window holds it.
pub trait AnyTable {
    /// The volume's key.
    fn volume(&self) -> &'static str;
    /// The log as it stands.
    fn log(&self) -> &TableLog;
    /// Speaks another language.
    fn set_lang(&mut self, lang: Lang);
    /// Draws the board and writes its log when it changed.
    fn ui(&mut self, ui: &mut Ui);
}

impl<V: Volume> AnyTable for TableWindow<V>
where
    V::Data: Clone + 'static,
{
    fn volume(&self) -> &'static str {
        self.board.volume.key()
    }

    fn log(&self) -> &TableLog {
        &self.board.log
    }

    fn set_lang(&mut self, lang: Lang) {
        TableWindow::set_lang(self, lang);
    }

    fn ui(&mut self, ui: &mut Ui) {
        TableWindow::ui(self, ui);
    }
}

impl<V: Volume> eframe::App for TableWindow<V>
where
    V::Data: Clone + 'static,
{
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        TableWindow::ui(self, ui);
    }
}

/// Opens the table's board on a log file in a window of its own.
pub fn run_table_window<V: Volume + 'static>(window: TableWindow<V>) -> Result<(), String>
where
    V::Data: Clone + 'static,
    V::State: 'static,
{
    let title = format!(
        "{} · {}",
        window.board.words.name(window.board.volume.key()),
        window.file.display()
    );
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(title.clone())
            .with_app_id("gandhi-moderator-table")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([960.0, 640.0]),
        ..Default::default()
    };
    eframe::run_native(&title, options, Box::new(|_cc| Ok(Box::new(window))))
        .map_err(|error| error.to_string())
}
