# The slide deck (src/words/deck): `layerlab slides` and the app write it as one HTML page.
deck-kind-board = The layers, step by step
deck-kind-phase = The phase procedure, step by step
deck-kind-chain = A chain, link by link
deck-count = { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}, { $questions ->
    [one] 1 question
   *[other] { $questions } questions
}.
deck-keys = Keys: → or Space next, ← previous, Home first, End last, Enter or R shows the answer, T changes the colors. The address ends with the slide's number (#7).
deck-steps-cut = This deck shows the first { $shown } of the { $total ->
    [one] { $total } step
   *[other] { $total } steps
}; `layerlab solve` prints them all.
deck-lesson-page = Page { $n }: { $title }
deck-page-unknown = lesson { $lesson } has no page { $page }: it has { $count ->
    [one] 1 page
   *[other] { $count } pages
}
deck-step-of = Step { $n } of { $total }
deck-why = Why
deck-changes = What changed
deck-changes-more = …and { $n ->
    [one] 1 more change
   *[other] { $n } more changes
}.
deck-legend = ▲ and underlined: a cell this step changed, written before → after.
deck-rows-more = { $n ->
    [one] 1 more permanent is not shown.
   *[other] { $n } more permanents are not shown.
}
deck-rows-changed-only = Only the permanents this step changed are shown, out of { $total }.
deck-effects-changed-only = Only the effects this step changed are shown, out of { $total }.
deck-board-start = The board before any layer applies
deck-col-name = Name
deck-col-controller = Controller
deck-col-type = Type
deck-col-colors = Colors
deck-col-abilities = Abilities
deck-col-pt = P/T
deck-col-counters = Counters
deck-col-timestamp = Timestamp
deck-col-effect = Effect
deck-col-player = Player
deck-col-kind = Kind
deck-col-state = State
deck-col-link = Link
deck-kind-mandatory = mandatory
deck-kind-optional = optional
deck-state-pending = pending
deck-state-resolved = resolved
deck-state-renewed = resolved, pending again
deck-state-removed = removed
deck-phase-step = Round { $round }, step [{ $step }]: player { $player }
deck-chain-link = Chain link { $n } goes on
deck-chain-resolves = The chain resolves
deck-question-in-lesson = Lesson { $lesson }, question { $n }
deck-reveal-hint = Press Enter or R to show the answer.
deck-answer = Answer
deck-button-prev = Previous slide
deck-button-next = Next slide
deck-button-reveal = Show or hide the answer
deck-button-theme = Change the colors
slides-written = { $path }: { $slides ->
    [one] 1 slide
   *[other] { $slides } slides
} ({ $kib } KiB).
slides-error-write = cannot write { $path }: { $reason }
