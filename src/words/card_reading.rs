//! How a card read from its printed text was understood, ability by ability: its printed words,
//! the layers its effects apply in (or what else it is), and layerlab's own words for it in
//! English and French. `layerlab card` prints these lines; the sandbox's "by rules text" form
//! shows them as the text is typed.

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::card::{Ability, CardDef, OneShot, Part};
use crate::rules::layer::Layer;
use crate::words::abilities::{self as render, RenderCtx, SelfKind};

/// One ability of the card (or the spell's instructions, last), as understood.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Understood {
    /// Its printed words on one line, safe for a terminal.
    pub printed: String,
    /// What it is: the layers of its effects, a keyword, words only…
    pub what: String,
    /// Layerlab's own words for it, in English then in French.
    pub words: [(Lang, String); 2],
    /// Its place among the card's abilities (`None`: the spell's instructions).
    pub ability: Option<usize>,
}

/// "Type line: Creature — Elf", in `lang`.
pub(crate) fn type_line(card: &CardDef, lang: Lang) -> String {
    let line = render::type_line(&card.supertypes, &card.types, &card.subtypes, lang);
    tr(lang, "card-cmd-type-line", fargs![line = line])
}

/// "2 abilities, as layerlab reads them:", in `lang`.
pub(crate) fn heading(card: &CardDef, lang: Lang) -> String {
    let n = card.abilities.len() + usize::from(!card.spell.is_empty());
    tr(lang, "card-cmd-heading", fargs![n = n])
}

/// The card's abilities, then its spell's instructions, as understood (`lang` for what each
/// one is).
pub(crate) fn understood(card: &CardDef, lang: Lang) -> Vec<Understood> {
    let ctx = RenderCtx::new(SelfKind::of_types(&card.types), &[]);
    let mut out: Vec<Understood> = card
        .abilities
        .iter()
        .enumerate()
        .map(|(i, a)| Understood {
            printed: card
                .oracle_line(i)
                .map(render::escape_line)
                .unwrap_or_else(|| render::ability_text(a, Lang::En, &ctx)),
            what: what_it_is(a, lang),
            words: Lang::ALL.map(|l| (l, render::own_ability_text(a, i, l, &ctx))),
            ability: Some(i),
        })
        .collect();
    if !card.spell.is_empty() {
        out.push(Understood {
            // A card read from its French alone has no Oracle lines: the engine's own English,
            // as for an ability.
            printed: card
                .oracle_line(card.abilities.len())
                .map(render::escape_line)
                .unwrap_or_else(|| {
                    render::effects_text(&card.spell, &card.targets, Lang::En, &ctx)
                }),
            what: layers_line(card.spell.iter().flat_map(parts_of), lang),
            words: Lang::ALL
                .map(|l| (l, render::effects_text(&card.spell, &card.targets, l, &ctx))),
            ability: None,
        });
    }
    out
}

/// "in layerlab's words: …" (words in English) or "in French: …", said in `lang`.
pub(crate) fn words_line(of: Lang, words: &str, lang: Lang) -> String {
    let id = match of {
        Lang::En => "card-cmd-words-en",
        Lang::Fr => "card-cmd-words-fr",
    };
    tr(lang, id, fargs![words = words])
}

/// The heading of the sentences kept as words only (not modelled), and each of them, safe for
/// a terminal.
pub(crate) fn kept(sentences: &[String], lang: Lang) -> (String, Vec<String>) {
    (
        tr(lang, "solve-words-only", fargs![n = sentences.len()]),
        sentences.iter().map(|s| render::escape_line(s)).collect(),
    )
}

/// The layers of the effects an instruction creates: a copy effect is in layer 1a (613.2a)
/// whatever its exceptions say.
fn parts_of(o: &OneShot) -> Vec<Layer> {
    match o {
        OneShot::Effect(e) => e.parts.iter().map(Part::layer).collect(),
        OneShot::BecomeCopy(_) => vec![Layer::L1a],
        OneShot::ExchangeControl => vec![Layer::L2],
        _ => Vec::new(),
    }
}

/// What an ability is, for its line: a keyword, a mana ability, words only, or the layers of
/// the effects it makes.
fn what_it_is(a: &Ability, lang: Lang) -> String {
    match a {
        Ability::Keyword(_) => tr(lang, "card-cmd-keyword", &[]),
        Ability::Mana(_) => tr(lang, "card-cmd-mana", &[]),
        Ability::Text(_) => tr(lang, "card-cmd-words-only", &[]),
        Ability::Static(s) => layers_line(s.parts.iter().map(Part::layer), lang),
        Ability::Activated(x) => layers_line(x.effects.iter().flat_map(parts_of), lang),
        Ability::Triggered(x) => layers_line(x.effects.iter().flat_map(parts_of), lang),
        Ability::AsEnters(_) | Ability::EntersAsCopyOfThis(_) => {
            tr(lang, "card-cmd-as-enters", &[])
        }
    }
}

fn layers_line(layers: impl Iterator<Item = Layer>, lang: Lang) -> String {
    let mut layers: Vec<_> = layers.collect();
    layers.sort();
    layers.dedup();
    if layers.is_empty() {
        return tr(lang, "card-cmd-no-layer", &[]);
    }
    let labels: Vec<&str> = layers.iter().map(|l| l.label()).collect();
    tr(lang, "card-cmd-layers", fargs![layers = labels.join(", ")])
}
