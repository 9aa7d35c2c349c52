//! The phase sandbox's files: the path prompt's default, the phase written as a scenario file
//! (Ctrl-S) or as a slide deck (`E`), a scenario file opened (Ctrl-O), and what the loop's
//! reply to each does.

use super::*;

/// The path a prompt starts with: the file the phase came from or was saved to, else its name
/// in the current folder (a lesson's phase is never saved over the lesson by default).
fn default_path(lab: &PhaseLab, lang: Lang) -> String {
    if let Some(f) = &lab.edit.file {
        return f.display().to_string();
    }
    let name = super::super::title_name(lab, lang);
    let base = Path::new(&name);
    if base.extension().is_some_and(|e| e == "ron") {
        name
    } else {
        format!("{}.ron", tr(lang, "ui-phase-file-stem", &[]))
    }
}

pub(super) fn open_prompt(lab: &mut PhaseLab, kind: PromptKind, lang: Lang) {
    let text = match kind {
        PromptKind::Save => default_path(lab, lang),
        PromptKind::Slides => Path::new(&default_path(lab, lang))
            .with_extension("html")
            .display()
            .to_string(),
        PromptKind::Open => String::new(),
    };
    lab.edit.overlay = Some(Overlay::Prompt(Prompt::new(kind, &text)));
}

/// The phase's file: the draft, the line of play split per player, and as `expect` the trace
/// `layerlab phase` plays from it (the line, then the decisions a player takes when none is
/// given: the same as the sandbox's ending under the reading in use).
pub(crate) fn file_text(lab: &PhaseLab) -> String {
    let line = lab.line_by_player();
    let decisions = draft::split_decisions(&line);
    let expect = lab
        .endings
        .iter()
        .find(|e| e.lenient == lab.draft.lenient)
        .filter(|e| e.diverged.is_none() && e.halted.is_none())
        .map(|e| e.trace.clone());
    lab.draft.to_ron(&decisions, expect.as_deref())
}

/// Does what a prompt asks (Enter): asks the loop to read or write the file, the prompt open
/// until the outcome comes back ([`replied`]). Returns the overlay to keep.
pub(super) fn run_prompt(lab: &mut PhaseLab, sh: &Shared, mut p: Prompt) -> Option<Overlay> {
    let lang = sh.lang;
    let Some((_, path)) = p.path(|| Note::error("ui-edit-empty-path")) else {
        return Some(Overlay::Prompt(p));
    };
    match p.kind {
        PromptKind::Open => {
            if p.asks(lab.edit.dirty) {
                return Some(Overlay::Prompt(p));
            }
            lab.edit.asked = Some(FileAsk::Read { path });
        }
        PromptKind::Slides => {
            let Some(procedure) = lab.procedure() else {
                p.refuse(Note::error("ui-phase-slides-none"));
                return Some(Overlay::Prompt(p));
            };
            let course = &sh.course;
            let in_course = lab.edit.file.is_none()
                && !lab.edit.dirty
                && course
                    .source
                    .get(&format!(
                        "{}{}",
                        crate::content::course::SCENARIOS,
                        lab.name
                    ))
                    .is_some();
            let source = crate::words::deck::Source::Phase {
                name: &lab.name,
                in_course,
                procedure,
            };
            let theme = sh.theme.deck();
            match crate::words::deck::deck_html(course, source, lang, theme) {
                Ok(html) => {
                    lab.edit.asked = Some(FileAsk::Write {
                        path,
                        bytes: html.into_bytes(),
                        overwrite: p.confirm,
                    });
                }
                Err(e) => {
                    p.refuse(Note::Worded(e.render(lang)));
                    return Some(Overlay::Prompt(p));
                }
            }
        }
        PromptKind::Save => {
            let text = file_text(lab);
            // What is written must read back: the same reader as `layerlab phase`.
            if let Err(e) = crate::content::phase_file::parse(&path, &text, lang) {
                p.refuse(Note::Worded(e.render(lang)));
                return Some(Overlay::Prompt(p));
            }
            lab.edit.asked = Some(FileAsk::Write {
                path,
                bytes: text.into_bytes(),
                overwrite: p.confirm,
            });
        }
    }
    Some(Overlay::Prompt(p))
}

/// The outcome of the file the prompt asked for: the phase opened, the file written, or why
/// not (the prompt stays, with the error or the question it asks first).
pub(crate) fn replied(lab: &mut PhaseLab, sh: &Shared, reply: Reply) {
    let lang = sh.lang;
    let Some(Overlay::Prompt(mut p)) = lab.edit.overlay.take() else {
        return;
    };
    let Some((raw, path)) = p.path(|| Note::error("ui-edit-empty-path")) else {
        lab.edit.overlay = Some(Overlay::Prompt(p));
        return;
    };
    let keep = match (p.kind, reply) {
        (PromptKind::Open, Reply::Read(text)) => {
            let read = text
                .map_err(|e| crate::content::phase_file::read_error(e, lang))
                .and_then(|t| crate::content::phase_file::parse(&path, &t, lang));
            match read {
                Err(e) => {
                    p.refuse(Note::Worded(e.render(lang)));
                    Some(p)
                }
                Ok(Scenario::Chain(_)) => {
                    p.refuse(Note::error("ui-phase-open-chain"));
                    Some(p)
                }
                Ok(Scenario::Phase(s)) => {
                    let name = path_prompt::file_name(&path, &raw);
                    let mut new = PhaseLab::from_scenario(&name, &s);
                    new.edit.file = Some(path);
                    if new.edit.note.is_none() {
                        new.edit.note =
                            Some(Note::ok("ui-phase-opened", vec![("path", Arg::from(raw))]));
                    }
                    *lab = new;
                    None
                }
            }
        }
        (PromptKind::Save | PromptKind::Slides, Reply::Written(w)) => match w {
            Written::Done if p.kind == PromptKind::Slides => {
                lab.edit.note = Some(Note::ok(
                    "ui-phase-slides-written",
                    vec![("path", Arg::from(raw))],
                ));
                None
            }
            Written::Done => {
                lab.edit.file = Some(path);
                lab.edit.dirty = false;
                lab.edit.note = Some(Note::ok("ui-phase-saved", vec![("path", Arg::from(raw))]));
                None
            }
            Written::Exists => {
                p.confirm = true;
                Some(p)
            }
            Written::IsFolder => {
                p.error = Some(Note::error("ui-edit-is-dir"));
                Some(p)
            }
            Written::Failed(failure) => {
                p.refuse(Note::Worded(failure.message("ui-phase-save-failed", lang)));
                Some(p)
            }
        },
        // An outcome that does not fit the prompt: it stays as it was.
        (_, _) => Some(p),
    };
    if let Some(p) = keep {
        lab.edit.overlay = Some(Overlay::Prompt(p));
    }
}
