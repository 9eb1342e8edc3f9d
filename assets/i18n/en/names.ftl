# Names of the game's things: Factions, pieces (with a $count for
# singular and plural), markers, tracks, boxes, Operations, Special
# Activities, Campaign Round steps, priority columns, and the descriptive
# names of Towns and Railway lines. Proper names of spaces stay as printed.


## Factions
faction-raj = Raj
faction-congress = Congress
faction-muslim-league = Muslim League
faction-revolutionaries = Revolutionaries

## Inventory lines
stock-gandhi = Gandhi
stock-guerrillas = Guerrillas

## Support and Opposition
level-active-opposition = Active Opposition
level-passive-opposition = Passive Opposition
level-neutral = Neutral
level-passive-support = Passive Support
level-active-support = Active Support
badge-active-opposition = AO
badge-passive-opposition = PO
badge-passive-support = PS
badge-active-support = AS

## Kinds of space
kind-city = City
kind-province = Province
kind-princely-state = Princely State
kind-railway = Railway

## Markers
marker-protest = Protest
marker-unrest = Unrest
marker-strike = Strike
marker-badge-protest = P
marker-badge-unrest = U
marker-badge-strike = S
marker-badge-muslim-state = MS
marker-muslim-state = Muslim State

## Tracks
track-restraint = Restraint
track-unity = Unity
track-raj-resources = Raj Resources
track-revolutionaries-resources = Revolutionaries Resources

## Eligibility
eligibility-eligible = Eligible
eligibility-ineligible = Ineligible


## Operations (3.2–3.4)
operation-deploy = Deploy
operation-garrison = Garrison
operation-sweep = Sweep
operation-assault = Assault
operation-rally = Rally
operation-demonstrate = Demonstrate
operation-civil-disobedience = Civil Disobedience
operation-non-cooperation = Non-Cooperation
operation-march = March
operation-attack = Attack
operation-unrest = Unrest

## Special Activities (4.2–4.5)
special-treaty = Treaty
special-govern = Govern
special-martial-law = Martial Law
special-negotiate = Negotiate
special-satyagraha = Satyagraha
special-persuade = Persuade
special-infiltrate = Infiltrate
special-aid = Aid
special-assassinate = Assassinate

## Campaign Round steps (6.1–6.5) and the Crisis cubes (6.8)
phase-victory = Victory Phase
phase-strikes = Railway Strikes
phase-raj-earnings = Raj Earnings
phase-revolutionaries-earnings = Revolutionaries Earnings
phase-imperialism = Imperialism
phase-constructive-programme = Constructive Programme
phase-pakistan-movement = Pakistan Movement
phase-secret-societies = Secret Societies
phase-new-viceroy = New Colonial Administration
phase-raj-redeploy = Raj Redeploy
phase-raj-redeploy-removal = Raj Redeploy removals
phase-congress-redeploy = Congress Redeploy
phase-league-redeploy = Muslim League Redeploy
phase-revolutionaries-redeploy = Revolutionaries Redeploy
phase-reset = Reset Phase
phase-crisis-cubes = Crisis cubes from Out of Play
phase-np-protest = Non-player Congress Protest

## Fixed phrases a finding refers to
term-pass = Pass
term-the-event = the Event
term-this-action = this action
term-release-from-jail = the release from Jail
term-activists = Activists
term-guerrillas = Guerrillas
term-protest-or-gandhi = a Protest or Gandhi
term-league-base = a Muslim League Base
term-negotiate-operations = Rally, Demonstrate or Civil Disobedience
term-protest-space = a Protest space
term-muslim-space = a Muslim space
term-imperialism = Imperialism

## Columns of the Space Selection Priorities tables (8.4.1)
column-place-cubes = Place Cubes
column-shift-to-support = Shift to Support
column-remove-or-replace = Remove or Replace
column-sweep = Sweep
column-place-activists = Place Activists
column-place-protests = Place Protests
column-move-or-release-gandhi = Move or Release Gandhi
column-shift-to-opposition = Shift to Opposition
column-demonstrate = Demonstrate
column-place-bases = Place Bases
column-place-muslim-states = Place Muslim States
column-place-guerrillas = Place Guerrillas
column-place-unrest = Place Unrest
column-attack-or-go-underground = Attack or Go Underground
column-march = March

## What a non-player does on a card (8.2)
np-choice-event-shaded = the Event, shaded
np-choice-event-unshaded = the Event, unshaded
np-choice-operation-with-special = an Operation with a Special Activity
np-choice-operation-only = an Operation only
np-choice-limited-operation = a Limited Operation
np-choice-pass = Pass

## Towns and Railway lines: the map's own descriptive names (proper names of spaces stay as printed)
place-western_junction = Western junction
place-southern_junction = Southern junction
place-central_junction = Central junction
place-eastern_junction = Eastern junction
place-northern_junction = Northern junction

## Pieces, singular and plural
piece-troop = { $count ->
        [one] Troop
       *[other] Troops
    }
piece-sepoy = { $count ->
        [one] Sepoy
       *[other] Sepoys
    }
piece-congress-activist = { $count ->
        [one] Congress Activist
       *[other] Congress Activists
    }
piece-league-activist = { $count ->
        [one] Muslim League Activist
       *[other] Muslim League Activists
    }
piece-gandhi = { $count ->
        [one] Gandhi
       *[other] Gandhi
    }
piece-guerrilla-underground = { $count ->
        [one] Underground Guerrilla
       *[other] Underground Guerrillas
    }
piece-guerrilla-active = { $count ->
        [one] Active Guerrilla
       *[other] Active Guerrillas
    }
piece-league-base = { $count ->
        [one] Muslim League Base
       *[other] Muslim League Bases
    }
piece-revolutionaries-base = { $count ->
        [one] Revolutionaries Base
       *[other] Revolutionaries Bases
    }
place-rail_bombay = Bombay line
place-rail_bombay_delhi = Western main line
place-rail_bombay_nagpur = Central line
place-rail_deccan = Deccan line
place-rail_madras = Madras line
place-rail_nagpur_allahabad = Central India line
place-rail_delhi_allahabad = Upper Ganges line
place-rail_allahabad_calcutta = Lower Ganges line
place-rail_nagpur_calcutta = Bengal line
place-rail_delhi_lahore = Punjab line
place-rail_lahore_karachi = Indus line
place-rail_calcutta_assam = Assam line
place-northeastern_terminus = North-eastern terminus

## Options of a Special Activity box on an Arjuna card, as actions

option-release-gandhi = release Gandhi
option-remove-muslim-state = remove a Muslim State
option-remove-unrest = remove Unrest
option-place-muslim-state = place a Muslim State
option-place-base = place a Base
option-move-gandhi = move Gandhi
option-place-activist = place an Activist
option-activate-guerrillas = Activate Guerrillas
option-remove-adversary = remove an adversary
option-remove-protests = remove Protests
option-imperialism = Imperialism
option-remove-adversaries = remove adversaries

## The Viceroys' capabilities (2.5, 8.1.6), as the program summarises them

viceroy-chelmsford-player-1 = Assault costs 1 Resource per space where Sepoys take part, whatever the Restraint.
viceroy-chelmsford-non-player-1 = The Activation Number for Assault is 1.
viceroy-reading-player-1 = The first space chosen for Deploy costs nothing.
viceroy-reading-player-2 = Garrison costs nothing.
viceroy-reading-player-3 = The first space chosen for Sweep costs nothing.
viceroy-reading-player-4 = The first space chosen for Assault costs nothing.
viceroy-reading-non-player-1 = No effect on a non-player Raj.
viceroy-irwin-player-1 = Sweep costs 1 Resource per space where Sepoys take part, whatever the Restraint.
viceroy-irwin-non-player-1 = The Activation Number for Sweep is 1.
viceroy-willingdon-player-1 = Deploy costs 1 Resource per City that receives Sepoys, whatever the Restraint.
viceroy-willingdon-non-player-1 = The Activation Number for Deploy is 1.
viceroy-linlithgow-player-1 = Martial Law places no Unrest marker.
viceroy-linlithgow-non-player-1 = Martial Law places no Unrest marker, and a non-player Raj may also choose spaces without Unrest for it.
viceroy-wavell-player-1 = During an Assault, the Raj may also make a free Limited Sweep, with Troops and Sepoys, into one of the Assault spaces, at any moment of the Assault.
viceroy-wavell-non-player-1 = Before Assaulting, a non-player Raj Sweeps into one space that qualifies for Assault, then takes that space first for the Assault.
