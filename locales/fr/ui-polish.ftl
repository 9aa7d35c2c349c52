# Les finitions du volet des leçons (src/ui/page.rs, src/ui/view.rs).

# Messages du pied de page après `o` et `p`.
ui-polish-no-board = Pas de position à essayer sur cette page.
ui-polish-no-procedure = Pas de procédure de phase sur cette page.
ui-polish-board-broken = { $file } n'a pas pu être chargé : la page indique pourquoi.
ui-polish-opened = { $n } sur { $count } ouverte : appuyez de nouveau pour la suivante.
ui-polish-unsaved = La position du bac à sable a des modifications non enregistrées : o de nouveau la remplace (Ctrl-S dans le bac à sable les enregistre).
# Plusieurs positions « à vous » sur une page.
ui-polish-board-of = Position { $n } sur { $count } :
ui-polish-board-next = (la prochaine avec o)
# Retour sur les réponses.
ui-polish-your-pick = votre réponse
# Le calcul détaillé d'une question calculée.
ui-polish-worked-none = Aucune étape ne le modifie.
# Deuxième ligne de l'en-tête de page.
# Sous la liste des leçons.

