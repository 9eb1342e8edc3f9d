//! The Fluent files compiled in, one bundle per language, and the few
//! calls the rest of the program words everything with.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::keys::Key;

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

    /// Folder of the rule summaries and Fluent files in this language.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
        }
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::It => 1,
            Lang::Es => 2,
        }
    }
}

/// Words said in each of the three languages, so that what stays on the
/// screen (the status line) follows a change of language at once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said([String; 3]);

impl Said {
    /// The words `say` gives in each language.
    pub fn of(say: impl Fn(Lang) -> String) -> Said {
        Said(Lang::ALL.map(say))
    }

    /// The same text in every language (a file's name, a system's words).
    pub fn plain(text: String) -> Said {
        Said([text.clone(), text.clone(), text])
    }

    /// The words in one language.
    pub fn get(&self, lang: Lang) -> &str {
        let [en, it, es] = &self.0;
        match lang {
            Lang::En => en,
            Lang::It => it,
            Lang::Es => es,
        }
    }

    /// Whether nothing is said.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(String::is_empty)
    }

    /// Says nothing any more.
    pub fn clear(&mut self) {
        *self = Said::default();
    }

    /// These words followed by `more`, in each language.
    pub fn then(&self, more: &Said) -> Said {
        Said::of(|lang| match (self.get(lang), more.get(lang)) {
            ("", after) => after.to_owned(),
            (before, "") => before.to_owned(),
            (before, after) => format!("{before} {after}"),
        })
    }
}

/// The Fluent files of one language, by name.
pub type Files = [(&'static str, &'static str); 11];

macro_rules! files {
    ($lang:literal) => {
        files!(
            $lang;
            "ui.ftl",
            "names.ftl",
            "findings.ftl",
            "log.ftl",
            "np.ftl",
            "map.ftl",
            "aid.ftl",
            "effect.ftl",
            "report.ftl",
            "cli.ftl",
            "table.ftl",
        )
    };
    ($lang:literal; $($file:literal,)+) => {
        [$((
            $file,
            include_str!(concat!("../../assets/i18n/", $lang, "/", $file)),
        ),)+]
    };
}

/// The Fluent files compiled into the program, for a language.
pub fn files(lang: Lang) -> Files {
    match lang {
        Lang::En => files!("en"),
        Lang::It => files!("it"),
        Lang::Es => files!("es"),
    }
}

type Bundle = FluentBundle<FluentResource>;

/// A language's bundle: every file parsed and added. A file that does not
/// parse keeps what it could read (the completeness test fails on it), so
/// the program still starts.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    BUNDLES[lang.index()].get_or_init(|| {
        let id =
            unic_langid::LanguageIdentifier::from_bytes(lang.code().as_bytes()).unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        for (_, text) in files(lang) {
            let resource = match FluentResource::try_new(text.to_owned()) {
                Ok(resource) => resource,
                Err((resource, _)) => resource,
            };
            // A repeated id keeps its first wording; the test reports it.
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// Arguments of a message: names with values.
#[derive(Default, Debug)]
pub struct Args(Vec<(&'static str, FluentValue<'static>)>);

impl Args {
    /// No arguments.
    pub fn new() -> Args {
        Args(Vec::new())
    }

    /// With a text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Args {
        self.0.push((name, FluentValue::from(value.into())));
        self
    }

    /// With a number argument (which also selects plural forms).
    pub fn num(mut self, name: &'static str, value: impl Into<i64>) -> Args {
        self.0.push((name, FluentValue::from(value.into())));
        self
    }

    /// With a count as a number argument (past the largest number, the
    /// largest).
    pub fn count(self, name: &'static str, value: usize) -> Args {
        self.num(name, i64::try_from(value).unwrap_or(i64::MAX))
    }

    /// With a value already made.
    pub fn value(mut self, name: &'static str, value: FluentValue<'static>) -> Args {
        self.0.push((name, value));
        self
    }

    /// The names given, in order.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|(name, _)| *name)
    }

    fn fluent(&self) -> FluentArgs<'static> {
        let mut args = FluentArgs::with_capacity(self.0.len());
        for (name, value) in &self.0 {
            args.set(*name, value.clone());
        }
        args
    }
}

/// A message with arguments, in a language. A message the files lack shows
/// its id, so that it is noticed (a test keeps every id in every language).
pub fn say(lang: Lang, id: &str, args: Args) -> String {
    format(lang, id, Some(&args.fluent())).into_owned()
}

/// A message without arguments, kept for the program's lifetime.
pub fn text(lang: Lang, id: &str) -> &'static str {
    static CACHE: OnceLock<Mutex<HashMap<(Lang, String), &'static str>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = match cache.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some(found) = cache.get(&(lang, id.to_owned())) {
        return found;
    }
    // The set of ids is fixed, so what is kept is bounded.
    let made: &'static str = Box::leak(format(lang, id, None).into_owned().into_boxed_str());
    cache.insert((lang, id.to_owned()), made);
    made
}

fn format<'a>(lang: Lang, id: &'a str, args: Option<&FluentArgs<'_>>) -> Cow<'a, str> {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return Cow::Borrowed(id);
    };
    let mut errors = Vec::new();
    Cow::Owned(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// Whether a language's files hold a message.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// Formats a message and returns the problems Fluent met (an unknown
/// variable, for instance), for the tests.
pub fn check(lang: Lang, id: &str, args: &Args) -> Vec<String> {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return vec![format!("no message `{id}`")];
    };
    let mut errors = Vec::new();
    let fluent = args.fluent();
    let _ = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
    errors.iter().map(|e| format!("{e:?}")).collect()
}

/// A label.
pub fn tr(lang: Lang, key: Key) -> &'static str {
    static LABELS: [OnceLock<Vec<&'static str>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let labels = LABELS[lang.index()].get_or_init(|| {
        Key::ALL
            .iter()
            .map(|k| -> &'static str {
                Box::leak(format(lang, k.id(), None).into_owned().into_boxed_str())
            })
            .collect()
    });
    labels.get(key as usize).copied().unwrap_or("")
}

/// `CamelCase` to `kebab-case`, for message ids made from code names.
pub fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, ch) in name.chars().enumerate() {
        if ch.is_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.extend(ch.to_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}
