//! A dispute report of any volume's game on the table's log: a range of
//! entries written out for whoever was not at the table, in Markdown and
//! as one HTML page, with the board before and after as pictures drawn
//! from the volume's layout, and the hash of the entries covered so that
//! the report can be matched to the log. Like Gandhi's own report
//! (`report.rs`, decision 0040), whatever a file or a player wrote is
//! escaped in the Markdown, the HTML made from it is cleaned down to the
//! report's own elements, and only the program's pictures go in after.

use std::fmt::Write as _;
use std::ops::RangeInclusive;

use coin_table::{
    Hash, Judged, Layout, NotPlanned, RuleRef, TableEntry, TableLog, Total, Verdict, Volume,
    canonical, non_player_trace, replay,
};
use sha2::{Digest, Sha256};

use crate::i18n::fluent::{Args, say};
use crate::i18n::volume::VolumeWords;
use crate::report::{
    DisputeReport, annotation_lines, escape, escape_html, report_facts, report_title, svg_link,
    svg_open, svg_space,
};
use crate::rules_text::{RuleTexts, summary_section};

/// Reads `N` or `N..M` (entries numbered from 1), as `--entry` takes it.
pub fn entry_range(text: &str) -> Option<RangeInclusive<usize>> {
    let (from, to) = match text.split_once("..") {
        Some((from, to)) => (from.trim().parse().ok()?, to.trim().parse().ok()?),
        None => {
            let n = text.trim().parse().ok()?;
            (n, n)
        }
    };
    (from >= 1 && from <= to).then_some(from..=to)
}

/// Why the log's entry `i` is what it is, worded, when a non-player's
/// system made it: its decisions planned again from the log
/// ([`non_player_trace`]), with a line saying so when the entry is no
/// longer that plan; nothing for a player's entry.
pub fn why_lines<V: Volume>(
    (volume, data): (&V, &V::Data),
    words: &VolumeWords,
    log: &TableLog,
    i: usize,
) -> Vec<String> {
    let lang = words.lang();
    match non_player_trace(volume, data, log, i) {
        None => Vec::new(),
        Some(Ok((trace, same))) => {
            let mut lines: Vec<String> = trace.iter().map(|r| words.reason_line(r)).collect();
            if !same {
                lines.push(say(lang, "table-board-why-changed", Args::new()));
            }
            lines
        }
        Some(Err(NotPlanned::Asked(question))) => vec![words.reason(&question.asked, true)],
        Some(Err(NotPlanned::Cannot(reason))) => {
            vec![say(
                lang,
                "table-board-refused",
                Args::new().text("reason", reason),
            )]
        }
    }
}

/// An entry of the log in Markdown: its heading, its gestures, why a
/// non-player made it (`why`, as [`why_lines`] gives it), what the rules
/// said of it (quoted) and the totals after it; every text passed
/// through `plain` (the identity, or [`escape`] where the Markdown is to
/// be read as such).
pub fn entry_markdown(
    words: &VolumeWords,
    (i, entry): (usize, &TableEntry),
    (step, why): (&Judged, &[String]),
    plain: fn(&str) -> String,
) -> String {
    let mut md = format!("## {}\n\n", plain(&words.entry_heading(i, entry)));
    for gesture in &entry.gestures {
        md += &format!("- {}\n", plain(&words.gesture(gesture)));
    }
    md += "\n";
    if !why.is_empty() {
        let heading = say(words.lang(), "table-board-why", Args::new());
        md += &format!("{}:\n\n", plain(&heading));
        for line in why {
            md += &format!("- {}\n", plain(line));
        }
        md += "\n";
    }
    for line in verdict_lines(words, &step.verdicts) {
        md += &format!("> {}\n", plain(&line));
    }
    md += "\n";
    for line in total_lines(words, &step.totals) {
        md += &format!("- {}\n", plain(&line));
    }
    md += "\n";
    md
}

/// What the rules said, a line each; a line saying nothing broke when
/// nothing did.
pub fn verdict_lines(words: &VolumeWords, verdicts: &[Verdict]) -> Vec<String> {
    if verdicts.is_empty() {
        return vec![say(words.lang(), "table-no-verdict", Args::new())];
    }
    verdicts.iter().map(|v| words.verdict_line(v)).collect()
}

/// The totals, a line each.
pub fn total_lines(words: &VolumeWords, totals: &[Total]) -> Vec<String> {
    totals.iter().map(|t| words.total(t)).collect()
}

/// The SHA-256 of the entries covered as the log seals them, one after
/// another, in hexadecimal.
fn entries_hash(entries: &[TableEntry]) -> String {
    let mut hasher = Sha256::new();
    for entry in entries {
        hasher.update(canonical(entry));
    }
    Hash(hasher.finalize().into()).hex()
}

/// What a dispute report of the table's log is made from: the volume and
/// its words, the log with what was said of each entry, the seal's
/// verdict as a sentence, our summaries of the rulebooks' sections, the
/// name the Markdown links its pictures by and when it is made.
pub struct TableReport<'a, V: Volume> {
    /// The volume.
    pub volume: &'a V,
    /// Its data.
    pub data: &'a V::Data,
    /// Its words.
    pub words: &'a VolumeWords,
    /// The log.
    pub log: &'a TableLog,
    /// What the volume said of each entry.
    pub steps: &'a [Judged],
    /// What the seal says, as a sentence.
    pub seal: &'a str,
    /// Our summaries of the rulebooks' sections, quoted for each section
    /// the entries' verdicts cite.
    pub texts: &'a RuleTexts,
}

impl<V: Volume> std::fmt::Debug for TableReport<'_, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableReport")
            .field("volume", &self.volume.key())
            .field("entries", &self.log.entries.len())
            .finish_non_exhaustive()
    }
}

impl<V: Volume> TableReport<'_, V> {
    /// The report of entries `range` (numbered from 1); a range past the
    /// log is cut to it. `None` when the log has no entry in the range.
    pub fn report(
        &self,
        range: RangeInclusive<usize>,
        (name, made): (&str, &str),
    ) -> Option<DisputeReport> {
        let (words, log) = (self.words, self.log);
        let lang = words.lang();
        let first = (*range.start()).max(1);
        let last = (*range.end()).min(log.entries.len());
        if first > last {
            return None;
        }
        let before = replay(self.volume, self.data, log, first - 1).ok()?;
        let after = replay(self.volume, self.data, log, last).ok()?;
        let (before, after) = (
            self.volume.layout(self.data, &before.state),
            self.volume.layout(self.data, &after.state),
        );
        let changed = changed_spaces(&before, &after);
        let before_svg = layout_svg(words, &before, &changed);
        let after_svg = layout_svg(words, &after, &changed);
        let hash = entries_hash(&log.entries[first - 1..last]);
        let mut md = String::new();
        self.head(&mut md, (first, last), (&hash, made));
        for (i, entry) in log.entries.iter().enumerate().take(last).skip(first - 1) {
            if let Some(step) = self.steps.get(i) {
                let why = why_lines((self.volume, self.data), words, log, i);
                md += &entry_markdown(words, (i, entry), (step, &why), escape);
            }
        }
        self.summaries(&mut md, self.steps.get(first - 1..last).unwrap_or_default());
        self.notes(&mut md, first..=last);
        let _ = writeln!(
            md,
            "## {}\n\n{}\n",
            say(lang, "report-board", Args::new()),
            say(lang, "report-changed", Args::new())
        );
        Some(DisputeReport::of(
            md,
            (first, last),
            (before_svg, after_svg),
            (hash, name, lang),
        ))
    }

    /// The title, the seal's verdict, the game, the range covered, when the
    /// report was made and the hash of the entries.
    fn head(&self, md: &mut String, (first, last): (usize, usize), (hash, made): (&str, &str)) {
        let (words, log) = (self.words, self.log);
        let lang = words.lang();
        let _ = writeln!(md, "# {}\n", report_title(lang, (first, last)));
        let _ = writeln!(md, "{}\n", self.seal);
        let scenario = words.name(&log.scenario);
        let count = log.entries.len();
        let facts = report_facts(lang, (&scenario, log.seed), (first, last, count), made);
        let hashed = say(lang, "table-report-hash", Args::new().text("hash", hash));
        for line in facts.into_iter().chain([hashed]) {
            let _ = writeln!(md, "{line}\n");
        }
    }

    /// Our summary of each section the verdicts of `steps` cite, in the
    /// order first cited, as Gandhi's report gives them; nothing when none
    /// is cited or the volume has no summary of them.
    fn summaries(&self, md: &mut String, steps: &[Judged]) {
        let lang = self.words.lang();
        let mut rules: Vec<RuleRef> = Vec::new();
        for verdict in steps.iter().flat_map(|step| &step.verdicts) {
            if !rules.contains(&verdict.rule) {
                rules.push(verdict.rule);
            }
        }
        let key = self.volume.key();
        let cited: Vec<_> = rules
            .into_iter()
            .filter_map(|rule| Some((rule, self.texts.of(key, lang, rule)?)))
            .collect();
        if cited.is_empty() {
            return;
        }
        let _ = writeln!(md, "## {}\n", say(lang, "table-report-rules", Args::new()));
        for (rule, summary) in cited {
            let _ = writeln!(md, "{}", summary_section(lang, rule, summary));
        }
    }

    /// The bookmarks and notes on the entries covered.
    fn notes(&self, md: &mut String, range: RangeInclusive<usize>) {
        let lang = self.words.lang();
        let notes: Vec<String> = self
            .log
            .annotations
            .iter()
            .filter(|a| range.contains(&a.entry))
            .flat_map(|a| annotation_lines(lang, a, None))
            .collect();
        if notes.is_empty() {
            return;
        }
        let _ = writeln!(md, "## {}\n", say(lang, "report-notes", Args::new()));
        for note in notes {
            let _ = writeln!(md, "- {note}");
        }
        md.push('\n');
    }
}

/// The keys of the spaces whose pieces differ between two layouts.
fn changed_spaces(before: &Layout, after: &Layout) -> Vec<String> {
    before
        .spaces
        .iter()
        .filter(|space| {
            let then = after.spaces.iter().find(|s| s.key == space.key);
            then.is_none_or(|then| then.pieces != space.pieces)
        })
        .map(|space| space.key.clone())
        .collect()
}

/// A layout as a picture: the lines between next spaces, each space at
/// its place with its name and pieces by their marks (the spaces in
/// `changed` outlined in orange), then the marks' legend and each box and
/// track as a line of text below. Every text in it is escaped.
pub fn layout_svg(words: &VolumeWords, layout: &Layout, changed: &[String]) -> String {
    const WIDTH: f32 = 960.0;
    const HEIGHT: f32 = 720.0;
    const LINE: f32 = 18.0;
    let marks = piece_marks(words, layout);
    let rows = 1 + layout.boxes.len() + layout.tracks.len();
    let height = HEIGHT + LINE * rows as f32 + 10.0;
    let mut svg = svg_open((WIDTH, height));
    let at = |(x, y): (f32, f32)| (40.0 + x * (WIDTH - 80.0), 30.0 + y * (HEIGHT - 60.0));
    for (i, space) in layout.spaces.iter().enumerate() {
        let next = layout.spaces.iter().skip(i + 1);
        for other in next.filter(|o| space.neighbours.contains(&o.key)) {
            svg_link(&mut svg, at(space.at), at(other.at));
        }
    }
    for space in &layout.spaces {
        let (x, y) = at(space.at);
        let size = if space.small {
            (70.0, 30.0)
        } else {
            (120.0, 34.0)
        };
        let top = svg_space(&mut svg, (x, y), size, changed.contains(&space.key));
        for (line, text) in [
            (12.0, words.name(&space.key)),
            (26.0, pieces_short(&marks, &space.pieces)),
        ] {
            let weight = if line < 20.0 {
                " font-weight=\"bold\""
            } else {
                ""
            };
            let _ = writeln!(
                svg,
                "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\"{weight}>{}</text>",
                top + line,
                escape_html(&text)
            );
        }
    }
    let legend = marks
        .iter()
        .map(|(key, mark)| format!("{mark} {}", words.name(key)))
        .collect::<Vec<_>>()
        .join(", ");
    let boxes = layout
        .boxes
        .iter()
        .map(|(key, pieces)| format!("{}: {}", words.name(key), pieces_short(&marks, pieces)));
    let tracks = layout
        .tracks
        .iter()
        .map(|(key, value)| format!("{}: {value}", words.name(key)));
    for (row, text) in std::iter::once(legend)
        .chain(boxes)
        .chain(tracks)
        .enumerate()
    {
        let _ = writeln!(
            svg,
            "<text x=\"20\" y=\"{:.0}\">{}</text>",
            HEIGHT + LINE * row as f32 + 4.0,
            escape_html(&text)
        );
    }
    svg.push_str("</svg>");
    svg
}

/// Each kind of piece the layout holds, in the order first met, with its
/// mark in the pictures ([`VolumeWords::mark`]), told apart from the
/// kinds before it.
fn piece_marks(words: &VolumeWords, layout: &Layout) -> Vec<(String, String)> {
    let kinds = layout
        .spaces
        .iter()
        .map(|space| &space.pieces)
        .chain(layout.boxes.iter().map(|(_, pieces)| pieces))
        .flatten()
        .map(|(key, _)| key);
    let mut marks: Vec<(String, String)> = Vec::new();
    for key in kinds {
        if marks.iter().any(|(known, _)| known == key) {
            continue;
        }
        let taken: Vec<String> = marks.iter().map(|(_, m)| m.clone()).collect();
        let mark = words.mark(key, &taken);
        marks.push((key.clone(), mark));
    }
    marks
}

/// Pieces in short, by their marks: `T2 S1 UG3`.
fn pieces_short(marks: &[(String, String)], pieces: &[(String, u32)]) -> String {
    pieces
        .iter()
        .map(|(key, count)| {
            let mark = marks
                .iter()
                .find(|(k, _)| k == key)
                .map_or(key.as_str(), |(_, m)| m);
            format!("{mark}{count}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}
