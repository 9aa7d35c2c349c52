# Lesson questions answered and graded. $input: what was typed; $answer: the expected answer.
lesson-parse-choice = “{ $input }” is not one of the choices: type its letter (a, b, c...).
lesson-parse-order = “{ $input }” is not an order of the items: type each letter once, in order (b, a, c).
lesson-parse-yes-no = “{ $input }” is not yes or no: type yes if it dies, no if it survives.
lesson-parse-player = “{ $input }” is not a player: type p0 or p1.
lesson-graded-right = Right.
lesson-graded-wrong = Not quite: the answer is { $answer }.
lesson-answer-key = Answers
ui-plain-help-answer =
    answer TEXT (a TEXT): answer the page's next question (3/4; creature, land; b; yes)
    show: show that question's answer without answering it
ui-plain-no-question = Every question of this page is answered. n: next page.
ui-plain-answer-empty = Type the answer after the word answer, for example: answer 3/4.
lesson-parse-layer = “{ $input }” is not a layer: type 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, players or rules.
