## Leçon 6 : un effet, plusieurs couches (RC 613.6 ; 613.5 en 2011)

l06-title = Un effet, plusieurs couches
l06-summary = Bien des effets font plus d'une chose : [[Act of Treason]] prend le contrôle d'une créature et lui donne la célérité, [[Life and Limb]] transforme les forêts en créatures Saprobionte vertes 1/1. Chaque composante d'un tel effet s'applique dans sa propre couche, selon les règles de cette couche. Et un effet qui a commencé à s'appliquer va jusqu'au bout, même si la capacité qui le génère disparaît en chemin.

## Page 1

l06-p1-title = Découper l'effet
l06-p1-text1 = Le cours appelle cela « diviser pour mieux régner ». [[Act of Treason]] dit : acquérez le contrôle de la créature ciblée jusqu'à la fin du tour, dégagez-la ; elle acquiert la célérité jusqu'à la fin du tour. Inutile de chercher *la* couche de l'Acte de trahison : découpez son effet en composantes et rangez chacune à sa place.
l06-p1-parts = Les composantes de l'Acte de trahison :
    - acquérir le contrôle : couche 2 ;
    - la célérité : une capacité est ajoutée, donc couche 6 ;
    - dégager la créature : ce n'est pas du tout un effet continu. C'est un effet ponctuel, exécuté une fois à la résolution du sort ; il n'a pas de couche.
l06-rule-6 = Un effet qui doit s'appliquer dans plusieurs couches ou sous-couches applique chacune de ses composantes dans celle qui lui correspond. Une fois qu'il a commencé à s'appliquer dans l'une d'elles, il continue de s'appliquer au même ensemble d'objets dans les autres, même si la capacité qui le génère a été retirée entre-temps.
l06-p1-text2 = Chaque composante suit ensuite les règles de sa couche comme n'importe quel autre effet : elle y prend sa place dans l'ordre du tampon horaire, et dans la dépendance s'il y en a une. Toutes les composantes partagent le tampon horaire de l'effet, qui est, pour l'Acte de trahison, le moment de sa résolution (613.7b). Elles partagent aussi son ensemble d'objets affectés, déterminé à la résolution (611.2c), et sa durée : les deux composantes prennent fin ensemble, à la fin du tour.
l06-p1-text3 = Dans les règles de 2011 du cours, cette règle portait le numéro 613.5. Le résumé des règles du cours (texte 000) n'en cite que la première phrase, sur le découpage de l'effet ; l'article (texte 001) ajoute la seconde, sur l'effet qui a commencé, objet de la page 3.
l06-try-treason = Le plateau s'ouvre à la première étape de l'Acte de trahison. Regardez sa couche, puis avancez : où s'applique son autre composante ?
l06-q-treason-controller-prompt = Pendant son propre tour, votre adversaire (p1) lance [[Act of Treason]] sur vos [[Grizzly Bears]]. Qui contrôle les Grizzlis ?
l06-q-treason-controller-why = La composante de contrôle de l'Acte de trahison s'applique en couche 2 (613.1b). Son ensemble a été déterminé à la résolution du sort : les Grizzlis (611.2c). Aucun autre effet du plateau ne change le contrôle, cette composante décide donc seule. La composante de célérité s'applique à part, en couche 6 (613.6).
l06-q-treason-haste-layer-prompt = Dans quelle couche s'applique la composante « elle acquiert la célérité » de l'[[Act of Treason]] ?
l06-q-treason-haste-layer-why = La célérité est une capacité, et les effets qui ajoutent ou retirent des capacités s'appliquent en couche 6 (613.1f). La composante de contrôle du même sort s'applique en couche 2 : un effet, deux couches (613.6). Dégager la créature est un effet ponctuel, sans couche.

## Page 2

l06-p2-title = Survivre à la force des bras : une capacité, trois couches
l06-p2-text1 =
    Le résumé du forum (texte 002 du cours) prend pour exemple [[Life and Limb]] : toutes les forêts et tous les saprobiontes sont des créatures Saprobionte vertes 1/1 et des terrains Forêt, en plus de leurs autres types. Une phrase, trois couches :
    - couche 4 : chacun devient une créature et un terrain, un saprobionte et une forêt, en plus de ses autres types ;
    - couche 5 : chacun devient vert, et seulement vert ;
    - sous-couche 7b : sa force et son endurance sont fixées à 1/1.
l06-p2-text2 = Entre ces composantes et après elles, les autres effets passent à leur tour, chacun dans sa couche. Une [[Giant Growth]] lancée sur une telle forêt donne +3/+3 en sous-couche 7c, après la composante 7b de Survivre à la force des bras, quels que soient les tampons horaires. Les sorts fonctionnent de la même façon : [[Turn to Frog]] (jusqu'à la fin du tour, la créature ciblée perd toutes ses capacités et devient une Grenouille bleue de force et d'endurance de base 1/1) est un seul effet, avec des composantes dans quatre couches.
l06-try-landl = La composante 7b de Survivre à la force des bras : la Forêt reçoit sa F/E de base 1/1, avant le +3/+3 de la Croissance gigantesque en 7c.
l06-q-landl-pt-prompt = Vous contrôlez [[Life and Limb]] et une [[Forest]] de base. Vous lancez [[Giant Growth]] sur la Forêt. Quelles sont sa force et son endurance ?
l06-q-landl-pt-why = L'effet de Survivre à la force des bras fait de la Forêt une créature en couche 4 ; ses composantes suivantes continuent donc de s'appliquer à elle : vert en couche 5, force et endurance de base en sous-couche 7b (613.6, 613.4b). La Croissance gigantesque modifie la force et l'endurance, c'est la sous-couche 7c (613.4c), qui vient après tous les effets de 7b quels que soient les tampons horaires : partez de la valeur de 7b et ajoutez le bonus de 7c.
l06-q-frog-order-prompt = [[Turn to Frog]] se résout sur une créature. Mettez les composantes de son effet dans l'ordre où le jeu les applique.
l06-q-frog-order-a = Elle a une force et une endurance de base de 1/1.
l06-q-frog-order-b = Elle perd toutes ses capacités.
l06-q-frog-order-c = Elle devient bleue.
l06-q-frog-order-d = Elle devient une Grenouille et perd ses autres types de créature.
l06-q-frog-order-why = Un effet, quatre couches (613.6) : le type de créature relève de la couche 4, la couleur de la couche 5, la perte des capacités de la couche 6, et la force et l'endurance de base de la sous-couche 7b (613.1). L'ordre des mots sur la carte ne compte pas : c'est l'ordre des couches qui décide.

## Page 3

l06-p3-title = Tout ou rien
l06-p3-text1 = Le cours résume la règle d'une formule : pas de demi-mesure. Dès qu'une composante d'un effet s'est appliquée dans une couche, toutes ses composantes des couches suivantes s'appliquent aussi, même si l'effet a cessé d'exister entre-temps, par exemple parce que la capacité qui le génère a été retirée. Le texte de la règle ajoute une précision que le cours passe sous silence : ces composantes s'appliquent *au même ensemble d'objets* que celui qu'avait l'effet quand il a commencé.
l06-p3-text2 = La réciproque est vraie aussi, et le résumé du cours l'énonce également : un effet qui n'était pas actif quand sa première couche est arrivée ne l'est pas davantage dans les suivantes. Si un effet a cessé d'exister avant que sa première composante ait pu s'appliquer, aucune de ses composantes ne s'applique.
l06-p3-text3 = Sur ce plateau, [[Humility]] (toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1) rencontre le [[Lord of Atlantis]] (les autres ondins gagnent +1/+1 et ont la traversée des îles). L'effet du Seigneur a une composante en couche 6 (la traversée des îles) et une en sous-couche 7c (le +1/+1). En couche 6, appliquer Humilité retirerait sa capacité au Seigneur : l'effet du Seigneur dépend de celui d'Humilité (613.8a), Humilité passe donc d'abord, et l'effet du Seigneur disparaît avant que sa composante de couche 6 s'applique. Il n'a jamais commencé, donc sa composante de 7c ne s'applique pas non plus : les autres ondins n'ont aucun bonus. La composante 7b d'Humilité, qui a bien commencé en couche 6, s'applique normalement.
l06-try-lord = Couche 6, un effet à la fois : regardez ce que devient l'effet du Seigneur, puis si une partie de lui atteint la 7c.
l06-q-lord-merfolk-prompt = Le [[Lord of Atlantis]] et un [[Merfolk of the Pearl Trident]] sont sur le champ de bataille, puis l'[[Humility]] de votre adversaire arrive. Quelles sont la force et l'endurance de l'Ondin ?
l06-q-lord-merfolk-why = En couche 6, appliquer Humilité retirerait la capacité qui génère l'effet du Seigneur : l'effet du Seigneur dépend donc de celui d'Humilité (613.8a) et cesse d'exister une fois Humilité appliquée. Il n'a jamais commencé à s'appliquer, donc sa composante de 7c (le +1/+1) ne s'applique jamais non plus (613.6). La composante 7b d'Humilité fixe la force et l'endurance de base de toutes les créatures qu'elle a affectées en couche 6 (613.4b), et il ne reste rien pour les modifier.

## Page 4

l06-p4-title = Humilité et Opalescence : un avant-goût
l06-p4-intro = Le casse-tête préféré du cours : un même joueur contrôle à la fois [[Opalescence]] et [[Humility]]. Opalescence fait d'Humilité une créature ; l'effet d'Humilité l'atteint donc en couche 6 et lui retire sa capacité. Et ensuite ?
l06-p4-text1 = Découpons les deux effets. [[Opalescence]] a une composante en couche 4 (chaque autre enchantement non-Aura est une créature) et une en sous-couche 7b (force et endurance de base égales à la valeur de mana) ; [[Humility]] a une composante en couche 6 (toutes les créatures perdent toutes leurs capacités) et une en sous-couche 7b (base 1/1).
l06-p4-text2 =
    Étape par étape, comme le fait le cours :
    - couche 4 : Opalescence fait d'Humilité une créature-enchantement (Opalescence elle-même n'est pas touchée : « chaque autre ») ;
    - couche 6 : Humilité est désormais une créature, son propre effet l'atteint donc, et Humilité perd sa capacité ;
    - sous-couche 7b : l'effet d'Humilité a commencé en couche 6, sa composante 7b s'applique donc quand même (613.6), aux mêmes créatures, Humilité comprise. La composante 7b d'Opalescence s'applique aussi. Les deux sont indépendantes : le tampon horaire décide.
l06-p4-text3 = En 7b, c'est donc le plus récent des deux qui a le dernier mot : si Humilité est arrivée la première, Opalescence fixe ensuite la force et l'endurance d'Humilité à sa valeur de mana ; si c'est Opalescence, le 1/1 d'Humilité vient en dernier. La leçon 16 revient sur ce duo, avec davantage de créatures.
l06-try-humility = Humilité est arrivée la première. Regardez son étape en 7b : quelles créatures atteint-elle, alors qu'Humilité a perdu sa capacité en couche 6 ?
l06-q-humility-7b-prompt = En couche 6, l'effet d'Humilité retire à Humilité sa propre capacité. Que devient la composante de cet effet en sous-couche 7b ?
l06-q-humility-7b-a = Il n'en reste rien : la capacité a disparu, l'effet n'existe plus et ne fixe rien.
l06-q-humility-7b-b = Elle s'applique toujours, aux mêmes créatures qu'en couche 6, Humilité comprise.
l06-q-humility-7b-c = Elle s'applique toujours, mais seulement aux créatures autres qu'Humilité.
l06-q-humility-7b-d = Elle s'applique toujours, avec un nouveau tampon horaire pris au moment où la capacité a été retirée.
l06-q-humility-7b-why = L'effet d'Humilité a commencé à s'appliquer en couche 6 ; il continue donc de s'appliquer dans les couches suivantes, à l'ensemble d'objets qu'il avait au départ, même si la capacité qui le génère a été retirée en chemin (613.6). Son tampon horaire ne change pas non plus : c'est toujours celui d'Humilité (613.7a).
l06-q-humility-7b-a-not = Retirer la capacité n'arrête que les effets qui n'ont pas commencé. L'effet d'Humilité a commencé en couche 6 : ses composantes suivantes s'appliquent donc quand même (613.6). La réciproque vaut pour un effet qui n'a jamais commencé.
l06-q-humility-7b-c-not = Les composantes suivantes gardent l'ensemble qu'avait l'effet quand il a commencé : en couche 6, cet ensemble contenait Humilité, alors créature, et il la contient donc toujours en 7b (613.6).
l06-q-humility-7b-d-not = Perdre une capacité ne donne aucun tampon horaire : l'effet garde celui d'Humilité (613.7a). Seuls les événements de la 613.7 en donnent.
l06-q-humility-first-prompt = [[Humility]] (toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1) est arrivée la première, puis [[Opalescence]] (chaque autre enchantement non-Aura est une créature en plus de ses autres types et a une force et une endurance de base égales chacune à sa valeur de mana). Quelles sont la force et l'endurance d'Humilité ?
l06-q-humility-first-why = Couche 4 : Opalescence fait d'Humilité une créature. Couche 6 : l'effet d'Humilité s'applique à toutes les créatures, Humilité comprise, et lui retire sa capacité ; comme cet effet a commencé, sa composante 7b s'applique quand même (613.6). En 7b, les deux effets sont indépendants et passent dans l'ordre du tampon horaire (613.7) : d'abord le 1/1 d'Humilité, plus ancienne, puis Opalescence, qui fixe la force et l'endurance de base d'Humilité à sa valeur de mana (613.4b).
l06-q-opalescence-first-prompt = Cette fois, [[Opalescence]] est arrivée la première, puis [[Humility]]. Quelles sont la force et l'endurance d'Humilité ?
l06-q-opalescence-first-why = Les couches 4 et 6 se déroulent exactement comme avant : Humilité devient une créature, puis perd sa capacité, et sa composante 7b s'applique quand même (613.6). Seul l'ordre en 7b change (613.7) : la composante d'Opalescence s'applique désormais d'abord et celle d'Humilité en dernier, c'est donc la valeur d'Humilité elle-même qui reste (613.4b).
l06-p4-text4 = Deux règles pratiques à retenir de cette leçon : un effet qui a commencé va jusqu'au bout, aux mêmes objets ; un effet qui n'a jamais commencé ne fait rien, dans aucune couche.
