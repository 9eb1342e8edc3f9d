## Las palabras propias de la mesa, las mismas para cada volumen: la salida
## de sus órdenes y su tablero. Las palabras de un volumen (sus veredictos,
## los nombres de sus cosas) vienen del volumen.

table-verdict-error = § { $rule }, infringe una regla: { $text }
table-verdict-warning = § { $rule }, por comprobar: { $text }
table-gesture-move = { $count } { $piece } de { $from } a { $to }
table-gesture-track = { $track } puesto en { $value }
table-total = { $side }: { $total } (por superar: { $threshold })
table-no-setup = El escenario { $scenario } no se puede preparar: { $reason }
table-set-up = Escrito { $file }: una partida nueva de { $volume }, escenario { $scenario }, semilla { $seed }.
table-refused = Entrada { $entry }, paso { $step }: no se puede realizar: { $reason }
table-no-verdict = Nada infringe una regla.
table-entry-declared = Entrada { $entry }: { $declared }
table-entry-free = Entrada { $entry }: cambios libres
table-sealed = El sello del registro se mantiene.
table-unsealed = El registro se cambió después de sellarlo.
table-report-title = { $volume }: escenario { $scenario }, semilla { $seed }
table-report-written = Escrito { $file }: { $entries ->
        [one] una entrada
       *[other] { $entries } entradas
    }.
table-no-volume = En esta mesa no hay volumen { $volume }; lleva: { $known }.
