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
text-card = Si rivela la carta successiva
verdict-not-eligible = { $a1 } non è Idoneo su questa carta.
verdict-acted-on-card = { $a1 } ha già agito su questa carta.
verdict-option-taken = { $a1 } ha scelto un'opzione che { $a2 } aveva già preso su questa carta.
