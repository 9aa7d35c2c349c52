# A wrong answer that equals what a classic misreading of the rules gives (the engine solved the
# board again under that misreading). $rule: the rule the misreading breaks.
misc-heading = Your answer is what this misreading of the rules gives:
misc-timestamp-only = You applied the effects in timestamp order only, but an effect that depends on another waits for it, whatever their timestamps (rule { $rule }).
misc-last-wins-across-layers = You applied each effect in full in timestamp order, as if the last one won, but each part of an effect applies in its own layer, in the order of the layers (rule { $rule }).
misc-forget-613-6 = You stopped an effect once its ability was removed, but an effect that has begun to apply keeps applying in later layers, to the same objects (rule { $rule }).
misc-spell-dynamic = You let a resolved spell's effect reach objects that arrived or changed after it resolved, but the set of objects it affects was fixed as it resolved (rule { $rule }).
misc-static-locked = You fixed a static ability's set of objects when it began, but a static ability's effect applies at every moment to whatever matches it then (rule { $rule }).
misc-counters-before-setting = You applied counters and other modifications before an effect that sets power and toughness, but setting effects come first (7b), then modifications and counters (7c) (rule { $rule }).
misc-cda-by-timestamp = You ordered a characteristic-defining ability by its timestamp, but such abilities apply first in their layer, before every other effect (rule { $rule }).
