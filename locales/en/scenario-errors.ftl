# What a scenario can't do, shown after its place (path:line:col:): actions the engine refuses,
# the caps every count and number is held to, and what the game's rules forbid (with the rule).

## The scenario file
scenario-format-version = unsupported format_version { $found } (this layerlab reads 1)
scenario-active-player = active_player must be 0 or 1, not { $found }
scenario-players = a scenario has exactly 2 players, not { $found }
scenario-life = players: player p{ $player } has { $found } life; a life total is at most { $limit } either side of 0
scenario-hand = players: player p{ $player } has { $found } cards in hand; a hand holds 0 to { $limit } cards
scenario-unknown-card = unknown card "{ $name }"
scenario-unknown-card-near = unknown card "{ $name }"; did you mean { $near }?
scenario-expect-player-field = expect: "{ $id }" is a player, which has no { $field } (players have no characteristics, 109.3): a player's entry checks abilities, max_hand_size or no_maximum_hand_size
scenario-expect-object-field = expect: "{ $id }" is an object; { $field } is a player's (use "p0" or "p1")

## Ids, players and objects
action-not-on-battlefield = "{ $id }" is not on the battlefield
action-no-such-player = there is no player p{ $player }
action-no-such-object = there is no object number { $index }
action-empty-id = an id can't be empty
action-id-used = the id "{ $id }" is already used
action-unknown-id = unknown id "{ $id }"
action-unknown-id-near = unknown id "{ $id }"; did you mean { $near }?
action-names-a-player = "{ $id }" names a player; choose another id
action-player-out-of-range = { $field } must be 0 or 1, not { $found }
action-abilities-from-one = abilities are numbered from 1
action-label-used = the effect label "{ $label }" is already used

## Choices made as a permanent enters
action-face-down-copy = a face-down permanent can't enter as a copy
action-asks-for-color = { $card } asks for a color in `choices`
action-not-a-color = "{ $value }" is not a color (White, Blue, Black, Red, Green)
action-asks-for-creature-type = { $card } asks for a creature type in `choices`
action-not-a-creature-type = "{ $value }" is not a creature type
action-asks-for-mode = { $card } asks for one of { $modes } in `choices`
action-not-a-mode = "{ $value }" is not a choice of { $card } (one of { $modes })
action-no-copy-ability = { $card } can't enter as a copy (it has no such ability)
action-copy-not-on-battlefield = "{ $id }" is not on the battlefield to be copied
action-copy-mismatch = { $card } can't copy "{ $id }": it doesn't match what the card may copy
action-not-in-graveyard = no matching "{ $name }" card in player p{ $player }'s graveyard

## Spells and abilities
action-no-such-ability = "{ $id }" has { $count } activated or triggered abilities now (after the layers); there is no number { $number }
action-equip-not-yours = "{ $target }" is not a creature the controller of "{ $id }" controls: equip targets a creature you control (702.6a)
action-keyword-not-modelled = "{ $id }": { $keyword } ({ $rule }) is known by name, but what it does as it resolves is not modelled; only equip, prowess and bushido resolve
action-target-count = { $what } needs { $needed ->
    [one] { $needed } target
   *[other] { $needed } targets
}, { $given } given
action-illegal-target = "{ $target }" is not a legal target for { $what } ({ $expected ->
        [creature] a creature
        [creature-opponent] a creature an opponent controls
        [creature-you] a creature you control
        [nonlegendary-creature] a nonlegendary creature
        [permanent] a permanent
        [land] a land
        [artifact] an artifact
        [noncreature-artifact] a noncreature artifact
        [artifact-creature] an artifact creature
        [nonland-permanent] a nonland permanent
        [permanent-you] a permanent you control
        [player] a player
       *[dead-creature] a creature card in a graveyard
    } expected)
action-not-instant-or-sorcery = { $card } is not an instant or sorcery: use Enter for permanents
action-copy-needs-target = a copy needs a creature as its first target
action-copy-choice-unknown = the copy is of an object chosen by its first choice, and "{ $value }" names no object
action-choice-unused = { $card } asks for no choice that "{ $value }" would answer: nothing would read it
action-x-unused = { $card } has no X: the X of { $x } would be read by nothing
action-face-down-as-face-up = "{ $id }" enters face up: `face_down_as` says how a permanent is face down, with `face_down: true`

## Caps (layerlab's limits, far above any real game)
limit-actions = this is action number { $found }; a scenario holds at most { $limit } actions
limit-objects = the game would hold more than { $limit } objects (permanents, cards in graveyards, spells, tokens), the most layerlab plays
limit-effects = the game would hold more than { $limit } effects from spells, abilities and free-standing effects, the most layerlab plays
limit-tokens = { $card } would create { $found } tokens at once; at most { $limit } are created by one instruction
limit-x = x is { $found }; X is at most { $limit } either side of 0
limit-counters-negative = counters: a permanent can't enter with { $found } "{ $kind }" counters (a count is 0 or more)
limit-counters = counters: { $found } "{ $kind }" counters on one object; at most { $limit } of one kind
limit-counters-total = counters: { $found } counters in all on "{ $id }"; at most { $limit } on one object
limit-counters-overflow = counters: { $found } "{ $kind }" counters change power or toughness by more than layerlab can count (the numbers of a kind are at most { $limit } either side of 0, and what the counters add at most { $max })
limit-life = a life total would become { $found }; it is at most { $limit } either side of 0
limit-card-value = { $card }: the number { $found } is too large; a power, toughness, modification or cost is at most { $limit } either side of 0
limit-card-list = { $card }: a list holds { $found } items; a card's abilities, an effect's parts, what it grants or names hold at most { $limit }
limit-solve-work = the board takes more than { $limit } units of work to solve (objects looked at), the most layerlab does: too many effects depend on one another on too large a board
limit-play-work = playing the actions takes more than { $limit } units of work (solving the board again and again), the most layerlab does: too many actions on too large a board
limit-items = { $field }: { $found } items; an action lists at most { $limit }
limit-counter-kinds = counters: { $found } kinds of counters on one object; at most { $limit }
limit-overflow = the { $field ->
        [power] power
       *[toughness] toughness
    } of "{ $id }" goes beyond { $max } either side of 0 as "{ $effect }" applies: layerlab can't count it (the effects on it add up to too much)

## The game's rules
rule-aura-on-player = "{ $id }" has { $enchant ->
        [creature] Enchant creature
        [artifact] Enchant artifact
        [land] Enchant land
       *[permanent] Enchant permanent
    }: it can't be attached to a player (303.4, 702.5a)
rule-aura-wrong-object = "{ $id }" has { $enchant ->
        [creature] Enchant creature: "{ $target }" is not a creature
        [artifact] Enchant artifact: "{ $target }" is not an artifact
        [land] Enchant land: "{ $target }" is not a land
       *[permanent] Enchant permanent: "{ $target }" is not a permanent
    } (303.4, 702.5a)
rule-curse-on-object = "{ $id }" has Enchant player: it can be attached only to a player, not to "{ $target }" (702.5d)
rule-transform-not-dfc = "{ $id }" can't transform: only a transforming double-faced permanent can (712.9)
rule-transform-face-down = "{ $id }" can't transform: it is face down (712.15a)
rule-phased-out-already = "{ $id }" is already phased out (702.26)
rule-phased-in-already = "{ $id }" is not phased out (702.26)
rule-aura-on-itself = "{ $id }" can't be attached to itself: an Aura can't enchant itself (303.4d)
rule-equipment-on-player = "{ $id }" is an Equipment: it can be attached only to a creature, not to a player (301.5, 704.5n)
rule-equipment-on-non-creature = "{ $id }" is an Equipment: "{ $target }" is not a creature, and an Equipment can be attached only to a creature (301.5)
rule-equipment-on-itself = "{ $id }" can't be attached to itself: an Equipment can't equip itself (301.5c)
rule-attached-to-itself = "{ $id }" can't be attached to itself
rule-attach-not-on-battlefield = "{ $id }" can't be attached to "{ $target }": it is not on the battlefield, and only a permanent or a player can have something attached (109.2)
rule-copy-of-itself = "{ $id }" can't enter as a copy of itself: what it copies is chosen before it enters (614.12a), and it becomes a copy as it enters (707.5)
rule-player-characteristics = { $label }: an effect on players can't change power, toughness, types, colors or abilities: players have no characteristics (109.3, 613.10)

## The phase procedure
limit-phase-effects = the phase starts with { $found } pending effects; at most { $limit } are pending at once
limit-phase-spawns = "{ $id }" does { $found } things as it resolves; one resolution does at most { $limit }
limit-phase-max-resolutions = max_resolutions is { $found }; at most { $limit }
limit-phase-pending = round { $round }, step [{ $step }]: resolving { $id } would leave more than { $limit } effects pending
limit-phase-work = round { $round }, step [{ $step }]: the phase went through more than { $limit } pending effects in all (the effects pending, counted at every step and every resolution); use fewer pending effects or a lower max_resolutions

## Drill templates
drill-limit-board = template "{ $template }": board asks for up to { $found } extra permanents; a template asks for at most { $limit }
drill-limit-exam = a mock exam of { $found } problems; an exam has at most { $limit }

## Data that can't be read (each piece of a card or effect is applied or refused)
meaning-not-a-copy-exception = this can't be an exception of a copy: an exception says what the copy's copiable values are (a name, types, supertypes, subtypes, colors, abilities, a set power and toughness), never what other effects do to it (707.9)
meaning-keep-outside-copy = KeepPrintedAbility ("it has this ability") keeps an ability through a copy: it belongs in a copy's except list (707.9a)
meaning-drop-outside-copy = drop_pt_cdas leaves out the power and toughness CDAs of a copied object: it belongs in a copy's except list (707.9d)
meaning-copy-fields-on-enter = target, of and duration say who becomes a copy of what, and for how long, when a spell or ability resolves; a permanent that enters as a copy becomes one as it enters, of the object the Enter action's copy_of names, for as long as it stays (707.5)
meaning-no-such-target = this names target { $n }, and the spell or ability has { $count ->
        [0] no target
        [one] only one target
       *[other] only { $count } targets
    }
meaning-target-in-static = a static ability has no targets: only spells and abilities put on the stack choose targets (115.1, 604.4); use All(...), This or Attached
meaning-objects-on-card = Objects([...]) names objects of one scenario: a card's ability can't, it says which objects by a filter (All(...)), This, Attached or a target
meaning-x-in-static = nothing pays an X for this effect: X is the value paid for a spell or an activated ability (107.3)
meaning-relative-filter = other_than_it and shares_creature_type_with_it are about the object a number is read for ("for each other creature that shares a creature type with it"): they belong in a count of a power and toughness, not here
meaning-no-source = this needs the object the effect comes from ("this", "enchanted", "other", "exiled with this", "untapped"), and this effect names none: give it a source
meaning-cda-shape = a characteristic-defining ability defines its own object's colors, subtypes, or power and toughness, and nothing else (604.3a): use affects: This and only those parts, or drop cda: true
meaning-define-outside-cda = DefinePT is the part of a power and toughness CDA (613.4a): mark the ability cda: true, or use SetPT for an effect that sets them (613.4b)
meaning-object-rule-on-players = ObjectRule(...) is a rule about creatures ("can't block", "blocks each combat if able"): it is given to objects, not to players (Players(...)) or to the game (Game) (613.11)
meaning-unknown-keyword = Named("{ $words }") is no keyword ability of the Comprehensive Rules' 702{ $variant ->
    [none] {""}
   *[other] : write { $variant }, the engine's own keyword
}
meaning-keyword-spelling = Named("{ $words }"): write it Named("{ $canonical }"), as the card prints it
meaning-oracle-lines = { $lines } Oracle lines for { $said ->
    [one] one ability or spell text
   *[other] { $said } abilities and spell texts
}: one line for each entry of `abilities`, in order, then one for `spell`
meaning-player-part-on-objects = a player's ability or a rule of the game is given to players (Players(...)) or to the game (Game), not to objects (613.10, 613.11)

## Cards given by their printed text (`type_line`, `text`).
card-text-type-line-and-types = a card gives its `type_line` or its `types`, `supertypes` and `subtypes`, not both
card-text-type-word = "{ $word }" is neither a supertype (Legendary, Basic, Snow, World) nor a card type (Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery)
card-text-no-card-type = the type line "{ $line }" names no card type (Creature, Land, Artifact…)
card-text-no-types = a card needs its types: `type_line: "Creature — Elf"`, or `types: [Creature]`
card-text-and-abilities = a card gives its rules text in `text`, or as data in `abilities` (and `spell`, `targets`), not both
card-text-too-long = the rules text is { $found } bytes long; a card's text holds at most { $limit }
card-text-not-understood = this sentence reads as a continuous effect, but layerlab can't read it whole: "{ $sentence }". The nearest template it reads: { $nearest }
reader-template-anthem = "Creatures you control get +1/+1."
reader-template-lord = "Other Merfolk you control get +1/+1 and have islandwalk."
reader-template-keywords = "Creatures you control have flying."
reader-template-lose = "All creatures lose all abilities and have base power and toughness 1/1."
reader-template-land-type = "Nonbasic lands are Mountains." or "Each land is a Swamp in addition to its other land types."
reader-template-color = "All creatures are black."
reader-template-aura = "Enchanted creature gets +2/+2 and has flying."
reader-template-target = "Target creature gets +3/+3 until end of turn."
card-text-type-word-fr = "{ $word }" is neither a French supertype (légendaire, de base, neigeux, mondial) nor a French card type (artefact, bataille, créature, enchantement, éphémère, parenté, terrain, planeswalker, rituel)
card-text-fr-type-line-differs = the French type line "{ $fr }" does not say what the English one says: "{ $en }"
card-text-fr-differs = the French text does not say what the English text says: "{ $en }" in English, "{ $fr }" in French
reader-template-fr-anthem = "Les créatures que vous contrôlez gagnent +1/+1."
reader-template-fr-lord = "Les autres ondins que vous contrôlez gagnent +1/+1 et ont la traversée des îles."
reader-template-fr-keywords = "Les créatures que vous contrôlez ont le vol."
reader-template-fr-lose = "Toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1."
reader-template-fr-land-type = "Les terrains non-base sont des montagnes." or "Chaque terrain est un marais en plus de ses autres types de terrain."
reader-template-fr-color = "Toutes les créatures sont noires."
reader-template-fr-aura = "La créature enchantée gagne +2/+2 et a le vol."
reader-template-fr-target = "La créature ciblée gagne +3/+3 jusqu'à la fin du tour."
