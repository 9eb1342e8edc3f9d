//! The dispute report: a range of entries of a saved game written as one
//! HTML page and as Markdown, with the findings, their rules in the
//! program's words, the dice, the notes, the board before and after, and the
//! hash of the entries covered.

use std::path::Path;

use egui::Vec2;
use egui_kittest::kittest::Queryable;
use gandhi_moderator::app::{AppConfig, Command};
use gandhi_moderator::i18n::Lang;
use gandhi_moderator::report::{ReportContext, dispute_report, entries_hash};
use gandhi_moderator::rules_text::RuleTexts;
use gandhi_moderator::session::Session;
use gandhi_validator::GameData;

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
        let words = gandhi_moderator::i18n::recorded_finding(Lang::En, &data, finding)
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
