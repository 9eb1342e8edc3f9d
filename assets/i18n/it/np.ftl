# The non-players' decisions (chapter 8): trace lines, what a decision
# noted or skipped (`note-`, one per code of the validator, with its
# named arguments), dice, priority rows and card conditions, the questions
# put to the players and what is left to them.

## Trace lines; each begins with the section that settles it

trace-line = { $rule } · { $text }
trace-check = { $condition }? { $answer }
trace-decided = » { $choice }
trace-chose = » { $note }
trace-die = dado ({ $purpose }): { $value }
trace-tie = parità tra { $among } » { $picked }
trace-arjuna = Arjuna { $letters }
trace-arjuna-as-written = Arjuna { $letters }, con le lettere che il tavolo gli dava allora (oggi nessuna carta ha queste lettere)
trace-row = { $column } / { $row }: { $kept }
trace-row-none = nessuno: riga saltata
trace-selected = { $column } » { $space } ({ $among } { $among ->
        [one] idoneo
       *[other] idonei
    })
trace-card-box = riquadro { $node }
trace-card-check = { $node }: { $condition }? { $answer }
trace-skipped = saltato: { $note }

## What the Non-player Eligibility table checks (8.2.1)

condition-current-critical-for-self = l'Evento attuale è critico per lei
condition-current-effective = l'Evento attuale è efficace per lei
condition-current-critical-for-next = l'Evento attuale è critico per la prossima Idonea, la Fazione { $faction }
condition-first-on-upcoming = sarà di certo la 1ª Idonea sulla prossima carta
condition-upcoming-critical-for-self = il prossimo Evento è critico per lei
condition-first-did-operation-only = la 1ª Idonea ha eseguito solo un'Operazione
condition-first-did-operation-with-special = la 1ª Idonea ha eseguito un'Operazione con Attività Speciale

## What a die was rolled for

purpose-activation = attivazione
purpose-attack = Attacco
purpose-release-gandhi = liberazione di Gandhi
purpose-release = liberazione dalla Prigione
purpose-imperialism = Imperialismo
purpose-imperialism-doubled = Imperialismo, dado raddoppiato
purpose-crisis-cubes = cubi della Crisi
purpose-random-region = spazio casuale: regione
purpose-random-slot = spazio casuale: casella nella regione
purpose-equal-chance = pari probabilità

## Rows of the priority columns (8.4)

row-city = Città
row-province = Provincia
row-state = Stato
row-railway = Ferrovia
row-non-railway = non Ferrovia
row-muslim = Spazio Musulmano
row-non-muslim = spazio non Musulmano
row-pop1 = Popolazione 1
row-pop2 = Popolazione 2
row-protest = Protesta
row-no-protest = senza Protesta
row-unrest = Disordini
row-no-unrest = senza Disordini
row-raj-control = Controllo Raj
row-no-raj-control = senza Controllo Raj
row-support = Supporto
row-opposition = Opposizione
row-neutral = Neutrale
row-active-opposition = Opposizione Attiva
row-not-active-opposition = non in Opposizione Attiva
row-active-support = Supporto Attivo
row-not-active-support = non in Supporto Attivo
row-muslim-state = Stato Musulmano
row-gandhi = Gandhi
row-has = { $piece } presente
row-lacks = senza { $piece }
row-most = più { $measure }
row-least = meno { $measure }

measure-support = Supporto
measure-opposition = Opposizione
measure-population = Popolazione
measure-cubes = cubi
measure-guerrillas = Guerriglieri
measure-activists = Attivisti
measure-unrest = Disordini
measure-pieces = { $piece }

## Conditions of an Arjuna card's checks (8.3)

card-condition-crisis = l'India è in Crisi
card-condition-gandhi-in-jail = Gandhi è in Prigione
card-condition-spaces = almeno { $count } { $count ->
        [one] spazio
       *[other] spazi
    } con { $rows }
card-condition-track-at-least = { $track } a { $least } o più
card-condition-track-at-most = { $track } a { $most } o meno
card-condition-track-between = { $track } tra { $least } e { $most }
card-condition-track = { $track }
card-condition-available = almeno { $count } { $piece } tra i Disponibili
card-condition-not = non ({ $condition })
card-condition-all = tutte queste: { $conditions }
card-condition-any = almeno una di queste: { $conditions }
list-and = e
list-or = o

## What a decision noted or skipped

note-congress-redeploy-no-gandhi = Congresso, passo 1: Gandhi non è sulla mappa
note-revolutionaries-redeploy-no-space = Rivoluzionari, passo 3: non c'è nessuno spazio con Popolazione 2 e senza Disordini in cui andare
note-no-strikes-without-raj-player = il Raj non ha un giocatore: un non giocante non piazza Scioperi sulle Ferrovie
note-imperialism-no-more-spaces = nessun altro spazio si presta all'Imperialismo (6.3.1)
note-gandhi-stays-no-space = Gandhi resta in Prigione: nessuno spazio è privo di Controllo Raj
note-constructive-no-space = { $faction }: nessuno spazio per il Programma Costruttivo
note-no-base-available = { $faction }: nessuna Base Disponibile
note-no-space-for-base = { $faction }: nessuno spazio può ricevere una Base
note-no-np-protest = nessuna Protesta: non ci sono Attivisti del Congresso sulla mappa, oppure nessun segnalino è Disponibile
note-strikes-everywhere = i segnalini bastano: uno Sciopero su ogni Ferrovia che ne ha diritto
note-strikes-highest-econ = { $qualify } { $qualify ->
        [one] Ferrovia ne ha diritto
       *[other] Ferrovie ne hanno diritto
    } e { $free } { $free ->
        [one] segnalino è libero
       *[other] segnalini sono liberi
    }: prima quelle con l'Econ più alto
note-imperialism-budget = l'Imperialismo può rimuovere o spostare { $budget } { $budget ->
        [one] volta
       *[other] volte
    }
note-gandhi-leaves-jail-for = Gandhi esce di Prigione verso { $space }
note-constructive-shifts = { $faction }: il Programma Costruttivo sposta { $space } di { $levels } { $levels ->
        [one] livello
       *[other] livelli
    }
note-from-out-of-play = { $piece } da Fuori dal Gioco a { $space }
note-congress-gandhi-to = Congresso, passo 1: Gandhi va in { $space }
note-congress-gandhi-stays = Congresso, passo 1: Gandhi resta dov'è
note-redeploy-nothing-left = { $faction }, passo { $step }: non resta alcun pezzo da portare in { $space }
note-redeploy-step = { $faction }, passo { $step }: { $piece } da { $from } a { $to }
note-redeploy-off-railway = { $faction }, via dalle Ferrovie (6.4): { $piece } da { $from } a { $to }
note-redeploy-no-spread = { $faction }, passo { $step }: nessuno spazio su cui distribuire i pezzi rimasti
note-raj-redeploy-would-lose-control = Raj, passo { $step }: nessun cubo ({ $piece }) può venire in { $space } senza far perdere un Controllo Raj
note-raj-troops-not-needed = Raj, passo 2: { $count } { $count ->
        [one] Truppa
       *[other] Truppe
    } da { $space } tra i Disponibili (non { $count ->
        [one] serve
       *[other] servono
    } per il Controllo Raj)
note-raj-troops-city-keeps-one = Raj, passo 2: { $count } { $count ->
        [one] Truppa
       *[other] Truppe
    } da { $space } tra i Disponibili (in una Città ne resta una sola)
note-left-to-player = lasciato al giocatore della Fazione { $faction }
note-left-railway-stranded = { $faction }: i pezzi su una Ferrovia devono lasciarla, ma nessuno spazio può riceverli; spostateli a mano
note-left-league-programme = il Programma Costruttivo della Lega Musulmana viene dopo che il Congresso ha fatto i suoi spostamenti
note-most-cubes = origine con più cubi: { $space }
note-most-support-sweep = più Supporto, per la Perlustrazione sul posto: { $space }
note-most-activists = origine con più Attivisti: { $space }
note-most-guerrillas = origine con più Guerriglieri: { $space }
note-wavell-sweep = Lord Wavell: Perlustrazione verso { $space } prima dell'Assalto
note-second-operation = una seconda Operazione ({ $operation })
note-operation-no-space = { $operation }: nessuno spazio idoneo, si pesca una nuova carta
note-no-special-when-limited = le Attività Speciali, poiché si tratta di un'Operazione Limitata o della sola Operazione
note-second-special = una seconda Attività Speciale
note-activist-onto-railway = un Attivista da { $from } su { $to }, dato che il Raj ha un giocatore
note-special-condition-fails = { $special }: la sua condizione non è soddisfatta
note-special-cannot-accompany = { $special } non può accompagnare { $operation }
note-special-no-space = { $special }: nessuno spazio idoneo
note-treaty-sepoys = Trattativa in { $space }: { $sepoys } { $sepoys ->
        [one] Sepoy
       *[other] Sepoy
    }
note-linlithgow-martial-law = Lord Linlithgow: Legge Marziale anche negli spazi senza Disordini, e senza piazzare Disordini
note-negotiate-no-option = Negoziare: la carta non indica alcuna opzione
note-negotiate-gandhi-not-in-jail = Negoziare per liberare Gandhi: non è in Prigione
note-negotiate-cannot = Negoziare non può { $option } per questa Fazione
note-negotiate-no-space = Negoziare per { $option }: nessuno spazio idoneo
note-gandhi-stays-die = Gandhi resta in Prigione: il dado ({ $die }) non supera le { $protests } Proteste
note-gandhi-released-to = Gandhi liberato in { $space }
note-satyagraha-no-gandhi = Satyagraha: Gandhi non è né sulla mappa né in Prigione
note-np-raj-refuses-release = il Raj non giocante si rifiuta di liberare Gandhi dalla Prigione
note-raj-player-releases = il giocatore del Raj libera Gandhi dalla Prigione
note-raj-player-refuses = il giocatore del Raj si rifiuta di liberare Gandhi dalla Prigione
note-satyagraha-no-activist = Satyagraha: nessun Attivista del Congresso Disponibile, quindi si rimuovono i segnalini
note-persuade-cannot = Persuadere non può { $option }
note-infiltrate-not-crisis = Infiltrarsi per { $option }: l'India non è in Crisi
note-infiltrate-no-piece = Infiltrarsi: nessun pezzo Disponibile ({ $piece })
note-infiltrate-replaces = Infiltrarsi sostituisce: { $target }
note-infiltrate-no-base = Infiltrarsi: nessuna Base dei Rivoluzionari Disponibile
note-infiltrate-places-base = Infiltrarsi piazza una Base dei Rivoluzionari
note-assassinate-no-unrest = Assassinare: nessuno spazio è stato selezionato per Disordini
note-raj-player-moves-troops = il giocatore del Raj porta le Truppe fuori dal nuovo Stato Musulmano
note-troop-leaves-for = una Truppa lascia il nuovo Stato Musulmano e va in { $space }
note-no-event-card = non c'è nessuna carta Evento in gioco
note-event-unshaded = carta { $card }: il testo non ombreggiato
note-event-shaded = carta { $card }: il testo ombreggiato
note-event-column = la colonna { $column }
note-event-text-partial = i dati contengono solo una parte del testo
note-event-text-missing = il testo non è nei dati
note-event-not-effective = nessuna azione di questo testo è efficace per la Fazione
note-event-plan-refused = la modifica prevista non supererebbe le verifiche ({ $findings } { $findings ->
        [one] rilievo
       *[other] rilievi
    })
note-up-to-unrest-not-effective = Disordini "fino a" che non sono efficaci
note-no-unrest-marker-left = non resta alcun segnalino Disordini o Sciopero da piazzare
note-up-to-removal-not-effective = una rimozione "fino a" che non è efficace
note-target-faction = i pezzi della Fazione { $faction }

## What the engine asks the players

question-priority-column = La colonna { $column } della Tabella di Priorità di Selezione Spazi della Fazione { $faction } (8.4.1) non è inserita, o non lo è abbastanza: aggiungetela al vostro file dell'aiuto per i non giocanti, oppure pescate la carta e seguitela a mano.
question-move-priorities = La colonna della Fazione { $faction } nella Tabella di Priorità di Movimento (8.4.2), che dice cosa resta negli spazi di origine, non è inserita, o non per intero: aggiungetela al vostro file dell'aiuto per i non giocanti, oppure pescate la carta e seguitela a mano.
question-random-slot = La casella { $region }-{ $slot } della Mappa di randomizzazione degli spazi (8.1.2) non è inserita: aggiungetela al vostro file dell'aiuto per i non giocanti, oppure pescate la carta e seguitela a mano.
question-card-marks = { $card }: { $question }
question-raj-releases-gandhi = Il Satyagraha del Congresso chiede al Raj di liberare Gandhi dalla Prigione (4.3.2): decide il giocatore del Raj.
question-arjuna-card = { $draw ->
        [1] Quale carta Arjuna è uscita per { $faction }? Spostate le carte del vostro mazzo in fondo, scoperte, finché ne compare una sua (8.3).
       *[other] La carta fa pescare di nuovo { $faction } (8.3, 8.6): quale carta Arjuna è uscita questa volta (pescata { $draw })?
    }

## Why playing on stopped

stop-player = decide { $faction }: è il turno di un giocatore
stop-left-to-players = l'ultimo piano vi lascia una parte del lavoro: completatela, poi continuate
stop-reveal = scoprite la prossima carta del vostro mazzo
stop-under-way = c'è qualcosa in corso: completatelo prima
stop-over = la partita è finita

## What a non-player turn leaves to the players

manual-card = Arjuna { $letters }: questo lato non è nell'aiuto inserito; seguite la carta stampata, poi dichiarate ed eseguite le sue mosse
manual-operation = Arjuna { $letters }: { $operation } · il programma non esegue ancora questa Operazione; fatela secondo la carta e l'8.6, poi dichiaratela
manual-special = Arjuna { $letters }: { $special } · il programma non esegue ancora questa Attività Speciale; seguite la carta e l'8.7
manual-loop = le frecce della carta girano in tondo senza fermarsi; seguite la carta stampata
manual-arjuna-deck = il mazzo Arjuna non contiene carte di questa Fazione: mescolatelo (8.3) ed eseguite di nuovo il turno
manual-event = { $card } · { $side }: il programma non esegue questo testo; eseguite il testo stampato su questo lato, poi concludete l'azione (8.8.4)
manual-event-column = { $card } · { $side }: il programma non esegue questo testo; eseguite il testo stampato su questo lato, poi concludete l'azione (8.8.4); scegliete gli spazi con la colonna » { $column } (8.8.5)

## The players' aid file

aid-counts = Letto. Contiene » lati di carte Arjuna: { $faces } · colonne di Priorità di Selezione Spazi: { $columns } · colonne di Priorità di Movimento: { $moves } · caselle della Mappa di randomizzazione: { $slots }
np-left-card = Il lato della carta Arjuna non è nei dati: i giocatori leggono la carta stampata e completano il turno (8.3).
np-left-operation = Il programma non esegue questa Operazione: i giocatori la completano seguendo la carta (8.6).
np-left-special = Il programma non esegue questa Attività Speciale: i giocatori la completano seguendo la carta (8.7).
np-left-loop = Le frecce della carta Arjuna girano in tondo senza fermarsi: i giocatori decidono il turno (8.3).
np-left-arjuna-deck = Il mazzo Arjuna non contiene carte di questa Fazione: i giocatori lo mescolano (8.3).
np-left-event = Il programma non esegue questo Evento: i giocatori ne eseguono il testo stampato (8.8).
np-answer-effective = Efficace per la Fazione
np-answer-not-effective = Non efficace per la Fazione
np-answer-release = Il Raj libera Gandhi
np-answer-keep = Il Raj tiene Gandhi in Prigione
