//! Where the board's windows open, and which one Esc closes.
//!
//! Every window opens over the map (decision 0024), below the menu and the
//! play bar, and is kept there: it can be moved and resized, never over
//! the menus. A window opens at one edge of the map, under its zoom
//! buttons: the play bar's forms, the non-players' checklist and the
//! looking-back windows at its left; the rule summaries, the aid file,
//! the Event form and what opening a game found at its right. The Arjuna
//! side form is a panel beside the map instead, so the spaces its preview
//! numbers are never covered (decision 0041). Esc closes the
//! topmost window; a form closed so keeps what was typed in it as a
//! draft, brought back when the same form is opened again (Save or
//! Cancel drops it).

use egui::{Context, Id, LayerId, Pos2, Rect};

/// A window of the board that Esc (or its ×) closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Win {
    /// A rule's summary.
    Rule,
    /// The players' non-player aid file.
    AidFile,
    /// A note being written.
    Note,
    /// The list of bookmarks and notes.
    Bookmarks,
    /// The lines of play.
    Lines,
    /// The chart of the victory margins.
    Chart,
    /// A checklist of table moves.
    TableMoves,
    /// The moves of the non-player turn carried out last.
    Checklist,
    /// A card's faction order and marks, as the play bar asks for them.
    CardEntry,
    /// A piece of the non-player aid a turn needs.
    AidNeeded,
    /// The letters of the table's own Arjuna cards.
    Letters,
    /// An Event side as steps.
    EffectForm,
    /// An Arjuna side (a panel beside the map, closed last).
    SideForm,
    /// The program's own file dialog.
    FileDialog,
}

impl Win {
    /// The window's id (that of its area, and so of its layer).
    pub fn id(self) -> Id {
        Id::unique(match self {
            Win::Rule => "rule-window",
            Win::AidFile => "aid-file-window",
            Win::Note => "note-window",
            Win::Bookmarks => "bookmarks-window",
            Win::Lines => "lines-window",
            Win::Chart => "margins-chart",
            Win::TableMoves => "table-moves",
            Win::Checklist => "np_checklist",
            Win::CardEntry => "card-entry",
            Win::AidNeeded => "aid-needed",
            Win::Letters => "arjuna-letters",
            Win::EffectForm => "event-effect-form",
            Win::SideForm => "arjuna-side-form",
            Win::FileDialog => "file-dialog",
        })
    }
}

/// Of the windows open, the one drawn on top (last frame's order); a
/// window not drawn yet counts as the lowest.
pub fn topmost(ctx: &Context, open: &[Win]) -> Option<Win> {
    let order: Vec<LayerId> = ctx.memory(|m| m.layer_ids().collect());
    let rank = |win: &Win| order.iter().position(|layer| layer.id == win.id());
    open.iter()
        .copied()
        .max_by_key(|win| rank(win).map_or(0, |at| at + 1))
}

/// Which edge of the map a window opens at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The map's left edge.
    Left,
    /// The map's right edge.
    Right,
}

/// Where windows go: the map's rectangle as last drawn, and the room below
/// the menu and the play bar that windows are kept in.
#[derive(Clone, Copy, Debug)]
pub struct Room {
    /// The map.
    pub board: Rect,
    /// Below the menu and the play bar, the window's whole width.
    pub area: Rect,
}

/// Space left clear at the map's top: its zoom buttons.
const BELOW_ZOOM: f32 = 44.0;

impl Room {
    /// The room for this frame; before the map is first drawn, a guess of
    /// where it will be.
    pub fn new(ctx: &Context, board: Option<Rect>) -> Room {
        let screen = ctx.content_rect();
        let board = board.unwrap_or_else(|| {
            Rect::from_min_max(
                Pos2::new(screen.left() + 250.0, screen.top() + 60.0),
                Pos2::new(screen.right() - 250.0, screen.bottom()),
            )
        });
        let area = Rect::from_min_max(Pos2::new(screen.left(), board.top()), screen.max);
        Room { board, area }
    }

    /// The top left corner of a window `width` wide at `side` of the map,
    /// under its zoom buttons.
    pub fn corner(&self, side: Side, width: f32) -> Pos2 {
        let top = self.board.top() + BELOW_ZOOM;
        match side {
            Side::Left => Pos2::new(self.board.left() + 8.0, top),
            Side::Right => Pos2::new(
                (self.board.right() - width - 8.0).max(self.board.left() + 8.0),
                top,
            ),
        }
    }

    /// A window placed at `side` of the map, `width` wide and, when given,
    /// `height` high (at most the room's) by default; kept in the room,
    /// movable and resizable.
    pub fn place<'a>(
        &self,
        window: egui::Window<'a>,
        side: Side,
        (width, height): (f32, Option<f32>),
    ) -> egui::Window<'a> {
        let room = (self.area.height() - BELOW_ZOOM - 8.0).max(120.0);
        let window = window
            .default_pos(self.corner(side, width))
            .default_width(width)
            .max_height(room)
            .constrain_to(self.area)
            .movable(true)
            .resizable(true);
        match height {
            Some(height) => window.default_height(height.min(room)),
            None => window,
        }
    }

    /// The window `win`, titled `title`, placed at its edge of the map and
    /// its size by default as [`Room::place`] places it.
    pub fn window<'a>(&self, title: impl Into<egui::WidgetText>, win: Win) -> egui::Window<'a> {
        let (side, size) = self.placement(win);
        self.place(egui::Window::new(title).id(win.id()), side, size)
    }

    /// The edge of the map `win` opens at, and its width and height by
    /// default.
    fn placement(&self, win: Win) -> (Side, (f32, Option<f32>)) {
        match win {
            Win::Rule => (Side::Right, (440.0, None)),
            Win::AidFile => (Side::Right, (480.0, None)),
            Win::EffectForm => (
                Side::Right,
                (
                    (self.board.width() * 0.8).clamp(420.0, 900.0),
                    Some(self.area.height() - 60.0),
                ),
            ),
            Win::Chart => (Side::Left, (560.0, Some(320.0))),
            Win::TableMoves => (Side::Left, (380.0, None)),
            Win::Lines | Win::CardEntry => (Side::Left, (440.0, None)),
            Win::AidNeeded => (Side::Left, (460.0, None)),
            // The Arjuna side form is a panel and the file dialog a modal:
            // neither is placed in the room.
            Win::Note
            | Win::Bookmarks
            | Win::Checklist
            | Win::Letters
            | Win::SideForm
            | Win::FileDialog => (Side::Left, (420.0, None)),
        }
    }
}
