//! Stacking and marker placement within each space (1.3.5, 1.3.6, 1.4.2,
//! 1.12, 5.1.1, 5.1.4).

use crate::control::is_state;
use crate::data::GameData;
use crate::ids::{Piece, SpaceKind, SupportLevel};
use crate::rule::RuleRef;
use crate::state::GameState;
use crate::vocab::finding::{Caveat, Finding, FindingKind};
pub(super) const STACKING: RuleRef = RuleRef::new("1.4.2");
pub(super) const MUSLIM_STATES: RuleRef = RuleRef::new("1.3.5");
pub(super) const RAILWAYS: RuleRef = RuleRef::new("1.3.6");
pub(super) const STRIKES: RuleRef = RuleRef::new("1.12");
pub(super) const ONE_STRIKE: RuleRef = RuleRef::new("5.1.1");
pub(super) const UNREST_OFF_RAILWAYS: RuleRef = RuleRef::new("5.1.4");

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    let map = &data.map;
    for space in map.spaces() {
        let id = space.id;
        let here = state.space(id);
        let railway = space.is_railway();
        let found = |kind: FindingKind| Finding::new(data, kind).in_space(id);

        let bases = here.pieces.bases();
        let population = u32::from(space.population());
        if bases > population {
            let kind = if railway {
                FindingKind::BaseOnRailway { space: id, bases }
            } else {
                FindingKind::BasesOverPopulation {
                    space: id,
                    bases,
                    population,
                }
            };
            let caveat = (!railway && space.population.is_provisional())
                .then_some(Caveat::ProvisionalPopulation(id));
            let mut finding = found(kind).resting_on(data, caveat);
            for piece in [Piece::LeagueBase, Piece::RevolutionariesBase] {
                if here.pieces.get(piece) > 0 {
                    finding = finding.with_piece(piece);
                }
            }
            findings.push(finding);
        }

        let troops = here.pieces.get(Piece::Troop);
        if troops > 0 && is_state(map, state, id) {
            findings.push(
                found(FindingKind::TroopsInState {
                    space: id,
                    troops,
                    muslim_state: space.kind() != SpaceKind::PrincelyState,
                })
                .with_piece(Piece::Troop),
            );
        }

        if here.protests > 1 {
            findings.push(found(FindingKind::ProtestsStacked {
                space: id,
                protests: here.protests,
            }));
        }

        if here.muslim_state && space.kind() != SpaceKind::Province {
            findings.push(found(FindingKind::MuslimStateOutsideProvince {
                space: id,
                kind: space.kind(),
            }));
        }

        if railway {
            if here.level != SupportLevel::Neutral {
                findings.push(found(FindingKind::LevelOnRailway {
                    space: id,
                    level: here.level,
                }));
            }
            if here.strikes > 1 {
                findings.push(found(FindingKind::StrikesStacked {
                    space: id,
                    strikes: here.strikes,
                }));
            }
            if here.unrest > 0 {
                findings.push(found(FindingKind::UnrestOnRailway {
                    space: id,
                    unrest: here.unrest,
                }));
            }
        } else if here.strikes > 0 {
            findings.push(found(FindingKind::StrikeOffRailway {
                space: id,
                strikes: here.strikes,
            }));
        }
    }
}
