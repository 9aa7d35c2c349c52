## Leçon 9 : couche 3, le texte

l09-title = Couche 3 : le texte
l09-summary = La couche 3 regroupe les effets qui réécrivent le texte d'une carte : [[Mind Bend]] remplace un mot de couleur ou un type de terrain de base par un autre, le [[Volrath's Shapeshifter]] emprunte le texte entier d'une autre carte. Le cours donne la clé de cette couche : ces cartes parlent de *texte*. Et le texte n'est pas la même chose que les capacités.

## Page 1

l09-p1-title = Changer les mots
l09-rule-1c = Couche 3 : les effets de changement de texte s'appliquent.
l09-p1-text1 =
    Le cours présente cette couche comme celle des effets qui changent, ou fixent, le texte d'une carte, et donne un critère simple : les cartes qui en relèvent parlent toutes de « texte ». Ses deux cartes :
    - [[Mind Bend]] : changez le texte du permanent ciblé en remplaçant toutes les occurrences d'un mot de couleur par un autre, ou d'un type de terrain de base par un autre ; le changement dure indéfiniment ;
    - [[Volrath's Shapeshifter]] : tant que la carte du dessus de votre cimetière est une carte de créature, il a le texte complet de cette carte.
l09-rule-612-2 = Un effet de changement de texte ne change que les mots employés comme tels : un mot de couleur employé comme couleur, un type de terrain de base employé comme type de terrain, etc. Il ne change jamais un nom propre, comme le nom d'une carte.
l09-p1-text2 = La couche 3 passe avant les types, les couleurs, les capacités, la force et l'endurance : quand le texte modifié produit son effet, il est déjà modifié. Sur ce plateau, l'Honneur des purs dit « les créatures vertes que vous contrôlez gagnent +1/+1 » : en sous-couche 7c, le bonus va à vos [[Grizzly Bears]], et plus à votre [[Silvercoat Lion]].
l09-try-honor = Couche 3 : regardez ce que le Ploiement mental change dans le texte de l'Honneur des purs ; puis avancez jusqu'en 7c et regardez l'ensemble de l'Honneur.
l09-q-honor-lion-pt-prompt = Vous contrôlez [[Honor of the Pure]], un [[Silvercoat Lion]] et des [[Grizzly Bears]]. Vous lancez [[Mind Bend]] sur Honneur des purs et remplacez « blanc » par « vert ». Quelles sont la force et l'endurance du Lion ?
l09-q-honor-lion-pt-why = Le Ploiement mental réécrit le mot de couleur d'Honneur des purs en couche 3 (613.1c, 612.2). Quand l'effet d'Honneur des purs s'applique en sous-couche 7c (613.4c), son texte nomme une autre couleur : son ensemble est fait des créatures de cette couleur que vous contrôlez, et le Lion blanc n'en fait pas partie.

## Page 2

l09-p2-title = Ploiement mental sur Lune de sang
l09-p2-intro = L'exemple avec un type de terrain : [[Mind Bend]] lancé sur la [[Blood Moon]], en remplaçant « montagne » par « île ».
l09-p2-text1 = En couche 3, le texte de la Lune de sang devient : les terrains non-base sont des îles. En couche 4, son effet s'applique avec ce texte : chaque terrain non-base perd ses autres types de terrain et les capacités de son texte de règles, et acquiert la capacité de mana intrinsèque d'une île (305.7). Une [[Canopy Vista]] produit désormais du mana bleu, et plus du rouge.
l09-p2-text2 = Rien d'autre ne change en couche 4. [[Urborg, Tomb of Yawgmoth]] perd toujours sa capacité à cause de la Lune de sang, Ploiement mental ou pas : son effet dépend toujours de celui de la Lune (613.8a) et cesse d'exister. Le changement de texte et la dépendance ne se gênent pas : ils vivent dans deux couches différentes, et la couche 3 est terminée avant que la couche 4 commence.
l09-try-moon = Parcourez les couches 3 et 4 : regardez le texte de la Lune de sang après le Ploiement mental, puis ce que son effet en fait, et à qui.
l09-q-moon-vista-subtypes-prompt = La [[Blood Moon]] est sur le champ de bataille avec une [[Canopy Vista]] et [[Urborg, Tomb of Yawgmoth]]. Votre adversaire lance [[Mind Bend]] sur la Lune de sang, en remplaçant « montagne » par « île ». Quels sont les sous-types de la Vue de la canopée ?
l09-q-moon-vista-subtypes-why = La couche 3 d'abord : le Ploiement mental réécrit le type de terrain de base dans le texte de la Lune de sang (613.1c). Puis la couche 4 : l'effet de la Lune de sang s'applique avec son nouveau texte et fixe le sous-type de chaque terrain non-base au type de terrain de base qu'il nomme, en retirant les anciens (613.1d, 305.7).
l09-q-moon-urborg-abilities-prompt = Même plateau. Quelles capacités a [[Urborg, Tomb of Yawgmoth]] ?
l09-q-moon-urborg-abilities-why = Le Ploiement mental n'a changé que le type de terrain que nomme la Lune de sang, pas sa relation avec Urborg. En couche 4, l'effet d'Urborg dépend toujours de celui de la Lune de sang, puisque appliquer la Lune retirerait la capacité qui le génère (613.8a). La Lune de sang s'applique d'abord, retire à Urborg sa capacité imprimée et lui donne la capacité de mana intrinsèque du type de terrain que son texte nomme désormais (305.7).
l09-q-bend-layer-prompt = [[Mind Bend]] remplace « montagne » par « île » dans le texte de la [[Blood Moon]]. Dans quelle couche ce changement s'applique-t-il ?
l09-q-bend-layer-why = Changer les mots du texte d'un permanent, c'est un effet de changement de texte : couche 3 (613.1c).
l09-q-island-layer-prompt = Ensuite, la Lune de sang fait d'une Vue de la canopée une île. Dans quelle couche ce changement s'applique-t-il ?
l09-q-island-layer-why = L'effet de la Lune de sang change le sous-type d'un terrain, et sa capacité de mana découle de ce sous-type (305.7) : c'est un effet de changement de type, couche 4 (613.1d). Le texte qu'il lit a été réglé plus tôt, en couche 3.

## Page 3

l09-p3-title = Le texte, pas les capacités
l09-rule-612-3 = Les effets qui ajoutent ou retirent des capacités ne changent pas le texte des objets qu'ils affectent ; une capacité octroyée à un objet ne peut donc pas être modifiée par un effet de changement de texte qui affecte cet objet.
l09-p3-text1 = Le cours le dit en une phrase : un texte peut générer une capacité, mais une capacité ne génère aucun texte. Ajouter ou retirer une capacité ne change rien au texte d'une carte.
l09-p3-text2 = Le [[Lord of Atlantis]] dit : les autres ondins gagnent +1/+1 et ont la traversée des îles. Un [[Mind Bend]] lancé sur un [[Merfolk of the Pearl Trident]] pour changer « île » en « forêt » ne fait rien : le texte de l'Ondin lui-même est vide ; sa traversée des îles lui vient du Seigneur, en couche 6, et ne fait pas partie de son texte. Lancé plutôt sur le Seigneur, le même Ploiement mental réécrit le texte qui octroie la capacité, et en couche 6 chaque autre ondin acquiert la traversée des forêts.
l09-try-merfolk = Ploiement mental sur l'Ondin : regardez ce que la couche 3 trouve à changer, puis d'où vient la traversée en couche 6.
l09-q-merfolk-abilities-prompt = Vous contrôlez le [[Lord of Atlantis]] et un [[Merfolk of the Pearl Trident]]. Votre adversaire lance [[Mind Bend]] sur l'Ondin, en remplaçant « île » par « forêt ». Quelles capacités a l'Ondin ?
l09-q-merfolk-abilities-why = Le Ploiement mental agit en couche 3, sur le texte de l'Ondin, qui ne contient aucun type de terrain. La traversée que possède l'Ondin lui est octroyée par le Seigneur de l'Atlantide en couche 6 (613.1f) ; une capacité octroyée ne fait pas partie du texte, et un changement de texte visant l'Ondin ne peut pas l'atteindre (612.3).
l09-q-lord-abilities-prompt = Cette fois, votre adversaire lance [[Mind Bend]] sur le [[Lord of Atlantis]] lui-même, en remplaçant « île » par « forêt ». Quelles capacités a l'[[Merfolk of the Pearl Trident]] ?
l09-q-lord-abilities-why = Le mot qui compte se trouve désormais dans le texte de la capacité qui octroie la traversée : le Ploiement mental le réécrit en couche 3 (613.1c, 612.2). En couche 6, l'effet du Seigneur s'applique tel que son texte le dit à présent (613.1f).

## Page 4

l09-p4-title = Le Changeforme de Wöhlrajh
l09-rule-612-6 = Un objet qui a le « texte complet » d'un autre objet (Changeforme de Wöhlrajh) en prend non seulement le texte de l'encadré de texte et de la ligne de type, mais aussi le texte qui représente son nom, son coût de mana, son indicateur de couleur, sa force et son endurance.
l09-p4-text1 = Le cours énumère ce que couvre le « texte complet » : le nom, le coût de mana, la ligne de type, l'indicateur de couleur, le symbole d'extension, la force et l'endurance, en plus du texte de règles. La règle 612.6 d'aujourd'hui donne la même liste sans le symbole d'extension. Un [[Volrath's Shapeshifter]] qui a une [[Craw Wurm]] au-dessus du cimetière de son contrôleur prend tout cela : le nom de la Guivre, son coût de mana (et donc sa couleur verte), ses types, sa force et son endurance. Quelle que soit la carte du dessus, il a aussi la capacité de se défausser d'une carte pour deux manas.
l09-p4-text2 =
    Trois conséquences découlent du fait que c'est un changement de texte (couche 3) et non une copie (couche 1) :
    - les couches suivantes s'appliquent par-dessus le texte emprunté : une [[Giant Growth]] ajoute son +3/+3 en 7c à la force et à l'endurance imprimées de la Guivre ;
    - le texte emprunté n'est pas une valeur copiable (707.2) : un [[Clone]] qui copie le Changeforme copie le Changeforme imprimé, qui lit ensuite le cimetière de son propre contrôleur ;
    - le contrôle compte : le Changeforme lit le cimetière de son contrôleur, fixé en couche 2 (leçon 8). Et si vous lancez vous-même une Croissance gigantesque sur lui, la carte Croissance gigantesque arrive au-dessus de votre cimetière, et le texte de la Guivre disparaît.
l09-try-volrath = Regardez l'ordre des étapes : la copie du Clone en couche 1a, le texte du Changeforme en couche 3, la Croissance gigantesque en 7c. Qu'atteint chacune ?
l09-q-volrath-pt-prompt = La carte du dessus de votre cimetière est une [[Craw Wurm]], et votre [[Volrath's Shapeshifter]] est sur le champ de bataille. Votre adversaire lance une [[Giant Growth]] sur lui (le dessus de votre cimetière ne change donc pas). Quelles sont la force et l'endurance du Changeforme ?
l09-q-volrath-pt-why = La capacité du Changeforme est un effet de changement de texte, appliqué en couche 3 (613.1c) : il prend le texte complet de la Guivre, force et endurance comprises (612.6). La Croissance gigantesque s'applique plus tard, en sous-couche 7c (613.4c), par-dessus ces valeurs.
l09-q-volrath-clone-pt-prompt = Même plateau. Le [[Clone]] de votre adversaire est arrivé en tant que copie de votre Changeforme, et la carte du dessus du cimetière de votre adversaire n'est pas une carte de créature. Quelles sont la force et l'endurance du Clone ?
l09-q-volrath-clone-pt-why = Le Clone copie en couche 1a, et seulement des valeurs copiables (707.2) : le Changeforme de Wöhlrajh imprimé, pas le texte que sa capacité a emprunté en couche 3. Le Clone a lui aussi cette capacité, mais elle regarde le dessus du cimetière de son propre contrôleur (613.1c), où il n'y a pas de carte de créature : la capacité ne fait rien, et le Clone garde les valeurs du Changeforme imprimé.
l09-q-volrath-order-prompt = Sur ce plateau, mettez ces trois effets dans l'ordre où le jeu les applique.
l09-q-volrath-order-a = Le +3/+3 de la Croissance gigantesque sur le Changeforme
l09-q-volrath-order-b = La capacité du Changeforme, qui lui donne le texte complet de la Guivre
l09-q-volrath-order-c = L'effet de copie du Clone
l09-q-volrath-order-why = Les effets de copie s'appliquent en couche 1 (sous-couche 1a), les effets de changement de texte en couche 3, et les modifications de force et d'endurance en sous-couche 7c (613.1, 613.4c). Ce sont les couches qui décident ; le tampon horaire ne compte qu'à l'intérieur d'une couche.
l09-q-volrath-why-not-copy-prompt = Pourquoi un Clone qui copie un Changeforme de Wöhlrajh affichant une Guivre vorace ne devient-il pas une Guivre vorace ?
l09-q-volrath-why-not-copy-a = Parce qu'un Clone ne peut pas copier une créature qui a une capacité de changement de texte.
l09-q-volrath-why-not-copy-b = Parce que la capacité du Changeforme cesse de fonctionner pendant qu'il est copié.
l09-q-volrath-why-not-copy-c = Parce que le texte de la Guivre vient d'un effet de changement de texte, en couche 3, qui ne fait pas partie des valeurs copiables.
l09-q-volrath-why-not-copy-d = Parce que les effets de copie s'appliquent après les effets de changement de texte.
l09-q-volrath-why-not-copy-why = Une copie ne prend que des valeurs copiables : les valeurs imprimées, modifiées par les effets de copie, le statut face cachée et les choix faits « en arrivant » (707.2). Le texte emprunté par le Changeforme vient d'un effet de changement de texte, appliqué en couche 3 (613.1c) : il n'est pas copié. Et les effets de copie passent en premier, en couche 1, pas après la couche 3.
l09-q-volrath-why-not-copy-a-not = Un Clone peut copier n'importe quelle créature ; ce qu'il en prend dépend de ce qui est copiable, pas de la sorte de capacités qu'a la créature.
l09-q-volrath-why-not-copy-b-not = Être copié ne change rien pour l'original : le Changeforme garde sa capacité et continue de montrer la Guivre. Le Clone ne prend tout simplement pas le texte que cette capacité emprunte.
l09-q-volrath-why-not-copy-d-not = C'est l'inverse : les effets de copie s'appliquent d'abord, en couche 1, et les effets de changement de texte ensuite, en couche 3 (613.1).
