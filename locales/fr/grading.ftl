# Questions des leçons, répondues et corrigées. $input : ce qui a été tapé ; $answer : la réponse attendue.
lesson-parse-choice = « { $input } » n'est pas l'un des choix : tapez sa lettre (a, b, c...).
lesson-parse-order = « { $input } » n'est pas un ordre des éléments : tapez chaque lettre une fois, dans l'ordre (b, a, c).
lesson-parse-yes-no = « { $input } » n'est ni oui ni non : tapez oui si l'objet meurt, non s'il survit.
lesson-parse-player = « { $input } » n'est pas un joueur : tapez p0 ou p1.
lesson-graded-right = Juste.
lesson-graded-wrong = Pas tout à fait : la réponse est { $answer }.
lesson-answer-key = Réponses
ui-plain-help-answer =
    answer TEXTE (a TEXTE) : répondre à la question suivante de la page (3/4 ; créature, terrain ; b ; oui ; les étapes d'une phase, quelques-unes à la fois : passe passe m1)
    ask N : la réponse suivante va à la question N de la page
    show : montrer la réponse de cette question sans y répondre
ui-plain-no-question = Toutes les questions de cette page ont une réponse. n : page suivante.
ui-plain-answer-empty = Tapez la réponse après le mot answer, par exemple : answer 3/4.

lesson-parse-layer = « { $input } » n'est pas une couche : tapez 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, joueurs ou règles.

# Une phase dite étape par étape. $place : où se trouve une étape (cycle 1, étape [3]).
lesson-steps-hint = (dites ce qui se passe à chaque étape de chaque cycle : - quand l'étape passe d'elle-même, passe, ou l'identifiant de l'effet qui se résout)
lesson-steps-not-phase = « { $scenario } » est une chaîne, pas une phase : il n'y a pas d'étapes à dire.
lesson-parse-steps = « { $input } » n'est pas une liste d'étapes : tapez -, passe ou l'identifiant d'un effet pour chaque étape, séparés par des espaces.
lesson-steps-wrong = { $count ->
    [one] L'étape { $list } est fausse.
   *[other] Les étapes { $list } sont fausses.
}
lesson-steps-short = Seulement { $said ->
    [one] { $said } étape dite
   *[other] { $said } étapes dites
} : dites chaque étape jusqu'à la fin de la phase.
lesson-step-nothing = rien : l'étape passe d'elle-même
lesson-step-pass = { $player } passe
lesson-step-resolve = { $player } résout { $effect }
lesson-step-place = Cycle { $round }, étape [{ $step }]
content-steps-not-phase = question « { $id } » : « { $scenario } » est un scénario de chaîne ; une question dite étape par étape demande un scénario de phase
content-steps-empty = question « { $id } » : la phase de « { $scenario } » n'a aucune étape à dire
