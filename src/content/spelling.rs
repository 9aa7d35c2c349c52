//! How spellings are compared: the one accent fold that card search, the grading of answers and
//! "did you mean" suggestions share (a leaf: it imports nothing of the crate). The distance
//! between two spellings is `strsim::levenshtein`.

/// `s` with each accented letter or ligature written in plain Latin letters, as `deunicode`'s
/// tables give them: é è ê ë → e, ç → c, ñ → n, œ → oe, æ → ae, ß → ss (and the letters of
/// other Latin alphabets, å ø ł ...). Only letters are folded: a dash, a minus sign or a
/// typographic apostrophe is left as it is (answers tell `—` from `-`); case is kept.
pub(crate) fn without_accents(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match deunicode::deunicode_char(c) {
            Some(plain)
                if !c.is_ascii()
                    && c.is_alphabetic()
                    && !plain.is_empty()
                    && plain.bytes().all(|b| b.is_ascii_alphabetic()) =>
            {
                out.push_str(plain);
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_and_spanish_letters_and_ligatures_fold() {
        assert_eq!(without_accents("Rancœur"), "Rancoeur");
        assert_eq!(without_accents("Œil, Æther"), "OEil, AEther");
        assert_eq!(
            without_accents("forêt éphémère à ça"),
            "foret ephemere a ca"
        );
        assert_eq!(without_accents("niño Straße"), "nino Strasse");
        assert_eq!(without_accents("îïôöùûüÿ"), "iioouuuy");
    }

    #[test]
    fn what_is_not_a_letter_stays() {
        assert_eq!(without_accents("— – − ’ · +1/+1"), "— – − ’ · +1/+1");
        assert_eq!(without_accents("plain ascii 7c"), "plain ascii 7c");
    }
}
