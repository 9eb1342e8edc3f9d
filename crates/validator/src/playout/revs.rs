//! The Revolutionaries' Operations and Special Activities as the generator
//! plays them (3.4, 4.5).

use rand::RngExt;

use super::act::{Act, OpPlan};
use super::turn::SaCtx;
use super::{Player, shifted};
use crate::control::raj_control;
use crate::ids::{Faction, Piece, SpaceId, SupportLevel};
use crate::state::Seat;
use crate::vocab::action::Die;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};

impl Player<'_> {
    /// The Revolutionaries' Resources, or no limit for a non-player.
    fn revs_budget(&self) -> i32 {
        if self.state().seats.revolutionaries == Seat::NonPlayer {
            i32::MAX
        } else {
            self.state().tracks.revolutionaries_resources
        }
    }

    /// Revolutionaries Rally (3.4.1): 1 Resource per space without Support
    /// (or with a Base); Guerrillas, one plus the Bases there.
    pub(super) fn revs_rally_plan(&mut self, most: usize) -> OpPlan {
        let state = self.state();
        let mut pool = self.off_rail(|_, here| {
            here.level <= SupportLevel::Neutral || here.pieces.get(Piece::RevolutionariesBase) > 0
        });
        let affordable = most.min(usize::try_from(self.revs_budget().max(0)).unwrap_or(0));
        let mut available = state.available.get(Piece::GuerrillaUnderground);
        let mut bases = state.available.get(Piece::RevolutionariesBase);
        let mut plan = OpPlan::default();
        while plan.groups.len() < affordable && !pool.is_empty() {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            if let Some(mut group) = self.base_instead(Faction::Revolutionaries, space, &mut bases)
            {
                group.push(Act::Pay(1));
                plan.groups.push(group);
                continue;
            }
            let count = 1 + self
                .state()
                .space(space)
                .pieces
                .get(Piece::RevolutionariesBase);
            if count > available {
                continue;
            }
            available -= count;
            plan.groups.push(vec![
                Act::Do(Edit::MovePieces {
                    piece: Piece::GuerrillaUnderground,
                    count,
                    from: Place::Available,
                    to: Place::Space(space),
                }),
                Act::Pay(1),
            ]);
        }
        if !plan.is_empty() {
            plan.end = self.rally_end(Faction::Revolutionaries);
        }
        plan
    }

    /// March (3.4.2): from each origin (1 Resource, none from a Railway)
    /// Guerrillas into one adjacent space, Activated where they and the
    /// cubes exceed 3 in a space with Support or on a Railway. A Limited
    /// March has one origin.
    pub(super) fn march_plan(&mut self, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state().clone();
        let mut budget = self.revs_budget();
        let mut origins: Vec<SpaceId> = map
            .ids()
            .filter(|id| state.space(*id).pieces.guerrillas() > 0)
            .collect();
        let mut arrived: Vec<SpaceId> = Vec::new();
        let mut left_from: Vec<SpaceId> = Vec::new();
        let mut plan = OpPlan::default();
        while plan.groups.len() < most && !origins.is_empty() {
            let from = origins.swap_remove(self.rng.random_range(0..origins.len()));
            let cost = i32::from(!map.space(from).is_railway());
            // Underground Guerrillas may also go along Railways and Cities,
            // then on into an adjacent space.
            let mut reach: Vec<SpaceId> = map.neighbours(from).to_vec();
            let moving_underground = state.space(from).pieces.get(Piece::GuerrillaUnderground) > 0
                && self.rng.random_bool(0.5);
            if moving_underground {
                for link in super::act::chain(map, from, |_| true) {
                    reach.push(link);
                    reach.extend(map.neighbours(link).iter().copied());
                }
            }
            let destinations: Vec<SpaceId> = reach
                .into_iter()
                .filter(|d| *d != from && !arrived.contains(d) && !left_from.contains(d))
                .collect();
            if arrived.contains(&from) || left_from.contains(&from) || budget < cost {
                continue;
            }
            let Some(to) = self.pick(&destinations) else {
                continue;
            };
            let here = &state.space(from).pieces;
            let far = !map.adjacent(from, to);
            let piece = if far
                || here.get(Piece::GuerrillaUnderground) > 0
                    && (here.get(Piece::GuerrillaActive) == 0 || self.rng.random_bool(0.5))
            {
                Piece::GuerrillaUnderground
            } else {
                Piece::GuerrillaActive
            };
            let count = self.rng.random_range(1..=here.get(piece));
            let mut group = vec![Act::Do(Edit::MovePieces {
                piece,
                count,
                from: Place::Space(from),
                to: Place::Space(to),
            })];
            let there = state.space(to);
            let exposed = map.space(to).is_railway() || there.level >= SupportLevel::PassiveSupport;
            if piece == Piece::GuerrillaUnderground
                && exposed
                && u32::from(count) + there.pieces.cubes() > 3
            {
                group.push(Act::Do(Edit::FlipGuerrillas {
                    space: to,
                    count,
                    to_active: true,
                }));
            }
            budget -= cost;
            group.push(Act::Pay(cost));
            arrived.push(to);
            left_from.push(from);
            plan.groups.push(group);
        }
        plan
    }

    /// Attack (3.4.3): 1 Resource a space with Guerrillas off Railways;
    /// all Activated, a die (rolled by the program, or entered from the
    /// table); on success up to two cubes removed, Sepoys first, and Unrest
    /// where a Protest is or Raj Control is not.
    pub(super) fn attack_plan(&mut self, most: usize) -> OpPlan {
        let state = self.state().clone();
        let mut markers =
            state.unrest_and_strikes_left(self.data.pieces.unrest_strike_markers.value);
        let mut pool = self.off_rail(|_, here| here.pieces.get(Piece::GuerrillaUnderground) > 0);
        let affordable = most.min(usize::try_from(self.revs_budget().max(0)).unwrap_or(0));
        let mut dice = state.rng;
        let mut left = state.clone();
        let mut plan = OpPlan::default();
        while plan.groups.len() < affordable && !pool.is_empty() && markers > 0 {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            let die = if self.rng.random_bool(0.5) {
                Die::program(Some(space), dice.roll_die())
            } else {
                Die {
                    space: Some(space),
                    value: self.rng.random_range(1..=6),
                    rolled: false,
                }
            };
            let mut edits = Vec::new();
            let underground = left.space(space).pieces.get(Piece::GuerrillaUnderground);
            if underground > 0 {
                edits.push(Edit::FlipGuerrillas {
                    space,
                    count: underground,
                    to_active: true,
                });
            }
            edits.push(Edit::Die(die));
            if u32::from(die.value) <= left.space(space).pieces.guerrillas() {
                self.attack_success(space, &left, &mut edits, &mut markers);
            }
            for edit in &edits {
                let _ = crate::edit::apply(self.data, &mut left, edit);
            }
            let mut group: Vec<Act> = edits.into_iter().map(Act::Do).collect();
            group.push(Act::Pay(1));
            plan.groups.push(group);
        }
        plan
    }

    /// A successful Attack's removals (up to two cubes, Sepoys first) and
    /// its Unrest where a Protest is or Raj Control is not (3.4.3).
    fn attack_success(
        &mut self,
        space: SpaceId,
        left: &crate::state::GameState,
        edits: &mut Vec<Edit>,
        markers: &mut u32,
    ) {
        let mut removable = 2u8;
        for piece in [Piece::Sepoy, Piece::Troop] {
            let most = left.space(space).pieces.get(piece).min(removable);
            let n = if most > 0 {
                self.rng.random_range(0..=most)
            } else {
                0
            };
            if n > 0 {
                removable -= n;
                edits.push(Edit::MovePieces {
                    piece,
                    count: n,
                    from: Place::Space(space),
                    to: Place::Available,
                });
            }
            if piece == Piece::Sepoy && left.space(space).pieces.get(Piece::Sepoy) > n {
                break;
            }
        }
        let mut after = left.clone();
        for edit in edits.iter() {
            let _ = crate::edit::apply(self.data, &mut after, edit);
        }
        let map = &self.data.map;
        if after.space(space).protests > 0 || !raj_control(map, &after, space) {
            *markers -= 1;
            edits.push(Edit::AddMarker {
                marker: Marker::Unrest,
                space,
            });
        }
    }

    /// Unrest (3.4.4): spaces with an Underground Guerrilla, Restraint each;
    /// one Guerrilla Activated, Unrest and one level towards Neutral (a
    /// Strike on a Railway without one); then Restraint −1.
    pub(super) fn unrest_plan(&mut self, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state().clone();
        let restraint = state.tracks.restraint.max(0);
        let mut budget = self.revs_budget();
        let mut markers_left =
            state.unrest_and_strikes_left(self.data.pieces.unrest_strike_markers.value);
        // Non-players place no Strikes while the Raj has no player (8.1.3).
        let barred =
            state.seats.revolutionaries == Seat::NonPlayer && state.seats.raj == Seat::NonPlayer;
        let mut pool: Vec<SpaceId> = map
            .ids()
            .filter(|id| state.space(*id).pieces.get(Piece::GuerrillaUnderground) > 0)
            .filter(|id| !(barred && map.space(*id).is_railway()))
            .collect();
        let mut plan = OpPlan::default();
        while plan.groups.len() < most && !pool.is_empty() && budget >= restraint {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            let here = state.space(space);
            let railway = map.space(space).is_railway();
            let needs_marker = !railway || here.strikes == 0;
            if needs_marker && markers_left == 0 {
                continue;
            }
            let mut group = vec![Act::Do(Edit::FlipGuerrillas {
                space,
                count: 1,
                to_active: true,
            })];
            if needs_marker {
                markers_left -= 1;
                let marker = if railway {
                    Marker::Strike
                } else {
                    Marker::Unrest
                };
                group.push(Act::Do(Edit::AddMarker { marker, space }));
            }
            let toward = -here.level.value().signum();
            if !railway && toward != 0 {
                group.push(Act::Do(Edit::SetLevel {
                    space,
                    level: shifted(here.level, toward),
                }));
            }
            budget -= restraint;
            group.push(Act::Pay(restraint));
            plan.groups.push(group);
        }
        plan.restraint_down_if_any()
    }

    /// Aid (4.5.1) in one or two spaces: an Underground Guerrilla
    /// Activated for Resources equal to the Population, or, with a
    /// Resource to spare, 1 paid to flip a space's Guerrillas Underground.
    pub(super) fn aid_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let mut now = state.tracks.revolutionaries_resources;
        let max = self.data.pieces.resources.value.max;
        let player = state.seats.revolutionaries != Seat::NonPlayer;
        let mut choices: Vec<(SpaceId, bool)> = Vec::new();
        for id in map.ids().filter(|id| !cx.avoid.contains(id)) {
            let here = &state.space(id).pieces;
            if here.get(Piece::GuerrillaUnderground) > 0 {
                choices.push((id, true));
            }
            if here.get(Piece::GuerrillaActive) > 0 {
                choices.push((id, false));
            }
        }
        let mut acts = Vec::new();
        let mut spaces = Vec::new();
        let wanted = self.rng.random_range(1..=2);
        while spaces.len() < wanted && !choices.is_empty() {
            let (space, gain) = choices.swap_remove(self.rng.random_range(0..choices.len()));
            let population = i32::from(map.space(space).population());
            // A non-player's Aid only flips Guerrillas Underground, and
            // pays nothing for it (8.7.4, 8.6.2).
            let affordable = if gain {
                player && now + population <= max
            } else {
                !player || now - cx.reserve >= 1
            };
            if spaces.contains(&space) || !affordable {
                continue;
            }
            spaces.push(space);
            if gain {
                acts.push(Act::Do(Edit::FlipGuerrillas {
                    space,
                    count: 1,
                    to_active: true,
                }));
                now += population;
                acts.push(Act::Pay(-population));
            } else {
                let count = self.state().space(space).pieces.get(Piece::GuerrillaActive);
                acts.push(Act::Do(Edit::FlipGuerrillas {
                    space,
                    count,
                    to_active: false,
                }));
                now -= 1;
                acts.push(Act::Pay(1));
            }
        }
        acts
    }

    /// The Revolutionaries' Infiltrate (4.5.2): in a space with an
    /// Underground Guerrilla, a Sepoy or the Protest replaced with an
    /// Underground Guerrilla.
    pub(super) fn revs_infiltrate_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        if cx.spare(self.state(), Piece::GuerrillaUnderground) == 0 {
            return Vec::new();
        }
        self.replace_with(cx, Piece::GuerrillaUnderground, &[Piece::Sepoy])
    }

    /// Assassinate (4.5.3): in a space the Unrest has selected, one cube
    /// removed.
    pub(super) fn assassinate_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let state = self.state();
        let choices: Vec<(SpaceId, Piece)> = cx
            .done
            .iter()
            .flat_map(|id| [Piece::Troop, Piece::Sepoy].map(|p| (*id, p)))
            .filter(|(id, p)| state.space(*id).pieces.get(*p) > 0)
            .collect();
        let Some((space, piece)) = self.pick(&choices) else {
            return Vec::new();
        };
        let _ = Faction::Revolutionaries;
        vec![Act::Do(Edit::MovePieces {
            piece,
            count: 1,
            from: Place::Space(space),
            to: Place::Available,
        })]
    }
}
