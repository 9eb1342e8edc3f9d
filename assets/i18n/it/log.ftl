# Log entries as sentences, what a Faction declared, card names, and why a
# change or a file was refused.

## What a change did

edit-move-pieces = ha spostato { $count } { $piece } da { $from } a { $to }
edit-flip-active = ha attivato { $count } { $count ->
        [one] Guerrigliero
       *[other] Guerriglieri
    } in { $space }
edit-flip-underground = ha reso { $count ->
        [one] Nascosto { $count } Guerrigliero
       *[other] Nascosti { $count } Guerriglieri
    } in { $space }
edit-add-marker = ha piazzato un segnalino { $marker } in { $space }
edit-remove-marker = ha rimosso un segnalino { $marker } da { $space }
edit-move-marker = ha spostato un segnalino { $marker } da { $from } a { $to }
edit-set-level = ha portato { $space } a { $level }
edit-set-track = ha portato { $track } a { $value }
edit-transfer = { $from } ha trasferito { $amount } { $amount ->
        [one] Risorsa
       *[other] Risorse
    } a { $to }
edit-set-eligibility = ha segnato { $faction } come { $eligibility }
edit-next-card = ha rivelato la carta successiva
edit-place-gandhi = ha piazzato Gandhi, un Attivista Attivo e una Protesta in { $space } (preparazione)
edit-declare = { $faction } ha dichiarato { $choice }
edit-special-starts = ha iniziato l'Attività Speciale
edit-special-ends = ha terminato l'Attività Speciale
edit-die-for = ha tirato { $value } per { $space }
edit-die = ha tirato { $value }
edit-phase = ha iniziato: { $phase } ({ $rule })
edit-reveal = ha rivelato la carta successiva; i giocatori hanno scoperto { $card }
edit-first-cards = ha scoperto { $current } come carta attuale e { $upcoming } come prossima
edit-seat-player = ha affidato la Fazione { $faction } al giocatore { $player }
edit-seat-non-player = ha reso la Fazione { $faction } non giocante
edit-arjuna-shuffle = ha mescolato il mazzo Arjuna
edit-arjuna-draw = ha pescato una carta Arjuna per la Fazione { $faction }
edit-arjuna-flip = ha girato la carta Arjuna
edit-arjuna-shown = ha scoperto la carta Arjuna { $letters } dal mazzo del tavolo
edit-install-viceroy = ha reso la carta Campagna il nuovo Viceré
edit-done = ha concluso l'azione
edit-done-accepted = ha concluso l'azione, accettata così: { $note }

## What a Faction declared

choice-pass = Passare
choice-operation = { $operation }
choice-limited = { $operation } (Operazione Limitata)
choice-operation-with = { $operation } con { $special }
choice-event-unshaded = l'Evento non ombreggiato della carta { $card }
choice-event-shaded = l'Evento ombreggiato della carta { $card }

## Cards

card-event = Evento { $number }
card-event-titled = Evento { $number }: { $title }
card-campaign = Campagna ({ $viceroy })

## Why a change cannot be made

edit-error-not-enough-pieces = impossibile spostare { $wanted } { $piece }: ce ne sono solo { $there }
edit-error-no-marker = lì non c'è nessun segnalino { $marker }
edit-error-no-change = non cambierebbe nulla
edit-error-deck-empty = il mazzo è vuoto
edit-error-no-campaign-card = nel riquadro della Carta Corrente non c'è una carta Campagna
edit-error-card-not-unseen = { $card } non è tra le carte ancora da scoprire
edit-error-no-arjuna-card = il mazzo Arjuna non ha carte della Fazione { $faction }; mescolatelo dopo averla resa non giocante
edit-error-no-arjuna-drawn = non è stata pescata nessuna carta Arjuna
edit-error-own-arjuna-deck = il tavolo pesca dal proprio mazzo Arjuna: dite quale carta è uscita
edit-error-program-arjuna-deck = in questa partita le carte Arjuna le pesca il programma
edit-error-arjuna-card-not-in-deck = la carta Arjuna { $letters } non è nel mazzo dei non giocatori
edit-error-not-at-start = sono già state giocate delle carte
edit-error-die-mismatch = il registro riporta un dado di { $logged } tirato dal programma, ma il seme della partita lì dà { $rolled }
edit-error-track-beyond-limit = { $value } non è nessuna casella del tracciato { $track }: un valore di tracciato sta tra -{ $limit } e { $limit }

## Why a scenario cannot be set up

setup-error-unknown-scenario = nessuno scenario si chiama { $asked }; sceglietene uno tra: { $known }
setup-error-not-enough-event-cards = il mazzo richiede { $needed } carte Evento ma il gioco ne ha { $have }
setup-error-not-enough-campaign-cards = il mazzo richiede { $needed } carte Campagna ma il gioco ne ha { $have }
setup-error-nothing-pending = nessun passo di preparazione attende di piazzare Gandhi
setup-error-space-has-protest = { $space } ha già un segnalino Protesta e può averne uno solo (1.4.2)

## A saved game judged again on opening, and its seal

difference-line = nel file: { $stored }; oggi: { $today }
difference-nothing = nulla
difference-finding = { $rule } { $message }
seal-intact = Il registro è sigillato e integro: { $entries ->
        [one] la sua unica voce è com'era stata scritta.
       *[other] le sue { $entries } voci sono come erano state scritte.
    }
seal-not-sealed = Questo file fu scritto prima che i registri venissero sigillati, quindi le modifiche fatte a mano non si possono mostrare.
seal-header = Il sigillo è rotto: la preparazione della partita (scenario, seme, posti o mazzo) è stata cambiata dopo essere stata scritta.
seal-altered = Il sigillo è rotto alla voce { $entry }: è stata cambiata dopo essere stata scritta.
seal-inserted = Il sigillo è rotto alla voce { $entry }: { $count ->
        [one] una voce è stata aggiunta
       *[other] { $count } voci sono state aggiunte
    } a mano in quel punto.
seal-removed = Il sigillo è rotto alla voce { $entry }: { $count ->
        [one] una voce è stata tolta
       *[other] { $count } voci sono state tolte
    } subito prima.
seal-removed-end = Il sigillo è rotto alla fine: { $count ->
        [one] l'ultima voce è stata tolta
       *[other] le ultime { $count } voci sono state tolte
    }.
seal-altered-or-removed = Il sigillo è rotto alla voce { $entry }: è stata cambiata, oppure sono state tolte voci subito prima.
seal-missing = Il sigillo è rotto: le voci hanno i loro hash, ma il sigillo che chiude il registro è stato tolto.
seal-closing-altered = Il sigillo è rotto: il sigillo che chiude il registro non corrisponde alle sue voci.
seal-stripped = Il sigillo è rotto: il file è di una versione che sigilla ogni registro, ma i suoi hash e il suo sigillo sono stati tolti, quindi nulla di ciò che contiene si può ritenere com'era quando fu scritto.
seal-reordered = Il sigillo è rotto alla voce { $entry }: da lì le voci sono state messe in un altro ordine dopo essere state scritte.
replay-error-entry = la voce { $entry } del registro non si può rigiocare: { $error }
replay-error-unmarked = la voce { $entry } del registro non si può rigiocare: { $error }. Il dado della voce { $unmarked } segna { $shows } e non risulta tirato dal programma, eppure il registro si rigioca se lo ha tirato il programma (lì il seme dà { $seed }): il suo contrassegno è stato tolto.

## Perché un file non si è potuto leggere o scrivere.
file-cannot-read = impossibile leggere { $file }: { $why }
file-too-large = { $file } supera { $limit } MiB; non è un file di Gandhi Moderator
file-not-text = { $file }:{ $line }:{ $column }: il byte { $at } non è testo UTF-8; ci si aspettava un file YAML
file-not-a-file = { $file } è { $kind }, non un file normale; non viene né letto né sostituito
file-kind-fifo = una pipe con nome (FIFO)
file-kind-device = un dispositivo
file-kind-socket = un socket
file-kind-link = un collegamento simbolico
file-kind-folder = una cartella
file-kind-special = un file speciale
file-too-large-to-write = { $file } non è stato scritto: i suoi { $bytes } byte superano i { $limit } MiB che il programma rilegge
file-cannot-write = impossibile scrivere { $file }: { $why }
file-not-writable = impossibile scrivere { $file }: { $why }; resta com'è
file-why-read-only = è di sola lettura (il suo proprietario non può scriverlo)
file-why-no-permission = non hai il permesso di scriverlo
file-is-an-input = impossibile scrivere { $file }: è { $input }, il file che si sta leggendo, che non viene mai sovrascritto; non è stato scritto nulla
file-io-not-found = il file o la cartella non esiste
file-io-permission = non hai il permesso
file-io-full = il disco è pieno
file-io-read-only-fs = il disco è di sola lettura
file-io-name-too-long = il nome è troppo lungo
file-io-other = il sistema dice: { $system }
file-not-a-folder = impossibile leggere { $file }: non è una cartella; --data indica una cartella organizzata come data/
file-why-marked-read-only = è di sola lettura
file-reason-cannot-read = non si può leggere: { $why }
file-reason-too-large = supera { $limit } MiB; non è un file di Gandhi Moderator
file-reason-not-text = il byte { $at } non è testo UTF-8; ci si aspettava un file YAML
file-reason-not-a-file = questo è { $kind }, non un file normale; non viene letto
file-linked = qui il file non contiene ciò che dovrebbe; è un collegamento simbolico a un altro file, quindi del suo testo non si mostra nulla
