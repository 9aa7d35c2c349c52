# Titres des plateaux et procédures du cours (src/words/titles.rs), vue de présentation
# (src/ui/present/), touches du volet des leçons et lecture d'une étape écran par écran.

## Un plateau ou une procédure du cours, nommée par la page de leçon qui l'ouvre.
title-scenario = { $page } (leçon { $lesson })
title-scenario-of = { $page }, { $n } sur { $count } (leçon { $lesson })
# Un plateau qu'aucune leçon n'ouvre.
title-untitled = un plateau sans titre
ui-board-new = Nouveau plateau

## La vue de présentation.
ui-present-sandbox = Bac à sable
ui-present-question = Question { $n }/{ $count }
ui-present-ask = Posez-la à la classe, puis appuyez sur v pour révéler la réponse.
ui-present-next = v : la question suivante
ui-present-last = v : retour au plateau
ui-present-no-question = Cette page ne pose aucune question.

## Une étape plus longue que son volet.
ui-step-more = ▼ suite : Espace
ui-step-top = ▲ Espace : retour au début

## Touches.
ui-ctx-desk = Leçons et bacs à sable
ui-ctx-present = Présentation
ui-key-step-more = suite de l'étape
ui-key-lesson-narrower = volet des leçons plus étroit
ui-key-lesson-wider = volet des leçons plus large
ui-key-lesson-toggle = masquer ou afficher le volet des leçons
ui-key-present-question = question, puis réponse
ui-keyname-space = Espace

## Le mode présentation : le grand en-tête de l'étape en cours.
ui-present-title = layerlab — présentation
ui-present-layer = { $layer ->
    [players] Joueurs
    [rules] Règles du jeu
    [sba] Actions d'état
   *[other] Couche { $layer }
}
ui-present-start = Départ
ui-present-round = Cycle { $round } [{ $step }]
ui-present-over = Phase finie
ui-present-chain = Chaîne
ui-present-lesson = Leçon { $n }
