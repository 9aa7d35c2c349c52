## Les examens blancs dans l'application (src/ui/screens/practice/) : en sortir, la pause à la fin d'une phase, le bilan.

ui-exam-ctx-leave = Quitter un examen blanc
ui-exam-key-keep = le garder pour plus tard
ui-exam-key-discard = l'abandonner
ui-exam-key-stay = revenir à l'examen
ui-exam-leave-question = Quitter cet examen blanc ? { $answered ->
    [0] Aucun problème traité pour l'instant
    [one] Un problème traité
   *[other] { $answered } problèmes traités
} sur { $total }.
ui-exam-leave-keep = Entrée le garde pour le reprendre plus tard : son chronomètre s'arrête d'ici là.
ui-exam-leave-discard = d l'abandonne : ses réponses ne comptent jamais, ni dans les statistiques ni dans les erreurs à revoir.
ui-exam-leave-stay = Échap revient à l'examen.
ui-exam-resume = Examen blanc, niveau { $level } : le reprendre ({ $answered } sur { $total } traités)
ui-exam-time = Temps passé : { $minutes } min { $seconds } s, sur { $limit ->
    [one] une minute
   *[other] { $limit } minutes
}.
ui-exam-mistakes-title = { $count ->
    [0] Aucune erreur : chaque problème est juste.
    [one] La seule erreur, à revoir
   *[other] Les { $count } erreurs, à revoir
}
ui-exam-mistake = { $n }. { $concept } — { $question }
ui-exam-mistake-given = votre réponse : { $given } · attendu : { $expected }
ui-exam-mistake-unanswered = sans réponse · attendu : { $expected }
ui-exam-play-over = La phase est terminée : Entrée remet cette réponse, u reprend la dernière décision.
ui-exam-your-play = Votre déroulement : { $trace }
