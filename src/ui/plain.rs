//! `--plain`: the app as plain lines, for screen readers and copy-paste. It prints instead of
//! drawing and reads one command a line from standard input: lessons page by page, a page's
//! board step by step. The text comes from the same words as `layerlab lesson` and
//! `layerlab solve` ([`crate::words::lesson`], [`crate::words::report`]).

use std::io::{self, BufRead, Write};

use crate::content::course::Course;
use crate::content::lesson::Block;
use crate::content::scenario::Loaded;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::layer::Numbering;
use crate::rules::solve::Solution;
use crate::words::explain::Explainer;
use crate::words::phase::OutcomeWords as _;
use crate::words::{lesson, report, steps, terminal_safe};

/// A board opened from a page, and how many of its steps are applied.
struct PlainBoard {
    loaded: Loaded,
    sol: Solution,
    pos: usize,
}

/// The plain-mode session.
pub struct Plain<'a> {
    course: &'a Course,
    lang: Lang,
    /// The open lesson (0-based) and page.
    lesson: Option<usize>,
    page: usize,
    /// Which board of the page `o` opens next.
    try_next: usize,
    board: Option<PlainBoard>,
    /// Questions answered right or shown (by id): the next `answer` goes to the page's first
    /// question not among them.
    settled: std::collections::BTreeSet<String>,
    /// A phase being said step by step: its question's id and the steps' words so far.
    steps: Option<(String, String)>,
    /// The question of the page `ask N` chose for the next `answer` (else the first one not
    /// answered right nor shown).
    asked: Option<String>,
}

/// What a command asks.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Command {
    Help,
    Index,
    Lesson(String),
    Next,
    Prev,
    Read,
    Open,
    Step,
    Back,
    Trace,
    Procedure,
    Lang(String),
    Answer(String),
    Show,
    Ask(String),
    Quit,
    Unknown(String),
}

fn parse(line: &str) -> Option<Command> {
    let line = line.trim();
    if line.is_empty() {
        return None;
    }
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let word = word.to_lowercase();
    Some(match word.as_str() {
        "help" | "h" | "?" => Command::Help,
        "index" | "i" | "list" => Command::Index,
        "lesson" | "l" => Command::Lesson(rest.to_string()),
        w if w.chars().all(|c| c.is_ascii_digit()) => Command::Lesson(w.to_string()),
        "n" | "next" => Command::Next,
        "p" | "prev" | "previous" => Command::Prev,
        "r" | "read" => Command::Read,
        "o" | "open" => Command::Open,
        "s" | "step" => Command::Step,
        "b" | "back" => Command::Back,
        "t" | "trace" => Command::Trace,
        "w" | "phase" | "procedure" => Command::Procedure,
        "lang" | "language" | "langue" => Command::Lang(rest.to_string()),
        "q" | "quit" | "exit" => Command::Quit,
        "answer" | "a" | "reponse" | "réponse" => Command::Answer(rest.to_string()),
        "show" | "montre" | "montrer" => Command::Show,
        "ask" | "question" => Command::Ask(rest.to_string()),
        _ => Command::Unknown(line.to_string()),
    })
}

impl<'a> Plain<'a> {
    pub fn new(course: &'a Course, lang: Lang) -> Plain<'a> {
        Plain {
            course,
            lang,
            lesson: None,
            page: 0,
            try_next: 0,
            board: None,
            settled: Default::default(),
            steps: None,
            asked: None,
        }
    }

    fn t(&self, id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
        tr(self.lang, id, args)
    }

    /// What the session prints first: the lesson index and how to get help.
    pub fn welcome(&self) -> String {
        format!("{}\n\n{}", self.index(), self.t("ui-plain-welcome", &[]))
    }

    fn index(&self) -> String {
        let mut out = self.t("ui-plain-index", &[]);
        for (i, lf) in self.course.lessons.iter().enumerate() {
            out.push_str(&format!(
                "\n{:>2}. {}",
                i + 1,
                self.course.tr(self.lang, &lf.lesson.title)
            ));
        }
        out
    }

    fn page(&self) -> String {
        let Some(l) = self.lesson else {
            return self.t("ui-plain-no-lesson", &[]);
        };
        let count = self.course.lessons[l].lesson.pages.len();
        let mut out = String::new();
        if self.page == 0 {
            out.push_str(&lesson::lesson_intro(self.course, l, self.lang));
        }
        // Questions are asked, not answered: the answer comes with `answer` or `show`.
        match lesson::page_text_with(
            self.course,
            l,
            self.page,
            self.lang,
            lesson::Answers::Hidden,
        ) {
            Ok(text) => out.push_str(&text),
            // A content error takes the page's place; the session goes on (other pages work).
            Err(e) => out.push_str(&format!("\n{}\n", e.render(self.lang))),
        }
        out.push('\n');
        out.push_str(&self.t("ui-plain-page", fargs![n = self.page + 1, count = count]));
        out.trim().to_string()
    }

    /// The step the board shows (the one applied last), or the start.
    fn step(&self) -> String {
        let Some(b) = &self.board else {
            return self.t("ui-plain-no-board", &[]);
        };
        let total = b.sol.trace.steps.len();
        let ex = Explainer {
            game: &b.loaded.game,
            trace: &b.sol.trace,
            lang: self.lang,
            numbering: Numbering::Current,
        };
        match b.pos.checked_sub(1) {
            None => self.t("ui-step-start", fargs![total = total]),
            Some(i) => {
                let head = self.t("ui-step-of", fargs![n = b.pos, total = total]);
                let mut state = b.sol.trace.replay(i);
                let text = steps::step_text(&ex, i, &b.sol.trace.steps[i], &mut state, false);
                format!("{head}\n{}", text.trim_end())
            }
        }
    }

    /// Runs one command line; `None` when the session ends.
    pub fn command(&mut self, line: &str) -> Option<String> {
        let Some(cmd) = parse(line) else {
            return Some(String::new());
        };
        let lessons = self.course.lessons.len();
        Some(match cmd {
            Command::Quit => return None,
            Command::Help => format!(
                "{}\n{}",
                self.t("ui-plain-help", &[]),
                self.t("ui-plain-help-answer", &[])
            ),
            Command::Answer(text) => self.answer(Some(&text)),
            Command::Show => self.answer(None),
            Command::Ask(n) => self.ask(&n),
            Command::Index => self.index(),
            Command::Lesson(n) => match n.parse::<usize>() {
                Ok(n) if (1..=lessons).contains(&n) => {
                    self.lesson = Some(n - 1);
                    self.page = 0;
                    self.try_next = 0;
                    self.page()
                }
                _ => self.t("lesson-unknown", fargs![n = n, count = lessons]),
            },
            Command::Next | Command::Prev => {
                let Some(l) = self.lesson else {
                    return Some(self.t("ui-plain-no-lesson", &[]));
                };
                let count = self.course.lessons[l].lesson.pages.len();
                if cmd == Command::Next && self.page + 1 < count {
                    self.page += 1;
                    self.try_next = 0;
                    self.page()
                } else if cmd == Command::Prev && self.page > 0 {
                    self.page -= 1;
                    self.try_next = 0;
                    self.page()
                } else if cmd == Command::Next {
                    self.t("ui-plain-last-page", &[])
                } else {
                    self.t("ui-plain-first-page", &[])
                }
            }
            Command::Read => self.page(),
            Command::Open => self.open(),
            Command::Step | Command::Back => {
                let Some(b) = self.board.as_mut() else {
                    return Some(self.t("ui-plain-no-board", &[]));
                };
                let total = b.sol.trace.steps.len();
                let moved = if cmd == Command::Step && b.pos < total {
                    b.pos += 1;
                    true
                } else if cmd == Command::Back && b.pos > 0 {
                    b.pos -= 1;
                    true
                } else {
                    false
                };
                if moved {
                    self.step()
                } else if cmd == Command::Step {
                    self.t("ui-plain-trace-end", fargs![total = total])
                } else {
                    self.t("ui-plain-trace-start", &[])
                }
            }
            Command::Trace => match &self.board {
                Some(b) => {
                    let mismatches = report::mismatches(&b.loaded, &b.sol);
                    report::text(&report::Report {
                        loaded: &b.loaded,
                        sol: &b.sol,
                        mismatches: &mismatches,
                        lang: self.lang,
                        numbering: Numbering::Current,
                        md: false,
                    })
                }
                None => self.t("ui-plain-no-board", &[]),
            },
            Command::Procedure => self.procedures(),
            Command::Lang(code) => match Lang::from_locale(&code) {
                Some(l) => {
                    self.lang = l;
                    self.t("ui-plain-lang", &[])
                }
                None => self.t("ui-plain-lang-unknown", fargs![lang = code]),
            },
            Command::Unknown(c) => self.t("ui-plain-unknown", fargs![command = c]),
        })
    }

    /// The page's first question not yet answered right nor shown, with its heading.
    fn current_question(&self) -> Option<(&'a crate::content::lesson::Question, String)> {
        let l = self.lesson?;
        let course: &'a Course = self.course;
        let page = course.lessons[l].lesson.pages.get(self.page)?;
        let qs = lesson::page_questions(page);
        let chosen = self
            .asked
            .as_ref()
            .and_then(|id| qs.iter().position(|q| q.id == *id));
        chosen
            .or_else(|| qs.iter().position(|q| !self.settled.contains(&q.id)))
            .map(|k| (qs[k], lesson::question_heading(self.page, k, self.lang)))
    }

    /// `ask N`: the next `answer` and `show` go to question N of the page (`N` or `P.N`), as
    /// asked: its prompt again.
    fn ask(&mut self, n: &str) -> String {
        let Some(l) = self.lesson else {
            return self.t("ui-plain-no-lesson", &[]);
        };
        let course: &'a Course = self.course;
        let Some(page) = course.lessons[l].lesson.pages.get(self.page) else {
            return self.t("ui-plain-no-lesson", &[]);
        };
        let qs = lesson::page_questions(page);
        let k = n
            .trim()
            .rsplit('.')
            .next()
            .and_then(|k| k.parse::<usize>().ok())
            .and_then(|k| k.checked_sub(1))
            .filter(|&k| k < qs.len());
        let Some(k) = k else {
            return self.t(
                "ui-answer-plain-no-such-question",
                fargs![n = n.trim(), count = qs.len()],
            );
        };
        self.asked = Some(qs[k].id.clone());
        let head = lesson::question_heading(self.page, k, self.lang);
        lesson::question_prompt(course, qs[k], &head, self.lang)
            .trim_end()
            .to_string()
    }

    /// Grades `given` as the answer to the current question (`None`: shows its answer). A
    /// right answer or a shown one settles the question; a wrong one can be tried again.
    fn answer(&mut self, given: Option<&str>) -> String {
        if self.lesson.is_none() {
            return self.t("ui-plain-no-lesson", &[]);
        }
        let Some((q, head)) = self.current_question() else {
            return self.t("ui-plain-no-question", &[]);
        };
        let key = lesson::question_key(self.course, q, self.lang);
        let Some(given) = given else {
            self.settled.insert(q.id.clone());
            self.steps = None;
            self.asked = None;
            return format!("{head}\n{}", key.trim_end());
        };
        // Every answer, and every reason it can't be read, says which question it is about:
        // a reader who hears it (or reads a log) knows where it goes.
        if given.trim().is_empty() {
            return format!("{head}\n{}", self.t("ui-plain-answer-empty", &[]));
        }
        let mut text = given.trim().to_string();
        if let crate::content::lesson::QuestionKind::Steps { scenario } = &q.kind {
            match self.steps_so_far(q, scenario, &text) {
                Ok(Some(all)) => text = all,
                // More steps to say: each said so far, and the next one asked.
                Ok(None) => return format!("{head}\n{}", self.steps_said(q, scenario)),
                Err(e) => return format!("{head}\n{e}"),
            }
        }
        match crate::drill::grade::grade(self.course, q, &text, self.lang) {
            Ok(g) => {
                if g.right {
                    self.settled.insert(q.id.clone());
                    self.asked = None;
                }
                let verdict = crate::drill::grade::verdict_lines(&g, self.lang).join("\n");
                if g.right {
                    format!("{head}\n{verdict}\n{}", key.trim_end())
                } else {
                    // What was typed, as typed (escaped: it is text from outside), beside the
                    // answer it is wrong against.
                    let given = crate::words::one_line(given.trim()).into_owned();
                    let echo = self.t("ui-plain-you-answered", fargs![given = given]);
                    format!("{head}\n{echo}\n{verdict}\n{}", key.trim_end())
                }
            }
            // Unreadable: said how to answer; the question stays.
            Err(e) => format!("{head}\n{e}"),
        }
    }

    /// A phase said step by step: adds `words` to the steps said so far. `Some`: every step is
    /// said (all the words, to grade); `None`: more to say. An unreadable word is an error and
    /// the steps said so far stay.
    fn steps_so_far(
        &mut self,
        q: &crate::content::lesson::Question,
        scenario: &str,
        words: &str,
    ) -> Result<Option<String>, String> {
        let w = crate::words::walk::walk_of(self.course, scenario, self.lang)?;
        let before = match &self.steps {
            Some((id, so_far)) if *id == q.id => so_far.clone(),
            _ => String::new(),
        };
        let all = format!("{before} {words}").trim().to_string();
        let Some(said) = w.read(&all) else {
            return Err(self.t("lesson-parse-steps", fargs![input = words]));
        };
        if said.len() >= w.steps.len() {
            self.steps = None;
            return Ok(Some(all));
        }
        self.steps = Some((q.id.clone(), all));
        Ok(None)
    }

    /// The steps said so far of the phase being said, each right or not, and the next asked.
    fn steps_said(&self, q: &crate::content::lesson::Question, scenario: &str) -> String {
        use crate::words::walk::{say_text, step_place};
        let Ok(w) = crate::words::walk::walk_of(self.course, scenario, self.lang) else {
            return String::new();
        };
        let so_far = match &self.steps {
            Some((id, t)) if *id == q.id => t.as_str(),
            _ => "",
        };
        let said = w.read(so_far).unwrap_or_default();
        let mut out = Vec::new();
        for (i, say) in said.iter().enumerate() {
            let s = &w.steps[i];
            out.push(if w.is_right(i, say) {
                format!(
                    "✓ {} {}",
                    step_place(s, self.lang),
                    say_text(say, &w, self.lang)
                )
            } else {
                format!(
                    "✗ {}",
                    self.t(
                        "ui-answer-step-wrong",
                        fargs![
                            place = step_place(s, self.lang),
                            said = say_text(say, &w, self.lang),
                            happened = say_text(&s.happened, &w, self.lang)
                        ]
                    )
                )
            });
        }
        if let Some(s) = w.steps.get(said.len()) {
            out.push(self.t(
                "ui-answer-step-ask",
                fargs![place = step_place(s, self.lang)],
            ));
        }
        out.join("\n")
    }

    /// The blocks of lesson `l`'s page in view (none past its last page).
    fn page_blocks(&self, l: usize) -> &'a [Block] {
        let pages = &self.course.lessons[l].lesson.pages;
        pages.get(self.page).map_or(&[], |p| &p.blocks)
    }

    /// A block's caption (a message id of the course), in plain words in the reader's language.
    fn caption(&self, id: &str) -> String {
        let text = self.course.tr(self.lang, id);
        crate::content::markup::plain(&text, self.lang, &self.course.catalogue)
    }

    /// Opens the page's next "try it" board at its step.
    fn open(&mut self) -> String {
        let Some(l) = self.lesson else {
            return self.t("ui-plain-no-lesson", &[]);
        };
        let boards: Vec<(String, usize, String)> = self
            .page_blocks(l)
            .iter()
            .filter_map(|b| match b {
                Block::TryIt {
                    scenario,
                    step,
                    caption,
                } => Some((scenario.clone(), *step, caption.clone())),
                _ => None,
            })
            .collect();
        if boards.is_empty() {
            return self.t("ui-plain-page-no-board", &[]);
        }
        let (name, step, caption) = boards[self.try_next % boards.len()].clone();
        self.try_next = (self.try_next + 1) % boards.len();
        match self.course.board(&name) {
            Ok((loaded, sol)) => {
                let total = sol.trace.steps.len();
                self.board = Some(PlainBoard {
                    loaded,
                    sol,
                    pos: step.min(total),
                });
                // The board is named by its caption on the page, in the reader's language.
                let title = self.caption(&caption);
                let head = self.t(
                    "ui-answer-plain-board",
                    fargs![title = title, total = total],
                );
                format!("{head}\n{}", self.step())
            }
            Err(e) => self.t("ui-board-error", fargs![error = e.render(self.lang)]),
        }
    }

    /// The page's phase procedures and chains, each explained step by step (as
    /// `layerlab phase --format text` does).
    fn procedures(&self) -> String {
        let Some(l) = self.lesson else {
            return self.t("ui-plain-no-lesson", &[]);
        };
        let texts: Vec<String> = self
            .page_blocks(l)
            .iter()
            .filter_map(|b| match b {
                Block::Procedure { scenario, caption } => {
                    // Named by its caption, in the reader's language.
                    let title = self.caption(caption);
                    Some(match self.course.procedure(scenario, self.lang) {
                        Ok(o) => format!("{title}\n{}", o.text(self.lang).trim_end()),
                        Err(e) => e.render(self.lang),
                    })
                }
                _ => None,
            })
            .collect();
        if texts.is_empty() {
            self.t("ui-plain-page-no-procedure", &[])
        } else {
            texts.join("\n\n")
        }
    }
}

/// Why a plain session stopped early.
#[derive(Debug)]
pub enum PlainError {
    /// Standard input could not be read.
    Input(io::Error),
    /// The output could not be written (a closed pipe, a full disk).
    Output(io::Error),
}

/// Runs a plain session: prints the welcome, then answers each line of `input` until `q` or the
/// end of the input. Every line goes to `out` escaped for a terminal; the output is flushed
/// after each answer, for the reader waiting at a terminal.
pub fn run(
    course: &Course,
    lang: Lang,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), PlainError> {
    let mut session = Plain::new(course, lang);
    let say = |out: &mut dyn Write, text: &str| writeln!(out, "{}", terminal_safe(text));
    say(out, &session.welcome())
        .and_then(|()| out.flush())
        .map_err(PlainError::Output)?;
    loop {
        use crate::line_input::{Line, MAX_LINE, MAX_SKIP, read_line};
        let line = match read_line(&mut input).map_err(PlainError::Input)? {
            None => break,
            // A line that is not UTF-8 is read as well as it can be: it is a command, at worst
            // an unknown one.
            Some(Line::Text(t)) => t,
            Some(Line::TooLong) => {
                let text = tr(lang, "cli-input-line-too-long", fargs![limit = MAX_LINE]);
                say(out, &text)
                    .and_then(|()| out.flush())
                    .map_err(PlainError::Output)?;
                continue;
            }
            Some(Line::NoEnd) => {
                let why = tr(lang, "cli-input-no-line-end", fargs![limit = MAX_SKIP]);
                return Err(PlainError::Input(io::Error::new(
                    io::ErrorKind::InvalidData,
                    why,
                )));
            }
        };
        let written = match session.command(&line) {
            None => break,
            Some(text) if text.is_empty() => Ok(()),
            Some(text) => say(out, "").and_then(|()| say(out, &text)),
        };
        written
            .and_then(|()| out.flush())
            .map_err(PlainError::Output)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(parse("  "), None);
        assert_eq!(parse("N"), Some(Command::Next));
        assert_eq!(parse("lesson 5"), Some(Command::Lesson("5".into())));
        assert_eq!(parse("12"), Some(Command::Lesson("12".into())));
        assert_eq!(parse("lang fr"), Some(Command::Lang("fr".into())));
        assert_eq!(parse("xyz"), Some(Command::Unknown("xyz".into())));
    }
}
