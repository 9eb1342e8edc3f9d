//! What a Faction declares (a Pass, or a Command with or without a Decree,
//! 2.3.3; a Campaign alone or a free Limited Command on a Succession
//! card, 2.5; a card's instructions carried out, judged in
//! `instructions.rs`) and what the change it made breaks, judged on the position
//! before, the free changes in the order made and the position after.
//!
//! The Commands and Decrees are judged from the change itself, the way a
//! table would look at it: which spaces gained or lost which pieces, where
//! each piece was dragged from and to, what the Resources and the Cavalry
//! did. Whatever no part of the declared action explains is said too. An
//! Attack (3.2.4, 3.3.4, 3.4.4) is judged where its change leaves no doubt
//! (a die that missed leaves no trace). The Campaign, Conspire and Compel
//! Decrees (4.2.2, 4.3.3, 4.4.3) are judged on their own gestures, and
//! left to the table, as a warning, beside a Command whose gestures are of
//! the same kind (a Campaign beside a March, a Conspire beside an Attack,
//! a Compel beside a Rally, a Migrate or an Attack).

use coin_table::{RuleRef, Verdict};

use crate::cards::Card;
use crate::check::{MOST_RESOURCES, broken};
use crate::data::Data;
use crate::edit::{Edit, as_in};
use crate::event_judge::judge_event;
use crate::ids::{Faction, HOLDINGS, Holding, KINDS, Kind, Place, SpaceKind};
use crate::state::{Dynasty, State};
use crate::victory::{
    controlled_prosperity, controller, pieces_of, tributary_prosperity, units_of,
};

/// Every one of a Command's or a Decree's kind, its key and the section
/// that gives it to a Faction, all read from the kind's table.
macro_rules! listed {
    ($item:ident, $table:ident, $every:literal) => {
        impl $item {
            #[doc = $every]
            pub const ALL: [$item; $table.len()] = items(&$table);

            /// Its key.
            pub fn key(self) -> &'static str {
                row(&$table, self).map_or("", |row| row.1)
            }

            /// The section that gives it to a Faction, if the Faction has it.
            pub fn section(self, faction: Faction) -> Option<RuleRef> {
                row(&$table, self).and_then(|row| section(row, faction))
            }
        }
    };
}

/// A Command or a Decree, its key and the section that gives it to each
/// Faction that has it.
type Row<T> = (T, &'static str, &'static [(Faction, &'static str)]);

/// The items of a table's rows, in order.
const fn items<T: Copy, const N: usize>(table: &[Row<T>; N]) -> [T; N] {
    let mut items = [table[0].0; N];
    let mut i = 1;
    while i < N {
        items[i] = table[i].0;
        i += 1;
    }
    items
}

/// An item's row in its table (every item has one).
fn row<T: Copy + PartialEq>(table: &'static [Row<T>], item: T) -> Option<&'static Row<T>> {
    table.iter().find(|row| row.0 == item)
}

/// The section in a row that gives its item to a Faction, if the Faction
/// has it.
fn section<T>(row: &Row<T>, faction: Faction) -> Option<RuleRef> {
    let (_, section) = row.2.iter().find(|(f, _)| *f == faction)?;
    RuleRef::parse(section).ok()
}

/// A Command (3.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// The Sultanate's Conscript (3.2.1).
    Conscript,
    /// The Sultanate's March (3.2.2).
    March,
    /// The Sultanate's Govern (3.2.3).
    Govern,
    /// Any Faction's Attack (3.2.4, 3.3.4, 3.4.4).
    Attack,
    /// The Bahmani or Vijayanagara Rally (3.3.1, 3.4.1).
    Rally,
    /// The Bahmani or Vijayanagara Migrate (3.3.2, 3.4.2).
    Migrate,
    /// The Bahmani or Vijayanagara Rebel (3.3.3, 3.4.3).
    Rebel,
}

listed!(Command, COMMANDS, "Every Command.");

/// Every Command, its key and the section that gives it to each Faction
/// that has it.
const COMMANDS: [Row<Command>; 7] = [
    (
        Command::Conscript,
        "conscript",
        &[(Faction::Sultanate, "3.2.1")],
    ),
    (Command::March, "march", &[(Faction::Sultanate, "3.2.2")]),
    (Command::Govern, "govern", &[(Faction::Sultanate, "3.2.3")]),
    (
        Command::Attack,
        "attack",
        &[
            (Faction::Sultanate, "3.2.4"),
            (Faction::Bahmani, "3.3.4"),
            (Faction::Vijayanagara, "3.4.4"),
        ],
    ),
    (
        Command::Rally,
        "rally",
        &[
            (Faction::Bahmani, "3.3.1"),
            (Faction::Vijayanagara, "3.4.1"),
        ],
    ),
    (
        Command::Migrate,
        "migrate",
        &[
            (Faction::Bahmani, "3.3.2"),
            (Faction::Vijayanagara, "3.4.2"),
        ],
    ),
    (
        Command::Rebel,
        "rebel",
        &[
            (Faction::Bahmani, "3.3.3"),
            (Faction::Vijayanagara, "3.4.3"),
        ],
    ),
];

/// A Decree (4.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decree {
    /// The Sultanate's Collect Tribute (4.2.1).
    CollectTribute,
    /// The Sultanate's Campaign (4.2.2).
    Campaign,
    /// The Sultanate's Demand Obedience (4.2.3).
    DemandObedience,
    /// The Bahmani Trade (4.3.1).
    Trade,
    /// The Bahmani or Vijayanagara Build (4.3.2, 4.4.2).
    Build,
    /// The Bahmani Conspire (4.3.3).
    Conspire,
    /// The Vijayanagara Tax (4.4.1).
    Tax,
    /// The Vijayanagara Compel (4.4.3).
    Compel,
}

listed!(Decree, DECREES, "Every Decree.");

/// Every Decree, its key and the section that gives it to each Faction
/// that has it.
const DECREES: [Row<Decree>; 8] = [
    (
        Decree::CollectTribute,
        "collect-tribute",
        &[(Faction::Sultanate, "4.2.1")],
    ),
    (
        Decree::Campaign,
        "campaign",
        &[(Faction::Sultanate, "4.2.2")],
    ),
    (
        Decree::DemandObedience,
        "demand-obedience",
        &[(Faction::Sultanate, "4.2.3")],
    ),
    (Decree::Trade, "trade", &[(Faction::Bahmani, "4.3.1")]),
    (
        Decree::Build,
        "build",
        &[
            (Faction::Bahmani, "4.3.2"),
            (Faction::Vijayanagara, "4.4.2"),
        ],
    ),
    (Decree::Conspire, "conspire", &[(Faction::Bahmani, "4.3.3")]),
    (Decree::Tax, "tax", &[(Faction::Vijayanagara, "4.4.1")]),
    (
        Decree::Compel,
        "compel",
        &[(Faction::Vijayanagara, "4.4.3")],
    ),
];

/// What a Faction declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declared {
    /// A Pass (2.3.6).
    Pass(Faction),
    /// A Command, in one space only when limited (2.3.5), with a Decree
    /// or without (2.3.3).
    Command {
        /// Who.
        faction: Faction,
        /// The Command.
        command: Command,
        /// Whether it is a Limited Command (2.3.5).
        limited: bool,
        /// The Decree that goes with it, if any.
        decree: Option<Decree>,
    },
    /// A Decree on its own, as a Succession card allows: the Sultanate's
    /// Campaign (2.5.1, 2.5.2).
    Decree {
        /// Who.
        faction: Faction,
        /// The Decree.
        decree: Decree,
    },
    /// The instructions of the card showing carried out: a Mongol
    /// Invasion (2.4), a Succession (2.5) or a Timurid Empire card (2.6).
    Instructions,
    /// The Event of the card showing (2.3.4): its unshaded or shaded
    /// text, on a card marked "Stay Eligible" or not.
    Event {
        /// Who.
        faction: Faction,
        /// Whether the shaded text (else the unshaded).
        shaded: bool,
        /// Whether the card keeps the Faction Eligible (2.3.4).
        stay: bool,
    },
}

impl Declared {
    /// The Faction declaring: none for a card's instructions.
    pub fn faction(self) -> Option<Faction> {
        match self {
            Declared::Pass(faction)
            | Declared::Command { faction, .. }
            | Declared::Decree { faction, .. }
            | Declared::Event { faction, .. } => Some(faction),
            Declared::Instructions => None,
        }
    }

    /// The text the log keeps: `pass FACTION`, `COMMAND FACTION [limited]
    /// [with DECREE]`, `DECREE FACTION`, `event FACTION [shaded] [stay]` or
    /// `instructions`.
    pub fn text(self) -> String {
        match self {
            Declared::Event {
                faction,
                shaded,
                stay,
            } => {
                let mut text = format!("event {}", faction.key());
                if shaded {
                    text += " shaded";
                }
                if stay {
                    text += " stay";
                }
                text
            }
            Declared::Pass(faction) => format!("pass {}", faction.key()),
            Declared::Decree { faction, decree } => format!("{} {}", decree.key(), faction.key()),
            Declared::Instructions => INSTRUCTIONS.to_owned(),
            Declared::Command {
                faction,
                command,
                limited,
                decree,
            } => {
                let mut text = format!("{} {}", command.key(), faction.key());
                if limited {
                    text += " limited";
                }
                if let Some(decree) = decree {
                    text += &format!(" with {}", decree.key());
                }
                text
            }
        }
    }

    /// A declaration read from its text ([`Declared::text`]), or why not.
    pub fn read(text: &str) -> Result<Declared, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let faction = |key: &str| {
            Faction::from_key(key)
                .filter(|f| f.player().is_some())
                .ok_or_else(|| format!("no player Faction `{key}`"))
        };
        let decree = |key: &str| Decree::ALL.into_iter().find(|d| d.key() == key);
        match words[..] {
            [INSTRUCTIONS] => Ok(Declared::Instructions),
            ["event", f, ref rest @ ..] => {
                let (shaded, rest) = match rest {
                    ["shaded", rest @ ..] => (true, rest),
                    _ => (false, rest),
                };
                let stay = match rest {
                    [] => false,
                    ["stay"] => true,
                    _ => return Err(format!("no action `{text}`")),
                };
                Ok(Declared::Event {
                    faction: faction(f)?,
                    shaded,
                    stay,
                })
            }
            ["pass", f] => Ok(Declared::Pass(faction(f)?)),
            [d, f] if decree(d).is_some() => Ok(Declared::Decree {
                faction: faction(f)?,
                decree: decree(d).ok_or_else(|| format!("no Decree `{d}`"))?,
            }),
            [command, f, ref rest @ ..] => {
                let command = Command::ALL
                    .into_iter()
                    .find(|c| c.key() == command)
                    .ok_or_else(|| format!("no action `{text}`"))?;
                let (limited, rest) = match rest {
                    ["limited", rest @ ..] => (true, rest),
                    _ => (false, rest),
                };
                let decree = match rest {
                    [] => None,
                    ["with", decree] => Some(
                        Decree::ALL
                            .into_iter()
                            .find(|d| d.key() == *decree)
                            .ok_or_else(|| format!("no Decree `{decree}`"))?,
                    ),
                    _ => return Err(format!("no action `{text}`")),
                };
                Ok(Declared::Command {
                    faction: faction(f)?,
                    command,
                    limited,
                    decree,
                })
            }
            _ => Err(format!("no action `{text}`")),
        }
    }
}

/// An Attack's dice logged in a space: the space, the attacker's dice and
/// the defender's.
type Rolled = (usize, Vec<u8>, Vec<u8>);

/// The most hits dice can score for a side of `units` Units (five at
/// most), with `charges` Cavalry tokens each lowering a die by one
/// (1.10); a 6 misses unless lowered.
fn most_hits(dice: &[u8], units: i64, charges: i64) -> i64 {
    let aim = units.min(5);
    if aim <= 0 {
        return 0;
    }
    let mut hits = 0;
    let mut costs: Vec<i64> = Vec::new();
    for die in dice {
        let die = i64::from(*die);
        if die <= aim && die < 6 {
            hits += 1;
        } else {
            costs.push(die - aim);
        }
    }
    costs.sort_unstable();
    let mut left = charges;
    for cost in costs {
        if cost > left {
            break;
        }
        left -= cost;
        hits += 1;
    }
    hits
}

/// The text of the declaration that carries out the card's instructions.
pub const INSTRUCTIONS: &str = "instructions";

/// What an influential Compel may remove in its Province (4.4.3).
const COMPEL_REMOVES: [Kind; 4] = [Kind::Troop, Kind::Governor, Kind::Amir, Kind::AmirRebelling];

/// What a Pass gains (2.3.6): 3 Resources for the Sultanate, 1 for the
/// others, up to the most a Faction may hold (1.8).
pub fn pass_income(faction: Faction, before: i64) -> i64 {
    let gain = if faction == Faction::Sultanate { 3 } else { 1 };
    (before + gain).min(MOST_RESOURCES.max(before)) - before
}

/// The change between two positions, counted.
struct Diff {
    spaces: Vec<[i64; KINDS]>,
    holdings: [[i64; KINDS]; HOLDINGS],
}

impl Diff {
    fn of(before: &State, after: &State) -> Diff {
        let change = |was: &[u32; KINDS], is: &[u32; KINDS]| -> [i64; KINDS] {
            std::array::from_fn(|k| i64::from(is[k]) - i64::from(was[k]))
        };
        let none = [0; KINDS];
        let spaces = (0..before.spaces.len().max(after.spaces.len()))
            .map(|i| {
                change(
                    before.spaces.get(i).unwrap_or(&none),
                    after.spaces.get(i).unwrap_or(&none),
                )
            })
            .collect();
        let holdings = std::array::from_fn(|h| change(&before.holdings[h], &after.holdings[h]));
        Diff { spaces, holdings }
    }

    fn space(&self, space: usize, kind: Kind) -> i64 {
        self.spaces.get(space).map_or(0, |c| c[kind.index()])
    }

    /// Takes a change as explained.
    fn explain(&mut self, place: Place, kind: Kind, by: i64) {
        let cell = match place {
            Place::Space(i) => self.spaces.get_mut(i).map(|c| &mut c[kind.index()]),
            Place::Holding(h) => Some(&mut self.holdings[h.index()][kind.index()]),
        };
        if let Some(cell) = cell {
            *cell -= by;
        }
    }

    /// Takes every piece of a kind placed in a space as explained, taken
    /// from a holding box (where it had no state).
    fn explain_placed(&mut self, kind: Kind, holding: Holding) {
        let mut total = 0;
        for c in &mut self.spaces {
            if c[kind.index()] > 0 {
                total += c[kind.index()];
                c[kind.index()] = 0;
            }
        }
        self.holdings[holding.index()][kind.base().index()] += total;
    }

    /// Takes every move of the kinds between spaces as explained: their
    /// changes in the spaces, when together they add up to nothing.
    fn explain_moved(&mut self, kinds: &[Kind]) {
        let total: i64 = self
            .spaces
            .iter()
            .map(|c| kinds.iter().map(|k| c[k.index()]).sum::<i64>())
            .sum();
        if total == 0 {
            for c in &mut self.spaces {
                for k in kinds {
                    c[k.index()] = 0;
                }
            }
        }
    }

    /// The changes nothing explained: each place and kind with its change.
    fn left(&self, data: &Data) -> Vec<(String, Kind, i64)> {
        let mut out = Vec::new();
        for (i, c) in self.spaces.iter().enumerate() {
            for kind in Kind::ALL {
                if c[kind.index()] != 0 {
                    let key = data.board.spaces.get(i).map_or("?", |s| &s.key);
                    out.push((key.to_owned(), kind, c[kind.index()]));
                }
            }
        }
        for holding in Holding::ALL {
            for kind in Kind::ALL {
                let d = self.holdings[holding.index()][kind.index()];
                if d != 0 {
                    out.push((holding.key(), kind, d));
                }
            }
        }
        out
    }
}

/// A judgement under way: the change still to explain, the verdicts so
/// far, the Resources the action spends and gains, the Cavalry it gains.
struct Judging<'a> {
    data: &'a Data,
    before: &'a State,
    after: &'a State,
    edits: &'a [Edit],
    faction: Faction,
    diff: Diff,
    out: Vec<Verdict>,
    /// The spaces the Command selected.
    selected: Vec<usize>,
    /// More Resources paid beyond one a selected space (an Influence
    /// shift).
    extra_cost: i64,
    /// What the Decree gains, counted before the Command and after it.
    gain: Option<(i64, i64)>,
    /// The Cavalry the Decree gains, counted before the Command and after
    /// it.
    cavalry: (i64, i64),
    /// Whether a part of the action is left to the table.
    unjudged: bool,
    /// How many more spaces the Command may have selected without a trace
    /// in the change (an Attack in which every die missed).
    unseen: i64,
    /// Whether Cavalry tokens spent in battle went back to the pool.
    battle: bool,
    /// Whether the Influence tracks moved as the action's battles say.
    influence_explained: bool,
    /// Whether the Command is a Limited one (2.3.5).
    limited: bool,
    /// Whether the Command costs no Resources (3.1.3).
    free: bool,
    /// Whether the Command selected a space its change leaves no trace
    /// of: an Attack selects one at least (3.1), whose dice may all have
    /// missed.
    one_unseen: bool,
    /// The position before the action with the gestures of a Decree
    /// judged on its own gestures carried out: the position when the
    /// Command began, had the Decree come first.
    mid: Option<State>,
}

fn args(items: &[&dyn ToString]) -> Vec<String> {
    items.iter().map(|i| i.to_string()).collect()
}

/// What a declared action breaks, judged on its change.
pub fn judge(
    data: &Data,
    declared: &Declared,
    (before, edits, after): (&State, &[Edit], &State),
) -> Vec<Verdict> {
    let judging = |faction: Faction| Judging {
        data,
        before,
        after,
        edits,
        faction,
        diff: Diff::of(before, after),
        out: Vec::new(),
        selected: Vec::new(),
        extra_cost: 0,
        gain: None,
        cavalry: (0, 0),
        unjudged: false,
        unseen: 0,
        battle: false,
        influence_explained: false,
        limited: false,
        free: false,
        one_unseen: false,
        mid: None,
    };
    match *declared {
        Declared::Pass(faction) => judge_pass(faction, before, after),
        // An Event card the table entered is judged against its steps;
        // another's change is the table's to check, the position's own
        // checks aside (2.3.4).
        Declared::Event {
            faction,
            shaded,
            stay,
        } => match before.deck.number.and_then(|n| data.cards.get(&n)) {
            Some(card) => judge_event(data, (card, shaded, stay), faction, (before, edits, after)),
            None => vec![Verdict {
                rule: const { RuleRef::new("2.3.4") },
                code: "EventLeftToTable".to_owned(),
                error: false,
                args: vec![faction.key().to_owned()],
            }],
        },
        Declared::Instructions => crate::instructions::judge(data, (before, edits, after)),
        Declared::Decree { faction, decree } => {
            let mut judging = judging(faction);
            judging.decree_alone(decree);
            judging.out
        }
        Declared::Command {
            faction,
            command,
            limited,
            decree,
        } => {
            let mut judging = judging(faction);
            // A Succession card's Limited Commands are free (2.5.2, 3.1.3).
            judging.free = limited && before.deck.card == Some(Card::Succession);
            judging.command(command, limited, decree);
            judging.out
        }
    }
}

fn judge_pass(faction: Faction, before: &State, after: &State) -> Vec<Verdict> {
    let mut out = Vec::new();
    let due = pass_income(faction, before.resources_of(faction));
    // Resources and Cavalry may pass between Factions at any time (1.5.2):
    // the Pass gains what all the players' Resources together gained.
    let gained: i64 = after.resources.iter().sum::<i64>() - before.resources.iter().sum::<i64>();
    if gained != due {
        let a = args(&[&faction.key(), &due, &gained]);
        out.push(broken(const { RuleRef::new("2.3.6") }, "PassIncome", a));
    }
    let traded = |s: &State| {
        let mut s = s.clone();
        s.resources = [0; 3];
        let mut tokens = 0;
        for f in Faction::PLAYERS {
            let cell = &mut s.holdings[Holding::Available(f).index()][Kind::Cavalry.index()];
            tokens += *cell;
            *cell = 0;
        }
        (s, tokens)
    };
    if traded(after) != traded(before) {
        let a = vec![faction.key().to_owned()];
        out.push(broken(const { RuleRef::new("2.3.6") }, "PassChanged", a));
    }
    out
}

impl Judging<'_> {
    fn push(&mut self, rule: RuleRef, code: &str, args: Vec<String>) {
        self.out.push(broken(rule, code, args));
    }

    fn key(&self, space: usize) -> String {
        self.data
            .board
            .spaces
            .get(space)
            .map_or_else(|| "?".to_owned(), |s| s.key.clone())
    }

    fn select(&mut self, space: usize) {
        if !self.selected.contains(&space) {
            self.selected.push(space);
        }
    }

    fn command(&mut self, command: Command, limited: bool, decree: Option<Decree>) {
        let faction = self.faction;
        self.limited = limited;
        let Some(rule) = command.section(faction) else {
            let a = args(&[&faction.key(), &command.key()]);
            self.push(const { RuleRef::new("3.1") }, "NotTheirCommand", a);
            return;
        };
        if let Some(decree) = decree {
            if limited {
                let a = vec![faction.key().to_owned()];
                self.push(const { RuleRef::new("2.3.5") }, "LimitedWithDecree", a);
            }
            if decree.section(faction).is_none() {
                let a = args(&[&faction.key(), &decree.key()]);
                self.push(const { RuleRef::new("4.1") }, "NotTheirDecree", a);
                return;
            }
        }
        self.track_units();
        // The Decrees read from their own gestures claim them before the
        // Command is judged on what is left.
        if let Some(decree) = decree {
            self.gestured_decree(decree, command);
        }
        self.automatic_flips();
        match command {
            Command::Conscript => self.conscript(rule),
            Command::March => self.march(rule),
            Command::Govern => self.govern(rule),
            Command::Rally => self.rally(rule),
            Command::Migrate => self.migrate(rule),
            Command::Rebel => self.rebel(rule),
            Command::Attack => self.attack(rule),
        }
        if let Some(decree) = decree {
            self.decree(decree);
        }
        if limited && self.selected.len() > 1 {
            let a = args(&[&faction.key(), &self.selected.len()]);
            self.push(const { RuleRef::new("2.3.5") }, "LimitedSpaces", a);
        }
        for space in self.selected.clone() {
            if !self.data.board.is_province(space) && faction != Faction::Sultanate {
                let a = vec![self.key(space)];
                self.push(const { RuleRef::new("3.1.1") }, "NotAProvince", a);
            }
        }
        // Flips whose pieces the Command's own explanation took first.
        self.automatic_flips();
        if !self.unjudged {
            self.resources(rule);
            self.cavalry(rule);
            self.unexplained(rule);
        }
    }

    /// 3.2.1: Troops from Available into Delhi (five at most), a space with
    /// a Qasbah (two) or a Tributary Province without one (one).
    fn conscript(&mut self, rule: RuleRef) {
        for space in 0..self.diff.spaces.len() {
            let placed = self.diff.space(space, Kind::Troop);
            if placed <= 0 {
                continue;
            }
            self.select(space);
            let qasbah = self.before.count(Place::Space(space), Kind::Qasbah) > 0;
            let most = match self.data.board.kind(space) {
                Some(SpaceKind::Delhi) => 5,
                _ if qasbah => 2,
                // Tributary when Conscripted: before the action, or after a
                // Demand Obedience that came first.
                Some(SpaceKind::Province)
                    if self.before.is_tributary(space) || self.after.is_tributary(space) =>
                {
                    1
                }
                _ => {
                    self.push(rule, "ConscriptWhere", vec![self.key(space)]);
                    0
                }
            };
            if most > 0 && placed > most {
                let a = args(&[&self.key(space), &placed, &most]);
                self.push(rule, "ConscriptTooMany", a);
            }
        }
        self.diff
            .explain_placed(Kind::Troop, Holding::Available(Faction::Sultanate));
    }

    /// The moves of the change of these kinds whose places `between`
    /// takes, each with what `between` makes of its places, its kind and
    /// its count.
    fn moves_of<'a, T>(
        &'a self,
        kinds: &'a [Kind],
        between: impl Fn(Place, Place) -> Option<T> + 'a,
    ) -> impl Iterator<Item = (T, Kind, u32)> + 'a {
        self.edits
            .iter()
            .filter_map(Edit::moved)
            .filter(|(kind, ..)| kinds.contains(kind))
            .filter_map(move |(kind, count, from, to)| Some((between(from, to)?, kind, count)))
    }

    /// The moves of the change that took `kinds` between two spaces:
    /// ((from, to), kind, count).
    fn moves(&self, kinds: &[Kind]) -> Vec<((usize, usize), Kind, u32)> {
        self.moves_of(kinds, |from, to| Some((from.space()?, to.space()?)))
            .collect()
    }

    /// How many pieces or tokens of these kinds the change moved between
    /// places `between` takes.
    fn moved_count(&self, kinds: &[Kind], between: impl Fn(Place, Place) -> bool) -> u32 {
        self.moves_of(kinds, |from, to| between(from, to).then_some(()))
            .map(|(_, _, count)| count)
            .sum()
    }

    /// How many pieces of these kinds the change brought into a space from
    /// the places `from` takes.
    fn brought(&self, space: usize, kinds: &[Kind], from: impl Fn(Place) -> bool) -> u32 {
        self.moved_count(kinds, |f, to| from(f) && to == Place::Space(space))
    }

    /// Moves into destinations from adjacent spaces, each piece once: what
    /// leaves a space is no more than it held before (3.1.2).
    fn moved_once(&mut self, rule: RuleRef, kinds: &[Kind], code: &str) -> Vec<usize> {
        let moves = self.moves(kinds);
        let mut destinations = Vec::new();
        let mut left = vec![0u32; self.diff.spaces.len()];
        for ((from, to), _, count) in &moves {
            if !self.data.board.adjacent(*from, *to) {
                let a = args(&[&self.key(*from), &self.key(*to)]);
                self.push(rule, code, a);
            }
            if !destinations.contains(to) {
                destinations.push(*to);
            }
            if let Some(l) = left.get_mut(*from) {
                *l += count;
            }
        }
        for (space, out) in left.iter().enumerate() {
            // What the space held when the Command began: before the
            // action, with what a Decree that came first placed there.
            let placed = self.brought(space, kinds, |from| matches!(from, Place::Holding(_)));
            let held: u32 = kinds
                .iter()
                .map(|k| self.before.count(Place::Space(space), *k))
                .sum::<u32>()
                + placed;
            if *out > held {
                let a = args(&[&self.key(space), out, &held]);
                self.push(const { RuleRef::new("3.1.2") }, "MovedTwice", a);
            }
        }
        for space in &destinations {
            self.select(*space);
        }
        destinations
    }

    /// 3.2.2: Troops and Governors into destinations from adjacent spaces.
    fn march(&mut self, rule: RuleRef) {
        self.moved_once(rule, &[Kind::Troop, Kind::Governor], "MarchNotAdjacent");
        self.diff.explain_moved(&[Kind::Troop]);
        self.diff.explain_moved(&[Kind::Governor]);
    }

    /// What each Faction lost in battle, space by space: the pieces the
    /// change took from a space to their owner's holding box, each move
    /// then taken as explained.
    fn battle_losses(&mut self) -> Vec<[i64; 4]> {
        let mut losses = vec![[0i64; 4]; self.diff.spaces.len()];
        for edit in self.edits {
            let Edit::Move {
                kind,
                count,
                from: Place::Space(space),
                to: to @ Place::Holding(Holding::Available(owner)),
            } = *edit
            else {
                continue;
            };
            if !kind.is_piece() || kind.faction() != Some(owner) {
                continue;
            }
            if let Some(lost) = losses.get_mut(space) {
                lost[owner.index()] += i64::from(count);
                self.diff
                    .explain(Place::Space(space), kind, -i64::from(count));
                self.diff.explain(to, kind.base(), i64::from(count));
            }
        }
        losses
    }

    /// The Units a Faction can bring from one adjacent space to an Attack
    /// (3.2.4: two Troops or Governors from beside a Qasbah; 3.3.4: two
    /// Amirs from beside a Fort; 3.4.4: one Raja from beside a Temple),
    /// and the Structure that lets them.
    fn support(faction: Faction) -> (u32, Kind) {
        match faction {
            Faction::Sultanate => (2, Kind::Qasbah),
            Faction::Bahmani => (2, Kind::Fort),
            _ => (1, Kind::Temple),
        }
    }

    /// Whether the Faction may Attack in a space: the Sultanate where
    /// Rebelling Units stand or an opposing Structure without its
    /// Faction's Units (3.2.4); the others in Provinces with opposing
    /// pieces (3.3.4, 3.4.4).
    fn attackable(&self, space: usize) -> bool {
        let here = Place::Space(space);
        let b = self.before;
        if self.faction == Faction::Sultanate {
            let rebels = [Kind::AmirRebelling, Kind::RajaRebelling, Kind::Mongol]
                .iter()
                .any(|k| b.count(here, *k) > 0);
            let lone = [Faction::Bahmani, Faction::Vijayanagara].iter().any(|f| {
                pieces_of(b, space, *f) > units_of(b, space, *f) && units_of(b, space, *f) == 0
            });
            return rebels || lone;
        }
        self.data.board.is_province(space)
            && Faction::ALL
                .iter()
                .any(|f| *f != self.faction && pieces_of(b, space, *f) > 0)
    }

    /// 3.2.4, 3.3.4, 3.4.4, judged where the change leaves no doubt, since
    /// a die that missed leaves no trace and an attacker's casualty may
    /// have fallen in its space or beside it: where another Faction lost
    /// pieces, one defender, attackable there, losing no more than the
    /// attacker's dice (four, three against a Fort's Bahmani Kingdom for
    /// the others) and only where the attacker had Units to roll, there or
    /// beside it; the attacker's casualties no more than the defenders'
    /// dice there and the Units its Structure let join Attacks beside it;
    /// the Sultanate's defender set Rebelling; Influence moved only where a
    /// battle between the Bahmani Kingdom and the Empire could move it.
    /// Cavalry spent goes back to the pool.
    fn attack(&mut self, rule: RuleRef) {
        self.battle = true;
        let faction = self.faction;
        let me = faction.index();
        let (joining, _) = Self::support(faction);
        let spaces = self.diff.spaces.len();
        let losses = self.battle_losses();
        let has_structure = |s: usize| self.has_structure(s);
        let attackable: Vec<bool> = (0..spaces).map(|s| self.attackable(s)).collect();
        // Units that could join an Attack on a space from beside it.
        let helpers_of = |s: usize| -> i64 {
            self.data
                .board
                .neighbours(s)
                .into_iter()
                .filter(|o| has_structure(*o))
                .map(|o| {
                    // Units there when attacking, with those a Campaign
                    // that came first brought.
                    let there = self
                        .starts()
                        .into_iter()
                        .map(|start| units_of(start, o, faction))
                        .max()
                        .unwrap_or(0);
                    i64::from(there).min(i64::from(joining))
                })
                .max()
                .unwrap_or(0)
        };
        let helper_units: Vec<i64> = (0..spaces).map(helpers_of).collect();
        let helpers = |s: usize| helper_units[s];
        let rolled = self.rolled();
        // The attacker's Cavalry tokens spent, each able to lower a die
        // by one (1.10).
        let charges = self.tokens_spent(faction);
        let mut determined = Vec::new();
        for space in 0..spaces {
            let defenders: Vec<Faction> = Faction::ALL
                .into_iter()
                .filter(|f| *f != faction && losses[space][f.index()] > 0)
                .collect();
            let Some(defender) = defenders.first().copied() else {
                continue;
            };
            determined.push(space);
            self.select(space);
            if !attackable[space] {
                self.push(rule, "AttackWhere", vec![self.key(space)]);
            }
            if defenders.len() > 1 {
                self.push(rule, "AttackTwoDefenders", vec![self.key(space)]);
            }
            let mine = self.attacking_units(space) + helpers(space);
            let lost = losses[space][defender.index()];
            let most = self.most_hits_on(space, defender, (mine, charges), &rolled);
            if lost > most || mine == 0 {
                let a = args(&[&self.key(space), &lost, &losses[space][me]]);
                self.push(rule, "AttackLosses", a);
            }
            if faction == Faction::Sultanate && defender.deccan().is_some() {
                self.flip_rebelling(space, defender);
            }
        }
        self.attacker_casualties(rule, &losses, &attackable);
        // The Sultanate sets the defender Rebelling even where every die
        // missed.
        if faction == Faction::Sultanate {
            for space in 0..spaces {
                for d in Faction::DECCAN {
                    self.flip_rebelling(space, d);
                }
            }
        }
        self.rolled_spaces(rule, (&rolled, &attackable), &mut determined);
        let eligible = attackable.iter().filter(|a| **a).count();
        // An Attack selects one space at least (3.1): with none seen, one
        // was attacked and every die there missed.
        self.one_unseen = determined.is_empty() && eligible > 0;
        self.unseen = if rolled.is_empty() {
            i64::try_from(eligible.saturating_sub(determined.len())).unwrap_or(0)
        } else {
            0
        };
        self.attack_influence(rule, &attackable, &losses);
    }

    /// The attacker's Units in a space when attacking: those there before
    /// the action, with those a Campaign that came first brought.
    fn attacking_units(&self, space: usize) -> i64 {
        let units = [Kind::Troop, Kind::Governor];
        let brought = self.brought(space, &units, |from| matches!(from, Place::Space(_)));
        i64::from(units_of(self.before, space, self.faction) + brought)
    }

    /// The most the defender can lose in a space: a hit for each of the
    /// attacker's dice (four, three against a Fort's Bahmani Kingdom), or,
    /// with the dice logged, the hits they could score for `mine` Units
    /// with `charges` Cavalry tokens (1.10).
    fn most_hits_on(
        &self,
        space: usize,
        defender: Faction,
        (mine, charges): (i64, i64),
        rolled: &[Rolled],
    ) -> i64 {
        if let Some((_, attacker, _)) = rolled.iter().find(|(s, _, _)| *s == space) {
            return most_hits(attacker, mine, charges);
        }
        let fort = self.before.count(Place::Space(space), Kind::Fort) > 0;
        if defender == Faction::Bahmani && fort && self.faction != Faction::Bahmani {
            3
        } else {
            4
        }
    }

    /// The spaces whose dice were logged: attacked, whatever the dice
    /// scored (with dice logged, every Attack's are), each with four dice
    /// (three against a Fort's Bahmani Kingdom) against two.
    fn rolled_spaces(
        &mut self,
        rule: RuleRef,
        (rolled, attackable): (&[Rolled], &[bool]),
        determined: &mut Vec<usize>,
    ) {
        let faction = self.faction;
        for (space, attacker, defender) in rolled {
            let fort = self.before.count(Place::Space(*space), Kind::Fort) > 0;
            let three = fort && faction != Faction::Bahmani && attacker.len() == 3;
            if attacker.len() != 4 && !three || defender.len() != 2 {
                let a = args(&[&self.key(*space), &attacker.len(), &defender.len()]);
                self.push(rule, "AttackDice", a);
            }
            if determined.contains(space) {
                continue;
            }
            determined.push(*space);
            self.select(*space);
            if !attackable.get(*space).copied().unwrap_or(false) {
                self.push(rule, "AttackWhere", vec![self.key(*space)]);
            }
        }
    }

    /// The Attacks' dice the action logged: each space with the
    /// attacker's and the defender's dice.
    fn rolled(&self) -> Vec<Rolled> {
        self.edits
            .iter()
            .filter_map(|edit| match edit {
                Edit::Dice {
                    space,
                    attacker,
                    defender,
                } => Some((*space, attacker.clone(), defender.clone())),
                _ => None,
            })
            .collect()
    }

    /// The Cavalry tokens a Faction spent in the action: those it sent
    /// back to the pool.
    fn tokens_spent(&self, faction: Faction) -> i64 {
        let own = Place::Holding(Holding::Available(faction));
        let pool = Place::Holding(Holding::CavalryPool);
        i64::from(self.moved_count(&[Kind::Cavalry], |from, to| from == own && to == pool))
    }

    /// Whether the attacker's Units in a space could have joined an Attack
    /// beside it (its Structure there, an attackable space next to it).
    fn could_help(&self, space: usize, attackable: &[bool]) -> bool {
        self.has_structure(space)
            && self
                .data
                .board
                .neighbours(space)
                .into_iter()
                .any(|n| attackable.get(n).copied().unwrap_or(false))
    }

    /// The pieces of the kinds a Compel may remove that the change took
    /// from a space to their owner's box: (space, kind, count).
    fn compel_removals(&self) -> Vec<(usize, Kind, u32)> {
        COMPEL_REMOVES
            .into_iter()
            .flat_map(|kind| {
                self.box_moves(
                    &[kind],
                    Holding::Available(kind.faction().unwrap_or(Faction::Sultanate)),
                )
            })
            .collect()
    }

    /// The removal of an influential Compel (4.4.3): up to one Troop,
    /// Governor or Amir in the Province, and then the Rajas just placed or
    /// moved Rebelling where a Sultanate Unit went.
    fn compel_removal(&mut self, rule: RuleRef, target: usize, influential: bool) {
        let removed: Vec<(usize, Kind, u32)> = self
            .compel_removals()
            .into_iter()
            .filter(|(s, _, _)| *s == target)
            .collect();
        let count: u32 = removed.iter().map(|(_, _, n)| n).sum();
        if count > 0 && (!influential || count > 1) {
            let a = args(&[&self.key(target), &count]);
            self.push(rule, "CompelRemoves", a);
        }
        for (space, kind, n) in &removed {
            let home = Holding::Available(kind.faction().unwrap_or(Faction::Sultanate));
            self.explain_move((*kind, *n), (Place::Space(*space), Place::Holding(home)));
        }
        let sultan = removed
            .iter()
            .any(|(_, k, _)| k.faction() == Some(Faction::Sultanate));
        if sultan {
            // The Rajas just placed or moved turn Rebelling.
            self.flip_rebelling(target, Faction::Vijayanagara);
        }
    }

    /// Whether the attacker's Structure (its Qasbah, Fort or Temple) stood
    /// in a space before the action or after it (built by a Decree).
    fn has_structure(&self, space: usize) -> bool {
        let (_, structure) = Self::support(self.faction);
        let here = Place::Space(space);
        self.before.count(here, structure) > 0 || self.after.count(here, structure) > 0
    }

    /// The attacker's casualties, space by space: no more than the
    /// defenders' dice where it was attacked and the Units its Structure
    /// let join the Attacks beside it (3.2.4, 3.3.4, 3.4.4).
    fn attacker_casualties(&mut self, rule: RuleRef, losses: &[[i64; 4]], attackable: &[bool]) {
        let faction = self.faction;
        let me = faction.index();
        let (joining, _) = Self::support(faction);
        for space in 0..losses.len() {
            let lost = losses[space][me];
            if lost == 0 {
                continue;
            }
            let rolled_against = attackable[space]
                && Faction::ALL
                    .iter()
                    .any(|f| *f != faction && units_of(self.before, space, *f) > 0);
            let beside = if self.has_structure(space) {
                self.data
                    .board
                    .neighbours(space)
                    .into_iter()
                    .filter(|a| attackable[*a])
                    .count()
            } else {
                0
            };
            let most = if rolled_against { 2 } else { 0 }
                + i64::from(joining) * i64::try_from(beside).unwrap_or(0);
            if most == 0 {
                let a = args(&[&self.key(space), &lost]);
                self.push(rule, "AttackCasualtiesWhere", a);
            } else if lost > most {
                let a = args(&[
                    &self.key(space),
                    &losses[space]
                        .iter()
                        .enumerate()
                        .filter(|(f, _)| *f != me)
                        .map(|(_, l)| *l)
                        .sum::<i64>(),
                    &lost,
                ]);
                self.push(rule, "AttackLosses", a);
            }
        }
    }

    /// Influence moved by an Attack's battles (3.3.4, 3.4.4): one step
    /// to the side that lost fewer in a battle between the Bahmani Kingdom
    /// and the Empire, one away from the other. Where one space alone saw
    /// losses and its pieces could have joined no other Attack, its
    /// battle's outcome is known; else the steps need only be no more than
    /// such battles could be.
    fn attack_influence(&mut self, rule: RuleRef, attackable: &[bool], losses: &[[i64; 4]]) {
        let moved =
            Faction::DECCAN.map(|f| self.after.influence_of(f) - self.before.influence_of(f));
        let rival = Faction::DECCAN
            .into_iter()
            .find(|f| *f != self.faction && self.faction.deccan().is_some());
        let lossy: Vec<usize> = (0..losses.len())
            .filter(|s| losses[*s].iter().any(|l| *l > 0))
            .collect();
        let known = match (rival, &lossy[..]) {
            (None, _) | (_, []) => Some(None),
            (Some(rival), [space]) if !self.could_help(*space, attackable) => {
                let others: Vec<Faction> = Faction::ALL
                    .into_iter()
                    .filter(|f| *f != self.faction && units_of(self.before, *space, *f) > 0)
                    .collect();
                let against_rival = losses[*space][rival.index()] > 0 || others == [rival];
                let against_other = Faction::ALL
                    .iter()
                    .any(|f| *f != self.faction && *f != rival && losses[*space][f.index()] > 0);
                if against_other {
                    Some(None)
                } else if against_rival {
                    let mine = losses[*space][self.faction.index()];
                    let theirs = losses[*space][rival.index()];
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Less => Some(Some((self.faction, rival))),
                        std::cmp::Ordering::Greater => Some(Some((rival, self.faction))),
                        std::cmp::Ordering::Equal => Some(None),
                    }
                } else {
                    None
                }
            }
            _ => None,
        };
        if moved != [0, 0] {
            self.influence_explained = true;
        }
        let wrong = match known {
            Some(outcome) => {
                let due = Faction::DECCAN.map(|f| {
                    let step = match outcome {
                        Some((winner, _)) if winner == f => 1,
                        Some((_, loser)) if loser == f => -1,
                        _ => 0,
                    };
                    let was = self.before.influence_of(f);
                    (was + step).clamp(0, crate::check::MOST_INFLUENCE) - was
                });
                moved != due
            }
            None => {
                let battles = rival.map_or(0, |rival| {
                    (0..attackable.len())
                        .filter(|s| attackable[*s] && pieces_of(self.before, *s, rival) > 0)
                        .count()
                });
                let battles = i64::try_from(battles).unwrap_or(0);
                // Clamped at the tracks' ends, battles won both ways can
                // leave both tracks higher: only the steps are bounded.
                moved[0].abs() > battles || moved[1].abs() > battles
            }
        };
        if wrong {
            let a = args(&[&0, &0, &moved[0], &moved[1]]);
            self.push(rule, "AttackInfluence", a);
        }
    }

    /// Takes the Faction's Obedient Amirs or Rajas turned Rebelling in a
    /// space as explained (a Faction with neither has none): by the
    /// Sultanate's Attack (3.2.4), by a Compel (4.4.3), or by the Control
    /// their Faction came to (1.4.5).
    fn flip_rebelling(&mut self, space: usize, faction: Faction) {
        let unit = faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        let flipped = self
            .diff
            .space(space, rebel)
            .min(-self.diff.space(space, unit));
        if flipped > 0 {
            self.diff.explain(Place::Space(space), rebel, flipped);
            self.diff.explain(Place::Space(space), unit, -flipped);
        }
    }

    /// Whether the Sultanate may Govern in a space (3.2.3): a Tributary
    /// Province, a Sultanate Controlled Province, a Mongol Invasion Region
    /// or Delhi.
    fn governable(&self, space: usize) -> bool {
        match self.data.board.kind(space) {
            Some(SpaceKind::Province) => self.starts().into_iter().any(|start| {
                start.is_tributary(space)
                    || controller(self.data, start, space) == Some(Faction::Sultanate)
            }),
            Some(_) => true,
            None => false,
        }
    }

    /// 3.2.3: in each space a Governor placed, or where a Governor stood,
    /// up to two Obedient Units removed and a Qasbah placed.
    fn govern(&mut self, rule: RuleRef) {
        for space in 0..self.diff.spaces.len() {
            let placed = self.diff.space(space, Kind::Governor);
            // Units removed: what the space lost of Amirs and Rajas in
            // either state (a Demand Obedience that came first may have
            // flipped Rebelling ones to Obedient before they were removed).
            let lost = [Kind::Amir, Kind::Raja].map(|unit| {
                let rebel = unit.rebelling().unwrap_or(unit);
                (-(self.diff.space(space, unit) + self.diff.space(space, rebel))).max(0)
            });
            let removed = lost[0] + lost[1];
            let qasbah = self.diff.space(space, Kind::Qasbah);
            if placed <= 0 && removed == 0 && qasbah <= 0 {
                continue;
            }
            self.select(space);
            if !self.governable(space) {
                self.push(rule, "GovernWhere", vec![self.key(space)]);
            }
            // A Governor there when Governing: before the action, or
            // brought by a Campaign that came first.
            let governor = self.before.count(Place::Space(space), Kind::Governor) > 0
                || placed <= 0 && self.after.count(Place::Space(space), Kind::Governor) > 0;
            if placed > 1 || placed > 0 && (removed > 0 || qasbah > 0) {
                self.push(rule, "GovernOneOrOther", vec![self.key(space)]);
            }
            if (removed > 0 || qasbah > 0) && !governor {
                self.push(rule, "GovernWithoutGovernor", vec![self.key(space)]);
            }
            if removed > 2 {
                let a = args(&[&self.key(space), &removed]);
                self.push(rule, "GovernRemovesTwo", a);
            }
            for ((kind, owner), gone) in [
                (Kind::Amir, Faction::Bahmani),
                (Kind::Raja, Faction::Vijayanagara),
            ]
            .into_iter()
            .zip(lost)
            {
                if gone > 0 {
                    self.diff.explain(Place::Space(space), kind, -gone);
                    self.diff
                        .explain(Place::Holding(Holding::Available(owner)), kind, gone);
                }
            }
        }
        self.diff
            .explain_placed(Kind::Governor, Holding::Available(Faction::Sultanate));
        self.diff
            .explain_placed(Kind::Qasbah, Holding::Available(Faction::Sultanate));
    }

    /// 3.3.1, 3.4.1: Units placed in Provinces holding one of the Faction's
    /// pieces, or its home Province; one, and one more in its home
    /// Province, with a Temple (the Empire's) and where it Controls;
    /// Rebelling where it Controls, else Obedient.
    fn rally(&mut self, rule: RuleRef) {
        let unit = self.faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        let home = if self.faction == Faction::Bahmani {
            "maharashtra"
        } else {
            "karnataka"
        };
        let home = self.data.board.index(home);
        for space in 0..self.diff.spaces.len() {
            let obedient = self.diff.space(space, unit);
            let rebelling = self.diff.space(space, rebel);
            let placed = obedient + rebelling;
            if placed <= 0 {
                continue;
            }
            self.select(space);
            let present = self
                .starts()
                .into_iter()
                .any(|start| pieces_of(start, space, self.faction) > 0);
            if !present && Some(space) != home {
                self.push(rule, "RallyWhere", vec![self.key(space)]);
            }
            let controls = controller(self.data, self.before, space) == Some(self.faction);
            let controls_after = controller(self.data, self.after, space) == Some(self.faction);
            // A Temple standing when Rallied: before the action, or built
            // by a Build that came first.
            let temple = self.faction == Faction::Vijayanagara
                && (self.before.count(Place::Space(space), Kind::Temple) > 0
                    || self.after.count(Place::Space(space), Kind::Temple) > 0);
            // Controlled when Rallied: before the action, or after a Build
            // that came first.
            let most = 1
                + i64::from(Some(space) == home)
                + i64::from(temple)
                + i64::from(controls || controls_after);
            if placed > most {
                let a = args(&[&self.key(space), &placed, &most]);
                self.push(rule, "RallyTooMany", a);
            }
            // Placed Obedient, or Rebelling where the Faction Controls; and
            // every Unit Rebelling once it Controls (1.4.5).
            let (wrong, state) = if controls || controls_after {
                (obedient, "obedient")
            } else {
                (rebelling, "rebelling")
            };
            if wrong > 0 {
                let a = args(&[&self.key(space), &wrong, &state]);
                self.push(rule, "RallyPlacedAs", a);
            }
        }
        self.diff
            .explain_placed(unit, Holding::Available(self.faction));
        self.diff
            .explain_placed(rebel, Holding::Available(self.faction));
    }

    /// 3.3.2, 3.4.2: up to three Units into each destination Province from
    /// adjacent Provinces, Obedient into a Tributary Province; and in one
    /// destination holding the rival's piece, an Influence shift for one
    /// more Resource.
    fn migrate(&mut self, rule: RuleRef) {
        let unit = self.faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        let destinations = self.moved_once(rule, &[unit, rebel], "MigrateNotAdjacent");
        for space in &destinations {
            let arrived = self.brought(*space, &[unit, rebel], |from| {
                matches!(from, Place::Space(_))
            });
            if arrived > 3 {
                let a = args(&[&self.key(*space), &arrived]);
                self.push(rule, "MigrateTooMany", a);
            }
            let placed_rebelling =
                self.brought(*space, &[rebel], |from| matches!(from, Place::Holding(_)));
            if self.before.is_tributary(*space)
                && self.after.count(Place::Space(*space), rebel)
                    > self.before.count(Place::Space(*space), rebel) + placed_rebelling
            {
                self.push(rule, "MigrateIntoTributary", vec![self.key(*space)]);
            }
        }
        self.diff.explain_moved(&[unit, rebel]);
        let rival = if self.faction == Faction::Bahmani {
            Faction::Vijayanagara
        } else {
            Faction::Bahmani
        };
        let own = self.after.influence_of(self.faction) - self.before.influence_of(self.faction);
        let theirs = self.after.influence_of(rival) - self.before.influence_of(rival);
        if own != 0 || theirs != 0 {
            let beside = destinations
                .iter()
                .any(|d| pieces_of(self.before, *d, rival) > 0);
            let shifted = own <= 1 && theirs >= -1 && (own == 1 || theirs == -1);
            if !shifted || !beside {
                let a = args(&[&self.faction.key(), &own, &theirs]);
                self.push(rule, "MigrateShift", a);
            }
            self.extra_cost += 1;
        }
    }

    /// 3.3.3, 3.4.3: in Tributary Provinces where the Faction's pieces
    /// outnumber all others, the Tributary marker removed and its Units
    /// flipped to Rebelling; not under the Khalji Dynasty (2.7.1).
    fn rebel(&mut self, rule: RuleRef) {
        if self.before.dynasty == Dynasty::Khalji {
            let a = vec![self.faction.key().to_owned()];
            self.push(const { RuleRef::new("2.7.1") }, "RebelUnderKhalji", a);
        }
        let unit = self.faction.unit();
        let rebel = unit.rebelling().unwrap_or(unit);
        for space in 0..self.diff.spaces.len() {
            if self.diff.space(space, Kind::Tributary) >= 0 {
                continue;
            }
            self.select(space);
            // The majority when the Rebel was made: before the action, or
            // after a Decree that came first.
            let majority = |s: &State| {
                let own = pieces_of(s, space, self.faction);
                let all: u32 = Faction::ALL.iter().map(|f| pieces_of(s, space, *f)).sum();
                (own, all - own)
            };
            let (own, others) = majority(self.before);
            let (own_after, others_after) = majority(self.after);
            if own <= others && own_after <= others_after {
                let a = args(&[&self.key(space), &own, &others]);
                self.push(rule, "RebelMajority", a);
            }
            if self.after.count(Place::Space(space), unit) > 0 {
                self.push(rule, "RebelFlipsAll", vec![self.key(space)]);
            }
            let flipped = self.diff.space(space, rebel);
            self.diff.explain(Place::Space(space), rebel, flipped);
            self.diff.explain(Place::Space(space), unit, -flipped);
            self.diff.explain(Place::Space(space), Kind::Tributary, -1);
            self.diff.explain(
                Place::Holding(Holding::TributaryMarkers),
                Kind::Tributary,
                1,
            );
        }
    }

    fn decree(&mut self, decree: Decree) {
        let Some(rule) = decree.section(self.faction) else {
            return;
        };
        match decree {
            Decree::CollectTribute => {
                let tribute = |s: &State| i64::from(tributary_prosperity(self.data, s) / 2);
                self.gain = Some((tribute(self.before), tribute(self.after)));
                self.cavalry = (2, 2);
            }
            Decree::Trade => {
                let provinces = |s: &State| {
                    let n = self
                        .data
                        .board
                        .provinces()
                        .into_iter()
                        .filter(|p| pieces_of(s, *p, Faction::Bahmani) > 0)
                        .count();
                    i64::try_from(n).unwrap_or(0)
                };
                self.gain = Some((provinces(self.before), provinces(self.after)));
                let tokens = |s: &State| match s.influence_of(Faction::Bahmani) {
                    1 | 2 => 2,
                    3 | 4 => 3,
                    _ => 1,
                };
                self.cavalry = (tokens(self.before), tokens(self.after));
            }
            Decree::Tax => {
                let tax = |s: &State| {
                    let controlled = controlled_prosperity(self.data, s, Faction::Vijayanagara);
                    i64::from(controlled + s.on_map(Kind::Temple))
                };
                self.gain = Some((tax(self.before), tax(self.after)));
            }
            Decree::Build => self.build(rule),
            Decree::DemandObedience => self.demand_obedience(rule),
            // Judged before the Command, on their own gestures.
            Decree::Campaign | Decree::Conspire | Decree::Compel => {}
        }
    }

    /// A Decree on its own, as a Succession card allows: Campaign, along
    /// Delhi and the Provinces only (2.5.1, 2.5.2).
    fn decree_alone(&mut self, decree: Decree) {
        let Some(rule) = decree.section(self.faction) else {
            let a = args(&[&self.faction.key(), &decree.key()]);
            self.push(const { RuleRef::new("4.1") }, "NotTheirDecree", a);
            return;
        };
        if decree != Decree::Campaign {
            let a = args(&[&self.faction.key(), &decree.key()]);
            self.push(const { RuleRef::new("4.1") }, "DecreeAlone", a);
            return;
        }
        self.track_units();
        for ((from, to), _, _) in self.moves(&[Kind::Troop, Kind::Governor]) {
            for space in [from, to] {
                if self.data.board.kind(space) == Some(SpaceKind::InvasionRegion) {
                    let a = vec![self.key(space)];
                    self.push(const { RuleRef::new("2.5.1") }, "CampaignRegion", a);
                }
            }
        }
        self.campaign(rule);
        self.automatic_flips();
        self.resources(rule);
        self.cavalry(rule);
        self.unexplained(rule);
    }

    /// Leaves a Decree to the table, as a warning: with this Command its
    /// gestures cannot be told from the Command's.
    fn leave_to_table(&mut self, rule: RuleRef, decree: Decree) {
        self.unjudged = true;
        let a = args(&[&self.faction.key(), &decree.key()]);
        self.out.push(Verdict {
            rule,
            code: "DecreeLeftToTable".to_owned(),
            error: false,
            args: a,
        });
    }

    /// The Decrees judged on their own gestures: Campaign (4.2.2),
    /// Conspire (4.3.3) and Compel (4.4.3); left to the table beside a
    /// Command whose gestures are of the same kind (a March beside a
    /// Campaign, an Attack beside a Conspire, a Rally, Migrate or Attack
    /// beside a Compel).
    fn gestured_decree(&mut self, decree: Decree, command: Command) {
        let Some(rule) = decree.section(self.faction) else {
            return;
        };
        match (decree, command) {
            (Decree::Campaign, Command::March)
            | (Decree::Conspire, Command::Attack)
            | (Decree::Compel, Command::Rally | Command::Migrate | Command::Attack) => {
                self.leave_to_table(rule, decree);
            }
            (Decree::Campaign, _) => self.campaign(rule),
            (Decree::Conspire, _) => self.conspire(rule),
            (Decree::Compel, _) => self.compel(rule),
            _ => {}
        }
    }

    /// Notes the Decree's gestures, by their places among the change's:
    /// the position had they come before the Command.
    fn claim(&mut self, indices: &[usize]) {
        let mut mid = self.mid.take().unwrap_or_else(|| self.before.clone());
        for at in indices {
            if let Some(edit) = self.edits.get(*at) {
                let _ = crate::edit::apply(&mut mid, edit);
            }
        }
        self.mid = Some(mid);
    }

    /// The positions a Command may have begun in: before the action, and
    /// after a Decree judged on its gestures, had it come first.
    fn starts(&self) -> Vec<&State> {
        std::iter::once(self.before)
            .chain(self.mid.as_ref())
            .collect()
    }

    /// The places among the change's gestures of the moves of these kinds
    /// between two spaces.
    fn move_indices(&self, kinds: &[Kind]) -> Vec<usize> {
        self.edits
            .iter()
            .enumerate()
            .filter(|(_, edit)| {
                matches!(**edit, Edit::Move { kind, from: Place::Space(_), to: Place::Space(_), .. } if kinds.contains(&kind))
            })
            .map(|(at, _)| at)
            .collect()
    }

    /// Takes a move of the change as explained.
    fn explain_move(&mut self, (kind, count): (Kind, u32), (from, to): (Place, Place)) {
        let n = i64::from(count);
        self.diff.explain(from, as_in(kind, from), -n);
        self.diff.explain(to, as_in(kind, to), n);
    }

    /// 4.2.2: Troops and Governors carried from one space along a route of
    /// up to three adjacent spaces, picked up and dropped off on the way.
    fn campaign(&mut self, rule: RuleRef) {
        let moves = self.moves(&[Kind::Troop, Kind::Governor]);
        if moves.is_empty() {
            return;
        }
        let board = &self.data.board;
        let fits = |route: &[usize]| {
            moves.iter().all(|((from, to), _, _)| {
                let at = |s: &usize| route.iter().position(|r| r == s);
                matches!((at(from), at(to)), (Some(a), Some(b)) if a < b)
            })
        };
        let mut routes: Vec<Vec<usize>> = (0..board.spaces.len()).map(|s| vec![s]).collect();
        let mut found = false;
        for _ in 0..3 {
            let mut longer = Vec::new();
            for route in &routes {
                let last = route[route.len() - 1];
                for next in board.neighbours(last) {
                    if !route.contains(&next) {
                        let mut r = route.clone();
                        r.push(next);
                        found |= fits(&r);
                        longer.push(r);
                    }
                }
            }
            routes = longer;
        }
        if !found {
            let ((from, to), _, _) = moves[0];
            let a = args(&[&self.key(from), &self.key(to)]);
            self.push(rule, "CampaignRoute", a);
        }
        for ((from, to), kind, count) in moves {
            self.explain_move((kind, count), (Place::Space(from), Place::Space(to)));
        }
        let claimed = self.move_indices(&[Kind::Troop, Kind::Governor]);
        self.claim(&claimed);
    }

    /// The moves of the change of these kinds from a space to a holding
    /// box: (space, kind, count).
    fn box_moves(&self, kinds: &[Kind], to_box: Holding) -> Vec<(usize, Kind, u32)> {
        let to_box = Place::Holding(to_box);
        self.moves_of(kinds, move |from, to| from.space().filter(|_| to == to_box))
            .collect()
    }

    /// The moves of the change of these kinds from a holding box to a
    /// space: (space, kind, count).
    fn box_placements(&self, kinds: &[Kind], from_box: Holding) -> Vec<(usize, Kind, u32)> {
        let from_box = Place::Holding(from_box);
        self.moves_of(kinds, move |from, to| {
            to.space().filter(|_| from == from_box)
        })
        .collect()
    }

    /// The Faction's Deccan Influence at its highest in the action.
    fn influence(&self) -> i64 {
        self.before
            .influence_of(self.faction)
            .max(self.after.influence_of(self.faction))
    }

    /// 4.3.3: in up to two Provinces with a Bahmani piece, a Governor
    /// replaced with an Amir, Obedient or Rebelling; at Influence 2 or
    /// more, Governors or Rajas in or beside such Provinces, a Rebelling
    /// Raja by a Rebelling Amir.
    fn conspire(&mut self, rule: RuleRef) {
        let influential = self.influence() >= 2;
        let sultanate = Holding::Available(Faction::Sultanate);
        let empire = Holding::Available(Faction::Vijayanagara);
        let bahmani = Holding::Available(Faction::Bahmani);
        // Each removal with where it stands among the gestures, and each
        // Amir placed with the same.
        let mut out: Vec<(usize, Kind, u32, usize)> = Vec::new();
        let mut amirs: Vec<(usize, Kind, usize, u32)> = Vec::new();
        for (at, edit) in self.edits.iter().enumerate() {
            let Some((kind, count, from, to)) = edit.moved() else {
                continue;
            };
            match (from, to) {
                (Place::Space(space), Place::Holding(h))
                    if h == sultanate && kind == Kind::Governor
                        || h == empire && matches!(kind, Kind::Raja | Kind::RajaRebelling) =>
                {
                    out.push((space, kind, count, at));
                }
                (Place::Holding(h), Place::Space(space))
                    if h == bahmani && matches!(kind, Kind::Amir | Kind::AmirRebelling) =>
                {
                    amirs.push((space, kind, at, count));
                }
                _ => {}
            }
        }
        let mut provinces: Vec<usize> = Vec::new();
        let mut claimed: Vec<usize> = Vec::new();
        // A Bahmani piece there when Conspiring: before the action, or
        // after a Command that came first.
        let bahmani_here = |s: usize| {
            pieces_of(self.before, s, Faction::Bahmani) > 0
                || pieces_of(self.after, s, Faction::Bahmani) > 0
        };
        for (space, kind, count, removed_at) in out {
            if !provinces.contains(&space) {
                provinces.push(space);
            }
            let beside = self
                .data
                .board
                .neighbours(space)
                .into_iter()
                .any(bahmani_here);
            let raja = kind != Kind::Governor;
            let allowed = self.data.board.is_province(space)
                && (bahmani_here(space) || influential && beside)
                && (!raja || influential);
            if !allowed || count > 1 {
                self.push(rule, "ConspireWhere", vec![self.key(space)]);
            }
            let home = Holding::Available(kind.faction().unwrap_or(Faction::Sultanate));
            self.explain_move((kind, count), (Place::Space(space), Place::Holding(home)));
            // The Amir that takes its place, placed next, if one is (1.4.6).
            claimed.push(removed_at);
            let next = amirs
                .iter()
                .find(|(s, _, at, _)| *s == space && *at == removed_at + 1);
            if let Some((_, amir, at, n)) = next {
                claimed.push(*at);
                let n = 1.min(count).min(*n);
                if kind == Kind::RajaRebelling && *amir != Kind::AmirRebelling {
                    self.push(rule, "ConspireRebelling", vec![self.key(space)]);
                }
                self.explain_move((*amir, n), (Place::Holding(bahmani), Place::Space(space)));
            }
        }
        if provinces.len() > 2 {
            let a = args(&[&provinces.len()]);
            self.push(rule, "ConspireTwo", a);
        }
        claimed.sort_unstable();
        self.claim(&claimed);
    }

    /// 4.4.3: in one Province with or beside a Vijayanagara piece, up to
    /// two Rajas placed from Available or moved in from one adjacent
    /// Province (one of each, if desired), Obedient unless the Empire
    /// Controls it; at Influence 2 or more, a Cavalry token and up to one
    /// Troop, Governor or Amir removed there, the Rajas just placed or
    /// moved then Rebelling where a Sultanate Unit was removed.
    fn compel(&mut self, rule: RuleRef) {
        let influential = self.influence() >= 2;
        let empire = Holding::Available(Faction::Vijayanagara);
        let placed = self.box_placements(&[Kind::Raja, Kind::RajaRebelling], empire);
        let moved = self.moves(&[Kind::Raja, Kind::RajaRebelling]);
        let mut targets: Vec<usize> = placed.iter().map(|(s, _, _)| *s).collect();
        targets.extend(moved.iter().map(|((_, to), _, _)| *to));
        targets.sort_unstable();
        targets.dedup();
        let origins: Vec<usize> = {
            let mut o: Vec<usize> = moved.iter().map(|((from, _), _, _)| *from).collect();
            o.sort_unstable();
            o.dedup();
            o
        };
        let total: u32 = placed.iter().map(|(_, _, n)| n).sum::<u32>()
            + moved.iter().map(|(_, _, n)| n).sum::<u32>();
        if targets.len() > 1 || origins.len() > 1 || total > 2 {
            let a = args(&[&targets.len(), &total]);
            self.push(rule, "CompelOne", a);
        }
        let removal_at: Vec<usize> = self
            .compel_removals()
            .into_iter()
            .map(|(s, _, _)| s)
            .collect();
        let Some(&target) = targets.first().or(removal_at.first()) else {
            if influential {
                self.cavalry = (1, 1);
            }
            return;
        };
        let beside = |s: usize| {
            pieces_of(self.before, s, Faction::Vijayanagara) > 0
                || self
                    .data
                    .board
                    .neighbours(s)
                    .into_iter()
                    .any(|n| pieces_of(self.before, n, Faction::Vijayanagara) > 0)
        };
        if !self.data.board.is_province(target) || !beside(target) {
            self.push(rule, "CompelWhere", vec![self.key(target)]);
        }
        for ((from, to), _, _) in &moved {
            if !self.data.board.adjacent(*from, *to) {
                let a = args(&[&self.key(*from), &self.key(*to)]);
                self.push(rule, "CompelNotAdjacent", a);
            }
        }
        for (space, kind, count) in placed {
            self.explain_move((kind, count), (Place::Holding(empire), Place::Space(space)));
        }
        for ((from, to), kind, count) in moved {
            self.explain_move((kind, count), (Place::Space(from), Place::Space(to)));
        }
        self.compel_removal(rule, target, influential);
        if influential {
            self.cavalry = (1, 1);
        }
        let claimed: Vec<usize> = self
            .edits
            .iter()
            .enumerate()
            .filter(|(_, edit)| match **edit {
                Edit::Move { kind, from, to, .. } => {
                    let raja = matches!(kind, Kind::Raja | Kind::RajaRebelling);
                    let into = to == Place::Space(target);
                    let out = from == Place::Space(target)
                        && matches!(to, Place::Holding(Holding::Available(_)));
                    raja && into || !raja && out
                }
                _ => false,
            })
            .map(|(at, _)| at)
            .collect();
        self.claim(&claimed);
    }

    /// 4.3.2, 4.4.2: one Fort or Temple from Available, in a Province that
    /// holds one of the Faction's Units.
    fn build(&mut self, rule: RuleRef) {
        let (structure, unit) = if self.faction == Faction::Bahmani {
            (Kind::Fort, Kind::Amir)
        } else {
            (Kind::Temple, Kind::Raja)
        };
        let rebel = unit.rebelling().unwrap_or(unit);
        let built: Vec<usize> = (0..self.diff.spaces.len())
            .filter(|s| self.diff.space(*s, structure) > 0)
            .collect();
        if built.len() > 1 || built.iter().any(|s| self.diff.space(*s, structure) > 1) {
            let a = args(&[&self.faction.key(), &structure.key()]);
            self.push(rule, "BuildOne", a);
        }
        for space in built {
            let units = self.after.count(Place::Space(space), unit)
                + self.after.count(Place::Space(space), rebel)
                + self.before.count(Place::Space(space), unit)
                + self.before.count(Place::Space(space), rebel);
            if units == 0 || !self.data.board.is_province(space) {
                self.push(rule, "BuildWhere", vec![self.key(space)]);
            }
        }
        self.diff
            .explain_placed(structure, Holding::Available(self.faction));
    }

    /// 4.2.3: a Tributary marker placed in Sultanate Controlled Provinces
    /// with a Governor, their Rebelling Units flipped to Obedient, and
    /// their Prosperity gained.
    fn demand_obedience(&mut self, rule: RuleRef) {
        let mut gained = 0;
        for space in 0..self.diff.spaces.len() {
            if self.diff.space(space, Kind::Tributary) <= 0 {
                continue;
            }
            // Controlled with a Governor when demanded: before the action,
            // or after a Command that came first (the position after, its
            // new Tributary marker taken off).
            let when = |s: &State| {
                controller(self.data, s, space) == Some(Faction::Sultanate)
                    && s.count(Place::Space(space), Kind::Governor) > 0
            };
            let mut mid = self.after.clone();
            if let Some(c) = mid.spaces.get_mut(space) {
                c[Kind::Tributary.index()] = 0;
            }
            if !when(self.before) && !when(&mid) {
                self.push(rule, "DemandWhere", vec![self.key(space)]);
            }
            for (unit, rebel) in [
                (Kind::Amir, Kind::AmirRebelling),
                (Kind::Raja, Kind::RajaRebelling),
            ] {
                if self.after.count(Place::Space(space), rebel) > 0 {
                    self.push(rule, "DemandFlips", vec![self.key(space)]);
                }
                let flipped = -self.diff.space(space, rebel);
                self.diff.explain(Place::Space(space), rebel, -flipped);
                self.diff.explain(Place::Space(space), unit, flipped);
            }
            self.diff.explain(Place::Space(space), Kind::Tributary, 1);
            self.diff.explain(
                Place::Holding(Holding::TributaryMarkers),
                Kind::Tributary,
                -1,
            );
            gained += i64::from(self.data.board.prosperity(space));
        }
        self.gain = Some((gained, gained));
    }

    /// The Resources: one for each selected space (and an Influence shift)
    /// spent, what the Decree gains gained, before the Command or after it,
    /// never above 24 (1.8).
    fn resources(&mut self, rule: RuleRef) {
        let faction = self.faction;
        let was = self.before.resources_of(faction);
        let is = self.after.resources_of(faction);
        let spaces = if self.free {
            0
        } else {
            self.selected.len() + usize::from(self.one_unseen)
        };
        let least = i64::try_from(spaces).unwrap_or(0) + self.extra_cost;
        // A Limited Command is in one space at most (2.3.5): where its
        // change leaves no trace, it paid for that one or for none.
        let unseen = if self.free {
            0
        } else if self.limited {
            self.unseen.min((1 - least).max(0))
        } else if self.one_unseen {
            (self.unseen - 1).max(0)
        } else {
            self.unseen
        };
        let mut due: Vec<i64> = Vec::new();
        for cost in least..=least + unseen {
            match self.gain {
                None => due.push(was - cost),
                Some((first, then)) => {
                    due.push((was + first).min(MOST_RESOURCES.max(was)) - cost);
                    due.push((was - cost + then).min(MOST_RESOURCES.max(was - cost)));
                }
            }
        }
        // Resources may pass between Factions at any time (1.5.2): what
        // the others gained or lost is the acting Faction's.
        let transferred: i64 = Faction::PLAYERS
            .iter()
            .filter(|f| **f != faction)
            .map(|f| self.after.resources_of(*f) - self.before.resources_of(*f))
            .sum();
        if !due.contains(&(is + transferred)) {
            let a = args(&[&faction.key(), &(due[0] - was), &(is + transferred - was)]);
            self.push(rule, "ActionResources", a);
        }
    }

    /// The Cavalry the Decree gains, from the pool, or from another
    /// Faction once the pool is empty (1.10).
    fn cavalry(&mut self, rule: RuleRef) {
        let pool = Holding::CavalryPool.index();
        let before = i64::from(self.before.holdings[pool][Kind::Cavalry.index()]);
        // Tokens may pass between Factions at any time (1.5.2): the pool
        // gives what it has first.
        let from_pool = -self.diff.holdings[pool][Kind::Cavalry.index()];
        let to_factions: i64 = Faction::PLAYERS
            .iter()
            .map(|f| self.diff.holdings[Holding::Available(*f).index()][Kind::Cavalry.index()])
            .sum();
        let (first, then) = (self.cavalry.0.min(before), self.cavalry.1.min(before));
        // Tokens spent in battle go back to the pool (1.10).
        let battle = self.battle;
        let fits =
            |due: i64| from_pool == to_factions && (from_pool == due || battle && from_pool <= due);
        if !fits(first) && !fits(then) {
            let a = args(&[&self.faction.key(), &self.cavalry.0, &from_pool]);
            self.push(rule, "DecreeCavalry", a);
        }
        for holding in Holding::ALL {
            self.diff.holdings[holding.index()][Kind::Cavalry.index()] = 0;
        }
    }

    /// The flips 1.4.5 makes by itself: every Amir in a Province the
    /// Bahmani Kingdom has come to Control, every Raja in one the Empire
    /// has, turned Rebelling.
    fn automatic_flips(&mut self) {
        // Who Controlled each Province at any moment of the change: its
        // Units stay Rebelling once flipped, even if Control is lost again.
        let spaces = self.diff.spaces.len();
        let mut controlled: Vec<Vec<Faction>> = vec![Vec::new(); spaces];
        let mut state = self.before.clone();
        let mut note = |state: &State| {
            for (space, list) in controlled.iter_mut().enumerate() {
                if let Some(f) = controller(self.data, state, space)
                    && !list.contains(&f)
                {
                    list.push(f);
                }
            }
        };
        note(&state);
        for edit in self.edits {
            if crate::edit::apply(&mut state, edit).is_ok() {
                note(&state);
            }
        }
        for (space, factions) in controlled.iter().enumerate() {
            for faction in factions {
                self.flip_rebelling(space, *faction);
            }
        }
    }

    /// The Units an Influence track frees or takes back as its level moves
    /// (1.9): freed to the holding box as the marker reaches their place,
    /// put back from the box or the map as it falls below. Every move to
    /// or from a track is taken as such; whether the track then holds what
    /// its level leaves is the position's check.
    fn track_units(&mut self) {
        let track = |p: Place| matches!(p, Place::Holding(Holding::Track(_)));
        let tracked: Vec<_> = self
            .moves_of(&Kind::ALL, |from, to| {
                (track(from) || track(to)).then_some((from, to))
            })
            .collect();
        for (places, kind, count) in tracked {
            self.explain_move((kind, count), places);
        }
    }

    /// What no part of the declared action explains.
    fn unexplained(&mut self, rule: RuleRef) {
        for (place, kind, by) in self.diff.left(self.data) {
            let a = args(&[&place, &kind.key(), &by]);
            self.push(rule, "Unexplained", a);
        }
        let influence_moved = self.before.influence != self.after.influence
            && self.extra_cost == 0
            && !self.influence_explained;
        if influence_moved || self.before.dynasty != self.after.dynasty {
            let a = vec![self.faction.key().to_owned()];
            self.push(rule, "UnexplainedTrack", a);
        }
    }
}
