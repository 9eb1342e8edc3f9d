//! Random games of Vijayanagara, played by a generator written from the
//! rulebook apart from the checks, so that the table judging its entries
//! tests both (`coin_table::judge_playout`). It builds the deck as 2.1
//! does and plays it to the end. On an Event card it plays what the
//! program judges: Passes (2.3.6); Conscript, March, Govern and Attack
//! with Collect Tribute, Demand Obedience or Campaign; Rally, Migrate
//! (with its Influence shift), Rebel and Attack with Trade, Tax, Build,
//! Conspire or Compel; Limited Commands in one space. Attacks roll their
//! dice from the generator, a Cavalry token screening a hit now and then.
//! The Eligible Factions act in an order made up for the card (the cards'
//! orders are not in the data), each taking a forked option still open, a
//! Limited Command or a Pass, and the card's end moves the cylinders
//! (2.3.3, 2.3.7); the Events' texts are not played. The Mongol Invasion,
//! Succession and Timurid Empire cards are carried out by the program's
//! instructions (`invasion.rs`), the players' answers picked at random,
//! with the Sultanate's Campaign and the free Limited Commands a
//! Succession card allows; the game ends with Timur's invasion (2.6).
//! Every choice comes from a generator seeded from the game's seed, so a
//! seed plays the same game again.

use coin_table::{Gesture, NotPlanned, SoFar, TableEntry};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::{Command, Declared, Decree, pass_income};
use crate::cards::{Card, EVENTS_A_STACK, INVASIONS_A_STACK, TIMURIDS};
use crate::check::{MOST_INFLUENCE, MOST_RESOURCES};
use crate::data::Data;
use crate::edit::{Edit, Track, apply, edit_gesture, gesture_edit, next_dice};
use crate::ids::{Faction, Holding, Kind, Place, SpaceKind};
use crate::invasion::{INSTRUCTIONS_SIDE, carry_out};
use crate::sequence::{Fork, Sequence};
use crate::state::{Dynasty, SCENARIO, State, setup};
use crate::victory::{
    controlled_prosperity, controller, pieces_of, tributary_prosperity, units_of,
};
/// The hits dice score for a side of `units` Units: each die no higher
/// than the Units (five at most), a 6 always missing.
fn scored(dice: &[u8], units: u32) -> u32 {
    let aim = units.min(5);
    u32::try_from(
        dice.iter()
            .filter(|d| u32::from(**d) <= aim && **d < 6)
            .count(),
    )
    .unwrap_or(0)
}

/// A whole game of `scenario` from `seed`, as the table's entries; or why
/// it could not be set up.
pub fn play_out(data: &Data, scenario: &str, seed: u64) -> Result<Vec<TableEntry>, String> {
    let mut state = setup(data, scenario)?;
    state.seed = seed;
    let mut player = Player {
        data,
        state,
        rng: ChaCha8Rng::seed_from_u64(seed ^ 0x0076_696a_6179),
        seed,
        entries: Vec::new(),
        gestures: Vec::new(),
        free: false,
    };
    player.play()?;
    Ok(player.entries)
}

struct Player<'d> {
    data: &'d Data,
    state: State,
    rng: ChaCha8Rng,
    /// The game's seed, from which the card's instructions roll their dice.
    seed: u64,
    entries: Vec<TableEntry>,
    /// The gestures of the entry being made.
    gestures: Vec<Gesture>,
    /// Whether the Command being made is a free Limited one (2.5.2).
    free: bool,
}

impl Player<'_> {
    /// The deck as 2.1 builds it: three stacks of six Event cards and two
    /// Mongol Invasion cards, each closed by its Succession card, then six
    /// Event cards with the two Timurid Empire cards. Which Faction each
    /// Mongol Invasion card names is made up (the cards are not in the
    /// data).
    fn deck(&mut self) -> Vec<Card> {
        let mut deck = Vec::new();
        for stack in 0..4 {
            let mut cards = vec![Card::Event; usize::from(EVENTS_A_STACK)];
            if stack < 3 {
                for _ in 0..INVASIONS_A_STACK {
                    let faction = self.pick(&Faction::DECCAN).unwrap_or(Faction::Bahmani);
                    cards.push(Card::Invasion(faction));
                }
            } else {
                cards.extend([Card::Timurid; TIMURIDS as usize]);
            }
            for i in (1..cards.len()).rev() {
                let j = self.rng.random_range(0..=i);
                cards.swap(i, j);
            }
            deck.extend(cards);
            if stack < 3 {
                deck.push(Card::Succession);
            }
        }
        deck
    }

    fn play(&mut self) -> Result<(), String> {
        let mut ineligible: Vec<Faction> = Vec::new();
        for card in self.deck() {
            self.change(Edit::NextCard(card))?;
            self.end(None);
            match card {
                Card::Event => ineligible = self.event_card(&ineligible)?,
                Card::Invasion(_) | Card::Timurid => self.instructions(0)?,
                Card::Succession => self.succession()?,
            }
            if self.state.deck.over {
                break;
            }
        }
        Ok(())
    }

    /// An Event card: the Eligible Factions act in an order made up for it
    /// (the cards' orders are not in the data), each taking one of the
    /// forked options still open, a Limited Command or a Pass (2.3.3); the
    /// Factions Ineligible on the next card (2.3.7), but those that
    /// executed a "Stay Eligible" Event (2.3.4).
    fn event_card(&mut self, ineligible: &[Faction]) -> Result<Vec<Faction>, String> {
        let mut order = Faction::PLAYERS.to_vec();
        for i in (1..order.len()).rev() {
            let j = self.rng.random_range(0..=i);
            order.swap(i, j);
        }
        let mut forks: [Option<Faction>; 2] = [None, None];
        let mut stay = Vec::new();
        for faction in order {
            if ineligible.contains(&faction) {
                continue;
            }
            let open = [forks[0].is_none(), forks[1].is_none()];
            // Now and then the Event (2.3.4): its text is not in the data,
            // so it changes nothing here; on a "Stay Eligible" card now
            // and then.
            let declared = if open[1] && self.rng.random_bool(0.1) {
                let event = Declared::Event {
                    faction,
                    shaded: self.rng.random_bool(0.5),
                    stay: self.rng.random_bool(0.3),
                };
                if let Declared::Event { stay: true, .. } = event {
                    stay.push(faction);
                }
                event
            } else {
                self.take_turn(faction, open)?
            };
            match Fork::of(declared) {
                Some(Fork::CommandAndDecree) => forks[0] = Some(faction),
                Some(Fork::EventOrCommand) => forks[1] = Some(faction),
                None => {}
            }
            self.end(Some(declared));
        }
        Ok(forks
            .iter()
            .flatten()
            .copied()
            .filter(|f| !stay.contains(f))
            .collect())
    }

    /// A Succession card (2.5): the Sultanate's Campaign now and then on
    /// the first two, each Deccan Faction's free Limited Command now and
    /// then on the second, and the card's own instructions.
    fn succession(&mut self) -> Result<(), String> {
        let nth = self.state.deck.successions;
        if nth <= 2 && self.rng.random_bool(0.5) {
            self.campaign(true)?;
            // Control taken by the Units left behind flips them (1.4.5).
            self.flip_under_control()?;
            self.end(Some(Declared::Decree {
                faction: Faction::Sultanate,
                decree: Decree::Campaign,
            }));
        }
        if nth != 2 {
            return self.instructions(0);
        }
        for (step, faction) in Faction::DECCAN.into_iter().enumerate() {
            if self.state.resources_of(faction) > 0 && self.rng.random_bool(0.6) {
                self.free = true;
                let declared = self.take_turn(faction, [false, false]);
                self.free = false;
                self.end(Some(declared?));
            }
            self.instructions(u8::try_from(step).unwrap_or(0))?;
        }
        Ok(())
    }

    /// The card's instructions as the program carries them out, the
    /// players' answers picked at random.
    fn instructions(&mut self, done: u8) -> Result<(), String> {
        let play = Sequence {
            instructions: done,
            ..Sequence::default()
        };
        let mut answers: Vec<String> = Vec::new();
        loop {
            let game = SoFar {
                scenario: SCENARIO,
                seed: self.seed,
                entries: &self.entries,
                now: &self.state,
                play: &play,
            };
            match carry_out(self.data, game, &answers) {
                Ok(turn) => {
                    for gesture in &turn.gestures {
                        let edit = gesture_edit(self.data, gesture)?;
                        apply(&mut self.state, &edit)?;
                    }
                    self.entries.push(TableEntry {
                        declare: turn.declare,
                        gestures: turn.gestures,
                        non_player: Some(INSTRUCTIONS_SIDE.to_owned()),
                        answers,
                    });
                    return Ok(());
                }
                Err(NotPlanned::Asked(question)) => {
                    let options = question.options;
                    let at = self.rng.random_range(0..options.len().max(1));
                    answers.push(options.get(at).cloned().unwrap_or_default());
                }
                Err(NotPlanned::Cannot(why)) => return Err(why),
            }
        }
    }

    /// Carries out a change and writes its gesture.
    fn change(&mut self, edit: Edit) -> Result<(), String> {
        let gesture = edit_gesture(self.data, &edit).ok_or("no text")?;
        apply(&mut self.state, &edit)?;
        self.gestures.push(gesture);
        Ok(())
    }

    fn move_piece(&mut self, kind: Kind, count: u32, from: Place, to: Place) -> Result<(), String> {
        Edit::of_pieces(kind, count, from, to).map_or(Ok(()), |edit| self.change(edit))
    }

    fn end(&mut self, declared: Option<Declared>) {
        self.entries.push(TableEntry {
            declare: declared.map(Declared::text),
            gestures: std::mem::take(&mut self.gestures),
            ..TableEntry::default()
        });
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> Option<T> {
        (!from.is_empty()).then(|| from[self.rng.random_range(0..from.len())])
    }

    fn set_resources(&mut self, faction: Faction, value: i64) -> Result<(), String> {
        if value == self.state.resources_of(faction) {
            return Ok(());
        }
        self.change(Edit::SetTrack {
            track: Track::Resources(faction),
            value,
        })
    }

    fn take_turn(&mut self, faction: Faction, open: [bool; 2]) -> Result<Declared, String> {
        let resources = self.state.resources_of(faction);
        if !self.free && (resources < 1 || self.rng.random_bool(0.15)) {
            let gain = pass_income(faction, resources);
            self.set_resources(faction, resources + gain)?;
            return Ok(Declared::Pass(faction));
        }
        let commands: &[Command] = match faction {
            Faction::Sultanate => &[
                Command::Conscript,
                Command::March,
                Command::Govern,
                Command::Attack,
            ],
            // A free Limited Command (2.5.2): the generator leaves out a
            // Migrate, whose Influence shift is paid for even then (3.1.3).
            _ if self.free => &[Command::Rally, Command::Rebel, Command::Attack],
            _ if self.state.dynasty == Dynasty::Tughlaq => &[
                Command::Rally,
                Command::Migrate,
                Command::Rebel,
                Command::Attack,
            ],
            _ => &[Command::Rally, Command::Migrate, Command::Attack],
        };
        let command = self.pick(commands).unwrap_or(Command::Rally);
        let limited = self.free || self.rng.random_bool(0.2);
        // The Decrees the program judges beside this Command (a Campaign
        // not with a March, a Conspire not with an Attack, a Compel only
        // with a Rebel).
        let decrees: &[Decree] = match (faction, command) {
            (Faction::Sultanate, Command::March) => {
                &[Decree::CollectTribute, Decree::DemandObedience]
            }
            (Faction::Sultanate, _) => &[
                Decree::CollectTribute,
                Decree::DemandObedience,
                Decree::Campaign,
            ],
            (Faction::Bahmani, Command::Attack) => &[Decree::Trade, Decree::Build],
            (Faction::Bahmani, _) => &[Decree::Trade, Decree::Build, Decree::Conspire],
            (_, Command::Rebel) => &[Decree::Tax, Decree::Build, Decree::Compel],
            _ => &[Decree::Tax, Decree::Build],
        };
        let mut limited = limited;
        let mut decree = if limited || self.rng.random_bool(0.4) {
            None
        } else {
            self.pick(decrees)
        };
        // Only a forked option still open (2.3.3): else without the
        // Decree, or with one, or Limited.
        if !limited {
            if decree.is_some() && !open[0] {
                decree = None;
            }
            if decree.is_none() && !open[1] {
                decree = if open[0] { self.pick(decrees) } else { None };
                limited = decree.is_none();
            }
        }
        let decree_first = self.rng.random_bool(0.5);
        let mut spent = 0;
        if let (Some(decree), true) = (decree, decree_first) {
            self.decree(faction, decree)?;
        }
        let most = if limited { 1 } else { 3 };
        spent += match command {
            Command::Conscript => self.conscript(most)?,
            Command::March => self.march(most)?,
            Command::Govern => self.govern(most)?,
            Command::Rally => self.rally(faction, most)?,
            Command::Migrate => self.migrate(faction, most)?,
            Command::Rebel => self.rebel(faction, most)?,
            Command::Attack => self.attack(faction, most)?,
        };
        let now = self.state.resources_of(faction);
        if !self.free {
            self.set_resources(faction, now - spent)?;
        }
        self.flip_under_control()?;
        if let (Some(decree), false) = (decree, decree_first) {
            self.decree(faction, decree)?;
        }
        self.flip_under_control()?;
        Ok(Declared::Command {
            faction,
            command,
            limited,
            decree,
        })
    }

    /// How many spaces a Command can still pay for.
    fn affordable(&self, faction: Faction, most: usize, spent: i64) -> bool {
        spent < i64::try_from(most).unwrap_or(0) && self.state.resources_of(faction) - spent > 0
    }

    /// 3.2.1: Troops into Delhi (up to five), a space with a Qasbah (two)
    /// or a Tributary Province without one (one).
    fn conscript(&mut self, most: usize) -> Result<i64, String> {
        let board = &self.data.board;
        let mut spaces: Vec<usize> = (0..board.spaces.len())
            .filter(|s| {
                let qasbah = self.state.count(Place::Space(*s), Kind::Qasbah) > 0;
                board.kind(*s) == Some(SpaceKind::Delhi)
                    || qasbah
                    || board.is_province(*s) && self.state.is_tributary(*s)
            })
            .collect();
        let mut spent = 0;
        while self.affordable(Faction::Sultanate, most, spent) && !spaces.is_empty() {
            let at = self.rng.random_range(0..spaces.len());
            let space = spaces.swap_remove(at);
            let cap = if board.kind(space) == Some(SpaceKind::Delhi) {
                5
            } else if self.state.count(Place::Space(space), Kind::Qasbah) > 0 {
                2
            } else {
                1
            };
            let there = self.state.available(Faction::Sultanate, Kind::Troop);
            if there == 0 {
                break;
            }
            let n = self.rng.random_range(1..=cap.min(there));
            let from = Place::Holding(Holding::Available(Faction::Sultanate));
            self.move_piece(Kind::Troop, n, from, Place::Space(space))?;
            spent += 1;
        }
        Ok(spent)
    }

    /// Moves a Faction's Units into destinations from adjacent spaces,
    /// each once: what leaves a space is at most what it held at the start
    /// (3.1.2). Returns the destinations.
    fn move_in(
        &mut self,
        (faction, kinds): (Faction, &[Kind]),
        allowed: impl Fn(usize) -> bool,
        (most, per): (usize, u32),
    ) -> Result<Vec<usize>, String> {
        let board = &self.data.board;
        let start = self.state.clone();
        let mut left: Vec<u32> = (0..board.spaces.len())
            .map(|s| kinds.iter().map(|k| start.count(Place::Space(s), *k)).sum())
            .collect();
        let mut destinations = Vec::new();
        let candidates: Vec<usize> = (0..board.spaces.len()).filter(|s| allowed(*s)).collect();
        let mut spent = 0;
        for _ in 0..most * 2 {
            if !self.affordable(faction, most, spent) {
                break;
            }
            let Some(to) = self.pick(&candidates) else {
                break;
            };
            if destinations.contains(&to) {
                continue;
            }
            let origins: Vec<usize> = board
                .neighbours(to)
                .into_iter()
                .filter(|o| allowed(*o) && left[*o] > 0)
                .collect();
            if origins.is_empty() {
                continue;
            }
            let mut moved = 0;
            for from in origins {
                if moved >= per || !self.rng.random_bool(0.7) {
                    continue;
                }
                for kind in kinds {
                    let here = self.state.count(Place::Space(from), *kind).min(left[from]);
                    let room = per - moved;
                    if here == 0 || room == 0 {
                        continue;
                    }
                    let n = self.rng.random_range(1..=here.min(room));
                    self.move_piece(*kind, n, Place::Space(from), Place::Space(to))?;
                    left[from] -= n;
                    moved += n;
                }
            }
            if moved > 0 {
                destinations.push(to);
                spent += 1;
            }
        }
        Ok(destinations)
    }

    /// 3.2.2: Troops and Governors into destinations from adjacent spaces.
    fn march(&mut self, most: usize) -> Result<i64, String> {
        let kinds = [Kind::Troop, Kind::Governor];
        let destinations =
            self.move_in((Faction::Sultanate, &kinds), |_| true, (most, u32::MAX))?;
        Ok(i64::try_from(destinations.len()).unwrap_or(0))
    }

    /// 3.2.3: a Governor placed, or where one stands, up to two Obedient
    /// Units removed and a Qasbah placed.
    fn govern(&mut self, most: usize) -> Result<i64, String> {
        let board = &self.data.board;
        let mut spaces: Vec<usize> = (0..board.spaces.len())
            .filter(|s| match board.kind(*s) {
                Some(SpaceKind::Province) => {
                    self.state.is_tributary(*s)
                        || controller(self.data, &self.state, *s) == Some(Faction::Sultanate)
                }
                Some(_) => true,
                None => false,
            })
            .collect();
        let sultanate = Place::Holding(Holding::Available(Faction::Sultanate));
        let mut spent = 0;
        while self.affordable(Faction::Sultanate, most, spent) && !spaces.is_empty() {
            let at = self.rng.random_range(0..spaces.len());
            let space = spaces.swap_remove(at);
            let here = Place::Space(space);
            if self.state.count(here, Kind::Governor) == 0 {
                if self.state.available(Faction::Sultanate, Kind::Governor) == 0 {
                    continue;
                }
                self.move_piece(Kind::Governor, 1, sultanate, here)?;
                spent += 1;
                continue;
            }
            let mut removed = 0;
            for (kind, owner) in [
                (Kind::Amir, Faction::Bahmani),
                (Kind::Raja, Faction::Vijayanagara),
            ] {
                let n = self.state.count(here, kind).min(2 - removed);
                let n = if n > 0 {
                    self.rng.random_range(0..=n)
                } else {
                    0
                };
                self.move_piece(kind, n, here, Place::Holding(Holding::Available(owner)))?;
                removed += n;
            }
            let qasbah = self.state.count(here, Kind::Qasbah) == 0
                && self.state.available(Faction::Sultanate, Kind::Qasbah) > 0
                && self.rng.random_bool(0.5);
            if qasbah {
                self.move_piece(Kind::Qasbah, 1, sultanate, here)?;
            }
            if removed > 0 || qasbah {
                spent += 1;
            }
        }
        Ok(spent)
    }

    /// 3.3.1, 3.4.1: Units placed where the Faction has a piece, or in its
    /// home Province: one, one more at home, with a Temple (the Empire's)
    /// and where it Controls; Rebelling where it Controls.
    fn rally(&mut self, faction: Faction, most: usize) -> Result<i64, String> {
        let board = &self.data.board;
        let home = board.index(if faction == Faction::Bahmani {
            "maharashtra"
        } else {
            "karnataka"
        });
        let mut spaces: Vec<usize> = board
            .provinces()
            .into_iter()
            .filter(|p| Some(*p) == home || pieces_of(&self.state, *p, faction) > 0)
            .collect();
        let unit = faction.unit();
        let box_ = Place::Holding(Holding::Available(faction));
        let mut spent = 0;
        while self.affordable(faction, most, spent) && !spaces.is_empty() {
            let at = self.rng.random_range(0..spaces.len());
            let space = spaces.swap_remove(at);
            let controls = controller(self.data, &self.state, space) == Some(faction);
            let temple = faction == Faction::Vijayanagara
                && self.state.count(Place::Space(space), Kind::Temple) > 0;
            let cap = 1 + u32::from(Some(space) == home) + u32::from(temple) + u32::from(controls);
            let there = self.state.available(faction, unit);
            if there == 0 {
                break;
            }
            let n = self.rng.random_range(1..=cap.min(there));
            let kind = if controls {
                unit.rebelling().unwrap_or(unit)
            } else {
                unit
            };
            self.move_piece(kind, n, box_, Place::Space(space))?;
            spent += 1;
        }
        Ok(spent)
    }

    /// 3.3.2, 3.4.2: up to three Units into each destination Province from
    /// adjacent Provinces, Obedient in a Tributary Province; and in one
    /// destination with the rival's piece, an Influence shift for one more
    /// Resource.
    fn migrate(&mut self, faction: Faction, most: usize) -> Result<i64, String> {
        let unit = faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        let board = self.data.board.clone();
        let destinations = self.move_in(
            (faction, &[unit, rebel]),
            |s| board.is_province(s),
            (most, 3),
        )?;
        for to in &destinations {
            if self.state.is_tributary(*to) {
                // Only those that arrived: those there before were
                // Obedient, as a Tributary Province keeps them.
                self.flip_all(*to, unit, false)?;
            }
        }
        let mut spent = i64::try_from(destinations.len()).unwrap_or(0);
        let rival = if faction == Faction::Bahmani {
            Faction::Vijayanagara
        } else {
            Faction::Bahmani
        };
        let beside = destinations
            .iter()
            .any(|d| pieces_of(&self.state, *d, rival) > 0);
        let own = self.state.influence_of(faction);
        let theirs = self.state.influence_of(rival);
        let can = own < MOST_INFLUENCE || theirs > 0;
        if beside && can && self.state.resources_of(faction) > spent && self.rng.random_bool(0.5) {
            self.shift(faction, (own + 1).min(MOST_INFLUENCE))?;
            self.shift(rival, (theirs - 1).max(0))?;
            spent += 1;
        }
        Ok(spent)
    }

    /// Sets a Faction's Influence, with the Units its track frees or takes
    /// back (1.9): freed to the holding box; taken back from the box, else
    /// from the map.
    fn shift(&mut self, faction: Faction, to: i64) -> Result<(), String> {
        let was = self.state.influence_of(faction);
        if was == to {
            return Ok(());
        }
        self.change(Edit::SetTrack {
            track: Track::Influence(faction),
            value: to,
        })?;
        let unit = faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        let track = Place::Holding(Holding::Track(faction));
        let box_ = Place::Holding(Holding::Available(faction));
        let before = self.data.pieces.on_track(faction, was);
        let after = self.data.pieces.on_track(faction, to);
        if after < before {
            self.move_piece(unit, before - after, track, box_)?;
        }
        let mut owed = after.saturating_sub(before);
        let from_box = owed.min(self.state.available(faction, unit));
        self.move_piece(unit, from_box, box_, track)?;
        owed -= from_box;
        for space in 0..self.data.board.spaces.len() {
            for kind in [unit, rebel] {
                let n = owed.min(self.state.count(Place::Space(space), kind));
                self.move_piece(kind, n, Place::Space(space), track)?;
                owed -= n;
            }
        }
        Ok(())
    }

    /// 3.3.3, 3.4.3: the Tributary marker removed where the Faction's
    /// pieces outnumber all the others, its Units flipped to Rebelling.
    fn rebel(&mut self, faction: Faction, most: usize) -> Result<i64, String> {
        let unit = faction.unit();
        let candidates: Vec<usize> = self
            .data
            .board
            .provinces()
            .into_iter()
            .filter(|p| {
                let own = pieces_of(&self.state, *p, faction);
                let all: u32 = Faction::ALL
                    .iter()
                    .map(|f| pieces_of(&self.state, *p, *f))
                    .sum();
                self.state.is_tributary(*p) && own > all - own
            })
            .collect();
        let mut spent = 0;
        for space in candidates {
            if !self.affordable(faction, most, spent) {
                break;
            }
            let markers = Place::Holding(Holding::TributaryMarkers);
            self.move_piece(Kind::Tributary, 1, Place::Space(space), markers)?;
            self.flip_all(space, unit, true)?;
            spent += 1;
        }
        Ok(spent)
    }

    /// The spaces a Faction may Attack in: the Sultanate where Rebelling
    /// Units stand or a Structure without its Faction's Units (3.2.4); the
    /// others in Provinces holding another Faction's pieces (3.3.4,
    /// 3.4.4). Each with the Factions it may take as the defender.
    fn targets(&self, faction: Faction) -> Vec<(usize, Vec<Faction>)> {
        let units = |space: usize, f: Faction| units_of(&self.state, space, f);
        (0..self.data.board.spaces.len())
            .filter_map(|space| {
                let here = Place::Space(space);
                let defenders: Vec<Faction> = Faction::ALL
                    .into_iter()
                    .filter(|f| *f != faction && pieces_of(&self.state, space, *f) > 0)
                    .filter(|f| {
                        if faction != Faction::Sultanate {
                            return self.data.board.is_province(space);
                        }
                        let rebels = match f {
                            Faction::Bahmani => self.state.count(here, Kind::AmirRebelling),
                            Faction::Vijayanagara => self.state.count(here, Kind::RajaRebelling),
                            Faction::Mongols => self.state.count(here, Kind::Mongol),
                            Faction::Sultanate => 0,
                        };
                        rebels > 0 || units(space, *f) == 0
                    })
                    .collect();
                (!defenders.is_empty()).then_some((space, defenders))
            })
            .collect()
    }

    /// Dice that hit: each roll of at most the Units involved (five at
    /// most), a 6 never.
    fn hits(&mut self, dice: u32, units: u32) -> Vec<u32> {
        (0..dice)
            .map(|_| self.rng.random_range(1..=6u32))
            .filter(|roll| *roll < 6 && *roll <= units.min(5))
            .collect()
    }

    /// Takes a Faction's pieces off a space to its holding box, Units
    /// first, then its Structures when `structures`; how many were taken.
    fn lose(
        &mut self,
        (space, faction): (usize, Faction),
        count: u32,
        structures: bool,
    ) -> Result<u32, String> {
        let mut left = count;
        let kinds: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|k| k.is_unit() && k.faction() == Some(faction))
            .chain(
                Kind::ALL
                    .into_iter()
                    .filter(|k| structures && k.is_structure() && k.faction() == Some(faction)),
            )
            .collect();
        let box_ = Place::Holding(Holding::Available(faction));
        for kind in kinds {
            let n = left.min(self.state.count(Place::Space(space), kind));
            self.move_piece(kind, n, Place::Space(space), box_)?;
            left -= n;
        }
        Ok(count - left)
    }

    /// An Attack's hits, the attacker's then the defender's: from the
    /// program's dice, logged, when `logged`; else from dice rolled at the
    /// table.
    fn roll(
        &mut self,
        logged: bool,
        (space, dice): (usize, u32),
        (mine, theirs): (u32, u32),
    ) -> Result<(u32, u32), String> {
        if !logged {
            let mine = self.hits(dice, mine).len();
            let theirs = self.hits(2, theirs).len();
            return Ok((
                u32::try_from(mine).unwrap_or(0),
                u32::try_from(theirs).unwrap_or(0),
            ));
        }
        let (attacker, defender) = next_dice(&self.state, u8::try_from(dice).unwrap_or(4));
        let hits = (scored(&attacker, mine), scored(&defender, theirs));
        self.change(Edit::Dice {
            space,
            attacker,
            defender,
        })?;
        Ok(hits)
    }

    /// 3.2.4, 3.3.4, 3.4.4: in each space attacked, one defender; the
    /// attacker's Units there (and some from one adjacent space with its
    /// Structure) roll four dice, three against a Fort's Bahmani Kingdom,
    /// the defender's two (the program's, logged, for most Attacks); each
    /// side loses a piece for each of the other's hits; a battle between the Bahmani Kingdom and the Empire
    /// moves Influence to the side that lost fewer.
    fn attack(&mut self, faction: Faction, most: usize) -> Result<i64, String> {
        // Most Attacks log the program's dice in every space; the others
        // are rolled at the table, unlogged.
        let logged = self.rng.random_bool(0.7);
        let mut targets = self.targets(faction);
        let (joining, structure) = match faction {
            Faction::Sultanate => (2, Kind::Qasbah),
            Faction::Bahmani => (2, Kind::Fort),
            _ => (1, Kind::Temple),
        };
        let own_units = |state: &State, space: usize| units_of(state, space, faction);
        let mut used = vec![0u32; self.data.board.spaces.len()];
        let mut spent = 0;
        while self.affordable(faction, most, spent) && !targets.is_empty() {
            let at = self.rng.random_range(0..targets.len());
            let (space, defenders) = targets.swap_remove(at);
            let Some(defender) = self.pick(&defenders) else {
                continue;
            };
            spent += 1;
            if faction == Faction::Sultanate && defender.deccan().is_some() {
                // The defender's Units there are set Rebelling.
                self.flip_all(space, defender.unit(), true)?;
            }
            let here = own_units(&self.state, space).saturating_sub(used[space]);
            used[space] += here;
            let helper = self
                .data
                .board
                .neighbours(space)
                .into_iter()
                .filter(|o| self.state.count(Place::Space(*o), structure) > 0)
                .map(|o| {
                    (
                        o,
                        own_units(&self.state, o)
                            .saturating_sub(used[o])
                            .min(joining),
                    )
                })
                .filter(|(_, n)| *n > 0)
                .max_by_key(|(_, n)| *n);
            let support = helper.map_or(0, |(_, n)| n);
            if let Some((o, n)) = helper {
                used[o] += n;
            }
            let mine = here + support;
            let theirs = units_of(&self.state, space, defender);
            let fort = self.state.count(Place::Space(space), Kind::Fort) > 0;
            let dice = if defender == Faction::Bahmani && fort && faction != Faction::Bahmani {
                3
            } else {
                4
            };
            let (hits_mine, mut hits_theirs) = self.roll(logged, (space, dice), (mine, theirs))?;
            // A Cavalry token screens one of the defender's hits now and
            // then, and goes back to the pool (1.10).
            let mine_box = Place::Holding(Holding::Available(faction));
            if hits_theirs > 0
                && self.state.count(mine_box, Kind::Cavalry) > 0
                && self.rng.random_bool(0.5)
            {
                let pool = Place::Holding(Holding::CavalryPool);
                self.move_piece(Kind::Cavalry, 1, mine_box, pool)?;
                hits_theirs -= 1;
            }
            let lost_theirs = self.lose((space, defender), hits_mine, true)?;
            let mut lost_mine = self.lose((space, faction), hits_theirs.min(here), false)?;
            if let Some((o, n)) = helper {
                lost_mine += self.lose((o, faction), (hits_theirs - lost_mine).min(n), false)?;
            }
            if defender.deccan().is_some() && faction.deccan().is_some() && lost_mine != lost_theirs
            {
                let (winner, loser) = if lost_mine < lost_theirs {
                    (faction, defender)
                } else {
                    (defender, faction)
                };
                let up = (self.state.influence_of(winner) + 1).min(MOST_INFLUENCE);
                let down = (self.state.influence_of(loser) - 1).max(0);
                self.shift(winner, up)?;
                self.shift(loser, down)?;
            }
        }
        Ok(spent)
    }

    /// 4.2.2: Sultanate Units carried from one space along a route of up
    /// to three adjacent spaces, some picked up or dropped off on the way.
    fn campaign(&mut self, only_delhi_and_provinces: bool) -> Result<(), String> {
        let board = &self.data.board;
        // On a Succession card, along Delhi and the Provinces only (2.5.1).
        let open = |s: usize| {
            !only_delhi_and_provinces || board.kind(s) != Some(SpaceKind::InvasionRegion)
        };
        let origins: Vec<usize> = (0..board.spaces.len())
            .filter(|s| {
                open(*s)
                    && self.state.count(Place::Space(*s), Kind::Troop)
                        + self.state.count(Place::Space(*s), Kind::Governor)
                        > 0
            })
            .collect();
        let Some(origin) = self.pick(&origins) else {
            return Ok(());
        };
        let mut route = vec![origin];
        for _ in 0..self.rng.random_range(1..=3) {
            let last = route[route.len() - 1];
            let next: Vec<usize> = board
                .neighbours(last)
                .into_iter()
                .filter(|n| !route.contains(n) && open(*n))
                .collect();
            match self.pick(&next) {
                Some(n) => route.push(n),
                None => break,
            }
        }
        if route.len() < 2 {
            return Ok(());
        }
        // From the origin to a later space; now and then more picked up
        // on the way and dropped further on.
        for (at, from) in route.clone().iter().enumerate().take(route.len() - 1) {
            if at > 0 && !self.rng.random_bool(0.3) {
                continue;
            }
            let to = route[self.rng.random_range(at + 1..route.len())];
            for kind in [Kind::Troop, Kind::Governor] {
                let here = self.state.count(Place::Space(*from), kind);
                if here > 0 {
                    let n = self.rng.random_range(1..=here);
                    self.move_piece(kind, n, Place::Space(*from), Place::Space(to))?;
                }
            }
        }
        Ok(())
    }

    /// 4.3.3: in up to two Provinces with a Bahmani piece (or beside one,
    /// at Influence 2 or more), a Governor (or a Raja, at Influence 2 or
    /// more) replaced with an Amir, Rebelling for a Rebelling Raja.
    fn conspire(&mut self) -> Result<(), String> {
        let influential = self.state.influence_of(Faction::Bahmani) >= 2;
        let board = &self.data.board;
        let bahmani = |s: usize| pieces_of(&self.state, s, Faction::Bahmani) > 0;
        let mut offered: Vec<(usize, Vec<Kind>)> = Vec::new();
        for p in board.provinces() {
            let near = bahmani(p) || influential && board.neighbours(p).into_iter().any(bahmani);
            if !near {
                continue;
            }
            let mut kinds = Vec::new();
            if bahmani(p) && self.state.count(Place::Space(p), Kind::Governor) > 0 {
                kinds.push(Kind::Governor);
            }
            if influential && self.state.count(Place::Space(p), Kind::Governor) > 0 && !bahmani(p) {
                kinds.push(Kind::Governor);
            }
            if influential {
                for raja in [Kind::Raja, Kind::RajaRebelling] {
                    if self.state.count(Place::Space(p), raja) > 0 {
                        kinds.push(raja);
                    }
                }
            }
            if !kinds.is_empty() {
                offered.push((p, kinds));
            }
        }
        let mut spaces: Vec<(usize, Kind)> = Vec::new();
        for (p, kinds) in offered {
            if let Some(kind) = self.pick(&kinds) {
                spaces.push((p, kind));
            }
        }
        let bahmani_box = Place::Holding(Holding::Available(Faction::Bahmani));
        for _ in 0..2 {
            if spaces.is_empty() {
                break;
            }
            let at = self.rng.random_range(0..spaces.len());
            let (space, kind) = spaces.swap_remove(at);
            let owner = kind.faction().unwrap_or(Faction::Sultanate);
            let home = Place::Holding(Holding::Available(owner));
            self.move_piece(kind, 1, Place::Space(space), home)?;
            if self.state.available(Faction::Bahmani, Kind::Amir) > 0 {
                let amir = if kind == Kind::RajaRebelling || self.rng.random_bool(0.3) {
                    Kind::AmirRebelling
                } else {
                    Kind::Amir
                };
                self.move_piece(amir, 1, bahmani_box, Place::Space(space))?;
            }
        }
        self.flip_under_control()
    }

    /// 4.4.3: in one Province with or beside a Vijayanagara piece, up to
    /// two Rajas placed or moved in from one adjacent Province; at
    /// Influence 2 or more, a Cavalry token and a Troop, Governor or Amir
    /// removed there, the Rajas just come turned Rebelling where a
    /// Sultanate Unit went.
    fn compel(&mut self) -> Result<(), String> {
        let faction = Faction::Vijayanagara;
        let influential = self.state.influence_of(faction) >= 2;
        let board = &self.data.board;
        let mine = |s: usize| pieces_of(&self.state, s, faction) > 0;
        let targets: Vec<usize> = board
            .provinces()
            .into_iter()
            .filter(|p| mine(*p) || board.neighbours(*p).into_iter().any(mine))
            .collect();
        if influential {
            self.cavalry(faction, 1)?;
        }
        let Some(target) = self.pick(&targets) else {
            return Ok(());
        };
        let here = Place::Space(target);
        let controls = controller(self.data, &self.state, target) == Some(faction);
        let placed_kind = if controls {
            Kind::RajaRebelling
        } else {
            Kind::Raja
        };
        let box_ = Place::Holding(Holding::Available(faction));
        let mut come = 0;
        let place = self
            .state
            .available(faction, Kind::Raja)
            .min(self.rng.random_range(0..=2));
        self.move_piece(placed_kind, place, box_, here)?;
        come += place;
        let sources: Vec<usize> = board
            .neighbours(target)
            .into_iter()
            .filter(|n| board.is_province(*n) && self.state.count(Place::Space(*n), Kind::Raja) > 0)
            .collect();
        if come < 2
            && let Some(from) = self.pick(&sources)
        {
            let n = (2 - come).min(self.state.count(Place::Space(from), Kind::Raja));
            let n = self.rng.random_range(0..=n);
            self.move_piece(Kind::Raja, n, Place::Space(from), here)?;
            come += n;
        }
        if influential {
            let choices: Vec<Kind> = [Kind::Troop, Kind::Governor, Kind::Amir, Kind::AmirRebelling]
                .into_iter()
                .filter(|k| self.state.count(here, *k) > 0)
                .collect();
            if let Some(kind) = self.pick(&choices) {
                let owner = kind.faction().unwrap_or(Faction::Sultanate);
                let home = Place::Holding(Holding::Available(owner));
                self.move_piece(kind, 1, here, home)?;
                let obedient = self.state.count(here, Kind::Raja).min(come);
                if owner == Faction::Sultanate && obedient > 0 {
                    self.change(Edit::Flip {
                        space: target,
                        unit: Kind::Raja,
                        count: obedient,
                        rebelling: true,
                    })?;
                }
            }
        }
        self.flip_under_control()
    }

    /// Flips every Amir or Raja of a kind in a space: the Obedient ones to
    /// Rebelling, or the Rebelling ones to Obedient.
    fn flip_all(&mut self, space: usize, unit: Kind, rebelling: bool) -> Result<(), String> {
        let from = if rebelling {
            unit.base()
        } else {
            unit.rebelling().unwrap_or(unit)
        };
        let count = self.state.count(Place::Space(space), from);
        if count == 0 {
            return Ok(());
        }
        self.change(Edit::Flip {
            space,
            unit: unit.base(),
            count,
            rebelling,
        })
    }

    /// 1.4.5: every Amir or Raja in a Province its Faction Controls turned
    /// Rebelling, as soon as it Controls it.
    fn flip_under_control(&mut self) -> Result<(), String> {
        for space in 0..self.data.board.spaces.len() {
            let faction = match controller(self.data, &self.state, space) {
                Some(f @ (Faction::Bahmani | Faction::Vijayanagara)) => f,
                _ => continue,
            };
            let unit = faction.unit();
            self.flip_all(space, unit, true)?;
        }
        Ok(())
    }

    fn gain(&mut self, faction: Faction, by: i64) -> Result<(), String> {
        let now = self.state.resources_of(faction);
        self.set_resources(faction, (now + by).min(MOST_RESOURCES.max(now)))
    }

    /// Cavalry from the pool, then from the other Factions once it is
    /// empty (1.10).
    fn cavalry(&mut self, faction: Faction, count: u32) -> Result<(), String> {
        let mine = Place::Holding(Holding::Available(faction));
        let pool = Place::Holding(Holding::CavalryPool);
        let from_pool = count.min(self.state.count(pool, Kind::Cavalry));
        self.move_piece(Kind::Cavalry, from_pool, pool, mine)
    }

    fn decree(&mut self, faction: Faction, decree: Decree) -> Result<(), String> {
        let board = &self.data.board;
        match decree {
            Decree::CollectTribute => {
                let total = tributary_prosperity(self.data, &self.state);
                self.gain(faction, i64::from(total / 2))?;
                self.cavalry(faction, 2)
            }
            Decree::DemandObedience => {
                let spaces: Vec<usize> = board
                    .provinces()
                    .into_iter()
                    .filter(|p| {
                        controller(self.data, &self.state, *p) == Some(Faction::Sultanate)
                            && self.state.count(Place::Space(*p), Kind::Governor) > 0
                    })
                    .collect();
                let mut gained = 0;
                for space in spaces {
                    let markers = Place::Holding(Holding::TributaryMarkers);
                    self.move_piece(Kind::Tributary, 1, markers, Place::Space(space))?;
                    for unit in [Kind::Amir, Kind::Raja] {
                        self.flip_all(space, unit, false)?;
                    }
                    gained += i64::from(board.prosperity(space));
                }
                self.gain(faction, gained)
            }
            Decree::Trade => {
                let provinces = board
                    .provinces()
                    .into_iter()
                    .filter(|p| pieces_of(&self.state, *p, Faction::Bahmani) > 0)
                    .count();
                self.gain(faction, i64::try_from(provinces).unwrap_or(0))?;
                let tokens = match self.state.influence_of(Faction::Bahmani) {
                    1 | 2 => 2,
                    3 | 4 => 3,
                    _ => 1,
                };
                self.cavalry(faction, tokens)
            }
            Decree::Tax => {
                let controlled =
                    controlled_prosperity(self.data, &self.state, Faction::Vijayanagara);
                let temples = self.state.on_map(Kind::Temple);
                self.gain(faction, i64::from(controlled + temples))
            }
            Decree::Build => {
                let (structure, unit) = if faction == Faction::Bahmani {
                    (Kind::Fort, Kind::Amir)
                } else {
                    (Kind::Temple, Kind::Raja)
                };
                let rebel = unit.rebelling().unwrap_or(unit);
                let spaces: Vec<usize> = board
                    .provinces()
                    .into_iter()
                    .filter(|p| {
                        let here = Place::Space(*p);
                        self.state.count(here, structure) == 0
                            && self.state.count(here, unit) + self.state.count(here, rebel) > 0
                    })
                    .collect();
                if self.state.available(faction, structure) == 0 {
                    return Ok(());
                }
                if let Some(space) = self.pick(&spaces) {
                    let box_ = Place::Holding(Holding::Available(faction));
                    self.move_piece(structure, 1, box_, Place::Space(space))?;
                    self.flip_under_control()?;
                }
                Ok(())
            }
            Decree::Campaign => self.campaign(false),
            Decree::Conspire => self.conspire(),
            Decree::Compel => self.compel(),
        }
    }
}
