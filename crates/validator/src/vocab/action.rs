//! What a Faction declares it does (2.3.4): an Operation (3.0) with or
//! without a Special Activity (4.0), a Limited Operation, an Event (5.0) or
//! Pass, and the dice rolled for it.

use crate::ids::{Faction, SpaceId};
use coin_table::RuleRef;

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

    /// The name files use for it, e.g. `civil_disobedience`.
    pub fn key(self) -> &'static str {
        match self {
            Operation::Deploy => "deploy",
            Operation::Garrison => "garrison",
            Operation::Sweep => "sweep",
            Operation::Assault => "assault",
            Operation::Rally => "rally",
            Operation::Demonstrate => "demonstrate",
            Operation::CivilDisobedience => "civil_disobedience",
            Operation::NonCooperation => "non_cooperation",
            Operation::March => "march",
            Operation::Attack => "attack",
            Operation::Unrest => "unrest",
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
            (Operation::Deploy, _) => const { RuleRef::new("3.2.1") },
            (Operation::Garrison, _) => const { RuleRef::new("3.2.2") },
            (Operation::Sweep, _) => const { RuleRef::new("3.2.3") },
            (Operation::Assault, _) => const { RuleRef::new("3.2.4") },
            (Operation::Rally, Faction::Revolutionaries) => const { RuleRef::new("3.4.1") },
            (Operation::Rally, _) => const { RuleRef::new("3.3.1") },
            (Operation::Demonstrate, _) => const { RuleRef::new("3.3.2") },
            (Operation::CivilDisobedience, _) => const { RuleRef::new("3.3.3") },
            (Operation::NonCooperation, _) => const { RuleRef::new("3.3.4") },
            (Operation::March, _) => const { RuleRef::new("3.4.2") },
            (Operation::Attack, _) => const { RuleRef::new("3.4.3") },
            (Operation::Unrest, _) => const { RuleRef::new("3.4.4") },
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
    /// The name files use for it, e.g. `martial_law`.
    pub fn key(self) -> &'static str {
        match self {
            Special::Treaty => "treaty",
            Special::Govern => "govern",
            Special::MartialLaw => "martial_law",
            Special::Negotiate => "negotiate",
            Special::Satyagraha => "satyagraha",
            Special::Persuade => "persuade",
            Special::Infiltrate => "infiltrate",
            Special::Aid => "aid",
            Special::Assassinate => "assassinate",
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
            (Special::Treaty, _) => const { RuleRef::new("4.2.1") },
            (Special::Govern, _) => const { RuleRef::new("4.2.2") },
            (Special::MartialLaw, _) => const { RuleRef::new("4.2.3") },
            (Special::Negotiate, Faction::MuslimLeague) => const { RuleRef::new("4.4.1") },
            (Special::Negotiate, _) => const { RuleRef::new("4.3.1") },
            (Special::Satyagraha, _) => const { RuleRef::new("4.3.2") },
            (Special::Persuade, Faction::MuslimLeague) => const { RuleRef::new("4.4.3") },
            (Special::Persuade, _) => const { RuleRef::new("4.3.3") },
            (Special::Infiltrate, Faction::Revolutionaries) => const { RuleRef::new("4.5.2") },
            (Special::Infiltrate, _) => const { RuleRef::new("4.4.2") },
            (Special::Aid, _) => const { RuleRef::new("4.5.1") },
            (Special::Assassinate, _) => const { RuleRef::new("4.5.3") },
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
