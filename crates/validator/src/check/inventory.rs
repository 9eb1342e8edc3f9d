//! Pieces and markers against what exists: every piece is somewhere (1.4.1),
//! the Jail holds only Gandhi and Activists (1.3.9), Gandhi is on the map or
//! in Jail (1.4.5), and markers do not outnumber their stock (1.10, 1.11).

use super::Finding;
use crate::data::GameData;
use crate::data::scenario::SetupStep;
use crate::ids::{Piece, PieceCounts, Stock};
use crate::rule::RuleRef;
use crate::state::GameState;

pub(super) const CONSERVATION: RuleRef = RuleRef::new("1.4.1");
pub(super) const JAIL: RuleRef = RuleRef::new("1.3.9");
pub(super) const GANDHI: RuleRef = RuleRef::new("1.4.5");
pub(super) const PROTEST_MARKERS: RuleRef = RuleRef::new("1.10");
pub(super) const UNREST_MARKERS: RuleRef = RuleRef::new("1.11");

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    let mut on_map = PieceCounts::EMPTY;
    for space in &state.spaces {
        for (piece, count) in space.pieces.iter() {
            on_map.add(piece, count);
        }
    }
    let mut held_for_setup = PieceCounts::EMPTY;
    for step in &state.pending {
        match step {
            SetupStep::CongressPlacesGandhi { pieces, .. } => {
                for (piece, count) in pieces.iter() {
                    held_for_setup.add(piece, count);
                }
            }
        }
    }

    for stock in Stock::ALL {
        let exist = data.pieces.inventory(stock);
        let map = on_map.stock(stock);
        let available = state.available.stock(stock);
        let out_of_play = state.out_of_play.stock(stock);
        let jail = state.jail.stock(stock);
        let setup = held_for_setup.stock(stock);
        let counted = map + available + out_of_play + jail + setup;
        if counted != exist {
            let mut places = format!(
                "{map} on the map, {available} Available, {out_of_play} Out of Play, {jail} in Jail"
            );
            if setup > 0 {
                places.push_str(&format!(", {setup} waiting for a setup step"));
            }
            let gap = if counted > exist {
                format!("{} too many", counted - exist)
            } else {
                format!("{} missing", exist - counted)
            };
            let mut finding = Finding::error(
                CONSERVATION,
                format!(
                    "{}: the game has {exist}, the table shows {counted} ({places}): {gap}",
                    stock.name()
                ),
            );
            for piece in stock.pieces() {
                finding = finding.with_piece(*piece);
            }
            findings.push(finding);
        }
    }

    if state.available.get(Piece::Gandhi) > 0 {
        findings.push(
            Finding::error(
                CONSERVATION,
                "Gandhi is in the Available box; he is never Available: he stays on the map or in Jail".to_owned(),
            )
            .with_piece(Piece::Gandhi),
        );
    }
    if state.out_of_play.get(Piece::Gandhi) > 0 {
        findings.push(
            Finding::error(
                GANDHI,
                "Gandhi is in the Out of Play box; he cannot be eliminated and is only ever on the map or in Jail".to_owned(),
            )
            .with_piece(Piece::Gandhi),
        );
    }

    for (piece, count) in state.jail.iter() {
        if !(piece.is_activist() || piece == Piece::Gandhi) {
            findings.push(
                Finding::error(
                    JAIL,
                    format!(
                        "the Jail holds {count} {}; only Gandhi and Activists are ever arrested",
                        piece.name(u32::from(count))
                    ),
                )
                .with_piece(piece),
            );
        }
    }

    let protests = state.protests_on_map();
    let protest_stock = data.pieces.protest_markers();
    if protests > protest_stock {
        let caveat = data.pieces.protest_layout_is_provisional().then(|| {
            "the number of Protest markers is provisional: count them in your game".to_owned()
        });
        findings.push(
            Finding::error(
                PROTEST_MARKERS,
                format!("{protests} Protest markers are in India but only {protest_stock} exist"),
            )
            .resting_on(caveat),
        );
    }

    let markers = state.unrest_and_strikes_on_map();
    let marker_stock = u32::from(data.pieces.unrest_strike_markers.value);
    if markers > marker_stock {
        let mut finding = Finding::error(
            UNREST_MARKERS,
            format!(
                "{markers} Unrest and Strike markers are in India; only {marker_stock} two-sided markers exist"
            ),
        );
        for (id, space) in state.iter_spaces() {
            if space.unrest > 0 || space.strikes > 0 {
                finding = finding.in_space(id);
            }
        }
        findings.push(finding);
    }
}
