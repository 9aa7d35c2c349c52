# Une réponse fausse égale à ce que donne une lecture erronée classique des règles (le moteur a
# résolu le plateau à nouveau selon cette lecture). $rule : la règle que cette lecture enfreint.
misc-heading = Votre réponse est celle que donne cette lecture erronée des règles :
misc-timestamp-only = Vous avez appliqué les effets dans l'ordre de leurs tampons horaires seulement, mais un effet qui dépend d'un autre attend que celui-ci s'applique, quels que soient leurs tampons horaires (règle { $rule }).
misc-last-wins-across-layers = Vous avez appliqué chaque effet en entier dans l'ordre des tampons horaires, comme si le dernier l'emportait, mais chaque partie d'un effet s'applique dans sa propre couche, dans l'ordre des couches (règle { $rule }).
misc-forget-613-6 = Vous avez arrêté un effet dès que sa capacité a été retirée, mais un effet qui a commencé à s'appliquer continue de s'appliquer dans les couches suivantes, aux mêmes objets (règle { $rule }).
misc-spell-dynamic = Vous avez étendu l'effet d'un sort résolu aux objets arrivés ou changés après sa résolution, mais l'ensemble des objets qu'il affecte a été fixé à sa résolution (règle { $rule }).
misc-static-locked = Vous avez fixé l'ensemble des objets d'une capacité statique au moment où elle a commencé, mais l'effet d'une capacité statique s'applique à chaque instant à tout ce qui lui correspond alors (règle { $rule }).
misc-counters-before-setting = Vous avez appliqué les marqueurs et les autres modifications avant un effet qui fixe la force et l'endurance, mais les effets qui les fixent viennent d'abord (7b), puis les modifications et les marqueurs (7c) (règle { $rule }).
misc-cda-by-timestamp = Vous avez placé une capacité de définition de caractéristique selon son tampon horaire, mais ces capacités s'appliquent en premier dans leur couche, avant tout autre effet (règle { $rule }).
