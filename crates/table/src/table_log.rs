//! The table's own log of a game, for any volume: the scenario and seed it
//! started from, then each entry as the board made it (what was declared,
//! and the gestures that carried it out), sealed with the volume's chain,
//! and the players' bookmarks and notes and the other lines of play
//! beside them.
//! Replaying it through the contract gives every position and what the
//! volume said of each step.

use serde::{Deserialize, Serialize};

use crate::annotation::{Annotation, RawAnnotation, annotation_to_raw, read_annotations};
use crate::distance::{Distance, EntrySignature, FairDraw, Hand, Reveal, Seat};
use crate::lines::{Line, RawLine, line_to_raw, read_lines};
use crate::seal::{Hash, canonical, link};
use crate::volume::{
    Judged, NotPlanned, Reason, Refused, SoFar, TableEntry, Volume, carry_out, take_action,
};
use crate::yaml::{Headed, LoadErrors, TextPos, expect_end, parse_formatted, unplaced};

/// The name of the format, as its first line writes it.
pub const TABLE_LOG_FORMAT: &str = "table log";
/// The newest version of the format.
pub const TABLE_LOG_VERSION: u32 = 1;

/// A game as the table logs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLog {
    /// The volume's key.
    pub volume: String,
    /// The scenario's key.
    pub scenario: String,
    /// The seed of every draw and die.
    pub seed: u64,
    /// The entries, oldest first.
    pub entries: Vec<TableEntry>,
    /// The players' bookmarks and notes on its entries: kept in the file
    /// beside the entries and outside the seal.
    pub annotations: Vec<Annotation>,
    /// The other lines of play, set aside to return to; outside the seal.
    pub lines: Vec<Line>,
    /// For a game played at a distance: its seats (under the seal, in
    /// the header), the entries' signatures and the draws' secrets
    /// (outside it: they vouch for what the seal covers).
    pub distance: Distance,
}

/// A log as read from a file: the log, and whether its seal still matches
/// what it holds (a log changed by hand afterwards does not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadLog {
    /// The log.
    pub log: TableLog,
    /// Whether the seal written in the file is the one its entries make.
    pub sealed: bool,
    /// Whether the file carries a seal at all (a log written by hand may
    /// not).
    pub has_seal: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLog {
    format: String,
    version: u32,
    volume: serde_saphyr::Spanned<String>,
    scenario: String,
    seed: u64,
    #[serde(default)]
    entries: Vec<TableEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    annotations: Vec<serde_saphyr::Spanned<RawAnnotation>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    lines: Vec<serde_saphyr::Spanned<RawLine>>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    game: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seats: Vec<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    signatures: Vec<EntrySignature>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    reveals: Vec<Reveal>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    draws: Vec<FairDraw>,
    #[serde(default)]
    seal: Option<String>,
    #[serde(default)]
    end: Option<serde_saphyr::Spanned<String>>,
}

impl Headed for RawLog {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

/// What the seal covers before the entries. A game around one table has
/// no name and no seats, and hashes as it did before games were played at
/// a distance.
#[derive(Serialize)]
struct Header<'a> {
    volume: &'a str,
    scenario: &'a str,
    seed: u64,
    #[serde(skip_serializing_if = "str::is_empty")]
    game: &'a str,
    #[serde(skip_serializing_if = "<[Seat]>::is_empty")]
    seats: &'a [Seat],
}

impl TableLog {
    /// A new game with no entries yet.
    pub fn new(volume: &str, scenario: &str, seed: u64) -> TableLog {
        TableLog {
            volume: volume.to_owned(),
            scenario: scenario.to_owned(),
            seed,
            entries: Vec::new(),
            annotations: Vec::new(),
            lines: Vec::new(),
            distance: Distance::default(),
        }
    }

    /// Plays on from the moment after the first `kept` entries: the
    /// entries after it are set aside, whole from the start of the game
    /// with every note, as a line named `name` made at `at` (RFC 3339); the
    /// log keeps the notes on the entries it keeps. Nothing is set aside,
    /// and `false` said, when no entry follows.
    pub fn play_on_from(&mut self, kept: usize, (name, at): (&str, &str)) -> bool {
        if kept >= self.entries.len() {
            return false;
        }
        self.lines.push(Line {
            name: name.to_owned(),
            at: at.to_owned(),
            entries: self.entries.clone(),
            annotations: self.annotations.clone(),
        });
        self.entries.truncate(kept);
        self.annotations.retain(|a| a.entry <= kept);
        true
    }

    /// Returns to the line at `index`: its entries and notes become the
    /// log's, and the log's are set aside as a line named `name` made at
    /// `at`. `false` when there is no such line.
    pub fn return_to(&mut self, index: usize, (name, at): (&str, &str)) -> bool {
        if index >= self.lines.len() {
            return false;
        }
        let line = self.lines.remove(index);
        let left = Line {
            name: name.to_owned(),
            at: at.to_owned(),
            entries: std::mem::replace(&mut self.entries, line.entries),
            annotations: std::mem::replace(&mut self.annotations, line.annotations),
        };
        self.lines.push(left);
        true
    }

    /// The seal of the log under a volume's chain: its header, then each
    /// entry linked to the one before.
    pub fn seal<V: Volume>(&self, volume: &V) -> Hash {
        self.links(volume).last().copied().unwrap_or_default()
    }

    /// The hash that opens the log's chain: it names the game.
    pub fn header_hash<V: Volume>(&self, volume: &V) -> Hash {
        let header = Header {
            volume: &self.volume,
            scenario: &self.scenario,
            seed: self.seed,
            game: &self.distance.game,
            seats: &self.distance.seats,
        };
        volume.chain().header_hash(&canonical(&header))
    }

    /// The chain's links: the header's hash, then the link after each
    /// entry; `links()[n]` is the seal after the first `n` entries.
    pub fn links<V: Volume>(&self, volume: &V) -> Vec<Hash> {
        chain_on(self.header_hash(volume), &self.entries)
    }

    /// Signs, as seat `seat` holding `key`, each entry from `from` (from 0)
    /// that no seat has signed yet.
    pub fn sign<V: Volume>(
        &mut self,
        volume: &V,
        (seat, key): (&str, &crate::distance::SeatKey),
        from: usize,
    ) {
        let links = self.links(volume);
        for (entry, link) in links.iter().enumerate().skip(from + 1) {
            if !self.distance.signatures.iter().any(|s| s.entry == entry) {
                self.distance.signatures.push(EntrySignature {
                    entry,
                    seat: seat.to_owned(),
                    signature: key.sign(link),
                });
            }
        }
        self.distance.signatures.sort_by_key(|s| s.entry);
    }

    /// Whose hand each entry bears, in order.
    pub fn hands<V: Volume>(&self, volume: &V) -> Vec<Hand> {
        let links = self.links(volume);
        (1..links.len())
            .map(|entry| self.distance.hand(entry, &links[entry]))
            .collect()
    }

    /// The game so far, as a volume's non-player system reads it: this
    /// log's set-up and entries, the position they reached and the play
    /// the volume folded from them.
    pub fn so_far<'a, S, P>(&'a self, (now, play): (&'a S, &'a P)) -> SoFar<'a, S, P> {
        SoFar {
            scenario: &self.scenario,
            seed: self.seed,
            entries: &self.entries,
            now,
            play,
        }
    }

    /// The log as its file writes it, sealed.
    pub fn write<V: Volume>(&self, volume: &V) -> String {
        let written = RawLog {
            format: TABLE_LOG_FORMAT.to_owned(),
            version: TABLE_LOG_VERSION,
            volume: unplaced(self.volume.clone()),
            scenario: self.scenario.clone(),
            seed: self.seed,
            entries: self.entries.clone(),
            annotations: self
                .annotations
                .iter()
                .map(|a| unplaced(annotation_to_raw(a)))
                .collect(),
            lines: self
                .lines
                .iter()
                .map(|l| unplaced(line_to_raw(l)))
                .collect(),
            game: self.distance.game.clone(),
            seats: self.distance.seats.clone(),
            signatures: self.distance.signatures.clone(),
            reveals: self.distance.reveals.clone(),
            draws: self.distance.draws.clone(),
            seal: Some(self.seal(volume).hex()),
            end: Some(unplaced(TABLE_LOG_FORMAT.to_owned())),
        };
        serde_saphyr::to_string(&written)
            .unwrap_or_else(|error| format!("# the log could not be written: {error}\n"))
    }

    /// Reads a log written for `volume`, or says, with the line and column,
    /// what in the file is not one.
    pub fn read<V: Volume>(volume: &V, file: &str, text: &str) -> Result<ReadLog, LoadErrors> {
        let raw: RawLog = parse_formatted(
            &volume.formats(),
            file,
            text,
            (TABLE_LOG_FORMAT, TABLE_LOG_VERSION),
        )?;
        expect_end(file, raw.end.as_ref(), TABLE_LOG_FORMAT)?;
        if raw.volume.value != volume.key() {
            let mut errors = LoadErrors::default();
            errors.push(
                file,
                "volume",
                TextPos::of(&raw.volume),
                format!(
                    "this is a log of `{}`, not of `{}`",
                    raw.volume.value,
                    volume.key()
                ),
            );
            return Err(errors);
        }
        // The table's log keeps no findings: a note may name any of an
        // entry's, found again when the log is replayed.
        let findings = vec![usize::MAX; raw.entries.len()];
        let mut errors = LoadErrors::default();
        let annotations = read_annotations(&raw.annotations, &findings, file, &mut errors);
        let lines = read_lines(&raw.lines, file, &mut errors);
        let distance = Distance {
            game: raw.game,
            seats: raw.seats,
            signatures: raw.signatures,
            reveals: raw.reveals,
            draws: raw.draws,
        };
        for problem in distance.problems() {
            errors.push(file, "seats", TextPos::default(), problem);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let log = TableLog {
            volume: raw.volume.value,
            scenario: raw.scenario,
            seed: raw.seed,
            entries: raw.entries,
            annotations,
            lines,
            distance,
        };
        let sealed = raw.seal.as_deref() == Some(log.seal(volume).hex().as_str());
        Ok(ReadLog {
            log,
            sealed,
            has_seal: raw.seal.is_some(),
        })
    }
}

/// The chain's links from `start` on through `entries`: `start`, then the
/// link after each entry.
pub(crate) fn chain_on(start: Hash, entries: &[TableEntry]) -> Vec<Hash> {
    let mut links = Vec::with_capacity(entries.len() + 1);
    links.push(start);
    for entry in entries {
        let next = link(&links[links.len() - 1], &canonical(entry));
        links.push(next);
    }
    links
}

/// The volume a table's log names, read from its text without reading
/// the rest: none when the text is no table's log that names one.
pub fn volume_of(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Named {
        format: String,
        volume: String,
    }
    let named: Named = serde_saphyr::from_str(text).ok()?;
    (named.format == TABLE_LOG_FORMAT).then_some(named.volume)
}

/// Plays one entry on `state` through the contract: each gesture becomes
/// the volume's change; a declared action is judged on its whole change,
/// free changes only by what the position breaks. On a refusal the
/// position is left as it was and the step names the gesture.
pub fn play_entry<V: Volume>(
    volume: &V,
    data: &V::Data,
    state: &mut V::State,
    entry: &TableEntry,
) -> Result<Judged, Refused> {
    let edits = entry
        .gestures
        .iter()
        .enumerate()
        .map(|(step, gesture)| {
            volume
                .edit(data, gesture)
                .map_err(|reason| Refused { step, reason })
        })
        .collect::<Result<Vec<_>, _>>()?;
    match &entry.declare {
        Some(text) => {
            let action = volume.action(data, text).map_err(|reason| Refused {
                step: edits.len(),
                reason,
            })?;
            take_action(volume, data, state, (&action, &edits))
        }
        None => {
            let after = carry_out(volume, data, state, &edits)?;
            let judged = Judged {
                verdicts: volume.check(data, &after),
                totals: volume.totals(data, &after),
            };
            *state = after;
            Ok(judged)
        }
    }
}

/// A log replayed: the position after its first entries, the play the
/// volume folded from them, and what the volume said of each.
#[derive(Clone, Debug)]
pub struct Replayed<S, P> {
    /// The position reached.
    pub state: S,
    /// The play folded from the entries ([`Volume::Play`]).
    pub play: P,
    /// What the volume said after each entry played.
    pub steps: Vec<Judged>,
}

/// Why a log could not be replayed: its set-up failed, or an entry could
/// not be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// The scenario could not be set up.
    Setup(String),
    /// An entry (from 0) was refused.
    Entry {
        /// The entry.
        entry: usize,
        /// Why.
        refused: Refused,
    },
}

/// Sets the log's scenario up and plays its first `upto` entries (all of
/// them when `upto` is past the end).
pub fn replay<V: Volume>(
    volume: &V,
    data: &V::Data,
    log: &TableLog,
    upto: usize,
) -> Result<Replayed<V::State, V::Play>, Unplayable> {
    let state = volume
        .setup(data, &log.scenario, log.seed)
        .map_err(Unplayable::Setup)?;
    let play = volume.start_play(data, &state);
    let mut game = (state, play);
    let mut steps = Vec::new();
    for (at, entry) in log.entries.iter().take(upto).enumerate() {
        let judged = play_in_game(volume, data, (&mut game.0, &mut game.1), entry)
            .map_err(|refused| Unplayable::Entry { entry: at, refused })?;
        steps.push(judged);
    }
    let (state, play) = game;
    Ok(Replayed { state, play, steps })
}

/// Plays one entry of a game ([`play_entry`]) and folds it into the play:
/// what the entry breaks in the sequence of play, given the play before
/// it, follows what the position and the action break. On a refusal the
/// position and the play are left as they were.
pub fn play_in_game<V: Volume>(
    volume: &V,
    data: &V::Data,
    (state, play): (&mut V::State, &mut V::Play),
    entry: &TableEntry,
) -> Result<Judged, Refused> {
    let sequence = volume.sequence(data, (state, play), entry);
    let before = state.clone();
    let mut judged = play_entry(volume, data, state, entry)?;
    volume.fold(data, play, entry, (&before, state));
    judged.verdicts.extend(sequence);
    Ok(judged)
}

/// A non-player's turn as the log's next entry: the volume's system
/// decides it in the game so far with the players' `answers`; the entry
/// names the side and keeps the answers, and the trace says why, decision
/// by decision. The entry is played like any other ([`play_entry`]), so a
/// non-player's turn is judged by the same rules as a player's.
pub fn non_player_entry<V: Volume>(
    volume: &V,
    data: &V::Data,
    game: SoFar<'_, V::State, V::Play>,
    (side, answers): (&str, &[String]),
) -> Result<(TableEntry, Vec<Reason>), NotPlanned> {
    let turn = volume.non_player_turn(data, game, side, answers)?;
    let entry = TableEntry {
        declare: turn.declare,
        gestures: turn.gestures,
        non_player: Some(side.to_owned()),
        answers: answers.to_vec(),
    };
    Ok((entry, turn.trace))
}

/// Why the log's entry `at` (from 0) is what it is, when a non-player's
/// system made it: the system plans the side's turn again in the game as
/// it stood before the entry, with the answers the entry keeps. The trace
/// of its decisions, and whether the plan is still the entry logged (a
/// log changed by hand, or data changed since, can make it another);
/// what the system says instead when it cannot plan; `None` for a
/// player's entry or one the log does not hold.
pub fn non_player_trace<V: Volume>(
    volume: &V,
    data: &V::Data,
    log: &TableLog,
    at: usize,
) -> Option<Result<(Vec<Reason>, bool), NotPlanned>> {
    let entry = log.entries.get(at)?;
    let side = entry.non_player.as_deref()?;
    let before = match replay(volume, data, log, at) {
        Ok(before) => before,
        Err(unplayable) => {
            let reason = match unplayable {
                Unplayable::Setup(reason) => reason,
                Unplayable::Entry { refused, .. } => refused.reason,
            };
            return Some(Err(NotPlanned::Cannot(reason)));
        }
    };
    let game = SoFar {
        scenario: &log.scenario,
        seed: log.seed,
        entries: &log.entries[..at],
        now: &before.state,
        play: &before.play,
    };
    Some(
        non_player_entry(volume, data, game, (side, &entry.answers))
            .map(|(planned, trace)| (trace, planned == *entry)),
    )
}
