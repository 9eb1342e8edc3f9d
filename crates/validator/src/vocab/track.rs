//! The numeric tracks: Restraint (6.6), Unity (6.7) and the two Resources
//! tracks (1.8).

use serde::Serialize;

use crate::ids::Faction;

/// A numeric track.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    /// Restraint (6.6).
    Restraint,
    /// Unity (6.7).
    Unity,
    /// Raj Resources (1.8).
    RajResources,
    /// Revolutionaries Resources (1.8).
    RevolutionariesResources,
}

/// The numeric tracks. Stored as plain integers so that a state typed in by
/// hand can be out of bounds; the checks report it (1.8, 5.1.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tracks {
    /// Restraint, 1–5 (6.6).
    pub restraint: i32,
    /// Unity, 1–5 (6.7).
    pub unity: i32,
    /// Raj Resources, 0–50 (1.8).
    pub raj_resources: i32,
    /// Revolutionaries Resources, 0–50 (1.8).
    pub revolutionaries_resources: i32,
}

impl Tracks {
    /// The value of a track.
    #[inline]
    pub fn get(&self, track: Track) -> i32 {
        match track {
            Track::Restraint => self.restraint,
            Track::Unity => self.unity,
            Track::RajResources => self.raj_resources,
            Track::RevolutionariesResources => self.revolutionaries_resources,
        }
    }

    /// The value of a track, to change.
    #[inline]
    pub fn get_mut(&mut self, track: Track) -> &mut i32 {
        match track {
            Track::Restraint => &mut self.restraint,
            Track::Unity => &mut self.unity,
            Track::RajResources => &mut self.raj_resources,
            Track::RevolutionariesResources => &mut self.revolutionaries_resources,
        }
    }
}

impl Track {
    /// All four.
    pub const ALL: [Track; 4] = [
        Track::Restraint,
        Track::Unity,
        Track::RajResources,
        Track::RevolutionariesResources,
    ];

    /// The Resources track of a Faction: only the Raj and the
    /// Revolutionaries have one (1.8).
    pub fn resources_of(faction: Faction) -> Option<Track> {
        match faction {
            Faction::Raj => Some(Track::RajResources),
            Faction::Revolutionaries => Some(Track::RevolutionariesResources),
            Faction::Congress | Faction::MuslimLeague => None,
        }
    }

    /// The track's key, as files write it.
    pub fn key(self) -> &'static str {
        match self {
            Track::Restraint => "restraint",
            Track::Unity => "unity",
            Track::RajResources => "raj_resources",
            Track::RevolutionariesResources => "revolutionaries_resources",
        }
    }
}

/// The farthest from zero a track value may be written, in a state file, a
/// saved game or an edit. No track of the game reaches beyond 50 (1.8,
/// 5.1.4); a value past its track's bounds but within this limit is a
/// mistake the checks report (1.8), and one beyond it cannot mean any place
/// on a track: it is refused where it is read or entered, so that no sum or
/// difference of track values can overflow.
pub const TRACK_LIMIT: i32 = 999;

/// Whether a track value is within [`TRACK_LIMIT`].
pub fn within_track_limit(value: i32) -> bool {
    (-TRACK_LIMIT..=TRACK_LIMIT).contains(&value)
}
