//! The non-player movement Operations with the Move Priorities table
//! (8.4.2): Raj Sweep (8.6.3), Congress and Muslim League Demonstrate
//! (8.6.4, 8.6.5) and Revolutionaries March (8.6.6).
//!
//! The procedure is the rulebook's: a destination picked with the
//! Faction's column and origins with the most pieces (Sweep, Demonstrate),
//! or an origin with the most Guerrillas and destinations picked with the
//! March column one Guerrilla at a time. What each origin keeps comes from
//! the players' Move Priorities column ([`MoveColumn`]); without it the
//! plan asks for it. Pieces move one at a time, and each move is judged by
//! the same checks as the players' moves, so the plan never proposes a
//! move the rules forbid.

use std::cell::OnceCell;

use super::{Engine, Errors, Halt, Order};
use crate::control::{active_non_raj_pieces, raj_control};
use crate::data::np_aid::{Column, KeepCount, KeepWord, MoveColumn};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::np::Planning;
use crate::np::activation::{Activation, Next as Roll};
use crate::np::select::{break_tie, meets};
use crate::np::trace::Note;
use crate::np::trace::NoteCode;
use crate::np::trace::{Question, TraceLine};
use crate::vocab::action::{Operation, Special};
use crate::vocab::issue::Arg;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};
use coin_table::RuleRef;

type Declared = (Operation, Option<Special>);

/// One piece from an origin to a destination.
fn step(piece: Piece, from: SpaceId, to: SpaceId) -> Edit {
    Edit::MovePieces {
        piece,
        count: 1,
        from: Place::Space(from),
        to: Place::Space(to),
    }
}

/// The pieces a Faction moves in its movement Operation.
fn moving_pieces(faction: Faction) -> &'static [Piece] {
    match faction {
        Faction::Raj => &[Piece::Troop, Piece::Sepoy],
        Faction::Congress => &[Piece::CongressActivist],
        Faction::MuslimLeague => &[Piece::LeagueActivist],
        Faction::Revolutionaries => &[Piece::GuerrillaActive, Piece::GuerrillaUnderground],
    }
}

impl Engine<'_> {
    /// The Faction's Move Priorities column, whole, or the question for it.
    fn move_column(&self) -> Result<MoveColumn, Halt> {
        match self.data.np_aid.move_column(self.faction) {
            Some(fact) if fact.value.complete => Ok(fact.value.clone()),
            _ => Err(Halt::Ask(Question::MovePriorities {
                faction: self.faction,
            })),
        }
    }

    /// Whether one `piece` may leave `origin`: the keep rows of the column
    /// that apply there still hold after it goes (8.4.2), and the Raj loses
    /// no Control in an origin (8.6.3).
    fn may_leave(&self, column: &MoveColumn, origin: SpaceId, piece: Piece) -> bool {
        let here = &self.state.space(origin).pieces;
        if here.get(piece) == 0 {
            return false;
        }
        let map = &self.data.map;
        let group: u32 = moving_pieces(self.faction)
            .iter()
            .map(|p| u32::from(here.get(*p)))
            .sum();
        for row in &column.keep {
            if !row
                .filters
                .iter()
                .all(|f| meets(self.data, &self.state, origin, f))
            {
                continue;
            }
            let count = match row.count {
                KeepCount::Number(n) => u32::from(n),
                KeepCount::Word(KeepWord::Population) => u32::from(map.space(origin).population()),
            };
            let have = match row.of {
                Some(p) if p == piece => u32::from(here.get(p)),
                Some(_) => continue,
                None => group,
            };
            if have <= count {
                return false;
            }
        }
        if self.faction == Faction::Raj && raj_control(map, &self.state, origin) {
            let cubes = here.cubes().saturating_sub(1);
            if cubes <= active_non_raj_pieces(map, &self.state, origin) {
                return false;
            }
        }
        true
    }

    /// Whether a piece in `from` can get to `to` this Operation, before the
    /// checks judge it: adjacent, or (for cubes and Underground Guerrillas)
    /// through Railways.
    fn within_reach(&self, from: SpaceId, to: SpaceId, piece: Piece) -> bool {
        let map = &self.data.map;
        if from == to {
            return false;
        }
        if map.adjacent(from, to) {
            return true;
        }
        match piece {
            Piece::Troop | Piece::Sepoy => map
                .neighbours(from)
                .iter()
                .any(|r| map.space(*r).is_railway() && map.adjacent(*r, to)),
            // A chain of Railways and Cities, then one step (3.4.2).
            Piece::GuerrillaUnderground => {
                let mut seen = vec![from];
                let mut frontier = vec![from];
                while let Some(at) = frontier.pop() {
                    for n in map.neighbours(at) {
                        if *n == to {
                            return true;
                        }
                        let chain =
                            map.space(*n).is_railway() || map.space(*n).kind() == SpaceKind::City;
                        if chain && !seen.contains(n) {
                            seen.push(*n);
                            frontier.push(*n);
                        }
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// Picks the space with the most of something, ties broken at random
    /// (8.4.2, 8.1.2).
    fn most_of(
        &mut self,
        candidates: &[(SpaceId, u32)],
        what: NoteCode,
    ) -> Result<Option<SpaceId>, Halt> {
        let Some(top) = candidates.iter().map(|(_, n)| *n).max() else {
            return Ok(None);
        };
        let tied: Vec<SpaceId> = candidates
            .iter()
            .filter(|(_, n)| *n == top)
            .map(|(s, _)| *s)
            .collect();
        let picked = self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &tied))?;
        if let Some(space) = picked {
            self.trace.push(TraceLine::Chose {
                rule: RuleRef::new("8.4.2"),
                note: Note::of(what, [Arg::Space(space)]),
            });
        }
        Ok(picked)
    }

    /// Picks a destination among `eligible` with the Faction's column and
    /// adds it to `dests` (and to the plan's selected spaces) the first time.
    fn pick_destination(
        &mut self,
        column: Column,
        eligible: &[SpaceId],
        dests: &mut Vec<SpaceId>,
    ) -> Result<Option<SpaceId>, Halt> {
        let picked = self.pick(column, eligible)?;
        if let Some(dest) = picked
            && !dests.contains(&dest)
        {
            dests.push(dest);
            self.selected.push(dest);
        }
        Ok(picked)
    }

    /// Picks the next destination of a move, as [`Engine::pick_destination`]
    /// does, among the spaces off the Railways not yet destinations where
    /// `keep` holds, given the destinations so far.
    fn next_destination(
        &mut self,
        column: Column,
        dests: &mut Vec<SpaceId>,
        keep: impl Fn(&Self, &[SpaceId], SpaceId) -> bool,
    ) -> Result<Option<SpaceId>, Halt> {
        let eligible: Vec<SpaceId> = self
            .data
            .map
            .ids()
            .filter(|d| !dests.contains(d) && !self.data.map.space(*d).is_railway())
            .filter(|d| keep(self, dests, *d))
            .collect();
        self.pick_destination(column, &eligible, dests)
    }

    // ----- Raj Sweep (8.6.3) -----

    /// Cubes in a destination that Activate Guerrillas: Troops, and Sepoys
    /// while the Activation roll holds (8.6.2).
    fn counted_cubes(&self, space: SpaceId, troops_only: bool) -> u32 {
        let here = &self.state.space(space).pieces;
        let sepoys = if troops_only {
            0
        } else {
            here.get(Piece::Sepoy)
        };
        u32::from(here.get(Piece::Troop)) + u32::from(sepoys)
    }

    /// The flip that brings a Sweep destination's Activated Guerrillas to
    /// one per counted cube (3.2.3), `extra` counted cubes about to come in.
    fn sweep_flip(&self, space: SpaceId, troops_only: bool, extra: u32) -> Option<Edit> {
        let before = u32::from(
            self.start
                .space(space)
                .pieces
                .get(Piece::GuerrillaUnderground),
        );
        let now = u32::from(
            self.state
                .space(space)
                .pieces
                .get(Piece::GuerrillaUnderground),
        );
        let target = before.min(self.counted_cubes(space, troops_only) + extra);
        let done = before.saturating_sub(now);
        let count = u8::try_from(target.saturating_sub(done)).unwrap_or(0);
        (count > 0).then_some(Edit::FlipGuerrillas {
            space,
            count,
            to_active: true,
        })
    }

    /// The cubes a Sweep destination still wants, best first (8.6.3): a
    /// Troop in a City or Province without one, a Sepoy where none is, then
    /// Sepoys before Troops while cubes do not exceed Active adversaries.
    /// Empty when it wants none.
    fn sweep_wants(&self, dest: SpaceId, troops_only: bool) -> Vec<Piece> {
        let map = &self.data.map;
        let here = &self.state.space(dest).pieces;
        let mut wants = Vec::new();
        let land = matches!(
            map.space(dest).kind(),
            SpaceKind::City | SpaceKind::Province
        ) && !crate::control::is_state(map, &self.state, dest);
        if land && here.get(Piece::Troop) == 0 {
            wants.push(Piece::Troop);
        }
        if !troops_only && here.get(Piece::Sepoy) == 0 {
            wants.push(Piece::Sepoy);
        }
        if here.cubes() <= active_non_raj_pieces(map, &self.state, dest) {
            for piece in [Piece::Sepoy, Piece::Troop] {
                if !wants.contains(&piece) && (piece == Piece::Troop || !troops_only) {
                    wants.push(piece);
                }
            }
        }
        wants
    }

    /// One cube moved into a Sweep destination with the Activation it
    /// brings, if the origin may give it and the checks allow it.
    fn sweep_move(
        &self,
        (declared, baseline): (Declared, &Errors),
        column: &MoveColumn,
        (origin, dest): (SpaceId, SpaceId),
        (piece, troops_only): (Piece, bool),
    ) -> Option<Vec<Edit>> {
        if self.state.space(origin).protests > 0
            || !self.may_leave(column, origin, piece)
            || !self.within_reach(origin, dest, piece)
        {
            return None;
        }
        let extra = u32::from(piece == Piece::Troop || !troops_only);
        let mut edits = vec![step(piece, origin, dest)];
        edits.extend(self.sweep_flip(dest, troops_only, extra));
        self.fits(&edits, declared, baseline).then_some(edits)
    }

    /// Whether some origin can give a Sweep destination a cube it wants.
    fn sweep_origins(
        &self,
        declared: Declared,
        column: &MoveColumn,
        dest: SpaceId,
        (skip, troops_only): (&[SpaceId], bool),
        baseline: &OnceCell<Errors>,
    ) -> Vec<(SpaceId, u32)> {
        let wants = self.sweep_wants(dest, troops_only);
        if wants.is_empty() {
            return Vec::new();
        }
        // The action's errors on the table as it stands: the same for every
        // destination looked at before the table changes.
        let baseline = baseline.get_or_init(|| self.errors(&self.state, declared.0, declared.1));
        self.data
            .map
            .ids()
            .filter(|o| *o != dest && !skip.contains(o))
            .filter(|o| self.state.space(*o).pieces.cubes() > 0)
            .filter(|o| {
                wants.iter().any(|p| {
                    self.sweep_move((declared, baseline), column, (*o, dest), (*p, troops_only))
                        .is_some()
                })
            })
            .map(|o| (o, self.state.space(o).pieces.cubes()))
            .collect()
    }

    /// NP Raj Sweep (8.6.3, 8.4.2): destinations with the Sweep column, fed
    /// from the origins with the most cubes; the Activation roll after each
    /// destination that used Sepoys; then Sweep in place wherever cubes
    /// stayed. Returns the destinations.
    pub(super) fn sweep(&mut self, order: Order) -> Result<Vec<SpaceId>, Halt> {
        let moves = self.move_column()?;
        let mut activation = Activation::raj(self.data, &self.state, Operation::Sweep);
        let mut troops_only = false;
        let mut dests: Vec<SpaceId> = Vec::new();
        while dests.len() < order.most {
            let baseline = OnceCell::new();
            let Some(dest) = self.next_destination(order.column, &mut dests, |e, dests, d| {
                !e.sweep_origins(order.declared, &moves, d, (dests, troops_only), &baseline)
                    .is_empty()
            })?
            else {
                break;
            };
            let sepoys = self.fill_sweep(order.declared, &moves, dest, (&dests, troops_only))?;
            if self.activation_roll(&mut activation, sepoys) == Roll::TroopsOnly {
                troops_only = true;
            }
        }
        if dests.len() < order.most {
            self.sweep_in_place(
                order.declared,
                &mut dests,
                order.most,
                (&mut activation, troops_only),
            )?;
        }
        Ok(dests)
    }

    /// Moves cubes into one Sweep destination from origin after origin
    /// (instructions B and C of 8.4.2); whether Sepoys took part.
    fn fill_sweep(
        &mut self,
        declared: Declared,
        moves: &MoveColumn,
        dest: SpaceId,
        (dests, troops_only): (&[SpaceId], bool),
    ) -> Result<bool, Halt> {
        // Cubes already there Activate first.
        if let Some(flip) = self.sweep_flip(dest, troops_only, 0) {
            self.push(flip);
        }
        let mut used: Vec<SpaceId> = dests.to_vec();
        loop {
            let origins = self.sweep_origins(
                declared,
                moves,
                dest,
                (&used, troops_only),
                &OnceCell::new(),
            );
            let Some(origin) = self.most_of(&origins, NoteCode::MostCubes)? else {
                break;
            };
            used.push(origin);
            loop {
                let baseline = self.errors(&self.state, declared.0, declared.1);
                let wants = self.sweep_wants(dest, troops_only);
                let next = wants.iter().find_map(|p| {
                    self.sweep_move(
                        (declared, &baseline),
                        moves,
                        (origin, dest),
                        (*p, troops_only),
                    )
                });
                let Some(edits) = next else {
                    break;
                };
                for edit in edits {
                    self.push(edit);
                }
            }
        }
        Ok(!troops_only && self.state.space(dest).pieces.get(Piece::Sepoy) > 0)
    }

    /// The last part of NP Raj Sweep (8.6.3): every other space with cubes
    /// and Underground Guerrillas Sweeps in place, Troops always, Sepoys
    /// while the roll allows, the most Support first.
    fn sweep_in_place(
        &mut self,
        declared: Declared,
        dests: &mut Vec<SpaceId>,
        most: usize,
        (activation, mut troops_only): (&mut Activation, bool),
    ) -> Result<(), Halt> {
        loop {
            if dests.len() >= most {
                break;
            }
            let baseline = self.errors(&self.state, declared.0, declared.1);
            let candidates: Vec<(SpaceId, u32)> = self
                .data
                .map
                .ids()
                .filter(|s| !dests.contains(s) && !self.data.map.space(*s).is_railway())
                .filter_map(|s| {
                    let flip = self.sweep_flip(s, troops_only, 0)?;
                    self.fits(&[flip], declared, &baseline).then(|| {
                        let level = self.state.space(s).level.value() + 2;
                        (s, u32::try_from(level).unwrap_or(0))
                    })
                })
                .collect();
            let Some(space) = self.most_of(&candidates, NoteCode::MostSupportSweep)? else {
                break;
            };
            if let Some(flip) = self.sweep_flip(space, troops_only, 0) {
                self.push(flip);
            }
            dests.push(space);
            self.selected.push(space);
            let sepoys = !troops_only && self.state.space(space).pieces.get(Piece::Sepoy) > 0;
            if self.activation_roll(activation, sepoys) == Roll::TroopsOnly {
                troops_only = true;
            }
        }
        Ok(())
    }

    /// Lord Wavell's Sweep before a non-player Assault (8.1.6, 8.6.3): cubes
    /// into one space that will then be eligible for Assault, picked with
    /// the Sweep column; that space is the Assault's first. A space the
    /// Sweep would leave with nothing to Assault (too few cubes arrive, or
    /// no adversary turns Active) is not one the Assault selects: the
    /// Sweep into it is undone and the column picks again. `None` when no
    /// such space can be fed.
    pub(super) fn wavell_sweep(&mut self, declared: Declared) -> Result<Option<SpaceId>, Halt> {
        let moves = self.move_column()?;
        let baseline = OnceCell::new();
        let mut eligible: Vec<SpaceId> = self
            .data
            .map
            .ids()
            .filter(|d| !self.data.map.space(*d).is_railway())
            .filter(|d| {
                let here = &self.state.space(*d).pieces;
                !self.active_adversaries(*d).is_empty() || here.get(Piece::GuerrillaUnderground) > 0
            })
            .filter(|d| {
                !self
                    .sweep_origins(declared, &moves, *d, (&[], false), &baseline)
                    .is_empty()
            })
            .collect();
        loop {
            let mark = self.mark();
            let mut dests = Vec::new();
            let Some(dest) = self.pick_destination(Column::Sweep, &eligible, &mut dests)? else {
                return Ok(None);
            };
            self.trace.push(TraceLine::Chose {
                rule: RuleRef::new("8.1.6"),
                note: Note::of(NoteCode::WavellSweep, [Arg::Space(dest)]),
            });
            self.fill_sweep(declared, &moves, dest, (&dests, false))?;
            let (capacity, _) = self.assault_capacity(dest, false);
            if self.removals_probe(dest, capacity).is_some() {
                return Ok(Some(dest));
            }
            self.back_to(mark);
            eligible.retain(|s| *s != dest);
        }
    }

    // ----- Nonviolent Demonstrate (8.6.4, 8.6.5) -----

    /// One Activist moved into a Demonstrate destination, with a Protest
    /// when it is the first to come into a space without Raj Control, if
    /// the origin may give it and the checks allow it.
    fn demonstrate_move(
        &self,
        (declared, baseline): (Declared, &Errors),
        column: &MoveColumn,
        (origin, dest): (SpaceId, SpaceId),
        (piece, first): (Piece, bool),
    ) -> Option<Vec<Edit>> {
        if !self.may_leave(column, origin, piece) || !self.data.map.adjacent(origin, dest) {
            return None;
        }
        let mut edits = vec![step(piece, origin, dest)];
        let map = &self.data.map;
        let here = self.state.space(dest);
        let protests = self.data.pieces.available_protests_for_operations(
            self.start.tracks.restraint,
            self.state.protests_on_map(),
        );
        if first && here.protests == 0 && protests > 0 && !raj_control(map, &self.state, dest) {
            let mut with_protest = edits.clone();
            with_protest.push(Edit::AddMarker {
                marker: Marker::Protest,
                space: dest,
            });
            if self.fits(&with_protest, declared, baseline) {
                return Some(with_protest);
            }
        }
        if first {
            // A destination is one the checks accept as such.
            edits.truncate(1);
        }
        self.fits(&edits, declared, baseline).then_some(edits)
    }

    /// NV Demonstrate (8.6.4, 8.6.5, 8.4.2): destinations with the
    /// Demonstrate column, fed from the origins with the most of the
    /// Faction's Activists until Activists match the cubes there; Congress
    /// brings League Activists along, one for one, up to Unity (3.3.2).
    pub(super) fn demonstrate(&mut self, order: Order) -> Result<Vec<SpaceId>, Halt> {
        let moves = self.move_column()?;
        let own = self.faction.nv_activist();
        let unity = u32::try_from(self.state.tracks.unity.max(0)).unwrap_or(0);
        let mut league_moved = 0u32;
        let mut dests: Vec<SpaceId> = Vec::new();
        while dests.len() < order.most {
            let baseline = self.errors(&self.state, order.declared.0, order.declared.1);
            let Some(dest) = self.next_destination(order.column, &mut dests, |e, dests, d| {
                e.data.map.ids().any(|o| {
                    !dests.contains(&o)
                        && e.demonstrate_move(
                            (order.declared, &baseline),
                            &moves,
                            (o, d),
                            (own, true),
                        )
                        .is_some()
                })
            })?
            else {
                break;
            };
            let mut used: Vec<SpaceId> = dests.clone();
            let mut first = true;
            loop {
                let here = &self.state.space(dest).pieces;
                if !first && here.activists() >= here.cubes() {
                    break;
                }
                let baseline = self.errors(&self.state, order.declared.0, order.declared.1);
                let origins: Vec<(SpaceId, u32)> = self
                    .data
                    .map
                    .ids()
                    .filter(|o| !used.contains(o))
                    .filter(|o| {
                        self.demonstrate_move(
                            (order.declared, &baseline),
                            &moves,
                            (*o, dest),
                            (own, first),
                        )
                        .is_some()
                    })
                    .map(|o| (o, u32::from(self.state.space(o).pieces.get(own))))
                    .collect();
                let Some(origin) = self.most_of(&origins, NoteCode::MostActivists)? else {
                    break;
                };
                used.push(origin);
                loop {
                    let here = &self.state.space(dest).pieces;
                    if !first && here.activists() >= here.cubes() {
                        break;
                    }
                    let baseline = self.errors(&self.state, order.declared.0, order.declared.1);
                    let Some(edits) = self.demonstrate_move(
                        (order.declared, &baseline),
                        &moves,
                        (origin, dest),
                        (own, first),
                    ) else {
                        break;
                    };
                    for edit in edits {
                        self.push(edit);
                    }
                    first = false;
                    if self.faction == Faction::Congress && league_moved < unity {
                        let baseline = self.errors(&self.state, order.declared.0, order.declared.1);
                        if let Some(edits) = self.demonstrate_move(
                            (order.declared, &baseline),
                            &moves,
                            (origin, dest),
                            (Piece::LeagueActivist, false),
                        ) {
                            for edit in edits {
                                self.push(edit);
                            }
                            league_moved += 1;
                        }
                    }
                }
            }
        }
        Ok(dests)
    }

    // ----- Revolutionaries March (8.6.6) -----

    /// One Guerrilla moved from an origin to a destination, Active ones
    /// first, with the movers Activated where March demands it (3.4.2).
    fn march_move(
        &self,
        (declared, baseline): (Declared, &Errors),
        column: &MoveColumn,
        (origin, dest): (SpaceId, SpaceId),
        moved_in: u32,
    ) -> Option<Vec<Edit>> {
        let map = &self.data.map;
        for piece in [Piece::GuerrillaActive, Piece::GuerrillaUnderground] {
            if !self.may_leave(column, origin, piece) || !self.within_reach(origin, dest, piece) {
                continue;
            }
            let mut edits = vec![step(piece, origin, dest)];
            let here = self.state.space(dest);
            let exposed = here.level > SupportLevel::Neutral || map.space(dest).is_railway();
            if exposed && moved_in + 1 + here.pieces.cubes() > 3 {
                // Every mover there shows itself, this one included.
                let before = self
                    .start
                    .space(dest)
                    .pieces
                    .get(Piece::GuerrillaUnderground);
                let now = here.pieces.get(Piece::GuerrillaUnderground)
                    + u8::from(piece == Piece::GuerrillaUnderground);
                let movers = now.saturating_sub(before);
                if movers > 0 {
                    edits.push(Edit::FlipGuerrillas {
                        space: dest,
                        count: movers,
                        to_active: true,
                    });
                }
            }
            if self.fits(&edits, declared, baseline) {
                return Some(edits);
            }
        }
        None
    }

    /// NP Revolutionaries March (8.6.6, 8.4.2): the origin with the most
    /// Guerrillas, then one Guerrilla at a time to a destination picked
    /// with the March column, until the origin has none to give; the
    /// Activation roll after each origin.
    pub(super) fn march(&mut self, order: Order, number: u8) -> Result<Vec<SpaceId>, Halt> {
        let moves = self.move_column()?;
        let mut roll = Activation::revolutionaries(number);
        let mut origins: Vec<SpaceId> = Vec::new();
        let mut skipped: Vec<SpaceId> = Vec::new();
        let mut dests: Vec<SpaceId> = Vec::new();
        let mut moved_in: std::collections::BTreeMap<SpaceId, u32> = Default::default();
        while origins.len() < order.most {
            let candidates: Vec<(SpaceId, u32)> = self
                .data
                .map
                .ids()
                .filter(|o| !dests.contains(o) && !origins.contains(o) && !skipped.contains(o))
                .filter(|o| {
                    [Piece::GuerrillaActive, Piece::GuerrillaUnderground]
                        .iter()
                        .any(|p| self.may_leave(&moves, *o, *p))
                })
                .map(|o| (o, self.state.space(o).pieces.guerrillas()))
                .collect();
            let Some(origin) = self.most_of(&candidates, NoteCode::MostGuerrillas)? else {
                break;
            };
            let mut moved = 0u32;
            loop {
                let baseline = self.errors(&self.state, order.declared.0, order.declared.1);
                let eligible: Vec<SpaceId> = self
                    .data
                    .map
                    .ids()
                    .filter(|d| !origins.contains(d) && *d != origin)
                    .filter(|d| {
                        let n = moved_in.get(d).copied().unwrap_or(0);
                        self.march_move((order.declared, &baseline), &moves, (origin, *d), n)
                            .is_some()
                    })
                    .collect();
                let Some(dest) = self.pick_destination(order.column, &eligible, &mut dests)? else {
                    break;
                };
                let n = moved_in.get(&dest).copied().unwrap_or(0);
                let Some(edits) =
                    self.march_move((order.declared, &baseline), &moves, (origin, dest), n)
                else {
                    break;
                };
                for edit in edits {
                    self.push(edit);
                }
                *moved_in.entry(dest).or_default() += 1;
                moved += 1;
            }
            if moved == 0 {
                // Nothing could leave it: the next origin (8.4.2).
                skipped.push(origin);
                continue;
            }
            origins.push(origin);
            if self.activation_roll(&mut roll, false) == Roll::Stop {
                break;
            }
        }
        Ok(origins)
    }
}
