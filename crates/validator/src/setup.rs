//! Setting up a game from a scenario (2.1, 2.2 and the setup pages): pieces
//! and markers, tracks, eligibility, the draw deck built from the seeded
//! generator, the first Viceroy, and the first card revealed.

use rand::RngExt;
use rand::seq::SliceRandom;

use crate::data::GameData;
use crate::data::scenario::{DeckRecipe, SetupStep};
use crate::ids::Card;
use crate::ids::ViceroyId;
use crate::ids::{Faction, PerFaction, SpaceId};
use crate::state::{Deck, Eligibility, GameRng, GameState};
/// Why a setup could not be made.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    /// No scenario has this key.
    #[error("no scenario is called `{asked}`; choose one of: {}", known.join(", "))]
    UnknownScenario {
        /// The key asked for.
        asked: String,
        /// The keys that exist.
        known: Vec<String>,
    },
    /// The recipe asks for more cards than the game has.
    #[error("the deck needs {needed} {} cards but the game has {have}", if *.campaign { "Campaign" } else { "Event" })]
    NotEnoughCards {
        /// Campaign cards ran short (else Event cards).
        campaign: bool,
        /// How many are needed.
        needed: usize,
        /// How many exist.
        have: usize,
    },
    /// No setup step is waiting for Gandhi's placement.
    #[error("no setup step is waiting for Gandhi to be placed")]
    NothingPending,
    /// The chosen space cannot take the step's Protest marker.
    #[error("space #{} already holds a Protest marker and may hold only one (1.4.2)", space.0)]
    SpaceHasProtest {
        /// The space.
        space: SpaceId,
    },
}

/// Sets up a scenario with a seed. The seed decides the deck and the first
/// Viceroy; the same seed always gives the same game.
pub fn setup(data: &GameData, scenario_key: &str, seed: u64) -> Result<GameState, SetupError> {
    let scenario = data
        .scenario(scenario_key)
        .ok_or_else(|| SetupError::UnknownScenario {
            asked: scenario_key.to_owned(),
            known: data.scenarios.iter().map(|s| s.key.clone()).collect(),
        })?;
    let mut state = GameState::empty(&data.map, &scenario.key, seed);
    for placed in &scenario.spaces {
        let here = state.space_mut(placed.space);
        here.pieces = placed.pieces;
        here.level = placed.level;
        here.protests = placed.protests;
        here.unrest = placed.unrest;
        here.strikes = placed.strikes;
    }
    state.available = scenario.available;
    state.out_of_play = scenario.out_of_play;
    state.jail = scenario.jail;
    state.tracks = scenario.tracks;
    state.eligibility = PerFaction::from_fn(|faction: Faction| {
        if scenario.eligible.contains(&faction) {
            Eligibility::Eligible
        } else {
            Eligibility::Ineligible
        }
    });
    state.pending = scenario.pending.clone();
    let events = usize::from(data.cards.event_count.value);
    let campaigns: Vec<ViceroyId> = data.viceroys.all().iter().map(|v| v.id).collect();
    let (deck, viceroy) = prepare_deck(&scenario.deck, events, &campaigns, &mut state.rng)?;
    state.deck = deck;
    state.viceroy = viceroy;
    Ok(state)
}

/// Builds the draw deck per the Deck Preparation rules and the scenario's
/// recipe, picks the first Viceroy from the unused Campaign cards, sets the
/// rest aside, and reveals the first card (2.2).
pub fn prepare_deck(
    recipe: &DeckRecipe,
    event_count: usize,
    campaign_cards: &[ViceroyId],
    rng: &mut GameRng,
) -> Result<(Deck, Option<ViceroyId>), SetupError> {
    let needed_events = recipe.events();
    if needed_events > event_count {
        return Err(SetupError::NotEnoughCards {
            campaign: false,
            needed: needed_events,
            have: event_count,
        });
    }
    // One Campaign card goes into each listed pile and one more becomes the Viceroy.
    let needed_campaigns = recipe.campaign_in_piles.len() + 1;
    if needed_campaigns > campaign_cards.len() {
        return Err(SetupError::NotEnoughCards {
            campaign: true,
            needed: needed_campaigns,
            have: campaign_cards.len(),
        });
    }
    rng.with(|rng| {
        let mut campaigns: Vec<ViceroyId> = campaign_cards.to_vec();
        campaigns.shuffle(rng);
        let mut events: Vec<u8> = (1..=u8::try_from(event_count).unwrap_or(u8::MAX)).collect();
        events.shuffle(rng);

        let per_pile = usize::from(recipe.events_per_pile);
        let mut dealt = events.iter().copied();
        let mut draw = Vec::with_capacity(needed_events + recipe.campaign_in_piles.len());
        let mut next_campaign = campaigns.iter().copied();
        for pile_number in 1..=recipe.piles {
            let mut pile: Vec<Card> = dealt.by_ref().take(per_pile).map(Card::Event).collect();
            if recipe.campaign_in_piles.contains(&pile_number)
                && let Some(campaign) = next_campaign.next()
            {
                let among = recipe
                    .campaign_among_bottom
                    .map_or(pile.len(), usize::from)
                    .min(pile.len());
                let lowest = pile.len() - among;
                let at = rng.random_range(lowest..=pile.len());
                pile.insert(at, Card::Campaign(campaign));
            }
            draw.extend(pile);
        }
        let mut unused: Vec<ViceroyId> = next_campaign.collect();
        let viceroy = if unused.is_empty() {
            None
        } else {
            let pick = rng.random_range(0..unused.len());
            Some(unused.remove(pick))
        };
        let mut set_aside: Vec<Card> = unused.into_iter().map(Card::Campaign).collect();
        set_aside.extend(dealt.map(Card::Event));
        let current = if draw.is_empty() {
            None
        } else {
            Some(draw.remove(0))
        };
        let mut deck = Deck {
            current,
            draw,
            played: Vec::new(),
            set_aside,
        };
        deck.swap_in_campaign();
        Ok((deck, viceroy))
    })
}

/// Carries out the pending "Congress places Gandhi, an Active Activist and a
/// Protest in any one space" step of the Main setup in `space`.
pub fn place_gandhi(state: &mut GameState, space: SpaceId) -> Result<(), SetupError> {
    let Some(index) = state
        .pending
        .iter()
        .position(|step| matches!(step, SetupStep::CongressPlacesGandhi { .. }))
    else {
        return Err(SetupError::NothingPending);
    };
    let SetupStep::CongressPlacesGandhi { pieces, protests } = state.pending[index].clone();
    let here = state.space(space);
    if protests > 0 && here.protests > 0 {
        return Err(SetupError::SpaceHasProtest { space });
    }
    let here = state.space_mut(space);
    for (piece, count) in pieces.iter() {
        here.pieces.add(piece, count);
    }
    here.protests = here.protests.saturating_add(protests);
    state.pending.remove(index);
    Ok(())
}
