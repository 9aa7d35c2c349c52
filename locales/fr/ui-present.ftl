# Le mode présentation, pour un vidéoprojecteur (src/ui/present.rs).

ui-present-title = layerlab — présentation
ui-present-layer = { $layer ->
    [players] Joueurs
    [rules] Règles du jeu
    [sba] Actions d'état
   *[other] Couche { $layer }
}
ui-present-start = Départ
ui-present-round = Tour { $round } [{ $step }]
ui-present-over = Phase finie
ui-present-chain = Chaîne
ui-present-lesson = Leçon { $n }
