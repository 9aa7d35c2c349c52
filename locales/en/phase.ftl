## layerlab phase: the phase-effect procedure and chain order (crates/layerlab-engine/src/phase, src/cli/phase_cmd.rs).
## The trace notation (R1 [1]A pass …, CL1 …) is the course's notation; only its word for a chosen
## pass is said in the reader's language (phase-trace-pass).

## Errors in scenario files and while running them
phase-error = error: { $detail }
phase-error-read = cannot read the file: { $reason }
phase-error-kind-missing = expected `PhaseScenario(...)` or `ChainScenario(...)` here: name the kind of scenario before its parenthesis
phase-error-kind = expected `PhaseScenario(...)` or `ChainScenario(...)`, found `{ $found }`
phase-error-version = unsupported format_version { $found } (this layerlab reads { $supported })
phase-error-max-resolutions = max_resolutions is { $found }, more than the { $limit } this layerlab accepts
phase-error-bad-id = "{ $id }" cannot be an effect id: use only letters, digits and _ - . ' (and not "pass", "passe" or "-", which the traces use)
phase-error-duplicate-id = the effect id "{ $id }" is used twice; ids must be unique among pending effects
phase-error-remove-unknown = Remove("{ $id }") names no effect of this scenario
phase-error-declined-mandatory = "{ $id }" is mandatory, so it cannot be declined: `activate: false` is only for optional effects
phase-error-at = round { $round }, step [{ $step }]: { $detail }
phase-illegal-not-deciding = no decision is expected: the phase is over
phase-illegal-pass = { $player } cannot pass at [{ $step }] while holding a mandatory effect; they must resolve one
phase-illegal-not-pending = { $player } cannot resolve "{ $id }": no pending effect has that id
phase-illegal-not-theirs = { $player } cannot resolve "{ $id }": it belongs to { $owner }
phase-illegal-not-mandatory = { $player } cannot resolve "{ $id }" at [{ $step }]: only a mandatory effect may be chosen there (`lenient: true` allows any pending effect)
phase-illegal-choices = legal here: { $choices }
phase-error-guard = loop guard tripped in round { $round }, step [{ $step }]: the phase already resolved { $limit } effects (max_resolutions: { $limit }) and "{ $id }" would be one more. An effect may be re-creating itself; raise max_resolutions if the phase really needs more.
phase-error-duplicate-pending = round { $round }, step [{ $step }]: resolving "{ $by }" would make a second pending effect "{ $id }"; ids must be unique among pending effects
phase-error-trace-so-far = trace so far: { $trace }
# A message, then what follows it on the next line (the legal choices, the trace so far).
phase-error-then =
    { $first }
    { $second }
phase-expect-failed = the trace is not the expected one (expect)
phase-expect-expected = expected: { $line }
phase-expect-got = got: { $line }
phase-warn-unused = warning: { $count ->
    [one] one scripted decision for { $player } was never used
   *[other] { $count } scripted decisions for { $player } were never used
}: { $list }

## The text format: phase effects
phase-text-title = Phase effects resolve one at a time. A is the active player, P the passive player.
phase-text-reading-strict = Reading: at [3]/[4] only a mandatory effect may be chosen (the course's text).
phase-text-reading-lenient = Reading (lenient): at [3]/[4] a player who still holds a mandatory effect must resolve one of their pending effects, mandatory or optional.
phase-text-start-none = No effect is pending when the procedure starts.
phase-text-start = Pending when the procedure starts: { $list }.
phase-text-effect = { $id } ({ $player }, { $kind ->
    [mandatory] mandatory
   *[optional] optional
})
phase-text-round = Round { $round }:
phase-text-may = [{ $step }] { $player ->
    [A] A, the active player,
   *[P] P, the passive player,
} may resolve one of their pending effects ({ $list }) or pass.
phase-text-may-nothing = [{ $step }] { $player ->
    [A] A, the active player,
   *[P] P, the passive player,
} has no pending effect: automatic pass.
phase-text-must-nothing = [{ $step }] { $player } holds no mandatory effect, so nothing is compulsory: { $player } passes.
phase-text-must-one = [{ $step }] { $player } must resolve a mandatory effect; { $id } is the only one, so it resolves automatically.
phase-text-must-several = [{ $step }] { $player } must resolve one of their mandatory effects ({ $list }).
phase-text-must-several-lenient = [{ $step }] { $player } still holds a mandatory effect, so must resolve one of their pending effects ({ $list }); in the lenient reading an optional one may be chosen too.
phase-text-passes = { $player } passes.
phase-text-resolves = { $player } resolves { $id }.
phase-text-chooses = { $player } chooses { $id }, which resolves.
phase-text-chooses-instead = { $player } chooses { $id }, an optional effect, in place of a mandatory one, and it resolves: { $player } had to resolve something, but { $id } itself was not forced (the trace writes `{ $id }*`, not `{ $id }!`).
phase-text-spawned = Resolving { $by } creates { $effect }, pending from the next round.
phase-text-removed = Resolving { $by } removes { $effect }: it is no longer pending.
phase-text-remove-missed = { $by } would remove { $id }, but it is not pending: nothing happens.
phase-text-renewed = { $by } is pending again: it renews itself.
phase-text-restart = An effect resolved, so the game closes then opens: a new round starts at [1] with A.
phase-text-end = Nothing resolved in this round and neither player holds a mandatory effect, so the phase ends.
phase-text-resolved = Resolved, in order: { $list }.
phase-text-resolved-none = No effect resolved.
phase-text-lapsed = Optional effects still pending lapse: { $list }.
phase-text-lapsed-none = No effect lapses.
phase-text-trace = Trace: { $line }

## The text format: chains
phase-chain-title-tiers = Simultaneous effects go on one chain in four tiers: (1) the active player's mandatory effects, (2) the passive player's mandatory effects, (3) the active player's optional effects, (4) the passive player's optional effects. Inside a tier, the effects' owner chooses the order; an optional effect may be declined.
phase-chain-title-apnap = Magic's APNAP order (CR 603.3b): the active player puts all their triggered abilities on the stack, then the other player does. Magic has no mandatory/optional tiers: an optional ("may") ability goes on the stack like any other, and its controller makes the choice as it resolves (603.5).
phase-chain-links-intro = Chain links are numbered CL1, CL2, … in that order.
phase-chain-links-intro-apnap = The abilities are numbered CL1, CL2, … in the order they are put on the stack: CL1 at the bottom, the last one on top.
phase-chain-link-tier = CL{ $n }: { $effect }, tier { $tier }.
phase-chain-link-apnap = CL{ $n }: { $effect }.
phase-chain-link-apnap-declines = CL{ $n }: { $effect }. It goes on the stack all the same; its controller declines as it resolves, and it does nothing (603.5). Declining it then is not a lapse.
phase-chain-declined = { $effect } is declined: it does not go on the chain.
phase-chain-empty = No effect goes on the chain.
phase-chain-resolves = The chain resolves last in, first out: { $list }.
phase-chain-resolves-apnap = The stack resolves last in, first out, its top object first: { $list }.
phase-chain-first = The last link, CL{ $n } ({ $id }), was created by { $owner }, so { $responder } is the first who may respond.
phase-chain-first-apnap = The triggered abilities are put on the stack the next time a player would receive priority (603.3); after a spell or ability resolves, that player is the active player (117.3b). So A, the active player, receives priority first and may respond first, whoever put the last ability on the stack.
phase-chain-note-tiers = Today's rules use these tiers only for simultaneous effects; an ordinary chain of responses alternates between the players.
phase-chain-note-apnap = { $who ->
    [A] Only A's abilities wait: the last one A put on the stack resolves first.
    [P] Only P's abilities wait: the last one P put on the stack resolves first.
   *[both] So P's abilities, put on the stack last, resolve first, then A's.
}
phase-expect-difference = first difference: expected `{ $expected }`, got `{ $got }`

## The chain's one-line trace (its English form is the one `expect` lines are written in)
phase-chain-line = { $links } | resolves { $resolves } | first to respond: { $first }
phase-chain-line-empty = empty chain
phase-chain-line-declines = { $id } (declined)

## Reports too large to write
phase-report-too-large = the text and json reports list, at every step, the effects eligible there: this phase would list { $listed } ids, more than the { $limit } allowed. Use --format trace, or fewer pending effects or a lower max_resolutions.

## The legend of the trace notation (the phase sandbox's `n` key and its help)
# The trace's word for a step where the player chose to pass (`expect` lines and the trace format
# always write `pass`).
phase-trace-pass = pass
phase-legend-players = A is the active player (whose turn it is), P the passive player.
phase-legend-rounds = `R1`, `R2`, …: the rounds. An effect that resolves ends its round, and the next round starts at [1] with A.
phase-legend-steps = [1] A may resolve one of their pending effects or pass; [2] P likewise; [3] A must resolve a mandatory effect if they hold one; [4] P likewise. A round where nothing resolves ends the phase.
phase-legend-pass = `pass`: the player could resolve an effect and chose to pass.
phase-legend-auto = `-`: the step passed by itself (nothing the player could resolve, or nothing compulsory at [3]/[4]).
phase-legend-forced = `m1!`: a mandatory effect resolved at [3]/[4], where its owner had to resolve one.
phase-legend-instead = `o1*`: in the lenient reading only, an optional effect chosen at [3]/[4] in place of a mandatory one.
phase-legend-short = A active player, P passive player · `R1` round 1 · [1]–[4] the round's steps · `pass` passes by choice · `-` passes by itself · `m1!` forced · `o1*` chosen in place of a mandatory effect (lenient)
