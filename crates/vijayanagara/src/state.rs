//! A position on the table: the pieces and tokens in every space and
//! holding box, the Resources, the Deccan Influence, the Dynasty in
//! power and the cards played, and the set-up that starts a game (2.1).

use crate::cards::Deck;
use crate::data::Data;
use crate::ids::{Faction, HOLDINGS, Holding, KINDS, Kind, Place, SpaceKind};

/// The Dynasty in power in Delhi (2.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dynasty {
    /// The Khalji, at the start (2.7.1).
    Khalji,
    /// The Tughlaq, from the first Succession card on (2.7.2).
    Tughlaq,
}

impl Dynasty {
    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Dynasty::Khalji => "khalji",
            Dynasty::Tughlaq => "tughlaq",
        }
    }
}

/// A position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The pieces and tokens in each space, in the board's order, counted
    /// by kind ([`Kind::index`]).
    pub spaces: Vec<[u32; KINDS]>,
    /// The pieces and tokens in each holding box ([`Holding::index`]).
    pub holdings: [[u32; KINDS]; HOLDINGS],
    /// Each player Faction's Resources ([`Faction::player`]).
    pub resources: [i64; 3],
    /// The Deccan Influence of the Bahmani Kingdom and the Vijayanagara
    /// Empire ([`Faction::deccan`]).
    pub influence: [i64; 2],
    /// The Dynasty in power.
    pub dynasty: Dynasty,
    /// The card showing and the cards played so far (2.1 to 2.6).
    pub deck: Deck,
    /// The seed of the program's dice for the players' Attacks.
    pub seed: u64,
    /// How many Attacks' dice the program has rolled.
    pub rolled: u32,
}

impl State {
    /// The counts of a place, if the place exists.
    pub fn place(&self, place: Place) -> Option<&[u32; KINDS]> {
        match place {
            Place::Space(i) => self.spaces.get(i),
            Place::Holding(h) => self.holdings.get(h.index()),
        }
    }

    /// The counts of a place, to change.
    pub fn place_mut(&mut self, place: Place) -> Option<&mut [u32; KINDS]> {
        match place {
            Place::Space(i) => self.spaces.get_mut(i),
            Place::Holding(h) => self.holdings.get_mut(h.index()),
        }
    }

    /// How many of a kind a place holds.
    pub fn count(&self, place: Place, kind: Kind) -> u32 {
        self.place(place).map_or(0, |c| c[kind.index()])
    }

    /// How many of a kind a Faction's Available box holds.
    pub fn available(&self, faction: Faction, kind: Kind) -> u32 {
        self.count(Place::Holding(Holding::Available(faction)), kind)
    }

    /// How many of a kind the map holds.
    pub fn on_map(&self, kind: Kind) -> u32 {
        self.spaces.iter().map(|c| c[kind.index()]).sum()
    }

    /// Whether a space holds a Tributary marker (1.6).
    pub fn is_tributary(&self, space: usize) -> bool {
        self.count(Place::Space(space), Kind::Tributary) > 0
    }

    /// A player Faction's Resources.
    pub fn resources_of(&self, faction: Faction) -> i64 {
        faction.player().map_or(0, |i| self.resources[i])
    }

    /// A Faction's Deccan Influence (0 for one with no track).
    pub fn influence_of(&self, faction: Faction) -> i64 {
        faction.deccan().map_or(0, |i| self.influence[i])
    }
}

/// The set-up of a scenario: the game has one (2.1), `standard`. Every
/// Province starts with a Tributary marker, the Units of the set-up's
/// Influence tracks wait there, the Cavalry not given to a Faction is in
/// the pool.
pub fn setup(data: &Data, scenario: &str) -> Result<State, String> {
    if scenario != SCENARIO {
        return Err(format!(
            "no scenario `{scenario}`: the game has one, `{SCENARIO}`"
        ));
    }
    let board = &data.board;
    let mut state = State {
        spaces: vec![[0; KINDS]; board.spaces.len()],
        holdings: [[0; KINDS]; HOLDINGS],
        resources: [0; 3],
        influence: [0; 2],
        dynasty: Dynasty::Khalji,
        deck: Deck::default(),
        seed: 0,
        rolled: 0,
    };
    for (key, pieces) in &data.setup.spaces {
        let space = board
            .index(key)
            .ok_or_else(|| format!("the set-up places pieces in `{key}`, which the board lacks"))?;
        for (piece, n) in pieces {
            state.spaces[space][piece.index()] += n;
        }
    }
    for province in board.provinces() {
        state.spaces[province][Kind::Tributary.index()] = 1;
    }
    for (faction, pieces) in &data.setup.available {
        let holding = Holding::Available(*faction).index();
        for (piece, n) in pieces {
            state.holdings[holding][piece.index()] += n;
        }
    }
    for faction in Faction::DECCAN {
        let unit = faction.unit();
        state.holdings[Holding::Track(faction).index()][unit.index()] =
            data.pieces.on_track(faction, 0);
    }
    let mut given = 0;
    for (faction, n) in &data.setup.cavalry {
        state.holdings[Holding::Available(*faction).index()][Kind::Cavalry.index()] += n;
        given += n;
    }
    state.holdings[Holding::CavalryPool.index()][Kind::Cavalry.index()] =
        data.pieces.count(Kind::Cavalry).saturating_sub(given);
    for (faction, n) in &data.setup.resources {
        if let Some(i) = faction.player() {
            state.resources[i] = *n;
        }
    }
    Ok(state)
}

/// The game's one scenario's key.
pub const SCENARIO: &str = "standard";

/// Whether a kind of space takes a Faction's pieces: Delhi and the Mongol
/// Invasion Regions only the Sultanate's and the Mongols' (1.3.2, 1.3.3),
/// Provinces every Faction's but the Mongols' (1.3.1).
pub fn takes(kind: SpaceKind, faction: Faction) -> bool {
    match kind {
        SpaceKind::Province => faction != Faction::Mongols,
        SpaceKind::InvasionRegion | SpaceKind::Delhi => {
            matches!(faction, Faction::Sultanate | Faction::Mongols)
        }
    }
}
