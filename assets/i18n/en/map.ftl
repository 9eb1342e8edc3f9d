# Checking the map against the table's own board: the facts, where they
# come from, why a check is refused, and the check mode's screen.

## One fact of the map or the Protest boxes.
fact-kind = kind of { $space }
fact-population = Population of { $space }
fact-muslim = Muslim mark of { $space }
fact-neighbours = neighbours of { $space }
fact-econ = Econ of the { $space }
fact-ends = ends of the { $space }
fact-town = Town { $town }
fact-box-level = Restraint level beside Protest box { $box }
fact-box-capacity = markers held by Protest box { $box }

## A finding that rests on a fact nobody has checked.
caveat-unchecked = rests on the { $fact }, not yet checked on your board
caveat-check-it = Check it
caveat-check-it-hint = Open the map check at this fact

## Where a fact comes from, once the table has checked it.
source-verified = verified on your board on { $on }
source-corrected = corrected on your board on { $on } (was { $was })

## Why a check is refused.
refusal-from-rulebook = the rulebook states this fact
refusal-wrong-value = this value does not fit the fact
refusal-city-population = a City has Population 1
refusal-population-range = a Province has Population 1 or 2
refusal-muslim-count = the rulebook names exactly ten Muslim spaces; this would make { $count }
refusal-railway-kind = a Railway stays a Railway, and no other space becomes one
refusal-econ-zero = a Railway's Econ is at least 1
refusal-end-nowhere = the { $space } would end where there is no City and no Town
refusal-same-ends = both ends of the { $space } would be the same place
refusal-no-neighbour = { $space } would have no neighbour left
refusal-own-neighbour = a space is not its own neighbour
refusal-rulebook-adjacency = the rulebook states that { $a } and { $b } are adjacent
refusal-from-ends = { $a } and { $b } are adjacent through a Railway's end: correct the Railway's ends instead
refusal-box-capacity = a Protest box holds one or two markers
refusal-box-level = a Protest box sits beside a Restraint level from 1 to 5
refusal-unknown = this map has no such fact

## A whole-map total a correction no longer gives.
mismatch-econ = the Railways' Econ would add up to { $total }, not 40 ({ $difference })
mismatch-scenario = the { $scenario } setup would give the { $faction } { $now }, not the printed { $printed } ({ $difference })

## The check mode.
map-check-title = Check your map
map-check-open = Check the map…
map-check-open-hint = Walk through every map fact the rulebook does not state, and confirm or correct it against your own board
map-check-start-hint = Before your first game, check the map against your own board: about fifteen minutes, once.
map-check-progress = { $checked } of { $total } facts checked
map-check-all-done = Every fact is checked: the map is your board's.
map-check-fact-of = Fact { $at } of { $total }
map-check-value = The program has
map-check-source = Source
map-check-confirm = Confirm
map-check-confirm-hint = Your board shows this (Enter)
map-check-correct = Correct…
map-check-apply = Apply the correction
map-check-cancel = Cancel
map-check-skip = Skip
map-check-skip-hint = Leave this fact for later (→)
map-check-back = Back
map-check-back-hint = The fact before (←)
map-check-undo = Undo
map-check-undo-hint = Take back the last check made here (Ctrl+Z)
map-check-close = Close
map-check-close-hint = Back to the game (Esc)
map-check-neighbours-help = Click spaces on the board to add or remove them, then apply.
map-check-ends-help = Pick the City or Town at each end of the line.
map-check-end = End { $n }
map-check-town-help = A Town is not a space: confirm that your board has a Town where these lines meet.
map-check-town-lines = Lines ending here
map-check-refused = Refused: { $reason } ({ $rule })
map-check-held = Not saved yet: { $reason }. Correct another fact so the totals fit again, or undo.
map-check-kept-in = Kept in { $path }
map-check-no-folder = There is no user data folder, so checks last until the program closes.
map-check-export = Export…
map-check-export-hint = Write your checks to a file to share with your group
map-check-import = Import…
map-check-import-hint = Take a group's shared checks in place of your own
map-check-imported = { $count ->
    [one] Imported one check from { $path }
   *[other] Imported { $count } checks from { $path }
    }
map-check-exported = Checks written to { $path }
map-check-file-broken = Your map checks file cannot be read, so the built-in map is in use. The file is left as it is; fix it, or import a good one (the broken file is then kept beside it).
map-check-cannot-save = The map checks file cannot be read, so no check is saved until it is fixed or replaced.
map-check-yes = yes
map-check-no = no
map-check-none = none
map-check-checked = checked
map-check-unchecked = not checked
