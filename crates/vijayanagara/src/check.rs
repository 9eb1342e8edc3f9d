//! What a position breaks by itself, whatever brought it about: each
//! verdict with the section that settles it, its code and its arguments
//! (a key, a number). None of these checks panics on a position, however
//! broken: a free change can make any position.

use coin_table::{RuleRef, Verdict};

use crate::data::Data;
use crate::ids::{Faction, Holding, Kind, Place, SpaceKind};
use crate::state::{State, takes};
use crate::victory::controller;

/// A verdict that breaks a rule: the section, written as a literal, is
/// read when the program is compiled (`RuleRef::new` in a constant).
pub fn broken(rule: RuleRef, code: &str, args: Vec<String>) -> Verdict {
    Verdict {
        rule,
        code: code.to_owned(),
        error: true,
        args,
    }
}

/// A verdict's or a question's arguments, each written as text.
pub fn texts(items: &[&dyn ToString]) -> Vec<String> {
    items.iter().map(|i| i.to_string()).collect()
}

/// The most Resources a Faction may hold (1.8).
pub const MOST_RESOURCES: i64 = 24;
/// The highest Deccan Influence (1.9).
pub const MOST_INFLUENCE: i64 = 4;

/// Everything the position breaks: the pieces and tokens the game has
/// (1.4, 1.6, 1.10), where they may be (1.3.1 to 1.3.3, 1.4.3, 1.6, 1.10),
/// one Structure of a kind in a space (1.4.4), Units under their own
/// Faction's Control Rebelling (1.4.5), Resources (1.8) and Influence with
/// the Units its track keeps (1.9).
pub fn check(data: &Data, state: &State) -> Vec<Verdict> {
    let mut out = Vec::new();
    totals(data, state, &mut out);
    holdings(state, &mut out);
    spaces(data, state, &mut out);
    tracks(data, state, &mut out);
    out
}

/// Every piece and token the game has, once (1.4, 1.6, 1.10).
fn totals(data: &Data, state: &State, out: &mut Vec<Verdict>) {
    for kind in Kind::ALL.into_iter().filter(|k| k.base() == *k) {
        let counted: u32 = state
            .spaces
            .iter()
            .chain(state.holdings.iter())
            .map(|c| {
                Kind::ALL
                    .iter()
                    .filter(|k| k.base() == kind)
                    .map(|k| c[k.index()])
                    .sum::<u32>()
            })
            .sum();
        let (expected, section) = match kind {
            Kind::Tributary => (
                u32::try_from(data.board.provinces().len()).unwrap_or(u32::MAX),
                const { RuleRef::new("1.6") },
            ),
            Kind::Cavalry => (data.pieces.count(kind), const { RuleRef::new("1.10") }),
            _ => (data.pieces.count(kind), const { RuleRef::new("1.4") }),
        };
        if counted != expected {
            let args = vec![
                kind.key().to_owned(),
                counted.to_string(),
                expected.to_string(),
            ];
            out.push(broken(section, "PieceTotal", args));
        }
    }
}

/// What each holding box may keep: a Faction's box its own pieces (and a
/// player Faction's its Cavalry), a track its Faction's Units, the pool
/// Cavalry, the markers' box Tributary markers; none with a state (1.4.3,
/// 1.9, 1.10, 1.6).
fn holdings(state: &State, out: &mut Vec<Verdict>) {
    for holding in Holding::ALL {
        for kind in Kind::ALL {
            let n = state.count(Place::Holding(holding), kind);
            if n == 0 {
                continue;
            }
            let (fits, section) = match holding {
                Holding::Available(faction) => (
                    kind.base() == kind
                        && (kind.faction() == Some(faction)
                            || kind == Kind::Cavalry && faction != Faction::Mongols),
                    const { RuleRef::new("1.4.3") },
                ),
                Holding::Track(faction) => (
                    kind.is_unit() && kind.base() == kind && kind.faction() == Some(faction),
                    const { RuleRef::new("1.9") },
                ),
                Holding::CavalryPool => (kind == Kind::Cavalry, const { RuleRef::new("1.10") }),
                Holding::TributaryMarkers => {
                    (kind == Kind::Tributary, const { RuleRef::new("1.6") })
                }
            };
            if !fits {
                let args = vec![holding.key(), kind.key().to_owned(), n.to_string()];
                out.push(broken(section, "WrongHolding", args));
            }
        }
    }
}

/// What each space may hold (1.3.1 to 1.3.3, 1.4.4, 1.4.5, 1.6, 1.10).
fn spaces(data: &Data, state: &State, out: &mut Vec<Verdict>) {
    for (space, counts) in state.spaces.iter().enumerate() {
        let Some(kind) = data.board.kind(space) else {
            continue;
        };
        let key = &data.board.spaces[space].key;
        for piece in Kind::ALL {
            let n = counts[piece.index()];
            if n == 0 {
                continue;
            }
            let args = || vec![key.clone(), piece.key().to_owned(), n.to_string()];
            match piece.faction() {
                Some(faction) if !takes(kind, faction) => {
                    let section = match kind {
                        SpaceKind::Province => const { RuleRef::new("1.3.1") },
                        SpaceKind::InvasionRegion => const { RuleRef::new("1.3.2") },
                        SpaceKind::Delhi => const { RuleRef::new("1.3.3") },
                    };
                    out.push(broken(section, "NotHere", args()));
                }
                _ => {}
            }
            if piece.is_structure() && n > 1 {
                out.push(broken(
                    const { RuleRef::new("1.4.4") },
                    "StructuresStacked",
                    args(),
                ));
            }
            if piece == Kind::Cavalry {
                out.push(broken(
                    const { RuleRef::new("1.10") },
                    "CavalryOnMap",
                    args(),
                ));
            }
            if piece == Kind::Tributary && (kind != SpaceKind::Province || n > 1) {
                out.push(broken(
                    const { RuleRef::new("1.6") },
                    "TributaryMarker",
                    args(),
                ));
            }
        }
        let obedient = match controller(data, state, space) {
            Some(Faction::Bahmani) => Some(Kind::Amir),
            Some(Faction::Vijayanagara) => Some(Kind::Raja),
            _ => None,
        };
        if let Some(unit) = obedient {
            let n = counts[unit.index()];
            if n > 0 {
                let args = vec![key.clone(), unit.key().to_owned(), n.to_string()];
                out.push(broken(
                    const { RuleRef::new("1.4.5") },
                    "ObedientUnderControl",
                    args,
                ));
            }
        }
    }
}

/// What a Faction's track value breaks when it is not from 0 to `most`:
/// the rule and the code that say so.
fn out_of_range(
    faction: Faction,
    (value, most): (i64, i64),
    (rule, code): (RuleRef, &str),
) -> Option<Verdict> {
    let args = vec![faction.key().to_owned(), value.to_string()];
    (!(0..=most).contains(&value)).then(|| broken(rule, code, args))
}

/// Resources from 0 to 24 (1.8); Influence from 0 to 4, with the Units its
/// track keeps above it (1.9).
fn tracks(data: &Data, state: &State, out: &mut Vec<Verdict>) {
    for faction in Faction::PLAYERS {
        let value = state.resources_of(faction);
        let rule = const { RuleRef::new("1.8") };
        out.extend(out_of_range(
            faction,
            (value, MOST_RESOURCES),
            (rule, "ResourcesRange"),
        ));
    }
    for faction in Faction::DECCAN {
        let level = state.influence_of(faction);
        let rule = const { RuleRef::new("1.9") };
        if let Some(verdict) =
            out_of_range(faction, (level, MOST_INFLUENCE), (rule, "InfluenceRange"))
        {
            out.push(verdict);
            continue;
        }
        let unit = faction.unit();
        let there = state.count(Place::Holding(Holding::Track(faction)), unit);
        let due = data.pieces.on_track(faction, level);
        if there != due {
            let args = vec![faction.key().to_owned(), there.to_string(), due.to_string()];
            out.push(broken(const { RuleRef::new("1.9") }, "TrackUnits", args));
        }
    }
}
