//! Gandhi's non-players behind the table's contract: the game so far (the
//! table's entries) folded into the sequence of play's progress, the next
//! step of chapter 8 planned from it, and the plan handed back as the
//! table's entry (the declaration, the gestures) with each decision as a
//! `coin_table::Reason` and each question the players answer by key.

use coin_table::{Gesture, NonPlayerTurn, NotPlanned, Question, Reason, RuleRef, SoFar};

use crate::data::GameData;
use crate::data::arjuna::ArjunaNames;
use crate::edit::{Edit, apply};
use crate::ids::Faction;
use crate::np::auto::{Stop, next_step};
use crate::np::engine::Answers;
use crate::np::plan::Manual;
use crate::np::trace::{Question as Asked, TraceLine};
use crate::record::edit_text;
use crate::said::{RawTraceLine, Reader, Writer, place_key};
use crate::sequence::{Progress, Stage, stage};
use crate::state::{GameState, Seat};
use crate::vocab::action::Declared;

/// The answers the players give Gandhi's non-players, by key: whether the
/// current Event is effective for the Faction (8.8.3), and whether the
/// Raj releases Gandhi from Jail (4.3.2, 8.7.2).
pub const ANSWERS: [(&str, Answer); 4] = [
    ("effective", Answer::Effective(true)),
    ("not-effective", Answer::Effective(false)),
    ("release", Answer::Release(true)),
    ("keep", Answer::Release(false)),
];

/// One answer of the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Whether the current Event is effective for the Faction (8.8.3).
    Effective(bool),
    /// Whether the Raj releases Gandhi (4.3.2).
    Release(bool),
}

/// How a table's entry is read as Gandhi's changes: its declaration's text
/// and each gesture.
pub type Readers<'a> = (
    &'a dyn Fn(&str) -> Result<Declared, String>,
    &'a dyn Fn(&Gesture) -> Result<Edit, String>,
);

/// Whether a change belongs before the declaration: the Arjuna card drawn,
/// flipped or shown to decide what a non-player declares (8.3).
pub(crate) fn before_declaring(edit: &Edit) -> bool {
    matches!(
        edit,
        Edit::ArjunaDraw { .. } | Edit::ArjunaFlip | Edit::ArjunaShown { .. }
    )
}

/// The changes of a table's entry as Gandhi's log holds them: a declared
/// entry is the Arjuna cards that decided it (8.3), its declaration, its
/// other changes and its close (`done`); an entry that declares nothing is
/// its changes alone.
pub fn entry_edits(read: Readers<'_>, entry: &coin_table::TableEntry) -> Result<Vec<Edit>, String> {
    let (action, edit) = read;
    let mut edits = entry
        .gestures
        .iter()
        .map(edit)
        .collect::<Result<Vec<Edit>, String>>()?;
    if let Some(text) = &entry.declare {
        let at = edits.iter().take_while(|e| before_declaring(e)).count();
        edits.insert(at, Edit::Declare(action(text)?));
        edits.push(Edit::Done { note: None });
    }
    Ok(edits)
}

/// Carries changes out one by one on a position and its progress,
/// showing `visit` each change with the position and progress before it;
/// stops at a change that cannot be carried out (the table refuses the
/// entry for it).
pub fn walk(
    data: &GameData,
    (state, progress): (&mut GameState, &mut Progress),
    edits: &[Edit],
    mut visit: impl FnMut((&GameState, &Progress), &Edit),
) {
    for edit in edits {
        visit((state, progress), edit);
        let before = state.clone();
        if apply(data, state, edit).is_err() {
            return;
        }
        progress.step(data, edit, &before, state);
    }
}

/// The players' answers read by key, or the first key that answers no
/// question.
fn answers(given: &[String]) -> Result<(Option<bool>, Answers), NotPlanned> {
    let mut effective = None;
    let mut out = Answers::default();
    for key in given {
        match ANSWERS.iter().find(|(k, _)| k == key).map(|(_, a)| *a) {
            Some(Answer::Effective(yes)) => effective = Some(yes),
            Some(Answer::Release(yes)) => out.raj_releases_gandhi = Some(yes),
            None => return Err(NotPlanned::Cannot(format!("`{key}` answers no question"))),
        }
    }
    Ok((effective, out))
}

/// A Faction's turn in the game so far, planned by chapter 8: the
/// eligibility table (8.2.1), then its Event or Arjuna card (8.3–8.8), or
/// its Pass; or the question the players answer first; or why it is not
/// this Faction's turn.
pub fn turn(
    data: &GameData,
    game: &SoFar<'_, GameState, Progress>,
    faction: Faction,
    given: &[String],
) -> Result<NonPlayerTurn, NotPlanned> {
    let (state, progress) = (game.now, game.play);
    if state.seats[faction] != Seat::NonPlayer {
        return Err(NotPlanned::Cannot(format!(
            "`{}` is seated as a player: seat it as a non-player first",
            faction.key()
        )));
    }
    if let Stage::Turn(turn) = stage(data, state, progress)
        && turn.faction != faction
    {
        return Err(NotPlanned::Cannot(format!(
            "it is `{}`'s turn, not `{}`'s",
            turn.faction.key(),
            faction.key()
        )));
    }
    let (effective, answered) = answers(given)?;
    let step = next_step(data, state, progress, false, &|_, _| effective, &answered);
    let writer = Writer { data };
    let trace: Vec<Reason> = step.trace.iter().map(|l| reason(&writer, l)).collect();
    match step.stop {
        Some(Stop::Asked(asked)) => return Err(question(asked, trace)),
        Some(Stop::LeftToPlayers) | None => {}
        Some(other) => return Err(NotPlanned::Cannot(stopped(&other))),
    }
    let at = step
        .edits
        .iter()
        .position(|e| matches!(e, Edit::Declare(_)));
    let manual = step.plan.as_ref().and_then(|plan| plan.manual.as_ref());
    let declared = match (at.and_then(|i| step.edits.get(i)), manual) {
        (Some(Edit::Declare(declared)), _) => declared,
        (_, Some(manual)) => {
            let left = left(manual);
            return Err(NotPlanned::Cannot(format!(
                "the plan leaves `{}` to the players ({}): they decide the turn",
                left.args.join(""),
                left.rule
            )));
        }
        _ => {
            return Err(NotPlanned::Cannot(
                "the next step of the game is no Faction's turn".to_owned(),
            ));
        }
    };
    let gestures = step
        .edits
        .iter()
        .filter(|edit| !matches!(edit, Edit::Declare(_) | Edit::Done { .. }))
        .map(|edit| gesture(data, edit))
        .collect();
    let mut trace = trace;
    if let Some(manual) = manual {
        trace.push(left(manual));
    }
    Ok(NonPlayerTurn {
        declare: Some(edit_text(data, &Edit::Declare(declared.clone()))),
        gestures,
        trace,
    })
}

/// An edit as the table's gesture: a move and a track as the table's own,
/// anything else as Gandhi's written change.
pub fn gesture(data: &GameData, edit: &Edit) -> Gesture {
    match edit {
        Edit::MovePieces {
            piece,
            count,
            from,
            to,
        } => Gesture::Move {
            piece: piece.key().to_owned(),
            count: u32::from(*count),
            from: place_key(data, *from),
            to: place_key(data, *to),
        },
        Edit::SetTrack { track, value } => Gesture::Track {
            track: track.key().to_owned(),
            value: i64::from(*value),
        },
        other => Gesture::Change(edit_text(data, other)),
    }
}

/// A decision of the trace as the contract's reason: the kind of line as
/// its code (`Check`, `Die`, `Selected`…), its section (8.3 for the lines
/// of an Arjuna card, which carry none), and as its one argument the line
/// as the saved game writes it (compact JSON), from which [`trace_line`]
/// reads it back.
fn reason(writer: &Writer<'_>, line: &TraceLine) -> Reason {
    use serde_json::Value;
    let written = serde_json::to_value(writer.line(line)).unwrap_or(Value::Null);
    let (kind, section) = match &written {
        Value::Object(map) => map
            .iter()
            .next()
            .map_or((String::new(), None), |(kind, fields)| {
                let section = fields.get("rule").and_then(Value::as_str);
                (kind.clone(), section.and_then(|s| RuleRef::parse(s).ok()))
            }),
        _ => (String::new(), None),
    };
    Reason {
        rule: section.unwrap_or(RuleRef::new("8.3")),
        code: camel(&kind),
        args: vec![written.to_string()],
    }
}

/// The line of a non-player's trace a reason of [`turn`] stands for; none
/// for a reason that is no such line (a question, what is left to the
/// players) or names what the data lacks.
pub fn trace_line(data: &GameData, reason: &Reason) -> Option<TraceLine> {
    let raw: RawTraceLine = serde_json::from_str(reason.args.first()?).ok()?;
    let mut errors = coin_table::LoadErrors::default();
    let mut reader = Reader {
        data,
        file: "",
        path: "",
        pos: coin_table::TextPos::default(),
        errors: &mut errors,
        arjuna_names: ArjunaNames::Keys,
    };
    reader.line(&raw)
}

/// `card_check` as `CardCheck`.
fn camel(snake: &str) -> String {
    snake
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_uppercase().chain(chars).collect()
            })
        })
        .collect()
}

/// A question of the engine as the contract's: the two the players answer
/// by key; the others (a card's marks, a column or a slot the data lacks,
/// a card of the table's own Arjuna deck) are the data's, and stop the
/// turn with the reason.
fn question(asked: Asked, trace: Vec<Reason>) -> NotPlanned {
    let (asked, options) = match asked {
        Asked::Effective { card, faction } => (
            Reason {
                rule: RuleRef::new("8.8.3"),
                code: "Effective".to_owned(),
                args: vec![card.to_string(), faction.key().to_owned()],
            },
            ["effective", "not-effective"],
        ),
        Asked::RajReleasesGandhi => (
            Reason {
                rule: RuleRef::new("4.3.2"),
                code: "RajReleasesGandhi".to_owned(),
                args: Vec::new(),
            },
            ["release", "keep"],
        ),
        other => {
            return NotPlanned::Cannot(format!(
                "the data lacks what the non-player needs: {other:?}"
            ));
        }
    };
    NotPlanned::Asked(Question {
        asked,
        options: options.map(str::to_owned).to_vec(),
        trace,
    })
}

/// Why playing on stopped before a non-player's turn.
fn stopped(stop: &Stop) -> String {
    match stop {
        Stop::Player(faction) => format!("the next step is `{}`'s, a player", faction.key()),
        Stop::CardOrder(card) => format!("card {card}'s faction order is not in the data"),
        Stop::Reveal => "the players turn up the next card".to_owned(),
        Stop::UnderWay => "something under way is to be finished first".to_owned(),
        Stop::Over => "the game is over, or no card is left".to_owned(),
        Stop::Asked(_) | Stop::LeftToPlayers => String::new(),
    }
}

/// What the plan leaves to the players, as the trace's last reason.
fn left(manual: &Manual) -> Reason {
    let (section, what) = match manual {
        Manual::Card { .. } => ("8.3", "the Arjuna card's side is not in the data"),
        Manual::Operation { .. } => ("8.6", "the program does not carry out this Operation"),
        Manual::Special { .. } => (
            "8.7",
            "the program does not carry out this Special Activity",
        ),
        Manual::Loop => ("8.3", "the Arjuna card's arrows go round without a stop"),
        Manual::ArjunaDeck => ("8.3", "the Arjuna deck holds no card of the Faction"),
        Manual::Event { .. } => ("8.8", "the program does not carry out this Event"),
    };
    Reason {
        rule: RuleRef::new(section),
        code: "LeftToPlayers".to_owned(),
        args: vec![what.to_owned()],
    }
}
