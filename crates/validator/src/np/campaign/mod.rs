//! Non-player Campaign Rounds (8.9) and the Raj's Crisis cubes (8.1.4): a
//! planner for one Campaign Round step whose choices belong to a Faction
//! without a player.
//!
//! The plan holds the edits to log, in order: the step's [`Edit::Phase`],
//! each die as it is rolled from the game's seed, the changes, and `Done`
//! when the program carried out the whole step. Where the step's choices
//! are a player's, or a rule cannot be met (pieces that must leave a
//! Railway with nowhere to go), the plan stops before `Done` and names what
//! is left in [`PhasePlan::left`]; the players finish the step by hand and
//! close it. The Redeploy lists are in the `redeploy` module. A complete plan passes
//! [`crate::action::campaign::check_phase`] with no error.
//!
//! Priority columns come from the players' aid: a selection that needs a
//! column the data lacks returns [`Question::PriorityColumn`].

mod redeploy;

use super::Planning;
use super::random::{random_railway, random_space};
use super::trace::{Question, Trace, TraceLine};
use crate::action::campaign::{
    automatic_edits, np_protest_due, np_protest_spaces, np_strikes_barred, strike_candidates,
    strike_edits,
};
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::data::np_aid::Column;
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::np::trace::Note;
use crate::np::trace::NoteCode;
use crate::np::trace::Purpose;
use crate::state::{GameState, Seat};
use crate::vocab::issue::Arg;
use crate::vocab::phase::Phase;
use crate::{
    edit::{Edit, apply},
    ids::{Marker, Place},
};
use coin_table::RuleRef;
/// A part of a step the plan leaves to the players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Left {
    /// The step's choices are those of a Faction with a player.
    Player(Faction),
    /// A non-player's pieces on a Railway must leave it, and no space
    /// may take them (6.4): the players settle it.
    RailwayStranded {
        /// Whose Redeploy.
        faction: Faction,
    },
    /// The Muslim League's Constructive Programme, after a Congress player
    /// has made its shifts: plan it with [`plan_league_programme`].
    LeagueProgramme,
}

/// A Campaign Round step, planned for a non-player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PhasePlan {
    /// The step.
    pub phase: Phase,
    /// The edits to log, in order; `Done` last when nothing is left.
    pub edits: Vec<Edit>,
    /// Every decision, with its rule.
    pub trace: Trace,
    /// Spaces selected, in order.
    pub selected: Vec<SpaceId>,
    /// What the players still do before closing the step.
    pub left: Vec<Left>,
}

impl PhasePlan {
    /// Whether the plan carries out the whole step (it ends with `Done`).
    pub fn complete(&self) -> bool {
        self.left.is_empty()
    }

    /// The edits that change the table, for a checklist.
    pub fn moves(&self) -> impl Iterator<Item = &Edit> {
        self.edits.iter().filter(|e| !e.is_mark())
    }
}

/// Plans a Campaign Round step from the state it begins in. Steps without
/// choices get their automatic edits; a step whose Faction has a player is
/// left to it. A question comes back when a selection needs a priority
/// column (or a Random Spaces slot) the data does not have.
pub fn plan_phase(data: &GameData, state: &GameState, phase: Phase) -> Result<PhasePlan, Question> {
    let mut p = Planner::new(data, state, phase);
    p.push(Edit::Phase(phase));
    let np = |faction: Faction| state.seats[faction] == Seat::NonPlayer;
    match phase.faction() {
        Some(faction) if phase != Phase::ConstructiveProgramme && !np(faction) => {
            p.leave(Left::Player(faction));
        }
        _ => match phase {
            Phase::Strikes => p.strikes()?,
            Phase::Imperialism => p.imperialism()?,
            Phase::ConstructiveProgramme => {
                if np(Faction::Congress) {
                    let mut taken = Vec::new();
                    let unity = usize::try_from(state.tracks.unity.max(0)).unwrap_or(0);
                    p.programme(Faction::Congress, unity, &mut taken)?;
                    if np(Faction::MuslimLeague) {
                        let rest = unity.saturating_sub(taken.len());
                        p.programme(Faction::MuslimLeague, rest, &mut taken)?;
                    } else {
                        p.leave(Left::Player(Faction::MuslimLeague));
                    }
                } else {
                    p.leave(Left::Player(Faction::Congress));
                    if np(Faction::MuslimLeague) {
                        p.leave(Left::LeagueProgramme);
                    } else {
                        p.leave(Left::Player(Faction::MuslimLeague));
                    }
                }
            }
            Phase::PakistanMovement => p.support_base(Faction::MuslimLeague, Piece::LeagueBase)?,
            Phase::SecretSocieties => {
                p.support_base(Faction::Revolutionaries, Piece::RevolutionariesBase)?;
            }
            Phase::RajRedeploy => p.raj_redeploy()?,
            Phase::CongressRedeploy => p.redeploy(Faction::Congress)?,
            Phase::LeagueRedeploy => p.redeploy(Faction::MuslimLeague)?,
            Phase::RevolutionariesRedeploy => p.redeploy(Faction::Revolutionaries)?,
            Phase::NpProtest => p.np_protest()?,
            Phase::CrisisCubes => p.crisis_cubes()?,
            Phase::Victory
            | Phase::RajEarnings
            | Phase::RevolutionariesEarnings
            | Phase::NewViceroy
            | Phase::RajRedeployRemoval
            | Phase::Reset => {
                for edit in automatic_edits(data, state, phase).unwrap_or_default() {
                    p.push(edit);
                }
            }
        },
    }
    Ok(p.finish())
}

/// Plans the non-player Muslim League's part of Constructive Programme
/// (8.9.2) once a Congress player has made its shifts: `start` is the state
/// when the step began, `now` the table after Congress. The League takes
/// what Unity leaves, in spaces Congress did not shift. The edits continue
/// the open step (no `Phase` edit) and end with `Done`.
pub fn plan_league_programme(
    data: &GameData,
    start: &GameState,
    now: &GameState,
) -> Result<PhasePlan, Question> {
    let mut p = Planner::new(data, now, Phase::ConstructiveProgramme);
    let mut taken: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|id| now.space(*id).level != start.space(*id).level)
        .collect();
    let unity = usize::try_from(start.tracks.unity.max(0)).unwrap_or(0);
    let rest = unity.saturating_sub(taken.len());
    p.programme(Faction::MuslimLeague, rest, &mut taken)?;
    Ok(p.finish())
}

/// A step being planned.
struct Planner<'a> {
    data: &'a GameData,
    phase: Phase,
    /// The state when the step began.
    start: GameState,
    /// The state as the plan goes.
    state: GameState,
    edits: Vec<Edit>,
    trace: Trace,
    selected: Vec<SpaceId>,
    left: Vec<Left>,
}

impl<'a> Planner<'a> {
    fn new(data: &'a GameData, state: &GameState, phase: Phase) -> Planner<'a> {
        Planner {
            data,
            phase,
            start: state.clone(),
            state: state.clone(),
            edits: Vec::new(),
            trace: Vec::new(),
            selected: Vec::new(),
            left: Vec::new(),
        }
    }

    fn finish(mut self) -> PhasePlan {
        if self.left.is_empty() {
            self.edits.push(Edit::Done { note: None });
        }
        PhasePlan {
            phase: self.phase,
            edits: self.edits,
            trace: self.trace,
            selected: self.selected,
            left: self.left,
        }
    }

    /// Applies an edit to the plan's state and logs it; one the state
    /// refuses is left out.
    fn push(&mut self, edit: Edit) -> bool {
        let ok = apply(self.data, &mut self.state, &edit).is_ok();
        if ok {
            self.edits.push(edit);
        }
        ok
    }

    fn roll(&mut self, rule: &str, purpose: Purpose) -> u8 {
        let rule = RuleRef::new(rule);
        self.with_dice(|_, _, dice, trace| dice.roll(trace, rule, purpose))
    }

    /// Leaves part of the step to the players, and says so in the trace.
    fn leave(&mut self, left: Left) {
        let (rule, note) = match left {
            Left::Player(faction) => (
                self.phase.rule(),
                Note::of(NoteCode::LeftToPlayer, [Arg::Faction(faction)]),
            ),
            Left::RailwayStranded { faction } => (
                RuleRef::new("6.4"),
                Note::of(NoteCode::LeftRailwayStranded, [Arg::Faction(faction)]),
            ),
            Left::LeagueProgramme => (
                RuleRef::new("8.9.2"),
                Note::of(NoteCode::LeftLeagueProgramme, []),
            ),
        };
        self.trace.push(TraceLine::Skipped { rule, note });
        self.left.push(left);
    }

    /// One space among `eligible` with a Faction's priority column (8.4.1).
    fn select(
        &mut self,
        faction: Faction,
        column: Column,
        eligible: &[SpaceId],
    ) -> Result<Option<SpaceId>, Question> {
        let picked = self.select_logged((faction, column), eligible)?;
        if let Some(space) = picked {
            self.selected.push(space);
        }
        Ok(picked)
    }

    fn move_pieces(&mut self, piece: Piece, count: u8, from: Place, to: Place) {
        if count > 0 {
            self.push(Edit::MovePieces {
                piece,
                count,
                from,
                to,
            });
        }
    }

    // ----- 8.9.1 Railway Strikes -----

    /// NP Congress strikes every qualifying Railway; when markers run short,
    /// the highest Econ first, ties by the Random Railways procedure (8.9.1,
    /// 8.1.3).
    fn strikes(&mut self) -> Result<(), Question> {
        if np_strikes_barred(&self.state) {
            self.skip("8.1.3", Note::of(NoteCode::NoStrikesWithoutRajPlayer, []));
            return Ok(());
        }
        if let Some(edits) = automatic_edits(self.data, &self.state, Phase::Strikes) {
            self.chose("8.9.1", Note::of(NoteCode::StrikesEverywhere, []));
            for edit in edits {
                self.push(edit);
            }
            return Ok(());
        }
        let (mut eligible, free) = strike_candidates(self.data, &self.state);
        self.chose(
            "8.9.1",
            Note::of(
                NoteCode::StrikesHighestEcon,
                [Arg::Int(eligible.len() as i64), Arg::Int(free as i64)],
            ),
        );
        for _ in 0..free {
            let pool = eligible.clone();
            let picked =
                self.with_dice(|data, _, dice, trace| random_railway(data, dice, trace, &pool))?;
            let Some(space) = picked else { break };
            eligible.retain(|s| *s != space);
            self.selected.push(space);
            for edit in strike_edits(&self.state, space) {
                self.push(edit);
            }
        }
        Ok(())
    }

    // ----- 8.9.2 Support Phase -----

    /// Whether NP Raj may buy Imperialism in a space and it would change
    /// something (6.3.1).
    fn imperialism_fits(&self, space: SpaceId) -> bool {
        let map = &self.data.map;
        let here = self.state.space(space);
        matches!(
            map.space(space).kind(),
            SpaceKind::City | SpaceKind::Province
        ) && !is_state(map, &self.state, space)
            && raj_control(map, &self.state, space)
            && here.pieces.get(Piece::Troop) > 0
            && here.pieces.get(Piece::Sepoy) > 0
            && (here.unrest > 0 || here.level != SupportLevel::ActiveSupport)
    }

    /// NP Raj Imperialism (8.9.2): a die ×2 of Unrest removed and levels
    /// shifted, in up to four spaces picked with the Shift to Support
    /// column, Unrest first and then two levels each; two Activists out of
    /// Jail per space, one of each nonviolent Faction where possible; then
    /// Gandhi out of Jail to a random space without Raj Control.
    fn imperialism(&mut self) -> Result<(), Question> {
        let die = self.roll("8.9.2", Purpose::ImperialismDoubled);
        let mut budget = 2 * i32::from(die);
        self.chose(
            "8.9.2",
            Note::of(NoteCode::ImperialismBudget, [Arg::Int(i64::from(budget))]),
        );
        let mut chosen: Vec<SpaceId> = Vec::new();
        while chosen.len() < 4 && budget > 0 {
            let eligible: Vec<SpaceId> = self
                .data
                .map
                .ids()
                .filter(|s| !chosen.contains(s) && self.imperialism_fits(*s))
                .collect();
            let Some(space) = self.select(Faction::Raj, Column::ShiftToSupport, &eligible)? else {
                self.skip("8.9.2", Note::of(NoteCode::ImperialismNoMoreSpaces, []));
                break;
            };
            chosen.push(space);
            while self.state.space(space).unrest > 0 && budget > 0 {
                if !self.push(Edit::RemoveMarker {
                    marker: Marker::Unrest,
                    space,
                }) {
                    break;
                }
                budget -= 1;
            }
            let level = self.state.space(space).level;
            if self.state.space(space).unrest == 0 {
                let room = SupportLevel::ActiveSupport.value() - level.value();
                let shifts = room.min(2).min(budget);
                if shifts > 0 {
                    budget -= shifts;
                    self.push(Edit::SetLevel {
                        space,
                        level: SupportLevel::from_value(level.value() + shifts),
                    });
                }
            }
        }
        // Prisoners: two per space selected, one of each where possible.
        for _ in &chosen {
            let congress = self.state.jail.get(Piece::CongressActivist);
            let league = self.state.jail.get(Piece::LeagueActivist);
            let (c, l) = match (congress, league) {
                (0, l) => (0, l.min(2)),
                (c, 0) => (c.min(2), 0),
                _ => (1, 1),
            };
            self.move_pieces(Piece::CongressActivist, c, Place::Jail, Place::Available);
            self.move_pieces(Piece::LeagueActivist, l, Place::Jail, Place::Available);
        }
        if self.state.jail.get(Piece::Gandhi) > 0 {
            let to = self.with_dice(|data, state, dice, trace| {
                random_space(data, dice, trace, |s| !raj_control(&data.map, state, s))
            })?;
            match to {
                Some(space) => {
                    self.chose(
                        "8.9.2",
                        Note::of(NoteCode::GandhiLeavesJailFor, [Arg::Space(space)]),
                    );
                    self.move_pieces(Piece::Gandhi, 1, Place::Jail, Place::Space(space));
                }
                None => self.skip("8.9.2", Note::of(NoteCode::GandhiStaysNoSpace, [])),
            }
        }
        Ok(())
    }

    /// Constructive Programme for one NP Faction (8.9.2): as many eligible
    /// spaces as possible, up to what Unity leaves, with the Shift to
    /// Opposition column, each two levels towards Active Opposition
    /// (6.3.2). Spaces already shifted this step are not taken again.
    fn programme(
        &mut self,
        faction: Faction,
        most: usize,
        taken: &mut Vec<SpaceId>,
    ) -> Result<(), Question> {
        let own: &[Piece] = match faction {
            Faction::Congress => &[Piece::CongressActivist, Piece::Gandhi],
            _ => &[Piece::LeagueActivist, Piece::LeagueBase],
        };
        let mut count = 0;
        while count < most {
            let map = &self.data.map;
            let eligible: Vec<SpaceId> = map
                .ids()
                .filter(|s| {
                    let here = self.state.space(*s);
                    !taken.contains(s)
                        && matches!(map.space(*s).kind(), SpaceKind::City | SpaceKind::Province)
                        && !is_state(map, &self.state, *s)
                        && !raj_control(map, &self.state, *s)
                        && own.iter().any(|p| here.pieces.get(*p) > 0)
                        && here.level != SupportLevel::ActiveOpposition
                })
                .collect();
            let Some(space) = self.select(faction, Column::ShiftToOpposition, &eligible)? else {
                break;
            };
            taken.push(space);
            count += 1;
            let level = self.state.space(space).level;
            let shifts = (level.value() - SupportLevel::ActiveOpposition.value()).min(2);
            self.chose(
                "8.9.2",
                Note::of(
                    NoteCode::ConstructiveShifts,
                    [
                        Arg::Faction(faction),
                        Arg::Space(space),
                        Arg::Int(i64::from(shifts)),
                    ],
                ),
            );
            self.push(Edit::SetLevel {
                space,
                level: SupportLevel::from_value(level.value() - shifts),
            });
        }
        if count == 0 {
            self.skip(
                "8.9.2",
                Note::of(NoteCode::ConstructiveNoSpace, [Arg::Faction(faction)]),
            );
        }
        Ok(())
    }

    /// Pakistan Movement and Secret Societies for a non-player (8.9.2): a
    /// Base from Available with the Place Bases column, among non-Railway
    /// spaces without Raj Control that have room for it.
    fn support_base(&mut self, faction: Faction, base: Piece) -> Result<(), Question> {
        if self.state.available.get(base) == 0 {
            self.skip(
                "8.9.2",
                Note::of(NoteCode::NoBaseAvailable, [Arg::Faction(faction)]),
            );
            return Ok(());
        }
        let map = &self.data.map;
        let eligible: Vec<SpaceId> = map
            .ids()
            .filter(|s| {
                !map.space(*s).is_railway()
                    && !raj_control(map, &self.state, *s)
                    && self.state.space(*s).pieces.bases() < u32::from(map.space(*s).population())
            })
            .collect();
        match self.select(faction, Column::PlaceBases, &eligible)? {
            Some(space) => self.move_pieces(base, 1, Place::Available, Place::Space(space)),
            None => self.skip(
                "8.9.2",
                Note::of(NoteCode::NoSpaceForBase, [Arg::Faction(faction)]),
            ),
        }
        Ok(())
    }

    // ----- 8.9.4 Reset: NP Congress's Protest -----

    fn np_protest(&mut self) -> Result<(), Question> {
        if !np_protest_due(self.data, &self.state) {
            self.skip("8.9.4", Note::of(NoteCode::NoNpProtest, []));
            return Ok(());
        }
        let eligible = np_protest_spaces(&self.state);
        if let Some(space) = self.select(Faction::Congress, Column::PlaceProtests, &eligible)? {
            self.push(Edit::AddMarker {
                marker: Marker::Protest,
                space,
            });
        }
        Ok(())
    }

    // ----- 8.1.4 Crisis cubes -----

    /// NP Raj's Crisis cubes (8.1.4, 6.8): a die of cubes from Out of Play,
    /// Troops first, each placed with the Place Cubes column; no Troops in
    /// States and, the Raj having no player, nothing on Railways (8.1.3).
    fn crisis_cubes(&mut self) -> Result<(), Question> {
        let die = self.roll("6.8", Purpose::CrisisCubes);
        let mut left = die;
        for piece in [Piece::Troop, Piece::Sepoy] {
            while left > 0 && self.state.out_of_play.get(piece) > 0 {
                let map = &self.data.map;
                let eligible: Vec<SpaceId> = map
                    .ids()
                    .filter(|s| {
                        !map.space(*s).is_railway()
                            && (piece != Piece::Troop || !is_state(map, &self.state, *s))
                    })
                    .collect();
                let Some(space) = self.select(Faction::Raj, Column::PlaceCubes, &eligible)? else {
                    break;
                };
                self.chose(
                    "8.1.4",
                    Note::of(
                        NoteCode::FromOutOfPlay,
                        [Arg::Piece(piece, 1), Arg::Space(space)],
                    ),
                );
                self.move_pieces(piece, 1, Place::OutOfPlay, Place::Space(space));
                left -= 1;
            }
        }
        Ok(())
    }
}

impl Planning for Planner<'_> {
    fn parts(&mut self) -> (&GameData, &GameState, &mut Trace) {
        (self.data, &self.state, &mut self.trace)
    }

    fn log_rolled(&mut self, die: crate::vocab::action::Die) {
        self.push(Edit::Die(die));
    }
}
