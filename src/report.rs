//! A dispute report: a range of log entries written out for whoever was
//! not at the table (or an umpire), in Markdown and as one self-contained
//! HTML page: who did what and when, every change, the dice, the findings
//! with their rule sections and the program's summary of each rule, the
//! notes, the board before and after as pictures, and the hash of the
//! entries covered so the report can be matched to the saved game.

use std::fmt::Write as _;
use std::ops::RangeInclusive;

use gandhi_validator::edit::Edit;
use gandhi_validator::ids::{Piece, SpaceId};
use gandhi_validator::state::GameState;
use gandhi_validator::{GameData, RuleRef};
use sha2::{Digest, Sha256};

use crate::files::{FileError, write_bytes_safely};
use crate::i18n::{self, Args, Lang, say};
use crate::rules_text::RuleTexts;
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
    let record = session.record();
    let count = record.entries.len();
    let first = (*range.start()).max(1);
    let last = (*range.end()).min(count);
    if first > last {
        return None;
    }
    let entries = &record.entries[first - 1..last];
    let before = session.state_after(first - 1)?;
    let after = session.state_after(last)?;
    let hash = entries_hash(data, session, first..=last);
    let changed = changed_spaces(before, after);
    let before_svg = board_svg(data, before, &changed, lang);
    let after_svg = board_svg(data, after, &changed, lang);

    let mut md = String::new();
    let span = if first == last {
        say(lang, "report-one-entry", Args::new().num("n", first as i64))
    } else {
        say(
            lang,
            "report-entries",
            Args::new().num("from", first as i64).num("to", last as i64),
        )
    };
    let _ = writeln!(
        md,
        "# {}\n",
        say(lang, "report-title", Args::new().text("span", span))
    );
    let scenario = i18n::scenario_name(lang, data, &record.scenario);
    let file = session
        .path
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| say(lang, "report-not-saved", Args::new()));
    for line in [
        say(
            lang,
            "report-game",
            Args::new()
                .text("scenario", scenario)
                .num("seed", record.seed as i64),
        ),
        say(lang, "report-file", Args::new().text("file", escape(&file))),
        say(
            lang,
            "report-covers",
            Args::new()
                .num("from", first as i64)
                .num("to", last as i64)
                .num("count", count as i64),
        ),
        say(
            lang,
            "report-made",
            Args::new()
                .text("when", cx.made.to_owned())
                .text("version", env!("CARGO_PKG_VERSION").to_owned()),
        ),
        say(lang, "report-hash", Args::new().text("hash", hash.clone())),
    ] {
        let _ = writeln!(md, "- {line}");
    }

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
    for (i, entry) in entries.iter().enumerate() {
        let who = entry
            .by
            .map_or_else(String::new, |f| i18n::faction(lang, f).to_owned());
        let mut what = i18n::edit_sentence(lang, data, &entry.edit);
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
            "| {} | {} | {} | {} |",
            first + i,
            escape(&entry.at),
            escape(&who),
            escape(&what)
        );
    }

    let dice: Vec<String> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| match &entry.edit {
            Edit::Die(die) => Some((first + i, *die)),
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
                .map(|s| i18n::space_name(lang, data, s))
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

    let _ = writeln!(md, "\n## {}\n", say(lang, "report-findings", Args::new()));
    let mut rules: Vec<RuleRef> = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        // Grouped by cause (decision 0038): what follows from a finding
        // is listed beneath it.
        for group in gandhi_validator::vocab::group::groups(&entry.findings) {
            let at = say(
                lang,
                "report-at-entry",
                Args::new().num("n", (first + i) as i64),
            );
            for (n, index) in std::iter::once(group.headline)
                .chain(group.consequences)
                .enumerate()
            {
                let Some(finding) = entry.findings.get(index) else {
                    continue;
                };
                let text = escape(&i18n::recorded_finding(lang, data, finding));
                let _ = if n == 0 {
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
        if let Some(summary) = cx.texts.get(lang, rule) {
            let _ = writeln!(
                md,
                "\n### {}\n\n{}\n",
                say(
                    lang,
                    "report-rule-summary",
                    Args::new()
                        .text("rule", rule.to_string())
                        .text("title", summary.title.clone()),
                ),
                quote(&summary.body)
            );
        }
    }

    let mut notes: Vec<String> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| entry.note.as_ref().map(|note| (first + i, note)))
        .map(|(n, note)| {
            format!(
                "{}: {}",
                say(lang, "report-at-entry", Args::new().num("n", n as i64)),
                escape(note)
            )
        })
        .collect();
    // The players' bookmarks and notes on these entries, notes on a
    // finding with its section.
    for a in record
        .annotations
        .iter()
        .filter(|a| (first..=last).contains(&a.entry))
    {
        let n = a.entry as i64;
        if let Some(name) = &a.bookmark {
            notes.push(say(
                lang,
                "report-bookmark",
                Args::new().num("n", n).text("name", escape(name)),
            ));
        }
        if let Some(note) = &a.note {
            let finding = a.finding.and_then(|f| {
                record
                    .entries
                    .get(a.entry - 1)
                    .and_then(|e| e.findings.get(f))
            });
            let on = match finding {
                Some(f) => say(
                    lang,
                    "report-note-on-finding",
                    Args::new().num("n", n).text("rule", f.rule.to_string()),
                ),
                None => say(lang, "report-at-entry", Args::new().num("n", n)),
            };
            notes.push(format!("{on}: {}", escape(note)));
        }
    }
    if !notes.is_empty() {
        let _ = writeln!(md, "\n## {}\n", say(lang, "report-notes", Args::new()));
        for note in notes {
            let _ = writeln!(md, "- {note}");
        }
    }

    let _ = writeln!(md, "\n## {}\n", say(lang, "report-board", Args::new()));
    let _ = writeln!(md, "{}\n", say(lang, "report-changed", Args::new()));
    let _ = writeln!(md, "{}\n", say(lang, "report-legend", Args::new()));
    let before_title = say(lang, "report-before", Args::new().num("n", first as i64));
    let after_title = say(lang, "report-after", Args::new().num("n", last as i64));
    let markdown = format!(
        "{md}### {before_title}\n\n![{before_title}]({name}-before.svg)\n\n### {after_title}\n\n![{after_title}]({name}-after.svg)\n",
        name = cx.name
    );
    let body =
        format!("{md}<h3>{before_title}</h3>\n{before_svg}\n<h3>{after_title}</h3>\n{after_svg}\n");
    let html = html_page(&say(lang, "report-page-title", Args::new()), &body, lang);
    Some(DisputeReport {
        markdown,
        html,
        before_svg,
        after_svg,
        hash,
    })
}

/// Writes a report beside `html` (a path ending in `.html`): the page, the
/// Markdown (`.md`) and the two board pictures the Markdown links
/// (`-before.svg`, `-after.svg`), each written whole or not at all.
pub fn write_report(html: &std::path::Path, report: &DisputeReport) -> Result<(), FileError> {
    let stem = html.with_extension("");
    let with = |tail: &str| {
        let mut name = stem.as_os_str().to_owned();
        name.push(tail);
        std::path::PathBuf::from(name)
    };
    write_bytes_safely(&with(".html"), report.html.as_bytes())?;
    write_bytes_safely(&with(".md"), report.markdown.as_bytes())?;
    write_bytes_safely(&with("-before.svg"), report.before_svg.as_bytes())?;
    write_bytes_safely(&with("-after.svg"), report.after_svg.as_bytes())
}

/// The name the Markdown links the pictures by: the file's stem.
pub fn picture_name(html: &std::path::Path) -> String {
    html.file_stem()
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
        .unwrap_or_default();
    let text = gandhi_validator::record::to_yaml(data, &record);
    // Only the log's lines: the header names no entry.
    let log = text.split_once("\nlog:").map_or("", |(_, log)| log);
    let digest = Sha256::digest(log.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Markdown in HTML: the page, with its own small style, the language set.
fn html_page(title: &str, markdown: &str, lang: Lang) -> String {
    let mut body = String::new();
    let mut options = pulldown_cmark::Options::empty();
    options.insert(pulldown_cmark::Options::ENABLE_TABLES);
    pulldown_cmark::html::push_html(
        &mut body,
        pulldown_cmark::Parser::new_ext(markdown, options),
    );
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
/// `changed` outlined in orange.
pub fn board_svg(data: &GameData, state: &GameState, changed: &[SpaceId], lang: Lang) -> String {
    const SCALE: f32 = 0.8;
    let size = gandhi_validator::data::map::LAYOUT_SIZE * SCALE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" viewBox=\"0 0 {size} {size}\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"{size}\" height=\"{size}\" fill=\"#dde6ee\" />\n"
    );
    for space in data.map.spaces() {
        let (x, y) = (space.at.x * SCALE, space.at.y * SCALE);
        for other in data.map.neighbours(space.id) {
            if *other > space.id {
                let to = data.map.space(*other).at;
                let _ = writeln!(
                    svg,
                    "<line x1=\"{x:.0}\" y1=\"{y:.0}\" x2=\"{:.0}\" y2=\"{:.0}\" stroke=\"#9aa\" stroke-width=\"1\" />",
                    to.x * SCALE,
                    to.y * SCALE
                );
            }
        }
    }
    for space in data.map.spaces() {
        let (x, y) = (space.at.x * SCALE, space.at.y * SCALE);
        let here = state.space(space.id);
        let stroke = if changed.contains(&space.id) {
            "stroke=\"#e07000\" stroke-width=\"3\""
        } else {
            "stroke=\"#556\" stroke-width=\"1\""
        };
        let (w, h) = if space.is_railway() {
            (70.0, 30.0)
        } else {
            (110.0, 44.0)
        };
        let _ = writeln!(
            svg,
            "<rect x=\"{:.0}\" y=\"{:.0}\" width=\"{w}\" height=\"{h}\" rx=\"4\" fill=\"#fffdf6\" {stroke} />",
            x - w / 2.0,
            y - h / 2.0
        );
        let _ = writeln!(
            svg,
            "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>",
            y - h / 2.0 + 12.0,
            escape_html(&space.name)
        );
        let _ = writeln!(
            svg,
            "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\">{}</text>",
            y - h / 2.0 + 25.0,
            escape_html(&pieces_short(state, space.id))
        );
        let marks = marks_short(lang, here, space.is_railway());
        if !marks.is_empty() {
            let _ = writeln!(
                svg,
                "<text x=\"{x:.0}\" y=\"{:.0}\" text-anchor=\"middle\" fill=\"#803000\">{}</text>",
                y - h / 2.0 + 38.0,
                escape_html(&marks)
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// The pieces in a space in short: `T2 S1 CA1 G2u`.
fn pieces_short(state: &GameState, id: SpaceId) -> String {
    let pieces = state.space(id).pieces;
    let short = |piece: Piece| match piece {
        Piece::Troop => "T",
        Piece::Sepoy => "S",
        Piece::CongressActivist => "CA",
        Piece::LeagueActivist => "LA",
        Piece::GuerrillaUnderground => "Gu",
        Piece::GuerrillaActive => "Ga",
        Piece::RevolutionariesBase => "B",
        Piece::Gandhi => "Gandhi",
        _ => "?",
    };
    Piece::ALL
        .into_iter()
        .filter(|p| pieces.get(*p) > 0)
        .map(|p| format!("{}{}", short(p), pieces.get(p)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn marks_short(lang: Lang, here: &gandhi_validator::state::SpaceState, railway: bool) -> String {
    use gandhi_validator::edit::Marker;
    let mut out = Vec::new();
    if !railway {
        out.push(i18n::level(lang, here.level).to_owned());
    }
    for (n, marker) in [
        (here.protests, Marker::Protest),
        (here.unrest, Marker::Unrest),
        (here.strikes, Marker::Strike),
        (u8::from(here.muslim_state), Marker::MuslimState),
    ] {
        if n > 0 {
            out.push(format!("{} {n}", i18n::marker(lang, marker)));
        }
    }
    out.join(", ")
}

/// A line of text made safe in Markdown (and in the HTML made from it).
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace('*', "\\*")
        .replace('_', "\\_")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\n', " ")
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A rule summary quoted, each line behind `>`.
fn quote(markdown: &str) -> String {
    markdown
        .lines()
        .map(|line| format!("> {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}
