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

pub(crate) mod files;
pub mod findings;
pub mod fluent;
pub mod keys;
pub mod log;
pub mod map;
pub mod names;
pub mod np;
pub mod volume;
