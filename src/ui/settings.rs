//! The language and the theme the app starts with. Language: `--lang`, then the choice kept in
//! the configuration file (or an older progress file), then the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`; one that does not
//! name a language, such as `C`, counts as none), then English. Theme: `--theme`, then mono
//! under `NO_COLOR`, then the saved choice, then dark. Switching either in the app (`l`, `t`)
//! writes it into the configuration file ([`super::config`]), as the lesson pane's width (`<`,
//! `>`); hiding the pane (`h`) lasts for the session.

use serde::{Deserialize, Serialize};

use super::theme::ThemeKind;
use crate::i18n::Lang;
// The choice of language is made before the app starts too (`--help`), so it lives in i18n.
pub use crate::i18n::{pick_lang, system_lang};

/// The theme to start with (`no_color`: the value of `NO_COLOR`, which counts when not empty).
pub fn pick_theme(
    flag: Option<ThemeKind>,
    no_color: Option<&str>,
    saved: Option<ThemeKind>,
) -> ThemeKind {
    match (flag, no_color) {
        (Some(t), _) => t,
        (None, Some(v)) if !v.is_empty() => ThemeKind::Mono,
        _ => saved.unwrap_or_default(),
    }
}

/// The lesson pane beside a sandbox on a wide screen: its share of the width (kept), and
/// whether it shows this session (hidden, the pane with the keys takes the whole width).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonPane {
    /// Percent of the desk's width, from [`LessonPane::MIN`] to [`LessonPane::MAX`].
    pub(crate) percent: u16,
    pub hidden: bool,
}

impl Default for LessonPane {
    fn default() -> LessonPane {
        LessonPane {
            percent: LessonPane::DEFAULT,
            hidden: false,
        }
    }
}

impl LessonPane {
    /// The narrowest and widest the lesson pane gets, in percent of the desk: the sandbox
    /// beside it keeps room for its board.
    pub(crate) const MIN: u16 = 25;
    pub(crate) const MAX: u16 = 70;
    pub(crate) const DEFAULT: u16 = 42;
    /// How much one key press narrows or widens it.
    pub(crate) const STEP: u16 = 5;

    /// The same pane with its width brought into range (a hand-edited settings file).
    pub(crate) fn clamped(self) -> LessonPane {
        LessonPane {
            percent: self.percent.clamp(Self::MIN, Self::MAX),
            ..self
        }
    }

    /// Narrower by one step (a hidden pane shows again first).
    pub(crate) fn narrower(self) -> LessonPane {
        LessonPane {
            percent: self.percent.saturating_sub(Self::STEP).max(Self::MIN),
            hidden: false,
        }
    }

    /// Wider by one step (a hidden pane shows again first).
    pub(crate) fn wider(self) -> LessonPane {
        LessonPane {
            percent: self.percent.saturating_add(Self::STEP).min(Self::MAX),
            hidden: false,
        }
    }

    /// What is kept from one start to the next: the width. Hidden is for the session only:
    /// a pane hidden once would otherwise greet every later start without its lessons.
    pub(crate) fn kept(self) -> LessonPane {
        LessonPane {
            hidden: false,
            ..self
        }
    }

    /// Hidden if it shows, shown if hidden (at the width it had).
    pub(crate) fn toggled(self) -> LessonPane {
        LessonPane {
            hidden: !self.hidden,
            ..self
        }
    }
}

/// The settings the app writes back into the file when they change in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub lang: Option<Lang>,
    pub theme: Option<ThemeKind>,
    pub lesson_pane: Option<LessonPane>,
}

/// The configuration file as the app keeps it: where it is, the settings it holds, and
/// whether the app may write to it.
#[derive(Clone, Debug, Default)]
pub struct Kept {
    /// `None`: the settings are kept with the progress (no settings folder).
    pub path: Option<std::path::PathBuf>,
    /// The settings as the file holds them: a change from these is written to it.
    pub saved: Settings,
    /// The file was refused when the app started: it is not written this session (its
    /// reader is to fix it), and a write that failed is not tried again.
    pub off: bool,
    /// The mouse (`mouse = false`: left to the terminal).
    pub mouse: Option<bool>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn language_order() {
        let fr = Some(Lang::Fr);
        let en = Some(Lang::En);
        assert_eq!(pick_lang(en, fr, fr), Lang::En, "the flag wins");
        assert_eq!(pick_lang(None, fr, en), Lang::Fr, "then the saved choice");
        assert_eq!(pick_lang(None, None, fr), Lang::Fr, "then the system");
        assert_eq!(pick_lang(None, None, None), Lang::En, "then English");
    }

    #[test]
    fn locale_variables() {
        assert_eq!(system_lang(env(&[("LANG", "fr_FR.UTF-8")])), Some(Lang::Fr));
        assert_eq!(
            system_lang(env(&[("LC_ALL", "en_GB.UTF-8"), ("LANG", "fr_FR.UTF-8")])),
            Some(Lang::En)
        );
        assert_eq!(
            system_lang(env(&[("LC_ALL", ""), ("LC_MESSAGES", "fr_CA")])),
            Some(Lang::Fr)
        );
        // C and POSIX name no language: English in the end.
        assert_eq!(
            system_lang(env(&[("LC_ALL", "C"), ("LANG", "fr_FR")])),
            None
        );
        assert_eq!(system_lang(env(&[("LANG", "POSIX")])), None);
        assert_eq!(system_lang(env(&[])), None);
        assert_eq!(
            pick_lang(None, None, system_lang(env(&[("LANG", "C")]))),
            Lang::En
        );
    }

    #[test]
    fn theme_order() {
        let light = Some(ThemeKind::Light);
        let hc = Some(ThemeKind::HighContrast);
        assert_eq!(pick_theme(hc, Some("1"), light), ThemeKind::HighContrast);
        assert_eq!(pick_theme(None, Some("1"), light), ThemeKind::Mono);
        assert_eq!(pick_theme(None, Some(""), light), ThemeKind::Light);
        assert_eq!(pick_theme(None, None, None), ThemeKind::Dark);
    }

    #[test]
    fn the_lesson_pane_stays_in_range() {
        let mut p = LessonPane::default();
        for _ in 0..50 {
            p = p.wider();
        }
        assert_eq!(p.percent, LessonPane::MAX);
        for _ in 0..50 {
            p = p.narrower();
        }
        assert_eq!(p.percent, LessonPane::MIN);
        let hidden = p.toggled();
        assert!(hidden.hidden);
        assert_eq!(hidden.percent, p.percent, "hiding keeps the width");
        assert!(!hidden.wider().hidden, "widening shows it again");
        let odd = LessonPane {
            percent: 500,
            hidden: false,
        };
        assert_eq!(odd.clamped().percent, LessonPane::MAX);
    }
}
