//! Whatever a player or a file wrote reaches the dispute report as text:
//! the payloads of the OWASP XSS Filter Evasion Cheat Sheet and Markdown's
//! own tricks (`tests/data/xss-payloads.txt`) go through every field that
//! reaches a report (a note on an entry, the note accepting an action, a
//! bookmark's name, a note on a finding, a space's name from a data
//! folder, the file's name), and the pages hold no script, no handler, no
//! link and no picture of theirs: checked in the text, and in a real
//! headless Chromium that marks the page if anything runs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use coin_table::Annotation;
use gandhi_moderator::i18n::{
    self,
    fluent::{Args, Lang, say},
};
use gandhi_moderator::report::{DisputeReport, ReportContext, dispute_report};
use gandhi_moderator::rules_text::RuleTexts;
use gandhi_moderator::session::Session;
use gandhi_validator::components::GameData;
use gandhi_validator::position::Edit;

use super::common;

/// The payloads, their stand-ins for control characters read.
fn payloads() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/xss-payloads.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let payloads: Vec<String> = text
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with("##"))
        .map(|line| {
            line.replace("{CR}", "\r")
                .replace("{LF}", "\n")
                .replace("{TAB}", "\t")
        })
        .collect();
    assert!(payloads.len() > 150, "the list is read whole");
    payloads
}

/// Text as a double-quoted YAML scalar.
fn yaml_quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\r' => out.push_str("\\r"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\x{:02x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The data of a folder whose `map.yaml` names every space off the
/// Railways by `names`, in turn.
fn data_naming_spaces(names: &[String]) -> GameData {
    let bundled = GameData::bundled().unwrap();
    let mut sources = gandhi_validator::components::bundled();
    let mut map = sources.map.1.to_owned();
    let spaces = bundled.map.spaces().iter().filter(|s| !s.is_railway());
    for (i, space) in spaces.enumerate() {
        let old = format!("\n    name: {}\n", space.name);
        assert_eq!(map.matches(&old).count(), 1, "{old}");
        let new = format!("\n    name: {}\n", yaml_quoted(&names[i % names.len()]));
        map = map.replace(&old, &new);
    }
    sources.map = ("data/map.yaml", &map);
    GameData::load(&sources).unwrap()
}

/// The demo game with every payload of `batch` in a note on an entry, a
/// note accepting an action, a bookmark's name, a note on a finding and
/// the file's name.
fn hostile_session(data: &GameData, batch: &[String]) -> Session {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/demo-campaign.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut record = gandhi_validator::log::read_record(data, "demo", &text)
        .unwrap()
        .record;
    let mut done = 0;
    for (i, entry) in record.entries.iter_mut().enumerate() {
        entry.note = Some(batch[i % batch.len()].clone());
        if let Edit::Done { note } = &mut entry.edit {
            *note = Some(batch[done % batch.len()].clone());
            done += 1;
        }
    }
    assert!(done >= batch.len(), "every payload accepts an action");
    let mut session = Session::from_record(data, record).unwrap();
    let with_findings: Vec<(usize, usize)> = session
        .record()
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.findings.is_empty())
        .map(|(i, e)| (i + 1, e.findings.len()))
        .collect();
    let len = session.record().entries.len();
    for (i, payload) in batch.iter().enumerate() {
        let (entry, findings) = with_findings[i % with_findings.len()];
        for annotation in [
            Annotation {
                entry: i % len + 1,
                bookmark: Some(payload.clone()),
                note: None,
                finding: None,
                at: "2026-11-24T10:00:00+00:00".to_owned(),
            },
            Annotation {
                entry,
                bookmark: None,
                note: Some(payload.clone()),
                finding: Some(i % findings),
                at: "2026-11-24T10:00:00+00:00".to_owned(),
            },
        ] {
            assert!(session.annotate(data, annotation).unwrap());
        }
    }
    session.path = Some(PathBuf::from(batch.join("/")));
    session
}

/// Payloads in one report: as many as the demo game has actions accepted
/// with Done, so that each payload accepts one.
const BATCH: usize = 14;

/// One report per batch of payloads, the languages in turn; with each, its
/// data, session and batch.
fn hostile_reports() -> Vec<(GameData, Session, Vec<String>, Lang, DisputeReport)> {
    let texts = RuleTexts::bundled();
    let payloads = payloads();
    let langs = [Lang::En, Lang::It, Lang::Es];
    payloads
        .chunks(BATCH)
        .enumerate()
        .map(|(i, batch)| {
            let data = data_naming_spaces(batch);
            let session = hostile_session(&data, batch);
            let lang = langs[i % langs.len()];
            let name = batch.concat();
            let cx = ReportContext {
                texts: &texts,
                lang,
                name: &name,
                made: "2026-11-24 10:00",
            };
            let len = session.record().entries.len();
            let report = dispute_report(&data, &session, 1..=len, cx).unwrap();
            (data, session, batch.to_vec(), lang, report)
        })
        .collect()
}

/// An element of a page: its name and attributes, lower case.
#[derive(Debug)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
}

/// Every start tag of a page as serialised (by the program, `ammonia` or
/// Chromium): attribute values in double quotes, `<` in text escaped, no
/// `<` in the page's own style and script. A tag that reads otherwise
/// fails the test.
fn elements(html: &str) -> Vec<Element> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        if rest.starts_with("!DOCTYPE") || rest.starts_with("!doctype") {
            rest = &rest[rest.find('>').unwrap()..];
            continue;
        }
        assert!(!rest.starts_with('!'), "a comment or the like: {rest:.80}");
        if let Some(end) = rest.strip_prefix('/') {
            rest = &end[end.find('>').unwrap()..];
            continue;
        }
        let name_end = rest
            .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
            .unwrap();
        let mut element = Element {
            name: rest[..name_end].to_lowercase(),
            attributes: Vec::new(),
        };
        assert!(
            !element.name.is_empty()
                && element
                    .name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':'),
            "a tag that does not read: {rest:.80}"
        );
        rest = &rest[name_end..];
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix("/>").or_else(|| rest.strip_prefix('>')) {
                rest = after;
                break;
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
                .unwrap();
            let name = rest[..end].to_lowercase();
            rest = &rest[end..];
            let value = match rest.strip_prefix("=\"") {
                Some(quoted) => {
                    let close = quoted.find('"').unwrap();
                    rest = &quoted[close + 1..];
                    quoted[..close].to_owned()
                }
                None => {
                    assert!(!rest.starts_with('='), "an unquoted value: {rest:.80}");
                    String::new()
                }
            };
            element.attributes.push((name, value));
        }
        out.push(element);
    }
    out
}

/// An attribute's value as a browser reads it: character references
/// resolved, then white space and control characters dropped, lower case.
fn as_read(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at + 1..];
        let end = rest.find(';').unwrap_or(rest.len());
        let name = &rest[..end];
        let decoded = match name {
            "amp" => Some('&'),
            "quot" => Some('"'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "apos" => Some('\''),
            "colon" => Some(':'),
            _ => name
                .strip_prefix("#x")
                .or_else(|| name.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = rest.get(end + 1..).unwrap_or("");
            }
            None => out.push('&'),
        }
    }
    out.push_str(rest);
    out.chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_lowercase()
}

/// The elements the report makes, and the attributes they carry.
const PAGE_ELEMENTS: [&str; 29] = [
    "html",
    "head",
    "meta",
    "title",
    "style",
    "body",
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
    "svg",
    "rect",
    "line",
];
const PICTURE_ELEMENTS: [&str; 1] = ["text"];
const PAGE_ATTRIBUTES: [&str; 21] = [
    "lang",
    "charset",
    "start",
    "xmlns",
    "width",
    "height",
    "viewbox",
    "font-family",
    "font-size",
    "font-weight",
    "fill",
    "rx",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "stroke",
    "stroke-width",
    "text-anchor",
];

/// Counts a page's elements by name.
fn census(elements: &[Element]) -> BTreeMap<&str, usize> {
    let mut count = BTreeMap::new();
    for element in elements {
        *count.entry(element.name.as_str()).or_insert(0) += 1;
    }
    count
}

/// The page (or picture) holds only what the program makes: its elements,
/// its one style, `meta` and title in a page (`head` 1; 0 in a picture), no
/// script but `scripts` of the test's own, no handler, no link, no URL of
/// any kind in an attribute.
fn assert_inert(html: &str, (head, scripts): (usize, usize), what: &str) {
    let elements = elements(html);
    let count = census(&elements);
    for (name, n) in &count {
        assert!(
            PAGE_ELEMENTS.contains(name) || PICTURE_ELEMENTS.contains(name) || *name == "script",
            "{what}: a <{name}> the program does not make ({n})"
        );
    }
    for (name, allowed) in [
        ("script", scripts),
        ("style", head),
        ("meta", head),
        ("title", head),
    ] {
        assert_eq!(
            count.get(name).copied().unwrap_or(0),
            allowed,
            "{what}: <{name}>"
        );
    }
    for name in [
        "a", "img", "iframe", "frame", "object", "embed", "form", "link", "area", "base", "input",
        "button",
    ] {
        assert!(!count.contains_key(name), "{what}: a <{name}>");
    }
    for element in &elements {
        for (name, value) in &element.attributes {
            assert!(
                !name.starts_with("on"),
                "{what}: {name}= on <{}>",
                element.name
            );
            assert!(
                PAGE_ATTRIBUTES.contains(&name.as_str())
                    || (element.name == "html" && name == "data-xss"),
                "{what}: an attribute the program does not write: {name}=\"{value}\" on <{}>",
                element.name
            );
            let read = as_read(value);
            for scheme in ["javascript:", "vbscript:", "data:", "livescript:"] {
                assert!(!read.contains(scheme), "{what}: {name}=\"{value}\"");
            }
        }
    }
    assert_eq!(
        html.to_lowercase().matches("<script").count(),
        scripts,
        "{what}: <script"
    );
}

/// Every `[`, `]` and `<` of the Markdown is escaped, but in the two
/// picture links the program writes; read as Markdown it holds no HTML, no
/// link, and no picture but those two.
fn assert_plain_markdown(markdown: &str) {
    assert!(!markdown.contains('\r'), "no carriage return");
    for line in markdown.lines() {
        if line.starts_with("![")
            && (line.ends_with("-before.svg)") || line.ends_with("-after.svg)"))
        {
            continue;
        }
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '[' | ']' | '<' => panic!("unescaped {c} in the Markdown: {line}"),
                _ => {}
            }
        }
    }
    use pulldown_cmark::{Event, Options, Parser, Tag};
    let mut pictures = Vec::new();
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match event {
            Event::Start(Tag::Link { dest_url, .. }) => panic!("a link to {dest_url}"),
            Event::Start(Tag::Image { dest_url, .. }) => pictures.push(dest_url.to_string()),
            Event::Html(html) | Event::InlineHtml(html) => panic!("HTML in the Markdown: {html}"),
            _ => {}
        }
    }
    assert_eq!(pictures.len(), 2, "{pictures:?}");
    for (picture, tail) in pictures.iter().zip(["-before.svg", "-after.svg"]) {
        assert!(picture.ends_with(tail), "{picture}");
        assert!(!picture.contains(':'), "{picture} is a relative link");
    }
}

/// Text as it shows in the page: line breaks as spaces, `&`, `<`, `>`
/// escaped (and `"` in a picture's text).
fn shown(text: &str, picture: bool) -> String {
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    if picture {
        text.replace('"', "&quot;")
    } else {
        text
    }
}

fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each payload shows in the page, as text, in every field it was put in.
fn assert_shown(html: &str, data: &GameData, session: &Session, batch: &[String], lang: Lang) {
    let page = squeeze(html);
    let record = session.record();
    let mut expected = Vec::new();
    for (n, entry) in record.entries.iter().enumerate() {
        let at = say(lang, "report-at-entry", Args::new().num("n", n as i64 + 1));
        let note = entry.note.as_deref().unwrap();
        expected.push(format!("{at}: {}", shown(note, false)));
        if let Edit::Done { note: Some(_) } = &entry.edit {
            expected.push(shown(
                &i18n::log::edit_sentence(lang, data, &entry.edit),
                false,
            ));
        }
    }
    for a in &record.annotations {
        let n = a.entry as i64;
        if let Some(name) = &a.bookmark {
            let args = Args::new().num("n", n).text("name", shown(name, false));
            expected.push(say(lang, "report-bookmark", args));
        }
        if let (Some(note), Some(f)) = (&a.note, a.finding) {
            let rule = record.entries[a.entry - 1].findings[f].rule.to_string();
            let on = say(
                lang,
                "report-note-on-finding",
                Args::new().num("n", n).text("rule", rule),
            );
            expected.push(format!("{on}: {}", shown(note, false)));
        }
    }
    for space in data.map.spaces().iter().filter(|s| !s.is_railway()) {
        expected.push(format!(">{}</text>", shown(&space.name, true)));
    }
    let file = shown(&batch.join("/"), false);
    expected.push(say(lang, "report-file", Args::new().text("file", file)));
    for text in expected {
        let text = squeeze(&text);
        assert!(page.contains(&text), "shown as text: {text}");
    }
}

#[test]
fn what_players_and_files_wrote_reaches_the_report_as_text() {
    for (data, session, batch, lang, report) in hostile_reports() {
        let what = format!("{lang:?} report of {:?}", batch[0]);
        assert_inert(&report.html, (1, 0), &what);
        assert_plain_markdown(&report.markdown);
        assert_shown(&report.html, &data, &session, &batch, lang);
        for svg in [&report.before_svg, &report.after_svg] {
            assert_inert(svg, (0, 0), &what);
        }
    }
}

/// Chromium from the distribution's packages, if installed.
fn chromium() -> Option<PathBuf> {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

/// Put first in the page's head: every way a payload could show that it
/// ran (a dialog, `eval`, a request, a window, a timer with text) marks
/// the page with `data-xss` instead.
const TRAP: &str = "<script>(function () {
var mark = function () { document.documentElement.setAttribute('data-xss', 'called'); };
['alert', 'confirm', 'prompt', 'print', 'eval', 'fetch', 'open', 'setTimeout', 'setInterval',
 'Function', 'WebSocket', 'Worker', 'EventSource', 'importScripts'].forEach(function (name) {
  try { window[name] = mark; } catch (e) { mark(); }
});
try { document.write = mark; document.writeln = mark; } catch (e) { mark(); }
try { XMLHttpRequest.prototype.open = mark; } catch (e) { mark(); }
try { navigator.sendBeacon = mark; } catch (e) { mark(); }
})();</script>";

/// The page as Chromium leaves it after running it for three seconds of
/// virtual time, in a profile of its own; killed after a minute.
fn dump_dom(chromium: &Path, page: &Path, dir: &Path) -> String {
    let profile = dir.join(format!(
        "profile-{}",
        page.file_stem().unwrap().to_string_lossy()
    ));
    let dumped = page.with_extension("dom");
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(["--virtual-time-budget=3000", "--dump-dom"])
        .arg(format!("file://{}", page.display()))
        .stdout(Stdio::from(std::fs::File::create(&dumped).unwrap()))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("Chromium did not finish {}", page.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "Chromium on {}: {status}", page.display());
    std::fs::read_to_string(dumped).unwrap()
}

/// Whether the trap marked the page: `data-xss` on its root element (the
/// payloads' own text may say `data-xss` anywhere else).
fn marked(dom: &str) -> bool {
    let elements = elements(dom);
    let root = elements.iter().find(|e| e.name == "html").unwrap();
    root.attributes.iter().any(|(name, _)| name == "data-xss")
}

/// A copy of a page with the trap first in its head, opened in Chromium.
fn opened(chromium: &Path, html: &str, dir: &Path, name: &str) -> String {
    let trapped = html.replacen("<head>\n", &format!("<head>\n{TRAP}\n"), 1);
    assert_ne!(trapped, html, "the trap is in the page");
    let page = dir.join(format!("{name}.html"));
    std::fs::write(&page, trapped).unwrap();
    dump_dom(chromium, &page, dir)
}

#[test]
fn no_script_runs_and_no_link_is_clickable_in_a_browser() {
    let required = std::env::var("GANDHI_REQUIRE_BROWSER").is_ok_and(|v| v == "1");
    let Some(chromium) = chromium() else {
        assert!(
            !required,
            "GANDHI_REQUIRE_BROWSER=1 but Chromium is not installed (apt-get install chromium)"
        );
        eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
        return;
    };
    let dir = common::scratch("report", "browser");
    let reports = hostile_reports();
    // The trap and the check see a script that runs and a link that is
    // there: a page with both fails them.
    let (_, _, _, _, first) = &reports[0];
    let live = first.html.replacen(
        "</body>",
        "<a href=\"javascript:void(0)\">x</a><img src=\"x\" onerror=\"alert(1)\"></body>",
        1,
    );
    let dom = opened(&chromium, &live, &dir, "control");
    assert!(marked(&dom), "the trap marks a page whose script runs");
    assert!(
        std::panic::catch_unwind(|| assert_inert(&dom, (1, 1), "control")).is_err(),
        "the check sees a link and a handler"
    );
    for (i, (_, _, batch, _, report)) in reports.iter().enumerate() {
        let dom = opened(&chromium, &report.html, &dir, &format!("page-{i}"));
        let what = format!("the page of {:?} in Chromium", batch[0]);
        assert!(!marked(&dom), "{what}: a script ran");
        assert!(dom.contains("<h1>"), "{what}: the page stayed: {dom:.300}");
        assert_inert(&dom, (1, 1), &what);
    }
}
