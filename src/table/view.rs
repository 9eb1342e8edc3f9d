//! The view model of the table: spaces, lines, tokens and boxes to draw,
//! and the intents the players express on them.

use egui::{Color32, Pos2};

/// Where tokens can be: a space on the map or a box beside it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Where {
    /// A space, by the adapter's numbering.
    Space(u16),
    /// A box, by the adapter's numbering.
    Box(u16),
}

/// What the players asked for.
#[derive(Clone, PartialEq, Debug)]
pub enum Intent<A> {
    /// Move tokens of one kind from one place to another (drag and drop).
    Move {
        /// The adapter's token kind.
        kind: u16,
        /// How many.
        count: u32,
        /// From.
        from: Where,
        /// To.
        to: Where,
    },
    /// A game-specific action chosen from a menu.
    Action(A),
    /// A place clicked with the primary button (to pick it, in a mode that
    /// asks for places).
    Pick(Where),
}

/// A menu entry: a label and the action it asks for.
#[derive(Clone, PartialEq, Debug)]
pub struct MenuItem<A> {
    /// The text.
    pub label: String,
    /// The action.
    pub action: A,
}

/// The shape of a token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenShape {
    /// A cube (square from above).
    Cube,
    /// A small cylinder (circle).
    Cylinder,
    /// A large cylinder (bigger circle).
    BigCylinder,
    /// An octagonal cylinder.
    Octagon,
    /// A disc.
    Disc,
    /// A square cardboard marker.
    Marker,
}

/// How a token looks.
#[derive(Clone, PartialEq, Debug)]
pub struct Look {
    /// Its shape.
    pub shape: TokenShape,
    /// Body colour.
    pub fill: Color32,
    /// Outline colour.
    pub stroke: Color32,
    /// Colour of text and symbols on it.
    pub ink: Color32,
    /// Letters printed on it, if any.
    pub mark: Option<String>,
    /// Whether its symbol side is up (Active).
    pub symbol_up: bool,
}

/// A stack of identical tokens.
#[derive(Clone, PartialEq, Debug)]
pub struct Token<A> {
    /// The adapter's kind.
    pub kind: u16,
    /// How many.
    pub count: u32,
    /// How it looks.
    pub look: Look,
    /// Name for tooltips and accessibility, unique within its place.
    pub label: String,
    /// Whether a finding concerns it.
    pub highlight: bool,
    /// Whether it can be dragged.
    pub draggable: bool,
    /// Its right-click menu.
    pub menu: Vec<MenuItem<A>>,
}

/// Which corner of a space a badge sits in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Corner {
    /// Top left.
    TopLeft,
    /// Top right.
    TopRight,
    /// Bottom left.
    BottomLeft,
    /// Bottom right.
    BottomRight,
}

/// A small label on a space's edge (Population, level, Control...).
#[derive(Clone, PartialEq, Debug)]
pub struct Badge {
    /// Its text; empty for a drawn symbol.
    pub text: String,
    /// Background.
    pub fill: Color32,
    /// Text colour.
    pub ink: Color32,
    /// Where.
    pub corner: Corner,
    /// Draw a crescent instead of text.
    pub crescent: bool,
}

/// The outline of a space.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SpaceShape {
    /// A rounded block (Provinces, States).
    Block,
    /// A circle (Cities).
    Round,
    /// A small node on a line (Railways).
    Node,
}

/// One line of a hover text: the text and whether to show it as a warning.
#[derive(Clone, PartialEq, Debug)]
pub struct TipLine {
    /// The text.
    pub text: String,
    /// Show as provisional or problematic.
    pub warn: bool,
}

/// A space to draw.
#[derive(Clone, PartialEq, Debug)]
pub struct SpaceView<A> {
    /// The adapter's number for it.
    pub id: u16,
    /// Its name.
    pub name: String,
    /// Centre, in layout units (a 1000 × 1000 square, y down).
    pub at: Pos2,
    /// Outline.
    pub shape: SpaceShape,
    /// Fill colour.
    pub fill: Color32,
    /// Border colour.
    pub border: Color32,
    /// Badges on its edges.
    pub badges: Vec<Badge>,
    /// Pieces and markers in it.
    pub tokens: Vec<Token<A>>,
    /// Whether a finding concerns it.
    pub highlight: bool,
    /// A mark put on it from outside the board (a non-player's trace): the
    /// label shown in a tag, empty for a plain ring.
    pub mark: Option<String>,
    /// Hover text.
    pub tooltip: Vec<TipLine>,
    /// Right-click menu.
    pub menu: Vec<MenuItem<A>>,
}

/// A line to draw under the spaces (a Railway).
#[derive(Clone, PartialEq, Debug)]
pub struct LineView {
    /// One end, in layout units.
    pub from: Pos2,
    /// Other end.
    pub to: Pos2,
    /// Colour.
    pub color: Color32,
    /// Width in layout units.
    pub width: f32,
}

/// A labelled dot (a Town).
#[derive(Clone, PartialEq, Debug)]
pub struct DotView {
    /// Where, in layout units.
    pub at: Pos2,
    /// Its name.
    pub label: String,
    /// Whether to ring it (the fact under check, for instance).
    pub highlight: bool,
}

/// A box beside the map holding tokens (Available, Out of Play, Jail...).
#[derive(Clone, PartialEq, Debug)]
pub struct BoxView<A> {
    /// The adapter's number for it.
    pub id: u16,
    /// Its title.
    pub title: String,
    /// Hover text for the title.
    pub hint: String,
    /// The tokens in it.
    pub tokens: Vec<Token<A>>,
    /// Whether a finding concerns it.
    pub highlight: bool,
}

/// Everything the board shows.
#[derive(Clone, PartialEq, Debug)]
pub struct TableView<A> {
    /// Spaces.
    pub spaces: Vec<SpaceView<A>>,
    /// Lines under the spaces.
    pub lines: Vec<LineView>,
    /// Labelled dots.
    pub dots: Vec<DotView>,
    /// Boxes beside the map.
    pub boxes: Vec<BoxView<A>>,
    /// Words for the map's own controls.
    pub words: MapWords,
}

/// Words for the map's own controls (zoom, pan, fit), in the players'
/// language; the adapter supplies them.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct MapWords {
    /// The map's accessible name.
    pub map: String,
    /// Hover text of the zoom-in button.
    pub zoom_in: String,
    /// Hover text of the zoom-out button.
    pub zoom_out: String,
    /// Label of the fit-to-window button.
    pub fit: String,
    /// Hover text of the fit button: how to zoom and pan.
    pub fit_hint: String,
    /// A line written in the map's bottom left corner, under the spaces
    /// (how to move pieces).
    pub hint: String,
}

impl<A> Default for TableView<A> {
    fn default() -> Self {
        TableView {
            spaces: Vec::new(),
            lines: Vec::new(),
            dots: Vec::new(),
            boxes: Vec::new(),
            words: MapWords::default(),
        }
    }
}

/// What is being dragged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DragPayload {
    /// Token kind.
    pub kind: u16,
    /// How many.
    pub count: u32,
    /// From where.
    pub from: Where,
}
