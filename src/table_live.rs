//! A live table over Matrix (decision 0065): one room a game, each turn
//! of a game played at a distance sent as an event of the program's own
//! type, the table talk as the room's messages, and a notice saying whose
//! turn it is, which any Matrix client shows. Every program in the room
//! takes every turn in the room's order and judges it; the room's order
//! decides between two turns sent from the same entry, the same on every
//! copy. A program that was away reads the room's history on its return.
//!
//! The few calls of the Matrix Client-Server API the table needs are made
//! with `ureq` over HTTPS (or plain HTTP to a server on this machine),
//! their bodies written and read with serde.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use coin_table::{TableLog, Taken, Turn, TurnRefused, Volume};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The type of the events that carry a turn.
pub const TURN_EVENT: &str = "org.gandhi_moderator.turn";

/// Why a call to the homeserver failed.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    /// The server could not be reached, or the connection dropped.
    #[error("the homeserver could not be reached: {0}")]
    Unreachable(String),
    /// The server answered with an error.
    #[error("the homeserver refused ({status}): {message}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// Matrix's error code and message.
        message: String,
    },
    /// The server's answer was not what the API promises.
    #[error("the homeserver's answer could not be read: {0}")]
    Unreadable(String),
}

/// A program signed in to a homeserver.
#[derive(Debug)]
pub struct Matrix {
    server: String,
    token: String,
    user: String,
    agent: ureq::Agent,
}

/// One event of a game's room, in the room's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomEvent {
    /// A turn: its sender, its event's id and the turn file's text.
    Turn {
        /// Who sent it (a Matrix user ID).
        sender: String,
        /// The event's ID.
        id: String,
        /// The turn as its file writes it.
        text: String,
    },
    /// A message of the table talk, or a notice.
    Said {
        /// Who sent it.
        sender: String,
        /// The event's ID.
        id: String,
        /// What it says.
        body: String,
    },
}

/// How a call of the API is made, with its body.
#[derive(Clone, Copy, Debug)]
enum Method<'a> {
    Get,
    Put(&'a Value),
    Post(&'a Value),
}

/// A different transaction ID for every event this program sends.
fn transaction() -> String {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let salt = getrandom::u64().unwrap_or(0);
    format!("{salt:016x}-{}", COUNT.fetch_add(1, Ordering::Relaxed))
}

#[derive(Serialize)]
struct Password<'a> {
    r#type: &'a str,
    identifier: Value,
    password: &'a str,
}

#[derive(Deserialize)]
struct Session {
    user_id: String,
    access_token: String,
}

impl Matrix {
    fn agent() -> ureq::Agent {
        ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            .build()
            .into()
    }

    fn url(server: &str, path: &str) -> String {
        format!("{}/_matrix/client/v3{path}", server.trim_end_matches('/'))
    }

    /// Signs in as `user` with `password`.
    pub fn login(server: &str, user: &str, password: &str) -> Result<Matrix, LiveError> {
        let body = Password {
            r#type: "m.login.password",
            identifier: json!({"type": "m.id.user", "user": user}),
            password,
        };
        Matrix::session(
            server,
            "/login",
            &serde_json::to_value(body).unwrap_or_default(),
        )
    }

    /// Registers `user` on a server that lets anyone register without
    /// checks (a server of the table's own, as the tests start), and signs
    /// in.
    pub fn register(server: &str, user: &str, password: &str) -> Result<Matrix, LiveError> {
        let body = json!({
            "username": user,
            "password": password,
            "auth": {"type": "m.login.dummy"},
        });
        Matrix::session(server, "/register", &body)
    }

    fn session(server: &str, path: &str, body: &Value) -> Result<Matrix, LiveError> {
        let agent = Matrix::agent();
        let answer = answer(
            agent
                .post(Matrix::url(server, path))
                .header("Content-Type", "application/json")
                .send(body.to_string()),
        )?;
        let session: Session =
            serde_json::from_value(answer).map_err(|e| LiveError::Unreadable(e.to_string()))?;
        Ok(Matrix {
            server: server.to_owned(),
            token: session.access_token,
            user: session.user_id,
            agent,
        })
    }

    /// The Matrix user ID signed in.
    pub fn user(&self) -> &str {
        &self.user
    }

    /// A call of the API at `path`.
    fn call(&self, path: &str, method: Method<'_>) -> Result<Value, LiveError> {
        let url = Matrix::url(&self.server, path);
        let bearer = format!("Bearer {}", self.token);
        let (request, body) = match method {
            Method::Get => {
                return answer(self.agent.get(&url).header("Authorization", &bearer).call());
            }
            Method::Put(body) => (self.agent.put(&url), body),
            Method::Post(body) => (self.agent.post(&url), body),
        };
        answer(
            request
                .header("Authorization", &bearer)
                .header("Content-Type", "application/json")
                .send(body.to_string()),
        )
    }

    /// Opens a private room for a game, named `name`, inviting `invite`
    /// (Matrix user IDs). The room's ID.
    pub fn create_room(&self, name: &str, invite: &[String]) -> Result<String, LiveError> {
        let body = json!({"name": name, "preset": "private_chat", "invite": invite});
        let answer = self.call("/createRoom", Method::Post(&body))?;
        text_field(&answer, "room_id")
    }

    /// Joins the room `room` (an ID or an alias).
    pub fn join(&self, room: &str) -> Result<(), LiveError> {
        self.call(&format!("/join/{}", escape(room)), Method::Post(&json!({})))
            .map(|_| ())
    }

    /// Sends a turn file's text as an event of the program's own type,
    /// then `notice` (whose turn it is) as a notice any client shows.
    /// The turn event's ID.
    pub fn send_turn(&self, room: &str, text: &str, notice: &str) -> Result<String, LiveError> {
        let id = self.send(room, TURN_EVENT, &json!({"turn": text}))?;
        if !notice.is_empty() {
            self.send(
                room,
                "m.room.message",
                &json!({"msgtype": "m.notice", "body": notice}),
            )?;
        }
        Ok(id)
    }

    /// Says `text` to the table: a message of the room.
    pub fn say(&self, room: &str, text: &str) -> Result<String, LiveError> {
        let body = json!({"msgtype": "m.text", "body": text});
        self.send(room, "m.room.message", &body)
    }

    fn send(&self, room: &str, kind: &str, content: &Value) -> Result<String, LiveError> {
        let path = format!("/rooms/{}/send/{kind}/{}", escape(room), transaction());
        let answer = self.call(&path, Method::Put(content))?;
        text_field(&answer, "event_id")
    }

    /// The room's events from its start, in the room's order: its turns
    /// and what was said. Read a page at a time, as a program back from
    /// an absence catches up.
    pub fn history(&self, room: &str) -> Result<Vec<RoomEvent>, LiveError> {
        self.read_from(room, None).map(|(events, _)| events)
    }

    /// The room's events after the place `from` (a token an earlier read
    /// gave; from the room's start when `None`), in the room's order, and
    /// the token to read on from next time.
    pub fn read_from(
        &self,
        room: &str,
        from: Option<&str>,
    ) -> Result<(Vec<RoomEvent>, Option<String>), LiveError> {
        let mut out = Vec::new();
        let mut from = from.map(str::to_owned);
        loop {
            let mut path = format!("/rooms/{}/messages?dir=f&limit=100", escape(room));
            if let Some(token) = &from {
                path += &format!("&from={}", escape(token));
            }
            let page = self.call(&path, Method::Get)?;
            let chunk = page
                .get("chunk")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            out.extend(chunk.iter().filter_map(room_event));
            match page.get("end").and_then(Value::as_str) {
                Some(end) if !chunk.is_empty() => from = Some(end.to_owned()),
                _ => return Ok((out, from)),
            }
        }
    }
}

/// The body of a call's answer, or the error it carries.
fn answer(sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Result<Value, LiveError> {
    let mut response = sent.map_err(|e| LiveError::Unreachable(e.to_string()))?;
    let status = response.status().as_u16();
    let text = response
        .body_mut()
        .read_to_string()
        .map_err(|e| LiveError::Unreachable(e.to_string()))?;
    let value: Value =
        serde_json::from_str(&text).map_err(|e| LiveError::Unreadable(e.to_string()))?;
    if status >= 400 {
        let code = value.get("errcode").and_then(Value::as_str).unwrap_or("");
        let error = value.get("error").and_then(Value::as_str).unwrap_or("");
        return Err(LiveError::Refused {
            status,
            message: format!("{code} {error}").trim().to_owned(),
        });
    }
    Ok(value)
}

fn text_field(value: &Value, name: &str) -> Result<String, LiveError> {
    value
        .get(name)
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| LiveError::Unreadable(format!("no `{name}` in the answer")))
}

/// A path segment with the characters a URL reserves escaped.
fn escape(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// A room's event as the table reads it: a turn, a message, or nothing
/// the table reads.
fn room_event(event: &Value) -> Option<RoomEvent> {
    let text = |name: &str| event.get(name).and_then(Value::as_str).map(str::to_owned);
    let (sender, id) = (text("sender")?, text("event_id")?);
    let content = event.get("content")?;
    match event.get("type").and_then(Value::as_str)? {
        TURN_EVENT => Some(RoomEvent::Turn {
            sender,
            id,
            text: content.get("turn")?.as_str()?.to_owned(),
        }),
        "m.room.message" => Some(RoomEvent::Said {
            sender,
            id,
            body: content.get("body")?.as_str()?.to_owned(),
        }),
        _ => None,
    }
}

/// What came of one turn of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caught {
    /// Who sent it (a Matrix user ID).
    pub sender: String,
    /// The seat the turn names as its sender (empty for a turn that does
    /// not read).
    pub from: String,
    /// Taken, or why not (a turn that does not read is refused as
    /// changed).
    pub result: Result<Taken, TurnRefused>,
}

/// Takes the room's turns among `events` into `log`, in the room's
/// order; a turn that does not read or is refused leaves the log as it
/// was. Taking a turn twice adds nothing, so reading the whole history
/// again is safe. `at` (RFC 3339) names any line a turn is kept as.
pub fn catch_up<V: Volume>(
    volume: &V,
    log: &mut TableLog,
    events: &[RoomEvent],
    at: &str,
) -> Vec<Caught> {
    let mut out = Vec::new();
    for event in events {
        let RoomEvent::Turn { sender, text, .. } = event else {
            continue;
        };
        let (from, result) = match Turn::read(volume, "turn", text) {
            Ok(turn) => (turn.from.clone(), log.take_turn(volume, &turn, at)),
            Err(_) => (String::new(), Err(TurnRefused::Altered)),
        };
        out.push(Caught {
            sender: sender.clone(),
            from,
            result,
        });
    }
    out
}
