//! Pieces and markers against what exists: every piece is somewhere (1.4.1),
//! the Jail holds only Gandhi and Activists (1.3.9), Gandhi is on the map or
//! in Jail (1.4.5), and markers do not outnumber their stock (1.10, 1.11).

use crate::data::GameData;
use crate::data::scenario::SetupStep;
use crate::ids::{Piece, PieceCounts, Stock};
use crate::state::GameState;
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};

pub(super) fn check(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    pieces_counted(data, state, findings);

    if state.available.get(Piece::Gandhi) > 0 {
        findings.push(Finding::new(Issue::GandhiAvailable, vec![]).with_piece(Piece::Gandhi));
    }
    if state.out_of_play.get(Piece::Gandhi) > 0 {
        findings.push(Finding::new(Issue::GandhiOutOfPlay, vec![]).with_piece(Piece::Gandhi));
    }

    for (piece, count) in state.jail.iter() {
        if !(piece.is_activist() || piece == Piece::Gandhi) {
            findings.push(
                Finding::new(
                    Issue::NotArrestable,
                    vec![
                        Arg::Piece(piece, i64::from(count)),
                        Arg::Int(i64::from(count)),
                    ],
                )
                .with_piece(piece),
            );
        }
    }

    let in_india = state.protests_on_map();
    let exist = data.pieces.protest_markers();
    if in_india > exist {
        findings.push(Finding::new(
            Issue::TooManyProtests,
            vec![Arg::Int(i64::from(in_india)), Arg::Int(i64::from(exist))],
        ));
    }

    let in_india = state.unrest_and_strikes_on_map();
    let exist = u32::from(data.pieces.unrest_strike_markers.value);
    if in_india > exist {
        let mut finding = Finding::new(
            Issue::TooManyUnrestMarkers,
            vec![Arg::Int(i64::from(in_india)), Arg::Int(i64::from(exist))],
        );
        for (id, space) in state.iter_spaces() {
            if space.unrest > 0 || space.strikes > 0 {
                finding = finding.in_space(id);
            }
        }
        findings.push(finding);
    }
}

/// Every piece is somewhere, once (1.4.1): on the map, in a box, or held
/// for a setup step still to come.
fn pieces_counted(data: &GameData, state: &GameState, findings: &mut Vec<Finding>) {
    // Summed wide, then held at 255 as adding one space at a time (which
    // saturates) would.
    let mut sums = [0u32; Piece::ALL.len()];
    for space in &state.spaces {
        for (sum, count) in sums.iter_mut().zip(space.pieces.counts()) {
            *sum += u32::from(count);
        }
    }
    let mut on_map = PieceCounts::EMPTY;
    for (sum, piece) in sums.into_iter().zip(Piece::ALL) {
        on_map.set(piece, u8::try_from(sum).unwrap_or(u8::MAX));
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
        let on_map = on_map.stock(stock);
        let available = state.available.stock(stock);
        let out_of_play = state.out_of_play.stock(stock);
        let jail = state.jail.stock(stock);
        let pending = held_for_setup.stock(stock);
        let counted = on_map + available + out_of_play + jail + pending;
        if counted == exist {
            continue;
        }
        let int = |n: u32| Arg::Int(i64::from(n));
        let mut finding = Finding::new(
            Issue::PiecesMiscounted,
            vec![
                Arg::Stock(stock),
                int(exist),
                int(counted),
                int(on_map),
                int(available),
                int(out_of_play),
                int(jail),
                int(pending),
                int(counted.saturating_sub(exist)),
                int(exist.saturating_sub(counted)),
            ],
        );
        for piece in stock.pieces() {
            finding = finding.with_piece(*piece);
        }
        findings.push(finding);
    }
}
