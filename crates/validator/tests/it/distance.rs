//! A Short game of Gandhi played at a distance: two copies of the game,
//! each with its own seat's key, exchange turns as the text of turn files.
//! Every entry is signed by the seat that made it and judged by both
//! copies; every card after the set-up's is turned up by a fair draw from
//! both seats' secrets; at the end both copies hold the same sealed game.
//! Then what a turn must not get through: a change in transit, a forged
//! or missing signature, a secret that is not the seat's, a card drawn
//! from the deck's order, a turn of another game or one that skips a turn.

use coin_table::{
    DrawStep, Gesture, Hand, Hash, SeatKey, TableEntry, TableLog, Turn, TurnRefused, Volume,
    play_in_game,
};
use gandhi_validator::components::GameData;
use gandhi_validator::log::GameRecord;
use gandhi_validator::position::{Edit, GameState};
use gandhi_validator::volume::Gandhi;

use crate::common::seats::{self, data, entries, header, key, owner, play};

const GAME: &str = "test-game-1";
const AT: &str = "2026-11-28T10:00:00Z";

/// One copy of the game: its seat, its key, its log, the position and
/// play it reached, and the codes of what it judged of each entry.
struct Copy {
    seat: &'static str,
    key: SeatKey,
    log: TableLog,
    now: (GameState, gandhi_validator::play::Progress),
    judged: Vec<Vec<String>>,
}

impl Copy {
    fn new(data: &GameData, seat: &'static str, key: SeatKey, header: &TableLog) -> Copy {
        let state = Gandhi.setup(data, "short", header.seed).unwrap();
        let play = Gandhi.start_play(data, &state);
        Copy {
            seat,
            key,
            log: header.clone(),
            now: (state, play),
            judged: Vec::new(),
        }
    }

    /// Judges the entries this copy holds and has not judged yet, as its
    /// program does when it makes or receives them.
    fn judge(&mut self, data: &GameData) {
        while self.judged.len() < self.log.entries.len() {
            let entry = &self.log.entries[self.judged.len()];
            let (state, play) = (&mut self.now.0, &mut self.now.1);
            let judged = play_in_game(&Gandhi, data, (state, play), entry).unwrap();
            self.judged.push(
                judged
                    .verdicts
                    .iter()
                    .map(|v| format!("{}{}", if v.error { "" } else { "warns " }, v.code))
                    .collect(),
            );
        }
    }

    /// Makes an entry: adds it, signs it and judges it.
    fn make(&mut self, data: &GameData, entry: TableEntry) {
        self.log.entries.push(entry);
        let from = self.log.entries.len() - 1;
        self.log.sign(&Gandhi, (self.seat, &self.key), from);
        self.judge(data);
    }
}

/// Sends what `from` holds beyond what `to` holds, as the text of a turn
/// file, and has `to` open it and judge what it brought.
fn send(data: &GameData, from: &Copy, to: &mut Copy) {
    let turn = from.log.turn(&Gandhi, from.seat, to.log.entries.len());
    let text = turn.write();
    let read = Turn::read(&Gandhi, "turn.yaml", &text).unwrap();
    assert_eq!(read, turn, "a turn reads back as written");
    let taken = to.log.take_turn(&Gandhi, &read, AT).unwrap();
    assert_eq!(taken.line, None);
    assert!(taken.unsigned.is_empty(), "{:?}", taken.unsigned);
    to.judge(data);
}

/// Both copies, and which holds the whole game so far.
struct Table {
    copies: [Copy; 2],
    holder: usize,
    draws: usize,
}

impl Table {
    fn pair(&mut self) -> (&mut Copy, &mut Copy) {
        let [a, b] = &mut self.copies;
        if self.holder == 0 { (a, b) } else { (b, a) }
    }

    /// Brings the copies up to the generator's game: each entry is made
    /// by its seat's copy, which first opens the other's turn when the
    /// other made the entries before.
    fn catch_up(&mut self, data: &GameData, entries: &[TableEntry]) {
        let held = self.copies[self.holder].log.entries.len();
        assert_eq!(
            self.copies[self.holder].log.entries[..],
            entries[..held],
            "the copies hold the generator's game"
        );
        for entry in &entries[held..] {
            let seat = owner(entry, self.holder);
            if seat != self.holder {
                let (from, to) = self.pair();
                send(data, from, to);
                self.holder = seat;
            }
            self.copies[self.holder].make(data, entry.clone());
        }
    }

    /// A fair draw: the holder asks by revealing its secret, the other
    /// seat opens the turn, reveals its own and turns the card up, and
    /// the holder opens that turn. The card turned up.
    fn draw(&mut self, data: &GameData) -> Option<gandhi_validator::terms::Card> {
        let (asker, other) = self.pair();
        let asked = asker.log.reveal_for_draw(asker.seat, &asker.key);
        assert!(matches!(asked, DrawStep::Asked(_)), "{asked:?}");
        send(data, asker, other);
        let revealed = other.log.reveal_for_draw(other.seat, &other.key);
        assert!(matches!(revealed, DrawStep::Revealed(_)), "{revealed:?}");
        let entry = other.log.make_draw(&Gandhi, data, &other.now.0).unwrap();
        other.log.sign(&Gandhi, (other.seat, &other.key), entry - 1);
        other.judge(data);
        send(data, other, asker);
        self.holder = 1 - self.holder;
        self.draws += 1;
        let made = &self.copies[self.holder].log.entries[entry - 1];
        let [Gesture::Change(_)] = &made.gestures[..] else {
            panic!("a draw is one change: {made:?}")
        };
        match Gandhi.edit(data, &made.gestures[0]).unwrap() {
            Edit::Reveal { card } => Some(card),
            _ => None,
        }
    }
}

/// Plays a whole Short game between two copies; the copies at its end.
fn play_at_a_distance(data: &GameData, seed: u64) -> [Copy; 2] {
    let header = header(seed, GAME);
    let mut table = Table {
        copies: [
            Copy::new(data, "Asha", key(1), &header),
            Copy::new(data, "Bimal", key(2), &header),
        ],
        holder: 0,
        draws: 0,
    };
    let mut drawing = |record: &GameRecord| {
        table.catch_up(data, &entries(data, record)?);
        Ok(table.draw(data))
    };
    let played = play(data, seed, &mut drawing).unwrap();
    table.catch_up(data, &entries(data, &played.record).unwrap());
    assert!(table.draws >= 5, "{} fair draws", table.draws);
    let (from, to) = table.pair();
    send(data, from, to);
    table.copies
}

#[test]
fn two_copies_play_a_short_game_by_turn_files_and_end_with_one_sealed_game() {
    let data = data();
    let [asha, bimal] = play_at_a_distance(&data, 5);
    assert_eq!(asha.log.entries, bimal.log.entries);
    assert_eq!(asha.log.seal(&Gandhi), bimal.log.seal(&Gandhi));
    assert_eq!(asha.log.distance, bimal.log.distance);
    // Both judged every entry, alike, and the generator's game breaks
    // nothing: what is said is that an Event's text is left to the table
    // (the made-up data holds no card's text).
    assert_eq!(asha.judged.len(), asha.log.entries.len());
    assert_eq!(asha.judged, bimal.judged);
    let said: Vec<&String> = asha.judged.iter().flatten().collect();
    assert!(
        said.iter().all(|code| *code == "warns EventTextUnknown"),
        "{said:?}"
    );
    // Every entry bears the hand of the seat that made it.
    let hands = asha.log.hands(&Gandhi);
    assert!(hands.iter().all(|h| matches!(h, Hand::Signed(_))));
    for seat in ["Asha", "Bimal"] {
        assert!(hands.contains(&Hand::Signed(seat.to_owned())), "{seat}");
    }
    // Every card was drawn fairly, and each copy checks each draw again.
    assert!(asha.log.distance.draws.len() >= 5);
    assert_eq!(asha.log.draw_problems(&Gandhi, &data), vec![]);
    // The file keeps it all and reads back sealed.
    let text = asha.log.write(&Gandhi);
    let read = TableLog::read(&Gandhi, "game.yaml", &text).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log, asha.log);
}

/// A short game: the set-up, then Asha's first four entries.
fn opening() -> (GameData, Copy, Copy) {
    let data = data();
    let header = header(5, GAME);
    let mut asha = Copy::new(&data, "Asha", key(1), &header);
    let bimal = Copy::new(&data, "Bimal", key(2), &header);
    let first = seats::opening(&data, 5);
    assert!(first.len() >= 4, "{}", first.len());
    for entry in first.into_iter().take(4) {
        asha.make(&data, entry);
    }
    (data, asha, bimal)
}

#[test]
fn a_turn_changed_in_transit_is_refused() {
    let (_, asha, mut bimal) = opening();
    let turn = asha.log.turn(&Gandhi, "Asha", 0);
    let mut changed = turn.clone();
    changed.entries[0].answers.push("slipped in".to_owned());
    let text = changed.write();
    let read = Turn::read(&Gandhi, "turn.yaml", &text).unwrap();
    assert_eq!(
        bimal.log.take_turn(&Gandhi, &read, AT),
        Err(TurnRefused::Altered)
    );
    // Whoever also makes the seal again cannot make Asha's signatures.
    let links = coin_table::TableLog {
        entries: changed.entries.clone(),
        ..bimal.log.clone()
    }
    .links(&Gandhi);
    changed.seal = *links.last().unwrap();
    assert_eq!(
        bimal.log.take_turn(&Gandhi, &changed, AT),
        Err(TurnRefused::Forged {
            entry: 1,
            seat: "Asha".to_owned()
        })
    );
    assert!(bimal.log.entries.is_empty(), "nothing was taken");
    // The turn as sent is taken.
    assert!(bimal.log.take_turn(&Gandhi, &turn, AT).is_ok());
    assert_eq!(bimal.log.entries, asha.log.entries);
}

#[test]
fn a_forged_signature_is_refused_and_a_missing_one_is_said() {
    let (data, mut asha, mut bimal) = opening();
    // An entry signed with a key that is not Bimal's, in Bimal's name.
    let mut forger = asha.log.clone();
    forger.distance.signatures.retain(|s| s.entry != 4);
    forger.sign(&Gandhi, ("Bimal", &key(9)), 3);
    let turn = forger.turn(&Gandhi, "Asha", 0);
    assert_eq!(
        bimal.log.take_turn(&Gandhi, &turn, AT),
        Err(TurnRefused::Forged {
            entry: 4,
            seat: "Bimal".to_owned()
        })
    );
    // An entry nobody signed is taken and said.
    let mut unsigned = asha.log.clone();
    unsigned.distance.signatures.retain(|s| s.entry != 4);
    let taken = bimal
        .log
        .take_turn(&Gandhi, &unsigned.turn(&Gandhi, "Asha", 0), AT)
        .unwrap();
    assert_eq!(taken.unsigned, vec![4]);
    assert_eq!(taken.added, 0..4);
    assert_eq!(bimal.log.hands(&Gandhi)[3], Hand::Unsigned);
    // Asha signs it afterwards, and a turn from the entry before brings
    // the signature.
    asha.judge(&data);
    let taken = bimal
        .log
        .take_turn(&Gandhi, &asha.log.turn(&Gandhi, "Asha", 3), AT)
        .unwrap();
    assert_eq!(taken.added, 4..4);
    assert_eq!(bimal.log.hands(&Gandhi)[3], Hand::Signed("Asha".to_owned()));
}

#[test]
fn two_turns_from_the_same_entry_become_two_lines() {
    let (_, asha, mut bimal) = opening();
    let mut first = asha.log.clone();
    first.entries.truncate(2);
    first.distance.signatures.retain(|s| s.entry <= 2);
    bimal
        .log
        .take_turn(&Gandhi, &first.turn(&Gandhi, "Asha", 0), AT)
        .unwrap();
    // Bimal goes on from entry 2 with an entry of its own; Asha's turn
    // from entry 2 arrives afterwards.
    let mine = TableEntry {
        gestures: vec![Gesture::Track {
            track: "unity".to_owned(),
            value: 3,
        }],
        ..TableEntry::default()
    };
    bimal.log.entries.push(mine.clone());
    bimal.log.sign(&Gandhi, ("Bimal", &key(2)), 2);
    let taken = bimal
        .log
        .take_turn(&Gandhi, &asha.log.turn(&Gandhi, "Asha", 2), AT)
        .unwrap();
    assert_eq!(taken.added, 3..3, "nothing is overwritten");
    assert_eq!(bimal.log.entries[2], mine);
    let line = taken.line.unwrap();
    assert!(line.starts_with("Asha"), "{line}");
    assert_eq!(bimal.log.lines.len(), 1);
    assert_eq!(bimal.log.lines[0].entries, asha.log.entries);
}

#[test]
fn a_turn_of_another_game_or_past_a_missing_turn_is_refused() {
    let (_, asha, mut bimal) = opening();
    let mut other = header(6, GAME);
    other.entries = asha.log.entries.clone();
    assert!(matches!(
        bimal
            .log
            .take_turn(&Gandhi, &other.turn(&Gandhi, "Asha", 0), AT),
        Err(TurnRefused::OtherGame(_))
    ));
    assert_eq!(
        bimal
            .log
            .take_turn(&Gandhi, &asha.log.turn(&Gandhi, "Asha", 2), AT),
        Err(TurnRefused::Gap { after: 2, held: 0 })
    );
    // A turn that claims to follow entries Bimal does not hold.
    bimal
        .log
        .take_turn(&Gandhi, &asha.log.turn(&Gandhi, "Asha", 0), AT)
        .unwrap();
    let mut turn = asha.log.turn(&Gandhi, "Asha", 2);
    turn.anchor = Hash([7; 32]);
    assert_eq!(
        bimal.log.take_turn(&Gandhi, &turn, AT),
        Err(TurnRefused::OffChain { after: 2 })
    );
}

#[test]
fn a_secret_that_is_not_the_seats_and_a_card_from_the_decks_order_are_caught() {
    let (data, mut asha, mut bimal) = opening();
    bimal
        .log
        .take_turn(&Gandhi, &asha.log.turn(&Gandhi, "Asha", 0), AT)
        .unwrap();
    // Asha asks for a draw with a secret of another key.
    let mut cheat = asha.log.clone();
    assert_eq!(cheat.reveal_for_draw("Asha", &key(9)), DrawStep::Asked(1));
    assert!(matches!(
        bimal
            .log
            .take_turn(&Gandhi, &cheat.turn(&Gandhi, "Asha", 4), AT),
        Err(TurnRefused::BadReveal(_))
    ));
    // Nobody knows the card before both secrets are in.
    assert_eq!(
        asha.log.reveal_for_draw("Asha", &key(1)),
        DrawStep::Asked(1)
    );
    assert_eq!(asha.log.make_draw(&Gandhi, &data, &asha.now.0), None);
    assert_eq!(asha.log.distance.waiting_for(1), vec!["Bimal"]);
    // A card turned up from the deck's order instead is said.
    asha.make(
        &data,
        TableEntry {
            gestures: vec![Gandhi::gesture(&data, &Edit::NextCard)],
            ..TableEntry::default()
        },
    );
    let problems = asha.log.draw_problems(&Gandhi, &data);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].0, 5);
}
