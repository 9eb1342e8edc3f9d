//! Declared actions (2.3.4, 3.0, 4.0): a Faction says what it does (an
//! Operation with or without a Special Activity, a Limited Operation, an
//! Event, or Pass), performs it as it likes, and the whole change is checked
//! against what the rules allow for that declaration.
//!
//! The check works on the difference between the states before and after.
//! Each part (Operation, Special Activity, the end-of-turn effects of
//! Gandhi's arrest) explains the changes it may make and takes them off a
//! ledger; whatever no part explains is reported as not belonging to the
//! action.

pub mod campaign;
pub mod diff;
mod event;
pub mod explain;
mod flow;
pub mod helpers;
pub mod issue;
mod ledger;
mod nv;
mod raj;
mod revs;
mod special;
mod util;

use crate::check::{Finding, FindingKind, Report};
use crate::data::GameData;
use crate::ids::{Faction, SpaceId};
use crate::rule::RuleRef;
use crate::state::{GameState, Seat};
use diff::Diff;
pub use issue::{Arg, Issue};
use ledger::Ledger;

/// The twelve Operations (3.2–3.4); Rally serves all three insurgent
/// Factions, with different rules for the nonviolent ones and the Revolutionaries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Operation {
    /// Raj Deploy (3.2.1).
    Deploy,
    /// Raj Garrison (3.2.2).
    Garrison,
    /// Raj Sweep (3.2.3).
    Sweep,
    /// Raj Assault (3.2.4).
    Assault,
    /// Nonviolent Rally (3.3.1) or Revolutionaries Rally (3.4.1).
    Rally,
    /// Nonviolent Demonstrate (3.3.2).
    Demonstrate,
    /// Nonviolent Civil Disobedience (3.3.3).
    CivilDisobedience,
    /// Nonviolent Non-Cooperation (3.3.4).
    NonCooperation,
    /// Revolutionaries March (3.4.2).
    March,
    /// Revolutionaries Attack (3.4.3).
    Attack,
    /// Revolutionaries Unrest (3.4.4).
    Unrest,
}

impl Operation {
    /// Every Operation.
    pub const ALL: [Operation; 11] = [
        Operation::Deploy,
        Operation::Garrison,
        Operation::Sweep,
        Operation::Assault,
        Operation::Rally,
        Operation::Demonstrate,
        Operation::CivilDisobedience,
        Operation::NonCooperation,
        Operation::March,
        Operation::Attack,
        Operation::Unrest,
    ];

    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            Operation::Deploy => "Deploy",
            Operation::Garrison => "Garrison",
            Operation::Sweep => "Sweep",
            Operation::Assault => "Assault",
            Operation::Rally => "Rally",
            Operation::Demonstrate => "Demonstrate",
            Operation::CivilDisobedience => "Civil Disobedience",
            Operation::NonCooperation => "Non-Cooperation",
            Operation::March => "March",
            Operation::Attack => "Attack",
            Operation::Unrest => "Unrest",
        }
    }

    /// The Operations a Faction may choose from (3.1).
    pub fn of(faction: Faction) -> &'static [Operation] {
        match faction {
            Faction::Raj => &[
                Operation::Deploy,
                Operation::Garrison,
                Operation::Sweep,
                Operation::Assault,
            ],
            Faction::Congress | Faction::MuslimLeague => &[
                Operation::Rally,
                Operation::Demonstrate,
                Operation::CivilDisobedience,
                Operation::NonCooperation,
            ],
            Faction::Revolutionaries => &[
                Operation::Rally,
                Operation::March,
                Operation::Attack,
                Operation::Unrest,
            ],
        }
    }

    /// The section that sets out this Operation for this Faction.
    pub fn section(self, faction: Faction) -> RuleRef {
        match (self, faction) {
            (Operation::Deploy, _) => RuleRef::new("3.2.1"),
            (Operation::Garrison, _) => RuleRef::new("3.2.2"),
            (Operation::Sweep, _) => RuleRef::new("3.2.3"),
            (Operation::Assault, _) => RuleRef::new("3.2.4"),
            (Operation::Rally, Faction::Revolutionaries) => RuleRef::new("3.4.1"),
            (Operation::Rally, _) => RuleRef::new("3.3.1"),
            (Operation::Demonstrate, _) => RuleRef::new("3.3.2"),
            (Operation::CivilDisobedience, _) => RuleRef::new("3.3.3"),
            (Operation::NonCooperation, _) => RuleRef::new("3.3.4"),
            (Operation::March, _) => RuleRef::new("3.4.2"),
            (Operation::Attack, _) => RuleRef::new("3.4.3"),
            (Operation::Unrest, _) => RuleRef::new("3.4.4"),
        }
    }
}

/// The twelve Special Activities (4.2–4.5); Negotiate, Persuade and
/// Infiltrate each exist for two Factions, with different rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Raj Treaty (4.2.1).
    Treaty,
    /// Raj Govern (4.2.2).
    Govern,
    /// Raj Martial Law (4.2.3).
    MartialLaw,
    /// Congress (4.3.1) or Muslim League (4.4.1) Negotiate.
    Negotiate,
    /// Congress Satyagraha (4.3.2).
    Satyagraha,
    /// Congress (4.3.3) or Muslim League (4.4.3) Persuade.
    Persuade,
    /// Muslim League (4.4.2) or Revolutionaries (4.5.2) Infiltrate.
    Infiltrate,
    /// Revolutionaries Aid (4.5.1).
    Aid,
    /// Revolutionaries Assassinate (4.5.3).
    Assassinate,
}

impl Special {
    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            Special::Treaty => "Treaty",
            Special::Govern => "Govern",
            Special::MartialLaw => "Martial Law",
            Special::Negotiate => "Negotiate",
            Special::Satyagraha => "Satyagraha",
            Special::Persuade => "Persuade",
            Special::Infiltrate => "Infiltrate",
            Special::Aid => "Aid",
            Special::Assassinate => "Assassinate",
        }
    }

    /// The Special Activities a Faction may choose from (4.1).
    pub fn of(faction: Faction) -> &'static [Special] {
        match faction {
            Faction::Raj => &[Special::Treaty, Special::Govern, Special::MartialLaw],
            Faction::Congress => &[Special::Negotiate, Special::Satyagraha, Special::Persuade],
            Faction::MuslimLeague => &[Special::Negotiate, Special::Infiltrate, Special::Persuade],
            Faction::Revolutionaries => &[Special::Aid, Special::Infiltrate, Special::Assassinate],
        }
    }

    /// The section that sets out this Special Activity for this Faction.
    pub fn section(self, faction: Faction) -> RuleRef {
        match (self, faction) {
            (Special::Treaty, _) => RuleRef::new("4.2.1"),
            (Special::Govern, _) => RuleRef::new("4.2.2"),
            (Special::MartialLaw, _) => RuleRef::new("4.2.3"),
            (Special::Negotiate, Faction::MuslimLeague) => RuleRef::new("4.4.1"),
            (Special::Negotiate, _) => RuleRef::new("4.3.1"),
            (Special::Satyagraha, _) => RuleRef::new("4.3.2"),
            (Special::Persuade, Faction::MuslimLeague) => RuleRef::new("4.4.3"),
            (Special::Persuade, _) => RuleRef::new("4.3.3"),
            (Special::Infiltrate, Faction::Revolutionaries) => RuleRef::new("4.5.2"),
            (Special::Infiltrate, _) => RuleRef::new("4.4.2"),
            (Special::Aid, _) => RuleRef::new("4.5.1"),
            (Special::Assassinate, _) => RuleRef::new("4.5.3"),
        }
    }

    /// The Operations it may accompany, when the rule limits them (4.1.2).
    pub fn accompanies(self) -> Option<&'static [Operation]> {
        match self {
            Special::Negotiate => Some(&[
                Operation::Rally,
                Operation::Demonstrate,
                Operation::CivilDisobedience,
            ]),
            Special::Assassinate => Some(&[Operation::Unrest]),
            _ => None,
        }
    }
}

/// What a Faction said it does on the current card (2.3.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Pass (2.3.3).
    Pass,
    /// An Operation, possibly Limited, possibly with a Special Activity.
    Operation {
        /// Which.
        op: Operation,
        /// A Limited Operation (2.3.5).
        limited: bool,
        /// The Special Activity, if any.
        special: Option<Special>,
    },
    /// The Event of the current card (5.0).
    Event {
        /// The card.
        card: u8,
        /// Shaded text (else unshaded).
        shaded: bool,
    },
}

/// A die rolled during the action, by the program or typed in from the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Die {
    /// The space it was rolled for (Attack, Negotiate), or none (a Rally release).
    pub space: Option<SpaceId>,
    /// The result, 1–6.
    pub value: u8,
    /// Rolled by the program from the game's seed (else typed in from
    /// physical dice). Replaying the log rolls it again and must agree.
    pub rolled: bool,
}

impl Die {
    /// A die the program rolled from the game's seed.
    pub fn program(space: Option<SpaceId>, value: u8) -> Die {
        Die {
            space,
            value,
            rolled: true,
        }
    }
}

/// A declared action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Declared {
    /// Who acts.
    pub faction: Faction,
    /// What it does.
    pub choice: Choice,
    /// Dice rolled for it.
    pub dice: Vec<Die>,
}

impl Declared {
    /// An Operation with an optional Special Activity.
    pub fn operation(faction: Faction, op: Operation, special: Option<Special>) -> Declared {
        Declared {
            faction,
            choice: Choice::Operation {
                op,
                limited: false,
                special,
            },
            dice: Vec::new(),
        }
    }

    /// A Limited Operation.
    pub fn limited(faction: Faction, op: Operation) -> Declared {
        Declared {
            faction,
            choice: Choice::Operation {
                op,
                limited: true,
                special: None,
            },
            dice: Vec::new(),
        }
    }

    /// With a die rolled for a space.
    pub fn with_die(mut self, space: Option<SpaceId>, value: u8) -> Declared {
        self.dice.push(Die {
            space,
            value,
            rolled: false,
        });
        self
    }
}

/// The states an action went through: before it, around its Special
/// Activity (which is never interrupted, 4.1), and after it.
#[derive(Clone, Copy, Debug)]
pub struct Execution<'a> {
    /// Before the action.
    pub before: &'a GameState,
    /// The states just before and just after the Special Activity.
    pub special: Option<(&'a GameState, &'a GameState)>,
    /// After the action, end-of-turn effects included.
    pub after: &'a GameState,
}

impl<'a> Execution<'a> {
    /// An action with no separate Special Activity part.
    pub fn whole(before: &'a GameState, after: &'a GameState) -> Execution<'a> {
        Execution {
            before,
            special: None,
            after,
        }
    }
}

/// What a part of the action is checked with.
pub(crate) struct Cx<'a> {
    pub data: &'a GameData,
    pub faction: Faction,
    /// The state when this part began.
    pub before: &'a GameState,
    /// The state when the whole action ended.
    pub after: &'a GameState,
    /// This part's change.
    pub diff: Diff,
    /// A Limited Operation.
    pub limited: bool,
    /// Dice declared.
    pub dice: &'a [Die],
    /// The Faction is run by chapter 8 and pays no Resources (8.6.2).
    pub non_player: bool,
    /// When a Special Activity interrupted the Operation: the state in which
    /// the Operation resumed, and the change it made after that. Spaces first
    /// selected then are judged by that state (3.1.5).
    pub resumed: Option<(&'a GameState, Diff)>,
    pub findings: &'a mut Vec<Finding>,
}

impl Cx<'_> {
    /// Records an issue.
    pub fn issue(&mut self, issue: Issue, args: Vec<Arg>) {
        let spaces: Vec<SpaceId> = args
            .iter()
            .filter_map(|a| match a {
                Arg::Space(id) => Some(*id),
                _ => None,
            })
            .collect();
        let mut finding = Finding::new(self.data, FindingKind::Action { issue, args });
        for space in spaces {
            finding = finding.in_space(space);
        }
        self.findings.push(finding);
    }

    /// The die declared for a space; for no space, the last one (a
    /// non-player's selection dice come before its Rally's release die).
    pub fn die_for(&self, space: Option<SpaceId>) -> Option<u8> {
        let mut matching = self.dice.iter().filter(|d| d.space == space);
        match space {
            Some(_) => matching.next(),
            None => matching.next_back(),
        }
        .map(|d| d.value)
    }

    /// The state in which a space was selected (3.1.5): the state when the
    /// Operation resumed after its Special Activity, for spaces it touched
    /// only then; otherwise the state before the action.
    pub fn when_selected(&self, space: SpaceId) -> &GameState {
        match &self.resumed {
            Some((state, _)) if self.selected_after_special(space) => state,
            _ => self.before,
        }
    }

    /// Whether the Operation touched a space only after its Special Activity.
    pub fn selected_after_special(&self, space: SpaceId) -> bool {
        self.resumed.as_ref().is_some_and(|(_, later)| {
            !later.space(space).is_zero() && self.diff.space(space) == later.space(space)
        })
    }

    /// The state in which the Operation ended its first part (before any
    /// Special Activity interrupted it), or the state the action resumed in.
    pub fn latest_selection_state(&self) -> &GameState {
        self.resumed
            .as_ref()
            .map_or(self.before, |(state, _)| state)
    }
}

/// Checks a declared action against what it changed. Every finding cites
/// the rule that the change breaks; an empty report means the change is a
/// legal execution of the declaration.
pub fn check_action(data: &GameData, declared: &Declared, execution: &Execution<'_>) -> Report {
    let mut findings = Vec::new();
    let faction = declared.faction;
    let non_player = execution.before.seats[faction] == Seat::NonPlayer;
    let (op_diff, special_diff, special_before) = match execution.special {
        Some((start, end)) => (
            Diff::between(execution.before, start).plus(&Diff::between(end, execution.after)),
            Some(Diff::between(start, end)),
            start,
        ),
        None => (
            Diff::between(execution.before, execution.after),
            None,
            execution.before,
        ),
    };
    let mut ledger = Ledger::new(&match &special_diff {
        Some(sa) => op_diff.plus(sa),
        None => op_diff.clone(),
    });
    match declared.choice {
        Choice::Pass => check_pass(data, faction, execution.before, &mut ledger),
        Choice::Event { card, shaded } => {
            let mut cx = Cx {
                data,
                faction,
                before: execution.before,
                after: execution.after,
                diff: Diff::between(execution.before, execution.after),
                limited: false,
                dice: &declared.dice,
                non_player,
                resumed: None,
                findings: &mut findings,
            };
            event::check(&mut cx, card, shaded, &mut ledger);
        }
        Choice::Operation {
            op,
            limited,
            special,
        } => {
            if special.is_some() && execution.special.is_none() {
                let mut cx = Cx {
                    data,
                    faction,
                    before: execution.before,
                    after: execution.after,
                    diff: op_diff,
                    limited,
                    dice: &declared.dice,
                    non_player,
                    resumed: None,
                    findings: &mut findings,
                };
                let name = special.map_or("", Special::name);
                cx.issue(Issue::SpecialPartUnmarked, vec![Arg::Name(name)]);
                ledger.forgive_all();
            } else {
                check_operation(
                    data,
                    declared,
                    execution,
                    (op, limited, special),
                    (op_diff, special_diff, special_before),
                    non_player,
                    &mut ledger,
                    &mut findings,
                );
            }
        }
    }
    ledger.report_leftovers(data, declared, &mut findings);
    Report { findings }
}

#[allow(clippy::too_many_arguments)]
fn check_operation(
    data: &GameData,
    declared: &Declared,
    execution: &Execution<'_>,
    (op, limited, special): (Operation, bool, Option<Special>),
    (op_diff, special_diff, special_before): (Diff, Option<Diff>, &GameState),
    non_player: bool,
    ledger: &mut Ledger,
    findings: &mut Vec<Finding>,
) {
    let faction = declared.faction;
    let op_spaces: Vec<SpaceId> = op_diff.changed_spaces().map(|(id, _)| id).collect();
    let total = match &special_diff {
        Some(sa) => op_diff.plus(sa),
        None => op_diff.clone(),
    };
    let resumed = execution
        .special
        .map(|(_, end)| (end, Diff::between(end, execution.after)));
    let mut cx = Cx {
        data,
        faction,
        before: execution.before,
        after: execution.after,
        diff: op_diff,
        limited,
        dice: &declared.dice,
        non_player,
        resumed,
        findings,
    };
    if !Operation::of(faction).contains(&op) {
        cx.issue(
            Issue::NotYourOperation,
            vec![Arg::Faction(faction), Arg::Name(op.name())],
        );
        ledger.forgive_all();
        return;
    }
    if faction == Faction::Raj {
        raj::gandhi_arrest_epilogue(&mut cx, &total, ledger);
    }
    match faction {
        Faction::Raj if op == Operation::Assault => raj::assault_with_free_sweep(&mut cx, ledger),
        Faction::Raj => raj::check(&mut cx, op, ledger),
        Faction::Congress | Faction::MuslimLeague => nv::check(&mut cx, op, ledger),
        Faction::Revolutionaries => revs::check(&mut cx, op, ledger),
    }
    let (Some(sa), Some(sa_diff)) = (special, special_diff) else {
        return;
    };
    if limited {
        cx.issue(Issue::SpecialWithLimited, vec![]);
    }
    if !Special::of(faction).contains(&sa) {
        cx.issue(
            Issue::NotYourSpecial,
            vec![Arg::Faction(faction), Arg::Name(sa.name())],
        );
        return;
    }
    if let Some(ops) = sa.accompanies()
        && !ops.contains(&op)
    {
        let list = match ops {
            [one] => one.name(),
            _ => "Rally, Demonstrate or Civil Disobedience",
        };
        cx.issue(
            Issue::SpecialNotWithThisOperation,
            vec![Arg::Name(sa.name()), Arg::Name(list)],
        );
    }
    let mut scx = Cx {
        data,
        faction,
        before: special_before,
        after: execution.after,
        diff: sa_diff,
        limited,
        dice: &declared.dice,
        non_player,
        resumed: None,
        findings: cx.findings,
    };
    special::check(&mut scx, sa, op, &op_spaces, ledger);
}

/// Passing (2.3.3): the Raj gains 3 Resources, the Revolutionaries 1 (none
/// for non-players, 8.1.4); a nonviolent Faction may move one Activist from
/// Out of Play to Available, shifting Unity +1 if it belongs to the other.
fn check_pass(data: &GameData, faction: Faction, before: &GameState, ledger: &mut Ledger) {
    use crate::check::Track;
    use crate::ids::Piece;
    let non_player = before.seats[faction] == Seat::NonPlayer;
    match faction {
        Faction::Raj if !non_player => {
            let gain = (before.tracks.raj_resources + 3).min(data.pieces.resources.value.max)
                - before.tracks.raj_resources;
            ledger.take_track(Track::RajResources, gain);
        }
        Faction::Revolutionaries if !non_player => {
            let gain = (before.tracks.revolutionaries_resources + 1)
                .min(data.pieces.resources.value.max)
                - before.tracks.revolutionaries_resources;
            ledger.take_track(Track::RevolutionariesResources, gain);
        }
        Faction::Congress | Faction::MuslimLeague => {
            for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
                if ledger.out_of_play(piece) == -1 && ledger.available(piece) == 1 {
                    ledger.take_box(ledger::BoxKind::OutOfPlay, piece, -1);
                    ledger.take_box(ledger::BoxKind::Available, piece, 1);
                    let own = if faction == Faction::Congress {
                        Piece::CongressActivist
                    } else {
                        Piece::LeagueActivist
                    };
                    if piece != own && before.tracks.unity < data.pieces.unity.value.max {
                        ledger.take_track(Track::Unity, 1);
                    }
                    break;
                }
            }
        }
        _ => {}
    }
}
