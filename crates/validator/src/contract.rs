//! Gandhi behind the table's contract (`coin_table::Volume`): its data, its
//! set-up, its free edits, its checks of a position and of a declared
//! action, its four totals and what the board draws, each handed to the
//! table as the contract's plain data.

use coin_table::{
    Chain, Formats, Gesture, Layout, LoadErrors, Made, NonPlayerTurn, NotPlanned, OwnFile,
    PlayedOut, RulesIndex, SoFar, SpaceView, Total, Verdict, Volume,
};

use crate::action::{Execution, Played, check_action};
use crate::check::check;
use crate::contract_np::{turn, walk};
use crate::data::GameData;
use crate::data::map::LAYOUT_SIZE;
use crate::data::player_cards::from_yaml as player_cards;
use crate::data::players_aid::PlayersAid;
use crate::edit::{Edit, apply};
use crate::game::sequence_of_play;
use crate::ids::{Faction, Piece, PieceCounts, Place, SpaceKind};
use crate::record::{edit_text, read_edit_text};
use crate::said::{AVAILABLE, JAIL, OUT_OF_PLAY, Writer, place_key};
use crate::sequence::Progress;
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

    /// The changes a table's entry stands for in Gandhi's own log: the
    /// Arjuna cards that decided it, its declaration, its other changes and
    /// its close; or the first part Gandhi cannot read.
    pub fn entry_edits(
        &self,
        data: &GameData,
        entry: &coin_table::TableEntry,
    ) -> Result<Vec<Edit>, String> {
        let action = |text: &str| self.action(data, text);
        let edit = |gesture: &Gesture| self.edit(data, gesture);
        crate::contract_np::entry_edits((&action, &edit), entry)
    }

    /// The line of a non-player's trace that a reason given by
    /// [`Volume::non_player_turn`] stands for, to be worded as Gandhi's
    /// own board words it; none for a reason that is no such line.
    pub fn trace_line(
        data: &GameData,
        reason: &coin_table::Reason,
    ) -> Option<crate::np::trace::TraceLine> {
        crate::contract_np::trace_line(data, reason)
    }

    /// A change of Gandhi's as the gesture the table's log holds: a move
    /// and a track as the table's own, any other as Gandhi's written
    /// change.
    pub fn gesture(data: &GameData, edit: &Edit) -> Gesture {
        crate::contract_np::gesture(data, edit)
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

/// Gandhi's own files ([`Volume::own_files`]): the players' cards, then
/// their non-player aid.
pub const OWN_FILES: [OwnFile; 2] = [
    OwnFile {
        key: "cards",
        file: "cards.yaml",
    },
    OwnFile {
        key: "np-aid",
        file: "np_aid.yaml",
    },
];

impl Volume for Gandhi {
    type Data = GameData;
    type State = GameState;
    type Edit = Edit;
    type Action = Declared;
    type Play = Progress;

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

    /// An Operation is judged as Gandhi's own log judges it when it is
    /// closed: on the states each change left, with the Special Activity's
    /// part between its marks and the dice its changes rolled.
    fn judge(
        &self,
        data: &GameData,
        action: &Declared,
        made: Made<'_, GameState, Edit>,
    ) -> Vec<Verdict> {
        judged(data, action, made)
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
                .map(|track| (track.key().to_owned(), i64::from(state.tracks.get(track))))
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
            Gesture::Change(text) => match read_edit_text(data, text)? {
                Edit::Declare(_) => {
                    Err("a declaration is the entry's own, not one of its changes".to_owned())
                }
                edit => Ok(edit),
            },
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

    /// `<faction> <operation>` or `<faction> pass`, as offered; or the
    /// whole declaration in the written form of Gandhi's changes (a
    /// non-player's, with its Special Activity or its Event).
    fn action(&self, data: &GameData, text: &str) -> Result<Declared, String> {
        if text.trim_start().starts_with('{') {
            return match read_edit_text(data, text)? {
                Edit::Declare(declared) => Ok(declared),
                _ => Err(format!("`{text}` declares nothing")),
            };
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let [faction, what] = words[..] else {
            return Err(format!("`{text}` is not `<faction> <operation>`"));
        };
        let faction = self::faction(faction)?;
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

    /// At a space: a level shifted one step (1.6), a marker added or
    /// removed, a Guerrilla flipped, Gandhi placed at set-up, a die rolled
    /// for it. Of the game:
    /// each Faction's seat turned between a player and a non-player, the
    /// Arjuna deck shuffled when a non-player sits (8.3), the next card
    /// drawn, a die rolled, each Faction's cylinder moved between Eligible
    /// and Ineligible (2.3). A die is the program's next from the game's
    /// seed, as Gandhi's own board rolls it.
    fn changes(&self, data: &GameData, state: &GameState, at: Option<&str>) -> Vec<String> {
        let edits = match at {
            Some(key) => data
                .map
                .by_key(key)
                .map(|id| changes_at(data, state, id))
                .unwrap_or_default(),
            None => changes_of_the_game(state),
        };
        edits.iter().map(|edit| edit_text(data, edit)).collect()
    }

    /// Each Faction: chapter 8 runs any Faction seated as a non-player.
    fn non_player_sides(&self, _: &GameData) -> Vec<String> {
        Faction::ALL.iter().map(|f| f.key().to_owned()).collect()
    }

    fn non_player_turn(
        &self,
        data: &GameData,
        game: SoFar<'_, GameState, Progress>,
        side: &str,
        answers: &[String],
    ) -> Result<NonPlayerTurn, NotPlanned> {
        let faction = faction(side).map_err(NotPlanned::Cannot)?;
        turn(data, &game, faction, answers)
    }

    /// Gandhi's sequence of play is folded from each entry's changes, as
    /// its own log folds it.
    /// The players' card file (the faction orders, marks and texts of the
    /// cards they entered) and their non-player aid file, in the user data
    /// folder since before the table carried other volumes.
    fn own_files(&self) -> &'static [OwnFile] {
        &OWN_FILES
    }

    fn with_own_file(
        &self,
        data: &GameData,
        key: &str,
        (file, text): (&str, &str),
    ) -> Result<(GameData, usize), LoadErrors> {
        match key {
            "cards" => {
                let cards = player_cards(file, text, data.cards.event_count.value)?;
                let mut merged = data.clone();
                merged.cards = data.cards.with_players(&cards, file);
                Ok((merged, cards.len()))
            }
            "np-aid" => {
                let aid = PlayersAid::load(data, file, text)?;
                let counts = aid.counts();
                let count = counts.faces + counts.columns + counts.slots + counts.moves;
                Ok((aid.merged_into(data), count))
            }
            _ => Err(OwnFile::unknown(key, file)),
        }
    }

    fn play_out(
        &self,
        data: &GameData,
        scenario: &str,
        seed: u64,
    ) -> Option<Result<PlayedOut<GameData>, String>> {
        Some(crate::contract_log::played_out(data, scenario, seed))
    }

    /// The next card by a fair draw (decision 0064): among the unseen
    /// cards of the kind the set-up's shuffle put next, so that every card
    /// keeps its kind's place and the Campaign cards stay where the
    /// scenario's piles put them (2.1); the last card left needs no draw.
    fn fair_draw(
        &self,
        data: &GameData,
        state: &GameState,
        value: &coin_table::Hash,
    ) -> Option<Gesture> {
        use crate::ids::Card;
        let draw = &state.deck.draw;
        let edit = match draw.get(1) {
            None if draw.is_empty() => return None,
            None => Edit::NextCard,
            Some(next) => {
                let kind = |c: &Card| std::mem::discriminant(c) == std::mem::discriminant(next);
                let unseen: Vec<Card> = draw[1..].iter().copied().filter(kind).collect();
                Edit::Reveal {
                    card: unseen[coin_table::pick(value, unseen.len())],
                }
            }
        };
        Some(Gesture::Change(edit_text(data, &edit)))
    }

    fn draws_card(&self, data: &GameData, gesture: &Gesture) -> bool {
        match gesture {
            Gesture::Change(text) => matches!(
                read_edit_text(data, text),
                Ok(Edit::NextCard | Edit::Reveal { .. } | Edit::FirstCards { .. })
            ),
            _ => false,
        }
    }

    /// The Faction whose turn it is on the current Event card (2.3).
    fn whose_turn(&self, data: &GameData, state: &GameState, play: &Progress) -> Option<String> {
        match crate::sequence::stage(data, state, play) {
            crate::sequence::Stage::Turn(turn) => Some(turn.faction.key().to_owned()),
            _ => None,
        }
    }

    fn start_play(&self, _: &GameData, state: &GameState) -> Progress {
        Progress::start(state)
    }

    /// As Gandhi's own log judges each entry's changes in turn: a
    /// declaration out of turn (2.3), a Campaign step or a card out of
    /// order (6.0, 2.3.7), a Resource transfer outside an action (1.5.2).
    fn sequence(
        &self,
        data: &GameData,
        (state, progress): (&GameState, &Progress),
        entry: &coin_table::TableEntry,
    ) -> Vec<Verdict> {
        let Ok(edits) = self.entry_edits(data, entry) else {
            return Vec::new();
        };
        let mut findings = Vec::new();
        let game = (&mut state.clone(), &mut progress.clone());
        walk(data, game, &edits, |before, edit| {
            findings.extend(sequence_of_play(data, before, edit));
        });
        findings.iter().map(|f| verdict(data, f)).collect()
    }

    fn fold(
        &self,
        data: &GameData,
        progress: &mut Progress,
        entry: &coin_table::TableEntry,
        (before, _): (&GameState, &GameState),
    ) {
        if let Ok(edits) = self.entry_edits(data, entry) {
            walk(data, (&mut before.clone(), progress), &edits, |_, _| {});
        }
    }
}

/// The changes of [`Volume::changes`] at a space.
fn changes_at(data: &GameData, state: &GameState, id: crate::ids::SpaceId) -> Vec<Edit> {
    use crate::ids::Marker;
    let space = data.map.space(id);
    let here = state.space(id);
    let mut edits = Vec::new();
    let levels = crate::edit::level_shifts(space, here);
    edits.extend(
        levels
            .into_iter()
            .map(|level| Edit::SetLevel { space: id, level }),
    );
    let markers = crate::edit::addable_markers(space, here);
    edits.extend(
        markers
            .into_iter()
            .map(|marker| Edit::AddMarker { marker, space: id }),
    );
    let present = [
        (Marker::Protest, here.protests > 0),
        (Marker::Unrest, here.unrest > 0),
        (Marker::Strike, here.strikes > 0),
        (Marker::MuslimState, here.muslim_state),
    ];
    edits.extend(
        present
            .into_iter()
            .filter(|(_, there)| *there)
            .map(|(marker, _)| Edit::RemoveMarker { marker, space: id }),
    );
    for (piece, to_active) in [
        (Piece::GuerrillaUnderground, true),
        (Piece::GuerrillaActive, false),
    ] {
        if here.pieces.get(piece) > 0 {
            edits.push(Edit::FlipGuerrillas {
                space: id,
                count: 1,
                to_active,
            });
        }
    }
    if !state.pending.is_empty() {
        edits.push(Edit::PlaceGandhi { space: id });
    }
    edits.push(die_rolled(state, Some(id)));
    edits
}

/// The program's next die from the game's seed (for a space: an Attack,
/// a Negotiate), as the change that logs it; replaying it rolls it again.
fn die_rolled(state: &GameState, space: Option<crate::ids::SpaceId>) -> Edit {
    let mut rng = state.rng;
    Edit::Die(crate::vocab::action::Die::program(space, rng.roll_die()))
}

/// The changes of [`Volume::changes`] of the whole game.
fn changes_of_the_game(state: &GameState) -> Vec<Edit> {
    use crate::state::{Seat, four_players};
    let players = four_players();
    let mut edits: Vec<Edit> = Faction::ALL
        .into_iter()
        .map(|faction| Edit::SetSeat {
            faction,
            seat: match state.seats[faction] {
                Seat::NonPlayer => players[faction],
                Seat::Player(_) => Seat::NonPlayer,
            },
        })
        .collect();
    if Faction::ALL
        .into_iter()
        .any(|f| state.seats[f] == Seat::NonPlayer)
    {
        edits.push(Edit::ArjunaShuffle);
    }
    if !state.deck.draw.is_empty() {
        edits.push(Edit::NextCard);
    }
    edits.push(die_rolled(state, None));
    edits.extend(
        Faction::ALL
            .into_iter()
            .map(|faction| Edit::SetEligibility {
                faction,
                eligibility: match state.eligibility[faction] {
                    Eligibility::Eligible => Eligibility::Ineligible,
                    Eligibility::Ineligible => Eligibility::Eligible,
                },
            }),
    );
    edits
}

/// A Faction by its key.
fn faction(key: &str) -> Result<Faction, String> {
    Faction::from_key(key).ok_or_else(|| format!("`{key}` is not a Faction"))
}

/// What a declared action breaks: its changes carried out again from the
/// position before, each state kept, the Special Activity's part taken
/// between its marks, and the dice rolled added to the declaration. A
/// change that cannot be carried out (the table refused it already) leaves
/// the action judged as one change.
fn judged(
    data: &GameData,
    action: &Declared,
    made: Made<'_, GameState, Edit>,
) -> Vec<crate::vocab::finding::Finding> {
    let mut states = Vec::with_capacity(made.edits.len());
    let mut state = made.before.clone();
    for edit in made.edits {
        if apply(data, &mut state, edit).is_err() {
            let whole = Execution::whole(made.before, made.after);
            return check_action(data, action, &whole).findings;
        }
        states.push(state.clone());
    }
    let mut declared = action.clone();
    declared
        .dice
        .extend(made.edits.iter().filter_map(|edit| match edit {
            Edit::Die(die) => Some(*die),
            _ => None,
        }));
    let declare = Edit::Declare(declared.clone());
    // The state before the change at `i` (after the one before it).
    let before = |i: usize| {
        i.checked_sub(1)
            .and_then(|j| states.get(j))
            .unwrap_or(made.before)
    };
    let mark = |wanted: &Edit| made.edits.iter().position(|edit| edit == wanted);
    let special = mark(&Edit::SpecialStarts).map(|s| {
        (
            before(s),
            mark(&Edit::SpecialEnds).map_or(made.after, before),
        )
    });
    let played: Vec<Played<'_>> = std::iter::once(Played {
        edit: &declare,
        after: made.before,
    })
    .chain(
        made.edits
            .iter()
            .zip(&states)
            .map(|(edit, after)| Played { edit, after }),
    )
    .collect();
    let execution = Execution {
        before: made.before,
        special,
        after: made.after,
        played: &played,
    };
    check_action(data, &declared, &execution).findings
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
