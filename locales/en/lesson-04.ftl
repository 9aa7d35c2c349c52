# Lesson 4: characteristic-defining abilities (CR 604.3, 613.3, 613.4a).

l04-title = Characteristic-defining abilities
l04-summary = Some abilities say what a card *is* rather than what it does. How to recognise them (the test of 604.3), why they apply first in their layer, and changeling, with the course's cards, Aeon Chronicler against Aquamorph Entity, Maro and Sutured Ghoul, and with Tarmogoyf, this tutorial's own.

## Page 1

l04-p1-title = What a CDA is
l04-p1-what = Most abilities say what an object *does*; a few say what it *is*. A characteristic-defining ability, or CDA, is a static ability that gives information you would normally find elsewhere on the card: in its mana cost (its colors), on its type line (its subtypes), or in its power/toughness box. [[Tarmogoyf]] has stars in its power/toughness box, and a line of text saying what they are worth: that line is a CDA.
l04-rule-604-3 = Some static abilities are characteristic-defining abilities: they convey characteristics of the object that would normally be found elsewhere on it. They work in every zone, and even outside the game.
l04-p1-test =
    A static ability is a CDA only if it passes *every one* of these tests:
    - it defines the object's *colors, subtypes, power or toughness*;
    - it is *printed* on the card it affects, or was given to a token by the effect that created the token, or was obtained through a copy effect or a text-changing effect;
    - it does not directly affect the characteristics of *any other object*;
    - it is not an ability that the object *gives itself*;
    - it does not set those values *only if some condition is met*.
l04-rule-604-3a = A static ability is a characteristic-defining ability only if it defines colors, subtypes, power or toughness; is printed on the card (or given to a token by its creator, or obtained through a copy or text-changing effect); affects no other object; is not granted by the object to itself; and is not conditional.
l04-p1-course = The course puts it in one sentence: an ability the card has *natively*, which sets one of its own characteristics unconditionally, without touching any other object.
l04-p1-everywhere = Because a CDA is part of what the card is, it works *everywhere*: on the battlefield, in a graveyard, in your hand, in exile, and even before the game begins.
l04-p1-not-cdas =
    Some abilities that look close fail the test:
    - [[Godhead of Awe]] sets power and toughness, but those of *other* creatures;
    - [[Crusade]] modifies rather than defines, and touches other objects;
    - a subtype that [[Xenograft]] gives your creatures is not printed on them;
    - an ability that only works "as long as" something is true is conditional.

## Page 2

l04-p2-title = Aeon Chronicler and Aquamorph Entity
l04-p2-pair = The course contrasts two blue creatures with stars in their power/toughness box. [[Aeon Chronicler]]'s power and toughness are each equal to the number of cards in its controller's hand: defined by the card, unconditionally, about itself only. It is a CDA, applied in 7a. [[Aquamorph Entity]] has stars too, but its controller *chooses*, as it enters the battlefield or is turned face up, whether it is 5/1 or 1/5. That choice is not a CDA: the values depend on a player's decision. Today it is applied in sublayer 1a, alongside copy effects, and it becomes part of the creature's copiable values.
l04-rule-613-2a = Layer 1a: copy effects, and abilities that set power and toughness as an object enters the battlefield or is turned face up (the course forum's step "1bis").
l04-p2-outside = The difference shows away from the battlefield. In your hand, Aeon Chronicler's CDA keeps working: the card is as big as your hand. Aquamorph Entity in your hand has nothing defining its stars, so they count as 0; its choice is made only as it enters the battlefield or turns face up.
l04-p2-copy = A copy takes the CDA itself, not its current result. A [[Clone]] that enters as a copy of Aeon Chronicler gets the Chronicler's ability, and that ability counts the cards in the hand of *the Clone's* controller.
l04-try-chronicler = p0 has 4 cards in hand, p1 has 2. p0 controls Aeon Chronicler and Aquamorph Entity (5/1 chosen); p1's Clone enters as a copy of the Chronicler. The copied CDA counts p1's hand.

## Page 3

l04-p3-title = CDAs apply first
l04-p3-first = In each of layers 2 to 6, and in sublayer 7a, the effects of CDAs apply *before* every other effect of that layer, whatever the timestamps; the others follow in timestamp order. A CDA only ever defines colors (layer 5), subtypes (layer 4) or power and toughness (7a), so those are where the rule bites; sublayers 7b to 7d contain no CDA at all. The course's 2011 rule said "layers 1 to 6"; today layer 1 is left out of it, which changes nothing in practice, since copy effects and face-down status are never CDAs.
l04-rule-613-3 = In layers 2 to 6, effects from characteristic-defining abilities apply first, then all other effects in timestamp order (in 2011: layers 1 to 6).
l04-rule-613-4a = Layer 7a: effects from characteristic-defining abilities that define power and/or toughness are applied.
l04-p3-changeling = Changeling is a CDA written as a keyword: "this object is every creature type" (702.73a). [[Woodland Changeling]] therefore gets its creature types in layer 4 *before* any other type-changing effect, whatever the timestamps. With [[Conspiracy]] (creatures you control are the chosen type) on the battlefield, a Woodland Changeling that arrives later still becomes every creature type first; then Conspiracy, applied after it, leaves it the chosen type alone.
l04-try-conspiracy = Conspiracy (Elf chosen) entered first, then Woodland Changeling. In layer 4 the changeling CDA goes first even though its timestamp is later; Conspiracy then overwrites it: the Changeling is an Elf and nothing else.
l04-try-lord = Woodland Changeling is every creature type, Merfolk included: Lord of Atlantis gives it +1/+1 and islandwalk.
l04-p3-maro-godhead = The same holds in layer 7. [[Maro]]'s power and toughness are each equal to the number of cards in its controller's hand: a CDA, in 7a. [[Godhead of Awe]] gives other creatures base power and toughness 1/1: an ordinary effect, in 7b. Whichever arrived first, Maro's CDA applies first and Godhead's effect then overwrites it: Maro is 1/1 whatever the size of your hand.
l04-try-godhead = p0 holds 5 cards. Godhead of Awe is on the battlefield first, then Maro enters. Maro's CDA (7a) makes it 5/5, then Godhead's effect (7b) sets it to 1/1.

## Page 4

l04-p4-title = A CDA is still an ability
l04-p4-still-an-ability = A CDA is still an ability, and an effect that removes abilities removes CDAs too. What happens next depends on the layers. [[Dress Down]] removes abilities in layer 6. Changeling has already done its work in layer 4, so a Woodland Changeling under Dress Down stays every creature type, even though it no longer has changeling. A power/toughness CDA, on the other hand, would apply in 7a, *after* layer 6: once Dress Down has removed it, nothing defines the stars any more, and they count as 0. [[Maro]] becomes a 0/0, and state-based actions put it into the graveyard.
l04-try-dress-down = p0 holds 5 cards; Maro is on the battlefield, then Dress Down arrives. Layer 6 removes Maro's CDA, so 7a has nothing left to apply: Maro is 0/0 and dies.
l04-p4-goyf-printed = What is left is what is printed. [[Tarmogoyf]]'s toughness box reads "one plus a star". Without its CDA the star counts as 0, but the printed 1 remains: under Dress Down, Tarmogoyf is 0/1 and survives. The official rulings on cards that remove abilities give the same answer for creatures printed this way.

## Page 5

l04-p5-title = Tarmogoyf, Maro and Sutured Ghoul
l04-p5-goyf = [[Tarmogoyf]] counts the card types among all cards in all graveyards: its power is that number, its toughness that number plus 1. It counts types, not cards: ten creature cards count once, and an artifact land brings two types at once. An instant or sorcery goes to its owner's graveyard as the last step of its resolution, before state-based actions are checked, so a [[Giant Growth]] cast on Tarmogoyf can bring the instant type along with its +3/+3.
l04-try-goyf = The graveyards hold a Forest, Grizzly Bears, Act of Treason and Darksteel Citadel (an artifact land); then Giant Growth is cast on Tarmogoyf. Once it has resolved, the graveyards show land, creature, sorcery, artifact and instant.
l04-p5-maro = [[Maro]]'s power and toughness are each equal to the number of cards in "your" hand. On the battlefield, "you" is its controller; in any other zone, its owner (109.5). Its CDA keeps counting in the graveyard and in exile.
l04-p5-ghoul = The course's layer 7a example puts the two together. [[Sutured Ghoul]] exiles any number of creature cards from your graveyard as it enters; its power is the total power of the exiled cards, its toughness their total toughness: a CDA too. Exile Maro with it while you hold three cards. Maro's CDA works in exile, so the exiled Maro is a 3/3, and the Ghoul is 3/3. Both effects are in 7a and both come from CDAs, so one of them can depend on the other: applying Maro's changes what the Ghoul's does, so Maro's always goes first. Dependency is the subject of lesson 5.
l04-rule-613-8a = An effect depends on another if both apply in the same layer or sublayer; applying the other would change its existence, its text, what it applies to or what it does; and both come from CDAs, or neither does.
l04-try-ghoul = p0 holds 3 cards; Sutured Ghoul enters, exiling Maro. In 7a, the Ghoul's CDA waits for Maro's, which works in exile.

## Page 6

l04-p6-title = Check yourself
l04-p6-intro = Recognise CDAs, then put them in their place. For the computed questions, the engine's steps are the worked answer.
l04-q1-prompt = Which of these abilities is a characteristic-defining ability?
l04-q1-c1 = [[Aquamorph Entity]]: as it enters or is turned face up, choose 5/1 or 1/5.
l04-q1-c2 = [[Godhead of Awe]]: other creatures have base power and toughness 1/1.
l04-q1-c3 = [[Aeon Chronicler]]: its power and toughness are each equal to the number of cards in your hand.
l04-q1-c4 = [[Crusade]]: white creatures get +1/+1.
l04-q1-explain = Aeon Chronicler's ability is printed on the card, defines its own power and toughness, affects nothing else and has no condition: it passes every test of 604.3a. Aquamorph Entity's values come from a player's choice as it enters (layer 1a); Godhead of Awe and Crusade affect other objects, and Crusade modifies rather than defines.
l04-q1-c1-not = Aquamorph Entity's values depend on a choice its controller makes as it enters or is turned face up: a conditional value is not a CDA (604.3a). The choice is an "as it enters" effect of layer 1a.
l04-q1-c2-not = Godhead of Awe sets the power and toughness of *other* creatures: an ability that affects other objects is not a CDA (604.3a). Its effect applies in 7b.
l04-q1-c4-not = Crusade modifies rather than defines, and it touches other creatures: it fails the test twice (604.3a). Its bonus applies in 7c.
l04-q2-prompt = [[Aquamorph Entity]] enters the battlefield and its controller chooses 5/1. In which layer does that choice apply?
l04-q2-explain = Abilities that set power and toughness as an object enters or is turned face up apply in 1a, with copy effects (613.2a), and their result is part of the copiable values (707.2). It is not a CDA, so not 7a; nor an ordinary setting effect, so not 7b. The course's forum answer calls this step "1bis".
l04-q3-prompt = p0 has 4 cards in hand, p1 has 2. p1's Clone (clone) entered as a copy of p0's Aeon Chronicler. What are the Clone's power and toughness?
l04-q3-explain = The Clone copies the Chronicler's copiable values, abilities included, so it gets the CDA itself (707.2). That CDA applies in 7a to the Clone and counts the cards in "your" hand; on the battlefield, "you" is the Clone's controller, p1 (613.4a, 109.5).
l04-q4-prompt = Godhead of Awe was on the battlefield when Maro (maro) entered; Maro's controller holds 5 cards. What are Maro's power and toughness?
l04-q4-explain = Maro's CDA is 7a; Godhead's base power and toughness effect is 7b. Sublayers come before timestamps: Maro's CDA applies first (613.4a), then Godhead's effect sets the values (613.4b). A later timestamp doesn't make a CDA win.
l04-q5-prompt = Conspiracy (Elf chosen) entered first, then Woodland Changeling (changeling). Which creature types does the Changeling have?
l04-q5-explain = Both effects are in layer 4. Changeling is a CDA (702.73a), so it applies first despite its later timestamp (613.3): the Changeling becomes every creature type. Then Conspiracy makes the creatures its controller controls the chosen type, and that type only, overwriting the changeling's result.
l04-q6-prompt = Lord of Atlantis (other Merfolk get +1/+1 and have islandwalk) is on the battlefield; Woodland Changeling (changeling) enters. What are the Changeling's power and toughness?
l04-q6-explain = Changeling makes the creature every creature type in layer 4, Merfolk included, and in every zone (702.73a, 604.3). Lord of Atlantis then finds one more Merfolk: islandwalk in layer 6, +1/+1 in 7c.
l04-q7-prompt = Dress Down arrives while Maro (maro) is on the battlefield; Maro's controller holds 5 cards. Do state-based actions put Maro into the graveyard?
l04-q7-explain = Dress Down removes abilities in layer 6, Maro's CDA among them (613.1f). In 7a there is no effect left to apply (613.4a), so nothing defines Maro's stars any more and they count as 0. State-based actions then look at that final toughness (704.5f).
l04-q8-prompt = Dress Down is on the battlefield; the graveyards hold one land card and one creature card. What are Tarmogoyf's power and toughness?
l04-q8-c1 = 2/3: a CDA works in every zone, so Dress Down can't touch it.
l04-q8-c2 = 0/1: the CDA is removed in layer 6; the stars count as 0, but the printed 1 of its toughness stays.
l04-q8-c3 = 0/0: like Maro, it dies.
l04-q8-c4 = 1/1: Dress Down makes creatures 1/1.
l04-q8-explain = Working in every zone doesn't protect a CDA from being removed: Dress Down removes it in layer 6 (613.1f), before 7a (613.4a). Tarmogoyf's box reads a star, then one plus a star: with nothing defining the star, it counts as 0, and its toughness is 1. Maro, printed with two bare stars, becomes 0/0 and dies.
l04-q8-c1-not = A CDA works in every zone, but it is still an ability, and an effect that removes abilities removes it too: Dress Down does so in layer 6, before 7a.
l04-q8-c3-not = Tarmogoyf's toughness box reads one plus a star, not a bare star: without its CDA the star counts as 0, and the printed 1 remains. Maro, printed with two bare stars, is the one that becomes 0/0.
l04-q8-c4-not = Dress Down only removes abilities; it sets no power or toughness. "1/1" is Humility's 7b effect, not Dress Down's.
l04-q9-prompt = On the Tarmogoyf board, Giant Growth was cast on Tarmogoyf (goyf). What are its power and toughness once the instant has resolved?
l04-q9-explain = Tarmogoyf's CDA applies in 7a and counts the card types in all graveyards (604.3, 613.4a): land, creature, sorcery, artifact (the Citadel is both an artifact and a land), and instant, because Giant Growth is in the graveyard once it has resolved. Then Giant Growth's +3/+3 applies in 7c (613.4c).
l04-q10-prompt = p0 holds 3 cards. Sutured Ghoul (ghoul) entered, exiling Maro from p0's graveyard. What are the Ghoul's power and toughness?
l04-q10-explain = Both are CDAs in 7a, so one can depend on the other (613.8a). Applying Maro's CDA changes what the Ghoul's does, so the Ghoul's waits for it. Maro's works in exile and counts its owner's hand (604.3, 109.5); the Ghoul then adds up the power and the toughness of the exiled cards.
