//! `layerlab drill`: generated problems in a plain terminal. Questions go to stdout, answers come
//! from stdin one per line, each answer gets immediate feedback with the engine's explanation;
//! at the end of input (or after `--count` problems) the score and the mistakes to review.
//! Works in scripts and with screen readers: plain lines, no cursor movement.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::{EXIT_BAD_INPUT, LangArg};
use crate::drill::exam::{Exam, Level, Outcome};
use crate::drill::srs::{self, Clock, DrillProgress, SystemClock};
use crate::drill::{Concept, Drills, Problem, text};
use crate::fargs;
use crate::i18n::{Lang, tr};

#[derive(Args, Debug, Clone)]
pub struct DrillArgs {
    /// The seed: the same seed gives the same problems (default: from the clock, and printed)
    #[arg(long)]
    pub seed: Option<u64>,
    /// Only this concept (layer7, locked-dynamic, cda-setting, dependency-type,
    /// dependency-ability, keeps-going, copy-face-down, control, timestamps, phase, chain)
    #[arg(long)]
    pub concept: Option<String>,
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
    /// How many problems (the session also ends at the end of input)
    #[arg(long, default_value_t = 10)]
    pub count: usize,
    /// A mock exam: level 1 (layer 7 only) or level 2 (all layers), timed
    #[arg(long, value_enum)]
    pub exam: Option<ExamArg>,
    /// The spaced-repetition file (JSON): due questions come first, answers are recorded
    #[arg(long)]
    pub progress: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExamArg {
    L1,
    L2,
}

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

/// Runs with any input, output and clock (tests use this).
pub fn run_with(
    args: &DrillArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
    clock: &dyn Clock,
) -> u8 {
    let lang: Lang = args.lang.into();
    let drills = match Drills::embedded() {
        Ok(d) => d,
        Err(errors) => {
            let _ = writeln!(err, "{}", tr(lang, "drill-error-templates", &[]));
            for e in errors {
                let _ = writeln!(err, "{e}");
            }
            return EXIT_BAD_INPUT;
        }
    };
    let concept = match args.concept.as_deref() {
        None => None,
        Some(c) => match Concept::parse(c) {
            Some(c) => Some(c),
            None => {
                let list = Concept::ALL
                    .iter()
                    .map(|c| c.key())
                    .collect::<Vec<_>>()
                    .join(", ");
                let _ = writeln!(
                    err,
                    "{}",
                    tr(lang, "drill-error-concept", fargs![input = c, list = list])
                );
                return EXIT_BAD_INPUT;
            }
        },
    };
    let seed = args.seed.unwrap_or_else(|| clock.now());
    let mut progress = DrillProgress::default();
    if let Some(path) = &args.progress {
        let (p, notice) = srs::load(path);
        if let Some(n) = notice {
            let _ = writeln!(err, "{}", n.message(lang));
        }
        progress = p;
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                "drill-due-today",
                fargs![n = progress.due_today(clock.now())]
            )
        );
    }
    let mut missed: Vec<Missed> = Vec::new();

    if let Some(level) = args.exam {
        let level = match level {
            ExamArg::L1 => Level::L1,
            ExamArg::L2 => Level::L2,
        };
        let mut exam = match Exam::new(&drills, level, args.count, seed, clock.now()) {
            Ok(e) => e,
            Err(e) => {
                let _ = writeln!(
                    err,
                    "{}",
                    tr(lang, "drill-error-generate", fargs![error = e.to_string()])
                );
                return EXIT_BAD_INPUT;
            }
        };
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                "drill-exam-header",
                fargs![
                    level = if level == Level::L1 { "1" } else { "2" },
                    count = exam.problems.len(),
                    minutes = exam.limit.div_ceil(60) as i64,
                    pass = level.pass_mark() as i64
                ]
            )
        );
        for i in 0..exam.problems.len() {
            let p = exam.problems[i].clone();
            let left = exam.remaining(clock.now());
            let _ = writeln!(out);
            let _ = writeln!(
                out,
                "{}",
                tr(
                    lang,
                    "drill-exam-time-left",
                    fargs![minutes = (left / 60) as i64, seconds = (left % 60) as i64]
                )
            );
            ask(&p, i + 1, Some(exam.problems.len()), lang, &drills, out);
            let Some(line) = read_line(input) else {
                break;
            };
            match exam.answer(i, &line, clock.now()) {
                Outcome::TooLate => {
                    let _ = writeln!(out, "{}", tr(lang, "drill-exam-too-late", &[]));
                    break;
                }
                Outcome::Ignored => {}
                o => {
                    let ok = o == Outcome::Right;
                    feedback(&p, &line, ok, lang, out, &mut missed);
                    if args.progress.is_some() {
                        progress.record(
                            &p.key(),
                            p.concept,
                            ok,
                            &line,
                            &p.expected_text(Lang::En),
                            clock.now(),
                        );
                    }
                }
            }
        }
        let r = exam.report();
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                "drill-exam-report",
                fargs![
                    right = r.right,
                    total = r.total,
                    percent = r.percent as i64,
                    pass = r.pass_mark as i64
                ]
            )
        );
        let verdict = if r.passed {
            "drill-exam-passed"
        } else {
            "drill-exam-failed"
        };
        let _ = writeln!(out, "{}", tr(lang, verdict, &[]));
        for (c, (ok, n)) in &r.per_concept {
            let _ = writeln!(
                out,
                "{}",
                tr(
                    lang,
                    "drill-exam-concept",
                    fargs![concept = c.title(lang), right = *ok, total = *n]
                )
            );
        }
    } else {
        let (mut right, mut total) = (0usize, 0usize);
        let pool = drills.of_concept(concept);
        let due: Vec<String> = progress
            .due_questions(clock.now())
            .into_iter()
            .filter(|k| {
                k.split_once('#')
                    .and_then(|(t, _)| drills.template(t))
                    .is_some_and(|t| concept.is_none_or(|c| t.concept == c))
            })
            .collect();
        for n in 0..args.count {
            let generated = match due.get(n) {
                Some(key) => {
                    let (t, s) = key.split_once('#').unwrap_or((key, "0"));
                    drills.problem(t, s.parse().unwrap_or(0))
                }
                None => drills.session_problem(&pool, seed, n),
            };
            let p = match generated {
                Ok(p) => p,
                Err(e) => {
                    let _ = writeln!(
                        err,
                        "{}",
                        tr(lang, "drill-error-generate", fargs![error = e.to_string()])
                    );
                    continue;
                }
            };
            let _ = writeln!(out);
            ask(&p, n + 1, Some(args.count), lang, &drills, out);
            let Some(line) = read_line(input) else {
                break;
            };
            let ok = match p.check(&line) {
                Ok(ok) => ok,
                Err(e) => {
                    let _ = writeln!(
                        out,
                        "{}",
                        tr(lang, "drill-unreadable", fargs![message = e.message(lang)])
                    );
                    false
                }
            };
            total += 1;
            if ok {
                right += 1;
            }
            feedback(&p, &line, ok, lang, out, &mut missed);
            progress.record(
                &p.key(),
                p.concept,
                ok,
                &line,
                &p.expected_text(Lang::En),
                clock.now(),
            );
        }
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{}",
            tr(lang, "drill-score", fargs![right = right, total = total])
        );
    }
    if missed.is_empty() {
        let _ = writeln!(out, "{}", tr(lang, "drill-review-none", &[]));
    } else {
        let _ = writeln!(out, "{}", tr(lang, "drill-review-title", &[]));
        for (i, m) in missed.iter().enumerate() {
            let _ = writeln!(
                out,
                "{}",
                tr(
                    lang,
                    "drill-review-item",
                    fargs![
                        n = i + 1,
                        question = &m.question,
                        key = &m.key,
                        given = &m.given,
                        expected = &m.expected
                    ]
                )
            );
        }
    }
    if let Some(path) = &args.progress {
        match srs::save(path, &progress) {
            Ok(()) => {
                let _ = writeln!(
                    out,
                    "{}",
                    tr(
                        lang,
                        "drill-progress-saved",
                        fargs![path = path.display().to_string()]
                    )
                );
            }
            Err(e) => {
                let _ = writeln!(
                    err,
                    "{}",
                    tr(
                        lang,
                        "drill-progress-save-failed",
                        fargs![path = path.display().to_string(), error = e.to_string()]
                    )
                );
            }
        }
    }
    let _ = out.flush();
    0
}

/// One line of input without its line end; `None` at the end of input. Invalid UTF-8 is
/// replaced, never fatal.
fn read_line(input: &mut dyn BufRead) -> Option<String> {
    let mut buf = Vec::new();
    match input.read_until(b'\n', &mut buf) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(
            String::from_utf8_lossy(&buf)
                .trim_end_matches(['\n', '\r'])
                .to_string(),
        ),
    }
}

fn ask(
    p: &Problem,
    n: usize,
    total: Option<usize>,
    lang: Lang,
    drills: &Drills,
    out: &mut dyn Write,
) {
    let title = drills
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
    let _ = writeln!(out, "{header}");
    for line in text::prompt(p, lang, &drills.catalogue) {
        let _ = writeln!(out, "{line}");
    }
    let _ = out.flush();
}

fn feedback(
    p: &Problem,
    given: &str,
    ok: bool,
    lang: Lang,
    out: &mut dyn Write,
    missed: &mut Vec<Missed>,
) {
    let given = given.trim();
    if ok {
        let _ = writeln!(out, "{}", tr(lang, "drill-right", &[]));
    } else {
        let _ = writeln!(out, "{}", tr(lang, "drill-wrong", fargs![given = given]));
        missed.push(Missed {
            question: text::question_line(p, lang),
            key: p.key(),
            given: given.to_string(),
            expected: p.expected_text(lang),
        });
    }
    let _ = writeln!(out, "{}", tr(lang, "drill-why", &[]));
    for line in text::explanation(p, lang) {
        let _ = writeln!(out, "  {line}");
    }
    let _ = out.flush();
}
