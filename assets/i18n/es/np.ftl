# The non-players' decisions (chapter 8): trace lines, what a decision
# noted or skipped (`note-`, one per code of the validator, with its
# named arguments), dice, priority rows and card conditions, the questions
# put to the players and what is left to them.

## Trace lines; each begins with the section that settles it

trace-line = { $rule } · { $text }
trace-check = ¿{ $condition }? { $answer }
trace-decided = » { $choice }
trace-chose = » { $note }
trace-die = dado ({ $purpose }): { $value }
trace-tie = empate entre { $among } » { $picked }
trace-arjuna = Arjuna { $letters }
trace-arjuna-as-written = Arjuna { $letters }, con las letras que la mesa le daba entonces (hoy ninguna carta tiene estas letras)
trace-row = { $column } / { $row }: { $kept }
trace-row-none = ninguna: se salta la fila
trace-selected = { $column } » { $space } ({ $among } { $among ->
        [one] elegible
       *[other] elegibles
    })
trace-card-box = recuadro { $node }
trace-card-check = { $node }: ¿{ $condition }? { $answer }
trace-skipped = omitido: { $note }

## What the Non-player Eligibility table checks (8.2.1)

condition-current-critical-for-self = el Evento actual es crítico para ella
condition-current-effective = el Evento actual es efectivo para ella
condition-current-critical-for-next = el Evento actual es crítico para la siguiente Elegible, la Facción { $faction }
condition-first-on-upcoming = será con seguridad la 1ª Elegible en la siguiente carta
condition-upcoming-critical-for-self = el siguiente Evento es crítico para ella
condition-first-did-operation-only = la 1ª Elegible ejecutó solo una Operación
condition-first-did-operation-with-special = la 1ª Elegible ejecutó una Operación con Actividad Especial

## What a die was rolled for

purpose-activation = activación
purpose-attack = Ataque
purpose-release-gandhi = liberación de Gandhi
purpose-release = liberación de Prisión
purpose-imperialism = Imperialismo
purpose-imperialism-doubled = Imperialismo, dado doblado
purpose-crisis-cubes = cubos de la Crisis
purpose-random-region = casilla aleatoria: región
purpose-random-slot = casilla aleatoria: casilla dentro de la región
purpose-equal-chance = igual probabilidad

## Rows of the priority columns (8.4)

row-city = Ciudad
row-province = Provincia
row-state = Estado
row-railway = Ferrocarril
row-non-railway = no Ferrocarril
row-muslim = casilla musulmana
row-non-muslim = casilla no musulmana
row-pop1 = Población 1
row-pop2 = Población 2
row-protest = Protesta
row-no-protest = sin Protesta
row-unrest = Disturbios
row-no-unrest = sin Disturbios
row-raj-control = Control Raj
row-no-raj-control = sin Control Raj
row-support = Apoyo
row-opposition = Oposición
row-neutral = Neutral
row-active-opposition = Oposición Activa
row-not-active-opposition = sin Oposición Activa
row-active-support = Apoyo Activo
row-not-active-support = sin Apoyo Activo
row-muslim-state = Estado Musulmán
row-gandhi = Gandhi
row-has = { $piece } presente
row-lacks = sin { $piece }
row-most = más { $measure }
row-least = menos { $measure }

measure-support = Apoyo
measure-opposition = Oposición
measure-population = Población
measure-cubes = cubos
measure-guerrillas = Guerrillas
measure-activists = Activistas
measure-unrest = Disturbios
measure-pieces = { $piece }

## Conditions of an Arjuna card's checks (8.3)

card-condition-crisis = la India está en Crisis
card-condition-gandhi-in-jail = Gandhi está en Prisión
card-condition-spaces = al menos { $count } { $count ->
        [one] casilla
       *[other] casillas
    } con { $rows }
card-condition-track-at-least = { $track } en { $least } o más
card-condition-track-at-most = { $track } en { $most } o menos
card-condition-track-between = { $track } entre { $least } y { $most }
card-condition-track = { $track }
card-condition-available = al menos { $count } { $piece } en Disponibles
card-condition-not = no ({ $condition })
card-condition-all = todas estas: { $conditions }
card-condition-any = al menos una de estas: { $conditions }
list-and = y
list-or = o

## What a decision noted or skipped

note-congress-redeploy-no-gandhi = Congreso, paso 1: Gandhi no está en el mapa
note-revolutionaries-redeploy-no-space = Revolucionarios, paso 3: no hay ninguna casilla de Población 2 sin Disturbios a la que ir
note-no-strikes-without-raj-player = el Raj no tiene jugador: un no jugador no coloca Huelgas en los Ferrocarriles
note-imperialism-no-more-spaces = ninguna otra casilla sirve para el Imperialismo (6.3.1)
note-gandhi-stays-no-space = Gandhi sigue en Prisión: ninguna casilla carece de Control Raj
note-constructive-no-space = { $faction }: ninguna casilla para el Programa Constructivo
note-no-base-available = { $faction }: ninguna Base Disponible
note-no-space-for-base = { $faction }: ninguna casilla puede recibir una Base
note-no-np-protest = ninguna Protesta: no hay Activistas del Congreso en el mapa, o no queda ningún marcador Disponible
note-strikes-everywhere = hay marcadores suficientes: una Huelga en cada Ferrocarril que tiene derecho a ella
note-strikes-highest-econ = { $qualify } { $qualify ->
        [one] Ferrocarril tiene
       *[other] Ferrocarriles tienen
    } derecho a Huelga y { $free } { $free ->
        [one] marcador está libre
       *[other] marcadores están libres
    }: primero los de mayor Econ
note-imperialism-budget = el Imperialismo puede retirar o desplazar { $budget } { $budget ->
        [one] vez
       *[other] veces
    }
note-gandhi-leaves-jail-for = Gandhi sale de Prisión hacia { $space }
note-constructive-shifts = { $faction }: el Programa Constructivo desplaza { $space } { $levels } { $levels ->
        [one] nivel
       *[other] niveles
    }
note-from-out-of-play = { $piece } de Fuera del Juego a { $space }
note-congress-gandhi-to = Congreso, paso 1: Gandhi va a { $space }
note-congress-gandhi-stays = Congreso, paso 1: Gandhi se queda donde está
note-redeploy-nothing-left = { $faction }, paso { $step }: no queda ninguna ficha que llevar a { $space }
note-redeploy-step = { $faction }, paso { $step }: { $piece } de { $from } a { $to }
note-redeploy-off-railway = { $faction }, fuera de los Ferrocarriles (6.4): { $piece } de { $from } a { $to }
note-redeploy-no-spread = { $faction }, paso { $step }: no hay casillas entre las que repartir las fichas que quedan
note-raj-redeploy-would-lose-control = Raj, paso { $step }: ningún cubo ({ $piece }) puede ir a { $space } sin que se pierda un Control Raj
note-raj-troops-not-needed = Raj, paso 2: { $count } { $count ->
        [one] Tropa
       *[other] Tropas
    } de { $space } a Disponibles ({ $count ->
        [one] no hace falta
       *[other] no hacen falta
    } para el Control Raj)
note-raj-troops-city-keeps-one = Raj, paso 2: { $count } { $count ->
        [one] Tropa
       *[other] Tropas
    } de { $space } a Disponibles (en una Ciudad solo se queda una)
note-left-to-player = queda para el jugador de la Facción { $faction }
note-left-railway-stranded = { $faction }: las fichas de un Ferrocarril deben salir de él, pero ninguna casilla puede recibirlas; movedlas a mano
note-left-league-programme = el Programa Constructivo de la Liga Musulmana llega cuando el Congreso ha hecho sus desplazamientos
note-most-cubes = origen con más cubos: { $space }
note-most-support-sweep = más Apoyo, para el Barrido en el lugar: { $space }
note-most-activists = origen con más Activistas: { $space }
note-most-guerrillas = origen con más Guerrillas: { $space }
note-wavell-sweep = Lord Wavell: Barrido hacia { $space } antes del Asalto
note-second-operation = una segunda Operación ({ $operation })
note-operation-no-space = { $operation }: ninguna casilla elegible, se roba una nueva carta
note-no-special-when-limited = las Actividades Especiales, porque es una Operación Limitada o solo una Operación
note-second-special = una segunda Actividad Especial
note-activist-onto-railway = un Activista de { $from } a { $to }, ya que el Raj tiene jugador
note-special-condition-fails = { $special }: su condición no se cumple
note-special-cannot-accompany = { $special } no puede acompañar a { $operation }
note-special-no-space = { $special }: ninguna casilla elegible
note-treaty-sepoys = Tratado en { $space }: { $sepoys } { $sepoys ->
        [one] Cipayo
       *[other] Cipayos
    }
note-linlithgow-martial-law = Lord Linlithgow: Ley Marcial también en casillas sin Disturbios, y sin colocar Disturbios
note-negotiate-no-option = Negociación: la carta no indica ninguna opción
note-negotiate-gandhi-not-in-jail = Negociación para liberar a Gandhi: no está en Prisión
note-negotiate-cannot = la Negociación no puede { $option } para esta Facción
note-negotiate-no-space = Negociación para { $option }: ninguna casilla elegible
note-gandhi-stays-die = Gandhi sigue en Prisión: el dado ({ $die }) no supera las { $protests } Protestas
note-gandhi-released-to = Gandhi liberado en { $space }
note-satyagraha-no-gandhi = Satyagraha: Gandhi no está ni en el mapa ni en Prisión
note-np-raj-refuses-release = el Raj no jugador se niega a liberar a Gandhi de Prisión
note-raj-player-releases = el jugador del Raj libera a Gandhi de Prisión
note-raj-player-refuses = el jugador del Raj se niega a liberar a Gandhi de Prisión
note-satyagraha-no-activist = Satyagraha: ningún Activista del Congreso Disponible, así que se retiran los marcadores
note-persuade-cannot = la Persuasión no puede { $option }
note-infiltrate-not-crisis = Infiltración para { $option }: la India no está en Crisis
note-infiltrate-no-piece = Infiltración: ninguna ficha Disponible ({ $piece })
note-infiltrate-replaces = la Infiltración reemplaza: { $target }
note-infiltrate-no-base = Infiltración: ninguna Base Revolucionaria Disponible
note-infiltrate-places-base = la Infiltración coloca una Base Revolucionaria
note-assassinate-no-unrest = Asesinato: no se seleccionó ninguna casilla para Disturbios
note-raj-player-moves-troops = el jugador del Raj saca las Tropas del nuevo Estado Musulmán
note-troop-leaves-for = una Tropa sale del nuevo Estado Musulmán y va a { $space }
note-no-event-card = no hay ninguna carta de Evento en juego
note-event-unshaded = carta { $card }: el texto sin sombrear
note-event-shaded = carta { $card }: el texto sombreado
note-event-column = la columna { $column }
note-event-text-partial = los datos solo contienen parte del texto
note-event-text-missing = el texto no está en los datos
note-event-not-effective = ninguna acción de este texto es efectiva para la Facción
note-event-plan-refused = el cambio previsto no pasaría las comprobaciones ({ $findings } { $findings ->
        [one] observación
       *[other] observaciones
    })
note-up-to-unrest-not-effective = Disturbios "hasta" que no son efectivos
note-no-unrest-marker-left = no queda ningún marcador de Disturbios o Huelga para colocar
note-up-to-removal-not-effective = una retirada "hasta" que no es efectiva
note-target-faction = las fichas de la Facción { $faction }

## What the engine asks the players

question-priority-column = La columna { $column } de la tabla de Prioridades para la Selección de Casillas de la Facción { $faction } (8.4.1) no está introducida, o no lo bastante: añadidla a vuestro archivo de la ayuda para no jugadores, o robad la carta y seguidla a mano.
question-move-priorities = La columna de la Facción { $faction } en la tabla de Prioridades para el Movimiento (8.4.2), que indica lo que conservan las casillas de origen, no está introducida, o no entera: añadidla a vuestro archivo de la ayuda para no jugadores, o robad la carta y seguidla a mano.
question-random-slot = La casilla { $region }-{ $slot } del Mapa de Casillas Aleatorias (8.1.2) no está introducida: añadidla a vuestro archivo de la ayuda para no jugadores, o robad la carta y seguidla a mano.
question-card-marks = { $card }: { $question }
question-raj-releases-gandhi = El Satyagraha del Congreso pide al Raj que libere a Gandhi de Prisión (4.3.2): decide el jugador del Raj.
question-arjuna-card = { $draw ->
        [1] ¿Qué carta Arjuna ha salido para { $faction }? Pasad las cartas de vuestro mazo al fondo, boca arriba, hasta que salga una suya (8.3).
       *[other] La carta hace robar de nuevo a { $faction } (8.3, 8.6): ¿qué carta Arjuna ha salido esta vez (robo { $draw })?
    }

## Why playing on stopped

stop-player = decide { $faction }: es el turno de un jugador
stop-left-to-players = el último plan os deja parte del trabajo: terminadla y seguid
stop-reveal = descubrid la siguiente carta de vuestro mazo
stop-under-way = hay algo en curso: terminadlo primero
stop-over = la partida ha terminado

## What a non-player turn leaves to the players

manual-card = Arjuna { $letters }: esta cara no está en la ayuda introducida; seguid la carta impresa, luego declarad y haced sus movimientos
manual-operation = Arjuna { $letters }: { $operation } · el programa aún no ejecuta esta Operación; hacedla según la carta y el 8.6, y luego declaradla
manual-special = Arjuna { $letters }: { $special } · el programa aún no ejecuta esta Actividad Especial; seguid la carta y el 8.7
manual-loop = las flechas de la carta dan vueltas sin detenerse; seguid la carta impresa
manual-arjuna-deck = el mazo Arjuna no tiene ninguna carta de esta Facción: barajadlo (8.3) y ejecutad de nuevo el turno
manual-event = { $card } · { $side }: el programa no ejecuta este texto; ejecutad el texto impreso de esta cara y luego terminad la acción (8.8.4)
manual-event-column = { $card } · { $side }: el programa no ejecuta este texto; ejecutad el texto impreso de esta cara y luego terminad la acción (8.8.4); elegid las casillas con la columna » { $column } (8.8.5)

## The players' aid file

aid-counts = Leído. Contiene » caras de cartas de Arjuna: { $faces } · columnas de Prioridades para Selección de Casillas: { $columns } · columnas de Prioridades para el Movimiento: { $moves } · casillas del Mapa de Casillas Aleatorias: { $slots }
np-left-card = La cara de la carta Arjuna no está en los datos: los jugadores leen la carta impresa y completan el turno (8.3).
np-left-operation = El programa no ejecuta esta Operación: los jugadores la completan con la carta (8.6).
np-left-special = El programa no ejecuta esta Actividad Especial: los jugadores la completan con la carta (8.7).
np-left-loop = Las flechas de la carta Arjuna dan vueltas sin detenerse: los jugadores deciden el turno (8.3).
np-left-arjuna-deck = El mazo Arjuna no tiene ninguna carta de esta Facción: los jugadores lo barajan (8.3).
np-left-event = El programa no ejecuta este Evento: los jugadores ejecutan su texto impreso (8.8).
np-answer-effective = Efectivo para la Facción
np-answer-not-effective = No efectivo para la Facción
np-answer-release = El Raj libera a Gandhi
np-answer-keep = El Raj mantiene a Gandhi en la Cárcel
