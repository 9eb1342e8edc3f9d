//! The non-player aid forms in words (`aid.ftl`): the labels of the form
//! that enters an Arjuna card side box by box, the names of what it offers,
//! the one-line summaries of its boxes, and the problems that keep a side
//! from being saved.

use gandhi_validator::components::{Measure, Next, Row, SpecialAction};
use gandhi_validator::terms::Faction;

use super::draft::{Arrow, BoxDraft, BoxKind, BoxType, CondDraft, CondKind, Problem};
use crate::app::step_list::{counted, number, numbered, step_title};
use crate::i18n::fluent::{Args, Lang, say, text};
use crate::i18n::names::{column, faction, operation, piece, special, special_action};
use crate::i18n::np::{card_condition, row};

/// A fixed label of the form.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Word {
    /// What to enter, in a sentence.
    Intro,
    /// Shown while the side has no box.
    NoBoxYet,
    /// The button adding a check.
    AddCheck,
    /// The button adding an Operation box.
    AddOperation,
    /// The button adding a Special Activity box.
    AddSpecial,
    /// The checkbox for a side entered only in part.
    Partial,
    /// Moves the selected box up.
    MoveUp,
    /// Moves the selected box down.
    MoveDown,
    /// Deletes the selected box.
    DeleteBox,
    /// Removes a line (a step, an option).
    Remove,
    /// A choice not made yet.
    Choose,
    /// The heading of the flowchart.
    Flowchart,
    /// The label of a check's condition.
    Condition,
    /// The label of the condition a "not" negates.
    Negated,
    /// Adds a condition to a list of conditions.
    AddPart,
    /// Adds a row to a `spaces` condition.
    AddRow,
    /// The label of a row's piece.
    RowPiece,
    /// The label of a row's measure.
    RowMeasure,
    /// "at least".
    AtLeast,
    /// "at most".
    AtMost,
    /// The label of a condition's track.
    Track,
    /// The label of a condition's piece.
    Piece,
    /// Follows the piece of an `available` condition.
    Available,
    /// The label of a check's Yes arrow.
    YesArrow,
    /// The label of a check's No arrow.
    NoArrow,
    /// The label of where a box goes on to.
    ThenArrow,
    /// The label of an Operation box's Operation.
    Operation,
    /// The label of an Operation box's column.
    Column,
    /// The label of the Activation Number.
    Activation,
    /// Removes an Activation Number a card may not have.
    ClearActivation,
    /// The heading of the steps.
    Steps,
    /// Adds a step line.
    AddStep,
    /// The heading of the activities tried.
    Tries,
    /// Adds an activity to try.
    AddTry,
    /// The label of an activity's condition.
    When,
    /// No condition on an activity.
    Always,
    /// The heading of an activity's options.
    Options,
    /// Adds an option.
    AddOption,
    /// The label of an activity's column.
    TryColumn,
    /// No column named for an activity.
    NoColumn,
}

/// A fixed label in words.
pub fn word(lang: Lang, word: Word) -> &'static str {
    text(
        lang,
        match word {
            Word::Intro => "aid-intro",
            Word::NoBoxYet => "aid-no-box-yet",
            Word::AddCheck => "aid-add-check",
            Word::AddOperation => "aid-add-operation",
            Word::AddSpecial => "aid-add-special",
            Word::Partial => "aid-partial",
            Word::MoveUp => "aid-move-up",
            Word::MoveDown => "aid-move-down",
            Word::DeleteBox => "aid-delete-box",
            Word::Remove => "aid-remove",
            Word::Choose => "aid-choose",
            Word::Flowchart => "aid-flowchart",
            Word::Condition => "aid-condition",
            Word::Negated => "aid-condition-negated",
            Word::AddPart => "aid-add-part",
            Word::AddRow => "aid-add-row",
            Word::RowPiece => "aid-row-piece",
            Word::RowMeasure => "aid-row-measure",
            Word::AtLeast => "aid-at-least",
            Word::AtMost => "aid-at-most",
            Word::Track => "aid-track",
            Word::Piece => "aid-piece",
            Word::Available => "aid-available",
            Word::YesArrow => "aid-yes-arrow",
            Word::NoArrow => "aid-no-arrow",
            Word::ThenArrow => "aid-then-arrow",
            Word::Operation => "aid-operation",
            Word::Column => "aid-column",
            Word::Activation => "aid-activation",
            Word::ClearActivation => "aid-activation-clear",
            Word::Steps => "aid-steps",
            Word::AddStep => "aid-add-step",
            Word::Tries => "aid-tries",
            Word::AddTry => "aid-add-try",
            Word::When => "aid-when",
            Word::Always => "aid-always",
            Word::Options => "aid-options",
            Word::AddOption => "aid-add-option",
            Word::TryColumn => "aid-try-column",
            Word::NoColumn => "aid-no-column",
        },
    )
}

/// The letter of an activity of a box, as the card marks its order: A, B…
/// (a number past Z).
pub fn letter(attempt: usize) -> String {
    match u8::try_from(attempt) {
        Ok(n) if n < 26 => char::from(b'A' + n).to_string(),
        _ => number(attempt).to_string(),
    }
}

/// The form's title: the side's letters and the card's Faction.
pub fn side_title(lang: Lang, letters: &str, owner: Faction) -> String {
    say(
        lang,
        "aid-side-title",
        Args::new()
            .text("letters", letters.to_owned())
            .text("faction", faction(lang, owner)),
    )
}

/// A box by its place in the side (from 0, shown from 1).
pub fn box_name(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-box-name", index)
}

/// The name of a type of box.
pub fn box_type_name(lang: Lang, kind: BoxType) -> &'static str {
    text(
        lang,
        match kind {
            BoxType::Check => "aid-type-check",
            BoxType::Operation => "aid-type-operation",
            BoxType::Special => "aid-type-special",
        },
    )
}

/// A box's title: its number and type.
pub fn box_title(lang: Lang, index: usize, kind: BoxType) -> String {
    step_title(lang, "aid-box-title", index, box_type_name(lang, kind))
}

/// The name of a kind of condition.
pub fn condition_kind_name(lang: Lang, kind: CondKind) -> &'static str {
    text(
        lang,
        match kind {
            CondKind::Crisis => "aid-kind-crisis",
            CondKind::GandhiInJail => "aid-kind-gandhi-in-jail",
            CondKind::Spaces => "aid-kind-spaces",
            CondKind::Track => "aid-kind-track",
            CondKind::Available => "aid-kind-available",
            CondKind::Not => "aid-kind-not",
            CondKind::All => "aid-kind-all",
            CondKind::Any => "aid-kind-any",
        },
    )
}

/// The label of a condition within a list (from 0, shown from 1).
pub fn part_name(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-condition-part", index)
}

/// The button removing a condition from a list.
pub fn remove_part(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-remove-part", index)
}

/// The name of a kind of row: the row itself, or for the kinds that take a
/// piece or a measure, the kind in general.
pub fn row_kind_name(lang: Lang, kind: &Row) -> String {
    let key = match kind {
        Row::Has(_) => "aid-row-has-kind",
        Row::Lacks(_) => "aid-row-lacks-kind",
        Row::Most(_) => "aid-row-most-kind",
        Row::Least(_) => "aid-row-least-kind",
        other => return row(lang, other),
    };
    text(lang, key).to_owned()
}

/// The label of a row of a `spaces` condition (from 0, shown from 1).
pub fn row_name(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-row-number", index)
}

/// The button removing a row.
pub fn remove_row(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-remove-row", index)
}

/// What a "most" or "least" row measures.
pub fn measure_name(lang: Lang, measure: &Measure) -> String {
    let key = match measure {
        Measure::Support => "measure-support",
        Measure::Opposition => "measure-opposition",
        Measure::Population => "measure-population",
        Measure::Cubes => "measure-cubes",
        Measure::Guerrillas => "measure-guerrillas",
        Measure::Activists => "measure-activists",
        Measure::Unrest => "measure-unrest",
        Measure::Pieces(p) => return piece(lang, *p, 2),
    };
    text(lang, key).to_owned()
}

/// The words after the number of spaces of a `spaces` condition.
pub fn spaces_count(lang: Lang, count: u8) -> String {
    say(lang, "aid-spaces-count", Args::new().num("count", count))
}

/// An Activation Number as offered: none, 0 (equal to Restraint), 2 or 3.
pub fn activation_name(lang: Lang, activation: Option<u8>) -> String {
    match activation {
        None => text(lang, "aid-activation-none").to_owned(),
        Some(0) => text(lang, "aid-activation-restraint").to_owned(),
        Some(n) => n.to_string(),
    }
}

/// The label of a step line (from 0, shown from 1).
pub fn step_name(lang: Lang, index: usize) -> String {
    numbered(lang, "aid-step", index)
}

/// The label of an activity of a box, by its letter.
pub fn activity_name(lang: Lang, attempt: usize) -> String {
    say(
        lang,
        "aid-activity",
        Args::new().text("letter", letter(attempt)),
    )
}

/// The button moving an activity before the one above it.
pub fn raise_try(lang: Lang, attempt: usize) -> String {
    say(
        lang,
        "aid-raise-try",
        Args::new().text("letter", letter(attempt)),
    )
}

/// The button removing an activity.
pub fn remove_try(lang: Lang, attempt: usize) -> String {
    say(
        lang,
        "aid-remove-try",
        Args::new().text("letter", letter(attempt)),
    )
}

/// An option of a Special Activity.
pub fn option_name(lang: Lang, action: SpecialAction) -> &'static str {
    special_action(lang, action)
}

/// An option chosen, with its place in the order (from 0, shown from 1).
pub fn option_line(lang: Lang, index: usize, action: SpecialAction) -> String {
    say(
        lang,
        "aid-option",
        Args::new()
            .num("number", number(index))
            .text("option", special_action(lang, action)),
    )
}

/// Where an arrow leads, as the arrow pickers name it: a box by its
/// number, an end, or a choice not made yet.
pub fn arrow_target(lang: Lang, next: Option<&Next>, ids: &[String]) -> String {
    match next {
        None => text(lang, "aid-choose").to_owned(),
        Some(Next::Node(id)) => match ids.iter().position(|i| i == id) {
            Some(j) => box_name(lang, j),
            None => say(
                lang,
                "aid-arrow-missing",
                Args::new().text("id", id.clone()),
            ),
        },
        Some(Next::Stop) => text(lang, "aid-arrow-stop").to_owned(),
        Some(Next::Draw) => text(lang, "aid-arrow-draw").to_owned(),
        Some(Next::Flip) => text(lang, "aid-arrow-flip").to_owned(),
    }
}

/// The short word of an end marker in the flowchart; for an arrow to a
/// box, the box's number.
pub fn end_marker(lang: Lang, next: &Next) -> String {
    match next {
        Next::Stop => text(lang, "aid-end-stop").to_owned(),
        Next::Draw => text(lang, "aid-end-draw").to_owned(),
        Next::Flip => text(lang, "aid-end-flip").to_owned(),
        Next::Node(id) => id.clone(),
    }
}

fn short_target(lang: Lang, next: &Option<Next>, ids: &[String]) -> String {
    match next {
        None => text(lang, "aid-unset").to_owned(),
        Some(next) => arrow_target(lang, Some(next), ids),
    }
}

fn condition_summary(lang: Lang, condition: &CondDraft) -> String {
    match condition.to_condition() {
        Some(c) => card_condition(lang, &c),
        None if *condition == CondDraft::Unset => {
            text(lang, "aid-summary-condition-unset").to_owned()
        }
        None => text(lang, "aid-summary-condition-unfinished").to_owned(),
    }
}

/// What a box says, in a few lines: for the rows and the flowchart.
pub fn box_summary(lang: Lang, draft: &BoxDraft, ids: &[String]) -> Vec<String> {
    let unset = || text(lang, "aid-unset").to_owned();
    let mut lines = Vec::new();
    match &draft.kind {
        BoxKind::Check { condition, yes, no } => {
            lines.push(condition_summary(lang, condition));
            lines.push(say(
                lang,
                "aid-summary-arrows",
                Args::new()
                    .text("yes", short_target(lang, yes, ids))
                    .text("no", short_target(lang, no, ids)),
            ));
        }
        BoxKind::Operation {
            operation: op,
            column: col,
            activation,
            steps,
            then,
        } => {
            lines.push(say(
                lang,
                "aid-summary-operation",
                Args::new()
                    .text(
                        "operation",
                        op.map_or_else(unset, |op| operation(lang, op).to_owned()),
                    )
                    .text(
                        "column",
                        col.map_or_else(unset, |c| column(lang, c).to_owned()),
                    ),
            ));
            if activation.is_some() {
                lines.push(say(
                    lang,
                    "aid-summary-activation",
                    Args::new().text("activation", activation_name(lang, *activation)),
                ));
            }
            let written = steps.iter().filter(|s| !s.trim().is_empty()).count();
            if written > 0 {
                lines.push(counted(lang, "aid-summary-steps", written));
            }
            lines.push(say(
                lang,
                "aid-summary-then",
                Args::new().text("then", short_target(lang, then, ids)),
            ));
        }
        BoxKind::Special { tries, then } => {
            for (attempt, t) in tries.iter().enumerate() {
                let mut parts = vec![say(
                    lang,
                    "aid-summary-try",
                    Args::new().text("letter", letter(attempt)).text(
                        "special",
                        t.special
                            .map_or_else(unset, |s| special(lang, s).to_owned()),
                    ),
                )];
                if !t.actions.is_empty() {
                    let options: Vec<&str> =
                        t.actions.iter().map(|a| special_action(lang, *a)).collect();
                    parts.push(say(
                        lang,
                        "aid-summary-options",
                        Args::new().text("options", options.join(", ")),
                    ));
                }
                if let Some(c) = t.column {
                    parts.push(say(
                        lang,
                        "aid-summary-try-column",
                        Args::new().text("column", column(lang, c)),
                    ));
                }
                if t.when != CondDraft::Unset {
                    parts.push(say(
                        lang,
                        "aid-summary-when",
                        Args::new().text("condition", condition_summary(lang, &t.when)),
                    ));
                }
                lines.push(parts.join("; "));
            }
            lines.push(say(
                lang,
                "aid-summary-then",
                Args::new().text("then", short_target(lang, then, ids)),
            ));
        }
    }
    lines
}

/// The heading over the problems left.
pub fn problems_heading(lang: Lang, count: usize) -> String {
    counted(lang, "aid-problems", count)
}

fn arrow_key(arrow: Arrow) -> &'static str {
    match arrow {
        Arrow::Yes => "yes",
        Arrow::No => "no",
        Arrow::Then => "then",
    }
}

/// A problem of an entered side, in a sentence.
pub fn problem(lang: Lang, problem: &Problem) -> String {
    let at = |node: usize| Args::new().num("number", number(node));
    match problem {
        Problem::NoBoxes => text(lang, "aid-problem-no-boxes").to_owned(),
        Problem::DuplicateId { node, id } => say(
            lang,
            "aid-problem-duplicate-id",
            at(*node).text("id", id.clone()),
        ),
        Problem::NoCondition { node } => say(lang, "aid-problem-no-condition", at(*node)),
        Problem::UnfinishedCondition { node } => {
            say(lang, "aid-problem-unfinished-condition", at(*node))
        }
        Problem::MissingArrow { node, arrow } => say(
            lang,
            "aid-problem-missing-arrow",
            at(*node).text("arrow", arrow_key(*arrow)),
        ),
        Problem::NoSuchBox {
            node,
            arrow,
            target,
        } => say(
            lang,
            "aid-problem-no-such-box",
            at(*node)
                .text("arrow", arrow_key(*arrow))
                .text("target", target.clone()),
        ),
        Problem::NoOperation { node } => say(lang, "aid-problem-no-operation", at(*node)),
        Problem::ForeignOperation {
            node,
            operation: op,
        } => say(
            lang,
            "aid-problem-foreign-operation",
            at(*node).text("operation", operation(lang, *op)),
        ),
        Problem::NoColumn { node } => say(lang, "aid-problem-no-column", at(*node)),
        Problem::ForeignColumn { node, column: c } => say(
            lang,
            "aid-problem-foreign-column",
            at(*node).text("column", column(lang, *c)),
        ),
        Problem::NoTries { node } => say(lang, "aid-problem-no-tries", at(*node)),
        Problem::NoSpecial { node, attempt } => say(
            lang,
            "aid-problem-no-special",
            at(*node).text("letter", letter(*attempt)),
        ),
        Problem::ForeignSpecial { node, special: s } => say(
            lang,
            "aid-problem-foreign-special",
            at(*node).text("special", special(lang, *s)),
        ),
        Problem::ForeignOption {
            node,
            special: s,
            action,
        } => say(
            lang,
            "aid-problem-foreign-option",
            at(*node)
                .text("special", special(lang, *s))
                .text("option", special_action(lang, *action)),
        ),
        Problem::ActivationNotRevolutionaries { node } => say(
            lang,
            "aid-problem-activation-not-revolutionaries",
            at(*node),
        ),
        Problem::ActivationValue { node, value } => say(
            lang,
            "aid-problem-activation-value",
            at(*node).num("value", *value),
        ),
    }
}
