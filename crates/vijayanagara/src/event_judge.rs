//! An Event judged against the steps the table entered for its card
//! (2.3.4): each Faction's Resources, Influence and Cavalry changed by
//! what the steps say (within the tracks' ends and the tokens there are),
//! no more pieces of a kind placed, removed, moved or flipped than the
//! steps allow, the Tributary markers likewise; whatever no step explains
//! is said, and so is a "Stay Eligible" declared otherwise than the card
//! has it.

use std::collections::BTreeMap;

use coin_table::{RuleRef, Verdict};

use crate::check::{MOST_INFLUENCE, MOST_RESOURCES, broken, texts};
use crate::data::Data;
use crate::edit::Edit;
use crate::events::{EventCard, Step};
use crate::ids::{Faction, Holding, Kind, Place};
use crate::state::State;
use crate::victory::controller;

const RULE: RuleRef = RuleRef::new("2.3.4");

/// What an Event of `faction` breaks of the steps entered for its card.
pub fn judge_event(
    data: &Data,
    (card, shaded, stay): (&EventCard, bool, bool),
    faction: Faction,
    (before, edits, after): (&State, &[Edit], &State),
) -> Vec<Verdict> {
    let mut out = Vec::new();
    let steps = &card.texts[usize::from(shaded)];
    if stay != card.stay {
        let a = texts(&[&faction.key(), &card.stay]);
        out.push(broken(RULE, "EventStay", a));
    }
    // What the steps change a Faction's track or tokens by.
    let by = |key: &str, f: Faction| -> i64 {
        steps
            .iter()
            .filter_map(|s| s.on_faction())
            .filter(|(k, g, _)| *k == key && *g == f)
            .map(|(_, _, n)| n)
            .sum()
    };
    // The tracks: exactly what the steps say, within their ends.
    for f in Faction::PLAYERS {
        let was = before.resources_of(f);
        let due = (was + by("resources", f)).clamp(0, MOST_RESOURCES.max(was)) - was;
        let done = after.resources_of(f) - was;
        if done != due {
            let a = texts(&[&format!("{}-resources", f.key()), &due, &done]);
            out.push(broken(RULE, "EventTrack", a));
        }
        let own =
            |s: &State| i64::from(s.count(Place::Holding(Holding::Available(f)), Kind::Cavalry));
        // Tokens come from the pool, then from the other Factions (1.10):
        // fewer only where there were not so many to take.
        let takeable = i64::from(data.pieces.count(Kind::Cavalry)) - own(before);
        let due = by("cavalry", f).clamp(-own(before), takeable);
        let done = own(after) - own(before);
        if done != due {
            out.push(broken(
                RULE,
                "EventCavalry",
                texts(&[&f.key(), &due, &done]),
            ));
        }
    }
    for f in Faction::DECCAN {
        let was = before.influence_of(f);
        let due = (was + by("influence", f)).clamp(0, MOST_INFLUENCE) - was;
        let done = after.influence_of(f) - was;
        if done != due {
            let a = texts(&[&format!("{}-influence", f.key()), &due, &done]);
            out.push(broken(RULE, "EventTrack", a));
        }
    }
    pieces(data, steps, (before, edits, after), &mut out);
    if before.dynasty != after.dynasty {
        out.push(broken(RULE, "EventDynasty", Vec::new()));
    }
    out
}

/// The pieces placed, removed, moved and flipped against the steps' most
/// of each kind, and the Tributary markers.
fn pieces(
    data: &Data,
    steps: &[Step],
    (before, edits, after): (&State, &[Edit], &State),
    out: &mut Vec<Verdict>,
) {
    for ((way, kind), n) in pieces_changed(data, edits, after) {
        let allowed: i64 = steps
            .iter()
            .filter_map(|s| s.on_pieces())
            .filter(|(w, k, _)| *w == way && *k == kind)
            .map(|(_, _, most)| i64::from(most))
            .sum();
        if n > allowed {
            let a = texts(&[&format!("step-{way}"), &kind.key(), &allowed, &n]);
            out.push(broken(RULE, "EventPieces", a));
        }
    }
    let markers = |s: &State| i64::from(s.on_map(Kind::Tributary));
    let changed = markers(after) - markers(before);
    let bound: i64 = steps
        .iter()
        .map(|s| if let Step::Tributary(n) = *s { n } else { 0 })
        .sum();
    let fits = if bound >= 0 {
        (0..=bound).contains(&changed)
    } else {
        (bound..=0).contains(&changed)
    };
    if !fits {
        out.push(broken(RULE, "EventTributary", texts(&[&bound, &changed])));
    }
}

/// How many pieces of each kind the gestures placed, removed, moved or
/// flipped, by the key of the step that allows it: the Units an Influence
/// track keeps follow its marker (1.9), and the flips Control makes by
/// itself (1.4.5) are no step's.
fn pieces_changed(
    data: &Data,
    edits: &[Edit],
    after: &State,
) -> BTreeMap<(&'static str, Kind), i64> {
    let mut done = BTreeMap::new();
    for edit in edits {
        match *edit {
            Edit::Move {
                kind,
                count,
                from,
                to,
            } => {
                let way = match (from, to) {
                    (Place::Holding(Holding::Track(_)), _)
                    | (_, Place::Holding(Holding::Track(_))) => continue,
                    (Place::Holding(_), Place::Space(_)) => "place",
                    (Place::Space(_), Place::Holding(_)) => "remove",
                    (Place::Space(_), Place::Space(_)) => "move",
                    (Place::Holding(_), Place::Holding(_)) => continue,
                };
                let base = kind.base();
                if base != Kind::Tributary && base != Kind::Cavalry {
                    *done.entry((way, base)).or_default() += i64::from(count);
                }
            }
            Edit::Flip {
                unit,
                count,
                space,
                rebelling,
            } => {
                let owner = unit.faction();
                if !(rebelling && owner.is_some() && controller(data, after, space) == owner) {
                    *done.entry(("flip", unit.base())).or_default() += i64::from(count);
                }
            }
            _ => {}
        }
    }
    done
}
