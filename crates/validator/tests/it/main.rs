//! The validator's integration tests, in one binary so that the crate is
//! linked once. Each module is one area of the rules; `common` holds the
//! helpers they share.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

mod action_examples;
mod arjuna;
mod arjuna_identity;
mod broken_states;
mod campaign;
mod cases;
mod common;
mod data;
mod distance;
mod event_examples;
mod examples;
mod explain;
mod fidelity;
mod fidelity_freedoms;
mod helpers;
mod layers;
mod map_checks;
mod np_auto;
mod np_campaign;
mod np_eligibility;
mod np_engine;
mod np_event;
mod np_invariant;
mod np_moves;
mod np_special;
mod own_arjuna;
mod player_effects;
mod players_aid;
mod playouts;
mod record;
mod rule_refs;
mod rules_coverage;
mod scenarios;
mod sealed_log;
mod sequence;
mod state_file;
mod table_moves;
mod victory;
mod volume;
