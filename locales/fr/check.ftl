# Problèmes que `layerlab check` et le démarrage de l'application trouvent dans un cours,
# affichés après leur position (chemin:ligne:colonne:).
content-course-missing = l'index du cours manque
content-format-version = format_version { $found } non pris en charge (ce layerlab lit 1)
content-lesson-missing = le fichier de leçon « { $file } » manque
content-glossary-missing = le fichier de glossaire « { $file } » manque
content-message-missing = le message `{ $id }` manque dans locales/{ $lang }
content-duplicate-id = identifiant { $kind ->
        [lesson] de leçon
        [question] de question
       *[term] de terme
    } « { $id } » en double (d'abord dans { $first })
content-card-duplicate = le nom de carte « { $name } » est déjà dans le catalogue (carte « { $card } » de { $first }) : un nom ne se donne qu'une fois, dans un seul fichier
content-no-pages = une leçon a besoin d'au moins une page
content-rule-number = « { $n } » n'est pas un numéro de règle comme « 613.8a »
content-expect-failed = attente non satisfaite : { $id } { $field } : attendu { $expected }, obtenu { $actual }
content-scenario-missing = le scénario « { $scenario } » manque dans { $folder }
content-choices-few = la question « { $id } » a besoin d'au moins deux choix
content-answer-out = question « { $id } » : la réponse marquée { $answer } ne fait pas partie de ses { $n } choix
content-why-not-missing = question « { $id } » : le choix { $choice }) n'a pas de message why_not (chaque mauvais choix dit pourquoi il est faux)
content-why-not-extra = question « { $id } » : why_not donne { $count } messages pour { $n } choix
content-order-answer = question « { $id } » : la réponse doit ordonner les { $n } éléments (chaque indice une fois)
content-layer-answer = question « { $id } » : « { $answer } » n'est pas une couche (1a … 7d, players, rules)
content-compute = question « { $id } » : la réponse ne peut pas être calculée : { $why }
content-compute-no-object = il n'y a pas d'objet « { $object } » dans le scénario
content-compute-not-on-battlefield = « { $object } » n'est pas sur le champ de bataille à la fin
content-compute-no-pt = « { $object } » n'a ni force ni endurance
content-message-one-locale = le message `{ $id }` est dans locales/{ $lang } mais pas dans locales/{ $other }
content-message-unused = le message `{ $id }` n'est jamais utilisé par le cours
content-message-isolation = le message `{ $id }` s'affiche avec des marques d'isolement Unicode
content-message-nnbsp = le message `{ $id }` contient U+202F : utilisez U+00A0 avant ? ! : ;
content-link-unclosed = le message `{ $id }` ({ $lang }) a un lien de carte [[ jamais fermé par ]]
content-link-unknown = le message `{ $id }` renvoie à la carte « { $name } », absente du catalogue{ $near }
content-link-suggestion = ; la plus proche : { $names }
content-link-no-suggestion = { "" }

## Trouvés par `layerlab check` seulement.
content-ftl-cycle = `{ $id }` renvoie à lui-même : { $chain }
content-ftl-unknown-message = `{ $id }` renvoie au message `{ $target }`, absent de locales/{ $lang }
content-ftl-unknown-term = `{ $id }` renvoie au terme `{ $target }`, absent de locales/{ $lang }
content-ftl-unknown-attribute = `{ $id }` renvoie à `{ $target }.{ $attr }`, mais `{ $target }` n'a pas d'attribut `{ $attr }`
content-ftl-variable = `{ $id }` utilise la variable ${ $var }, mais les messages du cours ne reçoivent aucune variable
content-ftl-term-variable = le terme `{ $id }` affiche ${ $var }, que le renvoi en { $by } ne donne pas
content-ftl-control = `{ $id }` contient le { $kind ->
    [invisible] caractère de mise en forme invisible
   *[control] caractère de contrôle
 } { $code }, qui ne doit pas atteindre un terminal
content-drill-failed = le modèle « { $id } » ne peut pas construire de problème pour la graine { $seed } : { $why }
content-drill-exhausted = aucun des { $attempts } plateaux tirés n'était valide et ne faisait décider la réponse par la notion (ses réserves sont-elles trop étroites ?)

## Modèles d'exercices (lessons/drills/*.ron).
template-error-duplicate = identifiant de modèle « { $id } » en double
template-error-board-reversed = `board` vaut ({ $least }, { $most }) : le minimum dépasse le maximum, aucune taille de plateau ne convient
template-error-difficulty = `difficulty` vaut { $found } : elle va de 1 à { $most }
template-error-unknown-card = carte inconnue « { $name } » dans la réserve `{ $pool }`

## L'application avec un cours personnel.
check-refused = layerlab n'ouvre pas le cours de { $dir } : { $n ->
        [one] 1 problème ci-dessus
       *[other] { $n } problèmes ci-dessus
    }. `layerlab check --content { $dir }` vérifie le dossier.
