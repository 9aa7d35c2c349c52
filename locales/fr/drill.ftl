# layerlab drill : problèmes d'examen générés (src/drill, src/cli/drill_cmd.rs)

## Concepts
drill-concept-layer7 = Couche 7 : marqueurs et inversion
drill-concept-locked-dynamic = Ensembles figés et dynamiques (611.2c, 611.3a)
drill-concept-cda-setting = Capacités de définition de caractéristiques et effets de définition
drill-concept-dependency-type = Dépendance dans la couche des types
drill-concept-dependency-ability = Dépendance dans la couche des capacités
drill-concept-keeps-going = Un effet qui a commencé continue (613.6)
drill-concept-copy-face-down = Copies et permanents face cachée
drill-concept-control = Changements de contrôle et effets « que vous contrôlez »
drill-concept-timestamps = Tampons horaires des Auras et des marqueurs
drill-concept-phase = La procédure des effets de phase
drill-concept-chain = L'ordre d'une chaîne
drill-concept-durations = Durées : quand un effet commence et finit (611.2a, 611.2b)

## Templates
drill-template-counters-and-setters = Des marqueurs après un sort de définition
drill-template-switch-comes-last = L'inversion vient en dernier
drill-template-which-sublayer = Quelle sous-couche décide ?
drill-template-locked-or-dynamic = Figé ou suivant le champ de bataille ?
drill-template-cda-and-setters = Une CDC sous un effet de définition
drill-template-dependency-land-types = Lunes et ajouts de types de terrain
drill-template-dependency-lattice = Tout est artefact, les artefacts sont des créatures
drill-template-dependency-abilities = Un seigneur et une perte de capacités
drill-template-keeps-going = Humilité et Opalescence
drill-template-copies = Ce que copie une copie
drill-template-face-down = Face cachée
drill-template-control = Une créature volée
drill-template-aura-timestamps = Une Aura se déplace
drill-template-phase-trace = Jouer une phase
drill-template-chain-order = Construire une chaîne
drill-template-phase-steps = Une phase, étape par étape

## The board and the question
drill-none = aucun
drill-player = le joueur { $n }
drill-player-setup = Joueur { $n } : { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main ; cimetière : { $graveyard }.
drill-actions = Ce qui se passe, dans l'ordre (chaque action reçoit un nouveau tampon horaire) :
drill-cards = Les cartes :
drill-act-enter = { $card } [{ $id }] { $number ->
    [pl] arrivent
   *[sg] arrive
} sur le champ de bataille sous le contrôle du joueur { $player }.
drill-act-enter-face-down = Une carte [{ $id }] arrive sur le champ de bataille face cachée sous le contrôle du joueur { $player } ({ $number ->
        [pl] ce sont
       *[sg] c'est
    } { $card }).
drill-act-copy = Cette carte arrive en tant que copie { $vowel ->
        [v] d'{ $of }
       *[c] de { $of }
    }.
drill-act-attached = Cette carte est attachée à { $to }.
drill-act-with-counters = Cette carte a { $n ->
        [one] { $n } marqueur { $kind }
       *[other] { $n } marqueurs { $kind }
    }.
drill-act-cast = Le joueur { $player } lance { $card } ({ $count ->
    [one] cible
   *[other] cibles
} : { $targets }) ; le sort se résout.
drill-act-counters = { $n ->
        [one] { $n } marqueur { $kind } est placé
       *[other] { $n } marqueurs { $kind } sont placés
    } sur { $target }.
# $gender, $number : ce qui devient attaché.
drill-act-attach = { $source } { $number ->
        [pl] deviennent
       *[sg] devient
    } { $number ->
        [pl] { $gender ->
            [f] attachées
           *[m] attachés
        }
       *[sg] { $gender ->
            [f] attachée
           *[m] attaché
        }
    } à { $to }.
drill-act-effect-resolved = Un sort du joueur { $player } se résout ; jusqu'à la fin du tour : « { $text } »
drill-act-effect-static = Une capacité statique du joueur { $player } commence à s'appliquer : « { $text } »
drill-act-face-up = { $target } { $number ->
        [pl] sont
       *[sg] est
    } { $number ->
        [pl] { $gender ->
            [f] retournées
           *[m] retournés
        }
       *[sg] { $gender ->
            [f] retournée
           *[m] retourné
        }
    } face visible.
# $choice : le mode choisi quand il est retourné face visible (Entité aquamorphe : 5/1 ou 1/5).
drill-act-face-up-choosing = { $target } { $number ->
        [pl] sont
       *[sg] est
    } { $number ->
        [pl] { $gender ->
            [f] retournées
           *[m] retournés
        }
       *[sg] { $gender ->
            [f] retournée
           *[m] retourné
        }
    } face visible, avec le choix { $choice }.
drill-act-transform = { $target } { $number ->
        [pl] se transforment
       *[sg] se transforme
    }.
drill-act-tap = { $target } { $number ->
        [pl] sont
       *[sg] est
    } { $number ->
        [pl] { $gender ->
            [f] engagées
           *[m] engagés
        }
       *[sg] { $gender ->
            [f] engagée
           *[m] engagé
        }
    }.
drill-act-untap = { $target } { $number ->
        [pl] sont
       *[sg] est
    } { $number ->
        [pl] { $gender ->
            [f] dégagées
           *[m] dégagés
        }
       *[sg] { $gender ->
            [f] dégagée
           *[m] dégagé
        }
    }.
drill-act-phase-out = { $target } { $number ->
        [pl] passent
       *[sg] passe
    } hors phase.
drill-act-phase-in = { $target } { $number ->
        [pl] passent
       *[sg] passe
    } en phase.
drill-act-end-turn = Le tour se termine.
drill-phase-intro = Effets en attente au début de la phase (A est le joueur actif, P l'autre) :
drill-phase-spawns = quand il se résout, il crée { $effect }
drill-phase-eager = { $player } résout un effet dès qu'il le peut, sinon passe ; s'il doit choisir entre plusieurs, il prend le premier en attente (dans la liste ci-dessus ; les effets créés viennent en dernier).
drill-phase-passer = { $player } passe dès qu'il le peut ; s'il doit choisir entre plusieurs, il prend le premier en attente (dans la liste ci-dessus ; les effets créés viennent en dernier).
drill-chain-intro = Ces effets se déclenchent en même temps (A est le joueur actif ; chacun liste les siens dans l'ordre qu'il choisit) :
drill-chain-declined = son propriétaire y renonce
drill-effect-mandatory = { $id } ({ $player }, obligatoire)
drill-effect-optional = { $id } ({ $player }, optionnel)
drill-ask-pt = Question : quelles sont la force et l'endurance { $vowel ->
        [v] d'{ $object }
       *[c] de { $object }
    } ?
drill-ask-types = Question : quels types de carte { $number ->
        [pl] ont
       *[sg] a
    } { $object } ?
drill-ask-subtypes = Question : quels sous-types { $number ->
        [pl] ont
       *[sg] a
    } { $object } ?
drill-ask-colors = Question : de quelles couleurs { $number ->
        [pl] sont
       *[sg] est
    } { $object } ?
drill-ask-abilities = Question : quelles capacités { $number ->
        [pl] ont
       *[sg] a
    } { $object } ?
drill-ask-layer = Question : dans quelle couche { $object } { $number ->
        [pl] { $gender ->
            [f] reçoivent-elles leur
           *[m] reçoivent-ils leur
        }
       *[sg] { $gender ->
            [f] reçoit-elle sa
           *[m] reçoit-il sa
        }
    } force finale ?
drill-ask-phase = Question : quels effets se résolvent, et dans quel ordre ?
drill-ask-steps = Question : que se passe-t-il à chaque étape de chaque cycle, de l'étape [1] du cycle 1 jusqu'à la fin de la phase ?
drill-ask-chain = Question : dans quel ordre se résolvent les maillons de la chaîne ?
drill-hint-pt = Tapez force/endurance, par exemple 3/4.
drill-hint-set = Tapez les noms ou les numéros de la liste, séparés par des virgules (ou « aucun »).
drill-hint-set-other = Tapez les noms ou les numéros de la liste, séparés par des virgules (ou « aucun ») ; une capacité que la liste n'offre pas peut être tapée en toutes lettres.
drill-hint-layer = Tapez une couche, par exemple 4 ou 7b.
drill-hint-steps = Tapez un mot par étape, dans l'ordre : - quand l'étape passe d'elle-même, passe quand le joueur choisit de passer, ou l'identifiant de l'effet qui se résout (par exemple : passe passe am1 - passe - pm1 - - - -).
drill-hint-order = Tapez les identifiants ou les numéros dans l'ordre, séparés par des espaces ou des virgules.
drill-parse-pt = « { $input } » n'est pas une F/E : tapez-la sous la forme 3/4.
drill-parse-layer = « { $input } » n'est pas une couche : tapez 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c ou 7d.
drill-parse-set = « { $input } » ne nomme pas des éléments de la liste : tapez des noms ou des numéros séparés par des virgules, ou « aucun ».
drill-parse-steps = « { $input } » n'est pas une liste d'étapes : tapez -, passe ou l'identifiant d'un effet pour chaque étape, séparés par des espaces.
drill-parse-order = « { $input } » n'est pas un ordre des éléments : tapez chaque identifiant ou numéro une fois, dans l'ordre.
drill-answer-is = Réponse : { $answer }
drill-worked-none = Aucun effet continu n'atteint { $object } dans les couches qui décident de cela : ses valeurs sont celles de départ (613.1).

## The command
drill-header = Exercice { $n } sur { $total } · { $concept } · { $template } (graine { $seed })
drill-header-open = Exercice { $n } · { $concept } · { $template } (graine { $seed })
drill-right = Juste.
drill-wrong = Pas tout à fait : vous avez répondu { $given }.
drill-unreadable = { $message } Compté comme faux.
drill-why = Pourquoi, étape par étape :
drill-score = Score : { $right } sur { $total }.
drill-review-title = À revoir :
drill-review-none = Rien à revoir : aucune erreur.
drill-review-item = { $n }. { $question } [{ $key }] : vous avez répondu { $given } ; la réponse est { $expected }.
drill-due-today = Questions à revoir aujourd'hui : { $n }.
drill-error-generate = layerlab : impossible de générer un exercice : { $error }
drill-gen-unknown-template = modèle d'exercice « { $id } » inconnu
drill-gen-no-template = aucun modèle d'exercice ne correspond
drill-gen-exhausted = le modèle « { $template } » n'a trouvé aucun champ de bataille non trivial pour la graine { $seed }
drill-gen-attach-does-nothing = le modèle « { $template } » attache « { $id } » à ce à quoi il est déjà attaché pour la graine { $seed } : cela ne fait rien et ne donne pas de nouveau tampon horaire (701.3b)
drill-error-concept = layerlab : concept « { $input } » inconnu ; les concepts sont : { $list }
drill-error-templates = layerlab : les modèles d'exercices sont défectueux :
drill-progress-saved = Progression enregistrée dans { $path }.
drill-progress-save-failed = layerlab : impossible d'enregistrer la progression des exercices dans { $path } : { $error }
drill-exam-header = Examen blanc, niveau { $level } : { $count } problèmes en { $minutes } minutes ; seuil de réussite { $pass } %.
drill-exam-time-left = Temps restant : { $minutes } min { $seconds } s.
drill-exam-too-late = Le temps est écoulé : cette réponse ne compte pas.
drill-exam-report = Score de l'examen : { $right } sur { $total } ({ $percent } %) ; seuil de réussite { $pass } %.
drill-exam-passed = Réussi.
drill-exam-failed = Pas encore réussi.
drill-exam-concept = - { $concept } : { $right } sur { $total }
