//! Drawing the edit overlays over the sandbox (reads the state only).

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget, Wrap};

use super::forms::{self, Form, FormKind, Label, Value};
use super::{Overlay, Picker, Prompt, PromptKind, search};
use crate::content::scenario::ActionSpec;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::card::CardDef;
use crate::rules::layer::Numbering;
use crate::ui::screens::layer::{LayerBox, Sandbox};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;
use crate::words::abilities::{self as render, RenderCtx, SelfKind};
use crate::words::deps;
use crate::words::explain::{Explainer, layer_label};
use crate::words::names::NameGram;

fn label_text(l: &Label, lang: Lang) -> String {
    match l {
        Label::Msg(id) => tr(lang, id, &[]),
        Label::Raw(s) => s.clone(),
        Label::Color(c) => render::color_name(*c, lang),
        Label::Subtype(s) => render::subtype_name(s, lang),
        Label::Named(en, fr, id) => {
            let n = if lang == Lang::Fr && !fr.is_empty() {
                fr
            } else {
                en
            };
            // A face-down permanent has no name (708.2): it says so, and never shows the
            // name of its hidden face.
            let n = if n.is_empty() {
                tr(lang, "value-nameless", &[])
            } else {
                n.clone()
            };
            match id {
                Some(id) => format!("{n} [{id}]"),
                None => n,
            }
        }
    }
}

/// An action's object as `id`, with the grammar of its card's name: the participles agree with
/// it ("est engagée", "deviennent attachés").
fn id_args(s: &Sandbox, id: &str) -> Vec<(&'static str, crate::i18n::Arg)> {
    let game = &s.board.loaded.game;
    let gram = game
        .lookup(id)
        .and_then(|i| game.objects.get(i))
        .map_or_else(NameGram::default, |o| NameGram::of_card(&o.card))
        .sounding(id);
    let mut args = gram.args().to_vec();
    args.push(("id", id.into()));
    args
}

/// A card of the scenario or of the catalogue, by name.
fn card_def<'a>(
    sh: &'a Shared,
    s: Option<&'a Sandbox>,
    name: &str,
) -> Option<&'a crate::rules::card::CardDef> {
    s.and_then(|s| s.board.loaded.cards.iter().find(|c| c.is_named(name)))
        .or_else(|| sh.course.catalogue.find(name))
}

/// A card of the catalogue or of the scenario, by name, in `lang`.
fn card_named(sh: &Shared, s: Option<&Sandbox>, name: &str, lang: Lang) -> String {
    card_def(sh, s, name).map_or(name.to_string(), |c| search::card_name(c, lang).to_string())
}

/// One line for an action of the scenario, in words.
pub(crate) fn action_line(sh: &Shared, s: &Sandbox, a: &ActionSpec) -> String {
    let lang = sh.lang;
    match a {
        ActionSpec::Enter {
            id,
            card,
            controller,
            ..
        } => tr(
            lang,
            "ui-edit-act-enter",
            fargs![
                id = id,
                card = card_named(sh, Some(s), card, lang),
                player = *controller as i64,
                // The verb agrees with a plural name ("Elfes de Llanowar arrivent").
                number = card_def(sh, Some(s), card)
                    .map_or_else(NameGram::default, NameGram::of_card)
                    .number()
            ],
        ),
        ActionSpec::Cast {
            card, controller, ..
        } => tr(
            lang,
            "ui-edit-act-cast",
            fargs![
                card = card_named(sh, Some(s), card, lang),
                player = *controller as i64
            ],
        ),
        ActionSpec::Activate { source, .. } => {
            tr(lang, "ui-edit-act-activate", &id_args(s, source))
        }
        ActionSpec::Counters {
            target,
            kind,
            count,
        } => tr(
            lang,
            "ui-edit-act-counters",
            fargs![id = target, kind = kind, count = *count as i64],
        ),
        ActionSpec::Attach { source, to } => {
            let mut args = id_args(s, source);
            args.push(("to", to.as_str().into()));
            tr(lang, "ui-edit-act-attach", &args)
        }
        ActionSpec::TurnFaceUp { target, choices } => match choices.first() {
            None => tr(lang, "ui-edit-act-face-up", &id_args(s, target)),
            Some(choice) => {
                let mut args = id_args(s, target);
                args.push(("choice", choice.as_str().into()));
                tr(lang, "ui-edit-act-face-up-choosing", &args)
            }
        },
        ActionSpec::TurnFaceDown { target } => {
            tr(lang, "ui-edit-act-face-down", &id_args(s, target))
        }
        ActionSpec::Transform { target } => tr(lang, "ui-edit-act-transform", &id_args(s, target)),
        ActionSpec::Tap { target } => tr(lang, "ui-edit-act-tap", &id_args(s, target)),
        ActionSpec::Untap { target } => tr(lang, "ui-edit-act-untap", &id_args(s, target)),
        ActionSpec::PhaseOut { target } => tr(lang, "ui-edit-act-phase-out", &id_args(s, target)),
        ActionSpec::PhaseIn { target } => tr(lang, "ui-edit-act-phase-in", &id_args(s, target)),
        ActionSpec::Leave { target } => tr(lang, "ui-edit-act-leave", fargs![id = target]),
        ActionSpec::EndTurn => tr(lang, "ui-edit-act-end-turn", &[]),
        ActionSpec::Effect {
            id, parts, affects, ..
        } => {
            let ctx = RenderCtx {
                self_kind: SelfKind::Permanent,
                choices: &[],
            };
            let parts = parts
                .iter()
                .map(|p| render::part_text(p, lang, &ctx))
                .collect::<Vec<_>>()
                .join(", ");
            let who = render::affected_text(affects, lang, &ctx);
            tr(
                lang,
                "ui-edit-act-effect",
                fargs![id = id, parts = parts, affected = who],
            )
        }
    }
}

fn popup(area: Rect, w: u16, h: u16) -> Rect {
    area.centered(
        Constraint::Length(w.min(area.width)),
        Constraint::Length(h.min(area.height)),
    )
}

fn frame<'a>(title: String, hint: String, th: &Theme) -> Block<'a> {
    Block::bordered()
        .border_style(th.border_focus)
        .style(th.base)
        .title(safe::line(Line::styled(format!(" {title} "), th.title)))
        .title_bottom(safe::line(Line::styled(format!(" {hint} "), th.dim)))
}

fn draw(lines: Vec<Line<'static>>, block: Block<'_>, at: Rect, buf: &mut Buffer) {
    Clear.render(at, buf);
    safe::para(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(at, buf);
}

/// Why an edit or a file was refused, marked "!", in rows of `room` cells broken between words
/// (the rows after the first under its text): each row is a line, so the popup counts them.
fn refusal(text: &str, room: usize, th: &Theme) -> Vec<Line<'static>> {
    crate::ui::widgets::page::wrap_words(text, room.saturating_sub(2).max(1), usize::MAX)
        .into_iter()
        .enumerate()
        .map(|(k, row)| {
            let mark = if k == 0 { "! " } else { "  " };
            Line::styled(format!("{mark}{row}"), th.bad)
        })
        .collect()
}

fn type_line(c: &CardDef, lang: Lang) -> String {
    render::type_line(&c.supertypes, &c.types, &c.subtypes, lang)
}

fn picker(sh: &Shared, p: &Picker, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let rows = (p.results.len() as u16 + 4).max(8);
    let at = popup(area, 64, rows.min(area.height.saturating_sub(2)));
    let title = match p.kind {
        search::Kind::Permanent => tr(lang, "ui-edit-pick-permanent", &[]),
        search::Kind::Spell => tr(lang, "ui-edit-pick-spell", &[]),
    };
    let mut lines = vec![];
    let label = tr(lang, "ui-edit-search", &[]);
    let room = usize::from(at.width).saturating_sub(2 + label.chars().count() + 1);
    let mut search = vec![Span::styled(label, th.title), Span::raw(" ")];
    search.extend(p.input.spans_in(true, th, room));
    lines.push(Line::from(search));
    lines.push(Line::styled(
        tr(
            lang,
            "ui-edit-found",
            fargs![count = p.results.len() as i64],
        ),
        th.dim,
    ));
    // A card the catalogue lacks may be given by its printed text: the key that does it.
    let by_text = crate::ui::keys::effective(super::super::KEYS)
        .into_iter()
        .find(|b| b.action == super::super::Action::Edit(super::EditAction::AddByText));
    if p.results.is_empty()
        && p.kind == search::Kind::Permanent
        && let Some(b) = by_text
    {
        let key = crate::ui::keys::key_label(&b, lang);
        lines.push(Line::styled(
            tr(lang, "ui-edit-pick-by-text", fargs![key = key]),
            th.dim,
        ));
    }
    let room = at.height.saturating_sub(4) as usize;
    let first = p.cursor.saturating_sub(room.saturating_sub(1));
    for (k, &i) in p.results.iter().enumerate().skip(first).take(room) {
        let c = &sh.course.catalogue.cards()[i];
        let text = format!("{} · {}", search::card_name(c, lang), type_line(c, lang));
        // The name in the other language, for a search typed in it.
        let other = search::card_name(c, if lang == Lang::Fr { Lang::En } else { Lang::Fr });
        let other = if other == search::card_name(c, lang) {
            String::new()
        } else {
            format!(" ({other})")
        };
        let (mark, style) = if k == p.cursor {
            ("› ", th.selected)
        } else {
            ("  ", th.base)
        };
        lines.push(Line::from(vec![
            Span::styled(format!("{mark}{text}"), style),
            Span::styled(other, th.dim),
        ]));
    }
    let hint = tr(lang, "ui-edit-hint-picker", &[]);
    // One line per card, cut at the edge, so the list keeps its place.
    Clear.render(at, buf);
    safe::para(lines)
        .block(frame(title, hint, th))
        .render(at, buf);
}

fn form(sh: &Shared, f: &Form, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let card = |i: usize| {
        let name = sh.course.catalogue.cards().get(i);
        name.map_or("", |c| search::card_name(c, lang))
    };
    let title = match &f.kind {
        FormKind::Enter(i) => tr(lang, "ui-edit-form-enter", fargs![card = card(*i)]),
        FormKind::Cast(i) => tr(lang, "ui-edit-form-cast", fargs![card = card(*i)]),
        FormKind::Counters(id) => tr(lang, "ui-edit-form-counters", fargs![id = id]),
        FormKind::Effect => tr(lang, "ui-edit-form-effect", &[]),
    };
    let labels: Vec<String> = f.fields.iter().map(|x| tr(lang, x.label, &[])).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut lines = Vec::new();
    if let FormKind::Enter(i) | FormKind::Cast(i) = &f.kind
        && let Some(c) = sh.course.catalogue.cards().get(*i)
    {
        lines.push(Line::styled(type_line(c, lang), th.dim));
    }
    for (k, (field, label)) in f.fields.iter().zip(&labels).enumerate() {
        let on = k == f.focus;
        let pad = width.saturating_sub(label.chars().count());
        let mut spans = vec![
            Span::styled(if on { "› " } else { "  " }, th.accent),
            Span::styled(
                format!("{label}{} ", " ".repeat(pad)),
                if on { th.title } else { th.dim },
            ),
        ];
        match &field.value {
            Value::Text(i) => spans.extend(i.spans(on, th)),
            Value::Choice { options, idx } => {
                let v = options
                    .get(*idx)
                    .map(|o| label_text(&o.label, lang))
                    .unwrap_or_default();
                if on {
                    spans.push(Span::styled(format!("◂ {v} ▸"), th.selected));
                } else {
                    spans.push(Span::raw(v));
                }
            }
        }
        lines.push(Line::from(spans));
    }
    // What the instruction reads as, in words, as it is typed.
    if f.kind == FormKind::Effect {
        let ctx = RenderCtx {
            self_kind: SelfKind::Permanent,
            choices: &[],
        };
        match forms::form_parts(f) {
            Ok(parts) => {
                for p in parts {
                    lines.push(Line::styled(
                        tr(
                            lang,
                            "ui-edit-part-preview",
                            fargs![
                                layer = layer_label(p.layer(), Numbering::Current, false, lang),
                                text = render::part_text(&p, lang, &ctx)
                            ],
                        ),
                        th.accent,
                    ));
                }
            }
            Err(e) => lines.push(Line::styled(format!("? {}", e.message(lang)), th.dim)),
        }
    }
    // The popup's inside: a refusal is wrapped to it, and the popup grows to show it whole.
    let room = usize::from(area.width.min(72)).saturating_sub(2);
    if let Some(e) = &f.error {
        lines.extend(refusal(&e.text(lang), room, th));
    }
    let h = lines.len() as u16 + 2;
    let at = popup(area, 72, h);
    let hint = tr(lang, "ui-edit-hint-form", &[]);
    draw(lines, frame(title, hint, th), at, buf);
}

fn prompt(sh: &Shared, p: &Prompt, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let title = match p.kind {
        PromptKind::Save => tr(lang, "ui-edit-prompt-save", &[]),
        PromptKind::Open => tr(lang, "ui-edit-prompt-open", &[]),
        PromptKind::Export => tr(lang, "ui-edit-prompt-export", &[]),
        PromptKind::Slides => tr(lang, "ui-edit-prompt-slides", &[]),
    };
    let label = tr(lang, "ui-edit-path", &[]);
    // The popup's width less its borders and the label: a long path shows around its cursor.
    let room = usize::from(area.width.min(72)).saturating_sub(2 + label.chars().count() + 1);
    let mut path = vec![Span::styled(label, th.title), Span::raw(" ")];
    path.extend(p.input.spans_in(!p.confirm, th, room));
    let mut lines = vec![Line::from(path)];
    if p.confirm {
        let id = if p.kind == PromptKind::Open {
            "ui-edit-discard"
        } else {
            "ui-edit-overwrite"
        };
        lines.push(Line::styled(tr(lang, id, &[]), th.accent));
    }
    if let Some(e) = &p.error {
        lines.push(Line::styled(format!("! {e}"), th.bad));
    }
    let at = popup(area, 72, lines.len() as u16 + 3);
    let hint = tr(lang, "ui-edit-hint-prompt", &[]);
    draw(lines, frame(title, hint, th), at, buf);
}

fn actions(sh: &Shared, s: &Sandbox, cursor: usize, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let list = &s.board.loaded.file.actions;
    let at = popup(area, 72, list.len().max(1) as u16 + 4);
    let room = at.height.saturating_sub(4) as usize;
    let first = cursor.saturating_sub(room.saturating_sub(1));
    let mut lines = vec![Line::styled(tr(lang, "ui-edit-actions-intro", &[]), th.dim)];
    if list.is_empty() {
        lines.push(Line::raw(tr(lang, "ui-edit-actions-empty", &[])));
    }
    for (k, a) in list.iter().enumerate().skip(first).take(room) {
        let text = format!("{:>2}. {}", k + 1, action_line(sh, s, a));
        lines.push(if k == cursor {
            Line::styled(format!("›{text}"), th.selected)
        } else {
            Line::raw(format!(" {text}"))
        });
    }
    let title = tr(lang, "ui-edit-actions-title", &[]);
    let hint = tr(lang, "ui-edit-hint-actions", &[]);
    draw(lines, frame(title, hint, th), at, buf);
}

/// The lines of the dependency view.
pub fn dependency_lines(sh: &Shared, s: &Sandbox) -> Vec<String> {
    dependency_rows(sh, s).into_iter().map(|(_, l)| l).collect()
}

/// The lines of the dependency view, each marked when it is about the effect of the step
/// shown.
pub fn dependency_rows(sh: &Shared, s: &Sandbox) -> Vec<(bool, String)> {
    let ex = Explainer {
        game: &s.board.loaded.game,
        trace: &s.board.sol.trace,
        lang: sh.lang,
        numbering: Numbering::Current,
    };
    deps::rows(&ex, s.current().and_then(|st| st.effect))
}

fn deps(sh: &Shared, s: &Sandbox, scroll: usize, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let all = dependency_rows(sh, s);
    let mut lines = vec![Line::styled(tr(lang, "ui-edit-deps-intro", &[]), th.dim)];
    if all.is_empty() {
        lines.push(Line::raw(tr(lang, "ui-edit-deps-none", &[])));
    }
    // The edges of the step shown are marked ▸ (not by color alone).
    for (here, l) in all.into_iter().skip(scroll) {
        lines.push(if here {
            Line::from(vec![
                Span::styled("▸ ", th.changed),
                Span::styled(l, th.changed),
            ])
        } else {
            Line::from(vec![Span::styled("• ", th.accent), Span::raw(l)])
        });
    }
    let at = popup(area, area.width, area.height);
    let title = tr(lang, "ui-edit-deps-title", &[]);
    let hint = tr(lang, "ui-edit-hint-deps", &[]);
    draw(lines, frame(title, hint, th), at, buf);
}

/// What the sandbox's title adds after the board's name: that it has edits not saved, that a
/// board is being solved.
pub fn title_mark(ly: &LayerBox, sh: &Shared) -> String {
    let mut mark = if ly.edit.dirty {
        format!(" ({})", tr(sh.lang, "ui-edit-modified", &[]))
    } else {
        String::new()
    };
    // The board of the last edit, or a board opened, is being solved: the one shown stays
    // until it is ready.
    if let Some(s) = &ly.solving {
        let spinner = s.spinner().to_string();
        mark.push(' ');
        mark.push_str(&tr(
            sh.lang,
            "ui-edit-solving-mark",
            fargs![spinner = spinner],
        ));
    }
    mark
}

/// Draws the open overlay and the last edit's message over the sandbox's inside `area`.
pub(crate) fn render(ly: &LayerBox, sh: &Shared, th: &Theme, area: Rect, buf: &mut Buffer) {
    if area.height < 3 || area.width < 10 {
        return;
    }
    let s = ly.sandbox.as_ref();
    if let Some(m) = &ly.edit.message
        && ly.edit.overlay.is_none()
    {
        let row = Rect::new(area.x, area.y + area.height - 1, area.width, 1);
        let style = if m.error { th.bad } else { th.accent };
        Clear.render(row, buf);
        safe::para(Line::styled(format!("» {}", m.text(sh.lang)), style)).render(row, buf);
    }
    match (&ly.edit.overlay, s) {
        (Some(Overlay::Picker(p)), _) => picker(sh, p, th, area, buf),
        (Some(Overlay::Form(f)), _) => form(sh, f, th, area, buf),
        (Some(Overlay::ByText(f)), _) => super::by_text_view::render(sh, f, th, area, buf),
        (Some(Overlay::Prompt(p)), _) => prompt(sh, p, th, area, buf),
        (Some(Overlay::Actions { cursor }), Some(s)) => actions(sh, s, *cursor, th, area, buf),
        (Some(Overlay::Deps { scroll }), Some(s)) => deps(sh, s, *scroll, th, area, buf),
        _ => {}
    }
}
