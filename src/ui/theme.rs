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
    /// The slide deck's theme of the same name (what `E` writes opens in the app's theme).
    pub(crate) fn deck(self) -> crate::words::deck::DeckTheme {
        use crate::words::deck::DeckTheme;
        match self {
            ThemeKind::Dark => DeckTheme::Dark,
            ThemeKind::Light => DeckTheme::Light,
            ThemeKind::HighContrast => DeckTheme::HighContrast,
            ThemeKind::Mono => DeckTheme::Mono,
        }
    }
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

/// A theme's colors by role (`None`: the ground's own), from which its styles are made: every
/// theme gives each role the same modifiers, so a highlight never rests on color alone.
struct Palette {
    /// The pane's ground.
    base: Style,
    /// What the roles' styles start from.
    ground: Style,
    /// The selected row.
    selected: Style,
    /// Emphasized prose.
    emphasis: Modifier,
    border: Option<Color>,
    /// The focused border, accents and keys.
    accent: Option<Color>,
    title: Option<Color>,
    dim: Option<Color>,
    card: Option<Color>,
    rule: Option<Color>,
    ok: Option<Color>,
    bad: Option<Color>,
    changed: Option<Color>,
}

impl Palette {
    fn theme(&self) -> Theme {
        let b = Modifier::BOLD;
        let role = |c: Option<Color>| c.map_or(self.ground, |c| self.ground.fg(c));
        Theme {
            base: self.base,
            border: role(self.border),
            border_focus: role(self.accent).add_modifier(b),
            title: role(self.title).add_modifier(b),
            selected: self.selected,
            accent: role(self.accent).add_modifier(b),
            dim: role(self.dim),
            card: role(self.card).add_modifier(b),
            emphasis: self.ground.add_modifier(self.emphasis),
            rule: role(self.rule),
            ok: role(self.ok).add_modifier(b),
            bad: role(self.bad).add_modifier(b),
            changed: role(self.changed).add_modifier(b | Modifier::UNDERLINED),
            key: role(self.accent).add_modifier(b),
        }
    }
}

impl Theme {
    pub fn of(kind: ThemeKind) -> Theme {
        let plain = Style::new();
        let reversed = plain.add_modifier(Modifier::REVERSED);
        let on_black = plain.fg(Color::White).bg(Color::Black);
        let palette = match kind {
            ThemeKind::Mono => Palette {
                base: plain,
                ground: plain,
                selected: reversed,
                emphasis: Modifier::ITALIC,
                border: None,
                accent: None,
                title: None,
                dim: None,
                card: None,
                rule: None,
                ok: None,
                bad: None,
                changed: None,
            },
            ThemeKind::Dark => Palette {
                base: plain,
                ground: plain,
                selected: reversed,
                emphasis: Modifier::ITALIC,
                border: Some(Color::DarkGray),
                accent: Some(Color::Cyan),
                title: Some(Color::White),
                dim: Some(Color::Gray),
                card: Some(Color::Yellow),
                rule: Some(Color::LightBlue),
                ok: Some(Color::Green),
                bad: Some(Color::LightRed),
                changed: Some(Color::LightYellow),
            },
            // Everything on the black ground, emphasis bold too, the selection in yellow.
            ThemeKind::HighContrast => Palette {
                base: on_black,
                ground: on_black,
                selected: plain
                    .fg(Color::Black)
                    .bg(Color::Yellow)
                    .add_modifier(Modifier::BOLD),
                emphasis: Modifier::BOLD | Modifier::ITALIC,
                border: None,
                accent: Some(Color::Yellow),
                title: None,
                dim: None,
                card: Some(Color::LightCyan),
                rule: Some(Color::LightCyan),
                ok: Some(Color::LightGreen),
                bad: Some(Color::LightRed),
                changed: Some(Color::Yellow),
            },
            ThemeKind::Light => Palette {
                base: plain.fg(Color::Black).bg(Color::White),
                ground: plain,
                selected: reversed,
                emphasis: Modifier::ITALIC,
                border: Some(Color::Gray),
                accent: Some(Color::Blue),
                title: Some(Color::Black),
                dim: Some(Color::DarkGray),
                card: Some(Color::Magenta),
                rule: Some(Color::Blue),
                ok: Some(Color::Green),
                bad: Some(Color::Red),
                changed: Some(Color::Magenta),
            },
        };
        palette.theme()
    }
}
