# Plain mode (--plain, src/ui/plain.rs): plain lines for screen readers and copy-paste.

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
ui-plain-you-answered = You answered: { $given }
