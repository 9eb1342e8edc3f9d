//! The card's instructions, carried out by the program as the table's
//! entry: a Mongol Invasion card's two Mongol Commands and Compromising
//! Gifts (2.4, 3.5), a Succession card's gains (2.5), the Timurid Empire
//! cards (2.6) with Timur's invasion of Delhi, the game's end and its
//! outcome (5.0, 5.4). Every die comes from the game's seed and the
//! entry's place in the log; every choice the rules leave to a player
//! (which Mongol Command, which Province loses a Troop, a Cavalry token
//! spent) is asked, and every decision is traced with its section. What
//! a player carries out by hand on the card (the Sultanate's Campaign, a
//! free Limited Command) is declared as usual.

use coin_table::{Gesture, NonPlayerTurn, NotPlanned, Question, Reason, RuleRef, SoFar};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::INSTRUCTIONS;
use crate::cards::Card;
use crate::check::{MOST_INFLUENCE, MOST_RESOURCES, texts};
use crate::data::Data;
use crate::edit::{Edit, Track, apply, edit_gesture, place_key};
use crate::ids::{Faction, Holding, Kind, Place, SpaceKind};
use crate::sequence::Sequence;
use crate::state::{Dynasty, State};
use crate::victory::{controlled_prosperity, controller, units_of, victory};

/// The side whose entries carry out the card's instructions.
pub const INSTRUCTIONS_SIDE: &str = "instructions";

/// The most battles Timur's assault on Delhi fights before the program
/// stops and leaves the rest to the table (each battle removes a piece
/// more often than not: the limit is never reached in practice).
const DELHI_ASSAULTS: usize = 100;

/// The card's instructions in the game so far, with the players' answers
/// so far; or the next question; or why there are none to carry out.
pub fn carry_out(
    data: &Data,
    game: SoFar<'_, State, Sequence>,
    answers: &[String],
) -> Result<NonPlayerTurn, NotPlanned> {
    let deck = &game.now.deck;
    if deck.over {
        return Err(NotPlanned::Cannot("the game has ended".to_owned()));
    }
    if game.play.instructions >= deck.instructions() {
        return Err(NotPlanned::Cannot(
            "the card showing has no instructions left to carry out".to_owned(),
        ));
    }
    let at = u64::try_from(game.entries.len()).unwrap_or(u64::MAX);
    let mut planner = Planner {
        data,
        state: game.now.clone(),
        gestures: Vec::new(),
        trace: Vec::new(),
        answers,
        asked: 0,
        rng: ChaCha8Rng::seed_from_u64(
            game.seed ^ 0x6d6f_6e67_6f6c ^ at.wrapping_mul(0x9e37_79b9_7f4a_7c15),
        ),
        spaces: Spaces::of(data)?,
    };
    match deck.card {
        Some(Card::Invasion(faction)) => planner.invasion(faction)?,
        Some(Card::Succession) => match deck.successions {
            1 => planner.zenith()?,
            2 => planner.rise(game.play.instructions)?,
            _ => planner.lords()?,
        },
        Some(Card::Timurid) if deck.timurids <= 1 => planner.first_timurid()?,
        Some(Card::Timurid) => planner.timur()?,
        Some(Card::Event) | None => {
            return Err(NotPlanned::Cannot(
                "an Event card's text is the players' to carry out".to_owned(),
            ));
        }
    }
    Ok(NonPlayerTurn {
        declare: Some(INSTRUCTIONS.to_owned()),
        gestures: planner.gestures,
        trace: planner.trace,
    })
}

/// The three spaces the Mongol Invaders go through.
#[derive(Clone, Copy)]
struct Spaces {
    passes: usize,
    punjab: usize,
    delhi: usize,
}

impl Spaces {
    fn of(data: &Data) -> Result<Spaces, NotPlanned> {
        let find = |key: &str| {
            data.board
                .index(key)
                .ok_or_else(|| NotPlanned::Cannot(format!("the board has no `{key}`")))
        };
        let delhi = data
            .board
            .spaces
            .iter()
            .position(|s| s.kind.value == SpaceKind::Delhi)
            .ok_or_else(|| NotPlanned::Cannot("the board has no Delhi".to_owned()))?;
        Ok(Spaces {
            passes: find("mountain-passes")?,
            punjab: find("punjab")?,
            delhi,
        })
    }

    /// The space the Mongols go on to from a space, towards Delhi.
    fn next(self, space: usize) -> Option<usize> {
        if space == self.passes {
            Some(self.punjab)
        } else if space == self.punjab {
            Some(self.delhi)
        } else {
            None
        }
    }
}

/// What the Timur Invades Delhi sequence leaves out of an Attack and
/// Plunder (2.6).
#[derive(Clone, Copy, Default)]
struct Ignoring {
    resources: bool,
    provinces: bool,
    /// The Invaders beyond three are not sent back: 5.1's example has six
    /// or more stay in Delhi once Timur's invasion is over.
    excess: bool,
}

struct Planner<'a> {
    data: &'a Data,
    state: State,
    gestures: Vec<Gesture>,
    trace: Vec<Reason>,
    answers: &'a [String],
    asked: usize,
    rng: ChaCha8Rng,
    spaces: Spaces,
}

/// A decision or question of the card's instructions, with its section
/// and code.
fn asked(rule: RuleRef, code: &str, args: Vec<String>) -> Reason {
    Reason {
        rule,
        code: code.to_owned(),
        args,
    }
}

fn dice_text(dice: &[u8]) -> String {
    if dice.is_empty() {
        return "-".to_owned();
    }
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

impl Planner<'_> {
    fn note(&mut self, rule: RuleRef, code: &str, args: Vec<String>) {
        self.trace.push(Reason {
            rule,
            code: code.to_owned(),
            args,
        });
    }

    /// The players' answer to a question, from the answers given; the
    /// question when it has none yet. A question with one option is not
    /// asked.
    fn ask(&mut self, asked: Reason, options: Vec<String>) -> Result<String, NotPlanned> {
        if options.len() <= 1 {
            return options.into_iter().next().ok_or_else(|| {
                NotPlanned::Cannot(format!("nothing to choose for `{}`", asked.code))
            });
        }
        match self.answers.get(self.asked) {
            Some(answer) if options.contains(answer) => {
                self.asked += 1;
                Ok(answer.clone())
            }
            Some(answer) => Err(NotPlanned::Cannot(format!(
                "the answer `{answer}` is not one of {}",
                options.join(", ")
            ))),
            None => Err(NotPlanned::Asked(Question {
                asked,
                options,
                trace: self.trace.clone(),
            })),
        }
    }

    fn key(&self, place: Place) -> String {
        place_key(self.data, place)
    }

    fn count(&self, space: usize, kind: Kind) -> u32 {
        self.state.count(Place::Space(space), kind)
    }

    fn change(&mut self, edit: Edit) -> Result<(), NotPlanned> {
        let gesture = edit_gesture(self.data, &edit)
            .ok_or_else(|| NotPlanned::Cannot("a change with no written form".to_owned()))?;
        apply(&mut self.state, &edit).map_err(NotPlanned::Cannot)?;
        self.gestures.push(gesture);
        Ok(())
    }

    fn move_pieces(
        &mut self,
        kind: Kind,
        count: u32,
        from: Place,
        to: Place,
    ) -> Result<(), NotPlanned> {
        Edit::of_pieces(kind, count, from, to).map_or(Ok(()), |edit| self.change(edit))
    }

    fn set_track(&mut self, track: Track, value: i64) -> Result<(), NotPlanned> {
        self.change(Edit::SetTrack { track, value })
    }

    fn die(&mut self) -> u8 {
        self.rng.random_range(1..=6)
    }

    /// A Faction gains Resources, up to the most it may hold (1.8).
    fn gain_resources(&mut self, faction: Faction, gain: i64) -> Result<i64, NotPlanned> {
        let was = self.state.resources_of(faction);
        let is = (was + gain).min(MOST_RESOURCES.max(was));
        if is != was {
            self.set_track(Track::Resources(faction), is)?;
        }
        Ok(is - was)
    }

    /// A Faction gains Cavalry tokens: from the pool while it has any, then
    /// from another Faction, its player's choice (1.10).
    fn gain_cavalry(&mut self, faction: Faction, count: u32) -> Result<(), NotPlanned> {
        let pool = Place::Holding(Holding::CavalryPool);
        let mine = Place::Holding(Holding::Available(faction));
        for _ in 0..count {
            if self.state.count(pool, Kind::Cavalry) > 0 {
                self.move_pieces(Kind::Cavalry, 1, pool, mine)?;
                continue;
            }
            let others: Vec<String> = Faction::PLAYERS
                .into_iter()
                .filter(|f| *f != faction && self.state.available(*f, Kind::Cavalry) > 0)
                .map(|f| f.key().to_owned())
                .collect();
            if others.is_empty() {
                self.note(
                    const { RuleRef::new("1.10") },
                    "NoCavalryLeft",
                    texts(&[&faction.key()]),
                );
                return Ok(());
            }
            let question = asked(
                const { RuleRef::new("1.10") },
                "CavalryFrom",
                texts(&[&faction.key()]),
            );
            let from = self.ask(question, others)?;
            let from = Faction::from_key(&from).unwrap_or(faction);
            let from_box = Place::Holding(Holding::Available(from));
            self.move_pieces(Kind::Cavalry, 1, from_box, mine)?;
            self.note(
                const { RuleRef::new("1.10") },
                "CavalryTaken",
                texts(&[&faction.key(), &from.key()]),
            );
        }
        Ok(())
    }

    /// A Deccan Faction's Influence set to a level (kept within the track,
    /// 1.9), with the Units its track keeps: those it passes go to the
    /// Faction's box; the places it leaves behind are filled from the box,
    /// then from the map, its player's choice.
    fn set_influence(&mut self, faction: Faction, level: i64) -> Result<(), NotPlanned> {
        let level = level.clamp(0, MOST_INFLUENCE);
        if level == self.state.influence_of(faction) {
            return Ok(());
        }
        self.set_track(Track::Influence(faction), level)?;
        let unit = faction.unit();
        let track = Place::Holding(Holding::Track(faction));
        let own_box = Place::Holding(Holding::Available(faction));
        let target = self.data.pieces.on_track(faction, level);
        let now = self.state.count(track, unit);
        if now > target {
            return self.move_pieces(unit, now - target, track, own_box);
        }
        let from_box = (target - now).min(self.state.available(faction, unit));
        self.move_pieces(unit, from_box, own_box, track)?;
        for _ in 0..target - now - from_box {
            let kinds = [unit, unit.rebelling().unwrap_or(unit)];
            let spaces: Vec<String> = (0..self.state.spaces.len())
                .filter(|s| kinds.iter().any(|k| self.count(*s, *k) > 0))
                .map(|s| self.key(Place::Space(s)))
                .collect();
            if spaces.is_empty() {
                return Ok(());
            }
            let question = asked(
                const { RuleRef::new("1.9") },
                "TrackUnitFrom",
                texts(&[&faction.key()]),
            );
            let key = self.ask(question, spaces)?;
            let space = self.data.board.index(&key).unwrap_or(0);
            let kind = if self.count(space, unit) > 0 {
                unit
            } else {
                kinds[1]
            };
            self.move_pieces(kind, 1, Place::Space(space), track)?;
            self.flip_controlled(space)?;
        }
        Ok(())
    }

    // ----- Mongol Invasion cards (2.4) -----

    fn invasion(&mut self, faction: Faction) -> Result<(), NotPlanned> {
        self.note(
            const { RuleRef::new("2.4.1") },
            "Picks",
            texts(&[&faction.key()]),
        );
        for n in 1..=2u32 {
            let options = self.mongol_commands();
            if options.is_empty() {
                self.note(
                    const { RuleRef::new("3.5") },
                    "NoMongolCommand",
                    texts(&[&n]),
                );
                continue;
            }
            let question = asked(
                const { RuleRef::new("3.5") },
                "MongolCommand",
                texts(&[&faction.key(), &n]),
            );
            let choice = self.ask(question, options)?;
            match choice.as_str() {
                "amass" => self.amass()?,
                "advance" => self.advance()?,
                attack => {
                    let key = attack.strip_prefix("attack-").unwrap_or(attack);
                    let space = self
                        .data
                        .board
                        .index(key)
                        .ok_or_else(|| NotPlanned::Cannot(format!("no space `{key}`")))?;
                    self.attack_and_plunder(space, Ignoring::default())?;
                }
            }
        }
        self.gifts(faction)
    }

    /// The Mongol Commands that may be chosen (3.5): Amass with an
    /// Invader Available (3.5.1), Advance with one in the Mountain Passes
    /// or Punjab (3.5.2), Attack and Plunder in each space with one
    /// (3.5.3).
    fn mongol_commands(&self) -> Vec<String> {
        let Spaces {
            passes,
            punjab,
            delhi,
        } = self.spaces;
        let mut out = Vec::new();
        if self.state.available(Faction::Mongols, Kind::Mongol) > 0 {
            out.push("amass".to_owned());
        }
        if self.count(passes, Kind::Mongol) + self.count(punjab, Kind::Mongol) > 0 {
            out.push("advance".to_owned());
        }
        for space in [passes, punjab, delhi] {
            if self.count(space, Kind::Mongol) > 0 {
                out.push(format!("attack-{}", self.key(Place::Space(space))));
            }
        }
        out
    }

    /// 3.5.1: three Invaders into the Mountain Passes, those beyond four
    /// on into Punjab, and those beyond four there on into Delhi.
    fn amass(&mut self) -> Result<(), NotPlanned> {
        let Spaces {
            passes,
            punjab,
            delhi,
        } = self.spaces;
        let placed = self.state.available(Faction::Mongols, Kind::Mongol).min(3);
        let from = Place::Holding(Holding::Available(Faction::Mongols));
        self.move_pieces(Kind::Mongol, placed, from, Place::Space(passes))?;
        self.note(const { RuleRef::new("3.5.1") }, "Amass", texts(&[&placed]));
        for (space, next) in [(passes, punjab), (punjab, delhi)] {
            let beyond = self.count(space, Kind::Mongol).saturating_sub(4);
            if beyond > 0 {
                let noted = (const { RuleRef::new("3.5.1") }, "MongolsOnward");
                self.mongols_on(beyond, (space, next), noted)?;
            }
        }
        Ok(())
    }

    /// Invaders moved on from one space to another, noted under a section
    /// and a code with how many and the two spaces.
    fn mongols_on(
        &mut self,
        count: u32,
        (from, to): (usize, usize),
        (rule, code): (RuleRef, &str),
    ) -> Result<(), NotPlanned> {
        self.move_pieces(Kind::Mongol, count, Place::Space(from), Place::Space(to))?;
        let a = texts(&[
            &count,
            &self.key(Place::Space(from)),
            &self.key(Place::Space(to)),
        ]);
        self.note(rule, code, a);
        Ok(())
    }

    /// 3.5.2: one or more Invaders from the Mountain Passes into Punjab or
    /// from Punjab into Delhi, as the picking Faction chooses.
    fn advance(&mut self) -> Result<(), NotPlanned> {
        let Spaces { passes, punjab, .. } = self.spaces;
        let froms: Vec<String> = [passes, punjab]
            .into_iter()
            .filter(|s| self.count(*s, Kind::Mongol) > 0)
            .map(|s| self.key(Place::Space(s)))
            .collect();
        let question = asked(const { RuleRef::new("3.5.2") }, "AdvanceFrom", Vec::new());
        let from = self.ask(question, froms)?;
        let from = self.data.board.index(&from).unwrap_or(passes);
        let Some(to) = self.spaces.next(from) else {
            return Err(NotPlanned::Cannot("no space to advance to".to_owned()));
        };
        let there = self.count(from, Kind::Mongol);
        let question = asked(
            const { RuleRef::new("3.5.2") },
            "AdvanceCount",
            vec![self.key(Place::Space(from))],
        );
        let counts = (1..=there).map(|n| n.to_string()).collect();
        let count: u32 = self.ask(question, counts)?.parse().unwrap_or(1);
        let noted = (const { RuleRef::new("3.5.2") }, "Advance");
        self.mongols_on(count, (from, to), noted)
    }

    /// 3.5.3: a battle in the space if the Sultanate has pieces there,
    /// then the plunder that follows wherever it is, then the Invaders
    /// beyond three sent back to their box.
    fn attack_and_plunder(&mut self, space: usize, ignoring: Ignoring) -> Result<(), NotPlanned> {
        let key = self.key(Place::Space(space));
        let sultanate = units_of(&self.state, space, Faction::Sultanate);
        if self.count(space, Kind::Mongol) > 0 && sultanate > 0 {
            self.battle(space)?;
        } else {
            self.note(
                const { RuleRef::new("3.5.3") },
                "NoBattle",
                vec![key.clone()],
            );
        }
        let remaining = self.count(space, Kind::Mongol);
        if !ignoring.resources {
            let was = self.state.resources_of(Faction::Sultanate);
            let loss = i64::from(remaining).min((was - 3).max(0));
            if loss > 0 {
                self.set_track(Track::Resources(Faction::Sultanate), was - loss)?;
            }
            let a = texts(&[&key, &remaining, &loss]);
            self.note(const { RuleRef::new("3.5.3") }, "Plunder", a);
        }
        let troops = if space == self.spaces.punjab {
            1
        } else if space == self.spaces.delhi {
            2
        } else {
            0
        };
        if !ignoring.provinces {
            for _ in 0..troops {
                self.province_troop(space)?;
            }
        }
        let beyond = remaining.saturating_sub(3);
        if !ignoring.excess && beyond > 0 {
            let to = Place::Holding(Holding::Available(Faction::Mongols));
            self.move_pieces(Kind::Mongol, beyond, Place::Space(space), to)?;
            let a = texts(&[&beyond, &key]);
            self.note(const { RuleRef::new("3.5.3") }, "MongolsBack", a);
        }
        Ok(())
    }

    /// One Troop the Sultanate removes from a Province of its choice
    /// after a plunder of Punjab or Delhi (3.5.3).
    fn province_troop(&mut self, space: usize) -> Result<(), NotPlanned> {
        let provinces: Vec<String> = self
            .data
            .board
            .provinces()
            .into_iter()
            .filter(|p| self.count(*p, Kind::Troop) > 0)
            .map(|p| self.key(Place::Space(p)))
            .collect();
        if provinces.is_empty() {
            let a = vec![self.key(Place::Space(space))];
            self.note(const { RuleRef::new("3.5.3") }, "NoTroopToRemove", a);
            return Ok(());
        }
        let question = asked(
            const { RuleRef::new("3.5.3") },
            "RemoveTroop",
            vec![self.key(Place::Space(space))],
        );
        let key = self.ask(question, provinces)?;
        let province = self.data.board.index(&key).unwrap_or(0);
        let to = Place::Holding(Holding::Available(Faction::Sultanate));
        self.move_pieces(Kind::Troop, 1, Place::Space(province), to)?;
        self.note(const { RuleRef::new("3.5.3") }, "TroopRemoved", vec![key]);
        self.flip_controlled(province)
    }

    /// The flip 1.4.5 makes by itself: the Amirs or Rajas in a Province
    /// their Faction has come to Control turned Rebelling.
    fn flip_controlled(&mut self, space: usize) -> Result<(), NotPlanned> {
        let Some(faction) = controller(self.data, &self.state, space) else {
            return Ok(());
        };
        let unit = faction.unit();
        let obedient = self.count(space, unit);
        if unit.rebelling().is_none() || obedient == 0 {
            return Ok(());
        }
        let edit = Edit::Flip {
            space,
            unit,
            count: obedient,
            rebelling: true,
        };
        self.change(edit)?;
        let a = texts(&[&self.key(Place::Space(space)), &faction.key(), &obedient]);
        self.note(const { RuleRef::new("1.4.5") }, "FlippedRebelling", a);
        Ok(())
    }

    /// A Mongol battle (3.5.3, 1.10): four dice for the Invaders (three in
    /// Delhi), two for the Sultanate; the Invaders' own Charge, the
    /// Sultanate's Cavalry, then the hits and the losses.
    fn battle(&mut self, space: usize) -> Result<(), NotPlanned> {
        let key = self.key(Place::Space(space));
        let n = if space == self.spaces.delhi { 3 } else { 4 };
        let mut mongol: Vec<u8> = (0..n).map(|_| self.die()).collect();
        let mut sultan: Vec<u8> = (0..2).map(|_| self.die()).collect();
        let invaders = self.count(space, Kind::Mongol);
        let defenders = units_of(&self.state, space, Faction::Sultanate);
        let a = texts(&[&key, &dice_text(&mongol), &dice_text(&sultan)]);
        self.note(const { RuleRef::new("3.5.3") }, "Dice", a);
        let mongol_aim = u8::try_from(invaders.min(5)).unwrap_or(5);
        let sultan_aim = u8::try_from(defenders.min(5)).unwrap_or(5);
        // The Invaders' one Charge: a miss made a hit, else a 2 made a 1.
        let charged = mongol
            .iter()
            .position(|d| *d == mongol_aim + 1)
            .or_else(|| mongol.iter().position(|d| *d == 2));
        if let Some(i) = charged {
            let was = mongol[i];
            mongol[i] -= 1;
            let a = texts(&[&was, &mongol[i]]);
            self.note(const { RuleRef::new("1.10") }, "MongolCharge", a);
        } else {
            self.note(const { RuleRef::new("1.10") }, "MongolNoCharge", Vec::new());
        }
        self.sultanate_cavalry(&key, (&mut mongol, &mut sultan))?;
        let hits = |dice: &[u8], aim: u8| {
            u32::try_from(dice.iter().filter(|d| **d <= aim && **d < 6).count()).unwrap_or(0)
        };
        let mongol_hits = hits(&mongol, mongol_aim);
        let sultan_hits = hits(&sultan, sultan_aim);
        let a = texts(&[
            &key,
            &dice_text(&mongol),
            &dice_text(&sultan),
            &mongol_hits,
            &sultan_hits,
        ]);
        self.note(const { RuleRef::new("3.5.3") }, "Hits", a);
        let lost = sultan_hits.min(invaders);
        let to = Place::Holding(Holding::Available(Faction::Mongols));
        self.move_pieces(Kind::Mongol, lost, Place::Space(space), to)?;
        for _ in 0..mongol_hits.min(defenders) {
            self.sultanate_loss(space)?;
        }
        Ok(())
    }

    /// The Sultanate's Cavalry tokens, spent one by one as its player
    /// chooses: a Charge lowers one of its dice by one, a Screen takes away
    /// one of the Invaders' dice not showing a 1; each goes back to the
    /// pool (1.10).
    fn sultanate_cavalry(
        &mut self,
        key: &str,
        (mongol, sultan): (&mut Vec<u8>, &mut Vec<u8>),
    ) -> Result<(), NotPlanned> {
        let own_box = Place::Holding(Holding::Available(Faction::Sultanate));
        loop {
            let tokens = self.state.count(own_box, Kind::Cavalry);
            if tokens == 0 {
                return Ok(());
            }
            let mut options = vec!["done".to_owned()];
            let mut values = |dice: &[u8], from: u8, word: &str| {
                let mut seen: Vec<u8> = dice.iter().copied().filter(|d| *d >= from).collect();
                seen.sort_unstable();
                seen.dedup();
                options.extend(seen.into_iter().map(|d| format!("{word}-{d}")));
            };
            values(sultan, 2, "charge");
            values(mongol, 2, "screen");
            if options.len() == 1 {
                return Ok(());
            }
            let question = asked(
                const { RuleRef::new("1.10") },
                "SultanateCavalry",
                texts(&[&key, &dice_text(mongol), &dice_text(sultan), &tokens]),
            );
            let answer = self.ask(question, options)?;
            let Some((word, value)) = answer.split_once('-') else {
                return Ok(());
            };
            let value: u8 = value.parse().unwrap_or(0);
            match word {
                "charge" => {
                    if let Some(d) = sultan.iter_mut().find(|d| **d == value) {
                        *d -= 1;
                    }
                }
                _ => {
                    if let Some(i) = mongol.iter().position(|d| *d == value) {
                        mongol.remove(i);
                    }
                }
            }
            let pool = Place::Holding(Holding::CavalryPool);
            self.move_pieces(Kind::Cavalry, 1, own_box, pool)?;
            self.note(const { RuleRef::new("1.10") }, "CavalrySpent", vec![answer]);
        }
    }

    /// One Sultanate Unit lost in a Mongol battle, its player's choice
    /// of Troop or Governor.
    fn sultanate_loss(&mut self, space: usize) -> Result<(), NotPlanned> {
        let kinds: Vec<String> = [Kind::Troop, Kind::Governor]
            .into_iter()
            .filter(|k| self.count(space, *k) > 0)
            .map(|k| k.key().to_owned())
            .collect();
        let question = asked(
            const { RuleRef::new("3.5.3") },
            "SultanateLoss",
            vec![self.key(Place::Space(space))],
        );
        let kind = self.ask(question, kinds)?;
        let kind = Kind::from_key(&kind).unwrap_or(Kind::Troop);
        let to = Place::Holding(Holding::Available(Faction::Sultanate));
        self.move_pieces(kind, 1, Place::Space(space), to)
    }

    /// 2.4.2: the picking Faction may give up one Deccan Influence for two
    /// Resources and two Cavalry tokens. A Faction at 0 has none to give.
    fn gifts(&mut self, faction: Faction) -> Result<(), NotPlanned> {
        let influence = self.state.influence_of(faction);
        if influence == 0 {
            self.note(
                const { RuleRef::new("2.4.2") },
                "NoGifts",
                texts(&[&faction.key()]),
            );
            return Ok(());
        }
        let question = asked(
            const { RuleRef::new("2.4.2") },
            "Gifts",
            texts(&[&faction.key()]),
        );
        let answer = self.ask(question, vec!["yes".to_owned(), "no".to_owned()])?;
        if answer != "yes" {
            self.note(
                const { RuleRef::new("2.4.2") },
                "GiftsRefused",
                texts(&[&faction.key()]),
            );
            return Ok(());
        }
        self.set_influence(faction, influence - 1)?;
        let gained = self.gain_resources(faction, 2)?;
        self.gain_cavalry(faction, 2)?;
        self.note(
            const { RuleRef::new("2.4.2") },
            "GiftsTaken",
            texts(&[&faction.key(), &gained]),
        );
        Ok(())
    }

    // ----- Succession cards (2.5) -----

    /// 2.5.1: the Tughlaq Dynasty; the Bahmani Kingdom's Cavalry and the
    /// Empire's Resources. The Sultanate's Campaign is its own to declare.
    fn zenith(&mut self) -> Result<(), NotPlanned> {
        if self.state.dynasty != Dynasty::Tughlaq {
            self.change(Edit::Dynasty(Dynasty::Tughlaq))?;
        }
        self.note(const { RuleRef::new("2.5.1") }, "Tughlaq", Vec::new());
        self.note(const { RuleRef::new("2.5.1") }, "MayCampaign", Vec::new());
        let bahmani =
            self.state.influence_of(Faction::Bahmani) + i64::from(self.state.on_map(Kind::Fort));
        self.gain_cavalry(Faction::Bahmani, u32::try_from(bahmani).unwrap_or(0))?;
        self.note(
            const { RuleRef::new("2.5.1") },
            "ZenithCavalry",
            texts(&[&bahmani]),
        );
        let empire = self.state.influence_of(Faction::Vijayanagara)
            + i64::from(self.state.on_map(Kind::Temple));
        let gained = self.gain_resources(Faction::Vijayanagara, empire)?;
        self.note(
            const { RuleRef::new("2.5.1") },
            "ZenithResources",
            texts(&[&empire, &gained]),
        );
        Ok(())
    }

    /// 2.5.2: after its free Limited Command, each Deccan Faction in turn
    /// gains Resources and Cavalry, as it chooses, up to the Prosperity of
    /// the Independent Provinces it Controls, three at most.
    fn rise(&mut self, done: u8) -> Result<(), NotPlanned> {
        let faction = if done == 0 {
            self.note(const { RuleRef::new("2.5.2") }, "MayCampaign", Vec::new());
            Faction::Bahmani
        } else {
            Faction::Vijayanagara
        };
        self.note(
            const { RuleRef::new("2.5.2") },
            "FreeLimited",
            texts(&[&faction.key()]),
        );
        let prosperity = controlled_prosperity(self.data, &self.state, faction);
        let gain = prosperity.min(3);
        let question = asked(
            const { RuleRef::new("2.5.2") },
            "RiseCavalry",
            texts(&[&faction.key(), &gain]),
        );
        let cavalry: u32 = self
            .ask(question, (0..=gain).map(|n| n.to_string()).collect())?
            .parse()
            .unwrap_or(0);
        let gained = self.gain_resources(faction, i64::from(gain - cavalry))?;
        self.gain_cavalry(faction, cavalry)?;
        let a = texts(&[&faction.key(), &gain, &gained, &cavalry]);
        self.note(const { RuleRef::new("2.5.2") }, "RiseGain", a);
        Ok(())
    }

    /// 2.5.3: the Sultanate, the Bahmani Kingdom, then the Empire may each
    /// pay 3 Resources to shift either Deccan Influence by one, up to three
    /// times.
    fn lords(&mut self) -> Result<(), NotPlanned> {
        for faction in Faction::PLAYERS {
            for n in 1..=3u32 {
                if self.state.resources_of(faction) < 3 {
                    self.note(
                        const { RuleRef::new("2.5.3") },
                        "CannotPay",
                        texts(&[&faction.key()]),
                    );
                    break;
                }
                let mut options = vec!["stop".to_owned()];
                for track in Faction::DECCAN {
                    let level = self.state.influence_of(track);
                    if level < MOST_INFLUENCE {
                        options.push(format!("{}-up", track.key()));
                    }
                    if level > 0 {
                        options.push(format!("{}-down", track.key()));
                    }
                }
                let question = asked(
                    const { RuleRef::new("2.5.3") },
                    "LordsShift",
                    texts(&[&faction.key(), &n]),
                );
                let answer = self.ask(question, options)?;
                let Some((track, way)) = answer.split_once('-') else {
                    break;
                };
                let Some(track) = Faction::from_key(track) else {
                    break;
                };
                let was = self.state.resources_of(faction);
                self.set_track(Track::Resources(faction), was - 3)?;
                let by = if way == "up" { 1 } else { -1 };
                let level = self.state.influence_of(track) + by;
                self.set_influence(track, level)?;
                let a = texts(&[&faction.key(), &track.key(), &level]);
                self.note(const { RuleRef::new("2.5.3") }, "Shifted", a);
            }
        }
        Ok(())
    }

    // ----- Timurid Empire cards (2.6) -----

    /// The first Timurid Empire card: half the Available Invaders, rounded
    /// down, into the Mountain Passes.
    fn first_timurid(&mut self) -> Result<(), NotPlanned> {
        let half = self.state.available(Faction::Mongols, Kind::Mongol) / 2;
        let from = Place::Holding(Holding::Available(Faction::Mongols));
        self.move_pieces(Kind::Mongol, half, from, Place::Space(self.spaces.passes))?;
        self.note(
            const { RuleRef::new("2.6") },
            "TimuridGather",
            texts(&[&half]),
        );
        Ok(())
    }

    /// The second: Timur Invades Delhi, then the game ends and the final
    /// scores and the outcome are told (2.6, 5.0, 5.4).
    fn timur(&mut self) -> Result<(), NotPlanned> {
        let Spaces {
            passes,
            punjab,
            delhi,
        } = self.spaces;
        let ignore_all = Ignoring {
            resources: true,
            provinces: true,
            excess: true,
        };
        self.attack_and_plunder(passes, ignore_all)?;
        self.timur_moves(passes, punjab)?;
        self.attack_and_plunder(punjab, ignore_all)?;
        self.timur_moves(punjab, delhi)?;
        let in_delhi = Ignoring {
            resources: false,
            ..ignore_all
        };
        for _ in 0..DELHI_ASSAULTS {
            self.attack_and_plunder(delhi, in_delhi)?;
            if self.count(delhi, Kind::Mongol) == 0
                || units_of(&self.state, delhi, Faction::Sultanate) == 0
            {
                break;
            }
        }
        self.change(Edit::End)?;
        self.final_scores();
        Ok(())
    }

    /// Every Unit left in a space, the Invaders' and the Sultanate's, on to
    /// the next (2.6).
    fn timur_moves(&mut self, from: usize, to: usize) -> Result<(), NotPlanned> {
        for kind in [Kind::Mongol, Kind::Troop, Kind::Governor] {
            let n = self.count(from, kind);
            self.move_pieces(kind, n, Place::Space(from), Place::Space(to))?;
        }
        let a = vec![self.key(Place::Space(from)), self.key(Place::Space(to))];
        self.note(const { RuleRef::new("2.6") }, "TimurMoves", a);
        Ok(())
    }

    /// The final scores, the winner and the outcome (5.0, 5.4).
    fn final_scores(&mut self) {
        self.trace.extend(outcome(self.data, &self.state));
    }
}

/// How the game ended, once Timur's invasion is over: the final scores,
/// the winner (ties broken by Resources, 5.0) and the outcome its victory
/// tells (5.4), or the Factions still tied (5.5); nothing before the end.
pub fn outcome(data: &Data, state: &State) -> Vec<Reason> {
    if !state.deck.over {
        return Vec::new();
    }
    let points = victory(data, state);
    let mut out = vec![asked(
        const { RuleRef::new("5.0") },
        "FinalScores",
        texts(&[&points[0], &points[1], &points[2]]),
    )];
    let winners = winners(state, points);
    if let [winner] = winners[..] {
        let key = texts(&[&winner.key()]);
        out.push(asked(const { RuleRef::new("5.0") }, "Winner", key));
        // One message a winner: a Faction's key given as an argument is
        // named before the message could choose by it.
        let story = match winner {
            Faction::Sultanate => "OutcomeSultanate",
            Faction::Bahmani => "OutcomeBahmani",
            _ => "OutcomeVijayanagara",
        };
        out.push(asked(const { RuleRef::new("5.4") }, story, Vec::new()));
    } else {
        let keys: Vec<&str> = winners.iter().map(|f| f.key()).collect();
        out.push(asked(
            const { RuleRef::new("5.5") },
            "Tied",
            vec![keys.join(" ")],
        ));
    }
    out
}

/// The Factions with the most victory points, ties broken by the
/// Resources held (5.0): one, or those still tied.
pub fn winners(state: &State, points: [i64; 3]) -> Vec<Faction> {
    let score = |f: Faction| {
        let i = f.player().unwrap_or(0);
        (points[i], state.resources_of(f))
    };
    let best = Faction::PLAYERS.into_iter().map(score).max();
    Faction::PLAYERS
        .into_iter()
        .filter(|f| Some(score(*f)) == best)
        .collect()
}
