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
text-card = Se revela la carta siguiente
verdict-not-eligible = { $a1 } no es Elegible en esta carta.
verdict-acted-on-card = { $a1 } ya ha actuado en esta carta.
verdict-option-taken = { $a1 } tomó una opción que { $a2 } ya había tomado en esta carta.
