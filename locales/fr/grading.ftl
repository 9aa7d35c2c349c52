# Questions des leçons, répondues et corrigées. $input : ce qui a été tapé ; $answer : la réponse attendue.
lesson-parse-choice = « { $input } » n'est pas l'un des choix : tapez sa lettre (a, b, c...).
lesson-parse-order = « { $input } » n'est pas un ordre des éléments : tapez chaque lettre une fois, dans l'ordre (b, a, c).
lesson-parse-yes-no = « { $input } » n'est ni oui ni non : tapez oui s'il meurt, non s'il survit.
lesson-parse-player = « { $input } » n'est pas un joueur : tapez p0 ou p1.
lesson-graded-right = Juste.
lesson-graded-wrong = Pas tout à fait : la réponse est { $answer }.
lesson-answer-key = Réponses
ui-plain-help-answer =
    answer TEXTE (a TEXTE) : répondre à la question suivante de la page (3/4 ; créature, terrain ; b ; oui)
    show : montrer la réponse de cette question sans y répondre
ui-plain-no-question = Toutes les questions de cette page ont une réponse. n : page suivante.
ui-plain-answer-empty = Tapez la réponse après le mot answer, par exemple : answer 3/4.

lesson-parse-layer = « { $input } » n'est pas une couche : tapez 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, joueurs ou règles.
