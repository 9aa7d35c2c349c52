# L'interface de l'application (src/ui/start.rs, settings.rs, present.rs, plain.rs, chain_builder.rs).

## Écran d'accueil
ui-start-title = layerlab
ui-start-tagline = Le système de couches (CR 613) et la procédure des effets de phase, pas à pas.
ui-start-heading-study = Étudier
ui-start-heading-sandboxes = Bacs à sable
ui-start-heading-settings = Réglages
ui-start-continue = ▶ Reprendre : leçon { $n }, page { $page } — { $title }
ui-start-begin = ▶ Commencer : leçon 1 — { $title }
ui-start-practice-due = Entraînement du jour : { $count ->
    [0] rien
    [one] une question
   *[other] { $count } questions
}
ui-start-practice-none = Entraînement : bientôt avec `layerlab drill`
ui-start-layer-sample = Bac à sable des couches : { $title }
ui-start-layer-empty = Bac à sable des couches, position vide
ui-start-phase = Bac à sable des phases : { $title }
ui-start-chain = Constructeur de chaîne : les quatre paliers
ui-start-language = Langue : { $lang }
ui-start-language-name = français
ui-start-theme = Thème : { $theme }
ui-theme-high-contrast = contraste élevé
ui-ctx-start = Écran d'accueil
ui-key-start-next = suivant
ui-key-start-prev = précédent
ui-key-start-choose = ouvrir
ui-key-start-close = vers les leçons
ui-key-show-start = accueil

## Constructeur de chaîne
ui-ctx-chain = Constructeur de chaîne
ui-chain-title = Constructeur de chaîne
ui-chain-rules = Ordre : { $rules } (r pour changer)
ui-chain-rules-tiers = les quatre paliers du cours
ui-chain-rules-apnap = l'APNAP de Magic (CR 603.3b)
ui-chain-tier = { $tier }. { $player ->
    [A] A, joueur actif
   *[P] P, joueur passif
} : { $kind ->
    [mandatory] obligatoire
   *[optional] optionnel
}
ui-chain-activated = activé
ui-chain-declined = refusé
ui-chain-empty = Aucun effet pour l'instant : a en ajoute un pour A, p pour P.
ui-chain-links = Chaîne :
ui-chain-resolves = Résolution :
ui-chain-first-label = Premier à pouvoir répondre :
ui-chain-first = { $player } (le dernier maillon, CL{ $n } { $id }, est à { $owner })
ui-chain-compare-tiers = Avec les quatre paliers : { $line }
ui-chain-compare-apnap = Avec l'APNAP : { $line }
ui-chain-magic-player = { $player ->
    [A] A, le joueur actif : capacités déclenchées, dans l'ordre où A les met sur la pile
   *[P] P, le joueur non actif : capacités déclenchées, dans l'ordre où P les met sur la pile, après celles de A
}
ui-chain-magic-on-stack = sur la pile
ui-chain-magic-may-yes = « pouvez » : sur la pile ; { $player } l'utilise au moment où elle se résout
ui-chain-magic-may-no = « pouvez » : sur la pile malgré tout ; { $player } refuse au moment où elle se résout (603.5)
ui-chain-magic-empty = Aucune capacité déclenchée pour l'instant : a en ajoute une pour A, p pour P.
ui-chain-magic-stack = Pile, de bas en haut :
ui-chain-magic-resolves = Résolution, du haut vers le bas :
ui-chain-magic-declines = { $id } (refusée)
ui-chain-magic-priority-label = Priorité d'abord :
ui-chain-magic-priority = { $player }, le joueur actif (117.3b), quel que soit le joueur qui a mis la dernière capacité sur la pile
ui-key-chain-open = constructeur de chaîne
ui-key-chain-next = effet suivant
ui-key-chain-prev = effet précédent
ui-key-chain-add-a = ajouter pour A
ui-key-chain-add-p = ajouter pour P
ui-key-chain-mandatory = obligatoire/optionnel
ui-key-chain-activate = activer/refuser
ui-key-chain-earlier = plus tôt dans son palier
ui-key-chain-later = plus tard dans son palier
ui-key-chain-remove = retirer
ui-key-chain-rules = paliers/APNAP
ui-key-chain-close = retour à la procédure

## Mode présentation
ui-present-title = layerlab — présentation
ui-present-layer = { $layer ->
    [players] Joueurs
    [rules] Règles du jeu
    [sba] Actions d'état
   *[other] Couche { $layer }
}
ui-present-start = Départ
ui-present-round = Tour { $round } [{ $step }]
ui-present-over = Phase finie
ui-present-chain = Chaîne
ui-present-lesson = Leçon { $n }

## Mode texte (--plain)
ui-plain-welcome = Tapez une commande puis Entrée : help les liste, lesson 1 ouvre la première leçon, q quitte.
ui-plain-index = Leçons :
ui-plain-help = Commandes, une par ligne :
    index (i) : la liste des leçons
    lesson N, ou simplement N : ouvrir la leçon N à sa première page
    next (n), prev (p) : la page suivante ou précédente
    read (r) : relire la page
    open (o) : ouvrir la position de la page (encore : la position suivante de la page)
    step (s), back (b) : l'étape suivante ou précédente de la position
    trace (t) : toute la position et toutes les étapes
    phase (w) : les procédures de phase de la page, expliquées pas à pas
    lang fr, lang en : changer de langue
    quit (q) : quitter
ui-plain-page = Page { $n } sur { $count }. n : page suivante, o : ouvrir sa position.
ui-plain-no-lesson = Aucune leçon ouverte : tapez lesson 1, ou index pour la liste.
ui-plain-last-page = C'est la dernière page de la leçon.
ui-plain-first-page = C'est la première page de la leçon.
ui-plain-page-no-board = Cette page n'a pas de position à ouvrir.
ui-plain-no-board = Aucune position ouverte : sur une page avec une position, tapez open.
ui-plain-trace-end = C'était la dernière étape ({ $total ->
    [0] aucune étape
    [one] une étape
   *[other] { $total } étapes
}).
ui-plain-trace-start = Retour au départ : aucune étape appliquée.
ui-plain-lang = Langue : français.
ui-plain-lang-unknown = Langue inconnue « { $lang } » : utilisez en ou fr.
ui-plain-unknown = Commande inconnue « { $command } » : tapez help pour la liste.
ui-plain-page-no-procedure = Cette page n'a pas de procédure de phase.
