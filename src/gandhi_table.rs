//! The Gandhi side of the table: builds the [`TableView`] from the component
//! data, the state and the findings, and turns the table's intents into the
//! validator's edits. The table itself knows nothing of Gandhi.

use egui::{Color32, Pos2, pos2};
use gandhi_validator::play::Declared;
use gandhi_validator::play::one_space;
use gandhi_validator::position::{active_non_raj_pieces, activists_active, is_state, raj_control};
use gandhi_validator::terms::{Piece, SpaceId, SpaceKind, SupportLevel};
use gandhi_validator::{components::Space, terms::RailEnd};
use gandhi_validator::{
    components::{GameData, Provenance},
    findings::{Finding, Report},
    position::{GameState, SpaceState},
};
use gandhi_validator::{
    position::Edit,
    terms::{Marker, Place},
};

use crate::i18n::{
    self,
    fluent::{Lang, tr},
    keys::Key,
};
use crate::table::view::{
    Badge, BoxView, Corner, DotView, Intent, LineView, Look, MenuItem, SpaceShape, SpaceView,
    TableView, TipLine, Token, TokenShape, Where,
};

/// Box numbers on the table.
pub const BOX_AVAILABLE: u16 = 0;
/// The Out of Play box.
pub const BOX_OUT_OF_PLAY: u16 = 1;
/// The Jail box.
pub const BOX_JAIL: u16 = 2;
/// The tray of markers not in India.
pub const BOX_MARKERS: u16 = 3;

/// Token kinds at and above this are markers.
const MARKER_KIND: u16 = 100;

/// Table token kind of a piece.
pub fn piece_kind(piece: Piece) -> u16 {
    Piece::ALL
        .iter()
        .position(|p| *p == piece)
        .map_or(0, |i| i as u16)
}

/// Table token kind of a marker.
pub fn marker_kind(marker: Marker) -> u16 {
    MARKER_KIND
        + Marker::ALL
            .iter()
            .position(|m| *m == marker)
            .map_or(0, |i| i as u16)
}

fn kind_piece(kind: u16) -> Option<Piece> {
    Piece::ALL.get(usize::from(kind)).copied()
}

fn kind_marker(kind: u16) -> Option<Marker> {
    kind.checked_sub(MARKER_KIND)
        .and_then(|i| Marker::ALL.get(usize::from(i)).copied())
}

/// Colours of the Factions and pieces.
pub mod colors {
    use egui::Color32;
    /// Raj Troops.
    pub const TROOP: Color32 = Color32::from_rgb(200, 40, 40);
    /// Raj Sepoys.
    pub const SEPOY: Color32 = Color32::from_rgb(245, 245, 240);
    /// Congress.
    pub const CONGRESS: Color32 = Color32::from_rgb(240, 140, 30);
    /// Muslim League.
    pub const LEAGUE: Color32 = Color32::from_rgb(40, 140, 60);
    /// Revolutionaries.
    pub const REVOLUTIONARIES: Color32 = Color32::from_rgb(30, 30, 30);
    /// Support.
    pub const SUPPORT: Color32 = Color32::from_rgb(40, 100, 180);
    /// Opposition.
    pub const OPPOSITION: Color32 = Color32::from_rgb(180, 50, 40);
}

/// How a piece looks.
pub fn piece_look(piece: Piece, active: bool) -> Look {
    let dark = Color32::from_gray(30);
    let (shape, fill, stroke, ink, mark) = match piece {
        Piece::Troop => (TokenShape::Cube, colors::TROOP, dark, Color32::WHITE, None),
        Piece::Sepoy => (TokenShape::Cube, colors::SEPOY, dark, dark, None),
        Piece::CongressActivist => (
            TokenShape::Cylinder,
            colors::CONGRESS,
            dark,
            Color32::WHITE,
            None,
        ),
        Piece::LeagueActivist => (
            TokenShape::Cylinder,
            colors::LEAGUE,
            dark,
            Color32::WHITE,
            None,
        ),
        Piece::Gandhi => (
            TokenShape::BigCylinder,
            colors::CONGRESS,
            dark,
            Color32::BLACK,
            Some("G"),
        ),
        Piece::GuerrillaUnderground => (
            TokenShape::Octagon,
            colors::REVOLUTIONARIES,
            Color32::from_gray(90),
            Color32::WHITE,
            None,
        ),
        Piece::GuerrillaActive => (
            TokenShape::Octagon,
            colors::REVOLUTIONARIES,
            Color32::from_gray(90),
            Color32::from_rgb(250, 210, 60),
            None,
        ),
        Piece::LeagueBase => (TokenShape::Disc, colors::LEAGUE, dark, Color32::WHITE, None),
        Piece::RevolutionariesBase => (
            TokenShape::Disc,
            colors::REVOLUTIONARIES,
            dark,
            Color32::from_rgb(250, 210, 60),
            None,
        ),
    };
    Look {
        shape,
        fill,
        stroke,
        ink,
        mark: mark.map(str::to_owned),
        symbol_up: active || piece == Piece::GuerrillaActive,
    }
}

/// How a marker looks.
pub fn marker_look(lang: Lang, marker: Marker) -> Look {
    let (fill, ink, mark) = match marker {
        Marker::Protest => (
            Color32::from_rgb(250, 200, 70),
            Color32::BLACK,
            crate::i18n::fluent::text(lang, "marker-badge-protest"),
        ),
        Marker::Unrest => (
            Color32::from_rgb(120, 20, 20),
            Color32::WHITE,
            crate::i18n::fluent::text(lang, "marker-badge-unrest"),
        ),
        Marker::Strike => (
            Color32::from_rgb(40, 40, 40),
            Color32::from_rgb(250, 200, 70),
            crate::i18n::fluent::text(lang, "marker-badge-strike"),
        ),
        Marker::MuslimState => (
            Color32::from_rgb(20, 100, 45),
            Color32::WHITE,
            crate::i18n::fluent::text(lang, "marker-badge-muslim-state"),
        ),
    };
    Look {
        shape: TokenShape::Marker,
        fill,
        stroke: Color32::from_gray(20),
        ink,
        mark: Some(mark.to_owned()),
        symbol_up: false,
    }
}

/// A fact's source in words, and whether to show it as a warning.
pub fn provenance_text(lang: Lang, data: &GameData, provenance: &Provenance) -> (String, bool) {
    match provenance {
        Provenance::Rulebook { section, .. } => {
            (format!("{} {section}", tr(lang, Key::FromRulebook)), false)
        }
        Provenance::Deduced { .. } => (tr(lang, Key::Deduced).to_owned(), false),
        Provenance::Provisional { .. } => (tr(lang, Key::Provisional).to_owned(), true),
        Provenance::Players { .. } => (tr(lang, Key::EnteredByPlayers).to_owned(), false),
        Provenance::Verified { .. } | Provenance::Corrected { .. } => (
            i18n::map::checked_source(lang, data, provenance).unwrap_or_default(),
            false,
        ),
    }
}

fn space_fill(space: &Space) -> Color32 {
    match (space.kind(), space.is_muslim()) {
        (SpaceKind::City, false) => Color32::from_rgb(218, 222, 232),
        (SpaceKind::City, true) => Color32::from_rgb(206, 226, 206),
        (SpaceKind::PrincelyState, _) => Color32::from_rgb(243, 222, 140),
        (SpaceKind::Province, true) => Color32::from_rgb(214, 232, 196),
        (SpaceKind::Province, false) => Color32::from_rgb(238, 228, 204),
        (SpaceKind::Railway, _) => Color32::from_rgb(90, 80, 70),
    }
}

fn end_point(data: &GameData, end: RailEnd) -> Pos2 {
    let at = match end {
        RailEnd::City(id) => data.map.space(id).at,
        RailEnd::Town(id) => data.map.town(id).at,
    };
    pos2(at.x, at.y)
}

/// The declared action under way and the state it was declared in, for
/// the one-space helpers in the spaces' menus.
pub type Underway<'a> = Option<(&'a Declared, &'a GameState)>;

/// Builds everything the board shows.
pub fn build_view(
    data: &GameData,
    state: &GameState,
    report: &Report,
    lang: Lang,
    underway: Underway<'_>,
) -> TableView<BoardAction> {
    let map = &data.map;
    let mut view = TableView {
        words: crate::table::draw::map_words(lang),
        ..TableView::default()
    };
    for space in map.spaces() {
        if let Some(rail) = &space.railway {
            let [a, b] = rail.ends.value;
            let color = if state.space(space.id).strikes > 0 {
                Color32::from_rgb(200, 90, 20)
            } else {
                Color32::from_rgb(80, 70, 60)
            };
            view.lines.push(LineView {
                from: end_point(data, a),
                to: end_point(data, b),
                color,
                width: 5.0,
            });
        }
    }
    for town in map.towns() {
        view.dots.push(DotView {
            at: pos2(town.at.x, town.at.y),
            label: i18n::names::town_name(lang, town),
            highlight: false,
        });
    }
    for space in map.spaces() {
        view.spaces
            .push(space_view(data, state, report, lang, space, underway));
    }
    view.boxes = boxes(data, state, report, lang);
    view
}

/// Builds what the board shows of one space: its shape and colours, its
/// badges and tokens, its hover text and its right-click menu.
fn space_view(
    data: &GameData,
    state: &GameState,
    report: &Report,
    lang: Lang,
    space: &Space,
    underway: Underway<'_>,
) -> SpaceView<BoardAction> {
    let id = space.id;
    let here = state.space(id);
    let findings: Vec<&Finding> = report.in_space(id).collect();
    let active = activists_active(&data.map, state, id);
    let mut tokens: Vec<Token<BoardAction>> = here
        .pieces
        .iter()
        .map(|(piece, count)| {
            let flagged = findings.iter().any(|f| f.pieces.contains(&piece));
            piece_token(lang, id, piece, count, active, flagged)
        })
        .collect();
    tokens.extend(marker_tokens(lang, id, here));
    let badges = space_badges(data, state, lang, space);
    let tooltip = space_tooltip(data, state, lang, space, &findings);
    let menu = space_menu(data, state, lang, space, underway);
    SpaceView {
        id: id.index() as u16,
        name: i18n::names::space_name(lang, data, id),
        at: pos2(space.at.x, space.at.y),
        shape: space_shape(space),
        fill: if space.is_railway() {
            Color32::from_rgb(250, 246, 236)
        } else {
            space_fill(space)
        },
        border: space_border(space, here),
        badges,
        tokens,
        highlight: !findings.is_empty(),
        mark: None,
        tooltip,
        menu,
    }
}

/// The token of a kind of piece in a space, its Activists shown Active when
/// `active`, red-ringed when a finding names it (`flagged`), with its menu:
/// flip a Guerrilla, or move them all to Available.
fn piece_token(
    lang: Lang,
    id: SpaceId,
    piece: Piece,
    count: u8,
    active: bool,
    flagged: bool,
) -> Token<BoardAction> {
    let label = i18n::names::piece(lang, piece, u32::from(count)).to_owned();
    let mut menu = Vec::new();
    let flip = match piece {
        Piece::GuerrillaUnderground => Some((Key::ActivateGuerrilla, true)),
        Piece::GuerrillaActive => Some((Key::HideGuerrilla, false)),
        _ => None,
    };
    if let Some((key, to_active)) = flip {
        menu.push(MenuItem {
            label: tr(lang, key).to_owned(),
            action: BoardAction::One(Edit::FlipGuerrillas {
                space: id,
                count: 1,
                to_active,
            }),
        });
    }
    menu.push(MenuItem {
        label: tr(lang, Key::MoveAllToAvailable).to_owned(),
        action: BoardAction::One(Edit::MovePieces {
            piece,
            count,
            from: Place::Space(id),
            to: Place::Available,
        }),
    });
    Token {
        kind: piece_kind(piece),
        count: u32::from(count),
        look: piece_look(piece, piece.is_activist() && active),
        label,
        highlight: flagged,
        draggable: true,
        menu,
    }
}

/// The tokens of the markers in a space, each with a menu entry that takes
/// it off.
fn marker_tokens(lang: Lang, id: SpaceId, here: &SpaceState) -> Vec<Token<BoardAction>> {
    [
        (Marker::Protest, here.protests),
        (Marker::Unrest, here.unrest),
        (Marker::Strike, here.strikes),
        (Marker::MuslimState, u8::from(here.muslim_state)),
    ]
    .into_iter()
    .filter(|(_, count)| *count > 0)
    .map(|(marker, count)| {
        marker_token(
            lang,
            marker,
            u32::from(count),
            vec![MenuItem {
                label: format!("− {}", i18n::names::marker(lang, marker)),
                action: BoardAction::One(Edit::RemoveMarker { marker, space: id }),
            }],
        )
    })
    .collect()
}

/// A draggable token of `count` markers of a kind, with its menu.
fn marker_token(
    lang: Lang,
    marker: Marker,
    count: u32,
    menu: Vec<MenuItem<BoardAction>>,
) -> Token<BoardAction> {
    Token {
        kind: marker_kind(marker),
        count,
        look: marker_look(lang, marker),
        label: i18n::names::marker(lang, marker).to_owned(),
        highlight: false,
        draggable: true,
        menu,
    }
}

/// The badges in a space's corners: a Railway's Econ, or a space's
/// Population, Muslim crescent, Raj Control and Support or Opposition.
fn space_badges(data: &GameData, state: &GameState, lang: Lang, space: &Space) -> Vec<Badge> {
    let id = space.id;
    let here = state.space(id);
    let mut badges = Vec::new();
    if space.is_railway() {
        badges.push(Badge {
            text: space.econ().to_string(),
            fill: Color32::from_rgb(250, 240, 200),
            ink: Color32::BLACK,
            corner: Corner::TopLeft,
            crescent: false,
        });
        return badges;
    }
    badges.push(Badge {
        text: space.population().to_string(),
        fill: Color32::WHITE,
        ink: Color32::BLACK,
        corner: Corner::BottomLeft,
        crescent: false,
    });
    if space.is_muslim() {
        badges.push(Badge {
            text: String::new(),
            fill: colors::LEAGUE,
            ink: space_fill(space),
            corner: Corner::BottomLeft,
            crescent: true,
        });
    }
    if raj_control(&data.map, state, id) {
        badges.push(Badge {
            text: "Raj".to_owned(),
            fill: colors::TROOP,
            ink: Color32::WHITE,
            corner: Corner::BottomRight,
            crescent: false,
        });
    }
    if here.level != SupportLevel::Neutral {
        badges.push(Badge {
            text: i18n::names::level_badge(lang, here.level).to_owned(),
            fill: if here.level > SupportLevel::Neutral {
                colors::SUPPORT
            } else {
                colors::OPPOSITION
            },
            ink: Color32::WHITE,
            corner: Corner::BottomRight,
            crescent: false,
        });
    }
    badges
}

/// A space's hover text: its kind and figures with where each comes from,
/// its Support and Raj Control, its neighbours and the findings in it.
fn space_tooltip(
    data: &GameData,
    state: &GameState,
    lang: Lang,
    space: &Space,
    findings: &[&Finding],
) -> Vec<TipLine> {
    let map = &data.map;
    let id = space.id;
    let here = state.space(id);
    let mut tooltip = Vec::new();
    let mut fact = |label: String, provenance: &Provenance| {
        let (source, warn) = provenance_text(lang, data, provenance);
        tooltip.push(TipLine {
            text: format!("{label} ({source})"),
            warn,
        });
    };
    let kind_text = if is_state(map, state, id) && space.kind() == SpaceKind::Province {
        format!(
            "{} — {}",
            i18n::names::space_kind(lang, SpaceKind::Province),
            tr(lang, Key::MuslimStateMarker)
        )
    } else {
        i18n::names::space_kind(lang, space.kind()).to_owned()
    };
    fact(kind_text, &space.kind.provenance);
    if let Some(rail) = &space.railway {
        fact(
            format!("{}: {}", tr(lang, Key::Econ), rail.econ.value),
            &rail.econ.provenance,
        );
    } else {
        fact(
            format!("{}: {}", tr(lang, Key::Population), space.population()),
            &space.population.provenance,
        );
        if space.is_muslim() {
            fact(
                tr(lang, Key::MuslimSpace).to_owned(),
                &space.muslim.provenance,
            );
        }
        tooltip.push(TipLine {
            text: i18n::names::level(lang, here.level).to_owned(),
            warn: false,
        });
        if matches!(space.kind(), SpaceKind::City | SpaceKind::Province)
            && !is_state(map, state, id)
        {
            tooltip.push(control_line(data, state, lang, id));
        }
    }
    tooltip.extend(neighbour_lines(data, lang, id));
    for finding in findings {
        tooltip.push(TipLine {
            text: format!(
                "{} — {}",
                finding.rule,
                i18n::findings::finding(lang, data, finding)
            ),
            warn: true,
        });
    }
    tooltip
}

/// The hover line saying whether the Raj controls a space, with the cubes
/// and the Active pieces that decide it.
fn control_line(data: &GameData, state: &GameState, lang: Lang, id: SpaceId) -> TipLine {
    let map = &data.map;
    let control = if raj_control(map, state, id) {
        tr(lang, Key::RajControl)
    } else {
        tr(lang, Key::NoRajControl)
    };
    TipLine {
        text: format!(
            "{control} — {}: {} / {}",
            tr(lang, Key::CubesVsActive),
            state.space(id).pieces.cubes(),
            active_non_raj_pieces(map, state, id)
        ),
        warn: false,
    }
}

/// The hover lines naming a space's neighbours, a provisional adjacency
/// starred and the star explained below.
fn neighbour_lines(data: &GameData, lang: Lang, id: SpaceId) -> Vec<TipLine> {
    let map = &data.map;
    let neighbours: Vec<String> = map
        .neighbours(id)
        .iter()
        .map(|n| {
            let provisional = map
                .adjacency(id, *n)
                .is_some_and(|e| e.provenance.is_provisional());
            let name = i18n::names::space_name(lang, data, *n);
            if provisional {
                format!("{name}*")
            } else {
                name
            }
        })
        .collect();
    let mut lines = vec![TipLine {
        text: format!("{}: {}", tr(lang, Key::Adjacent), neighbours.join(", ")),
        warn: false,
    }];
    if neighbours.iter().any(|n| n.ends_with('*')) {
        lines.push(TipLine {
            text: format!("* {}", tr(lang, Key::Provisional)),
            warn: true,
        });
    }
    lines
}

/// A space's right-click menu: the declared Operation carried out here,
/// shifts of Support, markers to add and Gandhi to place.
fn space_menu(
    data: &GameData,
    state: &GameState,
    lang: Lang,
    space: &Space,
    underway: Underway<'_>,
) -> Vec<MenuItem<BoardAction>> {
    let id = space.id;
    let here = state.space(id);
    let mut menu = Vec::new();
    // The declared Operation, carried out here in one click.
    if let Some((declared, declared_at)) = underway
        && let Some((op, edits)) = one_space(data, declared_at, state, declared, id)
    {
        menu.push(MenuItem {
            label: format!(
                "{}: {}",
                i18n::names::operation(lang, op).to_owned(),
                tr(lang, Key::ApplyHere)
            ),
            action: BoardAction::Many(edits),
        });
    }
    for level in gandhi_validator::position::level_shifts(space, here) {
        let towards = if level > here.level {
            Key::ShiftSupport
        } else {
            Key::ShiftOpposition
        };
        menu.push(MenuItem {
            label: tr(lang, towards).to_owned(),
            action: BoardAction::One(Edit::SetLevel { space: id, level }),
        });
    }
    for marker in gandhi_validator::position::addable_markers(space, here) {
        menu.push(MenuItem {
            label: format!("+ {}", i18n::names::marker(lang, marker)),
            action: BoardAction::One(Edit::AddMarker { marker, space: id }),
        });
    }
    if !state.pending.is_empty() {
        menu.push(MenuItem {
            label: tr(lang, Key::PlaceGandhiHere).to_owned(),
            action: BoardAction::One(Edit::PlaceGandhi { space: id }),
        });
    }
    menu
}

/// How a space is drawn: a City round, a Railway a small node, a Province
/// or State a block.
fn space_shape(space: &Space) -> SpaceShape {
    match space.kind() {
        SpaceKind::City => SpaceShape::Round,
        SpaceKind::Railway => SpaceShape::Node,
        SpaceKind::Province | SpaceKind::PrincelyState => SpaceShape::Block,
    }
}

/// A space's border: green under a Muslim State marker, gold for a Princely
/// State, else grey.
fn space_border(space: &Space, here: &SpaceState) -> Color32 {
    if here.muslim_state {
        colors::LEAGUE
    } else if space.kind() == SpaceKind::PrincelyState {
        Color32::from_rgb(150, 120, 30)
    } else {
        Color32::from_gray(70)
    }
}

fn boxes(
    data: &GameData,
    state: &GameState,
    report: &Report,
    lang: Lang,
) -> Vec<BoxView<BoardAction>> {
    use gandhi_validator::findings::Issue;
    // The findings that concern a piece in a particular box.
    let flagged: Vec<(u16, Piece)> = report
        .findings
        .iter()
        .filter_map(|f| match f.issue {
            Issue::GandhiAvailable => Some((BOX_AVAILABLE, Piece::Gandhi)),
            Issue::GandhiOutOfPlay => Some((BOX_OUT_OF_PLAY, Piece::Gandhi)),
            Issue::NotArrestable => f.pieces.first().map(|p| (BOX_JAIL, *p)),
            _ => None,
        })
        .collect();
    let box_of = |id: u16, title: Key, counts: &gandhi_validator::terms::PieceCounts| {
        let tokens: Vec<Token<BoardAction>> = counts
            .iter()
            .map(|(piece, count)| Token {
                kind: piece_kind(piece),
                count: u32::from(count),
                look: piece_look(piece, false),
                label: i18n::names::piece(lang, piece, 2).to_owned(),
                highlight: flagged.contains(&(id, piece)),
                draggable: true,
                menu: Vec::new(),
            })
            .collect();
        BoxView {
            id,
            title: tr(lang, title).to_owned(),
            hint: String::new(),
            highlight: tokens.iter().any(|t| t.highlight),
            tokens,
        }
    };
    let mut boxes = vec![
        box_of(BOX_AVAILABLE, Key::Available, &state.available),
        box_of(BOX_OUT_OF_PLAY, Key::OutOfPlay, &state.out_of_play),
        box_of(BOX_JAIL, Key::Jail, &state.jail),
    ];
    let protests_left = data
        .pieces
        .available_protests_for_events(state.protests_on_map());
    let unrest_left = u32::from(data.pieces.unrest_strike_markers.value)
        .saturating_sub(state.unrest_and_strikes_on_map());
    let tray = [
        (Marker::Protest, protests_left),
        (Marker::Unrest, unrest_left),
        (Marker::Strike, unrest_left),
        (Marker::MuslimState, 1),
    ];
    boxes.push(BoxView {
        id: BOX_MARKERS,
        title: tr(lang, Key::MarkerTray).to_owned(),
        hint: tr(lang, Key::MarkerTrayHint).to_owned(),
        tokens: tray
            .into_iter()
            .map(|(marker, count)| marker_token(lang, marker, count, Vec::new()))
            .collect(),
        highlight: false,
    });
    boxes
}

/// What a menu entry of the board asks for: one change, or the several
/// changes a helper makes at once.
#[derive(Clone, PartialEq, Debug)]
pub enum BoardAction {
    /// One change.
    One(Edit),
    /// Several changes in a row.
    Many(Vec<Edit>),
}

/// The changes a table intent asks for, if it makes sense for Gandhi.
pub fn intent_to_edits(data: &GameData, intent: &Intent<BoardAction>) -> Option<Vec<Edit>> {
    match intent {
        Intent::Action(BoardAction::One(edit)) => Some(vec![edit.clone()]),
        Intent::Action(BoardAction::Many(edits)) => Some(edits.clone()),
        Intent::Move { .. } => intent_to_edit(data, intent).map(|edit| vec![edit]),
        Intent::Pick(_) => None,
    }
}

/// The one change a drag on the table asks for, if it makes sense for Gandhi.
fn intent_to_edit(data: &GameData, intent: &Intent<BoardAction>) -> Option<Edit> {
    match intent {
        Intent::Action(_) | Intent::Pick(_) => None,
        Intent::Move {
            kind,
            count,
            from,
            to,
        } => {
            let count = u8::try_from(*count).unwrap_or(u8::MAX);
            let space = |index: u16| data.map.id_at(usize::from(index));
            if let Some(piece) = kind_piece(*kind) {
                let place = |w: &Where| -> Option<Place> {
                    match w {
                        Where::Space(i) => space(*i).map(Place::Space),
                        Where::Box(BOX_AVAILABLE) => Some(Place::Available),
                        Where::Box(BOX_OUT_OF_PLAY) => Some(Place::OutOfPlay),
                        Where::Box(BOX_JAIL) => Some(Place::Jail),
                        Where::Box(_) => None,
                    }
                };
                return Some(Edit::MovePieces {
                    piece,
                    count,
                    from: place(from)?,
                    to: place(to)?,
                });
            }
            let marker = kind_marker(*kind)?;
            match (from, to) {
                (Where::Space(a), Where::Space(b)) => Some(Edit::MoveMarker {
                    marker,
                    from: space(*a)?,
                    to: space(*b)?,
                }),
                (Where::Box(BOX_MARKERS), Where::Space(b)) => Some(Edit::AddMarker {
                    marker,
                    space: space(*b)?,
                }),
                (Where::Space(a), Where::Box(BOX_MARKERS)) => Some(Edit::RemoveMarker {
                    marker,
                    space: space(*a)?,
                }),
                _ => None,
            }
        }
    }
}

/// The table's number for a space.
pub fn space_index(id: SpaceId) -> u16 {
    u16::try_from(id.index()).unwrap_or(u16::MAX)
}

/// Gandhi's words for the table (the contract's `Names`): the names of its
/// things and its findings, in `lang`, from the program's word files.
pub fn table_words(lang: Lang, data: &GameData) -> String {
    table_names_and_verdicts(lang, data)
}

/// What the program says of Gandhi on the table: the names of its things
/// and its findings ([`table_words`]), and its non-players' decisions and
/// questions as its own board words them ([`reason_words`]).
pub const NAMES: crate::i18n::volume::Names<gandhi_validator::volume::Gandhi> =
    crate::i18n::volume::Names {
        words: table_words,
        reason: Some(reason_words),
        text: Some(text_words),
        offer: Some(offer_words),
    };

/// One of Gandhi's own changes offered on the table's board (its written
/// form, `{"seat": …}`), or a declaration offered, worded as what its
/// button does: "Make Congress a non-player", "+ Protest", "Set to
/// Neutral", "Raj: Deploy"; none for a text that is neither.
pub fn offer_words(lang: Lang, data: &GameData, text: &str) -> Option<String> {
    use gandhi_validator::position::Seat;
    use i18n::fluent::{Args, say};
    use i18n::names::{eligibility, faction, level, marker};
    let (id, args) = match change_of(data, text)? {
        Edit::Declare(declared) => {
            let choice = i18n::log::choice(lang, &declared.choice);
            return Some(format!("{}: {choice}", faction(lang, declared.faction)));
        }
        Edit::SetSeat {
            faction: f,
            seat: Seat::NonPlayer,
        } => (
            "offer-non-player",
            Args::new().text("faction", faction(lang, f)),
        ),
        Edit::SetSeat {
            faction: f,
            seat: Seat::Player(n),
        } => (
            "offer-player",
            Args::new()
                .text("faction", faction(lang, f))
                .num("player", n),
        ),
        Edit::ArjunaShuffle => ("offer-arjuna-shuffle", Args::new()),
        Edit::NextCard => ("offer-next-card", Args::new()),
        Edit::SetEligibility {
            faction: f,
            eligibility: e,
        } => (
            "offer-eligibility",
            Args::new()
                .text("faction", faction(lang, f))
                .text("eligibility", eligibility(lang, e)),
        ),
        Edit::SetLevel { level: l, .. } => {
            ("offer-level", Args::new().text("level", level(lang, l)))
        }
        Edit::AddMarker { marker: m, .. } => return Some(format!("+ {}", marker(lang, m))),
        Edit::RemoveMarker { marker: m, .. } => return Some(format!("− {}", marker(lang, m))),
        Edit::FlipGuerrillas {
            to_active: true, ..
        } => ("offer-flip-active", Args::new()),
        Edit::FlipGuerrillas {
            to_active: false, ..
        } => ("offer-flip-underground", Args::new()),
        Edit::PlaceGandhi { .. } => return Some(tr(lang, Key::PlaceGandhiHere).to_owned()),
        Edit::Die(die) if die.space.is_none() => ("offer-die", Args::new()),
        Edit::Die(_) => ("offer-die-here", Args::new()),
        _ => return None,
    };
    Some(say(lang, id, args))
}

/// The text of one of Gandhi's own changes (in the written form the
/// table's log carries, `{"flip": …}`), or of a declaration (that form or
/// the short one the board offers, `raj deploy`), in the words of Gandhi's
/// own log; none for a text that is neither.
pub fn text_words(lang: Lang, data: &GameData, text: &str) -> Option<String> {
    Some(i18n::log::edit_sentence(
        lang,
        data,
        &change_of(data, text)?,
    ))
}

/// The change or the declaration a text of the table's log stands for.
fn change_of(data: &GameData, text: &str) -> Option<Edit> {
    use coin_table::{Gesture, Volume};
    use gandhi_validator::volume::Gandhi;
    Gandhi
        .action(data, text)
        .map(Edit::Declare)
        .or_else(|_| Gandhi.edit(data, &Gesture::Change(text.to_owned())))
        .ok()
}

/// A decision or question of Gandhi's non-players handed over by the
/// table's contract, in the words of Gandhi's own board: a line of the
/// trace, what is asked (8.8.3, 4.3.2), or what is left to the players.
pub fn reason_words(
    lang: Lang,
    data: &GameData,
    reason: &coin_table::Reason,
    asked: bool,
) -> Option<String> {
    use gandhi_validator::nonplayers::Question;
    use gandhi_validator::terms::Faction;
    use gandhi_validator::volume::Gandhi;
    let first = reason.args.first().map(String::as_str);
    match (asked, reason.code.as_str()) {
        (true, "Effective") => {
            let card = first?.parse().ok()?;
            let key = reason.args.get(1)?;
            let faction = Faction::from_key(key)?;
            Some(i18n::np::np_question(
                lang,
                &Question::Effective { card, faction },
            ))
        }
        (true, "RajReleasesGandhi") => {
            Some(i18n::np::np_question(lang, &Question::RajReleasesGandhi))
        }
        (false, "LeftToPlayers") => {
            let id = match first? {
                "card" => "np-left-card",
                "operation" => "np-left-operation",
                "special" => "np-left-special",
                "loop" => "np-left-loop",
                "arjuna_deck" => "np-left-arjuna-deck",
                _ => "np-left-event",
            };
            Some(i18n::fluent::text(lang, id).to_owned())
        }
        (false, _) => {
            Gandhi::trace_line(data, reason).map(|line| i18n::np::np_trace_text(lang, data, &line))
        }
        (true, _) => None,
    }
}

/// The names and findings of [`table_words`].
fn table_names_and_verdicts(lang: Lang, data: &GameData) -> String {
    let mut words = crate::i18n::names::table_names(lang, data);
    words.push_str(&crate::i18n::findings::table_verdicts(lang));
    words
}
