# Leçon 11 : couche 5, effets de changement de couleur.

l11-title = Couche 5 : la couleur
l11-summary = La couche 5 change ou fixe la couleur des objets. Le cours la dit très simple, et elle l'est, à condition de bien distinguer deux choses : un effet qui *fixe* une couleur n'est pas un effet qui en *ajoute* une, et ce que décide la couche 5 est ce que voient les couches suivantes. La carte du cours pour cette couche est le Servant du peintre ; la Treille de mycosynthèse, que le cours rencontre en couche 4, rend aussi tout incolore ici. Les Feux céruléens, la Cloche de Kormus et la Transformation en grenouille sont des cartes de ce tutoriel.

l11-p1-title = D'où viennent les couleurs
l11-p1-intro = Avant tout effet, les couleurs d'un objet viennent de son coût de mana : il a la couleur de chacun des symboles de mana colorés de ce coût, quelle que soit la couleur de son cadre. Un symbole hybride compte pour ses deux couleurs : le [[Crag Puca]] est bleu et rouge, la [[Godhead of Awe]] blanche et bleue. Une carte sans symbole coloré, comme la [[Kormus Bell]], la [[Mycosynth Lattice]] ou le [[Painter's Servant]], est incolore, et les terrains aussi. Un jeton tient ses couleurs de l'effet qui le crée : les Soldats de [[Raise the Alarm]] sont blancs parce que le sort le dit. Certaines cartes portent aussi un indicateur de couleur (règle 204), qui leur donne leurs couleurs quel que soit leur coût de mana : dans notre catalogue, Avacyn, la purificatrice, la face arrière de l'[[Archangel Avacyn]], en a un rouge.
l11-rule-202-2 = Un objet a la ou les couleurs des symboles de mana de son coût de mana, quelle que soit la couleur de son cadre.
l11-rule-105-2c = Un objet qui n'a pas de couleur est incolore. Incolore n'est pas une couleur.
l11-p1-examples = Incolore n'est pas une couleur, et cela a des conséquences : « choisissez une couleur » ne propose jamais incolore, et un effet qui rend un objet incolore lui retire toutes ses couleurs sans lui en donner une nouvelle.
l11-q1-prompt = Sans aucun effet qui s'applique à lui, de quelle(s) couleur(s) est le [[Crag Puca]] ? Son coût de mana est fait de trois symboles hybrides bleu/rouge.
l11-q1-a = Incolore : un symbole hybride n'appartient à aucune des deux couleurs.
l11-q1-b = Bleu seulement.
l11-q1-c = Rouge seulement.
l11-q1-d = Bleu et rouge.
l11-q1-why = Un objet a la couleur de chacun des symboles de mana colorés de son coût (202.2), et un symbole hybride porte ses deux couleurs : le Pucca a les deux, c'est une créature multicolore. Seul un effet de couche 5 pourrait y changer quelque chose.
l11-q1-a-not = Un symbole hybride est un symbole coloré : il porte ses deux couleurs (202.2). Seul un coût sans aucun symbole coloré rend un objet incolore.
l11-q1-b-not = Un symbole hybride compte pour ses deux couleurs, pas pour la première : bleu/rouge rend le Pucca bleu *et* rouge (202.2).
l11-q1-c-not = Aucune des deux couleurs d'un symbole hybride ne l'emporte sur l'autre : le Pucca est à la fois bleu et rouge (202.2).
l11-p1-layer = La couche 5 applique ensuite les effets qui changent les couleurs : « devient bleue », « est noir », « est de la couleur choisie en plus de ses autres couleurs », « est incolore ». La règle a gardé le numéro qu'elle avait en 2011. Comme dans les couches 2 à 6, les effets de capacités de définition de caractéristique qui définissent la couleur passeraient d'abord (613.3) ; aucune de nos cartes n'en a.
l11-rule-613-1e = Couche 5 : les effets de changement de couleur sont appliqués.

l11-p2-title = Fixer une couleur, ajouter une couleur
l11-p2-intro = Les effets de couleur sont de deux sortes, et toute la différence est là. Un effet qui *fixe* les couleurs les remplace : l'objet a les nouvelles couleurs, et celles-là seulement. Un effet qui *ajoute* des couleurs garde les anciennes et en ajoute d'autres.
l11-p2-cards = Les cartes :
    - le [[Painter's Servant]], la carte du cours : en arrivant, son contrôleur choisit une couleur ; chaque permanent, chaque sort et chaque carte qui n'est pas sur le champ de bataille est de cette couleur *en plus* de ses autres couleurs. Il ajoute.
    - les [[Cerulean Wisps]] : la créature ciblée *devient* bleue jusqu'à la fin du tour. Ils fixent : la créature est bleue et rien d'autre.
    - la [[Mycosynth Lattice]] : toutes les cartes, tous les sorts et tous les permanents sont incolores. Elle fixe les couleurs à aucune.
    - la [[Kormus Bell]] : tous les marais sont des créatures noires. Elle fixe le noir, dans une composante d'un effet qui agit aussi en couches 4 et 7b.
    - la [[Turn to Frog]] : la créature devient une Grenouille bleue. Elle fixe le bleu, dans la composante « couche 5 » d'un effet qui s'étend sur quatre couches.
l11-p2-order = Tous ces effets s'appliquent dans la même couche, donc l'ordre habituel vaut : le tampon horaire, sauf si une dépendance en décide autrement. L'effet d'une capacité statique a le tampon horaire de son permanent ; l'effet d'un sort résolu reçoit le sien au moment où le sort se résout. Un « fixe » qui vient plus tard efface tout ce qui précède ; un « ajoute » qui vient plus tard s'empile sur ce qui a été fixé.
l11-rule-613-7 = À l'intérieur d'une couche ou d'une sous-couche, les effets s'appliquent dans l'ordre du tampon horaire : l'effet d'une capacité statique a le tampon horaire de son objet, un effet résolu celui du moment où il a été créé.
l11-p2-try = Le Servant du peintre (rouge) est arrivé d'abord, les Feux céruléens se sont résolus ensuite : regardez les deux étapes de la couche 5, dans l'ordre.
l11-q2-prompt = Le [[Painter's Servant]] (rouge choisi) est sur le champ de bataille ; puis les [[Grizzly Bears]] d'un adversaire arrivent, et leur contrôleur lance sur eux des [[Cerulean Wisps]]. De quelle(s) couleur(s) sont les Grizzlis ?
l11-q2-why = Les deux effets relèvent de la couche 5 (613.1e), et aucun ne change ce à quoi l'autre s'applique ni ce qu'il fait : ordre du tampon horaire (613.7). L'effet statique du Servant est le plus ancien : il ajoute d'abord sa couleur ; l'effet des Feux, créé à la résolution du sort et fixé sur les Grizzlis (611.2c), fixe ensuite leur couleur et efface ce qui était là.
l11-q3-prompt = Les [[Grizzly Bears]] d'un adversaire sont la cible de [[Cerulean Wisps]] ; ensuite, le [[Painter's Servant]] (rouge choisi) arrive. De quelle(s) couleur(s) sont les Grizzlis ?
l11-q3-why = Les deux mêmes effets, avec les tampons horaires inverses. L'effet des Feux est maintenant le plus ancien : il fixe d'abord la couleur des Grizzlis ; l'effet statique du Servant, plus récent, ajoute ensuite sa couleur à chaque objet, Grizzlis compris (613.7). L'effet du Servant n'est figé sur rien : il atteint ce qui existe à chaque instant (611.3a).
l11-q4-prompt = La [[Turn to Frog]] se résout sur une créature. Dans quelle couche la créature devient-elle bleue ?
l11-q4-why = La Transformation en grenouille crée un seul effet, avec des parties dans quatre couches : le type grenouille en 4, le bleu en 5, la perte des capacités en 6, la F/E de base 1/1 en 7b. Chaque partie s'applique dans sa couche (613.6), et la partie couleur est un effet de changement de couleur : couche 5 (613.1e).

l11-p3-title = Le Servant du peintre contre la Treille de mycosynthèse
l11-p3-lead = Le [[Painter's Servant]] dit que tout est de la couleur choisie en plus ; la [[Mycosynth Lattice]] dit que tout est incolore. Y a-t-il dépendance, et qui l'emporte ?
l11-p3-intro = Appliquez la Treille d'abord : le Servant s'applique toujours à chaque objet et ajoute toujours la même couleur. Appliquez le Servant d'abord : la Treille s'applique toujours à tout et retire toujours toutes les couleurs. Aucun ne change l'existence, l'ensemble ou le résultat de l'autre : ils sont indépendants, et le tampon horaire décide. Le plus récent l'emporte : si la Treille est plus récente, tout est incolore ; si c'est le Servant, tout est de la couleur choisie et de celle-là seule, puisque la Treille vient de retirer toutes les autres.
l11-p3-try = Ici, le Servant (blanc) est arrivé d'abord, la Treille ensuite : regardez l'ordre des deux étapes de la couche 5.
l11-q5-prompt = La [[Mycosynth Lattice]] est arrivée en premier, puis le [[Painter's Servant]] (blanc choisi), puis des [[Grizzly Bears]]. De quelle(s) couleur(s) sont les Grizzlis ?
l11-q5-why = Il n'y a pas de dépendance entre les deux effets : aucun ne change l'ensemble ou le résultat de l'autre (613.8a). L'ordre du tampon horaire s'applique donc (613.7) : la Treille, plus ancienne, rend d'abord les Grizzlis incolores en leur retirant le vert ; puis le Servant ajoute sa couleur. Le tampon horaire des Grizzlis eux-mêmes ne joue aucun rôle : seuls comptent ceux des effets.
l11-q6-prompt = La [[Kormus Bell]] est arrivée en premier, puis un [[Swamp]], puis le [[Painter's Servant]] (vert choisi). De quelle(s) couleur(s) est le Marais ?
l11-q6-why = En couche 4, la Cloche fait du Marais une créature ; ayant commencé, son effet continue en couche 5 avec le même objet (613.6) et fixe sa couleur à noir. L'effet du Servant, plus récent, ajoute ensuite sa couleur (613.7). Si le Servant avait été plus ancien, le « fixe » de la Cloche serait venu en dernier et n'aurait laissé que le noir.
l11-q7-prompt = Le [[Painter's Servant]] (rouge choisi) est arrivé en premier, puis la [[Mycosynth Lattice]] ; ensuite, des [[Cerulean Wisps]] se sont résolus sur une créature. Rangez ces effets de couche 5 dans l'ordre où ils s'appliquent.
l11-q7-wisps = l'effet des Feux céruléens (la créature devient bleue)
l11-q7-servant = l'effet du Servant du peintre (rouge en plus)
l11-q7-lattice = l'effet de couleur de la Treille de mycosynthèse (tout est incolore)
l11-q7-why = Aucun de ces effets ne change l'existence, l'ensemble ou le résultat d'un autre : pas de dépendance (613.8a), et la couche 5 suit les tampons horaires (613.7). D'abord l'effet du Servant (le Servant est arrivé en premier), puis celui de la Treille, puis celui des Feux, daté de la résolution du sort. Le dernier « fixe » l'emporte : la créature finit bleue.

l11-p4-title = Ce que voient les couches suivantes
l11-p4-intro = La couleur compte surtout à travers les effets qui la regardent. L'[[Honor of the Pure]] donne +1/+1 aux créatures blanches que contrôle son contrôleur ; la [[Crusade]] le donne à toutes les créatures blanches. Ce sont deux capacités statiques : l'ensemble des créatures qu'elles affectent n'est jamais figé, il est relu à chaque instant, une fois que les couches précédentes ont fait leur travail. Une créature qui devient blanche en couche 5 reçoit le bonus en couche 7c, et une créature qui cesse d'être blanche le perd, quels que soient les tampons horaires : les couches passent d'abord, et le tampon horaire ne range que les effets d'une même couche.
l11-rule-611-3a = Un effet continu issu d'une capacité statique n'est pas figé : il s'applique à chaque instant à ce que désigne son texte.
l11-p4-try-honor = Le Servant du peintre (blanc) et l'Honneur des purs : regardez les couleurs des Grizzlis après la couche 5, puis l'ensemble de l'Honneur en 7c.
l11-p4-wisps = Dans l'autre sens : des [[Cerulean Wisps]] ont rendu bleu un [[Silvercoat Lion]] blanc. Même si la [[Crusade]] arrive ensuite, son tampon horaire plus récent n'y change rien : les couleurs sont réglées en couche 5, avant la couche 7c, et à ce moment-là le Lion n'est plus blanc.
l11-p4-try-crusade = La Croisade est arrivée après la résolution des Feux : regardez la couleur du Lion quand vient la couche 7c.
l11-q8-prompt = Des [[Cerulean Wisps]] se sont résolus sur votre [[Silvercoat Lion]] ; ensuite, vous lancez une [[Crusade]]. Quelles sont la force et l'endurance du Lion ?
l11-q8-why = Les Feux fixent la couleur du Lion en couche 5 (613.1e). Le +1/+1 de la Croisade est un effet de couche 7c (613.4c) dont l'ensemble suit le champ de bataille (611.3a) : il cherche les créatures blanches une fois la couche 5 terminée. Son tampon horaire plus récent ne compte que face aux autres effets de 7c ; il ne peut pas revenir en couche 5.
l11-q9-prompt = Vous contrôlez l'[[Honor of the Pure]] et des [[Grizzly Bears]] ; puis le [[Painter's Servant]] de votre adversaire arrive, blanc choisi. Quelles sont la force et l'endurance des Grizzlis ?
l11-q9-why = Le Servant appartient à votre adversaire, mais son effet touche chaque permanent : en couche 5, il ajoute le blanc aux Grizzlis (613.1e). L'Honneur des purs regarde les créatures blanches que *vous* contrôlez, et son ensemble se lit après la couche 5 (611.3a) : il trouve donc les Grizzlis en couche 7c (613.4c). Le Servant lui-même, blanc lui aussi, n'est pas à vous : l'Honneur l'ignore.
l11-p4-frog = La [[Turn to Frog]] montre tout cela d'un coup. C'est un seul effet, réparti sur quatre couches : grenouille (4), bleu (5), aucune capacité (6), F/E de base 1/1 (7b). Une créature blanche qu'elle frappe est bleue quand vient la couche 7c, et la [[Crusade]] passe à côté.
l11-q10-prompt = Vous contrôlez la [[Crusade]] et un [[Silvercoat Lion]] ; votre adversaire lance une [[Turn to Frog]] sur le Lion. Quelles sont sa force et son endurance ?
l11-q10-why = L'effet de la Transformation en grenouille commence en couche 4 et continue avec le Lion en couches 5, 6 et 7b (613.6) : le Lion est bleu après la couche 5 et reçoit une F/E de base 1/1 en 7b (613.4b). En 7c, la Croisade cherche les créatures blanches (613.4c) et ne trouve plus le Lion.
