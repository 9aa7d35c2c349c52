# Répondre aux questions des leçons dans l'application : marques, formulaires, corrections, touches.
ui-answer-no-question = Plus de question à laquelle répondre ici : faites défiler jusqu'à une question.
ui-answer-mark-right = bonne réponse
ui-answer-mark-wrong = mauvaise réponse
ui-answer-mark-shown = réponse montrée
ui-answer-hint-ask = Entrée : répondre · s : montrer la réponse
ui-answer-yes = oui, l'objet meurt
ui-answer-no = non, l'objet survit
ui-answer-pick-hint = Cochez chaque élément qui convient (x), puis appuyez sur Entrée.
ui-answer-pick-hint-other = Cochez chaque élément qui convient (x) ; sur la dernière ligne, tapez une capacité que la liste n'offre pas. Puis appuyez sur Entrée.
# La dernière ligne d'une liste de capacités : un élément que l'apprenant tape. $typed : ce qui a été tapé.
ui-answer-other = Autre : { $typed }
ui-answer-step-ask = { $place } : que se passe-t-il ?
ui-answer-step-wrong = { $place } vous avez dit : { $said } ; ce qui s'est passé : { $happened }
ui-answer-right = Juste : { $given }.
ui-answer-wrong = Pas tout à fait : vous avez répondu { $given } ; la réponse est { $answer }.
ui-answer-shown = La réponse : { $answer }
ui-answer-late = Juste, mais la réponse avait été montrée : la question garde sa marque. Répondez-y de nouveau un autre jour.
ui-answer-page-tally = Questions : { $marks } (✓ juste ✗ faux ○ montré)
ui-answer-index-legend = ✓ tout juste · • ouverte · ✓ juste ✗ faux ○ montré
ui-answer-start-heading = Leçons ouvertes : { $seen }/{ $count } · questions : { $marks }
ui-answer-try-board = Étape { $step } sur { $total } : appuyez sur o pour l'ouvrir dans le bac à sable
ui-answer-try-board-large = Étape { $step } d'un grand plateau, calculé à l'ouverture : appuyez sur o pour l'ouvrir dans le bac à sable
ui-answer-plain-board = Position « { $title } » : { $total ->
    [0] aucune étape
    [one] une étape
   *[other] { $total } étapes
}. s : étape suivante, b : étape précédente, t : toute la trace.
# Une question de leçon dans la liste à revoir : $n la leçon, $page la page, $question sa place
# parmi les questions de la page (à partir de 1), $title le titre de la leçon.
ui-answer-review-lesson = Leçon { $n }, page { $page }, question { $question } ({ $title })
ui-ctx-answering-pick = Cocher des éléments
ui-ctx-answer-text = Taper la réponse d'une question
ui-key-show-answer = montrer la réponse
ui-key-answer-undo = reprendre le dernier élément placé
ui-key-answer-toggle = cocher ou décocher
ui-key-answer-submit = répondre
ui-key-answer-type = taper la réponse
ui-answer-plain-no-such-question = Il n'y a pas de question { $n } sur cette page : elle en a { $count }.
