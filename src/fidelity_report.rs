//! The fidelity report in words: the Markdown of `docs/fidelity.md` and
//! `docs/freedoms.md`, written from the figures the validator's fidelity
//! harness hands over ([`Fidelity`]): counts per kind of fault and per
//! section, the freedoms played, and a few examples kept as data. Every
//! sentence and heading of the report lives here; the report is a
//! document of the project, written in English.

use gandhi_validator::playouts::Freedom;
use gandhi_validator::playouts::{Example, Fault, Fidelity, Opener};

/// A kind of fault's short name.
pub fn fault_name(fault: Fault) -> &'static str {
    match fault {
        Fault::Unreachable => "unreachable space",
        Fault::WrongPiece => "wrong kind of piece",
        Fault::TooMany => "one piece too many",
        Fault::TooFew => "one piece too few",
        Fault::WrongBox => "removed to the wrong box",
        Fault::CostNotPaid => "cost not paid",
        Fault::CostTwice => "cost paid twice",
        Fault::TrackNotShifted => "track not shifted",
        Fault::BeyondLimited => "second space of a Limited Operation",
        Fault::LeftUnderground => "Guerrilla left Underground",
        Fault::MarkerNotPlaced => "marker not placed",
        Fault::MarkerNotRemoved => "marker not removed",
        Fault::BaseFirst => "Base removed before its protectors",
        Fault::DieIgnored => "die result ignored",
        Fault::TransferTooMuch => "Resources handed over beyond the giver's",
        Fault::OwnBackToJail => "own piece taken back sent to Jail",
        Fault::CostNotPaidWithSpecial => "cost not paid beside a Special Activity",
    }
}

/// Where a kind of fault is applied, and why it is illegal there whatever
/// else the step did.
pub fn fault_why(fault: Fault) -> &'static str {
    match fault {
        Fault::Unreachable => {
            "Deploy and both Rallies place only in Cities, Provinces and States, so a piece they place is sent to a Railway instead (3.2.1, 3.3.1, 3.4.1); Sweep and Demonstrate reach at most two spaces away (3.2.3, 3.3.2), so a moving piece is sent at least three spaces from every space pieces of its kind left in the step. Pieces of a kind are alike, so the space is none the step takes pieces of the kind from (an arrival there reads as one fewer leaving), and a Troop is not sent into a State (a second fault, 1.4.2)"
        }
        Fault::WrongPiece => {
            "Deploy and Rally place only the acting Faction's own pieces (3.2.1, 3.3.1, 3.4.1), so a piece they place from Available is swapped for another Faction's"
        }
        Fault::TooMany => {
            "the League and Revolutionaries Rallies place exactly one plus their Bases in a space (3.3.1, 3.4.1), Congress at most the Population, Deploy at most six cubes (3.2.1): one more is added where the count was already exact or at its largest"
        }
        Fault::TooFew => {
            "a non-player's League or Revolutionaries Rally places exactly one plus its Bases (3.3.1, 3.4.1; a player may take its own pieces back to Available, 1.4.1, so only non-players' Rallies are used), and card 6 removes every piece of the Faction it targets: one fewer is placed or removed"
        }
        Fault::WrongBox => {
            "a piece an Operation, Special Activity or Event removes goes to Available, or to Jail when arrested (1.4.1, 3.2.4, 5.1.3); it is sent Out of Play instead, where only an Event's own text could send it (so an Event is used only where the data holds its whole text), and only removals that went to Available or Jail are changed (not where the step also brings as many pieces of the kind from Out of Play: those sent there read as the legal step that brought fewer)"
        }
        Fault::CostNotPaid => {
            "an Operation whose Resources went down (with no Special Activity to muddle the sum) had a cost to pay (3.1); the payment is taken out"
        }
        Fault::CostTwice => {
            "the same Operations: the Resources go down by twice the cost, where the track allows it (3.1); the cost is read from the step's own settings of the track, and the Resources handed over (1.5.2) stay as they were"
        }
        Fault::TrackNotShifted => {
            "Non-Cooperation and Unrest shift Restraint -1 (3.3.4, 3.4.4), a Pass earns Resources (2.3.3), the Earnings steps add Resources (6.2.2, 6.2.3), an other Faction's Activist brought from Out of Play shifts Unity (3.3.1): where the legal step shifted the track, the shift is taken out"
        }
        Fault::BeyondLimited => {
            "a Limited Operation selects one space (2.3.5): a Deploy or Rally placement is added in a second space of the same kind, not one the step takes pieces of the kind back from (one placed there reads as one fewer taken back, 1.4.1)"
        }
        Fault::LeftUnderground => {
            "Unrest, Attack, Sweep and Garrison Activate Guerrillas (3.4.4, 3.4.3, 3.2.3, 3.2.2): a flip to Active is taken out, in a space the step also changed otherwise (a space whose only change was the flip would look unselected, as after a Sweep in place)"
        }
        Fault::MarkerNotPlaced => {
            "Unrest adds an Unrest marker or a Strike (3.4.4), Civil Disobedience a Protest when one is Available (3.3.3: only in a space its Activists also left for a Railway, since a space with no change at all looks unselected), a successful Attack an Unrest marker (3.4.3), the Strikes step its Strikes (6.2.1): a marker the legal step placed is left out"
        }
        Fault::MarkerNotRemoved => {
            "the Reset step clears its markers (6.5) and the Strikes step takes each converted Protest off its Railway (6.2.1): a removal the legal step made is left out"
        }
        Fault::BaseFirst => {
            "Attack removes a League Base only once no Activists remain, and Assault and Attack a Revolutionaries Base only once no Guerrillas remain (3.4.3, 3.2.4): a protector's removal is swapped for the Base's while the protector stays (a Guerrilla taken off in an Attack is the Revolutionaries' own, taken back, 1.4.1: never used)"
        }
        Fault::DieIgnored => {
            "the Crisis brings at most a die's worth of Sepoys (6.8) and Rally releases exactly a die roll of prisoners when there are enough (3.3.1): one more than the die allows, where more were there to take"
        }
        Fault::TransferTooMuch => {
            "the Raj and the Revolutionaries may hand each other Resources while one of them executes (1.5.2), but only Resources the giver holds: a transfer the step made hands over one more than the giver had at that moment (only where the giver is not the acting Faction, whose own Operation would then also go unpaid)"
        }
        Fault::OwnBackToJail => {
            "Congress, the League and the Revolutionaries may take their own pieces off the map only to Available (1.4.1), and a Rally's Base replaces pieces that go to Available too (3.3.1, 3.4.1): an own piece the step took off the map to Available is sent to Jail instead, where only an arrest sends pieces (not where the step also releases pieces of the kind from Jail: one sent there reads as one fewer released)"
        }
        Fault::CostNotPaidWithSpecial => {
            "an Operation costs the Raj and the Revolutionaries Resources whatever its Special Activity spends or earns (3.1, 3.1.5, 4.1): in an Operation with a Special Activity, a payment the Operation's own part made is taken out, and every later value of the track is raised by as much, so the Special Activity's spending and earning stay as they were"
        }
    }
}

/// What is known of the faults still missed or caught with another
/// section, kind by kind.
const MISSES: &str = "\n## Why some faults can go uncaught, or cite another section\n\n\
- **Guerrilla left Underground, in a non-player's Sweep.** A destination that Activates only as many Guerrillas as the Troops there reads as one where the Sepoys already there were not used, which is legal; a player's payment would tell the two apart, but a non-player Raj pays nothing for its Operations, so nothing does.\n\
- **Unreachable space, in a Sweep or a Demonstrate.** The checks judge the whole change, not each move: when another piece of the same kind left a space within reach of the far destination, the change is the same as a legal Operation in which that piece went there. In a Limited Operation the second destination is what gets caught (2.3.5), and in a Congress or League Operation already at its allowance of spaces, the extra space (3.3).\n\
- **Die result ignored, in a non-player's Rally with a Special Activity.** A non-player's release may follow any of its dice for no space, since its Special Activity may roll selection dice after the release die (8.1.2); a release that fits another of its dice is accepted.\n\
- **Marker not placed, after an Attack.** Whether the space had Raj Control when the Unrest marker is due is read after the removals; where the removals changed Control, the checks and the engine can differ on whether the marker was due.\n\
- **Second space of a Limited Operation, where that space has no room for the Base placed.** The Base with no room (1.4.2) is the headline and the second space (2.3.5) follows beneath it: both are true of the one placement, and the grouping puts a space's own finding above an allowance.\n\
\n\
## Why some faults give more than one headline\n\n\
- **One piece too few, in a non-player's Rally.** A League or Revolutionaries non-player places one piece plus its Bases in each space while pieces remain (3.3.1, 3.4.1). One piece left off in one space makes a piece remain for another space that had gone without for want of pieces, so both spaces' counts are off; neither follows from the other.\n\
- **Unreachable space, where the far space is a State.** Troops sent three spaces away into a State break both the Sweep's reach (3.2.3) and the bar on Troops in States (1.4.2), both of them what the move itself did wrong, so neither follows from the other.\n\
- **Unreachable space, in a Rally with Infiltrate.** The Rally's piece sent to a Railway leaves the Infiltrate without the Activist or Guerrilla it needed in its own space (4.4.2). The Infiltrate's finding names a space the Rally's does not, so it stands as a headline of its own.\n\
";

/// The report's table of freedoms played (docs/freedoms.md).
fn freedom_counts(fidelity: &Fidelity) -> String {
    format!(
        "\n## Freedoms of the rules played\n\nThe choices the rulebook leaves a player ([docs/freedoms.md](freedoms.md)), read from the log entries of the legal steps judged: {} played.\n\n| freedom | section | legal steps that played it | of which false alarms |\n|---|---|---|---|\n{}",
        played_of_all(fidelity),
        freedom_rows(fidelity, false),
    )
}

/// The freedom table as Markdown (docs/freedoms.md), `how` saying what
/// was played.
pub fn freedoms_markdown(fidelity: &Fidelity, how: &str) -> String {
    format!(
        "{how}\n\nEach row is a choice the rulebook leaves the acting Faction (or the table), with the section that leaves it open. A legal step plays it when its log entries show the choice made (read by `freedoms_in` in `crates/validator/src/freedoms.rs`, never from what the generator meant to do). The false alarms counted in [docs/fidelity.md](fidelity.md) cover only the rows played here; a row never played is a choice no legal step of the run made, so nothing yet says the checks accept it.\n\n{} played.\n\n| freedom | section | the choice | played | legal steps judged | of which false alarms |\n|---|---|---|---|---|---|\n{}",
        played_of_all(fidelity),
        freedom_rows(fidelity, true),
    )
}

/// How many freedoms the legal steps played, of them all: "`n` of `all`".
fn played_of_all(fidelity: &Fidelity) -> String {
    format!(
        "{} of {}",
        Freedom::ALL.len() - fidelity.unplayed().len(),
        Freedom::ALL.len()
    )
}

/// The rows of a freedom table, one a freedom: its name and section, then
/// (`with_choice`) the choice in words and whether it was played, then the
/// legal steps that played it and the false alarms among them.
fn freedom_rows(fidelity: &Fidelity, with_choice: bool) -> String {
    let mut out = String::new();
    for freedom in Freedom::ALL {
        let t = fidelity.freedom(freedom);
        let choice = if with_choice {
            let played = if t.judged > 0 { "yes" } else { "no" };
            format!("{} | {played} | ", describe(freedom))
        } else {
            String::new()
        };
        out.push_str(&format!(
            "| `{freedom:?}` | {} | {choice}{} | {} |\n",
            freedom.section(),
            t.judged,
            t.false_alarms
        ));
    }
    out
}

/// A share to a tenth of a percent, rounded down: 100.0 % only when the
/// whole is there.
fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        "–".to_owned()
    } else {
        let tenths = u128::from(part) * 1000 / u128::from(whole);
        format!("{}.{} %", tenths / 10, tenths % 10)
    }
}

fn per(part: u64, whole: u64) -> String {
    if whole == 0 {
        "–".to_owned()
    } else {
        format!("{:.2}", part as f64 / whole as f64)
    }
}

/// The report as Markdown, `how` saying what was played.
pub fn fidelity_markdown(fidelity: &Fidelity, how: &str) -> String {
    let mut out = String::new();
    let all = fidelity.total();
    let caught = all.right + all.other;
    out.push_str(&format!(
        "{how}\n\n\
         | | |\n|---|---|\n\
         | games | {} |\n\
         | legal steps judged | {} |\n\
         | of which the non-player engine made | {} |\n\
         | false alarms (a legal step raising an error) | {} |\n\
         | faults applied | {} |\n\
         | caught | {} ({}) |\n\
         | caught, a headline citing a section the fault breaks | {} ({}) |\n\
         | headlines per fault caught (errors that follow from no other) | {} |\n\
         | errors raised per fault caught, what follows included | {} |\n\
         | faults applied to the engine's steps | {} (caught {}) |\n\n",
        fidelity.games,
        fidelity.legal_steps,
        fidelity.engine_steps,
        fidelity.false_alarms,
        all.total(),
        caught,
        percent(caught, all.total()),
        all.right,
        percent(all.right, all.total()),
        per(all.headlines, caught),
        per(all.findings, caught),
        fidelity.engine.total(),
        percent(
            fidelity.engine.right + fidelity.engine.other,
            fidelity.engine.total()
        ),
    ));
    out.push_str("## Per kind of fault\n\n| fault | applied | right section | other section | missed | headlines per catch | errors per catch |\n|---|---|---|---|---|---|---|\n");
    for fault in Fault::ALL {
        let t = fidelity.by_kind.get(&fault).copied().unwrap_or_default();
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            fault_name(fault),
            t.total(),
            t.right,
            t.other,
            t.missed,
            per(t.headlines, t.right + t.other),
            per(t.findings, t.right + t.other),
        ));
    }
    out.push_str("\n## Per section broken\n\n| section | applied | right section | other section | missed |\n|---|---|---|---|---|\n");
    for (section, t) in &fidelity.by_section {
        out.push_str(&format!(
            "| {section} | {} | {} | {} | {} |\n",
            t.total(),
            t.right,
            t.other,
            t.missed
        ));
    }
    out.push_str(&freedom_counts(fidelity));
    out.push_str("\n## Where each fault is applied, and why it is illegal there\n\n");
    for fault in Fault::ALL {
        out.push_str(&format!(
            "- **{}**: {}.\n",
            fault_name(fault),
            fault_why(fault)
        ));
    }
    out.push_str(MISSES);
    if !fidelity.false_alarm_examples.is_empty() {
        out.push_str("\n## False alarms\n\n");
        for e in &fidelity.false_alarm_examples {
            out.push_str(&format!("- {}\n", false_alarm_line(e)));
        }
    }
    if !fidelity.examples.is_empty() {
        out.push_str("\n## Faults missed or caught with another section (the first few)\n\n");
        for e in &fidelity.examples {
            out.push_str(&format!("- {}\n", example_line(e)));
        }
    }
    out
}

/// The whole of `docs/fidelity.md`: its title, the command that made it,
/// and the report.
pub fn fidelity_document(fidelity: &Fidelity, how: &str, command: &str) -> String {
    document("Rules fidelity", command, &fidelity_markdown(fidelity, how))
}

/// The whole of `docs/freedoms.md`: its title, the command that made it,
/// and the freedom table.
pub fn freedoms_document(fidelity: &Fidelity, how: &str, command: &str) -> String {
    document(
        "Freedoms of the rules",
        command,
        &freedoms_markdown(fidelity, how),
    )
}

fn document(title: &str, command: &str, report: &str) -> String {
    format!(
        "# {title}\n\nGenerated by `{command}` (see docs/cli.md); do not edit by hand.\n\n{report}"
    )
}

/// What opened a step, as the report names it.
fn opener_name(opener: &Opener) -> String {
    match opener {
        Opener::Action(d) => format!("{:?} {:?}", d.faction, d.choice),
        Opener::Phase(p) => format!("{p:?}"),
    }
}

/// The errors an example raised, one after another.
fn raised(example: &Example) -> String {
    example
        .raised
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// A false alarm kept as an example.
fn false_alarm_line(example: &Example) -> String {
    format!(
        "seed {}, entry {}: {}: {}",
        example.seed,
        example.entry,
        opener_name(&example.opener),
        raised(example)
    )
}

/// A fault missed or caught with another section, kept as an example.
fn example_line(example: &Example) -> String {
    let fault = example.fault.map_or("?", fault_name);
    let what = if example.raised.is_empty() {
        "nothing raised".to_owned()
    } else {
        raised(example)
    };
    format!(
        "seed {}, entry {}: {fault} in {}: {what}",
        example.seed,
        example.entry,
        opener_name(&example.opener)
    )
}

/// A freedom of docs/freedoms.md, in a short sentence of our own, found in
/// [`DESCRIPTIONS`] (a test sees that each has one).
fn describe(freedom: Freedom) -> &'static str {
    DESCRIPTIONS
        .iter()
        .find(|(f, _)| *f == freedom)
        .map_or("", |(_, words)| words)
}

/// Each freedom with its sentence, in groups: a Faction's own pieces and
/// Resources, the sequence of play, Railways, the Operations, the Campaign
/// Round, the Events and dice.
const DESCRIPTIONS: &[(Freedom, &str)] = &[
    // A Faction's own pieces and Resources: pieces taken back to Available
    // (1.4.1), Resources handed over (1.5.2).
    (
        Freedom::OwnBackInRally,
        "Congress, the League or the Revolutionaries take some of their own pieces off the map to Available during a Rally",
    ),
    (
        Freedom::OwnBackInOperation,
        "Congress, the League or the Revolutionaries take some of their own pieces off the map to Available during an Operation other than Rally",
    ),
    (
        Freedom::OwnBackInSpecial,
        "Congress, the League or the Revolutionaries take some of their own pieces off the map to Available during a Special Activity",
    ),
    (
        Freedom::OwnBackInEvent,
        "Congress, the League or the Revolutionaries take some of their own pieces off the map to Available during an Event",
    ),
    (
        Freedom::OwnBaseBack,
        "the League or the Revolutionaries take one of their own Bases off the map to Available",
    ),
    (
        Freedom::TransferRajToRevsInOperation,
        "the Raj hands Resources to the Revolutionaries while one of them carries out an Operation",
    ),
    (
        Freedom::TransferRevsToRajInOperation,
        "the Revolutionaries hand Resources to the Raj while one of them carries out an Operation",
    ),
    (
        Freedom::TransferRajToRevsInEvent,
        "the Raj hands Resources to the Revolutionaries while one of them carries out an Event",
    ),
    (
        Freedom::TransferRevsToRajInEvent,
        "the Revolutionaries hand Resources to the Raj while one of them carries out an Event",
    ),
    (
        Freedom::TransferInSpecial,
        "Resources handed between the Raj and the Revolutionaries inside a Special Activity",
    ),
    // The sequence of play: what the Eligible Factions do (2.3), and when a
    // Special Activity comes (4.1).
    (
        Freedom::SpecialBefore,
        "the Special Activity carried out before the Operation's first space",
    ),
    (
        Freedom::SpecialBetween,
        "the Special Activity carried out in the middle of the Operation, with changes of the Operation before and after it",
    ),
    (
        Freedom::SpecialAfter,
        "the Special Activity carried out after the Operation's last space",
    ),
    (
        Freedom::FirstOperationOnly,
        "the 1st Eligible carries out an Operation without a Special Activity",
    ),
    (
        Freedom::FirstOperationWithSpecial,
        "the 1st Eligible carries out an Operation with a Special Activity",
    ),
    (
        Freedom::FirstEvent,
        "the 1st Eligible carries out the Event",
    ),
    (
        Freedom::FirstPass,
        "the Faction first in line to act Passes",
    ),
    (
        Freedom::LimitedOperation,
        "the 2nd Eligible carries out a Limited Operation: one space, no Special Activity",
    ),
    (
        Freedom::SecondEvent,
        "the 2nd Eligible carries out the Event after the 1st made an Operation with a Special Activity",
    ),
    (
        Freedom::SecondOperationWithSpecial,
        "the 2nd Eligible carries out an Operation with a Special Activity after the 1st carried out the Event",
    ),
    (
        Freedom::SecondOperationOnly,
        "the 2nd Eligible carries out a full Operation without a Special Activity after the 1st carried out the Event",
    ),
    (
        Freedom::SecondPass,
        "the 2nd Eligible Passes after the 1st acted",
    ),
    (
        Freedom::PassActivistFromOutOfPlay,
        "Congress or the League, Passing, moves an Activist from Out of Play to Available",
    ),
    // Moving along or onto Railways.
    (
        Freedom::GarrisonAlongRailways,
        "Garrison cubes travel along Railways and Cities to a space beyond the next one",
    ),
    (
        Freedom::SweepThroughRailway,
        "Sweep cubes step onto a Railway first and go on into a destination two spaces away",
    ),
    (
        Freedom::MarchAlongRailways,
        "Underground Guerrillas March along Railways and Cities to a space beyond the next one",
    ),
    (
        Freedom::CivilDisobedienceOntoRailway,
        "Civil Disobedience moves Activists from the selected space onto adjacent Railways",
    ),
    (
        Freedom::CrisisCubesOnRailway,
        "cubes the Crisis brings from Out of Play are put on a Railway",
    ),
    (
        Freedom::RedeployOntoRailway,
        "the Raj Redeploys cubes onto a Railway",
    ),
    // The Operations and Special Activities: where pieces come from, how
    // many, and how the cost is paid (3.0, 4.0).
    (
        Freedom::DeployCubesFromMap,
        "Deploy takes cubes from elsewhere on the map when none of the kind is Available",
    ),
    (
        Freedom::FewerSpacesThanAllowed,
        "Congress or the League select fewer spaces for an Operation than Restraint or Unity would allow",
    ),
    (
        Freedom::TroopsOnlyInSpace,
        "the Raj places or moves only Troops into a space, which costs nothing there",
    ),
    (
        Freedom::SepoysInSpace,
        "the Raj places or moves Sepoys into a space, which costs a player Restraint in Resources",
    ),
    (
        Freedom::LeagueRallyBase,
        "the League Rallies a Base in place of placing Activists",
    ),
    (
        Freedom::RevsRallyBase,
        "the Revolutionaries Rally a Base in place of placing Guerrillas",
    ),
    (
        Freedom::RallyActivistFromOutOfPlay,
        "a Congress or League Rally moves an Activist from Out of Play rather than releasing from Jail",
    ),
    (
        Freedom::RallyReleaseFromJail,
        "a Congress or League Rally releases a die roll of Activists from Jail rather than taking one from Out of Play",
    ),
    (
        Freedom::RevsRallyFromOutOfPlay,
        "a Revolutionaries Rally moves a Guerrilla from Out of Play to Available",
    ),
    (
        Freedom::DeployFromOutOfPlay,
        "Deploy moves cubes from Out of Play to Available",
    ),
    (
        Freedom::DeployFewerThanSix,
        "Deploy places fewer than six cubes in a selected City",
    ),
    (
        Freedom::CongressRallyFewer,
        "a Congress Rally places fewer Activists than the space's Population",
    ),
    (
        Freedom::PayAtOnceAtEnd,
        "the Raj or the Revolutionaries pay an Operation's Resources at once after its spaces",
    ),
    (
        Freedom::PayPerSpace,
        "the Raj or the Revolutionaries pay an Operation's Resources space by space",
    ),
    (
        Freedom::AidFlipUnderground,
        "Aid pays a Resource to flip Guerrillas Underground rather than gaining Resources",
    ),
    (
        Freedom::PersuadeActivates,
        "Congress or League Persuade Activates Guerrillas rather than removing a piece (4.3.3, 4.4.3)",
    ),
    // The Campaign Round: the Crisis, Strikes, the Support Phase and the
    // Redeploys (6.0).
    (
        Freedom::CrisisCubesFewer,
        "the Raj brings fewer cubes from Out of Play than the Crisis die allows",
    ),
    (
        Freedom::StrikesChosen,
        "Congress picks which eligible Railways get Strikes when too few are Available",
    ),
    (
        Freedom::ImperialismSpent,
        "the Raj spends Resources on Imperialism in the Support Phase",
    ),
    (
        Freedom::ConstructiveProgramme,
        "Congress or the League shift spaces towards Active Opposition in the Support Phase",
    ),
    (
        Freedom::PakistanMovementBase,
        "the League places a Base in the Support Phase",
    ),
    (
        Freedom::SecretSocietiesBase,
        "the Revolutionaries place a Base in the Support Phase",
    ),
    (
        Freedom::RajRedeployMoves,
        "the Raj moves cubes in its Redeploy",
    ),
    (
        Freedom::CongressRedeployVoluntary,
        "Congress moves Activists or Gandhi off spaces other than Railways in its Redeploy",
    ),
    (
        Freedom::LeagueRedeployVoluntary,
        "the League moves Activists off spaces other than Railways in its Redeploy",
    ),
    (
        Freedom::RevsRedeployVoluntary,
        "the Revolutionaries move Guerrillas off spaces other than Railways in their Redeploy",
    ),
    // The Events (5.0), and dice rolled at the table (1.2).
    (
        Freedom::DieTypedIn,
        "a die rolled at the table and typed in, rather than rolled by the program",
    ),
    (
        Freedom::EventUnshaded,
        "the acting Faction carries out an Event's unshaded text",
    ),
    (
        Freedom::EventShaded,
        "the acting Faction carries out an Event's shaded text",
    ),
    (
        Freedom::EventUpToFewer,
        "an Event that says \"up to\" carried out with fewer",
    ),
];

#[cfg(test)]
mod tests {
    use super::{describe, percent};
    use gandhi_validator::playouts::Freedom;

    #[test]
    fn every_freedom_is_described_in_a_cell_of_its_own() {
        for freedom in Freedom::ALL {
            let words = describe(freedom);
            // A row of a Markdown table: no cell separator inside.
            assert!(
                words.len() > 20 && !words.contains('|'),
                "{freedom:?}: {words}"
            );
        }
    }

    #[test]
    fn a_share_is_rounded_down_so_that_only_the_whole_reads_100() {
        assert_eq!(percent(10_045, 10_050), "99.9 %");
        assert_eq!(percent(10_050, 10_050), "100.0 %");
        assert_eq!(percent(9_994, 10_070), "99.2 %");
        assert_eq!(percent(1, 3), "33.3 %");
        assert_eq!(percent(0, 0), "–");
    }
}
