# Lesson questions answered and graded. $input: what was typed; $answer: the expected answer.
lesson-parse-choice = “{ $input }” is not one of the choices: type its letter (a, b, c...).
lesson-parse-order = “{ $input }” is not an order of the items: type each letter once, in order (b, a, c).
lesson-parse-yes-no = “{ $input }” is not yes or no: type yes if it dies, no if it survives.
lesson-parse-player = “{ $input }” is not a player: type p0 or p1.
lesson-graded-right = Right.
lesson-graded-wrong = Not quite: the answer is { $answer }.
lesson-answer-key = Answers
ui-plain-help-answer =
    answer TEXT (a TEXT): answer the page's next question (3/4; creature, land; b; yes; the steps of a phase, a few at a time: pass pass m1)
    ask N: the next answer goes to question N of the page
    show: show that question's answer without answering it
ui-plain-no-question = Every question of this page is answered. n: next page.
ui-plain-answer-empty = Type the answer after the word answer, for example: answer 3/4.
lesson-parse-layer = “{ $input }” is not a layer: type 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, players or rules.

# A phase said step by step. $place: where a step sits (round 1, step [3]).
lesson-steps-hint = (say what happens at each step of each round: - when the step passes by itself, pass, or the id of the effect that resolves)
lesson-steps-not-phase = “{ $scenario }” is a chain, not a phase: it has no steps to say.
lesson-parse-steps = “{ $input }” is not a list of steps: type -, pass or an effect's id for each step, separated by spaces.
lesson-steps-wrong = { $count ->
    [one] Step { $list } is wrong.
   *[other] Steps { $list } are wrong.
}
lesson-steps-short = Only { $said ->
    [one] { $said } step
   *[other] { $said } steps
} said: say every step to the end of the phase.
lesson-step-nothing = nothing: the step passes by itself
lesson-step-pass = { $player } passes
lesson-step-resolve = { $player } resolves { $effect }
lesson-step-place = Round { $round }, step [{ $step }]
content-steps-not-phase = question "{ $id }": "{ $scenario }" is a chain scenario; a question said step by step needs a phase scenario
content-steps-empty = question "{ $id }": the phase of "{ $scenario }" has no step to say
