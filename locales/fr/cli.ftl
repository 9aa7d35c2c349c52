cli-no-command = layerlab : essayez `layerlab solve FICHIER` ou `layerlab phase FICHIER` (`layerlab --help` liste tout).

## layerlab lesson
lesson-heading = Leçon { $n } : { $title }
lesson-rule = Règle { $cr }
lesson-rule-2011 = Règle { $cr } (2011 : { $old })
lesson-try-it = À essayer : { $caption }
lesson-board = Son plateau s'ouvre à l'étape { $step } sur { $total }
lesson-board-start = Son plateau s'ouvre avant sa première étape ({ $total ->
    [one] { $total } étape
   *[other] { $total } étapes
})
lesson-board-table = Le plateau à cette étape :
lesson-board-effects = Effets :
lesson-worksheet = Feuille d'exercices : { $count } { $count ->
        [one] question
       *[other] questions
    }, sans leurs réponses (`--answers-at-end` imprime le corrigé).
lesson-worksheet-board = Le plateau, avant qu'aucune couche ne s'applique :
lesson-procedure = Procédure : { $caption }
lesson-question = Question { $n }
lesson-order-hint = (remettez dans l'ordre)
lesson-layer-hint = (quelle couche ?)
lesson-answer = Réponse : { $answer }
lesson-why = Pourquoi : { $explain }
lesson-why-not = Pas { $letter }) : { $why }
lesson-why-not-picked = Pourquoi pas votre choix : { $why }
lesson-rules-cited = Règles : { $list }
lesson-worked = Corrigé (les étapes du moteur pour { $object }) :
lesson-computed-for = { $object }, calculé par le moteur
lesson-unknown = Il n'y a pas de leçon { $n } : le cours a les leçons 1 à { $count }.
lesson-glossary = Glossaire

## layerlab check
check-ok = Contenu valide : { $lessons } leçons, { $questions } questions (dont { $computed } calculées par le moteur), { $terms } termes de glossaire.
check-failed = { $n ->
    [one] { $n } problème trouvé.
   *[other] { $n } problèmes trouvés.
}
cli-output-failed = layerlab : impossible d'écrire la sortie : { $reason }
cli-input-failed = layerlab : impossible de lire l'entrée standard : { $reason }
cli-input-line-too-long = Cette ligne dépasse { $limit } octets : ignorée. Tapez-en une plus courte.
cli-input-no-line-end = plus de { $limit } octets sans fin de ligne
lesson-error-step-past-end = le plateau « { $scenario } » s'ouvre à l'étape { $step }, après la fin de sa trace ({ $total ->
    [0] aucune étape
    [one] une étape
   *[other] { $total } étapes
})

## layerlab card : le texte imprimé d'une carte, tel que layerlab le lit.
card-cmd-type-line = Ligne de type : { $line }
card-cmd-heading = { $n ->
    [one] Une capacité, telle que layerlab la lit :
   *[other] { $n } capacités, telles que layerlab les lit :
}
card-cmd-keyword = une capacité mot-clé (l'objet l'a ; pas de couche à elle)
card-cmd-mana = une capacité de mana
card-cmd-words-only = des mots seulement : non modélisé, le moteur n'en applique rien
card-cmd-as-enters = au moment où il arrive : elle décide de ce que le permanent est en arrivant (valeurs copiables, couche 1a, ou un effet de remplacement)
card-cmd-layers = couches : { $layers }
card-cmd-no-layer = aucun effet continu (des mots seulement, ou une instruction sans couche)
card-cmd-words-en = dans les mots de layerlab (anglais) : { $words }
card-cmd-words-fr = en français : { $words }
card-cmd-ron = La carte pour un catalogue (RON) :
card-cmd-pt = « { $pt } » n'est pas une force et une endurance : écrivez « 2/2 », « */* » ou « */1+* »
card-cmd-stdin = l'entrée standard ne se lit pas comme du texte (UTF-8)
