# Lesson 2: the layers at a glance (CR 613.1-613.4, 613.10, 613.11).

l02-title = The layers at a glance
l02-summary = The seven layers and their sublayers, then effects on players and on the rules of the game; the course's 2011 numbering beside today's; a memory aid, and a drill to make the order automatic.

## Page 1

l02-p1-title = Where the calculation starts
l02-p1-start = To know an object's characteristics at a given moment, start from the object itself: for a card, what is printed on it; for a token, or a copy of a spell or card, the values given by the effect that created it. Then apply every continuous effect that applies to it, not in the order the effects were created, but sorted into *layers*, from 1 to 7, with sublayers in layers 1 and 7.
l02-rule-613-1 = Start from the object's printed values (for a token or a copy of a spell or card, the values its creating effect defines), then apply the continuous effects in a series of layers, in a fixed order.
l02-p1-what-not-when = An effect's layer depends only on *what it changes*, never on where it comes from. Static ability, resolving spell, Aura or counter: whatever changes power and toughness belongs to layer 7. And whatever the timestamps, an effect in an earlier layer always applies before an effect in a later one. Timestamps (lesson 3) only order effects inside one layer or sublayer.
l02-try-godhead = Giant Growth resolves on the Bears, then Godhead of Awe enters. Godhead arrived last, yet its 7b effect applies first, and Giant Growth's 7c effect after it.

## Page 2

l02-p2-title = The seven layers
l02-p2-list =
    From the first layer to the last:
    - layer 1, *copiable values*: in 1a, copy effects ([[Clone]]) and the "as it enters" or "as it is turned face up" choices that set power and toughness ([[Aquamorph Entity]]); in 1b, face-down status;
    - layer 2, *control*: [[Mind Control]], [[Act of Treason]];
    - layer 3, *text*: [[Mind Bend]], [[Volrath's Shapeshifter]];
    - layer 4, *type*, covering card types, subtypes and supertypes: [[Blood Moon]];
    - layer 5, *color*: [[Painter's Servant]];
    - layer 6, *abilities*, whether added, removed or forbidden ("can't have"): [[Levitation]], [[Archetype of Imagination]];
    - layer 7, *power and toughness*, in four sublayers.
l02-rule-613-2 = Layer 1 has two sublayers: 1a, copy effects and the abilities that set power and toughness as an object enters or is turned face up; 1b, face-down status. What comes out of layer 1 are the object's copiable values.
l02-p2-layer7 =
    Layer 7 is the busiest one:
    - 7a, characteristic-defining abilities that define power and toughness: [[Tarmogoyf]], [[Maro]];
    - 7b, effects that *set* power and/or toughness to a value, "base power and toughness" included: [[Godhead of Awe]], [[Tree of Redemption]];
    - 7c, effects that *modify* power and/or toughness, *and* counters: [[Giant Growth]], [[Honor of the Pure]], +1/+1 and -1/-1 counters;
    - 7d, effects that *switch* power and toughness: [[Crag Puca]], [[Twisted Image]].
l02-rule-613-4 = Layer 7 is applied in sublayers: 7a characteristic-defining abilities, 7b setting, 7c modifying and counters, 7d switching. In 2011 there were five: 7a CDAs, 7b setting, 7c modifying, 7d counters, 7e switching.
l02-p2-then-and-now =
    The course follows the 2011 rules (its article dates from 2012), and two things have moved since:
    - layer 7 then had five sublayers: 7a CDAs, 7b setting, 7c modifying, *7d counters*, *7e switching*. Since April 2020, counters sit in 7c with the other modifications, and switching is 7d;
    - layer 1 was a single layer of copy effects, with face-down status handled beside it (the course's forum answer calls it step "1ter"). Today it has two sublayers, and the "as it enters" choices of power and toughness (the forum's "1bis") belong to 1a.
l02-p2-same-result = These moves change the labels, not the results. Counters and modifications only add up, so their order among themselves never matters, and switching comes after all of them in both numberings. When you read the course, translate its "7d" into today's 7c and its "7e" into today's 7d.
l02-try-seven = A Clone of p1 copies Grizzly Bears, and p0 steals it with Act of Treason. Then Xenograft (Soldier chosen), Painter's Servant (white chosen), Levitation, Honor of the Pure, Torpor Dust, a +1/+1 counter and Twisted Image each do their work in their own layer. The board opens on layer 4: Xenograft reaches the Clone only because control was settled in layer 2.

## Page 3

l02-p3-title = After the objects: players, then rules
l02-p3-after =
    Once every object's characteristics are known, two more groups of effects apply, each in timestamp order. The course's article numbers them "8" and "9", noting that they are not layers in the strict sense although they follow the same rules:
    - effects on *players*: the hexproof that [[Leyline of Sanctity]] or [[Witchbane Orb]] gives you;
    - last of all, effects on the *rules of the game*: no maximum hand size with [[Reliquary Tower]], no legend rule with [[Mirror Gallery]], "you can't lose the game" with [[Platinum Angel]].
l02-rule-613-10 = Effects that affect players rather than objects apply after objects' characteristics have been determined, in timestamp order.
l02-rule-613-11 = Effects that affect the rules of the game apply after all other continuous effects.
l02-p3-indestructible = One correction to the course. In 2011, indestructible was not an ability, so an effect that made a permanent indestructible was a rules effect, a "9". Since the Magic 2014 rules update (July 2013), indestructible is a keyword ability: granting it is a layer 6 effect, exactly like granting flying. A reader pointed this out in the comments under the course's article.
l02-p3-keywords = The article also files defender, vigilance and trample under "9". Read it this way: what those keywords *do* is a matter of rules, but *having* them is a matter of abilities, so an effect that grants or removes them belongs to layer 6.

## Page 4

l02-p4-title = A memory aid, and the logic behind it
l02-p4-mnemonic = One sentence holds the order of the layers: *Cold Coffee Tastes Terrible; Cream Adds Pleasure.* Copy, Control, Text, Type, Color, Abilities, Power and toughness. For layer 7, make the coffee in the right order: *Drip, Sugar, Milk, Stir*: Defined by a CDA (7a), Set (7b), Modified, with the counters stirred in along with the milk (7c), Switched (7d). Then the cup goes to the *Patron*, who follows the house *Rules*: players, then rules.
l02-p4-logic =
    The order also has a logic; the course says the rules are built to give intuitive results. Each layer settles what the following ones read:
    - the copy (1) decides what the object is before anything is added to it;
    - control (2) decides who "you" is for the effects that follow;
    - text (3) can rewrite the words of abilities that apply later;
    - type (4) decides what is a creature, a land or an Aura before colors, abilities and power and toughness are looked at;
    - abilities (6) come before power and toughness (7), because removing an ability can remove the very effect that would have set or defined them.
l02-p4-inside = Inside one layer, three rules decide the order, and the next lessons take them one at a time: characteristic-defining abilities first (lesson 4), then timestamp order (lesson 3), unless a dependency changes it (lesson 5).
l02-rule-613-3 = In layers 2 to 6, effects from characteristic-defining abilities apply first, then all other effects in timestamp order; dependency can change that order. In 2011 the rule covered layers 1 to 6.
l02-try-stolen = p1 controls Levitation and steals p0's Grizzly Bears with Act of Treason. Control is settled in layer 2, so in layer 6 Levitation finds the Bears among p1's creatures.

## Page 5

l02-p5-title = Layer drill
l02-p5-intro = For each effect, name its layer in today's numbering: 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, players or rules. A few of them are traps for readers of the 2011 course.
l02-drill-1-prompt = [[Clone]] enters the battlefield as a copy of [[Craw Wurm]]. In which layer does the copy effect apply?
l02-drill-1-explain = Copy effects are layer 1, sublayer 1a today (613.2a); what comes out of layer 1 are the object's copiable values (707.2). The course simply says layer 1: the sublayers came later.
l02-drill-2-prompt = [[Ixidron]] enters and turns the other nontoken creatures face down. In which layer is their face-down status applied?
l02-drill-2-explain = Face-down status is applied in 1b, right after copy effects (613.2b): the permanent becomes a 2/2 creature with no name, no color, no subtypes, no abilities and no mana cost (708.2). The course's forum answer places it in a pseudo-step it calls "1ter".
l02-drill-3-prompt = [[Mind Control]] is attached to a creature: the Aura's controller now controls that creature.
l02-drill-3-explain = Changing or setting the controller of an object is layer 2 (613.1b). It comes early on purpose: every later effect that says "you" or "creatures you control" reads the controller settled here.
l02-drill-4-prompt = [[Mind Bend]] turns the islandwalk that [[Lord of Atlantis]] grants into forestwalk.
l02-drill-4-explain = Mind Bend rewrites words in a permanent's text: a text-changing effect, layer 3 (613.1c, 612.1). The word "text" is the key, as the course says; [[Volrath's Shapeshifter]] is layer 3 for the same reason. Rewriting text is not granting or removing an ability (layer 6).
l02-drill-5-prompt = [[Blood Moon]]: nonbasic lands are Mountains.
l02-drill-5-explain = Changing card types, subtypes or supertypes is layer 4 (613.1d). Setting a land's subtype to a basic land type also takes away the abilities of its rules text and gives it the Mountain's mana ability: that is part of the same layer 4 effect (305.7).
l02-drill-6-prompt = [[Painter's Servant]], with white chosen: every card, spell and permanent is white in addition to its other colors.
l02-drill-6-explain = Changing colors is layer 5 (613.1e), whether the effect adds a color, as here, or sets the colors, as [[Cerulean Wisps]] does.
l02-drill-7-prompt = A spell says: "Target creature gains indestructible until end of turn."
l02-drill-7-explain = Since the Magic 2014 rules update (July 2013), indestructible is a keyword ability (702.12), so gaining it is an ability-adding effect, layer 6 (613.1f). In the 2011 course such an effect counted as a rules effect ("9"), because indestructible was not yet an ability.
l02-drill-8-prompt = [[Tarmogoyf]]: its power and toughness depend on the card types among cards in all graveyards.
l02-drill-8-explain = Tarmogoyf's ability defines its own power and toughness, unconditionally, from its own text: a characteristic-defining ability (604.3), applied in 7a (613.4a). Same label in 2011 and today.
l02-drill-9-prompt = [[Godhead of Awe]]: other creatures have base power and toughness 1/1.
l02-drill-9-explain = Setting power and toughness to a value is 7b (613.4b), and "base power and toughness" effects belong there too. Godhead affects other objects, so it can't be a characteristic-defining ability, and 7b comes after 7a.
l02-drill-10-prompt = A +1/+1 counter is put on a creature.
l02-drill-10-explain = Today, counters that change power and toughness are applied in 7c, together with effects that modify power and toughness (613.4c). In the 2011 course they had a sublayer of their own, 7d: "7d" is the trap. The label moved in 2020; the result did not, since all of these simply add up.
l02-drill-11-prompt = [[Crag Puca]]'s ability resolves: switch its power and toughness until end of turn.
l02-drill-11-explain = Switching comes last in layer 7: 7d today, 7e in the course (613.4d). It uses the values reached after 7c, counters included. The course's forum answer gives Cemetery Puca as its example here, a slip: Cemetery Puca becomes a copy (layer 1a); the switching card, named in the course's article, is Crag Puca.
l02-drill-12-prompt = [[Leyline of Sanctity]]: you have hexproof.
l02-drill-12-explain = An effect that gives an ability to a player, not to an object, applies after every object's characteristics are settled, in timestamp order (613.10; 613.9 in 2011). The course's article numbers this group "8".
l02-drill-13-prompt = [[Reliquary Tower]]: you have no maximum hand size.
l02-drill-13-explain = Maximum hand size is a rule of the game; effects on the rules apply after all other continuous effects (613.11; 613.10 in 2011). Changing the maximum hand size is the rule's own example. The course numbers this group "9".

## Page 6

l02-p6-title = Whole boards
l02-p6-intro = Now apply the order to whole boards. For the computed questions, the engine's steps are the worked answer.
l02-q-order-prompt = One creature is affected by the six effects below. Put them in the order the layer system applies them, whatever their timestamps.
l02-q-order-i1 = [[Twisted Image]] switches its power and toughness.
l02-q-order-i2 = [[Act of Treason]] gives you control of it.
l02-q-order-i3 = [[Giant Growth]] gives it +3/+3.
l02-q-order-i4 = It is a [[Clone]] that entered as a copy of [[Grizzly Bears]].
l02-q-order-i5 = [[Painter's Servant]] makes it white in addition to its other colors.
l02-q-order-i6 = [[Levitation]] gives it flying.
l02-q-order-explain = Copy (1a), control (2), color (5), abilities (6), modification of power and toughness (7c), switching (7d). The layer of each effect fixes its place; timestamps would only matter between two effects of the same layer or sublayer (613.1, 613.4).
l02-q-godhead-prompt = Giant Growth resolved on the Grizzly Bears (bears); later in the turn, Godhead of Awe entered the battlefield. What are the Bears' power and toughness?
l02-q-godhead-explain = "Last in wins" holds only inside one layer. Godhead of Awe sets base power and toughness in 7b; Giant Growth modifies them in 7c. 7b always applies before 7c, so Godhead sets the Bears' values first and Giant Growth's bonus is added to the result, even though Godhead arrived later (613.4b, 613.4c). Timestamps only order effects within the same sublayer (613.7).
l02-q-stolen-prompt = p1 controls Levitation and casts Act of Treason on p0's Grizzly Bears (bears). Which abilities do the Bears have?
l02-q-stolen-explain = Control is layer 2, abilities layer 6. By the time Levitation ("creatures you control have flying") is applied, Act of Treason has already made p1 the Bears' controller, so the Bears are among p1's creatures. Act of Treason's haste is the layer 6 part of the same effect: having started in layer 2, that effect keeps applying to the same creature in layer 6 (613.6).
l02-q-seven-pt-prompt = On the seven-layer board, what are the final power and toughness of the Clone (clone)?
l02-q-seven-pt-explain = Layer 1a makes the Clone a copy of Grizzly Bears, with their power and toughness. Layers 2 to 6 change no number. In 7c, Honor of the Pure (the Clone is now a white creature p0 controls), Torpor Dust and the +1/+1 counter are added up, and their order doesn't matter for a sum. In 7d, Twisted Image switches the result. In the course's numbering the counter was 7d and the switch 7e: same answer (613.4c, 613.4d).
l02-q-seven-types-prompt = On the same board, which creature types does the Clone have?
l02-q-seven-types-explain = Layer 1a: as a copy of Grizzly Bears, the Clone takes their creature type in place of its own (613.2a). Layer 2: Act of Treason gives p0 control of it. Layer 4: Xenograft adds the chosen type to the creatures p0 controls, in addition to their other types; control was settled two layers earlier, so the Clone is one of them (613.1b, 613.1d).
l02-q-numbering-prompt = A creature printed 2/4 has a +1/+1 counter, and an effect switches its power and toughness. In the course the counter is applied in 7d and the switch in 7e; today the counter is in 7c and the switch in 7d. What does the renumbering change?
l02-q-numbering-c1 = The result: with today's numbering the counter is applied after the switch.
l02-q-numbering-c2 = Only the labels: in both numberings the counter is added before the switch, and the creature ends up 5/3.
l02-q-numbering-c3 = The result: in 2011 the switch was applied before the counters.
l02-q-numbering-explain = In 2011: 7c modifying, 7d counters, 7e switching. Today: 7c modifying and counters, 7d switching. Modifications and counters only add up, so their order among themselves never changes the sum, and switching comes after all of them in both numberings (613.4c, 613.4d). Here the counter makes it 3/5, and the switch 5/3.
l02-q-numbering-c1-not = The counter does not move after the switch: today it sits in 7c, and 7c still comes before 7d, the switch. The renumbering merged two sublayers that only add up; it moved nothing past the switch.
l02-q-numbering-c3-not = In 2011 too the switch came last, in 7e, after the counters of 7d. Both numberings put every modification and every counter before the switch.
