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

    /// Adds another change times `sign` (1 to add it, −1 to take it away).
    #[inline]
    fn add_times(&mut self, other: &PieceDelta, sign: i32) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += sign * b;
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
    /// Adds another space's change times `sign` (1 to add it, −1 to take
    /// it away).
    #[inline]
    fn add_times(&mut self, other: &SpaceDelta, sign: i32) {
        self.pieces.add_times(&other.pieces, sign);
        self.protests += sign * other.protests;
        self.unrest += sign * other.unrest;
        self.strikes += sign * other.strikes;
        self.muslim_state += sign * other.muslim_state;
        self.level += sign * other.level;
    }

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

/// The spaces a change may have touched: a superset of those whose
/// [`SpaceDelta`] is not zero, so that [`Diff::changed_spaces`] visits a
/// handful of spaces instead of the whole map. `None` is every space (a
/// map of more than 128 spaces).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Touched(Option<u128>);

impl Touched {
    const NONE: Touched = Touched(Some(0));

    /// Marks a space, by index, as maybe changed.
    pub(super) fn mark(&mut self, index: usize) {
        if let Some(bits) = self.0.as_mut() {
            match u32::try_from(index).ok().and_then(|i| 1u128.checked_shl(i)) {
                Some(bit) => *bits |= bit,
                None => self.0 = None,
            }
        }
    }

    fn union(self, other: Touched) -> Touched {
        Touched(self.0.zip(other.0).map(|(a, b)| a | b))
    }
}

/// The spaces of a [`Diff`] where anything changed, with their change: the
/// touched spaces only, or every space when the map is too large to mark.
pub struct Changed<'a> {
    spaces: &'a [SpaceDelta],
    touched: Option<u128>,
    next: usize,
}

impl<'a> Changed<'a> {
    /// The changed ones among `spaces`, all of them marked in `touched`.
    pub(super) fn over(spaces: &'a [SpaceDelta], touched: Touched) -> Changed<'a> {
        Changed {
            spaces,
            touched: touched.0,
            next: 0,
        }
    }
}

impl<'a> Iterator for Changed<'a> {
    type Item = (SpaceId, &'a SpaceDelta);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let index = match self.touched.as_mut() {
                Some(0) => return None,
                Some(bits) => {
                    let index = bits.trailing_zeros() as usize;
                    *bits &= *bits - 1;
                    index
                }
                None => {
                    self.next += 1;
                    self.next - 1
                }
            };
            // Marked spaces come in id order: past the end, none is left.
            let d = self.spaces.get(index)?;
            if !d.is_zero() {
                return Some((SpaceId(u16::try_from(index).unwrap_or(u16::MAX)), d));
            }
        }
    }
}

/// What changed between two states.
#[derive(Clone, Debug, Default)]
pub struct Diff {
    /// One entry per space, in id order. Read it; change it only through
    /// [`Diff::shift`], [`Diff::plus`] and [`Diff::minus`], which keep
    /// `touched` true.
    pub spaces: Vec<SpaceDelta>,
    touched: Touched,
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
        let mut touched = Touched::NONE;
        let spaces = before
            .spaces
            .iter()
            .zip(&after.spaces)
            .enumerate()
            .map(|(i, (a, b))| {
                // Most spaces are untouched by an action: one comparison.
                if a == b {
                    return SpaceDelta::default();
                }
                touched.mark(i);
                SpaceDelta {
                    pieces: PieceDelta::between(&a.pieces, &b.pieces),
                    protests: i32::from(b.protests) - i32::from(a.protests),
                    unrest: i32::from(b.unrest) - i32::from(a.unrest),
                    strikes: i32::from(b.strikes) - i32::from(a.strikes),
                    muslim_state: i32::from(b.muslim_state) - i32::from(a.muslim_state),
                    level: b.level.value() - a.level.value(),
                }
            })
            .collect();
        Diff {
            spaces,
            touched,
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
        self.combined(other, 1, i32::saturating_add)
    }

    /// This change less another that is part of it.
    pub fn minus(&self, other: &Diff) -> Diff {
        self.combined(other, -1, i32::saturating_sub)
    }

    /// This change with another's spaces and boxes added times `sign` (1 to
    /// add them, −1 to take them away) and its tracks joined by `track`.
    #[inline]
    fn combined(&self, other: &Diff, sign: i32, track: fn(i32, i32) -> i32) -> Diff {
        let mut out = self.clone();
        out.touched = self.touched.union(other.touched);
        // Only the other's changed spaces add anything.
        for (id, b) in other.changed_spaces() {
            if let Some(a) = out.spaces.get_mut(id.index()) {
                a.add_times(b, sign);
            }
        }
        for (mine, theirs) in [
            (&mut out.available, &other.available),
            (&mut out.out_of_play, &other.out_of_play),
            (&mut out.jail, &other.jail),
        ] {
            mine.add_times(theirs, sign);
        }
        for (mine, theirs) in [
            (&mut out.restraint, other.restraint),
            (&mut out.unity, other.unity),
            (&mut out.raj_resources, other.raj_resources),
            (
                &mut out.revolutionaries_resources,
                other.revolutionaries_resources,
            ),
        ] {
            *mine = track(*mine, theirs);
        }
        out
    }

    /// The change in one space.
    pub fn space(&self, id: SpaceId) -> SpaceDelta {
        self.spaces.get(id.index()).copied().unwrap_or_default()
    }

    /// Adds `sign` times `pieces` to one space's change.
    pub fn shift(&mut self, space: SpaceId, pieces: &PieceDelta, sign: i32) {
        if let Some(d) = self.spaces.get_mut(space.index()) {
            for (v, p) in d.pieces.0.iter_mut().zip(pieces.0) {
                *v += sign * p;
            }
            self.touched.mark(space.index());
        }
    }

    /// Spaces where anything changed, in id order.
    pub fn changed_spaces(&self) -> Changed<'_> {
        Changed::over(&self.spaces, self.touched)
    }

    /// Spaces where anything changed, in id order, with their changes
    /// copied out: for a check that records findings as it goes through them.
    pub fn changed_copied(&self) -> Vec<(SpaceId, SpaceDelta)> {
        self.changed_spaces().map(|(s, d)| (s, *d)).collect()
    }

    /// The spaces where one of a space's counts rose, with how much.
    pub fn rises(&self, count: fn(&SpaceDelta) -> i32) -> Vec<(SpaceId, i32)> {
        self.changed_spaces()
            .map(|(s, d)| (s, count(d)))
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    /// The spaces this change may have touched.
    pub(super) fn touched(&self) -> Touched {
        self.touched
    }

    /// The total change of one piece kind over the map.
    pub fn on_map(&self, piece: Piece) -> i32 {
        self.spaces.iter().map(|d| d.pieces.get(piece)).sum()
    }
}

/// Two changes are equal when they change the same things, whichever
/// spaces each had marked as touched.
impl PartialEq for Diff {
    fn eq(&self, other: &Diff) -> bool {
        self.spaces == other.spaces
            && self.available == other.available
            && self.out_of_play == other.out_of_play
            && self.jail == other.jail
            && self.restraint == other.restraint
            && self.unity == other.unity
            && self.raj_resources == other.raj_resources
            && self.revolutionaries_resources == other.revolutionaries_resources
    }
}

impl Eq for Diff {}
