# Titles of the course's boards and procedures (src/words/titles.rs), the presentation view
# (src/ui/present/), the lesson pane's keys and reading a step a screen at a time.

## A board or procedure of the course, named by the lesson page that opens it.
title-scenario = { $page } (lesson { $lesson })
title-scenario-of = { $page }, { $n } of { $count } (lesson { $lesson })
# A board that no lesson opens.
title-untitled = a board without a title
ui-board-new = New board

## The presentation view.
ui-present-sandbox = Sandbox
ui-present-question = Question { $n }/{ $count }
ui-present-ask = Put it to the class, then press v to reveal the answer.
ui-present-next = v: the next question
ui-present-last = v: back to the board
ui-present-no-question = This page asks no question.

## A step longer than its pane.
ui-step-more = ▼ more: Space
ui-step-top = ▲ Space: back to the top

## Keys.
ui-ctx-desk = Lessons and sandboxes
ui-ctx-present = Presentation
ui-key-step-more = more of the step
ui-key-lesson-narrower = narrower lesson pane
ui-key-lesson-wider = wider lesson pane
ui-key-lesson-toggle = hide or show the lesson pane
ui-key-present-question = question, then answer
ui-keyname-space = Space

## Present mode: the big header of the current step.
ui-present-title = layerlab — presentation
ui-present-layer = { $layer ->
    [players] Players
    [rules] Game rules
    [sba] State-based actions
   *[other] Layer { $layer }
}
ui-present-start = Start
ui-present-round = Round { $round } [{ $step }]
ui-present-over = Phase over
ui-present-chain = Chain
ui-present-lesson = Lesson { $n }
