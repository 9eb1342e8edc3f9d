//! Log entries, declarations, cards and refused changes in words
//! (`log.ftl`).

use coin_table::{Break, BreakKind, Seal};
use gandhi_validator::log::{RecordedFinding, ReplayError};
use gandhi_validator::play::{Choice, Die};
use gandhi_validator::position::SetupError;
use gandhi_validator::position::{Eligibility, Seat};
use gandhi_validator::{components::GameData, terms::SpaceId};
use gandhi_validator::{
    position::{Edit, EditError},
    terms::{Faction, Marker, Piece, Place, SupportLevel},
};

use super::findings::recorded_finding;
use super::fluent::{Args, Lang, say, tr};
use super::keys::Key;
use super::names::{
    card_name, eligibility, faction, level, marker, operation, phase, piece, place_name,
    space_name, special, track,
};
use super::np::letters;

/// A place's name: a space or a box.
pub fn place(lang: Lang, data: &GameData, place: Place) -> String {
    place_name(lang, data, place)
}

/// One log entry as a sentence.
pub fn edit_sentence(lang: Lang, data: &GameData, edit: &Edit) -> String {
    let space = |id: SpaceId| space_name(lang, data, id);
    let (id, args) = match edit {
        Edit::MovePieces {
            piece: kind,
            count,
            from,
            to,
        } => (
            "edit-move-pieces",
            pieces_moved(lang, data, *kind, *count, *from, *to),
        ),
        Edit::FlipGuerrillas {
            space: at,
            count,
            to_active,
        } => guerrillas_flipped(lang, data, *at, *count, *to_active),
        Edit::AddMarker { marker, space } => (
            "edit-add-marker",
            marker_in_space(lang, data, *marker, *space),
        ),
        Edit::RemoveMarker { marker, space } => (
            "edit-remove-marker",
            marker_in_space(lang, data, *marker, *space),
        ),
        Edit::MoveMarker { marker, from, to } => (
            "edit-move-marker",
            marker_moved(lang, data, *marker, *from, *to),
        ),
        Edit::SetLevel { space, level } => {
            ("edit-set-level", level_in_space(lang, data, *space, *level))
        }
        Edit::SetTrack { track: t, value } => (
            "edit-set-track",
            Args::new()
                .text("track", track(lang, *t))
                .num("value", *value),
        ),
        Edit::Transfer { from, to, amount } => (
            "edit-transfer",
            Args::new()
                .text("from", faction(lang, *from))
                .text("to", faction(lang, *to))
                .num("amount", *amount),
        ),
        Edit::SetEligibility {
            faction: f,
            eligibility: e,
        } => ("edit-set-eligibility", eligibility_set(lang, *f, *e)),
        Edit::NextCard => ("edit-next-card", Args::new()),
        Edit::PlaceGandhi { space: at } => {
            ("edit-place-gandhi", Args::new().text("space", space(*at)))
        }
        Edit::Declare(declared) => (
            "edit-declare",
            Args::new()
                .text("faction", faction(lang, declared.faction))
                .text("choice", choice(lang, &declared.choice)),
        ),
        Edit::SpecialStarts => ("edit-special-starts", Args::new()),
        Edit::SpecialEnds => ("edit-special-ends", Args::new()),
        Edit::Die(die) => die_rolled(lang, data, die),
        Edit::Phase(step) => (
            "edit-phase",
            Args::new()
                .text("phase", phase(lang, *step))
                .text("rule", step.rule().to_string()),
        ),
        Edit::Reveal { card } => (
            "edit-reveal",
            Args::new().text("card", card_name(lang, data, *card)),
        ),
        Edit::FirstCards { current, upcoming } => (
            "edit-first-cards",
            Args::new()
                .text("current", card_name(lang, data, *current))
                .text("upcoming", card_name(lang, data, *upcoming)),
        ),
        Edit::SetSeat { faction: f, seat } => seat_given(lang, *f, *seat),
        Edit::ArjunaShuffle => ("edit-arjuna-shuffle", Args::new()),
        Edit::ArjunaDraw { faction: f } => (
            "edit-arjuna-draw",
            Args::new().text("faction", faction(lang, *f)),
        ),
        Edit::ArjunaFlip => ("edit-arjuna-flip", Args::new()),
        Edit::ArjunaShown { card, face } => (
            "edit-arjuna-shown",
            Args::new().text("letters", letters(data, *card, *face)),
        ),
        Edit::InstallViceroy => ("edit-install-viceroy", Args::new()),
        Edit::Done { note: None } => ("edit-done", Args::new()),
        Edit::Done { note: Some(note) } => {
            ("edit-done-accepted", Args::new().text("note", note.clone()))
        }
    };
    say(lang, id, args)
}

/// The words of pieces moved: how many of which kind, from where to where.
fn pieces_moved(
    lang: Lang,
    data: &GameData,
    kind: Piece,
    count: u8,
    from: Place,
    to: Place,
) -> Args {
    Args::new()
        .num("count", count)
        .text("piece", piece(lang, kind, u32::from(count)))
        .text("from", place(lang, data, from))
        .text("to", place(lang, data, to))
}

/// The sentence of Guerrillas flipped Active or Underground in a space.
fn guerrillas_flipped(
    lang: Lang,
    data: &GameData,
    at: SpaceId,
    count: u8,
    to_active: bool,
) -> (&'static str, Args) {
    (
        if to_active {
            "edit-flip-active"
        } else {
            "edit-flip-underground"
        },
        Args::new()
            .num("count", count)
            .text("space", space_name(lang, data, at)),
    )
}

/// The words of a marker put in or taken out of a space.
fn marker_in_space(lang: Lang, data: &GameData, m: Marker, at: SpaceId) -> Args {
    Args::new()
        .text("marker", marker(lang, m))
        .text("space", space_name(lang, data, at))
}

/// The words of a space's new Support or Opposition.
fn level_in_space(lang: Lang, data: &GameData, at: SpaceId, l: SupportLevel) -> Args {
    Args::new()
        .text("space", space_name(lang, data, at))
        .text("level", level(lang, l))
}

/// The words of a Faction's cylinder moved to Eligible or Ineligible.
fn eligibility_set(lang: Lang, f: Faction, e: Eligibility) -> Args {
    Args::new()
        .text("faction", faction(lang, f))
        .text("eligibility", eligibility(lang, e))
}

/// The words of a marker moved from one space to another.
fn marker_moved(lang: Lang, data: &GameData, m: Marker, from: SpaceId, to: SpaceId) -> Args {
    Args::new()
        .text("marker", marker(lang, m))
        .text("from", space_name(lang, data, from))
        .text("to", space_name(lang, data, to))
}

/// The sentence of a die rolled, for a space or for the action as a whole.
fn die_rolled(lang: Lang, data: &GameData, die: &Die) -> (&'static str, Args) {
    match die.space {
        Some(at) => (
            "edit-die-for",
            Args::new()
                .num("value", die.value)
                .text("space", space_name(lang, data, at)),
        ),
        None => ("edit-die", Args::new().num("value", die.value)),
    }
}

/// The sentence of a Faction given to a player or to the non-player rules.
fn seat_given(lang: Lang, f: Faction, seat: Seat) -> (&'static str, Args) {
    match seat {
        Seat::Player(n) => (
            "edit-seat-player",
            Args::new()
                .text("faction", faction(lang, f))
                .num("player", n),
        ),
        Seat::NonPlayer => (
            "edit-seat-non-player",
            Args::new().text("faction", faction(lang, f)),
        ),
    }
}

/// What a Faction declared, in words: "Rally with Persuade", "Pass"…
pub fn choice(lang: Lang, choice: &Choice) -> String {
    match choice {
        Choice::Pass => say(lang, "choice-pass", Args::new()),
        Choice::Operation {
            op,
            limited,
            special: sa,
        } => {
            let args = Args::new().text("operation", operation(lang, *op));
            match (limited, sa) {
                (_, Some(sa)) => say(
                    lang,
                    "choice-operation-with",
                    args.text("special", special(lang, *sa)),
                ),
                (true, None) => say(lang, "choice-limited", args),
                (false, None) => say(lang, "choice-operation", args),
            }
        }
        Choice::Event { card, shaded } => say(
            lang,
            if *shaded {
                "choice-event-shaded"
            } else {
                "choice-event-unshaded"
            },
            Args::new().num("card", *card),
        ),
    }
}

/// Why a change could not be made.
pub fn edit_error(lang: Lang, data: &GameData, error: &EditError) -> String {
    let (id, args) = match error {
        EditError::NotEnoughPieces {
            piece: p,
            wanted,
            there,
        } => (
            "edit-error-not-enough-pieces",
            Args::new()
                .num("wanted", *wanted)
                .text("piece", piece(lang, *p, u32::from(*wanted)))
                .num("there", *there),
        ),
        EditError::NoMarker { marker: m } => (
            "edit-error-no-marker",
            Args::new().text("marker", marker(lang, *m)),
        ),
        EditError::NoChange => ("edit-error-no-change", Args::new()),
        EditError::DeckEmpty => ("edit-error-deck-empty", Args::new()),
        EditError::NoCampaignCard => ("edit-error-no-campaign-card", Args::new()),
        EditError::CardNotUnseen { card } => (
            "edit-error-card-not-unseen",
            Args::new().text("card", card_name(lang, data, *card)),
        ),
        EditError::NoArjunaCard { faction: f } => (
            "edit-error-no-arjuna-card",
            Args::new().text("faction", faction(lang, *f)),
        ),
        EditError::NoArjunaDrawn => ("edit-error-no-arjuna-drawn", Args::new()),
        EditError::OwnArjunaDeck => ("edit-error-own-arjuna-deck", Args::new()),
        EditError::ProgramArjunaDeck => ("edit-error-program-arjuna-deck", Args::new()),
        EditError::ArjunaCardNotInDeck { letters } => (
            "edit-error-arjuna-card-not-in-deck",
            Args::new().text("letters", letters.clone()),
        ),
        EditError::NotAtStart => ("edit-error-not-at-start", Args::new()),
        EditError::DieMismatch { logged, rolled } => (
            "edit-error-die-mismatch",
            Args::new().num("logged", *logged).num("rolled", *rolled),
        ),
        EditError::TrackBeyondLimit { track: t, value } => (
            "edit-error-track-beyond-limit",
            Args::new()
                .text("track", track(lang, *t))
                .num("value", *value)
                .num("limit", gandhi_validator::play::TRACK_LIMIT),
        ),
        EditError::Setup(error) => return setup_error(lang, data, error),
    };
    say(lang, id, args)
}

/// Why a scenario cannot be set up, or its pending step made.
pub fn setup_error(lang: Lang, data: &GameData, error: &SetupError) -> String {
    let (id, args) = match error {
        SetupError::UnknownScenario { asked, known } => (
            "setup-error-unknown-scenario",
            Args::new()
                .text("asked", asked.clone())
                .text("known", known.join(", ")),
        ),
        SetupError::NotEnoughCards {
            campaign,
            needed,
            have,
        } => (
            if *campaign {
                "setup-error-not-enough-campaign-cards"
            } else {
                "setup-error-not-enough-event-cards"
            },
            Args::new()
                .num("needed", i64::try_from(*needed).unwrap_or(i64::MAX))
                .num("have", i64::try_from(*have).unwrap_or(i64::MAX)),
        ),
        SetupError::NothingPending => ("setup-error-nothing-pending", Args::new()),
        SetupError::SpaceHasProtest { space } => (
            "setup-error-space-has-protest",
            Args::new().text("space", space_name(lang, data, *space)),
        ),
    };
    say(lang, id, args)
}

/// Where the autosaves are kept, and how many before the last one.
pub fn autosaves_kept(lang: Lang, folder: &str) -> String {
    say(
        lang,
        "autosaves-kept",
        Args::new().text("folder", folder).num(
            "earlier",
            i64::try_from(crate::files::AUTOSAVES_KEPT - 1).unwrap_or(0),
        ),
    )
}

/// The message shown when a file cannot be opened: what happened, then why.
pub fn opened_error(lang: Lang, what: &str) -> String {
    format!("{}\n\n{what}", tr(lang, Key::OpenFailed))
}

/// A list of findings as stored or raised: each its section and sentence,
/// or "nothing".
fn finding_list(lang: Lang, data: &GameData, findings: &[RecordedFinding]) -> String {
    if findings.is_empty() {
        return say(lang, "difference-nothing", Args::new());
    }
    findings
        .iter()
        .map(|f| {
            say(
                lang,
                "difference-finding",
                Args::new()
                    .text("rule", f.rule.to_string())
                    .text("message", recorded_finding(lang, data, f)),
            )
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// What an entry's file stored against what today's rules raise: "stored:
/// nothing; today: 1.4.2 …".
pub fn difference(
    lang: Lang,
    data: &GameData,
    stored: &[RecordedFinding],
    today: &[RecordedFinding],
) -> String {
    say(
        lang,
        "difference-line",
        Args::new()
            .text("stored", finding_list(lang, data, stored))
            .text("today", finding_list(lang, data, today)),
    )
}

/// What a saved game's seal says, as a sentence. Entries are numbered
/// from 1, as in the log.
pub fn seal_verdict(lang: Lang, seal: &Seal) -> String {
    let Seal::Broken(Break { entry, kind }) = seal else {
        return match seal {
            Seal::Intact { entries } => say(
                lang,
                "seal-intact",
                Args::new().num("entries", i64::try_from(*entries).unwrap_or(i64::MAX)),
            ),
            _ => say(lang, "seal-not-sealed", Args::new()),
        };
    };
    let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let at = Args::new().num("entry", number(entry + 1));
    match kind {
        BreakKind::Header => say(lang, "seal-header", Args::new()),
        BreakKind::Altered => say(lang, "seal-altered", at),
        BreakKind::Inserted { count } => {
            say(lang, "seal-inserted", at.num("count", number(*count)))
        }
        BreakKind::RemovedAtEnd { count } => say(
            lang,
            "seal-removed-end",
            Args::new().num("count", number(*count)),
        ),
        BreakKind::Removed { count } => say(lang, "seal-removed", at.num("count", number(*count))),
        BreakKind::AlteredOrRemoved => say(lang, "seal-altered-or-removed", at),
        BreakKind::SealMissing => say(lang, "seal-missing", Args::new()),
        BreakKind::SealAltered => say(lang, "seal-closing-altered", Args::new()),
        BreakKind::Stripped => say(lang, "seal-stripped", Args::new()),
        BreakKind::Reordered => say(lang, "seal-reordered", at),
    }
}

/// Why a saved game's log cannot be replayed.
pub fn replay_error(lang: Lang, data: &GameData, error: &ReplayError) -> String {
    let number = |n: usize| i64::try_from(n + 1).unwrap_or(i64::MAX);
    match error {
        ReplayError::Setup(error) => setup_error(lang, data, error),
        ReplayError::Entry { index, error } => say(
            lang,
            "replay-error-entry",
            Args::new()
                .num("entry", number(*index))
                .text("error", edit_error(lang, data, error)),
        ),
        ReplayError::Unmarked {
            index,
            error,
            unmarked,
            shows,
            seed,
        } => say(
            lang,
            "replay-error-unmarked",
            Args::new()
                .num("entry", number(*index))
                .text("error", edit_error(lang, data, error))
                .num("unmarked", number(*unmarked))
                .num("shows", *shows)
                .num("seed", *seed),
        ),
    }
}
