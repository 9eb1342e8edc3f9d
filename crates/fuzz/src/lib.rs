//! Fuzzing of every file the moderator reads, on the stable toolchain
//! (decision 0034, `docs/fuzzing.md`).
//!
//! A small deterministic mutation engine ([`mutate`]) makes new texts from
//! a corpus of real files (`crates/fuzz/corpus/`); each text is given to a
//! target ([`targets`]) on a thread of its own, which must return within a
//! time bound and below a memory bound ([`alloc`]) and must not panic. The
//! same base seed gives the same cases; a finding prints its case seed and
//! writes its input, ready to be added to the corpus.

pub mod alloc;
pub mod mutate;
pub mod targets;

use std::any::Any;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use mutate::Dictionary;

/// What is fuzzed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    /// A state file (`docs/state-format.md`).
    State,
    /// A saved game (`docs/game-format.md`).
    SavedGame,
    /// The players' card file (`docs/data.md`).
    PlayerCards,
    /// The players' non-player aid file (`docs/arjuna.md`).
    PlayersAid,
    /// A whole data folder (`--data DIR`, `docs/data.md`).
    DataFolder,
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 5] = [
        Target::State,
        Target::SavedGame,
        Target::PlayerCards,
        Target::PlayersAid,
        Target::DataFolder,
    ];

    /// Its name, which is also its folder in the corpus.
    pub fn name(self) -> &'static str {
        match self {
            Target::State => "state",
            Target::SavedGame => "saved_game",
            Target::PlayerCards => "player_cards",
            Target::PlayersAid => "players_aid",
            Target::DataFolder => "data_folder",
        }
    }

    fn index(self) -> u64 {
        match self {
            Target::State => 1,
            Target::SavedGame => 2,
            Target::PlayerCards => 3,
            Target::PlayersAid => 4,
            Target::DataFolder => 5,
        }
    }

    /// Runs the target on one input: how far it went.
    pub fn run(self, input: &Input) -> targets::Reach {
        match self {
            Target::DataFolder => {
                let changed: Vec<(String, String)> = input
                    .files
                    .iter()
                    .map(|(name, bytes)| (name.clone(), text_of(bytes)))
                    .collect();
                targets::data_folder(&changed)
            }
            _ => {
                let text = input
                    .files
                    .first()
                    .map(|(_, bytes)| text_of(bytes))
                    .unwrap_or_default();
                match self {
                    Target::State => targets::state(&text),
                    Target::SavedGame => targets::saved_game(&text),
                    Target::PlayerCards => targets::player_cards(&text),
                    Target::PlayersAid => targets::players_aid(&text),
                    Target::DataFolder => targets::Reach::Refused,
                }
            }
        }
    }
}

/// The text the loaders are given for these bytes. The program refuses a
/// file that is not UTF-8 before parsing it (`files::read_text`); the
/// fuzzer decodes such bytes with replacement characters instead, so that
/// the parser still sees the rest of the mutated text.
fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// One input: for a data folder, the files that differ from the bundled
/// data (path in the folder, bytes; an empty scenario file is a scenario
/// removed); for the other targets, a single file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Input {
    /// Where it came from: a corpus path, or the case seed.
    pub label: String,
    /// The files.
    pub files: Vec<(String, Vec<u8>)>,
}

/// The corpus folder of the crate (`crates/fuzz/corpus`).
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The corpus of a target: every file in its folder (sorted by name); for
/// the data folder, every sub-folder, whose files are laid out as in
/// `data/`, plus the bundled data unchanged.
pub fn corpus(target: Target) -> std::io::Result<Vec<Input>> {
    let dir = corpus_dir().join(target.name());
    let mut entries: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(read) => read
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| !n.starts_with('.'))
            })
            .collect(),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(error) => return Err(error),
    };
    entries.sort();
    let mut out = Vec::new();
    if target == Target::DataFolder {
        out.push(Input {
            label: "the bundled data".to_owned(),
            files: Vec::new(),
        });
        for folder in entries.into_iter().filter(|p| p.is_dir()) {
            let mut files = Vec::new();
            collect_files(&folder, &folder, &mut files)?;
            files.sort();
            out.push(Input {
                label: folder.display().to_string(),
                files,
            });
        }
    } else {
        for path in entries.into_iter().filter(|p| p.is_file()) {
            out.push(Input {
                label: path.display().to_string(),
                files: vec![("input.yaml".to_owned(), std::fs::read(&path)?)],
            });
        }
    }
    Ok(out)
}

fn collect_files(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_files(root, &path, out)?;
        } else if let Ok(relative) = path.strip_prefix(root) {
            let name = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push((name, std::fs::read(&path)?));
        }
    }
    Ok(())
}

/// How a run goes: read from the environment by [`Config::from_env`].
#[derive(Clone, Debug)]
pub struct Config {
    /// Mutated inputs per target (`GANDHI_FUZZ_CASES`).
    pub cases: u64,
    /// The base seed (`GANDHI_FUZZ_SEED`); case `i` of a target has its own
    /// seed derived from it.
    pub seed: u64,
    /// Stop a target after this long, whatever `cases` says
    /// (`GANDHI_FUZZ_SECONDS`).
    pub seconds: Option<f64>,
    /// Run this one case seed only (`GANDHI_FUZZ_CASE`, as printed with a
    /// finding).
    pub only: Option<u64>,
    /// The most one input may take (`GANDHI_FUZZ_TIMEOUT`, seconds).
    pub timeout: Duration,
    /// The most memory one input may hold at once
    /// (`GANDHI_FUZZ_MEMORY_MB`); twice this stops the process.
    pub memory: usize,
    /// Where a finding's input is written (`GANDHI_FUZZ_OUT`).
    pub out: PathBuf,
    /// Print every input's outcome, time and memory (`GANDHI_FUZZ_VERBOSE`).
    pub verbose: bool,
}

/// Reads a number from the environment; an unset variable gives `None`, a
/// variable set to something else is an error naming it.
fn env_number<T: std::str::FromStr>(name: &str) -> Result<Option<T>, String> {
    match std::env::var(name) {
        Ok(text) => {
            let text = text.trim().replace('_', "");
            let parsed = match text.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16)
                    .ok()
                    .and_then(|n| n.to_string().parse().ok()),
                None => text.parse().ok(),
            };
            parsed
                .map(Some)
                .ok_or_else(|| format!("{name}={text} is not a number"))
        }
        Err(_) => Ok(None),
    }
}

impl Config {
    /// The configuration the environment gives, with `cases` mutated
    /// inputs per target by default and findings written under `out`.
    pub fn from_env(cases: u64, out: PathBuf) -> Result<Config, String> {
        let timeout: f64 = env_number("GANDHI_FUZZ_TIMEOUT")?
            .unwrap_or(if cfg!(debug_assertions) { 30.0 } else { 10.0 });
        let memory: usize = env_number("GANDHI_FUZZ_MEMORY_MB")?.unwrap_or(1024);
        Ok(Config {
            cases: env_number("GANDHI_FUZZ_CASES")?.unwrap_or(cases),
            seed: env_number("GANDHI_FUZZ_SEED")?.unwrap_or(0),
            seconds: env_number("GANDHI_FUZZ_SECONDS")?,
            only: env_number("GANDHI_FUZZ_CASE")?,
            timeout: Duration::from_secs_f64(timeout.max(0.1)),
            memory: memory.saturating_mul(1024 * 1024),
            out: std::env::var_os("GANDHI_FUZZ_OUT").map_or(out, PathBuf::from),
            verbose: std::env::var_os("GANDHI_FUZZ_VERBOSE").is_some(),
        })
    }
}

/// What went wrong with one input.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// It panicked, with this message.
    Panic(String),
    /// It did not return within the time bound.
    Hang(Duration),
    /// It held more memory at once than the bound: the peak in bytes.
    Memory(usize),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Panic(message) => write!(f, "panicked: {message}"),
            Problem::Hang(after) => write!(f, "did not return within {:.0} s", after.as_secs_f64()),
            Problem::Memory(peak) => write!(f, "held {} MiB at once", peak / (1024 * 1024)),
        }
    }
}

/// How one input went: its time and its memory peak.
#[derive(Clone, Copy, Debug)]
pub struct Ran {
    /// How far it went.
    pub reach: targets::Reach,
    /// How long it took.
    pub time: Duration,
    /// The most memory its thread held at once (0 without the counting
    /// allocator).
    pub peak: usize,
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(a panic without a message)".to_owned()
    }
}

/// Runs `target` on `input` on a thread of its own, within the bounds of
/// `config`.
pub fn run_one(target: Target, input: &Input, config: &Config) -> Result<Ran, Problem> {
    let owned = input.clone();
    run_guarded(target.name(), move || target.run(&owned), config)
}

/// Runs `work` on a thread of its own named for `name`: a panic, a run
/// longer than `config.timeout` or a peak of memory over `config.memory`
/// is a [`Problem`].
pub fn run_guarded(
    name: &str,
    work: impl FnOnce() -> targets::Reach + Send + 'static,
    config: &Config,
) -> Result<Ran, Problem> {
    let (send, receive) = mpsc::channel();
    let ceiling = config.memory.saturating_mul(2);
    let spawned = std::thread::Builder::new()
        .name(format!("fuzz-{name}"))
        .stack_size(8 * 1024 * 1024)
        .spawn(move || {
            alloc::reset(ceiling);
            let start = Instant::now();
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
                .map_err(|payload| panic_message(payload.as_ref()));
            let (time, peak) = (start.elapsed(), alloc::peak());
            let _ = send.send(outcome.map(|reach| Ran { reach, time, peak }));
        });
    if let Err(error) = spawned {
        return Err(Problem::Panic(format!(
            "no thread could be started: {error}"
        )));
    }
    match receive.recv_timeout(config.timeout) {
        Ok(Ok(ran)) if ran.peak > config.memory => Err(Problem::Memory(ran.peak)),
        Ok(Ok(ran)) => Ok(ran),
        Ok(Err(message)) => Err(Problem::Panic(message)),
        // The thread is left running: it cannot be stopped, and the run
        // ends with this finding.
        Err(mpsc::RecvTimeoutError::Timeout) => Err(Problem::Hang(config.timeout)),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(Problem::Panic(
            "the thread ended without an answer".to_owned(),
        )),
    }
}

/// A finding: the input, where it was written and how to run it again.
#[derive(Debug)]
pub struct Finding {
    /// The target.
    pub target: Target,
    /// What went wrong.
    pub problem: Problem,
    /// The case seed, when the input was made by mutation.
    pub case: Option<u64>,
    /// Where the input came from.
    pub label: String,
    /// Where it was written.
    pub written: Option<PathBuf>,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fuzz target `{}`: {}: {}",
            self.target.name(),
            self.label,
            self.problem
        )?;
        if let Some(case) = self.case {
            write!(
                f,
                "\n  run this case again: GANDHI_FUZZ_CASE={case:#x} cargo test -p gandhi-fuzz --test fuzz {}",
                self.target.name()
            )?;
        }
        if let Some(path) = &self.written {
            write!(
                f,
                "\n  the input is in {}; once fixed, copy it into crates/fuzz/corpus/{}/ with a regression test",
                path.display(),
                self.target.name()
            )?;
        }
        Ok(())
    }
}

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Corpus inputs run as they are.
    pub corpus: usize,
    /// Mutated inputs run.
    pub cases: u64,
    /// Time spent in the target.
    pub busy: Duration,
    /// Time the whole run took, making the inputs included.
    pub wall: Duration,
    /// The slowest input.
    pub slowest: Duration,
    /// The largest memory peak of one input, in bytes.
    pub peak: usize,
    /// The longest input, in bytes.
    pub longest: usize,
    /// Inputs the reader refused, that it read but what comes next
    /// refused, and that went through.
    pub reach: [u64; 3],
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.wall.as_secs_f64();
        let total = self.cases + self.corpus as u64;
        write!(
            f,
            "{} corpus inputs and {} mutated in {:.1} s ({:.0} inputs/s; {:.1} s in the target): {} refused by the reader, {} read and stopped after, {} through; slowest {:.2} s, largest memory peak {:.1} MiB, longest input {} KiB",
            self.corpus,
            self.cases,
            secs,
            if secs > 0.0 { total as f64 / secs } else { 0.0 },
            self.busy.as_secs_f64(),
            self.reach[0],
            self.reach[1],
            self.reach[2],
            self.slowest.as_secs_f64(),
            self.peak as f64 / (1024.0 * 1024.0),
            self.longest / 1024
        )
    }
}

/// The seed of case `i` of `target` under base seed `seed`.
pub fn case_seed(target: Target, seed: u64, i: u64) -> u64 {
    // SplitMix64 of the three, so that neighbouring cases differ in every bit.
    let mut z = seed
        .wrapping_add(target.index().wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_add(i.wrapping_mul(0xbf58_476d_1ce4_e5b9));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed texts and the dictionary of a target.
#[derive(Debug)]
pub struct Seeds {
    inputs: Vec<Input>,
    dict: Dictionary,
}

impl Seeds {
    /// The corpus of `target`.
    pub fn of(target: Target) -> std::io::Result<Seeds> {
        let inputs = corpus(target)?;
        let mut texts: Vec<&[u8]> = inputs
            .iter()
            .flat_map(|input| input.files.iter().map(|(_, bytes)| bytes.as_slice()))
            .collect();
        if target == Target::DataFolder {
            texts.extend(
                targets::DATA_FILES
                    .iter()
                    .filter_map(|name| targets::bundled_text(name))
                    .map(str::as_bytes),
            );
        }
        let dict = Dictionary::of(&texts);
        Ok(Seeds { inputs, dict })
    }

    /// The corpus inputs.
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// The mutated input of a case seed.
    pub fn case(&self, target: Target, case: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(case);
        let label = format!("case {case:#x}");
        if self.inputs.is_empty() {
            return Input {
                label,
                files: Vec::new(),
            };
        }
        let base = &self.inputs[rng.random_range(0..self.inputs.len())];
        let other = &self.inputs[rng.random_range(0..self.inputs.len())];
        if target != Target::DataFolder {
            let seed = base.files.first().map_or(&[][..], |(_, b)| b.as_slice());
            let other = other.files.first().map_or(&[][..], |(_, b)| b.as_slice());
            let text = mutate::mutate(&mut rng, seed, other, &self.dict);
            return Input {
                label,
                files: vec![("input.yaml".to_owned(), text)],
            };
        }
        // A data folder: one file changed (sometimes two), taken from the
        // corpus folder when it holds that file, else from the bundled data.
        let mut files = base.files.clone();
        let changes = if rng.random_bool(0.15) { 2 } else { 1 };
        for _ in 0..changes {
            let name = if !files.is_empty() && rng.random_bool(0.5) {
                files[rng.random_range(0..files.len())].0.clone()
            } else {
                targets::DATA_FILES[rng.random_range(0..targets::DATA_FILES.len())].to_owned()
            };
            let current = files
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, b)| b.clone())
                .or_else(|| targets::bundled_text(&name).map(|t| t.as_bytes().to_vec()))
                .unwrap_or_default();
            let splice_from = targets::DATA_FILES[rng.random_range(0..targets::DATA_FILES.len())];
            let other = targets::bundled_text(splice_from).unwrap_or("").as_bytes();
            let (name, text) = match rng.random_range(0..40) {
                // A scenario removed, or one more added.
                0 if name.starts_with("scenarios/") => (name, Vec::new()),
                1 if name.starts_with("scenarios/") => (
                    "scenarios/extra.yaml".to_owned(),
                    mutate::mutate(&mut rng, &current, other, &self.dict),
                ),
                _ => {
                    let text = mutate::mutate(&mut rng, &current, other, &self.dict);
                    (name, text)
                }
            };
            files.retain(|(n, _)| *n != name);
            files.push((name, text));
        }
        files.sort();
        Input { label, files }
    }
}

/// Writes a finding's input under `dir`: a file, or for a data folder a
/// folder of the files that differ from the bundled data.
pub fn write_input(
    dir: &Path,
    target: Target,
    name: &str,
    input: &Input,
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    if target == Target::DataFolder {
        let folder = dir.join(format!("{}-{name}", target.name()));
        if folder.exists() {
            std::fs::remove_dir_all(&folder)?;
        }
        for (file, bytes) in &input.files {
            let path = folder.join(file);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, bytes)?;
        }
        std::fs::create_dir_all(&folder)?;
        Ok(folder)
    } else {
        let path = dir.join(format!("{}-{name}.yaml", target.name()));
        let bytes = input.files.first().map_or(&[][..], |(_, b)| b.as_slice());
        std::fs::write(&path, bytes)?;
        Ok(path)
    }
}

/// Runs the corpus of `target` unchanged, then `config.cases` mutated
/// inputs (or the one case `config.only`), stopping at the first finding.
pub fn fuzz(target: Target, config: &Config) -> Result<Stats, Finding> {
    let seeds = Seeds::of(target).map_err(|error| Finding {
        target,
        problem: Problem::Panic(format!("the corpus cannot be read: {error}")),
        case: None,
        label: corpus_dir().join(target.name()).display().to_string(),
        written: None,
    })?;
    let mut stats = Stats::default();
    let started = Instant::now();
    let record = |stats: &mut Stats, input: &Input, ran: Ran| {
        stats.busy += ran.time;
        stats.reach[ran.reach as usize] += 1;
        stats.slowest = stats.slowest.max(ran.time);
        stats.peak = stats.peak.max(ran.peak);
        let len = input.files.iter().map(|(_, b)| b.len()).sum();
        stats.longest = stats.longest.max(len);
    };
    if config.only.is_none() {
        for input in seeds.inputs() {
            let ran = run_one(target, input, config).map_err(|problem| Finding {
                target,
                problem,
                case: None,
                label: input.label.clone(),
                written: None,
            })?;
            record(&mut stats, input, ran);
            stats.corpus += 1;
        }
    }
    let mut i = 0;
    loop {
        let case = match config.only {
            Some(case) if i == 0 => case,
            Some(_) => break,
            None if i >= config.cases
                || config
                    .seconds
                    .is_some_and(|limit| started.elapsed().as_secs_f64() > limit) =>
            {
                break;
            }
            None => case_seed(target, config.seed, i),
        };
        i += 1;
        let input = seeds.case(target, case);
        // Kept before the run, so that an input that brings the whole
        // process down (past the memory ceiling) is still at hand.
        let _ = write_input(&config.out, target, "last", &input);
        match run_one(target, &input, config) {
            Ok(ran) => {
                if config.verbose {
                    let len: usize = input.files.iter().map(|(_, b)| b.len()).sum();
                    eprintln!(
                        "{} {}: {:?} in {:.3} s, peak {} KiB, {len} bytes",
                        target.name(),
                        input.label,
                        ran.reach,
                        ran.time.as_secs_f64(),
                        ran.peak / 1024
                    );
                }
                record(&mut stats, &input, ran);
                stats.cases += 1;
            }
            Err(problem) => {
                let written =
                    write_input(&config.out, target, &format!("{case:016x}"), &input).ok();
                return Err(Finding {
                    target,
                    problem,
                    case: Some(case),
                    label: input.label,
                    written,
                });
            }
        }
    }
    stats.wall = started.elapsed();
    Ok(stats)
}

/// The values [`sweep`] puts in place of every number: the edges of the
/// integer types the readers use, and floats no count can be.
pub const SWEEP_VALUES: &[&str] = &[
    "-1",
    "255",
    "256",
    "65536",
    "2147483647",
    "-2147483648",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "1e308",
    ".nan",
];

/// Every number of every corpus input (for the data folder, of every
/// bundled file), one at a time, replaced by each of [`SWEEP_VALUES`]:
/// a systematic search for the overflows extreme values once caused.
/// `stride` takes every `stride`-th number only.
pub fn sweep(target: Target, config: &Config, stride: usize) -> Result<Stats, Finding> {
    let seeds = Seeds::of(target).map_err(|error| Finding {
        target,
        problem: Problem::Panic(format!("the corpus cannot be read: {error}")),
        case: None,
        label: corpus_dir().join(target.name()).display().to_string(),
        written: None,
    })?;
    let bases: Vec<(String, Vec<u8>)> = if target == Target::DataFolder {
        targets::DATA_FILES
            .iter()
            .filter_map(|name| targets::bundled_text(name).map(|t| ((*name).to_owned(), t.into())))
            .collect()
    } else {
        seeds
            .inputs()
            .iter()
            .filter_map(|input| {
                let (_, bytes) = input.files.first()?;
                Some((input.label.clone(), bytes.clone()))
            })
            .collect()
    };
    let mut stats = Stats::default();
    let started = Instant::now();
    for (name, text) in &bases {
        for (n, span) in mutate::numbers(text).into_iter().enumerate() {
            if n % stride.max(1) != 0 {
                continue;
            }
            for value in SWEEP_VALUES {
                let mut changed = text.clone();
                changed.splice(span.0..span.1, value.bytes());
                let file = if target == Target::DataFolder {
                    name.clone()
                } else {
                    "input.yaml".to_owned()
                };
                let input = Input {
                    label: format!("{name} with the number at byte {} as {value}", span.0),
                    files: vec![(file, changed)],
                };
                match run_one(target, &input, config) {
                    Ok(ran) => {
                        stats.busy += ran.time;
                        stats.reach[ran.reach as usize] += 1;
                        stats.slowest = stats.slowest.max(ran.time);
                        stats.peak = stats.peak.max(ran.peak);
                        stats.cases += 1;
                    }
                    Err(problem) => {
                        let written = write_input(
                            &config.out,
                            target,
                            &format!("sweep-{}-{value}", span.0),
                            &input,
                        )
                        .ok();
                        return Err(Finding {
                            target,
                            problem,
                            case: None,
                            label: input.label,
                            written,
                        });
                    }
                }
            }
        }
    }
    stats.wall = started.elapsed();
    Ok(stats)
}
