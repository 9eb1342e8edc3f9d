# Las palabras de Vijayanagara en español: los nombres de sus cosas y sus
# veredictos, con los argumentos $a1, $a2…

name-vijayanagara = Vijayanagara
name-sultanate = Sultanato de Delhi
name-bahmani = Reino Bahmaní
name-mongols = Invasores Mongoles
name-standard = Preparación estándar
name-board = el tablero de la mesa
name-mountain-passes = Pasos de Montaña
name-punjab = Punyab
name-delhi = Delhi
name-sindh = Sindh
name-rajput-kingdoms = Reinos Rajputs
name-gujarat = Guyarat
name-jaunpur = Jaunpur
name-malwa = Malwa
name-gondwana = Gondwana
name-madhyadesh = Madhyadesh
name-orissa = Orissa
name-maharashtra = Maharashtra
name-andhra = Andhra
name-karnataka = Karnataka
name-tamilakam = Tamilakam
name-province = Provincia
name-invasion-region = Región de Invasión Mongola
name-troop = Tropas
name-governor = Gobernadores
name-qasbah = Qasbahs
name-amir = Emires
name-amir-rebelling = Emires rebeldes
name-fort = Fuertes
name-raja = Rajás
name-raja-rebelling = Rajás rebeldes
name-temple = Templos
name-mongol = Invasores Mongoles
name-cavalry = Caballería
name-tributary = marcadores de Tributario
name-sultanate-available = Casilla del Sultanato
name-bahmani-available = Casilla bahmaní
name-vijayanagara-available = Casilla de Vijayanagara
name-mongols-available = Casilla de los Invasores Mongoles
name-bahmani-influence-track = Emires en el marcador de Influencia bahmaní
name-vijayanagara-influence-track = Rajás en el marcador de Influencia de Vijayanagara
name-cavalry-pool = Reserva común de Caballería
name-tributary-markers = Marcadores de Tributario fuera del mapa
name-sultanate-resources = Recursos del Sultanato
name-bahmani-resources = Recursos bahmaníes
name-vijayanagara-resources = Recursos de Vijayanagara
name-bahmani-influence = Influencia bahmaní
name-vijayanagara-influence = Influencia de Vijayanagara
name-rebelling = Rebeldes
name-obedient = Obedientes
name-khalji = Khalji
name-tughlaq = Tughlaq
text-pass = { $a1 }: Pasa
text-flip = Voltea { $a3 } { $a2 } en { $a1 }: { $a4 }
text-dynasty = Sube al poder la dinastía { $a1 }
verdict-piece-total = El juego tiene { $a3 } { $a1 }, pero se cuentan { $a2 }.
verdict-wrong-holding = { $a1 } contiene { $a2 } { $a3 }, que van en otro sitio.
verdict-not-here = { $a1 } contiene { $a3 } { $a2 }, que no pueden estar allí.
verdict-structures-stacked = { $a1 } contiene { $a3 } { $a2 }; un espacio contiene como mucho una Estructura de cada tipo.
verdict-cavalry-on-map = { $a1 } contiene { $a3 } Caballería; la Caballería se guarda en las casillas y en la reserva común.
verdict-tributary-marker = { $a1 } contiene { $a3 } marcadores de Tributario; solo una Provincia contiene uno, como mucho.
verdict-obedient-under-control = { $a1 } está Controlada por su Facción, pero { $a3 } { $a2 } allí son Obedientes.
verdict-resources-range = { $a1 } tiene { $a2 } Recursos; van de 0 a 24.
verdict-influence-range = { $a1 } está en { $a2 }; la Influencia va de 0 a 4.
verdict-track-units = El marcador de Influencia { $a1 } contiene { $a2 } Unidades donde su nivel deja { $a3 }.
verdict-pass-income = Al pasar, { $a1 } gana { $a2 } Recursos, pero ha ganado { $a3 }.
verdict-pass-changed = Al pasar, { $a1 } no cambia nada salvo sus Recursos.
text-conscript = { $a1 }: Reclutar{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-march = { $a1 }: Marchar{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-govern = { $a1 }: Gobernar{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-attack = { $a1 }: Atacar{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-rally = { $a1 }: Reunir{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-migrate = { $a1 }: Migrar{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-rebel = { $a1 }: Rebelarse{ $a2 ->
        [limited] , limitado{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
name-collect-tribute = Cobrar Tributo
name-campaign = Campaña
name-demand-obedience = Exigir Obediencia
name-trade = Comerciar
name-build = Construir
name-conspire = Conspirar
name-tax = Gravar
name-compel = Obligar
verdict-not-their-command = { $a1 } no tiene el Mando { $a2 }.
verdict-not-their-decree = { $a1 } no tiene el Decreto { $a2 }.
verdict-limited-with-decree = { $a1 } ejecutó un Mando Limitado con un Decreto; un Mando Limitado va solo.
verdict-limited-spaces = { $a1 } ejecutó un Mando Limitado en { $a2 } espacios; toma uno.
verdict-not-a-province = { $a1 } no es una Provincia: el Reino Bahmaní y el Imperio de Vijayanagara eligen solo Provincias.
verdict-decree-left-to-table = { $a2 } de { $a1 } aún no lo juzga el programa: comprobadlo en la mesa.
verdict-conscript-where = Las Tropas se reclutan solo en Delhi, en un espacio con un Qasbah o en una Provincia Tributaria: no en { $a1 }.
verdict-conscript-too-many = En { $a1 } se reclutaron { $a2 } Tropas, donde caben como mucho { $a3 }.
verdict-moved-twice = { $a2 } piezas salieron de { $a1 }, que tenía { $a3 } antes: en un Mando una pieza se mueve una vez.
verdict-march-not-adjacent = Tropas o Gobernadores marcharon de { $a1 } a { $a2 }, que no son adyacentes.
verdict-govern-where = El Sultanato Gobierna solo en Provincias Tributarias o Controladas por el Sultanato, en las Regiones de Invasión Mongola y en Delhi: no en { $a1 }.
verdict-govern-one-or-other = En { $a1 }, Gobernar o coloca un Gobernador o, donde hay un Gobernador, retira Unidades y coloca un Qasbah.
verdict-govern-without-governor = Gobernar retiró Unidades o colocó un Qasbah en { $a1 }, donde no había Gobernador.
verdict-govern-removes-two = Gobernar retiró { $a2 } Unidades en { $a1 }; retira dos como mucho.
verdict-rally-where = Se reunieron Unidades en { $a1 }, donde la Facción no tenía piezas.
verdict-rally-too-many = En { $a1 } se reunieron { $a2 } Unidades, donde caben como mucho { $a3 }.
verdict-rally-placed-as = { $a2 } Unidades reunidas en { $a1 } se colocaron { $a3 }.
verdict-migrate-not-adjacent = Unidades migraron de { $a1 } a { $a2 }, que no son adyacentes.
verdict-migrate-too-many = { $a2 } Unidades migraron a { $a1 }; tres como mucho.
verdict-migrate-into-tributary = Las Unidades que migran a { $a1 }, una Provincia Tributaria, pasan a Obedientes.
verdict-migrate-shift = { $a1 } desplazó la Influencia en { $a2 } (la del rival en { $a3 }): un paso cada una, en un destino con una pieza del rival.
verdict-rebel-under-khalji = { $a1 } se rebeló bajo la dinastía Khalji.
verdict-rebel-majority = La Rebelión en { $a1 } tenía { $a2 } piezas contra { $a3 }; deben superar a todas las demás.
verdict-rebel-flips-all = Rebelarse voltea a rebeldes todas las Unidades de la Facción en { $a1 }.
verdict-build-one = { $a1 } construyó más de un { $a2 }.
verdict-build-where = Se construyó una Estructura en { $a1 }, donde la Facción no tenía Unidades.
verdict-demand-where = Se exigió obediencia en { $a1 }, que no está Controlada por el Sultanato con un Gobernador.
verdict-demand-flips = Exigir Obediencia voltea las Unidades rebeldes de { $a1 } a Obedientes.
verdict-action-resources = Los Recursos de { $a1 } debían cambiar en { $a2 }, pero cambiaron en { $a3 }.
verdict-decree-cavalry = El Decreto de { $a1 } toma { $a2 } Caballería de la reserva común, pero salieron { $a3 }.
verdict-unexplained = { $a1 }: { $a2 } cambió en { $a3 }, lo que la acción declarada no hace.
verdict-unexplained-track = La acción de { $a1 } movió un marcador o la carta de Dinastía, que no mueve.
verdict-attack-where = Se atacó { $a1 }, donde el atacante no puede Atacar.
verdict-attack-two-defenders = Dos Facciones perdieron piezas en el Ataque en { $a1 }; un Ataque tiene un solo defensor.
verdict-attack-losses = En { $a1 } el defensor perdió { $a2 } y el atacante { $a3 }: más de lo que permiten sus dados, o sin Unidades al otro lado para tirar.
verdict-attack-casualties-where = { $a2 } Unidades del atacante salieron de { $a1 }, desde donde ninguna podía unirse a un Ataque.
verdict-attack-influence = El Ataque movió la Influencia bahmaní en { $a3 } y la de Vijayanagara en { $a4 }, lo que sus batallas no pueden: un paso en cada sentido por cada batalla entre los dos.
verdict-campaign-route = Tropas o Gobernadores fueron de { $a1 } a { $a2 }: una Campaña sigue una ruta de hasta tres espacios adyacentes.
verdict-conspire-where = Se reemplazó un Gobernador o un Rajá en { $a1 }, donde Conspirar no puede (una Provincia con una pieza bahmaní; Rajás, o al lado, con Influencia 2 o más; siempre una Provincia).
verdict-conspire-rebelling = Un Rajá rebelde reemplazado en { $a1 } lo es por un Emir rebelde.
verdict-conspire-two = Conspirar reemplazó piezas en { $a1 } Provincias; dos como mucho.
verdict-compel-one = Obligar trajo Rajás a { $a1 } Provincias, { $a2 } en total: una Provincia, dos Rajás como mucho.
verdict-compel-where = Obligar eligió { $a1 }, que no es una Provincia con o junto a una pieza de Vijayanagara.
verdict-compel-not-adjacent = Rajás obligados de { $a1 } a { $a2 }, que no son adyacentes.
verdict-compel-removes = Obligar retiró { $a2 } piezas en { $a1 }; una como mucho, y solo con Influencia 2 o más.
text-card = Se revela la carta siguiente{ $a1 ->
        [invasion] : una carta de Invasión Mongola para { $a2 }
        [succession] : una carta de Sucesión
        [timurid] : una carta del Imperio Timúrida
       *[other] {""}
    }
text-campaign = { $a1 }: Campaña, en la carta de Sucesión
verdict-not-eligible = { $a1 } no es Elegible en esta carta.
verdict-acted-on-card = { $a1 } ya ha actuado en esta carta.
verdict-option-taken = { $a1 } tomó una opción que { $a2 } ya había tomado en esta carta.
trace-flipped-rebelling = { $a1 } está ahora Controlada por { $a2 }: sus { $a3 } Unidades Obedientes allí pasan a rebeldes.
text-end = La partida termina
text-instructions = Se ejecutan las instrucciones de la carta
name-instructions = La carta
name-yes = Sí
name-no = No
name-done = Nada más
name-stop = Parar
name-amass = Concentrar
name-advance = Avanzar
name-attack-mountain-passes = Atacar y Saquear en los Pasos de Montaña
name-attack-punjab = Atacar y Saquear en el Punyab
name-attack-delhi = Atacar y Saquear en Delhi
name-charge-2 = Carga: un 2 propio pasa a 1
name-charge-3 = Carga: un 3 propio pasa a 2
name-charge-4 = Carga: un 4 propio pasa a 3
name-charge-5 = Carga: un 5 propio pasa a 4
name-charge-6 = Carga: un 6 propio pasa a 5
name-screen-2 = Pantalla: quitar un 2 mongol
name-screen-3 = Pantalla: quitar un 3 mongol
name-screen-4 = Pantalla: quitar un 4 mongol
name-screen-5 = Pantalla: quitar un 5 mongol
name-screen-6 = Pantalla: quitar un 6 mongol
name-bahmani-up = Influencia bahmaní sube uno
name-bahmani-down = Influencia bahmaní baja uno
name-vijayanagara-up = Influencia de Vijayanagara sube uno
name-vijayanagara-down = Influencia de Vijayanagara baja uno
name-deck = las cartas
name-dynasty = la carta de Dinastía
verdict-game-over = La partida terminó con la invasión de Delhi por Timur: después no viene nada.
verdict-no-instructions = Una carta de Evento no tiene instrucciones que ejecute el programa: en ella actúan sus Facciones.
verdict-instructions-done = Las instrucciones de la carta descubierta ya se ejecutaron.
verdict-interrupted = { $a1 } no puede actuar así mientras esta carta interrumpe el juego normal.
verdict-instructions-pending = Se reveló la carta siguiente antes de ejecutar las instrucciones de la carta descubierta.
verdict-deck-order = { $a1 ->
        [card] Una carta de Evento
       *[other] Esta carta
    } no puede salir ahora: el montón { $a2 } ya mostró { $a3 } cartas de Evento y { $a4 } cartas de Invasión Mongola.
verdict-decree-alone = { $a1 } tomó { $a2 } sin un Comando: solo una carta de Sucesión permite un Decreto por sí solo.
verdict-campaign-region = La Campaña de una carta de Sucesión usa solo Delhi y las Provincias, no { $a1 }.
verdict-instructions-changed = { $a1 }: { $a2 } cambió en { $a3 }, lo que las instrucciones de esta carta no cambian.
verdict-instructions-track = Las instrucciones de esta carta no cambian { $a1 }.
verdict-cavalry-not-from-pool = { $a1 } tomó { $a2 } fichas de Caballería de otras Facciones mientras la reserva común aún tiene { $a3 }: las fichas salen de la reserva mientras le queden.
verdict-plunder-resources = Los Recursos del Sultanato pasaron de { $a1 } a { $a2 }: un saqueo solo los reduce, y no por debajo de 3.
verdict-amassed-too-many = Entraron en el mapa { $a1 } Invasores Mongoles; dos Comandos Concentrar traen seis como mucho.
verdict-too-many-troops-removed = { $a1 } Tropas dejaron las Provincias; dos saqueos de Delhi quitan cuatro como mucho.
verdict-too-many-losses = El Sultanato perdió { $a1 } Unidades ante los Mongoles; dos batallas quitan diez como mucho.
verdict-gifts-influence = La Influencia de { $a1 } pasó de { $a2 } a { $a3 }; los regalos cuestan un paso, o nada.
verdict-gifts = Los regalos dan a { $a1 } { $a2 } Recursos y { $a3 } de Caballería, pero ganó { $a4 } y { $a5 }.
verdict-zenith-dynasty = La primera carta de Sucesión lleva al poder a la dinastía Tughlaq.
verdict-zenith-cavalry = Aquí el Reino Bahmaní gana { $a1 } de Caballería, pero ganó { $a2 }.
verdict-zenith-resources = Aquí el Imperio de Vijayanagara gana { $a1 } Recursos, pero ganó { $a2 }.
verdict-rise-gain = { $a1 } gana { $a2 } entre Recursos y Caballería juntos, pero ganó { $a3 } Recursos y { $a4 } de Caballería.
verdict-rise-one-at-a-time = Cada Facción del Decán toma su ganancia tras su propio Comando Limitado gratuito: de una en una.
verdict-lords-paid = { $a1 } pagó { $a2 } Recursos: cada desplazamiento cuesta 3, tres como mucho.
verdict-lords-shifts = Se pagaron { $a1 } desplazamientos, pero los marcadores de Influencia se movieron { $a2 } pasos.
verdict-timurid-gather = La mitad de los Invasores Mongoles disponibles, { $a1 }, entra en los Pasos de Montaña; entraron { $a2 }.
verdict-timur-left-behind = Quedaron Unidades en { $a1 }; el ejército de Timur y los defensores siguen hacia Delhi.
verdict-timur-stopped = El asalto de Timur a Delhi se detuvo con { $a1 } Invasores y { $a2 } Unidades del Sultanato aún allí: sigue hasta que un bando desaparece.
verdict-timur-no-end = La invasión de Timur cierra la partida: no se marcó el final.
trace-picks = { $a1 } elige los dos Comandos de los Invasores Mongoles.
trace-no-mongol-command = Ningún Comando Mongol puede ejecutarse como { $a1 ->
        [1] primer
       *[other] segundo
    } Comando.
trace-amass = Concentrar: { $a1 } Invasores Mongoles entran en los Pasos de Montaña.
trace-mongols-onward = { $a1 } Invasores más allá del cuarto siguen de { $a2 } a { $a3 }.
trace-advance = Avanzar: { $a1 } Invasores van de { $a2 } a { $a3 }.
trace-no-battle = No hay batalla en { $a1 }: un bando no tiene Unidades allí.
trace-plunder = Saqueo de { $a1 }: quedan { $a2 } Invasores, el Sultanato pierde { $a3 } Recursos (no por debajo de 3).
trace-mongols-back = { $a1 } Invasores más allá del tercero en { $a2 } vuelven a su casilla.
trace-troop-removed = El Sultanato quita una Tropa de { $a1 }.
trace-no-troop-to-remove = Tras el saqueo de { $a1 } ninguna Provincia tiene una Tropa que quitar.
trace-dice = Batalla en { $a1 }: los Mongoles tiran { $a2 }, el Sultanato { $a3 }.
trace-mongol-charge = La Carga mongola convierte un { $a1 } en un { $a2 }.
trace-mongol-no-charge = La Carga mongola no puede ayudar.
trace-hits = Tras la Caballería, los Mongoles muestran { $a2 } y el Sultanato { $a3 }: { $a4 } impactos mongoles, { $a5 } impactos del Sultanato.
trace-cavalry-spent = El Sultanato gasta una ficha de Caballería: { $a1 }.
trace-no-gifts = { $a1 } no tiene Influencia que ceder por los regalos.
trace-gifts-refused = { $a1 } rechaza los regalos.
trace-gifts-taken = { $a1 } cede una Influencia por { $a2 } Recursos y dos de Caballería.
trace-no-cavalry-left = No queda ninguna ficha de Caballería para { $a1 }.
trace-cavalry-taken = La reserva común está vacía: { $a1 } toma una ficha de { $a2 }.
trace-tughlaq = Llega al poder la dinastía Tughlaq: el Reino Bahmaní y el Imperio de Vijayanagara ya pueden Rebelarse.
trace-may-campaign = El Sultanato puede declarar ahora una Campaña por sí sola, por Delhi y las Provincias.
trace-zenith-cavalry = El Reino Bahmaní gana { $a1 } de Caballería (su Influencia y sus Fuertes).
trace-zenith-resources = Al Imperio de Vijayanagara le tocan { $a1 } Recursos (su Influencia y sus Templos) y gana { $a2 }.
trace-free-limited = { $a1 } puede tomar su Comando Limitado gratuito antes de su ganancia.
trace-rise-gain = { $a1 } gana { $a2 }: { $a3 } Recursos y { $a4 } de Caballería.
trace-cannot-pay = { $a1 } no puede pagar 3 Recursos por un desplazamiento.
trace-shifted = { $a1 } paga 3 Recursos: { $a2 } tiene ahora Influencia { $a3 }.
trace-timurid-gather = { $a1 } Invasores Mongoles, la mitad de los disponibles, se reúnen en los Pasos de Montaña.
trace-timur-moves = Toda Unidad que queda en { $a1 } sigue hacia { $a2 }.
trace-final-scores = Puntuaciones finales: Sultanato { $a1 }, Reino Bahmaní { $a2 }, Imperio de Vijayanagara { $a3 }.
trace-winner = Gana { $a1 }.
trace-outcome-sultanate = El Sultanato frenó su propio declive: Delhi resistió a los Mongoles y los tributos del sur siguieron llegando, aunque su futuro en el Decán sigue siendo sombrío.
trace-outcome-bahmani = El Reino Bahmaní volvió a los gobernadores de Delhi contra su señor, aprovechó su ventaja inicial en el arte de la guerra para tomar amplias tierras y atrajo colonos y sabios con su influencia creciente.
trace-outcome-vijayanagara = El Imperio de Vijayanagara creció sobre una población numerosa y una economía sólida, extendió lejos su influencia y entretejió sus relatos de fundación con los cultos de todo el Decán.
trace-tied = Nadie gana en solitario: { $a1 } empatan en puntos y Recursos (puede decidir una partida de Aadu-Huli aata).
question-cavalry-from = La reserva común de Caballería está vacía: ¿de qué Facción toma una ficha { $a1 }?
question-track-unit-from = El marcador de Influencia de { $a1 } necesita recuperar una Unidad: ¿de qué espacio?
question-mongol-command = { $a1 } elige el { $a2 ->
        [1] primer
       *[other] segundo
    } Comando Mongol.
question-advance-from = ¿Avanzar desde qué espacio?
question-advance-count = ¿Cuántos Invasores avanzan desde { $a1 }?
question-remove-troop = Tras el saqueo de { $a1 }: ¿de qué Provincia quita el Sultanato una Tropa?
question-sultanate-cavalry = Batalla en { $a1 }: los Mongoles muestran { $a2 }, el Sultanato { $a3 }; tiene { $a4 } de Caballería. ¿Gasta una?
question-sultanate-loss = El Sultanato pierde una Unidad en { $a1 }: ¿cuál?
question-gifts = ¿Cede { $a1 } una Influencia por dos Recursos y dos de Caballería?
question-rise-cavalry = { $a1 } gana { $a2 }: ¿cuántos como Caballería (el resto como Recursos)?
question-lords-shift = { $a1 } puede pagar 3 Recursos por un desplazamiento ({ $a2 } de tres): ¿cuál?
name-prosperity = Prosperidad
text-dice = Dados del Ataque en { $a1 }: { $a2 } para el atacante, { $a3 } para el defensor
verdict-attack-dice = El Ataque en { $a1 } tiró { $a2 } dados contra { $a3 }: cuatro (tres contra el Reino Bahmaní con un Fuerte) contra dos.
text-event = { $a1 }: Evento{ $a2 ->
        [shaded] , sombreado{ $a3 ->
            [stay] , Sigue Elegible
           *[other] {""}
        }
        [stay] , Sigue Elegible
       *[other] {""}
    }
verdict-event-left-to-table = El texto del Evento de { $a1 } no está en el programa: comprueba sus cambios en la mesa.
mark-tributary = Tr
text-event-card = Se revela la carta siguiente: { $a1 }
name-step-resources = Recursos
name-step-influence = Influencia
name-step-cavalry = Caballería
name-step-place = Colocar
name-step-remove = Retirar
name-step-move = Mover
name-step-flip = Voltear
name-step-tributary = Marcadores de Tributario
verdict-event-stay = { $a1 } declaró el Evento { $a2 ->
        [true] sin "Sigue Elegible", que su carta tiene
       *[other] con "Sigue Elegible", que su carta no tiene
    }.
verdict-event-track = Los pasos del Evento cambian { $a1 } en { $a2 }, pero cambió en { $a3 }.
verdict-event-cavalry = Los pasos del Evento dan a { $a1 } { $a2 } fichas de Caballería, pero sus fichas cambiaron en { $a3 }.
verdict-event-pieces = { $a1 }: los pasos del Evento permiten como mucho { $a3 } { $a2 }, pero fueron { $a4 }.
verdict-event-tributary = Los pasos del Evento cambian los marcadores de Tributario del mapa hasta en { $a1 }, pero cambiaron en { $a2 }.
verdict-event-dynasty = Los pasos del Evento no giran la carta de Dinastía.
verdict-card-again = { $a1 } ya se reveló: cada carta de Evento está una sola vez en el mazo.
