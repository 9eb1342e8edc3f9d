//! The Factions, the kinds of pieces and tokens, the kinds of spaces and
//! the places a piece can be (1.3, 1.4), each with the key files and the
//! table name it by.

/// A Faction (1.5): the three players' and the Mongol Invaders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Faction {
    /// The Delhi Sultanate.
    Sultanate,
    /// The Bahmani Kingdom.
    Bahmani,
    /// The Vijayanagara Empire.
    Vijayanagara,
    /// The Mongol Invaders, always run by the rules.
    Mongols,
}

impl Faction {
    /// Every Faction.
    pub const ALL: [Faction; 4] = [
        Faction::Sultanate,
        Faction::Bahmani,
        Faction::Vijayanagara,
        Faction::Mongols,
    ];
    /// The three a player may run.
    pub const PLAYERS: [Faction; 3] = [Faction::Sultanate, Faction::Bahmani, Faction::Vijayanagara];
    /// The two with a Deccan Influence track (1.9).
    pub const DECCAN: [Faction; 2] = [Faction::Bahmani, Faction::Vijayanagara];

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Faction::Sultanate => "sultanate",
            Faction::Bahmani => "bahmani",
            Faction::Vijayanagara => "vijayanagara",
            Faction::Mongols => "mongols",
        }
    }

    /// The Faction a key names.
    pub fn from_key(key: &str) -> Option<Faction> {
        Faction::ALL.into_iter().find(|f| f.key() == key)
    }

    /// Its place among [`Faction::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its place among [`Faction::PLAYERS`], for a player Faction.
    pub fn player(self) -> Option<usize> {
        Faction::PLAYERS.iter().position(|f| *f == self)
    }

    /// Its Unit as placed from its box: Troops, Amirs, Rajas or Mongol
    /// Invaders (an Amir or a Raja placed Obedient, 1.4.6).
    pub fn unit(self) -> Kind {
        match self {
            Faction::Sultanate => Kind::Troop,
            Faction::Bahmani => Kind::Amir,
            Faction::Vijayanagara => Kind::Raja,
            Faction::Mongols => Kind::Mongol,
        }
    }

    /// Its place among [`Faction::DECCAN`], for one with an Influence track.
    pub fn deccan(self) -> Option<usize> {
        Faction::DECCAN.iter().position(|f| *f == self)
    }
}

/// A kind of piece or token as the table counts them. Amirs and Rajas are
/// counted apart by their state on the map (1.4.5); off the map they have
/// none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Sultanate Troops.
    Troop,
    /// Sultanate Governors.
    Governor,
    /// Sultanate Qasbahs.
    Qasbah,
    /// Obedient Bahmani Amirs (and Amirs off the map).
    Amir,
    /// Rebelling Bahmani Amirs.
    AmirRebelling,
    /// Bahmani Forts.
    Fort,
    /// Obedient Vijayanagara Rajas (and Rajas off the map).
    Raja,
    /// Rebelling Vijayanagara Rajas.
    RajaRebelling,
    /// Vijayanagara Temples.
    Temple,
    /// Mongol Invaders, always Rebelling.
    Mongol,
    /// Cavalry tokens (1.10).
    Cavalry,
    /// Tributary markers (1.6).
    Tributary,
}

/// How many kinds there are.
pub const KINDS: usize = 12;

impl Kind {
    /// Every kind, in the order places count them.
    pub const ALL: [Kind; KINDS] = [
        Kind::Troop,
        Kind::Governor,
        Kind::Qasbah,
        Kind::Amir,
        Kind::AmirRebelling,
        Kind::Fort,
        Kind::Raja,
        Kind::RajaRebelling,
        Kind::Temple,
        Kind::Mongol,
        Kind::Cavalry,
        Kind::Tributary,
    ];

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Troop => "troop",
            Kind::Governor => "governor",
            Kind::Qasbah => "qasbah",
            Kind::Amir => "amir",
            Kind::AmirRebelling => "amir-rebelling",
            Kind::Fort => "fort",
            Kind::Raja => "raja",
            Kind::RajaRebelling => "raja-rebelling",
            Kind::Temple => "temple",
            Kind::Mongol => "mongol",
            Kind::Cavalry => "cavalry",
            Kind::Tributary => "tributary",
        }
    }

    /// The kind a key names.
    pub fn from_key(key: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// Its place among [`Kind::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The Faction whose piece it is: none for Cavalry and markers.
    pub fn faction(self) -> Option<Faction> {
        match self {
            Kind::Troop | Kind::Governor | Kind::Qasbah => Some(Faction::Sultanate),
            Kind::Amir | Kind::AmirRebelling | Kind::Fort => Some(Faction::Bahmani),
            Kind::Raja | Kind::RajaRebelling | Kind::Temple => Some(Faction::Vijayanagara),
            Kind::Mongol => Some(Faction::Mongols),
            Kind::Cavalry | Kind::Tributary => None,
        }
    }

    /// Whether it is a Unit (1.4.1).
    pub fn is_unit(self) -> bool {
        matches!(
            self,
            Kind::Troop
                | Kind::Governor
                | Kind::Amir
                | Kind::AmirRebelling
                | Kind::Raja
                | Kind::RajaRebelling
                | Kind::Mongol
        )
    }

    /// Whether it is a Structure (1.4.2).
    pub fn is_structure(self) -> bool {
        matches!(self, Kind::Qasbah | Kind::Fort | Kind::Temple)
    }

    /// Whether it is a piece of a Faction (a Unit or a Structure).
    pub fn is_piece(self) -> bool {
        self.is_unit() || self.is_structure()
    }

    /// The kind off the map, where Amirs and Rajas have no state.
    pub fn base(self) -> Kind {
        match self {
            Kind::AmirRebelling => Kind::Amir,
            Kind::RajaRebelling => Kind::Raja,
            other => other,
        }
    }

    /// The Rebelling kind of an Amir or a Raja.
    pub fn rebelling(self) -> Option<Kind> {
        match self {
            Kind::Amir | Kind::AmirRebelling => Some(Kind::AmirRebelling),
            Kind::Raja | Kind::RajaRebelling => Some(Kind::RajaRebelling),
            _ => None,
        }
    }
}

/// A kind of space (1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpaceKind {
    /// A Province (1.3.1).
    Province,
    /// A Mongol Invasion Region (1.3.2).
    InvasionRegion,
    /// Delhi (1.3.3).
    Delhi,
}

impl SpaceKind {
    /// Every kind.
    pub const ALL: [SpaceKind; 3] = [
        SpaceKind::Province,
        SpaceKind::InvasionRegion,
        SpaceKind::Delhi,
    ];

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            SpaceKind::Province => "province",
            SpaceKind::InvasionRegion => "invasion-region",
            SpaceKind::Delhi => "delhi",
        }
    }

    /// The kind a key names.
    pub fn from_key(key: &str) -> Option<SpaceKind> {
        SpaceKind::ALL.into_iter().find(|k| k.key() == key)
    }
}

/// A holding box or pool beside the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holding {
    /// A Faction's holding box (1.4.3); a player Faction's also keeps its
    /// Cavalry (1.10).
    Available(Faction),
    /// The places for Units on a Faction's Deccan Influence track (1.9).
    Track(Faction),
    /// The shared pool of Cavalry tokens (1.10).
    CavalryPool,
    /// The Tributary markers not on the map (1.6).
    TributaryMarkers,
}

/// How many holding boxes and pools there are.
pub const HOLDINGS: usize = 8;

impl Holding {
    /// Every one, in the order places count them after the spaces.
    pub const ALL: [Holding; HOLDINGS] = [
        Holding::Available(Faction::Sultanate),
        Holding::Available(Faction::Bahmani),
        Holding::Available(Faction::Vijayanagara),
        Holding::Available(Faction::Mongols),
        Holding::Track(Faction::Bahmani),
        Holding::Track(Faction::Vijayanagara),
        Holding::CavalryPool,
        Holding::TributaryMarkers,
    ];

    /// Its key.
    pub fn key(self) -> String {
        match self {
            Holding::Available(faction) => format!("{}-available", faction.key()),
            Holding::Track(faction) => format!("{}-influence-track", faction.key()),
            Holding::CavalryPool => "cavalry-pool".to_owned(),
            Holding::TributaryMarkers => "tributary-markers".to_owned(),
        }
    }

    /// Its place among [`Holding::ALL`].
    pub fn index(self) -> usize {
        Holding::ALL.iter().position(|h| *h == self).unwrap_or(0)
    }
}

/// Where a piece or token is: a space of the board (by its index) or a
/// holding box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A space, by its index in the board.
    Space(usize),
    /// A holding box or pool.
    Holding(Holding),
}

impl Place {
    /// The space's index, if it is a space.
    pub fn space(self) -> Option<usize> {
        match self {
            Place::Space(space) => Some(space),
            Place::Holding(_) => None,
        }
    }
}
