# Le constructeur de chaîne (src/ui/screens/chain.rs) : les quatre niveaux et l'APNAP de Magic.

ui-ctx-chain = Constructeur de chaîne
ui-chain-title = Constructeur de chaîne
ui-chain-rules = Ordre : { $rules } (r pour changer)
ui-chain-rules-tiers = les quatre paliers du cours
ui-chain-rules-apnap = l'APNAP de Magic (CR 603.3b)
ui-chain-tier = { $tier }. { $player ->
    [A] A, joueur actif
   *[P] P, joueur passif
} : { $kind ->
    [mandatory] obligatoire
   *[optional] optionnel
}
ui-chain-on-chain = sur la chaîne
ui-chain-activated = activé
ui-chain-declined = refusé
ui-chain-empty = Aucun effet pour l'instant : a en ajoute un pour A, p pour P.
ui-chain-links = Chaîne :
ui-chain-resolves = Résolution :
ui-chain-first-label = Premier à pouvoir répondre :
ui-chain-first = { $player } (le dernier maillon, CL{ $n } { $id }, est à { $owner })
ui-chain-compare-tiers = Avec les quatre paliers : { $line }
ui-chain-compare-apnap = Avec l'APNAP : { $line }
ui-chain-magic-player = { $player ->
    [A] A, le joueur actif : capacités déclenchées, dans l'ordre où A les met sur la pile
   *[P] P, le joueur non actif : capacités déclenchées, dans l'ordre où P les met sur la pile, après celles de A
}
ui-chain-magic-on-stack = sur la pile
ui-chain-magic-may-yes = « pouvez » : sur la pile ; { $player } l'utilise au moment où elle se résout
ui-chain-magic-may-no = « pouvez » : sur la pile malgré tout ; { $player } refuse au moment où elle se résout (603.5)
ui-chain-magic-empty = Aucune capacité déclenchée pour l'instant : a en ajoute une pour A, p pour P.
ui-chain-magic-stack = Pile, de bas en haut :
ui-chain-magic-resolves = Résolution, du haut vers le bas :
ui-chain-magic-declines = { $id } (refusée)
ui-chain-magic-priority-label = Priorité d'abord :
ui-chain-magic-priority = { $player }, le joueur actif (117.3b), quel que soit le joueur qui a mis la dernière capacité sur la pile
ui-key-chain-open = constructeur de chaîne
ui-key-chain-next = effet suivant
ui-key-chain-prev = effet précédent
ui-key-chain-add-a = ajouter pour A
ui-key-chain-add-p = ajouter pour P
ui-key-chain-mandatory = obligatoire/optionnel
ui-key-chain-activate = activer/refuser
ui-key-chain-earlier = plus tôt dans son palier
ui-key-chain-later = plus tard dans son palier
ui-key-chain-remove = retirer
ui-key-chain-rules = paliers/APNAP
ui-key-chain-close = retour à la procédure
