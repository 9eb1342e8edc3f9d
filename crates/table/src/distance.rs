//! A game played at a distance: who sits at it, who made each entry, and
//! cards drawn so that no seat can see or choose them in advance
//! (decision 0064).
//!
//! Each seat has an Ed25519 key. The seats, their public keys and their
//! commitments to the draws are written in the log's header, so that the
//! seal covers them: every copy of the game agrees on who plays. Each entry
//! is signed by the seat that made it; the signature covers the chain's
//! link after the entry, and so the whole game up to it.
//!
//! A card is drawn from secrets every seat committed to before the game:
//! a seat's secrets for draws 1, 2, … are the links of a hash chain run
//! backwards from a root only its key can make, and its commitment is the
//! chain's end. For each draw every seat reveals its next secret, after the
//! entries before the draw are fixed; the draw is the hash of all of them
//! with the chain's link before it. Nobody knows it before the last seat
//! reveals, and nobody can change it by choosing a secret.

use std::fmt;

use ed25519_dalek::{Signature, Signer as _, SigningKey, Verifier as _, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use crate::seal::Hash;

/// How many draws a seat's commitment covers: more than any volume's
/// deck holds.
pub const DRAWS_COMMITTED: u32 = 256;

/// What a signature of an entry signs before the link it covers.
const ENTRY_TAG: &[u8] = b"coin-table signed entry\0";
/// What opens the root of a seat's secrets for one game.
const ROOT_TAG: &[u8] = b"coin-table draw secrets\0";
/// What opens a draw's value.
const DRAW_TAG: &[u8] = b"coin-table fair draw\0";

/// The SHA-256 of its parts, one after the other.
fn sha(parts: &[&[u8]]) -> Hash {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    Hash(hasher.finalize().into())
}

/// A hash `times` times over.
fn rehash(mut hash: Hash, times: u32) -> Hash {
    for _ in 0..times {
        hash = sha(&[&hash.0]);
    }
    hash
}

/// Bytes from hexadecimal digits, exactly `N` of them.
fn bytes_of<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.trim();
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; N];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// Bytes as lowercase hexadecimal digits.
fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A seat's secret key: it signs the seat's entries and makes its secrets
/// for the draws. It never leaves the seat's own machine.
pub struct SeatKey(SigningKey);

impl fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SeatKey({})", self.public())
    }
}

impl SeatKey {
    /// The key made from 32 secret bytes (from the machine's randomness).
    pub fn from_secret(secret: [u8; 32]) -> SeatKey {
        SeatKey(SigningKey::from_bytes(&secret))
    }

    /// The key as [`SeatKey::secret_hex`] wrote it; `None` for anything
    /// that is not 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Option<SeatKey> {
        bytes_of::<32>(text).map(SeatKey::from_secret)
    }

    /// The secret as 64 hexadecimal digits, for the seat's own key file.
    pub fn secret_hex(&self) -> String {
        hex_of(&self.0.to_bytes())
    }

    /// The public key as 64 hexadecimal digits: what the other seats are
    /// given.
    pub fn public(&self) -> String {
        hex_of(&self.0.verifying_key().to_bytes())
    }

    /// The signature of the entry whose chain link is `link`.
    pub fn sign(&self, link: &Hash) -> String {
        hex_of(&self.0.sign(&[ENTRY_TAG, &link.0].concat()).to_bytes())
    }

    /// The root of this seat's secrets in the game `game`.
    fn root(&self, game: &str) -> Hash {
        sha(&[ROOT_TAG, &self.0.to_bytes(), game.as_bytes()])
    }

    /// The seat's commitment to its secrets in the game `game`: the end of
    /// their chain, given to the other seats before the game starts.
    pub fn commitment(&self, game: &str) -> String {
        rehash(self.root(game), DRAWS_COMMITTED).hex()
    }

    /// The seat's secret for draw `draw` (from 1) of the game `game`;
    /// `None` past the draws committed.
    pub fn secret(&self, game: &str, draw: u32) -> Option<String> {
        let left = DRAWS_COMMITTED.checked_sub(draw)?;
        (draw > 0).then(|| rehash(self.root(game), left).hex())
    }

    /// A seat at the game `game` with this key, named `name`, playing
    /// `sides`.
    pub fn seat(&self, name: &str, sides: &[String], game: &str) -> Seat {
        Seat {
            name: name.to_owned(),
            sides: sides.to_vec(),
            key: self.public(),
            commitment: self.commitment(game),
        }
    }
}

/// A seat at a game played at a distance, as every copy of the game holds
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// The seat's name, as the players know it.
    pub name: String,
    /// The sides it plays, by the volume's keys.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<String>,
    /// Its public key, 64 hexadecimal digits.
    pub key: String,
    /// Its commitment to its secrets for the draws, 64 hexadecimal digits.
    pub commitment: String,
}

impl Seat {
    /// Whether `signature` is this seat's signature of the entry whose
    /// chain link is `link`.
    pub fn signed(&self, link: &Hash, signature: &str) -> bool {
        let key = bytes_of::<32>(&self.key).and_then(|k| VerifyingKey::from_bytes(&k).ok());
        let signature = bytes_of::<64>(signature).map(|s| Signature::from_bytes(&s));
        match (key, signature) {
            (Some(key), Some(signature)) => key
                .verify(&[ENTRY_TAG, &link.0].concat(), &signature)
                .is_ok(),
            _ => false,
        }
    }

    /// Whether `secret` is this seat's secret for draw `draw`: hashed
    /// `draw` times, it gives the commitment.
    pub fn revealed(&self, draw: u32, secret: &str) -> bool {
        match (Hash::from_hex(secret), Hash::from_hex(&self.commitment)) {
            (Some(secret), Some(commitment)) => {
                draw > 0 && draw <= DRAWS_COMMITTED && rehash(secret, draw) == commitment
            }
            _ => false,
        }
    }

    /// What in it is not well formed: its key or its commitment.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        if bytes_of::<32>(&self.key)
            .and_then(|k| VerifyingKey::from_bytes(&k).ok())
            .is_none()
        {
            out.push(format!(
                "the key of seat `{}` is not a public key of 64 hexadecimal digits",
                self.name
            ));
        }
        if Hash::from_hex(&self.commitment).is_none() {
            out.push(format!(
                "the commitment of seat `{}` is not 64 hexadecimal digits",
                self.name
            ));
        }
        out
    }
}

/// The signature of one entry by the seat that made it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntrySignature {
    /// The entry, numbered from 1 as the log shows it.
    pub entry: usize,
    /// The seat, by name.
    pub seat: String,
    /// The signature, 128 hexadecimal digits.
    pub signature: String,
}

/// A seat's secret for one draw, revealed once the entries before the
/// draw were fixed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reveal {
    /// The draw, from 1.
    pub draw: u32,
    /// How many entries the game held when the draw was asked for: the
    /// draw comes right after them.
    pub after: usize,
    /// The seat, by name.
    pub seat: String,
    /// Its secret for the draw, 64 hexadecimal digits.
    pub secret: String,
}

/// An entry that turned up a card by a fair draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FairDraw {
    /// The draw, from 1.
    pub draw: u32,
    /// The entry that turned the card up, numbered from 1.
    pub entry: usize,
}

/// What a game played at a distance keeps beside its log. Empty for a
/// game around one table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Distance {
    /// The game's own name, chosen at random when it was set up: the
    /// seats' secrets differ from game to game.
    pub game: String,
    /// The seats, in the order the draws take their secrets.
    pub seats: Vec<Seat>,
    /// The entries' signatures.
    pub signatures: Vec<EntrySignature>,
    /// The secrets revealed for the draws.
    pub reveals: Vec<Reveal>,
    /// The entries that turned up a card by a fair draw.
    pub draws: Vec<FairDraw>,
}

/// Whose hand an entry bears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hand {
    /// Signed by this seat.
    Signed(String),
    /// Signed by nobody.
    Unsigned,
    /// A signature is there, but it is not the named seat's (or names no
    /// seat): the entry was forged or changed.
    Forged(String),
}

impl Distance {
    /// Whether the game is played at a distance: it has seats.
    pub fn is_seated(&self) -> bool {
        !self.seats.is_empty()
    }

    /// What is not well formed in it: a seat's key or commitment, two
    /// seats of one name, seats without the game's name.
    pub fn problems(&self) -> Vec<String> {
        let mut out: Vec<String> = self.seats.iter().flat_map(Seat::problems).collect();
        for (i, seat) in self.seats.iter().enumerate() {
            if self.seats[..i].iter().any(|s| s.name == seat.name) {
                out.push(format!("two seats are named `{}`", seat.name));
            }
        }
        if self.is_seated() && self.game.is_empty() {
            out.push("a game with seats needs its name (`game`)".to_owned());
        }
        out
    }

    /// The seat named `name`.
    pub fn seat(&self, name: &str) -> Option<&Seat> {
        self.seats.iter().find(|s| s.name == name)
    }

    /// The seat that plays `side`.
    pub fn seat_of_side(&self, side: &str) -> Option<&Seat> {
        self.seats
            .iter()
            .find(|s| s.sides.iter().any(|x| x == side))
    }

    /// Whose hand entry `entry` (from 1) bears, its link being `link`.
    pub fn hand(&self, entry: usize, link: &Hash) -> Hand {
        let mut signatures = self.signatures.iter().filter(|s| s.entry == entry);
        let Some(first) = signatures.next() else {
            return Hand::Unsigned;
        };
        match self.seat(&first.seat) {
            Some(seat) if seat.signed(link, &first.signature) => Hand::Signed(seat.name.clone()),
            _ => Hand::Forged(first.seat.clone()),
        }
    }

    /// The next draw, from 1: one more than the highest asked for or made.
    pub fn next_draw(&self) -> u32 {
        let made = self.draws.iter().map(|d| d.draw).max().unwrap_or(0);
        let asked = self.reveals.iter().map(|r| r.draw).max().unwrap_or(0);
        made.max(asked) + 1
    }

    /// The draw asked for and not yet made, with the entries it follows.
    pub fn draw_asked(&self) -> Option<(u32, usize)> {
        let reveal = self
            .reveals
            .iter()
            .filter(|r| !self.draws.iter().any(|d| d.draw == r.draw))
            .min_by_key(|r| r.draw)?;
        Some((reveal.draw, reveal.after))
    }

    /// The seats that have not yet revealed their secret for `draw`.
    pub fn waiting_for(&self, draw: u32) -> Vec<&str> {
        self.seats
            .iter()
            .filter(|seat| {
                !self
                    .reveals
                    .iter()
                    .any(|r| r.draw == draw && r.seat == seat.name)
            })
            .map(|seat| seat.name.as_str())
            .collect()
    }

    /// Adds a reveal unless the same one is there; `false` when the seat
    /// already revealed another secret or another place for that draw.
    pub fn add_reveal(&mut self, reveal: Reveal) -> bool {
        match self
            .reveals
            .iter()
            .find(|r| r.draw == reveal.draw && r.seat == reveal.seat)
        {
            Some(held) => *held == reveal,
            None => {
                self.reveals.push(reveal);
                true
            }
        }
    }

    /// What is wrong with the reveals for `draw`: a seat the game does not
    /// have, a secret that is not the seat's, two places for one draw.
    pub fn reveal_problems(&self, draw: u32) -> Vec<String> {
        let mut out = Vec::new();
        let reveals: Vec<&Reveal> = self.reveals.iter().filter(|r| r.draw == draw).collect();
        for reveal in &reveals {
            match self.seat(&reveal.seat) {
                None => out.push(format!(
                    "draw {draw}: `{}` is no seat of this game",
                    reveal.seat
                )),
                Some(seat) if !seat.revealed(draw, &reveal.secret) => out.push(format!(
                    "draw {draw}: the secret revealed by `{}` is not the one it committed to",
                    reveal.seat
                )),
                Some(_) => {}
            }
        }
        if reveals.windows(2).any(|w| w[0].after != w[1].after) {
            out.push(format!(
                "draw {draw}: the seats revealed their secrets for different moments"
            ));
        }
        out
    }

    /// The value of `draw`, once every seat revealed a good secret for it:
    /// the hash of the game's link before the draw (`anchor`) and the
    /// secrets, in the seats' order.
    pub fn value(&self, draw: u32, anchor: &Hash) -> Option<Hash> {
        if !self.reveal_problems(draw).is_empty() {
            return None;
        }
        let mut secrets = Vec::new();
        for seat in &self.seats {
            let reveal = self
                .reveals
                .iter()
                .find(|r| r.draw == draw && r.seat == seat.name)?;
            secrets.push(Hash::from_hex(&reveal.secret)?);
        }
        let number = draw.to_be_bytes();
        let mut parts: Vec<&[u8]> = vec![DRAW_TAG, &number, &anchor.0];
        parts.extend(secrets.iter().map(|s| &s.0[..]));
        Some(sha(&parts))
    }

    /// Merges what another copy of the game holds beside the same entries:
    /// signatures, reveals and draws it has and this one lacks. A
    /// signature for an entry this copy has signed already is left out.
    pub fn merge(&mut self, other: &Distance) {
        for signature in &other.signatures {
            if !self.signatures.iter().any(|s| s.entry == signature.entry) {
                self.signatures.push(signature.clone());
            }
        }
        for reveal in &other.reveals {
            self.add_reveal(reveal.clone());
        }
        for draw in &other.draws {
            if !self.draws.contains(draw) {
                self.draws.push(draw.clone());
            }
        }
        self.signatures.sort_by_key(|s| s.entry);
        self.draws.sort_by_key(|d| d.draw);
    }
}

/// The value of a draw as a number from 0 to `below - 1`: its first 128
/// bits taken modulo `below` (the bias, for a deck of a few hundred cards,
/// is below one in 10^35).
pub fn pick(value: &Hash, below: usize) -> usize {
    let mut wide = [0u8; 16];
    wide.copy_from_slice(&value.0[..16]);
    let wide = u128::from_be_bytes(wide);
    let below = u128::try_from(below.max(1)).unwrap_or(u128::MAX);
    usize::try_from(wide % below).unwrap_or(0)
}
