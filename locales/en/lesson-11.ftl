# Lesson 11: layer 5, color-changing effects.

l11-title = Layer 5: color
l11-summary = Layer 5 changes or sets the colors of objects. The course calls it a very simple layer, and so it is, provided you keep two things apart: an effect that *sets* a color is not one that *adds* a color, and whatever layer 5 decides is what the later layers see. The course's card for this layer is Painter's Servant; Mycosynth Lattice, which the course meets in layer 4, makes everything colorless here too. Cerulean Wisps, Kormus Bell and Turn to Frog are this tutorial's own.

l11-p1-title = Where colors come from
l11-p1-intro = Before any effect applies, an object's colors come from its mana cost: it is the color of each colored mana symbol in that cost, whatever the color of its frame. A hybrid symbol counts for both its colors: [[Crag Puca]] is blue and red, [[Godhead of Awe]] is white and blue. A card with no colored symbol, such as [[Kormus Bell]], [[Mycosynth Lattice]] or [[Painter's Servant]], is colorless, and so are lands. A token takes its colors from the effect that creates it: the Soldiers of [[Raise the Alarm]] are white because the spell says so. Some cards also carry a color indicator (rule 204), which gives them their colors whatever their mana cost: in our catalogue, Avacyn, the Purifier, the back face of [[Archangel Avacyn]], has a red one.
l11-rule-202-2 = An object is the color or colors of the mana symbols in its mana cost, regardless of the color of its frame.
l11-rule-105-2c = An object with no color is colorless. Colorless is not a color.
l11-p1-examples = Colorless is not a color, and that has consequences: "choose a color" never offers colorless, and an effect that makes an object colorless takes every color away without giving it a new one.
l11-q1-prompt = With no effect applying to it, what color or colors is [[Crag Puca]]? Its mana cost is three blue/red hybrid symbols.
l11-q1-a = Colorless: a hybrid symbol belongs to neither color.
l11-q1-b = Blue only.
l11-q1-c = Red only.
l11-q1-d = Blue and red.
l11-q1-why = An object is the color of every colored mana symbol in its cost (202.2), and a hybrid symbol carries both of its colors: the Puca has both, and is a multicolored creature. Only an effect in layer 5 could change that.
l11-q1-a-not = A hybrid symbol is a colored symbol: it carries both its colors (202.2). Only a cost with no colored symbol at all makes an object colorless.
l11-q1-b-not = A hybrid symbol counts for both of its colors, not for the first one: blue/red makes the Puca blue *and* red (202.2).
l11-q1-c-not = Neither color of a hybrid symbol wins over the other: the Puca is both blue and red (202.2).
l11-p1-layer = Layer 5 then applies the effects that change colors: "becomes blue", "is black", "is the chosen color in addition to its other colors", "is colorless". The rule keeps the number it had in 2011. As in layers 2 to 6, effects from characteristic-defining abilities that define colors would come first (613.3); none of our cards has one.
l11-rule-613-1e = Layer 5: color-changing effects are applied.

l11-p2-title = Setting a color, adding a color
l11-p2-intro = Color effects come in two kinds, and the difference is everything. An effect that *sets* colors replaces them: the object has the new colors and only those. An effect that *adds* colors keeps the old ones and adds more.
l11-p2-cards = The cards:
    - [[Painter's Servant]], the course's card: as it enters, its controller chooses a color; every permanent, every spell and every card that isn't on the battlefield is that color *in addition* to its other colors. It adds.
    - [[Cerulean Wisps]]: target creature *becomes* blue until end of turn. It sets: the creature is blue and nothing else.
    - [[Mycosynth Lattice]]: all cards, spells and permanents are colorless. It sets the colors to none at all.
    - [[Kormus Bell]]: all Swamps are black creatures. It sets black, in one part of an effect that also works in layers 4 and 7b.
    - [[Turn to Frog]]: the creature becomes a blue Frog. It sets blue, in the layer-5 part of an effect that spans four layers.
l11-p2-order = All these effects apply in the same layer, so the usual order holds: timestamps, unless a dependency says otherwise. A static ability's effect has the timestamp of its permanent; a resolved spell's effect gets its own when the spell resolves. A "set" that comes later wipes out everything before it; an "add" that comes later piles onto whatever was set.
l11-rule-613-7 = Within a layer or sublayer, effects apply in timestamp order: a static ability's effect has the timestamp of its object, a resolved effect that of the moment it was created.
l11-p2-try = Painter's Servant (red) came first and Cerulean Wisps resolved later: look at the two steps of layer 5, in order.
l11-q2-prompt = [[Painter's Servant]] (red chosen) is on the battlefield; then an opponent's [[Grizzly Bears]] enters, and its controller casts [[Cerulean Wisps]] on it. What color or colors are the Bears?
l11-q2-why = Both effects belong to layer 5 (613.1e), and neither changes what the other applies to or what it does: timestamp order (613.7). The Servant's static effect is older, so it adds its color first; the Wisps' effect, created when the spell resolved and locked onto the Bears (611.2c), then sets their color and erases what was there.
l11-q3-prompt = An opponent's [[Grizzly Bears]] is the target of [[Cerulean Wisps]]; afterwards, [[Painter's Servant]] (red chosen) enters. What color or colors are the Bears?
l11-q3-why = The same two effects with the other timestamps. The Wisps' effect is now the older one: it sets the Bears' color first; the Servant's static effect, newer, then adds its color to every object, the Bears included (613.7). The Servant's effect is not locked to anything: it reaches whatever exists at each moment (611.3a).
l11-q4-prompt = [[Turn to Frog]] resolves on a creature. In which layer does the creature become blue?
l11-q4-why = Turn to Frog makes a single effect with parts in four layers: the Frog type in 4, blue in 5, the loss of abilities in 6, base 1/1 in 7b. Each part applies in its own layer (613.6), and the color part is a color-changing effect: layer 5 (613.1e).

l11-p3-title = Painter's Servant against Mycosynth Lattice
l11-p3-lead = [[Painter's Servant]] says everything is the chosen color in addition; [[Mycosynth Lattice]] says everything is colorless. Is there a dependency, and who wins?
l11-p3-intro = Apply the Lattice first: the Servant still applies to every object and still adds the same color. Apply the Servant first: the Lattice still applies to everything and still removes every color. Neither changes the existence, the set or the result of the other, so they are independent and timestamps decide. The newer one wins: if the Lattice is newer, everything is colorless; if the Servant is newer, everything is the chosen color and that color alone, since the Lattice has just taken all the others away.
l11-p3-try = Here the Servant (white) came first and the Lattice second: look at the order of the two steps of layer 5.
l11-q5-prompt = [[Mycosynth Lattice]] entered first, then [[Painter's Servant]] (white chosen), then [[Grizzly Bears]]. What color or colors are the Bears?
l11-q5-why = There is no dependency between the two effects: neither changes the set or the result of the other (613.8a). So timestamp order applies (613.7): the Lattice, older, first makes the Bears colorless, taking their green away; then the Servant adds its color. The Bears' own timestamp plays no part: only the timestamps of the effects count.
l11-q6-prompt = [[Kormus Bell]] entered first, then a [[Swamp]], then [[Painter's Servant]] (green chosen). What color or colors is the Swamp?
l11-q6-why = In layer 4 the Bell makes the Swamp a creature; having started, its effect carries on into layer 5 with the same object (613.6) and sets its color to black. The Servant's effect, newer, then adds its color (613.7). Had the Servant been older, the Bell's "set" would have come last and left black alone.
l11-q7-prompt = [[Painter's Servant]] (red chosen) entered first, then [[Mycosynth Lattice]]; then [[Cerulean Wisps]] resolved on a creature. Put these layer-5 effects in the order they apply.
l11-q7-wisps = Cerulean Wisps's effect (the creature becomes blue)
l11-q7-servant = Painter's Servant's effect (red in addition)
l11-q7-lattice = Mycosynth Lattice's color effect (everything is colorless)
l11-q7-why = None of these effects changes the existence, the set or the result of another, so there is no dependency (613.8a) and layer 5 follows the timestamps (613.7): first the Servant's effect (the Servant entered first), then the Lattice's, then the Wisps' effect, stamped when the spell resolved. The last "set" wins: the creature ends up blue.

l11-p4-title = What the later layers see
l11-p4-intro = Color matters most through the effects that look at it. [[Honor of the Pure]] gives +1/+1 to the white creatures its controller controls; [[Crusade]] gives it to every white creature. Both are static abilities: the set of creatures they affect is never frozen but read again at every moment, after the earlier layers have done their work. A creature that becomes white in layer 5 gets the bonus in layer 7c, and a creature that stops being white loses it, whatever the timestamps: the layers come first, and timestamps only order the effects inside one layer.
l11-rule-611-3a = A continuous effect from a static ability is not locked in: it applies at every moment to whatever its text describes.
l11-p4-try-honor = Painter's Servant (white) and Honor of the Pure: look at the Bears' colors after layer 5, then at Honor's set in 7c.
l11-p4-wisps = The other way round: [[Cerulean Wisps]] made a white [[Silvercoat Lion]] blue. Even if [[Crusade]] arrives afterwards, its newer timestamp changes nothing: colors are settled in layer 5, before layer 7c, and by then the Lion is no longer white.
l11-p4-try-crusade = Crusade entered after the Wisps resolved: look at the Lion's color when layer 7c comes.
l11-q8-prompt = [[Cerulean Wisps]] resolved on your [[Silvercoat Lion]]; afterwards, you cast [[Crusade]]. What are the Lion's power and toughness?
l11-q8-why = The Wisps set the Lion's color in layer 5 (613.1e). Crusade's +1/+1 is a layer-7c effect (613.4c) whose set follows the board (611.3a): it looks for white creatures once layer 5 is done. Its newer timestamp only matters against other 7c effects; it cannot reach back into layer 5.
l11-q9-prompt = You control [[Honor of the Pure]] and [[Grizzly Bears]]; then your opponent's [[Painter's Servant]] enters, white chosen. What are the Bears' power and toughness?
l11-q9-why = The Servant belongs to your opponent, but its effect touches every permanent: in layer 5 it adds white to the Bears (613.1e). Honor of the Pure looks at the white creatures *you* control, and its set is read after layer 5 (611.3a), so it finds the Bears in layer 7c (613.4c). The Servant itself, white as well, is not yours: Honor leaves it out.
l11-p4-frog = [[Turn to Frog]] shows all of this at once. It is one effect, split across four layers: Frog (4), blue (5), no abilities (6), base 1/1 (7b). A white creature it hits is blue by the time layer 7c comes, so [[Crusade]] passes it by.
l11-q10-prompt = You control [[Crusade]] and a [[Silvercoat Lion]]; your opponent casts [[Turn to Frog]] on the Lion. What are its power and toughness?
l11-q10-why = Turn to Frog's effect starts in layer 4 and carries on with the Lion into layers 5, 6 and 7b (613.6): the Lion is blue after layer 5 and gets base 1/1 in 7b (613.4b). In 7c, Crusade looks for white creatures (613.4c) and no longer finds the Lion.
