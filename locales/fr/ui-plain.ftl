# Le mode texte (--plain, src/ui/plain.rs) : des lignes simples pour les lecteurs d'écran et le copier-coller.

ui-plain-welcome = Tapez une commande puis Entrée : help les liste, lesson 1 ouvre la première leçon, q quitte.
ui-plain-index = Leçons :
ui-plain-help = Commandes, une par ligne :
    index (i) : la liste des leçons
    lesson N, ou simplement N : ouvrir la leçon N à sa première page
    next (n), prev (p) : la page suivante ou précédente
    read (r) : relire la page
    open (o) : ouvrir le plateau de la page (encore : le plateau suivant de la page)
    step (s), back (b) : l'étape suivante ou précédente du plateau
    trace (t) : tout le plateau et toutes les étapes
    phase (w) : les procédures de phase de la page, expliquées pas à pas
    lang fr, lang en : changer de langue
    quit (q) : quitter
ui-plain-page = Page { $n } sur { $count }. n : page suivante, o : ouvrir son plateau.
ui-plain-no-lesson = Aucune leçon ouverte : tapez lesson 1, ou index pour la liste.
ui-plain-last-page = C'est la dernière page de la leçon.
ui-plain-first-page = C'est la première page de la leçon.
ui-plain-page-no-board = Cette page n'a pas de plateau à ouvrir.
ui-plain-no-board = Aucun plateau ouvert : sur une page avec un plateau, tapez open.
ui-plain-trace-end = C'était la dernière étape ({ $total ->
    [0] aucune étape
    [one] une étape
   *[other] { $total } étapes
}).
ui-plain-trace-start = Retour au départ : aucune étape appliquée.
ui-plain-lang = Langue : français.
ui-plain-lang-unknown = Langue inconnue « { $lang } » : utilisez en ou fr.
ui-plain-unknown = Commande inconnue « { $command } » : tapez help pour la liste.
ui-plain-page-no-procedure = Cette page n'a pas de procédure de phase.
ui-plain-you-answered = Vous avez répondu : { $given }
