//! What the text of one object needs to know about that object: how it calls itself, and the
//! values chosen as it entered.

use crate::rules::types::CardType;

/// How an object refers to itself in its own rules text ("this creature", "cette créature").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SelfKind {
    #[default]
    Creature,
    Land,
    Artifact,
    Enchantment,
    Permanent,
    Spell,
}

impl SelfKind {
    /// The kind an object with these card types uses: creature first, then land, artifact,
    /// enchantment; instants and sorceries are spells; anything else is a permanent.
    pub(crate) fn of_types(types: &[CardType]) -> SelfKind {
        let has = |t| types.contains(&t);
        if has(CardType::Creature) {
            SelfKind::Creature
        } else if has(CardType::Land) {
            SelfKind::Land
        } else if has(CardType::Artifact) {
            SelfKind::Artifact
        } else if has(CardType::Enchantment) {
            SelfKind::Enchantment
        } else if has(CardType::Instant) || has(CardType::Sorcery) {
            SelfKind::Spell
        } else {
            SelfKind::Permanent
        }
    }
}

/// What the text of one object needs to know about that object.
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderCtx<'a> {
    /// How the object refers to itself: its kind, to say "this creature" / "cette créature".
    pub self_kind: SelfKind,
    /// The values chosen as it entered (color, creature type, mode), used for "$chosen" and
    /// ChosenColor.
    pub choices: &'a [String],
}

impl<'a> RenderCtx<'a> {
    pub(crate) fn new(self_kind: SelfKind, choices: &'a [String]) -> RenderCtx<'a> {
        RenderCtx { self_kind, choices }
    }
}
