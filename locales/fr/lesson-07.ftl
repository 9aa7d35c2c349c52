## Leçon 7 : couche 1, effets de copie et statut face cachée

l07-title = Couche 1 : effets de copie et statut face cachée
l07-summary = La couche 1 établit ce qu'*est* un objet avant que quoi que ce soit d'autre y touche : effets de copie, choix faits « en arrivant », statut face cachée. Il en sort les valeurs copiables de l'objet, et c'est tout ce qu'une copie en reprend, une fois, au moment où son effet de copie commence. Les cartes du cours pour cette couche sont le [[Clone]], l'[[Essence of the Wild]], le [[Cemetery Puca]] et l'[[Primal Clay]], avec son exemple d'un [[Phyrexian Metamorph]] qui copie une créature face cachée ; le [[Quicksilver Gargantuan]] est une carte de ce tutoriel.

## Page 1

l07-p1-title = Ce qui se passe en couche 1
l07-rule-1a = Couche 1 : les règles et les effets qui modifient les valeurs copiables s'appliquent (le texte de 2011 disait : les effets de copie).
l07-p1-text1 = La couche 1 rassemble les effets qui disent « X devient une copie de Y », « copiez Y », « X arrive sur le champ de bataille en tant que copie de Y » ou « au moment où X arrive, il devient Y ». Ils partent de la carte imprimée et remplacent ses caractéristiques par celles d'un autre objet. Un effet de copie n'a en général pas de durée : il dure jusqu'à ce que l'objet quitte le champ de bataille. Souvent, mais pas toujours : la réponse de forum du cours cite aussi Tisse-miroir, un éphémère qui fait de chaque autre créature une copie d'une créature non légendaire ciblée jusqu'à la fin du tour. Cet effet relève lui aussi de la couche 1 et, comme tout effet dont la durée est indiquée, il prend fin pendant l'étape de nettoyage ; les créatures retrouvent alors leurs propres valeurs.
l07-p1-text2 =
    Les cartes du cours pour cette couche :
    - le [[Clone]] peut arriver sur le champ de bataille en tant que copie de n'importe quelle créature sur le champ de bataille ;
    - l'[[Essence of the Wild]] fait arriver les créatures de son contrôleur en tant que copies d'elle-même ;
    - le [[Cemetery Puca]] devient une copie d'une créature qui meurt, sauf qu'il garde sa propre capacité ;
    - l'[[Primal Clay]] choisit au moment où elle arrive : une 3/3, une 2/2 avec le vol, ou un Mur 1/6 avec le défenseur.
l07-p1-text3 = L'Argile primordiale n'a pas d'effet de copie, mais les règles actuelles rangent ce genre de choix « en arrivant » au même endroit, dans la sous-couche 1a (le texte du forum du cours l'appelait l'étape « 1bis »). La couche 1 a aujourd'hui deux sous-couches, 1a pour les effets copiables et 1b pour le statut face cachée ; en 2011, c'était une seule couche. Autre changement : aujourd'hui, les capacités de définition de caractéristique ne passent pas en premier dans la couche 1 (seulement dans les couches 2 à 6 et en 7a), alors que la règle de 2011 disait couches 1 à 6.
l07-rule-2 = La couche 1 se divise en sous-couches : 1a, les effets copiables (effets de copie, et capacités « au moment où il arrive » ou « au moment où il est retourné face visible » qui fixent la force et l'endurance) ; 1b, le statut face cachée.
l07-try-essence = Les Grizzlis arrivent en tant que copie de l'Essence de la Nature : un effet de copie, en sous-couche 1a.
l07-q-essence-pt-prompt = Vous contrôlez l'[[Essence of the Wild]]. Des [[Grizzly Bears]] arrivent sur le champ de bataille sous votre contrôle. Quelles sont la force et l'endurance des Grizzlis ?
l07-q-essence-pt-why = L'Essence de la Nature fait arriver vos autres créatures en tant que copies d'elle-même ; l'effet de copie qui en résulte s'applique en sous-couche 1a (613.2a) et remplace toutes les caractéristiques imprimées des Grizzlis par les valeurs copiables de l'Essence (707.2). Aucune couche suivante ne modifie leur force ou leur endurance.
l07-q-clay-clone-pt-prompt = En arrivant, une [[Primal Clay]] a choisi sa troisième option, le Mur avec le défenseur. Puis le [[Clone]] de votre adversaire arrive en tant que copie de celle-ci, et, au moment où il arrive, votre adversaire choisit la 3/3. Quelles sont la force et l'endurance du Clone ?
l07-q-clay-clone-pt-why = Le choix fait par l'Argile primordiale au moment où elle est arrivée fait partie de ses valeurs copiables (707.2) ; aujourd'hui, il se range dans la sous-couche 1a, à côté des effets de copie (613.2a). Le Clone copie ces valeurs, type Mur et défenseur compris, et non la carte telle qu'elle est imprimée. Il copie aussi la capacité « en arrivant », qui s'applique au moment où le Clone arrive, avec un choix qui lui est propre (707.5, 707.6) : la 3/3 fixe sa force et son endurance, après son effet de copie, dans la sous-couche 1a. Le Clone est un Mur 3/3 avec le défenseur.

## Page 2

l07-p2-title = Valeurs copiables : ce que prend une copie
l07-rule-707-2 = Une copie prend les valeurs copiables de l'original : ses valeurs imprimées, modifiées par les autres effets de copie, par le statut face cachée et par les capacités « au moment où il arrive » qui fixent la force et l'endurance. Les autres effets, les statuts et les marqueurs ne sont pas copiés.
l07-p2-text1 =
    Une copie regarde l'objet tel que la couche 1 le laisse, et rien d'autre. Elle ne voit pas :
    - les marqueurs, +1/+1 ou de toute autre sorte ;
    - les effets des couches 2 à 7 : un changement de contrôle, un type ou une couleur donnés par un effet, des capacités ajoutées ou retirées, un bonus de force et d'endurance ;
    - les statuts : engagé ou dégagé, face visible ou face cachée, inversé ou non.
l07-p2-text2 = Le cours résume le principe en une ligne : un objet A qui devient une copie d'un objet B prend les valeurs copiables *de B* comme ses propres valeurs copiables. (L'article avait d'abord imprimé « de A » ; quand un lecteur a demandé dans les commentaires s'il s'agissait d'une coquille, l'auteur a répondu par la ligne corrigée.) Si B est lui-même une copie, A copie donc ce que B a copié.
l07-try-clone-bears = Le Clone copie les Grizzlis imprimés, pas les Grizzlis gonflés et volés qu'il a sous les yeux.
l07-q-clone-bears-pt-prompt = Vos [[Grizzly Bears]] ont deux marqueurs +1/+1 et ont reçu une [[Giant Growth]] ce tour-ci ; puis votre adversaire en a pris le contrôle avec un [[Act of Treason]]. Son [[Clone]] arrive en tant que copie des Grizzlis. Quelles sont la force et l'endurance du Clone ?
l07-q-clone-bears-pt-why = L'effet de copie s'applique en sous-couche 1a et ne prend que les valeurs copiables des Grizzlis, c'est-à-dire leurs caractéristiques imprimées (707.2). Les marqueurs et le bonus de la Croissance gigantesque s'appliquent à l'original en sous-couche 7c et ne sont pas copiés ; le changement de contrôle de l'Acte de trahison (couche 2) et sa célérité (couche 6) non plus. Rien ne modifie le Clone lui-même après la couche 1.

## Page 3

l07-p3-title = Les exceptions font partie de la copie
l07-rule-707-9 = Un effet de copie peut modifier le processus de copie : une exception, un type ou une capacité en plus, une valeur qu'il fixe. Cette modification fait partie des valeurs copiables de la copie, si bien que tout ce qui copie la copie en hérite.
l07-p3-text1 =
    Le cours insiste : les exceptions et les modifications au processus normal de copie font partie intégrante de l'effet de copie. Elles se retrouvent donc dans les valeurs copiables, et elles se transmettent.
    - le [[Phyrexian Metamorph]] copie un artefact ou une créature « sauf qu'il est un artefact en plus de ses autres types » ;
    - le [[Quicksilver Gargantuan]] copie une créature « sauf qu'il a une force et une endurance de base de 7/7 » ;
    - le [[Cemetery Puca]] devient une copie de la créature qui est morte « sauf qu'il a cette capacité », ce qui lui permet de recommencer.
l07-p3-text2 = Une subtilité des règles actuelles : quand un effet de copie fixe lui-même une caractéristique, une capacité de définition de caractéristique de l'original qui définit cette même caractéristique n'est pas copiée (707.9d). Un Gargantuesque qui copie un [[Tarmogoyf]] est un Tarmogoyf de force et d'endurance de base 7/7, sans la capacité du Tarmogoyf qui les définit. Un Clone qui arrive ensuite en tant que copie de ce Gargantuesque prend ces valeurs copiables, exception comprise, au moment où il arrive.
l07-try-gargantuan = La sous-couche 1a contient deux effets de copie. Regardez leur ordre, et ce que celui du Clone lui donne.
l07-q-gargantuan-clone-pt-prompt = Vous contrôlez un [[Tarmogoyf]]. Le [[Quicksilver Gargantuan]] de votre adversaire arrive en tant que copie de celui-ci, puis votre [[Clone]] arrive en tant que copie du Gargantuesque. Quelles sont la force et l'endurance du Clone ?
l07-q-gargantuan-clone-pt-why = L'exception du Gargantuesque fait partie de son effet de copie, donc de ses valeurs copiables (707.9b), et la capacité du Tarmogoyf qui définit sa force et son endurance n'est pas copiée, puisque l'exception fixe ces valeurs (707.9d). Le Clone est arrivé après que le Gargantuesque est devenu ce Tarmogoyf : il a pris ces valeurs copiables au moment où il est arrivé, exception comprise (707.2, 707.3). Dans la sous-couche 1a, les deux effets de copie passent simplement dans l'ordre du tampon horaire, et il ne reste aucune capacité de définition de caractéristique à appliquer en 7a.
l07-try-puca = Le Pucca devient une copie de la Guivre qui est morte, en gardant sa propre capacité déclenchée.
l07-q-puca-abilities-prompt = Votre [[Cemetery Puca]] est sur le champ de bataille. La [[Craw Wurm]] de votre adversaire meurt, et vous payez pour que le Pucca devienne une copie de celle-ci. Quelles capacités a le Pucca ?
l07-q-puca-abilities-why = La capacité déclenchée du Pucca crée un effet de copie en sous-couche 1a, qui prend son tampon horaire à la résolution (613.7b), avec une exception : le Pucca garde cette capacité déclenchée. L'exception fait partie de l'effet de copie (707.9) : le Pucca a les valeurs copiables de la Guivre plus cette capacité, et il pourra recommencer à la prochaine créature qui meurt.
l07-q-what-is-copied-prompt = Un permanent est copié. Parmi ces éléments, lequel la copie reprend-elle ?
l07-q-what-is-copied-a = Les marqueurs +1/+1 posés sur le permanent.
l07-q-what-is-copied-b = L'exception de l'effet de copie qui a fait du permanent ce qu'il est, comme le « sauf qu'il est un artefact en plus de ses autres types » du Métamorphe phyrexian.
l07-q-what-is-copied-c = Le type de carte créature qu'il a parce qu'Opalescence en fait une créature.
l07-q-what-is-copied-d = Son statut face cachée.
l07-q-what-is-copied-a-not = Les marqueurs ne sont pas des valeurs copiables : ils modifient l'original en 7c et restent sur lui. Une copie part des valeurs copiables, sans marqueur (707.2).
l07-q-what-is-copied-c-not = Opalescence change le type en couche 4, après la couche 1 : ce n'est pas une valeur copiable, et la copie ne le reprend donc pas de l'original. (Si la copie est elle-même un enchantement non-Aura, c'est l'effet d'Opalescence qui en fait aussi une créature.)
l07-q-what-is-copied-d-not = Être face cachée est un statut, et un statut ne se copie pas : la copie d'un permanent face cachée copie ses valeurs face cachée, une 2/2 sans nom, mais elle est elle-même face visible (707.2, 708.2).
l07-q-what-is-copied-why = Seules les valeurs copiables sont copiées (707.2) : les valeurs imprimées, modifiées par les effets de copie, exceptions comprises (707.9b), par le statut face cachée et par les choix faits « en arrivant ». Les marqueurs ne sont pas copiés ; le changement de type d'Opalescence est un effet de couche 4, pas une valeur copiable ; et un statut comme « face cachée » ne l'est pas davantage (la copie d'un permanent face cachée est face visible).

## Page 4

l07-p4-title = Face cachée : la sous-couche 1b
l07-rule-708-2 = Sauf si l'effet qui l'a retourné face cachée en dispose autrement, un permanent face cachée est une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana.
l07-p4-text1 = Dans les règles de 2011 du cours, le statut face cachée s'appliquait juste après les effets de copie de la couche 1 (le texte du forum l'appelait l'étape « 1ter »). Aujourd'hui, c'est la sous-couche 1b (613.2b). Ses valeurs sont copiables : la copie d'un permanent face cachée copie une créature 2/2 sans nom, incolore et sans capacité. Le statut lui-même n'est pas copié : la copie est face visible.
l07-p4-text2 = Ce plateau est l'exemple du cours : un [[Phyrexian Metamorph]] arrive en tant que copie d'une créature face cachée. C'est désormais une créature-artefact 2/2 face visible : il a copié les valeurs de la face cachée, et sa propre exception a ajouté le type artefact. Puis un [[Clone]] arrive en tant que copie du Métamorphe. C'est lui aussi une créature-artefact 2/2 face visible : en arrivant, il a pris les valeurs copiables du Métamorphe, et le « sauf qu'il est un artefact » fait partie de l'effet de copie du Métamorphe ; le Clone l'emporte donc avec lui.
l07-try-metamorph = Le Clone copie le Métamorphe, qui a copié une créature face cachée : l'exception « artefact » suit.
l07-q-metamorph-clone-types-prompt = Une créature est face cachée. Un [[Phyrexian Metamorph]] arrive en tant que copie de celle-ci, puis un [[Clone]] arrive en tant que copie du Métamorphe. Quels sont les types de carte du Clone ?
l07-q-metamorph-clone-types-why = Le Métamorphe copie les valeurs copiables de la créature face cachée, définies par son statut face cachée (708.2, 707.2), et ajoute le type de son exception ; cette exception fait partie de son effet de copie, donc de ses valeurs copiables (707.9b). Le Clone copie ces valeurs en sous-couche 1a. Être face cachée est un statut, et un statut ne se copie pas.
l07-q-face-down-layer-prompt = Un permanent est retourné face cachée. Dans quelle sous-couche devient-il une créature 2/2 sans nom et sans capacité ?
l07-q-face-down-layer-why = Le statut face cachée s'applique en sous-couche 1b, après les effets copiables de la 1a (613.2b, 708.2). Les règles de 2011 du cours n'avaient pas de sous-couches en couche 1 ; le texte du forum appelait cette étape « 1ter ».

## Page 5

l07-p5-title = Une copie prend ses valeurs une fois pour toutes
l07-p5-text1 = Quand une copie regarde-t-elle l'original ? Une seule fois, au moment où son effet de copie commence : un [[Clone]] prend les valeurs copiables de l'original telles qu'elles sont quand il arrive sur le champ de bataille, et elles deviennent ses propres valeurs copiables. Si l'original est lui-même une copie, ces valeurs comprennent déjà cet effet de copie et ses exceptions : la copie d'une copie n'a plus besoin de rien de l'autre effet de copie, et dans la sous-couche 1a les effets de copie s'appliquent simplement dans l'ordre du tampon horaire. Et si l'original change ensuite ?
l07-rule-707-3 = Les valeurs copiables de la copie deviennent les informations copiées, modifiées par le statut de la copie ; les objets qui copient cette copie utilisent ces nouvelles valeurs copiables.
l07-rule-707-2b = Une fois qu'un objet a été copié, modifier les valeurs copiables de l'original ne change pas la copie.
l07-q-clone-puca-pt-prompt = Quand la [[Craw Wurm]] de votre adversaire est morte, votre [[Cemetery Puca]] en est devenu une copie, en gardant sa propre capacité. Puis le [[Clone]] de votre adversaire arrive en tant que copie du Pucca. Plus tard, les [[Grizzly Bears]] de votre adversaire meurent, et le Pucca en devient une copie. Quelles sont la force et l'endurance du Clone ?
l07-q-clone-puca-pt-why = L'effet de copie du Clone a pris les valeurs copiables du Pucca au moment où le Clone est arrivé : celles de la Guivre vorace, que l'effet de copie du Pucca lui avait données (707.2, 707.3). Quand le Pucca devient ensuite une copie des Grizzlis, les valeurs copiables de l'original changent, et cela n'atteint pas la copie (707.2b). Rien après la couche 1 ne modifie le Clone.
l07-q-clone-puca-abilities-prompt = Même plateau. Quelles capacités a le Clone ?
l07-q-clone-puca-abilities-why = L'exception de l'effet de copie du Pucca (« sauf qu'il a cette capacité ») fait partie des valeurs copiables du Pucca (707.9b) : le Clone a donc copié la Guivre avec la capacité déclenchée du Pucca (707.2). Le changement ultérieur du Pucca ne l'atteint pas (707.2b) : le Clone garde cette capacité, et pourrait lui-même devenir une copie de la prochaine créature qui meurt.
l07-try-clone-keeps = Trois effets de copie dans la sous-couche 1a, dans l'ordre du tampon horaire. Regardez ce que change le dernier, le second du Pucca, et ce qu'il laisse tel quel.
l07-p5-text2 = Le Clone est arrivé quand le Pucca était une Guivre vorace dotée de la capacité du Pucca : c'est ce qu'il a copié, et ce qu'il reste. Quand le Pucca est ensuite devenu une copie des Grizzlis, ce sont ses valeurs copiables à lui qui ont changé, pas celles du Clone : une fois un objet copié, modifier l'original ne change pas la copie. Le Clone n'a rien à attendre ni rien à suivre. Un original qui se transforme fonctionne de la même façon : un Clone arrivé en tant que copie d'[[Archangel Avacyn]] reste une Archange Avacyn quand l'original se transforme en Avacyn, la purificatrice (la leçon 17 revient sur la transformation).

## Page 6

l07-p6-title = Après la couche 1
l07-rule-2c = Une fois appliqués toutes les règles et tous les effets de la couche 1, les caractéristiques de l'objet sont ses valeurs copiables.
l07-p6-text1 = Une fois la couche 1 terminée, les caractéristiques de l'objet sont ses valeurs copiables, et tout le reste s'applique par-dessus, dans les couches 2 à 7 : une copie peut être volée, recolorée ou gonflée exactement comme la carte à laquelle elle ressemble.
l07-p6-text2 = Le cours termine sa partie sur la couche 1 par un rappel : transformer une carte double face ou inverser une carte à inverser ne génère aucun effet continu. Cela change la face, ou la moitié, dont partent les couches ; la leçon 15 y revient.
l07-q-copy-order-prompt = Un [[Clone]] est arrivé en tant que copie de [[Grizzly Bears]]. Pendant son tour, votre adversaire lance un [[Act of Treason]] sur lui ; plus tard dans le tour, vous lancez une [[Giant Growth]] sur lui. Mettez ces effets dans l'ordre où le jeu les applique au Clone.
l07-q-copy-order-a = Le +3/+3 de la Croissance gigantesque
l07-q-copy-order-b = Le changement de contrôle de l'Acte de trahison
l07-q-copy-order-c = L'effet de copie du Clone
l07-q-copy-order-why = Un effet de copie s'applique toujours en premier, en sous-couche 1a, quel que soit son tampon horaire ; la composante de contrôle de l'Acte de trahison relève de la couche 2, et le +3/+3 de la Croissance gigantesque de la sous-couche 7c (613.1, 613.4c). D'une couche à l'autre, le tampon horaire ne joue aucun rôle.
