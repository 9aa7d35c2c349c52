//! `layerlab card`: a card's printed type line and rules text, read as a scenario's `type_line`
//! and `text` are read, shown ability by ability: the layers its effects apply in, layerlab's
//! own words for it in English and French, and the RON a course author can paste into a
//! catalogue. A sentence the reader cannot read whole ends it with status 2, as a file would.

use std::io::Read;
use std::path::Path;

use super::args::CardArgs;
use super::output::{EXIT_BAD_INPUT, Out, error_line, finish};
use crate::content::card_text::{MAX_TEXT, fields};
use crate::content::ron_file::FileError;
use crate::fargs;
use crate::i18n::problem::Problem;
use crate::i18n::{Lang, tr};
use crate::rules::card::{Ability, CardDef, OneShot, Part};
use crate::rules::printed_pt::PtValue;
use crate::words::abilities::{self as render, RenderCtx, SelfKind};

pub fn run(args: &CardArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    // Standard input is the text in the language of the type line given: French when only
    // French is given.
    let french_only = args.type_line.is_none() && args.text.is_none();
    let stdin = if args.text.is_none() && args.text_fr.is_none() {
        match read_stdin() {
            Ok(t) => Some(t),
            Err(p) => {
                error_line(&FileError::at(Path::new("-"), 1, 1, p).render(lang));
                return EXIT_BAD_INPUT;
            }
        }
    } else {
        None
    };
    let (text, text_fr) = match stdin {
        Some(t) if french_only => (None, Some(t)),
        Some(t) => (Some(t), args.text_fr.clone()),
        None => (args.text.clone(), args.text_fr.clone()),
    };
    let mut card = CardDef {
        name: args.name.clone().unwrap_or_default(),
        name_fr: args.name_fr.clone().unwrap_or_default(),
        type_line: args.type_line.clone(),
        type_line_fr: args.type_line_fr.clone(),
        text: text.clone(),
        text_fr: text_fr.clone(),
        ..CardDef::default()
    };
    if let Some(pt) = &args.pt {
        match pt_pair(pt) {
            Some((p, t)) => {
                card.power = Some(p);
                card.toughness = Some(t);
            }
            None => {
                let p = Problem::new("card-cmd-pt", vec![("pt", pt.as_str().into())]);
                error_line(&FileError::at(Path::new("--pt"), 1, 1, p).render(lang));
                return EXIT_BAD_INPUT;
            }
        }
    }
    let kept = match fields::apply(&mut card) {
        Ok(kept) => kept,
        Err(e) => {
            let (name, source) = match e.field {
                "type_line" => ("--type-line", args.type_line.clone().unwrap_or_default()),
                "type_line_fr" => (
                    "--type-line-fr",
                    args.type_line_fr.clone().unwrap_or_default(),
                ),
                "text_fr" => ("--text-fr", text_fr.clone().unwrap_or_default()),
                _ => ("--text", text.clone().unwrap_or_default()),
            };
            let (line, col) = line_col(&source, e.at);
            error_line(&FileError::at(Path::new(name), line, col, e.problem).render(lang));
            return EXIT_BAD_INPUT;
        }
    };
    if let Err(r) = crate::rules::meaning::check_card(&card) {
        let p = crate::content::refusals::problem(&r.why);
        error_line(&FileError::at(Path::new("--text"), 1, 1, p).render(lang));
        return EXIT_BAD_INPUT;
    }
    let mut out = Out::stdout();
    let written = write(&mut out, &card, &kept, lang);
    finish(written.and_then(|()| out.flush()), 0, lang)
}

/// Standard input, at most a card text's cap (and a byte to see it passed).
fn read_stdin() -> Result<String, Problem> {
    let mut bytes = Vec::new();
    let read = std::io::stdin()
        .take(MAX_TEXT as u64 + 1)
        .read_to_end(&mut bytes);
    if read.is_err() {
        return Err(Problem::new("card-cmd-stdin", vec![]));
    }
    if bytes.len() > MAX_TEXT {
        return Err(Problem::new(
            "card-text-too-long",
            vec![("found", bytes.len().into()), ("limit", MAX_TEXT.into())],
        ));
    }
    String::from_utf8(bytes).map_err(|_| Problem::new("card-cmd-stdin", vec![]))
}

/// `2/2`, `*/1+*`.
fn pt_pair(s: &str) -> Option<(PtValue, PtValue)> {
    let (p, t) = s.split_once('/')?;
    Some((
        PtValue::parse(p.trim()).ok()?,
        PtValue::parse(t.trim()).ok()?,
    ))
}

/// The line and column of byte `at` of `text` (1-based; a column counts characters).
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

fn write(
    out: &mut Out<std::io::Stdout>,
    card: &CardDef,
    kept: &[String],
    lang: Lang,
) -> std::io::Result<()> {
    let ctx = RenderCtx::new(SelfKind::of_types(&card.types), &[]);
    let type_line = render::type_line(&card.supertypes, &card.types, &card.subtypes, lang);
    out.line(&tr(lang, "card-cmd-type-line", fargs![line = type_line]))?;
    let n = card.abilities.len() + usize::from(!card.spell.is_empty());
    out.line(&tr(lang, "card-cmd-heading", fargs![n = n]))?;
    for (i, a) in card.abilities.iter().enumerate() {
        let printed = card
            .oracle_line(i)
            .map(render::escape_line)
            .unwrap_or_else(|| render::ability_text(a, Lang::En, &ctx));
        out.line(&format!("{}. {printed}", i + 1))?;
        out.line(&format!("   {}", what_it_is(a, lang)))?;
        for l in [Lang::En, Lang::Fr] {
            let words = render::own_ability_text(a, i, l, &ctx);
            out.line(&format!(
                "   {}",
                tr(lang, words_id(l), fargs![words = words])
            ))?;
        }
        out.line(&format!("   RON: {}", ron_line(a)))?;
    }
    if !card.spell.is_empty() {
        let i = card.abilities.len();
        let printed = card
            .oracle_line(i)
            .map(render::escape_line)
            .unwrap_or_default();
        out.line(&format!("{}. {printed}", i + 1))?;
        out.line(&format!(
            "   {}",
            layers_line(card.spell.iter().flat_map(parts_of), lang)
        ))?;
        for l in [Lang::En, Lang::Fr] {
            let words = render::effects_text(&card.spell, &card.targets, l, &ctx);
            out.line(&format!(
                "   {}",
                tr(lang, words_id(l), fargs![words = words])
            ))?;
        }
    }
    if !kept.is_empty() {
        out.line("")?;
        out.line(&tr(lang, "solve-words-only", fargs![n = kept.len()]))?;
        for s in kept {
            out.line(&format!("  {}", render::escape_line(s)))?;
        }
    }
    out.line("")?;
    out.line(&tr(lang, "card-cmd-ron", &[]))?;
    let entry = CardDef {
        oracle: card.oracle.clone(),
        ..card.clone()
    };
    out.text(&ron_entry(&entry))
}

fn words_id(l: Lang) -> &'static str {
    match l {
        Lang::En => "card-cmd-words-en",
        Lang::Fr => "card-cmd-words-fr",
    }
}

/// The parts of the effects an instruction creates.
fn parts_of(o: &OneShot) -> Vec<&Part> {
    match o {
        OneShot::Effect(e) => e.parts.iter().collect(),
        OneShot::BecomeCopy(c) => c.except.iter().collect(),
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
        Ability::Static(s) => layers_line(s.parts.iter(), lang),
        Ability::Activated(x) => layers_line(x.effects.iter().flat_map(parts_of), lang),
        Ability::Triggered(x) => layers_line(x.effects.iter().flat_map(parts_of), lang),
        Ability::AsEnters(_) | Ability::EntersAsCopyOfThis(_) => {
            tr(lang, "card-cmd-as-enters", &[])
        }
    }
}

fn layers_line<'a>(parts: impl Iterator<Item = &'a Part>, lang: Lang) -> String {
    let mut layers: Vec<_> = parts.map(Part::layer).collect();
    layers.sort();
    layers.dedup();
    if layers.is_empty() {
        return tr(lang, "card-cmd-no-layer", &[]);
    }
    let labels: Vec<&str> = layers.iter().map(|l| l.label()).collect();
    tr(lang, "card-cmd-layers", fargs![layers = labels.join(", ")])
}

fn ron_config() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .struct_names(false)
        .new_line("\n".to_string())
        .indentor("    ".to_string())
}

/// An ability as the catalogue writes it, on one line.
fn ron_line(a: &Ability) -> String {
    let one_line = ron_config()
        .compact_arrays(true)
        .compact_structs(true)
        .compact_maps(true);
    ron::ser::to_string_pretty(a, one_line).unwrap_or_default()
}

/// The card as a catalogue entry: a field a line, each list on one line.
fn ron_entry(card: &CardDef) -> String {
    let cfg = ron_config().compact_arrays(true);
    ron::ser::to_string_pretty(card, cfg).unwrap_or_default()
}
