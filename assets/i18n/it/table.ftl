## Le parole proprie del tavolo, le stesse per ogni volume: l'uscita dei
## suoi comandi e la sua plancia. Le parole di un volume (i suoi verdetti,
## i nomi delle sue cose) vengono dal volume.

table-verdict-error = § { $rule }, viola una regola: { $text }
table-verdict-warning = § { $rule }, da controllare: { $text }
table-gesture-move = { $count } { $piece } da { $from } a { $to }
table-gesture-track = { $track } portato a { $value }
table-total = { $side }: { $total } (da superare: { $threshold })
table-no-setup = Lo scenario { $scenario } non si può preparare: { $reason }
table-set-up = Scritto { $file }: una nuova partita di { $volume }, scenario { $scenario }, seme { $seed }.
table-refused = Voce { $entry }, passo { $step }: non si può eseguire: { $reason }
table-no-verdict = Nulla viola una regola.
table-entry-declared = Voce { $entry }: { $declared }
table-entry-free = Voce { $entry }: cambi liberi
table-sealed = Il sigillo del registro tiene.
table-unsealed = Il registro è stato cambiato dopo essere stato sigillato.
table-report-title = { $volume }: scenario { $scenario }, seme { $seed }
table-report-written = Scritto { $file }: { $entries ->
        [one] una voce
       *[other] { $entries } voci
    }.
table-no-volume = A questo tavolo non c'è il volume { $volume }; porta: { $known }.
