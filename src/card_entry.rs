//! The Event-card mode of the table's board: for a volume whose cards'
//! texts are not in its data (`Volume::effect_form`), the table enters
//! each Event card from its own copy: its number and title, whether it
//! keeps its Faction Eligible, and the steps of its unshaded and shaded
//! texts in the kinds of step the volume judges. The cards are checked as
//! the volume's own cards file as they stand, and saved there, in the user
//! data folder, only when they break nothing; the game then judges an
//! Event on an entered card against its steps.

use std::path::Path;

use coin_table::{EffectForm, EffectStep, EnteredCard, FieldKind, Volume};
use egui::{ComboBox, DragValue, RichText, Ui};

use crate::i18n::fluent::{Args, say};
use crate::i18n::volume::VolumeWords;
use crate::table_files::{CheckedFile, check_own_file, problems_ui, save_own_file};

/// The cards being entered.
#[derive(Clone, Debug)]
pub struct CardEntry {
    form: EffectForm,
    cards: Vec<EnteredCard>,
    /// The card shown, by its place in the list.
    chosen: Option<usize>,
    /// The number a new card gets.
    next_number: u32,
    /// What the cards break as they stand, worded; empty when nothing.
    problems: Vec<String>,
    /// The cards as last checked.
    checked: Option<Vec<EnteredCard>>,
    /// What the last step said.
    said: String,
}

/// What the mode asks of the board around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardAsk {
    /// Save the cards and merge them.
    Save,
    /// Leave the mode.
    Close,
}

impl CardEntry {
    /// The mode on the cards the data holds, the first chosen.
    pub fn new(form: EffectForm, cards: Vec<EnteredCard>) -> CardEntry {
        let next_number = form.numbers.0;
        let chosen = (!cards.is_empty()).then_some(0);
        let mut entry = CardEntry {
            form,
            cards,
            chosen,
            next_number,
            problems: Vec::new(),
            checked: None,
            said: String::new(),
        };
        entry.next_number = entry.free_number();
        entry
    }

    /// The cards as entered so far.
    pub fn cards(&self) -> &[EnteredCard] {
        &self.cards
    }

    /// What the cards break as they stand.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// What the last step said.
    pub fn said(&self) -> &str {
        &self.said
    }

    /// The card shown, to change.
    pub fn chosen_mut(&mut self) -> Option<&mut EnteredCard> {
        self.chosen.and_then(|i| self.cards.get_mut(i))
    }

    /// The least number no card entered bears.
    fn free_number(&self) -> u32 {
        let (least, most) = self.form.numbers;
        (least..=most)
            .find(|n| self.cards.iter().all(|c| c.number != *n))
            .unwrap_or(most)
    }

    /// A new card with the number chosen for it, shown; the next number
    /// moves on.
    pub fn add_card(&mut self) {
        self.cards.push(EnteredCard {
            number: self.next_number,
            ..EnteredCard::default()
        });
        self.cards.sort_by_key(|c| c.number);
        self.chosen = self.cards.iter().position(|c| c.number == self.next_number);
        self.next_number = self.free_number();
    }

    /// The card shown taken out.
    pub fn remove_card(&mut self) {
        if let Some(i) = self.chosen.filter(|i| *i < self.cards.len()) {
            self.cards.remove(i);
            self.chosen = (!self.cards.is_empty()).then_some(i.min(self.cards.len() - 1));
        }
    }

    /// A step of the kind added to one text of the card shown (the
    /// shaded one when `shaded`), each field at its first value.
    pub fn add_step(&mut self, shaded: bool, kind: &str) {
        let Some(kind) = self.form.steps.iter().find(|k| k.key == kind).cloned() else {
            return;
        };
        let step = EffectStep::new(&kind, &self.form);
        if let Some(card) = self.chosen_mut() {
            let text = if shaded {
                &mut card.shaded
            } else {
                &mut card.unshaded
            };
            text.push(step);
        }
    }

    /// The cards written as the volume's own cards file, checked: the data
    /// with them merged, the file's place in the user data folder and its
    /// text; or what they break, as the volume says it.
    pub fn checked<V: Volume>(
        &self,
        (volume, data): (&V, &V::Data),
        words: &VolumeWords,
    ) -> CheckedFile<V::Data> {
        let lang = words.lang();
        let Some((own, text)) = volume.cards_file(data, &self.cards) else {
            return Err(vec![say(lang, "table-cards-none", Args::new())]);
        };
        let mut problems = Vec::new();
        let mut seen = Vec::new();
        for card in &self.cards {
            if seen.contains(&card.number) {
                let args = Args::new().num("number", i64::from(card.number));
                problems.push(say(lang, "table-cards-twice", args));
            }
            seen.push(card.number);
        }
        check_own_file((volume, data), (own, text), problems)
    }

    /// Says what the cards break, when they changed since last checked.
    pub fn recheck<V: Volume>(&mut self, volume: (&V, &V::Data), words: &VolumeWords) {
        if self.checked.as_ref() == Some(&self.cards) {
            return;
        }
        self.problems = match self.checked(volume, words) {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        };
        self.checked = Some(self.cards.clone());
    }

    /// Saves the cards as the volume's own cards file in `folder`, when
    /// they break nothing: the data with them merged. What was done, or
    /// why not, is said.
    pub fn save<V: Volume>(
        &mut self,
        volume: (&V, &V::Data),
        folder: Option<&Path>,
        words: &VolumeWords,
    ) -> Option<V::Data> {
        let lang = words.lang();
        let messages = (lang, ("table-cards-not-saved", "table-cards-saved"));
        save_own_file(
            self.checked(volume, words),
            folder,
            messages,
            (&mut self.problems, &mut self.said),
        )
    }

    /// The mode: the list of cards on the left, the card shown beside it.
    pub fn ui(&mut self, ui: &mut Ui, words: &VolumeWords) -> Option<CardAsk> {
        let lang = words.lang();
        let mut ask = None;
        ui.heading(say(lang, "table-cards-title", Args::new()));
        ui.label(say(lang, "table-cards-how", Args::new()));
        ui.separator();
        ui.columns(2, |columns| {
            self.list_ui(&mut columns[0], words);
            egui::ScrollArea::vertical()
                .id_salt("table-cards-card")
                .show(&mut columns[1], |ui| self.card_ui(ui, words));
        });
        ui.separator();
        problems_ui(ui, lang, &self.problems, "table-cards-no-problems");
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(say(lang, "table-cards-save", Args::new()))
                .on_hover_text(say(lang, "table-cards-save-hint", Args::new()))
                .clicked()
            {
                ask = Some(CardAsk::Save);
            }
            if ui
                .button(say(lang, "table-entry-close", Args::new()))
                .on_hover_text(say(lang, "table-entry-close-hint", Args::new()))
                .clicked()
            {
                ask = Some(CardAsk::Close);
            }
        });
        if !self.said.is_empty() {
            ui.label(self.said.clone());
        }
        ask
    }

    /// The cards entered, one button each, and a new card's number.
    fn list_ui(&mut self, ui: &mut Ui, words: &VolumeWords) {
        let lang = words.lang();
        for (i, card) in self.cards.iter().enumerate() {
            let label = format!("{} · {}", card.number, card.title);
            if ui.selectable_label(self.chosen == Some(i), label).clicked() {
                self.chosen = Some(i);
            }
        }
        ui.horizontal_wrapped(|ui| {
            let (least, most) = self.form.numbers;
            let label = ui.label(say(lang, "table-cards-number", Args::new()));
            ui.add(DragValue::new(&mut self.next_number).range(least..=most))
                .labelled_by(label.id);
            if ui
                .button(say(lang, "table-cards-add", Args::new()))
                .clicked()
            {
                self.add_card();
            }
        });
    }

    /// The card shown: its title, "Stay Eligible", its two texts' steps.
    fn card_ui(&mut self, ui: &mut Ui, words: &VolumeWords) {
        let lang = words.lang();
        let form = self.form.clone();
        let mut removed = false;
        let mut added: Option<(bool, String)> = None;
        let Some(card) = self.chosen.and_then(|i| self.cards.get_mut(i)) else {
            ui.label(say(lang, "table-cards-none-chosen", Args::new()));
            return;
        };
        ui.horizontal_wrapped(|ui| {
            let args = Args::new().num("number", i64::from(card.number));
            let label = ui.label(say(lang, "table-cards-card", args));
            ui.text_edit_singleline(&mut card.title)
                .labelled_by(label.id)
                .on_hover_text(say(lang, "table-cards-title-hint", Args::new()));
        });
        ui.checkbox(&mut card.stay, say(lang, "table-cards-stay", Args::new()));
        for (shaded, key) in [
            (false, "table-cards-unshaded"),
            (true, "table-cards-shaded"),
        ] {
            let heading = ui.label(RichText::new(say(lang, key, Args::new())).strong());
            let steps = if shaded {
                &mut card.shaded
            } else {
                &mut card.unshaded
            };
            let mut gone = None;
            for (j, step) in steps.iter_mut().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    step_ui(ui, (&form, words), step, (shaded, j));
                    if ui
                        .small_button(say(lang, "table-cards-remove-step-button", Args::new()))
                        .on_hover_text(say(lang, "table-cards-remove-step", Args::new()))
                        .clicked()
                    {
                        gone = Some(j);
                    }
                });
            }
            if let Some(j) = gone {
                steps.remove(j);
            }
            let id = if shaded {
                "table-cards-add-shaded"
            } else {
                "table-cards-add-unshaded"
            };
            ComboBox::from_id_salt(id)
                .selected_text(say(lang, "table-cards-add-step", Args::new()))
                .show_ui(ui, |ui| {
                    for kind in &form.steps {
                        let name = words.name(&format!("step-{}", kind.key));
                        if ui.selectable_label(false, name).clicked() {
                            added = Some((shaded, kind.key.clone()));
                        }
                    }
                })
                .response
                .labelled_by(heading.id);
        }
        if ui
            .button(say(lang, "table-cards-remove", Args::new()))
            .clicked()
        {
            removed = true;
        }
        if let Some((shaded, kind)) = added {
            self.add_step(shaded, &kind);
        }
        if removed {
            self.remove_card();
        }
    }
}

/// One step's fields: a side, a kind of piece or a number each.
fn step_ui(
    ui: &mut Ui,
    (form, words): (&EffectForm, &VolumeWords),
    step: &mut EffectStep,
    at: (bool, usize),
) {
    let label = ui.label(words.name(&format!("step-{}", step.kind)));
    let Some(kind) = form.steps.iter().find(|k| k.key == step.kind) else {
        return;
    };
    for (f, field) in kind.fields.iter().enumerate() {
        let Some(value) = step.values.get_mut(f) else {
            continue;
        };
        let id = ("table-cards-field", at, f);
        match field {
            FieldKind::Side | FieldKind::Piece => {
                let options = if *field == FieldKind::Side {
                    &form.sides
                } else {
                    &form.pieces
                };
                ComboBox::from_id_salt(id)
                    .selected_text(words.name(value))
                    .show_ui(ui, |ui| {
                        for key in options {
                            ui.selectable_value(value, key.clone(), words.name(key));
                        }
                    })
                    .response
                    .labelled_by(label.id);
            }
            FieldKind::Number { least, most } => {
                let mut n: i64 = value.parse().unwrap_or(*least);
                ui.add(DragValue::new(&mut n).range(*least..=*most))
                    .labelled_by(label.id);
                *value = n.to_string();
            }
        }
    }
}
