//! Vijayanagara's fidelity: the random generator's legal entries, each
//! judged with no verdict (no false alarm), and faults put into them, each
//! caught with the section that settles it. `docs/fidelity-vijayanagara.md`
//! is the report; the test fails while it is stale (`UPDATE_FIDELITY=1`
//! writes it).

use coin_table::{Gesture, RuleRef, TableEntry, TableLog, Verdict, play_in_game, replay};
use vijayanagara::{Command, Data, Declared, Faction, Vijayanagara};

use crate::bundled;

/// A kind of fault, how it is put into an entry, and the sections that
/// settle it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fault {
    /// A Command's Resources left unpaid.
    Unpaid,
    /// One Resource too many spent.
    Overpaid,
    /// A Pass that takes one Resource more.
    GreedyPass,
    /// A moved piece sent to a space not adjacent to where it left.
    FarMove,
    /// One more of the acting Faction's Units placed from its box.
    ExtraUnit,
    /// Another Faction's Unit moved during the action.
    OthersPiece,
    /// A Command in several spaces declared Limited.
    Limited,
    /// The action declared for a Faction Ineligible on the card.
    Ineligible,
    /// An Attack's logged dice that cannot score the hits its losses say:
    /// every attacker's die a 6 where the defender lost pieces.
    MissedDice,
    /// A card's instructions that also move a Bahmani or Vijayanagara
    /// Unit between Provinces.
    StrayMove,
    /// A plunder taking the Sultanate's Resources below 3.
    DeepPlunder,
    /// One Mongol Invader more gathered by the first Timurid Empire card.
    TimuridExtra,
    /// A card's instructions carried out on the next card revealed with
    /// them, in the same entry.
    CardWithInstructions,
}

impl Fault {
    const ALL: [Fault; 13] = [
        Fault::Unpaid,
        Fault::Overpaid,
        Fault::GreedyPass,
        Fault::FarMove,
        Fault::ExtraUnit,
        Fault::OthersPiece,
        Fault::Limited,
        Fault::Ineligible,
        Fault::MissedDice,
        Fault::StrayMove,
        Fault::DeepPlunder,
        Fault::TimuridExtra,
        Fault::CardWithInstructions,
    ];

    fn name(self) -> &'static str {
        match self {
            Fault::Unpaid => "a Command's Resources left unpaid",
            Fault::Overpaid => "one Resource too many spent",
            Fault::GreedyPass => "a Pass taking one Resource more",
            Fault::FarMove => "a piece moved to a space not adjacent",
            Fault::ExtraUnit => "one more Unit placed from the box",
            Fault::OthersPiece => "another Faction's Unit moved",
            Fault::Limited => "a Command in several spaces declared Limited",
            Fault::Ineligible => "the action declared for an Ineligible Faction",
            Fault::MissedDice => "an Attack's losses beyond its logged dice",
            Fault::StrayMove => "a card's instructions moving a Deccan Unit",
            Fault::DeepPlunder => "a plunder taking the Sultanate below 3 Resources",
            Fault::TimuridExtra => "one Invader more gathered by the first Timurid card",
            Fault::CardWithInstructions => "the next card revealed inside the instructions",
        }
    }
}

fn unit(faction: Faction) -> &'static str {
    match faction {
        Faction::Sultanate => "troop",
        Faction::Bahmani => "amir",
        _ => "raja",
    }
}

fn track(faction: Faction) -> String {
    format!("{}-resources", faction.key())
}

/// The entry with the fault put in, and the sections that settle it; none
/// where the fault does not apply to the entry.
fn put(
    fault: Fault,
    (data, entry, declared): (&Data, &TableEntry, Declared),
    (before, play): (&vijayanagara::State, &vijayanagara::Sequence),
) -> Option<(TableEntry, Vec<RuleRef>)> {
    let mut out = entry.clone();
    let (faction, command, limited, decree) = match declared {
        Declared::Pass(f) => (f, None, false, None),
        Declared::Instructions => return put_instructions(fault, (data, entry), before),
        // An Event's text is not in the data: it may change anything, so
        // only who may take it can be at fault.
        Declared::Event { faction, .. } if fault == Fault::Ineligible => {
            (faction, None, false, None)
        }
        Declared::Event { .. } | Declared::Decree { .. } => return None,
        Declared::Command {
            faction,
            command,
            limited,
            decree,
        } => (faction, Some(command), limited, decree),
    };
    let own = command.and_then(|c| c.section(faction));
    let paid_at = entry
        .gestures
        .iter()
        .rposition(|g| matches!(g, Gesture::Track { track: t, .. } if *t == track(faction)));
    match fault {
        Fault::Unpaid | Fault::Overpaid => {
            let own = own?;
            let at = paid_at?;
            let Gesture::Track { value, .. } = &out.gestures[at] else {
                return None;
            };
            if fault == Fault::Unpaid {
                // Only where the Command spent something overall.
                if *value >= before.resources_of(faction) {
                    return None;
                }
                out.gestures.remove(at);
            } else {
                if *value < 1 {
                    return None;
                }
                out.gestures[at] = Gesture::Track {
                    track: track(faction),
                    value: value - 1,
                };
            }
            Some((out, vec![own]))
        }
        Fault::GreedyPass => {
            if command.is_some() {
                return None;
            }
            let value = before.resources_of(faction)
                + vijayanagara::pass_income(faction, before.resources_of(faction));
            if value >= vijayanagara::MOST_RESOURCES {
                return None;
            }
            out.gestures.retain(|g| !matches!(g, Gesture::Track { .. }));
            out.gestures.push(Gesture::Track {
                track: track(faction),
                value: value + 1,
            });
            Some((out, vec![RuleRef::new("2.3.6")]))
        }
        Fault::FarMove => {
            let own = own?;
            // A Campaign's route may run three spaces: a move beyond the
            // next space is no fault there.
            if decree == Some(vijayanagara::Decree::Campaign) {
                return None;
            }
            let board = &data.board;
            let at = out.gestures.iter().position(|g| {
                matches!(g, Gesture::Move { from, to, .. }
                    if board.index(from).is_some() && board.index(to).is_some())
            })?;
            let Gesture::Move {
                piece, count, from, ..
            } = out.gestures[at].clone()
            else {
                return None;
            };
            let origin = board.index(&from)?;
            let far = board
                .provinces()
                .into_iter()
                .find(|p| *p != origin && !board.adjacent(origin, *p))?;
            out.gestures[at] = Gesture::Move {
                piece,
                count,
                from,
                to: board.spaces[far].key.clone(),
            };
            let mut settle = vec![own, RuleRef::new("3.1.2")];
            if decree == Some(vijayanagara::Decree::Compel) {
                settle.push(RuleRef::new("4.4.3"));
            }
            Some((out, settle))
        }
        Fault::ExtraUnit => {
            let own = own?;
            let kind = vijayanagara::Kind::from_key(unit(faction))?;
            let box_ = vijayanagara::Place::Holding(vijayanagara::Holding::Available(faction));
            if before.count(box_, kind) < 2 {
                return None;
            }
            // Into a Province where the Faction stands and the Command
            // changed nothing of its own.
            let province = data.board.provinces().into_iter().find(|p| {
                let key = &data.board.spaces[*p].key;
                !entry.gestures.iter().any(|g| match g {
                    Gesture::Move { from, to, .. } => from == key || to == key,
                    Gesture::Change(text) => text.contains(key.as_str()),
                    Gesture::Track { .. } => false,
                })
            })?;
            out.gestures.push(Gesture::Move {
                piece: unit(faction).to_owned(),
                count: 1,
                from: format!("{}-available", faction.key()),
                to: data.board.spaces[province].key.clone(),
            });
            Some((out, vec![own, RuleRef::new("4.3.2"), RuleRef::new("4.4.3")]))
        }
        Fault::OthersPiece => {
            let own = own?;
            let other = Faction::PLAYERS.into_iter().find(|f| *f != faction)?;
            let kind = vijayanagara::Kind::from_key(unit(other))?;
            let board = &data.board;
            let (from, to) = province_move(data, before, kind)?;
            out.gestures.push(Gesture::Move {
                piece: unit(other).to_owned(),
                count: 1,
                from: board.spaces[from].key.clone(),
                to: board.spaces[to].key.clone(),
            });
            Some((out, vec![own]))
        }
        Fault::StrayMove
        | Fault::DeepPlunder
        | Fault::TimuridExtra
        | Fault::CardWithInstructions => None,
        Fault::MissedDice => {
            let own = own?;
            // A space whose dice were logged and whose defender lost a
            // piece to its box.
            let lost_in = |space: &str| {
                entry.gestures.iter().any(|g| {
                    matches!(g, Gesture::Move { from, to, .. }
                        if from == space && to.ends_with("-available") && !to.starts_with(faction.key()))
                })
            };
            let at = entry.gestures.iter().position(|g| match g {
                Gesture::Change(text) => text
                    .strip_prefix("dice ")
                    .and_then(|rest| rest.split_whitespace().next())
                    .is_some_and(lost_in),
                _ => false,
            })?;
            let Gesture::Change(text) = &out.gestures[at] else {
                return None;
            };
            let words: Vec<&str> = text.split_whitespace().collect();
            let sixes = vec!["6"; words[2].split('-').count()].join("-");
            out.gestures[at] = Gesture::Change(format!("dice {} {sixes} {}", words[1], words[3]));
            Some((out, vec![own]))
        }
        Fault::Ineligible => {
            // A card that stops regular play has no Eligibility (2.5).
            if before.deck.interrupted() {
                return None;
            }
            let other = play.ineligible.first().copied()?;
            let text = out.declare.clone()?;
            out.declare = Some(text.replacen(faction.key(), other.key(), 1));
            Some((out, vec![RuleRef::new("2.3.1")]))
        }
        Fault::Limited => {
            let command = command?;
            if limited || decree.is_some() || command == Command::Attack {
                return None;
            }
            let mut spaces: Vec<&str> = entry
                .gestures
                .iter()
                .filter_map(|g| match g {
                    Gesture::Move { to, .. } if data.board.index(to).is_some() => Some(to.as_str()),
                    _ => None,
                })
                .collect();
            spaces.sort_unstable();
            spaces.dedup();
            if spaces.len() < 2 {
                return None;
            }
            let declared = Declared::Command {
                faction,
                command,
                limited: true,
                decree,
            };
            out.declare = Some(declared.text());
            Some((out, vec![RuleRef::new("2.3.5")]))
        }
    }
}

/// A Province holding a piece of the kind, and a Province beside it: the
/// first such move on the board, if any.
fn province_move(
    data: &Data,
    before: &vijayanagara::State,
    kind: vijayanagara::Kind,
) -> Option<(usize, usize)> {
    let board = &data.board;
    board.provinces().into_iter().find_map(|p| {
        let here = vijayanagara::Place::Space(p);
        (before.count(here, kind) > 0).then(|| {
            board
                .neighbours(p)
                .into_iter()
                .find(|n| board.is_province(*n))
                .map(|n| (p, n))
        })?
    })
}

/// The card's instructions with a fault put in, and the sections that
/// settle it; none where the fault does not apply to the entry.
fn put_instructions(
    fault: Fault,
    (data, entry): (&Data, &TableEntry),
    before: &vijayanagara::State,
) -> Option<(TableEntry, Vec<RuleRef>)> {
    let card = before.deck.card?;
    // The Succession cards' verdicts cite each card's own section.
    let rule = match (card, before.deck.successions) {
        (vijayanagara::Card::Invasion(_), _) => RuleRef::new("2.4"),
        (vijayanagara::Card::Succession, 1) => RuleRef::new("2.5.1"),
        (vijayanagara::Card::Succession, 2) => RuleRef::new("2.5.2"),
        (vijayanagara::Card::Succession, _) => RuleRef::new("2.5.3"),
        _ => RuleRef::new("2.6"),
    };
    let mut out = entry.clone();
    let board = &data.board;
    match fault {
        Fault::StrayMove => {
            let (from, to) = province_move(data, before, vijayanagara::Kind::Amir)?;
            out.gestures.push(Gesture::Move {
                piece: "amir".to_owned(),
                count: 1,
                from: board.spaces[from].key.clone(),
                to: board.spaces[to].key.clone(),
            });
            Some((out, vec![rule]))
        }
        Fault::DeepPlunder => {
            if card == vijayanagara::Card::Succession {
                return None;
            }
            let at = entry.gestures.iter().rposition(
                |g| matches!(g, Gesture::Track { track, .. } if track == "sultanate-resources"),
            )?;
            let Gesture::Track { value, .. } = &mut out.gestures[at] else {
                return None;
            };
            let floor = before.resources_of(Faction::Sultanate).min(3);
            if floor < 1 {
                return None;
            }
            *value = floor - 1;
            Some((out, vec![RuleRef::new("3.5.3"), rule]))
        }
        Fault::TimuridExtra => {
            if card != vijayanagara::Card::Timurid || before.deck.timurids != 1 {
                return None;
            }
            let at = entry
                .gestures
                .iter()
                .position(|g| matches!(g, Gesture::Move { piece, .. } if piece == "mongol"))?;
            let Gesture::Move { count, .. } = &mut out.gestures[at] else {
                return None;
            };
            *count += 1;
            Some((out, vec![rule]))
        }
        Fault::CardWithInstructions => {
            out.gestures.push(Gesture::Change("card".to_owned()));
            let card_rule = match card {
                vijayanagara::Card::Invasion(_) => RuleRef::new("2.4"),
                vijayanagara::Card::Succession => RuleRef::new("2.5"),
                _ => RuleRef::new("2.6"),
            };
            Some((out, vec![rule, card_rule, RuleRef::new("2.1")]))
        }
        _ => None,
    }
}

/// What the harness found.
#[derive(Default)]
struct Found {
    steps: usize,
    alarms: Vec<String>,
    /// For each kind of fault: put in, caught, caught with a section that
    /// settles it.
    faults: std::collections::BTreeMap<Fault, (usize, usize, usize)>,
    missed: Vec<String>,
}

fn run(games: u64) -> Found {
    let data = bundled();
    let v = Vijayanagara;
    let mut found = Found::default();
    for seed in 0..games {
        let entries = vijayanagara::play_out(&data, "standard", seed).unwrap();
        let mut log = TableLog::new("vijayanagara", "standard", seed);
        log.entries = entries;
        let start = replay(&v, &data, &log, 0).unwrap();
        let (mut state, mut play) = (start.state, start.play);
        for (at, entry) in log.entries.iter().enumerate() {
            let before = state.clone();
            let play_before = play.clone();
            let judged = play_in_game(&v, &data, (&mut state, &mut play), entry).unwrap();
            found.steps += 1;
            let errors: Vec<&Verdict> = judged.verdicts.iter().filter(|v| v.error).collect();
            if !errors.is_empty() {
                found
                    .alarms
                    .push(format!("seed {seed}, entry {}: {errors:?}", at + 1));
            }
            let Some(declared) = entry
                .declare
                .as_deref()
                .and_then(|t| Declared::read(t).ok())
            else {
                continue;
            };
            for fault in Fault::ALL {
                let Some((faulty, settle)) =
                    put(fault, (&data, entry, declared), (&before, &play_before))
                else {
                    continue;
                };
                let mut s = before.clone();
                let mut p = play_before.clone();
                let Ok(judged) = play_in_game(&v, &data, (&mut s, &mut p), &faulty) else {
                    continue;
                };
                let counts = found.faults.entry(fault).or_default();
                counts.0 += 1;
                let errors: Vec<&Verdict> = judged.verdicts.iter().filter(|v| v.error).collect();
                if !errors.is_empty() {
                    counts.1 += 1;
                    if errors.iter().any(|v| settle.contains(&v.rule)) {
                        counts.2 += 1;
                    }
                } else if found.missed.len() < 20 {
                    found.missed.push(format!(
                        "{} (seed {seed}, entry {}: {})",
                        fault.name(),
                        at + 1,
                        entry.declare.as_deref().unwrap_or("")
                    ));
                }
            }
        }
    }
    found
}

fn report(games: u64, found: &Found) -> String {
    let (put_in, caught, right) = found
        .faults
        .values()
        .fold((0, 0, 0), |(a, b, c), (x, y, z)| (a + x, b + y, c + z));
    let pct = |n: usize, d: usize| {
        if d == 0 {
            0.0
        } else {
            100.0 * n as f64 / d as f64
        }
    };
    let mut out = String::from(
        "# Vijayanagara: fidelity of the checks\n\n\
         Generated by `crates/vijayanagara/tests/it/fidelity.rs`; do not edit by hand.\n\n\
         The random generator (`crates/vijayanagara/src/playout.rs`) plays whole games from the \
         rulebook, apart from the checks. Every entry it makes is judged through the table's \
         contract: a verdict that breaks a rule is a false alarm. Then faults are put into its \
         declared entries, one at a time, and each is judged again: caught when a verdict breaks \
         a rule, and caught with the right section when one of them cites a section that settles \
         that fault.\n\n",
    );
    out += &format!(
        "{games} games, {} legal steps judged: {} false alarms.\n\n",
        found.steps,
        found.alarms.len()
    );
    out += &format!(
        "{put_in} faults put in: {caught} caught ({:.1} %), {right} with a section that settles them ({:.1} %).\n\n",
        pct(caught, put_in),
        pct(right, put_in)
    );
    out += "| Fault | Put in | Caught | With the right section |\n|---|---|---|---|\n";
    for (fault, (a, b, c)) in &found.faults {
        out += &format!("| {} | {a} | {b} | {c} |\n", fault.name());
    }
    if !found.missed.is_empty() {
        out += "\nFaults not caught (the first twenty):\n\n";
        for missed in &found.missed {
            out += &format!("- {missed}\n");
        }
    }
    out
}

#[test]
fn the_fidelity_report_is_up_to_date() {
    let games = 100;
    let found = run(games);
    assert_eq!(found.alarms, Vec::<String>::new(), "no false alarm");
    assert!(found.steps >= 5000, "{} steps", found.steps);
    let text = report(games, &found);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/fidelity-vijayanagara.md");
    if std::env::var_os("UPDATE_FIDELITY").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "docs/fidelity-vijayanagara.md is stale: run `UPDATE_FIDELITY=1 cargo test -p vijayanagara --test it fidelity`"
    );
}
