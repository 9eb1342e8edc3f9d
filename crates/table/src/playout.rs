//! A volume's random playout as the table judges it: the volume's own
//! generator plays a whole game ([`Volume::play_out`]), and the table
//! replays its entries through the contract as it replays any log, so that
//! every verdict on a generated entry shows where the volume's generator
//! and its checks disagree.

use crate::table_log::{TableLog, Unplayable, replay};
use crate::volume::{PlayedOut, Total, Verdict, Volume};

/// A game the volume's generator played, as the table judged it.
#[derive(Clone, Debug)]
pub struct JudgedPlayout<D> {
    /// The data it was played and judged with.
    pub data: D,
    /// The game as the table's log.
    pub log: TableLog,
    /// Each verdict that breaks a rule, with its entry (from 1); a verdict
    /// on the position stands at every entry that leaves it so.
    pub broken: Vec<(usize, Verdict)>,
    /// How many verdicts only warn (leave something to the table).
    pub warnings: usize,
    /// The totals at its end.
    pub totals: Vec<Total>,
}

/// Why a playout could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayoutFailed {
    /// The volume has no random generator.
    NoGenerator,
    /// The generator stopped before the game's end: why.
    Stopped(String),
    /// The table could not replay what the generator made.
    Unplayable(Unplayable),
}

/// Lets the volume's generator play a whole game of `scenario` from `seed`
/// and judges every entry it made, as the table judges any log.
pub fn judge_playout<V: Volume>(
    volume: &V,
    data: &V::Data,
    (scenario, seed): (&str, u64),
) -> Result<JudgedPlayout<V::Data>, PlayoutFailed> {
    let PlayedOut { data, entries } = volume
        .play_out(data, scenario, seed)
        .ok_or(PlayoutFailed::NoGenerator)?
        .map_err(PlayoutFailed::Stopped)?;
    let mut log = TableLog::new(volume.key(), scenario, seed);
    log.entries = entries;
    let replayed = replay(volume, &data, &log, usize::MAX).map_err(PlayoutFailed::Unplayable)?;
    let mut broken = Vec::new();
    let mut warnings = 0;
    for (at, step) in replayed.steps.iter().enumerate() {
        for verdict in &step.verdicts {
            if verdict.error {
                broken.push((at + 1, verdict.clone()));
            } else {
                warnings += 1;
            }
        }
    }
    let totals = match replayed.steps.last() {
        Some(last) => last.totals.clone(),
        None => volume.totals(&data, &replayed.state),
    };
    Ok(JudgedPlayout {
        data,
        log,
        broken,
        warnings,
        totals,
    })
}
