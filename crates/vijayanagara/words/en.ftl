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
text-card = The next card is revealed
verdict-not-eligible = The { $a1 } is Ineligible on this card.
verdict-acted-on-card = The { $a1 } has already acted on this card.
verdict-option-taken = The { $a1 } took an option the { $a2 } had already taken on this card.
