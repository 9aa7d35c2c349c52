//! One step of a trace in words: as `solve` prints it (text or Markdown), and as a worked
//! answer gives it (the steps that touch one object).

use std::fmt::{self, Write};

use super::explain::{Explainer, LineWords, kv, shown};
use crate::i18n::tr;
use crate::rules::trace::{State, Step};

/// Writes step `n` (0-based) of the trace as `solve` prints it: its layer, effect, reason,
/// notes, the objects it affected and what it changed, each line ending with a newline.
/// `state` is the state before the step; the step is applied to it. `words` keeps the words
/// the lines of a report share, from step to step (made for `ex`'s language).
pub(crate) fn write_step(
    w: &mut dyn Write,
    ex: &Explainer,
    n: usize,
    s: &Step,
    state: &mut State,
    md: bool,
    words: &mut LineWords,
) -> fmt::Result {
    let lang = ex.lang;
    let layer = ex.layer_title(s.layer, s.counters);
    let label = ex.label(s);
    match (s.effect.map(|e| ex.effect_title(e)), md) {
        (Some(title), true) => {
            writeln!(w, "{}. **[{label}]** {}", n + 1, kv(lang, &layer, &title))?
        }
        (None, true) => writeln!(w, "{}. **[{label}]** {layer}", n + 1)?,
        (Some(title), false) => writeln!(w, "{:>3}. [{label}] {layer}\n     {title}", n + 1)?,
        (None, false) => writeln!(w, "{:>3}. [{label}] {layer}", n + 1)?,
    }
    let indent = if md { "   - " } else { "     " };
    writeln!(w, "{indent}{}", ex.reason(s))?;
    for note in ex.notes(s) {
        writeln!(w, "{indent}{note}")?;
    }
    // A step may change thousands of objects: the words its lines share are formatted once,
    // and each line is written where it goes.
    if !s.affected.is_empty() && s.effect.is_some() {
        let key = tr(lang, "solve-affected", &[]);
        let mut names = String::new();
        for (k, t) in s.affected.iter().enumerate() {
            if k > 0 {
                names.push_str(", ");
            }
            names.push_str(words.target(ex, *t, &state.chars));
        }
        w.write_str(indent)?;
        words.write_kv(w, &|w| w.write_str(&key), &|w| w.write_str(&names))?;
        w.write_str("\n")?;
    }
    state.apply(s);
    // An object's changes come in a row: its name is written once for them.
    let mut line = String::new();
    let (mut named, mut name) = (None, String::new());
    for c in s.changes.iter().filter(|c| shown(c.field)) {
        if named != Some(c.target) {
            name.clear();
            name.push_str(words.target(ex, c.target, &state.chars));
            named = Some(c.target);
        }
        line.clear();
        line.push_str(indent);
        ex.write_change_line(&mut line, s, &c, &state.chars, words, &name)?;
        line.push('\n');
        w.write_str(&line)?;
    }
    Ok(())
}

/// [`write_step`] into a string.
pub(crate) fn step_text(ex: &Explainer, n: usize, s: &Step, state: &mut State, md: bool) -> String {
    let mut out = String::new();
    // Writing to a String does not fail.
    let _ = write_step(&mut out, ex, n, s, state, md, &mut LineWords::new(ex.lang));
    out
}
