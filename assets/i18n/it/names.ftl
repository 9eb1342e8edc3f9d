# Names of the game's things: Factions, pieces (with a $count for
# singular and plural), markers, tracks, boxes, Operations, Special
# Activities, Campaign Round steps, priority columns, and the descriptive
# names of Towns and Railway lines. Proper names of spaces stay as printed.


## Factions
faction-raj = Raj
faction-congress = Congresso
faction-muslim-league = Lega Musulmana
faction-revolutionaries = Rivoluzionari

## Inventory lines
stock-gandhi = Gandhi
stock-guerrillas = Guerriglieri

## Support and Opposition
level-active-opposition = Opposizione Attiva
level-passive-opposition = Opposizione Passiva
level-neutral = Neutrale
level-passive-support = Supporto Passivo
level-active-support = Supporto Attivo
badge-active-opposition = OA
badge-passive-opposition = OP
badge-passive-support = SP
badge-active-support = SA

## Kinds of space
kind-city = Città
kind-province = Provincia
kind-princely-state = Principato
kind-railway = Ferrovia

## Markers
marker-protest = Protesta
marker-unrest = Disordini
marker-strike = Sciopero
marker-badge-protest = P
marker-badge-unrest = D
marker-badge-strike = S
marker-badge-muslim-state = SM
marker-muslim-state = Stato Musulmano

## Tracks
track-restraint = Moderazione
track-unity = Unità
track-raj-resources = Risorse Raj
track-revolutionaries-resources = Risorse Rivoluzionari

## Eligibility
eligibility-eligible = Idonea
eligibility-ineligible = Non idonea


## Operations (3.2–3.4)
operation-deploy = Schieramento
operation-garrison = Guarnigione
operation-sweep = Perlustrazione
operation-assault = Assalto
operation-rally = Radunare
operation-demonstrate = Manifestare
operation-civil-disobedience = Disobbedienza Civile
operation-non-cooperation = Non Cooperazione
operation-march = Marciare
operation-attack = Attaccare
operation-unrest = Disordini

## Special Activities (4.2–4.5)
special-treaty = Trattativa
special-govern = Governare
special-martial-law = Legge Marziale
special-negotiate = Negoziare
special-satyagraha = Satyagraha
special-persuade = Persuadere
special-infiltrate = Infiltrarsi
special-aid = Aiutare
special-assassinate = Assassinare

## Campaign Round steps (6.1–6.5) and the Crisis cubes (6.8)
phase-victory = Fase Vittoria
phase-strikes = Scioperi delle Ferrovie
phase-raj-earnings = Guadagni del Raj
phase-revolutionaries-earnings = Guadagni dei Rivoluzionari
phase-imperialism = Imperialismo
phase-constructive-programme = Programma Costruttivo
phase-pakistan-movement = Movimento Pakistano
phase-secret-societies = Società Segrete
phase-new-viceroy = Nuova Amministrazione Coloniale
phase-raj-redeploy = Riposizionamento del Raj
phase-raj-redeploy-removal = rimozioni a fine Riposizionamento del Raj
phase-congress-redeploy = Riposizionamento del Congresso
phase-league-redeploy = Riposizionamento della Lega Musulmana
phase-revolutionaries-redeploy = Riposizionamento dei Rivoluzionari
phase-reset = Fase di Reset
phase-crisis-cubes = Cubi della Crisi da Fuori dal Gioco
phase-np-protest = Protesta del Congresso non giocante

## Fixed phrases a finding refers to
term-pass = Passare
term-the-event = l'Evento
term-this-action = questa azione
term-release-from-jail = la liberazione dalla Prigione
term-activists = Attivisti
term-guerrillas = Guerriglieri
term-protest-or-gandhi = una Protesta o Gandhi
term-league-base = una Base della Lega
term-negotiate-operations = Radunare, Manifestare o Disobbedienza Civile
term-protest-space = uno Spazio Protesta
term-muslim-space = uno Spazio Musulmano
term-imperialism = Imperialismo

## Columns of the Space Selection Priorities tables (8.4.1)
column-place-cubes = Piazzare Cubi
column-shift-to-support = Spostare verso Sostegno
column-remove-or-replace = Rimuovere o Sostituire
column-sweep = Rastrellamento
column-place-activists = Piazzare Attivisti
column-place-protests = Piazzare Proteste
column-move-or-release-gandhi = Muovere o Liberare Gandhi
column-shift-to-opposition = Spostare verso Opposizione
column-demonstrate = Manifestare
column-place-bases = Piazzare Basi
column-place-muslim-states = Piazzare Stati Musulmani
column-place-guerrillas = Piazzare Guerriglieri
column-place-unrest = Piazzare Disordini
column-attack-or-go-underground = Attaccare o Entrare in Clandestinità
column-march = Marcia

## What a non-player does on a card (8.2)
np-choice-event-shaded = l'Evento, testo ombreggiato
np-choice-event-unshaded = l'Evento, testo non ombreggiato
np-choice-operation-with-special = un'Operazione con Attività Speciale
np-choice-operation-only = solo un'Operazione
np-choice-limited-operation = un'Operazione Limitata
np-choice-pass = Passare

## Towns and Railway lines: the map's own descriptive names (proper names of spaces stay as printed)
place-western_junction = Snodo occidentale
place-southern_junction = Snodo meridionale
place-central_junction = Snodo centrale
place-eastern_junction = Snodo orientale
place-northern_junction = Snodo settentrionale

## Pieces, singular and plural
piece-troop = { $count ->
        [one] Truppa
       *[other] Truppe
    }
piece-sepoy = { $count ->
        [one] Sepoy
       *[other] Sepoy
    }
piece-congress-activist = { $count ->
        [one] Attivista del Congresso
       *[other] Attivisti del Congresso
    }
piece-league-activist = { $count ->
        [one] Attivista della Lega
       *[other] Attivisti della Lega
    }
piece-gandhi = { $count ->
        [one] Gandhi
       *[other] Gandhi
    }
piece-guerrilla-underground = { $count ->
        [one] Guerrigliero Nascosto
       *[other] Guerriglieri Nascosti
    }
piece-guerrilla-active = { $count ->
        [one] Guerrigliero Attivo
       *[other] Guerriglieri Attivi
    }
piece-league-base = { $count ->
        [one] Base della Lega
       *[other] Basi della Lega
    }
piece-revolutionaries-base = { $count ->
        [one] Base dei Rivoluzionari
       *[other] Basi dei Rivoluzionari
    }
place-rail_bombay = Linea di Bombay
place-rail_bombay_delhi = Linea principale occidentale
place-rail_bombay_nagpur = Linea centrale
place-rail_deccan = Linea del Deccan
place-rail_madras = Linea di Madras
place-rail_nagpur_allahabad = Linea dell'India centrale
place-rail_delhi_allahabad = Linea dell'alto Gange
place-rail_allahabad_calcutta = Linea del basso Gange
place-rail_nagpur_calcutta = Linea del Bengala
place-rail_delhi_lahore = Linea del Punjab
place-rail_lahore_karachi = Linea dell'Indo
place-rail_calcutta_assam = Linea dell'Assam
place-northeastern_terminus = Capolinea nord-orientale

## Options of a Special Activity box on an Arjuna card, as actions

option-release-gandhi = liberare Gandhi
option-remove-muslim-state = rimuovere uno Stato Musulmano
option-remove-unrest = rimuovere Disordini
option-place-muslim-state = piazzare uno Stato Musulmano
option-place-base = piazzare una Base
option-move-gandhi = muovere Gandhi
option-place-activist = piazzare un Attivista
option-activate-guerrillas = Attivare Guerriglieri
option-remove-adversary = rimuovere un avversario
option-remove-protests = rimuovere Proteste
option-imperialism = Imperialismo
option-remove-adversaries = rimuovere avversari

## The Viceroys' capabilities (2.5, 8.1.6), as the program summarises them

viceroy-chelmsford-player-1 = Assalto costa 1 Risorsa per ogni spazio in cui partecipano dei Sepoy, qualunque sia la Moderazione.
viceroy-chelmsford-non-player-1 = Il Numero di attivazione per Assalto è 1.
viceroy-reading-player-1 = Il primo spazio scelto per Schieramento non costa nulla.
viceroy-reading-player-2 = Guarnigione non costa nulla.
viceroy-reading-player-3 = Il primo spazio scelto per Perlustrazione non costa nulla.
viceroy-reading-player-4 = Il primo spazio scelto per Assalto non costa nulla.
viceroy-reading-non-player-1 = Nessun effetto su un Raj non giocante.
viceroy-irwin-player-1 = Perlustrazione costa 1 Risorsa per ogni spazio in cui partecipano dei Sepoy, qualunque sia la Moderazione.
viceroy-irwin-non-player-1 = Il Numero di attivazione per Perlustrazione è 1.
viceroy-willingdon-player-1 = Schieramento costa 1 Risorsa per ogni Città che riceve Sepoy, qualunque sia la Moderazione.
viceroy-willingdon-non-player-1 = Il Numero di attivazione per Schieramento è 1.
viceroy-linlithgow-player-1 = Legge Marziale non piazza segnalini Disordini.
viceroy-linlithgow-non-player-1 = Legge Marziale non piazza segnalini Disordini, e un Raj non giocante può sceglierla anche in spazi senza Disordini.
viceroy-wavell-player-1 = Durante un Assalto, il Raj può anche fare una Perlustrazione Limitata gratuita, con Truppe e Sepoy, in uno degli spazi dell'Assalto, in qualsiasi momento dell'Assalto.
viceroy-wavell-non-player-1 = Prima di un Assalto, un Raj non giocante esegue una Perlustrazione in uno spazio idoneo all'Assalto, poi assalta per primo quello spazio.
