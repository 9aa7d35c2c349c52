# The chain builder (src/ui/screens/chain.rs): the four tiers and Magic's APNAP.

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
ui-chain-on-chain = on the chain
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
