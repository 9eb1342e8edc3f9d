# Vijayanagara's words in English: the names of its things and its
# verdicts, each with its arguments as $a1, $a2…

name-vijayanagara = Vijayanagara
name-sultanate = Delhi Sultanate
name-bahmani = Bahmani Kingdom
name-mongols = Mongol Invaders
name-standard = Standard set-up
name-board = the table's board
name-mountain-passes = Mountain Passes
name-punjab = Punjab
name-delhi = Delhi
name-sindh = Sindh
name-rajput-kingdoms = Rajput Kingdoms
name-gujarat = Gujarat
name-jaunpur = Jaunpur
name-malwa = Malwa
name-gondwana = Gondwana
name-madhyadesh = Madhyadesh
name-orissa = Orissa
name-maharashtra = Maharashtra
name-andhra = Andhra
name-karnataka = Karnataka
name-tamilakam = Tamilakam
name-province = Province
name-invasion-region = Mongol Invasion Region
name-troop = Troops
name-governor = Governors
name-qasbah = Qasbahs
name-amir = Amirs
name-amir-rebelling = Rebelling Amirs
name-fort = Forts
name-raja = Rajas
name-raja-rebelling = Rebelling Rajas
name-temple = Temples
name-mongol = Mongol Invaders
name-cavalry = Cavalry
name-tributary = Tributary markers
name-sultanate-available = Sultanate's box
name-bahmani-available = Bahmani box
name-vijayanagara-available = Vijayanagara box
name-mongols-available = Mongol Invaders' box
name-bahmani-influence-track = Amirs on the Bahmani Influence track
name-vijayanagara-influence-track = Rajas on the Vijayanagara Influence track
name-cavalry-pool = Cavalry pool
name-tributary-markers = Tributary markers off the map
name-sultanate-resources = Sultanate Resources
name-bahmani-resources = Bahmani Resources
name-vijayanagara-resources = Vijayanagara Resources
name-bahmani-influence = Bahmani Influence
name-vijayanagara-influence = Vijayanagara Influence
name-rebelling = Rebelling
name-obedient = Obedient
name-khalji = Khalji
name-tughlaq = Tughlaq
text-pass = { $a1 }: Pass
text-flip = Flip { $a3 } { $a2 } in { $a1 } to { $a4 }
text-dynasty = The { $a1 } Dynasty takes power
verdict-piece-total = The game has { $a3 } { $a1 }, but { $a2 } are counted.
verdict-wrong-holding = { $a1 } holds { $a2 } { $a3 }, which belong elsewhere.
verdict-not-here = { $a1 } holds { $a3 } { $a2 }, which may not be there.
verdict-structures-stacked = { $a1 } holds { $a3 } { $a2 }; a space holds at most one of each Structure.
verdict-cavalry-on-map = { $a1 } holds { $a3 } Cavalry; Cavalry is kept in the holding boxes and the pool.
verdict-tributary-marker = { $a1 } holds { $a3 } Tributary markers; only a Province holds one, at most.
verdict-obedient-under-control = { $a1 } is Controlled by its Faction, but { $a3 } { $a2 } there are Obedient.
verdict-resources-range = { $a1 } holds { $a2 } Resources; they run from 0 to 24.
verdict-influence-range = { $a1 } is at { $a2 }; Influence runs from 0 to 4.
verdict-track-units = The { $a1 } Influence track holds { $a2 } Units where its level leaves { $a3 }.
verdict-pass-income = A Pass of the { $a1 } gains { $a2 } Resources, but { $a3 } were gained.
verdict-pass-changed = A Pass of the { $a1 } changes nothing but its Resources.
text-conscript = { $a1 }: Conscript{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-march = { $a1 }: March{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-govern = { $a1 }: Govern{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-attack = { $a1 }: Attack{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-rally = { $a1 }: Rally{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-migrate = { $a1 }: Migrate{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
text-rebel = { $a1 }: Rebel{ $a2 ->
        [limited] , limited{ $a3 ->
            [with] , with { $a4 }
           *[other] {""}
        }
        [with] , with { $a3 }
       *[other] {""}
    }
name-collect-tribute = Collect Tribute
name-campaign = Campaign
name-demand-obedience = Demand Obedience
name-trade = Trade
name-build = Build
name-conspire = Conspire
name-tax = Tax
name-compel = Compel
verdict-not-their-command = The { $a1 } has no Command { $a2 }.
verdict-not-their-decree = The { $a1 } has no Decree { $a2 }.
verdict-limited-with-decree = The { $a1 } took a Limited Command with a Decree; a Limited Command goes alone.
verdict-limited-spaces = The { $a1 } took a Limited Command in { $a2 } spaces; it takes one.
verdict-not-a-province = { $a1 } is no Province: the Bahmani Kingdom and the Vijayanagara Empire select only Provinces.
verdict-decree-left-to-table = The { $a1 } { $a2 } is not judged by the program yet: check it at the table.
verdict-conscript-where = Troops are conscripted only into Delhi, a space with a Qasbah or a Tributary Province: not into { $a1 }.
verdict-conscript-too-many = { $a2 } Troops were conscripted into { $a1 }, where at most { $a3 } may be.
verdict-moved-twice = { $a2 } pieces left { $a1 }, which held { $a3 } before: a piece moves once in a Command.
verdict-march-not-adjacent = Troops or Governors marched from { $a1 } to { $a2 }, which are not adjacent.
verdict-govern-where = The Sultanate Governs only in Tributary or Sultanate Controlled Provinces, the Mongol Invasion Regions and Delhi: not in { $a1 }.
verdict-govern-one-or-other = In { $a1 }, Govern either places one Governor or, where a Governor stands, removes Units and places a Qasbah.
verdict-govern-without-governor = Govern removed Units or placed a Qasbah in { $a1 }, where no Governor stood.
verdict-govern-removes-two = Govern removed { $a2 } Units in { $a1 }; it removes two at most.
verdict-rally-where = Units were rallied in { $a1 }, which held none of the Faction's pieces.
verdict-rally-too-many = { $a2 } Units were rallied in { $a1 }, where at most { $a3 } may be.
verdict-rally-placed-as = { $a2 } Units rallied in { $a1 } were placed { $a3 }.
verdict-migrate-not-adjacent = Units migrated from { $a1 } to { $a2 }, which are not adjacent.
verdict-migrate-too-many = { $a2 } Units migrated into { $a1 }; three may at most.
verdict-migrate-into-tributary = Units migrating into { $a1 }, a Tributary Province, become Obedient.
verdict-migrate-shift = The { $a1 } shifted Influence by { $a2 } (the rival's by { $a3 }): one step each, in a destination holding the rival's piece.
verdict-rebel-under-khalji = The { $a1 } Rebelled under the Khalji Dynasty.
verdict-rebel-majority = The Rebel in { $a1 } had { $a2 } pieces against { $a3 }; they must outnumber all the others.
verdict-rebel-flips-all = A Rebel flips every Unit of the Faction in { $a1 } to Rebelling.
verdict-build-one = The { $a1 } built more than one { $a2 }.
verdict-build-where = A Structure was built in { $a1 }, which held none of the Faction's Units.
verdict-demand-where = Obedience was demanded in { $a1 }, which is not Sultanate Controlled with a Governor.
verdict-demand-flips = Demand Obedience flips the Rebelling Units in { $a1 } to Obedient.
verdict-action-resources = The { $a1 } Resources should have changed by { $a2 }, but changed by { $a3 }.
verdict-decree-cavalry = The { $a1 } Decree gains { $a2 } Cavalry from the pool, but { $a3 } left it.
verdict-unexplained = { $a1 }: { $a2 } changed by { $a3 }, which the declared action does not do.
verdict-unexplained-track = The { $a1 } action moved a track or the Dynasty card it does not move.
verdict-attack-where = { $a1 } was attacked, where the attacker may not Attack.
verdict-attack-two-defenders = Two Factions lost pieces in the Attack in { $a1 }; an Attack has one defender.
verdict-attack-losses = In { $a1 }, the defender lost { $a2 } and the attacker { $a3 }: more than their dice allow, or with no Unit on the other side to roll.
verdict-attack-casualties-where = { $a2 } of the attacker's Units left { $a1 }, where none could join an Attack.
verdict-attack-influence = The Attack moved Bahmani Influence by { $a3 } and Vijayanagara Influence by { $a4 }, which its battles cannot: one step each way a battle between the two.
verdict-campaign-route = Troops or Governors went from { $a1 } to { $a2 }: a Campaign follows one route of up to three adjacent spaces.
verdict-conspire-where = A Governor or Raja was replaced in { $a1 }, where Conspire may not (a Province with a Bahmani piece; Rajas, or beside one, at Influence 2 or more; one a Province).
verdict-conspire-rebelling = A Rebelling Raja replaced in { $a1 } is replaced by a Rebelling Amir.
verdict-conspire-two = Conspire replaced pieces in { $a1 } Provinces; two at most.
verdict-compel-one = Compel brought Rajas into { $a1 } Provinces, { $a2 } in all: one Province, two Rajas at most.
verdict-compel-where = Compel chose { $a1 }, which is not a Province with or beside a Vijayanagara piece.
verdict-compel-not-adjacent = Rajas compelled from { $a1 } to { $a2 }, which are not adjacent.
verdict-compel-removes = Compel removed { $a2 } pieces in { $a1 }; one at most, and only at Influence 2 or more.
text-card = The next card is revealed{ $a1 ->
        [invasion] : a Mongol Invasion card for the { $a2 }
        [succession] : a Succession card
        [timurid] : a Timurid Empire card
       *[other] {""}
    }
text-campaign = { $a1 }: Campaign, on the Succession card
verdict-not-eligible = The { $a1 } is Ineligible on this card.
verdict-acted-on-card = The { $a1 } has already acted on this card.
verdict-option-taken = The { $a1 } took an option the { $a2 } had already taken on this card.
text-end = The game ends
text-instructions = The card's instructions are carried out
name-instructions = The card
name-yes = Yes
name-no = No
name-done = No more
name-stop = Stop
name-amass = Amass
name-advance = Advance
name-attack-mountain-passes = Attack and Plunder in the Mountain Passes
name-attack-punjab = Attack and Plunder in Punjab
name-attack-delhi = Attack and Plunder in Delhi
name-charge-2 = Charge: own 2 to 1
name-charge-3 = Charge: own 3 to 2
name-charge-4 = Charge: own 4 to 3
name-charge-5 = Charge: own 5 to 4
name-charge-6 = Charge: own 6 to 5
name-screen-2 = Screen: remove a Mongol 2
name-screen-3 = Screen: remove a Mongol 3
name-screen-4 = Screen: remove a Mongol 4
name-screen-5 = Screen: remove a Mongol 5
name-screen-6 = Screen: remove a Mongol 6
name-bahmani-up = Bahmani Influence up one
name-bahmani-down = Bahmani Influence down one
name-vijayanagara-up = Vijayanagara Influence up one
name-vijayanagara-down = Vijayanagara Influence down one
name-deck = the cards
name-dynasty = the Dynasty card
verdict-game-over = The game ended with Timur's invasion of Delhi: nothing follows it.
verdict-no-instructions = An Event card has no instructions for the program to carry out: its Factions act on it.
verdict-instructions-done = The instructions of the card showing were already carried out.
verdict-interrupted = The { $a1 } may not act this way while this card stops regular play.
verdict-instructions-pending = The next card was revealed before the instructions of the card showing were carried out.
verdict-deck-order = { $a1 ->
        [card] An Event card
       *[other] This card
    } cannot come now: stack { $a2 } has already shown { $a3 } Event and { $a4 } Mongol Invasion cards.
verdict-decree-alone = The { $a1 } took { $a2 } without a Command: only a Succession card allows a Decree on its own.
verdict-campaign-region = A Succession card's Campaign uses only Delhi and the Provinces, not { $a1 }.
verdict-instructions-changed = { $a1 }: { $a2 } changed by { $a3 }, which this card's instructions do not change.
verdict-instructions-track = This card's instructions do not change { $a1 }.
verdict-cavalry-not-from-pool = The { $a1 } took { $a2 } Cavalry tokens from other Factions while the pool still holds { $a3 }: tokens come from the pool while it has any.
verdict-plunder-resources = The Sultanate's Resources went from { $a1 } to { $a2 }: a plunder only lowers them, and not below 3.
verdict-amassed-too-many = { $a1 } Mongol Invaders entered the map; two Amass Commands bring six at most.
verdict-too-many-troops-removed = { $a1 } Troops left the Provinces; two plunders of Delhi take four at most.
verdict-too-many-losses = The Sultanate lost { $a1 } Units to the Mongols; two battles take ten at most.
verdict-gifts-influence = The { $a1 } Influence went from { $a2 } to { $a3 }; the gifts cost one step, or nothing.
verdict-gifts = The gifts give the { $a1 } { $a2 } Resources and { $a3 } Cavalry, but it gained { $a4 } and { $a5 }.
verdict-zenith-dynasty = The first Succession card brings the Tughlaq Dynasty to power.
verdict-zenith-cavalry = The Bahmani Kingdom gains { $a1 } Cavalry here, but gained { $a2 }.
verdict-zenith-resources = The Vijayanagara Empire gains { $a1 } Resources here, but gained { $a2 }.
verdict-rise-gain = The { $a1 } gains { $a2 } in Resources and Cavalry together, but gained { $a3 } Resources and { $a4 } Cavalry.
verdict-rise-one-at-a-time = Each Deccan Faction takes its gain after its own free Limited Command: one at a time.
verdict-lords-paid = The { $a1 } paid { $a2 } Resources: each shift costs 3, three shifts at most.
verdict-lords-shifts = { $a1 } shifts were paid for, but the Influence tracks moved { $a2 } steps.
verdict-timurid-gather = Half the Available Mongol Invaders, { $a1 }, enter the Mountain Passes; { $a2 } did.
verdict-timur-left-behind = Units were left in { $a1 }; Timur's army and the defenders move on towards Delhi.
verdict-timur-stopped = Timur's assault on Delhi stopped with { $a1 } Invaders and { $a2 } Sultanate Units still there: it goes on until one side is gone.
verdict-timur-no-end = Timur's invasion ends the game: the end was not marked.
trace-picks = The { $a1 } picks the Mongol Invaders' two Commands.
trace-no-mongol-command = No Mongol Command can be carried out for the { $a1 ->
        [1] first
       *[other] second
    } Command.
trace-amass = Amass: { $a1 } Mongol Invaders enter the Mountain Passes.
trace-mongols-onward = { $a1 } Invaders beyond four move on from { $a2 } to { $a3 }.
trace-advance = Advance: { $a1 } Invaders move from { $a2 } to { $a3 }.
trace-no-battle = No battle in { $a1 }: one side has no Units there.
trace-plunder = Plunder of { $a1 }: { $a2 } Invaders remain, the Sultanate loses { $a3 } Resources (not below 3).
trace-mongols-back = { $a1 } Invaders beyond three in { $a2 } go back to their box.
trace-troop-removed = The Sultanate removes a Troop from { $a1 }.
trace-no-troop-to-remove = After the plunder of { $a1 } no Province holds a Troop to remove.
trace-dice = Battle in { $a1 }: the Mongols roll { $a2 }, the Sultanate { $a3 }.
trace-mongol-charge = The Mongol Charge turns a { $a1 } into a { $a2 }.
trace-mongol-no-charge = The Mongol Charge cannot help.
trace-hits = After the Cavalry, the Mongols show { $a2 } and the Sultanate { $a3 }: { $a4 } Mongol hits, { $a5 } Sultanate hits.
trace-cavalry-spent = The Sultanate spends a Cavalry token: { $a1 }.
trace-no-gifts = The { $a1 } has no Influence to give for the gifts.
trace-gifts-refused = The { $a1 } declines the gifts.
trace-gifts-taken = The { $a1 } gives up one Influence for { $a2 } Resources and two Cavalry.
trace-no-cavalry-left = No Cavalry token is left for the { $a1 } anywhere.
trace-cavalry-taken = The pool is empty: the { $a1 } takes a token from the { $a2 }.
trace-tughlaq = The Tughlaq Dynasty takes power: the Bahmani Kingdom and the Vijayanagara Empire may now Rebel.
trace-may-campaign = The Sultanate may now declare a Campaign on its own, along Delhi and the Provinces.
trace-zenith-cavalry = The Bahmani Kingdom gains { $a1 } Cavalry (its Influence and Forts).
trace-zenith-resources = The Vijayanagara Empire is due { $a1 } Resources (its Influence and Temples) and gains { $a2 }.
trace-free-limited = The { $a1 } may take its free Limited Command before its gain.
trace-rise-gain = The { $a1 } gains { $a2 }: { $a3 } Resources and { $a4 } Cavalry.
trace-cannot-pay = The { $a1 } cannot pay 3 Resources for a shift.
trace-shifted = The { $a1 } pays 3 Resources: { $a2 } Influence now { $a3 }.
trace-timurid-gather = { $a1 } Mongol Invaders, half of those Available, gather in the Mountain Passes.
trace-timur-moves = Every Unit left in { $a1 } moves on to { $a2 }.
trace-final-scores = Final scores: Sultanate { $a1 }, Bahmani Kingdom { $a2 }, Vijayanagara Empire { $a3 }.
trace-winner = The { $a1 } wins.
trace-outcome-sultanate = The Sultanate slowed its own decline: Delhi held against the Mongols and the southern tribute kept flowing, even if the Deccan's future looks dark for it.
trace-outcome-bahmani = The Bahmani Kingdom turned Delhi's governors against their master, used its early lead in warfare to take wide lands, and drew settlers and scholars with its spreading influence.
trace-outcome-vijayanagara = The Vijayanagara Empire grew on a large people and a strong economy, spread its influence far, and wove its founding stories into the cults of the whole Deccan.
trace-tied = No one wins outright: { $a1 } are level on points and Resources (a game of Aadu-Huli aata may decide).
question-cavalry-from = The Cavalry pool is empty: from which Faction does the { $a1 } take a token?
question-track-unit-from = The { $a1 } Influence track needs a Unit back: from which space?
question-mongol-command = The { $a1 } picks the { $a2 ->
        [1] first
       *[other] second
    } Mongol Command.
question-advance-from = Advance from which space?
question-advance-count = How many Invaders advance from { $a1 }?
question-remove-troop = After the plunder of { $a1 }: from which Province does the Sultanate remove a Troop?
question-sultanate-cavalry = Battle in { $a1 }: the Mongols show { $a2 }, the Sultanate { $a3 }; it holds { $a4 } Cavalry. Spend one?
question-sultanate-loss = The Sultanate loses a Unit in { $a1 }: which?
question-gifts = Does the { $a1 } give up one Influence for two Resources and two Cavalry?
question-rise-cavalry = The { $a1 } gains { $a2 }: how many of them as Cavalry (the rest as Resources)?
question-lords-shift = The { $a1 } may pay 3 Resources for a shift ({ $a2 } of three): which?
trace-flipped-rebelling = { $a1 } is now Controlled by the { $a2 }: its { $a3 } Obedient Units there turn Rebelling.
name-prosperity = Prosperity
text-dice = Attack dice in { $a1 }: { $a2 } for the attacker, { $a3 } for the defender
verdict-attack-dice = The Attack in { $a1 } rolled { $a2 } dice against { $a3 }: four (three against a Fort's Bahmani Kingdom) against two.
text-event = { $a1 }: Event{ $a2 ->
        [shaded] , shaded{ $a3 ->
            [stay] , Stay Eligible
           *[other] {""}
        }
        [stay] , Stay Eligible
       *[other] {""}
    }
verdict-event-left-to-table = The { $a1 } Event's text is not in the program: check its changes at the table.
mark-tributary = Tr
text-event-card = The next card is revealed: { $a1 }
name-step-resources = Resources
name-step-influence = Influence
name-step-cavalry = Cavalry
name-step-place = Place
name-step-remove = Remove
name-step-move = Move
name-step-flip = Flip
name-step-tributary = Tributary markers
verdict-event-stay = The { $a1 } declared the Event { $a2 ->
        [true] without "Stay Eligible", which its card has
       *[other] with "Stay Eligible", which its card lacks
    }.
verdict-event-track = The Event's steps change { $a1 } by { $a2 }, but it changed by { $a3 }.
verdict-event-cavalry = The Event's steps give the { $a1 } { $a2 } Cavalry tokens, but its tokens changed by { $a3 }.
verdict-event-pieces = { $a1 }: the Event's steps allow at most { $a3 } { $a2 }, but { $a4 } were.
verdict-event-tributary = The Event's steps change the Tributary markers on the map by up to { $a1 }, but they changed by { $a2 }.
verdict-event-dynasty = The Event's steps do not turn the Dynasty card.
verdict-card-again = { $a1 } was revealed before: each Event card is in the deck once.
