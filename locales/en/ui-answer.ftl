# Answering lesson questions in the app: marks, forms, feedback, keys.
ui-answer-no-question = No question in view is left to answer here: scroll to one.
ui-answer-mark-right = answered right
ui-answer-mark-wrong = answered wrong
ui-answer-mark-shown = answer shown
ui-answer-hint-ask = Enter: answer · s: show the answer
ui-answer-yes = yes, it dies
ui-answer-no = no, it survives
ui-answer-pick-hint = Tick every item that applies (x), then press Enter.
ui-answer-pick-hint-other = Tick every item that applies (x); on the last row, type an ability the list does not offer. Then press Enter.
# The last row of a list of abilities: an item the learner types. $typed: what was typed so far.
ui-answer-other = Other: { $typed }
ui-answer-step-ask = { $place }: what happens?
ui-answer-step-wrong = { $place } you said: { $said }; what happened: { $happened }
ui-answer-right = Right: { $given }.
ui-answer-wrong = Not quite: you answered { $given }; the answer is { $answer }.
ui-answer-shown = The answer: { $answer }
ui-answer-late = Right, but the answer had been shown: the question keeps its mark. Answer it again another day.
ui-answer-page-tally = Questions: { $marks } (✓ right ✗ wrong ○ shown)
ui-answer-index-legend = ✓ all right · • opened · ✓ right ✗ wrong ○ shown
ui-answer-start-heading = Lessons opened: { $seen }/{ $count } · questions: { $marks }
ui-answer-try-board = Step { $step } of { $total }: press o to open it in the sandbox
ui-answer-try-board-large = Step { $step } of a large board, computed as it opens: press o to open it in the sandbox
ui-answer-plain-board = Board “{ $title }”: { $total ->
    [0] no steps
    [one] one step
   *[other] { $total } steps
}. s: next step, b: previous step, t: the whole trace.
# A lesson question in the review list: $n the lesson, $page the page, $question its place
# among the page's questions (all from 1), $title the lesson's title.
ui-answer-review-lesson = Lesson { $n }, page { $page }, question { $question } ({ $title })
ui-ctx-answering-pick = Ticking items
ui-ctx-answer-text = Typing a question's answer
ui-key-show-answer = show the answer
ui-key-answer-undo = take back the last item placed
ui-key-answer-toggle = tick or untick
ui-key-answer-submit = answer
ui-key-answer-type = type the answer
ui-answer-plain-no-such-question = There is no question { $n } on this page: it has { $count }.
