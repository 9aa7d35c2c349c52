## Lesson 5: dependency (CR 613.8; 613.7 in 2011)

l05-title = Dependency
l05-summary = Inside one layer, timestamps settle almost every conflict. Dependency settles the rest: when applying one effect would change another, the first one goes first, whatever their timestamps. This lesson covers the three conditions of rule 613.8a, how a dependent effect waits, why the order is checked again after every application, what happens in a loop, and the course's classic: [[Blood Moon]] against [[Urborg, Tomb of Yawgmoth]].

## Page 1

l05-p1-title = When timestamps are not enough
l05-p1-text1 = Within a layer or a sublayer, effects normally apply in timestamp order, oldest first (613.7; 613.6 in the course's 2011 rules). The course reckons this settles 99% of conflicts. The remaining 1% needs a rule that takes precedence over timestamps, or some boards would come out absurd. That rule is *dependency*.
l05-rule-8 = Within a layer or sublayer, the order is sometimes decided by dependency; where a dependency exists, it overrides timestamp order.
l05-p1-text2 =
    Where it fits, layer by layer. Each time you enter a layer or a sublayer:
    - first, the effects of characteristic-defining abilities (CDAs) apply (in layers 2 to 6 and in 7a today; the 2011 rules said layers 1 to 6 and 7a);
    - then, among the other effects, look for dependencies: an effect that depends on another waits for it;
    - whatever dependency leaves open is settled by timestamp.
l05-p1-text3 = Dependency only ever compares two effects *in the same layer*. Between layers there is nothing to decide: the layer order does it. A type change (layer 4) always comes before a +1/+1 bonus (layer 7c), even when the bonus is older. "Last one in wins" is a rule of thumb for effects inside one layer, never across layers.

## Page 2

l05-p2-title = The three conditions
l05-rule-8a = Effect A depends on effect B if (a) both apply in the same layer and sublayer, (b) applying B would change A's text or existence, what A applies to, or what A does to any of those things, and (c) either both come from characteristic-defining abilities or neither does.
l05-p2-text1 =
    Condition (b) is a thought experiment. Take the board as it stands at this point of the layer, apply B alone, then look at A again:
    - does A still exist? (B might remove the ability that generates it);
    - does A's text still read the same? (this matters when both effects are in layer 3);
    - does A still apply to the same objects? (B might add one to A's set, or take one out);
    - does A still do the same thing to each of them?
    If a single answer is no, A depends on B. The course lists the same cases in its own words: B makes A disappear, B changes the number of objects A applies to, B changes the way A applies.
l05-p2-text2 = Judge A by its *instruction*, not by how the board ends up. One effect may simply overwrite another: one grants flying, another removes all abilities. Neither changes the other's existence, set or instruction; the one applied last has the last word. That is one effect overriding another (613.9; 613.8 in 2011), settled by timestamps, and it is not dependency.
l05-rule-9 = One continuous effect can override another: sometimes the result of one effect decides whether another applies, or what it does.
l05-p2-text3 = Condition (c) keeps CDAs apart: an effect from a CDA and an effect that doesn't come from one never depend on each other, and the CDA applies first anyway. Two CDAs, on the other hand, can depend on each other. The course's example: a [[Sutured Ghoul]] entered the battlefield exiling [[Maro]] from its owner's graveyard. Maro's CDA (the number of cards in its owner's hand) works in exile too; the Ghoul's CDA adds up the power and the toughness of the exiled cards. Applying Maro's CDA first changes what the Ghoul's does, so the Ghoul's depends on Maro's and always comes after it.
l05-try-ghoul = The Ghoul's CDA waits for Maro's, in sublayer 7a.
l05-q-ghoul-layer-prompt = The effect of [[Sutured Ghoul]] depends on the effect of [[Maro]]. In which layer or sublayer does this dependency play out?
l05-q-ghoul-layer-why = Both are characteristic-defining abilities that define power and toughness, so both apply in 7a (613.4a). A dependency only exists between effects of the same layer and sublayer (613.8a, condition a), and two CDAs may depend on each other (condition c).

## Page 3

l05-p3-title = Blood Moon and Urborg
l05-p3-text1 = The course's example. [[Blood Moon]]: nonbasic lands are Mountains. [[Urborg, Tomb of Yawgmoth]]: each land is a Swamp in addition to its other land types. Both effects change types, so both live in layer 4. An effect that *sets* a land's subtype to a basic land type, as Blood Moon's does, also takes away the abilities of the land's rules text and gives it that basic type's mana ability (305.7).
l05-p3-text2 = Why? Does Urborg's effect depend on Blood Moon's? Apply Blood Moon first: Urborg is a nonbasic land, so it becomes a Mountain and loses its printed ability. Urborg's effect no longer exists. Condition (b) holds (existence): yes, Urborg waits for Blood Moon, whichever arrived first.
l05-p3-text3 = Does Blood Moon's effect depend on Urborg's? Apply Urborg first: every land is a Swamp as well. Blood Moon still exists, still applies to the same nonbasic lands and still turns each of them into a Mountain. Nothing has changed for it: no. (Blood Moon would wipe out what Urborg added, but that is overriding, not dependency.)
l05-p3-text4 = Conclusion: Blood Moon always applies first, whichever permanent arrived first, and Urborg's effect then disappears. No land becomes a Swamp. The course points out that this is the intuitive answer: dependency is there so that the game gives the result a player would expect.
l05-try-urborg-first = Urborg arrived first. Open the board at the first step of layer 4: which effect applies, and what reason does it give?
l05-try-moon-first = The timestamps the other way round: look at what becomes of Urborg's effect at its step.
l05-q-urborg-subtypes-prompt = First [[Urborg, Tomb of Yawgmoth]] enters the battlefield, then [[Blood Moon]]. What are Urborg's subtypes?
l05-q-urborg-subtypes-why = Both effects apply in layer 4. Applying Blood Moon's would remove the ability that generates Urborg's, so Urborg's effect depends on Blood Moon's (613.8a) and waits for it although Urborg is older (613.8b). Blood Moon then sets Urborg's land type and strips its printed ability (305.7); Urborg's effect no longer exists and never applies.
l05-q-plains-subtypes-prompt = First [[Blood Moon]] enters, then [[Urborg, Tomb of Yawgmoth]], then a basic [[Plains]]. Urborg is the newer of the two. What are the Plains' subtypes?
l05-q-plains-subtypes-why = Timestamp order doesn't matter here: Urborg's effect depends on Blood Moon's in layer 4 (613.8a), so Blood Moon applies first and Urborg's effect stops existing before it can apply. Blood Moon itself only touches nonbasic lands, and the Plains is basic. "The newest effect wins" (613.7) leads to the wrong answer on this board.
l05-q-moon-independent-prompt = Why does Blood Moon's effect not depend on Urborg's?
l05-q-moon-independent-a = Because Blood Moon entered the battlefield first.
l05-q-moon-independent-b = Because applying Urborg's effect first would change neither Blood Moon's existence, nor the lands it applies to, nor what it does to them.
l05-q-moon-independent-c = Because an enchantment's effect always applies before a land's.
l05-q-moon-independent-d = Because the two effects are in different layers.
l05-q-moon-independent-a-not = Timestamps play no part in whether an effect depends on another: dependency is tested by applying one effect first, whatever the order of arrival. With the timestamps the other way round, Blood Moon still depends on nothing.
l05-q-moon-independent-c-not = The kind of card an effect comes from never orders it. Inside a layer, CDAs go first, then dependency and timestamps decide; an enchantment has no priority over a land.
l05-q-moon-independent-d-not = Both effects change types, so both apply in layer 4. Being in different layers would indeed rule dependency out (condition a), but that is not the case here.
l05-q-moon-independent-why = Dependency is judged on the effect itself (613.8a): even with every land a Swamp too, Blood Moon still exists, still applies to exactly the nonbasic lands and still makes each one a Mountain. That it then wipes out the Swamp type is overriding (613.9), not dependency. Timestamps have nothing to do with it (the result is the same both ways), the card type of the source plays no part, and both effects are in layer 4.

## Page 4

l05-p4-title = Waiting its turn
l05-rule-8b = An effect that depends on others waits until all of them have applied, and applies just after them; effects released at the same time apply in timestamp order among themselves; effects that depend on each other in a loop ignore dependency and apply in timestamp order.
l05-p4-text1 = A dependent effect is not cancelled, it is postponed: it applies just after everything it depends on has applied. If several effects are released at the same moment, they go in timestamp order among themselves.
l05-p4-text2 = The course turns the rule into a recipe, and it is the order an exam expects. First put each chain of dependent effects in its own order: what an effect depends on comes before it. Then slot the chain into the timestamp order at the place of the newest effect it depends on: the dependent effect comes right after that effect, "just after" in the words of 613.8b, ahead of any other effect of the layer that is newer than that one. Effects released at the same moment keep their timestamp order among themselves.
l05-p4-text3 = Here dependency bears on *what an effect applies to*. [[Life and Limb]] (all Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types) entered before [[Blood Moon]], and both have a part in layer 4. Applying Blood Moon first turns the Canopy Vista, a nonbasic Forest Plains, into a Mountain that is no longer a Forest, so Life and Limb would apply to one object fewer. Life and Limb therefore depends on Blood Moon and waits for it, although it is older; when its turn comes, the Vista is out of its set, and the basic Forest alone becomes a creature.
l05-try-landl = Life and Limb is the older enchantment. Look at the step where it applies: what came before it in layer 4, and which objects does it reach?
l05-q-vista-types-prompt = First [[Life and Limb]] enters, then [[Blood Moon]], then a [[Canopy Vista]] and a basic [[Forest]]. What are the Canopy Vista's card types?
l05-q-vista-types-why = Both enchantments have a part in layer 4. Applying Blood Moon first would take the Forest type away from the Vista, and so change the set Life and Limb applies to: Life and Limb depends on Blood Moon (613.8a) and waits for it (613.8b), timestamps notwithstanding. When its turn comes, the Vista is no longer a Forest, so none of Life and Limb's parts (creature in layer 4, green in 5, 1/1 in 7b) ever reaches it (613.6); the basic Forest is still a Forest and gets them all.

## Page 5

l05-p5-title = Check again after every application
l05-rule-8c = After each effect is applied, the order of the remaining effects is worked out again; it may change if one of them has become dependent on, or independent of, another that hasn't applied yet.
l05-p5-text1 = The order of a layer is not fixed once and for all when you enter it. After every single application, look again at the effects still waiting: some may have disappeared, some may now depend on another effect, or no longer do. Never go back to an effect that has already applied. The forum summary of the course (text 002) says the same: after each application, check that the remaining effects still exist, that they are unchanged, and that the order is still right.
l05-p5-text2 = The chain, step by step. At the start of layer 4:
    - Life and Limb depends on Yavimaya (which would make every land a Forest) and on Blood Moon (which would take the Forest type away from the Vista);
    - Yavimaya depends on Blood Moon (Yavimaya is a nonbasic land, so Blood Moon would remove its ability);
    - Blood Moon depends on nothing, so it applies, although it is the newest.
l05-p5-text3 = Now check again. Yavimaya's effect no longer exists, so Life and Limb stops waiting for it and applies, to whatever Forests are left. The basic Mountain never became a Forest: Yavimaya never applied.
l05-try-yavimaya = Open the board at step 2, right after Blood Moon's: look at what the check finds for Yavimaya's effect.
l05-q-chain-order-prompt = A chain of three: [[Life and Limb]] entered first, [[Yavimaya, Cradle of Growth]] (each land is a Forest in addition to its other land types) second, [[Blood Moon]] third; then a [[Canopy Vista]], a basic [[Mountain]] and a basic [[Forest]]. Put the three layer-4 effects in the order the game deals with them (it applies each one, or finds that it no longer exists).
l05-q-chain-order-a = The effect of [[Life and Limb]] (entered first)
l05-q-chain-order-b = The effect of [[Yavimaya, Cradle of Growth]] (entered second)
l05-q-chain-order-c = The effect of [[Blood Moon]] (entered third)
l05-q-chain-order-why = Blood Moon is the only effect that waits for nothing, so it applies first in spite of its timestamp (613.8b). The re-evaluation that follows (613.8c) finds Yavimaya's effect gone, since Blood Moon removed its ability. Life and Limb was waiting for both; with nothing left to wait for, it applies last.
l05-q-mountain-types-prompt = Same board ([[Life and Limb]], then [[Yavimaya, Cradle of Growth]], then [[Blood Moon]]; a Canopy Vista, a basic Mountain and a basic Forest). What are the basic [[Mountain]]'s card types?
l05-q-mountain-types-why = Had Yavimaya's effect applied, the Mountain would also have been a Forest, and Life and Limb would then have turned it into a creature. But Yavimaya's effect waits for Blood Moon's (613.8a), and once Blood Moon has applied it no longer exists (613.8c): it never applies. So when Life and Limb applies, the Mountain is not a Forest and is not in its set; Blood Moon leaves it alone too, since it is basic.

## Page 6

l05-p6-title = Loops
l05-p6-text1 = Sometimes no effect of a group is independent of the others: A depends on B and B depends on A, or A on B, B on C and C on A. The course is blunt about it: in that case, ignore dependency. The effects of the loop apply in timestamp order (613.8b).
l05-p6-text2 = The example of the question was built for this lesson, with two effects of the kind a teacher might write: effect A, "each Elf is a Merfolk and has no other creature type", and effect B, "each Merfolk is an Elf and has no other creature type", with [[Llanowar Elves]] and a [[Merfolk of the Pearl Trident]] on the battlefield. Applying B first adds the Merfolk to A's set; applying A first adds the Elves to B's set. Each depends on the other: that is a loop. So A, the older one, applies first, then B, which applies to whatever is a Merfolk at that moment.
l05-try-loop = Look at the first step of layer 4: which of the two effects goes first, and what reason does the trace give?
l05-q-loop-subtypes-prompt = Effect A (each Elf is a Merfolk, with no other creature type) is older than effect B (each Merfolk is an Elf, with no other creature type). What are the subtypes of the [[Llanowar Elves]]?
l05-q-loop-subtypes-why = A and B both apply in layer 4, and each would change what the other applies to: each depends on the other, which is a dependency loop (613.8a). Dependency is then ignored between them and they apply in timestamp order (613.8b): A first, which makes the Elves a Merfolk, then B, which applies to every Merfolk at that point, the Llanowar Elves included.
l05-p6-text3 = The course's procedure in short: in each layer, set the CDAs apart; untangle the dependencies; order the rest by timestamp; apply one effect; check everything again; start over. It looks heavy, but its purpose is the opposite: thanks to dependency, a player who asks "what would make sense?" usually lands on the right answer.
