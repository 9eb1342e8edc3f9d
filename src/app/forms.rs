//! The forms the players enter their own data with while playing: the
//! Arjuna side form (a panel beside the map, with its preview of the turn),
//! the Event effect form, and the window asking for the aid a non-player's
//! turn needs. Each keeps a draft when closed unsaved.

use egui::Ui;
use gandhi_validator::components::{ArjunaId, Face, GameData};
use gandhi_validator::nonplayers::{Manual, NpStep};

use super::aid::AidChange;
use super::aid_form::draft::SideForm;
use super::aid_needs::NeedsForm;
use super::command::Command;
use super::effect_form::{
    self,
    draft::{EffectForm, EffectFormOutcome},
};
use super::game::Game;
use super::players_files::PlayersFiles;
use super::side_panel;
use super::windows;
use crate::i18n::fluent::Lang;
use crate::session::Session;

/// The players' forms and what they keep between frames.
#[derive(Debug, Default)]
pub struct Forms {
    /// The form for what a non-player's turn needs from the aid.
    pub needs: NeedsForm,
    /// The form for an Arjuna side, when open.
    pub side_form: Option<SideForm>,
    /// The side whose form the players closed for the turn that lacked it
    /// (it is not opened again for that turn).
    side_dismissed: Option<(ArjunaId, Face)>,
    /// A side form closed unsaved, brought back when that side is opened
    /// again.
    side_draft: Option<SideForm>,
    /// What the turn would do with the side being entered, when previewed.
    pub side_preview: Option<NpStep>,
    /// The entry the preview was made with, to make it again when the
    /// entry changes.
    pub previewed: Option<AidChange>,
    /// The form for one side of an Event card as steps, when open.
    pub effect_form: Option<EffectForm>,
    /// An Event effect form closed unsaved, brought back likewise.
    effect_draft: Option<EffectForm>,
}

impl Forms {
    /// Carries out the commands of the forms: opening, saving, closing and
    /// cancelling them, an aid entry and its preview, and playing on (which
    /// asks again for what the players closed).
    pub fn handle(&mut self, game: &mut Game, players: &mut PlayersFiles, command: Command) {
        let command_keeps_draft = !matches!(command, Command::CancelSideForm);
        match command {
            Command::OpenEffectForm { card, shaded } => {
                self.open_effect_form(game, players, card, shaded)
            }
            Command::SaveEffect {
                card,
                shaded,
                effect,
            } => {
                self.effect_form = None;
                players.save_card_effect(game, (card, shaded), effect);
            }
            Command::CloseEffectForm => self.effect_draft = self.effect_form.take(),
            Command::CancelEffectForm => self.effect_form = None,
            Command::EnterAid(change) => {
                self.side_preview = None;
                if let AidChange::Side { card, face, .. } = &change
                    && self
                        .side_form
                        .as_ref()
                        .is_some_and(|f| (f.card, f.face) == (*card, *face))
                {
                    self.side_form = None;
                }
                players.enter_aid(game, change);
            }
            Command::PreviewAid(change) => self.preview_aid(game, players, change),
            Command::OpenSideForm(card, face) => self.open_side_form(game, players, card, face),
            Command::CloseSideForm | Command::CancelSideForm => {
                self.side_preview = None;
                if let Some(form) = self.side_form.take() {
                    self.side_dismissed = Some((form.card, form.face));
                    if command_keeps_draft {
                        self.side_draft = Some(form);
                    }
                }
            }
            Command::PlayOn => {
                // What the players closed is asked again if still needed.
                self.needs.dismissed = None;
                game.play_on();
            }
            _ => {}
        }
    }

    /// Opens the form for a side of an Arjuna card: the draft left unsaved
    /// for it, else what the players entered for it, else an empty side.
    fn open_side_form(&mut self, game: &Game, players: &PlayersFiles, card: ArjunaId, face: Face) {
        if let Some(draft) = self
            .side_draft
            .take_if(|d| (d.card, d.face) == (card, face))
        {
            self.side_form = Some(draft);
            return;
        }
        let entered = players.aid_entries.aid.aid.faces.get(&(card, face));
        self.side_form = Some(match entered {
            Some(side) => SideForm::from_face(&game.data, card, face, &side.value),
            None => SideForm::new(&game.data, card, face),
        });
    }

    /// Opens the Event effect form for one side of a card: the draft left
    /// unsaved for it, else the steps the players entered for it, else
    /// none. A side the program's data holds is not entered by the players
    /// (the bundled facts take precedence).
    fn open_effect_form(&mut self, game: &Game, players: &PlayersFiles, card: u8, shaded: bool) {
        if effect_form::bundled(&game.data, card, shaded) {
            return;
        }
        if let Some(draft) = self
            .effect_draft
            .take_if(|d| (d.card, d.shaded) == (card, shaded))
        {
            self.effect_form = Some(draft);
            return;
        }
        let entered = players
            .player_cards
            .iter()
            .find(|c| c.number == card)
            .and_then(|c| c.effect(shaded));
        self.effect_form = Some(match entered {
            Some(effect) => EffectForm::from_effect(card, shaded, effect),
            None => EffectForm::new(card, shaded),
        });
    }

    /// Plans the non-players' next step as it would be with an entry being
    /// made, without changing anything, to show it (a preview).
    fn preview_aid(&mut self, game: &Game, players: &PlayersFiles, change: AidChange) {
        let Some(session) = game.session.as_ref() else {
            return;
        };
        let mut aid = players.aid_entries.aid.clone();
        change.apply(&mut aid);
        let mut data = game.data.clone();
        players.base_aid_into(&mut data);
        let data = aid.merged_into(&data);
        self.side_preview = session.np_preview(&data);
        self.previewed = Some(change);
    }

    /// Opens the form of the side the last turn lacked, once for that
    /// turn; a preview made for another turn goes.
    pub fn settle_side_form(&mut self, game: &Game, players: &PlayersFiles) {
        let lacked = side_lacked(game.session.as_ref());
        if self.side_form.is_none()
            && let Some(side) = lacked
            && self.side_dismissed != Some(side)
        {
            self.open_side_form(game, players, side.0, side.1);
        }
        if lacked.is_none() {
            self.side_dismissed = None;
        }
        let form = self.side_form.as_ref().map(|f| (f.card, f.face));
        if form.is_some() && form != lacked {
            self.side_preview = None;
        }
    }

    /// The side form as a panel beside the map, when open; says whether it
    /// is (it takes the findings' place).
    pub fn side_panel(
        &mut self,
        ui: &mut Ui,
        (data, lang): (&GameData, Lang),
        session: Option<&Session>,
        commands: &mut Vec<Command>,
    ) -> bool {
        let lacked = session.and_then(|s| side_lacked(Some(s)));
        let shown = self
            .side_preview
            .as_ref()
            .map(|step| (step, self.previewed.as_ref()));
        let Some(form) = self.side_form.as_mut() else {
            return false;
        };
        let preview = side_panel::Preview {
            shown: session.and(shown),
            lacked: session.is_some() && lacked == Some((form.card, form.face)),
        };
        side_panel::side_panel(ui, data, lang, form, preview, commands);
        true
    }

    /// The Event effect form, when open, in a window at the map's right,
    /// below the menus.
    pub fn effect_window(
        &mut self,
        (ui, room): (&mut Ui, windows::Room),
        game: &Game,
        commands: &mut Vec<Command>,
    ) {
        let lang = game.lang;
        let Some(form) = self.effect_form.as_mut() else {
            return;
        };
        let mut outcome = EffectFormOutcome::None;
        let mut open = true;
        let title = effect_form::words::word(lang, effect_form::words::Word::Window);
        room.window(title, windows::Win::EffectForm)
            .open(&mut open)
            .collapsible(true)
            .show(ui.ctx(), |ui| {
                outcome = effect_form::effect_form_ui(ui, &game.data, lang, form);
            });
        let (card, shaded) = (form.card, form.shaded);
        let command = match outcome {
            EffectFormOutcome::Save(effect) => Command::SaveEffect {
                card,
                shaded,
                effect: Some(effect),
            },
            EffectFormOutcome::Remove => Command::SaveEffect {
                card,
                shaded,
                effect: None,
            },
            EffectFormOutcome::Cancel => Command::CancelEffectForm,
            EffectFormOutcome::None if !open => Command::CloseEffectForm,
            EffectFormOutcome::None => return,
        };
        commands.push(command);
    }
}

/// The side a non-player's turn just lacked, whose form opens by
/// itself (unless the players closed it for that turn).
pub fn side_lacked(session: Option<&Session>) -> Option<(ArjunaId, Face)> {
    let plan = session?.np().plan.as_ref()?;
    match plan.manual {
        Some(Manual::Card { card, face }) => Some((card, face)),
        _ => None,
    }
}
