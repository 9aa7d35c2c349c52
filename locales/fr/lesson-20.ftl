# Leçon 20 : l'arrivée, la face cachée et les copies aujourd'hui (614.12, voiler et manifester l'effroi,
# « au moment où il est retourné face visible », une copie qui garde sa couleur, une copie d'un jeton).

l20-title = L'arrivée, la face cachée et les copies aujourd'hui
l20-summary = Ce qui se passe au moment où un permanent arrive se décide en le regardant tel qu'il sera sur le champ de bataille, effets compris : un terrain qui « arrive engagé » sous la Lune de sang, une créature qui « arrive avec » des marqueurs sous l'Humilité. Viennent ensuite les permanents face cachée d'aujourd'hui (voiler, manifester l'effroi) et ce qu'est une copie de ceux-ci ; une capacité qui fait un nouveau choix au moment où le permanent est retourné face visible ; une copie qui garde sa propre couleur ; une copie d'un jeton.

## Page 1

l20-p1-title = Arriver sous la Lune de sang
l20-p1-intro = La [[Azorius Guildgate]] dit : « Ce terrain arrive engagé. {"{"}T{"}"} : Ajoutez {"{"}W{"}"} ou {"{"}U{"}"}. » « Arrive engagé » est un effet de remplacement qui modifie la façon dont le terrain arrive (614.1c). Votre adversaire contrôle la [[Blood Moon]] : « Les terrains non-base sont des Montagnes. » Toute la question est de savoir quelles capacités a la Porte au moment où l'on détermine ses effets de remplacement.
l20-rule-614-12 = Pour savoir quels effets de remplacement s'appliquent à un permanent qui arrive, et comment, regardez-le tel qu'il existerait sur le champ de bataille : avec les effets de remplacement qui ont déjà modifié son arrivée, les effets continus de ses propres capacités statiques, et les effets continus qui existent déjà et s'appliqueraient à lui.
l20-rule-614-1c = Les effets qui disent « [Ce permanent] arrive avec… », « Au moment où [ce permanent] arrive… » ou « [Ce permanent] arrive comme… » sont des effets de remplacement.
l20-q1-prompt = Votre adversaire contrôle la [[Blood Moon]]. Vous jouez une [[Azorius Guildgate]]. Quels sont les sous-types de la Porte ?
l20-q1-why = En couche 4 (613.1d), la Lune de sang fixe à montagne le sous-type de chaque terrain non-base : les types de terrain que la Porte avait, porte comprise, disparaissent (305.7).
l20-q2-prompt = Sur ce plateau, quelles capacités a la Porte ?
l20-q2-why = Fixer le sous-type d'un terrain à un type de terrain de base lui retire toutes les capacités de son texte de règles et lui donne la capacité de mana de ce type de base (305.7) : il ne lui reste que « {"{"}T{"}"} : Ajoutez {"{"}R{"}"}. »
l20-q3-prompt = La Porte arrive-t-elle engagée ?
l20-q3-a = Non : telle qu'elle existerait sur le champ de bataille, c'est une montagne qui n'a pas de capacité « arrive engagé ».
l20-q3-b = Oui : « arrive engagé » s'applique avant que la Lune de sang puisse changer le terrain.
l20-q3-c = Oui : la Lune de sang ne retire des capacités qu'une fois le terrain sur le champ de bataille.
l20-q3-why = Les effets de remplacement qui modifient la façon dont un permanent arrive se déterminent en regardant le permanent tel qu'il existerait sur le champ de bataille, avec les effets continus qui existent déjà et s'appliqueraient à lui (614.12). Sous la Lune de sang, ce terrain a perdu « Ce terrain arrive engagé » : rien ne le fait arriver engagé.
l20-q3-b-not = « Arrive engagé » ne se regarde pas avant les effets continus : pour trouver les effets de remplacement qui s'appliquent à son arrivée, on regarde le terrain tel qu'il existerait sur le champ de bataille, avec l'effet de la Lune de sang (614.12). Ce terrain est une montagne sans cette capacité.
l20-q3-c-not = L'effet de la Lune de sang existe déjà quand le terrain arrive, et la 614.12 le fait appliquer au terrain tel qu'il existerait sur le champ de bataille : la capacité a disparu avant l'arrivée du terrain, elle ne peut donc pas le faire arriver engagé.
l20-q4-prompt = Une autre partie : la Porte est d'abord arrivée engagée, et la Lune de sang a été lancée ensuite. La Porte est-elle maintenant dégagée ?
l20-q4-a = Oui : c'est une montagne, et une montagne n'a pas de capacité « arrive engagé ».
l20-q4-b = Non : être engagé est un statut, et aucune couche ne le change.
l20-q4-c = Non : la Lune de sang ne s'applique pas à un terrain arrivé avant elle.
l20-q4-why = Engagé et dégagé sont un statut du permanent, pas une caractéristique (110.5) : aucune couche n'y touche. Le terrain est arrivé engagé avant que la Lune de sang n'existe, et il reste engagé, bien qu'il soit désormais une montagne.
l20-q4-a-not = La Lune de sang retire bien la capacité, mais celle-ci a déjà agi quand le terrain est arrivé. Être engagé est un statut, pas une caractéristique (110.5) : perdre la capacité ne dégage pas le terrain.
l20-q4-c-not = La Lune de sang s'applique à chaque terrain non-base, quel que soit le moment de son arrivée : la Porte est désormais une montagne. Elle reste engagée parce qu'être engagé est un statut (110.5), pas parce que la Lune de sang l'épargnerait.
l20-try-gate = Regardez la ligne de la Porte : ses sous-types, sa capacité, et si elle est engagée.
l20-p1-after = La 614.12 regarde en avant : avant qu'un permanent arrive, demandez-vous ce qu'il sera sur le champ de bataille, sous les effets déjà présents. Un terrain qui sera une montagne sous la Lune de sang n'a pas de capacité « arrive engagé » : il arrive donc dégagé. Un terrain arrivé engagé plus tôt reste engagé, car être engagé est un statut, et aucune couche ne change un statut.

## Page 2

l20-p2-title = Arriver sous l'Humilité
l20-p2-intro = L'[[Humility]], vue à la leçon 6, fait perdre toutes leurs capacités à toutes les créatures et fixe leur force et leur endurance de base. Le [[Triskelion]] dit : « Cette créature arrive avec trois marqueurs +1/+1 sur elle. » Le [[Clone]] dit : « Vous pouvez faire que cette créature arrive comme une copie de n'importe quelle créature sur le champ de bataille. » Dans les deux cas, c'est une capacité de la créature même qui arrive.
l20-q5-prompt = Votre adversaire contrôle l'[[Humility]]. Vous lancez un [[Triskelion]]. Quelles sont sa force et son endurance une fois qu'il est sur le champ de bataille ?
l20-q5-why = Regardez le Triskèle tel qu'il existerait sur le champ de bataille (614.12) : l'Humilité existe déjà et s'appliquerait à lui, il n'aurait donc aucune capacité. Son « arrive avec trois marqueurs +1/+1 » ne s'applique pas : il arrive sans marqueur, et l'Humilité en fait un 1/1 (613.1f, 613.4b).
l20-q6-prompt = Puis vous lancez un [[Clone]], en voulant copier le Triskèle. Quelles sont la force et l'endurance du Clone ?
l20-q6-why = Même regard en avant (614.12) : tel qu'il existerait sur le champ de bataille, le Clone n'a aucune capacité sous l'Humilité ; il ne peut donc pas arriver comme une copie (707.5). Il arrive en tant que Clone, un 0/0 dont l'Humilité fait un 1/1 (613.4b).
l20-try-humility = Regardez ce qui est arrivé : les marqueurs du Triskèle, et le nom du Clone.
l20-p2-after = Sous l'Humilité, une capacité « arrive avec » ou « arrive comme une copie » a déjà disparu au moment où elle devrait servir : la créature arrive sans rien de plus et devient 1/1. Le même raisonnement fait d'un Clone arrivé sous l'Humilité un Clone, et non une copie.

## Page 3

l20-p3-title = La face cachée aujourd'hui
l20-p3-intro = Le cours ne connaissait qu'une façon d'avoir un permanent face cachée : la mue. Il y en a d'autres aujourd'hui, dont voiler et manifester l'effroi, et les règles ci-dessous disent ce que chacune donne. Donnent-elles toutes la même 2/2 ? Certaines cartes font aussi un choix au moment où elles sont retournées face visible.
l20-rule-701-56a = Pour voiler une carte, retournez-la face cachée : elle devient une carte de créature 2/2 face cachée avec la parade {"{"}2{"}"}, sans nom, sans sous-type et sans coût de mana, et elle est mise sur le champ de bataille face cachée.
l20-rule-701-60a = « Manifester l'effroi » signifie : regardez les deux cartes du dessus de votre bibliothèque, manifestez l'une d'elles (une créature 2/2 face cachée sans texte, 701.34a) et mettez l'autre dans votre cimetière.
l20-rule-708-8 = Au moment où un permanent face cachée est retourné face visible, ses valeurs copiables redeviennent ses valeurs copiables normales ; les effets qui lui étaient déjà appliqués continuent de s'appliquer.
l20-rule-614-1e = Les effets qui disent « Au moment où [ce permanent] est retourné face visible… » sont des effets de remplacement.
l20-q7-prompt = Une [[Craw Wurm]] a été voilée. Quelles capacités a le permanent face cachée ?
l20-q7-why = Voiler donne au permanent face cachée la parade {"{"}2{"}"} en plus du 2/2 (701.56a) : ce sont ses caractéristiques face cachée (708.2).
l20-q8-prompt = Une autre Guivre vorace a été manifestée par un effet « manifester l'effroi ». Quelles capacités a-t-elle ?
l20-q8-why = Manifester l'effroi manifeste la carte (701.60a), et une carte manifestée est une 2/2 sans texte (701.34a) : pas de parade.
l20-q9-prompt = Le [[Clone]] de votre adversaire arrive comme une copie du permanent voilé. Quelles capacités a le Clone ?
l20-q9-why = Une copie prend les valeurs copiables, et les valeurs copiables d'un permanent face cachée sont ses caractéristiques face cachée (707.2, 708.2a) : le Clone est une créature 2/2 sans nom, face visible, avec la parade {"{"}2{"}"}.
l20-q10-prompt = L'[[Aquamorph Entity]] (« Au moment où cette créature arrive ou est retournée face visible, elle devient, selon votre choix, 5/1 ou 1/5. ») est arrivée face cachée ; vous avez lancé une [[Giant Growth]] sur elle, puis vous l'avez retournée face visible en choisissant 1/5. Quelles sont sa force et son endurance ?
l20-q10-why = Au moment où elle est retournée face visible, ses valeurs copiables redeviennent les siennes (708.8), et le choix fait « au moment où elle est retournée face visible » s'applique (614.1e) comme un effet copiable de la couche 1a (613.2a) : base 1/5. La Croissance gigantesque, appliquée pendant qu'elle était face cachée, s'applique toujours (708.8) : 4/8.
l20-q11-prompt = Puis le [[Clone]] de votre adversaire arrive comme une copie de l'Entité, en choisissant 5/1. Quelles sont la force et l'endurance du Clone ?
l20-q11-why = Le Clone copie les valeurs copiables de l'Entité, sa capacité comprise (707.2) ; en arrivant avec cette capacité, il fait son propre choix, un effet copiable qui lui est propre, plus récent (613.2a) : 5/1. La Croissance gigantesque n'est pas copiée.
l20-q12-prompt = Une [[Molten Sentry]] (« Au moment où cette créature arrive, lancez une pièce. … ») a été manifestée, puis retournée face visible. Meurt-elle ?
l20-q12-why = Retournée face visible, elle a ses propres valeurs copiables (708.8), et les capacités liées à son arrivée n'ont alors aucun effet : aucune pièce n'est lancée. Sa force et son endurance imprimées sont des étoiles, et rien ne les définit : elle est 0/0, et elle est mise dans le cimetière de son propriétaire (704.5f).
l20-try-cloak = Comparez les trois 2/2 : lesquelles ont la parade {"{"}2{"}"}, et laquelle est face visible ?
l20-try-aquamorph = Regardez la couche 1a, puis la Croissance gigantesque en 7c.
l20-p3-after = Les caractéristiques face cachée dépendent de la façon dont le permanent s'est retrouvé face cachée, et ce sont ses valeurs copiables : une copie d'un permanent voilé a la parade {"{"}2{"}"}, une copie d'un permanent manifesté n'a rien. Retourné face visible, un permanent retrouve ses propres valeurs et garde les effets qui lui étaient appliqués, et un choix fait « au moment où il est retourné face visible » fixe ses valeurs en couche 1a ; les capacités liées à l'arrivée, elles, ne se réveillent pas.

## Page 4

l20-p4-title = Des copies qui gardent quelque chose, et des copies de jetons
l20-p4-intro = Le [[Vesuvan Doppelganger]] peut arriver comme une copie d'une créature, « excepté qu'il ne copie pas la couleur de cette créature ». [[Raise the Alarm]] crée des jetons Soldat dont le sort définit les caractéristiques.
l20-rule-707-9c = Certains effets de copie précisent qu'ils ne copient pas certaines caractéristiques : pour celles-ci, la copie garde ses propres valeurs.
l20-rule-111-3 = Les caractéristiques que l'effet qui crée un jeton lui donne sont son « texte » : elles fonctionnent comme des valeurs imprimées, et ce sont ses valeurs copiables.
l20-q13-prompt = Votre [[Vesuvan Doppelganger]] arrive comme une copie de la [[Craw Wurm]] de votre adversaire. Quelles sont ses couleurs ?
l20-q13-why = L'effet de copie ne copie pas la couleur (707.9c) : le Doppelganger garde la sienne, le bleu. Cette exception fait partie de ses valeurs copiables (707.9b).
l20-q14-prompt = Une autre partie : le [[Clone]] de votre adversaire est arrivé comme une copie de sa Guivre vorace, et votre Doppelganger vésuvéen arrive comme une copie de ce Clone. Quelles sont les couleurs du Doppelganger ?
l20-q14-why = Les valeurs copiables du Clone sont celles de la Guivre, dont sa couleur verte (707.2) ; le Doppelganger les copie, sauf la couleur (707.9c) : il est bleu.
l20-q15-prompt = Vous contrôlez l'[[Honor of the Pure]] (« Les créatures blanches que vous contrôlez gagnent +1/+1. ») et lancez [[Raise the Alarm]] ; vous lancez ensuite une [[Giant Growth]] sur l'un des Soldats. Le [[Clone]] de votre adversaire arrive comme une copie de ce Soldat. Quelles sont la force et l'endurance du Clone ?
l20-q15-why = Les valeurs copiables d'un jeton sont celles que lui a données ce qui l'a créé (111.3) : un Soldat 1/1 blanc. Ni la Croissance gigantesque ni l'Honneur des purs ne sont des valeurs copiables (707.2), et l'Honneur des purs ne s'applique qu'aux créatures de son contrôleur : 1/1.
l20-q16-prompt = Sur ce plateau, quelles sont les couleurs du Clone ?
l20-q16-why = Sonner l'alerte a défini le jeton comme blanc (111.3), et le Clone copie cette valeur (707.2) : blanc.
l20-try-doppel = Regardez la couche 1a : ce que la copie fixe, et ce qu'elle laisse.
l20-try-token = Regardez la copie en couche 1a, puis à qui s'applique l'Honneur des purs.
l20-p4-after = Un effet de copie peut laisser quelque chose de côté (707.9c), et ce qu'il laisse ou ajoute fait partie des valeurs copiables de la copie elle-même (707.9b). Les valeurs copiables d'un jeton sont celles que lui a données l'effet qui l'a créé (111.3) ; un Clone qui copie un jeton est une carte qui ressemble au jeton, sans aucun des effets qui s'appliquaient à celui-ci.
