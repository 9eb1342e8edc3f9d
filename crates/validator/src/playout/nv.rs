//! Congress's and the Muslim League's Operations and Special Activities
//! as the generator plays them (3.3, 4.3, 4.4).

use rand::RngExt;

use super::act::{Act, OpPlan};
use super::turn::SaCtx;
use super::{Player, shifted};
use crate::control::{activists_active, raj_control};
use crate::ids::{Faction, Piece, SpaceId, SupportLevel};
use crate::state::GameState;
use crate::vocab::track::Track;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};

impl Player<'_> {
    /// A Nonviolent Faction's allowance of spaces (3.3), and whether a
    /// space is free of it (Congress: Protest or Gandhi; the League: its
    /// Base).
    fn allowance(&self, faction: Faction) -> usize {
        let tracks = &self.state().tracks;
        let n = if faction == Faction::Congress {
            tracks.restraint
        } else {
            tracks.unity
        };
        usize::try_from(n.max(0)).unwrap_or(0)
    }

    fn free_space(state: &GameState, faction: Faction, id: SpaceId) -> bool {
        let here = state.space(id);
        match faction {
            Faction::Congress => here.protests > 0 || here.pieces.get(Piece::Gandhi) > 0,
            _ => here.pieces.get(Piece::LeagueBase) > 0,
        }
    }

    /// Protests the Operation may still place: counted as if Restraint
    /// were one higher, so that a Negotiate played first leaves them
    /// Available (6.6).
    fn protests_left(&self) -> u32 {
        let state = self.state();
        self.data
            .pieces
            .available_protests_for_operations(state.tracks.restraint + 1, state.protests_on_map())
    }

    /// Nonviolent Rally (3.3.1) in spaces without Support that use the
    /// allowance: Congress up to the Population, the League one plus its
    /// Bases.
    pub(super) fn nv_rally_plan(&mut self, faction: Faction, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state();
        let piece = faction.nv_activist();
        let mut pool = self.off_rail(|id, here| {
            here.level <= SupportLevel::Neutral && !Self::free_space(state, faction, id)
        });
        let limit = most.min(self.allowance(faction));
        let mut available = state.available.get(piece);
        let mut bases = state.available.get(Piece::LeagueBase);
        let mut plan = OpPlan::default();
        while plan.groups.len() < limit && !pool.is_empty() {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            if faction == Faction::MuslimLeague
                && let Some(group) = self.base_instead(faction, space, &mut bases)
            {
                plan.groups.push(group);
                continue;
            }
            let count = match faction {
                Faction::Congress => {
                    let population = map.space(space).population().max(1);
                    self.rng.random_range(1..=population)
                }
                _ => 1 + self.state().space(space).pieces.get(Piece::LeagueBase),
            };
            if count > available {
                continue;
            }
            available -= count;
            plan.groups.push(vec![Act::Do(Edit::MovePieces {
                piece,
                count,
                from: Place::Available,
                to: Place::Space(space),
            })]);
        }
        if !plan.is_empty() {
            plan.end = self.rally_end(faction);
        }
        plan
    }

    /// Demonstrate (3.3.2): into each destination, the Faction's Activists
    /// from one adjacent space; a Protest where the destination has no Raj
    /// Control, now and then.
    pub(super) fn demonstrate_plan(&mut self, faction: Faction, most: usize) -> OpPlan {
        let map = &self.data.map;
        let piece = faction.nv_activist();
        let mut left = self.state().clone();
        let mut counted = 0;
        let allowance = self.allowance(faction);
        let mut protests = self.protests_left();
        let mut pool = self.off_rail(|_, _| true);
        let mut moved_to: Vec<SpaceId> = Vec::new();
        let mut left_from: Vec<SpaceId> = Vec::new();
        let mut plan = OpPlan::default();
        while plan.groups.len() < most && !pool.is_empty() {
            let to = pool.swap_remove(self.rng.random_range(0..pool.len()));
            if left_from.contains(&to) {
                continue;
            }
            let free = Self::free_space(&left, faction, to);
            if !free && counted >= allowance {
                continue;
            }
            let origins: Vec<SpaceId> = map
                .neighbours(to)
                .iter()
                .copied()
                .filter(|o| {
                    left.space(*o).pieces.get(piece) > 0 && !moved_to.contains(o) && *o != to
                })
                .collect();
            let Some(from) = self.pick(&origins) else {
                continue;
            };
            let count = self
                .rng
                .random_range(1..=left.space(from).pieces.get(piece));
            let edit = Edit::MovePieces {
                piece,
                count,
                from: Place::Space(from),
                to: Place::Space(to),
            };
            if crate::edit::apply(self.data, &mut left, &edit).is_err() {
                continue;
            }
            let mut group = vec![Act::Do(edit)];
            if protests > 0
                && left.space(to).protests == 0
                && !raj_control(map, &left, to)
                && self.rng.random_bool(0.7)
            {
                protests -= 1;
                let add = Edit::AddMarker {
                    marker: Marker::Protest,
                    space: to,
                };
                let _ = crate::edit::apply(self.data, &mut left, &add);
                group.push(Act::Do(add));
            }
            counted += usize::from(!free);
            moved_to.push(to);
            left_from.push(from);
            plan.groups.push(group);
        }
        plan
    }

    /// Civil Disobedience (3.3.3) in spaces with the Faction's Activists
    /// and no Protest: a Protest placed, and now and then an Activist moved
    /// onto an adjacent Railway.
    pub(super) fn civil_disobedience_plan(&mut self, faction: Faction, most: usize) -> OpPlan {
        let map = &self.data.map;
        let piece = faction.nv_activist();
        let mut pool = self.off_rail(|_, here| here.protests == 0 && here.pieces.get(piece) > 0);
        let limit = most
            .min(self.allowance(faction))
            .min(usize::try_from(self.protests_left()).unwrap_or(0));
        let mut plan = OpPlan::default();
        while plan.groups.len() < limit && !pool.is_empty() {
            let space = pool.swap_remove(self.rng.random_range(0..pool.len()));
            if Self::free_space(self.state(), faction, space) {
                continue;
            }
            let mut group = vec![Act::Do(Edit::AddMarker {
                marker: Marker::Protest,
                space,
            })];
            let railways: Vec<SpaceId> = map
                .neighbours(space)
                .iter()
                .copied()
                .filter(|r| map.space(*r).is_railway())
                .collect();
            if let Some(railway) = self.pick(&railways)
                && self.rng.random_bool(0.4)
            {
                group.push(Act::Do(Edit::MovePieces {
                    piece,
                    count: 1,
                    from: Place::Space(space),
                    to: Place::Space(railway),
                }));
            }
            plan.groups.push(group);
        }
        plan
    }

    /// Non-Cooperation (3.3.4): Protest spaces with the Faction's Activists
    /// and no Raj Control (Congress: any Control in Crisis), one level
    /// towards Active Opposition each, then Restraint −1.
    pub(super) fn non_cooperation_plan(&mut self, faction: Faction, most: usize) -> OpPlan {
        let map = &self.data.map;
        let state = self.state();
        let piece = faction.nv_activist();
        let crisis = state.crisis();
        let eligible = self.off_rail(|id, here| {
            here.protests > 0
                && here.pieces.get(piece) > 0
                && here.level > SupportLevel::ActiveOpposition
                && (!raj_control(map, state, id) || (crisis && faction == Faction::Congress))
        });
        // The League without a Base there uses its Unity allowance.
        let allowance = match faction {
            Faction::Congress => usize::MAX,
            _ => self.allowance(faction),
        };
        let mut used = 0;
        let mut plan = OpPlan::default();
        for space in eligible.into_iter().take(most) {
            let with_base = state.space(space).pieces.get(Piece::LeagueBase) > 0;
            if faction == Faction::MuslimLeague && !with_base {
                if used >= allowance {
                    continue;
                }
                used += 1;
            }
            let level = state.space(space).level;
            plan.groups.push(vec![Act::Do(Edit::SetLevel {
                space,
                level: shifted(level, -1),
            })]);
        }
        plan.restraint_down_if_any()
    }

    /// Negotiate (4.3.1, 4.4.1): the Protest taken off one space with the
    /// Faction's Activists, no Raj Control and not selected for the
    /// Operation, when such a space has one; Restraint +1. Its options
    /// (Gandhi, a Muslim State, Unrest) are not taken: they are optional.
    pub(super) fn negotiate_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let own = cx.faction.nv_activist();
        let spaces = self.off_rail(|id, here| {
            here.protests > 0
                && here.pieces.get(own) > 0
                && !raj_control(map, state, id)
                && !cx.avoid.contains(&id)
        });
        let mut acts = Vec::new();
        if let Some(space) = self.pick(&spaces) {
            acts.push(Act::Do(Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            }));
        }
        acts.push(Act::Shift(Track::Restraint, 1));
        acts
    }

    /// Satyagraha (4.3.2): Gandhi, on the map, moved to another space,
    /// where a Congress Activist is placed (else its Protest and an Unrest
    /// taken off).
    pub(super) fn satyagraha_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let Some(from) = map
            .ids()
            .find(|id| state.space(*id).pieces.get(Piece::Gandhi) > 0)
        else {
            return Vec::new();
        };
        if cx.avoid.contains(&from) {
            return Vec::new();
        }
        let spaces: Vec<SpaceId> = map
            .ids()
            .filter(|id| *id != from && !cx.avoid.contains(id) && !map.space(*id).is_railway())
            .collect();
        let Some(to) = self.pick(&spaces) else {
            return Vec::new();
        };
        let mut acts = vec![Act::Do(Edit::MovePieces {
            piece: Piece::Gandhi,
            count: 1,
            from: Place::Space(from),
            to: Place::Space(to),
        })];
        let here = self.state().space(to);
        if cx.spare(self.state(), Piece::CongressActivist) > 0 {
            acts.push(Act::Do(Edit::MovePieces {
                piece: Piece::CongressActivist,
                count: 1,
                from: Place::Available,
                to: Place::Space(to),
            }));
        } else {
            for (marker, n) in [
                (Marker::Protest, here.protests),
                (Marker::Unrest, here.unrest),
            ] {
                if n > 0 {
                    acts.push(Act::Do(Edit::RemoveMarker { marker, space: to }));
                }
            }
        }
        acts
    }

    /// Persuade (4.3.3, 4.4.3) in up to two spaces with the Faction's
    /// pieces: one Active adversary removed (a Sepoy or an Active Guerrilla;
    /// once the Operation is over, also the other Nonviolent Faction's
    /// Active Activist, which shifts Unity −1).
    pub(super) fn persuade_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let own: Vec<Piece> = Piece::ALL
            .into_iter()
            .filter(|p| p.faction() == cx.faction)
            .collect();
        let other = cx.faction.other_nv_activist();
        // `None`: Activate one Guerrilla for every Active Nonviolent piece.
        let mut choices: Vec<(SpaceId, Option<Piece>)> = Vec::new();
        for id in map.ids().filter(|id| !cx.avoid.contains(id)) {
            let here = state.space(id);
            if !own.iter().any(|p| here.pieces.get(*p) > 0) {
                continue;
            }
            for piece in [Piece::Sepoy, Piece::GuerrillaActive] {
                if here.pieces.get(piece) > 0 {
                    choices.push((id, Some(piece)));
                }
            }
            let active = activists_active(map, state, id);
            if cx.last && here.pieces.get(other) > 0 && active {
                choices.push((id, Some(other)));
            }
            if here.pieces.get(Piece::GuerrillaUnderground) > 0 && active_nv(map, state, id) > 0 {
                choices.push((id, None));
            }
        }
        let mut acts = Vec::new();
        let mut spaces = Vec::new();
        let mut unity = false;
        while spaces.len() < 2 && !choices.is_empty() {
            let (space, piece) = choices.swap_remove(self.rng.random_range(0..choices.len()));
            if spaces.contains(&space) {
                continue;
            }
            spaces.push(space);
            let Some(piece) = piece else {
                let here = &self.state().space(space).pieces;
                let count = here.get(Piece::GuerrillaUnderground);
                let count = u8::try_from(active_nv(map, self.state(), space).min(u32::from(count)))
                    .unwrap_or(0);
                acts.push(Act::Do(Edit::FlipGuerrillas {
                    space,
                    count,
                    to_active: true,
                }));
                continue;
            };
            unity |= piece == other;
            acts.push(Act::Do(Edit::MovePieces {
                piece,
                count: 1,
                from: Place::Space(space),
                to: Place::Available,
            }));
        }
        if unity {
            acts.push(Act::Shift(Track::Unity, -1));
        }
        acts
    }

    /// The League's Infiltrate (4.4.2): in a space with its Activist, a
    /// Sepoy, a Guerrilla or the Protest replaced with a League Activist.
    pub(super) fn league_infiltrate_plan(&mut self, cx: &SaCtx) -> Vec<Act> {
        if cx.spare(self.state(), Piece::LeagueActivist) == 0 {
            return Vec::new();
        }
        let targets = [
            Piece::Sepoy,
            Piece::GuerrillaUnderground,
            Piece::GuerrillaActive,
        ];
        self.replace_with(cx, Piece::LeagueActivist, &targets)
    }

    /// One adversary piece (or the Protest, when `None` is picked) in a
    /// space with `own` replaced with an `own` from Available.
    pub(super) fn replace_with(&mut self, cx: &SaCtx, own: Piece, targets: &[Piece]) -> Vec<Act> {
        let map = &self.data.map;
        let state = self.state();
        let mut choices: Vec<(SpaceId, Option<Piece>)> = Vec::new();
        for id in map.ids().filter(|id| !cx.avoid.contains(id)) {
            let here = state.space(id);
            if here.pieces.get(own) == 0 {
                continue;
            }
            choices.extend(
                targets
                    .iter()
                    .filter(|p| here.pieces.get(**p) > 0)
                    .map(|p| (id, Some(*p))),
            );
            if here.protests > 0 {
                choices.push((id, None));
            }
        }
        let Some((space, target)) = self.pick(&choices) else {
            return Vec::new();
        };
        let out = match target {
            Some(piece) => Edit::MovePieces {
                piece,
                count: 1,
                from: Place::Space(space),
                to: Place::Available,
            },
            None => Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            },
        };
        vec![
            Act::Do(out),
            Act::Do(Edit::MovePieces {
                piece: own,
                count: 1,
                from: Place::Available,
                to: Place::Space(space),
            }),
        ]
    }
}

/// Active Nonviolent pieces in a space (4.3.3): Activists where they are
/// Active, Gandhi, League Bases.
fn active_nv(map: &crate::data::map::Map, state: &GameState, space: SpaceId) -> u32 {
    let here = &state.space(space).pieces;
    let activists = if activists_active(map, state, space) {
        here.activists()
    } else {
        0
    };
    activists + u32::from(here.get(Piece::Gandhi)) + u32::from(here.get(Piece::LeagueBase))
}
