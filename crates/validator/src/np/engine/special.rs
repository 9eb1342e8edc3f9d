//! The non-player Special Activities (8.7): the card's box tried in order,
//! each activity carried out space by space with the Faction's columns, the
//! pieces it takes or replaces picked by the Adversary Priorities (8.5).
//!
//! Every activity of the four Factions is carried out (8.7.1–8.7.4). Each
//! space's edits are judged by the action checks before it is selected
//! (`each_space`), so an activity never does what the checks would flag.

use std::cell::Cell;

use crate::control::{activists_active, is_state, raj_control};
use crate::data::arjuna::{ArjunaId, Face};
use crate::data::np_aid::{Column, SpecialAction, SpecialTry};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::np::Planning;
use crate::np::adversary::{Target, choose_removals, ordered};
use crate::np::select::holds;
use crate::np::trace::Note;
use crate::np::trace::NoteArg;
use crate::np::trace::NoteCode;
use crate::np::trace::Purpose;
use crate::np::trace::{Dice, Question, Trace, TraceLine};
use crate::state::{GameState, Seat};
use crate::vocab::action::{Operation, Special};
use crate::vocab::issue::Arg;
use crate::{
    edit::Edit,
    ids::{Marker, Place},
};
use coin_table::RuleRef;
use {
    super::{Engine, Halt, Pick},
    crate::np::plan::Manual,
};
/// A Special Activity as the card sets it out: what was declared with it,
/// the card's options and column, and the spaces the Operation selected.
#[derive(Clone, Copy)]
struct Activity<'a> {
    declared: (Operation, Option<Special>),
    actions: &'a [SpecialAction],
    column: Option<Column>,
    op_spaces: &'a [SpaceId],
}

impl Activity<'_> {
    /// The card's column, else the activity's own.
    fn column_or(&self, default: Column) -> Column {
        self.column.unwrap_or(default)
    }
}

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
                node: attempt.special.key().to_owned(),
                condition: condition.clone(),
                holds: answer,
            });
            if !answer {
                self.skip(
                    "8.7",
                    Note::of(
                        NoteCode::SpecialConditionFails,
                        [Arg::Special(attempt.special)],
                    ),
                );
                return Ok(false);
            }
        }
        if let (Some(op), Some(allowed)) = (self.op, attempt.special.accompanies())
            && !allowed.contains(&op)
        {
            self.skip(
                "4.1.2",
                Note::of(
                    NoteCode::SpecialCannotAccompany,
                    [Arg::Special(attempt.special), Arg::Operation(op)],
                ),
            );
            return Ok(false);
        }
        if !Special::of(self.faction).contains(&attempt.special) {
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
        // The spaces the Operation selected, before the activity adds its own.
        let op_spaces = self.selected.clone();
        self.body.push(Edit::SpecialStarts);
        self.special_span = Some((self.state.clone(), None));
        let declared = (op, Some(attempt.special));
        let chosen = self.activity(declared, attempt, &op_spaces)?;
        if chosen == 0 {
            self.state = before;
            self.body.truncate(body_len);
            self.selected.truncate(selected_len);
            self.special_span = None;
            self.skip(
                "8.7",
                Note::of(NoteCode::SpecialNoSpace, [Arg::Special(attempt.special)]),
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

    /// Carries out the activity; how many spaces it selected.
    fn activity(
        &mut self,
        declared: (Operation, Option<Special>),
        attempt: &SpecialTry,
        op_spaces: &[SpaceId],
    ) -> Result<usize, Halt> {
        let act = Activity {
            declared,
            actions: attempt.actions.as_slice(),
            column: attempt.column,
            op_spaces,
        };
        match (self.faction, attempt.special) {
            (Faction::Raj, Special::Treaty) => self.treaty(declared),
            (Faction::Raj, Special::Govern) => self.govern(declared, act.actions),
            (Faction::Raj, Special::MartialLaw) => self.martial_law(act),
            (Faction::Congress | Faction::MuslimLeague, Special::Negotiate) => self.negotiate(act),
            (Faction::Congress, Special::Satyagraha) => self.satyagraha(act),
            (Faction::Congress | Faction::MuslimLeague, Special::Persuade) => self.persuade(act),
            (Faction::MuslimLeague, Special::Infiltrate) => self.league_infiltrate(act),
            (Faction::Revolutionaries, Special::Infiltrate) => self.revs_infiltrate(act),
            (Faction::Revolutionaries, Special::Assassinate) => self.assassinate(act),
            (Faction::Revolutionaries, Special::Aid) => {
                self.aid(declared, act.column_or(Column::AttackOrGoUnderground))
            }
            _ => Err(self.by_hand(attempt.special)),
        }
    }

    /// Up to `count` of `removable` in a space by the Adversary Priorities
    /// (8.5), rolled on scratch dice: what the space would lose.
    fn removals_seen(
        &self,
        space: SpaceId,
        count: u32,
        removable: &[(Piece, u32)],
    ) -> Vec<(Piece, u32)> {
        let faction = self.faction;
        self.scratch(|state, dice, trace| {
            choose_removals(state, faction, space, count, removable, dice, trace)
        })
    }

    /// [`Engine::removals_seen`], its dice logged.
    fn removals_chosen(
        &mut self,
        space: SpaceId,
        count: u32,
        removable: &[(Piece, u32)],
    ) -> Vec<(Piece, u32)> {
        let faction = self.faction;
        self.with_dice(|_, state, dice, trace| {
            choose_removals(state, faction, space, count, removable, dice, trace)
        })
    }

    /// The plan stops: the players carry out the activity by hand.
    fn by_hand(&self, special: Special) -> Halt {
        match self.state.arjuna.drawn() {
            Some((card, face)) => Halt::Manual(Manual::Special {
                card,
                face,
                special,
            }),
            None => Halt::Manual(Manual::Loop),
        }
    }

    /// The level one step towards `up`'s end, when it moves.
    fn shift(space: SpaceId, level: SupportLevel, up: bool) -> Option<Edit> {
        let to = level.shifted(up);
        (to != level).then_some(Edit::SetLevel { space, level: to })
    }

    // ----- Raj (8.7.1) -----

    /// NP Raj Treaty (8.7.1, 4.2.1): in every State with Sepoys, as many
    /// Active adversaries as there are Sepoys removed or arrested, by the
    /// Adversary Priorities (8.5). Every such State is taken, in map order.
    fn treaty(&mut self, declared: (Operation, Option<Special>)) -> Result<usize, Halt> {
        let chosen = self.each_space(
            declared,
            Pick::in_map_order(usize::MAX, true),
            &mut |e, s| {
                if !is_state(&e.data.map, &e.state, s) {
                    return None;
                }
                let sepoys = u32::from(e.state.space(s).pieces.get(Piece::Sepoy));
                e.removals_probe(s, sepoys)
            },
            &mut |e, s, _| {
                let sepoys = u32::from(e.state.space(s).pieces.get(Piece::Sepoy));
                e.chose(
                    "8.7.1",
                    Note::of(
                        NoteCode::TreatySepoys,
                        [Arg::Space(s), Arg::Int(i64::from(sepoys))],
                    ),
                );
                e.remove_in(s, sepoys);
                true
            },
        )?;
        Ok(chosen.len())
    }

    /// NP Raj Martial Law (8.7.1, 4.2.3): spaces with Unrest (any space
    /// under Lord Linlithgow, 8.1.6) picked with the column, two in Crisis
    /// else one; an Activist to Available per cube by the Adversary
    /// Priorities, Protests removed, Unrest added (never under Lord
    /// Linlithgow, nor on a Railway), a level towards Neutral.
    fn martial_law(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        let column = act.column_or(Column::RemoveOrReplace);
        let most = if self.state.crisis() { 2 } else { 1 };
        let linlithgow = self.viceroy() == Some("linlithgow");
        if linlithgow {
            self.chose("8.1.6", Note::of(NoteCode::LinlithgowMartialLaw, []));
        }
        let chosen = self.each_space(
            act.declared,
            Pick::probing(column, most),
            &mut |e, s| {
                let here = e.state.space(s);
                if here.pieces.cubes() == 0
                    || here.pieces.activists() == 0
                    || (here.unrest == 0 && !linlithgow)
                {
                    return None;
                }
                let cubes = here.pieces.cubes();
                let taken = e.removals_seen(s, cubes, &e.martial_law_targets(s));
                Some(e.martial_law_edits(s, &taken, linlithgow))
            },
            &mut |e, s, _| {
                let cubes = e.state.space(s).pieces.cubes();
                let taken = e.removals_chosen(s, cubes, &e.martial_law_targets(s));
                for edit in e.martial_law_edits(s, &taken, linlithgow) {
                    e.push(edit);
                }
                true
            },
        )?;
        Ok(chosen.len())
    }

    /// Every Activist in a space, Active or not: Martial Law may take both.
    fn martial_law_targets(&self, space: SpaceId) -> Vec<(Piece, u32)> {
        let here = &self.state.space(space).pieces;
        [Piece::CongressActivist, Piece::LeagueActivist]
            .into_iter()
            .map(|p| (p, u32::from(here.get(p))))
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    fn martial_law_edits(
        &self,
        space: SpaceId,
        taken: &[(Piece, u32)],
        linlithgow: bool,
    ) -> Vec<Edit> {
        let here = self.state.space(space);
        let railway = self.data.map.space(space).is_railway();
        let mut edits = Engine::taken_to(space, taken, |_| Place::Available);
        for _ in 0..here.protests {
            edits.push(Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            });
        }
        if !railway && !linlithgow {
            edits.push(Edit::AddMarker {
                marker: Marker::Unrest,
                space,
            });
        }
        if here.level != SupportLevel::Neutral {
            let up = here.level < SupportLevel::Neutral;
            edits.extend(Engine::shift(space, here.level, up));
        }
        edits
    }

    // ----- Congress and the Muslim League (8.7.2, 8.7.3) -----

    /// Congress pieces (Activists and Gandhi) and League pieces (Activists
    /// and Bases) in a space, as Negotiate compares them (4.3.1, 4.4.1).
    fn nv_pieces(&self, space: SpaceId) -> (u32, u32) {
        let here = &self.state.space(space).pieces;
        (
            u32::from(here.get(Piece::CongressActivist)) + u32::from(here.get(Piece::Gandhi)),
            u32::from(here.get(Piece::LeagueActivist)) + u32::from(here.get(Piece::LeagueBase)),
        )
    }

    /// Negotiate's first part in a space that may have it (4.3.1, 4.4.1):
    /// the Faction's Activists there, no Raj Control, not selected for the
    /// Operation; its Protests removed and Restraint +1.
    fn negotiate_start(&self, space: SpaceId, op_spaces: &[SpaceId]) -> Option<Vec<Edit>> {
        let here = self.state.space(space);
        if here.pieces.get(self.faction.nv_activist()) == 0
            || raj_control(&self.data.map, &self.state, space)
            || op_spaces.contains(&space)
        {
            return None;
        }
        let mut edits = Vec::new();
        for _ in 0..here.protests {
            edits.push(Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            });
        }
        let restraint = self.state.tracks.restraint;
        if restraint < self.data.pieces.restraint.value.max {
            edits.push(Edit::SetTrack {
                track: crate::vocab::track::Track::Restraint,
                value: restraint + 1,
            });
        }
        Some(edits)
    }

    /// NP Negotiate (8.7.2, 8.7.3): the first option the card names that
    /// some space allows, in one space; an option that no space allows is
    /// skipped (8.7), and never replaced by another the card does not name.
    fn negotiate(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        if act.actions.is_empty() {
            self.skip("8.7", Note::of(NoteCode::NegotiateNoOption, []));
        }
        for action in act.actions {
            let chosen = match (self.faction, action) {
                (Faction::Congress, SpecialAction::ReleaseGandhi) => {
                    if self.state.jail.get(Piece::Gandhi) == 0 {
                        self.skip("8.7.2", Note::of(NoteCode::NegotiateGandhiNotInJail, []));
                        continue;
                    }
                    self.each_space(
                        act.declared,
                        Pick::with(act.column.unwrap_or(Column::MoveOrReleaseGandhi), 1),
                        &mut |e, s| e.negotiate_start(s, act.op_spaces),
                        &mut |e, s, _| {
                            e.release_gandhi(s);
                            true
                        },
                    )?
                }
                (Faction::Congress, SpecialAction::RemoveMuslimState) => self.spaces(
                    act.declared,
                    Pick::with(act.column.unwrap_or(Column::RemoveOrReplace), 1),
                    &mut |e, s| {
                        let here = e.state.space(s);
                        let (congress, league) = e.nv_pieces(s);
                        if !here.muslim_state || congress <= league {
                            return None;
                        }
                        let mut edits = e.negotiate_start(s, act.op_spaces)?;
                        edits.push(Edit::RemoveMarker {
                            marker: Marker::MuslimState,
                            space: s,
                        });
                        if here.level != SupportLevel::Neutral {
                            edits.push(Edit::SetLevel {
                                space: s,
                                level: SupportLevel::Neutral,
                            });
                        }
                        Some(edits)
                    },
                )?,
                (Faction::MuslimLeague, SpecialAction::RemoveUnrest) => self.spaces(
                    act.declared,
                    Pick::with(act.column.unwrap_or(Column::RemoveOrReplace), 1),
                    &mut |e, s| {
                        let here = e.state.space(s);
                        if here.unrest == 0 {
                            return None;
                        }
                        let mut edits = e.negotiate_start(s, act.op_spaces)?;
                        edits.extend(Engine::shift(s, here.level, true));
                        edits.push(Edit::RemoveMarker {
                            marker: Marker::Unrest,
                            space: s,
                        });
                        Some(edits)
                    },
                )?,
                (Faction::MuslimLeague, SpecialAction::PlaceMuslimState) => {
                    self.negotiate_muslim_state(act.declared, act.op_spaces, act.column)?
                }
                (_, other) => {
                    self.skip(
                        "8.7",
                        Note::new(NoteCode::NegotiateCannot, vec![NoteArg::Option(*other)]),
                    );
                    continue;
                }
            };
            if !chosen.is_empty() {
                return Ok(chosen.len());
            }
            self.skip(
                "8.7",
                Note::new(NoteCode::NegotiateNoSpace, vec![NoteArg::Option(*action)]),
            );
        }
        Ok(0)
    }

    /// The League's Negotiate that places a Muslim State (4.4.1): in a Muslim
    /// Province with Opposition where the League outnumbers Congress, at
    /// Passive Support, the Troops there moved out to Cities (1.3.5).
    fn negotiate_muslim_state(
        &mut self,
        declared: (Operation, Option<Special>),
        op_spaces: &[SpaceId],
        column: Option<Column>,
    ) -> Result<Vec<SpaceId>, Halt> {
        let mut halt = None;
        let chosen = self.each_space(
            declared,
            Pick::probing(column.unwrap_or(Column::PlaceMuslimStates), 1),
            &mut |e, s| {
                let info = e.data.map.space(s);
                let here = e.state.space(s);
                let (congress, league) = e.nv_pieces(s);
                if info.kind() != SpaceKind::Province
                    || !info.is_muslim()
                    || here.muslim_state
                    || here.level >= SupportLevel::Neutral
                    || league <= congress
                {
                    return None;
                }
                let mut edits = e.negotiate_start(s, op_spaces)?;
                edits.push(Edit::SetLevel {
                    space: s,
                    level: SupportLevel::PassiveSupport,
                });
                edits.push(Edit::AddMarker {
                    marker: Marker::MuslimState,
                    space: s,
                });
                edits.extend(e.troops_out_probe(s));
                Some(edits)
            },
            &mut |e, s, edits| {
                for edit in edits.iter().filter(|x| !Engine::is_troop_move(x)) {
                    e.push(edit.clone());
                }
                e.troops_to_cities_after(s, Special::Negotiate, &mut halt)
            },
        )?;
        halt.map_or(Ok(chosen), Err)
    }

    /// Congress Negotiate's release (4.3.1): a die above the Protests left
    /// in India brings Gandhi out of Jail to the space, one level towards
    /// Active Support.
    fn release_gandhi(&mut self, space: SpaceId) {
        let die = self.roll(Some(space), RuleRef::new("4.3.1"), Purpose::ReleaseGandhi);
        let protests = self.state.protests_on_map();
        if u32::from(die) <= protests {
            self.chose(
                "4.3.1",
                Note::of(
                    NoteCode::GandhiStaysDie,
                    [Arg::Int(i64::from(die)), Arg::Int(i64::from(protests))],
                ),
            );
            return;
        }
        self.chose(
            "4.3.1",
            Note::of(NoteCode::GandhiReleasedTo, [Arg::Space(space)]),
        );
        self.push(Edit::one(Piece::Gandhi, Place::Jail, Place::Space(space)));
        let level = self.state.space(space).level;
        if let Some(edit) = Engine::shift(space, level, true) {
            self.push(edit);
        }
    }

    /// NP Congress Satyagraha (8.7.2, 4.3.2): Gandhi always moves, to the
    /// space the column picks (out of Jail only if the Raj agrees: a
    /// non-player Raj never does, 8.1.4; a player Raj is asked); then the
    /// card's action there. A card that names no second action, or asks
    /// for an Activist when none is Available, gets the other option of
    /// 4.3.2: the Protest and one Unrest removed where there are any (the
    /// activity's required part, 8.5.3's play note).
    fn satyagraha(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        let column = act.column_or(Column::MoveOrReleaseGandhi);
        let on_map = self
            .data
            .map
            .ids()
            .find(|s| self.state.space(*s).pieces.get(Piece::Gandhi) > 0);
        let from = match on_map {
            Some(space) => Place::Space(space),
            None if self.state.jail.get(Piece::Gandhi) > 0 => Place::Jail,
            None => {
                self.skip("4.3.2", Note::of(NoteCode::SatyagrahaNoGandhi, []));
                return Ok(0);
            }
        };
        if from == Place::Jail {
            let released = match self.state.seats[Faction::Raj] {
                Seat::NonPlayer => {
                    self.chose("8.1.4", Note::of(NoteCode::NpRajRefusesRelease, []));
                    false
                }
                Seat::Player(_) => match self.answers.raj_releases_gandhi {
                    None => return Err(Halt::Ask(Question::RajReleasesGandhi)),
                    Some(answer) => {
                        let what = if answer {
                            NoteCode::RajPlayerReleases
                        } else {
                            NoteCode::RajPlayerRefuses
                        };
                        self.chose("4.3.2", Note::of(what, []));
                        answer
                    }
                },
            };
            if !released {
                return Ok(0);
            }
        }
        let wants_activist = act.actions.iter().find(|a| {
            matches!(
                a,
                SpecialAction::PlaceActivist | SpecialAction::RemoveUnrest
            )
        }) == Some(&SpecialAction::PlaceActivist);
        let place = wants_activist && self.state.available.get(Piece::CongressActivist) > 0;
        if wants_activist && !place {
            self.chose("4.3.2", Note::of(NoteCode::SatyagrahaNoActivist, []));
        }
        let chosen = self.spaces(act.declared, Pick::with(column, 1), &mut |e, s| {
            if from == Place::Space(s) {
                return None;
            }
            let here = e.state.space(s);
            let mut edits = vec![Edit::one(Piece::Gandhi, from, Place::Space(s))];
            if place {
                edits.push(Engine::place(s, Piece::CongressActivist, 1));
            } else {
                for marker in [Marker::Protest, Marker::Unrest] {
                    let there = match marker {
                        Marker::Protest => here.protests,
                        _ => here.unrest,
                    };
                    if there > 0 {
                        edits.push(Edit::RemoveMarker { marker, space: s });
                    }
                }
            }
            Some(edits)
        })?;
        Ok(chosen.len())
    }

    /// Whether a space holds the acting Faction's pieces, as Persuade needs
    /// (4.3.3, 4.4.3).
    fn has_own_pieces(&self, space: SpaceId) -> bool {
        let here = &self.state.space(space).pieces;
        match self.faction {
            Faction::Congress => {
                here.get(Piece::CongressActivist) > 0 || here.get(Piece::Gandhi) > 0
            }
            _ => here.get(Piece::LeagueActivist) > 0 || here.get(Piece::LeagueBase) > 0,
        }
    }

    /// Persuade's Activation (4.3.3, 4.4.3) where the Faction's Activists
    /// are Active (8.7.2, 8.7.3): one Guerrilla per Active nonviolent piece.
    fn persuade_activate(&self, space: SpaceId) -> Option<Vec<Edit>> {
        let here = &self.state.space(space).pieces;
        let active = activists_active(&self.data.map, &self.state, space);
        if !active || here.get(self.faction.nv_activist()) == 0 {
            return None;
        }
        let nv = u8::try_from(
            here.activists()
                + u32::from(here.get(Piece::Gandhi))
                + u32::from(here.get(Piece::LeagueBase)),
        )
        .unwrap_or(u8::MAX);
        let count = nv.min(here.get(Piece::GuerrillaUnderground));
        (count > 0).then(|| {
            vec![Edit::FlipGuerrillas {
                space,
                count,
                to_active: true,
            }]
        })
    }

    /// What Persuade may remove in a space: Active adversaries but Gandhi,
    /// a Troop only where no Sepoy is (4.3.3, 4.4.3).
    fn persuade_targets(&self, space: SpaceId) -> Vec<(Piece, u32)> {
        if !self.has_own_pieces(space) {
            return Vec::new();
        }
        let here = &self.state.space(space).pieces;
        let mut out = self.active_adversaries(space);
        out.retain(|(p, _)| *p != Piece::Gandhi);
        let sepoys = u32::from(here.get(Piece::Sepoy));
        out.push((Piece::Sepoy, sepoys));
        if sepoys == 0 {
            out.push((Piece::Troop, u32::from(here.get(Piece::Troop))));
        }
        out.retain(|(_, n)| *n > 0);
        out
    }

    /// Whether a removed piece costs Unity (4.3.3, 4.4.3): a League piece
    /// for Congress, a Congress Activist for the League.
    fn persuade_costs_unity(&self, piece: Piece) -> bool {
        match self.faction {
            Faction::Congress => piece.faction() == Faction::MuslimLeague,
            _ => piece == Piece::CongressActivist,
        }
    }

    fn persuade_edits(&self, space: SpaceId, taken: &[(Piece, u32)], shifted: bool) -> Vec<Edit> {
        self.removed_at_unity_cost(space, taken, |p| !shifted && self.persuade_costs_unity(p))
    }

    /// Pieces removed to Available, and Unity −1 (unless at its minimum)
    /// when one of them `costs` it (4.3.3, 4.4.3, 4.5.3).
    fn removed_at_unity_cost(
        &self,
        space: SpaceId,
        taken: &[(Piece, u32)],
        costs: impl Fn(Piece) -> bool,
    ) -> Vec<Edit> {
        let mut edits = Engine::taken_to(space, taken, |_| Place::Available);
        if taken.iter().any(|(p, _)| costs(*p)) {
            edits.extend(self.track_down(crate::vocab::track::Track::Unity));
        }
        edits
    }

    /// NP Persuade (8.7.2, 8.7.3): the card's actions in order, in up to
    /// two spaces in all, each picked with the Remove or Replace column;
    /// the piece removed by the Adversary Priorities (8.5); Unity −1 once
    /// if the other nonviolent Faction lost a piece.
    fn persuade(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        let column = act.column_or(Column::RemoveOrReplace);
        let shifted = Cell::new(false);
        self.in_two_spaces(act.actions, |e, action, left, taken| {
            Ok(match action {
                SpecialAction::ActivateGuerrillas => {
                    e.spaces(act.declared, Pick::with(column, left), &mut |e, s| {
                        if taken.contains(&s) {
                            return None;
                        }
                        e.persuade_activate(s)
                    })?
                }
                SpecialAction::RemoveAdversary => e.each_space(
                    act.declared,
                    Pick::probing(column, left),
                    &mut |e, s| {
                        if taken.contains(&s) {
                            return None;
                        }
                        let picked = e.removals_seen(s, 1, &e.persuade_targets(s));
                        (!picked.is_empty()).then(|| e.persuade_edits(s, &picked, shifted.get()))
                    },
                    &mut |e, s, _| {
                        let picked = e.removals_chosen(s, 1, &e.persuade_targets(s));
                        let edits = e.persuade_edits(s, &picked, shifted.get());
                        if edits.iter().any(|x| matches!(x, Edit::SetTrack { .. })) {
                            shifted.set(true);
                        }
                        for edit in edits {
                            e.push(edit);
                        }
                        true
                    },
                )?,
                other => {
                    e.skip(
                        "8.7",
                        Note::new(NoteCode::PersuadeCannot, vec![NoteArg::Option(other)]),
                    );
                    Vec::new()
                }
            })
        })
    }

    /// The card's actions in order, in up to two spaces in all (8.7.1,
    /// 8.7.2): `each` carries out one action in up to the spaces left,
    /// none of those already taken, and gives the spaces it chose. Returns
    /// how many spaces were chosen in all.
    fn in_two_spaces(
        &mut self,
        actions: &[SpecialAction],
        mut each: impl FnMut(&mut Self, SpecialAction, usize, &[SpaceId]) -> Result<Vec<SpaceId>, Halt>,
    ) -> Result<usize, Halt> {
        let mut spaces: Vec<SpaceId> = Vec::new();
        for action in actions {
            let left = 2usize.saturating_sub(spaces.len());
            if left == 0 {
                break;
            }
            let chosen = each(self, *action, left, &spaces)?;
            spaces.extend(chosen);
        }
        Ok(spaces.len())
    }

    // ----- Infiltrate (8.7.3, 8.7.4) and Assassinate (8.7.4) -----

    /// A piece or a Protest replaced by one of the Faction's pieces.
    fn replace_edits(space: SpaceId, target: Target, newcomer: Piece) -> Vec<Edit> {
        let mut edits = match target {
            Target::Piece(piece) => Engine::taken_to(space, &[(piece, 1)], |_| Place::Available),
            Target::Protest => vec![Edit::RemoveMarker {
                marker: Marker::Protest,
                space,
            }],
            Target::Unrest | Target::MuslimState => Vec::new(),
        };
        edits.push(Engine::place(space, newcomer, 1));
        edits
    }

    /// What both Factions' Infiltrate do before placing (8.7.3, 8.7.4):
    /// without the card's placing option (the League's Muslim State, the
    /// Revolutionaries' Base), the replacement of one of the kinds the
    /// Faction's Infiltrate takes by its own piece; with it, nothing outside
    /// a Crisis (skipped, 8.7). `None` when the placement goes on.
    fn infiltrate_front(&mut self, act: Activity<'_>) -> Option<Result<usize, Halt>> {
        let (place, newcomer, kinds): (_, _, &[Target]) = if self.faction == Faction::MuslimLeague {
            (
                SpecialAction::PlaceMuslimState,
                Piece::LeagueActivist,
                &[
                    Target::Piece(Piece::Sepoy),
                    Target::Piece(Piece::GuerrillaUnderground),
                    Target::Piece(Piece::GuerrillaActive),
                ],
            )
        } else {
            (
                SpecialAction::PlaceBase,
                Piece::GuerrillaUnderground,
                &[
                    Target::Protest,
                    Target::Piece(Piece::Sepoy),
                    Target::Piece(Piece::CongressActivist),
                    Target::Piece(Piece::LeagueActivist),
                ],
            )
        };
        if !act.actions.contains(&place) {
            let column = act.column_or(Column::RemoveOrReplace);
            return Some(self.infiltrate_replace(act.declared, column, newcomer, kinds));
        }
        if !self.state.crisis() {
            self.skip(
                "8.7",
                Note::new(NoteCode::InfiltrateNotCrisis, vec![NoteArg::Option(place)]),
            );
            return Some(Ok(0));
        }
        None
    }

    /// Infiltrate's replacement, in one space picked with `column` where
    /// `newcomer` already stands: what the Adversary Priorities put first
    /// among `kinds`, replaced by another `newcomer`.
    fn infiltrate_replace(
        &mut self,
        declared: (Operation, Option<Special>),
        column: Column,
        newcomer: Piece,
        kinds: &[Target],
    ) -> Result<usize, Halt> {
        if self.state.available.get(newcomer) == 0 {
            self.skip(
                "8.1",
                Note::of(NoteCode::InfiltrateNoPiece, [Arg::Piece(newcomer, 1)]),
            );
            return Ok(0);
        }
        let chosen = self.each_space(
            declared,
            Pick::probing(column, 1),
            &mut |e, s| {
                if e.state.space(s).pieces.get(newcomer) == 0 {
                    return None;
                }
                let faction = e.faction;
                let target = e.scratch(|state, dice, trace| {
                    replace_target(state, faction, s, kinds, dice, trace)
                })?;
                Some(Engine::replace_edits(s, target, newcomer))
            },
            &mut |e, s, _| {
                let faction = e.faction;
                let target = e.with_dice(|_, state, dice, trace| {
                    replace_target(state, faction, s, kinds, dice, trace)
                });
                if let Some(target) = target {
                    let what = match target {
                        Target::Piece(piece) => Arg::Piece(piece, 1),
                        Target::Protest => Arg::Marker(Marker::Protest),
                        Target::Unrest => Arg::Marker(Marker::Unrest),
                        Target::MuslimState => Arg::Marker(Marker::MuslimState),
                    };
                    e.chose("8.5", Note::of(NoteCode::InfiltrateReplaces, [what]));
                    for edit in Engine::replace_edits(s, target, newcomer) {
                        e.push(edit);
                    }
                }
                true
            },
        )?;
        Ok(chosen.len())
    }

    /// NP Muslim League Infiltrate (8.7.3, 4.4.2): with the card's
    /// `place_muslim_state`, a Muslim State in a Province with a League
    /// Base and no Raj Control, during a Crisis only (skipped otherwise, as
    /// 8.7's example of card N says); else a Sepoy or Guerrilla replaced by
    /// a League Activist (never a Protest, 8.5.3).
    fn league_infiltrate(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        if let Some(done) = self.infiltrate_front(act) {
            return done;
        }
        let column = act.column_or(Column::RemoveOrReplace);
        let mut halt = None;
        let chosen = self.each_space(
            act.declared,
            Pick::probing(column, 1),
            &mut |e, s| {
                let here = e.state.space(s);
                if e.data.map.space(s).kind() != SpaceKind::Province
                    || here.muslim_state
                    || here.pieces.get(Piece::LeagueActivist) == 0
                    || here.pieces.get(Piece::LeagueBase) == 0
                    || raj_control(&e.data.map, &e.state, s)
                {
                    return None;
                }
                let mut edits = vec![Edit::AddMarker {
                    marker: Marker::MuslimState,
                    space: s,
                }];
                edits.extend(e.troops_out_probe(s));
                Some(edits)
            },
            &mut |e, s, _| {
                e.push(Edit::AddMarker {
                    marker: Marker::MuslimState,
                    space: s,
                });
                e.troops_to_cities_after(s, Special::Infiltrate, &mut halt)
            },
        )?;
        halt.map_or(Ok(chosen.len()), Err)
    }

    /// NP Revolutionaries Infiltrate (8.7.4, 4.5.2): in a space with an
    /// Underground Guerrilla, a Protest, Sepoy or Activist replaced by an
    /// Underground Guerrilla, the Adversary Priorities picking which. With
    /// the card's `place_base`, a Base instead, during a Crisis only
    /// (skipped otherwise, as for the League's Muslim State), in a State or
    /// Province with no Raj Control and room for it.
    fn revs_infiltrate(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        if let Some(done) = self.infiltrate_front(act) {
            return done;
        }
        let column = act.column_or(Column::RemoveOrReplace);
        if self.state.available.get(Piece::RevolutionariesBase) == 0 {
            self.skip("8.1", Note::of(NoteCode::InfiltrateNoBase, []));
            return Ok(0);
        }
        let base = |s: SpaceId| Engine::place(s, Piece::RevolutionariesBase, 1);
        let chosen = self.each_space(
            act.declared,
            Pick::probing(column, 1),
            &mut |e, s| {
                let info = e.data.map.space(s);
                let fits = matches!(info.kind(), SpaceKind::Province | SpaceKind::PrincelyState)
                    && e.state.space(s).pieces.get(Piece::GuerrillaUnderground) > 0
                    && !raj_control(&e.data.map, &e.state, s);
                fits.then(|| vec![base(s)])
            },
            &mut |e, s, _| {
                e.chose("4.5.2", Note::of(NoteCode::InfiltratePlacesBase, []));
                e.push(base(s));
                true
            },
        )?;
        Ok(chosen.len())
    }

    /// What Assassinate may remove in a space (4.5.3): any Active piece of
    /// another Faction but Gandhi, Troops and Bases even with others left.
    fn assassinate_targets(&self, space: SpaceId) -> Vec<(Piece, u32)> {
        let here = &self.state.space(space).pieces;
        let active = activists_active(&self.data.map, &self.state, space);
        let mut out = vec![
            (Piece::Troop, u32::from(here.get(Piece::Troop))),
            (Piece::Sepoy, u32::from(here.get(Piece::Sepoy))),
            (Piece::LeagueBase, u32::from(here.get(Piece::LeagueBase))),
        ];
        if active {
            for piece in [Piece::CongressActivist, Piece::LeagueActivist] {
                out.push((piece, u32::from(here.get(piece))));
            }
        }
        out.retain(|(_, n)| *n > 0);
        out
    }

    fn assassinate_edits(&self, space: SpaceId, taken: &[(Piece, u32)]) -> Vec<Edit> {
        self.removed_at_unity_cost(space, taken, |p| {
            matches!(p.faction(), Faction::Congress | Faction::MuslimLeague)
        })
    }

    /// NP Revolutionaries Assassinate (8.7.4, 4.5.3): among the spaces the
    /// Unrest Operation selected, one picked with the column; the piece by
    /// the Adversary Priorities; Unity −1 for a nonviolent piece.
    fn assassinate(&mut self, act: Activity<'_>) -> Result<usize, Halt> {
        let column = act.column_or(Column::RemoveOrReplace);
        if self.op != Some(Operation::Unrest) {
            self.skip("8.7.4", Note::of(NoteCode::AssassinateNoUnrest, []));
            return Ok(0);
        }
        let chosen = self.each_space(
            act.declared,
            Pick::probing(column, 1),
            &mut |e, s| {
                if !act.op_spaces.contains(&s) {
                    return None;
                }
                let picked = e.removals_seen(s, 1, &e.assassinate_targets(s));
                (!picked.is_empty()).then(|| e.assassinate_edits(s, &picked))
            },
            &mut |e, s, _| {
                let picked = e.removals_chosen(s, 1, &e.assassinate_targets(s));
                for edit in e.assassinate_edits(s, &picked) {
                    e.push(edit);
                }
                true
            },
        )?;
        Ok(chosen.len())
    }

    // ----- Troops caught in a new Muslim State (8.1.4) -----

    fn is_troop_move(edit: &Edit) -> bool {
        matches!(
            edit,
            Edit::MovePieces {
                piece: Piece::Troop,
                ..
            }
        )
    }

    /// For judging a space only: its Troops to some City (the real
    /// destinations are picked by `troops_to_cities`).
    fn troops_out_probe(&self, space: SpaceId) -> Vec<Edit> {
        let troops = self.state.space(space).pieces.get(Piece::Troop);
        let city = self
            .data
            .map
            .ids()
            .find(|s| *s != space && self.data.map.space(*s).kind() == SpaceKind::City);
        match city {
            Some(city) if troops > 0 => vec![Edit::MovePieces {
                piece: Piece::Troop,
                count: troops,
                from: Place::Space(space),
                to: Place::Space(city),
            }],
            _ => Vec::new(),
        }
    }

    /// [`Engine::troops_to_cities`] as the step after a selected space: a
    /// halt is kept in `halt` for the caller, and the selection goes on.
    fn troops_to_cities_after(
        &mut self,
        space: SpaceId,
        special: Special,
        halt: &mut Option<Halt>,
    ) -> bool {
        if let Err(h) = self.troops_to_cities(space, special) {
            *halt = Some(h);
        }
        true
    }

    /// The Troops in a space that has just become a Muslim State go to
    /// Cities (4.4.1, 4.4.2): for a non-player Raj each Troop's City is
    /// picked with its Place Cubes column among all Cities (8.1.4); a
    /// player Raj chooses its own, so the plan stops for the players.
    fn troops_to_cities(&mut self, space: SpaceId, special: Special) -> Result<(), Halt> {
        let troops = self.state.space(space).pieces.get(Piece::Troop);
        if troops == 0 {
            return Ok(());
        }
        if self.state.seats[Faction::Raj] != Seat::NonPlayer {
            self.chose("4.4.1", Note::of(NoteCode::RajPlayerMovesTroops, []));
            return Err(self.by_hand(special));
        }
        let cities: Vec<SpaceId> = self
            .data
            .map
            .ids()
            .filter(|s| self.data.map.space(*s).kind() == SpaceKind::City)
            .collect();
        for _ in 0..troops {
            let picked = self.select_logged((Faction::Raj, Column::PlaceCubes), &cities)?;
            let Some(city) = picked else {
                break;
            };
            self.chose(
                "8.1.4",
                Note::of(NoteCode::TroopLeavesFor, [Arg::Space(city)]),
            );
            self.push(Edit::one(
                Piece::Troop,
                Place::Space(space),
                Place::Space(city),
            ));
        }
        Ok(())
    }

    // ----- Revolutionaries Aid (8.7.4) and Raj Govern (8.7.1) -----

    /// NP Revolutionaries Aid (8.7.4): up to two spaces with Active
    /// Guerrillas, all flipped Underground.
    fn aid(
        &mut self,
        declared: (Operation, Option<Special>),
        column: Column,
    ) -> Result<usize, Halt> {
        let chosen = self.spaces(declared, Pick::with(column, 2), &mut |e, s| {
            let active = e.state.space(s).pieces.get(Piece::GuerrillaActive);
            (active > 0).then(|| {
                vec![Edit::FlipGuerrillas {
                    space: s,
                    count: active,
                    to_active: false,
                }]
            })
        })?;
        Ok(chosen.len())
    }

    /// NP Raj Govern (8.7.1): the card's actions in order, in up to two
    /// spaces in all.
    fn govern(
        &mut self,
        declared: (Operation, Option<Special>),
        actions: &[SpecialAction],
    ) -> Result<usize, Halt> {
        self.in_two_spaces(actions, |e, action, left, taken| {
            Ok(match action {
                SpecialAction::RemoveProtests => e.spaces(
                    declared,
                    Pick::with(Column::RemoveOrReplace, left),
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
                )?,
                SpecialAction::Imperialism => e.imperialism(declared, left, taken)?,
                SpecialAction::RemoveAdversaries => e.each_space(
                    declared,
                    Pick::probing(Column::RemoveOrReplace, left),
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
            })
        })
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
        let budget =
            std::cell::Cell::new(self.roll(None, RuleRef::new("8.7.1"), Purpose::Imperialism));
        self.each_space(
            declared,
            Pick::with(Column::ShiftToSupport, most),
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

/// The first of `kinds` present in a space, in the order of the Adversary
/// Priorities (8.5) of `faction`.
fn replace_target(
    state: &GameState,
    faction: Faction,
    space: SpaceId,
    kinds: &[Target],
    dice: &mut Dice,
    trace: &mut Trace,
) -> Option<Target> {
    let here = state.space(space);
    let present: Vec<Target> = kinds
        .iter()
        .copied()
        .filter(|t| match t {
            Target::Protest => here.protests > 0,
            Target::Unrest => here.unrest > 0,
            Target::MuslimState => here.muslim_state,
            Target::Piece(p) => here.pieces.get(*p) > 0,
        })
        .collect();
    ordered(state, faction, space, &present, dice, trace)
        .first()
        .copied()
}
