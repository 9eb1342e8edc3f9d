//! A finding: something in a state or a change that does not fit the rules,
//! with the section it cites, the spaces and pieces it concerns, and the
//! provisional fact it may rest on. All findings of a state make a
//! [`Report`].

use crate::data::GameData;
use crate::ids::{Card, Piece, SpaceId, SpaceKind, Stock, SupportLevel};
use crate::rule::RuleRef;
use crate::vocab::issue::{Arg, Issue, fill};
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;

/// What a finding is about, with the facts needed to word it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FindingKind {
    /// More Bases than the space's Population (1.4.2).
    BasesOverPopulation {
        /// The space.
        space: SpaceId,
        /// Bases there.
        bases: u32,
        /// Its Population.
        population: u32,
    },
    /// A Base on a Railway (1.4.2).
    BaseOnRailway {
        /// The Railway.
        space: SpaceId,
        /// Bases there.
        bases: u32,
    },
    /// Troops in a Princely State or Muslim State (1.4.2).
    TroopsInState {
        /// The State.
        space: SpaceId,
        /// Troops there.
        troops: u8,
        /// Whether it is a Muslim State (else a Princely State).
        muslim_state: bool,
    },
    /// More than one Protest marker in a space (1.4.2).
    ProtestsStacked {
        /// The space.
        space: SpaceId,
        /// Protest markers there.
        protests: u8,
    },
    /// A Muslim State marker outside a Province (1.3.5).
    MuslimStateOutsideProvince {
        /// The space.
        space: SpaceId,
        /// What it is instead.
        kind: SpaceKind,
    },
    /// A Support or Opposition level on a Railway (1.3.6).
    LevelOnRailway {
        /// The Railway.
        space: SpaceId,
        /// The level shown.
        level: SupportLevel,
    },
    /// More than one Strike on a Railway (5.1.1).
    StrikesStacked {
        /// The Railway.
        space: SpaceId,
        /// Strike markers there.
        strikes: u8,
    },
    /// Unrest markers on a Railway (5.1.4).
    UnrestOnRailway {
        /// The Railway.
        space: SpaceId,
        /// Unrest markers there.
        unrest: u8,
    },
    /// Strike markers off the Railways (1.12).
    StrikeOffRailway {
        /// The space.
        space: SpaceId,
        /// Strike markers there.
        strikes: u8,
    },
    /// Pieces of one inventory line do not add up (1.4.1).
    PiecesMiscounted {
        /// The inventory line.
        stock: Stock,
        /// How many exist.
        exist: u32,
        /// How many are counted everywhere.
        counted: u32,
        /// In India.
        on_map: u32,
        /// In the Available boxes.
        available: u32,
        /// In the Out of Play box.
        out_of_play: u32,
        /// In Jail.
        jail: u32,
        /// Held for a pending setup step.
        pending: u32,
    },
    /// Gandhi in the Available box (1.4.1).
    GandhiAvailable,
    /// Gandhi in the Out of Play box (1.4.5).
    GandhiOutOfPlay,
    /// A piece that is never arrested sits in Jail (1.3.9).
    NotArrestable {
        /// The piece.
        piece: Piece,
        /// How many.
        count: u8,
    },
    /// More Protest markers in India than exist (1.10).
    TooManyProtests {
        /// In India.
        in_india: u32,
        /// In the game.
        exist: u32,
    },
    /// More Unrest and Strike markers in India than exist (1.11).
    TooManyUnrestMarkers {
        /// In India.
        in_india: u32,
        /// In the game.
        exist: u32,
    },
    /// A track outside its bounds (1.8, 6.6, 6.7).
    TrackOutOfBounds {
        /// The track.
        track: Track,
        /// Its value.
        value: i32,
        /// Lowest allowed.
        min: i32,
        /// Highest allowed.
        max: i32,
    },
    /// The Viceroy box is empty (2.5).
    NoViceroy,
    /// A card appears more than once (1.2).
    CardRepeated {
        /// The card.
        card: Card,
    },
    /// Something a declared action did that its rules do not allow.
    Action {
        /// What.
        issue: Issue,
        /// The values its sentence refers to.
        args: Vec<Arg>,
    },
}

impl FindingKind {
    /// The section the finding cites.
    pub fn rule(&self) -> RuleRef {
        match self {
            FindingKind::BasesOverPopulation { .. }
            | FindingKind::BaseOnRailway { .. }
            | FindingKind::TroopsInState { .. }
            | FindingKind::ProtestsStacked { .. } => RuleRef::new("1.4.2"),
            FindingKind::MuslimStateOutsideProvince { .. } => RuleRef::new("1.3.5"),
            FindingKind::LevelOnRailway { .. } => RuleRef::new("1.3.6"),
            FindingKind::StrikesStacked { .. } => RuleRef::new("5.1.1"),
            FindingKind::UnrestOnRailway { .. } => RuleRef::new("5.1.4"),
            FindingKind::StrikeOffRailway { .. } => RuleRef::new("1.12"),
            FindingKind::PiecesMiscounted { .. } | FindingKind::GandhiAvailable => {
                RuleRef::new("1.4.1")
            }
            FindingKind::GandhiOutOfPlay => RuleRef::new("1.4.5"),
            FindingKind::NotArrestable { .. } => RuleRef::new("1.3.9"),
            FindingKind::TooManyProtests { .. } => RuleRef::new("1.10"),
            FindingKind::TooManyUnrestMarkers { .. } => RuleRef::new("1.11"),
            FindingKind::TrackOutOfBounds { track, .. } => match track {
                Track::Restraint => RuleRef::new("6.6"),
                Track::Unity => RuleRef::new("6.7"),
                Track::RajResources | Track::RevolutionariesResources => RuleRef::new("1.8"),
            },
            FindingKind::NoViceroy => RuleRef::new("2.5"),
            FindingKind::CardRepeated { .. } => RuleRef::new("1.2"),
            FindingKind::Action { issue, args } => args
                .iter()
                .find_map(|a| match a {
                    Arg::Rule(rule) => Some(*rule),
                    _ => None,
                })
                .unwrap_or_else(|| issue.rule()),
        }
    }

    /// How serious it is.
    pub fn severity(&self) -> Severity {
        match self {
            FindingKind::NoViceroy => Severity::Warning,
            FindingKind::Action { issue, .. } => issue.severity(),
            _ => Severity::Error,
        }
    }

    /// The English sentence for it.
    pub fn english(&self, data: &GameData) -> String {
        let name = |id: &SpaceId| data.map.space(*id).name.as_str();
        match self {
            FindingKind::BasesOverPopulation {
                space,
                bases,
                population,
            } => format!(
                "{} has Population {population} and may hold at most {population} Base(s); it holds {bases}",
                name(space)
            ),
            FindingKind::BaseOnRailway { space, bases } => format!(
                "{} is a Railway and may hold no Base; it holds {bases}",
                name(space)
            ),
            FindingKind::TroopsInState {
                space,
                troops,
                muslim_state,
            } => format!(
                "{} is {}, where Troops may never be; it holds {troops}",
                name(space),
                if *muslim_state {
                    "a Muslim State"
                } else {
                    "a Princely State"
                }
            ),
            FindingKind::ProtestsStacked { space, protests } => format!(
                "{} holds {protests} Protest markers; a space holds one at most",
                name(space)
            ),
            FindingKind::MuslimStateOutsideProvince { space, kind } => format!(
                "{} is a {}; a Muslim State marker goes only in a Province",
                name(space),
                kind.name()
            ),
            FindingKind::LevelOnRailway { space, level } => format!(
                "{} is a Railway and has no Support or Opposition, yet shows {}",
                name(space),
                level.name()
            ),
            FindingKind::StrikesStacked { space, strikes } => format!(
                "{} holds {strikes} Strike markers; a Railway holds one at most",
                name(space)
            ),
            FindingKind::UnrestOnRailway { space, unrest } => format!(
                "{} is a Railway and holds {unrest} Unrest marker(s); on a Railway a Strike marker is placed instead",
                name(space)
            ),
            FindingKind::StrikeOffRailway { space, strikes } => format!(
                "{} is not a Railway, yet holds {strikes} Strike marker(s); Strikes go only on Railways",
                name(space)
            ),
            FindingKind::PiecesMiscounted {
                stock,
                exist,
                counted,
                on_map,
                available,
                out_of_play,
                jail,
                pending,
            } => {
                let mut places = format!(
                    "{on_map} on the map, {available} Available, {out_of_play} Out of Play, {jail} in Jail"
                );
                if *pending > 0 {
                    places.push_str(&format!(", {pending} waiting for a setup step"));
                }
                let gap = if counted > exist {
                    format!("{} too many", counted - exist)
                } else {
                    format!("{} missing", exist - counted)
                };
                format!(
                    "{}: the game has {exist}, the table shows {counted} ({places}): {gap}",
                    stock.name()
                )
            }
            FindingKind::GandhiAvailable => {
                "Gandhi is in the Available box; he is never Available: he stays on the map or in Jail".to_owned()
            }
            FindingKind::GandhiOutOfPlay => {
                "Gandhi is in the Out of Play box; he cannot be eliminated and is only ever on the map or in Jail".to_owned()
            }
            FindingKind::NotArrestable { piece, count } => format!(
                "the Jail holds {count} {}; only Gandhi and Activists are ever arrested",
                piece.name(u32::from(*count))
            ),
            FindingKind::TooManyProtests { in_india, exist } => {
                format!("{in_india} Protest markers are in India but only {exist} exist")
            }
            FindingKind::TooManyUnrestMarkers { in_india, exist } => format!(
                "{in_india} Unrest and Strike markers are in India; only {exist} two-sided markers exist"
            ),
            FindingKind::TrackOutOfBounds {
                track,
                value,
                min,
                max,
            } => format!("{} is {value}; it lies between {min} and {max}", track.name()),
            FindingKind::NoViceroy => {
                "the British Viceroy of India box is empty; every Campaign has a Viceroy".to_owned()
            }
            FindingKind::CardRepeated { card } => {
                let card = match card {
                    Card::Event(number) => format!("Event card {number}"),
                    Card::Campaign(id) => format!(
                        "the Campaign card of {}",
                        data.viceroys.get(*id).map_or("a Viceroy", |v| v.name.as_str())
                    ),
                };
                format!(
                    "{card} appears more than once among the current card, the deck, the played and set-aside cards and the Viceroy box"
                )
            }
            FindingKind::Action { issue, args } => {
                let words: Vec<String> = args.iter().map(|a| a.english(data)).collect();
                fill(issue.english(), &words)
            }
        }
    }
}

/// A provisional component fact a finding rests on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Caveat {
    /// The space's Population is provisional.
    ProvisionalPopulation(SpaceId),
    /// The number of Protest markers is provisional.
    ProvisionalProtestCount,
}

impl Caveat {
    /// The English sentence for it.
    pub fn english(self, data: &GameData) -> String {
        match self {
            Caveat::ProvisionalPopulation(space) => format!(
                "the Population of {} is provisional: check it on the board",
                data.map.space(space).name
            ),
            Caveat::ProvisionalProtestCount => {
                "the number of Protest markers is provisional: count them in your game".to_owned()
            }
        }
    }
}

/// One thing that does not fit the rules, with the section it breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding {
    /// The rule section.
    pub rule: RuleRef,
    /// How serious.
    pub severity: Severity,
    /// What it is about, with its facts.
    pub kind: FindingKind,
    /// The same in an English sentence.
    pub message: String,
    /// The spaces involved.
    pub spaces: Vec<SpaceId>,
    /// The kinds of pieces involved.
    pub pieces: Vec<Piece>,
    /// A provisional fact the finding rests on.
    pub caveat: Option<Caveat>,
    /// The caveat in English.
    pub provisional: Option<String>,
}

impl Finding {
    pub(crate) fn new(data: &GameData, kind: FindingKind) -> Finding {
        Finding {
            rule: kind.rule(),
            severity: kind.severity(),
            message: kind.english(data),
            kind,
            spaces: Vec::new(),
            pieces: Vec::new(),
            caveat: None,
            provisional: None,
        }
    }

    pub(crate) fn in_space(mut self, space: SpaceId) -> Finding {
        self.spaces.push(space);
        self
    }

    pub(crate) fn with_piece(mut self, piece: Piece) -> Finding {
        self.pieces.push(piece);
        self
    }

    pub(crate) fn resting_on(mut self, data: &GameData, caveat: Option<Caveat>) -> Finding {
        self.provisional = caveat.map(|c| c.english(data));
        self.caveat = caveat;
        self
    }
}

/// All findings for one state.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// Every finding, grouped by check, in map order within each.
    pub findings: Vec<Finding>,
}

impl Report {
    /// Whether nothing was found.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// Findings that cite a section.
    pub fn citing(&self, rule: RuleRef) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(move |f| f.rule == rule)
    }

    /// Findings that name a space.
    pub fn in_space(&self, space: SpaceId) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(move |f| f.spaces.contains(&space))
    }
}
