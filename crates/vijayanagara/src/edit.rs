//! Free changes made by hand on the table: pieces and tokens moved between
//! places, Amirs and Rajas flipped (1.4.5), a track set, the Dynasty
//! turned (2.7); each carried out or refused, and the text of the changes
//! the board has no hand for.

use coin_table::Gesture;

use crate::cards::Card;
use crate::data::Data;
use crate::ids::{Faction, Holding, Kind, Place};
use crate::state::{Dynasty, State};

/// A track on the board's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Track {
    /// A player Faction's Resources (1.8).
    Resources(Faction),
    /// A Faction's Deccan Influence (1.9).
    Influence(Faction),
}

impl Track {
    /// Every track.
    pub const ALL: [Track; 5] = [
        Track::Resources(Faction::Sultanate),
        Track::Resources(Faction::Bahmani),
        Track::Resources(Faction::Vijayanagara),
        Track::Influence(Faction::Bahmani),
        Track::Influence(Faction::Vijayanagara),
    ];

    /// Its key.
    pub fn key(self) -> String {
        match self {
            Track::Resources(f) => format!("{}-resources", f.key()),
            Track::Influence(f) => format!("{}-influence", f.key()),
        }
    }

    /// The track a key names.
    pub fn from_key(key: &str) -> Option<Track> {
        Track::ALL.into_iter().find(|t| t.key() == key)
    }

    /// Its value in a position.
    pub fn value(self, state: &State) -> i64 {
        match self {
            Track::Resources(f) => state.resources_of(f),
            Track::Influence(f) => state.influence_of(f),
        }
    }
}

/// A free change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Pieces or tokens of a kind moved from one place to another. A piece
    /// leaving or reaching a holding box there has no state: an Amir or a
    /// Raja is taken from a box or put in one as its kind off the map.
    Move {
        /// The kind, as the board shows it where it is taken from.
        kind: Kind,
        /// How many.
        count: u32,
        /// Where from.
        from: Place,
        /// Where to.
        to: Place,
    },
    /// Amirs or Rajas in a space flipped (1.4.5).
    Flip {
        /// The space.
        space: usize,
        /// Amirs or Rajas ([`Kind::Amir`], [`Kind::Raja`]).
        unit: Kind,
        /// How many.
        count: u32,
        /// To Rebelling (else to Obedient).
        rebelling: bool,
    },
    /// A track set to a value.
    SetTrack {
        /// The track.
        track: Track,
        /// Its value.
        value: i64,
    },
    /// The Dynasty card turned (2.7).
    Dynasty(Dynasty),
    /// The next card of the deck revealed (2.3.8): it shows, and is
    /// counted among those played.
    NextCard(Card),
    /// The next card revealed, an Event card the table entered, by its
    /// number (2.3).
    EventCard(u32),
    /// The game ended, Timur's invasion of Delhi carried out (2.2, 2.6).
    End,
    /// An Attack's dice in a space (3.2.4, 3.3.4, 3.4.4): the attacker's
    /// and the defender's, as rolled; the program's next from the game's
    /// seed, or a table's own dice entered by hand.
    Dice {
        /// The space attacked.
        space: usize,
        /// The attacker's dice.
        attacker: Vec<u8>,
        /// The defender's dice.
        defender: Vec<u8>,
    },
}

impl Edit {
    /// A move of `count` pieces or tokens of a kind, if it moves any.
    pub fn of_pieces(kind: Kind, count: u32, from: Place, to: Place) -> Option<Edit> {
        (count > 0).then_some(Edit::Move {
            kind,
            count,
            from,
            to,
        })
    }

    /// What it moves, if it is a move: the kind, how many, where from
    /// and where to.
    pub fn moved(&self) -> Option<(Kind, u32, Place, Place)> {
        match *self {
            Edit::Move {
                kind,
                count,
                from,
                to,
            } => Some((kind, count, from, to)),
            _ => None,
        }
    }
}

/// The program's next dice for an Attack (3.2.4, 3.3.4, 3.4.4), from the
/// game's seed and how many Attacks it has rolled for: `attacker` dice for
/// the attacker (four, or three against a Fort's Bahmani Kingdom), two for
/// the defender.
pub fn next_dice(state: &State, attacker: u8) -> (Vec<u8>, Vec<u8>) {
    use rand::{RngExt, SeedableRng};
    let index = u64::from(state.rolled);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
        state.seed ^ 0x6174_7461_636b ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15),
    );
    let mut roll = |n: u8| (0..n).map(|_| rng.random_range(1..=6u8)).collect();
    let attacking = roll(attacker);
    (attacking, roll(2))
}

/// Dice written as the change's text writes them: `4-3-1-6`.
fn dice_text(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// Dice read from the change's text, each from 1 to 6.
fn read_dice(text: &str) -> Result<Vec<u8>, String> {
    text.split('-')
        .map(|d| match d.parse::<u8>() {
            Ok(n) if (1..=6).contains(&n) => Ok(n),
            _ => Err(format!("`{d}` is no die from 1 to 6")),
        })
        .collect()
}

/// The kind a piece has in a place: off the map, none of a state.
pub fn as_in(kind: Kind, place: Place) -> Kind {
    match place {
        Place::Space(_) => kind,
        Place::Holding(_) => kind.base(),
    }
}

/// Carries out a free change on `state`, or says why it cannot be carried
/// out (pieces that are not there, a place the board lacks), leaving the
/// position as it was.
pub fn apply(state: &mut State, edit: &Edit) -> Result<(), String> {
    match *edit {
        Edit::Move {
            kind,
            count,
            from,
            to,
        } => {
            let taken = as_in(kind, from);
            let put = as_in(kind, to);
            let there = state.count(from, taken);
            if state.place(from).is_none() || state.place(to).is_none() {
                return Err("no such place".to_owned());
            }
            if there < count {
                return Err(format!("only {there} {} there", taken.key()));
            }
            if let Some(c) = state.place_mut(from) {
                c[taken.index()] -= count;
            }
            if let Some(c) = state.place_mut(to) {
                c[put.index()] += count;
            }
        }
        Edit::Flip {
            space,
            unit,
            count,
            rebelling,
        } => {
            let Some(rebel) = unit.rebelling() else {
                return Err(format!("{} cannot be flipped", unit.key()));
            };
            let (from, to) = if rebelling {
                (unit.base(), rebel)
            } else {
                (rebel, unit.base())
            };
            let there = state.count(Place::Space(space), from);
            let Some(c) = state.spaces.get_mut(space) else {
                return Err("no such space".to_owned());
            };
            if there < count {
                return Err(format!("only {there} {} there", from.key()));
            }
            c[from.index()] -= count;
            c[to.index()] += count;
        }
        Edit::SetTrack { track, value } => match track {
            Track::Resources(f) => {
                let i = f.player().ok_or("the Mongols keep no Resources")?;
                state.resources[i] = value;
            }
            Track::Influence(f) => {
                let i = f
                    .deccan()
                    .ok_or("no Deccan Influence track of that Faction")?;
                state.influence[i] = value;
            }
        },
        Edit::Dynasty(dynasty) => state.dynasty = dynasty,
        Edit::NextCard(card) => state.deck.reveal(card, None),
        Edit::EventCard(number) => state.deck.reveal(Card::Event, Some(number)),
        Edit::End => state.deck.over = true,
        Edit::Dice { space, .. } => {
            if state.spaces.get(space).is_none() {
                return Err("no such space".to_owned());
            }
            state.rolled = state.rolled.saturating_add(1);
        }
    }
    Ok(())
}

/// The first word of the change that reveals an Event card the table
/// entered: `event-card card-N`.
pub const EVENT_CARD: &str = "event-card";

/// An entered Event card's key, as its name is given: `card-N`.
pub fn card_key(number: u32) -> String {
    format!("card-{number}")
}

/// The written form of the change that ends the game (2.2).
pub const END: &str = "end";

/// The written form of a change the board has no hand for (a flip, the
/// Dynasty, a card, the end): `flip SPACE amir|raja N rebelling|obedient`,
/// `dynasty khalji|tughlaq`, `card [invasion FACTION|succession|timurid]`,
/// `end`, `dice SPACE A-A-A-A D-D`, `event-card card-N`.
pub fn change_text(data: &Data, edit: &Edit) -> Option<String> {
    match *edit {
        Edit::Flip {
            space,
            unit,
            count,
            rebelling,
        } => Some(format!(
            "flip {} {} {count} {}",
            data.board.spaces.get(space)?.key,
            unit.base().key(),
            if rebelling { "rebelling" } else { "obedient" }
        )),
        Edit::Dynasty(dynasty) => Some(format!("dynasty {}", dynasty.key())),
        Edit::NextCard(card) => Some(card.text()),
        Edit::EventCard(number) => Some(format!("{EVENT_CARD} {}", card_key(number))),
        Edit::End => Some(END.to_owned()),
        Edit::Dice {
            space,
            ref attacker,
            ref defender,
        } => Some(format!(
            "dice {} {} {}",
            data.board.spaces.get(space)?.key,
            dice_text(attacker),
            dice_text(defender)
        )),
        _ => None,
    }
}

/// A change read from its written form ([`change_text`]), or why not.
pub fn read_change(data: &Data, text: &str) -> Result<Edit, String> {
    match text.split_whitespace().collect::<Vec<_>>()[..] {
        ["flip", space, unit, count, to] => {
            let space = data
                .board
                .index(space)
                .ok_or_else(|| format!("no space `{space}`"))?;
            let unit = Kind::from_key(unit)
                .filter(|k| k.rebelling().is_some())
                .ok_or_else(|| format!("`{unit}` is not amir or raja"))?;
            let count = count
                .parse()
                .map_err(|_| format!("`{count}` is not a number"))?;
            let rebelling = match to {
                "rebelling" => true,
                "obedient" => false,
                _ => return Err(format!("`{to}` is not rebelling or obedient")),
            };
            Ok(Edit::Flip {
                space,
                unit: unit.base(),
                count,
                rebelling,
            })
        }
        ["card", ref rest @ ..] => Card::read(rest)
            .map(Edit::NextCard)
            .ok_or_else(|| format!("no card `{text}`")),
        [END] => Ok(Edit::End),
        [EVENT_CARD, key] => key
            .strip_prefix("card-")
            .and_then(|n| n.parse().ok())
            .map(Edit::EventCard)
            .ok_or_else(|| format!("no card `{key}`")),
        ["dice", space, attacker, defender] => Ok(Edit::Dice {
            space: data
                .board
                .index(space)
                .ok_or_else(|| format!("no space `{space}`"))?,
            attacker: read_dice(attacker)?,
            defender: read_dice(defender)?,
        }),
        ["dynasty", "khalji"] => Ok(Edit::Dynasty(Dynasty::Khalji)),
        ["dynasty", "tughlaq"] => Ok(Edit::Dynasty(Dynasty::Tughlaq)),
        _ => Err(format!("no change `{text}`")),
    }
}

/// A place's key: a space's, or a holding box's (empty for a space the
/// board lacks).
pub fn place_key(data: &Data, place: Place) -> String {
    match place {
        Place::Space(i) => data
            .board
            .spaces
            .get(i)
            .map_or_else(String::new, |s| s.key.clone()),
        Place::Holding(h) => h.key(),
    }
}

/// A free change as the table's gesture: a move and a track as the
/// table's own, anything else as its written form ([`change_text`]);
/// none for a change without one.
#[inline]
pub fn edit_gesture(data: &Data, edit: &Edit) -> Option<Gesture> {
    Some(match edit {
        Edit::Move {
            kind,
            count,
            from,
            to,
        } => Gesture::Move {
            piece: kind.key().to_owned(),
            count: *count,
            from: place_key(data, *from),
            to: place_key(data, *to),
        },
        Edit::SetTrack { track, value } => Gesture::Track {
            track: track.key(),
            value: *value,
        },
        other => Gesture::Change(change_text(data, other)?),
    })
}

/// The place a key names: a space's key or a holding box's.
fn place(data: &Data, key: &str) -> Result<Place, String> {
    if let Some(space) = data.board.index(key) {
        return Ok(Place::Space(space));
    }
    Holding::ALL
        .into_iter()
        .find(|h| h.key() == key)
        .map(Place::Holding)
        .ok_or_else(|| format!("no place `{key}`"))
}

/// A gesture made on the board as a free change, or why there is no such
/// change (a piece, a place or a track the game does not know).
pub fn gesture_edit(data: &Data, gesture: &Gesture) -> Result<Edit, String> {
    match gesture {
        Gesture::Move {
            piece,
            count,
            from,
            to,
        } => Ok(Edit::Move {
            kind: Kind::from_key(piece).ok_or_else(|| format!("no piece `{piece}`"))?,
            count: *count,
            from: place(data, from)?,
            to: place(data, to)?,
        }),
        Gesture::Track { track, value } => Ok(Edit::SetTrack {
            track: Track::from_key(track).ok_or_else(|| format!("no track `{track}`"))?,
            value: *value,
        }),
        Gesture::Change(text) => read_change(data, text),
    }
}
