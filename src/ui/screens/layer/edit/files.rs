//! The layer sandbox's files: the path prompt's default, the board written as a scenario file
//! (Ctrl-S), as a Markdown trace (Ctrl-E) or as a slide deck (`E`), a scenario file opened
//! (Ctrl-O), and what the loop's reply to each does.

use super::*;

/// The path a prompt starts with: the file the board came from or was saved to, else its
/// name in the current folder (a lesson's board is never saved over the lesson by default).
fn default_path(s: &Sandbox, file: Option<&Path>, kind: PromptKind) -> String {
    let base: PathBuf = file.map_or_else(|| PathBuf::from(&s.name), Path::to_path_buf);
    match kind {
        PromptKind::Export => base.with_extension("md").display().to_string(),
        PromptKind::Slides => base.with_extension("html").display().to_string(),
        _ => base.display().to_string(),
    }
}

pub(super) fn open_prompt(ly: &mut LayerBox, kind: PromptKind) {
    // Saving or exporting waits for the board being solved, and so does opening over an edit
    // not shown yet; a board being opened may give way to another.
    if ly.solving.is_some() && !(kind == PromptKind::Open && ly.opening()) {
        ly.edit.message = Some(Message::error("ui-edit-solving", ""));
        return;
    }
    let text = match (&ly.sandbox, kind) {
        (Some(s), _) => default_path(s, ly.edit.file.as_deref(), kind),
        (None, PromptKind::Open) => String::new(),
        (None, _) => {
            ly.edit.message = Some(Message::error("ui-edit-no-board", ""));
            return;
        }
    };
    ly.edit.overlay = Some(Overlay::Prompt(Prompt::new(kind, &text)));
}

/// The Markdown report of the board, as `layerlab solve --format md` prints it.
pub(crate) fn markdown(s: &Sandbox, lang: Lang) -> String {
    let loaded = &s.board.loaded;
    let sol = &s.board.sol;
    let mismatches = report::mismatches(loaded, sol);
    report::text(&report::Report {
        loaded,
        sol,
        mismatches: &mismatches,
        lang,
        numbering: Numbering::Current,
        md: true,
    })
}

/// The step-through of the board as a slide deck (`layerlab slides`), in the app's language
/// and theme; a course board not edited brings its lesson's questions.
fn slides(ly: &LayerBox, s: &Sandbox, sh: &Shared) -> Result<String, String> {
    let course = &sh.course;
    let in_course = ly.edit.file.is_none()
        && !ly.edit.dirty
        && course
            .source
            .get(&format!("{}{}", crate::content::course::SCENARIOS, s.name))
            .is_some();
    let theme = sh.theme.deck();
    let source = deck::Source::Board {
        name: &s.name,
        in_course,
        loaded: &s.board.loaded,
        sol: &s.board.sol,
    };
    deck::deck_html(course, source, sh.lang, theme).map_err(|e| e.render(sh.lang))
}

/// Does what a prompt asks (Enter): asks the loop to read or write the file, the prompt open
/// until the outcome comes back ([`replied`]). Returns the overlay to keep.
pub(super) fn run_prompt(ly: &mut LayerBox, sh: &Shared, mut p: Prompt) -> Option<Overlay> {
    let Some((_, path)) = p.path(|| tr(sh.lang, "ui-edit-empty-path", &[])) else {
        return Some(Overlay::Prompt(p));
    };
    match p.kind {
        PromptKind::Open => {
            if p.asks(ly.edit.dirty) {
                return Some(Overlay::Prompt(p));
            }
            ly.asked = Some(FileAsk::Read { path });
        }
        PromptKind::Save | PromptKind::Export | PromptKind::Slides => {
            let s = ly.sandbox.as_ref()?;
            let text = match p.kind {
                PromptKind::Save => to_ron(&s.board.loaded.file),
                PromptKind::Slides => slides(ly, s, sh),
                _ => Ok(markdown(s, sh.lang)),
            };
            let text = match text {
                Ok(t) => t,
                Err(e) => {
                    p.refuse(e);
                    return Some(Overlay::Prompt(p));
                }
            };
            ly.asked = Some(FileAsk::Write {
                path,
                bytes: text.into_bytes(),
                overwrite: p.confirm,
            });
        }
    }
    Some(Overlay::Prompt(p))
}

/// The outcome of the file the prompt asked for: the board opened, the file written, or why
/// not (the prompt stays, with the error or the question it asks first).
pub(crate) fn replied(ly: &mut LayerBox, sh: &Shared, reply: Reply) {
    let Some(Overlay::Prompt(mut p)) = ly.edit.overlay.take() else {
        return;
    };
    let Some((raw, path)) = p.path(|| tr(sh.lang, "ui-edit-empty-path", &[])) else {
        ly.edit.overlay = Some(Overlay::Prompt(p));
        return;
    };
    match (p.kind, reply) {
        (PromptKind::Open, Reply::Read(text)) => {
            // A big board is solved off the drawing path: the prompt closes at once.
            let read = text.and_then(|t| {
                scenario::load_str_played(&path, t, &sh.course.catalogue).and_then(Opened::of)
            });
            match read {
                Err(e) => {
                    p.refuse(e.render(sh.lang));
                    ly.edit.overlay = Some(Overlay::Prompt(p));
                }
                Ok(opened) => {
                    let o = Opening {
                        name: path_prompt::file_name(&path, &raw),
                        step: 0,
                        file: Some(path),
                        message: Some(Message::ok("ui-edit-opened", raw)),
                    };
                    ly.open_read(opened, o, sh.lang);
                }
            }
        }
        (PromptKind::Save | PromptKind::Export | PromptKind::Slides, Reply::Written(w)) => {
            match w {
                Written::Done => {
                    let id = match p.kind {
                        PromptKind::Save => {
                            ly.edit.file = Some(path);
                            ly.edit.dirty = false;
                            "ui-edit-saved"
                        }
                        PromptKind::Slides => "ui-edit-slides-written",
                        _ => "ui-edit-exported",
                    };
                    ly.edit.message = Some(Message::ok(id, raw));
                }
                Written::Exists => {
                    p.confirm = true;
                    ly.edit.overlay = Some(Overlay::Prompt(p));
                }
                Written::IsFolder => {
                    p.error = Some(tr(sh.lang, "ui-edit-is-dir", &[]));
                    ly.edit.overlay = Some(Overlay::Prompt(p));
                }
                Written::Failed(failure) => {
                    p.refuse(failure.message("ui-edit-write-failed", sh.lang));
                    ly.edit.overlay = Some(Overlay::Prompt(p));
                }
            }
        }
        // An outcome that does not fit the prompt: it stays as it was.
        (_, _) => ly.edit.overlay = Some(Overlay::Prompt(p)),
    }
}
