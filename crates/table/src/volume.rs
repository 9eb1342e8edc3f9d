//! The contract between the table and a volume: what a COIN volume gives
//! the table so that the table can set a game up, take free changes made
//! by hand, say which of them the rules do not allow (with the section
//! that settles it), and show the totals, without knowing the game.
//!
//! The table owns the board, the log and its seal, the files and the
//! wording machinery; the volume owns its component data, its set-up, its
//! rules and its totals. What a volume says is plain data ([`Verdict`],
//! [`Total`], [`Layout`]), keyed by the volume's own names, which the table
//! shows and the volume's word files put into words.

use crate::effects::{EffectForm, EnteredCard};
use crate::rule::{RuleRef, RulesIndex};
use crate::seal::Chain;
use crate::sheet::BoardSheet;
use crate::yaml::{Formats, LoadErrors, TextPos};

/// What a change did wrong (or what it leaves to the table to check), as a
/// volume tells the table: the section that settles it, a code of the
/// volume's, whether it breaks a rule or only warns, and its arguments as
/// the volume's saved files write them (a space's key, a number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The rule section.
    pub rule: RuleRef,
    /// The volume's code for it (a message of its word files).
    pub code: String,
    /// Whether it breaks a rule (else it warns).
    pub error: bool,
    /// Its arguments, as the volume's files write them.
    pub args: Vec<String>,
}

/// One side's victory total against what it must reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Total {
    /// The side's key.
    pub side: String,
    /// Its total.
    pub total: i64,
    /// The total it must exceed to win.
    pub threshold: i64,
}

/// One space as the board draws it: where, what kind, what is there, and
/// which spaces it touches.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceView {
    /// The space's key.
    pub key: String,
    /// Its kind, as the volume names it.
    pub kind: String,
    /// Its place on the board, each coordinate from 0 to 1.
    pub at: (f32, f32),
    /// Whether it is drawn small, as a point on a line between spaces (a
    /// railway, a road), rather than as a block.
    pub small: bool,
    /// The pieces in it: each kind's key with how many.
    pub pieces: Vec<(String, u32)>,
    /// The keys of the spaces next to it.
    pub neighbours: Vec<String>,
}

/// The shape of a kind of piece, as a volume describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceShape {
    /// A cube.
    Cube,
    /// A round cylinder.
    Cylinder,
    /// A cylinder of many sides.
    Octagon,
    /// A flat disc.
    Disc,
    /// A square cardboard marker or token.
    Marker,
}

/// How a kind of piece looks on the board: its shape, its colour (red,
/// green, blue) and whether it lies flipped (a Rebelling or an Active
/// piece, its symbol up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceLook {
    /// Its shape.
    pub shape: PieceShape,
    /// Its colour, red, green and blue from 0 to 255.
    pub colour: [u8; 3],
    /// Whether it lies flipped.
    pub flipped: bool,
}

/// What the board draws of a position: the spaces, then the holding boxes
/// and tracks, each with what is in it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layout {
    /// The spaces, in the volume's order.
    pub spaces: Vec<SpaceView>,
    /// Each holding box (Available, Out of Play…): its key and its pieces.
    pub boxes: Vec<(String, Vec<(String, u32)>)>,
    /// Each track: its key and its value.
    pub tracks: Vec<(String, i64)>,
}

/// What a player did with the board's hands, in the table's own words: the
/// volume turns it into one of its free changes ([`Volume::edit`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Gesture {
    /// Pieces of one kind dragged from one place (a space or a box) to
    /// another, each by the key the volume's [`Layout`] gives it.
    Move {
        /// The kind of piece, by its key.
        piece: String,
        /// How many.
        count: u32,
        /// The place they left.
        from: String,
        /// The place they reached.
        to: String,
    },
    /// A track set to a value.
    Track {
        /// The track, by its key.
        track: String,
        /// Its new value.
        value: i64,
    },
    /// A change of the volume's own that the table has no hand for (a
    /// piece flipped, a marker placed, a card drawn), in the written form
    /// the volume reads back ([`Volume::edit`]).
    Change(String),
}

/// One entry of the log: what a side declared (if anything), and the
/// gestures that carried it out.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableEntry {
    /// The declared action's text, as the volume reads it; none for free
    /// changes that declare nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declare: Option<String>,
    /// The gestures, in the order made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gestures: Vec<Gesture>,
    /// The side whose non-player system made the entry, by key; none for
    /// a player's entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub non_player: Option<String>,
    /// The players' answers to the non-player system's questions, in the
    /// order asked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<String>,
}

/// A game as far as it has been played, as the table hands it to a
/// volume: the scenario and seed it was set up from, each entry since, the
/// position they reached, and what the volume folded from them beyond the
/// position (who has acted on the current card).
#[derive(Clone, Copy, Debug)]
pub struct SoFar<'a, S, P> {
    /// The scenario's key.
    pub scenario: &'a str,
    /// The seed of every draw and die.
    pub seed: u64,
    /// The entries, oldest first.
    pub entries: &'a [TableEntry],
    /// The position after them.
    pub now: &'a S,
    /// What the volume folded from them beyond the position
    /// ([`Volume::Play`]).
    pub play: &'a P,
}

/// One decision of a non-player's system, as its volume traces it: the
/// section it follows, the volume's code for the decision (a message of
/// its word files, `trace-<code in kebab case>`) and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The rule section followed.
    pub rule: RuleRef,
    /// The volume's code for the decision.
    pub code: String,
    /// Its arguments, as the volume's files write them.
    pub args: Vec<String>,
}

/// A non-player's turn as its volume's system decides it: what it
/// declares (the text [`Volume::action`] reads; none for a pass that
/// declares nothing), the gestures that carry it out, and why, decision
/// by decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NonPlayerTurn {
    /// The declared action's text.
    pub declare: Option<String>,
    /// The gestures, in order.
    pub gestures: Vec<Gesture>,
    /// Each decision, in the order taken.
    pub trace: Vec<Reason>,
}

/// What a non-player's system leaves to the players before it can go on
/// (a tie its rules leave to them, a card only they can see): the
/// question, as a [`Reason`], and the answers it takes, by key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// What is asked, with its section (`question-<code in kebab case>`).
    pub asked: Reason,
    /// The answers it takes, each a key the volume reads back.
    pub options: Vec<String>,
    /// The decisions taken before the question.
    pub trace: Vec<Reason>,
}

/// Why a non-player's turn was not planned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPlanned {
    /// The players must answer first; the turn is planned again with the
    /// answer added.
    Asked(Question),
    /// The volume runs no non-player for this side, or cannot plan in this
    /// position: why.
    Cannot(String),
}

/// One of the files in which a table keeps what it entered of its own
/// copy of a volume (its cards' texts, its non-player aid, its board),
/// merged over the volume's data wherever the table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnFile {
    /// Its key: the volume's words name what it holds as `name-<key>`.
    pub key: &'static str,
    /// Its name in the user's data folder. A volume other than the first
    /// the program carried keeps its files in a folder named by its own
    /// key (`tiny/board.yaml`).
    pub file: &'static str,
}

impl OwnFile {
    /// What [`Volume::with_own_file`] says of a key that names none of the
    /// volume's own files.
    pub fn unknown(key: &str, file: &str) -> LoadErrors {
        let mut errors = LoadErrors::default();
        let message = format!("the volume keeps no file `{key}`");
        errors.push(file, "", TextPos::default(), message);
        errors
    }
}

/// A whole game played by a volume's own random generator: the data it
/// was played with and its entries, from the scenario and seed asked for.
#[derive(Clone, Debug)]
pub struct PlayedOut<D> {
    /// The data it played with: the volume's own, or a copy with made-up
    /// parts where that lacks what a whole game needs (the cards' orders,
    /// say), which say nothing of the printed components.
    pub data: D,
    /// Its entries, oldest first.
    pub entries: Vec<TableEntry>,
}

/// The change a declared action made, as the table hands it to the volume
/// to judge: the position before, the free changes in the order made, and
/// the position after them.
#[derive(Clone, Copy, Debug)]
pub struct Made<'a, S, E> {
    /// The position before the action.
    pub before: &'a S,
    /// Its free changes, in order.
    pub edits: &'a [E],
    /// The position after them.
    pub after: &'a S,
}

/// A volume: one COIN game the table carries.
///
/// Everything the table does with a game goes through these functions;
/// none of them may panic on a position, however broken (a free change
/// can make any position).
pub trait Volume {
    /// The volume's component data (map, pieces, scenarios, rule index).
    type Data;
    /// A position on the table.
    type State: Clone;
    /// A free change made by hand on the table.
    type Edit: Clone;
    /// What a side declared it was doing (an Operation, an Event, a pass).
    type Action;
    /// What the volume keeps of a game beyond the position as its entries
    /// are played: the sequence of play's progress (who has acted on the
    /// current card, what is under way). `()` for a volume that keeps
    /// nothing more.
    type Play: Clone + Default;

    /// The volume's key, as files and the command line name it.
    fn key(&self) -> &'static str;
    /// The names of the volume's file formats.
    fn formats(&self) -> Formats;
    /// The chain that seals the volume's saved logs.
    fn chain(&self) -> Chain;
    /// The numbered sections of its rulebook that findings cite.
    fn rules<'d>(&self, data: &'d Self::Data) -> &'d RulesIndex;
    /// Its scenarios' keys, in the order offered.
    fn scenarios(&self, data: &Self::Data) -> Vec<String>;
    /// A scenario set up with a seed, or why it cannot be.
    fn setup(&self, data: &Self::Data, scenario: &str, seed: u64) -> Result<Self::State, String>;
    /// Carries out a free change, or says why it cannot be carried out
    /// (moving pieces that are not there), leaving the position as it was.
    fn apply(
        &self,
        data: &Self::Data,
        state: &mut Self::State,
        edit: &Self::Edit,
    ) -> Result<(), String>;
    /// What a position breaks by itself (stacking, bounds).
    fn check(&self, data: &Self::Data, state: &Self::State) -> Vec<Verdict>;
    /// What a declared action breaks, judged on the change it made: the
    /// position before, its free changes in the order made, and the
    /// position after.
    fn judge(
        &self,
        data: &Self::Data,
        action: &Self::Action,
        made: Made<'_, Self::State, Self::Edit>,
    ) -> Vec<Verdict>;
    /// Each side's victory total.
    fn totals(&self, data: &Self::Data, state: &Self::State) -> Vec<Total>;
    /// What the board draws.
    fn layout(&self, data: &Self::Data, state: &Self::State) -> Layout;
    /// A gesture made on the board as the volume's free change, or why the
    /// volume has no such change (a piece or place it does not know).
    fn edit(&self, data: &Self::Data, gesture: &Gesture) -> Result<Self::Edit, String>;
    /// The sequence of play as the table offers it: what may be declared
    /// in this position, each as the text [`Volume::action`] reads.
    fn declarable(&self, data: &Self::Data, state: &Self::State) -> Vec<String>;
    /// A declared action read from its text, or why it cannot be read.
    fn action(&self, data: &Self::Data, text: &str) -> Result<Self::Action, String>;
    /// The volume's words in one language (`en`, `it`, `es`), as a Fluent
    /// resource: the message `verdict-<code in kebab case>` words a verdict
    /// with its arguments as `$a1`, `$a2`…; `name-<key>` names a side, a
    /// space, a piece, a box or a track; `trace-<code>` and
    /// `question-<code>` word a non-player's decisions and questions
    /// ([`Reason`]); `mark-<key>`, where given, is a kind of piece's short
    /// mark on the board (else the table makes one from its name). Empty for a language it does not speak: the table
    /// then shows codes and keys.
    fn words(&self, lang: &str) -> &'static str;
    /// The names its data gives its things, by key, as printed on the
    /// components (a space a table entered with its own board): the table
    /// names them so where the volume's words name them not at all.
    fn data_names(&self, _data: &Self::Data) -> Vec<(String, String)> {
        Vec::new()
    }
    /// The volume's own changes the board offers in this position, each
    /// as the text a [`Gesture::Change`] carries: at a space (by its key),
    /// or of the whole game (`None`: a card, a seat, a cylinder). None
    /// unless the volume has some.
    fn changes(&self, _data: &Self::Data, _state: &Self::State, _at: Option<&str>) -> Vec<String> {
        Vec::new()
    }
    /// The play at the start of a game set up in `state`.
    fn start_play(&self, _data: &Self::Data, _state: &Self::State) -> Self::Play {
        Self::Play::default()
    }
    /// What an entry breaks in the sequence of play, given the play and the
    /// position before it (a side declaring out of its turn, a card drawn
    /// before its time): none unless the volume checks its sequence of
    /// play.
    fn sequence(
        &self,
        _data: &Self::Data,
        _before: (&Self::State, &Self::Play),
        _entry: &TableEntry,
    ) -> Vec<Verdict> {
        Vec::new()
    }
    /// The play after an entry that took the position from `before` to
    /// `after`: unchanged unless the volume keeps one.
    fn fold(
        &self,
        _data: &Self::Data,
        _play: &mut Self::Play,
        _entry: &TableEntry,
        _change: (&Self::State, &Self::State),
    ) {
    }
    /// The sides its non-player system can run, by key: none unless the
    /// volume has one.
    fn non_player_sides(&self, _data: &Self::Data) -> Vec<String> {
        Vec::new()
    }
    /// A non-player side's turn in the game so far, decided by the
    /// volume's system alone from the game (any draw or die from the seed
    /// the position carries) and the players' answers so far, in the order
    /// asked; or the next question; or why there is none.
    fn non_player_turn(
        &self,
        _data: &Self::Data,
        _game: SoFar<'_, Self::State, Self::Play>,
        side: &str,
        _answers: &[String],
    ) -> Result<NonPlayerTurn, NotPlanned> {
        Err(NotPlanned::Cannot(format!(
            "no non-player system runs `{side}`"
        )))
    }
    /// How a kind of piece (by its key in the [`Layout`]) looks on the
    /// board: none unless the volume says, and the table then colours each
    /// kind its own way.
    fn look(&self, _data: &Self::Data, _kind: &str) -> Option<PieceLook> {
        None
    }
    /// The files in which a table keeps what it entered of its own copy of
    /// the volume, in the order they are merged: none unless the volume
    /// has some.
    fn own_files(&self) -> &'static [OwnFile] {
        &[]
    }
    /// The data with one of the table's own files ([`Volume::own_files`],
    /// by its key) merged over it, and how many entries it took from it;
    /// or every problem, with its place in `file`, whose text is `text`.
    fn with_own_file(
        &self,
        _data: &Self::Data,
        key: &str,
        (file, _text): (&str, &str),
    ) -> Result<(Self::Data, usize), LoadErrors> {
        Err(OwnFile::unknown(key, file))
    }
    /// How the game ended, once it has: the final scores, the winner and
    /// what its victory tells, each as a [`Reason`] (worded by the
    /// volume's `trace-<code>` messages); empty while the game goes on,
    /// or for a volume that says nothing of its end.
    fn outcome(&self, _data: &Self::Data, _state: &Self::State) -> Vec<Reason> {
        Vec::new()
    }
    /// The board as a sheet a table enters from its own copy of the
    /// volume (each space's kind and number, which spaces are adjacent),
    /// filled in from the data: none for a volume whose board the table
    /// does not enter.
    fn board_sheet(&self, _data: &Self::Data) -> Option<BoardSheet> {
        None
    }
    /// The one of the volume's own files ([`Volume::own_files`]) that
    /// keeps a board entered on a sheet, and the sheet written as its
    /// text: read back by [`Volume::with_own_file`], which checks it. None
    /// for a volume with no sheet.
    fn sheet_file(&self, _data: &Self::Data, _sheet: &BoardSheet) -> Option<(OwnFile, String)> {
        None
    }
    /// The kinds of step the volume judges in an Event's text a table
    /// enters from its copy, for the table's form: none for a volume whose
    /// cards' texts are in its data or whose Events are not entered.
    fn effect_form(&self, _data: &Self::Data) -> Option<EffectForm> {
        None
    }
    /// The Event cards the table entered so far, by number.
    fn entered_cards(&self, _data: &Self::Data) -> Vec<EnteredCard> {
        Vec::new()
    }
    /// The one of the volume's own files that keeps the Event cards the
    /// table entered, and those cards written as its text: read back by
    /// [`Volume::with_own_file`], which checks them. None for a volume
    /// with no form.
    fn cards_file(&self, _data: &Self::Data, _cards: &[EnteredCard]) -> Option<(OwnFile, String)> {
        None
    }
    /// A whole game of `scenario` played from `seed` by the volume's own
    /// random generator, which makes only what its rules allow: written
    /// from the rulebook apart from the volume's checks, so that the table
    /// judging its entries tests both, a verdict on one being a
    /// disagreement between the two. `None` for a volume with no
    /// generator; why it stopped when it could not play the game out.
    fn play_out(
        &self,
        _data: &Self::Data,
        _scenario: &str,
        _seed: u64,
    ) -> Option<Result<PlayedOut<Self::Data>, String>> {
        None
    }
    /// The gesture that turns up the next card in `state` by a fair draw
    /// whose value is `value` (a game played at a distance, decision
    /// 0064): the volume picks the card among those that can come next
    /// ([`crate::pick`]). None when no card can come now, or for a volume
    /// whose cards the program does not draw.
    fn fair_draw(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _value: &crate::seal::Hash,
    ) -> Option<Gesture> {
        None
    }
    /// Whether a gesture turns up a card from the deck: in a game played
    /// at a distance, only a fair draw may. False unless the volume's
    /// program draws cards.
    fn draws_card(&self, _data: &Self::Data, _gesture: &Gesture) -> bool {
        false
    }
    /// The side whose turn it is in this position and play, when the
    /// sequence of play names one (by key): none between turns, when the
    /// table as a whole acts, or for a volume that does not say.
    fn whose_turn(
        &self,
        _data: &Self::Data,
        _state: &Self::State,
        _play: &Self::Play,
    ) -> Option<String> {
        None
    }
}

/// One step the table took: the change, what the volume said of it, and
/// the totals after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// What the position breaks after the step, then what the action broke,
    /// then (in a game, [`crate::play_in_game`]) what the entry broke in
    /// the sequence of play.
    pub verdicts: Vec<Verdict>,
    /// The totals after the step.
    pub totals: Vec<Total>,
}

/// Why a step could not be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The step (from 0).
    pub step: usize,
    /// The volume's reason.
    pub reason: String,
}

/// Takes a declared action made of free changes, as a table does: applies
/// each change to a copy of `state`, then asks the volume what the
/// position and the action break, and for the totals. The position is
/// changed only when every change could be carried out; every verdict
/// cites a section of the volume's rule index.
pub fn take_action<V: Volume>(
    volume: &V,
    data: &V::Data,
    state: &mut V::State,
    (action, edits): (&V::Action, &[V::Edit]),
) -> Result<Judged, Refused> {
    let after = carry_out(volume, data, state, edits)?;
    let mut verdicts = volume.check(data, &after);
    let made = Made {
        before: state,
        edits,
        after: &after,
    };
    verdicts.extend(volume.judge(data, action, made));
    let totals = volume.totals(data, &after);
    *state = after;
    Ok(Judged { verdicts, totals })
}

/// The position after each change is carried out on a copy of `state`,
/// or the first change the volume refuses (its step, from 0, and why).
pub(crate) fn carry_out<V: Volume>(
    volume: &V,
    data: &V::Data,
    state: &V::State,
    edits: &[V::Edit],
) -> Result<V::State, Refused> {
    let mut after = state.clone();
    for (step, edit) in edits.iter().enumerate() {
        volume
            .apply(data, &mut after, edit)
            .map_err(|reason| Refused { step, reason })?;
    }
    Ok(after)
}

/// The verdicts whose section the volume's rule index does not list: none,
/// in a volume that keeps the contract.
pub fn uncited<V: Volume>(volume: &V, data: &V::Data, verdicts: &[Verdict]) -> Vec<Verdict> {
    let index = volume.rules(data);
    verdicts
        .iter()
        .filter(|v| !index.contains(v.rule))
        .cloned()
        .collect()
}
