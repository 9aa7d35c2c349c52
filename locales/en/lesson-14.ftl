# Lesson 14: effects on players and on the rules of the game.

l14-title = Effects on players and on the rules of the game
l14-summary = Once the characteristics of every object are known, two groups of continuous effects remain: those that affect players, then those that change the rules of the game. The course lists them as "layers" 8 and 9, while noting that they are not layers in the strict sense; they follow the same rules of timestamps and dependency. Today they are rules 613.10 and 613.11 (613.9 and 613.10 in 2011). The cards: Leyline of Sanctity, Witchbane Orb, Reliquary Tower, Mirror Gallery, Platinum Angel, the Dryad's extra land and the mana of Mycosynth Lattice.

l14-p1-title = After the objects
l14-p1-intro = Layers 1 to 7 determine the characteristics of objects. Some continuous effects change no characteristic at all: "you have hexproof" affects a player; "you have no maximum hand size" or "the legend rule doesn't apply" change what the game allows. The rules place them after the objects, in two steps: first the effects on players, in timestamp order, once every object's characteristics are determined; then the effects on the rules of the game, after every other continuous effect.
l14-rule-613-10 = Some continuous effects affect players rather than objects, for example by giving a player protection from red. All such effects are applied in timestamp order, after the characteristics of objects have been determined.
l14-rule-613-11 = Some continuous effects affect the rules of the game rather than objects, for example by changing a player's maximum hand size or by saying that a creature must attack if able. They are applied after all other continuous effects.
l14-p1-course = The course's summary list ends with these two lines: "8", abilities of players, and "9", rules. Keep them, reading them as today's 613.10 and 613.11. Timestamps work there as anywhere else: two effects on the same player or on the same rule go in timestamp order, the newer one having the last word, and a dependency would reorder them.
l14-p1-try = Leyline of Sanctity, Reliquary Tower, Mirror Gallery and Platinum Angel on one battlefield: the board opens at the first step, the players' step, where the Leyline gives its controller hexproof.

l14-p2-title = Effects on players (613.10)
l14-p2-intro = [[Leyline of Sanctity]] and [[Witchbane Orb]] both give their controller hexproof: that player can't be the target of spells or abilities their opponents control. It is an ability of the player, not of the permanent, and it is applied in the players' step. The rule itself gives another example, the same in the course's 2011 text and today: an effect that gives a player protection from red.
l14-p2-orb = The Orb also shows what such an effect does not do. Hexproof forbids targeting; it does not remove an Aura already attached to the player, such as [[Curse of Death's Hold]], whose -1/-1 keeps reaching that player's creatures. That is why the Orb has another ability, a triggered one: when it enters, it destroys every Curse attached to its controller. That is a one-shot effect, which happens once, when the trigger resolves; it is not a continuous effect.
l14-p2-try = The Orb has just entered and its trigger has not resolved yet: look at the Bears in 7c, then at the players' step.
l14-q1-prompt = Your opponent's [[Curse of Death's Hold]] enchants you, and you control [[Grizzly Bears]]. You cast [[Witchbane Orb]]; its triggered ability has not resolved yet. What are the Bears' power and toughness?
l14-q1-why = The Orb's hexproof is an effect on a player (613.10): it stops spells and abilities from targeting you (702.11), but an attached Curse targets nothing; its static -1/-1 keeps applying to your creatures in 7c (613.4c). Only the Orb's trigger, once it resolves, will destroy the Curse.
l14-q2-prompt = [[Leyline of Sanctity]] says "You have hexproof." Where does this effect apply?
l14-q2-why = The effect gives an ability to a player, not to an object: it is applied with the effects on players, once the characteristics of objects are known (613.10; 613.9 in 2011, the course's "layer 8").

l14-p3-title = Effects on the rules of the game (613.11)
l14-p3-intro = The last step gathers the effects that change the rules themselves:
    - [[Reliquary Tower]]: you have no maximum hand size (maximum hand size is the rule's own example).
    - [[Mirror Gallery]]: the "legend rule" doesn't apply.
    - [[Platinum Angel]]: you can't lose the game, and your opponents can't win it.
    - [[Dryad of the Ilysian Grove]]: you may play an additional land on each of your turns.
    - [[Mycosynth Lattice]]: players may spend mana as though it were mana of any color.
    None of these changes a characteristic of any object; each changes what the game does or allows.
l14-p3-lattice = [[Mycosynth Lattice]] shows that one card can have effects at several steps, through separate abilities: "all permanents are artifacts" is a layer-4 effect, "all cards, spells and permanents are colorless" a layer-5 effect, and "players may spend mana as though it were mana of any color" a rule effect. Three abilities, three effects, each applied at its own step. Compare with one effect split across several layers, like that of [[Kormus Bell]].
l14-p3-course-nine = The course's "layer 9" also listed making a creature unblockable, making a permanent indestructible, and keywords such as defender, vigilance or trample. Today that calls for one correction and one nuance. The correction: indestructible has been a keyword since 2013, and granting it is a layer-6 effect (lesson 12). The nuance: whether a creature *has* defender is decided in layer 6, where Humility can take it away; what defender then does (this creature can't attack) does belong to the rules of the game, and exists only if the keyword has survived layers 1 to 6. The same goes for "target creature can't be blocked this turn": the effect of a resolved spell that changes no characteristic changes the rules (611.2c).
l14-q3-prompt = [[Reliquary Tower]] says "You have no maximum hand size." Where does this effect apply?
l14-q3-why = Maximum hand size (402.2) is a rule of the game, and the effect changes it without touching any object: it is applied with the effects on the rules, after every other continuous effect (613.11; 613.10 in 2011, the course's "layer 9").
l14-q4-prompt = [[Mycosynth Lattice]] has three abilities. Where does the effect of each apply?
l14-q4-a = All three in layer 4, since they all come from the same artifact.
l14-q4-b = Layer 4 for the artifacts, layer 6 for the colors, the rules step for the mana.
l14-q4-c = Layer 4 for "artifacts", layer 5 for "colorless", and the rules step for spending mana as though it were any color.
l14-q4-d = Layer 5 for all three, since they all have to do with colors.
l14-q4-why = Each ability creates its own effect, placed according to what it does: a type change in layer 4 (613.1d), a color change in layer 5 (613.1e), and a change to the way mana may be spent, which is a rule of the game, in the last step (613.11).
l14-q4-a-not = The layer of an effect comes from what it does, not from the card it comes from: three abilities create three effects, each placed by what it changes.
l14-q4-b-not = Making things colorless changes colors, which is layer 5; layer 6 adds and removes abilities.
l14-q4-d-not = Only the second ability changes colors (layer 5). "Artifacts" is a type change (layer 4), and spending mana as though it were any color changes a rule of the game (613.11): it changes no object's color.
l14-q5-prompt = First came [[Mirror Gallery]], then [[Crusade]], then [[Leyline of Sanctity]], then [[Levitation]]. Put their effects in the order the game applies them.
l14-q5-gallery = Mirror Gallery's effect (the legend rule doesn't apply)
l14-q5-crusade = Crusade's effect (white creatures get +1/+1)
l14-q5-leyline = Leyline of Sanctity's effect (you have hexproof)
l14-q5-levitation = Levitation's effect (your creatures have flying)
l14-q5-why = Objects first, layer by layer: Levitation in layer 6 (613.1f), Crusade in 7c (613.4c). Then the players (613.10), then the rules (613.11). The timestamps play no part here: they only order the effects of one step, and these four sit in four different steps.

l14-p4-title = They see the finished objects
l14-p4-intro = Because they come last, effects on players and on the rules exist only if, once layers 1 to 7 are done, the object that generates them still has the ability.
l14-p4-cases = The three cases of the questions:
    - [[Blood Moon]] turns [[Reliquary Tower]] into a Mountain in layer 4: the Tower loses the abilities of its rules text (305.7), and its controller's maximum hand size is seven again.
    - [[Humility]] removes every ability of [[Platinum Angel]], an artifact creature, in layer 6: its controller can lose the game again.
    - [[Opalescence]] makes [[Leyline of Sanctity]] a creature in layer 4, and [[Humility]] removes its abilities in layer 6: when the players' step comes, no hexproof is left.
l14-p4-try-tower = Blood Moon and the Tower: look at the Tower after layer 4, then at what is left for the rules step.
l14-q6-prompt = You control [[Reliquary Tower]]; your opponent casts [[Blood Moon]]. What abilities does the Tower have?
l14-q6-why = The Tower is a nonbasic land: Blood Moon sets its land type to Mountain in layer 4, which takes away every ability of its rules text and gives it the mana ability of a Mountain (305.7). At the rules step (613.11), the ability that generated "no maximum hand size" is gone, so that effect does not exist.
l14-q7-prompt = You control [[Platinum Angel]]; your opponent casts [[Humility]]. What abilities does the Angel have?
l14-q7-why = The Angel is a creature: Humility removes its abilities in layer 6 (613.1f). Its two rule effects, "you can't lose the game" and "your opponents can't win the game", would be applied at the very end (613.11), but by then the abilities that generate them are gone.
l14-q8-prompt = You control [[Leyline of Sanctity]]; your opponent controls [[Opalescence]] and then casts [[Humility]]. What abilities does the Leyline have?
l14-q8-why = Layer 4: Opalescence makes the Leyline, a non-Aura enchantment, a creature (613.1d). Layer 6: Humility removes the abilities of every creature, the Leyline included (613.1f). When the players' step comes (613.10), the ability that would give you hexproof is gone, and you no longer have it.
l14-p4-dryad = The most instructive case is [[Dryad of the Ilysian Grove]] under [[Dress Down]]. The Dryad has two abilities: one changes land types (layer 4), the other grants an extra land (the rules step). Dress Down removes both in layer 6. The layer-4 effect has already applied by then, and the layers never go back: your lands keep every basic land type. The rule effect would come after layer 6, and it no longer exists: no extra land. One creature, two abilities, two different fates.
l14-p4-try-dryad = Dress Down and the Dryad: look at the Plains after layer 4, then at what layer 6 does to the Dryad, and at the rules step.
l14-q9-prompt = You control [[Dryad of the Ilysian Grove]] and a [[Plains]]; your opponent casts [[Dress Down]]. What are the Plains' subtypes?
l14-q9-why = The Dryad's land-type effect applies in layer 4 (613.1d), while the Dryad still has its abilities; Dress Down removes them in layer 6 (613.1f), which cannot undo what layer 4 has done. The extra land, a rule effect (613.11), would come after layer 6: that effect no longer exists.
