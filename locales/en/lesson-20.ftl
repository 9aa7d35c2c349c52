# Lesson 20: entering, face-down and copies today (614.12, cloak and manifest dread, "as it is
# turned face up", a copy that keeps its color, a copy of a token).

l20-title = Entering, face-down and copies today
l20-summary = What happens as a permanent enters is decided by looking at it as it will be on the battlefield, effects included: a land that "enters tapped" under Blood Moon, a creature that "enters with counters" under Humility. Then today's face-down permanents (cloak, manifest dread) and what a copy of them is; an ability that chooses again as the permanent is turned face up; a copy that keeps its own color; a copy of a token.

## Page 1

l20-p1-title = Entering under Blood Moon
l20-p1-intro = [[Azorius Guildgate]] reads "This land enters tapped. {"{"}T{"}"}: Add {"{"}W{"}"} or {"{"}U{"}"}." "Enters tapped" is a replacement effect that changes how the land enters (614.1c). Your opponent controls [[Blood Moon]]: "Nonbasic lands are Mountains." The question is which abilities the Guildgate has at the moment its replacement effects are chosen.
l20-rule-614-12 = To see which replacement effects apply to a permanent as it enters, and how, look at it as it would exist on the battlefield: with the replacement effects already applied to its entering, the continuous effects of its own static abilities, and the continuous effects that already exist and would apply to it.
l20-rule-614-1c = Effects that read "[This permanent] enters with …", "As [this permanent] enters …" or "[This permanent] enters as …" are replacement effects.
l20-q1-prompt = Your opponent controls [[Blood Moon]]. You play [[Azorius Guildgate]]. What are the Guildgate's subtypes?
l20-q1-why = Blood Moon sets the subtype of every nonbasic land to Mountain in layer 4 (613.1d): the land types it had, Gate included, are gone (305.7).
l20-q2-prompt = On that board, which abilities does the Guildgate have?
l20-q2-why = Setting a land's subtype to a basic land type removes every ability of its rules text and gives it the basic type's mana ability (305.7): only "{"{"}T{"}"}: Add {"{"}R{"}"}." is left.
l20-q3-prompt = Does the Guildgate enter tapped?
l20-q3-a = No: as it would exist on the battlefield it is a Mountain with no "enters tapped" ability.
l20-q3-b = Yes: "enters tapped" applies before Blood Moon can change the land.
l20-q3-c = Yes: Blood Moon only removes abilities once the land is on the battlefield.
l20-q3-why = Replacement effects that modify how a permanent enters are chosen by looking at the permanent as it would exist on the battlefield, with the continuous effects that already exist and would apply to it (614.12). Under Blood Moon that land has lost "This land enters tapped": nothing makes it enter tapped.
l20-q3-b-not = "Enters tapped" is not looked at before the continuous effects: to find the replacement effects that apply as the land enters, the game looks at it as it would exist on the battlefield, Blood Moon's effect included (614.12). That land is a Mountain without the ability.
l20-q3-c-not = Blood Moon's effect already exists as the land enters, and 614.12 has the game apply it to the land as it would exist on the battlefield: the ability is gone before the land arrives, so it cannot make it enter tapped.
l20-q4-prompt = Another game: the Guildgate entered tapped first, and Blood Moon was cast afterwards. Is the Guildgate now untapped?
l20-q4-a = Yes: it is a Mountain, which has no "enters tapped" ability.
l20-q4-b = No: being tapped is a status, and no layer changes it.
l20-q4-c = No: Blood Moon doesn't apply to a land that entered before it.
l20-q4-why = Tapped and untapped are a status of the permanent, not a characteristic (110.5): no layer touches them. The land entered tapped before Blood Moon existed, and it stays tapped, a Mountain now.
l20-q4-a-not = Blood Moon does take the ability away, but that ability did its work as the land entered. Being tapped is a status, not a characteristic (110.5): losing the ability doesn't untap the land.
l20-q4-c-not = Blood Moon applies to every nonbasic land, whenever it entered: the Guildgate is a Mountain now. It stays tapped because being tapped is a status (110.5), not because Blood Moon passes it by.
l20-try-gate = Look at the Guildgate's line: its subtypes, its ability, and whether it is tapped.
l20-p1-after = 614.12 looks ahead: before a permanent enters, ask what it will be on the battlefield, under the effects already there. A land that will be a Mountain under Blood Moon has no "enters tapped", so it enters untapped; a land that entered tapped earlier stays tapped, because tapping is a status that no layer changes.

## Page 2

l20-p2-title = Entering under Humility
l20-p2-intro = [[Humility]], met in lesson 6, makes all creatures lose all abilities and sets their base power and toughness. [[Triskelion]] reads "This creature enters with three +1/+1 counters on it." [[Clone]] reads "You may have this creature enter as a copy of any creature on the battlefield." Both are abilities of the creature that is entering.
l20-q5-prompt = Your opponent controls [[Humility]]. You cast [[Triskelion]]. What are its power and toughness once it is on the battlefield?
l20-q5-why = Look at Triskelion as it would exist on the battlefield (614.12): Humility already exists and would apply to it, so it would have no abilities. Its "enters with three +1/+1 counters" doesn't apply: it enters with none, and Humility makes it 1/1 (613.1f, 613.4b).
l20-q6-prompt = Then you cast [[Clone]], wanting a copy of Triskelion. What are the Clone's power and toughness?
l20-q6-why = The same look ahead (614.12): as it would exist on the battlefield, Clone has no abilities under Humility, so it can't enter as a copy (707.5). It enters as Clone, a 0/0 that Humility makes 1/1 (613.4b).
l20-try-humility = Look at what entered: Triskelion's counters, and the Clone's name.
l20-p2-after = Under Humility an "enters with" or "enter as a copy" ability is already gone when it would be used: the creature enters plain and becomes 1/1. The same reasoning makes a Clone under Humility a Clone, not a copy.

## Page 3

l20-p3-title = Face down today
l20-p3-intro = Morph was the only face-down permanent the course knew. Today there are more ways to turn a card face down, cloak and manifest dread among them, and the rules below say what each one gives. Do they all give the same 2/2? Some cards also choose something as they are turned face up.
l20-rule-701-56a = To cloak a card, turn it face down: it becomes a 2/2 face-down creature card with ward {2}, no name, no subtypes and no mana cost, and it is put onto the battlefield face down.
l20-rule-701-60a = "Manifest dread" means: look at the top two cards of your library, manifest one of them (a 2/2 face-down creature with no text, 701.34a) and put the other into your graveyard.
l20-rule-708-8 = As a face-down permanent is turned face up, its copiable values revert to its normal copiable values; effects already applied to it still apply.
l20-rule-614-1e = Effects that read "As [this permanent] is turned face up …" are replacement effects.
l20-q7-prompt = A [[Craw Wurm]] was cloaked. Which abilities does the face-down permanent have?
l20-q7-why = Cloaking gives the face-down permanent ward {2} as well as the 2/2 (701.56a); these are its face-down characteristics (708.2).
l20-q8-prompt = Another Craw Wurm was manifested by manifest dread. Which abilities does it have?
l20-q8-why = Manifest dread manifests the card (701.60a), and a manifested card is a 2/2 with no text (701.34a): no ward.
l20-q9-prompt = Your opponent's [[Clone]] enters as a copy of the cloaked permanent. Which abilities does the Clone have?
l20-q9-why = A copy takes the copiable values, and a face-down permanent's copiable values are its face-down characteristics (707.2, 708.2a): the Clone is a face-up nameless 2/2 with ward {2}.
l20-q10-prompt = [[Aquamorph Entity]] ("As this creature enters or is turned face up, it becomes your choice of 5/1 or 1/5") entered face down; you cast [[Giant Growth]] on it, then turned it face up, choosing 1/5. What are its power and toughness?
l20-q10-why = As it turns face up its copiable values revert to its own (708.8), and the "as it is turned face up" choice applies (614.1e) as a copiable effect in layer 1a (613.2a): base 1/5. Giant Growth, applied while it was face down, still applies (708.8): 4/8.
l20-q11-prompt = Then your opponent's [[Clone]] enters as a copy of the Entity, choosing 5/1. What are the Clone's power and toughness?
l20-q11-why = The Clone copies the Entity's copiable values, its ability included (707.2); as it enters with that ability it makes its own choice, a copiable effect of its own, later (613.2a): 5/1. Giant Growth is not copied.
l20-q12-prompt = A [[Molten Sentry]] ("As this creature enters, flip a coin …") was manifested, then turned face up. Does it die?
l20-q12-why = Turned face up, it has its own copiable values (708.8), and abilities about entering have no effect then: no coin is flipped. Its printed power and toughness are */*, with nothing that defines them: 0/0, and it is put into its owner's graveyard (704.5f).
l20-try-cloak = Compare the three 2/2s: which have ward {2}, and which is face up?
l20-try-aquamorph = Look at layer 1a, then at Giant Growth in 7c.
l20-p3-after = Face-down characteristics depend on how the permanent got face down, and they are its copiable values: a copy of a cloaked permanent has ward {2}, a copy of a manifested one has nothing. Turned face up, a permanent gets back its own values and keeps the effects applied to it, and an "as it is turned face up" choice sets its values in layer 1a; entering abilities don't wake up.

## Page 4

l20-p4-title = Copies that keep something, and copies of tokens
l20-p4-intro = [[Vesuvan Doppelganger]] may enter as a copy of a creature "except it doesn't copy that creature's color". [[Raise the Alarm]] creates Soldier tokens whose characteristics the spell defines.
l20-rule-707-9c = Some copy effects say that they don't copy certain characteristics: the copy keeps its own values for those.
l20-rule-111-3 = The characteristics the effect that creates a token gives it are its "text": they work like printed values, and they are its copiable values.
l20-q13-prompt = Your [[Vesuvan Doppelganger]] enters as a copy of your opponent's [[Craw Wurm]]. What are its colors?
l20-q13-why = The copy effect doesn't copy color (707.9c): the Doppelganger keeps its own, blue. That exception is part of its copiable values (707.9b).
l20-q14-prompt = Another game: your opponent's [[Clone]] entered as a copy of their Craw Wurm, and your Vesuvan Doppelganger enters as a copy of that Clone. What are the Doppelganger's colors?
l20-q14-why = The Clone's copiable values are the Wurm's, green (707.2); the Doppelganger copies them except the color (707.9c): blue.
l20-q15-prompt = You control [[Honor of the Pure]] ("White creatures you control get +1/+1") and cast [[Raise the Alarm]]; you then cast [[Giant Growth]] on one of the Soldiers. Your opponent's [[Clone]] enters as a copy of that Soldier. What are the Clone's power and toughness?
l20-q15-why = A token's copiable values are what created it defined (111.3): a 1/1 white Soldier. Giant Growth and Honor of the Pure are not copiable values (707.2), and Honor of the Pure applies only to its controller's creatures: 1/1.
l20-q16-prompt = On that board, what are the Clone's colors?
l20-q16-why = The token was defined white by Raise the Alarm (111.3), and the Clone copies that (707.2): white.
l20-try-doppel = Look at layer 1a: what the copy sets, and what it leaves.
l20-try-token = Look at the copy in layer 1a, then at who gets Honor of the Pure.
l20-p4-after = A copy effect can leave something out (707.9c), and what it leaves or adds is part of the copy's own copiable values (707.9b). A token's copiable values are the ones its creating effect gave it (111.3); the copy of a token is a card that looks like the token, with none of the effects that applied to the token.
