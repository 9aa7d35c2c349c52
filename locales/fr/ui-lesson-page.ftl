# Le volet des leçons (src/ui/screens/lessons) : sa page et sa liste.

# Messages du pied de page après `o` et `p`.
ui-page-no-board = Pas de position à essayer sur cette page.
ui-page-no-procedure = Pas de procédure de phase sur cette page.
ui-page-board-broken = { $file } n'a pas pu être chargé : la page indique pourquoi.
ui-page-opened = { $n } sur { $count } ouverte : appuyez de nouveau pour la suivante.
ui-page-unsaved = La position du bac à sable a des modifications non enregistrées : o de nouveau la remplace (Ctrl-S dans le bac à sable les enregistre).
# Plusieurs positions « à vous » sur une page.
ui-page-board-of = Position { $n } sur { $count } :
ui-page-board-next = (la prochaine avec o)
# Retour sur les réponses.
ui-page-your-pick = votre réponse
# Le calcul détaillé d'une question calculée.
ui-page-worked-none = Aucune étape ne le modifie.

