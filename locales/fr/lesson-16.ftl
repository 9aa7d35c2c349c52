# Leçon 16 : tout mettre ensemble avec les questions des lecteurs du cours (texte 001).

l16-title = Tout mettre ensemble : les questions des lecteurs
l16-summary =
    La méthode de tout le cours, appliquée aux plateaux sur lesquels ses lecteurs se sont interrogés : l'Honneur des purs face à la Malédiction de l'étreinte de la mort, où les actions basées sur un état ne regardent que le résultat ; la Chanson de Titania avec la Treille de mycosynthèse, une dépendance en couche 4 ; et Humilité avec Opalescence, dans les deux ordres du tampon horaire.

## Page 1

l16-p1-title = Une seule méthode pour tous les plateaux
l16-p1-method =
    L'article du texte 001 se termine par un résumé applicable à n'importe quel plateau. Dans les termes d'aujourd'hui :
    - classer les effets continus par couche, en découpant en composantes un effet qui s'applique dans plusieurs couches (613.1, 613.6) ;
    - dans chaque couche, appliquer d'abord les effets des capacités de définition de caractéristique, dans les couches 2 à 6 et en 7a (613.3, 613.4a) ;
    - parmi les autres effets, un effet attend ceux dont il dépend ; les autres suivent l'ordre du tampon horaire, du plus ancien au plus récent (613.7, 613.8) ;
    - appliquer un effet en tenant compte de tout ce qui a déjà été appliqué, puis revérifier ceux qui attendent encore (613.8c) ;
    - un effet qui a commencé à s'appliquer continue dans ses couches suivantes, aux mêmes objets (613.6) ;
    - seul le résultat final compte : c'est lui que voient les joueurs et que vérifient les actions basées sur un état (613.5, 704.3).
l16-p1-conflicts = Le premier lecteur à commenter l'article posait deux questions sur ce résumé : pourquoi mettre à part les effets issus d'une CDC, et que faut-il entendre par « conflits » (s'il y a des conflits, appliquez la dépendance ; s'il en reste, le tampon horaire) ? Les réponses de l'auteur, en bref. Les CDC sont isolées pour deux raisons : elles s'appliquent avant les autres effets de leur couche, et un effet issu d'une CDC ne peut jamais dépendre d'un effet qui n'en est pas issu, ni l'inverse (613.8a, condition c). La dépendance se cherche donc à l'intérieur de chaque groupe, séparément. Les premiers « conflits » sont ces dépendances, groupe par groupe ; ceux qui « restent » sont ce que la dépendance laisse en suspens, c'est-à-dire les effets indépendants et ceux qui sont pris dans une boucle, et ceux-là suivent l'ordre du tampon horaire.
l16-q-cda-apart-prompt = Pourquoi le résumé du cours met-il à part, dans chaque couche, les effets issus de capacités de définition de caractéristique ?
l16-q-cda-apart-c1 = Parce que ce sont toujours les effets les plus récents de leur couche.
l16-q-cda-apart-c2 = Parce qu'ils s'appliquent d'abord, et qu'aucune dépendance ne peut lier un effet issu d'une CDC à un effet qui n'en est pas issu.
l16-q-cda-apart-c3 = Parce qu'ils ignorent la dépendance et le tampon horaire, même entre eux.
l16-q-cda-apart-c4 = Parce qu'ils ne fonctionnent que tant que leur objet est sur le champ de bataille.
l16-q-cda-apart-explain = Dans les couches 2 à 6 et en 7a, les effets des CDC s'appliquent avant tous les autres (613.3, 613.4a), et la condition c de la règle 613.8a exclut toute dépendance entre un effet de CDC et un effet d'une autre origine : la dépendance se cherche à l'intérieur de chaque groupe. Entre elles, les CDC obéissent toujours à la dépendance et au tampon horaire (deux CDC peuvent dépendre l'une de l'autre, comme celles de Maro et de la Goule suturée) ; leur tampon horaire ne joue aucun rôle dans le fait qu'elles passent en premier, et elles fonctionnent dans toutes les zones (604.3).
l16-q-cda-apart-c1-not = Le tampon horaire d'une CDC ne joue aucun rôle dans son passage en premier : les CDC s'appliquent d'abord dans leur couche quels que soient leurs tampons horaires (613.3, 613.4a).
l16-q-cda-apart-c3-not = Entre elles, les CDC suivent toujours la dépendance et le tampon horaire : celles de Maro et de la Goule suturée dépendent l'une de l'autre en 7a (613.8a).
l16-q-cda-apart-c4-not = C'est l'inverse : une CDC fonctionne dans toutes les zones, et même hors de la partie (604.3).
l16-p1-readers = Les questions des lecteurs, sous l'article, mettent cette méthode à l'épreuve. Chacune cache une erreur classique : appliquer « le dernier arrivé gagne » d'une couche à l'autre, s'arrêter au milieu du calcul pour vérifier les actions basées sur un état, ou oublier qu'un effet qui a commencé continue.
l16-rule-613-5 = L'application des couches est continue et automatique : tout changement qui en résulte dans les caractéristiques d'un objet est instantané.
l16-rule-704-3 = Chaque fois qu'un joueur devrait recevoir la priorité, le jeu vérifie les conditions des actions basées sur un état, sur les caractéristiques produites par les couches, et les effectue toutes en même temps.

## Page 2

l16-p2-title = L'Honneur des purs face à la Malédiction de l'étreinte de la mort
l16-p2-question =
    Un lecteur contrôle l'[[Honor of the Pure]] et une créature blanche 1/1, par exemple un jeton Soldat venu de [[Raise the Alarm]]. Un adversaire l'enchante avec la [[Curse of Death's Hold]]. Les deux effets s'appliquent en couche 7c : c'est donc le tampon horaire qui tranche.
    Son raisonnement : la Malédiction est la plus récente, elle s'applique donc en premier ; le Soldat devient 0/0, et ce n'est qu'ensuite que l'Honneur le ramène à 1/1. Ne devrait-il pas mourir entre les deux ?
l16-p2-answer =
    Ce raisonnement contient deux erreurs. D'abord, c'est le tampon horaire le *plus ancien* qui s'applique en premier : l'Honneur des purs, plus ancien, passe d'abord, et la Malédiction en dernier (613.7). « Le dernier arrivé gagne » signifie que l'effet le plus récent s'applique en dernier : c'est lui qui a le dernier mot.
    Ensuite, et surtout, il n'y a pas d'« entre les deux ». Les couches ne sont pas des événements qui se succèdent pendant la partie : c'est un seul calcul, dont le résultat donne les caractéristiques de l'objet (613.5). Les actions basées sur un état ne regardent que ce résultat, au moment où un joueur devrait recevoir la priorité (704.3). Une créature blanche 1/1 sous les deux enchantements est une 1/1 ; et en 7c, ajouter +1/+1 et -1/-1 dans un ordre ou dans l'autre donne de toute façon le même total.
l16-rule-613-7 = Dans une couche ou une sous-couche, les effets s'appliquent dans l'ordre du tampon horaire, du plus ancien au plus récent, sauf si une dépendance change cet ordre.
l16-try-honor-curse = Le plateau du lecteur : l'Honneur des purs, deux jetons Soldat, puis la Malédiction. Regardez l'ordre des deux étapes de la 7c, et demandez-vous si une étape est un moment où l'on vérifie les actions basées sur un état.
l16-q1-prompt = Dans la question du lecteur, quel effet s'applique en premier en couche 7c ?
l16-q1-c1 = La Malédiction : l'effet le plus récent l'emporte, il passe donc en premier.
l16-q1-c2 = L'Honneur des purs : son tampon horaire est le plus ancien.
l16-q1-c3 = La Malédiction : les Auras s'appliquent avant les autres enchantements.
l16-q1-c4 = Aucun : les effets d'une même sous-couche s'appliquent en même temps.
l16-q1-explain = Dans une sous-couche, les effets s'appliquent dans l'ordre du tampon horaire, du plus ancien au plus récent (613.7). L'effet de l'Honneur a le tampon horaire de l'enchantement, arrivé plus tôt (613.7a) ; la Malédiction a reçu le sien en arrivant et en devenant attachée au joueur (613.7e). Rien ne rend une Aura particulière ici.
l16-q1-c1-not = « Le dernier arrivé gagne » veut dire que l'effet le plus récent s'applique *en dernier*, pour avoir le dernier mot ; le tampon horaire le plus ancien passe d'abord (613.7).
l16-q1-c3-not = Aucune règle ne fait passer les Auras avant les autres enchantements : dans une sous-couche, seuls les CDC, la dépendance et le tampon horaire ordonnent les effets.
l16-q1-c4-not = Les effets d'une sous-couche s'appliquent un par un, dans l'ordre (613.4, 613.7) ; seules les actions basées sur un état attendent la fin de tout le calcul.
l16-q2-prompt = L'[[Honor of the Pure]], puis deux jetons Soldat venus de [[Raise the Alarm]], puis la [[Curse of Death's Hold]] qui enchante le contrôleur des Soldats. Quelles sont la force et l'endurance d'un Soldat ?
l16-q2-explain = Les valeurs du jeton sont celles que lui a données le sort qui l'a créé. Les deux enchantements s'appliquent en 7c, l'Honneur d'abord (plus ancien), puis la Malédiction (613.4c, 613.7). Les actions basées sur un état ne sont vérifiées que sur le résultat de toutes les couches (613.5, 704.3) : à aucun moment le Soldat n'est 0/0.
l16-p2-wisps = Changeons une chose : un adversaire lance des [[Cerulean Wisps]] sur l'un des Soldats, qui devient bleu jusqu'à la fin du tour. La Malédiction n'a pas bougé, l'Honneur des purs non plus. Ce Soldat survit-il ?
l16-rule-704-5f = Une créature dont l'endurance est de 0 ou moins est mise dans le cimetière de son propriétaire (action basée sur un état).
l16-try-wisps = Le même plateau après les Feux céruléens : regardez le Soldat bleu en 7c, puis les actions basées sur un état à la fin.
l16-q3-prompt = Sur ce même champ de bataille, un adversaire lance des [[Cerulean Wisps]] en ciblant l'un des Soldats. Ce Soldat est-il mis dans le cimetière de son propriétaire ?
l16-q3-explain = Le changement de couleur des Feux est déterminé sur ce Soldat à la résolution (611.2c) et s'applique en couche 5. L'ensemble de l'Honneur est recalculé sur l'état actuel du jeu (611.3a) : une créature bleue n'en fait pas partie. En 7c, seul le -1/-1 de la Malédiction s'applique au Soldat bleu (613.4c), et l'action basée sur un état de la 704.5f regarde ce résultat.
l16-p2-wisps-result =
    L'Honneur des purs est une capacité statique : l'ensemble des créatures qu'il affecte suit donc l'état du jeu (611.3a). En 7c, il n'atteint plus le Soldat bleu, alors que la Malédiction l'atteint toujours. Cette fois, c'est le résultat final lui-même qui vaut 0/0, et les actions basées sur un état mettent ce Soldat au cimetière (704.5f). L'autre Soldat, toujours blanc, ne risque rien.
    C'est toute la différence avec l'inquiétude du lecteur : ce qui tue, c'est un *résultat* de 0/0, jamais un 0/0 au milieu des couches.

## Page 3

l16-p3-title = La Chanson de Titania et la Treille de mycosynthèse
l16-p3-question =
    L'exemple de couche 4 de l'article. La [[Titania's Song]] : chaque artefact non-créature perd toutes ses capacités et devient une créature-artefact dont la force et l'endurance sont chacune égales à sa valeur de mana. La [[Mycosynth Lattice]] : chaque permanent est un artefact en plus de ses autres types (et tout est incolore). Les deux ont une partie en couche 4.
    S'il y a des permanents qui ne sont ni des créatures ni des artefacts (un terrain, ou la Chanson elle-même), appliquer la Treille d'abord change les permanents auxquels s'applique la Chanson. L'effet de la Chanson dépend donc de celui de la Treille (613.8a), et la Treille s'applique en premier, quels que soient les tampons horaires : c'est le deuxième cas de dépendance de l'article.
l16-rule-613-8a = Un effet dépend d'un autre si les deux s'appliquent dans la même couche ou sous-couche, si appliquer l'autre changerait son texte, son existence, ce à quoi il s'applique ou ce qu'il fait, et si les deux proviennent, ou aucun ne provient, d'une capacité de définition de caractéristique.
l16-p3-board =
    Suivons la partie. La Treille fait de tout un artefact. La Chanson prend ensuite tous les artefacts *non-créatures* : la [[Forest]], la Treille et la Chanson elle-même. En couche 5, tout devient incolore. En couche 6, l'ensemble de la Chanson perd toutes ses capacités, la Chanson et la Treille comprises ; les parties suivantes de la Chanson s'appliquent pourtant toujours à l'ensemble déterminé en couche 4 (613.6). En 7b, chaque membre de cet ensemble prend une force et une endurance égales à sa valeur de mana, et la Forêt, de valeur de mana 0, est une 0/0.
    Les [[Grizzly Bears]], déjà créature, deviennent seulement un artefact : la Chanson ne les prend jamais. Enfin, l'effet de règle de la Treille sur la dépense du mana vient après toutes les couches, et la Treille n'a alors plus aucune capacité : cet effet n'existe plus.
l16-try-song = La Chanson est arrivée d'abord, la Treille ensuite : regardez quel effet la couche 4 applique d'abord, et les permanents que prend ensuite la Chanson.
l16-q4-prompt = La [[Titania's Song]] est arrivée en premier, puis la [[Mycosynth Lattice]], puis une [[Forest]], puis des [[Grizzly Bears]] adverses. La Forêt est-elle mise dans le cimetière de son propriétaire ?
l16-q4-explain = En couche 4, la Chanson attend la Treille, qui change ce à quoi elle s'applique (613.8a). Devenue artefact, la Forêt est un artefact non-créature : l'ensemble de la Chanson la comprend, et ses parties suivantes gardent cet ensemble (613.6). En 7b, sa force et son endurance deviennent sa valeur de mana (613.4b), et la valeur de mana d'un terrain est 0. Les actions basées sur un état vérifient ce résultat (704.5f).
l16-q5-prompt = Même plateau, mais la [[Mycosynth Lattice]] est arrivée avant la [[Titania's Song]]. Quelles sont la force et l'endurance de la Chanson ?
l16-q5-explain = Échanger les tampons horaires ne change rien : la dépendance plaçait déjà la Treille en premier (613.8a–b). La Treille fait de la Chanson un artefact, que l'effet de la Chanson elle-même prend donc comme artefact non-créature ; elle perd ses capacités en couche 6, mais son effet, déjà commencé, continue (613.6) et fixe en 7b la force et l'endurance de la Chanson d'après sa propre valeur de mana.
l16-q6-prompt = Sur le plateau où la Chanson est arrivée d'abord, quels sont les types de carte des [[Grizzly Bears]] adverses ?
l16-q6-explain = La partie en couche 4 de la Treille ajoute un type à chaque permanent (613.1d). La Chanson ne prend que les artefacts *non-créatures*, et les Grizzlis étaient une créature avant qu'elle ne s'applique : ils gardent leur propre force, leur propre endurance et leurs capacités.
l16-p3-objection = Un second lecteur a objecté : la Chanson est un enchantement, il y a donc toujours au moins un permanent qui n'est ni une créature ni un artefact ; la dépendance existe toujours, et le tampon horaire ne compte jamais ici ?
l16-p3-answer = La réponse de l'auteur : la Chanson de Titania dit que si elle quitte le champ de bataille, son effet dure jusqu'à la fin du tour. Une fois la Chanson partie, s'il ne reste que des créatures et des artefacts, appliquer la Treille d'abord ne change plus ce à quoi s'applique l'effet de la Chanson : pas de dépendance, et les deux effets suivent l'ordre du tampon horaire.
l16-q7-prompt = Pourquoi les effets de la Chanson de Titania et de la Treille de mycosynthèse peuvent-ils parfois s'appliquer simplement dans l'ordre du tampon horaire, alors que la Chanson est elle-même un enchantement ?
l16-q7-c1 = Parce que l'effet de la Treille provient d'une capacité de définition de caractéristique.
l16-q7-c2 = Parce que l'effet de la Chanson dure jusqu'à la fin du tour après son départ ; il peut alors ne rester que des créatures et des artefacts, et la Treille ne change plus ce à quoi la Chanson s'applique.
l16-q7-c3 = Parce que la dépendance est ignorée en couche 4.
l16-q7-c4 = Parce que la Chanson perd ses capacités en couche 6.
l16-q7-explain = La dépendance n'existe que tant qu'appliquer un effet changerait ce à quoi l'autre s'applique (613.8a). La dernière phrase de la Chanson fixe une durée à son effet, « jusqu'à la fin du tour » une fois la Chanson partie (611.2a) ; s'il ne reste aucun permanent qui ne soit ni créature ni artefact, la Treille ne change rien pour lui, et le tampon horaire décide (613.7).
l16-q7-c1-not = L'effet de la Treille de mycosynthèse n'est pas une CDC : il change d'autres objets (604.3). La question tient à la durée de la Chanson.
l16-q7-c3-not = La dépendance joue dans toutes les couches, couche 4 comprise ; c'est même là que le cours en trouve le plus.
l16-q7-c4-not = Perdre ses capacités en couche 6 vient après la couche 4, où la dépendance se décide ; et l'effet de la Chanson, une fois commencé, continue de toute façon (613.6).

## Page 4

l16-p4-title = Humilité et Opalescence, Humilité d'abord
l16-p4-cards =
    L'exemple de couche 6 de l'article, écrit, dit-il, pour les joueurs qui aiment faire suer les arbitres. [[Humility]] : toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1 (couches 6 et 7b). [[Opalescence]] : chaque *autre* enchantement non-Aura est une créature en plus de ses autres types, avec une force et une endurance de base égales à sa valeur de mana (couches 4 et 7b).
    Ajoutons une [[Glorious Anthem]] et des [[Grizzly Bears]] dans le camp adverse pour voir chaque partie à l'œuvre.
l16-p4-layers =
    Couche 4 : Opalescence fait d'Humilité et de l'Antienne des créatures, pas d'elle-même. Couche 6 : Humilité est maintenant une créature ; son propre effet la dépouille donc, ainsi que l'Antienne et les Grizzlis. La partie 7b d'Humilité s'applique toujours : son effet a commencé en couche 6, il continue donc, aux mêmes objets (613.6). Le +1/+1 de l'Antienne n'avait pas commencé ; sa capacité a disparu, il n'existe donc plus.
    La couche 7b contient deux effets indépendants : le tampon horaire décide. Humilité étant plus ancienne, son 1/1 de base passe d'abord ; Opalescence fixe ensuite Humilité et l'Antienne à leur valeur de mana et a le dernier mot. Les Grizzlis, qu'Opalescence ne touche pas, gardent le 1/1 d'Humilité.
l16-rule-613-6 = Un effet qui a des parties dans plusieurs couches applique chacune dans sa couche ; une fois commencé, il continue de s'appliquer aux mêmes objets dans ses couches suivantes, même si sa capacité est retirée entre-temps.
l16-try-humility-first = Humilité plus ancienne qu'Opalescence : regardez ce que l'effet d'Humilité fait à Humilité en couche 6, puis les deux étapes de la 7b, dans l'ordre.
l16-q8-prompt = [[Humility]] est arrivée en premier, puis [[Opalescence]] ; un adversaire a une [[Glorious Anthem]] et des [[Grizzly Bears]]. Quelles sont la force et l'endurance d'Humilité ?
l16-q8-explain = Opalescence fait d'Humilité une créature en couche 4 ; l'effet d'Humilité s'applique donc à elle-même en couche 6 et, ayant commencé, sa partie 7b continue de s'appliquer (613.6). En 7b, les deux effets sont indépendants : le tampon horaire décide (613.7). Le 1/1 d'Humilité d'abord, puis la valeur de mana d'Opalescence, qui a le dernier mot (613.4b).
l16-q9-prompt = Sur ce même champ de bataille, quelles sont la force et l'endurance de l'[[Glorious Anthem]] ?
l16-q9-explain = Opalescence fait de l'Antienne une créature en couche 4 (613.1d). Humilité lui retire sa capacité en couche 6 (613.1f) : le +1/+1 de l'Antienne elle-même ne s'applique donc jamais en 7c (613.4c). En 7b, le 1/1 d'Humilité passe d'abord et la valeur de mana d'Opalescence en dernier (613.4b).
l16-q10-prompt = Humilité étant plus ancienne qu'Opalescence, remettez ces applications dans l'ordre où le jeu les effectue.
l16-q10-i1 = L'effet d'Humilité fixe la force et l'endurance de base des créatures à 1/1.
l16-q10-i2 = L'effet d'Opalescence fait d'Humilité une créature.
l16-q10-i3 = L'effet d'Humilité retire toutes leurs capacités aux créatures, y compris à elle-même.
l16-q10-i4 = L'effet d'Opalescence fixe la force et l'endurance à la valeur de mana.
l16-q10-explain = Les couches d'abord : la couche 4 (type), puis la couche 6 (capacités), puis la 7b (613.1). Dans la 7b, les deux effets indépendants suivent l'ordre du tampon horaire, Humilité d'abord (613.7). La partie 7b d'Humilité s'applique bien que sa capacité ait disparu, parce que son effet a commencé en couche 6 (613.6).

## Page 5

l16-p5-title = Humilité et Opalescence, Opalescence d'abord
l16-p5-swap = Échangez les tampons horaires : Opalescence est maintenant la plus ancienne. Faites le calcul avant d'ouvrir le plateau.
l16-p5-unchanged = Remarquez ce qui ne se produit *pas*. La perte de sa capacité en couche 6 n'annule pas la partie 7b d'Humilité (613.6). Opalescence, qui n'est pas une créature, garde sa capacité du début à la fin. Et aucune couche plus tardive ne fait revenir en arrière : qu'Humilité soit une créature est réglé en couche 4, avant que quoi que ce soit ne retire des capacités.
l16-try-opalescence-first = Opalescence plus ancienne qu'Humilité : comparez les deux étapes de la 7b avec celles de l'autre plateau.
l16-p5-layers = Les couches 4 et 6 se passent exactement comme avant, et seul l'ordre à l'intérieur de la 7b change.
l16-q11-prompt = [[Opalescence]] est arrivée en premier, puis [[Humility]] ; un adversaire a une [[Glorious Anthem]] et des [[Grizzly Bears]]. Quelles sont la force et l'endurance d'Humilité ?
l16-q11-explain = Les couches 4 et 6 se passent exactement comme avant. En 7b, les deux effets sont indépendants : l'ordre du tampon horaire décide (613.7). La valeur de mana d'Opalescence d'abord, puis la force et l'endurance de base d'Humilité, qui s'appliquent à l'ensemble déterminé en couche 6, Humilité comprise (613.6, 613.4b).
l16-q14-prompt = Sur ce même plateau, Opalescence d'abord, quelles sont la force et l'endurance de l'[[Glorious Anthem]] ?
l16-q14-explain = Comme sur l'autre plateau, l'Antienne est une créature dès la couche 4 et perd sa capacité en couche 6 (613.1f) : son +1/+1 ne s'applique jamais. En 7b, l'ordre est maintenant inversé (613.7) : Opalescence fixe d'abord la valeur de mana de l'Antienne, puis l'effet d'Humilité s'applique à elle et a le dernier mot (613.4b).
l16-p5-conclusion =
    Opalescence s'applique donc d'abord en 7b, puis Humilité fixe toutes les créatures à 1/1, elle-même et l'Antienne comprises. La conclusion de l'article tient toujours : Humilité finit créature-enchantement 1/1 ou 4/4 sans capacité, selon celui des deux enchantements qui est le plus ancien.
    Les règles de 2011 et celles d'aujourd'hui s'accordent sur ce plateau ; seuls les numéros de règle ont bougé (la 613.6 était la 613.5).
l16-q12-prompt = Humilité a perdu toutes ses capacités en couche 6. Pourquoi fixe-t-elle encore la force et l'endurance en 7b ?
l16-q12-c1 = Parce que la couche 7b s'applique avant la couche 6.
l16-q12-c2 = Parce que son effet a commencé à s'appliquer en couche 6 : il continue donc de s'appliquer aux mêmes objets dans ses couches suivantes.
l16-q12-c3 = Parce que la capacité d'Humilité est une capacité de définition de caractéristique.
l16-q12-c4 = Parce qu'Opalescence lui rend sa capacité.
l16-q12-explain = Règle 613.6 : une fois qu'un effet a commencé à s'appliquer dans une couche, ses parties dans les couches suivantes s'appliquent aussi, au même ensemble d'objets, même si la capacité qui le génère a été retirée entre-temps. Perdre une capacité arrête les effets qui n'ont pas encore commencé, pas ceux qui sont déjà en cours.
l16-q12-c1-not = Les couches passent toujours dans l'ordre : la couche 6 vient avant la 7b, jamais l'inverse (613.1).
l16-q12-c3-not = La capacité d'Humilité affecte toutes les créatures, pas seulement Humilité : ce n'est donc pas une CDC (604.3) ; et elle est retirée de toute façon.
l16-q12-c4-not = Opalescence ne donne aucune capacité : elle fait d'Humilité une créature et fixe sa force et son endurance de base. Humilité n'a plus aucune capacité après la couche 6.
l16-q13-prompt = Dans quelle couche s'applique le « force et endurance de base égales à sa valeur de mana » d'Opalescence ?
l16-q13-explain = Les effets qui fixent la force et l'endurance à une valeur précise, y compris ceux qui fixent la force et l'endurance *de base*, s'appliquent en couche 7b (613.4b). La même sous-couche contient le 1/1 d'Humilité : d'où la bataille des tampons horaires.
