//! The choices a Campaign Round leaves the players (6.2–6.4, 6.8): which
//! Railways take the few Strikes, Imperialism bought, Constructive
//! Programme, the Bases of the Support Phase, where Redeploy sends pieces,
//! and where the Crisis cubes go.

use rand::RngExt;

use super::{Player, paid_troops, shifted};
use crate::control::{is_state, raj_control};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::state::GameState;
use crate::vocab::track::Track;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};

fn move_edit(piece: Piece, count: u8, from: Place, to: SpaceId) -> Edit {
    Edit::MovePieces {
        piece,
        count,
        from,
        to: Place::Space(to),
    }
}

impl Player<'_> {
    /// Strikes (6.2.1) with too few Available: Congress picks which of
    /// the eligible Railways take them.
    pub(super) fn strikes_chosen(&mut self, mut eligible: Vec<SpaceId>, free: usize) -> Vec<Edit> {
        let mut edits = Vec::new();
        for _ in 0..free.min(eligible.len()) {
            let space = eligible.swap_remove(self.rng.random_range(0..eligible.len()));
            // The Strike; a Protest on the Railway makes way for it (6.2.1).
            edits.push(Edit::AddMarker {
                marker: Marker::Strike,
                space,
            });
            for _ in 0..self.state().space(space).protests {
                edits.push(Edit::RemoveMarker {
                    marker: Marker::Protest,
                    space,
                });
            }
        }
        edits
    }

    /// Imperialism (6.3.1) in up to two eligible spaces, one purchase each
    /// (an Unrest removed, else a level towards Active Support), then two
    /// Activists released from Jail per space; Gandhi leaves Jail anyway.
    pub(super) fn imperialism(&mut self, state: &GameState) -> Vec<Edit> {
        let map = &self.data.map;
        let rate = if self.viceroy_key() == Some("mountbatten") {
            2
        } else {
            3
        };
        let mut budget = state.tracks.raj_resources;
        let mut pool: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                let here = state.space(*id);
                matches!(map.space(*id).kind(), SpaceKind::City | SpaceKind::Province)
                    && !is_state(map, state, *id)
                    && raj_control(map, state, *id)
                    && here.pieces.get(Piece::Troop) > 0
                    && here.pieces.get(Piece::Sepoy) > 0
                    && (here.unrest > 0 || here.level < SupportLevel::ActiveSupport)
            })
            .collect();
        let mut edits = Vec::new();
        let mut selected = 0u8;
        let wanted = self.rng.random_range(0..=2);
        while selected < wanted && budget >= rate && !pool.is_empty() {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            let here = state.space(space);
            edits.push(if here.unrest > 0 {
                Edit::RemoveMarker {
                    marker: Marker::Unrest,
                    space,
                }
            } else {
                Edit::SetLevel {
                    space,
                    level: shifted(here.level, 1),
                }
            });
            budget -= rate;
            selected += 1;
        }
        if selected > 0 {
            edits.push(Edit::SetTrack {
                track: Track::RajResources,
                value: budget,
            });
        }
        let mut due = 2 * selected;
        for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
            let count = state.jail.get(piece).min(due);
            if count > 0 {
                due -= count;
                edits.push(Edit::MovePieces {
                    piece,
                    count,
                    from: Place::Jail,
                    to: Place::Available,
                });
            }
        }
        if state.jail.get(Piece::Gandhi) > 0 {
            let open: Vec<SpaceId> = map
                .ids()
                .filter(|id| !map.space(*id).is_railway() && !raj_control(map, state, *id))
                .collect();
            if let Some(space) = self.pick(&open) {
                edits.push(move_edit(Piece::Gandhi, 1, Place::Jail, space));
            }
        }
        edits
    }

    /// Constructive Programme (6.3.2): up to Unity Cities and Provinces with
    /// Nonviolent pieces and no Raj Control, one or two levels towards
    /// Active Opposition.
    pub(super) fn constructive_programme(&mut self, state: &GameState) -> Vec<Edit> {
        let map = &self.data.map;
        let mut pool: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                let here = state.space(*id);
                let nv = here.pieces.activists() > 0
                    || here.pieces.get(Piece::Gandhi) > 0
                    || here.pieces.get(Piece::LeagueBase) > 0;
                matches!(map.space(*id).kind(), SpaceKind::City | SpaceKind::Province)
                    && !is_state(map, state, *id)
                    && !raj_control(map, state, *id)
                    && nv
                    && here.level > SupportLevel::ActiveOpposition
            })
            .collect();
        let most = usize::try_from(state.tracks.unity.max(0))
            .unwrap_or(0)
            .min(2);
        let wanted = self.rng.random_range(0..=most);
        let mut edits = Vec::new();
        while edits.len() < wanted && !pool.is_empty() {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            let level = state.space(space).level;
            let room = level.value() - SupportLevel::ActiveOpposition.value();
            let by = self.rng.random_range(1..=room.min(2));
            edits.push(Edit::SetLevel {
                space,
                level: shifted(level, -by),
            });
        }
        edits
    }

    /// Pakistan Movement and Secret Societies (6.3.3, 6.3.4): now and then
    /// a Base in a non-Railway space with no Raj Control and room.
    pub(super) fn support_base(&mut self, state: &GameState, base: Piece) -> Vec<Edit> {
        let map = &self.data.map;
        if state.available.get(base) == 0 || !self.rng.random_bool(0.6) {
            return Vec::new();
        }
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                !map.space(*id).is_railway()
                    && !raj_control(map, state, *id)
                    && state.space(*id).pieces.bases() < u32::from(map.space(*id).population())
            })
            .collect();
        self.pick(&spaces)
            .map(|space| move_edit(base, 1, Place::Available, space))
            .into_iter()
            .collect()
    }

    /// A Faction's Redeploy (6.4.3–6.4.5): its pieces on Railways moved,
    /// and now and then some others too (Gandhi among Congress's), each to
    /// a non-Railway space with no Raj Control or, for the League and the
    /// Revolutionaries, one with their Base; no piece goes where pieces
    /// leave.
    pub(super) fn redeploy(&mut self, state: &GameState, faction: Faction) -> Vec<Edit> {
        let map = &self.data.map;
        let (pieces, base): (&[Piece], Option<Piece>) = match faction {
            Faction::Congress => (&[Piece::CongressActivist, Piece::Gandhi], None),
            Faction::MuslimLeague => (&[Piece::LeagueActivist], Some(Piece::LeagueBase)),
            _ => (
                &[Piece::GuerrillaUnderground, Piece::GuerrillaActive],
                Some(Piece::RevolutionariesBase),
            ),
        };
        let targets: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                (!map.space(*id).is_railway() && !raj_control(map, state, *id))
                    || base.is_some_and(|b| state.space(*id).pieces.get(b) > 0)
            })
            .collect();
        let targets = &targets;
        let mut edits = Vec::new();
        for id in map.ids().filter(|id| !targets.contains(id)) {
            let railway = map.space(id).is_railway();
            for &piece in pieces {
                let here = state.space(id).pieces.get(piece);
                let count = if railway {
                    here
                } else if here > 0 && self.rng.random_bool(0.1) {
                    self.rng.random_range(1..=here)
                } else {
                    0
                };
                if count > 0
                    && let Some(to) = self.pick(targets)
                {
                    edits.push(move_edit(piece, count, Place::Space(id), to));
                }
            }
        }
        edits
    }

    /// The Raj's Redeploy (6.4.2), a player's: now and then Troops moved to
    /// a City or a Railway, then 2 Resources for every Troop left in a
    /// Province or on a Railway; when that is more than the Raj holds,
    /// those Troops go to a City instead.
    pub(super) fn raj_redeploy(&mut self, state: &GameState) -> Vec<Edit> {
        let map = &self.data.map;
        let mut left = state.clone();
        let mut edits = Vec::new();
        let targets: Vec<SpaceId> = map
            .ids()
            .filter(|id| matches!(map.space(*id).kind(), SpaceKind::City | SpaceKind::Railway))
            .collect();
        let origins: Vec<SpaceId> = map
            .ids()
            .filter(|id| state.space(*id).pieces.get(Piece::Troop) > 0 && !targets.contains(id))
            .collect();
        if let (Some(from), Some(to)) = (self.pick(&origins), self.pick(&targets))
            && self.rng.random_bool(0.5)
        {
            let count = self
                .rng
                .random_range(1..=state.space(from).pieces.get(Piece::Troop));
            let edit = move_edit(Piece::Troop, count, Place::Space(from), to);
            if crate::edit::apply(self.data, &mut left, &edit).is_ok() {
                edits.push(edit);
            }
        }
        let (_, troops) = paid_troops(map, &left);
        if 2 * troops <= left.tracks.raj_resources {
            if troops > 0 {
                edits.push(Edit::SetTrack {
                    track: Track::RajResources,
                    value: left.tracks.raj_resources - 2 * troops,
                });
            }
            return edits;
        }
        let Some(city) = map
            .ids()
            .find(|id| map.space(*id).kind() == SpaceKind::City)
        else {
            return Vec::new();
        };
        edits.clear();
        for space in paid_troops(map, state).0 {
            let count = state.space(space).pieces.get(Piece::Troop);
            edits.push(move_edit(Piece::Troop, count, Place::Space(space), city));
        }
        edits
    }

    /// The Crisis cubes (6.8) after the die: up to that many from Out of
    /// Play, sometimes fewer, each kind to a space drawn at random (no
    /// Troops into a State).
    pub(super) fn crisis_cube_edits(&mut self, value: u8) -> Vec<Edit> {
        let map = &self.data.map;
        let state = self.state().clone();
        let mut left = value;
        let mut edits = Vec::new();
        for piece in [Piece::Sepoy, Piece::Troop] {
            let most = state.out_of_play.get(piece).min(left);
            if most == 0 {
                continue;
            }
            let count = if self.rng.random_bool(0.7) {
                most
            } else {
                self.rng.random_range(0..=most)
            };
            let spaces: Vec<SpaceId> = map
                .ids()
                .filter(|id| piece != Piece::Troop || !is_state(map, &state, *id))
                .collect();
            if count == 0 {
                continue;
            }
            if let Some(space) = self.pick(&spaces) {
                left -= count;
                edits.push(move_edit(piece, count, Place::OutOfPlay, space));
            }
        }
        edits
    }
}
