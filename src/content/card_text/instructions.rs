//! The instructions of a spell or of an activated or triggered ability, sentence by sentence:
//! an effect it creates, a copy it makes, tokens it creates, a target it destroys, or words.

use super::copies;
use super::printed::{SelfNames, as_printed, one_spaced, split_sentences, text, with_self};
use super::refusal::{ReadError, looks_like_effect, not_understood};
use super::types_and_colors::{keep_types, still_a_land};
use super::{created_tokens, sentences, spells, words};
use crate::rules::card::{Affected, EffectSpec, OneShot, TargetSpec, Text};

/// The instructions of a spell, or of an activated or triggered ability (`part` starts at
/// byte `at` of the text; the ability is the card's `this_ability`-th): each sentence an effect it creates, or words. A target a sentence
/// names is added to `targets` and the effect refers to it by its place there. A sentence kept
/// as words is noted as the ability's whole line (`whole`), or alone for a spell.
pub(super) fn instructions(
    part: &str,
    at: usize,
    names: &SelfNames,
    targets: &mut Vec<TargetSpec>,
    whole: Option<&str>,
    not_modelled: &mut Vec<(usize, String)>,
    this_ability: usize,
) -> Result<Vec<OneShot>, ReadError> {
    let mut out = Vec::new();
    let mut noted = false;
    let said = split_sentences(part);
    // "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of
    // that creature …" (Cytoshape): the choice is read with the copy that names it.
    let mut chosen: Option<crate::rules::card::Filter> = None;
    // A sentence kept as words named a target: "it" after it is that target, not the card.
    let mut words_targeted = false;
    for (k, &(s_at, sentence)) in said.iter().enumerate() {
        let own = with_self(sentence, names);
        let toks = words::tokens(&own);
        if let Some(f) = copies::choose_on_battlefield(&toks)
            && let Some(&(_, next)) = said.get(k + 1)
            && copies::become_copy(
                &words::tokens(&with_self(next, names)),
                this_ability,
                names.name,
                &mut targets.clone(),
                Some(&f),
            )
            .is_some()
        {
            chosen = Some(f);
            continue;
        }
        let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
        if words
            == [
                "exchange",
                "your",
                "life",
                "total",
                "with",
                "~'s",
                "toughness",
            ]
        {
            out.push(OneShot::ExchangeLifeWithToughness);
            continue;
        }
        // "Exchange control of two target creatures" (Switcheroo, 701.10).
        if let ["exchange", "control", "of", "two", "target", kind] = words.as_slice()
            && let Some(spec) = kind
                .strip_suffix('s')
                .and_then(super::subjects::target_kind)
        {
            targets.extend([spec, spec]);
            out.push(OneShot::ExchangeControl);
            continue;
        }
        if still_a_land(&words)
            && let Some(OneShot::Effect(e)) = out.last_mut()
            && keep_types(&mut e.parts)
        {
            continue;
        }
        if let Some(copy) = copies::become_copy(
            &toks,
            this_ability,
            names.name,
            targets,
            chosen.take().as_ref(),
        ) {
            out.push(OneShot::BecomeCopy(copy));
            continue;
        }
        if let Some(when) = spells::transform(&toks) {
            out.push(OneShot::Transform(when.map(|en| Text {
                en,
                fr: String::new(),
            })));
            continue;
        }
        if let Some(o) = created_tokens::create(&toks) {
            out.push(o);
            continue;
        }
        if let Some(t) = spells::destroy(&toks) {
            targets.push(t);
            out.push(OneShot::Destroy(targets.len() - 1));
            continue;
        }
        if let Some((t, part)) = spells::change_text(&toks) {
            targets.push(t);
            out.push(OneShot::Effect(EffectSpec {
                affects: Affected::Target(targets.len() - 1),
                parts: vec![part],
                duration: crate::rules::card::Duration::Indefinitely,
            }));
            continue;
        }
        // "target creature with power less than or equal to the number of Islands you
        // control": a restriction on what may be targeted, checked by no one here; kept as
        // words, the effect read without it.
        let (toks, restriction) = match target_restriction(&toks) {
            Some((rest, said)) => (rest, Some(said)),
            None => (toks, None),
        };
        let read = sentences::effect(&toks);
        if let (Some(e), Some(said)) = (&read, &restriction)
            && !e.cda
        {
            not_modelled.push((at + s_at, said.clone()));
        }
        match read {
            Some(e) if !e.cda => {
                // "Untap target creature and gain control of it": the untap is no continuous
                // effect, kept as words before the control change.
                if let [u, t, what, and, ..] = toks.as_slice()
                    && u.is("untap")
                    && t.is("target")
                    && and.is("and")
                {
                    let said = format!("{} {} {}.", u.text, t.text, what.text);
                    out.push(OneShot::Text(text(&said)));
                    not_modelled.push((at + s_at, said));
                }
                let previous = matches!(e.subject, sentences::Subject::Previous);
                let affects = match e.subject {
                    sentences::Subject::Affected(a) => a,
                    sentences::Subject::Target(t) => {
                        targets.push(t);
                        Affected::Target(targets.len() - 1)
                    }
                    // "Put three +1/+1 counters on up to one target land. … It becomes a 0/0
                    // creature": "it" is a target only words named; not the card itself.
                    sentences::Subject::Previous if targets.is_empty() && words_targeted => {
                        return Err(not_understood(at + s_at, sentence));
                    }
                    sentences::Subject::Previous => match targets.len() {
                        0 => Affected::This,
                        n => Affected::Target(n - 1),
                    },
                    sentences::Subject::OfTargetPlayer(mut f) => {
                        targets.push(TargetSpec::Player);
                        f.controller = crate::rules::card::Who::TargetPlayer(targets.len() - 1);
                        Affected::All(f)
                    }
                    sentences::Subject::OfThatPlayer(f) => Affected::All(
                        that_players(f, targets)
                            .ok_or_else(|| not_understood(at + s_at, sentence))?,
                    ),
                };
                // "Gain control of target creature until end of turn. It gains haste until end
                // of turn.": what the sentence before did to the same object for as long, one
                // effect.
                if previous
                    && let Some(OneShot::Effect(last)) = out.last_mut()
                    && last.affects == affects
                    && last.duration == e.duration
                {
                    last.parts.extend(e.parts);
                    continue;
                }
                out.push(OneShot::Effect(EffectSpec {
                    affects,
                    parts: e.parts,
                    duration: e.duration,
                }));
            }
            Some(_) => return Err(not_understood(at + s_at, sentence)),
            None if looks_like_effect(&toks) => {
                return Err(not_understood(at + s_at, sentence));
            }
            None => {
                words_targeted |= toks.iter().any(|t| t.is("target"));
                out.push(OneShot::Text(text(&as_printed(part, s_at, sentence))));
                match whole {
                    Some(line) if !noted => not_modelled.push((at, one_spaced(line))),
                    Some(_) => {}
                    None => not_modelled.push((at + s_at, sentence.to_string())),
                }
                noted = true;
            }
        }
    }
    Ok(out)
}

/// "Other creatures that player controls": the objects of the player the last target is, or
/// controls; "other" is other than that target (Public Execution).
fn that_players(
    mut f: crate::rules::card::Filter,
    targets: &[TargetSpec],
) -> Option<crate::rules::card::Filter> {
    use crate::rules::card::Who;
    let n = targets.len().checked_sub(1)?;
    if targets[n] == TargetSpec::Player {
        f.controller = Who::TargetPlayer(n);
    } else {
        f.controller = Who::ControllerOfTarget(n);
        if std::mem::take(&mut f.other) {
            f.not_target = Some(n);
        }
    }
    Some(f)
}

/// "target creature with power less than or equal to <a number>": the sentence without the
/// restriction after the target's kind, and the restriction's words. The restriction runs to
/// "for as long as", "until" or the end.
fn target_restriction(toks: &[words::Tok]) -> Option<(Vec<words::Tok>, String)> {
    let k = toks.iter().position(|t| t.is("target"))?;
    let with = k + 2;
    if !toks.get(with).is_some_and(|t| t.is("with"))
        || !toks
            .get(with + 1)
            .is_some_and(|t| t.is("power") || t.is("toughness") || t.is("mana"))
    {
        return None;
    }
    let end = (with..toks.len())
        .find(|&i| {
            toks[i].is("until")
                || (toks[i].is("for") && toks.get(i + 1).is_some_and(|t| t.is("as")))
        })
        .unwrap_or(toks.len());
    let said: Vec<&str> = toks[k..end].iter().map(|t| t.text.as_str()).collect();
    let mut rest = toks[..with].to_vec();
    rest.extend_from_slice(&toks[end..]);
    Some((rest, said.join(" ")))
}
