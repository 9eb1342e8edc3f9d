# Le parole di Vijayanagara in italiano: i nomi delle sue cose e i suoi
# verdetti, con gli argomenti $a1, $a2…

name-vijayanagara = Vijayanagara
name-sultanate = Sultanato di Delhi
name-bahmani = Regno Bahmani
name-mongols = Invasori Mongoli
name-standard = Preparazione standard
name-board = la plancia del tavolo
name-mountain-passes = Passi Montani
name-punjab = Punjab
name-delhi = Delhi
name-sindh = Sindh
name-rajput-kingdoms = Regni Rajput
name-gujarat = Gujarat
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
name-invasion-region = Regione d'Invasione Mongola
name-troop = Truppe
name-governor = Governatori
name-qasbah = Qasbah
name-amir = Emiri
name-amir-rebelling = Emiri in rivolta
name-fort = Forti
name-raja = Raja
name-raja-rebelling = Raja in rivolta
name-temple = Templi
name-mongol = Invasori Mongoli
name-cavalry = Cavalleria
name-tributary = segnalini Tributario
name-sultanate-available = Riserva del Sultanato
name-bahmani-available = Riserva Bahmani
name-vijayanagara-available = Riserva di Vijayanagara
name-mongols-available = Riserva degli Invasori Mongoli
name-bahmani-influence-track = Emiri sul tracciato dell'Influenza Bahmani
name-vijayanagara-influence-track = Raja sul tracciato dell'Influenza di Vijayanagara
name-cavalry-pool = Riserva comune della Cavalleria
name-tributary-markers = Segnalini Tributario fuori dalla mappa
name-sultanate-resources = Risorse del Sultanato
name-bahmani-resources = Risorse Bahmani
name-vijayanagara-resources = Risorse di Vijayanagara
name-bahmani-influence = Influenza Bahmani
name-vijayanagara-influence = Influenza di Vijayanagara
name-rebelling = In rivolta
name-obedient = Obbedienti
name-khalji = Khalji
name-tughlaq = Tughlaq
text-pass = { $a1 }: Passa
text-flip = Gira { $a3 } { $a2 } in { $a1 }: { $a4 }
text-dynasty = Sale al potere la dinastia { $a1 }
verdict-piece-total = Il gioco ha { $a3 } { $a1 }, ma se ne contano { $a2 }.
verdict-wrong-holding = { $a1 } contiene { $a2 } { $a3 }, che vanno altrove.
verdict-not-here = { $a1 } contiene { $a3 } { $a2 }, che non possono starci.
verdict-structures-stacked = { $a1 } contiene { $a3 } { $a2 }; uno spazio contiene al più una Struttura di ogni tipo.
verdict-cavalry-on-map = { $a1 } contiene { $a3 } Cavalleria; la Cavalleria si tiene nelle riserve e nella riserva comune.
verdict-tributary-marker = { $a1 } contiene { $a3 } segnalini Tributario; solo una Provincia ne contiene, al più uno.
verdict-obedient-under-control = { $a1 } è Controllata dalla sua Fazione, ma { $a3 } { $a2 } lì sono Obbedienti.
verdict-resources-range = { $a1 } ha { $a2 } Risorse; vanno da 0 a 24.
verdict-influence-range = { $a1 } è a { $a2 }; l'Influenza va da 0 a 4.
verdict-track-units = Il tracciato dell'Influenza { $a1 } contiene { $a2 } Unità dove il suo livello ne lascia { $a3 }.
verdict-pass-income = Passando, { $a1 } guadagna { $a2 } Risorse, ma ne ha guadagnate { $a3 }.
verdict-pass-changed = Passando, { $a1 } non cambia nulla oltre alle sue Risorse.
text-conscript = { $a1 }: Arruolare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-march = { $a1 }: Marciare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-govern = { $a1 }: Governare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-attack = { $a1 }: Attaccare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-rally = { $a1 }: Radunare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-migrate = { $a1 }: Migrare{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
text-rebel = { $a1 }: Ribellarsi{ $a2 ->
        [limited] , limitato{ $a3 ->
            [with] , con { $a4 }
           *[other] {""}
        }
        [with] , con { $a3 }
       *[other] {""}
    }
name-collect-tribute = Riscuotere Tributi
name-campaign = Campagna
name-demand-obedience = Esigere Obbedienza
name-trade = Commerciare
name-build = Costruire
name-conspire = Cospirare
name-tax = Tassare
name-compel = Costringere
verdict-not-their-command = { $a1 } non ha il Comando { $a2 }.
verdict-not-their-decree = { $a1 } non ha il Decreto { $a2 }.
verdict-limited-with-decree = { $a1 } ha eseguito un Comando Limitato con un Decreto; un Comando Limitato va da solo.
verdict-limited-spaces = { $a1 } ha eseguito un Comando Limitato in { $a2 } spazi; ne prende uno.
verdict-not-a-province = { $a1 } non è una Provincia: il Regno Bahmani e l'Impero di Vijayanagara scelgono solo Province.
verdict-decree-left-to-table = { $a2 } di { $a1 } non è ancora giudicato dal programma: verificatelo al tavolo.
verdict-conscript-where = Le Truppe si arruolano solo a Delhi, in uno spazio con un Qasbah o in una Provincia Tributaria: non in { $a1 }.
verdict-conscript-too-many = In { $a1 } sono state arruolate { $a2 } Truppe, dove ne possono stare al più { $a3 }.
verdict-moved-twice = { $a2 } pezzi hanno lasciato { $a1 }, che ne aveva { $a3 } prima: in un Comando un pezzo si muove una volta.
verdict-march-not-adjacent = Truppe o Governatori hanno marciato da { $a1 } a { $a2 }, che non sono adiacenti.
verdict-govern-where = Il Sultanato Governa solo in Province Tributarie o Controllate dal Sultanato, nelle Regioni d'Invasione Mongola e a Delhi: non in { $a1 }.
verdict-govern-one-or-other = In { $a1 }, Governare o piazza un Governatore o, dove c'è un Governatore, rimuove Unità e piazza un Qasbah.
verdict-govern-without-governor = Governare ha rimosso Unità o piazzato un Qasbah in { $a1 }, dove non c'era un Governatore.
verdict-govern-removes-two = Governare ha rimosso { $a2 } Unità in { $a1 }; ne rimuove al più due.
verdict-rally-where = Sono state radunate Unità in { $a1 }, dove la Fazione non aveva pezzi.
verdict-rally-too-many = In { $a1 } sono state radunate { $a2 } Unità, dove ne possono stare al più { $a3 }.
verdict-rally-placed-as = { $a2 } Unità radunate in { $a1 } sono state piazzate { $a3 }.
verdict-migrate-not-adjacent = Unità sono migrate da { $a1 } a { $a2 }, che non sono adiacenti.
verdict-migrate-too-many = { $a2 } Unità sono migrate in { $a1 }; al più tre.
verdict-migrate-into-tributary = Le Unità che migrano in { $a1 }, una Provincia Tributaria, diventano Obbedienti.
verdict-migrate-shift = { $a1 } ha spostato l'Influenza di { $a2 } (quella del rivale di { $a3 }): un passo ciascuna, in una destinazione con un pezzo del rivale.
verdict-rebel-under-khalji = { $a1 } si è ribellato sotto la dinastia Khalji.
verdict-rebel-majority = La Ribellione in { $a1 } aveva { $a2 } pezzi contro { $a3 }; devono superare tutti gli altri.
verdict-rebel-flips-all = Ribellarsi gira in rivolta ogni Unità della Fazione in { $a1 }.
verdict-build-one = { $a1 } ha costruito più di un { $a2 }.
verdict-build-where = È stata costruita una Struttura in { $a1 }, dove la Fazione non aveva Unità.
verdict-demand-where = Si è esatta obbedienza in { $a1 }, che non è Controllata dal Sultanato con un Governatore.
verdict-demand-flips = Esigere Obbedienza gira le Unità in rivolta in { $a1 } a Obbedienti.
verdict-action-resources = Le Risorse di { $a1 } dovevano cambiare di { $a2 }, ma sono cambiate di { $a3 }.
verdict-decree-cavalry = Il Decreto di { $a1 } prende { $a2 } Cavalleria dalla riserva comune, ma ne sono uscite { $a3 }.
verdict-unexplained = { $a1 }: { $a2 } cambiato di { $a3 }, cosa che l'azione dichiarata non fa.
verdict-unexplained-track = L'azione di { $a1 } ha mosso un tracciato o la carta Dinastia, che non muove.
verdict-attack-where = È stato attaccato { $a1 }, dove l'attaccante non può Attaccare.
verdict-attack-two-defenders = Due Fazioni hanno perso pezzi nell'Attacco in { $a1 }; un Attacco ha un solo difensore.
verdict-attack-losses = In { $a1 } il difensore ha perso { $a2 } e l'attaccante { $a3 }: più di quanto consentano i loro dadi, o senza Unità dall'altra parte a tirare.
verdict-attack-casualties-where = { $a2 } Unità dell'attaccante hanno lasciato { $a1 }, da dove nessuna poteva unirsi a un Attacco.
verdict-attack-influence = L'Attacco ha spostato l'Influenza Bahmani di { $a3 } e quella di Vijayanagara di { $a4 }, cosa che le sue battaglie non possono: un passo in ciascun senso per ogni battaglia tra i due.
verdict-campaign-route = Truppe o Governatori sono andati da { $a1 } a { $a2 }: una Campagna segue una rotta di al più tre spazi adiacenti.
verdict-conspire-where = Un Governatore o un Raja è stato sostituito in { $a1 }, dove Cospirare non può (una Provincia con un pezzo Bahmani; Raja, o accanto, con Influenza 2 o più; sempre una Provincia).
verdict-conspire-rebelling = Un Raja in rivolta sostituito in { $a1 } lo è da un Emiro in rivolta.
verdict-conspire-two = Cospirare ha sostituito pezzi in { $a1 } Province; al più due.
verdict-compel-one = Costringere ha portato Raja in { $a1 } Province, { $a2 } in tutto: una Provincia, al più due Raja.
verdict-compel-where = Costringere ha scelto { $a1 }, che non è una Provincia con o accanto a un pezzo di Vijayanagara.
verdict-compel-not-adjacent = Raja costretti da { $a1 } a { $a2 }, che non sono adiacenti.
verdict-compel-removes = Costringere ha rimosso { $a2 } pezzi in { $a1 }; al più uno, e solo con Influenza 2 o più.
text-card = Si rivela la carta successiva{ $a1 ->
        [invasion] : una carta Invasione Mongola per { $a2 }
        [succession] : una carta Successione
        [timurid] : una carta Impero Timuride
       *[other] {""}
    }
text-campaign = { $a1 }: Campagna, sulla carta Successione
verdict-not-eligible = { $a1 } non è Idoneo su questa carta.
verdict-acted-on-card = { $a1 } ha già agito su questa carta.
verdict-option-taken = { $a1 } ha scelto un'opzione che { $a2 } aveva già preso su questa carta.
trace-flipped-rebelling = { $a1 } è ora Controllata da { $a2 }: le sue { $a3 } Unità Obbedienti lì passano in rivolta.
text-end = La partita finisce
text-instructions = Si eseguono le istruzioni della carta
name-instructions = la carta
name-yes = Sì
name-no = No
name-done = Basta così
name-stop = Basta
name-amass = Ammassare
name-advance = Avanzare
name-attack-mountain-passes = Attaccare e Saccheggiare nei Passi Montani
name-attack-punjab = Attaccare e Saccheggiare nel Punjab
name-attack-delhi = Attaccare e Saccheggiare a Delhi
name-charge-2 = Carica: un proprio 2 diventa 1
name-charge-3 = Carica: un proprio 3 diventa 2
name-charge-4 = Carica: un proprio 4 diventa 3
name-charge-5 = Carica: un proprio 5 diventa 4
name-charge-6 = Carica: un proprio 6 diventa 5
name-screen-2 = Schermo: togli un 2 mongolo
name-screen-3 = Schermo: togli un 3 mongolo
name-screen-4 = Schermo: togli un 4 mongolo
name-screen-5 = Schermo: togli un 5 mongolo
name-screen-6 = Schermo: togli un 6 mongolo
name-bahmani-up = Influenza Bahmani su di uno
name-bahmani-down = Influenza Bahmani giù di uno
name-vijayanagara-up = Influenza di Vijayanagara su di uno
name-vijayanagara-down = Influenza di Vijayanagara giù di uno
name-deck = le carte
name-dynasty = la carta Dinastia
verdict-game-over = La partita è finita con l'invasione di Delhi da parte di Timur: dopo non viene nulla.
verdict-no-instructions = Una carta Evento non ha istruzioni che il programma esegua: ci agiscono le sue Fazioni.
verdict-instructions-done = Le istruzioni della carta scoperta sono già state eseguite.
verdict-interrupted = { $a1 } non può agire così mentre questa carta interrompe il gioco normale.
verdict-instructions-pending = Si è rivelata la carta successiva prima di eseguire le istruzioni della carta scoperta.
verdict-deck-order = { $a1 ->
        [card] Una carta Evento
       *[other] Questa carta
    } non può uscire ora: la pila { $a2 } ha già mostrato { $a3 } carte Evento e { $a4 } carte Invasione Mongola.
verdict-decree-alone = { $a1 } ha preso { $a2 } senza un Comando: solo una carta Successione consente un Decreto da solo.
verdict-campaign-region = La Campagna di una carta Successione usa solo Delhi e le Province, non { $a1 }.
verdict-instructions-changed = { $a1 }: { $a2 } cambiato di { $a3 }, cosa che le istruzioni di questa carta non cambiano.
verdict-instructions-track = Le istruzioni di questa carta non cambiano { $a1 }.
verdict-cavalry-not-from-pool = { $a1 } ha preso { $a2 } segnalini Cavalleria da altre Fazioni mentre la riserva comune ne ha ancora { $a3 }: i segnalini vengono dalla riserva finché ne ha.
verdict-plunder-resources = Le Risorse del Sultanato sono passate da { $a1 } a { $a2 }: un saccheggio le riduce soltanto, e non sotto 3.
verdict-amassed-too-many = Sono entrati sulla mappa { $a1 } Invasori Mongoli; due Comandi Ammassare ne portano al più sei.
verdict-too-many-troops-removed = { $a1 } Truppe hanno lasciato le Province; due saccheggi di Delhi ne tolgono al più quattro.
verdict-too-many-losses = Il Sultanato ha perso { $a1 } Unità contro i Mongoli; due battaglie ne tolgono al più dieci.
verdict-gifts-influence = L'Influenza di { $a1 } è passata da { $a2 } a { $a3 }; i doni costano un passo, o niente.
verdict-gifts = I doni danno a { $a1 } { $a2 } Risorse e { $a3 } Cavalleria, ma ha guadagnato { $a4 } e { $a5 }.
verdict-zenith-dynasty = La prima carta Successione porta al potere la dinastia Tughlaq.
verdict-zenith-cavalry = Qui il Regno Bahmani guadagna { $a1 } Cavalleria, ma ne ha guadagnata { $a2 }.
verdict-zenith-resources = Qui l'Impero di Vijayanagara guadagna { $a1 } Risorse, ma ne ha guadagnate { $a2 }.
verdict-rise-gain = { $a1 } guadagna { $a2 } tra Risorse e Cavalleria insieme, ma ha guadagnato { $a3 } Risorse e { $a4 } Cavalleria.
verdict-rise-one-at-a-time = Ogni Fazione del Deccan prende il suo guadagno dopo il proprio Comando Limitato gratuito: una alla volta.
verdict-lords-paid = { $a1 } ha pagato { $a2 } Risorse: ogni spostamento costa 3, al più tre spostamenti.
verdict-lords-shifts = Sono stati pagati { $a1 } spostamenti, ma i tracciati dell'Influenza si sono mossi di { $a2 } passi.
verdict-timurid-gather = Metà degli Invasori Mongoli in riserva, { $a1 }, entra nei Passi Montani; ne sono entrati { $a2 }.
verdict-timur-left-behind = Sono rimaste Unità in { $a1 }; l'esercito di Timur e i difensori proseguono verso Delhi.
verdict-timur-stopped = L'assalto di Timur a Delhi si è fermato con ancora { $a1 } Invasori e { $a2 } Unità del Sultanato: continua finché una parte non scompare.
verdict-timur-no-end = L'invasione di Timur chiude la partita: la fine non è stata segnata.
trace-picks = { $a1 } sceglie i due Comandi degli Invasori Mongoli.
trace-no-mongol-command = Nessun Comando Mongolo è eseguibile come { $a1 ->
        [1] primo
       *[other] secondo
    } Comando.
trace-amass = Ammassare: { $a1 } Invasori Mongoli entrano nei Passi Montani.
trace-mongols-onward = { $a1 } Invasori oltre il quarto proseguono da { $a2 } a { $a3 }.
trace-advance = Avanzare: { $a1 } Invasori vanno da { $a2 } a { $a3 }.
trace-no-battle = Nessuna battaglia in { $a1 }: una parte non vi ha Unità.
trace-plunder = Saccheggio di { $a1 }: restano { $a2 } Invasori, il Sultanato perde { $a3 } Risorse (non sotto 3).
trace-mongols-back = { $a1 } Invasori oltre il terzo in { $a2 } tornano nella loro riserva.
trace-troop-removed = Il Sultanato toglie una Truppa da { $a1 }.
trace-no-troop-to-remove = Dopo il saccheggio di { $a1 } nessuna Provincia ha una Truppa da togliere.
trace-dice = Battaglia in { $a1 }: i Mongoli tirano { $a2 }, il Sultanato { $a3 }.
trace-mongol-charge = La Carica mongola trasforma un { $a1 } in un { $a2 }.
trace-mongol-no-charge = La Carica mongola non può servire.
trace-hits = Dopo la Cavalleria i Mongoli mostrano { $a2 } e il Sultanato { $a3 }: { $a4 } colpi mongoli, { $a5 } colpi del Sultanato.
trace-cavalry-spent = Il Sultanato spende un segnalino Cavalleria: { $a1 }.
trace-no-gifts = { $a1 } non ha Influenza da cedere per i doni.
trace-gifts-refused = { $a1 } rifiuta i doni.
trace-gifts-taken = { $a1 } cede un'Influenza per { $a2 } Risorse e due Cavalleria.
trace-no-cavalry-left = Non resta alcun segnalino Cavalleria per { $a1 }.
trace-cavalry-taken = La riserva comune è vuota: { $a1 } prende un segnalino da { $a2 }.
trace-tughlaq = Sale al potere la dinastia Tughlaq: il Regno Bahmani e l'Impero di Vijayanagara possono ora Ribellarsi.
trace-may-campaign = Il Sultanato può ora dichiarare una Campagna da sola, attraverso Delhi e le Province.
trace-zenith-cavalry = Il Regno Bahmani guadagna { $a1 } Cavalleria (la sua Influenza e i suoi Forti).
trace-zenith-resources = All'Impero di Vijayanagara spettano { $a1 } Risorse (la sua Influenza e i suoi Templi) e ne guadagna { $a2 }.
trace-free-limited = { $a1 } può prendere il suo Comando Limitato gratuito prima del guadagno.
trace-rise-gain = { $a1 } guadagna { $a2 }: { $a3 } Risorse e { $a4 } Cavalleria.
trace-cannot-pay = { $a1 } non può pagare 3 Risorse per uno spostamento.
trace-shifted = { $a1 } paga 3 Risorse: { $a2 } ha ora Influenza { $a3 }.
trace-timurid-gather = { $a1 } Invasori Mongoli, metà di quelli in riserva, si radunano nei Passi Montani.
trace-timur-moves = Ogni Unità rimasta in { $a1 } prosegue verso { $a2 }.
trace-final-scores = Punteggi finali: Sultanato { $a1 }, Regno Bahmani { $a2 }, Impero di Vijayanagara { $a3 }.
trace-winner = Vince { $a1 }.
trace-outcome-sultanate = Il Sultanato ha frenato il proprio declino: Delhi ha retto ai Mongoli e i tributi del sud hanno continuato ad arrivare, anche se il suo futuro nel Deccan resta cupo.
trace-outcome-bahmani = Il Regno Bahmani ha messo i governatori di Delhi contro il loro signore, ha sfruttato il vantaggio iniziale nell'arte della guerra per conquistare vaste terre e ha attirato coloni e sapienti con la sua influenza crescente.
trace-outcome-vijayanagara = L'Impero di Vijayanagara è cresciuto grazie a una popolazione numerosa e a un'economia solida, ha esteso lontano la sua influenza e ha intrecciato le sue storie di fondazione con i culti di tutto il Deccan.
trace-tied = Nessuno vince da solo: { $a1 } sono pari per punti e Risorse (può decidere una partita di Aadu-Huli aata).
question-cavalry-from = La riserva comune di Cavalleria è vuota: da quale Fazione prende un segnalino { $a1 }?
question-track-unit-from = Il tracciato dell'Influenza di { $a1 } richiede indietro un'Unità: da quale spazio?
question-mongol-command = { $a1 } sceglie il { $a2 ->
        [1] primo
       *[other] secondo
    } Comando Mongolo.
question-advance-from = Avanzare da quale spazio?
question-advance-count = Quanti Invasori avanzano da { $a1 }?
question-remove-troop = Dopo il saccheggio di { $a1 }: da quale Provincia il Sultanato toglie una Truppa?
question-sultanate-cavalry = Battaglia in { $a1 }: i Mongoli mostrano { $a2 }, il Sultanato { $a3 }; ha { $a4 } Cavalleria. Ne spende una?
question-sultanate-loss = Il Sultanato perde un'Unità in { $a1 }: quale?
question-gifts = { $a1 } cede un'Influenza per due Risorse e due Cavalleria?
question-rise-cavalry = { $a1 } guadagna { $a2 }: quanti come Cavalleria (il resto come Risorse)?
question-lords-shift = { $a1 } può pagare 3 Risorse per uno spostamento ({ $a2 } di tre): quale?
name-prosperity = Prosperità
text-dice = Dadi dell'Attacco in { $a1 }: { $a2 } per l'attaccante, { $a3 } per il difensore
verdict-attack-dice = L'Attacco in { $a1 } ha tirato { $a2 } dadi contro { $a3 }: quattro (tre contro il Regno Bahmani con un Forte) contro due.
text-event = { $a1 }: Evento{ $a2 ->
        [shaded] , ombreggiato{ $a3 ->
            [stay] , Resta Idoneo
           *[other] {""}
        }
        [stay] , Resta Idoneo
       *[other] {""}
    }
verdict-event-left-to-table = Il testo dell'Evento di { $a1 } non è nel programma: controllane i cambiamenti al tavolo.
mark-tributary = Tr
text-event-card = Si rivela la carta successiva: { $a1 }
name-step-resources = Risorse
name-step-influence = Influenza
name-step-cavalry = Cavalleria
name-step-place = Piazza
name-step-remove = Togli
name-step-move = Muovi
name-step-flip = Gira
name-step-tributary = Segnalini Tributario
verdict-event-stay = { $a1 } ha dichiarato l'Evento { $a2 ->
        [true] senza "Resta Idoneo", che la sua carta ha
       *[other] con "Resta Idoneo", che la sua carta non ha
    }.
verdict-event-track = I passi dell'Evento cambiano { $a1 } di { $a2 }, ma è cambiato di { $a3 }.
verdict-event-cavalry = I passi dell'Evento danno a { $a1 } { $a2 } segnalini Cavalleria, ma i suoi segnalini sono cambiati di { $a3 }.
verdict-event-pieces = { $a1 }: i passi dell'Evento consentono al più { $a3 } { $a2 }, ma ne sono stati { $a4 }.
verdict-event-tributary = I passi dell'Evento cambiano i segnalini Tributario sulla mappa fino a { $a1 }, ma sono cambiati di { $a2 }.
verdict-event-dynasty = I passi dell'Evento non girano la carta Dinastia.
verdict-card-again = { $a1 } è già stata rivelata: ogni carta Evento è nel mazzo una volta sola.
