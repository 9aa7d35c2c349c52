//! `layerlab card`: a card's printed type line and rules text, read as a scenario's `type_line`
//! and `text` are read, shown ability by ability: the layers its effects apply in, layerlab's
//! own words for it in English and French, and the RON a course author can paste into a
//! catalogue. A sentence the reader cannot read whole ends it with status 2, as a file would.

use std::io::Read;
use std::path::Path;

use super::args::CardArgs;
use super::output::{EXIT_BAD_INPUT, Out, error_line, finish};
use crate::content::card_text::MAX_TEXT;
use crate::content::printed_card::{self, Part, Printed, ReadCard};
use crate::content::ron_file::FileError;
use crate::i18n::problem::Problem;
use crate::i18n::{Lang, tr};
use crate::rules::card::{Ability, CardDef};
use crate::words::card_reading;

pub fn run(args: &CardArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    // Standard input is the text in the language of the type line given: French when only
    // French is given.
    let french_only = args.type_line.is_none() && args.text.is_none();
    let stdin = if args.text.is_none() && args.text_fr.is_none() {
        match read_stdin() {
            Ok(t) => Some(t),
            Err(StdinError::Unreadable(e)) => {
                let reason = crate::i18n::io_reason(&e, lang);
                error_line(&tr(
                    lang,
                    "cli-input-failed",
                    crate::fargs![reason = reason],
                ));
                return EXIT_BAD_INPUT;
            }
            Err(StdinError::Text(p)) => {
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
    let printed = Printed {
        name: args.name.as_deref().unwrap_or_default(),
        type_line: args.type_line.as_deref().unwrap_or_default(),
        pt: args.pt.as_deref(),
        text: text.as_deref().unwrap_or_default(),
        name_fr: args.name_fr.as_deref().unwrap_or_default(),
        type_line_fr: args.type_line_fr.as_deref(),
        text_fr: text_fr.as_deref(),
    };
    let ReadCard { card, kept } = match printed_card::read(printed) {
        Ok(read) => read,
        Err(e) => {
            let name = match e.part {
                Part::TypeLine => "--type-line",
                Part::TypeLineFr => "--type-line-fr",
                Part::Pt => "--pt",
                Part::Text => "--text",
                Part::TextFr => "--text-fr",
            };
            let at = FileError::at(Path::new(name), e.line, e.col, e.problem);
            error_line(&at.render(lang));
            return EXIT_BAD_INPUT;
        }
    };
    let mut out = Out::stdout();
    let written = write(&mut out, &card, &kept, lang);
    finish(written.and_then(|()| out.flush()), 0, lang)
}

/// Why standard input gave no card text.
enum StdinError {
    /// It could not be read at all (a folder, a closed descriptor).
    Unreadable(std::io::Error),
    /// What it held is no card text: too long, or not UTF-8.
    Text(Problem),
}

/// Standard input, at most a card text's cap (and a byte to see it passed).
fn read_stdin() -> Result<String, StdinError> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_TEXT as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(StdinError::Unreadable)?;
    if bytes.len() > MAX_TEXT {
        return Err(StdinError::Text(Problem::new(
            "card-text-too-long",
            vec![("found", bytes.len().into()), ("limit", MAX_TEXT.into())],
        )));
    }
    let bytes = crate::content::limits::without_bom(bytes);
    String::from_utf8(bytes).map_err(|_| StdinError::Text(Problem::new("card-cmd-stdin", vec![])))
}

fn write(
    out: &mut Out<std::io::Stdout>,
    card: &CardDef,
    kept: &[String],
    lang: Lang,
) -> std::io::Result<()> {
    out.line(&card_reading::type_line(card, lang))?;
    out.line(&card_reading::heading(card, lang))?;
    for (i, u) in card_reading::understood(card, lang).iter().enumerate() {
        out.line(&format!("{}. {}", i + 1, u.printed))?;
        out.line(&format!("   {}", u.what))?;
        for (l, words) in &u.words {
            out.line(&format!("   {}", card_reading::words_line(*l, words, lang)))?;
        }
        if let Some(a) = u.ability.and_then(|k| card.abilities.get(k)) {
            out.line(&format!("   RON: {}", ron_line(a)))?;
        }
    }
    if !kept.is_empty() {
        let (heading, sentences) = card_reading::kept(kept, lang);
        out.line("")?;
        out.line(&heading)?;
        for s in sentences {
            out.line(&format!("  {s}"))?;
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
