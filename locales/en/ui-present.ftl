# Present mode, for a projector (src/ui/present.rs).

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
