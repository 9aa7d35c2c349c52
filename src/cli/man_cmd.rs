//! `layerlab man`: the manual page, in roff, from the command definition clap parses with. One
//! page holds the app's options and then each command's synopsis, description and options, so
//! `layerlab man | man -l -` shows everything and nothing drifts from `--help`.

use std::io::{self, Write};

use clap_mangen::Man;

use super::completions_cmd::finish_quietly;
use super::output::Out;

/// The whole page, in ASCII (every other character as a roff escape, which any troff reads).
pub(crate) fn page() -> io::Result<Vec<u8>> {
    // In English, whatever the reader's language: a manual page is installed once for every
    // user of the machine, under the English pages.
    let mut cmd = super::help_text::command(crate::i18n::Lang::En);
    // Built once here so each command knows its full name ("layerlab solve") for its synopsis.
    cmd.build();
    let mut roff = Vec::new();
    let man = Man::new(cmd.clone());
    man.render_title(&mut roff)?;
    man.render_name_section(&mut roff)?;
    man.render_synopsis_section(&mut roff)?;
    man.render_description_section(&mut roff)?;
    man.render_options_section(&mut roff)?;
    // clap_mangen's list of commands points to a page per command (layerlab-solve(1)); this
    // page holds them itself, each in a section of its own.
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = sub.get_bin_name().unwrap_or_else(|| sub.get_name());
        writeln!(roff, ".SH \"{}\"", name.to_uppercase())?;
        let man = Man::new(sub.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part)?;
        man.render_description_section(&mut part)?;
        man.render_options_section(&mut part)?;
        for line in String::from_utf8_lossy(&part).lines() {
            match line.strip_prefix(".SH ") {
                Some(title) => writeln!(roff, ".SS {title}")?,
                None => writeln!(roff, "{line}")?,
            }
        }
    }
    man.render_version_section(&mut roff)?;
    Ok(ascii(&String::from_utf8_lossy(&roff)).into_bytes())
}

/// `text` with every character beyond ASCII written as roff's `\[uXXXX]`: the help's dashes
/// and accents ("Creature — Elf", "Créature") would otherwise need the reader's troff to be
/// told the page's encoding.
fn ascii(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("\\[u{:04X}]", u32::from(c)));
        }
    }
    out
}

pub fn run() -> u8 {
    let mut out = Out::stdout();
    // Roff is the page's source, written as generated, not escaped like text for a terminal.
    let written = page()
        .and_then(|roff| out.raw().write_all(&roff))
        .and_then(|()| out.flush());
    finish_quietly(written)
}
