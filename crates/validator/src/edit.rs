//! Free edits, as on a real table: moving pieces between spaces and boxes,
//! flipping Guerrillas, placing and removing markers, shifting Support and
//! Opposition and the tracks, marking eligibility, revealing the next card,
//! and the pending setup step.
//!
//! An edit is mechanical: it forbids nothing the rules forbid (that is what
//! the checks report). It fails only when it cannot be carried out at all,
//! such as moving three Troops from a space holding two; then the state is
//! left as it was.

use crate::data::GameData;
use crate::ids::Card;
use crate::ids::{Faction, Piece, PieceCounts, SpaceId, SupportLevel};
use crate::ids::{Marker, Place};
use crate::setup::{SetupError, place_gandhi};
use crate::state::{Eligibility, GameState};
use crate::vocab::track::Track;
/// One change to the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Move pieces of one kind from one place to another. Guerrillas entering
    /// a box are kept Underground; Guerrillas leaving a box are placed
    /// Underground (1.4.3).
    MovePieces {
        /// The kind.
        piece: Piece,
        /// How many.
        count: u8,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// Flip Guerrillas in a space to the other side.
    FlipGuerrillas {
        /// The space.
        space: SpaceId,
        /// How many.
        count: u8,
        /// `true` to Activate, `false` to go Underground.
        to_active: bool,
    },
    /// Put a marker in a space.
    AddMarker {
        /// The marker.
        marker: Marker,
        /// The space.
        space: SpaceId,
    },
    /// Take a marker out of a space.
    RemoveMarker {
        /// The marker.
        marker: Marker,
        /// The space.
        space: SpaceId,
    },
    /// Move a marker from one space to another.
    MoveMarker {
        /// The marker.
        marker: Marker,
        /// From.
        from: SpaceId,
        /// To.
        to: SpaceId,
    },
    /// Set a space's Support or Opposition.
    SetLevel {
        /// The space.
        space: SpaceId,
        /// The new level.
        level: SupportLevel,
    },
    /// Set a track.
    SetTrack {
        /// The track.
        track: Track,
        /// The new value.
        value: i32,
    },
    /// Resources handed from one Faction to another (1.5.2): the giver's
    /// track goes down by the amount, the receiver's up. Only the Raj and
    /// the Revolutionaries have a track (1.8); a Faction without one gives
    /// or receives nothing, and the checks say the transfer is not one the
    /// rules allow.
    Transfer {
        /// The giver.
        from: Faction,
        /// The receiver.
        to: Faction,
        /// How many Resources.
        amount: u8,
    },
    /// Move a Faction's cylinder to Eligible or Ineligible.
    SetEligibility {
        /// The Faction.
        faction: Faction,
        /// Where to.
        eligibility: Eligibility,
    },
    /// Put the current card on the played pile and reveal the next (2.3.7).
    NextCard,
    /// With the players' own deck: as [`Edit::NextCard`], but the card they
    /// turned up as the new upcoming card is this one.
    Reveal {
        /// The card turned up.
        card: Card,
    },
    /// With the players' own deck, before the first card is played: the
    /// cards they turned up as current and upcoming (2.2).
    FirstCards {
        /// The current card.
        current: Card,
        /// The upcoming card.
        upcoming: Card,
    },
    /// Carry out the Main setup's pending step: Congress places Gandhi, an
    /// Active Activist and a Protest in this space.
    PlaceGandhi {
        /// The space.
        space: SpaceId,
    },
    /// A Faction says what it does on the current card (2.3.4). A mark in
    /// the log: the table does not change.
    Declare(crate::vocab::action::Declared),
    /// The declared Special Activity begins (4.1). A mark in the log.
    SpecialStarts,
    /// The declared Special Activity ends. A mark in the log.
    SpecialEnds,
    /// A die rolled for the declared action (or typed in from the table). A
    /// die the program rolled advances the game's generator.
    Die(crate::vocab::action::Die),
    /// A step of the Campaign Round (6.0), or the Crisis cubes (6.8), begins.
    /// A mark in the log; `Done` ends it.
    Phase(crate::vocab::phase::Phase),
    /// The Campaign card in the Current Card box becomes the Viceroy; the
    /// previous Viceroy's card is discarded (6.4.1).
    InstallViceroy,
    /// A Faction is given to a player or to the non-player rules (8.0).
    SetSeat {
        /// The Faction.
        faction: Faction,
        /// Who runs it now.
        seat: crate::state::Seat,
    },
    /// The Arjuna cards of every non-player Faction are shuffled together
    /// from the game's generator (8.3, 8.9.4).
    ArjunaShuffle,
    /// The Arjuna draw for a non-player Faction (8.3): cards go from the
    /// top to the bottom face up until one of that Faction's shows.
    ArjunaDraw {
        /// The acting Faction.
        faction: Faction,
    },
    /// "Flip the card": the card read shows its other side (8.3).
    ArjunaFlip,
    /// With the table's own Arjuna deck: the card the players turned up,
    /// on the side that shows (8.3). It goes to the bottom of the
    /// program's copy of the deck, as after a draw, and is the card read.
    ArjunaShown {
        /// The card.
        card: crate::data::arjuna::ArjunaId,
        /// The side that shows.
        face: crate::data::arjuna::Face,
    },
    /// The declared action is finished; its findings are recorded with it,
    /// and, if there are any, the players' note accepting it anyway.
    Done {
        /// Why the table accepted an action the checks flagged, if it did.
        note: Option<String>,
    },
}

/// The levels a table may shift a space to by hand, one step towards
/// Support then towards Opposition (1.6); none on a Railway.
pub fn level_shifts(
    space: &crate::data::map::Space,
    here: &crate::state::SpaceState,
) -> Vec<crate::ids::SupportLevel> {
    use crate::ids::SupportLevel;
    if space.is_railway() {
        return Vec::new();
    }
    [
        (here.level < SupportLevel::ActiveSupport, true),
        (here.level > SupportLevel::ActiveOpposition, false),
    ]
    .into_iter()
    .filter(|(room, _)| *room)
    .map(|(_, towards_support)| here.level.shifted(towards_support))
    .collect()
}

/// The markers a table may add to a space by hand: a Protest and a Strike
/// on a Railway; a Protest, Unrest and a Muslim State (unless one is
/// there) elsewhere (1.3.5, 1.4.2).
pub fn addable_markers(
    space: &crate::data::map::Space,
    here: &crate::state::SpaceState,
) -> Vec<Marker> {
    if space.is_railway() {
        vec![Marker::Protest, Marker::Strike]
    } else {
        [Marker::Protest, Marker::Unrest, Marker::MuslimState]
            .into_iter()
            .filter(|m| *m != Marker::MuslimState || !here.muslim_state)
            .collect()
    }
}

impl Edit {
    /// `count` of `piece` placed from Available in `space`.
    pub fn placed(piece: Piece, count: u8, space: SpaceId) -> Edit {
        Edit::MovePieces {
            piece,
            count,
            from: Place::Available,
            to: Place::Space(space),
        }
    }

    /// One `piece` moved from `from` to `to`.
    pub fn one(piece: Piece, from: Place, to: Place) -> Edit {
        Edit::MovePieces {
            piece,
            count: 1,
            from,
            to,
        }
    }

    /// Whether the edit only marks the log and leaves the table as it is.
    pub fn is_mark(&self) -> bool {
        matches!(
            self,
            Edit::Declare(_)
                | Edit::SpecialStarts
                | Edit::SpecialEnds
                | Edit::Die(_)
                | Edit::Phase(_)
                | Edit::Done { .. }
        )
    }
}

/// Why an edit could not be carried out.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum EditError {
    /// Fewer pieces are there than the edit moves.
    #[error("cannot move {wanted} `{}`: only {there} there", piece.key())]
    NotEnoughPieces {
        /// The piece.
        piece: Piece,
        /// How many the edit asked for.
        wanted: u8,
        /// How many are there.
        there: u8,
    },
    /// No such marker in the space.
    #[error("no {} marker there", marker_words(*marker))]
    NoMarker {
        /// The marker.
        marker: Marker,
    },
    /// The move goes nowhere, or moves nothing.
    #[error("nothing would change")]
    NoChange,
    /// There is no card to reveal.
    #[error("the draw deck is empty")]
    DeckEmpty,
    /// The Current Card box holds no Campaign card to make Viceroy.
    #[error("no Campaign card is in the Current Card box")]
    NoCampaignCard,
    /// The card named is not among the unseen cards (already played,
    /// current, upcoming or the Viceroy).
    #[error("{} is not among the cards still to come", card_words(*card))]
    CardNotUnseen {
        /// The card.
        card: Card,
    },
    /// The first cards are set only before any card is played.
    #[error("cards have been played already")]
    NotAtStart,
    /// The Arjuna deck holds no card of this Faction (it is not a
    /// non-player, or the deck was not shuffled since it became one).
    #[error("the Arjuna deck holds no `{}` card; shuffle it after making the Faction a non-player", faction.key())]
    NoArjunaCard {
        /// The Faction.
        faction: Faction,
    },
    /// No Arjuna card has been drawn to flip.
    #[error("no Arjuna card has been drawn")]
    NoArjunaDrawn,
    /// The table draws from its own Arjuna deck: the program does not
    /// draw; the players say which card came up.
    #[error("the table draws from its own Arjuna deck: say which card came up")]
    OwnArjunaDeck,
    /// The program draws from its own Arjuna deck: a card the players name
    /// is not taken.
    #[error("the program draws the Arjuna cards in this game")]
    ProgramArjunaDeck,
    /// The card named is not in the Arjuna deck (its Faction is not a
    /// non-player, or the deck was not shuffled since it became one).
    #[error("Arjuna card {letters} is not in the deck of the non-players")]
    ArjunaCardNotInDeck {
        /// The card's letters.
        letters: String,
    },
    /// A die the log says the program rolled is not what the game's seed
    /// gives at that point: the log was altered.
    #[error(
        "the log has a die of {logged} rolled by the program, but the game's seed gives {rolled} there"
    )]
    DieMismatch {
        /// The value in the log.
        logged: u8,
        /// The value the seed gives.
        rolled: u8,
    },
    /// A track value no track of the game can show (beyond
    /// [`crate::vocab::track::TRACK_LIMIT`] either way).
    #[error("{value} is no place on the `{}` track: a track value lies between -{limit} and {limit}", track.key(), limit = crate::vocab::track::TRACK_LIMIT)]
    TrackBeyondLimit {
        /// The track.
        track: Track,
        /// The value asked for.
        value: i32,
    },
    /// The setup step cannot be carried out (already done, or a Protest is there).
    #[error("the setup step cannot be made: {0}")]
    Setup(#[from] SetupError),
}

/// A marker in words, for messages.
fn marker_words(marker: Marker) -> &'static str {
    match marker {
        Marker::Protest => "Protest",
        Marker::Unrest => "Unrest",
        Marker::Strike => "Strike",
        Marker::MuslimState => "Muslim State",
    }
}

/// A card in words, for messages.
fn card_words(card: Card) -> String {
    match card {
        Card::Event(number) => format!("Event card {number}"),
        Card::Campaign(id) => format!("Campaign card {}", id.index() + 1),
    }
}

fn counts_mut(state: &mut GameState, place: Place) -> &mut PieceCounts {
    match place {
        Place::Space(id) => &mut state.space_mut(id).pieces,
        Place::Available => &mut state.available,
        Place::OutOfPlay => &mut state.out_of_play,
        Place::Jail => &mut state.jail,
    }
}

/// The count of a counted marker; `None` for the Muslim State flag.
fn marker_count(state: &mut GameState, space: SpaceId, marker: Marker) -> Option<&mut u8> {
    let here = state.space_mut(space);
    match marker {
        Marker::Protest => Some(&mut here.protests),
        Marker::Unrest => Some(&mut here.unrest),
        Marker::Strike => Some(&mut here.strikes),
        Marker::MuslimState => None,
    }
}

fn add_marker(state: &mut GameState, space: SpaceId, marker: Marker) {
    match marker_count(state, space, marker) {
        Some(count) => *count = count.saturating_add(1),
        None => state.space_mut(space).muslim_state = true,
    }
}

fn remove_marker(state: &mut GameState, space: SpaceId, marker: Marker) -> Result<(), EditError> {
    let had_state = state.space(space).muslim_state;
    match marker_count(state, space, marker) {
        Some(count) if *count > 0 => *count -= 1,
        None if had_state => state.space_mut(space).muslim_state = false,
        _ => return Err(EditError::NoMarker { marker }),
    }
    Ok(())
}

/// Moves `amount` Resources from one Faction's track to the other's, as
/// far as each has a track; a track value past the limit is refused.
fn transfer(
    state: &mut GameState,
    (from, to): (Faction, Faction),
    amount: u8,
) -> Result<(), EditError> {
    let amount = i32::from(amount);
    let moves: Vec<(Track, i32)> = [(from, -amount), (to, amount)]
        .into_iter()
        .filter_map(|(faction, by)| Track::resources_of(faction).map(|t| (t, by)))
        .collect();
    if amount == 0 || from == to || moves.is_empty() {
        return Err(EditError::NoChange);
    }
    for (track, by) in &moves {
        let value = state.tracks.get(*track) + by;
        if !crate::vocab::track::within_track_limit(value) {
            return Err(EditError::TrackBeyondLimit {
                track: *track,
                value,
            });
        }
    }
    for (track, by) in moves {
        *state.tracks.get_mut(track) += by;
    }
    Ok(())
}

/// Carries out an edit. On error the state is unchanged.
pub fn apply(data: &GameData, state: &mut GameState, edit: &Edit) -> Result<(), EditError> {
    match edit.clone() {
        Edit::MovePieces {
            piece,
            count,
            from,
            to,
        } => move_pieces(state, piece, count, (from, to)),
        Edit::FlipGuerrillas {
            space,
            count,
            to_active,
        } => flip_guerrillas(state, space, count, to_active),
        Edit::AddMarker { marker, space } => {
            if marker == Marker::MuslimState && state.space(space).muslim_state {
                return Err(EditError::NoChange);
            }
            add_marker(state, space, marker);
            Ok(())
        }
        Edit::RemoveMarker { marker, space } => remove_marker(state, space, marker),
        Edit::MoveMarker { marker, from, to } => move_marker(state, marker, (from, to)),
        Edit::SetLevel { space, level } => {
            if state.space(space).level == level {
                return Err(EditError::NoChange);
            }
            state.space_mut(space).level = level;
            Ok(())
        }
        Edit::SetTrack { track, value } => set_track(state, track, value),
        Edit::Transfer { from, to, amount } => transfer(state, (from, to), amount),
        Edit::SetEligibility {
            faction,
            eligibility,
        } => {
            if state.eligibility[faction] == eligibility {
                return Err(EditError::NoChange);
            }
            state.eligibility[faction] = eligibility;
            Ok(())
        }
        Edit::NextCard => next_card(state),
        Edit::Reveal { card } => reveal(state, card),
        Edit::FirstCards { current, upcoming } => first_cards(state, current, upcoming),
        Edit::SetSeat { faction, seat } => {
            if state.seats[faction] == seat {
                return Err(EditError::NoChange);
            }
            state.seats[faction] = seat;
            Ok(())
        }
        Edit::ArjunaShuffle => arjuna_shuffle(data, state),
        Edit::ArjunaShown { card, face } => arjuna_shown(data, state, card, face),
        Edit::ArjunaDraw { .. } if state.arjuna.own => Err(EditError::OwnArjunaDeck),
        Edit::ArjunaDraw { faction } => arjuna_draw(data, state, faction),
        Edit::ArjunaFlip => {
            use crate::data::arjuna::Face;
            let showing = state.arjuna.showing.ok_or(EditError::NoArjunaDrawn)?;
            state.arjuna.showing = Some(match showing {
                Face::Front => Face::Back,
                Face::Back => Face::Front,
            });
            Ok(())
        }
        Edit::InstallViceroy => install_viceroy(state),
        Edit::PlaceGandhi { space } => place_gandhi(state, space).map_err(EditError::Setup),
        Edit::Die(die) if die.rolled => roll_die(state, die.value),
        Edit::Declare(_)
        | Edit::SpecialStarts
        | Edit::SpecialEnds
        | Edit::Die(_)
        | Edit::Phase(_)
        | Edit::Done { .. } => Ok(()),
    }
}

/// Moves a marker from one space to another.
fn move_marker(
    state: &mut GameState,
    marker: Marker,
    (from, to): (SpaceId, SpaceId),
) -> Result<(), EditError> {
    if from == to {
        return Err(EditError::NoChange);
    }
    if marker == Marker::MuslimState && state.space(to).muslim_state {
        return Err(EditError::NoChange);
    }
    remove_marker(state, from, marker)?;
    add_marker(state, to, marker);
    Ok(())
}

/// Sets a track to a new value within the track's limits.
fn set_track(state: &mut GameState, track: Track, value: i32) -> Result<(), EditError> {
    if !crate::vocab::track::within_track_limit(value) {
        return Err(EditError::TrackBeyondLimit { track, value });
    }
    let slot = state.tracks.get_mut(track);
    if *slot == value {
        return Err(EditError::NoChange);
    }
    *slot = value;
    Ok(())
}

/// Installs the current Campaign card as Viceroy; the one it replaces goes
/// to the played pile.
fn install_viceroy(state: &mut GameState) -> Result<(), EditError> {
    let Some(Card::Campaign(viceroy)) = state.deck.current else {
        return Err(EditError::NoCampaignCard);
    };
    state.deck.current = None;
    if let Some(old) = state.viceroy.replace(viceroy) {
        state.deck.played.push(Card::Campaign(old));
    }
    Ok(())
}

/// Rolls the program's die, which must show the value the log holds.
fn roll_die(state: &mut GameState, logged: u8) -> Result<(), EditError> {
    let mut rng = state.rng;
    let value = rng.roll_die();
    if value != logged {
        return Err(EditError::DieMismatch {
            logged,
            rolled: value,
        });
    }
    state.rng = rng;
    Ok(())
}

/// Moves pieces between two places; an Active Guerrilla leaving the map, or
/// placed from off it, lands Underground.
fn move_pieces(
    state: &mut GameState,
    piece: Piece,
    count: u8,
    (from, to): (Place, Place),
) -> Result<(), EditError> {
    if count == 0 || from == to {
        return Err(EditError::NoChange);
    }
    let there = counts_mut(state, from).get(piece);
    if there < count {
        return Err(EditError::NotEnoughPieces {
            piece,
            wanted: count,
            there,
        });
    }
    counts_mut(state, from).remove(piece, count);
    // Guerrillas off the map have no side; placed ones go Underground.
    let landing = match (piece, to, from) {
        (Piece::GuerrillaActive, Place::Available | Place::OutOfPlay | Place::Jail, _) => {
            Piece::GuerrillaUnderground
        }
        (
            Piece::GuerrillaActive,
            Place::Space(_),
            Place::Available | Place::OutOfPlay | Place::Jail,
        ) => Piece::GuerrillaUnderground,
        _ => piece,
    };
    counts_mut(state, to).add(landing, count);
    Ok(())
}

/// Flips Guerrillas in a space to Active or back Underground.
fn flip_guerrillas(
    state: &mut GameState,
    space: SpaceId,
    count: u8,
    to_active: bool,
) -> Result<(), EditError> {
    let (from, to) = if to_active {
        (Piece::GuerrillaUnderground, Piece::GuerrillaActive)
    } else {
        (Piece::GuerrillaActive, Piece::GuerrillaUnderground)
    };
    let pieces = &mut state.space_mut(space).pieces;
    let there = pieces.get(from);
    if count == 0 {
        return Err(EditError::NoChange);
    }
    if there < count {
        return Err(EditError::NotEnoughPieces {
            piece: from,
            wanted: count,
            there,
        });
    }
    pieces.remove(from, count);
    pieces.add(to, count);
    Ok(())
}

/// Draws the next card: the current one goes to the played pile.
fn next_card(state: &mut GameState) -> Result<(), EditError> {
    if state.deck.draw.is_empty() {
        return Err(EditError::DeckEmpty);
    }
    turn_up_next(&mut state.deck);
    state.deck.swap_in_campaign();
    Ok(())
}

/// Draws the next card and brings a named unseen card to the top of the
/// deck, as a card's text that reveals one does.
fn reveal(state: &mut GameState, card: Card) -> Result<(), EditError> {
    let mut deck = state.deck.clone();
    if deck.draw.is_empty() {
        return Err(EditError::DeckEmpty);
    }
    if deck.draw.first() == Some(&card) {
        return Err(EditError::CardNotUnseen { card });
    }
    turn_up_next(&mut deck);
    deck.bring_to_top(card)
        .map_err(|()| EditError::CardNotUnseen { card })?;
    deck.swap_in_campaign();
    state.deck = deck;
    Ok(())
}

/// Turns up the top card of a draw pile that holds one: the current card
/// goes to the played pile.
fn turn_up_next(deck: &mut crate::state::Deck) {
    let next = deck.draw.remove(0);
    if let Some(played) = deck.current.replace(next) {
        deck.played.push(played);
    }
}

/// Sets the first current and upcoming cards of a game not yet begun.
fn first_cards(state: &mut GameState, current: Card, upcoming: Card) -> Result<(), EditError> {
    if !state.deck.played.is_empty() || current == upcoming {
        return Err(EditError::NotAtStart);
    }
    let mut deck = state.deck.clone();
    // Put the modelled current card back among the unseen ones.
    if let Some(old) = deck.current.take() {
        deck.draw.push(old);
    }
    deck.bring_to_top(current)
        .map_err(|()| EditError::CardNotUnseen { card: current })?;
    deck.current = Some(deck.draw.remove(0));
    deck.bring_to_top(upcoming)
        .map_err(|()| EditError::CardNotUnseen { card: upcoming })?;
    deck.swap_in_campaign();
    state.deck = deck;
    Ok(())
}

/// Makes a fresh Arjuna deck of the non-player factions' cards, shuffled
/// unless the table keeps its own deck.
fn arjuna_shuffle(data: &GameData, state: &mut GameState) -> Result<(), EditError> {
    let mut cards: Vec<crate::data::arjuna::ArjunaId> = Faction::ALL
        .into_iter()
        .filter(|f| state.seats[*f] == crate::state::Seat::NonPlayer)
        .flat_map(|f| data.arjuna.of(f).collect::<Vec<_>>())
        .collect();
    let own = state.arjuna.own;
    // The table shuffles its own deck; the program's copy only
    // keeps which cards are in it.
    if !own {
        state.rng.with(|rng| {
            use rand::seq::SliceRandom;
            cards.shuffle(rng);
        });
    }
    state.arjuna = crate::state::ArjunaDeck {
        cards,
        showing: None,
        cycled: 0,
        own,
    };
    Ok(())
}

/// Cycles the card the table shows to the bottom of its own Arjuna deck.
fn arjuna_shown(
    data: &GameData,
    state: &mut GameState,
    card: crate::data::arjuna::ArjunaId,
    face: crate::data::arjuna::Face,
) -> Result<(), EditError> {
    let deck = &mut state.arjuna;
    if !deck.own {
        return Err(EditError::ProgramArjunaDeck);
    }
    let Some(at) = deck.cards.iter().position(|c| *c == card) else {
        return Err(EditError::ArjunaCardNotInDeck {
            letters: data
                .arjuna
                .card(card)
                .map_or_else(String::new, |c| c.letters(face).to_owned()),
        });
    };
    cycle_to_bottom(deck, at);
    deck.showing = Some(face);
    Ok(())
}

/// Moves the Arjuna card at a place in the deck to its bottom, counting it
/// among the cards cycled, and returns it.
fn cycle_to_bottom(
    deck: &mut crate::state::ArjunaDeck,
    at: usize,
) -> crate::data::arjuna::ArjunaId {
    let card = deck.cards.remove(at);
    deck.cards.push(card);
    let size = u8::try_from(deck.cards.len()).unwrap_or(u8::MAX);
    deck.cycled = deck.cycled.saturating_add(1).min(size);
    card
}

/// Draws from the program's Arjuna deck until a card of the faction shows,
/// cycling each card drawn to the bottom.
fn arjuna_draw(data: &GameData, state: &mut GameState, faction: Faction) -> Result<(), EditError> {
    let deck = &mut state.arjuna;
    let has = deck
        .cards
        .iter()
        .any(|id| data.arjuna.card(*id).is_some_and(|c| c.faction == faction));
    if !has {
        return Err(EditError::NoArjunaCard { faction });
    }
    loop {
        let card = cycle_to_bottom(deck, 0);
        if data.arjuna.card(card).is_some_and(|c| c.faction == faction) {
            deck.showing = Some(crate::data::arjuna::Face::Front);
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::check;
    use crate::setup::setup;

    fn short() -> (GameData, GameState) {
        let data = GameData::bundled().unwrap();
        let state = setup(&data, "short", 1).unwrap();
        (data, state)
    }

    #[test]
    fn moving_a_troop_into_a_princely_state_is_done_and_then_flagged() {
        let (data, mut state) = short();
        let mysore = data.map.by_key("mysore").unwrap();
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Available,
            to: Place::Space(mysore),
        };
        apply(&data, &mut state, &edit).unwrap();
        let report = check(&data, &state);
        assert_eq!(report.findings.len(), 1);
        assert_eq!(report.findings[0].rule.to_string(), "1.4.2");
    }

    /// A track value no track can show is refused before any sum or
    /// difference is made of it (a game setting Raj Resources to
    /// -2147483648 once overflowed when its next action was judged); a
    /// value past the track's bounds but within the limit is made, and
    /// the check flags it (1.8).
    #[test]
    fn a_track_value_beyond_the_limit_is_refused_and_one_past_the_bounds_flagged() {
        let (data, mut state) = short();
        for value in [i32::MIN, i32::MAX, -1000, 1000] {
            let edit = Edit::SetTrack {
                track: Track::RajResources,
                value,
            };
            let error = apply(&data, &mut state, &edit).unwrap_err();
            assert_eq!(
                error,
                EditError::TrackBeyondLimit {
                    track: Track::RajResources,
                    value
                }
            );
            assert!(error.to_string().contains("raj_resources"), "{error}");
        }
        assert_eq!(state.tracks.raj_resources, 32);
        let edit = Edit::SetTrack {
            track: Track::RajResources,
            value: -999,
        };
        apply(&data, &mut state, &edit).unwrap();
        let report = check(&data, &state);
        assert!(
            report.findings.iter().any(|f| f.rule.to_string() == "1.8"),
            "{:?}",
            report.findings
        );
    }

    /// A transfer moves Resources between the two tracks (1.5.2); a
    /// Faction without a track gives or receives nothing, and a transfer
    /// that moves nothing, or past the limit, is refused.
    #[test]
    fn a_transfer_moves_resources_between_the_tracks() {
        let (data, mut state) = short();
        let (raj, revs) = (
            state.tracks.raj_resources,
            state.tracks.revolutionaries_resources,
        );
        let give = |from, to, amount| Edit::Transfer { from, to, amount };
        apply(
            &data,
            &mut state,
            &give(Faction::Revolutionaries, Faction::Raj, 3),
        )
        .unwrap();
        assert_eq!(state.tracks.raj_resources, raj + 3);
        assert_eq!(state.tracks.revolutionaries_resources, revs - 3);
        apply(&data, &mut state, &give(Faction::Raj, Faction::Congress, 2)).unwrap();
        assert_eq!(state.tracks.raj_resources, raj + 1);
        let kept = state.clone();
        for edit in [
            give(Faction::Congress, Faction::MuslimLeague, 2),
            give(Faction::Raj, Faction::Raj, 2),
            give(Faction::Raj, Faction::Revolutionaries, 0),
        ] {
            assert_eq!(apply(&data, &mut state, &edit), Err(EditError::NoChange));
            assert_eq!(state, kept);
        }
        state.tracks.raj_resources = 990;
        let before_limit = state.clone();
        let error = apply(
            &data,
            &mut state,
            &give(Faction::Revolutionaries, Faction::Raj, 20),
        );
        assert!(matches!(
            error,
            Err(EditError::TrackBeyondLimit { value: 1010, .. })
        ));
        assert_eq!(state, before_limit);
    }

    #[test]
    fn an_impossible_move_changes_nothing() {
        let (data, mut state) = short();
        let before = state.clone();
        let bihar = data.map.by_key("bihar").unwrap();
        let edit = Edit::MovePieces {
            piece: Piece::Troop,
            count: 1,
            from: Place::Space(bihar),
            to: Place::Available,
        };
        assert_eq!(
            apply(&data, &mut state, &edit),
            Err(EditError::NotEnoughPieces {
                piece: Piece::Troop,
                wanted: 1,
                there: 0
            })
        );
        assert_eq!(state, before);
        let no_marker = Edit::RemoveMarker {
            marker: Marker::MuslimState,
            space: bihar,
        };
        assert!(apply(&data, &mut state, &no_marker).is_err());
        assert_eq!(state, before);
    }

    #[test]
    fn guerrillas_go_underground_off_the_map_and_when_placed() {
        let (data, mut state) = short();
        let punjab = data.map.by_key("punjab").unwrap();
        let flip = Edit::FlipGuerrillas {
            space: punjab,
            count: 2,
            to_active: true,
        };
        apply(&data, &mut state, &flip).unwrap();
        let away = Edit::MovePieces {
            piece: Piece::GuerrillaActive,
            count: 1,
            from: Place::Space(punjab),
            to: Place::Available,
        };
        apply(&data, &mut state, &away).unwrap();
        assert_eq!(state.available.get(Piece::GuerrillaActive), 0);
        assert_eq!(state.available.get(Piece::GuerrillaUnderground), 5);
        assert!(check(&data, &state).is_clean());
    }

    #[test]
    fn markers_move_between_spaces() {
        let (data, mut state) = short();
        let punjab = data.map.by_key("punjab").unwrap();
        let sind = data.map.by_key("sind").unwrap();
        let edit = Edit::MoveMarker {
            marker: Marker::Protest,
            from: punjab,
            to: sind,
        };
        apply(&data, &mut state, &edit).unwrap();
        assert_eq!(
            (state.space(punjab).protests, state.space(sind).protests),
            (0, 1)
        );
    }

    #[test]
    fn the_next_card_is_revealed_and_the_played_one_kept() {
        let (data, mut state) = short();
        let current = state.deck.current;
        let upcoming = state.deck.upcoming();
        apply(&data, &mut state, &Edit::NextCard).unwrap();
        assert_eq!(state.deck.current, upcoming);
        assert_eq!(state.deck.played.last().copied(), current);
        assert!(check(&data, &state).is_clean());
    }
}
