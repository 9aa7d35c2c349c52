# Le volet des leçons (src/ui/screens/lessons) : sa page et sa liste.

# Messages du pied de page après `o` et `p`.
ui-page-no-board = Pas de plateau à essayer sur cette page.
ui-page-no-procedure = Pas de procédure de phase sur cette page.
ui-page-board-broken = { $file } n'a pas pu être chargé : la page indique pourquoi.
# Un plateau ou une procédure de la page : le numéro ouvert.
ui-page-opened = Numéro { $n } sur { $count } ouvert : appuyez de nouveau pour le suivant.
ui-page-unsaved = Le plateau du bac à sable a des modifications non enregistrées : o de nouveau le remplace (Ctrl-S dans le bac à sable les enregistre).
# Plusieurs plateaux « à vous » sur une page.
ui-page-board-of = Plateau { $n } sur { $count } :
ui-page-board-next = (le prochain avec o)
# Retour sur les réponses.
ui-page-your-pick = votre réponse
# Le calcul détaillé d'une question calculée.
ui-page-worked-none = Aucune étape ne le modifie.

