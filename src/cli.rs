//! The command line: set up a scenario, print Raj Control and the victory
//! totals, check a state against the static rules, judge a saved game again.
//! Documented in docs/cli.md.
//!
//! Exit codes: 0 success (and, for `check` and `judge`, nothing found), 1
//! findings (for `judge` also a difference with the file, a broken seal or a
//! log that cannot be replayed), 2 the input could not be read or used.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use coin_table::Seal;
use gandhi_validator::position::ranking;
use gandhi_validator::position::{active_non_raj_pieces, raj_control};
use gandhi_validator::position::{place_gandhi, setup};
use gandhi_validator::position::{state_from_yaml, state_to_yaml};
use gandhi_validator::{
    components::GameData,
    findings::Report,
    play::check,
    position::{GameState, totals},
    terms::{Faction, SpaceKind},
};
use serde_json::json;

use crate::app::AppConfig;
use crate::files::{load_data, read_text, write_atomically, write_keeping_backup};
use crate::i18n::volume::VolumeWords;
use crate::i18n::{
    self,
    fluent::{Args, Lang},
};
use crate::table_cli::{Seat, Seated, TableCommand};
use crate::table_files::with_own_files;

/// Exit code when a check found something.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit code when the input could not be read or used.
pub const EXIT_BAD_INPUT: u8 = 2;

#[derive(Debug, Parser)]
#[command(
    name = "gandhi-moderator",
    version,
    about = "A moderator for Gandhi (GMT COIN Series Vol. IX): rules checks citing the rulebook, Raj Control and the victory totals.",
    after_help = "Exit codes: 0 success, 1 findings (check, judge), 2 unreadable or unusable input."
)]
struct Cli {
    /// Read component data from this folder (laid out like data/) instead of the built-in copy.
    #[arg(long, global = true, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Apply a table's map checks from this file. Without it, the commands
    /// use map_checks.yaml in the user data folder when there is one.
    #[arg(long, global = true, value_name = "FILE")]
    map_checks: Option<PathBuf>,
    /// The user data folder: where the table's own files are read from
    /// (the map checks, the players' cards and non-player aid, a volume's
    /// files of its own) and the board keeps its autosaves. Without it, the
    /// program's folder for this user.
    #[arg(long, global = true, value_name = "DIR")]
    user_data: Option<PathBuf>,
    /// The language of the messages: en, it or es. Without it, the
    /// language comes from LC_ALL, LC_MESSAGES or LANG (it… Italian, es…
    /// Spanish, anything else English).
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<LangArg>,
    /// A saved game to open on the board.
    #[arg(value_name = "GAME")]
    game: Option<PathBuf>,
    /// Open the board on a new game of this scenario, skipping the start screen.
    #[arg(long, value_name = "SCENARIO", conflicts_with = "game")]
    new: Option<ScenarioArg>,
    /// With --new: the seed (random when left out).
    #[arg(long, requires = "new")]
    seed: Option<u64>,
    /// Open the board in the map check mode, to check the map against your own board.
    #[arg(long)]
    check_map: bool,
    /// Close as soon as the first frame is shown (to measure start-up time).
    #[arg(long, hide = true)]
    exit_after_first_frame: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Set up a scenario and write its state file.
    Setup {
        /// Which scenario: short (1930), main (1917) or quick (Quick Start on the Main setup).
        scenario: ScenarioArg,
        /// Seed for the deck and every later die roll; random when left out.
        #[arg(long)]
        seed: Option<u64>,
        /// Main and Quick Start: the space where Congress places Gandhi, an Active
        /// Activist and a Protest. Without it that step stays pending.
        #[arg(long, value_name = "SPACE")]
        gandhi: Option<String>,
        /// The state file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Print Raj Control per space and the four victory totals and margins.
    Totals {
        /// A state file; or use --scenario.
        #[arg(value_name = "FILE", required_unless_present = "scenario")]
        file: Option<PathBuf>,
        /// Show a freshly set-up scenario instead of a file.
        #[arg(long, conflicts_with = "file")]
        scenario: Option<ScenarioArg>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Check a state file against the static rules; list every finding with its section.
    Check {
        /// The state file.
        file: PathBuf,
        /// Print JSON: a list of findings.
        #[arg(long)]
        json: bool,
    },
    /// Replay a saved game and judge every entry again with today's rules:
    /// each finding with its entry, where the findings differ from those the
    /// file stored, and whether the log's seal holds.
    Judge {
        /// The saved game.
        file: PathBuf,
        /// Print JSON: the findings, the differences, the seal.
        #[arg(long)]
        json: bool,
    },
    /// Write a dispute report of a saved game's entries: one HTML page,
    /// with its Markdown and the board pictures beside it.
    Report {
        /// The saved game.
        file: PathBuf,
        /// The entries, numbered from 1 as the Log shows them: N, or N..M.
        #[arg(long, value_name = "N[..M]")]
        entry: String,
        /// The HTML file to write (NAME.md, NAME-before.svg and
        /// NAME-after.svg are written beside it).
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Write a saved game as the table's log, entry for entry (an action
    /// with its changes as one entry), to open it on the table's board or
    /// with its commands.
    ToTable {
        /// The saved game.
        file: PathBuf,
        /// The table's log to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Play whole random games of legal actions, checking every step, and
    /// report how they ended and how fast they ran.
    Playout {
        /// Which scenario.
        #[arg(long, default_value = "short")]
        scenario: ScenarioArg,
        /// How many games (at least one).
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// The first game's seed; each next game uses the next seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the first game's saved game to this file.
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        /// Seat these Factions as non-players (comma-separated keys, e.g.
        /// raj,revolutionaries): the non-player rules that hold for every
        /// action apply to them (8.1).
        #[arg(long, value_name = "FACTIONS", value_delimiter = ',')]
        non_players: Vec<String>,
        /// After every step, also write and read back the state file and
        /// save and reopen the game (its seal intact).
        #[arg(long)]
        round_trip: bool,
        /// Play the games on this many threads; the results are the same as
        /// on one.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
        /// Play every game even after one breaks a rule; each is reported,
        /// and the exit code is 1 at the end.
        #[arg(long)]
        keep_going: bool,
    },
    /// Measure how well the checks catch broken moves: play seeded games,
    /// judge every legal step again (a finding there is a false alarm),
    /// then apply single faults of defined kinds to each step and count
    /// those caught with the right section, with another, and missed.
    Fidelity {
        /// Which scenario.
        #[arg(long, default_value = "short")]
        scenario: ScenarioArg,
        /// How many games (at least one).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// The first game's seed; each next game uses the next seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seat these Factions as non-players in every game (comma-separated
        /// keys); their turns are played by the non-player engine with a
        /// made-up aid where the data has none.
        #[arg(long, value_name = "FACTIONS", value_delimiter = ',')]
        non_players: Vec<String>,
        /// Rotate the seating from game to game instead: four players, four
        /// non-players, the Raj and the Revolutionaries as non-players,
        /// Congress and the League as non-players.
        #[arg(long, conflicts_with = "non_players")]
        mix: bool,
        /// Play the games on this many threads; the results are the same as
        /// on one.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        jobs: u64,
        /// Write the whole report, in Markdown, to this file.
        #[arg(long, value_name = "FILE")]
        markdown: Option<PathBuf>,
        /// Write the freedom table, in Markdown, to this file: every choice
        /// the rulebook leaves a player, and how often the legal steps
        /// played it.
        #[arg(long, value_name = "FILE")]
        freedoms: Option<PathBuf>,
    },
    /// The table's own commands, the same for every volume the program
    /// carries, taken through the contract between the table and a volume:
    /// set up a game in the table's log, check it, judge it, report it.
    Table {
        /// The volume: gandhi (the one this program carries).
        #[arg(long, default_value = "gandhi")]
        volume: String,
        #[command(subcommand)]
        command: TableCommand,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ScenarioArg {
    Short,
    Main,
    Quick,
}

/// A language chosen with `--lang`.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    It,
    Es,
}

impl LangArg {
    fn lang(self) -> Lang {
        match self {
            LangArg::En => Lang::En,
            LangArg::It => Lang::It,
            LangArg::Es => Lang::Es,
        }
    }
}

/// The language the environment asks for: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty; a value starting
/// with `it` is Italian, with `es` Spanish, anything else English.
pub fn lang_from_env(var: impl Fn(&str) -> Option<OsString>) -> Lang {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(&var)
        .map(|value| value.to_string_lossy().into_owned())
        .find(|value| !value.is_empty())
        .unwrap_or_default();
    if value.starts_with("it") {
        Lang::It
    } else if value.starts_with("es") {
        Lang::Es
    } else {
        Lang::En
    }
}

/// A message of the command line's Fluent file, in a language.
fn said(lang: Lang, id: &str, args: Args) -> String {
    i18n::fluent::say(lang, id, args)
}

/// A count as a Fluent number (it also selects plural forms).
fn n(count: impl TryInto<i64>) -> i64 {
    count.try_into().unwrap_or(i64::MAX)
}

impl ScenarioArg {
    fn key(self) -> &'static str {
        match self {
            ScenarioArg::Short => "short",
            ScenarioArg::Main => "main",
            ScenarioArg::Quick => "quick",
        }
    }
}

/// Output of a command: what to print on stdout and stderr, and the exit code.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Exit code.
    pub code: u8,
}

impl Outcome {
    fn failed(lang: Lang, message: impl std::fmt::Display) -> Outcome {
        Outcome {
            stdout: String::new(),
            stderr: format!(
                "{}\n",
                said(
                    lang,
                    "cli-error",
                    Args::new().text("message", message.to_string())
                )
            ),
            code: EXIT_BAD_INPUT,
        }
    }
}

/// What the arguments ask for: a command-line result, or the board.
#[derive(Debug)]
pub enum Launch {
    /// A command ran; print this.
    Done(Outcome),
    /// Open the board with this configuration.
    Window(AppConfig),
}

/// Parses arguments: a subcommand runs here; otherwise the board opens.
pub fn main(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let lang = lang_from_env(|name| std::env::var_os(name));
    let outcome = match launch(args) {
        Launch::Done(outcome) => outcome,
        Launch::Window(config) => match crate::app::run_window(config) {
            Ok(()) => Outcome::default(),
            Err(error) => Outcome::failed(
                lang,
                said(
                    lang,
                    "cli-window-failed",
                    Args::new().text("error", format!("{error:#}")),
                ),
            ),
        },
    };
    // Nothing useful can be done if the terminal is gone.
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}

/// Parses arguments and runs the command, returning its output (the board,
/// which needs a window, is reported as help here).
pub fn run(args: impl IntoIterator<Item = OsString>) -> Outcome {
    run_with(args, &[])
}

/// As [`run`], with more volumes seated for the table's commands besides
/// Gandhi (`table --volume KEY …`).
pub fn run_with(args: impl IntoIterator<Item = OsString>, more: &[&dyn Seat]) -> Outcome {
    let args: Vec<OsString> = args.into_iter().collect();
    let lang = lang_of(&args);
    match launch_with(args, more) {
        Launch::Done(outcome) => outcome,
        Launch::Window(_) => {
            let mut help = worded_command(lang);
            Outcome {
                stdout: format!("{}\n", help.render_help()),
                ..Outcome::default()
            }
        }
    }
}

/// The language the arguments ask for (`--lang X` or `--lang=X`), else the
/// environment's: read before parsing, so that the help and the parser's
/// own words are in it.
fn lang_of(args: &[OsString]) -> Lang {
    let text: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let asked = text.iter().enumerate().find_map(|(i, arg)| {
        arg.strip_prefix("--lang=").map(str::to_owned).or_else(|| {
            (arg == "--lang")
                .then(|| text.get(i + 1).cloned())
                .flatten()
        })
    });
    asked
        .and_then(|value| LangArg::from_str(&value, false).ok())
        .map_or_else(
            || lang_from_env(|name| std::env::var_os(name)),
            LangArg::lang,
        )
}

/// The message id of a help text: `cli-help-` and the command's path and
/// the argument's name, in kebab-case (`cli-help-setup-seed`).
fn help_id(path: &[&str], arg: Option<&str>) -> String {
    let mut id = String::from("cli-help");
    for part in path.iter().copied().chain(arg) {
        id.push('-');
        id.push_str(&part.replace('_', "-"));
    }
    id
}

/// A command and its subcommands with every help text, heading and usage
/// line worded in `lang` (`cli.ftl`), each message id it asks for added to
/// `asked`. The flags that print help and the version are the program's
/// own, so that they are worded too; possible and default values are said
/// in the help texts themselves, so that no English is added to them.
fn worded(
    lang: Lang,
    command: clap::Command,
    path: &[&str],
    asked: &mut Vec<String>,
) -> clap::Command {
    use clap::ArgAction;
    let mut say = |id: String| {
        let text = said(lang, &id, Args::new());
        asked.push(id);
        text
    };
    let about = say(help_id(path, None));
    let usage = say("cli-help-usage".to_owned());
    let commands = say("cli-help-commands".to_owned());
    let options = say("cli-help-options".to_owned());
    let arguments = say("cli-help-arguments".to_owned());
    let help = say("cli-help-help".to_owned());
    let args: Vec<(String, String)> = command
        .get_arguments()
        .filter(|a| !a.is_hide_set())
        .map(|a| a.get_id().to_string())
        .collect::<Vec<_>>()
        .into_iter()
        .map(|id| {
            let text = say(help_id(path, Some(&id)));
            (id, text)
        })
        .collect();
    let mut command = command
        .about(about)
        .help_template(format!(
            "{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .disable_help_flag(true)
        .subcommand_help_heading(commands)
        .arg(own_flag(("help", 'h'), ArgAction::Help, &options, help));
    if path.is_empty() {
        let exit_codes = say("cli-help-exit-codes".to_owned());
        let version = say("cli-help-version".to_owned());
        command = command
            .disable_version_flag(true)
            .disable_help_subcommand(true)
            .after_help(exit_codes)
            .arg(own_flag(
                ("version", 'V'),
                ArgAction::Version,
                &options,
                version,
            ));
    }
    for (id, text) in args {
        command = command.mut_arg(id, |arg| {
            let place = if arg.is_positional() {
                arguments.clone()
            } else {
                options.clone()
            };
            let arg = arg.help(text).help_heading(place);
            if arg.get_action().takes_values() {
                arg.hide_possible_values(true).hide_default_value(true)
            } else {
                arg
            }
        });
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    for name in subcommands {
        let mut inner: Vec<&str> = path.to_vec();
        inner.push(&name);
        if let Some(sub) = command.find_subcommand(&name).cloned() {
            let sub = worded(lang, sub, &inner, asked);
            command = command.mut_subcommand(&name, |_| sub);
        }
    }
    command
}

/// What the parser refused, in `lang`: the kinds a user meets (an unknown
/// option or command, a value not allowed, a missing argument, two that
/// do not go together) worded from `cli.ftl`, with the usage line clap
/// gives; help and version pass as clap prints them (worded already).
fn parse_error(lang: Lang, error: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let value = |kind: ContextKind| -> String {
        match error.get(kind) {
            Some(ContextValue::String(text)) => text.clone(),
            Some(ContextValue::Strings(list)) => list.join(", "),
            Some(ContextValue::StyledStr(text)) => text.to_string(),
            Some(ContextValue::StyledStrs(list)) => list
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            Some(ContextValue::Number(n)) => n.to_string(),
            _ => String::new(),
        }
    };
    let arg = || Args::new().text("arg", value(ContextKind::InvalidArg));
    let message = match error.kind() {
        ErrorKind::UnknownArgument => said(lang, "cli-parse-unknown-argument", arg()),
        ErrorKind::InvalidSubcommand => said(
            lang,
            "cli-parse-unknown-command",
            Args::new().text("command", value(ContextKind::InvalidSubcommand)),
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let valid = value(ContextKind::ValidValue);
            let mut text = said(
                lang,
                "cli-parse-invalid-value",
                arg().text("value", value(ContextKind::InvalidValue)),
            );
            if !valid.is_empty() {
                text.push_str("; ");
                text.push_str(&said(
                    lang,
                    "cli-parse-valid-values",
                    Args::new().text("values", valid),
                ));
            }
            text
        }
        ErrorKind::MissingRequiredArgument => {
            let args = value(ContextKind::InvalidArg);
            said(lang, "cli-parse-missing", Args::new().text("args", args))
        }
        ErrorKind::ArgumentConflict => said(
            lang,
            "cli-parse-conflict",
            arg().text("other", value(ContextKind::PriorArg)),
        ),
        ErrorKind::TooManyValues => said(
            lang,
            "cli-parse-too-many",
            arg().text("value", value(ContextKind::InvalidValue)),
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            said(lang, "cli-parse-value-count", arg())
        }
        ErrorKind::InvalidUtf8 => said(lang, "cli-parse-not-utf8", Args::new()),
        _ => return error.render().to_string(),
    };
    format!(
        "{}\n{}\n",
        said(lang, "cli-error", Args::new().text("message", message)),
        said(lang, "cli-parse-see-help", Args::new())
    )
}

/// One of the flags the program words itself (`--help`, `--version`),
/// under the options' heading.
fn own_flag(
    (long, short): (&'static str, char),
    action: clap::ArgAction,
    heading: &str,
    help: String,
) -> clap::Arg {
    clap::Arg::new(long)
        .short(short)
        .long(long)
        .action(action)
        .help_heading(heading.to_owned())
        .help(help)
}

/// The whole command line, worded in `lang`.
fn worded_command(lang: Lang) -> clap::Command {
    worded(
        lang,
        <Cli as clap::CommandFactory>::command(),
        &[],
        &mut Vec::new(),
    )
}

/// Every message id the command line's help asks for.
pub fn help_ids() -> Vec<String> {
    let mut asked = Vec::new();
    worded(
        Lang::En,
        <Cli as clap::CommandFactory>::command(),
        &[],
        &mut asked,
    );
    asked.sort();
    asked.dedup();
    asked
}

/// Parses arguments and decides what to do.
pub fn launch(args: impl IntoIterator<Item = OsString>) -> Launch {
    launch_with(args, &[])
}

/// As [`launch`], with more volumes seated for the table's commands.
fn launch_with(args: impl IntoIterator<Item = OsString>, more: &[&dyn Seat]) -> Launch {
    Launch::Done(match parse_and_run(args, more) {
        Ok(outcome) => outcome,
        Err(config) => return Launch::Window(*config),
    })
}

fn parse_and_run(
    args: impl IntoIterator<Item = OsString>,
    more: &[&dyn Seat],
) -> Result<Outcome, Box<AppConfig>> {
    let args: Vec<OsString> = args.into_iter().collect();
    let asked = lang_of(&args);
    let parsed = worded_command(asked)
        .try_get_matches_from(args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => {
            let text = parse_error(asked, &error);
            let code = if error.use_stderr() {
                EXIT_BAD_INPUT
            } else {
                0
            };
            return Ok(if code == 0 {
                Outcome {
                    stdout: text,
                    ..Outcome::default()
                }
            } else {
                Outcome {
                    stderr: text,
                    code,
                    ..Outcome::default()
                }
            });
        }
    };
    let lang = cli.lang.map_or_else(
        || lang_from_env(|name| std::env::var_os(name)),
        LangArg::lang,
    );
    if cli.command.is_some() && (cli.game.is_some() || cli.new.is_some() || cli.check_map) {
        return Ok(Outcome::failed(
            lang,
            said(lang, "cli-board-only", Args::new()),
        ));
    }
    let Some(command) = cli.command else {
        return Err(Box::new(AppConfig {
            data_dir: cli.user_data.or_else(crate::app::default_data_dir),
            data_folder: cli.data,
            check_map: cli.check_map,
            open: cli.game,
            new_game: cli.new.map(|s| (s.key().to_owned(), cli.seed)),
            lang: cli.lang.map(LangArg::lang),
            default_lang: Some(lang),
            exit_after_first_frame: cli.exit_after_first_frame,
        }));
    };
    let data = match load_data(cli.data.as_deref()) {
        Ok(data) => data,
        Err(error) => {
            return Ok(Outcome::failed(
                lang,
                format!(
                    "{}\n{}",
                    said(lang, "cli-data-unusable", Args::new()),
                    i18n::files::file_error(lang, &error)
                ),
            ));
        }
    };
    let user_data = cli.user_data.clone().or_else(crate::app::default_data_dir);
    let checks_file = cli.map_checks.clone().or_else(|| {
        user_data
            .as_ref()
            .map(|dir| dir.join(crate::app::map_check::FILE_NAME))
            .filter(|path| path.exists())
    });
    let (data, note) = match checks_file {
        None => (data, String::new()),
        Some(path) => with_map_checks(data, &path, cli.map_checks.is_some(), lang),
    };
    if let Some(failed) = note.strip_prefix("!") {
        return Ok(Outcome::failed(lang, failed.to_owned()));
    }
    let mut outcome = run_command(&data, command, more, (lang, user_data.as_deref()));
    outcome.stderr = format!("{note}{}", outcome.stderr);
    Ok(outcome)
}

/// The data with a table's map checks applied. A file named on the command
/// line must be readable (a `!` before the note says it is not); the
/// user's own file, when broken, is reported and the map is used without it.
fn with_map_checks(data: GameData, path: &Path, named: bool, lang: Lang) -> (GameData, String) {
    let name = path.display().to_string();
    let read = read_text(path)
        .map_err(|e| i18n::files::file_error(lang, &e))
        .and_then(|text| {
            gandhi_validator::components::table_checks_from_yaml(&name, &text, &data)
                .map_err(|e| i18n::files::file_error(lang, &crate::files::invalid(path, e)))
        });
    let file = || Args::new().text("file", name.clone());
    match read {
        Ok(checks) => {
            let note = said(
                lang,
                "cli-map-checks-applied",
                file().num("count", n(checks.len())),
            );
            (checks.apply(&data), format!("{note}\n"))
        }
        Err(errors) if named => (
            data,
            format!(
                "!{}\n{errors}",
                said(lang, "cli-map-checks-unusable", Args::new())
            ),
        ),
        Err(errors) => (
            data,
            format!(
                "{}\n{errors}\n",
                said(lang, "cli-map-checks-left-out", file())
            ),
        ),
    }
}

fn run_command(
    data: &GameData,
    command: Command,
    more: &[&dyn Seat],
    (lang, user_data): (Lang, Option<&Path>),
) -> Outcome {
    match command {
        Command::Table { volume, command } => {
            run_table(data, (&volume, &command), more, (lang, user_data))
        }
        Command::Setup {
            scenario,
            seed,
            gandhi,
            output,
        } => run_setup(data, (scenario, seed), gandhi.as_deref(), &output, lang),
        Command::Totals {
            file,
            scenario,
            json,
        } => {
            let loaded = match (file, scenario) {
                (Some(file), _) => {
                    read_state(data, &file).map_err(|e| i18n::files::file_error(lang, &e))
                }
                (None, Some(scenario)) => setup(data, scenario.key(), 0)
                    .map_err(|e| i18n::log::setup_error(lang, data, &e)),
                (None, None) => Err(said(lang, "cli-state-or-scenario", Args::new())),
            };
            match loaded {
                Ok(state) => run_totals(data, &state, json, lang),
                Err(error) => Outcome::failed(lang, error),
            }
        }
        Command::Check { file, json } => match read_state(data, &file) {
            Ok(state) => run_check(data, &state, (&file, json), lang),
            Err(error) => Outcome::failed(lang, i18n::files::file_error(lang, &error)),
        },
        Command::Judge { file, json } => on_saved_game(data, &file, (lang, user_data), |data| {
            run_judge(data, &file, json, lang)
        }),
        Command::Report {
            file,
            entry,
            output,
        } => on_saved_game(data, &file, (lang, user_data), |data| {
            run_report(data, &file, (&entry, &output), lang)
        }),
        Command::ToTable { file, output } => {
            on_saved_game(data, &file, (lang, user_data), |data| {
                run_to_table(data, &file, &output, lang)
            })
        }
        Command::Playout {
            scenario,
            games,
            seed,
            save,
            non_players,
            round_trip,
            jobs,
            keep_going,
        } => match playout_how(&non_players, (round_trip, jobs, keep_going), lang) {
            Ok(how) => run_playout(data, scenario, (games, seed), save.as_deref(), how),
            Err(refused) => refused,
        },
        Command::Fidelity {
            scenario,
            games,
            seed,
            non_players,
            mix,
            jobs,
            markdown,
            freedoms,
        } => {
            let files = ReportFiles {
                markdown: markdown.as_deref(),
                freedoms: freedoms.as_deref(),
            };
            match playout_how(&non_players, (false, jobs, false), lang) {
                Ok(how) => run_fidelity(data, scenario, (games, seed), mix, how, files),
                Err(refused) => refused,
            }
        }
    }
}

/// Runs one of the table's commands on the volume asked for: one of
/// `more` (which comes before the program's own seats of the same key), or
/// Gandhi, or Vijayanagara; each with the table's own files in `user_data` merged over its
/// data (what was merged, or left out, is said on the error stream).
fn run_table(
    data: &GameData,
    (volume, command): (&str, &TableCommand),
    more: &[&dyn Seat],
    (lang, user_data): (Lang, Option<&Path>),
) -> Outcome {
    let gandhi = Seated {
        volume: gandhi_validator::volume::Gandhi,
        data,
        names: Some(crate::gandhi_table::NAMES),
    };
    let second = vijayanagara::Data::bundled();
    let second_seat = second.as_ref().ok().map(|data| Seated {
        volume: vijayanagara::Vijayanagara,
        data,
        names: None,
    });
    let seats: Vec<&dyn Seat> = more
        .iter()
        .copied()
        .chain(std::iter::once(&gandhi as &dyn Seat))
        .chain(second_seat.iter().map(|seat| seat as &dyn Seat))
        .collect();
    let Some(seat) = seats.iter().find(|seat| seat.key() == volume) else {
        // The program's own volumes first, then those seated beside them.
        let mut known: Vec<&str> = vec![gandhi.key()];
        known.extend(second_seat.iter().map(Seat::key));
        for seat in more {
            if !known.contains(&seat.key()) {
                known.push(seat.key());
            }
        }
        return Outcome::failed(
            lang,
            said(
                lang,
                "table-no-volume",
                Args::new()
                    .text("volume", volume)
                    .text("known", known.join(", ")),
            ),
        );
    };
    let (ran, note) = seat.run(command, lang, user_data);
    let mut outcome = match ran {
        Ok((stdout, code)) => Outcome {
            stdout,
            stderr: String::new(),
            code,
        },
        Err(message) => Outcome::failed(lang, message),
    };
    outcome.stderr.insert_str(0, &note);
    outcome
}

/// How to play random games: the seats (non-players where named), whether
/// to write and read back every step, on how many threads, whether to go
/// on after a game breaks a rule; or why the Factions named are not.
fn playout_how(
    non_players: &[String],
    (round_trip, jobs, keep_going): (bool, u64, bool),
    lang: Lang,
) -> Result<PlayoutHow, Outcome> {
    Ok(PlayoutHow {
        seats: seats_of(non_players, lang)?,
        round_trip,
        jobs,
        keep_going,
        lang,
    })
}

/// The seats of a playout: non-players where named, players elsewhere.
fn seats_of(
    non_players: &[String],
    lang: Lang,
) -> Result<gandhi_validator::terms::PerFaction<gandhi_validator::position::Seat>, Outcome> {
    let mut seats = gandhi_validator::position::four_players();
    for key in non_players {
        match Faction::from_key(key.trim()) {
            Some(faction) => seats[faction] = gandhi_validator::position::Seat::NonPlayer,
            None => {
                return Err(Outcome::failed(
                    lang,
                    said(
                        lang,
                        "cli-not-a-faction",
                        Args::new().text("key", key.clone()),
                    ),
                ));
            }
        }
    }
    Ok(seats)
}

/// The seating of the `n`th game of a mixed run: four players, four
/// non-players, the Raj and the Revolutionaries as non-players, Congress
/// and the League as non-players, in turn.
fn mixed_seats(n: u64) -> gandhi_validator::terms::PerFaction<gandhi_validator::position::Seat> {
    use gandhi_validator::position::Seat;
    let mut seats = gandhi_validator::position::four_players();
    let np: &[Faction] = match n % 4 {
        0 => &[],
        1 => &Faction::ALL,
        2 => &[Faction::Raj, Faction::Revolutionaries],
        _ => &[Faction::Congress, Faction::MuslimLeague],
    };
    for f in np {
        seats[*f] = Seat::NonPlayer;
    }
    seats
}

/// The files the `fidelity` command writes, when asked.
struct ReportFiles<'a> {
    markdown: Option<&'a Path>,
    freedoms: Option<&'a Path>,
}

fn run_fidelity(
    data: &GameData,
    scenario: ScenarioArg,
    (games, seed): (u64, u64),
    mix: bool,
    how: PlayoutHow,
    files: ReportFiles<'_>,
) -> Outcome {
    let lang = how.lang;
    let last = match last_seed(seed, games, lang) {
        Ok(last) => last,
        Err(refused) => return refused,
    };
    let data = gandhi_validator::playouts::simulation_data(data);
    let data = match gandhi_validator::playouts::simulation_aid(&data) {
        Ok(with_aid) => with_aid,
        Err(error) => return made_up_aid_failed(lang, error),
    };
    let started = std::time::Instant::now();
    let all = match fidelity_games(&data, scenario, (games, seed), mix, &how) {
        Ok(all) => all,
        Err(failed) => return failed,
    };
    let run = FidelityRun {
        games,
        seeds: (seed, last),
        scenario: data
            .scenario(scenario.key())
            .map_or("?", |s| s.name.as_str()),
        mix,
        non_players: non_player_keys(&how),
    };
    // The reports are documents of the project, in English; what the
    // command prints follows the language chosen.
    let command = format!(
        "gandhi-moderator fidelity{} --games {games} --seed {seed} --scenario {}",
        if mix { " --mix" } else { "" },
        scenario.key()
    );
    let in_english = run.said(Lang::En);
    let written = [
        (
            files.markdown,
            crate::fidelity_report::fidelity_document(&all, &in_english, &command),
        ),
        (
            files.freedoms,
            crate::fidelity_report::freedoms_document(&all, &in_english, &command),
        ),
    ];
    for (path, text) in written {
        let Some(path) = path else {
            continue;
        };
        if let Err(error) = write_atomically(path, &text) {
            return Outcome::failed(lang, i18n::files::file_error(lang, &error));
        }
    }
    Outcome {
        stdout: fidelity_lines(lang, &all, run.said(lang), started.elapsed()),
        stderr: String::new(),
        code: if all.false_alarms == 0 {
            0
        } else {
            EXIT_FINDINGS
        },
    }
}

/// Plays the fidelity harness's games, on the threads asked for, and
/// merges what they found; a game that fails is said with its seed.
fn fidelity_games(
    data: &GameData,
    scenario: ScenarioArg,
    (games, seed): (u64, u64),
    mix: bool,
    how: &PlayoutHow,
) -> Result<gandhi_validator::playouts::Fidelity, Outcome> {
    use gandhi_validator::playouts::{Fidelity, run_game};
    use rayon::prelude::*;
    let play = |n: u64| {
        let game_seed = seed.saturating_add(n);
        let seats = if mix { mixed_seats(n) } else { how.seats };
        (game_seed, run_game(data, scenario.key(), game_seed, seats))
    };
    let results: Vec<_> = match rayon::ThreadPoolBuilder::new()
        .num_threads(usize::try_from(how.jobs).unwrap_or(1))
        .build()
    {
        Ok(pool) => pool.install(|| (0..games).into_par_iter().map(play).collect()),
        Err(_) => (0..games).map(play).collect(),
    };
    let mut all = Fidelity::default();
    for (game_seed, result) in results {
        match result {
            Ok(one) => all.merge(&one),
            Err(error) => {
                return Err(Outcome {
                    stdout: String::new(),
                    stderr: game_failed(how.lang, game_seed, &error),
                    code: EXIT_FINDINGS,
                });
            }
        }
    }
    Ok(all)
}

/// How the fidelity harness was run: games, seeds, scenario and seating.
struct FidelityRun<'a> {
    games: u64,
    /// The first and the last game's seed.
    seeds: (u64, u64),
    scenario: &'a str,
    mix: bool,
    non_players: Vec<&'static str>,
}

impl FidelityRun<'_> {
    /// How the games were played, in `lang`.
    fn said(&self, lang: Lang) -> String {
        let seating = if self.mix {
            said(lang, "cli-seating-mixed", Args::new())
        } else if self.non_players.is_empty() {
            said(lang, "cli-seating-players", Args::new())
        } else {
            said(
                lang,
                "cli-seating-non-players",
                Args::new().text("factions", self.non_players.join(", ")),
            )
        };
        said(
            lang,
            "cli-fidelity-how",
            Args::new()
                .num("games", n(self.games))
                .text("scenario", self.scenario)
                .text("seed", self.seeds.0.to_string())
                .text("last", self.seeds.1.to_string())
                .text("seating", seating),
        )
    }
}

/// What the `fidelity` command prints: how it ran, the legal steps and
/// false alarms, the freedoms played, the faults caught, the time taken.
fn fidelity_lines(
    lang: Lang,
    all: &gandhi_validator::playouts::Fidelity,
    how: String,
    took: std::time::Duration,
) -> String {
    use gandhi_validator::playouts::Freedom;
    let total = all.total();
    let lines = [
        how,
        said(
            lang,
            "cli-fidelity-steps",
            Args::new()
                .num("steps", n(all.legal_steps))
                .num("engine", n(all.engine_steps))
                .num("alarms", n(all.false_alarms)),
        ),
        said(
            lang,
            "cli-fidelity-freedoms",
            Args::new()
                .num("played", n(Freedom::ALL.len() - all.unplayed().len()))
                .num("all", n(Freedom::ALL.len())),
        ),
        said(
            lang,
            "cli-fidelity-faults",
            Args::new()
                .num("faults", n(total.total()))
                .num("caught", n(total.right + total.other))
                .num("right", n(total.right))
                .num("missed", n(total.missed)),
        ),
        said(
            lang,
            "cli-seconds",
            Args::new().text("seconds", format!("{:.1}", took.as_secs_f64())),
        ),
    ];
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// The keys of the Factions seated as non-players.
fn non_player_keys(how: &PlayoutHow) -> Vec<&'static str> {
    Faction::ALL
        .into_iter()
        .filter(|f| how.seats[*f] == gandhi_validator::position::Seat::NonPlayer)
        .map(|f| f.key())
        .collect()
}

/// The refusal when the made-up aid does not read.
fn made_up_aid_failed(lang: Lang, error: impl std::fmt::Display) -> Outcome {
    Outcome::failed(
        lang,
        said(
            lang,
            "cli-made-up-aid",
            Args::new().text("error", error.to_string()),
        ),
    )
}

/// What is said of a game that broke a rule (or could not be played).
fn game_failed(lang: Lang, seed: u64, error: &impl std::fmt::Display) -> String {
    let message = said(
        lang,
        "cli-game-failed",
        Args::new()
            .text("seed", seed.to_string())
            .text("error", error.to_string()),
    );
    format!(
        "{}\n",
        said(lang, "cli-error", Args::new().text("message", message))
    )
}

/// Runs a command on a saved game with the data it is judged with
/// ([`data_for_game`]), what was said of that data before what the
/// command printed on the error stream.
fn on_saved_game(
    data: &GameData,
    file: &Path,
    how: (Lang, Option<&Path>),
    run: impl FnOnce(&GameData) -> Outcome,
) -> Outcome {
    let (data, note) = match data_for_game(data, file, how) {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let mut outcome = run(&data);
    outcome.stderr = format!("{note}{}", outcome.stderr);
    outcome
}

/// The data a saved game is judged with, and what to say of it: for a game
/// the program played by itself (`playout --save`), the made-up data it
/// played with; for any other, the data with the table's own files in
/// `user_data` merged, as the board does. A file that does not read is
/// left for the command to report.
fn data_for_game(
    data: &GameData,
    file: &Path,
    (lang, user_data): (Lang, Option<&Path>),
) -> Result<(GameData, String), Outcome> {
    let made_up = read_text(file).ok().and_then(|text| {
        gandhi_validator::log::read_record(data, &file.display().to_string(), &text)
            .ok()
            .filter(|read| read.record.made_up)
    });
    let Some(read) = made_up else {
        let gandhi = gandhi_validator::volume::Gandhi;
        let words = VolumeWords::of(&gandhi, data, Some(crate::gandhi_table::NAMES), lang);
        let (merged, note) = with_own_files(&gandhi, data, user_data, &words);
        return Ok((merged.unwrap_or_else(|| data.clone()), note));
    };
    match gandhi_validator::playouts::judged_with(data, &read.record) {
        Ok(judged) => Ok((
            judged.into_owned(),
            format!("{}\n", said(lang, "cli-made-up-game", Args::new())),
        )),
        Err(error) => Err(made_up_aid_failed(lang, error)),
    }
}

/// A saved game opened as the board opens it, or the failure that says,
/// with its place, why it cannot be.
fn open_session(
    data: &GameData,
    file: &Path,
    lang: Lang,
) -> Result<crate::session::Session, Outcome> {
    crate::session::Session::open(data, file).map_err(|error| match error {
        crate::session::OpenError::Replay(failed) => Outcome::failed(
            lang,
            format!(
                "{}{}: {}",
                failed.path.display(),
                failed.place.map(|p| p.place()).unwrap_or_default(),
                i18n::log::replay_error(lang, data, &failed.error)
            ),
        ),
        crate::session::OpenError::File(error) => {
            Outcome::failed(lang, i18n::files::file_error(lang, &error))
        }
    })
}

/// Writes a saved game's main line as the table's log (`to-table`), to be
/// opened on the table's board or by its commands.
fn run_to_table(data: &GameData, file: &Path, output: &Path, lang: Lang) -> Outcome {
    let session = match open_session(data, file, lang) {
        Ok(session) => session,
        Err(failed) => return failed,
    };
    let record = session.record();
    let converted = match gandhi_validator::volume::table_log(data, record) {
        Ok(converted) => converted,
        Err(_) => return Outcome::failed(lang, said(lang, "cli-to-table-own-deck", Args::new())),
    };
    let text = converted.log.write(&gandhi_validator::volume::Gandhi);
    if let Err(error) = write_keeping_backup(output, &text) {
        return Outcome::failed(lang, i18n::files::file_error(lang, &error));
    }
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let mut stdout = said(
        lang,
        "cli-to-table-written",
        Args::new()
            .text("file", output.display().to_string())
            .num("entries", count(converted.log.entries.len()))
            .num("saved", count(record.entries.len())),
    ) + "\n";
    if converted.open > 0 {
        let open = Args::new().num("open", count(converted.open));
        stdout += &(said(lang, "cli-to-table-open", open) + "\n");
    }
    if !record.branches.is_empty() {
        let lines = Args::new().num("lines", count(record.branches.len()));
        stdout += &(said(lang, "cli-to-table-lines", lines) + "\n");
    }
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

fn run_report(
    data: &GameData,
    file: &Path,
    (entries, output): (&str, &Path),
    lang: Lang,
) -> Outcome {
    let asked = || {
        Args::new()
            .text("file", file.display().to_string())
            .text("entries", entries.to_owned())
    };
    let Some(range) = crate::table_report::entry_range(entries) else {
        return Outcome::failed(lang, said(lang, "cli-entry-unreadable", asked()));
    };
    let session = match open_session(data, file, lang) {
        Ok(session) => session,
        Err(failed) => return failed,
    };
    let len = session.record().entries.len();
    if *range.start() > len {
        return Outcome::failed(
            lang,
            said(lang, "cli-entry-past-log", asked().num("count", n(len))),
        );
    }
    let name = crate::report::picture_name(output);
    let made = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
    let texts = crate::rules_text::RuleTexts::bundled();
    let cx = crate::report::ReportContext {
        texts: &texts,
        lang,
        name: &name,
        made: &made,
    };
    let Some(report) = crate::report::dispute_report(data, &session, range, cx) else {
        return Outcome::failed(lang, said(lang, "cli-entry-none", asked()));
    };
    match crate::report::write_report(output, &report, Some(file)) {
        Ok(written) => {
            let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
            // A broken seal is a finding: the report is written, and says so.
            let seal = session.seal();
            let written = said(
                lang,
                "cli-report-written",
                Args::new()
                    .text("files", names.join(", "))
                    .text("hash", report.hash.to_string()),
            );
            let seal_line = seal
                .map(|s| {
                    let verdict = i18n::log::seal_verdict(lang, s);
                    format!(
                        "{}\n",
                        said(lang, "cli-seal", Args::new().text("verdict", verdict))
                    )
                })
                .unwrap_or_default();
            Outcome {
                stdout: format!("{written}\n{seal_line}"),
                code: if seal.is_some_and(Seal::is_broken) {
                    EXIT_FINDINGS
                } else {
                    0
                },
                ..Outcome::default()
            }
        }
        Err(error) => Outcome::failed(lang, i18n::files::file_error(lang, &error)),
    }
}

/// Judges a saved game again, entry by entry ([`Game::open`]), and checks
/// its seal. A file that does not read is exit 2; a finding, a difference
/// with the file, a broken seal or a log that cannot be replayed is exit 1.
///
/// [`Game::open`]: gandhi_validator::log::Game::open
fn run_judge(data: &GameData, file: &Path, json: bool, lang: Lang) -> Outcome {
    use gandhi_validator::log::{Game, read_record};
    let name = file.display().to_string();
    let text = match read_text(file) {
        Ok(text) => text,
        Err(error) => return Outcome::failed(lang, i18n::files::file_error(lang, &error)),
    };
    let read = match read_record(data, &name, &text) {
        Ok(read) => read,
        Err(errors) => {
            let error = crate::files::invalid(file, errors);
            return Outcome::failed(lang, i18n::files::file_error(lang, &error));
        }
    };
    let judging = Judging {
        data,
        lang,
        name: &name,
        places: &read.places,
        log: &[],
    };
    let seal = judging.seal(&read.seal);
    let sealed_entries = read.record.entries.len();
    let broken = read.seal.is_broken();
    let opened = match Game::open(data, read.record) {
        Ok(opened) => opened,
        Err(error) => return judging.not_replayed(&error, sealed_entries, (&seal, json)),
    };
    let judging = Judging {
        log: &opened.game.record().entries,
        ..judging
    };
    let findings = findings_in_order(judging.log);
    // Warnings say what the program lacks to judge (a card's text), not a
    // rule broken: listed, but no failure.
    let errors = findings
        .iter()
        .any(|(_, f, _)| f.issue.severity() == gandhi_validator::findings::Severity::Error);
    let clean = !errors && opened.differences.is_empty() && !broken;
    let stdout = if json {
        judging.judged_json(&findings, &opened.differences, &seal)
    } else {
        judging.judged_text(&findings, &opened.differences, &seal)
    };
    Outcome {
        stdout,
        code: if clean { 0 } else { EXIT_FINDINGS },
        ..Outcome::default()
    }
}

/// A finding of the log with its entry and, where it follows from another
/// finding of the same entry (decision 0038), that finding's place in the
/// list.
type Placed<'a> = (
    usize,
    &'a gandhi_validator::log::RecordedFinding,
    Option<usize>,
);

/// Every finding of the log, each headline followed by what follows from it.
fn findings_in_order(log: &[gandhi_validator::log::Entry]) -> Vec<Placed<'_>> {
    let mut findings: Vec<Placed<'_>> = Vec::new();
    for (i, entry) in log.iter().enumerate() {
        for group in gandhi_validator::findings::groups(&entry.findings) {
            let at = findings.len();
            let mut up = None;
            for index in std::iter::once(group.headline).chain(group.consequences) {
                if let Some(f) = entry.findings.get(index) {
                    findings.push((i, f, up));
                    up = Some(at);
                }
            }
        }
    }
    findings
}

/// What the seal says, as JSON and as the line that closes the text.
struct SealSaid {
    json: serde_json::Value,
    line: String,
}

/// A saved game being judged again: what every part of `judge`'s output
/// needs to say where and what an entry is.
#[derive(Clone, Copy)]
struct Judging<'a> {
    data: &'a GameData,
    lang: Lang,
    name: &'a str,
    places: &'a [coin_table::TextPos],
    log: &'a [gandhi_validator::log::Entry],
}

impl Judging<'_> {
    /// The file and the line of an entry.
    fn place(&self, entry: usize) -> String {
        self.places
            .get(entry)
            .map(|p| format!("{}{}", self.name, p.place()))
            .unwrap_or_else(|| self.name.to_owned())
    }

    /// Who did what in an entry, in words.
    fn what(&self, i: usize) -> String {
        self.log.get(i).map_or_else(String::new, |entry| {
            let who = entry
                .by
                .map(|f| format!("{}: ", i18n::names::faction(self.lang, f)))
                .unwrap_or_default();
            let edit = i18n::log::edit_sentence(self.lang, self.data, &entry.edit);
            format!("{who}{edit}")
        })
    }

    fn finding_json(&self, f: &gandhi_validator::log::RecordedFinding) -> serde_json::Value {
        json!({
            "rule": f.rule.to_string(),
            "issue": f.issue.code(),
            "severity": f.issue.severity(),
            "message": i18n::findings::recorded_finding(self.lang, self.data, f),
        })
    }

    fn seal(&self, seal: &Seal) -> SealSaid {
        let text = i18n::log::seal_verdict(self.lang, seal);
        let (kind, entry) = match seal {
            Seal::NotSealed => ("not_sealed", None),
            Seal::Intact { .. } => ("intact", None),
            Seal::Broken(b) => ("broken", Some(b.entry)),
        };
        let json = json!({
            "verdict": kind,
            "entry": entry.map(|e| e + 1),
            "message": text,
        });
        let verdict = Args::new().text("verdict", text);
        let line = match entry {
            Some(entry) => said(
                self.lang,
                "cli-seal-at",
                verdict.text("place", self.place(entry)),
            ),
            None => said(self.lang, "cli-seal", verdict),
        } + "\n";
        SealSaid { json, line }
    }

    /// A log that cannot be replayed: which entry and why, with the seal.
    fn not_replayed(
        &self,
        error: &gandhi_validator::log::ReplayError,
        sealed_entries: usize,
        (seal, json): (&SealSaid, bool),
    ) -> Outcome {
        let entry = error.entry();
        let message = i18n::log::replay_error(self.lang, self.data, error);
        let stdout = if json {
            let value = json!({
                "file": self.name,
                "entries": sealed_entries,
                "replay_error": { "entry": entry.map(|e| e + 1), "message": message },
                "findings": [],
                "differences": [],
                "seal": seal.json,
            });
            format!("{value:#}\n")
        } else {
            let at = entry.map_or_else(|| self.name.to_owned(), |e| self.place(e));
            let head = said(
                self.lang,
                "cli-not-replayed",
                Args::new().text("file", self.name.to_owned()),
            );
            format!("{head}\n  {at}: {message}\n{}", seal.line)
        };
        Outcome {
            stdout,
            code: EXIT_FINDINGS,
            ..Outcome::default()
        }
    }

    fn judged_json(
        &self,
        findings: &[Placed<'_>],
        differences: &[gandhi_validator::log::Difference],
        seal: &SealSaid,
    ) -> String {
        let findings: Vec<serde_json::Value> = findings
            .iter()
            .map(|(i, f, up)| {
                let mut value = self.finding_json(f);
                value["entry"] = json!(i + 1);
                value["follows"] = json!(up);
                value
            })
            .collect();
        let differences: Vec<serde_json::Value> = differences
            .iter()
            .map(|d| {
                json!({
                    "entry": d.entry + 1,
                    "what": self.what(d.entry),
                    "stored": d.stored.iter().map(|f| self.finding_json(f)).collect::<Vec<_>>(),
                    "today": d.today.iter().map(|f| self.finding_json(f)).collect::<Vec<_>>(),
                    "message": i18n::log::difference(self.lang, self.data, &d.stored, &d.today),
                })
            })
            .collect();
        let value = json!({
            "file": self.name,
            "entries": self.log.len(),
            "replay_error": null,
            "findings": findings,
            "differences": differences,
            "seal": seal.json,
        });
        format!("{value:#}\n")
    }

    fn judged_text(
        &self,
        findings: &[Placed<'_>],
        differences: &[gandhi_validator::log::Difference],
        seal: &SealSaid,
    ) -> String {
        let lang = self.lang;
        let count = |id: &str, count: usize| said(lang, id, Args::new().num("count", n(count)));
        let mut out = said(
            lang,
            "cli-judged-again",
            Args::new()
                .text("file", self.name.to_owned())
                .num("count", n(self.log.len())),
        ) + "\n";
        let heading = match findings.len() {
            0 => said(lang, "cli-no-finding", Args::new()),
            many => count("cli-findings-heading", many),
        };
        let _ = writeln!(out, "{heading}");
        for (i, f, up) in findings {
            let finding = format!(
                "{} {} {}: {}",
                f.issue.severity(),
                f.rule,
                f.issue.code(),
                i18n::findings::recorded_finding(lang, self.data, f)
            );
            let _ = if up.is_some() {
                let args = Args::new().text("finding", finding);
                writeln!(out, "      {}", said(lang, "cli-following-from-it", args))
            } else {
                writeln!(out, "  {}", at_entry(lang, *i, self.what(*i), finding))
            };
        }
        let heading = match differences.len() {
            0 => said(lang, "cli-no-difference", Args::new()),
            many => count("cli-differences-heading", many),
        };
        let _ = writeln!(out, "{heading}");
        for d in differences {
            let difference = i18n::log::difference(lang, self.data, &d.stored, &d.today);
            let at = at_entry(lang, d.entry, self.what(d.entry), difference);
            let _ = writeln!(out, "  {}: {at}", self.place(d.entry));
        }
        out.push_str(&seal.line);
        out
    }
}

/// `entry N (what): said`, of the entry at index `i`.
fn at_entry(lang: Lang, i: usize, what: String, finding: String) -> String {
    said(
        lang,
        "cli-at-entry",
        Args::new()
            .num("entry", n(i + 1))
            .text("what", what)
            .text("finding", finding),
    )
}

/// How a playout plays: who is seated, what is checked, on how many
/// threads, and the language of what it says.
struct PlayoutHow {
    seats: gandhi_validator::terms::PerFaction<gandhi_validator::position::Seat>,
    round_trip: bool,
    jobs: u64,
    keep_going: bool,
    lang: Lang,
}

/// The last seed of `games` games from `seed` (each next game uses the
/// next seed), or the refusal when it would be past the largest seed.
fn last_seed(seed: u64, games: u64, lang: Lang) -> Result<u64, Outcome> {
    let more = games.saturating_sub(1);
    seed.checked_add(more).ok_or_else(|| {
        let args = Args::new()
            .text("seed", seed.to_string())
            .text("games", games.to_string())
            .text("max", u64::MAX.to_string())
            .text("most", (u64::MAX - more).to_string());
        Outcome::failed(lang, said(lang, "cli-seeds-past-max", args))
    })
}

/// What a run of playouts keeps as its games finish: a few numbers of each
/// game summed, the games that broke a rule (only the first in seed order,
/// unless every one is reported) and the record of the first game, when it
/// is to be saved. Its size does not grow with the number of games.
#[derive(Debug, Default)]
struct Tally {
    endings: std::collections::BTreeMap<Ending, u64>,
    entries: usize,
    actions: usize,
    np_steps: usize,
    np_fallbacks: usize,
    /// The games that broke a rule: their number in the run and what to
    /// say, in any order.
    failures: Vec<(u64, String)>,
    /// The first game's record, when it is to be saved and played through.
    first: Option<gandhi_validator::log::GameRecord>,
}

/// How a game of a playout ended, in the order a run lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Ending {
    VictoryCheck,
    DeckOut,
    FinalCampaign,
}

impl Ending {
    fn id(self) -> &'static str {
        match self {
            Ending::VictoryCheck => "cli-ended-by-victory-check",
            Ending::DeckOut => "cli-ended-by-deck",
            Ending::FinalCampaign => "cli-ended-by-final-campaign",
        }
    }
}

/// One game played: its number in the run, its seed and how it went.
type Played = (
    u64,
    u64,
    Result<gandhi_validator::playouts::Summary, gandhi_validator::playouts::PlayoutError>,
);

impl Tally {
    /// Adds a game, keeping of it only what the run reports.
    fn add(mut self, (n, game_seed, result): Played, how: &PlayoutHow, save: bool) -> Tally {
        let every_failure = how.keep_going;
        let summary = match result {
            Ok(summary) => summary,
            Err(error) => {
                self.failures
                    .push((n, game_failed(how.lang, game_seed, &error)));
                self.keep_failures(every_failure);
                return self;
            }
        };
        let ending = match summary.ending {
            Some(gandhi_validator::play::Ending::VictoryCheck) => Ending::VictoryCheck,
            Some(gandhi_validator::play::Ending::FinalRound) => Ending::FinalCampaign,
            None => Ending::DeckOut,
        };
        *self.endings.entry(ending).or_default() += 1;
        self.entries += summary.entries;
        self.actions += summary.actions;
        self.np_steps += summary.np_steps;
        self.np_fallbacks += summary.np_fallbacks;
        if n == 0 && save {
            self.first = Some(summary.record);
        }
        self
    }

    /// Joins the tallies of two parts of the run.
    fn merge(mut self, other: Tally, every_failure: bool) -> Tally {
        for (ending, count) in other.endings {
            *self.endings.entry(ending).or_default() += count;
        }
        self.entries += other.entries;
        self.actions += other.actions;
        self.np_steps += other.np_steps;
        self.np_fallbacks += other.np_fallbacks;
        self.failures.extend(other.failures);
        self.keep_failures(every_failure);
        self.first = self.first.or(other.first);
        self
    }

    /// Puts the failures in seed order, and keeps only the first unless
    /// every one is reported.
    fn keep_failures(&mut self, every_failure: bool) {
        self.failures.sort_by_key(|(n, _)| *n);
        if !every_failure {
            self.failures.truncate(1);
        }
    }
}

/// Plays `games` games from `seed` on `how.jobs` threads, each summed into
/// the tally as it finishes (nothing of a game is kept but its numbers,
/// and the record of the first when `save`). Each game depends only on its
/// seed, and the tally is the same in any order, so the results are the
/// same on any number of threads. Unless every game is to be played, a
/// game is skipped once one with a lower seed broke a rule (every game
/// before that one is still played, so the first failure is the same).
fn play_games(
    data: &GameData,
    scenario: &str,
    (games, seed): (u64, u64),
    how: &PlayoutHow,
    save: bool,
) -> Tally {
    use gandhi_validator::playouts::{Checks, play_game};
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    let checks = Checks {
        state_after_each_step: true,
        round_trip_each_step: how.round_trip,
    };
    let every = how.keep_going;
    let first_failed = AtomicU64::new(u64::MAX);
    let play = |n: u64| -> Option<Played> {
        if !every && n > first_failed.load(Ordering::Relaxed) {
            return None;
        }
        let game_seed = seed.saturating_add(n);
        let result = play_game(data, scenario, game_seed, how.seats, checks);
        if result.is_err() {
            first_failed.fetch_min(n, Ordering::Relaxed);
        }
        Some((n, game_seed, result))
    };
    let add = |tally: Tally, played: Option<Played>| match played {
        Some(played) => tally.add(played, how, save),
        None => tally,
    };
    match rayon::ThreadPoolBuilder::new()
        .num_threads(usize::try_from(how.jobs).unwrap_or(1))
        .build()
    {
        Ok(pool) => pool.install(|| {
            (0..games)
                .into_par_iter()
                .map(play)
                .fold(Tally::default, add)
                .reduce(Tally::default, |a, b| a.merge(b, every))
        }),
        Err(_) => (0..games).map(play).fold(Tally::default(), add),
    }
}

/// The data a playout plays with: the made-up faction orders, and, with
/// non-players seated, the made-up aid where the data has none.
fn playout_data(data: &GameData, how: &PlayoutHow) -> Result<GameData, Outcome> {
    let data = gandhi_validator::playouts::simulation_data(data);
    let np_seated = Faction::ALL
        .into_iter()
        .any(|f| how.seats[f] == gandhi_validator::position::Seat::NonPlayer);
    if !np_seated {
        return Ok(data);
    }
    // The non-player engine needs every card side and column: the ones
    // the data lacks are made up (and never saved anywhere).
    gandhi_validator::playouts::simulation_aid(&data)
        .map_err(|error| made_up_aid_failed(how.lang, error))
}

/// Random playouts (see the validator's `playout` module): every step is
/// checked; a game that breaks a rule stops the run with exit code 1 (the
/// first in seed order), or, with `--keep-going`, is reported and the run
/// goes on. Memory stays that of the games being played, whatever their
/// number ([`play_games`]).
fn run_playout(
    data: &GameData,
    scenario: ScenarioArg,
    (games, seed): (u64, u64),
    save: Option<&Path>,
    how: PlayoutHow,
) -> Outcome {
    let last = match last_seed(seed, games, how.lang) {
        Ok(last) => last,
        Err(refused) => return refused,
    };
    let data = match playout_data(data, &how) {
        Ok(data) => data,
        Err(refused) => return refused,
    };
    let started = std::time::Instant::now();
    let tally = play_games(&data, scenario.key(), (games, seed), &how, save.is_some());
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let broke = |message: &str| Outcome {
        stdout: String::new(),
        stderr: message.to_owned(),
        code: EXIT_FINDINGS,
    };
    let first_failure = tally.failures.first().filter(|_| !how.keep_going);
    if let Some((0, message)) = first_failure {
        return broke(message);
    }
    if let (Some(path), Some(record)) = (save, &tally.first)
        && let Err(error) =
            write_atomically(path, &gandhi_validator::log::record_to_yaml(&data, record))
    {
        return Outcome::failed(how.lang, i18n::files::file_error(how.lang, &error));
    }
    if let Some((_, message)) = first_failure {
        return broke(message);
    }
    let name = data
        .scenario(scenario.key())
        .map_or("?", |s| s.name.as_str());
    playout_outcome(&tally, (games, seed, last), name, &how, seconds)
}

/// What a run of playouts prints: the games, how they ended, their speed,
/// and the games that broke a rule (with `--keep-going`).
fn playout_outcome(
    tally: &Tally,
    (games, seed, last): (u64, u64, u64),
    scenario: &str,
    how: &PlayoutHow,
    seconds: f64,
) -> Outcome {
    let lang = how.lang;
    let failed = tally.failures.len();
    let non_players = non_player_keys(how);
    let yes = |b: bool| if b { "yes" } else { "no" };
    let mut stdout = said(
        lang,
        "cli-playout-played",
        Args::new()
            .num("games", n(games))
            .text("scenario", scenario)
            .text("seed", seed.to_string())
            .text("last", last.to_string())
            .text("round_trip", yes(how.round_trip))
            .text("clean", yes(failed == 0)),
    ) + "\n";
    if !non_players.is_empty() {
        let line = said(
            lang,
            "cli-playout-non-players",
            Args::new()
                .text("factions", non_players.join(", "))
                .num("steps", n(tally.np_steps))
                .num("fallbacks", n(tally.np_fallbacks)),
        );
        stdout.push_str(&format!("  {line}\n"));
    }
    for (ending, count) in &tally.endings {
        let line = said(lang, ending.id(), Args::new().num("count", n(*count)));
        stdout.push_str(&format!("  {line}\n"));
    }
    // Slow games (saved and reopened at every step) are timed per game.
    let rate = games as f64 / seconds;
    let speed = if rate >= 10.0 {
        said(
            lang,
            "cli-games-per-second",
            Args::new().text("rate", format!("{rate:.0}")),
        )
    } else {
        said(
            lang,
            "cli-seconds-per-game",
            Args::new().text("seconds", format!("{:.2}", seconds / games as f64)),
        )
    };
    let actions = said(
        lang,
        "cli-playout-actions",
        Args::new()
            .num("actions", n(tally.actions))
            .num("entries", n(tally.entries))
            .text("speed", speed),
    );
    stdout.push_str(&format!("{actions}\n"));
    if failed == 0 {
        return Outcome {
            stdout,
            ..Outcome::default()
        };
    }
    let broken = said(
        lang,
        "cli-playout-broken",
        Args::new().num("failed", n(failed)).num("games", n(games)),
    );
    stdout.push_str(&format!("{broken}\n"));
    Outcome {
        stdout,
        stderr: tally.failures.iter().map(|(_, m)| m.as_str()).collect(),
        code: EXIT_FINDINGS,
    }
}

fn read_state(data: &GameData, path: &Path) -> Result<GameState, crate::files::FileError> {
    let text = read_text(path)?;
    state_from_yaml(data, &path.display().to_string(), &text)
        .map_err(|errors| crate::files::invalid(path, errors))
}

fn run_setup(
    data: &GameData,
    (scenario, seed): (ScenarioArg, Option<u64>),
    gandhi: Option<&str>,
    output: &Path,
    lang: Lang,
) -> Outcome {
    let seed = match seed.map_or_else(getrandom::u64, Ok) {
        Ok(seed) => seed,
        Err(error) => {
            let args = Args::new().text("error", error.to_string());
            return Outcome::failed(lang, said(lang, "cli-no-random-seed", args));
        }
    };
    let mut state = match setup(data, scenario.key(), seed) {
        Ok(state) => state,
        Err(error) => return Outcome::failed(lang, i18n::log::setup_error(lang, data, &error)),
    };
    if let Some(space) = gandhi {
        let Some(id) = data.map.find(space) else {
            let names: Vec<&str> = data.map.spaces().iter().map(|s| s.key.as_str()).collect();
            let args = Args::new()
                .text("space", space.to_owned())
                .text("spaces", names.join(", "));
            return Outcome::failed(lang, said(lang, "cli-not-a-space", args));
        };
        if let Err(error) = place_gandhi(&mut state, id) {
            let error = i18n::log::setup_error(lang, data, &error);
            return Outcome::failed(lang, format!("--gandhi: {error}"));
        }
    }
    // A state its own `check` rejects is never written (a data folder whose
    // scenario breaks the inventory or a track's bounds, for instance).
    let broken: Vec<String> = gandhi_validator::play::check(data, &state)
        .findings
        .iter()
        .filter(|f| f.severity == gandhi_validator::findings::Severity::Error)
        .map(|f| format!("  {}: {}", f.rule, i18n::findings::finding(lang, data, f)))
        .collect();
    let file = Args::new().text("file", output.display().to_string());
    if !broken.is_empty() {
        let head = said(
            lang,
            "cli-setup-breaks-rules",
            file.text("scenario", scenario.key()),
        );
        return Outcome::failed(lang, format!("{head}\n{}", broken.join("\n")));
    }
    if let Err(error) = write_atomically(output, &state_to_yaml(data, &state)) {
        return Outcome::failed(lang, i18n::files::file_error(lang, &error));
    }
    let name = data
        .scenario(scenario.key())
        .map_or("?", |s| s.name.as_str());
    let set_up = Args::new()
        .text("scenario", name)
        .text("seed", seed.to_string())
        .text("file", output.display().to_string());
    let mut stdout = said(lang, "cli-set-up", set_up) + "\n";
    if !state.pending.is_empty() {
        stdout.push_str(&said(lang, "cli-setup-pending", Args::new()));
        stdout.push('\n');
    }
    Outcome {
        stdout,
        ..Outcome::default()
    }
}

fn run_totals(data: &GameData, state: &GameState, json: bool, lang: Lang) -> Outcome {
    let totals = totals(data, state);
    let stdout = if json {
        format!("{:#}\n", totals_json(data, state, &totals))
    } else {
        totals_text(data, state, &totals, lang)
    };
    Outcome {
        stdout,
        ..Outcome::default()
    }
}

/// The totals as JSON: each Faction's score, Control, the ranking, the
/// players' results and what a Victory Phase now would find.
fn totals_json(
    data: &GameData,
    state: &GameState,
    totals: &gandhi_validator::position::Totals,
) -> serde_json::Value {
    use gandhi_validator::position::Seat;
    let map = &data.map;
    // Each Faction's score, whether it meets its victory condition
    // (7.2), and who runs it.
    let score = |f: Faction| {
        let s = totals.scores[f];
        let seat = match state.seats[f] {
            Seat::Player(n) => json!(n),
            Seat::NonPlayer => json!("non_player"),
        };
        json!({
            "total": s.total,
            "threshold": s.threshold,
            "margin": s.margin(),
            "meets_condition": s.met(),
            "seat": seat,
        })
    };
    let controlled: Vec<&str> = totals
        .controlled
        .iter()
        .map(|id| map.space(*id).key.as_str())
        .collect();
    let ranked: Vec<&str> = ranking(totals).iter().map(|f| f.key()).collect();
    let (check, solo) = outcome_json(state, totals);
    json!({
        "raj": score(Faction::Raj),
        "congress": score(Faction::Congress),
        "muslim_league": score(Faction::MuslimLeague),
        "revolutionaries": score(Faction::Revolutionaries),
        "controlled": controlled,
        "ranking": ranked,
        "players": players_json(state, totals),
        "victory_check": check,
        "one_player_final": solo,
        "crisis": state.crisis(),
        "pending_setup": !state.pending.is_empty(),
    })
}

/// The players' results: a player holding two Factions counts the lower
/// margin and meets the condition only with both (1.5).
fn players_json(
    state: &GameState,
    totals: &gandhi_validator::position::Totals,
) -> Vec<serde_json::Value> {
    use gandhi_validator::position::{Seat, seat_meets_condition, seat_ranking};
    seat_ranking(state, totals)
        .into_iter()
        .map(|(seat, margin)| {
            let Seat::Player(n) = seat else {
                return json!(null);
            };
            let factions: Vec<&str> = state.factions_of(seat).iter().map(|f| f.key()).collect();
            json!({
                "player": n,
                "factions": factions,
                "margin": margin,
                "meets_condition": seat_meets_condition(state, totals, seat),
            })
        })
        .collect()
}

/// What a Victory Phase now would find (7.2), and a 1-player game's
/// outcome if the final Victory Phase were now (8.10).
fn outcome_json(
    state: &GameState,
    totals: &gandhi_validator::position::Totals,
) -> (serde_json::Value, Option<serde_json::Value>) {
    use gandhi_validator::position::{Seat, SoloResult, VictoryCheck, solo_result, victory_check};
    let check = match victory_check(state, totals) {
        VictoryCheck::GoesOn => json!({ "outcome": "goes_on" }),
        VictoryCheck::NonPlayerWins(factions) => json!({
            "outcome": "non_player_wins",
            "factions": factions.iter().map(|f| f.key()).collect::<Vec<_>>(),
        }),
        VictoryCheck::PlayerWins(seats) => json!({
            "outcome": "player_wins",
            "players": seats
                .iter()
                .filter_map(|s| match s {
                    Seat::Player(n) => Some(*n),
                    Seat::NonPlayer => None,
                })
                .collect::<Vec<_>>(),
        }),
    };
    let solo = solo_result(state, totals).map(|result| match result {
        SoloResult::PlayerWins { by } => json!({
            "winner": "player",
            "by": by,
            "decisive": result.decisive(),
        }),
        SoloResult::NonPlayerWins(f) => json!({ "winner": f.key() }),
    });
    (check, solo)
}

/// The totals as text: Raj Control per City and Province, then each
/// Faction's total, threshold and margin, the ranking, and the Crisis.
fn totals_text(
    data: &GameData,
    state: &GameState,
    totals: &gandhi_validator::position::Totals,
    lang: Lang,
) -> String {
    let map = &data.map;
    let word = |id: &str| said(lang, id, Args::new());
    let mut out = String::new();
    let _ = writeln!(out, "{}", word("cli-control-heading"));
    for space in map.spaces() {
        if !matches!(space.kind(), SpaceKind::City | SpaceKind::Province) {
            continue;
        }
        let cubes = state.space(space.id).pieces.cubes();
        let others = active_non_raj_pieces(map, state, space.id);
        let control = if raj_control(map, state, space.id) {
            word("cli-control-raj")
        } else if state.space(space.id).muslim_state {
            word("cli-control-muslim-state")
        } else {
            "-".to_owned()
        };
        let _ = writeln!(
            out,
            "  {:<22} {cubes:>3} {} {others:<3} {control}",
            space.name,
            word("cli-control-against")
        );
    }
    let _ = writeln!(out, "  {}", word("cli-never-controlled"));
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", word("cli-victory-heading"));
    for faction in Faction::ALL {
        let s = totals.scores[faction];
        let met = if s.met() {
            format!("  {}", word("cli-condition-met"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {:<22} {:>6} {:>10} {:>7}{met}",
            i18n::names::faction(lang, faction),
            s.total,
            s.threshold,
            format!("{:+}", s.margin())
        );
    }
    let places: Vec<String> = ranking(totals)
        .iter()
        .enumerate()
        .map(|(i, f)| format!("{}. {}", i + 1, i18n::names::faction(lang, *f)))
        .collect();
    let ranking = Args::new().text("places", places.join(", "));
    let _ = writeln!(out, "{}", said(lang, "cli-ranking", ranking));
    if state.crisis() {
        let _ = writeln!(out, "{}", word("cli-crisis"));
    }
    if !state.pending.is_empty() {
        let _ = writeln!(out, "{}", word("cli-pending-gandhi"));
    }
    out
}

fn run_check(
    data: &GameData,
    state: &GameState,
    (file, json): (&Path, bool),
    lang: Lang,
) -> Outcome {
    let report: Report = check(data, state);
    let code = if report.is_clean() { 0 } else { EXIT_FINDINGS };
    let keys = |ids: &[gandhi_validator::terms::SpaceId]| -> Vec<String> {
        ids.iter()
            .map(|id| data.map.space(*id).key.clone())
            .collect()
    };
    if json {
        let list: Vec<serde_json::Value> = report
            .findings
            .iter()
            .map(|f| {
                json!({
                    "rule": f.rule.to_string(),
                    "issue": f.issue.code(),
                    "severity": f.severity,
                    "message": i18n::findings::finding(lang, data, f),
                    "spaces": keys(&f.spaces),
                    "provisional": f.caveat.map(|c| i18n::findings::caveat(lang, data, c)),
                })
            })
            .collect();
        return Outcome {
            stdout: format!("{:#}\n", serde_json::Value::Array(list)),
            code,
            ..Outcome::default()
        };
    }
    let mut out = String::new();
    let count = report.findings.len();
    let named = Args::new().text("file", file.display().to_string());
    let head = if count == 0 {
        said(lang, "cli-check-no-finding", named)
    } else {
        said(lang, "cli-check-findings", named.num("count", n(count)))
    };
    let _ = writeln!(out, "{head}");
    for finding in &report.findings {
        let title = data.rules.title(finding.rule).unwrap_or("");
        let _ = writeln!(
            out,
            "  {} {} ({title}): {}",
            finding.severity,
            finding.rule,
            i18n::findings::finding(lang, data, finding)
        );
        if let Some(note) = finding
            .caveat
            .map(|c| i18n::findings::caveat(lang, data, c))
        {
            let note = said(lang, "cli-note", Args::new().text("note", note));
            let _ = writeln!(out, "      {note}");
        }
    }
    if !state.pending.is_empty() {
        let _ = writeln!(out, "  {}", said(lang, "cli-check-pending", Args::new()));
    }
    Outcome {
        stdout: out,
        code,
        ..Outcome::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name| {
            vars.iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn the_environment_names_the_language_in_posix_order() {
        assert_eq!(lang_from_env(env(&[])), Lang::En);
        assert_eq!(lang_from_env(env(&[("LANG", "it_IT.UTF-8")])), Lang::It);
        assert_eq!(lang_from_env(env(&[("LANG", "es")])), Lang::Es);
        assert_eq!(lang_from_env(env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(lang_from_env(env(&[("LANG", "C")])), Lang::En);
        let all = env(&[
            ("LC_ALL", "es_AR"),
            ("LC_MESSAGES", "it_IT"),
            ("LANG", "en_US"),
        ]);
        assert_eq!(lang_from_env(all), Lang::Es);
        let messages = env(&[("LC_MESSAGES", "it_IT"), ("LANG", "es_ES")]);
        assert_eq!(lang_from_env(messages), Lang::It);
        // An empty variable is no choice.
        let empty = env(&[("LC_ALL", ""), ("LANG", "it_IT")]);
        assert_eq!(lang_from_env(empty), Lang::It);
    }

    #[test]
    fn a_game_that_broke_a_rule_is_said_in_the_language_chosen() {
        assert_eq!(
            game_failed(Lang::En, 7, &"a step broke 3.2.1"),
            "error: game with seed 7: a step broke 3.2.1\n"
        );
        assert_eq!(
            game_failed(Lang::It, 7, &"x"),
            "errore: partita con seme 7: x\n"
        );
    }
}
