# Log entries as sentences, what a Faction declared, card names, and why a
# change or a file was refused.

## What a change did

edit-move-pieces = movió { $count } { $piece } de { $from } a { $to }
edit-flip-active = activó { $count } { $count ->
        [one] Guerrilla
       *[other] Guerrillas
    } en { $space }
edit-flip-underground = ocultó { $count } { $count ->
        [one] Guerrilla
       *[other] Guerrillas
    } en { $space }
edit-add-marker = colocó un marcador de { $marker } en { $space }
edit-remove-marker = quitó un marcador de { $marker } de { $space }
edit-move-marker = movió un marcador de { $marker } de { $from } a { $to }
edit-set-level = puso { $space } en { $level }
edit-set-track = puso { $track } en { $value }
edit-transfer = { $from } transfirió { $amount } { $amount ->
        [one] Recurso
       *[other] Recursos
    } a { $to }
edit-set-eligibility = marcó { $faction } como { $eligibility }
edit-next-card = reveló la siguiente carta
edit-place-gandhi = colocó a Gandhi, un Activista Activo y una Protesta en { $space } (preparación)
edit-declare = { $faction } declaró { $choice }
edit-special-starts = empezó la Actividad Especial
edit-special-ends = terminó la Actividad Especial
edit-die-for = sacó { $value } para { $space }
edit-die = sacó { $value }
edit-phase = empezó: { $phase } ({ $rule })
edit-reveal = reveló la siguiente carta; los jugadores descubrieron { $card }
edit-first-cards = descubrió { $current } como carta actual y { $upcoming } como siguiente
edit-seat-player = dio la Facción { $faction } al jugador { $player }
edit-seat-non-player = convirtió la Facción { $faction } en no jugadora
edit-arjuna-shuffle = barajó el mazo Arjuna
edit-arjuna-draw = robó una carta Arjuna para la Facción { $faction }
edit-arjuna-flip = dio la vuelta a la carta Arjuna
edit-arjuna-shown = descubrió la carta Arjuna { $letters } del mazo de la mesa
edit-install-viceroy = convirtió la carta de Campaña en el nuevo Virrey
edit-done = terminó la acción
edit-done-accepted = terminó la acción, aceptada tal cual: { $note }

## What a Faction declared

choice-pass = Pasar
choice-operation = { $operation }
choice-limited = { $operation } (Operación Limitada)
choice-operation-with = { $operation } con { $special }
choice-event-unshaded = el Evento sin sombrear de la carta { $card }
choice-event-shaded = el Evento sombreado de la carta { $card }

## Cards

card-event = Evento { $number }
card-event-titled = Evento { $number }: { $title }
card-campaign = Campaña ({ $viceroy })

## Why a change cannot be made

edit-error-not-enough-pieces = no se pueden mover { $wanted } { $piece }: solo hay { $there }
edit-error-no-marker = allí no hay ningún marcador de { $marker }
edit-error-no-change = no cambiaría nada
edit-error-deck-empty = el mazo está vacío
edit-error-no-campaign-card = no hay ninguna carta de Campaña en la casilla de Carta Actual
edit-error-card-not-unseen = { $card } no está entre las cartas que quedan por salir
edit-error-no-arjuna-card = el mazo Arjuna no tiene cartas de la Facción { $faction }; barajadlo tras hacerla no jugadora
edit-error-no-arjuna-drawn = no se ha robado ninguna carta Arjuna
edit-error-own-arjuna-deck = la mesa roba de su propio mazo Arjuna: decid qué carta ha salido
edit-error-program-arjuna-deck = en esta partida las cartas Arjuna las roba el programa
edit-error-arjuna-card-not-in-deck = la carta Arjuna { $letters } no está en el mazo de los no jugadores
edit-error-not-at-start = ya se han jugado cartas
edit-error-die-mismatch = el registro anota un dado de { $logged } tirado por el programa, pero la semilla de la partida da ahí { $rolled }
edit-error-track-beyond-limit = { $value } no es ninguna casilla del marcador { $track }: un valor de marcador está entre -{ $limit } y { $limit }

## Why a scenario cannot be set up

setup-error-unknown-scenario = ningún escenario se llama { $asked }; elegid uno de: { $known }
setup-error-not-enough-event-cards = el mazo necesita { $needed } cartas de Evento pero el juego tiene { $have }
setup-error-not-enough-campaign-cards = el mazo necesita { $needed } cartas de Campaña pero el juego tiene { $have }
setup-error-nothing-pending = ningún paso de preparación espera a que se coloque a Gandhi
setup-error-space-has-protest = { $space } ya tiene un marcador de Protesta y solo admite uno (1.4.2)

## A saved game judged again on opening, and its seal

difference-line = en el archivo: { $stored }; hoy: { $today }
difference-nothing = nada
difference-finding = { $rule } { $message }
seal-intact = El registro está sellado e intacto: { $entries ->
        [one] su única entrada está tal como se escribió.
       *[other] sus { $entries } entradas están tal como se escribieron.
    }
seal-not-sealed = Este archivo se escribió antes de que los registros se sellaran, así que los cambios hechos a mano no se pueden mostrar.
seal-header = El sello está roto: la preparación de la partida (escenario, semilla, asientos o mazo) se cambió después de escribirse.
seal-altered = El sello está roto en la entrada { $entry }: se cambió después de escribirse.
seal-inserted = El sello está roto en la entrada { $entry }: { $count ->
        [one] se añadió a mano una entrada
       *[other] se añadieron a mano { $count } entradas
    } en ese punto.
seal-removed = El sello está roto en la entrada { $entry }: { $count ->
        [one] se quitó una entrada
       *[other] se quitaron { $count } entradas
    } justo antes.
seal-removed-end = El sello está roto al final: { $count ->
        [one] se quitó la última entrada
       *[other] se quitaron las últimas { $count } entradas
    }.
seal-altered-or-removed = El sello está roto en la entrada { $entry }: se cambió, o se quitaron entradas justo antes.
seal-missing = El sello está roto: las entradas llevan sus hashes, pero se quitó el sello que cierra el registro.
seal-closing-altered = El sello está roto: el sello que cierra el registro no corresponde a sus entradas.
seal-stripped = El sello está roto: el archivo es de una versión que sella todos los registros, pero se quitaron sus hashes y su sello, así que no se puede confiar en que nada de lo que contiene siga como se escribió.
seal-reordered = El sello está roto en la entrada { $entry }: desde ahí, las entradas se pusieron en otro orden después de escribirse.
replay-error-entry = la entrada { $entry } del registro no se puede volver a jugar: { $error }
replay-error-unmarked = la entrada { $entry } del registro no se puede volver a jugar: { $error }. El dado de la entrada { $unmarked } marca { $shows } y no consta como tirado por el programa, pero el registro se vuelve a jugar si lo tiró el programa (ahí la semilla da { $seed }): se le quitó la marca.

## Por qué no se pudo leer o escribir un archivo.
file-cannot-read = no se puede leer { $file }: { $why }
file-too-large = { $file } supera { $limit } MiB; no es un archivo de Gandhi Moderator
file-not-text = { $file }:{ $line }:{ $column }: el byte { $at } no es texto UTF-8; se esperaba un archivo YAML
file-not-a-file = { $file } es { $kind }, no un archivo normal; no se lee ni se sustituye
file-kind-fifo = una tubería con nombre (FIFO)
file-kind-device = un dispositivo
file-kind-socket = un socket
file-kind-link = un enlace simbólico
file-kind-folder = una carpeta
file-kind-special = un archivo especial
file-too-large-to-write = { $file } no se ha escrito: sus { $bytes } bytes superan los { $limit } MiB que el programa vuelve a leer
file-cannot-write = no se puede escribir { $file }: { $why }
file-not-writable = no se puede escribir { $file }: { $why }; se deja como está
file-why-read-only = es de solo lectura (su propietario no puede escribirlo)
file-why-no-permission = no tienes permiso para escribirlo
file-is-an-input = no se puede escribir { $file }: es { $input }, el archivo que se está leyendo, que nunca se sobrescribe; no se ha escrito nada
file-io-not-found = no existe tal archivo o carpeta
file-io-permission = no tienes permiso
file-io-full = el disco está lleno
file-io-read-only-fs = el disco es de solo lectura
file-io-name-too-long = el nombre es demasiado largo
file-io-other = el sistema dice: { $system }
file-not-a-folder = no se puede leer { $file }: no es una carpeta; --data indica una carpeta organizada como data/
file-why-marked-read-only = es de solo lectura
file-reason-cannot-read = no se puede leer: { $why }
file-reason-too-large = supera { $limit } MiB; no es un archivo de Gandhi Moderator
file-reason-not-text = el byte { $at } no es texto UTF-8; se esperaba un archivo YAML
file-reason-not-a-file = esto es { $kind }, no un archivo normal; no se lee
file-linked = esto no es lo que el archivo debería contener aquí; el archivo es un enlace simbólico a otro archivo, así que no se muestra nada de su texto
