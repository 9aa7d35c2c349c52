//! The engine's own words read back: every catalogue card's abilities, rendered in French (and
//! in English) from its data, read by the French (English) text reader, give back the same
//! data. The cards that don't yet are listed, exactly: a card that comes to read back leaves
//! the list.

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use crate::content::card_text::french::agree::{ability_key, spell_key};
    use crate::content::catalogue::Catalogue;
    use crate::i18n::Lang;
    use crate::rules::card::CardDef;
    use crate::rules::types::CardType;

    fn is_spell(c: &CardDef) -> bool {
        c.types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
    }

    /// Why the card's rendered text does not read back into its data, if it doesn't.
    fn read_back(c: &CardDef, lang: Lang) -> Result<(), String> {
        let mut card = c.clone();
        // The English from the data, not the Oracle lines.
        card.oracle.clear();
        let text = super::super::card_text(&card, lang, &[]).join("\n");
        let read = match lang {
            Lang::Fr => {
                let name = if c.name_fr.is_empty() {
                    &c.name
                } else {
                    &c.name_fr
                };
                crate::content::card_text::french::read(&text, name, is_spell(c))
            }
            Lang::En => crate::content::card_text::read(&text, &c.name, is_spell(c)),
        }
        .map_err(|e| format!("{text}\n  {e:?}"))?;
        let got: Vec<String> = read.abilities.iter().map(ability_key).collect();
        let want: Vec<String> = c.abilities.iter().map(ability_key).collect();
        if got != want {
            return Err(format!("{text}\n  read:   {got:?}\n  wanted: {want:?}"));
        }
        let (got, want) = (
            spell_key(&read.spell, &read.targets),
            spell_key(&c.spell, &c.targets),
        );
        if got != want {
            return Err(format!("{text}\n  read:   {got}\n  wanted: {want}"));
        }
        Ok(())
    }

    /// The catalogue cards whose rendered French does not read back yet: sentences the French
    /// reader has no template for (copies with exceptions, choices, coin flips, CDAs other than
    /// "equal to the number of…", counts of mana value, tokens, text changes).
    const NOT_YET_FR: &[&str] = &[
        "Adaptive Automaton",
        "Aeon Chronicler",
        "Agent of Treachery",
        "Aquamorph Entity",
        "Archangel Avacyn",
        "Cemetery Puca",
        "Conspiracy",
        "Dawnglow Infusion",
        "Essence of the Wild",
        "Flight",
        "Grinning Demon",
        "Instigator Gang",
        "Ixidron",
        "Juggernaut",
        "Liliana's Mastery",
        "March of the Machines",
        "Mind Bend",
        "Mistform Ultimus",
        "Molten Sentry",
        "Mycosynth Lattice",
        "Opalescence",
        "Orcish Oriflamme",
        "Painter's Servant",
        "Phyrexian Metamorph",
        "Primal Clay",
        "Public Execution",
        "Quicksilver Gargantuan",
        "Raise the Alarm",
        "Rune of Flight",
        "Scion of the Wild",
        "Starfield of Nyx",
        "Strange Inversion",
        "Sudden Spoiling",
        "Sutured Ghoul",
        "Tarmogoyf",
        "Titania's Song",
        "Traitorous Instinct",
        "Unstable Shapeshifter",
        "Vesuvan Doppelganger",
        "Volrath's Shapeshifter",
        "Xenograft",
    ];

    /// The same for the engine's English read by the English reader. Rune of Flight's "When this
    /// Aura enters" is kept as words in the data (the engine names itself "this enchantment",
    /// not "this Aura"), and the reader reads it as the enters trigger it is.
    const NOT_YET_EN: &[&str] = &["Rune of Flight"];

    fn check(lang: Lang, listed: &[&str]) {
        let cat = Catalogue::embedded();
        let mut failing: Vec<&str> = Vec::new();
        let mut why = String::new();
        for c in cat.cards() {
            if let Err(e) = read_back(c, lang) {
                failing.push(c.name.as_str());
                if !listed.contains(&c.name.as_str()) {
                    why.push_str(&format!("\n{}: {e}\n", c.name));
                }
            }
        }
        failing.sort_unstable();
        let mut expected = listed.to_vec();
        expected.sort_unstable();
        assert_eq!(
            failing,
            expected,
            "{} of {} cards don't read back in {lang:?}{why}",
            failing.len(),
            cat.cards().len()
        );
    }

    #[test]
    fn the_engines_french_reads_back_into_the_same_cards() {
        check(Lang::Fr, NOT_YET_FR);
    }

    #[test]
    fn the_engines_english_reads_back_into_the_same_cards() {
        check(Lang::En, NOT_YET_EN);
    }
}
