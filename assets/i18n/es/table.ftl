## Las palabras propias de la mesa, las mismas para cada volumen: la salida
## de sus órdenes y su tablero. Las palabras de un volumen (sus veredictos,
## los nombres de sus cosas) vienen del volumen.

table-verdict-error = § { $rule }, infringe una regla: { $text }
table-verdict-warning = § { $rule }, por comprobar: { $text }
table-gesture-move = { $count } { $piece } de { $from } a { $to }
table-gesture-track = { $track } puesto en { $value }
table-gesture-change = Cambio: { $text }
table-total = { $side }: { $total } (por superar: { $threshold })
table-no-setup = El escenario { $scenario } no se puede preparar: { $reason }
table-set-up = Escrito { $file }: una partida nueva de { $volume }, escenario { $scenario }, semilla { $seed }.
table-refused = Entrada { $entry }, paso { $step }: no se puede realizar: { $reason }
table-no-verdict = Nada infringe una regla.
table-entry-declared = Entrada { $entry }: { $declared }
table-entry-free = Entrada { $entry }: cambios libres
table-sealed = El sello del registro se mantiene.
table-unsealed = El registro se cambió después de sellarlo.
table-not-sealed = El registro no lleva sello (¿escrito a mano?): nada dice si se cambió.
table-report-title = { $volume }: escenario { $scenario }, semilla { $seed }
table-report-written = Escrito { $file }: { $entries ->
        [one] una entrada
       *[other] { $entries } entradas
    }.
table-no-volume = En esta mesa no hay volumen { $volume }; lleva: { $known }.

## El tablero de la mesa.
table-board-hint = Arrastra una pieza para moverla; Mayús+arrastrar mueve toda la pila.
table-board-totals = Totales
table-board-declare = Declarar
table-board-declared = Declarado: { $declared }
table-board-nothing-declared = Nada declarado: cambios libres
table-board-verdicts = Qué dicen las reglas
table-board-end-entry = Cerrar la entrada
table-board-end-entry-hint = La entrada pasa al registro, juzgada entera (Ctrl+Intro).
table-board-take-back = Deshacer
table-board-take-back-hint = Deshace el último gesto de esta entrada (Ctrl+Z).
table-board-log = Registro ({ $entries })
table-board-present = El presente
table-board-showing = La mesa tras la entrada { $entry } de { $entries }
table-board-earlier = Una entrada antes
table-board-earlier-button = < Antes
table-board-later-button = Después >
table-board-later = Una entrada después
table-board-to-present = Volver al presente
table-board-refused = No realizado: { $reason }
table-board-looking-back = Estáis mirando atrás: volved al presente para jugar.
table-reason = § { $rule }: { $text }
table-entry-non-player = { $heading } ({ $side }, no jugador)
table-board-non-players = Facciones no jugadoras
table-board-non-player = Actúa { $side }
table-board-non-player-hint = El sistema no jugador de la facción planifica su turno como esta entrada, con el motivo de cada decisión; cerrad la entrada para anotarla, o cambiadla a mano para que sea de un jugador.
table-board-non-player-busy = Una facción no jugadora planifica una entrada nueva: cerrad o deshaced antes la entrada en curso.
table-board-answer = Respuesta: { $option }
table-board-changes = Cambios de la partida
table-board-changes-hint = Cambios que las reglas dejan a la mesa (una carta, un puesto, un cilindro); haced clic derecho en una casilla para los de allí.
table-turn-asked = { $side } espera la respuesta de los jugadores: repetid la orden con --answer y una de estas claves.
table-turn-cannot = { $side } no puede jugar: { $reason }
table-turn-unsealed = El registro se cambió después de sellarlo: no se le añade ningún turno.

## Devolver la mesa física a su sitio, marcadores y gráfico, en el tablero de la mesa.
table-move-remove = Quitad { $count } { $piece } de { $from }
table-move-add = Poned { $count } { $piece } en { $to }
table-move-track = Devolved { $track } de { $from } a { $to }
table-board-put-back = Devolver la mesa a su sitio
table-board-put-back-hint = Los movimientos que dejan la mesa física como estaba tras la entrada que miráis; marcad cada uno al hacerlo.
table-board-put-back-none = La mesa física ya está como estaba entonces.
table-board-bookmarks = Marcadores y notas
table-board-bookmark = Marcar
table-board-bookmark-hint = Da nombre a la entrada que miráis (o a la última) para volver a encontrarla; se guarda en el registro, fuera del sello.
table-board-bookmark-name = Nombre o nota:
table-board-bookmark-at = { $name } (entrada { $entry })
table-board-no-bookmark = Aún no hay marcadores ni notas.
table-board-chart = Gráfico
table-board-chart-hint = El total de cada bando menos lo que debe superar, tras cada entrada; haced clic para mirar ese momento.
table-chart-entries = Entradas
table-chart-margin = Margen
table-chart-looked = Mirado
table-board-entry-first = Cerrad o deshaced primero la entrada en curso.
table-board-line-name = Línea { $line }
table-board-play-on = Seguir desde aquí
table-board-play-on-hint = Las entradas tras este momento se apartan como una línea, guardada en el registro para volver a ella, y el juego sigue desde aquí.
table-board-lines = Otras líneas de juego
table-board-line = { $name }: { $entries ->
        [one] una entrada
       *[other] { $entries } entradas
    }
table-board-return = Volver a ella
table-board-return-hint = Esta línea pasa a ser la del registro; la actual se aparta en su lugar.
table-report-hash = SHA-256 de estas entradas tal como las sella el registro de la mesa: `{ $hash }`
table-report-rules = Las secciones citadas
table-mode-start-hint = El tablero común a todos los volúmenes: un registro de la mesa (de table setup o to-table) jugado arrastrando piezas, cada entrada juzgada según las reglas del volumen y escrita de nuevo en el archivo.
table-mode-path = Registro de la mesa:
table-mode-open = Abrir en el tablero de la mesa
table-mode-open-hint = Abre este registro de la mesa en el tablero de la mesa.
table-mode-new = Nueva partida ahí
table-mode-new-hint = Empieza en el tablero de la mesa una partida del escenario y la semilla elegidos arriba, con su registro escrito en este archivo nuevo.
table-mode-exists = { $file } ya existe: elegid un archivo nuevo para la nueva partida, o abridlo.
table-mode-back = < Pantalla de inicio
table-mode-back-hint = Cierra el tablero de la mesa; su registro ya está escrito.
table-mode-title = El tablero de la mesa
table-board-why = Por qué
table-board-why-changed = Esta entrada ya no es lo que el sistema no jugador del bando planifica aquí: se cambió a mano, o los datos cambiaron desde entonces.
table-board-note = Anotar
table-board-note-hint = Anota este texto en la entrada que miráis (o en la última): una disputa, o lo que la mesa acordó; se guarda en el registro, fuera del sello.
table-board-note-at = Entrada { $entry }: { $note }
table-playout-game = Semilla { $seed }: { $entries } entradas, { $broken ->
        [0] ninguna rompe una regla
        [one] un veredicto rompe una regla
       *[other] { $broken } veredictos rompen una regla
    }{ $warnings ->
        [0] {""}
       *[other] ; { $warnings } a comprobar en la mesa
    }.
table-playout-entry = entrada { $entry }
table-playout-sum = { $games ->
        [one] Una partida
       *[other] { $games } partidas
    }, { $entries } entradas: { $broken ->
        [0] el generador y las comprobaciones coinciden.
       *[other] { $broken } veredictos en que el generador y las comprobaciones no coinciden.
    }
table-playout-none = El volumen { $volume } no tiene partidas al azar.
table-playout-stopped = Semilla { $seed }: el generador se detuvo antes del final: { $reason }
table-playout-seeds = Las semillas pasarían de la mayor, { $last }.
table-own-file-merged = Añadido desde { $file }: { $what } ({ $count ->
        [one] una entrada
       *[other] { $count } entradas
    })
table-own-file-left-out = { $file } ({ $what }) no se puede usar, así que la partida sigue sin ello:
table-mode-volume-hint = El juego del nuevo registro: Gandhi con el escenario elegido arriba, o Vijayanagara con su única preparación.
table-volume-gandhi = Gandhi
table-volume-vijayanagara = Vijayanagara
table-mode-volume = Juego
table-board-declare-list = Qué se declara
table-entry-open = Introducir el tablero
table-entry-open-hint = Introduce una vez el tablero de este juego desde tu copia, con clics: el tipo y el número de cada espacio y sus vecinos. El reglamento no imprime el tablero.
table-entry-title = Introducción del tablero
table-entry-how = Haz clic en un espacio del mapa para elegirlo, y fija aquí su tipo y su número. Para unirle otro espacio, o separarlos, haz clic en ese espacio con Mayús pulsada, o con "Los clics unen y separan vecinos" activo.
table-entry-hint = Haz clic en un espacio para elegirlo; Mayús+clic en otro para unirlos o separarlos.
table-entry-none-chosen = Ningún espacio elegido: haz clic en uno del mapa.
table-entry-unsure = Provisional en el tablero incluido: compruébalo con tu copia.
table-entry-kind = Tipo:
table-entry-neighbours = { $count ->
        [0] Aún sin vecinos.
       *[other] Vecinos ({ $count }): { $spaces }
    }
table-entry-next = Siguiente por comprobar
table-entry-next-hint = Elige el siguiente espacio con un dato provisional aún no revisado.
table-entry-all-checked = Se han revisado todos los espacios con un dato provisional.
table-entry-no-problems = El tablero no incumple nada de lo que las reglas dan por cierto.
table-entry-problems = Aún sin guardar, porque:
table-entry-save = Guardar el tablero
table-entry-save-hint = Guarda este tablero en tu carpeta de datos: el programa lo lee en cada inicio, en lugar del incluido.
table-entry-close = Volver a la partida
table-entry-close-hint = Sal de este modo; lo que no se guardó se pierde.
table-entry-file = Archivo:
table-entry-file-hint = El archivo que Exportar escribe e Importar lee, para compartir un tablero entre mesas.
table-entry-export = Exportar
table-entry-export-hint = Escribe el tablero tal como está en el archivo indicado, para que otra mesa lo importe.
table-entry-import = Importar
table-entry-import-hint = Toma el tablero del archivo indicado, comprobado, para revisarlo y guardarlo.
table-entry-unreachable = { $space } no se alcanza desde los demás espacios.
table-entry-no-sheet = El tablero de este juego no lo introduce la mesa.
table-entry-not-saved = El tablero no se guardó: incumple lo que se indica arriba.
table-entry-no-folder = El tablero no se guardó: no hay carpeta de datos donde guardarlo.
table-entry-saved = El tablero se guardó en { $file }; la partida ya lo usa.
table-entry-exported = El tablero se escribió en { $file }.
table-entry-imported = El tablero de { $file } está en la hoja: revísalo y luego guárdalo.
table-entry-joining = Los clics unen y separan vecinos (J)
table-entry-joining-hint = Si está activo, un clic en otro espacio lo une al elegido o los separa; si no, elige ese espacio. Mayús+clic une o separa en cualquier caso.
table-board-game-over = La partida ha terminado
table-cards-open = Introducir cartas de Evento
table-cards-open-hint = Introduce las cartas de Evento desde tu copia (sus textos no están en el programa): los pasos de cada carta, para que un Evento jugado en ella se juzgue con ellos.
table-cards-title = Cartas de Evento
table-cards-how = Elige una carta a la izquierda, o da un número y añade una. Da su título y si deja Elegible a su Facción, y luego los pasos de sus textos sin sombrear y sombreado. Un Evento jugado en una carta introducida se juzga con sus pasos.
table-cards-none = Las cartas de Evento de este juego no las introduce la mesa.
table-cards-twice = La carta { $number } está introducida dos veces.
table-cards-not-saved = Las cartas no se guardaron: incumplen lo que se indica arriba.
table-cards-saved = Las cartas se guardaron en { $file }; la partida ya juzga los Eventos en ellas.
table-cards-no-problems = Las cartas se leen tal como están escritas.
table-cards-save = Guardar las cartas
table-cards-save-hint = Guarda estas cartas en tu carpeta de datos: el programa las lee en cada inicio.
table-cards-number = Número:
table-cards-add = Añadir una carta
table-cards-none-chosen = Ninguna carta elegida: elige una, o añade una.
table-cards-card = Carta { $number }:
table-cards-title-hint = El título de la carta, tal como está impreso.
table-cards-stay = Sigue Elegible
table-cards-unshaded = Texto sin sombrear
table-cards-shaded = Texto sombreado
table-cards-remove-step = Quitar este paso
table-cards-add-step = Añadir un paso…
table-cards-remove = Quitar esta carta
table-cards-remove-step-button = Quitar
table-pending-restored = Se retomó la entrada que se estaba haciendo cuando el tablero se cerró por última vez.
table-pending-unread = No se pudo retomar la entrada que se estaba haciendo cuando el tablero se cerró por última vez: { $why }

## Una partida a distancia: claves, asientos, turnos enviados como archivos, robos justos.
table-distance-set-up = Esta partida se juega a distancia; su nombre es { $game }. Envía el registro a los jugadores: cada uno ejecuta `table join` sobre él y te envía el archivo de asiento que escribe; luego siéntalos con `table seats`.
table-no-user-data = No hay carpeta de datos de usuario donde guardar la clave de esta máquina: indica una con --user-data.
table-key-made = Creada la clave de esta máquina para partidas a distancia, en { $file }. Guarda ese archivo para ti.
table-key = Tu clave pública: { $key }
table-not-at-a-distance = Esta partida no se juega a distancia: prepárala con `table setup … --distance`.
table-not-seated = Tu clave ({ $key }) no es uno de los asientos de esta partida.
table-joined = Escrito tu asiento { $seat } ({ $sides }) en { $file }: envíalo a quien guarda el registro de la partida.
table-seated = Sentado { $seat } ({ $sides }).
table-unknown-side = `{ $side }` no es un bando de esta partida; sus bandos son: { $sides }.
table-seats-after-entries = Los asientos se fijan antes de la primera entrada, y este registro tiene { $count } entradas.
table-seats-refused = Los asientos no se fijaron: { $reason }
table-sent = Escrito { $file }: { $count } entradas tras la entrada { $after }, firmadas por { $seat }. Envíalo a los demás asientos.
table-turn-refused = El turno no se tomó, y el registro sigue como estaba: { $reason }
table-refused-volume = es un turno de { $volume }, no del volumen de esta partida.
table-refused-game = pertenece a otra partida.
table-refused-gap = sigue a la entrada { $after }, pero esta copia de la partida tiene { $held } entradas: abre antes los turnos intermedios.
table-refused-off-chain = las primeras { $after } entradas a las que sigue no son las que hay aquí.
table-refused-altered = se cambió después de enviarse: sus entradas no dan el sello que lleva.
table-refused-forged = la entrada { $entry } lleva una firma que no es de { $seat }: es falsa.
table-refused-secret = un secreto que revela para un robo no es válido: { $reason }
table-turn-taken = Tomado el turno de { $seat }: { $count } entradas nuevas.
table-turn-as-line = El turno de { $seat } tomó otro camino desde las entradas de aquí: se guarda como la línea "{ $line }", y las entradas de este registro siguen siendo las de la partida.
table-hand-signed = firmada por { $seat }
table-hand-unsigned = firmada por nadie
table-hand-forged = su firma no es de { $seat }
table-draw-asked = Pediste el robo { $draw } revelando tu secreto.
table-draw-revealed = Revelaste tu secreto para el robo { $draw }.
table-draw-waiting = El robo { $draw } espera los secretos de: { $seats }. Envía tu turno.
table-draw-made = Están todos los secretos: el robo { $draw } descubrió una carta como entrada { $entry }: { $change }
table-draw-none = Están todos los secretos, pero ahora no puede salir ninguna carta.
table-draw-problem = Entrada { $entry }: { $problem }
table-no-seat = ningún asiento
table-next-side = Le toca a: { $side }, jugado por { $seat }.
table-next-table = Ahora: lo que pida la secuencia de juego (no es el turno de un bando).
table-live-failed = No se pudo llegar a la sala de la partida: { $reason }
table-live-no-password = Da tu contraseña de Matrix en un archivo con --password-file, o en la variable de entorno GANDHI_MATRIX_PASSWORD.
table-live-room = Abierta la sala de la partida { $room }: los demás entran con --room { $room }.
table-live-no-room = Indica la sala de la partida con --room, o abre una con --create.
table-live-refused = Un turno enviado por { $sender } no se tomó:
table-live-unsent-line = No enviado ({ $at })
table-live-unsent = La sala siguió por otro camino antes de que se enviaran tus entradas: se guardan como la línea "{ $line }".
table-live-sent = Enviado tu turno a la sala: { $count } entradas.

## Una partida a distancia, en el tablero de la mesa.
table-board-distance = Jugada a distancia
table-board-distance-hint = Cada jugador juega en su propia copia de esta partida; los turnos pasan entre las copias como archivos (o por una sala de Matrix con `table live`), y cada copia juzga cada entrada.
table-board-distance-seat = Te sientas como { $seat }: tus entradas se firman con la clave de esta máquina al terminarlas.
table-board-distance-no-seat = La clave de esta máquina no es uno de los asientos de esta partida: puedes abrir turnos, no enviarlos.
table-board-distance-file = Archivo de turno:
table-board-send-turn = Enviar mi turno
table-board-send-turn-hint = Firma tus entradas desde el último intercambio y escríbelas, con tus secretos para los robos, en el archivo de turno, para los demás jugadores.
table-board-open-turn = Abrir un turno
table-board-open-turn-hint = Toma el archivo de turno que envió otro jugador: solo se toma si continúa esta partida; sus entradas se juzgan, y se revela tu secreto para un robo pedido.
table-board-ask-draw = Pedir la siguiente carta
table-board-ask-draw-hint = Revela tu secreto para el siguiente robo; va con tu próximo turno, y la carta sale cuando cada jugador reveló el suyo.
