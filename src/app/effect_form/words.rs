//! The Event effect form in words (`effect.ftl`): its labels, the names of
//! what it offers, what the steps entered will do in plain sentences, what
//! the steps cannot say, and the problems that keep them from being saved.

use gandhi_validator::components::{Count, EffectStep, Filter, NvDestination, Removable, Side};

use super::draft::{CountKind, Problem, StepKind};
use crate::app::step_list;
use crate::i18n::fluent::{Args, Lang, say, text};

/// A fixed label or sentence of the form.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Word {
    /// The window's title.
    Window,
    /// What to enter, in a sentence.
    Intro,
    /// The combo box adding a step.
    AddStep,
    /// What the combo box adding a step shows.
    Choose,
    /// The checkbox for steps that are the whole text.
    Complete,
    /// What ticking it means.
    CompleteHint,
    /// Shown while there is no step.
    NoStepYet,
    /// Moves the selected step up.
    MoveUp,
    /// Moves the selected step down.
    MoveDown,
    /// Deletes the selected step.
    DeleteStep,
    /// The label of a step's kind.
    Kind,
    /// The marker an `add_marker` step places (the only one there is).
    Marker,
    /// The label of how many spaces.
    Spaces,
    /// The label of the number of spaces.
    SpacesNumber,
    /// The label of how many pieces in all.
    Total,
    /// No limit on the pieces in all.
    TotalAny,
    /// The label of the number of pieces in all.
    TotalNumber,
    /// The label of the pieces a removal takes.
    Pieces,
    /// The checkbox limiting a removal to the selected spaces.
    AmongSelected,
    /// The label of where Gandhi and Activists go.
    ActivistsTo,
    /// The label of a shift's levels.
    Levels,
    /// The label of a shift's direction.
    Towards,
    /// Said of a step with nothing to choose.
    NothingToChoose,
    /// The heading of what the steps will do.
    SaidHeading,
    /// The heading of what the steps cannot say.
    LimitsHeading,
    /// What the steps cannot say.
    Limits,
    /// The button removing a side's steps.
    RemoveSide,
    /// What removing them means.
    RemoveSideHint,
    /// Why a side held by the program's data is not offered.
    Bundled,
    /// What entering a side's steps is for.
    OpenHint,
    /// The button opening the form for the side a non-player's Event left
    /// to the players.
    OpenThisSide,
    /// A line said when a count reads "exactly" (5.1.2).
    AsFarAsPossible,
}

/// A fixed label or sentence in words.
pub fn word(lang: Lang, word: Word) -> &'static str {
    text(
        lang,
        match word {
            Word::Window => "effect-window",
            Word::Intro => "effect-intro",
            Word::AddStep => "effect-add-step",
            Word::Choose => "effect-choose",
            Word::Complete => "effect-complete",
            Word::CompleteHint => "effect-complete-hint",
            Word::NoStepYet => "effect-no-step-yet",
            Word::MoveUp => "effect-move-up",
            Word::MoveDown => "effect-move-down",
            Word::DeleteStep => "effect-delete-step",
            Word::Kind => "effect-kind",
            Word::Marker => "effect-marker",
            Word::Spaces => "effect-spaces",
            Word::SpacesNumber => "effect-spaces-number",
            Word::Total => "effect-total",
            Word::TotalAny => "effect-total-any",
            Word::TotalNumber => "effect-total-number",
            Word::Pieces => "effect-pieces",
            Word::AmongSelected => "effect-among-selected",
            Word::ActivistsTo => "effect-activists-to",
            Word::Levels => "effect-levels",
            Word::Towards => "effect-towards",
            Word::NothingToChoose => "effect-nothing-to-choose",
            Word::SaidHeading => "effect-said-heading",
            Word::LimitsHeading => "effect-limits-heading",
            Word::Limits => "effect-limits",
            Word::RemoveSide => "effect-remove-side",
            Word::RemoveSideHint => "effect-remove-side-hint",
            Word::Bundled => "effect-open-bundled",
            Word::OpenHint => "effect-open-hint",
            Word::OpenThisSide => "effect-open-this-side",
            Word::AsFarAsPossible => "effect-say-as-far-as-possible",
        },
    )
}

/// The message `yes` when `flag` holds, else the message `no`.
fn either(lang: Lang, flag: bool, (yes, no): (&'static str, &'static str)) -> &'static str {
    text(lang, if flag { yes } else { no })
}

fn side_key(shaded: bool) -> &'static str {
    if shaded { "shaded" } else { "unshaded" }
}

/// The form's title: the card and the side.
pub fn title(lang: Lang, card: u8, shaded: bool) -> String {
    say(
        lang,
        "effect-title",
        Args::new()
            .num("number", card)
            .text("side", side_key(shaded)),
    )
}

/// The button opening the form for one side of a card.
pub fn open_side(lang: Lang, shaded: bool) -> &'static str {
    either(lang, shaded, ("effect-open-shaded", "effect-open-unshaded"))
}

/// The name of a kind of step.
pub fn kind_name(lang: Lang, kind: StepKind) -> &'static str {
    text(
        lang,
        match kind {
            StepKind::AddMarker => "effect-kind-add-marker",
            StepKind::Remove => "effect-kind-remove",
            StepKind::Shift => "effect-kind-shift",
            StepKind::ArrestGandhi => "effect-kind-arrest-gandhi",
        },
    )
}

/// A step's title: its number and kind.
pub fn step_title(lang: Lang, index: usize, kind: StepKind) -> String {
    step_list::step_title(lang, "effect-step-title", index, kind_name(lang, kind))
}

/// "exactly" or "up to".
pub fn count_kind_name(lang: Lang, kind: CountKind) -> &'static str {
    text(
        lang,
        match kind {
            CountKind::Exactly => "effect-exactly",
            CountKind::UpTo => "effect-up-to",
        },
    )
}

/// The checkbox of a filter.
pub fn filter_name(lang: Lang, filter: Filter) -> &'static str {
    text(
        lang,
        match filter {
            Filter::Protest => "effect-where-protest",
            Filter::Muslim => "effect-where-muslim",
        },
    )
}

/// The pieces a removal takes, as offered.
pub fn removable_name(lang: Lang, pieces: Removable) -> &'static str {
    text(
        lang,
        match pieces {
            Removable::AllOfOneFaction => "effect-pieces-all-of-one-faction",
            Removable::Guerrillas => "effect-pieces-guerrillas",
            Removable::Bases => "effect-pieces-bases",
        },
    )
}

/// Where Gandhi and Activists go, as offered.
pub fn destination_name(lang: Lang, to: NvDestination) -> &'static str {
    text(
        lang,
        match to {
            NvDestination::Available => "effect-to-available",
            NvDestination::Jail => "effect-to-jail",
        },
    )
}

/// A shift's direction.
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    text(
        lang,
        match side {
            Side::ActiveSupport => "effect-towards-active-support",
            Side::ActiveOpposition => "effect-towards-active-opposition",
        },
    )
}

fn how(count: Count) -> &'static str {
    match CountKind::of(count) {
        CountKind::Exactly => "exactly",
        CountKind::UpTo => "up-to",
    }
}

fn spaces(lang: Lang, count: Count) -> String {
    say(
        lang,
        "effect-say-spaces",
        Args::new()
            .text("how", how(count))
            .num("count", count.most()),
    )
}

fn pieces_key(pieces: Removable) -> &'static str {
    match pieces {
        Removable::AllOfOneFaction => "all-of-one-faction",
        Removable::Guerrillas => "guerrillas",
        Removable::Bases => "bases",
    }
}

fn where_lines(lang: Lang, filter: &[Filter], lines: &mut Vec<String>) {
    for f in filter {
        lines.push(
            text(
                lang,
                match f {
                    Filter::Protest => "effect-say-where-protest",
                    Filter::Muslim => "effect-say-where-muslim",
                },
            )
            .to_owned(),
        );
    }
}

/// What a step will do, in a few plain sentences.
pub fn step_lines(lang: Lang, step: &EffectStep) -> Vec<String> {
    let mut lines = Vec::new();
    match step {
        EffectStep::AddMarker {
            spaces: n, filter, ..
        } => {
            lines.push(say(
                lang,
                "effect-say-add-marker",
                Args::new().text("spaces", spaces(lang, *n)),
            ));
            where_lines(lang, filter, &mut lines);
        }
        EffectStep::Remove {
            pieces,
            spaces: n,
            total,
            filter,
            among_selected,
            activists_to,
        } => {
            lines.push(say(
                lang,
                if *among_selected {
                    "effect-say-remove-among"
                } else {
                    "effect-say-remove"
                },
                Args::new()
                    .text("spaces", spaces(lang, *n))
                    .text("pieces", pieces_key(*pieces)),
            ));
            if let Some(total) = total {
                lines.push(say(
                    lang,
                    "effect-say-total",
                    Args::new()
                        .text("how", how(*total))
                        .num("count", total.most()),
                ));
            }
            where_lines(lang, filter, &mut lines);
            if *pieces == Removable::AllOfOneFaction {
                lines.push(
                    text(
                        lang,
                        match activists_to {
                            NvDestination::Jail => "effect-say-to-jail",
                            NvDestination::Available => "effect-say-to-available",
                        },
                    )
                    .to_owned(),
                );
            }
        }
        EffectStep::Shift { levels, towards } => lines.push(say(
            lang,
            "effect-say-shift",
            Args::new()
                .num("levels", *levels)
                .text("towards", side_name(lang, *towards)),
        )),
        EffectStep::ArrestGandhi => lines.push(text(lang, "effect-say-arrest").to_owned()),
    }
    lines
}

/// What ticking, or not ticking, "the whole text" means.
pub fn completeness(lang: Lang, complete: bool) -> &'static str {
    either(
        lang,
        complete,
        ("effect-say-complete", "effect-say-partial"),
    )
}

/// The heading over the problems left.
pub fn problems_heading(lang: Lang, count: usize) -> String {
    step_list::counted(lang, "effect-problems", count)
}

/// A problem, in a sentence.
pub fn problem(lang: Lang, problem: &Problem) -> String {
    match problem {
        Problem::NoSteps => text(lang, "effect-problem-no-steps").to_owned(),
        Problem::NothingSelected { step } => {
            step_list::numbered(lang, "effect-problem-nothing-selected", *step)
        }
    }
}
