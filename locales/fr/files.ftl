# Problèmes d'un fichier, affichés après sa position (chemin:ligne:colonne:).
file-error-not-found = fichier introuvable
file-error-permission = accès refusé ({ $reason })
file-error-io = impossible de lire le fichier : { $reason }
file-error-is-folder = c'est un dossier, pas un fichier
file-error-not-regular = ce n'est pas un fichier ordinaire (un périphérique, un tube ou une socket) : layerlab ne lit que des fichiers
file-error-too-big = le fichier dépasse { $limit }, la taille maximale que lit layerlab
file-error-not-utf8 = le texte n'est plus de l'UTF-8 valide à partir d'ici (enregistrez le fichier en UTF-8)
file-error-too-deep = trop profondément imbriqué : layerlab lit des parenthèses, crochets et accolades imbriqués sur { $limit } niveaux au plus
file-error-link-loop = ce lien ramène à un dossier qui le contient : une boucle, non suivie
file-error-link-outside = ce lien mène hors du dossier de contenu (vers { $target }) : non suivi
file-error-content-not-folder = ce n'est pas un dossier (il faut un dossier contenant lessons/ et locales/)
file-error-content-too-many = le dossier de contenu compte plus de { $limit } fichiers, le maximum que lit layerlab
file-error-content-too-big = les fichiers du dossier de contenu dépassent { $limit } à eux tous, le maximum que lit layerlab
file-error-folder-too-deep = les dossiers s'imbriquent ici sur plus de { $limit } niveaux, le maximum que lit layerlab

## Fichiers RON : où est le problème, ce que la place attend, ce qui s'y trouve.
ron-at-place = { $place } : { $problem }
ron-place-field = dans `{ $field }`
ron-place-item = dans l'élément { $n } de `{ $field }`
ron-place-top-item = dans l'élément { $n }
ron-eof = le fichier s'arrête avant la fin de cette valeur (une parenthèse, un crochet ou un guillemet est-il resté ouvert ?)
ron-expected-close = il faut `{ $close }` pour fermer la valeur, ou une virgule avant la suivante
ron-attribute = il faut un attribut comme `#![enable(implicit_some)]`
ron-expected-comma = il faut une virgule entre deux valeurs
ron-expected-colon = il faut `:` entre un nom et sa valeur
ron-string-open = ce texte n'a pas de guillemet fermant (")
ron-number-underscore = un nombre ne peut pas avoir `_` ici
ron-wrong-name = il faut `{ $expected }(…)` ici, pas `{ $found }`
ron-expected-named = il faut `{ $name }(…)` ici
ron-expected-field = il faut un nom de champ : { $names }
ron-expected-variant = il faut l'un de ces noms : { $names }
ron-expected-a-name = il faut un nom ici
ron-bad-escape = cet échappement (après \) ne peut pas figurer dans un texte : utilisez \n, \t, \", \\ ou un échappement \u
ron-out-of-range = { $found } est hors limites : il faut { $expected }
ron-bad-digit = `{ $digit }` n'est pas un chiffre d'un nombre en base { $base }
ron-no-extension = il n'existe pas d'extension RON nommée `{ $name }`
ron-comment-open = ce commentaire (/* …) n'est jamais fermé par */
ron-comment-line = le fichier s'arrête dans un commentaire //
ron-trailing = il reste quelque chose après la fin de la valeur du fichier (seuls des commentaires peuvent la suivre)
ron-wrong-length = il faut { $expected }, mais il y en a { $found }
ron-unknown-variant = `{ $found }` n'est pas l'un de ces noms : { $names }
ron-unknown-field = il n'y a pas de champ `{ $found }` ici ; les champs sont : { $names }
ron-did-you-mean = { $problem } (vouliez-vous dire `{ $name }` ?)
ron-missing-field = le champ `{ $field }` manque
ron-duplicate-field = le champ `{ $field }` est donné deux fois
ron-bad-name = `{ $name }` n'est pas un nom valide
ron-raw-name = `{ $name }` doit s'écrire r#{ $name }
ron-unexpected-char = `{ $char }` inattendu : il faut { $expected }
ron-expected = il faut { $expected }, trouvé : { $found }
ron-unreadable = cette valeur ne peut pas être lue ici : il faut { $expected }
ron-found = `{ $text }`
ron-found-end = la fin du fichier
ron-expect-int = un nombre entier de { $min } à { $max }
ron-expect-float = un nombre (comme 1.5)
ron-expect-bool = true ou false
ron-expect-char = un caractère entre apostrophes ('x')
ron-expect-str = un texte entre guillemets ("…")
ron-expect-bytes = des octets entre guillemets (b"…")
ron-expect-unit = ()
ron-expect-option = une valeur, ou None
ron-expect-list = une liste entre crochets [ … ]
ron-expect-tuple = { $n ->
        [one] 1 valeur
       *[other] { $n } valeurs
    } entre parenthèses ( … )
ron-expect-map = une table entre accolades {"{"} "nom": valeur, … {"}"}
ron-expect-struct = des valeurs entre parenthèses ( … ) avec les champs { $names }
ron-expect-enum = l'un de ces noms : { $names }
ron-expect-field = un nom de champ parmi { $names }
ron-expect-any = une valeur
ron-expect-pt = un nombre, ou une forme avec une étoile comme imprimée (« * », « 1+* », « *+1 », « 2* »)

## Fichiers Fluent : erreurs de syntaxe.
ftl-expected-token = il faut `{ $token }` ici
ftl-expected-letter = il faut un nom commençant par une lettre (de a à z, de A à Z)
ftl-expected-digit = il faut un chiffre
ftl-expected-newline = il faut un retour à la ligne ici (chaque variante d'une sélection commence sur sa propre ligne)
ftl-expected-range = il faut l'un de ces caractères : { $range }
ftl-expected-message-field = le message `{ $id }` n'a ni valeur ni attributs
ftl-expected-term-field = le terme `-{ $id }` n'a pas de valeur
ftl-forbidden-callee = seules les fonctions écrites en capitales (comme NUMBER) peuvent être appelées
ftl-missing-default = une sélection a besoin d'une variante par défaut, marquée par *
ftl-missing-value = il faut une valeur après `=`
ftl-multiple-defaults = une sélection ne peut avoir qu'une variante par défaut (*)
ftl-message-selector = un message ne peut pas choisir une variante
ftl-term-selector = un terme ne peut pas choisir une variante (seuls ses attributs le peuvent)
ftl-message-attribute-selector = l'attribut d'un message ne peut pas choisir une variante
ftl-term-attribute-placeable = l'attribut d'un terme ne peut pas être affiché, seulement servir à choisir une variante
ftl-string-open = ce texte entre guillemets n'a pas de guillemet fermant sur sa ligne
ftl-positional-after-named = les arguments sans nom doivent précéder les arguments nommés
ftl-duplicate-argument = l'argument `{ $name }` est donné deux fois
ftl-unknown-escape = `\{ $seq }` n'est pas un échappement connu de Fluent (utilisez \\, \" ou un échappement \u)
ftl-bad-unicode-escape = `{ $seq }` n'est pas un échappement Unicode valide
ftl-unbalanced-brace = cette accolade fermante n'a pas d'accolade ouvrante
ftl-expected-inline = il faut quelque chose à afficher entre les accolades : un message, un -terme, une $variable, un nombre ou un texte entre guillemets
ftl-expected-simple-selector = seuls une $variable, un nombre, un texte entre guillemets ou une fonction peuvent choisir une variante
ftl-expected-literal = il faut un nombre ou un texte entre guillemets
ftl-duplicate = `{ $id }` est défini deux fois (d'abord en { $first })

# Pourquoi la lecture ou l'écriture d'un fichier a échoué, pour les causes courantes (toute autre est dite comme le système la dit).
io-storage-full = le disque est plein
io-permission = permission refusée
io-read-only = le système de fichiers est en lecture seule
io-not-found = un dossier du chemin n'existe pas
io-not-a-folder = une partie du chemin est un fichier, pas un dossier
io-is-a-folder = c'est un dossier, pas un fichier
