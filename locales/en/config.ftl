# The configuration file (config.toml) and `layerlab config`.
config-not-toml = this is not TOML: { $detail }
config-unknown-setting = unknown setting “{ $name }” (the settings: { $known })
config-bad-value = “{ $name }” takes { $expected }
config-unknown-screen = unknown screen “{ $name }” under [keys] (the screens: { $known })
config-unknown-action = the screen “{ $screen }” has no action “{ $name }” (its actions: { $known })
config-unknown-key = unknown key “{ $key }”: a letter, a digit or a sign, ctrl-LETTER, or one of { $known }
config-ctrl-c = Ctrl-C always quits: it cannot be bound to anything else
config-typed-here = in “{ $screen }” letters are typed as text: “{ $key }” would never reach its action
config-bound-twice = “{ $key }” is bound twice in “{ $screen }”: to “{ $first }” and to “{ $second }”
config-ok = { $path }: the configuration reads.
config-no-folder = layerlab found no settings folder (no home folder): give the file with --config FILE.
config-file-head =
    layerlab's configuration. Lines starting with # are comments; a setting left out keeps the app's own choice.
    `layerlab config` checks this file; `layerlab config --default` prints this text again.
config-file-language = The language: "en" or "fr" (left out: the system's). The app writes it when you press the language key.
config-file-theme = The colour theme: "dark", "light", "high-contrast" or "mono". The app writes it when you press the theme key.
config-file-mouse = false leaves the mouse to the terminal (text selection), as --no-mouse does.
config-file-pane = The lesson pane beside a sandbox: its width in percent (25 to 70). It shows at every start (h hides it for the session).
config-file-preset = preset = "vim" adds h, j, k, l for moving where those keys are free in a screen (a screen's own key and the keys that work everywhere are kept). It adds:
config-file-keys =
    Each screen's actions and their keys. A key: a letter, a digit or a sign, "ctrl-s", or one of space, enter, esc, tab, backtab, up, down, left, right, pageup, pagedown, home, end, backspace, delete, insert.
    Keys replace the action's keys; a key may be bound once in a screen; Ctrl-C always quits.
ui-config-refused = { $error }. The configuration file was refused: layerlab started on the default keys and settings, and leaves the file as it is.
ui-config-aside = The configuration file did not read any more: it is kept as { $aside }, and a new one holds the settings.
ui-config-save-failed = The settings could not be saved to { $path }: { $error }
