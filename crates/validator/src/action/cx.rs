//! What each part of an action is checked with: the states, the change,
//! the dice, and where its findings go.

use super::diff::Diff;
use crate::data::GameData;
use crate::ids::{Faction, Piece, SpaceId};
use crate::state::GameState;
use crate::vocab::action::Die;
use crate::vocab::finding::Finding;
use crate::vocab::issue::{Arg, Issue};
use coin_table::RuleRef;

/// What a part of the action is checked with.
pub(crate) struct Cx<'a> {
    pub data: &'a GameData,
    pub faction: Faction,
    /// The state when this part began.
    pub before: &'a GameState,
    /// The state when the whole action ended.
    pub after: &'a GameState,
    /// This part's change.
    pub diff: Diff,
    /// A Limited Operation.
    pub limited: bool,
    /// Dice declared.
    pub dice: &'a [Die],
    /// The Faction is run by chapter 8 and pays no Resources (8.6.2).
    pub non_player: bool,
    /// When a Special Activity interrupted the Operation: the state in which
    /// the Operation resumed, and the change it made after that. Spaces first
    /// selected then are judged by that state (3.1.5).
    pub resumed: Option<(&'a GameState, Diff)>,
    /// The Resources this part may spend, when it is judged in the order
    /// played (3.1.5, 4.1); `None` to read them in the state it began in.
    pub funds: Option<Funds>,
    /// What this part paid before its Special Activity came (set by
    /// `util::pay`): what the Special Activity can no longer spend.
    pub spent_first: i32,
    pub findings: &'a mut Vec<Finding>,
}

/// The Resources a part of an action may spend, in the order played: what
/// the Faction holds when the part begins, and what its Special Activity
/// gained (or spent) for the spaces selected after it (3.1.5, 4.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Funds {
    /// Held when the part begins.
    pub start: i32,
    /// The Special Activity's change, for what is paid after it.
    pub special: i32,
}

/// A finding naming every space among its arguments.
pub(crate) fn finding_in_spaces(issue: Issue, args: Vec<Arg>) -> Finding {
    let spaces: Vec<SpaceId> = args
        .iter()
        .filter_map(|a| match a {
            Arg::Space(id) => Some(*id),
            _ => None,
        })
        .collect();
    let mut finding = Finding::new(issue, args);
    for space in spaces {
        finding = finding.in_space(space);
    }
    finding
}

impl Cx<'_> {
    /// Records an issue.
    pub fn issue(&mut self, issue: Issue, args: Vec<Arg>) {
        // A move no route allows breaks the Operation's own procedure,
        // which sets out how far its pieces reach.
        let reach = match (issue, args.iter().find(|a| matches!(a, Arg::Operation(_)))) {
            (Issue::MoveImpossible, Some(Arg::Operation(op))) => Some(op.section(self.faction)),
            _ => None,
        };
        let mut finding = finding_in_spaces(issue, args);
        if let Some(rule) = reach {
            finding = finding.citing(rule);
        }
        self.findings.push(finding);
    }

    /// Records an issue about a space (or an Operation or Special Activity)
    /// with the two numbers its words take, in their order (mostly the count
    /// allowed or due, then the one done).
    #[inline]
    pub fn issue_counts(
        &mut self,
        issue: Issue,
        about: Arg,
        first: impl Into<i64>,
        second: impl Into<i64>,
    ) {
        self.issue(
            issue,
            vec![about, Arg::Int(first.into()), Arg::Int(second.into())],
        );
    }

    /// Records an issue in a space when the count `found` there is not the
    /// one `expected`.
    #[inline]
    pub fn expect_count(&mut self, issue: Issue, space: SpaceId, expected: i32, found: i32) {
        if found != expected {
            self.issue_counts(issue, Arg::Space(space), expected, found);
        }
    }

    /// Records an issue (with the two numbers) when the number `found` is
    /// not the one `expected`: a track's shift, say.
    #[inline]
    pub fn expect_number(&mut self, issue: Issue, expected: i32, found: i32) {
        if found != expected {
            self.issue(
                issue,
                vec![Arg::Int(i64::from(expected)), Arg::Int(i64::from(found))],
            );
        }
    }

    /// Records an issue about `count` of a piece (the number, then the
    /// piece, as its words take them), followed by the `more` arguments.
    #[inline]
    pub fn issue_pieces<const N: usize>(
        &mut self,
        issue: Issue,
        (piece, count): (Piece, impl Into<i64>),
        more: [Arg; N],
    ) {
        let count = count.into();
        let lead = [Arg::Int(count), Arg::Piece(piece, count)];
        self.issue(issue, lead.into_iter().chain(more).collect());
    }

    /// Records an issue citing `rule` rather than the issue's own section:
    /// the action's section where it sets the rule broken.
    pub fn issue_citing(&mut self, issue: Issue, args: Vec<Arg>, rule: RuleRef) {
        self.issue(issue, args);
        if let Some(last) = self.findings.pop() {
            self.findings.push(last.citing(rule));
        }
    }

    /// The die declared for a space; for no space, the last one (a
    /// non-player's selection dice come before its Rally's release die).
    pub fn die_for(&self, space: Option<SpaceId>) -> Option<u8> {
        let mut matching = self.dice.iter().filter(|d| d.space == space);
        match space {
            Some(_) => matching.next(),
            None => matching.next_back(),
        }
        .map(|d| d.value)
    }

    /// The state in which a space was selected (3.1.5): the state when the
    /// Operation resumed after its Special Activity, for spaces it touched
    /// only then; otherwise the state before the action.
    pub fn when_selected(&self, space: SpaceId) -> &GameState {
        match &self.resumed {
            Some((state, _)) if self.selected_after_special(space) => state,
            _ => self.before,
        }
    }

    /// Whether the Operation touched a space only after its Special Activity.
    pub fn selected_after_special(&self, space: SpaceId) -> bool {
        self.resumed.as_ref().is_some_and(|(_, later)| {
            !later.space(space).is_zero() && self.diff.space(space) == later.space(space)
        })
    }

    /// The state in which the Operation ended its first part (before any
    /// Special Activity interrupted it), or the state the action resumed in.
    pub fn latest_selection_state(&self) -> &GameState {
        self.resumed
            .as_ref()
            .map_or(self.before, |(state, _)| state)
    }
}
