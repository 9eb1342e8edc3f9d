# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

cli-error = error: { $message }
cli-window-failed = no se pudo abrir la ventana: { $error }
cli-board-only = una partida guardada, --new o --check-map abren el tablero; no van con un comando
cli-data-unusable = los datos de los componentes no se pueden usar:
cli-map-checks-applied = comprobaciones del mapa aplicadas desde { $file } ({ $count ->
        [one] 1 comprobación
       *[other] { $count } comprobaciones
    })
cli-map-checks-unusable = las comprobaciones del mapa no se pueden usar:
cli-map-checks-left-out = las comprobaciones del mapa en { $file } no se pueden usar, así que el mapa se usa sin ellas:
cli-state-or-scenario = indicad un archivo de estado o --scenario
cli-not-a-faction = --non-players: `{ $key }` no es una Facción; usad raj, congress, muslim_league o revolutionaries
cli-made-up-aid = la ayuda inventada no se puede leer: { $error }
cli-game-failed = partida con semilla { $seed }: { $error }
cli-seating-mixed = los asientos cambian de una partida a otra (cuatro jugadores; cuatro no jugadores; el Raj y los Revolucionarios como no jugadores; el Congreso y la Liga como no jugadores)
cli-seating-players = cuatro jugadores
cli-seating-non-players = no jugadores: { $factions }
cli-fidelity-how = { $games } partidas del escenario { $scenario }, semillas de { $seed } a { $last }, { $seating }; los no jugadores siguen una ayuda inventada donde los datos no la tienen, y los órdenes de Facciones y las marcas de las cartas que faltan en los datos son inventados.
cli-fidelity-steps = { $steps } pasos legales juzgados ({ $engine } por el motor de los no jugadores): { $alarms } falsas alarmas.
cli-fidelity-freedoms = { $played } de { $all } libertades de las reglas jugadas.
cli-fidelity-faults = { $faults } fallos introducidos: { $caught } detectados, { $right } citando una sección que el fallo infringe, { $missed } no detectados.
cli-seconds = { $seconds } segundos.
cli-made-up-game = una partida que el programa jugó por sí solo: juzgada con las cartas y la ayuda inventadas con que se jugó
cli-aid-applied = la ayuda de los no jugadores de la mesa aplicada desde { $file }
cli-aid-left-out = la ayuda de los no jugadores de la mesa en { $file } no se puede usar, así que la partida se juzga sin ella:
cli-cards-applied = las cartas de la mesa aplicadas desde { $file } ({ $count ->
        [one] 1 carta
       *[other] { $count } cartas
    })
cli-cards-left-out = las cartas de la mesa en { $file } no se pueden usar, así que la partida se juzga sin ellas:
cli-entry-unreadable = --entry { $entries }: se esperaba un número de entrada N o un intervalo N..M, contando desde 1
cli-entry-past-log = { $file }: --entry { $entries }: el registro tiene { $count ->
        [one] 1 entrada
       *[other] { $count } entradas
    }
cli-entry-none = { $file }: ninguna entrada en { $entries }
cli-report-written = escritos: { $files }; SHA-256 de las entradas: { $hash }
cli-seal = sello: { $verdict }
cli-seal-at = sello: { $place }: { $verdict }
cli-not-replayed = { $file }: el registro no se puede reproducir
cli-judged-again = { $file }: { $count ->
        [one] 1 entrada juzgada
       *[other] { $count } entradas juzgadas
    } de nuevo
cli-no-finding = ninguna observación
cli-findings-heading = { $count ->
        [one] 1 observación
       *[other] { $count } observaciones
    }:
cli-following-from-it = que se deriva de ella: { $finding }
cli-at-entry = entrada { $entry } ({ $what }): { $finding }
cli-no-difference = ninguna diferencia con las observaciones guardadas en el archivo
cli-differences-heading = { $count ->
        [one] 1 diferencia
       *[other] { $count } diferencias
    } con las observaciones guardadas en el archivo:
cli-seeds-past-max = --seed { $seed } con --games { $games }: las semillas pasarían de { $max }, la semilla más alta; elegid una semilla no mayor que { $most }
cli-ended-by-victory-check = { $count } terminadas por una comprobación de victoria
cli-ended-by-deck = { $count } terminadas al agotarse el mazo
cli-ended-by-final-campaign = { $count } terminadas con la última Campaña
cli-playout-played = { $games } partidas de { $scenario } jugadas (semillas de { $seed } a { $last }), cada paso comprobado{ $round_trip ->
        [yes] , con el archivo de estado y la partida guardada releídos tras cada uno
       *[no] {""}
    }{ $clean ->
        [yes] : ninguna regla infringida
       *[no] {""}
    }.
cli-playout-non-players = no jugadores: { $factions }, jugados por el motor de los no jugadores con una ayuda inventada donde los datos no la tienen: { $steps } pasos; { $fallbacks } turnos que no pudo terminar solo se jugaron como lo haría un jugador
cli-games-per-second = { $rate } partidas por segundo
cli-seconds-per-game = { $seconds } s por partida
cli-playout-actions = { $actions } acciones, { $entries } entradas del registro; { $speed }.
cli-playout-broken = { $failed } de { $games } partidas infringieron una regla.
cli-no-random-seed = el sistema no dio una semilla aleatoria ({ $error }); elegid una con --seed N
cli-not-a-space = `{ $space }` no es una casilla; usad un nombre o un id como: { $spaces }
cli-setup-breaks-rules = el escenario `{ $scenario }` de los datos prepara un estado que infringe las reglas, así que { $file } no se escribió:
cli-set-up = Preparado el escenario { $scenario } con semilla { $seed } en { $file }
cli-setup-pending = Pendiente: el Congreso coloca a Gandhi, un Activista Activo y una Protesta en una casilla (usad --gandhi CASILLA).
cli-control-heading = Control Raj (1.7): cubos contra las demás piezas Activas
cli-control-raj = Control Raj
cli-control-muslim-state = Estado Musulmán
cli-control-against = contra
cli-never-controlled = (Los Estados Nativos y los Ferrocarriles nunca están Controlados.)
cli-victory-heading = Victoria (1.9, 7.2)       total  a superar  margen
cli-condition-met = condición cumplida
cli-ranking = Clasificación (7.1): { $places }
cli-crisis = La India está en Crisis: Moderación y Unidad están ambas en 1 (6.8).
cli-pending-gandhi = Paso de preparación pendiente: el Congreso aún debe colocar a Gandhi.
cli-check-no-finding = { $file }: ninguna observación
cli-check-findings = { $file }: { $count ->
        [one] 1 observación
       *[other] { $count } observaciones
    }
cli-note = nota: { $note }
cli-check-pending = (paso de preparación pendiente: el Congreso aún debe colocar a Gandhi)
