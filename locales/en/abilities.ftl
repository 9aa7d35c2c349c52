## Rules text built from ability data (src/words/abilities): keywords, types, and sentences.
##
## Variables shared by many messages:
##   $number  sg | pl | you   grammatical number of a subject ("you": the player addressed)
##   $gender  m | f           French grammatical gender (English ignores it)
##   $vowel   v | c           the phrase starts with a vowel sound ("an", French "l'")
##   $case    title | text | adj | non | mod   which form of a word (see the word tables)
##   $mode    static | oneshot a static ability "is"/"has"; a resolving effect "becomes"/"gains"
## Messages whose id ends in "-gram" hold grammar codes, not words: gender (m/f) and v/c.
## Sentences are lower-case here; the renderer capitalises the first letter of each sentence.

## Keywords. $form: name (the ability on its own line) or inline (inside a sentence).
kw-flying = { $form ->
    [inline] flying
   *[name] Flying
 }
kw-haste = { $form ->
    [inline] haste
   *[name] Haste
 }
kw-trample = { $form ->
    [inline] trample
   *[name] Trample
 }
kw-defender = { $form ->
    [inline] defender
   *[name] Defender
 }
kw-indestructible = { $form ->
    [inline] indestructible
   *[name] Indestructible
 }
kw-hexproof = { $form ->
    [inline] hexproof
   *[name] Hexproof
 }
kw-shroud = { $form ->
    [inline] shroud
   *[name] Shroud
 }
kw-flash = { $form ->
    [inline] flash
   *[name] Flash
 }
kw-split-second = { $form ->
    [inline] split second
   *[name] Split second
 }
kw-changeling = { $form ->
    [inline] changeling
   *[name] Changeling
 }
# $land: plains, island, swamp, mountain, forest
kw-landwalk = { $form ->
    [inline] { $land ->
        [plains] plainswalk
        [island] islandwalk
        [swamp] swampwalk
        [mountain] mountainwalk
       *[forest] forestwalk
    }
   *[name] { $land ->
        [plains] Plainswalk
        [island] Islandwalk
        [swamp] Swampwalk
        [mountain] Mountainwalk
       *[forest] Forestwalk
    }
 }
kw-deathtouch = { $form ->
    [inline] deathtouch
   *[name] Deathtouch
 }
kw-double-strike = { $form ->
    [inline] double strike
   *[name] Double strike
 }
kw-first-strike = { $form ->
    [inline] first strike
   *[name] First strike
 }
kw-lifelink = { $form ->
    [inline] lifelink
   *[name] Lifelink
 }
kw-menace = { $form ->
    [inline] menace
   *[name] Menace
 }
kw-reach = { $form ->
    [inline] reach
   *[name] Reach
 }
kw-vigilance = { $form ->
    [inline] vigilance
   *[name] Vigilance
 }
kw-morph = { $form ->
    [inline] morph { $cost }
   *[name] Morph { $cost }
 }
kw-suspend = { $form ->
    [inline] suspend { $cost }
   *[name] Suspend { $cost }
 }
kw-equip = { $form ->
    [inline] equip { $cost }
   *[name] Equip { $cost }
 }
kw-ward = { $form ->
    [inline] ward { $cost }
   *[name] Ward { $cost }
 }
# $what: the enchanted kind of object ("creature", "player").
kw-enchant = { $form ->
    [inline] enchant { $what }
   *[name] Enchant { $what }
 }
# $from: what the protection is from, one of the ab-protection-* messages.
kw-protection = { $form ->
    [inline] protection from { $from }
   *[name] Protection from { $from }
 }
# $color: a color's word.
ab-protection-color = { $color }
# The color chosen as the object entered; an effect that resolves lets its controller choose it.
ab-protection-chosen-color = { $mode ->
    [oneshot] the color of your choice
   *[static] the chosen color
 }
ab-protection-each-color = each color
# $types: a card type in the plural ("creatures").
ab-protection-type = { $types }
ab-protection-everything = everything

## Colors. English: $case title ("White", a name) or text ("white", in a sentence).
## French: an adjective agreeing in $gender and $number.
color-white = { $case ->
    [title] White
   *[text] white
 }
color-blue = { $case ->
    [title] Blue
   *[text] blue
 }
color-black = { $case ->
    [title] Black
   *[text] black
 }
color-red = { $case ->
    [title] Red
   *[text] red
 }
color-green = { $case ->
    [title] Green
   *[text] green
 }

## Card types. $case: title (type line, type name), text (in a sentence, with $number),
## non ("noncreature"), mod (a type qualifying another: "artifact creature"), modtitle (the same in a type line).
## Each type-*-gram holds grammar codes, not words: gender m/f, v = starts with a vowel sound.
type-artifact = { $case ->
    [title] Artifact
    [modtitle] Artifact
    [non] nonartifact
    [mod] artifact
   *[text] { $number ->
        [pl] artifacts
       *[sg] artifact
     }
 }
type-artifact-gram = v
type-battle = { $case ->
    [title] Battle
    [modtitle] Battle
    [non] nonbattle
    [mod] battle
   *[text] { $number ->
        [pl] battles
       *[sg] battle
     }
 }
type-battle-gram = c
type-creature = { $case ->
    [title] Creature
    [modtitle] Creature
    [non] noncreature
    [mod] creature
   *[text] { $number ->
        [pl] creatures
       *[sg] creature
     }
 }
type-creature-gram = c
type-enchantment = { $case ->
    [title] Enchantment
    [modtitle] Enchantment
    [non] nonenchantment
    [mod] enchantment
   *[text] { $number ->
        [pl] enchantments
       *[sg] enchantment
     }
 }
type-enchantment-gram = v
type-instant = { $case ->
    [title] Instant
    [modtitle] Instant
    [non] noninstant
    [mod] instant
   *[text] { $number ->
        [pl] instants
       *[sg] instant
     }
 }
type-instant-gram = v
type-kindred = { $case ->
    [title] Kindred
    [modtitle] Kindred
    [non] nonkindred
    [mod] kindred
   *[text] kindred
 }
type-kindred-gram = c
type-land = { $case ->
    [title] Land
    [modtitle] Land
    [non] nonland
    [mod] land
   *[text] { $number ->
        [pl] lands
       *[sg] land
     }
 }
type-land-gram = c
type-planeswalker = { $case ->
    [title] Planeswalker
    [modtitle] Planeswalker
    [non] nonplaneswalker
    [mod] planeswalker
   *[text] { $number ->
        [pl] planeswalkers
       *[sg] planeswalker
     }
 }
type-planeswalker-gram = c
type-sorcery = { $case ->
    [title] Sorcery
    [modtitle] Sorcery
    [non] nonsorcery
    [mod] sorcery
   *[text] { $number ->
        [pl] sorceries
       *[sg] sorcery
     }
 }
type-sorcery-gram = c

## Supertypes: same cases as card types; French adjectives agree with the noun.
supertype-basic = { $case ->
    [title] Basic
    [non] nonbasic
   *[text] basic
 }
supertype-legendary = { $case ->
    [title] Legendary
    [non] nonlegendary
   *[text] legendary
 }
supertype-snow = { $case ->
    [title] Snow
    [non] nonsnow
   *[text] snow
 }
supertype-world = { $case ->
    [title] World
    [non] nonworld
   *[text] world
 }

## Subtypes. $case: title (type line), text (a noun in a sentence, with $number),
## adj (qualifying a card type: "Saproling creature", "créature Saprobionte"), non ("non-Aura").
subtype-plains = { $case ->
    [non] non-Plains
    [text] Plains
   *[other] Plains
 }
subtype-plains-gram = c
subtype-island = { $case ->
    [non] non-Island
    [text] { $number ->
        [pl] Islands
       *[sg] Island
     }
   *[other] Island
 }
subtype-island-gram = v
subtype-swamp = { $case ->
    [non] non-Swamp
    [text] { $number ->
        [pl] Swamps
       *[sg] Swamp
     }
   *[other] Swamp
 }
subtype-swamp-gram = c
subtype-mountain = { $case ->
    [non] non-Mountain
    [text] { $number ->
        [pl] Mountains
       *[sg] Mountain
     }
   *[other] Mountain
 }
subtype-mountain-gram = c
subtype-forest = { $case ->
    [non] non-Forest
    [text] { $number ->
        [pl] Forests
       *[sg] Forest
     }
   *[other] Forest
 }
subtype-forest-gram = c
subtype-angel = { $case ->
    [non] non-Angel
    [text] { $number ->
        [pl] Angels
       *[sg] Angel
     }
   *[other] Angel
 }
subtype-angel-gram = v
subtype-avatar = { $case ->
    [non] non-Avatar
    [text] { $number ->
        [pl] Avatars
       *[sg] Avatar
     }
   *[other] Avatar
 }
subtype-avatar-gram = v
subtype-bear = { $case ->
    [non] non-Bear
    [text] { $number ->
        [pl] Bears
       *[sg] Bear
     }
   *[other] Bear
 }
subtype-bear-gram = c
subtype-cat = { $case ->
    [non] non-Cat
    [text] { $number ->
        [pl] Cats
       *[sg] Cat
     }
   *[other] Cat
 }
subtype-cat-gram = c
subtype-construct = { $case ->
    [non] non-Construct
    [text] { $number ->
        [pl] Constructs
       *[sg] Construct
     }
   *[other] Construct
 }
subtype-construct-gram = c
subtype-druid = { $case ->
    [non] non-Druid
    [text] { $number ->
        [pl] Druids
       *[sg] Druid
     }
   *[other] Druid
 }
subtype-druid-gram = c
subtype-dryad = { $case ->
    [non] non-Dryad
    [text] { $number ->
        [pl] Dryads
       *[sg] Dryad
     }
   *[other] Dryad
 }
subtype-dryad-gram = c
subtype-elemental = { $case ->
    [non] non-Elemental
    [text] { $number ->
        [pl] Elementals
       *[sg] Elemental
     }
   *[other] Elemental
 }
subtype-elemental-gram = v
subtype-elf = { $case ->
    [non] non-Elf
    [text] { $number ->
        [pl] Elves
       *[sg] Elf
     }
   *[other] Elf
 }
subtype-elf-gram = v
subtype-frog = { $case ->
    [non] non-Frog
    [text] { $number ->
        [pl] Frogs
       *[sg] Frog
     }
   *[other] Frog
 }
subtype-frog-gram = c
subtype-goblin = { $case ->
    [non] non-Goblin
    [text] { $number ->
        [pl] Goblins
       *[sg] Goblin
     }
   *[other] Goblin
 }
subtype-goblin-gram = c
subtype-human = { $case ->
    [non] non-Human
    [text] { $number ->
        [pl] Humans
       *[sg] Human
     }
   *[other] Human
 }
subtype-human-gram = c
subtype-illusion = { $case ->
    [non] non-Illusion
    [text] { $number ->
        [pl] Illusions
       *[sg] Illusion
     }
   *[other] Illusion
 }
subtype-illusion-gram = v
subtype-lhurgoyf = { $case ->
    [non] non-Lhurgoyf
    [text] { $number ->
        [pl] Lhurgoyfs
       *[sg] Lhurgoyf
     }
   *[other] Lhurgoyf
 }
subtype-lhurgoyf-gram = c
subtype-merfolk = { $case ->
    [non] non-Merfolk
    [text] Merfolk
   *[other] Merfolk
 }
subtype-merfolk-gram = c
subtype-nymph = { $case ->
    [non] non-Nymph
    [text] { $number ->
        [pl] Nymphs
       *[sg] Nymph
     }
   *[other] Nymph
 }
subtype-nymph-gram = c
subtype-ogre = { $case ->
    [non] non-Ogre
    [text] { $number ->
        [pl] Ogres
       *[sg] Ogre
     }
   *[other] Ogre
 }
subtype-ogre-gram = v
subtype-phyrexian = { $case ->
    [non] non-Phyrexian
    [text] { $number ->
        [pl] Phyrexians
       *[sg] Phyrexian
     }
   *[other] Phyrexian
 }
subtype-phyrexian-gram = c
subtype-plant = { $case ->
    [non] non-Plant
    [text] { $number ->
        [pl] Plants
       *[sg] Plant
     }
   *[other] Plant
 }
subtype-plant-gram = c
subtype-saproling = { $case ->
    [non] non-Saproling
    [text] { $number ->
        [pl] Saprolings
       *[sg] Saproling
     }
   *[other] Saproling
 }
subtype-saproling-gram = c
subtype-scarecrow = { $case ->
    [non] non-Scarecrow
    [text] { $number ->
        [pl] Scarecrows
       *[sg] Scarecrow
     }
   *[other] Scarecrow
 }
subtype-scarecrow-gram = c
subtype-shapeshifter = { $case ->
    [non] non-Shapeshifter
    [text] { $number ->
        [pl] Shapeshifters
       *[sg] Shapeshifter
     }
   *[other] Shapeshifter
 }
subtype-shapeshifter-gram = c
subtype-soldier = { $case ->
    [non] non-Soldier
    [text] { $number ->
        [pl] Soldiers
       *[sg] Soldier
     }
   *[other] Soldier
 }
subtype-soldier-gram = c
subtype-spirit = { $case ->
    [non] non-Spirit
    [text] { $number ->
        [pl] Spirits
       *[sg] Spirit
     }
   *[other] Spirit
 }
subtype-spirit-gram = c
subtype-treefolk = { $case ->
    [non] non-Treefolk
    [text] Treefolk
   *[other] Treefolk
 }
subtype-treefolk-gram = c
subtype-wall = { $case ->
    [non] non-Wall
    [text] { $number ->
        [pl] Walls
       *[sg] Wall
     }
   *[other] Wall
 }
subtype-wall-gram = c
subtype-wizard = { $case ->
    [non] non-Wizard
    [text] { $number ->
        [pl] Wizards
       *[sg] Wizard
     }
   *[other] Wizard
 }
subtype-wizard-gram = c
subtype-wurm = { $case ->
    [non] non-Wurm
    [text] { $number ->
        [pl] Wurms
       *[sg] Wurm
     }
   *[other] Wurm
 }
subtype-wurm-gram = c
subtype-zombie = { $case ->
    [non] non-Zombie
    [text] { $number ->
        [pl] Zombies
       *[sg] Zombie
     }
   *[other] Zombie
 }
subtype-zombie-gram = c
subtype-god = { $case ->
    [non] non-God
    [text] { $number ->
        [pl] Gods
       *[sg] God
     }
   *[other] God
 }
subtype-god-gram = c
subtype-skeleton = { $case ->
    [non] non-Skeleton
    [text] { $number ->
        [pl] Skeletons
       *[sg] Skeleton
     }
   *[other] Skeleton
 }
subtype-skeleton-gram = c
subtype-beast = { $case ->
    [non] non-Beast
    [text] { $number ->
        [pl] Beasts
       *[sg] Beast
     }
   *[other] Beast
 }
subtype-beast-gram = c
subtype-bird = { $case ->
    [non] non-Bird
    [text] { $number ->
        [pl] Birds
       *[sg] Bird
     }
   *[other] Bird
 }
subtype-bird-gram = c
subtype-cleric = { $case ->
    [non] non-Cleric
    [text] { $number ->
        [pl] Clerics
       *[sg] Cleric
     }
   *[other] Cleric
 }
subtype-cleric-gram = c
subtype-demon = { $case ->
    [non] non-Demon
    [text] { $number ->
        [pl] Demons
       *[sg] Demon
     }
   *[other] Demon
 }
subtype-demon-gram = c
subtype-dinosaur = { $case ->
    [non] non-Dinosaur
    [text] { $number ->
        [pl] Dinosaurs
       *[sg] Dinosaur
     }
   *[other] Dinosaur
 }
subtype-dinosaur-gram = c
subtype-dragon = { $case ->
    [non] non-Dragon
    [text] { $number ->
        [pl] Dragons
       *[sg] Dragon
     }
   *[other] Dragon
 }
subtype-dragon-gram = c
subtype-dwarf = { $case ->
    [non] non-Dwarf
    [text] { $number ->
        [pl] Dwarves
       *[sg] Dwarf
     }
   *[other] Dwarf
 }
subtype-dwarf-gram = c
subtype-giant = { $case ->
    [non] non-Giant
    [text] { $number ->
        [pl] Giants
       *[sg] Giant
     }
   *[other] Giant
 }
subtype-giant-gram = c
subtype-horror = { $case ->
    [non] non-Horror
    [text] { $number ->
        [pl] Horrors
       *[sg] Horror
     }
   *[other] Horror
 }
subtype-horror-gram = c
subtype-insect = { $case ->
    [non] non-Insect
    [text] { $number ->
        [pl] Insects
       *[sg] Insect
     }
   *[other] Insect
 }
subtype-insect-gram = v
subtype-knight = { $case ->
    [non] non-Knight
    [text] { $number ->
        [pl] Knights
       *[sg] Knight
     }
   *[other] Knight
 }
subtype-knight-gram = c
subtype-rogue = { $case ->
    [non] non-Rogue
    [text] { $number ->
        [pl] Rogues
       *[sg] Rogue
     }
   *[other] Rogue
 }
subtype-rogue-gram = c
subtype-shaman = { $case ->
    [non] non-Shaman
    [text] { $number ->
        [pl] Shamans
       *[sg] Shaman
     }
   *[other] Shaman
 }
subtype-shaman-gram = c
subtype-sheep = { $case ->
    [non] non-Sheep
    [text] Sheep
   *[other] Sheep
 }
subtype-sheep-gram = c
subtype-sliver = { $case ->
    [non] non-Sliver
    [text] { $number ->
        [pl] Slivers
       *[sg] Sliver
     }
   *[other] Sliver
 }
subtype-sliver-gram = c
subtype-snake = { $case ->
    [non] non-Snake
    [text] { $number ->
        [pl] Snakes
       *[sg] Snake
     }
   *[other] Snake
 }
subtype-snake-gram = c
subtype-vampire = { $case ->
    [non] non-Vampire
    [text] { $number ->
        [pl] Vampires
       *[sg] Vampire
     }
   *[other] Vampire
 }
subtype-vampire-gram = c
subtype-warrior = { $case ->
    [non] non-Warrior
    [text] { $number ->
        [pl] Warriors
       *[sg] Warrior
     }
   *[other] Warrior
 }
subtype-warrior-gram = c
subtype-wolf = { $case ->
    [non] non-Wolf
    [text] { $number ->
        [pl] Wolves
       *[sg] Wolf
     }
   *[other] Wolf
 }
subtype-wolf-gram = c
subtype-werewolf = { $case ->
    [non] non-Werewolf
    [text] { $number ->
        [pl] Werewolves
       *[sg] Werewolf
     }
   *[other] Werewolf
 }
subtype-werewolf-gram = c
subtype-boar = { $case ->
    [non] non-Boar
    [text] { $number ->
        [pl] Boars
       *[sg] Boar
     }
   *[other] Boar
 }
subtype-boar-gram = c
subtype-aura = { $case ->
    [non] non-Aura
    [text] { $number ->
        [pl] Auras
       *[sg] Aura
     }
   *[other] Aura
 }
subtype-aura-gram = v
subtype-curse = { $case ->
    [non] non-Curse
    [text] { $number ->
        [pl] Curses
       *[sg] Curse
     }
   *[other] Curse
 }
subtype-curse-gram = c
subtype-gate = { $case ->
    [non] non-Gate
    [text] { $number ->
        [pl] Gates
       *[sg] Gate
     }
   *[other] Gate
 }
subtype-gate-gram = c
subtype-rune = { $case ->
    [non] non-Rune
    [text] { $number ->
        [pl] Runes
       *[sg] Rune
     }
   *[other] Rune
 }
subtype-rune-gram = c
subtype-equipment = { $case ->
    [non] non-Equipment
    [text] Equipment
   *[other] Equipment
 }
subtype-equipment-gram = v
subtype-food = { $case ->
    [non] non-Food
    [text] { $number ->
        [pl] Foods
       *[sg] Food
     }
   *[other] Food
 }
subtype-food-gram = c
subtype-treasure = { $case ->
    [non] non-Treasure
    [text] { $number ->
        [pl] Treasures
       *[sg] Treasure
     }
   *[other] Treasure
 }
subtype-treasure-gram = c
subtype-vehicle = { $case ->
    [non] non-Vehicle
    [text] { $number ->
        [pl] Vehicles
       *[sg] Vehicle
     }
   *[other] Vehicle
 }
subtype-vehicle-gram = c

## Other nouns ($number sg or pl).
ab-noun-permanent = { $number ->
    [pl] permanents
   *[sg] permanent
 }
ab-noun-permanent-gram = c
ab-noun-spell = { $number ->
    [pl] spells
   *[sg] spell
 }
ab-noun-spell-gram = c
ab-noun-token = { $number ->
    [pl] tokens
   *[sg] token
 }
ab-noun-token-gram = c
ab-noun-card = { $number ->
    [pl] cards
   *[sg] card
 }
ab-noun-card-gram = c
ab-noun-player = { $number ->
    [pl] players
   *[sg] player
 }
ab-noun-player-gram = c
ab-noun-object = { $number ->
    [pl] objects
   *[sg] object
 }
ab-noun-object-gram = v
# Conspiracy's second sentence: $types is a type phrase ("creature").
ab-same-elsewhere = the same is true for { $types } spells you control and { $types } cards you own that aren't on the battlefield
# Every object in every zone: Mycosynth Lattice, Painter's Servant.
ab-noun-everything = { $number ->
    [pl] cards that aren't on the battlefield, spells, and permanents
   *[sg] card that isn't on the battlefield, spell, and permanent
 }
ab-noun-everything-gram = c
# Cards outside the battlefield: $types is a type phrase ("creature", "artifact creature").
ab-noun-cards-of = { $types } { $number ->
    [pl] cards
   *[sg] card
 }
ab-noun-cards-of-gram = { $typesgram }
ab-noun-tokens-of = { $types } { $number ->
    [pl] tokens
   *[sg] token
 }
ab-noun-tokens-of-gram = { $typesgram }

## Determiners. $det: each, all, bare (plural without article), def (definite singular),
## this, that, a, any, none. $np is the noun phrase.
ab-det = { $det ->
    [each] each { $np }
    [all] all { $np }
    [this] this { $np }
    [that] that { $np }
    [a] { $number ->
        [pl] { $np }
       *[sg] { $vowel ->
            [v] an { $np }
           *[c] a { $np }
        }
    }
    [any] any { $np }
   *[other] { $np }
 }
# The same noun phrase after "of" (French "de", "du", "des"...).
ab-det-of = { ab-det }

## Noun phrases.
# $how: enchanted or equipped.
ab-np-attached = { $how ->
    [equipped] equipped { $noun }
   *[enchanted] enchanted { $noun }
 }
ab-np-target = target { $noun }
ab-np-target-opp = target { $noun } an opponent controls
ab-np-target-you = target { $noun } you control
# A second target of the same kind as the first ("another target creature"); $opp: yes when
# an opponent controls it, you when you do.
ab-np-another-target = { $opp ->
    [yes] another target { $noun } an opponent controls
    [you] another target { $noun } you control
   *[no] another target { $noun }
 }
ab-np-another-target-gram = v
# A target an earlier instruction named, named again: "yes" to say "it" ("Gain control of
# target creature until end of turn. Untap that creature. It gets +2/+0…"); "target creature"
# again would read as a second target.
ab-target-again-pronoun = yes
# A target of an unknown kind: $n is its position (1, 2...).
ab-np-target-generic = { $n ->
    [1] the target
    [2] the second target
    [3] the third target
    [4] the fourth target
   *[other] target number { $nn }
 }
ab-np-target-generic-gram = c
# The creature that just died ("that creature").
ab-np-dead-creature = that creature
ab-np-dead-creature-gram = c
ab-np-you = you
ab-np-opponents = your opponents
ab-np-opponents-gram = c
ab-np-each-player = each player
ab-np-each-player-gram = c
ab-np-players = players
ab-np-players-gram = c
ab-np-player-n = player { $n }
ab-np-player-n-gram = c
# $target, $targetof: the target, as subject and after "of".
ab-np-controller-of = the controller of { $target }
ab-np-controller-of-gram = c
ab-np-game = the game
ab-np-nothing = nothing
ab-pronoun = { $number ->
    [sg] it
    [you] you
   *[other] they
 }
ab-pronoun-gram = { $number ->
    [sg] v
   *[other] c
 }

## Filters: "other white nontoken creatures you control". Empty parts are dropped.
ab-filter = { $other } { $tapped } { $facedown } { $supers } { $nonsupers } { $nontoken } { $colors } { $nontypes } { $nonsubtypes } { $noun } { $colorof } { $post } { $controller } { $zone } { $with } { $shares }
# $first: the kind of the first word (other, untapped, word: another one before the noun,
# none: the noun itself); it decides "a"/"an". $noungram: the noun's codes.
ab-filter-gram = { $first ->
    [untapped] v
    [none] { $noungram }
   *[word] c
 }
ab-filter-other = other
ab-filter-noncolor = non{ $color }
ab-filter-not-chosen-color = { $number ->
    [sg] that isn't the chosen color
   *[other] that aren't the chosen color
 }
ab-filter-nontoken = nontoken
# $it: the object the effect applies to ("for each Aura attached to it").
ab-filter-attached-to-it = attached to { $it }
# Two sets joined: "Skeleton creatures you control and other Zombie creatures you control".
ab-filter-union = { $first } and { $second }
# $keywords: what the objects have ("with flying").
ab-filter-with = with { $keywords }
ab-filter-no-abilities = with no abilities
# $tapped: yes (tapped) or no (untapped).
ab-filter-tapped = { $tapped ->
    [yes] tapped
   *[no] untapped
 }
ab-filter-face-down = face-down
# $it: the object the effect applies to ("with it").
ab-filter-shares-type = { $number ->
    [sg] that shares a creature type with { $it }
   *[other] that share a creature type with { $it }
 }
# "it" after a preposition ("with it", "on it"): the object the effect applies to.
ab-it = it
ab-filter-chosen-color = of the chosen color
ab-filter-chosen-type = { $noun } of the chosen type
ab-filter-not-chosen-type = { $number ->
    [sg] that isn't the chosen type
   *[other] that aren't the chosen type
 }
# $who: you, opponents, enchanted, target, that, player, any. $zone: battlefield or other (cards are owned).
ab-controller = { $who ->
    [you] { $zone ->
        [battlefield] you control
       *[other] you own
    }
    [opponents] { $zone ->
        [battlefield] your opponents control
       *[other] your opponents own
    }
    [enchanted] { $zone ->
        [battlefield] enchanted player controls
       *[other] enchanted player owns
    }
    [target] { $zone ->
        [battlefield] target player controls
       *[other] target player owns
    }
    [that] { $zone ->
        [battlefield] that player controls
       *[other] that player owns
    }
    [player] { $zone ->
        [battlefield] player { $n } controls
       *[other] player { $n } owns
    }
   *[any] { "" }
 }
# $self: the object with the ability, for cards exiled with it.
ab-zone = { $zone ->
    [notbattlefield] { $number ->
        [sg] that isn't on the battlefield
       *[other] that aren't on the battlefield
    }
    [graveyard] in your graveyard
    [graveyards] in all graveyards
    [opponentsgraveyards] in your opponents' graveyards
    [exiled] exiled with { $self }
    [onbattlefield] on the battlefield
    [any] in every zone
   *[battlefield] { "" }
 }

## Lists.
ab-list-and-2 = { $a } and { $b }
ab-list-and-n = { $init }, and { $last }
ab-list-or-2 = { $a } or { $b }
ab-list-or-n = { $init }, or { $last }
ab-list-comma = { $a }, { $b }
ab-adj-join = { $a } { $b }
# The modes of a "choose one" ability.
ab-modes-2 = { $a }; or { $b }
ab-modes-n = { $init }; or { $last }
ab-modes-sep = { $a }; { $b }

## Types put together. $head: the main type; $mod: a type qualifying it; $modkey: its key.
ab-type-compound = { $mod } { $head }
ab-type-compound-gram = { $modgram }
ab-subtype-compound = { $mod } { $head }
# A subtype this file doesn't know: $word is printed as it is.
ab-subtype-unknown = { $case ->
    [non] non-{ $word }
   *[other] { $word }
 }
ab-subtype-unknown-gram = c
ab-chosen-type-name = the chosen type
ab-typeline = { $supertypes } { $types }
ab-typeline-sub = { $supertypes } { $types } — { $subtypes }
ab-typeline-sub-2 = { $a } { $b }
ab-typeline-sub-sep = { $a } { $b }

## What an effect makes an object: "a 1/1 green Saproling creature".
ab-noun-core = { $pt } { $colors } { $mods } { $head }
# The article before it: from the first word's sound ($ptvowel, $colorvowel, $subvowel, $typevowel: v, c or none).
ab-noun-article = { $number ->
    [sg] { $ptvowel ->
        [v] an
        [c] a
       *[none] { $colorvowel ->
            [v] an
            [c] a
           *[none] { $subvowel ->
                [v] an
                [c] a
               *[none] { $typevowel ->
                    [v] an
                   *[other] a
                }
            }
        }
    }
   *[other] { "" }
 }
# "an 8/8", "an X/X", "an 11/11".
ab-pt-vowel = { $p ->
    [8] v
    [11] v
    [18] v
    [X] v
   *[other] c
 }
ab-colors-vowel = c
ab-colorless = colorless
ab-chosen-color = the chosen color
ab-quote = "{ $text }"
ab-with = with { $abilities }
ab-addition-types = in addition to { ab-poss-many } other types

## Verbs and possessives, by $number (and $mode).
ab-verb-be = { $mode ->
    [oneshot] { $number ->
        [sg] becomes
       *[other] become
    }
   *[static] { $number ->
        [sg] is
       *[other] are
    }
 }
ab-verb-have = { $mode ->
    [oneshot] { $number ->
        [sg] gains
       *[other] gain
    }
   *[static] { $number ->
        [sg] has
       *[other] have
    }
 }
ab-verb-has = { $number ->
    [sg] has
   *[other] have
 }
# Possessive before a plural noun ("its other types") and before a singular one ("its mana value").
ab-poss-many = { $number ->
    [sg] its
    [you] your
   *[other] their
 }
ab-poss-one = { $number ->
    [sg] its
    [you] your
   *[other] their
 }

## Predicates: what a subject gets, is, has...
ab-pred-modify-pt = { $number ->
    [sg] gets
   *[other] get
 } { $pt }
# $unit: what "for each" counts ("other Elf on the battlefield", "+1/+1 counter on it").
ab-pred-modify-pt-for-each = { ab-pred-modify-pt } for each { $unit }
# $where: what X (and Y) stand for, from ab-where-x or ab-where-xy.
ab-pred-modify-pt-where = { ab-pred-modify-pt }, { $where }
ab-where-x = where X is { $x }
ab-where-xy = where X is { $x } and Y is { $y }
ab-pred-lose-all = { $number ->
    [sg] loses
   *[other] lose
 } all abilities
ab-pred-set-pt = { ab-verb-has } base power and toughness { $pt }
ab-pred-set-pt-each = { ab-verb-has } base power and base toughness each equal to { $value }
ab-pred-set-pt-split = { ab-verb-has } base power equal to { $p } and base toughness equal to { $t }
ab-pred-set-power = { ab-verb-has } base power { $p }
ab-pred-set-toughness = { ab-verb-has } base toughness { $t }
ab-pred-set-toughness-expr = { ab-verb-has } base toughness equal to { $t }
ab-pred-grant = { ab-verb-have } { $abilities }
ab-pred-lose = { $number ->
    [sg] loses
   *[other] lose
 } { $abilities }
ab-pred-cant-have = can't have or gain { $abilities }
ab-pred-is-noun = { ab-verb-be } { $article } { $noun } { $with } { $addition }
ab-pred-colors = { ab-verb-be } { $colors }
# $name: the name, as the data gives it in this language.
ab-pred-named = { $number ->
    [sg] is
   *[other] are
 } named { $name }
# $article, $noun: the card types ("a land"); $none: yes when it has no card type left.
ab-pred-set-card-types = { $none ->
    [yes] { $number ->
        [sg] loses
       *[other] lose
     } all card types
   *[no] { ab-verb-be } { $article } { $noun } and { $number ->
        [sg] loses
       *[other] lose
     } all other card types
 }
# $supertypes: supertype words ("legendary"), joined with "and" (added) or "or" (removed).
ab-pred-add-supertypes = { ab-verb-be } { $supertypes }
ab-pred-remove-supertypes = { $number ->
    [sg] isn't
   *[other] aren't
 } { $supertypes }
# A card type taken away (205.1a); $types: ab-pred-remove-type joined with "or".
ab-pred-remove-types = { $number ->
    [sg] isn't
   *[other] aren't
 } { $types }
ab-pred-remove-type = { $article } { $noun }
ab-pred-add-colors = { ab-verb-be } { $colors } in addition to { ab-poss-many } other colors
ab-pred-set-land-type = { ab-verb-be } { $article } { $land }
ab-pred-add-land-type = { ab-verb-be } { $article } { $land } in addition to { ab-poss-many } other land types
ab-pred-all-land-types = { ab-verb-be } every basic land type in addition to { ab-poss-many } other types
# $rule: the rule about the objects (613.11), as scenario files name it.
ab-pred-object-rule = { $rule ->
    [CantAttack] { ab-verb-cant } attack
    [CantBlock] { ab-verb-cant } block
    [AttacksIfAble] { $number ->
        [sg] attacks
       *[other] attack
    } each combat if able
    [BlocksIfAble] { $number ->
        [sg] blocks
       *[other] block
    } each combat if able
   *[CantBeBlocked] { ab-verb-cant } be blocked
 }
ab-verb-cant = can't
ab-pred-all-creature-types = { ab-verb-have } all creature types
ab-pred-chosen-type = { ab-verb-be } the chosen type
ab-pred-chosen-type-add = { ab-verb-be } the chosen type in addition to { ab-poss-many } other types
ab-pred-text-of-top = { ab-verb-has } the full text of the top card of your graveyard
ab-pred-text-of-that-card = { ab-verb-has } the full text of that card
ab-pred-keep-this-ability = { ab-verb-has } this ability
ab-pred-keep-own-colors = { $number ->
    [sg] doesn't
   *[other] don't
 } copy that creature's color
ab-pred-keep-ability = still { ab-verb-has } { ab-poss-one } { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $nn }th
 } printed ability
ab-pred-no-max-hand = { ab-verb-has } no maximum hand size
ab-pred-additional-lands = may play { $n ->
    [1] an additional land
   *[other] { $count } additional lands
 } on each of { ab-poss-many } turns
ab-pred-cant-lose = can't lose the game
ab-pred-cant-win = can't win the game
ab-pred-cant-gain-life = can't gain life
ab-pred-spend-mana = may spend mana as though it were mana of any color

## Clauses standing on their own (rules of the game).
ab-rule-legend = the "legend rule" doesn't apply
ab-rule-opponents-cant-win = your opponents can't win the game
# Whose maximum hand size: $whose is you, opponents, players, sg or pl (the subject $subject,
# $subjectof after "of"), none (a part said alone).
ab-max-hand-whose = { $whose ->
    [you] your maximum hand size
    [opponents] each opponent's maximum hand size
    [players] each player's maximum hand size
    [sg] { $subject }'s maximum hand size
    [pl] the maximum hand size of { $subject }
   *[none] the maximum hand size
 }
# $n: the number of cards, $count: the same in words.
ab-rule-max-hand = { ab-max-hand-whose } is { $count }
# $dir: up (increased) or down (reduced); $count: by how many cards, in words.
ab-rule-max-hand-change = { ab-max-hand-whose } is { $dir ->
    [down] reduced
   *[up] increased
 } by { $count }

## Numbers an effect computes. $case: nom or dat (French "à"); English ignores it.
ab-expr-number = { $value }
ab-expr-mana-value = { ab-poss-one } mana value
ab-expr-hand-size = the number of cards in your hand
ab-expr-all-hands = the number of cards in all players' hands
ab-expr-life = your life total
# Devotion (700.5); $colors: ab-devotion-color joined with "and".
ab-expr-devotion = your devotion to { $colors }
ab-devotion-color = { $color }
# $things: what a filter matches, in the plural; $vowel: its first sound.
ab-expr-count = the number of { $things }
ab-expr-card-types-among = the number of card types among { $things }
ab-expr-creature-types-among = the number of creature types among { $things }
# $thingsof: the same after "of".
ab-expr-total-power = the total power of { $thingsof }
ab-expr-total-toughness = the total toughness of { $thingsof }
# $counter: a kind of counter (ab-counter); $it: the object the effect applies to.
ab-expr-counters = the number of { $counter } counters on { $it }
# A kind of counter: $form pt ("+1/+1", $kind as printed) or word ($key: the word in lower
# case, for the French names).
ab-counter = { $kind }
# What "for each" counts.
ab-unit-card-type-among = card type among { $things }
ab-unit-creature-type-among = creature type among { $things }
ab-unit-counter = { $counter } counter on { $it }
ab-unit-card-in-hand = card in your hand
ab-expr-plus = { $a } plus { $b }
ab-expr-that-number = that number
ab-expr-times = { $k ->
    [2] twice
    [3] three times
   *[other] { $kk } times
 } { $e }
ab-count = { $n ->
    [0] zero
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $nn }
 }

## Sentences.
ab-clause = { $subject } { $predicate }
ab-clause-duration = { $clause } { $duration }
# $end: yes when the text already ends with a period or a closing quote.
ab-sentence = { $end ->
    [yes] { $text }
   *[no] { $text }.
 }
# $vowel: the condition's first sound.
ab-as-long-as = as long as { $condition }, { $clause }
ab-lingers = if { $self } leaves the battlefield, this effect continues until end of turn
ab-no-effect = no effect
ab-duration-eot = until end of turn
ab-duration-source = for as long as { $self } remains on the battlefield
ab-duration-as-long-as = for as long as { $condition }
# $things: plural; $thing: singular; $n: the number ($count in words, $nn in digits);
# $gender: the noun's. The -gram messages give the first sound of a condition (French
# elides "que" before a vowel).
ab-cond-control-at-least = you control { $count } or more { $things }
ab-cond-control-at-most = you control { $count } or fewer { $things }
ab-cond-control-none = you control no { $things }
# $where, $wheresg: where the things are ("in your graveyard"), plural and singular.
ab-cond-count-at-least = { $count } or more { $things } are { $where }
ab-cond-count-at-least-gram = c
ab-cond-count-at-most = { $count } or fewer { $things } are { $where }
ab-cond-count-at-most-gram = c
ab-cond-count-none = no { $things } are { $where }
ab-cond-count-none-gram = c
# $types: ab-noun-types-among; $things: where they are counted ("cards in your graveyard").
ab-cond-types-among-at-least = there are { $count } or more { $types } among { $things }
ab-cond-types-among-at-least-gram = c
ab-cond-types-among-at-most = there are { $count } or fewer { $types } among { $things }
ab-cond-types-among-at-most-gram = c
ab-cond-types-among-none = there are no { $types } among { $things }
ab-cond-types-among-none-gram = c
# $kind: card or creature; $number: sg or pl (English says the plural).
ab-noun-types-among = { $kind ->
    [creature] creature types
   *[card] card types
 }
ab-noun-types-among-gram = c
ab-cond-hand-at-least = you have { $count } or more cards in hand
ab-cond-hand-at-most = you have { $count } or fewer cards in hand
ab-cond-hand-none = you have no cards in hand
ab-cond-life-at-least = you have { $nn } or more life
ab-cond-life-at-most = you have { $nn } or less life
# $value: a number an effect computes.
ab-cond-number-at-least = { $value } is { $nn } or greater
ab-cond-number-at-most = { $value } is { $nn } or less
# As the gods of Theros say it; $count: one more than the most it may be, in words.
ab-cond-devotion-less-than = your devotion to { $colors } is less than { $count }
ab-cond-your-turn = it's your turn
ab-cond-not-your-turn = it's not your turn
# "As long as enchanted permanent is a creature" ($subject: the permanent it is attached to).
ab-cond-attached-is = { $subject } is { $thing }
# $self: the object with the ability; $tapped: yes or no.
ab-cond-tapped = { $self } is { $tapped ->
    [yes] tapped
   *[no] untapped
 }
ab-cond-top-of-graveyard = the top card of your graveyard is { $card }
ab-cond-on-battlefield = { $id } is on the battlefield
ab-cond-you-control = you control { $id }
ab-define-pt-same = { $number ->
    [sg] { $subject }'s power and toughness are each equal to { $value }
   *[other] the power and toughness of { $subject } are each equal to { $value }
 }
ab-define-pt = { $number ->
    [sg] { $subject }'s power is equal to { $p } and its toughness is equal to { $t }
   *[other] the power of { $subject } is equal to { $p } and their toughness is equal to { $t }
 }
ab-define-power = { $number ->
    [sg] { $subject }'s power is equal to { $p }
   *[other] the power of { $subject } is equal to { $p }
 }
ab-gain-control = gain control of { $obj }
ab-you-control = you control { $obj }
ab-switch = { $number ->
    [sg] switch { $obj }'s power and toughness
   *[other] switch the power and toughness of { $obj }
 }
ab-switched = { $number ->
    [sg] { $obj }'s power and toughness are switched
   *[other] the power and toughness of { $obj } are switched
 }
# $from, $to: quoted words; $fromchosen: yes when $from is "a chosen word".
ab-change-text = change the text of { $obj } by replacing all instances of { $from } with { $to }
ab-change-text-any = change the text of { $obj } by replacing all instances of one color word with another or one basic land type with another
ab-text-changed = in the text of { $obj }, every instance of { $from } is replaced with { $to }
ab-text-changed-any = the text of { $obj } has one color word or basic land type replaced with another
ab-word-chosen = a chosen word

## Abilities.
ab-mana = { $cost }: Add { $mana }.
ab-mana-any = { $cost }: Add one mana of any color.
ab-activated = { $cost }: { $effects }
ab-triggered = { $trigger }, { $effects }
ab-trigger-creature-dies = whenever a creature dies
ab-trigger-enters = when { $self } enters
ab-trigger-your-upkeep = at the beginning of your upkeep
ab-trigger-end-step = at the beginning of the end step
ab-trigger-combat-damage = whenever { $self } deals combat damage to a player
ab-as-enters = as { $self } enters, { $what }
ab-choose-color = choose a color
ab-choose-creature-type = choose a creature type
ab-choose-one = choose one: { $modes }
# Aquamorph Entity: the choice is made again each time it is turned face up.
ab-as-enters-or-face-up = as { $self } enters or is turned face up, { $what }
# Molten Sentry: "As this creature enters, flip a coin. If the coin comes up heads, ..."
ab-flip-coin = flip a coin
ab-coin-heads = if the coin comes up heads, { $what }
ab-coin-tails = if it comes up tails, { $what }
ab-exile-from-graveyard = exile any number of { $cards } from your graveyard
ab-turn-face-down = turn { $what } face down
# "This land enters tapped." ($gender: of $self, for French.)
ab-enters-tapped = { $self } enters tapped
# "This creature enters with two +1/+1 counters on it."
ab-enters-with-counters = { $self } enters with { $n ->
    [one] a { $kind } counter
   *[other] { $count } { $kind } counters
 } on it
ab-copy-of = you may have { $self } enter as a copy of { $what } on the battlefield{ $except }
# $clauses: the exceptions (ab-except-item), joined with "and".
ab-except = , except { $clauses }
# $vowel: the clause's first sound.
ab-except-item = { $clause }
ab-name-is = { $number ->
    [sg] its
   *[other] their
 } name is { $name }
ab-name-is-gram = c
ab-enters-as-copy = { $subject } { $number ->
    [sg] enters
   *[other] enter
 } as a copy of { $self }
ab-become-copy = { $self } becomes a copy of { $what } { $duration }{ $except }
# An object chosen, not targeted: $noun ("nonlegendary creature"), $gender.
ab-np-chosen = the chosen { $noun }
ab-create-tokens = create { $n ->
    [1] { $article }
   *[other] { $count }
 } { $desc } { $n ->
    [one] token
   *[other] tokens
 } { $with }
ab-destroy = destroy { $obj }
ab-transform = transform { $self }{ $when }
ab-exchange-life = exchange your life total with { $self }'s toughness
# $noun: what the two targets are, in the plural ("creatures").
ab-exchange-control = exchange control of two target { $noun }

## Short descriptions of one part of an effect (traces).
ab-part-set-pt = base P/T { $pt }
ab-part-set-pt-each = base P/T each equal to { $value }
ab-part-set-pt-split = base power equal to { $p }, base toughness equal to { $t }
ab-part-set-toughness = base toughness { $t }
ab-part-set-toughness-expr = base toughness equal to { $t }
ab-part-define-pt-each = P/T each equal to { $value }
ab-part-define-pt-split = power equal to { $p }, toughness equal to { $t }
ab-part-define-power = power equal to { $p }
ab-part-modify-pt-for-each = { $pt } for each { $unit }
ab-part-modify-pt-where = { $pt }, { $where }
ab-part-switch = P/T switched
ab-part-gain-control = controlled by the effect's controller
ab-part-change-word = replaces { $from } with { $to } in its text
ab-part-change-word-any = replaces one color word or basic land type with another in its text
