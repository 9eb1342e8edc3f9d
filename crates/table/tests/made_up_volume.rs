//! A made-up volume on the table's contract: a tiny COIN-like game of four
//! spaces in a row, two sides, one Operation (a March to next spaces, paid
//! per destination), a Resources track, a stacking limit and a periodic
//! round that pays each side for the spaces it holds. Nothing of it is
//! any real game; it shows that the table's code carries a volume it was
//! not written for.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed expectation should panic

use std::collections::BTreeMap;

use coin_table::{
    Chain, Formats, Layout, Lot, Refused, RuleRef, RulesIndex, SpaceView, Total, Verdict, Volume,
    routable, take_action, uncited,
};

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Crown,
    Rebels,
}

const SIDES: [Side; 2] = [Side::Crown, Side::Rebels];

impl Side {
    fn key(self) -> &'static str {
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
const SPACES: [&str; 4] = ["north", "hills", "plain", "south"];

/// At most this many pieces in a space (its rule 1.4).
const STACKING: u32 = 3;

/// What the volume's data holds: its rule index.
struct TinyData {
    rules: RulesIndex,
}

fn data() -> TinyData {
    let titles: BTreeMap<RuleRef, String> = [
        ("1.4", "Stacking"),
        ("1.8", "Resources"),
        ("3.1", "March"),
        ("6.0", "The round"),
    ]
    .into_iter()
    .map(|(s, t)| (RuleRef::parse(s).unwrap(), t.to_owned()))
    .collect();
    TinyData {
        rules: RulesIndex::from_titles(titles),
    }
}

/// A position: each side's pieces in each space, and its Resources.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TinyState {
    pieces: [[u32; 4]; 2],
    resources: [i64; 2],
}

/// A free change on the table.
#[derive(Clone, Debug)]
enum TinyEdit {
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
}

/// What a side declares.
enum TinyAction {
    March(Side),
    Round,
}

struct Tiny;

fn rule(section: &str) -> RuleRef {
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
        _: &TinyData,
        action: &TinyAction,
        before: &TinyState,
        after: &TinyState,
    ) -> Vec<Verdict> {
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
                if !routable(&origins, &arrivals, |o: usize, d: usize| o.abs_diff(d) == 1) {
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

    fn layout(&self, _: &TinyData, state: &TinyState) -> Layout {
        let spaces = SPACES
            .iter()
            .enumerate()
            .map(|(i, key)| SpaceView {
                key: (*key).to_owned(),
                kind: if i == 0 { "city" } else { "province" }.to_owned(),
                at: (0.5, (i as f32 + 0.5) / SPACES.len() as f32),
                pieces: SIDES
                    .iter()
                    .filter(|side| state.pieces[side.index()][i] > 0)
                    .map(|side| (side.key().to_owned(), state.pieces[side.index()][i]))
                    .collect(),
                neighbours: SPACES
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| j.abs_diff(i) == 1)
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
}

fn start() -> (TinyData, TinyState) {
    let data = data();
    let state = Tiny.setup(&data, "standard", 1).unwrap();
    (data, state)
}

fn codes(verdicts: &[Verdict]) -> Vec<&str> {
    verdicts.iter().map(|v| v.code.as_str()).collect()
}

#[test]
fn a_legal_march_raises_nothing_and_moves_the_totals() {
    let (data, mut state) = start();
    let march = [
        TinyEdit::Move {
            side: Side::Crown,
            from: 1,
            to: 2,
            count: 1,
        },
        TinyEdit::Resources {
            side: Side::Crown,
            by: -1,
        },
    ];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Crown), &march),
    )
    .unwrap();
    assert_eq!(judged.verdicts, []);
    assert_eq!(state.pieces[0], [2, 0, 1, 0]);
    assert_eq!(state.resources, [2, 3]);
    // The plain is tied now; the Crown holds only the north.
    assert_eq!(
        judged.totals.iter().map(|t| t.total).collect::<Vec<_>>(),
        [1, 1]
    );
}

#[test]
fn a_march_past_the_next_space_unpaid_is_found_with_its_section() {
    let (data, mut state) = start();
    let far = [TinyEdit::Move {
        side: Side::Crown,
        from: 0,
        to: 3,
        count: 1,
    }];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Crown), &far),
    )
    .unwrap();
    assert_eq!(codes(&judged.verdicts), ["MarchNotNext", "MarchPaid"]);
    assert!(judged.verdicts.iter().all(|v| v.rule == rule("3.1")));
    assert_eq!(judged.verdicts[1].args, ["1", "0"]);
    assert_eq!(uncited(&Tiny, &data, &judged.verdicts), []);
}

#[test]
fn a_position_over_the_stacking_limit_is_found_by_the_volumes_check() {
    let (data, mut state) = start();
    let crowd = [
        TinyEdit::Move {
            side: Side::Rebels,
            from: 3,
            to: 2,
            count: 2,
        },
        TinyEdit::Move {
            side: Side::Crown,
            from: 1,
            to: 2,
            count: 1,
        },
    ];
    let judged = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Rebels), &crowd),
    )
    .unwrap();
    assert_eq!(
        codes(&judged.verdicts),
        ["OverStacked", "MarchPaid", "MarchMovedOthers"]
    );
    assert_eq!(judged.verdicts[0].args, ["plain", "4"]);
    assert_eq!(judged.verdicts[0].rule, rule("1.4"));
}

#[test]
fn a_change_that_cannot_be_carried_out_is_refused_and_changes_nothing() {
    let (data, mut state) = start();
    let before = state.clone();
    let edits = [
        TinyEdit::Resources {
            side: Side::Rebels,
            by: -1,
        },
        TinyEdit::Move {
            side: Side::Rebels,
            from: 0,
            to: 1,
            count: 1,
        },
    ];
    let refused = take_action(
        &Tiny,
        &data,
        &mut state,
        (&TinyAction::March(Side::Rebels), &edits),
    )
    .unwrap_err();
    assert_eq!(
        refused,
        Refused {
            step: 1,
            reason: "only 0 there".to_owned()
        }
    );
    assert_eq!(state, before);
}

#[test]
fn the_periodic_round_pays_each_side_for_the_spaces_it_holds() {
    let (data, mut state) = start();
    let right = [
        TinyEdit::Resources {
            side: Side::Crown,
            by: 2,
        },
        TinyEdit::Resources {
            side: Side::Rebels,
            by: 2,
        },
    ];
    let judged = take_action(&Tiny, &data, &mut state, (&TinyAction::Round, &right)).unwrap();
    assert_eq!(judged.verdicts, []);
    let short = [TinyEdit::Resources {
        side: Side::Rebels,
        by: 5,
    }];
    let judged = take_action(&Tiny, &data, &mut state, (&TinyAction::Round, &short)).unwrap();
    assert_eq!(codes(&judged.verdicts), ["RoundIncome", "RoundIncome"]);
    assert_eq!(judged.verdicts[0].args, ["crown", "2", "0"]);
    assert_eq!(judged.verdicts[1].args, ["rebels", "2", "5"]);
}

#[test]
fn the_board_is_drawn_from_the_volumes_layout() {
    let (data, state) = start();
    let layout = Tiny.layout(&data, &state);
    let keys: Vec<&str> = layout.spaces.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(keys, SPACES);
    assert_eq!(layout.spaces[1].neighbours, ["north", "plain"]);
    assert_eq!(layout.spaces[0].pieces, [("crown".to_owned(), 2)]);
    assert_eq!(layout.tracks[1], ("rebels-resources".to_owned(), 3));
    assert!(
        layout
            .spaces
            .iter()
            .all(|s| (0.0..=1.0).contains(&s.at.0) && (0.0..=1.0).contains(&s.at.1))
    );
    assert_eq!(Tiny.scenarios(&data), ["standard"]);
    assert!(Tiny.setup(&data, "other", 1).is_err());
    assert_eq!(Tiny.key(), "tiny");
}

#[test]
fn the_volume_seals_and_names_its_files_with_its_own_words() {
    let tiny = Tiny.chain().header_hash(b"header");
    let other = Chain::new(b"another\n").header_hash(b"header");
    assert_ne!(tiny, other);
    let formats = Tiny.formats();
    let error = coin_table::expect_format(
        &formats,
        "game.yaml",
        "format: another game\nversion: 1\n",
        ("tiny game", 1),
    )
    .unwrap_err();
    assert!(error.to_string().contains("not a Tiny file"), "{error}");
}
