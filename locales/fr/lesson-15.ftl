# Leçon 15 : les étapes supplémentaires de la réponse de forum (texte 002) et sa procédure « appliquer, puis revérifier ».

l15-title = Les étapes ajoutées par le forum : « 0 », « 1bis », « 1ter »
l15-summary =
    Une réponse de forum du cours (texte 002) parcourt les couches en y glissant trois étapes qui n'en sont pas : « 0 » pour les permanents inversés ou transformés, « 1bis » pour les caractéristiques fixées au moment où un permanent arrive, « 1ter » pour le statut face cachée. Elle se termine par une procédure : appliquer un effet, puis tout revérifier. Cette leçon donne à chaque étape sa place dans les règles actuelles : la face visible, la couche 1a, la couche 1b et la règle 613.8c.

## Page 1

l15-p1-title = Trois étapes qui ne sont pas des couches
l15-p1-forum =
    Le texte 002 est une réponse de forum : il énumère les couches dans l'ordre, avec une carte d'exemple pour chacune, et intercale trois étapes entre guillemets. Il le dit sans détour : ce ne sont pas de vraies couches, seulement des points à régler avant de pouvoir connaître les caractéristiques d'un objet :
    - « 0 » : appliquer le statut *inversé* et l'état *transformé* ;
    - « 1bis », juste après les effets de copie : les effets qui fixent ou modifient les caractéristiques d'une carte au moment où elle arrive sur le champ de bataille ou au moment où elle est retournée face visible ; son exemple est la [[Molten Sentry]] ;
    - « 1ter » : appliquer le statut *face cachée*, pour les permanents seulement ; son exemple est [[Ixidron]].
l15-p1-today =
    Les Règles complètes actuelles donnent à chacune une place précise. L'étape « 0 » n'est toujours pas une couche : elle détermine de quelles valeurs imprimées partent les couches. Les étapes « 1bis » et « 1ter » sont devenues les deux sous-couches de la couche 1 : la *1a* pour les effets copiables, qui comprennent désormais les effets « au moment où il arrive », et la *1b* pour le statut face cachée. Le reste de la liste du forum suit l'ordre des couches du cours, avec les étiquettes de 2011, 7d (marqueurs) et 7e (échange), qui sont aujourd'hui 7c et 7d.
l15-rule-613-1 = On part des valeurs imprimées de l'objet (pour un jeton ou une copie, celles que lui donne l'effet qui l'a créé), puis on applique les effets continus couche par couche.

## Page 2

l15-p2-title = L'étape « 0 » : inversé et transformé
l15-p2-faces =
    Une carte à inverser ou une carte double face porte deux jeux de caractéristiques, dont un seul compte à un moment donné. Un permanent inversé utilise le nom, la boîte de texte, la ligne de type, la force et l'endurance de sa moitié inversée (710.2). Un permanent double face n'a que les caractéristiques de sa face visible (712.8d–e).
    Ce choix se fait avant tout effet continu ; c'est pourquoi le forum le numérote « 0 » : il désigne les valeurs dont part la couche 1. Ce n'est pas un effet : il n'a donc ni couche, ni tampon horaire à comparer avec quoi que ce soit.
l15-p2-consequences =
    Trois conséquences en découlent :
    - un permanent qui se transforme ne devient pas un nouvel objet : les effets qui s'appliquaient à lui continuent de s'appliquer (712.18), et le +3/+3 qu'une [[Giant Growth]] lui a donné jusqu'à la fin du tour survit à la transformation ;
    - il reçoit en revanche un nouveau tampon horaire au moment où il se transforme (613.7g) : les effets de ses propres capacités statiques deviennent donc plus récents ;
    - la copie montre la différence entre un statut et une caractéristique : une copie d'un permanent transformé copie la face visible (707.8), alors qu'un permanent inversé qui devient une copie d'une carte à inverser non inversée montre la moitié inversée de cette carte, car le statut qui s'applique est celui de la copie (707.3).
l15-rule-613-7g = Un permanent reçoit un nouveau tampon horaire au moment où il se transforme.
l15-q1-prompt = Une créature double face transformée a gagné +3/+3 jusqu'à la fin du tour grâce à une [[Giant Growth]]. Plus tard dans le tour, elle se transforme de nouveau et revient sur sa face avant. Que devient le bonus ?
l15-q1-c1 = Il prend fin : un permanent qui se transforme devient un nouvel objet.
l15-q1-c2 = Il s'applique toujours : la transformation ne crée pas de nouvel objet, elle change seulement les valeurs dont partent les couches.
l15-q1-c3 = Il ne s'applique que si la face avant est aussi une carte de créature.
l15-q1-c4 = Il passe à l'étape « 0 » et s'applique avant les effets de copie.
l15-q1-explain = Un permanent qui se transforme reste le même objet, et tous les effets qui s'appliquaient à lui continuent de s'appliquer (712.18). La face visible ne change que les valeurs de départ (712.8d) : l'effet de la [[Giant Growth]] existe toujours, l'ensemble des objets qu'il affecte a été déterminé sur cette créature à sa résolution (611.2c), et il s'applique toujours en couche 7c jusqu'à la fin du tour.
l15-q1-c1-not = Un permanent qui se transforme ne devient pas un nouvel objet (712.18) : c'est le même permanent avec une autre face visible, et chaque effet qui s'appliquait à lui continue de s'appliquer.
l15-q1-c3-not = Rien dans les règles ne fait dépendre le bonus de la face : il s'applique à l'objet, quelle que soit la face visible. (Si la face visible n'était pas une créature, un bonus de force et d'endurance n'aurait simplement rien à changer.)
l15-q1-c4-not = L'étape « 0 » ne fait que choisir la face dont partent les couches. Le bonus est une modification de la force et de l'endurance, et il reste à sa place, en 7c.

## Page 3

l15-p3-title = L'étape « 1bis » : fixé au moment où il arrive
l15-p3-cards =
    Certaines cartes choisissent leur propre taille en arrivant. Au moment où la [[Molten Sentry]] arrive, son contrôleur lance une pièce : face, elle arrive en tant que 5/2 avec la célérité ; pile, en tant que 2/5 avec le défenseur. L'[[Primal Clay]] laisse son contrôleur choisir entre une 3/3, une 2/2 avec le vol, ou une 1/6 avec le défenseur qui est un Mur (leçon 7). L'[[Aquamorph Entity]] choisit 5/1 ou 1/5 au moment où elle arrive, et de nouveau chaque fois qu'elle est retournée face visible.
l15-p3-today =
    Le forum appliquait ces effets juste après les effets de copie. Aujourd'hui, ce *sont* des effets copiables : ils partagent la couche 1a avec les effets de copie (613.2a) et s'ordonnent avec eux selon le tampon horaire. Ce qu'ils fixent fait partie des valeurs copiables de l'objet (707.2). Trois conséquences :
    - les couches suivantes s'appliquent toujours par-dessus : un effet qui fixe la force et l'endurance en 7b, comme [[Humility]], écrase le 5/2 de la pièce, et les modifications de 7c s'ajoutent à la base qui reste ;
    - ce ne sont pas des capacités de définition de caractéristique : une pièce ou un choix est une condition, ils échouent donc au test de 604.3 et ne passent jamais en premier dans une couche, exactement ce que le texte 001 dit de l'[[Aquamorph Entity]] ;
    - un permanent qui *devient* une copie de l'une de ces créatures prend les valeurs fixées par le choix ; un permanent qui *arrive* en tant que copie applique en plus lui-même la capacité « au moment où il arrive » copiée, et c'est son propre choix qui lui donne sa force et son endurance (707.5, 707.6).
l15-rule-613-2a = Couche 1a : les effets copiables, c'est-à-dire les effets de copie et les capacités « au moment où il arrive » ou « au moment où il est retourné face visible » qui fixent la force et l'endurance, même si elles fixent aussi d'autres caractéristiques.
l15-rule-707-2 = Valeurs copiables : les valeurs imprimées, modifiées par les autres effets de copie, par le statut face cachée et par ces capacités « au moment où il arrive ». Les autres effets, le statut et les marqueurs ne sont pas copiés.
l15-try-as-it-enters = Trois créatures ont choisi leur taille en arrivant, puis [[Humility]] arrive. Comparez les valeurs choisies en couche 1a avec ce que fait l'étape d'Humilité en couche 7b.
l15-q2-prompt = La pièce de la [[Molten Sentry]] est tombée sur face à son arrivée. Son contrôleur a une [[Glorious Anthem]], et une [[Giant Growth]] s'est résolue sur la Sentinelle. Quelles sont la force et l'endurance de la Sentinelle ?
l15-q2-explain = Le résultat de la pièce est un effet « au moment où il arrive » de la couche 1a (613.2a) : il fixe la base dont partent toutes les couches suivantes. Rien ne fixe la F/E de la Sentinelle en 7b ; en 7c, l'Antienne puis la [[Giant Growth]] s'ajoutent donc à cette base, dans l'ordre du tampon horaire (613.4c, 613.7). Le forum appelait cette étape « 1bis » ; la réponse actuelle est la même.
l15-q3-prompt = Même Sentinelle (face) sous l'[[Glorious Anthem]], mais l'adversaire contrôle maintenant [[Humility]]. Quelles sont la force et l'endurance de la Sentinelle ?
l15-q3-explain = Le 5/2 de la pièce est fixé en couche 1a ; Humilité fixe une base 1/1 en couche 7b, une couche plus tardive : Humilité l'emporte donc, quels que soient les tampons horaires (613.1, 613.4b). En 7c, l'Antienne modifie ensuite ce 1/1 (613.4c). Humilité retire aussi la célérité, en couche 6. « Le dernier arrivé gagne » ne vaut qu'à l'intérieur d'une même couche : aucun tampon horaire ne permet à la couche 1a de battre la couche 7b.
l15-q4-prompt = Sur le même champ de bataille, l'[[Primal Clay]] a choisi d'être un Mur 1/6 avec le défenseur. Quels sont ses types de créature ?
l15-q4-explain = Le texte Oracle de l'[[Primal Clay]] en fait une créature-artefact Mur 1/6 avec le défenseur « en plus de ses autres types ». Un effet qui le précise conserve tous les types que l'objet avait (205.1b) : l'Argile est donc un Changeforme Mur. Sans ces mots, « devient une créature-artefact Mur » remplacerait ses types de créature, selon la même règle. Le choix est fixé en couche 1a, avec la force et l'endurance, et fait partie des valeurs copiables de l'Argile (613.2a, 707.2). [[Humility]] retire les capacités en couche 6 (613.1f) et fixe la force et l'endurance en 7b ; elle ne change aucun type. Le défenseur, lui, est une capacité : Humilité le retire.
l15-q5-prompt = L'[[Aquamorph Entity]] porte des étoiles à la place de sa force et de son endurance imprimées ; au moment où elle arrive ou est retournée face visible, son contrôleur choisit 5/1 ou 1/5. Est-ce une capacité de définition de caractéristique ?
l15-q5-c1 = Oui : elle définit sa propre force et sa propre endurance, elle s'applique donc en premier, en 7a.
l15-q5-c2 = Non : elle dépend d'un choix, ce n'est donc pas une CDC ; elle crée un effet copiable de la couche 1a.
l15-q5-c3 = Seulement tant qu'elle est face cachée.
l15-q5-explain = Une capacité de définition de caractéristique fixe sans condition les caractéristiques de l'objet lui-même et fonctionne dans toutes les zones (604.3) ; un choix fait au moment où la créature arrive est une condition, et hors du champ de bataille l'Entité est une 0/0. Le texte 001 prend justement cette carte comme contre-exemple du [[Aeon Chronicler]]. Aujourd'hui, son choix est un effet « au moment où il arrive » de la couche 1a (613.2a).
l15-q5-c1-not = Définir sa propre force et sa propre endurance ne suffit pas : une CDC doit aussi être inconditionnelle (604.3a). Un choix fait en arrivant est une condition, et hors du champ de bataille les étoiles de l'Entité comptent pour 0.
l15-q5-c3-not = Face cachée, l'Entité est une 2/2 sans nom et sans aucune capacité (708.2) : son choix s'applique quand elle arrive ou quand elle est retournée face visible, jamais pendant qu'elle est face cachée.
l15-q6-prompt = L'[[Primal Clay]] a choisi la 2/2 avec le vol. Un [[Clone]] arrive en tant que copie de celle-ci, et son contrôleur choisit le Mur 1/6 avec le défenseur. Que devient le Clone ?
l15-q6-c1 = Une 2/2 avec le vol : le choix est copié et le Clone n'en fait aucun.
l15-q6-c2 = Un Mur 1/6 avec le défenseur et le vol : il copie les valeurs fixées par le choix de l'Argile, et son propre choix fixe sa force et son endurance.
l15-q6-c3 = Un Mur 1/6 avec le défenseur, sans le vol : son propre choix remplace entièrement celui qui a été copié.
l15-q6-c4 = Une 0/0 : une copie ne prend que les étoiles imprimées, qui valent 0.
l15-q6-explain = Le choix de l'Argile fait partie de ses valeurs copiables (707.2) : le Clone copie donc une 2/2 avec le vol. Un objet qui arrive en tant que copie applique aussi la capacité « au moment où il arrive » copiée (707.5), avec un choix qui lui est propre (707.6). La décision officielle sur l'Argile primordiale en tire la conclusion : la force et l'endurance de la copie viennent de son propre choix ; elle finit donc Mur 1/6 avec le défenseur *et* le vol.
l15-q6-c1-not = Les choix faits pour un permanent ne sont pas copiés (707.6), mais un objet qui arrive en tant que copie applique lui-même la capacité « en arrivant » copiée (707.5) : le Clone fait son propre choix.
l15-q6-c3-not = Le choix du Clone fixe sa force et son endurance, mais il n'efface pas ce qu'il a copié : le vol de l'Argile fait partie des valeurs copiables qu'il a prises (707.2).
l15-q6-c4-not = Une copie prend les valeurs copiables, et le choix de l'Argile en fait partie (707.2) ; de plus, le Clone applique lui-même la capacité « en arrivant » copiée (707.5). Rien ne reste en étoiles.
l15-q7-prompt = Dans quelle couche s'applique aujourd'hui le « face : 5/2 avec la célérité » de la [[Molten Sentry]] ?
l15-q7-explain = Les capacités « au moment où il arrive » et « au moment où il est retourné face visible » qui fixent la force et l'endurance créent des effets copiables, appliqués en couche 1a avec les effets de copie, dans l'ordre du tampon horaire (613.2a). L'étape « 1bis » du forum venait après tous les effets de copie ; aujourd'hui, elle partage leur sous-couche.

## Page 4

l15-p4-title = L'étape « 1ter » : face cachée
l15-p4-ixidron =
    La troisième étape ajoutée par le forum applique le statut face cachée. Un permanent face cachée n'a que les caractéristiques que lui donne sa règle ou son effet : par défaut, une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana, donc incolore (708.2).
    L'exemple du forum, [[Ixidron]], retourne face cachée toutes les autres créatures non-jetons au moment où il arrive. Sa propre force et sa propre endurance, une capacité de définition de caractéristique, comptent les créatures face cachée sur le champ de bataille.
l15-p4-today =
    C'est aujourd'hui la couche 1b (613.2b), juste après les effets copiables de la 1a. L'ordre compte dans les deux sens :
    - les effets de copie s'appliquent d'abord, puis le statut face cachée les masque : un permanent face cachée qui devient une copie d'autre chose reste une 2/2 sans nom jusqu'à ce qu'il soit retourné face visible (707.3) ;
    - toutes les couches suivantes agissent sur la 2/2 face cachée comme sur n'importe quelle créature : elle peut devenir d'une couleur, acquérir une capacité, gagner le +1/+1 d'une antienne ou des marqueurs ;
    - un permanent qui copie un permanent face cachée copie les valeurs face cachée, une 2/2 sans nom, mais il est lui-même face visible, car le statut n'est pas copié (707.2) : c'est l'exemple du Métamorphe de la leçon 7.
    Retourner un permanent face visible ou face cachée lui donne un nouveau tampon horaire (613.7f).
l15-rule-613-2b = Couche 1b : les sorts et permanents face cachée reçoivent les caractéristiques de la règle 708.2 (2011 : pas de sous-couche ; les valeurs face cachée faisaient partie des valeurs copiables).
l15-rule-708-2 = Un permanent face cachée n'a que les caractéristiques que liste sa règle ou son effet : par défaut, une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana.
l15-rule-613-7f = Un permanent reçoit un nouveau tampon horaire au moment où il est retourné face visible ou face cachée.
l15-try-ixidron = Ixidron a retourné face cachée les créatures non-jetons. Regardez ce que la 1b laisse de chacune, puis ce que compte la capacité de définition de caractéristique d'Ixidron en 7a.
l15-q8-prompt = L'[[Ixidron]] dit : au moment où il arrive, retournez face cachée toutes les autres créatures non-jetons ; sa force et son endurance sont chacune égales au nombre de créatures face cachée sur le champ de bataille. Son contrôleur a une [[Glorious Anthem]] et des [[Grizzly Bears]] ; l'adversaire a un [[Lord of Atlantis]], un [[Merfolk of the Pearl Trident]] et deux jetons Soldat venus de [[Raise the Alarm]]. Ixidron arrive. Quelles sont sa force et son endurance ?
l15-q8-explain = Au moment où il arrive, Ixidron retourne face cachée les autres créatures *non-jetons*, quel que soit leur contrôleur ; les jetons restent face visible. Le statut face cachée s'applique en 1b (613.2b, 708.2). La F/E d'Ixidron est une CDC, appliquée en premier en 7a (613.4a) : elle compte les créatures face cachée, et Ixidron n'en fait pas partie. L'Antienne ajoute ensuite son bonus en 7c (613.4c).
l15-q14-prompt = Sur ce même champ de bataille, quelles sont la force et l'endurance de l'[[Merfolk of the Pearl Trident]] face cachée ?
l15-q14-explain = Face cachée, l'Ondin n'a que les caractéristiques de 708.2, appliquées en 1b (613.2b) : ni nom ni sous-type, ce n'est donc plus un Ondin. Le [[Lord of Atlantis]] face cachée n'a plus de capacités non plus : son « les autres Ondins gagnent +1/+1 » n'existe plus, ni en couche 6 ni en 7c (613.1f). Et l'[[Glorious Anthem]] n'atteint que les créatures de son contrôleur (613.4c).
l15-try-face-down = Une créature face cachée sous le [[Painter's Servant]], l'[[Honor of the Pure]] et la [[Levitation]] : regardez sa couleur après la 1b, puis après la couche 5.
l15-q9-prompt = Des [[Grizzly Bears]] sont arrivés face cachée. Leur contrôleur a aussi un [[Painter's Servant]] (le blanc a été choisi), l'[[Honor of the Pure]] et la [[Levitation]]. De quelle couleur est la créature face cachée ?
l15-q9-explain = Le statut face cachée rend la créature incolore en couche 1b (613.2b, 708.2). L'effet du Servant est un effet de couleur de la couche 5 (613.1e) : il vient plus tard et atteint tous les permanents, face cachée ou non, avec la couleur choisie pour lui.
l15-q15-prompt = Sur ce même champ de bataille, quelles sont la force et l'endurance de la créature face cachée ?
l15-q15-explain = Le statut face cachée donne la base 2/2 en couche 1b. L'[[Honor of the Pure]] donne +1/+1 aux créatures blanches de son contrôleur, et son ensemble est déterminé sur l'état du jeu que laissent les couches précédentes (611.3a) : le [[Painter's Servant]] a rendu la créature blanche en couche 5 (613.1e), l'Honneur l'atteint donc en 7c (613.4c).
l15-q10-prompt = Un permanent face cachée est une créature 2/2 sans nom, incolore et sans capacité. Dans quelle couche cela se produit-il aujourd'hui ?
l15-q10-explain = En couche 1b : les sorts et permanents face cachée y reçoivent les caractéristiques de 708.2, après les effets copiables de la 1a (613.2b). Ce sont aussi ses valeurs copiables. L'étape « 1ter » du forum se situait exactement là.

## Page 5

l15-p5-title = Appliquer un effet, puis tout revérifier
l15-p5-procedure =
    Le forum se termine sur une procédure, et l'article du texte 001 s'achève sur la même idée. Dans une couche, on applique d'abord les effets des capacités de définition de caractéristique, puis les effets indépendants avant ceux qui en dépendent, puis l'ordre du tampon horaire. *Dès qu'un effet est appliqué*, on vérifie à nouveau que chaque effet restant existe encore, qu'il est inchangé et que l'ordre tient toujours. On ne revient jamais sur un effet déjà appliqué, ni sur une couche précédente.
l15-p5-today =
    La règle actuelle 613.8c dit la même chose : après l'application de chaque effet, l'ordre des effets restants est déterminé à nouveau, et un effet peut devenir dépendant ou indépendant. Avec la 613.6, le tableau est complet :
    - un effet qui n'a pas encore commencé peut cesser d'exister, parce qu'un effet qui vient de s'appliquer a retiré la capacité qui le génère ;
    - un effet qui a commencé continue dans ses couches suivantes, aux mêmes objets, même si sa capacité a disparu (613.6) ;
    - rien n'est défait : un effet plus tardif ne renvoie jamais refaire une couche précédente.
l15-rule-613-8c = Après l'application de chaque effet, l'ordre des effets restants est déterminé à nouveau ; un effet peut devenir dépendant d'un autre, ou indépendant.
l15-rule-613-6 = Un effet qui a des parties dans plusieurs couches applique chacune dans sa couche ; une fois commencé, il continue de s'appliquer aux mêmes objets dans ses couches suivantes, même si sa capacité est retirée.
l15-p5-board = Sur le plateau de la question, la couche 6 compte quatre effets. Ceux de l'[[Archetype of Imagination]] et du [[Lord of Atlantis]] dépendent de celui d'[[Humility]], qui retirerait les capacités qui les génèrent : ils attendent. Parmi les effets qui n'attendent rien, la [[Levitation]] a le tampon horaire le plus ancien : elle s'applique d'abord, et les [[Grizzly Bears]] acquièrent le vol.
    Puis Humilité s'applique et retire toutes leurs capacités à toutes les créatures, ce vol compris. À la vérification suivante, les effets de l'Archétype et du Seigneur n'existent plus : ils ne s'appliquent jamais, ni dans cette couche ni en 7c.
l15-try-recheck = La couche 6, un effet à la fois : à chaque étape, regardez quels effets attendent encore, et ce qu'ils deviennent après Humilité.
l15-q11-prompt = Sur ce champ de bataille (l'[[Archetype of Imagination]] et le [[Lord of Atlantis]] d'un joueur, puis la [[Levitation]] et [[Humility]] de l'autre, dans cet ordre du tampon horaire, puis des [[Grizzly Bears]] du côté de la Lévitation et un [[Merfolk of the Pearl Trident]] du côté du Seigneur), quelles sont la force et l'endurance de l'Ondin ?
l15-q11-explain = En couche 6, l'effet du Seigneur dépend de celui d'Humilité, qui retirerait la capacité du Seigneur : il attend (613.8a–b). Une fois Humilité appliquée, les effets en attente sont vérifiés à nouveau (613.8c) : celui du Seigneur n'existe plus, son +1/+1 n'atteint donc jamais la 7c, bien que l'effet du Seigneur soit plus ancien que celui d'Humilité. L'effet d'Humilité, lui, a commencé en couche 6 et continue en 7b (613.6).
l15-q12-prompt = Remettez dans l'ordre la procédure du forum pour une couche.
l15-q12-i1 = Appliquer le premier effet de la liste.
l15-q12-i2 = Mettre à part les effets des capacités de définition de caractéristique : ils passent en premier.
l15-q12-i3 = Revérifier : les effets restants existent-ils encore, inchangés, et l'ordre est-il toujours bon ?
l15-q12-i4 = Ordonner les autres effets : les indépendants avant ceux qui en dépendent, puis selon le tampon horaire.
l15-q12-i5 = Quand il ne reste plus d'effet, passer à la couche suivante, sans jamais revenir en arrière.
l15-q12-explain = Les effets de CDC passent en premier dans les couches 2 à 6 et en 7a (613.3, 613.4a). Parmi les autres, la dépendance l'emporte sur le tampon horaire (613.8b), et le tampon horaire ordonne le reste (613.7). Après chaque application, l'ordre est déterminé à nouveau (613.8c). Les couches ne vont que dans un sens (613.1).

## Page 6

l15-p6-title = La liste du forum, lue aujourd'hui
l15-p6-list =
    Voici la liste du forum avec les étiquettes actuelles, chaque ligne avec la carte d'exemple que le forum lui associe :
    - « 0 », inversé ou transformé : pas de couche ; il donne les valeurs dont partent les couches (613.1, 710.2, 712.8) ;
    - 1, les effets de copie (le [[Clone]], Tisse-miroir), et « 1bis », au moment où il arrive (la [[Molten Sentry]]) : couche 1a (613.2a) ;
    - « 1ter », face cachée (l'[[Ixidron]]) : couche 1b (613.2b) ;
    - 2 contrôle ([[Act of Treason]]), 3 texte ([[Mind Bend]]), 4 type ([[Blood Moon]]), 5 couleur ([[Painter's Servant]]), 6 capacités ([[Levitation]], [[Archetype of Imagination]]) : inchangées (613.1b–f) ;
    - 7a capacités de définition de caractéristique ([[Maro]]), 7b effets qui fixent ([[Godhead of Awe]], [[Tree of Redemption]]) : inchangées (613.4a–b) ;
    - 7c effets qui modifient ([[Giant Growth]]) et 7d marqueurs (+1/+1 et -1/-1) : une seule sous-couche aujourd'hui, la 7c (613.4c) ;
    - 7e échange : aujourd'hui la 7d (613.4d) ; la carte que le forum donne pour elle fait l'objet du paragraphe suivant.
l15-p6-fixes =
    Deux cartes d'exemple du forum méritent une remarque. Pour l'échange, il cite le [[Cemetery Puca]] ; or celui-ci devient une copie d'une créature qui vient de mourir, un effet de copie de la couche 1a. Le Pucca qui échange, celui de l'article, est le [[Crag Puca]]. Son exemple d'un effet sur plusieurs couches, [[Life and Limb]], est en revanche bien choisi : les types en couche 4, le vert en couche 5, le 1/1 en 7b.
l15-q13-prompt = Le [[Cemetery Puca]] devient une copie d'une créature qui vient de mourir, sauf qu'il garde sa propre capacité déclenchée. Dans quelle couche s'applique cet effet ?
l15-q13-explain = Devenir une copie est un effet de copie, appliqué en couche 1a (613.2a) ; la partie « sauf qu'il a cette capacité » appartient à l'effet de copie et entre dans les valeurs copiables (707.9a). L'exemple de 7e du forum était un lapsus pour le [[Crag Puca]], dont l'échange relève de la 7e en 2011 et de la 7d aujourd'hui.
