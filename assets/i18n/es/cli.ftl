# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

own-file-cards = las cartas de la mesa
own-file-np-aid = la ayuda de los no jugadores de la mesa
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
cli-entry-unreadable = --entry { $entries }: se esperaba un número de entrada N o un intervalo N..M, contando desde 1
cli-entry-past-log = { $file }: --entry { $entries }: el registro tiene { $count ->
        [one] 1 entrada
       *[other] { $count } entradas
    }
cli-entry-none = { $file }: ninguna entrada en { $entries }
cli-report-written = escritos: { $files }; SHA-256 de las entradas: { $hash }
cli-to-table-written = Escrito { $file }: { $entries ->
        [one] una entrada
       *[other] { $entries } entradas
    } del registro de la mesa a partir de { $saved } entradas de la partida guardada.
cli-to-table-open = Se omitieron { $open } entradas de una acción aún abierta al final: cerradla y volved a escribir el registro.
cli-to-table-lines = El registro guarda solo la línea principal: se omitieron { $lines } otras líneas de juego.
cli-to-table-own-deck = La partida roba del mazo propio de los jugadores, de cartas o de cartas Arjuna, que el registro de la mesa no conoce.
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

## Help: what each command and option does (--help).
cli-help = Un moderador para Gandhi (GMT COIN Series Vol. IX): comprobaciones de las reglas que citan el reglamento, el Control Raj y los totales de victoria.
cli-help-usage = Uso:
cli-help-commands = Comandos
cli-help-options = Opciones
cli-help-arguments = Argumentos
cli-help-help = Muestra esta ayuda
cli-help-version = Muestra la versión
cli-help-exit-codes = Códigos de salida: 0 éxito, 1 observaciones (check, judge), 2 datos ilegibles o inutilizables.
cli-help-data = Lee los datos de los componentes de esta carpeta (organizada como data/) en lugar de la copia interna.
cli-help-map-checks = Aplica las comprobaciones del mapa de una mesa desde este archivo. Sin él, los comandos usan map_checks.yaml en la carpeta de datos del usuario, si existe.
cli-help-user-data = La carpeta de datos del usuario: de donde se leen los archivos propios de la mesa (las comprobaciones del mapa, las cartas y la ayuda de los no jugadores de la mesa, los archivos propios de un volumen) y donde el tablero guarda sus copias automáticas. Sin ella, la carpeta del programa para este usuario.
cli-help-lang = El idioma de los mensajes: en, it o es. Sin él, el idioma viene de LC_ALL, LC_MESSAGES o LANG (it… italiano, es… español, cualquier otro inglés).
cli-help-game = Una partida guardada que abrir en el tablero.
cli-help-new = Abre el tablero con una partida nueva de este escenario (short, main o quick), sin pasar por la pantalla inicial.
cli-help-seed = Con --new: la semilla (al azar si se omite).
cli-help-check-map = Abre el tablero en el modo de comprobación del mapa, para comparar el mapa con vuestro tablero.
cli-help-setup = Prepara un escenario y escribe su archivo de estado.
cli-help-setup-scenario = Qué escenario: short (1930), main (1917) o quick (Inicio rápido sobre la preparación Main).
cli-help-setup-seed = La semilla del mazo y de cada tirada de dado posterior; al azar si se omite.
cli-help-setup-gandhi = Main e Inicio rápido: la casilla donde el Congreso coloca a Gandhi, un Activista Activo y una Protesta. Sin ella, ese paso queda pendiente.
cli-help-setup-output = El archivo de estado que escribir.
cli-help-totals = Muestra el Control Raj por casilla y los cuatro totales de victoria con sus márgenes.
cli-help-totals-file = Un archivo de estado; o usad --scenario.
cli-help-totals-scenario = Muestra un escenario recién preparado (short, main o quick) en lugar de un archivo.
cli-help-totals-json = Imprime JSON.
cli-help-check = Comprueba un archivo de estado con las reglas estáticas; lista cada observación con su sección.
cli-help-check-file = El archivo de estado.
cli-help-check-json = Imprime JSON: una lista de observaciones.
cli-help-judge = Repite una partida guardada y juzga de nuevo cada entrada con las reglas de hoy: cada observación con su entrada, dónde difieren las observaciones de las que guardó el archivo, y si el sello del registro se mantiene.
cli-help-judge-file = La partida guardada.
cli-help-judge-json = Imprime JSON: las observaciones, las diferencias, el sello.
cli-help-report = Escribe un informe de disputa de las entradas de una partida guardada: una página HTML, con su Markdown y las imágenes del tablero al lado.
cli-help-report-file = La partida guardada.
cli-help-report-entry = Las entradas, numeradas desde 1 como las muestra el Registro: N, o N..M.
cli-help-report-output = El archivo HTML que escribir (NOMBRE.md, NOMBRE-before.svg y NOMBRE-after.svg se escriben al lado).
cli-help-to-table = Escribe una partida guardada como registro de la mesa, entrada por entrada (una acción con sus cambios como una entrada), para abrirla en el tablero de la mesa o con sus órdenes.
cli-help-to-table-file = La partida guardada.
cli-help-to-table-output = El registro de la mesa que escribir.
cli-help-playout = Juega partidas aleatorias enteras de acciones legales, comprobando cada paso, e informa de cómo terminaron y de lo rápido que fueron.
cli-help-playout-scenario = Qué escenario: short (si se omite), main o quick.
cli-help-playout-games = Cuántas partidas (al menos una; 100 si se omite).
cli-help-playout-seed = La semilla de la primera partida (1 si se omite); cada partida siguiente usa la semilla siguiente.
cli-help-playout-save = Escribe la primera partida, guardada, en este archivo.
cli-help-playout-non-players = Sienta estas Facciones como no jugadores (claves separadas por comas, p. ej. raj,revolutionaries): se les aplican las reglas de los no jugadores que valen para cada acción (8.1).
cli-help-playout-round-trip = Tras cada paso, escribe y relee también el archivo de estado y guarda y reabre la partida (con su sello intacto).
cli-help-playout-jobs = Juega las partidas en este número de hilos (1 si se omite); los resultados son los mismos que en uno.
cli-help-playout-keep-going = Juega cada partida aunque una infrinja una regla; cada una se informa, y al final el código de salida es 1.
cli-help-fidelity = Mide lo bien que las comprobaciones detectan las jugadas erróneas: juega partidas con semilla, juzga de nuevo cada paso legal (una observación ahí es una falsa alarma), luego aplica a cada paso errores sueltos de tipos definidos y cuenta los detectados con la sección correcta, con otra, y los que se escapan.
cli-help-fidelity-scenario = Qué escenario: short (si se omite), main o quick.
cli-help-fidelity-games = Cuántas partidas (al menos una; 20 si se omite).
cli-help-fidelity-seed = La semilla de la primera partida (1 si se omite); cada partida siguiente usa la semilla siguiente.
cli-help-fidelity-non-players = Sienta estas Facciones como no jugadores en cada partida (claves separadas por comas); sus turnos los juega el motor de no jugadores, con una ayuda inventada donde los datos no la tienen.
cli-help-fidelity-mix = Alterna en cambio los asientos de una partida a otra: cuatro jugadores, cuatro no jugadores, el Raj y los Revolucionarios como no jugadores, el Congreso y la Liga como no jugadores.
cli-help-fidelity-jobs = Juega las partidas en este número de hilos (1 si se omite); los resultados son los mismos que en uno.
cli-help-fidelity-markdown = Escribe el informe entero, en Markdown, en este archivo.
cli-help-fidelity-freedoms = Escribe la tabla de libertades, en Markdown, en este archivo: cada elección que el reglamento deja a un jugador, y con qué frecuencia la hicieron los pasos legales.

## What the parser refused.
cli-parse-unknown-argument = argumento inesperado `{ $arg }`
cli-parse-unknown-command = ningún comando `{ $command }`
cli-parse-invalid-value = `{ $value }` no es un valor que { $arg } acepte
cli-parse-valid-values = acepta { $values }
cli-parse-missing = falta: { $args }
cli-parse-conflict = { $arg } no va con { $other }
cli-parse-see-help = Para saber más, probad --help.
cli-parse-too-many = { $arg } no admite más valores, pero se dio `{ $value }`
cli-parse-value-count = { $arg } recibió un número equivocado de valores
cli-parse-not-utf8 = un argumento no es texto UTF-8 válido

## Las órdenes propias de la mesa, las mismas para cada volumen.
cli-help-table = Las órdenes propias de la mesa, las mismas para cada volumen que el programa lleva, pasadas por el contrato entre la mesa y un volumen: prepara una partida en el registro de la mesa, la comprueba, la juzga, escribe un informe.
cli-help-table-volume = El volumen, por su clave (por defecto: gandhi, el que lleva este programa).
cli-help-table-setup = Prepara un escenario y escribe el registro de la mesa de una partida nueva.
cli-help-table-setup-scenario = El escenario, por la clave que le da el volumen.
cli-help-table-setup-seed = La semilla de cada robo y cada dado (por defecto: 1).
cli-help-table-setup-output = El registro que escribir.
cli-help-table-setup-distance = Una partida a distancia: la partida recibe un nombre propio, y sus jugadores se sientan antes de la primera entrada.
cli-help-table-key = Muestra la clave pública de esta máquina para partidas a distancia, creando antes la clave si no hay ninguna.
cli-help-table-join = Siéntate en una partida a distancia: escribe en un archivo tu asiento (su nombre, los bandos que juega, tu clave pública y tu compromiso con tus secretos para los robos), para enviarlo a quien guarda el registro.
cli-help-table-join-file = El registro de la partida, tal como lo envió quien lo guarda.
cli-help-table-join-seat = El nombre de tu asiento, como te conocen los demás jugadores.
cli-help-table-join-sides = Los bandos que juegas, por las claves del volumen, separados por comas.
cli-help-table-join-output = El archivo de asiento que escribir.
cli-help-table-seats = Sienta a los jugadores de una partida a distancia, antes de su primera entrada: cada archivo de asiento que escribió su `join`.
cli-help-table-seats-file = El registro de la partida.
cli-help-table-seats-seats = Los archivos de asiento.
cli-help-table-send = Envía tu turno: firma tus entradas desde el último intercambio y escríbelas, con tus secretos para los robos, en un archivo de turno para los demás asientos.
cli-help-table-send-file = El registro de la partida.
cli-help-table-send-output = El archivo de turno que escribir.
cli-help-table-send-after = Envía las entradas tras esta (por defecto: las que siguen a la última entrada firmada por otro asiento).
cli-help-table-open = Abre un turno que envió otro asiento: comprueba que continúa esta partida, juzga sus entradas, revela tu secreto para un robo pedido, descubre la carta cuando están todos los secretos, y di a quién le toca.
cli-help-table-open-file = El registro de la partida.
cli-help-table-open-turn = El archivo de turno.
cli-help-table-draw = Pide la siguiente carta de una partida a distancia: revela tu secreto para el siguiente robo; la carta sale cuando cada asiento reveló el suyo.
cli-help-table-draw-file = El registro de la partida.
cli-help-table-live = Juega una partida a distancia en directo, en una sala de Matrix: lee la sala y toma sus turnos, cada entrada nueva juzgada; revela tu secreto para un robo pedido; envía tus entradas desde el último intercambio (con --send); y di a quién le toca.
cli-help-table-live-file = El registro de la partida.
cli-help-table-live-server = La dirección del homeserver, como https://matrix.org.
cli-help-table-live-user = Tu nombre de usuario de Matrix allí.
cli-help-table-live-password-file = Un archivo con tu contraseña de Matrix (por defecto: la variable de entorno GANDHI_MATRIX_PASSWORD).
cli-help-table-live-create = Abre una sala para esta partida.
cli-help-table-live-invite = Invita a este ID de usuario de Matrix a la sala abierta (un --invite por cada uno).
cli-help-table-live-room = La sala de la partida, por el ID que recibió al abrirse.
cli-help-table-live-send = Envía tus entradas desde el último intercambio.
cli-help-table-live-say = Di esto a la mesa.
cli-help-table-check = Repite un registro y comprueba la posición a la que llega: cada veredicto con su sección, luego los totales.
cli-help-table-check-file = El registro de la mesa.
cli-help-table-check-json = Imprime en JSON.
cli-help-table-totals = Repite un registro y muestra el total de victoria de cada bando, el total que debe superar y su margen, tras la última entrada.
cli-help-table-totals-file = El registro de la mesa.
cli-help-table-totals-json = Imprime en JSON.
cli-help-table-judge = Repite un registro y juzga cada entrada: qué infringió cada una, y si el sello del registro se mantiene.
cli-help-table-judge-file = El registro de la mesa.
cli-help-table-judge-json = Imprime en JSON.
cli-help-table-board = Abre el tablero de la mesa sobre un registro en una ventana: se juega arrastrando las piezas; cada entrada cerrada se escribe de nuevo en el registro.
cli-help-table-board-file = El registro de la mesa.
cli-help-table-board-enter-board = Abre de inmediato el modo de introducción del tablero: introduce el tablero desde tu copia del juego, con clics (para un volumen cuyo reglamento no imprime el tablero).
cli-help-table-report = Escribe en Markdown un informe de las entradas de un registro: los gestos, los veredictos y los totales de cada entrada; en un archivo que termina en .html, un informe de disputa: la página, su Markdown y el tablero antes y después como imágenes.
cli-help-table-report-file = El registro de la mesa.
cli-help-table-report-output = El archivo que escribir (.md, o .html para un informe de disputa).
cli-help-table-report-entry = Solo estas entradas, numeradas desde 1: N, o N..M.
cli-help-table-turn = Hace jugar a una facción su turno con el sistema no jugador sobre un registro: el turno se añade al registro como entrada, juzgada, con el motivo de cada decisión; una elección que queda a los jugadores se pregunta en su lugar (salida 3).
cli-help-table-turn-side = La facción, con la clave del volumen.
cli-help-table-turn-file = El registro de la mesa.
cli-help-table-turn-answers = Una respuesta a las preguntas del sistema, en el orden en que se hacen (un --answer por cada una).
cli-help-table-playout = Hace jugar partidas enteras al generador al azar del volumen y juzga cada entrada que hizo como se juzga cualquier registro: un veredicto que rompe una regla es un desacuerdo entre el generador y las comprobaciones.
cli-help-table-playout-scenario = El escenario, con la clave del volumen.
cli-help-table-playout-games = Cuántas partidas (por defecto: 10), desde las semillas S, S+1…
cli-help-table-playout-seed = La semilla de la primera partida (por defecto: 1).
cli-help-table-playout-json = Imprime en JSON.
