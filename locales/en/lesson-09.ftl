## Lesson 9: layer 3, text

l09-title = Layer 3: text
l09-summary = Layer 3 holds the effects that rewrite a card's text: [[Mind Bend]] swaps one color word or one basic land type for another, [[Volrath's Shapeshifter]] borrows the whole text of another card. The course gives the key to this layer: these cards talk about *text*. And text is not the same thing as abilities.

## Page 1

l09-p1-title = Changing the words
l09-rule-1c = Layer 3: text-changing effects are applied.
l09-p1-text1 =
    The course describes this layer as the one of the effects that change, or set, the text of a card, and gives a simple test: the cards that belong here all speak of "text". Its two cards:
    - [[Mind Bend]]: change the text of target permanent by replacing all instances of one color word with another, or of one basic land type with another; the change lasts indefinitely;
    - [[Volrath's Shapeshifter]]: as long as the top card of your graveyard is a creature card, it has the full text of that card.
l09-rule-612-2 = A text-changing effect changes only words used in the right way: a color word used as a color, a basic land type used as a land type, and so on. It never changes a proper noun, such as a card name.
l09-p1-text2 = Layer 3 comes before types, colors, abilities and power and toughness: by the time the changed text does anything, it is already changed. On that board, Honor of the Pure reads "green creatures you control get +1/+1": in sublayer 7c the bonus goes to your [[Grizzly Bears]], and no longer to your [[Silvercoat Lion]].
l09-try-honor = Layer 3: look at what Mind Bend changes in Honor of the Pure's text; then step to 7c and look at Honor's set.
l09-q-honor-lion-pt-prompt = You control [[Honor of the Pure]], a [[Silvercoat Lion]] and a [[Grizzly Bears]]. You cast [[Mind Bend]] on Honor of the Pure and replace "white" with "green". What are the Lion's power and toughness?
l09-q-honor-lion-pt-why = Mind Bend rewrites Honor of the Pure's color word in layer 3 (613.1c, 612.2). When Honor's effect applies in sublayer 7c (613.4c), its text names another color: its set is made of the creatures of that color you control, and the white Lion is not one of them.

## Page 2

l09-p2-title = Mind Bend on Blood Moon
l09-p2-intro = The example with a land type: [[Mind Bend]] cast on [[Blood Moon]], replacing "Mountain" with "Island".
l09-p2-text1 = In layer 3, Blood Moon's text becomes: nonbasic lands are Islands. In layer 4, its effect applies with that text: each nonbasic land loses its other land types and the abilities of its rules text, and gains the intrinsic mana ability of an Island (305.7). A [[Canopy Vista]] now taps for blue mana, no longer for red.
l09-p2-text2 = Nothing else changes in layer 4. [[Urborg, Tomb of Yawgmoth]] still loses its ability to Blood Moon, Mind Bend or not: its effect still depends on Blood Moon's (613.8a) and ceases to exist. The text change and the dependency don't get in each other's way: they live in two different layers, and layer 3 is over before layer 4 begins.
l09-try-moon = Step through layers 3 and 4: look at Blood Moon's text after Mind Bend, then at what its effect does with it, and to whom.
l09-q-moon-vista-subtypes-prompt = [[Blood Moon]] is on the battlefield with a [[Canopy Vista]] and [[Urborg, Tomb of Yawgmoth]]. Your opponent casts [[Mind Bend]] on Blood Moon, replacing "Mountain" with "Island". What are the Canopy Vista's subtypes?
l09-q-moon-vista-subtypes-why = Layer 3 first: Mind Bend rewrites the basic land type in Blood Moon's text (613.1c). Then layer 4: Blood Moon's effect applies with its new text and sets each nonbasic land's subtype to the basic land type it names, removing the old ones (613.1d, 305.7).
l09-q-moon-urborg-abilities-prompt = Same board. What abilities does [[Urborg, Tomb of Yawgmoth]] have?
l09-q-moon-urborg-abilities-why = Mind Bend changed only the land type Blood Moon names, not the way it interacts with Urborg. In layer 4, Urborg's effect still depends on Blood Moon's, since applying Blood Moon would remove the ability that generates it (613.8a). Blood Moon applies first, strips Urborg of its printed ability and gives it the intrinsic mana ability of the land type its text now names (305.7).
l09-q-bend-layer-prompt = [[Mind Bend]] replaces "Mountain" with "Island" in the text of [[Blood Moon]]. In which layer does that change apply?
l09-q-bend-layer-why = Changing the words of a permanent's text is a text-changing effect: layer 3 (613.1c).
l09-q-island-layer-prompt = After that, Blood Moon makes a Canopy Vista an Island. In which layer does that change apply?
l09-q-island-layer-why = Blood Moon's effect changes a land's subtype, and its mana ability follows from that subtype (305.7): a type-changing effect, layer 4 (613.1d). The text it reads was settled earlier, in layer 3.

## Page 3

l09-p3-title = Text, not abilities
l09-rule-612-3 = Effects that add or remove abilities don't change the text of the objects they affect, so an ability granted to an object can't be modified by a text-changing effect that affects that object.
l09-p3-text1 = The course puts it in one sentence: a text can generate an ability, but an ability generates no text. Adding or removing an ability changes nothing in a card's text.
l09-p3-text2 = [[Lord of Atlantis]] reads: other Merfolk get +1/+1 and have islandwalk. [[Mind Bend]] cast on a [[Merfolk of the Pearl Trident]] to turn "Island" into "Forest" does nothing: the Merfolk's own text is empty; its islandwalk comes from the Lord, in layer 6, and is not part of its text. Cast on the Lord instead, the same Mind Bend rewrites the text that grants the ability, and in layer 6 every other Merfolk gets forestwalk.
l09-try-merfolk = Mind Bend on the Merfolk: look at what layer 3 finds to change, then at where the landwalk comes from in layer 6.
l09-q-merfolk-abilities-prompt = You control [[Lord of Atlantis]] and a [[Merfolk of the Pearl Trident]]. Your opponent casts [[Mind Bend]] on the Merfolk, replacing "Island" with "Forest". What abilities does the Merfolk have?
l09-q-merfolk-abilities-why = Mind Bend works in layer 3, on the Merfolk's text, which holds no land type word. The landwalk ability the Merfolk has is granted by Lord of Atlantis in layer 6 (613.1f); a granted ability is not part of the text, so a text change aimed at the Merfolk can't reach it (612.3).
l09-q-lord-abilities-prompt = This time your opponent casts [[Mind Bend]] on [[Lord of Atlantis]] itself, replacing "Island" with "Forest". What abilities does the [[Merfolk of the Pearl Trident]] have?
l09-q-lord-abilities-why = The word that matters is now in the text of the ability that grants the landwalk: Mind Bend rewrites it in layer 3 (613.1c, 612.2). In layer 6, the Lord's effect applies as its text now reads (613.1f).

## Page 4

l09-p4-title = Volrath's Shapeshifter
l09-rule-612-6 = An object that has the "full text" of another object (Volrath's Shapeshifter) takes not only the text of its text box and its type line, but also the text that represents its name, mana cost, color indicator, power and toughness.
l09-p4-text1 = The course lists what "full text" covers: the name, the mana cost, the type line, the color indicator, the expansion symbol, the power and the toughness, along with the rules text. Today's rule 612.6 gives the same list without the expansion symbol. A [[Volrath's Shapeshifter]] with a [[Craw Wurm]] on top of its controller's graveyard takes all of that: the Wurm's name, its mana cost (and so its green color), its types, its power and toughness. Whatever the top card, it also has the ability to discard a card for two mana.
l09-p4-text2 =
    Three consequences follow from its being a text change (layer 3) and not a copy (layer 1):
    - the later layers apply on top of the borrowed text: a [[Giant Growth]] adds its +3/+3 in 7c to the Wurm's printed power and toughness;
    - the borrowed text is not a copiable value (707.2): a [[Clone]] that copies the Shapeshifter copies the printed Shapeshifter, which then reads its own controller's graveyard;
    - control matters: the Shapeshifter reads the graveyard of its controller, settled in layer 2 (lesson 8). And if you cast Giant Growth on it yourself, the Giant Growth card lands on top of your graveyard and the Wurm's text is gone.
l09-try-volrath = Look at the order of the steps: the Clone's copy in layer 1a, the Shapeshifter's text in layer 3, Giant Growth in 7c. What does each one reach?
l09-q-volrath-pt-prompt = The top card of your graveyard is a [[Craw Wurm]], and your [[Volrath's Shapeshifter]] is on the battlefield. Your opponent casts [[Giant Growth]] on it (so the top of your graveyard doesn't change). What are the Shapeshifter's power and toughness?
l09-q-volrath-pt-why = The Shapeshifter's ability is a text-changing effect, applied in layer 3 (613.1c): it takes the Wurm's full text, power and toughness included (612.6). Giant Growth applies later, in sublayer 7c (613.4c), on top of those values.
l09-q-volrath-clone-pt-prompt = Same board. Your opponent's [[Clone]] entered as a copy of your Shapeshifter, and the top card of your opponent's graveyard is not a creature card. What are the Clone's power and toughness?
l09-q-volrath-clone-pt-why = The Clone copies in layer 1a, and only copiable values (707.2): the printed Volrath's Shapeshifter, not the text its ability borrowed in layer 3. The Clone has that ability too, but it looks at the top of its own controller's graveyard (613.1c), and there is no creature card there: the ability does nothing, and the Clone keeps the values of the printed Shapeshifter.
l09-q-volrath-order-prompt = On that board, put these three effects in the order the game applies them.
l09-q-volrath-order-a = Giant Growth's +3/+3 on the Shapeshifter
l09-q-volrath-order-b = The Shapeshifter's ability, which gives it the Wurm's full text
l09-q-volrath-order-c = The Clone's copy effect
l09-q-volrath-order-why = Copy effects apply in layer 1 (sublayer 1a), text-changing effects in layer 3, and power and toughness modifications in sublayer 7c (613.1, 613.4c). The layers decide; timestamps only matter inside one layer.
l09-q-volrath-why-not-copy-prompt = Why doesn't a Clone that copies a Volrath's Shapeshifter currently showing a Craw Wurm become a Craw Wurm?
l09-q-volrath-why-not-copy-a = Because a Clone can't copy a creature that has a text-changing ability.
l09-q-volrath-why-not-copy-b = Because the Shapeshifter's ability stops working while it is being copied.
l09-q-volrath-why-not-copy-c = Because the Wurm's text comes from a text-changing effect, in layer 3, and that is not part of the copiable values.
l09-q-volrath-why-not-copy-d = Because copy effects apply after text-changing effects.
l09-q-volrath-why-not-copy-why = A copy takes copiable values only: the printed values as modified by copy effects, face-down status and "as it enters" choices (707.2). The Shapeshifter's borrowed text comes from a text-changing effect, applied in layer 3 (613.1c), so it is not copied. And copy effects come first, in layer 1, not after layer 3.
l09-q-volrath-why-not-copy-a-not = A Clone can copy any creature; what it takes is decided by what counts as copiable, not by the kind of abilities the creature has.
l09-q-volrath-why-not-copy-b-not = Being copied changes nothing for the original: the Shapeshifter keeps its ability and keeps showing the Wurm. The Clone simply doesn't take the text that ability borrows.
l09-q-volrath-why-not-copy-d-not = It is the other way round: copy effects apply first, in layer 1, and text-changing effects later, in layer 3 (613.1).
