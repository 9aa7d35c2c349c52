//! Transforming double-faced permanents (CR 701.28, 712): the permanent turns over and shows its
//! other face. It stays the same object (712.18): its counters, the Auras and Equipment attached
//! to it and every effect that applied to it keep applying, with their own timestamps. The
//! permanent gets a new timestamp (613.7g), and the effects of its static abilities take it
//! (613.7a).
//!
//! A card's back face is [`CardDef::back`]; once transformed, the object's card is the back face,
//! whose `back` is the front face, so that transforming again turns it back (a `back` written
//! inside a back face is never shown: it is replaced by the front as the card turns).

use super::game::Game;
use super::object::{GameObject, ObjIdx, Zone};

impl Game {
    /// Transforms `obj`. Nothing happens to a permanent with no other face, to one that is not
    /// on the battlefield, or to a face-down one (701.28: only a double-faced permanent can
    /// transform, and a face-down permanent shows no face).
    pub(super) fn transform(&mut self, obj: ObjIdx) {
        let can = self
            .objects
            .get(obj)
            .is_some_and(|o| o.zone == Zone::Battlefield && !o.face_down && o.card.back.is_some());
        if !can {
            return;
        }
        let ts = self.stamp();
        let o = &mut self.objects[obj];
        turn_over(o);
        o.timestamp = ts;
        // Its new face may enter others as copies: look at every card again.
        self.copy_scan = Default::default();
    }
}

/// Shows the other face of a double-faced object (nothing for another object).
pub(super) fn turn_over(o: &mut GameObject) {
    let Some(back) = o.card.back.take() else {
        return;
    };
    let front = std::mem::take(&mut o.card);
    let mut shown = *back;
    shown.back = Some(Box::new(front));
    o.card = shown;
    o.transformed = !o.transformed;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::CardDef;
    use crate::rules::card::Keyword;
    use crate::rules::object::Zone;
    use crate::rules::types::CardType;

    fn dfc() -> CardDef {
        CardDef {
            name: "Front".into(),
            types: vec![CardType::Creature],
            power: Some(1.into()),
            toughness: Some(1.into()),
            back: Some(Box::new(CardDef {
                name: "Back".into(),
                types: vec![CardType::Creature],
                power: Some(3.into()),
                toughness: Some(2.into()),
                abilities: vec![crate::rules::card::Ability::Keyword(Keyword::Flying)],
                ..CardDef::default()
            })),
            ..CardDef::default()
        }
    }

    #[test]
    fn transforming_shows_the_other_face_with_a_new_timestamp_and_back() {
        let mut g = Game::new(0);
        let ts = g.stamp();
        let i = g.add_object("x".into(), dfc(), Zone::Battlefield, 0, ts);
        g.objects[i].counters.push(crate::rules::object::Counter {
            kind: "+1/+1".into(),
            count: 1,
            timestamp: ts,
        });
        g.transform(i);
        assert_eq!(g.objects[i].card.name, "Back");
        assert!(g.objects[i].timestamp > ts, "613.7g: a new timestamp");
        assert_eq!(
            g.objects[i].counters.len(),
            1,
            "the same object keeps its counters"
        );
        g.transform(i);
        assert_eq!(g.objects[i].card.name, "Front");
        assert_eq!(
            g.objects[i].card.back.as_ref().map(|b| b.name.as_str()),
            Some("Back")
        );
    }

    #[test]
    fn a_face_down_or_single_faced_permanent_does_not_transform() {
        let mut g = Game::new(0);
        let ts = g.stamp();
        let i = g.add_object("x".into(), dfc(), Zone::Battlefield, 0, ts);
        g.objects[i].face_down = true;
        g.transform(i);
        assert_eq!(g.objects[i].card.name, "Front");
        assert_eq!(g.objects[i].timestamp, ts);
        let plain = CardDef {
            name: "Plain".into(),
            types: vec![CardType::Creature],
            ..CardDef::default()
        };
        let j = g.add_object("y".into(), plain, Zone::Battlefield, 0, ts);
        g.transform(j);
        assert_eq!(g.objects[j].card.name, "Plain");
    }
}
