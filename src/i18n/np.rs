//! The non-players' decisions in words (`np.ftl`): trace lines, notes,
//! dice, priority rows, card conditions, questions, stops, and what a plan
//! leaves to the players.

use coin_table::RuleRef;
use gandhi_validator::components::AidCounts;
use gandhi_validator::components::GameData;
use gandhi_validator::components::{ArjunaId, Face};
use gandhi_validator::components::{CardCondition, Column, Measure, Row};
use gandhi_validator::nonplayers::Manual;
use gandhi_validator::nonplayers::Stop;
use gandhi_validator::nonplayers::{EligibilityCondition, Note, NoteArg, Purpose};
use gandhi_validator::nonplayers::{Question, TraceLine};

use super::fluent::{Args, Lang, kebab, say, text, tr};
use super::keys::Key;
use super::names::{
    arg, column, faction, np_choice, operation, piece, space_name, special, special_action, track,
};

/// Every line of a non-player trace, in words.
pub fn np_trace_lines(lang: Lang, data: &GameData, trace: &[TraceLine]) -> Vec<String> {
    trace.iter().map(|l| np_trace(lang, data, l)).collect()
}

/// A note (a decision or a skipped instruction) in words.
pub fn note(lang: Lang, data: &GameData, note: &Note) -> String {
    let mut args = Args::new();
    for (name, value) in note.code.args().iter().zip(&note.args) {
        let value = match value {
            NoteArg::Arg(a) => arg(lang, data, a),
            NoteArg::Column(c) => column(lang, *c).into(),
            NoteArg::Option(o) => special_action(lang, *o).into(),
        };
        args = args.value(name, value);
    }
    say(lang, &format!("note-{}", kebab(note.code.code())), args)
}

fn yes_no(lang: Lang, holds: bool) -> &'static str {
    if holds {
        tr(lang, Key::Yes)
    } else {
        tr(lang, Key::No)
    }
}

fn line(lang: Lang, rule: RuleRef, text: String) -> String {
    say(
        lang,
        "trace-line",
        Args::new()
            .text("rule", rule.to_string())
            .text("text", text),
    )
}

fn condition(lang: Lang, condition: &EligibilityCondition) -> String {
    match condition {
        EligibilityCondition::CurrentCriticalForSelf => {
            text(lang, "condition-current-critical-for-self").into()
        }
        EligibilityCondition::CurrentEffective => text(lang, "condition-current-effective").into(),
        EligibilityCondition::CurrentCriticalForNext(f) => say(
            lang,
            "condition-current-critical-for-next",
            Args::new().text("faction", faction(lang, *f)),
        ),
        EligibilityCondition::FirstOnUpcoming => text(lang, "condition-first-on-upcoming").into(),
        EligibilityCondition::UpcomingCriticalForSelf => {
            text(lang, "condition-upcoming-critical-for-self").into()
        }
        EligibilityCondition::FirstDidOperationOnly => {
            text(lang, "condition-first-did-operation-only").into()
        }
        EligibilityCondition::FirstDidOperationWithSpecial => {
            text(lang, "condition-first-did-operation-with-special").into()
        }
    }
}

fn purpose(lang: Lang, purpose: Purpose) -> &'static str {
    text(
        lang,
        match purpose {
            Purpose::Activation => "purpose-activation",
            Purpose::Attack => "purpose-attack",
            Purpose::ReleaseGandhi => "purpose-release-gandhi",
            Purpose::Release => "purpose-release",
            Purpose::Imperialism => "purpose-imperialism",
            Purpose::ImperialismDoubled => "purpose-imperialism-doubled",
            Purpose::CrisisCubes => "purpose-crisis-cubes",
            Purpose::RandomRegion => "purpose-random-region",
            Purpose::RandomSlot => "purpose-random-slot",
            Purpose::EqualChance => "purpose-equal-chance",
        },
    )
}

fn measure(lang: Lang, measure: &Measure) -> String {
    match measure {
        Measure::Support => text(lang, "measure-support").into(),
        Measure::Opposition => text(lang, "measure-opposition").into(),
        Measure::Population => text(lang, "measure-population").into(),
        Measure::Cubes => text(lang, "measure-cubes").into(),
        Measure::Guerrillas => text(lang, "measure-guerrillas").into(),
        Measure::Activists => text(lang, "measure-activists").into(),
        Measure::Unrest => text(lang, "measure-unrest").into(),
        Measure::Pieces(p) => say(
            lang,
            "measure-pieces",
            Args::new().text("piece", piece(lang, *p, 2)),
        ),
    }
}

/// A row of a priority column, in words.
pub fn row(lang: Lang, row: &Row) -> String {
    let fixed = |id: &str| text(lang, id).to_owned();
    match row {
        Row::City => fixed("row-city"),
        Row::Province => fixed("row-province"),
        Row::State => fixed("row-state"),
        Row::Railway => fixed("row-railway"),
        Row::NonRailway => fixed("row-non-railway"),
        Row::Muslim => fixed("row-muslim"),
        Row::NonMuslim => fixed("row-non-muslim"),
        Row::Pop1 => fixed("row-pop1"),
        Row::Pop2 => fixed("row-pop2"),
        Row::Protest => fixed("row-protest"),
        Row::NoProtest => fixed("row-no-protest"),
        Row::Unrest => fixed("row-unrest"),
        Row::NoUnrest => fixed("row-no-unrest"),
        Row::RajControl => fixed("row-raj-control"),
        Row::NoRajControl => fixed("row-no-raj-control"),
        Row::Support => fixed("row-support"),
        Row::Opposition => fixed("row-opposition"),
        Row::Neutral => fixed("row-neutral"),
        Row::ActiveOpposition => fixed("row-active-opposition"),
        Row::NotActiveOpposition => fixed("row-not-active-opposition"),
        Row::ActiveSupport => fixed("row-active-support"),
        Row::NotActiveSupport => fixed("row-not-active-support"),
        Row::MuslimState => fixed("row-muslim-state"),
        Row::Gandhi => fixed("row-gandhi"),
        Row::Has(p) => say(
            lang,
            "row-has",
            Args::new().text("piece", piece(lang, *p, 1)),
        ),
        Row::Lacks(p) => say(
            lang,
            "row-lacks",
            Args::new().text("piece", piece(lang, *p, 2)),
        ),
        Row::Most(m) => say(
            lang,
            "row-most",
            Args::new().text("measure", measure(lang, m)),
        ),
        Row::Least(m) => say(
            lang,
            "row-least",
            Args::new().text("measure", measure(lang, m)),
        ),
    }
}

fn joined(lang: Lang, items: Vec<String>, joiner: &str) -> String {
    let word = format!(" {} ", text(lang, joiner));
    items.join(&word)
}

/// Conditions joined by `joiner` into the message `id`.
fn conditions(lang: Lang, id: &str, all: &[CardCondition], joiner: &str) -> String {
    let each = all.iter().map(|c| card_condition(lang, c)).collect();
    say(
        lang,
        id,
        Args::new().text("conditions", joined(lang, each, joiner)),
    )
}

/// An Arjuna card's condition, in words.
pub fn card_condition(lang: Lang, condition: &CardCondition) -> String {
    match condition {
        CardCondition::Crisis => text(lang, "card-condition-crisis").to_owned(),
        CardCondition::GandhiInJail => text(lang, "card-condition-gandhi-in-jail").to_owned(),
        CardCondition::Spaces { filters, at_least } => say(
            lang,
            "card-condition-spaces",
            Args::new().num("count", *at_least).text(
                "rows",
                joined(
                    lang,
                    filters.iter().map(|r| row(lang, r)).collect(),
                    "list-and",
                ),
            ),
        ),
        CardCondition::Track {
            track: t,
            at_least,
            at_most,
        } => {
            let args = Args::new().text("track", track(lang, *t));
            match (at_least, at_most) {
                (Some(least), Some(most)) => say(
                    lang,
                    "card-condition-track-between",
                    args.num("least", *least).num("most", *most),
                ),
                (Some(least), None) => say(
                    lang,
                    "card-condition-track-at-least",
                    args.num("least", *least),
                ),
                (None, Some(most)) => say(
                    lang,
                    "card-condition-track-at-most",
                    args.num("most", *most),
                ),
                (None, None) => say(lang, "card-condition-track", args),
            }
        }
        CardCondition::Available { piece: p, at_least } => say(
            lang,
            "card-condition-available",
            Args::new()
                .num("count", *at_least)
                .text("piece", piece(lang, *p, u32::from(*at_least))),
        ),
        CardCondition::Not(inner) => say(
            lang,
            "card-condition-not",
            Args::new().text("condition", card_condition(lang, inner)),
        ),
        CardCondition::All(all) => conditions(lang, "card-condition-all", all, "list-and"),
        CardCondition::Any(any) => conditions(lang, "card-condition-any", any, "list-or"),
    }
}

/// The letters on the side of an Arjuna card that shows ("?" for a card
/// the data lacks).
pub(super) fn letters(data: &GameData, card: ArjunaId, face: Face) -> String {
    data.arjuna
        .card(card)
        .map_or("?", |c| c.letters(face))
        .to_owned()
}

/// The letters of a side whose face-up letter is `front` (8.3: the back
/// shows it doubled).
fn side_letters(front: &str, face: Face) -> String {
    match face {
        Face::Front => front.to_owned(),
        Face::Back => front.repeat(2),
    }
}

fn space_list(lang: Lang, data: &GameData, spaces: &[gandhi_validator::terms::SpaceId]) -> String {
    spaces
        .iter()
        .map(|s| space_name(lang, data, *s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line of a non-player's trace, in words.
pub fn np_trace(lang: Lang, data: &GameData, trace: &TraceLine) -> String {
    let (rule, id, args) = trace_words(lang, data, trace);
    line(lang, rule, say(lang, id, args))
}

/// One line of a non-player's trace, in words, without its section.
pub fn np_trace_text(lang: Lang, data: &GameData, trace: &TraceLine) -> String {
    let (_, id, args) = trace_words(lang, data, trace);
    say(lang, id, args)
}

/// The rule a trace line cites, and the message and arguments that say it.
fn trace_words(lang: Lang, data: &GameData, trace: &TraceLine) -> (RuleRef, &'static str, Args) {
    match trace {
        TraceLine::Check { rule, what, holds } => (
            *rule,
            "trace-check",
            Args::new()
                .text("condition", condition(lang, what))
                .text("answer", yes_no(lang, *holds)),
        ),
        TraceLine::Decided { rule, choice } => (
            *rule,
            "trace-decided",
            Args::new().text("choice", np_choice(lang, *choice)),
        ),
        TraceLine::Chose { rule, note: n } => (
            *rule,
            "trace-chose",
            Args::new().text("note", note(lang, data, n)),
        ),
        TraceLine::Die {
            rule,
            purpose: p,
            value,
        } => (
            *rule,
            "trace-die",
            Args::new()
                .text("purpose", purpose(lang, *p))
                .num("value", *value),
        ),
        TraceLine::Tie {
            rule,
            among,
            picked,
        } => (
            *rule,
            "trace-tie",
            Args::new()
                .text("among", space_list(lang, data, among))
                .text("picked", space_name(lang, data, *picked)),
        ),
        TraceLine::Arjuna { card, face } => (
            RuleRef::new("8.3"),
            "trace-arjuna",
            Args::new().text("letters", letters(data, *card, *face)),
        ),
        TraceLine::ArjunaAsWritten { front, face } => (
            RuleRef::new("8.3"),
            "trace-arjuna-as-written",
            Args::new().text("letters", side_letters(front, *face)),
        ),
        TraceLine::Row {
            rule,
            column: c,
            row: r,
            kept,
        } => (*rule, "trace-row", row_kept(lang, data, *c, r, kept)),
        TraceLine::Selected {
            rule,
            column: c,
            space,
            among,
        } => (
            *rule,
            "trace-selected",
            Args::new()
                .text("column", column(lang, *c))
                .text("space", space_name(lang, data, *space))
                .num("among", i64::try_from(*among).unwrap_or(i64::MAX)),
        ),
        TraceLine::CardBox { node } => (
            RuleRef::new("8.3"),
            "trace-card-box",
            Args::new().text("node", node.clone()),
        ),
        TraceLine::CardCheck {
            node,
            condition: c,
            holds,
        } => (
            RuleRef::new("8.3"),
            "trace-card-check",
            Args::new()
                .text("node", node.clone())
                .text("condition", card_condition(lang, c))
                .text("answer", yes_no(lang, *holds)),
        ),
        TraceLine::Skipped { rule, note: n } => (
            *rule,
            "trace-skipped",
            Args::new().text("note", note(lang, data, n)),
        ),
    }
}

/// The words of a priority row applied: its column, the row, and the
/// spaces it kept (or a word saying it kept none).
fn row_kept(
    lang: Lang,
    data: &GameData,
    c: Column,
    r: &Row,
    kept: &[gandhi_validator::terms::SpaceId],
) -> Args {
    let kept = if kept.is_empty() {
        text(lang, "trace-row-none").to_owned()
    } else {
        space_list(lang, data, kept)
    };
    Args::new()
        .text("column", column(lang, c))
        .text("row", row(lang, r))
        .text("kept", kept)
}

/// What the engine asks when the data lacks something, in words.
pub fn np_question(lang: Lang, question: &Question) -> String {
    match question {
        Question::PriorityColumn {
            faction: f,
            column: c,
        } => say(
            lang,
            "question-priority-column",
            Args::new()
                .text("column", column(lang, *c))
                .text("faction", faction(lang, *f)),
        ),
        Question::MovePriorities { faction: f } => say(
            lang,
            "question-move-priorities",
            Args::new().text("faction", faction(lang, *f)),
        ),
        Question::RandomSlot { region, slot } => say(
            lang,
            "question-random-slot",
            Args::new().num("region", *region).num("slot", *slot),
        ),
        Question::CardMarks { card } => card_marks(lang, *card),
        Question::Effective { .. } => tr(lang, Key::NpEffectiveQuestion).to_owned(),
        Question::RajReleasesGandhi => say(lang, "question-raj-releases-gandhi", Args::new()),
        Question::ArjunaCard { faction: f, draw } => say(
            lang,
            "question-arjuna-card",
            Args::new()
                .text("faction", faction(lang, *f))
                .num("draw", *draw),
        ),
    }
}

fn card_marks(lang: Lang, card: u8) -> String {
    say(
        lang,
        "question-card-marks",
        Args::new()
            .text("card", format!("{} {card}", tr(lang, Key::CardLabel)))
            .text("question", tr(lang, Key::NpMarksQuestion)),
    )
}

/// Why playing on for the non-players stopped, in words.
pub fn np_stop(lang: Lang, stop: &Stop) -> String {
    match stop {
        Stop::Player(f) => say(
            lang,
            "stop-player",
            Args::new().text("faction", faction(lang, *f)),
        ),
        Stop::Asked(question) => np_question(lang, question),
        Stop::LeftToPlayers => say(lang, "stop-left-to-players", Args::new()),
        Stop::CardOrder(card) => card_marks(lang, *card),
        Stop::Reveal => say(lang, "stop-reveal", Args::new()),
        Stop::UnderWay => say(lang, "stop-under-way", Args::new()),
        Stop::Over => say(lang, "stop-over", Args::new()),
    }
}

/// What a non-player turn leaves to the players, in words.
pub fn np_manual(lang: Lang, data: &GameData, manual: &Manual) -> String {
    match manual {
        Manual::Card { card, face } => say(
            lang,
            "manual-card",
            Args::new().text("letters", letters(data, *card, *face)),
        ),
        Manual::Operation { card, face, op } => say(
            lang,
            "manual-operation",
            Args::new()
                .text("letters", letters(data, *card, *face))
                .text("operation", operation(lang, *op)),
        ),
        Manual::Special {
            card,
            face,
            special: sa,
        } => say(
            lang,
            "manual-special",
            Args::new()
                .text("letters", letters(data, *card, *face))
                .text("special", special(lang, *sa)),
        ),
        Manual::Loop => say(lang, "manual-loop", Args::new()),
        Manual::ArjunaDeck => say(lang, "manual-arjuna-deck", Args::new()),
        Manual::Event {
            card,
            shaded,
            column: c,
        } => {
            let side = if *shaded {
                tr(lang, Key::EventShaded)
            } else {
                tr(lang, Key::EventUnshaded)
            };
            let args = Args::new()
                .text("card", format!("{} {card}", tr(lang, Key::CardLabel)))
                .text("side", side);
            match c {
                Some(c) => say(
                    lang,
                    "manual-event-column",
                    args.text("column", column(lang, *c)),
                ),
                None => say(lang, "manual-event", args),
            }
        }
    }
}

/// What the players' non-player aid file holds, in a line.
pub fn aid_counts(lang: Lang, counts: AidCounts) -> String {
    let n = |x: usize| i64::try_from(x).unwrap_or(i64::MAX);
    say(
        lang,
        "aid-counts",
        Args::new()
            .num("faces", n(counts.faces))
            .num("columns", n(counts.columns))
            .num("moves", n(counts.moves))
            .num("slots", n(counts.slots)),
    )
}
