# Il modulo degli effetti degli Eventi: un lato di una carta Evento inserito
# come passi che le verifiche seguono (docs/event-effects.md).

## Il modulo
effect-window = Testo dell'Evento in passi
effect-title = Carta { $number }, { $side ->
        [shaded] testo ombreggiato
       *[unshaded] testo non ombreggiato
    }
effect-intro = Inserite quello che fa questo lato della vostra carta, passo per passo, nell'ordine del suo testo. Ogni campo offre soltanto ciò che il programma sa seguire.
effect-add-step = Aggiungi un passo
effect-choose = scegliete…
effect-complete = Questi passi sono tutto il testo della carta
effect-complete-hint = Spuntate la casella solo se il testo di questo lato non fa altro che questi passi.
effect-no-step-yet = Ancora nessun passo: aggiungete il primo passo del testo.
effect-step-title = Passo { $number }: { $kind }
effect-move-up = Sposta su
effect-move-down = Sposta giù
effect-delete-step = Elimina questo passo
effect-kind = Tipo di passo
effect-kind-add-marker = piazzare segnalini Disordini
effect-kind-remove = rimuovere pezzi
effect-kind-shift = spostare gli spazi selezionati
effect-kind-arrest-gandhi = arrestare Gandhi
effect-marker = Segnalino: Disordini (uno Sciopero su una Ferrovia)
effect-spaces = Spazi
effect-spaces-number = Numero di spazi
effect-exactly = esattamente
effect-up-to = fino a
effect-total = Pezzi in tutto
effect-total-any = quanti ne contengono gli spazi
effect-total-number = Numero di pezzi
effect-pieces = Pezzi
effect-pieces-all-of-one-faction = tutti i pezzi di una Fazione
effect-pieces-guerrillas = Guerriglieri
effect-pieces-bases = Basi
effect-where-protest = solo spazi con un segnalino Protesta
effect-where-muslim = solo spazi Musulmani
effect-among-selected = solo tra gli spazi selezionati da un passo precedente
effect-activists-to = Gandhi e gli Attivisti vanno in
effect-to-available = Disponibili (il testo dice che vengono rimossi)
effect-to-jail = Prigione (il testo dice che vengono arrestati)
effect-levels = Livelli
effect-towards = Verso
effect-towards-active-support = Supporto Attivo
effect-towards-active-opposition = Opposizione Attiva
effect-nothing-to-choose = Questo passo non ha nulla da scegliere.
effect-said-heading = Ciò che il programma seguirà
effect-limits-heading = Ciò che questi passi non possono dire
effect-limits = I passi possono piazzare Disordini, rimuovere Guerriglieri, Basi o tutti i pezzi di una Fazione, spostare gli spazi scelti verso il Supporto Attivo o l'Opposizione Attiva e arrestare Gandhi, con i numeri e le condizioni offerti qui, e nient'altro. Se il testo di questo lato fa qualcosa di più (piazza o muove altri pezzi, cambia un tracciato o le Risorse, richiede un dado o lascia una scelta che questo modulo non offre), lasciate vuota la casella del testo completo, oppure lasciate questo lato senza passi: il programma verifica allora l'Evento con le regole generali valide per ogni Evento (5.1) e lo segnala.
effect-remove-side = Togli i passi di questo lato
effect-remove-side-hint = Questo lato torna alle regole generali valide per ogni Evento (5.1).
effect-problems = { $count ->
        [one] Un problema impedisce di salvare questi passi:
       *[other] { $count } problemi impediscono di salvare questi passi:
    }
effect-problem-no-steps = Non c'è ancora nessun passo: aggiungetene uno, oppure togliete i passi di questo lato.
effect-problem-nothing-selected = Il passo { $number } agisce sugli spazi selezionati, ma nessun passo precedente ne seleziona: mettete prima un passo che piazzi Disordini o rimuova pezzi.

## Aprire il modulo
effect-open-unshaded = Testo non ombreggiato in passi…
effect-open-shaded = Testo ombreggiato in passi…
effect-open-hint = Inserite questo lato della vostra carta come passi, così che il programma segua il suo Evento passo per passo.
effect-open-bundled = I dati del programma contengono già questo lato come passi, dal regolamento.
effect-open-this-side = Inserisci il testo di questo lato in passi…

## Ciò che i passi faranno
effect-say-spaces = { $how ->
        [exactly] { $count ->
            [one] esattamente uno spazio
           *[other] esattamente { $count } spazi
        }
       *[up-to] { $count ->
            [one] fino a uno spazio
           *[other] fino a { $count } spazi
        }
    }
effect-say-add-marker = Scegliete { $spaces } e piazzate un segnalino Disordini in ciascuno (su una Ferrovia, un segnalino Sciopero, 5.1.4). Diventano gli spazi selezionati.
effect-say-remove = Scegliete { $spaces } e rimuovetene { $pieces ->
        [all-of-one-faction] tutti i pezzi di una Fazione, scelta dalla Fazione che esegue l'Evento
        [guerrillas] i Guerriglieri
       *[bases] le Basi
    }. Gli spazi da cui provengono diventano gli spazi selezionati.
effect-say-remove-among = Tra gli spazi selezionati, scegliete { $spaces } e rimuovetene { $pieces ->
        [all-of-one-faction] tutti i pezzi di una Fazione, scelta dalla Fazione che esegue l'Evento
        [guerrillas] i Guerriglieri
       *[bases] le Basi
    }.
effect-say-total = { $how ->
        [exactly] { $count ->
            [one] In tutto va via esattamente un pezzo.
           *[other] In tutto vanno via esattamente { $count } pezzi.
        }
       *[up-to] { $count ->
            [one] In tutto va via al massimo un pezzo.
           *[other] In tutto vanno via al massimo { $count } pezzi.
        }
    }
effect-say-where-protest = Ogni spazio scelto deve avere avuto un segnalino Protesta prima dell'Evento.
effect-say-where-muslim = Ogni spazio scelto deve essere uno spazio Musulmano (1.3.3).
effect-say-to-jail = Gandhi e gli Attivisti presi vanno in Prigione: vengono arrestati (5.1.3).
effect-say-to-available = Gandhi e gli Attivisti presi tornano Disponibili: vengono rimossi (5.1.3).
effect-say-shift = Spostate ogni spazio selezionato di { $levels ->
        [one] un livello
       *[other] { $levels } livelli
    } verso { $towards }, fermandovi alla fine della scala; una Ferrovia non si sposta.
effect-say-arrest = Arrestate Gandhi se è sulla mappa: va in Prigione (5.1.3), senza lo spostamento della Moderazione né le Proteste che un arresto comporta durante un'azione del Raj (5.1.4).
effect-say-as-far-as-possible = Dove sul tavolo ci sono meno spazi o pezzi di quanti un passo ne nomina, l'Evento fa quanto può (5.1.2).
effect-say-complete = Questi passi sono tutto il testo di questo lato: ogni altro cambiamento fatto dall'Evento viene segnalato come estraneo, e un non giocante esegue l'Evento seguendo questi passi (8.8.4).
effect-say-partial = Questi passi sono solo una parte del testo: vengono verificati, il resto non viene giudicato e un avviso lo dice, e l'Evento di un non giocante su questo lato viene lasciato ai giocatori, che eseguono il testo stampato (8.8.4).
