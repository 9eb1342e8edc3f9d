//! # gandhi-validator
//!
//! The rules model of *Gandhi* (GMT Games, COIN Series Vol. IX): component
//! data with provenance, the game state, derived facts (Active pieces, Raj
//! Control, Crisis, victory totals), static checks, the sequence of play,
//! and the checks of declared actions, Events and Campaign Round steps,
//! whose findings each cite a rulebook section.
//!
//! The crate knows no GUI, no files and no clock. Loaders take text; all
//! randomness comes from the seed stored in the state. It words nothing
//! either: a finding is an issue code with typed arguments
//! ([`findings::Issue`]), a non-player's decision a trace of typed lines,
//! and programs word them in their own languages.
//!
//! ## The front door
//!
//! Everything the crate offers is reached through nine modules, each name
//! at one path only: [`terms`] (Factions, pieces, spaces),
//! [`components`] (component data and a table's checks of it),
//! [`position`] (a state, its set-up, free edits, totals), [`play`] (the
//! sequence of play and the checks of what a Faction did), [`findings`],
//! [`nonplayers`] (chapter 8), [`log`] (a saved game, its seal, and
//! [`log::Game`]), [`playouts`] and [`volume`] (Gandhi behind the table's
//! contract, `coin_table::Volume`). The files behind them are private and
//! import one another by layers (ARCHITECTURE.md). What names nothing of
//! Gandhi (rule sections, the seal, notes, YAML with its places) is the
//! table's crate, `coin_table`, reached there.
//!
//! [`log::Game`] is the usual way in: a game from a record, each entry
//! applied and judged in context (`push`, `judge`), a saved game judged
//! again entry by entry (`open`), its findings and totals, and the
//! non-players' decisions and plans (`np_decision`, `np_plan`, `np_phase`,
//! `np_next_step`). A saved game's log is sealed by a chain of hashes that
//! shows an edit made by hand.
//!
//! ```
//! use gandhi_validator::components::GameData;
//! use gandhi_validator::play::check;
//! use gandhi_validator::position::{setup, totals};
//!
//! let data = GameData::bundled().expect("the bundled data loads");
//! let state = setup(&data, "short", 42).expect("the Short scenario exists");
//! let totals = totals(&data, &state);
//! assert_eq!(totals.scores.raj.total, 28);
//! assert!(check(&data, &state).is_clean());
//! ```
//!
//! A declared action is judged against the whole change it made:
//!
//! ```
//! use gandhi_validator::components::GameData;
//! use gandhi_validator::play::{Declared, Execution, Operation, check_action};
//! use gandhi_validator::position::setup;
//! use gandhi_validator::terms::{Faction, Piece};
//!
//! let data = GameData::bundled().expect("the bundled data loads");
//! let before = setup(&data, "short", 42).expect("the Short scenario exists");
//! let delhi = data.map.by_key("delhi").expect("Delhi is on the map");
//! // The Raj deploys two Troops to Delhi (3.2.1): Troops alone cost nothing.
//! let mut after = before.clone();
//! after.available.remove(Piece::Troop, 2);
//! after.space_mut(delhi).pieces.add(Piece::Troop, 2);
//! let deploy = Declared::operation(Faction::Raj, Operation::Deploy, None);
//! let report = check_action(&data, &deploy, &Execution::whole(&before, &after));
//! assert!(report.findings.is_empty());
//! ```

// The vocabulary is read first, so that its macros serve every module.
#[macro_use]
mod vocab;

mod action;
mod check;
mod contract;
mod contract_log;
mod contract_np;
mod control;
mod data;
mod edit;
mod fidelity;
mod formats;
mod freedoms;
mod game;
mod ids;
mod map_check;
mod np;
mod playout;
mod record;
mod said;
mod sequence;
mod setup;
mod simulation;
mod state;
mod state_file;
mod table_moves;
mod victory;

/// The game's terms: Factions, pieces, spaces, places, markers, cards and rule sections.
pub mod terms {
    pub use crate::ids::{
        Card, FactId, Faction, Marker, PerFaction, Piece, PieceCounts, Place, RailEnd, SpaceId,
        SpaceKind, Stock, SupportLevel,
    };
}

/// Component data with its provenance, the players' own files, and a table's checks of the map.
pub mod components {
    pub use crate::data::arjuna::{ArjunaCard, ArjunaData, ArjunaId, Face, LetterError};
    pub use crate::data::cards::CardCatalog;
    pub use crate::data::checks::{
        Check, Refusal, TableChecks, base_provenance, from_yaml as table_checks_from_yaml,
        to_yaml as table_checks_to_yaml,
    };
    pub use crate::data::effects::{
        Count, Effect, EventMarker, Filter, NvDestination, Removable, Side, Step as EffectStep,
    };
    pub use crate::data::map::{LAYOUT_SIZE, Map, Space, Town};
    pub use crate::data::np_aid::{
        CardFace, CardNode, Column, Condition as CardCondition, KeepCount, KeepRow, KeepWord,
        Measure, Next, NpAid, Row, SpecialAction, SpecialTry, load_np_aid,
    };
    pub use crate::data::pieces::ProtestBox;
    pub use crate::data::player_cards::{
        PlayerCard, faction_order as four_factions, from_yaml as player_cards_from_yaml,
        to_yaml as player_cards_to_yaml,
    };
    pub use crate::data::players_aid::{AidCounts, PlayersAid};
    pub use crate::data::provenance::{CheckedValue, Fact, Provenance};
    pub use crate::data::random_spaces::{RandomSpaces, next_slot};
    pub use crate::data::scenario::SetupStep;
    pub use crate::data::{DataSources, GameData, bundled};
    pub use crate::map_check::{
        Mismatch, Progress as MapCheckProgress, checkable_facts, fact_provenance, fact_value,
        kinds, mismatches, next_unchecked, progress as map_check_progress,
    };
}

/// A position on the table: the state, its set-up, free edits, Raj Control, victory totals and the state file.
pub mod position {
    pub use crate::control::{
        active_non_raj_pieces, activists_active, controlled_spaces, is_state, raj_control,
    };
    pub use crate::edit::{Edit, EditError, addable_markers, apply as apply_edit, level_shifts};
    pub use crate::setup::{SetupError, place_gandhi, setup};
    pub use crate::state::{Deck, Eligibility, GameRng, GameState, Seat, SpaceState, four_players};
    pub use crate::state_file::{from_yaml as state_from_yaml, to_yaml as state_to_yaml};
    pub use crate::table_moves::table_moves;
    pub use crate::victory::{
        SoloResult, Totals, VictoryCheck, lone_player, ranking, seat_margin, seat_meets_condition,
        seat_ranking, solo_result, totals, victory_check,
    };
}

/// The sequence of play and what a Faction declares; the checks of actions, Events and Campaign Round steps.
pub mod play {
    pub use crate::action::campaign::{
        automatic_edits, check_phase, raj_earnings, revolutionaries_earnings,
    };
    pub use crate::action::explain::{Candidate, Explanation, explain_change};
    pub use crate::action::helpers::one_space;
    pub use crate::action::{Execution, check_action};
    pub use crate::check::check;
    pub use crate::sequence::{
        CardPlay, Ending, Executed, Open, Options, Progress, Slot, Stage, Turn, end_of_card,
        faction_order, next_turn,
    };
    pub use crate::vocab::action::{Choice, Declared, Die, Operation, Special};
    pub use crate::vocab::phase::Phase;
    pub use crate::vocab::track::{TRACK_LIMIT, Track};
}

/// Findings: issue codes with typed arguments, each citing a rule section, and how they group by cause.
pub mod findings {
    pub use crate::vocab::finding::{Caveat, Finding, Report};
    pub use crate::vocab::group::{Group, follows, groups, headline_count};
    pub use crate::vocab::issue::{Arg, Issue, Term};
    pub use crate::vocab::severity::Severity;
}

/// The non-player Factions of chapter 8: their decisions, plans and traces.
pub mod nonplayers {
    pub use crate::np::auto::{Step as NpStep, Stop, next_step};
    pub use crate::np::campaign::{Left, PhasePlan, plan_league_programme, plan_phase};
    pub use crate::np::eligibility::decide_eligible;
    pub use crate::np::engine::{Answers, plan_turn, plan_turn_with};
    pub use crate::np::event::{event_column, plan_event};
    pub use crate::np::pass::pass_turn;
    pub use crate::np::plan::{Manual, Plan};
    pub use crate::np::select::select_space;
    pub use crate::np::trace::{
        Condition as EligibilityCondition, Decision, Dice, Note, NoteArg, NoteCode, NpChoice,
        Purpose, Question, Trace, TraceLine,
    };
}

/// A game: its sealed log, replay, bookmarks and notes, and the front door `Game`.
pub mod log {
    pub use crate::game::{Difference, Game, Opened};
    pub use crate::record::{
        Branch, Entry, GameRecord, LogText, ReadGame, ReplayError, TooLargeToRead,
        VERSION as RECORD_VERSION, from_yaml as record_from_yaml, read as read_record, record_edit,
        replay, to_readable_yaml, to_yaml as record_to_yaml,
    };
    pub use crate::said::RecordedFinding;
}

/// Gandhi as a volume of the table (`coin_table::Volume`).
pub mod volume {
    pub use crate::contract::{Gandhi, OWN_FILES};
    pub use crate::contract_log::{AsTableLog, OwnDeck, table_log};
    pub use crate::contract_np::{ANSWERS, Answer};
}

/// Random whole games, the made-up aid they use, and the fidelity harness.
pub mod playouts {
    pub use crate::fidelity::{
        Example, Fault, Fidelity, Opener, Step as FidelityStep, judge_step, mutate, run_game,
    };
    pub use crate::freedoms::{Freedom, StepLog, freedoms_in};
    pub use crate::playout::{
        Checks, Drawing, PlayoutError, Summary, judged_with, play_game, play_game_drawing,
        playout_data, simulation_data,
    };
    pub use crate::simulation::{columns, simulation_aid, single};
}
