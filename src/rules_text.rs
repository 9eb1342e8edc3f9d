//! Our own summaries of the rulebook's sections (`docs/rules/<lang>/chapter-N.md`),
//! compiled in, split by section, and shown as formatted text. Section numbers
//! in parentheses become links to those sections.

use std::collections::BTreeMap;

use coin_table::RuleRef;
use egui::text::LayoutJob;
use egui::{FontId, TextFormat, Ui};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::i18n::fluent::Lang;

macro_rules! chapters {
    ($lang:literal) => {
        [
            include_str!(concat!("../docs/rules/", $lang, "/chapter-1.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-2.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-3.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-4.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-5.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-6.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-7.md")),
            include_str!(concat!("../docs/rules/", $lang, "/chapter-8.md")),
        ]
    };
}

/// One section's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its title in that language.
    pub title: String,
    /// Its Markdown body.
    pub body: String,
}

/// The summaries in every language.
#[derive(Clone, Debug, Default)]
pub struct RuleTexts {
    by_lang: [BTreeMap<RuleRef, Summary>; 3],
}

impl RuleTexts {
    /// The summaries compiled into the program.
    pub fn bundled() -> RuleTexts {
        let mut texts = RuleTexts::default();
        for (slot, chapters) in [chapters!("en"), chapters!("it"), chapters!("es")]
            .into_iter()
            .enumerate()
        {
            if let Some(map) = texts.by_lang.get_mut(slot) {
                for chapter in chapters {
                    split_sections(chapter, map);
                }
            }
        }
        texts
    }

    /// The summary of a section in a language, falling back to English.
    pub fn get(&self, lang: Lang, rule: RuleRef) -> Option<&Summary> {
        let slot = match lang {
            Lang::En => 0,
            Lang::It => 1,
            Lang::Es => 2,
        };
        self.by_lang
            .get(slot)
            .and_then(|map| map.get(&rule))
            .or_else(|| self.by_lang.first().and_then(|map| map.get(&rule)))
    }

    /// Every section that has a summary in a language.
    pub fn sections(&self, lang: Lang) -> Vec<RuleRef> {
        let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.by_lang
            .get(slot)
            .map(|map| map.keys().copied().collect())
            .unwrap_or_default()
    }
}

/// Splits a chapter file into sections at its `## <number> <title>` headings.
fn split_sections(text: &str, into: &mut BTreeMap<RuleRef, Summary>) {
    let mut current: Option<(RuleRef, String, String)> = None;
    for line in text.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            if let Some((rule, title, body)) = current.take() {
                into.insert(
                    rule,
                    Summary {
                        title,
                        body: body.trim().to_owned(),
                    },
                );
            }
            let (number, title) = heading.split_once(' ').unwrap_or((heading, ""));
            if let Ok(rule) = RuleRef::parse(number.trim()) {
                current = Some((rule, title.trim().to_owned(), String::new()));
            }
        } else if line.starts_with("# ") {
            continue;
        } else if let Some((_, _, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    if let Some((rule, title, body)) = current {
        into.insert(
            rule,
            Summary {
                title,
                body: body.trim().to_owned(),
            },
        );
    }
}

/// Renders Markdown (paragraphs, lists, bold, italics, code) into `ui`.
/// Returns a section if the reader clicked a reference to it.
pub fn markdown_ui(ui: &mut Ui, markdown: &str) -> Option<RuleRef> {
    let body = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Body)
        .cloned()
        .unwrap_or_else(|| FontId::proportional(14.0));
    let color = ui.visuals().text_color();
    let strong_color = ui.visuals().strong_text_color();
    let mut clicked = None;
    let mut job = LayoutJob::default();
    let mut bold = 0u32;
    let mut italic = 0u32;
    let mut list_depth = 0usize;
    let flush = |ui: &mut Ui, job: &mut LayoutJob, clicked: &mut Option<RuleRef>| {
        if job.text.trim().is_empty() {
            *job = LayoutJob::default();
            return;
        }
        let text = job.text.clone();
        job.wrap.max_width = ui.available_width();
        ui.label(std::mem::take(job));
        // Section references in the paragraph, offered as links below it.
        let refs = section_refs(&text);
        if !refs.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for rule in refs {
                    if ui.small_button(format!("§ {rule}")).clicked() {
                        *clicked = Some(rule);
                    }
                }
            });
        }
        ui.add_space(4.0);
    };
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::Strong) => bold += 1,
            Event::End(TagEnd::Strong) => bold = bold.saturating_sub(1),
            Event::Start(Tag::Emphasis) => italic += 1,
            Event::End(TagEnd::Emphasis) => italic = italic.saturating_sub(1),
            Event::Start(Tag::List(_)) => list_depth += 1,
            Event::End(TagEnd::List(_)) => list_depth = list_depth.saturating_sub(1),
            Event::Start(Tag::Item) => {
                flush(ui, &mut job, &mut clicked);
                let indent = "    ".repeat(list_depth.saturating_sub(1));
                job.append(
                    &format!("{indent}• "),
                    0.0,
                    TextFormat::simple(body.clone(), color),
                );
            }
            Event::End(TagEnd::Item) | Event::End(TagEnd::Paragraph) => {
                flush(ui, &mut job, &mut clicked)
            }
            Event::Text(text) | Event::Code(text) => {
                let mut format =
                    TextFormat::simple(body.clone(), if bold > 0 { strong_color } else { color });
                format.italics = italic > 0;
                job.append(&text, 0.0, format);
            }
            Event::SoftBreak => job.append(" ", 0.0, TextFormat::simple(body.clone(), color)),
            Event::HardBreak => job.append("\n", 0.0, TextFormat::simple(body.clone(), color)),
            _ => {}
        }
    }
    flush(ui, &mut job, &mut clicked);
    clicked
}

/// Section numbers mentioned in a text, such as `(see 1.4.3)`, in order, once each.
pub fn section_refs(text: &str) -> Vec<RuleRef> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes.get(i).is_some_and(u8::is_ascii_digit)
            && (i == 0
                || !bytes
                    .get(i - 1)
                    .is_some_and(|b| b.is_ascii_digit() || *b == b'.'));
        if starts {
            let mut end = i;
            while end < bytes.len()
                && bytes
                    .get(end)
                    .is_some_and(|b| b.is_ascii_digit() || *b == b'.')
            {
                end += 1;
            }
            let candidate = text.get(i..end).unwrap_or("").trim_end_matches('.');
            if candidate.contains('.')
                && let Ok(rule) = RuleRef::parse(candidate)
                && (1..=8).contains(&rule.chapter())
                && !found.contains(&rule)
            {
                found.push(rule);
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use gandhi_validator::components::GameData;

    #[test]
    fn every_section_has_a_summary_in_every_language() {
        let data = GameData::bundled().unwrap();
        let texts = RuleTexts::bundled();
        for lang in Lang::ALL {
            let sections = texts.sections(lang);
            for (rule, _) in data.rules.iter() {
                assert!(
                    sections.contains(&rule),
                    "{rule} lacks a summary in {lang:?}"
                );
                let summary = texts.get(lang, rule).unwrap();
                assert!(summary.body.len() > 40, "{rule} in {lang:?} is too short");
                assert!(!summary.title.is_empty());
            }
            assert_eq!(
                sections.len(),
                data.rules.len(),
                "{lang:?} has no extra sections"
            );
        }
        // English titles are the rules index's titles.
        for (rule, title) in data.rules.iter() {
            assert_eq!(texts.get(Lang::En, rule).unwrap().title, title, "{rule}");
        }
    }

    #[test]
    fn section_references_are_found_once_each() {
        let refs =
            section_refs("Bases (see 1.4.2) and 1.4.2 again; Raj Control 1.7. Page 12, 3.2.4.");
        let text: Vec<String> = refs.iter().map(|r| r.to_string()).collect();
        assert_eq!(text, ["1.4.2", "1.7", "3.2.4"]);
    }
}
