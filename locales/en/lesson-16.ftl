# Lesson 16: putting it together with the course's reader questions (text 001).

l16-title = Putting it together: the readers' questions
l16-summary =
    The method of the whole course, run on the boards its readers asked about: Honor of the Pure against Curse of Death's Hold, where state-based actions only look at the result; Titania's Song with Mycosynth Lattice, a dependency in layer 4; and Humility with Opalescence, in both timestamp orders.

## Page 1

l16-p1-title = One method for every board
l16-p1-method =
    The article of text 001 ends with a summary you can run on any board. In today's terms:
    - sort the continuous effects by layer, and split an effect that has parts in several layers (613.1, 613.6);
    - in each layer, apply the effects of characteristic-defining abilities first, in layers 2 to 6 and in 7a (613.3, 613.4a);
    - among the other effects, an effect waits for those it depends on; the rest go by timestamp, earliest first (613.7, 613.8);
    - apply one effect, taking into account everything already applied, then look again at the ones still waiting (613.8c);
    - an effect that has started to apply keeps applying in its later layers, to the same objects (613.6);
    - only the finished result counts: that is what the players see and what state-based actions check (613.5, 704.3).
l16-p1-conflicts = The first reader to comment on the article asked two things about that summary: why set the CDA effects apart, and what it means by "conflicts" (if there are conflicts, apply dependency; if some remain, use timestamps). The author's replies, in short. CDAs are set apart for two reasons: they apply before the other effects of their layer, and an effect from a CDA can never depend on an effect that doesn't come from one, nor the other way round (613.8a, condition c). So dependency is looked for inside each group separately. The first "conflicts" are those dependencies, found group by group; the ones that "remain" are what dependency leaves undecided, the independent effects and the effects caught in a loop, and those go by timestamp.
l16-q-cda-apart-prompt = Why does the course's summary set the effects of characteristic-defining abilities apart from the other effects of each layer?
l16-q-cda-apart-c1 = Because they are always the most recent effects of their layer.
l16-q-cda-apart-c2 = Because they apply first, and no dependency can link an effect from a CDA with an effect that doesn't come from one.
l16-q-cda-apart-c3 = Because they ignore dependency and timestamps, even among themselves.
l16-q-cda-apart-c4 = Because they only work while their object is on the battlefield.
l16-q-cda-apart-explain = In layers 2 to 6 and in 7a, the effects of CDAs apply before all the others (613.3, 613.4a), and condition (c) of 613.8a rules out any dependency between a CDA effect and an effect from elsewhere: dependency is looked for inside each group. Among themselves, CDAs still follow dependency and timestamps (two CDAs may depend on each other, like Maro's and Sutured Ghoul's), their timestamp plays no part in putting them first, and they work in every zone (604.3).
l16-q-cda-apart-c1-not = A CDA's timestamp plays no part in its going first: CDAs apply first in their layer whatever their timestamps (613.3, 613.4a).
l16-q-cda-apart-c3-not = Among themselves, CDAs still follow dependency and timestamps: Maro's and Sutured Ghoul's depend on each other in 7a (613.8a).
l16-q-cda-apart-c4-not = It is the opposite: a CDA works in every zone, even outside the game (604.3).
l16-p1-readers = The readers' questions below the article put that method to work. Each of them hides a classic mistake: reading "last one wins" across the layers, stopping halfway through a calculation to check state-based actions, or forgetting that an effect that has started goes on.
l16-rule-613-5 = Applying the layers is continuous and automatic: every resulting change to an object's characteristics is instantaneous.
l16-rule-704-3 = Whenever a player would receive priority, the game checks the conditions for state-based actions, on the characteristics the layers produced, and performs them all at once.

## Page 2

l16-p2-title = Honor of the Pure against Curse of Death's Hold
l16-p2-question =
    A reader controls [[Honor of the Pure]] and a white 1/1 creature, say a Soldier token from [[Raise the Alarm]]. An opponent enchants him with [[Curse of Death's Hold]]. Both effects apply in layer 7c, so timestamps decide.
    His reasoning: the Curse is the newest, so it applies first; the Soldier becomes 0/0, and only then does Honor make it 1/1 again. Shouldn't it die in between?
l16-p2-answer =
    Two mistakes in that reasoning. First, the *earliest* timestamp applies first: Honor of the Pure, older, goes first and the Curse last (613.7). "Last one wins" means the newest effect is applied last, so it has the last word.
    Second, and more important, there is no "in between". The layers are not events that happen one after another during the game: they are one calculation, whose result is the object's characteristics (613.5). State-based actions only look at that result, when a player would receive priority (704.3). A white 1/1 under both enchantments is a 1/1; and in 7c, adding +1/+1 and -1/-1 in either order gives the same total anyway.
l16-rule-613-7 = Within a layer or sublayer, effects apply in timestamp order, earliest first, unless a dependency changes the order.
l16-try-honor-curse = The reader's board: Honor of the Pure, two Soldier tokens, then the Curse. Look at the order of the two steps of 7c, and ask whether any step is a moment when state-based actions are checked.
l16-q1-prompt = In the reader's question, which effect applies first in layer 7c?
l16-q1-c1 = The Curse: the newest effect wins, so it goes first.
l16-q1-c2 = Honor of the Pure: it has the earlier timestamp.
l16-q1-c3 = The Curse: Auras apply before other enchantments.
l16-q1-c4 = Neither: effects of the same sublayer apply at the same time.
l16-q1-explain = Inside a sublayer, effects apply in timestamp order, earliest first (613.7). Honor's effect has the timestamp of the enchantment, which entered earlier (613.7a); the Curse got its timestamp when it entered and became attached to the player (613.7e). Nothing makes an Aura special here.
l16-q1-c1-not = "Last in wins" means the newest effect is applied *last*, so that it has the last word; the earliest timestamp goes first (613.7).
l16-q1-c3-not = No rule puts Auras before other enchantments: inside a sublayer only CDAs, dependency and timestamps order the effects.
l16-q1-c4-not = Effects of a sublayer apply one at a time, in order (613.4, 613.7); only the state-based actions wait for the end of the whole calculation.
l16-q2-prompt = [[Honor of the Pure]], then two Soldier tokens from [[Raise the Alarm]], then [[Curse of Death's Hold]] enchanting the Soldiers' controller. What are a Soldier's power and toughness?
l16-q2-explain = The token's values are those its creating spell gave it. Both enchantments apply in 7c, Honor first (older), then the Curse (613.4c, 613.7). State-based actions are checked only on the result of every layer (613.5, 704.3): there is no moment when the Soldier is 0/0.
l16-p2-wisps = Change one thing: an opponent casts [[Cerulean Wisps]] on one of the Soldiers, which becomes blue until end of turn. The Curse has not moved, and neither has Honor of the Pure. Does that Soldier survive?
l16-rule-704-5f = A creature with toughness 0 or less is put into its owner's graveyard (a state-based action).
l16-try-wisps = The same board after Cerulean Wisps: look at the blue Soldier in 7c, then at the state-based actions at the end.
l16-q3-prompt = On the same board, an opponent casts [[Cerulean Wisps]] targeting one of the Soldiers. Is that Soldier put into its owner's graveyard?
l16-q3-explain = The Wisps' color change is locked on that Soldier (611.2c) and applies in layer 5. Honor's set is worked out again on the current board (611.3a): a blue creature is not in it. In 7c only the Curse's -1/-1 applies to the blue Soldier (613.4c), and the state-based action of 704.5f looks at that result.
l16-p2-wisps-result =
    Honor of the Pure is a static ability, so the set of creatures it affects follows the board (611.3a): in 7c it no longer reaches the blue Soldier, while the Curse still does. This time the finished result itself is 0/0, and state-based actions put that Soldier into the graveyard (704.5f). The other Soldier, still white, is fine.
    That is the difference with the reader's worry: what kills is a 0/0 *result*, never a 0/0 halfway through the layers.

## Page 3

l16-p3-title = Titania's Song and Mycosynth Lattice
l16-p3-question =
    The article's layer-4 example. [[Titania's Song]]: each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value. [[Mycosynth Lattice]]: every permanent is an artifact in addition to its other types (and everything is colorless). Both have a part in layer 4.
    If some permanents are neither creatures nor artifacts (a land, or the Song itself), applying the Lattice first changes which permanents the Song applies to. So the Song's effect depends on the Lattice's (613.8a) and the Lattice applies first, whatever the timestamps: the article's second case of dependency.
l16-rule-613-8a = An effect depends on another if both apply in the same layer or sublayer, applying the other would change its text, its existence, what it applies to or what it does, and both or neither come from characteristic-defining abilities.
l16-p3-board =
    Follow the board. The Lattice makes everything an artifact. The Song then takes every *noncreature* artifact: the [[Forest]], the Lattice and the Song itself. In layer 5 everything becomes colorless. In layer 6 the Song's set loses every ability, the Song and the Lattice included; yet the Song's later parts still apply to the set fixed in layer 4 (613.6). In 7b each member of that set gets power and toughness equal to its mana value, and the Forest, mana value 0, is a 0/0.
    The [[Grizzly Bears]], already a creature, only become an artifact: the Song never takes them. Last, the Lattice's rule effect about spending mana comes after every layer, and by then the Lattice has no abilities left: that effect no longer exists.
l16-try-song = The Song entered first, the Lattice second: look at which effect layer 4 applies first, and at the permanents the Song then takes.
l16-q4-prompt = [[Titania's Song]] entered first, then [[Mycosynth Lattice]], then a [[Forest]], then an opponent's [[Grizzly Bears]]. Is the Forest put into its owner's graveyard?
l16-q4-explain = In layer 4 the Song waits for the Lattice, which changes what it applies to (613.8a). Once an artifact, the Forest is a noncreature artifact, so the Song's set includes it; its later parts keep that set (613.6). In 7b its power and toughness become its mana value (613.4b), and a land's mana value is 0. State-based actions check that result (704.5f).
l16-q5-prompt = Same board, but [[Mycosynth Lattice]] entered before [[Titania's Song]]. What are the Song's power and toughness?
l16-q5-explain = Swapping the timestamps changes nothing: the dependency already put the Lattice first (613.8a–b). The Lattice makes the Song an artifact, so the Song's own effect takes it as a noncreature artifact; it loses its abilities in layer 6 but its effect, already started, goes on (613.6) and sets the Song's power and toughness in 7b from its own mana value.
l16-q6-prompt = On the Song-first board, what are the card types of the opponent's [[Grizzly Bears]]?
l16-q6-explain = The Lattice's layer-4 part adds a type to every permanent (613.1d). The Song only takes *noncreature* artifacts, and the Bears were a creature before it applied, so they keep their own power, toughness and abilities.
l16-p3-objection = A second reader objected: the Song is an enchantment, so there is always at least one permanent that is neither a creature nor an artifact; the dependency always exists, so timestamps never matter here?
l16-p3-answer = The author's answer: Titania's Song says that if it leaves the battlefield, its effect lasts until end of turn. Once the Song is gone, if only creatures and artifacts remain, applying the Lattice first no longer changes what the Song's effect applies to: no dependency, and the two effects go by timestamp.
l16-q7-prompt = Why can the effects of Titania's Song and Mycosynth Lattice ever apply in plain timestamp order, since the Song itself is an enchantment?
l16-q7-c1 = Because the Lattice's effect comes from a characteristic-defining ability.
l16-q7-c2 = Because the Song's effect lasts until end of turn after the Song leaves; then only creatures and artifacts may be left, and the Lattice no longer changes what the Song applies to.
l16-q7-c3 = Because dependency is ignored in layer 4.
l16-q7-c4 = Because the Song loses its abilities in layer 6.
l16-q7-explain = Dependency exists only while applying one effect would change what the other applies to (613.8a). The Song's last sentence sets a duration for its effect, "until end of turn" once the Song has left (611.2a); with no permanent left that is neither creature nor artifact, the Lattice changes nothing for it, and timestamps decide (613.7).
l16-q7-c1-not = Mycosynth Lattice's effect is no CDA: it changes other objects (604.3). The question turns on the Song's duration.
l16-q7-c3-not = Dependency works in every layer, layer 4 included; it is the layer where the course finds most of it.
l16-q7-c4-not = Losing its abilities in layer 6 comes after layer 4, where the dependency is decided; and the Song's effect, once started, goes on anyway (613.6).

## Page 4

l16-p4-title = Humility and Opalescence, Humility first
l16-p4-cards =
    The article's layer-6 example, written, it says, for players who like to make judges sweat. [[Humility]]: all creatures lose all abilities and have base power and toughness 1/1 (layers 6 and 7b). [[Opalescence]]: each *other* non-Aura enchantment is a creature in addition to its other types, with base power and toughness equal to its mana value (layers 4 and 7b).
    Add a [[Glorious Anthem]] and a [[Grizzly Bears]] on the other side to see every part at work.
l16-p4-layers =
    Layer 4: Opalescence makes Humility and the Anthem creatures, not itself. Layer 6: Humility is now a creature, so its own effect strips it, along with the Anthem and the Bears. Humility's 7b part still applies: its effect started in layer 6, so it goes on, to the same objects (613.6). The Anthem's +1/+1 had not started; its ability is gone, so it no longer exists.
    Layer 7b holds two independent effects, so timestamps decide. With Humility older, its base 1/1 comes first; then Opalescence sets Humility and the Anthem to their mana values and has the last word. The Bears, which Opalescence does not touch, keep Humility's 1/1.
l16-rule-613-6 = An effect with parts in several layers applies each part in its own layer; once it has started, it keeps applying to the same objects in its later layers, even if its ability is removed in the meantime.
l16-try-humility-first = Humility older than Opalescence: look at what Humility's effect does to Humility in layer 6, then at the two steps of 7b, in order.
l16-q8-prompt = [[Humility]] entered first, then [[Opalescence]]; an opponent has [[Glorious Anthem]] and [[Grizzly Bears]]. What are Humility's power and toughness?
l16-q8-explain = Opalescence makes Humility a creature in layer 4, so Humility's effect applies to itself in layer 6; having started, its 7b part keeps applying (613.6). In 7b both effects are independent, so timestamps decide (613.7): Humility's 1/1 first, then Opalescence's mana value, which has the last word (613.4b).
l16-q9-prompt = On the same board, what are [[Glorious Anthem]]'s power and toughness?
l16-q9-explain = Opalescence makes the Anthem a creature in layer 4 (613.1d). Humility takes its ability in layer 6 (613.1f), so the Anthem's own +1/+1 never applies in 7c (613.4c). In 7b Humility's 1/1 comes first and Opalescence's mana value last (613.4b).
l16-q10-prompt = With Humility older than Opalescence, put these applications in the order the game makes them.
l16-q10-i1 = Humility's effect sets creatures' base power and toughness to 1/1.
l16-q10-i2 = Opalescence's effect makes Humility a creature.
l16-q10-i3 = Humility's effect removes all abilities from creatures, its own included.
l16-q10-i4 = Opalescence's effect sets power and toughness to the mana value.
l16-q10-explain = Layers first: layer 4 (type), then layer 6 (abilities), then 7b (613.1). Inside 7b the two independent effects go by timestamp, Humility's first (613.7). Humility's 7b part applies although its ability is gone, because its effect started in layer 6 (613.6).

## Page 5

l16-p5-title = Humility and Opalescence, Opalescence first
l16-p5-swap = Swap the timestamps: Opalescence is now the older. Work out the board before opening it.
l16-p5-unchanged = Note what does *not* happen. Humility losing its ability in layer 6 does not cancel its 7b part (613.6). Opalescence, which is not a creature, keeps its ability all along. And no later layer sends you back: Humility being a creature is settled in layer 4, before anything removes abilities.
l16-try-opalescence-first = Opalescence older than Humility: compare the two steps of 7b with those of the other board.
l16-p5-layers = Layers 4 and 6 go exactly as before, and only the order inside 7b changes.
l16-q11-prompt = [[Opalescence]] entered first, then [[Humility]]; an opponent has [[Glorious Anthem]] and [[Grizzly Bears]]. What are Humility's power and toughness?
l16-q11-explain = Layers 4 and 6 go exactly as before. In 7b the two effects are independent, so timestamp order decides (613.7): Opalescence's mana value first, then Humility's base power and toughness, which apply to the set fixed in layer 6, Humility included (613.6, 613.4b).
l16-q14-prompt = On that same Opalescence-first board, what are [[Glorious Anthem]]'s power and toughness?
l16-q14-explain = As on the other board, the Anthem is a creature from layer 4 and loses its ability in layer 6 (613.1f), so its +1/+1 never applies. In 7b the order is now reversed (613.7): Opalescence sets the Anthem's mana value first, then Humility's effect applies to it and has the last word (613.4b).
l16-p5-conclusion =
    So Opalescence applies first in 7b, then Humility sets every creature to 1/1, itself and the Anthem included. The article's conclusion holds today: Humility ends a 1/1 or a 4/4 enchantment creature with no abilities, depending on which of the two enchantments is older.
    The 2011 rules and today's agree on this board; only the rule numbers moved (613.6 was 613.5).
l16-q12-prompt = Humility lost all its abilities in layer 6. Why does it still set power and toughness in 7b?
l16-q12-c1 = Because layer 7b is applied before layer 6.
l16-q12-c2 = Because its effect started to apply in layer 6, so it keeps applying to the same objects in its later layers.
l16-q12-c3 = Because Humility's ability is a characteristic-defining ability.
l16-q12-c4 = Because Opalescence gives it its ability back.
l16-q12-explain = Rule 613.6: once an effect has started to apply in one layer, its parts in later layers apply too, to the same set of objects, even if the ability that generates it has been removed in the meantime. Losing an ability stops effects that have not started yet, not those already under way.
l16-q12-c1-not = Layers always go in order: layer 6 comes before 7b, never the other way round (613.1).
l16-q12-c3-not = Humility's ability affects every creature, not only Humility itself, so it is no CDA (604.3); and it is removed anyway.
l16-q12-c4-not = Opalescence gives no ability: it makes Humility a creature and sets its base power and toughness. Humility has no ability left after layer 6.
l16-q13-prompt = In which layer does Opalescence's "base power and toughness each equal to its mana value" apply?
l16-q13-explain = Effects that set power and toughness to a specific value, including those that set *base* power and toughness, apply in layer 7b (613.4b). The same sublayer holds Humility's 1/1, hence the timestamp contest.
