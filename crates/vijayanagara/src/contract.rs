//! Vijayanagara behind the table's contract (`coin_table::Volume`): what
//! the table needs of it to set a game up, take free changes made by hand,
//! say which of them the rules do not allow, with the section that settles
//! it, and show the totals.

use coin_table::{
    BoardSheet, Chain, EffectForm, EnteredCard, Formats, Gesture, Layout, LoadErrors, Made,
    NonPlayerTurn, NotPlanned, OwnFile, PieceLook, PieceShape, PlayedOut, Reason, RulesIndex,
    SoFar, SpaceView, TableEntry, Total, Verdict, Volume,
};

use crate::action::{Command, Declared, Decree, judge};
use crate::cards::{Card, TIMURIDS};
use crate::check::check;
use crate::data::{Data, FORMATS};
use crate::edit::{END, Edit, Track, apply, card_key, change_text, gesture_edit, next_dice};
use crate::events::{cards_text, effect_form};
use crate::ids::{Faction, Holding, Kind, Place};
use crate::invasion::{INSTRUCTIONS_SIDE, carry_out, outcome};
use crate::playout::play_out;
use crate::sequence::{Sequence, reveals_card};
use crate::sheet::{board_sheet, sheet_text};
use crate::state::{SCENARIO, State, setup};
use crate::victory::victory;

/// Vijayanagara on the table.
#[derive(Clone, Copy, Debug, Default)]
pub struct Vijayanagara;

/// The table's own cards file: the Event cards a table enters from its
/// copy of the game (their texts are not public).
pub const CARDS_FILE: OwnFile = OwnFile {
    key: "cards",
    file: "vijayanagara/cards.yaml",
};

/// The table's own board file: the board a table enters once from its
/// copy of the game, in place of the bundled one.
pub const BOARD_FILE: OwnFile = OwnFile {
    key: "board",
    file: "vijayanagara/board.yaml",
};

/// The pieces and tokens of a place, as the board draws them.
fn drawn(counts: &[u32; crate::ids::KINDS]) -> Vec<(String, u32)> {
    Kind::ALL
        .into_iter()
        .filter(|k| counts[k.index()] > 0)
        .map(|k| (k.key().to_owned(), counts[k.index()]))
        .collect()
}

impl Volume for Vijayanagara {
    type Data = Data;
    type State = State;
    type Edit = Edit;
    type Action = Declared;
    type Play = Sequence;

    fn key(&self) -> &'static str {
        "vijayanagara"
    }

    fn formats(&self) -> Formats {
        FORMATS
    }

    fn chain(&self) -> Chain {
        Chain::new(b"vijayanagara table log\n")
    }

    fn rules<'d>(&self, data: &'d Data) -> &'d RulesIndex {
        &data.rules
    }

    fn scenarios(&self, _: &Data) -> Vec<String> {
        vec![SCENARIO.to_owned()]
    }

    fn setup(&self, data: &Data, scenario: &str, seed: u64) -> Result<State, String> {
        let mut state = setup(data, scenario)?;
        state.seed = seed;
        Ok(state)
    }

    fn apply(&self, _: &Data, state: &mut State, edit: &Edit) -> Result<(), String> {
        let mut after = state.clone();
        apply(&mut after, edit)?;
        *state = after;
        Ok(())
    }

    fn check(&self, data: &Data, state: &State) -> Vec<Verdict> {
        check(data, state)
    }

    fn judge(&self, data: &Data, action: &Declared, made: Made<'_, State, Edit>) -> Vec<Verdict> {
        judge(data, action, (made.before, made.edits, made.after))
    }

    fn totals(&self, data: &Data, state: &State) -> Vec<Total> {
        let points = victory(data, state);
        Faction::PLAYERS
            .iter()
            .enumerate()
            .map(|(i, faction)| Total {
                side: faction.key().to_owned(),
                total: points[i],
                // The most points wins (5.0): each must exceed the best
                // of the others.
                threshold: (0..3)
                    .filter(|j| *j != i)
                    .map(|j| points[j])
                    .max()
                    .unwrap_or(0),
            })
            .collect()
    }

    fn layout(&self, data: &Data, state: &State) -> Layout {
        let board = &data.board;
        let spaces = board
            .spaces
            .iter()
            .enumerate()
            .map(|(i, space)| SpaceView {
                key: space.key.clone(),
                kind: space.kind.value.key().to_owned(),
                at: (space.at.0 / 1000.0, space.at.1 / 1000.0),
                small: false,
                pieces: state.spaces.get(i).map(drawn).unwrap_or_default(),
                neighbours: board
                    .neighbours(i)
                    .into_iter()
                    .map(|n| board.spaces[n].key.clone())
                    .collect(),
            })
            .collect();
        Layout {
            spaces,
            boxes: Holding::ALL
                .into_iter()
                .map(|h| (h.key(), drawn(&state.holdings[h.index()])))
                .collect(),
            tracks: Track::ALL
                .into_iter()
                .map(|t| (t.key(), t.value(state)))
                .collect(),
        }
    }

    fn edit(&self, data: &Data, gesture: &Gesture) -> Result<Edit, String> {
        gesture_edit(data, gesture)
    }

    /// For each player Faction, a Pass, the Event (unshaded or shaded, on a
    /// "Stay Eligible" card or not) and each of its Commands, alone and
    /// with each of its Decrees.
    fn declarable(&self, _: &Data, _: &State) -> Vec<String> {
        let mut out = Vec::new();
        for faction in Faction::PLAYERS {
            out.push(Declared::Pass(faction).text());
            for (shaded, stay) in [(false, false), (true, false), (false, true), (true, true)] {
                let event = Declared::Event {
                    faction,
                    shaded,
                    stay,
                };
                out.push(event.text());
            }
            for command in Command::ALL
                .into_iter()
                .filter(|c| c.section(faction).is_some())
            {
                let decrees = Decree::ALL
                    .into_iter()
                    .filter(|d| d.section(faction).is_some());
                for decree in std::iter::once(None).chain(decrees.map(Some)) {
                    let declared = Declared::Command {
                        faction,
                        command,
                        limited: false,
                        decree,
                    };
                    out.push(declared.text());
                }
            }
        }
        out
    }

    fn action(&self, _: &Data, text: &str) -> Result<Declared, String> {
        Declared::read(text)
    }

    fn words(&self, lang: &str) -> &'static str {
        match lang {
            "en" => include_str!("../words/en.ftl"),
            "it" => include_str!("../words/it.ftl"),
            "es" => include_str!("../words/es.ftl"),
            _ => "",
        }
    }

    /// Each space's name as the board prints it (a table's own board may
    /// add spaces the words files do not know), and each Event card the
    /// table entered, by its number and title.
    fn data_names(&self, data: &Data) -> Vec<(String, String)> {
        let cards = data
            .cards
            .iter()
            .map(|(n, card)| (card_key(*n), format!("{n} · {}", card.title)));
        data.board
            .spaces
            .iter()
            .map(|s| (s.key.clone(), s.name.clone()))
            .chain(cards)
            .collect()
    }

    /// At a space, the program's next dice for an Attack there and each
    /// flip its Amirs and Rajas allow; of the whole game,
    /// each card the table may reveal, the Dynasty card turned and, once
    /// the second Timurid Empire card shows, the game's end.
    fn changes(&self, data: &Data, state: &State, at: Option<&str>) -> Vec<String> {
        let Some(key) = at else {
            let next = match state.dynasty {
                crate::state::Dynasty::Khalji => "tughlaq",
                crate::state::Dynasty::Tughlaq => "khalji",
            };
            let mut out: Vec<String> = Card::ALL.into_iter().map(Card::text).collect();
            // Each Event card the table entered and has not revealed yet.
            out.extend(
                data.cards
                    .keys()
                    .filter(|n| !state.deck.played.contains(n))
                    .filter_map(|n| change_text(data, &Edit::EventCard(*n))),
            );
            out.push(format!("dynasty {next}"));
            if state.deck.timurids >= TIMURIDS && !state.deck.over {
                out.push(END.to_owned());
            }
            return out;
        };
        let Some(space) = data.board.index(key) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // The program's next dice for an Attack here: four for the
        // attacker, or three against a Fort's Bahmani Kingdom (3.2.4).
        let fort = state.count(Place::Space(space), Kind::Fort) > 0;
        for attacker in if fort { vec![4, 3] } else { vec![4] } {
            let (attacking, defending) = next_dice(state, attacker);
            let edit = Edit::Dice {
                space,
                attacker: attacking,
                defender: defending,
            };
            out.extend(change_text(data, &edit));
        }
        for unit in [Kind::Amir, Kind::Raja] {
            let rebel = unit.rebelling().unwrap_or(unit);
            if state.count(Place::Space(space), unit) > 0 {
                out.push(format!("flip {key} {} 1 rebelling", unit.key()));
            }
            if state.count(Place::Space(space), rebel) > 0 {
                out.push(format!("flip {key} {} 1 obedient", unit.key()));
            }
        }
        out
    }

    /// The pieces as the box has them (1.2, 1.4): gray Troop cubes and
    /// red Mongol cubes; black Governors, turquoise Amirs and yellow Rajas
    /// as many-sided cylinders, flipped when Rebelling (1.4.5); black,
    /// turquoise and yellow discs for Qasbahs, Forts and Temples; Cavalry
    /// and Tributary markers as cardboard.
    fn look(&self, _: &Data, kind: &str) -> Option<PieceLook> {
        const BLACK: [u8; 3] = [40, 40, 40];
        const TURQUOISE: [u8; 3] = [60, 185, 190];
        const YELLOW: [u8; 3] = [235, 200, 50];
        let (shape, colour) = match Kind::from_key(kind)? {
            Kind::Troop => (PieceShape::Cube, [160, 160, 160]),
            Kind::Mongol => (PieceShape::Cube, [200, 45, 40]),
            Kind::Governor => (PieceShape::Octagon, BLACK),
            Kind::Amir | Kind::AmirRebelling => (PieceShape::Octagon, TURQUOISE),
            Kind::Raja | Kind::RajaRebelling => (PieceShape::Octagon, YELLOW),
            Kind::Qasbah => (PieceShape::Disc, BLACK),
            Kind::Fort => (PieceShape::Disc, TURQUOISE),
            Kind::Temple => (PieceShape::Disc, YELLOW),
            Kind::Cavalry => (PieceShape::Marker, [150, 105, 60]),
            Kind::Tributary => (PieceShape::Marker, [225, 210, 170]),
        };
        let flipped = matches!(
            Kind::from_key(kind),
            Some(Kind::AmirRebelling | Kind::RajaRebelling)
        );
        Some(PieceLook {
            shape,
            colour,
            flipped,
        })
    }

    /// Random games by the generator of `playout.rs`, with the data as it
    /// is: nothing of Vijayanagara's it plays is made up.
    fn play_out(
        &self,
        data: &Data,
        scenario: &str,
        seed: u64,
    ) -> Option<Result<PlayedOut<Data>, String>> {
        Some(play_out(data, scenario, seed).map(|entries| PlayedOut {
            data: data.clone(),
            entries,
        }))
    }

    /// The sequence of play on the card (2.3): who may act, and which of
    /// the forked options are taken; the cards that stop regular play
    /// (2.4 to 2.6), the deck's order (2.1) and the game's end (2.2).
    fn sequence(
        &self,
        data: &Data,
        (state, play): (&State, &Sequence),
        entry: &TableEntry,
    ) -> Vec<Verdict> {
        let declared = entry
            .declare
            .as_deref()
            .and_then(|text| self.action(data, text).ok());
        play.verdicts(&state.deck, entry, declared)
    }

    fn fold(
        &self,
        data: &Data,
        play: &mut Sequence,
        entry: &TableEntry,
        (before, _): (&State, &State),
    ) {
        let declared = entry
            .declare
            .as_deref()
            .and_then(|text| self.action(data, text).ok());
        play.fold(&before.deck, declared, reveals_card(entry));
    }

    /// The card's instructions, carried out by the program: the Mongol
    /// Invaders' Commands of a Mongol Invasion card (2.4, 3.5), a
    /// Succession card's gains (2.5) and the Timurid Empire cards (2.6).
    fn non_player_sides(&self, _: &Data) -> Vec<String> {
        vec![INSTRUCTIONS_SIDE.to_owned()]
    }

    fn non_player_turn(
        &self,
        data: &Data,
        game: SoFar<'_, State, Sequence>,
        side: &str,
        answers: &[String],
    ) -> Result<NonPlayerTurn, NotPlanned> {
        if side != INSTRUCTIONS_SIDE {
            return Err(NotPlanned::Cannot(format!(
                "no non-player system runs `{side}`"
            )));
        }
        carry_out(data, game, answers)
    }

    /// After Timur's invasion: the final scores, the winner and the
    /// outcome (5.0, 5.4).
    fn outcome(&self, data: &Data, state: &State) -> Vec<Reason> {
        outcome(data, state)
    }

    /// The board as the table enters it: each space's kind, a Province's
    /// Prosperity, the adjacent pairs (1.3).
    fn board_sheet(&self, data: &Data) -> Option<BoardSheet> {
        Some(board_sheet(data))
    }

    fn sheet_file(&self, data: &Data, sheet: &BoardSheet) -> Option<(OwnFile, String)> {
        Some((BOARD_FILE, sheet_text(data, sheet)))
    }

    fn own_files(&self) -> &'static [OwnFile] {
        &[BOARD_FILE, CARDS_FILE]
    }

    fn with_own_file(
        &self,
        data: &Data,
        key: &str,
        (file, text): (&str, &str),
    ) -> Result<(Data, usize), LoadErrors> {
        if key == CARDS_FILE.key {
            return data.with_cards((file, text));
        }
        if key != BOARD_FILE.key {
            return Err(OwnFile::unknown(key, file));
        }
        let merged = data.with_board((file, text))?;
        let count = merged.board.spaces.len();
        Ok((merged, count))
    }

    /// The kinds of step an Event card's text is entered in.
    fn effect_form(&self, _: &Data) -> Option<EffectForm> {
        Some(effect_form())
    }

    fn entered_cards(&self, data: &Data) -> Vec<EnteredCard> {
        data.cards
            .iter()
            .map(|(n, card)| card.entered(*n))
            .collect()
    }

    fn cards_file(&self, _: &Data, cards: &[EnteredCard]) -> Option<(OwnFile, String)> {
        Some((CARDS_FILE, cards_text(cards)))
    }
}
