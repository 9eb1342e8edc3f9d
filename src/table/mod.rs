//! A game-agnostic table: what to draw (spaces, lines, tokens, boxes) and
//! what the players asked for (intents). It knows nothing of Gandhi: a game
//! adapter builds a [`TableView`] from its own data and state each frame, and
//! turns the [`Intent`]s back into its own edits. Widgets only record
//! intents; they never change the game.

mod draw;
mod view;

pub use draw::{DROP, MIN_TEXT, board_ui, boxes_ui, token_icon};
pub use view::*;
