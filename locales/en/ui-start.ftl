# The start screen (src/ui/screens/start.rs) and the settings it shows.

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
