# Lesson 17: chains and phase effects (text 004), with Magic's APNAP for contrast.

l17-title = Chains and phase effects
l17-summary =
    The course's last text comes from another game, Yu-Gi-Oh!, and orders effects that want to happen at the same time: on a chain, in four tiers (active player's mandatory effects, passive player's mandatory, active player's optional, passive player's optional); and for phase effects, one at a time, through a four-step round. This lesson teaches both procedures, states the choices layerlab makes where the text is open, names where other readings and engines differ, and sets Magic's APNAP order beside them.

## Page 1

l17-p1-title = A text from another game
l17-p1-origin =
    Text 004 is not about Magic. It comes from a French Yu-Gi-Oh! rules site and describes two procedures that decide *who acts first* when several effects want to happen at once: one for effects that go together on a *chain*, one for *phase effects* that resolve one at a time.
    It belongs in this course because it answers, for triggered effects, the question the layers answer for continuous effects: a fixed order that does not depend on who is quicker. Comparing it with Magic's own answer, APNAP, sharpens both.
l17-p1-words =
    The vocabulary, as the text uses it:
    - the *active player* is the one whose turn it is, the *passive player* the other one (Magic says *nonactive* player);
    - a *chain* is Yu-Gi-Oh!'s counterpart of Magic's stack: each effect added is a *chain link*, numbered CL1, CL2 and so on, and the chain resolves from the last link back to the first;
    - an effect is *mandatory* (it must be used) or *optional* (its owner may use it or let it go);
    - a *phase effect* happens during a given phase, for example in the Standby Phase or the End Phase, and according to this text it does not go on a chain.
    We teach the text's procedures as the text gives them. For Yu-Gi-Oh! itself, the game's current rules and its engines are the reference; the last page says where they differ.
l17-p1-courtesy = The text opens with a point of conduct before any procedure: a player who has just used their priority must ask the opponent whether they want to respond, and may do nothing else until the answer comes; courtesy first, and an obligation if courtesy fails. Magic handles the same moment differently: the player who casts a spell or activates an ability receives priority again (117.3c), the opponent gets to act only once that player passes, and the top of the stack resolves only when all players pass in succession (117.4).

## Page 2

l17-p2-title = Four tiers on one chain
l17-p2-tiers =
    When several effects arise at the same moment (the case players call SEGOC, "simultaneous effects go on chain"), the players build one chain in a fixed order:
    - first the active player's mandatory effects;
    - then the passive player's mandatory effects;
    - then the active player's optional effects;
    - and last the passive player's optional effects.
    Inside a tier, each player orders their own effects; an optional effect may be declined, and then stays off the chain. The chain resolves from the last link: the passive player's optional effects resolve first, the active player's mandatory ones last.
l17-p2-caveat =
    The text adds that the same order holds when players answer each other with effects of Spell Speed 2 or more. That goes too far: in an ordinary chain of responses the players simply take turns, each adding a link in answer to the last one; the four tiers only order effects that arise simultaneously.
    Who may respond first to the finished chain? The player who did not add the last link.
l17-proc-chain-tiers = Five effects arise at once: each player has one mandatory and one optional effect, and the passive player declines a second optional one (Po2). The trace lists the chain links, the order in which they resolve, and who may respond first.
l17-q1-prompt = Four effects arise at the same moment. Put them in chain-link order, CL1 first.
l17-q1-i1 = The passive player's optional effect.
l17-q1-i2 = The active player's mandatory effect.
l17-q1-i3 = The active player's optional effect.
l17-q1-i4 = The passive player's mandatory effect.
l17-q1-explain = Text 004 fixes the four tiers: mandatory effects before optional ones, and within each kind the active player's before the passive player's. The tier decides, not who reacted faster; only inside a tier does a player choose the order of their own effects.
l17-q2-prompt = On that chain, which effect resolves first?
l17-q2-c1 = The active player's mandatory effect, since it is CL1.
l17-q2-c2 = The passive player's optional effect: the last link resolves first.
l17-q2-c3 = The passive player's mandatory effect.
l17-q2-c4 = They resolve in the order they were added.
l17-q2-explain = A chain resolves from its last link back to its first, like Magic's stack, where the last object added resolves first (405.5). The tier put last on the chain, the passive player's optional effects, resolves first.
l17-q2-c1-not = CL1 is the first link put on the chain, so it resolves last: a chain resolves from its last link back to its first.
l17-q2-c3-not = The passive player's mandatory effect is CL2, in the second tier; the passive player's optional effect, in the last tier, sits above it and resolves first.
l17-q2-c4-not = A chain is not a queue: like Magic's stack, it resolves last in, first out.

## Page 3

l17-p3-title = Magic's answer: APNAP
l17-p3-apnap =
    Magic orders simultaneous triggered abilities differently. The next time a player would receive priority, each player in APNAP order, the active player first, puts all the abilities they control that have triggered on the stack, in the order they choose (603.3b).
    There are no mandatory and optional tiers: an ability that says "may" goes on the stack like any other, and the choice is made as it resolves (603.5). Since the stack resolves last in, first out, the nonactive player's abilities resolve first.
l17-rule-603-3b = If several players have triggered abilities to put on the stack, each player, in APNAP order, puts theirs on the stack in any order they choose.
l17-rule-603-5 = An optional triggered ability ("may") goes on the stack whether or not its controller means to use it; the choice is made as it resolves.
l17-proc-chain-apnap = The same four effects under Magic's rule: all of the active player's, then all of the nonactive player's (the text's passive player), mandatory or optional alike.
l17-p3-timestamps =
    APNAP orders many other simultaneous choices in Magic (101.4), and one of them matters for the layers. When several objects receive a timestamp at the same moment, for example because they enter the battlefield together, their relative order follows APNAP: the active player's objects get the earlier timestamps, in the order that player chooses, then the other player's (613.7m).
    The course's 2011 text says something else: then, the active player alone chose the order of all of them (613.6 at the time). Today, on the same board, whose turn it is can decide a timestamp contest in layer 7b.
l17-rule-101-4 = APNAP order: when several players must make choices or take actions at the same time, the active player goes first, then the others in turn order.
l17-rule-613-7m = Objects that receive a timestamp at the same moment are ordered in APNAP order: the active player's objects first, in the order that player chooses, then the other players'.
l17-try-apnap = [[Opalescence]] (player 0) and [[Humility]] (player 1) arrive at the same moment during player 0's turn, for example returned together by one effect. Look at the two timestamps APNAP gives them, then at the two steps of layer 7b.
l17-q3-prompt = [[Opalescence]], controlled by player 0, and [[Humility]], controlled by player 1, enter the battlefield at the same moment during player 0's turn; player 0 also controls [[Grizzly Bears]]. What are Humility's power and toughness?
l17-q3-explain = The two enchantments receive their timestamps simultaneously, so APNAP orders them (613.7m, 101.4): the active player's Opalescence is older. In layer 7b the two effects are independent and go by timestamp, Opalescence's mana value first, then Humility's own base power and toughness (613.4b).
l17-q4-prompt = Same two enchantments entering at the same moment, but during player 1's turn. What are Humility's power and toughness now?
l17-q4-explain = Now the active player controls Humility, so Humility gets the earlier timestamp (613.7m). Humility's effect has started in layer 6 and keeps going into 7b (613.6); there its 1/1 comes first and Opalescence's mana value last (613.4b). Nothing on the board changed but whose turn it is.
l17-q5-prompt = During player 1's turn, [[Dress Down]] (player 1) and [[Levitation]] (player 0) enter the battlefield at the same moment. Player 0 controls [[Wall of Wood]], which has defender. What abilities does the Wall have?
l17-q5-explain = APNAP gives the active player's Dress Down the earlier timestamp (613.7m). Both effects apply in layer 6 (613.1f) and neither depends on the other: removing abilities does not change what Levitation applies to or what it grants. So timestamp order decides (613.7): the older effect applies first and the newer one has the last word.
l17-q13-prompt = During player 1's turn, [[Humility]] (player 1) and [[Ensoul Artifact]] (player 0, entering attached to player 0's [[Darksteel Citadel]]) enter the battlefield at the same moment. What are the Citadel's power and toughness?
l17-q13-explain = The Aura and Humility receive their timestamps together, so APNAP decides (613.7m): the active player's Humility is older. The Aura makes the Citadel a creature in layer 4; Humility then takes its abilities in layer 6, indestructible included, and its effect, having started, goes on into 7b (613.6). There the two "base" effects go by timestamp, Humility's 1/1 first and the Aura's last (613.4b). The Aura's own timestamp is the one it got as it entered attached (613.7e).
l17-q6-prompt = Under the course's 2011 rules, permanents of two players entered the battlefield at the same moment. Who ordered their timestamps?
l17-q6-c1 = Each player ordered their own, the active player's first, as in APNAP.
l17-q6-c2 = The active player ordered all of them.
l17-q6-c3 = The owner of the card that was played first.
l17-q6-c4 = Nobody: they shared one timestamp.
l17-q6-explain = In 2011 the last item of 613.6 let the active player determine the relative timestamp order of everything stamped at the same moment, as text 000 says. Today's 613.7m uses APNAP instead: the active player orders only their own objects, which come first, and each other player orders theirs.
l17-q6-c1-not = That is today's rule, 613.7m. The 2011 text gave the whole decision to the active player.
l17-q6-c3-not = Neither rule looks at when the cards were played: the 2011 rule named the active player, today's uses APNAP.
l17-q6-c4-not = Objects stamped at the same moment are still put in an order; that is what the rule, in 2011 as today, is for.

## Page 4

l17-p4-title = Phase effects, one at a time
l17-p4-steps =
    Phase effects do not share a chain: they resolve one by one, and a player must wait until the other's effect has completely resolved before resolving their own. The text gives a round of four steps:
    - step 1: the active player may resolve one of their effects, mandatory or optional, or pass;
    - step 2: the passive player may do the same, or pass;
    - step 3: the active player must resolve one of their mandatory effects if any remain, and may pass only if none remain;
    - step 4: the passive player, likewise.
l17-p4-restart =
    Whatever the step, as soon as an effect resolves the game "closes, then opens": the round stops there and a new round starts at step 1, with the active player. So once the last mandatory effect has resolved, the players can still use their optional effects.
    The phase ends when a round goes through all four steps without anything resolving, which means both players passed at steps 1 and 2 and neither holds a mandatory effect. Optional effects still pending then lapse. Passing never gives up an effect for the following rounds.
l17-p4-notation = The traces write R1, R2... for the rounds and [1] to [4] for the steps, each with its player, A or P, then what happened: "-" when the player had nothing eligible (an automatic pass), "pass", the effect's name when the player chose it, the name followed by "!" when it was a mandatory effect the player was forced to resolve at step 3 or 4, or the name followed by "*" when, in the lenient reading, the player had to resolve something at step 3 or 4 and chose an optional effect instead of a mandatory one (that effect itself was not forced).
l17-proc-both-mandatory = Each player holds one mandatory effect, and both pass whenever they may. A is forced at step 3; a new round starts at step 1; P is forced at step 4; a last round with nothing left ends the phase.
l17-proc-optionals = A holds a mandatory effect and an optional one, P an optional one. After the mandatory effect resolves, the procedure restarts at step 1: A uses the optional effect, then P uses theirs, though both had passed in the first round.
l17-proc-lapse = P holds the only mandatory effect. Once it has resolved, both players pass at steps 1 and 2: nothing resolves in that round, so the phase ends and the two optional effects lapse.
l17-q7-prompt = Put the four steps of a round in order.
l17-q7-i1 = The passive player must resolve a mandatory effect, if any remain.
l17-q7-i2 = The active player may resolve any of their effects, or pass.
l17-q7-i3 = The active player must resolve a mandatory effect, if any remain.
l17-q7-i4 = The passive player may resolve any of their effects, or pass.
l17-q7-explain = Text 004 first gives each player, active then passive, a free choice; only then does it force mandatory effects, active player first again. Because the free steps come first, each player may use an optional effect, or pick which mandatory one goes first, before anyone is forced.
l17-q8-prompt = At step 2, the passive player resolves an optional effect. What comes next?
l17-q8-c1 = Step 3: the active player must resolve a mandatory effect.
l17-q8-c2 = A new round, at step 1, with the active player.
l17-q8-c3 = The passive player may resolve another effect at once.
l17-q8-c4 = The phase ends.
l17-q8-explain = In text 004, any resolution, at whatever step, closes then reopens the game, and the procedure starts again at step 1 with the active player. The round in which something resolved ends there.
l17-q8-c1-not = Once something resolves, the round stops there: steps 3 and 4 of that round never come, and a new round starts at step 1.
l17-q8-c3-not = After a resolution the game closes then opens, and the active player speaks first again at step 1. (Letting the same player go on is ygopro-core's reading, not the text's.)
l17-q8-c4-not = The phase ends only after a whole round in which nothing resolves; here something just resolved.
l17-q9-prompt = Every mandatory effect of both players has resolved; the active player still holds an optional effect. Can they still use it?
l17-q9-c1 = No: the phase ends with the last mandatory effect.
l17-q9-c2 = Yes: after the last resolution a new round starts at step 1, where they may resolve it.
l17-q9-c3 = Only if the passive player agrees.
l17-q9-c4 = Only at step 3.
l17-q9-explain = The text says it in so many words: after the last mandatory effect has resolved, the procedure goes back to step 1, so players may still use optional effects. The phase ends only after a round with nothing resolved; then, and only then, pending optional effects lapse.
l17-q9-c1-not = The last resolution starts a new round like any other; the phase ends only after a round with nothing resolved, so optional effects still get their chance.
l17-q9-c3-not = Nobody's agreement is needed: at step 1 the active player may resolve any of their effects.
l17-q9-c4-not = Step 3 forces mandatory effects; an optional effect is used at step 1 (or 2 for the passive player).

## Page 5

l17-p5-title = Our reading, and other readings
l17-p5-decisions =
    The text leaves some questions open, and a program has to answer them. layerlab's reading:
    - *strict* at steps 3 and 4: only a mandatory effect may be chosen there, as the text says; a *lenient* option lets a player who must resolve something choose any of their pending effects instead, the reading of other sources and of ygopro-core;
    - after any resolution, the procedure restarts at step 1 with the active player;
    - a step where the player has nothing eligible is an automatic pass, still shown in the trace;
    - a player forced at step 3 or 4 with exactly one mandatory effect resolves it automatically; with several, they choose;
    - resolving an effect may create new pending effects, for either player, or remove some; they take part from the next round;
    - a guard stops a phase after a set number of resolutions, since an optional effect that renews itself could otherwise loop forever.
l17-proc-lenient = The lenient reading: at step 3 the active player still holds a mandatory effect, so they must resolve something, and this reading lets them pick the optional o1 there. The strict reading would only allow m1 at that step.
l17-proc-spawn = Resolving m1 creates a new mandatory effect for P, n1. It joins from the next round: P passes at step 2 and is forced at step 4.
l17-p5-others =
    Where others differ. Konami's own card-database answers on how Standby Phase and End Phase effects are processed agree with the text. The open-source engine ygopro-core, and EDOPro built on it, is stricter in places: after a player's effect resolves it may let that same player act again rather than going back to the active player at step 1, and it does not let a player pass while they still hold a mandatory effect.
    None of this changes the two ideas that matter: mandatory effects cannot be skipped, and the order does not depend on who is quicker.
l17-p5-magic = Magic has no phase-effect procedure at all. Abilities that trigger "at the beginning of the upkeep" or "at the beginning of the end step" all go on the stack the next time a player would receive priority, in APNAP order (603.3b); the players then respond as usual, and a "may" ability's choice is made as it resolves (603.5).
l17-q10-prompt = What does the lenient reading change at steps 3 and 4?
l17-q10-c1 = A player may pass even with mandatory effects left.
l17-q10-c2 = A player who must resolve something may pick one of their optional effects instead of a mandatory one.
l17-q10-c3 = The passive player acts before the active player.
l17-q10-c4 = Optional effects can no longer lapse.
l17-q10-explain = Both readings force a player who still holds a mandatory effect to resolve something at step 3 or 4. The strict reading, text 004's, allows only a mandatory effect there; the lenient one accepts any pending effect of that player. The mandatory effect is not skipped either way: it will be forced in a later round.
l17-q10-c1-not = Neither reading lets a player pass at step 3 or 4 while holding a mandatory effect: they must resolve something.
l17-q10-c3-not = The order of the players doesn't change: the active player still speaks first at steps 1 and 3.
l17-q10-c4-not = Optional effects still lapse when a round ends with nothing resolved; the lenient reading only changes what may be picked at steps 3 and 4.
l17-q11-prompt = How does ygopro-core differ from layerlab's reading of text 004?
l17-q11-c1 = It puts phase effects on one chain.
l17-q11-c2 = After a resolution it may let the same player act again, and it forbids passing while holding a mandatory effect.
l17-q11-c3 = It ignores mandatory effects.
l17-q11-c4 = It uses Magic's APNAP order.
l17-q11-explain = The text restarts at step 1 with the active player after every resolution, and lets a player pass at steps 1 and 2 even while holding mandatory effects (they will be forced at step 3 or 4). ygopro-core departs from both points; it still resolves phase effects one at a time.
l17-q11-c1-not = ygopro-core, like the text, resolves phase effects one at a time, not on a chain.
l17-q11-c3-not = It is stricter about mandatory effects, not more lenient: it doesn't let a player pass while holding one.
l17-q11-c4-not = APNAP is Magic's rule; ygopro-core is an engine for Yu-Gi-Oh!, and its differences are about who acts after a resolution and about passing.
l17-q12-prompt = In Magic, at the beginning of the active player's upkeep, a mandatory ability of theirs and an ability of the other player that says "may" trigger. Which one resolves first?
l17-q12-c1 = The active player's: it is mandatory, and the active player goes first.
l17-q12-c2 = The other player's: APNAP puts the active player's ability on the stack first, so the other player's ends on top.
l17-q12-c3 = The active player's, since an optional ability goes on the stack only if its controller decides to use it.
l17-q12-explain = Magic has no mandatory and optional tiers: the "may" ability goes on the stack like any other, and the choice is made as it resolves (603.5). APNAP puts the active player's triggers on the stack first, then the other player's (603.3b), and the stack resolves its top object first (405.5).
l17-q12-c1-not = The active player's ability does go on the stack first, and that is exactly why it resolves last: the stack resolves its top object first (405.5). Being mandatory gives no priority in Magic.
l17-q12-c3-not = In Magic a "may" ability goes on the stack whether or not its controller means to use it; the choice is made as it resolves (603.5).

## Phases said step by step
l17-q14-prompt = Play the phase step by step. A holds the mandatory effect m1, P the mandatory effect n1; each player passes whenever they may. At each step of each round, say what happens: who passes, which effect resolves, or nothing (the step passes by itself).
l17-q14-explain = Nobody may be made to act early: both pass at steps 1 and 2, and A, who holds a mandatory effect, must resolve m1 at step 3. A resolution ends the round, so the next one starts again at step 1, where A now has nothing left and passes by itself; P passes at step 2, nobody acts at 3, and P must resolve n1 at 4. A last round where nothing resolves ends the phase.
l17-q15-prompt = Play the phase step by step. P holds the mandatory effect m1; A holds the optional effect o1 and P the optional effect q1; each player passes whenever they may. At each step of each round, say what happens.
l17-q15-explain = Both pass at steps 1 and 2; A has no mandatory effect, so step 3 passes by itself; P must resolve m1 at step 4. In the new round both pass again at steps 1 and 2, and nobody holds a mandatory effect any more: nothing resolves in the whole round, so the phase ends and o1 and q1 lapse.
l17-q16-prompt = Play the phase step by step. A holds the mandatory effect m1, which when it resolves creates a mandatory effect n1 for P; P holds the optional effect q1 and uses it at the first chance, then passes whenever they may; A passes whenever they may. At each step of each round, say what happens.
l17-q16-explain = P resolves q1 at step 2 of the first round, which ends it. In the second round A passes, P has nothing left that they may use, and A must resolve m1 at step 3: that creates n1, which takes part from the next round. There P passes at step 2 and must resolve n1 at step 4; a last round where nothing resolves ends the phase.
