# The lesson pane's polish (src/ui/page.rs, src/ui/view.rs).

# Footer messages after `o` and `p`.
ui-polish-no-board = No board to try on this page.
ui-polish-no-procedure = No phase procedure on this page.
ui-polish-board-broken = { $file } could not be loaded: the page shows why.
ui-polish-opened = Opened { $n } of { $count }: press the key again for the next one.
ui-polish-unsaved = The sandbox board has edits not saved: o again replaces it (Ctrl-S in the sandbox saves them).
# Several "try it" boards on one page.
ui-polish-board-of = Board { $n } of { $count }:
ui-polish-board-next = (next for o)
# Question feedback.
ui-polish-your-pick = your answer
# The worked trace of a computed question.
ui-polish-worked-none = No step changes it.
# The page header's second line.
# Under the lesson index.
