//! A made-up volume on the table's contract: a tiny COIN-like game of four
//! spaces in a row, two sides, one Operation (a March to next spaces, paid
//! per destination), a Resources track, a stacking limit and a periodic
//! round that pays each side for the spaces it holds. Nothing of it is
//! any real game; it shows that the table's code carries a volume it was
//! not written for. The table's tests and the program's tests (the board
//! and the command line) include this one file.

#![allow(dead_code)] // each test crate that includes it uses a part

use std::collections::BTreeMap;

use coin_table::{
    Chain, Formats, Gesture, Layout, LoadErrors, Lot, Made, NonPlayerTurn, NotPlanned, OwnFile,
    PlayedOut, Question, Reason, RuleRef, RulesIndex, SoFar, SpaceView, TableEntry, TextPos, Total,
    Verdict, Volume, parse_yaml, routable,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Crown,
    Rebels,
}

pub const SIDES: [Side; 2] = [Side::Crown, Side::Rebels];

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Crown => "crown",
            Side::Rebels => "rebels",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The spaces, in a row: each touches the one before and the one after.
pub const SPACES: [&str; 4] = ["north", "hills", "plain", "south"];

/// At most this many pieces in a space (its rule 1.4).
pub const STACKING: u32 = 3;

/// What the volume's data holds: its rule index.
#[derive(Clone, Debug)]
pub struct TinyData {
    rules: RulesIndex,
    /// A slip its random generator makes on purpose, for the tests that
    /// show the table catching one: from this entry on (from 1), a March
    /// is left unpaid.
    pub slip: Option<usize>,
    /// Roads between spaces that are not next in the row, from the
    /// table's own board file ([`BOARD_FILE`]): none in the made-up game
    /// as printed.
    pub roads: Vec<(usize, usize)>,
}

/// The table's own board file: roads its copy of the game prints between
/// spaces, `roads: [[north, south]]`.
pub const BOARD_FILE: OwnFile = OwnFile {
    key: "board",
    file: "tiny/board.yaml",
};

/// Whether two spaces are next to each other: next in the row, or joined
/// by a road of the table's board.
pub fn next(data: &TinyData, a: usize, b: usize) -> bool {
    a.abs_diff(b) == 1 || data.roads.iter().any(|r| *r == (a, b) || *r == (b, a))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    roads: Vec<serde_saphyr::Spanned<[String; 2]>>,
}

/// The roads of a board file, or every road naming a space the game does
/// not have, with its place.
fn read_board(file: &str, text: &str) -> Result<Vec<(usize, usize)>, LoadErrors> {
    let raw: RawBoard = parse_yaml(file, text)?;
    let mut errors = LoadErrors::default();
    let mut roads = Vec::new();
    for (i, road) in raw.roads.iter().enumerate() {
        let [a, b] = &road.value;
        match (space_of(a), space_of(b)) {
            (Ok(a), Ok(b)) if a != b => roads.push((a, b)),
            (Ok(_), Ok(_)) => errors.push(
                file,
                format!("roads[{i}]"),
                TextPos::of(road),
                "a road joins two different spaces",
            ),
            (Err(why), _) | (_, Err(why)) => {
                errors.push(file, format!("roads[{i}]"), TextPos::of(road), why);
            }
        }
    }
    errors.into_result(roads)
}

pub fn data() -> TinyData {
    let titles: BTreeMap<RuleRef, String> = [
        ("1.4", "Stacking"),
        ("2.1", "Turns"),
        ("1.8", "Resources"),
        ("3.1", "March"),
        ("6.0", "The round"),
        ("7.1", "Non-players"),
    ]
    .into_iter()
    .map(|(s, t)| (RuleRef::parse(s).unwrap(), t.to_owned()))
    .collect();
    TinyData {
        rules: RulesIndex::from_titles(titles),
        slip: None,
        roads: Vec::new(),
    }
}

/// A position: each side's pieces in each space, and its Resources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TinyState {
    pub pieces: [[u32; 4]; 2],
    pub resources: [i64; 2],
}

/// A free change on the table.
#[derive(Clone, Debug)]
pub enum TinyEdit {
    Move {
        side: Side,
        from: usize,
        to: usize,
        count: u32,
    },
    Resources {
        side: Side,
        by: i64,
    },
    SetResources {
        side: Side,
        to: i64,
    },
}

/// What a side declares.
pub enum TinyAction {
    March(Side),
    Pass(Side),
    Round,
}

impl TinyAction {
    /// The side declaring, if a side declares it.
    pub fn side(&self) -> Option<Side> {
        match self {
            TinyAction::March(side) | TinyAction::Pass(side) => Some(*side),
            TinyAction::Round => None,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Tiny;

pub fn rule(section: &str) -> RuleRef {
    RuleRef::parse(section).unwrap()
}

fn verdict(section: &str, code: &str, args: Vec<String>) -> Verdict {
    Verdict {
        rule: rule(section),
        code: code.to_owned(),
        error: true,
        args,
    }
}

/// Which side holds a space: the one with more pieces there.
fn holder(state: &TinyState, space: usize) -> Option<Side> {
    let [crown, rebels] = [state.pieces[0][space], state.pieces[1][space]];
    match crown.cmp(&rebels) {
        std::cmp::Ordering::Greater => Some(Side::Crown),
        std::cmp::Ordering::Less => Some(Side::Rebels),
        std::cmp::Ordering::Equal => None,
    }
}

fn held(state: &TinyState, side: Side) -> i64 {
    (0..SPACES.len())
        .filter(|s| holder(state, *s) == Some(side))
        .count() as i64
}

impl Volume for Tiny {
    type Data = TinyData;
    type State = TinyState;
    type Edit = TinyEdit;
    type Action = TinyAction;
    /// The side whose declared entry came last, if the last entry was one.
    type Play = Option<Side>;

    fn key(&self) -> &'static str {
        "tiny"
    }

    fn formats(&self) -> Formats {
        Formats {
            program: "Tiny",
            known: &[("tiny game", "a saved game of Tiny")],
        }
    }

    fn chain(&self) -> Chain {
        Chain::new(b"tiny game header\n")
    }

    fn rules<'d>(&self, data: &'d TinyData) -> &'d RulesIndex {
        &data.rules
    }

    fn scenarios(&self, _: &TinyData) -> Vec<String> {
        vec!["standard".to_owned()]
    }

    fn setup(&self, _: &TinyData, scenario: &str, _seed: u64) -> Result<TinyState, String> {
        if scenario != "standard" {
            return Err(format!("no scenario `{scenario}`"));
        }
        Ok(TinyState {
            pieces: [[2, 1, 0, 0], [0, 0, 1, 2]],
            resources: [3, 3],
        })
    }

    fn apply(&self, _: &TinyData, state: &mut TinyState, edit: &TinyEdit) -> Result<(), String> {
        match *edit {
            TinyEdit::Move {
                side,
                from,
                to,
                count,
            } => {
                let row = &mut state.pieces[side.index()];
                if from >= row.len() || to >= row.len() {
                    return Err("no such space".to_owned());
                }
                if row[from] < count {
                    return Err(format!("only {} there", row[from]));
                }
                row[from] -= count;
                row[to] += count;
            }
            TinyEdit::Resources { side, by } => state.resources[side.index()] += by,
            TinyEdit::SetResources { side, to } => state.resources[side.index()] = to,
        }
        Ok(())
    }

    fn check(&self, _: &TinyData, state: &TinyState) -> Vec<Verdict> {
        let mut out = Vec::new();
        for (i, space) in SPACES.iter().enumerate() {
            let here = state.pieces[0][i] + state.pieces[1][i];
            if here > STACKING {
                out.push(verdict(
                    "1.4",
                    "OverStacked",
                    vec![(*space).to_owned(), here.to_string()],
                ));
            }
        }
        for side in SIDES {
            if state.resources[side.index()] < 0 {
                out.push(verdict(
                    "1.8",
                    "ResourcesBelowZero",
                    vec![side.key().to_owned()],
                ));
            }
        }
        out
    }

    fn judge(
        &self,
        data: &TinyData,
        action: &TinyAction,
        made: Made<'_, TinyState, TinyEdit>,
    ) -> Vec<Verdict> {
        let (before, after) = (made.before, made.after);
        let mut out = Vec::new();
        match *action {
            TinyAction::March(side) => {
                let (mut origins, mut arrivals) = (Vec::new(), Vec::new());
                for s in 0..SPACES.len() {
                    let change = i64::from(after.pieces[side.index()][s])
                        - i64::from(before.pieces[side.index()][s]);
                    let count = u32::try_from(change.unsigned_abs()).unwrap_or(u32::MAX);
                    match change.signum() {
                        -1 => origins.push(Lot { at: s, count }),
                        1 => arrivals.push(Lot { at: s, count }),
                        _ => {}
                    }
                }
                if !routable(&origins, &arrivals, |o: usize, d: usize| next(data, o, d)) {
                    out.push(verdict("3.1", "MarchNotNext", vec![side.key().to_owned()]));
                }
                let paid = before.resources[side.index()] - after.resources[side.index()];
                let due = arrivals.len() as i64;
                if paid != due {
                    out.push(verdict(
                        "3.1",
                        "MarchPaid",
                        vec![due.to_string(), paid.to_string()],
                    ));
                }
                let other = 1 - side.index();
                if before.pieces[other] != after.pieces[other] {
                    out.push(verdict(
                        "3.1",
                        "MarchMovedOthers",
                        vec![side.key().to_owned()],
                    ));
                }
            }
            TinyAction::Pass(_) => {}
            TinyAction::Round => {
                for side in SIDES {
                    let gained = after.resources[side.index()] - before.resources[side.index()];
                    let due = held(before, side);
                    if gained != due {
                        out.push(verdict(
                            "6.0",
                            "RoundIncome",
                            vec![side.key().to_owned(), due.to_string(), gained.to_string()],
                        ));
                    }
                }
            }
        }
        out
    }

    fn totals(&self, _: &TinyData, state: &TinyState) -> Vec<Total> {
        SIDES
            .iter()
            .map(|side| Total {
                side: side.key().to_owned(),
                total: held(state, *side),
                threshold: 2,
            })
            .collect()
    }

    fn layout(&self, data: &TinyData, state: &TinyState) -> Layout {
        let spaces = SPACES
            .iter()
            .enumerate()
            .map(|(i, key)| SpaceView {
                key: (*key).to_owned(),
                kind: if i == 0 { "city" } else { "province" }.to_owned(),
                at: (0.5, (i as f32 + 0.5) / SPACES.len() as f32),
                small: false,
                pieces: SIDES
                    .iter()
                    .filter(|side| state.pieces[side.index()][i] > 0)
                    .map(|side| (side.key().to_owned(), state.pieces[side.index()][i]))
                    .collect(),
                neighbours: SPACES
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| next(data, *j, i))
                    .map(|(_, k)| (*k).to_owned())
                    .collect(),
            })
            .collect();
        Layout {
            spaces,
            boxes: Vec::new(),
            tracks: SIDES
                .iter()
                .map(|side| {
                    (
                        format!("{}-resources", side.key()),
                        state.resources[side.index()],
                    )
                })
                .collect(),
        }
    }

    fn edit(&self, _: &TinyData, gesture: &Gesture) -> Result<TinyEdit, String> {
        match gesture {
            Gesture::Move {
                piece,
                count,
                from,
                to,
            } => Ok(TinyEdit::Move {
                side: side_of(piece)?,
                from: space_of(from)?,
                to: space_of(to)?,
                count: *count,
            }),
            Gesture::Track { track, value } => {
                let side = track
                    .strip_suffix("-resources")
                    .ok_or_else(|| format!("no track `{track}`"))?;
                Ok(TinyEdit::SetResources {
                    side: side_of(side)?,
                    to: *value,
                })
            }
            // Its one change of its own: a levy, `levy <side> <Resources>`.
            Gesture::Change(text) => match text.split_whitespace().collect::<Vec<_>>()[..] {
                ["levy", side, by] => Ok(TinyEdit::Resources {
                    side: side_of(side)?,
                    by: by.parse().map_err(|_| format!("`{by}` is no number"))?,
                }),
                _ => Err(format!("no change `{text}`")),
            },
        }
    }

    fn declarable(&self, _: &TinyData, _: &TinyState) -> Vec<String> {
        [
            "march crown",
            "march rebels",
            "pass crown",
            "pass rebels",
            "round",
        ]
        .map(str::to_owned)
        .to_vec()
    }

    fn action(&self, _: &TinyData, text: &str) -> Result<TinyAction, String> {
        match text.split_whitespace().collect::<Vec<_>>()[..] {
            ["march", side] => Ok(TinyAction::March(side_of(side)?)),
            ["pass", side] => Ok(TinyAction::Pass(side_of(side)?)),
            ["round"] => Ok(TinyAction::Round),
            _ => Err(format!("no action `{text}`")),
        }
    }

    fn words(&self, lang: &str) -> &'static str {
        match lang {
            "en" => WORDS_EN,
            "it" => WORDS_IT,
            _ => "",
        }
    }

    /// Its sequence of play (2.1): no side declares twice running.
    fn sequence(
        &self,
        data: &TinyData,
        (_, last): (&TinyState, &Option<Side>),
        entry: &coin_table::TableEntry,
    ) -> Vec<Verdict> {
        let side = entry
            .declare
            .as_deref()
            .and_then(|text| self.action(data, text).ok());
        match (side.and_then(|action| action.side()), last) {
            (Some(side), Some(last)) if side == *last => {
                vec![verdict("2.1", "ActedTwice", vec![side.key().to_owned()])]
            }
            _ => Vec::new(),
        }
    }

    fn fold(
        &self,
        data: &TinyData,
        last: &mut Option<Side>,
        entry: &coin_table::TableEntry,
        _: (&TinyState, &TinyState),
    ) {
        let action = entry
            .declare
            .as_deref()
            .and_then(|text| self.action(data, text).ok());
        *last = action.and_then(|action| action.side());
    }

    /// A levy for each side, of the whole game; nothing at a space.
    fn changes(&self, _: &TinyData, _: &TinyState, at: Option<&str>) -> Vec<String> {
        match at {
            Some(_) => Vec::new(),
            None => SIDES.map(|side| format!("levy {} 1", side.key())).to_vec(),
        }
    }

    fn non_player_sides(&self, _: &TinyData) -> Vec<String> {
        SIDES.iter().map(|side| side.key().to_owned()).collect()
    }

    fn non_player_turn(
        &self,
        _: &TinyData,
        game: SoFar<'_, TinyState, Option<Side>>,
        side: &str,
        answers: &[String],
    ) -> Result<NonPlayerTurn, NotPlanned> {
        let side = side_of(side).map_err(NotPlanned::Cannot)?;
        // It never acts twice running: after its own turn it passes (7.1).
        let last = game.entries.last().and_then(|e| e.non_player.as_deref());
        if last == Some(side.key()) {
            return Ok(NonPlayerTurn {
                declare: Some(format!("pass {}", side.key())),
                gestures: Vec::new(),
                trace: vec![reason("ActedLast", &[side.key()])],
            });
        }
        non_player_turn(game.now, side, answers)
    }

    fn own_files(&self) -> &'static [OwnFile] {
        &[BOARD_FILE]
    }

    fn with_own_file(
        &self,
        data: &TinyData,
        key: &str,
        (file, text): (&str, &str),
    ) -> Result<(TinyData, usize), LoadErrors> {
        if key != BOARD_FILE.key {
            return Err(OwnFile::unknown(key, file));
        }
        let roads = read_board(file, text)?;
        let count = roads.len();
        let mut merged = data.clone();
        merged.roads.extend(roads);
        Ok((merged, count))
    }

    fn play_out(
        &self,
        data: &TinyData,
        scenario: &str,
        seed: u64,
    ) -> Option<Result<PlayedOut<TinyData>, String>> {
        Some(self.setup(data, scenario, seed).and_then(|state| {
            let entries = Generator::new(data, state, seed).play()?;
            Ok(PlayedOut {
                data: data.clone(),
                entries,
            })
        }))
    }
}

/// Entries in a game the generator plays.
pub const GAME_ENTRIES: usize = 24;

/// Every this many entries, a round (6.0).
pub const ROUND_EVERY: usize = 5;

/// Its random generator, written from its rules (not from its checks):
/// the sides take turns (2.1), each Marching (3.1: own pieces to next
/// spaces with room under the stacking limit of 1.4, one Resource for each
/// space reached, none spent that it lacks, 1.8; a space that sends pieces
/// receives none in the same March) or passing, now and then through its
/// non-player system (7.1, the first answer taken when asked), with a
/// round every few entries paying each side for the spaces it holds (6.0).
struct Generator<'d> {
    data: &'d TinyData,
    state: TinyState,
    rng: ChaCha8Rng,
    entries: Vec<TableEntry>,
    last: Option<Side>,
}

impl<'d> Generator<'d> {
    fn new(data: &'d TinyData, state: TinyState, seed: u64) -> Generator<'d> {
        Generator {
            data,
            state,
            rng: ChaCha8Rng::seed_from_u64(seed),
            entries: Vec::new(),
            last: None,
        }
    }

    fn play(mut self) -> Result<Vec<TableEntry>, String> {
        while self.entries.len() < GAME_ENTRIES {
            let entry = if self.entries.len() % ROUND_EVERY == ROUND_EVERY - 1 {
                self.round()
            } else {
                let side = match self.last {
                    Some(Side::Crown) => Side::Rebels,
                    Some(Side::Rebels) => Side::Crown,
                    None => SIDES[self.rng.random_range(0..SIDES.len())],
                };
                if self.rng.random_bool(0.3) {
                    self.non_player(side)?
                } else {
                    self.turn(side)
                }
            };
            self.carry_out(entry)?;
        }
        Ok(self.entries)
    }

    fn carry_out(&mut self, entry: TableEntry) -> Result<(), String> {
        for gesture in &entry.gestures {
            let edit = Tiny.edit(self.data, gesture)?;
            Tiny.apply(self.data, &mut self.state, &edit)?;
        }
        self.last = entry
            .declare
            .as_deref()
            .and_then(|text| Tiny.action(self.data, text).ok())
            .and_then(|action| action.side());
        self.entries.push(entry);
        Ok(())
    }

    fn round(&self) -> TableEntry {
        TableEntry {
            declare: Some("round".to_owned()),
            gestures: SIDES
                .iter()
                .map(|side| Gesture::Track {
                    track: format!("{}-resources", side.key()),
                    value: self.state.resources[side.index()] + held(&self.state, *side),
                })
                .collect(),
            ..TableEntry::default()
        }
    }

    fn non_player(&self, side: Side) -> Result<TableEntry, String> {
        let mut answers: Vec<String> = Vec::new();
        loop {
            let game = SoFar {
                scenario: "standard",
                seed: 0,
                entries: &self.entries,
                now: &self.state,
                play: &self.last,
            };
            match Tiny.non_player_turn(self.data, game, side.key(), &answers) {
                Ok(turn) => {
                    return Ok(TableEntry {
                        declare: turn.declare,
                        gestures: turn.gestures,
                        non_player: Some(side.key().to_owned()),
                        answers,
                    });
                }
                Err(NotPlanned::Asked(question)) => match question.options.first() {
                    Some(first) => answers.push(first.clone()),
                    None => return Err("a question with no answer".to_owned()),
                },
                Err(NotPlanned::Cannot(why)) => return Err(why),
            }
        }
    }

    /// A player's turn: a March of one or two moves when it can pay, else
    /// (or now and then) a pass.
    fn turn(&mut self, side: Side) -> TableEntry {
        let pass = TableEntry {
            declare: Some(format!("pass {}", side.key())),
            ..TableEntry::default()
        };
        let resources = self.state.resources[side.index()];
        if resources < 1 || self.rng.random_bool(0.2) {
            return pass;
        }
        let wanted = usize::try_from(self.rng.random_range(1..=2.min(resources))).unwrap_or(1);
        let mut after = self.state.clone();
        let (mut senders, mut reached) = (Vec::new(), Vec::new());
        let mut gestures = Vec::new();
        for _ in 0..wanted {
            let moves: Vec<(usize, usize)> = (0..SPACES.len())
                .filter(|from| after.pieces[side.index()][*from] > 0 && !reached.contains(from))
                .flat_map(|from| (0..SPACES.len()).map(move |to| (from, to)))
                .filter(|(from, to)| {
                    next(self.data, *from, *to)
                        && !senders.contains(to)
                        && (reached.contains(to) || reached.len() < wanted)
                        && after.pieces[0][*to] + after.pieces[1][*to] < STACKING
                        && *from != *to
                })
                .collect();
            if moves.is_empty() {
                break;
            }
            let (from, to) = moves[self.rng.random_range(0..moves.len())];
            let room = STACKING - after.pieces[0][to] - after.pieces[1][to];
            let count = self
                .rng
                .random_range(1..=room.min(after.pieces[side.index()][from]));
            after.pieces[side.index()][from] -= count;
            after.pieces[side.index()][to] += count;
            if !senders.contains(&from) {
                senders.push(from);
            }
            if !reached.contains(&to) {
                reached.push(to);
            }
            gestures.push(Gesture::Move {
                piece: side.key().to_owned(),
                count,
                from: SPACES[from].to_owned(),
                to: SPACES[to].to_owned(),
            });
        }
        if gestures.is_empty() {
            return pass;
        }
        let slipped = self
            .data
            .slip
            .is_some_and(|from| self.entries.len() + 1 >= from);
        if !slipped {
            gestures.push(Gesture::Track {
                track: format!("{}-resources", side.key()),
                value: resources - reached.len() as i64,
            });
        }
        TableEntry {
            declare: Some(format!("march {}", side.key())),
            gestures,
            ..TableEntry::default()
        }
    }
}

fn reason(code: &str, args: &[&str]) -> Reason {
    Reason {
        rule: rule("7.1"),
        code: code.to_owned(),
        args: args.iter().map(|a| (*a).to_owned()).collect(),
    }
}

/// A game of Tiny with no entry yet, at `state`.
pub fn fresh(state: &TinyState) -> SoFar<'_, TinyState, Option<Side>> {
    SoFar {
        scenario: "standard",
        seed: 1,
        entries: &[],
        now: state,
        play: &None,
    }
}

/// Its made-up non-player rule (7.1): a side that made the last entry
/// passes; else, with a Resource to pay, a side
/// marches one piece from its largest stack that can move one space on
/// (the Crown southwards, the Rebels northwards, into a space with room
/// under the stacking limit); the players choose between stacks of the
/// same size; with no Resource or no such stack, it passes.
fn non_player_turn(
    state: &TinyState,
    side: Side,
    answers: &[String],
) -> Result<NonPlayerTurn, NotPlanned> {
    let pass = |trace| NonPlayerTurn {
        declare: Some(format!("pass {}", side.key())),
        gestures: Vec::new(),
        trace,
    };
    let resources = state.resources[side.index()];
    if resources < 1 {
        return Ok(pass(vec![reason("NoResources", &[side.key()])]));
    }
    let row = state.pieces[side.index()];
    let onward = |from: usize| match side {
        Side::Crown => Some(from + 1).filter(|to| *to < SPACES.len()),
        Side::Rebels => from.checked_sub(1),
    };
    let room = |to: usize| state.pieces[0][to] + state.pieces[1][to] < STACKING;
    let movable: Vec<usize> = (0..SPACES.len())
        .filter(|from| row[*from] > 0 && onward(*from).is_some_and(room))
        .collect();
    let Some(most) = movable.iter().map(|from| row[*from]).max() else {
        return Ok(pass(vec![reason("NoMarch", &[side.key()])]));
    };
    let largest: Vec<usize> = movable.into_iter().filter(|f| row[*f] == most).collect();
    let count = most.to_string();
    let from = match (&largest[..], answers.first()) {
        ([only], _) => *only,
        (_, None) => {
            return Err(NotPlanned::Asked(Question {
                asked: reason("WhichStack", &[side.key(), &count]),
                options: largest.iter().map(|s| SPACES[*s].to_owned()).collect(),
                trace: Vec::new(),
            }));
        }
        (_, Some(answer)) => space_of(answer)
            .ok()
            .filter(|s| largest.contains(s))
            .ok_or_else(|| NotPlanned::Cannot(format!("`{answer}` was not one of the stacks")))?,
    };
    let to = onward(from).unwrap_or(from);
    Ok(NonPlayerTurn {
        declare: Some(format!("march {}", side.key())),
        gestures: vec![
            Gesture::Move {
                piece: side.key().to_owned(),
                count: 1,
                from: SPACES[from].to_owned(),
                to: SPACES[to].to_owned(),
            },
            Gesture::Track {
                track: format!("{}-resources", side.key()),
                value: resources - 1,
            },
        ],
        trace: vec![
            reason("LargestStack", &[SPACES[from], &count]),
            reason("Marches", &[side.key(), SPACES[from], SPACES[to]]),
        ],
    })
}

fn side_of(key: &str) -> Result<Side, String> {
    SIDES
        .into_iter()
        .find(|side| side.key() == key)
        .ok_or_else(|| format!("no side `{key}`"))
}

fn space_of(key: &str) -> Result<usize, String> {
    SPACES
        .iter()
        .position(|space| *space == key)
        .ok_or_else(|| format!("no space `{key}`"))
}

/// Its words in English.
const WORDS_EN: &str = "\
name-crown = Crown
name-rebels = Rebels
name-north = North
name-hills = Hills
name-plain = Plain
name-south = South
name-crown-resources = Crown Resources
name-board = The table's roads
name-rebels-resources = Rebels Resources
verdict-over-stacked = { $a1 } holds { $a2 } pieces, more than three.
verdict-resources-below-zero = The { $a1 } have Resources below zero.
verdict-march-not-next = The { $a1 } marched further than the next space.
verdict-march-paid = The March cost { $a1 } Resources, but { $a2 } were paid.
verdict-march-moved-others = The March of the { $a1 } moved the other side's pieces.
verdict-round-income = The { $a1 } were due { $a2 } Resources in the round, but gained { $a3 }.
verdict-acted-twice = The { $a1 } declared twice running.
trace-no-resources = The { $a1 } have no Resources: they pass.
trace-no-march = No stack of the { $a1 } can march on: they pass.
trace-acted-last = The { $a1 } made the last entry: they pass.
trace-largest-stack = The largest stack that can march is in { $a1 }, { $a2 } pieces.
trace-marches = The { $a1 } march one piece from { $a2 } to { $a3 }.
question-which-stack = The { $a1 } have more than one stack of { $a2 } that can march: which marches?
";

/// Its words in Italian (Spanish it does not speak: the table shows codes).
const WORDS_IT: &str = "\
name-crown = Corona
name-rebels = Ribelli
name-north = Nord
name-hills = Colline
name-plain = Pianura
name-south = Sud
name-board = Le strade del tavolo
verdict-over-stacked = { $a1 } ha { $a2 } pezzi, più di tre.
verdict-march-paid = La Marcia costava { $a1 } Risorse, ma ne sono state pagate { $a2 }.
";
