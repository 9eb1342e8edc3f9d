//! Stacking and marker placement within each space (1.3.5, 1.3.6, 1.4.2,
//! 1.12, 5.1.1, 5.1.4).

use super::Finding;
use crate::control::is_state;
use crate::data::GameData;
use crate::ids::{Piece, SpaceKind, SupportLevel};
use crate::rule::RuleRef;
use crate::state::GameState;

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
        let name = &space.name;
        let railway = space.is_railway();

        let bases = here.pieces.bases();
        let population = u32::from(space.population());
        if bases > population {
            let message = if railway {
                format!("{name} is a Railway and may hold no Base; it holds {bases}")
            } else {
                format!(
                    "{name} has Population {population} and may hold at most {population} Base(s); it holds {bases}"
                )
            };
            let caveat = space
                .population
                .is_provisional()
                .then(|| format!("the Population of {name} is provisional: check it on the board"));
            let mut finding = Finding::error(STACKING, message)
                .in_space(id)
                .resting_on(caveat);
            for piece in [Piece::LeagueBase, Piece::RevolutionariesBase] {
                if here.pieces.get(piece) > 0 {
                    finding = finding.with_piece(piece);
                }
            }
            findings.push(finding);
        }

        let troops = here.pieces.get(Piece::Troop);
        if troops > 0 && is_state(map, state, id) {
            let what = if space.kind() == SpaceKind::PrincelyState {
                "a Princely State"
            } else {
                "a Muslim State"
            };
            findings.push(
                Finding::error(
                    STACKING,
                    format!("{name} is {what}; Troops may never be there, and {troops} are"),
                )
                .in_space(id)
                .with_piece(Piece::Troop),
            );
        }

        if here.protests > 1 {
            findings.push(
                Finding::error(
                    STACKING,
                    format!(
                        "{name} holds {} Protest markers; a space holds one at most",
                        here.protests
                    ),
                )
                .in_space(id),
            );
        }

        if here.muslim_state && space.kind() != SpaceKind::Province {
            findings.push(
                Finding::error(
                    MUSLIM_STATES,
                    format!(
                        "{name} is a {}; a Muslim State marker goes only in a Province",
                        space.kind().name()
                    ),
                )
                .in_space(id),
            );
        }

        if railway {
            if here.level != SupportLevel::Neutral {
                findings.push(
                    Finding::error(
                        RAILWAYS,
                        format!(
                            "{name} is a Railway and has no Support or Opposition, yet shows {}",
                            here.level.name()
                        ),
                    )
                    .in_space(id),
                );
            }
            if here.strikes > 1 {
                findings.push(
                    Finding::error(
                        ONE_STRIKE,
                        format!(
                            "{name} holds {} Strike markers; a Railway holds one at most",
                            here.strikes
                        ),
                    )
                    .in_space(id),
                );
            }
            if here.unrest > 0 {
                findings.push(
                    Finding::error(
                        UNREST_OFF_RAILWAYS,
                        format!(
                            "{name} is a Railway and holds {} Unrest marker(s); on a Railway a Strike marker is placed instead",
                            here.unrest
                        ),
                    )
                    .in_space(id),
                );
            }
        } else if here.strikes > 0 {
            findings.push(
                Finding::error(
                    STRIKES,
                    format!(
                        "{name} is not a Railway, yet holds {} Strike marker(s); Strikes go only on Railways",
                        here.strikes
                    ),
                )
                .in_space(id),
            );
        }
    }
}
