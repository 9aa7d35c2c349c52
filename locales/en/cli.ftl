cli-no-command = layerlab: try `layerlab solve FILE` or `layerlab phase FILE` (`layerlab --help` lists everything).

## layerlab lesson
lesson-heading = Lesson { $n }: { $title }
lesson-rule = Rule { $cr }
lesson-rule-2011 = Rule { $cr } (2011: { $old })
lesson-try-it = Try it: { $caption }
lesson-board = Its board opens at step { $step } of { $total }
lesson-board-start = Its board opens before its first step ({ $total ->
    [one] one step
   *[other] { $total } steps
})
lesson-board-table = The board at this step:
lesson-board-effects = Effects:
lesson-worksheet = Worksheet: { $count } { $count ->
        [one] question
       *[other] questions
    }, without their answers (`--answers-at-end` prints the key).
lesson-worksheet-board = The board, before any layer applies:
lesson-procedure = Procedure: { $caption }
lesson-question = Question { $n }
lesson-order-hint = (put these in order)
lesson-layer-hint = (which layer?)
lesson-answer = Answer: { $answer }
lesson-why = Why: { $explain }
lesson-why-not = Not { $letter }): { $why }
lesson-why-not-picked = Why not your choice: { $why }
lesson-rules-cited = Rules: { $list }
lesson-worked = Worked answer (the engine's steps for { $object }):
lesson-computed-for = { $object }, computed by the engine
lesson-unknown = There is no lesson { $n }: the course has lessons 1 to { $count }.
lesson-glossary = Glossary

## layerlab check
check-ok = Content OK: { $lessons } lessons, { $questions } questions ({ $computed } computed by the engine), { $terms } glossary terms.
check-failed = { $n ->
    [one] { $n } problem found.
   *[other] { $n } problems found.
}
cli-output-failed = layerlab: cannot write the output: { $reason }
cli-input-failed = layerlab: cannot read the standard input: { $reason }
cli-input-line-too-long = That line is longer than { $limit } bytes: ignored. Type a shorter one.
cli-input-no-line-end = more than { $limit } bytes with no line end
lesson-error-step-past-end = the board "{ $scenario }" opens at step { $step }, past the end of its trace ({ $total ->
    [0] no step
    [one] one step
   *[other] { $total } steps
})

## layerlab card: a card's printed text, as layerlab reads it.
card-cmd-type-line = Type line: { $line }
card-cmd-heading = { $n ->
    [one] One ability, as layerlab reads it:
   *[other] { $n } abilities, as layerlab reads them:
}
card-cmd-keyword = a keyword ability (the object has it; no layer of its own)
card-cmd-mana = a mana ability
card-cmd-words-only = words only: not modelled, the engine applies nothing of it
card-cmd-as-enters = as it enters: it decides what the permanent enters as (copiable values, layer 1a, or a replacement effect)
card-cmd-layers = layers: { $layers }
card-cmd-no-layer = no continuous effect (words only, or an instruction with no layer)
card-cmd-words-en = in layerlab's words: { $words }
card-cmd-words-fr = in French: { $words }
card-cmd-ron = The card for a catalogue (RON):
card-cmd-pt = "{ $pt }" is not a power and toughness: write "2/2", "*/*" or "*/1+*"
card-cmd-stdin = standard input can't be read as text (UTF-8)
