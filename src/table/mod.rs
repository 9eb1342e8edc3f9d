//! A game-agnostic table: what to draw (spaces, lines, tokens, boxes) and
//! what the players asked for (intents). It knows nothing of Gandhi: a game
//! adapter builds a [`TableView`](view::TableView) from its own data and state each frame, and
//! turns the [`Intent`](view::Intent)s back into its own edits. Widgets only record
//! intents; they never change the game. The chart of the sides' margins
//! over a game is drawn here too, for any volume.

pub mod chart;
pub mod draw;
pub(crate) mod view;
