//! An Operation as the generator plans it: what it does in each space
//! selected, in the order selected, and what comes once every space is
//! done. Costs and track shifts are relative, so that they stay right
//! whatever is played before them (a Special Activity, a transfer).

use crate::action::util::rail_walk;
use crate::ids::SpaceId;
use crate::vocab::track::Track;
use crate::{edit::Edit, ids::Place};

/// One thing an action does.
#[derive(Clone, Debug)]
pub(super) enum Act {
    /// An edit as it stands.
    Do(Edit),
    /// The acting Faction pays this many Resources (gains when negative);
    /// nothing for a Faction that keeps none.
    Pay(i32),
    /// A track shifted by this much, within its bounds.
    Shift(Track, i32),
}

/// An Operation: a group of acts per space selected, then its end.
#[derive(Clone, Debug, Default)]
pub(super) struct OpPlan {
    /// What it does in each space, in the order selected.
    pub groups: Vec<Vec<Act>>,
    /// What comes once every space is done (a Restraint shift, pieces
    /// moved from Out of Play).
    pub end: Vec<Act>,
}

impl OpPlan {
    /// Whether it selects no space.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The plan with Restraint −1 at its end when it selects any space.
    pub fn restraint_down_if_any(mut self) -> OpPlan {
        if !self.is_empty() {
            self.end.push(Act::Shift(Track::Restraint, -1));
        }
        self
    }

    /// Every space its edits name.
    pub fn touched(&self) -> Vec<SpaceId> {
        let mut out = Vec::new();
        for act in self.groups.iter().chain([&self.end]).flatten() {
            if let Act::Do(edit) = act {
                out.extend(spaces_of(edit));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The whole cost paid once, at the end, rather than space by space.
    pub fn pay_at_end(&mut self) {
        let mut total = 0;
        for group in &mut self.groups {
            group.retain(|act| match act {
                Act::Pay(n) => {
                    total += n;
                    false
                }
                _ => true,
            });
        }
        if total != 0 {
            self.end.push(Act::Pay(total));
        }
    }

    /// What it costs in all.
    pub fn cost(&self) -> i32 {
        self.groups
            .iter()
            .chain([&self.end])
            .flatten()
            .map(|act| match act {
                Act::Pay(n) => *n,
                _ => 0,
            })
            .sum()
    }
}

/// The spaces an edit names.
pub(super) fn spaces_of(edit: &Edit) -> Vec<SpaceId> {
    let place = |p: &Place| match p {
        Place::Space(s) => Some(*s),
        _ => None,
    };
    match edit {
        Edit::MovePieces { from, to, .. } => place(from).into_iter().chain(place(to)).collect(),
        Edit::FlipGuerrillas { space, .. }
        | Edit::AddMarker { space, .. }
        | Edit::RemoveMarker { space, .. }
        | Edit::SetLevel { space, .. } => vec![*space],
        Edit::MoveMarker { from, to, .. } => vec![*from, *to],
        Edit::Die(die) => die.space.into_iter().collect(),
        _ => Vec::new(),
    }
}

/// The Railways and Cities a piece can reach from `origin` along a chain
/// of them (3.2.2, 3.4.2), going on only from those `pass` allows.
pub(super) fn chain(
    map: &crate::data::map::Map,
    origin: SpaceId,
    pass: impl Fn(SpaceId) -> bool,
) -> Vec<SpaceId> {
    let mut reached = Vec::new();
    rail_walk(
        map,
        origin,
        |s| !pass(s),
        |s| {
            reached.push(s);
            false
        },
    );
    reached
}
