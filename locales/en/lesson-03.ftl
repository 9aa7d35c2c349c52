# Lesson 3: timestamps (CR 613.7; 613.6 in 2011).

l03-title = Timestamps
l03-summary = Inside a layer, effects apply in timestamp order, earliest first. Where every timestamp comes from, what happens when several arrive at once, and why a timestamp belongs to the effect, not to the objects it affects.

## Page 1

l03-p1-title = Earliest first, inside one layer
l03-p1-order = Inside a layer or sublayer, effects are normally applied in *timestamp order*: the one with the earlier timestamp first, then the later ones. When two effects of the same layer set the same characteristic, the later one is applied last, so its value is the one that stays; players call this "last in wins". The course reckons that timestamps settle 99% of the conflicts inside a layer. The other 1% call for characteristic-defining abilities (lesson 4) and dependency (lesson 5), which take precedence over timestamps.
l03-rule-613-7 = Within a layer or sublayer, the order of effects is usually set by timestamps: an effect with an earlier timestamp applies before an effect with a later one.
l03-p1-inside-only = "Last in wins" holds *inside one layer* and nowhere else. An effect of an earlier layer applies first whatever its timestamp: [[Godhead of Awe]] (7b) comes before [[Giant Growth]] (7c), even when Godhead arrived after the Growth resolved (lesson 2).
l03-p1-override = Two layer 6 effects show timestamp order at work. [[Dress Down]]: all creatures lose all abilities. [[Levitation]]: creatures you control have flying. Neither changes whether the other exists, nor what it applies to; they simply follow each other in timestamp order, and the later one has the last word. The rules call this *overriding*, and keep it apart from dependency.
l03-rule-613-9 = One continuous effect can override another; sometimes the result of one effect determines whether another applies or what it does.
l03-try-dress-first = Dress Down entered before Levitation: the Bears lose their abilities (they had none), then gain flying. They fly.
l03-try-levitation-first = The same cards with the timestamps swapped: Levitation gives flying, then Dress Down removes every ability. The Bears don't fly.

## Page 2

l03-p2-title = Where timestamps come from
l03-p2-intro = A timestamp is not just the moment a card was played. The rules list every event that gives one. In the course's 2011 text this is rule 613.6: the course lists seven events, the six below that have a 2011 number, then the rule for timestamps received at the same moment, which closes the list (the 2011 rule also has a line for face-up cards of the Planechase and Archenemy variants, which the course leaves out). Today it is rule 613.7, with letters from a to m (the rules skip the letter l); it adds counters, among others.
l03-p2-list =
    Today's numbers, with the course's in brackets:
    - 613.7a (613.6a): the effect of a *static ability* has the timestamp of the object that has the ability, or that of the effect that gave it the ability, whichever is later. The effect of [[Honor of the Pure]] is stamped when Honor of the Pure enters the battlefield;
    - 613.7b (613.6b): an effect created by a *resolving spell or ability* is stamped when it is created: [[Giant Growth]]'s, as it resolves;
    - 613.7c (new): each *counter* is stamped when it is put on an object or a player;
    - 613.7d (613.6c): an *object* gets a timestamp each time it enters a zone;
    - 613.7e (613.6d): an *Aura, Equipment or Fortification* gets a new one each time it becomes attached to an object or a player;
    - 613.7f (613.6e): a permanent gets a new one when it is *turned face up or face down*;
    - 613.7g (613.6f): a double-faced permanent gets a new one when it *transforms* (or converts).
    Then come 613.7h to 613.7k, for cards of the casual variants (plane, phenomenon and scheme cards, vanguards, conspiracies) and for stickers; and 613.7m, on objects stamped at the same moment (page 3).
l03-rule-613-7a = The effect of a static ability has the timestamp of the object the ability is on, or that of the effect that gave the object the ability, whichever is later.
l03-rule-613-7c = Each counter gets a timestamp as it is put on an object or player; putting another counter of the same kind there gives every counter of that kind this new timestamp.
l03-p2-counters = Rule 613.7c is not in the course's 2011 text. Counters then sat in a sublayer of their own, 7d, after every other modification, where they simply added up, and their order never came up. The rule came in 2020 with keyword counters (122.1b): a flying or hexproof counter applies in layer 6 (613.1f), among the effects that add and remove abilities, and there the order matters. A flying counter put on a creature after a "loses flying" effect began gives it flying; one put on before loses to that effect. Each counter is stamped as it is put on; putting on another counter of the same kind gives every counter of that kind the new timestamp. +1/+1 and -1/-1 counters now apply in 7c with the other modifications (613.4c), where their timestamps never change a sum.
l03-rule-613-7f = A permanent gets a new timestamp when it is turned face up or face down.
l03-try-face-up = Godhead of Awe starts face down, a 2/2 with no abilities (say it was manifested, so it may be turned face up for its mana cost). Lignify is attached to the Bears: its base 0/4 is the later 7b effect. Then Godhead is turned face up: it gets a new timestamp, and so does the effect of its static ability, which now applies after Lignify's.

## Page 3

l03-p3-title = Several timestamps at once
l03-p3-simultaneous = Sometimes several objects get a timestamp at the same moment: two permanents enter the battlefield together, two Auras become attached at once. Today their order is set in APNAP order: the active player's objects (those of the player whose turn it is) get the earlier timestamps, in the order that player chooses, then the nonactive player's objects, in the order that player chooses. The course's 2011 rule left the whole decision to the active player, whoever controlled the objects.
l03-rule-613-7m = Objects that would get a timestamp simultaneously are ordered in APNAP order: the active player's objects first, in the order they choose, then each other player's in turn order. In 2011, the last subrule of 613.6 let the active player order all of them.
l03-p3-example = The two Soldiers of [[Raise the Alarm]] get their timestamps at the same moment; since they are identical, their relative order changes nothing. It matters when the objects carry conflicting effects of the same layer: the later one wins, and APNAP decides which one is later.

## Page 4

l03-p4-title = A timestamp belongs to the effect
l03-p4-effect = The course insists on one point: a timestamp is attached to the *effect*, not to the objects it affects. The effect of [[Honor of the Pure]] keeps the timestamp Honor got when it entered the battlefield, however many creatures come under it or leave it. An effect overridden by a more recent one keeps its timestamp, and so does an effect that exists but currently affects nothing.
l03-p4-not-the-object = So, when you order the effects applied to a creature, the creature's own timestamp plays no part. What counts is when each effect began, or when its source entered the battlefield or became attached. A creature that arrives late doesn't make the effects that reach it any newer.
l03-try-aura = Godhead of Awe, then Grizzly Bears, then Lignify on the Bears, then a Craw Wurm. Godhead's effect reaches the Wurm with Godhead's own timestamp, older than Lignify's. Then Lignify moves to the Wurm: becoming attached again gives it a new timestamp.
l03-rule-613-7e = An Aura, Equipment or Fortification gets a new timestamp each time it becomes attached to an object or player.
l03-p4-control = A change of control is *not* in the list. A permanent that changes controller keeps its timestamp, and so do the effects of its static abilities. Likewise, an effect that begins or stops applying to a creature because that creature changed sides keeps its own timestamp.
l03-try-control = Godhead of Awe, then Lignify on the Bears: Lignify's effect is more recent and wins in 7b. Then p1 steals Godhead with Act of Treason. Godhead keeps its timestamp, and Lignify still wins.
l03-try-treason = Levitation has been on p0's side for a long time; Dress Down arrives; then p0 steals p1's Bears with Act of Treason. The Bears come under Levitation only now, but Levitation's effect keeps its old timestamp: in layer 6 it applies first, then Dress Down, then Act of Treason's haste.

## Page 5

l03-p5-title = Check yourself
l03-p5-intro = Timestamps in practice. For the computed questions, the engine's steps are the worked answer.
l03-q1-prompt = Levitation entered the battlefield first, then Dress Down. Which abilities do the Grizzly Bears (bears) have?
l03-q1-explain = Both effects are in layer 6 and neither depends on the other, so they apply in timestamp order (613.7): Levitation, the earlier one, first; Dress Down, the later one, after it, with the last word. That is overriding, not dependency (613.9). Swap the timestamps and the answer changes.
l03-q2-prompt = p0 has controlled Levitation since turn 2. This turn, p1 cast Dress Down; then p0 cast Act of Treason on p1's Grizzly Bears. Put the three layer 6 effects on the Bears in the order they apply.
l03-q2-i1 = Act of Treason: the Bears gain haste.
l03-q2-i2 = Dress Down: the Bears lose all abilities.
l03-q2-i3 = Levitation: the Bears have flying.
l03-q2-explain = Levitation's effect has Levitation's timestamp, from turn 2, even though it began to affect the Bears only when they changed sides (613.7a). Dress Down's effect has Dress Down's timestamp, from this turn. Act of Treason's effect was stamped as it resolved, last of the three (613.7b); its haste is the layer 6 part of an effect that began in layer 2 (613.6).
l03-q3-prompt = On that board, which abilities do the Bears (bears) end up with?
l03-q3-explain = Layer 2 first: Act of Treason gives p0 control of the Bears (613.1b). Then layer 6, in timestamp order: Levitation's effect first (it is as old as Levitation), then Dress Down's, then the layer 6 part of Act of Treason. If you took Levitation's effect for the newest because it has only just reached the Bears, you applied it last: but a timestamp belongs to the effect (613.7a, 613.7b).
l03-q4-prompt = On the Lignify board, Lignify was moved from the Bears to the Craw Wurm (wurm). What are the Wurm's power and toughness?
l03-q4-explain = Godhead of Awe and Lignify both set base power and toughness in 7b, so timestamps decide. Becoming attached to the Wurm gave Lignify a new timestamp, later than Godhead's (613.7e). In 7b Godhead's effect applies first and Lignify's last, so Lignify's values are the ones that stay (613.4b).
l03-q5-prompt = And the Grizzly Bears (bears), now that Lignify has left them?
l03-q5-explain = Lignify's static ability applies to whatever creature it enchants at the moment (611.3a), and that is no longer the Bears. Only Godhead of Awe's 7b effect is left for them, with Godhead's own timestamp (613.7a).
l03-q6-prompt = Godhead of Awe entered, then Lignify was put on the Grizzly Bears (bears), then p1 gained control of Godhead with Act of Treason. What are the Bears' power and toughness?
l03-q6-explain = A change of control gives no new timestamp: it is not in the list of 613.7. Godhead's effect keeps Godhead's timestamp, earlier than Lignify's, so in 7b Godhead's effect applies first and Lignify's last (613.4b).
l03-q7-prompt = Godhead of Awe was face down when Lignify was put on the Grizzly Bears (bears); then Godhead was turned face up. What are the Bears' power and toughness?
l03-q7-explain = Turning a permanent face up gives it a new timestamp (613.7f), and the effect of its static ability takes the object's timestamp (613.7a). Godhead's effect is now later than Lignify's: in 7b, Lignify's effect applies first and Godhead's last (613.4b).
l03-q8-prompt = Which of these events does *not* give a new timestamp?
l03-q8-c1 = An Equipment becomes attached to another creature.
l03-q8-c2 = A face-down creature is turned face up.
l03-q8-c3 = A permanent changes controller.
l03-q8-c4 = A creature card moves from a graveyard to the battlefield.
l03-q8-explain = Becoming attached (613.7e), being turned face up (613.7f) and entering a zone (613.7d) each give a new timestamp. A change of control is not in the list of 613.7: the permanent and the effects of its static abilities keep their timestamps.
l03-q8-c1-not = Becoming attached to another object gives an Aura, an Equipment or a Fortification a new timestamp (613.7e), and with it the effects of its static abilities.
l03-q8-c2-not = Turning a permanent face up (or face down) gives it a new timestamp (613.7f).
l03-q8-c4-not = An object gets a timestamp each time it enters a zone (613.7d): the creature on the battlefield is a new object, with a new timestamp.
l03-q9-prompt = It is your opponent's turn. A single effect puts a permanent of yours and a permanent of theirs onto the battlefield at the same time. Under today's rules, which one gets the earlier timestamp?
l03-q9-c1 = Your opponent's: the active player's objects come first, then the nonactive player's.
l03-q9-c2 = Yours: the nonactive player's objects come first.
l03-q9-c3 = Neither: they share a single timestamp.
l03-q9-c4 = You choose, since one of them is yours.
l03-q9-explain = Simultaneous timestamps are set in APNAP order (613.7m, 101.4): the active player's objects get the earlier ones, in the order that player chooses, then the nonactive player orders theirs. Under the course's 2011 rule, the active player ordered both permanents and could have put yours first.
l03-q9-c2-not = APNAP puts the active player first: it is your opponent's turn, so their permanent gets the earlier timestamp (613.7m, 101.4).
l03-q9-c3-not = Objects stamped at the same moment still get an order: 613.7m exists precisely to set it, so that timestamp order can always decide.
l03-q9-c4-not = Each player orders only their own objects, and the active player's come first: you choose the order among yours, not whether yours go before your opponent's.
