//! Every piece of text the program shows, in English, Italian and Spanish.
//!
//! The wording lives in Fluent files (`assets/i18n/<lang>/*.ftl`, compiled
//! in): labels in `ui.ftl`, the names of the game's things in `names.ftl`,
//! findings in `findings.ftl`, log entries and errors in `log.ftl`, the
//! non-players' decisions in `np.ftl`, the map check in `map.ftl`, the
//! command line's messages in `cli.ftl`. The validator hands over codes
//! with typed arguments; this module turns them into words at display time, so
//! a saved game reads in any language. Game terms follow the rulebook's
//! translations (Moderazione/Moderación, Principato/Estado Nativo,
//! Nascosto/Oculta, Cipayo…).

mod files;
mod findings;
mod fluent;
mod keys;
mod log;
mod map;
mod names;
mod np;

pub use files::file_error;
pub use findings::{caveat, finding, recorded_finding};
pub use fluent::{Args, Files, Lang, Said, check, files, has, kebab, say, text, tr};
pub use keys::Key;
pub use log::{
    autosaves_kept, choice, difference, edit_error, edit_sentence, opened_error, place,
    replay_error, seal_verdict, setup_error,
};
pub use map::{checked_source, end_name, fact_name, mismatch, refusal, value_text};
pub use names::{
    card_name, column, eligibility, faction, level, level_badge, marker, np_choice, operation,
    phase, piece, scenario_name, space_kind, space_name, special, special_action, stock, term,
    town_name, track,
};
pub use np::{
    aid_counts, card_condition, np_manual, np_question, np_stop, np_trace, np_trace_lines, row,
};
