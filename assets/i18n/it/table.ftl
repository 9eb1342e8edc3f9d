## Le parole proprie del tavolo, le stesse per ogni volume: l'uscita dei
## suoi comandi e la sua plancia. Le parole di un volume (i suoi verdetti,
## i nomi delle sue cose) vengono dal volume.

table-verdict-error = § { $rule }, viola una regola: { $text }
table-verdict-warning = § { $rule }, da controllare: { $text }
table-gesture-move = { $count } { $piece } da { $from } a { $to }
table-gesture-track = { $track } portato a { $value }
table-gesture-change = Modifica: { $text }
table-total = { $side }: { $total } (da superare: { $threshold })
table-no-setup = Lo scenario { $scenario } non si può preparare: { $reason }
table-set-up = Scritto { $file }: una nuova partita di { $volume }, scenario { $scenario }, seme { $seed }.
table-refused = Voce { $entry }, passo { $step }: non si può eseguire: { $reason }
table-no-verdict = Nulla viola una regola.
table-entry-declared = Voce { $entry }: { $declared }
table-entry-free = Voce { $entry }: cambi liberi
table-sealed = Il sigillo del registro tiene.
table-unsealed = Il registro è stato cambiato dopo essere stato sigillato.
table-not-sealed = Il registro non porta sigillo (scritto a mano?): nulla dice se è stato cambiato.
table-report-title = { $volume }: scenario { $scenario }, seme { $seed }
table-report-written = Scritto { $file }: { $entries ->
        [one] una voce
       *[other] { $entries } voci
    }.
table-no-volume = A questo tavolo non c'è il volume { $volume }; porta: { $known }.

## La plancia del tavolo.
table-board-hint = Trascina un pezzo per spostarlo; Maiusc+trascina sposta tutta la pila.
table-board-totals = Totali
table-board-declare = Dichiara
table-board-declared = Dichiarato: { $declared }
table-board-nothing-declared = Nulla dichiarato: cambi liberi
table-board-verdicts = Cosa dicono le regole
table-board-end-entry = Chiudi la voce
table-board-end-entry-hint = La voce entra nel registro, giudicata per intero (Ctrl+Invio).
table-board-take-back = Annulla
table-board-take-back-hint = Annulla l'ultimo gesto di questa voce (Ctrl+Z).
table-board-log = Registro ({ $entries })
table-board-present = Il presente
table-board-showing = Il tavolo dopo la voce { $entry } di { $entries }
table-board-earlier = Una voce prima
table-board-earlier-button = < Prima
table-board-later-button = Dopo >
table-board-later = Una voce dopo
table-board-to-present = Torna al presente
table-board-refused = Non eseguito: { $reason }
table-board-looking-back = Stai guardando indietro: torna al presente per giocare.
table-reason = § { $rule }: { $text }
table-entry-non-player = { $heading } ({ $side }, non giocante)
table-board-non-players = Fazioni non giocanti
table-board-non-player = Agisce { $side }
table-board-non-player-hint = Il sistema non giocante della fazione pianifica il suo turno come questa voce, con il motivo di ogni decisione; chiudi la voce per registrarla, o cambiala a mano per farne quella di un giocatore.
table-board-non-player-busy = Una fazione non giocante pianifica una voce nuova: prima chiudi o annulla la voce in corso.
table-board-answer = Risposta: { $option }
table-board-changes = Modifiche della partita
table-board-changes-hint = Modifiche che le regole lasciano al tavolo (una carta, un posto, un cilindro); fai clic destro su uno spazio per quelle lì.
table-turn-asked = { $side } aspetta la risposta dei giocatori: ripeti il comando con --answer e una di queste chiavi.
table-turn-cannot = { $side } non può giocare: { $reason }
table-turn-unsealed = Il registro è stato cambiato dopo essere stato sigillato: non gli si aggiunge alcun turno.

## Rimettere a posto il tavolo fisico, segnalibri e grafico, sulla plancia del tavolo.
table-move-remove = Togli { $count } { $piece } da { $from }
table-move-add = Metti { $count } { $piece } in { $to }
table-move-track = Riporta { $track } da { $from } a { $to }
table-board-put-back = Rimetti a posto il tavolo
table-board-put-back-hint = Le mosse che riportano il tavolo fisico a com'era dopo la voce che guardi; spunta ciascuna quando la fai.
table-board-put-back-none = Il tavolo fisico è già com'era allora.
table-board-bookmarks = Segnalibri e note
table-board-bookmark = Segna
table-board-bookmark-hint = Dà un nome alla voce che guardi (o all'ultima) per ritrovarla; resta nel registro, fuori dal sigillo.
table-board-bookmark-name = Nome o nota:
table-board-bookmark-at = { $name } (voce { $entry })
table-board-no-bookmark = Ancora nessun segnalibro né nota.
table-board-chart = Grafico
table-board-chart-hint = Il totale di ogni parte meno quello da superare, dopo ogni voce; clicca per guardare quel momento.
table-chart-entries = Voci
table-chart-margin = Margine
table-chart-looked = Guardato
table-board-entry-first = Prima chiudi o annulla la voce in corso.
table-board-line-name = Linea { $line }
table-board-play-on = Continua da qui
table-board-play-on-hint = Le voci dopo questo momento sono messe da parte come una linea, tenuta nel registro per tornarci, e il gioco continua da qui.
table-board-lines = Altre linee di gioco
table-board-line = { $name }: { $entries ->
        [one] una voce
       *[other] { $entries } voci
    }
table-board-return = Torna a questa
table-board-return-hint = Questa linea diventa quella del registro; quella attuale è messa da parte al suo posto.
table-report-hash = SHA-256 di queste voci come le sigilla il registro del tavolo: `{ $hash }`
table-report-rules = Le sezioni citate
table-mode-start-hint = La plancia comune a ogni volume: un registro del tavolo (da table setup o to-table) giocato trascinando i pezzi, ogni voce giudicata secondo le regole del volume e riscritta nel file.
table-mode-path = Registro del tavolo:
table-mode-open = Apri sulla plancia del tavolo
table-mode-open-hint = Apre questo registro del tavolo sulla plancia del tavolo.
table-mode-new = Nuova partita lì
table-mode-new-hint = Inizia sulla plancia del tavolo una partita dello scenario e del seme scelti sopra, con il registro scritto in questo nuovo file.
table-mode-exists = { $file } esiste già: scegli un file nuovo per la nuova partita, o aprilo.
table-mode-back = < Schermata iniziale
table-mode-back-hint = Chiude la plancia del tavolo; il suo registro è già scritto.
table-mode-title = La plancia del tavolo
table-board-why = Perché
table-board-why-changed = Questa voce non è più ciò che il sistema non giocante della parte pianifica qui: è stata cambiata a mano, o i dati sono cambiati da allora.
table-board-note = Annota
table-board-note-hint = Annota questo testo sulla voce che guardi (o sull'ultima): una disputa, o ciò che il tavolo ha deciso; resta nel registro, fuori dal sigillo.
table-board-note-at = Voce { $entry }: { $note }
table-playout-game = Seme { $seed }: { $entries } voci, { $broken ->
        [0] nessuna viola una regola
        [one] un verdetto viola una regola
       *[other] { $broken } verdetti violano una regola
    }{ $warnings ->
        [0] {""}
       *[other] ; { $warnings } da verificare al tavolo
    }.
table-playout-entry = voce { $entry }
table-playout-sum = { $games ->
        [one] Una partita
       *[other] { $games } partite
    }, { $entries } voci: { $broken ->
        [0] il generatore e i controlli concordano.
       *[other] { $broken } verdetti in cui il generatore e i controlli non concordano.
    }
table-playout-none = Il volume { $volume } non ha partite casuali.
table-playout-stopped = Seme { $seed }: il generatore si è fermato prima della fine: { $reason }
table-playout-seeds = I semi andrebbero oltre il più grande, { $last }.
table-own-file-merged = Aggiunto da { $file }: { $what } ({ $count ->
        [one] una voce
       *[other] { $count } voci
    })
table-own-file-left-out = { $file } ({ $what }) non si può usare, quindi la partita prosegue senza:
table-mode-volume-hint = Il gioco del nuovo registro: Gandhi con lo scenario scelto sopra, o Vijayanagara con la sua unica preparazione.
table-volume-gandhi = Gandhi
table-volume-vijayanagara = Vijayanagara
table-mode-volume = Gioco
table-board-declare-list = Cosa si dichiara
table-entry-open = Inserisci la plancia
table-entry-open-hint = Inserisci una volta la plancia di questo gioco dalla tua copia, cliccando: il tipo e il numero di ogni spazio e i suoi vicini. Il regolamento non stampa la plancia.
table-entry-title = Inserimento della plancia
table-entry-how = Clicca uno spazio sulla mappa per sceglierlo, e imposta qui il suo tipo e il suo numero. Per unirgli un altro spazio, o per separarli, clicca quello spazio tenendo premuto Maiusc, o con "I clic uniscono e separano i vicini" attivo.
table-entry-hint = Clicca uno spazio per sceglierlo; Maiusc+clic su un altro per unirli o separarli.
table-entry-none-chosen = Nessuno spazio scelto: cliccane uno sulla mappa.
table-entry-unsure = Provvisorio nella plancia fornita: controllalo sulla tua copia.
table-entry-kind = Tipo:
table-entry-neighbours = { $count ->
        [0] Ancora nessun vicino.
       *[other] Vicini ({ $count }): { $spaces }
    }
table-entry-next = Prossimo da controllare
table-entry-next-hint = Scegli il prossimo spazio con un dato provvisorio non ancora guardato.
table-entry-all-checked = Ogni spazio con un dato provvisorio è stato guardato.
table-entry-no-problems = La plancia non viola nulla di ciò che le regole rendono certo.
table-entry-problems = Non ancora salvata, perché:
table-entry-save = Salva la plancia
table-entry-save-hint = Conserva questa plancia nella tua cartella dei dati: il programma la legge a ogni avvio, al posto di quella fornita.
table-entry-close = Torna alla partita
table-entry-close-hint = Esci da questa modalità; ciò che non è stato salvato va perso.
table-entry-file = File:
table-entry-file-hint = Il file che Esporta scrive e Importa legge, per condividere una plancia fra tavoli.
table-entry-export = Esporta
table-entry-export-hint = Scrivi la plancia com'è nel file indicato, perché un altro tavolo la importi.
table-entry-import = Importa
table-entry-import-hint = Prendi la plancia nel file indicato, controllata, da rivedere e salvare.
table-entry-unreachable = { $space } non si raggiunge dagli altri spazi.
table-entry-no-sheet = La plancia di questo gioco non si inserisce al tavolo.
table-entry-not-saved = La plancia non è stata salvata: viola quanto elencato sopra.
table-entry-no-folder = La plancia non è stata salvata: non c'è una cartella dei dati in cui tenerla.
table-entry-saved = La plancia è stata salvata in { $file }; ora la partita la usa.
table-entry-exported = La plancia è stata scritta in { $file }.
table-entry-imported = La plancia in { $file } è sul foglio: rivedila, poi salvala.
table-entry-joining = I clic uniscono e separano i vicini (J)
table-entry-joining-hint = Se attivo, un clic su un altro spazio lo unisce a quello scelto o li separa; se no, sceglie quello spazio. Maiusc+clic unisce o separa in ogni caso.
table-board-game-over = La partita è finita
table-cards-open = Inserisci carte Evento
table-cards-open-hint = Inserisci le carte Evento dalla tua copia (i loro testi non sono nel programma): i passi di ogni carta, perché un Evento giocato su di essa sia giudicato su di loro.
table-cards-title = Carte Evento
table-cards-how = Scegli una carta a sinistra, o dai un numero e aggiungine una. Dai il suo titolo e se lascia Idonea la sua Fazione, poi i passi dei suoi testi non ombreggiato e ombreggiato. Un Evento giocato su una carta inserita è giudicato sui suoi passi.
table-cards-none = Le carte Evento di questo gioco non si inseriscono al tavolo.
table-cards-twice = La carta { $number } è inserita due volte.
table-cards-not-saved = Le carte non sono state salvate: violano quanto elencato sopra.
table-cards-saved = Le carte sono state salvate in { $file }; ora la partita giudica gli Eventi su di esse.
table-cards-no-problems = Le carte si leggono come scritte.
table-cards-save = Salva le carte
table-cards-save-hint = Conserva queste carte nella tua cartella dei dati: il programma le legge a ogni avvio.
table-cards-number = Numero:
table-cards-add = Aggiungi una carta
table-cards-none-chosen = Nessuna carta scelta: scegline una, o aggiungine una.
table-cards-card = Carta { $number }:
table-cards-title-hint = Il titolo della carta, come stampato.
table-cards-stay = Resta Idoneo
table-cards-unshaded = Testo non ombreggiato
table-cards-shaded = Testo ombreggiato
table-cards-remove-step = Togli questo passo
table-cards-add-step = Aggiungi un passo…
table-cards-remove = Togli questa carta
table-cards-remove-step-button = Togli
table-pending-restored = La voce che si stava facendo quando la plancia si è chiusa l'ultima volta è stata ripresa.
table-pending-unread = La voce che si stava facendo quando la plancia si è chiusa l'ultima volta non si è potuta riprendere: { $why }

## Una partita a distanza: chiavi, posti, turni inviati come file, pescate eque.
table-distance-set-up = Questa partita si gioca a distanza; il suo nome è { $game }. Invia il registro ai giocatori: ognuno esegue `table join` su di esso e ti invia il file del posto che scrive; poi falli sedere con `table seats`.
table-no-user-data = Non c'è una cartella dei dati utente in cui tenere la chiave di questa macchina: indicane una con --user-data.
table-key-made = Creata la chiave di questa macchina per le partite a distanza, in { $file }. Tieni quel file per te.
table-key = La tua chiave pubblica: { $key }
table-not-at-a-distance = Questa partita non si gioca a distanza: preparala con `table setup … --distance`.
table-not-seated = La tua chiave ({ $key }) non è uno dei posti di questa partita.
table-joined = Scritto il tuo posto { $seat } ({ $sides }) in { $file }: invialo a chi tiene il registro della partita.
table-seated = Seduto { $seat } ({ $sides }).
table-unknown-side = `{ $side }` non è una parte di questa partita; le sue parti sono: { $sides }.
table-seats-after-entries = I posti si stabiliscono prima della prima voce, e questo registro ha { $count } voci.
table-seats-refused = I posti non sono stati stabiliti: { $reason }
table-sent = Scritto { $file }: { $count } voci dopo la voce { $after }, firmate da { $seat }. Invialo agli altri posti.
table-turn-refused = Il turno non è stato preso, e il registro è com'era: { $reason }
table-refused-volume = è un turno di { $volume }, non del volume di questa partita.
table-refused-game = appartiene a un'altra partita.
table-refused-gap = segue la voce { $after }, ma questa copia della partita ha { $held } voci: apri prima i turni intermedi.
table-refused-off-chain = le prime { $after } voci che segue non sono quelle tenute qui.
table-refused-altered = è stato cambiato dopo l'invio: le sue voci non danno il sigillo che porta.
table-refused-forged = la voce { $entry } porta una firma che non è di { $seat }: è falsa.
table-refused-secret = un segreto che rivela per una pescata non è valido: { $reason }
table-turn-taken = Preso il turno di { $seat }: { $count } voci nuove.
table-turn-as-line = Il turno di { $seat } ha preso un'altra strada rispetto alle voci tenute qui: è conservato come la linea "{ $line }", e le voci di questo registro restano quelle della partita.
table-hand-signed = firmata da { $seat }
table-hand-unsigned = firmata da nessuno
table-hand-forged = la sua firma non è di { $seat }
table-draw-asked = Hai chiesto la pescata { $draw } rivelando il tuo segreto.
table-draw-revealed = Hai rivelato il tuo segreto per la pescata { $draw }.
table-draw-waiting = La pescata { $draw } attende i segreti di: { $seats }. Invia il tuo turno.
table-draw-made = Tutti i segreti ci sono: la pescata { $draw } ha scoperto una carta come voce { $entry }: { $change }
table-draw-none = Tutti i segreti ci sono, ma ora non può venire nessuna carta.
table-draw-problem = Voce { $entry }: { $problem }
table-no-seat = nessun posto
table-next-side = Tocca a: { $side }, giocato da { $seat }.
table-next-table = Ora: ciò che la sequenza di gioco richiede (non il turno di una parte).
table-live-failed = La stanza della partita non è raggiungibile: { $reason }
table-live-no-password = Dai la tua password Matrix in un file con --password-file, o nella variabile d'ambiente GANDHI_MATRIX_PASSWORD.
table-live-room = Aperta la stanza della partita { $room }: gli altri vi entrano con --room { $room }.
table-live-no-room = Indica la stanza della partita con --room, o aprine una con --create.
table-live-refused = Un turno inviato da { $sender } non è stato preso:
table-live-unsent-line = Non inviato ({ $at })
table-live-unsent = La stanza è andata avanti in un altro modo prima che le tue voci fossero inviate: sono conservate come la linea "{ $line }".
table-live-sent = Inviato il tuo turno alla stanza: { $count } voci.

## Una partita a distanza, sulla plancia del tavolo.
table-board-distance = Giocata a distanza
table-board-distance-hint = Ogni giocatore gioca sulla propria copia di questa partita; i turni passano tra le copie come file (o attraverso una stanza Matrix con `table live`), e ogni copia giudica ogni voce.
table-board-distance-seat = Siedi come { $seat }: le tue voci sono firmate con la chiave di questa macchina quando le concludi.
table-board-distance-no-seat = La chiave di questa macchina non è uno dei posti di questa partita: puoi aprire turni, non inviarli.
table-board-distance-file = File di turno:
table-board-send-turn = Invia il mio turno
table-board-send-turn-hint = Firma le tue voci dall'ultimo scambio e scrivile, con i tuoi segreti per le pescate, nel file di turno, per gli altri giocatori.
table-board-open-turn = Apri un turno
table-board-open-turn-hint = Prendi il file di turno inviato da un altro giocatore: è preso solo se continua questa partita; le sue voci sono giudicate, e il tuo segreto per una pescata chiesta è rivelato.
table-board-ask-draw = Chiedi la prossima carta
table-board-ask-draw-hint = Rivela il tuo segreto per la prossima pescata; va con il tuo prossimo turno, e la carta viene quando ogni giocatore ha rivelato il suo.
