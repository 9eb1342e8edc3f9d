//! A finding: something in a state or a change that does not fit the rules,
//! as an issue code with typed arguments, with the section it cites, the
//! spaces and pieces it concerns, and the unchecked map fact it may rest on.
//! All findings of a state make a [`Report`].

use std::fmt;

use crate::ids::{FactId, Piece, SpaceId};
use crate::vocab::issue::{Arg, Issue};
use crate::vocab::severity::Severity;
use coin_table::RuleRef;

/// A component fact a finding rests on that nobody has checked yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Caveat {
    /// A fact of the map or of the Protest boxes that the rulebook does not
    /// state and the table has not checked on its board.
    Unchecked(FactId),
}

/// One thing that does not fit the rules, with the section it breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding {
    /// The rule section.
    pub rule: RuleRef,
    /// How serious.
    pub severity: Severity,
    /// What it is.
    pub issue: Issue,
    /// The values it refers to, in the order of [`Issue::args`].
    pub args: Vec<Arg>,
    /// The spaces involved.
    pub spaces: Vec<SpaceId>,
    /// The kinds of pieces involved.
    pub pieces: Vec<Piece>,
    /// A fact not yet checked that the finding rests on.
    pub caveat: Option<Caveat>,
}

impl Finding {
    /// A finding of an issue with its arguments. It cites the first rule
    /// among its arguments, else the issue's own section.
    pub fn new(issue: Issue, args: Vec<Arg>) -> Finding {
        let rule = args
            .iter()
            .find_map(|a| match a {
                Arg::Rule(rule) => Some(*rule),
                _ => None,
            })
            .unwrap_or_else(|| issue.rule());
        Finding {
            rule,
            severity: issue.severity(),
            issue,
            args,
            spaces: Vec::new(),
            pieces: Vec::new(),
            caveat: None,
        }
    }

    /// The same finding citing another section of the same rule family
    /// (a track's own section, for instance).
    pub fn citing(mut self, rule: RuleRef) -> Finding {
        self.rule = rule;
        self
    }

    /// The same finding naming a space.
    pub fn in_space(mut self, space: SpaceId) -> Finding {
        self.spaces.push(space);
        self
    }

    /// The same finding naming a kind of piece.
    pub fn with_piece(mut self, piece: Piece) -> Finding {
        self.pieces.push(piece);
        self
    }

    /// The same finding resting on a fact not yet checked.
    pub fn resting_on(mut self, caveat: Option<Caveat>) -> Finding {
        self.caveat = caveat;
        self
    }

    /// The argument of a name ([`Issue::args`]).
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        let at = self.issue.args().iter().position(|n| *n == name)?;
        self.args.get(at)
    }

    /// Whether two findings say the same thing (issue and arguments).
    pub fn same_as(&self, other: &Finding) -> bool {
        self.issue == other.issue && self.args == other.args
    }
}

/// The code line of a finding, for logs and test messages: its section,
/// code and arguments, e.g. `1.4.2 TroopsInPrincelyState(space=#31, troops=2)`.
/// Players see the worded message the program makes from the same data.
impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        code_line(f, self.rule, self.issue, &self.args)
    }
}

/// Writes `rule Code(name=value, …)`.
pub fn code_line(
    f: &mut fmt::Formatter<'_>,
    rule: RuleRef,
    issue: Issue,
    args: &[Arg],
) -> fmt::Result {
    write!(f, "{rule} {}(", issue.code())?;
    for (i, arg) in args.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        let name = issue.args().get(i).copied().unwrap_or("?");
        write!(f, "{name}={arg}")?;
    }
    f.write_str(")")
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Space(id) => write!(f, "#{}", id.0),
            Arg::Int(n) => write!(f, "{n}"),
            Arg::Piece(piece, n) => write!(f, "{piece:?}×{n}"),
            Arg::Rule(rule) => write!(f, "{rule}"),
            Arg::Stock(x) => write!(f, "{x:?}"),
            Arg::Faction(x) => write!(f, "{x:?}"),
            Arg::Operation(x) => write!(f, "{x:?}"),
            Arg::Special(x) => write!(f, "{x:?}"),
            Arg::Phase(x) => write!(f, "{x:?}"),
            Arg::Track(x) => write!(f, "{x:?}"),
            Arg::Place(x) => write!(f, "{x:?}"),
            Arg::Marker(x) => write!(f, "{x:?}"),
            Arg::Level(x) => write!(f, "{x:?}"),
            Arg::Kind(x) => write!(f, "{x:?}"),
            Arg::Card(x) => write!(f, "{x:?}"),
            Arg::Term(x) => write!(f, "{x:?}"),
        }
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
