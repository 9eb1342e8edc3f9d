//! A live table over Matrix, against a real homeserver: Synapse, started
//! on 127.0.0.1 for the test with a SQLite database in a scratch folder.
//! Two programs, each with its own seat's key and its own copy of the
//! game, play through one room: a whole Short game of Gandhi, every
//! entry judged on both sides and the seals equal at the end; then a
//! turn sent and judged on the other side, a program that drops out
//! mid-turn and catches up from the room's history, two turns sent from
//! the same entry, a forged entry, an unsigned one and a turn changed on
//! the way.
//!
//! Synapse is not part of the program: `.ci/run` installs it from PyPI
//! and names its Python in `GANDHI_SYNAPSE_PYTHON`, and runs these tests,
//! which are ignored otherwise (decision 0065).

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use coin_table::{
    DrawStep, Gesture, Hand, SeatKey, TableEntry, TableLog, TurnRefused, Volume, play_in_game,
};
use gandhi_moderator::table_live::{Caught, Matrix, RoomEvent, catch_up};
use gandhi_validator::components::GameData;
use gandhi_validator::log::GameRecord;
use gandhi_validator::play::Progress;
use gandhi_validator::position::{Edit, GameState};
use gandhi_validator::volume::Gandhi;

use crate::common::{Scratch, scratch};

#[path = "../../crates/validator/tests/it/common/seats.rs"]
mod seats;

use seats::{data, entries, header, key, owner, play};

const AT: &str = "2026-11-28T10:00:00Z";
const GAME: &str = "live-test-game";

/// A homeserver of the test's own, stopped when dropped.
struct Synapse {
    child: Child,
    url: String,
    _dir: Scratch,
}

impl Drop for Synapse {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Synapse {
    /// Starts Synapse on a free port of 127.0.0.1 and waits until it
    /// answers.
    fn start() -> Synapse {
        let python = std::env::var("GANDHI_SYNAPSE_PYTHON").unwrap_or_else(|_| {
            panic!(
                "these tests need Synapse: set GANDHI_SYNAPSE_PYTHON to a Python that has \
                 matrix-synapse installed (.ci/run does)"
            )
        });
        let dir = scratch("live", "synapse");
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let d = dir.display().to_string();
        let config = format!(
            r#"server_name: "localhost"
pid_file: {d}/homeserver.pid
listeners:
  - port: {port}
    bind_addresses: ['127.0.0.1']
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: {d}/homeserver.db
log_config: {d}/log.yaml
media_store_path: {d}/media
enable_registration: true
enable_registration_without_verification: true
report_stats: false
macaroon_secret_key: "a test's own"
form_secret: "a test's own"
signing_key_path: {d}/signing.key
trusted_key_servers: []
suppress_key_server_warning: true
rc_message: {{per_second: 10000, burst_count: 10000}}
rc_registration: {{per_second: 10000, burst_count: 10000}}
rc_login:
  address: {{per_second: 10000, burst_count: 10000}}
  account: {{per_second: 10000, burst_count: 10000}}
  failed_attempts: {{per_second: 10000, burst_count: 10000}}
rc_joins:
  local: {{per_second: 10000, burst_count: 10000}}
rc_invites:
  per_room: {{per_second: 10000, burst_count: 10000}}
  per_user: {{per_second: 10000, burst_count: 10000}}
"#
        );
        let log = format!(
            "version: 1\nhandlers:\n  file:\n    class: logging.FileHandler\n    filename: {d}/homeserver.log\nroot:\n  level: WARNING\n  handlers: [file]\ndisable_existing_loggers: false\n"
        );
        std::fs::write(dir.join("homeserver.yaml"), config).unwrap();
        std::fs::write(dir.join("log.yaml"), log).unwrap();
        let synapse = |extra: &[&str]| {
            let mut command = Command::new(&python);
            command
                .args(["-m", "synapse.app.homeserver", "-c"])
                .arg(dir.join("homeserver.yaml"))
                .args(extra)
                .current_dir(&*dir)
                .stdout(Stdio::null())
                .stderr(Stdio::null());
            command
        };
        let keys = synapse(&["--generate-keys"]).status().unwrap();
        assert!(keys.success(), "Synapse made no keys");
        let child = synapse(&[]).spawn().unwrap();
        let url = format!("http://127.0.0.1:{port}");
        let server = Synapse {
            child,
            url,
            _dir: dir,
        };
        let started = Instant::now();
        while Matrix::register(&server.url, "probe", "probe-password-1").is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(90),
                "Synapse did not answer on {}",
                server.url
            );
            std::thread::sleep(Duration::from_millis(250));
        }
        server
    }
}

/// One program at the live table: its seat and key, its session, its
/// copy of the game as the room made it, where it read to, the position
/// it reached and what it judged of each entry.
struct Program {
    seat: &'static str,
    key: SeatKey,
    matrix: Matrix,
    room: String,
    log: TableLog,
    read_to: Option<String>,
    now: (GameState, Progress),
    judged: Vec<Vec<String>>,
    refused: Vec<TurnRefused>,
    unsigned: Vec<usize>,
    server: String,
}

impl Program {
    fn new(
        data: &GameData,
        (seat, key): (&'static str, SeatKey),
        (server, matrix): (&str, Matrix),
        room: &str,
    ) -> Self {
        let log = header(5, GAME);
        let state = Gandhi.setup(data, "short", log.seed).unwrap();
        let play = Gandhi.start_play(data, &state);
        Program {
            seat,
            key,
            matrix,
            room: room.to_owned(),
            log,
            read_to: None,
            now: (state, play),
            judged: Vec::new(),
            refused: Vec::new(),
            unsigned: Vec::new(),
            server: server.to_owned(),
        }
    }

    /// Reads what the room holds past what this program read, takes its
    /// turns in the room's order and judges the entries they added.
    fn catch_up(&mut self, data: &GameData) -> Vec<Caught> {
        let (events, end) = self
            .matrix
            .read_from(&self.room, self.read_to.as_deref())
            .unwrap();
        if end.is_some() {
            self.read_to = end;
        }
        let caught = catch_up(&Gandhi, &mut self.log, &events, AT);
        for c in &caught {
            match &c.result {
                Ok(taken) => self.unsigned.extend(&taken.unsigned),
                Err(refused) => self.refused.push(refused.clone()),
            }
        }
        self.judge(data);
        caught
    }

    /// Goes away and comes back: a new session, reading the room's whole
    /// history again.
    fn reconnect(&mut self, data: &GameData, user: &str, password: &str) -> Vec<Caught> {
        self.matrix = Matrix::login(&self.server, user, password).unwrap();
        self.read_to = None;
        self.catch_up(data)
    }

    fn judge(&mut self, data: &GameData) {
        while self.judged.len() < self.log.entries.len() {
            let entry = &self.log.entries[self.judged.len()];
            let (state, play) = (&mut self.now.0, &mut self.now.1);
            let judged = play_in_game(&Gandhi, data, (state, play), entry).unwrap();
            let codes = judged
                .verdicts
                .iter()
                .map(|v| format!("{}{}", if v.error { "" } else { "warns " }, v.code))
                .collect();
            self.judged.push(codes);
        }
    }

    /// A draft of this program's next turn: its copy of the game.
    fn draft(&self) -> TableLog {
        self.log.clone()
    }

    /// Signs this seat's entries of the draft past the game's and sends
    /// them to the room as a turn, with whose turn it is.
    fn post(&self, mut draft: TableLog) -> String {
        let held = self.log.entries.len();
        draft.sign(&Gandhi, (self.seat, &self.key), held);
        let turn = draft.turn(&Gandhi, self.seat, held);
        let notice = format!("{} sent {} entries.", self.seat, turn.entries.len());
        self.matrix
            .send_turn(&self.room, &turn.write(), &notice)
            .unwrap()
    }
}

/// Two programs signed in, in one room the first opened.
fn two_programs(data: &GameData, server: &Synapse, names: (&str, &str)) -> [Program; 2] {
    let asha = Matrix::register(&server.url, names.0, "asha-password-1").unwrap();
    let bimal = Matrix::register(&server.url, names.1, "bimal-password-1").unwrap();
    let room = asha
        .create_room("A game of Gandhi", &[bimal.user().to_owned()])
        .unwrap();
    bimal.join(&room).unwrap();
    [
        Program::new(data, ("Asha", key(1)), (&server.url, asha), &room),
        Program::new(data, ("Bimal", key(2)), (&server.url, bimal), &room),
    ]
}

/// The two programs of a whole game and which holds the turn; entries
/// made since the last send wait in the holder's draft.
struct Live {
    programs: [Program; 2],
    holder: usize,
    draft: TableLog,
    draws: usize,
}

impl Live {
    /// Sends the holder's draft (if it holds anything new) and has both
    /// programs read the room.
    fn exchange(&mut self, data: &GameData) {
        let holder = &self.programs[self.holder];
        if self.draft.entries.len() > holder.log.entries.len()
            || self.draft.distance.reveals.len() > holder.log.distance.reveals.len()
        {
            holder.post(std::mem::replace(&mut self.draft, TableLog::new("", "", 0)));
        }
        for program in &mut self.programs {
            for caught in program.catch_up(data) {
                assert!(caught.result.is_ok(), "{caught:?}");
            }
        }
        self.draft = self.programs[self.holder].draft();
    }

    fn catch_up(&mut self, data: &GameData, entries: &[TableEntry]) {
        let held = self.draft.entries.len();
        assert_eq!(self.draft.entries[..], entries[..held]);
        for entry in &entries[held..] {
            let seat = owner(entry, self.holder);
            if seat != self.holder {
                self.exchange(data);
                self.holder = seat;
                self.draft = self.programs[seat].draft();
            }
            self.draft.entries.push(entry.clone());
        }
    }

    /// A fair draw through the room: the holder asks, the other reveals
    /// and turns the card up, both read it.
    fn draw(&mut self, data: &GameData) -> Option<gandhi_validator::terms::Card> {
        let asker = self.holder;
        let (seat, key) = (self.programs[asker].seat, &self.programs[asker].key);
        assert!(matches!(
            self.draft.reveal_for_draw(seat, key),
            DrawStep::Asked(_)
        ));
        self.exchange(data);
        self.holder = 1 - asker;
        let other = &self.programs[self.holder];
        let mut draft = other.draft();
        assert!(matches!(
            draft.reveal_for_draw(other.seat, &other.key),
            DrawStep::Revealed(_)
        ));
        let entry = draft.make_draw(&Gandhi, data, &other.now.0).unwrap();
        self.draft = draft;
        self.exchange(data);
        self.draws += 1;
        let made = &self.programs[0].log.entries[entry - 1];
        match Gandhi.edit(data, &made.gestures[0]).unwrap() {
            Edit::Reveal { card } => Some(card),
            _ => None,
        }
    }
}

#[test]
#[ignore = "needs Synapse: .ci/run starts one"]
fn two_programs_play_a_short_game_over_a_local_matrix_server() {
    let server = Synapse::start();
    let data = data();
    let programs = two_programs(&data, &server, ("asha", "bimal"));
    let draft = programs[0].draft();
    let mut live = Live {
        programs,
        holder: 0,
        draft,
        draws: 0,
    };
    let mut drawing = |record: &GameRecord| {
        live.catch_up(&data, &entries(&data, record)?);
        Ok(live.draw(&data))
    };
    let played = play(&data, 5, &mut drawing).unwrap();
    let entries = entries(&data, &played.record).unwrap();
    live.catch_up(&data, &entries);
    live.exchange(&data);
    let [asha, bimal] = &live.programs;
    assert_eq!(asha.log.entries.len(), entries.len());
    assert_eq!(asha.log.entries, bimal.log.entries);
    assert_eq!(asha.log.seal(&Gandhi), bimal.log.seal(&Gandhi));
    assert_eq!(asha.judged, bimal.judged);
    let said: Vec<&String> = asha.judged.iter().flatten().collect();
    assert!(
        said.iter().all(|code| *code == "warns EventTextUnknown"),
        "{said:?}"
    );
    assert!(live.draws >= 5, "{}", live.draws);
    assert_eq!(asha.log.draw_problems(&Gandhi, &data), vec![]);
    let hands = asha.log.hands(&Gandhi);
    assert!(
        hands.iter().all(|h| matches!(h, Hand::Signed(_))),
        "{hands:?}"
    );
    // The room holds the game as events any client reads, and notices.
    let events = asha.matrix.history(&asha.room).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RoomEvent::Said { body, .. } if body.starts_with("Bimal sent")))
    );
}

fn unity(value: i64) -> TableEntry {
    TableEntry {
        gestures: vec![Gesture::Track {
            track: "unity".to_owned(),
            value,
        }],
        ..TableEntry::default()
    }
}

#[test]
#[ignore = "needs Synapse: .ci/run starts one"]
fn the_room_carries_turns_catches_a_program_up_and_refuses_forgeries() {
    let server = Synapse::start();
    let data = data();
    let [mut asha, mut bimal] = two_programs(&data, &server, ("asha2", "bimal2"));
    let opening = seats::opening(&data, 5);
    assert!(opening.len() >= 4);

    // A turn sent, and judged on the other side.
    let mut draft = asha.draft();
    draft.entries.extend(opening[..3].iter().cloned());
    let sent = Instant::now();
    asha.post(draft);
    let caught = bimal.catch_up(&data);
    let judged_in = sent.elapsed();
    eprintln!("a turn of 3 entries, sent and judged on the other side: {judged_in:?}");
    assert_eq!(caught.len(), 1);
    assert_eq!(caught[0].result.as_ref().unwrap().added, 0..3);
    assert_eq!(bimal.judged.len(), 3);
    asha.catch_up(&data);
    assert_eq!(asha.log.entries, bimal.log.entries);

    // Asha drops out in the middle of her turn: her entry is made (kept
    // on her machine) but not sent. She comes back with a new session,
    // reads the room again, and sends it. Bimal, away meanwhile, comes
    // back and catches up from the room's history.
    let mut pending = asha.draft();
    pending.entries.push(opening[3].clone());
    let again = asha.reconnect(&data, "asha2", "asha-password-1");
    assert!(
        again
            .iter()
            .all(|c| c.result.as_ref().unwrap().added.is_empty())
    );
    asha.post(pending);
    let back = bimal.reconnect(&data, "bimal2", "bimal-password-1");
    assert_eq!(back.last().unwrap().result.as_ref().unwrap().added, 3..4);
    asha.catch_up(&data);
    assert_eq!(asha.log.seal(&Gandhi), bimal.log.seal(&Gandhi));

    // Both send a turn from entry 4 before seeing the other's: the room's
    // order decides, the same for both, and the second is kept as a line.
    let mut mine = asha.draft();
    mine.entries.push(unity(2));
    let mut theirs = bimal.draft();
    theirs.entries.push(unity(4));
    asha.post(mine);
    bimal.post(theirs);
    asha.catch_up(&data);
    bimal.catch_up(&data);
    assert_eq!(asha.log.entries, bimal.log.entries);
    assert_eq!(asha.log.entries[4], unity(2));
    for program in [&asha, &bimal] {
        assert_eq!(program.log.lines.len(), 1);
        assert_eq!(program.log.lines[0].entries[4], unity(4));
    }

    // A forged entry (signed in Asha's name with another key) and a turn
    // changed on the way (an entry altered, its seal left) are refused by
    // both; an unsigned entry is taken and said.
    let mut forged = bimal.draft();
    forged.entries.push(unity(1));
    let held = bimal.log.entries.len();
    forged.sign(&Gandhi, ("Asha", &key(9)), held);
    let turn = forged.turn(&Gandhi, "Bimal", held);
    bimal
        .matrix
        .send_turn(&bimal.room, &turn.write(), "")
        .unwrap();
    let mut changed = bimal.draft();
    changed.entries.push(unity(3));
    changed.sign(&Gandhi, ("Bimal", &key(2)), held);
    let text = changed.turn(&Gandhi, "Bimal", held).write();
    assert!(text.contains("value: 3"));
    bimal
        .matrix
        .send_turn(&bimal.room, &text.replace("value: 3", "value: 5"), "")
        .unwrap();
    let unsigned = {
        let mut draft = bimal.draft();
        draft.entries.push(unity(3));
        draft.turn(&Gandhi, "Bimal", held)
    };
    bimal
        .matrix
        .send_turn(&bimal.room, &unsigned.write(), "")
        .unwrap();
    for program in [&mut asha, &mut bimal] {
        program.refused.clear();
        program.unsigned.clear();
        program.catch_up(&data);
        assert_eq!(
            program.refused,
            vec![
                TurnRefused::Forged {
                    entry: 6,
                    seat: "Asha".to_owned()
                },
                TurnRefused::Altered
            ]
        );
        assert_eq!(program.unsigned, vec![6]);
        assert_eq!(program.log.entries.len(), 6);
        assert_eq!(program.log.hands(&Gandhi)[5], Hand::Unsigned);
    }
    assert_eq!(asha.log.seal(&Gandhi), bimal.log.seal(&Gandhi));
    assert_eq!(asha.judged, bimal.judged);

    // The table talk goes through the same room.
    asha.matrix.say(&asha.room, "Your move, Bimal.").unwrap();
    let events = bimal.matrix.history(&bimal.room).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        RoomEvent::Said { body, sender, .. } if body == "Your move, Bimal." && sender == asha.matrix.user()
    )));
}

/// The program run from the command line, as a seat whose user data
/// folder is `user_data`.
fn run(user_data: &std::path::Path, args: &[&str]) -> gandhi_moderator::cli::Outcome {
    let all: Vec<std::ffi::OsString> = ["gandhi-moderator", "--user-data"]
        .into_iter()
        .chain([user_data.to_str().unwrap(), "--lang", "en", "table"])
        .chain(args.iter().copied())
        .map(std::ffi::OsString::from)
        .collect();
    gandhi_moderator::cli::run_with(all, &[])
}

#[test]
#[ignore = "needs Synapse: .ci/run starts one"]
fn two_seats_play_live_from_the_command_line() {
    let server = Synapse::start();
    Matrix::register(&server.url, "asha3", "asha-password-3").unwrap();
    Matrix::register(&server.url, "bimal3", "bimal-password-3").unwrap();
    let dir = scratch("live", "cli");
    let (asha, bimal) = (dir.join("asha"), dir.join("bimal"));
    let (a, b) = (dir.join("a.yaml"), dir.join("b.yaml"));
    let p = |path: &std::path::Path| path.to_str().unwrap().to_owned();
    let ok = |out: gandhi_moderator::cli::Outcome| {
        assert_eq!(out.code, 0, "{out:?}");
        out.stdout
    };
    ok(run(
        &asha,
        &["setup", "short", "--seed", "4", "-o", &p(&a), "--distance"],
    ));
    std::fs::copy(&a, &b).unwrap();
    let (sa, sb) = (dir.join("asha.seat"), dir.join("bimal.seat"));
    ok(run(
        &asha,
        &[
            "join",
            &p(&a),
            "--seat",
            "Asha",
            "--sides",
            "raj",
            "-o",
            &p(&sa),
        ],
    ));
    ok(run(
        &bimal,
        &[
            "join",
            &p(&b),
            "--seat",
            "Bimal",
            "--sides",
            "congress",
            "-o",
            &p(&sb),
        ],
    ));
    ok(run(&asha, &["seats", &p(&a), &p(&sa), &p(&sb)]));
    std::fs::copy(&a, &b).unwrap();
    let (pa, pb) = (dir.join("asha.password"), dir.join("bimal.password"));
    std::fs::write(&pa, "asha-password-3\n").unwrap();
    std::fs::write(&pb, "bimal-password-3\n").unwrap();
    let live = |who: &std::path::Path,
                log: &std::path::Path,
                user: &str,
                password: &std::path::Path,
                more: &[&str]| {
        let mut args = vec![
            "live",
            log.to_str().unwrap(),
            "--server",
            &server.url,
            "--user",
            user,
        ];
        args.extend(["--password-file", password.to_str().unwrap()]);
        args.extend(more);
        run(who, &args)
    };

    let opened = ok(live(
        &asha,
        &a,
        "asha3",
        &pa,
        &["--create", "--invite", "@bimal3:localhost"],
    ));
    let room = opened
        .split_whitespace()
        .find(|word| word.starts_with('!'))
        .unwrap()
        .trim_end_matches(':')
        .to_owned();
    ok(live(&bimal, &b, "bimal3", &pb, &["--room", &room]));

    // Asha asks for the first card and sends her secret; Bimal's program
    // reveals his, turns the card up and sends it; Asha reads it.
    ok(run(&asha, &["draw", &p(&a)]));
    ok(live(&asha, &a, "asha3", &pa, &["--send"]));
    let drawn = ok(live(&bimal, &b, "bimal3", &pb, &["--say", "Your move."]));
    assert!(
        drawn.contains("draw 1 turned a card up as entry 1"),
        "{drawn}"
    );
    assert!(
        drawn.contains("Sent your turn to the room: 1 entries."),
        "{drawn}"
    );
    let read = ok(live(&asha, &a, "asha3", &pa, &[]));
    assert!(
        read.contains("Took the turn of Bimal: 1 new entries."),
        "{read}"
    );
    assert!(read.contains("(signed by Bimal)"), "{read}");
    assert!(read.contains("@bimal3:localhost: Your move."), "{read}");
    let text = |path: &std::path::Path| std::fs::read_to_string(path).unwrap();
    let (copy_a, copy_b) = (
        TableLog::read(&Gandhi, "a", &text(&a)).unwrap().log,
        TableLog::read(&Gandhi, "b", &text(&b)).unwrap().log,
    );
    assert_eq!(copy_a.entries.len(), 1);
    assert_eq!(copy_a.seal(&Gandhi), copy_b.seal(&Gandhi));
}
