//! The play bar: what comes next in the sequence of play and the controls
//! for it. A Faction declares its action, the players make the changes on
//! the board, and Done checks the whole action; Campaign Round steps are
//! carried out or begun; cards are ended and revealed; a card whose faction
//! order is not known is entered once. Everything is pushed as [`Command`]s.

use egui::{Color32, RichText, Ui};
use gandhi_validator::components::{PlayerCard, four_factions};
use gandhi_validator::nonplayers::Answers;
use gandhi_validator::nonplayers::{NpChoice, Question};
use gandhi_validator::play::automatic_edits;
use gandhi_validator::play::{Choice, Declared, Operation, Special};
use gandhi_validator::play::{Ending, Open, Options, Slot, Stage, Turn, end_of_card, next_turn};
use gandhi_validator::position::Edit;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, SpaceId},
};
use gandhi_validator::{position::Seat, terms::Card};

use super::arjuna_pick::{ArjunaPick, pick_ui};
use super::command::Command;
use super::effect_form;
use super::game::{Game, note_too_large};
use super::widgets::{faction_color, hinted_button, labelled_combo, labelled_optional_combo};
use super::windows::{Room, Win};
use crate::i18n::fluent::Said;
use crate::i18n::{
    self,
    fluent::{Lang, tr},
    keys::Key,
};
use crate::session::NoteError;
use crate::session::Session;

/// What the declaration form has chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// Pass.
    Pass,
    /// An Operation.
    Operation(Operation),
    /// The Event, shaded or not.
    Event(bool),
}

/// A card picked in a form: an Event by number or a Campaign card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardPick {
    /// A Campaign card rather than an Event.
    pub campaign: bool,
    /// The Event's number.
    pub number: u8,
    /// The Campaign card, by index among the Viceroys.
    pub viceroy: usize,
}

impl Default for CardPick {
    fn default() -> Self {
        CardPick {
            campaign: false,
            number: 1,
            viceroy: 0,
        }
    }
}

impl CardPick {
    fn card(&self, data: &GameData) -> Option<Card> {
        if self.campaign {
            data.viceroys
                .all()
                .get(self.viceroy)
                .map(|v| Card::Campaign(v.id))
        } else {
            Some(Card::Event(self.number))
        }
    }
}

/// The form for a card the players enter from their own copy.
#[derive(Clone, Debug, Default)]
pub struct CardEntry {
    /// Which card the form is for.
    pub number: u8,
    /// Title as printed.
    pub title: String,
    /// The faction icons, left to right.
    pub order: [Option<Faction>; 4],
    /// Critical marks (8.8.1).
    pub critical: [bool; 4],
    /// Halos (8.8.2).
    pub halos: [bool; 4],
}

/// The state of the play bar's forms between frames.
#[derive(Clone, Debug)]
pub struct PlayForm {
    /// The Faction declaring, when not the one whose turn it is.
    pub faction: Option<Faction>,
    /// What it does.
    pub what: What,
    /// Its Special Activity.
    pub special: Option<Special>,
    /// A Limited Operation.
    pub limited: bool,
    /// A die typed in from the table.
    pub die: u8,
    /// The space the die is for.
    pub die_space: Option<SpaceId>,
    /// The players' note when accepting a flagged action.
    pub note: String,
    /// The findings waiting for the players' decision after Done.
    pub confirming: Option<Vec<gandhi_validator::findings::Finding>>,
    /// The card entry form.
    pub entry: CardEntry,
    /// The card whose details the play bar asked for this frame; its form
    /// opens in a window over the map (`card_window`).
    pub card_asked: Option<u8>,
    /// The card whose form the players closed (the play bar offers to
    /// show it again; what was typed stays in `entry`).
    pub card_closed: Option<u8>,
    /// The card turned up (the players' own deck).
    pub reveal: CardPick,
    /// The first two cards (the players' own deck).
    pub first: (CardPick, CardPick),
    /// The non-player's Activation Number for the roll helper (8.6.2).
    pub np_activation: u8,
    /// The Arjuna card the table's own deck turned up (8.3).
    pub arjuna: ArjunaPick,
    /// Resources handed over: to the Raj, else to the Revolutionaries.
    pub transfer_to_raj: bool,
    /// How many Resources are handed over.
    pub transfer_amount: u8,
}

impl Default for PlayForm {
    fn default() -> Self {
        PlayForm {
            faction: None,
            what: What::Pass,
            special: None,
            limited: false,
            die: 1,
            die_space: None,
            note: String::new(),
            confirming: None,
            entry: CardEntry::default(),
            card_asked: None,
            card_closed: None,
            reveal: CardPick::default(),
            first: (
                CardPick::default(),
                CardPick {
                    number: 2,
                    ..CardPick::default()
                },
            ),
            np_activation: 3,
            arjuna: ArjunaPick::default(),
            transfer_to_raj: true,
            transfer_amount: 1,
        }
    }
}

impl PlayForm {
    /// Carries out Done (checked first: what does not fit waits for the
    /// players to accept it with a note), the acceptance, and going back
    /// to the board.
    pub fn handle(&mut self, game: &mut Game, command: Command) {
        match command {
            Command::Done => self.done(game),
            Command::AcceptDone(note) => {
                self.confirming = None;
                let by = game.acting_for(&Edit::Done { note: None });
                if let Some(session) = game.session.as_mut() {
                    let edit = Edit::Done {
                        note: Some(note.clone()),
                    };
                    match session.apply_with_note(&game.data, edit, by, Some(note)) {
                        Ok(()) => game.autosave(),
                        Err(NoteError::Edit(error)) => {
                            let data = &game.data;
                            game.status =
                                Said::of(|lang| crate::i18n::log::edit_error(lang, data, &error));
                        }
                        Err(NoteError::TooLarge(error)) => {
                            game.status = Said::of(|lang| note_too_large(lang, error));
                        }
                    }
                }
            }
            Command::CancelDone => self.confirming = None,
            _ => {}
        }
    }

    /// Finishes the action under way, or shows what does not fit for the
    /// players to decide.
    fn done(&mut self, game: &mut Game) {
        // What the declaration itself raised (a choice 2.3.4 left
        // closed, a turn out of order) is the players' to accept
        // too, before anything the action did.
        let findings = game
            .session
            .as_ref()
            .map(|s| {
                let mut all = declaration_findings(s);
                all.extend(s.judge(&game.data, &Edit::Done { note: None }));
                all
            })
            .unwrap_or_default();
        if findings.is_empty() {
            game.apply(Edit::Done { note: None });
        } else {
            // Shown with the state findings the action raised, each
            // beneath the mistake it follows from (decision 0038).
            let mut shown = findings;
            if let Some(session) = game.session.as_ref() {
                shown.extend(
                    session
                        .open_findings()
                        .iter()
                        .filter(|f| f.issue.is_state_check())
                        .cloned(),
                );
            }
            self.note.clear();
            self.confirming = Some(shown);
        }
    }

    /// The choice the form describes.
    pub fn choice(&self, card: Option<Card>) -> Choice {
        match self.what {
            What::Pass => Choice::Pass,
            What::Operation(op) => Choice::Operation {
                op,
                limited: self.limited,
                special: if self.limited { None } else { self.special },
            },
            What::Event(shaded) => Choice::Event {
                card: match card {
                    Some(Card::Event(n)) => n,
                    _ => 0,
                },
                shaded,
            },
        }
    }
}

/// The button that carries the bar forward: Declare, Done, or ending the
/// card. It stands at the bar's right end, in its first row, whatever
/// the rest of the bar holds, so it never moves as the bar wraps.
#[derive(Clone, Copy, Debug)]
enum Primary {
    Declare(Turn),
    Done,
    EndCard,
}

impl Primary {
    fn of(data: &GameData, session: &Session, stage: &Stage) -> Option<Primary> {
        match stage {
            Stage::Turn(turn) => Some(Primary::Declare(*turn)),
            Stage::CrisisCubes => current_turn(data, session).map(Primary::Declare),
            Stage::Acting(_) => Some(Primary::Done),
            Stage::CardOver | Stage::RoundOver => Some(Primary::EndCard),
            _ => None,
        }
    }
}

/// The play bar: the controls of what comes next, wrapped on as many rows
/// as they need, with the button that carries it forward at the right.
pub fn play_bar(
    ui: &mut Ui,
    data: &GameData,
    session: &Session,
    lang: Lang,
    form: &mut PlayForm,
    commands: &mut Vec<Command>,
) {
    form.card_asked = None;
    let record = session.record();
    let needs_first_cards = record.physical_deck
        && session.state().deck.played.is_empty()
        && !record
            .entries
            .iter()
            .any(|e| matches!(e.edit, Edit::FirstCards { .. }));
    let stage = session.stage(data);
    let primary = Primary::of(data, session, &stage).filter(|_| !needs_first_cards);
    if let Some(Primary::Declare(turn)) = primary {
        settle_declaration(form, turn);
    }
    let mut bar = Bar {
        data,
        session,
        lang,
        form,
        commands,
    };
    // One row high to begin with; the rows the rest wraps on add to it.
    let row = |ui: &Ui| egui::vec2(ui.available_width(), ui.spacing().interact_size.y);
    let main = egui::Layout::right_to_left(egui::Align::Min);
    ui.allocate_ui_with_layout(row(ui), main, |ui| {
        match primary {
            Some(Primary::Declare(turn)) => bar.declare_button(ui, turn),
            Some(Primary::Done) => bar.done_button(ui),
            Some(Primary::EndCard) => bar.end_card_button(ui),
            None => {}
        }
        let rest = egui::Layout::left_to_right(egui::Align::Center).with_main_wrap(true);
        ui.allocate_ui_with_layout(row(ui), rest, |ui| {
            if needs_first_cards {
                bar.first_cards_ui(ui);
                return;
            }
            bar.stage_ui(ui, stage);
            bar.free_changes_summary(ui);
        });
    });
}

/// The play bar at work in one frame: the game shown and in which
/// language, the bar's form, and the commands its controls push.
struct Bar<'a> {
    data: &'a GameData,
    session: &'a Session,
    lang: Lang,
    form: &'a mut PlayForm,
    commands: &'a mut Vec<Command>,
}

impl Bar<'_> {
    /// The bar's controls for the stage the game is at (its main button
    /// aside).
    fn stage_ui(&mut self, ui: &mut Ui, stage: Stage) {
        let (session, lang) = (self.session, self.lang);
        let seats = &session.state().seats;
        if Faction::ALL
            .iter()
            .any(|f| seats[*f] == gandhi_validator::position::Seat::NonPlayer)
            && hinted_button(ui, lang, (Key::PlayOn, Key::PlayOnHint))
        {
            self.commands.push(Command::PlayOn);
        }
        match stage {
            Stage::Setup => {
                ui.colored_label(Color32::from_rgb(200, 120, 0), tr(lang, Key::PendingGandhi));
            }
            Stage::Turn(turn) => {
                if session.state().seats[turn.faction]
                    == gandhi_validator::position::Seat::NonPlayer
                {
                    self.np_turn_ui(ui);
                    ui.separator();
                }
                self.declare_ui(ui, turn);
            }
            Stage::Acting(open) => self.acting_ui(ui, &open),
            Stage::CrisisCubes => self.crisis_cubes_ui(ui),
            Stage::OrderUnknown(number) => self.card_prompt_ui(ui, number),
            Stage::CardOver => {
                ui.label(tr(lang, Key::CardOverText));
                self.card_turned_up_ui(ui);
            }
            Stage::Campaign(phase) => self.campaign_ui(ui, phase),
            Stage::RoundOver => {
                ui.label(tr(lang, Key::RoundOverText));
                self.card_turned_up_ui(ui);
            }
            Stage::NoCard => {
                ui.label(tr(lang, Key::NoCardLeft));
            }
            Stage::Ended(ending) => {
                self.ended_ui(ui, ending);
            }
        }
    }

    /// The Crisis cubes may come now (6.8): bring them, or declare on the card
    /// (the Raj's choice not to take them).
    fn crisis_cubes_ui(&mut self, ui: &mut Ui) {
        use gandhi_validator::play::Phase;
        let (data, session, lang) = (self.data, self.session, self.lang);
        ui.colored_label(
            Color32::from_rgb(200, 30, 30),
            tr(lang, Key::CrisisCubesText),
        );
        if ui.button(tr(lang, Key::BringCubes)).clicked() {
            self.commands
                .push(Command::Edit(Edit::Phase(Phase::CrisisCubes)));
            self.commands.push(Command::RollDie(None));
        }
        self.np_step_ui(ui, Phase::CrisisCubes);
        ui.separator();
        if let Some(turn) = current_turn(data, session) {
            self.declare_ui(ui, turn);
        }
    }

    /// A step of the Campaign Round: carried out at once when nothing is to
    /// decide, else begun by the Faction that decides.
    fn campaign_ui(&mut self, ui: &mut Ui, phase: gandhi_validator::play::Phase) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        ui.label(
            RichText::new(format!(
                "{} · {}",
                tr(lang, Key::CampaignRound),
                i18n::names::phase(lang, phase).to_owned()
            ))
            .strong(),
        );
        if ui.link(format!("§ {}", phase.rule())).clicked() {
            self.commands.push(Command::ShowRule(phase.rule()));
        }
        match automatic_edits(data, session.state(), phase) {
            Some(edits) => {
                if hinted_button(ui, lang, (Key::CarryOut, Key::CarryOutHint)) {
                    let mut steps = vec![Edit::Phase(phase)];
                    steps.extend(edits);
                    steps.push(Edit::Done { note: None });
                    self.commands.push(Command::Steps(steps));
                }
            }
            None => {
                if let Some(faction) = phase.faction() {
                    ui.colored_label(
                        faction_color(faction),
                        format!(
                            "{} {}",
                            i18n::names::faction(lang, faction),
                            tr(lang, Key::Decides)
                        ),
                    );
                }
                if ui.button(tr(lang, Key::BeginStep)).clicked() {
                    self.commands.push(Command::Edit(Edit::Phase(phase)));
                }
                self.np_step_ui(ui, phase);
            }
        }
    }

    /// A one-line summary of free changes, beside the controls: what they fit,
    /// or that nothing does (the Action tab has the details).
    fn free_changes_summary(&self, ui: &mut Ui) {
        let (session, lang) = (self.session, self.lang);
        let Some((count, explanation)) = session.free_changes() else {
            return;
        };
        ui.separator();
        let text = match explanation.explains.first() {
            Some(first) => format!(
                "{} ({count}) · {} {}: {}",
                tr(lang, Key::FreeChanges),
                tr(lang, Key::LooksLike),
                i18n::names::faction(lang, first.declared.faction),
                i18n::log::choice(lang, &first.declared.choice)
            ),
            None => format!(
                "{} ({count}) · {}",
                tr(lang, Key::FreeChanges),
                tr(lang, Key::NothingExplains)
                    .trim_end_matches(':')
                    .split('.')
                    .next()
                    .unwrap_or("")
            ),
        };
        let color = if explanation.explains.is_empty() {
            Color32::from_rgb(200, 120, 0)
        } else {
            Color32::from_rgb(60, 110, 60)
        };
        ui.colored_label(color, RichText::new(text).small())
            .on_hover_text(tr(lang, Key::ActionTab));
    }

    fn ended_ui(&self, ui: &mut Ui, ending: Ending) {
        use gandhi_validator::position::{VictoryCheck, ranking, seat_ranking, victory_check};
        let (session, lang) = (self.session, self.lang);
        let text = match ending {
            Ending::VictoryCheck => tr(lang, Key::GameOverVictory),
            Ending::FinalRound => tr(lang, Key::GameOverFinal),
        };
        ui.label(RichText::new(text).strong());
        ui.separator();
        let state = session.state();
        let totals = session.totals();
        if ending == Ending::VictoryCheck
            && let VictoryCheck::NonPlayerWins(factions) = victory_check(state, totals)
        {
            let names: Vec<&str> = factions
                .iter()
                .map(|f| i18n::names::faction(lang, *f))
                .collect();
            ui.colored_label(
                Color32::from_rgb(200, 40, 40),
                format!("{} ({})", tr(lang, Key::AllPlayersLose), names.join(", ")),
            );
            return;
        }
        if ending == Ending::FinalRound
            && let Some(result) = gandhi_validator::position::solo_result(state, totals)
        {
            // A 1-player game (8.10).
            let (text, color) = match result {
                gandhi_validator::position::SoloResult::PlayerWins { by } => (
                    format!(
                        "{} (+{by}): {}",
                        tr(lang, Key::SoloPlayerWins),
                        tr(
                            lang,
                            if result.decisive() {
                                Key::SoloDecisive
                            } else {
                                Key::SoloCostly
                            }
                        )
                    ),
                    Color32::from_rgb(40, 120, 40),
                ),
                gandhi_validator::position::SoloResult::NonPlayerWins(f) => (
                    format!(
                        "{}: {}",
                        tr(lang, Key::SoloNonPlayerWins),
                        i18n::names::faction(lang, f)
                    ),
                    Color32::from_rgb(200, 40, 40),
                ),
            };
            ui.colored_label(color, RichText::new(text).strong());
        }
        ui.label(format!("{}:", tr(lang, Key::Ranking)));
        let seats = seat_ranking(state, totals);
        let two_factions = seats
            .iter()
            .any(|(seat, _)| state.factions_of(*seat).len() > 1);
        if two_factions {
            // A player running two Factions ranks by the lower margin (1.5).
            for (place, (seat, margin)) in seats.iter().enumerate() {
                let names: Vec<&str> = state
                    .factions_of(*seat)
                    .into_iter()
                    .map(|f| i18n::names::faction(lang, f))
                    .collect();
                let player = match seat {
                    gandhi_validator::position::Seat::Player(n) => {
                        format!("{} {n}", tr(lang, Key::Player))
                    }
                    gandhi_validator::position::Seat::NonPlayer => {
                        tr(lang, Key::NonPlayer).to_owned()
                    }
                };
                ui.label(format!(
                    "{}. {player} — {} ({margin:+})",
                    place + 1,
                    names.join(" + ")
                ));
            }
            return;
        }
        for (place, faction) in ranking(totals).iter().enumerate() {
            ui.colored_label(
                faction_color(*faction),
                format!(
                    "{}. {} ({:+})",
                    place + 1,
                    i18n::names::faction(lang, *faction),
                    totals.scores[*faction].margin()
                ),
            );
        }
    }

    /// A non-player's turn (8.2.1): the table's decision with its trace, the
    /// questions it needs answered, and the one-click way through it: its Pass,
    /// the Event declared, or an Arjuna card drawn to follow. The decisions are
    /// the session's; the bar shows them and asks for them as commands.
    fn np_turn_ui(&mut self, ui: &mut Ui) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        let Some((turn, decided)) = session.np_decision(data) else {
            return;
        };
        let faction = turn.faction;
        ui.label(
            RichText::new(format!(
                "{} · {}",
                tr(lang, Key::NpLabel),
                i18n::names::faction(lang, faction)
            ))
            .strong()
            .color(faction_color(faction)),
        );
        match decided {
            Err(Question::Effective { .. }) => {
                ui.label(tr(lang, Key::NpEffectiveQuestion));
                if ui.button(tr(lang, Key::Yes)).clicked() {
                    self.commands.push(Command::NpEffective(true));
                }
                if ui.button(tr(lang, Key::No)).clicked() {
                    self.commands.push(Command::NpEffective(false));
                }
            }
            Err(Question::CardMarks { card }) => {
                ui.colored_label(
                    Color32::from_rgb(200, 120, 0),
                    i18n::np::np_question(lang, &Question::CardMarks { card }),
                );
                self.card_prompt_ui(ui, card);
            }
            Err(
                Question::RandomSlot { .. }
                | Question::PriorityColumn { .. }
                | Question::MovePriorities { .. }
                | Question::RajReleasesGandhi
                | Question::ArjunaCard { .. },
            ) => {}
            Ok((choice, trace)) => {
                ui.label(
                    RichText::new(format!("» {}", i18n::names::np_choice(lang, choice))).strong(),
                );
                let summary = i18n::np::np_trace_lines(lang, data, &trace);
                ui.label(RichText::new("(?)").small())
                    .on_hover_text(format!(
                        "{}:\n{}",
                        tr(lang, Key::NpTrace),
                        summary.join("\n")
                    ));
                match choice {
                    NpChoice::Pass => {
                        if ui.button(tr(lang, Key::NpDoPass)).clicked() {
                            self.commands.push(Command::NpPass);
                        }
                    }
                    NpChoice::Event { shaded } => {
                        let button = (Key::NpDoEvent, Key::NpDoEventHint);
                        self.carry_out_ui(ui, button);
                        if let Some(Card::Event(number)) = session.state().deck.current
                            && !effect_form::bundled(data, number, shaded)
                        {
                            let label = effect_form::words::open_side(lang, shaded);
                            if let Some(command) =
                                effect_form::open_button(ui, data, lang, (number, shaded), label)
                            {
                                self.commands.push(command);
                            }
                        }
                    }
                    NpChoice::OperationWithSpecial
                    | NpChoice::OperationOnly
                    | NpChoice::LimitedOperation => {
                        self.np_operation_ui(ui, faction, choice);
                    }
                }
            }
        }
    }

    /// A non-player's Operation as its table decided: the play bar's form set
    /// to it, and the Arjuna card that says how to carry it out (drawn, picked
    /// from the table's own deck, or to draw).
    fn np_operation_ui(&mut self, ui: &mut Ui, faction: Faction, choice: NpChoice) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        self.form.faction = None;
        self.form.limited = choice == NpChoice::LimitedOperation;
        if choice != NpChoice::OperationWithSpecial {
            self.form.special = None;
        }
        if matches!(self.form.what, What::Pass | What::Event(_)) {
            self.form.what = Operation::of(faction)
                .first()
                .map_or(What::Pass, |op| What::Operation(*op));
        }
        match drawn_this_turn(data, session, faction) {
            Some((id, face)) => {
                let letters = data.arjuna.card(id).map_or("?", |c| c.letters(face));
                ui.label(
                    RichText::new(format!("Arjuna {letters}"))
                        .strong()
                        .size(16.0),
                );
                ui.label(tr(lang, Key::NpFollowCard));
                if ui.button(tr(lang, Key::NpFlip)).clicked() {
                    self.commands.push(Command::Edit(Edit::ArjunaFlip));
                }
                if matches!(faction, Faction::Raj | Faction::Revolutionaries) {
                    self.activation_ui(ui, faction);
                }
            }
            None if session.state().arjuna.own => {
                let draw = match session.np().question {
                    Some(Question::ArjunaCard { draw, .. }) => draw,
                    _ => 1,
                };
                pick_ui(
                    ui,
                    data,
                    (lang, faction, draw),
                    &mut self.form.arjuna,
                    self.commands,
                );
            }
            None => {
                let button = (Key::NpCarryOut, Key::NpCarryOutHint);
                self.carry_out_ui(ui, button);
                if hinted_button(ui, lang, (Key::NpDrawArjuna, Key::NpDrawHint)) {
                    self.commands.push(Command::NpDraw);
                }
            }
        }
    }

    /// The button that carries out a Campaign Round step (or the Crisis cubes)
    /// for a non-player (8.9, 8.1.4), and the question when the aid lacks a
    /// column. What the plan leaves to the players is in its trace, and the
    /// step stays open for them to finish.
    fn np_step_ui(&mut self, ui: &mut Ui, phase: gandhi_validator::play::Phase) {
        use gandhi_validator::play::Phase;
        use gandhi_validator::position::Seat;
        let (session, lang) = (self.session, self.lang);
        let state = session.state();
        let np = |f: Faction| state.seats[f] == Seat::NonPlayer;
        let due = match phase {
            Phase::ConstructiveProgramme => np(Faction::Congress) || np(Faction::MuslimLeague),
            _ => phase.faction().is_some_and(np),
        };
        if !due {
            return;
        }
        if ui
            .button(RichText::new(tr(lang, Key::NpCarryOutStep)).strong())
            .on_hover_text(tr(lang, Key::NpCarryOutStepHint))
            .clicked()
        {
            self.commands.push(Command::NpStep(phase));
        }
        if let Some(question) = &session.np().question {
            ui.colored_label(
                Color32::from_rgb(200, 120, 0),
                i18n::np::np_question(lang, question),
            );
        }
    }

    /// The button that carries out a non-player's turn, and under it what the
    /// engine asked; for the Raj player's decision on Gandhi (4.3.2), a button
    /// for each answer, which carries out the turn with it.
    fn carry_out_ui(&mut self, ui: &mut Ui, (label, hint): (Key, Key)) {
        let (session, lang) = (self.session, self.lang);
        if ui
            .button(RichText::new(tr(lang, label)).strong())
            .on_hover_text(tr(lang, hint))
            .clicked()
        {
            self.commands.push(Command::NpCarryOut(Answers::default()));
        }
        let Some(question) = &session.np().question else {
            return;
        };
        ui.colored_label(
            Color32::from_rgb(200, 120, 0),
            i18n::np::np_question(lang, question),
        );
        if *question == Question::RajReleasesGandhi {
            for (key, releases) in [(Key::NpRajReleases, true), (Key::NpRajKeeps, false)] {
                if hinted_button(ui, lang, (key, Key::NpRajAnswerHint)) {
                    self.commands.push(Command::NpCarryOut(Answers {
                        raj_releases_gandhi: Some(releases),
                        ..Answers::default()
                    }));
                }
            }
        }
    }

    /// The Activation roll (8.6.2): the number (Restraint for the Raj, or as the
    /// Viceroy sets it; 2, 3 or Restraint from the Revolutionaries' card), a die
    /// from the seed, and what it means.
    fn activation_ui(&mut self, ui: &mut Ui, faction: Faction) {
        let (session, lang) = (self.session, self.lang);
        ui.separator();
        let label = ui.label(tr(lang, Key::NpActivationNumber));
        ui.add(egui::DragValue::new(&mut self.form.np_activation).range(1..=6))
            .labelled_by(label.id);
        if hinted_button(ui, lang, (Key::NpActivation, Key::RollDieHint)) {
            self.commands.push(Command::RollDie(None));
        }
        // The last die of this action, read against the number.
        if let Some(gandhi_validator::play::Open::Action { declared, .. }) =
            &session.progress().open
            && declared.faction == faction
            && let Some(die) = declared.dice.last()
        {
            let meaning = match (faction, die.value <= self.form.np_activation) {
                (Faction::Revolutionaries, true) => tr(lang, Key::NpStop),
                (_, true) => tr(lang, Key::NpTroopsOnly),
                (_, false) => tr(lang, Key::NpGoOn),
            };
            ui.label(format!(
                "{} {} » {meaning}",
                tr(lang, Key::DiceSoFar),
                die.value
            ));
        }
    }

    /// The declaration form: the card, the slot, the Faction, what it does,
    /// and for an Operation whether it is Limited and its Special Activity.
    fn declare_ui(&mut self, ui: &mut Ui, turn: Turn) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        let card = session.state().deck.current;
        if let Some(card) = card {
            ui.label(RichText::new(i18n::names::card_name(lang, data, card)).strong());
        }
        let slot = match turn.slot {
            Slot::First => tr(lang, Key::FirstEligible),
            Slot::Second => tr(lang, Key::SecondEligible),
        };
        ui.label(format!("{slot}:"));
        let faction = self.form.faction.unwrap_or(turn.faction);
        labelled_combo(
            ui,
            "declare-faction",
            tr(lang, Key::FactionLabel),
            RichText::new(i18n::names::faction(lang, faction)).color(faction_color(faction)),
            |ui| {
                for f in Faction::ALL {
                    let label = i18n::names::faction(lang, f);
                    if ui.selectable_label(f == faction, label).clicked() {
                        self.form.faction = (f != turn.faction).then_some(f);
                    }
                }
            },
        );
        let options = turn.options;
        let what_text = |what: What| match what {
            What::Pass => tr(lang, Key::PassChoice).to_owned(),
            What::Operation(op) => i18n::names::operation(lang, op).to_owned(),
            What::Event(false) => tr(lang, Key::EventUnshaded).to_owned(),
            What::Event(true) => tr(lang, Key::EventShaded).to_owned(),
        };
        labelled_combo(
            ui,
            "declare-what",
            tr(lang, Key::WhatLabel),
            what_text(self.form.what),
            |ui| {
                let mut choices = vec![What::Pass];
                choices.extend(Operation::of(faction).iter().map(|op| What::Operation(*op)));
                choices.push(What::Event(false));
                choices.push(What::Event(true));
                for what in choices {
                    let allowed = is_open(what, options);
                    let response = ui.add_enabled(
                        allowed,
                        egui::Button::selectable(self.form.what == what, what_text(what)),
                    );
                    if response.clicked() {
                        self.form.what = what;
                    }
                    response.on_disabled_hover_text(tr(lang, Key::NotAnOption));
                }
            },
        );
        if let (What::Event(shaded), Some(Card::Event(number))) = (self.form.what, card) {
            let label = effect_form::words::open_side(lang, shaded);
            if !effect_form::bundled(data, number, shaded)
                && let Some(command) =
                    effect_form::open_button(ui, data, lang, (number, shaded), label)
            {
                self.commands.push(command);
            }
        }
        if let What::Operation(op) = self.form.what {
            self.operation_choices_ui(ui, op, faction, options);
        }
    }

    /// For an Operation declared: whether it is Limited, and the Special
    /// Activity that accompanies it among those it allows.
    fn operation_choices_ui(
        &mut self,
        ui: &mut Ui,
        op: Operation,
        faction: Faction,
        options: Options,
    ) {
        let lang = self.lang;
        if !options.operation {
            self.form.limited = true;
        }
        ui.add_enabled(
            options.limited && options.operation,
            egui::Checkbox::new(&mut self.form.limited, tr(lang, Key::LimitedLabel)),
        )
        .on_hover_text("2.3.5");
        if options.special && !self.form.limited {
            let specials: Vec<Special> = Special::of(faction)
                .iter()
                .copied()
                .filter(|sa| sa.accompanies().is_none_or(|ops| ops.contains(&op)))
                .collect();
            if self.form.special.is_some_and(|sa| !specials.contains(&sa)) {
                self.form.special = None;
            }
            labelled_optional_combo(
                ui,
                ("declare-special", tr(lang, Key::SpecialLabel)),
                tr(lang, Key::NoSpecial),
                specials,
                |sa| i18n::names::special(lang, sa).to_owned(),
                &mut self.form.special,
            );
        }
    }

    /// Declare: what the form says, for the Faction it names.
    fn declare_button(&mut self, ui: &mut Ui, turn: Turn) {
        let (session, lang) = (self.session, self.lang);
        let faction = self.form.faction.unwrap_or(turn.faction);
        let card = session.state().deck.current;
        if ui
            .button(RichText::new(tr(lang, Key::Declare)).strong())
            .on_hover_text(tr(lang, Key::DeclareHint))
            .clicked()
        {
            let declared = Declared {
                faction,
                choice: self.form.choice(card),
                dice: Vec::new(),
            };
            self.commands.push(Command::Edit(Edit::Declare(declared)));
            self.form.faction = None;
            self.form.special = None;
            self.form.limited = false;
        }
    }

    fn acting_ui(&mut self, ui: &mut Ui, open: &Open) {
        let (session, lang) = (self.session, self.lang);
        let dice = match open {
            Open::Action {
                declared,
                special_starts,
                special_ends,
                ..
            } => {
                ui.label(
                    RichText::new(format!(
                        "{}: {}",
                        i18n::names::faction(lang, declared.faction),
                        i18n::log::choice(lang, &declared.choice)
                    ))
                    .strong()
                    .color(faction_color(declared.faction)),
                );
                ui.label(format!("— {}", tr(lang, Key::ActingNow)));
                if let Choice::Operation {
                    special: Some(_), ..
                } = declared.choice
                {
                    if special_starts.is_none() {
                        if hinted_button(ui, lang, (Key::SpecialBegins, Key::SpecialHint)) {
                            self.commands.push(Command::Edit(Edit::SpecialStarts));
                        }
                    } else if special_ends.is_none()
                        && hinted_button(ui, lang, (Key::SpecialEnds, Key::SpecialHint))
                    {
                        self.commands.push(Command::Edit(Edit::SpecialEnds));
                    }
                }
                self.transfer_ui(ui, declared);
                declared.dice.clone()
            }
            Open::Phase { phase, dice, .. } => {
                ui.label(
                    RichText::new(format!(
                        "{} · {}",
                        tr(lang, Key::CampaignRound),
                        i18n::names::phase(lang, *phase).to_owned()
                    ))
                    .strong(),
                );
                ui.label(format!("— {}", tr(lang, Key::ActingNow)));
                dice.clone()
            }
        };
        if needs_dice(open) {
            ui.separator();
            self.dice_ui(ui);
        }
        if !dice.is_empty() {
            let list: Vec<String> = dice.iter().map(|d| d.value.to_string()).collect();
            ui.label(format!("{}: {}", tr(lang, Key::DiceSoFar), list.join(", ")));
        }
        ui.separator();
        // One per mistake (decision 0038), with what follows from them
        // counted apart.
        let open_findings = session.open_findings();
        let headlines = gandhi_validator::findings::headline_count(open_findings);
        if !open_findings.is_empty() {
            let more = open_findings.len() - headlines;
            let label = ui.colored_label(
                Color32::from_rgb(200, 40, 40),
                if more > 0 {
                    format!("{}: {headlines} (+{more})", tr(lang, Key::FindingsSoFar))
                } else {
                    format!("{}: {headlines}", tr(lang, Key::FindingsSoFar))
                },
            );
            if more > 0 {
                label.on_hover_text(tr(lang, Key::FollowsFromHint));
            }
        }
    }

    /// Resources handed between the Raj and the Revolutionaries, offered while
    /// either executes an Operation, a Special Activity or an Event (1.5.2),
    /// and only when both have a player: a non-player keeps no Resources (8.1).
    fn transfer_ui(&mut self, ui: &mut Ui, declared: &Declared) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        let pair = [Faction::Raj, Faction::Revolutionaries];
        let players = pair
            .iter()
            .all(|f| session.state().seats[*f] != Seat::NonPlayer);
        if !pair.contains(&declared.faction) || declared.choice == Choice::Pass || !players {
            return;
        }
        ui.separator();
        let direction = |to_raj: bool| {
            let (from, to) = if to_raj {
                (Faction::Revolutionaries, Faction::Raj)
            } else {
                (Faction::Raj, Faction::Revolutionaries)
            };
            let words = i18n::fluent::say(
                lang,
                "transfer-from-to",
                i18n::fluent::Args::new()
                    .text("from", i18n::names::faction(lang, from))
                    .text("to", i18n::names::faction(lang, to)),
            );
            (from, to, words)
        };
        let (from, to, chosen) = direction(self.form.transfer_to_raj);
        labelled_combo(
            ui,
            "transfer-direction",
            tr(lang, Key::TransferResources),
            chosen,
            |ui| {
                for to_raj in [true, false] {
                    let (_, _, words) = direction(to_raj);
                    if ui
                        .selectable_label(self.form.transfer_to_raj == to_raj, words)
                        .clicked()
                    {
                        self.form.transfer_to_raj = to_raj;
                    }
                }
            },
        );
        let most = u8::try_from(data.pieces.resources.value.max).unwrap_or(u8::MAX);
        let label = ui.label(tr(lang, Key::TransferAmount));
        ui.add(egui::DragValue::new(&mut self.form.transfer_amount).range(1..=most.max(1)))
            .labelled_by(label.id);
        if hinted_button(ui, lang, (Key::Transfer, Key::TransferHint)) {
            let amount = self.form.transfer_amount;
            self.commands
                .push(Command::Edit(Edit::Transfer { from, to, amount }));
        }
    }

    /// Done: the action (or step) under way is checked as a whole.
    fn done_button(&mut self, ui: &mut Ui) {
        let lang = self.lang;
        if ui
            .button(RichText::new(tr(lang, Key::Done)).strong())
            .on_hover_text(tr(lang, Key::DoneHint))
            .clicked()
        {
            self.commands.push(Command::Done);
        }
    }

    fn dice_ui(&mut self, ui: &mut Ui) {
        let (data, lang) = (self.data, self.lang);
        labelled_optional_combo(
            ui,
            ("die-space", tr(lang, Key::DieFor)),
            tr(lang, Key::NoSpace),
            data.map.ids(),
            |id| i18n::names::space_name(lang, data, id),
            &mut self.form.die_space,
        );
        if hinted_button(ui, lang, (Key::RollDie, Key::RollDieHint)) {
            self.commands.push(Command::RollDie(self.form.die_space));
        }
        let typed = ui.label(tr(lang, Key::TypedDie));
        ui.add(egui::DragValue::new(&mut self.form.die).range(1..=6))
            .labelled_by(typed.id);
        if ui.button(tr(lang, Key::EnterDie)).clicked() {
            self.commands
                .push(Command::Edit(Edit::Die(gandhi_validator::play::Die {
                    space: self.form.die_space,
                    value: self.form.die,
                    rolled: false,
                })));
        }
    }

    /// With the players' own deck, the card they turned up, to reveal when
    /// the card (or the round) ends.
    fn card_turned_up_ui(&mut self, ui: &mut Ui) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        if session.record().physical_deck {
            ui.label(format!("{}:", tr(lang, Key::CardTurnedUp)));
            card_pick_ui(ui, data, lang, "reveal", &mut self.form.reveal);
        }
    }

    /// Ends the card (or the round) and reveals the next: with the players'
    /// own deck, the card they turned up.
    fn end_card_button(&mut self, ui: &mut Ui) {
        let (data, session, lang) = (self.data, self.session, self.lang);
        let label = if matches!(session.stage(data), Stage::RoundOver) {
            tr(lang, Key::NextCard)
        } else {
            tr(lang, Key::EndCard)
        };
        if ui
            .add_enabled(
                !session.state().deck.draw.is_empty(),
                egui::Button::new(RichText::new(label).strong()),
            )
            .on_hover_text(tr(lang, Key::EndCardHint))
            .clicked()
        {
            let mut edits = end_of_card(session.state(), session.progress());
            if session.record().physical_deck
                && let Some(card) = self.form.reveal.card(data)
                && let Some(last) = edits.last_mut()
            {
                *last = Edit::Reveal { card };
            }
            self.commands.push(Command::Steps(edits));
        }
    }

    fn first_cards_ui(&mut self, ui: &mut Ui) {
        let (data, lang) = (self.data, self.lang);
        ui.label(tr(lang, Key::FirstCardsText));
        ui.label(tr(lang, Key::CurrentCard));
        card_pick_ui(ui, data, lang, "first-current", &mut self.form.first.0);
        ui.label(tr(lang, Key::UpcomingCard));
        card_pick_ui(ui, data, lang, "first-upcoming", &mut self.form.first.1);
        if ui.button(tr(lang, Key::SetFirstCards)).clicked()
            && let (Some(current), Some(upcoming)) =
                (self.form.first.0.card(data), self.form.first.1.card(data))
        {
            self.commands
                .push(Command::Edit(Edit::FirstCards { current, upcoming }));
        }
    }

    /// The play bar's line for a card whose details the table must enter; the
    /// form itself opens over the map, and once closed a button brings it
    /// back (with what was typed in it).
    fn card_prompt_ui(&mut self, ui: &mut Ui, number: u8) {
        let lang = self.lang;
        self.form.card_asked = Some(number);
        ui.label(
            RichText::new(format!("{} {number}:", tr(lang, Key::CardLabel)))
                .strong()
                .color(Color32::from_rgb(200, 120, 0)),
        );
        ui.label(tr(lang, Key::OrderUnknownText));
        if self.form.card_closed == Some(number)
            && ui
                .button(i18n::fluent::text(lang, "card-form-show"))
                .clicked()
        {
            self.form.card_closed = None;
        }
    }
}

/// The checklist of the non-player turn the program carried out last: each
/// move to make on the physical table, ticked off one by one; and what is
/// left to the players.
pub fn np_checklist(
    (ctx, room): (&egui::Context, Room),
    data: &GameData,
    session: &Session,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    let np = session.np();
    let Some(plan) = &np.plan else {
        return;
    };
    let mut open = true;
    let title = format!(
        "{} · {}",
        tr(lang, Key::NpChecklist),
        i18n::names::faction(lang, plan.faction)
    );
    room.window(title, Win::Checklist)
        .open(&mut open)
        .show(ctx, |ui| {
            if let Some(declared) = &plan.declared {
                ui.label(
                    RichText::new(i18n::log::edit_sentence(
                        lang,
                        data,
                        &Edit::Declare(declared.clone()),
                    ))
                    .strong(),
                );
            }
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .show(ui, |ui| {
                    for (i, (edit, tick)) in plan.moves().zip(np.ticks.iter()).enumerate() {
                        let mut ticked = *tick;
                        if ui
                            .checkbox(&mut ticked, i18n::log::edit_sentence(lang, data, edit))
                            .changed()
                        {
                            commands.push(Command::NpTick(i));
                        }
                    }
                });
            let done = np.ticks.iter().filter(|t| **t).count();
            ui.label(format!("{done} / {}", np.ticks.len()));
            if let Some(manual) = &plan.manual {
                ui.colored_label(
                    Color32::from_rgb(200, 120, 0),
                    i18n::np::np_manual(lang, data, manual),
                );
                // The side's text was not held (or held in part): the table
                // may enter it as steps, and the turn is then played again.
                if let gandhi_validator::nonplayers::Manual::Event { card, shaded, .. } = *manual
                    && !effect_form::bundled(data, card, shaded)
                {
                    let label =
                        effect_form::words::word(lang, effect_form::words::Word::OpenThisSide);
                    if let Some(command) =
                        effect_form::open_button(ui, data, lang, (card, shaded), label)
                    {
                        commands.push(command);
                    }
                }
            }
            ui.collapsing(tr(lang, Key::NpTrace), |ui| {
                for line in &plan.trace {
                    ui.label(RichText::new(i18n::np::np_trace(lang, data, line)).small());
                }
            });
            if ui.button(tr(lang, Key::NpChecklistDone)).clicked() {
                commands.push(Command::NpCloseChecklist);
            }
        });
    if !open {
        commands.push(Command::NpCloseChecklist);
    }
}

fn drawn_this_turn(
    data: &GameData,
    session: &Session,
    faction: Faction,
) -> Option<(
    gandhi_validator::components::ArjunaId,
    gandhi_validator::components::Face,
)> {
    let drew = session
        .record()
        .entries
        .iter()
        .rev()
        .take_while(|e| {
            !matches!(
                e.edit,
                Edit::Done { .. } | Edit::NextCard | Edit::Reveal { .. }
            )
        })
        .any(|e| match e.edit {
            Edit::ArjunaDraw { faction: f } => f == faction,
            Edit::ArjunaShown { card, .. } => {
                data.arjuna.card(card).is_some_and(|c| c.faction == faction)
            }
            _ => false,
        });
    if drew {
        session.state().arjuna.drawn()
    } else {
        None
    }
}

/// The Faction due to act on the current card, if the order is known.
fn current_turn(data: &GameData, session: &Session) -> Option<Turn> {
    let Some(Card::Event(number)) = session.state().deck.current else {
        return None;
    };
    let order = gandhi_validator::play::faction_order(data, number)?;
    next_turn(
        order,
        &session.state().eligibility,
        &session.progress().play,
    )
}

/// Whether 2.3.4 leaves a choice open to the Faction whose turn it is.
fn is_open(what: What, options: Options) -> bool {
    match what {
        What::Pass => true,
        What::Operation(_) => options.operation || options.limited,
        What::Event(_) => options.event,
    }
}

/// A choice the form kept from an earlier turn that 2.3.4 closes to this
/// one (an Event after the 1st Eligible's Event, say) goes back to one
/// that is open: the Faction's first Operation, else Pass. Only the turn's
/// own Faction is held to its options; another one chosen in the form
/// declares out of turn, which the declaration's check reports.
fn settle_declaration(form: &mut PlayForm, turn: Turn) {
    let faction = form.faction.unwrap_or(turn.faction);
    if let What::Operation(op) = form.what
        && !Operation::of(faction).contains(&op)
    {
        form.what = What::Pass;
    }
    if faction == turn.faction && !is_open(form.what, turn.options) {
        form.what = Operation::of(faction)
            .first()
            .map(|op| What::Operation(*op))
            .filter(|what| is_open(*what, turn.options))
            .unwrap_or(What::Pass);
    }
}

/// Whether what is under way may call for a die: Attack (3.4.3), a Rally's
/// release from Jail (3.3.1), Negotiate's release of Gandhi (4.3.1), an
/// Event (whose text may roll), the Crisis cubes (6.8).
fn needs_dice(open: &Open) -> bool {
    match open {
        Open::Action { declared, .. } => match declared.choice {
            Choice::Pass => false,
            Choice::Event { .. } => true,
            Choice::Operation { op, special, .. } => {
                matches!(op, Operation::Attack | Operation::Rally)
                    || special == Some(Special::Negotiate)
            }
        },
        Open::Phase { phase, .. } => *phase == gandhi_validator::play::Phase::CrisisCubes,
    }
}

fn card_pick_ui(ui: &mut Ui, data: &GameData, lang: Lang, id: &str, pick: &mut CardPick) {
    ui.push_id(id, |ui| {
        ui.radio_value(&mut pick.campaign, false, tr(lang, Key::EventCardPick));
        let most = data.cards.event_count.value;
        ui.add_enabled(
            !pick.campaign,
            egui::DragValue::new(&mut pick.number).range(1..=most),
        )
        .on_hover_text(tr(lang, Key::CardLabel));
        ui.radio_value(&mut pick.campaign, true, tr(lang, Key::CampaignCardPick));
        let viceroys = data.viceroys.all();
        let text = viceroys
            .get(pick.viceroy)
            .map_or("?", |v| v.name.as_str())
            .to_owned();
        ui.add_enabled_ui(pick.campaign, |ui| {
            labelled_combo(ui, "viceroy", tr(lang, Key::Viceroy), text, |ui| {
                for (i, v) in viceroys.iter().enumerate() {
                    ui.selectable_value(&mut pick.viceroy, i, &v.name);
                }
            });
        });
    });
}

/// The form for the card the play bar asked about, in a window over the
/// map's top left corner: it never pushes the map away, whatever the width
/// of the window or the words of the language.
pub fn card_window(
    (ctx, room): (&egui::Context, Option<Room>),
    data: &GameData,
    lang: Lang,
    form: &mut PlayForm,
    commands: &mut Vec<Command>,
) {
    let (Some(number), Some(room)) = (form.card_asked, room) else {
        return;
    };
    if form.card_closed == Some(number) {
        return;
    }
    let mut open = true;
    room.window(
        format!("{} {number}", tr(lang, Key::CardLabel)),
        Win::CardEntry,
    )
    .open(&mut open)
    .collapsible(true)
    .show(ctx, |ui| {
        ui.set_max_width(440.0);
        card_entry_ui(ui, data, lang, number, form, commands);
    });
    if !open {
        form.card_closed = Some(number);
    }
}

/// The form for a card's details the data lacks: its title, Faction
/// order, critical marks and halos, and the buttons that open its sides'
/// Event forms.
fn card_entry_ui(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    number: u8,
    form: &mut PlayForm,
    commands: &mut Vec<Command>,
) {
    let entry = &mut form.entry;
    if entry.number != number {
        *entry = known_card(data, number);
    }
    ui.label(tr(lang, Key::OrderUnknownText));
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let title = ui.label(tr(lang, Key::Title));
        ui.add(egui::TextEdit::singleline(&mut entry.title).desired_width(300.0))
            .labelled_by(title.id);
    });
    order_grid(ui, lang, &mut entry.order);
    ui.add_space(4.0);
    ui.label(tr(lang, Key::CriticalMarks))
        .on_hover_text(tr(lang, Key::CriticalMarksHint));
    ui.horizontal_wrapped(|ui| {
        for (i, f) in Faction::ALL.into_iter().enumerate() {
            ui.checkbox(&mut entry.critical[i], i18n::names::faction(lang, f))
                .on_hover_text(tr(lang, Key::CriticalMarksHint));
        }
    });
    ui.label(tr(lang, Key::Halos))
        .on_hover_text(tr(lang, Key::HalosHint));
    ui.horizontal_wrapped(|ui| {
        for (i, f) in Faction::ALL.into_iter().enumerate() {
            ui.push_id(("halo", i), |ui| {
                ui.checkbox(&mut entry.halos[i], i18n::names::faction(lang, f))
                    .on_hover_text(tr(lang, Key::HalosHint));
            });
        }
    });
    ui.add_space(4.0);
    // The text of either side as steps, for the program to follow.
    ui.horizontal_wrapped(|ui| {
        for shaded in [false, true] {
            let label = effect_form::words::open_side(lang, shaded);
            if let Some(command) = effect_form::open_button(ui, data, lang, (number, shaded), label)
            {
                commands.push(command);
            }
        }
    });
    ui.add_space(4.0);
    let chosen: Vec<Faction> = entry.order.iter().flatten().copied().collect();
    let order = four_factions(&chosen);
    let response = ui.add_enabled(
        order.is_some(),
        egui::Button::new(RichText::new(tr(lang, Key::SaveCard)).strong()),
    );
    if order.is_none() {
        response.on_disabled_hover_text(tr(lang, Key::OrderMustBeDistinct));
    } else if response.clicked() {
        let pick = |marks: &[bool; 4]| {
            Faction::ALL
                .into_iter()
                .zip(marks)
                .filter(|(_, on)| **on)
                .map(|(f, _)| f)
                .collect::<Vec<_>>()
        };
        commands.push(Command::SaveCard(PlayerCard {
            number,
            title: Some(entry.title.trim().to_owned()).filter(|t| !t.is_empty()),
            faction_order: order,
            critical: Some(pick(&entry.critical)),
            halos: Some(pick(&entry.halos)),
            ..PlayerCard::default()
        }));
    }
}

/// The card entry form filled with what the data already knows of a card.
fn known_card(data: &GameData, number: u8) -> CardEntry {
    // What the data already knows of the card fills the form.
    let known = data.cards.get(number);
    let order = known
        .and_then(|c| c.faction_order.as_ref())
        .map_or([None; 4], |o| o.value.map(Some));
    let marks =
        |list: Option<&Vec<Faction>>| Faction::ALL.map(|f| list.is_some_and(|l| l.contains(&f)));
    CardEntry {
        number,
        title: known
            .and_then(|c| c.title.as_ref())
            .map(|t| t.value.clone())
            .unwrap_or_default(),
        order,
        critical: marks(known.and_then(|c| c.critical.as_ref()).map(|f| &f.value)),
        halos: marks(known.and_then(|c| c.halos.as_ref()).map(|f| &f.value)),
    }
}

/// The card's Faction order, one choice per place.
fn order_grid(ui: &mut Ui, lang: Lang, order: &mut [Option<Faction>; 4]) {
    egui::Grid::new("card-order").show(ui, |ui| {
        for (slot, chosen) in order.iter_mut().enumerate() {
            if slot == 2 {
                ui.end_row();
            }
            let label = ui.label(format!("{}.", slot + 1));
            let text = chosen.map_or("—".to_owned(), |f| {
                i18n::names::faction(lang, f).to_owned()
            });
            egui::ComboBox::from_id_salt(("order", slot))
                .selected_text(text)
                .width(150.0)
                .show_ui(ui, |ui| {
                    for f in Faction::ALL {
                        ui.selectable_value(chosen, Some(f), i18n::names::faction(lang, f));
                    }
                })
                .response
                .labelled_by(label.id);
        }
    });
}

/// The modal shown when Done finds that the action does not fit the rules:
/// go back and fix it, or accept it with a note that the log keeps.
pub fn confirm_modal(
    ui: &mut Ui,
    data: &GameData,
    lang: Lang,
    form: &mut PlayForm,
    commands: &mut Vec<Command>,
) {
    let Some(findings) = form.confirming.clone() else {
        return;
    };
    egui::Modal::new(egui::Id::unique("confirm-done")).show(ui.ctx(), |ui| {
        ui.set_max_width(560.0);
        ui.heading(tr(lang, Key::DoesNotFit));
        egui::ScrollArea::vertical()
            .max_height(300.0)
            .show(ui, |ui| {
                // Grouped by cause (decision 0038).
                let row = |ui: &mut Ui, commands: &mut Vec<Command>, at: usize| {
                    let Some(finding) = findings.get(at) else {
                        return;
                    };
                    ui.horizontal_wrapped(|ui| {
                        if ui.link(format!("§ {}", finding.rule)).clicked() {
                            commands.push(Command::ShowRule(finding.rule));
                        }
                        ui.label(i18n::findings::finding(lang, data, finding));
                    });
                };
                for group in gandhi_validator::findings::groups(&findings) {
                    row(ui, commands, group.headline);
                    super::widgets::follows_beneath(ui, lang, &group, |ui, at| {
                        row(ui, commands, at);
                    });
                }
            });
        ui.separator();
        let label = ui.label(tr(lang, Key::OverrideNote));
        ui.add(egui::TextEdit::multiline(&mut form.note).desired_rows(2))
            .labelled_by(label.id);
        ui.horizontal(|ui| {
            let note = form.note.trim().to_owned();
            if ui
                .add_enabled(
                    !note.is_empty(),
                    egui::Button::new(tr(lang, Key::AcceptWithNote)),
                )
                .clicked()
            {
                commands.push(Command::AcceptDone(note));
            }
            if ui.button(tr(lang, Key::GoBack)).clicked() {
                commands.push(Command::CancelDone);
            }
        });
    });
}

/// The findings the entry that began what is under way raised (its
/// declaration, or the start of a Campaign Round step): a choice 2.3.4
/// leaves closed, a Faction out of its turn. Empty when nothing is under
/// way or the entry raised nothing.
fn declaration_findings(session: &Session) -> Vec<gandhi_validator::findings::Finding> {
    let Some(open) = session.progress().open.as_ref() else {
        return Vec::new();
    };
    session
        .record()
        .entries
        .get(open.at())
        .map(|entry| {
            entry
                .findings
                .iter()
                .map(|f| {
                    gandhi_validator::findings::Finding::new(f.issue, f.args.clone()).citing(f.rule)
                })
                .collect()
        })
        .unwrap_or_default()
}
