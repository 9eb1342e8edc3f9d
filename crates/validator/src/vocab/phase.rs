//! The steps of a Campaign Round (6.0) and the Crisis cubes (6.8), as the
//! log marks them.

use crate::ids::Faction;
use coin_table::RuleRef;

/// A step of the Campaign Round, in the order of 6.1–6.5, plus the cubes a
/// Crisis brings from Out of Play (6.8), which come outside the round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Victory check (6.1, 7.2).
    Victory,
    /// Railway Strikes (6.2.1).
    Strikes,
    /// Raj earnings (6.2.2).
    RajEarnings,
    /// Revolutionaries earnings (6.2.3).
    RevolutionariesEarnings,
    /// Imperialism, with the release of prisoners (6.3.1).
    Imperialism,
    /// Constructive Programme (6.3.2).
    ConstructiveProgramme,
    /// Pakistan Movement (6.3.3).
    PakistanMovement,
    /// Secret Societies (6.3.4).
    SecretSocieties,
    /// New Colonial Administration: the new Viceroy (6.4.1).
    NewViceroy,
    /// Raj Redeploy: moving cubes and paying for Troops (6.4.2).
    RajRedeploy,
    /// The end of Raj Redeploy: cubes leave uncontrolled Provinces and all
    /// but one Troop leave each City (6.4.2).
    RajRedeployRemoval,
    /// Congress Redeploy (6.4.3).
    CongressRedeploy,
    /// Muslim League Redeploy (6.4.4).
    LeagueRedeploy,
    /// Revolutionaries Redeploy (6.4.5).
    RevolutionariesRedeploy,
    /// Reset (6.5).
    Reset,
    /// Cubes from Out of Play after a Crisis, or before the final Campaign (6.8).
    CrisisCubes,
    /// A non-player Congress's Protest at the end of the Reset Phase (8.9.4):
    /// a step of its own after Reset, due only when Congress has no player.
    NpProtest,
}

impl Phase {
    /// The steps of a Campaign Round in order (6.0). The Crisis cubes are
    /// not among them.
    pub const ROUND: [Phase; 15] = [
        Phase::Victory,
        Phase::Strikes,
        Phase::RajEarnings,
        Phase::RevolutionariesEarnings,
        Phase::Imperialism,
        Phase::ConstructiveProgramme,
        Phase::PakistanMovement,
        Phase::SecretSocieties,
        Phase::NewViceroy,
        Phase::RajRedeploy,
        Phase::RajRedeployRemoval,
        Phase::CongressRedeploy,
        Phase::LeagueRedeploy,
        Phase::RevolutionariesRedeploy,
        Phase::Reset,
    ];

    /// The section that sets it out.
    pub fn rule(self) -> RuleRef {
        RuleRef::new(match self {
            Phase::Victory => "6.1",
            Phase::Strikes => "6.2.1",
            Phase::RajEarnings => "6.2.2",
            Phase::RevolutionariesEarnings => "6.2.3",
            Phase::Imperialism => "6.3.1",
            Phase::ConstructiveProgramme => "6.3.2",
            Phase::PakistanMovement => "6.3.3",
            Phase::SecretSocieties => "6.3.4",
            Phase::NewViceroy => "6.4.1",
            Phase::RajRedeploy | Phase::RajRedeployRemoval => "6.4.2",
            Phase::CongressRedeploy => "6.4.3",
            Phase::LeagueRedeploy => "6.4.4",
            Phase::RevolutionariesRedeploy => "6.4.5",
            Phase::Reset => "6.5",
            Phase::CrisisCubes => "6.8",
            Phase::NpProtest => "8.9.4",
        })
    }

    /// The Faction that makes the step's choices, if it has any.
    pub fn faction(self) -> Option<Faction> {
        match self {
            Phase::Strikes | Phase::CongressRedeploy | Phase::NpProtest => Some(Faction::Congress),
            Phase::Imperialism | Phase::RajRedeploy | Phase::CrisisCubes => Some(Faction::Raj),
            Phase::PakistanMovement | Phase::LeagueRedeploy => Some(Faction::MuslimLeague),
            Phase::SecretSocieties | Phase::RevolutionariesRedeploy => {
                Some(Faction::Revolutionaries)
            }
            // Congress, then the Muslim League (6.3.2).
            Phase::ConstructiveProgramme => Some(Faction::Congress),
            Phase::Victory
            | Phase::RajEarnings
            | Phase::RevolutionariesEarnings
            | Phase::NewViceroy
            | Phase::RajRedeployRemoval
            | Phase::Reset => None,
        }
    }

    /// Whether the rules leave no choice in it, so that the program carries
    /// it out. Railway Strikes leave one only when markers run short.
    pub fn automatic(self) -> bool {
        self.faction().is_none()
    }
}
