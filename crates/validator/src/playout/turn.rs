//! An Operation with its Special Activity placed before it, between its
//! spaces or after it (4.1), its cost paid space by space or once at the
//! end (3.1.5), and the freedoms a player has while acting: Resources
//! handed between the Raj and the Revolutionaries (1.5.2) and its own
//! pieces taken back to Available (1.4.1).

use rand::RngExt;

use super::act::{Act, OpPlan};
use super::{Player, PlayoutError};
use crate::ids::{Faction, Piece, SpaceId};
use crate::sequence::Options;
use crate::state::Seat;
use crate::vocab::action::{Choice, Operation, Special};
use crate::vocab::track::Track;
use crate::{edit::Edit, ids::Place};

/// What a Special Activity is planned with.
pub(super) struct SaCtx {
    /// The acting Faction.
    pub faction: Faction,
    /// Spaces the Operation selects or moves through: most Special
    /// Activities keep out of them, so that neither changes what the other
    /// may do (Negotiate must, 4.3.1).
    pub avoid: Vec<SpaceId>,
    /// The spaces the Operation has already selected (Assassinate picks
    /// one of its Unrest spaces, 4.5.3).
    pub done: Vec<SpaceId>,
    /// Whether the Operation is over: only then may the Special Activity
    /// shift Unity down, which would narrow the Operation (3.1.5).
    pub last: bool,
    /// Resources the Operation still has to pay.
    pub reserve: i32,
    /// Pieces the Operation places from Available.
    pub taken: Vec<(Piece, u8)>,
}

impl SaCtx {
    /// How many of a piece are Available beyond what the Operation places.
    pub fn spare(&self, state: &crate::state::GameState, piece: Piece) -> u8 {
        let taken: u8 = self
            .taken
            .iter()
            .filter(|(p, _)| *p == piece)
            .map(|(_, n)| *n)
            .sum();
        state.available.get(piece).saturating_sub(taken)
    }
}

/// The Special Activities the generator plays beside an Operation.
fn specials(faction: Faction, op: Operation) -> Vec<Special> {
    let mut out: Vec<Special> = Special::of(faction).to_vec();
    out.retain(|s| match s {
        Special::Negotiate => matches!(
            op,
            Operation::Rally | Operation::Demonstrate | Operation::CivilDisobedience
        ),
        Special::Assassinate => op == Operation::Unrest,
        _ => true,
    });
    out
}

impl Player<'_> {
    /// The Special Activity's edits, planned at the moment it is made.
    pub(super) fn special_plan(&mut self, special: Special, cx: &SaCtx) -> Vec<Act> {
        match (cx.faction, special) {
            (_, Special::Treaty) => self.treaty_plan(cx),
            (_, Special::Govern) => self.govern_plan(cx),
            (_, Special::MartialLaw) => self.martial_law_plan(cx),
            (_, Special::Negotiate) => self.negotiate_plan(cx),
            (_, Special::Satyagraha) => self.satyagraha_plan(cx),
            (_, Special::Persuade) => self.persuade_plan(cx),
            (Faction::Revolutionaries, Special::Infiltrate) => self.revs_infiltrate_plan(cx),
            (_, Special::Infiltrate) => self.league_infiltrate_plan(cx),
            (_, Special::Aid) => self.aid_plan(cx),
            (_, Special::Assassinate) => self.assassinate_plan(cx),
        }
    }

    /// Tries an Operation; returns false when none can be made.
    pub(super) fn operation(
        &mut self,
        faction: Faction,
        limited: bool,
        options: &Options,
    ) -> Result<bool, PlayoutError> {
        // A non-player's turn the engine left: the few Operations its own
        // rules allow whatever its aid says (chapter 8).
        let player = self.state().seats[faction] != Seat::NonPlayer;
        let ops: &[Operation] = match faction {
            _ if player => Operation::of(faction),
            Faction::Raj => &[Operation::Deploy],
            Faction::Congress => &[Operation::Rally, Operation::NonCooperation],
            // Its Rally places Bases where they fit (8.6.5), which the
            // generator does not plan.
            Faction::MuslimLeague => &[Operation::NonCooperation],
            Faction::Revolutionaries => &[Operation::Rally, Operation::Unrest],
        };
        // A player Revolutionaries favours Unrest, so that the Unrest and
        // Strike markers they share sometimes run short and Congress must
        // pick which Railways strike (6.2.1).
        let unrest = player && faction == Faction::Revolutionaries && self.rng.random_bool(0.4);
        let picked = if unrest {
            Some(Operation::Unrest)
        } else {
            self.pick(ops)
        };
        let Some(op) = picked else {
            return Ok(false);
        };
        // Sometimes fewer spaces than allowed.
        let most = if limited {
            1
        } else {
            self.rng.random_range(1..=4)
        };
        let mut plan = self.op_plan(faction, op, most, limited);
        if plan.is_empty() {
            return Ok(false);
        }
        if self.rng.random_bool(0.5) {
            plan.pay_at_end();
        }
        let wanted = !limited && options.special && self.rng.random_bool(0.6);
        let special = if wanted {
            self.special_for(faction, op, &plan, player)
        } else {
            None
        };
        self.declare(
            faction,
            Choice::Operation {
                op,
                limited,
                special: special.as_ref().map(|s| s.0),
            },
        )?;
        self.carry_out(faction, plan, special)?;
        self.done()?;
        Ok(true)
    }

    /// A Special Activity for the Operation, planned now for the moment
    /// drawn for it (before the Operation, between two of its spaces, after
    /// it), or none when it could do nothing.
    fn special_for(
        &mut self,
        faction: Faction,
        op: Operation,
        plan: &OpPlan,
        player: bool,
    ) -> Option<(Special, usize, Vec<Act>)> {
        let choices = if player {
            specials(faction, op)
        } else {
            specials(faction, op)
                .into_iter()
                .filter(|s| matches!(s, Special::Negotiate | Special::Aid))
                .collect()
        };
        let special = self.pick(&choices)?;
        let n = plan.groups.len();
        let first = usize::from(special == Special::Assassinate);
        let at = self.rng.random_range(first..=n + 1);
        let mut done = Vec::new();
        for group in &plan.groups[..at.min(n)] {
            done.extend(group_spaces(group));
        }
        let cx = SaCtx {
            faction,
            avoid: plan.touched(),
            done,
            last: at == n + 1,
            // Planned before the Operation pays anything.
            reserve: plan.cost(),
            taken: plan
                .groups
                .iter()
                .flatten()
                .filter_map(|act| match act {
                    Act::Do(Edit::MovePieces {
                        piece,
                        count,
                        from: Place::Available,
                        ..
                    }) => Some((*piece, *count)),
                    _ => None,
                })
                .collect(),
        };
        let acts = self.special_plan(special, &cx);
        (!acts.is_empty()).then_some((special, at, acts))
    }

    /// The Operation's spaces in order, the Special Activity at its moment,
    /// freedoms along the way.
    fn carry_out(
        &mut self,
        faction: Faction,
        plan: OpPlan,
        special: Option<(Special, usize, Vec<Act>)>,
    ) -> Result<(), PlayoutError> {
        let n = plan.groups.len();
        let mut avoid = plan.touched();
        let (at, mut acts) = match special {
            Some((_, at, acts)) => {
                for act in &acts {
                    avoid.extend(group_spaces(std::slice::from_ref(act)));
                }
                (Some(at), Some(acts))
            }
            None => (None, None),
        };
        let OpPlan { groups, end } = plan;
        for (i, group) in groups.into_iter().enumerate() {
            if at == Some(i) {
                self.special_now(faction, acts.take(), &avoid)?;
            }
            self.perform(faction, group)?;
            self.freedoms(faction, &avoid, true)?;
        }
        if at == Some(n) {
            self.special_now(faction, acts.take(), &avoid)?;
        }
        self.perform(faction, end)?;
        if at == Some(n + 1) {
            self.special_now(faction, acts.take(), &avoid)?;
        }
        self.freedoms(faction, &avoid, false)
    }

    fn special_now(
        &mut self,
        faction: Faction,
        acts: Option<Vec<Act>>,
        avoid: &[SpaceId],
    ) -> Result<(), PlayoutError> {
        let Some(acts) = acts else {
            return Ok(());
        };
        self.push(Edit::SpecialStarts)?;
        self.perform(faction, acts)?;
        self.freedoms(faction, avoid, true)?;
        self.push(Edit::SpecialEnds)
    }

    /// Carries out acts in order: costs and shifts from the tracks as they
    /// stand.
    pub(super) fn perform(&mut self, faction: Faction, acts: Vec<Act>) -> Result<(), PlayoutError> {
        for act in acts {
            match act {
                Act::Do(edit) => self.push(edit)?,
                Act::Pay(n) => {
                    let Some(track) = Track::resources_of(faction) else {
                        continue;
                    };
                    if n == 0 || self.state().seats[faction] == Seat::NonPlayer {
                        continue;
                    }
                    let value = self.state().tracks.get(track) - n;
                    self.push(Edit::SetTrack { track, value })?;
                }
                Act::Shift(track, by) => {
                    let bounds = match track {
                        Track::Restraint => self.data.pieces.restraint.value,
                        _ => self.data.pieces.unity.value,
                    };
                    let now = self.state().tracks.get(track);
                    let value = (now + by).clamp(bounds.min, bounds.max);
                    if value != now {
                        self.push(Edit::SetTrack { track, value })?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Now and then, while acting: Resources handed between the Raj and
    /// the Revolutionaries, and one of the Faction's own pieces taken back.
    /// `midway`: more of the action follows, so only the Faction not acting
    /// gives (the actor's later costs were planned with what it held).
    pub(super) fn freedoms(
        &mut self,
        faction: Faction,
        avoid: &[SpaceId],
        midway: bool,
    ) -> Result<(), PlayoutError> {
        if self.rng.random_bool(0.15) {
            self.transfer(faction, midway)?;
        }
        if self.rng.random_bool(0.1) {
            self.take_back(faction, avoid)?;
        }
        Ok(())
    }

    /// Resources handed between the Raj and the Revolutionaries while one
    /// of them acts (1.5.2), both players: within what the giver held all
    /// through the action so far, and what the receiver has room for.
    fn transfer(&mut self, faction: Faction, midway: bool) -> Result<(), PlayoutError> {
        let seats = &self.state().seats;
        if !matches!(faction, Faction::Raj | Faction::Revolutionaries)
            || seats.raj == Seat::NonPlayer
            || seats.revolutionaries == Seat::NonPlayer
        {
            return Ok(());
        }
        let other = if faction == Faction::Raj {
            Faction::Revolutionaries
        } else {
            Faction::Raj
        };
        let (from, to) = if midway || self.rng.random_bool(0.5) {
            (other, faction)
        } else {
            (faction, other)
        };
        let (Some(give), Some(get)) = (Track::resources_of(from), Track::resources_of(to)) else {
            return Ok(());
        };
        let since = self.game.progress().open.as_ref().map_or(0, |o| o.at());
        let states = self.game.states();
        let held = states[since.min(states.len() - 1)..]
            .iter()
            .map(|s| s.tracks.get(give))
            .min()
            .unwrap_or(0);
        // Room kept for what the receiver may still gain (Aid, 4.5.1).
        let room = self.data.pieces.resources.value.max - self.state().tracks.get(get) - 10;
        let most = held.min(room).min(5);
        if most < 1 {
            return Ok(());
        }
        let amount = u8::try_from(self.rng.random_range(1..=most)).unwrap_or(1);
        self.push(Edit::Transfer { from, to, amount })
    }

    /// One of the acting player's own pieces on the map (never Gandhi)
    /// taken back to Available (1.4.1), from a space the action leaves
    /// alone.
    pub(super) fn take_back(
        &mut self,
        faction: Faction,
        avoid: &[SpaceId],
    ) -> Result<(), PlayoutError> {
        if faction == Faction::Raj || self.state().seats[faction] == Seat::NonPlayer {
            return Ok(());
        }
        // Not a Guerrilla during a March: the checks then misread an Active
        // Guerrilla's move as an Activation (case
        // 1.4.1-active-guerrilla-marches-while-another-is-taken-back).
        let open = self.game.progress().open.as_ref();
        let marching = matches!(
            open.map(|o| &self.game.record().entries[o.at()].edit),
            Some(Edit::Declare(d)) if matches!(d.choice, Choice::Operation { op: Operation::March, .. })
        );
        let guerrilla =
            |p: Piece| matches!(p, Piece::GuerrillaUnderground | Piece::GuerrillaActive);
        let own: Vec<Piece> = Piece::ALL
            .into_iter()
            .filter(|p| p.faction() == faction && *p != Piece::Gandhi)
            .filter(|p| !(marching && guerrilla(*p)))
            .collect();
        let map = &self.data.map;
        let state = self.state();
        let choices: Vec<(SpaceId, Piece)> = map
            .ids()
            .filter(|id| !avoid.contains(id))
            .flat_map(|id| own.iter().map(move |p| (id, *p)))
            .filter(|(id, p)| state.space(*id).pieces.get(*p) > 0)
            .collect();
        let Some((space, piece)) = self.pick(&choices) else {
            return Ok(());
        };
        self.push(Edit::MovePieces {
            piece,
            count: 1,
            from: Place::Space(space),
            to: Place::Available,
        })
    }
}

/// The spaces a group of acts names.
fn group_spaces(group: &[Act]) -> Vec<SpaceId> {
    group
        .iter()
        .flat_map(|act| match act {
            Act::Do(edit) => super::act::spaces_of(edit),
            _ => Vec::new(),
        })
        .collect()
}
