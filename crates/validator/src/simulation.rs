//! A MADE-UP non-player aid for playouts and the fidelity harness, so that
//! the non-player engine (8.0) can play whole games without the players'
//! own aid file. None of it is the printed material: the Arjuna card sides
//! are flowcharts written here to send each Faction through the Operations
//! and Special Activities the engine carries out, the Space Selection and
//! Move Priorities columns are sorted by a few plain rows, and the Random
//! Spaces slots the data lacks are filled in order. Everything added is
//! labelled "made up for simulation" where the data keeps a provenance.

use crate::data::GameData;
use crate::data::np_aid::load_np_aid;
use crate::data::provenance::{Fact, Provenance};
use crate::ids::{Faction, SpaceId};

/// Where the made-up facts say they come from.
pub const MADE_UP: &str = "made up for simulation";

/// A made-up card side: an Operation box, then the Special Activity box
/// when there is one.
pub fn single(op: &str, column: &str, special: Option<&str>) -> String {
    let then = if special.is_some() {
        "{ node: sa }"
    } else {
        "stop"
    };
    let mut out =
        format!("- {{ id: op, operation: {op}, column: {column}, activation: 3, then: {then} }}\n");
    if let Some(special) = special {
        out.push_str(&format!(
            "- id: sa\n  specials:\n    - {special}\n  then: stop\n"
        ));
    }
    out
}

/// The made-up card sides of a Faction, dealt to its cards in turn.
fn sides(faction: Faction) -> Vec<String> {
    let govern = "{ special: govern, actions: [remove_protests, imperialism, remove_adversaries] }";
    let aid = "{ special: aid, column: attack_or_go_underground }";
    match faction {
        Faction::Raj => vec![
            single("deploy", "place_cubes", Some(govern)),
            single("sweep", "sweep", Some(govern)),
            single("assault", "remove_or_replace", Some(govern)),
            single("deploy", "place_cubes", Some("{ special: treaty }")),
            single("sweep", "sweep", None),
            single(
                "assault",
                "remove_or_replace",
                Some("{ special: martial_law }"),
            ),
        ],
        Faction::Congress => vec![
            single(
                "rally",
                "place_activists",
                Some("{ special: satyagraha, actions: [move_gandhi, place_activist] }"),
            ),
            single("civil_disobedience", "place_protests", None),
            single(
                "non_cooperation",
                "shift_to_opposition",
                Some("{ special: satyagraha, actions: [move_gandhi, remove_unrest] }"),
            ),
            single("demonstrate", "demonstrate", None),
            single(
                "civil_disobedience",
                "place_protests",
                Some("{ special: negotiate, actions: [release_gandhi, remove_muslim_state] }"),
            ),
            single(
                "rally",
                "place_activists",
                Some("{ special: persuade, actions: [remove_adversary, activate_guerrillas] }"),
            ),
        ],
        Faction::MuslimLeague => vec![
            single("rally", "place_activists", Some("{ special: infiltrate }")),
            single("civil_disobedience", "place_protests", None),
            single(
                "non_cooperation",
                "shift_to_opposition",
                Some("{ special: infiltrate, actions: [place_muslim_state] }"),
            ),
            single("demonstrate", "demonstrate", None),
            single(
                "rally",
                "place_activists",
                Some("{ special: negotiate, actions: [place_muslim_state, remove_unrest] }"),
            ),
        ],
        Faction::Revolutionaries => vec![
            single("rally", "place_guerrillas", Some(aid)),
            single("unrest", "place_unrest", Some("{ special: assassinate }")),
            single("attack", "attack_or_go_underground", Some(aid)),
            single("march", "march", Some(aid)),
            single("rally", "place_guerrillas", Some("{ special: infiltrate }")),
            single("unrest", "place_unrest", None),
        ],
    }
}

/// The made-up Space Selection and Move Priorities columns, complete, as
/// the `priorities` and `moves` sections of a players' aid file.
pub fn columns() -> String {
    let mut out = String::from("priorities:\n");
    let rows = "[not_active_support, { most: population }, { least: cubes }, { most: activists }]";
    let all: [(&str, &[&str]); 4] = [
        (
            "raj",
            &[
                "place_cubes",
                "shift_to_support",
                "remove_or_replace",
                "sweep",
            ],
        ),
        (
            "congress",
            &[
                "remove_or_replace",
                "place_activists",
                "place_protests",
                "move_or_release_gandhi",
                "shift_to_opposition",
                "demonstrate",
            ],
        ),
        (
            "muslim_league",
            &[
                "remove_or_replace",
                "place_activists",
                "place_bases",
                "place_protests",
                "place_muslim_states",
                "shift_to_opposition",
                "demonstrate",
            ],
        ),
        (
            "revolutionaries",
            &[
                "place_guerrillas",
                "place_unrest",
                "place_bases",
                "remove_or_replace",
                "attack_or_go_underground",
                "march",
            ],
        ),
    ];
    for (faction, columns) in all {
        for column in columns {
            out.push_str(&format!(
                "  - {{ faction: {faction}, column: {column}, rows: {rows} }}\n"
            ));
        }
    }
    out.push_str(
        "moves:\n\
         \x20 - { faction: raj, keep: [{ count: 1, of: troops, where: [city] }] }\n\
         \x20 - { faction: congress, keep: [{ count: 1, where: [protest] }] }\n\
         \x20 - { faction: muslim_league, keep: [{ count: population, where: [muslim] }] }\n\
         \x20 - { faction: revolutionaries, keep: [{ count: 1, where: [{ has: revolutionaries_bases }] }] }\n",
    );
    out
}

/// The made-up aid as the text of a players' aid file: every side of every
/// Arjuna card the data lacks gets one of its Faction's made-up sides.
pub fn simulation_aid_text(data: &GameData) -> String {
    let mut text = String::from("format: gandhi-moderator non-player aid\nversion: 1\n");
    text.push_str(&columns());
    text.push_str("arjuna:\n");
    for faction in Faction::ALL {
        let sides = sides(faction);
        let mut dealt = 0usize;
        for id in data.arjuna.of(faction) {
            let Some(card) = data.arjuna.card(id) else {
                continue;
            };
            for letters in [card.front.as_str(), card.back.as_str()] {
                let nodes = &sides[dealt % sides.len()];
                dealt += 1;
                text.push_str(&format!("  - card: {letters}\n    nodes:\n"));
                for line in nodes.lines() {
                    text.push_str(&format!("      {line}\n"));
                }
            }
        }
    }
    text.push_str("end: end of non-player aid\n");
    text
}

/// The component data with the made-up aid merged over what it has, and a
/// made-up space in every Random Spaces slot it lacks. The aid the data
/// already holds (bundled or the players') is kept where it has an entry.
pub fn simulation_aid(data: &GameData) -> Result<GameData, String> {
    let text = simulation_aid_text(data);
    let (aid, _) = load_np_aid(
        "simulation aid",
        &text,
        (&data.map, &data.arjuna, Some(&data.rules)),
        false,
    )
    .map_err(|e| e.to_string())?;
    let mut out = data.clone();
    out.np_aid = data.np_aid.merged(&aid);
    let land: Vec<SpaceId> = data
        .map
        .ids()
        .filter(|s| !data.map.space(*s).is_railway())
        .collect();
    if land.is_empty() {
        return Err("the map has no space off the Railways".to_owned());
    }
    // Land spaces no slot names yet come first, so that the random pick
    // (8.1.2) can reach every one of them.
    let named: Vec<SpaceId> = (1..=6u8)
        .flat_map(|r| (1..=6u8).map(move |s| (r, s)))
        .filter_map(|(r, s)| out.random_spaces.slot(r, s).map(|f| f.value))
        .collect();
    let mut fill = land
        .iter()
        .copied()
        .filter(|s| !named.contains(s))
        .chain(land.iter().copied().cycle());
    for region in 1..=6u8 {
        for slot in 1..=6u8 {
            if out.random_spaces.slot(region, slot).is_none() {
                let Some(space) = fill.next() else {
                    break;
                };
                let fact = Fact {
                    value: space,
                    provenance: Provenance::Provisional {
                        note: MADE_UP.to_owned(),
                    },
                };
                out.random_spaces.set(region, slot, fact);
            }
        }
    }
    Ok(out)
}
