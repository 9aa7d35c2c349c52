# Lesson 13: layer 7, power and toughness.

l13-title = Layer 7: power and toughness
l13-summary = Layer 7 computes power and toughness in sublayers that always come in the same order: characteristic-defining abilities, then effects that set values, then effects and counters that modify them, then switching. Timestamps order the effects inside one sublayer, never across sublayers. The course numbered five sublayers, 7a to 7e; today there are four, 7a to 7d, with the same final results. The course's examples: Maro and the Sutured Ghoul; Godhead of Awe and Tree of Redemption; Giant Growth, Honor of the Pure and Skullbriar's counters; Crag Puca with Torpor Dust. Tarmogoyf, Ovinize and the other anthems are this tutorial's own.

l13-p1-title = Four sublayers today, five in the course
l13-p1-intro = Layer 7 is split into sublayers that each have a meaning of their own: where an effect goes depends on *how* it acts on power and toughness, not on when it appeared. Inside one sublayer the usual order holds (timestamps, overridden by dependency); from one sublayer to the next, the order is fixed.
l13-rule-613-4 = Layer 7 is applied in sublayers, in this order: 7a, characteristic-defining abilities; 7b, effects that set power and/or toughness; 7c, effects and counters that modify them; 7d, effects that switch them.
l13-p1-table = Side by side:
    - 7a, CDAs that define power and toughness ([[Tarmogoyf]], [[Maro]]): 7a in the course as well.
    - 7b, effects that set power and/or toughness, "base power and toughness" included ([[Godhead of Awe]], [[Humility]], [[Ovinize]], [[Tree of Redemption]]): 7b in the course as well.
    - 7c, effects that modify power and toughness ([[Giant Growth]], [[Honor of the Pure]], [[Glorious Anthem]], [[Crusade]], [[Torpor Dust]]) *and* counters (+1/+1, -1/-1): the course put the effects in 7c and the counters in a sublayer of their own, 7d.
    - 7d, switching ([[Crag Puca]], [[Twisted Image]]): 7e in the course.
l13-p1-same = The change dates from 2020 (the rules update for Ikoria) and changes no result: modifications from effects and from counters are only additions and subtractions, and the order of an addition never changes the sum. Only the labels moved. When you read the course, translate its "7d" as "7c, counters" and its "7e" as "7d".
l13-q1-prompt = In the course's numbering, +1/+1 counters apply in 7d and switching in 7e. What does the current rule say?
l13-q1-a = Nothing has changed.
l13-q1-b = Counters apply in 7c with the other modifications, and switching is 7d.
l13-q1-c = Counters apply in 7b, with the effects that set values.
l13-q1-d = Counters apply after switching, in 7e.
l13-q1-why = Since 2020, sublayer 7c covers the effects that modify power and toughness and the counters together (613.4c), and switching has become 7d (613.4d). As every modification is an addition, the final values are the same under both numberings.
l13-q1-a-not = The numbering changed in 2020: counters joined the other modifications in 7c, and switching became 7d. Only the results stayed the same.
l13-q1-c-not = A counter modifies power and toughness, it doesn't set them: it belongs with the modifications of 7c, never with the "set" effects of 7b.
l13-q1-d-not = Switching comes last in both numberings, after every counter; and today there is no 7e at all.
l13-q2-prompt = Your [[Tarmogoyf]] is hit, in this order, by [[Twisted Image]] and [[Giant Growth]]; then your opponent's [[Godhead of Awe]] enters. Put these effects in the order they apply.
l13-q2-twisted = Twisted Image's switch
l13-q2-growth = Giant Growth's +3/+3
l13-q2-godhead = Godhead of Awe's "base power and toughness 1/1"
l13-q2-goyf = Tarmogoyf's own characteristic-defining ability
l13-q2-why = From one sublayer to the next, the order is fixed whatever the timestamps: the CDA in 7a (613.4a), the value Godhead sets in 7b (613.4b), the modification in 7c (613.4c), the switch in 7d (613.4d). The three effects that came after Tarmogoyf apply in the reverse of the order in which they appeared; the CDA, there since Tarmogoyf entered, goes first either way.

l13-p2-title = 7a: characteristic-defining abilities
l13-p2-intro = A creature with a star in its power and toughness box usually has a characteristic-defining ability that defines them: [[Tarmogoyf]] counts the card types among cards in all graveyards, [[Maro]] the cards in its controller's hand. These abilities apply first in layer 7, in 7a, and like every CDA they work in every zone, not only on the battlefield. Everything else applies on top of their result: a [[Glorious Anthem]] adds +1/+1 in 7c to a Tarmogoyf whose P/T 7a has just defined.
l13-rule-613-4a = Layer 7a: effects from characteristic-defining abilities that define power and/or toughness are applied.
l13-p2-try-goyf = A land, an instant and a creature in one graveyard, a sorcery in the other: look at what Tarmogoyf's CDA counts, in 7a.
l13-p2-course = The course's example for 7a: a player casts [[Sutured Ghoul]] and exiles [[Maro]] from their graveyard as it enters, with three cards left in hand. The Ghoul's power and toughness are the total power and toughness of the exiled cards, and Maro, in exile, still has its CDA: its power and toughness are the number of cards in its owner's hand. Applying Maro's CDA first changes what the Ghoul's CDA does, since it then reads Maro's defined values instead of stars counted as 0. That is the third case of the definition, and both effects come from CDAs, so a dependency between them is possible: Maro's CDA always applies first, and the Ghoul is exactly as big as Maro is.
l13-p2-try-ghoul = Two CDAs in 7a: look at which one applies first, and at what the second reads.
l13-q3-prompt = You hold three cards. You cast [[Sutured Ghoul]] and, as it enters, exile [[Maro]] from your graveyard. What are the Ghoul's power and toughness?
l13-q3-why = Both abilities are CDAs (604.3): both apply in 7a (613.4a), and a dependency between two CDAs is possible (613.8a). Applying Maro's CDA first changes what the Ghoul's CDA does, since it reads the power and toughness Maro has in exile, where its CDA counts its owner's hand. So Maro's CDA goes first, and the Ghoul adds up what it finds.
l13-p2-removed = A CDA is an ability, so layer 6 can remove it. Once [[Dress Down]] or [[Humility]] has taken it away, nothing defines the star in 7a, and a star counts as 0. A [[Maro]] becomes 0/0 and state-based actions put it into the graveyard (under Humility, the 1/1 of 7b saves it). A [[Tarmogoyf]], whose box reads a star for power and one plus a star for toughness, becomes a 0/1 under Dress Down: the printed "1+" is not part of the ability.
l13-q4-prompt = Your [[Maro]] is on the battlefield and you hold five cards. Your opponent casts [[Dress Down]]. Does Maro die?
l13-q4-why = Dress Down removes Maro's abilities in layer 6 (613.1f), its CDA included. When 7a comes, that CDA no longer exists (613.4a): nothing defines the stars of its power and toughness box, and they count as 0. The cards in your hand no longer matter. State-based actions then look at the toughness left after every layer (704.5f).

l13-p3-title = 7b: setting values
l13-p3-intro = The second sublayer applies the effects that *set* power and/or toughness to a number or a value, including those that speak of "base power and toughness":
    - [[Godhead of Awe]]: all other creatures have base power and toughness 1/1.
    - [[Humility]]: all creatures have base power and toughness 1/1 (and lose all abilities, in layer 6).
    - [[Ovinize]]: target creature loses all abilities and has base power and toughness 0/1 until end of turn.
    - [[Tree of Redemption]]: its activated ability exchanges your life total and its toughness; the new toughness is set by an effect with no end.
    - [[Opalescence]], [[March of the Machines]], [[Titania's Song]]: power and toughness equal to the mana value.
l13-p3-order = Among themselves, these effects go by timestamp, and the newest has the last word. But no "set" in 7b can erase a modification: modifications come afterwards, in 7c, whenever they were created. A [[Giant Growth]] cast before [[Godhead of Awe]] entered still counts.
l13-rule-613-4b = Layer 7b: effects that set power and/or toughness to a specific number or value are applied; effects that refer to base power and toughness apply here.
l13-p3-try = Giant Growth resolved before Godhead of Awe arrived: look at the Wurm in 7b, then in 7c.
l13-q5-prompt = You cast [[Giant Growth]] on your [[Craw Wurm]]; then your opponent's [[Godhead of Awe]] enters. What are the Wurm's power and toughness?
l13-q5-why = The reflex "the latest effect wins" only holds inside one sublayer. Godhead sets the Wurm's base power and toughness in 7b (613.4b); Giant Growth modifies them in 7c (613.4c), and 7c always comes after 7b, whatever the timestamps. Godhead, although newer, overrides nothing that belongs to 7c.
l13-p3-tree = [[Tree of Redemption]] shows a 7b effect that comes from a resolved ability. Activate it: your life total becomes the Tree's toughness, and an effect sets the Tree's toughness to your former life total from then on, with no end. That effect has its own timestamp: a newer 7b effect would override it, while any 7c effect simply adds to it.
l13-q6-prompt = You are at 17 life and control [[Tree of Redemption]]. You activate its ability, then cast [[Giant Growth]] on it. What are the Tree's power and toughness?
l13-q6-why = The exchange sets your life total to the Tree's toughness and creates an effect that sets its toughness to your former life total: a 7b effect, locked onto the Tree (613.4b, 611.2c). Giant Growth modifies power and toughness in 7c (613.4c), on top of whatever 7b produced. The power, the printed one, is touched by the Growth alone.
l13-q7-prompt = [[Godhead of Awe]] says "All other creatures have base power and toughness 1/1." In which sublayer does this effect apply?
l13-q7-why = An effect that sets power and toughness to a value, or that speaks of base power and toughness, applies in 7b (613.4b), in the course's numbering as in today's.

l13-p4-title = 7c: modifying, counters included
l13-p4-intro = The third sublayer adds and subtracts. From spells and abilities: [[Giant Growth]] (+3/+3 until end of turn). From static abilities: [[Honor of the Pure]] (your white creatures get +1/+1), [[Glorious Anthem]] (your creatures), [[Crusade]] (all white creatures), [[Torpor Dust]] (the enchanted creature gets -3/-0), [[Curse of Death's Hold]] (the creatures of the enchanted player get -1/-1). Each one is a separate effect: a white creature of yours under both Honor of the Pure and Crusade gets +2/+2.
l13-rule-613-4c = Layer 7c: effects that modify power and/or toughness without setting them, and changes from counters, are applied. In 2011 the modifying effects were 7c (rule 613.3c) and counters had a sublayer of their own, 7d (rule 613.3d).
l13-p4-counters = Today counters apply in 7c together with the other modifications, no longer in a sublayer of their own after them. A +1/+1 counter adds +1/+1, a -1/-1 counter subtracts it. Each counter gets a timestamp as it is put on the object, and putting on another counter of the same kind gives every counter of that kind the new timestamp (613.7c). The course adds a curiosity: [[Skullbriar, the Walking Grave]] keeps its counters when it changes zones (unless it goes to a hand or a library), and their effect on its power and toughness applies there as well. Inside 7c the order changes nothing in the final values; it matters only for reading the trace, and for state-based actions, which only look at the very end (lesson 16: Honor of the Pure and Curse of Death's Hold).
l13-p4-try = Ovinize set the Lion's base values in 7b: look at each step of 7c in turn.
l13-q8-prompt = You control [[Honor of the Pure]] and a [[Silvercoat Lion]] with a +1/+1 counter; your opponent controls [[Crusade]] and casts [[Ovinize]] on the Lion. What are the Lion's power and toughness?
l13-q8-why = Ovinize, the newest effect, sets the Lion's base power and toughness in 7b (613.4b) and takes its abilities in layer 6; it cannot override anything in 7c. There, the Lion is still white and still yours: Honor of the Pure and Crusade, whose sets follow the board (611.3a), and the counter all apply on top of the 7b value (613.4c), in timestamp order.
l13-q9-prompt = A +1/+1 counter sits on a creature. In which sublayer does it apply, in today's numbering?
l13-q9-why = Today, counters apply together with the other modifications in 7c (613.4c). The course, following the 2011 rules, gave them a sublayer of their own, 7d (then rule 613.3d); the final result is the same.

l13-p5-title = 7d: switching
l13-p5-intro = The last sublayer switches power and toughness: [[Crag Puca]] does it with its activated ability, [[Twisted Image]] as an instant. A switch uses the values reached after 7c: it comes after every set, every modification and every counter, whatever the timestamps. A Giant Growth cast after a Twisted Image is switched as well.
l13-rule-613-4d = Layer 7d: effects that switch a creature's power and toughness are applied, using the values reached after 7c.
l13-p5-course = The course's example: player A switches the power and toughness of their [[Crag Puca]], printed 2/4; player B then enchants it with [[Torpor Dust]], -3/-0. Torpor Dust applies in 7c, the switch in 7d (7e in the course). First 2/4 becomes -1/4, then the switch makes it 4/-1, and state-based actions put it into the graveyard. Player B's Aura is the newer effect, yet it is not the last to apply.
l13-p5-slip = A word of warning if you read the course's forum answer (text 002): it gives [[Cemetery Puca]] as its example of switching. That must be a slip for [[Crag Puca]]: Cemetery Puca becomes a copy of a creature that died, a layer-1 effect, and switches nothing.
l13-p5-try = The switch is older than Torpor Dust: look at the Puca after 7c, then after 7d.
l13-q10-prompt = You activate the ability of your [[Crag Puca]] to switch its power and toughness; then your opponent enchants it with [[Torpor Dust]]. Does the Puca die?
l13-q10-why = Torpor Dust's -3/-0 is a 7c effect (613.4c); the switch is a 7d effect (613.4d), applied after every 7c effect whatever the timestamps. So the Puca's power is lowered first, and the switch then carries that lowered power over to its toughness. State-based actions look at the result after every layer (704.5f).
l13-q11-prompt = Your [[Wall of Wood]] has a +1/+1 counter. You cast [[Twisted Image]] on it, then [[Giant Growth]]. What are its power and toughness?
l13-q11-why = The counter (stamped when it was put on, 613.7c) and Giant Growth are both in 7c (613.4c); Twisted Image's switch is in 7d (613.4d). So the counter and the Growth apply first, in timestamp order, to the printed values, and the switch comes last, although the Growth was cast after it.
l13-p5-twice = Two switches cancel out: switching twice brings power and toughness back to what they were after 7c. With several switches, 7d applies them in timestamp order, each one working on the values the previous one left.
l13-q12-prompt = Your [[Crag Puca]] has been switched by its own ability. Your opponent casts [[Torpor Dust]] on it (the Aura has flash); in response, you cast [[Twisted Image]] on the Puca. Twisted Image resolves, then Torpor Dust. What are the Puca's power and toughness?
l13-q12-why = The order of play matters here, not to the layers but to state-based actions: Twisted Image has to resolve before the Aura, because a Puca switched and then enchanted would be 4/-1 and would die before anyone could cast anything (704.5f). Once all three effects exist, Torpor Dust applies first, in 7c (613.4c), although it is the newest. In 7d the two switches apply in timestamp order (613.7): the Puca's own, then Twisted Image's, which undoes it. The Puca ends as -1/4 and survives.
