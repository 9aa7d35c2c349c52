//! "Create two 1/1 white Soldier creature tokens", "Create a 4/4 red Dragon creature token with
//! flying", "Create a colorless Treasure artifact token": the tokens a spell or ability makes.
//! A token's name is its subtypes when the text names none (111.4; the engine leaves out the
//! word "Token").

use super::words::{
    Tok, card_type, color, count_word, keyword_list, singular_subtype, subtype_word,
};
use crate::rules::card::{Ability, CardDef, OneShot};
use crate::rules::printed_pt::PtValue;

/// "Create <a | number> <P/T> <colors> <subtypes> <card types> token(s) [with <keywords>]".
pub(super) fn create(toks: &[Tok]) -> Option<OneShot> {
    let (first, rest) = toks.split_first()?;
    if !first.is("create") {
        return None;
    }
    let (n, rest) = rest.split_first()?;
    let count = match n.lower.as_str() {
        "a" | "an" => 1,
        w => count_word(w)?,
    };
    let mut token = CardDef::default();
    let mut i = 0;
    if let Some((p, t)) = rest.get(i).and_then(|t| t.lower.split_once('/')) {
        let num = |s: &str| s.parse::<i32>().ok().filter(|n| (0..=9999).contains(n));
        token.power = Some(PtValue::number(num(p)?));
        token.toughness = Some(PtValue::number(num(t)?));
        i += 1;
    }
    if rest.get(i).is_some_and(|t| t.is("colorless")) {
        token.colors = Some(Vec::new());
        i += 1;
    }
    let mut colors = Vec::new();
    while let Some(c) = rest.get(i).and_then(|t| color(&t.lower)) {
        colors.push(c);
        i += 1;
        if rest.get(i).is_some_and(|t| t.is("and")) {
            i += 1;
        }
    }
    if !colors.is_empty() {
        token.colors = Some(colors);
    }
    while let Some(t) = rest
        .get(i)
        .filter(|t| subtype_word(t) && card_type(&t.lower).is_none())
    {
        token.subtypes.push(singular_subtype(&t.text));
        i += 1;
    }
    while let Some((ty, _)) = rest.get(i).and_then(|t| card_type(&t.lower)) {
        token.types.push(ty);
        i += 1;
    }
    // 205.2a order: an "artifact creature" token is [Artifact, Creature].
    token.types.sort_unstable();
    let plural = match rest.get(i).map(|t| t.lower.as_str()) {
        Some("token") => false,
        Some("tokens") => true,
        _ => return None,
    };
    // "two … tokens", "a … token".
    if plural != (count != 1) || token.types.is_empty() {
        return None;
    }
    i += 1;
    match rest.get(i) {
        None => {}
        Some(w) if w.is("with") => {
            token.abilities = keyword_list(&rest[i + 1..])?
                .into_iter()
                .map(Ability::Keyword)
                .collect();
        }
        Some(_) => return None,
    }
    token.name = token.subtypes.join(" ");
    Some(OneShot::CreateTokens {
        count,
        token: Box::new(token),
    })
}
