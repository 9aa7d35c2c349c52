# Le diaporama (src/words/deck) : `layerlab slides` et l'application l'écrivent en une page HTML.
deck-kind-board = Les couches, étape par étape
deck-kind-phase = La procédure de phase, étape par étape
deck-kind-chain = Une chaîne, maillon par maillon
deck-count = { $steps ->
    [one] 1 étape
   *[other] { $steps } étapes
}, { $questions ->
    [one] 1 question
   *[other] { $questions } questions
}.
deck-keys = Touches : → ou Espace pour avancer, ← pour reculer, Début pour la première diapositive, Fin pour la dernière, Entrée ou R montre la réponse, T change les couleurs. L'adresse finit par le numéro de la diapositive (#7).
deck-steps-cut = Ce diaporama montre { $shown ->
    [one] la première étape
   *[other] les { $shown } premières étapes
} sur { $total } ; `layerlab solve` les écrit toutes.
deck-lesson-page = Page { $n } : { $title }
deck-page-unknown = la leçon { $lesson } n'a pas de page { $page } : elle en a { $count }
deck-step-of = Étape { $n } sur { $total }
deck-why = Pourquoi
deck-changes = Ce qui change
deck-changes-more = …et { $n ->
    [one] 1 autre changement
   *[other] { $n } autres changements
}.
deck-legend = ▲ et souligné : une case que cette étape a changée, écrite avant → après.
deck-rows-more = { $n ->
    [one] 1 autre permanent n'est pas montré.
   *[other] { $n } autres permanents ne sont pas montrés.
}
deck-rows-changed-only = Seuls les permanents que cette étape change sont montrés, sur { $total }.
deck-effects-changed-only = Seuls les effets que cette étape change sont montrés, sur { $total }.
deck-board-start = Le plateau avant qu'aucune couche ne s'applique
deck-col-name = Nom
deck-col-controller = Contrôleur
deck-col-type = Type
deck-col-colors = Couleurs
deck-col-abilities = Capacités
deck-col-pt = F/E
deck-col-counters = Marqueurs
deck-col-timestamp = Tampon horaire
deck-col-effect = Effet
deck-col-player = Joueur
deck-col-kind = Nature
deck-col-state = État
deck-col-link = Maillon
deck-kind-mandatory = obligatoire
deck-kind-optional = optionnel
deck-state-pending = en attente
deck-state-resolved = résolu
deck-state-renewed = résolu, de nouveau en attente
deck-state-removed = retiré
deck-phase-step = Cycle { $round }, étape [{ $step }] : joueur { $player }
deck-chain-link = Le maillon { $n } rejoint la chaîne
deck-chain-resolves = La chaîne se résout
deck-question-in-lesson = Leçon { $lesson }, question { $n }
deck-reveal-hint = Appuyez sur Entrée ou R pour voir la réponse.
deck-answer = Réponse
deck-button-prev = Diapositive précédente
deck-button-next = Diapositive suivante
deck-button-reveal = Montrer ou cacher la réponse
deck-button-theme = Changer les couleurs
slides-written = { $path } : { $slides ->
    [one] 1 diapositive
   *[other] { $slides } diapositives
} ({ $kib } Kio).
slides-error-write = impossible d'écrire { $path } : { $reason }
