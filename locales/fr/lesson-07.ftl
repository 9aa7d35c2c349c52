## Leçon 7 : couche 1, effets de copie et statut face cachée

l07-title = Couche 1 : effets de copie et statut face cachée
l07-summary = La couche 1 établit ce qu'*est* un objet avant que quoi que ce soit d'autre y touche : effets de copie, choix faits « en arrivant », statut face cachée. Il en sort les valeurs copiables de l'objet, et c'est tout ce qu'une copie en reprend. Les cartes du cours pour cette couche : le [[Clone]], l'[[Essence of the Wild]], le [[Cemetery Puca]] et l'[[Primal Clay]], avec le [[Quicksilver Gargantuan]] et l'exemple du cours, un [[Phyrexian Metamorph]] qui copie une créature face cachée.

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
l07-p2-text2 = Le cours résume le principe en une ligne (un lecteur y a corrigé une coquille dans les commentaires) : un objet A qui devient une copie d'un objet B prend les valeurs copiables *de B* comme ses propres valeurs copiables. Si B est lui-même une copie, A copie donc ce que B a copié.
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
l07-p3-text2 = Une subtilité des règles actuelles : quand un effet de copie fixe lui-même une caractéristique, une capacité de définition de caractéristique de l'original qui définit cette même caractéristique n'est pas copiée (707.9d). Un Gargantuesque qui copie un [[Tarmogoyf]] est un Tarmogoyf de force et d'endurance de base 7/7, sans la capacité du Tarmogoyf qui les définit. Et un Clone qui copie ce Gargantuesque hérite de l'exception.
l07-try-gargantuan = Le Clone copie le Gargantuesque, exception comprise : son effet de copie attend celui du Gargantuesque.
l07-q-gargantuan-clone-pt-prompt = Vous contrôlez un [[Tarmogoyf]]. Le [[Quicksilver Gargantuan]] de votre adversaire arrive en tant que copie de celui-ci, puis votre [[Clone]] arrive en tant que copie du Gargantuesque. Quelles sont la force et l'endurance du Clone ?
l07-q-gargantuan-clone-pt-why = L'exception du Gargantuesque fait partie de son effet de copie, donc de ses valeurs copiables (707.9b), et la capacité du Tarmogoyf qui définit sa force et son endurance n'est pas copiée, puisque l'exception fixe ces valeurs (707.9d). Le Clone copie les valeurs copiables du Gargantuesque, exception comprise (707.2) ; dans la sous-couche 1a, son effet de copie attend celui du Gargantuesque (613.8a). Il ne reste aucune capacité de définition de caractéristique à appliquer en 7a.
l07-try-puca = Le Pucca devient une copie de la Guivre qui est morte, en gardant sa propre capacité déclenchée.
l07-q-puca-abilities-prompt = Votre [[Cemetery Puca]] est sur le champ de bataille. La [[Craw Wurm]] de votre adversaire meurt, et vous payez pour que le Pucca devienne une copie de celle-ci. Quelles capacités a le Pucca ?
l07-q-puca-abilities-why = La capacité déclenchée du Pucca crée un effet de copie en sous-couche 1a, qui prend son tampon horaire à la résolution (613.7b), avec une exception : le Pucca garde cette capacité déclenchée. L'exception fait partie de l'effet de copie (707.9) : le Pucca a les valeurs copiables de la Guivre plus cette capacité, et il pourra recommencer à la prochaine créature qui meurt.
l07-q-what-is-copied-prompt = Un permanent est copié. Parmi ces éléments, lequel la copie reprend-elle ?
l07-q-what-is-copied-a = Les marqueurs +1/+1 posés sur le permanent.
l07-q-what-is-copied-b = L'exception de l'effet de copie qui a fait du permanent ce qu'il est, comme le « sauf qu'il est un artefact en plus de ses autres types » du Métamorphe phyrexian.
l07-q-what-is-copied-c = Le type de carte créature qu'il a parce qu'Opalescence en fait une créature.
l07-q-what-is-copied-d = Son statut face cachée.
l07-q-what-is-copied-why = Seules les valeurs copiables sont copiées (707.2) : les valeurs imprimées, modifiées par les effets de copie, exceptions comprises (707.9b), par le statut face cachée et par les choix faits « en arrivant ». Les marqueurs ne sont pas copiés ; le changement de type d'Opalescence est un effet de couche 4, pas une valeur copiable ; et un statut comme « face cachée » ne l'est pas davantage (la copie d'un permanent face cachée est face visible).

## Page 4

l07-p4-title = Face cachée : la sous-couche 1b
l07-rule-708-2 = Sauf si l'effet qui l'a retourné face cachée en dispose autrement, un permanent face cachée est une créature 2/2 sans nom, sans texte, sans sous-type et sans coût de mana.
l07-p4-text1 = Dans les règles de 2011 du cours, le statut face cachée s'appliquait juste après les effets de copie de la couche 1 (le texte du forum l'appelait l'étape « 1ter »). Aujourd'hui, c'est la sous-couche 1b (613.2b). Ses valeurs sont copiables : la copie d'un permanent face cachée copie une créature 2/2 sans nom, incolore et sans capacité. Le statut lui-même n'est pas copié : la copie est face visible.
l07-p4-text2 = L'exemple du cours : un [[Phyrexian Metamorph]] arrive en tant que copie d'une créature face cachée. C'est désormais une créature-artefact 2/2 face visible : il a copié les valeurs de la face cachée, et sa propre exception a ajouté le type artefact. Puis un [[Clone]] arrive en tant que copie du Métamorphe. C'est lui aussi une créature-artefact 2/2 face visible : la copie a fixé les valeurs copiables du Métamorphe, et le « sauf qu'il est un artefact » fait partie de l'effet de copie du Métamorphe ; le Clone l'emporte donc avec lui.
l07-try-metamorph = Le Clone copie le Métamorphe, qui a copié une créature face cachée : l'exception « artefact » suit.
l07-q-metamorph-clone-types-prompt = Une créature est face cachée. Un [[Phyrexian Metamorph]] arrive en tant que copie de celle-ci, puis un [[Clone]] arrive en tant que copie du Métamorphe. Quels sont les types de carte du Clone ?
l07-q-metamorph-clone-types-why = Le Métamorphe copie les valeurs copiables de la créature face cachée, définies par son statut face cachée (708.2, 707.2), et ajoute le type de son exception ; cette exception fait partie de son effet de copie, donc de ses valeurs copiables (707.9b). Le Clone copie ces valeurs en sous-couche 1a. Être face cachée est un statut, et un statut ne se copie pas.
l07-q-face-down-layer-prompt = Un permanent est retourné face cachée. Dans quelle sous-couche devient-il une créature 2/2 sans nom et sans capacité ?
l07-q-face-down-layer-why = Le statut face cachée s'applique en sous-couche 1b, après les effets copiables de la 1a (613.2b, 708.2). Les règles de 2011 du cours n'avaient pas de sous-couches en couche 1 ; le texte du forum appelait cette étape « 1ter ».

## Page 5

l07-p5-title = Après la couche 1
l07-p5-text1 = Dans la sous-couche 1a, les effets de copie passent dans l'ordre du tampon horaire. La copie d'une copie a besoin que l'autre effet de copie soit passé d'abord : le Clone qui copie le Métamorphe attend l'effet de copie du Métamorphe, ce que le moteur présente comme une dépendance (613.8a). Une fois la couche 1 terminée, les caractéristiques de l'objet sont ses valeurs copiables, et tout le reste s'applique par-dessus, dans les couches 2 à 7 : une copie peut être volée, recolorée ou gonflée exactement comme la carte à laquelle elle ressemble.
l07-rule-2c = Une fois appliqués toutes les règles et tous les effets de la couche 1, les caractéristiques de l'objet sont ses valeurs copiables.
l07-p5-text2 = Le cours termine sa partie sur la couche 1 par un rappel : transformer une carte double face ou inverser une carte à inverser ne génère aucun effet continu. Cela change la face, ou la moitié, dont partent les couches ; la leçon 15 y revient.
l07-q-copy-order-prompt = Un [[Clone]] est arrivé en tant que copie de [[Grizzly Bears]]. Pendant son tour, votre adversaire lance un [[Act of Treason]] sur lui ; plus tard dans le tour, vous lancez une [[Giant Growth]] sur lui. Mettez ces effets dans l'ordre où le jeu les applique au Clone.
l07-q-copy-order-a = Le +3/+3 de la Croissance gigantesque
l07-q-copy-order-b = Le changement de contrôle de l'Acte de trahison
l07-q-copy-order-c = L'effet de copie du Clone
l07-q-copy-order-why = Un effet de copie s'applique toujours en premier, en sous-couche 1a, quel que soit son tampon horaire ; la composante de contrôle de l'Acte de trahison relève de la couche 2, et le +3/+3 de la Croissance gigantesque de la sous-couche 7c (613.1, 613.4c). D'une couche à l'autre, le tampon horaire ne joue aucun rôle.
