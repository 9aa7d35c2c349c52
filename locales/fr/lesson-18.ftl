# Leçon 18 : pièces mobiles (tampons horaires et marqueurs quand le champ de bataille bouge sous un effet).

l18-title = Pièces mobiles : attachements, marqueurs, texte, faces
l18-summary = Les couches se calculent sur le champ de bataille tel qu'il est maintenant, et il bouge : une Aura change de créature, un marqueur arrive après un effet, un changement de texte réécrit un effet dont dépend une couche suivante, les valeurs de base d'une créature changent sous ses marqueurs, un permanent cesse d'être une créature puis le redevient, un permanent double face se transforme. Ce que chacun de ces mouvements fait aux tampons horaires et à l'ordre des effets.

## Page 1

l18-p1-title = Une Aura qui se déplace, et la capacité qu'elle octroie
l18-p1-intro = Le [[Arcane Flight]] est une Aura : la créature enchantée gagne +1/+1 et a le vol. Son vol est un effet de couche 6 d'une capacité statique, qui prend donc le tampon horaire de l'Aura (613.7a). Une Aura reçoit un nouveau tampon horaire chaque fois qu'elle devient attachée (613.7e) : quand elle se déplace, l'effet qui octroie la capacité devient plus récent que des effets créés après la première arrivée de l'Aura. Face à un « toutes les créatures perdent toutes leurs capacités » plus ancien, comme celui de la [[Dress Down]], cela décide si la créature vole.
l18-rule-613-7e = Une Aura, un Équipement ou une Fortification reçoit un nouveau tampon horaire chaque fois qu'on l'attache à un objet ou à un joueur.
l18-rule-613-7a = Un effet continu généré par une capacité statique a le tampon horaire de l'objet qui porte la capacité, ou celui de l'effet qui a créé la capacité, selon lequel est le plus récent.
l18-try-stays = Le Vol ésotérique est arrivé attaché à l'Ogre gris, puis la Déculottée est arrivée : regardez l'ordre des deux étapes de la couche 6.
l18-try-moves = Le Vol ésotérique était sur les Grizzlis quand la Déculottée est arrivée, puis il est passé sur l'Ogre : regardez le tampon horaire de l'Aura maintenant, et l'ordre en couche 6.
l18-q1-prompt = Le [[Arcane Flight]] est arrivé attaché à votre [[Gray Ogre]] ; puis votre adversaire a lancé une [[Dress Down]]. Quelles capacités a l'Ogre ?
l18-q1-why = Les deux effets s'appliquent en couche 6 (613.1f) et aucun ne dépend de l'autre : c'est le tampon horaire qui décide (613.7). L'effet de l'Aura a le tampon horaire de l'Aura (613.7a), plus ancien que celui de la Déculottée : le vol est octroyé d'abord, puis toutes les capacités sont retirées. Le +1/+1 n'est pas une capacité : il s'applique toujours en 7c.
l18-q2-prompt = Le Vol ésotérique était sur vos [[Grizzly Bears]] quand votre adversaire a lancé la Déculottée. Plus tard, vous avez déplacé l'Aura sur votre Ogre gris. Quelles capacités a l'Ogre ?
l18-q2-why = En devenant attachée à l'Ogre, l'Aura a reçu un nouveau tampon horaire (613.7e), que prend l'effet de sa capacité statique (613.7a) : cet effet est désormais plus récent que celui de la Déculottée. En couche 6, la Déculottée s'applique d'abord, puis l'Aura octroie le vol. Rien d'autre n'a changé sur le champ de bataille que la place de l'Aura.
l18-q3-prompt = Sur ce champ de bataille, quelles sont la force et l'endurance de l'Ogre ?
l18-q3-why = L'effet de l'Aura a une partie en couche 6 (le vol) et une en 7c (+1/+1) ; une fois commencé, il continue de s'appliquer à la même créature (613.6). La Déculottée ne retire que des capacités : le +1/+1 s'applique en 7c (613.4c), quel que soit l'ordre en couche 6.

## Page 2

l18-p2-title = Marqueurs de mot-clé contre « perd toutes ses capacités »
l18-p2-intro = Un marqueur « vol », un marqueur « défense talismanique », un marqueur « piétinement » : depuis 2020, ces marqueurs de mot-clé donnent cette capacité à l'objet (122.1b). Ils s'appliquent en couche 6 avec les effets qui ajoutent et retirent des capacités (613.1f), et chaque marqueur a le tampon horaire qu'il a reçu en étant placé (613.7c). L'ordre face à un effet comme celui de la [[Dress Down]] suit donc les tampons horaires : un marqueur placé avant le début de l'effet perd sa capacité face à lui ; un marqueur placé après rend la capacité. Le marqueur lui-même reste sur la créature dans les deux cas : seule la capacité est retirée. Le texte de 2011 du cours ne connaît pas les marqueurs de mot-clé.
l18-rule-122-1b = Les marqueurs de mot-clé portent le nom d'une capacité mot-clé (vol, défense talismanique, piétinement et d'autres) : un objet qui a un tel marqueur a cette capacité. Nouveau depuis 2020.
l18-rule-613-7c = Chaque marqueur reçoit un tampon horaire au moment où il est placé sur un objet ou sur un joueur ; un autre marqueur de la même sorte donne à tous les marqueurs de cette sorte le nouveau tampon horaire. Nouveau depuis 2020.
l18-try-counter-after = La Déculottée d'abord, puis un marqueur « vol » sur les Grizzlis : regardez les tampons horaires des deux en couche 6.
l18-try-counter-before = Le marqueur « vol » d'abord, puis la Déculottée : les deux mêmes, dans l'autre sens.
l18-q4-prompt = La [[Dress Down]] de votre adversaire est sur le champ de bataille. Puis un marqueur « vol » est placé sur vos [[Grizzly Bears]]. Quelles capacités ont les Grizzlis ?
l18-q4-why = Un marqueur « vol » donne le vol (122.1b) en couche 6 (613.1f), avec le tampon horaire qu'il a reçu en étant placé (613.7c), plus récent que celui de la Déculottée : la Déculottée retire d'abord les capacités des Grizzlis, puis le marqueur donne le vol.
l18-q5-prompt = Vos Grizzlis avaient déjà un marqueur « vol » quand votre adversaire a lancé la Déculottée. Quelles capacités ont les Grizzlis ?
l18-q5-why = Le marqueur est maintenant plus ancien que la Déculottée (613.7c) : en couche 6, il donne d'abord le vol, et la Déculottée, appliquée après lui, retire toutes les capacités, vol compris (613.1f). Le marqueur est toujours sur les Grizzlis ; il redonnera le vol dès que la Déculottée sera partie.

## Page 3

l18-p3-title = Un changement de texte décide d'une dépendance
l18-p3-intro = La dépendance se juge sur les effets tels qu'ils sont quand vient leur couche, après les changements de texte de la couche 3. La leçon 10 a montré la [[Conversion]] (« Toutes les montagnes sont des plaines ») attendre la [[Blood Moon]] (les terrains non-base sont des montagnes) : appliquer la Lune de sang change ce à quoi s'applique la Conversion. Réécrivez un mot avec un [[Mind Bend]], et la dépendance disparaît, ou apparaît.
l18-rule-613-1c = Couche 3 : les effets de changement de texte s'appliquent.
l18-rule-613-8a = Un effet dépend d'un autre s'ils s'appliquent dans la même couche (et sous-couche), si appliquer l'autre changerait le texte ou l'existence du premier, ce à quoi il s'applique ou ce qu'il fait à ces choses, et si les deux, ou aucun, proviennent de capacités de définition de caractéristique.
l18-try-bent-conversion = Le Ploiement mental a réécrit « montagnes » en « îles » dans le texte de la Conversion : regardez ce texte après la couche 3, puis l'ordre de la couche 4 et sa raison.
l18-try-bent-both = Les deux enchantements parlent maintenant d'îles : regardez quel effet la couche 4 applique d'abord, et pourquoi.
l18-q6-prompt = La [[Conversion]] est arrivée, puis la [[Blood Moon]], puis une [[Canopy Vista]] adverse. Puis un [[Mind Bend]] a changé « montagne » en « île » dans le texte de la Conversion. Quels sont les sous-types de la Vue ?
l18-q6-why = La couche 3 d'abord : la Conversion dit désormais « Toutes les îles sont des plaines » (613.1c). En couche 4, appliquer la Lune de sang fait de la Vue une montagne, ce qui ne change rien pour un effet qui parle d'îles : pas de dépendance (613.8a), donc l'ordre du tampon horaire (613.7). La Conversion s'applique d'abord et ne trouve aucune île ; la Lune de sang fait de la Vue une montagne.
l18-q7-prompt = Même champ de bataille, mais un second Ploiement mental a aussi changé « montagne » en « île » dans le texte de la Lune de sang. Quels sont les sous-types de la Vue ?
l18-q7-why = Après la couche 3, la Lune de sang dit « les terrains non-base sont des îles » et la Conversion « Toutes les îles sont des plaines ». En couche 4, appliquer la Lune de sang ajouterait la Vue à ce à quoi s'applique la Conversion : la Conversion dépend de la Lune de sang (613.8a) et l'attend, bien qu'elle soit plus ancienne (613.8b). La Vue devient une île, puis une plaine. Ce sont deux changements de texte qui ont créé la dépendance.
l18-q8-prompt = Sur ce champ de bataille, votre adversaire contrôle aussi une [[Island]] de base. Quels sont ses sous-types ?
l18-q8-why = La Lune de sang ne touche jamais un terrain de base. Mais la Conversion, pliée en « Toutes les îles sont des plaines », s'applique à toutes les îles, de base ou non : l'Île devient une plaine (305.7), avec la capacité de mana de la plaine à la place de la sienne.

## Page 4

l18-p4-title = Des marqueurs sur une créature dont la base change
l18-p4-intro = Un marqueur +1/+1 n'augmente pas la force et l'endurance de base : il les modifie, en 7c, après tous les effets qui les fixent en 7b. Quand un effet donne de nouvelles valeurs de base à une créature, comme la [[Lignify]] (un Sylvin 0/4) ou la [[Turn to Frog]] (une Grenouille 1/1), ses marqueurs ne sont donc pas effacés : ils s'ajoutent à la nouvelle base. Entre deux effets qui fixent la base, le plus récent gagne en 7b, et les marqueurs viennent encore après les deux.
l18-rule-613-4b = Couche 7b : les effets qui fixent la force et/ou l'endurance à une valeur précise, y compris ceux qui parlent de force et d'endurance de base, s'appliquent.
l18-rule-613-4c = Couche 7c : les effets et les marqueurs qui modifient la force et/ou l'endurance s'appliquent. En 2011, les effets qui modifient étaient en 7c (règle 613.3c), et les marqueurs avaient leur propre sous-couche après elle, la 7d (règle 613.3d).
l18-try-frog = Les Grizzlis ont deux marqueurs +1/+1 sous la Lignification, puis la Transformation en grenouille se résout : regardez les deux effets de la 7b, dans l'ordre, puis la 7c.
l18-q9-prompt = Vos [[Grizzly Bears]] ont deux marqueurs +1/+1. Votre adversaire les enchante avec une [[Lignify]]. Quelles sont leur force et leur endurance ?
l18-q9-why = La Lignification fixe la force et l'endurance de base des Grizzlis à 0/4 en 7b (613.4b). Les marqueurs modifient ces valeurs en 7c (613.4c) : 0/4 plus 2/2 donne 2/6. La Lignification retire les capacités, pas les marqueurs.
l18-q10-prompt = Votre adversaire lance ensuite une [[Turn to Frog]] sur les Grizzlis. Quelles sont leur force et leur endurance ?
l18-q10-why = La Transformation en grenouille fixe elle aussi la force et l'endurance de base, à 1/1, et son effet a été créé à sa résolution (613.7b), après celui de la Lignification : en 7b, le 0/4 de la Lignification s'applique d'abord et le 1/1 de la Grenouille en dernier (613.4b). Les deux marqueurs s'ajoutent toujours en 7c : 3/3.

## Page 5

l18-p5-title = Des marqueurs sur un permanent qui cesse d'être une créature
l18-p5-intro = Un marqueur reste sur son permanent tant que celui-ci reste sur le champ de bataille, quoi que soit ce permanent. Un marqueur +1/+1 ne change la force et l'endurance que d'une créature (122.1a) : sur un terrain qui n'est plus une créature, il ne fait rien, et il recommence dès que le terrain redevient une créature. La [[Forbidding Watchtower]] le montre : jusqu'à la fin du tour, elle devient une créature 1/5 blanche Soldat qui est toujours un terrain.
l18-rule-514-2 = Pendant l'étape de nettoyage, les blessures marquées sur les permanents sont retirées et tous les effets « jusqu'à la fin du tour » et « ce tour-ci » prennent fin, en même temps.
l18-try-watchtower = La Tour de guet, animée le tour précédent, a reçu un marqueur +1/+1 ; le tour s'est terminé ; elle est animée de nouveau. Regardez-la en 7b, puis en 7c.
l18-q11-prompt = Vous animez votre [[Forbidding Watchtower]] et placez un marqueur +1/+1 sur elle. Le tour se termine. Au tour suivant, vous lancez une [[Animate Land]] sur la Tour de guet. Quelles sont sa force et son endurance ?
l18-q11-why = L'animation propre à la Tour de guet était un effet « jusqu'à la fin du tour » : il a pris fin pendant l'étape de nettoyage (514.2), et la Tour de guet n'était plus qu'un terrain, sans force ni endurance, le marqueur toujours sur elle (un marqueur +1/+1 ne change que celles d'une créature, 122.1a). L'Animation du terrain en fait une créature 3/3 en 7b (613.4b), et l'ancien marqueur s'applique de nouveau en 7c (613.4c) : 4/4.
l18-q12-prompt = Même début, mais au tour suivant vous animez de nouveau la Tour de guet avec sa propre capacité. Quelles sont sa force et son endurance ?
l18-q12-why = La nouvelle animation fixe la force et l'endurance de la Tour de guet à 1/5 en 7b (613.4b). Le marqueur du tour précédent n'est jamais parti : maintenant que la Tour de guet est de nouveau une créature, il s'applique en 7c (613.4c, 122.1a) : 2/6.

## Page 6

l18-p6-title = La transformation
l18-p6-intro = Un permanent double face transformable qui se transforme montre son autre face : ses caractéristiques partent désormais de cette face. C'est toujours le même objet : il garde ses marqueurs, les Auras qui lui sont attachées et les effets qui s'appliquaient à lui, comme le +3/+3 d'un sort jusqu'à la fin du tour. L'[[Archangel Avacyn]], une 4/4 blanche, se transforme en Avacyn, la purificatrice, une 6/5 rouge (sa face arrière a un indicateur de couleur rouge).
l18-rule-613-7g = Un permanent double face transformable reçoit un nouveau tampon horaire chaque fois qu'il se transforme (ou se convertit). En 2011 : 613.6f, la transformation venant d'arriver avec Innistrad.
l18-p6-what-stays = Ce qui reçoit un nouveau tampon horaire, c'est le permanent, et avec lui les effets de ses propres capacités statiques (613.7a). Ce qui garde le sien : les effets des sorts et capacités résolus (dotés d'un tampon horaire à leur création, 613.7b), les effets des capacités statiques des autres permanents, les Auras qui lui sont attachées (elles n'ont pas été attachées de nouveau) et ses marqueurs (ils n'ont pas été placés de nouveau).
l18-q13-prompt = Une créature double face transformable a un marqueur +1/+1 et est enchantée par une Aura ; un sort lui a donné +2/+2 jusqu'à la fin du tour. Elle se transforme. Qu'est-ce qui reçoit un nouveau tampon horaire ?
l18-q13-a = Tout ce qui s'applique à elle : le marqueur, l'Aura et l'effet du sort.
l18-q13-b = Rien : un permanent qui se transforme garde son tampon horaire, comme un permanent qui change de contrôleur.
l18-q13-c = Le permanent, et avec lui les effets de ses propres capacités statiques ; le marqueur, l'Aura et l'effet du sort gardent le leur.
l18-q13-d = Seulement l'Aura, puisqu'elle est maintenant attachée à une autre face.
l18-q13-why = Se transformer donne au permanent un nouveau tampon horaire (613.7g), et les effets de ses capacités statiques prennent le tampon horaire du permanent (613.7a). L'effet du sort a été doté d'un tampon horaire à sa résolution (613.7b) ; l'Aura n'a pas été attachée de nouveau (613.7e) ; le marqueur n'a pas été placé de nouveau (613.7c). C'est le même objet, avec une autre face visible.
l18-q13-a-not = Seul le permanent reçoit un nouveau tampon horaire (613.7g), et avec lui les effets de ses propres capacités statiques (613.7a). L'effet du sort, l'Aura et le marqueur gardent leurs tampons horaires : le premier a reçu le sien à sa création, la deuxième en devenant attachée, le troisième en étant posé.
l18-q13-b-not = La transformation figure dans la liste de la 613.7 : un permanent qui se transforme reçoit un nouveau tampon horaire à chaque transformation (613.7g). Le changement de contrôle n'est pas dans la liste ; la transformation, si.
l18-q13-d-not = L'Aura n'a pas été attachée de nouveau : elle reste attachée au même objet, qui est toujours le même permanent (712.18). Une Aura ne reçoit un nouveau tampon horaire que quand elle devient attachée (613.7e).
l18-try-avacyn = La Croissance gigantesque et les Feux céruléens se sont résolus quand l'Archange Avacyn montrait sa face avant ; puis elle s'est transformée. Parcourez le plateau : quels effets atteignent encore Avacyn, la purificatrice ?
l18-q14-prompt = Vous lancez une [[Giant Growth]] sur votre [[Archangel Avacyn]], puis des [[Cerulean Wisps]]. Plus tard dans le tour, elle se transforme en Avacyn, la purificatrice (6/5, vol). Quelles sont sa force et son endurance ? (Lisez le champ de bataille avant la fin du tour.)
l18-q14-why = Se transformer change la face dont partent les couches : 6/5 désormais (613.7g donne au permanent un nouveau tampon horaire, mais pas un nouvel objet). L'effet de la Croissance gigantesque a été fixé sur cet objet à sa résolution (611.2c) et continue de s'appliquer à lui en 7c (613.4c) : 9/8.
l18-q15-prompt = Et de quelle couleur est-elle ?
l18-q15-why = La face arrière est rouge par son indicateur de couleur : c'est de là que partent les couches. L'effet des Feux céruléens (« devient bleue ») s'applique toujours au même objet en couche 5 (613.1e, 611.2c) : Avacyn, la purificatrice est bleue jusqu'à la fin du tour.
