//! An Event judged against the steps the table entered for its card
//! (2.3.4): each Faction's Resources, Influence and Cavalry changed by
//! what the steps say (within the tracks' ends and the tokens there are),
//! no more pieces of a kind placed, removed, moved or flipped than the
//! steps allow, the Tributary markers likewise; whatever no step explains
//! is said, and so is a "Stay Eligible" declared otherwise than the card
//! has it.

use coin_table::{RuleRef, Verdict};

use crate::check::{MOST_INFLUENCE, MOST_RESOURCES, broken};
use crate::data::Data;
use crate::edit::Edit;
use crate::events::{EventCard, Step};
use crate::ids::{Faction, Holding, Kind, Place};
use crate::state::State;
use crate::victory::controller;

const RULE: RuleRef = RuleRef::new("2.3.4");

fn texts(items: &[&dyn ToString]) -> Vec<String> {
    items.iter().map(|i| i.to_string()).collect()
}

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
    let sum = |pick: &dyn Fn(&Step) -> Option<i64>| -> i64 { steps.iter().filter_map(pick).sum() };
    // The tracks: exactly what the steps say, within their ends.
    for f in Faction::PLAYERS {
        let by = sum(&|s| match *s {
            Step::Resources(g, n) if g == f => Some(n),
            _ => None,
        });
        let was = before.resources_of(f);
        let due = (was + by).clamp(0, MOST_RESOURCES.max(was)) - was;
        let done = after.resources_of(f) - was;
        if done != due {
            out.push(broken(
                RULE,
                "EventTrack",
                texts(&[&format!("{}-resources", f.key()), &due, &done]),
            ));
        }
        let by = sum(&|s| match *s {
            Step::Cavalry(g, n) if g == f => Some(n),
            _ => None,
        });
        let own =
            |s: &State| i64::from(s.count(Place::Holding(Holding::Available(f)), Kind::Cavalry));
        // Tokens come from the pool, then from the other Factions (1.10):
        // fewer only where there were not so many to take.
        let takeable = 10 - own(before);
        let due = by.clamp(-own(before), takeable);
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
        let by = sum(&|s| match *s {
            Step::Influence(g, n) if g == f => Some(n),
            _ => None,
        });
        let was = before.influence_of(f);
        let due = (was + by).clamp(0, MOST_INFLUENCE) - was;
        let done = after.influence_of(f) - was;
        if done != due {
            out.push(broken(
                RULE,
                "EventTrack",
                texts(&[&format!("{}-influence", f.key()), &due, &done]),
            ));
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
    let most = |pick: &dyn Fn(&Step) -> Option<(Kind, u32)>, kind: Kind| -> i64 {
        steps
            .iter()
            .filter_map(pick)
            .filter(|(k, _)| *k == kind)
            .map(|(_, n)| i64::from(n))
            .sum()
    };
    let mut done = std::collections::BTreeMap::<(&str, Kind), i64>::new();
    for edit in edits {
        match *edit {
            Edit::Move {
                kind,
                count,
                from,
                to,
            } => {
                let n = i64::from(count);
                let base = kind.base();
                let way = match (from, to) {
                    // The Units an Influence track keeps follow its
                    // marker (1.9).
                    (Place::Holding(Holding::Track(_)), _)
                    | (_, Place::Holding(Holding::Track(_))) => continue,
                    (Place::Holding(_), Place::Space(_)) => "place",
                    (Place::Space(_), Place::Holding(_)) => "remove",
                    (Place::Space(_), Place::Space(_)) => "move",
                    (Place::Holding(_), Place::Holding(_)) => continue,
                };
                if base == Kind::Tributary || base == Kind::Cavalry {
                    continue;
                }
                *done.entry((way, base)).or_default() += n;
            }
            Edit::Flip {
                unit,
                count,
                space,
                rebelling,
            } => {
                // The flip 1.4.5 makes by itself is no step's.
                let owner = unit.faction();
                if rebelling && owner.is_some() && controller(data, after, space) == owner {
                    continue;
                }
                *done.entry(("flip", unit.base())).or_default() += i64::from(count);
            }
            _ => {}
        }
    }
    for ((way, kind), n) in done {
        let allowed = match way {
            "place" => most(
                &|s| {
                    if let Step::Place(k, m) = *s {
                        Some((k, m))
                    } else {
                        None
                    }
                },
                kind,
            ),
            "remove" => most(
                &|s| {
                    if let Step::Remove(k, m) = *s {
                        Some((k, m))
                    } else {
                        None
                    }
                },
                kind,
            ),
            "move" => most(
                &|s| {
                    if let Step::Move(k, m) = *s {
                        Some((k, m))
                    } else {
                        None
                    }
                },
                kind,
            ),
            _ => most(
                &|s| {
                    if let Step::Flip(k, m) = *s {
                        Some((k, m))
                    } else {
                        None
                    }
                },
                kind,
            ),
        };
        if n > allowed {
            let a = texts(&[&format!("step-{way}"), &kind.key(), &allowed, &n]);
            out.push(broken(RULE, "EventPieces", a));
        }
    }
    let markers = |s: &State| i64::from(s.on_map(Kind::Tributary));
    let changed = markers(after) - markers(before);
    let bound: i64 = steps
        .iter()
        .filter_map(|s| {
            if let Step::Tributary(n) = *s {
                Some(n)
            } else {
                None
            }
        })
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
