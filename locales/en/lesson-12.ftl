# Lesson 12: layer 6, abilities.

l12-title = Layer 6: abilities
l12-summary = Layer 6 is where objects gain and lose abilities. The course calls it the most crowded layer, and the one that depends most on the layers before it: control, types and colors are settled by then, and they decide who gets what. This lesson covers Levitation, Lord of Atlantis, Chromatic Lantern, the haste of Act of Treason, Humility and Dress Down, the "can't have" of Archetype of Imagination, the course's Opalescence + Humility example, the difference between overriding and dependency, and indestructible, a keyword since 2013.

l12-p1-title = What layer 6 does
l12-p1-intro = Layer 6 applies three kinds of effects: those that *add* abilities, those that *remove* them, and those that say an object *can't have* an ability. Since 2020, keyword counters (a flying counter, say) are applied here as well. The rule's number is the same as in 2011.
l12-rule-613-1f = Layer 6: ability-adding effects, keyword counters, ability-removing effects and effects that say an object can't have an ability are applied.
l12-p1-cards = The cards. From the course:
    - [[Levitation]]: creatures you control have flying.
    - [[Archetype of Imagination]]: your creatures have flying; your opponents' creatures lose flying and can't have or gain it.
    - [[Act of Treason]]: the stolen creature gains haste; the control part of the same effect was applied in layer 2.
    - [[Humility]], with [[Opalescence]] in the course's example: all creatures lose all abilities (Humility also makes them 1/1, in layer 7b).
    This tutorial's own:
    - [[Lord of Atlantis]]: other Merfolk have islandwalk (their +1/+1 waits for layer 7c).
    - [[Chromatic Lantern]]: lands you control have "tap: add one mana of any color".
    - [[Dress Down]]: all creatures lose all abilities, like Humility, without setting their power and toughness.
l12-p1-keyword = Two details. An effect that removes a keyword removes every instance of it: a creature that has flying from two sources and "loses flying" has none left. And "loses all abilities" removes what the object has at the moment that effect applies in layer 6, printed or granted by earlier effects; an ability granted by a newer effect comes afterwards and stays.
l12-q1-prompt = [[Act of Treason]] resolves: you gain control of target creature until end of turn, untap it, and it gains haste until end of turn. In which layer does the haste apply?
l12-q1-why = Act of Treason creates one effect with two parts: the control change in layer 2, and the haste in layer 6, as an ability-adding effect (613.1f). Each part applies in its own layer, to the same creature (613.6). The untapping is a one-shot effect and belongs to no layer at all.

l12-p2-title = The earlier layers decide who is affected
l12-p2-intro = By the time layer 6 starts, control (layer 2), types (layer 4) and colors (layer 5) are settled, and layer-6 effects read them. Take [[Act of Treason]]: in layer 2 its effect gives you control of an opponent's creature; in layer 6 your [[Levitation]], which gives flying to the creatures *you* control, now counts that creature. The haste comes from the layer-6 part of Act of Treason's own effect, which keeps applying to the same creature (613.6). Both apply in layer 6, in timestamp order.
l12-p2-try-treason = Look at the Bears' controller after layer 2, then at the two effects that reach them in layer 6.
l12-q2-prompt = Your opponent controls [[Levitation]]; you control [[Grizzly Bears]]. Your opponent casts [[Act of Treason]] on the Bears. What abilities do the Bears have?
l12-q2-why = Layer 2 comes first: the control part of Act of Treason makes your opponent the Bears' controller (613.1b). In layer 6, Levitation gives flying to the creatures its controller controls, the Bears now among them, and the haste part of Act of Treason, started in layer 2, applies to the same creature (613.6, 613.1f).
l12-p2-too-late = The other side of the coin: layer 6 comes too late to undo what layers 1 to 5 have done. [[Magus of the Moon]] makes nonbasic lands Mountains in layer 4. If [[Dress Down]] makes every creature lose all abilities, the Magus loses its ability in layer 6, but its effect was applied in layer 4, and the layers never go back. The nonbasic lands remain Mountains. The same reasoning explains the course's Opalescence + Humility example, further on.
l12-p2-try-magus = Look at the layer of the Magus's effect, then at the step where Dress Down takes the Magus's ability away.
l12-q3-prompt = Your opponent controls [[Magus of the Moon]]; you control a [[Canopy Vista]] and then cast [[Dress Down]]. What are the Vista's subtypes?
l12-q3-why = The Magus's effect changes types: it applies in layer 4 (613.1d), setting the Vista's land type with the consequences of 305.7. Dress Down removes the Magus's ability in layer 6 (613.1f), once layer 4 is over: the layers are applied once, in order, and nothing in layer 6 can undo a result of layer 4.

l12-p3-title = Timestamps and overriding
l12-p3-intro = Inside layer 6, effects go in timestamp order as anywhere else, and the newer one has the last word. [[Levitation]] then [[Dress Down]]: your creatures gain flying, then lose everything, flying included. [[Dress Down]] then [[Levitation]]: they lose everything, then gain flying. Dress Down does not *depend* on Levitation, nor Levitation on Dress Down: Dress Down does not remove Levitation's ability (Levitation is an enchantment, not a creature), does not change which creatures it affects, and does not change what it does to them. It only overwrites the result. The rules say so in as many words: one effect can override another, and that is not a dependency.
l12-rule-613-9 = One continuous effect can override another. Sometimes the result of one effect determines whether another applies or what it does.
l12-p3-try = Levitation came first and Dress Down later: look at the order of their two steps in layer 6.
l12-q4-prompt = [[Dress Down]] is on the battlefield; you then cast [[Grizzly Bears]], then [[Levitation]]. What abilities do the Bears have?
l12-q4-why = Both effects are in layer 6 and neither depends on the other (613.9), so timestamp order (613.7). Dress Down's effect is the older: it removes the Bears' abilities first. Levitation's, newer, then grants flying, and nothing comes after it to take it away.
l12-q5-prompt = [[Levitation]] entered first, then [[Dress Down]]. How does layer 6 order their effects?
l12-q5-a = Levitation's effect depends on Dress Down's: Dress Down goes first, and the creatures keep flying.
l12-q5-b = Dress Down's effect depends on Levitation's: it waits for Levitation, whatever the timestamps.
l12-q5-c = Neither depends on the other: timestamp order, and Dress Down, the newer, overrides the flying.
l12-q5-why = A dependency needs one effect to change the other's existence, text, set or result (613.8a). Dress Down removes abilities from creatures only; Levitation is an enchantment, so its effect survives, applies to the same creatures and grants the same flying. Dress Down merely overrides its result, and overriding is not dependency (613.9). The timestamps decide.
l12-q5-a-not = Dress Down cannot take Levitation's ability away: Levitation is an enchantment, not a creature, so its effect exists whatever Dress Down does, and there is no dependency.
l12-q5-b-not = Applying Levitation first changes nothing for Dress Down: it still exists, still applies to every creature and still removes every ability. Overwriting a result is overriding, not dependency (613.9).
l12-q6-prompt = [[Humility]] is on the battlefield, and so are your [[Grizzly Bears]]. Your opponent casts [[Act of Treason]] on them. What abilities do the Bears have?
l12-q6-why = In layer 6, Humility's effect is the older: it removes the Bears' abilities first. The haste part of Act of Treason, stamped when the spell resolved and already started in layer 2 (613.6), comes next and grants haste (613.7). Neither effect depends on the other: had Humility been the newer, it would simply have overridden the haste (613.9).

l12-p4-title = When it is a dependency
l12-p4-intro = Things change when the ability that generates an effect sits on a creature. [[Lord of Atlantis]] is a creature: if [[Humility]] applied first, the Lord would lose the ability that generates its effect, and the effect would no longer exist. That is the first case of the definition: the Lord's effect *depends* on Humility's, so Humility applies first, whatever the timestamps, and the Lord's effect disappears. The other Merfolk get neither islandwalk in layer 6 nor +1/+1 in layer 7c: the effect never started, so no part of it carries on into 7c. [[Dress Down]] does exactly the same.
l12-p4-try-lord = The Lord is older than Humility: look at which of the two layer 6 applies first, and what becomes of the other.
l12-q7-prompt = You control [[Merfolk of the Pearl Trident]] and [[Lord of Atlantis]]; your opponent then casts [[Humility]]. What are the Merfolk's power and toughness?
l12-q7-why = Both effects have a part in layer 6. Applying Humility first would remove the Lord's ability and end its effect: the Lord's effect depends on Humility's (613.8a) and waits for it (613.8b), although it is older. Once Humility has applied, the Lord's effect no longer exists; it never started, so its 7c part never applies (613.6). Humility's 7b part, started in layer 6, sets the base power and toughness of every creature.
l12-q8-prompt = First came [[Lord of Atlantis]], then [[Levitation]], then [[Humility]]. Put their layer-6 effects in the order they apply.
l12-q8-lord = Lord of Atlantis's effect (other Merfolk have islandwalk)
l12-q8-levitation = Levitation's effect (your creatures have flying)
l12-q8-humility = Humility's effect (creatures lose all abilities)
l12-q8-why = The Lord's effect depends on Humility's, since Humility would remove the Lord's ability (613.8a): it waits until Humility has applied (613.8b). Levitation depends on nothing: it is an enchantment, out of Humility's reach. Among the effects that wait for nothing, the earliest timestamp goes first (613.7): Levitation, then Humility. The Lord's turn comes last, and by then its effect no longer exists.
l12-p4-course = Now the course's own example for layer 6: player A, who enjoys keeping judges busy, controls [[Opalescence]] and [[Humility]]. Split each effect into its parts: Opalescence has a layer-4 part (each other non-Aura enchantment is a creature) and a layer-7b part (base power and toughness equal to the mana value); Humility has a layer-6 part (creatures lose all abilities) and a layer-7b part (base 1/1). Then go through the layers:
    - Layer 4: Opalescence makes Humility an enchantment creature.
    - Layer 6: Humility, now a creature, is in its own set: it loses all its abilities, including the one that generates this very effect.
    - Layer 7b: Humility's effect still applies, because an effect that has started keeps applying in the later layers, even if the ability that generates it has been removed meanwhile. Two independent effects remain in 7b and go in timestamp order: Humility is 1/1 if Opalescence is the older, 4/4 (its mana value) if Humility is the older.
l12-rule-613-6 = An effect that has started to apply in one layer keeps applying to the same set of objects in the later layers, even if the ability that generates it is removed along the way.
l12-p4-try-humility = Humility entered before Opalescence: look at what Humility's effect does to Humility itself in layer 6, then at the two steps of 7b.
l12-q9-prompt = [[Humility]] entered first, then [[Opalescence]]. What are Humility's power and toughness?
l12-q9-why = Layer 4: Opalescence makes Humility a creature. Layer 6: Humility removes the abilities of every creature, its own included, but its effect has started, so its 7b part keeps applying (613.6). In 7b, Humility's "base 1/1" and Opalescence's "base power and toughness equal to the mana value" are independent and go in timestamp order (613.7, 613.4b): Humility's, the older, first, and Opalescence's last. Lesson 16 runs the example both ways.

l12-p5-title = "Can't have", and indestructible
l12-p5-cant = "Loses flying" and "can't have flying" are not the same thing. A "loses" effect is overridden by any newer effect that grants the ability back. A "can't have" effect is not: as long as it applies, no effect can give the object that ability, whatever its timestamp. [[Archetype of Imagination]] does both to your opponents' creatures: they lose flying, and they can't have or gain it. So even a newer [[Levitation]] on your opponent's side gives them nothing.
l12-p5-try = The Archetype came first and your opponent's Levitation later: look at what Levitation's step gives the Bears.
l12-q10-prompt = You control [[Archetype of Imagination]] (creatures your opponents control lose flying and can't have or gain flying); your opponent controls [[Grizzly Bears]] and then casts [[Levitation]]. What abilities do your opponent's Bears have?
l12-q10-why = All these effects are in layer 6 (613.1f) and go in timestamp order (613.7). The Archetype's second ability removes flying from the Bears and says they can't have it; Levitation, newer, tries to grant flying to its controller's creatures, but an object that can't have an ability gets it from no effect, older or newer.
l12-p5-indestructible = The course's article (2012) filed "a permanent is indestructible" among the effects that change the rules of the game, its "layer 9". Since the rules update of July 2013 (Magic 2014), indestructible is a keyword ability, as a reader's comment on the course pointed out: "gains indestructible" is an ability-adding effect of layer 6, and "loses all abilities" takes it away. [[Darksteel Citadel]] simply has it printed.
l12-rule-702-12 = Indestructible is a static keyword ability: a permanent with indestructible can't be destroyed, neither by lethal damage nor by effects that say "destroy".
l12-q11-prompt = An effect says "target creature gains indestructible until end of turn". Under today's rules, where does it apply?
l12-q11-a = With the effects that change the rules of the game, after every layer, as in the course's article (2012).
l12-q11-b = In layer 6: indestructible has been a keyword ability since 2013, and the effect adds it.
l12-q11-c = In layer 7b, with the effects that set a creature's power and toughness.
l12-q11-why = Since July 2013, indestructible is a keyword ability (702.12). An effect that grants it is an ability-adding effect, so layer 6 (613.1f); only effects that change the rules of the game themselves are left for the very last step (613.11). The course was written before the change.
l12-q11-a-not = That was the filing of the course's article (2012), when indestructible was no ability. Since July 2013 it is a keyword ability (702.12), and an effect that grants an ability is a layer 6 effect (613.1f).
l12-q11-c-not = Indestructible has nothing to do with power and toughness: it keeps a permanent from being destroyed. Granting it is adding an ability, layer 6 (613.1f).
