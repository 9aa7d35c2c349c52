## Texte de règles construit à partir des données des capacités (src/words/abilities).
##
## Variables communes :
##   $number  sg | pl | you   nombre grammatical du sujet (« you » : le joueur à qui l'on parle, « vous »)
##   $gender  m | f           genre du nom
##   $vowel   v | c           le groupe commence par une voyelle (élision : « l' », « d' », « cet »)
##   $case    title | text | adj | non | mod   forme du mot (voir les tables de mots)
##   $mode    static | oneshot capacité statique « est »/« a » ; effet qui se résout « devient »/« acquiert »
## Les messages dont l'identifiant finit par « -gram » contiennent des codes de grammaire, pas des mots :
## genre (m/f) et v/c. Les phrases sont écrites en minuscules : le programme met la majuscule initiale.
## Espaces : une espace insécable (U+00A0) avant « : », « ; », « ! », « ? » et à l'intérieur des « ».

## Mots-clés. $form : name (la capacité seule sur sa ligne) ou inline (dans une phrase, avec l'article).
kw-flying = { $form ->
    [inline] le vol
   *[name] Vol
 }
kw-haste = { $form ->
    [inline] la célérité
   *[name] Célérité
 }
kw-trample = { $form ->
    [inline] le piétinement
   *[name] Piétinement
 }
kw-defender = { $form ->
    [inline] le défenseur
   *[name] Défenseur
 }
kw-indestructible = { $form ->
    [inline] l'indestructible
   *[name] Indestructible
 }
kw-hexproof = { $form ->
    [inline] la défense talismanique
   *[name] Défense talismanique
 }
kw-shroud = { $form ->
    [inline] le linceul
   *[name] Linceul
 }
kw-flash = { $form ->
    [inline] le flash
   *[name] Flash
 }
kw-split-second = { $form ->
    [inline] la fraction de seconde
   *[name] Fraction de seconde
 }
kw-changeling = { $form ->
    [inline] le changelin
   *[name] Changelin
 }
# $land : plains, island, swamp, mountain, forest
kw-landwalk = { $form ->
    [inline] { $land ->
        [plains] la traversée des plaines
        [island] la traversée des îles
        [swamp] la traversée des marais
        [mountain] la traversée des montagnes
       *[forest] la traversée des forêts
    }
   *[name] { $land ->
        [plains] Traversée des plaines
        [island] Traversée des îles
        [swamp] Traversée des marais
        [mountain] Traversée des montagnes
       *[forest] Traversée des forêts
    }
 }
kw-deathtouch = { $form ->
    [inline] le contact mortel
   *[name] Contact mortel
 }
kw-double-strike = { $form ->
    [inline] la double initiative
   *[name] Double initiative
 }
kw-first-strike = { $form ->
    [inline] l'initiative
   *[name] Initiative
 }
kw-lifelink = { $form ->
    [inline] le lien de vie
   *[name] Lien de vie
 }
kw-menace = { $form ->
    [inline] la menace
   *[name] Menace
 }
kw-reach = { $form ->
    [inline] la portée
   *[name] Portée
 }
kw-vigilance = { $form ->
    [inline] la vigilance
   *[name] Vigilance
 }
kw-morph = { $form ->
    [inline] la mue { $cost }
   *[name] Mue { $cost }
 }
kw-suspend = { $form ->
    [inline] la suspension { $cost }
   *[name] Suspension { $cost }
 }
kw-equip = { $form ->
    [inline] l'équipement { $cost }
   *[name] Équipement { $cost }
 }
kw-ward = { $form ->
    [inline] la parade { $cost }
   *[name] Parade { $cost }
 }
# $what : ce qui est enchanté (« créature », « joueur »).
kw-enchant = { $form ->
    [inline] « Enchanter : { $what } »
   *[name] Enchanter : { $what }
 }
# $from : ce contre quoi protège la capacité, un des messages ab-protection-*.
kw-protection = { $form ->
    [inline] la protection contre { $from }
   *[name] Protection contre { $from }
 }
# $color : le mot d'une couleur (masculin singulier).
ab-protection-color = le { $color }
# La couleur choisie au moment où l'objet est arrivé ; un effet qui se résout la fait choisir à son contrôleur.
ab-protection-chosen-color = { $mode ->
    [oneshot] la couleur de votre choix
   *[static] la couleur choisie
 }
ab-protection-each-color = chaque couleur
# $types : un type de carte au pluriel (« créatures »).
ab-protection-type = les { $types }
ab-protection-everything = tout

## Colors. English: $case title ("White", a name) or text ("white", in a sentence).
## French: an adjective agreeing in $gender and $number.
color-white = { $number ->
    [pl] { $gender ->
        [f] blanches
       *[m] blancs
     }
   *[sg] { $gender ->
        [f] blanche
       *[m] blanc
     }
 }
color-blue = { $number ->
    [pl] { $gender ->
        [f] bleues
       *[m] bleus
     }
   *[sg] { $gender ->
        [f] bleue
       *[m] bleu
     }
 }
color-black = { $number ->
    [pl] { $gender ->
        [f] noires
       *[m] noirs
     }
   *[sg] { $gender ->
        [f] noire
       *[m] noir
     }
 }
color-red = { $number ->
    [pl] rouges
   *[sg] rouge
 }
color-green = { $number ->
    [pl] { $gender ->
        [f] vertes
       *[m] verts
     }
   *[sg] { $gender ->
        [f] verte
       *[m] vert
     }
 }

## Card types. $case: title (type line, type name), text (in a sentence, with $number),
## non ("noncreature"), mod (a type qualifying another: "artifact creature"), modtitle (the same in a type line).
## Each type-*-gram holds grammar codes, not words: gender m/f, v = starts with a vowel sound.
type-artifact = { $case ->
    [non] non-artefact
   *[other] { $number ->
        [pl] artefacts
       *[sg] artefact
     }
 }
type-artifact-gram = m v
type-battle = { $case ->
    [non] non-bataille
   *[other] { $number ->
        [pl] batailles
       *[sg] bataille
     }
 }
type-battle-gram = f c
type-creature = { $case ->
    [non] non-créature
   *[other] { $number ->
        [pl] créatures
       *[sg] créature
     }
 }
type-creature-gram = f c
type-enchantment = { $case ->
    [non] non-enchantement
   *[other] { $number ->
        [pl] enchantements
       *[sg] enchantement
     }
 }
type-enchantment-gram = m v
type-instant = { $case ->
    [non] non-éphémère
   *[other] { $number ->
        [pl] éphémères
       *[sg] éphémère
     }
 }
type-instant-gram = m v
type-kindred = { $case ->
    [non] non-parenté
    [mod] de parenté
    [modtitle] de parenté
   *[other] { $number ->
        [pl] parentés
       *[sg] parenté
     }
 }
type-kindred-gram = f c
type-land = { $case ->
    [non] non-terrain
   *[other] { $number ->
        [pl] terrains
       *[sg] terrain
     }
 }
type-land-gram = m c
type-planeswalker = { $case ->
    [non] non-planeswalker
   *[other] { $number ->
        [pl] planeswalkers
       *[sg] planeswalker
     }
 }
type-planeswalker-gram = m c
type-sorcery = { $case ->
    [non] non-rituel
   *[other] { $number ->
        [pl] rituels
       *[sg] rituel
     }
 }
type-sorcery-gram = m c

## Supertypes: same cases as card types; French adjectives agree with the noun.
supertype-basic = { $case ->
    [non] non-base
   *[other] de base
 }
supertype-legendary = { $case ->
    [non] { $number ->
        [pl] non-légendaires
       *[sg] non-légendaire
     }
   *[other] { $number ->
        [pl] légendaires
       *[sg] légendaire
     }
 }
supertype-snow = { $case ->
    [non] { $number ->
        [pl] { $gender ->
            [f] non-neigeuses
           *[m] non-neigeux
         }
       *[sg] { $gender ->
            [f] non-neigeuse
           *[m] non-neigeux
         }
     }
   *[other] { $number ->
        [pl] { $gender ->
            [f] neigeuses
           *[m] neigeux
         }
       *[sg] { $gender ->
            [f] neigeuse
           *[m] neigeux
         }
     }
 }
supertype-world = { $case ->
    [non] { $number ->
        [pl] { $gender ->
            [f] non-mondiales
           *[m] non-mondiaux
         }
       *[sg] { $gender ->
            [f] non-mondiale
           *[m] non-mondial
         }
     }
   *[other] { $number ->
        [pl] { $gender ->
            [f] mondiales
           *[m] mondiaux
         }
       *[sg] { $gender ->
            [f] mondiale
           *[m] mondial
         }
     }
 }

## Subtypes. $case: title (type line), text (a noun in a sentence, with $number),
## adj (qualifying a card type: "Saproling creature", "créature Saprobionte"), non ("non-Aura").
subtype-plains = { $case ->
    [non] non-Plaine
    [adj] Plaine
    [text] { $number ->
        [pl] plaines
       *[sg] plaine
     }
   *[other] plaine
 }
subtype-plains-gram = f c
subtype-island = { $case ->
    [non] non-Île
    [adj] Île
    [text] { $number ->
        [pl] îles
       *[sg] île
     }
   *[other] île
 }
subtype-island-gram = f v
subtype-swamp = { $case ->
    [non] non-Marais
    [adj] Marais
    [text] marais
   *[other] marais
 }
subtype-swamp-gram = m c
subtype-mountain = { $case ->
    [non] non-Montagne
    [adj] Montagne
    [text] { $number ->
        [pl] montagnes
       *[sg] montagne
     }
   *[other] montagne
 }
subtype-mountain-gram = f c
subtype-forest = { $case ->
    [non] non-Forêt
    [adj] Forêt
    [text] { $number ->
        [pl] forêts
       *[sg] forêt
     }
   *[other] forêt
 }
subtype-forest-gram = f c
subtype-angel = { $case ->
    [non] non-Ange
    [adj] Ange
    [text] { $number ->
        [pl] anges
       *[sg] ange
     }
   *[other] ange
 }
subtype-angel-gram = m v
subtype-avatar = { $case ->
    [non] non-Avatar
    [adj] Avatar
    [text] { $number ->
        [pl] avatars
       *[sg] avatar
     }
   *[other] avatar
 }
subtype-avatar-gram = m v
subtype-bear = { $case ->
    [non] non-Ours
    [adj] Ours
    [text] ours
   *[other] ours
 }
subtype-bear-gram = m v
subtype-cat = { $case ->
    [non] non-Chat
    [adj] Chat
    [text] { $number ->
        [pl] chats
       *[sg] chat
     }
   *[other] chat
 }
subtype-cat-gram = m c
subtype-construct = { $case ->
    [non] non-Assemblage
    [adj] Assemblage
    [text] { $number ->
        [pl] assemblages
       *[sg] assemblage
     }
   *[other] assemblage
 }
subtype-construct-gram = m v
subtype-druid = { $case ->
    [non] non-Druide
    [adj] Druide
    [text] { $number ->
        [pl] druides
       *[sg] druide
     }
   *[other] druide
 }
subtype-druid-gram = m c
subtype-dryad = { $case ->
    [non] non-Dryade
    [adj] Dryade
    [text] { $number ->
        [pl] dryades
       *[sg] dryade
     }
   *[other] dryade
 }
subtype-dryad-gram = f c
subtype-elemental = { $case ->
    [non] non-Élémental
    [adj] Élémental
    [text] { $number ->
        [pl] élémentaux
       *[sg] élémental
     }
   *[other] élémental
 }
subtype-elemental-gram = m v
subtype-elf = { $case ->
    [non] non-Elfe
    [adj] Elfe
    [text] { $number ->
        [pl] elfes
       *[sg] elfe
     }
   *[other] elfe
 }
subtype-elf-gram = m v
subtype-frog = { $case ->
    [non] non-Grenouille
    [adj] Grenouille
    [text] { $number ->
        [pl] grenouilles
       *[sg] grenouille
     }
   *[other] grenouille
 }
subtype-frog-gram = f c
subtype-goblin = { $case ->
    [non] non-Gobelin
    [adj] Gobelin
    [text] { $number ->
        [pl] gobelins
       *[sg] gobelin
     }
   *[other] gobelin
 }
subtype-goblin-gram = m c
subtype-human = { $case ->
    [non] non-Humain
    [adj] Humain
    [text] { $number ->
        [pl] humains
       *[sg] humain
     }
   *[other] humain
 }
subtype-human-gram = m v
subtype-illusion = { $case ->
    [non] non-Illusion
    [adj] Illusion
    [text] { $number ->
        [pl] illusions
       *[sg] illusion
     }
   *[other] illusion
 }
subtype-illusion-gram = f v
subtype-lhurgoyf = { $case ->
    [non] non-Lhurgoyf
    [adj] Lhurgoyf
    [text] { $number ->
        [pl] lhurgoyfs
       *[sg] lhurgoyf
     }
   *[other] lhurgoyf
 }
subtype-lhurgoyf-gram = m c
subtype-merfolk = { $case ->
    [non] non-Ondin
    [adj] Ondin
    [text] { $number ->
        [pl] ondins
       *[sg] ondin
     }
   *[other] ondin
 }
subtype-merfolk-gram = m v
subtype-nymph = { $case ->
    [non] non-Nymphe
    [adj] Nymphe
    [text] { $number ->
        [pl] nymphes
       *[sg] nymphe
     }
   *[other] nymphe
 }
subtype-nymph-gram = f c
subtype-ogre = { $case ->
    [non] non-Ogre
    [adj] Ogre
    [text] { $number ->
        [pl] ogres
       *[sg] ogre
     }
   *[other] ogre
 }
subtype-ogre-gram = m v
subtype-phyrexian = { $case ->
    [non] non-Phyrexian
    [adj] Phyrexian
    [text] { $number ->
        [pl] phyrexians
       *[sg] phyrexian
     }
   *[other] phyrexian
 }
subtype-phyrexian-gram = m c
subtype-plant = { $case ->
    [non] non-Plante
    [adj] Plante
    [text] { $number ->
        [pl] plantes
       *[sg] plante
     }
   *[other] plante
 }
subtype-plant-gram = f c
subtype-saproling = { $case ->
    [non] non-Saprobionte
    [adj] Saprobionte
    [text] { $number ->
        [pl] saprobiontes
       *[sg] saprobionte
     }
   *[other] saprobionte
 }
subtype-saproling-gram = m c
subtype-scarecrow = { $case ->
    [non] non-Épouvantail
    [adj] Épouvantail
    [text] { $number ->
        [pl] épouvantails
       *[sg] épouvantail
     }
   *[other] épouvantail
 }
subtype-scarecrow-gram = m v
subtype-shapeshifter = { $case ->
    [non] non-Changeforme
    [adj] Changeforme
    [text] { $number ->
        [pl] changeformes
       *[sg] changeforme
     }
   *[other] changeforme
 }
subtype-shapeshifter-gram = m c
subtype-soldier = { $case ->
    [non] non-Soldat
    [adj] Soldat
    [text] { $number ->
        [pl] soldats
       *[sg] soldat
     }
   *[other] soldat
 }
subtype-soldier-gram = m c
subtype-spirit = { $case ->
    [non] non-Esprit
    [adj] Esprit
    [text] { $number ->
        [pl] esprits
       *[sg] esprit
     }
   *[other] esprit
 }
subtype-spirit-gram = m v
subtype-treefolk = { $case ->
    [non] non-Sylvin
    [adj] Sylvin
    [text] { $number ->
        [pl] sylvins
       *[sg] sylvin
     }
   *[other] sylvin
 }
subtype-treefolk-gram = m c
subtype-wall = { $case ->
    [non] non-Mur
    [adj] Mur
    [text] { $number ->
        [pl] murs
       *[sg] mur
     }
   *[other] mur
 }
subtype-wall-gram = m c
subtype-wizard = { $case ->
    [non] non-Sorcier
    [adj] Sorcier
    [text] { $number ->
        [pl] sorciers
       *[sg] sorcier
     }
   *[other] sorcier
 }
subtype-wizard-gram = m c
subtype-wurm = { $case ->
    [non] non-Guivre
    [adj] Guivre
    [text] { $number ->
        [pl] guivres
       *[sg] guivre
     }
   *[other] guivre
 }
subtype-wurm-gram = f c
subtype-zombie = { $case ->
    [non] non-Zombie
    [adj] Zombie
    [text] { $number ->
        [pl] zombies
       *[sg] zombie
     }
   *[other] zombie
 }
subtype-zombie-gram = m c
subtype-god = { $case ->
    [non] non-Dieu
    [adj] Dieu
    [text] { $number ->
        [pl] dieux
       *[sg] dieu
     }
   *[other] dieu
 }
subtype-god-gram = m c
subtype-skeleton = { $case ->
    [non] non-Squelette
    [adj] Squelette
    [text] { $number ->
        [pl] squelettes
       *[sg] squelette
     }
   *[other] squelette
 }
subtype-skeleton-gram = m c
subtype-beast = { $case ->
    [non] non-Bête
    [adj] Bête
    [text] { $number ->
        [pl] bêtes
       *[sg] bête
     }
   *[other] bête
 }
subtype-beast-gram = f c
subtype-bird = { $case ->
    [non] non-Oiseau
    [adj] Oiseau
    [text] { $number ->
        [pl] oiseaux
       *[sg] oiseau
     }
   *[other] oiseau
 }
subtype-bird-gram = m v
subtype-cleric = { $case ->
    [non] non-Clerc
    [adj] Clerc
    [text] { $number ->
        [pl] clercs
       *[sg] clerc
     }
   *[other] clerc
 }
subtype-cleric-gram = m c
subtype-demon = { $case ->
    [non] non-Démon
    [adj] Démon
    [text] { $number ->
        [pl] démons
       *[sg] démon
     }
   *[other] démon
 }
subtype-demon-gram = m c
subtype-dinosaur = { $case ->
    [non] non-Dinosaure
    [adj] Dinosaure
    [text] { $number ->
        [pl] dinosaures
       *[sg] dinosaure
     }
   *[other] dinosaure
 }
subtype-dinosaur-gram = m c
subtype-dragon = { $case ->
    [non] non-Dragon
    [adj] Dragon
    [text] { $number ->
        [pl] dragons
       *[sg] dragon
     }
   *[other] dragon
 }
subtype-dragon-gram = m c
subtype-dwarf = { $case ->
    [non] non-Nain
    [adj] Nain
    [text] { $number ->
        [pl] nains
       *[sg] nain
     }
   *[other] nain
 }
subtype-dwarf-gram = m c
subtype-giant = { $case ->
    [non] non-Géant
    [adj] Géant
    [text] { $number ->
        [pl] géants
       *[sg] géant
     }
   *[other] géant
 }
subtype-giant-gram = m c
subtype-horror = { $case ->
    [non] non-Horreur
    [adj] Horreur
    [text] { $number ->
        [pl] horreurs
       *[sg] horreur
     }
   *[other] horreur
 }
subtype-horror-gram = f v
subtype-insect = { $case ->
    [non] non-Insecte
    [adj] Insecte
    [text] { $number ->
        [pl] insectes
       *[sg] insecte
     }
   *[other] insecte
 }
subtype-insect-gram = m v
subtype-knight = { $case ->
    [non] non-Chevalier
    [adj] Chevalier
    [text] { $number ->
        [pl] chevaliers
       *[sg] chevalier
     }
   *[other] chevalier
 }
subtype-knight-gram = m c
subtype-rogue = { $case ->
    [non] non-Gredin
    [adj] Gredin
    [text] { $number ->
        [pl] gredins
       *[sg] gredin
     }
   *[other] gredin
 }
subtype-rogue-gram = m c
subtype-shaman = { $case ->
    [non] non-Shamane
    [adj] Shamane
    [text] { $number ->
        [pl] shamanes
       *[sg] shamane
     }
   *[other] shamane
 }
subtype-shaman-gram = m c
subtype-sheep = { $case ->
    [non] non-Mouton
    [adj] Mouton
    [text] { $number ->
        [pl] moutons
       *[sg] mouton
     }
   *[other] mouton
 }
subtype-sheep-gram = m c
subtype-sliver = { $case ->
    [non] non-Slivoïde
    [adj] Slivoïde
    [text] { $number ->
        [pl] slivoïdes
       *[sg] slivoïde
     }
   *[other] slivoïde
 }
subtype-sliver-gram = m c
subtype-snake = { $case ->
    [non] non-Serpent
    [adj] Serpent
    [text] { $number ->
        [pl] serpents
       *[sg] serpent
     }
   *[other] serpent
 }
subtype-snake-gram = m c
subtype-vampire = { $case ->
    [non] non-Vampire
    [adj] Vampire
    [text] { $number ->
        [pl] vampires
       *[sg] vampire
     }
   *[other] vampire
 }
subtype-vampire-gram = m c
subtype-warrior = { $case ->
    [non] non-Guerrier
    [adj] Guerrier
    [text] { $number ->
        [pl] guerriers
       *[sg] guerrier
     }
   *[other] guerrier
 }
subtype-warrior-gram = m c
subtype-wolf = { $case ->
    [non] non-Loup
    [adj] Loup
    [text] { $number ->
        [pl] loups
       *[sg] loup
     }
   *[other] loup
 }
subtype-wolf-gram = m c
subtype-werewolf = { $case ->
    [non] non-Loup-garou
    [adj] Loup-garou
    [text] { $number ->
        [pl] loups-garous
       *[sg] loup-garou
     }
   *[other] loup-garou
 }
subtype-werewolf-gram = m c
subtype-boar = { $case ->
    [non] non-Sanglier
    [adj] Sanglier
    [text] { $number ->
        [pl] sangliers
       *[sg] sanglier
     }
   *[other] sanglier
 }
subtype-boar-gram = m c
subtype-aura = { $case ->
    [non] non-Aura
    [adj] Aura
    [text] { $number ->
        [pl] auras
       *[sg] aura
     }
   *[other] aura
 }
subtype-aura-gram = f v
subtype-curse = { $case ->
    [non] non-Malédiction
    [adj] Malédiction
    [text] { $number ->
        [pl] malédictions
       *[sg] malédiction
     }
   *[other] malédiction
 }
subtype-curse-gram = f c
subtype-gate = { $case ->
    [non] non-Porte
    [adj] Porte
    [text] { $number ->
        [pl] portes
       *[sg] porte
     }
   *[other] porte
 }
subtype-gate-gram = f c
subtype-rune = { $case ->
    [non] non-Rune
    [adj] Rune
    [text] { $number ->
        [pl] runes
       *[sg] rune
     }
   *[other] rune
 }
subtype-rune-gram = f c
subtype-equipment = { $case ->
    [non] non-Équipement
    [adj] Équipement
    [text] { $number ->
        [pl] équipements
       *[sg] équipement
     }
   *[other] équipement
 }
subtype-equipment-gram = m v
subtype-food = { $case ->
    [non] non-Nourriture
    [adj] Nourriture
    [text] { $number ->
        [pl] nourritures
       *[sg] nourriture
     }
   *[other] nourriture
 }
subtype-food-gram = f c
subtype-treasure = { $case ->
    [non] non-Trésor
    [adj] Trésor
    [text] { $number ->
        [pl] trésors
       *[sg] trésor
     }
   *[other] trésor
 }
subtype-treasure-gram = m c
subtype-vehicle = { $case ->
    [non] non-Véhicule
    [adj] Véhicule
    [text] { $number ->
        [pl] véhicules
       *[sg] véhicule
     }
   *[other] véhicule
 }
subtype-vehicle-gram = m c

## Autres noms ($number sg ou pl).
ab-noun-permanent = { $number ->
    [pl] permanents
   *[sg] permanent
 }
ab-noun-permanent-gram = m c
ab-noun-spell = { $number ->
    [pl] sorts
   *[sg] sort
 }
ab-noun-spell-gram = m c
ab-noun-token = { $number ->
    [pl] jetons
   *[sg] jeton
 }
ab-noun-token-gram = m c
ab-noun-card = { $number ->
    [pl] cartes
   *[sg] carte
 }
ab-noun-card-gram = f c
ab-noun-player = { $number ->
    [pl] joueurs
   *[sg] joueur
 }
ab-noun-player-gram = m c
ab-noun-object = { $number ->
    [pl] objets
   *[sg] objet
 }
ab-noun-object-gram = m v
# La deuxième phrase de Conspiration : $types est un type (« créature »).
ab-same-elsewhere = il en va de même pour les sorts { $vowel ->
    [v] d'{ $types }
   *[c] de { $types }
 } que vous contrôlez et les cartes { $vowel ->
    [v] d'{ $types }
   *[c] de { $types }
 } que vous possédez qui ne sont pas sur le champ de bataille
# Tous les objets de toutes les zones : Treille de mycosynthèse, Servant du peintre.
ab-noun-everything = { $number ->
    [pl] cartes qui ne sont pas sur le champ de bataille, sorts et permanents
   *[sg] carte qui n'est pas sur le champ de bataille, sort et permanent
 }
ab-noun-everything-gram = f c
# Cartes hors du champ de bataille : $types est un groupe de types (« créature », « créature-artefact »).
ab-noun-cards-of = { $number ->
    [pl] cartes
   *[sg] carte
 } { $vowel ->
    [v] d'{ $types }
   *[c] de { $types }
 }
ab-noun-cards-of-gram = f c
ab-noun-tokens-of = { $number ->
    [pl] jetons
   *[sg] jeton
 } { $vowel ->
    [v] d'{ $types }
   *[c] de { $types }
 }
ab-noun-tokens-of-gram = m c

## Déterminants. $det : each, all, bare (pluriel défini), def (défini singulier), this, that, a, any, none.
ab-det = { $det ->
    [each] chaque { $np }
    [all] { $gender ->
        [f] toutes les { $np }
       *[m] tous les { $np }
    }
    [bare] les { $np }
    [def] { $vowel ->
        [v] l'{ $np }
       *[c] { $gender ->
            [f] la { $np }
           *[m] le { $np }
        }
    }
    [this] { $gender ->
        [f] cette { $np }
       *[m] { $vowel ->
            [v] cet { $np }
           *[c] ce { $np }
        }
    }
    [that] { $gender ->
        [f] cette { $np }
       *[m] { $vowel ->
            [v] cet { $np }
           *[c] ce { $np }
        }
    }
    [a] { $number ->
        [pl] des { $np }
       *[sg] { $gender ->
            [f] une { $np }
           *[m] un { $np }
        }
    }
    [any] { $gender ->
        [f] n'importe quelle { $np }
       *[m] n'importe quel { $np }
    }
   *[other] { $np }
 }
# Le même groupe après « de » (du, de la, des...).
ab-det-of = { $det ->
    [each] de chaque { $np }
    [all] { $gender ->
        [f] de toutes les { $np }
       *[m] de tous les { $np }
    }
    [bare] des { $np }
    [def] { $vowel ->
        [v] de l'{ $np }
       *[c] { $gender ->
            [f] de la { $np }
           *[m] du { $np }
        }
    }
    [this] de { $gender ->
        [f] cette { $np }
       *[m] { $vowel ->
            [v] cet { $np }
           *[c] ce { $np }
        }
    }
    [that] de { $gender ->
        [f] cette { $np }
       *[m] { $vowel ->
            [v] cet { $np }
           *[c] ce { $np }
        }
    }
    [a] { $number ->
        [pl] de { $np }
       *[sg] { $gender ->
            [f] d'une { $np }
           *[m] d'un { $np }
        }
    }
    [any] { $gender ->
        [f] de n'importe quelle { $np }
       *[m] de n'importe quel { $np }
    }
   *[other] { $vowel ->
        [v] d'{ $np }
       *[c] de { $np }
    }
 }

## Groupes nominaux.
# $how : enchanted ou equipped.
ab-np-attached = { $noun } { $how ->
    [equipped] { $gender ->
        [f] équipée
       *[m] équipé
    }
   *[enchanted] { $gender ->
        [f] enchantée
       *[m] enchanté
    }
 }
ab-np-target = { $noun } { $gender ->
    [f] ciblée
   *[m] ciblé
 }
ab-np-target-opp = { $noun } { $gender ->
    [f] ciblée
   *[m] ciblé
 } qu'un adversaire contrôle
ab-np-target-you = { $noun } { $gender ->
    [f] ciblée
   *[m] ciblé
 } que vous contrôlez
# Une deuxième cible du même genre que la première (« une autre créature ciblée ») ; $opp : yes
# quand un adversaire la contrôle, you quand vous la contrôlez.
ab-np-another-target = { $gender ->
    [f] une autre { $noun } ciblée
   *[m] un autre { $noun } ciblé
 } { $opp ->
    [yes] qu'un adversaire contrôle
    [you] que vous contrôlez
   *[no] { "" }
 }
ab-np-another-target-gram = v
# Une cible qu'une instruction précédente a nommée, nommée de nouveau : « yes » pour dire
# « elle », comme les cartes imprimées (« Dégagez cette créature. Jusqu'à la fin du tour, elle
# gagne +2/+0 ») ; « la créature ciblée » nommerait une autre cible (115.3).
ab-target-again-pronoun = yes
# Une cible de nature inconnue : $n est sa position (1, 2...).
ab-np-target-generic = { $n ->
    [1] cible
    [2] deuxième cible
    [3] troisième cible
    [4] quatrième cible
   *[other] cible numéro { $nn }
 }
ab-np-target-generic-gram = f c
# La créature qui vient de mourir (« that creature »).
ab-np-dead-creature = la créature morte
ab-np-dead-creature-gram = f c
ab-np-you = vous
ab-np-opponents = vos adversaires
ab-np-opponents-gram = m c
ab-np-each-player = chaque joueur
ab-np-each-player-gram = m c
ab-np-players = joueurs
ab-np-players-gram = m c
ab-np-player-n = joueur { $n }
ab-np-player-n-gram = m c
# $target, $targetof : la cible, sujet et après « de ».
ab-np-controller-of = contrôleur { $targetof }
ab-np-controller-of-gram = m c
ab-np-game = la partie
ab-np-nothing = rien
ab-pronoun = { $number ->
    [sg] { $gender ->
        [f] elle
       *[m] il
    }
    [you] vous
   *[other] { $gender ->
        [f] elles
       *[m] ils
    }
 }
ab-pronoun-gram = { $number ->
    [you] m c
   *[other] { $gender ->
        [f] f v
       *[m] m v
    }
 }

## Filtres : « autres créatures blanches non-jeton que vous contrôlez ». Les parties vides disparaissent.
ab-filter = { $other } { $noun } { $supers } { $nonsupers } { $nontypes } { $nonsubtypes } { $nontoken } { $colors } { $facedown } { $tapped } { $colorof } { $post } { $with } { $controller } { $zone } { $shares }
# $first : la sorte du premier mot en anglais (other, untapped, word, none) ; en français, seul
# « autre » précède le nom (élision : « d'autres créatures »). $noungram : les codes du nom.
ab-filter-gram = { $first ->
    [other] v
   *[none] { $noungram }
 }
ab-filter-other = { $number ->
    [pl] autres
   *[sg] autre
 }
# $color : l'adjectif de couleur accordé au nom (« non-noires »).
ab-filter-noncolor = non-{ $color }
ab-filter-not-chosen-color = { $number ->
    [sg] qui n'est pas de la couleur choisie
   *[other] qui ne sont pas de la couleur choisie
 }
ab-filter-nontoken = non-jeton
# $it : l'objet auquel l'effet s'applique (« pour chaque aura attachée à lui »).
ab-filter-attached-to-it = { $number ->
    [pl] { $gender ->
        [f] attachées
       *[m] attachés
     }
   *[sg] { $gender ->
        [f] attachée
       *[m] attaché
     }
 } à { $it }
# Deux ensembles joints ; le second a son article (« … et les autres créatures Zombie … »).
ab-filter-union = { $first } et les { $second }
# $keywords : ce que les objets ont (« avec le vol »).
ab-filter-with = avec { $keywords }
ab-filter-no-abilities = sans capacité
# $tapped : yes (engagé) ou no (dégagé).
ab-filter-tapped = { $tapped ->
    [yes] { $number ->
        [pl] { $gender ->
            [f] engagées
           *[m] engagés
         }
       *[sg] { $gender ->
            [f] engagée
           *[m] engagé
         }
     }
   *[no] { $number ->
        [pl] { $gender ->
            [f] dégagées
           *[m] dégagés
         }
       *[sg] { $gender ->
            [f] dégagée
           *[m] dégagé
         }
     }
 }
ab-filter-face-down = face cachée
# $it : l'objet auquel l'effet s'applique (« avec elle »).
ab-filter-shares-type = { $number ->
    [sg] qui partage un type de créature avec { $it }
   *[other] qui partagent un type de créature avec { $it }
 }
# « lui », « elle » après une préposition (« avec elle », « sur lui ») : l'objet auquel l'effet s'applique.
ab-it = { $gender ->
    [f] elle
   *[m] lui
 }
ab-filter-chosen-color = de la couleur choisie
ab-filter-chosen-type = { $noun } du type choisi
ab-filter-not-chosen-type = { $number ->
    [sg] qui n'est pas du type choisi
   *[other] qui ne sont pas du type choisi
 }
# $who : you, opponents, enchanted, target, that, player, any. $zone : battlefield ou other (cartes possédées).
ab-controller = { $who ->
    [you] { $zone ->
        [battlefield] que vous contrôlez
       *[other] que vous possédez
    }
    [opponents] { $zone ->
        [battlefield] que vos adversaires contrôlent
       *[other] que vos adversaires possèdent
    }
    [enchanted] { $zone ->
        [battlefield] que le joueur enchanté contrôle
       *[other] que le joueur enchanté possède
    }
    [target] { $zone ->
        [battlefield] que le joueur ciblé contrôle
       *[other] que le joueur ciblé possède
    }
    [that] { $zone ->
        [battlefield] que ce joueur contrôle
       *[other] que ce joueur possède
    }
    [player] { $zone ->
        [battlefield] que le joueur { $n } contrôle
       *[other] que le joueur { $n } possède
    }
   *[any] { "" }
 }
# $self : l'objet qui a la capacité, pour les cartes exilées avec lui.
ab-zone = { $zone ->
    [notbattlefield] { $number ->
        [sg] qui n'est pas sur le champ de bataille
       *[other] qui ne sont pas sur le champ de bataille
    }
    [graveyard] dans votre cimetière
    [graveyards] dans tous les cimetières
    [opponentsgraveyards] dans les cimetières de vos adversaires
    [exiled] { $number ->
        [sg] exilée avec { $self }
       *[other] exilées avec { $self }
    }
    [onbattlefield] sur le champ de bataille
    [any] dans toutes les zones
   *[battlefield] { "" }
 }

## Listes.
ab-list-and-2 = { $a } et { $b }
ab-list-and-n = { $init } et { $last }
ab-list-or-2 = { $a } ou { $b }
ab-list-or-n = { $init } ou { $last }
ab-list-comma = { $a }, { $b }
ab-adj-join = { $a } { $b }
# Les modes d'une capacité « choisissez l'un ».
ab-modes-2 = { $a } ; ou { $b }
ab-modes-n = { $init } ; ou { $last }
ab-modes-sep = { $a } ; { $b }

## Types assemblés. $head : le type principal ; $mod : un type qui le qualifie ; $modkey : sa clé.
ab-type-compound = { $modkey ->
    [kindred] { $head } { $mod }
   *[other] { $head }-{ $mod }
 }
ab-type-compound-gram = { $headgram }
ab-subtype-compound = { $head } { $mod }
# Un sous-type que ce fichier ne connaît pas : $word est écrit tel quel.
ab-subtype-unknown = { $case ->
    [non] non-{ $word }
   *[other] { $word }
 }
ab-subtype-unknown-gram = m c
ab-chosen-type-name = type choisi
ab-typeline = { $types } { $supertypes }
ab-typeline-sub = { $types } { $supertypes } : { $subtypes }
ab-typeline-sub-2 = { $a } et { $b }
ab-typeline-sub-sep = { $a }, { $b }

## Ce qu'un effet fait d'un objet : « créature 1/1 verte Saprobionte ».
ab-noun-core = { $head } { $pt } { $colors } { $mods }
ab-noun-article = { $number ->
    [sg] { $gender ->
        [f] une
       *[m] un
    }
   *[other] des
 }
ab-pt-vowel = c
ab-colors-vowel = c
ab-colorless = { $number ->
    [pl] incolores
   *[sg] incolore
 }
ab-chosen-color = de la couleur choisie
ab-quote = « { $text } »
ab-with = avec { $abilities }
ab-addition-types = en plus de { ab-poss-many } autres types

## Verbes et possessifs, selon $number (et $mode).
ab-verb-be = { $mode ->
    [oneshot] { $number ->
        [sg] devient
        [you] devenez
       *[other] deviennent
    }
   *[static] { $number ->
        [sg] est
        [you] êtes
       *[other] sont
    }
 }
ab-verb-have = { $mode ->
    [oneshot] { $number ->
        [sg] acquiert
        [you] acquérez
       *[other] acquièrent
    }
   *[static] { $number ->
        [sg] a
        [you] avez
       *[other] ont
    }
 }
ab-verb-has = { $number ->
    [sg] a
    [you] avez
   *[other] ont
 }
# Possessif devant un nom pluriel (« ses autres types ») et devant un nom féminin singulier (« sa valeur de mana »).
ab-poss-many = { $number ->
    [sg] ses
    [you] vos
   *[other] leurs
 }
ab-poss-one = { $number ->
    [sg] sa
    [you] votre
   *[other] leur
 }

## Prédicats : ce que le sujet gagne, est, a...
ab-pred-modify-pt = { $number ->
    [sg] gagne
    [you] gagnez
   *[other] gagnent
 } { $pt }
# $unit : ce que compte « pour chaque » (« autre elfe sur le champ de bataille », « marqueur +1/+1 sur elle »).
ab-pred-modify-pt-for-each = { ab-pred-modify-pt } pour chaque { $unit }
# $where : ce que valent X (et Y), de ab-where-x ou ab-where-xy.
ab-pred-modify-pt-where = { ab-pred-modify-pt }, { $where }
ab-where-x = X étant { $x }
ab-where-xy = X étant { $x } et Y étant { $y }
ab-pred-lose-all = { $number ->
    [sg] perd toutes ses capacités
    [you] perdez toutes vos capacités
   *[other] perdent toutes leurs capacités
 }
ab-pred-set-pt = { ab-verb-has } une force et une endurance de base de { $pt }
ab-pred-set-pt-each = { ab-verb-has } une force et une endurance de base chacune égales { $value }
ab-pred-set-pt-split = { ab-verb-has } une force de base égale { $p } et une endurance de base égale { $t }
ab-pred-set-power = { ab-verb-has } une force de base de { $p }
ab-pred-set-toughness = { ab-verb-has } une endurance de base de { $t }
ab-pred-set-toughness-expr = { ab-verb-has } une endurance de base égale { $t }
ab-pred-grant = { ab-verb-have } { $abilities }
ab-pred-lose = { $number ->
    [sg] perd
    [you] perdez
   *[other] perdent
 } { $abilities }
ab-pred-cant-have = ne { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } pas avoir ou acquérir { $abilities }
ab-pred-is-noun = { ab-verb-be } { $article } { $noun } { $with } { $addition }
ab-pred-colors = { ab-verb-be } { $colors }
# $name : le nom, tel que les données le donnent dans cette langue.
ab-pred-named = { $number ->
    [sg] s'appelle
    [you] vous appelez
   *[other] s'appellent
 } { $name }
# $article, $noun : les types de carte (« un terrain ») ; $none : yes quand il n'en reste aucun.
ab-pred-set-card-types = { $none ->
    [yes] { $number ->
        [sg] perd
        [you] perdez
       *[other] perdent
     } tous { ab-poss-many } types de carte
   *[no] { ab-verb-be } { $article } { $noun } et { $number ->
        [sg] perd
        [you] perdez
       *[other] perdent
     } tous { ab-poss-many } autres types de carte
 }
# $supertypes : les mots des supertypes (« légendaire »), joints par « et » (ajoutés) ou « ou » (retirés).
ab-pred-add-supertypes = { ab-verb-be } { $supertypes }
ab-pred-remove-supertypes = { $number ->
    [sg] n'est pas
    [you] n'êtes pas
   *[other] ne sont pas
 } { $supertypes }
# Un type de carte retiré (205.1a) ; $types : ab-pred-remove-type joints par « ou ».
ab-pred-remove-types = { $number ->
    [sg] n'est pas
    [you] n'êtes pas
   *[other] ne sont pas
 } { $types }
ab-pred-remove-type = { $article } { $noun }
ab-pred-add-colors = { ab-verb-be } { $colors } en plus de { ab-poss-many } autres couleurs
ab-pred-set-land-type = { ab-verb-be } { $article } { $land }
ab-pred-add-land-type = { ab-verb-be } { $article } { $land } en plus de { ab-poss-many } autres types de terrain
ab-pred-all-land-types = { ab-verb-be } de tous les types de terrains de base en plus de { ab-poss-many } autres types
# $rule : la règle sur les objets (613.11), nommée comme dans les fichiers de scénario.
ab-pred-object-rule = { $rule ->
    [CantAttack] { ab-verb-cant } attaquer
    [CantBlock] { ab-verb-cant } bloquer
    [AttacksIfAble] { $number ->
        [sg] attaque
        [you] attaquez
       *[other] attaquent
    } à chaque combat si possible
    [BlocksIfAble] { $number ->
        [sg] bloque
        [you] bloquez
       *[other] bloquent
    } à chaque combat si possible
   *[CantBeBlocked] { ab-verb-cant } être { $number ->
        [sg] { $gender ->
            [f] bloquée
           *[m] bloqué
        }
        [you] bloqués
       *[other] { $gender ->
            [f] bloquées
           *[m] bloqués
        }
    }
 }
ab-verb-cant = { $number ->
    [sg] ne peut pas
    [you] ne pouvez pas
   *[other] ne peuvent pas
 }
ab-pred-all-creature-types = { ab-verb-have } tous les types de créatures
ab-pred-chosen-type = { ab-verb-be } du type choisi
ab-pred-chosen-type-add = { ab-verb-be } du type choisi en plus de { ab-poss-many } autres types
ab-pred-text-of-top = { ab-verb-has } le texte complet de la carte du dessus de votre cimetière
ab-pred-text-of-that-card = { ab-verb-has } le texte complet de cette carte
ab-pred-keep-this-ability = { ab-verb-has } cette capacité
ab-pred-keep-own-colors = { $number ->
    [sg] ne copie pas
   *[other] ne copient pas
 } la couleur de cette créature
ab-pred-keep-ability = { ab-verb-has } toujours { ab-poss-one } { $n ->
    [1] première
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
   *[other] { $nn }e
 } capacité imprimée
ab-pred-no-max-hand = { $number ->
    [sg] n'a
    [you] n'avez
   *[other] n'ont
 } pas de taille maximale de main
ab-pred-additional-lands = { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } jouer { $n ->
    [1] un terrain supplémentaire
   *[other] { $count } terrains supplémentaires
 } pendant chacun de { ab-poss-many } tours
ab-pred-cant-lose = ne { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } pas perdre la partie
ab-pred-cant-win = ne { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } pas gagner la partie
ab-pred-cant-gain-life = ne { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } pas gagner de points de vie
ab-pred-spend-mana = { $number ->
    [sg] peut
    [you] pouvez
   *[other] peuvent
 } dépenser du mana comme s'il s'agissait de mana de n'importe quelle couleur

## Propositions indépendantes (règles du jeu).
ab-rule-legend = la « règle des légendes » ne s'applique pas
ab-rule-opponents-cant-win = vos adversaires ne peuvent pas gagner la partie
# La taille maximale de main de qui : $whose vaut you, opponents, players, sg ou pl (le sujet
# $subject, $subjectof après « de »), none (une partie dite seule).
ab-max-hand-whose = { $whose ->
    [you] votre taille maximale de main
    [opponents] la taille maximale de main de chaque adversaire
    [players] la taille maximale de main de chaque joueur
    [sg] la taille maximale de main { $subjectof }
    [pl] la taille maximale de main { $subjectof }
   *[none] la taille maximale de main
 }
# $n : le nombre de cartes, $count : le même en lettres.
ab-rule-max-hand = { ab-max-hand-whose } est { $n ->
    [0] de zéro carte
    [1] d'une carte
   *[other] de { $count } cartes
 }
# $dir : up (augmentée) ou down (réduite) ; $count : de combien de cartes, en lettres.
ab-rule-max-hand-change = { ab-max-hand-whose } est { $dir ->
    [down] réduite
   *[up] augmentée
 } { $n ->
    [1] d'une carte
   *[other] de { $count } cartes
 }

## Nombres calculés par un effet. $case : nom ou dat (avec « à » : « égale au nombre... »).
ab-expr-number = { $case ->
    [dat] à { $value }
   *[nom] { $value }
 }
ab-expr-mana-value = { $case ->
    [dat] à { ab-poss-one } valeur de mana
   *[nom] { ab-poss-one } valeur de mana
 }
ab-expr-hand-size = { $case ->
    [dat] au nombre de cartes dans votre main
   *[nom] le nombre de cartes dans votre main
 }
ab-expr-all-hands = { $case ->
    [dat] au nombre de cartes dans les mains de tous les joueurs
   *[nom] le nombre de cartes dans les mains de tous les joueurs
 }
ab-expr-life = { $case ->
    [dat] à votre total de points de vie
   *[nom] votre total de points de vie
 }
# La dévotion (700.5) ; $colors : ab-devotion-color joints par « et ».
ab-expr-devotion = { $case ->
    [dat] à votre dévotion { $colors }
   *[nom] votre dévotion { $colors }
 }
ab-devotion-color = au { $color }
# $things : ce qu'un filtre désigne, au pluriel ; $vowel : son premier son (« le nombre d'îles »).
ab-expr-count = { $case ->
    [dat] au nombre
   *[nom] le nombre
 } { $vowel ->
    [v] d'{ $things }
   *[c] de { $things }
 }
ab-expr-card-types-among = { $case ->
    [dat] au nombre
   *[nom] le nombre
 } de types de cartes parmi { $things }
ab-expr-creature-types-among = { $case ->
    [dat] au nombre
   *[nom] le nombre
 } de types de créatures parmi { $things }
# $thingsof : les mêmes après « de » (« des créatures que vous contrôlez »).
ab-expr-total-power = { $case ->
    [dat] à la force totale
   *[nom] la force totale
 } { $thingsof }
ab-expr-total-toughness = { $case ->
    [dat] à l'endurance totale
   *[nom] l'endurance totale
 } { $thingsof }
# $counter : une sorte de marqueur (ab-counter) ; $it : l'objet auquel l'effet s'applique.
ab-expr-counters = { $case ->
    [dat] au nombre
   *[nom] le nombre
 } de marqueurs { $counter } sur { $it }
# Une sorte de marqueur : $form pt (« +1/+1 », $kind tel qu'imprimé) ou word ($key : le mot
# anglais en minuscules, traduit ici ; un mot inconnu reste tel quel).
ab-counter = { $form ->
    [pt] { $kind }
   *[word] « { $key ->
        [time] temps
        [charge] charge
        [loyalty] loyauté
        [poison] poison
        [shield] bouclier
        [stun] étourdissement
        [quest] quête
        [verse] verset
        [oil] huile
       *[other] { $kind }
    } »
 }
# Ce que compte « pour chaque ».
ab-unit-card-type-among = type de carte parmi { $things }
ab-unit-creature-type-among = type de créature parmi { $things }
ab-unit-counter = marqueur { $counter } sur { $it }
ab-unit-card-in-hand = carte dans votre main
ab-expr-plus = { $a } plus { $b }
ab-expr-that-number = { $case ->
    [dat] à ce nombre
   *[nom] ce nombre
 }
ab-expr-times = { $case ->
    [dat] à
   *[nom] { "" }
 } { $k ->
    [2] deux fois
    [3] trois fois
   *[other] { $kk } fois
 } { $e }
ab-count = { $n ->
    [0] zéro
    [1] { $gender ->
        [f] une
       *[m] un
    }
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
   *[other] { $nn }
 }

## Phrases.
ab-clause = { $subject } { $predicate }
ab-clause-duration = { $clause } { $duration }
# $end : yes quand le texte finit déjà par un point ou un guillemet fermant.
ab-sentence = { $end ->
    [yes] { $text }
   *[no] { $text }.
 }
# $vowel : le premier son de la condition (« tant qu'au moins »).
ab-as-long-as = { $vowel ->
    [v] tant qu'{ $condition }
   *[c] tant que { $condition }
 }, { $clause }
ab-lingers = si { $self } quitte le champ de bataille, cet effet continue jusqu'à la fin du tour
ab-no-effect = aucun effet
ab-duration-eot = jusqu'à la fin du tour
ab-duration-source = tant que { $self } reste sur le champ de bataille
ab-duration-as-long-as = { $vowel ->
    [v] tant qu'{ $condition }
   *[c] tant que { $condition }
 }
# $things : pluriel ; $thing : singulier ; $n : le nombre.
ab-cond-control-at-least = vous contrôlez au moins { $count } { $n ->
    [1] { $thing }
   *[other] { $things }
 }
ab-cond-control-at-most = vous contrôlez au plus { $count } { $n ->
    [1] { $thing }
   *[other] { $things }
 }
ab-cond-control-none = vous ne contrôlez { $gender ->
    [f] aucune
   *[m] aucun
 } { $thing }
# $where, $wheresg : où sont les choses (« dans votre cimetière »), au pluriel et au singulier.
# Les messages -gram donnent le premier son d'une condition (élision de « que »).
ab-cond-count-at-least = au moins { $count } { $n ->
    [1] { $thing } est { $wheresg }
   *[other] { $things } sont { $where }
 }
ab-cond-count-at-least-gram = v
ab-cond-count-at-most = au plus { $count } { $n ->
    [1] { $thing } est { $wheresg }
   *[other] { $things } sont { $where }
 }
ab-cond-count-at-most-gram = v
ab-cond-count-none = { $gender ->
    [f] aucune
   *[m] aucun
 } { $thing } n'est { $wheresg }
ab-cond-count-none-gram = v
# $types : ab-noun-types-among ; $things : parmi quoi on les compte (« les cartes dans votre cimetière »).
ab-cond-types-among-at-least = il y a au moins { $count } { $types } parmi { $things }
ab-cond-types-among-at-least-gram = v
ab-cond-types-among-at-most = il y a au plus { $count } { $types } parmi { $things }
ab-cond-types-among-at-most-gram = v
ab-cond-types-among-none = il n'y a aucun { $types } parmi { $things }
ab-cond-types-among-none-gram = v
# $kind : card ou creature ; $number : sg ou pl.
ab-noun-types-among = { $number ->
    [sg] type de { $kind ->
        [creature] créature
       *[card] carte
     }
   *[pl] types de { $kind ->
        [creature] créatures
       *[card] cartes
     }
 }
ab-noun-types-among-gram = m c
ab-cond-hand-at-least = vous avez au moins { $count } { $n ->
    [1] carte
   *[other] cartes
 } en main
ab-cond-hand-at-most = vous avez au plus { $count } { $n ->
    [1] carte
   *[other] cartes
 } en main
ab-cond-hand-none = vous n'avez aucune carte en main
ab-cond-life-at-least = vous avez au moins { $nn } { $n ->
    [0] point
    [1] point
   *[other] points
 } de vie
ab-cond-life-at-most = vous avez au plus { $nn } { $n ->
    [0] point
    [1] point
   *[other] points
 } de vie
# $value : un nombre calculé par un effet.
ab-cond-number-at-least = { $value } vaut au moins { $nn }
ab-cond-number-at-most = { $value } vaut au plus { $nn }
# Comme les dieux de Theros le disent ; $count : un de plus que le plus qu'elle peut valoir, en lettres.
ab-cond-devotion-less-than = votre dévotion { $colors } est inférieure à { $count }
ab-cond-your-turn = c'est votre tour
ab-cond-not-your-turn = ce n'est pas votre tour
# « Tant que le permanent enchanté est une créature » ($subject : ce à quoi elle est attachée).
ab-cond-attached-is = { $subject } est { $thing }
# $self : l'objet qui a la capacité ; $tapped : yes ou no ; $gender : son genre.
ab-cond-tapped = { $self } est { $tapped ->
    [yes] { $gender ->
        [f] engagée
       *[m] engagé
     }
   *[no] { $gender ->
        [f] dégagée
       *[m] dégagé
     }
 }
ab-cond-top-of-graveyard = la carte du dessus de votre cimetière est { $card }
ab-cond-on-battlefield = { $id } est sur le champ de bataille
ab-cond-you-control = vous contrôlez { $id }
ab-define-pt-same = la force et l'endurance { $subjectof } sont chacune égales { $value }
ab-define-pt = la force { $subjectof } est égale { $p } et { $number ->
    [sg] son
   *[other] leur
 } endurance est égale { $t }
ab-define-power = la force { $subjectof } est égale { $p }
ab-gain-control = acquérez le contrôle { $objof }
ab-you-control = vous contrôlez { $obj }
ab-switch = échangez la force et l'endurance { $objof }
ab-switched = la force et l'endurance { $objof } sont échangées
# $from, $to : mots entre guillemets ; $fromchosen : yes quand $from est « un mot choisi ».
ab-change-text = modifiez le texte { $objof } en remplaçant toutes les occurrences { $fromchosen ->
    [yes] d'{ $from }
   *[no] de { $from }
 } par { $to }
ab-change-text-any = modifiez le texte { $objof } en remplaçant toutes les occurrences d'un mot de couleur par un autre ou d'un type de terrain de base par un autre
ab-text-changed = dans le texte { $objof }, chaque occurrence { $fromchosen ->
    [yes] d'{ $from }
   *[no] de { $from }
 } est remplacée par { $to }
ab-text-changed-any = le texte { $objof } a un mot de couleur ou un type de terrain de base remplacé par un autre
ab-word-chosen = un mot choisi

## Capacités.
ab-mana = { $cost } : Ajoutez { $mana }.
ab-mana-any = { $cost } : Ajoutez un mana de la couleur de votre choix.
ab-activated = { $cost } : { $effects }
ab-triggered = { $trigger }, { $effects }
ab-trigger-creature-dies = à chaque fois qu'une créature meurt
ab-trigger-enters = quand { $self } arrive
ab-trigger-your-upkeep = au début de votre entretien
ab-trigger-end-step = au début de l'étape de fin
ab-trigger-combat-damage = à chaque fois que { $self } inflige des blessures de combat à un joueur
ab-as-enters = au moment où { $self } arrive, { $what }
ab-choose-color = choisissez une couleur
ab-choose-creature-type = choisissez un type de créature
ab-choose-one = choisissez l'un : { $modes }
# L'Entité aquamorphe : le choix se refait à chaque fois qu'elle est retournée face visible.
ab-as-enters-or-face-up = au moment où { $self } arrive ou est { $gender ->
    [f] retournée
   *[m] retourné
 } face visible, { $what }
# La Sentinelle en fusion : « Au moment où cette créature arrive, lancez une pièce. Si c'est face, ... »
ab-flip-coin = lancez une pièce
ab-coin-heads = si c'est face, { $what }
ab-coin-tails = si c'est pile, { $what }
ab-exile-from-graveyard = exilez n'importe quel nombre de { $cards } de votre cimetière
ab-turn-face-down = retournez face cachée { $what }
# « Ce terrain arrive engagé. » ($gender : celui de $self.)
ab-enters-tapped = { $self } arrive { $gender ->
    [f] engagée
   *[m] engagé
 }
# « Cette créature arrive avec deux marqueurs +1/+1 sur elle. »
ab-enters-with-counters = { $self } arrive avec { $n ->
    [one] un marqueur { $kind }
   *[other] { $count } marqueurs { $kind }
 } sur { $gender ->
    [f] elle
   *[m] lui
 }
ab-copy-of = vous pouvez faire que { $self } arrive en tant que copie { $whatof } sur le champ de bataille{ $except }
# $clauses : les exceptions (ab-except-item), jointes par « et ».
ab-except = , excepté { $clauses }
# $vowel : le premier son de la proposition (« qu'elle a », « que son nom est »).
ab-except-item = { $vowel ->
    [v] qu'{ $clause }
   *[c] que { $clause }
 }
ab-name-is = { $number ->
    [sg] son
    [you] votre
   *[other] leur
 } nom est { $name }
ab-name-is-gram = c
ab-enters-as-copy = { $subject } { $number ->
    [sg] arrive
   *[other] arrivent
 } en tant que copie { $selfof }
ab-become-copy = { $self } devient une copie { $whatof } { $duration }{ $except }
# Un objet choisi, pas ciblé : $noun (« créature non-légendaire »), $gender.
ab-np-chosen = { $noun } { $gender ->
    [f] choisie
   *[m] choisi
 }
ab-create-tokens = créez { $n ->
    [1] un
   *[other] { $count }
 } { $n ->
    [one] jeton
   *[other] jetons
 } { $vowel ->
    [v] d'{ $desc }
   *[c] de { $desc }
 } { $with }
ab-destroy = détruisez { $obj }
ab-transform = transformez { $self }{ $when }
ab-exchange-life = échangez votre total de points de vie et l'endurance { $selfof }
# $noun : ce que sont les deux cibles, au pluriel (« créatures ») ; $gender son genre.
ab-exchange-control = échangez le contrôle de deux { $noun } { $gender ->
    [f] ciblées
   *[m] ciblés
 }

## Descriptions courtes d'une partie d'effet (traces).
ab-part-set-pt = F/E de base { $pt }
ab-part-set-pt-each = F/E de base chacune égales { $value }
ab-part-set-pt-split = force de base égale { $p }, endurance de base égale { $t }
ab-part-set-toughness = endurance de base { $t }
ab-part-set-toughness-expr = endurance de base égale { $t }
ab-part-define-pt-each = F/E chacune égales { $value }
ab-part-define-pt-split = force égale { $p }, endurance égale { $t }
ab-part-define-power = force égale { $p }
ab-part-modify-pt-for-each = { $pt } pour chaque { $unit }
ab-part-modify-pt-where = { $pt }, { $where }
ab-part-switch = F/E échangées
ab-part-gain-control = contrôlé par le contrôleur de l'effet
ab-part-change-word = remplace { $from } par { $to } dans son texte
ab-part-change-word-any = remplace un mot de couleur ou un type de terrain de base par un autre dans son texte
