//! Rulebook EXAMPLES about Control, totals and stacking, each reproduced as a
//! test named after its section. Where an example leaves a number open (how
//! many cubes), the test says what it assumes.

use coin_table::RuleRef;
use gandhi_validator::components::GameData;
use gandhi_validator::play::check;
use gandhi_validator::position::GameState;
use gandhi_validator::position::raj_control;
use gandhi_validator::position::totals;
use gandhi_validator::terms::{Piece, SpaceId};

struct Table {
    data: GameData,
    state: GameState,
}

impl Table {
    fn new() -> Table {
        let data = GameData::bundled().unwrap_or_else(|e| panic!("{e}"));
        let state = GameState::empty(&data.map, "example", 1);
        Table { data, state }
    }

    fn id(&self, key: &str) -> SpaceId {
        self.data.map.by_key(key).unwrap()
    }

    fn put(&mut self, key: &str, piece: Piece, count: u8) {
        let id = self.id(key);
        self.state.space_mut(id).pieces.add(piece, count);
    }

    fn take(&mut self, key: &str, piece: Piece, count: u8) {
        let id = self.id(key);
        assert_eq!(self.state.space_mut(id).pieces.remove(piece, count), count);
    }

    fn flip_active(&mut self, key: &str, count: u8) {
        self.take(key, Piece::GuerrillaUnderground, count);
        self.put(key, Piece::GuerrillaActive, count);
    }

    fn control(&self, key: &str) -> bool {
        raj_control(&self.data.map, &self.state, self.id(key))
    }

    fn raj_total(&self) -> i32 {
        totals(&self.data, &self.state).scores.raj.total
    }

    fn revolutionaries_total(&self) -> i32 {
        totals(&self.data, &self.state).scores.revolutionaries.total
    }
}

/// 1.7: 2 Troops, 2 Sepoys, a Protest and 5 Congress Activists in East
/// Bengal: no Control; without the Protest the Activists turn Inactive and
/// the Raj gains Control.
#[test]
fn ex_1_7_east_bengal() {
    let mut t = Table::new();
    t.put("east_bengal", Piece::Troop, 2);
    t.put("east_bengal", Piece::Sepoy, 2);
    t.put("east_bengal", Piece::CongressActivist, 5);
    let east_bengal = t.id("east_bengal");
    t.state.space_mut(east_bengal).protests = 1;
    assert!(
        !t.control("east_bengal"),
        "4 cubes do not exceed 5 Active Activists"
    );
    assert_eq!(t.raj_total(), 0);
    t.state.space_mut(east_bengal).protests = 0;
    assert!(t.control("east_bengal"), "4 cubes exceed 0 Active pieces");
    assert_eq!(
        t.raj_total(),
        2,
        "East Bengal's Population 2 counts for the Raj"
    );
}

/// 3.2.3: Madras Presidency holds 1 Sepoy and 2 Underground Guerrillas and is
/// Controlled. A Troop moves in; paying for the Sepoy, both cubes Activate
/// both Guerrillas and Control is lost. Without paying, only the Troop
/// Activates one Guerrilla and Control stays.
#[test]
fn ex_3_2_3_sweeping_in_place() {
    let mut paid = Table::new();
    paid.put("madras_presidency", Piece::Sepoy, 1);
    paid.put("madras_presidency", Piece::GuerrillaUnderground, 2);
    assert!(paid.control("madras_presidency"));
    let before = paid.raj_total();
    paid.put("madras_presidency", Piece::Troop, 1);
    paid.flip_active("madras_presidency", 2);
    assert!(
        !paid.control("madras_presidency"),
        "2 cubes do not exceed 2 Active Guerrillas"
    );
    assert_eq!(
        paid.raj_total(),
        before - 2,
        "the Raj loses Madras Presidency's Population"
    );

    let mut unpaid = Table::new();
    unpaid.put("madras_presidency", Piece::Sepoy, 1);
    unpaid.put("madras_presidency", Piece::GuerrillaUnderground, 2);
    unpaid.put("madras_presidency", Piece::Troop, 1);
    unpaid.flip_active("madras_presidency", 1);
    assert!(
        unpaid.control("madras_presidency"),
        "2 cubes exceed 1 Active Guerrilla"
    );
}

/// 3.4.3: three Guerrillas Activate in East Bengal and the Raj loses Control
/// there; the Attack succeeds, removes both cubes and places Unrest. In
/// Bihar two Guerrillas Activate, two Sepoys go, and the Protest there lets
/// Unrest be placed. (Assumed: East Bengal held exactly the two cubes the
/// Attack removes; Bihar's Protest was already there.)
#[test]
fn ex_3_4_3_attack_losing_control() {
    let mut t = Table::new();
    t.put("east_bengal", Piece::Sepoy, 2);
    t.put("east_bengal", Piece::GuerrillaUnderground, 3);
    assert!(t.control("east_bengal"));
    t.flip_active("east_bengal", 3);
    assert!(
        !t.control("east_bengal"),
        "2 cubes no longer exceed 3 Active Guerrillas"
    );
    t.take("east_bengal", Piece::Sepoy, 2);
    let east_bengal = t.id("east_bengal");
    t.state.space_mut(east_bengal).unrest += 1;
    assert_eq!(
        t.revolutionaries_total(),
        2,
        "Unrest in East Bengal counts its Population 2"
    );

    t.put("bihar", Piece::Sepoy, 2);
    t.put("bihar", Piece::GuerrillaUnderground, 2);
    let bihar = t.id("bihar");
    t.state.space_mut(bihar).protests = 1;
    t.flip_active("bihar", 2);
    t.take("bihar", Piece::Sepoy, 2);
    t.state.space_mut(bihar).unrest += 1;
    assert!(!t.control("bihar"));
    assert_eq!(t.revolutionaries_total(), 4);
    assert!(
        check(&t.data, &t.state)
            .citing(RuleRef::new("1.4.2"))
            .next()
            .is_none()
    );
}

/// 4.3.2: Gandhi moves into United Provinces and a Congress Activist is
/// placed; cubes no longer exceed Active pieces and the Control marker
/// goes. (Assumed: 2 Sepoys and a Protest there, so the new Activist is
/// Active and Non-Cooperation becomes possible, as the example says.)
#[test]
fn ex_4_3_2_satyagraha_removing_control() {
    let mut t = Table::new();
    t.put("united_provinces", Piece::Sepoy, 2);
    let up = t.id("united_provinces");
    t.state.space_mut(up).protests = 1;
    assert!(t.control("united_provinces"));
    t.put("united_provinces", Piece::Gandhi, 1);
    assert!(
        t.control("united_provinces"),
        "2 cubes still exceed Gandhi alone"
    );
    t.put("united_provinces", Piece::CongressActivist, 1);
    assert!(
        !t.control("united_provinces"),
        "2 cubes do not exceed Gandhi and an Active Activist"
    );
    assert_eq!(t.raj_total(), 0);
}

/// 3.3.2: the lone Sepoy in West Bengal does not outnumber the Active
/// Guerrilla there, so West Bengal has no Control; United Provinces does.
/// (Assumed: 2 Sepoys in United Provinces, with no Active piece.)
#[test]
fn ex_3_3_2_demonstrate_and_control() {
    let mut t = Table::new();
    t.put("west_bengal", Piece::Sepoy, 1);
    t.put("west_bengal", Piece::GuerrillaActive, 1);
    assert!(!t.control("west_bengal"));
    t.put("united_provinces", Piece::Sepoy, 2);
    t.put("united_provinces", Piece::CongressActivist, 1);
    assert!(
        t.control("united_provinces"),
        "the moving Activist is Inactive without a Protest"
    );
}

/// 4.4.2: Sind holds a Sepoy, a Guerrilla, a Muslim League Base and a Muslim
/// League Activist; the Base is always Active, so there is no Raj Control.
#[test]
fn ex_4_4_2_base_denies_control() {
    let mut t = Table::new();
    t.put("sind", Piece::Sepoy, 1);
    t.put("sind", Piece::GuerrillaUnderground, 1);
    t.put("sind", Piece::LeagueBase, 1);
    t.put("sind", Piece::LeagueActivist, 1);
    assert!(!t.control("sind"));
}

/// 4.5.2: Sind has Population 1, so it may hold a single Base; a second one
/// breaks stacking.
#[test]
fn ex_4_5_2_sind_holds_one_base() {
    let mut t = Table::new();
    t.put("sind", Piece::LeagueBase, 1);
    assert!(
        check(&t.data, &t.state)
            .citing(RuleRef::new("1.4.2"))
            .next()
            .is_none()
    );
    t.put("sind", Piece::RevolutionariesBase, 1);
    let report = check(&t.data, &t.state);
    let finding = report
        .citing(RuleRef::new("1.4.2"))
        .next()
        .expect("a stacking finding");
    assert_eq!(finding.spaces, [t.id("sind")]);
    assert!(
        finding.caveat.is_none(),
        "Sind's Population comes from the rulebook"
    );
}

/// 1.10: at Restraint 4, the two markers in boxes 1 and 2 are Available.
#[test]
fn ex_1_10_available_protest_markers() {
    let t = Table::new();
    assert_eq!(t.data.pieces.available_protests_for_operations(4, 0), 2);
    // Markers already in India come from the lowest boxes first.
    assert_eq!(t.data.pieces.available_protests_for_operations(4, 1), 1);
    assert_eq!(t.data.pieces.available_protests_for_operations(4, 2), 0);
    // Events ignore Restraint.
    assert_eq!(
        t.data.pieces.available_protests_for_events(2),
        t.data.pieces.protest_markers() - 2
    );
}
