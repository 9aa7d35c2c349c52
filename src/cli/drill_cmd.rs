//! `layerlab drill`: generated problems in a plain terminal. Questions go to stdout, answers come
//! from stdin one per line, each answer gets immediate feedback with the engine's explanation;
//! at the end of input (or after `--count` problems) the score and the mistakes to review.
//! Works in scripts and with screen readers: plain lines, no cursor movement.

use std::io::{self, BufRead, Write};

pub use super::args::{DrillArgs, ExamArg};
use super::output::EXIT_BAD_INPUT;
use super::output::{EXIT_OUTPUT_FAILED, Out, error_line_to, finish_to, io_reason};
use crate::drill::exam::{Exam, Level, Outcome};
use crate::drill::srs::{self, Clock, DrillProgress, SystemClock};
use crate::drill::{Concept, Drills, Problem, text};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::words::one_line;

/// Runs on the real stdin and stdout.
pub fn run(args: &DrillArgs) -> u8 {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut err = std::io::stderr();
    run_with(args, &mut input, &mut out, &mut err, &SystemClock)
}

/// A mistake of this session.
struct Missed {
    question: String,
    key: String,
    given: String,
    expected: String,
}

/// Runs with any input, output and clock (tests use this). Returns the exit status: 0, 2 for
/// bad arguments, [`EXIT_OUTPUT_FAILED`] when the output or the progress file cannot be
/// written. When the reader of the output goes away, the session ends and the answers given so
/// far are still saved.
pub fn run_with(
    args: &DrillArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    clock: &dyn Clock,
) -> u8 {
    let lang = super::command_lang(args.lang);
    let drills = match Drills::embedded() {
        Ok(d) => d,
        Err(errors) => {
            error_line_to(err, &tr(lang, "drill-error-templates", &[]));
            for e in errors {
                error_line_to(err, &e.render(lang));
            }
            return EXIT_BAD_INPUT;
        }
    };
    let concept = match args.concept.as_deref() {
        None => None,
        // Only a concept drills draw problems of (not one the lessons alone ask about).
        Some(c) => match Concept::parse(c).filter(|c| Concept::DRILLED.contains(c)) {
            Some(c) => Some(c),
            None => {
                let list = Concept::DRILLED
                    .iter()
                    .map(|c| c.key())
                    .collect::<Vec<_>>()
                    .join(", ");
                error_line_to(
                    err,
                    &tr(lang, "drill-error-concept", fargs![input = c, list = list]),
                );
                return EXIT_BAD_INPUT;
            }
        },
    };
    let seed = args.seed.unwrap_or_else(|| clock.now());
    let exam = match args.exam {
        None => None,
        Some(level) => {
            let level = match level {
                ExamArg::L1 => Level::L1,
                ExamArg::L2 => Level::L2,
            };
            match Exam::new(&drills, level, args.count, seed, clock.now()) {
                Ok(e) => Some((level, e)),
                Err(e) => {
                    error_line_to(
                        err,
                        &tr(
                            lang,
                            "drill-error-generate",
                            fargs![error = e.message(lang)],
                        ),
                    );
                    return EXIT_BAD_INPUT;
                }
            }
        }
    };
    let mut progress = DrillProgress::default();
    if let Some(path) = &args.progress {
        let (p, notice) = srs::load(path);
        if let Some(n) = notice {
            error_line_to(err, &n.message(lang));
        }
        progress = p;
    }
    let mut session = Session {
        args,
        lang,
        drills: &drills,
        clock,
        out: Out::new(out),
        err,
        progress,
        missed: Vec::new(),
        input_problem: None,
    };
    let mut written = session.play(input, concept, seed, exam);
    let mut code = 0;
    // The session ended on input it could not read: said after what was written, and the
    // answers given are still saved below.
    if let Some(problem) = session.input_problem.take() {
        written = written.and_then(|()| session.out.flush());
        let reason = match problem {
            InputProblem::Failed(e) => io_reason(&e, lang),
            InputProblem::NoEnd => tr(
                lang,
                "cli-input-no-line-end",
                fargs![limit = crate::line_input::MAX_SKIP],
            ),
        };
        error_line_to(
            session.err,
            &tr(lang, "cli-input-failed", fargs![reason = reason]),
        );
        code = EXIT_BAD_INPUT;
    }
    if let Some(path) = &args.progress {
        let shown = one_line(&path.display().to_string()).into_owned();
        match srs::save(path, &session.progress) {
            Ok(()) => {
                written = written.and_then(|()| {
                    session
                        .out
                        .line(&tr(lang, "drill-progress-saved", fargs![path = shown]))
                });
            }
            Err(e) => {
                // What was written comes first, then the failure.
                written = written.and_then(|()| session.out.flush());
                error_line_to(
                    session.err,
                    &tr(
                        lang,
                        "drill-progress-save-failed",
                        fargs![path = shown, error = io_reason(&e, lang)],
                    ),
                );
                code = EXIT_OUTPUT_FAILED;
            }
        }
    }
    let written = written.and_then(|()| session.out.flush());
    finish_to(written, code, lang, session.err)
}

/// A drill session under way.
struct Session<'a, 'w> {
    args: &'a DrillArgs,
    lang: Lang,
    drills: &'a Drills,
    clock: &'a dyn Clock,
    out: Out<&'w mut dyn Write>,
    err: &'w mut dyn Write,
    progress: DrillProgress,
    missed: Vec<Missed>,
    /// Why the input stopped, if it was not its end.
    input_problem: Option<InputProblem>,
}

/// Input that ended the session before its end.
enum InputProblem {
    Failed(io::Error),
    NoEnd,
}

impl Session<'_, '_> {
    /// The next answer: `None` at the end of the input or when it cannot be read (kept in
    /// `input_problem`). A line past the cap is refused and the question waits for another.
    fn answer_line(&mut self, input: &mut dyn BufRead) -> io::Result<Option<String>> {
        use crate::line_input::{Line, MAX_LINE, read_line};
        loop {
            match read_line(input) {
                Ok(None) => return Ok(None),
                Ok(Some(Line::Text(t))) => return Ok(Some(t)),
                Ok(Some(Line::TooLong)) => {
                    self.out.line(&tr(
                        self.lang,
                        "cli-input-line-too-long",
                        fargs![limit = MAX_LINE],
                    ))?;
                    self.out.flush()?;
                }
                Ok(Some(Line::NoEnd)) => {
                    self.input_problem = Some(InputProblem::NoEnd);
                    return Ok(None);
                }
                Err(e) => {
                    self.input_problem = Some(InputProblem::Failed(e));
                    return Ok(None);
                }
            }
        }
    }

    /// Asks the problems, then shows the score (or the exam report) and the mistakes to review.
    /// Stops at the first output error.
    fn play(
        &mut self,
        input: &mut dyn BufRead,
        concept: Option<Concept>,
        seed: u64,
        exam: Option<(Level, Exam)>,
    ) -> io::Result<()> {
        let lang = self.lang;
        if self.args.progress.is_some() {
            let due = self.progress.due_today(self.clock.now());
            self.out
                .line(&tr(lang, "drill-due-today", fargs![n = due]))?;
        }
        match exam {
            Some((level, mut exam)) => self.exam(input, level, &mut exam)?,
            None => self.practice(input, concept, seed)?,
        }
        if self.missed.is_empty() {
            self.out.line(&tr(lang, "drill-review-none", &[]))?;
        } else {
            self.out.line(&tr(lang, "drill-review-title", &[]))?;
            for (i, m) in self.missed.iter().enumerate() {
                self.out.line(&tr(
                    lang,
                    "drill-review-item",
                    fargs![
                        n = i + 1,
                        question = &m.question,
                        key = &m.key,
                        given = &m.given,
                        expected = &m.expected
                    ],
                ))?;
            }
        }
        Ok(())
    }

    /// A timed mock exam.
    fn exam(&mut self, input: &mut dyn BufRead, level: Level, exam: &mut Exam) -> io::Result<()> {
        let lang = self.lang;
        self.out.line(&tr(
            lang,
            "drill-exam-header",
            fargs![
                level = if level == Level::L1 { "1" } else { "2" },
                count = exam.problems.len(),
                minutes = exam.limit.div_ceil(60) as i64,
                pass = level.pass_mark() as i64
            ],
        ))?;
        for i in 0..exam.problems.len() {
            let p = exam.problems[i].clone();
            let left = exam.remaining(self.clock.now());
            self.out.line("")?;
            self.out.line(&tr(
                lang,
                "drill-exam-time-left",
                fargs![minutes = (left / 60) as i64, seconds = (left % 60) as i64],
            ))?;
            self.ask(&p, i + 1, Some(exam.problems.len()))?;
            let Some(line) = self.answer_line(input)? else {
                break;
            };
            match exam.answer(i, &line, self.clock.now()) {
                Outcome::TooLate => {
                    self.out.line(&tr(lang, "drill-exam-too-late", &[]))?;
                    break;
                }
                Outcome::Ignored => {}
                o => {
                    let ok = o == Outcome::Right;
                    if self.args.progress.is_some() {
                        self.record(&p, ok, &line);
                    }
                    self.feedback(&p, &line, ok)?;
                }
            }
        }
        let r = exam.report();
        self.out.line("")?;
        self.out.line(&text::exam_score(&r, lang))?;
        let verdict = if r.passed {
            "drill-exam-passed"
        } else {
            "drill-exam-failed"
        };
        self.out.line(&tr(lang, verdict, &[]))?;
        for (c, (ok, n)) in &r.per_concept {
            self.out.line(&tr(
                lang,
                "drill-exam-concept",
                fargs![concept = c.title(lang), right = *ok, total = *n],
            ))?;
        }
        Ok(())
    }

    /// Practice: due questions first, then new problems.
    fn practice(
        &mut self,
        input: &mut dyn BufRead,
        concept: Option<Concept>,
        seed: u64,
    ) -> io::Result<()> {
        let lang = self.lang;
        let drills = self.drills;
        let (mut right, mut total) = (0usize, 0usize);
        let pool = drills.of_concept(concept);
        let due: Vec<String> = self
            .progress
            .due_questions(self.clock.now())
            .into_iter()
            .filter(|k| {
                k.split_once('#')
                    .and_then(|(t, _)| drills.template(t))
                    .is_some_and(|t| concept.is_none_or(|c| t.concept == c))
            })
            .collect();
        for n in 0..self.args.count {
            let generated = match due.get(n) {
                Some(key) => drills.problem_by_key(key),
                None => drills.session_problem(&pool, seed, n),
            };
            let p = match generated {
                Ok(p) => p,
                Err(e) => {
                    // In order with what came before it on a terminal.
                    self.out.flush()?;
                    error_line_to(
                        self.err,
                        &tr(
                            lang,
                            "drill-error-generate",
                            fargs![error = e.message(lang)],
                        ),
                    );
                    continue;
                }
            };
            self.out.line("")?;
            self.ask(&p, n + 1, Some(self.args.count))?;
            let Some(line) = self.answer_line(input)? else {
                break;
            };
            let ok = match p.check(&line) {
                Ok(ok) => ok,
                Err(e) => {
                    self.out.line(&tr(
                        lang,
                        "drill-unreadable",
                        fargs![message = e.message(lang)],
                    ))?;
                    false
                }
            };
            total += 1;
            if ok {
                right += 1;
            }
            // Recorded before the feedback is written: an answer given is kept even when the
            // output fails.
            self.record(&p, ok, &line);
            self.feedback(&p, &line, ok)?;
        }
        self.out.line("")?;
        self.out.line(&tr(
            lang,
            "drill-score",
            fargs![right = right, total = total],
        ))
    }

    fn record(&mut self, p: &Problem, ok: bool, line: &str) {
        self.progress.record(
            &p.key(),
            p.concept,
            ok,
            line,
            &p.expected_text(Lang::En),
            self.clock.now(),
        );
    }

    fn ask(&mut self, p: &Problem, n: usize, total: Option<usize>) -> io::Result<()> {
        let lang = self.lang;
        let title = self
            .drills
            .template(&p.template)
            .map_or_else(|| p.template.clone(), |t| t.title(lang));
        let header = match total {
            Some(total) => tr(
                lang,
                "drill-header",
                fargs![
                    n = n,
                    total = total,
                    concept = p.concept.title(lang),
                    template = title,
                    seed = p.seed.to_string()
                ],
            ),
            None => tr(
                lang,
                "drill-header-open",
                fargs![
                    n = n,
                    concept = p.concept.title(lang),
                    template = title,
                    seed = p.seed.to_string()
                ],
            ),
        };
        self.out.line(&header)?;
        for line in text::prompt(p, lang, &self.drills.catalogue) {
            self.out.line(&line)?;
        }
        // The question must reach a reader at a terminal before the answer is read.
        self.out.flush()
    }

    fn feedback(&mut self, p: &Problem, given: &str, ok: bool) -> io::Result<()> {
        let lang = self.lang;
        let given = given.trim();
        if ok {
            self.out.line(&tr(lang, "drill-right", &[]))?;
        } else {
            self.out
                .line(&crate::words::misconception::single_stops(&tr(
                    lang,
                    "drill-wrong",
                    fargs![given = given],
                )))?;
            for line in crate::drill::diagnosis::misconception_lines(p, given, lang) {
                self.out.line(&line)?;
            }
            self.missed.push(Missed {
                question: text::question_line(p, lang),
                key: p.key(),
                given: given.to_string(),
                expected: p.expected_text(lang),
            });
        }
        self.out.line(&tr(lang, "drill-why", &[]))?;
        for line in text::explanation(p, lang) {
            self.out.line(&format!("  {line}"))?;
        }
        self.out.flush()
    }
}
