# Une réponse fausse égale à ce que donne une lecture erronée classique des règles (le moteur a
# résolu le plateau à nouveau selon cette lecture). $rule : la règle que cette lecture enfreint.
# Une lecture erronée des ensembles dit dans quel sens ont bougé les objets qu'elle a mal
# traités : -joined (ils se sont mis à correspondre à l'effet après son début), -left (ils ont
# cessé de lui correspondre) ; l'identifiant simple quand les deux sont arrivés.
# $count : le nombre de lectures erronées qui donnent la réponse.
misc-heading = { $count ->
        [one] Votre réponse est celle que donne cette lecture erronée des règles :
       *[other] Votre réponse est celle que donne chacune de ces lectures erronées des règles :
    }
misc-timestamp-only = Vous avez appliqué les effets dans l'ordre de leurs tampons horaires seulement, mais un effet qui dépend d'un autre attend que celui-ci s'applique, quels que soient leurs tampons horaires (règle { $rule }).
misc-last-wins-across-layers = Vous avez appliqué chaque effet en entier dans l'ordre des tampons horaires, comme si le dernier l'emportait, mais chaque partie d'un effet s'applique dans sa propre couche, dans l'ordre des couches (règle { $rule }).
misc-forget-613-6 = Vous avez arrêté un effet dès que sa capacité a été retirée, mais un effet qui a commencé à s'appliquer continue de s'appliquer dans les couches suivantes, aux mêmes objets (règle { $rule }).
misc-spell-dynamic = Vous avez laissé l'ensemble des objets d'un sort résolu suivre le jeu après sa résolution, mais l'ensemble des objets qu'il affecte a été déterminé à sa résolution (règle { $rule }).
misc-spell-dynamic-joined = Vous avez étendu l'effet d'un sort résolu à des objets qui ne lui correspondaient qu'après sa résolution, mais l'ensemble des objets qu'il affecte a été déterminé à sa résolution : un objet qui lui correspond plus tard n'est pas affecté (règle { $rule }).
misc-spell-dynamic-left = Vous avez retiré l'effet d'un sort résolu à des objets qui ont cessé de lui correspondre après sa résolution, mais l'ensemble des objets qu'il affecte a été déterminé à sa résolution : un objet de cet ensemble reste affecté, même quand il ne lui correspond plus (règle { $rule }).
misc-static-locked = Vous avez fixé l'ensemble des objets d'une capacité statique au moment où elle a commencé, mais l'effet d'une capacité statique s'applique à chaque instant à tout ce qui lui correspond alors (règle { $rule }).
misc-static-locked-joined = Vous avez laissé hors de l'effet d'une capacité statique des objets qui ne lui correspondaient qu'après le début de cet effet, mais l'effet d'une capacité statique s'applique à chaque instant à tout ce qui lui correspond alors (règle { $rule }).
misc-static-locked-left = Vous avez maintenu l'effet d'une capacité statique sur des objets qui ne lui correspondent plus, mais l'effet d'une capacité statique s'applique à chaque instant à tout ce qui lui correspond alors, et à rien d'autre (règle { $rule }).
misc-counters-before-setting = Vous avez appliqué les marqueurs et les autres modifications avant un effet qui fixe la force et l'endurance, mais les effets qui les fixent viennent d'abord (7b), puis les modifications et les marqueurs (7c) (règle { $rule }).
misc-cda-by-timestamp = Vous avez placé une capacité de définition de caractéristique selon son tampon horaire, mais ces capacités s'appliquent en premier dans leur couche, avant tout autre effet (règle { $rule }).
misc-removed-still-applies = Vous avez appliqué un effet dont un autre effet avait retiré la capacité avant qu'il ait commencé à s'appliquer, mais un effet qui n'a pas commencé à s'appliquer n'existe plus dès que sa capacité a disparu (règle { $rule }).
misc-control-restamps = Vous avez donné un nouveau tampon horaire à un permanent qui a changé de contrôleur, mais un changement de contrôle ne donne pas de nouveau tampon horaire : le permanent et les effets de ses capacités statiques gardent le leur (règle { $rule }).
