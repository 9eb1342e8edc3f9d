//! The non-player Special Activities (8.7): the card's box tried in order,
//! each activity carried out space by space with the Faction's columns.

use super::{Engine, Halt, Manual};
use crate::action::{Operation, Special};
use crate::data::arjuna::{ArjunaId, Face};
use crate::data::np_aid::{Column, SpecialAction, SpecialTry};
use crate::edit::{Edit, Marker};
use crate::ids::{Faction, Piece, SpaceId, SupportLevel};
use crate::np::select::holds;
use crate::np::trace::TraceLine;
use crate::rule::RuleRef;

impl Engine<'_> {
    /// Tries one Special Activity of a box; true once one is carried out.
    pub(super) fn try_special(
        &mut self,
        attempt: &SpecialTry,
        (card, face): (ArjunaId, Face),
    ) -> Result<bool, Halt> {
        if let Some(condition) = &attempt.when {
            let answer = holds(self.data, &self.state, condition);
            self.trace.push(TraceLine::CardCheck {
                node: attempt.special.name().to_owned(),
                condition: condition.clone(),
                holds: answer,
            });
            if !answer {
                self.skip(
                    "8.7",
                    format!("{}: its condition does not hold", attempt.special.name()),
                );
                return Ok(false);
            }
        }
        if let (Some(op), Some(allowed)) = (self.op, attempt.special.accompanies())
            && !allowed.contains(&op)
        {
            self.skip(
                "4.1.2",
                format!("{} cannot accompany {}", attempt.special.name(), op.name()),
            );
            return Ok(false);
        }
        let supported = matches!(
            (self.faction, attempt.special),
            (Faction::Raj, Special::Govern) | (Faction::Revolutionaries, Special::Aid)
        );
        if !supported {
            return Err(Halt::Manual(Manual::Special {
                card,
                face,
                special: attempt.special,
            }));
        }
        let op = self.op.unwrap_or(match self.faction {
            Faction::Raj => Operation::Deploy,
            _ => Operation::Rally,
        });
        let before = self.state.clone();
        let body_len = self.body.len();
        let selected_len = self.selected.len();
        self.body.push(Edit::SpecialStarts);
        self.special_span = Some((self.state.clone(), None));
        let declared = (op, Some(attempt.special));
        let chosen = match attempt.special {
            Special::Govern => self.govern(declared, &attempt.actions)?,
            _ => self.aid(
                declared,
                attempt.column.unwrap_or(Column::AttackOrGoUnderground),
            )?,
        };
        if chosen == 0 {
            self.state = before;
            self.body.truncate(body_len);
            self.selected.truncate(selected_len);
            self.special_span = None;
            self.skip(
                "8.7",
                format!("{}: no eligible space", attempt.special.name()),
            );
            return Ok(false);
        }
        self.body.push(Edit::SpecialEnds);
        if let Some((_, end)) = &mut self.special_span {
            *end = Some(self.state.clone());
        }
        self.special = Some(attempt.special);
        Ok(true)
    }

    /// NP Revolutionaries Aid (8.7.4): up to two spaces with Active
    /// Guerrillas, all flipped Underground.
    fn aid(
        &mut self,
        declared: (Operation, Option<Special>),
        column: Column,
    ) -> Result<usize, Halt> {
        let chosen = self.each_space(
            declared,
            Some(column),
            2,
            false,
            &mut |e, s| {
                let active = e.state.space(s).pieces.get(Piece::GuerrillaActive);
                (active > 0).then(|| {
                    vec![Edit::FlipGuerrillas {
                        space: s,
                        count: active,
                        to_active: false,
                    }]
                })
            },
            &mut |_, _, _| true,
        )?;
        Ok(chosen.len())
    }

    /// NP Raj Govern (8.7.1): the card's actions in order, in up to two
    /// spaces in all.
    fn govern(
        &mut self,
        declared: (Operation, Option<Special>),
        actions: &[SpecialAction],
    ) -> Result<usize, Halt> {
        let mut spaces: Vec<SpaceId> = Vec::new();
        for action in actions {
            let left = 2usize.saturating_sub(spaces.len());
            if left == 0 {
                break;
            }
            let taken = spaces.clone();
            let chosen = match action {
                SpecialAction::RemoveProtests => self.each_space(
                    declared,
                    Some(Column::RemoveOrReplace),
                    left,
                    false,
                    &mut |e, s| {
                        let here = e.state.space(s);
                        (!taken.contains(&s)
                            && here.pieces.cubes() > 0
                            && here.protests > 0
                            && here.pieces.activists() == 0)
                            .then(|| {
                                vec![Edit::RemoveMarker {
                                    marker: Marker::Protest,
                                    space: s,
                                }]
                            })
                    },
                    &mut |_, _, _| true,
                )?,
                SpecialAction::Imperialism => self.imperialism(declared, left, &taken)?,
                SpecialAction::RemoveAdversaries => self.each_space(
                    declared,
                    Some(Column::RemoveOrReplace),
                    left,
                    true,
                    &mut |e, s| {
                        if taken.contains(&s) || e.state.space(s).pieces.cubes() == 0 {
                            return None;
                        }
                        e.removals_probe(s, 1)
                    },
                    &mut |e, s, _| {
                        e.remove_in(s, 1);
                        true
                    },
                )?,
                _ => Vec::new(),
            };
            spaces.extend(chosen);
        }
        Ok(spaces.len())
    }

    /// Imperialism for the non-player Raj (8.7.1): a die sets how many
    /// markers it removes and levels it shifts, in up to `most` spaces
    /// eligible for Imperialism (cubes, no Active adversaries).
    fn imperialism(
        &mut self,
        declared: (Operation, Option<Special>),
        most: usize,
        taken: &[SpaceId],
    ) -> Result<Vec<SpaceId>, Halt> {
        let eligible = |e: &Engine<'_>, s: SpaceId| {
            let here = e.state.space(s);
            !taken.contains(&s)
                && !e.data.map.space(s).is_railway()
                && here.pieces.cubes() > 0
                && e.active_adversaries(s).is_empty()
                && (here.unrest > 0
                    || here.muslim_state
                    || here.level < SupportLevel::ActiveSupport)
        };
        if !self.data.map.ids().any(|s| eligible(self, s)) {
            return Ok(Vec::new());
        }
        let budget = std::cell::Cell::new(self.roll(None, RuleRef::new("8.7.1"), "imperialism"));
        self.each_space(
            declared,
            Some(Column::ShiftToSupport),
            most,
            false,
            &mut |e, s| {
                if !eligible(e, s) || budget.get() == 0 {
                    return None;
                }
                let here = e.state.space(s);
                let mut left = budget.get();
                let mut edits = Vec::new();
                for _ in 0..here.unrest.min(left) {
                    edits.push(Edit::RemoveMarker {
                        marker: Marker::Unrest,
                        space: s,
                    });
                    left -= 1;
                }
                if here.muslim_state && left > 0 {
                    edits.push(Edit::RemoveMarker {
                        marker: Marker::MuslimState,
                        space: s,
                    });
                } else if !here.muslim_state {
                    let mut level = here.level;
                    for _ in 0..left.min(2) {
                        if level == SupportLevel::ActiveSupport {
                            break;
                        }
                        level = level.shifted(true);
                    }
                    if level != here.level {
                        edits.push(Edit::SetLevel { space: s, level });
                    }
                }
                Some(edits)
            },
            &mut |e, s, edits| {
                let used: u8 = edits
                    .iter()
                    .map(|x| match x {
                        Edit::SetLevel { level, .. } => {
                            u8::try_from((level.value() - e.start.space(s).level.value()).abs())
                                .unwrap_or(0)
                        }
                        _ => 1,
                    })
                    .sum();
                budget.set(budget.get().saturating_sub(used));
                budget.get() > 0
            },
        )
    }
}
