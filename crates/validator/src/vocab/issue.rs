//! Issue codes: everything a check can report, each with the section it
//! cites and the names of its arguments. A finding is a code with typed
//! arguments (a space, a piece with its count, a Faction, an Operation, a
//! number…), never a sentence: programs word it at display time, in any
//! language, from the code and the argument names (the `issue-…` messages
//! of the program's Fluent files).

use crate::ids::{Card, Faction, Marker, Piece, Place, SpaceId, SpaceKind, Stock, SupportLevel};
use crate::vocab::action::{Operation, Special};
use crate::vocab::phase::Phase;
use crate::vocab::severity::Severity;
use crate::vocab::track::Track;
use coin_table::RuleRef;

/// A fixed phrase a finding refers to, where no game value names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Term {
    /// Passing (2.3.3), as the thing a Faction did.
    Pass,
    /// The Event of the current card, as the thing a Faction did.
    TheEvent,
    /// The action under way.
    ThisAction,
    /// Releasing Activists from Jail (3.3.1).
    ReleaseFromJail,
    /// Activists of either nonviolent Faction.
    Activists,
    /// Guerrillas, either side up.
    Guerrillas,
    /// Congress's free spaces: those with a Protest or Gandhi (3.3).
    ProtestOrGandhi,
    /// The Muslim League's free spaces: those with its Base (3.3).
    LeagueBase,
    /// The Operations Negotiate may accompany (4.1.2).
    NegotiateOperations,
    /// A space with a Protest marker, as an Event requires (5.1.2).
    ProtestSpace,
    /// A Muslim space, as an Event requires (5.1.2).
    MuslimSpace,
    /// Imperialism bought by Govern (4.2.2).
    Imperialism,
}

impl Term {
    /// Every phrase.
    pub const ALL: [Term; 12] = [
        Term::Pass,
        Term::TheEvent,
        Term::ThisAction,
        Term::ReleaseFromJail,
        Term::Activists,
        Term::Guerrillas,
        Term::ProtestOrGandhi,
        Term::LeagueBase,
        Term::NegotiateOperations,
        Term::ProtestSpace,
        Term::MuslimSpace,
        Term::Imperialism,
    ];
}

/// A value an issue refers to. Every argument is typed, so that a program
/// can word it in any language and a saved log can be read back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// A space.
    Space(SpaceId),
    /// A number.
    Int(i64),
    /// A kind of piece; the number says singular (1) or plural.
    Piece(Piece, i64),
    /// An inventory line.
    Stock(Stock),
    /// A Faction.
    Faction(Faction),
    /// An Operation.
    Operation(Operation),
    /// A Special Activity.
    Special(Special),
    /// A Campaign Round step.
    Phase(Phase),
    /// A track.
    Track(Track),
    /// A box (or a space).
    Place(Place),
    /// A kind of marker.
    Marker(Marker),
    /// A Support or Opposition level.
    Level(SupportLevel),
    /// A kind of space.
    Kind(SpaceKind),
    /// A card.
    Card(Card),
    /// A rule section. A finding naming one cites it instead of its issue's
    /// general section (a Campaign Round step cites its own).
    Rule(RuleRef),
    /// A fixed phrase.
    Term(Term),
}

/// Each of these kinds of value is an argument of its own variant.
macro_rules! arg_from {
    ($($kind:ident),*) => {
        $(
            impl From<$kind> for Arg {
                fn from(value: $kind) -> Arg {
                    Arg::$kind(value)
                }
            }
        )*
    };
}

arg_from!(Operation, Special, Phase, Term, Faction);

/// The stable names of a kind of code and the names of each code's
/// arguments: `code`, `args` and `from_code`, written inside an `impl`.
macro_rules! coded_impl {
    ($ty:ident, $example:literal; $($code:ident($($arg:ident),*))*) => {
        #[doc = concat!("A stable name, e.g. `", $example, "`.")]
        pub fn code(self) -> &'static str {
            match self {
                $($ty::$code => stringify!($code),)*
            }
        }

        /// The names of its arguments, in order.
        pub fn args(self) -> &'static [&'static str] {
            match self {
                $($ty::$code => &[$(stringify!($arg)),*],)*
            }
        }

        #[doc = concat!("The ", stringify!($ty), " with a stable name.")]
        pub fn from_code(code: &str) -> Option<$ty> {
            match code {
                $(stringify!($code) => Some($ty::$code),)*
                _ => None,
            }
        }
    };
}

macro_rules! issues {
    ($($code:ident($($arg:ident),*) => $rule:literal;)*) => {
        /// Everything a check can report.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Issue {
            $(
                #[doc = concat!("Cites ", $rule, "; arguments: ", $(stringify!($arg), " ",)* ".")]
                $code,
            )*
        }

        impl Issue {
            /// Every issue code.
            pub const ALL: &'static [Issue] = &[$(Issue::$code),*];

            /// The section it cites.
            pub fn rule(self) -> RuleRef {
                match self {
                    $(Issue::$code => const { RuleRef::new($rule) },)*
                }
            }

            coded_impl!(Issue, "DeployNotCity"; $($code($($arg),*))*);
        }
    };
}

impl Issue {
    /// Whether the static checks of a state raise it (1.2–1.12, 2.5, 5.1.1,
    /// 5.1.4), rather than the checks of an action, step or sequence.
    pub fn is_state_check(self) -> bool {
        matches!(
            self,
            Issue::BasesOverPopulation
                | Issue::BaseOnRailway
                | Issue::TroopsInPrincelyState
                | Issue::TroopsInMuslimState
                | Issue::ProtestsStacked
                | Issue::MuslimStateOutsideProvince
                | Issue::LevelOnRailway
                | Issue::StrikesStacked
                | Issue::UnrestOnRailway
                | Issue::StrikeOffRailway
                | Issue::PiecesMiscounted
                | Issue::GandhiAvailable
                | Issue::GandhiOutOfPlay
                | Issue::NotArrestable
                | Issue::TooManyProtests
                | Issue::TooManyUnrestMarkers
                | Issue::TrackOutOfBounds
                | Issue::NoViceroy
                | Issue::CardRepeated
                | Issue::EventCardsMissing
        )
    }

    /// How serious it is: an error, or a warning where the program lacks
    /// what it needs to decide.
    pub fn severity(self) -> Severity {
        match self {
            Issue::NoViceroy
            | Issue::FactionOrderUnknown
            | Issue::EligibilityAfterEvent
            | Issue::EventTextUnknown
            | Issue::EventPartlyKnown
            | Issue::EventPlacedUnavailable
            | Issue::EventToOutOfPlay
            | Issue::EventArrestConsequences => Severity::Warning,
            _ => Severity::Error,
        }
    }
}

issues! {
    // ----- the state itself (static checks) -----
    BasesOverPopulation(space, bases, population) => "1.4.2";
    BaseOnRailway(space, bases) => "1.4.2";
    TroopsInPrincelyState(space, troops) => "1.4.2";
    TroopsInMuslimState(space, troops) => "1.4.2";
    ProtestsStacked(space, protests) => "1.4.2";
    MuslimStateOutsideProvince(space, kind) => "1.3.5";
    LevelOnRailway(space, level) => "1.3.6";
    StrikesStacked(space, strikes) => "5.1.1";
    UnrestOnRailway(space, unrest) => "5.1.4";
    StrikeOffRailway(space, strikes) => "1.12";
    PiecesMiscounted(stock, exist, counted, on_map, available, out_of_play, jail, pending, surplus, shortfall) => "1.4.1";
    GandhiAvailable() => "1.4.1";
    GandhiOutOfPlay() => "1.4.5";
    NotArrestable(piece, count) => "1.3.9";
    TooManyProtests(in_india, exist) => "1.10";
    TooManyUnrestMarkers(in_india, exist) => "1.11";
    TrackOutOfBounds(track, value, min, max) => "1.8";
    NoViceroy() => "2.5";
    CardRepeated(card) => "1.2";
    EventCardsMissing(missing, events) => "1.2";
    // ----- declarations and the sequence of play -----
    NotYourOperation(faction, operation) => "3.1";
    NotYourSpecial(faction, special) => "4.1";
    SpecialWithLimited() => "2.3.5";
    SpecialPartUnmarked(special) => "4.1";
    SpecialNotWithThisOperation(special, operations) => "4.1.2";
    LimitedTooManySpaces(operation, spaces) => "2.3.5";
    LimitedManyOrigins(origins) => "2.3.5";
    LimitedManyDestinations(operation, destinations) => "2.3.5";
    // ----- anything an action does not do -----
    ChangeNotPartOf(space, action) => "3.1";
    BoxChangeNotPartOf(box, action) => "3.1";
    TrackChangeNotPartOf(track, change, action) => "3.1";
    PiecesFromNowhere(count, piece, space) => "1.4.1";
    // A non-player took its own pieces off a space it did not select.
    NpRemovedOwnPieces(space) => "1.4.1";
    // ----- costs and space limits -----
    CostWrong(action, cost, change) => "3.1";
    CostNotAffordable(action, cost, had) => "3.1";
    TooManySpaces(action, limit, free, selected) => "3.3";
    SpecialTooManySpaces(special, limit, selected) => "4.1";
    // ----- Resources handed between the Raj and the Revolutionaries -----
    // No Operation, Special Activity or Event of either is under way.
    TransferNotNow(from, to) => "1.5.2";
    // Only the Raj and the Revolutionaries hand Resources to each other.
    TransferBetween(from, to) => "1.5.2";
    TransferTooMuch(from, amount, had) => "1.5.2";
    // A non-player Raj or Revolutionaries keeps no Resources.
    TransferNonPlayer(faction) => "8.1";
    // ----- Raj Operations -----
    DeployNotCity(space) => "3.2.1";
    DeployOverSix(space, count) => "3.2.1";
    DeployFromMapWhileAvailable(count, piece, available) => "3.2.1";
    DeployOutOfPlayOverTwo(count) => "3.2.1";
    MoveImpossible(count, piece, space, action) => "3.1.2";
    MoveOutOfProtest(space, action) => "1.10";
    TroopsIntoState(space) => "1.4.2";
    CubesLeftOnRailway(space) => "3.2.3";
    ActivationWrong(space, expected, found) => "3.2.3";
    RailwayActivationWrong(space, expected, found) => "3.2.2";
    AssaultNoRajForces(space) => "3.2.4";
    RemovedTooMany(space, allowed, removed) => "1.4.4";
    RemovedTooFew(space, possible, removed) => "1.4.4";
    RemovedInactive(space, count, piece) => "1.4.3";
    BasesNotLast(space, protectors) => "3.2.4";
    TroopsNotLast(space) => "3.4.3";
    WrongBox(count, piece, went, pieces, should) => "5.1.3";
    GandhiNotRemovable(action) => "3.4.3";
    GandhiArrestEffectsMissing(change) => "3.2.4";
    GandhiArrestProtestsTooMany(count) => "3.2.4";
    // ----- nonviolent Operations -----
    RallySpaceHasSupport(space) => "3.3.1";
    RallyNotOnRailway(space) => "3.3.1";
    RallyTooManyActivists(space, expected, placed) => "3.3.1";
    RallyBaseNeedsUnity(space, expected, removed) => "3.3.1";
    RevRallyBaseNeedsUnity(space, expected, removed) => "3.4.1";
    RallyBaseNoRoom(space) => "1.4.2";
    RallyOutOfPlayOverOne(count) => "3.3.1";
    RallyJailAndOutOfPlay() => "3.3.1";
    DieMissing(action) => "3.1";
    RallyReleaseWrong(die, expected, released) => "3.3.1";
    UnityShiftWrong(expected, found) => "6.7";
    RestraintShiftWrong(expected, found) => "6.6";
    DemonstrateProtestUnderControl(space) => "3.3.2";
    DemonstrateOnRailway(space) => "3.3.2";
    LeagueActivistsUnaccompanied(space, allowed, moved) => "3.3.2";
    ProtestsUnavailable(placed, available) => "1.10";
    ProtestWhereOneIs(space) => "1.4.2";
    CivilDisobedienceNoActivists(space, faction) => "3.3.3";
    // A selected space got no Protest though one was Available.
    CivilDisobedienceNoProtest(space) => "3.3.3";
    CivilDisobedienceMoveNotToRailway(space) => "3.3.3";
    NonCooperationNotEligible(space, faction) => "3.3.4";
    NonCooperationShiftWrong(space, levels) => "3.3.4";
    // ----- Revolutionaries Operations -----
    RevRallyNotEligible(space) => "3.4.1";
    RevRallyTooManyGuerrillas(space, expected, placed) => "3.4.1";
    GuerrillasPlacedActive(space) => "1.4.3";
    MarchActivationWrong(space) => "3.4.2";
    MarchActivatedNeedlessly(space) => "3.4.2";
    AttackNoGuerrillas(space) => "3.4.3";
    AttackNotAllActivated(space) => "3.4.3";
    AttackDieMissing(space) => "3.4.3";
    AttackFailedButRemoved(space, die, guerrillas) => "3.4.3";
    AttackRemovedOverTwo(space, removed) => "3.4.3";
    AttackUnrestWrong(space) => "3.4.3";
    UnrestNotEligible(space) => "3.4.4";
    UnrestMarkerWrong(space) => "3.4.4";
    UnrestActivationWrong(space) => "3.4.4";
    // ----- Special Activities -----
    TreatyNotState(space) => "4.2.1";
    TreatyBothOptions(space) => "4.2.1";
    GovernNoCubes(space) => "4.2.2";
    GovernTwoOptions(space) => "4.2.2";
    GovernMarkerWithActivists(space) => "4.2.2";
    ImperialismWithAdversaries(space) => "4.2.2";
    ImperialismCostWrong(space, cost) => "4.2.2";
    ImperialismTooFar() => "4.2.2";
    MartialLawNotEligible(space) => "4.2.3";
    MartialLawNotActivist(piece, space) => "4.2.3";
    MartialLawTooManySpaces(limit, selected) => "4.2.3";
    MartialLawEffectsWrong(space) => "4.2.3";
    NegotiateNotEligible(space, faction) => "4.3.1";
    NegotiateSpaceUsedByOperation(space) => "3.1.1";
    NegotiateProtestKept(space) => "4.3.1";
    NegotiateReleaseWrong(die, protests) => "4.3.1";
    NegotiateMuslimStateWrong() => "4.3.1";
    LeagueNegotiateMuslimStateWrong(space) => "4.4.1";
    LeagueNegotiateUnrestWrong(space) => "4.4.1";
    TroopsLeftInMuslimState(space) => "1.3.5";
    SatyagrahaGandhiNotMoved() => "4.3.2";
    SatyagrahaEffectsWrong(space) => "4.3.2";
    PersuadeNoOwnPieces(space, faction) => "4.3.3";
    PersuadeTwoOptions(space) => "4.3.3";
    PersuadeActivationWrong(space, expected, found) => "4.3.3";
    InfiltrateNotEligible(space, needs) => "4.4.2";
    InfiltrateReplaceWrong(space, needs, placed) => "4.4.2";
    InfiltrateNeedsCrisis(placed) => "6.8";
    AidFlipCostWrong(space) => "4.5.1";
    AidActivationIncomeWrong(space, population) => "4.5.1";
    AssassinateNotUnrestSpace(space) => "4.5.3";
    AssassinateRemovedWrong(space, removed) => "4.5.3";
    // ----- whose turn it is (2.0–2.5) -----
    ActionStillOpen(action) => "2.3";
    NothingToFinish() => "2.3";
    SetupUnfinished() => "2.1";
    GameIsOver() => "7.1";
    NoCurrentCard() => "2.2";
    CampaignRoundNow() => "2.4";
    FactionOrderUnknown(card) => "2.3.2";
    NotEligible(faction) => "2.3";
    NotItsTurn(faction, next) => "2.3.2";
    AlreadyActed(faction) => "2.3";
    CardFinished() => "2.3.6";
    SecondAfterOperation() => "2.3.4";
    SecondAfterSpecial() => "2.3.4";
    SecondAfterEvent() => "2.3.4";
    EventNotCurrent(card) => "2.3";
    ShouldBeIneligible(faction) => "2.3.6";
    ShouldBeEligible(faction) => "2.3.6";
    CardEndedEarly(faction) => "2.3.3";
    PassResourcesWrong(track, expected, found) => "2.3.3";
    EligibilityAfterEvent(faction) => "2.3.6";
    // ----- Campaign Rounds (6.0) -----
    RoundUnfinished(phase) => "6.0";
    PhaseOutOfOrder(phase, after) => "6.0";
    NoCampaignRound(phase) => "6.0";
    PhaseSpaceDiffers(space, phase, section) => "6.0";
    PhaseBoxDiffers(box, phase, section) => "6.0";
    PhaseTrackDiffers(track, phase, section, expected, found) => "6.0";
    StrikeNotEligible(space) => "6.2.1";
    NpStrikesBarred(space) => "8.1.3";
    StrikesMissing(qualify, free, due, placed) => "6.2.1";
    // More Strikes on qualifying Railways than there were markers free.
    StrikesTooMany(free, placed) => "6.2.1";
    ImperialismTooManySpaces(selected) => "6.3.1";
    ImperialismSpaceNotEligible(space) => "6.3.1";
    ImperialismLevelsWrong(space) => "6.3.1";
    ReleaseWrong(spaces, expected, released) => "6.3.1";
    GandhiNotReleased() => "6.3.1";
    GandhiReleasedToControl(space) => "6.3.1";
    ConstructiveTooMany(unity, shifted) => "6.3.2";
    ConstructiveSpaceNotEligible(space) => "6.3.2";
    ConstructiveTooFar(space, levels) => "6.3.2";
    PhaseBaseTooMany(phase, section, placed) => "6.3.3";
    PhaseBaseWhere(space, phase, section) => "6.3.3";
    PhaseBaseNoRoom(space, phase) => "1.4.2";
    ViceroyNotInstalled() => "6.4.1";
    RedeployDestination(faction, piece, space, section) => "6.4";
    NpRedeployLostControl(space) => "8.9.3";
    RedeployOffMap(count, piece, section) => "6.4";
    RedeployMustLeaveRailway(count, piece, space, section) => "6.4";
    CrisisCubesTooMany(die, came) => "6.8";
    NpProtestCount(expected, placed) => "8.9.4";
    NpProtestWhere(space) => "8.9.4";
    CrisisCubesNotDue() => "6.8";
    // ----- a non-player Raj or Revolutionaries, moved by hand -----
    // Its Resources changed in an Operation or Special Activity.
    NpPaidResources(faction, change) => "8.6.2";
    // More spaces than the Activation rolls entered let it go on to.
    NpActivationExceeded(operation, spaces, rolls) => "8.6.2";
    NpForcesOnRailway(space) => "8.1.3";
    NpUnrestStrikeBarred(space) => "8.1.3";
    NpNoGarrison() => "8.6.3";
    NpSweepLostControl(space) => "8.6.3";
    NpTreatyMovedSepoys(space, special) => "8.7.1";
    NpMartialLawNoUnrest(space, special) => "8.7.1";
    NpAidTooManySpaces(special, selected) => "8.7.4";
    NpAidActivated(space, special) => "8.7.4";
    // ----- a non-player Congress or Muslim League, and chapter 8 at large -----
    // A non-player Congress or League Passing brings its own Activist from Out of Play.
    NpPassOwnActivist(faction) => "8.1.4";
    // A non-player Muslim League Infiltrating replaced a Protest marker.
    NpReplacedOwnProtest(space) => "8.5.3";
    // A non-player's Event that let it choose whose pieces to remove took its own.
    NpEventRemovedOwn(space, faction) => "8.8.4";
    NpCongressDemonstrateProtest(space) => "8.6.4";
    NpCongressRallyAfter() => "8.6.4";
    NpCongressNonCooperationMissed(space) => "8.6.4";
    NpCongressCivilDisobedienceRailway(space) => "8.6.4";
    NpLeagueDemonstrateProtest(space) => "8.6.5";
    NpLeagueRallyAfter() => "8.6.5";
    NpLeagueNonCooperationMissed(space) => "8.6.5";
    NpLeagueNonCooperationNotMuslim(space) => "8.6.5";
    NpLeagueCivilDisobedienceRailway(space) => "8.6.5";
    NpLeagueRallyBaseMissed(space) => "8.6.5";
    NpEventShouldBeShaded(card, faction) => "8.8.2";
    NpEventShouldBeUnshaded(card, faction) => "8.8.2";
    NpEventResources(track) => "8.8.3";
    NpStrikesNotHighestEcon(space, econ, higher) => "8.9.1";
    NpConstructiveTooFew(expected, shifted) => "8.9.2";
    NpSupportBaseMissing(faction) => "8.9.2";
    NpImperialismReleaseMix(congress, league) => "8.9.2";
    NpImperialismOverDie(die, most, used) => "8.9.2";
    // ----- Events -----
    EventTextUnknown(card) => "5.1";
    EventPartlyKnown(card) => "5.1";
    EventPlacedUnavailable(count, piece) => "5.1.1";
    EventBrokeStacking(space) => "5.1.1";
    EventToOutOfPlay(count, piece) => "5.1.3";
    EventSpacesCount(acted, expected) => "5.1.2";
    EventSpaceNotEligible(space, requirement) => "5.1.2";
    EventSpaceNotSelected(space) => "5.1.2";
    EventMarkerWrong(space) => "5.1";
    EventOneFactionOnly(space) => "5.1";
    EventFactionNotAllRemoved(space, faction) => "5.1";
    EventRemovedCount(removed, expected) => "5.1";
    EventShiftWrong(space, levels, moved) => "5.1";
    EventArrestMissing() => "5.1.3";
    EventArrestConsequences() => "5.1.4";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_read_back() {
        let mut codes = std::collections::BTreeSet::new();
        for issue in Issue::ALL {
            assert!(codes.insert(issue.code()), "{issue:?}");
            assert_eq!(Issue::from_code(issue.code()), Some(*issue));
            let mut names = std::collections::BTreeSet::new();
            for name in issue.args() {
                assert!(names.insert(name), "{issue:?} names {name} twice");
            }
        }
        assert_eq!(Issue::from_code("NoSuchIssue"), None);
    }
}
