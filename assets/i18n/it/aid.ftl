# The non-player aid forms: an Arjuna card side entered box by box.

## The form
aid-side-title = Carta Arjuna { $letters }, della Fazione { $faction }
aid-intro = Copiate i riquadri di questo lato dalla carta che avete in mano, cominciando dal riquadro che si legge per primo.
aid-no-box-yet = Ancora nessun riquadro: aggiungete quello che la carta legge per primo.
aid-add-check = Aggiungi una verifica
aid-add-operation = Aggiungi un riquadro di Operazione
aid-add-special = Aggiungi un riquadro di Attività Speciale
aid-partial = I riquadri inseriti sono solo una parte del lato stampato
aid-move-up = Sposta in su
aid-move-down = Sposta in giù
aid-delete-box = Elimina questo riquadro
aid-remove = Togli
aid-choose = scegliete…
aid-unset = non ancora scelto
aid-flowchart = Il lato come diagramma
aid-box-name = Riquadro { $number }
aid-box-title = Riquadro { $number }: { $kind }
aid-type-check = verifica
aid-type-operation = Operazione
aid-type-special = Attività Speciali

## Checks and their conditions
aid-condition = Condizione
aid-condition-negated = Condizione che non deve valere
aid-condition-part = Condizione { $number }
aid-remove-part = Togli la condizione { $number }
aid-add-part = Aggiungi una condizione
aid-kind-crisis = L'India è in Crisi
aid-kind-gandhi-in-jail = Gandhi è in Prigione
aid-kind-spaces = Abbastanza spazi soddisfano alcune righe
aid-kind-track = Un tracciato sta entro certi limiti
aid-kind-available = Abbastanza pezzi sono Disponibili
aid-kind-not = Il contrario di un'altra condizione
aid-kind-all = Tutte le condizioni di un elenco
aid-kind-any = Almeno una condizione di un elenco
aid-add-row = Aggiungi una riga
aid-row-number = Riga { $number }
aid-remove-row = Togli la riga { $number }
aid-row-has-kind = con un pezzo di un tipo
aid-row-lacks-kind = senza pezzi di un tipo
aid-row-most-kind = il massimo di qualcosa
aid-row-least-kind = il minimo di qualcosa
aid-row-piece = pezzo
aid-row-measure = di
aid-at-least = almeno
aid-at-most = al massimo
aid-spaces-count = { $count ->
        [one] spazio soddisfa ogni riga
       *[other] spazi soddisfano ogni riga
    }
aid-track = Tracciato
aid-piece = Pezzo
aid-available = Disponibili
aid-summary-condition-unset = Condizione non ancora scelta
aid-summary-condition-unfinished = Condizione non ancora completa

## Arrows
aid-yes-arrow = Sì (freccia verde) porta a
aid-no-arrow = No (freccia rossa) porta a
aid-then-arrow = Poi prosegue con
aid-arrow-stop = Fine: il turno termina
aid-arrow-draw = Pescate una nuova carta
aid-arrow-flip = Girate la carta
aid-arrow-missing = un riquadro che manca ({ $id })
aid-end-stop = Fine
aid-end-draw = Pesca
aid-end-flip = Gira
aid-summary-arrows = Sì: { $yes }. No: { $no }.
aid-summary-then = Poi: { $then }.

## Operation boxes
aid-operation = Operazione
aid-column = Colonna (in grassetto)
aid-activation = Numero di attivazione
aid-activation-none = nessuno stampato
aid-activation-restraint = 0: pari alla Moderazione
aid-activation-clear = Togli il Numero di attivazione
aid-steps = I passi come stampati, da leggere per i giocatori (facoltativi)
aid-step = Passo { $number }
aid-add-step = Aggiungi una riga di passo
aid-summary-operation = { $operation }, colonna { $column }
aid-summary-activation = Numero di attivazione: { $activation }
aid-summary-steps = { $count ->
        [one] una riga di passo
       *[other] { $count } righe di passo
    }

## Special Activity boxes
aid-tries = Attività Speciali, tentate nell'ordine della carta
aid-activity = Attività { $letter }
aid-raise-try = Tenta { $letter } prima
aid-remove-try = Togli l'attività { $letter }
aid-add-try = Aggiungi un'attività da tentare
aid-when = Solo se
aid-always = sempre
aid-options = Opzioni, nell'ordine della carta
aid-option = { $number }. { $option }
aid-add-option = Aggiungi un'opzione
aid-try-column = Colonna
aid-no-column = nessuna indicata
aid-summary-try = { $letter }: { $special }
aid-summary-options = opzioni: { $options }
aid-summary-try-column = colonna { $column }
aid-summary-when = solo se { $condition }

## What keeps a side from being saved
aid-problems = { $count ->
        [one] Un problema impedisce di salvare questo lato:
       *[other] { $count } problemi impediscono di salvare questo lato:
    }
aid-problem-no-boxes = Il lato non ha ancora riquadri.
aid-problem-duplicate-id = Il riquadro { $number } ha l'identificativo di un riquadro precedente ({ $id }).
aid-problem-no-condition = Riquadro { $number }: scegliete che cosa chiede la verifica.
aid-problem-unfinished-condition = Riquadro { $number }: una condizione è incompleta (un tipo ancora da scegliere, o un elenco vuoto).
aid-problem-missing-arrow = Riquadro { $number }: { $arrow ->
        [yes] scegliete dove porta la freccia Sì.
        [no] scegliete dove porta la freccia No.
       *[then] scegliete con che cosa prosegue il riquadro.
    }
aid-problem-no-such-box = Riquadro { $number }: { $arrow ->
        [yes] la freccia Sì
        [no] la freccia No
       *[then] il riquadro
    } porta a { $target }, che non è un riquadro di questo lato.
aid-problem-no-operation = Riquadro { $number }: scegliete l'Operazione.
aid-problem-foreign-operation = Riquadro { $number }: { $operation } non è un'Operazione della Fazione di questa carta.
aid-problem-no-column = Riquadro { $number }: scegliete la colonna stampata in grassetto per l'Operazione.
aid-problem-foreign-column = Riquadro { $number }: la colonna { $column } non è nella tabella della Fazione di questa carta.
aid-problem-no-tries = Riquadro { $number }: aggiungete le Attività Speciali che il riquadro tenta.
aid-problem-no-special = Riquadro { $number }: scegliete l'attività { $letter }.
aid-problem-foreign-special = Riquadro { $number }: { $special } non è un'Attività Speciale della Fazione di questa carta.
aid-problem-foreign-option = Riquadro { $number }: l'opzione { $option } non è tra quelle di { $special }.
aid-problem-activation-not-revolutionaries = Riquadro { $number }: solo le carte dei Rivoluzionari stampano un Numero di attivazione.
aid-problem-activation-value = Riquadro { $number }: il Numero di attivazione è 0, 2 o 3, non { $value }.
