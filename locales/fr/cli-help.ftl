# L'aide de la ligne de commande (src/cli/help_text.rs) : la description de chaque commande
# (cli-help-COMMANDE, « app » pour layerlab lui-même), l'aide de chaque argument
# (cli-help-COMMANDE-ARG, sinon cli-help-arg-ARG, commune aux commandes), les titres de clap et
# ses propres éléments.

cli-help-usage = Utilisation :
cli-help-commands = Commandes :
cli-help-arguments = Arguments :
cli-help-options = Options :
cli-help-command-value = COMMANDE
cli-help-default = [par défaut : { $value }]
cli-help-values = [valeurs possibles : { $values }]

cli-help-arg-help = Afficher l'aide
cli-help-arg-help-more = Afficher l'aide (davantage avec « --help »)
cli-help-arg-help-summary = Afficher l'aide (un résumé avec « -h »)
cli-help-arg-version = Afficher la version
cli-help-arg-lang = La langue (par défaut : celle choisie en dernier dans l'application, sinon celle du système, sinon l'anglais)
cli-help-arg-content = Un dossier de contenu (avec lessons/ et locales/) à la place du cours intégré

cli-help-app = Apprendre et explorer le système de couches de Magic (CR 613/611) et la priorité des effets de phase
cli-help-app-lang = La langue de l'application (par défaut : celle choisie en dernier dans l'application, sinon celle du système, sinon l'anglais)
cli-help-app-theme = Le thème de couleurs (par défaut : mono quand NO_COLOR est défini, sinon celui choisi en dernier, sinon dark)
cli-help-app-progress = Le fichier de progression (par défaut : layerlab/progress.json dans le dossier de données de l'utilisateur)
cli-help-app-config = Le fichier de configuration : touches, thème, langue, souris (par défaut : layerlab/config.toml dans le dossier de réglages de l'utilisateur)
cli-help-app-no-mouse = Laisser la souris au terminal (sélection de texte) au lieu de faire défiler avec la molette
cli-help-app-present = Pour un projecteur : un seul grand panneau, un grand titre pour l'étape en cours, plus d'espace
cli-help-app-plain = Écrire des lignes de texte simple au lieu de dessiner (lecteurs d'écran) : lire les commandes sur l'entrée standard (`help` les liste)

cli-help-solve = Calculer le plateau d'un scénario de couches et écrire chaque application d'effet
cli-help-solve-file = Le fichier de scénario (RON)
cli-help-solve-format = La sortie : text (le plateau et chaque application), md (la même chose en Markdown, pour des notes et des polycopiés) ou json (pour les scripts : noms et valeurs en anglais)
cli-help-solve-numbering = `current` numérote les couches comme les règles d'aujourd'hui (7c marqueurs, 7d échange) ; `course` comme le cours de 2011 (7d marqueurs, 7e échange)

cli-help-phase = Dérouler un scénario d'effets de phase ou de chaîne et écrire sa trace
cli-help-phase-file = Le fichier de scénario de phase ou de chaîne (RON)
cli-help-phase-format = La sortie : trace (la procédure en notation compacte, puis ce qui s'est résolu et ce qui a expiré), text (chaque étape expliquée en mots) ou json (cycles, étapes, effets résolus et expirés, pour les scripts)

cli-help-check = Valider le contenu du cours (leçons, scénarios, questions, messages)
cli-help-check-lang = La langue du rapport (par défaut : celle choisie en dernier dans l'application, sinon celle du système, sinon l'anglais)

cli-help-lesson = Écrire une leçon en texte simple, questions et réponses comprises
cli-help-lesson-number = Le numéro de la leçon (1, 2, ...)
cli-help-lesson-questions = Une fiche d'exercices : les questions sans leurs réponses
cli-help-lesson-answers-at-end = Les réponses dans un corrigé après la dernière page, pas sous chaque question

cli-help-drill = S'entraîner sur des problèmes d'examen générés (réponses sur l'entrée standard, une par ligne)
cli-help-drill-seed = La graine : la même graine donne les mêmes problèmes (par défaut : tirée de l'horloge, et affichée)
cli-help-drill-concept = Seulement cette notion (layer7, locked-dynamic, cda-setting, dependency-type, dependency-ability, keeps-going, copy-face-down, control, timestamps, phase, chain)
cli-help-drill-count = Combien de problèmes (la séance s'arrête aussi à la fin de l'entrée)
cli-help-drill-exam = Un examen blanc : niveau 1 (couche 7 seulement) ou niveau 2 (toutes les couches), chronométré
cli-help-drill-progress = Le fichier de répétition espacée (JSON) : les questions dues passent en premier, les réponses y sont notées

cli-help-card = Lire la ligne de type et le texte de règles imprimés d'une carte, et montrer comment layerlab les comprend
cli-help-card-type-line = La ligne de type imprimée (« Creature — Elf » ; « - » ou « -- » pour le tiret)
cli-help-card-text = Le texte de règles, une capacité par ligne (par défaut : lu sur l'entrée standard)
cli-help-card-type-line-fr = La ligne de type imprimée en français (« Créature : Elfe ») ; avec --type-line, les deux doivent concorder
cli-help-card-text-fr = Le texte de règles imprimé en français, une capacité par ligne (lu sur l'entrée standard quand seul le français est donné) ; avec --text, les deux doivent concorder
cli-help-card-name = Le nom de la carte (son texte peut la désigner par ce nom)
cli-help-card-name-fr = Le nom français de la carte (son texte français peut la désigner par ce nom)
cli-help-card-pt = La force et l'endurance imprimées (« 2/2 », « */1+* »)

cli-help-completions = Écrire un script qui complète les commandes et options de layerlab dans un shell
cli-help-completions-shell = Le shell auquel le script est destiné

cli-help-man = Écrire la page de manuel de layerlab (roff), chaque commande et option sur une seule page

cli-help-config = Vérifier le fichier de configuration (touches, thème, langue, souris), ou écrire celui par défaut
cli-help-config-default = Écrire le fichier de configuration par défaut (les actions et touches de chaque écran, commentées)
cli-help-config-config = Le fichier de configuration (par défaut : layerlab/config.toml dans le dossier de réglages de l'utilisateur)
cli-help-config-lang = La langue des messages et des commentaires

cli-help-help = Afficher ce message ou l'aide des commandes données
cli-help-help-subcommand = Afficher l'aide de ces commandes

cli-help-slides = Écrire un pas-à-pas en diaporama : une page HTML autonome, une diapositive par étape et par question, pour un projecteur ou un polycopié
cli-help-slides-file = Un scénario de couches, ou un scénario de phase ou de chaîne (RON)
cli-help-slides-output = Le fichier HTML à écrire (remplacé en entier, jamais écrit à travers un lien)
cli-help-slides-lesson = Une leçon du cours au lieu d'un fichier : les étapes de ses plateaux et ses questions
cli-help-slides-page = Seulement cette page de la leçon (1, 2…)
cli-help-slides-theme = Les couleurs à l'ouverture du diaporama (par défaut : le réglage du système du lecteur) ; T les change
