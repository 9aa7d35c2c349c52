//! `layerlab slides FILE -o deck.html` (or `--lesson N [--page P]`): a layer scenario, a phase
//! or chain scenario, or a lesson of the course as a slide deck, one self-contained HTML page
//! ([`crate::words::deck`]), written atomically (a unique temporary file renamed over the
//! output, never through a link).
//!
//! Exit codes: 0 when the deck is written, [`EXIT_BAD_INPUT`] for an unreadable or invalid
//! file or an unknown lesson or page, [`EXIT_OUTPUT_FAILED`] when the deck cannot be written.

use super::output::{EXIT_OUTPUT_FAILED, Out, error_line, finish};
use super::{EXIT_BAD_INPUT, SlidesArgs, ThemeArg};
use crate::content::course::{Course, load};
use crate::content::{limits, saved};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::words::deck::{DeckTheme, Source, deck, html, of_text};
use crate::words::one_line;

/// The deck's theme for `--theme`.
fn theme(t: Option<ThemeArg>) -> DeckTheme {
    match t {
        None => DeckTheme::Auto,
        Some(ThemeArg::Dark) => DeckTheme::Dark,
        Some(ThemeArg::Light) => DeckTheme::Light,
        Some(ThemeArg::HighContrast) => DeckTheme::HighContrast,
        Some(ThemeArg::Mono) => DeckTheme::Mono,
    }
}

pub fn run(args: &SlidesArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let (course, problems) = match load(args.content.as_deref()) {
        Ok(x) => x,
        Err(e) => {
            error_line(&e.render(lang));
            return EXIT_BAD_INPUT;
        }
    };
    let made = match (&args.file, args.lesson) {
        (Some(file), _) => limits::read_text(file)
            .and_then(|text| of_text(&course, file, text, lang, theme(args.theme)))
            .map_err(|e| e.render(lang)),
        (None, Some(n)) => {
            if course.lessons.is_empty() {
                for p in &problems {
                    error_line(&p.render(lang));
                }
                return EXIT_BAD_INPUT;
            }
            match lesson_place(&course, n, args.page, lang) {
                Ok((index, page)) => deck(
                    &course,
                    Source::Lesson { index, page },
                    lang,
                    theme(args.theme),
                )
                .map_err(|e| e.render(lang)),
                Err(message) => Err(message),
            }
        }
        // clap asks for one or the other.
        (None, None) => return EXIT_BAD_INPUT,
    };
    let deck = match made {
        Ok(d) => d,
        Err(message) => {
            error_line(&message);
            return EXIT_BAD_INPUT;
        }
    };
    let page = html::write(&deck);
    let shown = one_line(&args.output.display().to_string()).into_owned();
    if let Err(e) = saved::write_atomic(&args.output, page.as_bytes()) {
        error_line(&tr(
            lang,
            "slides-error-write",
            fargs![path = shown, reason = e.to_string()],
        ));
        return EXIT_OUTPUT_FAILED;
    }
    let mut out = Out::stdout();
    let written = out
        .line(&tr(
            lang,
            "slides-written",
            fargs![
                path = shown,
                slides = deck.slides.len(),
                kib = page.len().div_ceil(1024)
            ],
        ))
        .and_then(|()| out.flush());
    finish(written, 0, lang)
}

/// Lesson `n` and page `page` (both from 1) as indices, or why there is no such lesson or page.
fn lesson_place(
    course: &Course,
    n: usize,
    page: Option<usize>,
    lang: Lang,
) -> Result<(usize, Option<usize>), String> {
    let count = course.lessons.len();
    if n == 0 || n > count {
        return Err(tr(lang, "lesson-unknown", fargs![n = n, count = count]));
    }
    let pages = course.lessons[n - 1].lesson.pages.len();
    match page {
        None => Ok((n - 1, None)),
        Some(p) if p >= 1 && p <= pages => Ok((n - 1, Some(p - 1))),
        Some(p) => Err(tr(
            lang,
            "deck-page-unknown",
            fargs![lesson = n, page = p, count = pages],
        )),
    }
}
