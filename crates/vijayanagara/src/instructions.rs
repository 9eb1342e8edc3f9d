//! A card's instructions carried out (by the program or by hand), judged
//! on the change they made: what each kind of card may change at all, and
//! the numbers its rules fix. A Mongol Invasion card (2.4, 3.5) moves the
//! Invaders, costs the Sultanate Units, Troops in Provinces and Resources
//! down to 3, and may buy the picking Faction its gifts; the first Timurid
//! Empire card gathers half the Available Invaders, the second carries
//! Timur to Delhi and ends the game (2.6); the Succession cards give what
//! their steps give (2.5). The dice leave no trace, so a battle is judged
//! by its bounds (five hits at most a side).

use coin_table::{RuleRef, Verdict};

use crate::cards::Card;
use crate::check::{MOST_RESOURCES, broken, texts};
use crate::data::Data;
use crate::edit::{Edit, place_key};
use crate::ids::{Faction, Holding, Kind, Place, SpaceKind};
use crate::state::{Dynasty, State};
use crate::victory::{controlled_prosperity, controller, units_of};

/// What the card's instructions break, judged on the change they made.
pub fn judge(data: &Data, (before, _edits, after): (&State, &[Edit], &State)) -> Vec<Verdict> {
    let mut judging = Judging {
        data,
        before,
        after,
        out: Vec::new(),
    };
    let Some(card) = before.deck.card else {
        return judging.out;
    };
    match card {
        Card::Event => {}
        Card::Invasion(faction) => judging.invasion(faction),
        Card::Succession => match before.deck.successions {
            1 => judging.zenith(),
            2 => judging.rise(),
            _ => judging.lords(),
        },
        Card::Timurid if before.deck.timurids <= 1 => judging.first_timurid(),
        Card::Timurid => judging.timur(),
    }
    let over = after.deck.over && !(card == Card::Timurid && before.deck.timurids >= 2);
    if over || after.deck.card != before.deck.card {
        judging.push(rule_of(card), "InstructionsTrack", vec!["deck".to_owned()]);
    }
    judging.out
}

fn rule_of(card: Card) -> RuleRef {
    match card {
        Card::Invasion(_) => const { RuleRef::new("2.4") },
        Card::Succession => const { RuleRef::new("2.5") },
        Card::Timurid | Card::Event => const { RuleRef::new("2.6") },
    }
}

/// Whether a place and kind are among those Mongol battles touch: the
/// Invaders anywhere they may be, the Sultanate's Units in the three spaces
/// of the invasions (`route`) and in its box.
fn invasion_piece(route: [Option<usize>; 3], place: Place, kind: Kind) -> bool {
    let on_route = matches!(place, Place::Space(s) if route.contains(&Some(s)));
    match kind {
        Kind::Mongol => on_route || place == Place::Holding(Holding::Available(Faction::Mongols)),
        Kind::Troop | Kind::Governor => {
            on_route || place == Place::Holding(Holding::Available(Faction::Sultanate))
        }
        _ => false,
    }
}

struct Judging<'a> {
    data: &'a Data,
    before: &'a State,
    after: &'a State,
    out: Vec<Verdict>,
}

/// What a kind of card may change: a piece or token of a kind in a place.
type May<'m> = &'m dyn Fn(Place, Kind, i64) -> bool;

impl Judging<'_> {
    fn push(&mut self, rule: RuleRef, code: &str, args: Vec<String>) {
        self.out.push(broken(rule, code, args));
    }

    fn key(&self, place: Place) -> String {
        place_key(self.data, place)
    }

    fn delta(&self, place: Place, kind: Kind) -> i64 {
        i64::from(self.after.count(place, kind)) - i64::from(self.before.count(place, kind))
    }

    fn space(&self, key: &str) -> Option<usize> {
        self.data.board.index(key)
    }

    fn delhi(&self) -> Option<usize> {
        self.data
            .board
            .spaces
            .iter()
            .position(|s| s.kind.value == SpaceKind::Delhi)
    }

    /// Says each change the card may not make, and each track it may not
    /// move (Resources beyond `resources`' Factions, Influence beyond
    /// `influence`'s, the Dynasty unless `dynasty`).
    fn only(
        &self,
        rule: RuleRef,
        may: May<'_>,
        tracks: (&[Faction], &[Faction], bool),
    ) -> Vec<Verdict> {
        let (resources, influence, dynasty) = tracks;
        let mut out = Vec::new();
        let places = (0..self.before.spaces.len().max(self.after.spaces.len()))
            .map(Place::Space)
            .chain(Holding::ALL.into_iter().map(Place::Holding));
        for place in places {
            for kind in Kind::ALL {
                let by = self.delta(place, kind);
                if by != 0 && !may(place, kind, by) {
                    let a = texts(&[&self.key(place), &kind.key(), &by]);
                    out.push(broken(rule, "InstructionsChanged", a));
                }
            }
        }
        for faction in Faction::PLAYERS {
            if !resources.contains(&faction)
                && self.before.resources_of(faction) != self.after.resources_of(faction)
            {
                let a = vec![format!("{}-resources", faction.key())];
                out.push(broken(rule, "InstructionsTrack", a));
            }
        }
        for faction in Faction::DECCAN {
            if !influence.contains(&faction)
                && self.before.influence_of(faction) != self.after.influence_of(faction)
            {
                let a = vec![format!("{}-influence", faction.key())];
                out.push(broken(rule, "InstructionsTrack", a));
            }
        }
        if !dynasty && self.before.dynasty != self.after.dynasty {
            out.push(broken(
                rule,
                "InstructionsTrack",
                vec!["dynasty".to_owned()],
            ));
        }
        out
    }

    /// The Cavalry a Faction gained; and whether the tokens it took came
    /// from the pool while it had any (1.10): another Faction gave up
    /// tokens while the pool still holds some. The Sultanate's tokens
    /// spent in a battle (`battle`) go back to the pool and are not gifts.
    fn cavalry_gained(&mut self, rule: RuleRef, faction: Faction, battle: bool) -> i64 {
        let gained = self.delta(Place::Holding(Holding::Available(faction)), Kind::Cavalry);
        let pool = Place::Holding(Holding::CavalryPool);
        let pool_left = self.after.count(pool, Kind::Cavalry);
        let given: i64 = Faction::PLAYERS
            .into_iter()
            .filter(|f| *f != faction && !(battle && *f == Faction::Sultanate))
            .map(|f| (-self.delta(Place::Holding(Holding::Available(f)), Kind::Cavalry)).max(0))
            .sum();
        if gained > 0 && given > 0 && pool_left > 0 {
            let a = texts(&[&faction.key(), &given, &pool_left]);
            self.push(rule, "CavalryNotFromPool", a);
        }
        gained
    }

    /// The most Cavalry tokens a Faction can gain: the pool's and every
    /// other Faction's (1.10).
    fn tokens_for(&self, faction: Faction) -> i64 {
        let pool = i64::from(
            self.before
                .count(Place::Holding(Holding::CavalryPool), Kind::Cavalry),
        );
        let others: i64 = Faction::PLAYERS
            .into_iter()
            .filter(|f| *f != faction)
            .map(|f| {
                i64::from(
                    self.before
                        .count(Place::Holding(Holding::Available(f)), Kind::Cavalry),
                )
            })
            .sum();
        pool + others
    }

    /// Resources a Faction is due to gain, up to 24 (1.8).
    fn resources_due(&self, faction: Faction, gain: i64) -> i64 {
        let was = self.before.resources_of(faction);
        (was + gain).min(MOST_RESOURCES.max(was)) - was
    }

    /// The Sultanate's Resources after a plunder: never raised, never
    /// taken below 3 (3.5.3).
    fn plunder_bounds(&mut self, rule: RuleRef) {
        let was = self.before.resources_of(Faction::Sultanate);
        let is = self.after.resources_of(Faction::Sultanate);
        if is > was || is < was.min(3) {
            let a = texts(&[&was, &is]);
            self.push(rule, "PlunderResources", a);
        }
    }

    /// Whether a change in a space is the flip 1.4.5 makes by itself:
    /// Amirs or Rajas turned Rebelling in a Province their Faction now
    /// Controls.
    fn flipped(&self, place: Place, kind: Kind, by: i64) -> bool {
        let Place::Space(space) = place else {
            return false;
        };
        let faction = kind.faction();
        let flips = match kind {
            Kind::Amir | Kind::Raja => by < 0,
            Kind::AmirRebelling | Kind::RajaRebelling => by > 0,
            _ => false,
        };
        flips && faction.is_some() && controller(self.data, self.after, space) == faction
    }

    /// The three spaces of the Mongol invasions.
    fn route(&self) -> [Option<usize>; 3] {
        [
            self.space("mountain-passes"),
            self.space("punjab"),
            self.delhi(),
        ]
    }

    // ----- Mongol Invasion cards -----

    fn invasion(&mut self, picker: Faction) {
        let rule = const { RuleRef::new("2.4") };
        let data = self.data;
        let route = self.route();
        let may = |place: Place, kind: Kind, by: i64| {
            if invasion_piece(route, place, kind) || self.flipped(place, kind, by) {
                return true;
            }
            match (place, kind) {
                // Troops the Sultanate removes from Provinces (3.5.3).
                (Place::Space(s), Kind::Troop) => data.board.is_province(s) && by < 0,
                // Cavalry: the Sultanate's spent, the picker's gifts
                // (1.10, 2.4.2).
                (Place::Holding(_), Kind::Cavalry) => true,
                // The Units the picker's Influence track keeps (1.9).
                (Place::Holding(Holding::Track(f) | Holding::Available(f)), k) => {
                    f == picker && k == picker.unit()
                }
                (Place::Space(_), k) => {
                    by < 0 && k.base() == picker.unit() && k.faction() == Some(picker)
                }
                _ => false,
            }
        };
        let found = self.only(
            rule,
            &may,
            (&[Faction::Sultanate, picker], &[picker], false),
        );
        self.out.extend(found);
        self.plunder_bounds(const { RuleRef::new("3.5.3") });
        let placed = -self.delta(
            Place::Holding(Holding::Available(Faction::Mongols)),
            Kind::Mongol,
        );
        let on_map_gain = i64::from(self.after.on_map(Kind::Mongol))
            - i64::from(self.before.on_map(Kind::Mongol));
        if placed > 6 || on_map_gain > 6 {
            let a = texts(&[&on_map_gain.max(placed)]);
            self.push(const { RuleRef::new("3.5.1") }, "AmassedTooMany", a);
        }
        let province_troops: i64 = self
            .data
            .board
            .provinces()
            .into_iter()
            .map(|p| -self.delta(Place::Space(p), Kind::Troop))
            .sum();
        if province_troops > 4 {
            let a = texts(&[&province_troops]);
            self.push(const { RuleRef::new("3.5.3") }, "TooManyTroopsRemoved", a);
        }
        // Two battles at most, five hits each (3.5.3).
        let lost: i64 = route
            .into_iter()
            .flatten()
            .map(|s| {
                i64::from(units_of(self.before, s, Faction::Sultanate))
                    - i64::from(units_of(self.after, s, Faction::Sultanate))
            })
            .sum();
        if lost > 10 {
            let a = texts(&[&lost]);
            self.push(const { RuleRef::new("3.5.3") }, "TooManyLosses", a);
        }
        self.gifts(picker);
    }

    /// 2.4.2: one Influence given up for two Resources and two Cavalry, or
    /// nothing.
    fn gifts(&mut self, picker: Faction) {
        let rule = const { RuleRef::new("2.4.2") };
        let was = self.before.influence_of(picker);
        let is = self.after.influence_of(picker);
        let resources = self.after.resources_of(picker) - self.before.resources_of(picker);
        let cavalry = self.cavalry_gained(rule, picker, true);
        let (due_resources, due_cavalry) = if is == was - 1 && was > 0 {
            (
                self.resources_due(picker, 2),
                2.min(self.tokens_for(picker)),
            )
        } else if is == was {
            (0, 0)
        } else {
            let a = texts(&[&picker.key(), &was, &is]);
            self.push(rule, "GiftsInfluence", a);
            return;
        };
        if resources != due_resources || cavalry != due_cavalry {
            let a = texts(&[
                &picker.key(),
                &due_resources,
                &due_cavalry,
                &resources,
                &cavalry,
            ]);
            self.push(rule, "Gifts", a);
        }
    }

    // ----- Succession cards -----

    /// 2.5.1: the Tughlaq Dynasty, the Bahmani Kingdom's Cavalry (its
    /// Influence and Forts) and the Empire's Resources (its Influence and
    /// Temples).
    fn zenith(&mut self) {
        let rule = const { RuleRef::new("2.5.1") };
        let may = |place: Place, kind: Kind, _| {
            matches!((place, kind), (Place::Holding(_), Kind::Cavalry))
        };
        let found = self.only(rule, &may, (&[Faction::Vijayanagara], &[], true));
        self.out.extend(found);
        if self.after.dynasty != Dynasty::Tughlaq {
            self.push(rule, "ZenithDynasty", Vec::new());
        }
        let bahmani =
            self.before.influence_of(Faction::Bahmani) + i64::from(self.before.on_map(Kind::Fort));
        let due = bahmani.min(self.tokens_for(Faction::Bahmani));
        let gained = self.cavalry_gained(rule, Faction::Bahmani, false);
        if gained != due {
            let a = texts(&[&due, &gained]);
            self.push(rule, "ZenithCavalry", a);
        }
        let empire = self.before.influence_of(Faction::Vijayanagara)
            + i64::from(self.before.on_map(Kind::Temple));
        let due = self.resources_due(Faction::Vijayanagara, empire);
        let gained = self.after.resources_of(Faction::Vijayanagara)
            - self.before.resources_of(Faction::Vijayanagara);
        if gained != due {
            let a = texts(&[&due, &gained]);
            self.push(rule, "ZenithResources", a);
        }
    }

    /// 2.5.2: one Deccan Faction gains Resources and Cavalry together up
    /// to the Prosperity of the Independent Provinces it Controls, three
    /// at most.
    fn rise(&mut self) {
        let rule = const { RuleRef::new("2.5.2") };
        let may = |place: Place, kind: Kind, _| {
            matches!((place, kind), (Place::Holding(_), Kind::Cavalry))
        };
        let found = self.only(rule, &may, (&Faction::DECCAN, &[], false));
        self.out.extend(found);
        let mut gainers = Vec::new();
        for faction in Faction::DECCAN {
            let resources = self.after.resources_of(faction) - self.before.resources_of(faction);
            let cavalry = self.cavalry_gained(rule, faction, false);
            // A token the other took from it, the pool being empty, is
            // no gain of its own (1.10).
            if resources == 0 && cavalry <= 0 {
                continue;
            }
            gainers.push(faction);
            let prosperity = controlled_prosperity(self.data, self.before, faction);
            let due = i64::from(prosperity.min(3));
            // Resources beyond 24 and tokens no one has are lost (1.8,
            // 1.10): less than due only where a cap bit.
            let capped = self.after.resources_of(faction) >= MOST_RESOURCES
                || cavalry >= self.tokens_for(faction);
            if resources < 0
                || cavalry < 0
                || resources + cavalry > due
                || (resources + cavalry < due && !capped)
            {
                let a = texts(&[&faction.key(), &due, &resources, &cavalry]);
                self.push(rule, "RiseGain", a);
            }
        }
        if gainers.len() > 1 {
            self.push(rule, "RiseOneAtATime", Vec::new());
        }
    }

    /// 2.5.3: each player Faction pays 3 Resources a shift, three shifts at
    /// most; the Influence tracks move no more than the shifts paid for.
    fn lords(&mut self) {
        let rule = const { RuleRef::new("2.5.3") };
        let may = |place: Place, kind: Kind, by: i64| match (place, kind) {
            (Place::Holding(Holding::Track(_) | Holding::Available(_)), k) => {
                matches!(k, Kind::Amir | Kind::Raja)
            }
            (Place::Space(_), k) => {
                by < 0 && matches!(k.base(), Kind::Amir | Kind::Raja)
                    || self.flipped(place, kind, by)
            }
            _ => false,
        };
        let found = self.only(rule, &may, (&Faction::PLAYERS, &Faction::DECCAN, false));
        self.out.extend(found);
        let mut paid = 0;
        for faction in Faction::PLAYERS {
            let spent = self.before.resources_of(faction) - self.after.resources_of(faction);
            if spent < 0 || spent % 3 != 0 || spent > 9 {
                let a = texts(&[&faction.key(), &spent]);
                self.push(rule, "LordsPaid", a);
            } else {
                paid += spent / 3;
            }
        }
        let moved: i64 = Faction::DECCAN
            .into_iter()
            .map(|f| (self.after.influence_of(f) - self.before.influence_of(f)).abs())
            .sum();
        if moved > paid || (paid - moved) % 2 != 0 && !self.capped_shift() {
            let a = texts(&[&paid, &moved]);
            self.push(rule, "LordsShifts", a);
        }
    }

    /// Whether a shift may have been lost off an end of a track (1.9).
    fn capped_shift(&self) -> bool {
        Faction::DECCAN.into_iter().any(|f| {
            let is = self.after.influence_of(f);
            is == 0 || is == crate::check::MOST_INFLUENCE
        })
    }

    // ----- Timurid Empire cards -----

    /// 2.6: half the Available Invaders, rounded down, into the Mountain
    /// Passes, and nothing else.
    fn first_timurid(&mut self) {
        let rule = const { RuleRef::new("2.6") };
        let passes = self.space("mountain-passes");
        let may = |place: Place, kind: Kind, _| {
            kind == Kind::Mongol
                && (place == Place::Holding(Holding::Available(Faction::Mongols))
                    || matches!(place, Place::Space(s) if Some(s) == passes))
        };
        let found = self.only(rule, &may, (&[], &[], false));
        self.out.extend(found);
        let box_had = self.before.count(
            Place::Holding(Holding::Available(Faction::Mongols)),
            Kind::Mongol,
        );
        let placed = passes.map_or(0, |p| self.delta(Place::Space(p), Kind::Mongol));
        let due = i64::from(box_had / 2);
        if placed != due {
            let a = texts(&[&due, &placed]);
            self.push(rule, "TimuridGather", a);
        }
    }

    /// 2.6: Timur Invades Delhi: battles in the three spaces, every Unit
    /// left moving on to Delhi, the assault on Delhi fought to its end, and
    /// the game over.
    fn timur(&mut self) {
        let rule = const { RuleRef::new("2.6") };
        let route = self.route();
        let may = |place: Place, kind: Kind, _| {
            invasion_piece(route, place, kind)
                || matches!((place, kind), (Place::Holding(_), Kind::Cavalry))
        };
        let found = self.only(rule, &may, (&[Faction::Sultanate], &[], false));
        self.out.extend(found);
        self.plunder_bounds(rule);
        for key in ["mountain-passes", "punjab"] {
            let Some(space) = self.space(key) else {
                continue;
            };
            let left = self.after.count(Place::Space(space), Kind::Mongol)
                + units_of(self.after, space, Faction::Sultanate);
            if left > 0 {
                self.push(rule, "TimurLeftBehind", vec![key.to_owned()]);
            }
        }
        if let Some(delhi) = self.delhi() {
            let mongols = self.after.count(Place::Space(delhi), Kind::Mongol);
            let sultanate = units_of(self.after, delhi, Faction::Sultanate);
            if mongols > 0 && sultanate > 0 {
                let a = texts(&[&mongols, &sultanate]);
                self.push(rule, "TimurStopped", a);
            }
        }
        if !self.after.deck.over {
            self.push(const { RuleRef::new("2.2") }, "TimurNoEnd", Vec::new());
        }
    }
}
