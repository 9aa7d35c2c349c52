# Lesson 15: the forum answer's extra steps (text 002) and its apply-then-recheck procedure.

l15-title = The forum's extra steps: "0", "1bis", "1ter"
l15-summary =
    A forum answer in the course (text 002) walks through the layers with three extra steps that are not layers: "0" for flipped and transformed permanents, "1bis" for characteristics set as a permanent enters, "1ter" for face-down status. It ends with a procedure: apply one effect, then look again. This lesson gives each step its place in today's rules: the face that is up, layer 1a, layer 1b and rule 613.8c.

## Page 1

l15-p1-title = Three steps that are not layers
l15-p1-forum =
    Text 002 is a forum answer: it lists the layers in order, with an example card for each, and slips in three steps between quotation marks. It says plainly that they are not real layers, only things you need to settle before you can know an object's characteristics:
    - "0": apply the *flipped* status and the *transformed* state;
    - "1bis", right after the copy effects: effects that set or change a card's characteristics as it enters the battlefield or as it is turned face up; its example is [[Molten Sentry]];
    - "1ter": apply the *face-down* status, for permanents only; its example is [[Ixidron]].
l15-p1-today =
    Today's Comprehensive Rules give each of them a precise home. Step "0" is still not a layer: it decides which printed values the layers start from. Steps "1bis" and "1ter" became the two sublayers of layer 1: *1a* for copiable effects, which now include the "as it enters" effects, and *1b* for face-down status. The rest of the forum's list is the course's layer order, with the 2011 labels 7d (counters) and 7e (switch) that are 7c and 7d today.
l15-rule-613-1 = Start from the object's printed values (for a token or a copy, the values its creating effect gives), then apply the continuous effects layer by layer.

## Page 2

l15-p2-title = Step "0": flipped and transformed
l15-p2-faces =
    A flip card or a double-faced card carries two sets of characteristics, and only one of them counts at a time. A flipped permanent uses the name, text box, type line, power and toughness of its flipped half (710.2). A double-faced permanent has only the characteristics of the face that is up (712.8d–e).
    That choice is made before any continuous effect, which is why the forum numbers it "0": it picks the values layer 1 starts from. It is not an effect, so it has no layer and no timestamp to compare with anything.
l15-p2-consequences =
    Three consequences follow:
    - a permanent that transforms is not a new object, so the effects that applied to it go on applying (712.18): the +3/+3 a [[Giant Growth]] gave it until end of turn survives the transformation;
    - it does get a new timestamp when it transforms (613.7g), so the effects of its own static abilities count as newer than before;
    - a copy shows the difference between a status and a characteristic: a copy of a transformed permanent copies the face that is up (707.8), while a flipped permanent that becomes a copy of an unflipped flip card shows that card's flipped half, because the status that applies is the copy's own (707.3).
l15-rule-613-7g = A permanent receives a new timestamp when it transforms.
l15-q1-prompt = A transformed double-faced creature got +3/+3 until end of turn from [[Giant Growth]]. Later that turn it transforms back to its front face. What happens to the bonus?
l15-q1-c1 = It ends: a permanent that transforms becomes a new object.
l15-q1-c2 = It still applies: transforming makes no new object, it only changes the values the layers start from.
l15-q1-c3 = It applies only if the front face is also a creature card.
l15-q1-c4 = It moves to step "0" and is applied before the copy effects.
l15-q1-explain = A transforming permanent stays the same object, and every effect that applied to it keeps applying (712.18). The face that is up only changes the starting values (712.8d): the [[Giant Growth]] effect still exists, its set was fixed on that creature when it resolved (611.2c), and it still applies in layer 7c until end of turn.
l15-q1-c1-not = A transforming permanent does not become a new object (712.18): it is the same permanent with another face up, and every effect that applied to it keeps applying.
l15-q1-c3-not = Nothing in the rules makes the bonus depend on the face: it applies to the object, whatever face is up. (If the face up were not a creature, a power and toughness bonus would simply have nothing to change.)
l15-q1-c4-not = Step "0" only picks the face the layers start from. The bonus is a modification of power and toughness and stays where it belongs, in 7c.

## Page 3

l15-p3-title = Step "1bis": set as it enters
l15-p3-cards =
    Some cards choose their own size as they arrive. As [[Molten Sentry]] enters, its controller flips a coin: heads, it enters as a 5/2 with haste; tails, as a 2/5 with defender. [[Primal Clay]] lets its controller choose a 3/3, a 2/2 with flying, or a 1/6 with defender that is a Wall (lesson 7). [[Aquamorph Entity]] chooses 5/1 or 1/5 as it enters and again each time it is turned face up.
l15-p3-today =
    The forum applied these right after the copy effects. Today they *are* copiable effects and share layer 1a with copy effects (613.2a), ordered with them by timestamp. What they set becomes part of the object's copiable values (707.2). Three things follow:
    - later layers still work on top of them: an effect that sets power and toughness in 7b, such as [[Humility]], overrides the coin's 5/2, and 7c modifications add to whatever base is left;
    - they are not characteristic-defining abilities: a coin or a choice is a condition, so they fail the test of 604.3 and never go first in a layer, exactly what text 001 says of [[Aquamorph Entity]];
    - a permanent that *becomes* a copy of one of these creatures takes the values the choice set; one that *enters* as a copy also applies the copied "as it enters" ability itself, and its own choice gives it its power and toughness (707.5, 707.6).
l15-rule-613-2a = Layer 1a: copiable effects, that is copy effects, and "as it enters" or "as it is turned face up" abilities that set power and toughness, even if they also set other characteristics.
l15-rule-707-2 = Copiable values: the printed values, as modified by other copy effects, by face-down status and by those "as it enters" abilities. Other effects, status and counters are not copied.
l15-try-as-it-enters = Three creatures chose their size as they entered, then [[Humility]] arrives. Compare the values chosen in layer 1a with what Humility's step does in layer 7b.
l15-q2-prompt = [[Molten Sentry]] came up heads as it entered. Its controller has [[Glorious Anthem]], and [[Giant Growth]] has resolved on the Sentry. What are the Sentry's power and toughness?
l15-q2-explain = The coin's result is an "as it enters" effect of layer 1a (613.2a): it sets the base that every later layer starts from. Nothing sets the Sentry's power and toughness in 7b, so in 7c the Anthem and then [[Giant Growth]] add to that base, in timestamp order (613.4c, 613.7). The forum called this step "1bis"; today's answer is the same.
l15-q3-prompt = Same Sentry (heads) under [[Glorious Anthem]], but now the opponent controls [[Humility]]. What are the Sentry's power and toughness?
l15-q3-explain = The coin's 5/2 is set in layer 1a; Humility sets a base 1/1 in layer 7b, a later layer, so Humility wins whatever the timestamps (613.1, 613.4b). In 7c the Anthem then modifies that 1/1 (613.4c). Humility also removes haste, in layer 6. "Last one wins" only holds inside one layer: no timestamp lets layer 1a beat layer 7b.
l15-q4-prompt = On the same board, [[Primal Clay]] chose to be a 1/6 Wall with defender. What are its creature types?
l15-q4-explain = Primal Clay's Oracle text makes it "a 1/6 Wall artifact creature with defender in addition to its other types". An effect that says "in addition to its other types" keeps every type the object had (205.1b), so the Clay is a Shapeshifter Wall; without those words, "becomes a Wall artifact creature" would replace its creature types, by the same rule. The choice is set in layer 1a, with the power and toughness, and is part of the Clay's copiable values (613.2a, 707.2). [[Humility]] removes abilities in layer 6 (613.1f) and sets power and toughness in 7b; it changes no type. Defender is another matter: it is an ability, and Humility removes it.
l15-q5-prompt = [[Aquamorph Entity]] has stars for printed power and toughness; as it enters or is turned face up, its controller chooses 5/1 or 1/5. Is that a characteristic-defining ability?
l15-q5-c1 = Yes: it defines its own power and toughness, so it applies first, in 7a.
l15-q5-c2 = No: it depends on a choice, so it is no CDA; it creates a copiable effect of layer 1a.
l15-q5-c3 = Only while it is face down.
l15-q5-explain = A characteristic-defining ability sets the object's own characteristics unconditionally and works in every zone (604.3); a choice made as the creature enters is a condition, and outside the battlefield the Entity is a 0/0. Text 001 uses this very card as the counter-example to [[Aeon Chronicler]]. Today its choice is an "as it enters" effect of layer 1a (613.2a).
l15-q5-c1-not = Defining its own power and toughness is not enough: a CDA must also be unconditional (604.3a). A choice made as it enters is a condition, and outside the battlefield the Entity's stars count as 0.
l15-q5-c3-not = Face down, the Entity is a nameless 2/2 with no abilities at all (708.2): its choice applies as it enters or as it is turned face up, never while it is face down.
l15-q6-prompt = [[Primal Clay]] chose the 2/2 with flying. A [[Clone]] enters as a copy of it, and the Clone's controller chooses the 1/6 Wall with defender. What is the Clone?
l15-q6-c1 = A 2/2 with flying: the choice is copied and the Clone makes none of its own.
l15-q6-c2 = A 1/6 Wall with defender and flying: it copies the values the Clay's choice set, and its own choice sets its power and toughness.
l15-q6-c3 = A 1/6 Wall with defender, without flying: its own choice replaces the copied one entirely.
l15-q6-c4 = A 0/0: a copy only takes the printed stars, which count as 0.
l15-q6-explain = The Clay's choice is part of its copiable values (707.2), so the Clone copies a 2/2 with flying. An object that enters as a copy also applies the copied "as it enters" ability (707.5), with a choice of its own (707.6). The official ruling on Primal Clay draws the conclusion: the copy's power and toughness come from its own choice, so it ends a 1/6 Wall with defender *and* flying.
l15-q6-c1-not = Choices made for a permanent are not copied (707.6), but an object entering as a copy applies the copied "as it enters" ability itself (707.5): the Clone makes its own choice.
l15-q6-c3-not = The Clone's choice sets its power and toughness, but it doesn't erase what it copied: the Clay's flying is part of the copiable values it took (707.2).
l15-q6-c4-not = A copy takes the copiable values, and the Clay's choice is part of them (707.2); besides, the Clone applies the copied "as it enters" ability itself (707.5). Nothing is left as bare stars.
l15-q7-prompt = In which layer does [[Molten Sentry]]'s "heads: 5/2 with haste" apply today?
l15-q7-explain = "As it enters" and "as it is turned face up" abilities that set power and toughness create copiable effects, applied in layer 1a with the copy effects, in timestamp order (613.2a). The forum's step "1bis" came after all copy effects; today it shares their sublayer.

## Page 4

l15-p4-title = Step "1ter": face down
l15-p4-ixidron =
    The forum's third extra step applies the face-down status. A face-down permanent has only the characteristics its rule or effect gives it: by default, a 2/2 creature with no name, no text, no subtypes and no mana cost, hence no color (708.2).
    The forum's example, [[Ixidron]], turns every other nontoken creature face down as it enters. Its own power and toughness, a characteristic-defining ability, count the face-down creatures on the battlefield.
l15-p4-today =
    Today this is layer 1b (613.2b), right after the copiable effects of 1a. The order matters in both directions:
    - copy effects apply first, and the face-down status then hides them: a face-down permanent that becomes a copy of something is still a nameless 2/2 until it is turned face up (707.3);
    - every later layer works on the face-down 2/2 like on any creature: it can gain a color, an ability, an anthem's +1/+1 or counters;
    - a permanent that copies a face-down permanent copies the face-down values, a nameless 2/2, but is face up itself, since status is not copied (707.2): the Metamorph example of lesson 7.
    Turning a permanent face up or face down gives it a new timestamp (613.7f).
l15-rule-613-2b = Layer 1b: face-down spells and permanents get the characteristics of rule 708.2 (2011: no sublayer; the face-down values were part of the copiable values).
l15-rule-708-2 = A face-down permanent has only the characteristics its rule or effect lists: by default a 2/2 creature with no name, no text, no subtypes and no mana cost.
l15-rule-613-7f = A permanent receives a new timestamp when it is turned face up or face down.
l15-try-ixidron = Ixidron has turned the nontoken creatures face down. Look at what 1b leaves of each of them, then at what Ixidron's characteristic-defining ability counts in 7a.
l15-q8-prompt = [[Ixidron]] says: as it enters, turn all other nontoken creatures face down; its power and toughness are each equal to the number of face-down creatures on the battlefield. Its controller has [[Glorious Anthem]] and [[Grizzly Bears]]; the opponent has [[Lord of Atlantis]], [[Merfolk of the Pearl Trident]] and two Soldier tokens from [[Raise the Alarm]]. Ixidron enters. What are its power and toughness?
l15-q8-explain = As it enters, Ixidron turns the other *nontoken* creatures face down, whoever controls them; the tokens stay face up. Face-down status is applied in 1b (613.2b, 708.2). Ixidron's power and toughness are a CDA, applied first in 7a (613.4a): they count face-down creatures, and Ixidron itself is not one. Then the Anthem adds its bonus in 7c (613.4c).
l15-q14-prompt = On the same board, what are the power and toughness of the face-down [[Merfolk of the Pearl Trident]]?
l15-q14-explain = Face down, the Merfolk has only the characteristics of 708.2, applied in 1b (613.2b): no name and no subtypes, so it is no longer a Merfolk. The face-down [[Lord of Atlantis]] has no abilities either, so its "other Merfolk get +1/+1" no longer exists in layer 6 or 7c (613.1f). And [[Glorious Anthem]] only reaches its controller's creatures (613.4c).
l15-try-face-down = A face-down creature under [[Painter's Servant]], [[Honor of the Pure]] and [[Levitation]]: look at its color after 1b, then after layer 5.
l15-q9-prompt = A [[Grizzly Bears]] entered face down. Its controller also has [[Painter's Servant]] (white was chosen), [[Honor of the Pure]] and [[Levitation]]. What color is the face-down creature?
l15-q9-explain = Face-down status makes the creature colorless in layer 1b (613.2b, 708.2). The Servant's effect is a color effect of layer 5 (613.1e): it comes later and reaches every permanent, face down or not, with the color chosen for it.
l15-q15-prompt = On the same board, what are the face-down creature's power and toughness?
l15-q15-explain = Face-down status gives the base 2/2 in layer 1b. [[Honor of the Pure]] gives +1/+1 to the white creatures its controller controls, and its set is worked out on the board as the earlier layers left it (611.3a): the [[Painter's Servant]] made the creature white in layer 5 (613.1e), so Honor reaches it in 7c (613.4c).
l15-q10-prompt = A face-down permanent is a nameless, colorless 2/2 creature with no abilities. In which layer does that happen today?
l15-q10-explain = Layer 1b: face-down spells and permanents get the characteristics of 708.2 there, after the copiable effects of 1a (613.2b). Those are its copiable values too. The forum's step "1ter" sat exactly there.

## Page 5

l15-p5-title = Apply one effect, then look again
l15-p5-procedure =
    The forum closes on a procedure, and the article of text 001 ends with the same idea. Inside a layer, apply the effects of characteristic-defining abilities first, then the independent effects before those that depend on them, then timestamp order. *As soon as one effect has applied*, check again that each remaining effect still exists, is unchanged, and that the order still holds. Never go back to an effect already applied, nor to an earlier layer.
l15-p5-today =
    Today's rule 613.8c says the same thing: after each effect is applied, the order of the remaining ones is worked out again, and an effect may become dependent or independent. With 613.6 it gives the whole picture:
    - an effect that has not started may stop existing, because an effect just applied removed the ability that generates it;
    - an effect that has started keeps going in its later layers, to the same objects, even if its ability is gone (613.6);
    - nothing is undone: a later effect never sends you back to redo an earlier layer.
l15-rule-613-8c = After each effect is applied, the order of the remaining effects is determined again; an effect may become dependent on, or independent of, another.
l15-rule-613-6 = An effect with parts in several layers applies each part in its own layer; once it has started, it keeps applying to the same objects in its later layers, even if its ability is removed.
l15-p5-board = On the board of the question, layer 6 holds four effects. Those of [[Archetype of Imagination]] and [[Lord of Atlantis]] depend on [[Humility]], which would remove the abilities that generate them, so they wait. Of the effects that wait for nothing, [[Levitation]] has the earliest timestamp: it applies first, and the [[Grizzly Bears]] gain flying.
    Then Humility applies and takes every ability from every creature, that flying included. Looked at again, the effects of the Archetype and of the Lord no longer exist: they never apply, in this layer or in 7c.
l15-try-recheck = Layer 6, one effect at a time: at each step, look at which effects are still waiting, and at what becomes of them after Humility.
l15-q11-prompt = On this board ([[Archetype of Imagination]] and [[Lord of Atlantis]] for one player, then [[Levitation]] and [[Humility]] for the other, in that timestamp order, then [[Grizzly Bears]] on Levitation's side and a [[Merfolk of the Pearl Trident]] on the Lord's), what are the Merfolk's power and toughness?
l15-q11-explain = In layer 6 the Lord's effect depends on Humility's, which would remove the Lord's ability, so it waits (613.8a–b). Once Humility has applied, the waiting effects are looked at again (613.8c): the Lord's no longer exists, so its +1/+1 never reaches 7c, although the Lord's effect is older than Humility's. Humility's own effect has started in layer 6 and goes on into 7b (613.6).
l15-q12-prompt = Put the forum's procedure for one layer in order.
l15-q12-i1 = Apply the first effect of the list.
l15-q12-i2 = Set aside the effects of characteristic-defining abilities: they go first.
l15-q12-i3 = Look again: do the remaining effects still exist, unchanged, and is the order still right?
l15-q12-i4 = Order the other effects: independent ones before those that depend on them, then by timestamp.
l15-q12-i5 = When no effect is left, go to the next layer, never back.
l15-q12-explain = CDA effects go first in layers 2–6 and 7a (613.3, 613.4a). Among the others, dependency overrides timestamps (613.8b), and timestamps order the rest (613.7). After each single application the order is determined again (613.8c). Layers only go forward (613.1).

## Page 6

l15-p6-title = The forum's list, read today
l15-p6-list =
    Here is the forum's list with today's labels, each line with the example card the forum gave it:
    - "0", flipped or transformed: no layer; it gives the values the layers start from (613.1, 710.2, 712.8);
    - 1, copy effects ([[Clone]], Mirrorweave), and "1bis", as it enters ([[Molten Sentry]]): layer 1a (613.2a);
    - "1ter", face down ([[Ixidron]]): layer 1b (613.2b);
    - 2 control ([[Act of Treason]]), 3 text ([[Mind Bend]]), 4 type ([[Blood Moon]]), 5 color ([[Painter's Servant]]), 6 abilities ([[Levitation]], [[Archetype of Imagination]]): unchanged (613.1b–f);
    - 7a characteristic-defining abilities ([[Maro]]), 7b effects that set ([[Godhead of Awe]], [[Tree of Redemption]]): unchanged (613.4a–b);
    - 7c effects that modify ([[Giant Growth]]) and 7d counters (+1/+1 and -1/-1): one sublayer today, 7c (613.4c);
    - 7e switching: 7d today (613.4d); the forum's card for it is the subject of the next paragraph.
l15-p6-fixes =
    Two of the forum's example cards deserve a note. For the switch it names [[Cemetery Puca]], but that Puca becomes a copy of a creature that died, a copy effect of layer 1a; the switching Puca of the article is [[Crag Puca]]. Its example of one effect in several layers, [[Life and Limb]], is a good one: types in layer 4, green in layer 5, 1/1 in 7b.
l15-q13-prompt = [[Cemetery Puca]] becomes a copy of a creature that died, except that it keeps its own triggered ability. In which layer does that effect apply?
l15-q13-explain = Becoming a copy is a copy effect, applied in layer 1a (613.2a); the "except it has this ability" part belongs to the copy effect and becomes part of the copiable values (707.9a). The forum's 7e example was a slip for [[Crag Puca]], whose switch is 7e in 2011 and 7d today.
