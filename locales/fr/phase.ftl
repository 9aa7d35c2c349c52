## layerlab phase : la procédure des effets de phase et l'ordre de chaîne (crates/layerlab-engine/src/phase, src/cli/phase_cmd.rs).
## La notation de la trace (R1 [1]A passe …, CL1 …) est celle du cours ; seul son mot pour un passage
## choisi est dans la langue du lecteur (phase-trace-pass).

## Erreurs dans les fichiers de scénario et pendant leur déroulement
phase-error = erreur : { $detail }
phase-error-read = impossible de lire le fichier : { $reason }
phase-error-kind-missing = `PhaseScenario(...)` ou `ChainScenario(...)` attendu ici : nommez le type de scénario avant sa parenthèse
phase-error-kind = `PhaseScenario(...)` ou `ChainScenario(...)` attendu, trouvé `{ $found }`
phase-error-version = format_version { $found } non pris en charge (ce layerlab lit la version { $supported })
phase-error-max-resolutions = max_resolutions vaut { $found }, plus que les { $limit } acceptées par ce layerlab
phase-error-bad-id = « { $id } » ne peut pas servir d'identifiant d'effet : n'utilisez que des lettres, des chiffres et _ - . ' (ni « pass », ni « passe », ni « - », qu'emploient les traces)
phase-error-duplicate-id = l'identifiant d'effet « { $id } » est utilisé deux fois ; les identifiants doivent être uniques parmi les effets en attente
phase-error-remove-unknown = Remove("{ $id }") ne désigne aucun effet de ce scénario
phase-error-declined-mandatory = « { $id } » est obligatoire et ne peut donc pas être refusé : `activate: false` est réservé aux effets optionnels
phase-error-at = cycle { $round }, étape [{ $step }] : { $detail }
phase-illegal-not-deciding = aucune décision n'est attendue : la phase est terminée
phase-illegal-pass = { $player } ne peut pas passer à l'étape [{ $step }] tant qu'il lui reste un effet obligatoire ; il doit en résoudre un
phase-illegal-not-pending = { $player } ne peut pas résoudre « { $id } » : aucun effet en attente ne porte cet identifiant
phase-illegal-not-theirs = { $player } ne peut pas résoudre « { $id } » : cet effet appartient à { $owner }
phase-illegal-not-mandatory = { $player } ne peut pas résoudre « { $id } » à l'étape [{ $step }] : seul un effet obligatoire peut y être choisi (`lenient: true` permet de choisir n'importe quel effet en attente)
phase-illegal-choices = décisions possibles ici : { $choices }
phase-error-guard = garde-fou de boucle déclenché au cycle { $round }, étape [{ $step }] : la phase a déjà résolu { $limit } effets (max_resolutions : { $limit }) et « { $id } » en serait un de plus. Un effet se recrée peut-être lui-même ; augmentez max_resolutions si la phase en a vraiment besoin.
phase-error-duplicate-pending = cycle { $round }, étape [{ $step }] : résoudre « { $by } » créerait un second effet en attente « { $id } » ; les identifiants doivent être uniques parmi les effets en attente
phase-error-trace-so-far = trace jusque-là : { $trace }
# Un message, puis ce qui le suit à la ligne (les décisions possibles, la trace jusque-là).
phase-error-then =
    { $first }
    { $second }
phase-expect-failed = la trace obtenue n'est pas celle attendue (expect)
phase-expect-expected = attendu : { $line }
phase-expect-got = obtenu : { $line }
phase-warn-unused = attention : { $count ->
    [one] une décision prévue pour { $player } n'a jamais servi
   *[other] { $count } décisions prévues pour { $player } n'ont jamais servi
} : { $list }

## Le format texte : effets de phase
phase-text-title = Les effets de phase se résolvent un par un. A est le joueur actif, P le joueur passif.
phase-text-reading-strict = Lecture retenue : aux étapes [3]/[4], seul un effet obligatoire peut être choisi (le texte du cours).
phase-text-reading-lenient = Lecture souple : aux étapes [3]/[4], un joueur à qui il reste un effet obligatoire doit résoudre l'un de ses effets en attente, obligatoire ou optionnel.
phase-text-start-none = Aucun effet n'est en attente au début de la procédure.
phase-text-start = En attente au début de la procédure : { $list }.
phase-text-effect = { $id } ({ $player }, { $kind ->
    [mandatory] obligatoire
   *[optional] optionnel
})
phase-text-round = Cycle { $round } :
phase-text-may = [{ $step }] { $player ->
    [A] A, le joueur actif,
   *[P] P, le joueur passif,
} peut résoudre un de ses effets en attente ({ $list }) ou passer.
phase-text-may-nothing = [{ $step }] { $player ->
    [A] A, le joueur actif,
   *[P] P, le joueur passif,
} n'a aucun effet en attente : il passe automatiquement.
phase-text-must-nothing = [{ $step }] Il ne reste à { $player } aucun effet obligatoire, rien ne l'oblige : { $player } passe.
phase-text-must-one = [{ $step }] { $player } doit résoudre un effet obligatoire ; { $id } est le seul, il se résout donc automatiquement.
phase-text-must-several = [{ $step }] { $player } doit résoudre un de ses effets obligatoires ({ $list }).
phase-text-must-several-lenient = [{ $step }] Il reste à { $player } un effet obligatoire : il doit donc résoudre un de ses effets en attente ({ $list }) ; en lecture souple, il peut aussi choisir un effet optionnel.
phase-text-passes = { $player } passe.
phase-text-resolves = { $player } résout { $id }.
phase-text-chooses = { $player } choisit { $id }, qui se résout.
phase-text-chooses-instead = { $player } choisit { $id }, un effet optionnel, à la place d'un effet obligatoire, et il se résout : { $player } devait résoudre quelque chose, mais { $id } lui-même n'était pas imposé (la trace écrit `{ $id }*`, et non `{ $id }!`).
phase-text-spawned = La résolution { $vowel ->
        [v] d'{ $by }
       *[c] de { $by }
    } crée { $effect }, en attente à partir du cycle suivant.
phase-text-removed = La résolution { $vowel ->
        [v] d'{ $by }
       *[c] de { $by }
    } retire { $effect } : il n'est plus en attente.
phase-text-remove-missed = { $by } retirerait { $id }, mais cet effet n'est pas en attente : rien ne se passe.
phase-text-renewed = { $by } est de nouveau en attente : il se renouvelle.
phase-text-restart = Un effet s'est résolu : le jeu est fermé puis ouvert, et un nouveau cycle commence à l'étape [1] avec A.
phase-text-end = Rien ne s'est résolu pendant ce cycle et aucun joueur n'a d'effet obligatoire : la phase se termine.
phase-text-resolved = Effets résolus, dans l'ordre : { $list }.
phase-text-resolved-none = Aucun effet ne s'est résolu.
phase-text-lapsed = Les effets optionnels encore en attente sont perdus : { $list }.
phase-text-lapsed-none = Aucun effet n'est perdu.
phase-text-trace = Trace : { $line }

## Le format texte : chaînes
phase-chain-title-tiers = Les effets simultanés forment une seule chaîne, en quatre paliers : (1) les effets obligatoires du joueur actif, (2) les effets obligatoires du joueur passif, (3) les effets optionnels du joueur actif, (4) les effets optionnels du joueur passif. Dans un palier, le propriétaire des effets choisit leur ordre ; un effet optionnel peut être refusé.
phase-chain-title-apnap = L'ordre APNAP de Magic (CR 603.3b) : le joueur actif met toutes ses capacités déclenchées sur la pile, puis l'autre joueur fait de même. Magic n'a pas de paliers obligatoire/optionnel : une capacité optionnelle (« pouvez ») va sur la pile comme les autres, et son contrôleur fait son choix au moment où elle se résout (603.5).
phase-chain-links-intro = Les maillons de chaîne sont numérotés CL1, CL2, … dans cet ordre.
phase-chain-links-intro-apnap = Les capacités sont numérotées CL1, CL2, … dans l'ordre où elles sont mises sur la pile : CL1 en bas, la dernière au sommet.
phase-chain-link-tier = CL{ $n } : { $effect }, palier { $tier }.
phase-chain-link-apnap = CL{ $n } : { $effect }.
phase-chain-link-apnap-declines = CL{ $n } : { $effect }. Elle va tout de même sur la pile ; son contrôleur refuse l'option au moment où elle se résout, et elle ne fait rien (603.5). Ce refus n'est pas une perte de la capacité.
phase-chain-declined = { $effect } est refusé : il ne rejoint pas la chaîne.
phase-chain-empty = Aucun effet ne rejoint la chaîne.
phase-chain-resolves = La chaîne se résout du dernier maillon au premier : { $list }.
phase-chain-resolves-apnap = La pile se résout de la dernière capacité mise dessus à la première : { $list }.
phase-chain-first = Le dernier maillon, CL{ $n } ({ $id }), a été créé par { $owner } : { $responder } est donc le premier à pouvoir répondre.
phase-chain-first-apnap = Les capacités déclenchées sont mises sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité (603.3) ; après la résolution d'un sort ou d'une capacité, ce joueur est le joueur actif (117.3b). A, le joueur actif, reçoit donc la priorité en premier et peut répondre le premier, quel que soit le joueur qui a mis la dernière capacité sur la pile.
phase-chain-note-tiers = Les règles actuelles n'utilisent ces paliers que pour les effets simultanés ; une chaîne ordinaire de réponses alterne entre les joueurs.
phase-chain-note-apnap = { $who ->
    [A] Seules des capacités de A attendent : la dernière que A a mise sur la pile se résout en premier.
    [P] Seules des capacités de P attendent : la dernière que P a mise sur la pile se résout en premier.
   *[both] Les capacités de P, mises sur la pile en dernier, se résolvent donc en premier, puis celles de A.
}
phase-expect-difference = première différence : `{ $expected }` attendu, `{ $got }` obtenu

## La trace d'une chaîne sur une ligne (sa forme anglaise est celle des lignes expect)
phase-chain-line = { $links } | résolution : { $resolves } | premier à répondre : { $first }
phase-chain-line-empty = chaîne vide
phase-chain-line-declines = { $id } (refusée)

## Rapports trop grands
phase-report-too-large = les rapports text et json listent, à chaque étape, les effets qui peuvent s'y résoudre : cette phase listerait { $listed } identifiants, plus que les { $limit } permis. Utilisez --format trace, ou moins d'effets en attente, ou un max_resolutions plus bas.

## La légende de la notation de la trace (la touche `n` du bac à sable de phase et son aide)
# Le mot de la trace pour une étape où le joueur a choisi de passer (les lignes `expect` et le
# format trace écrivent toujours `pass`).
phase-trace-pass = passe
phase-legend-players = A est le joueur actif (c'est son tour), P le joueur passif.
phase-legend-rounds = `R1`, `R2`, … : les cycles. Un effet qui se résout termine son cycle, et le cycle suivant commence à l'étape [1] avec A.
phase-legend-steps = [1] A peut résoudre un de ses effets en attente ou passer ; [2] P de même ; [3] A doit résoudre un effet obligatoire s'il en a un ; [4] P de même. Un cycle où rien ne se résout termine la phase.
phase-legend-pass = `passe` : le joueur pouvait résoudre un effet et a choisi de passer.
phase-legend-auto = `-` : l'étape est passée d'elle-même (rien que le joueur puisse résoudre, ou rien d'obligatoire aux étapes [3]/[4]).
phase-legend-forced = `m1!` : un effet obligatoire résolu à l'étape [3]/[4], où son propriétaire devait en résoudre un.
phase-legend-instead = `o1*` : en lecture souple seulement, un effet optionnel choisi à l'étape [3]/[4] à la place d'un effet obligatoire.
phase-legend-short = A joueur actif, P joueur passif · `R1` cycle 1 · [1]–[4] les étapes du cycle · `passe` passe par choix · `-` passe de lui-même · `m1!` imposé · `o1*` choisi à la place d'un effet obligatoire (lecture souple)
