## The phase sandbox (src/ui/screens/phase/): a phase built by the user, stepped one decision at
## a time. The explanations of the steps themselves are the `text` format's (phase.ftl).

ui-phase-untitled = untitled phase
# The default file name a phase is saved as (before ".ron").
ui-phase-file-stem = phase
ui-phase-empty-title = No effect is pending yet.
ui-phase-empty-what = Build a phase: a adds a pending effect for A (the active player), p one for P (the passive player); e lists them, to change each one or what its resolution creates or removes. Then step the procedure one decision at a time: Enter decides, ← and → go back and forth.
ui-phase-empty-keys = Ctrl-O opens a phase scenario file · c opens the chain builder · n explains the trace's notation · ? lists every key.
ui-phase-position = { $made ->
    [0] { $total ->
        [0] no decision made yet
        [one] before the only decision
       *[other] before the first of { $total } decisions
    }
   *[other] decision { $made } of { $total }
}
ui-phase-now = Round { $round }, step [{ $step }]: { $player } decides · { $position }
ui-phase-over-last = The phase is over: this is the last step ({ $position }).
ui-phase-over = The phase is over ({ $position }): the decisions after this one no longer apply.
ui-phase-pending-of = Pending for { $player }:
ui-phase-more = { $count ->
    [one] , and one more
   *[other] , and { $count } more
}
ui-phase-reading-key = (s switches)
ui-phase-next-of-line = (the next decision: →)
ui-phase-before-first = Before the first decision:
ui-phase-led-to = What the last decision led to:
ui-phase-too-long = This phase lists more than { $limit } effects over its steps: the steps are not put into words here (layerlab phase --format text does it).
ui-phase-compare = The two readings, played to the end with these decisions (then passing, or the first mandatory effect at [3]/[4]):
ui-phase-strict = strict
ui-phase-lenient = lenient
ui-phase-ending = { $used ->
    [yes] { $reading } (in use)
   *[no] { $reading }
}: { $trace } — resolved: { $resolved }; lapsed: { $lapsed }
ui-phase-diverged = (decision { $n } is not legal in this reading: the default decisions from there on)
ui-phase-compare-same = Both readings give the same trace here.
ui-phase-compare-differ = The two readings differ on this phase: s switches to the other one.
ui-phase-list-title = Pending effects, and what each one's resolution does
ui-phase-list-hint = a, p add · Enter changes · c creates · d removes · n renews · x deletes · - + move · u, r undo, redo · Esc closes
ui-phase-list-empty = No effect yet: a adds one for A, p one for P.
ui-phase-row-effect = { $player } · { $id } · { $kind ->
    [mandatory] mandatory
   *[optional] optional
}
ui-phase-row-creates = creates { $effect }
ui-phase-row-removes = removes { $id }
ui-phase-row-renews = is pending again (it renews itself)
ui-phase-form-new = New pending effect
ui-phase-form-change = Change { $id }
ui-phase-form-creates = What resolving { $id } creates
ui-phase-form-removes = What resolving { $id } removes
ui-phase-field-name = Name (its id in the trace):
ui-phase-field-player = Player:
ui-phase-field-kind = Kind:
ui-phase-field-target = Removes:
ui-phase-form-hint = Tab moves between the fields, ← → change a choice, Enter confirms, Esc cancels.
ui-phase-prompt-save = Save the phase as a scenario file (layerlab phase reads it)
ui-phase-prompt-open = Open a phase scenario file
ui-phase-prompt-overwrite = This file exists: Enter again replaces it, Esc cancels.
ui-phase-prompt-drop = The phase has edits not saved: Enter again drops them and opens the file, Esc cancels.
ui-phase-legend-title = How to read the trace
ui-phase-added = { $id } added.
ui-phase-changed = { $id } changed.
ui-phase-creates-added = Resolving { $by } now creates { $id }.
ui-phase-removes-added = Resolving { $by } now removes { $id }.
ui-phase-deleted = { $dropped ->
    [0] { $id } deleted.
    [one] { $id } deleted, and the removal that named it.
   *[other] { $id } deleted, and the { $dropped } removals that named it.
}
ui-phase-moved = Moved.
ui-phase-renews-on = { $id } will be pending again once resolved.
ui-phase-renews-off = { $id } no longer renews itself.
ui-phase-undone = Edit undone.
ui-phase-redone = Edit redone.
ui-phase-nothing-to-undo = Nothing to undo.
ui-phase-nothing-to-redo = Nothing to redo.
ui-phase-now-strict = Now the strict reading.
ui-phase-now-lenient = Now the lenient reading.
ui-phase-line-dropped = The decisions undone no longer fit the phase as edited: they are dropped.
ui-phase-gone = That row is no longer there.
ui-phase-bad-name = "{ $id }" cannot name an effect: use letters, digits and _ - . ' only (not "pass", "passe" or "-"), at most { $limit } characters.
ui-phase-too-deep = { $id } would be created { $limit } effects deep: that is as deep as the sandbox goes.
ui-phase-too-many = The phase already has { $limit } pending effects, the most it may start with.
ui-phase-too-many-entries = Resolving { $id } would do more than { $limit } things, the most one resolution may do.
ui-phase-opened = Opened { $path }.
ui-phase-saved = Saved as { $path }: layerlab phase plays it.
ui-phase-save-failed = Cannot save the phase to { $path }: { $error }
ui-phase-open-chain = This file is a chain scenario, not a phase: layerlab phase explains it, and the chain builder (c) builds chains.

## Its keys (the footer and the help)
ui-phase-ctx-effects = Phase sandbox: the effects
ui-phase-ctx-form = Phase sandbox: a form or a path
ui-phase-ctx-legend = Phase sandbox: the legend
ui-phase-key-add-a = add for A
ui-phase-key-add-p = add for P
ui-phase-key-forward = forward
ui-phase-key-back = back
ui-phase-key-end = last decision
ui-phase-key-effects = effects
ui-phase-key-legend = legend
ui-phase-key-reading = strict/lenient
ui-phase-key-undo = undo an edit
ui-phase-key-redo = redo an edit
ui-phase-key-save = save the phase
ui-phase-key-open = open a phase file
ui-phase-key-row-next = next row
ui-phase-key-row-prev = previous row
ui-phase-key-edit = change
ui-phase-key-creates = what it creates
ui-phase-key-removes = what it removes
ui-phase-key-renews = renews itself or not
ui-phase-key-delete = delete
ui-phase-key-earlier = move earlier
ui-phase-key-later = move later
ui-phase-key-close = close
ui-phase-key-from-chain = phase sandbox
ui-phase-more-below = ▼ more below: PgDn
ui-phase-unsaved = The phase sandbox has edits not saved: ask for the procedure again to replace them (Ctrl-S in the phase sandbox saves them).
ui-phase-key-slides = write the steps as slides (HTML)
ui-phase-slides-written = Slides written to { $path }.
ui-phase-prompt-slides = Write the steps as a slide deck (HTML, one file)
ui-phase-slides-none = No procedure to write as slides.
