//! One step of a trace in words: as `solve` prints it (text or Markdown), and as a worked
//! answer gives it (the steps that touch one object).

use std::fmt::{self, Write};

use super::explain::{Explainer, kv, shown};
use crate::i18n::tr;
use crate::rules::trace::{State, Step};

/// Writes step `n` (0-based) of the trace as `solve` prints it: its layer, effect, reason,
/// notes, the objects it affected and what it changed, each line ending with a newline.
/// `state` is the state before the step; the step is applied to it.
pub(crate) fn write_step(
    w: &mut dyn Write,
    ex: &Explainer,
    n: usize,
    s: &Step,
    state: &mut State,
    md: bool,
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
    if !s.affected.is_empty() && s.effect.is_some() {
        let names: Vec<String> = s
            .affected
            .iter()
            .map(|t| ex.target(*t, &state.chars))
            .collect();
        writeln!(
            w,
            "{indent}{}",
            kv(lang, &tr(lang, "solve-affected", &[]), &names.join(", "))
        )?;
    }
    state.apply(s);
    for c in s.changes.iter().filter(|c| shown(c.field)) {
        writeln!(
            w,
            "{indent}{}",
            kv(
                lang,
                &ex.target(c.target, &state.chars),
                &ex.step_change(s, c, &state.chars)
            )
        )?;
    }
    Ok(())
}

/// [`write_step`] into a string.
pub(crate) fn step_text(ex: &Explainer, n: usize, s: &Step, state: &mut State, md: bool) -> String {
    let mut out = String::new();
    // Writing to a String does not fail.
    let _ = write_step(&mut out, ex, n, s, state, md);
    out
}
