# La comprobación del mapa con el tablero de la mesa: los hechos, de dónde
# vienen, por qué se rechaza una comprobación, y la pantalla de comprobación.

## Un hecho del mapa o de las casillas de Protesta.
fact-kind = tipo de { $space }
fact-population = Población de { $space }
fact-muslim = marca Musulmana de { $space }
fact-neighbours = casillas adyacentes a { $space }
fact-econ = Econ de la { $space }
fact-ends = extremos de la { $space }
fact-town = Pueblo { $town }
fact-box-level = nivel de Moderación junto a la casilla de Protesta { $box }
fact-box-capacity = marcadores que caben en la casilla de Protesta { $box }

## Un resultado que se apoya en un hecho que nadie ha comprobado.
caveat-unchecked = se apoya en { $fact }, aún no comprobado en vuestro tablero
caveat-check-it = Comprobar
caveat-check-it-hint = Abrir la comprobación del mapa en este hecho

## De dónde viene un hecho, una vez que la mesa lo ha comprobado.
source-verified = comprobado en vuestro tablero el { $on }
source-corrected = corregido en vuestro tablero el { $on } (antes: { $was })

## Por qué se rechaza una comprobación.
refusal-from-rulebook = el reglamento establece este hecho
refusal-wrong-value = este valor no corresponde al hecho
refusal-city-population = una Ciudad tiene Población 1
refusal-population-range = una Provincia tiene Población 1 o 2
refusal-muslim-count = el reglamento nombra exactamente diez casillas Musulmanas; así serían { $count }
refusal-railway-kind = un Ferrocarril sigue siendo un Ferrocarril, y ninguna otra casilla pasa a serlo
refusal-econ-zero = el Econ de un Ferrocarril es al menos 1
refusal-end-nowhere = la { $space } acabaría donde no hay ni Ciudad ni Pueblo
refusal-same-ends = los dos extremos de la { $space } serían el mismo lugar
refusal-no-neighbour = { $space } se quedaría sin casillas adyacentes
refusal-own-neighbour = una casilla no es adyacente a sí misma
refusal-rulebook-adjacency = el reglamento establece que { $a } y { $b } son adyacentes
refusal-from-ends = { $a } y { $b } son adyacentes por el extremo de un Ferrocarril: corregid en su lugar los extremos del Ferrocarril
refusal-box-capacity = una casilla de Protesta admite uno o dos marcadores
refusal-box-level = una casilla de Protesta está junto a un nivel de Moderación del 1 al 5
refusal-unknown = este mapa no tiene ese hecho

## Un total del mapa que una corrección ya no da.
mismatch-econ = el Econ de los Ferrocarriles sumaría { $total }, no 40 ({ $difference })
mismatch-scenario = la preparación del escenario { $scenario } daría { $now } a { $faction }, no los { $printed } impresos ({ $difference })

## La pantalla de comprobación.
map-check-title = Comprobad vuestro mapa
map-check-open = Comprobar el mapa…
map-check-open-hint = Recorre cada hecho del mapa que el reglamento no establece, y confírmalo o corrígelo con vuestro propio tablero
map-check-start-hint = Antes de la primera partida, comprobad el mapa con vuestro tablero: unos quince minutos, una sola vez.
map-check-progress = { $checked } de { $total } hechos comprobados
map-check-all-done = Cada hecho está comprobado: el mapa es el de vuestro tablero.
map-check-fact-of = Hecho { $at } de { $total }
map-check-value = El programa tiene
map-check-source = Fuente
map-check-confirm = Confirmar
map-check-confirm-hint = Vuestro tablero muestra esto (Intro)
map-check-correct = Corregir…
map-check-apply = Aplicar la corrección
map-check-cancel = Cancelar
map-check-skip = Saltar
map-check-skip-hint = Dejar este hecho para luego (→)
map-check-back = Atrás
map-check-back-hint = El hecho anterior (←)
map-check-undo = Deshacer
map-check-undo-hint = Retirar la última comprobación hecha aquí (Ctrl+Z)
map-check-close = Cerrar
map-check-close-hint = Volver a la partida (Esc)
map-check-neighbours-help = Haced clic en las casillas del tablero para añadirlas o quitarlas, y luego aplicad.
map-check-ends-help = Elegid la Ciudad o el Pueblo de cada extremo de la línea.
map-check-end = Extremo { $n }
map-check-town-help = Un Pueblo no es una casilla: confirmad que vuestro tablero tiene un Pueblo donde se juntan estas líneas.
map-check-town-lines = Líneas que acaban aquí
map-check-refused = Rechazado: { $reason } ({ $rule })
map-check-held = Aún sin guardar: { $reason }. Corregid otro hecho para que los totales vuelvan a cuadrar, o deshaced.
map-check-kept-in = Guardado en { $path }
map-check-no-folder = No hay carpeta de datos de usuario, así que las comprobaciones duran hasta que se cierra el programa.
map-check-export = Exportar…
map-check-export-hint = Escribir vuestras comprobaciones en un archivo para compartirlo con el grupo
map-check-import = Importar…
map-check-import-hint = Tomar las comprobaciones compartidas del grupo en lugar de las vuestras
map-check-imported = { $count ->
    [one] Importada una comprobación de { $path }
   *[other] Importadas { $count } comprobaciones de { $path }
    }
map-check-exported = Comprobaciones escritas en { $path }
map-check-file-broken = El archivo de comprobaciones del mapa no se puede leer, así que se usa el mapa incorporado. El archivo se deja como está: corregidlo, o importad uno válido (el estropeado se conserva al lado).
map-check-cannot-save = El archivo de comprobaciones del mapa no se puede leer, así que no se guarda ninguna comprobación hasta que se corrija o se sustituya.
map-check-yes = sí
map-check-no = no
map-check-none = ninguna
map-check-checked = comprobado
map-check-unchecked = sin comprobar
