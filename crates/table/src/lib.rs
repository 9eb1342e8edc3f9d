//! What every volume on the table shares, whatever game it is: rule
//! sections and their index, where a fact of a volume's data comes from, the seal of a saved log, the players' notes
//! and bookmarks on it, the lines of play set aside beside it, the moves
//! that put a physical table back to another position, the table's own log
//! of any volume's game, a volume's random playout judged, YAML files read with the file, line and column of
//! every error, a list whose copies share their items, and the flow that
//! traces
//! pieces that moved to where they came from, a board as a table enters it
//! from its copy (`BoardSheet`), an Event card's effects as a table enters
//! them (`EnteredCard`); and the contract a volume keeps with the
//! table (`Volume`).
//!
//! This crate names nothing of any one game: a volume gives it what differs
//! (the salt of its seal, the names of its file formats). Every item is
//! offered here at the crate's root, at one path; the files behind it are
//! private.

mod annotation;
mod distance;
mod draws;
mod effects;
mod flow;
mod lines;
mod playout;
mod put_back;
mod rule;
mod seal;
mod shared_vec;
mod sheet;
mod source;
mod table_log;
mod turn;
mod volume;
mod yaml;

pub use annotation::{Annotation, RawAnnotation, annotation_to_raw, read_annotations};
pub use distance::{
    DRAWS_COMMITTED, Distance, EntrySignature, FairDraw, Hand, Reveal, Seat, SeatKey, pick,
};
pub use draws::DrawStep;
pub use effects::{EffectForm, EffectStep, EnteredCard, FieldKind, StepKind};
pub use flow::{Lot, max_flow, routable};
pub use lines::Line;
pub use playout::{JudgedPlayout, PlayoutFailed, judge_playout};
pub use put_back::{TableMove, put_back};
pub use rule::{RuleRef, RuleRefError, RulesIndex};
pub use seal::{
    Break, BreakKind, Chain, Closing, Hash, Link, Seal, canonical, check_time, is_rfc3339, link,
};
pub use shared_vec::SharedVec;
pub use sheet::{BoardSheet, SheetNumber, SheetSpace};
pub use source::{RawSourced, Source, SourceFields, Sourced, read_source};
pub use table_log::{
    ReadLog, Replayed, TABLE_LOG_FORMAT, TABLE_LOG_VERSION, TableLog, Unplayable, non_player_entry,
    non_player_trace, play_entry, play_in_game, replay, volume_of,
};
pub use turn::{TURN_FORMAT, TURN_VERSION, Taken, Turn, TurnRefused};
pub use volume::{
    Gesture, Judged, Layout, Made, NonPlayerTurn, NotPlanned, OwnFile, PieceLook, PieceShape,
    PlayedOut, Question, Reason, Refused, SoFar, SpaceView, TableEntry, Total, Verdict, Volume,
    take_action, uncited,
};
pub use yaml::{
    BYTES_PER_ALIAS_EVENT, Formats, Headed, LoadError, LoadErrors, MAX_TEXT_BYTES,
    MIN_ALIAS_EVENTS, TextPos, entries, expect_end, expect_format, parse_formatted, parse_yaml,
    unplaced,
};
