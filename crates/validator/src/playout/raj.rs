//! The Raj's Operations and Special Activities as the generator plays them
//! (3.2, 4.2): Deploy with Troops or Sepoys, and cubes from Out of Play;
//! Garrison, Sweep and Assault with Troops; Treaty moving Sepoys, Govern
//! taking off a Strike or Protest or an Active Guerrilla, Martial Law.

use rand::RngExt;

use super::act::{Act, OpPlan};
use super::turn::SaCtx;
use super::{Player, shifted};
use crate::control::is_state;
use crate::ids::{Piece, SpaceId, SpaceKind};
use crate::state::Seat;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};

fn move_to(piece: Piece, count: u8, from: Place, to: SpaceId) -> Act {
    Act::Do(Edit::MovePieces {
        piece,
        count,
        from,
        to: Place::Space(to),
    })
}

impl Player<'_> {
    pub(super) fn viceroy_key(&self) -> Option<&str> {
        self.state()
            .viceroy
            .and_then(|id| self.data.viceroys.get(id))
            .map(|v| v.key.as_str())
    }

    /// Deploy (3.2.1): up to six cubes in each of up to `most` Cities,
    /// Troops free, Sepoys at Restraint a City (1 under Lord Willingdon;
    /// under Lord Reading only in the first City, which is free); then up to
    /// two cubes from Out of Play to Available.
    pub(super) fn deploy_plan(&mut self, most: usize) -> OpPlan {
        let map = &self.data.map;
        let mut cities: Vec<SpaceId> = map
            .ids()
            .filter(|id| map.space(*id).kind() == SpaceKind::City)
            .collect();
        let player = self.state().seats.raj != Seat::NonPlayer;
        let mut budget = if player {
            self.state().tracks.raj_resources
        } else {
            i32::MAX
        };
        let rate = match self.viceroy_key() {
            Some("willingdon") => 1,
            _ => self.state().tracks.restraint.max(0),
        };
        let reading = self.viceroy_key() == Some("reading");
        let mut stock = [Piece::Troop, Piece::Sepoy].map(|p| self.state().available.get(p));
        let mut plan = OpPlan::default();
        let mut taken_from: Vec<SpaceId> = Vec::new();
        while plan.groups.len() < most && !cities.is_empty() {
            let city = cities.swap_remove(self.rng.random_range(0..cities.len()));
            if taken_from.contains(&city) {
                continue;
            }
            let sepoys_ok = if reading {
                plan.groups.is_empty()
            } else {
                budget >= rate
            };
            let use_sepoys = player && sepoys_ok && stock[1] > 0 && self.rng.random_bool(0.4);
            let mut group = Vec::new();
            let mut room = 6u8;
            let mut sepoys = false;
            for (i, piece) in [Piece::Troop, Piece::Sepoy].into_iter().enumerate() {
                if room == 0 || (i == 1 && !use_sepoys) {
                    continue;
                }
                if stock[i] == 0 {
                    // None of the kind Available: some from the map.
                    if let Some(act) = self.cubes_from_map(piece, city, room, &taken_from) {
                        room = 0;
                        sepoys |= i == 1;
                        if let Act::Do(Edit::MovePieces {
                            from: Place::Space(s),
                            ..
                        }) = &act
                        {
                            taken_from.push(*s);
                        }
                        group.push(act);
                    }
                    continue;
                }
                let count = self.rng.random_range(1..=stock[i].min(room));
                stock[i] -= count;
                room -= count;
                sepoys |= i == 1;
                group.push(move_to(piece, count, Place::Available, city));
            }
            if group.is_empty() {
                break;
            }
            if sepoys && !reading {
                budget -= rate;
                group.push(Act::Pay(rate));
            }
            plan.groups.push(group);
        }
        if player {
            self.out_of_play_cubes(&mut plan);
        }
        plan
    }

    /// Deploy with none of a kind Available (3.2.1): cubes of it from a
    /// space elsewhere on the map (not a City Deploy selects), into `city`.
    fn cubes_from_map(
        &mut self,
        piece: Piece,
        city: SpaceId,
        room: u8,
        taken: &[SpaceId],
    ) -> Option<Act> {
        let map = &self.data.map;
        let state = self.state();
        let origins: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                *id != city
                    && !taken.contains(id)
                    && map.space(*id).kind() != SpaceKind::City
                    && state.space(*id).pieces.get(piece) > 0
            })
            .collect();
        let from = self.pick(&origins)?;
        let most = self.state().space(from).pieces.get(piece).min(room);
        let count = self.rng.random_range(1..=most);
        Some(move_to(piece, count, Place::Space(from), city))
    }

    /// Deploy's last step: up to two cubes from Out of Play to Available.
    fn out_of_play_cubes(&mut self, plan: &mut OpPlan) {
        for piece in [Piece::Troop, Piece::Sepoy] {
            let out = self.state().out_of_play.get(piece);
            if out > 0 && self.rng.random_bool(0.5) {
                plan.end.push(Act::Do(Edit::MovePieces {
                    piece,
                    count: 1,
                    from: Place::OutOfPlay,
                    to: Place::Available,
                }));
            }
        }
    }

    /// Garrison (3.2.2) with Troops, which costs nothing: Troops from a
    /// space without Protest into an adjacent City or Railway; then on every
    /// Railway one Guerrilla Activated for every cube.
    pub(super) fn garrison_plan(&mut self, most: usize, limited: bool) -> OpPlan {
        let map = &self.data.map;
        let state = self.state().clone();
        // Along Railways and Cities, going on only from those without
        // Active adversaries or a Protest.
        let pass = |s: SpaceId| {
            crate::control::active_non_raj_pieces(map, &state, s) == 0
                && state.space(s).protests == 0
        };
        let mut moves: Vec<(SpaceId, SpaceId)> = map
            .ids()
            .filter(|o| {
                state.space(*o).protests == 0 && state.space(*o).pieces.get(Piece::Troop) > 0
            })
            .flat_map(|o| {
                super::act::chain(map, o, pass)
                    .into_iter()
                    .map(move |d| (o, d))
            })
            .filter(|(_, d)| !is_state(map, &state, *d))
            .collect();
        let mut plan = OpPlan::default();
        let mut left = state.clone();
        let mut destination = None;
        while plan.groups.len() < most && !moves.is_empty() {
            let (from, to) = moves.swap_remove(self.rng.random_range(0..moves.len()));
            let troops = left.space(from).pieces.get(Piece::Troop);
            let netted = plan.groups.iter().flatten().any(|a| match a {
                Act::Do(Edit::MovePieces {
                    from: Place::Space(o),
                    ..
                }) => *o == to,
                _ => false,
            });
            if troops == 0 || netted || (limited && destination.is_some_and(|d| d != to)) {
                continue;
            }
            destination = Some(to);
            let count = self.rng.random_range(1..=troops);
            let edit = Edit::MovePieces {
                piece: Piece::Troop,
                count,
                from: Place::Space(from),
                to: Place::Space(to),
            };
            if crate::edit::apply(self.data, &mut left, &edit).is_err() {
                continue;
            }
            plan.groups.push(vec![Act::Do(edit)]);
            moves.retain(|(o, _)| *o != to);
        }
        for railway in map.ids().filter(|id| map.space(*id).is_railway()) {
            let underground = state.space(railway).pieces.get(Piece::GuerrillaUnderground);
            let cubes = u8::try_from(left.space(railway).pieces.cubes()).unwrap_or(u8::MAX);
            let count = underground.min(cubes);
            if count > 0 {
                plan.end.push(Act::Do(Edit::FlipGuerrillas {
                    space: railway,
                    count,
                    to_active: true,
                }));
            }
        }
        plan
    }

    /// Sweep (3.2.3) with Troops only: into a non-Railway space that is not
    /// a State, Troops from adjacent spaces without Protest, or none (in
    /// place); then one Guerrilla Activated for every Troop there.
    pub(super) fn sweep_plan(&mut self, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state().clone();
        let mut pool: Vec<SpaceId> = map
            .ids()
            .filter(|id| !map.space(*id).is_railway() && !is_state(map, &state, *id))
            .collect();
        let mut plan = OpPlan::default();
        let mut used: Vec<SpaceId> = Vec::new();
        while plan.groups.len() < most && !pool.is_empty() {
            let to = pool.swap_remove(self.rng.random_range(0..pool.len()));
            let mut group = Vec::new();
            let mut troops = state.space(to).pieces.get(Piece::Troop);
            // From an adjacent space, or through an adjacent Railway with
            // no Strike, Protest, Activists or Active Guerrillas.
            let clear = |r: SpaceId| {
                let here = state.space(r);
                map.space(r).is_railway()
                    && here.strikes == 0
                    && here.protests == 0
                    && here.pieces.activists() == 0
                    && here.pieces.get(Piece::GuerrillaActive) == 0
            };
            let mut near: Vec<SpaceId> = map.neighbours(to).to_vec();
            for r in map.neighbours(to).iter().copied().filter(|r| clear(*r)) {
                near.extend(map.neighbours(r).iter().copied().filter(|o| *o != to));
            }
            let origins: Vec<SpaceId> = near
                .into_iter()
                .filter(|o| {
                    state.space(*o).protests == 0
                        && state.space(*o).pieces.get(Piece::Troop) > 0
                        && !used.contains(o)
                })
                .collect();
            if let Some(from) = self.pick(&origins) {
                let count = self
                    .rng
                    .random_range(1..=state.space(from).pieces.get(Piece::Troop));
                troops += count;
                used.push(from);
                group.push(move_to(Piece::Troop, count, Place::Space(from), to));
            }
            let count = state
                .space(to)
                .pieces
                .get(Piece::GuerrillaUnderground)
                .min(troops);
            if count > 0 {
                group.push(Act::Do(Edit::FlipGuerrillas {
                    space: to,
                    count,
                    to_active: true,
                }));
            }
            if !group.is_empty() {
                used.push(to);
                pool.retain(|s| !used.contains(s));
                plan.groups.push(group);
            }
        }
        plan
    }

    /// Assault (3.2.4) with Troops, targeting the Revolutionaries: one
    /// Active Guerrilla removed for every Troop, where that takes them all
    /// or no Base is left bare.
    pub(super) fn assault_plan(&mut self, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state();
        let spaces: Vec<(SpaceId, u8)> = map
            .ids()
            .filter_map(|id| {
                let here = &state.space(id).pieces;
                let active = here.get(Piece::GuerrillaActive);
                let troops = here.get(Piece::Troop);
                let bare = troops >= active
                    && here.get(Piece::GuerrillaUnderground) == 0
                    && here.get(Piece::RevolutionariesBase) > 0;
                (troops > 0 && active > 0 && !bare).then_some((id, troops.min(active)))
            })
            .collect();
        let mut plan = OpPlan::default();
        let mut pool = spaces;
        while plan.groups.len() < most && !pool.is_empty() {
            let (space, count) = pool.swap_remove(self.rng.random_range(0..pool.len()));
            plan.groups.push(vec![Act::Do(Edit::MovePieces {
                piece: Piece::GuerrillaActive,
                count,
                from: Place::Space(space),
                to: Place::Available,
            })]);
        }
        plan
    }

    /// Treaty (4.2.1): Sepoys into a State from an adjacent space without
    /// Protest.
    pub(super) fn treaty_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        if state.seats.raj == Seat::NonPlayer {
            // A non-player's Treaty moves no Sepoys (8.7.1).
            return Vec::new();
        }
        let moves: Vec<(SpaceId, SpaceId)> = map
            .ids()
            .filter(|id| is_state(map, state, *id) && !cx.avoid.contains(id))
            .flat_map(|s| map.neighbours(s).iter().map(move |o| (*o, s)))
            .filter(|(o, _)| {
                !cx.avoid.contains(o)
                    && state.space(*o).protests == 0
                    && state.space(*o).pieces.get(Piece::Sepoy) > 0
            })
            .collect();
        let Some((from, to)) = self.pick(&moves) else {
            return Vec::new();
        };
        let count = self
            .rng
            .random_range(1..=self.state().space(from).pieces.get(Piece::Sepoy));
        vec![move_to(Piece::Sepoy, count, Place::Space(from), to)]
    }

    /// Govern (4.2.2) in up to two spaces with cubes: a Strike or Protest
    /// taken off where no Activists are, or an Active Guerrilla removed.
    pub(super) fn govern_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let mut choices: Vec<Edit> = Vec::new();
        for id in map.ids().filter(|id| !cx.avoid.contains(id)) {
            let here = state.space(id);
            if here.pieces.cubes() == 0 {
                continue;
            }
            if here.pieces.activists() == 0 {
                for (marker, n) in [
                    (Marker::Strike, here.strikes),
                    (Marker::Protest, here.protests),
                ] {
                    if n > 0 {
                        choices.push(Edit::RemoveMarker { marker, space: id });
                    }
                }
            }
            if here.pieces.get(Piece::GuerrillaActive) > 0 {
                choices.push(Edit::MovePieces {
                    piece: Piece::GuerrillaActive,
                    count: 1,
                    from: Place::Space(id),
                    to: Place::Available,
                });
            }
        }
        let mut acts = Vec::new();
        let mut spaces = Vec::new();
        while spaces.len() < 2 && !choices.is_empty() {
            let edit = choices.swap_remove(self.rng.random_range(0..choices.len()));
            let space = super::act::spaces_of(&edit);
            if space.iter().any(|s| spaces.contains(s)) {
                continue;
            }
            spaces.extend(space);
            acts.push(Act::Do(edit));
        }
        acts
    }

    /// Martial Law (4.2.3) in one space with cubes and Activists: one
    /// Activist to Available for every cube, the Protest taken off, Unrest
    /// off Railways (none under Lord Linlithgow), one level towards Neutral.
    pub(super) fn martial_law_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let linlithgow = self.viceroy_key() == Some("linlithgow");
        // A non-player's Martial Law goes only where Unrest is, but under
        // Lord Linlithgow (8.7.1, 8.1.6).
        let anywhere = linlithgow || state.seats.raj != Seat::NonPlayer;
        let markers = state.unrest_and_strikes_left(self.data.pieces.unrest_strike_markers.value);
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| {
                let here = state.space(*id);
                !cx.avoid.contains(id)
                    && (anywhere || here.unrest > 0)
                    && here.pieces.cubes() > 0
                    && here.pieces.activists() > 0
                    && (linlithgow || map.space(*id).is_railway() || markers > 0)
                    // Not where the checks would also want the League Base
                    // (case 4.2.3-martial-law-leaves-the-league-base).
                    && (here.pieces.get(Piece::LeagueBase) == 0
                        || here.pieces.cubes() <= here.pieces.activists())
            })
            .collect();
        let Some(space) = self.pick(&spaces) else {
            return Vec::new();
        };
        let here = *self.state().space(space);
        let mut left = here.pieces.cubes();
        let mut acts = Vec::new();
        for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
            let count = u8::try_from(left.min(u32::from(here.pieces.get(piece)))).unwrap_or(0);
            if count > 0 {
                left -= u32::from(count);
                acts.push(Act::Do(Edit::MovePieces {
                    piece,
                    count,
                    from: Place::Space(space),
                    to: Place::Available,
                }));
            }
        }
        if here.protests > 0 {
            acts.push(Act::Do(Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            }));
        }
        if !map.space(space).is_railway() {
            if !linlithgow {
                acts.push(Act::Do(Edit::AddMarker {
                    marker: Marker::Unrest,
                    space,
                }));
            }
            let toward = -here.level.value().signum();
            if toward != 0 {
                acts.push(Act::Do(Edit::SetLevel {
                    space,
                    level: shifted(here.level, toward),
                }));
            }
        }
        acts
    }
}
