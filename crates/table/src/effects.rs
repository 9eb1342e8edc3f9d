//! An Event card's effects as a table enters them from its own copy of a
//! volume whose cards' texts are not in the data: for each card entered,
//! its number, its title, whether it keeps the side that executes it
//! Eligible, and the steps of its unshaded and its shaded text. The volume says which kinds
//! of step it judges (`Volume::effect_form`), gives the cards entered so
//! far (`Volume::entered_cards`) and writes them as its own cards file
//! (`Volume::cards_file`), read back and checked as any of the table's own
//! files.

/// What a field of a step takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// One of the volume's sides, by key.
    Side,
    /// One of the volume's kinds of piece, by key.
    Piece,
    /// A whole number from the least to the most.
    Number {
        /// The least.
        least: i64,
        /// The most.
        most: i64,
    },
}

/// A kind of step an Event's text may have, as the volume judges it: its
/// key (the volume's words name it `name-step-<key>`) and its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepKind {
    /// Its key.
    pub key: String,
    /// Its fields, in order.
    pub fields: Vec<FieldKind>,
}

/// What the table's form offers for a volume's Event cards: the kinds of
/// step, the sides and kinds of piece the fields take, and the numbers the
/// cards bear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EffectForm {
    /// The kinds of step.
    pub steps: Vec<StepKind>,
    /// The sides a `Side` field takes, by key.
    pub sides: Vec<String>,
    /// The kinds of piece a `Piece` field takes, by key.
    pub pieces: Vec<String>,
    /// The least and most number an Event card bears.
    pub numbers: (u32, u32),
}

/// One step of an Event's text as entered: its kind and each field's
/// value, as the volume's keys and numbers write them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EffectStep {
    /// The kind of step, by key.
    pub kind: String,
    /// Each field's value, in the kind's order.
    pub values: Vec<String>,
}

impl EffectStep {
    /// A step of a kind with each field at its first value: the form's
    /// first side, first kind of piece, or the least number (or 1 where
    /// the range holds it).
    pub fn new(kind: &StepKind, form: &EffectForm) -> EffectStep {
        let values = kind
            .fields
            .iter()
            .map(|field| match field {
                FieldKind::Side => form.sides.first().cloned().unwrap_or_default(),
                FieldKind::Piece => form.pieces.first().cloned().unwrap_or_default(),
                FieldKind::Number { least, most } => {
                    if (*least..=*most).contains(&1) {
                        "1".to_owned()
                    } else {
                        least.to_string()
                    }
                }
            })
            .collect();
        EffectStep {
            kind: kind.key.clone(),
            values,
        }
    }
}

/// An Event card as the table entered it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EnteredCard {
    /// The number the card bears.
    pub number: u32,
    /// Its title, as printed.
    pub title: String,
    /// Whether it keeps the side that executes it Eligible.
    pub stay: bool,
    /// The steps of its unshaded text.
    pub unshaded: Vec<EffectStep>,
    /// The steps of its shaded text.
    pub shaded: Vec<EffectStep>,
}
