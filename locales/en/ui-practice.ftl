# Exam practice in the app (src/ui/screens/practice): practice screen, mock exams, review, statistics.

## Start screen
ui-start-heading-practice = Practice
ui-start-exam-l1 = Mock exam, level 1 (layer 7)
ui-start-exam-l2 = Mock exam, level 2 (all layers)
ui-start-exam-details = { $count } problems · { $minutes } min · pass mark { $pass } %
ui-start-review = Mistakes to review: { $count }
ui-start-stats = Statistics per concept

## Screens
ui-practice-title = Practice · right { $right } of { $total } · due today { $due }
ui-practice-title-exam = Mock exam · time left { $minutes }:{ $seconds }
ui-practice-title-report = Mock exam: report
ui-practice-title-review = Mistakes to review
ui-practice-title-stats = Statistics per concept
ui-practice-header = Problem { $n } · { $concept } · { $template } (seed { $seed })
ui-practice-exam-header = Problem { $n } of { $total } · { $concept } · { $template }
ui-practice-hint-text = Type power/toughness, for example 3/4, then Enter.
ui-practice-hint-pick = x ticks or unticks an item; Enter answers (nothing ticked means none).
ui-practice-hint-pick-other = x ticks or unticks an item; on the last row, type an ability the list does not offer; Enter answers (nothing ticked means none).
# The last row of a list of abilities: an item the learner types. $typed: what was typed so far.
ui-practice-other = Other: { $typed }
ui-practice-hint-order = Put the items in the order they resolve: PgUp and PgDn move the selected one, x marks one that does not resolve; Enter answers.
ui-practice-hint-play = Play the phase for both players, as the board says each one plays: ↑ ↓ choose, Enter decides, u undoes; the answer goes in when the phase is over.
ui-practice-hint-layer = ← → choose the layer; Enter answers.
ui-practice-order-skipped = does not resolve
ui-practice-error = No problem could be made: { $error }
ui-practice-report-title = Mock exam, level { $level }
ui-practice-time-up = Time is up: the problems not answered count as wrong.
ui-practice-report-concepts = Per concept:
ui-practice-review-title = Past mistakes ({ $count }), newest first; Enter shows the problem and why.
ui-practice-review-item = { $concept }: { $question } You: { $given } · expected: { $expected }
ui-practice-review-gone = This problem can no longer be made (its template changed).
ui-practice-stats-title = Right answers per concept (Enter practises the concept selected):
ui-practice-stats-row = { $concept }: { $right }/{ $total } right ({ $percent } %), box { $level } of 5
ui-practice-stats-row-new = { $concept }: not practised yet
ui-practice-stats-chart = { $concept }: % right per day, last { $days } days
ui-practice-stats-today = now

## Keys
ui-ctx-practice-text = Typing an answer
ui-ctx-practice-list = Answering from a list
ui-ctx-practice-pick = Picking items
ui-ctx-practice-order = Ordering items
ui-ctx-practice-play = Playing the phase
ui-ctx-practice-feedback = Feedback
ui-ctx-practice-review = Mistakes to review
ui-ctx-practice-stats = Statistics
ui-ctx-practice-report = Exam report
ui-keyname-practice-text = letters
ui-key-practice-type = type the answer
ui-key-practice-erase = erase a character
ui-key-practice-submit = answer
ui-key-practice-cancel = clear, then leave
ui-key-practice-toggle = tick or untick
ui-key-practice-skip = resolves or not
ui-key-practice-earlier = move earlier
ui-key-practice-later = move later
ui-key-practice-down = next
ui-key-practice-up = previous
ui-key-practice-leave = back to the start screen
ui-key-practice-decide = take this decision
ui-key-practice-undo = undo a decision
ui-key-practice-next = next problem
ui-key-practice-explain = show or hide why
ui-key-practice-concept = practise this concept
