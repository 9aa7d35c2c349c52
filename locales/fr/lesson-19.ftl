# Leçon 19 : les tampons horaires pour lesquels le cours de 2011 n'a aucun plateau (Équipements,
# capacités statiques octroyées, marqueurs qui reçoivent un nouveau tampon horaire, déphasage).

l19-title = Les tampons horaires aujourd'hui : Équipements, capacités octroyées, marqueurs, déphasage
l19-summary = Quatre points sur lesquels un examen de juge interroge et que le cours de 2011 n'a jamais mis sur un plateau : un Équipement reçoit un nouveau tampon horaire chaque fois qu'on l'attache à une créature ; une capacité statique octroyée par un autre effet prend le plus récent de deux tampons horaires ; un marqueur placé sur un objet donne un nouveau tampon horaire à tous les marqueurs de sa sorte ; et un permanent qui passe hors phase puis de nouveau en phase garde son tampon horaire, mais manque ce qui s'est résolu pendant son absence.

## Page 1

l19-p1-title = Équiper, puis équiper de nouveau
l19-p1-intro = Le [[Colossus Hammer]] est un Équipement : « La créature équipée gagne +10/+10 et perd le vol. Équipement {"{"}8{"}"} ». Équiper est une capacité activée qui l'attache à une créature que vous contrôlez (702.6a). La [[Levitation]] dit : « Les créatures que vous contrôlez ont le vol. » L'un retire une capacité, l'autre en ajoute une : les deux effets s'appliquent donc en couche 6, et aucun ne dépend de l'autre ; ce sont leurs tampons horaires qui décident. Les questions ci-dessous demandent quel tampon horaire a l'effet du Marteau, et quand il change.
l19-rule-613-7e = Une Aura, un Équipement ou une Fortification reçoit un nouveau tampon horaire chaque fois qu'on l'attache à un objet ou à un joueur.
l19-rule-702-6a = « Équipement [coût] » signifie « [Coût] : Attachez ce permanent à une créature ciblée que vous contrôlez. N'activez qu'en tant que rituel. »
l19-q1-prompt = Vous équipez vos [[Grizzly Bears]] du [[Colossus Hammer]]. Plus tard, vous lancez une [[Levitation]]. Quelles capacités ont les Grizzlis ?
l19-q1-why = Le « perd le vol » du Marteau a le tampon horaire que le Marteau a reçu en devenant attaché (613.7e) ; le vol de la Lévitation a celui de la Lévitation, plus récent. Les deux s'appliquent en couche 6 (613.1f), dans l'ordre du tampon horaire (613.7) : les Grizzlis perdent un vol qu'ils n'ont pas encore, puis la Lévitation le leur donne.
l19-q2-prompt = Sur ce plateau, quelles sont la force et l'endurance des Grizzlis ?
l19-q2-why = Le +10/+10 fait partie du même effet, et cette partie s'applique en 7c (613.4c), quoi qu'il se soit passé en couche 6 : 2/2 plus 10/10 donne 12/12.
l19-q3-prompt = Votre Marteau colossal était sur vos Grizzlis quand vous avez lancé la Lévitation. Puis vous équipez votre [[Gray Ogre]] du Marteau. Quelles capacités a l'Ogre ?
l19-q3-why = En devenant attaché à l'Ogre, le Marteau a reçu un nouveau tampon horaire (613.7e), désormais plus récent que celui de la Lévitation. En couche 6, la Lévitation donne d'abord le vol, et le « perd le vol » du Marteau vient après elle (613.7) : l'Ogre n'a aucune capacité.
l19-q4-prompt = Sur ce plateau, quelles capacités ont les Grizzlis ?
l19-q4-why = L'effet du Marteau s'applique à la créature équipée, qui est maintenant l'Ogre ; rien ne retire le vol que la Lévitation donne aux Grizzlis (613.1f).
l19-try-hammer = Regardez la couche 6 : quel effet s'applique d'abord aux Grizzlis, et quel tampon horaire a chacun.
l19-try-hammer-moves = Comparez le tampon horaire du Marteau sur ce plateau avec celui du plateau précédent : il a changé, celui de la Lévitation non.
l19-p1-after = Les effets d'un Équipement prennent le tampon horaire de l'Équipement, et ce tampon horaire est renouvelé chaque fois qu'il devient attaché (613.7e), exactement comme pour une Aura : déplacer le Marteau sur une autre créature rend son « perd le vol » plus récent que la Lévitation, sur sa nouvelle créature seulement. En 2011, c'était la règle 613.6d.

## Page 2

l19-p2-title = Une capacité statique octroyée par un autre effet
l19-p2-intro = La [[Rune of Flight]] est une Aura « Enchanter : permanent ». Tant que le permanent enchanté est une créature, il a le vol ; tant que c'est un Équipement, la Rune lui donne une capacité statique qui lui est propre : « La créature équipée a le vol. » L'effet de cette capacité octroyée a besoin d'un tampon horaire : celui de l'Équipement, ou celui de la Rune ?
l19-rule-613-7a = Un effet continu généré par une capacité statique a le tampon horaire de l'objet qui porte la capacité, ou celui de l'effet qui a créé la capacité, selon lequel est le plus récent. Si c'est l'effet qui a créé la capacité qui est le plus récent et que l'objet reçoit ensuite un nouveau tampon horaire, les effets de la capacité en reçoivent un nouveau eux aussi, dans le même ordre qu'avant.
l19-q5-prompt = Vos [[Grizzly Bears]] sont équipés du [[Colossus Hammer]]. Puis vous enchantez le Marteau avec une [[Rune of Flight]]. Quelles capacités ont les Grizzlis ?
l19-q5-why = Le « perd le vol » propre au Marteau a le tampon horaire du Marteau. Le « La créature équipée a le vol » que donne la Rune a le plus récent des deux tampons horaires, celui du Marteau et celui de la Rune (613.7a) : celui de la Rune. En couche 6, les Grizzlis perdent le vol, puis la capacité octroyée le leur donne (613.1f, 613.7).
l19-q6-prompt = Puis vous équipez votre [[Gray Ogre]] du Marteau, toujours enchanté par la Rune. Quelles capacités a l'Ogre ?
l19-q6-why = Le Marteau reçoit un nouveau tampon horaire (613.7e). La capacité octroyée avait le tampon horaire le plus récent, celui de la Rune : son effet reçoit donc lui aussi un nouveau tampon horaire, et les deux effets gardent leur ordre (613.7a, deuxième phrase) : « perd le vol » d'abord, « a le vol » ensuite. L'Ogre vole.
l19-q7-prompt = Sur ce plateau, quelles capacités ont les Grizzlis ?
l19-q7-why = Le Marteau a quitté les Grizzlis, emportant à la fois son « perd le vol » imprimé et le vol que la Rune octroie par son intermédiaire (613.7e) : les Grizzlis n'ont aucune capacité à eux.
l19-try-rune = En couche 6, regardez les deux effets qui viennent du Marteau : quel tampon horaire porte chacun ?
l19-try-rune-moves = Le Marteau s'est déplacé avec la Rune sur lui : comparez l'ordre de ses deux effets avec celui du plateau précédent.
l19-p2-after = L'effet d'une capacité statique octroyée est aussi récent que la plus récente de deux choses : l'objet qui porte la capacité, et l'effet qui l'a octroyée (613.7a). Quand l'Équipement se déplace, ses deux effets reçoivent un nouveau tampon horaire mais gardent leur ordre : le vol que donne la Rune vient donc toujours après le « perd le vol » propre au Marteau. En 2011, cette règle portait le numéro 613.6a.

## Page 3

l19-p3-title = Les marqueurs d'une même sorte partagent un tampon horaire
l19-p3-intro = Un marqueur « vol » donne le vol à l'objet (122.1b), en couche 6 avec les autres effets qui ajoutent et retirent des capacités, et avec un tampon horaire qui lui est propre. La leçon 17 plaçait un marqueur avant ou après la [[Dress Down]] (« Les créatures perdent toutes leurs capacités. »). Ici, une créature a déjà un marqueur « vol » placé avant la Déculottée, et un second marqueur arrive après elle.
l19-rule-613-7c = Chaque marqueur reçoit un tampon horaire au moment où il est placé sur un objet ou sur un joueur. Si l'objet a déjà des marqueurs de cette sorte, chacun d'eux reçoit le tampon horaire du nouveau marqueur.
l19-rule-122-1b = Les marqueurs de mot-clé (vol, piétinement, défense talismanique et d'autres) donnent cette capacité mot-clé à l'objet sur lequel ils se trouvent.
l19-q8-prompt = Vos [[Grizzly Bears]] ont un marqueur « vol ». Votre adversaire lance une [[Dress Down]]. Puis un autre marqueur « vol » est placé sur les Grizzlis. Quelles capacités ont-ils ?
l19-q8-why = Le nouveau marqueur reçoit un tampon horaire, et le marqueur « vol » déjà présent reçoit ce même tampon horaire (613.7c) : les deux sont plus récents que la Déculottée. En couche 6, la Déculottée retire d'abord toutes les capacités, puis les marqueurs donnent le vol (122.1b, 613.1f).
l19-q9-prompt = Même début : un marqueur « vol », puis la Déculottée. Mais le marqueur placé ensuite est un marqueur « piétinement ». Quelles capacités ont les Grizzlis ?
l19-q9-why = Seuls les marqueurs de la même sorte reçoivent un nouveau tampon horaire (613.7c). Le marqueur « vol » garde le sien, plus ancien que la Déculottée : le vol qu'il donne est donc retiré. Le marqueur « piétinement » est plus récent et donne le piétinement après la Déculottée.
l19-try-restamped = En couche 6, trouvez le tampon horaire des marqueurs et comparez-le à celui de la Déculottée.
l19-try-other-kind = Le même ordre des événements, avec deux sortes de marqueurs : regardez le tampon horaire de chaque marqueur.
l19-p3-after = Un marqueur déjà placé sur un objet reçoit un tampon horaire plus récent, sans que rien ne bouge, quand un marqueur de plus de sa sorte arrive : le nouveau les renouvelle tous (613.7c). Un marqueur d'une autre sorte ne change rien pour le premier. Les marqueurs de mot-clé et cette règle datent de 2020 : le texte de 2011 du cours ne connaît ni les uns ni l'autre.

## Page 4

l19-p4-title = Le déphasage : l'absence, le retour, et ce qui a été manqué
l19-p4-intro = Un permanent qui passe hors phase est traité comme s'il n'existait pas jusqu'à ce qu'il passe en phase (702.26b), mais il ne quitte jamais le champ de bataille. Deux questions en découlent : que devient un effet qui commence pendant son absence, et quel tampon horaire a-t-il à son retour ?
l19-rule-702-26b = Un permanent hors phase est traité comme s'il n'existait pas : il ne peut ni affecter quoi que ce soit d'autre dans la partie, ni être affecté par quoi que ce soit.
l19-rule-702-26d = Le déphasage n'est pas un changement de zone : le permanent ne quitte pas le champ de bataille et n'y arrive pas, et les marqueurs restent sur lui.
l19-rule-702-26e = Un effet continu d'un sort ou d'une capacité qui se résout et qui modifie des caractéristiques n'inclut pas les permanents hors phase dans l'ensemble des objets qu'il affecte.
l19-q10-prompt = Vous lancez une [[Giant Growth]] sur vos [[Grizzly Bears]]. Puis les Grizzlis passent hors phase, et un sort dit « Les créatures que vous contrôlez gagnent +2/+2 jusqu'à la fin du tour. » Puis les Grizzlis passent en phase. Quelles sont leur force et leur endurance ?
l19-q10-why = L'ensemble des objets affectés par le +2/+2 a été déterminé quand l'effet a commencé (611.2c), et un permanent hors phase est exclu de cet ensemble (702.26e) : les Grizzlis ne le reçoivent pas à leur retour. La Croissance gigantesque a commencé avant leur départ, et elle dure jusqu'à la fin du tour : 2/2 plus 3/3 donne 5/5.
l19-q11-prompt = Sur ce plateau, quelles sont la force et l'endurance de vos [[Llanowar Elves]] ?
l19-q11-why = Les Elfes étaient sur le champ de bataille, en phase, quand le +2/+2 a commencé : ils font partie de son ensemble (611.2c). 1/1 plus 2/2 donne 3/3.
l19-q12-prompt = Vous contrôlez une [[Levitation]] et des [[Grizzly Bears]] ; votre adversaire lance ensuite une [[Dress Down]]. Plus tard, la Lévitation passe hors phase, puis de nouveau en phase. Quelles capacités ont les Grizzlis ?
l19-q12-why = Passer en phase, ce n'est pas arriver sur le champ de bataille (702.26d) : la Lévitation ne reçoit donc pas de nouveau tampon horaire, et elle est toujours plus ancienne que la Déculottée. En couche 6, la Lévitation donne le vol, puis la Déculottée le retire (613.1f, 613.7).
l19-q13-prompt = Vous lancez une [[Giant Growth]] sur vos [[Grizzly Bears]] alors que votre [[Glorious Anthem]] est hors phase. Quelles sont la force et l'endurance des Grizzlis ?
l19-q13-why = Un permanent hors phase est traité comme s'il n'existait pas (702.26b) : sa capacité statique ne génère aucun effet. Seule la Croissance gigantesque s'applique, en 7c : 5/5, et 6/6 dès que l'Antienne passe en phase.
l19-try-rally = Parcourez le plateau : à quelles créatures s'applique le +2/+2 ?
l19-try-keeps = Regardez le tampon horaire de la Lévitation après son retour en phase.
l19-p4-after = Le déphasage soustrait un permanent au regard de la partie sans le déplacer : pendant son absence, ses propres capacités statiques ne font rien, et les effets dont l'ensemble est déterminé au moment où ils commencent le manquent pour de bon (702.26e) ; à son retour, il a le tampon horaire qu'il a toujours eu (702.26d). Le cours de 2011 n'a aucun plateau avec du déphasage.

## Page 5

l19-p5-title = Un sort, deux ensembles
l19-p5-intro = Certains sorts font deux choses à la fois : ils changent ce que sont des créatures, et ils changent ce que des créatures doivent faire ou ne peuvent pas faire en combat. La première sorte d'effet détermine son ensemble d'objets affectés au moment où il commence. La seconde est une règle du jeu, appliquée après toutes les couches (613.11). Reste à savoir ce qui se passe quand un même effet a des parties des deux sortes, et qu'une créature arrive après son début.
l19-rule-611-2c = Un effet issu de la résolution d'un sort ou d'une capacité qui modifie des caractéristiques ou change le contrôle détermine son ensemble d'objets affectés au moment où il commence ; un effet qui ne fait ni l'un ni l'autre modifie les règles du jeu, et peut affecter des objets qui n'étaient pas affectés quand il a commencé. Si un même effet a des parties des deux sortes, l'ensemble auquel chaque partie s'applique est déterminé indépendamment.
l19-rule-613-11 = Certains effets continus affectent les règles du jeu plutôt que des objets, par exemple une créature qui doit attaquer ce tour-ci si possible. Ils s'appliquent après tous les autres effets continus.
l19-q14-prompt = Votre adversaire contrôle des [[Grizzly Bears]]. Vous lancez un sort qui dit : « Les créatures que vos adversaires contrôlent gagnent -1/-0 jusqu'à la fin du tour et bloquent ce tour-ci si possible. » Votre adversaire met ensuite des [[Llanowar Elves]] sur le champ de bataille. Quelles sont la force et l'endurance des Elfes ?
l19-q14-why = Le -1/-0 change la force : l'ensemble de cette partie a été déterminé quand l'effet a commencé (611.2c), et les Elfes n'étaient pas là. Ils gardent leur 1/1 imprimé.
l19-q15-prompt = Sur ce plateau, quelles sont la force et l'endurance des Grizzlis ?
l19-q15-why = Les Grizzlis étaient là quand l'effet a commencé : ils font partie de l'ensemble de son -1/-0, qui s'applique en couche 7c (613.4c). 2/2 moins 1/0 donne 1/2.
l19-q16-prompt = Sur ce plateau, les Elfes doivent-ils bloquer ce tour-ci si possible ?
l19-q16-a = Oui : « bloquer si possible » ne change aucune caractéristique, l'ensemble de cette partie est donc déterminé à part et suit le plateau.
l19-q16-b = Non : un sort résolu détermine son ensemble d'objets au moment où il se résout, pour toutes ses parties.
l19-q16-c = Oui, et ils gagnent aussi -1/-0 : tout le sort suit le plateau.
l19-q16-why = La 611.2c se termine ainsi : si un même effet a des parties qui modifient des caractéristiques et d'autres qui n'en modifient pas, l'ensemble auquel chaque partie s'applique est déterminé indépendamment. « Bloquer ce tour-ci si possible » est une règle du jeu (613.11) : elle s'applique à toutes les créatures que votre adversaire contrôle maintenant, Elfes compris, tandis que le -1/-0 reste sur les Grizzlis.
l19-q16-b-not = Cela ne vaut que pour les parties qui modifient des caractéristiques ou changent le contrôle. Une partie qui ne fait ni l'un ni l'autre modifie les règles du jeu, et son ensemble est déterminé à part (611.2c) : « bloquer ce tour-ci si possible » atteint les Elfes, arrivés après la résolution du sort.
l19-q16-c-not = Le -1/-0 modifie des caractéristiques : son ensemble a été fixé quand l'effet a commencé, sans les Elfes (611.2c). Seule la partie qui ne change aucune caractéristique suit le plateau.
l19-try-two-sets = Comparez les deux étapes : quels objets l'étape de la couche 7c affecte, et quels objets l'étape des règles affecte.
l19-p5-after = Un sort, deux ensembles : les parties qui changent ce que sont les objets déterminent leur ensemble quand l'effet commence, et les parties qui sont des règles du jeu regardent le plateau à chaque fois. Le texte de 2011 de la 611.2c, celui du cours, contient les deux premières moitiés de cette règle ; la phrase sur un effet qui a des parties des deux sortes n'y figure pas.
