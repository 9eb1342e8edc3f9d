# The non-players' decisions (chapter 8): trace lines, what a decision
# noted or skipped (`note-`, one per code of the validator, with its
# named arguments), dice, priority rows and card conditions, the questions
# put to the players and what is left to them.

## Trace lines; each begins with the section that settles it

trace-line = { $rule } · { $text }
trace-check = { $condition }? { $answer }
trace-decided = » { $choice }
trace-chose = » { $note }
trace-die = die ({ $purpose }): { $value }
trace-tie = tie between { $among } » { $picked }
trace-arjuna = Arjuna { $letters }
trace-arjuna-as-written = Arjuna { $letters }, as the table then lettered it (no card has these letters now)
trace-row = { $column } / { $row }: { $kept }
trace-row-none = none: skipped
trace-selected = { $column } » { $space } ({ $among } eligible)
trace-card-box = box { $node }
trace-card-check = { $node }: { $condition }? { $answer }
trace-skipped = skipped: { $note }

## What the Non-player Eligibility table checks (8.2.1)

condition-current-critical-for-self = the current Event is critical for it
condition-current-effective = the current Event is effective for it
condition-current-critical-for-next = the current Event is critical for the next Eligible, { $faction }
condition-first-on-upcoming = it is sure to be 1st Eligible on the upcoming card
condition-upcoming-critical-for-self = the upcoming Event is critical for it
condition-first-did-operation-only = the 1st Eligible executed an Operation only
condition-first-did-operation-with-special = the 1st Eligible executed an Operation with a Special Activity

## What a die was rolled for

purpose-activation = activation
purpose-attack = Attack
purpose-release-gandhi = Gandhi's release
purpose-release = release from Jail
purpose-imperialism = Imperialism
purpose-imperialism-doubled = Imperialism, die doubled
purpose-crisis-cubes = Crisis cubes
purpose-random-region = random space: region
purpose-random-slot = random space: slot
purpose-equal-chance = equal chance

## Rows of the priority columns (8.4)

row-city = City
row-province = Province
row-state = State
row-railway = Railway
row-non-railway = not a Railway
row-muslim = Muslim space
row-non-muslim = not a Muslim space
row-pop1 = Population 1
row-pop2 = Population 2
row-protest = Protest
row-no-protest = no Protest
row-unrest = Unrest
row-no-unrest = no Unrest
row-raj-control = Raj Control
row-no-raj-control = no Raj Control
row-support = Support
row-opposition = Opposition
row-neutral = Neutral
row-active-opposition = Active Opposition
row-not-active-opposition = not Active Opposition
row-active-support = Active Support
row-not-active-support = not Active Support
row-muslim-state = Muslim State
row-gandhi = Gandhi
row-has = has { $piece }
row-lacks = no { $piece }
row-most = the most { $measure }
row-least = the least { $measure }

measure-support = Support
measure-opposition = Opposition
measure-population = Population
measure-cubes = cubes
measure-guerrillas = Guerrillas
measure-activists = Activists
measure-unrest = Unrest
measure-pieces = { $piece }

## Conditions of an Arjuna card's checks (8.3)

card-condition-crisis = India is in Crisis
card-condition-gandhi-in-jail = Gandhi is in Jail
card-condition-spaces = at least { $count } { $count ->
        [one] space
       *[other] spaces
    } with { $rows }
card-condition-track-at-least = { $track } at least { $least }
card-condition-track-at-most = { $track } at most { $most }
card-condition-track-between = { $track } between { $least } and { $most }
card-condition-track = { $track }
card-condition-available = at least { $count } { $piece } Available
card-condition-not = not ({ $condition })
card-condition-all = all of: { $conditions }
card-condition-any = any of: { $conditions }
list-and = and
list-or = or

## What a decision noted or skipped

note-congress-redeploy-no-gandhi = Congress step 1: Gandhi is not on the map
note-revolutionaries-redeploy-no-space = Revolutionaries step 3: no 2-Pop space without Unrest to go to
note-no-strikes-without-raj-player = the Raj has no player: a non-player places no Strikes on Railways
note-imperialism-no-more-spaces = no further space fits Imperialism (6.3.1)
note-gandhi-stays-no-space = Gandhi stays in Jail: no space lacks Raj Control
note-constructive-no-space = { $faction }: no space for Constructive Programme
note-no-base-available = { $faction }: no Base Available
note-no-space-for-base = { $faction }: no space takes a Base
note-no-np-protest = no Protest: no Congress Activists on the map, or no marker Available
note-strikes-everywhere = markers enough: a Strike on every qualifying Railway
note-strikes-highest-econ = { $qualify } Railways qualify and { $free } { $free ->
        [one] marker is
       *[other] markers are
    } free: the highest Econ first
note-imperialism-budget = Imperialism may remove or shift { $budget } { $budget ->
        [one] time
       *[other] times
    }
note-gandhi-leaves-jail-for = Gandhi leaves Jail for { $space }
note-constructive-shifts = { $faction }: Constructive Programme shifts { $space } { $levels } { $levels ->
        [one] level
       *[other] levels
    }
note-from-out-of-play = { $piece } from Out of Play to { $space }
note-congress-gandhi-to = Congress step 1: Gandhi to { $space }
note-congress-gandhi-stays = Congress step 1: Gandhi stays
note-redeploy-nothing-left = { $faction } step { $step }: no piece left to move to { $space }
note-redeploy-step = { $faction } step { $step }: { $piece } from { $from } to { $to }
note-redeploy-off-railway = { $faction }, off the Railways (6.4): { $piece } from { $from } to { $to }
note-redeploy-no-spread = { $faction } step { $step }: no space to spread the remaining pieces over
note-raj-redeploy-would-lose-control = Raj step { $step }: no { $piece } can come to { $space } without costing Raj Control
note-raj-troops-not-needed = Raj step 2: { $count } { $count ->
        [one] Troop
       *[other] Troops
    } from { $space } to Available (not needed for Raj Control)
note-raj-troops-city-keeps-one = Raj step 2: { $count } { $count ->
        [one] Troop
       *[other] Troops
    } from { $space } to Available (all but one in a City)
note-left-to-player = left to the { $faction } player
note-left-railway-stranded = { $faction }: pieces on a Railway must leave it, and no space may take them; move them by hand
note-left-league-programme = the Muslim League's Constructive Programme comes once Congress has made its shifts
note-most-cubes = origin with the most cubes: { $space }
note-most-support-sweep = the most Support, to Sweep in place: { $space }
note-most-activists = origin with the most Activists: { $space }
note-most-guerrillas = origin with the most Guerrillas: { $space }
note-wavell-sweep = Lord Wavell: Sweep into { $space } before the Assault
note-second-operation = a second Operation ({ $operation })
note-operation-no-space = { $operation }: no eligible space, a new card is drawn
note-no-special-when-limited = Special Activities, as the Operation is Limited or alone
note-second-special = a second Special Activity
note-activist-onto-railway = an Activist from { $from } onto { $to }, the Raj having a player
note-special-condition-fails = { $special }: its condition does not hold
note-special-cannot-accompany = { $special } cannot accompany { $operation }
note-special-no-space = { $special }: no eligible space
note-treaty-sepoys = Treaty in { $space }: { $sepoys } { $sepoys ->
        [one] Sepoy
       *[other] Sepoys
    }
note-linlithgow-martial-law = Lord Linlithgow: Martial Law in spaces without Unrest too, and no Unrest placed
note-negotiate-no-option = Negotiate: the card names no option
note-negotiate-gandhi-not-in-jail = Negotiate to release Gandhi: he is not in Jail
note-negotiate-cannot = Negotiate cannot { $option } for this Faction
note-negotiate-no-space = Negotiate to { $option }: no eligible space
note-gandhi-stays-die = Gandhi stays in Jail: the die ({ $die }) is not above the { $protests } Protests
note-gandhi-released-to = Gandhi released to { $space }
note-satyagraha-no-gandhi = Satyagraha: Gandhi is neither on the map nor in Jail
note-np-raj-refuses-release = the non-player Raj refuses to release Gandhi from Jail
note-raj-player-releases = the Raj player releases Gandhi from Jail
note-raj-player-refuses = the Raj player refuses to release Gandhi from Jail
note-satyagraha-no-activist = Satyagraha: no Congress Activist Available, markers removed instead
note-persuade-cannot = Persuade cannot { $option }
note-infiltrate-not-crisis = Infiltrate to { $option }: India is not in Crisis
note-infiltrate-no-piece = Infiltrate: no { $piece } Available
note-infiltrate-replaces = Infiltrate replaces a { $target }
note-infiltrate-no-base = Infiltrate: no Revolutionaries Base Available
note-infiltrate-places-base = Infiltrate places a Revolutionaries Base
note-assassinate-no-unrest = Assassinate: no space was selected for Unrest
note-raj-player-moves-troops = the Raj player moves the Troops out of the new Muslim State
note-troop-leaves-for = a Troop leaves the new Muslim State for { $space }
note-no-event-card = no Event card is in play
note-event-unshaded = card { $card }: the unshaded text
note-event-shaded = card { $card }: the shaded text
note-event-column = the { $column } column
note-event-text-partial = only part of the text is in the data
note-event-text-missing = the text is not in the data
note-event-not-effective = no action of this text is effective for the Faction
note-event-plan-refused = the planned change would not pass the checks ({ $findings } { $findings ->
        [one] finding
       *[other] findings
    })
note-up-to-unrest-not-effective = "up to" Unrest that is not effective
note-no-unrest-marker-left = no Unrest or Strike marker is left to place
note-up-to-removal-not-effective = an "up to" removal that is not effective
note-target-faction = the { $faction } pieces

## What the engine asks the players

question-priority-column = The { $column } column of the { $faction } Space Selection Priorities table (8.4.1) is not entered, or not far enough: add it to your non-player aid file, or draw the card and follow it by hand.
question-move-priorities = The { $faction } Move Priorities column (8.4.2), which says what origins keep, is not entered, or not whole: add it to your non-player aid file, or draw the card and follow it by hand.
question-random-slot = Slot { $region }-{ $slot } of the Random Spaces map (8.1.2) is not entered: add it to your non-player aid file, or draw the card and follow it by hand.
question-card-marks = { $card }: { $question }
question-raj-releases-gandhi = Congress's Satyagraha asks the Raj to release Gandhi from Jail (4.3.2): the Raj player decides.
question-arjuna-card = { $draw ->
        [1] Which Arjuna card came up for { $faction }? Turn up your own deck's cards to the bottom, face up, until one of theirs shows (8.3).
       *[other] The card sends { $faction } to draw again (8.3, 8.6): which Arjuna card came up this time (draw { $draw })?
    }

## Why playing on stopped

stop-player = { $faction } decides: a player's turn
stop-left-to-players = the last plan leaves part of its work to you: finish it, then play on
stop-reveal = turn up the next card from your deck
stop-under-way = something is under way: finish it first
stop-over = the game is over

## What a non-player turn leaves to the players

manual-card = Arjuna { $letters }: this side is not in the entered aid; follow the printed card, then declare and make its moves
manual-operation = Arjuna { $letters }: { $operation } · the program does not carry out this Operation yet; do it by the card and 8.6, then declare it
manual-special = Arjuna { $letters }: { $special } · the program does not carry out this Special Activity yet; follow the card and 8.7
manual-loop = the card's arrows go round without stopping; follow the printed card
manual-arjuna-deck = the Arjuna deck holds no card of this Faction: shuffle it (8.3) and carry out the turn again
manual-event = { $card } · { $side }: the program does not carry out this text; carry out the printed text on this side, then end the action (8.8.4)
manual-event-column = { $card } · { $side }: the program does not carry out this text; carry out the printed text on this side, then end the action (8.8.4); select the spaces with the column » { $column } (8.8.5)

## The players' aid file

aid-counts = Read. It holds » Arjuna card faces: { $faces } · Space Selection columns: { $columns } · Move Priorities columns: { $moves } · Random Spaces slots: { $slots }
np-left-card = The Arjuna card's side is not in the data: the players read the printed card and finish the turn (8.3).
np-left-operation = The program does not carry out this Operation: the players finish it from the card (8.6).
np-left-special = The program does not carry out this Special Activity: the players finish it from the card (8.7).
np-left-loop = The Arjuna card's arrows go round without reaching a stop: the players decide the turn (8.3).
np-left-arjuna-deck = The Arjuna deck holds no card of this Faction: the players shuffle it (8.3).
np-left-event = The program does not carry out this Event: the players carry out its printed text (8.8).
np-answer-effective = Effective for it
np-answer-not-effective = Not effective for it
np-answer-release = The Raj releases Gandhi
np-answer-keep = The Raj keeps Gandhi in Jail
