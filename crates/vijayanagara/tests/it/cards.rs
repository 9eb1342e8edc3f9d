//! The cards that stop regular play (2.4 to 2.6): the deck's order (2.1),
//! Eligibility left as it was, the program carrying out the Mongol
//! Invasion, Succession and Timurid Empire cards, the judge of those
//! instructions made by hand, and the game's end (2.2, 5.0).

use coin_table::{Gesture, NotPlanned, SoFar, TableEntry, TableLog, Verdict, Volume, replay};
use vijayanagara::{
    Card, Data, Deck, Faction, Holding, Kind, Place, Sequence, State, Vijayanagara, carry_out,
};

use crate::{space, start};

fn declare(text: &str) -> TableEntry {
    TableEntry {
        declare: Some(text.to_owned()),
        ..TableEntry::default()
    }
}

fn change(text: &str) -> TableEntry {
    TableEntry {
        gestures: vec![Gesture::Change(text.to_owned())],
        ..TableEntry::default()
    }
}

fn codes(verdicts: &[Verdict]) -> Vec<&str> {
    verdicts.iter().map(|v| v.code.as_str()).collect()
}

/// The card's instructions in `state`, every question answered with its
/// first option, or with the answers given first: the entry, its answers
/// and its trace's codes.
fn carry(
    data: &Data,
    state: &State,
    play: &Sequence,
    mut answers: Vec<String>,
) -> (TableEntry, Vec<String>) {
    loop {
        let game = SoFar {
            scenario: "standard",
            seed: 7,
            entries: &[],
            now: state,
            play,
        };
        match carry_out(data, game, &answers) {
            Ok(turn) => {
                let entry = TableEntry {
                    declare: turn.declare,
                    gestures: turn.gestures,
                    non_player: Some("instructions".to_owned()),
                    answers,
                };
                return (entry, turn.trace.into_iter().map(|r| r.code).collect());
            }
            Err(NotPlanned::Asked(q)) => answers.push(q.options[0].clone()),
            Err(NotPlanned::Cannot(why)) => panic!("{why}"),
        }
    }
}

/// Plays an entry from `state` as the table does, returning the position
/// after it and every verdict.
fn judge(data: &Data, state: &State, play: &Sequence, entry: &TableEntry) -> (State, Vec<Verdict>) {
    let mut s = state.clone();
    let mut p = play.clone();
    let judged = coin_table::play_in_game(&Vijayanagara, data, (&mut s, &mut p), entry).unwrap();
    (s, judged.verdicts)
}

fn with_card(state: &mut State, card: Card, successions: u8, timurids: u8) {
    state.deck = Deck {
        card: Some(card),
        successions,
        timurids,
        ..Deck::default()
    };
}

fn shift(state: &mut State, kind: Kind, count: u32, from: Place, to: Place) {
    vijayanagara::apply(
        state,
        &vijayanagara::Edit::Move {
            kind,
            count,
            from,
            to,
        },
    )
    .unwrap();
}

/// 2.1: six Event cards and two Mongol Invasion cards before each of the
/// first three Succession cards; both Timurid Empire cards after the
/// third.
#[test]
fn section_2_1_the_deck_comes_in_its_order() {
    let (data, _) = start();
    let v = Vijayanagara;
    let mut log = TableLog::new("vijayanagara", "standard", 1);
    log.entries = vec![
        change("card"),
        change("card succession"),
        change("card timurid"),
    ];
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    let order = |i: usize| codes(&replayed.steps[i].verdicts).contains(&"DeckOrder");
    assert!(!order(0), "{:?}", replayed.steps[0].verdicts);
    assert!(order(1), "a Succession card after one Event card");
    assert!(order(2), "a Timurid Empire card in the first stack");
    // A whole first stack in order, then its Succession card: no verdict.
    let mut entries = Vec::new();
    for card in ["card", "card invasion bahmani", "card", "card", "card"] {
        entries.push(change(card));
    }
    for card in ["card invasion vijayanagara", "card", "card"] {
        entries.push(change(card));
    }
    log.entries = entries.clone();
    let before = replay(&v, &data, &log, usize::MAX).unwrap();
    // The two Mongol Invasion cards' instructions are carried out first.
    assert!(
        before
            .steps
            .iter()
            .flat_map(|s| codes(&s.verdicts))
            .all(|c| c == "InstructionsPending"),
        "{:?}",
        before.steps
    );
    log.entries.push(change("card succession"));
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    let last = &replayed.steps[replayed.steps.len() - 1].verdicts;
    assert!(!codes(last).contains(&"DeckOrder"), "{last:?}");
    assert_eq!(replayed.state.deck.successions, 1);
    // A seventh Event card in a stack is out of order.
    let mut log = TableLog::new("vijayanagara", "standard", 1);
    log.entries = (0..7).map(|_| change("card")).collect();
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    assert!(codes(&replayed.steps[6].verdicts).contains(&"DeckOrder"));
    assert!(!codes(&replayed.steps[5].verdicts).contains(&"DeckOrder"));
}

/// 2.4: a Mongol Invasion card stops regular play, its instructions come
/// before the next card, and Eligibility is not adjusted after it: the
/// Factions Ineligible on it stay Ineligible on the next Event card.
#[test]
fn section_2_4_a_mongol_invasion_leaves_eligibility_as_it_was() {
    let (data, _) = start();
    let v = Vijayanagara;
    let mut log = TableLog::new("vijayanagara", "standard", 3);
    log.entries = vec![
        change("card"),
        declare("conscript sultanate with collect-tribute"),
        change("card invasion bahmani"),
        declare("pass vijayanagara"),
        change("card"),
    ];
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    assert_eq!(replayed.play.ineligible, [Faction::Sultanate]);
    assert!(codes(&replayed.steps[3].verdicts).contains(&"Interrupted"));
    assert!(codes(&replayed.steps[4].verdicts).contains(&"InstructionsPending"));
    // The program's instructions on the Mongol Invasion card, then the
    // next card: the Sultanate is still Ineligible.
    let on_invasion = replay(&v, &data, &log, 3).unwrap();
    let mut answers: Vec<String> = Vec::new();
    let entry = loop {
        let game = SoFar {
            scenario: "standard",
            seed: 3,
            entries: &log.entries[..3],
            now: &on_invasion.state,
            play: &on_invasion.play,
        };
        match coin_table::non_player_entry(&v, &data, game, ("instructions", &answers)) {
            Ok((entry, _)) => break entry,
            Err(NotPlanned::Asked(q)) => answers.push(q.options[0].clone()),
            Err(NotPlanned::Cannot(why)) => panic!("{why}"),
        }
    };
    log.entries = vec![
        change("card"),
        declare("conscript sultanate with collect-tribute"),
        change("card invasion bahmani"),
        entry,
        change("card"),
        declare("pass sultanate"),
    ];
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    // The sequence of play has nothing to say before the last entry, and
    // the program's instructions break nothing.
    for step in &replayed.steps[..5] {
        let sequence = [
            "NotEligible",
            "Interrupted",
            "InstructionsPending",
            "DeckOrder",
        ];
        assert!(
            codes(&step.verdicts).iter().all(|c| !sequence.contains(c)),
            "{:?}",
            step.verdicts
        );
    }
    assert!(replayed.steps[3].verdicts.iter().all(|v| !v.error));
    assert!(codes(&replayed.steps[5].verdicts).contains(&"NotEligible"));
    // Instructions on an Event card, or twice on one card, are out of turn.
    log.entries.truncate(4);
    log.entries.push(declare("instructions"));
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    assert!(codes(&replayed.steps[4].verdicts).contains(&"InstructionsDone"));
}

/// 3.5.1: three Invaders into the Mountain Passes; those beyond four go on
/// to Punjab, and those beyond four there on to Delhi.
#[test]
fn section_3_5_1_amass_sends_the_invaders_beyond_four_onward() {
    let (data, mut state) = start();
    let passes = Place::Space(space(&data, "mountain-passes"));
    let punjab = Place::Space(space(&data, "punjab"));
    let delhi = Place::Space(space(&data, "delhi"));
    let mongol_box = Place::Holding(Holding::Available(Faction::Mongols));
    with_card(&mut state, Card::Invasion(Faction::Bahmani), 0, 0);
    shift(&mut state, Kind::Mongol, 3, mongol_box, passes);
    shift(&mut state, Kind::Mongol, 4, mongol_box, punjab);
    let play = Sequence::default();
    let answers = vec!["amass".to_owned(), "amass".to_owned()];
    let (entry, trace) = carry(&data, &state, &play, answers);
    assert_eq!(entry.declare.as_deref(), Some("instructions"));
    assert!(trace.contains(&"MongolsOnward".to_owned()), "{trace:?}");
    assert!(trace.contains(&"NoGifts".to_owned()), "{trace:?}");
    let (after, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.is_empty(), "{verdicts:?}");
    // The first Amass: 3 + 3 = 6 in the Passes, two on to Punjab (6), two
    // on to Delhi (2). The second: the box holds the last two, 4 + 2 = 6,
    // two on to Punjab, two on to Delhi (4).
    assert_eq!(after.count(passes, Kind::Mongol), 4);
    assert_eq!(after.count(punjab, Kind::Mongol), 4);
    assert_eq!(after.count(delhi, Kind::Mongol), 4);
    assert_eq!(after.count(mongol_box, Kind::Mongol), 0);
}

/// 3.5.3: a Mongol battle rolls its dice from the seed, the picking
/// player's choices come as questions, and the same answers plan the same
/// entry again; the plunder never takes the Sultanate below 3 Resources.
#[test]
fn section_3_5_3_attack_and_plunder_is_traced_and_judged() {
    let (data, mut state) = start();
    let punjab = Place::Space(space(&data, "punjab"));
    let mongol_box = Place::Holding(Holding::Available(Faction::Mongols));
    with_card(&mut state, Card::Invasion(Faction::Vijayanagara), 0, 0);
    shift(&mut state, Kind::Mongol, 5, mongol_box, punjab);
    state.resources[0] = 4;
    let play = Sequence::default();
    let (entry, trace) = carry(&data, &state, &play, vec!["attack-punjab".to_owned()]);
    for code in ["Dice", "Hits", "Plunder"] {
        assert!(trace.contains(&code.to_owned()), "{code}: {trace:?}");
    }
    let (again, _) = carry(&data, &state, &play, entry.answers.clone());
    assert_eq!(again, entry, "the same answers plan the same entry");
    let (after, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    assert!(after.resources[0] >= 3, "{}", after.resources[0]);
    assert!(after.count(punjab, Kind::Mongol) <= 3);
    // By hand: the Sultanate's Resources taken to 1 are caught.
    let mut faulty = entry.clone();
    faulty.gestures.push(Gesture::Track {
        track: "sultanate-resources".to_owned(),
        value: 1,
    });
    let (_, verdicts) = judge(&data, &state, &play, &faulty);
    assert!(
        codes(&verdicts).contains(&"PlunderResources"),
        "{verdicts:?}"
    );
    // A Bahmani Amir moved with the instructions is caught too.
    let mut faulty = entry;
    faulty.gestures.push(Gesture::Move {
        piece: "amir".to_owned(),
        count: 1,
        from: "maharashtra".to_owned(),
        to: "gondwana".to_owned(),
    });
    let (_, verdicts) = judge(&data, &state, &play, &faulty);
    assert!(
        codes(&verdicts).contains(&"InstructionsChanged"),
        "{verdicts:?}"
    );
}

/// 2.4.2: the picking Faction may give up one Influence for two Resources
/// and two Cavalry; taken by hand without the Influence, it is caught.
#[test]
fn section_2_4_2_compromising_gifts() {
    let (data, mut state) = start();
    with_card(&mut state, Card::Invasion(Faction::Bahmani), 0, 0);
    // Bahmani Influence 1: no Amir slot passes below 2 on the track.
    state.influence[0] = 1;
    let play = Sequence::default();
    // The first Command is Amass, the only one possible; the second is
    // asked.
    let answers = vec!["amass".to_owned(), "yes".to_owned()];
    let (entry, trace) = carry(&data, &state, &play, answers);
    assert!(trace.contains(&"GiftsTaken".to_owned()), "{trace:?}");
    let (after, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    assert_eq!(after.influence[0], 0);
    assert_eq!(after.resources[1], state.resources[1] + 2);
    let cavalry = |s: &State| {
        s.count(
            Place::Holding(Holding::Available(Faction::Bahmani)),
            Kind::Cavalry,
        )
    };
    assert_eq!(cavalry(&after), cavalry(&state) + 2);
    let mut faulty = entry;
    faulty
        .gestures
        .retain(|g| !matches!(g, Gesture::Track { track, .. } if track == "bahmani-influence"));
    let (_, verdicts) = judge(&data, &state, &play, &faulty);
    assert!(codes(&verdicts).contains(&"Gifts"), "{verdicts:?}");
}

/// 2.5.1: the first Succession card brings the Tughlaq Dynasty, gives the
/// Bahmani Kingdom Cavalry for its Influence and Forts and the Empire
/// Resources for its Influence and Temples; the Sultanate's Campaign, on
/// its own, uses Delhi and the Provinces only.
#[test]
fn section_2_5_1_zenith_of_the_delhi_sultanate() {
    let (data, mut state) = start();
    let fort_box = Place::Holding(Holding::Available(Faction::Bahmani));
    let temple_box = Place::Holding(Holding::Available(Faction::Vijayanagara));
    shift(
        &mut state,
        Kind::Fort,
        1,
        fort_box,
        Place::Space(space(&data, "maharashtra")),
    );
    shift(
        &mut state,
        Kind::Fort,
        1,
        fort_box,
        Place::Space(space(&data, "gondwana")),
    );
    shift(
        &mut state,
        Kind::Temple,
        1,
        temple_box,
        Place::Space(space(&data, "karnataka")),
    );
    with_card(&mut state, Card::Succession, 1, 0);
    let play = Sequence::default();
    let (entry, trace) = carry(&data, &state, &play, Vec::new());
    assert!(trace.contains(&"Tughlaq".to_owned()), "{trace:?}");
    let (after, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    assert_eq!(after.dynasty, vijayanagara::Dynasty::Tughlaq);
    let cavalry = |s: &State| {
        s.count(
            Place::Holding(Holding::Available(Faction::Bahmani)),
            Kind::Cavalry,
        )
    };
    assert_eq!(cavalry(&after), cavalry(&state) + 2);
    assert_eq!(after.resources[2], state.resources[2] + 1);
    // By hand, without turning the Dynasty card: caught.
    let mut faulty = entry;
    faulty
        .gestures
        .retain(|g| !matches!(g, Gesture::Change(t) if t.starts_with("dynasty")));
    let (_, verdicts) = judge(&data, &state, &play, &faulty);
    assert!(codes(&verdicts).contains(&"ZenithDynasty"), "{verdicts:?}");
    // The Campaign on its own: along Delhi and Provinces, not through an
    // Invasion Region.
    let campaign = |from: &str, to: &str| TableEntry {
        declare: Some("campaign sultanate".to_owned()),
        gestures: vec![Gesture::Move {
            piece: "troop".to_owned(),
            count: 1,
            from: from.to_owned(),
            to: to.to_owned(),
        }],
        ..TableEntry::default()
    };
    let (_, verdicts) = judge(&data, &after, &play, &campaign("delhi", "malwa"));
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    let (_, verdicts) = judge(&data, &after, &play, &campaign("delhi", "punjab"));
    assert!(codes(&verdicts).contains(&"CampaignRegion"), "{verdicts:?}");
    // On an Event card, a Decree goes with a Command (4.1).
    let mut on_event = after.clone();
    with_card(&mut on_event, Card::Event, 1, 0);
    let (_, verdicts) = judge(&data, &on_event, &play, &campaign("delhi", "malwa"));
    assert!(codes(&verdicts).contains(&"DecreeAlone"), "{verdicts:?}");
}

/// 2.5.2: on the second Succession card each Deccan Faction's Limited
/// Command is free (3.1.3), and each gains, after it, up to three in
/// Resources and Cavalry.
#[test]
fn section_2_5_2_rise_of_the_rebel_sultans() {
    let (data, mut state) = start();
    with_card(&mut state, Card::Succession, 2, 0);
    state.dynasty = vijayanagara::Dynasty::Tughlaq;
    let play = Sequence::default();
    // Karnataka: three Rajas, no one else's piece, the Tributary marker
    // off: Controlled by the Empire, its Rajas Rebelling.
    let karnataka = space(&data, "karnataka");
    let markers = Place::Holding(Holding::TributaryMarkers);
    shift(
        &mut state,
        Kind::Tributary,
        1,
        Place::Space(karnataka),
        markers,
    );
    let flip = vijayanagara::Edit::Flip {
        space: karnataka,
        unit: Kind::Raja,
        count: 3,
        rebelling: true,
    };
    vijayanagara::apply(&mut state, &flip).unwrap();
    let (entry, trace) = carry(&data, &state, &play, vec!["0".to_owned()]);
    assert!(trace.contains(&"RiseGain".to_owned()), "{trace:?}");
    let (_, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    // The Empire's turn: its gain, as Resources.
    let second = Sequence {
        instructions: 1,
        ..Sequence::default()
    };
    let (entry, _) = carry(&data, &state, &second, vec!["0".to_owned()]);
    let (after, verdicts) = judge(&data, &state, &second, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    let prosperity = i64::from(data.board.prosperity(karnataka)).min(3);
    assert_eq!(after.resources[2], state.resources[2] + prosperity);
    // A free Limited Command pays nothing; paid for, it is caught.
    let rally = |paid: bool| {
        let mut gestures = vec![Gesture::Move {
            piece: "raja".to_owned(),
            count: 1,
            from: "vijayanagara-available".to_owned(),
            to: "karnataka".to_owned(),
        }];
        if paid {
            gestures.push(Gesture::Track {
                track: "vijayanagara-resources".to_owned(),
                value: state.resources[2] - 1,
            });
        }
        TableEntry {
            declare: Some("rally vijayanagara limited".to_owned()),
            gestures,
            ..TableEntry::default()
        }
    };
    let (_, verdicts) = judge(&data, &state, &play, &rally(false));
    assert!(
        !codes(&verdicts).contains(&"ActionResources"),
        "{verdicts:?}"
    );
    let (_, verdicts) = judge(&data, &state, &play, &rally(true));
    assert!(
        codes(&verdicts).contains(&"ActionResources"),
        "{verdicts:?}"
    );
}

/// 2.6: the first Timurid Empire card gathers half the Available Invaders
/// in the Mountain Passes; the second carries Timur to Delhi, ends the
/// game, and the final scores count the Sultanate's points for Delhi
/// (5.1); the winner and the outcome are told (5.0, 5.4).
#[test]
fn section_2_6_timur_invades_delhi_and_the_game_ends() {
    let (data, mut state) = start();
    let v = Vijayanagara;
    let passes = Place::Space(space(&data, "mountain-passes"));
    let punjab = Place::Space(space(&data, "punjab"));
    let delhi = Place::Space(space(&data, "delhi"));
    with_card(&mut state, Card::Timurid, 3, 1);
    let play = Sequence::default();
    let (entry, trace) = carry(&data, &state, &play, Vec::new());
    assert_eq!(trace, ["TimuridGather"]);
    let (first, verdicts) = judge(&data, &state, &play, &entry);
    assert!(verdicts.is_empty(), "{verdicts:?}");
    assert_eq!(first.count(passes, Kind::Mongol), 6, "half of twelve");
    let mut second = first.clone();
    with_card(&mut second, Card::Timurid, 3, 2);
    let (entry, trace) = carry(&data, &second, &play, Vec::new());
    for code in ["TimurMoves", "FinalScores"] {
        assert!(trace.contains(&code.to_owned()), "{code}: {trace:?}");
    }
    assert!(
        trace
            .iter()
            .any(|c| c.starts_with("Outcome") || c == "Tied"),
        "{trace:?}"
    );
    let (end, verdicts) = judge(&data, &second, &play, &entry);
    assert!(verdicts.iter().all(|v| !v.error), "{verdicts:?}");
    assert!(end.deck.over);
    // The contract tells the end once it has come, and not before.
    assert!(v.outcome(&data, &second).is_empty());
    let told: Vec<String> = v.outcome(&data, &end).into_iter().map(|r| r.code).collect();
    assert_eq!(told[0], "FinalScores");
    assert!(
        told.iter().any(|c| c == "Winner" || c == "Tied"),
        "{told:?}"
    );
    assert_eq!(
        end.count(passes, Kind::Mongol) + end.count(punjab, Kind::Mongol),
        0
    );
    let in_delhi = end.count(delhi, Kind::Mongol);
    let defenders = end.count(delhi, Kind::Troop) + end.count(delhi, Kind::Governor);
    assert!(in_delhi == 0 || defenders == 0, "{in_delhi} {defenders}");
    let totals = v.totals(&data, &end);
    let base = vijayanagara::victory(&data, &{
        let mut s = end.clone();
        s.deck.over = false;
        s
    });
    assert_eq!(
        totals[0].total,
        base[0] + vijayanagara::delhi_points(&data, &end)
    );
    // Nothing follows the end.
    let (_, verdicts) = judge(&data, &end, &play, &declare("pass bahmani"));
    assert!(codes(&verdicts).contains(&"GameOver"), "{verdicts:?}");
    // By hand, stopping the assault on Delhi halfway is caught.
    let mut stopped = second.clone();
    shift(&mut stopped, Kind::Mongol, 2, passes, delhi);
    let hand = TableEntry {
        declare: Some("instructions".to_owned()),
        gestures: vec![
            Gesture::Move {
                piece: "mongol".to_owned(),
                count: 4,
                from: "mountain-passes".to_owned(),
                to: "punjab".to_owned(),
            },
            Gesture::Change("end".to_owned()),
        ],
        ..TableEntry::default()
    };
    let (_, verdicts) = judge(&data, &stopped, &play, &hand);
    let found = codes(&verdicts);
    assert!(found.contains(&"TimurLeftBehind"), "{verdicts:?}");
    assert!(found.contains(&"TimurStopped"), "{verdicts:?}");
}

/// 2.3.4: an Event takes the forked option of "the Event or a Command
/// without a Decree"; on a "Stay Eligible" card its Faction stays
/// Eligible for the next card; its changes are left to the table.
#[test]
fn section_2_3_4_an_event_and_stay_eligible() {
    let (data, _) = start();
    let v = Vijayanagara;
    let game = |event: &str| {
        let mut log = TableLog::new("vijayanagara", "standard", 4);
        log.entries = vec![
            change("card"),
            declare(event),
            declare("rally vijayanagara"),
            change("card"),
            declare("pass bahmani"),
        ];
        replay(&v, &data, &log, usize::MAX).unwrap()
    };
    let kept = game("event bahmani shaded stay");
    assert!(!codes(&kept.steps[4].verdicts).contains(&"NotEligible"));
    assert!(codes(&kept.steps[1].verdicts).contains(&"EventLeftToTable"));
    assert!(kept.steps[1].verdicts.iter().all(|v| !v.error));
    // The Event took the option the Empire's Command wanted.
    assert!(codes(&kept.steps[2].verdicts).contains(&"OptionTaken"));
    let not_kept = game("event bahmani");
    assert!(codes(&not_kept.steps[4].verdicts).contains(&"NotEligible"));
    // Not on a card that stops regular play.
    let mut log = TableLog::new("vijayanagara", "standard", 4);
    log.entries = vec![change("card succession"), declare("event bahmani")];
    let replayed = replay(&v, &data, &log, usize::MAX).unwrap();
    assert!(codes(&replayed.steps[1].verdicts).contains(&"Interrupted"));
}

/// The Event cards a table enters, MADE UP here for the test (the cards'
/// texts are not public): card 7 with an unshaded text giving the Bahmani
/// Kingdom 2 Resources and up to 2 Amirs placed.
const ENTERED: &str = "format: vijayanagara cards
version: 1
cards:
  - number: 7
    title: \"A made-up card\"
    stay: false
    unshaded:
      - { step: resources, values: [bahmani, \"2\"] }
      - { step: place, values: [amir, \"2\"] }
    shaded:
      - { step: influence, values: [vijayanagara, \"-1\"] }
end: vijayanagara cards
";

/// 2.3.4, 2.1: an Event on a card the table entered is judged against its
/// steps; "Stay Eligible" as the card has it; each card revealed once; the
/// cards file read back as written, and refused with the place of a
/// problem.
#[test]
fn section_2_3_4_an_entered_event_is_judged_against_its_steps() {
    let (bundled, _) = start();
    let v = Vijayanagara;
    let (data, count) = v
        .with_own_file(&bundled, "cards", ("vijayanagara/cards.yaml", ENTERED))
        .unwrap();
    assert_eq!(count, 1);
    let entered = v.entered_cards(&data);
    assert_eq!(entered.len(), 1);
    let (_, text) = v.cards_file(&data, &entered).unwrap();
    let (again, _) = v
        .with_own_file(&bundled, "cards", ("vijayanagara/cards.yaml", &text))
        .unwrap();
    assert_eq!(again.cards, data.cards, "written back as read");
    // The card is offered among the changes of the game.
    let (_, state) = start();
    assert!(
        v.changes(&data, &state, None)
            .contains(&"event-card card-7".to_owned())
    );
    let event = |declare: &str, amirs: u32| TableEntry {
        declare: Some(declare.to_owned()),
        gestures: vec![
            Gesture::Track {
                track: "bahmani-resources".to_owned(),
                value: 8,
            },
            Gesture::Move {
                piece: "amir".to_owned(),
                count: amirs,
                from: "bahmani-available".to_owned(),
                to: "maharashtra".to_owned(),
            },
        ],
        ..TableEntry::default()
    };
    let game = |entries: Vec<TableEntry>| {
        let mut log = TableLog::new("vijayanagara", "standard", 4);
        log.entries = entries;
        replay(&v, &data, &log, usize::MAX).unwrap()
    };
    let kept = game(vec![change("event-card card-7"), event("event bahmani", 2)]);
    assert!(
        kept.steps[1].verdicts.iter().all(|v| !v.error),
        "{:?}",
        kept.steps[1].verdicts
    );
    assert!(!codes(&kept.steps[1].verdicts).contains(&"EventLeftToTable"));
    let more = game(vec![change("event-card card-7"), event("event bahmani", 3)]);
    assert!(codes(&more.steps[1].verdicts).contains(&"EventPieces"));
    let stay = game(vec![
        change("event-card card-7"),
        event("event bahmani stay", 2),
    ]);
    assert!(codes(&stay.steps[1].verdicts).contains(&"EventStay"));
    let shaded = game(vec![
        change("event-card card-7"),
        event("event bahmani shaded", 2),
    ]);
    let found = codes(&shaded.steps[1].verdicts);
    assert!(
        found.contains(&"EventTrack") && found.contains(&"EventPieces"),
        "{found:?}"
    );
    let twice = game(vec![
        change("event-card card-7"),
        change("event-card card-7"),
    ]);
    assert!(codes(&twice.steps[1].verdicts).contains(&"CardAgain"));
    // A card not entered: left to the table, as before.
    let other = game(vec![change("card"), event("event bahmani", 2)]);
    assert!(codes(&other.steps[1].verdicts).contains(&"EventLeftToTable"));
    // A step the program does not judge is refused where it stands.
    let bad = ENTERED.replace("step: place", "step: plunder");
    let refused = v
        .with_own_file(&bundled, "cards", ("vijayanagara/cards.yaml", &bad))
        .unwrap_err()
        .to_string();
    assert!(
        refused.contains("plunder") && refused.contains("cards[0].unshaded[1]"),
        "{refused}"
    );
}
