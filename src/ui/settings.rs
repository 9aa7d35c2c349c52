//! The language and the theme the app starts with. Language: `--lang`, then the choice saved
//! with the progress, then the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`; one that does not
//! name a language, such as `C`, counts as none), then English. Theme: `--theme`, then mono
//! under `NO_COLOR`, then the saved choice, then dark. Switching either in the app (`l`, `t`)
//! saves it with the progress.

use super::theme::ThemeKind;
use crate::i18n::Lang;

/// The language the locale variables name, looked up with `var` (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`; the first one set decides, as POSIX says).
pub(crate) fn system_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| var(v))
        .find(|v| !v.trim().is_empty())
        .and_then(|v| Lang::from_locale(&v))
}

/// The language to start in.
pub fn pick_lang(flag: Option<Lang>, saved: Option<Lang>, system: Option<Lang>) -> Lang {
    flag.or(saved).or(system).unwrap_or(Lang::En)
}

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
