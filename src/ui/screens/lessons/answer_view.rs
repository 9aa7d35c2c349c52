//! Drawing a question on the page: its prompt, the form being filled while it is answered, and
//! once it has a mark, the feedback (right or wrong, the expected answer, the misconceptions
//! behind a wrong answer, the worked answer, why, the rules). Nothing of the answer shows
//! before the question is answered or its answer asked for.

use ratatui::text::Span;

use super::Lessons;
use super::answer::{self, Answering, Form, LAYER_CHOICES};
use super::paras::{marked, plain, prose, styled};
use crate::content::lesson::{Question, QuestionKind};
use crate::drill::grade;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::layer::{Layer, Numbering};
use crate::ui::shared::{Mark, Shared};
use crate::ui::theme::Theme;
use crate::ui::widgets::page::Para;
use crate::words::answers::computed_answer;
use crate::words::explain;
use crate::words::misconception::single_stops;
use crate::words::walk::{self, Walk};

fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// A layer as a "which layer?" question names it: its label and its name.
fn layer_name(l: Layer, lang: Lang) -> String {
    let label = match l {
        Layer::Players | Layer::Rules => explain::layer_label(l, Numbering::Current, false, lang),
        _ => l.label().to_string(),
    };
    format!(
        "{label} — {}",
        tr(lang, &format!("layer-{}", l.label()), &[])
    )
}

/// The walk of a phase question, as the page loaded it.
fn walk_of<'a>(ls: &'a Lessons, sh: &Shared, q: &Question) -> Option<&'a Walk> {
    let QuestionKind::Steps { scenario } = &q.kind else {
        return None;
    };
    ls.walks.get(&(scenario.clone(), sh.lang))?.as_ref().ok()
}

/// The expected answer in the reader's language.
pub(super) fn right_answer(sh: &Shared, ls: &Lessons, q: &Question) -> String {
    let lang = sh.lang;
    match &q.kind {
        QuestionKind::Choice {
            choices, answer, ..
        } => format!(
            "{}) {}",
            letter(*answer),
            choices
                .get(*answer)
                .map(|c| plain(sh, c))
                .unwrap_or_default()
        ),
        QuestionKind::Order { answer, .. } => answer
            .iter()
            .map(|&i| letter(i).to_string())
            .collect::<Vec<_>>()
            .join(", "),
        QuestionKind::Layer { answer } => match Layer::parse(answer) {
            Some(l) => layer_name(l, lang),
            None => answer.clone(),
        },
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => match ls.boards.get(scenario) {
            Some(Ok(b)) => {
                computed_answer(&b.loaded, &b.sol, object, *ask, lang).unwrap_or_else(|e| e)
            }
            Some(Err(e)) => e.clone(),
            None => String::new(),
        },
        QuestionKind::Steps { scenario } => match ls.walks.get(&(scenario.clone(), lang)) {
            Some(Ok(w)) => walk::notation(w, lang),
            Some(Err(e)) => e.clone(),
            None => String::new(),
        },
    }
}

/// Why the choice answered `text` (its letter) is wrong, in the reader's language: `None` for
/// the right choice, another kind of question, or a choice without a reason.
fn why_not(sh: &Shared, q: &Question, text: &str) -> Option<String> {
    let QuestionKind::Choice {
        answer, why_not, ..
    } = &q.kind
    else {
        return None;
    };
    let i = text
        .bytes()
        .next()
        .filter(u8::is_ascii_lowercase)
        .map(|b| (b - b'a') as usize)?;
    let id = why_not.get(i).filter(|id| i != *answer && !id.is_empty())?;
    Some(plain(sh, id))
}

/// An answer as kept with the mark, in the reader's words.
fn given_words(sh: &Shared, ls: &Lessons, q: &Question, text: &str) -> String {
    let lang = sh.lang;
    match &q.kind {
        QuestionKind::Choice { choices, .. } => {
            let i = text
                .bytes()
                .next()
                .filter(u8::is_ascii_lowercase)
                .map(|b| (b - b'a') as usize);
            match i.and_then(|i| choices.get(i)) {
                Some(c) => format!("{text}) {}", plain(sh, c)),
                None => text.to_string(),
            }
        }
        QuestionKind::Layer { .. } => {
            Layer::parse(text).map_or_else(|| text.to_string(), |l| layer_name(l, lang))
        }
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => {
            let opts = match ls.boards.get(scenario) {
                Some(Ok(_)) => ls.pick_options(scenario, object, *ask),
                _ => None,
            };
            match (opts, text) {
                (Some(o), _) => answer::in_words(&Form::Pick(o, false), text, lang),
                (None, "yes") => tr(lang, "ui-answer-yes", &[]),
                (None, "no") => tr(lang, "ui-answer-no", &[]),
                _ => text.to_string(),
            }
        }
        // A pass said in the reader's word ("A:passe").
        QuestionKind::Steps { .. } => crate::words::phase::trace_words(text, lang),
        _ => text.to_string(),
    }
}

/// A row of a list: the cursor, a mark, a letter or a tick box, then its text hanging under
/// itself.
fn row(th: &Theme, cursor: bool, head: String, text: String) -> Para {
    let p = Para::hanging(
        vec![Span::raw(format!(
            "{} {head} ",
            if cursor { "›" } else { " " }
        ))],
        vec![Span::raw(text)],
    );
    if cursor { p.styled(th.selected) } else { p }
}

/// The lines of question `k` of the page.
pub(super) fn question_lines(
    sh: &Shared,
    ls: &Lessons,
    th: &Theme,
    k: usize,
    q: &Question,
    out: &mut Vec<Para>,
) {
    let lang = sh.lang;
    let answering = ls.answering.as_ref().filter(|a| a.question == k);
    let given = sh.answers.get(&q.id);
    let mark = match given.map(|g| g.mark) {
        Some(Mark::Right) => format!("  ✓ {}", tr(lang, "ui-answer-mark-right", &[])),
        Some(Mark::Wrong) => format!("  ✗ {}", tr(lang, "ui-answer-mark-wrong", &[])),
        Some(Mark::Shown) => format!("  ○ {}", tr(lang, "ui-answer-mark-shown", &[])),
        None => String::new(),
    };
    // The question picked (the one `Enter` answers) is marked as a list's row under the cursor.
    let head = format!("? {}{mark}", tr(lang, "ui-question", fargs![n = k + 1]));
    out.push(if ls.picked == Some(k) {
        styled(format!("› {head}"), th.selected.patch(th.title))
    } else {
        styled(head, th.accent.patch(th.title))
    });
    out.extend(prose(sh, &q.prompt, th));
    let cursor = |i: usize| answering.is_some_and(|a| a.cursor == i);
    match &q.kind {
        QuestionKind::Choice {
            choices, answer, ..
        } => {
            let picked = given
                .and_then(|g| g.answer.as_deref())
                .and_then(|t| t.bytes().next())
                .map(|b| b.wrapping_sub(b'a') as usize);
            for (i, c) in choices.iter().enumerate() {
                // The right choice is marked once the question has a mark, never before.
                let tick = match given {
                    Some(_) if i == *answer => "✓",
                    Some(_) if picked == Some(i) => "✗",
                    _ => " ",
                };
                let note = if given.is_some() && picked == Some(i) {
                    format!("  ← {}", tr(lang, "ui-page-your-pick", &[]))
                } else {
                    String::new()
                };
                out.push(row(
                    th,
                    cursor(i),
                    format!("{tick} {})", letter(i)),
                    format!("{}{note}", plain(sh, c)),
                ));
            }
        }
        QuestionKind::Order { items, .. } => {
            if answering.is_some() {
                out.push(marked("", tr(lang, "ui-order-hint", &[]), th.dim));
            }
            for (i, c) in items.iter().enumerate() {
                let placed = answering.and_then(|a| a.order.iter().position(|&x| x == i));
                let note = placed.map(|p| format!(" ({})", p + 1)).unwrap_or_default();
                out.push(row(
                    th,
                    cursor(i),
                    format!("  {})", letter(i)),
                    format!("{}{note}", plain(sh, c)),
                ));
            }
        }
        _ => {}
    }
    if let Some(a) = answering {
        form_lines(sh, th, q, a, out);
        return;
    }
    match given {
        None => out.push(styled(tr(lang, "ui-answer-hint-ask", &[]), th.dim)),
        Some(g) => feedback_lines(sh, ls, th, q, g.mark, g.answer.as_deref(), out),
    }
}

/// The form of the question being answered (its list, its field, the steps said so far).
fn form_lines(sh: &Shared, th: &Theme, q: &Question, a: &Answering, out: &mut Vec<Para>) {
    let lang = sh.lang;
    let cursor = |i: usize| a.cursor == i;
    match &a.form {
        // Drawn with the question's own list.
        Form::Choice(_) | Form::Order(_) => {}
        Form::Layer => {
            for (i, l) in LAYER_CHOICES.iter().enumerate() {
                out.push(row(th, cursor(i), " ".into(), layer_name(*l, lang)));
            }
        }
        Form::Player => {
            for (i, p) in grade::PLAYERS.iter().enumerate() {
                out.push(row(th, cursor(i), " ".into(), p.to_string()));
            }
        }
        Form::YesNo => {
            for (i, id) in ["ui-answer-yes", "ui-answer-no"].iter().enumerate() {
                out.push(row(th, cursor(i), " ".into(), tr(lang, id, &[])));
            }
        }
        Form::Pick(opts, other) => {
            let hint = if *other {
                "ui-answer-pick-hint-other"
            } else {
                "ui-answer-pick-hint"
            };
            out.push(marked("", tr(lang, hint, &[]), th.dim));
            for (i, o) in opts.iter().enumerate() {
                let on = a.picked.get(i).copied().unwrap_or(false);
                out.push(row(
                    th,
                    cursor(i),
                    if on { "[x]" } else { "[ ]" }.into(),
                    o.label(lang),
                ));
            }
            if *other {
                let here = cursor(opts.len());
                let typed = a.input.trim();
                out.push(row(
                    th,
                    here,
                    if typed.is_empty() { "[ ]" } else { "[x]" }.into(),
                    tr(
                        lang,
                        "ui-answer-other",
                        fargs![typed = format!("{}{}", a.input, if here { "▏" } else { "" })],
                    ),
                ));
            }
        }
        Form::Text => {
            let hint = match &q.kind {
                QuestionKind::Compute {
                    ask: crate::content::lesson::Ask::PowerToughness,
                    ..
                } => "drill-hint-pt",
                _ => "drill-hint-set",
            };
            out.push(marked("", tr(lang, hint, &[]), th.dim));
            out.push(Para::hanging(
                vec![Span::styled("› ", th.selected)],
                vec![Span::styled(format!("{}▏", a.input), th.selected)],
            ));
        }
        Form::Steps(w) => {
            steps_said(sh, th, w, &a.said, None, out);
            if let Some(s) = w.steps.get(a.said.len()) {
                out.push(styled(
                    tr(
                        lang,
                        "ui-answer-step-ask",
                        fargs![place = walk::step_place(s, lang)],
                    ),
                    th.title,
                ));
                for (i, say) in w.choices().iter().enumerate() {
                    out.push(row(th, cursor(i), " ".into(), walk::say_text(say, w, lang)));
                }
            }
        }
    }
    if let Some(e) = &a.error {
        out.push(marked("! ", e.clone(), th.bad));
    }
}

/// The steps said so far of a phase, each with its verdict and, when wrong, what happened
/// (`verdicts`: the grader's, else each step compared with the walk).
fn steps_said(
    sh: &Shared,
    th: &Theme,
    w: &Walk,
    said: &[walk::Say],
    verdicts: Option<&[bool]>,
    out: &mut Vec<Para>,
) {
    let lang = sh.lang;
    for (i, say) in said.iter().enumerate() {
        let Some(s) = w.steps.get(i) else { break };
        let ok = verdicts
            .and_then(|v| v.get(i).copied())
            .unwrap_or_else(|| w.is_right(i, say));
        let place = walk::step_place(s, lang);
        let text = if ok {
            format!("{place} {}", walk::say_text(say, w, lang))
        } else {
            tr(
                lang,
                "ui-answer-step-wrong",
                fargs![
                    place = place,
                    said = walk::say_text(say, w, lang),
                    happened = walk::say_text(&s.happened, w, lang)
                ],
            )
        };
        out.push(marked(
            if ok { "  ✓ " } else { "  ✗ " },
            text,
            if ok { th.ok } else { th.bad },
        ));
    }
}

/// The feedback of a question with a mark: the verdict, the misconceptions and steps of this
/// session's answer, the worked answer, why, and the rules cited.
fn feedback_lines(
    sh: &Shared,
    ls: &Lessons,
    th: &Theme,
    q: &Question,
    mark: Mark,
    answer: Option<&str>,
    out: &mut Vec<Para>,
) {
    let lang = sh.lang;
    let fb = ls.feedback.get(&q.id);
    let expected = right_answer(sh, ls, q);
    // This session's answer, else the one kept with the mark.
    let given = fb.map(|f| f.answer.as_str()).or(answer);
    let right = fb.map_or(mark == Mark::Right, |f| f.right);
    // An answer in words may end with its own full stop (an ability's text): never two.
    let verdict = |id: &str, args: &[(&str, crate::i18n::Arg)]| single_stops(&tr(lang, id, args));
    match (given, right) {
        (Some(g), true) => out.push(marked(
            "✓ ",
            verdict("ui-answer-right", fargs![given = given_words(sh, ls, q, g)]),
            th.ok,
        )),
        (Some(g), false) => out.push(marked(
            "✗ ",
            verdict(
                "ui-answer-wrong",
                fargs![given = given_words(sh, ls, q, g), answer = expected.clone()],
            ),
            th.bad,
        )),
        (None, _) => out.push(marked(
            "= ",
            verdict("ui-answer-shown", fargs![answer = expected.clone()]),
            th.ok,
        )),
    }
    if fb.is_some_and(|f| f.late) {
        out.push(marked("  ", tr(lang, "ui-answer-late", &[]), th.dim));
    }
    // A wrong choice: why that choice is wrong (this session's pick, else the one kept).
    if let (Some(g), false) = (given, right)
        && let Some(why) = why_not(sh, q, g)
    {
        out.push(marked(
            "  ",
            tr(lang, "lesson-why-not-picked", fargs![why = why]),
            th.accent,
        ));
    }
    if let Some(f) = fb {
        for l in crate::words::misconception::feedback_lines(&f.misconceptions, lang) {
            out.push(marked("  ", l, th.accent));
        }
    }
    if let Some(w) = walk_of(ls, sh, q) {
        // Every step: what was said (this session or kept), else what happened.
        let said = given.and_then(|g| w.read(g)).unwrap_or_default();
        steps_said(sh, th, w, &said, fb.map(|f| f.steps.as_slice()), out);
        for s in w.steps.iter().skip(said.len()) {
            out.push(marked(
                "  · ",
                format!(
                    "{} {}",
                    walk::step_place(s, lang),
                    walk::say_text(&s.happened, w, lang)
                ),
                th.dim,
            ));
        }
    }
    worked(sh, ls, th, q, out);
    let mut why = vec![Span::styled(tr(lang, "ui-why", &[]), th.title)];
    let mut ex = prose(sh, &q.explain, th);
    if !ex.is_empty() && ex[0].first.is_empty() {
        why.push(Span::raw(" "));
        why.extend(ex.remove(0).body);
    }
    out.push(Para::plain(why));
    out.extend(ex);
    if !q.rules.is_empty() {
        out.push(styled(
            tr(lang, "ui-rules-cited", fargs![list = q.rules.join(", ")]),
            th.rule,
        ));
    }
}

/// The engine's worked trace for a computed question: the steps that decide what it asks
/// (`words::worked`).
fn worked(sh: &Shared, ls: &Lessons, th: &Theme, q: &Question, out: &mut Vec<Para>) {
    let QuestionKind::Compute {
        scenario,
        object,
        ask,
    } = &q.kind
    else {
        return;
    };
    let Some(Ok(b)) = ls.boards.get(scenario) else {
        return;
    };
    let lang = sh.lang;
    let Some(i) = b.loaded.game.lookup(object) else {
        return;
    };
    // The object by its card name in the reader's language (the scenario id is for authors).
    let name = b
        .sol
        .trace
        .initial
        .get(i)
        .map(|c| explain::name(c, lang))
        .unwrap_or_else(|| object.clone());
    out.push(styled(tr(lang, "ui-worked", fargs![object = name]), th.dim));
    let header = out.len();
    for w in crate::words::worked::worked(&b.loaded, &b.sol, object, *ask, lang) {
        out.push(Para::hanging(
            vec![Span::raw(format!("  {}. ", w.n))],
            vec![Span::raw(format!("[{}] {}", w.layer, w.who))],
        ));
        for l in w.lines {
            out.push(Para::hanging(vec![Span::raw("     ")], vec![Span::raw(l)]));
        }
    }
    if out.len() == header {
        // Say so rather than leave an empty list under the heading.
        out.push(marked("  ", tr(lang, "ui-page-worked-none", &[]), th.dim));
    }
}
