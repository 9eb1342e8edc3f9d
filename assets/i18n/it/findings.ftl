# Findings: what does not fit the rules, one message per issue code of the
# validator (`issue-` and the code in kebab-case), with the code's named
# arguments; and the provisional facts a finding may rest on.

## The state itself (static checks)

issue-bases-over-population = { $space } ha Popolazione { $population } e può avere al massimo { $population } { $population ->
        [one] Base
       *[other] Basi
    }; ne ha { $bases }
issue-base-on-railway = { $space } è una Ferrovia e non può avere Basi; ne ha { $bases }
issue-troops-in-princely-state = { $space } è un Principato, dove le Truppe non possono mai stare; ne contiene { $troops }
issue-troops-in-muslim-state = { $space } è uno Stato Musulmano, dove le Truppe non possono mai stare; ne contiene { $troops }
issue-protests-stacked = { $space } ha { $protests } segnalini Protesta; uno spazio ne può avere al massimo uno
issue-muslim-state-outside-province = { $space } è { $kind }; il segnalino Stato Musulmano va solo in una Provincia
issue-level-on-railway = { $space } è una Ferrovia e non ha Supporto né Opposizione, ma mostra { $level }
issue-strikes-stacked = { $space } ha { $strikes } segnalini Sciopero; una Ferrovia ne può avere al massimo uno
issue-unrest-on-railway = { $space } è una Ferrovia e ha { $unrest } { $unrest ->
        [one] segnalino
       *[other] segnalini
    } Disordini; su una Ferrovia si piazza invece uno Sciopero
issue-strike-off-railway = { $space } non è una Ferrovia ma ha { $strikes } { $strikes ->
        [one] segnalino
       *[other] segnalini
    } Sciopero; gli Scioperi vanno solo sulle Ferrovie
issue-pieces-miscounted = { $stock }: il gioco ne ha { $exist }, il tavolo ne mostra { $counted } ({ $on_map } sulla mappa, { $available } Disponibili, { $out_of_play } Fuori dal Gioco, { $jail } in Prigione{ $pending ->
        [0] {""}
       *[other] , { $pending } in attesa della preparazione
    }): { $surplus ->
        [0] { $shortfall } { $shortfall ->
            [one] mancante
           *[other] mancanti
        }
       *[other] { $surplus } in più
    }
issue-gandhi-available = Gandhi è tra i Disponibili; non lo è mai: sta sulla mappa o in Prigione
issue-gandhi-out-of-play = Gandhi è Fuori dal Gioco; non può essere eliminato: sta solo sulla mappa o in Prigione
issue-not-arrestable = la Prigione contiene { $count } { $piece }; vengono arrestati solo Gandhi e gli Attivisti
issue-too-many-protests = in India ci sono { $in_india } segnalini Protesta ma ne esistono solo { $exist }
issue-too-many-unrest-markers = in India ci sono { $in_india } segnalini Disordini e Sciopero; ne esistono solo { $exist }
issue-track-out-of-bounds = { $track } è a { $value }; deve stare tra { $min } e { $max }
issue-no-viceroy = il riquadro del Viceré dell'India è vuoto; ogni Campagna ha un Viceré
issue-card-repeated = { $card } compare più di una volta tra carta attuale, mazzo, carte giocate, scartate e Viceré
issue-event-cards-missing = { $missing ->
        [one] una carta Evento non è
       *[other] { $missing } carte Evento non sono
    } da nessuna parte: ognuna delle { $events } deve essere la carta attuale, nel mazzo, giocata o scartata

## Declared actions, Campaign Round steps, the sequence of play and Events

issue-not-your-operation = { $faction } non può eseguire { $operation }: è un'Operazione di un'altra Fazione
issue-not-your-special = { $faction } non può eseguire { $special }: è un'Attività Speciale di un'altra Fazione
issue-special-with-limited = un'Operazione Limitata non consente alcuna Attività Speciale
issue-special-part-unmarked = segna dove { $special } inizia e finisce, così che le sue modifiche si distinguano da quelle dell'Operazione
issue-special-not-with-this-operation = { $special } può accompagnare soltanto { $operations }
issue-limited-too-many-spaces = un'Operazione Limitata si svolge in un solo spazio; qui { $operation } coinvolge { $spaces } spazi
issue-limited-many-origins = Marciare come Operazione Limitata muove Guerriglieri da un solo spazio di partenza; qui gli spazi di partenza sono { $origins }
issue-limited-many-destinations = { $operation } come Operazione Limitata porta i pezzi in un solo spazio di destinazione; qui le destinazioni sono { $destinations }
issue-change-not-part-of = ci sono modifiche in { $space } che { $action } non prevede
issue-box-change-not-part-of = ci sono modifiche nel riquadro { $box } che { $action } non prevede
issue-track-change-not-part-of = { $track }: variazione di { $change } che { $action } non prevede
issue-pieces-from-nowhere = in { $space } si trovano { $count } { $piece } in più che non vengono dal riquadro Disponibili
issue-np-removed-own-pieces = un non giocante non toglie mai di sua scelta i propri pezzi dalla mappa, solo i giocatori possono farlo; eppure i suoi pezzi hanno lasciato { $space }
issue-cost-wrong = { $action } qui costa { $cost } Risorse, ma le Risorse sono cambiate di { $change }
issue-cost-not-affordable = { $action } costa { $cost } Risorse, ma ce n'erano solo { $had }
issue-transfer-not-now = la Fazione { $from } ha trasferito Risorse alla Fazione { $to } mentre né il Raj né i Rivoluzionari stavano eseguendo un'Operazione, un'Attività Speciale o un Evento
issue-transfer-between = le Fazioni { $from } e { $to } non possono trasferirsi Risorse: solo il Raj e i Rivoluzionari hanno Risorse da trasferire
issue-transfer-too-much = la Fazione { $from } ha trasferito { $amount } { $amount ->
        [one] Risorsa
       *[other] Risorse
    } ma ne aveva solo { $had }
issue-transfer-non-player = la Fazione { $faction } è non giocante e non tiene Risorse: non ne riceve e non ne cede
issue-too-many-spaces = { $action } qui può selezionare { $limit } { $limit ->
        [one] spazio
       *[other] spazi
    } oltre a quelli con { $free }; ne { $selected ->
        [one] è stato selezionato
       *[other] sono stati selezionati
    } { $selected }
issue-special-too-many-spaces = { $special } seleziona al massimo { $limit } { $limit ->
        [one] spazio
       *[other] spazi
    }; ne { $selected ->
        [one] è stato selezionato
       *[other] sono stati selezionati
    } { $selected }
issue-deploy-not-city = { $space } non è una Città: Schieramento piazza cubi soltanto nelle Città
issue-deploy-over-six = Schieramento piazza al massimo sei cubi in una Città; { $space } ne ha ricevuti { $count }
issue-deploy-from-map-while-available = la mappa ha fornito { $count } { $piece } quando nel riquadro Disponibili ne restavano { $available }
issue-deploy-out-of-play-over-two = Schieramento sposta al massimo due cubi da Fuori dal Gioco a Disponibili; ne sono stati spostati { $count }
issue-move-impossible = { $count } { $piece } non possono aver raggiunto { $space } con un movimento valido di { $action }
issue-move-out-of-protest = durante { $action } i cubi non possono lasciare { $space }, che è uno Spazio Protesta
issue-troops-into-state = le Truppe non possono entrare in { $space }, che è uno Stato
issue-cubes-left-on-railway = i cubi entrati in { $space } durante Perlustrazione non possono restare su una Ferrovia
issue-activation-wrong = in { $space } i cubi presenti dovevano Attivare { $expected } { $expected ->
        [one] Guerrigliero
       *[other] Guerriglieri
    }; ne { $found ->
        [one] è stato Attivato
       *[other] sono stati Attivati
    } { $found }
issue-railway-activation-wrong = su { $space }, dopo Guarnigione si Attiva un Guerrigliero per ogni cubo: attesi { $expected }, trovati { $found }
issue-assault-no-raj-forces = in { $space } non ci sono forze del Raj con cui condurre un Assalto
issue-removed-too-many = { $space }: i cubi presenti possono rimuovere { $allowed } { $allowed ->
        [one] pezzo
       *[other] pezzi
    }; ne { $removed ->
        [one] è stato rimosso
       *[other] sono stati rimossi
    } { $removed }
issue-removed-too-few = { $space }: quando una Fazione è presa di mira, i suoi pezzi vanno rimossi fin dove possibile (se ne potevano rimuovere { $possible }, ne sono stati rimossi { $removed })
issue-removed-inactive = { $space }: rimossi { $count } { $piece }, ma si possono rimuovere soltanto pezzi Attivi
issue-bases-not-last = { $space }: è stata rimossa una Base mentre { $protectors } la proteggevano ancora
issue-troops-not-last = { $space }: è stata rimossa una Truppa mentre restavano dei Sepoy
issue-wrong-box = il riquadro { $went } ha ricevuto { $count } { $piece }, ma il posto di { $pieces } è il riquadro { $should }
issue-gandhi-not-removable = Gandhi non viene mai rimosso da { $action }
issue-gandhi-arrest-effects-missing = Gandhi è stato arrestato, quindi a fine turno del Raj la Moderazione scende di un livello (−1); è cambiata di { $change }
issue-gandhi-arrest-protests-too-many = dopo l'arresto di Gandhi il Congresso piazza al massimo due Proteste in spazi Non-Ferrovia; ne sono state piazzate { $count }
issue-rally-space-has-support = { $space } ha Supporto: Radunare seleziona spazi privi di Supporto (oltre agli spazi in più ammessi dalla regola)
issue-rally-not-on-railway = { $space } è una Ferrovia: Radunare seleziona Città, Province e Stati
issue-rally-too-many-activists = Radunare piazza { $expected } { $expected ->
        [one] Attivista
       *[other] Attivisti
    } in { $space }; ne { $placed ->
        [one] è stato piazzato
       *[other] sono stati piazzati
    } { $placed }
issue-rally-too-many-activists-taken = Radunare piazza { $expected } { $expected ->
        [one] Attivista
       *[other] Attivisti
    } in { $space }; invece ne { $taken ->
        [one] è stato tolto
       *[other] sono stati tolti
    } { $taken }
issue-rally-base-needs-unity = una Base in { $space } prende il posto di { $expected } { $expected ->
        [one] Attivista
       *[other] Attivisti
    } (Unità); ne { $removed ->
        [one] è stato rimosso
       *[other] sono stati rimossi
    } { $removed }
issue-rev-rally-base-needs-unity = una Base in { $space } prende il posto di { $expected } { $expected ->
        [one] Guerrigliero
       *[other] Guerriglieri
    } (Unità); ne { $removed ->
        [one] è stato rimosso
       *[other] sono stati rimossi
    } { $removed }
issue-rally-base-no-room = { $space } non ha posto per un'altra Base
issue-rally-out-of-play-over-one = Radunare sposta un solo pezzo da Fuori dal Gioco a Disponibili; ne sono stati spostati { $count }
issue-rally-jail-and-out-of-play = Radunare sposta un Attivista da Fuori dal Gioco oppure libera prigionieri, non entrambe le cose
issue-die-missing = per verificare { $action } serve il relativo tiro di dado
issue-rally-release-wrong = il dado ha dato { $die }, quindi { $expected ->
        [one] va liberato
       *[other] vanno liberati
    } dalla Prigione { $expected } { $expected ->
        [one] Attivista
       *[other] Attivisti
    }; ne { $released ->
        [one] è stato liberato
       *[other] sono stati liberati
    } { $released }
issue-unity-shift-wrong = l'Unità doveva cambiare di { $expected }; è cambiata di { $found }
issue-restraint-shift-wrong = la Moderazione doveva cambiare di { $expected }; è cambiata di { $found }
issue-demonstrate-protest-under-control = { $space } ha il Controllo Raj: Manifestare non vi piazza alcuna Protesta
issue-demonstrate-on-railway = { $space } è una Ferrovia: Manifestare sposta Attivisti solo in spazi Non-Ferrovia
issue-league-activists-unaccompanied = il Congresso può spostare in { $space } { $allowed } { $allowed ->
        [one] Attivista
       *[other] Attivisti
    } della Lega (Unità, uno per uno con gli Attivisti del Congresso); ne { $moved ->
        [one] è stato spostato
       *[other] sono stati spostati
    } { $moved }
issue-protests-unavailable = { $placed ->
        [one] è stato piazzato
       *[other] sono stati piazzati
    } { $placed } { $placed ->
        [one] segnalino
       *[other] segnalini
    } Protesta, ma solo { $available } { $available ->
        [one] era Disponibile
       *[other] erano Disponibili
    } per le Operazioni
issue-protest-where-one-is = { $space } aveva già un segnalino Protesta
issue-civil-disobedience-no-activists = in { $space } non ci sono Attivisti della Fazione { $faction } da selezionare per Disobbedienza Civile
issue-civil-disobedience-no-protest = Disobbedienza Civile piazza una Protesta Disponibile in { $space }, che non ne aveva; non ne è stata piazzata nessuna
issue-civil-disobedience-move-not-to-railway = Disobbedienza Civile sposta Attivisti da { $space } soltanto sulle Ferrovie adiacenti
issue-non-cooperation-not-eligible = non si può selezionare { $space } per Non Cooperazione: servono una Protesta, Attivisti della Fazione { $faction } e nessun Controllo Raj
issue-non-cooperation-shift-wrong = Non Cooperazione sposta { $space } di un livello verso l'Opposizione Attiva; lo spostamento è stato di { $levels }
issue-rev-rally-not-eligible = non si può selezionare { $space } per Radunare: ha Supporto e nessuna Base dei Rivoluzionari
issue-rev-rally-too-many-guerrillas = Radunare piazza { $expected } { $expected ->
        [one] Guerrigliero
       *[other] Guerriglieri
    } in { $space }; ne { $placed ->
        [one] è stato piazzato
       *[other] sono stati piazzati
    } { $placed }
issue-rev-rally-too-many-guerrillas-taken = Radunare piazza { $expected } { $expected ->
        [one] Guerrigliero
       *[other] Guerriglieri
    } in { $space }; invece ne { $taken ->
        [one] è stato tolto
       *[other] sono stati tolti
    } { $taken }
issue-guerrillas-placed-active = { $space }: i Guerriglieri vanno piazzati Nascosti
issue-march-activation-wrong = { $space }: lì i Guerriglieri in movimento più i cubi sono più di 3, perciò i Guerriglieri in movimento vanno Attivati
issue-march-activated-needlessly = { $space }: sono stati Attivati Guerriglieri, ma lì Marciare non li Attiva
issue-attack-no-guerrillas = in { $space } non ci sono Guerriglieri con cui Attaccare
issue-attack-not-all-activated = Attaccare Attiva tutti i Guerriglieri in { $space }
issue-attack-die-missing = per l'Attacco in { $space } serve il suo tiro di dado
issue-attack-failed-but-removed = l'Attacco in { $space } è fallito (dado { $die }, { $guerrillas } { $guerrillas ->
        [one] Guerrigliero
       *[other] Guerriglieri
    }), eppure sono stati rimossi dei pezzi
issue-attack-removed-over-two = un Attacco riuscito rimuove fino a due pezzi; in { $space } ne sono stati rimossi { $removed }
issue-attack-unrest-wrong = { $space }: un Attacco riuscito piazza un segnalino Disordini dove c'è una Protesta o manca il Controllo Raj
issue-unrest-not-eligible = non si può selezionare { $space } per Disordini: serve un Guerrigliero Nascosto (o, in Crisi, Attivisti di entrambe le Fazioni non violente)
issue-unrest-marker-wrong = l'Operazione Disordini aggiunge in { $space } un segnalino Disordini (uno Sciopero se è una Ferrovia) e lo sposta di un livello verso Neutrale
issue-unrest-activation-wrong = l'Operazione Disordini Attiva un Guerrigliero Nascosto in { $space }
issue-treaty-not-state = { $space } non è uno Stato: Trattativa seleziona soltanto Stati
issue-treaty-both-options = in { $space } Trattativa rimuove pezzi oppure vi fa entrare Sepoy, non entrambe le cose
issue-govern-no-cubes = Governare seleziona spazi con cubi; { $space } non ne ha
issue-govern-two-options = in { $space } Governare fa una cosa sola: rimuovere un pezzo Attivo, rimuovere uno Sciopero o una Protesta, oppure acquistare Imperialismo
issue-govern-marker-with-activists = Governare rimuove uno Sciopero o una Protesta solo dove non ci sono Attivisti; { $space } ne ha
issue-imperialism-with-adversaries = l'Imperialismo si acquista solo dove non ci sono avversari Attivi; { $space } ne ha
issue-imperialism-cost-wrong = per quanto è stato fatto, l'Imperialismo in { $space } costa { $cost } Risorse
issue-imperialism-too-far = l'Imperialismo sposta uno spazio al massimo di due livelli, e solo quando non vi restano Disordini
issue-martial-law-not-eligible = per Legge Marziale { $space } deve avere sia cubi sia Attivisti
issue-martial-law-not-activist = Legge Marziale rimuove soltanto Attivisti, ma in { $space } è stato rimosso un altro pezzo ({ $piece })
issue-martial-law-too-many-spaces = Legge Marziale seleziona uno spazio ({ $limit } in Crisi); ne sono stati selezionati { $selected }
issue-martial-law-effects-wrong = in { $space } Legge Marziale rimuove ogni Protesta, piazza un segnalino Disordini (non su una Ferrovia né con Lord Linlithgow Viceré) e sposta di un livello verso Neutrale
issue-negotiate-not-eligible = non si può selezionare { $space } per Negoziare: servono Attivisti della Fazione { $faction } e nessun Controllo Raj
issue-negotiate-space-used-by-operation = l'Operazione ha già selezionato { $space }, quindi Negoziare non può selezionare lo stesso spazio
issue-negotiate-protest-kept = Negoziare rimuove il segnalino Protesta in { $space }
issue-negotiate-release-wrong = Gandhi viene liberato solo se il dado ({ $die }) supera il numero di Proteste in India ({ $protests })
issue-negotiate-muslim-state-wrong = il Congresso rimuove uno Stato Musulmano solo dove i suoi pezzi sono più numerosi di quelli della Lega Musulmana; poi lo spazio passa a Neutrale
issue-league-negotiate-muslim-state-wrong = uno Stato Musulmano va in { $space } solo se è una Provincia Musulmana all'Opposizione in cui i pezzi della Lega Musulmana sono più numerosi di quelli del Congresso; lo spazio passa a Supporto Passivo
issue-league-negotiate-unrest-wrong = quando Negoziare toglie Disordini in { $space }, sposta lo spazio di un livello verso il Supporto Attivo e rimuove un segnalino Disordini
issue-troops-left-in-muslim-state = quando { $space } diventa uno Stato Musulmano, le Truppe devono lasciare lo spazio e andare in Città
issue-satyagraha-gandhi-not-moved = Satyagraha come prima cosa porta Gandhi nello spazio selezionato
issue-satyagraha-effects-wrong = in { $space } Satyagraha rimuove una Protesta e un segnalino Disordini, oppure piazza un Attivista del Congresso
issue-persuade-no-own-pieces = in { $space } non ci sono pezzi della Fazione { $faction } con cui Persuadere
issue-persuade-two-options = in { $space } Persuadere rimuove un pezzo avversario Attivo oppure Attiva Guerriglieri
issue-persuade-activation-wrong = in { $space } Persuadere Attiva un Guerrigliero per ogni pezzo non violento Attivo presente ({ $expected }); ne sono stati Attivati { $found }
issue-infiltrate-not-eligible = in { $space } manca un { $needs } per Infiltrarsi
issue-infiltrate-replace-wrong = in { $space } Infiltrarsi sostituisce un pezzo o una Protesta con: { $needs }; oppure, in Crisi, piazza: { $placed }
issue-infiltrate-needs-crisis = per piazzare con Infiltrarsi questo pezzo o segnalino ({ $placed }) serve una Crisi
issue-aid-flip-cost-wrong = Aiutare paga 1 Risorsa per rendere Nascosti i Guerriglieri in { $space }
issue-aid-activation-income-wrong = Aiutare in { $space }: si Attiva un Guerrigliero per ottenere Risorse pari alla Popolazione dello spazio ({ $population })
issue-assassinate-not-unrest-space = Disordini non ha selezionato { $space }, quindi Assassinare non può selezionare lo spazio
issue-assassinate-removed-wrong = Assassinare rimuove un pezzo Attivo (non Gandhi) in { $space }; ne sono stati rimossi { $removed }
issue-action-still-open = { $action } è ancora in corso: segnalane la fine prima di cominciare altro
issue-nothing-to-finish = non è stato dichiarato né avviato nulla, quindi non c'è niente da concludere
issue-setup-unfinished = la preparazione della partita non è ancora completa
issue-game-is-over = la partita è terminata
issue-no-current-card = il riquadro della carta attuale è vuoto
issue-campaign-round-now = la carta attuale è una carta Campagna: prima che qualsiasi Fazione agisca si svolge il suo Round Campagna
issue-faction-order-unknown = qui non si conosce l'ordine delle Fazioni della carta { $card }: ricavalo dalla carta e inseriscilo, così da poter verificare l'ordine di gioco
issue-not-eligible = su questa carta la Fazione { $faction } è Non idonea, quindi non fa nulla
issue-not-its-turn = su questa carta ora tocca a { $next }, non a { $faction }
issue-already-acted = su questa carta la Fazione { $faction } ha già agito
issue-card-finished = su questa carta non agisce più nessuno: aggiorna l'Idoneità e rivela la carta successiva
issue-second-after-operation = se prima c'è stata un'Operazione senza Attività Speciale, la 2ª Fazione Idonea può solo eseguire un'Operazione Limitata oppure Passare
issue-second-after-special = se prima c'è stata un'Operazione con Attività Speciale, la 2ª Fazione Idonea può eseguire un'Operazione Limitata oppure l'Evento, o Passare
issue-second-after-event = se prima è stato eseguito l'Evento, la 2ª Fazione Idonea può eseguire un'Operazione, con o senza Attività Speciale, oppure Passare
issue-event-not-current = la carta { $card } non è quella attuale
issue-should-be-ineligible = su questa carta la Fazione { $faction } ha eseguito un'Operazione o l'Evento, quindi il suo cilindro va nel riquadro Non idonea
issue-should-be-eligible = su questa carta la Fazione { $faction } non ha eseguito né Operazioni né l'Evento, quindi il suo cilindro va nel riquadro Idonea
issue-card-ended-early = su questa carta la Fazione { $faction } aveva ancora la possibilità di agire
issue-pass-resources-wrong = { $found ->
        [0] Passare dà { $track } +{ $expected }, che manca
       *[other] Passare dà { $track } +{ $expected }, ma la variazione è { $found }
    }
issue-eligibility-after-event = il cilindro della Fazione { $faction } non è dove lo mette la regola 2.3.6; va bene solo se a spostarlo è stato l'Evento giocato su questa carta
issue-round-unfinished = il Round Campagna non è concluso: il passo successivo è { $phase }
issue-phase-out-of-order = nel Round Campagna il passo { $phase } si svolge dopo il passo { $after }
issue-no-campaign-round = il passo { $phase } appartiene a un Round Campagna, ma non ce n'è nessuno in corso
issue-phase-space-differs = lo stato di { $space } non coincide con quello che produce il passo { $phase } ({ $section })
issue-phase-box-differs = il contenuto del riquadro { $box } non coincide con quello che produce il passo { $phase } ({ $section })
issue-phase-track-differs = dopo il passo { $phase } ({ $section }) il valore di { $track } deve essere { $expected }, non { $found }
issue-strike-not-eligible = { $space } non riceve uno Sciopero: o ne ha già uno, oppure non ha né una Protesta, né più Attivisti che cubi, né una Città adiacente senza Controllo Raj
issue-np-strikes-barred = { $space } non riceve uno Sciopero: se il Raj non ha un giocatore, il Congresso non giocante non piazza Scioperi sulle Ferrovie
issue-strikes-missing = Ferrovie che hanno diritto a uno Sciopero: { $qualify }; segnalini Sciopero liberi: { $free }; quindi { $due ->
        [one] va piazzato { $due } Sciopero
       *[other] vanno piazzati { $due } Scioperi
    }, ma ne { $placed ->
        [one] è stato piazzato
       *[other] sono stati piazzati
    } { $placed }
issue-strikes-too-many = { $free ->
        [one] era libero solo { $free } segnalino
       *[other] erano liberi solo { $free } segnalini
    }, quindi non si piazzano più Scioperi di così; { $placed ->
        [one] ne è stato piazzato
       *[other] ne sono stati piazzati
    } { $placed } su Ferrovie che ne hanno diritto
issue-imperialism-too-many-spaces = Imperialismo seleziona al massimo quattro spazi; ne sono stati selezionati { $selected }
issue-imperialism-space-not-eligible = non si può selezionare { $space } per Imperialismo: serve una Città o una Provincia con Controllo Raj, Truppe e Sepoy
issue-imperialism-levels-wrong = in { $space } Imperialismo toglie prima i Disordini e solo dopo sposta verso il Supporto Attivo, al massimo di due livelli
issue-release-wrong = con Imperialismo in { $spaces } { $spaces ->
        [one] spazio
       *[other] spazi
    } { $expected ->
        [one] esce
       *[other] escono
    } dalla Prigione verso i Disponibili { $expected } { $expected ->
        [one] Attivista
       *[other] Attivisti
    }; ne { $released ->
        [one] è stato liberato
       *[other] sono stati liberati
    } { $released }
issue-gandhi-not-released = Gandhi è in Prigione: nella Fase di Supporto va liberato in uno spazio senza Controllo Raj
issue-gandhi-released-to-control = Gandhi è uscito di Prigione in { $space }, dove c'è il Controllo Raj
issue-constructive-too-many = Programma Costruttivo sposta al massimo tanti spazi quanto vale l'Unità ({ $unity }); ne sono stati spostati { $shifted }
issue-constructive-space-not-eligible = Programma Costruttivo non può spostare { $space }: serve una Città o una Provincia con pezzi non violenti e senza Controllo Raj
issue-constructive-too-far = Programma Costruttivo sposta { $space } al massimo di due livelli verso l'Opposizione Attiva; lo spostamento è stato di { $levels }
issue-phase-base-too-many = il passo { $phase } ({ $section }) piazza una Base al massimo; ne sono state piazzate { $placed }
issue-phase-base-where = il passo { $phase } ({ $section }) piazza la Base in uno spazio Non-Ferrovia senza Controllo Raj; { $space } non soddisfa queste condizioni
issue-phase-base-no-room = il passo { $phase } piazza la Base in { $space }, dove non c'è posto per un'altra Base
issue-viceroy-not-installed = la carta Campagna che ha fatto scattare questo Round va nel riquadro del Viceré e diventa il nuovo Viceré
issue-redeploy-destination = nel Riposizionamento, { $faction } non può portare { $piece } in { $space } ({ $section })
issue-np-redeploy-lost-control = il Ridispiegamento del Raj non giocante non perde alcun Controllo Raj, eppure { $space } lo ha perso
issue-redeploy-off-map = il Riposizionamento ({ $section }) muove soltanto pezzi già sulla mappa, ma { $count } { $piece } sono passati tra la mappa e un riquadro
issue-redeploy-must-leave-railway = su { $space } restano { $count } { $piece }, ma il Riposizionamento ({ $section }) deve portare questi pezzi via dalle Ferrovie
issue-crisis-cubes-too-many = con la Crisi arrivano da Fuori dal Gioco al massimo tanti cubi quanto il tiro di dado ({ $die }); ne sono arrivati { $came }
issue-np-protest-count = il Congresso non giocante piazza { $expected } { $expected ->
        [one] Protesta
       *[other] Proteste
    } al termine della Fase di Reset; ne { $placed ->
        [one] è stata piazzata
       *[other] sono state piazzate
    } { $placed }
issue-np-protest-where = la Protesta del Congresso non giocante va in uno spazio con Attivisti del Congresso e senza Protesta; { $space } non lo è
issue-np-pass-own-activist = la Fazione { $faction } non giocante, quando Passa, sposta da Fuori dal Gioco alle Disponibili uno dei propri Attivisti se ce n'è uno, e mai quelli dell'altra Fazione
issue-np-replaced-own-protest = la Lega Musulmana non giocante non sostituisce mai un segnalino Protesta quando si Infiltra; lo ha fatto in { $space }
issue-np-event-removed-own = un non giocante che esegue un Evento sceglie solo ciò che rende l'Evento efficace per lui, mai i propri pezzi; in { $space } la Fazione { $faction } ha rimosso i propri
issue-np-congress-demonstrate-protest = { $space } non ha il Controllo Raj: il Congresso non giocante che vi Manifesta vi piazza una Protesta Disponibile
issue-np-congress-rally-after = dopo il suo Radunare, il Congresso non giocante libera prigionieri se almeno tre Attivisti del Congresso sono in Prigione, altrimenti sposta un Attivista del Congresso da Fuori dal Gioco se ce n'è uno; nient'altro
issue-np-congress-non-cooperation-missed = la Non Cooperazione del Congresso non giocante si svolge in ogni spazio idoneo; { $space } è stato tralasciato
issue-np-league-demonstrate-protest = { $space } non ha il Controllo Raj: la Lega Musulmana non giocante che vi Manifesta vi piazza una Protesta Disponibile
issue-np-league-rally-after = dopo il suo Radunare, la Lega Musulmana non giocante libera prigionieri se almeno tre Attivisti della Lega Musulmana sono in Prigione, altrimenti sposta un Attivista della Lega Musulmana da Fuori dal Gioco se ce n'è uno; nient'altro
issue-np-league-non-cooperation-missed = la Non Cooperazione della Lega Musulmana non giocante si svolge in ogni spazio musulmano idoneo consentito da Unità e Basi; { $space } è stato tralasciato
issue-np-league-non-cooperation-not-muslim = la Non Cooperazione della Lega Musulmana non giocante si svolge solo negli spazi musulmani; { $space } non lo è
issue-np-event-should-be-shaded = la Fazione { $faction } non giocante sceglie il testo ombreggiato della carta { $card }, perché lì la sua icona non ha l'alone quadrato
issue-np-event-should-be-unshaded = la Fazione { $faction } non giocante sceglie il testo non ombreggiato della carta { $card }
issue-np-event-resources = l'Evento di un non giocante ignora ogni istruzione di aggiungere o togliere Risorse del Raj o dei Rivoluzionari, eppure { $track } è cambiato
issue-np-strikes-not-highest-econ = se mancano segnalini, il Congresso non giocante sciopera prima le Ferrovie con l'Econ più alto: { $space } (Econ { $econ }) ha ricevuto uno Sciopero mentre una Ferrovia con Econ { $higher } ne è rimasta senza
issue-np-constructive-too-few = i non giocanti selezionano per il Programma Costruttivo quanti più spazi idonei possono, fino all'Unità: qui { $expected }; { $shifted ->
        [one] ne è stato spostato { $shifted }
       *[other] ne sono stati spostati { $shifted }
    }
issue-np-support-base-missing = la Fazione { $faction } non giocante piazza una Base in questo passo ogni volta che ce n'è una Disponibile e uno spazio non Ferrovia, senza Controllo Raj, ha posto per essa
issue-np-imperialism-release-mix = il Raj non giocante libera un Attivista del Congresso e uno della Lega Musulmana per ogni spazio, quando entrambi sono in Prigione: qui { $congress } del Congresso e { $league } della Lega Musulmana
issue-np-imperialism-over-die = il Raj non giocante toglie Disordini e sposta livelli fino al doppio del suo dado ({ $die }, quindi { $most }); ne ha usati { $used }
issue-np-congress-civil-disobedience-railway = dopo la sua Disobbedienza Civile, se il Raj ha un giocatore, il Congresso non giocante sposta un Attivista da uno spazio selezionato con almeno tre suoi Attivisti, e solo sulla Ferrovia adiacente con l'Econ più alto e senza Attivisti; { $space } non è una tale mossa
issue-np-league-civil-disobedience-railway = dopo la sua Disobbedienza Civile, se il Raj ha un giocatore, la Lega Musulmana non giocante sposta un Attivista da uno spazio selezionato con almeno tre suoi Attivisti, e solo sulla Ferrovia adiacente con l'Econ più alto e senza Attivisti; { $space } non è una tale mossa
issue-np-league-rally-base-missed = il Radunare della Lega Musulmana non giocante piazza prima una Base dove i suoi Attivisti superano l'Unità, finché c'è una Base Disponibile e gli spazi consentiti lo permettono; { $space } non l'ha ricevuta
issue-np-paid-resources = la Fazione { $faction } non giocante non paga Risorse per le sue Operazioni e Attività Speciali; le sue Risorse sono cambiate di { $change }
issue-np-activation-exceeded = un non giocante passa a un altro spazio di { $operation } solo dopo un tiro di Attivazione superiore al suo Numero di Attivazione: { $spaces ->
        [one] conta { $spaces } spazio
       *[other] contano { $spaces } spazi
    }, ma tra i dadi inseriti { $rolls ->
        [one] solo { $rolls } lo supera
       *[other] solo { $rolls } lo superano
    }
issue-np-forces-on-railway = se il Raj non ha un giocatore, un non giocante non piazza forze sulle Ferrovie; dei Guerriglieri sono arrivati in { $space }
issue-np-unrest-strike-barred = { $space } non riceve uno Sciopero: se il Raj non ha un giocatore, i Rivoluzionari non giocanti non piazzano Scioperi sulle Ferrovie
issue-np-no-garrison = il Raj non giocante non esegue mai Guarnigione
issue-np-sweep-lost-control = la Perlustrazione del Raj non giocante non perde alcun Controllo Raj negli spazi di partenza; dei cubi hanno lasciato { $space }, che ha perso il Controllo
issue-np-treaty-moved-sepoys = { $special } del Raj non giocante rimuove o arresta soltanto avversari Attivi negli Stati con Sepoy; ha fatto entrare dei Sepoy in { $space }
issue-np-martial-law-no-unrest = { $special } del Raj non giocante seleziona soltanto spazi che hanno già Disordini (qualsiasi spazio con Lord Linlithgow); { $space } non ne aveva
issue-np-aid-too-many-spaces = { $special } dei Rivoluzionari non giocanti seleziona al massimo due spazi; { $selected ->
        [one] ne è stato selezionato { $selected }
       *[other] ne sono stati selezionati { $selected }
    }
issue-np-aid-activated = { $special } dei Rivoluzionari non giocanti serve solo a rendere Nascosti i Guerriglieri; ha Attivato un Guerrigliero in { $space }
issue-crisis-cubes-not-due = i cubi arrivano da Fuori dal Gioco solo al termine di un turno in cui è scattata una Crisi, oppure prima della prima carta della Campagna finale
issue-event-text-unknown = gli effetti della carta { $card } non figurano nei dati: si verificano soltanto le regole che valgono per ogni Evento, quindi leggi la carta
issue-event-partly-known = i dati riportano solo una parte del testo della carta { $card }: quello che l'Evento fa oltre a ciò non viene verificato
issue-event-placed-unavailable = la mappa ha ricevuto { $count } { $piece } dalla Prigione o da Fuori dal Gioco; un Evento piazza soltanto pezzi Disponibili, a meno che il suo testo non disponga altrimenti
issue-event-broke-stacking = { $space }: un Evento non può violare le regole di raggruppamento
issue-event-to-out-of-play = il riquadro Fuori dal Gioco ha ricevuto { $count } { $piece }; un Evento vi manda dei pezzi solo quando il suo testo lo dice espressamente
issue-event-spaces-count = l'Evento ha agito in { $acted } { $acted ->
        [one] spazio
       *[other] spazi
    }, mentre il suo testo ne prevede { $expected }
issue-event-space-not-eligible = { $space } non è { $requirement }, come invece l'Evento richiede
issue-event-space-not-selected = { $space } non rientra tra gli spazi selezionati dall'Evento
issue-event-marker-wrong = in { $space } l'Evento aggiunge un solo segnalino
issue-event-one-faction-only = in { $space } l'Evento rimuove i pezzi di una sola Fazione
issue-event-faction-not-all-removed = in { $space } l'Evento rimuove tutti i pezzi della Fazione { $faction }
issue-event-removed-count = l'Evento ha rimosso { $removed } { $removed ->
        [one] pezzo
       *[other] pezzi
    }, mentre il suo testo ne prevede { $expected }
issue-event-shift-wrong = l'Evento sposta { $space } di { $levels } { $levels ->
        [one] livello
       *[other] livelli
    }; lo spostamento è stato di { $moved }
issue-event-arrest-missing = l'Evento arresta Gandhi, quindi il suo posto è il riquadro Prigione
issue-event-arrest-consequences = se è un Evento ad arrestare Gandhi, la Moderazione non cambia e non si piazzano Proteste, diversamente dall'arresto durante Assalto, Trattativa o Governare; controlla se la carta ha un testo che lo preveda

## Provisional facts

