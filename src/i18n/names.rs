//! The names of the game's things (`names.ftl`), and the words for the
//! validator's typed arguments.

use fluent_bundle::FluentValue;
use gandhi_validator::components::{Column, SpecialAction};
use gandhi_validator::findings::{Arg, Term};
use gandhi_validator::nonplayers::NpChoice;
use gandhi_validator::play::Phase;
use gandhi_validator::play::Track;
use gandhi_validator::play::{Operation, Special};
use gandhi_validator::terms::Card;
use gandhi_validator::terms::{Marker, Place};
use gandhi_validator::volume::Gandhi;
use gandhi_validator::{
    components::GameData,
    terms::{Faction, Piece, SpaceId, SpaceKind, Stock, SupportLevel},
};

use super::fluent::{Args, Lang, say, text, tr};
use super::keys::Key;
use gandhi_validator::volume::{ANSWERS, Answer};

/// A Faction's name.
pub fn faction(lang: Lang, faction: Faction) -> &'static str {
    text(
        lang,
        match faction {
            Faction::Raj => "faction-raj",
            Faction::Congress => "faction-congress",
            Faction::MuslimLeague => "faction-muslim-league",
            Faction::Revolutionaries => "faction-revolutionaries",
        },
    )
}

fn piece_id(piece: Piece) -> &'static str {
    match piece {
        Piece::Troop => "piece-troop",
        Piece::Sepoy => "piece-sepoy",
        Piece::CongressActivist => "piece-congress-activist",
        Piece::LeagueActivist => "piece-league-activist",
        Piece::Gandhi => "piece-gandhi",
        Piece::GuerrillaUnderground => "piece-guerrilla-underground",
        Piece::GuerrillaActive => "piece-guerrilla-active",
        Piece::LeagueBase => "piece-league-base",
        Piece::RevolutionariesBase => "piece-revolutionaries-base",
    }
}

/// A piece's name for a count (singular or plural by the language's rules).
pub fn piece(lang: Lang, piece: Piece, count: u32) -> String {
    say(lang, piece_id(piece), Args::new().num("count", count))
}

/// An inventory line's name.
pub fn stock(lang: Lang, stock: Stock) -> String {
    let plural = |p| piece(lang, p, 2);
    match stock {
        Stock::Troops => plural(Piece::Troop),
        Stock::Sepoys => plural(Piece::Sepoy),
        Stock::CongressActivists => plural(Piece::CongressActivist),
        Stock::LeagueActivists => plural(Piece::LeagueActivist),
        Stock::Gandhi => text(lang, "stock-gandhi").to_owned(),
        Stock::Guerrillas => text(lang, "stock-guerrillas").to_owned(),
        Stock::LeagueBases => plural(Piece::LeagueBase),
        Stock::RevolutionariesBases => plural(Piece::RevolutionariesBase),
    }
}

/// A Support or Opposition level.
pub fn level(lang: Lang, level: SupportLevel) -> &'static str {
    text(
        lang,
        match level {
            SupportLevel::ActiveOpposition => "level-active-opposition",
            SupportLevel::PassiveOpposition => "level-passive-opposition",
            SupportLevel::Neutral => "level-neutral",
            SupportLevel::PassiveSupport => "level-passive-support",
            SupportLevel::ActiveSupport => "level-active-support",
        },
    )
}

/// Short badge for a level (two letters; none for Neutral).
pub fn level_badge(lang: Lang, level: SupportLevel) -> &'static str {
    match level {
        SupportLevel::ActiveOpposition => text(lang, "badge-active-opposition"),
        SupportLevel::PassiveOpposition => text(lang, "badge-passive-opposition"),
        SupportLevel::Neutral => "",
        SupportLevel::PassiveSupport => text(lang, "badge-passive-support"),
        SupportLevel::ActiveSupport => text(lang, "badge-active-support"),
    }
}

/// A kind of space.
pub fn space_kind(lang: Lang, kind: SpaceKind) -> &'static str {
    text(
        lang,
        match kind {
            SpaceKind::City => "kind-city",
            SpaceKind::Province => "kind-province",
            SpaceKind::PrincelyState => "kind-princely-state",
            SpaceKind::Railway => "kind-railway",
        },
    )
}

/// A marker's name.
pub fn marker(lang: Lang, marker: Marker) -> &'static str {
    text(
        lang,
        match marker {
            Marker::Protest => "marker-protest",
            Marker::Unrest => "marker-unrest",
            Marker::Strike => "marker-strike",
            Marker::MuslimState => "marker-muslim-state",
        },
    )
}

/// A track's name.
pub fn track(lang: Lang, track: Track) -> &'static str {
    text(
        lang,
        match track {
            Track::Restraint => "track-restraint",
            Track::Unity => "track-unity",
            Track::RajResources => "track-raj-resources",
            Track::RevolutionariesResources => "track-revolutionaries-resources",
        },
    )
}

/// Eligible or Ineligible.
pub fn eligibility(
    lang: Lang,
    eligibility: gandhi_validator::position::Eligibility,
) -> &'static str {
    use gandhi_validator::position::Eligibility;
    text(
        lang,
        match eligibility {
            Eligibility::Eligible => "eligibility-eligible",
            Eligibility::Ineligible => "eligibility-ineligible",
        },
    )
}

/// An Operation's name.
pub fn operation(lang: Lang, op: Operation) -> &'static str {
    text(
        lang,
        match op {
            Operation::Deploy => "operation-deploy",
            Operation::Garrison => "operation-garrison",
            Operation::Sweep => "operation-sweep",
            Operation::Assault => "operation-assault",
            Operation::Rally => "operation-rally",
            Operation::Demonstrate => "operation-demonstrate",
            Operation::CivilDisobedience => "operation-civil-disobedience",
            Operation::NonCooperation => "operation-non-cooperation",
            Operation::March => "operation-march",
            Operation::Attack => "operation-attack",
            Operation::Unrest => "operation-unrest",
        },
    )
}

/// A Special Activity's name.
pub fn special(lang: Lang, special: Special) -> &'static str {
    text(
        lang,
        match special {
            Special::Treaty => "special-treaty",
            Special::Govern => "special-govern",
            Special::MartialLaw => "special-martial-law",
            Special::Negotiate => "special-negotiate",
            Special::Satyagraha => "special-satyagraha",
            Special::Persuade => "special-persuade",
            Special::Infiltrate => "special-infiltrate",
            Special::Aid => "special-aid",
            Special::Assassinate => "special-assassinate",
        },
    )
}

/// A Campaign Round step's name.
pub fn phase(lang: Lang, phase: Phase) -> &'static str {
    text(
        lang,
        match phase {
            Phase::Victory => "phase-victory",
            Phase::Strikes => "phase-strikes",
            Phase::RajEarnings => "phase-raj-earnings",
            Phase::RevolutionariesEarnings => "phase-revolutionaries-earnings",
            Phase::Imperialism => "phase-imperialism",
            Phase::ConstructiveProgramme => "phase-constructive-programme",
            Phase::PakistanMovement => "phase-pakistan-movement",
            Phase::SecretSocieties => "phase-secret-societies",
            Phase::NewViceroy => "phase-new-viceroy",
            Phase::RajRedeploy => "phase-raj-redeploy",
            Phase::RajRedeployRemoval => "phase-raj-redeploy-removal",
            Phase::CongressRedeploy => "phase-congress-redeploy",
            Phase::LeagueRedeploy => "phase-league-redeploy",
            Phase::RevolutionariesRedeploy => "phase-revolutionaries-redeploy",
            Phase::Reset => "phase-reset",
            Phase::CrisisCubes => "phase-crisis-cubes",
            Phase::NpProtest => "phase-np-protest",
        },
    )
}

/// A fixed phrase a finding refers to.
pub fn term(lang: Lang, term: Term) -> &'static str {
    text(
        lang,
        match term {
            Term::Pass => "term-pass",
            Term::TheEvent => "term-the-event",
            Term::ThisAction => "term-this-action",
            Term::ReleaseFromJail => "term-release-from-jail",
            Term::Activists => "term-activists",
            Term::Guerrillas => "term-guerrillas",
            Term::ProtestOrGandhi => "term-protest-or-gandhi",
            Term::LeagueBase => "term-league-base",
            Term::NegotiateOperations => "term-negotiate-operations",
            Term::ProtestSpace => "term-protest-space",
            Term::MuslimSpace => "term-muslim-space",
            Term::Imperialism => "term-imperialism",
        },
    )
}

/// A column of a Space Selection Priorities table (8.4.1).
pub fn column(lang: Lang, column: Column) -> &'static str {
    text(
        lang,
        match column {
            Column::PlaceCubes => "column-place-cubes",
            Column::ShiftToSupport => "column-shift-to-support",
            Column::RemoveOrReplace => "column-remove-or-replace",
            Column::Sweep => "column-sweep",
            Column::PlaceActivists => "column-place-activists",
            Column::PlaceProtests => "column-place-protests",
            Column::MoveOrReleaseGandhi => "column-move-or-release-gandhi",
            Column::ShiftToOpposition => "column-shift-to-opposition",
            Column::Demonstrate => "column-demonstrate",
            Column::PlaceBases => "column-place-bases",
            Column::PlaceMuslimStates => "column-place-muslim-states",
            Column::PlaceGuerrillas => "column-place-guerrillas",
            Column::PlaceUnrest => "column-place-unrest",
            Column::AttackOrGoUnderground => "column-attack-or-go-underground",
            Column::March => "column-march",
        },
    )
}

/// What a non-player does on a card.
pub fn np_choice(lang: Lang, choice: NpChoice) -> &'static str {
    text(
        lang,
        match choice {
            NpChoice::Event { shaded: true } => "np-choice-event-shaded",
            NpChoice::Event { shaded: false } => "np-choice-event-unshaded",
            NpChoice::OperationWithSpecial => "np-choice-operation-with-special",
            NpChoice::OperationOnly => "np-choice-operation-only",
            NpChoice::LimitedOperation => "np-choice-limited-operation",
            NpChoice::Pass => "np-choice-pass",
        },
    )
}

/// An option a Special Activity box asks for, as an action.
pub fn special_action(lang: Lang, action: SpecialAction) -> &'static str {
    text(
        lang,
        match action {
            SpecialAction::ReleaseGandhi => "option-release-gandhi",
            SpecialAction::RemoveMuslimState => "option-remove-muslim-state",
            SpecialAction::RemoveUnrest => "option-remove-unrest",
            SpecialAction::PlaceMuslimState => "option-place-muslim-state",
            SpecialAction::PlaceBase => "option-place-base",
            SpecialAction::MoveGandhi => "option-move-gandhi",
            SpecialAction::PlaceActivist => "option-place-activist",
            SpecialAction::ActivateGuerrillas => "option-activate-guerrillas",
            SpecialAction::RemoveAdversary => "option-remove-adversary",
            SpecialAction::RemoveProtests => "option-remove-protests",
            SpecialAction::Imperialism => "option-imperialism",
            SpecialAction::RemoveAdversaries => "option-remove-adversaries",
        },
    )
}

/// A space's name: its proper name as printed, or the program's own name
/// in this language for the Railway lines and Towns it names itself.
pub fn space_name(lang: Lang, data: &GameData, id: SpaceId) -> String {
    let space = data.map.space(id);
    place_named(lang, &space.key, &space.name)
}

/// A Town's name (1.3.6), in the language when the program names it.
pub fn town_name(lang: Lang, town: &gandhi_validator::components::Town) -> String {
    place_named(lang, &town.key, &town.name)
}

/// The program's own name for a place of the map, else the data's.
fn place_named(lang: Lang, key: &str, fallback: &str) -> String {
    let own = format!("place-{key}");
    if super::fluent::has(lang, &own) {
        text(lang, &own).to_owned()
    } else {
        fallback.to_owned()
    }
}

/// A scenario's name: the program's own for the three of the rulebook,
/// else the data's.
pub fn scenario_name(lang: Lang, data: &GameData, key: &str) -> String {
    match key {
        "short" => tr(lang, Key::ScenarioShort).to_owned(),
        "main" => tr(lang, Key::ScenarioMain).to_owned(),
        "quick" => tr(lang, Key::ScenarioQuick).to_owned(),
        other => data
            .scenario(other)
            .map_or(other, |s| s.name.as_str())
            .to_owned(),
    }
}

/// A box's or a space's name.
pub fn place_name(lang: Lang, data: &GameData, place: Place) -> String {
    match place {
        Place::Space(id) => space_name(lang, data, id),
        Place::Available => tr(lang, Key::Available).to_owned(),
        Place::OutOfPlay => tr(lang, Key::OutOfPlay).to_owned(),
        Place::Jail => tr(lang, Key::Jail).to_owned(),
    }
}

/// A typed argument as a Fluent value: numbers stay numbers (for plural
/// forms), everything else is worded in the language.
pub fn arg(lang: Lang, data: &GameData, arg: &Arg) -> FluentValue<'static> {
    let words = |s: &str| FluentValue::from(s.to_owned());
    match arg {
        Arg::Space(id) => FluentValue::from(space_name(lang, data, *id)),
        Arg::Int(n) => FluentValue::from(*n),
        Arg::Piece(p, n) => FluentValue::from(piece(lang, *p, u32::try_from(*n).unwrap_or(2))),
        Arg::Stock(s) => FluentValue::from(stock(lang, *s)),
        Arg::Faction(f) => words(faction(lang, *f)),
        Arg::Operation(op) => words(operation(lang, *op)),
        Arg::Special(sa) => words(special(lang, *sa)),
        Arg::Phase(p) => words(phase(lang, *p)),
        Arg::Track(t) => words(track(lang, *t)),
        Arg::Place(p) => FluentValue::from(place_name(lang, data, *p)),
        Arg::Marker(m) => words(marker(lang, *m)),
        Arg::Level(l) => words(level(lang, *l)),
        Arg::Kind(k) => words(space_kind(lang, *k)),
        Arg::Card(card) => FluentValue::from(card_name(lang, data, *card)),
        Arg::Rule(rule) => FluentValue::from(rule.to_string()),
        Arg::Term(t) => words(term(lang, *t)),
    }
}

/// The arguments of a code, named as the code names them.
pub fn args(lang: Lang, data: &GameData, names: &'static [&'static str], args: &[Arg]) -> Args {
    let mut out = Args::new();
    for (name, value) in names.iter().zip(args) {
        out = out.value(name, arg(lang, data, value));
    }
    out
}

/// A card's name: an Event by number (and title when known), or a Campaign
/// card by its Viceroy.
pub fn card_name(lang: Lang, data: &GameData, card: Card) -> String {
    match card {
        Card::Event(number) => match data.cards.get(number).and_then(|c| c.title.as_ref()) {
            Some(title) => say(
                lang,
                "card-event-titled",
                Args::new()
                    .num("number", number)
                    .text("title", title.value.clone()),
            ),
            None => say(lang, "card-event", Args::new().num("number", number)),
        },
        Card::Campaign(id) => {
            let viceroy = data.viceroys.get(id).map_or("?", |v| v.name.as_str());
            say(
                lang,
                "card-campaign",
                Args::new().text("viceroy", viceroy.to_owned()),
            )
        }
    }
}

/// Gandhi's names as the table's words for a volume (`name-<key>`
/// messages of a Fluent resource): its spaces, Factions, pieces, boxes,
/// tracks and kinds of space, each by the key the contract gives it, in
/// `lang`. A name that Fluent would read as more than text is left out
/// (the table then shows its key).
pub fn table_names(lang: Lang, data: &GameData) -> String {
    let mut named: Vec<(String, String)> = data
        .map
        .spaces()
        .iter()
        .map(|space| (space.key.clone(), space_name(lang, data, space.id)))
        .collect();
    named.extend(Faction::ALL.map(|f| (f.key().to_owned(), faction(lang, f).to_owned())));
    named.extend(Piece::ALL.map(|p| (p.key().to_owned(), piece(lang, p, 2))));
    named.extend(
        [Place::Available, Place::OutOfPlay, Place::Jail]
            .map(|p| (Gandhi::place_key(data, p), place_name(lang, data, p))),
    );
    named.extend(Track::ALL.map(|t| (t.key().to_owned(), track(lang, t).to_owned())));
    named.extend(
        [
            SpaceKind::City,
            SpaceKind::Province,
            SpaceKind::PrincelyState,
            SpaceKind::Railway,
        ]
        .map(|k| (k.key().to_owned(), space_kind(lang, k).to_owned())),
    );
    named.extend(
        data.scenarios
            .iter()
            .map(|s| (s.key.clone(), scenario_name(lang, data, &s.key))),
    );
    // What the players' own files hold, as the table says it merged them.
    named.extend(gandhi_validator::volume::OWN_FILES.map(|own| {
        (
            own.key.to_owned(),
            text(lang, &format!("own-file-{}", own.key)).to_owned(),
        )
    }));
    // The answers the players give the non-players' questions (8.8.3, 4.3.2).
    named.extend(ANSWERS.map(|(key, answer)| {
        let id = match answer {
            Answer::Effective(true) => "np-answer-effective",
            Answer::Effective(false) => "np-answer-not-effective",
            Answer::Release(true) => "np-answer-release",
            Answer::Release(false) => "np-answer-keep",
        };
        (key.to_owned(), text(lang, id).to_owned())
    }));
    named
        .into_iter()
        .filter(|(_, name)| !name.contains(['{', '}', '\n']) && !name.trim().is_empty())
        .map(|(key, name)| format!("name-{key} = {}\n", name.trim()))
        .collect()
}
