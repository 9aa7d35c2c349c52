## Les capacités mot-clé de la section 702 des règles complètes que le moteur connaît par leur
## nom (crates/layerlab-engine/src/rules/keyword_names.rs), un message chacune, sous le nom imprimé sur les cartes
## françaises (une capacité jamais imprimée en français garde son nom anglais). $form : name (la
## capacité seule sur sa ligne) ou inline (dans une phrase). $param : ce qui suit le nom tel
## qu'imprimé, avec son espace ou son tiret (« 2 », « {1}{G} »), ou rien. $type : le type d'une
## offrande ou d'un recyclage de type, en français, « none » pour le recyclage simple ;
## $elide : v si ce type commence par une voyelle (« d'île »), c sinon.

kw-702-intimidate = { $form ->
    [inline] l'intimidation{ $param }
   *[name] Intimidation{ $param }
 }

kw-702-banding = { $form ->
    [inline] la formation de bandes{ $param }
   *[name] Formation de bandes{ $param }
 }

kw-702-rampage = { $form ->
    [inline] la sauvagerie{ $param }
   *[name] Sauvagerie{ $param }
 }

kw-702-cumulative-upkeep = { $form ->
    [inline] l'entretien cumulatif{ $param }
   *[name] Entretien cumulatif{ $param }
 }

kw-702-flanking = { $form ->
    [inline] le débordement{ $param }
   *[name] Débordement{ $param }
 }

kw-702-phasing = { $form ->
    [inline] le déphasage{ $param }
   *[name] Déphasage{ $param }
 }

kw-702-buyback = { $form ->
    [inline] le rappel{ $param }
   *[name] Rappel{ $param }
 }

kw-702-shadow = { $form ->
    [inline] la distorsion{ $param }
   *[name] Distorsion{ $param }
 }

kw-702-cycling = { $type ->
    [none] { $form ->
        [inline] le recyclage{ $param }
       *[name] Recyclage{ $param }
    }
   *[other] { $form ->
        [inline] le recyclage { $elide ->
        [v] d'{ $type }
       *[c] de { $type }
    }{ $param }
       *[name] Recyclage { $elide ->
        [v] d'{ $type }
       *[c] de { $type }
    }{ $param }
    }
 }

kw-702-echo = { $form ->
    [inline] l'écho{ $param }
   *[name] Écho{ $param }
 }

kw-702-horsemanship = { $form ->
    [inline] « Horsemanship{ $param } »
   *[name] Horsemanship{ $param }
 }

kw-702-fading = { $form ->
    [inline] l'évanescence{ $param }
   *[name] Évanescence{ $param }
 }

kw-702-kicker = { $form ->
    [inline] le kick{ $param }
   *[name] Kick{ $param }
 }

kw-702-multikicker = { $form ->
    [inline] le multikick{ $param }
   *[name] Multikick{ $param }
 }

kw-702-flashback = { $form ->
    [inline] le flashback{ $param }
   *[name] Flashback{ $param }
 }

kw-702-madness = { $form ->
    [inline] la folie{ $param }
   *[name] Folie{ $param }
 }

kw-702-fear = { $form ->
    [inline] la peur{ $param }
   *[name] Peur{ $param }
 }

kw-702-megamorph = { $form ->
    [inline] la mégamue{ $param }
   *[name] Mégamue{ $param }
 }

kw-702-amplify = { $form ->
    [inline] l'amplification{ $param }
   *[name] Amplification{ $param }
 }

kw-702-provoke = { $form ->
    [inline] la provocation{ $param }
   *[name] Provocation{ $param }
 }

kw-702-storm = { $form ->
    [inline] le déluge{ $param }
   *[name] Déluge{ $param }
 }

kw-702-affinity = { $form ->
    [inline] l'affinité{ $param }
   *[name] Affinité{ $param }
 }

kw-702-entwine = { $form ->
    [inline] l'union{ $param }
   *[name] Union{ $param }
 }

kw-702-modular = { $form ->
    [inline] la modularité{ $param }
   *[name] Modularité{ $param }
 }

kw-702-sunburst = { $form ->
    [inline] la solarisation{ $param }
   *[name] Solarisation{ $param }
 }

kw-702-bushido = { $form ->
    [inline] le bushido{ $param }
   *[name] Bushido{ $param }
 }

kw-702-soulshift = { $form ->
    [inline] la transmigration{ $param }
   *[name] Transmigration{ $param }
 }

kw-702-splice = { $form ->
    [inline] l'imprégnation{ $param }
   *[name] Imprégnation{ $param }
 }

kw-702-offering = { $form ->
    [inline] l'offrande { $elide ->
        [v] d'{ $type }
       *[c] de { $type }
    }
   *[name] Offrande { $elide ->
        [v] d'{ $type }
       *[c] de { $type }
    }
 }

kw-702-ninjutsu = { $form ->
    [inline] le ninjutsu{ $param }
   *[name] Ninjutsu{ $param }
 }

kw-702-epic = { $form ->
    [inline] l'épique{ $param }
   *[name] Épique{ $param }
 }

kw-702-convoke = { $form ->
    [inline] la convocation{ $param }
   *[name] Convocation{ $param }
 }

kw-702-dredge = { $form ->
    [inline] le dragage{ $param }
   *[name] Dragage{ $param }
 }

kw-702-transmute = { $form ->
    [inline] la transmutation{ $param }
   *[name] Transmutation{ $param }
 }

kw-702-bloodthirst = { $form ->
    [inline] la soif de sang{ $param }
   *[name] Soif de sang{ $param }
 }

kw-702-haunt = { $form ->
    [inline] la hantise{ $param }
   *[name] Hantise{ $param }
 }

kw-702-replicate = { $form ->
    [inline] la duplication{ $param }
   *[name] Duplication{ $param }
 }

kw-702-forecast = { $form ->
    [inline] la prévision{ $param }
   *[name] Prévision{ $param }
 }

kw-702-graft = { $form ->
    [inline] la greffe{ $param }
   *[name] Greffe{ $param }
 }

kw-702-recover = { $form ->
    [inline] le recouvrement{ $param }
   *[name] Recouvrement{ $param }
 }

kw-702-ripple = { $form ->
    [inline] le remous{ $param }
   *[name] Remous{ $param }
 }

kw-702-vanishing = { $form ->
    [inline] la disparition{ $param }
   *[name] Disparition{ $param }
 }

kw-702-absorb = { $form ->
    [inline] l'absorption{ $param }
   *[name] Absorption{ $param }
 }

kw-702-aura-swap = { $form ->
    [inline] l'échange d'aura{ $param }
   *[name] Échange d'aura{ $param }
 }

kw-702-delve = { $form ->
    [inline] la fouille{ $param }
   *[name] Fouille{ $param }
 }

kw-702-fortify = { $form ->
    [inline] la fortification{ $param }
   *[name] Fortification{ $param }
 }

kw-702-frenzy = { $form ->
    [inline] la frénésie{ $param }
   *[name] Frénésie{ $param }
 }

kw-702-gravestorm = { $form ->
    [inline] le déluge de cimetière{ $param }
   *[name] Déluge de cimetière{ $param }
 }

kw-702-poisonous = { $form ->
    [inline] l'empoisonnement{ $param }
   *[name] Empoisonnement{ $param }
 }

kw-702-transfigure = { $form ->
    [inline] la transfiguration{ $param }
   *[name] Transfiguration{ $param }
 }

kw-702-champion = { $form ->
    [inline] l'appui{ $param }
   *[name] Appui{ $param }
 }

kw-702-evoke = { $form ->
    [inline] l'évocation{ $param }
   *[name] Évocation{ $param }
 }

kw-702-hideaway = { $form ->
    [inline] la cachette{ $param }
   *[name] Cachette{ $param }
 }

kw-702-prowl = { $form ->
    [inline] l'incursion{ $param }
   *[name] Incursion{ $param }
 }

kw-702-reinforce = { $form ->
    [inline] le renfort{ $param }
   *[name] Renfort{ $param }
 }

kw-702-conspire = { $form ->
    [inline] la conspiration{ $param }
   *[name] Conspiration{ $param }
 }

kw-702-persist = { $form ->
    [inline] la persistance{ $param }
   *[name] Persistance{ $param }
 }

kw-702-wither = { $form ->
    [inline] la flétrissure{ $param }
   *[name] Flétrissure{ $param }
 }

kw-702-retrace = { $form ->
    [inline] le pistage{ $param }
   *[name] Pistage{ $param }
 }

kw-702-devour = { $form ->
    [inline] le dévorement{ $param }
   *[name] Dévorement{ $param }
 }

kw-702-exalted = { $form ->
    [inline] l'exaltation{ $param }
   *[name] Exaltation{ $param }
 }

kw-702-unearth = { $form ->
    [inline] l'exhumation{ $param }
   *[name] Exhumation{ $param }
 }

kw-702-cascade = { $form ->
    [inline] la cascade{ $param }
   *[name] Cascade{ $param }
 }

kw-702-annihilator = { $form ->
    [inline] l'annihilateur{ $param }
   *[name] Annihilateur{ $param }
 }

kw-702-level-up = { $form ->
    [inline] la montée de niveau{ $param }
   *[name] Montée de niveau{ $param }
 }

kw-702-rebound = { $form ->
    [inline] le rebond{ $param }
   *[name] Rebond{ $param }
 }

kw-702-umbra-armor = { $form ->
    [inline] l'armure totémique{ $param }
   *[name] Armure totémique{ $param }
 }

kw-702-infect = { $form ->
    [inline] l'infection{ $param }
   *[name] Infection{ $param }
 }

kw-702-battle-cry = { $form ->
    [inline] le cri de guerre{ $param }
   *[name] Cri de guerre{ $param }
 }

kw-702-living-weapon = { $form ->
    [inline] l'arme vivante{ $param }
   *[name] Arme vivante{ $param }
 }

kw-702-undying = { $form ->
    [inline] la survivance{ $param }
   *[name] Survivance{ $param }
 }

kw-702-miracle = { $form ->
    [inline] le miracle{ $param }
   *[name] Miracle{ $param }
 }

kw-702-soulbond = { $form ->
    [inline] l'association d'âmes{ $param }
   *[name] Association d'âmes{ $param }
 }

kw-702-overload = { $form ->
    [inline] la surcharge{ $param }
   *[name] Surcharge{ $param }
 }

kw-702-scavenge = { $form ->
    [inline] la récupération{ $param }
   *[name] Récupération{ $param }
 }

kw-702-unleash = { $form ->
    [inline] l'emportement{ $param }
   *[name] Emportement{ $param }
 }

kw-702-cipher = { $form ->
    [inline] le cryptage{ $param }
   *[name] Cryptage{ $param }
 }

kw-702-evolve = { $form ->
    [inline] l'évolution{ $param }
   *[name] Évolution{ $param }
 }

kw-702-extort = { $form ->
    [inline] l'extorsion{ $param }
   *[name] Extorsion{ $param }
 }

kw-702-fuse = { $form ->
    [inline] la fusion{ $param }
   *[name] Fusion{ $param }
 }

kw-702-bestow = { $form ->
    [inline] la grâce{ $param }
   *[name] Grâce{ $param }
 }

kw-702-tribute = { $form ->
    [inline] le tribut{ $param }
   *[name] Tribut{ $param }
 }

kw-702-dethrone = { $form ->
    [inline] le détrônement{ $param }
   *[name] Détrônement{ $param }
 }

kw-702-hidden-agenda = { $form ->
    [inline] « Hidden agenda{ $param } »
   *[name] Hidden agenda{ $param }
 }

kw-702-double-agenda = { $form ->
    [inline] « Double agenda{ $param } »
   *[name] Double agenda{ $param }
 }

kw-702-outlast = { $form ->
    [inline] la résilience{ $param }
   *[name] Résilience{ $param }
 }

kw-702-prowess = { $form ->
    [inline] la prouesse{ $param }
   *[name] Prouesse{ $param }
 }

kw-702-dash = { $form ->
    [inline] la précipitation{ $param }
   *[name] Précipitation{ $param }
 }

kw-702-exploit = { $form ->
    [inline] l'exploitation{ $param }
   *[name] Exploitation{ $param }
 }

kw-702-renown = { $form ->
    [inline] la réputation{ $param }
   *[name] Réputation{ $param }
 }

kw-702-awaken = { $form ->
    [inline] l'éveil{ $param }
   *[name] Éveil{ $param }
 }

kw-702-devoid = { $form ->
    [inline] la carence{ $param }
   *[name] Carence{ $param }
 }

kw-702-ingest = { $form ->
    [inline] l'ingestion{ $param }
   *[name] Ingestion{ $param }
 }

kw-702-myriad = { $form ->
    [inline] la myriade{ $param }
   *[name] Myriade{ $param }
 }

kw-702-surge = { $form ->
    [inline] le déferlement{ $param }
   *[name] Déferlement{ $param }
 }

kw-702-skulk = { $form ->
    [inline] la furtivité{ $param }
   *[name] Furtivité{ $param }
 }

kw-702-emerge = { $form ->
    [inline] l'émergence{ $param }
   *[name] Émergence{ $param }
 }

kw-702-escalate = { $form ->
    [inline] l'intensification{ $param }
   *[name] Intensification{ $param }
 }

kw-702-melee = { $form ->
    [inline] la mêlée{ $param }
   *[name] Mêlée{ $param }
 }

kw-702-crew = { $form ->
    [inline] le pilotage{ $param }
   *[name] Pilotage{ $param }
 }

kw-702-fabricate = { $form ->
    [inline] la fabrication{ $param }
   *[name] Fabrication{ $param }
 }

kw-702-partner = { $form ->
    [inline] le partenariat{ $param }
   *[name] Partenariat{ $param }
 }

kw-702-undaunted = { $form ->
    [inline] la témérité{ $param }
   *[name] Témérité{ $param }
 }

kw-702-improvise = { $form ->
    [inline] l'improvisation{ $param }
   *[name] Improvisation{ $param }
 }

kw-702-aftermath = { $form ->
    [inline] la répercussion{ $param }
   *[name] Répercussion{ $param }
 }

kw-702-embalm = { $form ->
    [inline] l'embaumement{ $param }
   *[name] Embaumement{ $param }
 }

kw-702-eternalize = { $form ->
    [inline] l'éternalisation{ $param }
   *[name] Éternalisation{ $param }
 }

kw-702-afflict = { $form ->
    [inline] l'affliction{ $param }
   *[name] Affliction{ $param }
 }

kw-702-ascend = { $form ->
    [inline] l'ascension{ $param }
   *[name] Ascension{ $param }
 }

kw-702-assist = { $form ->
    [inline] « Assist{ $param } »
   *[name] Assist{ $param }
 }

kw-702-jump-start = { $form ->
    [inline] « Relancez{ $param } »
   *[name] Relancez{ $param }
 }

kw-702-mentor = { $form ->
    [inline] le mentor{ $param }
   *[name] Mentor{ $param }
 }

kw-702-afterlife = { $form ->
    [inline] l'au-delà{ $param }
   *[name] Au-delà{ $param }
 }

kw-702-riot = { $form ->
    [inline] l'émeute{ $param }
   *[name] Émeute{ $param }
 }

kw-702-spectacle = { $form ->
    [inline] le spectacle{ $param }
   *[name] Spectacle{ $param }
 }

kw-702-escape = { $form ->
    [inline] l'échappée{ $param }
   *[name] Échappée{ $param }
 }

kw-702-companion = { $form ->
    [inline] le compagnon{ $param }
   *[name] Compagnon{ $param }
 }

kw-702-mutate = { $form ->
    [inline] la mutation{ $param }
   *[name] Mutation{ $param }
 }

kw-702-encore = { $form ->
    [inline] l'encore{ $param }
   *[name] Encore{ $param }
 }

kw-702-boast = { $form ->
    [inline] la vantardise{ $param }
   *[name] Vantardise{ $param }
 }

kw-702-foretell = { $form ->
    [inline] la prédiction{ $param }
   *[name] Prédiction{ $param }
 }

kw-702-demonstrate = { $form ->
    [inline] la démonstration{ $param }
   *[name] Démonstration{ $param }
 }

kw-702-daybound = { $form ->
    [inline] « Diurne{ $param } »
   *[name] Diurne{ $param }
 }

kw-702-nightbound = { $form ->
    [inline] « Nocturne{ $param } »
   *[name] Nocturne{ $param }
 }

kw-702-disturb = { $form ->
    [inline] la perturbation{ $param }
   *[name] Perturbation{ $param }
 }

kw-702-decayed = { $form ->
    [inline] la décomposition{ $param }
   *[name] Décomposition{ $param }
 }

kw-702-cleave = { $form ->
    [inline] le tranchage{ $param }
   *[name] Tranchage{ $param }
 }

kw-702-training = { $form ->
    [inline] l'entraînement{ $param }
   *[name] Entraînement{ $param }
 }

kw-702-compleated = { $form ->
    [inline] « Parachevé{ $param } »
   *[name] Parachevé{ $param }
 }

kw-702-reconfigure = { $form ->
    [inline] la reconfiguration{ $param }
   *[name] Reconfiguration{ $param }
 }

kw-702-blitz = { $form ->
    [inline] le blitz{ $param }
   *[name] Blitz{ $param }
 }

kw-702-casualty = { $form ->
    [inline] la victime{ $param }
   *[name] Victime{ $param }
 }

kw-702-enlist = { $form ->
    [inline] l'enrôlement{ $param }
   *[name] Enrôlement{ $param }
 }

kw-702-read-ahead = { $form ->
    [inline] la lecture rapide{ $param }
   *[name] Lecture rapide{ $param }
 }

kw-702-ravenous = { $form ->
    [inline] la voracité{ $param }
   *[name] Voracité{ $param }
 }

kw-702-squad = { $form ->
    [inline] l'escouade{ $param }
   *[name] Escouade{ $param }
 }

kw-702-space-sculptor = { $form ->
    [inline] « Space Sculptor{ $param } »
   *[name] Space Sculptor{ $param }
 }

kw-702-visit = { $form ->
    [inline] « Visit{ $param } »
   *[name] Visit{ $param }
 }

kw-702-prototype = { $form ->
    [inline] le prototype{ $param }
   *[name] Prototype{ $param }
 }

kw-702-living-metal = { $form ->
    [inline] le métal vivant{ $param }
   *[name] Métal vivant{ $param }
 }

kw-702-more-than-meets-the-eye = { $form ->
    [inline] « Plus fort que les apparences{ $param } »
   *[name] Plus fort que les apparences{ $param }
 }

kw-702-for-mirrodin = { $form ->
    [inline] « Pour Mirrodin !{ $param } »
   *[name] Pour Mirrodin !{ $param }
 }

kw-702-toxic = { $form ->
    [inline] le toxique{ $param }
   *[name] Toxique{ $param }
 }

kw-702-backup = { $form ->
    [inline] la main-forte{ $param }
   *[name] Main-forte{ $param }
 }

kw-702-bargain = { $form ->
    [inline] la négociation{ $param }
   *[name] Négociation{ $param }
 }

kw-702-craft = { $form ->
    [inline] « Façonner{ $param } »
   *[name] Façonner{ $param }
 }

kw-702-disguise = { $form ->
    [inline] le déguisement{ $param }
   *[name] Déguisement{ $param }
 }

kw-702-solved = { $form ->
    [inline] « Résolue{ $param } »
   *[name] Résolue{ $param }
 }

kw-702-plot = { $form ->
    [inline] le complot{ $param }
   *[name] Complot{ $param }
 }

kw-702-saddle = { $form ->
    [inline] la selle{ $param }
   *[name] Selle{ $param }
 }

kw-702-spree = { $form ->
    [inline] la virée{ $param }
   *[name] Virée{ $param }
 }

kw-702-freerunning = { $form ->
    [inline] la course libre{ $param }
   *[name] Course libre{ $param }
 }

kw-702-gift = { $form ->
    [inline] le cadeau{ $param }
   *[name] Cadeau{ $param }
 }

kw-702-offspring = { $form ->
    [inline] la progéniture{ $param }
   *[name] Progéniture{ $param }
 }

kw-702-impending = { $form ->
    [inline] l'imminence{ $param }
   *[name] Imminence{ $param }
 }

kw-702-exhaust = { $form ->
    [inline] l'épuisement{ $param }
   *[name] Épuisement{ $param }
 }

kw-702-max-speed = { $form ->
    [inline] la vitesse maximale{ $param }
   *[name] Vitesse maximale{ $param }
 }

kw-702-start-your-engines = { $form ->
    [inline] « Allumez les moteurs !{ $param } »
   *[name] Allumez les moteurs !{ $param }
 }
# French reader: more templates
# Ce sur quoi se fait une imprégnation : $what, un sous-type tel qu'imprimé (« Arcane »).
kw-702-splice-onto = sur l'{ $what }
