//! A turn sent as a file: the entries one copy of a game made since the
//! last exchange, anchored to the chain's link they follow, with their
//! signatures and the secrets revealed for the draws. Another copy takes
//! it only when it continues that copy's own chain (decision 0064). The
//! file is YAML text, to be read and compared like the log.

use std::ops::Range;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::distance::{Distance, EntrySignature, FairDraw, Hand, Reveal, SeatKey};
use crate::lines::Line;
use crate::seal::Hash;
use crate::table_log::{TableLog, chain_on};
use crate::volume::{TableEntry, Volume};
use crate::yaml::{Headed, LoadErrors, TextPos, expect_end, parse_formatted, unplaced};

/// The name of the format, as its first line writes it.
pub const TURN_FORMAT: &str = "table turn";
/// The newest version of the format.
pub const TURN_VERSION: u32 = 1;

/// A turn: what one copy of a game sends the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The volume's key.
    pub volume: String,
    /// The hash that opens the game's chain: it names the game.
    pub game: Hash,
    /// The seat that sent it.
    pub from: String,
    /// How many entries of the game it follows.
    pub after: usize,
    /// The chain's link after those entries.
    pub anchor: Hash,
    /// The entries it brings, in order.
    pub entries: Vec<TableEntry>,
    /// The signatures and draws of its entries, and the secrets revealed
    /// since the entries it follows: the receiving copy keeps those it
    /// lacks.
    pub distance: Distance,
    /// The chain's link after its last entry.
    pub seal: Hash,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTurn {
    format: String,
    version: u32,
    volume: Spanned<String>,
    game: Spanned<String>,
    from: String,
    after: usize,
    anchor: Spanned<String>,
    #[serde(default)]
    entries: Vec<TableEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    signatures: Vec<EntrySignature>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    reveals: Vec<Reveal>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    draws: Vec<FairDraw>,
    seal: Spanned<String>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawTurn {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

/// Why a turn is not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnRefused {
    /// It is a turn of another volume.
    #[error("this is a turn of `{0}`, not of this game's volume")]
    OtherVolume(String),
    /// It is a turn of another game.
    #[error("this turn belongs to another game (its game is {0}…)")]
    OtherGame(String),
    /// It follows entries this copy does not have: a turn in between is
    /// missing.
    #[error(
        "this turn follows entry {after}, but this copy of the game has {held} entries: open the turns in between first"
    )]
    Gap {
        /// The entries it follows.
        after: usize,
        /// The entries held here.
        held: usize,
    },
    /// It does not continue this copy's chain: the entries it follows are
    /// not the ones held here.
    #[error(
        "this turn does not continue this game: the first {after} entries it follows are not the ones held here"
    )]
    OffChain {
        /// The entries it claims to follow.
        after: usize,
    },
    /// Its entries do not make the seal it carries: it was changed after
    /// it was written.
    #[error("this turn was changed after it was sent: its entries do not make the seal it carries")]
    Altered,
    /// One of its entries bears a signature that is not the seat's.
    #[error("entry {entry} bears a signature that is not the one of seat `{seat}`: it is forged")]
    Forged {
        /// The entry, from 1.
        entry: usize,
        /// The seat it names.
        seat: String,
    },
    /// A secret it reveals for a draw is not the one the seat committed to.
    #[error("{0}")]
    BadReveal(String),
}

/// What taking a turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The entries it added to the game, from 0.
    pub added: Range<usize>,
    /// The entries it brought that bear no signature, from 1.
    pub unsigned: Vec<usize>,
    /// When it went another way from this copy's entries: the name of the
    /// line it was kept as (this copy's entries stay the game's).
    pub line: Option<String>,
}

impl Turn {
    /// The turn as its file writes it.
    pub fn write(&self) -> String {
        let written = RawTurn {
            format: TURN_FORMAT.to_owned(),
            version: TURN_VERSION,
            volume: unplaced(self.volume.clone()),
            game: unplaced(self.game.hex()),
            from: self.from.clone(),
            after: self.after,
            anchor: unplaced(self.anchor.hex()),
            entries: self.entries.clone(),
            signatures: self.distance.signatures.clone(),
            reveals: self.distance.reveals.clone(),
            draws: self.distance.draws.clone(),
            seal: unplaced(self.seal.hex()),
            end: Some(unplaced(TURN_FORMAT.to_owned())),
        };
        serde_saphyr::to_string(&written)
            .unwrap_or_else(|error| format!("# the turn could not be written: {error}\n"))
    }

    /// Reads a turn for `volume`, or says, with the line and column, what
    /// in the file is not one.
    pub fn read<V: Volume>(volume: &V, file: &str, text: &str) -> Result<Turn, LoadErrors> {
        let raw: RawTurn =
            parse_formatted(&volume.formats(), file, text, (TURN_FORMAT, TURN_VERSION))?;
        expect_end(file, raw.end.as_ref(), TURN_FORMAT)?;
        let mut errors = LoadErrors::default();
        let mut hash = |field: &str, value: &Spanned<String>| {
            Hash::from_hex(&value.value).unwrap_or_else(|| {
                errors.push(
                    file,
                    field,
                    TextPos::of(value),
                    "expected 64 hexadecimal digits",
                );
                Hash::default()
            })
        };
        let game = hash("game", &raw.game);
        let anchor = hash("anchor", &raw.anchor);
        let seal = hash("seal", &raw.seal);
        errors.into_result(Turn {
            volume: raw.volume.value,
            game,
            from: raw.from,
            after: raw.after,
            anchor,
            entries: raw.entries,
            distance: Distance {
                game: String::new(),
                seats: Vec::new(),
                signatures: raw.signatures,
                reveals: raw.reveals,
                draws: raw.draws,
            },
            seal,
        })
    }
}

impl TableLog {
    /// The turn seat `from` sends: the entries after the first `after`,
    /// with their signatures and draws, and the secrets revealed for the
    /// draws asked for since. A turn stays the size of what it brings,
    /// however long the game.
    pub fn turn<V: Volume>(&self, volume: &V, from: &str, after: usize) -> Turn {
        let links = self.links(volume);
        let after = after.min(self.entries.len());
        Turn {
            volume: self.volume.clone(),
            game: links[0],
            from: from.to_owned(),
            after,
            anchor: links[after],
            entries: self.entries[after..].to_vec(),
            distance: Distance {
                game: String::new(),
                seats: Vec::new(),
                signatures: (self.distance.signatures.iter())
                    .filter(|s| s.entry > after)
                    .cloned()
                    .collect(),
                reveals: (self.distance.reveals.iter())
                    .filter(|r| r.after >= after)
                    .cloned()
                    .collect(),
                draws: (self.distance.draws.iter())
                    .filter(|d| d.entry > after)
                    .cloned()
                    .collect(),
            },
            seal: links[links.len() - 1],
        }
    }

    /// The turn of seat `seat` holding `key`: the entries since the last
    /// one another seat signed (and past the first `floor`, which the
    /// others hold) are this seat's own, and are signed; the turn brings
    /// the entries after `after` (by default, those just signed).
    pub fn signed_turn<V: Volume>(
        &mut self,
        volume: &V,
        (seat, key): (&str, &SeatKey),
        (floor, after): (usize, Option<usize>),
    ) -> Turn {
        let last_other = self
            .hands(volume)
            .iter()
            .rposition(|hand| matches!(hand, Hand::Signed(s) if s != seat))
            .map_or(0, |at| at + 1)
            .max(floor);
        self.sign(volume, (seat, key), last_other);
        let after = after.unwrap_or(last_other).min(self.entries.len());
        self.turn(volume, seat, after)
    }

    /// Takes a turn another copy sent, or says why not. The turn must
    /// name this game, follow entries this copy holds, make the seal it
    /// carries, and bear only good signatures and secrets. Its entries
    /// past this copy's are added; when this copy went on another way
    /// from the same entry, the turn's entries are kept as a line named
    /// after its seat and `at` (RFC 3339), and this copy's stay the game's:
    /// nothing is overwritten.
    pub fn take_turn<V: Volume>(
        &mut self,
        volume: &V,
        turn: &Turn,
        at: &str,
    ) -> Result<Taken, TurnRefused> {
        if turn.volume != self.volume {
            return Err(TurnRefused::OtherVolume(turn.volume.clone()));
        }
        let links = self.links(volume);
        if turn.game != links[0] {
            return Err(TurnRefused::OtherGame(turn.game.hex()[..12].to_owned()));
        }
        if turn.after > self.entries.len() {
            return Err(TurnRefused::Gap {
                after: turn.after,
                held: self.entries.len(),
            });
        }
        if turn.anchor != links[turn.after] {
            return Err(TurnRefused::OffChain { after: turn.after });
        }
        let theirs = chain_on(turn.anchor, &turn.entries);
        if theirs.last() != Some(&turn.seal) {
            return Err(TurnRefused::Altered);
        }
        let mut whole = self.entries[..turn.after].to_vec();
        whole.extend(turn.entries.iter().cloned());
        let whole_links = chain_on(links[0], &whole);
        // A signature this copy holds already for an entry both share
        // was checked when it came.
        let new_signatures: Vec<EntrySignature> = turn
            .distance
            .signatures
            .iter()
            .filter(|s| !(s.entry <= turn.after && self.distance.signatures.contains(s)))
            .cloned()
            .collect();
        check_hands(&self.distance, &new_signatures, &whole_links)?;
        let unsigned = (turn.after + 1..whole_links.len())
            .filter(|entry| !turn.distance.signatures.iter().any(|s| s.entry == *entry))
            .collect();
        let held = &self.entries[turn.after..];
        let common = held
            .iter()
            .zip(&turn.entries)
            .take_while(|(a, b)| a == b)
            .count();
        if common < held.len() && common < turn.entries.len() {
            // Two ways on from the same entry: keep the turn's as a line.
            let name = format!("{} ({at})", turn.from);
            self.lines.push(Line {
                name: name.clone(),
                at: at.to_owned(),
                entries: whole,
                annotations: Vec::new(),
            });
            return Ok(Taken {
                added: self.entries.len()..self.entries.len(),
                unsigned,
                line: Some(name),
            });
        }
        let mut merged = self.distance.clone();
        merged.merge(&turn.distance);
        let draws: std::collections::BTreeSet<u32> =
            merged.reveals.iter().map(|r| r.draw).collect();
        for draw in draws {
            if let Some(problem) = merged.reveal_problems(draw).into_iter().next() {
                return Err(TurnRefused::BadReveal(problem));
            }
        }
        let start = self.entries.len();
        if whole.len() > start {
            self.entries = whole;
        }
        self.distance = merged;
        Ok(Taken {
            added: start..self.entries.len(),
            unsigned,
            line: None,
        })
    }
}

/// Checks signatures a turn carries against the game's seats on the
/// chain `links` (the header's hash, then the link after each entry): one
/// that is not its seat's, or names no seat, is a forgery. One for an
/// entry past the chain is no signature of this game's and is a forgery
/// too.
fn check_hands(
    game: &Distance,
    signatures: &[EntrySignature],
    links: &[Hash],
) -> Result<(), TurnRefused> {
    for signature in signatures {
        let good = game.seat(&signature.seat).is_some_and(|seat| {
            links
                .get(signature.entry)
                .is_some_and(|link| signature.entry > 0 && seat.signed(link, &signature.signature))
        });
        if !good {
            return Err(TurnRefused::Forged {
                entry: signature.entry,
                seat: signature.seat.clone(),
            });
        }
    }
    Ok(())
}
