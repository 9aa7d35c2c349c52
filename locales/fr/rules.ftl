## Couches (numérotation actuelle et celle du cours de 2011)
layer-1a = Couche 1a : valeurs copiables (effets de copie, F/E « en arrivant »)
layer-1b = Couche 1b : statut face cachée
layer-2 = Couche 2 : contrôle
layer-3 = Couche 3 : texte
layer-4 = Couche 4 : type
layer-5 = Couche 5 : couleur
layer-6 = Couche 6 : capacités
layer-7a = Couche 7a : F/E définies par une capacité de définition de caractéristique
layer-7b = Couche 7b : F/E fixées à une valeur
layer-7c = Couche 7c : modifications de F/E et marqueurs
layer-7d = Couche 7d : échange de la force et de l'endurance
layer-players = Effets sur les joueurs
layer-rules = Effets sur les règles du jeu
layer-sba = Actions basées sur un état
course-layer-1 = Couche 1 : effets de copie (le statut face cachée à côté)
course-layer-7c = Couche 7c : modifications de F/E
course-layer-7d = Couche 7d : marqueurs
course-layer-7e = Couche 7e : échange de la force et de l'endurance
course-layer-8 = « Couche 8 » : effets sur les joueurs
course-layer-9 = « Couche 9 » : effets sur les règles du jeu
rule-2011 = { $rule } en 2011

## Sortes d'effets
kind-static = capacité statique
kind-resolved = sort ou capacité résolu
kind-cda = capacité de définition de caractéristique
kind-replacement = effet « en arrivant »
kind-rule = règle du jeu
kind-counters = marqueurs
kind-face-down = statut face cachée (708.2)
locked-set = ensemble déterminé
face-down-effect = statut face cachée (708.2)
counters-effect = marqueurs { $kind } (x{ $count })

## Pourquoi une étape a lieu maintenant
reason-cda = capacité de définition de caractéristique : les CDC s'appliquent en premier dans leur couche (613.3)
reason-timestamp = tampon horaire le plus ancien parmi les effets qui n'attendent rien (613.7)
reason-dependency = passe avant { $list } : un effet attend ceux dont il dépend (613.8b), quels que soient les tampons horaires
reason-just-after = s'applique juste après les effets qu'il attendait (613.8b), donc avant { $list }, plus anciens mais indépendants de lui
reason-loop = boucle de dépendance entre { $list } : la dépendance est ignorée entre eux et l'ordre des tampons horaires décide (613.8b)
reason-stops-ability = cesse d'exister : sa source n'a plus la capacité
reason-stops-ability-by = cesse d'exister : { $cause } a retiré la capacité qui le génère
reason-stops-condition = ne s'applique pas : sa condition est fausse
reason-sba = les actions basées sur un état ne regardent que le résultat de toutes les couches (704.5f)
reason-no-value = une créature qui n'a pas de valeur de force ou d'endurance a 0 à la place (208.5)
reason-continues = il a commencé dans une couche précédente, il continue donc de s'appliquer aux mêmes objets (613.6)
reason-locked = l'ensemble des objets affectés a été déterminé quand l'effet a commencé (611.2c)
reason-rule-follows-board = cette partie ne change ni caractéristique ni contrôleur : c'est une règle du jeu, qui s'applique aux objets présents maintenant, pas seulement à ceux qui étaient là quand l'effet a commencé (611.2c)
waited-for = a attendu { $list } (613.8a)
dep-existence = { $effect } (l'appliquer change l'existence de cet effet)
dep-text = { $effect } (l'appliquer change le texte de cet effet)
dep-affected-set = { $effect } (l'appliquer change ce à quoi cet effet s'applique)
dep-instruction = { $effect } (l'appliquer change ce que fait cet effet)
jump-existence = { $effect } (appliquer cet effet le ferait cesser d'exister)
jump-text = { $effect } (appliquer cet effet changerait son texte)
jump-affected-set = { $effect } (appliquer cet effet changerait ce à quoi il s'applique)
jump-instruction = { $effect } (appliquer cet effet changerait ce qu'il fait)
dies = meurt : endurance { $toughness } (704.5f)
solve-tapped = engagé
solve-phased-out = hors phase (702.26b)

## Champs
kv = { $key } : { $value }
field-name = nom
field-name_fr = nom français
field-mana_cost = coût de mana
field-mana_value = valeur de mana
field-colors = couleurs
field-supertypes = surtypes
field-types = types de carte
field-subtypes = sous-types
field-all_creature_types = tous les types de créatures
field-abilities = capacités
field-power = force
field-toughness = endurance
field-controller = contrôleur
field-face_down = face cachée
field-cant_have = ne peut pas avoir
field-dies = meurt
field-max_hand_size = taille maximale de main
field-rules = règles
value-none = aucun
value-no-rules = aucune
# Une règle du jeu sur un objet (613.11), sur un plateau ; $rule comme dans les fichiers de scénario, $gender et $number ceux de l'objet.
object-rule = { $rule ->
    [CantAttack] { object-rule-cant } attaquer
    [CantBlock] { object-rule-cant } bloquer
    [AttacksIfAble] { $number ->
        [pl] attaquent
       *[sg] attaque
    } à chaque combat si possible
    [BlocksIfAble] { $number ->
        [pl] bloquent
       *[sg] bloque
    } à chaque combat si possible
   *[CantBeBlocked] { object-rule-cant } être { $number ->
        [pl] { $gender ->
            [f] bloquées
           *[m] bloqués
        }
       *[sg] { $gender ->
            [f] bloquée
           *[m] bloqué
        }
    }
 }
object-rule-cant = { $number ->
    [pl] ne peuvent pas
   *[sg] ne peut pas
 }
value-no-abilities = aucune
value-nameless = (sans nom)
value-yes = oui
value-no = non
value-no-maximum = pas de maximum
value-player = joueur { $n }

## Changements de règles
rule-NoMaximumHandSize = pas de taille maximale de main
rule-AdditionalLands = peut jouer { $n ->
    [one] { $n } terrain supplémentaire
   *[other] { $n } terrains supplémentaires
} à chaque tour
rule-LegendRuleDoesNotApply = la règle des légendes ne s'applique pas
rule-CantLoseGame = ne peut pas perdre la partie
rule-OpponentsCantWinGame = les adversaires ne peuvent pas gagner la partie
rule-SpendManaAsAnyColor = le mana peut être dépensé comme s'il était de n'importe quelle couleur

## Le rapport de solve
solve-words-only = Lu comme des mots seulement, sans effet modélisé ({ $n ->
    [one] une phrase
   *[other] { $n } phrases
}) : le moteur n'en applique rien
solve-board = Champ de bataille
solve-players = Joueurs
solve-game-rules = Règles du jeu
solve-steps = Étapes ({ $n })
solve-step = Étape { $n }
solve-no-steps = Aucun effet continu ne s'applique.
solve-col-id = id
solve-col-name = nom
solve-col-controller = ctrl
solve-col-type = ligne de type
solve-col-colors = couleurs
solve-col-pt = F/E
solve-col-abilities = capacités
solve-col-counters = marqueurs
solve-col-rules = règles du jeu
solve-col-timestamp = tampon horaire
solve-affected = affecte
solve-effect-line = { $name } [{ $label }], { $kind }, tampon horaire { $ts }
solve-player-line = { $id } : { $life } points de vie, { $hand } cartes en main, taille maximale de main { $max }
solve-player-abilities = a { $list }
solve-player-more = { $line } ; { $more }
solve-expect-ok = { $n ->
    [one] L'attente est vérifiée.
   *[other] Les { $n } attentes sont vérifiées.
}
solve-expect-failed = { $n ->
    [one] Une attente n'est pas vérifiée :
   *[other] { $n } attentes ne sont pas vérifiées :
}
solve-expect-line = { $id } { $field } : attendu { $expected }, obtenu { $actual }
solve-expect-an-object = un objet
solve-expect-no-object = aucun objet n'a cet id
solve-colorless = incolore
type-line-every-creature-type = { $line } (tous les types de créature)

## Effets terminés avant ce plateau
solve-ended = Effets terminés
ended-line = { $name } [{ $label }] : { $why }
ended-EndOfTurn = terminé à la fin du tour (514.2)
ended-SourceLeft = terminé : sa source a quitté le champ de bataille
ended-ConditionFailed = terminé : sa condition « tant que » a cessé d'être vraie, définitivement (611.2b)
ended-ObjectLeft = terminé : l'objet sur lequel il était a quitté le champ de bataille

## Couches sans numéro, dans l'étiquette courte d'une étape ([joueurs])
layer-label-players = joueurs
layer-label-rules = règles
layer-label-sba = ABE

## La vue des dépendances : dépendances dans une couche, boucles, effets qui ont cessé d'exister
deps-edge = [{ $layer }] { $effect } dépend { $vowel ->
        [v] d'{ $on }
       *[c] de { $on }
    }
deps-loop = [{ $layer }] boucle de dépendance entre { $list } : ordre des tampons horaires entre eux (613.8b)
deps-stops = [{ $layer }] { $effect } cesse d'exister : { $cause } a retiré sa capacité en couche { $removed }
deps-stops-somewhere = [{ $layer }] { $effect } cesse d'exister : { $cause } a retiré la capacité qui le génère
