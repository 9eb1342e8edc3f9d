//! What the players ask for: widgets push commands, and
//! `GandhiApp::run_commands` carries them out, the one place that changes
//! the game.

use std::path::PathBuf;

use gandhi_validator::components::Effect;
use gandhi_validator::components::PlayerCard;
use gandhi_validator::{components::Check, terms::FactId};

use gandhi_validator::components::{ArjunaId, Face};

use super::aid::AidChange;
use coin_table::RuleRef;
use gandhi_validator::nonplayers::Answers;
use gandhi_validator::play::Phase;
use gandhi_validator::position::Edit;
use gandhi_validator::position::Seat;
use gandhi_validator::terms::{Faction, PerFaction, SpaceId};

use crate::i18n::fluent::Lang;

/// Something the players asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A change to the table.
    Edit(Edit),
    /// Take back the last change.
    Undo,
    /// Make again the change taken back.
    Redo,
    /// Start a game.
    NewGame {
        /// Scenario key.
        scenario: String,
        /// Seed.
        seed: u64,
        /// Who runs each Faction.
        seats: PerFaction<Seat>,
        /// Which decks the players draw from themselves.
        decks: crate::session::OwnDecks,
    },
    /// Roll a die from the game's seed for the action under way.
    RollDie(Option<SpaceId>),
    /// Finish the action under way: checked, and if it does not fit, the
    /// players decide.
    Done,
    /// Accept the action under way as it is, with the players' note.
    AcceptDone(String),
    /// Go back to the board instead of finishing.
    CancelDone,
    /// Several changes in a row (ending a card, an automatic step).
    Steps(Vec<Edit>),
    /// Keep a card the players entered from their own copy (its title,
    /// order, marks and halos; the steps entered for its sides are kept).
    SaveCard(PlayerCard),
    /// Open the Event effect form for one side of a card.
    OpenEffectForm {
        /// The card.
        card: u8,
        /// The shaded side, else the unshaded one.
        shaded: bool,
    },
    /// Keep the steps the players entered for one side of a card, or take
    /// them away (`None`).
    SaveEffect {
        /// The card.
        card: u8,
        /// The shaded side, else the unshaded one.
        shaded: bool,
        /// The steps.
        effect: Option<Effect>,
    },
    /// Close the Event effect form without saving; what was entered is
    /// kept as a draft, brought back when the same side is opened again.
    CloseEffectForm,
    /// Close the Event effect form and drop what was entered.
    CancelEffectForm,
    /// The players' answer: is the current Event effective for the
    /// non-player whose turn it is (8.8.3)?
    NpEffective(bool),
    /// The non-player passes, as its table decided.
    NpPass,
    /// The non-player draws its Arjuna card, to follow by hand.
    NpDraw,
    /// Carry out the non-player's turn, with the players' answers.
    NpCarryOut(Answers),
    /// Carry out a Campaign Round step (or the Crisis cubes) for the
    /// non-players.
    NpStep(Phase),
    /// Tick or untick a move of the non-player checklist.
    NpTick(usize),
    /// Close the non-player checklist.
    NpCloseChecklist,
    /// Look at the game as it stood after this many entries (the present
    /// when it is all of them).
    LookAt(usize),
    /// Look this many entries later (negative: earlier) than the moment
    /// looked at, or than the present.
    LookBy(isize),
    /// Look at the start of a card or a Campaign Round.
    LookJump(Jump),
    /// Back to the present.
    LookPresent,
    /// Show a checklist of table moves, or close it.
    TableMoves(Option<TableMoves>),
    /// Tick or untick a move of that checklist.
    TickTableMove(usize),
    /// Show or hide the chart of the victory margins.
    Chart(bool),
    /// Bookmark an entry (numbered from 1) under a name.
    Bookmark {
        /// The entry.
        entry: usize,
        /// The bookmark's name.
        name: String,
    },
    /// A note on an entry (numbered from 1), or on one of its findings.
    Note {
        /// The entry.
        entry: usize,
        /// The finding, by its place among the entry's.
        finding: Option<usize>,
        /// The note.
        text: String,
    },
    /// Take away the `index`th bookmark or note.
    RemoveAnnotation(usize),
    /// Try a what-if from the moment after this many entries: the line as
    /// it is is set aside whole, and play goes on from there.
    WhatIf(usize),
    /// Return to a line of play set aside.
    SwitchLine(usize),
    /// Drop a line of play set aside.
    DropLine(usize),
    /// Show or hide the lines of play.
    Lines(bool),
    /// Show or hide the list of bookmarks and notes.
    Bookmarks(bool),
    /// Mark an entry (numbered from 1) as the first of a report's range.
    ReportFrom(usize),
    /// Write the dispute report of entries `from` to `to`, numbered from
    /// one, to an HTML file (with its Markdown and pictures beside it), or
    /// choose the file first.
    ExportReport {
        /// The first entry.
        from: usize,
        /// The last entry.
        to: usize,
        /// The HTML file; `None` asks.
        path: Option<PathBuf>,
    },
    /// Open a saved game from a file.
    Open(PathBuf),
    /// Open a table's log on the table's board.
    OpenTable(PathBuf),
    /// Start a game of a scenario on the table's board, its log written
    /// to a new file.
    NewTable {
        /// The volume's key.
        volume: String,
        /// The scenario's key.
        scenario: String,
        /// The seed.
        seed: u64,
        /// The log to write; an existing file is not replaced.
        path: PathBuf,
    },
    /// Close the table's board, back to the start screen.
    CloseTable,
    /// Accept the game opened as it is: today's findings stay, the
    /// differences with the file are noted in the entries.
    AcceptOpening,
    /// Review what opening found: the list stays, the log marks it.
    ReviewOpening,
    /// Show a log entry (from 0) in the Log tab.
    ShowLogEntry(usize),
    /// Choose a file, then open it.
    OpenDialog,
    /// Save to the current file, or choose one.
    Save,
    /// Choose a file, then save to it.
    SaveAs,
    /// Save to this file.
    SaveTo(PathBuf),
    /// Resume the autosaved game.
    Resume,
    /// Back to the start screen.
    Close,
    /// Show a rule's summary.
    ShowRule(RuleRef),
    /// Show where the players' non-player aid file is and what it holds.
    ShowAidFile,
    /// Read the players' non-player aid file again.
    ReloadAidFile,
    /// Change the language.
    SetLanguage(Lang),
    /// Say which Faction is acting.
    SetActing(Option<Faction>),
    /// Dismiss the error message.
    DismissError,
    /// Open one of the players' files (one that could not be read) with
    /// the system's program for it.
    OpenPlayersFile(PathBuf),
    /// Read the players' card and aid files again (once mended).
    ReloadPlayersFiles,
    /// Enter (or take away) one piece of the players' non-player aid.
    EnterAid(AidChange),
    /// Show what the non-players' next step would be with this entry,
    /// without making it.
    PreviewAid(AidChange),
    /// Open the form for a side of an Arjuna card (to enter or correct it).
    OpenSideForm(ArjunaId, Face),
    /// Close the Arjuna side form without saving; what was entered is kept
    /// as a draft, brought back when the same side is opened again.
    CloseSideForm,
    /// Close the Arjuna side form and drop what was entered.
    CancelSideForm,
    /// Carry out the non-players' steps one after another until a player
    /// decides (np::auto).
    PlayOn,
    /// Open the map check mode at a fact, or at the first one not checked.
    MapCheckOpen(Option<FactId>),
    /// The fact shown is as the players' board has it.
    MapCheckConfirm,
    /// Correct a fact.
    MapCheckCorrect(Check),
    /// Leave the fact shown for later.
    MapCheckSkip,
    /// Show the fact before.
    MapCheckBack,
    /// Take back the last check made in the mode.
    MapCheckUndo,
    /// Close the map check mode.
    MapCheckClose,
    /// Write the map checks to this file, or to one chosen in a dialog.
    ExportMapChecks(Option<PathBuf>),
    /// Take a group's shared map checks from this file, or from one chosen
    /// in a dialog.
    ImportMapChecks(Option<PathBuf>),
}

/// Where to jump on the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    /// The start of the game, before any entry.
    Start,
    /// The start of the card shown, or of the card before.
    PreviousCard,
    /// The start of the next card.
    NextCard,
    /// The start of the Campaign Round before.
    PreviousRound,
    /// The start of the next Campaign Round.
    NextRound,
    /// The bookmark before.
    PreviousBookmark,
    /// The next bookmark.
    NextBookmark,
}

/// Which checklist of table moves is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableMoves {
    /// From the table as it is now to the moment looked at.
    Back,
    /// From a Faction's last turn to now: what changed since.
    Since(Faction),
    /// From the table as it is now to the end of a line set aside.
    ToLine(usize),
}
