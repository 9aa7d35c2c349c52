# La réponse détaillée d'une question calculée (src/content/course/worked.rs) et sa vérification.

# $gender, $number : l'objet de la question, que « lui », « elle », « eux » ou « elles » désigne.
worked-no-change = s'applique à { $number ->
        [pl] { $gender ->
            [f] elles
           *[m] eux
        }
       *[sg] { $gender ->
            [f] elle
           *[m] lui
        }
    } ; rien ne change
worked-did-not-apply = ne s'est pas appliqué ({ $why })
# $vowel : le premier son de $others (« qu'Urborg »).
worked-not-in-set = ne s'applique pas à { $number ->
        [pl] { $gender ->
            [f] elles
           *[m] eux
        }
       *[sg] { $gender ->
            [f] elle
           *[m] lui
        }
    } : son ensemble ne contient { $vowel ->
        [v] qu'{ $others }
       *[c] que { $others }
    }
worked-not-in-set-none = ne s'applique pas à { $number ->
        [pl] { $gender ->
            [f] elles
           *[m] eux
        }
       *[sg] { $gender ->
            [f] elle
           *[m] lui
        }
    } : son ensemble ne contient aucun objet
worked-source-changed = modifie la source d'un effet ci-dessus, { $source } : { $change }
content-worked-empty = question « { $id } » : sa réponse détaillée serait vide : aucune étape du plateau ne décide de ce qui est demandé sur « { $object } »
# $vowel : le premier son de $others (« qu'Urborg »).
worked-not-in-locked-set = ne s'applique pas à { $number ->
        [pl] { $gender ->
            [f] elles
           *[m] eux
        }
       *[sg] { $gender ->
            [f] elle
           *[m] lui
        }
    } : son ensemble a été fixé quand il a commencé (611.2c) et ne contient { $vowel ->
        [v] qu'{ $others }
       *[c] que { $others }
    }
worked-not-in-locked-set-none = ne s'applique pas à { $number ->
        [pl] { $gender ->
            [f] elles
           *[m] eux
        }
       *[sg] { $gender ->
            [f] elle
           *[m] lui
        }
    } : son ensemble a été fixé quand il a commencé (611.2c) et ne contient aucun objet
worked-ahead = s'applique avant un effet ci-dessus, qui dépend de lui
