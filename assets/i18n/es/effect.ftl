# El formulario de efectos de Evento: un lado de una carta de Evento
# introducido como pasos que las comprobaciones siguen (docs/event-effects.md).

## El formulario
effect-window = Texto del Evento en pasos
effect-title = Carta { $number }, { $side ->
        [shaded] texto sombreado
       *[unshaded] texto sin sombrear
    }
effect-intro = Introducid lo que hace este lado de vuestra carta, paso a paso, en el orden de su texto. Cada campo ofrece solo lo que el programa sabe seguir.
effect-add-step = Añadir un paso
effect-choose = elegid…
effect-complete = Estos pasos son todo el texto de la carta
effect-complete-hint = Marcad la casilla solo si el texto de este lado no hace nada más que estos pasos.
effect-no-step-yet = Aún no hay pasos: añadid el primer paso del texto.
effect-step-title = Paso { $number }: { $kind }
effect-move-up = Subir
effect-move-down = Bajar
effect-delete-step = Borrar este paso
effect-kind = Tipo de paso
effect-kind-add-marker = colocar marcadores de Disturbios
effect-kind-remove = eliminar fichas
effect-kind-shift = desplazar las casillas seleccionadas
effect-kind-arrest-gandhi = arrestar a Gandhi
effect-marker = Marcador: Disturbios (una Huelga en un Ferrocarril)
effect-spaces = Casillas
effect-spaces-number = Número de casillas
effect-exactly = exactamente
effect-up-to = hasta
effect-total = Fichas en total
effect-total-any = las que haya en las casillas
effect-total-number = Número de fichas
effect-pieces = Fichas
effect-pieces-all-of-one-faction = todas las fichas de una Facción
effect-pieces-guerrillas = Guerrillas
effect-pieces-bases = Bases
effect-where-protest = solo casillas con un marcador de Protesta
effect-where-muslim = solo casillas musulmanas
effect-among-selected = solo entre las casillas que seleccionó un paso anterior
effect-activists-to = Gandhi y los Activistas van a
effect-to-available = Disponibles (el texto dice que se eliminan)
effect-to-jail = Prisión (el texto dice que se arrestan)
effect-levels = Niveles
effect-towards = Hacia
effect-towards-active-support = Apoyo Activo
effect-towards-active-opposition = Oposición Activa
effect-nothing-to-choose = Este paso no tiene nada que elegir.
effect-said-heading = Lo que el programa seguirá
effect-limits-heading = Lo que estos pasos no pueden decir
effect-limits = Los pasos pueden colocar Disturbios, eliminar Guerrillas, Bases o todas las fichas de una Facción, desplazar las casillas elegidas hacia el Apoyo Activo o la Oposición Activa y arrestar a Gandhi, con las cantidades y condiciones que se ofrecen aquí, y nada más. Si el texto de este lado hace algo más (coloca o mueve otras fichas, cambia un marcador o los Recursos, pide un dado o deja una elección que este formulario no ofrece), dejad sin marcar la casilla del texto completo, o dejad este lado sin pasos: el programa comprueba entonces el Evento con las reglas generales de todo Evento (5.1) y lo indica.
effect-remove-side = Quitar los pasos de este lado
effect-remove-side-hint = Este lado vuelve a las reglas generales de todo Evento (5.1).
effect-problems = { $count ->
        [one] Un problema impide guardar estos pasos:
       *[other] { $count } problemas impiden guardar estos pasos:
    }
effect-problem-no-steps = Aún no hay ningún paso: añadid uno, o quitad los pasos de este lado.
effect-problem-nothing-selected = El paso { $number } actúa sobre las casillas seleccionadas, pero ningún paso anterior selecciona ninguna: poned antes un paso que coloque Disturbios o elimine fichas.

## Abrir el formulario
effect-open-unshaded = Texto sin sombrear en pasos…
effect-open-shaded = Texto sombreado en pasos…
effect-open-hint = Introducid este lado de vuestra carta como pasos, para que el programa siga su Evento paso a paso.
effect-open-bundled = Los datos del programa ya contienen este lado como pasos, sacados del reglamento.
effect-open-this-side = Introducir el texto de este lado en pasos…

## Lo que harán los pasos
effect-say-spaces = { $how ->
        [exactly] { $count ->
            [one] exactamente una casilla
           *[other] exactamente { $count } casillas
        }
       *[up-to] { $count ->
            [one] hasta una casilla
           *[other] hasta { $count } casillas
        }
    }
effect-say-add-marker = Elegid { $spaces } y colocad un marcador de Disturbios en cada una (en un Ferrocarril, un marcador de Huelga, 5.1.4). Pasan a ser las casillas seleccionadas.
effect-say-remove = Elegid { $spaces } y eliminad de ellas { $pieces ->
        [all-of-one-faction] todas las fichas de una Facción, que elige la Facción que ejecuta el Evento
        [guerrillas] las Guerrillas
       *[bases] las Bases
    }. Las casillas de donde salen pasan a ser las casillas seleccionadas.
effect-say-remove-among = Entre las casillas seleccionadas, elegid { $spaces } y eliminad de ellas { $pieces ->
        [all-of-one-faction] todas las fichas de una Facción, que elige la Facción que ejecuta el Evento
        [guerrillas] las Guerrillas
       *[bases] las Bases
    }.
effect-say-total = { $how ->
        [exactly] { $count ->
            [one] En total se va exactamente una ficha.
           *[other] En total se van exactamente { $count } fichas.
        }
       *[up-to] { $count ->
            [one] En total se va como mucho una ficha.
           *[other] En total se van como mucho { $count } fichas.
        }
    }
effect-say-where-protest = Cada casilla elegida debe haber tenido un marcador de Protesta antes del Evento.
effect-say-where-muslim = Cada casilla elegida debe ser una casilla musulmana (1.3.3).
effect-say-to-jail = Gandhi y los Activistas que se quitan van a Prisión: se arrestan (5.1.3).
effect-say-to-available = Gandhi y los Activistas que se quitan vuelven a Disponibles: se eliminan (5.1.3).
effect-say-shift = Desplazad cada casilla seleccionada { $levels ->
        [one] un nivel
       *[other] { $levels } niveles
    } hacia { $towards }, deteniéndoos al final de la escala; un Ferrocarril no se desplaza.
effect-say-arrest = Arrestad a Gandhi si está en el mapa: va a Prisión (5.1.3), sin el desplazamiento de Moderación ni las Protestas que trae un arresto durante una acción del Raj (5.1.4).
effect-say-as-far-as-possible = Donde la mesa tiene menos casillas o fichas de las que un paso nombra, el Evento hace lo que puede (5.1.2).
effect-say-complete = Estos pasos son todo el texto de este lado: cualquier otro cambio que haga el Evento se señala como ajeno a él, y un no jugador ejecuta el Evento siguiendo estos pasos (8.8.4).
effect-say-partial = Estos pasos son solo parte del texto: se comprueban, el resto no se juzga y un aviso lo dice, y el Evento de un no jugador en este lado se deja a los jugadores, que ejecutan el texto impreso (8.8.4).
