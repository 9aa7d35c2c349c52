## Leçon 8 : couche 2, le contrôle

l08-title = Couche 2 : le contrôle
l08-summary = La couche 2 répond à une seule question : qui contrôle cet objet ? Le cours n'y voit aucune difficulté, et il a raison, à condition de retenir trois choses : plusieurs effets de contrôle se départagent au tampon horaire, un changement de contrôleur ne donne pas de nouveau tampon horaire, et tout ce qui dit « vous » dans les couches suivantes voit le nouveau contrôleur.

## Page 1

l08-p1-title = Qui le contrôle ?
l08-rule-1b = Couche 2 : les effets de changement de contrôle s'appliquent.
l08-p1-text1 =
    Le cours qualifie cette couche de très simple : elle regroupe les effets qui changent, ou fixent, le contrôleur d'un objet, en général un permanent. Ses cartes :
    - [[Mind Control]], une Aura : vous contrôlez la créature enchantée. C'est une capacité statique, qui s'applique tant que l'Aura est attachée.
    - [[Act of Treason]], un rituel : vous acquérez le contrôle de la créature ciblée jusqu'à la fin du tour (sa célérité relève de la couche 6, comme l'a montré la leçon 6).
l08-p1-text2 = Quand plusieurs effets de contrôle s'appliquent au même objet, ils passent simplement dans l'ordre du tampon horaire, et le dernier appliqué décide : un effet en écrase un autre, sans aucune dépendance. Le tampon horaire du Contrôle mental est le moment où il est devenu attaché à la créature (613.7e) ; celui de l'Acte de trahison, le moment de sa résolution (613.7b). Quand l'Acte de trahison prend fin avec le tour, les autres effets de contrôle sont toujours là, et ce sont eux qui décident de nouveau.
l08-try-treason = Tour 2, après l'Acte de trahison : regardez les deux effets de contrôle en couche 2 et l'ordre dans lequel ils passent.
l08-q-wurm-controller-prompt = Pendant votre tour, vous (p0) enchantez la [[Craw Wurm]] de votre adversaire avec un [[Mind Control]]. Pendant son tour, votre adversaire (p1) lance un [[Act of Treason]] sur la Guivre. Qui contrôle la Guivre à présent ?
l08-q-wurm-controller-why = Les deux effets changent le contrôle : ils s'appliquent tous deux en couche 2 (613.1b). Aucun ne change l'existence, l'ensemble ou l'instruction de l'autre : ils passent simplement dans l'ordre du tampon horaire. L'effet du Contrôle mental a le tampon horaire du moment où l'Aura est devenue attachée (613.7e), celui de l'Acte de trahison le moment de sa résolution (613.7b), qui est postérieur ; c'est l'effet appliqué en dernier qui décide.
l08-q-wurm-next-turn-prompt = Même plateau, un tour plus tard : le tour pendant lequel l'Acte de trahison a été lancé est terminé. Qui contrôle la Guivre ?
l08-q-wurm-next-turn-why = L'effet de l'Acte de trahison durait « jusqu'à la fin du tour » (611.2a) et a pris fin pendant l'étape de nettoyage (514.2). L'effet du Contrôle mental ne s'est jamais interrompu ; c'est désormais le seul effet de contrôle qui reste en couche 2 (613.1b).
l08-q-control-order-prompt = Tour 1 : vous attachez un [[Mind Control]] à la Guivre de votre adversaire. Tour 2, celui de votre adversaire : il lance un [[Act of Treason]] sur elle, puis y attache son propre Contrôle mental. Mettez les effets de contrôle dans l'ordre où ils s'appliquent en couche 2.
l08-q-control-order-a = L'Acte de trahison de votre adversaire
l08-q-control-order-b = Votre Contrôle mental
l08-q-control-order-c = Le Contrôle mental de votre adversaire
l08-q-control-order-why = Trois effets de contrôle en couche 2, dont aucun ne dépend d'un autre : ordre du tampon horaire (613.7). Votre Contrôle mental a reçu son tampon horaire en devenant attaché au tour 1 (613.7e), l'Acte de trahison à sa résolution au tour 2 (613.7b), et le Contrôle mental de votre adversaire en devenant attaché ensuite (613.7e).

## Page 2

l08-p2-title = Nouveau contrôleur, même tampon horaire
l08-rule-7 = Dans une couche, les effets s'appliquent dans l'ordre du tampon horaire. Un objet reçoit un tampon horaire quand il arrive dans une zone ; l'effet d'un sort ou d'une capacité qui se résout, quand il est créé ; une Aura ou un Équipement, chaque fois qu'on l'attache ; un permanent, quand il est retourné face visible ou face cachée, ou qu'il se transforme. L'effet d'une capacité statique a le tampon horaire de son objet, ou celui de l'effet qui lui a donné la capacité, selon lequel est le plus récent.
l08-p2-text1 = Relisez cette liste : acquérir ou perdre le contrôle n'y figure pas. Un permanent qui change de contrôleur garde son tampon horaire, et les effets de ses capacités statiques aussi. C'est une des erreurs les plus courantes sur le tampon horaire, et un arbitre doit s'y attendre.
l08-p2-text2 = Le plateau du Servant, pas à pas. Les deux effets de couleur sont en couche 5, indépendants l'un de l'autre. L'effet du Servant a toujours le tampon horaire que le Servant a reçu en arrivant, plus ancien que les Feux céruléens : il s'applique d'abord, puis les Feux céruléens rendent les Grizzlis bleus, et rien d'autre. Si voler le Servant renouvelait son tampon horaire, les Grizzlis finiraient aussi rouges.
l08-try-servant = La couche 5 contient deux effets de couleur : regardez leurs tampons horaires et l'ordre dans lequel ils s'appliquent.
l08-q-servant-bears-colors-prompt = Vous contrôlez un [[Painter's Servant]], rouge choisi. Votre adversaire lance [[Cerulean Wisps]] sur ses [[Grizzly Bears]], puis un [[Act of Treason]] sur votre Servant. De quelles couleurs sont les Grizzlis ?
l08-q-servant-bears-colors-why = Les deux effets de couleur s'appliquent en couche 5 (613.1e) et ne dépendent pas l'un de l'autre : le tampon horaire décide. L'effet statique du Servant a le tampon horaire du Servant, reçu à son arrivée sur le champ de bataille (613.7a, 613.7d) ; l'Acte de trahison change son contrôleur mais ne lui donne pas de nouveau tampon horaire. Le « rouge en plus » du Servant s'applique donc d'abord, et Feux céruléens, plus récent, fixe ensuite la couleur des Grizzlis.
l08-q-servant-timestamp-prompt = Quel tampon horaire a l'effet du Servant du peintre une fois que votre adversaire a volé le Servant avec l'Acte de trahison ?
l08-q-servant-timestamp-a = Celui que le Servant a reçu en arrivant sur le champ de bataille.
l08-q-servant-timestamp-b = Celui du moment où l'Acte de trahison s'est résolu.
l08-q-servant-timestamp-c = Aucun jusqu'à la fin du tour : les effets d'un permanent volé cessent de s'appliquer.
l08-q-servant-timestamp-d = Le plus récent du champ de bataille, puisque son contrôleur a changé.
l08-q-servant-timestamp-why = L'effet d'une capacité statique a le tampon horaire de l'objet qui porte la capacité (613.7a), et un objet reçoit un tampon horaire quand il arrive dans une zone (613.7d). Un changement de contrôle ne donne pas du tampon horaire : l'effet du Servant continue de s'appliquer, désormais pour son nouveau contrôleur, avec son ancien tampon horaire.
l08-q-servant-timestamp-b-not = L'effet de l'Acte de trahison reçoit son propre tampon horaire à sa résolution, mais c'est celui de l'effet de contrôle, pas celui du Servant : un changement de contrôle ne donne pas de nouveau tampon horaire au permanent volé (613.7).
l08-q-servant-timestamp-c-not = Un permanent volé garde ses capacités, et leurs effets continuent de s'appliquer, désormais pour le nouveau contrôleur ; rien dans les règles ne les éteint.
l08-q-servant-timestamp-d-not = Changer de contrôleur ne fait pas partie des événements qui donnent un tampon horaire (613.7) : arriver dans une zone, devenir attaché, être retourné face visible ou face cachée, se transformer, et quelques autres.

## Page 3

l08-p3-title = D'abord le contrôle, puis tout ce qui dit « vous »
l08-p3-text1 = La couche 2 passe avant les couches 3 à 7. Tout effet ultérieur qui s'intéresse à qui contrôle quoi, par « que vous contrôlez », « votre » ou « un adversaire », voit donc le nouveau contrôleur. Pas besoin de dépendance pour cela : l'ordre des couches s'en charge.
l08-p3-text2 = C'est ce qui est arrivé au Lion : [[Honor of the Pure]] donne +1/+1 aux créatures blanches que vous contrôlez, et l'[[Act of Treason]] a fait du Lion le vôtre en couche 2 ; en sous-couche 7c, l'Honneur des purs l'atteint donc. C'est une capacité statique, dont l'ensemble suit le jeu (611.3a) : quand le Lion retourne à son propriétaire, le bonus repart avec lui.
l08-try-honor = Sous-couche 7c : regardez l'ensemble auquel s'applique l'Honneur des purs, et qui contrôle le Lion à ce moment-là.
l08-q-lion-pt-prompt = Vous contrôlez [[Honor of the Pure]]. Vous lancez un [[Act of Treason]] sur le [[Silvercoat Lion]] de votre adversaire. Quelles sont la force et l'endurance du Lion ?
l08-q-lion-pt-why = La couche 2 passe en premier : l'Acte de trahison fait de vous le contrôleur du Lion (613.1b). En sous-couche 7c, l'effet statique d'Honneur des purs s'applique aux créatures blanches que vous contrôlez à ce moment-là (611.3a, 613.4c), et le Lion en fait désormais partie.
l08-p3-text3 = Il en va de même pour « votre cimetière ». Le [[Volrath's Shapeshifter]] a le texte complet de la carte de créature au-dessus du cimetière *de son contrôleur*. Sous le [[Mind Control]] de votre adversaire, la couche 2 lui donne un nouveau contrôleur, et en couche 3 il lit le dessus du cimetière de ce nouveau contrôleur.
l08-try-shapeshifter = La couche 3 vient après la couche 2 : regardez quel cimetière lit le Changeforme.
l08-q-shapeshifter-pt-prompt = Votre [[Volrath's Shapeshifter]] est sur le champ de bataille ; la carte du dessus de votre cimetière est une [[Craw Wurm]], celle du cimetière de votre adversaire des [[Grizzly Bears]]. Votre adversaire enchante le Changeforme avec un [[Mind Control]]. Quelles sont la force et l'endurance du Changeforme ?
l08-q-shapeshifter-pt-why = Le contrôle passe d'abord, en couche 2 (613.1b) : le contrôleur du Changeforme est désormais votre adversaire. Sa capacité est un effet de changement de texte, appliqué en couche 3 (613.1c) : elle lui donne le texte complet de la carte de créature au-dessus du cimetière de son contrôleur (612.6) ; c'est donc le cimetière du nouveau contrôleur qui compte.
l08-q-mind-control-layer-prompt = Une Aura dit : « Vous contrôlez la créature enchantée. » Dans quelle couche son effet s'applique-t-il ?
l08-q-mind-control-layer-why = Un effet qui change le contrôleur d'un objet s'applique en couche 2 (613.1b), avant le texte (couche 3), les types (4), les couleurs (5), les capacités (6), la force et l'endurance (7).
