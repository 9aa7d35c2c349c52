cli-no-command = layerlab: try `layerlab solve FILE` or `layerlab phase FILE` (`layerlab --help` lists everything).

## layerlab lesson
lesson-heading = Lesson { $n }: { $title }
lesson-rule = Rule { $cr }
lesson-rule-2011 = Rule { $cr } (2011: { $old })
lesson-try-it = Try it: { $caption }
lesson-board = Board { $file }, opens at step { $step } of { $total }
lesson-board-start = Board { $file }, opens before its first step ({ $total } steps)
lesson-procedure = Procedure: { $caption }
lesson-question = Question { $id }
lesson-order-hint = (put these in order)
lesson-layer-hint = (which layer?)
lesson-answer = Answer: { $answer }
lesson-why = Why: { $explain }
lesson-rules-cited = Rules: { $list }
lesson-worked = Worked answer (the engine's steps for { $object }):
lesson-computed-for = { $object }, computed by the engine
lesson-unknown = There is no lesson { $n }: the course has lessons 1 to { $count }.
lesson-glossary = Glossary

## layerlab check
check-ok = Content OK: { $lessons } lessons, { $questions } questions ({ $computed } computed by the engine), { $terms } glossary terms.
check-failed = { $n } problem(s) found.
cli-output-failed = cannot write the output: { $reason }
