## Leçon 5 : la dépendance (RC 613.8 ; 613.7 en 2011)

l05-title = La dépendance
l05-summary = Dans une couche, le tampon horaire règle presque tous les conflits. La dépendance règle les autres : quand appliquer un effet en changerait un autre, le premier passe avant, quels que soient les tampons horaires. Cette leçon présente les trois conditions de la règle 613.8a, l'attente d'un effet dépendant, la réévaluation après chaque application, les boucles, et le grand classique du cours : [[Blood Moon]] contre [[Urborg, Tomb of Yawgmoth]].

## Page 1

l05-p1-title = Quand le tampon horaire ne suffit plus
l05-p1-text1 = À l'intérieur d'une couche ou d'une sous-couche, les effets s'appliquent normalement dans l'ordre du tampon horaire, du plus ancien au plus récent (613.7 ; 613.6 dans les règles de 2011 du cours). Le cours estime que cela règle 99 % des conflits. Le 1 % restant demande une règle qui passe avant le tampon horaire, faute de quoi certaines situations donneraient des résultats absurdes. Cette règle, c'est la *dépendance*.
l05-rule-8 = Dans une couche ou une sous-couche, l'ordre est parfois fixé par la dépendance ; quand une dépendance existe, elle l'emporte sur l'ordre du tampon horaire.
l05-p1-text2 =
    Sa place dans la procédure, couche par couche. Chaque fois qu'on entre dans une couche ou une sous-couche :
    - on applique d'abord les effets des capacités de définition de caractéristique (CDC) (dans les couches 2 à 6 et en 7a aujourd'hui ; les règles de 2011 disaient couches 1 à 6 et 7a) ;
    - parmi les autres effets, on cherche les dépendances : un effet qui dépend d'un autre l'attend ;
    - ce que la dépendance laisse ouvert se règle au tampon horaire.
l05-p1-text3 = La dépendance ne compare jamais que deux effets *d'une même couche*. Entre deux couches, il n'y a rien à trancher : l'ordre des couches s'en charge. Un changement de type (couche 4) passe toujours avant un bonus de +1/+1 (couche 7c), même si le bonus est plus ancien. Le « dernier arrivé gagne » est une règle pratique pour les effets d'une même couche, jamais d'une couche à l'autre.

## Page 2

l05-p2-title = Les trois conditions
l05-rule-8a = L'effet A dépend de l'effet B si (a) ils s'appliquent dans la même couche et, le cas échéant, la même sous-couche, (b) appliquer B changerait le texte ou l'existence de A, ce à quoi A s'applique, ou ce que A fait à ces objets, et (c) soit les deux proviennent de capacités de définition de caractéristique, soit aucun des deux.
l05-p2-text1 =
    La condition (b) est une expérience de pensée. Prenez le plateau tel qu'il est à ce moment de la couche, appliquez B seul, puis regardez A de nouveau :
    - A existe-t-il encore ? (B peut retirer la capacité qui le génère) ;
    - le texte de A est-il toujours le même ? (la question se pose quand les deux effets sont en couche 3) ;
    - A s'applique-t-il toujours aux mêmes objets ? (B peut en ajouter un à l'ensemble de A, ou l'en retirer) ;
    - A fait-il toujours la même chose à chacun d'eux ?
    Il suffit d'une réponse négative pour que A dépende de B. Le cours dit la même chose à sa façon : B rend A inexistant, B change le nombre d'objets auxquels A s'applique, B change la manière dont A s'applique.
l05-p2-text2 = On juge A sur son *instruction*, pas sur l'aspect final du jeu. Un effet peut tout simplement en écraser un autre : l'un donne le vol, l'autre fait perdre toutes les capacités. Aucun des deux ne change l'existence, l'ensemble ou l'instruction de l'autre ; celui qui s'applique en dernier a le dernier mot. C'est un effet qui en écrase un autre (613.9 ; 613.8 en 2011) : le tampon horaire tranche, ce n'est pas une dépendance.
l05-rule-9 = Un effet continu peut en écraser un autre : parfois, le résultat d'un effet détermine si un autre effet s'applique, ou ce qu'il fait.
l05-p2-text3 = La condition (c) tient les CDC à part : un effet issu d'une CDC et un effet qui n'en est pas issu ne dépendent jamais l'un de l'autre, et la CDC s'applique de toute façon la première. Deux CDC, en revanche, peuvent dépendre l'une de l'autre. L'exemple du cours : une [[Sutured Ghoul]] est arrivée sur le champ de bataille en exilant [[Maro]] du cimetière de son propriétaire. La CDC de Maro (le nombre de cartes dans la main de son propriétaire) fonctionne aussi en exil ; celle de la Goule additionne la force et l'endurance des cartes exilées. Appliquer d'abord la CDC de Maro change ce que fait celle de la Goule : celle-ci dépend donc de celle de Maro et passe toujours après.
l05-try-ghoul = La CDC de la Goule attend celle de Maro, dans la sous-couche 7a.
l05-q-ghoul-layer-prompt = L'effet de la [[Sutured Ghoul]] dépend de celui de [[Maro]]. Dans quelle couche ou sous-couche cette dépendance se joue-t-elle ?
l05-q-ghoul-layer-why = Ce sont deux capacités de définition de caractéristique qui définissent la force et l'endurance : elles s'appliquent toutes deux en 7a (613.4a). Une dépendance n'existe qu'entre effets d'une même couche et d'une même sous-couche (613.8a, condition a), et deux CDC peuvent dépendre l'une de l'autre (condition c).

## Page 3

l05-p3-title = Lune de sang et Urborg
l05-p3-text1 = L'exemple du cours. [[Blood Moon]] : les terrains non-base sont des montagnes. [[Urborg, Tomb of Yawgmoth]] : chaque terrain est un marais en plus de ses autres types de terrain. Les deux effets changent des types : ils vivent en couche 4. Un effet qui *fixe* le sous-type d'un terrain à un type de terrain de base, comme celui de la Lune de sang, retire aussi au terrain les capacités de son texte de règles et lui donne la capacité de mana de ce type de base (305.7).
l05-p3-text2 = Pourquoi ? L'effet d'Urborg dépend-il de celui de la Lune de sang ? Appliquons d'abord la Lune de sang : Urborg est un terrain non-base, il devient une montagne et perd sa capacité imprimée. L'effet d'Urborg n'existe plus. La condition (b) est remplie (existence) : oui, Urborg attend la Lune de sang, quel que soit le premier arrivé.
l05-p3-text3 = L'effet de la Lune de sang dépend-il de celui d'Urborg ? Appliquons d'abord Urborg : chaque terrain est aussi un marais. La Lune de sang existe toujours, s'applique toujours aux mêmes terrains non-base et fait toujours de chacun d'eux une montagne. Rien n'a changé pour elle : non. (La Lune de sang effacerait ce qu'Urborg a ajouté, mais c'est un effet qui en écrase un autre, pas une dépendance.)
l05-p3-text4 = Conclusion : la Lune de sang s'applique toujours la première, quel que soit le permanent arrivé le premier, et l'effet d'Urborg disparaît ensuite. Aucun terrain ne devient un marais. Le cours le souligne : c'est la réponse intuitive, et la dépendance existe justement pour que le jeu donne le résultat qu'un joueur attendrait.
l05-try-urborg-first = Urborg est arrivé le premier. Ouvrez le plateau à la première étape de la couche 4 : quel effet s'applique, et pour quelle raison ?
l05-try-moon-first = Les tampons horaires inversés : regardez ce que devient l'effet d'Urborg à son étape.
l05-q-urborg-subtypes-prompt = D'abord [[Urborg, Tomb of Yawgmoth]] arrive sur le champ de bataille, puis la [[Blood Moon]]. Quels sont les sous-types d'Urborg ?
l05-q-urborg-subtypes-why = Les deux effets s'appliquent en couche 4. Appliquer celui de la Lune de sang retirerait la capacité qui génère celui d'Urborg : l'effet d'Urborg dépend donc de celui de la Lune de sang (613.8a) et l'attend, bien qu'Urborg soit plus ancien (613.8b). La Lune de sang fixe alors le type de terrain d'Urborg et lui retire sa capacité imprimée (305.7) ; l'effet d'Urborg n'existe plus et ne s'applique jamais.
l05-q-plains-subtypes-prompt = D'abord la [[Blood Moon]] arrive, puis [[Urborg, Tomb of Yawgmoth]], puis une [[Plains]] de base. Urborg est le plus récent des deux. Quels sont les sous-types de la Plaine ?
l05-q-plains-subtypes-why = L'ordre des tampons horaires ne compte pas ici : l'effet d'Urborg dépend de celui de la Lune de sang en couche 4 (613.8a), donc la Lune de sang s'applique d'abord et l'effet d'Urborg cesse d'exister avant d'avoir pu s'appliquer. La Lune de sang, elle, ne touche que les terrains non-base, et la Plaine est un terrain de base. Raisonner « le plus récent gagne » (613.7) mène ici à la mauvaise réponse.
l05-q-moon-independent-prompt = Pourquoi l'effet de la Lune de sang ne dépend-il pas de celui d'Urborg ?
l05-q-moon-independent-a = Parce que la Lune de sang est arrivée la première sur le champ de bataille.
l05-q-moon-independent-b = Parce qu'appliquer d'abord l'effet d'Urborg ne changerait ni l'existence de la Lune de sang, ni les terrains auxquels elle s'applique, ni ce qu'elle leur fait.
l05-q-moon-independent-c = Parce que l'effet d'un enchantement s'applique toujours avant celui d'un terrain.
l05-q-moon-independent-d = Parce que les deux effets sont dans des couches différentes.
l05-q-moon-independent-a-not = Le tampon horaire ne joue aucun rôle pour savoir si un effet dépend d'un autre : on teste la dépendance en appliquant un effet d'abord, quel que soit l'ordre d'arrivée. Avec les tampons horaires inversés, la Lune de sang ne dépend toujours de rien.
l05-q-moon-independent-c-not = Le type de la carte d'où vient un effet ne l'ordonne jamais. Dans une couche, les CDC passent d'abord, puis la dépendance et le tampon horaire décident ; un enchantement n'a aucune priorité sur un terrain.
l05-q-moon-independent-d-not = Les deux effets changent des types : ils s'appliquent tous deux en couche 4. Être dans des couches différentes exclurait bien la dépendance (condition a), mais ce n'est pas le cas ici.
l05-q-moon-independent-why = La dépendance se juge sur l'effet lui-même (613.8a) : même si chaque terrain est aussi un marais, la Lune de sang existe toujours, s'applique exactement aux terrains non-base et fait toujours de chacun une montagne. Qu'elle efface ensuite le type marais, c'est un effet qui en écrase un autre (613.9), pas une dépendance. Les tampons horaires n'y sont pour rien (le résultat est le même dans les deux ordres), le type de carte de la source ne joue aucun rôle, et les deux effets sont en couche 4.

## Page 4

l05-p4-title = Attendre son tour
l05-rule-8b = Un effet qui dépend d'autres effets attend qu'ils se soient tous appliqués, et s'applique juste après eux ; des effets libérés en même temps s'appliquent entre eux dans l'ordre du tampon horaire ; des effets qui dépendent les uns des autres en boucle ignorent la dépendance et suivent l'ordre du tampon horaire.
l05-p4-text1 = Un effet dépendant n'est pas annulé : il est reporté. Il s'applique juste après que tout ce dont il dépend s'est appliqué ; si plusieurs effets sont libérés au même moment, ils passent entre eux dans l'ordre du tampon horaire.
l05-p4-text2 = Le cours tire de la règle une recette, et c'est l'ordre qu'attend un examen. D'abord, rangez chaque chaîne d'effets dépendants dans son propre ordre : ce dont un effet dépend passe avant lui. Puis insérez la chaîne dans l'ordre du tampon horaire à la place de l'effet le plus récent dont elle dépend : l'effet dépendant vient juste après cet effet, « juste après » comme le dit la 613.8b, avant tout autre effet de la couche plus récent que celui-là. Des effets libérés au même moment gardent entre eux l'ordre de leurs tampons horaires.
l05-p4-text3 = Ici, la dépendance porte sur *ce à quoi s'applique* un effet. [[Life and Limb]] (toutes les forêts et tous les saprobiontes sont des créatures Saprobionte vertes 1/1 et des terrains Forêt, en plus de leurs autres types) est arrivé avant la [[Blood Moon]], et les deux ont une composante en couche 4. Appliquer d'abord la Lune de sang fait de la Vue de la canopée, forêt et plaine non-base, une montagne qui n'est plus une forêt : Survivre à la force des bras s'appliquerait à un objet de moins. Il dépend donc de la Lune de sang et l'attend, bien qu'il soit plus ancien ; quand vient son tour, la Vue ne fait plus partie de son ensemble, et seule la Forêt de base devient une créature.
l05-try-landl = Survivre à la force des bras est l'enchantement le plus ancien. Regardez l'étape où il s'applique : qu'est-ce qui est passé avant lui en couche 4, et quels objets atteint-il ?
l05-q-vista-types-prompt = D'abord [[Life and Limb]] arrive, puis la [[Blood Moon]], puis une [[Canopy Vista]] et une [[Forest]] de base. Quels sont les types de carte de la Vue de la canopée ?
l05-q-vista-types-why = Les deux enchantements ont une composante en couche 4. Appliquer d'abord la Lune de sang retirerait le type forêt à la Vue de la canopée, et changerait donc l'ensemble des objets auxquels s'applique Survivre à la force des bras : celui-ci dépend de la Lune de sang (613.8a) et l'attend (613.8b), malgré les tampons horaires. Quand vient son tour, la Vue n'est plus une forêt : aucune de ses composantes (créature en couche 4, vert en 5, 1/1 en 7b) ne l'atteint (613.6). La Forêt de base, elle, est toujours une forêt et les reçoit toutes.

## Page 5

l05-p5-title = Vérifier de nouveau après chaque application
l05-rule-8c = Après l'application de chaque effet, l'ordre des effets restants est réévalué ; il peut changer si l'un d'eux devient dépendant, ou indépendant, d'un autre effet qui ne s'est pas encore appliqué.
l05-p5-text1 = L'ordre d'une couche n'est pas fixé une fois pour toutes quand on y entre. Après chaque application, on regarde de nouveau les effets en attente : certains ont pu disparaître, d'autres dépendre désormais d'un autre effet, ou ne plus en dépendre. On ne revient jamais sur un effet déjà appliqué. Le résumé du forum (texte 002 du cours) dit la même chose : après chaque application, vérifier que les effets restants existent encore, qu'ils sont inchangés et que l'ordre est toujours le bon.
l05-p5-text2 = La chaîne, pas à pas. Au début de la couche 4 :
    - Survivre à la force des bras dépend de Yavimaya (qui ferait de chaque terrain une forêt) et de la Lune de sang (qui retirerait le type forêt à la Vue de la canopée) ;
    - Yavimaya dépend de la Lune de sang (c'est un terrain non-base : la Lune lui retirerait sa capacité) ;
    - la Lune de sang ne dépend de rien : elle s'applique, bien qu'elle soit la plus récente.
l05-p5-text3 = On vérifie de nouveau. L'effet de Yavimaya n'existe plus : Survivre à la force des bras cesse de l'attendre et s'applique, aux forêts qui restent. La Montagne de base n'est jamais devenue une forêt, puisque Yavimaya ne s'est jamais appliqué.
l05-try-yavimaya = Ouvrez le plateau à l'étape 2, juste après celle de la Lune de sang : regardez ce que la vérification constate pour l'effet de Yavimaya.
l05-q-chain-order-prompt = Une chaîne de trois : [[Life and Limb]] est arrivé en premier, [[Yavimaya, Cradle of Growth]] (chaque terrain est une forêt en plus de ses autres types de terrain) en deuxième, la [[Blood Moon]] en troisième ; puis une [[Canopy Vista]], une [[Mountain]] de base et une [[Forest]] de base. Mettez les trois effets de couche 4 dans l'ordre où le jeu les traite (il applique chacun d'eux, ou constate qu'il n'existe plus).
l05-q-chain-order-a = L'effet de [[Life and Limb]] (arrivé en premier)
l05-q-chain-order-b = L'effet de [[Yavimaya, Cradle of Growth]] (arrivé en deuxième)
l05-q-chain-order-c = L'effet de la [[Blood Moon]] (arrivée en troisième)
l05-q-chain-order-why = La Lune de sang est le seul effet qui n'attend rien : elle s'applique d'abord, malgré son tampon horaire (613.8b). La réévaluation qui suit (613.8c) constate que l'effet de Yavimaya a disparu, puisque la Lune lui a retiré sa capacité. Survivre à la force des bras attendait les deux ; n'ayant plus rien à attendre, il s'applique en dernier.
l05-q-mountain-types-prompt = Même plateau ([[Life and Limb]], puis [[Yavimaya, Cradle of Growth]], puis la [[Blood Moon]] ; une Vue de la canopée, une Montagne de base et une Forêt de base). Quels sont les types de carte de la [[Mountain]] de base ?
l05-q-mountain-types-why = Si l'effet de Yavimaya s'était appliqué, la Montagne aurait aussi été une forêt, et Survivre à la force des bras en aurait ensuite fait une créature. Mais l'effet de Yavimaya attend celui de la Lune de sang (613.8a), et une fois la Lune appliquée, il n'existe plus (613.8c) : il ne s'applique jamais. Quand Survivre à la force des bras s'applique, la Montagne n'est donc pas une forêt et ne fait pas partie de son ensemble ; la Lune de sang ne la touche pas non plus, puisqu'elle est de base.

## Page 6

l05-p6-title = Les boucles
l05-p6-text1 = Il arrive qu'aucun effet d'un groupe ne soit indépendant des autres : A dépend de B et B dépend de A, ou bien A de B, B de C et C de A. Le cours est net : dans ce cas, on ignore la dépendance. Les effets de la boucle s'appliquent dans l'ordre du tampon horaire (613.8b).
l05-p6-text2 = L'exemple de la question a été construit pour cette leçon, avec deux effets comme un professeur pourrait en écrire : l'effet A, « chaque elfe est un ondin et n'a aucun autre type de créature », et l'effet B, « chaque ondin est un elfe et n'a aucun autre type de créature », avec des [[Llanowar Elves]] et un [[Merfolk of the Pearl Trident]] sur le champ de bataille. Appliquer B d'abord ajoute l'Ondin à l'ensemble de A ; appliquer A d'abord ajoute les Elfes à l'ensemble de B. Chacun dépend de l'autre : c'est une boucle. A, le plus ancien, s'applique donc d'abord, puis B, qui s'applique à tout ce qui est un ondin à ce moment-là.
l05-try-loop = Regardez la première étape de la couche 4 : lequel des deux effets passe le premier, et quelle raison la trace donne-t-elle ?
l05-q-loop-subtypes-prompt = L'effet A (chaque elfe est un ondin, sans autre type de créature) est plus ancien que l'effet B (chaque ondin est un elfe, sans autre type de créature). Quels sont les sous-types des [[Llanowar Elves]] ?
l05-q-loop-subtypes-why = A et B s'appliquent tous deux en couche 4, et chacun changerait ce à quoi l'autre s'applique : chacun dépend de l'autre, c'est une boucle de dépendance (613.8a). La dépendance est alors ignorée entre eux et ils s'appliquent dans l'ordre du tampon horaire (613.8b) : d'abord A, qui fait des Elfes un ondin, puis B, qui s'applique à tous les ondins à ce moment-là, Elfes de Llanowar compris.
l05-p6-text3 = La procédure du cours, en bref : dans chaque couche, mettre les CDC à part ; démêler les dépendances ; ranger le reste au tampon horaire ; appliquer un effet ; tout revérifier ; recommencer. Cela paraît lourd, mais le but est l'inverse : grâce à la dépendance, un joueur qui se demande « qu'est-ce qui serait logique ? » trouve le plus souvent la bonne réponse.
