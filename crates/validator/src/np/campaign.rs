//! Non-player Campaign Rounds (8.9) and the Raj's Crisis cubes (8.1.4): a
//! planner for one Campaign Round step whose choices belong to a Faction
//! without a player.
//!
//! The plan holds the edits to log, in order: the step's [`Edit::Phase`],
//! each die as it is rolled from the game's seed, the changes, and `Done`
//! when the program carried out the whole step. Where the rules leave an
//! instruction too open to carry out faithfully (the even spreads at the
//! end of the Redeploy lists, the Raj's whole Redeploy list, 8.9.3), or
//! where the step's choices are a player's, the plan stops before `Done`
//! and names what is left in [`PhasePlan::left`]; the players finish the
//! step by hand and close it. A complete plan passes
//! [`crate::action::campaign::check_phase`] with no error.
//!
//! Priority columns come from the players' aid: a selection that needs a
//! column the data lacks returns [`Question::PriorityColumn`].

use std::collections::HashMap;

use super::random::{random_railway, random_space};
use super::select::{break_tie, narrow, select_space};
use super::trace::{Dice, Question, Trace, TraceLine};
use crate::action::campaign::{
    Phase, automatic_edits, np_protest_due, np_protest_spaces, np_strikes_barred, strike_candidates,
};
use crate::control::{is_state, raj_control};
use crate::data::GameData;
use crate::data::map::{Map, Space};
use crate::data::np_aid::{Column, Measure, Row};
use crate::edit::{Edit, Marker, Place, apply};
use crate::ids::{Faction, Piece, SpaceId, SpaceKind, SupportLevel};
use crate::rule::RuleRef;
use crate::state::{GameState, Seat};

/// A part of a step the plan leaves to the players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Left {
    /// The step's choices are those of a Faction with a player.
    Player(Faction),
    /// Instructions of a non-player's Redeploy list (8.9.3) the program
    /// does not carry out, with the reason.
    Redeploy {
        /// Whose list.
        faction: Faction,
        /// The numbers of the instructions left, as the rulebook lists them.
        steps: &'static str,
        /// Why they are left, in a few words.
        why: &'static str,
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
            p.left.push(Left::Player(faction));
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
                        p.left.push(Left::Player(Faction::MuslimLeague));
                    }
                } else {
                    p.left.push(Left::Player(Faction::Congress));
                    if np(Faction::MuslimLeague) {
                        p.left.push(Left::LeagueProgramme);
                    } else {
                        p.left.push(Left::Player(Faction::MuslimLeague));
                    }
                }
            }
            Phase::PakistanMovement => p.support_base(Faction::MuslimLeague, Piece::LeagueBase)?,
            Phase::SecretSocieties => {
                p.support_base(Faction::Revolutionaries, Piece::RevolutionariesBase)?;
            }
            Phase::RajRedeploy => p.left.push(Left::Redeploy {
                faction: Faction::Raj,
                steps: "1–5",
                why: "the list removes Troops to Available, which Raj Redeploy itself does not allow (6.4.2), and its order of moves is not settled enough to follow faithfully",
            }),
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

    /// Runs something that rolls dice from the game's seed, logging each
    /// die in the order rolled, so that replaying the log rolls the same.
    fn with_dice<T>(
        &mut self,
        f: impl FnOnce(&GameData, &GameState, &mut Dice, &mut Trace) -> T,
    ) -> T {
        let mut dice = Dice::new(self.state.rng);
        let out = f(self.data, &self.state, &mut dice, &mut self.trace);
        for die in dice.logged() {
            self.push(Edit::Die(die));
        }
        out
    }

    fn roll(&mut self, rule: &str, purpose: &'static str) -> u8 {
        let rule = RuleRef::new(rule);
        self.with_dice(|_, _, dice, trace| dice.roll(trace, rule, purpose))
    }

    fn note(&mut self, rule: &str, what: String) {
        self.trace.push(TraceLine::Chose {
            rule: RuleRef::new(rule),
            what,
        });
    }

    fn skip(&mut self, rule: &str, what: String) {
        self.trace.push(TraceLine::Skipped {
            rule: RuleRef::new(rule),
            what,
        });
    }

    fn name(&self, space: SpaceId) -> &str {
        self.data.map.space(space).name.as_str()
    }

    /// One space among `eligible` with a Faction's priority column (8.4.1).
    fn select(
        &mut self,
        faction: Faction,
        column: Column,
        eligible: &[SpaceId],
    ) -> Result<Option<SpaceId>, Question> {
        let picked = self.with_dice(|data, state, dice, trace| {
            select_space(data, state, (faction, column), eligible, dice, trace)
        })?;
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
            self.skip(
                "8.1.3",
                "the Raj has no player: a non-player places no Strikes on Railways".to_owned(),
            );
            return Ok(());
        }
        if let Some(edits) = automatic_edits(self.data, &self.state, Phase::Strikes) {
            self.note(
                "8.9.1",
                "markers enough: a Strike on every qualifying Railway".to_owned(),
            );
            for edit in edits {
                self.push(edit);
            }
            return Ok(());
        }
        let (mut eligible, free) = strike_candidates(self.data, &self.state);
        self.note(
            "8.9.1",
            format!(
                "{} Railways qualify and {free} markers are free: the highest Econ first",
                eligible.len()
            ),
        );
        for _ in 0..free {
            let pool = eligible.clone();
            let picked =
                self.with_dice(|data, _, dice, trace| random_railway(data, dice, trace, &pool))?;
            let Some(space) = picked else { break };
            eligible.retain(|s| *s != space);
            self.selected.push(space);
            self.push(Edit::AddMarker {
                marker: Marker::Strike,
                space,
            });
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
        let die = self.roll("8.9.2", "Imperialism: die ×2");
        let mut budget = 2 * i32::from(die);
        self.note(
            "8.9.2",
            format!("Imperialism may remove or shift {budget} times"),
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
                self.skip(
                    "8.9.2",
                    "no further space fits Imperialism (6.3.1)".to_owned(),
                );
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
                    self.note(
                        "8.9.2",
                        format!("Gandhi leaves Jail for {}", self.name(space)),
                    );
                    self.move_pieces(Piece::Gandhi, 1, Place::Jail, Place::Space(space));
                }
                None => self.skip(
                    "8.9.2",
                    "Gandhi stays in Jail: no space lacks Raj Control".to_owned(),
                ),
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
            self.note(
                "8.9.2",
                format!(
                    "{}: Constructive Programme shifts {} {shifts} level(s)",
                    faction.name(),
                    self.name(space)
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
                format!("{}: no space for Constructive Programme", faction.name()),
            );
        }
        Ok(())
    }

    /// Pakistan Movement and Secret Societies for a non-player (8.9.2): a
    /// Base from Available with the Place Bases column, among non-Railway
    /// spaces without Raj Control that have room for it.
    fn support_base(&mut self, faction: Faction, base: Piece) -> Result<(), Question> {
        if self.state.available.get(base) == 0 {
            self.skip("8.9.2", format!("{}: no Base Available", faction.name()));
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
                format!("{}: no space takes a Base", faction.name()),
            ),
        }
        Ok(())
    }

    // ----- 8.9.4 Reset: NP Congress's Protest -----

    fn np_protest(&mut self) -> Result<(), Question> {
        if !np_protest_due(self.data, &self.state) {
            self.skip(
                "8.9.4",
                "no Protest: no Congress Activists on the map, or no marker Available".to_owned(),
            );
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
        let die = self.roll("6.8", "Crisis cubes");
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
                self.note(
                    "8.1.4",
                    format!("{} from Out of Play to {}", piece.name(1), self.name(space)),
                );
                self.move_pieces(piece, 1, Place::OutOfPlay, Place::Space(space));
                left -= 1;
            }
        }
        Ok(())
    }

    // ----- 8.9.3 Redeploy -----

    /// A non-player's Redeploy list (8.9.3), as far as it is carried out:
    /// Congress's steps 1–3, the League's 1–3, the Revolutionaries' 1–2.
    /// Pieces come from the spaces with the most of them (random ties),
    /// each moves once, and each space keeps what the list says it keeps.
    /// The last instruction of each list (an even spread, or three
    /// Guerrillas to 2-Pop spaces) is left to the players when any piece
    /// could still move.
    fn redeploy(&mut self, faction: Faction) -> Result<(), Question> {
        let mut r = Redeploy {
            faction,
            arrived: HashMap::new(),
        };
        match faction {
            Faction::Congress => {
                self.gandhi_redeploy()?;
                let pop2 = self.destinations(&r, |_, info, _| info.population() == 2);
                let order = self.order(&pop2, &[Row::NonMuslim])?;
                for space in order {
                    self.get(&mut r, space, 2, "2")?;
                }
                let pop1 = self.destinations(&r, |_, info, _| {
                    !info.is_railway() && info.population() == 1
                });
                let order = self.order(&pop1, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 1, "3")?;
                }
                self.leave_rest(
                    &r,
                    "4",
                    "how to spread the remaining Activists evenly is not settled",
                )?;
            }
            Faction::MuslimLeague => {
                let muslim2 =
                    self.destinations(&r, |_, info, _| info.is_muslim() && info.population() == 2);
                let order = self.order(&muslim2, &[])?;
                for space in order {
                    let here = &self.state.space(space).pieces;
                    let congress = u32::from(here.get(Piece::CongressActivist))
                        + u32::from(here.get(Piece::Gandhi));
                    let bases = u32::from(here.get(Piece::LeagueBase));
                    let need = (congress + 1).saturating_sub(bases);
                    self.get(&mut r, space, need, "1")?;
                }
                let order = self.order(&muslim2, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 2, "2")?;
                }
                let muslim1 = self.destinations(&r, |_, info, _| {
                    info.is_muslim() && !info.is_railway() && info.population() == 1
                });
                let order = self.order(&muslim1, &[Row::Most(Measure::Support)])?;
                for space in order {
                    self.get(&mut r, space, 1, "3")?;
                }
                self.leave_rest(
                    &r,
                    "4",
                    "how to spread the remaining Activists evenly is not settled",
                )?;
            }
            Faction::Revolutionaries => {
                let unrest = self.destinations(&r, |map, _, (state, s)| {
                    state.space(s).unrest > 0 && !raj_control(map, state, s)
                });
                let order = self.order(&unrest, &[])?;
                for space in order {
                    self.get(&mut r, space, 1, "1")?;
                }
                let based = self.destinations(&r, |_, _, (state, s)| {
                    state.space(s).pieces.get(Piece::RevolutionariesBase) > 0
                });
                let order = self.order(&based, &[])?;
                for space in order {
                    self.get(&mut r, space, 1, "2")?;
                }
                self.leave_rest(
                    &r,
                    "3",
                    "whether three Guerrillas in all or in each 2-Pop space is not settled",
                )?;
            }
            Faction::Raj => {}
        }
        Ok(())
    }

    /// Where a Faction's pieces may go in its Redeploy (6.4.3–6.4.5),
    /// among the spaces `wanted` picks: a non-Railway space without Raj
    /// Control (when the step began and now), or for the League and the
    /// Revolutionaries any space with their Base.
    fn destinations(
        &self,
        r: &Redeploy,
        wanted: impl Fn(&Map, &Space, (&GameState, SpaceId)) -> bool,
    ) -> Vec<SpaceId> {
        let map = &self.data.map;
        map.ids()
            .filter(|s| {
                let open = !map.space(*s).is_railway()
                    && !raj_control(map, &self.start, *s)
                    && !raj_control(map, &self.state, *s);
                let based = match r.faction {
                    Faction::MuslimLeague => self.state.space(*s).pieces.get(Piece::LeagueBase) > 0,
                    Faction::Revolutionaries => {
                        self.state.space(*s).pieces.get(Piece::RevolutionariesBase) > 0
                    }
                    _ => false,
                };
                (open || based) && wanted(map, map.space(*s), (&self.state, *s))
            })
            .collect()
    }

    /// Spaces in the order a list's instruction takes them: `rows` first
    /// (rows no space meets are passed over), remaining ties at random
    /// (8.1.2, 8.1.3).
    fn order(&mut self, spaces: &[SpaceId], rows: &[Row]) -> Result<Vec<SpaceId>, Question> {
        let mut rest = spaces.to_vec();
        let mut out = Vec::new();
        while !rest.is_empty() {
            let mut pool = rest.clone();
            for row in rows {
                let kept = narrow(self.data, &self.state, &pool, row);
                if !kept.is_empty() {
                    pool = kept;
                }
            }
            let picked =
                self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))?;
            let Some(space) = picked else {
                // Not on the Random Spaces map: the rest in map order.
                out.append(&mut rest);
                break;
            };
            rest.retain(|s| *s != space);
            out.push(space);
        }
        Ok(out)
    }

    /// Gandhi to the space with the most Support, 2-Pop first (8.9.3,
    /// Congress step 1), among the spaces Congress may redeploy to.
    fn gandhi_redeploy(&mut self) -> Result<(), Question> {
        let map = &self.data.map;
        let Some(from) = map
            .ids()
            .find(|s| self.state.space(*s).pieces.get(Piece::Gandhi) > 0)
        else {
            self.skip(
                "8.9.3",
                "Congress step 1: Gandhi is not on the map".to_owned(),
            );
            return Ok(());
        };
        let r = Redeploy {
            faction: Faction::Congress,
            arrived: HashMap::new(),
        };
        let candidates = self.destinations(&r, |_, _, _| true);
        let mut pool = candidates.clone();
        for row in [Row::Pop2, Row::Most(Measure::Support)] {
            let kept = narrow(self.data, &self.state, &pool, &row);
            if !kept.is_empty() {
                pool = kept;
            }
        }
        let picked = self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))?;
        match picked {
            Some(to) if to != from => {
                self.note(
                    "8.9.3",
                    format!("Congress step 1: Gandhi to {}", self.name(to)),
                );
                self.selected.push(to);
                self.move_pieces(Piece::Gandhi, 1, Place::Space(from), Place::Space(to));
            }
            _ => self.note("8.9.3", "Congress step 1: Gandhi stays".to_owned()),
        }
        Ok(())
    }

    /// "Get" pieces to a space (8.1.5): moves them one by one from the
    /// spaces with the most, until it holds `target` or none can move.
    fn get(
        &mut self,
        r: &mut Redeploy,
        to: SpaceId,
        target: u32,
        step: &str,
    ) -> Result<(), Question> {
        while r.count(&self.state, to) < target {
            let Some(from) = self.source(r, Some(to))? else {
                self.note(
                    "8.9.3",
                    format!(
                        "{} step {step}: no piece left to move to {}",
                        r.faction.name(),
                        self.name(to)
                    ),
                );
                return Ok(());
            };
            let piece = r.piece_in(&self.state, from);
            self.note(
                "8.9.3",
                format!(
                    "{} step {step}: {} from {} to {}",
                    r.faction.name(),
                    piece.name(1),
                    self.name(from),
                    self.name(to)
                ),
            );
            if !self.selected.contains(&to) {
                self.selected.push(to);
            }
            self.move_pieces(piece, 1, Place::Space(from), Place::Space(to));
            *r.arrived.entry(to).or_insert(0) += 1;
        }
        Ok(())
    }

    /// The space the next piece leaves: among those with a piece free to
    /// move, the most of the Faction's pieces, ties at random (8.9.3).
    fn source(&mut self, r: &Redeploy, not: Option<SpaceId>) -> Result<Option<SpaceId>, Question> {
        let free: Vec<SpaceId> = self
            .data
            .map
            .ids()
            .filter(|s| Some(*s) != not && r.movable(self.data, &self.state, *s) > 0)
            .collect();
        if free.is_empty() {
            return Ok(None);
        }
        let most = free
            .iter()
            .map(|s| r.count(&self.state, *s))
            .max()
            .unwrap_or(0);
        let pool: Vec<SpaceId> = free
            .into_iter()
            .filter(|s| r.count(&self.state, *s) == most)
            .collect();
        self.with_dice(|data, _, dice, trace| break_tie(data, dice, trace, &pool))
    }

    /// Leaves the list's last instruction to the players when a piece could
    /// still move; otherwise notes that nothing is left for it.
    fn leave_rest(
        &mut self,
        r: &Redeploy,
        steps: &'static str,
        why: &'static str,
    ) -> Result<(), Question> {
        let free = self
            .data
            .map
            .ids()
            .any(|s| r.movable(self.data, &self.state, s) > 0);
        if free {
            self.left.push(Left::Redeploy {
                faction: r.faction,
                steps,
                why,
            });
        } else {
            self.note(
                "8.9.3",
                format!(
                    "{} step {steps}: no piece is left to move",
                    r.faction.name()
                ),
            );
        }
        Ok(())
    }
}

/// A non-player Redeploy under way: whose, and how many pieces reached each
/// space (they move only once, 8.9.3).
struct Redeploy {
    faction: Faction,
    arrived: HashMap<SpaceId, u32>,
}

impl Redeploy {
    /// The pieces of the Faction that move in a space.
    fn count(&self, state: &GameState, space: SpaceId) -> u32 {
        let here = &state.space(space).pieces;
        match self.faction {
            Faction::Congress => u32::from(here.get(Piece::CongressActivist)),
            Faction::MuslimLeague => u32::from(here.get(Piece::LeagueActivist)),
            _ => here.guerrillas(),
        }
    }

    /// The piece to move out of a space; for Guerrillas, Active ones first
    /// (the Reset Phase turns them all Underground right after, 6.5).
    fn piece_in(&self, state: &GameState, space: SpaceId) -> Piece {
        match self.faction {
            Faction::Congress => Piece::CongressActivist,
            Faction::MuslimLeague => Piece::LeagueActivist,
            _ if state.space(space).pieces.get(Piece::GuerrillaActive) > 0 => {
                Piece::GuerrillaActive
            }
            _ => Piece::GuerrillaUnderground,
        }
    }

    /// How many pieces a space keeps (8.9.3): Congress its Population where
    /// not at Active Opposition; the League its Population in Muslim
    /// spaces; the Revolutionaries one where there is Unrest or their Base.
    /// Nothing stays on a Railway (6.4.3–6.4.5).
    fn keep(&self, data: &GameData, state: &GameState, space: SpaceId) -> u32 {
        let info = data.map.space(space);
        if info.is_railway() {
            return 0;
        }
        let here = state.space(space);
        let pop = u32::from(info.population());
        match self.faction {
            Faction::Congress if here.level != SupportLevel::ActiveOpposition => pop,
            Faction::MuslimLeague if info.is_muslim() => pop,
            Faction::Revolutionaries
                if here.unrest > 0 || here.pieces.get(Piece::RevolutionariesBase) > 0 =>
            {
                1
            }
            _ => 0,
        }
    }

    /// Pieces in a space free to move: beyond what it keeps, and not those
    /// that arrived this Redeploy.
    fn movable(&self, data: &GameData, state: &GameState, space: SpaceId) -> u32 {
        let arrived = self.arrived.get(&space).copied().unwrap_or(0);
        let stay = self.keep(data, state, space).max(arrived);
        self.count(state, space).saturating_sub(stay)
    }
}
