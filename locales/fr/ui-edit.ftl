# Modifier le plateau du bac à sable des couches (src/ui/screens/layer/edit).
ui-edit-ctx-form = Formulaire, recherche ou chemin
ui-edit-ctx-actions = Les actions du plateau
ui-edit-ctx-deps = Dépendances
ui-edit-key-add = ajouter un permanent
ui-edit-key-cast = lancer un sort
ui-edit-key-counters = ajouter/retirer des marqueurs
ui-edit-key-effect = effet personnalisé
ui-edit-key-leave = quitter le champ de bataille
ui-edit-key-actions = actions : ordre, suppression
ui-edit-key-end-turn = finir le tour
ui-edit-key-deps = vue des dépendances
ui-edit-key-undo = annuler
ui-edit-key-redo = rétablir
ui-edit-key-save = enregistrer le plateau
ui-edit-key-open = ouvrir un fichier de scénario
ui-edit-key-export = exporter la trace (Markdown)
ui-edit-key-confirm = valider
ui-edit-key-cancel = annuler
ui-edit-key-next = champ suivant
ui-edit-key-prev = champ précédent
ui-edit-key-left = changer le choix, déplacer le curseur
ui-edit-key-right = changer
ui-edit-key-backspace = effacer un caractère
ui-edit-key-action-next = action suivante
ui-edit-key-action-prev = action précédente
ui-edit-key-earlier = tampon horaire plus ancien
ui-edit-key-later = tampon horaire plus récent
ui-edit-key-delete = supprimer l'action
ui-edit-key-close = fermer
ui-edit-key-scroll-down = défiler vers le bas
ui-edit-key-scroll-up = défiler vers le haut
ui-edit-keyname-backspace = Retour arrière
ui-edit-keyname-backtab = Maj-Tab
ui-edit-keyname-delete = Suppr
ui-edit-none = aucun
ui-edit-yes = oui
ui-edit-no = non
ui-edit-field-id = Identifiant
ui-edit-field-controller = Contrôleur
ui-edit-field-color = Couleur choisie
ui-edit-field-creature-type = Type de créature
ui-edit-field-mode = Mode
ui-edit-field-copy-of = Copie de
ui-edit-field-exile = Exiler du cimetière (noms séparés par ;)
ui-edit-field-face-down = Face cachée
ui-edit-field-attach = Attaché à
ui-edit-field-target = Cible
ui-edit-field-word-from = Mot remplacé
ui-edit-field-word-to = Nouveau mot
ui-edit-field-x = X
ui-edit-field-counter-kind = Marqueur
ui-edit-field-counter-op = Ajouter ou retirer
ui-edit-field-count = Combien
ui-edit-field-kind = Nature
ui-edit-field-part = Couche · instruction
ui-edit-field-param = Paramètres
ui-edit-field-more-parts = Autres parties
ui-edit-field-affects = S'applique à
ui-edit-field-affects-detail = Filtre ou identifiants
ui-edit-field-source = Source
ui-edit-field-duration = Durée
ui-edit-counter-add = ajouter
ui-edit-counter-remove = retirer
ui-edit-affects-selected = le permanent choisi
ui-edit-affects-all = tous les objets qui correspondent au filtre
ui-edit-affects-objects = ces objets (identifiants séparés par des virgules)
ui-edit-affects-this = la source elle-même
ui-edit-affects-attached = ce à quoi la source est attachée
ui-edit-affects-you = vous (le contrôleur)
ui-edit-affects-opponents = les adversaires
ui-edit-affects-players = chaque joueur
ui-edit-affects-game = les règles du jeu
ui-edit-duration-indefinitely = sans limite de durée
ui-edit-duration-eot = jusqu'à la fin du tour
ui-edit-duration-while-source = tant que la source est sur le champ de bataille
ui-edit-duration-on-battlefield = aussi longtemps que la source reste sur le champ de bataille
ui-edit-duration-you-control = aussi longtemps que vous contrôlez la source
ui-edit-refused = Le moteur refuse cette modification : { $detail }
ui-edit-no-card = Aucune carte n'est choisie : choisissez-en une dans la liste.
ui-edit-bad-number = Ce n'est pas un nombre entier supérieur à zéro : « { $detail } »
ui-edit-bad-param = Paramètres illisibles : { $detail }
ui-edit-unknown-instruction = instruction « { $name } » inconnue
ui-edit-no-selection = Choisissez d'abord un permanent sur le plateau (↑↓).
ui-edit-no-source = Ce choix demande une source : choisissez-en une.
ui-edit-nothing-to-undo = Rien à annuler.
ui-edit-nothing-to-redo = Rien à rétablir.
ui-edit-undone = Modification annulée.
ui-edit-redone = Modification rétablie.
ui-edit-no-board = Aucun plateau n'est ouvert.
ui-edit-opened = { $detail } est ouvert.
ui-edit-saved = Enregistré dans { $detail }.
ui-edit-exported = Trace exportée dans { $detail }.
ui-edit-added = { $detail } { $number ->
    [pl] sont
   *[sg] est
} sur le champ de bataille.
ui-edit-cast = { $detail } : le sort s'est résolu.
ui-edit-countered = Marqueurs modifiés sur { $detail }.
ui-edit-effect-added = Effet { $detail } créé.
ui-edit-done = C'est fait.
ui-edit-left = { $detail } { $number ->
    [pl] ont
   *[sg] a
} quitté le champ de bataille.
ui-edit-turn-ended = Le tour est fini : les effets « jusqu'à la fin du tour » cessent.
ui-edit-moved = L'action porte maintenant le numéro { $detail }.
ui-edit-deleted = Action { $detail } supprimée.
ui-edit-modified = non enregistré
ui-edit-solving = Le plateau de la dernière modification est encore en calcul : attendez qu'il s'affiche.
ui-edit-solving-mark = { $spinner } calcul en cours…
ui-edit-solve-failed = Le plateau de cette modification n'a pas pu être calculé.
ui-edit-opening = Le plateau en cours d'ouverture est encore en calcul : attendez qu'il s'affiche.
ui-edit-open-refused = Impossible d'ouvrir le plateau : { $detail }
ui-edit-untitled = sans-titre.ron
ui-edit-empty-path = Tapez un chemin.
ui-edit-is-dir = C'est un dossier : tapez un nom de fichier.
ui-edit-act-enter = { $id } : { $card } { $number ->
    [pl] arrivent
   *[sg] arrive
} sous le contrôle de p{ $player }
ui-edit-act-cast = p{ $player } lance { $card }
ui-edit-act-activate = une capacité { $vowel ->
        [v] d'{ $id }
       *[c] de { $id }
    } se résout
ui-edit-act-counters = { $count ->
    [one] { $count } marqueur { $kind }
   *[other] { $count } marqueurs { $kind }
} sur { $id }
# $gender, $number : la carte de l'objet qui devient attaché.
ui-edit-act-attach = { $id } { $number ->
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
    } à { $to }
ui-edit-act-face-up = { $id } { $number ->
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
    } face visible
# $choice : le mode choisi quand il est retourné face visible.
ui-edit-act-face-up-choosing = { $id } { $number ->
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
    } face visible, avec le choix { $choice }
ui-edit-act-face-down = { $id } { $number ->
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
    } face cachée
ui-edit-act-transform = { $id } { $number ->
        [pl] se transforment
       *[sg] se transforme
    }
ui-edit-act-tap = { $id } { $number ->
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
    }
ui-edit-act-untap = { $id } { $number ->
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
    }
ui-edit-act-phase-out = { $id } { $number ->
        [pl] passent
       *[sg] passe
    } hors phase
ui-edit-act-phase-in = { $id } { $number ->
        [pl] passent
       *[sg] passe
    } en phase
ui-edit-act-leave = { $id } quitte le champ de bataille
ui-edit-act-end-turn = fin du tour
ui-edit-act-effect = effet { $id } : { $parts } ({ $affected })
ui-edit-pick-permanent = Ajouter un permanent
ui-edit-pick-spell = Lancer un sort
ui-edit-search = Nom (français ou anglais) :
ui-edit-found = { $count ->
    [0] Aucune carte ne correspond.
    [one] 1 carte
   *[other] { $count } cartes
}
ui-edit-hint-picker = tapez pour chercher · ↑↓ choisir · Entrée prendre · Échap annuler
ui-edit-form-enter = Ajouter { $card }
ui-edit-form-cast = Lancer { $card }
ui-edit-form-counters = Marqueurs sur { $id }
ui-edit-form-effect = Effet personnalisé
ui-edit-part-preview = = couche { $layer } : { $text }
ui-edit-hint-form = Tab/↑↓ champ · ←→ changer · Entrée valider · Échap annuler
ui-edit-prompt-save = Enregistrer le plateau comme fichier de scénario
ui-edit-prompt-open = Ouvrir un fichier de scénario
ui-edit-prompt-export = Exporter la trace en Markdown
ui-edit-path = Chemin :
ui-edit-overwrite = Ce fichier existe. Entrée le remplace, Échap le garde.
ui-edit-discard = Le plateau a des modifications non enregistrées. Entrée ouvre quand même le fichier, Échap revient en arrière.
ui-edit-hint-prompt = Entrée valider · Échap annuler
ui-edit-actions-title = Actions, dans l'ordre des tampons horaires
ui-edit-actions-intro = Chaque action reçoit le tampon horaire suivant (613.7).
ui-edit-actions-empty = Aucune action : appuyez sur n pour ajouter un permanent.
ui-edit-hint-actions = - plus ancien · + plus récent · x supprimer · Échap fermer
ui-edit-deps-title = Dépendances (613.8)
ui-edit-deps-intro = Chaque dépendance trouvée en appliquant les couches, avec sa raison ; ▸ marque celles de l'étape affichée.
ui-edit-deps-none = Aucune dépendance sur ce plateau : chaque effet s'applique dans l'ordre des tampons horaires (613.7).
ui-edit-hint-deps = ↑↓ défiler · Échap fermer
ui-edit-write-failed = Impossible d'écrire { $path } : { $error }

# Le formulaire « par texte de règles » (src/ui/screens/layer/edit/by_text.rs).
ui-edit-ctx-text = Texte de règles en cours de saisie
ui-edit-key-add-by-text = ajouter par texte de règles
ui-edit-key-newline = nouvelle ligne
ui-edit-key-line-up = curseur une ligne plus haut
ui-edit-key-line-down = curseur une ligne plus bas
ui-edit-field-name = Nom
ui-edit-field-type-line = Ligne de type
ui-edit-field-pt = Force/endurance
ui-edit-field-text = Texte de règles
ui-edit-form-by-text = Ajouter un permanent par son texte de règles
ui-edit-hint-by-text = Tab champ · Entrée : ligne dans le texte, sinon ajouter · Échap annuler
ui-edit-by-text-name = Ma carte
ui-edit-by-text-empty = Tapez la ligne de type et le texte de règles de la carte : ce que layerlab en comprend s'affiche ici, capacité par capacité.
ui-edit-by-text-error-text = Texte de règles, ligne { $line }, colonne { $col } : { $problem }
ui-edit-by-text-error-type-line = Ligne de type, colonne { $col } : { $problem }
ui-edit-by-text-error-pt = Force/endurance : { $problem }
ui-edit-by-text-cant-add = La carte pourra être ajoutée quand son texte se lira en entier.
ui-edit-by-text-unread = La carte ne peut pas être ajoutée : sa ligne de type, sa force/endurance ou son texte ne se lit pas encore.
ui-edit-by-text-no-name = La carte a besoin d'un nom.
ui-edit-by-text-name-taken = Une carte nommée { $detail } existe déjà : donnez un autre nom à celle-ci.
ui-edit-pick-by-text = Absente du catalogue ? Échap puis { $key } : par son texte de règles.
ui-edit-key-slides = écrire les étapes en diapositives (HTML)
ui-edit-slides-written = Diapositives écrites dans { $detail }.
ui-edit-prompt-slides = Écrire les étapes en diaporama (HTML, un seul fichier)
