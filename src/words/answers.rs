//! The engine's answer to a lesson's computed question, in words (the lesson text, the app's
//! answer to a question), or why there is none.

use super::explain::Explainer;
use crate::content::course::computed_object;
use crate::content::lesson::Ask;
use crate::content::scenario::Loaded;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::layer::Numbering;
use crate::rules::solve::Solution;
use crate::rules::trace::Value;

/// The engine's answer to a computed question about `object`, in words; or why there is none,
/// in `lang`.
pub fn computed_answer(
    loaded: &Loaded,
    sol: &Solution,
    object: &str,
    ask: Ask,
    lang: Lang,
) -> Result<String, String> {
    let i = computed_object(loaded, sol, object, ask)
        .map_err(|no| tr(lang, no.message_id(), fargs![object = object]))?;
    let c = &sol.state.chars[i];
    let chars = &sol.state.chars;
    let ex = Explainer {
        game: &loaded.game,
        trace: &sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    Ok(match ask {
        Ask::PowerToughness => match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            // `computed_object` made sure of both.
            _ => String::new(),
        },
        Ask::Types => ex.value(&Value::Types(c.types.clone()), Some(i), chars),
        Ask::Subtypes => ex.value(&Value::Strings(c.subtypes.clone()), Some(i), chars),
        Ask::Colors => ex.value(&Value::Colors(c.colors.clone()), Some(i), chars),
        Ask::Controller => format!("p{}", c.controller),
        Ask::Abilities => ex.value(&Value::Abilities(c.abilities.clone()), Some(i), chars),
        Ask::Dies => ex.value(&Value::Bool(sol.state.dies[i]), Some(i), chars),
    })
}
