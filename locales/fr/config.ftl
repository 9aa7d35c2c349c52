# Le fichier de configuration (config.toml) et `layerlab config`.
config-not-toml = ce n'est pas du TOML : { $detail }
config-unknown-setting = réglage inconnu « { $name } » (les réglages : { $known })
config-bad-value = « { $name } » prend { $expected }
config-unknown-screen = écran inconnu « { $name } » sous [keys] (les écrans : { $known })
config-unknown-action = l'écran « { $screen } » n'a pas d'action « { $name } » (ses actions : { $known })
config-unknown-key = touche inconnue « { $key } » : une lettre, un chiffre ou un signe, ctrl-LETTRE, ou l'une de { $known }
config-ctrl-c = Ctrl-C quitte toujours : il ne peut pas être attribué à autre chose
config-typed-here = dans « { $screen } » les lettres s'écrivent comme du texte : « { $key } » n'atteindrait jamais son action
config-bound-twice = « { $key } » est attribuée deux fois dans « { $screen } » : à « { $first } » et à « { $second } »
config-ok = { $path } : la configuration se lit.
config-no-folder = layerlab n'a trouvé aucun dossier de réglages (pas de dossier personnel) : donnez le fichier avec --config FICHIER.
config-file-head =
    La configuration de layerlab. Les lignes qui commencent par # sont des commentaires ; un réglage absent garde le choix de l'application.
    `layerlab config` vérifie ce fichier ; `layerlab config --default` affiche à nouveau ce texte.
config-file-language = La langue : "en" ou "fr" (absente : celle du système). L'application l'écrit quand vous appuyez sur la touche de langue.
config-file-theme = Le thème de couleurs : "dark", "light", "high-contrast" ou "mono". L'application l'écrit quand vous appuyez sur la touche de thème.
config-file-mouse = false laisse la souris au terminal (sélection de texte), comme --no-mouse.
config-file-pane = Le volet des leçons à côté d'un bac à sable : sa largeur en pour cent (25 à 70). Il s'affiche à chaque démarrage (h le masque pour la session).
config-file-preset = preset = "vim" ajoute h, j, k, l pour se déplacer là où ces touches sont libres dans un écran (les touches propres à un écran et celles qui marchent partout sont gardées). Il ajoute :
config-file-keys =
    Les actions de chaque écran et leurs touches. Une touche : une lettre, un chiffre ou un signe, "ctrl-s", ou l'une de space, enter, esc, tab, backtab, up, down, left, right, pageup, pagedown, home, end, backspace, delete, insert.
    Les touches remplacent celles de l'action ; une touche ne s'attribue qu'une fois dans un écran ; Ctrl-C quitte toujours.
ui-config-refused = { $error }. Le fichier de configuration a été refusé : layerlab a démarré avec les touches et réglages par défaut, et laisse le fichier tel quel.
ui-config-aside = Le fichier de configuration ne se lisait plus : il est gardé sous le nom { $aside }, et un nouveau garde les réglages.
ui-config-save-failed = Les réglages n'ont pas pu être enregistrés dans { $path } : { $error }
