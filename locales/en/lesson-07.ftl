## Lesson 7: layer 1, copy effects and face-down status

l07-title = Layer 1: copy effects and face-down status
l07-summary = Layer 1 settles what an object *is* before anything else touches it: copy effects, "as it enters" choices, face-down status. What comes out of it are the object's copiable values, the only thing a copy ever takes, once, as its copy effect begins. The course's cards for this layer are [[Clone]], [[Essence of the Wild]], [[Cemetery Puca]] and [[Primal Clay]], with its example of a [[Phyrexian Metamorph]] copying a face-down creature; [[Quicksilver Gargantuan]] is this tutorial's own.

## Page 1

l07-p1-title = What happens in layer 1
l07-rule-1a = Layer 1: rules and effects that modify copiable values are applied (the 2011 text said: copy effects).
l07-p1-text1 = Layer 1 gathers the effects that say "X becomes a copy of Y", "copy Y", "X enters the battlefield as a copy of Y" or "as X enters, it becomes Y". They start from the printed card and replace its characteristics with those of another object. A copy effect usually has no duration: it lasts until the object leaves the battlefield. Usually, but not always: the course's forum answer also cites Mirrorweave, an instant that turns each other creature into a copy of a nonlegendary creature until end of turn. That effect belongs to layer 1 too, and like any effect with a stated duration it ends during the cleanup step; the creatures then have their own values again.
l07-p1-text2 =
    The course's cards for this layer:
    - [[Clone]] may enter the battlefield as a copy of any creature on the battlefield;
    - [[Essence of the Wild]] makes the creatures that enter under its controller's control enter as copies of it;
    - [[Cemetery Puca]] becomes a copy of a creature that dies, except that it keeps its own ability;
    - [[Primal Clay]] chooses as it enters: a 3/3, a 2/2 with flying, or a 1/6 Wall with defender.
l07-p1-text3 = Primal Clay is not a copy effect, but today's rules put that kind of "as it enters" choice in the same place, sublayer 1a (the course's forum text called it step "1bis"). Layer 1 now has two sublayers, 1a for copiable effects and 1b for face-down status; in 2011 it was a single layer. One more change: today, characteristic-defining abilities do not go first in layer 1 (only in layers 2 to 6 and in 7a), whereas the 2011 rule said layers 1 to 6.
l07-rule-2 = Layer 1 is split into sublayers: 1a, copiable effects (copy effects, and the "as it enters" or "as it is turned face up" abilities that set power and toughness); 1b, face-down status.
l07-try-essence = The Grizzly Bears enter as a copy of Essence of the Wild: a copy effect, in sublayer 1a.
l07-q-essence-pt-prompt = You control [[Essence of the Wild]]. A [[Grizzly Bears]] enters the battlefield under your control. What are the Bears' power and toughness?
l07-q-essence-pt-why = Essence of the Wild makes your other creatures enter as a copy of it; the resulting copy effect applies in sublayer 1a (613.2a) and replaces all of the Bears' printed characteristics with Essence's copiable values (707.2). Nothing in a later layer changes its power or toughness.
l07-q-clay-clone-pt-prompt = As it entered, a [[Primal Clay]] chose its third option, the Wall with defender. Then your opponent's [[Clone]] enters as a copy of it, and as it enters your opponent chooses the 3/3. What are the Clone's power and toughness?
l07-q-clay-clone-pt-why = The choice Primal Clay made as it entered is part of its copiable values (707.2); today it sits in sublayer 1a beside the copy effects (613.2a). The Clone copies those values, the Wall type and defender included, not the card as printed. It also copies the "as it enters" ability, which applies as the Clone enters, with a choice of its own (707.5, 707.6): the 3/3 sets its power and toughness, after its copy effect in sublayer 1a. The Clone is a 3/3 Wall with defender.

## Page 2

l07-p2-title = Copiable values: what a copy takes
l07-rule-707-2 = A copy takes the copiable values of the original: its printed values as modified by other copy effects, by face-down status and by "as it enters" abilities that set power and toughness. Other effects, status and counters are not copied.
l07-p2-text1 =
    A copy looks at the object as layer 1 leaves it, and at nothing else. It does not see:
    - counters, +1/+1 or of any other kind;
    - the effects of layers 2 to 7: a control change, a type or a color given by an effect, abilities granted or removed, a bonus to power and toughness;
    - status: tapped or untapped, face up or face down, flipped or not.
l07-p2-text2 = The course puts the principle in one line: an object A that becomes a copy of an object B takes *B's* copiable values as its own copiable values. (The article first printed "A's" there; when a reader asked in the comments whether that was a typo, the author answered with the corrected line.) So if B is itself a copy, A copies what B copied.
l07-try-clone-bears = The Clone copies the printed Grizzly Bears, not the pumped and stolen Bears in front of it.
l07-q-clone-bears-pt-prompt = Your [[Grizzly Bears]] has two +1/+1 counters and got [[Giant Growth]] this turn; then your opponent took it with [[Act of Treason]]. Their [[Clone]] enters as a copy of it. What are the Clone's power and toughness?
l07-q-clone-bears-pt-why = The copy effect applies in sublayer 1a and takes only the Bears' copiable values, its printed characteristics (707.2). The counters and Giant Growth's bonus apply to the original in sublayer 7c and are not copied; neither is Act of Treason's control change (layer 2) or haste (layer 6). Nothing changes the Clone itself after layer 1.

## Page 3

l07-p3-title = Exceptions belong to the copy
l07-rule-707-9 = A copy effect may change the copying process: an exception, an added type or ability, a value it sets. That change becomes part of the copy's copiable values, so whatever copies the copy gets it too.
l07-p3-text1 =
    The course insists on it: exceptions and changes to the normal copying process are an integral part of the copy effect. So they end up in the copiable values, and they are passed on.
    - [[Phyrexian Metamorph]] copies an artifact or a creature "except it's an artifact in addition to its other types";
    - [[Quicksilver Gargantuan]] copies a creature "except it has base power and toughness 7/7";
    - [[Cemetery Puca]] becomes a copy of the creature that died "except it has this ability", so it can do it again.
l07-p3-text2 = A subtlety of today's rules: when a copy effect sets a characteristic itself, a characteristic-defining ability of the original that defines that same characteristic is not copied (707.9d). A Gargantuan that copies [[Tarmogoyf]] is a Tarmogoyf with base power and toughness 7/7, without Tarmogoyf's ability that defines them. A Clone that enters afterwards as a copy of that Gargantuan takes those copiable values, exception included, as it enters.
l07-try-gargantuan = Sublayer 1a holds two copy effects. Look at their order, and at what the Clone's gives it.
l07-q-gargantuan-clone-pt-prompt = You control [[Tarmogoyf]]. Your opponent's [[Quicksilver Gargantuan]] enters as a copy of it, then your [[Clone]] enters as a copy of the Gargantuan. What are the Clone's power and toughness?
l07-q-gargantuan-clone-pt-why = The Gargantuan's exception is part of its copy effect, so it becomes part of its copiable values (707.9b), and Tarmogoyf's P/T-defining ability is not copied, since the exception sets those values (707.9d). The Clone entered after the Gargantuan had become that Tarmogoyf: it took those copiable values as it entered, exception included (707.2, 707.3). In sublayer 1a the two copy effects simply go in timestamp order, and no characteristic-defining ability is left to apply in 7a.
l07-try-puca = The Puca becomes a copy of the Wurm that died, keeping its own triggered ability.
l07-q-puca-abilities-prompt = Your [[Cemetery Puca]] is on the battlefield. Your opponent's [[Craw Wurm]] dies, and you pay to have the Puca become a copy of it. What abilities does the Puca have?
l07-q-puca-abilities-why = The Puca's triggered ability creates a copy effect in sublayer 1a, with its timestamp taken as it resolves (613.7b), and with an exception: the Puca keeps that triggered ability. The exception is part of the copy effect (707.9), so the Puca has the Wurm's copiable values plus that ability, and can do it again when the next creature dies.
l07-q-what-is-copied-prompt = A permanent is copied. Which of these does the copy pick up from it?
l07-q-what-is-copied-a = The +1/+1 counters on the permanent.
l07-q-what-is-copied-b = The exception of the copy effect that made the permanent what it is, such as Phyrexian Metamorph's "it's an artifact in addition to its other types".
l07-q-what-is-copied-c = The creature card type it has because Opalescence turns it into a creature.
l07-q-what-is-copied-d = Its face-down status.
l07-q-what-is-copied-a-not = Counters are not copiable values: they change the original in 7c and stay on it. A copy starts from the copiable values, with no counters (707.2).
l07-q-what-is-copied-c-not = Opalescence changes the type in layer 4, after layer 1: that is not a copiable value, so the copy does not take it from the original. (If the copy is itself a non-Aura enchantment, Opalescence's own effect makes it a creature too.)
l07-q-what-is-copied-d-not = Face down is a status, and a status is not copied: a copy of a face-down permanent copies its face-down values, a nameless 2/2, but is itself face up (707.2, 708.2).
l07-q-what-is-copied-why = Only copiable values are copied (707.2): the printed values as modified by copy effects, exceptions included (707.9b), by face-down status and by "as it enters" choices. Counters are not copied; Opalescence's type change is a layer-4 effect, not a copiable value; and a status such as being face down is not copied either (the copy of a face-down permanent is face up).

## Page 4

l07-p4-title = Face down: sublayer 1b
l07-rule-708-2 = Unless the effect that turned it face down says otherwise, a face-down permanent is a 2/2 creature with no name, no text, no subtypes and no mana cost.
l07-p4-text1 = In the course's 2011 rules, face-down status was handled right after the copy effects of layer 1 (the forum text called it step "1ter"). Today it is sublayer 1b (613.2b). Its values are copiable: a copy of a face-down permanent copies a nameless, colorless 2/2 creature without abilities. The status itself is not copied: the copy is face up.
l07-p4-text2 = That board is the course's example: a [[Phyrexian Metamorph]] enters as a copy of a face-down creature. It is now a face-up 2/2 artifact creature: it copied the face-down values, and its own exception added the artifact type. Then a [[Clone]] enters as a copy of the Metamorph. It is a face-up 2/2 artifact creature too: as it entered, it took the Metamorph's copiable values, and "except it's an artifact" is part of the Metamorph's copy effect, so the Clone takes it along.
l07-try-metamorph = The Clone copies the Metamorph, which copied a face-down creature: the "artifact" exception comes along.
l07-q-metamorph-clone-types-prompt = A creature is face down. A [[Phyrexian Metamorph]] enters as a copy of it, then a [[Clone]] enters as a copy of the Metamorph. What are the Clone's card types?
l07-q-metamorph-clone-types-why = The Metamorph copies the copiable values of the face-down creature, which its face-down status defines (708.2, 707.2), and adds the type of its exception; that exception is part of its copy effect, hence of its copiable values (707.9b). The Clone copies those values in sublayer 1a. Being face down is a status, and a status is not copied.
l07-q-face-down-layer-prompt = A permanent is turned face down. In which sublayer does it become a nameless 2/2 creature with no abilities?
l07-q-face-down-layer-why = Face-down status is applied in sublayer 1b, after the copiable effects of 1a (613.2b, 708.2). The course's 2011 rules had no sublayers in layer 1; its forum text called this step "1ter".

## Page 5

l07-p5-title = A copy takes its values once
l07-p5-text1 = When does a copy look at the original? Once, as its copy effect begins: a [[Clone]] takes the original's copiable values as they are when it enters the battlefield, and they become its own copiable values. If the original is itself a copy, those values already include that copy effect and its exceptions: the copy of a copy needs nothing more from the other copy effect, and in sublayer 1a the copy effects simply apply in timestamp order. What if the original changes afterwards?
l07-rule-707-3 = The copy's copiable values become the copied information, as modified by the copy's status; objects that copy the copy use these new copiable values.
l07-rule-707-2b = Once an object has been copied, changing the copiable values of the original doesn't change the copy.
l07-q-clone-puca-pt-prompt = When your opponent's [[Craw Wurm]] died, your [[Cemetery Puca]] became a copy of it, keeping its own ability. Then your opponent's [[Clone]] enters as a copy of the Puca. Later, your opponent's [[Grizzly Bears]] dies, and the Puca becomes a copy of it. What are the Clone's power and toughness?
l07-q-clone-puca-pt-why = The Clone's copy effect took the Puca's copiable values as the Clone entered: those of the Craw Wurm, which the Puca's own copy effect had given it (707.2, 707.3). When the Puca later becomes a copy of the Bears, the copiable values of the original change, and that doesn't reach the copy (707.2b). Nothing after layer 1 changes the Clone.
l07-q-clone-puca-abilities-prompt = Same board. What abilities does the Clone have?
l07-q-clone-puca-abilities-why = The exception of the Puca's copy effect ("except it has this ability") is part of the Puca's copiable values (707.9b), so the Clone copied the Wurm together with the Puca's triggered ability (707.2). The Puca's later change doesn't reach it (707.2b): the Clone keeps that ability, and could itself become a copy of the next creature that dies.
l07-try-clone-keeps = Three copy effects in sublayer 1a, in timestamp order. Look at what the last one, the Puca's second, changes, and what it leaves alone.
l07-p5-text2 = The Clone entered while the Puca was a Craw Wurm with the Puca's ability: that is what it copied, and what it stays. When the Puca later became a copy of the Grizzly Bears, its own copiable values changed, not the Clone's: once an object has been copied, changing the original doesn't change the copy. The Clone has nothing to wait for and nothing to follow. A transforming original works the same way: a Clone that entered as a copy of [[Archangel Avacyn]] stays an Archangel Avacyn when the original transforms into Avacyn, the Purifier (lesson 17 comes back to transforming).

## Page 6

l07-p6-title = After layer 1
l07-rule-2c = After all rules and effects of layer 1 have been applied, the object's characteristics are its copiable values.
l07-p6-text1 = Once layer 1 is done, the object's characteristics are its copiable values, and everything else is applied on top of them in layers 2 to 7: a copy can be stolen, recolored or pumped exactly like the card it looks like.
l07-p6-text2 = The course closes its layer-1 section with a reminder: transforming a double-faced card or flipping a flip card generates no continuous effect. Those change which face, or which half, the layers start from; lesson 15 comes back to them.
l07-q-copy-order-prompt = A [[Clone]] entered as a copy of [[Grizzly Bears]]. On their turn, your opponent casts [[Act of Treason]] on it; later that turn, you cast [[Giant Growth]] on it. Put these effects in the order the game applies them to the Clone.
l07-q-copy-order-a = Giant Growth's +3/+3
l07-q-copy-order-b = The control change of Act of Treason
l07-q-copy-order-c = The Clone's copy effect
l07-q-copy-order-why = A copy effect always applies first, in sublayer 1a, whatever its timestamp; the control part of Act of Treason belongs to layer 2, and Giant Growth's +3/+3 to sublayer 7c (613.1, 613.4c). Between layers, timestamps play no part.
