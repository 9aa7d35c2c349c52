# Leçon 3 : le tampon horaire (règle 613.7 ; 613.6 en 2011).

l03-title = Le tampon horaire
l03-summary = À l'intérieur d'une couche, les effets s'appliquent dans l'ordre du tampon horaire, le plus ancien d'abord. D'où vient chaque tampon horaire, que se passe-t-il quand plusieurs arrivent en même temps, et pourquoi un tampon horaire appartient à l'effet, et non aux objets qu'il affecte.

## Page 1

l03-p1-title = Le plus ancien d'abord, à l'intérieur d'une couche
l03-p1-order = À l'intérieur d'une couche ou d'une sous-couche, les effets s'appliquent normalement dans *l'ordre du tampon horaire* (le cours, comme les joueurs de 2011, dit « tampon horaire ») : celui dont le tampon horaire est le plus ancien d'abord, puis les plus récents. Quand deux effets d'une même couche fixent la même caractéristique, le plus récent s'applique en dernier, et c'est donc sa valeur qui reste : c'est le fameux « dernier arrivé gagne ». Le cours estime que le tampon horaire règle 99 % des conflits à l'intérieur d'une couche. Le 1 % restant fait appel aux capacités de définition de caractéristique (leçon 4) et à la dépendance (leçon 5), qui l'emportent sur le tampon horaire.
l03-rule-613-7 = À l'intérieur d'une couche ou d'une sous-couche, l'ordre des effets est généralement déterminé par le tampon horaire : un effet au tampon horaire plus ancien s'applique avant un effet au tampon horaire plus récent.
l03-p1-inside-only = « Dernier arrivé gagne » ne vaut *qu'à l'intérieur d'une couche*. Un effet d'une couche antérieure s'applique d'abord, quel que soit son tampon horaire : la [[Godhead of Awe]] (7b) passe avant la [[Giant Growth]] (7c), même si la Divinité est arrivée après la résolution de la Croissance (leçon 2).
l03-p1-override = Deux effets de couche 6 montrent le tampon horaire à l'œuvre. La [[Dress Down]] : toutes les créatures perdent toutes leurs capacités. La [[Levitation]] : les créatures que vous contrôlez ont le vol. Aucun des deux ne change l'existence de l'autre, ni ce à quoi il s'applique ; ils se suivent simplement dans l'ordre du tampon horaire, et le plus récent a le dernier mot. Les règles appellent cela un effet qui en *écrase* un autre, et le distinguent de la dépendance.
l03-rule-613-9 = Un effet continu peut en écraser un autre ; parfois, le résultat d'un effet détermine si un autre s'applique ou ce qu'il fait.
l03-try-dress-first = La Déculottée est arrivée avant la Lévitation : les Grizzlis perdent leurs capacités (ils n'en avaient pas), puis acquièrent le vol. Ils volent.
l03-try-levitation-first = Les mêmes cartes, tampons horaires inversés : la Lévitation donne le vol, puis la Déculottée retire toutes les capacités. Les Grizzlis ne volent pas.

## Page 2

l03-p2-title = D'où viennent les tampons horaires
l03-p2-intro = Un tampon horaire, ce n'est pas seulement le moment où une carte a été jouée. Les règles énumèrent tous les événements qui en donnent un. Dans le texte de 2011 du cours, c'est la règle 613.6 : le cours énumère sept événements, les six ci-dessous qui ont un numéro de 2011, puis la règle des tampons horaires reçus au même moment, qui clôt la liste (la règle de 2011 a aussi une ligne pour les cartes face visible des variantes Planechase et Archenemy, que le cours laisse de côté). Aujourd'hui, c'est la règle 613.7, avec des lettres de a à m (les règles sautent la lettre l) ; elle ajoute notamment les marqueurs.
l03-p2-list =
    Numéros actuels, avec ceux du cours entre parenthèses :
    - 613.7a (613.6a) : l'effet d'une *capacité statique* a le tampon horaire de l'objet qui porte la capacité, ou celui de l'effet qui lui a donné la capacité, selon lequel est le plus récent. L'effet de l'[[Honor of the Pure]] reçoit son tampon horaire quand l'Honneur des purs arrive sur le champ de bataille ;
    - 613.7b (613.6b) : un effet créé par la *résolution d'un sort ou d'une capacité* reçoit le sien au moment où il est créé : celui de la [[Giant Growth]], à sa résolution ;
    - 613.7c (nouveau) : chaque *marqueur* reçoit le sien au moment où il est placé sur un objet ou sur un joueur ;
    - 613.7d (613.6c) : un *objet* reçoit un tampon horaire chaque fois qu'il arrive dans une zone ;
    - 613.7e (613.6d) : une *Aura, un Équipement ou une Fortification* en reçoit un nouveau chaque fois qu'on l'attache à un objet ou à un joueur ;
    - 613.7f (613.6e) : un permanent en reçoit un nouveau quand il est *retourné face visible ou face cachée* ;
    - 613.7g (613.6f) : un permanent double-face en reçoit un nouveau quand il *se transforme* (ou se convertit).
    Viennent ensuite les règles 613.7h à 613.7k, pour les cartes des variantes de jeu (Planechase, Archenemy, Vanguard, Conspiracy) et pour les stickers ; la 613.7m, sur les objets dotés d'un tampon horaire au même moment (page 3) ; et la 613.7n, ajoutée en 2025, sur un objet qu'un sort ou une capacité qui se résout met sur le champ de bataille en lui donnant des caractéristiques : les effets de ses propres capacités statiques reçoivent le tampon horaire le plus ancien.
l03-rule-613-7a = L'effet d'une capacité statique a le tampon horaire de l'objet qui porte la capacité, ou celui de l'effet qui a donné cette capacité à l'objet, selon lequel est le plus récent.
l03-rule-613-7c = Chaque marqueur reçoit un tampon horaire au moment où il est placé sur un objet ou un joueur ; y placer un autre marqueur du même type donne ce nouveau tampon horaire à tous les marqueurs de ce type.
l03-p2-counters = La règle 613.7c ne figure pas dans le texte de 2011 du cours. Les marqueurs avaient alors leur propre sous-couche, la 7d, après toutes les autres modifications, où ils s'additionnaient simplement, et leur ordre ne se posait jamais. La règle est arrivée en 2020 avec les marqueurs de mot-clé (122.1b) : un marqueur « vol » ou « défense talismanique » s'applique en couche 6 (613.1f), parmi les effets qui ajoutent et retirent des capacités, et là, l'ordre compte. Un marqueur « vol » placé sur une créature après le début d'un effet « perd le vol » lui donne le vol ; placé avant, il perd face à cet effet. Chaque marqueur reçoit un tampon horaire au moment où il est placé ; placer un autre marqueur de la même sorte donne à tous les marqueurs de cette sorte le nouveau tampon horaire. Les marqueurs +1/+1 et -1/-1 s'appliquent désormais en 7c avec les autres modifications (613.4c), où leurs tampons horaires ne changent jamais une somme.
l03-rule-613-7f = Un permanent reçoit un nouveau tampon horaire quand il est retourné face visible ou face cachée.
l03-try-face-up = La Divinité de respect commence face cachée : une 2/2 sans capacité (disons qu'elle a été manifestée, et peut donc être retournée face visible pour son coût de mana). La Lignification est attachée aux Grizzlis : sa F/E de base 0/4 est l'effet de 7b le plus récent. Puis la Divinité est retournée face visible : elle reçoit un nouveau tampon horaire, et l'effet de sa capacité statique aussi, qui s'applique désormais après celui de la Lignification.

## Page 3

l03-p3-title = Plusieurs tampons horaires à la fois
l03-p3-simultaneous = Il arrive que plusieurs objets reçoivent un tampon horaire au même moment : deux permanents arrivent ensemble sur le champ de bataille, deux Auras deviennent attachées en même temps. Aujourd'hui, leur ordre suit l'ordre APNAP (joueur actif, puis joueur non actif) : les objets du joueur actif, celui dont c'est le tour, reçoivent les tampons horaires les plus anciens, dans l'ordre qu'il choisit, puis ceux du joueur non actif, dans l'ordre que celui-ci choisit. La règle de 2011 du cours laissait toute la décision au joueur actif, quel que soit le contrôleur des objets.
l03-rule-613-7m = Des objets qui devraient recevoir un tampon horaire simultanément sont ordonnés dans l'ordre APNAP : d'abord ceux du joueur actif, dans l'ordre de son choix, puis ceux de chaque autre joueur dans l'ordre du tour. En 2011, la dernière sous-règle de 613.6 laissait le joueur actif les ordonner tous.
l03-p3-example = Les deux Soldats de [[Raise the Alarm]] reçoivent leur tampon horaire au même moment ; comme ils sont identiques, leur ordre relatif ne change rien. Il compte quand les objets portent des effets contradictoires d'une même couche : le plus récent gagne, et l'ordre APNAP décide lequel est le plus récent.

## Page 4

l03-p4-title = Le tampon horaire appartient à l'effet
l03-p4-effect = Le cours insiste sur un point : le tampon horaire est lié à l'*effet*, et non aux objets qu'il affecte. L'effet de l'[[Honor of the Pure]] garde le tampon horaire que l'Honneur a reçu en arrivant sur le champ de bataille, quel que soit le nombre de créatures qui passent sous son effet ou en sortent. Un effet écrasé par un effet plus récent garde son tampon horaire, de même qu'un effet actif qui n'affecte aucun objet pour le moment.
l03-p4-not-the-object = Ainsi, pour ordonner les effets qui s'appliquent à une créature, le tampon horaire de la créature elle-même ne joue aucun rôle. Ce qui compte, c'est le moment où chaque effet a commencé, ou celui où sa source est arrivée sur le champ de bataille ou est devenue attachée. Une créature arrivée tard ne rajeunit pas les effets qui l'atteignent.
l03-try-aura = La Divinité de respect, puis des Grizzlis, puis la Lignification sur les Grizzlis, puis une Guivre vorace. L'effet de la Divinité atteint la Guivre avec le tampon horaire de la Divinité, plus ancien que celui de la Lignification. Puis la Lignification passe sur la Guivre : redevenir attachée lui donne un nouveau tampon horaire.
l03-rule-613-7e = Une Aura, un Équipement ou une Fortification reçoit un nouveau tampon horaire chaque fois qu'on l'attache à un objet ou à un joueur.
l03-p4-control = Un changement de contrôle ne figure *pas* dans la liste. Un permanent qui change de contrôleur garde son tampon horaire, et les effets de ses capacités statiques aussi. De même, un effet qui commence ou cesse de s'appliquer à une créature parce qu'elle a changé de camp garde son propre tampon horaire.
l03-try-control = La Divinité de respect, puis la Lignification sur les Grizzlis : l'effet de la Lignification est plus récent et l'emporte en 7b. Puis p1 vole la Divinité avec un Acte de trahison. La Divinité garde son tampon horaire, et la Lignification l'emporte toujours.
l03-try-treason = La Lévitation est du côté de p0 depuis longtemps ; la Déculottée arrive ; puis p0 vole les Grizzlis de p1 avec un Acte de trahison. Les Grizzlis ne passent sous la Lévitation que maintenant, mais l'effet de la Lévitation garde son ancien tampon horaire : en couche 6, il s'applique d'abord, puis la Déculottée, puis la célérité de l'Acte de trahison.

## Page 5

l03-p5-title = À vous de jouer
l03-p5-intro = Le tampon horaire en pratique. Pour les questions calculées, les étapes du moteur servent de corrigé.
l03-q1-prompt = La Lévitation est arrivée sur le champ de bataille en premier, puis la Déculottée. Quelles capacités ont les Grizzlis (bears) ?
l03-q1-explain = Les deux effets sont en couche 6 et aucun ne dépend de l'autre : ils s'appliquent dans l'ordre du tampon horaire (613.7) ; la Lévitation, la plus ancienne, d'abord, puis la Déculottée, plus récente, qui a le dernier mot. C'est un effet qui en écrase un autre, pas une dépendance (613.9). Inversez les tampons horaires, et la réponse change.
l03-q2-prompt = p0 contrôle la Lévitation depuis le tour 2. Ce tour-ci, p1 a lancé la Déculottée ; puis p0 a lancé un Acte de trahison sur les Grizzlis de p1. Remettez les trois effets de couche 6 qui touchent les Grizzlis dans l'ordre où ils s'appliquent.
l03-q2-i1 = Acte de trahison : les Grizzlis acquièrent la célérité.
l03-q2-i2 = Déculottée : les Grizzlis perdent toutes leurs capacités.
l03-q2-i3 = Lévitation : les Grizzlis ont le vol.
l03-q2-explain = L'effet de la Lévitation a le tampon horaire de la Lévitation, qui date du tour 2, même s'il n'a commencé à toucher les Grizzlis que lorsqu'ils ont changé de camp (613.7a). L'effet de la Déculottée a le tampon horaire de la Déculottée, de ce tour-ci. Celui de l'Acte de trahison a reçu le sien à la résolution, en dernier (613.7b) ; sa célérité est la partie de couche 6 d'un effet commencé en couche 2 (613.6).
l03-q3-prompt = Sur ce plateau, avec quelles capacités finissent les Grizzlis (bears) ?
l03-q3-explain = D'abord la couche 2 : l'Acte de trahison donne le contrôle des Grizzlis à p0 (613.1b). Puis la couche 6, dans l'ordre du tampon horaire : l'effet de la Lévitation d'abord (il a l'âge de la Lévitation), puis celui de la Déculottée, puis la partie de couche 6 de l'Acte de trahison. Si vous avez pris l'effet de la Lévitation pour le plus récent parce qu'il vient d'atteindre les Grizzlis, vous l'avez appliqué en dernier : mais le tampon horaire appartient à l'effet (613.7a, 613.7b).
l03-q4-prompt = Sur le plateau de la Lignification, celle-ci est passée des Grizzlis à la Guivre vorace (wurm). Quelles sont la force et l'endurance de la Guivre ?
l03-q4-explain = La Divinité de respect et la Lignification fixent toutes deux la force et l'endurance de base en 7b : le tampon horaire tranche. En devenant attachée à la Guivre, la Lignification a reçu un nouveau tampon horaire, plus récent que celui de la Divinité (613.7e). En 7b, l'effet de la Divinité s'applique d'abord et celui de la Lignification en dernier : ce sont donc les valeurs de la Lignification qui restent (613.4b).
l03-q5-prompt = Et les Grizzlis (bears), maintenant que la Lignification les a quittés ?
l03-q5-explain = La capacité statique de la Lignification s'applique à la créature qu'elle enchante à ce moment-là (611.3a), et ce ne sont plus les Grizzlis. Il ne leur reste que l'effet de 7b de la Divinité de respect, avec le tampon horaire de la Divinité (613.7a).
l03-q6-prompt = La Divinité de respect est arrivée, puis la Lignification a été placée sur les Grizzlis (bears), puis p1 a pris le contrôle de la Divinité avec un Acte de trahison. Quelles sont la force et l'endurance des Grizzlis ?
l03-q6-explain = Un changement de contrôle ne donne pas de nouveau tampon horaire : il ne figure pas dans la liste de la 613.7. L'effet de la Divinité garde le tampon horaire de la Divinité, plus ancien que celui de la Lignification : en 7b, l'effet de la Divinité s'applique d'abord, et celui de la Lignification en dernier (613.4b).
l03-q7-prompt = La Divinité de respect était face cachée quand la Lignification a été placée sur les Grizzlis (bears) ; puis la Divinité a été retournée face visible. Quelles sont la force et l'endurance des Grizzlis ?
l03-q7-explain = Retourner un permanent face visible lui donne un nouveau tampon horaire (613.7f), et l'effet de sa capacité statique prend celui de l'objet (613.7a). L'effet de la Divinité est désormais plus récent que celui de la Lignification : en 7b, l'effet de la Lignification s'applique d'abord, et celui de la Divinité en dernier (613.4b).
l03-q8-prompt = Lequel de ces événements ne donne *pas* de nouveau tampon horaire ?
l03-q8-c1 = Un Équipement devient attaché à une autre créature.
l03-q8-c2 = Une créature face cachée est retournée face visible.
l03-q8-c3 = Un permanent change de contrôleur.
l03-q8-c4 = Une carte de créature passe d'un cimetière au champ de bataille.
l03-q8-explain = Devenir attaché (613.7e), être retourné face visible (613.7f) et arriver dans une zone (613.7d) donnent chacun un nouveau tampon horaire. Un changement de contrôle ne figure pas dans la liste de la 613.7 : le permanent et les effets de ses capacités statiques gardent leur tampon horaire.
l03-q8-c1-not = Devenir attaché à un autre objet donne un nouveau tampon horaire à une Aura, un Équipement ou une Fortification (613.7e), et avec lui aux effets de ses capacités statiques.
l03-q8-c2-not = Retourner un permanent face visible (ou face cachée) lui donne un nouveau tampon horaire (613.7f).
l03-q8-c4-not = Un objet reçoit un tampon horaire chaque fois qu'il arrive dans une zone (613.7d) : la créature sur le champ de bataille est un nouvel objet, avec un nouveau tampon horaire.
l03-q9-prompt = C'est le tour de votre adversaire. Un même effet met sur le champ de bataille, en même temps, un de vos permanents et un des siens. Selon les règles actuelles, lequel reçoit le tampon horaire le plus ancien ?
l03-q9-c1 = Celui de votre adversaire : les objets du joueur actif passent d'abord, puis ceux du joueur non actif.
l03-q9-c2 = Le vôtre : les objets du joueur non actif passent d'abord.
l03-q9-c3 = Aucun : ils partagent un même tampon horaire.
l03-q9-c4 = Vous choisissez, puisque l'un des deux est à vous.
l03-q9-explain = Les tampons horaires simultanés suivent l'ordre APNAP (613.7m, 101.4) : les objets du joueur actif reçoivent les plus anciens, dans l'ordre qu'il choisit, puis le joueur non actif ordonne les siens. Selon la règle de 2011 du cours, le joueur actif ordonnait les deux permanents, et aurait pu placer le vôtre en premier.
l03-q9-c2-not = L'ordre APNAP place d'abord le joueur actif : c'est le tour de votre adversaire, son permanent reçoit donc le tampon horaire le plus ancien (613.7m, 101.4).
l03-q9-c3-not = Des objets dotés d'un tampon horaire au même moment sont tout de même ordonnés : la 613.7m existe justement pour fixer cet ordre, afin que le tampon horaire puisse toujours trancher.
l03-q9-c4-not = Chaque joueur n'ordonne que ses propres objets, et ceux du joueur actif passent d'abord : vous choisissez l'ordre parmi les vôtres, pas s'ils passent avant ceux de votre adversaire.
