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
lesson-error-step-past-end = the board "{ $scenario }" opens at step { $step }, past the end of its trace ({ $total ->
    [0] no step
    [one] one step
   *[other] { $total } steps
})
