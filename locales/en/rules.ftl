## Layers (today's numbering and the course's 2011 one)
layer-1a = Layer 1a: copiable values (copy effects, "as it enters" P/T)
layer-1b = Layer 1b: face-down status
layer-2 = Layer 2: control
layer-3 = Layer 3: text
layer-4 = Layer 4: type
layer-5 = Layer 5: color
layer-6 = Layer 6: abilities
layer-7a = Layer 7a: P/T from characteristic-defining abilities
layer-7b = Layer 7b: P/T set to a value
layer-7c = Layer 7c: P/T modifications and counters
layer-7d = Layer 7d: P/T switching
layer-players = Effects on players
layer-rules = Effects on the rules of the game
layer-sba = State-based actions
course-layer-1 = Layer 1: copy effects (face-down status beside it)
course-layer-7c = Layer 7c: P/T modifications
course-layer-7d = Layer 7d: counters
course-layer-7e = Layer 7e: P/T switching
course-layer-8 = "Layer 8": effects on players
course-layer-9 = "Layer 9": effects on the rules of the game
rule-2011 = { $rule } in 2011

## Effect kinds
kind-static = static ability
kind-resolved = resolved spell or ability
kind-cda = characteristic-defining ability
kind-replacement = "as it enters" effect
kind-rule = rule of the game
kind-counters = counters
kind-face-down = face-down status (708.2)
locked-set = set locked
face-down-effect = face-down status (708.2)
counters-effect = { $kind } counters (x{ $count })

## Why a step happens now
reason-cda = characteristic-defining ability: CDAs apply first in their layer (613.3)
reason-timestamp = earliest timestamp among the effects that wait for nothing (613.7)
reason-dependency = goes before { $list }: an effect waits for those it depends on (613.8b), whatever the timestamps
reason-just-after = applies just after the effects it waited for (613.8b), so before { $list }, older but independent of it
reason-loop = dependency loop between { $list }: dependency is ignored among them and timestamps decide (613.8b)
reason-stops-ability = stops existing: its source no longer has the ability
reason-stops-ability-by = stops existing: { $cause } removed the ability that generates it
reason-stops-condition = does not apply: its condition is false
reason-sba = state-based actions look only at the result of every layer (704.5f)
reason-no-value = a creature with no value for its power or toughness has 0 there (208.5)
reason-continues = it started in an earlier layer, so it keeps applying to the same objects (613.6)
reason-locked = its set of affected objects was fixed when it started (611.2c)
reason-rule-follows-board = this part changes no characteristic and no controller: it is a rule of the game, and applies to the objects there now, not only to those there when it started (611.2c)
waited-for = waited for { $list } (613.8a)
dep-existence = { $effect } (applying it changes whether this effect exists)
dep-text = { $effect } (applying it changes this effect's text)
dep-affected-set = { $effect } (applying it changes what this effect applies to)
dep-instruction = { $effect } (applying it changes what this effect does)
jump-existence = { $effect } (applying this effect would make it stop existing)
jump-text = { $effect } (applying this effect would change its text)
jump-affected-set = { $effect } (applying this effect would change what it applies to)
jump-instruction = { $effect } (applying this effect would change what it does)
dies = dies: toughness { $toughness } (704.5f)
solve-tapped = tapped
solve-phased-out = phased out (702.26b)

## Fields
kv = { $key }: { $value }
field-name = name
field-name_fr = French name
field-mana_cost = mana cost
field-mana_value = mana value
field-colors = colors
field-supertypes = supertypes
field-types = card types
field-subtypes = subtypes
field-all_creature_types = every creature type
field-abilities = abilities
field-power = power
field-toughness = toughness
field-controller = controller
field-face_down = face down
field-cant_have = can't have
field-dies = dies
field-max_hand_size = maximum hand size
field-rules = rules
value-none = none
value-no-rules = none
# A rule of the game about an object (613.11), on a board; $rule as scenario files name it.
object-rule = { $rule ->
    [CantAttack] { object-rule-cant } attack
    [CantBlock] { object-rule-cant } block
    [AttacksIfAble] attacks each combat if able
    [BlocksIfAble] blocks each combat if able
   *[CantBeBlocked] { object-rule-cant } be blocked
 }
object-rule-cant = can't
value-no-abilities = none
value-nameless = (no name)
value-yes = yes
value-no = no
value-no-maximum = no maximum
value-player = player { $n }

## Rule changes
rule-NoMaximumHandSize = no maximum hand size
rule-AdditionalLands = may play { $n ->
    [one] { $n } additional land
   *[other] { $n } additional lands
} each turn
rule-LegendRuleDoesNotApply = the legend rule doesn't apply
rule-CantLoseGame = can't lose the game
rule-OpponentsCantWinGame = opponents can't win the game
rule-SpendManaAsAnyColor = mana may be spent as though it were mana of any color

## The solve report
solve-words-only = Read as words only, not modelled ({ $n ->
    [one] one sentence
   *[other] { $n } sentences
}): the engine applies nothing of { $n ->
    [one] it
   *[other] them
}
solve-board = Board
solve-players = Players
solve-game-rules = Game rules
solve-steps = Steps ({ $n })
solve-step = Step { $n }
solve-no-steps = No continuous effect applies.
solve-col-id = id
solve-col-name = name
solve-col-controller = ctrl
solve-col-type = type line
solve-col-colors = colors
solve-col-pt = P/T
solve-col-abilities = abilities
solve-col-counters = counters
solve-col-rules = rules of the game
solve-col-timestamp = ts
solve-affected = affects
solve-effect-line = { $name } [{ $label }], { $kind }, timestamp { $ts }
solve-player-line = { $id }: life { $life }, { $hand } cards in hand, maximum hand size { $max }
solve-player-abilities = has { $list }
solve-player-more = { $line }; { $more }
solve-expect-ok = { $n ->
    [one] The expectation holds.
   *[other] All { $n } expectations hold.
}
solve-expect-failed = { $n ->
    [one] One expectation is not met:
   *[other] { $n } expectations are not met:
}
solve-expect-line = { $id } { $field }: expected { $expected }, got { $actual }
solve-expect-an-object = an object
solve-expect-no-object = no such id
solve-colorless = colorless
type-line-every-creature-type = { $line } (every creature type)

## Effects that ended before the board
solve-ended = Ended effects
ended-line = { $name } [{ $label }]: { $why }
ended-EndOfTurn = ended at end of turn (514.2)
ended-SourceLeft = ended: its source left the battlefield
ended-ConditionFailed = ended: its "for as long as" condition stopped holding, for good (611.2b)
ended-ObjectLeft = ended: the object it was on left the battlefield

## Layers without a number, in a step's short label ([players])
layer-label-players = players
layer-label-rules = rules
layer-label-sba = sba

## The dependency view: dependencies in a layer, loops, effects that stopped existing
deps-edge = [{ $layer }] { $effect } depends on { $on }
deps-loop = [{ $layer }] dependency loop between { $list }: timestamp order among them (613.8b)
deps-stops = [{ $layer }] { $effect } stops existing: { $cause } removed its ability in layer { $removed }
deps-stops-somewhere = [{ $layer }] { $effect } stops existing: { $cause } removed the ability that generates it
