# Findings: what does not fit the rules, one message per issue code of the
# validator (`issue-` and the code in kebab-case), with the code's named
# arguments; and the provisional facts a finding may rest on.

## The state itself (static checks)

issue-bases-over-population = { $space } tiene Población { $population } y admite como mucho { $population } { $population ->
        [one] Base
       *[other] Bases
    }; tiene { $bases }
issue-base-on-railway = { $space } es un Ferrocarril y no admite Bases; tiene { $bases }
issue-troops-in-princely-state = { $space } es un Estado Nativo, donde las Tropas nunca pueden estar; tiene { $troops }
issue-troops-in-muslim-state = { $space } es un Estado Musulmán, donde las Tropas nunca pueden estar; tiene { $troops }
issue-protests-stacked = { $space } tiene { $protests } marcadores de Protesta; una casilla admite como mucho uno
issue-muslim-state-outside-province = { $space } es { $kind }; el marcador de Estado Musulmán solo va en una Provincia
issue-level-on-railway = { $space } es un Ferrocarril y no tiene Apoyo ni Oposición, pero muestra { $level }
issue-strikes-stacked = { $space } tiene { $strikes } marcadores de Huelga; un Ferrocarril admite como mucho uno
issue-unrest-on-railway = { $space } es un Ferrocarril y tiene { $unrest } { $unrest ->
        [one] marcador
       *[other] marcadores
    } de Disturbios; en un Ferrocarril se coloca una Huelga
issue-strike-off-railway = { $space } no es un Ferrocarril pero tiene { $strikes } { $strikes ->
        [one] marcador
       *[other] marcadores
    } de Huelga; las Huelgas solo van en Ferrocarriles
issue-pieces-miscounted = { $stock }: el juego tiene { $exist }, la mesa muestra { $counted } ({ $on_map } en el mapa, { $available } Disponibles, { $out_of_play } Fuera del Juego, { $jail } en Prisión{ $pending ->
        [0] {""}
       *[other] , { $pending } pendientes de preparación
    }): { $surplus ->
        [0] { $shortfall } que faltan
       *[other] { $surplus } de más
    }
issue-gandhi-available = Gandhi está en Disponibles; nunca lo está: va en el mapa o en Prisión
issue-gandhi-out-of-play = Gandhi está Fuera del Juego; no puede ser eliminado: solo va en el mapa o en Prisión
issue-not-arrestable = la Prisión contiene { $count } { $piece }; solo se arresta a Gandhi y a los Activistas
issue-too-many-protests = hay { $in_india } marcadores de Protesta en la India pero solo existen { $exist }
issue-too-many-unrest-markers = hay { $in_india } marcadores de Disturbios y Huelga en la India; solo existen { $exist }
issue-track-out-of-bounds = { $track } está en { $value }; debe estar entre { $min } y { $max }
issue-no-viceroy = la casilla del Virrey de la India está vacía; cada Campaña tiene un Virrey
issue-card-repeated = { $card } aparece más de una vez entre la carta actual, el mazo, las jugadas, las apartadas y el Virrey
issue-event-cards-missing = { $missing ->
        [one] una carta de Evento no está
       *[other] { $missing } cartas de Evento no están
    } en ninguna parte: cada una de las { $events } debe ser la carta actual, estar en el mazo, jugada o apartada

## Declared actions, Campaign Round steps, the sequence of play and Events

issue-not-your-operation = { $faction } no puede ejecutar { $operation }: es una Operación de otra Facción
issue-not-your-special = { $faction } no puede ejecutar { $special }: es una Actividad Especial de otra Facción
issue-special-with-limited = una Operación Limitada no permite ninguna Actividad Especial
issue-special-part-unmarked = marca dónde empieza y termina { $special }, para distinguir sus cambios de los de la Operación
issue-special-not-with-this-operation = { $special } solo puede acompañar a { $operations }
issue-limited-too-many-spaces = una Operación Limitada se realiza en una sola casilla; aquí { $operation } abarca { $spaces } casillas
issue-limited-many-origins = una Marcha Limitada mueve Guerrillas desde una sola casilla de origen; aquí las casillas de origen son { $origins }
issue-limited-many-destinations = { $operation } como Operación Limitada lleva las fichas a una sola casilla de destino; aquí los destinos son { $destinations }
issue-change-not-part-of = { $space } ha cambiado, algo que { $action } no hace
issue-box-change-not-part-of = la casilla de { $box } ha cambiado, algo que { $action } no hace
issue-track-change-not-part-of = { $track } ha cambiado en { $change }, algo que { $action } no hace
issue-pieces-from-nowhere = { $count } { $piece } han aparecido en { $space } sin salir de la casilla de Disponibles
issue-np-removed-own-pieces = un no jugador nunca quita por elección sus propias piezas del mapa, solo los jugadores pueden; sin embargo sus piezas dejaron { $space }
issue-cost-wrong = { $action } cuesta aquí { $cost } Recursos, pero los Recursos han cambiado en { $change }
issue-cost-not-affordable = { $action } cuesta { $cost } Recursos, pero solo había { $had }
issue-transfer-not-now = la Facción { $from } transfirió Recursos a la Facción { $to } cuando ni el Raj ni los Revolucionarios estaban ejecutando una Operación, una Actividad Especial o un Evento
issue-transfer-between = las Facciones { $from } y { $to } no pueden transferirse Recursos: solo el Raj y los Revolucionarios tienen Recursos que transferir
issue-transfer-too-much = la Facción { $from } transfirió { $amount } { $amount ->
        [one] Recurso
       *[other] Recursos
    } pero solo tenía { $had }
issue-transfer-non-player = la Facción { $faction } es no jugadora y no tiene Recursos: ni los recibe ni los cede
issue-too-many-spaces = { $action } puede seleccionar aquí { $limit } { $limit ->
        [one] casilla
       *[other] casillas
    } además de las que tienen { $free }; { $selected ->
        [one] se ha seleccionado
       *[other] se han seleccionado
    } { $selected }
issue-special-too-many-spaces = { $special } selecciona como mucho { $limit } { $limit ->
        [one] casilla
       *[other] casillas
    }; { $selected ->
        [one] se ha seleccionado
       *[other] se han seleccionado
    } { $selected }
issue-deploy-not-city = { $space } no es una Ciudad: el Despliegue solo coloca cubos en Ciudades
issue-deploy-over-six = el Despliegue coloca como mucho seis cubos en una Ciudad; { $space } ha recibido { $count }
issue-deploy-from-map-while-available = se han tomado { $count } { $piece } del mapa cuando aún quedaban { $available } Disponibles
issue-deploy-out-of-play-over-two = el Despliegue mueve como mucho dos cubos de Fuera del Juego a Disponibles; se han movido { $count }
issue-move-impossible = { $count } { $piece } no pueden haber llegado a { $space } con un movimiento válido de { $action }
issue-move-out-of-protest = durante { $action } los cubos no pueden salir de { $space }, que es una casilla de Protesta
issue-troops-into-state = las Tropas no pueden entrar en { $space }, que es un Estado
issue-cubes-left-on-railway = los cubos que entraron en { $space } durante el Barrido no pueden quedarse en un Ferrocarril
issue-activation-wrong = en { $space } los cubos presentes debían Activar { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    }; { $found ->
        [one] se ha Activado
       *[other] se han Activado
    } { $found }
issue-railway-activation-wrong = en { $space }, tras la Guarnición se Activa una Guerrilla por cada cubo: se esperaban { $expected }, hay { $found }
issue-assault-no-raj-forces = en { $space } no hay fuerzas del Raj con las que llevar a cabo un Asalto
issue-removed-too-many = { $space }: los cubos presentes pueden eliminar { $allowed } { $allowed ->
        [one] ficha
       *[other] fichas
    }; { $removed ->
        [one] se ha eliminado
       *[other] se han eliminado
    } { $removed }
issue-removed-too-few = { $space }: cuando una Facción es objetivo, sus fichas se eliminan hasta donde se pueda (se podían eliminar { $possible }, se han eliminado { $removed })
issue-removed-inactive = { $space }: se han eliminado { $count } { $piece }, pero solo pueden eliminarse fichas Activas
issue-bases-not-last = { $space }: se ha eliminado una Base mientras aún la protegían { $protectors }
issue-troops-not-last = { $space }: se ha eliminado una Tropa mientras aún quedaban Cipayos
issue-wrong-box = { $count } { $piece } han ido a la casilla de { $went }, pero { $pieces } van a la casilla de { $should }
issue-gandhi-not-removable = Gandhi nunca es eliminado por { $action }
issue-gandhi-arrest-effects-missing = Gandhi ha sido arrestado, así que al final del turno del Raj la Moderación baja un nivel (−1); ha cambiado en { $change }
issue-gandhi-arrest-protests-too-many = tras el arresto de Gandhi el Congreso coloca como mucho dos Protestas en casillas que no son Ferrocarril; se han colocado { $count }
issue-rally-space-has-support = { $space } tiene Apoyo: el Reagrupamiento selecciona casillas sin Apoyo (además de las casillas adicionales que admite la regla)
issue-rally-not-on-railway = { $space } es un Ferrocarril: el Reagrupamiento selecciona Ciudades, Provincias y Estados
issue-rally-too-many-activists = el Reagrupamiento coloca { $expected } { $expected ->
        [one] Activista
       *[other] Activistas
    } en { $space }; { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed }
issue-rally-too-many-activists-taken = el Reagrupamiento coloca { $expected } { $expected ->
        [one] Activista
       *[other] Activistas
    } en { $space }; en cambio { $taken ->
        [one] se ha quitado
       *[other] se han quitado
    } { $taken }
issue-rally-base-needs-unity = una Base en { $space } ocupa el lugar de { $expected } { $expected ->
        [one] Activista
       *[other] Activistas
    } (Unidad); { $removed ->
        [one] se eliminó
       *[other] se eliminaron
    } { $removed }
issue-rev-rally-base-needs-unity = una Base en { $space } ocupa el lugar de { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } (Unidad); { $removed ->
        [one] se eliminó
       *[other] se eliminaron
    } { $removed }
issue-rally-base-no-room = { $space } no tiene sitio para otra Base
issue-rally-out-of-play-over-one = el Reagrupamiento mueve una sola ficha de Fuera del Juego a Disponibles; se han movido { $count }
issue-rally-jail-and-out-of-play = el Reagrupamiento mueve un Activista de Fuera del Juego o libera prisioneros, no ambas cosas
issue-die-missing = para comprobar { $action } hace falta su tirada de dado
issue-rally-release-wrong = el dado ha sacado { $die }, así que { $expected ->
        [one] sale
       *[other] salen
    } de Prisión { $expected } { $expected ->
        [one] Activista
       *[other] Activistas
    }; { $released ->
        [one] ha salido
       *[other] han salido
    } { $released }
issue-unity-shift-wrong = la Unidad debía cambiar en { $expected }; ha cambiado en { $found }
issue-restraint-shift-wrong = la Moderación debía cambiar en { $expected }; ha cambiado en { $found }
issue-demonstrate-protest-under-control = { $space } tiene Control Raj: la Manifestación no coloca allí ninguna Protesta
issue-demonstrate-on-railway = { $space } es un Ferrocarril: la Manifestación solo mueve Activistas a casillas que no son Ferrocarril
issue-league-activists-unaccompanied = el Congreso puede mover a { $space } { $allowed } { $allowed ->
        [one] Activista
       *[other] Activistas
    } de la Liga (Unidad, uno por uno con Activistas del Congreso); { $moved ->
        [one] se ha movido
       *[other] se han movido
    } { $moved }
issue-protests-unavailable = { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed } { $placed ->
        [one] marcador
       *[other] marcadores
    } de Protesta, pero solo { $available } { $available ->
        [one] estaba Disponible
       *[other] estaban Disponibles
    } para Operaciones
issue-protest-where-one-is = { $space } ya tenía un marcador de Protesta
issue-civil-disobedience-no-activists = en { $space } no hay Activistas de la Facción { $faction } que seleccionar para la Desobediencia Civil
issue-civil-disobedience-no-protest = la Desobediencia Civil coloca una Protesta Disponible en { $space }, que no tenía ninguna; no se ha colocado ninguna
issue-civil-disobedience-move-not-to-railway = la Desobediencia Civil solo mueve Activistas de { $space } a Ferrocarriles adyacentes
issue-non-cooperation-not-eligible = { $space } no puede seleccionarse para No Cooperación: necesita una Protesta, Activistas de la Facción { $faction } y ningún Control Raj
issue-non-cooperation-shift-wrong = la No Cooperación desplaza { $space } un nivel hacia Oposición Activa; se ha desplazado { $levels }
issue-rev-rally-not-eligible = { $space } no puede seleccionarse para Reagrupamiento: tiene Apoyo y ninguna Base Revolucionaria
issue-rev-rally-too-many-guerrillas = el Reagrupamiento coloca { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } en { $space }; { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed }
issue-rev-rally-too-many-guerrillas-taken = el Reagrupamiento coloca { $expected } { $expected ->
        [one] Guerrilla
       *[other] Guerrillas
    } en { $space }; en cambio { $taken ->
        [one] se ha quitado
       *[other] se han quitado
    } { $taken }
issue-guerrillas-placed-active = { $space }: las Guerrillas se colocan Ocultas
issue-march-activation-wrong = { $space }: allí las Guerrillas que mueven más los cubos pasan de 3, por lo que las Guerrillas que mueven se Activan
issue-march-activated-needlessly = { $space }: se han Activado Guerrillas, pero allí la Marcha no las Activa
issue-attack-no-guerrillas = en { $space } no hay Guerrillas con las que Atacar
issue-attack-not-all-activated = el Ataque Activa todas las Guerrillas de { $space }
issue-attack-die-missing = el Ataque en { $space } necesita su tirada de dado
issue-attack-failed-but-removed = el Ataque en { $space } ha fallado (dado { $die }, { $guerrillas } { $guerrillas ->
        [one] Guerrilla
       *[other] Guerrillas
    }) y aun así se han eliminado fichas
issue-attack-removed-over-two = un Ataque con éxito elimina hasta dos fichas; en { $space } se han eliminado { $removed }
issue-attack-unrest-wrong = { $space }: un Ataque con éxito coloca un marcador de Disturbios donde hay una Protesta o no hay Control Raj
issue-unrest-not-eligible = { $space } no puede seleccionarse para Disturbios: necesita una Guerrilla Oculta (o, en Crisis, Activistas de las dos Facciones no violentas)
issue-unrest-marker-wrong = la Operación Disturbios añade en { $space } un marcador de Disturbios (una Huelga si es un Ferrocarril) y la desplaza un nivel hacia Neutral
issue-unrest-activation-wrong = la Operación Disturbios Activa una Guerrilla Oculta en { $space }
issue-treaty-not-state = { $space } no es un Estado: el Tratado solo selecciona Estados
issue-treaty-both-options = en { $space } el Tratado elimina fichas o hace entrar Cipayos, no ambas cosas
issue-govern-no-cubes = el Gobierno selecciona casillas con cubos; { $space } no tiene ninguno
issue-govern-two-options = en { $space } el Gobierno hace una sola cosa: eliminar una ficha Activa, eliminar una Huelga o una Protesta, o comprar Imperialismo
issue-govern-marker-with-activists = el Gobierno elimina una Huelga o una Protesta solo donde no hay Activistas; { $space } tiene alguno
issue-imperialism-with-adversaries = el Imperialismo solo se compra donde no hay adversarios Activos; { $space } tiene alguno
issue-imperialism-cost-wrong = por lo que se ha hecho, el Imperialismo en { $space } cuesta { $cost } Recursos
issue-imperialism-too-far = el Imperialismo desplaza una casilla como mucho dos niveles, y solo cuando ya no le quedan Disturbios
issue-martial-law-not-eligible = para la Ley Marcial { $space } necesita tener tanto cubos como Activistas
issue-martial-law-not-activist = la Ley Marcial solo elimina Activistas, pero en { $space } se ha eliminado otra ficha ({ $piece })
issue-martial-law-too-many-spaces = la Ley Marcial selecciona una casilla ({ $limit } en Crisis); se han seleccionado { $selected }
issue-martial-law-effects-wrong = en { $space } la Ley Marcial elimina cualquier Protesta, coloca un marcador de Disturbios (no en un Ferrocarril ni con Lord Linlithgow como Virrey) y desplaza un nivel hacia Neutral
issue-negotiate-not-eligible = { $space } no puede seleccionarse para Negociación: necesita Activistas de la Facción { $faction } y ningún Control Raj
issue-negotiate-space-used-by-operation = { $space } se ha seleccionado para la Operación, así que la Negociación no puede seleccionarla
issue-negotiate-protest-kept = la Negociación elimina el marcador de Protesta de { $space }
issue-negotiate-release-wrong = Gandhi solo sale de Prisión si el dado ({ $die }) supera el número de Protestas en la India ({ $protests })
issue-negotiate-muslim-state-wrong = el Congreso solo elimina un Estado Musulmán donde sus fichas superan en número a las de la Liga Musulmana; después la casilla pasa a Neutral
issue-league-negotiate-muslim-state-wrong = un Estado Musulmán solo va a { $space } si es una Provincia Musulmana en Oposición donde las fichas de la Liga Musulmana superan en número a las del Congreso; la casilla pasa a Apoyo Pasivo
issue-league-negotiate-unrest-wrong = cuando la Negociación quita Disturbios en { $space }, desplaza la casilla un nivel hacia Apoyo Activo y elimina un marcador de Disturbios
issue-troops-left-in-muslim-state = cuando { $space } pasa a ser un Estado Musulmán, las Tropas deben salir de allí hacia Ciudades
issue-satyagraha-gandhi-not-moved = la Satyagraha lleva primero a Gandhi a la casilla seleccionada
issue-satyagraha-effects-wrong = en { $space } la Satyagraha elimina una Protesta y un marcador de Disturbios, o coloca un Activista del Congreso
issue-persuade-no-own-pieces = en { $space } no hay fichas de la Facción { $faction } para la Persuasión
issue-persuade-two-options = en { $space } la Persuasión elimina una ficha adversaria Activa o Activa Guerrillas
issue-persuade-activation-wrong = en { $space } la Persuasión Activa una Guerrilla por cada ficha no violenta Activa presente ({ $expected }); se han Activado { $found }
issue-infiltrate-not-eligible = en { $space } no hay { $needs } para la Infiltración
issue-infiltrate-replace-wrong = en { $space } la Infiltración reemplaza una ficha o una Protesta por: { $needs }; o bien, en Crisis, coloca: { $placed }
issue-infiltrate-needs-crisis = para colocar mediante Infiltración esta ficha o marcador ({ $placed }) hace falta una Crisis
issue-aid-flip-cost-wrong = la Ayuda paga 1 Recurso para girar a Ocultas las Guerrillas de { $space }
issue-aid-activation-income-wrong = Ayuda en { $space }: se Activa una Guerrilla para ganar tantos Recursos como la Población de la casilla ({ $population })
issue-assassinate-not-unrest-space = { $space } no se ha seleccionado para Disturbios, así que el Asesinato no puede seleccionarla
issue-assassinate-removed-wrong = el Asesinato elimina una ficha Activa (que no sea Gandhi) en { $space }; se han eliminado { $removed }
issue-action-still-open = { $action } sigue en curso: marca su final antes de empezar otra cosa
issue-nothing-to-finish = no se ha declarado ni empezado nada, así que no hay nada que terminar
issue-setup-unfinished = la preparación de la partida aún no está completa
issue-game-is-over = la partida ha terminado
issue-no-current-card = la casilla de la carta actual está vacía
issue-campaign-round-now = la carta actual es una carta de Campaña: su Ronda de Campaña se juega antes de que actúe cualquier Facción
issue-faction-order-unknown = aquí no se conoce el orden de Facciones de la carta { $card }: tómalo de la carta e introdúcelo para poder comprobar el orden de juego
issue-not-eligible = en esta carta la Facción { $faction } es No elegible, así que no hace nada
issue-not-its-turn = en esta carta ahora le toca a { $next }, no a { $faction }
issue-already-acted = en esta carta la Facción { $faction } ya ha actuado
issue-card-finished = en esta carta ya no actúa nadie: actualiza la Elegibilidad y revela la siguiente carta
issue-second-after-operation = si antes hubo una Operación sin Actividad Especial, la 2ª Facción Elegible solo puede ejecutar una Operación Limitada o Pasar
issue-second-after-special = si antes hubo una Operación con Actividad Especial, la 2ª Facción Elegible puede ejecutar una Operación Limitada o el Evento, o Pasar
issue-second-after-event = si antes se ejecutó el Evento, la 2ª Facción Elegible puede ejecutar una Operación, con o sin Actividad Especial, o Pasar
issue-event-not-current = la carta { $card } no es la carta actual
issue-should-be-ineligible = en esta carta la Facción { $faction } ha ejecutado una Operación o el Evento, así que su cilindro va a la casilla No elegible
issue-should-be-eligible = en esta carta la Facción { $faction } no ha ejecutado ni Operación ni Evento, así que su cilindro va a la casilla Elegible
issue-card-ended-early = en esta carta la Facción { $faction } todavía tenía la posibilidad de actuar
issue-pass-resources-wrong = { $found ->
        [0] Pasar da { $track } +{ $expected }, que falta
       *[other] Pasar da { $track } +{ $expected }, pero el cambio es de { $found }
    }
issue-eligibility-after-event = el cilindro de la Facción { $faction } no está donde lo pone la regla 2.3.6; solo es correcto si lo ha movido el Evento jugado en esta carta
issue-round-unfinished = la Ronda de Campaña no ha terminado: el paso siguiente es { $phase }
issue-phase-out-of-order = en la Ronda de Campaña el paso { $phase } va después del paso { $after }
issue-no-campaign-round = el paso { $phase } forma parte de una Ronda de Campaña, pero no hay ninguna en curso
issue-phase-space-differs = el estado de { $space } no coincide con el que produce el paso { $phase } ({ $section })
issue-phase-box-differs = el contenido de la casilla de { $box } no coincide con el que produce el paso { $phase } ({ $section })
issue-phase-track-differs = tras el paso { $phase } ({ $section }) el valor de { $track } debe ser { $expected }, no { $found }
issue-strike-not-eligible = { $space } no recibe Huelga: o ya tiene una, o no tiene ni Protesta, ni más Activistas que cubos, ni una Ciudad adyacente sin Control Raj
issue-np-strikes-barred = { $space } no recibe Huelga: si el Raj no tiene jugador, el Congreso no jugador no coloca Huelgas en los Ferrocarriles
issue-strikes-missing = Ferrocarriles con derecho a Huelga: { $qualify }; marcadores de Huelga libres: { $free }; por tanto { $due ->
        [one] se coloca { $due } Huelga
       *[other] se colocan { $due } Huelgas
    }, pero { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed }
issue-strikes-too-many = { $free ->
        [one] solo quedaba { $free } marcador libre
       *[other] solo quedaban { $free } marcadores libres
    }, así que no se colocan más Huelgas que esas; { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed } en Ferrocarriles con derecho a Huelga
issue-imperialism-too-many-spaces = el Imperialismo selecciona como mucho cuatro casillas; se han seleccionado { $selected }
issue-imperialism-space-not-eligible = { $space } no puede seleccionarse para el Imperialismo: hace falta una Ciudad o Provincia con Control Raj, Tropas y Cipayos
issue-imperialism-levels-wrong = en { $space } el Imperialismo quita primero los Disturbios y solo después desplaza hacia Apoyo Activo, como mucho dos niveles
issue-release-wrong = con el Imperialismo en { $spaces } { $spaces ->
        [one] casilla
       *[other] casillas
    } { $expected ->
        [one] sale
       *[other] salen
    } de Prisión a Disponibles { $expected } { $expected ->
        [one] Activista
       *[other] Activistas
    }; { $released ->
        [one] se ha liberado
       *[other] se han liberado
    } { $released }
issue-gandhi-not-released = Gandhi está en Prisión: en la Fase de Apoyo sale hacia una casilla sin Control Raj
issue-gandhi-released-to-control = Gandhi ha salido de Prisión hacia { $space }, donde hay Control Raj
issue-constructive-too-many = el Programa Constructivo desplaza como mucho tantas casillas como indica la Unidad ({ $unity }); se han desplazado { $shifted }
issue-constructive-space-not-eligible = el Programa Constructivo no puede desplazar { $space }: hace falta una Ciudad o Provincia con fichas no violentas y sin Control Raj
issue-constructive-too-far = el Programa Constructivo desplaza { $space } como mucho dos niveles hacia Oposición Activa; el desplazamiento ha sido de { $levels }
issue-phase-base-too-many = el paso { $phase } ({ $section }) coloca como mucho una Base; se han colocado { $placed }
issue-phase-base-where = el paso { $phase } ({ $section }) coloca la Base en una casilla que no sea Ferrocarril ni tenga Control Raj; { $space } no cumple estas condiciones
issue-phase-base-no-room = el paso { $phase } coloca la Base en { $space }, donde no hay sitio para otra Base
issue-viceroy-not-installed = la carta de Campaña que ha desencadenado esta Ronda va a la casilla del Virrey y pasa a ser el nuevo Virrey
issue-redeploy-destination = en el Redespliegue, { $faction } no puede llevar { $piece } a { $space } ({ $section })
issue-np-redeploy-lost-control = el Redespliegue del Raj no jugador no pierde ningún Control Raj, y sin embargo { $space } lo ha perdido
issue-redeploy-off-map = el Redespliegue ({ $section }) solo mueve fichas que ya están en el mapa, pero { $count } { $piece } han pasado entre el mapa y una casilla fuera de él
issue-redeploy-must-leave-railway = en { $space } quedan { $count } { $piece }, pero el Redespliegue ({ $section }) debe sacar estas fichas de los Ferrocarriles
issue-crisis-cubes-too-many = con la Crisis llegan de Fuera del Juego como mucho tantos cubos como indica la tirada de dado ({ $die }); han llegado { $came }
issue-np-protest-count = el Congreso no jugador coloca { $expected } { $expected ->
        [one] Protesta
       *[other] Protestas
    } al final de la Fase de Reinicio; { $placed ->
        [one] se ha colocado
       *[other] se han colocado
    } { $placed }
issue-np-protest-where = la Protesta del Congreso no jugador va en una casilla con Activistas del Congreso y sin Protesta; { $space } no lo es
issue-np-pass-own-activist = la Facción { $faction } no jugadora, al Pasar, mueve de Fuera del Juego a Disponibles uno de sus propios Activistas si hay alguno, y nunca los de la otra Facción
issue-np-replaced-own-protest = la Liga Musulmana no jugadora nunca reemplaza un marcador de Protesta al Infiltrarse; lo hizo en { $space }
issue-np-event-removed-own = un no jugador que ejecuta un Evento solo elige lo que hace el Evento efectivo para él, nunca sus propias piezas; en { $space } la Facción { $faction } retiró las suyas
issue-np-congress-demonstrate-protest = { $space } no tiene Control Raj: el Congreso no jugador que Manifiesta allí coloca una Protesta Disponible
issue-np-congress-rally-after = tras su Reagrupamiento, el Congreso no jugador libera prisioneros si hay tres o más Activistas del Congreso en Prisión, y si no mueve un Activista del Congreso de Fuera del Juego si hay alguno; nada más
issue-np-congress-non-cooperation-missed = la No Cooperación del Congreso no jugador se realiza en toda casilla elegible; { $space } quedó fuera
issue-np-league-demonstrate-protest = { $space } no tiene Control Raj: la Liga Musulmana no jugadora que Manifiesta allí coloca una Protesta Disponible
issue-np-league-rally-after = tras su Reagrupamiento, la Liga Musulmana no jugadora libera prisioneros si hay tres o más Activistas de la Liga Musulmana en Prisión, y si no mueve un Activista de la Liga Musulmana de Fuera del Juego si hay alguno; nada más
issue-np-league-non-cooperation-missed = la No Cooperación de la Liga Musulmana no jugadora se realiza en toda casilla musulmana elegible que permitan su Unidad y sus Bases; { $space } quedó fuera
issue-np-league-non-cooperation-not-muslim = la No Cooperación de la Liga Musulmana no jugadora se realiza solo en casillas musulmanas; { $space } no lo es
issue-np-event-should-be-shaded = la Facción { $faction } no jugadora elige el texto sombreado de la carta { $card }, pues allí su icono no tiene halo cuadrado
issue-np-event-should-be-unshaded = la Facción { $faction } no jugadora elige el texto sin sombrear de la carta { $card }
issue-np-event-resources = el Evento de un no jugador ignora toda instrucción de añadir o quitar Recursos del Raj o de los Revolucionarios; sin embargo { $track } cambió
issue-np-strikes-not-highest-econ = si faltan marcadores, el Congreso no jugador declara Huelga primero en los Ferrocarriles de mayor Econ: { $space } (Econ { $econ }) recibió una Huelga mientras un Ferrocarril con Econ { $higher } se quedó sin ella
issue-np-constructive-too-few = los no jugadores eligen para el Programa Constructivo tantas casillas elegibles como pueden, hasta la Unidad: aquí { $expected }; { $shifted ->
        [one] se desplazó { $shifted }
       *[other] se desplazaron { $shifted }
    }
issue-np-support-base-missing = la Facción { $faction } no jugadora coloca una Base en este paso siempre que haya una Disponible y una casilla que no sea Ferrocarril, sin Control Raj, tenga sitio para ella
issue-np-imperialism-release-mix = el Raj no jugador libera un Activista del Congreso y uno de la Liga Musulmana por casilla cuando ambos están en Prisión: aquí { $congress } del Congreso y { $league } de la Liga Musulmana
issue-np-imperialism-over-die = el Raj no jugador quita Disturbios y desplaza niveles hasta el doble de su dado ({ $die }, o sea { $most }); usó { $used }
issue-np-congress-civil-disobedience-railway = tras su Desobediencia Civil, si el Raj tiene jugador, el Congreso no jugador mueve un Activista desde una casilla seleccionada con tres o más de sus Activistas, y solo al Ferrocarril adyacente de mayor Econ y sin Activistas; { $space } no es tal movimiento
issue-np-league-civil-disobedience-railway = tras su Desobediencia Civil, si el Raj tiene jugador, la Liga Musulmana no jugadora mueve un Activista desde una casilla seleccionada con tres o más de sus Activistas, y solo al Ferrocarril adyacente de mayor Econ y sin Activistas; { $space } no es tal movimiento
issue-np-league-rally-base-missed = el Reagrupamiento de la Liga Musulmana no jugadora coloca primero una Base donde sus Activistas superan la Unidad, mientras haya una Base Disponible y las casillas permitidas lo admitan; { $space } no la recibió
issue-np-paid-resources = la Facción { $faction } no jugadora no paga Recursos por sus Operaciones y Actividades Especiales; sus Recursos han cambiado en { $change }
issue-np-activation-exceeded = un no jugador pasa a otra casilla de { $operation } solo tras una tirada de Activación superior a su Número de Activación: { $spaces ->
        [one] cuenta { $spaces } casilla
       *[other] cuentan { $spaces } casillas
    }, pero entre los dados anotados { $rolls ->
        [one] solo { $rolls } lo supera
       *[other] solo { $rolls } lo superan
    }
issue-np-forces-on-railway = si el Raj no tiene jugador, un no jugador no coloca fuerzas en los Ferrocarriles; han llegado Guerrillas a { $space }
issue-np-unrest-strike-barred = { $space } no recibe Huelga: si el Raj no tiene jugador, los Revolucionarios no jugadores no colocan Huelgas en los Ferrocarriles
issue-np-no-garrison = el Raj no jugador nunca ejecuta Guarnición
issue-np-sweep-lost-control = el Barrido del Raj no jugador no pierde ningún Control del Raj en sus casillas de origen; salieron cubos de { $space } y perdió el Control
issue-np-treaty-moved-sepoys = { $special } del Raj no jugador solo elimina o arresta adversarios Activos en los Estados con Cipayos; ha hecho entrar Cipayos en { $space }
issue-np-martial-law-no-unrest = { $special } del Raj no jugador solo selecciona casillas que ya tienen Disturbios (cualquier casilla con Lord Linlithgow); { $space } no tenía
issue-np-aid-too-many-spaces = { $special } de los Revolucionarios no jugadores selecciona como mucho dos casillas; { $selected ->
        [one] se ha seleccionado { $selected }
       *[other] se han seleccionado { $selected }
    }
issue-np-aid-activated = { $special } de los Revolucionarios no jugadores solo sirve para girar Guerrillas a Ocultas; ha Activado una Guerrilla en { $space }
issue-crisis-cubes-not-due = los cubos solo llegan de Fuera del Juego al final de un turno en que se ha desencadenado una Crisis, o antes de la primera carta de la Campaña final
issue-event-text-unknown = los efectos de la carta { $card } no figuran en los datos: solo se comprueban las reglas que valen para todo Evento, así que lee la carta
issue-event-partly-known = los datos solo recogen parte del texto de la carta { $card }: lo que el Evento haga aparte de eso no se comprueba
issue-event-placed-unavailable = { $count } { $piece } han llegado al mapa desde Prisión o desde Fuera del Juego; un Evento solo coloca fichas Disponibles, salvo que su texto indique otra cosa
issue-event-broke-stacking = { $space }: un Evento no puede violar el apilamiento
issue-event-to-out-of-play = { $count } { $piece } han ido a Fuera del Juego; un Evento solo envía fichas allí cuando su texto lo dice expresamente
issue-event-spaces-count = el Evento ha actuado en { $acted } { $acted ->
        [one] casilla
       *[other] casillas
    }, mientras que su texto pide { $expected }
issue-event-space-not-eligible = { $space } no es { $requirement }, como exige el Evento
issue-event-space-not-selected = { $space } no está entre las casillas que ha seleccionado el Evento
issue-event-marker-wrong = en { $space } el Evento añade un solo marcador
issue-event-one-faction-only = en { $space } el Evento elimina las fichas de una sola Facción
issue-event-faction-not-all-removed = en { $space } el Evento elimina todas las fichas de la Facción { $faction }
issue-event-removed-count = el Evento ha eliminado { $removed } { $removed ->
        [one] ficha
       *[other] fichas
    }, mientras que su texto pide { $expected }
issue-event-shift-wrong = el Evento desplaza { $space } { $levels } { $levels ->
        [one] nivel
       *[other] niveles
    }; el desplazamiento ha sido de { $moved }
issue-event-arrest-missing = el Evento arresta a Gandhi, así que su sitio es la casilla de Prisión
issue-event-arrest-consequences = si es un Evento el que arresta a Gandhi, la Moderación no cambia ni se colocan Protestas, a diferencia del arresto durante el Asalto, el Tratado o el Gobierno; comprueba si la carta tiene un texto que sí lo haga

## Provisional facts

