//! Typed identifiers and small enumerations shared by data, state and checks
//! (Factions 1.5, pieces 1.4, space kinds 1.3.1, Support levels 1.6.1).

use std::fmt;
use std::ops::{Index, IndexMut};

use coin_table::RuleRef;
use serde::{Deserialize, Serialize};

/// Index of a space in [`crate::data::map::Map`]: Cities, Provinces, Princely States and
/// Railways share one numbering. Only a `Map` hands these out, so an id is
/// always valid for the map it came from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct SpaceId(pub(crate) u16);

impl SpaceId {
    /// Position in the map's list of spaces.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Index of a Town (1.3.6, 1.3.8): not a space, only an end of Railways.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct TownId(pub(crate) u16);

impl TownId {
    /// Position in the map's list of Towns.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The four Factions (1.5), in the order the rulebook lists them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// British Raj: the counterinsurgent.
    Raj,
    /// Indian National Congress: nonviolent.
    Congress,
    /// Muslim League: nonviolent.
    MuslimLeague,
    /// Revolutionaries: insurgent.
    Revolutionaries,
}

impl Faction {
    /// All four, in rulebook order.
    pub const ALL: [Faction; 4] = [
        Faction::Raj,
        Faction::Congress,
        Faction::MuslimLeague,
        Faction::Revolutionaries,
    ];

    /// Stable snake_case key used in files and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Faction::Raj => "raj",
            Faction::Congress => "congress",
            Faction::MuslimLeague => "muslim_league",
            Faction::Revolutionaries => "revolutionaries",
        }
    }

    /// The Faction whose [`Faction::key`] this is.
    pub fn from_key(key: &str) -> Option<Faction> {
        Faction::ALL.into_iter().find(|f| f.key() == key)
    }

    /// The Activists a nonviolent Faction places (1.4): Congress's for
    /// Congress, the Muslim League's otherwise.
    pub fn nv_activist(self) -> Piece {
        if self == Faction::Congress {
            Piece::CongressActivist
        } else {
            Piece::LeagueActivist
        }
    }

    /// The other nonviolent Faction's Activists: the Muslim League's for
    /// Congress, Congress's otherwise.
    pub fn other_nv_activist(self) -> Piece {
        if self == Faction::Congress {
            Piece::LeagueActivist
        } else {
            Piece::CongressActivist
        }
    }
}

impl fmt::Display for Faction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// One value per Faction, indexable by [`Faction`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerFaction<T> {
    /// British Raj.
    pub raj: T,
    /// Indian National Congress.
    pub congress: T,
    /// Muslim League.
    pub muslim_league: T,
    /// Revolutionaries.
    pub revolutionaries: T,
}

impl<T> PerFaction<T> {
    /// Builds the four values from a function of the Faction.
    pub fn from_fn(mut f: impl FnMut(Faction) -> T) -> PerFaction<T> {
        PerFaction {
            raj: f(Faction::Raj),
            congress: f(Faction::Congress),
            muslim_league: f(Faction::MuslimLeague),
            revolutionaries: f(Faction::Revolutionaries),
        }
    }

    /// The Factions with their values, in rulebook order.
    pub fn iter(&self) -> impl Iterator<Item = (Faction, &T)> {
        Faction::ALL
            .into_iter()
            .map(move |faction| (faction, &self[faction]))
    }
}

impl<T> Index<Faction> for PerFaction<T> {
    type Output = T;
    fn index(&self, faction: Faction) -> &T {
        match faction {
            Faction::Raj => &self.raj,
            Faction::Congress => &self.congress,
            Faction::MuslimLeague => &self.muslim_league,
            Faction::Revolutionaries => &self.revolutionaries,
        }
    }
}

impl<T> IndexMut<Faction> for PerFaction<T> {
    fn index_mut(&mut self, faction: Faction) -> &mut T {
        match faction {
            Faction::Raj => &mut self.raj,
            Faction::Congress => &mut self.congress,
            Faction::MuslimLeague => &mut self.muslim_league,
            Faction::Revolutionaries => &mut self.revolutionaries,
        }
    }
}

/// A kind of wooden piece (1.2, 1.4). Guerrillas are split by side because
/// the side is part of the state (1.4.3); Activists are not, because whether
/// they are Active follows from their space.
///
/// In files a piece is named by its plural key (`troops`, `league_bases`…),
/// the same as [`Piece::key`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Piece {
    /// Raj Troop (red cube).
    #[serde(rename = "troops")]
    Troop,
    /// Raj Sepoy (white cube).
    #[serde(rename = "sepoys")]
    Sepoy,
    /// Congress Activist (orange cylinder).
    #[serde(rename = "congress_activists")]
    CongressActivist,
    /// Muslim League Activist (green cylinder).
    #[serde(rename = "league_activists")]
    LeagueActivist,
    /// Gandhi, the Congress leader (large orange cylinder, 1.4.5).
    #[serde(rename = "gandhi")]
    Gandhi,
    /// Revolutionaries Guerrilla, Underground side up.
    #[serde(rename = "guerrillas_underground")]
    GuerrillaUnderground,
    /// Revolutionaries Guerrilla, Active side up.
    #[serde(rename = "guerrillas_active")]
    GuerrillaActive,
    /// Muslim League Base (green disc).
    #[serde(rename = "league_bases")]
    LeagueBase,
    /// Revolutionaries Base (black disc).
    #[serde(rename = "revolutionaries_bases")]
    RevolutionariesBase,
}

impl Piece {
    /// Every kind, in a fixed order.
    pub const ALL: [Piece; 9] = [
        Piece::Troop,
        Piece::Sepoy,
        Piece::CongressActivist,
        Piece::LeagueActivist,
        Piece::Gandhi,
        Piece::GuerrillaUnderground,
        Piece::GuerrillaActive,
        Piece::LeagueBase,
        Piece::RevolutionariesBase,
    ];

    /// The Faction owning the piece.
    pub fn faction(self) -> Faction {
        match self {
            Piece::Troop | Piece::Sepoy => Faction::Raj,
            Piece::CongressActivist | Piece::Gandhi => Faction::Congress,
            Piece::LeagueActivist | Piece::LeagueBase => Faction::MuslimLeague,
            Piece::GuerrillaUnderground | Piece::GuerrillaActive | Piece::RevolutionariesBase => {
                Faction::Revolutionaries
            }
        }
    }

    /// The inventory line that counts this piece (both Guerrilla sides share one).
    pub fn stock(self) -> Stock {
        match self {
            Piece::Troop => Stock::Troops,
            Piece::Sepoy => Stock::Sepoys,
            Piece::CongressActivist => Stock::CongressActivists,
            Piece::LeagueActivist => Stock::LeagueActivists,
            Piece::Gandhi => Stock::Gandhi,
            Piece::GuerrillaUnderground | Piece::GuerrillaActive => Stock::Guerrillas,
            Piece::LeagueBase => Stock::LeagueBases,
            Piece::RevolutionariesBase => Stock::RevolutionariesBases,
        }
    }

    /// Stable snake_case key used in files.
    pub fn key(self) -> &'static str {
        match self {
            Piece::Troop => "troops",
            Piece::Sepoy => "sepoys",
            Piece::CongressActivist => "congress_activists",
            Piece::LeagueActivist => "league_activists",
            Piece::Gandhi => "gandhi",
            Piece::GuerrillaUnderground => "guerrillas_underground",
            Piece::GuerrillaActive => "guerrillas_active",
            Piece::LeagueBase => "league_bases",
            Piece::RevolutionariesBase => "revolutionaries_bases",
        }
    }

    /// Whether this is a Raj cube (Troop or Sepoy).
    pub fn is_cube(self) -> bool {
        matches!(self, Piece::Troop | Piece::Sepoy)
    }

    /// Whether this is a Base of either Faction.
    pub fn is_base(self) -> bool {
        matches!(self, Piece::LeagueBase | Piece::RevolutionariesBase)
    }

    /// Whether this is an Activist of either nonviolent Faction.
    pub fn is_activist(self) -> bool {
        matches!(self, Piece::CongressActivist | Piece::LeagueActivist)
    }

    pub(crate) fn slot(self) -> usize {
        self as usize
    }
}

/// A line of the Available Forces inventory (1.4.1): how many of a piece exist.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stock {
    /// 15 Troops.
    Troops,
    /// 45 Sepoys.
    Sepoys,
    /// 16 Congress Activists.
    CongressActivists,
    /// 16 Muslim League Activists.
    LeagueActivists,
    /// Gandhi.
    Gandhi,
    /// 16 Guerrillas, either side up.
    Guerrillas,
    /// 5 Muslim League Bases.
    LeagueBases,
    /// 5 Revolutionaries Bases.
    RevolutionariesBases,
}

impl Stock {
    /// Every inventory line.
    pub const ALL: [Stock; 8] = [
        Stock::Troops,
        Stock::Sepoys,
        Stock::CongressActivists,
        Stock::LeagueActivists,
        Stock::Gandhi,
        Stock::Guerrillas,
        Stock::LeagueBases,
        Stock::RevolutionariesBases,
    ];

    /// The pieces counted on this line.
    pub fn pieces(self) -> &'static [Piece] {
        match self {
            Stock::Troops => &[Piece::Troop],
            Stock::Sepoys => &[Piece::Sepoy],
            Stock::CongressActivists => &[Piece::CongressActivist],
            Stock::LeagueActivists => &[Piece::LeagueActivist],
            Stock::Gandhi => &[Piece::Gandhi],
            Stock::Guerrillas => &[Piece::GuerrillaUnderground, Piece::GuerrillaActive],
            Stock::LeagueBases => &[Piece::LeagueBase],
            Stock::RevolutionariesBases => &[Piece::RevolutionariesBase],
        }
    }

    /// Stable snake_case key used in files.
    pub fn key(self) -> &'static str {
        match self {
            Stock::Troops => "troops",
            Stock::Sepoys => "sepoys",
            Stock::CongressActivists => "congress_activists",
            Stock::LeagueActivists => "league_activists",
            Stock::Gandhi => "gandhi",
            Stock::Guerrillas => "guerrillas",
            Stock::LeagueBases => "league_bases",
            Stock::RevolutionariesBases => "revolutionaries_bases",
        }
    }
}

/// How many of each [`Piece`] sit in one place (a space or a box).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PieceCounts([u8; 9]);

impl PieceCounts {
    /// No pieces.
    pub const EMPTY: PieceCounts = PieceCounts([0; 9]);

    /// How many of a piece.
    pub fn get(&self, piece: Piece) -> u8 {
        self.0.get(piece.slot()).copied().unwrap_or(0)
    }

    /// Sets how many of a piece.
    pub fn set(&mut self, piece: Piece, count: u8) {
        if let Some(slot) = self.0.get_mut(piece.slot()) {
            *slot = count;
        }
    }

    /// Adds pieces, saturating at 255.
    pub fn add(&mut self, piece: Piece, count: u8) {
        let now = self.get(piece);
        self.set(piece, now.saturating_add(count));
    }

    /// Removes up to `count` pieces; returns how many were there to remove.
    pub fn remove(&mut self, piece: Piece, count: u8) -> u8 {
        let now = self.get(piece);
        let taken = now.min(count);
        self.set(piece, now - taken);
        taken
    }

    /// Total on one inventory line (both Guerrilla sides together).
    pub fn stock(&self, stock: Stock) -> u32 {
        stock
            .pieces()
            .iter()
            .map(|piece| u32::from(self.get(*piece)))
            .sum()
    }

    /// Raj cubes: Troops plus Sepoys.
    pub fn cubes(&self) -> u32 {
        u32::from(self.get(Piece::Troop)) + u32::from(self.get(Piece::Sepoy))
    }

    /// Activists of both nonviolent Factions.
    pub fn activists(&self) -> u32 {
        u32::from(self.get(Piece::CongressActivist)) + u32::from(self.get(Piece::LeagueActivist))
    }

    /// Bases of both Factions.
    pub fn bases(&self) -> u32 {
        u32::from(self.get(Piece::LeagueBase)) + u32::from(self.get(Piece::RevolutionariesBase))
    }

    /// Guerrillas, both sides.
    pub fn guerrillas(&self) -> u32 {
        self.stock(Stock::Guerrillas)
    }

    /// The count of every piece kind, indexed like [`Piece::ALL`].
    pub fn counts(&self) -> [u8; 9] {
        self.0
    }

    /// Every piece kind present, with its count.
    pub fn iter(&self) -> impl Iterator<Item = (Piece, u8)> + '_ {
        Piece::ALL
            .into_iter()
            .map(|piece| (piece, self.get(piece)))
            .filter(|(_, count)| *count > 0)
    }

    /// Whether nothing is here.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|count| *count == 0)
    }
}

impl fmt::Debug for PieceCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(piece, count)| (piece.key(), count)))
            .finish()
    }
}

impl Serialize for PieceCounts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        for (piece, count) in self.iter() {
            map.serialize_entry(&piece, &count)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for PieceCounts {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let entries = std::collections::BTreeMap::<Piece, u8>::deserialize(deserializer)?;
        let mut counts = PieceCounts::EMPTY;
        for (piece, count) in entries {
            counts.set(piece, count);
        }
        Ok(counts)
    }
}

/// Kind of a map space (1.3.1). Muslim States are Provinces carrying a
/// marker, so they are not a kind of their own here.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKind {
    /// City: Population 1 (1.3.2).
    City,
    /// Province: Population 1 or 2 (1.3.3).
    Province,
    /// Princely State, printed on the map (1.3.5).
    PrincelyState,
    /// Railway (1.3.6).
    Railway,
}

impl SpaceKind {
    /// The kind's key, as files write it.
    pub fn key(self) -> &'static str {
        match self {
            SpaceKind::City => "city",
            SpaceKind::Province => "province",
            SpaceKind::PrincelyState => "princely_state",
            SpaceKind::Railway => "railway",
        }
    }
}

/// Support or Opposition in a space (1.6.1), from Active Opposition (−2) to
/// Active Support (+2). Neutral shows no marker.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum SupportLevel {
    /// Counts double Population for Total Opposition.
    ActiveOpposition,
    /// Counts Population once for Total Opposition.
    PassiveOpposition,
    /// No marker.
    #[default]
    Neutral,
    /// Counts Population once for Total Support.
    PassiveSupport,
    /// Counts double Population for Total Support.
    ActiveSupport,
}

impl SupportLevel {
    /// All five levels from Active Opposition to Active Support.
    pub const ALL: [SupportLevel; 5] = [
        SupportLevel::ActiveOpposition,
        SupportLevel::PassiveOpposition,
        SupportLevel::Neutral,
        SupportLevel::PassiveSupport,
        SupportLevel::ActiveSupport,
    ];

    /// −2 for Active Opposition up to +2 for Active Support.
    pub fn value(self) -> i32 {
        match self {
            SupportLevel::ActiveOpposition => -2,
            SupportLevel::PassiveOpposition => -1,
            SupportLevel::Neutral => 0,
            SupportLevel::PassiveSupport => 1,
            SupportLevel::ActiveSupport => 2,
        }
    }

    /// Multiplier of Population for Total Support (1.6.3).
    pub fn support_weight(self) -> i32 {
        self.value().max(0)
    }

    /// Multiplier of Population for Total Opposition (1.6.3, 1.6.4).
    pub fn opposition_weight(self) -> i32 {
        (-self.value()).max(0)
    }

    /// The level one step towards Active Support (`up`) or Active Opposition;
    /// stays put at either end.
    pub fn shifted(self, up: bool) -> SupportLevel {
        let value = (self.value() + if up { 1 } else { -1 }).clamp(-2, 2);
        SupportLevel::from_value(value)
    }

    /// The level for a value, clamped to −2..=2.
    pub fn from_value(value: i32) -> SupportLevel {
        match value.clamp(-2, 2) {
            -2 => SupportLevel::ActiveOpposition,
            -1 => SupportLevel::PassiveOpposition,
            0 => SupportLevel::Neutral,
            1 => SupportLevel::PassiveSupport,
            _ => SupportLevel::ActiveSupport,
        }
    }
}

/// Index of a Viceroy (Campaign card) in the component data's list of Viceroys.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ViceroyId(pub(crate) u8);

impl ViceroyId {
    /// Position in the list of Viceroys.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A card of the draw deck.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Card {
    /// An Event card by number.
    Event(u8),
    /// A Campaign card, which shows a Viceroy.
    Campaign(ViceroyId),
}

/// Where pieces can be: a space, or one of the three boxes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// A space of the map.
    Space(SpaceId),
    /// The Available Forces boxes (1.4.1).
    Available,
    /// The Out of Play box (1.3.10).
    OutOfPlay,
    /// The Jail box (1.3.9).
    Jail,
}

impl Place {
    /// Where a piece removed from the map goes: Gandhi and Activists are
    /// arrested to Jail, every other piece returns to Available (3.2.4).
    pub fn removed(piece: Piece) -> Place {
        if piece.is_activist() || piece == Piece::Gandhi {
            Place::Jail
        } else {
            Place::Available
        }
    }
}

/// A marker that sits in a space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marker {
    /// Protest (1.10).
    Protest,
    /// Unrest (1.11).
    Unrest,
    /// Strike (1.12).
    Strike,
    /// Muslim State (1.3.5).
    MuslimState,
}

impl Marker {
    /// All four.
    pub const ALL: [Marker; 4] = [
        Marker::Protest,
        Marker::Unrest,
        Marker::Strike,
        Marker::MuslimState,
    ];
}

/// One end of a Railway (1.3.6): a City space or a Town.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RailEnd {
    /// A City space.
    City(SpaceId),
    /// A Town (not a space).
    Town(TownId),
}

/// One fact of the map or of the Protest boxes that a table can check.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum FactId {
    /// Whether a space is a City, a Province or a Princely State (1.3.1).
    Kind(SpaceId),
    /// A space's Population (1.3.2, 1.3.3).
    Population(SpaceId),
    /// Whether a space is Muslim (1.3.4).
    Muslim(SpaceId),
    /// The spaces a space is adjacent to (1.3.8).
    Neighbours(SpaceId),
    /// A Railway's Econ value (1.3.6).
    Econ(SpaceId),
    /// The City or Town at each end of a Railway (1.3.6).
    Ends(SpaceId),
    /// A Town where Railways end (1.3.6).
    Town(TownId),
    /// The Restraint level a Protest box sits beside (1.10).
    BoxLevel(u8),
    /// How many Protest markers a box holds (1.10).
    BoxCapacity(u8),
}

impl FactId {
    /// The word used for the fact in the file.
    pub fn key(self) -> &'static str {
        match self {
            FactId::Kind(_) => "kind",
            FactId::Population(_) => "population",
            FactId::Muslim(_) => "muslim",
            FactId::Neighbours(_) => "neighbours",
            FactId::Econ(_) => "econ",
            FactId::Ends(_) => "ends",
            FactId::Town(_) => "town",
            FactId::BoxLevel(_) => "box_level",
            FactId::BoxCapacity(_) => "box_capacity",
        }
    }

    /// The space the fact belongs to, if any.
    pub fn space(self) -> Option<SpaceId> {
        match self {
            FactId::Kind(id)
            | FactId::Population(id)
            | FactId::Muslim(id)
            | FactId::Neighbours(id)
            | FactId::Econ(id)
            | FactId::Ends(id) => Some(id),
            FactId::Town(_) | FactId::BoxLevel(_) | FactId::BoxCapacity(_) => None,
        }
    }

    /// The section that says what the fact is.
    pub fn rule(self) -> RuleRef {
        RuleRef::new(match self {
            FactId::Kind(_) => "1.3.1",
            FactId::Population(_) => "1.3.3",
            FactId::Muslim(_) => "1.3.4",
            FactId::Neighbours(_) => "1.3.8",
            FactId::Econ(_) | FactId::Ends(_) | FactId::Town(_) => "1.3.6",
            FactId::BoxLevel(_) | FactId::BoxCapacity(_) => "1.10",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_slot_is_its_place_in_the_list_of_all() {
        for (i, piece) in Piece::ALL.into_iter().enumerate() {
            assert_eq!(piece.slot(), i, "{piece:?}");
        }
    }

    #[test]
    fn piece_counts_add_remove_and_group_guerrillas() {
        let mut counts = PieceCounts::EMPTY;
        counts.add(Piece::GuerrillaActive, 2);
        counts.add(Piece::GuerrillaUnderground, 3);
        assert_eq!(counts.guerrillas(), 5);
        assert_eq!(counts.remove(Piece::GuerrillaActive, 5), 2);
        assert_eq!(counts.get(Piece::GuerrillaActive), 0);
        assert_eq!(counts.stock(Stock::Guerrillas), 3);
    }

    #[test]
    fn file_keys_match_serde_names() {
        for piece in Piece::ALL {
            let mut counts = PieceCounts::EMPTY;
            counts.set(piece, 1);
            let text = serde_json::to_string(&counts).unwrap();
            assert_eq!(text, format!("{{\"{}\":1}}", piece.key()));
        }
        for stock in Stock::ALL {
            assert_eq!(
                serde_json::to_string(&stock).unwrap(),
                format!("\"{}\"", stock.key())
            );
        }
    }

    #[test]
    fn every_piece_belongs_to_one_stock_line() {
        for piece in Piece::ALL {
            assert!(piece.stock().pieces().contains(&piece));
        }
    }

    #[test]
    fn support_weights_follow_1_6_3() {
        assert_eq!(SupportLevel::ActiveSupport.support_weight(), 2);
        assert_eq!(SupportLevel::PassiveOpposition.opposition_weight(), 1);
        assert_eq!(SupportLevel::Neutral.support_weight(), 0);
        assert_eq!(
            SupportLevel::ActiveSupport.shifted(true),
            SupportLevel::ActiveSupport
        );
        assert_eq!(
            SupportLevel::PassiveSupport.shifted(false),
            SupportLevel::Neutral
        );
    }
}
