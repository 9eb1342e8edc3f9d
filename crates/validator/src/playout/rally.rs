//! What a Rally may do besides placing pieces (3.3.1, 3.4.1): a Base in
//! place of Unity's worth of the Faction's pieces in a space with room, and
//! its last step: an Activist or Guerrilla from Out of Play, or a die roll
//! of Activists released from Jail.

use rand::RngExt;

use super::Player;
use super::act::Act;
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::Seat;
use crate::vocab::action::Die;
use crate::vocab::track::Track;
use crate::{edit::Edit, ids::Place};

impl Player<'_> {
    /// In a non-Railway space with room for a Base (1.4.2): Unity's worth
    /// of the Faction's pieces there (Underground Guerrillas first) back to
    /// Available, and a Base from Available in their place.
    pub(super) fn base_instead(
        &mut self,
        faction: Faction,
        space: SpaceId,
        bases: &mut u8,
    ) -> Option<Vec<Act>> {
        let map = &self.data.map;
        let here = self.state().space(space).pieces;
        let (pieces, base): (&[Piece], Piece) = match faction {
            Faction::MuslimLeague => (&[Piece::LeagueActivist], Piece::LeagueBase),
            _ => (
                &[Piece::GuerrillaUnderground, Piece::GuerrillaActive],
                Piece::RevolutionariesBase,
            ),
        };
        let unity = u8::try_from(self.state().tracks.unity.max(0)).unwrap_or(0);
        let on_map = here.get(Piece::LeagueBase) + here.get(Piece::RevolutionariesBase);
        let own: u8 = pieces.iter().map(|p| here.get(*p)).sum();
        if *bases == 0
            || unity == 0
            || own < unity
            || map.space(space).is_railway()
            || on_map >= map.space(space).population()
            || !self.rng.random_bool(0.5)
        {
            return None;
        }
        *bases -= 1;
        let mut acts = Vec::new();
        let mut left = unity;
        for piece in pieces {
            let count = here.get(*piece).min(left);
            if count > 0 {
                left -= count;
                acts.push(Act::Do(Edit::MovePieces {
                    piece: *piece,
                    count,
                    from: Place::Space(space),
                    to: Place::Available,
                }));
            }
        }
        acts.push(Act::Do(Edit::MovePieces {
            piece: base,
            count: 1,
            from: Place::Available,
            to: Place::Space(space),
        }));
        Some(acts)
    }

    /// A Rally's last step, now and then: a Guerrilla (Revolutionaries) or
    /// an Activist of either Nonviolent Faction from Out of Play (the other
    /// Faction's shifts Unity +1), or a die roll of Activists released from
    /// Jail, as many as the die says where enough are there, the Faction's
    /// own first.
    pub(super) fn rally_end(&mut self, faction: Faction) -> Vec<Act> {
        let state = self.state().clone();
        let out = |p: Piece| state.out_of_play.get(p) > 0;
        let from_out = |p: Piece| {
            Act::Do(Edit::MovePieces {
                piece: p,
                count: 1,
                from: Place::OutOfPlay,
                to: Place::Available,
            })
        };
        if faction == Faction::Revolutionaries {
            let take = out(Piece::GuerrillaUnderground) && self.rng.random_bool(0.5);
            return take
                .then(|| from_out(Piece::GuerrillaUnderground))
                .into_iter()
                .collect();
        }
        let (own, other) = (faction.nv_activist(), faction.other_nv_activist());
        if state.seats[faction] == Seat::NonPlayer {
            // A non-player's Rally ends as chapter 8 says (8.6.4, 8.6.5):
            // prisoners released when three or more of its Activists are
            // in Jail, else one of its own from Out of Play.
            return if state.jail.get(own) >= 3 {
                self.release(own, other)
            } else if out(own) {
                vec![from_out(own)]
            } else {
                Vec::new()
            };
        }
        let jailed = u32::from(state.jail.get(own)) + u32::from(state.jail.get(other));
        match self.rng.random_range(0..3) {
            0 if out(own) => vec![from_out(own)],
            0 if out(other) => vec![from_out(other), Act::Shift(Track::Unity, 1)],
            1 if jailed > 0 => self.release(own, other),
            _ => Vec::new(),
        }
    }

    /// A die of no space: the program's roll, or one rolled at the table
    /// and entered (half the time each).
    pub(super) fn some_die(&mut self) -> Die {
        if self.rng.random_bool(0.5) {
            let mut rng = self.state().rng;
            Die::program(None, rng.roll_die())
        } else {
            Die {
                space: None,
                value: self.rng.random_range(1..=6),
                rolled: false,
            }
        }
    }

    /// A die (the program's or the table's), then that many Activists
    /// from Jail to Available, the Faction's own first.
    fn release(&mut self, own: Piece, other: Piece) -> Vec<Act> {
        let die = self.some_die();
        let mut acts = vec![Act::Do(Edit::Die(die))];
        let mut left = die.value;
        for piece in [own, other] {
            let count = self.state().jail.get(piece).min(left);
            if count > 0 {
                left -= count;
                acts.push(Act::Do(Edit::MovePieces {
                    piece,
                    count,
                    from: Place::Jail,
                    to: Place::Available,
                }));
            }
        }
        acts
    }
}
