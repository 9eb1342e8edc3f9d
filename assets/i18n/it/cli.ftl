# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

own-file-cards = le carte dei giocatori
own-file-np-aid = l'aiuto per i non giocanti dei giocatori
cli-error = errore: { $message }
cli-window-failed = impossibile aprire la finestra: { $error }
cli-board-only = una partita salvata, --new o --check-map aprono il tabellone; non vanno con un comando
cli-data-unusable = i dati dei componenti non si possono usare:
cli-map-checks-applied = verifiche della mappa applicate da { $file } ({ $count ->
        [one] 1 verifica
       *[other] { $count } verifiche
    })
cli-map-checks-unusable = le verifiche della mappa non si possono usare:
cli-map-checks-left-out = le verifiche della mappa in { $file } non si possono usare, quindi la mappa si usa senza di esse:
cli-state-or-scenario = indicate un file di stato o --scenario
cli-not-a-faction = --non-players: `{ $key }` non è una Fazione; usate raj, congress, muslim_league o revolutionaries
cli-made-up-aid = l'aiuto inventato non si legge: { $error }
cli-game-failed = partita con seme { $seed }: { $error }
cli-seating-mixed = i posti cambiano da una partita all'altra (quattro giocatori; quattro non giocanti; il Raj e i Rivoluzionari non giocanti; il Congresso e la Lega non giocanti)
cli-seating-players = quattro giocatori
cli-seating-non-players = non giocanti: { $factions }
cli-fidelity-how = { $games } partite dello scenario { $scenario }, semi da { $seed } a { $last }, { $seating }; i non giocanti seguono un aiuto inventato dove i dati non lo hanno, e gli ordini delle Fazioni e i segni delle carte che mancano ai dati sono inventati.
cli-fidelity-steps = { $steps } passi legali giudicati ({ $engine } dal motore dei non giocanti): { $alarms } falsi allarmi.
cli-fidelity-freedoms = giocate { $played } delle { $all } libertà delle regole.
cli-fidelity-faults = { $faults } errori introdotti: { $caught } scoperti, { $right } citando una sezione che l'errore viola, { $missed } sfuggiti.
cli-seconds = { $seconds } secondi.
cli-made-up-game = una partita che il programma ha giocato da solo: giudicata con le carte e l'aiuto inventati con cui è stata giocata
cli-entry-unreadable = --entry { $entries }: ci si aspettava un numero di voce N o un intervallo N..M, contando da 1
cli-entry-past-log = { $file }: --entry { $entries }: il registro ha { $count ->
        [one] 1 voce
       *[other] { $count } voci
    }
cli-entry-none = { $file }: nessuna voce in { $entries }
cli-report-written = scritti: { $files }; SHA-256 delle voci: { $hash }
cli-to-table-written = Scritto { $file }: { $entries ->
        [one] una voce
       *[other] { $entries } voci
    } del registro del tavolo da { $saved } voci della partita salvata.
cli-to-table-open = Tralasciate { $open } voci di un'azione ancora aperta alla fine: chiudetela e scrivete di nuovo il registro.
cli-to-table-lines = Il registro tiene solo la linea principale: tralasciate { $lines } altre linee di gioco.
cli-to-table-own-deck = La partita pesca dal mazzo dei giocatori, di carte o di carte Arjuna, che il registro del tavolo non conosce.
cli-seal = sigillo: { $verdict }
cli-seal-at = sigillo: { $place }: { $verdict }
cli-not-replayed = { $file }: il registro non si può rigiocare
cli-judged-again = { $file }: { $count ->
        [one] 1 voce giudicata
       *[other] { $count } voci giudicate
    } di nuovo
cli-no-finding = nessun rilievo
cli-findings-heading = { $count ->
        [one] 1 rilievo
       *[other] { $count } rilievi
    }:
cli-following-from-it = che ne deriva: { $finding }
cli-at-entry = voce { $entry } ({ $what }): { $finding }
cli-no-difference = nessuna differenza con i rilievi salvati nel file
cli-differences-heading = { $count ->
        [one] 1 differenza
       *[other] { $count } differenze
    } con i rilievi salvati nel file:
cli-seeds-past-max = --seed { $seed } con --games { $games }: i semi supererebbero { $max }, il seme più alto; scegliete un seme non oltre { $most }
cli-ended-by-victory-check = { $count } finite per una verifica della vittoria
cli-ended-by-deck = { $count } finite per l'esaurimento del mazzo
cli-ended-by-final-campaign = { $count } finite con l'ultima Campagna
cli-playout-played = { $games } partite di { $scenario } giocate (semi da { $seed } a { $last }), ogni passo verificato{ $round_trip ->
        [yes] , con il file di stato e la partita salvata riletti dopo ciascuno
       *[no] {""}
    }{ $clean ->
        [yes] : nessuna regola violata
       *[no] {""}
    }.
cli-playout-non-players = non giocanti: { $factions }, giocati dal motore dei non giocanti con un aiuto inventato dove i dati non lo hanno: { $steps } passi; { $fallbacks } turni che non poteva completare da solo sono stati giocati come farebbe un giocatore
cli-games-per-second = { $rate } partite al secondo
cli-seconds-per-game = { $seconds } s per partita
cli-playout-actions = { $actions } azioni, { $entries } voci del registro; { $speed }.
cli-playout-broken = { $failed } partite su { $games } hanno violato una regola.
cli-no-random-seed = il sistema non ha dato un seme casuale ({ $error }); sceglietene uno con --seed N
cli-not-a-space = `{ $space }` non è uno spazio; usate un nome o un id come: { $spaces }
cli-setup-breaks-rules = lo scenario `{ $scenario }` dei dati prepara uno stato che viola le regole, quindi { $file } non è stato scritto:
cli-set-up = Preparato lo scenario { $scenario } con seme { $seed } in { $file }
cli-setup-pending = In sospeso: il Congresso piazza Gandhi, un Attivista Attivo e una Protesta in uno spazio (usate --gandhi SPAZIO).
cli-control-heading = Controllo Raj (1.7): cubi contro gli altri pezzi Attivi
cli-control-raj = Controllo Raj
cli-control-muslim-state = Stato Musulmano
cli-control-against = contro
cli-never-controlled = (Principati e Ferrovie non sono mai Controllati.)
cli-victory-heading = Vittoria (1.9, 7.2)      totale     soglia margine
cli-condition-met = condizione raggiunta
cli-ranking = Classifica (7.1): { $places }
cli-crisis = L'India è in Crisi: Moderazione e Unità sono entrambe a 1 (6.8).
cli-pending-gandhi = Passo della preparazione in sospeso: il Congresso deve ancora piazzare Gandhi.
cli-check-no-finding = { $file }: nessun rilievo
cli-check-findings = { $file }: { $count ->
        [one] 1 rilievo
       *[other] { $count } rilievi
    }
cli-note = nota: { $note }
cli-check-pending = (passo della preparazione in sospeso: il Congresso deve ancora piazzare Gandhi)

## Help: what each command and option does (--help).
cli-help = Un moderatore per Gandhi (GMT COIN Series Vol. IX): controlli delle regole che citano il regolamento, il Controllo Raj e i totali di vittoria.
cli-help-usage = Uso:
cli-help-commands = Comandi
cli-help-options = Opzioni
cli-help-arguments = Argomenti
cli-help-help = Mostra questo aiuto
cli-help-version = Mostra la versione
cli-help-exit-codes = Codici di uscita: 0 riuscito, 1 rilievi (check, judge), 2 dati illeggibili o inutilizzabili.
cli-help-data = Legge i dati dei componenti da questa cartella (organizzata come data/) invece della copia interna.
cli-help-map-checks = Applica le verifiche della mappa di un tavolo da questo file. Senza, i comandi usano map_checks.yaml nella cartella dei dati dell'utente, se c'è.
cli-help-user-data = La cartella dei dati dell'utente: da dove si leggono i file propri del tavolo (le verifiche della mappa, le carte e l'aiuto per i non giocanti dei giocatori, i file propri di un volume) e dove la plancia tiene i salvataggi automatici. Senza, la cartella del programma per questo utente.
cli-help-lang = La lingua dei messaggi: en, it o es. Senza, la lingua viene da LC_ALL, LC_MESSAGES o LANG (it… italiano, es… spagnolo, altro inglese).
cli-help-game = Una partita salvata da aprire sul tabellone.
cli-help-new = Apre il tabellone su una nuova partita di questo scenario (short, main o quick), saltando la schermata iniziale.
cli-help-seed = Con --new: il seme (casuale se omesso).
cli-help-check-map = Apre il tabellone nella modalità di verifica della mappa, per confrontare la mappa con il vostro tabellone.
cli-help-setup = Prepara uno scenario e ne scrive il file di stato.
cli-help-setup-scenario = Quale scenario: short (1930), main (1917) o quick (Avvio rapido sulla preparazione Main).
cli-help-setup-seed = Il seme del mazzo e di ogni tiro di dado successivo; casuale se omesso.
cli-help-setup-gandhi = Main e Avvio rapido: lo spazio in cui il Congresso piazza Gandhi, un Attivista Attivo e una Protesta. Senza, quel passo resta in sospeso.
cli-help-setup-output = Il file di stato da scrivere.
cli-help-totals = Mostra il Controllo Raj per spazio e i quattro totali di vittoria con i margini.
cli-help-totals-file = Un file di stato; oppure usate --scenario.
cli-help-totals-scenario = Mostra uno scenario appena preparato (short, main o quick) invece di un file.
cli-help-totals-json = Stampa in JSON.
cli-help-check = Controlla un file di stato con le regole statiche; elenca ogni rilievo con la sua sezione.
cli-help-check-file = Il file di stato.
cli-help-check-json = Stampa in JSON: un elenco di rilievi.
cli-help-judge = Ripete una partita salvata e giudica di nuovo ogni voce con le regole di oggi: ogni rilievo con la sua voce, dove i rilievi differiscono da quelli salvati nel file, e se il sigillo del registro tiene.
cli-help-judge-file = La partita salvata.
cli-help-judge-json = Stampa in JSON: i rilievi, le differenze, il sigillo.
cli-help-report = Scrive un resoconto di contestazione delle voci di una partita salvata: una pagina HTML, con accanto il suo Markdown e le immagini del tabellone.
cli-help-report-file = La partita salvata.
cli-help-report-entry = Le voci, numerate da 1 come le mostra il Registro: N, oppure N..M.
cli-help-report-output = Il file HTML da scrivere (NOME.md, NOME-before.svg e NOME-after.svg sono scritti accanto).
cli-help-to-table = Scrive una partita salvata come registro del tavolo, voce per voce (un'azione con le sue modifiche come una voce), da aprire sulla plancia del tavolo o con i suoi comandi.
cli-help-to-table-file = La partita salvata.
cli-help-to-table-output = Il registro del tavolo da scrivere.
cli-help-playout = Gioca partite casuali intere di azioni legali, controllando ogni passo, e riferisce come sono finite e quanto sono state veloci.
cli-help-playout-scenario = Quale scenario: short (se omesso), main o quick.
cli-help-playout-games = Quante partite (almeno una; 100 se omesso).
cli-help-playout-seed = Il seme della prima partita (1 se omesso); ogni partita successiva usa il seme seguente.
cli-help-playout-save = Scrive la prima partita, salvata, in questo file.
cli-help-playout-non-players = Assegna queste Fazioni ai non giocatori (chiavi separate da virgole, es. raj,revolutionaries): valgono per loro le regole dei non giocatori che riguardano ogni azione (8.1).
cli-help-playout-round-trip = Dopo ogni passo, scrive e rilegge anche il file di stato e salva e riapre la partita (con il sigillo intatto).
cli-help-playout-jobs = Gioca le partite su questo numero di thread (1 se omesso); i risultati sono gli stessi che su uno.
cli-help-playout-keep-going = Gioca ogni partita anche dopo che una viola una regola; ognuna è segnalata, e alla fine il codice di uscita è 1.
cli-help-fidelity = Misura quanto bene i controlli colgono le mosse sbagliate: gioca partite con seme, giudica di nuovo ogni passo legale (un rilievo lì è un falso allarme), poi applica a ogni passo singoli errori di tipi definiti e conta quelli colti con la sezione giusta, con un'altra, e quelli sfuggiti.
cli-help-fidelity-scenario = Quale scenario: short (se omesso), main o quick.
cli-help-fidelity-games = Quante partite (almeno una; 20 se omesso).
cli-help-fidelity-seed = Il seme della prima partita (1 se omesso); ogni partita successiva usa il seme seguente.
cli-help-fidelity-non-players = Assegna queste Fazioni ai non giocatori in ogni partita (chiavi separate da virgole); i loro turni li gioca il motore dei non giocatori, con un aiuto inventato dove i dati non ne hanno.
cli-help-fidelity-mix = Alterna invece i posti da una partita all'altra: quattro giocatori, quattro non giocatori, il Raj e i Rivoluzionari non giocatori, il Congresso e la Lega non giocatori.
cli-help-fidelity-jobs = Gioca le partite su questo numero di thread (1 se omesso); i risultati sono gli stessi che su uno.
cli-help-fidelity-markdown = Scrive l'intero resoconto, in Markdown, in questo file.
cli-help-fidelity-freedoms = Scrive la tabella delle libertà, in Markdown, in questo file: ogni scelta che il regolamento lascia a un giocatore, e quanto spesso i passi legali l'hanno fatta.

## What the parser refused.
cli-parse-unknown-argument = argomento inatteso `{ $arg }`
cli-parse-unknown-command = nessun comando `{ $command }`
cli-parse-invalid-value = `{ $value }` non è un valore che { $arg } accetta
cli-parse-valid-values = accetta { $values }
cli-parse-missing = manca: { $args }
cli-parse-conflict = { $arg } non va con { $other }
cli-parse-see-help = Per saperne di più, provate --help.
cli-parse-too-many = { $arg } non prende altri valori, ma è stato dato `{ $value }`
cli-parse-value-count = { $arg } ha ricevuto un numero sbagliato di valori
cli-parse-not-utf8 = un argomento non è testo UTF-8 valido

## I comandi propri del tavolo, gli stessi per ogni volume.
cli-help-table = I comandi propri del tavolo, gli stessi per ogni volume che il programma porta, passati per il contratto tra il tavolo e un volume: prepara una partita nel registro del tavolo, la controlla, la giudica, ne scrive un resoconto.
cli-help-table-volume = Il volume, per la sua chiave (predefinito: gandhi, quello che questo programma porta).
cli-help-table-setup = Prepara uno scenario e scrive il registro del tavolo di una nuova partita.
cli-help-table-setup-scenario = Lo scenario, per la chiave che gli dà il volume.
cli-help-table-setup-seed = Il seme di ogni pescata e di ogni dado (predefinito: 1).
cli-help-table-setup-output = Il registro da scrivere.
cli-help-table-setup-distance = Una partita a distanza: la partita riceve un nome suo, e i giocatori vi si siedono prima della prima voce.
cli-help-table-key = Mostra la chiave pubblica di questa macchina per le partite a distanza, creando prima la chiave se non c'è.
cli-help-table-join = Siediti a una partita a distanza: scrivi in un file il tuo posto (il nome, le parti che gioca, la tua chiave pubblica e il tuo impegno sui segreti per le pescate), da inviare a chi tiene il registro.
cli-help-table-join-file = Il registro della partita, come l'ha inviato chi lo tiene.
cli-help-table-join-seat = Il nome del tuo posto, come ti conoscono gli altri giocatori.
cli-help-table-join-sides = Le parti che giochi, con le chiavi del volume, separate da virgole.
cli-help-table-join-output = Il file del posto da scrivere.
cli-help-table-seats = Fai sedere i giocatori di una partita a distanza, prima della prima voce: ogni file di posto scritto dal loro `join`.
cli-help-table-seats-file = Il registro della partita.
cli-help-table-seats-seats = I file dei posti.
cli-help-table-send = Invia il tuo turno: firma le tue voci dall'ultimo scambio e scrivile, con i tuoi segreti per le pescate, in un file di turno per gli altri posti.
cli-help-table-send-file = Il registro della partita.
cli-help-table-send-output = Il file di turno da scrivere.
cli-help-table-send-after = Invia le voci dopo questa (predefinito: quelle dopo l'ultima voce firmata da un altro posto).
cli-help-table-open = Apri un turno inviato da un altro posto: controlla che continui questa partita, giudica le sue voci, rivela il tuo segreto per una pescata chiesta, scopri la carta quando ci sono tutti i segreti, e di' a chi tocca.
cli-help-table-open-file = Il registro della partita.
cli-help-table-open-turn = Il file di turno.
cli-help-table-draw = Chiedi la prossima carta di una partita a distanza: rivela il tuo segreto per la prossima pescata; la carta viene quando ogni posto ha rivelato il suo.
cli-help-table-draw-file = Il registro della partita.
cli-help-table-live = Gioca una partita a distanza dal vivo, in una stanza Matrix: leggi la stanza e prendi i suoi turni, ogni voce nuova giudicata; rivela il tuo segreto per una pescata chiesta; invia le tue voci dall'ultimo scambio (con --send); e di' a chi tocca.
cli-help-table-live-file = Il registro della partita.
cli-help-table-live-server = L'indirizzo dello homeserver, come https://matrix.org.
cli-help-table-live-user = Il tuo nome utente Matrix lì.
cli-help-table-live-password-file = Un file con la tua password Matrix (predefinito: la variabile d'ambiente GANDHI_MATRIX_PASSWORD).
cli-help-table-live-create = Apri una stanza per questa partita.
cli-help-table-live-invite = Invita questo ID utente Matrix nella stanza aperta (un --invite per ognuno).
cli-help-table-live-room = La stanza della partita, con l'ID ricevuto quando è stata aperta.
cli-help-table-live-send = Invia le tue voci dall'ultimo scambio.
cli-help-table-live-say = Di' questo al tavolo.
cli-help-table-check = Ripete un registro e controlla la posizione a cui arriva: ogni verdetto con la sua sezione, poi i totali.
cli-help-table-check-file = Il registro del tavolo.
cli-help-table-check-json = Stampa in JSON.
cli-help-table-totals = Ripete un registro e mostra il totale di vittoria di ogni parte, il totale da superare e il margine, dopo l'ultima voce.
cli-help-table-totals-file = Il registro del tavolo.
cli-help-table-totals-json = Stampa in JSON.
cli-help-table-judge = Ripete un registro e giudica ogni voce: cosa ha violato ciascuna, e se il sigillo del registro tiene.
cli-help-table-judge-file = Il registro del tavolo.
cli-help-table-judge-json = Stampa in JSON.
cli-help-table-board = Apre la plancia del tavolo su un registro in una finestra: si gioca trascinando i pezzi; ogni voce chiusa viene riscritta nel registro.
cli-help-table-board-file = Il registro del tavolo.
cli-help-table-board-enter-board = Apre subito la modalità di inserimento della plancia: inserisci la plancia dalla tua copia del gioco, cliccando (per un volume il cui regolamento non stampa la plancia).
cli-help-table-report = Scrive in Markdown un resoconto delle voci di un registro: i gesti, i verdetti e i totali di ogni voce; in un file che finisce in .html, un resoconto di disputa: la pagina, il suo Markdown e la plancia prima e dopo come immagini.
cli-help-table-report-file = Il registro del tavolo.
cli-help-table-report-output = Il file da scrivere (.md, o .html per un resoconto di disputa).
cli-help-table-report-entry = Solo queste voci, numerate da 1: N, o N..M.
cli-help-table-turn = Fa giocare a una fazione il suo turno dal sistema non giocante su un registro: il turno si aggiunge al registro come voce, giudicata, con il motivo di ogni decisione; una scelta lasciata ai giocatori viene invece chiesta (uscita 3).
cli-help-table-turn-side = La fazione, con la chiave del volume.
cli-help-table-turn-file = Il registro del tavolo.
cli-help-table-turn-answers = Una risposta alle domande del sistema, nell'ordine in cui sono poste (un --answer per ciascuna).
cli-help-table-playout = Fa giocare partite intere al generatore casuale del volume e giudica ogni voce che ha fatto come si giudica qualsiasi registro: un verdetto che viola una regola è un disaccordo tra il generatore e i controlli.
cli-help-table-playout-scenario = Lo scenario, con la chiave del volume.
cli-help-table-playout-games = Quante partite (predefinito: 10), dai semi S, S+1…
cli-help-table-playout-seed = Il seme della prima partita (predefinito: 1).
cli-help-table-playout-json = Stampa in JSON.
