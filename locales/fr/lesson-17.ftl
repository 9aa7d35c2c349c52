# Leçon 17 : chaînes et effets de phase (texte 004), avec l'ordre APNAP de Magic en contrepoint.

l17-title = Chaînes et effets de phase
l17-summary =
    Le dernier texte du cours vient d'un autre jeu, Yu-Gi-Oh!, et ordonne les effets qui veulent se produire en même temps : dans une chaîne, en quatre paliers (effets obligatoires du joueur actif, obligatoires du joueur passif, optionnels du joueur actif, optionnels du joueur passif) ; et pour les effets de phase, un par un, selon un cycle en quatre étapes. Cette leçon enseigne les deux procédures, énonce les choix que fait layerlab là où le texte laisse une marge, indique où d'autres lectures et d'autres moteurs divergent, et met en regard l'ordre APNAP de Magic.

## Page 1

l17-p1-title = Un texte venu d'un autre jeu
l17-p1-origin =
    Le texte 004 ne parle pas de Magic. Il vient d'un site français de règles de Yu-Gi-Oh! et décrit deux procédures qui décident *qui agit en premier* quand plusieurs effets veulent se produire à la fois : l'une pour les effets qui s'enchaînent dans une *chaîne*, l'autre pour les *effets de phase*, qui se résolvent un par un.
    Il a sa place dans ce cours parce qu'il répond, pour les effets déclenchés, à la question à laquelle les couches répondent pour les effets continus : un ordre fixe, qui ne dépend pas de qui est le plus rapide. Le comparer à la réponse de Magic, l'ordre APNAP, éclaire l'un et l'autre.
l17-p1-words =
    Le vocabulaire, tel que l'emploie le texte :
    - le *joueur actif* est celui dont c'est le tour, le *joueur passif* l'autre (Magic dit joueur *non actif*) ;
    - une *chaîne* est l'équivalent, dans Yu-Gi-Oh!, de la pile de Magic : chaque effet ajouté est un *maillon*, numéroté CL1, CL2, etc., et la chaîne se résout du dernier maillon vers le premier ;
    - un effet est *obligatoire* (il doit être utilisé) ou *optionnel* (son propriétaire peut l'utiliser ou y renoncer) ;
    - un *effet de phase* se produit pendant une phase donnée, par exemple pendant la Standby Phase ou l'End Phase, et selon ce texte il ne se place pas dans une chaîne.
    Nous enseignons les procédures du texte telles qu'il les donne. Pour Yu-Gi-Oh! lui-même, ce sont les règles actuelles du jeu et ses moteurs qui font référence ; la dernière page indique où ils divergent.
l17-p1-courtesy = Avant toute procédure, le texte pose une règle de conduite : le joueur qui vient d'utiliser sa priorité doit demander à son adversaire s'il souhaite répondre, et ne rien entreprendre d'autre avant sa réponse ; par courtoisie d'abord, par obligation si la courtoisie ne suffit pas. Magic règle ce moment autrement : le joueur qui lance un sort ou active une capacité reçoit de nouveau la priorité (117.3c), son adversaire ne peut agir que lorsqu'il passe, et l'objet du dessus de la pile ne se résout que lorsque tous les joueurs ont passé successivement (117.4).

## Page 2

l17-p2-title = Quatre paliers dans une chaîne
l17-p2-tiers =
    Quand plusieurs effets surviennent au même moment (le cas que les joueurs appellent SEGOC, « simultaneous effects go on chain »), les joueurs forment une seule chaîne dans un ordre fixe :
    - d'abord les effets obligatoires du joueur actif ;
    - puis les effets obligatoires du joueur passif ;
    - puis les effets optionnels du joueur actif ;
    - et enfin les effets optionnels du joueur passif.
    À l'intérieur d'un palier, chaque joueur ordonne ses propres effets ; un effet optionnel peut être refusé, et il reste alors hors de la chaîne. La chaîne se résout à partir du dernier maillon : les effets optionnels du joueur passif se résolvent en premier, les effets obligatoires du joueur actif en dernier.
l17-p2-caveat =
    Le texte ajoute que le même ordre vaut quand les joueurs se répondent avec des effets de Vitesse de Sort 2 ou plus. C'est aller trop loin : dans une chaîne ordinaire de réponses, les joueurs agissent simplement à tour de rôle, chacun ajoutant un maillon en réponse au précédent ; les quatre paliers n'ordonnent que les effets qui surviennent simultanément.
    Qui peut répondre en premier à la chaîne ainsi formée ? Le joueur qui n'a pas ajouté le dernier maillon.
l17-proc-chain-tiers = Cinq effets surviennent à la fois : chaque joueur a un effet obligatoire et un effet optionnel, et le joueur passif refuse un second effet optionnel (Po2). La trace donne les maillons, l'ordre dans lequel ils se résolvent et qui peut répondre en premier.
l17-q1-prompt = Quatre effets surviennent au même moment. Remettez-les dans l'ordre des maillons, CL1 en premier.
l17-q1-i1 = L'effet optionnel du joueur passif.
l17-q1-i2 = L'effet obligatoire du joueur actif.
l17-q1-i3 = L'effet optionnel du joueur actif.
l17-q1-i4 = L'effet obligatoire du joueur passif.
l17-q1-explain = Le texte 004 fixe les quatre paliers : les effets obligatoires avant les optionnels et, dans chaque catégorie, ceux du joueur actif avant ceux du joueur passif. C'est le palier qui décide, pas la rapidité de réaction ; un joueur ne choisit l'ordre de ses propres effets qu'à l'intérieur d'un palier.
l17-q2-prompt = Dans cette chaîne, quel effet se résout en premier ?
l17-q2-c1 = L'effet obligatoire du joueur actif, puisque c'est le CL1.
l17-q2-c2 = L'effet optionnel du joueur passif : le dernier maillon se résout en premier.
l17-q2-c3 = L'effet obligatoire du joueur passif.
l17-q2-c4 = Ils se résolvent dans l'ordre où ils ont été ajoutés.
l17-q2-explain = Une chaîne se résout de son dernier maillon vers le premier, comme la pile de Magic, où le dernier objet ajouté se résout en premier (405.5). Le palier placé en dernier dans la chaîne, celui des effets optionnels du joueur passif, se résout donc d'abord.
l17-q2-c1-not = Le CL1 est le premier maillon posé sur la chaîne : il se résout donc en dernier, puisqu'une chaîne se résout de son dernier maillon vers le premier.
l17-q2-c3-not = L'effet obligatoire du joueur passif est le CL2, dans le deuxième palier ; l'effet optionnel du joueur passif, dans le dernier palier, est au-dessus de lui et se résout d'abord.
l17-q2-c4-not = Une chaîne n'est pas une file d'attente : comme la pile de Magic, le dernier maillon entré est le premier à se résoudre.

## Page 3

l17-p3-title = La réponse de Magic : l'ordre APNAP
l17-p3-apnap =
    Magic ordonne autrement les capacités déclenchées simultanées. La prochaine fois qu'un joueur devrait recevoir la priorité, chaque joueur, dans l'ordre APNAP (le joueur actif d'abord), met sur la pile toutes les capacités qu'il contrôle et qui se sont déclenchées, dans l'ordre de son choix (603.3b).
    Il n'y a pas de paliers obligatoire et optionnel : une capacité qui dit « pouvez » va sur la pile comme n'importe quelle autre, et le choix se fait au moment où elle se résout (603.5). Comme la pile se résout en commençant par le dernier objet ajouté, les capacités du joueur non actif se résolvent en premier.
l17-rule-603-3b = Si plusieurs joueurs ont des capacités déclenchées à mettre sur la pile, chaque joueur, dans l'ordre APNAP, met les siennes sur la pile dans l'ordre de son choix.
l17-rule-603-5 = Une capacité déclenchée optionnelle (« vous pouvez ») va sur la pile, que son contrôleur compte l'utiliser ou non ; le choix se fait au moment où elle se résout.
l17-proc-chain-apnap = Les quatre mêmes effets selon la règle de Magic : tous ceux du joueur actif, puis tous ceux du joueur non actif (le joueur passif du texte), qu'ils soient obligatoires ou optionnels.
l17-p3-timestamps =
    L'ordre APNAP règle bien d'autres choix simultanés dans Magic (101.4), et l'un d'eux compte pour les couches. Quand plusieurs objets reçoivent un tampon horaire au même moment, par exemple parce qu'ils arrivent ensemble sur le champ de bataille, leur ordre relatif suit l'ordre APNAP : les objets du joueur actif reçoivent les tampons horaires les plus anciens, dans l'ordre que choisit ce joueur, puis viennent ceux de l'autre joueur (613.7m).
    Le texte de 2011 du cours dit autre chose : à l'époque, le joueur actif choisissait seul l'ordre de tous ces objets (alors la 613.6). Aujourd'hui, sur un même champ de bataille, le joueur dont c'est le tour peut décider d'une bataille de tampons horaires en couche 7b.
l17-rule-101-4 = Ordre APNAP : quand plusieurs joueurs doivent faire des choix ou des actions en même temps, le joueur actif passe en premier, puis les autres dans l'ordre du tour.
l17-rule-613-7m = Les objets qui reçoivent un tampon horaire au même moment sont ordonnés dans l'ordre APNAP : d'abord ceux du joueur actif, dans l'ordre de son choix, puis ceux des autres joueurs.
l17-try-apnap = [[Opalescence]] (joueur 0) et [[Humility]] (joueur 1) arrivent au même moment pendant le tour du joueur 0, par exemple renvoyées ensemble par un même effet. Regardez les deux tampons horaires que leur donne l'ordre APNAP, puis les deux étapes de la couche 7b.
l17-q3-prompt = [[Opalescence]], contrôlée par le joueur 0, et [[Humility]], contrôlée par le joueur 1, arrivent sur le champ de bataille au même moment pendant le tour du joueur 0 ; le joueur 0 contrôle aussi des [[Grizzly Bears]]. Quelles sont la force et l'endurance d'Humilité ?
l17-q3-explain = Les deux enchantements reçoivent leur tampon horaire simultanément : l'ordre APNAP les départage (613.7m, 101.4), et l'Opalescence du joueur actif est la plus ancienne. En couche 7b, les deux effets sont indépendants et suivent l'ordre du tampon horaire : la valeur de mana d'Opalescence d'abord, puis la force et l'endurance de base d'Humilité (613.4b).
l17-q4-prompt = Les deux mêmes enchantements arrivent au même moment, mais pendant le tour du joueur 1. Quelles sont maintenant la force et l'endurance d'Humilité ?
l17-q4-explain = C'est maintenant le joueur actif qui contrôle Humilité : elle reçoit donc le tampon horaire le plus ancien (613.7m). L'effet d'Humilité a commencé en couche 6 et continue en 7b (613.6) ; son 1/1 y passe d'abord et la valeur de mana d'Opalescence en dernier (613.4b). Rien n'a changé sur le champ de bataille, sinon le joueur dont c'est le tour.
l17-q5-prompt = Pendant le tour du joueur 1, [[Dress Down]] (joueur 1) et la [[Levitation]] (joueur 0) arrivent sur le champ de bataille au même moment. Le joueur 0 contrôle un [[Wall of Wood]], qui a le défenseur. Quelles capacités a le Mur ?
l17-q5-explain = L'ordre APNAP donne à la Déculottée du joueur actif le tampon horaire le plus ancien (613.7m). Les deux effets s'appliquent en couche 6 (613.1f) et aucun ne dépend de l'autre : retirer les capacités ne change ni ce à quoi s'applique la Lévitation, ni ce qu'elle octroie. C'est donc l'ordre du tampon horaire qui décide (613.7) : l'effet le plus ancien s'applique d'abord, et le plus récent a le dernier mot.
l17-q13-prompt = Pendant le tour du joueur 1, [[Humility]] (joueur 1) et [[Ensoul Artifact]] (joueur 0, qui arrive attachée à la [[Darksteel Citadel]] du joueur 0) arrivent sur le champ de bataille au même moment. Quelles sont la force et l'endurance de la Citadelle ?
l17-q13-explain = L'Aura et Humilité reçoivent leur tampon horaire ensemble : l'ordre APNAP décide (613.7m), et Humilité, celle du joueur actif, est la plus ancienne. L'Aura fait de la Citadelle une créature en couche 4 ; Humilité lui retire ensuite ses capacités en couche 6, indestructible compris, et son effet, ayant commencé, continue en 7b (613.6). Là, les deux effets « de base » suivent l'ordre du tampon horaire : le 1/1 d'Humilité d'abord, celui de l'Aura en dernier (613.4b). Le tampon horaire de l'Aura est celui qu'elle a reçu en arrivant attachée (613.7e).
l17-q6-prompt = Selon les règles de 2011 du cours, des permanents de deux joueurs sont arrivés sur le champ de bataille au même moment. Qui ordonnait leurs tampons horaires ?
l17-q6-c1 = Chaque joueur ordonnait les siens, ceux du joueur actif d'abord, comme dans l'ordre APNAP.
l17-q6-c2 = Le joueur actif les ordonnait tous.
l17-q6-c3 = Le propriétaire de la carte jouée en premier.
l17-q6-c4 = Personne : ils partageaient un même tampon horaire.
l17-q6-explain = En 2011, le dernier point de la 613.6 laissait le joueur actif déterminer l'ordre relatif de tout ce qui recevait un tampon horaire au même moment, comme le dit le texte 000. La 613.7m actuelle utilise l'ordre APNAP : le joueur actif n'ordonne que ses propres objets, qui passent en premier, et chaque autre joueur ordonne les siens.
l17-q6-c1-not = C'est la règle d'aujourd'hui, la 613.7m. Le texte de 2011 laissait toute la décision au joueur actif.
l17-q6-c3-not = Aucune des deux règles ne regarde quand les cartes ont été jouées : celle de 2011 désignait le joueur actif, celle d'aujourd'hui utilise l'ordre APNAP.
l17-q6-c4-not = Des objets dotés d'un tampon horaire au même moment sont tout de même ordonnés ; c'est à cela que sert la règle, en 2011 comme aujourd'hui.

## Page 4

l17-p4-title = Les effets de phase, un par un
l17-p4-steps =
    Les effets de phase ne partagent pas de chaîne : ils se résolvent un par un, et un joueur doit attendre que l'effet de l'autre soit entièrement résolu avant de résoudre le sien. Le texte donne un cycle en quatre étapes :
    - étape 1 : le joueur actif peut résoudre l'un de ses effets, obligatoire ou optionnel, ou passer ;
    - étape 2 : le joueur passif peut faire de même, ou passer ;
    - étape 3 : le joueur actif doit résoudre l'un de ses effets obligatoires s'il lui en reste, et ne peut passer que s'il ne lui en reste aucun ;
    - étape 4 : le joueur passif, de même.
l17-p4-restart =
    Quelle que soit l'étape, dès qu'un effet se résout, le jeu est « fermé, puis ouvert » : le cycle s'arrête là et un nouveau cycle commence à l'étape 1, avec le joueur actif. Ainsi, une fois le dernier effet obligatoire résolu, les joueurs peuvent encore utiliser leurs effets optionnels.
    La phase se termine quand un cycle parcourt les quatre étapes sans que rien ne se résolve, c'est-à-dire quand les deux joueurs ont passé aux étapes 1 et 2 et qu'aucun n'a d'effet obligatoire. Les effets optionnels encore en attente sont alors perdus. Passer ne fait jamais renoncer à un effet pour les cycles suivants.
l17-p4-notation = Les traces notent R1, R2… les cycles et [1] à [4] les étapes, chacune avec son joueur, A ou P, puis ce qui s'est passé : « - » quand le joueur n'avait rien à résoudre (il passe automatiquement), « passe » quand il a passé, le nom de l'effet quand il l'a choisi, ce nom suivi de « ! » quand c'était un effet obligatoire que le joueur a été obligé de résoudre à l'étape 3 ou 4, ou ce nom suivi de « * » quand, en lecture souple, le joueur devait résoudre quelque chose à l'étape 3 ou 4 et a choisi un effet optionnel à la place d'un effet obligatoire (cet effet-là n'était pas imposé).
l17-proc-both-mandatory = Chaque joueur a un effet obligatoire, et tous deux passent chaque fois qu'ils le peuvent. A est obligé de résoudre le sien à l'étape 3 ; un nouveau cycle commence à l'étape 1 ; P est obligé à l'étape 4 ; un dernier cycle, où il ne reste rien, termine la phase.
l17-proc-optionals = A a un effet obligatoire et un effet optionnel, P un effet optionnel. Une fois l'effet obligatoire résolu, la procédure reprend à l'étape 1 : A utilise son effet optionnel, puis P le sien, alors que tous deux avaient passé au premier cycle.
l17-proc-lapse = P a le seul effet obligatoire. Une fois celui-ci résolu, les deux joueurs passent aux étapes 1 et 2 : rien ne se résout pendant ce cycle, la phase se termine donc et les deux effets optionnels sont perdus.
l17-q7-prompt = Remettez dans l'ordre les quatre étapes d'un cycle.
l17-q7-i1 = Le joueur passif doit résoudre un effet obligatoire, s'il lui en reste.
l17-q7-i2 = Le joueur actif peut résoudre n'importe lequel de ses effets, ou passer.
l17-q7-i3 = Le joueur actif doit résoudre un effet obligatoire, s'il lui en reste.
l17-q7-i4 = Le joueur passif peut résoudre n'importe lequel de ses effets, ou passer.
l17-q7-explain = Le texte 004 donne d'abord à chaque joueur, actif puis passif, un libre choix ; ce n'est qu'ensuite qu'il impose les effets obligatoires, là encore le joueur actif d'abord. Comme les étapes libres viennent en premier, chaque joueur peut utiliser un effet optionnel, ou choisir quel effet obligatoire passe d'abord, avant que quiconque y soit contraint.
l17-q8-prompt = À l'étape 2, le joueur passif résout un effet optionnel. Que se passe-t-il ensuite ?
l17-q8-c1 = L'étape 3 : le joueur actif doit résoudre un effet obligatoire.
l17-q8-c2 = Un nouveau cycle, à l'étape 1, avec le joueur actif.
l17-q8-c3 = Le joueur passif peut aussitôt résoudre un autre effet.
l17-q8-c4 = La phase se termine.
l17-q8-explain = Dans le texte 004, toute résolution, à quelque étape que ce soit, ferme puis rouvre le jeu, et la procédure reprend à l'étape 1 avec le joueur actif. Le cycle au cours duquel quelque chose s'est résolu s'arrête là.
l17-q8-c1-not = Dès que quelque chose se résout, la manche s'arrête là : les étapes 3 et 4 de cette manche n'arrivent jamais, et une nouvelle manche commence à l'étape 1.
l17-q8-c3-not = Après une résolution, le jeu se ferme puis s'ouvre, et le joueur actif reprend la parole à l'étape 1. (Laisser le même joueur continuer, c'est la lecture d'ygopro-core, pas celle du texte.)
l17-q8-c4-not = La phase ne se termine qu'après une manche entière où rien ne se résout ; ici, quelque chose vient de se résoudre.
l17-q9-prompt = Tous les effets obligatoires des deux joueurs se sont résolus ; le joueur actif a encore un effet optionnel. Peut-il encore l'utiliser ?
l17-q9-c1 = Non : la phase se termine avec le dernier effet obligatoire.
l17-q9-c2 = Oui : après la dernière résolution, un nouveau cycle commence à l'étape 1, où il peut le résoudre.
l17-q9-c3 = Seulement si le joueur passif est d'accord.
l17-q9-c4 = Seulement à l'étape 3.
l17-q9-explain = Le texte le dit en toutes lettres : après la résolution du dernier effet obligatoire, on repart de l'étape 1, et les joueurs peuvent donc encore utiliser leurs effets optionnels. La phase ne se termine qu'après un cycle où rien ne s'est résolu ; alors, et alors seulement, les effets optionnels en attente sont perdus.
l17-q9-c1-not = La dernière résolution ouvre une nouvelle manche comme n'importe quelle autre ; la phase ne se termine qu'après une manche sans résolution, et les effets optionnels ont donc encore leur chance.
l17-q9-c3-not = Aucun accord n'est nécessaire : à l'étape 1, le joueur actif peut résoudre n'importe lequel de ses effets.
l17-q9-c4-not = L'étape 3 force les effets obligatoires ; un effet optionnel s'utilise à l'étape 1 (ou 2 pour le joueur passif).

## Page 5

l17-p5-title = Notre lecture, et celles des autres
l17-p5-decisions =
    Le texte laisse quelques questions ouvertes, et un programme doit y répondre. La lecture de layerlab :
    - *stricte* aux étapes 3 et 4 : seul un effet obligatoire peut y être choisi, comme le dit le texte ; une option *souple* permet à un joueur qui doit résoudre quelque chose de choisir plutôt n'importe lequel de ses effets en attente, selon la lecture d'autres sources et de ygopro-core ;
    - après toute résolution, la procédure reprend à l'étape 1 avec le joueur actif ;
    - une étape où le joueur n'a rien à résoudre est un passage automatique, qui figure quand même dans la trace ;
    - un joueur obligé à l'étape 3 ou 4 qui n'a qu'un seul effet obligatoire le résout automatiquement ; s'il en a plusieurs, il choisit ;
    - résoudre un effet peut créer de nouveaux effets en attente, pour l'un ou l'autre joueur, ou en retirer ; ils participent à partir du cycle suivant ;
    - un garde-fou arrête une phase au-delà d'un certain nombre de résolutions, car un effet optionnel qui se renouvelle pourrait sinon boucler indéfiniment.
l17-proc-lenient = La lecture souple : à l'étape 3, le joueur actif a encore un effet obligatoire et doit donc résoudre quelque chose ; cette lecture lui permet d'y choisir l'effet optionnel o1. La lecture stricte n'autoriserait que m1 à cette étape.
l17-proc-spawn = La résolution de m1 crée un nouvel effet obligatoire pour P, n1. Il participe à partir du cycle suivant : P passe à l'étape 2, puis doit le résoudre à l'étape 4.
l17-p5-others =
    Là où d'autres divergent. Les réponses de Konami dans sa propre base de cartes, sur le traitement des effets de Standby Phase et d'End Phase, s'accordent avec le texte. Le moteur libre ygopro-core, et EDOPro qui repose sur lui, est plus strict par endroits : après la résolution de l'effet d'un joueur, il peut laisser ce même joueur agir de nouveau au lieu de revenir au joueur actif à l'étape 1, et il ne permet pas à un joueur de passer tant qu'il a encore un effet obligatoire.
    Rien de cela ne change les deux idées qui comptent : on ne peut pas sauter un effet obligatoire, et l'ordre ne dépend pas de qui est le plus rapide.
l17-p5-magic = Magic n'a aucune procédure d'effets de phase. Les capacités qui se déclenchent « au début de l'entretien » ou « au début de l'étape de fin » vont toutes sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité, dans l'ordre APNAP (603.3b) ; les joueurs y répondent ensuite normalement, et le choix d'une capacité qui dit « pouvez » se fait au moment où elle se résout (603.5).
l17-q10-prompt = Que change la lecture souple aux étapes 3 et 4 ?
l17-q10-c1 = Un joueur peut passer alors qu'il lui reste des effets obligatoires.
l17-q10-c2 = Un joueur qui doit résoudre quelque chose peut choisir l'un de ses effets optionnels plutôt qu'un effet obligatoire.
l17-q10-c3 = Le joueur passif agit avant le joueur actif.
l17-q10-c4 = Les effets optionnels ne peuvent plus être perdus.
l17-q10-explain = Les deux lectures obligent un joueur qui a encore un effet obligatoire à résoudre quelque chose à l'étape 3 ou 4. La lecture stricte, celle du texte 004, n'y autorise qu'un effet obligatoire ; la lecture souple accepte n'importe quel effet en attente de ce joueur. L'effet obligatoire n'est sauté dans aucun cas : il sera imposé à un cycle suivant.
l17-q10-c1-not = Aucune des deux lectures ne permet de passer à l'étape 3 ou 4 en gardant un effet obligatoire : le joueur doit résoudre quelque chose.
l17-q10-c3-not = L'ordre des joueurs ne change pas : le joueur actif parle toujours le premier aux étapes 1 et 3.
l17-q10-c4-not = Les effets optionnels expirent toujours quand une manche se termine sans résolution ; la lecture souple ne change que ce qui peut être choisi aux étapes 3 et 4.
l17-q11-prompt = En quoi ygopro-core diffère-t-il de la lecture du texte 004 par layerlab ?
l17-q11-c1 = Il place les effets de phase dans une seule chaîne.
l17-q11-c2 = Après une résolution, il peut laisser le même joueur agir de nouveau, et il interdit de passer tant qu'on a un effet obligatoire.
l17-q11-c3 = Il ignore les effets obligatoires.
l17-q11-c4 = Il utilise l'ordre APNAP de Magic.
l17-q11-explain = Le texte reprend à l'étape 1 avec le joueur actif après chaque résolution, et laisse un joueur passer aux étapes 1 et 2 même s'il a des effets obligatoires (ils lui seront imposés à l'étape 3 ou 4). ygopro-core s'écarte sur ces deux points ; il résout pourtant toujours les effets de phase un par un.
l17-q11-c1-not = ygopro-core, comme le texte, résout les effets de phase un par un, pas sur une chaîne.
l17-q11-c3-not = Il est plus strict sur les effets obligatoires, pas plus souple : il ne laisse pas passer un joueur qui en garde un.
l17-q11-c4-not = L'ordre APNAP est la règle de Magic ; ygopro-core est un moteur de Yu-Gi-Oh!, et ses différences portent sur qui agit après une résolution et sur le droit de passer.
l17-q12-prompt = Dans Magic, au début de l'entretien du joueur actif, une capacité obligatoire de ce joueur et une capacité de l'autre joueur qui dit « pouvez » se déclenchent. Laquelle se résout en premier ?
l17-q12-c1 = Celle du joueur actif : elle est obligatoire, et le joueur actif passe en premier.
l17-q12-c2 = Celle de l'autre joueur : l'ordre APNAP met d'abord sur la pile la capacité du joueur actif, celle de l'autre joueur se retrouve donc au-dessus.
l17-q12-c3 = Celle du joueur actif, car une capacité optionnelle ne va sur la pile que si son contrôleur décide de l'utiliser.
l17-q12-explain = Magic n'a pas de paliers obligatoire et optionnel : la capacité qui dit « pouvez » va sur la pile comme toute autre, et le choix se fait au moment où elle se résout (603.5). L'ordre APNAP met d'abord sur la pile les capacités déclenchées du joueur actif, puis celles de l'autre joueur (603.3b), et la pile résout en premier l'objet du dessus (405.5).
l17-q12-c1-not = La capacité du joueur actif est bien mise sur la pile en premier, et c'est justement pour cela qu'elle se résout en dernier : la pile résout d'abord son objet du dessus (405.5). Être obligatoire ne donne aucune priorité dans Magic.
l17-q12-c3-not = Dans Magic, une capacité « peut » est mise sur la pile que son contrôleur compte l'utiliser ou non ; le choix se fait à la résolution (603.5).

## Phases dites étape par étape
l17-q14-prompt = Jouez la phase étape par étape. A a l'effet obligatoire m1, P l'effet obligatoire n1 ; chaque joueur passe chaque fois qu'il le peut. À chaque étape de chaque cycle, dites ce qui se passe : qui passe, quel effet se résout, ou rien (l'étape passe d'elle-même).
l17-q14-explain = Personne n'est obligé d'agir tôt : tous deux passent aux étapes 1 et 2, et A, qui a un effet obligatoire, doit résoudre m1 à l'étape 3. Une résolution termine le cycle : le suivant repart de l'étape 1, où A n'a plus rien et passe d'office ; P passe à l'étape 2, personne n'agit à la 3, et P doit résoudre n1 à la 4. Un dernier cycle où rien ne se résout termine la phase.
l17-q15-prompt = Jouez la phase étape par étape. P a l'effet obligatoire m1 ; A a l'effet optionnel o1 et P l'effet optionnel q1 ; chaque joueur passe chaque fois qu'il le peut. À chaque étape de chaque cycle, dites ce qui se passe.
l17-q15-explain = Tous deux passent aux étapes 1 et 2 ; A n'a pas d'effet obligatoire, donc l'étape 3 passe d'elle-même ; P doit résoudre m1 à l'étape 4. Au cycle suivant, tous deux passent encore aux étapes 1 et 2, et plus personne n'a d'effet obligatoire : rien ne se résout de tout le cycle, la phase se termine et o1 et q1 sont perdus.
l17-q16-prompt = Jouez la phase étape par étape. A a l'effet obligatoire m1, qui en se résolvant crée pour P un effet obligatoire n1 ; P a l'effet optionnel q1 et l'utilise dès qu'il le peut, puis passe chaque fois qu'il le peut ; A passe chaque fois qu'il le peut. À chaque étape de chaque cycle, dites ce qui se passe.
l17-q16-explain = P résout q1 à l'étape 2 du premier cycle, ce qui le termine. Au deuxième cycle, A passe, P n'a plus rien qu'il puisse utiliser, et A doit résoudre m1 à l'étape 3 : cela crée n1, qui participe à partir du cycle suivant. Là, P passe à l'étape 2 et doit résoudre n1 à l'étape 4 ; un dernier cycle où rien ne se résout termine la phase.
