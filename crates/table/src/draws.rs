//! Cards drawn fairly in a game played at a distance (decision 0064): a
//! seat asks for the next draw by revealing its secret for it, each other
//! seat reveals its own once it has judged the entries before, and once
//! every secret is in any copy turns the card up, as the volume picks it
//! from the draw's value. Every copy checks every draw again.

use crate::distance::{FairDraw, Reveal, SeatKey};
use crate::table_log::{TableLog, play_in_game};
use crate::volume::{TableEntry, Volume};

/// What a seat's copy did for the draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawStep {
    /// It asked for draw `0` by revealing its secret.
    Asked(u32),
    /// It revealed its secret for draw `0`, which another seat asked for.
    Revealed(u32),
    /// Nothing to do: the seat revealed already, or its secrets are used
    /// up.
    Nothing,
}

impl TableLog {
    /// As seat `seat` holding `key`: reveals its secret for the draw asked
    /// for, or, when none is, asks for the next draw right after the
    /// entries held now.
    pub fn reveal_for_draw(&mut self, seat: &str, key: &SeatKey) -> DrawStep {
        let (draw, after, asked) = match self.distance.draw_asked() {
            Some((draw, after)) => (draw, after, false),
            None => (self.distance.next_draw(), self.entries.len(), true),
        };
        let done = self
            .distance
            .reveals
            .iter()
            .any(|r| r.draw == draw && r.seat == seat);
        let Some(secret) = key.secret(&self.distance.game, draw) else {
            return DrawStep::Nothing;
        };
        if done
            || !self.distance.add_reveal(Reveal {
                draw,
                after,
                seat: seat.to_owned(),
                secret,
            })
        {
            return DrawStep::Nothing;
        }
        if asked {
            DrawStep::Asked(draw)
        } else {
            DrawStep::Revealed(draw)
        }
    }

    /// Turns up the card of the draw asked for, once every seat revealed
    /// its secret and no entry came after the moment it was asked: the
    /// entry the volume makes of the draw's value in the position `now`
    /// (the one the log's entries reach) is added and recorded as a fair
    /// draw. The entry's number (from 1); `None` when the draw is not
    /// complete or no card can come.
    pub fn make_draw<V: Volume>(
        &mut self,
        volume: &V,
        data: &V::Data,
        now: &V::State,
    ) -> Option<usize> {
        let (draw, after) = self.distance.draw_asked()?;
        if after != self.entries.len() {
            return None;
        }
        let links = self.links(volume);
        let value = self.distance.value(draw, &links[after])?;
        let gesture = volume.fair_draw(data, now, &value)?;
        self.entries.push(TableEntry {
            gestures: vec![gesture],
            ..TableEntry::default()
        });
        let entry = self.entries.len();
        self.distance.draws.push(FairDraw { draw, entry });
        Some(entry)
    }

    /// What the fair draws of a game played at a distance break: a draw
    /// whose secrets are not all in or not good, an entry that is not the
    /// card its draw's value turns up, or a card turned up by any other
    /// entry. Each with its entry (from 1). Nothing for a game without
    /// seats.
    pub fn draw_problems<V: Volume>(&self, volume: &V, data: &V::Data) -> Vec<(usize, String)> {
        if !self.distance.is_seated() {
            return Vec::new();
        }
        let links = self.links(volume);
        let mut out = Vec::new();
        for fair in &self.distance.draws {
            if fair.entry == 0 || fair.entry > self.entries.len() {
                let message = format!("draw {}: the log has no entry {}", fair.draw, fair.entry);
                out.push((fair.entry, message));
            }
        }
        let Ok(mut state) = volume.setup(data, &self.scenario, self.seed) else {
            return out;
        };
        let mut play = volume.start_play(data, &state);
        for (at, entry) in self.entries.iter().enumerate() {
            let number = at + 1;
            match self.distance.draws.iter().find(|d| d.entry == number) {
                Some(fair) => {
                    let problems = self.draw_made(volume, data, (fair, &links[at]), &state);
                    out.extend(problems.into_iter().map(|p| (number, p)));
                }
                None if entry.gestures.iter().any(|g| volume.draws_card(data, g)) => {
                    let message = "a card was turned up here without a fair draw".to_owned();
                    out.push((number, message));
                }
                None => {}
            }
            if play_in_game(volume, data, (&mut state, &mut play), entry).is_err() {
                break;
            }
        }
        out
    }

    /// What is wrong with a fair draw made in `before`, the position
    /// before its entry, whose link is `anchor`.
    fn draw_made<V: Volume>(
        &self,
        volume: &V,
        data: &V::Data,
        (fair, anchor): (&FairDraw, &crate::seal::Hash),
        before: &V::State,
    ) -> Vec<String> {
        let (draw, entry) = (fair.draw, fair.entry);
        let mut problems = self.distance.reveal_problems(draw);
        let asked_after = self
            .distance
            .reveals
            .iter()
            .find(|r| r.draw == draw)
            .map(|r| r.after);
        if asked_after != Some(entry - 1) {
            problems.push(format!(
                "draw {draw}: its secrets were not revealed for the moment before entry {entry}"
            ));
        }
        if !problems.is_empty() {
            return problems;
        }
        let Some(value) = self.distance.value(draw, anchor) else {
            return vec![format!("draw {draw}: not every seat revealed its secret")];
        };
        let expected = volume.fair_draw(data, before, &value);
        if self.entries[entry - 1].gestures != Vec::from_iter(expected) {
            problems.push(format!(
                "draw {draw}: entry {entry} is not the card its secrets turn up"
            ));
        }
        problems
    }
}
