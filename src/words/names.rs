//! The grammar of a name, for the sentences that refer to a card or an object: whether its
//! French name is feminine or plural (the catalogue says so: `name_fr_feminine`,
//! `name_fr_plural`), and whether the words as shown start with a vowel sound. Messages receive
//! these facts as `gender` (`m`, `f`), `number` (`sg`, `pl`) and `vowel` (`v`, `c`), and make
//! their pronouns, participles and elisions agree ("elle", "attachés", "qu'Urborg"); the words
//! themselves stay in the Fluent files. English messages take the same arguments and ignore
//! them.

use crate::i18n::{Arg, Lang};
use crate::rules::card::CardDef;
use crate::rules::game::Game;
use crate::rules::object::{Chars, ObjIdx};

/// Gender and number of a name, and its first sound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NameGram {
    pub feminine: bool,
    pub plural: bool,
    pub vowel: bool,
}

impl NameGram {
    /// A card's French name: its gender and number from the catalogue, its first sound from
    /// the name itself (the English name when it has no French one).
    pub fn of_card(c: &CardDef) -> NameGram {
        let shown = if c.name_fr.is_empty() {
            &c.name
        } else {
            &c.name_fr
        };
        NameGram {
            feminine: c.name_fr_feminine,
            plural: c.name_fr_plural,
            vowel: starts_with_vowel(shown),
        }
    }

    /// Words whose gender is not known (an id, a player, a list): masculine singular, the
    /// first sound read from `words`.
    pub fn of_words(words: &str) -> NameGram {
        NameGram {
            vowel: starts_with_vowel(words),
            ..NameGram::default()
        }
    }

    /// The same gender and number, the first sound of `words` (the name as actually shown).
    pub fn sounding(self, words: &str) -> NameGram {
        NameGram {
            vowel: starts_with_vowel(words),
            ..self
        }
    }

    pub fn gender(self) -> &'static str {
        if self.feminine { "f" } else { "m" }
    }

    pub fn number(self) -> &'static str {
        if self.plural { "pl" } else { "sg" }
    }

    pub fn first_sound(self) -> &'static str {
        if self.vowel { "v" } else { "c" }
    }

    /// `gender`, `number` and `vowel`, for a message about one name.
    pub fn args(self) -> [(&'static str, Arg); 3] {
        [
            ("gender", Arg::from(self.gender())),
            ("number", Arg::from(self.number())),
            ("vowel", Arg::from(self.first_sound())),
        ]
    }
}

/// Whether French elides before `words` ("d'Ogre gris", "qu'Urborg", "l'Humilité"): they start
/// with a vowel or a mute h. Brackets and quotation marks in front are skipped. A y before a
/// vowel is a consonant ("de Yavimaya"). The catalogue has no name with an aspirated h; such a
/// name would need a word of its own here.
pub fn starts_with_vowel(words: &str) -> bool {
    let mut letters = words
        .chars()
        .skip_while(|c| {
            matches!(
                c,
                '«' | '"' | '\'' | '(' | '[' | ' ' | '\u{a0}' | '\u{202f}'
            )
        })
        .map(|c| c.to_lowercase().next().unwrap_or(c));
    let first = letters.next();
    if first == Some('y') {
        return !letters.next().is_some_and(is_vowel);
    }
    first.is_some_and(|c| c == 'h' || is_vowel(c))
}

fn is_vowel(c: char) -> bool {
    matches!(
        c,
        'a' | 'e'
            | 'i'
            | 'o'
            | 'u'
            | 'y'
            | 'à'
            | 'â'
            | 'ä'
            | 'é'
            | 'è'
            | 'ê'
            | 'ë'
            | 'î'
            | 'ï'
            | 'ô'
            | 'ö'
            | 'û'
            | 'ü'
            | 'œ'
            | 'æ'
    )
}

/// The card whose printed name an object now has: its own card (or its back face, once
/// transformed), else a card of the board with that name (a copy takes the name of what it
/// copies, and so its grammar).
fn card_named<'g>(game: &'g Game, obj: ObjIdx, c: &Chars) -> Option<&'g CardDef> {
    let same = |d: &CardDef| {
        if c.name_fr.is_empty() {
            !c.name.is_empty() && *d.name == *c.name
        } else {
            *d.name_fr == *c.name_fr
        }
    };
    let faces = |d: &'g CardDef| std::iter::once(d).chain(d.back.as_deref());
    let own = game.objects.get(obj).map(|o| &o.card);
    own.into_iter()
        .flat_map(faces)
        .chain(game.objects.iter().flat_map(|o| faces(&o.card)))
        .find(|d| same(d))
}

/// The grammar of object `obj` with characteristics `c`, named in `lang` (as `explain::name`
/// names it). A nameless object (a face-down permanent) is "un objet": masculine singular.
pub fn object_gram(game: &Game, obj: ObjIdx, c: &Chars, lang: Lang) -> NameGram {
    let shown: &str = if lang == Lang::Fr && !c.name_fr.is_empty() {
        &c.name_fr
    } else {
        &c.name
    };
    if shown.is_empty() {
        return NameGram::default();
    }
    card_named(game, obj, c)
        .map(NameGram::of_card)
        .unwrap_or_default()
        .sounding(shown)
}
