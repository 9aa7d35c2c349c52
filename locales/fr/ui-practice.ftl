# L'entraînement dans l'application (src/ui/screens/practice) : écran d'entraînement, examens blancs, révision, statistiques.

## Écran d'accueil
ui-start-heading-practice = Entraînement
ui-start-exam-l1 = Examen blanc, niveau 1 (couche 7)
ui-start-exam-l2 = Examen blanc, niveau 2 (toutes les couches)
ui-start-exam-details = { $count } problèmes · { $minutes } min · seuil { $pass } %
ui-start-review = Erreurs à revoir : { $count }
ui-start-stats = Statistiques par notion

## Écrans
ui-practice-title = Entraînement · justes : { $right } sur { $total } · à revoir aujourd'hui : { $due }
ui-practice-title-exam = Examen blanc · temps restant : { $minutes }:{ $seconds }
ui-practice-title-report = Examen blanc : bilan
ui-practice-title-review = Erreurs à revoir
ui-practice-title-stats = Statistiques par notion
ui-practice-header = Problème { $n } · { $concept } · { $template } (graine { $seed })
ui-practice-exam-header = Problème { $n } sur { $total } · { $concept } · { $template }
ui-practice-hint-text = Tapez force/endurance, par exemple 3/4, puis Entrée.
ui-practice-hint-pick = x coche ou décoche un élément ; Entrée répond (rien de coché signifie aucun).
ui-practice-hint-pick-other = x coche ou décoche un élément ; sur la dernière ligne, tapez une capacité que la liste n'offre pas ; Entrée répond (rien de coché signifie aucun).
# La dernière ligne d'une liste de capacités : un élément que l'apprenant tape. $typed : ce qui a été tapé.
ui-practice-other = Autre : { $typed }
ui-practice-hint-order = Rangez les éléments dans l'ordre où ils se résolvent : PgPréc et PgSuiv déplacent celui qui est sélectionné, x marque celui qui ne se résout pas ; Entrée répond.
ui-practice-hint-play = Jouez la phase pour les deux joueurs, comme l'énoncé dit que chacun joue : ↑ ↓ choisissent, Entrée décide, u annule ; la réponse part quand la phase est finie.
ui-practice-hint-layer = ← → choisissent la couche ; Entrée répond.
ui-practice-order-skipped = ne se résout pas
ui-practice-error = Impossible de créer un problème : { $error }
ui-practice-report-title = Examen blanc, niveau { $level }
ui-practice-time-up = Temps écoulé : les problèmes sans réponse comptent comme faux.
ui-practice-report-concepts = Par notion :
ui-practice-review-title = Erreurs passées ({ $count }), les plus récentes d'abord ; Entrée montre le problème et pourquoi.
ui-practice-review-item = { $concept } : { $question } Vous : { $given } · attendu : { $expected }
ui-practice-review-gone = Ce problème ne peut plus être créé (son modèle a changé).
ui-practice-stats-title = Réponses justes par notion (Entrée entraîne la notion sélectionnée) :
ui-practice-stats-row = { $concept } : { $right }/{ $total } justes ({ $percent } %), boîte { $level } sur 5
ui-practice-stats-row-new = { $concept } : pas encore travaillée
ui-practice-stats-chart = { $concept } : % de réponses justes par jour, { $days } derniers jours
ui-practice-stats-today = auj.

## Touches
ui-ctx-practice-text = Saisie d'une réponse
ui-ctx-practice-list = Réponse dans une liste
ui-ctx-practice-pick = Choix d'éléments
ui-ctx-practice-order = Mise en ordre
ui-ctx-practice-play = Jouer la phase
ui-ctx-practice-feedback = Correction
ui-ctx-practice-review = Erreurs à revoir
ui-ctx-practice-stats = Statistiques
ui-ctx-practice-report = Bilan de l'examen
ui-keyname-practice-text = lettres
ui-key-practice-type = taper la réponse
ui-key-practice-erase = effacer un caractère
ui-key-practice-submit = répondre
ui-key-practice-cancel = effacer, puis quitter
ui-key-practice-toggle = cocher ou décocher
ui-key-practice-skip = se résout ou non
ui-key-practice-earlier = avancer
ui-key-practice-later = reculer
ui-key-practice-down = suivant
ui-key-practice-up = précédent
ui-key-practice-leave = retour à l'accueil
ui-key-practice-decide = prendre cette décision
ui-key-practice-undo = annuler une décision
ui-key-practice-next = problème suivant
ui-key-practice-explain = montrer ou cacher pourquoi
ui-key-practice-concept = travailler cette notion
