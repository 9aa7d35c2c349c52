## Lesson 8: layer 2, control

l08-title = Layer 2: control
l08-summary = Layer 2 answers a single question: who controls this object? The course finds nothing hard in it, and rightly so, as long as you remember three things: several control effects go by timestamp, a change of control gives no new timestamp, and everything that says "you" in the later layers sees the new controller.

## Page 1

l08-p1-title = Who controls it?
l08-rule-1b = Layer 2: control-changing effects are applied.
l08-p1-text1 =
    The course calls this layer very simple: it holds the effects that change, or set, who controls an object, usually a permanent. Its cards:
    - [[Mind Control]], an Aura: you control the enchanted creature. It is a static ability, which applies as long as the Aura is attached.
    - [[Act of Treason]], a sorcery: you gain control of target creature until end of turn (its haste belongs to layer 6, as lesson 6 showed).
l08-p1-text2 = When several control effects apply to the same object, they simply go in timestamp order, and the last one applied decides: one effect overrides another, no dependency involved. Mind Control's timestamp is the moment it became attached to the creature (613.7e); Act of Treason's is the moment it resolved (613.7b). When Act of Treason ends with the turn, the other control effects are still there, and they decide again.
l08-try-treason = Turn 2, after Act of Treason: look at the two control effects in layer 2 and at the order they go in.
l08-q-wurm-controller-prompt = On your turn, you (p0) enchant your opponent's [[Craw Wurm]] with [[Mind Control]]. On their turn, your opponent (p1) casts [[Act of Treason]] on the Wurm. Who controls the Wurm now?
l08-q-wurm-controller-why = Both effects change control, so both apply in layer 2 (613.1b). Neither changes the other's existence, set or instruction: they just go in timestamp order. Mind Control's effect has the timestamp of the moment the Aura became attached (613.7e), Act of Treason's the moment it resolved (613.7b), which is later; the effect applied last decides.
l08-q-wurm-next-turn-prompt = Same board, one turn later: the turn in which Act of Treason was cast is over. Who controls the Wurm?
l08-q-wurm-next-turn-why = Act of Treason's effect lasted until end of turn (611.2a) and ended during the cleanup step (514.2). Mind Control's effect never stopped applying, and it is now the only control effect left in layer 2 (613.1b).
l08-q-control-order-prompt = Turn 1: you attach [[Mind Control]] to your opponent's Wurm. Turn 2, your opponent's: they cast [[Act of Treason]] on it, then attach a Mind Control of their own to it. Put the control effects in the order they apply in layer 2.
l08-q-control-order-a = Your opponent's Act of Treason
l08-q-control-order-b = Your Mind Control
l08-q-control-order-c = Your opponent's Mind Control
l08-q-control-order-why = Three control effects in layer 2, none depending on another: timestamp order (613.7). Your Mind Control got its timestamp when it became attached on turn 1 (613.7e), Act of Treason when it resolved on turn 2 (613.7b), and your opponent's Mind Control when it became attached after that (613.7e).

## Page 2

l08-p2-title = A new controller, the same timestamp
l08-rule-7 = Within a layer, effects apply in timestamp order. An object gets a timestamp when it enters a zone; an effect of a resolving spell or ability, when it is created; an Aura or Equipment, when it becomes attached; a permanent, when it is turned face up or face down, or transforms. A static ability's effect has the timestamp of its object, or that of the effect that gave it the ability, whichever is later.
l08-p2-text1 = Look at that list again: gaining or losing control is not in it. A permanent that changes controller keeps its timestamp, and so do the effects of its static abilities. It is one of the most common mistakes about timestamps, and one a judge should be ready for.
l08-p2-text2 = The Servant's board, step by step. Both color effects are in layer 5, independent of each other. The Servant's effect still has the timestamp the Servant got when it entered, older than Cerulean Wisps: it applies first, and Cerulean Wisps then makes the Bears blue and nothing else. If stealing the Servant renewed its timestamp, the Bears would end up red as well.
l08-try-servant = Layer 5 holds two color effects: look at their timestamps and at the order they apply in.
l08-q-servant-bears-colors-prompt = You control [[Painter's Servant]], red chosen. Your opponent casts [[Cerulean Wisps]] on their [[Grizzly Bears]], then [[Act of Treason]] on your Servant. What colors are the Bears?
l08-q-servant-bears-colors-why = Both color effects apply in layer 5 (613.1e) and don't depend on each other, so timestamps decide. The Servant's static effect has the Servant's timestamp, taken when it entered the battlefield (613.7a, 613.7d); Act of Treason changes its controller but gives it no new timestamp. So the Servant's "red in addition" applies first, and Cerulean Wisps, newer, sets the Bears' color afterwards.
l08-q-servant-timestamp-prompt = Which timestamp does Painter's Servant's effect have once your opponent has stolen the Servant with Act of Treason?
l08-q-servant-timestamp-a = The one the Servant got when it entered the battlefield.
l08-q-servant-timestamp-b = The one of the moment Act of Treason resolved.
l08-q-servant-timestamp-c = None until end of turn: the effects of a stolen permanent stop applying.
l08-q-servant-timestamp-d = The newest timestamp on the battlefield, since its controller changed.
l08-q-servant-timestamp-why = A static ability's effect has the timestamp of the object it is on (613.7a), and an object gets a timestamp when it enters a zone (613.7d). A change of control is not a source of timestamps: the Servant's effect keeps working, now for its new controller, with its old timestamp.
l08-q-servant-timestamp-b-not = Act of Treason's effect gets its own timestamp as it resolves, but that is the timestamp of the control effect, not of the Servant: a change of control gives the stolen permanent no new one (613.7).
l08-q-servant-timestamp-c-not = A stolen permanent keeps its abilities, and their effects keep applying, now for the new controller; nothing in the rules switches them off.
l08-q-servant-timestamp-d-not = Changing controller is not among the events that give a timestamp (613.7): entering a zone, becoming attached, turning face up or down, transforming, and a few more.

## Page 3

l08-p3-title = Control first, then everything that says "you"
l08-p3-text1 = Layer 2 comes before layers 3 to 7. So every later effect that cares about who controls what, through "you control", "your" or "an opponent", sees the new controller. No dependency is needed for that: the order of the layers takes care of it.
l08-p3-text2 = That is what happened to the Lion: [[Honor of the Pure]] gives +1/+1 to the white creatures you control, and [[Act of Treason]] made the Lion yours in layer 2, so in sublayer 7c Honor of the Pure reaches it. Honor's is a static ability, whose set follows the board (611.3a): when the Lion goes back to its owner, the bonus goes with it.
l08-try-honor = Sublayer 7c: look at the set Honor of the Pure applies to, and at who controls the Lion by then.
l08-q-lion-pt-prompt = You control [[Honor of the Pure]]. You cast [[Act of Treason]] on your opponent's [[Silvercoat Lion]]. What are the Lion's power and toughness?
l08-q-lion-pt-why = Layer 2 comes first: Act of Treason makes you the Lion's controller (613.1b). In sublayer 7c, Honor of the Pure's static effect applies to the white creatures you control at that point (611.3a, 613.4c), and the Lion is now one of them.
l08-p3-text3 = It works the same way with "your graveyard". [[Volrath's Shapeshifter]] has the full text of the creature card on top of *its controller's* graveyard. Under your opponent's [[Mind Control]], layer 2 gives it a new controller, and in layer 3 it reads the top of the new controller's graveyard.
l08-try-shapeshifter = Layer 3 comes after layer 2: look at whose graveyard the Shapeshifter reads.
l08-q-shapeshifter-pt-prompt = Your [[Volrath's Shapeshifter]] is on the battlefield; the top card of your graveyard is a [[Craw Wurm]], the top card of your opponent's is a [[Grizzly Bears]]. Your opponent enchants the Shapeshifter with [[Mind Control]]. What are the Shapeshifter's power and toughness?
l08-q-shapeshifter-pt-why = Control comes first, in layer 2 (613.1b): the Shapeshifter's controller is now your opponent. Its ability is a text-changing effect, applied in layer 3 (613.1c): it gives the Shapeshifter the full text of the creature card on top of its controller's graveyard (612.6), so the new controller's graveyard is the one that counts.
l08-q-mind-control-layer-prompt = An Aura says "You control enchanted creature." In which layer does its effect apply?
l08-q-mind-control-layer-why = An effect that changes who controls an object applies in layer 2 (613.1b), before text (layer 3), types (4), colors (5), abilities (6) and power and toughness (7).
