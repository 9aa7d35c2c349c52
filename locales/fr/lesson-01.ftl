# Leçon 1 : les effets continus (règles 611).

l01-title = Les effets continus
l01-summary = D'où viennent les effets continus, combien de temps ils durent, et la distinction sur laquelle repose tout le reste : l'effet créé par un sort qui se résout fixe une fois pour toutes les objets qu'il affecte, alors que l'effet d'une capacité statique suit en permanence l'état du jeu (règles 611).

## Page 1

l01-p1-title = Qu'est-ce qu'un effet continu ?
l01-p1-one-shot = La plupart des événements d'une partie de Magic se produisent une seule fois : un sort inflige 3 blessures, vous piochez une carte, une créature est détruite. Ce sont des *effets ponctuels* (règle 610) : ils font leur travail, et c'est terminé. Un *effet continu* est d'une autre nature : il modifie quelque chose pendant une certaine durée, et pendant toute cette durée le jeu ne cesse de l'appliquer.
l01-rule-611-1 = Un effet continu modifie les caractéristiques ou le contrôle d'objets, ou affecte les joueurs ou les règles du jeu, pour une durée déterminée ou non.
l01-p1-sources =
    Un effet continu a l'une de ces deux origines :
    - la *résolution d'un sort ou d'une capacité* : la [[Giant Growth]] donne +3/+3 jusqu'à la fin du tour ; l'éphémère est au cimetière, son effet est toujours là ;
    - une *capacité statique* : l'[[Honor of the Pure]] donne +1/+1 à vos créatures blanches tant qu'il est sur le champ de bataille, sans jamais passer par la pile.
l01-rule-611-2 = Un effet continu peut être créé par la résolution d'un sort ou d'une capacité.
l01-rule-611-3 = Un effet continu peut être créé par une capacité statique d'un objet.
l01-p1-always-on = Les effets continus ne font pas la queue comme les sorts sur la pile. La pile se résout dans l'ordre « dernier entré, premier sorti » ; les effets continus, eux, sont *toujours actifs*. Dès qu'un effet commence ou se termine, toutes les caractéristiques qu'il touche changent d'un coup, et le jeu ne voit jamais d'état intermédiaire. Les capacités déclenchées et les actions basées sur un état regardent les objets une fois tous les effets continus appliqués.
l01-rule-613-5 = Le jeu applique le système de couches continuellement et automatiquement ; tout changement des caractéristiques d'un objet qui en résulte est instantané.
l01-p1-next = Quand plusieurs effets continus touchent le même objet, le *système de couches* (règle 613) fixe l'ordre dans lequel ils s'appliquent : c'est l'objet des leçons suivantes. Celle-ci porte sur les effets eux-mêmes : combien de temps ils durent, et quels objets ils affectent.

## Page 2

l01-p2-title = Combien de temps dure un effet
l01-p2-stated = Un effet créé par la résolution d'un sort ou d'une capacité dure aussi longtemps que l'indique ce sort ou cette capacité. La durée la plus courante est « jusqu'à la fin du tour » : ces effets prennent fin pendant l'étape de nettoyage, au moment où les blessures sont retirées des permanents (514.2). Si aucune durée n'est indiquée, l'effet dure jusqu'à la fin de la partie. En pratique, il cesse de compter quand l'objet qu'il modifiait quitte le champ de bataille, puisqu'un permanent qui change de zone revient, s'il revient, sous la forme d'un nouvel objet (400.7). Le [[Mind Bend]] crée un tel effet : le mot qu'il a remplacé le reste après la fin du tour.
l01-rule-611-2a = Un effet issu de la résolution d'un sort ou d'une capacité dure aussi longtemps que celui-ci l'indique (par exemple « jusqu'à la fin du tour ») ; si aucune durée n'est indiquée, il dure jusqu'à la fin de la partie.
l01-try-durations = La Croisade est sur le champ de bataille avec des Grizzlis. Une Croissance gigantesque cible les Grizzlis, un Ploiement mental remplace « blanches » par « vertes » dans le texte de la Croisade, puis le tour se termine. L'effet de la Croissance gigantesque a disparu (voir les effets terminés) ; celui du Ploiement mental est toujours là, et la Croisade donne désormais +1/+1 aux créatures vertes.
l01-p2-static = L'effet d'une capacité statique n'a pas de durée propre. Il s'applique tant que sa source est sur le champ de bataille, ou dans la zone où la capacité fonctionne. Quand l'[[Honor of the Pure]] quitte le champ de bataille, son +1/+1 disparaît avec lui.
l01-rule-611-3b = L'effet d'une capacité statique s'applique à tout moment où le permanent qui le génère est sur le champ de bataille, ou où l'objet qui le génère est dans la zone appropriée.
l01-p2-as-long-as = Certains effets de sorts et de capacités qui se résolvent durent « tant que » quelque chose reste vrai. Si cette condition est déjà fausse au moment où l'effet devrait commencer, ou si elle ne devient jamais vraie, l'effet ne fait rien du tout : il ne commence pas pour s'arrêter aussitôt, et il ne dure pas non plus indéfiniment. L'exemple du cours est l'Endosquelette, un artefact dont la capacité donne +0/+3 à une créature tant que l'Endosquelette reste engagé. L'activer engage l'Endosquelette ; s'il est dégagé avant que la capacité ne se résolve, elle ne fait rien.
l01-rule-611-2b = Si une durée « tant que » ne commence jamais, ou se termine avant le moment où l'effet devrait s'appliquer, l'effet ne fait rien : il ne commence pas pour s'arrêter aussitôt, et ne dure pas indéfiniment.
l01-try-as-long-as = L'Attelle du labo est une carte maison, construite sur le modèle de l'Endosquelette : sa capacité donne +0/+3 à une créature tant que l'Attelle reste sur le champ de bataille. La première Attelle reste sur le champ de bataille, et le Lion garde son +0/+3. La seconde est détruite pendant que sa capacité est sur la pile : quand la capacité se résout, la durée est déjà terminée, et les Grizzlis n'obtiennent rien (voir les effets terminés).

## Page 3

l01-p3-title = Ensemble figé, ensemble mouvant
l01-p3-principle = Voici l'idée la plus importante de la leçon. Quand un sort ou une capacité qui se résout crée un effet continu qui modifie des caractéristiques ou le contrôle, l'ensemble des objets affectés est *déterminé une seule fois, quand l'effet commence* ; ensuite, cet ensemble ne change plus. L'effet d'une capacité statique n'est jamais « bloqué » de la sorte : à chaque instant, il s'applique à tout ce que désigne son texte.
l01-rule-611-2c = Un effet continu issu de la résolution d'un sort ou d'une capacité qui modifie des caractéristiques ou le contrôle détermine l'ensemble des objets qu'il affecte quand il commence ; cet ensemble ne change plus ensuite.
l01-rule-611-3a = Un effet continu issu d'une capacité statique n'est pas bloqué en l'état : à tout moment, il s'applique à ce que son texte désigne.
l01-p3-white = Prenons deux fois les mêmes mots : « les créatures blanches gagnent +1/+1 ». Imprimés sur la [[Crusade]], ils forment une capacité statique : une créature qui devient blanche reçoit le bonus, une créature qui cesse d'être blanche le perd, et une créature blanche qui arrive plus tard le reçoit aussi. Écrits sur un éphémère avec « jusqu'à la fin du tour », ils donnent +1/+1 aux créatures qui sont blanches *au moment où le sort se résout*, et à elles seules : elles gardent le bonus si elles changent de couleur, et une créature blanche arrivée ensuite n'obtient rien.
l01-try-white = La Croisade et un Lion à fourrure argentée, blanc. Le Ralliement du labo, un éphémère maison, donne +1/+1 aux créatures blanches jusqu'à la fin du tour ; puis les Feux céruléens rendent le Lion bleu et un second Lion blanc arrive. Les deux Lions finissent en 3/3, chacun pour une raison différente : le bleu garde le bonus du Ralliement et perd celui de la Croisade, le nouveau venu reçoit celui de la Croisade et n'a jamais eu celui du Ralliement.
l01-p3-real-cards = Le même contraste avec deux vraies cartes. L'[[Public Execution]] détruit une créature et donne -2/-0 jusqu'à la fin du tour à chaque autre créature que contrôle son contrôleur ; la [[Curse of Death's Hold]] donne -1/-1 aux créatures que contrôle le joueur enchanté. La première liste est dressée au moment où l'Exécution publique se résout et ne change plus ; la seconde est relue à chaque instant.
l01-try-locked = L'Exécution publique détruit les Grizzlis de p1 et affaiblit l'Ogre gris ; la Malédiction de l'étreinte de la mort enchante p1 ; p0 vole l'Ogre avec un Acte de trahison ; une Guivre vorace arrive sous le contrôle de p1. L'Ogre garde son -2/-0 mais échappe à la Malédiction ; la Guivre ne subit que la Malédiction.
l01-p3-rules = Ce blocage ne concerne que les effets qui modifient des caractéristiques ou le contrôle. Un effet issu d'une résolution qui ne fait ni l'un ni l'autre modifie les *règles du jeu*, et il s'applique à chaque instant à tout ce qu'il désigne, y compris à des objets qui n'existaient pas quand il a commencé. « Prévenez toutes les blessures que des créatures devraient infliger ce tour-ci » arrête aussi une créature arrivée plus tard, et un permanent qui devient une créature plus tard dans le tour.
l01-p3-x = Une autre chose est fixée à la résolution : si le sort ou la capacité qui crée l'effet contient une variable comme X, sa valeur est déterminée une seule fois, au moment de la résolution, et ne change plus ensuite.
l01-rule-611-2d = Si un sort ou une capacité qui crée un effet continu contient une variable telle que X, sa valeur est déterminée une seule fois, à la résolution.

## Page 4

l01-p4-title = Les effets s'appliquent dès l'arrivée
l01-p4-enters = Les effets continus qui modifient les caractéristiques d'un permanent le font *au moment où il arrive sur le champ de bataille*, et non un instant après. Avec l'[[Honor of the Pure]] sur le champ de bataille, les jetons Soldat de [[Raise the Alarm]] arrivent en tant que créatures 2/2 ; à aucun moment ce ne sont des 1/1 qui attendent de grandir. Les capacités qui se déclenchent quand un permanent arrive le voient donc avec ces effets déjà appliqués.
l01-rule-611-3c = Les effets continus qui modifient les caractéristiques d'un permanent le font en même temps que son arrivée sur le champ de bataille, et non après ; ils s'appliquent avant que l'on vérifie si son arrivée déclenche une capacité.
l01-try-enters = L'Honneur des purs est sur le champ de bataille, puis Sonner l'alerte crée deux Soldats blancs 1/1. Ils arrivent en tant que créatures 2/2.
l01-p4-curse = Cela marche aussi dans l'autre sens. Si la [[Curse of Death's Hold]] vous enchante, une de vos créatures 1/1 arrive en tant que 0/0 : elle arrive bel et bien, donc ses capacités « quand cette créature arrive » se déclenchent, puis les actions basées sur un état la mettent au cimetière.

## Page 5

l01-p5-title = À vous de jouer
l01-p5-intro = Pour les questions calculées, le moteur trouve la réponse à partir du plateau et montre ses étapes en guise de corrigé. Réfléchissez d'abord.
l01-q1-prompt = Sur le plateau des deux Lions, le premier Lion à fourrure argentée (lion) était blanc quand le Ralliement du labo s'est résolu ; puis les Feux céruléens l'ont rendu bleu. Quelles sont sa force et son endurance ?
l01-q1-explain = L'effet du Ralliement vient d'un sort qui s'est résolu : l'ensemble des objets affectés a été déterminé à la résolution, quand le Lion était blanc, et le Lion garde donc le bonus après être devenu bleu (611.2c). La Croisade est une capacité statique et regarde le jeu à chaque instant (611.3a) ; ses « créatures blanches » sont lues après la couche 5, où les Feux céruléens ont rendu le Lion bleu : la Croisade ne s'applique donc plus à lui.
l01-q2-prompt = L'Exécution publique s'est résolue alors que p1 contrôlait l'Ogre gris (ogre) ; puis la Malédiction a enchanté p1, et p0 a pris le contrôle de l'Ogre avec un Acte de trahison. Quelles sont la force et l'endurance de l'Ogre ?
l01-q2-explain = Le -2/-0 de l'Exécution publique s'applique à une liste figée, dressée à la résolution : les autres créatures que p1 contrôlait à ce moment-là, dont l'Ogre (611.2c). Changer de camp ne retire pas l'Ogre de cette liste. La Malédiction de l'étreinte de la mort, capacité statique, s'applique aux créatures que le joueur enchanté contrôle *maintenant* (611.3a) ; l'Acte de trahison change le contrôle en couche 2, bien avant la couche 7c, et à ce stade l'Ogre n'est plus à p1.
l01-q3-prompt = La Guivre vorace (wurm) est arrivée sous le contrôle de p1 après la résolution de l'Exécution publique et après que la Malédiction a enchanté p1. Quelles sont sa force et son endurance ?
l01-q3-explain = La Guivre n'était pas sur le champ de bataille quand l'Exécution publique s'est résolue : elle ne fait pas partie de l'ensemble de cet effet, même si c'est maintenant une créature contrôlée par p1 (611.2c). La Malédiction suit l'état du jeu : toute créature contrôlée par p1 à un instant donné subit son -1/-1, y compris les nouvelles venues (611.3a).
l01-q4-prompt = L'Honneur des purs est sur le champ de bataille quand vous lancez Sonner l'alerte. Quelles sont la force et l'endurance d'un des jetons Soldat (alarm.1) ?
l01-q4-explain = Sonner l'alerte définit des Soldats blancs 1/1 : ce sont les valeurs de départ des jetons (613.1). La capacité statique de l'Honneur des purs s'applique à une créature blanche que vous contrôlez dès son arrivée sur le champ de bataille, et non après (611.3c) : les jetons ne sont jamais 1/1 sur le champ de bataille.
l01-q5-prompt = La Croisade et des Grizzlis (bears) sont sur le champ de bataille. Une Croissance gigantesque cible les Grizzlis, puis un Ploiement mental remplace « blanches » par « vertes » dans le texte de la Croisade ; puis le tour se termine. Quelles sont maintenant la force et l'endurance des Grizzlis ?
l01-q5-explain = Le +3/+3 de la Croissance gigantesque durait jusqu'à la fin du tour : il a pris fin pendant l'étape de nettoyage (611.2a, 514.2). Le Ploiement mental n'indique pas de durée : son changement de texte dure jusqu'à la fin de la partie (611.2a). Le texte de la Croisade est réécrit en couche 3, avant que son bonus ne s'applique en couche 7c : elle donne donc désormais +1/+1 aux créatures vertes, et les Grizzlis sont verts.
l01-q6-prompt = Vous activez l'Endosquelette en ciblant votre créature : elle doit gagner +0/+3 « tant que l'Endosquelette reste engagé ». En réponse, votre adversaire dégage l'Endosquelette. Que se passe-t-il quand la capacité se résout ?
l01-q6-c1 = La créature gagne +0/+3 jusqu'à la fin de la partie : la condition ne peut plus mettre fin à l'effet.
l01-q6-c2 = La créature gagne +0/+3, qui prend fin aussitôt.
l01-q6-c3 = Rien : la durée s'est terminée avant que l'effet ne puisse commencer.
l01-q6-c4 = La créature gagne +0/+3 jusqu'à la fin du tour.
l01-q6-explain = Une durée « tant que » déjà terminée au moment où l'effet devrait commencer fait que l'effet ne fait rien. Il ne commence pas pour s'arrêter aussitôt, et il ne dure pas indéfiniment (611.2b). C'est l'exemple même que le cours tire des règles.
l01-q6-c1-not = Une durée « tant que » déjà terminée ne devient pas une durée sans fin : la règle dit que l'effet ne fait rien, et qu'il ne dure pas non plus indéfiniment (611.2b).
l01-q6-c2-not = L'effet ne commence pas pour s'arrêter aussitôt : quand sa durée s'est terminée avant qu'il ne s'applique pour la première fois, il ne commence jamais (611.2b). La nuance compte : un effet qui n'a jamais commencé ne s'est jamais appliqué, pas même un instant.
l01-q6-c4-not = La capacité indique sa propre durée, « tant que l'Endosquelette reste engagé » ; rien n'en fait un « jusqu'à la fin du tour ». Cette durée étant déjà terminée, l'effet ne fait rien (611.2b).
l01-q7-prompt = Vous lancez un éphémère : « Prévenez toutes les blessures que des créatures devraient infliger ce tour-ci. » Une fois qu'il s'est résolu, votre adversaire lance une créature ayant la célérité et attaque avec. Ses blessures de combat sont-elles prévenues ?
l01-q7-c1 = Oui : l'effet ne modifie ni caractéristiques ni contrôle ; il modifie donc les règles du jeu, et s'applique aussi aux créatures qui arrivent ensuite.
l01-q7-c2 = Non : l'ensemble des créatures affectées a été déterminé à la résolution de l'éphémère.
l01-q7-c3 = Seulement si la créature était déjà dans la main de son propriétaire quand l'éphémère s'est résolu.
l01-q7-explain = Seuls les effets qui modifient des caractéristiques ou le contrôle fixent leur ensemble d'objets quand ils commencent. Un effet de prévention qui ne fait ni l'un ni l'autre modifie les règles du jeu : il s'applique à chaque instant à ce qu'il désigne, y compris à une créature qui n'était pas sur le champ de bataille quand il a commencé (611.2c).
l01-q7-c2-not = Seul un effet qui modifie des caractéristiques ou le contrôle fige son ensemble d'objets quand il commence (611.2c). Prévenir des blessures ne fait ni l'un ni l'autre : l'effet modifie les règles du jeu, et s'applique à chaque instant à ce qu'il désigne.
l01-q7-c3-not = L'endroit où se trouvait la créature quand l'éphémère s'est résolu n'a aucune importance : un effet qui modifie les règles du jeu ne fixe aucun ensemble d'objets, il atteint donc toute créature qui infligerait des blessures ce tour-ci, d'où qu'elle vienne (611.2c).
l01-q8-prompt = Lequel de ces effets redétermine, à chaque instant, les objets auxquels il s'applique ?
l01-q8-c1 = Le -2/-0 de l'Exécution publique.
l01-q8-c2 = Le +1/+1 de la Croisade.
l01-q8-c3 = Le +3/+3 de la Croissance gigantesque.
l01-q8-c4 = Le changement de contrôle de l'Acte de trahison.
l01-q8-explain = Le bonus de la Croisade vient d'une capacité statique, qui n'est jamais bloquée : elle s'applique à chaque instant aux créatures blanches présentes sur le champ de bataille (611.3a). Les trois autres viennent de sorts qui, en se résolvant, modifient des caractéristiques ou le contrôle : chacun a fixé son ensemble d'objets en commençant (611.2c).
l01-q8-c1-not = L'Exécution publique est un sort qui se résout et modifie des caractéristiques : son -2/-0 va aux créatures de sa liste, dressée une fois pour toutes à la résolution (611.2c).
l01-q8-c3-not = Le +3/+3 de la Croissance gigantesque vient d'un sort qui se résout : son ensemble, la créature ciblée, est fixé à la résolution (611.2c), quoi que devienne ensuite cette créature.
l01-q8-c4-not = Le changement de contrôle de l'Acte de trahison vient d'un sort qui se résout et change le contrôle : il fige son ensemble, la créature ciblée, à la résolution (611.2c).
