//! Real cards read from their printed text, in English and in French, on boards whose result
//! depends on them: a Theros god that isn't a creature while its controller's devotion is
//! too low (700.5, 205.1a), creatures with no abilities as the effect looks (Muraganda
//! Petroglyphs under Humility, 613.8a), and cards in graveyards that lose all abilities
//! (Yixlid Jailer).

use crate::common;

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use super::common::cards::solve;

    /// A real card given by its printed text in both languages.
    struct Card {
        name: &'static str,
        name_fr: &'static str,
        /// Its mana cost, power and toughness, as scenario fields.
        fields: &'static str,
        type_line: &'static str,
        type_line_fr: &'static str,
        text: &'static str,
        text_fr: &'static str,
    }

    const EREBOS: Card = Card {
        name: "Erebos, God of the Dead",
        name_fr: "Érébos, dieu des morts",
        fields: r#"mana_cost: "{3}{B}", power: 5, toughness: 7,"#,
        type_line: "Legendary Enchantment Creature — God",
        type_line_fr: "Créature-enchantement légendaire : dieu",
        text: "Indestructible\nAs long as your devotion to black is less than five, Erebos isn't a creature. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)\nYour opponents can't gain life.\n{1}{B}, Pay 2 life: Draw a card.",
        text_fr: "Indestructible\nTant que votre dévotion au noir est inférieure à cinq, Érébos n'est pas une créature. (Chaque {B} dans les coûts de mana des permanents que vous contrôlez compte pour votre dévotion au noir.)\nVos adversaires ne peuvent pas gagner de points de vie.\n{1}{B}, payez 2 points de vie : Piochez une carte.",
    };

    const ATHREOS: Card = Card {
        name: "Athreos, God of Passage",
        name_fr: "Athréos, dieu du passage",
        fields: r#"mana_cost: "{1}{W}{B}", power: 5, toughness: 4,"#,
        type_line: "Legendary Enchantment Creature — God",
        type_line_fr: "Créature-enchantement légendaire : dieu",
        text: "Indestructible\nAs long as your devotion to white and black is less than seven, Athreos isn't a creature.",
        text_fr: "Indestructible\nTant que votre dévotion au blanc et au noir est inférieure à sept, Athréos n'est pas une créature.",
    };

    const MURAGANDA: Card = Card {
        name: "Muraganda Petroglyphs",
        name_fr: "Pétroglyphes de Muraganda",
        fields: r#"mana_cost: "{3}{G}","#,
        type_line: "Enchantment",
        type_line_fr: "Enchantement",
        text: "Creatures with no abilities get +2/+2.",
        text_fr: "Les créatures sans capacité gagnent +2/+2.",
    };

    const YIXLID: Card = Card {
        name: "Yixlid Jailer",
        name_fr: "Geôlier yixlid",
        fields: r#"mana_cost: "{1}{B}", power: 2, toughness: 1,"#,
        type_line: "Creature — Zombie Wizard",
        type_line_fr: "Créature : zombie et sorcier",
        text: "Cards in graveyards lose all abilities.",
        text_fr: "Les cartes dans les cimetières perdent toutes leurs capacités.",
    };

    /// Cards of the boards with no text to read: black mana symbols of each kind.
    const OTHERS: &str = r#"        (name: "Knight of Tests", mana_cost: "{B}{B}", type_line: "Creature — Knight", power: 2, toughness: 2),
        (name: "Shade of Tests", mana_cost: "{1}{B}", type_line: "Creature — Shade", power: 1, toughness: 1),
        (name: "Hybrid Spirit of Tests", mana_cost: "{W/B}{W/B}{B/P}", type_line: "Creature — Spirit", power: 1, toughness: 1),
        (name: "Bird of Tests", mana_cost: "{U}", type_line: "Creature — Bird", power: 1, toughness: 1, text: "Flying"),"#;

    /// The scenario of `card` given by `given` (its type line and text, as fields) and the
    /// other cards, with `actions` and `expect`: (exit code, stdout, stderr).
    fn solved(
        id: &str,
        card: &Card,
        given: &str,
        actions: &str,
        expect: &str,
    ) -> (Option<i32>, String, String) {
        let cards = format!(
            "        (name: \"{}\", name_fr: \"{}\", {} {given}),\n{OTHERS}",
            card.name, card.name_fr, card.fields
        );
        let rest = format!("    actions: {actions},\n    expect: {expect},");
        solve(id, &cards, &rest, "en")
    }

    /// The board comes out as `expect` says with `card` given by its English text, its French
    /// text and both.
    fn holds(id: &str, card: &Card, actions: &str, expect: &str) {
        let en = format!(
            "type_line: \"{}\", text: \"{}\"",
            card.type_line,
            card.text.replace('\n', "\\n")
        );
        let fr = format!(
            "type_line_fr: \"{}\", text_fr: \"{}\"",
            card.type_line_fr,
            card.text_fr.replace('\n', "\\n")
        );
        for (lang, given) in [
            ("en", en.clone()),
            ("fr", fr.clone()),
            ("both", format!("{en}, {fr}")),
        ] {
            let name = format!("{id}-{lang}");
            let (code, out, err) = solved(&name, card, &given, actions, expect);
            assert_eq!(code, Some(0), "{name}: {out}{err}");
        }
    }

    /// As [`holds`], and the board comes out otherwise with no text: the result depends on it.
    fn check(id: &str, card: &Card, actions: &str, expect: &str) {
        holds(id, card, actions, expect);
        let blank = format!("type_line: \"{}\"", card.type_line);
        let name = format!("{id}-blank");
        let (code, out, err) = solved(&name, card, &blank, actions, expect);
        assert_ne!(
            code,
            Some(0),
            "{name}: the board doesn't depend on the text\n{out}{err}"
        );
    }

    const NOT_A_CREATURE: &str =
        r#"(id: "god", types: ["Enchantment"], subtypes: [], supertypes: ["Legendary"])"#;
    const A_CREATURE: &str = r#"(id: "god", types: ["Creature", "Enchantment"], subtypes: ["God"], power: 5, toughness: 7)"#;

    /// Four black symbols among your permanents (the god's own {B} counts): not a creature,
    /// and the creature type God goes with the card type (205.1a).
    #[test]
    fn a_god_with_devotion_four_is_not_a_creature() {
        check(
            "erebos-four",
            &EREBOS,
            r#"[Enter(id: "god", card: "Erebos, God of the Dead", controller: 0), Enter(id: "knight", card: "Knight of Tests", controller: 0), Enter(id: "shade", card: "Shade of Tests", controller: 0), Enter(id: "theirs", card: "Knight of Tests", controller: 1)]"#,
            &format!("[{NOT_A_CREATURE}]"),
        );
    }

    /// Five: a 5/7 God creature (as the card is with no text: the board of four is the one
    /// that depends on it).
    #[test]
    fn a_god_with_devotion_five_is_a_creature() {
        holds(
            "erebos-five",
            &EREBOS,
            r#"[Enter(id: "god", card: "Erebos, God of the Dead", controller: 0), Enter(id: "knight", card: "Knight of Tests", controller: 0), Enter(id: "shade", card: "Shade of Tests", controller: 0), Enter(id: "shade2", card: "Shade of Tests", controller: 0)]"#,
            &format!("[{A_CREATURE}]"),
        );
    }

    /// Devotion to two colors counts each symbol that is either color once: the hybrid
    /// {W/B} once, the Phyrexian {B/P} too (700.5). Athreos's {W}{B} (2), the Spirit's three,
    /// the Knight's two: seven.
    #[test]
    fn a_two_color_god_counts_hybrid_symbols_once() {
        check(
            "athreos-seven",
            &ATHREOS,
            r#"[Enter(id: "god", card: "Athreos, God of Passage", controller: 0), Enter(id: "spirit", card: "Hybrid Spirit of Tests", controller: 0), Enter(id: "knight", card: "Knight of Tests", controller: 0), Leave(target: "knight")]"#,
            r#"[(id: "god", types: ["Enchantment"])]"#,
        );
        holds(
            "athreos-seven",
            &ATHREOS,
            r#"[Enter(id: "god", card: "Athreos, God of Passage", controller: 0), Enter(id: "spirit", card: "Hybrid Spirit of Tests", controller: 0), Enter(id: "knight", card: "Knight of Tests", controller: 0)]"#,
            r#"[(id: "god", types: ["Creature", "Enchantment"], power: 5, toughness: 4)]"#,
        );
    }

    /// Opalescence and a god, both in layer 4 and neither depending on the other: timestamp
    /// order (613.7). Opalescence later: a creature 4/4 (its mana value); the god later: not a
    /// creature.
    #[test]
    fn opalescence_and_a_god_apply_in_timestamp_order() {
        holds(
            "erebos-opalescence-later",
            &EREBOS,
            r#"[Enter(id: "god", card: "Erebos, God of the Dead", controller: 0), Enter(id: "opal", card: "Opalescence", controller: 1)]"#,
            r#"[(id: "god", types: ["Creature", "Enchantment"], power: 4, toughness: 4)]"#,
        );
        check(
            "erebos-opalescence-earlier",
            &EREBOS,
            r#"[Enter(id: "opal", card: "Opalescence", controller: 1), Enter(id: "god", card: "Erebos, God of the Dead", controller: 0)]"#,
            &format!("[{NOT_A_CREATURE}]"),
        );
    }

    /// "Creatures are artifacts" depends on the god's effect, which changes what it applies to
    /// (613.8a): the god's applies first whatever the timestamps, and the god is no artifact.
    #[test]
    fn an_effect_on_creatures_depends_on_the_god_that_isnt_one() {
        check(
            "erebos-dependency",
            &EREBOS,
            r#"[Effect(id: "artifacts", kind: Static, affects: All((types: [Creature])), parts: [AddTypes([Artifact])]), Enter(id: "god", card: "Erebos, God of the Dead", controller: 0)]"#,
            &format!("[{NOT_A_CREATURE}]"),
        );
    }

    /// Humility takes the Bird's flying in layer 6: it has no abilities as Muraganda's effect
    /// looks in layer 7c and gets +2/+2 on Humility's 1/1 (613.8a's order, no dependency).
    #[test]
    fn creatures_with_no_abilities_include_those_humility_took_them_from() {
        check(
            "muraganda-humility",
            &MURAGANDA,
            r#"[Enter(id: "card", card: "Muraganda Petroglyphs", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "shade", card: "Shade of Tests", controller: 0), Enter(id: "humility", card: "Humility", controller: 1)]"#,
            r#"[(id: "bird", power: 3, toughness: 3, abilities: []), (id: "shade", power: 3, toughness: 3)]"#,
        );
        holds(
            "muraganda-alone",
            &MURAGANDA,
            r#"[Enter(id: "card", card: "Muraganda Petroglyphs", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "shade", card: "Shade of Tests", controller: 0)]"#,
            r#"[(id: "bird", power: 1, toughness: 1), (id: "shade", power: 3, toughness: 3)]"#,
        );
    }

    /// The Bird in a graveyard loses flying; the one on the battlefield keeps it.
    #[test]
    fn cards_in_graveyards_lose_all_abilities() {
        check(
            "yixlid-jailer",
            &YIXLID,
            r#"[Enter(id: "card", card: "Yixlid Jailer", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "dead", card: "Bird of Tests", controller: 1), Leave(target: "dead")]"#,
            r#"[(id: "dead", abilities: []), (id: "bird", abilities: ["Flying"])]"#,
        );
    }
}
