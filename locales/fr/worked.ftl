# La réponse détaillée d'une question calculée (src/content/course/worked.rs) et sa vérification.

worked-no-change = s'applique à lui ; rien ne change
worked-did-not-apply = ne s'est pas appliqué ({ $why })
worked-not-in-set = ne s'applique pas à lui : son ensemble ne contient que { $others }
worked-not-in-set-none = ne s'applique pas à lui : son ensemble ne contient aucun objet
worked-source-changed = modifie la source d'un effet ci-dessus, { $source } : { $change }
content-worked-empty = question « { $id } » : sa réponse détaillée serait vide : aucune étape du plateau ne décide de ce qui est demandé sur « { $object } »
worked-not-in-locked-set = ne s'applique pas à lui : son ensemble a été fixé quand il a commencé (611.2c) et ne contient que { $others }
worked-not-in-locked-set-none = ne s'applique pas à lui : son ensemble a été fixé quand il a commencé (611.2c) et ne contient aucun objet
worked-ahead = s'applique avant un effet ci-dessus, qui dépend de lui
