//! The ledger of an action's changes: each part of the action takes off what
//! it explains; whatever is left was done by no part and is reported.

use super::diff::{Changed, Diff, PieceDelta, SpaceDelta, Touched};
use crate::ids::{Piece, Place, SpaceId};
use crate::vocab::action::{Choice, Declared};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue, Term};
use crate::vocab::track::Track;
use coin_table::RuleRef;

/// One of the three boxes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BoxKind {
    Available,
    OutOfPlay,
    Jail,
}

impl BoxKind {
    fn place(self) -> Place {
        match self {
            BoxKind::Available => Place::Available,
            BoxKind::OutOfPlay => Place::OutOfPlay,
            BoxKind::Jail => Place::Jail,
        }
    }
}

fn slot(piece: Piece) -> usize {
    // A piece's slot is its place in `Piece::ALL`.
    piece.slot()
}

/// The arguments of a wrong-box finding: `count` pieces that reached
/// `went` where they belong in `should`.
pub(crate) fn wrong_box_args(
    (piece, count): (Piece, i32),
    went: BoxKind,
    should: BoxKind,
) -> Vec<Arg> {
    vec![
        Arg::Int(i64::from(count)),
        Arg::Piece(piece, i64::from(count)),
        Arg::Place(went.place()),
        Arg::Piece(piece, 2),
        Arg::Place(should.place()),
    ]
}

/// What remains to be explained.
#[derive(Clone, Debug)]
pub(crate) struct Ledger {
    spaces: Vec<SpaceDelta>,
    /// Every space the change or a part's explanation touched.
    touched: Touched,
    boxes: [PieceDelta; 3],
    tracks: [i32; 4],
    forgiven: bool,
}

fn track_slot(track: Track) -> usize {
    match track {
        Track::Restraint => 0,
        Track::Unity => 1,
        Track::RajResources => 2,
        Track::RevolutionariesResources => 3,
    }
}

impl Ledger {
    pub fn new(diff: &Diff) -> Ledger {
        Ledger {
            spaces: diff.spaces.clone(),
            touched: diff.touched(),
            boxes: [diff.available, diff.out_of_play, diff.jail],
            tracks: [
                diff.restraint,
                diff.unity,
                diff.raj_resources,
                diff.revolutionaries_resources,
            ],
            forgiven: false,
        }
    }

    fn space_mut(&mut self, space: SpaceId) -> Option<&mut SpaceDelta> {
        self.touched.mark(space.index());
        self.spaces.get_mut(space.index())
    }

    /// Explains a change of `amount` pieces in a space.
    pub fn take_piece(&mut self, space: SpaceId, piece: Piece, amount: i32) {
        if let Some(d) = self.space_mut(space)
            && let Some(v) = d.pieces.0.get_mut(slot(piece))
        {
            *v -= amount;
        }
    }

    /// Explains every Guerrilla change in a space, both sides.
    pub fn take_guerrillas(&mut self, space: SpaceId, delta: &PieceDelta) {
        for piece in [Piece::GuerrillaUnderground, Piece::GuerrillaActive] {
            self.take_piece(space, piece, delta.get(piece));
        }
    }

    /// Explains `count` Guerrillas in a space flipped to Active (negative:
    /// flipped Underground).
    pub fn take_flipped(&mut self, space: SpaceId, count: i32) {
        self.take_piece(space, Piece::GuerrillaUnderground, -count);
        self.take_piece(space, Piece::GuerrillaActive, count);
    }

    /// Pieces placed in a space from Available (negative: taken back),
    /// taken off at both ends.
    pub fn take_placed(&mut self, space: SpaceId, piece: Piece, amount: i32) {
        self.take_piece(space, piece, amount);
        self.take_box(BoxKind::Available, piece, -amount);
    }

    /// Explains a change of `amount` pieces in a box. Guerrillas in boxes are
    /// all kept Underground, so both sides are taken together.
    pub fn take_box(&mut self, which: BoxKind, piece: Piece, amount: i32) {
        let piece = match piece {
            Piece::GuerrillaActive => Piece::GuerrillaUnderground,
            other => other,
        };
        let index = match which {
            BoxKind::Available => 0,
            BoxKind::OutOfPlay => 1,
            BoxKind::Jail => 2,
        };
        if let Some(b) = self.boxes.get_mut(index)
            && let Some(v) = b.0.get_mut(slot(piece))
        {
            *v -= amount;
        }
    }

    /// Unexplained change of a piece in the Available box.
    pub fn available(&self, piece: Piece) -> i32 {
        self.boxes.first().map_or(0, |b| b.get(piece))
    }

    /// Unexplained change of a piece in the Out of Play box.
    pub fn out_of_play(&self, piece: Piece) -> i32 {
        self.boxes.get(1).map_or(0, |b| b.get(piece))
    }

    /// Explains a change of `amount` in one of a space's counts.
    #[inline]
    fn take_in(&mut self, space: SpaceId, amount: i32, count: fn(&mut SpaceDelta) -> &mut i32) {
        if let Some(d) = self.space_mut(space) {
            *count(d) -= amount;
        }
    }

    /// Explains a change of Protest markers.
    pub fn take_protests(&mut self, space: SpaceId, amount: i32) {
        self.take_in(space, amount, |d| &mut d.protests);
    }

    /// Explains a change of Unrest markers.
    pub fn take_unrest(&mut self, space: SpaceId, amount: i32) {
        self.take_in(space, amount, |d| &mut d.unrest);
    }

    /// Explains a change of Strike markers.
    pub fn take_strikes(&mut self, space: SpaceId, amount: i32) {
        self.take_in(space, amount, |d| &mut d.strikes);
    }

    /// Explains a Muslim State marker placed (+1) or removed (−1).
    pub fn take_muslim_state(&mut self, space: SpaceId, amount: i32) {
        self.take_in(space, amount, |d| &mut d.muslim_state);
    }

    /// Explains a shift of Support/Opposition (positive towards Support).
    pub fn take_level(&mut self, space: SpaceId, amount: i32) {
        self.take_in(space, amount, |d| &mut d.level);
    }

    /// Explains a change of a track.
    pub fn take_track(&mut self, track: Track, amount: i32) {
        if let Some(v) = self.tracks.get_mut(track_slot(track)) {
            *v -= amount;
        }
    }

    /// Nothing further is reported (the action was already refused whole).
    pub fn forgive_all(&mut self) {
        self.forgiven = true;
    }

    /// Reports every change no part explained, each citing the section
    /// that sets out what the action changes: the Operation's own, Passing
    /// (2.3.3) or carrying out an Event (5.1).
    pub fn report_leftovers(&self, declared: &Declared, findings: &mut Vec<Finding>) {
        let (action, rule) = match declared.choice {
            Choice::Pass => (Arg::Term(Term::Pass), RuleRef::new("2.3.3")),
            Choice::Event { .. } => (Arg::Term(Term::TheEvent), RuleRef::new("5.1")),
            Choice::Operation { op, .. } => (Arg::Operation(op), op.section(declared.faction)),
        };
        let start = findings.len();
        self.report_leftovers_of(action, findings);
        let event = matches!(declared.choice, Choice::Event { .. });
        for finding in findings.iter_mut().skip(start) {
            // An Event's wrong box breaks the Event rule on removals (5.1.3).
            if !(event && finding.issue == Issue::WrongBox) {
                finding.rule = rule;
            }
        }
    }

    /// Reports every change no part of `action` explained.
    pub fn report_leftovers_of(&self, action: Arg, findings: &mut Vec<Finding>) {
        if self.forgiven {
            return;
        }
        let mut push = |issue: Issue, args: Vec<Arg>, space: Option<SpaceId>| {
            let mut finding = Finding::new(issue, args);
            if let Some(space) = space {
                finding = finding.in_space(space);
            }
            findings.push(finding);
        };
        for (id, _) in Changed::over(&self.spaces, self.touched) {
            push(
                Issue::ChangeNotPartOf,
                vec![Arg::Space(id), action.clone()],
                Some(id),
            );
        }
        // Pieces that came into (or left) the spaces unexplained: a box
        // change made of the same pieces, the other way, is the other end
        // of the same moves, reported with the spaces, not again.
        let on_map = self.pieces_on_map();
        let guerrillas = |counts: &[i32; 9]| {
            counts
                .get(slot(Piece::GuerrillaUnderground))
                .copied()
                .unwrap_or(0)
                + counts
                    .get(slot(Piece::GuerrillaActive))
                    .copied()
                    .unwrap_or(0)
        };
        let map_guerrillas = guerrillas(&on_map);
        const KINDS: [BoxKind; 3] = [BoxKind::Available, BoxKind::OutOfPlay, BoxKind::Jail];
        let mut boxes = self.boxes_sideless();
        // Pieces missing from one box and found in another, with nothing
        // left over on the map: pieces put in the wrong box, one finding.
        for piece in Piece::ALL {
            let k = slot(piece);
            let on_board = match piece {
                Piece::GuerrillaUnderground => map_guerrillas,
                Piece::GuerrillaActive => continue,
                _ => on_map.get(k).copied().unwrap_or(0),
            };
            if on_board != 0 {
                continue;
            }
            for should in 0..3 {
                for went in 0..3 {
                    let short = -boxes[should].0.get(k).copied().unwrap_or(0);
                    let extra = boxes[went].0.get(k).copied().unwrap_or(0);
                    let n = short.min(extra);
                    if went == should || n <= 0 {
                        continue;
                    }
                    push(
                        Issue::WrongBox,
                        wrong_box_args((piece, n), KINDS[went], KINDS[should]),
                        None,
                    );
                    if let Some(v) = boxes[should].0.get_mut(k) {
                        *v += n;
                    }
                    if let Some(v) = boxes[went].0.get_mut(k) {
                        *v -= n;
                    }
                }
            }
        }
        for (d, which) in boxes.into_iter().zip(KINDS) {
            let other_end = Piece::ALL.into_iter().all(|piece| {
                let v = d.0.get(slot(piece)).copied().unwrap_or(0);
                let there = match piece {
                    Piece::GuerrillaUnderground => map_guerrillas,
                    Piece::GuerrillaActive => 0,
                    _ => on_map.get(slot(piece)).copied().unwrap_or(0),
                };
                v == 0 || v.signum() == -there.signum()
            });
            if !d.is_zero() && !other_end {
                push(
                    Issue::BoxChangeNotPartOf,
                    vec![Arg::Place(which.place()), action.clone()],
                    None,
                );
            }
        }
        for (v, track) in self.tracks.iter().zip(Track::ALL) {
            if *v != 0 {
                push(
                    Issue::TrackChangeNotPartOf,
                    vec![Arg::Track(track), Arg::Int(i64::from(*v)), action.clone()],
                    None,
                );
            }
        }
    }

    /// The pieces that came into (positive) or left (negative) the spaces,
    /// unexplained, summed over the map.
    fn pieces_on_map(&self) -> [i32; 9] {
        let mut on_map = [0i32; 9];
        for (_, d) in Changed::over(&self.spaces, self.touched) {
            for piece in Piece::ALL {
                if let Some(v) = on_map.get_mut(slot(piece)) {
                    *v += d.pieces.0.get(slot(piece)).copied().unwrap_or(0);
                }
            }
        }
        on_map
    }

    /// The boxes' unexplained changes, Guerrillas counted by their total:
    /// in boxes they have no side.
    fn boxes_sideless(&self) -> [PieceDelta; 3] {
        let mut boxes = self.boxes;
        for d in &mut boxes {
            let total = d.guerrillas();
            if let Some(v) = d.0.get_mut(slot(Piece::GuerrillaUnderground)) {
                *v = total;
            }
            if let Some(v) = d.0.get_mut(slot(Piece::GuerrillaActive)) {
                *v = 0;
            }
        }
        boxes
    }
}
