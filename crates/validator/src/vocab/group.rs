//! Findings grouped by cause: one headline per mistake, with the findings
//! that follow from it beneath it (decision 0038).
//!
//! A single wrong move can leave several things out of line: a Base
//! placed on a Railway by a Rally breaks the Rally (3.3.1), leaves the
//! space it was meant for one piece short, and leaves a Base on a Railway
//! (1.4.2). Each of these findings is true, so none is dropped; but a
//! player should see one complaint for one mistake. The grouping is a pure
//! function of the issues and their arguments, so a saved game's findings
//! group the same way when read back, in any version that knows the
//! issues.
//!
//! Findings are taken in order of how directly they name a mistake
//! (their [`Tier`]): the Operation's, Event's or step's own findings
//! first, then what chapter 8 asks of a non-player, its space allowances,
//! its counts, and the changes no part of it explains; then the same for the Special Activity, which works on
//! what the Operation left; then the state checks, which see only the
//! result. A finding follows an earlier-taken headline of a lower tier that
//! names one of its spaces (or, for a state check with no space, the piece
//! it is about). Failing that, a chapter-8 finding, an allowance, a count
//! or an unexplained change follows the first headline of its own part, since a count off
//! or a change unexplained somewhere is most often the other end of that
//! mistake (a piece that went elsewhere). A finding said twice follows its
//! first telling. Anything else is a headline of its own. Warnings are
//! never grouped.

use crate::ids::{Piece, Place, SpaceId};
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;

/// What grouping needs to know of a finding: its issue and its arguments.
pub trait Grouped {
    /// The issue.
    fn issue(&self) -> Issue;
    /// Its arguments.
    fn args(&self) -> &[Arg];
}

impl Grouped for Finding {
    fn issue(&self) -> Issue {
        self.issue
    }
    fn args(&self) -> &[Arg] {
        &self.args
    }
}

/// How directly a finding names a mistake: the lower, the more directly.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Tier {
    /// What the action or step did wrong, and where.
    Own,
    /// What chapter 8 asks of a non-player beyond the general rules: where
    /// the move also breaks those, chapter 8's finding says the same
    /// mistake again in the non-player's terms.
    NonPlayer,
    /// More spaces than allowed (2.3.5, 3.3, 4.1 and the like).
    Allowance,
    /// A count in a space that is off (pieces placed, removed, Activated).
    Count,
    /// A change no part of the action or step explains.
    Unexplained,
}

/// Which part of a turn a finding belongs to.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Part {
    /// The Operation, Event, Pass or Campaign Round step.
    Main,
    /// The Special Activity, which works on what the Operation left.
    Special,
    /// The state checks, which see only the result.
    State,
}

/// The tier of an issue.
pub fn tier(issue: Issue) -> Tier {
    use Issue::*;
    match issue {
        LimitedTooManySpaces
        | LimitedManyOrigins
        | LimitedManyDestinations
        | TooManySpaces
        | SpecialTooManySpaces
        | MartialLawTooManySpaces
        | ImperialismTooManySpaces
        | NpActivationExceeded
        | NpAidTooManySpaces
        | EventSpacesCount => Tier::Allowance,
        RallyTooManyActivists
        | RevRallyTooManyGuerrillas
        | RallyBaseNeedsUnity
        | RevRallyBaseNeedsUnity
        | ActivationWrong
        | RailwayActivationWrong
        | PersuadeActivationWrong
        | RemovedTooFew
        | RemovedTooMany
        | NpRemovedOwnPieces
        | EventRemovedCount => Tier::Count,
        ChangeNotPartOf | BoxChangeNotPartOf | TrackChangeNotPartOf | PhaseSpaceDiffers
        | PhaseBoxDiffers | PhaseTrackDiffers => Tier::Unexplained,
        _ if issue.rule().parts().first() == Some(&8) => Tier::NonPlayer,
        _ => Tier::Own,
    }
}

fn part(finding: &impl Grouped) -> Part {
    let issue = finding.issue();
    if issue.is_state_check() {
        return Part::State;
    }
    let special = issue.rule().parts().first() == Some(&4)
        || matches!(
            issue,
            Issue::NegotiateSpaceUsedByOperation
                | Issue::TroopsLeftInMuslimState
                | Issue::InfiltrateNeedsCrisis
        )
        || finding.args().iter().any(|a| matches!(a, Arg::Special(_)));
    if special { Part::Special } else { Part::Main }
}

fn spaces(finding: &impl Grouped) -> impl Iterator<Item = SpaceId> + '_ {
    finding.args().iter().filter_map(|a| match a {
        Arg::Space(id) | Arg::Place(Place::Space(id)) => Some(*id),
        _ => None,
    })
}

fn pieces(finding: &impl Grouped) -> Vec<Piece> {
    let mut out: Vec<Piece> = finding
        .args()
        .iter()
        .filter_map(|a| match a {
            Arg::Piece(piece, _) => Some(*piece),
            _ => None,
        })
        .collect();
    if matches!(
        finding.issue(),
        Issue::GandhiOutOfPlay | Issue::GandhiAvailable
    ) {
        out.push(Piece::Gandhi);
    }
    out
}

/// The tracks a finding names, a Faction's naming its Resources.
fn tracks(finding: &impl Grouped) -> Vec<Track> {
    finding
        .args()
        .iter()
        .filter_map(|a| match a {
            Arg::Track(track) => Some(*track),
            Arg::Faction(faction) => Track::resources_of(*faction),
            _ => None,
        })
        .collect()
}

/// The first of `above` naming one of the values `of` finds in `f`, where
/// `f` is a finding on the state (of part `p`) naming no space.
fn sharing<'h, F: Grouped, T: PartialEq>(
    findings: &[F],
    f: &F,
    p: Part,
    mut above: impl Iterator<Item = &'h usize>,
    of: fn(&F) -> Vec<T>,
) -> Option<&'h usize> {
    let mine = of(f);
    if p != Part::State || spaces(f).next().is_some() || mine.is_empty() {
        return None;
    }
    above.find(|h| of(&findings[**h]).iter().any(|x| mine.contains(x)))
}

/// For each finding, the finding it follows from (an index into the same
/// list), or `None` for a headline. A headline never follows another.
pub fn follows<F: Grouped>(findings: &[F]) -> Vec<Option<usize>> {
    let rank = |i: usize| {
        let f = &findings[i];
        (part(f), tier(f.issue()))
    };
    let mut order: Vec<usize> = (0..findings.len())
        .filter(|&i| findings[i].issue().severity() == Severity::Error)
        .collect();
    order.sort_by_key(|&i| rank(i));
    let mut out = vec![None; findings.len()];
    let mut headlines: Vec<usize> = Vec::new();
    for i in order {
        let f = &findings[i];
        let (p, t) = rank(i);
        let lower = |h: &&usize| rank(**h) < (p, t);
        // The same finding twice (pieces of one kind sent astray from two
        // spaces, say) is one mistake told twice.
        let repeat = headlines.iter().find(|h| {
            let h = &findings[**h];
            h.issue() == f.issue() && h.args() == f.args()
        });
        let same_space = headlines.iter().filter(lower).find(|h| {
            let theirs: Vec<SpaceId> = spaces(&findings[**h]).collect();
            spaces(f).any(|s| theirs.contains(&s))
        });
        let same_piece = || sharing(findings, f, p, headlines.iter().filter(lower), pieces);
        // A track the state checks find out of bounds, with no space named,
        // follows the finding above it on that track or on the Faction
        // whose Resources it holds (a transfer of more than was held).
        let same_track = || sharing(findings, f, p, headlines.iter().filter(lower), tracks);
        let same_part = || {
            if p == Part::State || t == Tier::Own {
                return None;
            }
            headlines.iter().filter(lower).find(|h| rank(**h).0 == p)
        };
        match repeat
            .or(same_space)
            .or_else(same_piece)
            .or_else(same_track)
            .or_else(same_part)
        {
            Some(h) => out[i] = Some(*h),
            None => headlines.push(i),
        }
    }
    out
}

/// A headline and the findings that follow from it, as indices into the
/// list grouped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Group {
    /// The headline.
    pub headline: usize,
    /// What follows from it, in the list's order.
    pub consequences: Vec<usize>,
}

/// The findings grouped: the headlines in the list's order, each with
/// what follows from it.
pub fn groups<F: Grouped>(findings: &[F]) -> Vec<Group> {
    let follows = follows(findings);
    let mut out: Vec<Group> = Vec::new();
    for (i, f) in follows.iter().enumerate() {
        if f.is_none() {
            out.push(Group {
                headline: i,
                consequences: follows
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| **h == Some(i))
                    .map(|(j, _)| j)
                    .collect(),
            });
        }
    }
    out
}

/// How many headlines a list of findings has: the mistakes a player is
/// told of, each once.
pub fn headline_count<F: Grouped>(findings: &[F]) -> usize {
    follows(findings).iter().filter(|f| f.is_none()).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::SpaceId;
    use crate::vocab::action::Operation;
    use crate::vocab::issue::Term;

    fn f(issue: Issue, args: Vec<Arg>) -> Finding {
        Finding::new(issue, args)
    }

    /// One `piece` sent Out of Play where it belonged in Jail.
    fn wrong_box(piece: Piece) -> Finding {
        f(
            Issue::WrongBox,
            vec![
                Arg::Int(1),
                Arg::Piece(piece, 1),
                Arg::Place(Place::OutOfPlay),
                Arg::Piece(piece, 2),
                Arg::Place(Place::Jail),
            ],
        )
    }

    #[test]
    fn a_track_out_of_bounds_follows_the_transfer_that_emptied_it() {
        use crate::ids::Faction;
        let transfer = f(
            Issue::TransferTooMuch,
            vec![Arg::Faction(Faction::Raj), Arg::Int(39), Arg::Int(38)],
        );
        let bounds = |track| {
            f(
                Issue::TrackOutOfBounds,
                vec![Arg::Track(track), Arg::Int(-1), Arg::Int(0), Arg::Int(50)],
            )
        };
        let raj = [bounds(Track::RajResources), transfer.clone()];
        assert_eq!(follows(&raj), vec![Some(1), None]);
        // The other Faction's track stands on its own.
        let revs = [bounds(Track::RevolutionariesResources), transfer];
        assert_eq!(follows(&revs), vec![None, None]);
    }

    #[test]
    fn a_base_rallied_onto_a_railway_is_one_headline() {
        let rally = Arg::Operation(Operation::Rally);
        let list = vec![
            f(
                Issue::RallyTooManyActivists,
                vec![Arg::Space(SpaceId(8)), Arg::Int(2), Arg::Int(-2)],
            ),
            f(Issue::RallyNotOnRailway, vec![Arg::Space(SpaceId(30))]),
            f(
                Issue::BoxChangeNotPartOf,
                vec![Arg::Place(Place::Available), rally],
            ),
            f(
                Issue::BaseOnRailway,
                vec![Arg::Space(SpaceId(30)), Arg::Int(1)],
            ),
        ];
        assert_eq!(follows(&list), vec![Some(1), None, Some(1), Some(1)]);
        assert_eq!(
            groups(&list),
            vec![Group {
                headline: 1,
                consequences: vec![0, 2, 3]
            }]
        );
    }

    #[test]
    fn the_same_finding_twice_is_one_headline() {
        let list = vec![
            wrong_box(Piece::CongressActivist),
            wrong_box(Piece::CongressActivist),
        ];
        assert_eq!(follows(&list), vec![None, Some(0)]);
    }

    #[test]
    fn pieces_a_misplaced_base_left_behind_follow_it() {
        // A non-player's Rally Base sent to a Railway: the space its
        // Guerrillas left reads as pieces taken off by choice (1.4.1).
        let list = vec![
            f(Issue::NpRemovedOwnPieces, vec![Arg::Space(SpaceId(10))]),
            f(Issue::RevRallyNotEligible, vec![Arg::Space(SpaceId(33))]),
            f(
                Issue::BaseOnRailway,
                vec![Arg::Space(SpaceId(33)), Arg::Int(1)],
            ),
        ];
        assert_eq!(follows(&list), vec![Some(1), None, Some(1)]);
    }

    #[test]
    fn two_own_findings_in_two_spaces_stay_two_headlines() {
        let list = vec![
            f(Issue::RallyNotOnRailway, vec![Arg::Space(SpaceId(30))]),
            f(Issue::DeployNotCity, vec![Arg::Space(SpaceId(3))]),
        ];
        assert_eq!(follows(&list), vec![None, None]);
        assert_eq!(headline_count(&list), 2);
    }

    #[test]
    fn a_special_activity_follows_the_operation_in_its_space() {
        let list = vec![
            f(
                Issue::InfiltrateNotEligible,
                vec![
                    Arg::Space(SpaceId(12)),
                    Arg::Piece(Piece::LeagueActivist, 1),
                ],
            ),
            f(
                Issue::ChangeNotPartOf,
                vec![Arg::Space(SpaceId(12)), Arg::Operation(Operation::Rally)],
            ),
        ];
        assert_eq!(follows(&list), vec![Some(1), None]);
    }

    #[test]
    fn a_special_activity_elsewhere_stands_on_its_own() {
        let list = vec![
            f(Issue::RallyNotOnRailway, vec![Arg::Space(SpaceId(33))]),
            f(
                Issue::InfiltrateNotEligible,
                vec![
                    Arg::Space(SpaceId(12)),
                    Arg::Piece(Piece::LeagueActivist, 1),
                ],
            ),
        ];
        assert_eq!(follows(&list), vec![None, None]);
    }

    #[test]
    fn gandhi_out_of_play_follows_the_wrong_box_that_sent_him() {
        let list = vec![
            f(Issue::GandhiOutOfPlay, vec![]),
            wrong_box(Piece::Gandhi),
            f(
                Issue::TrackChangeNotPartOf,
                vec![
                    Arg::Track(crate::vocab::track::Track::Restraint),
                    Arg::Int(-1),
                    Arg::Term(Term::TheEvent),
                ],
            ),
        ];
        assert_eq!(follows(&list), vec![Some(1), None, Some(1)]);
    }

    #[test]
    fn a_state_check_alone_is_a_headline_and_warnings_are_never_grouped() {
        let list = vec![
            f(
                Issue::BaseOnRailway,
                vec![Arg::Space(SpaceId(30)), Arg::Int(1)],
            ),
            f(Issue::NoViceroy, vec![]),
        ];
        assert_eq!(follows(&list), vec![None, None]);
        assert_eq!(groups(&list).len(), 2);
    }

    #[test]
    fn an_unexplained_change_with_nothing_above_it_is_its_headline() {
        let list = vec![f(
            Issue::ChangeNotPartOf,
            vec![Arg::Space(SpaceId(4)), Arg::Operation(Operation::Rally)],
        )];
        assert_eq!(follows(&list), vec![None]);
    }

    #[test]
    fn a_chapter_8_finding_follows_the_general_rule_broken_in_its_space() {
        // A non-player League's Demonstrate that ends out of reach also
        // ends without the Protest chapter 8 asks for there: one mistake.
        let list = vec![
            f(
                Issue::NpLeagueDemonstrateProtest,
                vec![Arg::Space(SpaceId(24))],
            ),
            f(
                Issue::MoveImpossible,
                vec![
                    Arg::Int(1),
                    Arg::Piece(Piece::LeagueActivist, 1),
                    Arg::Space(SpaceId(24)),
                    Arg::Operation(Operation::Demonstrate),
                ],
            ),
        ];
        assert_eq!(tier(Issue::NpLeagueDemonstrateProtest), Tier::NonPlayer);
        assert_eq!(follows(&list), vec![Some(1), None]);
        // Alone, chapter 8's finding is its own headline.
        assert_eq!(follows(&list[..1]), vec![None]);
    }
}
