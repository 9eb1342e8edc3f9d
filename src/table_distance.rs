//! The table's commands for a game played at a distance (decision 0064),
//! for any volume: this machine's seat key, joining and seating a game,
//! sending a turn as a file and opening one, and asking for a fair draw.
//! Each goes through `coin_table`'s seats, turns and draws; this file
//! keeps the key in the user data folder and words what is said.

use std::path::{Path, PathBuf};

use coin_table::{
    DrawStep, Hand, Seat, SeatKey, TableEntry, TableLog, Taken, Turn, TurnRefused, Verdict, Volume,
    play_in_game, replay,
};

use crate::files::{FileError, invalid, read_text, write_atomically, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::i18n::volume::VolumeWords;

/// What a command printed and its exit code, or why it could not run.
type Ran = Result<(String, u8), String>;

/// A volume and its data, for the commands of a game played at a
/// distance.
pub struct Distant<'a, V: Volume> {
    /// The volume.
    pub volume: &'a V,
    /// Its component data.
    pub data: &'a V::Data,
}

impl<V: Volume> std::fmt::Debug for Distant<'_, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Distant")
            .field("volume", &self.volume.key())
            .finish_non_exhaustive()
    }
}

/// The file in the user data folder that keeps this machine's seat key.
pub fn key_file(user_data: &Path) -> PathBuf {
    user_data.join("keys").join("seat.key")
}

/// This machine's seat key, made from the machine's randomness and kept
/// in the user data folder the first time it is asked for; and whether it
/// was made now.
pub fn seat_key(user_data: &Path) -> Result<(SeatKey, bool), FileError> {
    let file = key_file(user_data);
    if file.exists() {
        let text = read_text(&file)?;
        let line = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .unwrap_or_default();
        return SeatKey::from_hex(line)
            .map(|key| (key, false))
            .ok_or_else(|| {
                let mut errors = coin_table::LoadErrors::default();
                let message = "expected the seat's secret key: 64 hexadecimal digits";
                errors.push(&file.display().to_string(), "", Default::default(), message);
                invalid(&file, errors)
            });
    }
    let mut secret = [0u8; 32];
    getrandom::fill(&mut secret).map_err(|error| FileError::Write {
        path: file.clone(),
        source: std::io::Error::other(error.to_string()),
    })?;
    let key = SeatKey::from_secret(secret);
    if let Some(folder) = file.parent() {
        std::fs::create_dir_all(folder).map_err(|source| FileError::Write {
            path: folder.to_owned(),
            source,
        })?;
    }
    let text = format!(
        "# This machine's key for games played at a distance: it signs your\n# entries. Keep this file to yourself; give others only the public key.\n{}\n",
        key.secret_hex()
    );
    write_atomically(&file, &text)?;
    Ok((key, true))
}

/// This machine's seat key, when it has one (none is made).
pub fn existing_key(user_data: Option<&Path>) -> Option<SeatKey> {
    let folder = user_data?;
    key_file(folder)
        .exists()
        .then(|| seat_key(folder).ok().map(|(key, _)| key))
        .flatten()
}

/// The seat a log gives `key`, by name.
pub fn seat_of_key(log: &TableLog, key: &SeatKey) -> Option<String> {
    let public = key.public();
    let seat = log.distance.seats.iter().find(|s| s.key == public)?;
    Some(seat.name.clone())
}

/// The name of a new game played at a distance: 16 hexadecimal digits
/// from the machine's randomness.
pub fn new_game_name() -> String {
    format!("{:016x}", getrandom::u64().unwrap_or(0x5eed_1917_1947))
}

/// Now, as RFC 3339.
fn now() -> String {
    chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

impl<V: Volume> Distant<'_, V> {
    /// Reads a table's log, or says why not.
    fn read_log(&self, lang: Lang, file: &Path) -> Result<TableLog, String> {
        let text = read_text(file).map_err(|error| file_error(lang, &error))?;
        TableLog::read(self.volume, &file.display().to_string(), &text)
            .map(|read| read.log)
            .map_err(|errors| file_error(lang, &invalid(file, errors)))
    }

    /// Writes a table's log back, keeping the previous one.
    fn write_log(&self, lang: Lang, file: &Path, log: &TableLog) -> Result<(), String> {
        write_keeping_backup(file, &log.write(self.volume)).map_err(|e| file_error(lang, &e))
    }

    /// This machine's key and its seat in `log`, or why there is none.
    fn my_seat(
        &self,
        lang: Lang,
        user_data: Option<&Path>,
        log: &TableLog,
    ) -> Result<(SeatKey, String), String> {
        let folder = user_data.ok_or_else(|| say(lang, "table-no-user-data", Args::new()))?;
        let (key, _) = seat_key(folder).map_err(|error| file_error(lang, &error))?;
        let public = key.public();
        let seat = log
            .distance
            .seats
            .iter()
            .find(|s| s.key == public)
            .ok_or_else(|| say(lang, "table-not-seated", Args::new().text("key", &public)))?;
        Ok((key, seat.name.clone()))
    }

    /// `table key`: this machine's public key, made first when there is
    /// none.
    pub fn seat_key_shown(&self, lang: Lang, user_data: Option<&Path>) -> Ran {
        let folder = user_data.ok_or_else(|| say(lang, "table-no-user-data", Args::new()))?;
        let (key, made) = seat_key(folder).map_err(|error| file_error(lang, &error))?;
        let mut out = String::new();
        if made {
            let file = key_file(folder).display().to_string();
            out += &say(lang, "table-key-made", Args::new().text("file", file));
            out += "\n";
        }
        out += &say(lang, "table-key", Args::new().text("key", key.public()));
        Ok((out + "\n", 0))
    }

    /// `table join`: this machine's seat at the game in `file`, written
    /// to `output` to be sent to whoever holds the game's log.
    pub fn join(
        &self,
        words: &VolumeWords,
        (file, output): (&Path, &Path),
        (seat, sides): (&str, &[String]),
        user_data: Option<&Path>,
    ) -> Ran {
        let lang = words.lang();
        let log = self.read_log(lang, file)?;
        if log.distance.game.is_empty() {
            return Err(say(lang, "table-not-at-a-distance", Args::new()));
        }
        let start = self
            .volume
            .setup(self.data, &log.scenario, log.seed)
            .map_err(|reason| {
                words.unplayable(&log.scenario, coin_table::Unplayable::Setup(reason))
            })?;
        let known: Vec<String> = self
            .volume
            .totals(self.data, &start)
            .into_iter()
            .map(|total| total.side)
            .collect();
        if let Some(side) = sides.iter().find(|side| !known.contains(side)) {
            let args = Args::new()
                .text("side", side)
                .text("sides", known.join(", "));
            return Err(say(lang, "table-unknown-side", args));
        }
        let folder = user_data.ok_or_else(|| say(lang, "table-no-user-data", Args::new()))?;
        let (key, _) = seat_key(folder).map_err(|error| file_error(lang, &error))?;
        let seat = key.seat(seat, sides, &log.distance.game);
        let text = serde_saphyr::to_string(&seat).unwrap_or_default();
        write_keeping_backup(output, &text).map_err(|error| file_error(lang, &error))?;
        let said = say(
            lang,
            "table-joined",
            Args::new()
                .text("seat", &seat.name)
                .text("sides", sides_of(words, &seat))
                .text("file", output.display().to_string()),
        );
        Ok((said + "\n", 0))
    }

    /// `table seats`: the seats in `seat_files` set in the log in `file`,
    /// before its first entry.
    pub fn seats(&self, words: &VolumeWords, file: &Path, seat_files: &[PathBuf]) -> Ran {
        let lang = words.lang();
        let mut log = self.read_log(lang, file)?;
        if log.distance.game.is_empty() {
            return Err(say(lang, "table-not-at-a-distance", Args::new()));
        }
        if !log.entries.is_empty() {
            let args = Args::new().count("count", log.entries.len());
            return Err(say(lang, "table-seats-after-entries", args));
        }
        let mut out = String::new();
        for seat_file in seat_files {
            let text = read_text(seat_file).map_err(|error| file_error(lang, &error))?;
            let name = seat_file.display().to_string();
            let seat: Seat = coin_table::parse_yaml(&name, &text).map_err(|error| {
                file_error(
                    lang,
                    &invalid(seat_file, coin_table::LoadErrors(vec![error])),
                )
            })?;
            log.distance.seats.retain(|s| s.name != seat.name);
            let args = Args::new()
                .text("seat", &seat.name)
                .text("sides", sides_of(words, &seat));
            out += &say(lang, "table-seated", args);
            out += "\n";
            log.distance.seats.push(seat);
        }
        let problems = log.distance.problems();
        if let Some(problem) = problems.first() {
            let args = Args::new().text("reason", problem);
            return Err(say(lang, "table-seats-refused", args));
        }
        self.write_log(lang, file, &log)?;
        Ok((out, 0))
    }

    /// `table send`: signs this seat's entries since the last exchange and
    /// writes them, with its secrets for the draws, as a turn file.
    pub fn send(
        &self,
        words: &VolumeWords,
        (file, output): (&Path, &Path),
        after: Option<usize>,
        user_data: Option<&Path>,
    ) -> Ran {
        let lang = words.lang();
        let mut log = self.read_log(lang, file)?;
        let (key, seat) = self.my_seat(lang, user_data, &log)?;
        let turn = log.signed_turn(self.volume, (&seat, &key), (0, after));
        self.write_log(lang, file, &log)?;
        let after = turn.after;
        write_keeping_backup(output, &turn.write()).map_err(|error| file_error(lang, &error))?;
        let args = Args::new()
            .text("file", output.display().to_string())
            .count("count", turn.entries.len())
            .count("after", after)
            .text("seat", &seat);
        Ok((say(lang, "table-sent", args) + "\n", 0))
    }

    /// `table open`: takes a turn another seat sent, judges what it
    /// brought, reveals this seat's secret for a draw asked for, turns the
    /// card up once every secret is in, and says whose turn is next.
    pub fn open(
        &self,
        words: &VolumeWords,
        (file, turn_file): (&Path, &Path),
        user_data: Option<&Path>,
    ) -> Ran {
        let lang = words.lang();
        let mut log = self.read_log(lang, file)?;
        let text = read_text(turn_file).map_err(|error| file_error(lang, &error))?;
        let turn = Turn::read(self.volume, &turn_file.display().to_string(), &text)
            .map_err(|errors| file_error(lang, &invalid(turn_file, errors)))?;
        let me = self.my_seat(lang, user_data, &log).ok();
        let me = me.as_ref().map(|(key, seat)| (key, seat.as_str()));
        let (mut out, broke) = self.take(words, &mut log, &turn, me)?;
        self.write_log(lang, file, &log)?;
        out += &self.next_lines(words, &log)?;
        Ok((out, u8::from(broke)))
    }

    /// Takes a turn into `log`: what it brought, judged, with whose hand
    /// each entry bears; then, for this machine's seat (`me`), its secret
    /// revealed for a draw asked for and the card turned up once every
    /// secret is in. What was done, in lines, and whether anything breaks
    /// a rule; why not, worded, when the turn is refused.
    pub fn take(
        &self,
        words: &VolumeWords,
        log: &mut TableLog,
        turn: &Turn,
        me: Option<(&SeatKey, &str)>,
    ) -> Result<(String, bool), String> {
        let taken = log
            .take_turn(self.volume, turn, &now())
            .map_err(|refused| refusal(words.lang(), &refused))?;
        let (mut out, broke) = self.taken_lines(words, log, (&turn.from, &taken))?;
        if let Some(me) = me {
            out += &self.draw_step(words, log, me, false)?;
        }
        Ok((out, broke))
    }

    /// `table draw`: asks for the next card by revealing this seat's
    /// secret for it (or reveals it for the draw asked for).
    pub fn draw(&self, words: &VolumeWords, file: &Path, user_data: Option<&Path>) -> Ran {
        let lang = words.lang();
        let mut log = self.read_log(lang, file)?;
        let (key, seat) = self.my_seat(lang, user_data, &log)?;
        let out = self.draw_step(words, &mut log, (&key, &seat), true)?;
        self.write_log(lang, file, &log)?;
        Ok((out, 0))
    }

    /// What this seat does for the draws: reveals its secret for the draw
    /// asked for (or, when `ask`, asks for the next), then turns the card
    /// up when every secret is in. What it did, in lines.
    pub fn draw_step(
        &self,
        words: &VolumeWords,
        log: &mut TableLog,
        (key, seat): (&SeatKey, &str),
        ask: bool,
    ) -> Result<String, String> {
        let lang = words.lang();
        let pending = log.distance.draw_asked();
        if pending.is_none() && !ask {
            return Ok(String::new());
        }
        if pending.is_some_and(|(_, after)| after != log.entries.len()) {
            return Ok(String::new());
        }
        let mut out = String::new();
        match log.reveal_for_draw(seat, key) {
            DrawStep::Asked(draw) => {
                out += &say(lang, "table-draw-asked", Args::new().num("draw", draw));
                out += "\n";
            }
            DrawStep::Revealed(draw) => {
                let args = Args::new().num("draw", draw);
                out += &say(lang, "table-draw-revealed", args);
                out += "\n";
            }
            DrawStep::Nothing => {}
        }
        let Some((draw, _)) = log.distance.draw_asked() else {
            return Ok(out);
        };
        let waiting = log.distance.waiting_for(draw).join(", ");
        if !waiting.is_empty() {
            let args = Args::new().num("draw", draw).text("seats", waiting);
            return Ok(out + &say(lang, "table-draw-waiting", args) + "\n");
        }
        let now = replay(self.volume, self.data, log, usize::MAX)
            .map_err(|unplayable| words.unplayable(&log.scenario, unplayable))?;
        match log.make_draw(self.volume, self.data, &now.state) {
            Some(entry) => {
                log.sign(self.volume, (seat, key), entry - 1);
                let change = log.entries[entry - 1]
                    .gestures
                    .iter()
                    .map(|g| words.gesture(g))
                    .collect::<Vec<_>>()
                    .join("; ");
                let args = Args::new()
                    .num("draw", draw)
                    .count("entry", entry)
                    .text("change", change);
                out += &say(lang, "table-draw-made", args);
            }
            None => out += &say(lang, "table-draw-none", Args::new()),
        }
        Ok(out + "\n")
    }

    /// What a turn taken brought: each new entry judged, with whose hand
    /// it bears, and what the draws break; or the line it was kept as.
    /// Whether anything breaks a rule.
    fn taken_lines(
        &self,
        words: &VolumeWords,
        log: &TableLog,
        (from, taken): (&str, &Taken),
    ) -> Result<(String, bool), String> {
        let lang = words.lang();
        let seat_args = || Args::new().text("seat", from);
        if let Some(line) = &taken.line {
            let args = seat_args().text("line", line);
            return Ok((say(lang, "table-turn-as-line", args) + "\n", false));
        }
        let args = seat_args().count("count", taken.added.len());
        let mut out = say(lang, "table-turn-taken", args);
        out += "\n";
        let before = replay(self.volume, self.data, log, taken.added.start)
            .map_err(|unplayable| words.unplayable(&log.scenario, unplayable))?;
        let (mut state, mut play) = (before.state, before.play);
        let hands = log.hands(self.volume);
        let mut broke = false;
        for at in taken.added.clone() {
            let entry = &log.entries[at];
            match play_in_game(self.volume, self.data, (&mut state, &mut play), entry) {
                Ok(judged) => {
                    broke |= judged.verdicts.iter().any(|v| v.error);
                    out += &judged_lines(words, (at, entry), hands.get(at), &judged.verdicts);
                }
                Err(refused) => {
                    out += &judged_lines(words, (at, entry), hands.get(at), &[]);
                    let unplayable = coin_table::Unplayable::Entry { entry: at, refused };
                    out += &format!("  {}\n", words.unplayable(&log.scenario, unplayable));
                    broke = true;
                    break;
                }
            }
        }
        let draws = log.draw_problems(self.volume, self.data);
        broke |= !draws.is_empty();
        out += &draw_problem_lines(lang, draws);
        Ok((out, broke))
    }

    /// Whose turn it is next, and which seat plays it.
    pub fn next_lines(&self, words: &VolumeWords, log: &TableLog) -> Result<String, String> {
        let lang = words.lang();
        let now = replay(self.volume, self.data, log, usize::MAX)
            .map_err(|unplayable| words.unplayable(&log.scenario, unplayable))?;
        let said = match self.volume.whose_turn(self.data, &now.state, &now.play) {
            Some(side) => {
                let seat = log
                    .distance
                    .seat_of_side(&side)
                    .map(|s| s.name.clone())
                    .unwrap_or_else(|| say(lang, "table-no-seat", Args::new()));
                let args = Args::new()
                    .text("side", words.name(&side))
                    .text("seat", seat);
                say(lang, "table-next-side", args)
            }
            None => say(lang, "table-next-table", Args::new()),
        };
        Ok(said + "\n")
    }
}

/// The sides of a seat, by the volume's names, joined.
fn sides_of(words: &VolumeWords, seat: &Seat) -> String {
    seat.sides
        .iter()
        .map(|side| words.name(side))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An entry judged, in words: its heading, whose hand it bears (in a
/// seated game), then a line for each verdict.
pub fn judged_lines(
    words: &VolumeWords,
    (at, entry): (usize, &TableEntry),
    hand: Option<&Hand>,
    verdicts: &[Verdict],
) -> String {
    let mut out = words.entry_heading(at, entry);
    if let Some(hand) = hand {
        out += &format!(" ({})", hand_text(words.lang(), hand));
    }
    out += "\n";
    for verdict in verdicts {
        out += &format!("  {}\n", words.verdict_line(verdict));
    }
    out
}

/// What the draws of a log break, a line each: the entry and the problem.
pub fn draw_problem_lines(lang: Lang, problems: Vec<(usize, String)>) -> String {
    let mut out = String::new();
    for (entry, problem) in problems {
        let args = Args::new().count("entry", entry).text("problem", problem);
        out += &say(lang, "table-draw-problem", args);
        out += "\n";
    }
    out
}

/// Whose hand an entry bears, in words.
pub fn hand_text(lang: Lang, hand: &Hand) -> String {
    match hand {
        Hand::Signed(seat) => say(lang, "table-hand-signed", Args::new().text("seat", seat)),
        Hand::Unsigned => say(lang, "table-hand-unsigned", Args::new()),
        Hand::Forged(seat) => say(lang, "table-hand-forged", Args::new().text("seat", seat)),
    }
}

/// Why a turn was not taken, in words.
fn refusal(lang: Lang, refused: &TurnRefused) -> String {
    let (id, args) = match refused {
        TurnRefused::OtherVolume(volume) => {
            ("table-refused-volume", Args::new().text("volume", volume))
        }
        TurnRefused::OtherGame(game) => ("table-refused-game", Args::new().text("game", game)),
        TurnRefused::Gap { after, held } => (
            "table-refused-gap",
            Args::new().count("after", *after).count("held", *held),
        ),
        TurnRefused::OffChain { after } => (
            "table-refused-off-chain",
            Args::new().count("after", *after),
        ),
        TurnRefused::Altered => ("table-refused-altered", Args::new()),
        TurnRefused::Forged { entry, seat } => (
            "table-refused-forged",
            Args::new().count("entry", *entry).text("seat", seat),
        ),
        TurnRefused::BadReveal(reason) => {
            ("table-refused-secret", Args::new().text("reason", reason))
        }
    };
    say(
        lang,
        "table-turn-refused",
        Args::new().text("reason", say(lang, id, args)),
    )
}

/// What a program keeps beside a game's log played live in a Matrix room
/// (`LOG.matrix`): the room, where it read the room to, and how many of
/// the log's entries the room holds (the others were made here and not
/// sent yet).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LivePlace {
    /// The room's ID.
    pub room: String,
    /// The token to read the room on from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_to: Option<String>,
    /// The entries of the log the room holds.
    #[serde(default)]
    pub confirmed: usize,
}

/// The file beside a log that keeps its [`LivePlace`].
pub fn live_place_file(log: &Path) -> PathBuf {
    let mut name = log.as_os_str().to_owned();
    name.push(".matrix");
    PathBuf::from(name)
}

/// How `table live` reaches the room and what it does there.
#[derive(Debug)]
pub struct LiveAsk<'a> {
    /// The homeserver's address.
    pub server: &'a str,
    /// The Matrix user name.
    pub user: &'a str,
    /// The password.
    pub password: &'a str,
    /// The room, when named.
    pub room: Option<&'a str>,
    /// Open a room, inviting these users.
    pub create: Option<&'a [String]>,
    /// Send this seat's entries made since the last exchange.
    pub send: bool,
    /// Something to say to the table.
    pub say: Option<&'a str>,
}

/// The game as the room holds it: the log's first `confirmed` entries,
/// with their signatures and draws.
fn as_the_room_holds(log: &TableLog, confirmed: usize) -> TableLog {
    let mut game = log.clone();
    game.entries.truncate(confirmed);
    game.distance.signatures.retain(|s| s.entry <= confirmed);
    game.distance.draws.retain(|d| d.entry <= confirmed);
    game
}

impl<V: Volume> Distant<'_, V> {
    /// `table live`: reads the game's room and takes its turns, keeps the
    /// entries made here since the last exchange (or, when the room went
    /// on another way meanwhile, sets them aside as a line), reveals this
    /// seat's secret for a draw asked for, sends this seat's entries when
    /// asked, says what the table is told, and says whose turn is next.
    pub fn live(
        &self,
        words: &VolumeWords,
        file: &Path,
        ask: &LiveAsk<'_>,
        user_data: Option<&Path>,
    ) -> Ran {
        let lang = words.lang();
        let log = self.read_log(lang, file)?;
        let (key, seat) = self.my_seat(lang, user_data, &log)?;
        let place_file = live_place_file(file);
        let mut place: LivePlace = read_text(&place_file)
            .ok()
            .and_then(|text| serde_saphyr::from_str(&text).ok())
            .unwrap_or_default();
        let (matrix, mut out) = self.live_room(words, &log, ask, &mut place)?;
        let confirmed = place.confirmed.min(log.entries.len());
        let mut game = as_the_room_holds(&log, confirmed);
        let mut broke = self.read_room(words, &matrix, (&mut game, &mut place), &mut out)?;
        let (mut draft, said) = with_entries_made_here(lang, &game, (&log, confirmed));
        out += &said;
        let before = (draft.distance.reveals.len(), draft.entries.len());
        out += &self.draw_step(words, &mut draft, (&key, &seat), false)?;
        let drew = (draft.distance.reveals.len(), draft.entries.len()) != before;
        // Secrets revealed here since the room's last entry go with the
        // entries.
        let revealed = (draft.distance.reveals.iter())
            .any(|r| r.seat == seat && r.after >= game.entries.len());
        if drew || (ask.send && (draft.entries.len() > game.entries.len() || revealed)) {
            let held = game.entries.len();
            let turn = draft.signed_turn(self.volume, (&seat, &key), (held, Some(held)));
            let next = self.next_lines(words, &draft)?;
            matrix
                .send_turn(&place.room, &turn.write(), next.trim())
                .map_err(|error| live_error(lang, &error))?;
            let args = Args::new().count("count", turn.entries.len());
            out += &(say(lang, "table-live-sent", args) + "\n");
            broke |= self.read_room(words, &matrix, (&mut game, &mut place), &mut out)?;
            draft = game.clone();
        }
        if let Some(text) = ask.say {
            matrix
                .say(&place.room, text)
                .map_err(|error| live_error(lang, &error))?;
        }
        place.confirmed = game.entries.len();
        self.write_log(lang, file, &draft)?;
        let place_text = serde_saphyr::to_string(&place).unwrap_or_default();
        write_atomically(&place_file, &place_text).map_err(|error| file_error(lang, &error))?;
        out += &self.next_lines(words, &draft)?;
        Ok((out, u8::from(broke)))
    }

    /// Signs in and reaches the game's room: opens it when asked (a new
    /// place), or the one named, or the one kept; joins it. The session,
    /// and what was said.
    fn live_room(
        &self,
        words: &VolumeWords,
        log: &TableLog,
        ask: &LiveAsk<'_>,
        place: &mut LivePlace,
    ) -> Result<(crate::table_live::Matrix, String), String> {
        let lang = words.lang();
        let failed = |error: crate::table_live::LiveError| live_error(lang, &error);
        let matrix =
            crate::table_live::Matrix::login(ask.server, ask.user, ask.password).map_err(failed)?;
        let mut out = String::new();
        if let Some(invite) = ask.create {
            let name = format!("{} ({})", words.name(self.volume.key()), log.distance.game);
            *place = LivePlace {
                room: matrix.create_room(&name, invite).map_err(failed)?,
                ..LivePlace::default()
            };
            let args = Args::new().text("room", &place.room);
            out += &(say(lang, "table-live-room", args) + "\n");
        } else if let Some(room) = ask.room
            && room != place.room
        {
            *place = LivePlace {
                room: room.to_owned(),
                ..LivePlace::default()
            };
        }
        if place.room.is_empty() {
            return Err(say(lang, "table-live-no-room", Args::new()));
        }
        matrix.join(&place.room).map_err(failed)?;
        Ok((matrix, out))
    }

    /// Reads the room on from where it was read to, takes its turns into
    /// `game` and says each new entry judged, each turn refused and what
    /// the table said. Whether a taken entry breaks a rule.
    fn read_room(
        &self,
        words: &VolumeWords,
        matrix: &crate::table_live::Matrix,
        (game, place): (&mut TableLog, &mut LivePlace),
        out: &mut String,
    ) -> Result<bool, String> {
        use crate::table_live::{RoomEvent, catch_up};
        let lang = words.lang();
        let (events, end) = matrix
            .read_from(&place.room, place.read_to.as_deref())
            .map_err(|error| live_error(lang, &error))?;
        if end.is_some() {
            place.read_to = end;
        }
        for event in &events {
            if let RoomEvent::Said { sender, body, .. } = event {
                *out += &format!("{sender}: {body}\n");
            }
        }
        let mut broke = false;
        for caught in catch_up(self.volume, game, &events, &now()) {
            match &caught.result {
                Ok(taken) => {
                    let (said, b) = self.taken_lines(words, game, (&caught.from, taken))?;
                    *out += &said;
                    broke |= b;
                }
                Err(refused) => {
                    let args = Args::new().text("sender", &caught.sender);
                    *out += &say(lang, "table-live-refused", args);
                    *out += &format!(" {}\n", refusal(lang, refused));
                }
            }
        }
        Ok(broke)
    }
}

/// Why the room could not be reached, worded.
fn live_error(lang: Lang, error: &crate::table_live::LiveError) -> String {
    say(
        lang,
        "table-live-failed",
        Args::new().text("reason", error.to_string()),
    )
}

/// The game as the room holds it, with the entries made here after the
/// first `confirmed` of `log` and what goes with them; when the room went
/// on another way meanwhile, those entries wait as a line instead, never
/// written over, and that is said.
fn with_entries_made_here(
    lang: Lang,
    game: &TableLog,
    (log, confirmed): (&TableLog, usize),
) -> (TableLog, String) {
    let mut draft = game.clone();
    if log.entries.len() > confirmed && game.entries.len() > confirmed {
        let name = say(
            lang,
            "table-live-unsent-line",
            Args::new().text("at", now()),
        );
        draft.lines.push(coin_table::Line {
            name: name.clone(),
            at: now(),
            entries: log.entries.clone(),
            annotations: Vec::new(),
        });
        let said = say(lang, "table-live-unsent", Args::new().text("line", name));
        return (draft, said + "\n");
    }
    draft
        .entries
        .extend(log.entries[confirmed..].iter().cloned());
    draft.distance.merge(&log.distance);
    (draft, String::new())
}
