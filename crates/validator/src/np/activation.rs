//! Activation Numbers (8.6.2): how far a non-player Raj uses Sepoys, and how
//! many spaces non-player Revolutionaries Operate in, decided by dice.

use super::trace::{Dice, Trace};
use crate::action::np_raj_revs::raj_activation_number;
use crate::data::GameData;
use crate::ids::Faction;
use crate::np::trace::Purpose;
use crate::state::GameState;
use crate::vocab::action::Operation;
use coin_table::RuleRef;
/// What happens after a space of a non-player Operation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next {
    /// Go on as before.
    GoOn,
    /// The Raj's roll failed: go on with Troops only.
    TroopsOnly,
    /// The Revolutionaries' roll ended the Operation.
    Stop,
}

/// The Activation Number of an Operation and whether its roll has failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Activation {
    /// The Faction.
    pub faction: Faction,
    /// The number.
    pub number: u8,
    /// The Raj's roll has failed: Troops only from now on.
    pub failed: bool,
}

impl Activation {
    /// The non-player Raj's number: Restraint, or 1 for Deploy under Lord
    /// Willingdon, Sweep under Lord Irwin and Assault under Lord Chelmsford
    /// (8.1.6).
    pub fn raj(data: &GameData, state: &GameState, op: Operation) -> Activation {
        Activation {
            faction: Faction::Raj,
            number: raj_activation_number(data, state, op),
            failed: false,
        }
    }

    /// The non-player Revolutionaries' number, from the Arjuna card: 2, 3 or
    /// Restraint.
    pub fn revolutionaries(number: u8) -> Activation {
        Activation {
            faction: Faction::Revolutionaries,
            number,
            failed: false,
        }
    }

    /// After a space: the Raj rolls only if Sepoys took part, and a roll up
    /// to the number means Troops only from then on; the Revolutionaries
    /// roll after every space, and a roll up to the number ends the
    /// Operation (8.6.2).
    pub fn after_space(&mut self, used_sepoys: bool, dice: &mut Dice, trace: &mut Trace) -> Next {
        let rule = RuleRef::new("8.6.2");
        match self.faction {
            Faction::Revolutionaries => {
                if dice.roll(trace, rule, Purpose::Activation) <= self.number {
                    Next::Stop
                } else {
                    Next::GoOn
                }
            }
            _ => {
                if self.failed {
                    return Next::TroopsOnly;
                }
                if !used_sepoys {
                    return Next::GoOn;
                }
                if dice.roll(trace, rule, Purpose::Activation) <= self.number {
                    self.failed = true;
                    Next::TroopsOnly
                } else {
                    Next::GoOn
                }
            }
        }
    }
}
