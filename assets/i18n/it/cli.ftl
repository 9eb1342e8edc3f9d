# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

cli-error = errore: { $message }
cli-window-failed = impossibile aprire la finestra: { $error }
cli-board-only = una partita salvata, --new o --check-map aprono il tabellone; non vanno con un comando
cli-data-unusable = i dati dei componenti non si possono usare:
cli-map-checks-applied = verifiche della mappa applicate da { $file } ({ $count ->
        [one] 1 verifica
       *[other] { $count } verifiche
    })
cli-map-checks-unusable = le verifiche della mappa non si possono usare:
cli-map-checks-left-out = le verifiche della mappa in { $file } non si possono usare, quindi la mappa si usa senza di esse:
cli-state-or-scenario = indicate un file di stato o --scenario
cli-not-a-faction = --non-players: `{ $key }` non è una Fazione; usate raj, congress, muslim_league o revolutionaries
cli-made-up-aid = l'aiuto inventato non si legge: { $error }
cli-game-failed = partita con seme { $seed }: { $error }
cli-seating-mixed = i posti cambiano da una partita all'altra (quattro giocatori; quattro non giocanti; il Raj e i Rivoluzionari non giocanti; il Congresso e la Lega non giocanti)
cli-seating-players = quattro giocatori
cli-seating-non-players = non giocanti: { $factions }
cli-fidelity-how = { $games } partite dello scenario { $scenario }, semi da { $seed } a { $last }, { $seating }; i non giocanti seguono un aiuto inventato dove i dati non lo hanno, e gli ordini delle Fazioni e i segni delle carte che mancano ai dati sono inventati.
cli-fidelity-steps = { $steps } passi legali giudicati ({ $engine } dal motore dei non giocanti): { $alarms } falsi allarmi.
cli-fidelity-freedoms = giocate { $played } delle { $all } libertà delle regole.
cli-fidelity-faults = { $faults } errori introdotti: { $caught } scoperti, { $right } citando una sezione che l'errore viola, { $missed } sfuggiti.
cli-seconds = { $seconds } secondi.
cli-made-up-game = una partita che il programma ha giocato da solo: giudicata con le carte e l'aiuto inventati con cui è stata giocata
cli-aid-applied = l'aiuto per i non giocanti dei giocatori applicato da { $file }
cli-aid-left-out = l'aiuto per i non giocanti dei giocatori in { $file } non si può usare, quindi la partita si giudica senza:
cli-cards-applied = le carte dei giocatori applicate da { $file } ({ $count ->
        [one] 1 carta
       *[other] { $count } carte
    })
cli-cards-left-out = le carte dei giocatori in { $file } non si possono usare, quindi la partita si giudica senza:
cli-entry-unreadable = --entry { $entries }: ci si aspettava un numero di voce N o un intervallo N..M, contando da 1
cli-entry-past-log = { $file }: --entry { $entries }: il registro ha { $count ->
        [one] 1 voce
       *[other] { $count } voci
    }
cli-entry-none = { $file }: nessuna voce in { $entries }
cli-report-written = scritti: { $files }; SHA-256 delle voci: { $hash }
cli-seal = sigillo: { $verdict }
cli-seal-at = sigillo: { $place }: { $verdict }
cli-not-replayed = { $file }: il registro non si può rigiocare
cli-judged-again = { $file }: { $count ->
        [one] 1 voce giudicata
       *[other] { $count } voci giudicate
    } di nuovo
cli-no-finding = nessun rilievo
cli-findings-heading = { $count ->
        [one] 1 rilievo
       *[other] { $count } rilievi
    }:
cli-following-from-it = che ne deriva: { $finding }
cli-at-entry = voce { $entry } ({ $what }): { $finding }
cli-no-difference = nessuna differenza con i rilievi salvati nel file
cli-differences-heading = { $count ->
        [one] 1 differenza
       *[other] { $count } differenze
    } con i rilievi salvati nel file:
cli-seeds-past-max = --seed { $seed } con --games { $games }: i semi supererebbero { $max }, il seme più alto; scegliete un seme non oltre { $most }
cli-ended-by-victory-check = { $count } finite per una verifica della vittoria
cli-ended-by-deck = { $count } finite per l'esaurimento del mazzo
cli-ended-by-final-campaign = { $count } finite con l'ultima Campagna
cli-playout-played = { $games } partite di { $scenario } giocate (semi da { $seed } a { $last }), ogni passo verificato{ $round_trip ->
        [yes] , con il file di stato e la partita salvata riletti dopo ciascuno
       *[no] {""}
    }{ $clean ->
        [yes] : nessuna regola violata
       *[no] {""}
    }.
cli-playout-non-players = non giocanti: { $factions }, giocati dal motore dei non giocanti con un aiuto inventato dove i dati non lo hanno: { $steps } passi; { $fallbacks } turni che non poteva completare da solo sono stati giocati come farebbe un giocatore
cli-games-per-second = { $rate } partite al secondo
cli-seconds-per-game = { $seconds } s per partita
cli-playout-actions = { $actions } azioni, { $entries } voci del registro; { $speed }.
cli-playout-broken = { $failed } partite su { $games } hanno violato una regola.
cli-no-random-seed = il sistema non ha dato un seme casuale ({ $error }); sceglietene uno con --seed N
cli-not-a-space = `{ $space }` non è uno spazio; usate un nome o un id come: { $spaces }
cli-setup-breaks-rules = lo scenario `{ $scenario }` dei dati prepara uno stato che viola le regole, quindi { $file } non è stato scritto:
cli-set-up = Preparato lo scenario { $scenario } con seme { $seed } in { $file }
cli-setup-pending = In sospeso: il Congresso piazza Gandhi, un Attivista Attivo e una Protesta in uno spazio (usate --gandhi SPAZIO).
cli-control-heading = Controllo Raj (1.7): cubi contro gli altri pezzi Attivi
cli-control-raj = Controllo Raj
cli-control-muslim-state = Stato Musulmano
cli-control-against = contro
cli-never-controlled = (Principati e Ferrovie non sono mai Controllati.)
cli-victory-heading = Vittoria (1.9, 7.2)      totale     soglia margine
cli-condition-met = condizione raggiunta
cli-ranking = Classifica (7.1): { $places }
cli-crisis = L'India è in Crisi: Moderazione e Unità sono entrambe a 1 (6.8).
cli-pending-gandhi = Passo della preparazione in sospeso: il Congresso deve ancora piazzare Gandhi.
cli-check-no-finding = { $file }: nessun rilievo
cli-check-findings = { $file }: { $count ->
        [one] 1 rilievo
       *[other] { $count } rilievi
    }
cli-note = nota: { $note }
cli-check-pending = (passo della preparazione in sospeso: il Congresso deve ancora piazzare Gandhi)
