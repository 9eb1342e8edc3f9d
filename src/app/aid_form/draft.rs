//! The side being entered: its boxes as drafts that may still be
//! unfinished, what the card's Faction may use, and the check that turns
//! them into the [`CardFace`] of the players' aid file.

use crate::app::step_list::{Rows, first};
use gandhi_validator::components::{ArjunaId, Face};
use gandhi_validator::components::{
    CardCondition, CardFace, CardNode, Column, Next, Row, SpecialAction, SpecialTry,
};
use gandhi_validator::play::{Operation, Special, Track};
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece},
};

/// The kinds of condition a check asks (docs/arjuna.md, "Condition kinds").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CondKind {
    /// India is in Crisis.
    Crisis,
    /// Gandhi is in Jail.
    GandhiInJail,
    /// Enough spaces pass every row.
    Spaces,
    /// A track within bounds.
    Track,
    /// Enough pieces of a kind Available.
    Available,
    /// Another condition does not hold.
    Not,
    /// Every one of several conditions holds.
    All,
    /// At least one of several conditions holds.
    Any,
}

impl CondKind {
    /// Every kind, in the order the form offers them.
    pub const ALL: [CondKind; 8] = [
        CondKind::Crisis,
        CondKind::GandhiInJail,
        CondKind::Spaces,
        CondKind::Track,
        CondKind::Available,
        CondKind::Not,
        CondKind::All,
        CondKind::Any,
    ];
}

/// A condition being entered: a [`CardCondition`] whose kinds may not be
/// chosen yet, at any depth.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum CondDraft {
    /// No kind chosen yet.
    #[default]
    Unset,
    /// India is in Crisis.
    Crisis,
    /// Gandhi is in Jail.
    GandhiInJail,
    /// At least `at_least` spaces pass every row of `filters`.
    Spaces {
        /// The rows.
        filters: Vec<Row>,
        /// How many spaces.
        at_least: u8,
    },
    /// A track within bounds.
    Track {
        /// Which track.
        track: Track,
        /// At least this, when given.
        at_least: Option<i32>,
        /// At most this, when given.
        at_most: Option<i32>,
    },
    /// At least `at_least` pieces of a kind Available.
    Available {
        /// The piece.
        piece: Piece,
        /// How many.
        at_least: u8,
    },
    /// The condition inside does not hold.
    Not(Box<CondDraft>),
    /// Every condition listed holds.
    All(Vec<CondDraft>),
    /// At least one condition listed holds.
    Any(Vec<CondDraft>),
}

impl CondDraft {
    /// The draft of a condition already made.
    pub fn from_condition(condition: &CardCondition) -> CondDraft {
        match condition {
            CardCondition::Crisis => CondDraft::Crisis,
            CardCondition::GandhiInJail => CondDraft::GandhiInJail,
            CardCondition::Spaces { filters, at_least } => CondDraft::Spaces {
                filters: filters.clone(),
                at_least: *at_least,
            },
            CardCondition::Track {
                track,
                at_least,
                at_most,
            } => CondDraft::Track {
                track: *track,
                at_least: *at_least,
                at_most: *at_most,
            },
            CardCondition::Available { piece, at_least } => CondDraft::Available {
                piece: *piece,
                at_least: *at_least,
            },
            CardCondition::Not(inner) => CondDraft::Not(Box::new(CondDraft::from_condition(inner))),
            CardCondition::All(all) => {
                CondDraft::All(all.iter().map(CondDraft::from_condition).collect())
            }
            CardCondition::Any(any) => {
                CondDraft::Any(any.iter().map(CondDraft::from_condition).collect())
            }
        }
    }

    /// The condition, when it is finished: every kind chosen, and every
    /// list of conditions holding at least one.
    pub fn to_condition(&self) -> Option<CardCondition> {
        Some(match self {
            CondDraft::Unset => return None,
            CondDraft::Crisis => CardCondition::Crisis,
            CondDraft::GandhiInJail => CardCondition::GandhiInJail,
            CondDraft::Spaces { filters, at_least } => CardCondition::Spaces {
                filters: filters.clone(),
                at_least: *at_least,
            },
            CondDraft::Track {
                track,
                at_least,
                at_most,
            } => CardCondition::Track {
                track: *track,
                at_least: *at_least,
                at_most: *at_most,
            },
            CondDraft::Available { piece, at_least } => CardCondition::Available {
                piece: *piece,
                at_least: *at_least,
            },
            CondDraft::Not(inner) => CardCondition::Not(Box::new(inner.to_condition()?)),
            CondDraft::All(all) if !all.is_empty() => CardCondition::All(
                all.iter()
                    .map(CondDraft::to_condition)
                    .collect::<Option<_>>()?,
            ),
            CondDraft::Any(any) if !any.is_empty() => CardCondition::Any(
                any.iter()
                    .map(CondDraft::to_condition)
                    .collect::<Option<_>>()?,
            ),
            CondDraft::All(_) | CondDraft::Any(_) => return None,
        })
    }

    /// Its kind, when chosen.
    pub fn kind(&self) -> Option<CondKind> {
        match self {
            CondDraft::Unset => None,
            CondDraft::Crisis => Some(CondKind::Crisis),
            CondDraft::GandhiInJail => Some(CondKind::GandhiInJail),
            CondDraft::Spaces { .. } => Some(CondKind::Spaces),
            CondDraft::Track { .. } => Some(CondKind::Track),
            CondDraft::Available { .. } => Some(CondKind::Available),
            CondDraft::Not(_) => Some(CondKind::Not),
            CondDraft::All(_) => Some(CondKind::All),
            CondDraft::Any(_) => Some(CondKind::Any),
        }
    }

    /// This draft turned into another kind, keeping what fits: the parts
    /// of a list when it becomes the other list, the condition itself when
    /// it becomes "not" (it is then the condition negated).
    pub fn switched(self, kind: Option<CondKind>) -> CondDraft {
        if kind == self.kind() {
            return self;
        }
        let Some(kind) = kind else {
            return CondDraft::Unset;
        };
        match (kind, self) {
            (CondKind::All, CondDraft::Any(parts)) => CondDraft::All(parts),
            (CondKind::Any, CondDraft::All(parts)) => CondDraft::Any(parts),
            (CondKind::Not, old) => CondDraft::Not(Box::new(old)),
            (CondKind::Crisis, _) => CondDraft::Crisis,
            (CondKind::GandhiInJail, _) => CondDraft::GandhiInJail,
            (CondKind::Spaces, _) => CondDraft::Spaces {
                filters: Vec::new(),
                at_least: 1,
            },
            (CondKind::Track, _) => CondDraft::Track {
                track: Track::ALL[0],
                at_least: None,
                at_most: None,
            },
            (CondKind::Available, _) => CondDraft::Available {
                piece: Piece::ALL[0],
                at_least: 1,
            },
            (CondKind::All, _) => CondDraft::All(vec![CondDraft::Unset]),
            (CondKind::Any, _) => CondDraft::Any(vec![CondDraft::Unset]),
        }
    }
}

/// One Special Activity a box tries, being entered.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TryDraft {
    /// The activity, once chosen.
    pub special: Option<Special>,
    /// Tried only when this holds; [`CondDraft::Unset`] for always.
    pub when: CondDraft,
    /// The options the card names, in order.
    pub actions: Vec<SpecialAction>,
    /// The column the card names for it, if any.
    pub column: Option<Column>,
}

/// The three kinds of box of an Arjuna card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoxType {
    /// A check (a blue box) with a Yes and a No arrow.
    Check,
    /// An Operation box.
    Operation,
    /// A Special Activity box.
    Special,
}

/// What a box says, being entered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoxKind {
    /// A check.
    Check {
        /// The condition it asks.
        condition: CondDraft,
        /// Where the green arrow leads.
        yes: Option<Next>,
        /// Where the red arrow leads.
        no: Option<Next>,
    },
    /// An Operation box.
    Operation {
        /// The Operation, once chosen.
        operation: Option<Operation>,
        /// The column printed in bold, once chosen.
        column: Option<Column>,
        /// The Revolutionaries' Activation Number, when printed (0, 2, 3).
        activation: Option<u8>,
        /// The steps as printed, one line each.
        steps: Vec<String>,
        /// Where the box goes on to.
        then: Option<Next>,
    },
    /// A Special Activity box.
    Special {
        /// The activities tried, in order.
        tries: Vec<TryDraft>,
        /// Where the box goes on to.
        then: Option<Next>,
    },
}

impl BoxKind {
    /// An empty box of a type.
    pub fn empty(kind: BoxType) -> BoxKind {
        match kind {
            BoxType::Check => BoxKind::Check {
                condition: CondDraft::Unset,
                yes: None,
                no: None,
            },
            BoxType::Operation => BoxKind::Operation {
                operation: None,
                column: None,
                activation: None,
                steps: Vec::new(),
                then: None,
            },
            BoxType::Special => BoxKind::Special {
                tries: vec![TryDraft::default()],
                then: None,
            },
        }
    }

    /// Its type.
    pub fn box_type(&self) -> BoxType {
        match self {
            BoxKind::Check { .. } => BoxType::Check,
            BoxKind::Operation { .. } => BoxType::Operation,
            BoxKind::Special { .. } => BoxType::Special,
        }
    }

    /// Its arrows, in the order printed: Yes and No for a check, Then for
    /// the others.
    pub fn arrows(&self) -> Vec<(Arrow, &Option<Next>)> {
        match self {
            BoxKind::Check { yes, no, .. } => vec![(Arrow::Yes, yes), (Arrow::No, no)],
            BoxKind::Operation { then, .. } | BoxKind::Special { then, .. } => {
                vec![(Arrow::Then, then)]
            }
        }
    }

    /// Its arrows, to change where they lead.
    pub(super) fn arrows_mut(&mut self) -> Vec<(Arrow, &mut Option<Next>)> {
        match self {
            BoxKind::Check { yes, no, .. } => vec![(Arrow::Yes, yes), (Arrow::No, no)],
            BoxKind::Operation { then, .. } | BoxKind::Special { then, .. } => {
                vec![(Arrow::Then, then)]
            }
        }
    }
}

/// A box being entered: its id, for arrows to point at, and what it says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoxDraft {
    /// The id arrows name it by (`b1`, `b2`… for the boxes the form adds).
    pub id: String,
    /// What it says.
    pub kind: BoxKind,
}

impl BoxDraft {
    /// The draft of a box already made. A box mixing kinds (which a
    /// valid side never has) is read as an Operation box if it names an
    /// Operation, else as a Special Activity box if it has activities, else
    /// as a check if it has a condition or a Yes or No arrow, else as an
    /// Operation box.
    pub fn from_node(node: &CardNode) -> BoxDraft {
        let operation_box = || BoxKind::Operation {
            operation: node.operation,
            column: node.column,
            activation: node.activation,
            steps: node.steps.clone(),
            then: node.then.clone(),
        };
        let kind = if node.operation.is_some() {
            operation_box()
        } else if !node.specials.is_empty() {
            BoxKind::Special {
                tries: node
                    .specials
                    .iter()
                    .map(|t| TryDraft {
                        special: Some(t.special),
                        when: t
                            .when
                            .as_ref()
                            .map_or(CondDraft::Unset, CondDraft::from_condition),
                        actions: t.actions.clone(),
                        column: t.column,
                    })
                    .collect(),
                then: node.then.clone(),
            }
        } else if node.check.is_some() || node.yes.is_some() || node.no.is_some() {
            BoxKind::Check {
                condition: node
                    .check
                    .as_ref()
                    .map_or(CondDraft::Unset, CondDraft::from_condition),
                yes: node.yes.clone(),
                no: node.no.clone(),
            }
        } else {
            operation_box()
        };
        BoxDraft {
            id: node.id.clone(),
            kind,
        }
    }
}

/// Which arrow of a box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Arrow {
    /// A check's green arrow.
    Yes,
    /// A check's red arrow.
    No,
    /// Where an Operation or Special Activity box goes on to.
    Then,
}

/// What keeps an entered side from being saved. Boxes are counted from 0
/// in the order entered (shown from 1); activities within a box too
/// (shown as A, B…).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// The side has no box.
    NoBoxes,
    /// A box has the id of an earlier box.
    DuplicateId {
        /// The box.
        node: usize,
        /// The id.
        id: String,
    },
    /// A check whose condition is not chosen.
    NoCondition {
        /// The box.
        node: usize,
    },
    /// A condition with a kind left to choose or an empty list, in a check
    /// or in an activity's "only when".
    UnfinishedCondition {
        /// The box.
        node: usize,
    },
    /// An arrow that leads nowhere yet.
    MissingArrow {
        /// The box.
        node: usize,
        /// Which arrow.
        arrow: Arrow,
    },
    /// An arrow to a box that is not on the side.
    NoSuchBox {
        /// The box.
        node: usize,
        /// Which arrow.
        arrow: Arrow,
        /// The id it names.
        target: String,
    },
    /// An Operation box whose Operation is not chosen.
    NoOperation {
        /// The box.
        node: usize,
    },
    /// An Operation the card's Faction does not have (3.1).
    ForeignOperation {
        /// The box.
        node: usize,
        /// The Operation.
        operation: Operation,
    },
    /// An Operation box without its column.
    NoColumn {
        /// The box.
        node: usize,
    },
    /// A column the card Faction's table does not have (8.4.1).
    ForeignColumn {
        /// The box.
        node: usize,
        /// The column.
        column: Column,
    },
    /// A Special Activity box trying nothing.
    NoTries {
        /// The box.
        node: usize,
    },
    /// An activity of a Special Activity box not chosen.
    NoSpecial {
        /// The box.
        node: usize,
        /// Which activity of the box.
        attempt: usize,
    },
    /// A Special Activity the card's Faction does not have (4.1).
    ForeignSpecial {
        /// The box.
        node: usize,
        /// The activity.
        special: Special,
    },
    /// An option the activity never uses.
    ForeignOption {
        /// The box.
        node: usize,
        /// The activity.
        special: Special,
        /// The option.
        action: SpecialAction,
    },
    /// An Activation Number on a card that is not the Revolutionaries'.
    ActivationNotRevolutionaries {
        /// The box.
        node: usize,
    },
    /// An Activation Number other than 0, 2 or 3.
    ActivationValue {
        /// The box.
        node: usize,
        /// The number.
        value: u8,
    },
}

/// The options a Faction's Special Activity can be told to take, in the
/// order the program reads them (docs/arjuna.md, "How the program carries
/// out each Special Activity"); empty for an activity without options.
pub fn options_of(faction: Faction, special: Special) -> &'static [SpecialAction] {
    use SpecialAction as A;
    match (faction, special) {
        (Faction::Raj, Special::Govern) => {
            &[A::RemoveProtests, A::Imperialism, A::RemoveAdversaries]
        }
        (Faction::Congress, Special::Negotiate) => &[A::ReleaseGandhi, A::RemoveMuslimState],
        (Faction::Congress, Special::Satyagraha) => {
            &[A::MoveGandhi, A::PlaceActivist, A::RemoveUnrest]
        }
        (Faction::Congress | Faction::MuslimLeague, Special::Persuade) => {
            &[A::ActivateGuerrillas, A::RemoveAdversary]
        }
        (Faction::MuslimLeague, Special::Negotiate) => &[A::RemoveUnrest, A::PlaceMuslimState],
        (Faction::MuslimLeague, Special::Infiltrate) => &[A::PlaceMuslimState],
        (Faction::Revolutionaries, Special::Infiltrate) => &[A::PlaceBase],
        _ => &[],
    }
}

/// The Activation Numbers a Revolutionaries' Operation box may print
/// (8.6.2): 0 stands for "equal to Restraint".
pub const ACTIVATIONS: [u8; 3] = [0, 2, 3];

/// The side of an Arjuna card being entered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SideForm {
    /// The card.
    pub card: ArjunaId,
    /// Its side.
    pub face: Face,
    /// The card's Faction (the Raj for a card the data does not hold,
    /// which a card id from the same data never is).
    pub faction: Faction,
    /// The side's letters, as printed (`H`, `HH`).
    pub letters: String,
    /// The boxes, the one read first first.
    pub boxes: Vec<BoxDraft>,
    /// The boxes are only part of the printed side.
    pub partial: bool,
    /// The box being edited, by index.
    pub selected: Option<usize>,
}

impl SideForm {
    /// An empty side of a card.
    pub fn new(data: &GameData, card: ArjunaId, face: Face) -> SideForm {
        let known = data.arjuna.card(card);
        SideForm {
            card,
            face,
            faction: known.map_or(Faction::Raj, |c| c.faction),
            letters: known.map_or_else(|| "?".to_owned(), |c| c.letters(face).to_owned()),
            boxes: Vec::new(),
            partial: false,
            selected: None,
        }
    }

    /// A side already entered, to correct it.
    pub fn from_face(data: &GameData, card: ArjunaId, face: Face, side: &CardFace) -> SideForm {
        SideForm {
            boxes: side.nodes.iter().map(BoxDraft::from_node).collect(),
            partial: side.partial,
            selected: first(&side.nodes),
            ..SideForm::new(data, card, face)
        }
    }

    /// A new box of a type, added last and selected; its id is `b` and a
    /// number no `b` id of the side has reached.
    pub fn add_box(&mut self, kind: BoxType) -> usize {
        let highest = self
            .boxes
            .iter()
            .filter_map(|b| b.id.strip_prefix('b')?.parse::<u32>().ok())
            .max()
            .unwrap_or(0);
        let mut n = highest.saturating_add(1);
        while self.boxes.iter().any(|b| b.id == format!("b{n}")) {
            n = n.saturating_add(1);
        }
        let kind = BoxKind::empty(kind);
        self.rows().push(BoxDraft {
            id: format!("b{n}"),
            kind,
        })
    }

    /// The boxes and the one selected, to change them.
    pub(super) fn rows(&mut self) -> Rows<'_, BoxDraft> {
        Rows {
            steps: &mut self.boxes,
            selected: &mut self.selected,
        }
    }

    /// Moves a box one place up (towards the first); the selection follows.
    pub fn move_up(&mut self, index: usize) {
        self.rows().move_up(index);
    }

    /// Moves a box one place down; the selection follows.
    pub fn move_down(&mut self, index: usize) {
        self.rows().move_down(index);
    }

    /// Deletes a box. Arrows that led to it lead nowhere until chosen again.
    pub fn delete(&mut self, index: usize) {
        if let Some(gone) = self.rows().remove(index) {
            self.forget(&gone);
        }
    }

    /// Arrows that led to a box deleted lead nowhere, unless another box
    /// has its id.
    pub(super) fn forget(&mut self, gone: &BoxDraft) {
        if self.boxes.iter().any(|b| b.id == gone.id) {
            return;
        }
        for other in &mut self.boxes {
            for (_, arrow) in other.kind.arrows_mut() {
                if matches!(arrow, Some(Next::Node(id)) if *id == gone.id) {
                    *arrow = None;
                }
            }
        }
    }

    /// The side as the aid file holds it, or every problem found. Step
    /// lines left blank are dropped.
    pub fn to_face(&self) -> Result<CardFace, Vec<Problem>> {
        let mut problems = Vec::new();
        if self.boxes.is_empty() {
            problems.push(Problem::NoBoxes);
        }
        let ids: Vec<&str> = self.boxes.iter().map(|b| b.id.as_str()).collect();
        let mut nodes = Vec::new();
        for (node, draft) in self.boxes.iter().enumerate() {
            if ids[..node].contains(&draft.id.as_str()) {
                problems.push(Problem::DuplicateId {
                    node,
                    id: draft.id.clone(),
                });
            }
            for (arrow, next) in draft.kind.arrows() {
                match next {
                    None => problems.push(Problem::MissingArrow { node, arrow }),
                    Some(Next::Node(target)) if !ids.contains(&target.as_str()) => {
                        problems.push(Problem::NoSuchBox {
                            node,
                            arrow,
                            target: target.clone(),
                        });
                    }
                    Some(_) => {}
                }
            }
            nodes.push(self.node(node, draft, &mut problems));
        }
        if problems.is_empty() {
            Ok(CardFace {
                nodes,
                partial: self.partial,
            })
        } else {
            Err(problems)
        }
    }

    /// One box as the file holds it, with its problems other than its
    /// arrows and id.
    fn node(&self, node: usize, draft: &BoxDraft, problems: &mut Vec<Problem>) -> CardNode {
        let mut made = CardNode {
            id: draft.id.clone(),
            ..CardNode::default()
        };
        match &draft.kind {
            BoxKind::Check { condition, yes, no } => {
                match condition.to_condition() {
                    Some(c) => made.check = Some(c),
                    None if *condition == CondDraft::Unset => {
                        problems.push(Problem::NoCondition { node });
                    }
                    None => problems.push(Problem::UnfinishedCondition { node }),
                }
                made.yes = yes.clone();
                made.no = no.clone();
            }
            BoxKind::Operation {
                operation,
                column,
                activation,
                steps,
                then,
            } => {
                let printed = (*operation, *column, *activation);
                self.operation_problems(node, printed, problems);
                (made.operation, made.column, made.activation) = printed;
                made.steps = steps
                    .iter()
                    .filter(|s| !s.trim().is_empty())
                    .cloned()
                    .collect();
                made.then = then.clone();
            }
            BoxKind::Special { tries, then } => {
                if tries.is_empty() {
                    problems.push(Problem::NoTries { node });
                }
                for (attempt, t) in tries.iter().enumerate() {
                    made.specials
                        .extend(self.special_try(node, attempt, t, problems));
                }
                made.then = then.clone();
            }
        }
        made
    }

    /// The problems of an Operation box's Operation, column and Activation
    /// Number.
    fn operation_problems(
        &self,
        node: usize,
        (operation, column, activation): (Option<Operation>, Option<Column>, Option<u8>),
        problems: &mut Vec<Problem>,
    ) {
        match operation {
            None => problems.push(Problem::NoOperation { node }),
            Some(op) if !Operation::of(self.faction).contains(&op) => {
                problems.push(Problem::ForeignOperation {
                    node,
                    operation: op,
                });
            }
            Some(_) => {}
        }
        if column.is_none() {
            problems.push(Problem::NoColumn { node });
        }
        self.column_problem(node, column, problems);
        match activation {
            Some(_) if self.faction != Faction::Revolutionaries => {
                problems.push(Problem::ActivationNotRevolutionaries { node });
            }
            Some(value) if !ACTIVATIONS.contains(&value) => {
                problems.push(Problem::ActivationValue { node, value });
            }
            _ => {}
        }
    }

    /// A column the card Faction's table does not have, as a problem.
    fn column_problem(&self, node: usize, column: Option<Column>, problems: &mut Vec<Problem>) {
        if let Some(column) = column.filter(|c| !Column::of(self.faction).contains(c)) {
            problems.push(Problem::ForeignColumn { node, column });
        }
    }

    /// One activity of a Special Activity box as the file holds it (none
    /// while the activity is not chosen), with its problems.
    fn special_try(
        &self,
        node: usize,
        attempt: usize,
        t: &TryDraft,
        problems: &mut Vec<Problem>,
    ) -> Option<SpecialTry> {
        let faction = self.faction;
        match t.special {
            None => problems.push(Problem::NoSpecial { node, attempt }),
            Some(special) if !Special::of(faction).contains(&special) => {
                problems.push(Problem::ForeignSpecial { node, special });
            }
            Some(special) => {
                let allowed = options_of(faction, special);
                for action in t.actions.iter().filter(|a| !allowed.contains(a)) {
                    problems.push(Problem::ForeignOption {
                        node,
                        special,
                        action: *action,
                    });
                }
            }
        }
        let when = t.when.to_condition();
        if when.is_none() && t.when != CondDraft::Unset {
            problems.push(Problem::UnfinishedCondition { node });
        }
        self.column_problem(node, t.column, problems);
        Some(SpecialTry {
            special: t.special?,
            when,
            actions: t.actions.clone(),
            column: t.column,
        })
    }
}

/// What the form asks for, the frame it is shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SideFormOutcome {
    /// Nothing yet.
    None,
    /// Save this side.
    Save(CardFace),
    /// Leave without saving.
    Cancel,
}
