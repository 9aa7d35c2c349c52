//! The phase procedure and chains in words: the `text` explanations (also step by step, for the
//! phase sandbox: [`steps`]), the chain's one-line trace, the messages for what goes wrong, and
//! the `trace` report of a scenario's [`Outcome`].
//!
//! The phase trace (`R1 [1]A pass …`) is the course's notation and comes from the engine; shown
//! to a reader, its word for a chosen pass is in the reader's language ([`trace_words`]: `passe`
//! in French), while `expect` lines and the `trace` format keep `pass`. The chain's line (`CL1 Am1 | resolves Am1 | first to respond: P`) has words in it, so it is a
//! Fluent message: its English form is the one `expect` lines are written in.

pub(crate) mod chain;
pub mod errors;
pub(crate) mod explain;
mod lines;
mod notation;
mod size;
pub(crate) mod steps;

use std::io;

use crate::i18n::Lang;
use crate::phase::outcome::Outcome;
use crate::phase::trace::same_line;

pub use chain::ChainWords;
pub(crate) use chain::chain_line;
pub(crate) use explain::{chain_text, phase_text, write_chain_text, write_phase_text};
pub use lines::Lines;
pub(crate) use notation::{pass_word, trace_words};
pub use size::{ReportTooLarge, check_report_size};

/// What the program says of a scenario's outcome: its traces and reports, in a language.
pub trait OutcomeWords {
    /// The one-line trace, in the form `expect` lines are written in.
    fn trace_line(&self) -> String;

    /// The one-line trace as shown in `lang` (a chain's words translated; the phase notation
    /// with the reader's word for a chosen pass).
    fn trace_line_in(&self, lang: Lang) -> String;

    /// Whether the trace is the `expect`ed one (`true` without an expectation).
    fn meets(&self, expect: Option<&str>) -> bool;

    /// Whether an `expect` line is met (`None` without one).
    fn expect_met(&self, expect: Option<&str>) -> Option<bool>;

    /// The `trace` format: the notation line, then `resolved: …` and `lapsed: …`.
    fn trace_output(&self) -> String;

    /// Writes the `text` format in `lang`, line by line.
    fn write_text(&self, lang: Lang, out: &mut dyn Lines) -> io::Result<()>;

    /// The `text` format in `lang`, as one string.
    fn text(&self, lang: Lang) -> String;

    /// Whether the `text` and `json` reports stay within their size cap.
    fn check_report_size(&self) -> Result<(), ReportTooLarge>;
}

impl OutcomeWords for Outcome {
    fn trace_line(&self) -> String {
        self.trace_line_in(Lang::En)
    }

    fn trace_line_in(&self, lang: Lang) -> String {
        match self {
            Outcome::Phase(r) => trace_words(&r.procedure.trace_line(), lang),
            Outcome::Chain(c) => chain_line(c, lang),
        }
    }

    fn meets(&self, expect: Option<&str>) -> bool {
        expect.is_none_or(|e| same_line(e, &self.trace_line()))
    }

    fn expect_met(&self, expect: Option<&str>) -> Option<bool> {
        expect.map(|e| same_line(e, &self.trace_line()))
    }

    fn trace_output(&self) -> String {
        format!(
            "{}\nresolved: {}\nlapsed: {}\n",
            self.trace_line(),
            crate::phase::trace::id_list(&self.resolved()),
            crate::phase::trace::id_list(&self.lapsed())
        )
    }

    fn write_text(&self, lang: Lang, out: &mut dyn Lines) -> io::Result<()> {
        match self {
            Outcome::Phase(r) => write_phase_text(&r.procedure, lang, out),
            Outcome::Chain(c) => write_chain_text(c, lang, out),
        }
    }

    fn text(&self, lang: Lang) -> String {
        match self {
            Outcome::Phase(r) => phase_text(&r.procedure, lang),
            Outcome::Chain(c) => chain_text(c, lang),
        }
    }

    fn check_report_size(&self) -> Result<(), ReportTooLarge> {
        match self {
            Outcome::Phase(r) => check_report_size(&r.procedure),
            Outcome::Chain(_) => Ok(()),
        }
    }
}
