//! The phase sandbox: a phase procedure of the course played decision by decision, for either
//! player.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Widget, Wrap};

use crate::i18n::tr;
use crate::ui::action::Action;
use crate::ui::keys::Ctx;
use crate::ui::shared::{Shared, Transition};
use crate::ui::theme::Theme;
use crate::ui::widgets::layout::pane_block;
use crate::ui::widgets::procedure::{self, PhaseBox};
use crate::ui::widgets::safe;
use crate::words::titles::{Kind, scenario_title};

/// The contexts whose keys are active, most specific first.
pub fn contexts() -> Vec<Ctx> {
    vec![Ctx::Phase, Ctx::Global]
}

/// What the mouse wheel does in the phase sandbox (up or down).
pub fn wheel(up: bool) -> Action {
    if up {
        Action::PhasePrev
    } else {
        Action::PhaseNext
    }
}

/// The phase sandbox's actions.
pub fn apply(phase: Option<&mut PhaseBox>, action: Action) -> Transition {
    match action {
        Action::Back => return Transition::Back,
        Action::ChainOpen => return Transition::Chain,
        _ => {}
    }
    let Some(pb) = phase else {
        return Transition::Stay;
    };
    let Ok(proc) = pb.procedure.as_mut() else {
        return Transition::Stay;
    };
    let n = proc.legal_choices().len();
    match action {
        Action::PhasePrev if n > 0 => pb.cursor = (pb.cursor + n - 1) % n,
        Action::PhaseNext if n > 0 => pb.cursor = (pb.cursor + 1) % n,
        Action::PhaseChoose => {
            if let Some(d) = proc.legal_choices().get(pb.cursor).cloned() {
                // A legal choice cannot be refused.
                let _ = proc.choose(d);
                pb.cursor = 0;
            }
        }
        Action::PhaseUndo => {
            proc.undo();
            pb.cursor = 0;
        }
        Action::PhaseRestart => {
            proc.undo_to(0);
            pb.cursor = 0;
        }
        _ => {}
    }
    Transition::Stay
}

/// The phase sandbox's pane.
pub fn render(
    phase: Option<&PhaseBox>,
    sh: &Shared,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
    focused: bool,
) {
    let lang = sh.lang;
    let title = match phase {
        // The procedure by its lesson page's title, never its file name.
        Some(p) => format!(
            "{} — {}",
            tr(lang, "ui-phase", &[]),
            scenario_title(&sh.course, &p.name, Kind::Procedure, lang)
                .unwrap_or_else(|| p.name.clone())
        ),
        None => tr(lang, "ui-phase", &[]),
    };
    let block = pane_block(title, focused, th, area.width);
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = match phase {
        None => vec![Line::raw(tr(lang, "ui-phase-empty", &[]))],
        Some(pb) => procedure::lines(lang, pb, th),
    };
    safe::para(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}
