//! Themes: dark, light, high contrast and mono. Meaning is never carried by color alone: every highlight also
//! has a modifier (REVERSED, BOLD, UNDERLINED) or a printed mark, and mono has no color at all
//! (what survives `NO_COLOR`: crossterm's reset under NO_COLOR also clears bold and reverse, so
//! a theme with colors would lose its selection marks there).

use ratatui::style::{Color, Modifier, Style};

/// Which theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeKind {
    #[default]
    Dark,
    Light,
    /// White and yellow on black, everything bold.
    HighContrast,
    Mono,
}

impl ThemeKind {
    pub const ALL: [ThemeKind; 4] = [
        ThemeKind::Dark,
        ThemeKind::Light,
        ThemeKind::HighContrast,
        ThemeKind::Mono,
    ];

    /// The next theme (the `t` key).
    pub(crate) fn next(self) -> ThemeKind {
        match self {
            ThemeKind::Dark => ThemeKind::Light,
            ThemeKind::Light => ThemeKind::HighContrast,
            ThemeKind::HighContrast => ThemeKind::Mono,
            ThemeKind::Mono => ThemeKind::Dark,
        }
    }

    /// The Fluent id of its name.
    pub(crate) fn msg(self) -> &'static str {
        match self {
            ThemeKind::Dark => "ui-theme-dark",
            ThemeKind::Light => "ui-theme-light",
            ThemeKind::HighContrast => "ui-theme-high-contrast",
            ThemeKind::Mono => "ui-theme-mono",
        }
    }

    /// The theme to start with: `requested`, else mono when `NO_COLOR` is set (and not empty),
    /// else dark.
    pub fn initial(requested: Option<ThemeKind>, no_color: Option<&str>) -> ThemeKind {
        match (requested, no_color) {
            (Some(t), _) => t,
            (None, Some(v)) if !v.is_empty() => ThemeKind::Mono,
            _ => ThemeKind::Dark,
        }
    }
}

/// The styles of a theme.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub(crate) base: Style,
    pub(crate) border: Style,
    pub(crate) border_focus: Style,
    pub(crate) title: Style,
    pub selected: Style,
    pub(crate) accent: Style,
    pub(crate) dim: Style,
    pub(crate) card: Style,
    pub(crate) emphasis: Style,
    pub(crate) rule: Style,
    pub(crate) ok: Style,
    pub(crate) bad: Style,
    pub(crate) changed: Style,
    pub(crate) key: Style,
}

impl Theme {
    pub fn of(kind: ThemeKind) -> Theme {
        let b = Modifier::BOLD;
        let plain = Style::new();
        match kind {
            ThemeKind::Mono => Theme {
                base: plain,
                border: plain,
                border_focus: plain.add_modifier(b),
                title: plain.add_modifier(b),
                selected: plain.add_modifier(Modifier::REVERSED),
                accent: plain.add_modifier(b),
                dim: plain,
                card: plain.add_modifier(b),
                emphasis: plain.add_modifier(Modifier::ITALIC),
                rule: plain,
                ok: plain.add_modifier(b),
                bad: plain.add_modifier(b),
                changed: plain.add_modifier(b | Modifier::UNDERLINED),
                key: plain.add_modifier(b),
            },
            ThemeKind::Dark => Theme {
                base: plain,
                border: plain.fg(Color::DarkGray),
                border_focus: plain.fg(Color::Cyan).add_modifier(b),
                title: plain.fg(Color::White).add_modifier(b),
                selected: plain.add_modifier(Modifier::REVERSED),
                accent: plain.fg(Color::Cyan).add_modifier(b),
                dim: plain.fg(Color::Gray),
                card: plain.fg(Color::Yellow).add_modifier(b),
                emphasis: plain.add_modifier(Modifier::ITALIC),
                rule: plain.fg(Color::LightBlue),
                ok: plain.fg(Color::Green).add_modifier(b),
                bad: plain.fg(Color::LightRed).add_modifier(b),
                changed: plain
                    .fg(Color::LightYellow)
                    .add_modifier(b | Modifier::UNDERLINED),
                key: plain.fg(Color::Cyan).add_modifier(b),
            },
            ThemeKind::HighContrast => {
                let base = plain.fg(Color::White).bg(Color::Black);
                Theme {
                    base,
                    border: base,
                    border_focus: base.fg(Color::Yellow).add_modifier(b),
                    title: base.add_modifier(b),
                    selected: plain.fg(Color::Black).bg(Color::Yellow).add_modifier(b),
                    accent: base.fg(Color::Yellow).add_modifier(b),
                    dim: base,
                    card: base.fg(Color::LightCyan).add_modifier(b),
                    emphasis: base.add_modifier(b | Modifier::ITALIC),
                    rule: base.fg(Color::LightCyan),
                    ok: base.fg(Color::LightGreen).add_modifier(b),
                    bad: base.fg(Color::LightRed).add_modifier(b),
                    changed: base
                        .fg(Color::Yellow)
                        .add_modifier(b | Modifier::UNDERLINED),
                    key: base.fg(Color::Yellow).add_modifier(b),
                }
            }
            ThemeKind::Light => Theme {
                base: plain.fg(Color::Black).bg(Color::White),
                border: plain.fg(Color::Gray),
                border_focus: plain.fg(Color::Blue).add_modifier(b),
                title: plain.fg(Color::Black).add_modifier(b),
                selected: plain.add_modifier(Modifier::REVERSED),
                accent: plain.fg(Color::Blue).add_modifier(b),
                dim: plain.fg(Color::DarkGray),
                card: plain.fg(Color::Magenta).add_modifier(b),
                emphasis: plain.add_modifier(Modifier::ITALIC),
                rule: plain.fg(Color::Blue),
                ok: plain.fg(Color::Green).add_modifier(b),
                bad: plain.fg(Color::Red).add_modifier(b),
                changed: plain
                    .fg(Color::Magenta)
                    .add_modifier(b | Modifier::UNDERLINED),
                key: plain.fg(Color::Blue).add_modifier(b),
            },
        }
    }
}
