//! Our own summaries of each volume's rulebook sections, compiled in, split
//! by section, and shown as formatted text: Gandhi's in
//! `docs/rules/<lang>/chapter-N.md`, another volume's in
//! `docs/rules/<volume>/<lang>/chapter-N.md`. Section numbers in
//! parentheses become links to those sections.

use std::collections::BTreeMap;

use coin_table::{RuleRef, Volume};
use egui::text::LayoutJob;
use egui::{FontId, TextFormat, Ui};
use gandhi_validator::volume::Gandhi;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use vijayanagara::Vijayanagara;

use crate::i18n::fluent::{Args, Lang, say};

/// A volume's chapter files in one language, from `docs/rules/` followed
/// by the volume's folder (empty for Gandhi's), the language and
/// `chapter-N.md` for each `N` given.
macro_rules! chapters {
    ($dir:literal, $lang:literal, $($n:literal),+) => {
        [$(include_str!(concat!("../docs/rules/", $dir, $lang, "/chapter-", $n, ".md"))),+]
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

/// One volume's summaries, by language (in the order of `slot`).
type VolumeTexts = [BTreeMap<RuleRef, Summary>; 3];

/// The summaries of every volume in every language.
#[derive(Clone, Debug, Default)]
pub struct RuleTexts {
    /// Each volume's summaries, by the volume's key (`Volume::key`).
    by_volume: BTreeMap<&'static str, VolumeTexts>,
}

impl RuleTexts {
    /// The summaries compiled into the program: Gandhi's and Vijayanagara's.
    pub fn bundled() -> RuleTexts {
        let mut texts = RuleTexts::default();
        texts.by_volume.insert(
            Gandhi.key(),
            split_volume([
                &chapters!("", "en", 1, 2, 3, 4, 5, 6, 7, 8),
                &chapters!("", "it", 1, 2, 3, 4, 5, 6, 7, 8),
                &chapters!("", "es", 1, 2, 3, 4, 5, 6, 7, 8),
            ]),
        );
        texts.by_volume.insert(
            Vijayanagara.key(),
            split_volume([
                &chapters!("vijayanagara/", "en", 1, 2, 3, 4, 5),
                &chapters!("vijayanagara/", "it", 1, 2, 3, 4, 5),
                &chapters!("vijayanagara/", "es", 1, 2, 3, 4, 5),
            ]),
        );
        texts
    }

    /// The summary of a section of Gandhi's rulebook in a language, falling
    /// back to English.
    pub fn get(&self, lang: Lang, rule: RuleRef) -> Option<&Summary> {
        self.of(Gandhi.key(), lang, rule)
    }

    /// Every section of Gandhi's rulebook that has a summary in a language.
    pub fn sections(&self, lang: Lang) -> Vec<RuleRef> {
        self.sections_of(Gandhi.key(), lang)
    }

    /// The summary of a section of a volume's rulebook (the volume by its
    /// key, as `coin_table::Volume::key` gives it) in a language, falling
    /// back to English; none for a volume or section without one.
    pub fn of(&self, volume: &str, lang: Lang, rule: RuleRef) -> Option<&Summary> {
        let texts = self.by_volume.get(volume)?;
        texts
            .get(slot(lang))
            .and_then(|map| map.get(&rule))
            .or_else(|| texts.first().and_then(|map| map.get(&rule)))
    }

    /// Every section of a volume's rulebook (by its key) that has a summary
    /// in a language; none for a volume without summaries.
    pub fn sections_of(&self, volume: &str, lang: Lang) -> Vec<RuleRef> {
        self.by_volume
            .get(volume)
            .and_then(|texts| texts.get(slot(lang)))
            .map(|map| map.keys().copied().collect())
            .unwrap_or_default()
    }
}

/// Where a language's summaries are kept in a volume's texts.
fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::It => 1,
        Lang::Es => 2,
    }
}

/// A volume's summaries from its chapter files in English, Italian and
/// Spanish.
fn split_volume(chapters: [&[&str]; 3]) -> VolumeTexts {
    chapters.map(|files| {
        let mut map = BTreeMap::new();
        for chapter in files {
            split_sections(chapter, &mut map);
        }
        map
    })
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

/// Markdown as plain text, for a tooltip: paragraphs apart by a blank
/// line, each list item on its own line after `• ` (or its number, for a
/// numbered list; indented when nested), and no marker of emphasis or code.
pub fn plain_text(markdown: &str) -> String {
    let mut out = String::new();
    // The lists the text is in: the next number of each numbered one.
    let mut lists: Vec<Option<u64>> = Vec::new();
    let new_line = |out: &mut String| {
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
    };
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::List(first)) => {
                new_line(&mut out);
                lists.push(first);
            }
            Event::End(TagEnd::List(_)) => {
                lists.pop();
                if lists.is_empty() {
                    out.push('\n');
                }
            }
            Event::Start(Tag::Item) => {
                new_line(&mut out);
                out.push_str(&"    ".repeat(lists.len().saturating_sub(1)));
                match lists.last_mut() {
                    Some(Some(n)) => {
                        out.push_str(&format!("{n}. "));
                        *n += 1;
                    }
                    _ => out.push_str("• "),
                }
            }
            Event::End(TagEnd::Item) => new_line(&mut out),
            Event::End(TagEnd::Paragraph) => {
                new_line(&mut out);
                if lists.is_empty() {
                    out.push('\n');
                }
            }
            Event::Text(text) | Event::Code(text) => out.push_str(&text),
            Event::SoftBreak => out.push(' '),
            Event::HardBreak => out.push('\n'),
            _ => {}
        }
    }
    let mut text = String::new();
    for line in out.trim().lines().map(str::trim_end) {
        if !(line.is_empty() && text.ends_with("\n\n")) {
            text.push_str(line);
            text.push('\n');
        }
    }
    text.trim_end().to_owned()
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

/// A section's summary as a report quotes it: its heading (the section
/// and its title), then the summary, each line behind `>`.
pub(crate) fn summary_section(lang: Lang, rule: RuleRef, summary: &Summary) -> String {
    let title = say(
        lang,
        "report-rule-summary",
        Args::new()
            .text("rule", rule.to_string())
            .text("title", summary.title.clone()),
    );
    format!("### {title}\n\n{}\n", quote(&summary.body))
}

/// A rule summary quoted, each line behind `>`.
fn quote(markdown: &str) -> String {
    markdown
        .lines()
        .map(|line| format!("> {line}"))
        .collect::<Vec<_>>()
        .join("\n")
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
    fn every_vijayanagara_section_has_a_summary_in_every_language() {
        let data = vijayanagara::Data::bundled().unwrap();
        let index = Vijayanagara.rules(&data);
        let key = Vijayanagara.key();
        assert_eq!(key, "vijayanagara");
        let texts = RuleTexts::bundled();
        for lang in Lang::ALL {
            let sections = texts.sections_of(key, lang);
            for (rule, _) in index.iter() {
                assert!(
                    sections.contains(&rule),
                    "{rule} lacks a summary in {lang:?}"
                );
                let summary = texts.of(key, lang, rule).unwrap();
                assert!(summary.body.len() > 40, "{rule} in {lang:?} is too short");
                assert!(!summary.title.is_empty());
            }
            let extra: Vec<&RuleRef> = sections.iter().filter(|r| !index.contains(**r)).collect();
            assert!(
                extra.is_empty(),
                "{lang:?} has sections the index lacks: {extra:?}"
            );
            assert_eq!(sections.len(), index.len());
        }
        // English titles are the rules index's titles, and the files follow
        // the index's order, one heading per section.
        for (rule, title) in index.iter() {
            assert_eq!(
                texts.of(key, Lang::En, rule).unwrap().title,
                title,
                "{rule}"
            );
        }
        let listed: Vec<RuleRef> = index.iter().map(|(rule, _)| rule).collect();
        for files in [
            chapters!("vijayanagara/", "en", 1, 2, 3, 4, 5),
            chapters!("vijayanagara/", "it", 1, 2, 3, 4, 5),
            chapters!("vijayanagara/", "es", 1, 2, 3, 4, 5),
        ] {
            let headings: Vec<RuleRef> = files
                .iter()
                .inspect(|file| assert!(file.starts_with("# "), "a chapter heading"))
                .flat_map(|file| file.lines())
                .filter_map(|line| line.strip_prefix("## "))
                .map(|heading| RuleRef::parse(heading.split(' ').next().unwrap()).unwrap())
                .collect();
            assert_eq!(headings, listed);
        }
        // Another language's title is its own, and a volume without
        // summaries has none.
        let rule = RuleRef::parse("1.3.3").unwrap();
        assert_eq!(
            texts.of(key, Lang::It, rule).unwrap().title,
            "Lo spazio di Delhi"
        );
        assert_eq!(
            texts.of(key, Lang::Es, rule).unwrap().title,
            "El espacio de Delhi"
        );
        assert!(texts.of("tiny", Lang::En, rule).is_none());
        assert!(texts.sections_of("tiny", Lang::En).is_empty());
    }

    #[test]
    fn gandhis_summaries_are_kept_under_its_volumes_key() {
        let texts = RuleTexts::bundled();
        let rule = RuleRef::parse("1.3.4").unwrap();
        for lang in Lang::ALL {
            assert_eq!(texts.get(lang, rule), texts.of("gandhi", lang, rule));
            assert_eq!(texts.sections(lang), texts.sections_of("gandhi", lang));
        }
        assert_ne!(
            texts.of("gandhi", Lang::En, rule),
            texts.of("vijayanagara", Lang::En, rule)
        );
    }

    #[test]
    fn plain_text_keeps_the_words_and_drops_the_markers() {
        let markdown = "A **bold** and *slanted* `word`\nover two lines.\n\n- one (1.4.2)\n- two\n  - nested\n\n1. first\n2. second\n\nLast.";
        assert_eq!(
            plain_text(markdown),
            "A bold and slanted word over two lines.\n\n• one (1.4.2)\n• two\n    • nested\n\n1. first\n2. second\n\nLast."
        );
    }

    #[test]
    fn section_references_are_found_once_each() {
        let refs =
            section_refs("Bases (see 1.4.2) and 1.4.2 again; Raj Control 1.7. Page 12, 3.2.4.");
        let text: Vec<String> = refs.iter().map(|r| r.to_string()).collect();
        assert_eq!(text, ["1.4.2", "1.7", "3.2.4"]);
    }
}
