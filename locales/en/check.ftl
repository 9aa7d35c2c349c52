# Problems `layerlab check` and the app's start find in a course, shown after their place
# (path:line:col:).
content-course-missing = the course index is missing
content-format-version = unsupported format_version { $found } (this layerlab reads 1)
content-lesson-missing = the lesson file "{ $file }" is missing
content-glossary-missing = the glossary file "{ $file }" is missing
content-message-missing = the message `{ $id }` is missing in locales/{ $lang }
content-duplicate-id = duplicate { $kind ->
        [lesson] lesson
        [question] question
       *[term] term
    } id "{ $id }" (first in { $first })
content-card-duplicate = the card name "{ $name }" is already in the catalogue (card "{ $card }" of { $first }): a name may be given once, in one file
content-no-pages = a lesson needs at least one page
content-rule-number = "{ $n }" is not a rule number like "613.8a"
content-expect-failed = expectation not met: { $id } { $field }: expected { $expected }, got { $actual }
content-scenario-missing = the scenario "{ $scenario }" is missing from { $folder }
content-choices-few = question "{ $id }" needs at least two choices
content-answer-out = question "{ $id }": the marked answer { $answer } is not among its { $n } choices
content-why-not-missing = question "{ $id }": choice { $choice }) has no why_not message (each wrong choice says why it is wrong)
content-why-not-extra = question "{ $id }": why_not lists { $count } messages for { $n } choices
content-order-answer = question "{ $id }": the answer must order all { $n } items (each index once)
content-layer-answer = question "{ $id }": "{ $answer }" is not a layer (1a … 7d, players, rules)
content-compute = question "{ $id }": the answer cannot be computed: { $why }
content-compute-no-object = there is no object "{ $object }" in the scenario
content-compute-not-on-battlefield = "{ $object }" is not on the battlefield at the end
content-compute-no-pt = "{ $object }" has no power and toughness
content-message-one-locale = the message `{ $id }` is in locales/{ $lang } but not in locales/{ $other }
content-message-unused = the message `{ $id }` is never used by the course
content-message-isolation = the message `{ $id }` renders with Unicode isolation marks
content-message-nnbsp = the message `{ $id }` holds U+202F: use U+00A0 before ? ! : ;
content-link-unclosed = the message `{ $id }` ({ $lang }) has a [[card link that is never closed with ]]
content-link-unknown = the message `{ $id }` links to the card "{ $name }", which the catalogue lacks{ $near }
content-link-suggestion = ; closest: { $names }
content-link-no-suggestion = { "" }

## Found by `layerlab check` only.
content-ftl-cycle = `{ $id }` refers back to itself: { $chain }
content-ftl-unknown-message = `{ $id }` refers to the message `{ $target }`, which is not in locales/{ $lang }
content-ftl-unknown-term = `{ $id }` refers to the term `{ $target }`, which is not in locales/{ $lang }
content-ftl-unknown-attribute = `{ $id }` refers to `{ $target }.{ $attr }`, but `{ $target }` has no attribute `{ $attr }`
content-ftl-variable = `{ $id }` uses the variable ${ $var }, but course messages are given no variables
content-ftl-term-variable = the term `{ $id }` shows ${ $var }, which the reference at { $by } does not give
content-ftl-control = `{ $id }` holds the { $kind ->
    [invisible] invisible format character
   *[control] control character
 } { $code }, which must not reach a terminal
content-drill-failed = the template "{ $id }" cannot build a problem for seed { $seed }: { $why }
content-drill-exhausted = none of { $attempts } boards drawn was valid and made the concept decide the answer (are its pools too narrow?)

## Drill templates (lessons/drills/*.ron).
template-error-duplicate = duplicate template id "{ $id }"
template-error-board-reversed = `board` is ({ $least }, { $most }): the least is more than the most, so no board size fits
template-error-difficulty = `difficulty` is { $found }: it goes from 1 to { $most }
template-error-unknown-card = unknown card "{ $name }" in the pool `{ $pool }`

## The app with a course of one's own.
check-refused = layerlab does not open the course in { $dir }: { $n ->
        [one] 1 problem above
       *[other] { $n } problems above
    }. `layerlab check --content { $dir }` checks the folder.
