//! The table's own Arjuna deck (8.3): which card came up for a non-player,
//! picked among that Faction's cards with the side that shows, carried out
//! by the program or followed by hand; and the letters of the cards the
//! rulebook does not name, corrected to those the players' copy shows.
//! Everything is pushed as [`Command`]s.

use egui::{Color32, RichText, Ui};
use gandhi_validator::components::Provenance;
use gandhi_validator::components::{ArjunaId, Face, LetterError};
use gandhi_validator::nonplayers::Answers;
use gandhi_validator::nonplayers::Question;
use gandhi_validator::position::Edit;
use gandhi_validator::{components::GameData, terms::Faction};

use super::aid::AidChange;
use super::command::Command;
use super::widgets::hinted_button;
use super::windows::{Room, Win};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say, tr},
    keys::Key,
};

/// What the pick has chosen so far, and the letters window.
#[derive(Clone, Debug, Default)]
pub struct ArjunaPick {
    /// The card that came up.
    pub card: Option<ArjunaId>,
    /// The side that shows.
    pub back: bool,
    /// The letters window is open, with the letters typed so far.
    pub letters: Option<Vec<(ArjunaId, String)>>,
    /// The letters typed in the window when it was closed unsaved, brought
    /// back when it is opened again for the same Faction.
    pub kept_letters: Option<Vec<(ArjunaId, String)>>,
    /// Why the last letters were not saved.
    pub refused: Option<String>,
}

impl ArjunaPick {
    /// Closes the letters window; what was typed is kept for later.
    pub fn set_letters_aside(&mut self) {
        if let Some(letters) = self.letters.take() {
            self.kept_letters = Some(letters);
        }
    }

    /// Opens the window of the Faction's card letters: the letters left
    /// there unsaved for the same cards, else those the cards show.
    fn open_letters(&mut self, data: &GameData, faction: Faction) {
        self.refused = None;
        let cards: Vec<ArjunaId> = data.arjuna.of(faction).collect();
        let kept = self
            .kept_letters
            .take()
            .filter(|kept| kept.iter().map(|(id, _)| *id).eq(cards.iter().copied()));
        self.letters = kept.or_else(|| {
            Some(
                cards
                    .iter()
                    .filter_map(|id| data.arjuna.card(*id).map(|c| (*id, c.front.clone())))
                    .collect(),
            )
        });
    }
}

/// The pick in the play bar: the question, one button per card of the
/// Faction (an assumed letter marked), the side, and what to do with it.
/// `draw` is which draw of the turn this is (the engine's question says
/// when the card sent the Faction to draw again).
pub fn pick_ui(
    ui: &mut Ui,
    data: &GameData,
    (lang, faction, draw): (Lang, Faction, u8),
    pick: &mut ArjunaPick,
    commands: &mut Vec<Command>,
) {
    ui.colored_label(
        Color32::from_rgb(200, 120, 0),
        i18n::np::np_question(lang, &Question::ArjunaCard { faction, draw }),
    );
    for id in data.arjuna.of(faction) {
        let Some(card) = data.arjuna.card(id) else {
            continue;
        };
        let assumed = card.provenance.is_provisional();
        let text = if assumed {
            format!("{}*", card.front)
        } else {
            card.front.clone()
        };
        let button = ui.selectable_label(pick.card == Some(id), RichText::new(text).strong());
        let button = if assumed {
            button.on_hover_text(tr(lang, Key::ArjunaPickAssumed))
        } else {
            button
        };
        if button.clicked() {
            pick.card = Some(id);
        }
    }
    if ui
        .small_button(tr(lang, Key::ArjunaLetters))
        .on_hover_text(tr(lang, Key::ArjunaLettersHint))
        .clicked()
    {
        pick.open_letters(data, faction);
    }
    let Some(card) = pick.card.and_then(|id| data.arjuna.card(id)) else {
        return;
    };
    if card.faction != faction {
        pick.card = None;
        return;
    }
    let side = |key, face| {
        say(
            lang,
            key,
            Args::new().text("letters", card.letters(face).to_owned()),
        )
    };
    ui.radio_value(
        &mut pick.back,
        false,
        side("arjuna-pick-front", Face::Front),
    )
    .on_hover_text(tr(lang, Key::ArjunaPickSideHint));
    ui.radio_value(&mut pick.back, true, side("arjuna-pick-back", Face::Back))
        .on_hover_text(tr(lang, Key::ArjunaPickSideHint));
    let face = if pick.back { Face::Back } else { Face::Front };
    if ui
        .button(RichText::new(tr(lang, Key::ArjunaPickCarryOut)).strong())
        .on_hover_text(tr(lang, Key::ArjunaPickCarryOutHint))
        .clicked()
    {
        commands.push(Command::NpCarryOut(Answers {
            arjuna: vec![(card.id, face)],
            ..Answers::default()
        }));
        *pick = ArjunaPick::default();
        return;
    }
    // By hand, the players read every card themselves, so only the first
    // draw of a turn is logged this way.
    if draw == 1 && hinted_button(ui, lang, (Key::ArjunaPickByHand, Key::ArjunaPickByHandHint)) {
        commands.push(Command::Edit(Edit::ArjunaShown {
            card: card.id,
            face,
        }));
        *pick = ArjunaPick::default();
    }
}

/// The window where the players set the letters their cards show. Cards
/// the rulebook names are shown and cannot be changed; each change is
/// checked (one capital letter, not another card's) before it is entered
/// in the players' aid file.
pub fn letters_window(
    (ctx, room): (&egui::Context, Room),
    data: &GameData,
    lang: Lang,
    pick: &mut ArjunaPick,
    commands: &mut Vec<Command>,
) {
    let Some(letters) = pick.letters.as_mut() else {
        return;
    };
    let mut open = true;
    let mut save = false;
    room.window(tr(lang, Key::ArjunaLettersTitle), Win::Letters)
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.label(tr(lang, Key::ArjunaLettersIntro));
            egui::Grid::new("arjuna-letters-grid").show(ui, |ui| {
                for (id, letter) in letters.iter_mut() {
                    let Some(card) = data.arjuna.card(*id) else {
                        continue;
                    };
                    let named = !card.provenance.is_provisional()
                        && !matches!(card.provenance, Provenance::Players { .. });
                    let name = ui.label(RichText::new(&card.front).strong());
                    if named {
                        ui.label(tr(lang, Key::ArjunaLettersNamed));
                    } else {
                        ui.add(egui::TextEdit::singleline(letter).desired_width(32.0))
                            .labelled_by(name.id);
                    }
                    ui.end_row();
                }
            });
            if let Some(reason) = &pick.refused {
                ui.colored_label(Color32::from_rgb(200, 60, 40), reason);
            }
            save = ui.button(tr(lang, Key::ArjunaLettersSave)).clicked();
        });
    if save {
        match changes(data, letters) {
            Ok(changes) => {
                for change in changes {
                    commands.push(Command::EnterAid(change));
                }
                pick.letters = None;
                pick.refused = None;
                pick.kept_letters = None;
            }
            Err((card, error)) => pick.refused = Some(refusal(lang, data, card, &error)),
        }
    } else if !open {
        pick.set_letters_aside();
    }
}

/// The entries for the letters typed: one per card whose letter changed,
/// checked one after another against the cards as corrected so far; the
/// first refused, with the card.
fn changes(
    data: &GameData,
    letters: &[(ArjunaId, String)],
) -> Result<Vec<AidChange>, (ArjunaId, LetterError)> {
    let mut arjuna = data.arjuna.clone();
    let mut out = Vec::new();
    for (id, letter) in letters {
        let letter = letter.trim().to_uppercase();
        let Some(card) = arjuna.card(*id) else {
            continue;
        };
        if card.front == letter {
            continue;
        }
        let key = card.key.clone();
        let players = Provenance::Players {
            file: String::new(),
        };
        arjuna = arjuna
            .with_letter(*id, &letter, players)
            .map_err(|error| (*id, error))?;
        let front = (letter != key).then_some(letter);
        out.push(AidChange::Letter { card: *id, front });
    }
    Ok(out)
}

/// Why a card's letter was refused, naming the card as its row shows it.
fn refusal(lang: Lang, data: &GameData, card: ArjunaId, error: &LetterError) -> String {
    match error {
        LetterError::Taken { letters, faction } => say(
            lang,
            "arjuna-letter-taken",
            Args::new()
                .text(
                    "card",
                    data.arjuna
                        .card(card)
                        .map_or_else(String::new, |c| c.front.clone()),
                )
                .text("letter", letters.clone())
                .text("faction", i18n::names::faction(lang, *faction)),
        ),
        LetterError::NotOneLetter
        | LetterError::NoSuchCard
        | LetterError::RulebookNamesIt { .. } => tr(lang, Key::ArjunaLetterNotOne).to_owned(),
    }
}
