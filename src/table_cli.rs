//! The table's own commands (`table setup`, `check`, `totals`, `judge`,
//! `report`, `turn`, `playout`, `board`, and for a game played at a
//! distance `key`, `join`, `seats`, `send`, `open`, `draw`, in
//! `table_distance.rs`),
//! for any volume the program carries: each goes through the contract
//! (`coin_table::Volume`) and the table's log (`coin_table::TableLog`),
//! never through one game's types, and is worded from `table.ftl` and the
//! volume's own words.

use std::path::{Path, PathBuf};

use clap::Subcommand;
use coin_table::{
    NotPlanned, PlayoutFailed, Reason, TableLog, Unplayable, Verdict, Volume, judge_playout,
    non_player_entry, play_in_game, replay,
};

use crate::files::{invalid, read_text, write_keeping_backup};
use crate::i18n::files::file_error;
use crate::i18n::fluent::{Args, Lang, say};
use crate::i18n::volume::{Names, VolumeWords};
use crate::report::{picture_name, write_report};
use crate::table_board::{TableWindow, run_table_window};
use crate::table_distance::{Distant, LiveAsk, draw_problem_lines, judged_lines, new_game_name};
use crate::table_files::with_own_files;
use crate::table_report::{
    TableReport, entry_markdown, entry_range, total_lines, verdict_lines, why_lines,
};

/// A command of the table, the same for every volume.
#[derive(Debug, Subcommand)]
pub enum TableCommand {
    /// Set a scenario up and write the table's log of a new game.
    Setup {
        /// The scenario, by the volume's key for it.
        scenario: String,
        /// The seed of every draw and die.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The log to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// A game played at a distance: the game gets a name of its own,
        /// and its players join it before the first entry.
        #[arg(long)]
        distance: bool,
    },
    /// Show this machine's public key for games played at a distance,
    /// making the key first when there is none.
    Key,
    /// Join a game played at a distance: write your seat (its name, the
    /// sides it plays, your public key and your commitment to your secrets
    /// for the draws) to a file, to send to whoever holds the game's log.
    Join {
        /// The game's log, as its holder sent it.
        file: PathBuf,
        /// Your seat's name, as the other players know you.
        #[arg(long)]
        seat: String,
        /// The sides you play, by the volume's keys, separated by commas.
        #[arg(long, value_delimiter = ',')]
        sides: Vec<String>,
        /// The seat file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Seat the players of a game played at a distance, before its first
    /// entry: each seat file their `join` wrote.
    Seats {
        /// The game's log.
        file: PathBuf,
        /// The seat files.
        #[arg(required = true)]
        seats: Vec<PathBuf>,
    },
    /// Send your turn: sign your entries since the last exchange and write
    /// them, with your secrets for the draws, as a turn file for the other
    /// seats.
    Send {
        /// The game's log.
        file: PathBuf,
        /// The turn file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Send the entries after this one (default: those after the last
        /// entry another seat signed).
        #[arg(long)]
        after: Option<usize>,
    },
    /// Open a turn another seat sent: check that it continues this game,
    /// judge its entries, reveal your secret for a draw asked for, turn
    /// the card up once every secret is in, and say whose turn is next.
    Open {
        /// The game's log.
        file: PathBuf,
        /// The turn file.
        turn: PathBuf,
    },
    /// Ask for the next card of a game played at a distance: reveal your
    /// secret for the next draw; the card comes once every seat revealed
    /// its own.
    Draw {
        /// The game's log.
        file: PathBuf,
    },
    /// Play a game at a distance live, in a Matrix room: read the room and
    /// take its turns, each new entry judged; reveal your secret for a
    /// draw asked for; send your entries made since the last exchange
    /// (with --send); and say whose turn is next.
    Live {
        /// The game's log.
        file: PathBuf,
        /// The homeserver's address, such as `https://matrix.org`.
        #[arg(long)]
        server: String,
        /// Your Matrix user name there.
        #[arg(long)]
        user: String,
        /// A file holding your Matrix password (default: the environment
        /// variable GANDHI_MATRIX_PASSWORD).
        #[arg(long, value_name = "FILE")]
        password_file: Option<PathBuf>,
        /// Open a room for this game.
        #[arg(long)]
        create: bool,
        /// Invite this Matrix user ID into the room opened (one --invite
        /// for each).
        #[arg(long, value_name = "USER")]
        invite: Vec<String>,
        /// The game's room, by the ID it was given when it was opened.
        #[arg(long)]
        room: Option<String>,
        /// Send your entries made since the last exchange.
        #[arg(long)]
        send: bool,
        /// Say this to the table.
        #[arg(long, value_name = "TEXT")]
        say: Option<String>,
    },
    /// Replay a log and check the position it reaches: every verdict with
    /// its section, then the totals.
    Check {
        /// The table's log.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Replay a log and show each side's victory total, the total it must
    /// exceed, and its margin, after the last entry.
    Totals {
        /// The table's log.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Replay a log and judge every entry: what each broke, and whether
    /// the log's seal holds.
    Judge {
        /// The table's log.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Let a side's non-player system play its turn on a log: the turn is
    /// added to the log as an entry, judged, with the reason for each
    /// decision; a choice left to the players is asked instead (exit 3).
    Turn {
        /// The side, by the volume's key for it.
        side: String,
        /// The table's log.
        file: PathBuf,
        /// An answer to the system's questions, in the order asked (one
        /// `--answer` for each).
        #[arg(long = "answer", value_name = "KEY")]
        answers: Vec<String>,
    },
    /// Let the volume's random generator play whole games, and judge every
    /// entry it made as any log is judged: a verdict that breaks a rule is
    /// a disagreement between the generator and the checks.
    Playout {
        /// The scenario, by the volume's key for it.
        scenario: String,
        /// How many games (default: 10), from seeds S, S+1…
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// The first game's seed (default: 1).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Open the table's board on a log in a window: play it by dragging
    /// pieces; every entry ended is written back to the log.
    Board {
        /// The table's log.
        file: PathBuf,
        /// Open the board-entry mode at once: enter the board from your
        /// copy of the game, by clicking (for a volume whose rulebook does
        /// not print its board).
        #[arg(long)]
        enter_board: bool,
    },
    /// Write a report of a log's entries in Markdown: each entry's gestures,
    /// verdicts and totals; to a file ending in .html, a dispute report: the
    /// page, its Markdown and the board before and after as pictures.
    Report {
        /// The table's log.
        file: PathBuf,
        /// The file to write (.md, or .html for a dispute report).
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Only these entries, numbered from 1: N, or N..M.
        #[arg(long, value_name = "N[..M]")]
        entry: Option<String>,
    },
}

/// What a command printed and its exit code (1: something broke a rule or
/// the seal does not hold; 3: a non-player's turn waits for the players'
/// answer), or why it could not run.
pub type Ran = Result<(String, u8), String>;

/// A volume's log replayed: the position, the play and what was said.
type Replay<V> = coin_table::Replayed<<V as Volume>::State, <V as Volume>::Play>;

/// A volume seated at the table with its data: what the command line runs
/// the table's commands on.
pub trait Seat {
    /// The volume's key, as `--volume` names it.
    fn key(&self) -> &'static str;
    /// Runs a command on this volume, with the table's own files in
    /// `user_data` merged over its data; and what was said of those files.
    fn run(&self, command: &TableCommand, lang: Lang, user_data: Option<&Path>) -> (Ran, String);
}

/// A volume and its data.
pub struct Seated<'d, V: Volume> {
    /// The volume.
    pub volume: V,
    /// Its component data.
    pub data: &'d V::Data,
    /// The names the program gives its things, if any.
    pub names: Option<Names<V>>,
}

impl<V: Volume> std::fmt::Debug for Seated<'_, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Seated")
            .field("volume", &self.volume.key())
            .finish_non_exhaustive()
    }
}

impl<V> Seat for Seated<'_, V>
where
    V: Volume + Clone + 'static,
    V::Data: Clone + 'static,
    V::State: 'static,
{
    fn key(&self) -> &'static str {
        self.volume.key()
    }

    fn run(&self, command: &TableCommand, lang: Lang, user_data: Option<&Path>) -> (Ran, String) {
        let words = VolumeWords::of(&self.volume, self.data, self.names, lang);
        let (merged, said) = with_own_files(&self.volume, self.data, user_data, &words);
        let ran = match &merged {
            Some(data) => Seated {
                volume: self.volume.clone(),
                data,
                names: self.names,
            }
            .command(command, lang, user_data),
            None => self.command(command, lang, user_data),
        };
        (ran, said)
    }
}

impl<V> Seated<'_, V>
where
    V: Volume + Clone + 'static,
    V::Data: Clone + 'static,
    V::State: 'static,
{
    /// Runs a command on this volume with its data as it is.
    fn command(&self, command: &TableCommand, lang: Lang, user_data: Option<&Path>) -> Ran {
        let words = VolumeWords::of(&self.volume, self.data, self.names, lang);
        match command {
            TableCommand::Setup {
                scenario,
                seed,
                output,
                distance,
            } => self.setup(&words, (scenario, *seed), (output, *distance)),
            TableCommand::Key => self.distant().seat_key_shown(lang, user_data),
            TableCommand::Join {
                file,
                seat,
                sides,
                output,
            } => self
                .distant()
                .join(&words, (file, output), (seat, sides), user_data),
            TableCommand::Seats { file, seats } => self.distant().seats(&words, file, seats),
            TableCommand::Send {
                file,
                output,
                after,
            } => self
                .distant()
                .send(&words, (file, output), *after, user_data),
            TableCommand::Open { file, turn } => {
                self.distant().open(&words, (file, turn), user_data)
            }
            TableCommand::Draw { file } => self.distant().draw(&words, file, user_data),
            TableCommand::Live {
                file,
                server,
                user,
                password_file,
                create,
                invite,
                room,
                send,
                say: said,
            } => {
                let password = match password_file {
                    Some(path) => read_text(path)
                        .map_err(|error| file_error(lang, &error))?
                        .trim()
                        .to_owned(),
                    None => std::env::var("GANDHI_MATRIX_PASSWORD")
                        .map_err(|_| say(lang, "table-live-no-password", Args::new()))?,
                };
                let ask = LiveAsk {
                    server,
                    user,
                    password: &password,
                    room: room.as_deref(),
                    create: create.then_some(&invite[..]),
                    send: *send,
                    say: said.as_deref(),
                };
                self.distant().live(&words, file, &ask, user_data)
            }
            TableCommand::Check { file, json } => self.check(&words, file, *json),
            TableCommand::Totals { file, json } => self.totals(&words, file, *json),
            TableCommand::Judge { file, json } => self.judge(&words, file, *json),
            TableCommand::Report {
                file,
                output,
                entry,
            } => self.report(&words, file, (output, entry.as_deref())),
            TableCommand::Turn {
                side,
                file,
                answers,
            } => self.turn(&words, (side, answers), file),
            TableCommand::Playout {
                scenario,
                games,
                seed,
                json,
            } => self.playout(&words, scenario, (*seed, *games), *json),
            TableCommand::Board { file, enter_board } => {
                let mut window =
                    TableWindow::open(self.volume.clone(), self.data.clone(), file, lang)?
                        .with_user_data(user_data.map(Path::to_owned));
                if let Some(names) = self.names {
                    window = window.with_names(names);
                }
                if *enter_board {
                    window.enter_board();
                }
                run_table_window(window)?;
                Ok((String::new(), 0))
            }
        }
    }
}

/// A verdict as the JSON output writes it.
#[derive(serde::Serialize)]
struct VerdictJson<'a> {
    rule: String,
    code: &'a str,
    error: bool,
    args: &'a [String],
    text: String,
}

fn verdicts_json<'a>(words: &VolumeWords, verdicts: &'a [Verdict]) -> Vec<VerdictJson<'a>> {
    verdicts
        .iter()
        .map(|v| VerdictJson {
            rule: v.rule.to_string(),
            code: &v.code,
            error: v.error,
            args: &v.args,
            text: words.verdict(v),
        })
        .collect()
}

fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(value)
        .map(|text| format!("{text}\n"))
        .unwrap_or_else(|error| format!("{{\"unwritable\": \"{error}\"}}\n"))
}

/// Lines of text, each ended.
fn lines(said: Vec<String>) -> String {
    said.into_iter().map(|line| line + "\n").collect()
}

fn breaks(verdicts: &[Verdict]) -> bool {
    verdicts.iter().any(|v| v.error)
}

impl<V: Volume> Seated<'_, V> {
    /// The volume and its data, for a game played at a distance.
    fn distant(&self) -> Distant<'_, V> {
        Distant {
            volume: &self.volume,
            data: self.data,
        }
    }

    fn setup(
        &self,
        words: &VolumeWords,
        (scenario, seed): (&str, u64),
        (output, distance): (&Path, bool),
    ) -> Ran {
        let lang = words.lang();
        self.volume
            .setup(self.data, scenario, seed)
            .map_err(|reason| {
                say(
                    lang,
                    "table-no-setup",
                    Args::new()
                        .text("scenario", scenario)
                        .text("reason", reason),
                )
            })?;
        let mut log = TableLog::new(self.volume.key(), scenario, seed);
        if distance {
            log.distance.game = new_game_name();
        }
        write_keeping_backup(output, &log.write(&self.volume))
            .map_err(|error| file_error(lang, &error))?;
        let mut said = say(
            lang,
            "table-set-up",
            Args::new()
                .text("file", output.display().to_string())
                .text("volume", words.name(self.volume.key()))
                .text("scenario", words.name(scenario))
                .text("seed", seed.to_string()),
        );
        if distance {
            said += "\n";
            let args = Args::new().text("game", &log.distance.game);
            said += &say(lang, "table-distance-set-up", args);
        }
        Ok((said + "\n", 0))
    }

    /// Reads a log and replays it: the log, whether its seal holds, and
    /// the replay.
    fn replayed(
        &self,
        words: &VolumeWords,
        file: &Path,
    ) -> Result<(TableLog, Sealed, Replay<V>), String> {
        let lang = words.lang();
        let text = read_text(file).map_err(|error| file_error(lang, &error))?;
        let read = TableLog::read(&self.volume, &file.display().to_string(), &text)
            .map_err(|errors| file_error(lang, &invalid(file, errors)))?;
        let replayed = replay(&self.volume, self.data, &read.log, usize::MAX)
            .map_err(|unplayable| words.unplayable(&read.log.scenario, unplayable))?;
        let seal = Sealed::of(read.sealed, read.has_seal);
        Ok((read.log, seal, replayed))
    }

    /// A non-player's turn added to the log in `file`, with the reason for
    /// each decision; or the question it waits on, with the keys it takes.
    fn turn(&self, words: &VolumeWords, (side, answers): (&str, &[String]), file: &Path) -> Ran {
        let lang = words.lang();
        let (mut log, sealed, replayed) = self.replayed(words, file)?;
        if sealed == Sealed::Changed {
            return Err(say(lang, "table-turn-unsealed", Args::new()));
        }
        let asked = (side, answers);
        let game = log.so_far((&replayed.state, &replayed.play));
        let (entry, trace) = match non_player_entry(&self.volume, self.data, game, asked) {
            Ok(planned) => planned,
            Err(NotPlanned::Asked(question)) => {
                let mut out = reason_lines(words, &question.trace);
                out += &(words.reason(&question.asked, true) + "\n");
                let side = words.name(side);
                out += &(say(lang, "table-turn-asked", Args::new().text("side", side)) + "\n");
                for key in &question.options {
                    out += &format!("  {key}: {}\n", words.name(key));
                }
                return Ok((out, 3));
            }
            Err(NotPlanned::Cannot(reason)) => {
                let args = Args::new()
                    .text("side", words.name(side))
                    .text("reason", reason);
                return Err(say(lang, "table-turn-cannot", args));
            }
        };
        let (mut state, mut play) = (replayed.state, replayed.play);
        let at = log.entries.len();
        let game = (&mut state, &mut play);
        let judged = play_in_game(&self.volume, self.data, game, &entry).map_err(|refused| {
            let entry = at;
            words.unplayable(&log.scenario, Unplayable::Entry { entry, refused })
        })?;
        let mut out = reason_lines(words, &trace);
        out += &(words.entry_heading(at, &entry) + "\n");
        for gesture in &entry.gestures {
            out += &format!("  {}\n", words.gesture(gesture));
        }
        out += &lines(verdict_lines(words, &judged.verdicts));
        out += &lines(total_lines(words, &judged.totals));
        log.entries.push(entry);
        write_keeping_backup(file, &log.write(&self.volume))
            .map_err(|error| file_error(lang, &error))?;
        Ok((out, u8::from(breaks(&judged.verdicts))))
    }

    /// Plays `games` whole games from seeds `first`, `first + 1`… with the
    /// volume's generator and judges them: a line for each game and for
    /// each verdict that breaks a rule, then the sum (exit 1 when anything
    /// broke or a game could not be played out).
    fn playout(
        &self,
        words: &VolumeWords,
        scenario: &str,
        (first, games): (u64, u64),
        as_json: bool,
    ) -> Ran {
        let lang = words.lang();
        let last = first.checked_add(games - 1).ok_or_else(|| {
            say(
                lang,
                "table-playout-seeds",
                Args::new().text("last", u64::MAX.to_string()),
            )
        })?;
        let mut played = Vec::new();
        for seed in first..=last {
            let judged = match judge_playout(&self.volume, self.data, (scenario, seed)) {
                Ok(judged) => Ok(judged),
                Err(PlayoutFailed::NoGenerator) => {
                    let volume = words.name(self.volume.key());
                    return Err(say(
                        lang,
                        "table-playout-none",
                        Args::new().text("volume", volume),
                    ));
                }
                Err(PlayoutFailed::Stopped(reason)) => Err(say(
                    lang,
                    "table-playout-stopped",
                    Args::new()
                        .text("seed", seed.to_string())
                        .text("reason", reason),
                )),
                Err(PlayoutFailed::Unplayable(unplayable)) => {
                    Err(words.unplayable(scenario, unplayable))
                }
            };
            played.push((seed, judged));
        }
        let failed = played
            .iter()
            .any(|(_, judged)| judged.as_ref().map_or(true, |j| !j.broken.is_empty()));
        let code = u8::from(failed);
        if as_json {
            return Ok((playout_json(words, &played), code));
        }
        Ok((playout_lines(words, &played), code))
    }

    fn check(&self, words: &VolumeWords, file: &Path, as_json: bool) -> Ran {
        let (_, _, replayed) = self.replayed(words, file)?;
        let verdicts = self.volume.check(self.data, &replayed.state);
        let totals = self.volume.totals(self.data, &replayed.state);
        let code = u8::from(breaks(&verdicts));
        if as_json {
            #[derive(serde::Serialize)]
            struct Checked<'a> {
                verdicts: Vec<VerdictJson<'a>>,
                totals: Vec<(&'a str, i64, i64)>,
            }
            let checked = Checked {
                verdicts: verdicts_json(words, &verdicts),
                totals: totals
                    .iter()
                    .map(|t| (t.side.as_str(), t.total, t.threshold))
                    .collect(),
            };
            return Ok((json(&checked), code));
        }
        let mut out = lines(verdict_lines(words, &verdicts));
        out += &lines(total_lines(words, &totals));
        Ok((out, code))
    }

    fn totals(&self, words: &VolumeWords, file: &Path, as_json: bool) -> Ran {
        let (log, _, replayed) = self.replayed(words, file)?;
        let totals = self.volume.totals(self.data, &replayed.state);
        let outcome = self.volume.outcome(self.data, &replayed.state);
        if as_json {
            #[derive(serde::Serialize)]
            struct Side<'a> {
                side: &'a str,
                total: i64,
                threshold: i64,
                margin: i64,
            }
            #[derive(serde::Serialize)]
            struct Totals<'a> {
                volume: &'a str,
                entries: usize,
                sides: Vec<Side<'a>>,
                /// How the game ended, once it has: the volume's codes
                /// and arguments, the same in every language.
                #[serde(skip_serializing_if = "Vec::is_empty")]
                outcome: Vec<Ended<'a>>,
            }
            #[derive(serde::Serialize)]
            struct Ended<'a> {
                rule: String,
                code: &'a str,
                args: &'a [String],
            }
            let totals = Totals {
                volume: self.volume.key(),
                entries: log.entries.len(),
                sides: totals
                    .iter()
                    .map(|t| Side {
                        side: &t.side,
                        total: t.total,
                        threshold: t.threshold,
                        margin: t.total - t.threshold,
                    })
                    .collect(),
                outcome: outcome
                    .iter()
                    .map(|r| Ended {
                        rule: r.rule.to_string(),
                        code: &r.code,
                        args: &r.args,
                    })
                    .collect(),
            };
            return Ok((json(&totals), 0));
        }
        let mut said = total_lines(words, &totals);
        said.extend(outcome.iter().map(|r| words.reason(r, false)));
        Ok((lines(said), 0))
    }

    fn judge(&self, words: &VolumeWords, file: &Path, as_json: bool) -> Ran {
        let (log, sealed, replayed) = self.replayed(words, file)?;
        // A game played at a distance: whose hand each entry bears, and
        // what its draws break.
        let seated = log.distance.is_seated();
        let hands = if seated {
            log.hands(&self.volume)
        } else {
            Vec::new()
        };
        let draws = log.draw_problems(&self.volume, self.data);
        let forged = hands
            .iter()
            .any(|h| matches!(h, coin_table::Hand::Forged(_)));
        let broke = replayed.steps.iter().any(|s| breaks(&s.verdicts));
        let code = u8::from(broke || forged || !draws.is_empty() || sealed == Sealed::Changed);
        if as_json {
            #[derive(serde::Serialize)]
            struct Entry<'a> {
                entry: usize,
                declare: Option<&'a str>,
                #[serde(skip_serializing_if = "Option::is_none")]
                hand: Option<String>,
                verdicts: Vec<VerdictJson<'a>>,
            }
            #[derive(serde::Serialize)]
            struct Judgement<'a> {
                sealed: Option<bool>,
                entries: Vec<Entry<'a>>,
                #[serde(skip_serializing_if = "Vec::is_empty")]
                draw_problems: Vec<(usize, String)>,
            }
            let judgement = Judgement {
                sealed: sealed.json(),
                entries: log
                    .entries
                    .iter()
                    .zip(&replayed.steps)
                    .enumerate()
                    .map(|(i, (entry, step))| Entry {
                        entry: i + 1,
                        declare: entry.declare.as_deref(),
                        hand: hands.get(i).map(hand_code),
                        verdicts: verdicts_json(words, &step.verdicts),
                    })
                    .collect(),
                draw_problems: draws,
            };
            return Ok((json(&judgement), code));
        }
        let lang = words.lang();
        let mut out = String::new();
        for (i, (entry, step)) in log.entries.iter().zip(&replayed.steps).enumerate() {
            out += &judged_lines(words, (i, entry), hands.get(i), &step.verdicts);
        }
        out += &draw_problem_lines(lang, draws);
        out += &seal_line(words, sealed);
        out += "\n";
        Ok((out, code))
    }

    /// Writes the report of a log's entries (all, or those `--entry`
    /// names): Markdown, or to a file ending in `.html` the dispute report's
    /// four files, all or none.
    fn report(
        &self,
        words: &VolumeWords,
        file: &Path,
        (output, entry): (&Path, Option<&str>),
    ) -> Ran {
        let lang = words.lang();
        let asked = || {
            Args::new()
                .text("file", file.display().to_string())
                .text("entries", entry.unwrap_or_default().to_owned())
        };
        let range = match entry {
            Some(text) => {
                entry_range(text).ok_or_else(|| say(lang, "cli-entry-unreadable", asked()))?
            }
            None => 1..=usize::MAX,
        };
        let (log, sealed, replayed) = self.replayed(words, file)?;
        let count = i64::try_from(log.entries.len()).unwrap_or(i64::MAX);
        // A range asked for must start in the log; without one, a log with
        // no entry yet still gets its Markdown report.
        if entry.is_some() && *range.start() > log.entries.len() {
            return Err(say(lang, "cli-entry-past-log", asked().num("count", count)));
        }
        if output.extension().is_some_and(|e| e == "html") {
            // A log changed after it was sealed is a finding: the report is
            // written, and says so, as Gandhi's own report does.
            let code = u8::from(sealed == Sealed::Changed);
            let made = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
            let seal = seal_line(words, sealed);
            let texts = crate::rules_text::RuleTexts::bundled();
            let report = TableReport {
                volume: &self.volume,
                data: self.data,
                words,
                log: &log,
                steps: &replayed.steps,
                seal: &seal,
                texts: &texts,
            }
            .report(range, (&picture_name(output), &made))
            .ok_or_else(|| say(lang, "cli-entry-none", asked()))?;
            let written = write_report(output, &report, Some(file))
                .map_err(|error| file_error(lang, &error))?;
            let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
            let said = say(
                lang,
                "cli-report-written",
                Args::new()
                    .text("files", names.join(", "))
                    .text("hash", report.hash),
            );
            return Ok((format!("{said}\n{seal}\n"), code));
        }
        let mut md = format!(
            "# {}\n\n{}\n\n",
            say(
                lang,
                "table-report-title",
                Args::new()
                    .text("volume", words.name(&log.volume))
                    .text("scenario", words.name(&log.scenario))
                    .text("seed", log.seed.to_string()),
            ),
            seal_line(words, sealed)
        );
        let covered = log.entries.iter().zip(&replayed.steps).enumerate();
        for (i, (entry, step)) in covered.filter(|(i, _)| range.contains(&(i + 1))) {
            let why = why_lines((&self.volume, self.data), words, &log, i);
            md += &entry_markdown(words, (i, entry), (step, &why), str::to_owned);
        }
        write_keeping_backup(output, &md).map_err(|error| file_error(lang, &error))?;
        let said = say(
            lang,
            "table-report-written",
            Args::new()
                .text("file", output.display().to_string())
                .num("entries", count),
        );
        Ok((said + "\n", 0))
    }
}

/// A non-player's decisions, a line each with its section.
fn reason_lines(words: &VolumeWords, trace: &[Reason]) -> String {
    trace.iter().map(|r| words.reason_line(r) + "\n").collect()
}

/// Whose hand an entry bears, as the JSON output writes it: `signed:SEAT`,
/// `unsigned` or `forged:SEAT`.
fn hand_code(hand: &coin_table::Hand) -> String {
    match hand {
        coin_table::Hand::Signed(seat) => format!("signed:{seat}"),
        coin_table::Hand::Unsigned => "unsigned".to_owned(),
        coin_table::Hand::Forged(seat) => format!("forged:{seat}"),
    }
}

/// What a log's seal says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sealed {
    /// The seal is the one its entries make.
    Holds,
    /// The log was changed after it was sealed.
    Changed,
    /// The file carries no seal (written by hand): said, but no failure.
    Missing,
}

impl Sealed {
    fn of(sealed: bool, has_seal: bool) -> Sealed {
        match (sealed, has_seal) {
            (true, _) => Sealed::Holds,
            (false, true) => Sealed::Changed,
            (false, false) => Sealed::Missing,
        }
    }

    /// As the JSON output writes it: whether it holds, null when missing.
    fn json(self) -> Option<bool> {
        match self {
            Sealed::Holds => Some(true),
            Sealed::Changed => Some(false),
            Sealed::Missing => None,
        }
    }
}

fn seal_line(words: &VolumeWords, sealed: Sealed) -> String {
    let id = match sealed {
        Sealed::Holds => "table-sealed",
        Sealed::Changed => "table-unsealed",
        Sealed::Missing => "table-not-sealed",
    };
    say(words.lang(), id, Args::new())
}

/// Each played-out game: its seed, and the table's judgement of it or why
/// it could not be played out, worded.
type PlayedOut<D> = [(u64, Result<coin_table::JudgedPlayout<D>, String>)];

/// The played-out games as JSON: for each, its seed, entries, the
/// verdicts that break a rule with their entries, the warnings, the
/// totals, or why it failed.
fn playout_json<D>(words: &VolumeWords, played: &PlayedOut<D>) -> String {
    #[derive(serde::Serialize)]
    struct Game<'a> {
        seed: u64,
        entries: usize,
        broken: Vec<(usize, VerdictJson<'a>)>,
        warnings: usize,
        totals: Vec<(&'a str, i64, i64)>,
        failed: Option<&'a str>,
    }
    let games: Vec<Game> = played
        .iter()
        .map(|(seed, judged)| match judged {
            Ok(j) => Game {
                seed: *seed,
                entries: j.log.entries.len(),
                broken: j
                    .broken
                    .iter()
                    .map(|(at, v)| (*at, verdicts_json(words, std::slice::from_ref(v)).remove(0)))
                    .collect(),
                warnings: j.warnings,
                totals: j
                    .totals
                    .iter()
                    .map(|t| (t.side.as_str(), t.total, t.threshold))
                    .collect(),
                failed: None,
            },
            Err(why) => Game {
                seed: *seed,
                entries: 0,
                broken: Vec::new(),
                warnings: 0,
                totals: Vec::new(),
                failed: Some(why),
            },
        })
        .collect();
    json(&games)
}

/// The played-out games as lines: one for each game and for each verdict
/// that breaks a rule, then the sum.
fn playout_lines<D>(words: &VolumeWords, played: &PlayedOut<D>) -> String {
    let lang = words.lang();
    let mut out = String::new();
    let (mut entries, mut broken) = (0, 0);
    for (seed, judged) in played {
        let judged = match judged {
            Ok(judged) => judged,
            Err(why) => {
                out += &format!("{why}\n");
                continue;
            }
        };
        entries += judged.log.entries.len();
        broken += judged.broken.len();
        let args = Args::new()
            .text("seed", seed.to_string())
            .count("entries", judged.log.entries.len())
            .count("broken", judged.broken.len())
            .count("warnings", judged.warnings);
        out += &(say(lang, "table-playout-game", args) + "\n");
        for (at, verdict) in &judged.broken {
            let args = Args::new().count("entry", *at);
            let heading = say(lang, "table-playout-entry", args);
            out += &format!("  {heading}: {}\n", words.verdict_line(verdict));
        }
    }
    let args = Args::new()
        .count("games", played.len())
        .count("entries", entries)
        .count("broken", broken);
    out += &(say(lang, "table-playout-sum", args) + "\n");
    out
}
