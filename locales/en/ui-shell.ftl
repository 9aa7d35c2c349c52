# The app shell (src/ui/start.rs, settings.rs, present.rs, plain.rs, chain_builder.rs).

## Start screen
ui-start-title = layerlab
ui-start-tagline = The layer system (CR 613) and the phase procedure, one step at a time.
ui-start-heading-study = Study
ui-start-heading-sandboxes = Sandboxes
ui-start-heading-settings = Settings
ui-start-continue = ▶ Continue: lesson { $n }, page { $page } — { $title }
ui-start-begin = ▶ Begin: lesson 1 — { $title }
ui-start-practice-due = Practice due today: { $count ->
    [0] nothing
    [one] one question
   *[other] { $count } questions
}
ui-start-practice-none = Practice: coming from `layerlab drill`
ui-start-layer-sample = Layer sandbox: { $title }
ui-start-layer-empty = Layer sandbox, empty board
ui-start-phase = Phase sandbox: { $title }
ui-start-chain = Chain builder: the four tiers
ui-start-language = Language: { $lang }
ui-start-language-name = English
ui-start-theme = Theme: { $theme }
ui-theme-high-contrast = high contrast
ui-ctx-start = Start screen
ui-key-start-next = next
ui-key-start-prev = previous
ui-key-start-choose = open
ui-key-start-close = to the lessons
ui-key-show-start = start screen

## Chain builder
ui-ctx-chain = Chain builder
ui-chain-title = Chain builder
ui-chain-rules = Order: { $rules } (r switches)
ui-chain-rules-tiers = the course's four tiers
ui-chain-rules-apnap = Magic's APNAP (CR 603.3b)
ui-chain-tier = { $tier }. { $player ->
    [A] A, active player
   *[P] P, passive player
}: { $kind ->
    [mandatory] mandatory
   *[optional] optional
}
ui-chain-activated = activated
ui-chain-declined = declined
ui-chain-empty = No effect yet: a adds one for A, p for P.
ui-chain-links = Chain:
ui-chain-resolves = Resolves:
ui-chain-first-label = First to respond:
ui-chain-first = { $player } (the last link, CL{ $n } { $id }, is { $owner }'s)
ui-chain-compare-tiers = With the four tiers instead: { $line }
ui-chain-compare-apnap = With APNAP instead: { $line }
ui-chain-magic-player = { $player ->
    [A] A, the active player: triggered abilities, in the order A puts them on the stack
   *[P] P, the nonactive player: triggered abilities, in the order P puts them on the stack, after A's
}
ui-chain-magic-on-stack = on the stack
ui-chain-magic-may-yes = "may": on the stack; { $player } uses it as it resolves
ui-chain-magic-may-no = "may": on the stack all the same; { $player } declines as it resolves (603.5)
ui-chain-magic-empty = No triggered ability yet: a adds one for A, p for P.
ui-chain-magic-stack = Stack, bottom to top:
ui-chain-magic-resolves = Resolves, top first:
ui-chain-magic-declines = { $id } (declined)
ui-chain-magic-priority-label = Priority first:
ui-chain-magic-priority = { $player }, the active player (117.3b), whoever put the last ability on the stack
ui-key-chain-open = chain builder
ui-key-chain-next = next effect
ui-key-chain-prev = previous effect
ui-key-chain-add-a = add for A
ui-key-chain-add-p = add for P
ui-key-chain-mandatory = mandatory/optional
ui-key-chain-activate = activate/decline
ui-key-chain-earlier = earlier in its tier
ui-key-chain-later = later in its tier
ui-key-chain-remove = remove
ui-key-chain-rules = tiers/APNAP
ui-key-chain-close = back to the procedure

## Present mode
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

## Plain mode (--plain)
ui-plain-welcome = Type a command and press Enter: help lists them, lesson 1 opens the first lesson, q quits.
ui-plain-index = Lessons:
ui-plain-help = Commands, one a line:
    index (i): the list of lessons
    lesson N, or just N: open lesson N at its first page
    next (n), prev (p): the next or previous page
    read (r): the current page again
    open (o): open the page's board (again for the next board of the page)
    step (s), back (b): the next or previous step of the board
    trace (t): the whole board and every step
    phase (w): the page's phase procedures, explained step by step
    lang fr, lang en: switch the language
    quit (q): leave
ui-plain-page = Page { $n } of { $count }. n: next page, o: open its board.
ui-plain-no-lesson = No lesson open: type lesson 1, or index for the list.
ui-plain-last-page = This is the last page of the lesson.
ui-plain-first-page = This is the first page of the lesson.
ui-plain-page-no-board = This page has no board to open.
ui-plain-no-board = No board open: on a page with a board, type open.
ui-plain-trace-end = That was the last step ({ $total ->
    [0] no steps
    [one] one step
   *[other] { $total } steps
}).
ui-plain-trace-start = Back at the start: no step applied.
ui-plain-lang = Language: English.
ui-plain-lang-unknown = Unknown language "{ $lang }": use en or fr.
ui-plain-unknown = Unknown command "{ $command }": type help for the list.
ui-plain-page-no-procedure = This page has no phase procedure.
