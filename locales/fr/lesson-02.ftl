# Leçon 2 : les couches en un coup d'œil (règles 613.1 à 613.4, 613.10, 613.11).

l02-title = Les couches en un coup d'œil
l02-summary = Les sept couches et leurs sous-couches, puis les effets sur les joueurs et sur les règles du jeu ; la numérotation de 2011 du cours à côté de celle d'aujourd'hui ; un moyen mnémotechnique, et un exercice pour que l'ordre devienne un réflexe.

## Page 1

l02-p1-title = Le point de départ
l02-p1-start = Pour connaître les caractéristiques d'un objet à un moment donné, on part de l'objet lui-même : pour une carte, ce qui est imprimé dessus ; pour un jeton, ou pour la copie d'un sort ou d'une carte, les valeurs données par l'effet qui l'a créé. Puis on applique tous les effets continus qui le concernent, non pas dans l'ordre où ils ont été créés, mais répartis en *couches*, de 1 à 7, avec des sous-couches dans les couches 1 et 7.
l02-rule-613-1 = On part des valeurs imprimées de l'objet (pour un jeton ou la copie d'un sort ou d'une carte, celles que définit l'effet qui l'a créé), puis on applique les effets continus dans une série de couches, selon un ordre fixe.
l02-p1-what-not-when = La couche d'un effet dépend uniquement de *ce qu'il modifie*, jamais de sa provenance. Capacité statique, sort qui se résout, Aura ou marqueur : tout ce qui modifie la force et l'endurance relève de la couche 7. Et quels que soient les tampons horaires, un effet d'une couche antérieure s'applique toujours avant un effet d'une couche postérieure. Le tampon horaire (leçon 3) ne sert qu'à ordonner les effets à l'intérieur d'une même couche ou sous-couche.
l02-try-godhead = La Croissance gigantesque se résout sur les Grizzlis, puis la Divinité de respect arrive. La Divinité est arrivée en dernier, et pourtant son effet de couche 7b s'applique d'abord, celui de la Croissance gigantesque (7c) ensuite.

## Page 2

l02-p2-title = Les sept couches
l02-p2-list =
    De la première couche à la dernière :
    - couche 1, *valeurs copiables* : en 1a, les effets de copie (le [[Clone]]) et les choix de force et d'endurance faits « au moment où il arrive » ou « au moment où il est retourné face visible » (l'[[Aquamorph Entity]]) ; en 1b, le statut face cachée ;
    - couche 2, *contrôle* : le [[Mind Control]], l'[[Act of Treason]] ;
    - couche 3, *texte* : le [[Mind Bend]], le [[Volrath's Shapeshifter]] ;
    - couche 4, *type*, c'est-à-dire types de carte, sous-types et surtypes : la [[Blood Moon]] ;
    - couche 5, *couleur* : le [[Painter's Servant]] ;
    - couche 6, *capacités*, qu'elles soient ajoutées, retirées ou interdites (« ne peut pas avoir ») : la [[Levitation]], l'[[Archetype of Imagination]] ;
    - couche 7, *force et endurance*, en quatre sous-couches.
l02-rule-613-2 = La couche 1 a deux sous-couches : 1a, les effets de copie et les capacités qui fixent la force et l'endurance au moment où l'objet arrive ou est retourné face visible ; 1b, le statut face cachée. Ce qui sort de la couche 1, ce sont les valeurs copiables de l'objet.
l02-p2-layer7 =
    La couche 7 est la plus fréquentée :
    - 7a, les capacités de définition de caractéristique qui définissent la force et l'endurance : le [[Tarmogoyf]], [[Maro]] ;
    - 7b, les effets qui *fixent* la force et/ou l'endurance à une valeur, y compris la « force et endurance de base » : la [[Godhead of Awe]], l'[[Tree of Redemption]] ;
    - 7c, les effets qui *modifient* la force et/ou l'endurance, *ainsi que* les marqueurs : la [[Giant Growth]], l'[[Honor of the Pure]], les marqueurs +1/+1 et -1/-1 ;
    - 7d, les effets qui *échangent* la force et l'endurance : le [[Crag Puca]], l'[[Twisted Image]].
l02-rule-613-4 = La couche 7 s'applique en sous-couches : 7a capacités de définition de caractéristique, 7b fixation, 7c modification et marqueurs, 7d échange. En 2011, il y en avait cinq : 7a CDC, 7b fixation, 7c modification, 7d marqueurs, 7e échange.
l02-p2-then-and-now =
    Le cours suit les règles de 2011 (son article date de 2012), et deux choses ont bougé depuis :
    - la couche 7 comptait alors cinq sous-couches : 7a CDC, 7b fixation, 7c modification, *7d marqueurs*, *7e échange*. Depuis avril 2020, les marqueurs sont en 7c avec les autres modifications, et l'échange est en 7d ;
    - la couche 1 ne contenait que les effets de copie, le statut face cachée étant traité à côté (la réponse de forum du cours l'appelle l'étape « 1ter »). Aujourd'hui elle a deux sous-couches, et les choix de force et d'endurance « au moment où il arrive » (le « 1bis » du forum) font partie de la 1a.
l02-p2-same-result = Ces déplacements changent les étiquettes, pas les résultats. Marqueurs et modifications ne font que s'additionner : leur ordre entre eux ne compte jamais, et l'échange vient après tous, dans les deux numérotations. En lisant le cours, traduisez son « 7d » par la 7c d'aujourd'hui et son « 7e » par la 7d.
l02-try-seven = Un Clone de p1 copie des Grizzlis, et p0 le vole avec un Acte de trahison. Puis la Xénogreffe (Soldat choisi), le Servant du peintre (blanc choisi), la Lévitation, l'Honneur des purs, la Poussière de torpeur, un marqueur +1/+1 et l'Image perverse font chacun leur travail dans leur couche. Le plateau s'ouvre sur la couche 4 : la Xénogreffe n'atteint le Clone que parce que le contrôle a été réglé en couche 2.

## Page 3

l02-p3-title = Après les objets : les joueurs, puis les règles
l02-p3-after =
    Une fois les caractéristiques de tous les objets connues, deux autres groupes d'effets s'appliquent, chacun dans l'ordre du tampon horaire. L'article du cours les numérote « 8 » et « 9 », en précisant que ce ne sont pas des couches au sens strict, même s'ils suivent les mêmes règles :
    - les effets sur les *joueurs* : la défense talismanique que vous donne la [[Leyline of Sanctity]] ou l'[[Witchbane Orb]] ;
    - en tout dernier, les effets sur les *règles du jeu* : pas de taille maximale de main avec la [[Reliquary Tower]], pas de règle des légendes avec la [[Mirror Gallery]], « vous ne pouvez pas perdre la partie » avec l'[[Platinum Angel]].
l02-rule-613-10 = Les effets qui affectent des joueurs plutôt que des objets s'appliquent une fois les caractéristiques des objets déterminées, dans l'ordre du tampon horaire.
l02-rule-613-11 = Les effets qui affectent les règles du jeu s'appliquent après tous les autres effets continus.
l02-p3-indestructible = Une correction au cours. En 2011, indestructible n'était pas une capacité : un effet qui rendait un permanent indestructible était donc un effet sur les règles, un « 9 ». Depuis la mise à jour des règles de Magic 2014 (juillet 2013), indestructible est une capacité mot-clé : la donner est un effet de couche 6, exactement comme donner le vol. Un lecteur l'a d'ailleurs signalé dans les commentaires de l'article.
l02-p3-keywords = L'article range aussi défenseur, vigilance et piétinement dans le « 9 ». Lisez-le ainsi : ce que *font* ces mots-clés relève des règles, mais le fait de les *avoir* relève des capacités ; un effet qui les donne ou les retire appartient donc à la couche 6.

## Page 4

l02-p4-title = Un moyen mnémotechnique, et la logique derrière
l02-p4-mnemonic = Une phrase suffit pour retenir l'ordre des couches : *Chaque Chat Trouve Toujours Ces Croquettes Fondantes.* Copie, Contrôle, Texte, Type, Couleur, Capacités, Force et endurance. Pour la couche 7, le chat continue : *Ce Félin Mange Énormément* : CDC (7a), Fixer (7b), Modifier, marqueurs compris (7c), Échanger (7d). Et il reste *Jamais Rassasié* : les Joueurs, puis les Règles.
l02-p4-logic =
    L'ordre a aussi sa logique ; le cours dit que les règles sont faites pour donner des résultats intuitifs. Chaque couche règle ce que liront les suivantes :
    - la copie (1) décide de ce qu'est l'objet avant qu'on ne lui ajoute quoi que ce soit ;
    - le contrôle (2) décide qui est « vous » pour les effets qui suivent ;
    - le texte (3) peut réécrire les mots des capacités appliquées plus tard ;
    - le type (4) décide de ce qui est une créature, un terrain ou une Aura avant qu'on ne regarde couleurs, capacités, force et endurance ;
    - les capacités (6) passent avant la force et l'endurance (7), car retirer une capacité peut supprimer l'effet même qui allait les fixer ou les définir.
l02-p4-inside = À l'intérieur d'une couche, trois règles fixent l'ordre, et les leçons suivantes les prennent une à une : les capacités de définition de caractéristique d'abord (leçon 4), puis l'ordre du tampon horaire (leçon 3), sauf si une dépendance le modifie (leçon 5).
l02-rule-613-3 = Dans les couches 2 à 6, les effets des capacités de définition de caractéristique s'appliquent d'abord, puis tous les autres dans l'ordre du tampon horaire ; la dépendance peut modifier cet ordre. En 2011, la règle visait les couches 1 à 6.
l02-try-stolen = p1 contrôle la Lévitation et vole les Grizzlis de p0 avec un Acte de trahison. Le contrôle est réglé en couche 2 : en couche 6, la Lévitation trouve donc les Grizzlis parmi les créatures de p1.

## Page 5

l02-p5-title = Exercice : quelle couche ?
l02-p5-intro = Pour chaque effet, donnez sa couche dans la numérotation actuelle : 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, joueurs ou règles. Quelques-uns sont des pièges pour les lecteurs du cours de 2011.
l02-drill-1-prompt = Un [[Clone]] arrive sur le champ de bataille en tant que copie d'une [[Craw Wurm]]. Dans quelle couche s'applique l'effet de copie ?
l02-drill-1-explain = Les effets de copie relèvent de la couche 1, sous-couche 1a aujourd'hui (613.2a) ; ce qui sort de la couche 1, ce sont les valeurs copiables de l'objet (707.2). Le cours dit simplement « couche 1 » : les sous-couches sont venues plus tard.
l02-drill-2-prompt = L'[[Ixidron]] arrive et retourne face cachée les autres créatures qui ne sont pas des jetons. Dans quelle couche leur statut face cachée s'applique-t-il ?
l02-drill-2-explain = Le statut face cachée s'applique en 1b, juste après les effets de copie (613.2b) : le permanent devient une créature 2/2 sans nom, sans couleur, sans sous-type, sans capacité et sans coût de mana (708.2). La réponse de forum du cours le place dans une pseudo-étape qu'elle appelle « 1ter ».
l02-drill-3-prompt = Le [[Mind Control]] est attaché à une créature : le contrôleur de l'Aura contrôle désormais cette créature.
l02-drill-3-explain = Changer ou fixer le contrôleur d'un objet relève de la couche 2 (613.1b). Elle vient tôt, et ce n'est pas un hasard : tout effet ultérieur qui dit « vous » ou « les créatures que vous contrôlez » lit le contrôleur réglé ici.
l02-drill-4-prompt = Le [[Mind Bend]] transforme la traversée des îles que donne le [[Lord of Atlantis]] en traversée des forêts.
l02-drill-4-explain = Le Ploiement mental réécrit des mots du texte d'un permanent : c'est un effet de changement de texte, couche 3 (613.1c, 612.1). Le mot « texte » est la clé, comme le dit le cours ; le [[Volrath's Shapeshifter]] relève de la couche 3 pour la même raison. Réécrire un texte n'est pas donner ou retirer une capacité (couche 6).
l02-drill-5-prompt = La [[Blood Moon]] : les terrains non-base sont des montagnes.
l02-drill-5-explain = Changer les types de carte, les sous-types ou les surtypes relève de la couche 4 (613.1d). Fixer le sous-type d'un terrain à un type de terrain de base lui retire aussi les capacités de son texte de règles et lui donne la capacité de mana de la montagne : cela fait partie du même effet de couche 4 (305.7).
l02-drill-6-prompt = Le [[Painter's Servant]], avec le blanc choisi : chaque carte, chaque sort et chaque permanent est blanc en plus de ses autres couleurs.
l02-drill-6-explain = Changer les couleurs relève de la couche 5 (613.1e), que l'effet ajoute une couleur, comme ici, ou qu'il fixe les couleurs, comme les [[Cerulean Wisps]].
l02-drill-7-prompt = Un sort dit : « La créature ciblée acquiert l'indestructible jusqu'à la fin du tour. »
l02-drill-7-explain = Depuis la mise à jour des règles de Magic 2014 (juillet 2013), indestructible est une capacité mot-clé (702.12) : l'acquérir est donc un effet qui ajoute une capacité, couche 6 (613.1f). Dans le cours de 2011, un tel effet comptait comme un effet sur les règles (« 9 »), car indestructible n'était pas encore une capacité.
l02-drill-8-prompt = Le [[Tarmogoyf]] : sa force et son endurance dépendent des types de carte parmi les cartes de tous les cimetières.
l02-drill-8-explain = La capacité du Tarmogoyf définit sa propre force et sa propre endurance, sans condition, depuis son propre texte : c'est une capacité de définition de caractéristique (604.3), appliquée en 7a (613.4a). Même étiquette en 2011 et aujourd'hui.
l02-drill-9-prompt = La [[Godhead of Awe]] : les autres créatures ont une force et une endurance de base de 1/1.
l02-drill-9-explain = Fixer la force et l'endurance à une valeur relève de la 7b (613.4b), et les effets de « force et endurance de base » y appartiennent aussi. La Divinité affecte d'autres objets : ce ne peut pas être une capacité de définition de caractéristique, et la 7b vient après la 7a.
l02-drill-10-prompt = Un marqueur +1/+1 est placé sur une créature.
l02-drill-10-explain = Aujourd'hui, les marqueurs qui modifient la force et l'endurance s'appliquent en 7c, avec les effets qui modifient la force et l'endurance (613.4c). Dans le cours de 2011, ils avaient leur propre sous-couche, la 7d : c'est le piège. L'étiquette a changé en 2020, pas le résultat, puisque tout cela ne fait que s'additionner.
l02-drill-11-prompt = La capacité du [[Crag Puca]] se résout : échangez sa force et son endurance jusqu'à la fin du tour.
l02-drill-11-explain = L'échange vient en dernier dans la couche 7 : 7d aujourd'hui, 7e dans le cours (613.4d). Il utilise les valeurs obtenues après la 7c, marqueurs compris. La réponse de forum du cours donne ici le Pucca de cimetière, par erreur : le Pucca de cimetière devient une copie (couche 1a) ; la carte qui échange, citée dans l'article du cours, est le Pucca de cordillère.
l02-drill-12-prompt = La [[Leyline of Sanctity]] : vous avez la défense talismanique.
l02-drill-12-explain = Un effet qui donne une capacité à un joueur, et non à un objet, s'applique une fois les caractéristiques de tous les objets réglées, dans l'ordre du tampon horaire (613.10 ; 613.9 en 2011). L'article du cours numérote ce groupe « 8 ».
l02-drill-13-prompt = La [[Reliquary Tower]] : vous n'avez pas de taille maximale de main.
l02-drill-13-explain = La taille maximale de main est une règle du jeu ; les effets sur les règles s'appliquent après tous les autres effets continus (613.11 ; 613.10 en 2011). Modifier la taille maximale de main est l'exemple même de la règle. Le cours numérote ce groupe « 9 ».

## Page 6

l02-p6-title = Des plateaux complets
l02-p6-intro = Appliquez maintenant l'ordre à des plateaux complets. Pour les questions calculées, les étapes du moteur servent de corrigé.
l02-q-order-prompt = Une créature subit les six effets ci-dessous. Remettez-les dans l'ordre où le système de couches les applique, quels que soient leurs tampons horaires.
l02-q-order-i1 = L'[[Twisted Image]] échange sa force et son endurance.
l02-q-order-i2 = L'[[Act of Treason]] vous en donne le contrôle.
l02-q-order-i3 = La [[Giant Growth]] lui donne +3/+3.
l02-q-order-i4 = C'est un [[Clone]] arrivé en tant que copie de [[Grizzly Bears]].
l02-q-order-i5 = Le [[Painter's Servant]] la rend blanche en plus de ses autres couleurs.
l02-q-order-i6 = La [[Levitation]] lui donne le vol.
l02-q-order-explain = Copie (1a), contrôle (2), couleur (5), capacités (6), modification de la force et de l'endurance (7c), échange (7d). La couche de chaque effet fixe sa place ; le tampon horaire ne compterait qu'entre deux effets d'une même couche ou sous-couche (613.1, 613.4).
l02-q-godhead-prompt = La Croissance gigantesque s'est résolue sur les Grizzlis (bears) ; plus tard dans le tour, la Divinité de respect est arrivée sur le champ de bataille. Quelles sont la force et l'endurance des Grizzlis ?
l02-q-godhead-explain = « Le dernier arrivé gagne » ne vaut qu'à l'intérieur d'une couche. La Divinité de respect fixe la force et l'endurance de base en 7b ; la Croissance gigantesque les modifie en 7c. La 7b s'applique toujours avant la 7c : la Divinité fixe d'abord les valeurs des Grizzlis, et le bonus de la Croissance gigantesque s'ajoute au résultat, même si la Divinité est arrivée après (613.4b, 613.4c). Le tampon horaire n'ordonne que les effets d'une même sous-couche (613.7).
l02-q-stolen-prompt = p1 contrôle la Lévitation et lance un Acte de trahison sur les Grizzlis de p0 (bears). Quelles capacités ont les Grizzlis ?
l02-q-stolen-explain = Le contrôle est en couche 2, les capacités en couche 6. Au moment où l'on applique la Lévitation (« les créatures que vous contrôlez ont le vol »), l'Acte de trahison a déjà fait de p1 le contrôleur des Grizzlis : ils sont donc parmi les créatures de p1. La célérité de l'Acte de trahison est la partie de couche 6 du même effet : commencé en couche 2, cet effet continue de s'appliquer à la même créature en couche 6 (613.6).
l02-q-seven-pt-prompt = Sur le plateau des sept couches, quelles sont la force et l'endurance finales du Clone (clone) ?
l02-q-seven-pt-explain = La couche 1a fait du Clone une copie des Grizzlis, avec leur force et leur endurance. Les couches 2 à 6 ne changent aucun nombre. En 7c, l'Honneur des purs (le Clone est maintenant une créature blanche que contrôle p0), la Poussière de torpeur et le marqueur +1/+1 s'additionnent, et l'ordre ne compte pas pour une somme. En 7d, l'Image perverse échange le résultat. Dans la numérotation du cours, le marqueur était en 7d et l'échange en 7e : même réponse (613.4c, 613.4d).
l02-q-seven-types-prompt = Sur le même plateau, quels types de créature a le Clone ?
l02-q-seven-types-explain = Couche 1a : en tant que copie des Grizzlis, le Clone prend leur type de créature à la place du sien (613.2a). Couche 2 : l'Acte de trahison en donne le contrôle à p0. Couche 4 : la Xénogreffe ajoute le type choisi aux créatures que contrôle p0, en plus de leurs autres types ; le contrôle a été réglé deux couches plus tôt, et le Clone en fait donc partie (613.1b, 613.1d).
l02-q-numbering-prompt = Une créature imprimée 2/4 porte un marqueur +1/+1, et un effet échange sa force et son endurance. Dans le cours, le marqueur s'applique en 7d et l'échange en 7e ; aujourd'hui, le marqueur est en 7c et l'échange en 7d. Que change la nouvelle numérotation ?
l02-q-numbering-c1 = Le résultat : avec la numérotation actuelle, le marqueur s'applique après l'échange.
l02-q-numbering-c2 = Seulement les étiquettes : dans les deux numérotations, le marqueur s'ajoute avant l'échange, et la créature finit en 5/3.
l02-q-numbering-c3 = Le résultat : en 2011, l'échange s'appliquait avant les marqueurs.
l02-q-numbering-explain = En 2011 : 7c modification, 7d marqueurs, 7e échange. Aujourd'hui : 7c modification et marqueurs, 7d échange. Modifications et marqueurs ne font que s'additionner : leur ordre entre eux ne change jamais la somme, et l'échange vient après tous, dans les deux numérotations (613.4c, 613.4d). Ici, le marqueur donne 3/5, et l'échange 5/3.
l02-q-numbering-c1-not = Le marqueur ne passe pas après l'échange : il est aujourd'hui en 7c, et la 7c vient toujours avant la 7d, l'échange. La renumérotation a fusionné deux sous-couches qui ne font qu'additionner ; elle n'a rien fait passer après l'échange.
l02-q-numbering-c3-not = En 2011 aussi, l'échange venait en dernier, en 7e, après les marqueurs de la 7d. Les deux numérotations placent toutes les modifications et tous les marqueurs avant l'échange.
