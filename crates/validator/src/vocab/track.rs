//! The numeric tracks: Restraint (6.6), Unity (6.7) and the two Resources
//! tracks (1.8).

use serde::Serialize;

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

impl Track {
    /// All four.
    pub const ALL: [Track; 4] = [
        Track::Restraint,
        Track::Unity,
        Track::RajResources,
        Track::RevolutionariesResources,
    ];
}
