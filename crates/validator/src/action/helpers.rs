//! Helpers that carry out a declared Operation in one space: the edits the
//! rules call for there, for the players to apply with one click instead of
//! dragging each piece. They cover the Operations whose effect in a space
//! the rules settle: Deploy (Troops, or Sepoys when no Troop is left),
//! Rally, Non-Cooperation, Unrest and Attack (its die and removals stay the
//! players'). What a helper does is checked on Done like anything else.

use crate::data::GameData;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::state::{GameState, Seat};
use crate::vocab::action::{Choice, Declared, Operation};
use crate::vocab::track::Track;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};
/// The edits that carry out the declared Operation in `space`, or `None`
/// when no helper applies there. `declared_at` is the state when the action
/// was declared (for the costs and the once-per-Operation Restraint shift);
/// `now` is the current state.
pub fn one_space(
    data: &GameData,
    declared_at: &GameState,
    now: &GameState,
    declared: &Declared,
    space: SpaceId,
) -> Option<(Operation, Vec<Edit>)> {
    let Choice::Operation { op, .. } = declared.choice else {
        return None;
    };
    let faction = declared.faction;
    if !Operation::of(faction).contains(&op) {
        return None;
    }
    let helper = Helper {
        data,
        declared_at,
        now,
        faction,
        space,
        player: now.seats[faction] != Seat::NonPlayer,
    };
    let edits = match (faction, op) {
        (Faction::Raj, Operation::Deploy) => helper.deploy(),
        (Faction::Congress | Faction::MuslimLeague, Operation::Rally) => helper.nv_rally(),
        (Faction::Revolutionaries, Operation::Rally) => helper.revs_rally(),
        (_, Operation::NonCooperation) => helper.non_cooperation(),
        (_, Operation::Unrest) => helper.unrest(),
        (_, Operation::Attack) => helper.attack(),
        _ => None,
    }?;
    (!edits.is_empty()).then_some((op, edits))
}

struct Helper<'a> {
    data: &'a GameData,
    declared_at: &'a GameState,
    now: &'a GameState,
    faction: Faction,
    space: SpaceId,
    player: bool,
}

impl Helper<'_> {
    fn railway(&self) -> bool {
        self.data.map.space(self.space).is_railway()
    }

    fn place(&self, piece: Piece, count: u8) -> Edit {
        Edit::MovePieces {
            piece,
            count,
            from: Place::Available,
            to: Place::Space(self.space),
        }
    }

    /// Resources paid, for a Faction that keeps them.
    fn pay(&self, edits: &mut Vec<Edit>, cost: i32) {
        if !self.player || cost <= 0 {
            return;
        }
        let (track, now) = match self.faction {
            Faction::Raj => (Track::RajResources, self.now.tracks.raj_resources),
            Faction::Revolutionaries => (
                Track::RevolutionariesResources,
                self.now.tracks.revolutionaries_resources,
            ),
            _ => return,
        };
        edits.push(Edit::SetTrack {
            track,
            value: now - cost,
        });
    }

    /// Restraint −1 once per Operation (3.3.4, 3.4.4), if not done yet.
    fn restraint_once(&self, edits: &mut Vec<Edit>) {
        let at = self.declared_at.tracks.restraint;
        if self.now.tracks.restraint == at && at > self.data.pieces.restraint.value.min {
            edits.push(Edit::SetTrack {
                track: Track::Restraint,
                value: at - 1,
            });
        }
    }

    /// Deploy (3.2.1): up to six cubes in a City, Troops first; Sepoys cost
    /// Restraint for the City (1 under Lord Willingdon; the first City free
    /// under Lord Reading).
    fn deploy(&self) -> Option<Vec<Edit>> {
        if self.data.map.space(self.space).kind() != SpaceKind::City {
            return None;
        }
        let troops = self.now.available.get(Piece::Troop).min(6);
        if troops > 0 {
            return Some(vec![self.place(Piece::Troop, troops)]);
        }
        let sepoys = self.now.available.get(Piece::Sepoy).min(6);
        if sepoys == 0 {
            return None;
        }
        let viceroy = self
            .declared_at
            .viceroy
            .and_then(|id| self.data.viceroys.get(id))
            .map(|v| v.key.as_str());
        let first = !self.data.map.ids().any(|id| {
            self.data.map.space(id).kind() == SpaceKind::City
                && self.now.space(id).pieces.cubes() > self.declared_at.space(id).pieces.cubes()
        });
        let cost = match viceroy {
            Some("reading") if first => 0,
            Some("willingdon") => 1,
            _ => self.declared_at.tracks.restraint,
        };
        let mut edits = vec![self.place(Piece::Sepoy, sepoys)];
        self.pay(&mut edits, cost);
        Some(edits)
    }

    /// Nonviolent Rally (3.3.1): Congress up to the Population; the League
    /// one plus its Bases there.
    fn nv_rally(&self) -> Option<Vec<Edit>> {
        if self.railway() {
            return None;
        }
        let (piece, wanted) = match self.faction {
            Faction::Congress => (
                Piece::CongressActivist,
                self.data.map.space(self.space).population(),
            ),
            _ => (
                Piece::LeagueActivist,
                1 + self.now.space(self.space).pieces.get(Piece::LeagueBase),
            ),
        };
        let count = wanted.min(self.now.available.get(piece));
        (count > 0).then(|| vec![self.place(piece, count)])
    }

    /// Revolutionaries Rally (3.4.1): one Guerrilla plus one per Base, for
    /// 1 Resource.
    fn revs_rally(&self) -> Option<Vec<Edit>> {
        if self.railway() {
            return None;
        }
        let wanted = 1 + self
            .now
            .space(self.space)
            .pieces
            .get(Piece::RevolutionariesBase);
        let count = wanted.min(self.now.available.get(Piece::GuerrillaUnderground));
        if count == 0 {
            return None;
        }
        let mut edits = vec![self.place(Piece::GuerrillaUnderground, count)];
        self.pay(&mut edits, 1);
        Some(edits)
    }

    /// Non-Cooperation (3.3.4): one level towards Active Opposition; then
    /// Restraint −1 once.
    fn non_cooperation(&self) -> Option<Vec<Edit>> {
        let level = self.now.space(self.space).level;
        if self.railway() || level == SupportLevel::ActiveOpposition {
            return None;
        }
        let mut edits = vec![Edit::SetLevel {
            space: self.space,
            level: level.shifted(false),
        }];
        self.restraint_once(&mut edits);
        Some(edits)
    }

    /// Unrest (3.4.4): one Underground Guerrilla Activated; Unrest and one
    /// level towards Neutral (a Strike on a Railway without one); Restraint
    /// in Resources; then Restraint −1 once.
    fn unrest(&self) -> Option<Vec<Edit>> {
        let here = self.now.space(self.space);
        let mut edits = Vec::new();
        if here.pieces.get(Piece::GuerrillaUnderground) > 0 {
            edits.push(Edit::FlipGuerrillas {
                space: self.space,
                count: 1,
                to_active: true,
            });
        }
        if self.railway() {
            if here.strikes == 0 {
                edits.push(Edit::AddMarker {
                    marker: Marker::Strike,
                    space: self.space,
                });
            }
        } else {
            edits.push(Edit::AddMarker {
                marker: Marker::Unrest,
                space: self.space,
            });
            let level = here.level;
            if level != SupportLevel::Neutral {
                edits.push(Edit::SetLevel {
                    space: self.space,
                    level: level.shifted(level < SupportLevel::Neutral),
                });
            }
        }
        if edits.is_empty() {
            return None;
        }
        self.pay(&mut edits, self.declared_at.tracks.restraint);
        self.restraint_once(&mut edits);
        Some(edits)
    }

    /// Attack (3.4.3): every Guerrilla Activated, for 1 Resource. The die
    /// and what it removes are the players'.
    fn attack(&self) -> Option<Vec<Edit>> {
        let here = self.now.space(self.space);
        if self.railway() || here.pieces.guerrillas() == 0 {
            return None;
        }
        let mut edits = Vec::new();
        let underground = here.pieces.get(Piece::GuerrillaUnderground);
        if underground > 0 {
            edits.push(Edit::FlipGuerrillas {
                space: self.space,
                count: underground,
                to_active: true,
            });
        }
        self.pay(&mut edits, 1);
        Some(edits)
    }
}
