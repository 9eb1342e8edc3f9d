//! Every piece of text the program shows, in English, Italian and Spanish.
//! Game terms follow the rulebook's translations (Moderazione/Moderación,
//! Principato/Estado Nativo, Nascosto/Oculta, Cipayo...).
//!
//! Plain labels are [`Key`]s; sentences with values are functions below.

use crate::issue_texts;
use gandhi_validator::action::issue::fill;
use gandhi_validator::action::{Arg, Choice};
use gandhi_validator::check::{Caveat, FindingKind, Track};
use gandhi_validator::edit::{Edit, Marker, Place};
use gandhi_validator::state::Eligibility;
use gandhi_validator::{Faction, GameData, Piece, SpaceKind, Stock, SupportLevel};

/// A language of the interface.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Italiano.
    It,
    /// Español.
    Es,
}

impl Lang {
    /// All three.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::It, Lang::Es];

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Es => "Español",
        }
    }

    /// Folder of the rule summaries in this language (`docs/rules/<code>`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
        }
    }

    /// Picks the text for this language.
    pub fn pick<'a>(self, en: &'a str, it: &'a str, es: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::It => it,
            Lang::Es => es,
        }
    }
}

macro_rules! keys {
    ($($key:ident => $en:expr, $it:expr, $es:expr;)*) => {
        /// A fixed label of the interface.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Key {
            $(
                #[doc = $en]
                $key,
            )*
        }

        impl Key {
            /// Every key.
            pub const ALL: &'static [Key] = &[$(Key::$key),*];

            /// The label in a language.
            pub fn get(self, lang: Lang) -> &'static str {
                match self {
                    $(Key::$key => lang.pick($en, $it, $es),)*
                }
            }
        }
    };
}

keys! {
    AppTitle => "Gandhi Moderator", "Gandhi Moderator", "Gandhi Moderator";
    Tagline => "A moderator for Gandhi: checks every change against the rules, with Raj Control and the victory totals live.",
        "Un moderatore per Gandhi: controlla ogni modifica con le regole, con il Controllo Raj e i totali di vittoria sempre aggiornati.",
        "Un moderador para Gandhi: comprueba cada cambio con las reglas, con el Control Raj y los totales de victoria al día.";
    NewGame => "New game", "Nuova partita", "Nueva partida";
    Scenario => "Scenario", "Scenario", "Escenario";
    ScenarioShort => "Short (1930–1947)", "Breve (1930–1947)", "Corto (1930–1947)";
    ScenarioMain => "Main (1917–1947)", "Principale (1917–1947)", "Principal (1917–1947)";
    ScenarioQuick => "Quick Start (1917–1947)", "Avvio rapido (1917–1947)", "Inicio rápido (1917–1947)";
    WhoPlays => "Who runs each Faction", "Chi guida ogni Fazione", "Quién lleva cada Facción";
    Player => "Player", "Giocatore", "Jugador";
    NonPlayer => "Non-player", "Non giocante", "No jugador";
    Seed => "Seed", "Seme", "Semilla";
    RandomSeed => "Random seed", "Seme casuale", "Semilla aleatoria";
    SeedHint => "The seed decides the deck and every die roll: the same seed replays the same game.",
        "Il seme decide il mazzo e ogni tiro di dado: lo stesso seme riproduce la stessa partita.",
        "La semilla decide el mazo y cada tirada: la misma semilla repite la misma partida.";
    Start => "Start", "Inizia", "Empezar";
    OpenSaved => "Open a saved game…", "Apri una partita salvata…", "Abrir una partida guardada…";
    Resume => "Resume the last game", "Riprendi l'ultima partita", "Reanudar la última partida";
    AutosavedAt => "autosaved", "salvata automaticamente", "guardada automáticamente";
    Language => "Language", "Lingua", "Idioma";
    File => "File", "File", "Archivo";
    EditMenu => "Edit", "Modifica", "Editar";
    View => "View", "Vista", "Ver";
    Save => "Save", "Salva", "Guardar";
    SaveAs => "Save as…", "Salva con nome…", "Guardar como…";
    Open => "Open…", "Apri…", "Abrir…";
    CloseGame => "Back to the start screen", "Torna alla schermata iniziale", "Volver a la pantalla inicial";
    Undo => "Undo", "Annulla", "Deshacer";
    Redo => "Redo", "Ripeti", "Rehacer";
    Findings => "Findings", "Rilievi", "Observaciones";
    NoFindings => "No findings: the table fits the rules.", "Nessun rilievo: il tavolo rispetta le regole.", "Sin observaciones: la mesa cumple las reglas.";
    Log => "Log", "Registro", "Registro";
    LogEmpty => "Nothing has changed yet.", "Nessuna modifica finora.", "Todavía no hay cambios.";
    Rule => "Rule", "Regola", "Regla";
    RuleNotFound => "No summary of this section yet.", "Ancora nessun riassunto di questa sezione.", "Todavía no hay resumen de esta sección.";
    Close => "Close", "Chiudi", "Cerrar";
    Available => "Available", "Disponibili", "Disponibles";
    OutOfPlay => "Out of Play", "Fuori dal Gioco", "Fuera del Juego";
    Jail => "Jail", "Prigione", "Prisión";
    MarkerTray => "Markers", "Segnalini", "Marcadores";
    MarkerTrayHint => "Drag a marker onto a space to place it; drag one here to take it off the map.",
        "Trascina un segnalino su uno spazio per piazzarlo; trascinalo qui per toglierlo dalla mappa.",
        "Arrastra un marcador a un espacio para colocarlo; arrástralo aquí para quitarlo del mapa.";
    Restraint => "Restraint", "Moderazione", "Moderación";
    Unity => "Unity", "Unità", "Unidad";
    Crisis => "Crisis", "Crisi", "Crisis";
    CrisisHint => "Restraint and Unity are both 1: India is in Crisis (6.8).",
        "Moderazione e Unità sono entrambe a 1: l'India è in Crisi (6.8).",
        "Moderación y Unidad están ambas en 1: la India está en Crisis (6.8).";
    RajResources => "Raj Resources", "Risorse Raj", "Recursos Raj";
    RevResources => "Revolutionaries Resources", "Risorse Rivoluzionari", "Recursos Revolucionarios";
    Victory => "Victory", "Vittoria", "Victoria";
    Total => "total", "totale", "total";
    Threshold => "to exceed", "da superare", "a superar";
    Margin => "margin", "margine", "margen";
    ProtestsAvailable => "Protests Available for Operations", "Proteste Disponibili per le Operazioni", "Protestas Disponibles para Operaciones";
    Eligibility => "Eligibility", "Idoneità", "Elegibilidad";
    Eligible => "Eligible", "Idonea", "Elegible";
    Ineligible => "Ineligible", "Non idonea", "No elegible";
    CurrentCard => "Current card", "Carta attuale", "Carta actual";
    UpcomingCard => "Upcoming card", "Prossima carta", "Próxima carta";
    NoCard => "none", "nessuna", "ninguna";
    NextCard => "Reveal the next card", "Rivela la carta successiva", "Revelar la siguiente carta";
    Viceroy => "Viceroy", "Viceré", "Virrey";
    NoViceroy => "no Viceroy", "nessun Viceré", "sin Virrey";
    DeckLeft => "cards left in the deck", "carte nel mazzo", "cartas en el mazo";
    ActingFaction => "Acting Faction", "Fazione attiva", "Facción activa";
    Unknown => "not said", "non indicata", "sin indicar";
    Population => "Population", "Popolazione", "Población";
    MuslimSpace => "Muslim space", "Spazio Musulmano", "Espacio Musulmán";
    Econ => "Econ", "Econ", "Econ";
    Adjacent => "Adjacent to", "Adiacente a", "Adyacente a";
    Provisional => "provisional: check it on your board", "provvisorio: verificalo sulla tua mappa", "provisional: compruébalo en tu tablero";
    EnteredByPlayers => "entered by the players from their card", "inserito dai giocatori dalla loro carta", "introducido por los jugadores desde su carta";
    FromRulebook => "rulebook", "regolamento", "reglamento";
    Deduced => "deduced", "dedotto", "deducido";
    RajControl => "Raj Control", "Controllo Raj", "Control Raj";
    NoRajControl => "no Raj Control", "nessun Controllo Raj", "sin Control Raj";
    CubesVsActive => "cubes / other Active pieces", "cubi / altri pezzi Attivi", "cubos / otras piezas Activas";
    MuslimStateMarker => "Muslim State", "Stato Musulmano", "Estado Musulmán";
    Protest => "Protest", "Protesta", "Protesta";
    Unrest => "Unrest", "Disordini", "Disturbios";
    Strike => "Strike", "Sciopero", "Huelga";
    ShiftSupport => "Shift one level towards Support", "Sposta di un livello verso il Supporto", "Desplazar un nivel hacia el Apoyo";
    ShiftOpposition => "Shift one level towards Opposition", "Sposta di un livello verso l'Opposizione", "Desplazar un nivel hacia la Oposición";
    ActivateGuerrilla => "Activate one Guerrilla", "Attiva un Guerrigliero", "Activar una Guerrilla";
    HideGuerrilla => "Flip one Guerrilla Underground", "Rendi Nascosto un Guerrigliero", "Ocultar una Guerrilla";
    PlaceGandhiHere => "Congress places Gandhi, an Activist and a Protest here (setup)",
        "Il Congresso piazza qui Gandhi, un Attivista e una Protesta (preparazione)",
        "El Congreso coloca aquí a Gandhi, un Activista y una Protesta (preparación)";
    PendingGandhi => "Setup: Congress has yet to place Gandhi, an Active Activist and a Protest in one space. Right-click the space.",
        "Preparazione: il Congresso deve ancora piazzare Gandhi, un Attivista Attivo e una Protesta in uno spazio. Clic destro sullo spazio.",
        "Preparación: el Congreso aún debe colocar a Gandhi, un Activista Activo y una Protesta en un espacio. Clic derecho en el espacio.";
    DragHint => "Drag to move one piece; Shift+drag moves the whole stack. Right-click a space or piece for more.",
        "Trascina per spostare un pezzo; Maiusc+trascina sposta tutta la pila. Clic destro su uno spazio o un pezzo per altro.",
        "Arrastra para mover una pieza; Mayús+arrastrar mueve toda la pila. Clic derecho en un espacio o pieza para más.";
    MoveAllToAvailable => "Move all to Available", "Sposta tutti tra i Disponibili", "Mover todas a Disponibles";
    Settings => "Settings", "Impostazioni", "Ajustes";
    Cancel => "Cancel", "Annulla", "Cancelar";
    ErrorTitle => "Something went wrong", "Qualcosa non ha funzionato", "Algo ha fallado";
    OpenFailed => "This file cannot be opened; the game on the table is unchanged.",
        "Questo file non si può aprire; la partita sul tavolo non è cambiata.",
        "Este archivo no se puede abrir; la partida en la mesa no ha cambiado.";
    SaveFailed => "The game could not be saved.", "Impossibile salvare la partita.", "No se pudo guardar la partida.";
    Saved => "Saved", "Salvata", "Guardada";
    EditRefused => "That change cannot be made", "Questa modifica non si può fare", "Ese cambio no se puede hacer";
    Dismiss => "OK", "OK", "Aceptar";
    Board => "Board", "Mappa", "Tablero";
    Turn => "Cards", "Carte", "Cartas";
    Provenance => "Where the map facts come from", "Da dove vengono i dati della mappa", "De dónde vienen los datos del mapa";
    RaisedFindings => "raised", "ha sollevato", "generó";
    PathLabel => "File path", "Percorso del file", "Ruta del archivo";
    Browse => "Browse…", "Sfoglia…", "Examinar…";
    RecentGames => "Recent games", "Partite recenti", "Partidas recientes";
    Town => "Town", "Città minore", "Población menor";
    PhysicalDeck => "We draw from our own shuffled deck", "Peschiamo dal nostro mazzo mescolato", "Robamos de nuestro propio mazo barajado";
    PhysicalDeckHint => "Each time you turn up a card, tell the program which one; it keeps count of the rest.",
        "Ogni volta che scoprite una carta, dite al programma quale; lui tiene il conto del resto.",
        "Cada vez que descubráis una carta, decid al programa cuál; él lleva la cuenta del resto.";
    CardLabel => "Card", "Carta", "Carta";
    FirstEligible => "1st Eligible", "1ª Idonea", "1ª Elegible";
    SecondEligible => "2nd Eligible", "2ª Idonea", "2ª Elegible";
    FactionLabel => "Faction", "Fazione", "Facción";
    WhatLabel => "Action", "Azione", "Acción";
    PassChoice => "Pass", "Passare", "Pasar";
    EventUnshaded => "Event (unshaded)", "Evento (non ombreggiato)", "Evento (sin sombrear)";
    EventShaded => "Event (shaded)", "Evento (ombreggiato)", "Evento (sombreado)";
    SpecialLabel => "Special Activity", "Attività Speciale", "Actividad Especial";
    NoSpecial => "none", "nessuna", "ninguna";
    LimitedLabel => "Limited Operation", "Operazione Limitata", "Operación Limitada";
    Declare => "Declare", "Dichiara", "Declarar";
    DeclareHint => "Say what the Faction does; then make the changes on the board and press Done.",
        "Dite che cosa fa la Fazione; poi fate le modifiche sulla mappa e premete Fatto.",
        "Decid qué hace la Facción; luego haced los cambios en el tablero y pulsad Hecho.";
    NotAnOption => "Not open to this Faction now (2.3.4)", "Ora non è permesso a questa Fazione (2.3.4)", "Ahora no está abierto a esta Facción (2.3.4)";
    ActingNow => "make the changes on the board, then press Done", "fate le modifiche sulla mappa, poi premete Fatto", "haced los cambios en el tablero y pulsad Hecho";
    SpecialBegins => "Special Activity begins", "Inizia l'Attività Speciale", "Empieza la Actividad Especial";
    SpecialEnds => "Special Activity ends", "Finisce l'Attività Speciale", "Termina la Actividad Especial";
    SpecialHint => "Mark where the Special Activity starts and ends, so that its changes can be told from the Operation's (4.1).",
        "Segnate dove inizia e finisce l'Attività Speciale, così le sue modifiche si distinguono da quelle dell'Operazione (4.1).",
        "Marcad dónde empieza y termina la Actividad Especial, para distinguir sus cambios de los de la Operación (4.1).";
    RollDie => "Roll a die", "Tira un dado", "Tirar un dado";
    RollDieHint => "Rolled from the game's seed; the log keeps the result.", "Tirato dal seme della partita; il registro conserva il risultato.", "Tirado con la semilla de la partida; el registro guarda el resultado.";
    TypedDie => "Die from the table", "Dado dal tavolo", "Dado de la mesa";
    EnterDie => "Enter", "Inserisci", "Anotar";
    DieFor => "for", "per", "para";
    NoSpace => "no space", "nessuno spazio", "ningún espacio";
    DiceSoFar => "Dice", "Dadi", "Dados";
    Done => "Done", "Fatto", "Hecho";
    DoneHint => "Check the whole action against the rules (Ctrl+Enter).", "Controlla l'intera azione con le regole (Ctrl+Invio).", "Comprueba toda la acción con las reglas (Ctrl+Intro).";
    FindingsSoFar => "Findings so far", "Rilievi finora", "Observaciones hasta ahora";
    DoesNotFit => "This does not fit the rules", "Questo non rispetta le regole", "Esto no cumple las reglas";
    OverrideNote => "Accept it anyway with a note (a house rule, agreed at the table…):",
        "Accettatelo comunque con una nota (regola della casa, deciso al tavolo…):",
        "Aceptadlo de todos modos con una nota (regla de la casa, acordado en la mesa…):";
    AcceptWithNote => "Accept with this note", "Accetta con questa nota", "Aceptar con esta nota";
    GoBack => "Go back to the board", "Torna alla mappa", "Volver al tablero";
    EndCard => "End the card", "Chiudi la carta", "Terminar la carta";
    EndCardHint => "Move the cylinders (2.3.6) and reveal the next card (2.3.7).", "Sposta i cilindri (2.3.6) e rivela la carta successiva (2.3.7).", "Mueve los cilindros (2.3.6) y revela la siguiente carta (2.3.7).";
    CardOverText => "Nobody else acts on this card.", "Nessun altro agisce su questa carta.", "Nadie más actúa en esta carta.";
    CardTurnedUp => "Card turned up", "Carta scoperta", "Carta descubierta";
    CampaignCardPick => "Campaign card", "Carta Campagna", "Carta de Campaña";
    FirstCardsText => "Which cards did you turn up? The current card and the upcoming one:",
        "Quali carte avete scoperto? La carta attuale e la prossima:",
        "¿Qué cartas habéis descubierto? La carta actual y la siguiente:";
    SetFirstCards => "Set the cards", "Imposta le carte", "Fijar las cartas";
    CampaignRound => "Campaign Round", "Round di Campagna", "Ronda de Campaña";
    CarryOut => "Carry out", "Esegui", "Ejecutar";
    CarryOutHint => "The rules leave no choice here: the program makes the changes.", "Qui le regole non lasciano scelta: il programma fa le modifiche.", "Aquí las reglas no dejan elección: el programa hace los cambios.";
    BeginStep => "Begin", "Inizia", "Empezar";
    Decides => "decides", "decide", "decide";
    RoundOverText => "The Campaign Round is over.", "Il Round di Campagna è finito.", "La Ronda de Campaña ha terminado.";
    CrisisCubesText => "Crisis: the Raj may bring up to a die roll of cubes from Out of Play (6.8).",
        "Crisi: il Raj può portare fino a un tiro di dado di cubi da Fuori dal Gioco (6.8).",
        "Crisis: el Raj puede traer hasta una tirada de dado de cubos desde Fuera del Juego (6.8).";
    BringCubes => "Bring cubes", "Porta i cubi", "Traer cubos";
    OrderUnknownText => "enter its faction order from the card, left to right; it is kept in your own cards file",
        "inserite l'ordine delle Fazioni dalla carta, da sinistra a destra; resta nel vostro file delle carte",
        "introducid el orden de Facciones de la carta, de izquierda a derecha; se guarda en vuestro archivo de cartas";
    Title => "Title", "Titolo", "Título";
    CriticalMarks => "Non-player critical marks", "Segni di Evento critico (non giocanti)", "Marcas de Evento crítico (no jugadores)";
    Halos => "Halos", "Aloni", "Halos";
    SaveCard => "Save the card", "Salva la carta", "Guardar la carta";
    OrderMustBeDistinct => "Each Faction appears once.", "Ogni Fazione compare una volta.", "Cada Facción aparece una vez.";
    NoCardLeft => "No card is left to play.", "Non resta nessuna carta da giocare.", "No queda ninguna carta por jugar.";
    GameOverVictory => "Game over: a Faction met its victory condition (7.2).", "Partita finita: una Fazione ha raggiunto la condizione di vittoria (7.2).", "Partida terminada: una Facción cumplió su condición de victoria (7.2).";
    GameOverFinal => "Game over: the final Campaign Round is done (7.3).", "Partita finita: l'ultimo Round di Campagna è concluso (7.3).", "Partida terminada: la última Ronda de Campaña ha concluido (7.3).";
    Ranking => "Ranking", "Classifica", "Clasificación";
    ActionTab => "Action", "Azione", "Acción";
    NothingOpen => "No action is under way.", "Nessuna azione in corso.", "No hay ninguna acción en curso.";
    OpenClean => "So far the action fits the rules.", "Finora l'azione rispetta le regole.", "Hasta ahora la acción cumple las reglas.";
    CardsFileError => "Your cards file could not be read", "Il vostro file delle carte non si può leggere", "No se pudo leer vuestro archivo de cartas";
    Override => "accepted by the table", "accettato dal tavolo", "aceptado por la mesa";
    FreeChanges => "Changes since the last action, made without a declaration", "Modifiche dall'ultima azione, fatte senza dichiarazione", "Cambios desde la última acción, hechos sin declaración";
    LooksLike => "They fit:", "Corrispondono a:", "Encajan con:";
    NothingExplains => "No single action fits them. The closest:", "Nessuna singola azione vi corrisponde. Le più vicine:", "Ninguna acción sola encaja con ellos. Las más cercanas:";
    MaybeEvent => "Perhaps the Event, whose text is not in the data:", "Forse l'Evento, il cui testo non è nei dati:", "Quizá el Evento, cuyo texto no está en los datos:";
    SpecialAlone => "alone", "da sola", "sola";
    BrokenRules => "rules broken", "regole violate", "reglas incumplidas";
    ApplyHere => "carry it out here", "eseguila qui", "ejecutarla aquí";
    NpDecide => "Decide by the non-player table (8.2.1)", "Decidi con la tabella dei non giocanti (8.2.1)", "Decidir con la tabla de no jugadores (8.2.1)";
    NpEffectiveQuestion => "Is this Event effective for the non-player? (8.8.3: the Effective Events table and the card decide)", "Questo Evento è efficace per il non giocante? (8.8.3: decidono la tabella degli Eventi efficaci e la carta)", "¿Es efectivo este Evento para el no jugador? (8.8.3: deciden la tabla de Eventos efectivos y la carta)";
    Yes => "Yes", "Sì", "Sí";
    No => "No", "No", "No";
    NpMarksQuestion => "the non-player table needs this card's critical marks and halos: enter them from the card", "la tabella dei non giocanti richiede i segni critici e gli aloni di questa carta: inseriteli dalla carta", "la tabla de no jugadores necesita las marcas críticas y los halos de esta carta: introducidlos desde la carta";
    NpDoPass => "Pass (8.1.4)", "Passa (8.1.4)", "Pasar (8.1.4)";
    NpDoEvent => "Carry out the Event (8.8)", "Esegui l'Evento (8.8)", "Ejecutar el Evento (8.8)";
    NpDoEventHint => "Follow the Event's text as far as the data holds it: spaces, dice and moves are logged, and a checklist lists the moves to make on the table; otherwise the Event is declared and left to you", "Segui il testo dell'Evento fin dove i dati lo contengono: spazi, dadi e mosse vanno nel registro, e una lista elenca le mosse da fare sul tavolo; altrimenti l'Evento è dichiarato e lasciato a voi", "Sigue el texto del Evento hasta donde los datos lo contienen: espacios, dados y movimientos se registran, y una lista enumera los movimientos que hacer en la mesa; si no, el Evento se declara y queda a vuestro cargo";
    ArjunaDeck => "Arjuna deck (8.3)", "Mazzo Arjuna (8.3)", "Mazo Arjuna (8.3)";
    ArjunaCards => "cards", "carte", "cartas";
    ArjunaDeckHint => "The non-players' cards, shuffled together at setup and at every Reset; a draw moves cards to the bottom face up until one of the acting Faction shows", "Le carte dei non giocanti, mescolate insieme alla preparazione e a ogni Reset; pescando, le carte passano in fondo scoperte finché ne appare una della Fazione che agisce", "Las cartas de los no jugadores, barajadas juntas en la preparación y en cada Reinicio; al robar, las cartas pasan al fondo boca arriba hasta que aparece una de la Facción que actúa";
    ArjunaShowing => "Showing", "Visibile", "Visible";
    ArjunaCycled => "Face up at the bottom, oldest first", "Scoperte in fondo, dalla più vecchia", "Boca arriba al fondo, de la más antigua";
    NpDrawArjuna => "Draw an Arjuna card (8.3)", "Pesca una carta Arjuna (8.3)", "Robar una carta Arjuna (8.3)";
    NpDrawHint => "Only draw the card, and follow it by hand", "Pesca soltanto la carta e seguitela a mano", "Solo robar la carta y seguirla a mano";
    NpCarryOut => "Carry out its Arjuna card", "Esegui la sua carta Arjuna", "Ejecutar su carta Arjuna";
    NpRajReleases => "The Raj releases Gandhi", "Il Raj libera Gandhi", "El Raj libera a Gandhi";
    NpRajKeeps => "The Raj keeps him in Jail", "Il Raj lo tiene in prigione", "El Raj lo mantiene en la cárcel";
    NpRajAnswerHint => "The Raj player's answer to Satyagraha (4.3.2); the card is then carried out with it", "La risposta del giocatore del Raj al Satyagraha (4.3.2); la carta viene poi eseguita con essa", "La respuesta del jugador del Raj al Satyagraha (4.3.2); la carta se ejecuta luego con ella";
    NpCarryOutHint => "Draw the card and follow it as far as the entered aid allows: checks, spaces, dice and moves are logged, and a checklist lists the moves to make on the table", "Pesca la carta e seguila fin dove l'aiuto inserito lo permette: verifiche, spazi, dadi e mosse vanno nel registro, e una lista elenca le mosse da fare sul tavolo", "Roba la carta y la sigue hasta donde la ayuda introducida lo permite: comprobaciones, espacios, dados y movimientos se registran, y una lista enumera los movimientos que hacer en la mesa";
    NpCarryOutStep => "Carry out the step for the non-player (8.9)", "Esegui la fase per il non giocante (8.9)", "Ejecutar el paso para el no jugador (8.9)";
    NpCarryOutStepHint => "Follow the non-player rules for this step as far as the entered aid allows: dice and moves are logged; what is left to the players stays open for them to finish", "Segui le regole dei non giocanti per questa fase fin dove l'aiuto inserito lo permette: dadi e mosse vanno nel registro; ciò che resta ai giocatori rimane aperto perché lo completino", "Sigue las reglas de los no jugadores para este paso hasta donde la ayuda introducida lo permite: dados y movimientos se registran; lo que queda a los jugadores sigue abierto para que lo terminen";
    SoloPlayerWins => "The lone player wins (8.10)", "Il giocatore solitario vince (8.10)", "El jugador en solitario gana (8.10)";
    SoloCostly => "a costly success", "un successo costoso", "un éxito costoso";
    SoloDecisive => "a decisive success", "un successo decisivo", "un éxito decisivo";
    SoloNonPlayerWins => "The lone player loses; the non-player with the highest margin wins (8.10)", "Il giocatore solitario perde; vince il non giocante col margine più alto (8.10)", "El jugador en solitario pierde; gana el no jugador con el margen más alto (8.10)";
    NpChecklist => "Moves to make on the table", "Mosse da fare sul tavolo", "Movimientos que hacer en la mesa";
    PlayOn => "» Play on for the non-players", "» Fai giocare i non giocanti", "» Que jueguen los no jugadores";
    PlayOnHint => "Carries out the non-players' turns, the ends of cards and the Campaign Round steps that are theirs or nobody's, until a player decides, the program needs you, or a non-player's turn leaves moves to make on the table (Ctrl+P)", "Esegue i turni dei non giocanti, la fine delle carte e i passi del Round di Campagna loro o di nessuno, finché decide un giocatore, il programma ha bisogno di voi o un turno di un non giocante lascia mosse da fare sul tavolo (Ctrl+P)", "Ejecuta los turnos de los no jugadores, el final de las cartas y los pasos de la Ronda de Campaña suyos o de nadie, hasta que decide un jugador, el programa os necesita o un turno de un no jugador deja movimientos que hacer en la mesa (Ctrl+P)";
    PlayOnMoves => "A non-player's turn is done: make its moves on the table (checklist), then play on", "Il turno di un non giocante è fatto: eseguite le sue mosse sul tavolo (lista), poi continuate", "El turno de un no jugador está hecho: haced sus movimientos en la mesa (lista) y seguid";
    NpChecklistDone => "All made: close", "Fatte tutte: chiudi", "Todos hechos: cerrar";
    NpFollowCard => "follow this card on your own Arjuna deck, then declare what it says", "seguite questa carta del vostro mazzo Arjuna, poi dichiarate ciò che indica", "seguid esta carta de vuestro mazo Arjuna y declarad lo que indica";
    NpFlip => "Flip the card", "Gira la carta", "Dar la vuelta a la carta";
    NpActivation => "Activation roll (8.6.2)", "Tiro di attivazione (8.6.2)", "Tirada de activación (8.6.2)";
    NpActivationNumber => "Activation Number", "Numero di attivazione", "Número de activación";
    NpGoOn => "go on", "si continua", "se continúa";
    NpTroopsOnly => "Troops only from now on", "da ora solo Truppe", "desde ahora solo Tropas";
    NpStop => "the Operation ends", "l'Operazione finisce", "la Operación termina";
    NpTrace => "How it was decided", "Come si è deciso", "Cómo se decidió";
    NpLabel => "Non-player", "Non giocante", "No jugador";
    AidFile => "Non-player aid file", "File dell'aiuto per i non giocanti", "Archivo de la ayuda para no jugadores";
    AidFileWhere => "Kept in", "Si trova in", "Se guarda en";
    AidFileError => "Your non-player aid file could not be read; the game goes on with the bundled fragments of the aid",
        "Il vostro file dell'aiuto per i non giocanti non si può leggere; la partita continua con i frammenti dell'aiuto inclusi nel programma",
        "No se pudo leer vuestro archivo de la ayuda para no jugadores; la partida sigue con los fragmentos de la ayuda incluidos en el programa";
    AidFileBroken => "It could not be read, so the bundled fragments of the aid are in use. Correct it, then reload:",
        "Non si può leggere, quindi sono in uso i frammenti dell'aiuto inclusi nel programma. Correggetelo, poi ricaricatelo:",
        "No se pudo leer, así que se usan los fragmentos de la ayuda incluidos en el programa. Corregidlo y recargadlo:";
    AidFileAbsent => "There is no file yet: only the fragments the rulebook quotes are known. Write your cards and tables in a file of this name (docs/arjuna.md gives its format), then reload.",
        "Il file non c'è ancora: si conoscono solo i frammenti citati dal regolamento. Scrivete le vostre carte e tabelle in un file con questo nome (il formato è in docs/arjuna.md), poi ricaricatelo.",
        "Aún no hay archivo: solo se conocen los fragmentos que cita el reglamento. Escribid vuestras cartas y tablas en un archivo con este nombre (su formato está en docs/arjuna.md) y recargadlo.";
    AidNoFolder => "There is no user data folder, so no file is read.", "Non c'è una cartella dei dati utente, quindi non si legge alcun file.", "No hay carpeta de datos de usuario, así que no se lee ningún archivo.";
    AidFileHint => "The program reads this file and never writes it; your entries replace the partial ones it ships.",
        "Il programma legge questo file e non lo scrive mai; le vostre voci sostituiscono quelle parziali incluse.",
        "El programa lee este archivo y nunca lo escribe; vuestras entradas sustituyen a las parciales incluidas.";
    Reload => "Reload", "Ricarica", "Recargar";
    AllPlayersLose => "A non-player Faction met its victory condition: every player loses (7.1)", "Una Fazione non giocante ha raggiunto la condizione di vittoria: tutti i giocatori perdono (7.1)", "Una Facción no jugadora cumplió su condición de victoria: todos los jugadores pierden (7.1)";
}

/// A label.
pub fn tr(lang: Lang, key: Key) -> &'static str {
    key.get(lang)
}

/// A Faction's name.
pub fn faction(lang: Lang, faction: Faction) -> &'static str {
    match faction {
        Faction::Raj => "Raj",
        Faction::Congress => lang.pick("Congress", "Congresso", "Congreso"),
        Faction::MuslimLeague => lang.pick("Muslim League", "Lega Musulmana", "Liga Musulmana"),
        Faction::Revolutionaries => {
            lang.pick("Revolutionaries", "Rivoluzionari", "Revolucionarios")
        }
    }
}

/// A piece's name for a count.
pub fn piece(lang: Lang, piece: Piece, count: u32) -> &'static str {
    let one = count == 1;
    let (en, it, es) = match (piece, one) {
        (Piece::Troop, true) => ("Troop", "Truppa", "Tropa"),
        (Piece::Troop, false) => ("Troops", "Truppe", "Tropas"),
        (Piece::Sepoy, true) => ("Sepoy", "Sepoy", "Cipayo"),
        (Piece::Sepoy, false) => ("Sepoys", "Sepoy", "Cipayos"),
        (Piece::CongressActivist, true) => (
            "Congress Activist",
            "Attivista del Congresso",
            "Activista del Congreso",
        ),
        (Piece::CongressActivist, false) => (
            "Congress Activists",
            "Attivisti del Congresso",
            "Activistas del Congreso",
        ),
        (Piece::LeagueActivist, true) => (
            "Muslim League Activist",
            "Attivista della Lega",
            "Activista de la Liga",
        ),
        (Piece::LeagueActivist, false) => (
            "Muslim League Activists",
            "Attivisti della Lega",
            "Activistas de la Liga",
        ),
        (Piece::Gandhi, _) => ("Gandhi", "Gandhi", "Gandhi"),
        (Piece::GuerrillaUnderground, true) => (
            "Underground Guerrilla",
            "Guerrigliero Nascosto",
            "Guerrilla Oculta",
        ),
        (Piece::GuerrillaUnderground, false) => (
            "Underground Guerrillas",
            "Guerriglieri Nascosti",
            "Guerrillas Ocultas",
        ),
        (Piece::GuerrillaActive, true) => (
            "Active Guerrilla",
            "Guerrigliero Attivo",
            "Guerrilla Activa",
        ),
        (Piece::GuerrillaActive, false) => (
            "Active Guerrillas",
            "Guerriglieri Attivi",
            "Guerrillas Activas",
        ),
        (Piece::LeagueBase, true) => ("Muslim League Base", "Base della Lega", "Base de la Liga"),
        (Piece::LeagueBase, false) => {
            ("Muslim League Bases", "Basi della Lega", "Bases de la Liga")
        }
        (Piece::RevolutionariesBase, true) => (
            "Revolutionaries Base",
            "Base dei Rivoluzionari",
            "Base Revolucionaria",
        ),
        (Piece::RevolutionariesBase, false) => (
            "Revolutionaries Bases",
            "Basi dei Rivoluzionari",
            "Bases Revolucionarias",
        ),
    };
    lang.pick(en, it, es)
}

/// An inventory line's name.
pub fn stock(lang: Lang, stock: Stock) -> &'static str {
    match stock {
        Stock::Troops => piece(lang, Piece::Troop, 2),
        Stock::Sepoys => piece(lang, Piece::Sepoy, 2),
        Stock::CongressActivists => piece(lang, Piece::CongressActivist, 2),
        Stock::LeagueActivists => piece(lang, Piece::LeagueActivist, 2),
        Stock::Gandhi => "Gandhi",
        Stock::Guerrillas => lang.pick("Guerrillas", "Guerriglieri", "Guerrillas"),
        Stock::LeagueBases => piece(lang, Piece::LeagueBase, 2),
        Stock::RevolutionariesBases => piece(lang, Piece::RevolutionariesBase, 2),
    }
}

/// A Support or Opposition level.
pub fn level(lang: Lang, level: SupportLevel) -> &'static str {
    match level {
        SupportLevel::ActiveOpposition => lang.pick(
            "Active Opposition",
            "Opposizione Attiva",
            "Oposición Activa",
        ),
        SupportLevel::PassiveOpposition => lang.pick(
            "Passive Opposition",
            "Opposizione Passiva",
            "Oposición Pasiva",
        ),
        SupportLevel::Neutral => lang.pick("Neutral", "Neutrale", "Neutral"),
        SupportLevel::PassiveSupport => {
            lang.pick("Passive Support", "Supporto Passivo", "Apoyo Pasivo")
        }
        SupportLevel::ActiveSupport => {
            lang.pick("Active Support", "Supporto Attivo", "Apoyo Activo")
        }
    }
}

/// Short badge for a level (two letters).
pub fn level_badge(lang: Lang, level: SupportLevel) -> &'static str {
    match level {
        SupportLevel::ActiveOpposition => lang.pick("AO", "OA", "OA"),
        SupportLevel::PassiveOpposition => lang.pick("PO", "OP", "OP"),
        SupportLevel::Neutral => "",
        SupportLevel::PassiveSupport => lang.pick("PS", "SP", "AP"),
        SupportLevel::ActiveSupport => lang.pick("AS", "SA", "AA"),
    }
}

/// A kind of space.
pub fn space_kind(lang: Lang, kind: SpaceKind) -> &'static str {
    match kind {
        SpaceKind::City => lang.pick("City", "Città", "Ciudad"),
        SpaceKind::Province => lang.pick("Province", "Provincia", "Provincia"),
        SpaceKind::PrincelyState => lang.pick("Princely State", "Principato", "Estado Nativo"),
        SpaceKind::Railway => lang.pick("Railway", "Ferrovia", "Ferrocarril"),
    }
}

/// A marker's name.
pub fn marker(lang: Lang, marker: Marker) -> &'static str {
    match marker {
        Marker::Protest => tr(lang, Key::Protest),
        Marker::Unrest => tr(lang, Key::Unrest),
        Marker::Strike => tr(lang, Key::Strike),
        Marker::MuslimState => tr(lang, Key::MuslimStateMarker),
    }
}

/// A track's name.
pub fn track(lang: Lang, track: Track) -> &'static str {
    match track {
        Track::Restraint => tr(lang, Key::Restraint),
        Track::Unity => tr(lang, Key::Unity),
        Track::RajResources => tr(lang, Key::RajResources),
        Track::RevolutionariesResources => tr(lang, Key::RevResources),
    }
}

/// Eligible or Ineligible.
pub fn eligibility(lang: Lang, eligibility: Eligibility) -> &'static str {
    match eligibility {
        Eligibility::Eligible => tr(lang, Key::Eligible),
        Eligibility::Ineligible => tr(lang, Key::Ineligible),
    }
}

/// A place's name: a space or a box.
pub fn place(lang: Lang, data: &GameData, place: Place) -> String {
    match place {
        Place::Space(id) => data.map.space(id).name.clone(),
        Place::Available => tr(lang, Key::Available).to_owned(),
        Place::OutOfPlay => tr(lang, Key::OutOfPlay).to_owned(),
        Place::Jail => tr(lang, Key::Jail).to_owned(),
    }
}

/// One log entry as a sentence.
pub fn edit_sentence(lang: Lang, data: &GameData, edit: &Edit) -> String {
    let name = |id| data.map.space(id).name.clone();
    match edit {
        Edit::MovePieces {
            piece: kind,
            count,
            from,
            to,
        } => {
            let what = piece(lang, *kind, u32::from(*count));
            let (from, to) = (place(lang, data, *from), place(lang, data, *to));
            match lang {
                Lang::En => format!("moved {count} {what} from {from} to {to}"),
                Lang::It => format!("ha spostato {count} {what} da {from} a {to}"),
                Lang::Es => format!("movió {count} {what} de {from} a {to}"),
            }
        }
        Edit::FlipGuerrillas {
            space,
            count,
            to_active,
        } => {
            let space = name(*space);
            match (lang, to_active) {
                (Lang::En, true) => format!("Activated {count} Guerrilla(s) in {space}"),
                (Lang::En, false) => format!("flipped {count} Guerrilla(s) Underground in {space}"),
                (Lang::It, true) => format!("ha attivato {count} Guerrigliero/i in {space}"),
                (Lang::It, false) => {
                    format!("ha reso Nascosto/i {count} Guerrigliero/i in {space}")
                }
                (Lang::Es, true) => format!("activó {count} Guerrilla(s) en {space}"),
                (Lang::Es, false) => format!("ocultó {count} Guerrilla(s) en {space}"),
            }
        }
        Edit::AddMarker { marker: m, space } => {
            let (m, space) = (marker(lang, *m), name(*space));
            match lang {
                Lang::En => format!("placed a {m} marker in {space}"),
                Lang::It => format!("ha piazzato un segnalino {m} in {space}"),
                Lang::Es => format!("colocó un marcador de {m} en {space}"),
            }
        }
        Edit::RemoveMarker { marker: m, space } => {
            let (m, space) = (marker(lang, *m), name(*space));
            match lang {
                Lang::En => format!("removed a {m} marker from {space}"),
                Lang::It => format!("ha rimosso un segnalino {m} da {space}"),
                Lang::Es => format!("quitó un marcador de {m} de {space}"),
            }
        }
        Edit::MoveMarker {
            marker: m,
            from,
            to,
        } => {
            let (m, from, to) = (marker(lang, *m), name(*from), name(*to));
            match lang {
                Lang::En => format!("moved a {m} marker from {from} to {to}"),
                Lang::It => format!("ha spostato un segnalino {m} da {from} a {to}"),
                Lang::Es => format!("movió un marcador de {m} de {from} a {to}"),
            }
        }
        Edit::SetLevel { space, level: l } => {
            let (space, l) = (name(*space), level(lang, *l));
            match lang {
                Lang::En => format!("set {space} to {l}"),
                Lang::It => format!("ha portato {space} a {l}"),
                Lang::Es => format!("puso {space} en {l}"),
            }
        }
        Edit::SetTrack { track: t, value } => {
            let t = track(lang, *t);
            match lang {
                Lang::En => format!("set {t} to {value}"),
                Lang::It => format!("ha portato {t} a {value}"),
                Lang::Es => format!("puso {t} en {value}"),
            }
        }
        Edit::SetEligibility {
            faction: f,
            eligibility: e,
        } => {
            let (f, e) = (faction(lang, *f), eligibility(lang, *e));
            match lang {
                Lang::En => format!("marked {f} {e}"),
                Lang::It => format!("ha segnato {f} come {e}"),
                Lang::Es => format!("marcó {f} como {e}"),
            }
        }
        Edit::NextCard => lang
            .pick(
                "revealed the next card",
                "ha rivelato la carta successiva",
                "reveló la siguiente carta",
            )
            .to_owned(),
        Edit::PlaceGandhi { space } => {
            let space = name(*space);
            match lang {
                Lang::En => {
                    format!("placed Gandhi, an Active Activist and a Protest in {space} (setup)")
                }
                Lang::It => format!(
                    "ha piazzato Gandhi, un Attivista Attivo e una Protesta in {space} (preparazione)"
                ),
                Lang::Es => format!(
                    "colocó a Gandhi, un Activista Activo y una Protesta en {space} (preparación)"
                ),
            }
        }
        Edit::Declare(declared) => {
            let who = faction(lang, declared.faction);
            let what = choice(lang, &declared.choice);
            match lang {
                Lang::En => format!("{who} declared {what}"),
                Lang::It => format!("{who} ha dichiarato {what}"),
                Lang::Es => format!("{who} declaró {what}"),
            }
        }
        Edit::SpecialStarts => lang
            .pick(
                "began the Special Activity",
                "ha iniziato l'Attività Speciale",
                "empezó la Actividad Especial",
            )
            .to_owned(),
        Edit::SpecialEnds => lang
            .pick(
                "finished the Special Activity",
                "ha terminato l'Attività Speciale",
                "terminó la Actividad Especial",
            )
            .to_owned(),
        Edit::Die(die) => {
            let value = die.value;
            match (lang, die.space) {
                (Lang::En, Some(s)) => format!("rolled {value} for {}", name(s)),
                (Lang::It, Some(s)) => format!("ha tirato {value} per {}", name(s)),
                (Lang::Es, Some(s)) => format!("sacó {value} para {}", name(s)),
                (Lang::En, None) => format!("rolled {value}"),
                (Lang::It, None) => format!("ha tirato {value}"),
                (Lang::Es, None) => format!("sacó {value}"),
            }
        }
        Edit::Phase(phase) => {
            let step = issue_texts::name(lang, phase.name());
            let rule = phase.rule();
            match lang {
                Lang::En => format!("began {step} ({rule})"),
                Lang::It => format!("ha iniziato: {step} ({rule})"),
                Lang::Es => format!("empezó: {step} ({rule})"),
            }
        }
        Edit::Reveal { card } => {
            let card = card_name(lang, data, *card);
            match lang {
                Lang::En => format!("revealed the next card; the players turned up {card}"),
                Lang::It => {
                    format!("ha rivelato la carta successiva; i giocatori hanno scoperto {card}")
                }
                Lang::Es => format!("reveló la siguiente carta; los jugadores descubrieron {card}"),
            }
        }
        Edit::FirstCards { current, upcoming } => {
            let (current, upcoming) = (
                card_name(lang, data, *current),
                card_name(lang, data, *upcoming),
            );
            match lang {
                Lang::En => {
                    format!("turned up {current} as current card and {upcoming} as upcoming")
                }
                Lang::It => {
                    format!("ha scoperto {current} come carta attuale e {upcoming} come prossima")
                }
                Lang::Es => {
                    format!("descubrió {current} como carta actual y {upcoming} como siguiente")
                }
            }
        }
        Edit::SetSeat { faction: f, seat } => {
            let f = faction(lang, *f);
            match (lang, seat) {
                (Lang::En, gandhi_validator::state::Seat::Player(n)) => {
                    format!("gave {f} to player {n}")
                }
                (Lang::It, gandhi_validator::state::Seat::Player(n)) => {
                    format!("ha affidato la Fazione {f} al giocatore {n}")
                }
                (Lang::Es, gandhi_validator::state::Seat::Player(n)) => {
                    format!("dio la Facción {f} al jugador {n}")
                }
                (Lang::En, gandhi_validator::state::Seat::NonPlayer) => {
                    format!("made {f} a non-player")
                }
                (Lang::It, gandhi_validator::state::Seat::NonPlayer) => {
                    format!("ha reso la Fazione {f} non giocante")
                }
                (Lang::Es, gandhi_validator::state::Seat::NonPlayer) => {
                    format!("convirtió la Facción {f} en no jugadora")
                }
            }
        }
        Edit::ArjunaShuffle => lang
            .pick(
                "shuffled the Arjuna deck",
                "ha mescolato il mazzo Arjuna",
                "barajó el mazo Arjuna",
            )
            .to_owned(),
        Edit::ArjunaDraw { faction: f } => {
            let f = faction(lang, *f);
            match lang {
                Lang::En => format!("drew an Arjuna card for {f}"),
                Lang::It => format!("ha pescato una carta Arjuna per la Fazione {f}"),
                Lang::Es => format!("robó una carta Arjuna para la Facción {f}"),
            }
        }
        Edit::ArjunaFlip => lang
            .pick(
                "flipped the Arjuna card",
                "ha girato la carta Arjuna",
                "dio la vuelta a la carta Arjuna",
            )
            .to_owned(),
        Edit::InstallViceroy => lang
            .pick(
                "made the Campaign card the new Viceroy",
                "ha reso la carta Campagna il nuovo Viceré",
                "convirtió la carta de Campaña en el nuevo Virrey",
            )
            .to_owned(),
        Edit::Done { note: None } => lang
            .pick(
                "finished the action",
                "ha concluso l'azione",
                "terminó la acción",
            )
            .to_owned(),
        Edit::Done { note: Some(note) } => match lang {
            Lang::En => format!("finished the action, accepted as played: {note}"),
            Lang::It => format!("ha concluso l'azione, accettata così: {note}"),
            Lang::Es => format!("terminó la acción, aceptada tal cual: {note}"),
        },
    }
}

/// What a Faction declared, in words: "Rally with Persuade", "Pass"…
pub fn choice(lang: Lang, choice: &Choice) -> String {
    match choice {
        Choice::Pass => lang.pick("Pass", "Passare", "Pasar").to_owned(),
        Choice::Operation {
            op,
            limited,
            special,
        } => {
            let mut out = issue_texts::name(lang, op.name());
            if *limited {
                out = match lang {
                    Lang::En => format!("Limited {out}"),
                    Lang::It => format!("{out} (Operazione Limitata)"),
                    Lang::Es => format!("{out} (Operación Limitada)"),
                };
            }
            if let Some(sa) = special {
                let sa = issue_texts::name(lang, sa.name());
                out = match lang {
                    Lang::En => format!("{out} with {sa}"),
                    Lang::It => format!("{out} con {sa}"),
                    Lang::Es => format!("{out} con {sa}"),
                };
            }
            out
        }
        Choice::Event { card, shaded } => match (lang, shaded) {
            (Lang::En, false) => format!("the unshaded Event of card {card}"),
            (Lang::En, true) => format!("the shaded Event of card {card}"),
            (Lang::It, false) => format!("l'Evento non ombreggiato della carta {card}"),
            (Lang::It, true) => format!("l'Evento ombreggiato della carta {card}"),
            (Lang::Es, false) => format!("el Evento sin sombrear de la carta {card}"),
            (Lang::Es, true) => format!("el Evento sombreado de la carta {card}"),
        },
    }
}

/// An action check's argument in a language.
fn action_arg(lang: Lang, data: &GameData, arg: &Arg) -> String {
    match arg {
        Arg::Space(id) => data.map.space(*id).name.clone(),
        Arg::Int(n) => n.to_string(),
        Arg::Piece(p, n) => piece(lang, *p, u32::try_from(*n).unwrap_or(2)).to_owned(),
        Arg::Faction(f) => faction(lang, *f).to_owned(),
        Arg::Name(english) => issue_texts::name(lang, english),
        Arg::Rule(rule) => rule.to_string(),
    }
}

/// A finding as a sentence. English comes from the validator itself.
pub fn finding(lang: Lang, data: &GameData, kind: &FindingKind) -> String {
    if lang == Lang::En {
        return kind.english(data);
    }
    let name = |id: &gandhi_validator::SpaceId| data.map.space(*id).name.clone();
    let it = lang == Lang::It;
    match kind {
        FindingKind::Action { issue, args } => {
            let words: Vec<String> = args.iter().map(|a| action_arg(lang, data, a)).collect();
            fill(issue_texts::template(lang, *issue), &words)
        }
        FindingKind::BasesOverPopulation {
            space,
            bases,
            population,
        } => {
            let space = name(space);
            if it {
                format!("{space} ha Popolazione {population} e può avere al massimo {population} Basi; ne ha {bases}")
            } else {
                format!("{space} tiene Población {population} y admite como mucho {population} Bases; tiene {bases}")
            }
        }
        FindingKind::BaseOnRailway { space, bases } => {
            let space = name(space);
            if it {
                format!("{space} è una Ferrovia e non può avere Basi; ne ha {bases}")
            } else {
                format!("{space} es un Ferrocarril y no admite Bases; tiene {bases}")
            }
        }
        FindingKind::TroopsInState {
            space,
            troops,
            muslim_state,
        } => {
            let space = name(space);
            let what = match (it, muslim_state) {
                (true, true) => "uno Stato Musulmano",
                (true, false) => "un Principato",
                (false, true) => "un Estado Musulmán",
                (false, false) => "un Estado Nativo",
            };
            if it {
                format!("{space} è {what}, dove le Truppe non possono mai stare; ne contiene {troops}")
            } else {
                format!("{space} es {what}, donde las Tropas nunca pueden estar; tiene {troops}")
            }
        }
        FindingKind::ProtestsStacked { space, protests } => {
            let space = name(space);
            if it {
                format!("{space} ha {protests} segnalini Protesta; uno spazio ne può avere al massimo uno")
            } else {
                format!("{space} tiene {protests} marcadores de Protesta; un espacio admite como mucho uno")
            }
        }
        FindingKind::MuslimStateOutsideProvince { space, kind } => {
            let (space, kind) = (name(space), space_kind(lang, *kind));
            if it {
                format!("{space} è {kind}; il segnalino Stato Musulmano va solo in una Provincia")
            } else {
                format!("{space} es {kind}; el marcador de Estado Musulmán solo va en una Provincia")
            }
        }
        FindingKind::LevelOnRailway { space, level: l } => {
            let (space, l) = (name(space), level(lang, *l));
            if it {
                format!("{space} è una Ferrovia e non ha Supporto né Opposizione, ma mostra {l}")
            } else {
                format!("{space} es un Ferrocarril y no tiene Apoyo ni Oposición, pero muestra {l}")
            }
        }
        FindingKind::StrikesStacked { space, strikes } => {
            let space = name(space);
            if it {
                format!("{space} ha {strikes} segnalini Sciopero; una Ferrovia ne può avere al massimo uno")
            } else {
                format!("{space} tiene {strikes} marcadores de Huelga; un Ferrocarril admite como mucho uno")
            }
        }
        FindingKind::UnrestOnRailway { space, unrest } => {
            let space = name(space);
            if it {
                format!("{space} è una Ferrovia e ha {unrest} segnalini Disordini; su una Ferrovia si piazza invece uno Sciopero")
            } else {
                format!("{space} es un Ferrocarril y tiene {unrest} marcadores de Disturbios; en un Ferrocarril se coloca una Huelga")
            }
        }
        FindingKind::StrikeOffRailway { space, strikes } => {
            let space = name(space);
            if it {
                format!("{space} non è una Ferrovia ma ha {strikes} segnalini Sciopero; gli Scioperi vanno solo sulle Ferrovie")
            } else {
                format!("{space} no es un Ferrocarril pero tiene {strikes} marcadores de Huelga; las Huelgas solo van en Ferrocarriles")
            }
        }
        FindingKind::PiecesMiscounted {
            stock: s,
            exist,
            counted,
            on_map,
            available,
            out_of_play,
            jail,
            pending,
        } => {
            let s = stock(lang, *s);
            let gap = counted.abs_diff(*exist);
            let (more, places) = if it {
                (
                    if counted > exist { "in più" } else { "mancanti" },
                    format!("{on_map} sulla mappa, {available} Disponibili, {out_of_play} Fuori dal Gioco, {jail} in Prigione, {pending} in attesa della preparazione"),
                )
            } else {
                (
                    if counted > exist { "de más" } else { "que faltan" },
                    format!("{on_map} en el mapa, {available} Disponibles, {out_of_play} Fuera del Juego, {jail} en Prisión, {pending} pendientes de preparación"),
                )
            };
            if it {
                format!("{s}: il gioco ne ha {exist}, il tavolo ne mostra {counted} ({places}): {gap} {more}")
            } else {
                format!("{s}: el juego tiene {exist}, la mesa muestra {counted} ({places}): {gap} {more}")
            }
        }
        FindingKind::GandhiAvailable => lang
            .pick("", "Gandhi è tra i Disponibili; non lo è mai: sta sulla mappa o in Prigione", "Gandhi está en Disponibles; nunca lo está: va en el mapa o en Prisión")
            .to_owned(),
        FindingKind::GandhiOutOfPlay => lang
            .pick("", "Gandhi è Fuori dal Gioco; non può essere eliminato: sta solo sulla mappa o in Prigione", "Gandhi está Fuera del Juego; no puede ser eliminado: solo va en el mapa o en Prisión")
            .to_owned(),
        FindingKind::NotArrestable { piece: p, count } => {
            let p = piece(lang, *p, u32::from(*count));
            if it {
                format!("La Prigione contiene {count} {p}; vengono arrestati solo Gandhi e gli Attivisti")
            } else {
                format!("La Prisión contiene {count} {p}; solo se arresta a Gandhi y a los Activistas")
            }
        }
        FindingKind::TooManyProtests { in_india, exist } => {
            if it {
                format!("In India ci sono {in_india} segnalini Protesta ma ne esistono solo {exist}")
            } else {
                format!("Hay {in_india} marcadores de Protesta en la India pero solo existen {exist}")
            }
        }
        FindingKind::TooManyUnrestMarkers { in_india, exist } => {
            if it {
                format!("In India ci sono {in_india} segnalini Disordini e Sciopero; ne esistono solo {exist}")
            } else {
                format!("Hay {in_india} marcadores de Disturbios y Huelga en la India; solo existen {exist}")
            }
        }
        FindingKind::TrackOutOfBounds {
            track: t,
            value,
            min,
            max,
        } => {
            let t = track(lang, *t);
            if it {
                format!("{t} è a {value}; deve stare tra {min} e {max}")
            } else {
                format!("{t} está en {value}; debe estar entre {min} y {max}")
            }
        }
        FindingKind::NoViceroy => lang
            .pick("", "Il riquadro del Viceré dell'India è vuoto; ogni Campagna ha un Viceré", "La casilla del Virrey de la India está vacía; cada Campaña tiene un Virrey")
            .to_owned(),
        FindingKind::CardRepeated { card } => {
            let card = card_name(lang, data, *card);
            if it {
                format!("{card} compare più di una volta tra carta attuale, mazzo, carte giocate, scartate e Viceré")
            } else {
                format!("{card} aparece más de una vez entre la carta actual, el mazo, las jugadas, las apartadas y el Virrey")
            }
        }
    }
}

/// A caveat as a sentence.
pub fn caveat(lang: Lang, data: &GameData, caveat: Caveat) -> String {
    match (lang, caveat) {
        (Lang::En, c) => c.english(data),
        (Lang::It, Caveat::ProvisionalPopulation(id)) => format!(
            "la Popolazione di {} è provvisoria: verificala sulla mappa",
            data.map.space(id).name
        ),
        (Lang::Es, Caveat::ProvisionalPopulation(id)) => format!(
            "la Población de {} es provisional: compruébala en el tablero",
            data.map.space(id).name
        ),
        (Lang::It, Caveat::ProvisionalProtestCount) => {
            "il numero dei segnalini Protesta è provvisorio: contali nel tuo gioco".to_owned()
        }
        (Lang::Es, Caveat::ProvisionalProtestCount) => {
            "el número de marcadores de Protesta es provisional: cuéntalos en tu juego".to_owned()
        }
    }
}

/// A card's name: an Event by number (and title when known), or a Campaign card.
pub fn card_name(lang: Lang, data: &GameData, card: gandhi_validator::state::Card) -> String {
    match card {
        gandhi_validator::state::Card::Event(number) => {
            let title = data
                .cards
                .get(number)
                .and_then(|c| c.title.as_ref())
                .map(|t| format!(": {}", t.value))
                .unwrap_or_default();
            format!("{} {number}{title}", lang.pick("Event", "Evento", "Evento"))
        }
        gandhi_validator::state::Card::Campaign(id) => {
            let viceroy = data.viceroys.get(id).map_or("?", |v| v.name.as_str());
            format!(
                "{} ({viceroy})",
                lang.pick("Campaign", "Campagna", "Campaña")
            )
        }
    }
}

/// Why a change could not be made.
pub fn edit_error(
    lang: Lang,
    data: &GameData,
    error: &gandhi_validator::edit::EditError,
) -> String {
    use gandhi_validator::edit::EditError;
    match error {
        EditError::NotEnoughPieces {
            piece: p,
            wanted,
            there,
        } => {
            let p = piece(lang, *p, u32::from(*wanted));
            match lang {
                Lang::En => format!("cannot move {wanted} {p}: only {there} there"),
                Lang::It => format!("impossibile spostare {wanted} {p}: ce ne sono solo {there}"),
                Lang::Es => format!("no se pueden mover {wanted} {p}: solo hay {there}"),
            }
        }
        EditError::NoMarker { marker: m } => {
            let m = marker(lang, *m);
            match lang {
                Lang::En => format!("there is no {m} marker there"),
                Lang::It => format!("lì non c'è nessun segnalino {m}"),
                Lang::Es => format!("allí no hay ningún marcador de {m}"),
            }
        }
        EditError::NoChange => lang
            .pick(
                "nothing would change",
                "non cambierebbe nulla",
                "no cambiaría nada",
            )
            .to_owned(),
        EditError::DeckEmpty => lang
            .pick(
                "the draw deck is empty",
                "il mazzo è vuoto",
                "el mazo está vacío",
            )
            .to_owned(),
        EditError::NoCampaignCard => lang
            .pick(
                "no Campaign card is in the Current Card box",
                "nel riquadro della Carta Corrente non c'è una carta Campagna",
                "no hay ninguna carta de Campaña en la casilla de Carta Actual",
            )
            .to_owned(),
        EditError::CardNotUnseen { card } => {
            let card = card_name(lang, data, *card);
            match lang {
                Lang::En => format!("{card} is not among the cards still to come"),
                Lang::It => format!("{card} non è tra le carte ancora da scoprire"),
                Lang::Es => format!("{card} no está entre las cartas que quedan por salir"),
            }
        }
        EditError::NoArjunaCard { faction: f } => {
            let f = faction(lang, *f);
            match lang {
                Lang::En => format!(
                    "the Arjuna deck holds no card of {f}; shuffle it after making the Faction a non-player"
                ),
                Lang::It => format!(
                    "il mazzo Arjuna non ha carte della Fazione {f}; mescolatelo dopo averla resa non giocante"
                ),
                Lang::Es => format!(
                    "el mazo Arjuna no tiene cartas de la Facción {f}; barajadlo tras hacerla no jugadora"
                ),
            }
        }
        EditError::NoArjunaDrawn => lang
            .pick(
                "no Arjuna card has been drawn",
                "non è stata pescata nessuna carta Arjuna",
                "no se ha robado ninguna carta Arjuna",
            )
            .to_owned(),
        EditError::NotAtStart => lang
            .pick(
                "cards have been played already",
                "sono già state giocate delle carte",
                "ya se han jugado cartas",
            )
            .to_owned(),
        EditError::DieMismatch { logged, rolled } => match lang {
            Lang::En => format!(
                "the log has a die of {logged} rolled by the program, but the game's seed gives {rolled} there"
            ),
            Lang::It => format!(
                "il registro riporta un dado di {logged} tirato dal programma, ma il seme della partita lì dà {rolled}"
            ),
            Lang::Es => format!(
                "el registro anota un dado de {logged} tirado por el programa, pero la semilla de la partida da ahí {rolled}"
            ),
        },
        EditError::Setup(reason) => reason.clone(),
    }
}

/// The message shown when a file cannot be opened: what happened, then why.
pub fn opened_error(lang: Lang, what: &str) -> String {
    format!("{}\n\n{what}", tr(lang, Key::OpenFailed))
}

/// A non-player's choice from the eligibility table (8.2.1).
pub fn np_choice(lang: Lang, choice: gandhi_validator::np::NpChoice) -> &'static str {
    use gandhi_validator::np::NpChoice;
    match choice {
        NpChoice::Event { shaded: true } => lang.pick(
            "the Event, shaded",
            "l'Evento, testo ombreggiato",
            "el Evento, texto sombreado",
        ),
        NpChoice::Event { shaded: false } => lang.pick(
            "the Event, unshaded",
            "l'Evento, testo non ombreggiato",
            "el Evento, texto sin sombrear",
        ),
        NpChoice::OperationWithSpecial => lang.pick(
            "an Operation with a Special Activity",
            "un'Operazione con Attività Speciale",
            "una Operación con Actividad Especial",
        ),
        NpChoice::OperationOnly => lang.pick(
            "an Operation only",
            "solo un'Operazione",
            "solo una Operación",
        ),
        NpChoice::LimitedOperation => lang.pick(
            "a Limited Operation",
            "un'Operazione Limitata",
            "una Operación Limitada",
        ),
        NpChoice::Pass => lang.pick("Pass", "Passare", "Pasar"),
    }
}

/// Every line of a non-player trace, in words.
pub fn np_trace_lines(
    lang: Lang,
    data: &GameData,
    trace: &[gandhi_validator::np::TraceLine],
) -> Vec<String> {
    trace.iter().map(|l| np_trace(lang, data, l)).collect()
}

/// One line of a non-player's trace, in words.
pub fn np_trace(lang: Lang, data: &GameData, line: &gandhi_validator::np::TraceLine) -> String {
    use gandhi_validator::np::TraceLine;
    use gandhi_validator::np::trace::Condition;
    match line {
        TraceLine::Check { rule, what, holds } => {
            let text = match what {
                Condition::CurrentCriticalForSelf => lang
                    .pick(
                        "the current Event is critical for it",
                        "l'Evento attuale è critico per lei",
                        "el Evento actual es crítico para ella",
                    )
                    .to_owned(),
                Condition::CurrentEffective => lang
                    .pick(
                        "the current Event is effective for it",
                        "l'Evento attuale è efficace per lei",
                        "el Evento actual es efectivo para ella",
                    )
                    .to_owned(),
                Condition::CurrentCriticalForNext(f) => match lang {
                    Lang::En => format!(
                        "the current Event is critical for the next Eligible, {}",
                        faction(lang, *f)
                    ),
                    Lang::It => format!(
                        "l'Evento attuale è critico per la prossima Idonea, la Fazione {}",
                        faction(lang, *f)
                    ),
                    Lang::Es => format!(
                        "el Evento actual es crítico para la siguiente Elegible, la Facción {}",
                        faction(lang, *f)
                    ),
                },
                Condition::FirstOnUpcoming => lang
                    .pick(
                        "it is sure to be 1st Eligible on the upcoming card",
                        "sarà di certo la 1ª Idonea sulla prossima carta",
                        "será con seguridad la 1ª Elegible en la siguiente carta",
                    )
                    .to_owned(),
                Condition::UpcomingCriticalForSelf => lang
                    .pick(
                        "the upcoming Event is critical for it",
                        "il prossimo Evento è critico per lei",
                        "el siguiente Evento es crítico para ella",
                    )
                    .to_owned(),
                Condition::FirstDidOperationOnly => lang
                    .pick(
                        "the 1st Eligible executed an Operation only",
                        "la 1ª Idonea ha eseguito solo un'Operazione",
                        "la 1ª Elegible ejecutó solo una Operación",
                    )
                    .to_owned(),
                Condition::FirstDidOperationWithSpecial => lang
                    .pick(
                        "the 1st Eligible executed an Operation with a Special Activity",
                        "la 1ª Idonea ha eseguito un'Operazione con Attività Speciale",
                        "la 1ª Elegible ejecutó una Operación con Actividad Especial",
                    )
                    .to_owned(),
            };
            let answer = if *holds {
                tr(lang, Key::Yes)
            } else {
                tr(lang, Key::No)
            };
            format!("{rule} · {text}? {answer}")
        }
        TraceLine::Decided { rule, choice } => format!("{rule} · » {}", np_choice(lang, *choice)),
        TraceLine::Chose { rule, what } => format!("{rule} · » {what}"),
        TraceLine::Die {
            rule,
            purpose,
            value,
        } => {
            let die = lang.pick("die", "dado", "dado");
            format!("{rule} · {die} ({purpose}): {value}")
        }
        TraceLine::Tie {
            rule,
            among,
            picked,
        } => {
            let names: Vec<String> = among
                .iter()
                .map(|s| data.map.space(*s).name.clone())
                .collect();
            let tie = lang.pick("tie between", "parità tra", "empate entre");
            format!(
                "{rule} · {tie} {} » {}",
                names.join(", "),
                data.map.space(*picked).name
            )
        }
        TraceLine::Arjuna { card, face } => {
            let letters = data.arjuna.card(*card).map_or("?", |c| c.letters(*face));
            format!("8.3 · Arjuna {letters}")
        }
        TraceLine::Row {
            rule,
            column,
            row,
            kept,
        } => {
            let names = space_names(data, kept);
            let none = lang.pick("none: skipped", "nessuno: saltata", "ninguno: se salta");
            format!(
                "{rule} · {} / {}: {}",
                np_column(lang, *column),
                words(&format!("{row:?}")),
                if kept.is_empty() {
                    none.to_owned()
                } else {
                    names
                }
            )
        }
        TraceLine::Selected {
            rule,
            column,
            space,
            among,
        } => {
            let of = lang.pick("eligible", "idonei", "elegibles");
            format!(
                "{rule} · {} » {} ({among} {of})",
                np_column(lang, *column),
                data.map.space(*space).name
            )
        }
        TraceLine::CardBox { node } => {
            format!("8.3 · {} {node}", lang.pick("box", "riquadro", "casilla"))
        }
        TraceLine::CardCheck {
            node,
            condition,
            holds,
        } => {
            let answer = if *holds {
                tr(lang, Key::Yes)
            } else {
                tr(lang, Key::No)
            };
            format!(
                "8.3 · {node}: {}? {answer}",
                words(&format!("{condition:?}"))
            )
        }
        TraceLine::Skipped { rule, what } => {
            format!(
                "{rule} · {} {what}",
                lang.pick("skipped:", "saltato:", "omitido:")
            )
        }
    }
}

/// What the engine asks when the data lacks something, in words.
pub fn np_question(lang: Lang, question: &gandhi_validator::np::Question) -> String {
    use gandhi_validator::np::Question;
    match question {
        Question::PriorityColumn { faction: f, column } => match lang {
            Lang::En => format!(
                "The {} column of the {} Space Selection Priorities table (8.4.1) is not entered, or not far enough: add it to your non-player aid file, or draw the card and follow it by hand.",
                np_column(lang, *column),
                faction(lang, *f)
            ),
            Lang::It => format!(
                "La colonna {} della tabella delle priorità di selezione degli spazi della Fazione {} (8.4.1) non è inserita, o non abbastanza: aggiungetela al vostro file dell'aiuto, o pescate la carta e seguitela a mano.",
                np_column(lang, *column),
                faction(lang, *f)
            ),
            Lang::Es => format!(
                "La columna {} de la tabla de prioridades de selección de espacios de la Facción {} (8.4.1) no está introducida, o no lo bastante: añadidla a vuestro archivo de la ayuda, o robad la carta y seguidla a mano.",
                np_column(lang, *column),
                faction(lang, *f)
            ),
        },
        Question::MovePriorities { faction: f } => match lang {
            Lang::En => format!(
                "The {} Move Priorities column (8.4.2), which says what origins keep, is not entered, or not whole: add it to your non-player aid file, or draw the card and follow it by hand.",
                faction(lang, *f)
            ),
            Lang::It => format!(
                "La colonna {} della tabella delle priorità di movimento (8.4.2), che dice cosa restano nelle origini, non è inserita, o non per intero: aggiungetela al vostro file dell'aiuto, o pescate la carta e seguitela a mano.",
                faction(lang, *f)
            ),
            Lang::Es => format!(
                "La columna {} de la tabla de prioridades de movimiento (8.4.2), que dice qué queda en los orígenes, no está introducida, o no entera: añadidla a vuestro archivo de la ayuda, o robad la carta y seguidla a mano.",
                faction(lang, *f)
            ),
        },
        Question::RandomSlot { region, slot } => match lang {
            Lang::En => format!(
                "Slot {region}-{slot} of the Random Spaces map (8.1.2) is not entered: add it to your non-player aid file, or draw the card and follow it by hand."
            ),
            Lang::It => format!(
                "La casella {region}-{slot} della mappa degli spazi casuali (8.1.2) non è inserita: aggiungetela al vostro file dell'aiuto, o pescate la carta e seguitela a mano."
            ),
            Lang::Es => format!(
                "La casilla {region}-{slot} del mapa de espacios aleatorios (8.1.2) no está introducida: añadidla a vuestro archivo de la ayuda, o robad la carta y seguidla a mano."
            ),
        },
        Question::CardMarks { card } => format!(
            "{} {card}: {}",
            tr(lang, Key::CardLabel),
            tr(lang, Key::NpMarksQuestion)
        ),
        Question::Effective { .. } => tr(lang, Key::NpEffectiveQuestion).to_owned(),
        Question::RajReleasesGandhi => match lang {
            Lang::En => "Congress's Satyagraha asks the Raj to release Gandhi from Jail (4.3.2): the Raj player decides.".to_owned(),
            Lang::It => "Il Satyagraha del Congresso chiede al Raj di liberare Gandhi dalla prigione (4.3.2): decide il giocatore del Raj.".to_owned(),
            Lang::Es => "El Satyagraha del Congreso pide al Raj que libere a Gandhi de la cárcel (4.3.2): decide el jugador del Raj.".to_owned(),
        },
    }
}

/// Why playing on for the non-players stopped, in words.
pub fn np_stop(lang: Lang, stop: &gandhi_validator::np::auto::Stop) -> String {
    use gandhi_validator::np::auto::Stop;
    match stop {
        Stop::Player(f) => match lang {
            Lang::En => format!("{} decides: a player's turn", faction(lang, *f)),
            Lang::It => format!("decide {}: è il turno di un giocatore", faction(lang, *f)),
            Lang::Es => format!("decide {}: es el turno de un jugador", faction(lang, *f)),
        },
        Stop::Asked(question) => np_question(lang, question),
        Stop::LeftToPlayers => lang
            .pick(
                "the last plan leaves part of its work to you: finish it, then play on",
                "l'ultimo piano vi lascia una parte del lavoro: completatela, poi continuate",
                "el último plan os deja parte del trabajo: terminadla y seguid",
            )
            .to_owned(),
        Stop::CardOrder(card) => format!(
            "{} {card}: {}",
            tr(lang, Key::CardLabel),
            tr(lang, Key::NpMarksQuestion)
        ),
        Stop::Reveal => lang
            .pick(
                "turn up the next card from your deck",
                "scoprite la prossima carta del vostro mazzo",
                "descubrid la siguiente carta de vuestro mazo",
            )
            .to_owned(),
        Stop::UnderWay => lang
            .pick(
                "something is under way: finish it first",
                "c'è qualcosa in corso: completatelo prima",
                "hay algo en curso: terminadlo primero",
            )
            .to_owned(),
        Stop::Over => lang
            .pick(
                "the game is over",
                "la partita è finita",
                "la partida ha terminado",
            )
            .to_owned(),
    }
}

/// What a non-player turn leaves to the players, in words.
pub fn np_manual(
    lang: Lang,
    data: &GameData,
    manual: &gandhi_validator::np::engine::Manual,
) -> String {
    use gandhi_validator::np::engine::Manual;
    let letters = |card, face| {
        data.arjuna
            .card(card)
            .map_or("?", |c| c.letters(face))
            .to_owned()
    };
    match manual {
        Manual::Card { card, face } => format!(
            "Arjuna {}: {}",
            letters(*card, *face),
            lang.pick(
                "this side is not in the entered aid; follow the printed card, then declare and make its moves",
                "questo lato non è nell'aiuto inserito; seguite la carta stampata, poi dichiarate e fate le sue mosse",
                "este lado no está en la ayuda introducida; seguid la carta impresa, luego declarad y haced sus movimientos",
            )
        ),
        Manual::Operation { card, face, op } => format!(
            "Arjuna {}: {} · {}",
            letters(*card, *face),
            op.name(),
            lang.pick(
                "the program does not carry out this Operation yet; do it by the card and 8.6, then declare it",
                "il programma non esegue ancora questa Operazione; fatela secondo la carta e l'8.6, poi dichiaratela",
                "el programa aún no ejecuta esta Operación; hacedla según la carta y el 8.6, y declaradla",
            )
        ),
        Manual::Special { card, face, special } => format!(
            "Arjuna {}: {} · {}",
            letters(*card, *face),
            special.name(),
            lang.pick(
                "the program does not carry out this Special Activity yet; follow the card and 8.7",
                "il programma non esegue ancora questa Attività Speciale; seguite la carta e l'8.7",
                "el programa aún no ejecuta esta Actividad Especial; seguid la carta y el 8.7",
            )
        ),
        Manual::Loop => lang
            .pick(
                "the card's arrows go round without stopping; follow the printed card",
                "le frecce della carta girano senza fermarsi; seguite la carta stampata",
                "las flechas de la carta dan vueltas sin parar; seguid la carta impresa",
            )
            .to_owned(),
        Manual::ArjunaDeck => lang
            .pick(
                "the Arjuna deck holds no card of this Faction: shuffle it (8.3) and carry out the turn again",
                "il mazzo Arjuna non contiene carte di questa Fazione: mescolatelo (8.3) ed eseguite di nuovo il turno",
                "el mazo Arjuna no tiene cartas de esta Facción: barajadlo (8.3) y ejecutad de nuevo el turno",
            )
            .to_owned(),
        Manual::Event {
            card,
            shaded,
            column,
        } => {
            let side = if *shaded {
                tr(lang, Key::EventShaded)
            } else {
                tr(lang, Key::EventUnshaded)
            };
            let what = lang.pick(
                "the program does not carry out this text; carry out the printed text on this side, then end the action (8.8.4)",
                "il programma non esegue questo testo; eseguite il testo stampato su questo lato, poi concludete l'azione (8.8.4)",
                "el programa no ejecuta este texto; ejecutad el texto impreso de este lado y luego terminad la acción (8.8.4)",
            );
            let mut out = format!("{} {card} · {side}: {what}", tr(lang, Key::CardLabel));
            if let Some(column) = column {
                out.push_str(&format!(
                    "; {} » {} (8.8.5)",
                    lang.pick(
                        "select the spaces with the column",
                        "scegliete gli spazi con la colonna",
                        "elegid los espacios con la columna",
                    ),
                    np_column(lang, *column)
                ));
            }
            out
        }
    }
}

fn space_names(data: &GameData, spaces: &[gandhi_validator::ids::SpaceId]) -> String {
    spaces
        .iter()
        .map(|s| data.map.space(*s).name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A data value's debug form in plain words: `Has(Troop)` » `has troop`.
fn words(debug: &str) -> String {
    let mut out = String::new();
    for (i, ch) in debug.chars().enumerate() {
        if ch.is_uppercase() {
            if i > 0 && !out.ends_with(' ') && !out.ends_with('(') {
                out.push(' ');
            }
            out.extend(ch.to_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// A column of the Space Selection Priorities table (8.4.1).
pub fn np_column(lang: Lang, column: gandhi_validator::data::np_aid::Column) -> &'static str {
    use gandhi_validator::data::np_aid::Column as C;
    match column {
        C::PlaceCubes => lang.pick("Place Cubes", "Piazzare Cubi", "Colocar Cubos"),
        C::ShiftToSupport => lang.pick(
            "Shift to Support",
            "Spostare verso Sostegno",
            "Desplazar hacia Apoyo",
        ),
        C::RemoveOrReplace => lang.pick(
            "Remove or Replace",
            "Rimuovere o Sostituire",
            "Retirar o Reemplazar",
        ),
        C::Sweep => lang.pick("Sweep", "Rastrellamento", "Barrido"),
        C::PlaceActivists => lang.pick(
            "Place Activists",
            "Piazzare Attivisti",
            "Colocar Activistas",
        ),
        C::PlaceProtests => lang.pick("Place Protests", "Piazzare Proteste", "Colocar Protestas"),
        C::MoveOrReleaseGandhi => lang.pick(
            "Move or Release Gandhi",
            "Muovere o Liberare Gandhi",
            "Mover o Liberar a Gandhi",
        ),
        C::ShiftToOpposition => lang.pick(
            "Shift to Opposition",
            "Spostare verso Opposizione",
            "Desplazar hacia Oposición",
        ),
        C::Demonstrate => lang.pick("Demonstrate", "Manifestare", "Manifestarse"),
        C::PlaceBases => lang.pick("Place Bases", "Piazzare Basi", "Colocar Bases"),
        C::PlaceMuslimStates => lang.pick(
            "Place Muslim States",
            "Piazzare Stati Musulmani",
            "Colocar Estados Musulmanes",
        ),
        C::PlaceGuerrillas => lang.pick(
            "Place Guerrillas",
            "Piazzare Guerriglieri",
            "Colocar Guerrilleros",
        ),
        C::PlaceUnrest => lang.pick("Place Unrest", "Piazzare Disordini", "Colocar Disturbios"),
        C::AttackOrGoUnderground => lang.pick(
            "Attack or Go Underground",
            "Attaccare o Entrare in Clandestinità",
            "Atacar o Pasar a la Clandestinidad",
        ),
        C::March => lang.pick("March", "Marcia", "Marcha"),
    }
}

/// What the players' non-player aid file holds, in a line.
pub fn aid_counts(lang: Lang, counts: gandhi_validator::data::players_aid::AidCounts) -> String {
    let (intro, faces, columns, moves, slots) = match lang {
        Lang::En => (
            "Read. It holds",
            "Arjuna card faces",
            "Space Selection columns",
            "Move Priorities columns",
            "Random Spaces slots",
        ),
        Lang::It => (
            "Letto. Contiene",
            "lati di carte Arjuna",
            "colonne di Priorità di Selezione Spazi",
            "colonne di Priorità di Movimento",
            "caselle della Mappa di randomizzazione",
        ),
        Lang::Es => (
            "Leído. Contiene",
            "caras de cartas de Arjuna",
            "columnas de Prioridades para Selección de Casillas",
            "columnas de Prioridades de Movimiento",
            "casillas del Mapa de Casillas Aleatorias",
        ),
    };
    format!(
        "{intro} » {faces}: {} · {columns}: {} · {moves}: {} · {slots}: {}",
        counts.faces, counts.columns, counts.moves, counts.slots
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_exists_in_every_language() {
        for key in Key::ALL {
            for lang in Lang::ALL {
                assert!(!key.get(lang).trim().is_empty(), "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn every_refused_change_has_a_sentence_in_every_language() {
        use gandhi_validator::edit::{EditError, Marker};
        for error in [
            EditError::NotEnoughPieces {
                piece: Piece::Troop,
                wanted: 2,
                there: 1,
            },
            EditError::NoMarker {
                marker: Marker::Protest,
            },
            EditError::NoChange,
            EditError::DeckEmpty,
            EditError::NoCampaignCard,
            EditError::CardNotUnseen {
                card: gandhi_validator::state::Card::Event(7),
            },
            EditError::NotAtStart,
            EditError::NoArjunaCard {
                faction: Faction::Raj,
            },
            EditError::NoArjunaDrawn,
            EditError::DieMismatch {
                logged: 3,
                rolled: 5,
            },
            EditError::Setup("no".to_owned()),
        ] {
            let data = GameData::bundled().unwrap();
            let mut sentences = std::collections::BTreeSet::new();
            for lang in Lang::ALL {
                let sentence = edit_error(lang, &data, &error);
                assert!(!sentence.is_empty());
                sentences.insert(sentence);
            }
            // Each language words it its own way (the setup reason is passed through).
            if !matches!(error, EditError::Setup(_)) {
                assert_eq!(sentences.len(), 3, "{error:?}");
            }
        }
    }

    #[test]
    fn every_finding_has_a_sentence_in_every_language() {
        use gandhi_validator::check::check;
        let data = GameData::bundled().unwrap();
        let mut state = gandhi_validator::setup::setup(&data, "short", 1).unwrap();
        // Break the state in many ways at once.
        let at = |k: &str| data.map.by_key(k).unwrap();
        state.space_mut(at("mysore")).pieces.add(Piece::Troop, 1);
        state
            .space_mut(at("assam"))
            .pieces
            .add(Piece::LeagueBase, 3);
        state
            .space_mut(at("rail_bombay"))
            .pieces
            .add(Piece::LeagueBase, 1);
        state.space_mut(at("rail_bombay")).strikes = 3;
        state.space_mut(at("rail_deccan")).unrest = 9;
        state.space_mut(at("rail_deccan")).level = SupportLevel::ActiveSupport;
        state.space_mut(at("bihar")).strikes = 1;
        state.space_mut(at("bihar")).protests = 9;
        state.space_mut(at("delhi")).muslim_state = true;
        state.jail.add(Piece::Troop, 1);
        state.available.add(Piece::Gandhi, 1);
        state.out_of_play.add(Piece::Gandhi, 1);
        state.tracks.unity = 0;
        state.viceroy = None;
        let top = state.deck.draw[0];
        state.deck.played.push(top);
        let report = check(&data, &state);
        assert!(report.findings.len() >= 14, "{}", report.findings.len());
        for finding in &report.findings {
            for lang in Lang::ALL {
                let text = super::finding(lang, &data, &finding.kind);
                assert!(!text.trim().is_empty(), "{:?} in {lang:?}", finding.kind);
                if let Some(c) = finding.caveat {
                    assert!(!caveat(lang, &data, c).is_empty());
                }
            }
        }
    }
}
