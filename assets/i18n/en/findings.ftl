# Findings: what does not fit the rules, one message per issue code of the
# validator (`issue-` and the code in kebab-case), with the code's named
# arguments; and the provisional facts a finding may rest on.

## The state itself (static checks)

issue-bases-over-population = { $space } has Population { $population } and may hold at most { $population } { $population ->
        [one] Base
       *[other] Bases
    }; it holds { $bases }
issue-base-on-railway = { $space } is a Railway and may hold no Base; it holds { $bases }
issue-troops-in-princely-state = { $space } is a Princely State, where Troops may never be; it holds { $troops }
issue-troops-in-muslim-state = { $space } is a Muslim State, where Troops may never be; it holds { $troops }
issue-protests-stacked = { $space } holds { $protests } Protest markers; a space holds one at most
issue-muslim-state-outside-province = { $space } is a { $kind }; a Muslim State marker goes only in a Province
issue-level-on-railway = { $space } is a Railway and has no Support or Opposition, yet shows { $level }
issue-strikes-stacked = { $space } holds { $strikes } Strike markers; a Railway holds one at most
issue-unrest-on-railway = { $space } is a Railway and holds { $unrest } Unrest { $unrest ->
        [one] marker
       *[other] markers
    }; on a Railway a Strike marker is placed instead
issue-strike-off-railway = { $space } is not a Railway, yet holds { $strikes } Strike { $strikes ->
        [one] marker
       *[other] markers
    }; Strikes go only on Railways
issue-pieces-miscounted = { $stock }: the game has { $exist }, the table shows { $counted } ({ $on_map } on the map, { $available } Available, { $out_of_play } Out of Play, { $jail } in Jail{ $pending ->
        [0] {""}
       *[other] , { $pending } waiting for a setup step
    }): { $surplus ->
        [0] { $shortfall } missing
       *[other] { $surplus } too many
    }
issue-gandhi-available = Gandhi is in the Available box; he is never Available: he stays on the map or in Jail
issue-gandhi-out-of-play = Gandhi is in the Out of Play box; he cannot be eliminated and is only ever on the map or in Jail
issue-not-arrestable = the Jail holds { $count } { $piece }; only Gandhi and Activists are ever arrested
issue-too-many-protests = { $in_india } Protest markers are in India but only { $exist } exist
issue-too-many-unrest-markers = { $in_india } Unrest and Strike markers are in India; only { $exist } two-sided markers exist
issue-track-out-of-bounds = { $track } is { $value }; it lies between { $min } and { $max }
issue-no-viceroy = the British Viceroy of India box is empty; every Campaign has a Viceroy
issue-card-repeated = { $card } appears more than once among the current card, the deck, the played and set-aside cards and the Viceroy box
issue-event-cards-missing = { $missing ->
        [one] one Event card is
       *[other] { $missing } Event cards are
    } nowhere: each of the { $events } must be the current card, in the deck, played or set aside

## Declared actions, Campaign Round steps, the sequence of play and Events

issue-not-your-operation = { $faction } cannot execute { $operation }: it is another Faction's Operation
issue-not-your-special = { $faction } cannot execute { $special }: it is another Faction's Special Activity
issue-special-with-limited = a Limited Operation comes with no Special Activity
issue-special-part-unmarked = mark where { $special } began and ended, so that its changes can be told from the Operation's
issue-special-not-with-this-operation = { $special } may accompany only { $operations }
issue-limited-too-many-spaces = a Limited Operation acts in a single space; this { $operation } acts in { $spaces }
issue-limited-many-origins = a Limited March moves Guerrillas from a single origin; these came from { $origins }
issue-limited-many-destinations = a Limited { $operation } moves pieces into a single destination; these went to { $destinations }
issue-change-not-part-of = { $space } changed, which { $action } does not do
issue-box-change-not-part-of = the { $box } box changed, which { $action } does not do
issue-track-change-not-part-of = { $track } changed by { $change }, which { $action } does not do
issue-pieces-from-nowhere = { $count } { $piece } appeared in { $space } without coming from the Available box
issue-np-removed-own-pieces = a non-player never takes its own pieces off the map by choice, only players may; yet its pieces left { $space }
issue-cost-wrong = { $action } costs { $cost } Resources here, but Resources changed by { $change }
issue-cost-not-affordable = { $action } costs { $cost } Resources but only { $had } were there
issue-transfer-not-now = { $from } handed Resources to { $to } while neither the Raj nor the Revolutionaries were executing an Operation, a Special Activity or an Event
issue-transfer-between = { $from } and { $to } cannot hand each other Resources: only the Raj and the Revolutionaries have Resources to transfer
issue-transfer-too-much = { $from } handed over { $amount } { $amount ->
        [one] Resource
       *[other] Resources
    } but held only { $had }
issue-transfer-non-player = { $faction } is a non-player and keeps no Resources: none go to it or come from it
issue-too-many-spaces = { $action } may select { $limit } { $limit ->
        [one] space
       *[other] spaces
    } here besides those with { $free }; { $selected } { $selected ->
        [one] was
       *[other] were
    } selected
issue-special-too-many-spaces = { $special } selects at most { $limit } { $limit ->
        [one] space
       *[other] spaces
    }; { $selected } { $selected ->
        [one] was
       *[other] were
    } selected
issue-deploy-not-city = { $space } is not a City: Deploy places cubes only in Cities
issue-deploy-over-six = Deploy places at most six cubes in a City; { $space } received { $count }
issue-deploy-from-map-while-available = { $count } { $piece } were taken from the map while { $available } were still Available
issue-deploy-out-of-play-over-two = Deploy moves at most two cubes from Out of Play to Available; { $count } were moved
issue-move-impossible = { $count } { $piece } cannot have reached { $space } by a legal move of { $action }
issue-move-out-of-protest = cubes may not leave { $space }, a Protest space, during { $action }
issue-troops-into-state = Troops may not enter { $space }, a State
issue-cubes-left-on-railway = cubes that entered { $space } during Sweep may not stay on a Railway
issue-activation-wrong = { $space } should have { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } Activated by the cubes there; { $found } { $found ->
        [one] was
       *[other] were
    }
issue-railway-activation-wrong = on { $space }, one Guerrilla is Activated for every cube after Garrison: expected { $expected }, found { $found }
issue-assault-no-raj-forces = { $space } has no Raj forces to Assault with
issue-removed-too-many = { $space }: the cubes there may remove { $allowed } { $allowed ->
        [one] piece
       *[other] pieces
    }; { $removed } { $removed ->
        [one] was
       *[other] were
    } removed
issue-removed-too-few = { $space }: once a Faction is targeted, its pieces are removed as far as possible ({ $possible } could be, { $removed } were)
issue-removed-inactive = { $space }: { $count } { $piece } removed though only Active pieces may be
issue-bases-not-last = { $space }: a Base was removed while { $protectors } still protected it
issue-troops-not-last = { $space }: a Troop was removed while Sepoys remained
issue-wrong-box = { $count } { $piece } went to the { $went } box; { $pieces } go to the { $should } box
issue-gandhi-not-removable = Gandhi is never removed by { $action }
issue-gandhi-arrest-effects-missing = Gandhi was arrested, so Restraint shifts −1 at the end of the Raj turn; it changed by { $change }
issue-gandhi-arrest-protests-too-many = after Gandhi's arrest Congress places at most two Protests in non-Railway spaces; { $count } were placed
issue-rally-space-has-support = { $space } has Support: Rally selects spaces without Support (besides the extra spaces the rule allows)
issue-rally-not-on-railway = { $space } is a Railway: Rally selects Cities, Provinces and States
issue-rally-too-many-activists = Rally places { $expected } { $expected ->
        [one] Activist
       *[other] Activists
    } in { $space }; { $placed } { $placed ->
        [one] was
       *[other] were
    } placed
issue-rally-too-many-activists-taken = Rally places { $expected } { $expected ->
        [one] Activist
       *[other] Activists
    } in { $space }; instead { $taken } { $taken ->
        [one] was
       *[other] were
    } taken away
issue-rally-base-needs-unity = a Base in { $space } replaces { $expected } { $expected ->
        [one] Activist
       *[other] Activists
    } (Unity); { $removed } { $removed ->
        [one] was
       *[other] were
    } removed
issue-rev-rally-base-needs-unity = a Base in { $space } replaces { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } (Unity); { $removed } { $removed ->
        [one] was
       *[other] were
    } removed
issue-rally-base-no-room = { $space } has no room for another Base
issue-rally-out-of-play-over-one = Rally moves one piece from Out of Play to Available; { $count } were moved
issue-rally-jail-and-out-of-play = Rally either moves one Activist from Out of Play or releases prisoners, not both
issue-die-missing = the die rolled for { $action } is needed to check it
issue-rally-release-wrong = the die showed { $die }, so { $expected } { $expected ->
        [one] Activist is
       *[other] Activists are
    } released from Jail; { $released } { $released ->
        [one] was
       *[other] were
    }
issue-unity-shift-wrong = Unity should have shifted by { $expected }; it shifted by { $found }
issue-restraint-shift-wrong = Restraint should have shifted by { $expected }; it shifted by { $found }
issue-demonstrate-protest-under-control = { $space } has Raj Control: Demonstrate places no Protest there
issue-demonstrate-on-railway = { $space } is a Railway: Demonstrate moves Activists only into non-Railway spaces
issue-league-activists-unaccompanied = Congress may move { $allowed } Muslim League { $allowed ->
        [one] Activist
       *[other] Activists
    } into { $space } (Unity, one for one with Congress Activists); { $moved } moved
issue-protests-unavailable = { $placed } Protest { $placed ->
        [one] marker was
       *[other] markers were
    } placed but only { $available } { $available ->
        [one] was
       *[other] were
    } Available for Operations
issue-protest-where-one-is = { $space } already held a Protest marker
issue-civil-disobedience-no-activists = { $space } has no { $faction } Activists to select for Civil Disobedience
issue-civil-disobedience-no-protest = Civil Disobedience places an Available Protest in { $space }, which had none; none was placed
issue-civil-disobedience-move-not-to-railway = Civil Disobedience moves Activists from { $space } only onto adjacent Railways
issue-non-cooperation-not-eligible = { $space } cannot be selected for Non-Cooperation: it needs a Protest, { $faction } Activists and no Raj Control
issue-non-cooperation-shift-wrong = Non-Cooperation shifts { $space } one level towards Active Opposition; it shifted { $levels }
issue-rev-rally-not-eligible = { $space } cannot be selected for Rally: it has Support and no Revolutionaries Base
issue-rev-rally-too-many-guerrillas = Rally places { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } in { $space }; { $placed } { $placed ->
        [one] was
       *[other] were
    } placed
issue-rev-rally-too-many-guerrillas-taken = Rally places { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } in { $space }; instead { $taken } { $taken ->
        [one] was
       *[other] were
    } taken away
issue-guerrillas-placed-active = { $space }: Guerrillas are placed Underground
issue-march-activation-wrong = { $space }: moving Guerrillas plus cubes exceed 3 there, so the moving Guerrillas are Activated
issue-march-activated-needlessly = { $space }: Guerrillas were Activated though March does not Activate them there
issue-attack-no-guerrillas = { $space } has no Guerrillas to Attack with
issue-attack-not-all-activated = Attack Activates every Guerrilla in { $space }
issue-attack-die-missing = the Attack in { $space } needs its die roll
issue-attack-failed-but-removed = the Attack in { $space } failed (die { $die }, { $guerrillas } { $guerrillas ->
        [one] Guerrilla
       *[other] Guerrillas
    }), yet pieces were removed
issue-attack-removed-over-two = a successful Attack removes up to two pieces; { $removed } were removed in { $space }
issue-attack-unrest-wrong = { $space }: a successful Attack places one Unrest marker where there is a Protest or no Raj Control
issue-unrest-not-eligible = { $space } cannot be selected for Unrest: it needs an Underground Guerrilla (or, in Crisis, Activists of both nonviolent Factions)
issue-unrest-marker-wrong = Unrest adds one Unrest marker to { $space } (a Strike on a Railway) and shifts it one level towards Neutral
issue-unrest-activation-wrong = Unrest Activates one Underground Guerrilla in { $space }
issue-treaty-not-state = { $space } is not a State: Treaty selects States only
issue-treaty-both-options = Treaty in { $space } either removes pieces or moves Sepoys in, not both
issue-govern-no-cubes = Govern selects spaces with cubes; { $space } has none
issue-govern-two-options = Govern does one thing in { $space }: remove an Active piece, remove a Strike or Protest, or buy Imperialism
issue-govern-marker-with-activists = Govern removes a Strike or Protest only where there are no Activists; { $space } has some
issue-imperialism-with-adversaries = Imperialism is bought only where there are no Active adversaries; { $space } has some
issue-imperialism-cost-wrong = Imperialism in { $space } costs { $cost } Resources for what was done
issue-imperialism-too-far = Imperialism shifts a space at most two levels, and only once no Unrest is left
issue-martial-law-not-eligible = { $space } needs both cubes and Activists for Martial Law
issue-martial-law-not-activist = Martial Law removes only Activists; a { $piece } was removed in { $space }
issue-martial-law-too-many-spaces = Martial Law selects one space ({ $limit } in Crisis); { $selected } were selected
issue-martial-law-effects-wrong = Martial Law in { $space } removes any Protest, places one Unrest (not on a Railway, not under Lord Linlithgow) and shifts one level towards Neutral
issue-negotiate-not-eligible = { $space } cannot be selected for Negotiate: it needs { $faction } Activists and no Raj Control
issue-negotiate-space-used-by-operation = { $space } was selected for the Operation, so Negotiate may not select it
issue-negotiate-protest-kept = Negotiate removes the Protest marker in { $space }
issue-negotiate-release-wrong = Gandhi is released only if the die ({ $die }) exceeds the Protests in India ({ $protests })
issue-negotiate-muslim-state-wrong = a Muslim State is removed by Congress only where Congress pieces outnumber Muslim League pieces; then the space is set to Neutral
issue-league-negotiate-muslim-state-wrong = a Muslim State is placed in { $space } only in a Muslim Province at Opposition where Muslim League pieces outnumber Congress pieces; the space is set to Passive Support
issue-league-negotiate-unrest-wrong = Negotiate removing Unrest in { $space } shifts it one level towards Active Support and removes one Unrest marker
issue-troops-left-in-muslim-state = Troops must leave { $space } for Cities when it becomes a Muslim State
issue-satyagraha-gandhi-not-moved = Satyagraha first moves Gandhi to the selected space
issue-satyagraha-effects-wrong = Satyagraha in { $space } either removes a Protest and one Unrest, or places one Congress Activist
issue-persuade-no-own-pieces = { $space } has no { $faction } pieces to Persuade with
issue-persuade-two-options = Persuade in { $space } either removes one Active adversary piece or Activates Guerrillas
issue-persuade-activation-wrong = Persuade in { $space } Activates one Guerrilla for every Active nonviolent piece there ({ $expected }); { $found } were
issue-infiltrate-not-eligible = { $space } has no { $needs } for Infiltrate
issue-infiltrate-replace-wrong = Infiltrate in { $space } replaces one piece or a Protest with one { $needs }, or (in Crisis) places a { $placed }
issue-infiltrate-needs-crisis = placing a { $placed } by Infiltrate needs a Crisis
issue-aid-flip-cost-wrong = Aid pays 1 Resource to flip the Guerrillas in { $space } Underground
issue-aid-activation-income-wrong = Aid in { $space }: one Guerrilla is Activated for Resources equal to its Population ({ $population })
issue-assassinate-not-unrest-space = { $space } was not selected for Unrest, so Assassinate may not select it
issue-assassinate-removed-wrong = Assassinate removes one Active piece (not Gandhi) in { $space }; { $removed } were removed
issue-action-still-open = { $action } is not finished: mark it done before anything else begins
issue-nothing-to-finish = nothing was declared or begun, so there is nothing to finish
issue-setup-unfinished = the setup is not finished
issue-game-is-over = the game is over
issue-no-current-card = no card is in the Current Card box
issue-campaign-round-now = a Campaign card is current: its Campaign Round comes before any Faction acts
issue-faction-order-unknown = the faction order of card { $card } is not known here: enter it from the card so that the order of play can be checked
issue-not-eligible = { $faction } is Ineligible on this card and does nothing
issue-not-its-turn = { $next } acts next on this card, not { $faction }
issue-already-acted = { $faction } has already acted on this card
issue-card-finished = nobody else acts on this card: adjust eligibility and reveal the next card
issue-second-after-operation = after an Operation without a Special Activity, the 2nd Eligible may execute only a Limited Operation, or Pass
issue-second-after-special = after an Operation with a Special Activity, the 2nd Eligible may execute a Limited Operation or the Event, or Pass
issue-second-after-event = after the Event, the 2nd Eligible may execute an Operation, with or without a Special Activity, or Pass
issue-event-not-current = card { $card } is not the current card
issue-should-be-ineligible = { $faction } executed on this card and belongs in the Ineligible box
issue-should-be-eligible = { $faction } did not execute on this card and belongs in the Eligible box
issue-card-ended-early = { $faction } could still act on this card
issue-pass-resources-wrong = { $found ->
        [0] a Pass gives { $track } +{ $expected }, which is missing
       *[other] a Pass gives { $track } +{ $expected }, but it changed by { $found }
    }
issue-eligibility-after-event = { $faction } is not where 2.3.6 puts its cylinder; that is right only if the Event played on this card moved it
issue-round-unfinished = the Campaign Round is not finished: { $phase } comes next
issue-phase-out-of-order = { $phase } comes after { $after } in the Campaign Round
issue-no-campaign-round = { $phase } belongs to a Campaign Round, and none is under way
issue-phase-space-differs = { $space } is not as { $phase } ({ $section }) leaves it
issue-phase-box-differs = the { $box } box is not as { $phase } ({ $section }) leaves it
issue-phase-track-differs = { $phase } ({ $section }) leaves { $track } at { $expected }, not { $found }
issue-strike-not-eligible = { $space } gets no Strike: it already has one, or has no Protest, no more Activists than cubes and no neighbouring City without Raj Control
issue-np-strikes-barred = { $space } gets no Strike: with no player for the Raj, a non-player Congress places no Strikes on Railways
issue-strikes-missing = { $qualify } { $qualify ->
        [one] Railway qualifies
       *[other] Railways qualify
    } for a Strike and { $free } { $free ->
        [one] marker is
       *[other] markers are
    } free, so { $due } { $due ->
        [one] Strike goes
       *[other] Strikes go
    } on; { $placed } { $placed ->
        [one] was
       *[other] were
    } placed
issue-strikes-too-many = only { $free } { $free ->
        [one] marker was
       *[other] markers were
    } free, so no more Strikes go on than that; { $placed } { $placed ->
        [one] was
       *[other] were
    } placed on Railways that qualify
issue-imperialism-too-many-spaces = Imperialism selects at most four spaces; { $selected } were selected
issue-imperialism-space-not-eligible = { $space } cannot be selected for Imperialism: it must be a City or Province with Raj Control, Troops and Sepoys
issue-imperialism-levels-wrong = in { $space }, Imperialism removes Unrest first and then shifts at most two levels towards Active Support
issue-release-wrong = Imperialism in { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } releases { $expected } { $expected ->
        [one] Activist
       *[other] Activists
    } from Jail to Available; { $released } { $released ->
        [one] was
       *[other] were
    } released
issue-gandhi-not-released = Gandhi is in Jail: the Support Phase releases him to a space without Raj Control
issue-gandhi-released-to-control = Gandhi was released to { $space }, which has Raj Control
issue-constructive-too-many = Constructive Programme shifts at most Unity ({ $unity }) spaces; { $shifted } were shifted
issue-constructive-space-not-eligible = { $space } cannot be shifted by Constructive Programme: it must be a City or Province with nonviolent pieces and no Raj Control
issue-constructive-too-far = Constructive Programme shifts { $space } at most two levels towards Active Opposition; it moved { $levels }
issue-phase-base-too-many = { $phase } ({ $section }) places one Base at most; { $placed } were placed
issue-phase-base-where = { $phase } ({ $section }) places its Base in a space that is not a Railway and has no Raj Control; { $space } is not one
issue-phase-base-no-room = { $phase } places its Base in { $space }, which has no room for another Base
issue-viceroy-not-installed = the Campaign card that triggered this round becomes the Viceroy
issue-redeploy-destination = { $faction } may not redeploy { $piece } into { $space } ({ $section })
issue-np-redeploy-lost-control = a non-player Raj's Redeploy loses no Raj Control, yet { $space } lost it
issue-redeploy-off-map = Redeploy ({ $section }) moves pieces already on the map; { $count } { $piece } arrived from or left for a box
issue-redeploy-must-leave-railway = { $count } { $piece } stayed on { $space }: Redeploy ({ $section }) moves them off Railways
issue-crisis-cubes-too-many = the Crisis brings at most a die roll ({ $die }) of cubes from Out of Play; { $came } came
issue-np-protest-count = a non-player Congress places { $expected } { $expected ->
        [one] Protest
       *[other] Protests
    } at the end of the Reset Phase; { $placed } { $placed ->
        [one] was
       *[other] were
    } placed
issue-np-protest-where = the non-player Congress's Protest goes in a space with Congress Activists and no Protest; { $space } is not one
issue-np-pass-own-activist = a non-player { $faction } Passing brings one of its own Activists from Out of Play to Available when one is there, and never the other Faction's
issue-np-replaced-own-protest = a non-player Muslim League never replaces a Protest marker when it Infiltrates; it replaced the one in { $space }
issue-np-event-removed-own = a non-player executing an Event only chooses what makes the Event effective for it, never its own pieces; in { $space } the { $faction } removed its own
issue-np-congress-demonstrate-protest = { $space } has no Raj Control: a non-player Congress Demonstrating into it places an Available Protest there
issue-np-congress-rally-after = after its Rally, a non-player Congress releases prisoners when three or more Congress Activists are in Jail, and otherwise brings one Congress Activist from Out of Play if there is one; nothing else
issue-np-congress-non-cooperation-missed = a non-player Congress's Non-Cooperation goes in every eligible space; { $space } was left out
issue-np-league-demonstrate-protest = { $space } has no Raj Control: a non-player Muslim League Demonstrating into it places an Available Protest there
issue-np-league-rally-after = after its Rally, a non-player Muslim League releases prisoners when three or more Muslim League Activists are in Jail, and otherwise brings one Muslim League Activist from Out of Play if there is one; nothing else
issue-np-league-non-cooperation-missed = a non-player Muslim League's Non-Cooperation goes in every eligible Muslim space its Unity and Bases allow; { $space } was left out
issue-np-league-non-cooperation-not-muslim = a non-player Muslim League's Non-Cooperation goes only in Muslim spaces; { $space } is not one
issue-np-event-should-be-shaded = a non-player { $faction } takes the shaded text of card { $card }, as its icon there has no square halo
issue-np-event-should-be-unshaded = a non-player { $faction } takes the unshaded text of card { $card }
issue-np-event-resources = a non-player's Event ignores every instruction to add or subtract Raj or Revolutionaries Resources, yet { $track } changed
issue-np-strikes-not-highest-econ = short of markers, a non-player Congress strikes the Railways with the highest Econ first: { $space } (Econ { $econ }) got a Strike while a Railway with Econ { $higher } went without
issue-np-constructive-too-few = the non-players select as many eligible spaces for Constructive Programme as they can, up to Unity: { $expected } here; { $shifted } { $shifted ->
        [one] was
       *[other] were
    } shifted
issue-np-support-base-missing = a non-player { $faction } places a Base in this step whenever one is Available and a space that is not a Railway, without Raj Control, has room for it
issue-np-imperialism-release-mix = a non-player Raj releases one Congress and one Muslim League Activist for each space where both are in Jail: { $congress } Congress and { $league } Muslim League Activists here
issue-np-imperialism-over-die = a non-player Raj removes Unrest and shifts levels up to twice its die ({ $die }, so { $most }); it used { $used }
issue-np-congress-civil-disobedience-railway = after its Civil Disobedience, with a Raj player, a non-player Congress moves one Activist from a selected space holding three or more of its Activists, and only onto the adjacent Railway with the highest Econ and no Activist; { $space } is not such a move
issue-np-league-civil-disobedience-railway = after its Civil Disobedience, with a Raj player, a non-player Muslim League moves one Activist from a selected space holding three or more of its Activists, and only onto the adjacent Railway with the highest Econ and no Activist; { $space } is not such a move
issue-np-league-rally-base-missed = a non-player Muslim League's Rally first places a Base where its Activists exceed Unity, while a Base is Available and the spaces allowed leave room; { $space } got none
issue-np-paid-resources = a non-player { $faction } pays no Resources for its Operations and Special Activities; its Resources changed by { $change }
issue-np-activation-exceeded = a non-player goes on to another space of { $operation } only after an Activation roll above its Activation Number: { $spaces } { $spaces ->
        [one] space counts
       *[other] spaces count
    } against it, but only { $rolls } { $rolls ->
        [one] die
       *[other] dice
    } entered rolled above it
issue-np-forces-on-railway = with no player for the Raj, a non-player places no forces on Railways; Guerrillas arrived on { $space }
issue-np-unrest-strike-barred = { $space } gets no Strike: with no player for the Raj, the non-player Revolutionaries place no Strikes on Railways
issue-np-no-garrison = a non-player Raj never executes Garrison
issue-np-sweep-lost-control = a non-player Raj's Sweep loses no Raj Control in its origins; cubes left { $space } and it lost Control
issue-np-treaty-moved-sepoys = a non-player Raj's { $special } only removes or arrests Active adversaries in States with Sepoys; it moved Sepoys into { $space }
issue-np-martial-law-no-unrest = a non-player Raj's { $special } selects only spaces that already have Unrest (any space under Lord Linlithgow); { $space } had none
issue-np-aid-too-many-spaces = the non-player Revolutionaries' { $special } selects at most two spaces; { $selected } { $selected ->
        [one] was
       *[other] were
    } selected
issue-np-aid-activated = the non-player Revolutionaries' { $special } only flips Guerrillas Underground; it Activated a Guerrilla in { $space }
issue-crisis-cubes-not-due = cubes come from Out of Play only at the end of a turn that triggered a Crisis, or before the first card of the final Campaign
issue-event-text-unknown = what card { $card } does is not in the data: only the rules for every Event are checked, so read the card
issue-event-partly-known = only part of card { $card }'s text is in the data: what it does beyond that is not checked
issue-event-placed-unavailable = { $count } { $piece } reached the map from Jail or Out of Play; an Event places only Available pieces unless its text says otherwise
issue-event-broke-stacking = { $space }: an Event may not break stacking
issue-event-to-out-of-play = { $count } { $piece } went Out of Play; an Event sends pieces there only when its text says so
issue-event-spaces-count = the Event acted in { $acted } { $acted ->
        [one] space
       *[other] spaces
    }; its text calls for { $expected }
issue-event-space-not-eligible = { $space } is not { $requirement }, as the Event requires
issue-event-space-not-selected = { $space } was not among the spaces the Event selected
issue-event-marker-wrong = the Event adds one marker in { $space }
issue-event-one-faction-only = in { $space } the Event removes the pieces of a single Faction
issue-event-faction-not-all-removed = in { $space } the Event removes every piece of { $faction }
issue-event-removed-count = the Event removed { $removed } { $removed ->
        [one] piece
       *[other] pieces
    }; its text calls for { $expected }
issue-event-shift-wrong = the Event shifts { $space } by { $levels } { $levels ->
        [one] level
       *[other] levels
    }; it moved { $moved }
issue-event-arrest-missing = the Event arrests Gandhi: he goes to Jail
issue-event-arrest-consequences = an Event's arrest of Gandhi shifts no Restraint and places no Protests, unlike an arrest during Assault, Treaty or Govern; check the card for text that does

## Provisional facts

