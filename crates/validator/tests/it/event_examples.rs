//! Events (5.0): the rulebook's example of an Event arrest (5.1.4), the
//! cards whose text the rulebook gives (6, 11, 44, 45), and the guidelines
//! that hold for any Event. Each legal version checks clean (warnings
//! aside); each broken one gives the finding the rule predicts.

use crate::common;

use common::{Ex, issues_of};
use gandhi_validator::position::GameState;
use gandhi_validator::{
    findings::Issue,
    play::{Choice, Declared, Execution, check_action},
};
use gandhi_validator::{
    findings::Severity,
    terms::{Faction, Piece, SupportLevel},
};

fn event(faction: Faction, card: u8) -> Declared {
    Declared {
        faction,
        choice: Choice::Event {
            card,
            shaded: false,
        },
        dice: Vec::new(),
    }
}

/// The issues an Event raises, errors and warnings apart.
fn judged(
    ex: &Ex,
    declared: &Declared,
    before: &GameState,
    after: &GameState,
) -> (Vec<Issue>, Vec<Issue>) {
    let report = check_action(&ex.data, declared, &Execution::whole(before, after));
    let (errors, warnings): (Vec<_>, Vec<_>) = report
        .findings
        .into_iter()
        .partition(|f| f.severity == Severity::Error);
    (issues_of(&errors), issues_of(&warnings))
}

fn errors(ex: &Ex, declared: &Declared, before: &GameState, after: &GameState) -> Vec<Issue> {
    judged(ex, declared, before, after).0
}

/// 5.1.4: card 11 "arrests Gandhi": to Jail, with no Restraint shift and no
/// Protests as after an arrest during Assault, Treaty or Govern.
#[test]
fn ex_5_1_4_an_event_arrest_has_no_raj_consequences() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "bihar", Piece::Gandhi, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 2);
    let declared = event(Faction::Raj, 11);
    let mut after = before.clone();
    ex.take(&mut after, "bihar", Piece::Gandhi, 1);
    after.jail.add(Piece::Gandhi, 1);
    let (errs, warnings) = judged(&ex, &declared, &before, &after);
    assert!(errs.is_empty(), "{errs:?}");
    // Only part of card 11 is known: the rest is left to the players.
    assert_eq!(warnings, [Issue::EventPartlyKnown]);

    // Shifting Restraint and placing Protests as 3.2.4 would is flagged.
    let mut raj_style = after.clone();
    raj_style.tracks.restraint = 2;
    ex.space(&mut raj_style, "gujarat").protests = 1;
    ex.space(&mut raj_style, "sind").protests = 1;
    let (_, warnings) = judged(&ex, &declared, &before, &raj_style);
    assert!(
        warnings.contains(&Issue::EventArrestConsequences),
        "{warnings:?}"
    );

    // "Arrested" is Jail, not Available (5.1.3): the wrong box, said once.
    let mut freed = before.clone();
    ex.take(&mut freed, "bihar", Piece::Gandhi, 1);
    freed.available.add(Piece::Gandhi, 1);
    assert_eq!(errors(&ex, &declared, &before, &freed), [Issue::WrongBox]);
    // Left where he was, Gandhi was not arrested at all.
    assert_eq!(
        errors(&ex, &declared, &before, &before),
        [Issue::EventArrestMissing]
    );
}

fn chauri_chaura_table(ex: &Ex) -> GameState {
    let mut before = ex.table(3, 3);
    ex.space(&mut before, "bihar").protests = 1;
    ex.put(&mut before, "bihar", Piece::Gandhi, 1);
    ex.put(&mut before, "bihar", Piece::CongressActivist, 2);
    ex.put(&mut before, "bihar", Piece::Troop, 1);
    ex.put(&mut before, "gujarat", Piece::CongressActivist, 1);
    before
}

/// Card 6 (8.8.4): in one Protest space, every piece of one Faction goes:
/// Gandhi and Activists to Jail, the rest to Available.
#[test]
fn card_6_removes_one_faction_from_one_protest_space() {
    let ex = Ex::new();
    let before = chauri_chaura_table(&ex);
    let declared = event(Faction::Raj, 6);
    let mut after = before.clone();
    ex.take(&mut after, "bihar", Piece::Gandhi, 1);
    ex.take(&mut after, "bihar", Piece::CongressActivist, 2);
    after.jail.add(Piece::Gandhi, 1);
    after.jail.add(Piece::CongressActivist, 2);
    assert_eq!(judged(&ex, &declared, &before, &after), (vec![], vec![]));

    // The Activists to Available instead of Jail: the wrong box (5.1.3),
    // said once.
    let mut available = before.clone();
    ex.take(&mut available, "bihar", Piece::Gandhi, 1);
    available.jail.add(Piece::Gandhi, 1);
    ex.remove(&mut available, "bihar", Piece::CongressActivist, 2, false);
    assert_eq!(
        errors(&ex, &declared, &before, &available),
        [Issue::WrongBox]
    );

    // The Troop too: two Factions.
    let mut two = after.clone();
    ex.remove(&mut two, "bihar", Piece::Troop, 1, false);
    assert!(errors(&ex, &declared, &before, &two).contains(&Issue::EventOneFactionOnly));

    // One Activist left behind.
    let mut partial = before.clone();
    ex.take(&mut partial, "bihar", Piece::Gandhi, 1);
    partial.jail.add(Piece::Gandhi, 1);
    ex.remove(&mut partial, "bihar", Piece::CongressActivist, 1, true);
    assert!(errors(&ex, &declared, &before, &partial).contains(&Issue::EventFactionNotAllRemoved));

    // Gujarat has no Protest.
    let mut elsewhere = before.clone();
    ex.remove(&mut elsewhere, "gujarat", Piece::CongressActivist, 1, true);
    assert!(errors(&ex, &declared, &before, &elsewhere).contains(&Issue::EventSpaceNotEligible));
}

/// Card 44 (8.8.5): up to two Guerrillas in all from up to two spaces, then
/// each of those spaces one level towards Active Support.
#[test]
fn card_44_removes_guerrillas_and_shifts_their_spaces() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "bihar", Piece::GuerrillaActive, 2);
    ex.put(&mut before, "orissa", Piece::GuerrillaUnderground, 1);
    ex.level(&mut before, "bihar", SupportLevel::PassiveOpposition);
    let declared = event(Faction::Raj, 44);
    let mut after = before.clone();
    ex.remove(&mut after, "bihar", Piece::GuerrillaActive, 1, false);
    ex.remove(&mut after, "orissa", Piece::GuerrillaUnderground, 1, false);
    ex.level(&mut after, "bihar", SupportLevel::Neutral);
    ex.level(&mut after, "orissa", SupportLevel::PassiveSupport);
    assert_eq!(judged(&ex, &declared, &before, &after), (vec![], vec![]));

    let mut three = after.clone();
    ex.remove(&mut three, "bihar", Piece::GuerrillaActive, 1, false);
    assert!(errors(&ex, &declared, &before, &three).contains(&Issue::EventRemovedCount));
    let mut unshifted = after.clone();
    ex.level(&mut unshifted, "orissa", SupportLevel::Neutral);
    assert!(errors(&ex, &declared, &before, &unshifted).contains(&Issue::EventShiftWrong));
    let mut too_far = after.clone();
    ex.level(&mut too_far, "bihar", SupportLevel::PassiveSupport);
    assert!(errors(&ex, &declared, &before, &too_far).contains(&Issue::EventShiftWrong));
}

/// Card 45 (8.4.1): one Unrest in each of up to two Muslim spaces, then one
/// Base from among them.
#[test]
fn card_45_adds_unrest_to_muslim_spaces_then_takes_a_base() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.put(&mut before, "punjab", Piece::LeagueBase, 1);
    ex.put(&mut before, "bihar", Piece::RevolutionariesBase, 1);
    let declared = event(Faction::Congress, 45);
    let mut after = before.clone();
    ex.space(&mut after, "sind").unrest = 1;
    ex.space(&mut after, "punjab").unrest = 1;
    ex.remove(&mut after, "punjab", Piece::LeagueBase, 1, false);
    assert_eq!(judged(&ex, &declared, &before, &after), (vec![], vec![]));

    // Bihar is not a Muslim space.
    let mut hindu = before.clone();
    ex.space(&mut hindu, "bihar").unrest = 1;
    ex.remove(&mut hindu, "bihar", Piece::RevolutionariesBase, 1, false);
    let found = errors(&ex, &declared, &before, &hindu);
    assert!(found.contains(&Issue::EventSpaceNotEligible), "{found:?}");
    // A Base from a space the Event did not select.
    let mut other = before.clone();
    ex.space(&mut other, "sind").unrest = 1;
    ex.remove(&mut other, "punjab", Piece::LeagueBase, 1, false);
    assert!(errors(&ex, &declared, &before, &other).contains(&Issue::EventSpaceNotSelected));
    // Punjab selected, its Base kept.
    let mut kept = before.clone();
    ex.space(&mut kept, "punjab").unrest = 1;
    assert!(errors(&ex, &declared, &before, &kept).contains(&Issue::EventRemovedCount));
    // Three spaces.
    let mut three = after.clone();
    ex.space(&mut three, "karachi").unrest = 1;
    assert!(errors(&ex, &declared, &before, &three).contains(&Issue::EventSpacesCount));
}

/// 5.1.1 and 5.1.3 for a card whose text the data does not have: stacking
/// is judged; Out of Play and pieces from Jail are left for the players to
/// check against the card.
#[test]
fn any_event_keeps_the_general_guidelines() {
    let ex = Ex::new();
    let mut before = ex.table(3, 3);
    ex.space(&mut before, "bihar").protests = 1;
    ex.put(&mut before, "gujarat", Piece::CongressActivist, 2);
    before.out_of_play.set(Piece::Troop, 2);
    let declared = event(Faction::Raj, 30);
    let (errs, warnings) = judged(&ex, &declared, &before, &before.clone());
    assert!(errs.is_empty());
    assert_eq!(warnings, [Issue::EventTextUnknown]);

    let mut after = before.clone();
    ex.space(&mut after, "bihar").protests = 2;
    ex.take(&mut after, "gujarat", Piece::CongressActivist, 2);
    after.out_of_play.add(Piece::CongressActivist, 2);
    after.out_of_play.set(Piece::Troop, 0);
    ex.put(&mut after, "delhi", Piece::Troop, 2);
    let (errs, warnings) = judged(&ex, &declared, &before, &after);
    assert_eq!(errs, [Issue::EventBrokeStacking]);
    assert!(warnings.contains(&Issue::EventToOutOfPlay), "{warnings:?}");
    assert!(
        warnings.contains(&Issue::EventPlacedUnavailable),
        "{warnings:?}"
    );
}
