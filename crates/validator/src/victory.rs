//! Victory totals and margins (1.6, 1.9, 7.2, 7.3), the ranking with its
//! tie order (7.1), and the lower margin of a player running two Factions (1.5).

use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::ids::{Faction, PerFaction, Piece, SpaceId};
use crate::state::{GameState, Seat};
/// The parts the four totals are made of (1.6.3, 1.6.4, 1.9).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Breakdown {
    /// Total Support: Population in Passive Support plus twice that in Active Support.
    pub total_support: i32,
    /// Population of Raj-Controlled spaces.
    pub controlled_population: i32,
    /// Total Opposition, likewise.
    pub total_opposition: i32,
    /// Total Opposition counted only in the ten Muslim spaces.
    pub muslim_opposition: i32,
    /// Population of Muslim States.
    pub muslim_state_population: i32,
    /// Population of spaces with at least one Unrest marker.
    pub unrest_population: i32,
    /// Revolutionaries Bases in India.
    pub revolutionaries_bases: i32,
}

impl Breakdown {
    /// The victory total of a Faction (1.9).
    pub fn total(&self, faction: Faction) -> i32 {
        match faction {
            Faction::Raj => self.total_support + self.controlled_population,
            Faction::Congress => self.total_opposition,
            Faction::MuslimLeague => self.muslim_opposition + 2 * self.muslim_state_population,
            Faction::Revolutionaries => self.unrest_population + self.revolutionaries_bases,
        }
    }
}

/// One Faction's victory standing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Score {
    /// The victory total (1.9).
    pub total: i32,
    /// The threshold it must exceed (7.2).
    pub threshold: i32,
}

impl Score {
    /// How far beyond (positive) or short of (zero or negative) the
    /// condition the Faction is (7.3).
    pub fn margin(&self) -> i32 {
        self.total - self.threshold
    }

    /// Whether the victory condition is met: the total exceeds the threshold (7.2).
    pub fn met(&self) -> bool {
        self.total > self.threshold
    }
}

/// The four totals with their parts and the Raj-Controlled spaces.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Totals {
    /// Each Faction's score.
    pub scores: PerFaction<Score>,
    /// What the totals are made of.
    pub breakdown: Breakdown,
    /// Raj-Controlled spaces, in id order.
    pub controlled: Vec<SpaceId>,
}

/// Computes the four victory totals and margins.
pub fn totals(data: &GameData, state: &GameState) -> Totals {
    let map = &data.map;
    let mut b = Breakdown::default();
    let mut controlled = Vec::new();
    for space in map.spaces() {
        if space.is_railway() {
            // Railways have no Population, Support or Control (1.3.6).
            continue;
        }
        let id = space.id;
        let here = state.space(id);
        let population = i32::from(space.population());
        b.total_support += population * here.level.support_weight();
        let opposition = population * here.level.opposition_weight();
        b.total_opposition += opposition;
        if space.is_muslim() {
            b.muslim_opposition += opposition;
        }
        if here.muslim_state && is_state(map, state, id) {
            b.muslim_state_population += population;
        }
        if here.unrest > 0 {
            b.unrest_population += population;
        }
        if raj_control(map, state, id) {
            b.controlled_population += population;
            controlled.push(id);
        }
    }
    b.revolutionaries_bases = state
        .spaces
        .iter()
        .map(|s| i32::from(s.pieces.get(Piece::RevolutionariesBase)))
        .sum();
    let scores = PerFaction::from_fn(|faction| Score {
        total: b.total(faction),
        threshold: data.pieces.threshold(faction),
    });
    Totals {
        scores,
        breakdown: b,
        controlled,
    }
}

/// Order in which ties are broken (7.1): the Muslim League first, then
/// Congress, then the Revolutionaries. The rule does not name the Raj, so it
/// loses every tie.
pub const TIE_ORDER: [Faction; 4] = [
    Faction::MuslimLeague,
    Faction::Congress,
    Faction::Revolutionaries,
    Faction::Raj,
];

fn tie_rank(faction: Faction) -> usize {
    TIE_ORDER
        .iter()
        .position(|f| *f == faction)
        .unwrap_or(TIE_ORDER.len())
}

/// The Factions from 1st to 4th place by victory margin, ties broken per 7.1.
pub fn ranking(totals: &Totals) -> [Faction; 4] {
    let mut order = Faction::ALL;
    order.sort_by(|a, b| {
        totals.scores[*b]
            .margin()
            .cmp(&totals.scores[*a].margin())
            .then(tie_rank(*a).cmp(&tie_rank(*b)))
    });
    order
}

/// A seat's victory margin: for a player running two Factions, the lower of
/// the two (1.5). `None` when the seat runs no Faction.
pub fn seat_margin(state: &GameState, totals: &Totals, seat: Seat) -> Option<i32> {
    state
        .factions_of(seat)
        .into_iter()
        .map(|faction| totals.scores[faction].margin())
        .min()
}

/// Whether a seat meets its victory condition at a victory check: a player
/// running two Factions does so only if both do (1.5, 7.2).
pub fn seat_meets_condition(state: &GameState, totals: &Totals, seat: Seat) -> bool {
    let factions = state.factions_of(seat);
    !factions.is_empty() && factions.iter().all(|faction| totals.scores[*faction].met())
}

/// Player seats from 1st place down, with their margins (1.5, 7.1). A tie
/// between seats goes to the seat whose deciding Faction (the one giving its
/// margin; the better placed of two equal ones) comes first in the tie order.
pub fn seat_ranking(state: &GameState, totals: &Totals) -> Vec<(Seat, i32)> {
    let mut seats: Vec<Seat> = Vec::new();
    for faction in Faction::ALL {
        let seat = state.seats[faction];
        if matches!(seat, Seat::Player(_)) && !seats.contains(&seat) {
            seats.push(seat);
        }
    }
    let deciding = |seat: Seat| -> usize {
        let margin = seat_margin(state, totals, seat).unwrap_or(i32::MIN);
        state
            .factions_of(seat)
            .into_iter()
            .filter(|faction| totals.scores[*faction].margin() == margin)
            .map(tie_rank)
            .min()
            .unwrap_or(TIE_ORDER.len())
    };
    let mut ranked: Vec<(Seat, i32, usize)> = seats
        .into_iter()
        .map(|seat| {
            (
                seat,
                seat_margin(state, totals, seat).unwrap_or(i32::MIN),
                deciding(seat),
            )
        })
        .collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)));
    ranked
        .into_iter()
        .map(|(seat, margin, _)| (seat, margin))
        .collect()
}

/// The outcome of a victory check in a Campaign Round (6.1, 7.1, 7.2).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum VictoryCheck {
    /// Nobody met a condition: the game goes on.
    GoesOn,
    /// A non-player Faction met its condition: all players lose equally.
    NonPlayerWins(Vec<Faction>),
    /// A player (running one or two Factions) met the condition: the game
    /// ends and places go by victory margin.
    PlayerWins(Vec<Seat>),
}

/// The victory check at the start of a Campaign Round: a non-player Faction
/// that meets its condition ends the game with every player losing; a player
/// running two Factions meets the condition only with both (1.5, 7.1, 7.2).
///
/// A lone player among non-players never wins before the final Campaign
/// Round (8.10): meeting the condition then lets the game go on.
pub fn victory_check(state: &GameState, totals: &Totals) -> VictoryCheck {
    let non_players: Vec<Faction> = Faction::ALL
        .into_iter()
        .filter(|f| state.seats[*f] == Seat::NonPlayer && totals.scores[*f].met())
        .collect();
    if !non_players.is_empty() {
        return VictoryCheck::NonPlayerWins(non_players);
    }
    let mut players: Vec<Seat> = Vec::new();
    for faction in Faction::ALL {
        let seat = state.seats[faction];
        if matches!(seat, Seat::Player(_))
            && !players.contains(&seat)
            && seat_meets_condition(state, totals, seat)
        {
            players.push(seat);
        }
    }
    if players.is_empty() || lone_player(state).is_some() {
        VictoryCheck::GoesOn
    } else {
        VictoryCheck::PlayerWins(players)
    }
}

/// The seat of a 1-player game: one player seat, every other Faction a
/// non-player (8.10).
pub fn lone_player(state: &GameState) -> Option<Seat> {
    let mut seats = Faction::ALL
        .into_iter()
        .map(|f| state.seats[f])
        .filter(|s| matches!(s, Seat::Player(_)));
    let first = seats.next()?;
    let has_non_player = Faction::ALL
        .into_iter()
        .any(|f| state.seats[f] == Seat::NonPlayer);
    (seats.all(|s| s == first) && has_non_player).then_some(first)
}

/// How a 1-player game ends at the final Victory Phase (8.10).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SoloResult {
    /// The player has the highest margin (ties per 7.1), `by` more than
    /// the best non-player: 0 to 5 a costly success, 6 or more a decisive one.
    PlayerWins {
        /// The player's margin less the highest non-player margin.
        by: i32,
    },
    /// The non-player with the highest margin (ties per 7.1) wins.
    NonPlayerWins(Faction),
}

impl SoloResult {
    /// A player's win by 6 or more (8.10).
    pub fn decisive(self) -> bool {
        matches!(self, SoloResult::PlayerWins { by } if by >= 6)
    }
}

/// The result of a 1-player game at its final Victory Phase (8.10); `None`
/// when the game is not a 1-player game.
pub fn solo_result(state: &GameState, totals: &Totals) -> Option<SoloResult> {
    let seat = lone_player(state)?;
    let order = ranking(totals);
    let best_np = order
        .iter()
        .copied()
        .find(|f| state.seats[*f] == Seat::NonPlayer)?;
    let np_margin = totals.scores[best_np].margin();
    let mine = seat_margin(state, totals, seat)?;
    // The player's deciding Faction: the one giving its margin, the better
    // placed of two equal ones.
    let deciding = state
        .factions_of(seat)
        .into_iter()
        .filter(|f| totals.scores[*f].margin() == mine)
        .map(tie_rank)
        .min()
        .unwrap_or(TIE_ORDER.len());
    let wins = mine > np_margin || (mine == np_margin && deciding < tie_rank(best_np));
    Some(if wins {
        SoloResult::PlayerWins {
            by: mine - np_margin,
        }
    } else {
        SoloResult::NonPlayerWins(best_np)
    })
}
