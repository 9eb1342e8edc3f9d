//! Any volume's words: its verdicts and the names of its sides, spaces,
//! pieces, boxes and tracks in the players' language, from the Fluent
//! resource the volume hands the table (`Volume::words`). Where a volume
//! says nothing in a language, its codes and keys are shown as they are,
//! so that nothing it says is lost.

use coin_table::{Gesture, Reason, TableEntry, TableMove, Total, Unplayable, Verdict};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use super::fluent::{Args, Lang, kebab, say};

/// What the program says of a volume beyond the volume's own words
/// (Gandhi's come from the program's own word files): a Fluent resource of
/// `name-<key>`, `verdict-<code>`, `trace-<code>` and `question-<code>`
/// messages made in the language asked for; and, where the program words
/// them itself, a function that words a non-player's decision or question
/// ([`Reason`], whether it is asked) and one that words the text of a
/// volume's own change or of a declaration (each `None` where it does
/// not).
pub struct Names<V: coin_table::Volume> {
    /// The resource, in a language.
    pub words: fn(Lang, &V::Data) -> String,
    /// A decision or question in words, when the program words it.
    pub reason: Option<ReasonWords<V>>,
    /// A change's or a declaration's text in words, when the program
    /// words it.
    pub text: Option<TextWords<V>>,
    /// A change offered on the board, worded as what a button does, when
    /// the program words it (else as [`Names::text`] words it).
    pub offer: Option<TextWords<V>>,
}

/// How the program words one of a volume's decisions or questions: the
/// language, the volume's data, the reason and whether it is asked.
pub type ReasonWords<V> =
    fn(Lang, &<V as coin_table::Volume>::Data, &Reason, bool) -> Option<String>;

/// How the program words the text of a volume's own change or of a
/// declaration.
pub type TextWords<V> = fn(Lang, &<V as coin_table::Volume>::Data, &str) -> Option<String>;

impl<V: coin_table::Volume> Clone for Names<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: coin_table::Volume> Copy for Names<V> {}

impl<V: coin_table::Volume> std::fmt::Debug for Names<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Names")
            .field("words", &"fn")
            .field("reason", &self.reason.is_some())
            .finish()
    }
}

/// A decision or question worded by the program, with the data it needs.
type Speaker = Box<dyn Fn(&Reason, bool) -> Option<String>>;

/// A change's or a declaration's text worded by the program.
type Reader = Box<dyn Fn(&str) -> Option<String>>;

/// A volume's words in one language.
pub struct VolumeWords {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// The program's own wording of decisions and questions, if any.
    speaker: Option<Speaker>,
    /// The program's own wording of changes and declarations, if any.
    reader: Option<Reader>,
    /// The program's own wording of changes offered, if any.
    offerer: Option<Reader>,
}

impl std::fmt::Debug for VolumeWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VolumeWords")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl VolumeWords {
    /// The words of the resources given for `lang`: the volume's own
    /// (empty when it does not speak the language), then any the program
    /// adds for it. Messages that do not parse are left out; the rest are
    /// kept, and a message in two keeps its first wording.
    pub fn new(lang: Lang, resources: &[&str]) -> VolumeWords {
        let id =
            unic_langid::LanguageIdentifier::from_bytes(lang.code().as_bytes()).unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        for ftl in resources {
            let resource = match FluentResource::try_new((*ftl).to_owned()) {
                Ok(resource) => resource,
                Err((resource, _)) => resource,
            };
            let _ = bundle.add_resource(resource);
        }
        VolumeWords {
            lang,
            bundle,
            speaker: None,
            reader: None,
            offerer: None,
        }
    }

    /// A volume's words in `lang`, with the names the program gives its
    /// things when it has them (`names`).
    pub fn of<V: coin_table::Volume>(
        volume: &V,
        data: &V::Data,
        names: Option<Names<V>>,
        lang: Lang,
    ) -> VolumeWords
    where
        V::Data: Clone + 'static,
    {
        let own = names
            .map(|names| (names.words)(lang, data))
            .unwrap_or_default();
        // The names the data gives, where the words above name nothing:
        // the first resource to name a key keeps it.
        let printed: String = volume
            .data_names(data)
            .into_iter()
            .filter(|(key, name)| {
                let plain = |t: &str| !t.is_empty() && !t.contains(['{', '}', '\n', '[', '*', '.']);
                plain(key) && plain(name.trim()) && !key.contains(' ')
            })
            .map(|(key, name)| format!("name-{key} = {}\n", name.trim()))
            .collect();
        let mut words = VolumeWords::new(lang, &[volume.words(lang.code()), &own, &printed]);
        let shared = std::rc::Rc::new(data.clone());
        if let Some(speak) = names.and_then(|names| names.reason) {
            let data = std::rc::Rc::clone(&shared);
            words.speaker = Some(Box::new(move |reason: &Reason, asked: bool| {
                speak(lang, &data, reason, asked)
            }));
        }
        if let Some(read) = names.and_then(|names| names.text) {
            let data = std::rc::Rc::clone(&shared);
            words.reader = Some(Box::new(move |text: &str| read(lang, &data, text)));
        }
        if let Some(offer) = names.and_then(|names| names.offer) {
            let data = shared;
            words.offerer = Some(Box::new(move |text: &str| offer(lang, &data, text)));
        }
        words
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn message(&self, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// The name of a side, space, piece, box or track, by its key; the key
    /// itself when the volume does not name it.
    pub fn name(&self, key: &str) -> String {
        self.message(&format!("name-{key}"), None)
            .unwrap_or_else(|| key.to_owned())
    }

    /// A kind of piece's mark on the board and in pictures, told apart
    /// from the marks `taken` already: the volume's `mark-<key>` where its
    /// words give one, else the initials of its name
    /// (`Underground Guerrillas`: `UG`), else the first letters of its
    /// name's first word (`Temples` beside `Troops`: `Te`), else the
    /// initials with a number.
    pub fn mark(&self, key: &str, taken: &[String]) -> String {
        // The volume's own mark for the kind, where its words give one.
        if let Some(own) = self.message(&format!("mark-{key}"), None)
            && !taken.contains(&own)
        {
            return own;
        }
        let name = self.name(key);
        let initials: String = name
            .split_whitespace()
            .filter_map(|word| word.chars().next())
            .flat_map(char::to_uppercase)
            .collect();
        let first: Vec<char> = name
            .split_whitespace()
            .next()
            .unwrap_or("")
            .chars()
            .collect();
        let longer = (2..=first.len().min(3)).map(|n| {
            let mut mark: String = first[..1].iter().flat_map(|c| c.to_uppercase()).collect();
            mark.extend(first[1..n].iter().flat_map(|c| c.to_lowercase()));
            mark
        });
        let numbered = (2..).map(|n| format!("{initials}{n}"));
        std::iter::once(initials.clone())
            .chain(longer)
            .chain(numbered)
            .find(|mark| !taken.contains(mark))
            .unwrap_or(initials)
    }

    /// A verdict as a sentence: the volume's message for its code, its
    /// arguments named where the volume names them; else its code with its
    /// arguments.
    pub fn verdict(&self, verdict: &Verdict) -> String {
        self.coded("verdict", &verdict.code, &verdict.args)
    }

    /// A non-player's decision (`trace-<code>`) or question
    /// (`question-<code>`) as a sentence, as [`VolumeWords::verdict`] words
    /// a verdict.
    pub fn reason(&self, reason: &Reason, asked: bool) -> String {
        if let Some(text) = self.speaker.as_ref().and_then(|speak| speak(reason, asked)) {
            return text;
        }
        let kind = if asked { "question" } else { "trace" };
        self.coded(kind, &reason.code, &reason.args)
    }

    /// A non-player's decision with its section, as one line.
    pub fn reason_line(&self, reason: &Reason) -> String {
        say(
            self.lang,
            "table-reason",
            Args::new()
                .text("rule", reason.rule.to_string())
                .text("text", self.reason(reason, false)),
        )
    }

    /// The message `<kind>-<code in kebab case>` with the arguments named
    /// where the volume names them; else the code with its arguments.
    fn coded(&self, kind: &str, code: &str, args: &[String]) -> String {
        self.worded(kind, code, args).unwrap_or_else(|| {
            let named: Vec<String> = args.iter().map(|a| self.name(a)).collect();
            if named.is_empty() {
                code.to_owned()
            } else {
                format!("{code} ({})", named.join(", "))
            }
        })
    }

    /// The volume's message `<kind>-<code in kebab case>` with the
    /// arguments named, if it has one.
    fn worded(&self, kind: &str, code: &str, args: &[String]) -> Option<String> {
        let named: Vec<String> = args.iter().map(|a| self.name(a)).collect();
        let mut fluent = FluentArgs::new();
        for (i, value) in named.iter().enumerate() {
            // A number stays a number, for the plural forms.
            let value = match value.parse::<i64>() {
                Ok(n) => FluentValue::from(n),
                Err(_) => FluentValue::from(value.clone()),
            };
            fluent.set(format!("a{}", i + 1), value);
        }
        self.message(&format!("{kind}-{}", kebab(code)), Some(&fluent))
    }

    /// A verdict with its section and whether it breaks a rule or warns,
    /// as one line.
    pub fn verdict_line(&self, verdict: &Verdict) -> String {
        let id = if verdict.error {
            "table-verdict-error"
        } else {
            "table-verdict-warning"
        };
        say(
            self.lang,
            id,
            Args::new()
                .text("rule", verdict.rule.to_string())
                .text("text", self.verdict(verdict)),
        )
    }

    /// A gesture as a sentence.
    pub fn gesture(&self, gesture: &Gesture) -> String {
        match gesture {
            Gesture::Move {
                piece,
                count,
                from,
                to,
            } => self.moved((piece, *count), from, to),
            Gesture::Track { track, value } => say(
                self.lang,
                "table-gesture-track",
                Args::new()
                    .text("track", self.name(track))
                    .num("value", *value),
            ),
            Gesture::Change(text) => say(
                self.lang,
                "table-gesture-change",
                Args::new().text("text", self.text(text)),
            ),
        }
    }

    /// Pieces of a kind taken from one place to another, as a sentence.
    fn moved(&self, (piece, count): (&str, u32), from: &str, to: &str) -> String {
        say(
            self.lang,
            "table-gesture-move",
            Args::new()
                .num("count", count)
                .text("piece", self.name(piece))
                .text("from", self.name(from))
                .text("to", self.name(to)),
        )
    }

    /// A move that puts the physical table back, as a sentence.
    pub fn table_move(&self, made: &TableMove) -> String {
        let kind = |piece: &str, count: u32| {
            Args::new()
                .num("count", count)
                .text("piece", self.name(piece))
        };
        match made {
            TableMove::Move {
                piece,
                count,
                from,
                to,
            } => self.moved((piece, *count), from, to),
            TableMove::Remove { piece, count, from } => say(
                self.lang,
                "table-move-remove",
                kind(piece, *count).text("from", self.name(from)),
            ),
            TableMove::Add { piece, count, to } => say(
                self.lang,
                "table-move-add",
                kind(piece, *count).text("to", self.name(to)),
            ),
            TableMove::Track { track, from, to } => say(
                self.lang,
                "table-move-track",
                Args::new()
                    .text("track", self.name(track))
                    .num("from", *from)
                    .num("to", *to),
            ),
        }
    }

    /// Why a log of `scenario` could not be replayed, as a sentence.
    pub fn unplayable(&self, scenario: &str, unplayable: Unplayable) -> String {
        let count = |n: usize| i64::try_from(n + 1).unwrap_or(i64::MAX);
        match unplayable {
            Unplayable::Setup(reason) => say(
                self.lang,
                "table-no-setup",
                Args::new()
                    .text("scenario", self.name(scenario))
                    .text("reason", reason),
            ),
            Unplayable::Entry { entry, refused } => say(
                self.lang,
                "table-refused",
                Args::new()
                    .num("entry", count(entry))
                    .num("step", count(refused.step))
                    .text("reason", refused.reason),
            ),
        }
    }

    /// A side's total against what it must exceed, as one line.
    pub fn total(&self, total: &Total) -> String {
        say(
            self.lang,
            "table-total",
            Args::new()
                .text("side", self.name(&total.side))
                .num("total", total.total)
                .num("threshold", total.threshold),
        )
    }

    /// An entry's heading: its number (from 1) and what was declared, or
    /// that it holds free changes.
    pub fn entry_heading(&self, i: usize, entry: &TableEntry) -> String {
        let heading = self.heading(i, entry.declare.as_deref());
        match &entry.non_player {
            Some(side) => say(
                self.lang,
                "table-entry-non-player",
                Args::new()
                    .text("heading", heading)
                    .text("side", self.name(side)),
            ),
            None => heading,
        }
    }

    /// The text of a volume's own change or of a declaration, in the
    /// program's words where it has them, else in the volume's
    /// (`text-<first word>`, the other words its arguments), else as
    /// written.
    pub fn text(&self, text: &str) -> String {
        self.reader
            .as_ref()
            .and_then(|read| read(text))
            .or_else(|| {
                // The volume's own message for the text's first word, its
                // other words as arguments: `text-pass` for `pass bahmani`.
                let mut words = text.split_whitespace();
                let first = words.next()?;
                // Words the text lacks are empty, so that a message may
                // choose on them.
                let mut args: Vec<String> = words.map(str::to_owned).collect();
                args.resize(args.len().max(6), String::new());
                self.worded("text", first, &args)
            })
            .unwrap_or_else(|| text.to_owned())
    }

    /// A change the volume offers, worded as what its button does where
    /// the program words it so, else as [`VolumeWords::text`] words it.
    pub fn offer(&self, text: &str) -> String {
        self.offerer
            .as_ref()
            .and_then(|offer| offer(text))
            .unwrap_or_else(|| self.text(text))
    }

    fn heading(&self, i: usize, declare: Option<&str>) -> String {
        let entry = i64::try_from(i + 1).unwrap_or(i64::MAX);
        match declare {
            Some(text) => say(
                self.lang,
                "table-entry-declared",
                Args::new()
                    .num("entry", entry)
                    .text("declared", self.text(text)),
            ),
            None => say(
                self.lang,
                "table-entry-free",
                Args::new().num("entry", entry),
            ),
        }
    }
}
