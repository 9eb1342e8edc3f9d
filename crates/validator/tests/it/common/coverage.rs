//! What the static checks cover and what the validator derives, section by
//! section, in words for the rules coverage document
//! (`docs/rules-coverage.md`) and the test that keeps every cited section in
//! the rules index. The checks themselves cite their sections through their
//! issue codes; these lines say what each section's check is about.

use coin_table::RuleRef;

/// Facts the validator derives from the state rather than storing them,
/// with the section that defines each. Used for the rules coverage document.
pub const DERIVED: &[(&str, &str)] = &[
    (
        "1.3.5",
        "whether a space is a State (Princely State or Muslim State marker)",
    ),
    (
        "1.4.3",
        "which pieces are Active: Activists in Protest spaces and on Railways, Gandhi, Bases, Active Guerrillas",
    ),
    (
        "1.5",
        "a player's lower margin when one player runs two Factions",
    ),
    ("1.6.2", "Active levels counting double"),
    ("1.6.3", "Total Support and Total Opposition"),
    ("1.6.4", "Opposition in Muslim spaces"),
    ("1.7.1", "Raj Control in each space"),
    ("1.7.2", "only Cities and Provinces can be Controlled"),
    ("1.9", "the four victory totals"),
    (
        "1.10",
        "Protest markers Available for Operations at the current Restraint",
    ),
    (
        "2.3.2",
        "the 1st and 2nd Eligible Factions on the current card",
    ),
    (
        "2.3.4",
        "the 2nd Eligible's options after the 1st Eligible's choice",
    ),
    ("2.3.6", "where cylinders go after the card"),
    (
        "2.4.1",
        "the final Campaign: no Campaign card left in the draw deck",
    ),
    (
        "6.5",
        "Restraint and Unity reset to the Campaign cards left in the deck",
    ),
    ("6.8", "Crisis: Restraint and Unity both 1"),
    ("7.1", "the ranking with its tie order"),
    ("7.2", "whether a Faction has met its victory condition"),
    ("7.3", "victory margins"),
];

/// Every section a static check can cite, with what it checks. Used for
/// documentation and by the test that keeps citations in the rules index.
pub const CHECKS: &[(RuleRef, &str)] = &[
    (
        RuleRef::new("1.4.2"),
        "Bases within Population, none on Railways; no Troops in States; one Protest at most",
    ),
    (
        RuleRef::new("1.3.5"),
        "Muslim State markers only in Provinces",
    ),
    (
        RuleRef::new("1.3.6"),
        "Railways hold no Support or Opposition",
    ),
    (RuleRef::new("1.12"), "Strike markers only on Railways"),
    (
        RuleRef::new("5.1.1"),
        "at most one Strike marker on a Railway",
    ),
    (RuleRef::new("5.1.4"), "Unrest markers never on Railways"),
    (
        RuleRef::new("1.4.1"),
        "every piece on the map, Available, Out of Play or in Jail; Gandhi never Available",
    ),
    (
        RuleRef::new("1.3.9"),
        "the Jail holds only Gandhi and Activists",
    ),
    (
        RuleRef::new("1.4.5"),
        "Gandhi is never eliminated: on the map or in Jail",
    ),
    (
        RuleRef::new("1.10"),
        "no more Protest markers in India than exist",
    ),
    (
        RuleRef::new("1.11"),
        "at most 12 Unrest and Strike markers together",
    ),
    (RuleRef::new("1.8"), "Resources between 0 and 50"),
    (RuleRef::new("6.6"), "Restraint between 1 and 5"),
    (RuleRef::new("6.7"), "Unity between 1 and 5"),
    (
        RuleRef::new("2.5"),
        "a Viceroy is in the British Viceroy of India box",
    ),
    (RuleRef::new("1.2"), "each card exists once"),
];
