//! Italian and Spanish wordings of the action-check issue templates
//! ([`Issue`]) and of the names the checks pass as [`Arg::Name`]
//! (Operations, Special Activities, Campaign Round steps, boxes, tracks…).
//!
//! Terms follow the rulebook translations: Italian names Operations and
//! Special Activities by their verbs (Radunare, Governare, Infiltrarsi…),
//! Spanish by nouns (Reagrupamiento, Gobierno, Infiltración…). A template
//! keeps exactly the placeholders `{0}`, `{1}`… of its English original;
//! they are filled with already-translated words, so gender and number are
//! handled loosely.
//!
//! [`Arg::Name`]: gandhi_validator::action::Arg::Name

use crate::i18n::{self, Key, Lang};
use gandhi_validator::action::issue::Issue;
use gandhi_validator::check::Track;
use gandhi_validator::{Faction, Piece};

/// The template for an issue in a language; English comes from the validator.
pub fn template(lang: Lang, issue: Issue) -> &'static str {
    match lang {
        Lang::En => issue.english(),
        Lang::It => translations(issue).0,
        Lang::Es => translations(issue).1,
    }
}

/// An Operation or Special Activity name (or another name a check passes as
/// an argument) in a language; unknown names come back unchanged.
pub fn name(lang: Lang, english: &str) -> String {
    if lang == Lang::En {
        return english.to_owned();
    }
    translate(lang, english).unwrap_or_else(|| english.to_owned())
}

/// A known name in a language, or `None` when the name is not known.
fn translate(lang: Lang, english: &str) -> Option<String> {
    if let Some((it, es)) = fixed_name(english) {
        return Some(lang.pick(english, it, es).to_owned());
    }
    if let Some(piece) = Piece::ALL
        .into_iter()
        .find(|p| p.name(1) == english || p.name(2) == english)
    {
        let count = if piece.name(1) == english { 1 } else { 2 };
        return Some(i18n::piece(lang, piece, count).to_owned());
    }
    if let Some(faction) = Faction::ALL.into_iter().find(|f| f.name() == english) {
        return Some(i18n::faction(lang, faction).to_owned());
    }
    if let Some(track) = Track::ALL.into_iter().find(|t| t.name() == english) {
        return Some(i18n::track(lang, track).to_owned());
    }
    let key = match english {
        "Available" => Key::Available,
        "Out of Play" => Key::OutOfPlay,
        "Jail" => Key::Jail,
        "Muslim State" => Key::MuslimStateMarker,
        _ => return None,
    };
    Some(i18n::tr(lang, key).to_owned())
}

/// Italian and Spanish for the Operation and Special Activity names and the
/// few phrases the checks pass as names.
fn fixed_name(english: &str) -> Option<(&'static str, &'static str)> {
    let pair = match english {
        // Operations (3.2–3.4).
        "Deploy" => ("Schieramento", "Despliegue"),
        "Garrison" => ("Guarnigione", "Guarnición"),
        "Sweep" => ("Perlustrazione", "Barrido"),
        "Assault" => ("Assalto", "Asalto"),
        "Rally" => ("Radunare", "Reagrupamiento"),
        "Demonstrate" => ("Manifestare", "Manifestación"),
        "Civil Disobedience" => ("Disobbedienza Civile", "Desobediencia Civil"),
        "Non-Cooperation" => ("Non Cooperazione", "No Cooperación"),
        "March" => ("Marciare", "Marcha"),
        "Attack" => ("Attaccare", "Ataque"),
        "Unrest" => ("Disordini", "Disturbios"),
        // Special Activities (4.2–4.5).
        "Treaty" => ("Trattativa", "Tratado"),
        "Govern" => ("Governare", "Gobierno"),
        "Martial Law" => ("Legge Marziale", "Ley Marcial"),
        "Negotiate" => ("Negoziare", "Negociación"),
        "Satyagraha" => ("Satyagraha", "Satyagraha"),
        "Persuade" => ("Persuadere", "Persuasión"),
        "Infiltrate" => ("Infiltrarsi", "Infiltración"),
        "Aid" => ("Aiutare", "Ayuda"),
        "Assassinate" => ("Assassinare", "Asesinato"),
        // Other names the checks pass.
        "Imperialism" => ("Imperialismo", "Imperialismo"),
        // The steps of a Campaign Round (6.1–6.5) and the Crisis cubes (6.8).
        "Victory Phase" => ("Fase Vittoria", "Fase de Victoria"),
        "Railway Strikes" => ("Scioperi delle Ferrovie", "Huelgas en Ferrocarriles"),
        "Raj Earnings" => ("Guadagni del Raj", "Ganancias del Raj"),
        "Revolutionaries Earnings" => (
            "Guadagni dei Rivoluzionari",
            "Ganancias de los Revolucionarios",
        ),
        "Constructive Programme" => ("Programma Costruttivo", "Programa Constructivo"),
        "Pakistan Movement" => ("Movimento Pakistano", "Movimiento por Pakistán"),
        "Secret Societies" => ("Società Segrete", "Sociedades Secretas"),
        "New Colonial Administration" => (
            "Nuova Amministrazione Coloniale",
            "Nueva Administración Colonial",
        ),
        "Raj Redeploy" => ("Riposizionamento del Raj", "Redespliegue del Raj"),
        "Raj Redeploy removals" => (
            "rimozioni a fine Riposizionamento del Raj",
            "retiradas al final del Redespliegue del Raj",
        ),
        "Congress Redeploy" => (
            "Riposizionamento del Congresso",
            "Redespliegue del Congreso",
        ),
        "Muslim League Redeploy" => (
            "Riposizionamento della Lega Musulmana",
            "Redespliegue de la Liga Musulmana",
        ),
        "Revolutionaries Redeploy" => (
            "Riposizionamento dei Rivoluzionari",
            "Redespliegue de los Revolucionarios",
        ),
        "Reset Phase" => ("Fase di Reset", "Fase de Reinicio"),
        "Non-player Congress Protest" => (
            "Protesta del Congresso non giocante",
            "Protesta del Congreso no jugador",
        ),
        "Crisis cubes from Out of Play" => (
            "Cubi della Crisi da Fuori dal Gioco",
            "Cubos de la Crisis desde Fuera del Juego",
        ),
        "Pass" => ("Passare", "Pasar"),
        "the Event" => ("l'Evento", "el Evento"),
        "this action" => ("questa azione", "esta acción"),
        "the release from Jail" => ("la liberazione dalla Prigione", "la liberación de Prisión"),
        "Activists" => ("Attivisti", "Activistas"),
        "Guerrillas" => ("Guerriglieri", "Guerrillas"),
        "a Protest or Gandhi" => ("una Protesta o Gandhi", "una Protesta o Gandhi"),
        "a Muslim League Base" => ("una Base della Lega", "una Base de la Liga"),
        "Rally, Demonstrate or Civil Disobedience" => (
            "Radunare, Manifestare o Disobbedienza Civile",
            "Reagrupamiento, Manifestación o Desobediencia Civil",
        ),
        // What an Event requires of a space (`Filter::name`, 5.1.2).
        "a Protest space" => ("uno Spazio Protesta", "una casilla de Protesta"),
        "a Muslim space" => ("uno Spazio Musulmano", "una casilla musulmana"),
        _ => return None,
    };
    Some(pair)
}

/// Italian and Spanish templates, one arm per issue (no wildcard: a new code
/// does not compile until it is worded here).
fn translations(issue: Issue) -> (&'static str, &'static str) {
    match issue {
        // ----- declarations and the sequence of play -----
        Issue::NotYourOperation => (
            "{0} non può eseguire {1}: è un'Operazione di un'altra Fazione",
            "{0} no puede ejecutar {1}: es una Operación de otra Facción",
        ),
        Issue::NotYourSpecial => (
            "{0} non può eseguire {1}: è un'Attività Speciale di un'altra Fazione",
            "{0} no puede ejecutar {1}: es una Actividad Especial de otra Facción",
        ),
        Issue::SpecialWithLimited => (
            "un'Operazione Limitata non consente alcuna Attività Speciale",
            "una Operación Limitada no permite ninguna Actividad Especial",
        ),
        Issue::SpecialPartUnmarked => (
            "segna dove {0} inizia e finisce, così che le sue modifiche si distinguano da quelle dell'Operazione",
            "marca dónde empieza y termina {0}, para distinguir sus cambios de los de la Operación",
        ),
        Issue::SpecialNotWithThisOperation => (
            "{0} può accompagnare soltanto {1}",
            "{0} solo puede acompañar a {1}",
        ),
        Issue::LimitedTooManySpaces => (
            "un'Operazione Limitata si svolge in un solo spazio; qui {0} coinvolge {1} spazi",
            "una Operación Limitada se realiza en una sola casilla; aquí {0} abarca {1} casillas",
        ),
        Issue::LimitedManyOrigins => (
            "Marciare come Operazione Limitata muove Guerriglieri da un solo spazio di partenza; qui gli spazi di partenza sono {0}",
            "una Marcha Limitada mueve Guerrillas desde una sola casilla de origen; aquí las casillas de origen son {0}",
        ),
        Issue::LimitedManyDestinations => (
            "{0} come Operazione Limitata porta i pezzi in un solo spazio di destinazione; qui le destinazioni sono {1}",
            "{0} como Operación Limitada lleva las fichas a una sola casilla de destino; aquí los destinos son {1}",
        ),
        // ----- anything an action does not do -----
        Issue::ChangeNotPartOf => (
            "ci sono modifiche in {0} che {1} non prevede",
            "{0} ha cambiado, algo que {1} no hace",
        ),
        Issue::BoxChangeNotPartOf => (
            "ci sono modifiche nel riquadro {0} che {1} non prevede",
            "la casilla de {0} ha cambiado, algo que {1} no hace",
        ),
        Issue::TrackChangeNotPartOf => (
            "{0}: variazione di {1} che {2} non prevede",
            "{0} ha cambiado en {1}, algo que {2} no hace",
        ),
        Issue::PiecesFromNowhere => (
            "in {2} si trovano {0} {1} in più che non vengono dal riquadro Disponibili",
            "{0} {1} han aparecido en {2} sin salir de la casilla de Disponibles",
        ),
        // ----- costs and space limits -----
        Issue::CostWrong => (
            "{0} qui costa {1} Risorse, ma le Risorse sono cambiate di {2}",
            "{0} cuesta aquí {1} Recursos, pero los Recursos han cambiado en {2}",
        ),
        Issue::CostNotAffordable => (
            "{0} costa {1} Risorse, ma ce n'erano solo {2}",
            "{0} cuesta {1} Recursos, pero solo había {2}",
        ),
        Issue::TooManySpaces => (
            "{0} qui può selezionare {1} spazio/i oltre a quelli con {2}; ne sono stati selezionati {3}",
            "{0} puede seleccionar aquí {1} casilla(s) además de las que tienen {2}; se han seleccionado {3}",
        ),
        Issue::SpecialTooManySpaces => (
            "{0} seleziona al massimo {1} spazio/i; ne sono stati selezionati {2}",
            "{0} selecciona como mucho {1} casilla(s); se han seleccionado {2}",
        ),
        // ----- Raj Operations -----
        Issue::DeployNotCity => (
            "{0} non è una Città: Schieramento piazza cubi soltanto nelle Città",
            "{0} no es una Ciudad: el Despliegue solo coloca cubos en Ciudades",
        ),
        Issue::DeployOverSix => (
            "Schieramento piazza al massimo sei cubi in una Città; {0} ne ha ricevuti {1}",
            "el Despliegue coloca como mucho seis cubos en una Ciudad; {0} ha recibido {1}",
        ),
        Issue::DeployFromMapWhileAvailable => (
            "la mappa ha fornito {0} {1} quando nel riquadro Disponibili ne restavano {2}",
            "se han tomado {0} {1} del mapa cuando aún quedaban {2} Disponibles",
        ),
        Issue::DeployOutOfPlayOverTwo => (
            "Schieramento sposta al massimo due cubi da Fuori dal Gioco a Disponibili; ne sono stati spostati {0}",
            "el Despliegue mueve como mucho dos cubos de Fuera del Juego a Disponibles; se han movido {0}",
        ),
        Issue::MoveImpossible => (
            "{0} {1} non possono aver raggiunto {2} con un movimento valido di {3}",
            "{0} {1} no pueden haber llegado a {2} con un movimiento válido de {3}",
        ),
        Issue::MoveOutOfProtest => (
            "durante {1} i cubi non possono lasciare {0}, che è uno Spazio Protesta",
            "durante {1} los cubos no pueden salir de {0}, que es una casilla de Protesta",
        ),
        Issue::TroopsIntoState => (
            "le Truppe non possono entrare in {0}, che è uno Stato",
            "las Tropas no pueden entrar en {0}, que es un Estado",
        ),
        Issue::CubesLeftOnRailway => (
            "i cubi entrati in {0} durante Perlustrazione non possono restare su una Ferrovia",
            "los cubos que entraron en {0} durante el Barrido no pueden quedarse en un Ferrocarril",
        ),
        Issue::ActivationWrong => (
            "in {0} i cubi presenti dovevano Attivare {1} Guerrigliero/i; ne sono stati Attivati {2}",
            "en {0} los cubos presentes debían Activar {1} Guerrilla(s); se han Activado {2}",
        ),
        Issue::RailwayActivationWrong => (
            "su {0}, dopo Guarnigione si Attiva un Guerrigliero per ogni cubo: attesi {1}, trovati {2}",
            "en {0}, tras la Guarnición se Activa una Guerrilla por cada cubo: se esperaban {1}, hay {2}",
        ),
        Issue::AssaultNoRajForces => (
            "in {0} non ci sono forze del Raj con cui condurre un Assalto",
            "en {0} no hay fuerzas del Raj con las que llevar a cabo un Asalto",
        ),
        Issue::RemovedTooMany => (
            "{0}: i cubi presenti possono rimuovere {1} pezzo/i; ne sono stati rimossi {2}",
            "{0}: los cubos presentes pueden eliminar {1} ficha(s); se han eliminado {2}",
        ),
        Issue::RemovedTooFew => (
            "{0}: quando una Fazione è presa di mira, i suoi pezzi vanno rimossi fin dove possibile (se ne potevano rimuovere {1}, ne sono stati rimossi {2})",
            "{0}: cuando una Facción es objetivo, sus fichas se eliminan hasta donde se pueda (se podían eliminar {1}, se han eliminado {2})",
        ),
        Issue::RemovedInactive => (
            "{0}: rimossi {1} {2}, ma si possono rimuovere soltanto pezzi Attivi",
            "{0}: se han eliminado {1} {2}, pero solo pueden eliminarse fichas Activas",
        ),
        Issue::BasesNotLast => (
            "{0}: è stata rimossa una Base mentre {1} la proteggevano ancora",
            "{0}: se ha eliminado una Base mientras aún la protegían {1}",
        ),
        Issue::TroopsNotLast => (
            "{0}: è stata rimossa una Truppa mentre restavano dei Sepoy",
            "{0}: se ha eliminado una Tropa mientras aún quedaban Cipayos",
        ),
        Issue::WrongBox => (
            "il riquadro {2} ha ricevuto {0} {1}, ma il posto di {3} è il riquadro {4}",
            "{0} {1} han ido a la casilla de {2}, pero {3} van a la casilla de {4}",
        ),
        Issue::GandhiNotRemovable => (
            "Gandhi non viene mai rimosso da {0}",
            "Gandhi nunca es eliminado por {0}",
        ),
        Issue::GandhiArrestEffectsMissing => (
            "Gandhi è stato arrestato, quindi a fine turno del Raj la Moderazione scende di un livello (−1); è cambiata di {0}",
            "Gandhi ha sido arrestado, así que al final del turno del Raj la Moderación baja un nivel (−1); ha cambiado en {0}",
        ),
        Issue::GandhiArrestProtestsTooMany => (
            "dopo l'arresto di Gandhi il Congresso piazza al massimo due Proteste in spazi Non-Ferrovia; ne sono state piazzate {0}",
            "tras el arresto de Gandhi el Congreso coloca como mucho dos Protestas en casillas que no son Ferrocarril; se han colocado {0}",
        ),
        // ----- nonviolent Operations -----
        Issue::RallySpaceHasSupport => (
            "{0} ha Supporto: Radunare seleziona spazi privi di Supporto (oltre agli spazi in più ammessi dalla regola)",
            "{0} tiene Apoyo: el Reagrupamiento selecciona casillas sin Apoyo (además de las casillas adicionales que admite la regla)",
        ),
        Issue::RallyNotOnRailway => (
            "{0} è una Ferrovia: Radunare seleziona Città, Province e Stati",
            "{0} es un Ferrocarril: el Reagrupamiento selecciona Ciudades, Provincias y Estados",
        ),
        Issue::RallyTooManyActivists => (
            "Radunare piazza {1} Attivista/i in {0}; ne sono stati piazzati {2}",
            "el Reagrupamiento coloca {1} Activista(s) en {0}; se han colocado {2}",
        ),
        Issue::RallyBaseNeedsUnity => (
            "una Base in {0} prende il posto di {1} Attivista/i (Unità); ne sono stati rimossi {2}",
            "una Base en {0} ocupa el lugar de {1} Activista(s) (Unidad); se eliminaron {2}",
        ),
        Issue::RevRallyBaseNeedsUnity => (
            "una Base in {0} prende il posto di {1} Guerrigliero/i (Unità); ne sono stati rimossi {2}",
            "una Base en {0} ocupa el lugar de {1} Guerrilla(s) (Unidad); se eliminaron {2}",
        ),
        Issue::RallyBaseNoRoom => (
            "{0} non ha posto per un'altra Base",
            "{0} no tiene sitio para otra Base",
        ),
        Issue::RallyOutOfPlayOverOne => (
            "Radunare sposta un solo pezzo da Fuori dal Gioco a Disponibili; ne sono stati spostati {0}",
            "el Reagrupamiento mueve una sola ficha de Fuera del Juego a Disponibles; se han movido {0}",
        ),
        Issue::RallyJailAndOutOfPlay => (
            "Radunare sposta un Attivista da Fuori dal Gioco oppure libera prigionieri, non entrambe le cose",
            "el Reagrupamiento mueve un Activista de Fuera del Juego o libera prisioneros, no ambas cosas",
        ),
        Issue::DieMissing => (
            "per verificare {0} serve il relativo tiro di dado",
            "para comprobar {0} hace falta su tirada de dado",
        ),
        Issue::RallyReleaseWrong => (
            "il dado ha dato {0}, quindi vanno liberati dalla Prigione {1} Attivista/i; ne sono stati liberati {2}",
            "el dado ha sacado {0}, así que salen de Prisión {1} Activista(s); han salido {2}",
        ),
        Issue::UnityShiftWrong => (
            "l'Unità doveva cambiare di {0}; è cambiata di {1}",
            "la Unidad debía cambiar en {0}; ha cambiado en {1}",
        ),
        Issue::RestraintShiftWrong => (
            "la Moderazione doveva cambiare di {0}; è cambiata di {1}",
            "la Moderación debía cambiar en {0}; ha cambiado en {1}",
        ),
        Issue::DemonstrateProtestUnderControl => (
            "{0} ha il Controllo Raj: Manifestare non vi piazza alcuna Protesta",
            "{0} tiene Control Raj: la Manifestación no coloca allí ninguna Protesta",
        ),
        Issue::DemonstrateOnRailway => (
            "{0} è una Ferrovia: Manifestare sposta Attivisti solo in spazi Non-Ferrovia",
            "{0} es un Ferrocarril: la Manifestación solo mueve Activistas a casillas que no son Ferrocarril",
        ),
        Issue::LeagueActivistsUnaccompanied => (
            "il Congresso può spostare in {0} {1} Attivista/i della Lega (Unità, uno per uno con gli Attivisti del Congresso); ne sono stati spostati {2}",
            "el Congreso puede mover a {0} {1} Activista(s) de la Liga (Unidad, uno por uno con Activistas del Congreso); se han movido {2}",
        ),
        Issue::ProtestsUnavailable => (
            "sono stati piazzati {0} segnalini Protesta, ma solo {1} erano Disponibili per le Operazioni",
            "se han colocado {0} marcador(es) de Protesta, pero solo {1} estaban Disponibles para Operaciones",
        ),
        Issue::ProtestWhereOneIs => (
            "{0} aveva già un segnalino Protesta",
            "{0} ya tenía un marcador de Protesta",
        ),
        Issue::CivilDisobedienceNoActivists => (
            "in {0} non ci sono Attivisti della Fazione {1} da selezionare per Disobbedienza Civile",
            "en {0} no hay Activistas de la Facción {1} que seleccionar para la Desobediencia Civil",
        ),
        Issue::CivilDisobedienceMoveNotToRailway => (
            "Disobbedienza Civile sposta Attivisti da {0} soltanto sulle Ferrovie adiacenti",
            "la Desobediencia Civil solo mueve Activistas de {0} a Ferrocarriles adyacentes",
        ),
        Issue::NonCooperationNotEligible => (
            "non si può selezionare {0} per Non Cooperazione: servono una Protesta, Attivisti della Fazione {1} e nessun Controllo Raj",
            "{0} no puede seleccionarse para No Cooperación: necesita una Protesta, Activistas de la Facción {1} y ningún Control Raj",
        ),
        Issue::NonCooperationShiftWrong => (
            "Non Cooperazione sposta {0} di un livello verso l'Opposizione Attiva; lo spostamento è stato di {1}",
            "la No Cooperación desplaza {0} un nivel hacia Oposición Activa; se ha desplazado {1}",
        ),
        // ----- Revolutionaries Operations -----
        Issue::RevRallyNotEligible => (
            "non si può selezionare {0} per Radunare: ha Supporto e nessuna Base dei Rivoluzionari",
            "{0} no puede seleccionarse para Reagrupamiento: tiene Apoyo y ninguna Base Revolucionaria",
        ),
        Issue::RevRallyTooManyGuerrillas => (
            "Radunare piazza {1} Guerrigliero/i in {0}; ne sono stati piazzati {2}",
            "el Reagrupamiento coloca {1} Guerrilla(s) en {0}; se han colocado {2}",
        ),
        Issue::GuerrillasPlacedActive => (
            "{0}: i Guerriglieri vanno piazzati Nascosti",
            "{0}: las Guerrillas se colocan Ocultas",
        ),
        Issue::MarchActivationWrong => (
            "{0}: lì i Guerriglieri in movimento più i cubi sono più di 3, perciò i Guerriglieri in movimento vanno Attivati",
            "{0}: allí las Guerrillas que mueven más los cubos pasan de 3, por lo que las Guerrillas que mueven se Activan",
        ),
        Issue::MarchActivatedNeedlessly => (
            "{0}: sono stati Attivati Guerriglieri, ma lì Marciare non li Attiva",
            "{0}: se han Activado Guerrillas, pero allí la Marcha no las Activa",
        ),
        Issue::AttackNoGuerrillas => (
            "in {0} non ci sono Guerriglieri con cui Attaccare",
            "en {0} no hay Guerrillas con las que Atacar",
        ),
        Issue::AttackNotAllActivated => (
            "Attaccare Attiva tutti i Guerriglieri in {0}",
            "el Ataque Activa todas las Guerrillas de {0}",
        ),
        Issue::AttackDieMissing => (
            "per l'Attacco in {0} serve il suo tiro di dado",
            "el Ataque en {0} necesita su tirada de dado",
        ),
        Issue::AttackFailedButRemoved => (
            "l'Attacco in {0} è fallito (dado {1}, {2} Guerrigliero/i), eppure sono stati rimossi dei pezzi",
            "el Ataque en {0} ha fallado (dado {1}, {2} Guerrilla(s)) y aun así se han eliminado fichas",
        ),
        Issue::AttackRemovedOverTwo => (
            "un Attacco riuscito rimuove fino a due pezzi; in {0} ne sono stati rimossi {1}",
            "un Ataque con éxito elimina hasta dos fichas; en {0} se han eliminado {1}",
        ),
        Issue::AttackUnrestWrong => (
            "{0}: un Attacco riuscito piazza un segnalino Disordini dove c'è una Protesta o manca il Controllo Raj",
            "{0}: un Ataque con éxito coloca un marcador de Disturbios donde hay una Protesta o no hay Control Raj",
        ),
        Issue::UnrestNotEligible => (
            "non si può selezionare {0} per Disordini: serve un Guerrigliero Nascosto (o, in Crisi, Attivisti di entrambe le Fazioni non violente)",
            "{0} no puede seleccionarse para Disturbios: necesita una Guerrilla Oculta (o, en Crisis, Activistas de las dos Facciones no violentas)",
        ),
        Issue::UnrestMarkerWrong => (
            "l'Operazione Disordini aggiunge in {0} un segnalino Disordini (uno Sciopero se è una Ferrovia) e lo sposta di un livello verso Neutrale",
            "la Operación Disturbios añade en {0} un marcador de Disturbios (una Huelga si es un Ferrocarril) y la desplaza un nivel hacia Neutral",
        ),
        Issue::UnrestActivationWrong => (
            "l'Operazione Disordini Attiva un Guerrigliero Nascosto in {0}",
            "la Operación Disturbios Activa una Guerrilla Oculta en {0}",
        ),
        // ----- Special Activities -----
        Issue::TreatyNotState => (
            "{0} non è uno Stato: Trattativa seleziona soltanto Stati",
            "{0} no es un Estado: el Tratado solo selecciona Estados",
        ),
        Issue::TreatyBothOptions => (
            "in {0} Trattativa rimuove pezzi oppure vi fa entrare Sepoy, non entrambe le cose",
            "en {0} el Tratado elimina fichas o hace entrar Cipayos, no ambas cosas",
        ),
        Issue::GovernNoCubes => (
            "Governare seleziona spazi con cubi; {0} non ne ha",
            "el Gobierno selecciona casillas con cubos; {0} no tiene ninguno",
        ),
        Issue::GovernTwoOptions => (
            "in {0} Governare fa una cosa sola: rimuovere un pezzo Attivo, rimuovere uno Sciopero o una Protesta, oppure acquistare Imperialismo",
            "en {0} el Gobierno hace una sola cosa: eliminar una ficha Activa, eliminar una Huelga o una Protesta, o comprar Imperialismo",
        ),
        Issue::GovernMarkerWithActivists => (
            "Governare rimuove uno Sciopero o una Protesta solo dove non ci sono Attivisti; {0} ne ha",
            "el Gobierno elimina una Huelga o una Protesta solo donde no hay Activistas; {0} tiene alguno",
        ),
        Issue::ImperialismWithAdversaries => (
            "l'Imperialismo si acquista solo dove non ci sono avversari Attivi; {0} ne ha",
            "el Imperialismo solo se compra donde no hay adversarios Activos; {0} tiene alguno",
        ),
        Issue::ImperialismCostWrong => (
            "per quanto è stato fatto, l'Imperialismo in {0} costa {1} Risorse",
            "por lo que se ha hecho, el Imperialismo en {0} cuesta {1} Recursos",
        ),
        Issue::ImperialismTooFar => (
            "l'Imperialismo sposta uno spazio al massimo di due livelli, e solo quando non vi restano Disordini",
            "el Imperialismo desplaza una casilla como mucho dos niveles, y solo cuando ya no le quedan Disturbios",
        ),
        Issue::MartialLawNotEligible => (
            "per Legge Marziale {0} deve avere sia cubi sia Attivisti",
            "para la Ley Marcial {0} necesita tener tanto cubos como Activistas",
        ),
        Issue::MartialLawNotActivist => (
            "Legge Marziale rimuove soltanto Attivisti, ma in {1} è stato rimosso un altro pezzo ({0})",
            "la Ley Marcial solo elimina Activistas, pero en {1} se ha eliminado otra ficha ({0})",
        ),
        Issue::MartialLawTooManySpaces => (
            "Legge Marziale seleziona uno spazio ({0} in Crisi); ne sono stati selezionati {1}",
            "la Ley Marcial selecciona una casilla ({0} en Crisis); se han seleccionado {1}",
        ),
        Issue::MartialLawEffectsWrong => (
            "in {0} Legge Marziale rimuove ogni Protesta, piazza un segnalino Disordini (non su una Ferrovia né con Lord Linlithgow Viceré) e sposta di un livello verso Neutrale",
            "en {0} la Ley Marcial elimina cualquier Protesta, coloca un marcador de Disturbios (no en un Ferrocarril ni con Lord Linlithgow como Virrey) y desplaza un nivel hacia Neutral",
        ),
        Issue::NegotiateNotEligible => (
            "non si può selezionare {0} per Negoziare: servono Attivisti della Fazione {1} e nessun Controllo Raj",
            "{0} no puede seleccionarse para Negociación: necesita Activistas de la Facción {1} y ningún Control Raj",
        ),
        Issue::NegotiateSpaceUsedByOperation => (
            "l'Operazione ha già selezionato {0}, quindi Negoziare non può selezionare lo stesso spazio",
            "{0} se ha seleccionado para la Operación, así que la Negociación no puede seleccionarla",
        ),
        Issue::NegotiateProtestKept => (
            "Negoziare rimuove il segnalino Protesta in {0}",
            "la Negociación elimina el marcador de Protesta de {0}",
        ),
        Issue::NegotiateReleaseWrong => (
            "Gandhi viene liberato solo se il dado ({0}) supera il numero di Proteste in India ({1})",
            "Gandhi solo sale de Prisión si el dado ({0}) supera el número de Protestas en la India ({1})",
        ),
        Issue::NegotiateMuslimStateWrong => (
            "il Congresso rimuove uno Stato Musulmano solo dove i suoi pezzi sono più numerosi di quelli della Lega Musulmana; poi lo spazio passa a Neutrale",
            "el Congreso solo elimina un Estado Musulmán donde sus fichas superan en número a las de la Liga Musulmana; después la casilla pasa a Neutral",
        ),
        Issue::LeagueNegotiateMuslimStateWrong => (
            "uno Stato Musulmano va in {0} solo se è una Provincia Musulmana all'Opposizione in cui i pezzi della Lega Musulmana sono più numerosi di quelli del Congresso; lo spazio passa a Supporto Passivo",
            "un Estado Musulmán solo va a {0} si es una Provincia Musulmana en Oposición donde las fichas de la Liga Musulmana superan en número a las del Congreso; la casilla pasa a Apoyo Pasivo",
        ),
        Issue::LeagueNegotiateUnrestWrong => (
            "quando Negoziare toglie Disordini in {0}, sposta lo spazio di un livello verso il Supporto Attivo e rimuove un segnalino Disordini",
            "cuando la Negociación quita Disturbios en {0}, desplaza la casilla un nivel hacia Apoyo Activo y elimina un marcador de Disturbios",
        ),
        Issue::TroopsLeftInMuslimState => (
            "quando {0} diventa uno Stato Musulmano, le Truppe devono lasciare lo spazio e andare in Città",
            "cuando {0} pasa a ser un Estado Musulmán, las Tropas deben salir de allí hacia Ciudades",
        ),
        Issue::SatyagrahaGandhiNotMoved => (
            "Satyagraha come prima cosa porta Gandhi nello spazio selezionato",
            "la Satyagraha lleva primero a Gandhi a la casilla seleccionada",
        ),
        Issue::SatyagrahaEffectsWrong => (
            "in {0} Satyagraha rimuove una Protesta e un segnalino Disordini, oppure piazza un Attivista del Congresso",
            "en {0} la Satyagraha elimina una Protesta y un marcador de Disturbios, o coloca un Activista del Congreso",
        ),
        Issue::PersuadeNoOwnPieces => (
            "in {0} non ci sono pezzi della Fazione {1} con cui Persuadere",
            "en {0} no hay fichas de la Facción {1} para la Persuasión",
        ),
        Issue::PersuadeTwoOptions => (
            "in {0} Persuadere rimuove un pezzo avversario Attivo oppure Attiva Guerriglieri",
            "en {0} la Persuasión elimina una ficha adversaria Activa o Activa Guerrillas",
        ),
        Issue::PersuadeActivationWrong => (
            "in {0} Persuadere Attiva un Guerrigliero per ogni pezzo non violento Attivo presente ({1}); ne sono stati Attivati {2}",
            "en {0} la Persuasión Activa una Guerrilla por cada ficha no violenta Activa presente ({1}); se han Activado {2}",
        ),
        Issue::InfiltrateNotEligible => (
            "in {0} manca un {1} per Infiltrarsi",
            "en {0} no hay {1} para la Infiltración",
        ),
        Issue::InfiltrateReplaceWrong => (
            "in {0} Infiltrarsi sostituisce un pezzo o una Protesta con: {1}; oppure, in Crisi, piazza: {2}",
            "en {0} la Infiltración reemplaza una ficha o una Protesta por: {1}; o bien, en Crisis, coloca: {2}",
        ),
        Issue::InfiltrateNeedsCrisis => (
            "per piazzare con Infiltrarsi questo pezzo o segnalino ({0}) serve una Crisi",
            "para colocar mediante Infiltración esta ficha o marcador ({0}) hace falta una Crisis",
        ),
        Issue::AidFlipCostWrong => (
            "Aiutare paga 1 Risorsa per rendere Nascosti i Guerriglieri in {0}",
            "la Ayuda paga 1 Recurso para girar a Ocultas las Guerrillas de {0}",
        ),
        Issue::AidActivationIncomeWrong => (
            "Aiutare in {0}: si Attiva un Guerrigliero per ottenere Risorse pari alla Popolazione dello spazio ({1})",
            "Ayuda en {0}: se Activa una Guerrilla para ganar tantos Recursos como la Población de la casilla ({1})",
        ),
        Issue::AssassinateNotUnrestSpace => (
            "Disordini non ha selezionato {0}, quindi Assassinare non può selezionare lo spazio",
            "{0} no se ha seleccionado para Disturbios, así que el Asesinato no puede seleccionarla",
        ),
        Issue::AssassinateRemovedWrong => (
            "Assassinare rimuove un pezzo Attivo (non Gandhi) in {0}; ne sono stati rimossi {1}",
            "el Asesinato elimina una ficha Activa (que no sea Gandhi) en {0}; se han eliminado {1}",
        ),
        // ----- whose turn it is (2.0–2.5) -----
        Issue::ActionStillOpen => (
            "{0} è ancora in corso: segnalane la fine prima di cominciare altro",
            "{0} sigue en curso: marca su final antes de empezar otra cosa",
        ),
        Issue::NothingToFinish => (
            "non è stato dichiarato né avviato nulla, quindi non c'è niente da concludere",
            "no se ha declarado ni empezado nada, así que no hay nada que terminar",
        ),
        Issue::SetupUnfinished => (
            "la preparazione della partita non è ancora completa",
            "la preparación de la partida aún no está completa",
        ),
        Issue::GameIsOver => ("la partita è terminata", "la partida ha terminado"),
        Issue::NoCurrentCard => (
            "il riquadro della carta attuale è vuoto",
            "la casilla de la carta actual está vacía",
        ),
        Issue::CampaignRoundNow => (
            "la carta attuale è una carta Campagna: prima che qualsiasi Fazione agisca si svolge il suo Round Campagna",
            "la carta actual es una carta de Campaña: su Ronda de Campaña se juega antes de que actúe cualquier Facción",
        ),
        Issue::FactionOrderUnknown => (
            "qui non si conosce l'ordine delle Fazioni della carta {0}: ricavalo dalla carta e inseriscilo, così da poter verificare l'ordine di gioco",
            "aquí no se conoce el orden de Facciones de la carta {0}: tómalo de la carta e introdúcelo para poder comprobar el orden de juego",
        ),
        Issue::NotEligible => (
            "su questa carta la Fazione {0} è Non idonea, quindi non fa nulla",
            "en esta carta la Facción {0} es No elegible, así que no hace nada",
        ),
        Issue::NotItsTurn => (
            "su questa carta ora tocca a {1}, non a {0}",
            "en esta carta ahora le toca a {1}, no a {0}",
        ),
        Issue::AlreadyActed => (
            "su questa carta la Fazione {0} ha già agito",
            "en esta carta la Facción {0} ya ha actuado",
        ),
        Issue::CardFinished => (
            "su questa carta non agisce più nessuno: aggiorna l'Idoneità e rivela la carta successiva",
            "en esta carta ya no actúa nadie: actualiza la Elegibilidad y revela la siguiente carta",
        ),
        Issue::SecondAfterOperation => (
            "se prima c'è stata un'Operazione senza Attività Speciale, la 2ª Fazione Idonea può solo eseguire un'Operazione Limitata oppure Passare",
            "si antes hubo una Operación sin Actividad Especial, la 2ª Facción Elegible solo puede ejecutar una Operación Limitada o Pasar",
        ),
        Issue::SecondAfterSpecial => (
            "se prima c'è stata un'Operazione con Attività Speciale, la 2ª Fazione Idonea può eseguire un'Operazione Limitata oppure l'Evento, o Passare",
            "si antes hubo una Operación con Actividad Especial, la 2ª Facción Elegible puede ejecutar una Operación Limitada o el Evento, o Pasar",
        ),
        Issue::SecondAfterEvent => (
            "se prima è stato eseguito l'Evento, la 2ª Fazione Idonea può eseguire un'Operazione, con o senza Attività Speciale, oppure Passare",
            "si antes se ejecutó el Evento, la 2ª Facción Elegible puede ejecutar una Operación, con o sin Actividad Especial, o Pasar",
        ),
        Issue::EventNotCurrent => (
            "la carta {0} non è quella attuale",
            "la carta {0} no es la carta actual",
        ),
        Issue::ShouldBeIneligible => (
            "su questa carta la Fazione {0} ha eseguito un'Operazione o l'Evento, quindi il suo cilindro va nel riquadro Non idonea",
            "en esta carta la Facción {0} ha ejecutado una Operación o el Evento, así que su cilindro va a la casilla No elegible",
        ),
        Issue::ShouldBeEligible => (
            "su questa carta la Fazione {0} non ha eseguito né Operazioni né l'Evento, quindi il suo cilindro va nel riquadro Idonea",
            "en esta carta la Facción {0} no ha ejecutado ni Operación ni Evento, así que su cilindro va a la casilla Elegible",
        ),
        Issue::CardEndedEarly => (
            "su questa carta la Fazione {0} aveva ancora la possibilità di agire",
            "en esta carta la Facción {0} todavía tenía la posibilidad de actuar",
        ),
        Issue::EligibilityAfterEvent => (
            "il cilindro della Fazione {0} non è dove lo mette la regola 2.3.6; va bene solo se a spostarlo è stato l'Evento giocato su questa carta",
            "el cilindro de la Facción {0} no está donde lo pone la regla 2.3.6; solo es correcto si lo ha movido el Evento jugado en esta carta",
        ),
        // ----- Campaign Rounds (6.0) -----
        Issue::RoundUnfinished => (
            "il Round Campagna non è concluso: il passo successivo è {0}",
            "la Ronda de Campaña no ha terminado: el paso siguiente es {0}",
        ),
        Issue::PhaseOutOfOrder => (
            "nel Round Campagna il passo {0} si svolge dopo il passo {1}",
            "en la Ronda de Campaña el paso {0} va después del paso {1}",
        ),
        Issue::NoCampaignRound => (
            "il passo {0} appartiene a un Round Campagna, ma non ce n'è nessuno in corso",
            "el paso {0} forma parte de una Ronda de Campaña, pero no hay ninguna en curso",
        ),
        Issue::PhaseSpaceDiffers => (
            "lo stato di {0} non coincide con quello che produce il passo {1} ({2})",
            "el estado de {0} no coincide con el que produce el paso {1} ({2})",
        ),
        Issue::PhaseBoxDiffers => (
            "il contenuto del riquadro {0} non coincide con quello che produce il passo {1} ({2})",
            "el contenido de la casilla de {0} no coincide con el que produce el paso {1} ({2})",
        ),
        Issue::PhaseTrackDiffers => (
            "dopo il passo {1} ({2}) il valore di {0} deve essere {3}, non {4}",
            "tras el paso {1} ({2}) el valor de {0} debe ser {3}, no {4}",
        ),
        Issue::StrikeNotEligible => (
            "{0} non riceve uno Sciopero: o ne ha già uno, oppure non ha né una Protesta, né più Attivisti che cubi, né una Città adiacente senza Controllo Raj",
            "{0} no recibe Huelga: o ya tiene una, o no tiene ni Protesta, ni más Activistas que cubos, ni una Ciudad adyacente sin Control Raj",
        ),
        Issue::NpStrikesBarred => (
            "{0} non riceve uno Sciopero: se il Raj non ha un giocatore, il Congresso non giocante non piazza Scioperi sulle Ferrovie",
            "{0} no recibe Huelga: si el Raj no tiene jugador, el Congreso no jugador no coloca Huelgas en los Ferrocarriles",
        ),
        Issue::StrikesMissing => (
            "Ferrovie che hanno diritto a uno Sciopero: {0}; segnalini Sciopero liberi: {1}; quindi vanno piazzati {2} Scioperi, ma ne sono stati piazzati {3}",
            "Ferrocarriles con derecho a Huelga: {0}; marcadores de Huelga libres: {1}; por tanto se colocan {2} Huelgas, pero se han colocado {3}",
        ),
        Issue::ImperialismTooManySpaces => (
            "Imperialismo seleziona al massimo quattro spazi; ne sono stati selezionati {0}",
            "el Imperialismo selecciona como mucho cuatro casillas; se han seleccionado {0}",
        ),
        Issue::ImperialismSpaceNotEligible => (
            "non si può selezionare {0} per Imperialismo: serve una Città o una Provincia con Controllo Raj, Truppe e Sepoy",
            "{0} no puede seleccionarse para el Imperialismo: hace falta una Ciudad o Provincia con Control Raj, Tropas y Cipayos",
        ),
        Issue::ImperialismLevelsWrong => (
            "in {0} Imperialismo toglie prima i Disordini e solo dopo sposta verso il Supporto Attivo, al massimo di due livelli",
            "en {0} el Imperialismo quita primero los Disturbios y solo después desplaza hacia Apoyo Activo, como mucho dos niveles",
        ),
        Issue::ReleaseWrong => (
            "con Imperialismo in {0} spazio/i escono dalla Prigione verso i Disponibili {1} Attivista/i; ne sono stati liberati {2}",
            "con el Imperialismo en {0} casilla(s) salen de Prisión a Disponibles {1} Activista(s); se han liberado {2}",
        ),
        Issue::GandhiNotReleased => (
            "Gandhi è in Prigione: nella Fase di Supporto va liberato in uno spazio senza Controllo Raj",
            "Gandhi está en Prisión: en la Fase de Apoyo sale hacia una casilla sin Control Raj",
        ),
        Issue::GandhiReleasedToControl => (
            "Gandhi è uscito di Prigione in {0}, dove c'è il Controllo Raj",
            "Gandhi ha salido de Prisión hacia {0}, donde hay Control Raj",
        ),
        Issue::ConstructiveTooMany => (
            "Programma Costruttivo sposta al massimo tanti spazi quanto vale l'Unità ({0}); ne sono stati spostati {1}",
            "el Programa Constructivo desplaza como mucho tantas casillas como indica la Unidad ({0}); se han desplazado {1}",
        ),
        Issue::ConstructiveSpaceNotEligible => (
            "Programma Costruttivo non può spostare {0}: serve una Città o una Provincia con pezzi non violenti e senza Controllo Raj",
            "el Programa Constructivo no puede desplazar {0}: hace falta una Ciudad o Provincia con fichas no violentas y sin Control Raj",
        ),
        Issue::ConstructiveTooFar => (
            "Programma Costruttivo sposta {0} al massimo di due livelli verso l'Opposizione Attiva; lo spostamento è stato di {1}",
            "el Programa Constructivo desplaza {0} como mucho dos niveles hacia Oposición Activa; el desplazamiento ha sido de {1}",
        ),
        Issue::PhaseBaseTooMany => (
            "il passo {0} ({1}) piazza una Base al massimo; ne sono state piazzate {2}",
            "el paso {0} ({1}) coloca como mucho una Base; se han colocado {2}",
        ),
        Issue::PhaseBaseWhere => (
            "il passo {1} ({2}) piazza la Base in uno spazio Non-Ferrovia senza Controllo Raj; {0} non soddisfa queste condizioni",
            "el paso {1} ({2}) coloca la Base en una casilla que no sea Ferrocarril ni tenga Control Raj; {0} no cumple estas condiciones",
        ),
        Issue::ViceroyNotInstalled => (
            "la carta Campagna che ha fatto scattare questo Round va nel riquadro del Viceré e diventa il nuovo Viceré",
            "la carta de Campaña que ha desencadenado esta Ronda va a la casilla del Virrey y pasa a ser el nuevo Virrey",
        ),
        Issue::RedeployDestination => (
            "nel Riposizionamento, {0} non può portare {1} in {2} ({3})",
            "en el Redespliegue, {0} no puede llevar {1} a {2} ({3})",
        ),
        Issue::NpRedeployLostControl => (
            "il Ridispiegamento del Raj non giocante non perde alcun Controllo Raj, eppure {0} lo ha perso",
            "el Redespliegue del Raj no jugador no pierde ningún Control Raj, y sin embargo {0} lo ha perdido",
        ),
        Issue::RedeployOffMap => (
            "il Riposizionamento ({2}) muove soltanto pezzi già sulla mappa, ma {0} {1} sono passati tra la mappa e un riquadro",
            "el Redespliegue ({2}) solo mueve fichas que ya están en el mapa, pero {0} {1} han pasado entre el mapa y una casilla fuera de él",
        ),
        Issue::RedeployMustLeaveRailway => (
            "su {2} restano {0} {1}, ma il Riposizionamento ({3}) deve portare questi pezzi via dalle Ferrovie",
            "en {2} quedan {0} {1}, pero el Redespliegue ({3}) debe sacar estas fichas de los Ferrocarriles",
        ),
        Issue::CrisisCubesTooMany => (
            "con la Crisi arrivano da Fuori dal Gioco al massimo tanti cubi quanto il tiro di dado ({0}); ne sono arrivati {1}",
            "con la Crisis llegan de Fuera del Juego como mucho tantos cubos como indica la tirada de dado ({0}); han llegado {1}",
        ),
        Issue::NpProtestCount => (
            "il Congresso non giocante piazza {0} Protesta/e al termine della Fase di Reset; ne sono state piazzate {1}",
            "el Congreso no jugador coloca {0} Protesta(s) al final de la Fase de Reinicio; se han colocado {1}",
        ),
        Issue::NpProtestWhere => (
            "la Protesta del Congresso non giocante va in uno spazio con Attivisti del Congresso e senza Protesta; {0} non lo è",
            "la Protesta del Congreso no jugador va en un espacio con Activistas del Congreso y sin Protesta; {0} no lo es",
        ),
        Issue::CrisisCubesNotDue => (
            "i cubi arrivano da Fuori dal Gioco solo al termine di un turno in cui è scattata una Crisi, oppure prima della prima carta della Campagna finale",
            "los cubos solo llegan de Fuera del Juego al final de un turno en que se ha desencadenado una Crisis, o antes de la primera carta de la Campaña final",
        ),
        // ----- Events (5.0–5.1) -----
        Issue::EventTextUnknown => (
            "gli effetti della carta {0} non figurano nei dati: si verificano soltanto le regole che valgono per ogni Evento, quindi leggi la carta",
            "los efectos de la carta {0} no figuran en los datos: solo se comprueban las reglas que valen para todo Evento, así que lee la carta",
        ),
        Issue::EventPartlyKnown => (
            "i dati riportano solo una parte del testo della carta {0}: quello che l'Evento fa oltre a ciò non viene verificato",
            "los datos solo recogen parte del texto de la carta {0}: lo que el Evento haga aparte de eso no se comprueba",
        ),
        Issue::EventPlacedUnavailable => (
            "la mappa ha ricevuto {0} {1} dalla Prigione o da Fuori dal Gioco; un Evento piazza soltanto pezzi Disponibili, a meno che il suo testo non disponga altrimenti",
            "{0} {1} han llegado al mapa desde Prisión o desde Fuera del Juego; un Evento solo coloca fichas Disponibles, salvo que su texto indique otra cosa",
        ),
        Issue::EventBrokeStacking => (
            "{0}: un Evento non può violare le regole di raggruppamento",
            "{0}: un Evento no puede violar el apilamiento",
        ),
        Issue::EventToOutOfPlay => (
            "il riquadro Fuori dal Gioco ha ricevuto {0} {1}; un Evento vi manda dei pezzi solo quando il suo testo lo dice espressamente",
            "{0} {1} han ido a Fuera del Juego; un Evento solo envía fichas allí cuando su texto lo dice expresamente",
        ),
        Issue::EventSpacesCount => (
            "l'Evento ha agito in {0} spazio/i, mentre il suo testo ne prevede {1}",
            "el Evento ha actuado en {0} casilla(s), mientras que su texto pide {1}",
        ),
        Issue::EventSpaceNotEligible => (
            "{0} non è {1}, come invece l'Evento richiede",
            "{0} no es {1}, como exige el Evento",
        ),
        Issue::EventSpaceNotSelected => (
            "{0} non rientra tra gli spazi selezionati dall'Evento",
            "{0} no está entre las casillas que ha seleccionado el Evento",
        ),
        Issue::EventMarkerWrong => (
            "in {0} l'Evento aggiunge un solo segnalino",
            "en {0} el Evento añade un solo marcador",
        ),
        Issue::EventOneFactionOnly => (
            "in {0} l'Evento rimuove i pezzi di una sola Fazione",
            "en {0} el Evento elimina las fichas de una sola Facción",
        ),
        Issue::EventFactionNotAllRemoved => (
            "in {0} l'Evento rimuove tutti i pezzi della Fazione {1}",
            "en {0} el Evento elimina todas las fichas de la Facción {1}",
        ),
        Issue::EventRemovedCount => (
            "l'Evento ha rimosso {0} pezzo/i, mentre il suo testo ne prevede {1}",
            "el Evento ha eliminado {0} ficha(s), mientras que su texto pide {1}",
        ),
        Issue::EventShiftWrong => (
            "l'Evento sposta {0} di {1} livello/i; lo spostamento è stato di {2}",
            "el Evento desplaza {0} {1} nivel(es); el desplazamiento ha sido de {2}",
        ),
        Issue::EventArrestMissing => (
            "l'Evento arresta Gandhi, quindi il suo posto è il riquadro Prigione",
            "el Evento arresta a Gandhi, así que su sitio es la casilla de Prisión",
        ),
        Issue::EventArrestConsequences => (
            "se è un Evento ad arrestare Gandhi, la Moderazione non cambia e non si piazzano Proteste, diversamente dall'arresto durante Assalto, Trattativa o Governare; controlla se la carta ha un testo che lo preveda",
            "si es un Evento el que arresta a Gandhi, la Moderación no cambia ni se colocan Protestas, a diferencia del arresto durante el Asalto, el Tratado o el Gobierno; comprueba si la carta tiene un texto que sí lo haga",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gandhi_validator::action::{Operation, Special};
    use gandhi_validator::data::effects::Filter;
    use std::collections::BTreeSet;

    /// The numbers inside `{…}` in a template.
    fn placeholders(text: &str) -> BTreeSet<usize> {
        let mut found = BTreeSet::new();
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let after = &rest[open + 1..];
            let close = after.find('}').unwrap();
            found.insert(after[..close].parse::<usize>().unwrap());
            rest = &after[close + 1..];
        }
        found
    }

    #[test]
    fn every_issue_is_worded_with_the_english_placeholders() {
        for issue in Issue::ALL {
            let english = issue.english();
            let wanted = placeholders(english);
            for lang in [Lang::It, Lang::Es] {
                let text = template(lang, *issue);
                assert!(!text.trim().is_empty(), "{} in {lang:?}", issue.code());
                assert_ne!(text, english, "{} in {lang:?}", issue.code());
                assert_eq!(
                    placeholders(text),
                    wanted,
                    "{} in {lang:?}: {text}",
                    issue.code()
                );
            }
            assert_eq!(template(Lang::En, *issue), english);
        }
    }

    fn specials() -> BTreeSet<&'static str> {
        Faction::ALL
            .into_iter()
            .flat_map(|f| Special::of(f).iter().map(|s| s.name()))
            .collect()
    }

    #[test]
    fn operations_and_special_activities_have_rulebook_names() {
        let names: Vec<&str> = Operation::ALL
            .iter()
            .map(|o| o.name())
            .chain(specials())
            .collect();
        assert_eq!(names.len(), 20);
        for english in names {
            assert_eq!(name(Lang::En, english), english);
            for lang in [Lang::It, Lang::Es] {
                let word = name(lang, english);
                assert!(!word.trim().is_empty(), "{english} in {lang:?}");
                // Satyagraha keeps its name in both rulebooks.
                if english != "Satyagraha" {
                    assert_ne!(word, english, "{english} in {lang:?}");
                }
            }
        }
        assert_eq!(name(Lang::It, "Rally"), "Radunare");
        assert_eq!(name(Lang::Es, "Martial Law"), "Ley Marcial");
    }

    #[test]
    fn other_names_follow_the_interface_and_unknown_ones_pass_through() {
        assert_eq!(name(Lang::It, "Out of Play"), "Fuori dal Gioco");
        assert_eq!(name(Lang::Es, "Jail"), "Prisión");
        assert_eq!(name(Lang::It, "Restraint"), "Moderazione");
        assert_eq!(name(Lang::Es, "Muslim League"), "Liga Musulmana");
        assert_eq!(name(Lang::Es, "Sepoy"), "Cipayo");
        assert_eq!(
            name(Lang::It, "Underground Guerrilla"),
            "Guerrigliero Nascosto"
        );
        assert_eq!(name(Lang::Es, "Muslim State"), "Estado Musulmán");
        assert_eq!(name(Lang::It, "a Protest space"), "uno Spazio Protesta");
        assert_eq!(name(Lang::Es, "a Muslim space"), "una casilla musulmana");
        assert_eq!(name(Lang::It, "no such name"), "no such name");
        assert_eq!(name(Lang::Es, ""), "");
        // The names the checks build from game types are all known.
        for lang in [Lang::It, Lang::Es] {
            for piece in Piece::ALL {
                assert!(translate(lang, piece.name(1)).is_some(), "{piece:?}");
            }
            for faction in Faction::ALL {
                assert!(translate(lang, faction.name()).is_some(), "{faction:?}");
            }
            for track in Track::ALL {
                assert!(translate(lang, track.name()).is_some(), "{track:?}");
            }
            // What an Event requires of a space, as `Filter::name()` gives it.
            for filter in [Filter::Protest, Filter::Muslim] {
                let english = filter.name();
                let word =
                    translate(lang, english).unwrap_or_else(|| panic!("{english:?} in {lang:?}"));
                assert!(!word.trim().is_empty(), "{english:?} in {lang:?}");
                assert_ne!(word, english, "{english:?} in {lang:?}");
            }
        }
    }

    /// The steps of a Campaign Round and the Crisis cubes, which the checks
    /// pass by `Phase::name()`, have Italian and Spanish names.
    #[test]
    fn campaign_round_steps_are_translated() {
        use gandhi_validator::action::campaign::Phase;
        let phases: Vec<Phase> = Phase::ROUND
            .into_iter()
            .chain([Phase::CrisisCubes, Phase::NpProtest])
            .collect();
        let mut seen = std::collections::HashSet::new();
        for phase in phases {
            let english = phase.name();
            assert_eq!(name(Lang::En, english), english);
            for lang in [Lang::It, Lang::Es] {
                let word =
                    translate(lang, english).unwrap_or_else(|| panic!("{english:?} in {lang:?}"));
                assert!(!word.trim().is_empty(), "{english:?} in {lang:?}");
                assert_ne!(word, english, "{english:?} in {lang:?}");
                assert!(seen.insert((lang, word)), "{english:?} in {lang:?}");
            }
        }
        assert_eq!(name(Lang::It, "Victory Phase"), "Fase Vittoria");
        assert_eq!(name(Lang::Es, "Reset Phase"), "Fase de Reinicio");
        assert_eq!(name(Lang::It, "Raj Redeploy"), "Riposizionamento del Raj");
    }

    /// Every `Arg::Name("…")` literal in the validator's action checks has a
    /// translation (names built from types are covered above).
    #[test]
    fn every_literal_name_in_the_checks_is_translated() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/validator/src/action");
        let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        // The sequence-of-play checks name the open action or step too.
        let sequence = std::path::Path::new(dir).with_file_name("sequence.rs");
        if sequence.exists() {
            paths.push(sequence);
        }
        let mut seen = 0;
        for path in paths {
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let mut quoted: Vec<&str> = Vec::new();
            for (i, _) in source.match_indices("Arg::Name(\"") {
                let start = i + "Arg::Name(\"".len();
                let end = source[start..].find('"').unwrap();
                quoted.push(&source[start..start + end]);
            }
            // Literals handed to helpers that pass them on as names.
            for literal in [
                "Available",
                "Jail",
                "a Protest or Gandhi",
                "a Muslim League Base",
                "Rally, Demonstrate or Civil Disobedience",
                "Pass",
                "the Event",
                "Raj Redeploy",
            ] {
                if source.contains(&format!("\"{literal}\"")) {
                    quoted.push(literal);
                }
            }
            for english in quoted {
                seen += 1;
                for lang in [Lang::It, Lang::Es] {
                    assert!(
                        translate(lang, english).is_some(),
                        "{english:?} in {}",
                        path.display()
                    );
                }
            }
        }
        assert!(seen > 10, "found only {seen} names");
    }
}
