//! Helpers the board's tests share: a scratch folder, the real app in a
//! harness of a given size, a mouse drag, and a made-up card entry.

use std::ops::Deref;
use std::path::Path;

use egui::{Pos2, Vec2};
use egui_kittest::Harness;
use gandhi_moderator::app::{AppConfig, GandhiApp, command::Command};
use gandhi_moderator::session::OwnDecks;
use gandhi_validator::components::PlayerCard;
use gandhi_validator::components::{CardFace, CardNode, Column, Next};
use gandhi_validator::play::Operation;
use gandhi_validator::position::{Seat, four_players};
use gandhi_validator::terms::Faction;

/// An empty folder of the system's temporary folder for one test, removed
/// with everything in it when the test ends, passed or failed.
pub struct Scratch(tempfile::TempDir);

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A new scratch folder whose name starts with `gandhi-{group}-{name}-`.
pub fn scratch(group: &str, name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("gandhi-{group}-{name}-"))
        .tempdir()
        .unwrap_or_else(|e| panic!("a scratch folder for {group}/{name}: {e}"));
    Scratch(dir)
}

/// The real app, started with `config`, in a window of `size`, after its
/// first frames.
pub fn harness(config: AppConfig, size: Vec2) -> Harness<'static, GandhiApp> {
    let app = GandhiApp::new(config).unwrap();
    let mut harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut GandhiApp| app.show(ui), app);
    harness.run();
    harness
}

/// Presses at `start` and moves to `end` in six steps, the way a mouse
/// would, without releasing (the caller drops, or looks first).
pub fn drag_over<S>(harness: &mut Harness<'_, S>, start: Pos2, end: Pos2) {
    harness.hover_at(start);
    harness.run();
    harness.drag_at(start);
    harness.run();
    for step in 1..=6 {
        let t = step as f32 / 6.0;
        harness.hover_at(start + (end - start) * t);
        harness.run();
    }
}

/// A card's entry with a made-up faction order and no non-player marks.
pub fn made_up_card(number: u8, order: [Faction; 4]) -> PlayerCard {
    PlayerCard {
        number,
        title: None,
        faction_order: Some(order),
        critical: Some(Vec::new()),
        halos: Some(Vec::new()),
        ..PlayerCard::default()
    }
}

/// The made-up order the non-player tests use: the Revolutionaries first.
pub const REVOLUTIONARIES_FIRST: [Faction; 4] = [
    Faction::Revolutionaries,
    Faction::Raj,
    Faction::Congress,
    Faction::MuslimLeague,
];

/// A new Short game, seed 29, with the Revolutionaries as the one
/// non-player.
pub fn new_game_with_the_revolutionaries_as_non_player(harness: &mut Harness<'_, GandhiApp>) {
    new_revolutionaries_game(harness, OwnDecks::default());
}

/// A new Short game, seed 29, with the Revolutionaries as the one
/// non-player, drawing from the table's own decks as `decks` says.
pub fn new_revolutionaries_game(harness: &mut Harness<'_, GandhiApp>, decks: OwnDecks) {
    let mut seats = four_players();
    seats[Faction::Revolutionaries] = Seat::NonPlayer;
    harness.state_mut().request(Command::NewGame {
        scenario: "short".to_owned(),
        seed: 29,
        seats,
        decks,
    });
    harness.run();
}

/// A made-up Arjuna side: one Operation box, Rally with the Place
/// Guerrillas column, then the turn ends.
pub fn made_up_rally_side() -> CardFace {
    CardFace {
        nodes: vec![CardNode {
            id: "rally".to_owned(),
            operation: Some(Operation::Rally),
            column: Some(Column::PlaceGuerrillas),
            then: Some(Next::Stop),
            ..CardNode::default()
        }],
        partial: false,
    }
}
