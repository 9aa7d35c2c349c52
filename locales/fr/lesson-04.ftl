# Leçon 4 : les capacités de définition de caractéristique (règles 604.3, 613.3, 613.4a).

l04-title = Les capacités de définition de caractéristique
l04-summary = Certaines capacités disent ce qu'une carte *est* plutôt que ce qu'elle fait. Comment les reconnaître (le test de la 604.3), pourquoi elles s'appliquent en premier dans leur couche, et le cas de changelin, avec les cartes du cours, le Chroniqueur d'éons face à l'Entité aquamorphe, Maro et la Goule suturée, et avec le Tarmogoyf, une carte de ce tutoriel.

## Page 1

l04-p1-title = Qu'est-ce qu'une CDC ?
l04-p1-what = La plupart des capacités disent ce que fait un objet ; quelques-unes disent ce qu'il *est*. Une capacité de définition de caractéristique, ou CDC, est une capacité statique qui donne une information qu'on trouverait normalement ailleurs sur la carte : dans son coût de mana (ses couleurs), sur sa ligne de type (ses sous-types) ou dans sa case de force et d'endurance. Le [[Tarmogoyf]] porte des étoiles dans sa case de force et d'endurance, et une ligne de texte qui dit ce qu'elles valent : cette ligne est une CDC.
l04-rule-604-3 = Certaines capacités statiques sont des capacités de définition de caractéristique : elles donnent des caractéristiques de l'objet qu'on trouverait normalement ailleurs sur celui-ci. Elles fonctionnent dans toutes les zones, et même en dehors de la partie.
l04-p1-test =
    Une capacité statique n'est une CDC que si elle passe *tous* ces tests :
    - elle définit les *couleurs, sous-types, force ou endurance* de l'objet ;
    - elle est *imprimée* sur la carte qu'elle affecte, ou a été donnée à un jeton par l'effet qui l'a créé, ou a été obtenue par un effet de copie ou un effet de changement de texte ;
    - elle n'affecte directement les caractéristiques d'*aucun autre objet* ;
    - ce n'est pas une capacité que l'objet *se donne à lui-même* ;
    - elle ne fixe pas ces valeurs *seulement si une condition est remplie*.
l04-rule-604-3a = Une capacité statique n'est une capacité de définition de caractéristique que si elle définit des couleurs, des sous-types, la force ou l'endurance ; est imprimée sur la carte (ou donnée à un jeton par l'effet qui l'a créé, ou obtenue par un effet de copie ou de changement de texte) ; n'affecte aucun autre objet ; n'est pas donnée par l'objet à lui-même ; et n'est pas conditionnelle.
l04-p1-course = Le cours le dit en une phrase : une capacité que la carte possède *nativement*, et qui fixe l'une de ses propres caractéristiques de manière inconditionnelle, sans toucher à aucun autre objet.
l04-p1-everywhere = Parce qu'une CDC fait partie de ce qu'est la carte, elle fonctionne *partout* : sur le champ de bataille, dans un cimetière, dans votre main, en exil, et même avant le début de la partie.
l04-p1-not-cdas =
    Certaines capacités voisines échouent au test :
    - la [[Godhead of Awe]] fixe une force et une endurance, mais celles des *autres* créatures ;
    - la [[Crusade]] modifie au lieu de définir, et touche d'autres objets ;
    - un sous-type que la [[Xenograft]] donne à vos créatures n'est pas imprimé sur elles ;
    - une capacité qui ne fonctionne que « tant que » quelque chose est vrai est conditionnelle.

## Page 2

l04-p2-title = Le Chroniqueur d'éons et l'Entité aquamorphe
l04-p2-pair = Le cours oppose deux créatures bleues à étoiles. La force et l'endurance du [[Aeon Chronicler]] sont chacune égales au nombre de cartes dans la main de son contrôleur : c'est défini par la carte, sans condition, et pour elle seule. C'est une CDC, appliquée en 7a. L'[[Aquamorph Entity]] a aussi des étoiles, mais son contrôleur *choisit*, au moment où elle arrive sur le champ de bataille ou est retournée face visible, si elle est 5/1 ou 1/5. Ce choix n'est pas une CDC : les valeurs dépendent de la décision d'un joueur. Aujourd'hui, il s'applique dans la sous-couche 1a, avec les effets de copie, et fait partie des valeurs copiables de la créature.
l04-rule-613-2a = Couche 1a : les effets de copie, et les capacités qui fixent la force et l'endurance au moment où un objet arrive sur le champ de bataille ou est retourné face visible (l'étape « 1bis » du forum du cours).
l04-p2-outside = La différence se voit hors du champ de bataille. Dans votre main, la CDC du Chroniqueur d'éons continue de fonctionner : la carte est aussi grande que votre main. L'Entité aquamorphe, dans votre main, n'a rien qui définisse ses étoiles, qui valent donc 0 ; son choix ne se fait qu'à son arrivée sur le champ de bataille ou quand elle est retournée face visible.
l04-p2-copy = Une copie prend la CDC elle-même, pas son résultat du moment. Un [[Clone]] qui arrive en tant que copie du Chroniqueur d'éons acquiert la capacité du Chroniqueur, et cette capacité compte les cartes dans la main du contrôleur *du Clone*.
l04-try-chronicler = p0 a 4 cartes en main, p1 en a 2. p0 contrôle le Chroniqueur d'éons et l'Entité aquamorphe (5/1 choisi) ; le Clone de p1 arrive en tant que copie du Chroniqueur. La CDC copiée compte la main de p1.

## Page 3

l04-p3-title = Les CDC d'abord
l04-p3-first = Dans chacune des couches 2 à 6, et dans la sous-couche 7a, les effets des CDC s'appliquent *avant* tous les autres effets de la couche, quels que soient les tampons horaires ; les autres suivent dans l'ordre du tampon horaire. Une CDC ne définit jamais que des couleurs (couche 5), des sous-types (couche 4) ou la force et l'endurance (7a) : c'est là que la règle joue ; les sous-couches 7b à 7d ne contiennent aucune CDC. La règle de 2011 du cours disait « couches 1 à 6 » ; la couche 1 en a été retirée depuis, ce qui ne change rien en pratique, car les effets de copie et le statut face cachée ne sont jamais des CDC.
l04-rule-613-3 = Dans les couches 2 à 6, les effets des capacités de définition de caractéristique s'appliquent d'abord, puis tous les autres dans l'ordre du tampon horaire (en 2011 : couches 1 à 6).
l04-rule-613-4a = Couche 7a : les effets des capacités de définition de caractéristique qui définissent la force et/ou l'endurance sont appliqués.
l04-p3-changeling = Changelin est une CDC écrite sous forme de mot-clé : « cet objet a tous les types de créature » (702.73a). Le [[Woodland Changeling]] reçoit donc ses types de créature en couche 4 *avant* tout autre effet de changement de type, quels que soient les tampons horaires. Avec la [[Conspiracy]] (les créatures que vous contrôlez sont du type choisi) sur le champ de bataille, un Changelin des sylves arrivé plus tard reçoit quand même d'abord tous les types de créature ; puis la Conspiration, appliquée ensuite, ne lui laisse que le type choisi.
l04-try-conspiracy = La Conspiration (elfe choisi) est arrivée d'abord, puis le Changelin des sylves. En couche 4, la CDC de changelin passe en premier bien que son tampon horaire soit plus récent ; la Conspiration l'écrase ensuite : le Changelin est un elfe, et rien d'autre.
l04-try-lord = Le Changelin des sylves a tous les types de créature, ondin compris : le Seigneur de l'Atlantide lui donne +1/+1 et la traversée des îles.
l04-p3-maro-godhead = Il en va de même en couche 7. La force et l'endurance de [[Maro]] sont chacune égales au nombre de cartes dans la main de son contrôleur : une CDC, en 7a. La [[Godhead of Awe]] donne aux autres créatures une force et une endurance de base de 1/1 : un effet ordinaire, en 7b. Quel que soit l'ordre d'arrivée, la CDC de Maro s'applique d'abord et l'effet de la Divinité l'écrase ensuite : Maro est 1/1, quelle que soit la taille de votre main.
l04-try-godhead = p0 a 5 cartes en main. La Divinité de respect est sur le champ de bataille en premier, puis Maro arrive. La CDC de Maro (7a) le rend 5/5, puis l'effet de la Divinité (7b) le fixe à 1/1.

## Page 4

l04-p4-title = Une CDC reste une capacité
l04-p4-still-an-ability = Une CDC reste une capacité, et un effet qui retire les capacités retire aussi les CDC. La suite dépend des couches. La [[Dress Down]] retire les capacités en couche 6. Changelin a déjà fait son travail en couche 4 : un Changelin des sylves sous la Déculottée garde tous les types de créature, alors même qu'il n'a plus changelin. Une CDC de force et d'endurance, elle, s'appliquerait en 7a, *après* la couche 6 : une fois qu'elle a été retirée par la Déculottée, plus rien ne définit les étoiles, qui valent 0. [[Maro]] devient un 0/0, et les actions basées sur un état le mettent au cimetière.
l04-try-dress-down = p0 a 5 cartes en main ; Maro est sur le champ de bataille, puis la Déculottée arrive. La couche 6 retire la CDC de Maro : en 7a, il n'y a plus rien à appliquer, Maro est 0/0 et meurt.
l04-p4-goyf-printed = Ce qui reste, c'est ce qui est imprimé. La case d'endurance du [[Tarmogoyf]] indique « un plus étoile ». Sans sa CDC, l'étoile vaut 0, mais le 1 imprimé demeure : sous la Déculottée, le Tarmogoyf est 0/1 et survit. Les décisions officielles sur les cartes qui retirent des capacités donnent la même réponse pour les créatures imprimées de cette façon.

## Page 5

l04-p5-title = Le Tarmogoyf, Maro et la Goule suturée
l04-p5-goyf = Le [[Tarmogoyf]] compte les types de carte parmi toutes les cartes de tous les cimetières : sa force est égale à ce nombre, son endurance à ce nombre plus 1. Il compte des types, pas des cartes : dix cartes de créature comptent une fois, et un terrain-artefact apporte deux types d'un coup. Un éphémère ou un rituel est mis dans le cimetière de son propriétaire à la toute fin de sa résolution, avant la vérification des actions basées sur un état : une [[Giant Growth]] lancée sur le Tarmogoyf peut donc apporter le type éphémère en plus de son +3/+3.
l04-try-goyf = Les cimetières contiennent une Forêt, des Grizzlis, un Acte de trahison et une Citadelle de sombracier (un terrain-artefact) ; puis une Croissance gigantesque est lancée sur le Tarmogoyf. Une fois qu'elle s'est résolue, les cimetières montrent terrain, créature, rituel, artefact et éphémère.
l04-p5-maro = La force et l'endurance de [[Maro]] sont chacune égales au nombre de cartes dans « votre » main. Sur le champ de bataille, « vous » désigne son contrôleur ; dans toute autre zone, son propriétaire (109.5). Sa CDC continue de compter au cimetière et en exil.
l04-p5-ghoul = L'exemple de couche 7a du cours réunit les deux. La [[Sutured Ghoul]] exile autant de cartes de créature de votre cimetière que vous voulez au moment où elle arrive ; sa force est égale à la force totale des cartes exilées, son endurance à leur endurance totale : c'est aussi une CDC. Exilez Maro avec elle alors que vous avez trois cartes en main. La CDC de Maro fonctionne en exil : le Maro exilé est un 3/3, et la Goule est 3/3. Les deux effets sont en 7a et viennent tous deux d'une CDC : l'un peut donc dépendre de l'autre ; appliquer celui de Maro change ce que fait celui de la Goule, et celui de Maro passe donc toujours en premier. La dépendance fait l'objet de la leçon 5.
l04-rule-613-8a = Un effet dépend d'un autre si les deux s'appliquent dans la même couche ou sous-couche ; si appliquer l'autre changerait son existence, son texte, ce à quoi il s'applique ou ce qu'il fait ; et si les deux viennent d'une CDC, ou aucun des deux.
l04-try-ghoul = p0 a 3 cartes en main ; la Goule suturée arrive en exilant Maro. En 7a, la CDC de la Goule attend celle de Maro, qui fonctionne en exil.

## Page 6

l04-p6-title = À vous de jouer
l04-p6-intro = Reconnaître les CDC, puis les mettre à leur place. Pour les questions calculées, les étapes du moteur servent de corrigé.
l04-q1-prompt = Laquelle de ces capacités est une capacité de définition de caractéristique ?
l04-q1-c1 = L'[[Aquamorph Entity]] : au moment où elle arrive ou est retournée face visible, choisissez 5/1 ou 1/5.
l04-q1-c2 = La [[Godhead of Awe]] : les autres créatures ont une force et une endurance de base de 1/1.
l04-q1-c3 = Le [[Aeon Chronicler]] : sa force et son endurance sont chacune égales au nombre de cartes dans votre main.
l04-q1-c4 = La [[Crusade]] : les créatures blanches gagnent +1/+1.
l04-q1-explain = La capacité du Chroniqueur d'éons est imprimée sur la carte, définit sa propre force et sa propre endurance, n'affecte rien d'autre et n'a pas de condition : elle passe tous les tests de la 604.3a. Les valeurs de l'Entité aquamorphe viennent du choix d'un joueur à son arrivée (couche 1a) ; la Divinité de respect et la Croisade affectent d'autres objets, et la Croisade modifie au lieu de définir.
l04-q1-c1-not = Les valeurs de l'Entité aquamorphe dépendent d'un choix que fait son contrôleur quand elle arrive ou est retournée face visible : une valeur soumise à condition n'est pas une CDC (604.3a). Le choix est un effet « en arrivant » de la couche 1a.
l04-q1-c2-not = La Divinité de respect fixe la force et l'endurance des *autres* créatures : une capacité qui affecte d'autres objets n'est pas une CDC (604.3a). Son effet s'applique en 7b.
l04-q1-c4-not = La Croisade modifie au lieu de définir, et touche d'autres créatures : elle échoue deux fois au test (604.3a). Son bonus s'applique en 7c.
l04-q2-prompt = L'[[Aquamorph Entity]] arrive sur le champ de bataille et son contrôleur choisit 5/1. Dans quelle couche ce choix s'applique-t-il ?
l04-q2-explain = Les capacités qui fixent la force et l'endurance au moment où un objet arrive ou est retourné face visible s'appliquent en 1a, avec les effets de copie (613.2a), et leur résultat fait partie des valeurs copiables (707.2). Ce n'est pas une CDC, donc pas la 7a ; ni un effet de fixation ordinaire, donc pas la 7b. La réponse de forum du cours appelle cette étape « 1bis ».
l04-q3-prompt = p0 a 4 cartes en main, p1 en a 2. Le Clone de p1 (clone) est arrivé en tant que copie du Chroniqueur d'éons de p0. Quelles sont la force et l'endurance du Clone ?
l04-q3-explain = Le Clone copie les valeurs copiables du Chroniqueur, capacités comprises : il acquiert donc la CDC elle-même (707.2). Cette CDC s'applique en 7a au Clone et compte les cartes dans « votre » main ; sur le champ de bataille, « vous » est le contrôleur du Clone, p1 (613.4a, 109.5).
l04-q4-prompt = La Divinité de respect était sur le champ de bataille quand Maro (maro) est arrivé ; le contrôleur de Maro a 5 cartes en main. Quelles sont la force et l'endurance de Maro ?
l04-q4-explain = La CDC de Maro est en 7a ; l'effet de force et d'endurance de base de la Divinité est en 7b. Les sous-couches passent avant le tampon horaire : la CDC de Maro s'applique d'abord (613.4a), puis l'effet de la Divinité fixe les valeurs (613.4b). Un tampon horaire plus récent ne fait pas gagner une CDC.
l04-q5-prompt = La Conspiration (elfe choisi) est arrivée d'abord, puis le Changelin des sylves (changeling). Quels types de créature a le Changelin ?
l04-q5-explain = Les deux effets sont en couche 4. Changelin est une CDC (702.73a) : elle s'applique en premier malgré son tampon horaire plus récent (613.3), et le Changelin reçoit tous les types de créature. Puis la Conspiration donne aux créatures que contrôle son contrôleur le type choisi, et lui seul, ce qui écrase le résultat de changelin.
l04-q6-prompt = Le Seigneur de l'Atlantide (les autres ondins gagnent +1/+1 et ont la traversée des îles) est sur le champ de bataille ; le Changelin des sylves (changeling) arrive. Quelles sont la force et l'endurance du Changelin ?
l04-q6-explain = Changelin lui donne tous les types de créature en couche 4, ondin compris, et dans toutes les zones (702.73a, 604.3). Le Seigneur de l'Atlantide trouve donc un ondin de plus : traversée des îles en couche 6, +1/+1 en 7c.
l04-q7-prompt = La Déculottée arrive alors que Maro (maro) est sur le champ de bataille ; le contrôleur de Maro a 5 cartes en main. Les actions basées sur un état mettent-elles Maro au cimetière ?
l04-q7-explain = La Déculottée retire les capacités en couche 6, dont la CDC de Maro (613.1f). En 7a, il n'y a plus d'effet à appliquer (613.4a) : plus rien ne définit les étoiles de Maro, qui valent 0. Les actions basées sur un état regardent ensuite cette endurance finale (704.5f).
l04-q8-prompt = La Déculottée est sur le champ de bataille ; les cimetières contiennent une carte de terrain et une carte de créature. Quelles sont la force et l'endurance du Tarmogoyf ?
l04-q8-c1 = 2/3 : une CDC fonctionne dans toutes les zones, la Déculottée ne peut donc pas l'atteindre.
l04-q8-c2 = 0/1 : la CDC est retirée en couche 6 ; les étoiles valent 0, mais le 1 imprimé de son endurance reste.
l04-q8-c3 = 0/0 : comme Maro, il meurt.
l04-q8-c4 = 1/1 : la Déculottée rend les créatures 1/1.
l04-q8-explain = Fonctionner dans toutes les zones ne protège pas une CDC contre son retrait : la Déculottée la retire en couche 6 (613.1f), avant la 7a (613.4a). La case du Tarmogoyf indique une étoile, puis un plus une étoile : rien ne définissant plus l'étoile, elle vaut 0, et son endurance est de 1. Maro, imprimé avec deux étoiles seules, devient 0/0 et meurt.
l04-q8-c1-not = Une CDC fonctionne dans toutes les zones, mais c'est toujours une capacité, et un effet qui retire des capacités la retire aussi : la Déculottée le fait en couche 6, avant la 7a.
l04-q8-c3-not = Le cartouche d'endurance du Tarmogoyf indique un plus une étoile, pas une étoile seule : sans sa CDC, l'étoile compte pour 0, et le 1 imprimé reste. C'est Maro, imprimé avec deux étoiles seules, qui devient 0/0.
l04-q8-c4-not = La Déculottée ne fait que retirer des capacités ; elle ne fixe ni force ni endurance. Le « 1/1 » est l'effet de 7b d'Humilité, pas celui de la Déculottée.
l04-q9-prompt = Sur le plateau du Tarmogoyf, une Croissance gigantesque a été lancée sur le Tarmogoyf (goyf). Quelles sont sa force et son endurance une fois l'éphémère résolu ?
l04-q9-explain = La CDC du Tarmogoyf s'applique en 7a et compte les types de carte dans tous les cimetières (604.3, 613.4a) : terrain, créature, rituel, artefact (la Citadelle est à la fois un artefact et un terrain), et éphémère, car la Croissance gigantesque est au cimetière une fois résolue. Puis le +3/+3 de la Croissance gigantesque s'applique en 7c (613.4c).
l04-q10-prompt = p0 a 3 cartes en main. La Goule suturée (ghoul) est arrivée en exilant Maro du cimetière de p0. Quelles sont la force et l'endurance de la Goule ?
l04-q10-explain = Ce sont deux CDC en 7a : l'une peut donc dépendre de l'autre (613.8a). Appliquer la CDC de Maro change ce que fait celle de la Goule, qui l'attend donc. Celle de Maro fonctionne en exil et compte la main de son propriétaire (604.3, 109.5) ; la Goule additionne ensuite la force et l'endurance des cartes exilées.
