## Lesson 6: one effect, several layers (CR 613.6; 613.5 in 2011)

l06-title = One effect, several layers
l06-summary = Many effects do more than one thing: [[Act of Treason]] takes control of a creature and gives it haste, [[Life and Limb]] turns Forests into green 1/1 Saproling creatures. Each part of such an effect applies in its own layer, under that layer's rules. And once an effect has started to apply, it goes all the way, even if the ability that generates it disappears on the way.

## Page 1

l06-p1-title = Split the effect
l06-p1-text1 = The course calls it "divide and conquer". [[Act of Treason]] says: gain control of target creature until end of turn, untap that creature, and it gains haste until end of turn. Don't look for *the* layer of Act of Treason: split its effect into parts and put each part where it belongs.
l06-p1-parts = The parts of Act of Treason:
    - gaining control: layer 2;
    - haste: an ability is added, so layer 6;
    - untapping: not a continuous effect at all. It is a one-shot effect, carried out once as the spell resolves, and it has no layer.
l06-rule-6 = An effect that should apply in several layers or sublayers applies each of its parts in the right one. Once it has started to apply in one of them, it keeps applying to the same set of objects in the others, even if the ability generating it was removed in the meantime.
l06-p1-text2 = Each part then follows the rules of its layer like any other effect: there it takes its place in timestamp order, and in dependency if there is any. All the parts share the effect's timestamp, which for Act of Treason is the moment it resolved (613.7b). They also share its set of affected objects, locked when it resolved (611.2c), and its duration: both parts end together at the end of the turn.
l06-p1-text3 = In the course's 2011 rules this rule was numbered 613.5. The course's rules summary (text 000) quotes only its first sentence, on splitting the effect; the article (text 001) adds the second, on an effect that has started, which page 3 covers.
l06-try-treason = The board opens at Act of Treason's first step. Look at its layer, then step on: where does its other part apply?
l06-q-treason-controller-prompt = On their own turn, your opponent (p1) casts [[Act of Treason]] on your [[Grizzly Bears]]. Who controls the Bears?
l06-q-treason-controller-why = The control part of Act of Treason applies in layer 2 (613.1b). Its set was fixed on the Bears when the spell resolved (611.2c), and no other effect on the board changes control, so that part alone decides. The haste part is applied separately, in layer 6 (613.6).
l06-q-treason-haste-layer-prompt = In which layer does the "it gains haste" part of [[Act of Treason]] apply?
l06-q-treason-haste-layer-why = Haste is an ability, and effects that add or remove abilities apply in layer 6 (613.1f). The control part of the same spell applies in layer 2: one effect, two layers (613.6). Untapping the creature is a one-shot effect and has no layer.

## Page 2

l06-p2-title = Life and Limb: one ability, three layers
l06-p2-text1 =
    The forum summary of the course (text 002) takes [[Life and Limb]] as its example: all Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types. One sentence, three layers:
    - layer 4: each one becomes a creature and a land, a Saproling and a Forest, on top of its other types;
    - layer 5: each one becomes green, and only green;
    - sublayer 7b: its power and toughness are set to 1/1.
l06-p2-text2 = Between and after those parts, other effects take their turn in their own layers. A [[Giant Growth]] cast on such a Forest gives +3/+3 in sublayer 7c, after Life and Limb's 7b part, whatever the timestamps. Spells work the same way: [[Turn to Frog]] (until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1) is one effect with parts in four layers.
l06-try-landl = Life and Limb's 7b part: the Forest gets its base 1/1, before Giant Growth's +3/+3 in 7c.
l06-q-landl-pt-prompt = You control [[Life and Limb]] and a basic [[Forest]]. You cast [[Giant Growth]] on the Forest. What are its power and toughness?
l06-q-landl-pt-why = Life and Limb's effect makes the Forest a creature in layer 4, so its later parts keep applying to it: green in layer 5, base power and toughness in sublayer 7b (613.6, 613.4b). Giant Growth modifies power and toughness, which is sublayer 7c (613.4c), after every 7b effect whatever the timestamps: start from the 7b value and add the 7c bonus.
l06-q-frog-order-prompt = [[Turn to Frog]] resolves on a creature. Put the parts of its effect in the order the game applies them.
l06-q-frog-order-a = It has base power and toughness 1/1.
l06-q-frog-order-b = It loses all abilities.
l06-q-frog-order-c = It becomes blue.
l06-q-frog-order-d = It becomes a Frog and loses its other creature types.
l06-q-frog-order-why = One effect, four layers (613.6): the creature type belongs to layer 4, the color to layer 5, the loss of abilities to layer 6, and the base power and toughness to sublayer 7b (613.1). The order of the words on the card means nothing; the order of the layers decides.

## Page 3

l06-p3-title = All or nothing
l06-p3-text1 = The course sums the rule up in three words: no half measures. Once one part of an effect has applied in a layer, all its parts in the later layers apply too, even if the effect has stopped existing in between, for instance because the ability that generates it was removed. The rule itself adds a detail the course leaves out: those later parts apply *to the same set of objects* the effect had when it started.
l06-p3-text2 = The converse holds as well, and the course's summary states it too: an effect that was not active when its first layer came is not active in the later ones either. If an effect has stopped existing before its first part could apply, none of its parts apply.
l06-p3-text3 = On that board, [[Humility]] (all creatures lose all abilities and have base power and toughness 1/1) meets [[Lord of Atlantis]] (other Merfolk get +1/+1 and have islandwalk). The Lord's effect has a part in layer 6 (islandwalk) and one in sublayer 7c (+1/+1). In layer 6, applying Humility would remove the Lord's ability: the Lord's effect depends on Humility's (613.8a), so Humility goes first and the Lord's effect disappears before its layer-6 part applies. It never started, so its 7c part never applies either: the other Merfolk get no bonus. Humility's own 7b part, which did start in layer 6, applies as usual.
l06-try-lord = Layer 6, one effect at a time: look at what becomes of the Lord's effect, then at whether any part of it reaches 7c.
l06-q-lord-merfolk-prompt = [[Lord of Atlantis]] and a [[Merfolk of the Pearl Trident]] are on the battlefield, then your opponent's [[Humility]] enters. What are the Merfolk's power and toughness?
l06-q-lord-merfolk-why = In layer 6, applying Humility would remove the ability that generates the Lord's effect, so the Lord's effect depends on Humility's (613.8a) and stops existing once Humility has applied. It never started to apply, so its 7c part (the +1/+1) never applies either (613.6). Humility's 7b part sets the base power and toughness of every creature it affected in layer 6 (613.4b), and nothing is left to modify them.

## Page 4

l06-p4-title = Humility and Opalescence: a first look
l06-p4-intro = The course's favourite brain-teaser: one player controls both [[Opalescence]] and [[Humility]]. Opalescence makes Humility a creature, so Humility's own effect reaches it in layer 6 and removes its ability. What then?
l06-p4-text1 = Split both effects. [[Opalescence]] has a part in layer 4 (each other non-Aura enchantment is a creature) and one in sublayer 7b (base power and toughness equal to the mana value); [[Humility]] has a part in layer 6 (all creatures lose all abilities) and one in sublayer 7b (base 1/1).
l06-p4-text2 =
    Step by step, as the course does it:
    - layer 4: Opalescence makes Humility an enchantment creature (Opalescence itself is not affected: "each other");
    - layer 6: Humility is now a creature, so its own effect reaches it, and Humility loses its ability;
    - sublayer 7b: Humility's effect started in layer 6, so its 7b part applies all the same (613.6), to the same creatures, Humility included. Opalescence's 7b part applies too. The two are independent, so timestamps decide.
l06-p4-text3 = So in 7b, the newer of the two has the last word: if Humility arrived first, Opalescence then sets Humility's power and toughness to its mana value; if Opalescence arrived first, Humility's 1/1 comes last. Lesson 16 comes back to this pair, with more creatures on the board.
l06-try-humility = Humility entered first. Look at its step in 7b: which creatures does it reach, although Humility lost its ability in layer 6?
l06-q-humility-7b-prompt = In layer 6, Humility's effect removes Humility's own ability. What becomes of the effect's part in sublayer 7b?
l06-q-humility-7b-a = Nothing is left of it: the ability is gone, so the effect no longer exists and sets nothing.
l06-q-humility-7b-b = It still applies, to the same creatures as in layer 6, Humility included.
l06-q-humility-7b-c = It still applies, but only to creatures other than Humility.
l06-q-humility-7b-d = It still applies, with a new timestamp taken when the ability was removed.
l06-q-humility-7b-why = Humility's effect started to apply in layer 6, so it keeps applying in the later layers, to the set of objects it had when it started, even though the ability generating it was removed on the way (613.6). Its timestamp does not change either: it is still Humility's (613.7a).
l06-q-humility-7b-a-not = Removing the ability stops only effects that have not started. Humility's effect started in layer 6, so its later parts still apply (613.6); the converse holds for an effect that never started.
l06-q-humility-7b-c-not = The later parts keep the set the effect had when it started: in layer 6 that set held Humility, a creature by then, so it still does in 7b (613.6).
l06-q-humility-7b-d-not = Losing an ability gives no timestamp: the effect keeps Humility's (613.7a). Only the events of 613.7 give timestamps.
l06-q-humility-first-prompt = [[Humility]] (all creatures lose all abilities and have base power and toughness 1/1) entered first, then [[Opalescence]] (each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value). What are Humility's power and toughness?
l06-q-humility-first-why = Layer 4: Opalescence makes Humility a creature. Layer 6: Humility's effect applies to every creature, Humility included, and removes its ability; since that effect has started, its 7b part still applies (613.6). In 7b the two effects are independent and go in timestamp order (613.7): Humility's 1/1 first, as it is older, then Opalescence's, which sets Humility's base power and toughness to its mana value (613.4b).
l06-q-opalescence-first-prompt = This time [[Opalescence]] entered first, then [[Humility]]. What are Humility's power and toughness?
l06-q-opalescence-first-why = Layers 4 and 6 go exactly as before: Humility becomes a creature, then loses its ability, and its 7b part still applies (613.6). Only the order in 7b changes (613.7): Opalescence's part now applies first and Humility's comes last, so Humility's own value is the one that stays (613.4b).
l06-p4-text4 = Two rules of thumb to keep from this lesson: an effect that has started goes all the way, to the same objects; an effect that never started does nothing, in any layer.
