//! Gandhi behind the table's contract (`coin_table::Volume`): its data, its
//! set-up, its free edits, its checks of a position and of a declared
//! action, its four totals and what the board draws, each handed to the
//! table as the contract's plain data.

use coin_table::{Chain, Formats, Layout, RulesIndex, SpaceView, Total, Verdict, Volume};

use crate::action::{Execution, check_action};
use crate::check::check;
use crate::data::GameData;
use crate::data::map::LAYOUT_SIZE;
use crate::edit::{Edit, apply, track_value};
use crate::ids::{Faction, PieceCounts};
use crate::said::Writer;
use crate::setup::setup;
use crate::state::GameState;
use crate::victory::totals;
use crate::vocab::action::Declared;
use crate::vocab::finding::Finding;
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;

/// Gandhi (COIN Series Vol. IX) as a volume of the table.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gandhi;

/// A finding as the contract's verdict: its section, its issue's code, and
/// its arguments as the saved game writes them.
fn verdict(data: &GameData, finding: &Finding) -> Verdict {
    let writer = Writer { data };
    Verdict {
        rule: finding.rule,
        code: finding.issue.code().to_owned(),
        error: finding.severity == Severity::Error,
        args: finding
            .args
            .iter()
            .map(|arg| {
                serde_json::to_string(&writer.arg(arg))
                    .unwrap_or_else(|error| format!("unwritable: {error}"))
            })
            .collect(),
    }
}

/// The kinds of pieces with any there, each by its key.
fn pieces(counts: &PieceCounts) -> Vec<(String, u32)> {
    counts
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(piece, n)| (piece.key().to_owned(), u32::from(n)))
        .collect()
}

impl Volume for Gandhi {
    type Data = GameData;
    type State = GameState;
    type Edit = Edit;
    type Action = Declared;

    fn key(&self) -> &'static str {
        "gandhi"
    }

    fn formats(&self) -> Formats {
        crate::formats::FORMATS
    }

    fn chain(&self) -> Chain {
        crate::formats::CHAIN
    }

    fn rules<'d>(&self, data: &'d GameData) -> &'d RulesIndex {
        &data.rules
    }

    fn scenarios(&self, data: &GameData) -> Vec<String> {
        data.scenarios.iter().map(|s| s.key.clone()).collect()
    }

    fn setup(&self, data: &GameData, scenario: &str, seed: u64) -> Result<GameState, String> {
        setup(data, scenario, seed).map_err(|error| error.to_string())
    }

    fn apply(&self, data: &GameData, state: &mut GameState, edit: &Edit) -> Result<(), String> {
        apply(data, state, edit).map_err(|error| error.to_string())
    }

    fn check(&self, data: &GameData, state: &GameState) -> Vec<Verdict> {
        check(data, state)
            .findings
            .iter()
            .map(|f| verdict(data, f))
            .collect()
    }

    fn judge(
        &self,
        data: &GameData,
        action: &Declared,
        before: &GameState,
        after: &GameState,
    ) -> Vec<Verdict> {
        check_action(data, action, &Execution::whole(before, after))
            .findings
            .iter()
            .map(|f| verdict(data, f))
            .collect()
    }

    fn totals(&self, data: &GameData, state: &GameState) -> Vec<Total> {
        let totals = totals(data, state);
        Faction::ALL
            .into_iter()
            .map(|faction| Total {
                side: faction.key().to_owned(),
                total: i64::from(totals.scores[faction].total),
                threshold: i64::from(totals.scores[faction].threshold),
            })
            .collect()
    }

    fn layout(&self, data: &GameData, state: &GameState) -> Layout {
        let map = &data.map;
        let spaces = map
            .spaces()
            .iter()
            .map(|space| SpaceView {
                key: space.key.clone(),
                kind: space.kind.value.key().to_owned(),
                at: (space.at.x / LAYOUT_SIZE, space.at.y / LAYOUT_SIZE),
                pieces: pieces(&state.space(space.id).pieces),
                neighbours: map
                    .neighbours(space.id)
                    .iter()
                    .map(|n| map.space(*n).key.clone())
                    .collect(),
            })
            .collect();
        Layout {
            spaces,
            boxes: vec![
                ("available".to_owned(), pieces(&state.available)),
                ("out_of_play".to_owned(), pieces(&state.out_of_play)),
                ("jail".to_owned(), pieces(&state.jail)),
            ],
            tracks: Track::ALL
                .into_iter()
                .map(|track| (track.key().to_owned(), i64::from(track_value(state, track))))
                .collect(),
        }
    }
}
