# Names of the game's things: Factions, pieces (with a $count for
# singular and plural), markers, tracks, boxes, Operations, Special
# Activities, Campaign Round steps, priority columns, and the descriptive
# names of Towns and Railway lines. Proper names of spaces stay as printed.


## Factions
faction-raj = Raj
faction-congress = Congreso
faction-muslim-league = Liga Musulmana
faction-revolutionaries = Revolucionarios

## Inventory lines
stock-gandhi = Gandhi
stock-guerrillas = Guerrillas

## Support and Opposition
level-active-opposition = Oposición Activa
level-passive-opposition = Oposición Pasiva
level-neutral = Neutral
level-passive-support = Apoyo Pasivo
level-active-support = Apoyo Activo
badge-active-opposition = OA
badge-passive-opposition = OP
badge-passive-support = AP
badge-active-support = AA

## Kinds of space
kind-city = Ciudad
kind-province = Provincia
kind-princely-state = Estado Nativo
kind-railway = Ferrocarril

## Markers
marker-protest = Protesta
marker-unrest = Disturbios
marker-strike = Huelga
marker-badge-protest = P
marker-badge-unrest = D
marker-badge-strike = H
marker-badge-muslim-state = EM
marker-muslim-state = Estado Musulmán

## Tracks
track-restraint = Moderación
track-unity = Unidad
track-raj-resources = Recursos Raj
track-revolutionaries-resources = Recursos Revolucionarios

## Eligibility
eligibility-eligible = Elegible
eligibility-ineligible = No elegible


## Operations (3.2–3.4)
operation-deploy = Despliegue
operation-garrison = Guarnición
operation-sweep = Barrido
operation-assault = Asalto
operation-rally = Reagrupamiento
operation-demonstrate = Manifestación
operation-civil-disobedience = Desobediencia Civil
operation-non-cooperation = No Cooperación
operation-march = Marcha
operation-attack = Ataque
operation-unrest = Disturbios

## Special Activities (4.2–4.5)
special-treaty = Tratado
special-govern = Gobierno
special-martial-law = Ley Marcial
special-negotiate = Negociación
special-satyagraha = Satyagraha
special-persuade = Persuasión
special-infiltrate = Infiltración
special-aid = Ayuda
special-assassinate = Asesinato

## Campaign Round steps (6.1–6.5) and the Crisis cubes (6.8)
phase-victory = Fase de Victoria
phase-strikes = Huelgas en Ferrocarriles
phase-raj-earnings = Ganancias del Raj
phase-revolutionaries-earnings = Ganancias de los Revolucionarios
phase-imperialism = Imperialismo
phase-constructive-programme = Programa Constructivo
phase-pakistan-movement = Movimiento por Pakistán
phase-secret-societies = Sociedades Secretas
phase-new-viceroy = Nueva Administración Colonial
phase-raj-redeploy = Redespliegue del Raj
phase-raj-redeploy-removal = retiradas al final del Redespliegue del Raj
phase-congress-redeploy = Redespliegue del Congreso
phase-league-redeploy = Redespliegue de la Liga Musulmana
phase-revolutionaries-redeploy = Redespliegue de los Revolucionarios
phase-reset = Fase de Reinicio
phase-crisis-cubes = Cubos de la Crisis desde Fuera del Juego
phase-np-protest = Protesta del Congreso no jugador

## Fixed phrases a finding refers to
term-pass = Pasar
term-the-event = el Evento
term-this-action = esta acción
term-release-from-jail = la liberación de Prisión
term-activists = Activistas
term-guerrillas = Guerrillas
term-protest-or-gandhi = una Protesta o Gandhi
term-league-base = una Base de la Liga
term-negotiate-operations = Reagrupamiento, Manifestación o Desobediencia Civil
term-protest-space = una casilla de Protesta
term-muslim-space = una casilla musulmana
term-imperialism = Imperialismo

## Columns of the Space Selection Priorities tables (8.4.1)
column-place-cubes = Colocar Cubos
column-shift-to-support = Desplazar hacia Apoyo
column-remove-or-replace = Retirar o Reemplazar
column-sweep = Barrido
column-place-activists = Colocar Activistas
column-place-protests = Colocar Protestas
column-move-or-release-gandhi = Mover o Liberar a Gandhi
column-shift-to-opposition = Desplazar hacia Oposición
column-demonstrate = Manifestarse
column-place-bases = Colocar Bases
column-place-muslim-states = Colocar Estados Musulmanes
column-place-guerrillas = Colocar Guerrilleros
column-place-unrest = Colocar Disturbios
column-attack-or-go-underground = Atacar o Pasar a la Clandestinidad
column-march = Marcha

## What a non-player does on a card (8.2)
np-choice-event-shaded = el Evento, texto sombreado
np-choice-event-unshaded = el Evento, texto sin sombrear
np-choice-operation-with-special = una Operación con Actividad Especial
np-choice-operation-only = solo una Operación
np-choice-limited-operation = una Operación Limitada
np-choice-pass = Pasar

## Towns and Railway lines: the map's own descriptive names (proper names of spaces stay as printed)
place-western_junction = Nudo occidental
place-southern_junction = Nudo meridional
place-central_junction = Nudo central
place-eastern_junction = Nudo oriental
place-northern_junction = Nudo septentrional

## Pieces, singular and plural
piece-troop = { $count ->
        [one] Tropa
       *[other] Tropas
    }
piece-sepoy = { $count ->
        [one] Cipayo
       *[other] Cipayos
    }
piece-congress-activist = { $count ->
        [one] Activista del Congreso
       *[other] Activistas del Congreso
    }
piece-league-activist = { $count ->
        [one] Activista de la Liga
       *[other] Activistas de la Liga
    }
piece-gandhi = { $count ->
        [one] Gandhi
       *[other] Gandhi
    }
piece-guerrilla-underground = { $count ->
        [one] Guerrilla Oculta
       *[other] Guerrillas Ocultas
    }
piece-guerrilla-active = { $count ->
        [one] Guerrilla Activa
       *[other] Guerrillas Activas
    }
piece-league-base = { $count ->
        [one] Base de la Liga
       *[other] Bases de la Liga
    }
piece-revolutionaries-base = { $count ->
        [one] Base Revolucionaria
       *[other] Bases Revolucionarias
    }
place-rail_bombay = Línea de Bombay
place-rail_bombay_delhi = Línea principal occidental
place-rail_bombay_nagpur = Línea central
place-rail_deccan = Línea del Decán
place-rail_madras = Línea de Madrás
place-rail_nagpur_allahabad = Línea de la India central
place-rail_delhi_allahabad = Línea del alto Ganges
place-rail_allahabad_calcutta = Línea del bajo Ganges
place-rail_nagpur_calcutta = Línea de Bengala
place-rail_delhi_lahore = Línea del Punjab
place-rail_lahore_karachi = Línea del Indo
place-rail_calcutta_assam = Línea de Assam
place-northeastern_terminus = Terminal nororiental

## Options of a Special Activity box on an Arjuna card, as actions

option-release-gandhi = liberar a Gandhi
option-remove-muslim-state = retirar un Estado Musulmán
option-remove-unrest = retirar Disturbios
option-place-muslim-state = colocar un Estado Musulmán
option-place-base = colocar una Base
option-move-gandhi = mover a Gandhi
option-place-activist = colocar un Activista
option-activate-guerrillas = Activar Guerrillas
option-remove-adversary = retirar un adversario
option-remove-protests = retirar Protestas
option-imperialism = Imperialismo
option-remove-adversaries = retirar adversarios

## The Viceroys' capabilities (2.5, 8.1.6), as the program summarises them

viceroy-chelmsford-player-1 = Asalto cuesta 1 Recurso por cada casilla en la que participen Cipayos, sea cual sea la Moderación.
viceroy-chelmsford-non-player-1 = El Número de activación para Asalto es 1.
viceroy-reading-player-1 = La primera casilla elegida para Despliegue no cuesta nada.
viceroy-reading-player-2 = Guarnición no cuesta nada.
viceroy-reading-player-3 = La primera casilla elegida para Barrido no cuesta nada.
viceroy-reading-player-4 = La primera casilla elegida para Asalto no cuesta nada.
viceroy-reading-non-player-1 = Sin efecto sobre un Raj no jugador.
viceroy-irwin-player-1 = Barrido cuesta 1 Recurso por cada casilla en la que participen Cipayos, sea cual sea la Moderación.
viceroy-irwin-non-player-1 = El Número de activación para Barrido es 1.
viceroy-willingdon-player-1 = Despliegue cuesta 1 Recurso por cada Ciudad que reciba Cipayos, sea cual sea la Moderación.
viceroy-willingdon-non-player-1 = El Número de activación para Despliegue es 1.
viceroy-linlithgow-player-1 = Ley Marcial no coloca marcadores de Disturbios.
viceroy-linlithgow-non-player-1 = Ley Marcial no coloca marcadores de Disturbios, y un Raj no jugador puede elegir para ella también casillas sin Disturbios.
viceroy-wavell-player-1 = Durante un Asalto, el Raj puede hacer además un Barrido Limitado gratuito, con Tropas y Cipayos, hacia una de las casillas del Asalto, en cualquier momento del Asalto.
viceroy-wavell-non-player-1 = Antes de un Asalto, un Raj no jugador hace un Barrido hacia una casilla que cumpla las condiciones del Asalto, y después asalta primero esa casilla.
