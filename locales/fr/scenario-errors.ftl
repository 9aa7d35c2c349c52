# Ce qu'un scénario ne peut pas faire, affiché après sa position (chemin:ligne:colonne:) : actions refusées par le moteur,
# plafonds des nombres et des quantités, et ce que les règles du jeu interdisent (avec la règle).

## Le fichier de scénario
scenario-format-version = format_version { $found } non pris en charge (ce layerlab lit la version 1)
scenario-active-player = active_player vaut 0 ou 1, pas { $found }
scenario-players = un scénario a exactement 2 joueurs, pas { $found }
scenario-life = players : le joueur p{ $player } a { $found } points de vie ; un total de points de vie va de -{ $limit } à { $limit }
scenario-hand = players : le joueur p{ $player } a { $found } cartes en main ; une main compte de 0 à { $limit } cartes
scenario-unknown-card = carte inconnue « { $name } »
scenario-unknown-card-near = carte inconnue « { $name } » ; vouliez-vous dire { $near } ?
scenario-expect-player-field = expect : « { $id } » est un joueur, qui n'a pas de { $field } (les joueurs n'ont pas de caractéristiques, 109.3) : l'entrée d'un joueur vérifie abilities, max_hand_size ou no_maximum_hand_size
scenario-expect-object-field = expect : « { $id } » est un objet ; { $field } est une donnée de joueur (utilisez « p0 » ou « p1 »)

## Identifiants, joueurs et objets
action-not-on-battlefield = « { $id } » n'est pas sur le champ de bataille
action-no-such-player = il n'y a pas de joueur p{ $player }
action-no-such-object = il n'y a pas d'objet numéro { $index }
action-empty-id = un identifiant ne peut pas être vide
action-id-used = l'identifiant « { $id } » est déjà utilisé
action-unknown-id = identifiant inconnu « { $id } »
action-unknown-id-near = identifiant inconnu « { $id } » ; vouliez-vous dire { $near } ?
action-names-a-player = « { $id } » désigne un joueur ; choisissez un autre identifiant
action-player-out-of-range = { $field } vaut 0 ou 1, pas { $found }
action-abilities-from-one = les capacités sont numérotées à partir de 1
action-label-used = le nom d'effet « { $label } » est déjà utilisé

## Choix faits quand un permanent arrive
action-face-down-copy = un permanent face cachée ne peut pas arriver en tant que copie
action-asks-for-color = { $card } demande une couleur dans `choices`
action-not-a-color = « { $value } » n'est pas une couleur (White, Blue, Black, Red, Green)
action-asks-for-creature-type = { $card } demande un type de créature dans `choices`
action-not-a-creature-type = « { $value } » n'est pas un type de créature
action-asks-for-mode = { $card } demande l'un de { $modes } dans `choices`
action-not-a-mode = « { $value } » n'est pas un choix possible pour { $card } (l'un de { $modes })
action-no-copy-ability = { $card } ne peut pas arriver en tant que copie (aucune de ses capacités ne le permet)
action-copy-not-on-battlefield = l'objet « { $id } » n'est pas sur le champ de bataille et ne peut pas être copié
action-copy-mismatch = { $card } ne peut pas copier « { $id } » : cet objet ne correspond pas à ce que la carte peut copier
action-not-in-graveyard = aucune carte « { $name } » qui convienne dans le cimetière du joueur p{ $player }

## Sorts et capacités
action-no-such-ability = « { $id } » a maintenant { $count } capacités activées ou déclenchées (après les couches) ; il n'y en a pas de numéro { $number }
action-equip-not-yours = « { $target } » n'est pas une créature que contrôle le contrôleur de « { $id } » : l'équipement cible une créature que vous contrôlez (702.6a)
action-keyword-not-modelled = « { $id } » : « { $keyword } » ({ $rule }) est connue par son nom, mais ce qu'elle fait en se résolvant n'est pas modélisé ; seuls l'équipement, la prouesse et le bushido se résolvent
action-target-count = { $what } demande { $needed ->
    [one] { $needed } cible
   *[other] { $needed } cibles
}, { $given ->
    [one] { $given } donnée
   *[other] { $given } données
}
action-illegal-target = « { $target } » n'est pas une cible légale pour { $what } (attendu : { $expected ->
        [creature] une créature
        [creature-opponent] une créature contrôlée par un adversaire
        [creature-you] une créature que vous contrôlez
        [nonlegendary-creature] une créature non-légendaire
        [permanent] un permanent
        [land] un terrain
        [artifact] un artefact
        [noncreature-artifact] un artefact non-créature
        [artifact-creature] une créature-artefact
        [nonland-permanent] un permanent non-terrain
        [permanent-you] un permanent que vous contrôlez
        [player] un joueur
       *[dead-creature] une carte de créature dans un cimetière
    })
action-not-instant-or-sorcery = { $card } n'est ni un éphémère ni un rituel : utilisez Enter pour les permanents
action-copy-needs-target = une copie demande une créature comme première cible
action-copy-choice-unknown = la copie est celle d'un objet désigné par le premier choix, et « { $value } » ne désigne aucun objet
action-choice-unused = { $card } ne demande aucun choix auquel « { $value } » répondrait : rien ne le lirait
action-x-unused = { $card } n'a pas de X : le X de { $x } ne serait lu par rien
action-face-down-as-face-up = « { $id } » arrive face visible : `face_down_as` dit comment un permanent est face cachée, avec `face_down: true`

## Plafonds (les limites de layerlab, très au-dessus de toute partie réelle)
limit-actions = c'est l'action numéro { $found } ; un scénario compte au plus { $limit } actions
limit-objects = la partie compterait plus de { $limit } objets (permanents, cartes dans les cimetières, sorts, jetons), le plus que joue layerlab
limit-effects = la partie compterait plus de { $limit } effets de sorts, de capacités et d'effets libres, le plus que joue layerlab
limit-tokens = { $card } créerait { $found } jetons d'un coup ; une instruction en crée au plus { $limit }
limit-x = x vaut { $found } ; X va de -{ $limit } à { $limit }
limit-counters-negative = counters : un permanent ne peut pas arriver avec { $found } marqueurs « { $kind } » (un nombre de marqueurs vaut 0 ou plus)
limit-counters = counters : { $found } marqueurs « { $kind } » sur un même objet ; au plus { $limit } d'une même sorte
limit-counters-total = counters : { $found } marqueurs en tout sur « { $id } » ; au plus { $limit } sur un même objet
limit-counters-overflow = counters : { $found } marqueurs « { $kind } » changent la force ou l'endurance de plus que layerlab ne sait compter (les nombres d'une sorte de marqueur vont de -{ $limit } à { $limit }, et ce qu'ajoutent les marqueurs au plus { $max })
limit-life = un total de points de vie deviendrait { $found } ; il va de -{ $limit } à { $limit }
limit-card-value = { $card } : le nombre { $found } est trop grand ; une force, une endurance, une modification ou un coût va de -{ $limit } à { $limit }
limit-card-list = { $card } : une liste compte { $found } éléments ; les capacités d'une carte, les parties d'un effet, ce qu'il donne ou nomme en comptent au plus { $limit }
limit-solve-work = résoudre ce plateau demande plus de { $limit } unités de travail (objets examinés), le plus que fait layerlab : trop d'effets dépendent les uns des autres sur un trop grand plateau
limit-play-work = jouer les actions demande plus de { $limit } unités de travail (le plateau résolu encore et encore), le plus que fait layerlab : trop d'actions sur un trop grand plateau
limit-items = { $field } : { $found } éléments ; une action en liste au plus { $limit }
limit-counter-kinds = counters : { $found } sortes de marqueurs sur un même objet ; au plus { $limit }
limit-overflow = { $field ->
        [power] la force
       *[toughness] l'endurance
    } de « { $id } » dépasse { $max } (en plus ou en moins) quand « { $effect } » s'applique : layerlab ne sait pas la compter (les effets qui la touchent s'additionnent trop)

## Les règles du jeu
rule-aura-on-player = l'Aura « { $id } » a { $enchant ->
        [creature] « Enchanter : créature »
        [artifact] « Enchanter : artefact »
        [land] « Enchanter : terrain »
       *[permanent] « Enchanter : permanent »
    } : elle ne peut pas être attachée à un joueur (303.4, 702.5a)
rule-aura-wrong-object = « { $id } » a { $enchant ->
        [creature] « Enchanter : créature » : « { $target } » n'est pas une créature
        [artifact] « Enchanter : artefact » : « { $target } » n'est pas un artefact
        [land] « Enchanter : terrain » : « { $target } » n'est pas un terrain
       *[permanent] « Enchanter : permanent » : « { $target } » n'est pas un permanent
    } (303.4, 702.5a)
rule-curse-on-object = l'Aura « { $id } » a « Enchanter : joueur » : elle ne peut être attachée qu'à un joueur, pas à « { $target } » (702.5d)
rule-transform-not-dfc = « { $id } » ne peut pas se transformer : seul un permanent transformable à double face le peut (712.9)
rule-transform-face-down = l'objet « { $id } » ne peut pas se transformer : il est face cachée (712.15a)
rule-aura-on-itself = l'Aura « { $id } » ne peut pas être attachée à elle-même : une Aura ne peut pas s'enchanter elle-même (303.4d)
rule-phased-out-already = « { $id } » est déjà hors phase (702.26)
rule-phased-in-already = « { $id } » n'est pas hors phase (702.26)
rule-equipment-on-player = « { $id } » est un Équipement : il ne peut être attaché qu'à une créature, pas à un joueur (301.5, 704.5n)
rule-equipment-on-non-creature = « { $id } » est un Équipement : « { $target } » n'est pas une créature, et un Équipement ne peut être attaché qu'à une créature (301.5)
rule-equipment-on-itself = l'Équipement « { $id } » ne peut pas être attaché à lui-même : un Équipement ne peut pas s'équiper lui-même (301.5c)
rule-attached-to-itself = l'objet « { $id } » ne peut pas être attaché à lui-même
rule-attach-not-on-battlefield = l'objet « { $id } » ne peut pas être attaché à « { $target } » : ce n'est pas sur le champ de bataille, et seuls un permanent ou un joueur peuvent avoir quelque chose d'attaché (109.2)
rule-copy-of-itself = l'objet « { $id } » ne peut pas arriver en tant que copie de lui-même : ce qu'il copie est choisi avant qu'il arrive (614.12a), et il devient une copie en arrivant (707.5)
rule-player-characteristics = { $label } : un effet sur les joueurs ne peut pas changer force, endurance, types, couleurs ou capacités : les joueurs n'ont pas de caractéristiques (109.3, 613.10)

## La procédure de phase
limit-phase-effects = la phase commence avec { $found } effets en attente ; au plus { $limit } peuvent être en attente à la fois
limit-phase-spawns = « { $id } » fait { $found } choses en se résolvant ; une résolution en fait au plus { $limit }
limit-phase-max-resolutions = max_resolutions vaut { $found } ; au plus { $limit }
limit-phase-pending = cycle { $round }, étape [{ $step }] : résoudre « { $id } » laisserait plus de { $limit } effets en attente
limit-phase-work = cycle { $round }, étape [{ $step }] : la phase a parcouru plus de { $limit } effets en attente en tout (les effets en attente, comptés à chaque étape et à chaque résolution) ; utilisez moins d'effets en attente ou un max_resolutions plus bas

## Modèles d'exercices
drill-limit-board = modèle « { $template } » : board demande jusqu'à { $found } permanents en plus ; un modèle en demande au plus { $limit }
drill-limit-exam = un examen blanc de { $found } problèmes ; un examen en compte au plus { $limit }

## Données illisibles (chaque élément d'une carte ou d'un effet est appliqué ou refusé)
meaning-not-a-copy-exception = ceci ne peut pas être une exception d'une copie : une exception dit ce que sont les valeurs copiables de la copie (un nom, des types, des surtypes, des sous-types, des couleurs, des capacités, une force et une endurance fixées), jamais ce que d'autres effets lui font (707.9)
meaning-keep-outside-copy = KeepPrintedAbility (« elle a cette capacité ») garde une capacité à travers une copie : sa place est dans la liste except d'une copie (707.9a)
meaning-drop-outside-copy = drop_pt_cdas laisse de côté les CDC de force et d'endurance d'un objet copié : sa place est dans la liste except d'une copie (707.9d)
meaning-copy-fields-on-enter = target, of et duration disent qui devient une copie de quoi, et pour combien de temps, quand un sort ou une capacité se résout ; un permanent qui arrive en tant que copie le devient en arrivant, de l'objet que nomme le copy_of de l'action Enter, tant qu'il reste (707.5)
meaning-no-such-target = ceci nomme la cible { $n }, et le sort ou la capacité { $count ->
        [0] n'a pas de cible
        [one] n'a qu'une cible
       *[other] n'a que { $count } cibles
    }
meaning-target-in-static = une capacité statique n'a pas de cible : seuls les sorts et les capacités mis sur la pile choisissent des cibles (115.1, 604.4) ; utilisez All(...), This ou Attached
meaning-objects-on-card = Objects([...]) nomme des objets d'un scénario : une capacité de carte ne le peut pas, elle dit quels objets par un filtre (All(...)), This, Attached ou une cible
meaning-x-in-static = rien ne paie de X pour cet effet : X est la valeur payée pour un sort ou une capacité activée (107.3)
meaning-relative-filter = other_than_it et shares_creature_type_with_it portent sur l'objet pour lequel un nombre est lu (« pour chaque autre créature qui partage un type de créature avec elle ») : leur place est dans un décompte d'une force et d'une endurance, pas ici
meaning-no-source = ceci demande l'objet d'où vient l'effet (« ce permanent », « enchanté », « autre », « exilé avec », « dégagé »), et cet effet n'en nomme aucun : donnez-lui une source
meaning-cda-shape = une capacité de définition de caractéristique définit les couleurs, les sous-types, ou la force et l'endurance de son propre objet, et rien d'autre (604.3a) : qu'elle porte sur This (affects) avec seulement ces parties, ou retirez le champ cda
meaning-define-outside-cda = DefinePT est la partie d'une CDC de force et d'endurance (613.4a) : marquez la capacité comme CDC (champ cda), ou utilisez SetPT pour un effet qui les fixe (613.4b)
meaning-object-rule-on-players = ObjectRule(...) est une règle sur des créatures (« ne peut pas bloquer », « bloque à chaque combat si possible ») : elle se donne à des objets, pas aux joueurs (Players(...)) ni au jeu (Game) (613.11)
meaning-unknown-keyword = Named(« { $words } ») n'est pas une capacité mot-clé de la section 702 des règles complètes{ $variant ->
    [none] {""}
   *[other]  : écrivez { $variant }, le mot-clé propre du moteur
}
meaning-keyword-spelling = Named(« { $words } ») : écrivez Named(« { $canonical } »), comme la carte l'imprime
meaning-oracle-lines = { $lines } lignes Oracle pour { $said ->
    [one] une capacité ou un texte de sort
   *[other] { $said } capacités et textes de sort
} : une ligne pour chaque entrée de `abilities`, dans l'ordre, puis une pour `spell`
meaning-player-part-on-objects = une capacité de joueur ou une règle du jeu se donne aux joueurs (Players(...)) ou au jeu (Game), pas aux objets (613.10, 613.11)

## Cartes données par leur texte imprimé (`type_line`, `text`).
card-text-type-line-and-types = une carte donne sa `type_line` ou ses `types`, `supertypes` et `subtypes`, pas les deux
card-text-type-word = « { $word } » n'est ni un supertype (Legendary, Basic, Snow, World) ni un type de carte (Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery)
card-text-no-card-type = la ligne de type « { $line } » ne nomme aucun type de carte (Creature, Land, Artifact…)
card-text-no-types = une carte a besoin de ses types : `type_line: "Creature — Elf"`, ou `types: [Creature]`
card-text-and-abilities = une carte donne son texte de règles dans `text`, ou en données dans `abilities` (et `spell`, `targets`), pas les deux
card-text-too-long = le texte de règles fait { $found } octets ; le texte d'une carte en contient au plus { $limit }
card-text-not-understood = cette phrase se lit comme un effet continu, mais layerlab ne sait pas la lire en entier : « { $sentence } ». Le modèle le plus proche qu'il lit : { $nearest }
reader-template-anthem = « Creatures you control get +1/+1. »
reader-template-lord = « Other Merfolk you control get +1/+1 and have islandwalk. »
reader-template-keywords = « Creatures you control have flying. »
reader-template-lose = « All creatures lose all abilities and have base power and toughness 1/1. »
reader-template-land-type = « Nonbasic lands are Mountains. » ou « Each land is a Swamp in addition to its other land types. »
reader-template-color = « All creatures are black. »
reader-template-aura = « Enchanted creature gets +2/+2 and has flying. »
reader-template-target = « Target creature gets +3/+3 until end of turn. »
card-text-type-word-fr = « { $word } » n'est ni un supertype (légendaire, de base, neigeux, mondial) ni un type de carte (artefact, bataille, créature, enchantement, éphémère, parenté, terrain, planeswalker, rituel)
card-text-fr-type-line-differs = la ligne de type française « { $fr } » ne dit pas ce que dit l'anglaise : « { $en } »
card-text-fr-differs = le texte français ne dit pas ce que dit le texte anglais : « { $en } » en anglais, « { $fr } » en français
reader-template-fr-anthem = « Les créatures que vous contrôlez gagnent +1/+1. »
reader-template-fr-lord = « Les autres ondins que vous contrôlez gagnent +1/+1 et ont la traversée des îles. »
reader-template-fr-keywords = « Les créatures que vous contrôlez ont le vol. »
reader-template-fr-lose = « Toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1. »
reader-template-fr-land-type = « Les terrains non-base sont des montagnes. » ou « Chaque terrain est un marais en plus de ses autres types de terrain. »
reader-template-fr-color = « Toutes les créatures sont noires. »
reader-template-fr-aura = « La créature enchantée gagne +2/+2 et a le vol. »
reader-template-fr-target = « La créature ciblée gagne +3/+3 jusqu'à la fin du tour. »
