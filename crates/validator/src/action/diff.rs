//! The difference between two states, per space and per box: what an
//! action changed. Additive, so the parts of an action split by a Special
//! Activity can be summed.

use crate::ids::{Piece, PieceCounts, SpaceId};
use crate::state::GameState;
/// Signed change of each piece kind, indexed like [`Piece::ALL`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PieceDelta(pub [i32; 9]);

impl PieceDelta {
    fn between(a: &PieceCounts, b: &PieceCounts) -> PieceDelta {
        let mut d = [0i32; 9];
        // Both counts are indexed like `Piece::ALL`.
        for ((slot, x), y) in d.iter_mut().zip(a.counts()).zip(b.counts()) {
            *slot = i32::from(y) - i32::from(x);
        }
        PieceDelta(d)
    }

    /// Change of one kind.
    pub fn get(&self, piece: Piece) -> i32 {
        // A piece's slot is its place in `Piece::ALL`.
        self.0.get(piece.slot()).copied().unwrap_or(0)
    }

    /// Change of Guerrillas, both sides together.
    pub fn guerrillas(&self) -> i32 {
        self.get(Piece::GuerrillaUnderground) + self.get(Piece::GuerrillaActive)
    }

    /// Change of cubes.
    pub fn cubes(&self) -> i32 {
        self.get(Piece::Troop) + self.get(Piece::Sepoy)
    }

    /// Whether nothing changed.
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|v| *v == 0)
    }

    fn add(&mut self, other: &PieceDelta) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

/// What changed in one space.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SpaceDelta {
    /// Pieces.
    pub pieces: PieceDelta,
    /// Protest markers.
    pub protests: i32,
    /// Unrest markers.
    pub unrest: i32,
    /// Strike markers.
    pub strikes: i32,
    /// Muslim State marker: +1 placed, −1 removed.
    pub muslim_state: i32,
    /// Support/Opposition steps: positive towards Support.
    pub level: i32,
}

impl SpaceDelta {
    /// Whether nothing changed here.
    pub fn is_zero(&self) -> bool {
        self.pieces.is_zero()
            && self.protests == 0
            && self.unrest == 0
            && self.strikes == 0
            && self.muslim_state == 0
            && self.level == 0
    }
}

/// What changed between two states.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Diff {
    /// One entry per space, in id order.
    pub spaces: Vec<SpaceDelta>,
    /// Available Forces boxes.
    pub available: PieceDelta,
    /// Out of Play box.
    pub out_of_play: PieceDelta,
    /// Jail box.
    pub jail: PieceDelta,
    /// Restraint.
    pub restraint: i32,
    /// Unity.
    pub unity: i32,
    /// Raj Resources.
    pub raj_resources: i32,
    /// Revolutionaries Resources.
    pub revolutionaries_resources: i32,
}

impl Diff {
    /// The change from `before` to `after` (states of the same map).
    pub fn between(before: &GameState, after: &GameState) -> Diff {
        let spaces = before
            .spaces
            .iter()
            .zip(&after.spaces)
            .map(|(a, b)| SpaceDelta {
                pieces: PieceDelta::between(&a.pieces, &b.pieces),
                protests: i32::from(b.protests) - i32::from(a.protests),
                unrest: i32::from(b.unrest) - i32::from(a.unrest),
                strikes: i32::from(b.strikes) - i32::from(a.strikes),
                muslim_state: i32::from(b.muslim_state) - i32::from(a.muslim_state),
                level: b.level.value() - a.level.value(),
            })
            .collect();
        Diff {
            spaces,
            available: PieceDelta::between(&before.available, &after.available),
            out_of_play: PieceDelta::between(&before.out_of_play, &after.out_of_play),
            jail: PieceDelta::between(&before.jail, &after.jail),
            // Track values are read and entered within TRACK_LIMIT; the
            // arithmetic saturates all the same, so no value overflows.
            restraint: after
                .tracks
                .restraint
                .saturating_sub(before.tracks.restraint),
            unity: after.tracks.unity.saturating_sub(before.tracks.unity),
            raj_resources: after
                .tracks
                .raj_resources
                .saturating_sub(before.tracks.raj_resources),
            revolutionaries_resources: after
                .tracks
                .revolutionaries_resources
                .saturating_sub(before.tracks.revolutionaries_resources),
        }
    }

    /// The sum of two changes made one after the other.
    pub fn plus(&self, other: &Diff) -> Diff {
        let mut sum = self.clone();
        for (a, b) in sum.spaces.iter_mut().zip(&other.spaces) {
            a.pieces.add(&b.pieces);
            a.protests += b.protests;
            a.unrest += b.unrest;
            a.strikes += b.strikes;
            a.muslim_state += b.muslim_state;
            a.level += b.level;
        }
        sum.available.add(&other.available);
        sum.out_of_play.add(&other.out_of_play);
        sum.jail.add(&other.jail);
        sum.restraint = sum.restraint.saturating_add(other.restraint);
        sum.unity = sum.unity.saturating_add(other.unity);
        sum.raj_resources = sum.raj_resources.saturating_add(other.raj_resources);
        sum.revolutionaries_resources = sum
            .revolutionaries_resources
            .saturating_add(other.revolutionaries_resources);
        sum
    }

    /// This change less another that is part of it.
    pub fn minus(&self, other: &Diff) -> Diff {
        let mut out = self.clone();
        for (a, b) in out.spaces.iter_mut().zip(&other.spaces) {
            for (x, y) in a.pieces.0.iter_mut().zip(b.pieces.0) {
                *x -= y;
            }
            a.protests -= b.protests;
            a.unrest -= b.unrest;
            a.strikes -= b.strikes;
            a.muslim_state -= b.muslim_state;
            a.level -= b.level;
        }
        for (mine, theirs) in [
            (&mut out.available, other.available),
            (&mut out.out_of_play, other.out_of_play),
            (&mut out.jail, other.jail),
        ] {
            for (x, y) in mine.0.iter_mut().zip(theirs.0) {
                *x -= y;
            }
        }
        out.restraint = out.restraint.saturating_sub(other.restraint);
        out.unity = out.unity.saturating_sub(other.unity);
        out.raj_resources = out.raj_resources.saturating_sub(other.raj_resources);
        out.revolutionaries_resources = out
            .revolutionaries_resources
            .saturating_sub(other.revolutionaries_resources);
        out
    }

    /// The change in one space.
    pub fn space(&self, id: SpaceId) -> SpaceDelta {
        self.spaces.get(id.index()).copied().unwrap_or_default()
    }

    /// Spaces where anything changed.
    pub fn changed_spaces(&self) -> impl Iterator<Item = (SpaceId, &SpaceDelta)> {
        self.spaces
            .iter()
            .enumerate()
            .filter(|(_, d)| !d.is_zero())
            .map(|(i, d)| (SpaceId(u16::try_from(i).unwrap_or(u16::MAX)), d))
    }

    /// The total change of one piece kind over the map.
    pub fn on_map(&self, piece: Piece) -> i32 {
        self.spaces.iter().map(|d| d.pieces.get(piece)).sum()
    }
}
