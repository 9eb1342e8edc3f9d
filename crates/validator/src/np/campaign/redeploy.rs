//! The Redeploy lists of the non-player Factions (8.9.3).
//!
//! Each list is followed in its printed order. Where its wording leaves a
//! choice open (an even spread, the Revolutionaries' three Guerrillas, which
//! three States), the reading taken is the one in
//! `docs/decisions/0019-non-player-redeploy-readings.md`, and the trace says
//! what was done and why.

use std::collections::HashMap;

use super::{Left, Planner};
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::data::map::{Map, Space};
use crate::data::np_aid::{Measure, Row};
use crate::ids::Place;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::np::Planning;
use crate::np::select::{break_tie, narrow};
use crate::np::trace::Note;
use crate::np::trace::NoteCode;
use crate::np::trace::Question;
use crate::state::GameState;
use crate::vocab::issue::Arg;
impl Planner<'_> {
    /// A non-player's Redeploy list (8.9.3) for Congress, the League or
    /// the Revolutionaries. Pieces come from the spaces with the most of
    /// them (random ties), each moves once, and each space keeps what the
    /// list says it keeps. Pieces still on a Railway at the end move to a
    /// random space they may enter (6.4.3–6.4.5).
    pub(super) fn redeploy(&mut self, faction: Faction) -> Result<(), Question> {
        let mut r = Redeploy {
            faction,
            arrived: HashMap::new(),
        };
        match faction {
            Faction::Congress => {
                self.gandhi_redeploy()?;
                let pop2 = self.destinations(&r, |_, info, _| info.population() == 2);
                let order = self.order(&pop2, &[Row::NonMuslim])?;
                for space in order {
                    self.get(&mut r, space, 2, 2)?;
                }
                let pop1 = self.destinations(&r, |_, info, _| {
                    !info.is_railway() && info.population() == 1
                });
                let order = self.order(&pop1, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 1, 3)?;
                }
                let pop2 = self.destinations(&r, |_, info, _| info.population() == 2);
                let order = self.order(&pop2, &[])?;
                self.spread(&mut r, &order, 4)?;
            }
            Faction::MuslimLeague => {
                let muslim2 =
                    self.destinations(&r, |_, info, _| info.is_muslim() && info.population() == 2);
                let order = self.order(&muslim2, &[])?;
                for space in order {
                    let here = &self.state.space(space).pieces;
                    let congress = u32::from(here.get(Piece::CongressActivist))
                        + u32::from(here.get(Piece::Gandhi));
                    let bases = u32::from(here.get(Piece::LeagueBase));
                    let need = (congress + 1).saturating_sub(bases);
                    self.get(&mut r, space, need, 1)?;
                }
                let order = self.order(&muslim2, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 2, 2)?;
                }
                let muslim1 = self.destinations(&r, |_, info, _| {
                    info.is_muslim() && !info.is_railway() && info.population() == 1
                });
                let order = self.order(&muslim1, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 1, 3)?;
                }
                let muslim2 =
                    self.destinations(&r, |_, info, _| info.is_muslim() && info.population() == 2);
                let order = self.order(&muslim2, &[])?;
                self.spread(&mut r, &order, 4)?;
            }
            Faction::Revolutionaries => {
                let unrest = self.destinations(&r, |map, _, (state, s)| {
                    state.space(s).unrest > 0 && !raj_control(map, state, s)
                });
                let order = self.order(&unrest, &[])?;
                for space in order {
                    self.get(&mut r, space, 1, 1)?;
                }
                let based = self.destinations(&r, |_, _, (state, s)| {
                    state.space(s).pieces.get(Piece::RevolutionariesBase) > 0
                });
                let order = self.order(&based, &[])?;
                for space in order {
                    self.get(&mut r, space, 1, 2)?;
                }
                self.three_guerrillas(&mut r)?;
            }
            Faction::Raj => {}
        }
        self.off_the_railways(&mut r)
    }

    /// Where a Faction's pieces may go in its Redeploy (6.4.3–6.4.5),
    /// among the spaces `wanted` picks: a non-Railway space without Raj
    /// Control (when the step began and now), or for the League and the
    /// Revolutionaries any space with their Base.
    fn destinations(
        &self,
        r: &Redeploy,
        wanted: impl Fn(&Map, &Space, (&GameState, SpaceId)) -> bool,
    ) -> Vec<SpaceId> {
        let map = &self.data.map;
        map.ids()
            .filter(|s| {
                let open = !map.space(*s).is_railway()
                    && !raj_control(map, &self.start, *s)
                    && !raj_control(map, &self.state, *s);
                let based = match r.faction {
                    Faction::MuslimLeague => self.state.space(*s).pieces.get(Piece::LeagueBase) > 0,
                    Faction::Revolutionaries => {
                        self.state.space(*s).pieces.get(Piece::RevolutionariesBase) > 0
                    }
                    _ => false,
                };
                (open || based) && wanted(map, map.space(*s), (&self.state, *s))
            })
            .collect()
    }

    /// Spaces in the order a list's instruction takes them: `rows` first
    /// (rows no space meets are passed over), remaining ties at random
    /// (8.1.2, 8.1.3).
    fn order(&mut self, spaces: &[SpaceId], rows: &[Row]) -> Result<Vec<SpaceId>, Question> {
        let mut rest = spaces.to_vec();
        let mut out = Vec::new();
        while !rest.is_empty() {
            let mut pool = rest.clone();
            for row in rows {
                let kept = narrow(self.data, &self.state, &pool, row);
                if !kept.is_empty() {
                    pool = kept;
                }
            }
            let picked =
                self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))?;
            let Some(space) = picked else {
                // Not on the Random Spaces map: the rest in map order.
                out.append(&mut rest);
                break;
            };
            rest.retain(|s| *s != space);
            out.push(space);
        }
        Ok(out)
    }

    /// Gandhi moved to the best-supported space, a 2-Pop one if any (8.9.3,
    /// Congress step 1), among the spaces Congress may redeploy to.
    fn gandhi_redeploy(&mut self) -> Result<(), Question> {
        let map = &self.data.map;
        let Some(from) = map
            .ids()
            .find(|s| self.state.space(*s).pieces.get(Piece::Gandhi) > 0)
        else {
            self.skip("8.9.3", Note::of(NoteCode::CongressRedeployNoGandhi, []));
            return Ok(());
        };
        let r = Redeploy {
            faction: Faction::Congress,
            arrived: HashMap::new(),
        };
        let candidates = self.destinations(&r, |_, _, _| true);
        let mut pool = candidates.clone();
        for row in [Row::Pop2, Row::Most(Measure::Support)] {
            let kept = narrow(self.data, &self.state, &pool, &row);
            if !kept.is_empty() {
                pool = kept;
            }
        }
        let picked = self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))?;
        match picked {
            Some(to) if to != from => {
                self.chose(
                    "8.9.3",
                    Note::of(NoteCode::CongressGandhiTo, [Arg::Space(to)]),
                );
                self.selected.push(to);
                self.move_pieces(Piece::Gandhi, 1, Place::Space(from), Place::Space(to));
            }
            _ => self.chose("8.9.3", Note::of(NoteCode::CongressGandhiStays, [])),
        }
        Ok(())
    }

    /// "Get" pieces to a space (8.1.5): moves them one by one from the
    /// spaces with the most, until it holds `target` or none can move.
    /// Returns whether it holds `target`.
    fn get(
        &mut self,
        r: &mut Redeploy,
        to: SpaceId,
        target: u32,
        step: u8,
    ) -> Result<bool, Question> {
        while r.count(&self.state, to) < target {
            let Some(from) = self.source(r, &[to])? else {
                self.chose(
                    "8.9.3",
                    Note::of(
                        NoteCode::RedeployNothingLeft,
                        [
                            Arg::Faction(r.faction),
                            Arg::Int(i64::from(step)),
                            Arg::Space(to),
                        ],
                    ),
                );
                return Ok(false);
            };
            self.move_one(r, from, to, step);
        }
        Ok(true)
    }

    /// Moves one of the Faction's pieces, noting it and marking it moved.
    fn move_one(&mut self, r: &mut Redeploy, from: SpaceId, to: SpaceId, step: u8) {
        let piece = r.piece_in(&self.state, from);
        self.redeployed(r.faction, step, piece, (from, to));
        *r.arrived.entry(to).or_insert(0) += 1;
    }

    /// One piece of a Redeploy list moved, noted and its destination
    /// marked as selected.
    fn redeployed(
        &mut self,
        faction: Faction,
        step: u8,
        piece: Piece,
        (from, to): (SpaceId, SpaceId),
    ) {
        let note = if step == OFF_RAILWAY {
            Note::of(
                NoteCode::RedeployOffRailway,
                [
                    Arg::Faction(faction),
                    Arg::Piece(piece, 1),
                    Arg::Space(from),
                    Arg::Space(to),
                ],
            )
        } else {
            Note::of(
                NoteCode::RedeployStep,
                [
                    Arg::Faction(faction),
                    Arg::Int(i64::from(step)),
                    Arg::Piece(piece, 1),
                    Arg::Space(from),
                    Arg::Space(to),
                ],
            )
        };
        self.chose("8.9.3", note);
        if !self.selected.contains(&to) {
            self.selected.push(to);
        }
        self.move_pieces(piece, 1, Place::Space(from), Place::Space(to));
    }

    /// The space the next piece leaves: among those outside `not` with a
    /// piece free to move, the most of the Faction's pieces, ties at random
    /// (8.9.3).
    fn source(&mut self, r: &Redeploy, not: &[SpaceId]) -> Result<Option<SpaceId>, Question> {
        let free: Vec<SpaceId> = self
            .data
            .map
            .ids()
            .filter(|s| !not.contains(s) && r.movable(self.data, &self.state, *s) > 0)
            .collect();
        if free.is_empty() {
            return Ok(None);
        }
        let most = free
            .iter()
            .map(|s| r.count(&self.state, *s))
            .max()
            .unwrap_or(0);
        let pool: Vec<SpaceId> = free
            .into_iter()
            .filter(|s| r.count(&self.state, *s) == most)
            .collect();
        self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))
    }

    /// The even spread that ends the Congress and League lists (step 4):
    /// every piece still free to move outside `dests` goes, one at a time,
    /// to the first of `dests` (in their random order) that has received
    /// the fewest in this step, so that no destination gets two more than
    /// another. Pieces already in one of `dests` stay.
    fn spread(&mut self, r: &mut Redeploy, dests: &[SpaceId], step: u8) -> Result<(), Question> {
        if dests.is_empty() {
            self.chose(
                "8.9.3",
                Note::of(
                    NoteCode::RedeployNoSpread,
                    [Arg::Faction(r.faction), Arg::Int(i64::from(step))],
                ),
            );
            return Ok(());
        }
        let mut dealt = vec![0_u32; dests.len()];
        while let Some(from) = self.source(r, dests)? {
            let fewest = dealt.iter().copied().min().unwrap_or(0);
            let Some(at) = dealt.iter().position(|n| *n == fewest) else {
                break;
            };
            dealt[at] += 1;
            self.move_one(r, from, dests[at], step);
        }
        Ok(())
    }

    /// The Revolutionaries' step 3: Guerrillas to 2-Pop spaces without
    /// Unrest, most Support first, until those spaces hold three in all
    /// (Guerrillas already there count, 8.1.5). Each comes to the space, in
    /// that order, holding the fewest Guerrillas, so they spread one a
    /// space before any space gets a second.
    fn three_guerrillas(&mut self, r: &mut Redeploy) -> Result<(), Question> {
        let wanted = self.destinations(r, |_, info, (state, s)| {
            info.population() == 2 && state.space(s).unrest == 0
        });
        let order = self.order(&wanted, &[Row::Most(Measure::Support)])?;
        if order.is_empty() {
            self.skip(
                "8.9.3",
                Note::of(NoteCode::RevolutionariesRedeployNoSpace, []),
            );
            return Ok(());
        }
        loop {
            let held: Vec<u32> = order.iter().map(|s| r.count(&self.state, *s)).collect();
            if held.iter().sum::<u32>() >= 3 {
                return Ok(());
            }
            let fewest = held.iter().copied().min().unwrap_or(0);
            let Some(at) = held.iter().position(|n| *n == fewest) else {
                return Ok(());
            };
            if !self.get(r, order[at], fewest + 1, 3)? {
                return Ok(());
            }
        }
    }

    /// Pieces the list left on a Railway must still leave it (6.4.3–6.4.5):
    /// each goes to a random space the Faction may redeploy to (8.1.2).
    fn off_the_railways(&mut self, r: &mut Redeploy) -> Result<(), Question> {
        let map = &self.data.map;
        let railways: Vec<SpaceId> = map.ids().filter(|s| map.space(*s).is_railway()).collect();
        for railway in railways {
            while r.count(&self.state, railway) > 0 {
                let open = self.destinations(r, |_, _, _| true);
                let picked =
                    self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &open))?;
                let Some(to) = picked else {
                    self.leave(Left::RailwayStranded { faction: r.faction });
                    return Ok(());
                };
                self.move_one(r, railway, to, OFF_RAILWAY);
            }
        }
        Ok(())
    }

    // ----- The Raj's list -----

    /// The non-player Raj's Redeploy list (8.9.3), steps 1–5. Cubes leave
    /// Provinces without Raj Control first, then the spaces with the most
    /// Sepoys (random ties); no cube leaves a space whose Raj Control it
    /// would cost; each cube moves once; no cube goes onto a Railway, the
    /// Raj having no player (8.1.3). The Raj pays nothing (8.6.2).
    pub(super) fn raj_redeploy(&mut self) -> Result<(), Question> {
        let map = &self.data.map;
        let mut r = RajMoves::default();
        let cities: Vec<SpaceId> = map
            .ids()
            .filter(|s| map.space(*s).kind() == SpaceKind::City)
            .collect();

        self.raj_sepoys_with_troops(&mut r)?;
        self.raj_troops(&mut r, &cities)?;

        // 3. A Sepoy to each City, then Sepoys to Cities without Control.
        let bare = self.raj_hold(&mut r, &cities, Piece::Sepoy);
        for city in self.order(&bare, &[])? {
            self.raj_move(&mut r, Piece::Sepoy, city, 3)?;
        }
        let lost: Vec<SpaceId> = cities
            .iter()
            .copied()
            .filter(|c| !raj_control(map, &self.state, *c))
            .collect();
        for city in self.order(&lost, &[])? {
            while !raj_control(map, &self.state, city) {
                if !self.raj_move(&mut r, Piece::Sepoy, city, 3)? {
                    break;
                }
            }
        }

        // 4. A Sepoy each to three States without Support, picked at random.
        let states: Vec<SpaceId> = map
            .ids()
            .filter(|s| {
                is_state(map, &self.state, *s)
                    && !matches!(
                        self.state.space(*s).level,
                        SupportLevel::PassiveSupport | SupportLevel::ActiveSupport
                    )
            })
            .collect();
        let mut three = self.order(&states, &[])?;
        three.truncate(3);
        let bare = self.raj_hold(&mut r, &three, Piece::Sepoy);
        for state in bare {
            self.raj_move(&mut r, Piece::Sepoy, state, 4)?;
        }

        self.raj_share_out(&mut r)
    }

    /// Step 1 of the Raj's Redeploy list (8.9.3): a Sepoy to each Province
    /// with Raj Control for each Troop there.
    fn raj_sepoys_with_troops(&mut self, r: &mut RajMoves) -> Result<(), Question> {
        let map = &self.data.map;
        let troops_in: Vec<SpaceId> = map
            .ids()
            .filter(|s| {
                province(map, &self.state, *s)
                    && raj_control(map, &self.state, *s)
                    && self.state.space(*s).pieces.get(Piece::Troop) > 0
            })
            .collect();
        for &space in &troops_in {
            let troops = self.state.space(space).pieces.get(Piece::Troop);
            r.hold(&self.state, space, Piece::Sepoy, troops);
        }
        for space in self.order(&troops_in, &[])? {
            let troops = self.state.space(space).pieces.get(Piece::Troop);
            for _ in 0..troops {
                if !self.raj_move(r, Piece::Sepoy, space, 1)? {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Step 2 of the Raj's Redeploy list (8.9.3): every City gets a Troop;
    /// then spare Troops go to Available: those a Province keeps Control
    /// without, and a City's beyond one.
    fn raj_troops(&mut self, r: &mut RajMoves, cities: &[SpaceId]) -> Result<(), Question> {
        let map = &self.data.map;
        let bare = self.raj_hold(r, cities, Piece::Troop);
        for city in self.order(&bare, &[])? {
            self.raj_move(r, Piece::Troop, city, 2)?;
        }
        let provinces: Vec<SpaceId> = map
            .ids()
            .filter(|s| province(map, &self.state, *s))
            .collect();
        for space in provinces {
            let mut spare = 0;
            let mut probe = self.state.clone();
            while probe.space(space).pieces.get(Piece::Troop) > 0
                && raj_control(map, &probe, space)
                && keeps_control(map, &probe, space, Piece::Troop)
            {
                probe.space_mut(space).pieces.remove(Piece::Troop, 1);
                spare += 1;
            }
            self.raj_to_available(space, spare, NoteCode::RajTroopsNotNeeded);
        }
        for &city in cities {
            let spare = self
                .state
                .space(city)
                .pieces
                .get(Piece::Troop)
                .saturating_sub(1);
            self.raj_to_available(city, spare, NoteCode::RajTroopsCityKeepsOne);
        }
        Ok(())
    }

    /// Step 5 of the Raj's Redeploy list (8.9.3): what stands in
    /// uncontrolled Provinces is shared out evenly among the controlled
    /// spaces, 2-Pop ones at the head.
    fn raj_share_out(&mut self, r: &mut RajMoves) -> Result<(), Question> {
        let map = &self.data.map;
        let lost: Vec<SpaceId> = map
            .ids()
            .filter(|s| province(map, &self.state, *s) && !raj_control(map, &self.state, *s))
            .filter(|s| self.state.space(*s).pieces.cubes() > 0)
            .collect();
        if lost.is_empty() {
            return Ok(());
        }
        let held: Vec<SpaceId> = map
            .ids()
            .filter(|s| raj_control(map, &self.state, *s))
            .collect();
        let dests = self.order(&held, &[Row::Pop2])?;
        let mut dealt = vec![0_u32; dests.len()];
        for from in lost {
            for piece in [Piece::Troop, Piece::Sepoy] {
                while r.free(&self.state, from, piece) > 0 {
                    // Spaces with Raj Control are Cities and Provinces, so
                    // Troops may go to any of them (6.4.2).
                    let fewest = dealt.iter().copied().min().unwrap_or(0);
                    let Some(at) = dealt.iter().position(|n| *n == fewest) else {
                        break;
                    };
                    dealt[at] += 1;
                    self.raj_step(r, piece, from, dests[at], 5);
                }
            }
        }
        Ok(())
    }

    /// Marks the one `piece` each of `spaces` holds as kept for the
    /// instruction that wants one there, and returns those that hold none.
    fn raj_hold(&self, r: &mut RajMoves, spaces: &[SpaceId], piece: Piece) -> Vec<SpaceId> {
        spaces
            .iter()
            .copied()
            .filter(|s| {
                r.hold(&self.state, *s, piece, 1);
                self.state.space(*s).pieces.get(piece) == 0
            })
            .collect()
    }

    /// One cube of `piece` to `to` for the Raj's list, from the first
    /// source (8.9.3). Returns whether one moved.
    fn raj_move(
        &mut self,
        r: &mut RajMoves,
        piece: Piece,
        to: SpaceId,
        step: u8,
    ) -> Result<bool, Question> {
        let map = &self.data.map;
        let free: Vec<SpaceId> = map
            .ids()
            .filter(|s| *s != to && r.free(&self.state, *s, piece) > 0)
            .filter(|s| {
                !raj_control(map, &self.state, *s) || keeps_control(map, &self.state, *s, piece)
            })
            .collect();
        let lost: Vec<SpaceId> = free
            .iter()
            .copied()
            .filter(|s| {
                map.space(*s).kind() == SpaceKind::Province
                    && !is_state(map, &self.state, *s)
                    && !raj_control(map, &self.state, *s)
            })
            .collect();
        let pool = if lost.is_empty() {
            let sepoys = |s: &SpaceId| self.state.space(*s).pieces.get(Piece::Sepoy);
            let most = free.iter().map(sepoys).max().unwrap_or(0);
            free.iter().copied().filter(|s| sepoys(s) == most).collect()
        } else {
            lost
        };
        if pool.is_empty() {
            self.chose(
                "8.9.3",
                Note::of(
                    NoteCode::RajRedeployWouldLoseControl,
                    [
                        Arg::Int(i64::from(step)),
                        Arg::Piece(piece, 1),
                        Arg::Space(to),
                    ],
                ),
            );
            return Ok(false);
        }
        let picked = self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))?;
        let Some(from) = picked else {
            return Ok(false);
        };
        self.raj_step(r, piece, from, to, step);
        Ok(true)
    }

    /// Moves one cube, noting it and marking it moved.
    fn raj_step(&mut self, r: &mut RajMoves, piece: Piece, from: SpaceId, to: SpaceId, step: u8) {
        self.redeployed(Faction::Raj, step, piece, (from, to));
        *r.arrived.entry((to, piece)).or_insert(0) += 1;
    }

    /// Step 2's Troops to Available.
    fn raj_to_available(&mut self, space: SpaceId, count: u8, why: NoteCode) {
        if count == 0 {
            return;
        }
        self.chose(
            "8.9.3",
            Note::of(why, [Arg::Int(i64::from(count)), Arg::Space(space)]),
        );
        self.move_pieces(Piece::Troop, count, Place::Space(space), Place::Available);
    }
}

/// The step number of the moves that take pieces off the Railways (6.4),
/// which come after a list's own steps.
const OFF_RAILWAY: u8 = 0;

/// Whether a space keeps Raj Control with one cube of `piece` fewer.
fn keeps_control(map: &Map, state: &GameState, space: SpaceId, piece: Piece) -> bool {
    let mut probe = state.clone();
    probe.space_mut(space).pieces.remove(piece, 1);
    raj_control(map, &probe, space)
}

/// The Raj's list under way: the cubes that arrived (they move only once)
/// and the cubes an instruction wants to stay where they are.
#[derive(Default)]
struct RajMoves {
    arrived: HashMap<(SpaceId, Piece), u8>,
    /// Cubes an instruction counts where they stand: Sepoys matching the
    /// Troops of a Province (step 1), a City's Troop and Sepoy (steps 2
    /// and 3), a State's Sepoy (step 4). Taking them away would undo it.
    held: HashMap<(SpaceId, Piece), u8>,
}

impl RajMoves {
    /// Keeps the cubes of a kind a space holds now, up to `wanted`.
    fn hold(&mut self, state: &GameState, space: SpaceId, piece: Piece, wanted: u8) {
        let kept = state.space(space).pieces.get(piece).min(wanted);
        let slot = self.held.entry((space, piece)).or_insert(0);
        *slot = (*slot).max(kept);
    }

    /// Cubes of a kind in a space that may still move.
    fn free(&self, state: &GameState, space: SpaceId, piece: Piece) -> u8 {
        let arrived = self.arrived.get(&(space, piece)).copied().unwrap_or(0);
        let held = self.held.get(&(space, piece)).copied().unwrap_or(0);
        state
            .space(space)
            .pieces
            .get(piece)
            .saturating_sub(arrived.saturating_add(held))
    }
}

/// A non-player Redeploy under way: whose, and how many pieces reached each
/// space (they move only once, 8.9.3).
struct Redeploy {
    faction: Faction,
    arrived: HashMap<SpaceId, u32>,
}

impl Redeploy {
    /// The pieces of the Faction that move in a space.
    fn count(&self, state: &GameState, space: SpaceId) -> u32 {
        let here = &state.space(space).pieces;
        match self.faction {
            Faction::Congress => u32::from(here.get(Piece::CongressActivist)),
            Faction::MuslimLeague => u32::from(here.get(Piece::LeagueActivist)),
            _ => here.guerrillas(),
        }
    }

    /// The piece to move out of a space; for Guerrillas, Active ones first
    /// (the Reset Phase turns them all Underground right after, 6.5).
    fn piece_in(&self, state: &GameState, space: SpaceId) -> Piece {
        match self.faction {
            Faction::Congress => Piece::CongressActivist,
            Faction::MuslimLeague => Piece::LeagueActivist,
            _ if state.space(space).pieces.get(Piece::GuerrillaActive) > 0 => {
                Piece::GuerrillaActive
            }
            _ => Piece::GuerrillaUnderground,
        }
    }

    /// How many pieces a space keeps (8.9.3): Congress its Population where
    /// not at Active Opposition; the League its Population in Muslim
    /// spaces; the Revolutionaries one where there is Unrest or their Base.
    /// Nothing stays on a Railway (6.4.3–6.4.5).
    fn keep(&self, data: &GameData, state: &GameState, space: SpaceId) -> u32 {
        let info = data.map.space(space);
        if info.is_railway() {
            return 0;
        }
        let here = state.space(space);
        let pop = u32::from(info.population());
        match self.faction {
            Faction::Congress if here.level != SupportLevel::ActiveOpposition => pop,
            Faction::MuslimLeague if info.is_muslim() => pop,
            Faction::Revolutionaries
                if here.unrest > 0 || here.pieces.get(Piece::RevolutionariesBase) > 0 =>
            {
                1
            }
            _ => 0,
        }
    }

    /// Pieces in a space free to move: beyond what it keeps, and not those
    /// that arrived this Redeploy.
    fn movable(&self, data: &GameData, state: &GameState, space: SpaceId) -> u32 {
        let arrived = self.arrived.get(&space).copied().unwrap_or(0);
        let stay = self.keep(data, state, space).max(arrived);
        self.count(state, space).saturating_sub(stay)
    }
}

/// A Province that is not a State (1.3.5): the kind the Raj's Redeploy
/// list moves cubes out of and Sepoys into.
fn province(map: &Map, state: &GameState, s: SpaceId) -> bool {
    map.space(s).kind() == SpaceKind::Province && !is_state(map, state, s)
}
