//! A dispute report: a range of log entries written out for whoever was
//! not at the table (or an umpire), in Markdown and as one self-contained
//! HTML page: what the seal of the saved game says and what it covers, who
//! did what and when, every change, the dice, the findings with their rule
//! sections and the program's summary of each rule, the notes, the board
//! before and after as pictures, and the hash of the entries covered so the
//! report can be matched to the saved game.
//!
//! Whatever a player or a file wrote (notes, bookmark names, names from a
//! data folder, file names) is written as plain text: escaped so that
//! Markdown reads nothing in it ([`escape`]), and the HTML made from the
//! Markdown is cleaned by `ammonia` down to the elements the report itself
//! makes (decision 0040). Only the board pictures, drawn by the program
//! with their text escaped, are put in after that.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::ops::RangeInclusive;

use coin_table::{Annotation, RuleRef};
use coin_table::{Hash, Seal};
use gandhi_validator::components::GameData;
use gandhi_validator::log::Entry;
use gandhi_validator::position::Edit;
use gandhi_validator::position::GameState;
use gandhi_validator::terms::{Piece, SpaceId};
use sha2::{Digest, Sha256};

use crate::files::{FileError, write_all_or_none};
use crate::i18n::{
    self,
    fluent::{Args, Lang, say},
};
use crate::rules_text::{RuleTexts, summary_section};
use crate::session::Session;

/// A report in its two forms, with the board pictures the Markdown links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisputeReport {
    /// Markdown; the board pictures are linked as `NAME-before.svg` and
    /// `NAME-after.svg` beside it.
    pub markdown: String,
    /// One HTML page, the pictures inside it.
    pub html: String,
    /// The board before the first entry covered, as SVG.
    pub before_svg: String,
    /// The board after the last entry covered, as SVG.
    pub after_svg: String,
    /// The SHA-256 of the entries covered, in hexadecimal.
    pub hash: String,
}

/// What a report is made from besides the game.
#[derive(Clone, Copy, Debug)]
pub struct ReportContext<'a> {
    /// The rule summaries.
    pub texts: &'a RuleTexts,
    /// The language.
    pub lang: Lang,
    /// The base name the Markdown links its pictures by.
    pub name: &'a str,
    /// When the report is made, as written in it.
    pub made: &'a str,
}

/// The report of entries `range` (numbered from 1, as the Log shows them)
/// of the game; a range past the log is cut to it. `None` when the log has
/// no entry in the range.
pub fn dispute_report(
    data: &GameData,
    session: &Session,
    range: RangeInclusive<usize>,
    cx: ReportContext<'_>,
) -> Option<DisputeReport> {
    let lang = cx.lang;
    let count = session.record().entries.len();
    let first = (*range.start()).max(1);
    let last = (*range.end()).min(count);
    if first > last {
        return None;
    }
    let before = session.state_after(first - 1)?;
    let after = session.state_after(last)?;
    let hash = entries_hash(data, session, first..=last);
    let changed = changed_spaces(before, after);
    let before_svg = board_svg(data, before, &changed, lang);
    let after_svg = board_svg(data, after, &changed, lang);
    let part = Sections {
        data,
        session,
        lang,
        first,
        last,
    };
    let mut md = String::new();
    part.head(&mut md, &hash, cx.made);
    part.what_happened(&mut md);
    part.dice(&mut md);
    part.findings(&mut md, cx.texts);
    part.notes(&mut md);
    part.board(&mut md);
    Some(DisputeReport::of(
        md,
        (first, last),
        (before_svg, after_svg),
        (hash, cx.name, lang),
    ))
}

impl DisputeReport {
    /// A report made of its Markdown so far, the entries it covers, the
    /// board before and after as pictures, the hash of the entries, the
    /// name the Markdown links the pictures by and the language: the
    /// pictures' headings and links added to the Markdown, and the page
    /// made from it, cleaned, with the pictures put in after.
    pub(crate) fn of(
        md: String,
        (first, last): (usize, usize),
        (before_svg, after_svg): (String, String),
        (hash, name, lang): (String, &str, Lang),
    ) -> DisputeReport {
        let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        let before_title = say(lang, "report-before", Args::new().num("n", number(first)));
        let after_title = say(lang, "report-after", Args::new().num("n", number(last)));
        let target = link_target(name);
        let markdown = format!(
            "{md}### {before_title}\n\n![{}]({target}-before.svg)\n\n### {after_title}\n\n![{}]({target}-after.svg)\n",
            escape(&before_title),
            escape(&after_title),
        );
        // The pictures go in after the cleaning: they are the program's
        // own, their text escaped where they are drawn.
        let body = format!(
            "{}<h3>{}</h3>\n{before_svg}\n<h3>{}</h3>\n{after_svg}\n",
            clean_html(&markdown_html(&md)),
            escape_html(&before_title),
            escape_html(&after_title),
        );
        let html = html_page(&say(lang, "report-page-title", Args::new()), &body, lang);
        DisputeReport {
            markdown,
            html,
            before_svg,
            after_svg,
            hash,
        }
    }
}

/// The parts of one report, each written as Markdown.
struct Sections<'a> {
    data: &'a GameData,
    session: &'a Session,
    lang: Lang,
    first: usize,
    last: usize,
}

impl<'a> Sections<'a> {
    /// The entries covered, with their numbers.
    fn entries(&self) -> impl Iterator<Item = (usize, &'a Entry)> + 'a {
        let entries = &self.session.record().entries;
        let first = self.first;
        entries
            .get(first - 1..self.last)
            .unwrap_or_default()
            .iter()
            .enumerate()
            .map(move |(i, entry)| (first + i, entry))
    }

    /// The title, the seal's verdict and what it covers, then the game,
    /// the file, the range, when it was made and the hash.
    fn head(&self, md: &mut String, hash: &str, made: &str) {
        let (lang, first, last) = (self.lang, self.first, self.last);
        let _ = writeln!(md, "# {}\n", report_title(lang, (first, last)));
        for line in seal_lines(lang, self.session) {
            let _ = writeln!(md, "{line}\n");
        }
        let record = self.session.record();
        let scenario = i18n::names::scenario_name(lang, self.data, &record.scenario);
        let file = self.session.path.as_ref().map_or_else(
            || say(lang, "report-not-saved", Args::new()),
            |p| escape(&p.display().to_string()),
        );
        let count = record.entries.len();
        let [game, covers, made] =
            report_facts(lang, (&scenario, record.seed), (first, last, count), made);
        for line in [
            game,
            say(lang, "report-file", Args::new().text("file", file)),
            covers,
            made,
            say(lang, "report-hash", Args::new().text("hash", hash)),
        ] {
            let _ = writeln!(md, "- {line}");
        }
    }

    /// Each entry: its number, time, who and what, with the sections of
    /// its findings.
    fn what_happened(&self, md: &mut String) {
        let lang = self.lang;
        let _ = writeln!(
            md,
            "\n## {}\n",
            say(lang, "report-what-happened", Args::new())
        );
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} |\n|---|---|---|---|",
            say(lang, "report-col-entry", Args::new()),
            say(lang, "report-col-when", Args::new()),
            say(lang, "report-col-who", Args::new()),
            say(lang, "report-col-what", Args::new()),
        );
        for (n, entry) in self.entries() {
            let who = entry
                .by
                .map_or_else(String::new, |f| i18n::names::faction(lang, f).to_owned());
            let mut what = i18n::log::edit_sentence(lang, self.data, &entry.edit);
            if !entry.findings.is_empty() {
                let rules: Vec<String> = entry
                    .findings
                    .iter()
                    .map(|f| format!("§{}", f.rule))
                    .collect();
                what.push_str(&format!(" ({})", rules.join(", ")));
            }
            let _ = writeln!(
                md,
                "| {n} | {} | {} | {} |",
                escape(&entry.at),
                escape(&who),
                escape(&what)
            );
        }
    }

    /// The dice rolled, by the program or at the table.
    fn dice(&self, md: &mut String) {
        let lang = self.lang;
        let dice: Vec<String> = self
            .entries()
            .filter_map(|(n, entry)| match &entry.edit {
                Edit::Die(die) => Some((n, *die)),
                _ => None,
            })
            .map(|(n, die)| {
                let how = if die.rolled {
                    "report-die-rolled"
                } else {
                    "report-die-typed"
                };
                let space = die
                    .space
                    .map(|s| i18n::names::space_name(lang, self.data, s))
                    .unwrap_or_default();
                say(
                    lang,
                    how,
                    Args::new()
                        .num("entry", n as i64)
                        .num("value", i64::from(die.value))
                        .text("space", space),
                )
            })
            .collect();
        if !dice.is_empty() {
            let _ = writeln!(md, "\n## {}\n", say(lang, "report-dice", Args::new()));
            for line in dice {
                let _ = writeln!(md, "- {}", escape(&line));
            }
        }
    }

    /// The findings, grouped by cause (decision 0038): what follows from a
    /// finding is listed beneath it; then the program's summary of each
    /// rule cited.
    fn findings(&self, md: &mut String, texts: &RuleTexts) {
        let lang = self.lang;
        let _ = writeln!(md, "\n## {}\n", say(lang, "report-findings", Args::new()));
        let mut rules: Vec<RuleRef> = Vec::new();
        for (n, entry) in self.entries() {
            let at = say(lang, "report-at-entry", Args::new().num("n", n as i64));
            for group in gandhi_validator::findings::groups(&entry.findings) {
                let members = std::iter::once(group.headline).chain(group.consequences);
                for (k, index) in members.enumerate() {
                    let Some(finding) = entry.findings.get(index) else {
                        continue;
                    };
                    let text = escape(&i18n::findings::recorded_finding(lang, self.data, finding));
                    let _ = if k == 0 {
                        writeln!(md, "- {at} **§ {}**: {text}", finding.rule)
                    } else {
                        let follows = say(lang, "report-follows", Args::new());
                        writeln!(md, "    - {follows} **§ {}**: {text}", finding.rule)
                    };
                    if !rules.contains(&finding.rule) {
                        rules.push(finding.rule);
                    }
                }
            }
        }
        if rules.is_empty() {
            let _ = writeln!(md, "{}", say(lang, "report-no-findings", Args::new()));
        }
        for rule in rules {
            if let Some(summary) = texts.get(lang, rule) {
                let _ = writeln!(md, "\n{}", summary_section(lang, rule, summary));
            }
        }
    }

    /// The notes on the entries, the players' bookmarks, and their notes
    /// on an entry or on a finding with its section.
    fn notes(&self, md: &mut String) {
        let lang = self.lang;
        let at_entry = |n: usize| say(lang, "report-at-entry", Args::new().num("n", n as i64));
        let mut notes: Vec<String> = self
            .entries()
            .filter_map(|(n, entry)| entry.note.as_ref().map(|note| (n, note)))
            .map(|(n, note)| format!("{}: {}", at_entry(n), escape(note)))
            .collect();
        let record = self.session.record();
        for a in record
            .annotations
            .iter()
            .filter(|a| (self.first..=self.last).contains(&a.entry))
        {
            let finding = a.finding.and_then(|f| {
                let entry = record.entries.get(a.entry.checked_sub(1)?)?;
                entry.findings.get(f)
            });
            notes.extend(annotation_lines(lang, a, finding.map(|f| f.rule)));
        }
        if !notes.is_empty() {
            let _ = writeln!(md, "\n## {}\n", say(lang, "report-notes", Args::new()));
            for note in notes {
                let _ = writeln!(md, "- {note}");
            }
        }
    }

    /// The board's heading, what the outline means and the legend.
    fn board(&self, md: &mut String) {
        let lang = self.lang;
        let _ = writeln!(md, "\n## {}\n", say(lang, "report-board", Args::new()));
        let _ = writeln!(md, "{}\n", say(lang, "report-changed", Args::new()));
        let _ = writeln!(md, "{}\n", say(lang, "report-legend", Args::new()));
    }
}

/// A report's title: the entry, or the entries from `first` to `last`
/// (numbered from 1), it covers.
pub(crate) fn report_title(lang: Lang, (first, last): (usize, usize)) -> String {
    let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let span = if first == last {
        say(
            lang,
            "report-one-entry",
            Args::new().num("n", number(first)),
        )
    } else {
        let args = Args::new()
            .num("from", number(first))
            .num("to", number(last));
        say(lang, "report-entries", args)
    };
    say(lang, "report-title", Args::new().text("span", span))
}

/// The lines of a report's head that every report has: the game (its
/// scenario's name and seed), the entries covered of how many, and when
/// and by which version it was made.
pub(crate) fn report_facts(
    lang: Lang,
    (scenario, seed): (&str, u64),
    (first, last, count): (usize, usize, usize),
    made: &str,
) -> [String; 3] {
    let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let game = Args::new()
        .text("scenario", escape(scenario))
        .num("seed", i64::try_from(seed).unwrap_or(i64::MAX));
    let covers = Args::new()
        .num("from", number(first))
        .num("to", number(last))
        .num("count", number(count));
    let made = Args::new()
        .text("when", escape(made))
        .text("version", env!("CARGO_PKG_VERSION"));
    [
        say(lang, "report-game", game),
        say(lang, "report-covers", covers),
        say(lang, "report-made", made),
    ]
}

/// A bookmark and a note as a report lists them, a line each; `on` is the
/// section of the finding the note is about, if any.
pub(crate) fn annotation_lines(lang: Lang, note: &Annotation, on: Option<RuleRef>) -> Vec<String> {
    let n = i64::try_from(note.entry).unwrap_or(i64::MAX);
    let bookmark = note.bookmark.as_ref().map(|name| {
        let args = Args::new().num("n", n).text("name", escape(name));
        say(lang, "report-bookmark", args)
    });
    let text = note.note.as_ref().map(|text| {
        let at = match on {
            Some(rule) => {
                let args = Args::new().num("n", n).text("rule", rule.to_string());
                say(lang, "report-note-on-finding", args)
            }
            None => say(lang, "report-at-entry", Args::new().num("n", n)),
        };
        format!("{at}: {}", escape(text))
    });
    bookmark.into_iter().chain(text).collect()
}

/// What the seal of the saved game says, and what a seal covers. A game
/// not saved yet has none; a game played on since it was opened or saved
/// has entries the seal does not cover yet.
fn seal_lines(lang: Lang, session: &Session) -> Vec<String> {
    let mut lines = Vec::new();
    match session.seal() {
        None => lines.push(say(lang, "report-seal-none", Args::new())),
        Some(seal) => {
            lines.push(say(
                lang,
                "report-seal",
                Args::new().text("verdict", i18n::log::seal_verdict(lang, seal)),
            ));
            let count = session.record().entries.len();
            if let Seal::Intact { entries } = seal
                && *entries != count
            {
                let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
                lines.push(say(
                    lang,
                    "report-seal-since",
                    Args::new()
                        .num("sealed", number(*entries))
                        .num("count", number(count)),
                ));
            }
        }
    }
    lines.push(say(lang, "report-seal-covers", Args::new()));
    lines
}

/// Writes a report as `html` names it: the page `NAME.html`, its Markdown
/// `NAME.md` and the two board pictures the Markdown links
/// (`NAME-before.svg`, `NAME-after.svg`), where `NAME` is `html` without
/// its ending (`-o out` writes `out.html`). The four are written as a set,
/// all or none, and none over `input`, the saved game the report is made
/// from ([`write_all_or_none`]). Returns the files written, page first.
pub fn write_report(
    html: &std::path::Path,
    report: &DisputeReport,
    input: Option<&std::path::Path>,
) -> Result<Vec<std::path::PathBuf>, FileError> {
    let stem = html.with_extension("");
    let with = |tail: &str| {
        let mut name = stem.as_os_str().to_owned();
        name.push(tail);
        std::path::PathBuf::from(name)
    };
    let files = [
        (with(".html"), report.html.as_bytes()),
        (with(".md"), report.markdown.as_bytes()),
        (with("-before.svg"), report.before_svg.as_bytes()),
        (with("-after.svg"), report.after_svg.as_bytes()),
    ];
    let set: Vec<(&std::path::Path, &[u8])> = files
        .iter()
        .map(|(path, bytes)| (path.as_path(), *bytes))
        .collect();
    write_all_or_none(&set, input.as_slice())?;
    Ok(files.into_iter().map(|(path, _)| path).collect())
}

/// The name the Markdown links the pictures by: the name of the files
/// [`write_report`] writes, without their endings.
pub fn picture_name(html: &std::path::Path) -> String {
    html.with_extension("")
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "report".to_owned())
}

/// The SHA-256 of the entries `range` (numbered from 1) as the saved game
/// writes them, one after another.
pub fn entries_hash(data: &GameData, session: &Session, range: RangeInclusive<usize>) -> String {
    let mut record = session.record().clone();
    let first = (*range.start()).max(1);
    let last = (*range.end()).min(record.entries.len());
    record.entries = record
        .entries
        .get(first - 1..last)
        .map(<[_]>::to_vec)
        .unwrap_or_default()
        .into();
    let text = gandhi_validator::log::record_to_yaml(data, &record);
    // Only the log's lines: the header names no entry.
    let log = text.split_once("\nlog:").map_or("", |(_, log)| log);
    Hash(Sha256::digest(log.as_bytes()).into()).hex()
}

/// Markdown as HTML, tables read.
fn markdown_html(markdown: &str) -> String {
    let mut html = String::new();
    let mut options = pulldown_cmark::Options::empty();
    options.insert(pulldown_cmark::Options::ENABLE_TABLES);
    pulldown_cmark::html::push_html(
        &mut html,
        pulldown_cmark::Parser::new_ext(markdown, options),
    );
    html
}

/// The elements the report's Markdown makes: headings, paragraphs, lists,
/// the table, emphasis, code, quotes and breaks. No link, no picture, no
/// script, no frame, no form, no style.
const REPORT_TAGS: [&str; 20] = [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "strong",
    "em",
    "code",
    "blockquote",
    "br",
    "hr",
];

/// The HTML made from the report's Markdown, cleaned by `ammonia` down to
/// [`REPORT_TAGS`] and the one attribute they use (where a numbered list
/// starts): whatever else got there is dropped, its text kept, the
/// content of a script or a style dropped whole.
fn clean_html(html: &str) -> String {
    ammonia::Builder::empty()
        .add_tags(REPORT_TAGS)
        .tag_attributes(HashMap::from([("ol", HashSet::from(["start"]))]))
        .generic_attributes(HashSet::new())
        .url_schemes(HashSet::new())
        .link_rel(None)
        .clean(html)
        .to_string()
}

/// The page around the report's HTML, with its own small style, the
/// language set.
fn html_page(title: &str, body: &str, lang: Lang) -> String {
    let code = match lang {
        Lang::En => "en",
        Lang::It => "it",
        Lang::Es => "es",
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\" />\n<title>{}</title>\n<style>\nbody {{ font-family: sans-serif; max-width: 60em; margin: 2em auto; color: #222; }}\ntable {{ border-collapse: collapse; }}\ntd, th {{ border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }}\nblockquote {{ color: #444; border-left: 3px solid #ccc; margin-left: 0; padding-left: 1em; }}\n</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape_html(title)
    )
}

/// Spaces whose pieces, markers or level differ between two tables.
fn changed_spaces(before: &GameState, after: &GameState) -> Vec<SpaceId> {
    before
        .iter_spaces()
        .filter(|(id, space)| *space != after.space(*id))
        .map(|(id, _)| id)
        .collect()
}

/// The board as a picture: each space at its place on the schematic map,
/// with its name, level, markers and pieces in short; the spaces in
/// `changed` outlined in orange. Every text in it is escaped.
pub fn board_svg(data: &GameData, state: &GameState, changed: &[SpaceId], lang: Lang) -> String {
    const SCALE: f32 = 0.8;
    let size = gandhi_validator::components::LAYOUT_SIZE * SCALE;
    let mut svg = svg_open((size, size));
    for space in data.map.spaces() {
        let from = (space.at.x * SCALE, space.at.y * SCALE);
        for other in data.map.neighbours(space.id) {
            if *other > space.id {
                let to = data.map.space(*other).at;
                svg_link(&mut svg, from, (to.x * SCALE, to.y * SCALE));
            }
        }
    }
    for space in data.map.spaces() {
        let (x, y) = (space.at.x * SCALE, space.at.y * SCALE);
        let here = state.space(space.id);
        let size = if space.is_railway() {
            (70.0, 30.0)
        } else {
            (110.0, 44.0)
        };
        let top = svg_space(&mut svg, (x, y), size, changed.contains(&space.id));
        let _ = writeln!(
            svg,
            "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>",
            top + 12.0,
            escape_html(&i18n::names::space_name(lang, data, space.id))
        );
        let _ = writeln!(
            svg,
            "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\">{}</text>",
            top + 25.0,
            escape_html(&pieces_short(state, space.id))
        );
        let marks = marks_short(lang, here, space.is_railway());
        if !marks.is_empty() {
            let _ = writeln!(
                svg,
                "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\" fill=\"#803000\">{}</text>",
                top + 38.0,
                escape_html(&marks)
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// The start of a board picture of `width` by `height`, its background
/// drawn.
pub(crate) fn svg_open((width, height): (f32, f32)) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"{width}\" height=\"{height}\" fill=\"#dde6ee\" />\n"
    )
}

/// The line between two next spaces of a board picture.
pub(crate) fn svg_link(svg: &mut String, (x, y): (f32, f32), (x2, y2): (f32, f32)) {
    let _ = writeln!(
        svg,
        "<line x1=\"{x:.0}\" y1=\"{y:.0}\" x2=\"{x2:.0}\" y2=\"{y2:.0}\" stroke=\"#9aa\" stroke-width=\"1\" />"
    );
}

/// A space's box in a board picture, centred at `(x, y)`, outlined in
/// orange when it `changed`; where its top edge is, for its lines of text.
pub(crate) fn svg_space(
    svg: &mut String,
    (x, y): (f32, f32),
    (w, h): (f32, f32),
    changed: bool,
) -> f32 {
    let stroke = if changed {
        "stroke=\"#e07000\" stroke-width=\"3\""
    } else {
        "stroke=\"#556\" stroke-width=\"1\""
    };
    let top = y - h / 2.0;
    let _ = writeln!(
        svg,
        "<rect x=\"{:.0}\" y=\"{top:.0}\" width=\"{w}\" height=\"{h}\" rx=\"4\" fill=\"#fffdf6\" {stroke} />",
        x - w / 2.0,
    );
    top
}

/// A piece kind's mark in the board pictures, as the legend
/// (`report-legend`) explains it.
pub fn piece_mark(piece: Piece) -> &'static str {
    match piece {
        Piece::Troop => "T",
        Piece::Sepoy => "S",
        Piece::CongressActivist => "CA",
        Piece::LeagueActivist => "LA",
        Piece::Gandhi => "Gandhi",
        Piece::GuerrillaUnderground => "Gu",
        Piece::GuerrillaActive => "Ga",
        Piece::LeagueBase => "LB",
        Piece::RevolutionariesBase => "RB",
    }
}

/// The pieces in a space in short: `T2 S1 CA1 Gu2`.
fn pieces_short(state: &GameState, id: SpaceId) -> String {
    let pieces = state.space(id).pieces;
    Piece::ALL
        .into_iter()
        .filter(|p| pieces.get(*p) > 0)
        .map(|p| format!("{}{}", piece_mark(p), pieces.get(p)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn marks_short(lang: Lang, here: &gandhi_validator::position::SpaceState, railway: bool) -> String {
    use gandhi_validator::terms::Marker;
    let mut out = Vec::new();
    if !railway {
        out.push(i18n::names::level(lang, here.level).to_owned());
    }
    for (n, marker) in [
        (here.protests, Marker::Protest),
        (here.unrest, Marker::Unrest),
        (here.strikes, Marker::Strike),
        (u8::from(here.muslim_state), Marker::MuslimState),
    ] {
        if n > 0 {
            out.push(format!("{} {n}", i18n::names::marker(lang, marker)));
        }
    }
    out.join(", ")
}

/// Text a player or a file wrote, made plain text in Markdown: every ASCII
/// punctuation character is escaped with a backslash (CommonMark lets each
/// of them be), and every line break or other control character becomes a
/// space, so that nothing in it starts a link, a picture, HTML, an entity,
/// a reference, a table cell or a line of its own.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
            out.push(c);
        } else if c.is_control() {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

/// Text made safe inside an HTML or SVG element or a quoted attribute.
pub(crate) fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A file name as a relative link in the Markdown: every byte but letters,
/// digits and `-._~` percent-encoded, so the name can be no other link.
fn link_target(name: &str) -> String {
    name.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}
