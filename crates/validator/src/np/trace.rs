//! The trace of a non-player decision: every check with its answer, every
//! die, every tie and how it was broken, each citing its section; and the
//! questions the engine puts to the players when the data lacks an answer
//! or the decision is a player's.

use crate::data::arjuna::{ArjunaId, Face};
use crate::data::np_aid::{Column, Condition as CardCondition, Row, SpecialAction};
use crate::ids::{Faction, SpaceId};
use crate::vocab::issue::Arg;
use coin_table::RuleRef;

macro_rules! notes {
    ($($code:ident($($arg:ident),*);)*) => {
        /// What a non-player decided, or skipped and why: each a code with
        /// named arguments, worded by programs (the `note-…` messages).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum NoteCode {
            $(
                #[doc = concat!("Arguments: ", $(stringify!($arg), " ",)* ".")]
                $code,
            )*
        }

        impl NoteCode {
            /// Every code.
            pub const ALL: &'static [NoteCode] = &[$(NoteCode::$code),*];

            coded_impl!(NoteCode, "TreatySepoys"; $($code($($arg),*))*);
        }
    };
}

notes! {
    // ----- Campaign Round steps (8.9) -----
    CongressRedeployNoGandhi();
    RevolutionariesRedeployNoSpace();
    NoStrikesWithoutRajPlayer();
    ImperialismNoMoreSpaces();
    GandhiStaysNoSpace();
    ConstructiveNoSpace(faction);
    NoBaseAvailable(faction);
    NoSpaceForBase(faction);
    NoNpProtest();
    StrikesEverywhere();
    StrikesHighestEcon(qualify, free);
    ImperialismBudget(budget);
    GandhiLeavesJailFor(space);
    ConstructiveShifts(faction, space, levels);
    FromOutOfPlay(piece, space);
    CongressGandhiTo(space);
    CongressGandhiStays();
    RedeployNothingLeft(faction, step, space);
    RedeployStep(faction, step, piece, from, to);
    RedeployOffRailway(faction, piece, from, to);
    RedeployNoSpread(faction, step);
    RajRedeployWouldLoseControl(step, piece, space);
    RajTroopsNotNeeded(count, space);
    RajTroopsCityKeepsOne(count, space);
    LeftToPlayer(faction);
    LeftRailwayStranded(faction);
    LeftLeagueProgramme();
    // ----- Operations (8.6) -----
    MostCubes(space);
    MostSupportSweep(space);
    MostActivists(space);
    MostGuerrillas(space);
    WavellSweep(space);
    SecondOperation(operation);
    OperationNoSpace(operation);
    NoSpecialWhenLimited();
    SecondSpecial();
    ActivistOntoRailway(from, to);
    // ----- Special Activities (8.7) -----
    SpecialConditionFails(special);
    SpecialCannotAccompany(special, operation);
    SpecialNoSpace(special);
    TreatySepoys(space, sepoys);
    LinlithgowMartialLaw();
    NegotiateNoOption();
    NegotiateGandhiNotInJail();
    NegotiateCannot(option);
    NegotiateNoSpace(option);
    GandhiStaysDie(die, protests);
    GandhiReleasedTo(space);
    SatyagrahaNoGandhi();
    NpRajRefusesRelease();
    RajPlayerReleases();
    RajPlayerRefuses();
    SatyagrahaNoActivist();
    PersuadeCannot(option);
    InfiltrateNotCrisis(option);
    InfiltrateNoPiece(piece);
    InfiltrateReplaces(target);
    InfiltrateNoBase();
    InfiltratePlacesBase();
    AssassinateNoUnrest();
    RajPlayerMovesTroops();
    TroopLeavesFor(space);
    // ----- Events (8.8) -----
    NoEventCard();
    EventUnshaded(card);
    EventShaded(card);
    EventColumn(column);
    EventTextPartial();
    EventTextMissing();
    EventNotEffective();
    EventPlanRefused(findings);
    UpToUnrestNotEffective();
    NoUnrestMarkerLeft();
    UpToRemovalNotEffective();
    TargetFaction(faction);
}

/// A value a note refers to: a game value, a priority column, or an option
/// of a Special Activity box.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NoteArg {
    /// A game value, as findings have them.
    Arg(Arg),
    /// A column of a Space Selection Priorities table (8.4.1).
    Column(Column),
    /// An option a Special Activity box asks for.
    Option(SpecialAction),
}

impl From<Arg> for NoteArg {
    fn from(arg: Arg) -> NoteArg {
        NoteArg::Arg(arg)
    }
}

/// A decision or a skipped instruction, as a code with its arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    /// What.
    pub code: NoteCode,
    /// Its arguments, in the order of [`NoteCode::args`].
    pub args: Vec<NoteArg>,
}

impl Note {
    /// A note of a code with its arguments.
    pub fn new(code: NoteCode, args: Vec<NoteArg>) -> Note {
        Note { code, args }
    }

    /// A note whose arguments are all game values.
    pub fn of(code: NoteCode, args: impl IntoIterator<Item = Arg>) -> Note {
        Note {
            code,
            args: args.into_iter().map(NoteArg::Arg).collect(),
        }
    }
}

/// What a die rolled for a non-player was for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// An Activation Number roll (8.6.2).
    Activation,
    /// An Attack (3.4.3).
    Attack,
    /// Negotiate's roll to release Gandhi (4.3.1).
    ReleaseGandhi,
    /// Rally's release of prisoners (3.3.1).
    Release,
    /// Govern's Imperialism budget (8.7.1).
    Imperialism,
    /// Imperialism in the Support Phase, the die doubled (8.9.2).
    ImperialismDoubled,
    /// The cubes a Crisis brings (6.8).
    CrisisCubes,
    /// A Random Spaces region (8.1.2).
    RandomRegion,
    /// A Random Spaces slot (8.1.2).
    RandomSlot,
    /// An equal chance among candidates (8.1.2).
    EqualChance,
}

impl Purpose {
    /// Every purpose.
    pub const ALL: [Purpose; 10] = [
        Purpose::Activation,
        Purpose::Attack,
        Purpose::ReleaseGandhi,
        Purpose::Release,
        Purpose::Imperialism,
        Purpose::ImperialismDoubled,
        Purpose::CrisisCubes,
        Purpose::RandomRegion,
        Purpose::RandomSlot,
        Purpose::EqualChance,
    ];
}

/// What a non-player does on the current card.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NpChoice {
    /// The Event, on this side.
    Event {
        /// The shaded text (else unshaded).
        shaded: bool,
    },
    /// An Operation with a Special Activity (8.6, 8.7).
    OperationWithSpecial,
    /// An Operation only (2.3.4).
    OperationOnly,
    /// A Limited Operation (2.3.5).
    LimitedOperation,
    /// Pass (2.3.3).
    Pass,
}

/// One step of a non-player decision, as the engine records it: spaces,
/// notes and Arjuna cards by the program's ids.
pub type TraceLine = TraceLineOf<SpaceId, Note, ArjunaId>;

/// One step of a non-player decision, whatever names its spaces (`S`),
/// notes (`N`) and Arjuna cards (`C`) go by: the engine's [`TraceLine`]
/// holds ids, a saved game writes the same lines with the data's names.
/// One type for both, so the written form follows every step the engine
/// records.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TraceLineOf<S, N, C> {
    /// A condition checked, and whether it held.
    Check {
        /// The section that asks it.
        rule: RuleRef,
        /// What was checked.
        what: Condition,
        /// The answer.
        holds: bool,
    },
    /// What the Non-player Eligibility table decided.
    Decided {
        /// The section that settles it.
        rule: RuleRef,
        /// The choice.
        choice: NpChoice,
    },
    /// The outcome of another decision.
    Chose {
        /// The section that settles it.
        rule: RuleRef,
        /// What was chosen.
        note: N,
    },
    /// A die rolled from the game's seed.
    Die {
        /// The section that calls for it.
        rule: RuleRef,
        /// What it was for.
        purpose: Purpose,
        /// The result.
        value: u8,
    },
    /// Several candidates were equal; how one was picked.
    Tie {
        /// The section that breaks the tie.
        rule: RuleRef,
        /// The candidates.
        among: Vec<S>,
        /// The one picked.
        picked: S,
    },
    /// A row of a priority column read against the candidates (8.4.1).
    Row {
        /// The section.
        rule: RuleRef,
        /// The column.
        column: Column,
        /// The row.
        row: Row,
        /// The candidates that meet it (none: the row is skipped).
        kept: Vec<S>,
    },
    /// A space selected with a column.
    Selected {
        /// The section.
        rule: RuleRef,
        /// The column.
        column: Column,
        /// The space.
        space: S,
        /// How many spaces were eligible.
        among: usize,
    },
    /// A box of an Arjuna card read (8.3).
    CardBox {
        /// The box's id on the card.
        node: String,
    },
    /// A check of an Arjuna card and its answer (8.3).
    CardCheck {
        /// The box's id.
        node: String,
        /// The condition.
        condition: CardCondition,
        /// The answer.
        holds: bool,
    },
    /// An instruction skipped, and why.
    Skipped {
        /// The section that says to skip it.
        rule: RuleRef,
        /// What was skipped and why.
        note: N,
    },
    /// An Arjuna card drawn, or flipped. A saved game names the card by
    /// its name in the project's data (its key) since version 4, by the
    /// face-up letter the table gave it before.
    Arjuna {
        /// The card.
        card: C,
        /// The side now read.
        face: Face,
    },
    /// An Arjuna card drawn, or flipped, as a game saved before version 4
    /// named it: by the face-up letter the table then gave it, which no
    /// card carries now (its letters were corrected since). Kept as
    /// written, so the game still opens.
    ArjunaAsWritten {
        /// The face-up letter the file gave.
        front: String,
        /// The side then read.
        face: Face,
    },
}

/// How the names of a trace line turn into those of another form: the
/// program's ids into the names a saved game writes, or back. A name that
/// does not turn gives `Fail`.
pub(crate) trait Renames<S, N, C> {
    /// What spaces become.
    type Space;
    /// What notes become.
    type Note;
    /// What Arjuna cards become.
    type Card;
    /// Why a name did not turn.
    type Fail;
    /// A space.
    fn space(&mut self, space: &S) -> Result<Self::Space, Self::Fail>;
    /// A note.
    fn note(&mut self, note: &N) -> Result<Self::Note, Self::Fail>;
    /// A drawn Arjuna card's whole line (an older file's card may turn
    /// into a line of its own, [`TraceLineOf::ArjunaAsWritten`]).
    fn arjuna(&mut self, card: &C, face: Face) -> Renamed<Self, S, N, C>;
}

/// A trace line as `R` renames it, or why it could not.
pub(crate) type Renamed<R, S, N, C> = Result<
    TraceLineOf<
        <R as Renames<S, N, C>>::Space,
        <R as Renames<S, N, C>>::Note,
        <R as Renames<S, N, C>>::Card,
    >,
    <R as Renames<S, N, C>>::Fail,
>;

impl<S, N, C> TraceLineOf<S, N, C> {
    /// The same line with its names turned by `to`.
    pub(crate) fn rename<R: Renames<S, N, C>>(&self, to: &mut R) -> Renamed<R, S, N, C> {
        Ok(match self {
            TraceLineOf::Check { rule, what, holds } => TraceLineOf::Check {
                rule: *rule,
                what: *what,
                holds: *holds,
            },
            TraceLineOf::Decided { rule, choice } => TraceLineOf::Decided {
                rule: *rule,
                choice: *choice,
            },
            TraceLineOf::Chose { rule, note } => TraceLineOf::Chose {
                rule: *rule,
                note: to.note(note)?,
            },
            TraceLineOf::Die {
                rule,
                purpose,
                value,
            } => TraceLineOf::Die {
                rule: *rule,
                purpose: *purpose,
                value: *value,
            },
            TraceLineOf::Tie {
                rule,
                among,
                picked,
            } => TraceLineOf::Tie {
                rule: *rule,
                among: among
                    .iter()
                    .map(|s| to.space(s))
                    .collect::<Result<_, _>>()?,
                picked: to.space(picked)?,
            },
            TraceLineOf::Row {
                rule,
                column,
                row,
                kept,
            } => TraceLineOf::Row {
                rule: *rule,
                column: *column,
                row: row.clone(),
                kept: kept.iter().map(|s| to.space(s)).collect::<Result<_, _>>()?,
            },
            TraceLineOf::Selected {
                rule,
                column,
                space,
                among,
            } => TraceLineOf::Selected {
                rule: *rule,
                column: *column,
                space: to.space(space)?,
                among: *among,
            },
            TraceLineOf::CardBox { node } => TraceLineOf::CardBox { node: node.clone() },
            TraceLineOf::CardCheck {
                node,
                condition,
                holds,
            } => TraceLineOf::CardCheck {
                node: node.clone(),
                condition: condition.clone(),
                holds: *holds,
            },
            TraceLineOf::Skipped { rule, note } => TraceLineOf::Skipped {
                rule: *rule,
                note: to.note(note)?,
            },
            TraceLineOf::Arjuna { card, face } => return to.arjuna(card, *face),
            TraceLineOf::ArjunaAsWritten { front, face } => TraceLineOf::ArjunaAsWritten {
                front: front.clone(),
                face: *face,
            },
        })
    }
}

/// A condition the eligibility table (8.2.1) checks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The current Event is a Critical Event for this Faction (8.8.1).
    CurrentCriticalForSelf,
    /// The current Event is effective for this Faction (8.8.3).
    CurrentEffective,
    /// The current Event is a Critical Event for the next Eligible Faction.
    CurrentCriticalForNext(Faction),
    /// This Faction is sure to be 1st Eligible on the upcoming card.
    FirstOnUpcoming,
    /// The upcoming Event is a Critical Event for this Faction.
    UpcomingCriticalForSelf,
    /// The 1st Eligible executed an Operation only.
    FirstDidOperationOnly,
    /// The 1st Eligible executed an Operation with a Special Activity.
    FirstDidOperationWithSpecial,
}

/// The trace of one decision.
pub type Trace = Vec<TraceLine>;

/// What the Non-player Eligibility table decided for a turn, with how; or
/// what it needs the players to say first (8.2.1).
pub type Decision = Result<(NpChoice, Trace), Question>;

/// What the engine needs the players to say before it can decide.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Question {
    /// The card's non-player marks (critical marks and halos, 8.8.1,
    /// 8.8.2) are not in the data: enter them from the card.
    CardMarks {
        /// The card.
        card: u8,
    },
    /// Whether the Event is effective for this non-player (8.8.3): the
    /// Effective Events table on the non-player aid and the card's text
    /// decide it.
    Effective {
        /// The card.
        card: u8,
        /// The non-player.
        faction: Faction,
    },
    /// A column of the Space Selection Priorities table (8.4.1) that is not
    /// in the data, or not far enough to separate the candidates: enter it
    /// from the non-player aid.
    PriorityColumn {
        /// Whose table.
        faction: Faction,
        /// The column.
        column: Column,
    },
    /// A Faction's Move Priorities column (8.4.2) is not in the data, or
    /// not whole: enter what its origins keep from the non-player aid.
    MovePriorities {
        /// Whose column.
        faction: Faction,
    },
    /// A slot of the Random Spaces map (8.1.2) the data does not have:
    /// read it off the non-player aid.
    RandomSlot {
        /// The region (first die).
        region: u8,
        /// The slot (second die).
        slot: u8,
    },
    /// The table draws from its own Arjuna deck (8.3): which card came up
    /// for the Faction, and on which side.
    ArjunaCard {
        /// The Faction whose card is drawn.
        faction: Faction,
        /// Which draw of the turn this is (1 for the first; more when the
        /// card sends the Faction to draw again).
        draw: u8,
    },
    /// A non-player Congress's Satyagraha asks the Raj, a player, to release
    /// Gandhi from Jail (4.3.2, 8.7.2): the Raj player's answer is needed
    /// (a non-player Raj always refuses, 8.1.4). Plan again with the answer
    /// in [`crate::np::engine::Answers`].
    RajReleasesGandhi,
}

/// Dice for the engine: rolled from a copy of the game's generator, in the
/// order the plan's logged dice will roll them again.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: crate::state::GameRng,
    /// The results so far, in order.
    pub rolls: Vec<u8>,
}

impl Dice {
    /// Dice continuing the game's generator.
    pub fn new(rng: crate::state::GameRng) -> Dice {
        Dice {
            rng,
            rolls: Vec::new(),
        }
    }

    /// The dice rolled so far, as program dice for no space, in order.
    pub fn logged(&self) -> Vec<crate::vocab::action::Die> {
        self.rolls
            .iter()
            .map(|v| crate::vocab::action::Die::program(None, *v))
            .collect()
    }

    /// Rolls one die and records it in the trace.
    pub fn roll(&mut self, trace: &mut Trace, rule: RuleRef, purpose: Purpose) -> u8 {
        let value = self.rng.roll_die();
        self.rolls.push(value);
        trace.push(TraceLine::Die {
            rule,
            purpose,
            value,
        });
        value
    }

    /// The generator after the rolls.
    pub fn rng(&self) -> crate::state::GameRng {
        self.rng
    }
}
