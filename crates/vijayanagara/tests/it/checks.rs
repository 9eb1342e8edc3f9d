//! What a position breaks by itself, each with its section (chapter 1).

use coin_table::{RuleRef, Verdict};
use vijayanagara::{Edit, Faction, Holding, Kind, Place, Track, apply, check, controller};

use crate::{space, start};

fn found(verdicts: &[Verdict]) -> Vec<(String, &str)> {
    verdicts
        .iter()
        .map(|v| (v.rule.to_string(), v.code.as_str()))
        .collect()
}

fn moved(kind: Kind, count: u32, from: Place, to: Place) -> Edit {
    Edit::Move {
        kind,
        count,
        from,
        to,
    }
}

fn available(faction: Faction) -> Place {
    Place::Holding(Holding::Available(faction))
}

#[test]
fn pieces_only_where_their_faction_may_be() {
    let (data, mut state) = start();
    // 1.3.3: an Amir in Delhi; 1.3.2: a Raja in Punjab; 1.3.1: a Mongol
    // Invader in a Province.
    let delhi = Place::Space(space(&data, "delhi"));
    let punjab = Place::Space(space(&data, "punjab"));
    let malwa = Place::Space(space(&data, "malwa"));
    for edit in [
        moved(Kind::Amir, 1, available(Faction::Bahmani), delhi),
        moved(Kind::Raja, 1, available(Faction::Vijayanagara), punjab),
        moved(Kind::Mongol, 1, available(Faction::Mongols), malwa),
    ] {
        apply(&mut state, &edit).unwrap();
    }
    let verdicts = check(&data, &state);
    assert_eq!(
        found(&verdicts),
        [
            ("1.3.2".to_owned(), "NotHere"),
            ("1.3.3".to_owned(), "NotHere"),
            ("1.3.1".to_owned(), "NotHere"),
        ]
    );
    assert_eq!(verdicts[1].args, ["delhi", "amir", "1"]);
}

#[test]
fn section_1_4_4_one_structure_of_a_kind_in_a_space() {
    let (data, mut state) = start();
    let andhra = Place::Space(space(&data, "andhra"));
    apply(
        &mut state,
        &moved(Kind::Qasbah, 1, available(Faction::Sultanate), andhra),
    )
    .unwrap();
    let verdicts = check(&data, &state);
    assert_eq!(
        found(&verdicts),
        [("1.4.4".to_owned(), "StructuresStacked")]
    );
    assert_eq!(verdicts[0].args, ["andhra", "qasbah", "2"]);
}

/// 1.4.5 and 1.7: a Province without its Tributary marker whose Amirs
/// outnumber the rest is Bahmani Controlled, and every Amir there must be
/// Rebelling.
#[test]
fn section_1_4_5_amirs_under_bahmani_control_are_rebelling() {
    let (data, mut state) = start();
    let maharashtra = space(&data, "maharashtra");
    let markers = Place::Holding(Holding::TributaryMarkers);
    apply(
        &mut state,
        &moved(Kind::Tributary, 1, Place::Space(maharashtra), markers),
    )
    .unwrap();
    assert_eq!(
        controller(&data, &state, maharashtra),
        Some(Faction::Bahmani)
    );
    let verdicts = check(&data, &state);
    assert_eq!(
        found(&verdicts),
        [("1.4.5".to_owned(), "ObedientUnderControl")]
    );
    assert_eq!(verdicts[0].args, ["maharashtra", "amir", "4"]);
    apply(
        &mut state,
        &Edit::Flip {
            space: maharashtra,
            unit: Kind::Amir,
            count: 4,
            rebelling: true,
        },
    )
    .unwrap();
    assert_eq!(check(&data, &state), Vec::new());
    // Maharashtra's Prosperity now counts for the Bahmani Kingdom, and no
    // longer for the Sultanate (5.1, 5.2).
    let points = vijayanagara::victory(&data, &state);
    let prosperity = i64::from(data.board.prosperity(maharashtra));
    assert_eq!(points, [18 - prosperity, prosperity, 0]);
}

#[test]
fn tracks_and_tokens_keep_their_bounds() {
    let (data, mut state) = start();
    // 1.8: Resources above 24; 1.9: Influence past 4.
    apply(
        &mut state,
        &Edit::SetTrack {
            track: Track::Resources(Faction::Bahmani),
            value: 25,
        },
    )
    .unwrap();
    apply(
        &mut state,
        &Edit::SetTrack {
            track: Track::Influence(Faction::Vijayanagara),
            value: 5,
        },
    )
    .unwrap();
    // 1.9: Bahmani Influence at 2 without the two Amirs freed.
    apply(
        &mut state,
        &Edit::SetTrack {
            track: Track::Influence(Faction::Bahmani),
            value: 2,
        },
    )
    .unwrap();
    // 1.10: a Cavalry token on the map.
    let cavalry = Place::Holding(Holding::CavalryPool);
    apply(
        &mut state,
        &moved(
            Kind::Cavalry,
            1,
            cavalry,
            Place::Space(space(&data, "delhi")),
        ),
    )
    .unwrap();
    let verdicts = check(&data, &state);
    assert_eq!(
        found(&verdicts),
        [
            ("1.10".to_owned(), "CavalryOnMap"),
            ("1.8".to_owned(), "ResourcesRange"),
            ("1.9".to_owned(), "TrackUnits"),
            ("1.9".to_owned(), "InfluenceRange"),
        ]
    );
    assert_eq!(verdicts[2].args, ["bahmani", "4", "2"]);
    // Freeing the two Amirs to the holding box mends the track.
    let track = Place::Holding(Holding::Track(Faction::Bahmani));
    apply(
        &mut state,
        &moved(Kind::Amir, 2, track, available(Faction::Bahmani)),
    )
    .unwrap();
    assert!(!found(&check(&data, &state)).contains(&("1.9".to_owned(), "TrackUnits")));
}

#[test]
fn pieces_in_the_wrong_box_or_missing_are_counted() {
    let (data, mut state) = start();
    // 1.4.3: a Troop in the Bahmani box; 1.6: a Tributary marker in Delhi.
    apply(
        &mut state,
        &moved(
            Kind::Troop,
            1,
            available(Faction::Sultanate),
            available(Faction::Bahmani),
        ),
    )
    .unwrap();
    let maharashtra = Place::Space(space(&data, "maharashtra"));
    let delhi = Place::Space(space(&data, "delhi"));
    apply(&mut state, &moved(Kind::Tributary, 1, maharashtra, delhi)).unwrap();
    // A Temple taken off the table altogether.
    state.holdings[Holding::Available(Faction::Vijayanagara).index()][Kind::Temple.index()] -= 1;
    let verdicts = check(&data, &state);
    let codes = found(&verdicts);
    assert!(
        codes.contains(&("1.4".to_owned(), "PieceTotal")),
        "{codes:?}"
    );
    assert!(
        codes.contains(&("1.4.3".to_owned(), "WrongHolding")),
        "{codes:?}"
    );
    assert!(
        codes.contains(&("1.6".to_owned(), "TributaryMarker")),
        "{codes:?}"
    );
    let total = verdicts.iter().find(|v| v.code == "PieceTotal").unwrap();
    assert_eq!(total.args, ["temple", "4", "5"]);
}

/// However broken a position, the checks say so without panicking, and
/// every verdict cites a section of the rule index.
#[test]
fn any_position_is_checked_without_panicking_and_every_verdict_is_cited() {
    let (data, start) = start();
    let mut seed: u64 = 7;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut cited = 0;
    for _ in 0..500 {
        let mut state = start.clone();
        for _ in 0..6 {
            let r = next();
            match r % 4 {
                0 => {
                    let space = (r >> 8) as usize % (state.spaces.len() + 2);
                    let kind = (r >> 16) as usize % vijayanagara::KINDS;
                    if let Some(c) = state.spaces.get_mut(space) {
                        c[kind] = (r >> 24) as u32 % 4;
                    }
                }
                1 => state.resources[(r >> 8) as usize % 3] = (r >> 16) as i64 % 40 - 8,
                2 => state.influence[(r >> 8) as usize % 2] = (r >> 16) as i64 % 8 - 2,
                _ => {
                    let h = (r >> 8) as usize % vijayanagara::HOLDINGS;
                    let kind = (r >> 16) as usize % vijayanagara::KINDS;
                    state.holdings[h][kind] = (r >> 24) as u32 % 30;
                }
            }
        }
        for verdict in check(&data, &state) {
            assert!(data.rules.contains(verdict.rule), "{verdict:?}");
            assert_ne!(verdict.rule, RuleRef::new("1.0"));
            cited += 1;
        }
    }
    assert!(cited > 500, "{cited}");
}
