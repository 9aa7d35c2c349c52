# L'écran d'accueil (src/ui/screens/start.rs) et les réglages qu'il montre.

ui-start-title = layerlab
ui-start-tagline = Le système de couches (CR 613) et la procédure des effets de phase, pas à pas.
ui-start-heading-study = Étudier
ui-start-heading-sandboxes = Bacs à sable
ui-start-heading-settings = Réglages
ui-start-continue = ▶ Reprendre : leçon { $n }, page { $page } — { $title }
ui-start-begin = ▶ Commencer : leçon 1 — { $title }
ui-start-practice-due = Entraînement du jour : { $count ->
    [0] rien
    [one] une question
   *[other] { $count } questions
}
ui-start-practice-none = Entraînement : bientôt avec `layerlab drill`
ui-start-layer-sample = Bac à sable des couches : { $title }
ui-start-layer-empty = Bac à sable des couches, plateau vide
ui-start-phase = Bac à sable des phases : { $title }
ui-start-chain = Constructeur de chaîne : les quatre paliers
ui-start-language = Langue : { $lang }
ui-start-language-name = français
ui-start-theme = Thème : { $theme }
ui-theme-high-contrast = contraste élevé
ui-ctx-start = Écran d'accueil
ui-key-start-next = suivant
ui-key-start-prev = précédent
ui-key-start-choose = ouvrir
ui-key-start-close = vers les leçons
ui-key-show-start = accueil
