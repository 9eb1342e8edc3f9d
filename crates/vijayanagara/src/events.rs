//! The Event cards a table enters from its own copy (the cards' texts are
//! not public): each card's number, title, whether it keeps its Faction
//! Eligible (2.3.4), and the steps of its unshaded and shaded texts, in
//! the kinds of step the program judges an Event by. Kept in the table's
//! own cards file (`vijayanagara/cards.yaml`), read here with every
//! problem's place and written back from the table's form.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use coin_table::{
    EffectForm, EffectStep, EnteredCard, FieldKind, Formats, Headed, LoadErrors, StepKind, entries,
    expect_end, parse_formatted,
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::ids::{Faction, Kind};

/// The cards file's format.
pub const CARDS_FORMAT: &str = "vijayanagara cards";

/// The numbers the Event cards bear: 36 Event cards (2.1).
pub const EVENT_NUMBERS: (u32, u32) = (1, 36);

/// A step of an Event's text, as the program judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A Faction's Resources change by this much (1.8).
    Resources(Faction, i64),
    /// A Deccan Faction's Influence changes by this much (1.9).
    Influence(Faction, i64),
    /// A Faction gains (or gives up) this many Cavalry tokens (1.10).
    Cavalry(Faction, i64),
    /// Up to this many pieces of a kind placed from their box (1.4.6).
    Place(Kind, u32),
    /// Up to this many pieces of a kind removed to their box.
    Remove(Kind, u32),
    /// Up to this many pieces of a kind moved between spaces.
    Move(Kind, u32),
    /// Up to this many Amirs or Rajas flipped (1.4.5).
    Flip(Kind, u32),
    /// Tributary markers placed (more than 0) or removed (less), up to
    /// this many (1.6).
    Tributary(i64),
}

/// An Event card as entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventCard {
    /// Its title.
    pub title: String,
    /// Whether it keeps its Faction Eligible (2.3.4).
    pub stay: bool,
    /// The steps of its unshaded text, then of its shaded text.
    pub texts: [Vec<Step>; 2],
}

/// The kinds of step, their keys and fields.
fn kinds() -> Vec<StepKind> {
    let side = FieldKind::Side;
    let piece = FieldKind::Piece;
    let number = |least, most| FieldKind::Number { least, most };
    let kind = |key: &str, fields: Vec<FieldKind>| StepKind {
        key: key.to_owned(),
        fields,
    };
    vec![
        kind("resources", vec![side.clone(), number(-24, 24)]),
        kind("influence", vec![side.clone(), number(-4, 4)]),
        kind("cavalry", vec![side, number(-10, 10)]),
        kind("place", vec![piece.clone(), number(1, 24)]),
        kind("remove", vec![piece.clone(), number(1, 24)]),
        kind("move", vec![piece.clone(), number(1, 24)]),
        kind("flip", vec![piece, number(1, 24)]),
        kind("tributary", vec![number(-18, 18)]),
    ]
}

/// What the table's form offers: the kinds of step, the player Factions,
/// the kinds of piece, and the cards' numbers.
pub fn effect_form() -> EffectForm {
    EffectForm {
        steps: kinds(),
        sides: Faction::PLAYERS
            .iter()
            .map(|f| f.key().to_owned())
            .collect(),
        pieces: Kind::ALL
            .iter()
            .filter(|k| k.is_piece() && k.base() == **k)
            .map(|k| k.key().to_owned())
            .collect(),
        numbers: EVENT_NUMBERS,
    }
}

impl Step {
    /// For a step that changes a Faction's track or tokens: its kind's key
    /// (`resources`, `influence`, `cavalry`), the Faction, and by how much.
    pub fn on_faction(self) -> Option<(&'static str, Faction, i64)> {
        match self {
            Step::Resources(f, n) => Some(("resources", f, n)),
            Step::Influence(f, n) => Some(("influence", f, n)),
            Step::Cavalry(f, n) => Some(("cavalry", f, n)),
            _ => None,
        }
    }

    /// For a step on pieces: its kind's key (`place`, `remove`, `move`,
    /// `flip`), the kind of piece, and how many at most.
    pub fn on_pieces(self) -> Option<(&'static str, Kind, u32)> {
        match self {
            Step::Place(k, n) => Some(("place", k, n)),
            Step::Remove(k, n) => Some(("remove", k, n)),
            Step::Move(k, n) => Some(("move", k, n)),
            Step::Flip(k, n) => Some(("flip", k, n)),
            _ => None,
        }
    }

    /// The step as the form enters it.
    pub fn entered(self) -> EffectStep {
        let (kind, values): (&str, Vec<String>) = match self {
            Step::Resources(f, n) => ("resources", vec![f.key().to_owned(), n.to_string()]),
            Step::Influence(f, n) => ("influence", vec![f.key().to_owned(), n.to_string()]),
            Step::Cavalry(f, n) => ("cavalry", vec![f.key().to_owned(), n.to_string()]),
            Step::Place(k, n) => ("place", vec![k.key().to_owned(), n.to_string()]),
            Step::Remove(k, n) => ("remove", vec![k.key().to_owned(), n.to_string()]),
            Step::Move(k, n) => ("move", vec![k.key().to_owned(), n.to_string()]),
            Step::Flip(k, n) => ("flip", vec![k.key().to_owned(), n.to_string()]),
            Step::Tributary(n) => ("tributary", vec![n.to_string()]),
        };
        EffectStep {
            kind: kind.to_owned(),
            values,
        }
    }

    /// A step read from its kind and values, or what is wrong with it.
    pub fn read(step: &EffectStep) -> Result<Step, String> {
        let faction = |key: &str| {
            Faction::from_key(key)
                .filter(|f| f.player().is_some())
                .ok_or_else(|| format!("no player Faction `{key}`"))
        };
        let piece = |key: &str| {
            Kind::from_key(key)
                .filter(|k| k.is_piece() && k.base() == *k)
                .ok_or_else(|| format!("no piece `{key}`"))
        };
        let kind = kinds()
            .into_iter()
            .find(|k| k.key == step.kind)
            .ok_or_else(|| format!("no kind of step `{}`", step.kind))?;
        if step.values.len() != kind.fields.len() {
            return Err(format!(
                "a `{}` step takes {} values",
                step.kind,
                kind.fields.len()
            ));
        }
        let number = |i: usize| -> Result<i64, String> {
            let text = &step.values[i];
            let n: i64 = text
                .parse()
                .map_err(|_| format!("`{text}` is not a whole number"))?;
            match kind.fields.get(i) {
                Some(FieldKind::Number { least, most }) if !(*least..=*most).contains(&n) => {
                    Err(format!("{n} is not from {least} to {most}"))
                }
                _ => Ok(n),
            }
        };
        let count = |i: usize| number(i).map(|n| u32::try_from(n).unwrap_or(0));
        let v = &step.values;
        Ok(match step.kind.as_str() {
            "resources" => Step::Resources(faction(&v[0])?, number(1)?),
            "influence" => {
                let f = faction(&v[0])?;
                if f.deccan().is_none() {
                    return Err(format!("the {} has no Influence track", f.key()));
                }
                Step::Influence(f, number(1)?)
            }
            "cavalry" => Step::Cavalry(faction(&v[0])?, number(1)?),
            "place" => Step::Place(piece(&v[0])?, count(1)?),
            "remove" => Step::Remove(piece(&v[0])?, count(1)?),
            "move" => Step::Move(piece(&v[0])?, count(1)?),
            "flip" => {
                let k = piece(&v[0])?;
                if k.rebelling().is_none() {
                    return Err(format!("`{}` cannot be flipped", k.key()));
                }
                Step::Flip(k, count(1)?)
            }
            _ => Step::Tributary(number(0)?),
        })
    }
}

impl EventCard {
    /// The card as the form enters it.
    pub fn entered(&self, number: u32) -> EnteredCard {
        let steps = |text: &[Step]| text.iter().map(|s| s.entered()).collect();
        EnteredCard {
            number,
            title: self.title.clone(),
            stay: self.stay,
            unshaded: steps(&self.texts[0]),
            shaded: steps(&self.texts[1]),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    format: String,
    version: u32,
    #[serde(default)]
    cards: Vec<Spanned<RawCard>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
}

impl Headed for RawCards {
    fn header(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    number: u32,
    title: String,
    #[serde(default)]
    stay: bool,
    #[serde(default)]
    unshaded: Vec<Spanned<RawStep>>,
    #[serde(default)]
    shaded: Vec<Spanned<RawStep>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    step: String,
    #[serde(default)]
    values: Vec<String>,
}

/// The cards of a cards file, by number, or every problem with its place.
pub fn read_cards(
    formats: &Formats,
    (file, text): (&str, &str),
) -> Result<BTreeMap<u32, EventCard>, LoadErrors> {
    let raw: RawCards = parse_formatted(formats, file, text, (CARDS_FORMAT, 1))?;
    expect_end(file, raw.end.as_ref(), CARDS_FORMAT)?;
    let mut errors = LoadErrors::default();
    let mut cards = BTreeMap::new();
    for (path, at, card) in entries(&raw.cards, "cards") {
        let number = card.number;
        if !(EVENT_NUMBERS.0..=EVENT_NUMBERS.1).contains(&number) {
            let (least, most) = EVENT_NUMBERS;
            let message = format!("card {number} is not from {least} to {most}");
            errors.push(file, path.clone(), at, message);
        }
        if cards.contains_key(&number) {
            errors.push(
                file,
                path.clone(),
                at,
                format!("card {number} is given twice"),
            );
        }
        let mut texts: [Vec<Step>; 2] = [Vec::new(), Vec::new()];
        for (side, (name, steps)) in [("unshaded", &card.unshaded), ("shaded", &card.shaded)]
            .into_iter()
            .enumerate()
        {
            let list = format!("{path}.{name}");
            for (step_path, step_at, raw) in entries(steps, &list) {
                let entered = EffectStep {
                    kind: raw.step.clone(),
                    values: raw.values.clone(),
                };
                match Step::read(&entered) {
                    Ok(step) => texts[side].push(step),
                    Err(message) => errors.push(file, step_path, step_at, message),
                }
            }
        }
        cards.insert(
            number,
            EventCard {
                title: card.title.clone(),
                stay: card.stay,
                texts,
            },
        );
    }
    errors.into_result(cards)
}

/// A text quoted for YAML, its quotes, backslashes and line ends
/// escaped: the table's own files written by the program use it.
pub(crate) fn quoted(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The cards the table entered, written as its own cards file.
pub fn cards_text(cards: &[EnteredCard]) -> String {
    let mut out = String::from(
        "# The Event cards of Vijayanagara as this table entered them from its own\n\
         # copy: each card's number, title, whether it keeps its Faction\n\
         # Eligible, and the steps of its unshaded and shaded texts.\n\n",
    );
    let list = if cards.is_empty() { " []" } else { "" };
    let _ = writeln!(out, "format: {CARDS_FORMAT}\nversion: 1\n\ncards:{list}");
    for card in cards {
        let _ = writeln!(out, "  - number: {}", card.number);
        let _ = writeln!(out, "    title: {}", quoted(&card.title));
        let _ = writeln!(out, "    stay: {}", card.stay);
        for (name, steps) in [("unshaded", &card.unshaded), ("shaded", &card.shaded)] {
            if steps.is_empty() {
                let _ = writeln!(out, "    {name}: []");
                continue;
            }
            let _ = writeln!(out, "    {name}:");
            for step in steps {
                let values: Vec<String> = step.values.iter().map(|v| quoted(v)).collect();
                let _ = writeln!(
                    out,
                    "      - {{ step: {}, values: [{}] }}",
                    quoted(&step.kind),
                    values.join(", ")
                );
            }
        }
    }
    let _ = writeln!(out, "\nend: {CARDS_FORMAT}");
    out
}
