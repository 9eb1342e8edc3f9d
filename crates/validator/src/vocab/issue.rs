//! What an action check can report: one table of issue codes, each with the
//! rule section it cites and an English template whose `{0}`, `{1}`… are
//! filled from the finding's arguments. Programs word the same codes in
//! other languages; the coverage document lists them by section.

use crate::data::GameData;
use crate::ids::{Faction, Piece, SpaceId};
use crate::rule::RuleRef;

/// A value a template refers to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// A space, shown by name.
    Space(SpaceId),
    /// A number.
    Int(i64),
    /// A kind of piece; the number says singular (1) or plural.
    Piece(Piece, i64),
    /// A Faction.
    Faction(Faction),
    /// An Operation or Special Activity, by its English name.
    Name(&'static str),
    /// A rule section. A finding naming one cites it instead of its issue's
    /// general section (a Campaign Round step cites its own).
    Rule(RuleRef),
}

impl Arg {
    /// The argument in English.
    pub fn english(&self, data: &GameData) -> String {
        match self {
            Arg::Space(id) => data.map.space(*id).name.clone(),
            Arg::Int(n) => n.to_string(),
            Arg::Piece(piece, n) => piece.name(u32::try_from(*n).unwrap_or(2)).to_owned(),
            Arg::Faction(f) => f.name().to_owned(),
            Arg::Name(name) => (*name).to_owned(),
            Arg::Rule(rule) => rule.to_string(),
        }
    }
}

/// Fills `{0}`, `{1}`… in a template with already-worded arguments.
pub fn fill(template: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let key = &after[..close];
                match key.parse::<usize>().ok().and_then(|i| args.get(i)) {
                    Some(value) => out.push_str(value),
                    None => {
                        out.push('{');
                        out.push_str(key);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

macro_rules! issues {
    ($($code:ident => $rule:literal, $en:literal;)*) => {
        /// Everything an action check can report.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Issue {
            $(
                #[doc = $en]
                $code,
            )*
        }

        impl Issue {
            /// Every issue code.
            pub const ALL: &'static [Issue] = &[$(Issue::$code),*];

            /// The section it cites.
            pub fn rule(self) -> RuleRef {
                match self {
                    $(Issue::$code => RuleRef::new($rule),)*
                }
            }

            /// How serious it is: an error, or a warning where the program
            /// lacks what it needs to decide.
            pub fn severity(self) -> crate::vocab::severity::Severity {
                match self {
                    Issue::FactionOrderUnknown
                    | Issue::EligibilityAfterEvent
                    | Issue::EventTextUnknown
                    | Issue::EventPartlyKnown
                    | Issue::EventPlacedUnavailable
                    | Issue::EventToOutOfPlay
                    | Issue::EventArrestConsequences => crate::vocab::severity::Severity::Warning,
                    _ => crate::vocab::severity::Severity::Error,
                }
            }

            /// The English template.
            pub fn english(self) -> &'static str {
                match self {
                    $(Issue::$code => $en,)*
                }
            }

            /// A stable name, e.g. `DeployNotCity`.
            pub fn code(self) -> &'static str {
                match self {
                    $(Issue::$code => stringify!($code),)*
                }
            }
        }
    };
}

issues! {
    // ----- declarations and the sequence of play -----
    NotYourOperation => "3.1", "{0} cannot execute {1}: it is another Faction's Operation";
    NotYourSpecial => "4.1", "{0} cannot execute {1}: it is another Faction's Special Activity";
    SpecialWithLimited => "2.3.5", "a Limited Operation comes with no Special Activity";
    SpecialPartUnmarked => "4.1", "mark where {0} began and ended, so that its changes can be told from the Operation's";
    SpecialNotWithThisOperation => "4.1.2", "{0} may accompany only {1}";
    LimitedTooManySpaces => "2.3.5", "a Limited Operation acts in a single space; this {0} acts in {1}";
    LimitedManyOrigins => "2.3.5", "a Limited March moves Guerrillas from a single origin; these came from {0}";
    LimitedManyDestinations => "2.3.5", "a Limited {0} moves pieces into a single destination; these went to {1}";
    // ----- anything an action does not do -----
    ChangeNotPartOf => "3.1", "{0} changed, which {1} does not do";
    BoxChangeNotPartOf => "3.1", "the {0} box changed, which {1} does not do";
    TrackChangeNotPartOf => "3.1", "{0} changed by {1}, which {2} does not do";
    PiecesFromNowhere => "1.4.1", "{0} {1} appeared in {2} without coming from the Available box";
    // ----- costs and space limits -----
    CostWrong => "3.1", "{0} costs {1} Resources here, but Resources changed by {2}";
    CostNotAffordable => "3.1", "{0} costs {1} Resources but only {2} were there";
    TooManySpaces => "3.3", "{0} may select {1} space(s) here besides those with {2}; {3} were selected";
    SpecialTooManySpaces => "4.1", "{0} selects at most {1} space(s); {2} were selected";
    // ----- Raj Operations -----
    DeployNotCity => "3.2.1", "{0} is not a City: Deploy places cubes only in Cities";
    DeployOverSix => "3.2.1", "Deploy places at most six cubes in a City; {0} received {1}";
    DeployFromMapWhileAvailable => "3.2.1", "{0} {1} were taken from the map while {2} were still Available";
    DeployOutOfPlayOverTwo => "3.2.1", "Deploy moves at most two cubes from Out of Play to Available; {0} were moved";
    MoveImpossible => "3.1.2", "{0} {1} cannot have reached {2} by a legal move of {3}";
    MoveOutOfProtest => "1.10", "cubes may not leave {0}, a Protest space, during {1}";
    TroopsIntoState => "1.4.2", "Troops may not enter {0}, a State";
    CubesLeftOnRailway => "3.2.3", "cubes that entered {0} during Sweep may not stay on a Railway";
    ActivationWrong => "3.2.3", "{0} should have {1} Guerrilla(s) Activated by the cubes there; {2} were";
    RailwayActivationWrong => "3.2.2", "on {0}, one Guerrilla is Activated for every cube after Garrison: expected {1}, found {2}";
    AssaultNoRajForces => "3.2.4", "{0} has no Raj forces to Assault with";
    RemovedTooMany => "1.4.4", "{0}: the cubes there may remove {1} piece(s); {2} were removed";
    RemovedTooFew => "1.4.4", "{0}: once a Faction is targeted, its pieces are removed as far as possible ({1} could be, {2} were)";
    RemovedInactive => "1.4.3", "{0}: {1} {2} removed though only Active pieces may be";
    BasesNotLast => "3.2.4", "{0}: a Base was removed while {1} still protected it";
    TroopsNotLast => "3.4.3", "{0}: a Troop was removed while Sepoys remained";
    WrongBox => "5.1.3", "{0} {1} went to the {2} box; {3} go to the {4} box";
    GandhiNotRemovable => "3.4.3", "Gandhi is never removed by {0}";
    GandhiArrestEffectsMissing => "3.2.4", "Gandhi was arrested, so Restraint shifts −1 at the end of the Raj turn; it changed by {0}";
    GandhiArrestProtestsTooMany => "3.2.4", "after Gandhi's arrest Congress places at most two Protests in non-Railway spaces; {0} were placed";
    // ----- nonviolent Operations -----
    RallySpaceHasSupport => "3.3.1", "{0} has Support: Rally selects spaces without Support (besides the extra spaces the rule allows)";
    RallyNotOnRailway => "3.3.1", "{0} is a Railway: Rally selects Cities, Provinces and States";
    RallyTooManyActivists => "3.3.1", "Rally places {1} Activist(s) in {0}; {2} were placed";
    RallyBaseNeedsUnity => "3.3.1", "a Base in {0} replaces {1} Activist(s) (Unity); {2} were removed";
    RevRallyBaseNeedsUnity => "3.4.1", "a Base in {0} replaces {1} Guerrilla(s) (Unity); {2} were removed";
    RallyBaseNoRoom => "1.4.2", "{0} has no room for another Base";
    RallyOutOfPlayOverOne => "3.3.1", "Rally moves one piece from Out of Play to Available; {0} were moved";
    RallyJailAndOutOfPlay => "3.3.1", "Rally either moves one Activist from Out of Play or releases prisoners, not both";
    DieMissing => "3.1", "the die rolled for {0} is needed to check it";
    RallyReleaseWrong => "3.3.1", "the die showed {0}, so {1} Activist(s) are released from Jail; {2} were";
    UnityShiftWrong => "6.7", "Unity should have shifted by {0}; it shifted by {1}";
    RestraintShiftWrong => "6.6", "Restraint should have shifted by {0}; it shifted by {1}";
    DemonstrateProtestUnderControl => "3.3.2", "{0} has Raj Control: Demonstrate places no Protest there";
    DemonstrateOnRailway => "3.3.2", "{0} is a Railway: Demonstrate moves Activists only into non-Railway spaces";
    LeagueActivistsUnaccompanied => "3.3.2", "Congress may move {1} Muslim League Activist(s) into {0} (Unity, one for one with Congress Activists); {2} moved";
    ProtestsUnavailable => "1.10", "{0} Protest marker(s) were placed but only {1} were Available for Operations";
    ProtestWhereOneIs => "1.4.2", "{0} already held a Protest marker";
    CivilDisobedienceNoActivists => "3.3.3", "{0} has no {1} Activists to select for Civil Disobedience";
    CivilDisobedienceMoveNotToRailway => "3.3.3", "Civil Disobedience moves Activists from {0} only onto adjacent Railways";
    NonCooperationNotEligible => "3.3.4", "{0} cannot be selected for Non-Cooperation: it needs a Protest, {1} Activists and no Raj Control";
    NonCooperationShiftWrong => "3.3.4", "Non-Cooperation shifts {0} one level towards Active Opposition; it shifted {1}";
    // ----- Revolutionaries Operations -----
    RevRallyNotEligible => "3.4.1", "{0} cannot be selected for Rally: it has Support and no Revolutionaries Base";
    RevRallyTooManyGuerrillas => "3.4.1", "Rally places {1} Guerrilla(s) in {0}; {2} were placed";
    GuerrillasPlacedActive => "1.4.3", "{0}: Guerrillas are placed Underground";
    MarchActivationWrong => "3.4.2", "{0}: moving Guerrillas plus cubes exceed 3 there, so the moving Guerrillas are Activated";
    MarchActivatedNeedlessly => "3.4.2", "{0}: Guerrillas were Activated though March does not Activate them there";
    AttackNoGuerrillas => "3.4.3", "{0} has no Guerrillas to Attack with";
    AttackNotAllActivated => "3.4.3", "Attack Activates every Guerrilla in {0}";
    AttackDieMissing => "3.4.3", "the Attack in {0} needs its die roll";
    AttackFailedButRemoved => "3.4.3", "the Attack in {0} failed (die {1}, {2} Guerrilla(s)), yet pieces were removed";
    AttackRemovedOverTwo => "3.4.3", "a successful Attack removes up to two pieces; {1} were removed in {0}";
    AttackUnrestWrong => "3.4.3", "{0}: a successful Attack places one Unrest marker where there is a Protest or no Raj Control";
    UnrestNotEligible => "3.4.4", "{0} cannot be selected for Unrest: it needs an Underground Guerrilla (or, in Crisis, Activists of both nonviolent Factions)";
    UnrestMarkerWrong => "3.4.4", "Unrest adds one Unrest marker to {0} (a Strike on a Railway) and shifts it one level towards Neutral";
    UnrestActivationWrong => "3.4.4", "Unrest Activates one Underground Guerrilla in {0}";
    // ----- Special Activities -----
    TreatyNotState => "4.2.1", "{0} is not a State: Treaty selects States only";
    TreatyBothOptions => "4.2.1", "Treaty in {0} either removes pieces or moves Sepoys in, not both";
    GovernNoCubes => "4.2.2", "Govern selects spaces with cubes; {0} has none";
    GovernTwoOptions => "4.2.2", "Govern does one thing in {0}: remove an Active piece, remove a Strike or Protest, or buy Imperialism";
    GovernMarkerWithActivists => "4.2.2", "Govern removes a Strike or Protest only where there are no Activists; {0} has some";
    ImperialismWithAdversaries => "4.2.2", "Imperialism is bought only where there are no Active adversaries; {0} has some";
    ImperialismCostWrong => "4.2.2", "Imperialism in {0} costs {1} Resources for what was done";
    ImperialismTooFar => "4.2.2", "Imperialism shifts a space at most two levels, and only once no Unrest is left";
    MartialLawNotEligible => "4.2.3", "{0} needs both cubes and Activists for Martial Law";
    MartialLawNotActivist => "4.2.3", "Martial Law removes only Activists; a {0} was removed in {1}";
    MartialLawTooManySpaces => "4.2.3", "Martial Law selects one space ({0} in Crisis); {1} were selected";
    MartialLawEffectsWrong => "4.2.3", "Martial Law in {0} removes any Protest, places one Unrest (not on a Railway, not under Lord Linlithgow) and shifts one level towards Neutral";
    NegotiateNotEligible => "4.3.1", "{0} cannot be selected for Negotiate: it needs {1} Activists and no Raj Control";
    NegotiateSpaceUsedByOperation => "3.1.1", "{0} was selected for the Operation, so Negotiate may not select it";
    NegotiateProtestKept => "4.3.1", "Negotiate removes the Protest marker in {0}";
    NegotiateReleaseWrong => "4.3.1", "Gandhi is released only if the die ({0}) exceeds the Protests in India ({1})";
    NegotiateMuslimStateWrong => "4.3.1", "a Muslim State is removed by Congress only where Congress pieces outnumber Muslim League pieces; then the space is set to Neutral";
    LeagueNegotiateMuslimStateWrong => "4.4.1", "a Muslim State is placed in {0} only in a Muslim Province at Opposition where Muslim League pieces outnumber Congress pieces; the space is set to Passive Support";
    LeagueNegotiateUnrestWrong => "4.4.1", "Negotiate removing Unrest in {0} shifts it one level towards Active Support and removes one Unrest marker";
    TroopsLeftInMuslimState => "1.3.5", "Troops must leave {0} for Cities when it becomes a Muslim State";
    SatyagrahaGandhiNotMoved => "4.3.2", "Satyagraha first moves Gandhi to the selected space";
    SatyagrahaEffectsWrong => "4.3.2", "Satyagraha in {0} either removes a Protest and one Unrest, or places one Congress Activist";
    PersuadeNoOwnPieces => "4.3.3", "{0} has no {1} pieces to Persuade with";
    PersuadeTwoOptions => "4.3.3", "Persuade in {0} either removes one Active adversary piece or Activates Guerrillas";
    PersuadeActivationWrong => "4.3.3", "Persuade in {0} Activates one Guerrilla for every Active nonviolent piece there ({1}); {2} were";
    InfiltrateNotEligible => "4.4.2", "{0} has no {1} for Infiltrate";
    InfiltrateReplaceWrong => "4.4.2", "Infiltrate in {0} replaces one piece or a Protest with one {1}, or (in Crisis) places a {2}";
    InfiltrateNeedsCrisis => "6.8", "placing a {0} by Infiltrate needs a Crisis";
    AidFlipCostWrong => "4.5.1", "Aid pays 1 Resource to flip the Guerrillas in {0} Underground";
    AidActivationIncomeWrong => "4.5.1", "Aid in {0}: one Guerrilla is Activated for Resources equal to its Population ({1})";
    AssassinateNotUnrestSpace => "4.5.3", "{0} was not selected for Unrest, so Assassinate may not select it";
    AssassinateRemovedWrong => "4.5.3", "Assassinate removes one Active piece (not Gandhi) in {0}; {1} were removed";
    // ----- whose turn it is (2.0–2.5) -----
    ActionStillOpen => "2.3", "{0} is not finished: mark it done before anything else begins";
    NothingToFinish => "2.3", "nothing was declared or begun, so there is nothing to finish";
    SetupUnfinished => "2.1", "the setup is not finished";
    GameIsOver => "7.1", "the game is over";
    NoCurrentCard => "2.2", "no card is in the Current Card box";
    CampaignRoundNow => "2.4", "a Campaign card is current: its Campaign Round comes before any Faction acts";
    FactionOrderUnknown => "2.3.2", "the faction order of card {0} is not known here: enter it from the card so that the order of play can be checked";
    NotEligible => "2.3", "{0} is Ineligible on this card and does nothing";
    NotItsTurn => "2.3.2", "{1} acts next on this card, not {0}";
    AlreadyActed => "2.3", "{0} has already acted on this card";
    CardFinished => "2.3.6", "nobody else acts on this card: adjust eligibility and reveal the next card";
    SecondAfterOperation => "2.3.4", "after an Operation without a Special Activity, the 2nd Eligible may execute only a Limited Operation, or Pass";
    SecondAfterSpecial => "2.3.4", "after an Operation with a Special Activity, the 2nd Eligible may execute a Limited Operation or the Event, or Pass";
    SecondAfterEvent => "2.3.4", "after the Event, the 2nd Eligible may execute an Operation, with or without a Special Activity, or Pass";
    EventNotCurrent => "2.3", "card {0} is not the current card";
    ShouldBeIneligible => "2.3.6", "{0} executed on this card and belongs in the Ineligible box";
    ShouldBeEligible => "2.3.6", "{0} did not execute on this card and belongs in the Eligible box";
    CardEndedEarly => "2.3.3", "{0} could still act on this card";
    EligibilityAfterEvent => "2.3.6", "{0} is not where 2.3.6 puts its cylinder; that is right only if the Event played on this card moved it";
    // ----- Campaign Rounds (6.0) -----
    RoundUnfinished => "6.0", "the Campaign Round is not finished: {0} comes next";
    PhaseOutOfOrder => "6.0", "{0} comes after {1} in the Campaign Round";
    NoCampaignRound => "6.0", "{0} belongs to a Campaign Round, and none is under way";
    PhaseSpaceDiffers => "6.0", "{0} is not as {1} ({2}) leaves it";
    PhaseBoxDiffers => "6.0", "the {0} box is not as {1} ({2}) leaves it";
    PhaseTrackDiffers => "6.0", "{1} ({2}) leaves {0} at {3}, not {4}";
    StrikeNotEligible => "6.2.1", "{0} gets no Strike: it already has one, or has no Protest, no more Activists than cubes and no neighbouring City without Raj Control";
    NpStrikesBarred => "8.1.3", "{0} gets no Strike: with no player for the Raj, a non-player Congress places no Strikes on Railways";
    StrikesMissing => "6.2.1", "{0} Railway(s) qualify for a Strike and {1} marker(s) are free, so {2} Strike(s) go on; {3} were placed";
    ImperialismTooManySpaces => "6.3.1", "Imperialism selects at most four spaces; {0} were selected";
    ImperialismSpaceNotEligible => "6.3.1", "{0} cannot be selected for Imperialism: it must be a City or Province with Raj Control, Troops and Sepoys";
    ImperialismLevelsWrong => "6.3.1", "in {0}, Imperialism removes Unrest first and then shifts at most two levels towards Active Support";
    ReleaseWrong => "6.3.1", "Imperialism in {0} space(s) releases {1} Activist(s) from Jail to Available; {2} were released";
    GandhiNotReleased => "6.3.1", "Gandhi is in Jail: the Support Phase releases him to a space without Raj Control";
    GandhiReleasedToControl => "6.3.1", "Gandhi was released to {0}, which has Raj Control";
    ConstructiveTooMany => "6.3.2", "Constructive Programme shifts at most Unity ({0}) spaces; {1} were shifted";
    ConstructiveSpaceNotEligible => "6.3.2", "{0} cannot be shifted by Constructive Programme: it must be a City or Province with nonviolent pieces and no Raj Control";
    ConstructiveTooFar => "6.3.2", "Constructive Programme shifts {0} at most two levels towards Active Opposition; it moved {1}";
    PhaseBaseTooMany => "6.3.3", "{0} ({1}) places one Base at most; {2} were placed";
    PhaseBaseWhere => "6.3.3", "{1} ({2}) places its Base in a space that is not a Railway and has no Raj Control; {0} is not one";
    ViceroyNotInstalled => "6.4.1", "the Campaign card that triggered this round becomes the Viceroy";
    RedeployDestination => "6.4", "{0} may not redeploy {1} into {2} ({3})";
    NpRedeployLostControl => "8.9.3", "a non-player Raj's Redeploy loses no Raj Control, yet {0} lost it";
    RedeployOffMap => "6.4", "Redeploy ({2}) moves pieces already on the map; {0} {1} arrived from or left for a box";
    RedeployMustLeaveRailway => "6.4", "{0} {1} stayed on {2}: Redeploy ({3}) moves them off Railways";
    CrisisCubesTooMany => "6.8", "the Crisis brings at most a die roll ({0}) of cubes from Out of Play; {1} came";
    NpProtestCount => "8.9.4", "a non-player Congress places {0} Protest(s) at the end of the Reset Phase; {1} were placed";
    NpProtestWhere => "8.9.4", "the non-player Congress's Protest goes in a space with Congress Activists and no Protest; {0} is not one";
    CrisisCubesNotDue => "6.8", "cubes come from Out of Play only at the end of a turn that triggered a Crisis, or before the first card of the final Campaign";
    // ----- Events -----
    EventTextUnknown => "5.1", "what card {0} does is not in the data: only the rules for every Event are checked, so read the card";
    EventPartlyKnown => "5.1", "only part of card {0}'s text is in the data: what it does beyond that is not checked";
    EventPlacedUnavailable => "5.1.1", "{0} {1} reached the map from Jail or Out of Play; an Event places only Available pieces unless its text says otherwise";
    EventBrokeStacking => "5.1.1", "{0}: an Event may not break stacking";
    EventToOutOfPlay => "5.1.3", "{0} {1} went Out of Play; an Event sends pieces there only when its text says so";
    EventSpacesCount => "5.1.2", "the Event acted in {0} space(s); its text calls for {1}";
    EventSpaceNotEligible => "5.1.2", "{0} is not {1}, as the Event requires";
    EventSpaceNotSelected => "5.1.2", "{0} was not among the spaces the Event selected";
    EventMarkerWrong => "5.1", "the Event adds one marker in {0}";
    EventOneFactionOnly => "5.1", "in {0} the Event removes the pieces of a single Faction";
    EventFactionNotAllRemoved => "5.1", "in {0} the Event removes every piece of {1}";
    EventRemovedCount => "5.1", "the Event removed {0} piece(s); its text calls for {1}";
    EventShiftWrong => "5.1", "the Event shifts {0} by {1} level(s); it moved {2}";
    EventArrestMissing => "5.1.3", "the Event arrests Gandhi: he goes to Jail";
    EventArrestConsequences => "5.1.4", "an Event's arrest of Gandhi shifts no Restraint and places no Protests, unlike an arrest during Assault, Treaty or Govern; check the card for text that does";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_fill_their_placeholders() {
        let text = fill(
            "{0} costs {1}, not {2}",
            &["Deploy".into(), "3".into(), "2".into()],
        );
        assert_eq!(text, "Deploy costs 3, not 2");
        assert_eq!(fill("{9} and {", &[]), "{9} and {");
    }

    #[test]
    fn codes_are_unique_and_templates_use_their_arguments_in_order() {
        let mut codes = std::collections::BTreeSet::new();
        for issue in Issue::ALL {
            assert!(codes.insert(issue.code()), "{:?}", issue);
            let text = issue.english();
            // Placeholders are numbered from 0 without gaps.
            let mut highest = None;
            for (i, _) in text.match_indices('{') {
                let n: usize = text[i + 1..].split('}').next().unwrap().parse().unwrap();
                highest = Some(highest.map_or(n, |h: usize| h.max(n)));
            }
            if let Some(h) = highest {
                for n in 0..=h {
                    assert!(
                        text.contains(&format!("{{{n}}}")),
                        "{} lacks {{{n}}}",
                        issue.code()
                    );
                }
            }
        }
    }
}
