# The non-player aid forms: an Arjuna card side entered box by box.

## The form
aid-side-title = Carta Arjuna { $letters }, de la Facción { $faction }
aid-intro = Copiad los recuadros de este lado desde la carta que tenéis en la mano, empezando por el recuadro que se lee primero.
aid-no-box-yet = Aún no hay recuadros: añadid el que la carta lee primero.
aid-add-check = Añadir una comprobación
aid-add-operation = Añadir un recuadro de Operación
aid-add-special = Añadir un recuadro de Actividad Especial
aid-partial = Los recuadros introducidos son solo una parte del lado impreso
aid-move-up = Subir
aid-move-down = Bajar
aid-delete-box = Borrar este recuadro
aid-remove = Quitar
aid-choose = elegid…
aid-unset = sin elegir aún
aid-flowchart = El lado como diagrama
aid-box-name = Recuadro { $number }
aid-box-title = Recuadro { $number }: { $kind }
aid-type-check = comprobación
aid-type-operation = Operación
aid-type-special = Actividades Especiales

## Checks and their conditions
aid-condition = Condición
aid-condition-negated = Condición que no debe cumplirse
aid-condition-part = Condición { $number }
aid-remove-part = Quitar la condición { $number }
aid-add-part = Añadir una condición
aid-kind-crisis = La India está en Crisis
aid-kind-gandhi-in-jail = Gandhi está en Prisión
aid-kind-spaces = Bastantes casillas cumplen unas filas
aid-kind-track = Un marcador está dentro de unos límites
aid-kind-available = Bastantes piezas están Disponibles
aid-kind-not = Lo contrario de otra condición
aid-kind-all = Todas las condiciones de una lista
aid-kind-any = Al menos una condición de una lista
aid-add-row = Añadir una fila
aid-row-number = Fila { $number }
aid-remove-row = Quitar la fila { $number }
aid-row-has-kind = con una pieza de un tipo
aid-row-lacks-kind = sin piezas de un tipo
aid-row-most-kind = el máximo de algo
aid-row-least-kind = el mínimo de algo
aid-row-piece = pieza
aid-row-measure = de
aid-at-least = al menos
aid-at-most = como mucho
aid-spaces-count = { $count ->
        [one] casilla cumple cada fila
       *[other] casillas cumplen cada fila
    }
aid-track = Marcador
aid-piece = Pieza
aid-available = Disponibles
aid-summary-condition-unset = Condición sin elegir aún
aid-summary-condition-unfinished = Condición sin terminar aún

## Arrows
aid-yes-arrow = Sí (flecha verde) lleva a
aid-no-arrow = No (flecha roja) lleva a
aid-then-arrow = Luego sigue con
aid-arrow-stop = Fin: el turno termina
aid-arrow-draw = Robad una carta nueva
aid-arrow-flip = Dad la vuelta a la carta
aid-arrow-missing = un recuadro que falta ({ $id })
aid-end-stop = Fin
aid-end-draw = Robar
aid-end-flip = Girar
aid-summary-arrows = Sí: { $yes }. No: { $no }.
aid-summary-then = Luego: { $then }.

## Operation boxes
aid-operation = Operación
aid-column = Columna (en negrita)
aid-activation = Número de activación
aid-activation-none = ninguno impreso
aid-activation-restraint = 0: igual a la Moderación
aid-activation-clear = Quitar el Número de activación
aid-steps = Los pasos tal como están impresos, para que los lean los jugadores (opcionales)
aid-step = Paso { $number }
aid-add-step = Añadir una línea de paso
aid-summary-operation = { $operation }, columna { $column }
aid-summary-activation = Número de activación: { $activation }
aid-summary-steps = { $count ->
        [one] una línea de paso
       *[other] { $count } líneas de paso
    }

## Special Activity boxes
aid-tries = Actividades Especiales, intentadas en el orden de la carta
aid-activity = Actividad { $letter }
aid-raise-try = Intentar { $letter } antes
aid-remove-try = Quitar la actividad { $letter }
aid-add-try = Añadir una actividad que intentar
aid-when = Solo si
aid-always = siempre
aid-options = Opciones, en el orden de la carta
aid-option = { $number }. { $option }
aid-add-option = Añadir una opción
aid-try-column = Columna
aid-no-column = ninguna indicada
aid-summary-try = { $letter }: { $special }
aid-summary-options = opciones: { $options }
aid-summary-try-column = columna { $column }
aid-summary-when = solo si { $condition }

## What keeps a side from being saved
aid-problems = { $count ->
        [one] Un problema impide guardar este lado:
       *[other] { $count } problemas impiden guardar este lado:
    }
aid-problem-no-boxes = El lado aún no tiene recuadros.
aid-problem-duplicate-id = El recuadro { $number } tiene el identificador de un recuadro anterior ({ $id }).
aid-problem-no-condition = Recuadro { $number }: elegid qué pregunta la comprobación.
aid-problem-unfinished-condition = Recuadro { $number }: una condición está sin terminar (un tipo aún por elegir, o una lista vacía).
aid-problem-missing-arrow = Recuadro { $number }: { $arrow ->
        [yes] elegid adónde lleva la flecha Sí.
        [no] elegid adónde lleva la flecha No.
       *[then] elegid con qué sigue el recuadro.
    }
aid-problem-no-such-box = Recuadro { $number }: { $arrow ->
        [yes] la flecha Sí
        [no] la flecha No
       *[then] el recuadro
    } lleva a { $target }, que no es un recuadro de este lado.
aid-problem-no-operation = Recuadro { $number }: elegid la Operación.
aid-problem-foreign-operation = Recuadro { $number }: { $operation } no es una Operación de la Facción de esta carta.
aid-problem-no-column = Recuadro { $number }: elegid la columna impresa en negrita para la Operación.
aid-problem-foreign-column = Recuadro { $number }: la columna { $column } no está en la tabla de la Facción de esta carta.
aid-problem-no-tries = Recuadro { $number }: añadid las Actividades Especiales que intenta el recuadro.
aid-problem-no-special = Recuadro { $number }: elegid la actividad { $letter }.
aid-problem-foreign-special = Recuadro { $number }: { $special } no es una Actividad Especial de la Facción de esta carta.
aid-problem-foreign-option = Recuadro { $number }: la opción { $option } no es de las que admite { $special }.
aid-problem-activation-not-revolutionaries = Recuadro { $number }: solo las cartas de los Revolucionarios imprimen un Número de activación.
aid-problem-activation-value = Recuadro { $number }: el Número de activación es 0, 2 o 3, no { $value }.
