//! Gandhi behind the table's contract (`coin_table::Volume`): its data, its
//! set-up, its free edits, its checks of a position and of a declared
//! action, its four totals and what the board draws, each handed to the
//! table as the contract's plain data.

use coin_table::{Chain, Formats, Gesture, Layout, RulesIndex, SpaceView, Total, Verdict, Volume};

use crate::action::{Execution, check_action};
use crate::check::check;
use crate::data::GameData;
use crate::data::map::LAYOUT_SIZE;
use crate::edit::{Edit, apply, track_value};
use crate::ids::{Faction, Piece, PieceCounts, Place, SpaceKind};
use crate::said::{AVAILABLE, JAIL, OUT_OF_PLAY, Writer, place_key};
use crate::setup::setup;
use crate::state::{Eligibility, GameState};
use crate::victory::totals;
use crate::vocab::action::{Choice, Declared, Operation};
use crate::vocab::finding::Finding;
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;

/// Gandhi (COIN Series Vol. IX) as a volume of the table.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gandhi;

impl Gandhi {
    /// The key the layout and the gestures give a place: a space's key,
    /// or the box's (`available`, `out_of_play`, `jail`).
    pub fn place_key(data: &GameData, place: Place) -> String {
        place_key(data, place)
    }
}

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
            .map(|arg| plain(serde_json::to_value(writer.arg(arg))))
            .collect(),
    }
}

/// An argument as plain text: a space, a Faction or a number as its file
/// writes it (`mysore`, `raj`, `3`); anything with more parts as compact
/// JSON.
fn plain(written: Result<serde_json::Value, serde_json::Error>) -> String {
    use serde_json::Value;
    let value = match written {
        Ok(value) => value,
        Err(error) => return format!("unwritable: {error}"),
    };
    let inner = match &value {
        Value::Object(fields) if fields.len() == 1 => fields.values().next(),
        _ => Some(&value),
    };
    match inner {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => value.to_string(),
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
                small: space.kind.value == SpaceKind::Railway,
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
                (place_key(data, Place::Available), pieces(&state.available)),
                (
                    place_key(data, Place::OutOfPlay),
                    pieces(&state.out_of_play),
                ),
                (place_key(data, Place::Jail), pieces(&state.jail)),
            ],
            tracks: Track::ALL
                .into_iter()
                .map(|track| (track.key().to_owned(), i64::from(track_value(state, track))))
                .collect(),
        }
    }

    fn edit(&self, data: &GameData, gesture: &Gesture) -> Result<Edit, String> {
        match gesture {
            Gesture::Move {
                piece,
                count,
                from,
                to,
            } => {
                let piece = Piece::ALL
                    .into_iter()
                    .find(|p| p.key() == piece)
                    .ok_or_else(|| format!("`{piece}` is not a kind of piece"))?;
                let count = u8::try_from(*count)
                    .map_err(|_| format!("{count} pieces are more than the game has"))?;
                Ok(Edit::MovePieces {
                    piece,
                    count,
                    from: place(data, from)?,
                    to: place(data, to)?,
                })
            }
            Gesture::Track { track, value } => {
                let track = Track::ALL
                    .into_iter()
                    .find(|t| t.key() == track)
                    .ok_or_else(|| format!("`{track}` is not a track"))?;
                let value =
                    i32::try_from(*value).map_err(|_| format!("{value} is off the track"))?;
                Ok(Edit::SetTrack { track, value })
            }
        }
    }

    /// Each Eligible Faction may pass or choose one of its Operations
    /// (2.3.1, 3.1), written `<faction> <operation>` or `<faction> pass`.
    fn declarable(&self, _: &GameData, state: &GameState) -> Vec<String> {
        Faction::ALL
            .into_iter()
            .filter(|faction| state.eligibility[*faction] == Eligibility::Eligible)
            .flat_map(|faction| {
                std::iter::once(format!("{} pass", faction.key())).chain(
                    Operation::of(faction)
                        .iter()
                        .map(move |op| format!("{} {}", faction.key(), op.key())),
                )
            })
            .collect()
    }

    fn action(&self, _: &GameData, text: &str) -> Result<Declared, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [faction, what] = words[..] else {
            return Err(format!("`{text}` is not `<faction> <operation>`"));
        };
        let faction = Faction::ALL
            .into_iter()
            .find(|f| f.key() == faction)
            .ok_or_else(|| format!("`{faction}` is not a Faction"))?;
        if what == "pass" {
            return Ok(Declared {
                faction,
                choice: Choice::Pass,
                dice: Vec::new(),
            });
        }
        Operation::of(faction)
            .iter()
            .find(|op| op.key() == what)
            .map(|op| Declared::operation(faction, *op, None))
            .ok_or_else(|| format!("`{what}` is not an Operation of that Faction (3.1)"))
    }

    /// Gandhi's findings are worded by the program's own files, not yet
    /// through the contract.
    fn words(&self, _: &str) -> &'static str {
        ""
    }
}

/// A place by the key the layout gives it.
fn place(data: &GameData, key: &str) -> Result<Place, String> {
    match key {
        AVAILABLE => Ok(Place::Available),
        OUT_OF_PLAY => Ok(Place::OutOfPlay),
        JAIL => Ok(Place::Jail),
        _ => data
            .map
            .by_key(key)
            .map(Place::Space)
            .ok_or_else(|| format!("`{key}` is not a space of the map")),
    }
}
