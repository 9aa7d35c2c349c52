# A wrong answer that equals what a classic misreading of the rules gives (the engine solved the
# board again under that misreading). $rule: the rule the misreading breaks. A misreading of
# sets says which way the objects it got wrong had moved: -joined (they came to match the
# effect after it began), -left (they stopped matching it); the plain id when both happened.
# $count: how many misreadings give the answer.
misc-heading = { $count ->
        [one] Your answer is what this misreading of the rules gives:
       *[other] Your answer is what each of these misreadings of the rules gives:
    }
misc-timestamp-only = You applied the effects in timestamp order only, but an effect that depends on another waits for it, whatever their timestamps (rule { $rule }).
misc-last-wins-across-layers = You applied each effect in full in timestamp order, as if the last one won, but each part of an effect applies in its own layer, in the order of the layers (rule { $rule }).
misc-forget-613-6 = You stopped an effect once its ability was removed, but an effect that has begun to apply keeps applying in later layers, to the same objects (rule { $rule }).
misc-spell-dynamic = You let a resolved spell's set of objects follow the board after it resolved, but the set of objects it affects was fixed as it resolved (rule { $rule }).
misc-spell-dynamic-joined = You let a resolved spell's effect reach objects that came to match it after it resolved, but the set of objects it affects was fixed as it resolved: an object that matches it later is not affected (rule { $rule }).
misc-spell-dynamic-left = You took a resolved spell's effect away from objects that stopped matching it after it resolved, but the set of objects it affects was fixed as it resolved: an object in that set stays affected, even once it no longer matches (rule { $rule }).
misc-static-locked = You fixed a static ability's set of objects when it began, but a static ability's effect applies at every moment to whatever matches it then (rule { $rule }).
misc-static-locked-joined = You left objects that came to match a static ability after its effect began out of that effect, but a static ability's effect applies at every moment to whatever matches it then (rule { $rule }).
misc-static-locked-left = You kept a static ability's effect on objects that no longer match it, but a static ability's effect applies at every moment to whatever matches it then, and to nothing else (rule { $rule }).
misc-counters-before-setting = You applied counters and other modifications before an effect that sets power and toughness, but setting effects come first (7b), then modifications and counters (7c) (rule { $rule }).
misc-cda-by-timestamp = You ordered a characteristic-defining ability by its timestamp, but such abilities apply first in their layer, before every other effect (rule { $rule }).
misc-removed-still-applies = You applied an effect whose ability another effect had removed before it began to apply, but an effect that has not begun to apply no longer exists once its ability is gone (rule { $rule }).
misc-control-restamps = You gave a permanent a new timestamp when it changed controller, but a change of control gives no new timestamp: the permanent and the effects of its static abilities keep theirs (rule { $rule }).
