# Lesson 1: continuous effects (CR 611).

l01-title = Continuous effects
l01-summary = Where continuous effects come from, how long they last, and the distinction everything else rests on: an effect created by a resolving spell fixes once and for all the objects it affects, while the effect of a static ability keeps following the board (CR 611).

## Page 1

l01-p1-title = What a continuous effect is
l01-p1-one-shot = Most things in a game of Magic happen once: a spell deals 3 damage, you draw a card, a creature is destroyed. These are *one-shot effects* (rule 610): they do their job and they are over. A *continuous effect* is another kind of thing: it changes something for a period of time, and for the whole of that period the game keeps applying it.
l01-rule-611-1 = A continuous effect changes the characteristics or the control of objects, or affects players or the rules of the game, for a fixed or an indefinite period.
l01-p1-sources =
    A continuous effect comes from one of two sources:
    - the *resolution of a spell or ability*: [[Giant Growth]] gives +3/+3 until end of turn; the instant is in the graveyard, its effect is still there;
    - a *static ability*: [[Honor of the Pure]] gives +1/+1 to your white creatures for as long as it is on the battlefield, without ever using the stack.
l01-rule-611-2 = A continuous effect may be created by the resolution of a spell or ability.
l01-rule-611-3 = A continuous effect may be created by a static ability of an object.
l01-p1-always-on = Continuous effects don't queue up the way spells do on the stack. The stack resolves last in, first out; continuous effects are simply *always on*. The moment one begins or ends, every characteristic it touches changes at once, and the game never sees an in-between state. Triggered abilities and state-based actions look at objects with every continuous effect already applied.
l01-rule-613-5 = The game applies the layer system continually and automatically; every resulting change to an object's characteristics is instantaneous.
l01-p1-next = When several continuous effects touch the same object, the *layer system* (rule 613) decides in which order they apply: that is the subject of the following lessons. This one is about the effects themselves: how long they last, and which objects they affect.

## Page 2

l01-p2-title = How long an effect lasts
l01-p2-stated = An effect created by a resolving spell or ability lasts as long as the spell or ability says. The most common duration is *until end of turn*: such effects end in the cleanup step, at the same moment as damage is removed from permanents (514.2). When no duration is stated, the effect lasts until the end of the game. In practice it stops mattering when the object it changed leaves the battlefield, since a permanent that changes zones comes back, if ever, as a new object (400.7). [[Mind Bend]] is such an effect: the word it replaced stays replaced after the turn is over.
l01-rule-611-2a = An effect from a resolving spell or ability lasts as long as the spell or ability states ("until end of turn", for example); with no stated duration, it lasts until the end of the game.
l01-try-durations = Crusade is on the battlefield with Grizzly Bears. Giant Growth targets the Bears, Mind Bend turns "White" into "Green" in Crusade's text, then the turn ends. Giant Growth's effect is gone (see the ended effects); Mind Bend's is still there, so Crusade now reads "Green creatures get +1/+1".
l01-p2-static = The effect of a static ability has no duration of its own. It applies whenever its source is on the battlefield, or in whichever zone the ability works from. When [[Honor of the Pure]] leaves the battlefield, its +1/+1 leaves with it.
l01-rule-611-3b = The effect of a static ability applies at all times while the permanent that generates it is on the battlefield, or while the object that generates it is in the appropriate zone.
l01-p2-as-long-as = Some effects of resolving spells and abilities last *for as long as* something remains true. If that condition is already false when the effect would begin, or never becomes true, the effect does nothing at all: it does not begin and then stop at once, and it does not last forever either. The course's example is Endoskeleton, an artifact whose ability gives a creature +0/+3 for as long as Endoskeleton remains tapped. Activating it taps Endoskeleton; if Endoskeleton is untapped before the ability resolves, the ability does nothing.
l01-rule-611-2b = If a "for as long as" duration never begins, or ends before the effect would first apply, the effect does nothing: it neither starts and stops at once nor lasts forever.
l01-try-as-long-as = Lab Brace is a card of our own, built on Endoskeleton's model: its ability gives a creature +0/+3 for as long as the Brace remains on the battlefield. The first Brace stays, and the Lion keeps its +0/+3. The second Brace is destroyed while its ability is on the stack: the duration has already ended when the ability resolves, so the Bears get nothing (see the ended effects).

## Page 3

l01-p3-title = A fixed set or a moving set
l01-p3-principle = This is the most important idea of the lesson. When a resolving spell or ability creates a continuous effect that changes characteristics or control, the set of objects it affects is *determined once, when the effect begins*; after that, the set never changes. The effect of a static ability is never locked in like this: at every moment, it applies to whatever its text describes.
l01-rule-611-2c = A continuous effect from a resolving spell or ability that changes characteristics or control determines the set of objects it affects when it begins; that set does not change afterwards.
l01-rule-611-3a = A continuous effect from a static ability is not locked in: at any moment, it applies to whatever its text indicates.
l01-p3-white = Take the same words twice: "white creatures get +1/+1". Printed on [[Crusade]], they form a static ability: a creature that turns white gets the bonus, a creature that stops being white loses it, and a white creature that enters later gets it too. Written on an instant with "until end of turn", they give +1/+1 to the creatures that are white *as the spell resolves*, and to them only: they keep the bonus if they change color, and a white creature that arrives afterwards gets nothing.
l01-try-white = Crusade and a white Silvercoat Lion. Lab Rally, an instant of our own, gives white creatures +1/+1 until end of turn; then Cerulean Wisps turns the Lion blue and a second white Lion enters. Both Lions end up 3/3, each for a different reason: the blue one keeps the Rally's bonus and loses Crusade's, the newcomer gets Crusade's and never had the Rally's.
l01-p3-real-cards = The same contrast with two real cards. [[Public Execution]] destroys a creature and gives -2/-0 until end of turn to each other creature its controller controls; [[Curse of Death's Hold]] gives -1/-1 to the creatures the enchanted player controls. The first list is drawn up as Public Execution resolves and never changes; the second is read again at every moment.
l01-try-locked = Public Execution destroys p1's Grizzly Bears and shrinks the Gray Ogre; Curse of Death's Hold enchants p1; p0 steals the Ogre with Act of Treason; a Craw Wurm enters under p1's control. The Ogre keeps its -2/-0 but escapes the Curse; the Wurm gets the Curse only.
l01-p3-rules = The lock concerns only effects that change characteristics or control. A resolving effect that changes neither modifies the *rules of the game*, and it applies at each moment to whatever it describes, including objects that didn't exist when it began. "Prevent all damage that creatures would deal this turn" also stops a creature that enters later, and a permanent that becomes a creature later in the turn.
l01-p3-x = One more thing is settled at resolution: if the spell or ability that creates the effect contains a variable such as X, its value is determined once, as it resolves, and doesn't change afterwards.
l01-rule-611-2d = If a resolving spell or ability that creates a continuous effect contains a variable such as X, that value is determined only once, on resolution.

## Page 4

l01-p4-title = Effects apply as a permanent enters
l01-p4-enters = Continuous effects that change a permanent's characteristics do so *as it enters the battlefield*, not a moment later. With [[Honor of the Pure]] on the battlefield, the Soldier tokens of [[Raise the Alarm]] enter as 2/2 creatures; at no time are they 1/1 creatures waiting to grow. Abilities that trigger when a permanent enters therefore see it with those effects already applied.
l01-rule-611-3c = Continuous effects that modify a permanent's characteristics do so as it enters the battlefield, not afterwards; they apply before the game checks whether its arrival triggers an ability.
l01-try-enters = Honor of the Pure is on the battlefield, then Raise the Alarm creates two white 1/1 Soldiers. They enter as 2/2 creatures.
l01-p4-curse = It works the other way too. If [[Curse of Death's Hold]] enchants you, a 1/1 creature of yours enters as a 0/0: it does enter, so its "when this enters" abilities trigger, and then state-based actions put it into the graveyard.

## Page 5

l01-p5-title = Check yourself
l01-p5-intro = For the computed questions, the engine works out the answer from the board and shows its steps as the worked answer. Think it through first.
l01-q1-prompt = On the board of the two Lions, the first Silvercoat Lion (lion) was white when Lab Rally resolved; then Cerulean Wisps turned it blue. What are its power and toughness?
l01-q1-explain = Lab Rally's effect comes from a resolving spell: its set of affected objects was fixed as it resolved, while the Lion was white, so the Lion keeps the bonus after turning blue (611.2c). Crusade is a static ability and looks at the board at every moment (611.3a); its "white creatures" are read after layer 5, where Cerulean Wisps has made the Lion blue, so Crusade no longer applies to it.
l01-q2-prompt = Public Execution resolved while p1 controlled the Gray Ogre (ogre); then the Curse enchanted p1, and p0 gained control of the Ogre with Act of Treason. What are the Ogre's power and toughness?
l01-q2-explain = Public Execution's -2/-0 applies to a fixed list, drawn up as it resolved: the other creatures p1 controlled at that moment, the Ogre among them (611.2c). Changing sides doesn't take the Ogre off that list. Curse of Death's Hold, a static ability, applies to the creatures the enchanted player controls *now* (611.3a); Act of Treason changes control in layer 2, long before layer 7c, so by then the Ogre is no longer p1's.
l01-q3-prompt = The Craw Wurm (wurm) entered under p1's control after Public Execution had resolved and after the Curse had enchanted p1. What are its power and toughness?
l01-q3-explain = The Wurm wasn't on the battlefield when Public Execution resolved, so it isn't in that effect's set, even though it is now a creature p1 controls (611.2c). The Curse follows the board: any creature p1 controls at a given moment gets its -1/-1, newcomers included (611.3a).
l01-q4-prompt = Honor of the Pure is on the battlefield when you cast Raise the Alarm. What are the power and toughness of one of the Soldier tokens (alarm.1)?
l01-q4-explain = Raise the Alarm defines white 1/1 Soldiers; those are the tokens' starting values (613.1). Honor of the Pure's static ability applies to a white creature you control as it enters the battlefield, not after (611.3c), so the tokens are never 1/1 on the battlefield.
l01-q5-prompt = Crusade and Grizzly Bears (bears) are on the battlefield. Giant Growth targets the Bears, then Mind Bend changes "White" into "Green" in Crusade's text; then the turn ends. What are the Bears' power and toughness now?
l01-q5-explain = Giant Growth's +3/+3 lasted until end of turn: it ended in the cleanup step (611.2a, 514.2). Mind Bend states no duration, so its text change lasts for the rest of the game (611.2a). Crusade's text is rewritten in layer 3 before its bonus is applied in layer 7c, so it now gives +1/+1 to green creatures, and the Bears are green.
l01-q6-prompt = You activate Endoskeleton, targeting your creature: it will get +0/+3 "for as long as Endoskeleton remains tapped". In response, your opponent untaps Endoskeleton. What happens when the ability resolves?
l01-q6-c1 = The creature gets +0/+3 for the rest of the game: the condition can no longer end the effect.
l01-q6-c2 = The creature gets +0/+3, which ends at once.
l01-q6-c3 = Nothing: the duration ended before the effect could begin.
l01-q6-c4 = The creature gets +0/+3 until end of turn.
l01-q6-explain = A "for as long as" duration that has already ended when the effect would begin makes the effect do nothing. It doesn't begin and stop at once, and it doesn't last indefinitely (611.2b). This is the very example the course takes from the rules.
l01-q6-c1-not = A "for as long as" duration that has already ended doesn't turn into a duration that never ends: the rule says the effect does nothing, and it doesn't last forever either (611.2b).
l01-q6-c2-not = The effect doesn't begin and then stop at once: when its duration has ended before it would first apply, it never begins at all (611.2b). The difference matters: an effect that never began never applied, not even for an instant.
l01-q6-c4-not = The ability states its own duration, "for as long as Endoskeleton remains tapped"; nothing turns it into "until end of turn". With that duration already over, the effect does nothing (611.2b).
l01-q7-prompt = You cast an instant: "Prevent all damage that creatures would deal this turn." After it resolves, your opponent casts a creature with haste and attacks with it. Is its combat damage prevented?
l01-q7-c1 = Yes: the effect changes no characteristics and no control, so it modifies the rules of the game and also applies to creatures that arrive later.
l01-q7-c2 = No: the set of affected creatures was fixed when the instant resolved.
l01-q7-c3 = Only if the creature was already in its owner's hand when the instant resolved.
l01-q7-explain = Only effects that change characteristics or control fix their set of objects as they begin. A prevention effect that does neither changes the rules of the game, so it applies to whatever it describes at each moment, including a creature that wasn't on the battlefield when it began (611.2c).
l01-q7-c2-not = Only an effect that changes characteristics or control locks its set of objects as it begins (611.2c). Preventing damage changes neither: it modifies the rules of the game, and applies to whatever it describes at each moment.
l01-q7-c3-not = Where the creature was when the instant resolved doesn't matter: an effect that changes the rules of the game fixes no set of objects, so it reaches any creature that would deal damage this turn, wherever it came from (611.2c).
l01-q8-prompt = Which of these effects determines again, at every moment, which objects it applies to?
l01-q8-c1 = The -2/-0 of Public Execution.
l01-q8-c2 = The +1/+1 of Crusade.
l01-q8-c3 = The +3/+3 of Giant Growth.
l01-q8-c4 = The change of control of Act of Treason.
l01-q8-explain = Crusade's bonus comes from a static ability, which is never locked in: it applies at each moment to the white creatures on the battlefield (611.3a). The three others come from resolving spells that change characteristics or control: each fixed its set of objects as it began (611.2c).
l01-q8-c1-not = Public Execution is a resolving spell that changes characteristics: its -2/-0 goes to the creatures of its list, drawn up once as it resolved (611.2c).
l01-q8-c3-not = Giant Growth's +3/+3 comes from a resolving spell: its set, the targeted creature, is fixed as it resolves (611.2c), whatever that creature becomes afterwards.
l01-q8-c4-not = Act of Treason's control change comes from a resolving spell that changes control: it locks its set, the creature it targeted, as it resolves (611.2c).
