//! Stacking and marker placement within each space (1.3.5, 1.3.6, 1.4.2,
//! 1.12, 5.1.1, 5.1.4).

use crate::control::is_state;
use crate::data::GameData;
use crate::ids::{Piece, SpaceKind, SupportLevel};
use crate::state::GameState;
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    let map = &data.map;
    for space in map.spaces() {
        let id = space.id;
        let here = state.space(id);
        let railway = space.is_railway();
        let found = |issue: Issue, args: Vec<Arg>| Finding::new(issue, args).in_space(id);
        let int = |n: u32| Arg::Int(i64::from(n));

        let bases = here.pieces.bases();
        let population = u32::from(space.population());
        if bases > population {
            let finding = if railway {
                found(Issue::BaseOnRailway, vec![Arg::Space(id), int(bases)])
            } else {
                found(
                    Issue::BasesOverPopulation,
                    vec![Arg::Space(id), int(bases), int(population)],
                )
            };
            let mut finding = finding;
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
                found(
                    if space.kind() == SpaceKind::PrincelyState {
                        Issue::TroopsInPrincelyState
                    } else {
                        Issue::TroopsInMuslimState
                    },
                    vec![Arg::Space(id), int(u32::from(troops))],
                )
                .with_piece(Piece::Troop),
            );
        }

        if here.protests > 1 {
            findings.push(found(
                Issue::ProtestsStacked,
                vec![Arg::Space(id), int(u32::from(here.protests))],
            ));
        }

        if here.muslim_state && space.kind() != SpaceKind::Province {
            findings.push(found(
                Issue::MuslimStateOutsideProvince,
                vec![Arg::Space(id), Arg::Kind(space.kind())],
            ));
        }

        if railway {
            if here.level != SupportLevel::Neutral {
                findings.push(found(
                    Issue::LevelOnRailway,
                    vec![Arg::Space(id), Arg::Level(here.level)],
                ));
            }
            if here.strikes > 1 {
                findings.push(found(
                    Issue::StrikesStacked,
                    vec![Arg::Space(id), int(u32::from(here.strikes))],
                ));
            }
            if here.unrest > 0 {
                findings.push(found(
                    Issue::UnrestOnRailway,
                    vec![Arg::Space(id), int(u32::from(here.unrest))],
                ));
            }
        } else if here.strikes > 0 {
            findings.push(found(
                Issue::StrikeOffRailway,
                vec![Arg::Space(id), int(u32::from(here.strikes))],
            ));
        }
    }
}
