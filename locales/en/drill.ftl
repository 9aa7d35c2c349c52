# layerlab drill: generated exam problems (src/drill, src/cli/drill_cmd.rs)

## Concepts
drill-concept-layer7 = Layer 7: counters and switching
drill-concept-locked-dynamic = Locked and dynamic sets (611.2c, 611.3a)
drill-concept-cda-setting = Characteristic-defining abilities and setting effects
drill-concept-dependency-type = Dependency in the type layer
drill-concept-dependency-ability = Dependency in the ability layer
drill-concept-keeps-going = An effect that started keeps going (613.6)
drill-concept-copy-face-down = Copies and face-down permanents
drill-concept-control = Control changes and “you control” effects
drill-concept-timestamps = Timestamps of Auras and counters
drill-concept-phase = The phase-effect procedure
drill-concept-chain = Chain order
drill-concept-durations = Durations: when an effect begins and ends (611.2a, 611.2b)

## Templates
drill-template-counters-and-setters = Counters after a setting spell
drill-template-switch-comes-last = The switch comes last
drill-template-which-sublayer = Which sublayer decides?
drill-template-locked-or-dynamic = Locked or following the board?
drill-template-cda-and-setters = A CDA under a setting effect
drill-template-dependency-land-types = Moons and land-type adders
drill-template-dependency-lattice = Everything is an artifact, artifacts are creatures
drill-template-dependency-abilities = A lord and an ability remover
drill-template-keeps-going = Humility and Opalescence
drill-template-copies = What a copy copies
drill-template-face-down = Face down
drill-template-control = A stolen creature
drill-template-aura-timestamps = An Aura moves
drill-template-phase-trace = Playing a phase
drill-template-chain-order = Building a chain
drill-template-phase-steps = A phase, step by step

## The board and the question
drill-none = none
drill-player = player { $n }
drill-player-setup = Player { $n }: { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand; graveyard: { $graveyard }.
drill-actions = What happens, in order (each action gets a new timestamp):
drill-cards = The cards:
drill-act-enter = { $card } [{ $id }] enters the battlefield under player { $player }'s control.
drill-act-enter-face-down = A card [{ $id }] enters the battlefield face down under player { $player }'s control (it is { $card }).
drill-act-copy = It enters as a copy of { $of }.
drill-act-attached = It is attached to { $to }.
drill-act-with-counters = It has { $n ->
        [one] { $n } { $kind } counter
       *[other] { $n } { $kind } counters
    }.
drill-act-cast = Player { $player } casts { $card } ({ $count ->
    [one] target
   *[other] targets
}: { $targets }); it resolves.
drill-act-counters = { $n ->
        [one] { $n } { $kind } counter is
       *[other] { $n } { $kind } counters are
    } put on { $target }.
drill-act-attach = { $source } becomes attached to { $to }.
drill-act-effect-resolved = A spell of player { $player } resolves; until end of turn: “{ $text }”
drill-act-effect-static = A static ability of player { $player } starts to apply: “{ $text }”
drill-act-face-up = { $target } is turned face up.
# $choice: the mode chosen as it is turned face up (Aquamorph Entity: 5/1 or 1/5).
drill-act-face-up-choosing = { $target } is turned face up, choosing { $choice }.
drill-act-transform = { $target } transforms.
drill-act-tap = { $target } becomes tapped.
drill-act-untap = { $target } becomes untapped.
drill-act-phase-out = { $target } phases out.
drill-act-phase-in = { $target } phases in.
drill-act-end-turn = The turn ends.
drill-phase-intro = Effects pending at the start of the phase (A is the active player, P the other):
drill-phase-spawns = when it resolves, it creates { $effect }
drill-phase-eager = { $player } resolves an effect whenever they may, else passes; choosing among several, they take the first pending one (in the list above; created effects come last).
drill-phase-passer = { $player } passes whenever they may; choosing among several, they take the first pending one (in the list above; created effects come last).
drill-chain-intro = These effects trigger at the same time (A is the active player; each owner lists theirs in the order they choose):
drill-chain-declined = its owner declines it
drill-effect-mandatory = { $id } ({ $player }, mandatory)
drill-effect-optional = { $id } ({ $player }, optional)
drill-ask-pt = Question: what are the power and toughness of { $object }?
drill-ask-types = Question: which card types does { $object } have?
drill-ask-subtypes = Question: which subtypes does { $object } have?
drill-ask-colors = Question: which colors is { $object }?
drill-ask-abilities = Question: which abilities does { $object } have?
drill-ask-layer = Question: in which layer does { $object } get its final power?
drill-ask-phase = Question: which effects resolve, in order?
drill-ask-steps = Question: what happens at each step of each round, from [1] of round 1 to the end of the phase?
drill-ask-chain = Question: in which order do the chain links resolve?
drill-hint-pt = Type power/toughness, for example 3/4.
drill-hint-set = Type the names or numbers from the list, separated by commas (or “none”).
drill-hint-set-other = Type the names or numbers from the list, separated by commas (or “none”); an ability the list does not offer can be typed in words.
drill-hint-layer = Type a layer, for example 4 or 7b.
drill-hint-steps = Type one word per step, in order: - when the step passes by itself, pass when the player chooses to pass, or the id of the effect that resolves (for example: pass pass am1 - pass - pm1 - - - -).
drill-hint-order = Type the ids or numbers in order, separated by spaces or commas.
drill-parse-pt = “{ $input }” is not a power and toughness: type it as 3/4.
drill-parse-layer = “{ $input }” is not a layer: type 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c or 7d.
drill-parse-set = “{ $input }” does not name items of the list: type names or numbers separated by commas, or “none”.
drill-parse-steps = “{ $input }” is not a list of steps: type -, pass or an effect's id for each step, separated by spaces.
drill-parse-order = “{ $input }” is not an order of the items: type each id or number once, in order.
drill-answer-is = Answer: { $answer }
drill-worked-none = No continuous effect reaches { $object } in the layers that decide this: its values are those it starts with (613.1).

## The command
drill-header = Drill { $n } of { $total } · { $concept } · { $template } (seed { $seed })
drill-header-open = Drill { $n } · { $concept } · { $template } (seed { $seed })
drill-right = Right.
drill-wrong = Not quite: you answered { $given }.
drill-unreadable = { $message } Counted as wrong.
drill-why = Why, step by step:
drill-score = Score: { $right } right out of { $total }.
drill-review-title = To review:
drill-review-none = Nothing to review: no mistakes.
drill-review-item = { $n }. { $question } [{ $key }]: you answered { $given }; the answer is { $expected }.
drill-due-today = Questions due today: { $n }.
drill-error-generate = layerlab: cannot generate a drill: { $error }
drill-gen-unknown-template = unknown drill template “{ $id }”
drill-gen-no-template = no drill template matches
drill-gen-exhausted = template “{ $template }” found no non-trivial board for seed { $seed }
drill-gen-attach-does-nothing = template “{ $template }” attaches “{ $id }” to what it is already attached to for seed { $seed }: that does nothing and gives no new timestamp (701.3b)
drill-error-concept = layerlab: unknown concept “{ $input }”; the concepts are: { $list }
drill-error-templates = layerlab: the drill templates are broken:
drill-progress-saved = Progress saved in { $path }.
drill-progress-save-failed = layerlab: cannot save the drill progress in { $path }: { $error }
drill-exam-header = Mock exam, level { $level }: { $count } problems in { $minutes } minutes; pass mark { $pass } %.
drill-exam-time-left = Time left: { $minutes } min { $seconds } s.
drill-exam-too-late = Time is up: this answer is not counted.
drill-exam-report = Exam score: { $right } out of { $total } ({ $percent } %); pass mark { $pass } %.
drill-exam-passed = Passed.
drill-exam-failed = Not passed yet.
drill-exam-concept = - { $concept }: { $right } out of { $total }
