//! The text and Markdown reports of `solve`: the board, the players, every step of the trace,
//! the effects that ended and the scenario's expectations. Written as it is made, line by line,
//! to any writer (the command's buffered, escaping output; a file; a string).

use std::fmt;
use std::io;

use super::abilities;
use super::explain::{self, Explainer, kv};
use super::steps::write_step;
use crate::content::expect::Mismatch;
use crate::content::scenario::Loaded;
use crate::escape::one_line;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::card::RuleChange;
use crate::rules::effect::Ended;
use crate::rules::layer::Numbering;
use crate::rules::object::Zone;
use crate::rules::solve::Solution;
use crate::rules::trace::{State, Value};

/// What a report is about, and how to write it.
pub struct Report<'a> {
    pub loaded: &'a Loaded,
    pub sol: &'a Solution,
    pub mismatches: &'a [Mismatch],
    pub lang: Lang,
    pub numbering: Numbering,
    /// Markdown (headings, a table, lists) rather than plain text.
    pub md: bool,
}

/// Writes the report to `w`, ending with one newline (no blank line, no trailing space: the
/// last line as the report's text ends).
pub(crate) fn write(w: &mut impl io::Write, report: &Report) -> io::Result<()> {
    let mut t = TrimEnd {
        inner: w,
        held: String::new(),
        error: None,
    };
    let written = report.write_to(&mut t);
    match (written, t.error.take()) {
        (_, Some(e)) => Err(e),
        (Err(_), None) => Err(io::Error::other(fmt::Error)),
        (Ok(()), None) => {
            let kept = t.held.trim_end().len();
            t.inner.write_all(&t.held.as_bytes()[..kept])?;
            t.inner.write_all(b"\n")
        }
    }
}

/// The report as a string, without the final newline (a file of its own, the plain mode's
/// answer).
pub fn text(report: &Report) -> String {
    let mut out: Vec<u8> = Vec::new();
    // Writing to a Vec does not fail.
    let _ = write(&mut out, report);
    let mut s = String::from_utf8(out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    s.pop();
    s
}

/// A writer that holds back trailing whitespace until more text follows: what it passes on is
/// the text written so far with its end trimmed. It passes text on in pieces of about
/// [`TrimEnd::CHUNK`] bytes: a report is written in many short pieces, and each write to the
/// output is escaped for a terminal on its own (a piece larger than the output's buffer goes
/// past it, not through it).
struct TrimEnd<'w, W: io::Write> {
    inner: &'w mut W,
    /// Text not passed on yet, trailing whitespace included.
    held: String,
    error: Option<io::Error>,
}

impl<W: io::Write> TrimEnd<'_, W> {
    const CHUNK: usize = 128 * 1024;
}

impl<W: io::Write> fmt::Write for TrimEnd<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.held.push_str(s);
        if self.held.len() < Self::CHUNK {
            return Ok(());
        }
        let kept = self.held.trim_end().len();
        if let Err(e) = self.inner.write_all(&self.held.as_bytes()[..kept]) {
            self.error = Some(e);
            return Err(fmt::Error);
        }
        self.held.drain(..kept);
        Ok(())
    }
}

impl Report<'_> {
    fn heading(&self, w: &mut dyn fmt::Write, s: &str) -> fmt::Result {
        if self.md {
            write!(w, "## {s}\n\n")
        } else {
            writeln!(w, "{s}\n{}", "=".repeat(s.chars().count()))
        }
    }

    /// "- " before each item of a Markdown list.
    fn item(&self) -> &'static str {
        if self.md { "- " } else { "" }
    }

    fn write_to(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        let ex = Explainer {
            game: &self.loaded.game,
            trace: &self.sol.trace,
            lang: self.lang,
            numbering: self.numbering,
        };
        self.board(w, &ex)?;
        self.words_only(w)?;
        writeln!(w)?;
        self.players(w)?;
        writeln!(w)?;
        self.steps(w, &ex)?;
        self.ended(w)?;
        self.expectations(w)
    }

    /// The sentences of cards given by their text that are kept as words only: the board
    /// says so, so a partly read card is never taken for a whole one.
    fn words_only(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        let kept = &self.loaded.words_only;
        if kept.is_empty() {
            return Ok(());
        }
        writeln!(w)?;
        writeln!(
            w,
            "{}",
            tr(self.lang, "solve-words-only", fargs![n = kept.len()])
        )?;
        for (card, sentence) in kept {
            let bullet = if self.md { "- " } else { "  " };
            writeln!(w, "{bullet}{}: {}", one_line(card), one_line(sentence))?;
        }
        Ok(())
    }

    fn board(&self, w: &mut dyn fmt::Write, ex: &Explainer) -> fmt::Result {
        self.heading(w, &tr(self.lang, "solve-board", &[]))?;
        write_board(w, self.loaded, ex, &self.sol.state, self.md)
    }

    fn players(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        let lang = self.lang;
        let state = &self.sol.state;
        self.heading(w, &tr(lang, "solve-players", &[]))?;
        for (p, pc) in state.players.iter().enumerate() {
            let max = pc
                .max_hand_size
                .map_or_else(|| tr(lang, "value-no-maximum", &[]), |m| m.to_string());
            let mut line = tr(
                lang,
                "solve-player-line",
                fargs![
                    id = format!("p{p}"),
                    life = pc.life,
                    hand = pc.hand,
                    max = max
                ],
            );
            if !pc.abilities.is_empty() {
                let list = pc
                    .abilities
                    .iter()
                    .map(|k| abilities::keyword_name(k, lang))
                    .collect::<Vec<_>>()
                    .join(", ");
                let has = tr(lang, "solve-player-abilities", fargs![list = list]);
                line = tr(lang, "solve-player-more", fargs![line = line, more = has]);
            }
            for r in &pc.rules {
                if *r != RuleChange::NoMaximumHandSize {
                    let more = explain::rule_text(r, lang);
                    line = tr(lang, "solve-player-more", fargs![line = line, more = more]);
                }
            }
            writeln!(w, "{}{line}", self.item())?;
        }
        for r in &state.rules {
            let key = tr(lang, "solve-game-rules", &[]);
            writeln!(
                w,
                "{}{}",
                self.item(),
                kv(lang, &key, &explain::rule_text(r, lang))
            )?;
        }
        Ok(())
    }

    fn steps(&self, w: &mut dyn fmt::Write, ex: &Explainer) -> fmt::Result {
        let trace = &self.sol.trace;
        self.heading(
            w,
            &tr(self.lang, "solve-steps", fargs![n = trace.steps.len()]),
        )?;
        if trace.steps.is_empty() {
            writeln!(w, "{}", tr(self.lang, "solve-no-steps", &[]))?;
        }
        // Characteristics as they were before each step, to name objects as they were then.
        let mut state = trace.start();
        let mut words = explain::LineWords::new(self.lang);
        for (n, s) in trace.steps.iter().enumerate() {
            write_step(w, ex, n, s, &mut state, self.md, &mut words)?;
        }
        Ok(())
    }

    fn ended(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        let lang = self.lang;
        let mut ended = self
            .loaded
            .game
            .effects
            .iter()
            .filter(|e| e.ended.is_some())
            .peekable();
        if ended.peek().is_none() {
            return Ok(());
        }
        writeln!(w)?;
        self.heading(w, &tr(lang, "solve-ended", &[]))?;
        for e in ended {
            let name = if lang == Lang::Fr && !e.source_name.1.is_empty() {
                &e.source_name.1
            } else {
                &e.source_name.0
            };
            let why = tr(
                lang,
                &format!("ended-{:?}", e.ended.clone().unwrap_or(Ended::EndOfTurn)),
                &[],
            );
            let line = tr(
                lang,
                "ended-line",
                fargs![
                    name = one_line(name).into_owned(),
                    label = one_line(&e.label).into_owned(),
                    why = why
                ],
            );
            writeln!(w, "{}{line}", self.item())?;
        }
        Ok(())
    }

    fn expectations(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        let lang = self.lang;
        let expect = &self.loaded.file.expect;
        if expect.is_empty() {
            return Ok(());
        }
        writeln!(w)?;
        if self.mismatches.is_empty() {
            return writeln!(
                w,
                "{}",
                tr(lang, "solve-expect-ok", fargs![n = expect.len()])
            );
        }
        writeln!(
            w,
            "{}",
            tr(
                lang,
                "solve-expect-failed",
                fargs![n = self.mismatches.len()]
            )
        )?;
        for m in self.mismatches {
            let bullet = if self.md { "- " } else { "  " };
            writeln!(w, "{bullet}{}", mismatch(m, lang))?;
        }
        Ok(())
    }
}

/// The board as a table: each object on the battlefield with its characteristics in `state` (the
/// solution's, or the state at a step of its trace), one object a row in Markdown, a few lines
/// each in plain text. `solve` prints it under its heading; a lesson prints it under a "try it"
/// block and a worksheet under a question.
pub(crate) fn write_board(
    w: &mut dyn fmt::Write,
    loaded: &Loaded,
    ex: &Explainer,
    state: &State,
    md: bool,
) -> fmt::Result {
    let lang = ex.lang;
    let game = &loaded.game;
    let chars = &state.chars;
    if md {
        let cols = [
            "solve-col-id",
            "solve-col-name",
            "solve-col-controller",
            "solve-col-type",
            "solve-col-colors",
            "solve-col-pt",
            "solve-col-abilities",
            "solve-col-counters",
            "solve-col-timestamp",
        ];
        let heads: Vec<String> = cols.iter().map(|c| tr(lang, c, &[])).collect();
        writeln!(w, "| {} |", heads.join(" | "))?;
        writeln!(w, "|{}", "---|".repeat(cols.len()))?;
    }
    let words = explain::AbilityWords::default();
    let on_battlefield =
        (0..game.objects.len()).filter(|&i| game.objects[i].zone == Zone::Battlefield);
    for i in on_battlefield {
        let o = &game.objects[i];
        let c = &chars[i];
        let type_line = explain::type_line(c, lang);
        let colors = ex.value(&Value::Colors(c.colors.clone()), None, chars);
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => "—".to_string(),
        };
        let mut abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| words.ability(game, i, a, c, lang))
            .collect();
        // Rules of the game about it (613.11) are not abilities, but a judge reads them there.
        if !c.rules.is_empty() {
            let key = tr(lang, "solve-col-rules", &[]);
            let value = ex.value(&Value::ObjectRules(c.rules.clone()), Some(i), chars);
            abilities.push(kv(lang, &key, &value));
        }
        let counters: Vec<String> = o
            .counters
            .iter()
            .map(|k| format!("{} x{}", one_line(&k.kind), k.count))
            .collect();
        let dies = if state.dies.get(i).copied().unwrap_or(false) {
            format!(
                " — {}",
                tr(lang, "dies", fargs![toughness = c.toughness.unwrap_or(0)])
            )
        } else {
            String::new()
        };
        let id = one_line(&o.id);
        let mut name = explain::name(c, lang);
        // A status the layers don't compute, but a judge reads (702.26b: phased out, it is
        // treated as though it does not exist).
        for (on, key) in [
            (o.tapped, "solve-tapped"),
            (o.phased_out, "solve-phased-out"),
        ] {
            if on {
                name.push_str(&format!(" · {}", tr(lang, key, &[])));
            }
        }
        if md {
            writeln!(
                w,
                "| `{id}` | {name} | p{} | {type_line} | {colors} | {pt}{dies} | {} | {} | {} |",
                c.controller,
                abilities.join("<br>"),
                counters.join(", "),
                o.timestamp
            )?;
        } else {
            writeln!(w, "{id} — {name} (p{}, t{})", c.controller, o.timestamp)?;
            writeln!(w, "    {type_line} · {colors} · {pt}{dies}")?;
            for a in &abilities {
                writeln!(w, "    {a}")?;
            }
            if !counters.is_empty() {
                let key = tr(lang, "solve-col-counters", &[]);
                writeln!(w, "    {}", kv(lang, &key, &counters.join(", ")))?;
            }
        }
    }
    Ok(())
}

/// [`write_board`] as a string, each line after `indent`.
pub(crate) fn board_text(loaded: &Loaded, ex: &Explainer, state: &State, indent: &str) -> String {
    let mut out = String::new();
    // Writing to a String does not fail.
    let _ = write_board(&mut out, loaded, ex, state, false);
    out.lines()
        .map(|l| format!("{indent}{l}\n"))
        .collect::<String>()
}

/// The scenario's expectations that the solution does not meet (abilities are compared as their
/// English rules text).
pub fn mismatches(loaded: &Loaded, sol: &Solution) -> Vec<Mismatch> {
    let game = &loaded.game;
    let render = |i: usize, a: &crate::rules::object::AbilityInst| {
        explain::ability(game, i, a, &sol.state.chars[i], Lang::En)
    };
    let keyword =
        |k: &crate::rules::card::Keyword| crate::words::abilities::keyword_name(k, Lang::En);
    crate::content::expect::check(&loaded.file.expect, game, &sol.state, &render, &keyword)
}

/// One expectation that does not hold, in words.
pub(crate) fn mismatch(m: &Mismatch, lang: Lang) -> String {
    let (expected, actual) = if m.field == "id" {
        (
            tr(lang, "solve-expect-an-object", &[]),
            tr(lang, "solve-expect-no-object", &[]),
        )
    } else {
        (
            one_line(&m.expected).into_owned(),
            one_line(&m.actual).into_owned(),
        )
    };
    tr(
        lang,
        "solve-expect-line",
        fargs![
            id = one_line(&m.id).into_owned(),
            field = m.field,
            expected = expected,
            actual = actual
        ],
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::content::catalogue::Catalogue;
    use crate::rules::solve::{SolveOptions, solve};

    /// The text report of C creatures under E Anthems (C×E changes of power and of toughness)
    /// formats the words its lines share once a step: it asks for far fewer messages than it
    /// writes lines, in both languages and in Markdown, where it asked for three a line.
    #[test]
    fn a_long_report_formats_its_shared_words_once_a_step() {
        let mut actions = String::new();
        for k in 0..100 {
            actions.push_str(&format!(
                "Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),\n"
            ));
        }
        for k in 0..20 {
            actions.push_str(&format!(
                "Enter(id: \"a{k}\", card: \"Glorious Anthem\", controller: 0),\n"
            ));
        }
        let text = format!("Scenario(format_version: 1, actions: [\n{actions}])");
        let cat = Catalogue::embedded();
        let loaded = crate::content::scenario::load_str(Path::new("a.ron"), &text, &cat)
            .expect("the board loads");
        let sol = solve(&loaded.game, &SolveOptions::traced());
        for (lang, md) in [(Lang::En, false), (Lang::Fr, false), (Lang::En, true)] {
            let report = Report {
                loaded: &loaded,
                sol: &sol,
                mismatches: &[],
                lang,
                numbering: Numbering::Current,
                md,
            };
            crate::i18n::asked::take();
            let out = super::text(&report);
            let asked = crate::i18n::asked::take();
            let lines = out.lines().count();
            assert!(lines > 4_000, "{lines} lines");
            assert!(asked < lines / 4, "{asked} messages for {lines} lines");
        }
    }
}
