//! The table's own board (`TableBoard`) driven through its widgets with
//! egui_kittest: the made-up volume of the table's tests, which the
//! program was not written for, dragged, judged, logged and looked back
//! over; and Gandhi on the same board, through the same contract.

use coin_table::TableLog;
use egui::{Pos2, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gandhi_moderator::i18n::fluent::Lang;
use gandhi_moderator::table_board::{Shown, TableBoard, TableWindow};
use gandhi_validator::components::GameData;
use gandhi_validator::volume::Gandhi;

use crate::common::drag_over;
use crate::tiny::{Tiny, data};

type Board<V> = Harness<'static, TableBoard<V>>;

fn board<V: coin_table::Volume + 'static>(
    volume: V,
    data: V::Data,
    log: TableLog,
    lang: Lang,
) -> Board<V>
where
    V::Data: Clone + 'static,
    V::State: 'static,
{
    harness_on(TableBoard::new(volume, data, log, lang).unwrap())
}

/// The board in a harness, drawn once.
fn harness_on<V: coin_table::Volume + 'static>(board: TableBoard<V>) -> Board<V>
where
    V::Data: Clone + 'static,
    V::State: 'static,
{
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, board: &mut TableBoard<V>| board.ui(ui), board);
    harness.run();
    harness
}

/// A new Vijayanagara game on the board, keeping the table's own files
/// in `folder`.
fn vijayanagara_in(folder: &std::path::Path) -> Board<vijayanagara::Vijayanagara> {
    let board = TableBoard::new(
        vijayanagara::Vijayanagara,
        vijayanagara::Data::bundled().unwrap(),
        TableLog::new("vijayanagara", "standard", 2),
        Lang::En,
    )
    .unwrap()
    .with_user_data(Some(folder.to_owned()));
    harness_on(board)
}

fn tiny(lang: Lang) -> Board<Tiny> {
    board(Tiny, data(), TableLog::new("tiny", "standard", 1), lang)
}

fn center<V: coin_table::Volume>(harness: &Board<V>, label: &str) -> Pos2 {
    harness.get_by_label(label).rect().center()
}

/// Drags from one widget to another the way a mouse would.
fn drag<V: coin_table::Volume>(harness: &mut Board<V>, from: &str, to: &str) {
    let start = center(harness, from);
    let end = center(harness, to);
    drag_over(harness, start, end);
    harness.drop_at(end);
    harness.run();
}

fn click<V: coin_table::Volume>(harness: &mut Board<V>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn codes<V: coin_table::Volume>(harness: &Board<V>) -> Vec<String>
where
    V::Data: Clone + 'static,
{
    harness
        .state()
        .verdicts()
        .iter()
        .map(|v| v.code.clone())
        .collect()
}

#[test]
fn a_march_of_the_made_up_volume_is_dragged_judged_paid_and_logged() {
    let mut harness = tiny(Lang::En);
    harness.get_by_label("Nothing breaks a rule.");
    click(&mut harness, "march crown");
    drag(&mut harness, "Hills: Crown", "Plain");
    assert_eq!(harness.state().position().pieces[0], [2, 0, 1, 0]);
    assert_eq!(codes(&harness), ["MarchPaid"]);
    harness.get_by_label("§ 3.1, breaks a rule: The March cost 1 Resources, but 0 were paid.");
    harness.get_by_label("• 1 Crown from Hills to Plain");
    // The Crown pays its Resources on the track: the finding goes.
    harness.get_all_by_label("-1").next().unwrap().click();
    harness.run();
    assert_eq!(harness.state().position().resources, [2, 3]);
    assert_eq!(codes(&harness), Vec::<String>::new());
    harness.get_by_label("Crown Resources: 2");
    // The totals follow: the plain is tied.
    harness.get_by_label("Crown: 1 (to exceed: 2)");

    click(&mut harness, "End the entry");
    harness.get_by_label("Log (1)");
    harness.get_by_label("Entry 1: march crown");
    assert_eq!(harness.state().log().entries.len(), 1);
    assert!(harness.state().pending().gestures.is_empty());
}

#[test]
fn a_free_change_breaking_stacking_is_found_taken_back_and_looked_back_at() {
    let mut harness = tiny(Lang::En);
    drag(&mut harness, "South: Rebels", "Plain");
    drag(&mut harness, "South: Rebels", "Plain");
    assert_eq!(codes(&harness), Vec::<String>::new());
    drag(&mut harness, "Hills: Crown", "Plain");
    assert_eq!(codes(&harness), ["OverStacked"]);
    harness.get_by_label("§ 1.4, breaks a rule: Plain holds 4 pieces, more than three.");
    // Ctrl+Z takes the last gesture back.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(codes(&harness), Vec::<String>::new());
    assert_eq!(harness.state().pending().gestures.len(), 2);
    // Ctrl+Enter ends the entry; a second one overstacks.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.run();
    drag(&mut harness, "Hills: Crown", "Plain");
    click(&mut harness, "End the entry");
    harness.get_by_label("Log (2)");
    harness.get_by_label("Entry 2: free changes");
    harness.get_by_label("  § 1.4, breaks a rule: Plain holds 4 pieces, more than three.");

    // The timeline: one entry back shows the table after the first.
    click(&mut harness, "< Earlier");
    assert_eq!(harness.state().shown(), Shown::After(1));
    harness.get_by_label("The table after entry 1 of 2");
    assert_eq!(
        harness.state().position().pieces,
        [[2, 1, 0, 0], [0, 0, 3, 0]]
    );
    click(&mut harness, "< Earlier");
    assert_eq!(
        harness.state().position().pieces,
        [[2, 1, 0, 0], [0, 0, 1, 2]]
    );
    // Looking back, the board takes no gesture.
    let before = harness.state().log().clone();
    harness.state_mut().gesture(coin_table::Gesture::Track {
        track: "crown-resources".to_owned(),
        value: 9,
    });
    harness.run();
    assert_eq!(harness.state().log(), &before);
    harness.get_by_label("Looking back: go back to the present to play.");
    click(&mut harness, "Back to the present");
    assert_eq!(harness.state().shown(), Shown::Present);
    assert_eq!(
        harness.state().position().pieces,
        [[2, 0, 1, 0], [0, 0, 3, 0]]
    );
}

#[test]
fn the_board_speaks_the_volumes_words_where_it_has_them_and_its_keys_elsewhere() {
    let mut italian = tiny(Lang::It);
    italian.get_by_label("Totali");
    click(&mut italian, "march crown");
    drag(&mut italian, "Colline: Corona", "Pianura");
    italian.get_by_label(
        "§ 3.1, viola una regola: La Marcia costava 1 Risorse, ma ne sono state pagate 0.",
    );
    let mut spanish = tiny(Lang::Es);
    spanish.get_by_label("Totales");
    click(&mut spanish, "march crown");
    drag(&mut spanish, "hills: crown", "plain");
    spanish.get_by_label("§ 3.1, infringe una regla: MarchPaid (1, 0)");
}

/// Gandhi on the same board: a Troop dragged from Available into Mysore,
/// a Princely State, is found under 1.4.2 as on Gandhi's own board.
#[test]
fn gandhi_is_played_on_the_same_board_through_the_contract() {
    let data = GameData::bundled().unwrap();
    let gandhi = TableBoard::new(Gandhi, data, TableLog::new("gandhi", "short", 7), Lang::En)
        .unwrap()
        .with_names(gandhi_moderator::gandhi_table::NAMES);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, board: &mut TableBoard<Gandhi>| board.ui(ui), gandhi);
    harness.run();
    // The program's names for Gandhi's things: its Factions, spaces, boxes.
    harness.get_by_label("Raj: 28 (to exceed: 38)");
    click(&mut harness, "Raj: Deploy");
    drag(&mut harness, "Available: Troops", "Mysore");
    let verdicts = harness.state().verdicts();
    assert!(
        verdicts
            .iter()
            .any(|v| v.code == "TroopsInPrincelyState" && v.rule.to_string() == "1.4.2"),
        "{verdicts:?}"
    );
    // Gandhi's finding in the program's own words.
    harness.get_by_label(
        "§ 1.4.2, breaks a rule: Mysore is a Princely State, where Troops may never be; it holds 1",
    );
    click(&mut harness, "End the entry");
    harness.get_by_label("Entry 1: Raj declared Deploy");
    harness.get_by_label("  1 Troops from Available to Mysore");
    assert_eq!(harness.state().log().entries.len(), 1);
    // Without the program's names, the keys: nothing is lost.
    let bare = board(
        Gandhi,
        GameData::bundled().unwrap(),
        TableLog::new("gandhi", "short", 7),
        Lang::En,
    );
    bare.get_by_label("raj: 28 (to exceed: 38)");
}

/// The board, in its window, on a new game of the made-up volume in a
/// scratch folder: the folder (kept while it lives), the file and the
/// board.
fn on_file(
    name: &str,
) -> (
    crate::common::Scratch,
    std::path::PathBuf,
    Harness<'static, TableWindow<Tiny>>,
) {
    let dir = crate::common::scratch("table-board", name);
    let file = dir.join("game.yaml");
    std::fs::write(&file, TableLog::new("tiny", "standard", 1).write(&Tiny)).unwrap();
    let window = TableWindow::open(Tiny, data(), &file, Lang::En).unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, window: &mut TableWindow<Tiny>| window.ui(ui), window);
    harness.run();
    (dir, file, harness)
}

/// The board on a log file writes every entry ended back to the file,
/// sealed, keeping the file before it; a log changed by hand is said so.
#[test]
fn the_board_on_a_log_file_writes_each_entry_ended_back_to_it() {
    let (_dir, file, mut harness) = on_file("window");
    let center =
        |h: &Harness<'_, TableWindow<Tiny>>, label: &str| h.get_by_label(label).rect().center();
    let (start, end) = (center(&harness, "North: Crown"), center(&harness, "Hills"));
    drag_over(&mut harness, start, end);
    harness.drop_at(end);
    harness.run();
    // Not written until the entry is ended.
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.log.entries.is_empty());
    harness.get_by_label("End the entry").click();
    harness.run();
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.sealed);
    assert_eq!(&read.log, harness.state().board().log());
    assert_eq!(read.log.entries.len(), 1);
    assert!(gandhi_moderator::files::backup_path(&file).exists());

    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("count: 1", "count: 2")).unwrap();
    let changed = TableWindow::open(Tiny, data(), &file, Lang::En).unwrap();
    assert_eq!(
        changed.board().status(),
        "The log was changed after it was sealed."
    );
    std::fs::write(&file, "format: table log\nversion: 1\n").unwrap();
    let broken = TableWindow::open(Tiny, data(), &file, Lang::En).unwrap_err();
    assert!(broken.contains("game.yaml"), "{broken}");
}

/// The made-up volume's non-player system on the board: the Rebels' turn
/// is planned as the entry, each decision shown with its section, ended
/// into the log under the side's name; a tie is asked of the players with
/// a button for each stack; a change by hand makes the entry a player's.
#[test]
fn a_non_players_turn_is_planned_explained_asked_and_logged() {
    let mut harness = tiny(Lang::En);
    harness.get_by_label("Non-players");
    click(&mut harness, "Rebels acts");
    harness.get_by_label("§ 7.1: The largest stack that can march is in South, 2 pieces.");
    harness.get_by_label("§ 7.1: The Rebels march one piece from South to Plain.");
    harness.get_by_label("• 1 Rebels from South to Plain");
    assert_eq!(codes(&harness), Vec::<String>::new());
    click(&mut harness, "End the entry");
    harness.get_by_label("Entry 1: march rebels (Rebels, non-player)");
    assert_eq!(
        harness.state().log().entries[0].non_player.as_deref(),
        Some("rebels")
    );
    assert!(harness.state().planned().is_none());
    // Logged, the turn still says why: its decisions, planned again.
    assert!(
        harness
            .query_by_label("  § 7.1: The Rebels march one piece from South to Plain.")
            .is_none()
    );
    click(&mut harness, "Why");
    harness.get_by_label("  § 7.1: The largest stack that can march is in South, 2 pieces.");
    harness.get_by_label("  § 7.1: The Rebels march one piece from South to Plain.");

    // A free change leaves three Rebel stacks of one that can march.
    drag(&mut harness, "Plain: Rebels", "Hills");
    click(&mut harness, "End the entry");
    assert_eq!(harness.state().position().pieces[1], [0, 1, 1, 1]);
    click(&mut harness, "Rebels acts");
    harness.get_by_label("The Rebels have more than one stack of 1 that can march: which marches?");
    assert!(harness.state().pending().gestures.is_empty());
    let (_, question) = harness.state().planned().unwrap();
    assert_eq!(question.unwrap().options, ["hills", "plain", "south"]);
    click(&mut harness, "Answer: South");
    harness.get_by_label("• 1 Rebels from South to Plain");
    assert_eq!(harness.state().pending().answers, ["south"]);
    // Dragging changes the turn by hand: it is a player's entry now.
    drag(&mut harness, "Hills: Rebels", "Plain");
    assert_eq!(harness.state().pending().non_player, None);
    assert!(harness.state().planned().is_none());
}

/// Gandhi's non-players on the table's board (8.1): the Faction whose turn
/// it is acts at a click, each decision shown with its section in the
/// words of Gandhi's own board; the entry ends into the log under the
/// Faction's name, its declaration in the words of Gandhi's log. A Faction
/// whose turn it is not is refused with the reason; the question the
/// eligibility table asks is answered with a button.
#[test]
fn gandhi_non_players_act_on_the_tables_board() {
    use coin_table::{NotPlanned, non_player_entry};
    use gandhi_moderator::gandhi_table::{NAMES, reason_words, text_words};

    let data = crate::table_cli::non_player_data();
    let log = crate::table_cli::seated_gandhi(&data, 11);
    let start = coin_table::replay(&Gandhi, &data, &log, usize::MAX).unwrap();
    let answers = ["not-effective".to_owned()];
    let mut planned = None;
    let mut refused = Vec::new();
    for side in ["raj", "congress", "muslim_league", "revolutionaries"] {
        match non_player_entry(
            &Gandhi,
            &data,
            log.so_far((&start.state, &start.play)),
            (side, &[]),
        ) {
            Ok(turn) => planned = Some((side, turn)),
            Err(NotPlanned::Asked(question)) => {
                assert_eq!(question.options, ["effective", "not-effective"]);
                let again = (side, &answers[..]);
                let turn = non_player_entry(
                    &Gandhi,
                    &data,
                    log.so_far((&start.state, &start.play)),
                    again,
                );
                planned = Some((side, turn.unwrap()));
            }
            Err(NotPlanned::Cannot(why)) => refused.push(why),
        }
    }
    let (side, (entry, trace)) = planned.expect("one Faction's turn comes first");
    // On this card the eligibility table asks whether the Event is
    // effective for the Faction (8.8.3): the players answer on the board.
    assert_eq!(entry.answers, answers);
    assert_eq!(refused.len(), 3, "{refused:?}");

    let board = TableBoard::new(Gandhi, data.clone(), log, Lang::En)
        .unwrap()
        .with_names(NAMES);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, board: &mut TableBoard<Gandhi>| board.ui(ui), board);
    harness.run();
    let name = gandhi_moderator::i18n::names::faction(
        Lang::En,
        gandhi_validator::terms::Faction::ALL
            .into_iter()
            .find(|f| f.key() == side)
            .unwrap(),
    );
    click(&mut harness, &format!("{name} acts"));
    assert!(harness.state().pending().gestures.is_empty());
    click(&mut harness, "Answer: Not effective for it");
    let first = &trace[0];
    let worded = reason_words(Lang::En, &data, first, false).unwrap();
    harness.get_by_label(&format!("§ {}: {worded}", first.rule));
    assert_eq!(harness.state().pending(), &entry);
    click(&mut harness, "End the entry");
    let declared = text_words(Lang::En, &data, entry.declare.as_deref().unwrap()).unwrap();
    harness.get_by_label(&format!("Entry 2: {declared} ({name}, non-player)"));
    assert_eq!(harness.state().log().entries[1], entry);
    assert!(
        harness.state().verdicts().iter().all(|v| !v.error),
        "{:?}",
        harness.state().verdicts()
    );
}

/// The volume's own changes are on the board: those of the whole game as
/// buttons (the made-up volume's levy), those at a space in its menu
/// (Gandhi's level shifted, a marker added), each worded by the program
/// where it words the volume, and each made as a gesture of the entry.
#[test]
fn a_volumes_own_changes_are_offered_on_the_board_and_logged() {
    let mut harness = tiny(Lang::En);
    harness.get_by_label("Changes of the game");
    click(&mut harness, "levy rebels 1");
    harness.get_by_label("• Change: levy rebels 1");
    assert_eq!(harness.state().position().resources, [3, 4]);
    click(&mut harness, "End the entry");
    assert_eq!(
        harness.state().log().entries[0].gestures,
        [coin_table::Gesture::Change("levy rebels 1".to_owned())]
    );

    use gandhi_moderator::gandhi_table::{NAMES, offer_words, text_words};
    use gandhi_validator::position::{Edit, Seat};
    use gandhi_validator::terms::{Faction, SupportLevel};
    let data = GameData::bundled().unwrap();
    let board = TableBoard::new(
        Gandhi,
        data.clone(),
        TableLog::new("gandhi", "short", 7),
        Lang::En,
    )
    .unwrap()
    .with_names(NAMES);
    let mut gandhi = Harness::builder()
        .with_size(Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, board: &mut TableBoard<Gandhi>| board.ui(ui), board);
    gandhi.run();
    let worded = |edit: &Edit| {
        let gesture = Gandhi::gesture(&data, edit);
        let coin_table::Gesture::Change(text) = &gesture else {
            panic!("{gesture:?}");
        };
        let offered = offer_words(Lang::En, &data, text).unwrap();
        (offered, text_words(Lang::En, &data, text).unwrap(), gesture)
    };
    let (seat, _, seated) = worded(&Edit::SetSeat {
        faction: Faction::Congress,
        seat: Seat::NonPlayer,
    });
    click(&mut gandhi, &seat);
    let bihar = data.map.by_key("bihar").unwrap();
    let level = gandhi_validator::position::setup(&data, "short", 7)
        .unwrap()
        .space(bihar)
        .level;
    let (shift, logged, shifted) = worded(&Edit::SetLevel {
        space: bihar,
        level: level.shifted(true),
    });
    gandhi.get_by_label("Bihar").click_secondary();
    gandhi.run();
    click(&mut gandhi, &shift);
    assert_eq!(gandhi.state().pending().gestures, [seated, shifted]);
    assert_eq!(
        gandhi.state().position().seats[Faction::Congress],
        Seat::NonPlayer
    );
    assert_eq!(
        gandhi.state().position().space(bihar).level,
        level.shifted(true)
    );
    assert_eq!(level, SupportLevel::PassiveOpposition);
    assert_eq!(seat, "Make Congress a non-player");
    assert_eq!(shift, "Set to Neutral");
    gandhi.get_by_label(&format!("• Change: {logged}"));

    // A die, rolled from the game's seed as Gandhi's own board rolls it.
    let mut seed = gandhi.state().position().rng;
    let value = seed.roll_die();
    click(&mut gandhi, "Roll a die");
    let rolled = gandhi.state().pending().gestures.last().cloned().unwrap();
    let Ok(Edit::Die(die)) = coin_table::Volume::edit(&Gandhi, &data, &rolled) else {
        panic!("{rolled:?}");
    };
    assert_eq!((die.space, die.value, die.rolled), (None, value, true));
    assert_eq!(gandhi.state().position().rng, seed);
}

/// Looking back on the table's board, for a volume the program was not
/// written for: the moves that put the physical table back are listed and
/// ticked off, a moment is bookmarked and found again, and the chart of
/// the sides' margins opens a moment; the bookmark is written to the log's
/// file beside its entries, outside its seal.
#[test]
fn the_table_is_put_back_bookmarked_and_charted_for_any_volume() {
    let (_dir, file, mut harness) = on_file("review");
    type Window = Harness<'static, TableWindow<Tiny>>;
    let drag = |h: &mut Window, from: &str, to: &str| {
        let (start, end) = (
            h.get_by_label(from).rect().center(),
            h.get_by_label(to).rect().center(),
        );
        drag_over(h, start, end);
        h.drop_at(end);
        h.run();
        h.get_by_label("End the entry").click();
        h.run();
    };
    drag(&mut harness, "South: Rebels", "Plain");
    drag(&mut harness, "Hills: Crown", "Plain");
    assert_eq!(harness.state().board().log().entries.len(), 2);
    harness.get_by_label("No bookmark or note yet.");

    // One entry back: the Crown's move is to be undone on the table.
    harness.get_by_label("< Earlier").click();
    harness.run();
    harness.get_by_label("Put the table back");
    let undo = "1 Crown from Plain to Hills";
    assert_eq!(harness.state().board().put_back_moves().len(), 1);
    harness.get_by_label(undo).click();
    harness.run();
    assert_eq!(
        harness.get_by_label(undo).accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    // Back to the start: both moves, the tick gone with the moment.
    harness.get_by_label("< Earlier").click();
    harness.run();
    assert_eq!(harness.state().board().put_back_moves().len(), 2);
    harness.get_by_label("1 Rebels from Plain to South");
    assert_eq!(
        harness.get_by_label(undo).accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::False)
    );

    // The start cannot be bookmarked; the first entry can, by name.
    harness.get_by_label("Name or note:").click();
    harness.run();
    harness
        .get_by_label("Name or note:")
        .type_text("Rebels gather");
    harness.run();
    assert!(
        harness
            .get_by_label("Bookmark")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label("Later >").click();
    harness.run();
    harness.get_by_label("Bookmark").click();
    harness.run();
    harness.get_by_label("Back to the present").click();
    harness.run();
    harness.get_by_label("Rebels gather (entry 1)").click();
    harness.run();
    assert_eq!(harness.state().board().shown(), Shown::After(1));
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.sealed, "a bookmark leaves the seal as it was");
    assert_eq!(read.log.annotations.len(), 1);
    assert_eq!(read.log.annotations[0].entry, 1);
    assert_eq!(
        read.log.annotations[0].bookmark.as_deref(),
        Some("Rebels gather")
    );
    // A note on the entry looked at: a dispute the table settled.
    harness.get_by_label("Name or note:").click();
    harness.run();
    harness
        .get_by_label("Name or note:")
        .type_text("We let the Rebels gather past the limit");
    harness.run();
    harness.get_by_label("Note").click();
    harness.run();
    harness.get_by_label("Entry 1: We let the Rebels gather past the limit");
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log.annotations.len(), 2);
    assert_eq!(
        read.log.annotations[1].note.as_deref(),
        Some("We let the Rebels gather past the limit")
    );
    assert_eq!(read.log.annotations[1].bookmark, None);

    // The chart: a click on it looks at a moment of the game.
    harness.get_by_label("Back to the present").click();
    harness.run();
    harness.get_by_label("Chart").click();
    harness.run();
    harness.get_by_label("Margin · Entries").click();
    harness.run();
    harness.run();
    assert!(
        matches!(harness.state().board().shown(), Shown::After(n) if n < 2),
        "the click opened a moment: {:?}",
        harness.state().board().shown()
    );
}

/// An entry ended by mistake is not lost: playing on from the moment
/// before it sets it aside as a line, written to the log's file, and
/// returning to the line brings it back.
#[test]
fn playing_on_from_an_earlier_moment_keeps_the_rest_to_return_to() {
    let (_dir, file, mut harness) = on_file("lines");
    let (start, end) = (
        harness.get_by_label("South: Rebels").rect().center(),
        harness.get_by_label("Plain").rect().center(),
    );
    drag_over(&mut harness, start, end);
    harness.drop_at(end);
    harness.run();
    harness.get_by_label("End the entry").click();
    harness.run();
    let ended = harness.state().board().log().entries.clone();
    assert_eq!(ended.len(), 1);

    harness.get_by_label("< Earlier").click();
    harness.run();
    harness.get_by_label("Play on from here").click();
    harness.run();
    assert_eq!(harness.state().board().shown(), Shown::Present);
    assert!(harness.state().board().log().entries.is_empty());
    assert_eq!(
        harness.state().board().position().pieces,
        [[2, 1, 0, 0], [0, 0, 1, 2]]
    );
    harness.get_by_label("Other lines of play");
    harness.get_by_label("Line 1: one entry");
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.log.entries.is_empty());
    assert_eq!(read.log.lines[0].entries, ended);

    harness.get_by_label("Return to it").click();
    harness.run();
    assert_eq!(harness.state().board().log().entries, ended);
    assert_eq!(
        harness.state().board().position().pieces,
        [[2, 1, 0, 0], [0, 0, 2, 1]]
    );
    harness.get_by_label("Line 2: 0 entries");
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(read.sealed);
    assert_eq!(read.log.entries, ended);
}

/// The table's board from the program's start screen: a new game started
/// on it writes its log to a new file, a change is ended into it, the bar
/// leads back to the start screen, and the log opens again where it was;
/// a file that exists is not replaced by a new game.
/// Types a table's log's path into the start screen's field.
fn type_table_path(
    harness: &mut Harness<'_, gandhi_moderator::app::GandhiApp>,
    file: &std::path::Path,
) {
    harness.get_by_label("Table's log:").click();
    harness.run();
    harness
        .get_by_label("Table's log:")
        .type_text(&file.display().to_string());
    harness.run();
}

#[test]
fn the_tables_board_opens_from_the_start_screen() {
    use gandhi_moderator::app::AppConfig;
    let dir = crate::common::scratch("table-board", "start");
    let file = dir.as_ref().join("table.yaml");
    let mut harness = crate::common::harness(
        AppConfig {
            lang: Some(Lang::En),
            ..AppConfig::default()
        },
        Vec2::new(1280.0, 800.0),
    );
    assert!(
        harness
            .get_by_label("New game there")
            .accesskit_node()
            .is_disabled(),
        "no file named yet"
    );
    type_table_path(&mut harness, &file);
    harness.get_by_label("New game there").click();
    harness.run();
    harness.run();
    let window = harness.state().table_window().expect("the table's board");
    assert!(window.log().entries.is_empty());
    harness.get_by_label("Log (0)");
    let read = TableLog::read(
        &Gandhi,
        "table.yaml",
        &std::fs::read_to_string(&file).unwrap(),
    )
    .unwrap();
    assert_eq!(read.log.scenario, "short");

    // A track set by its button, at the top of the side panel.
    harness.get_all_by_label("+1").next().unwrap().click();
    harness.run();
    harness.get_by_label("End the entry").click();
    harness.run();
    harness.get_by_label("Log (1)");
    harness.get_by_label("< Start screen").click();
    harness.run();
    assert!(harness.state().table_window().is_none());
    harness.get_by_label("Open on the table's board").click();
    harness.run();
    harness.run();
    let window = harness.state().table_window().expect("opened again");
    assert_eq!(window.log().entries.len(), 1);
    let read = TableLog::read(
        &Gandhi,
        "table.yaml",
        &std::fs::read_to_string(&file).unwrap(),
    )
    .unwrap();
    assert!(read.sealed);
    assert_eq!(read.log.entries.len(), 1);

    harness.get_by_label("< Start screen").click();
    harness.run();
    harness.get_by_label("New game there").click();
    harness.run();
    harness.run();
    assert!(harness.state().table_window().is_none());
    harness.get_by_label_contains("already exists");
}

/// Vijayanagara on the same board: its own words, its pieces drawn as the
/// box has them, a Pass judged and an Amir dragged into Delhi found, each
/// with the section of Vijayanagara's rulebook.
#[test]
fn vijayanagara_is_played_on_the_same_board_through_the_contract() {
    use vijayanagara::{Data, Vijayanagara};
    let mut harness = board(
        Vijayanagara,
        Data::bundled().unwrap(),
        TableLog::new("vijayanagara", "standard", 2),
        Lang::En,
    );
    harness.get_by_label("Delhi Sultanate: 18 (to exceed: 0)");
    harness.get_by_label("Nothing breaks a rule.");
    // Many choices: one list.
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "What is declared")
        .click();
    harness.run();
    click(&mut harness, "Delhi Sultanate: Pass");
    assert_eq!(
        harness.state().pending().declare.as_deref(),
        Some("pass sultanate")
    );
    click(&mut harness, "End the entry");
    harness.get_by_label("Entry 1: Delhi Sultanate: Pass");
    harness.get_by_label(
        "  § 2.3.6, breaks a rule: A Pass of the Delhi Sultanate gains 3 Resources, but 0 were gained.",
    );
    assert_eq!(harness.state().log().entries.len(), 1);
    drag(&mut harness, "Bahmani box: Amirs", "Delhi");
    let verdicts = harness.state().verdicts();
    assert!(
        verdicts
            .iter()
            .any(|v| v.code == "NotHere" && v.rule.to_string() == "1.3.3"),
        "{verdicts:?}"
    );
    harness.get_by_label("§ 1.3.3, breaks a rule: Delhi holds 1 Amirs, which may not be there.");
    // The Dynasty card is one of the changes of the game.
    harness.get_by_label("The Tughlaq Dynasty takes power");
}

/// A Vijayanagara game started from the start screen, in the volume
/// chosen beside "New game there", and opened again from its file: the
/// log names its volume, and the board is Vijayanagara's.
#[test]
fn a_vijayanagara_game_starts_and_opens_from_the_start_screen() {
    use gandhi_moderator::app::AppConfig;
    let dir = crate::common::scratch("table-board", "start-vijayanagara");
    let file = dir.as_ref().join("vijayanagara.yaml");
    let mut harness = crate::common::harness(
        AppConfig {
            lang: Some(Lang::En),
            data_dir: Some(dir.as_ref().to_owned()),
            ..AppConfig::default()
        },
        Vec2::new(1600.0, 1000.0),
    );
    type_table_path(&mut harness, &file);
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Game")
        .click();
    harness.run();
    harness.get_by_label("Vijayanagara").click();
    harness.run();
    harness.get_by_label("New game there").click();
    harness.run();
    harness.run();
    let window = harness.state().table_window().expect("the table's board");
    assert_eq!(window.volume(), "vijayanagara");
    assert_eq!(window.log().scenario, "standard");
    harness.get_by_label("Delhi Sultanate: 18 (to exceed: 0)");
    harness.get_by_label("< Start screen").click();
    harness.run();
    harness.get_by_label("Open on the table's board").click();
    harness.run();
    harness.run();
    let window = harness.state().table_window().expect("opened again");
    assert_eq!(window.volume(), "vijayanagara");
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        coin_table::volume_of(&text).as_deref(),
        Some("vijayanagara")
    );
}

/// Each verdict on Vijayanagara's board, in the log and on the entry being
/// made, shows its section's title and our summary of it on hover, in the
/// board's language; a volume without summaries shows none.
#[test]
fn a_vijayanagara_verdict_shows_its_sections_summary_on_hover() {
    use coin_table::RuleRef;
    use vijayanagara::{Data, Vijayanagara};
    let mut harness = board(
        Vijayanagara,
        Data::bundled().unwrap(),
        TableLog::new("vijayanagara", "standard", 2),
        Lang::En,
    );
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "What is declared")
        .click();
    harness.run();
    click(&mut harness, "Delhi Sultanate: Pass");
    click(&mut harness, "End the entry");
    let pass = RuleRef::parse("2.3.6").unwrap();
    let summary = harness.state().rule_summary(pass).unwrap();
    assert!(
        summary.starts_with("§ 2.3.6 Passing and its Resources\n\n"),
        "{summary}"
    );
    assert!(summary.contains("3 for the Delhi Sultanate"), "{summary}");
    assert!(!summary.contains("**"), "no Markdown marker: {summary}");
    // Hovering the logged verdict shows it.
    assert!(
        harness
            .query_by_label_contains("Passing and its Resources")
            .is_none()
    );
    harness
        .get_by_label(
            "  § 2.3.6, breaks a rule: A Pass of the Delhi Sultanate gains 3 Resources, but 0 were gained.",
        )
        .hover();
    harness.run_steps(60);
    harness.get_by_label_contains("§ 2.3.6 Passing and its Resources");
    harness.get_by_label_contains("3 for the Delhi Sultanate");

    // The entry being made: an Amir dragged into Delhi, in Italian.
    harness.state_mut().set_lang(Lang::It);
    harness.run();
    drag(&mut harness, "Riserva Bahmani: Emiri", "Delhi");
    let delhi = RuleRef::parse("1.3.3").unwrap();
    let summary = harness.state().rule_summary(delhi).unwrap();
    assert!(
        summary.starts_with("§ 1.3.3 Lo spazio di Delhi\n\n"),
        "{summary}"
    );
    harness.get_by_label_contains("§ 1.3.3, ").hover();
    harness.run_steps(60);
    harness.get_by_label_contains("§ 1.3.3 Lo spazio di Delhi");
    harness.get_by_label_contains("la capitale del Sultanato");

    // The made-up volume has no summaries.
    let tiny = tiny(Lang::En);
    assert!(tiny.state().rule_summary(pass).is_none());
}

/// The table enters Vijayanagara's board once from its copy, by clicking:
/// a space chosen on the map, its Prosperity set beside it, a neighbour
/// joined with Shift held or in the joining mode; what the sheet breaks
/// (the Prosperity adding up to the set-up's total) is said and keeps it
/// from being saved; saved, it is the table's own board file and the game
/// uses it; exported and imported, it is shared between tables. (The
/// sections are Vijayanagara's, covered by its own report.)
#[test]
fn vijayanagaras_board_is_entered_by_clicking_checked_and_saved() {
    use gandhi_moderator::board_entry::EntryAsk;
    use vijayanagara::{Data, Vijayanagara};
    let dir = crate::common::scratch("table-board", "enter-board");
    let folder = dir.as_ref().to_owned();
    let mut harness = vijayanagara_in(&folder);
    click(&mut harness, "Enter the board");
    harness.get_by_label("Entering the board");
    // The walk starts on a space with a provisional fact.
    let first = harness
        .state()
        .board_entry()
        .unwrap()
        .chosen()
        .map(str::to_owned);
    assert!(first.is_some());
    click(&mut harness, "Sindh");
    assert_eq!(
        harness.state().board_entry().unwrap().chosen(),
        Some("sindh")
    );
    click(&mut harness, "2");
    harness.get_by_label("Not yet saved, because:");
    click(&mut harness, "Save the board");
    harness.get_by_label("The board was not saved: it breaks what is listed above.");
    let file = folder.join("vijayanagara/board.yaml");
    assert!(!file.exists());
    // Malwa down to 1: 18 again. Malwa chosen, Sindh joined with Shift.
    click(&mut harness, "Malwa");
    click(&mut harness, "1");
    harness.get_by_label("The board breaks nothing the rules make certain.");
    harness
        .get_by_label("Sindh")
        .click_modifiers(egui::Modifiers::SHIFT);
    harness.run();
    let sheet = harness.state().board_entry().unwrap().sheet().clone();
    assert!(sheet.adjacent("sindh", "malwa"), "joined with Shift held");
    assert_eq!(
        harness.state().board_entry().unwrap().chosen(),
        Some("malwa")
    );
    // In the joining mode a plain click parts them again, and joins back.
    click(&mut harness, "Clicks join and part neighbours (J)");
    click(&mut harness, "Sindh");
    assert!(
        !harness
            .state()
            .board_entry()
            .unwrap()
            .sheet()
            .adjacent("sindh", "malwa")
    );
    click(&mut harness, "Sindh");
    assert!(
        harness
            .state()
            .board_entry()
            .unwrap()
            .sheet()
            .adjacent("sindh", "malwa")
    );
    click(&mut harness, "Save the board");
    assert!(file.exists());
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("pair: [\"malwa\", \"sindh\"]"), "{text}");
    // Exported, then imported into a fresh board: the same sheet.
    let shared = folder.join("shared-board.yaml");
    harness
        .state_mut()
        .board_entry_mut()
        .unwrap()
        .set_file(&shared.display().to_string());
    harness.state_mut().entry_ask(EntryAsk::Export);
    assert!(shared.exists());
    let saved = harness.state().board_entry().unwrap().sheet().clone();
    click(&mut harness, "Back to the game");
    harness.get_by_label("Enter the board");
    let mut other = TableBoard::new(
        Vijayanagara,
        Data::bundled().unwrap(),
        TableLog::new("vijayanagara", "standard", 2),
        Lang::En,
    )
    .unwrap();
    other.enter_board();
    other
        .board_entry_mut()
        .unwrap()
        .set_file(&shared.display().to_string());
    other.entry_ask(EntryAsk::Import);
    let imported = other.board_entry().unwrap().sheet();
    assert_eq!(imported.adjacent, saved.adjacent);
    assert_eq!(
        imported.space("sindh").unwrap().number,
        saved.space("sindh").unwrap().number
    );
    // A file that is no board is refused, with where it went wrong.
    std::fs::write(
        &shared,
        "format: vijayanagara board\nversion: 1\nspaces: 3\n",
    )
    .unwrap();
    other.entry_ask(EntryAsk::Import);
    let said = other.board_entry().unwrap().said().to_owned();
    assert!(said.contains("shared-board.yaml"), "{said}");
}

/// A volume may give a kind of piece its own short mark: Vijayanagara's
/// Tributary markers read "Tr" in every language, where initials would
/// make "TM", "ST" and "MDT"; kinds without one keep the table's marks.
#[test]
fn a_volumes_own_marks_are_drawn_in_every_language() {
    use gandhi_moderator::i18n::volume::VolumeWords;
    use vijayanagara::{Data, Vijayanagara};
    let data = Data::bundled().unwrap();
    for lang in [Lang::En, Lang::It, Lang::Es] {
        let words = VolumeWords::of(&Vijayanagara, &data, None, lang);
        assert_eq!(words.mark("tributary", &[]), "Tr", "{lang:?}");
        // Taken already: the table's own way.
        assert_ne!(words.mark("tributary", &["Tr".to_owned()]), "Tr");
    }
    let words = VolumeWords::of(&Vijayanagara, &data, None, Lang::En);
    assert_eq!(words.mark("troop", &[]), "T");
}

/// A table enters Vijayanagara's Event cards from its copy on the board:
/// a card added by number, its title typed, its steps set; saved, it is
/// the table's own cards file, and an Event played on that card is judged
/// against its steps. (The card's steps are MADE UP for the test.)
#[test]
fn vijayanagaras_event_cards_are_entered_saved_and_judged() {
    use coin_table::Gesture;
    let dir = crate::common::scratch("table-board", "enter-cards");
    let folder = dir.as_ref().to_owned();
    let mut harness = vijayanagara_in(&folder);
    click(&mut harness, "Enter Event cards");
    harness.get_by_label("Event cards");
    click(&mut harness, "Add a card");
    harness.get_by_label("Card 1:").click();
    harness.run();
    harness.get_by_label("Card 1:").type_text("A made-up card");
    harness.run();
    {
        let cards = harness.state_mut().card_entry_mut().unwrap();
        cards.add_step(false, "resources");
        cards.add_step(false, "place");
        let card = cards.chosen_mut().unwrap();
        card.unshaded[0].values = vec!["bahmani".to_owned(), "2".to_owned()];
        card.unshaded[1].values = vec!["amir".to_owned(), "2".to_owned()];
    }
    harness.run();
    harness.get_by_label("The cards read as written.");
    click(&mut harness, "Save the cards");
    let file = folder.join("vijayanagara/cards.yaml");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("title: \"A made-up card\""), "{text}");
    click(&mut harness, "Back to the game");
    // The card is offered, and an Event on it is judged by its steps.
    click(
        &mut harness,
        "The next card is revealed: 1 · A made-up card",
    );
    click(&mut harness, "End the entry");
    let board = harness.state_mut();
    board.declare(Some("event bahmani".to_owned()));
    board.gesture(Gesture::Track {
        track: "bahmani-resources".to_owned(),
        value: 8,
    });
    board.gesture(Gesture::Move {
        piece: "amir".to_owned(),
        count: 3,
        from: "bahmani-available".to_owned(),
        to: "maharashtra".to_owned(),
    });
    let codes: Vec<&str> = board.verdicts().iter().map(|v| v.code.as_str()).collect();
    assert!(codes.contains(&"EventPieces"), "{codes:?}");
    assert!(!codes.contains(&"EventLeftToTable"), "{codes:?}");
    assert_eq!(board.pending().declare.as_deref(), Some("event bahmani"));
}

/// Nothing made is lost when the board closes with an entry under way: the
/// entry being made is kept beside the log as each gesture is made, taken
/// up again when the log is opened, and the file goes once the entry is
/// ended; a kept entry that no longer reads is said, and the log opens.
#[test]
fn the_entry_being_made_survives_a_crash() {
    let (_dir, file, mut harness) = on_file("pending");
    let pending = harness.state().pending_file();
    let center =
        |h: &Harness<'_, TableWindow<Tiny>>, label: &str| h.get_by_label(label).rect().center();
    let (start, end) = (center(&harness, "North: Crown"), center(&harness, "Hills"));
    drag_over(&mut harness, start, end);
    harness.drop_at(end);
    harness.run();
    assert!(pending.exists(), "kept as the gesture is made");
    let made = harness.state().board().pending().clone();
    assert_eq!(made.gestures.len(), 1);
    // The program stops here, the entry not ended: opened again, it is
    // taken up where it was.
    drop(harness);
    let again = TableWindow::open(Tiny, data(), &file, Lang::En).unwrap();
    assert_eq!(again.board().pending(), &made);
    assert_eq!(
        again.board().status(),
        "The entry that was being made when the board last closed was taken up again."
    );
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, window: &mut TableWindow<Tiny>| window.ui(ui), again);
    harness.run();
    harness.get_by_label("End the entry").click();
    harness.run();
    assert!(!pending.exists(), "gone once the entry is ended");
    let read =
        TableLog::read(&Tiny, "game.yaml", &std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(read.log.entries.len(), 1);
    // A kept entry that does not read is said; the log still opens.
    std::fs::write(&pending, "gestures: 3\n").unwrap();
    let opened = TableWindow::open(Tiny, data(), &file, Lang::En).unwrap();
    assert!(
        opened.board().status().starts_with(
            "The entry that was being made when the board last closed could not be taken up again"
        ),
        "{}",
        opened.board().status()
    );
}

/// A game played at a distance on the table's board: each player's board
/// on its own copy of the log, with its own key in its own user data
/// folder. Asha's entry is signed as she ends it and sent with "Send my
/// turn"; Bimal's board takes it with "Open a turn", judged, and asks for
/// the next card.
#[test]
fn turns_go_between_two_boards_played_at_a_distance() {
    use coin_table::{Gesture, Hand, SeatKey};
    let dir = crate::common::scratch("table-board", "distance");
    let key = |byte: u8| SeatKey::from_secret([byte; 32]);
    let game = "board-test-game";
    let mut log = TableLog::new("gandhi", "short", 7);
    log.distance.game = game.to_owned();
    log.distance.seats = vec![
        key(1).seat("Asha", &["raj".to_owned()], game),
        key(2).seat("Bimal", &["congress".to_owned()], game),
    ];
    let seat_folder = |name: &str, byte: u8| {
        let folder = dir.join(name);
        std::fs::create_dir_all(folder.join("keys")).unwrap();
        std::fs::write(folder.join("keys").join("seat.key"), key(byte).secret_hex()).unwrap();
        folder
    };
    let data = GameData::bundled().unwrap();
    let open = |folder: std::path::PathBuf| {
        harness_on(
            TableBoard::new(Gandhi, data.clone(), log.clone(), Lang::En)
                .unwrap()
                .with_user_data(Some(folder)),
        )
    };
    let mut asha = open(seat_folder("asha", 1));
    let mut bimal = open(seat_folder("bimal", 2));
    asha.get_by_label_contains("You sit as Asha");
    // At a distance a card comes by a fair draw, not from the deck's order.
    assert!(asha.query_by_label("Reveal the next card").is_none());
    let turn = dir.join("turn.yaml");
    // The side panel scrolls: bring the buttons into view before a click.
    let press = |harness: &mut Board<Gandhi>, label: &str| {
        harness.get_by_label(label).scroll_to_me();
        harness.run();
        click(harness, label);
    };

    asha.state_mut().gesture(Gesture::Track {
        track: "unity".to_owned(),
        value: 2,
    });
    asha.state_mut().end_entry();
    asha.run();
    assert_eq!(
        asha.state().log().hands(&Gandhi),
        [Hand::Signed("Asha".to_owned())]
    );
    asha.state_mut().set_turn_file(turn.to_str().unwrap());
    press(&mut asha, "Send my turn");
    assert!(
        asha.state()
            .distance_said()
            .contains("1 entries after entry 0"),
        "{}",
        asha.state().distance_said()
    );

    bimal.state_mut().set_turn_file(turn.to_str().unwrap());
    press(&mut bimal, "Open a turn");
    let said = bimal.state().distance_said().to_owned();
    assert!(
        said.contains("Took the turn of Asha: 1 new entries"),
        "{said}"
    );
    assert!(said.contains("(signed by Asha)"), "{said}");
    assert_eq!(bimal.state().log().entries, asha.state().log().entries);
    // In the log, and in what opening the turn said.
    let signed = bimal.query_all_by_label_contains("Entry 1: free changes (signed by Asha)");
    assert_eq!(signed.count(), 2);
    assert_eq!(
        bimal.state().log().seal(&Gandhi),
        asha.state().log().seal(&Gandhi)
    );
    press(&mut bimal, "Ask for the next card");
    let said = bimal.state().distance_said().to_owned();
    assert!(said.contains("You asked for draw 1"), "{said}");
    assert_eq!(bimal.state().log().distance.reveals.len(), 1);
    // The same turn again is nothing new; a board with no seat here can
    // open turns but not send them.
    press(&mut bimal, "Open a turn");
    assert!(
        bimal.state().distance_said().contains("0 new entries"),
        "{}",
        bimal.state().distance_said()
    );
}
