# The lesson pane (src/ui/screens/lessons): its page and its index.

# Footer messages after `o` and `p`.
ui-page-no-board = No board to try on this page.
ui-page-no-procedure = No phase procedure on this page.
ui-page-board-broken = { $file } could not be loaded: the page shows why.
ui-page-opened = Opened { $n } of { $count }: press the key again for the next one.
ui-page-unsaved = The sandbox board has edits not saved: o again replaces it (Ctrl-S in the sandbox saves them).
# Several "try it" boards on one page.
ui-page-board-of = Board { $n } of { $count }:
ui-page-board-next = (next for o)
# Question feedback.
ui-page-your-pick = your answer
# The worked trace of a computed question.
ui-page-worked-none = No step changes it.
