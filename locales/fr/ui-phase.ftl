## Le bac à sable de phase (src/ui/screens/phase/) : une phase construite par l'utilisateur, déroulée une décision à la fois. Les explications des étapes sont celles du format `text` (phase.ftl).

ui-phase-untitled = phase sans titre
# Le nom de fichier proposé pour enregistrer une phase (avant « .ron »).
ui-phase-file-stem = phase
ui-phase-empty-title = Aucun effet n'est encore en attente.
ui-phase-empty-what = Construisez une phase : a ajoute un effet en attente pour A (le joueur actif), p un effet pour P (le joueur passif) ; e les liste, pour modifier chacun d'eux ou ce que crée ou retire sa résolution. Déroulez ensuite la procédure une décision à la fois : Entrée décide, ← et → reculent et avancent.
ui-phase-empty-keys = Ctrl-O ouvre un fichier de scénario de phase · c ouvre le constructeur de chaîne · n explique la notation de la trace · ? liste toutes les touches.
ui-phase-position = { $made ->
    [0] { $total ->
        [0] aucune décision prise
        [one] avant la seule décision
       *[other] avant la première des { $total } décisions
    }
   *[other] décision { $made } sur { $total }
}
ui-phase-now = Cycle { $round }, étape [{ $step }] : { $player } décide · { $position }
ui-phase-over-last = La phase est terminée : c'est la dernière étape ({ $position }).
ui-phase-over = La phase est terminée ({ $position }) : les décisions qui suivaient ne s'appliquent plus.
ui-phase-pending-of = En attente pour { $player } :
ui-phase-more = { $count ->
    [one] , et un de plus
   *[other] , et { $count } de plus
}
ui-phase-reading-key = (s pour changer)
ui-phase-next-of-line = (la décision suivante : →)
ui-phase-before-first = Avant la première décision :
ui-phase-led-to = Ce qu'a entraîné la dernière décision :
ui-phase-too-long = Cette phase liste plus de { $limit } effets au fil de ses étapes : les étapes ne sont pas mises en mots ici (layerlab phase --format text le fait).
ui-phase-compare = Les deux lectures, jouées jusqu'au bout avec ces décisions (puis en passant, ou avec le premier effet obligatoire aux étapes [3]/[4]) :
ui-phase-strict = stricte
ui-phase-lenient = souple
ui-phase-ending = { $used ->
    [yes] { $reading } (en usage)
   *[no] { $reading }
} : { $trace } — résolus : { $resolved } ; perdus : { $lapsed }
ui-phase-diverged = (la décision { $n } n'est pas permise dans cette lecture : les décisions par défaut à partir de là)
ui-phase-compare-same = Les deux lectures donnent ici la même trace.
ui-phase-compare-differ = Les deux lectures diffèrent sur cette phase : s passe à l'autre.
ui-phase-list-title = Les effets en attente, et ce que fait la résolution de chacun
ui-phase-list-hint = a, p ajoutent · Entrée modifie · c crée · d retire · n renouvelle · x supprime · - + déplacent · u, r annulent, rétablissent · Échap ferme
ui-phase-list-empty = Aucun effet pour l'instant : a en ajoute un pour A, p un pour P.
ui-phase-row-effect = { $player } · { $id } · { $kind ->
    [mandatory] obligatoire
   *[optional] optionnel
}
ui-phase-row-creates = crée { $effect }
ui-phase-row-removes = retire { $id }
ui-phase-row-renews = est de nouveau en attente (il se renouvelle)
ui-phase-form-new = Nouvel effet en attente
ui-phase-form-change = Modifier { $id }
ui-phase-form-creates = Ce que crée la résolution { $vowel ->
        [v] d'{ $id }
       *[c] de { $id }
    }
ui-phase-form-removes = Ce que retire la résolution { $vowel ->
        [v] d'{ $id }
       *[c] de { $id }
    }
ui-phase-field-name = Nom (son identifiant dans la trace) :
ui-phase-field-player = Joueur :
ui-phase-field-kind = Nature :
ui-phase-field-target = Retire :
ui-phase-form-hint = Tab passe d'un champ à l'autre, ← → changent un choix, Entrée valide, Échap annule.
ui-phase-prompt-save = Enregistrer la phase comme fichier de scénario (que lit layerlab phase)
ui-phase-prompt-open = Ouvrir un fichier de scénario de phase
ui-phase-prompt-overwrite = Ce fichier existe : Entrée une seconde fois le remplace, Échap annule.
ui-phase-prompt-drop = La phase a des modifications non enregistrées : Entrée une seconde fois les abandonne et ouvre le fichier, Échap annule.
ui-phase-legend-title = Comment lire la trace
ui-phase-added = { $id } ajouté.
ui-phase-changed = { $id } modifié.
ui-phase-creates-added = La résolution { $vowel ->
        [v] d'{ $by }
       *[c] de { $by }
    } crée désormais { $id }.
ui-phase-removes-added = La résolution { $vowel ->
        [v] d'{ $by }
       *[c] de { $by }
    } retire désormais { $id }.
ui-phase-deleted = { $dropped ->
    [0] { $id } supprimé.
    [one] { $id } supprimé, ainsi que le retrait qui le nommait.
   *[other] { $id } supprimé, ainsi que les { $dropped } retraits qui le nommaient.
}
ui-phase-moved = Déplacé.
ui-phase-renews-on = { $id } sera de nouveau en attente une fois résolu.
ui-phase-renews-off = { $id } ne se renouvelle plus.
ui-phase-undone = Modification annulée.
ui-phase-redone = Modification rétablie.
ui-phase-nothing-to-undo = Rien à annuler.
ui-phase-nothing-to-redo = Rien à rétablir.
ui-phase-now-strict = Lecture stricte désormais.
ui-phase-now-lenient = Lecture souple désormais.
ui-phase-line-dropped = Les décisions annulées ne conviennent plus à la phase modifiée : elles sont abandonnées.
ui-phase-gone = Cette ligne n'existe plus.
ui-phase-bad-name = « { $id } » ne peut pas nommer un effet : seulement des lettres, des chiffres et _ - . ' (ni « pass », ni « passe », ni « - »), { $limit } caractères au plus.
ui-phase-too-deep = { $id } serait créé à { $limit } niveaux de profondeur : le bac à sable ne va pas plus loin.
ui-phase-too-many = La phase a déjà { $limit } effets en attente, le plus qu'elle puisse avoir au départ.
ui-phase-too-many-entries = La résolution de { $id } ferait plus de { $limit } choses, le plus qu'une résolution puisse faire.
ui-phase-opened = { $path } ouvert.
ui-phase-saved = Enregistré sous { $path } : layerlab phase le déroule.
ui-phase-save-failed = Impossible d'enregistrer la phase dans { $path } : { $error }
ui-phase-open-chain = Ce fichier est un scénario de chaîne, pas une phase : layerlab phase l'explique, et le constructeur de chaîne (c) construit les chaînes.

## Ses touches (le pied de page et l'aide)
ui-phase-ctx-effects = Bac à sable de phase : les effets
ui-phase-ctx-form = Bac à sable de phase : un formulaire ou un chemin
ui-phase-ctx-legend = Bac à sable de phase : la légende
ui-phase-key-add-a = ajouter pour A
ui-phase-key-add-p = ajouter pour P
ui-phase-key-forward = avancer
ui-phase-key-back = reculer
ui-phase-key-end = dernière décision
ui-phase-key-effects = effets
ui-phase-key-legend = légende
ui-phase-key-reading = stricte/souple
ui-phase-key-undo = annuler une modification
ui-phase-key-redo = rétablir une modification
ui-phase-key-save = enregistrer la phase
ui-phase-key-open = ouvrir un fichier de phase
ui-phase-key-row-next = ligne suivante
ui-phase-key-row-prev = ligne précédente
ui-phase-key-edit = modifier
ui-phase-key-creates = ce qu'il crée
ui-phase-key-removes = ce qu'il retire
ui-phase-key-renews = se renouvelle ou non
ui-phase-key-delete = supprimer
ui-phase-key-earlier = avancer dans la liste
ui-phase-key-later = reculer dans la liste
ui-phase-key-close = fermer
ui-phase-key-from-chain = bac à sable de phase
ui-phase-more-below = ▼ la suite plus bas : PgSuiv
ui-phase-unsaved = Le bac à sable de phase a des modifications non enregistrées : redemandez la procédure pour les remplacer (Ctrl-S dans le bac à sable de phase les enregistre).
ui-phase-key-slides = écrire les étapes en diapositives (HTML)
ui-phase-slides-written = Diapositives écrites dans { $path }.
ui-phase-prompt-slides = Écrire les étapes en diaporama (HTML, un seul fichier)
ui-phase-slides-none = Aucune procédure à écrire en diapositives.
