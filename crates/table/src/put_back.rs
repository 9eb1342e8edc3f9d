//! The moves that turn the physical table from one position into another,
//! for any volume: worked out from what the board draws of each
//! ([`Layout`]), so that a table looking back at an earlier moment, or
//! taking an entry back, can set its pieces and tracks as the program has
//! them. It knows no game: a piece is a kind's key, a place is a space's
//! or a box's key.

use crate::volume::Layout;

/// One move on the physical table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableMove {
    /// Pieces of one kind taken from one place to another.
    Move {
        /// The kind of piece, by key.
        piece: String,
        /// How many.
        count: u32,
        /// The place they leave.
        from: String,
        /// The place they reach.
        to: String,
    },
    /// Pieces of a kind taken off a place with nowhere on the board to go:
    /// the volume draws no box they return to (or they turn into another
    /// kind, as a piece flipped).
    Remove {
        /// The kind of piece, by key.
        piece: String,
        /// How many.
        count: u32,
        /// The place they leave.
        from: String,
    },
    /// Pieces of a kind put on a place from nowhere the board draws.
    Add {
        /// The kind of piece, by key.
        piece: String,
        /// How many.
        count: u32,
        /// The place they reach.
        to: String,
    },
    /// A track set to another value.
    Track {
        /// The track, by key.
        track: String,
        /// Its value now.
        from: i64,
        /// The value it takes.
        to: i64,
    },
}

/// How many of each kind stand in each place: the places in the layout's
/// order (spaces, then boxes), each with its pieces.
fn places(layout: &Layout) -> Vec<(&str, &[(String, u32)])> {
    let spaces = layout
        .spaces
        .iter()
        .map(|space| (space.key.as_str(), space.pieces.as_slice()));
    let boxes = layout
        .boxes
        .iter()
        .map(|(key, pieces)| (key.as_str(), pieces.as_slice()));
    spaces.chain(boxes).collect()
}

/// Each key once, in the order first met.
fn first_met<'a>(keys: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen = std::collections::HashSet::new();
    keys.filter(|key| seen.insert(*key)).collect()
}

fn count_of(pieces: &[(String, u32)], kind: &str) -> u32 {
    pieces
        .iter()
        .filter(|(key, _)| key == kind)
        .map(|(_, count)| *count)
        .sum()
}

/// The moves that turn the table from `from` into `to`: for each kind of
/// piece (in the order first met), the places with too many give to those
/// with too few, in the layout's order; what cannot be matched is removed
/// or added; then each track that differs. No move for a position that
/// already matches.
pub fn put_back(from: &Layout, to: &Layout) -> Vec<TableMove> {
    let (now, then) = (places(from), places(to));
    let keys = first_met(now.iter().chain(&then).map(|(key, _)| *key));
    let kinds = first_met(
        now.iter()
            .chain(&then)
            .flat_map(|(_, pieces)| pieces.iter().map(|(kind, _)| kind.as_str())),
    );
    let pieces_at = |list: &[(&str, &[(String, u32)])], place: &str, kind: &str| {
        list.iter()
            .filter(|(key, _)| *key == place)
            .map(|(_, pieces)| count_of(pieces, kind))
            .sum::<u32>()
    };
    let mut moves = Vec::new();
    for kind in kinds {
        let mut over = Vec::new();
        let mut under = Vec::new();
        for place in &keys {
            let (a, b) = (pieces_at(&now, place, kind), pieces_at(&then, place, kind));
            if a > b {
                over.push((*place, a - b));
            } else if b > a {
                under.push((*place, b - a));
            }
        }
        pair(kind, (over, under), &mut moves);
    }
    for (track, value) in &to.tracks {
        let before = from.tracks.iter().find(|(key, _)| key == track);
        if let Some((_, was)) = before.filter(|(_, was)| was != value) {
            moves.push(TableMove::Track {
                track: track.clone(),
                from: *was,
                to: *value,
            });
        }
    }
    moves
}

/// Places with how many of a kind they hold too many (or too few).
type Counts<'a> = Vec<(&'a str, u32)>;

/// Matches the places with too many of a kind to those with too few, in
/// order; the rest are removed or added.
fn pair(kind: &str, (over, under): (Counts<'_>, Counts<'_>), out: &mut Vec<TableMove>) {
    let (mut over, mut under) = (over.into_iter(), under.into_iter());
    let (mut left, mut wanted) = (0, 0);
    let (mut giver, mut taker) = ("", "");
    loop {
        if left == 0 {
            match over.next() {
                Some((place, n)) => (giver, left) = (place, n),
                None => break,
            }
        }
        if wanted == 0 {
            match under.next() {
                Some((place, n)) => (taker, wanted) = (place, n),
                None => break,
            }
        }
        let count = left.min(wanted);
        out.push(TableMove::Move {
            piece: kind.to_owned(),
            count,
            from: giver.to_owned(),
            to: taker.to_owned(),
        });
        left -= count;
        wanted -= count;
    }
    // What is left over has nowhere the board draws to go, or come from.
    for (from, count) in leftovers((giver, left), over) {
        let piece = kind.to_owned();
        out.push(TableMove::Remove { piece, count, from });
    }
    for (to, count) in leftovers((taker, wanted), under) {
        let piece = kind.to_owned();
        out.push(TableMove::Add { piece, count, to });
    }
}

/// The places left over once the pairing stops: the place being worked on,
/// with what it still had, then the others, untouched.
fn leftovers<'a>(
    (place, n): (&'a str, u32),
    others: impl Iterator<Item = (&'a str, u32)>,
) -> impl Iterator<Item = (String, u32)> {
    (n > 0)
        .then_some((place, n))
        .into_iter()
        .chain(others)
        .map(|(p, n)| (p.to_owned(), n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::volume::SpaceView;

    fn space(key: &str, pieces: &[(&str, u32)]) -> SpaceView {
        SpaceView {
            key: key.to_owned(),
            kind: "province".to_owned(),
            at: (0.5, 0.5),
            small: false,
            pieces: pieces.iter().map(|(k, n)| ((*k).to_owned(), *n)).collect(),
            neighbours: Vec::new(),
        }
    }

    fn layout(spaces: &[(&str, &[(&str, u32)])], pool: &[(&str, u32)], track: i64) -> Layout {
        Layout {
            spaces: spaces.iter().map(|(k, p)| space(k, p)).collect(),
            boxes: vec![(
                "pool".to_owned(),
                pool.iter().map(|(k, n)| ((*k).to_owned(), *n)).collect(),
            )],
            tracks: vec![("gold".to_owned(), track)],
        }
    }

    #[test]
    fn a_position_that_matches_needs_no_move() {
        let a = layout(&[("north", &[("troop", 2)])], &[("troop", 3)], 4);
        assert_eq!(put_back(&a, &a.clone()), Vec::new());
    }

    #[test]
    fn pieces_go_back_where_they_were_and_tracks_are_set() {
        // Now: two troops marched north to south and one left the pool for
        // the east; the track went from 4 to 7.
        let now = layout(
            &[
                ("north", &[]),
                ("south", &[("troop", 2)]),
                ("east", &[("troop", 1)]),
            ],
            &[("troop", 2)],
            7,
        );
        let then = layout(
            &[("north", &[("troop", 2)]), ("south", &[]), ("east", &[])],
            &[("troop", 3)],
            4,
        );
        let moves = put_back(&now, &then);
        let go = |count, from: &str, to: &str| TableMove::Move {
            piece: "troop".to_owned(),
            count,
            from: from.to_owned(),
            to: to.to_owned(),
        };
        assert_eq!(
            moves,
            vec![
                go(2, "south", "north"),
                go(1, "east", "pool"),
                TableMove::Track {
                    track: "gold".to_owned(),
                    from: 7,
                    to: 4
                },
            ]
        );
    }

    #[test]
    fn pieces_with_no_box_to_go_to_are_removed_or_added() {
        // A piece flipped in the west: one kind gone, the other come.
        let now = layout(&[("west", &[("active", 1), ("troop", 1)])], &[], 0);
        let then = layout(&[("west", &[("hidden", 1)])], &[("troop", 1)], 0);
        assert_eq!(
            put_back(&now, &then),
            vec![
                TableMove::Remove {
                    piece: "active".to_owned(),
                    count: 1,
                    from: "west".to_owned()
                },
                TableMove::Move {
                    piece: "troop".to_owned(),
                    count: 1,
                    from: "west".to_owned(),
                    to: "pool".to_owned()
                },
                TableMove::Add {
                    piece: "hidden".to_owned(),
                    count: 1,
                    to: "west".to_owned()
                },
            ]
        );
    }

    #[test]
    fn one_place_can_give_to_several_and_several_to_one() {
        let now = layout(&[("a", &[("t", 3)]), ("b", &[]), ("c", &[])], &[], 0);
        let then = layout(
            &[("a", &[]), ("b", &[("t", 1)]), ("c", &[("t", 2)])],
            &[],
            0,
        );
        let moves = put_back(&now, &then);
        assert_eq!(moves.len(), 2, "{moves:?}");
        let back = put_back(&then, &now);
        assert_eq!(back.len(), 2, "{back:?}");
        for list in [&moves, &back] {
            assert!(
                list.iter()
                    .all(|m| matches!(m, TableMove::Move { piece, .. } if piece == "t"))
            );
        }
    }
}
