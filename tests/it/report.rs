//! The dispute report: a range of entries of a saved game written as one
//! HTML page and as Markdown, with the findings, their rules in the
//! program's words, the dice, the notes, the board before and after, and the
//! hash of the entries covered.

use std::path::{Path, PathBuf};

use egui::Vec2;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, command::Command};
use gandhi_moderator::i18n::fluent::Lang;
use gandhi_moderator::report::{ReportContext, dispute_report, entries_hash};
use gandhi_moderator::rules_text::RuleTexts;
use gandhi_moderator::session::Session;
use gandhi_validator::components::GameData;

use super::common;

fn demo() -> (GameData, Session) {
    let data = GameData::bundled().unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/demo-campaign.yaml");
    let session = Session::open(&data, &path).unwrap();
    (data, session)
}

/// Every tag opened is closed, attributes are quoted, entities are known:
/// the page reads as XML.
fn assert_well_formed(html: &str) {
    let body = html.trim_start_matches("<!DOCTYPE html>\n");
    let mut reader = quick_xml::Reader::from_str(body);
    let mut depth = 0i32;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Start(_)) => depth += 1,
            Ok(quick_xml::events::Event::End(_)) => depth -= 1,
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(_) => {}
            Err(error) => panic!(
                "not well formed at byte {}: {error}",
                reader.buffer_position()
            ),
        }
        assert!(depth >= 0);
    }
    assert_eq!(depth, 0, "every element is closed");
}

#[test]
fn a_report_of_a_demo_game_holds_its_findings_rules_board_and_hash() {
    let (data, session) = demo();
    let texts = RuleTexts::bundled();
    let findings: Vec<_> = session.record().entries[35..48]
        .iter()
        .flat_map(|e| e.findings.clone())
        .collect();
    assert!(!findings.is_empty(), "the range holds findings");
    let report = dispute_report(
        &data,
        &session,
        36..=48,
        ReportContext {
            texts: &texts,
            lang: Lang::En,
            name: "dispute",
            made: "2026-11-24 10:00",
        },
    )
    .unwrap();
    assert_well_formed(&report.html);
    for svg in [&report.before_svg, &report.after_svg] {
        assert_well_formed(svg);
    }
    for finding in &findings {
        let rule = format!("§ {}", finding.rule);
        assert!(report.html.contains(&rule), "{rule} in the page");
        assert!(report.markdown.contains(&rule), "{rule} in the Markdown");
        let summary = texts.get(Lang::En, finding.rule).unwrap();
        assert!(
            report.markdown.contains(summary.title.as_str()),
            "the program's summary of {} is quoted",
            finding.rule
        );
    }
    for finding in &findings {
        let words = gandhi_moderator::i18n::findings::recorded_finding(Lang::En, &data, finding)
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;");
        assert!(
            report.html.contains(&words),
            "the finding in words: {words}"
        );
    }
    assert!(report.html.contains("Dispute report: entries 36 to 48"));
    // The board before and after, inside the page and beside the Markdown.
    assert_eq!(report.html.matches("<svg").count(), 2);
    assert!(report.markdown.contains("(dispute-before.svg)"));
    assert!(report.markdown.contains("(dispute-after.svg)"));
    // The hash of the entries covered, which the same entries always give.
    assert_eq!(report.hash, entries_hash(&data, &session, 36..=48));
    assert_eq!(report.hash.len(), 64);
    assert!(report.html.contains(&report.hash));
    assert_ne!(report.hash, entries_hash(&data, &session, 36..=47));
    // A range past the log is cut to it; one wholly past it gives nothing.
    let len = session.record().entries.len();
    assert!(
        dispute_report(
            &data,
            &session,
            len + 1..=len + 5,
            ReportContext {
                texts: &texts,
                lang: Lang::En,
                name: "x",
                made: "",
            }
        )
        .is_none()
    );
}

#[test]
fn a_report_is_exported_from_the_moment_looked_at() {
    let dir = common::scratch("report", "export");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/demo-campaign.yaml");
    let mut harness = common::harness(
        AppConfig {
            open: Some(path),
            ..AppConfig::default()
        },
        Vec2::new(1280.0, 800.0),
    );
    harness.state_mut().request(Command::LookAt(46));
    harness.run();
    harness.get_by_label("Report from here").click();
    harness.run();
    harness.state_mut().request(Command::LookAt(48));
    harness.run();
    harness.get_by_label("Dispute report… (46–48)");
    let html = dir.join("dispute.html");
    harness.state_mut().request(Command::ExportReport {
        from: 46,
        to: 48,
        path: Some(html.clone()),
    });
    harness.run();
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("Dispute report: entries 46 to 48"));
    assert!(page.contains("§ 5.1"));
    for tail in ["dispute.md", "dispute-before.svg", "dispute-after.svg"] {
        assert!(dir.join(tail).exists(), "{tail} written beside the page");
    }
    assert!(harness.state().status().contains("dispute.html"));
}

#[test]
fn report_on_the_command_line_writes_the_page_and_refuses_a_bad_range() {
    let dir = common::scratch("report", "cli");
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/demo-campaign.yaml");
    let game = game.to_str().unwrap();
    let html = dir.join("r.html");
    let out = super::cli::run(&[
        "report",
        game,
        "--entry",
        "46..48",
        "-o",
        html.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("SHA-256"), "{}", out.stdout);
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("Dispute report: entries 46 to 48"));
    assert!(dir.join("r.md").exists() && dir.join("r-before.svg").exists());
    for bad in ["0", "9..3", "x", "500"] {
        let out = super::cli::run(&["report", game, "--entry", bad, "-o", html.to_str().unwrap()]);
        assert_eq!(out.code, 2, "--entry {bad}: {}", out.stdout);
        assert!(out.stderr.contains("entr"), "{}", out.stderr);
    }
}

/// The report of a whole game in English.
fn whole_report(data: &GameData, session: &Session) -> gandhi_moderator::report::DisputeReport {
    let texts = RuleTexts::bundled();
    let len = session.record().entries.len();
    let cx = ReportContext {
        texts: &texts,
        lang: Lang::En,
        name: "whole",
        made: "2026-11-24 10:00",
    };
    dispute_report(data, session, 1..=len, cx).unwrap()
}

/// `text` is in the report's Markdown and page, before what happened.
fn said_at_the_top(report: &gandhi_moderator::report::DisputeReport, text: &str) {
    for (form, page) in [("Markdown", &report.markdown), ("HTML", &report.html)] {
        let at = page.find(text).unwrap_or_else(|| panic!("{form}: {text}"));
        assert!(
            at < page.find("What happened").unwrap(),
            "{form}: at the top"
        );
        assert!(at < page.find("Game: ").unwrap(), "{form}: before the game");
    }
}

/// The demo game saved (and so sealed) in a folder of its own, and a copy
/// with the time of entry 3 changed by hand.
fn sealed_and_tampered(data: &GameData, name: &str) -> (common::Scratch, PathBuf, PathBuf) {
    let (_, mut demo) = self::demo();
    let dir = common::scratch("report", name);
    let file = dir.join("game.yaml");
    demo.save(data, &file).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.matches("2026-01-01T00:00:02+").count(), 1);
    let tampered = dir.join("tampered.yaml");
    let edited = text.replace("2026-01-01T00:00:02+", "2026-01-01T00:00:09+");
    std::fs::write(&tampered, edited).unwrap();
    (dir, file, tampered)
}

#[test]
fn a_report_says_when_there_is_no_seal_to_check() {
    use coin_table::Seal;
    use gandhi_moderator::i18n::{
        fluent::{Args, say},
        log::seal_verdict,
    };
    let covers = say(Lang::En, "report-seal-covers", Args::new());
    let (data, demo) = demo();
    // A file from before logs were sealed.
    let report = whole_report(&data, &demo);
    said_at_the_top(&report, &seal_verdict(Lang::En, &Seal::NotSealed));
    said_at_the_top(&report, &covers);
    // A game never saved has no seal yet.
    let unsaved = Session::from_record(&data, demo.record().clone()).unwrap();
    let report = whole_report(&data, &unsaved);
    said_at_the_top(&report, &say(Lang::En, "report-seal-none", Args::new()));
    said_at_the_top(&report, &covers);
    let intro = say(Lang::En, "report-seal", Args::new().text("verdict", ""));
    assert!(!report.markdown.contains(&intro));
}

#[test]
fn a_report_states_an_intact_or_broken_seal_and_what_it_covers() {
    use coin_table::Seal;
    use gandhi_moderator::i18n::{
        fluent::{Args, say},
        log::seal_verdict,
    };
    let covers = say(Lang::En, "report-seal-covers", Args::new());
    let data = GameData::bundled().unwrap();
    let (_dir, file, tampered) = sealed_and_tampered(&data, "seal");
    // Saved, it is sealed: intact, all its entries.
    let mut saved = Session::open(&data, &file).unwrap();
    let len = saved.record().entries.len();
    let intact = Seal::Intact { entries: len };
    assert_eq!(saved.seal(), Some(&intact));
    let report = whole_report(&data, &saved);
    said_at_the_top(&report, &seal_verdict(Lang::En, &intact));
    said_at_the_top(&report, &covers);
    // Played on since (here, one entry taken back): the seal covers what
    // the file holds, and saving seals the game as it is.
    saved.undo(&data);
    let since = Args::new()
        .num("count", len as i64 - 1)
        .num("sealed", len as i64);
    let report = whole_report(&data, &saved);
    said_at_the_top(&report, &say(Lang::En, "report-seal-since", since));
    saved.save(&data, &file).unwrap();
    let intact = Seal::Intact { entries: len - 1 };
    assert_eq!(saved.seal(), Some(&intact));
    let report = whole_report(&data, &saved);
    said_at_the_top(&report, &seal_verdict(Lang::En, &intact));
    // An entry's time changed by hand: broken, where and what.
    let opened = Session::open(&data, &tampered).unwrap();
    let seal = opened.seal().unwrap();
    assert!(seal.is_broken(), "{seal:?}");
    let verdict = seal_verdict(Lang::En, seal);
    assert!(verdict.contains("entry 3"), "{verdict}");
    let report = whole_report(&data, &opened);
    said_at_the_top(&report, &verdict);
    said_at_the_top(&report, &covers);
}

#[test]
fn report_on_a_game_whose_seal_is_broken_writes_it_says_so_and_exits_1() {
    let data = GameData::bundled().unwrap();
    let (dir, file, tampered) = sealed_and_tampered(&data, "seal-cli");
    let seal = Session::open(&data, &tampered)
        .unwrap()
        .seal()
        .cloned()
        .unwrap();
    let verdict = gandhi_moderator::i18n::log::seal_verdict(Lang::En, &seal);
    let html = dir.join("tampered.html");
    let report = |game: &Path, html: &Path| {
        super::cli::run(&[
            "report",
            game.to_str().unwrap(),
            "--entry",
            "1..5",
            "-o",
            html.to_str().unwrap(),
        ])
    };
    let out = report(&tampered, &html);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(out.stdout.contains(&verdict), "{}", out.stdout);
    assert!(std::fs::read_to_string(&html).unwrap().contains(&verdict));
    // An intact game exits 0, and says so too.
    let out = report(&file, &dir.join("intact.html"));
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out.stdout.contains("sealed and intact"), "{}", out.stdout);
}

#[test]
fn the_pictures_mark_every_piece_kind_as_the_legend_says() {
    use gandhi_moderator::i18n::fluent::{Args, say};
    use gandhi_moderator::report::board_svg;
    use gandhi_validator::terms::Piece;
    let data = GameData::bundled().unwrap();
    let delhi = data.map.by_key("delhi").unwrap();
    // Each kind in its own number, so that each mark is told apart.
    let marks = [
        (Piece::Troop, "T"),
        (Piece::Sepoy, "S"),
        (Piece::CongressActivist, "CA"),
        (Piece::LeagueActivist, "LA"),
        (Piece::Gandhi, "Gandhi"),
        (Piece::GuerrillaUnderground, "Gu"),
        (Piece::GuerrillaActive, "Ga"),
        (Piece::LeagueBase, "LB"),
        (Piece::RevolutionariesBase, "RB"),
    ];
    assert_eq!(
        marks.len(),
        Piece::ALL.len(),
        "every kind has its mark here"
    );
    let mut state = gandhi_validator::position::GameState::empty(&data.map, "short", 1);
    for (n, (piece, _)) in marks.iter().enumerate() {
        state.space_mut(delhi).pieces.set(*piece, n as u8 + 1);
    }
    let svg = board_svg(&data, &state, &[], Lang::En);
    assert!(!svg.contains('?'), "no kind drawn as ?");
    let drawn = marks
        .iter()
        .enumerate()
        .map(|(n, (_, mark))| format!("{mark}{}", n + 1))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        svg.contains(&format!(">{drawn}</text>")),
        "{drawn} in {svg:.300}"
    );
    for lang in [Lang::En, Lang::It, Lang::Es] {
        let legend = say(lang, "report-legend", Args::new());
        let words: Vec<&str> = legend.split([' ', ',', ':', '.']).collect();
        for (_, mark) in marks {
            assert!(
                words.contains(&mark),
                "{lang:?}: {mark} in the legend: {legend}"
            );
        }
    }
}
