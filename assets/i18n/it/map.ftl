# La verifica della mappa sul tabellone del tavolo: i fatti, da dove
# vengono, perché una verifica è rifiutata, e la schermata di verifica.

## Un fatto della mappa o dei riquadri Protesta.
fact-kind = tipo di { $space }
fact-population = Popolazione di { $space }
fact-muslim = segno Musulmano di { $space }
fact-neighbours = spazi adiacenti a { $space }
fact-econ = Econ della { $space }
fact-ends = capolinea della { $space }
fact-town = Cittadina { $town }
fact-box-level = livello di Moderazione accanto al riquadro Protesta { $box }
fact-box-capacity = segnalini contenuti nel riquadro Protesta { $box }

## Un risultato che poggia su un fatto che nessuno ha verificato.
caveat-unchecked = poggia su { $fact }, non ancora verificato sul vostro tabellone
caveat-check-it = Verifica
caveat-check-it-hint = Apri la verifica della mappa su questo fatto

## Da dove viene un fatto, dopo che il tavolo lo ha verificato.
source-verified = verificato sul vostro tabellone il { $on }
source-corrected = corretto sul vostro tabellone il { $on } (prima: { $was })

## Perché una verifica è rifiutata.
refusal-from-rulebook = il regolamento stabilisce questo fatto
refusal-wrong-value = questo valore non si adatta al fatto
refusal-city-population = una Città ha Popolazione 1
refusal-population-range = una Provincia ha Popolazione 1 o 2
refusal-muslim-count = il regolamento nomina esattamente dieci spazi Musulmani; così sarebbero { $count }
refusal-railway-kind = una Ferrovia resta una Ferrovia, e nessun altro spazio lo diventa
refusal-econ-zero = l'Econ di una Ferrovia è almeno 1
refusal-end-nowhere = la { $space } finirebbe dove non c'è né una Città né una Cittadina
refusal-same-ends = i due capolinea della { $space } sarebbero lo stesso luogo
refusal-no-neighbour = { $space } resterebbe senza spazi adiacenti
refusal-own-neighbour = uno spazio non è adiacente a sé stesso
refusal-rulebook-adjacency = il regolamento stabilisce che { $a } e { $b } sono adiacenti
refusal-from-ends = { $a } e { $b } sono adiacenti per il capolinea di una Ferrovia: correggete invece i capolinea della Ferrovia
refusal-box-capacity = un riquadro Protesta contiene uno o due segnalini
refusal-box-level = un riquadro Protesta sta accanto a un livello di Moderazione da 1 a 5
refusal-unknown = questa mappa non ha un fatto simile

## Un totale della mappa che una correzione non dà più.
mismatch-econ = l'Econ delle Ferrovie sommerebbe { $total }, non 40 ({ $difference })
mismatch-scenario = la preparazione dello scenario { $scenario } darebbe { $now } a { $faction }, non { $printed } come stampato ({ $difference })

## La schermata di verifica.
map-check-title = Verifica la vostra mappa
map-check-open = Verifica la mappa…
map-check-open-hint = Passa in rassegna ogni fatto della mappa che il regolamento non stabilisce, e confermalo o correggilo sul vostro tabellone
map-check-start-hint = Prima della prima partita, verificate la mappa sul vostro tabellone: circa quindici minuti, una volta sola.
map-check-progress = { $checked } fatti verificati su { $total }
map-check-all-done = Ogni fatto è verificato: la mappa è quella del vostro tabellone.
map-check-fact-of = Fatto { $at } di { $total }
map-check-value = Il programma ha
map-check-source = Fonte
map-check-confirm = Conferma
map-check-confirm-hint = Il vostro tabellone mostra questo (Invio)
map-check-correct = Correggi…
map-check-apply = Applica la correzione
map-check-cancel = Annulla
map-check-skip = Salta
map-check-skip-hint = Lascia questo fatto per dopo (→)
map-check-back = Indietro
map-check-back-hint = Il fatto precedente (←)
map-check-undo = Annulla l'ultima
map-check-undo-hint = Ritira l'ultima verifica fatta qui (Ctrl+Z)
map-check-close = Chiudi
map-check-close-hint = Torna alla partita (Esc)
map-check-neighbours-help = Fate clic sugli spazi del tabellone per aggiungerli o toglierli, poi applicate.
map-check-ends-help = Scegliete la Città o la Cittadina a ciascun capolinea della linea.
map-check-end = Capolinea { $n }
map-check-town-help = Una Cittadina non è uno spazio: confermate che il vostro tabellone ha una Cittadina dove queste linee si incontrano.
map-check-town-lines = Linee che finiscono qui
map-check-refused = Rifiutato: { $reason } ({ $rule })
map-check-held = Non ancora salvato: { $reason }. Correggete un altro fatto perché i totali tornino, o annullate.
map-check-kept-in = Conservato in { $path }
map-check-no-folder = Non c'è una cartella dei dati utente, quindi le verifiche durano fino alla chiusura del programma.
map-check-export = Esporta…
map-check-export-hint = Scrivi le vostre verifiche in un file da condividere con il gruppo
map-check-import = Importa…
map-check-import-hint = Prendi le verifiche condivise del gruppo al posto delle vostre
map-check-imported = { $count ->
    [one] Importata una verifica da { $path }
   *[other] Importate { $count } verifiche da { $path }
    }
map-check-exported = Verifiche scritte in { $path }
map-check-file-broken = Il file delle verifiche della mappa non si può leggere, quindi è in uso la mappa incorporata. Il file resta com'è: correggetelo, o importatene uno valido (quello guasto viene conservato accanto).
map-check-cannot-save = Il file delle verifiche della mappa non si può leggere, quindi nessuna verifica viene salvata finché non è corretto o sostituito.
map-check-yes = sì
map-check-no = no
map-check-none = nessuno
map-check-checked = verificato
map-check-unchecked = non verificato
