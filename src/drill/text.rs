//! A problem in words: the board and the question ([`prompt`]), and the worked answer
//! ([`explanation`]): the engine's steps that decide the answer, with their rules, or the phase
//! and chain explanations; and a mock exam's score ([`exam_score`]).

use super::exam::Report;
use super::problem::{PickField, Problem, Question, Setup};
use crate::content::lesson::Ask;
use crate::content::scenario::{ActionSpec, EffectKindSpec};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::Player;
use crate::rules::card::{Ability, Duration, EffectSpec, OneShot, Static};
use crate::rules::layer::Numbering;
use crate::rules::trace::Reason;
use crate::words::abilities::{self as render, RenderCtx, SelfKind};
use crate::words::explain::{self, Explainer, kv};
use crate::words::names::{self, NameGram};
use crate::words::worked;

fn object_name(p: &Problem, id: &str, lang: Lang) -> String {
    if let Setup::Layers { game, solution, .. } = &p.setup
        && let Some(i) = game.lookup(id)
        && let Some(c) = solution.trace.initial.get(i)
    {
        return format!("{} [{id}]", explain::name(c, lang));
    }
    format!("[{id}]")
}

/// The grammar of the object `id` names (a player is "le joueur": masculine).
fn object_gram(p: &Problem, id: &str, lang: Lang) -> NameGram {
    if let Setup::Layers { game, solution, .. } = &p.setup
        && let Some(i) = game.lookup(id)
        && let Some(c) = solution.trace.initial.get(i)
    {
        return names::object_gram(game, i, c, lang);
    }
    NameGram::of_words(&who(id, p, lang))
}

/// The grammar of a catalogue card's name, as [`card_name`] shows it.
fn card_gram(name: &str, lang: Lang, cat: &crate::content::catalogue::Catalogue) -> NameGram {
    let shown = card_name_in(name, lang, cat);
    cat.find(name)
        .map_or_else(NameGram::default, NameGram::of_card)
        .sounding(&shown)
}

fn card_name_in(name: &str, lang: Lang, cat: &crate::content::catalogue::Catalogue) -> String {
    match cat.find(name) {
        Some(c) if lang == Lang::Fr && !c.name_fr.is_empty() => c.name_fr.clone(),
        Some(c) => c.name.clone(),
        None => name.to_string(),
    }
}

fn card_name(
    p: &Problem,
    name: &str,
    lang: Lang,
    cat: &crate::content::catalogue::Catalogue,
) -> String {
    let _ = p;
    card_name_in(name, lang, cat)
}

fn who(id: &str, p: &Problem, lang: Lang) -> String {
    match id {
        "p0" => tr(lang, "drill-player", fargs![n = 0]),
        "p1" => tr(lang, "drill-player", fargs![n = 1]),
        _ => object_name(p, id, lang),
    }
}

/// The board and the question, ready to print (lines).
pub fn prompt(p: &Problem, lang: Lang, cat: &crate::content::catalogue::Catalogue) -> Vec<String> {
    let mut out = board(p, lang, cat);
    out.push(String::new());
    out.push(question_line(p, lang));
    let numbered = if matches!(p.question, Question::Steps { .. }) {
        &[][..]
    } else {
        p.options()
    };
    for (i, o) in numbered.iter().enumerate() {
        out.push(format!("  {}. {}", i + 1, o.label(lang)));
    }
    out.push(tr(lang, form_hint(p), &[]));
    out
}

/// The board alone, without the question (the app draws the question and its answer as a
/// form of its own).
pub(crate) fn board(
    p: &Problem,
    lang: Lang,
    cat: &crate::content::catalogue::Catalogue,
) -> Vec<String> {
    let mut out = Vec::new();
    match &p.setup {
        Setup::Layers { scenario, .. } => {
            if let Some(players) = &scenario.players {
                for (n, pl) in players.iter().enumerate() {
                    let gy: Vec<String> = pl
                        .graveyard
                        .iter()
                        .map(|c| card_name(p, c, lang, cat))
                        .collect();
                    out.push(tr(
                        lang,
                        "drill-player-setup",
                        fargs![
                            n = n,
                            hand = pl.hand,
                            graveyard = if gy.is_empty() {
                                tr(lang, "drill-none", &[])
                            } else {
                                gy.join(", ")
                            }
                        ],
                    ));
                }
            }
            out.push(tr(lang, "drill-actions", &[]));
            for (n, a) in scenario.actions.iter().enumerate() {
                out.push(format!("  {}. {}", n + 1, action_line(p, a, lang, cat)));
            }
            // The cards' texts, once each.
            let mut seen: Vec<&str> = Vec::new();
            let mut cards = Vec::new();
            for a in &scenario.actions {
                if let ActionSpec::Enter { card, .. } | ActionSpec::Cast { card, .. } = a
                    && !seen.contains(&card.as_str())
                {
                    seen.push(card);
                    if let Some(def) = cat.find(card) {
                        let mut line = card_name(p, card, lang, cat);
                        let tl =
                            render::type_line(&def.supertypes, &def.types, &def.subtypes, lang);
                        line.push_str(&format!(" — {tl}"));
                        if let Some(shown_pt) = def.printed_pt_text() {
                            line.push_str(&format!(" — {shown_pt}"));
                        }
                        let text = render::card_text(def, lang, &[]);
                        if !text.is_empty() {
                            line.push_str(&format!(" — {}", text.join(" ")));
                        }
                        cards.push(format!("  {line}"));
                    }
                }
            }
            if !cards.is_empty() {
                out.push(tr(lang, "drill-cards", &[]));
                out.extend(cards);
            }
        }
        Setup::Phase {
            scenario, eager, ..
        } => {
            out.push(tr(lang, "drill-phase-intro", &[]));
            for e in &scenario.effects {
                out.push(format!(
                    "  {}",
                    effect_line(&e.id, e.player, e.mandatory, lang)
                ));
                for r in &e.on_resolve {
                    if let Some(s) = r.spawned() {
                        out.push(format!(
                            "    {}",
                            tr(
                                lang,
                                "drill-phase-spawns",
                                fargs![effect = effect_line(&s.id, s.player, s.mandatory, lang)]
                            )
                        ));
                    }
                }
            }
            for (i, pl) in ["A", "P"].iter().enumerate() {
                let id = if eager[i] {
                    "drill-phase-eager"
                } else {
                    "drill-phase-passer"
                };
                out.push(tr(lang, id, fargs![player = *pl]));
            }
        }
        Setup::Chain { scenario, .. } => {
            out.push(tr(lang, "drill-chain-intro", &[]));
            for e in &scenario.effects {
                let mut line = effect_line(&e.id, e.player, e.mandatory, lang);
                if !e.mandatory && !e.activate {
                    line.push_str(&format!(" — {}", tr(lang, "drill-chain-declined", &[])));
                }
                out.push(format!("  {line}"));
            }
        }
    }
    out
}

fn effect_line(id: &str, player: Player, mandatory: bool, lang: Lang) -> String {
    tr(
        lang,
        if mandatory {
            "drill-effect-mandatory"
        } else {
            "drill-effect-optional"
        },
        fargs![id = id, player = player.letter()],
    )
}

fn form_hint(p: &Problem) -> &'static str {
    match &p.question {
        Question::PT { .. } => "drill-hint-pt",
        Question::Pick {
            field: PickField::Abilities,
            ..
        } => "drill-hint-set-other",
        Question::Pick { .. } => "drill-hint-set",
        Question::Layer { .. } => "drill-hint-layer",
        Question::Resolution { .. } => "drill-hint-order",
        Question::Steps { .. } => "drill-hint-steps",
    }
}

/// The question alone, in one line.
pub fn question_line(p: &Problem, lang: Lang) -> String {
    match &p.question {
        Question::PT { object } => tr(lang, "drill-ask-pt", &about(object, p, lang)),
        Question::Pick { object, field, .. } => {
            let id = match field {
                PickField::Types => "drill-ask-types",
                PickField::Subtypes => "drill-ask-subtypes",
                PickField::Colors => "drill-ask-colors",
                PickField::Abilities => "drill-ask-abilities",
            };
            tr(lang, id, &about(object, p, lang))
        }
        Question::Layer { object } => tr(lang, "drill-ask-layer", &about(object, p, lang)),
        Question::Steps { .. } => tr(lang, "drill-ask-steps", &[]),
        Question::Resolution { .. } => match &p.setup {
            Setup::Chain { .. } => tr(lang, "drill-ask-chain", &[]),
            _ => tr(lang, "drill-ask-phase", &[]),
        },
    }
}

fn action_line(
    p: &Problem,
    a: &ActionSpec,
    lang: Lang,
    cat: &crate::content::catalogue::Catalogue,
) -> String {
    match a {
        ActionSpec::Enter {
            id,
            card,
            controller,
            face_down,
            copy_of,
            attached_to,
            counters,
            ..
        } => {
            let name = card_name(p, card, lang, cat);
            // The verb agrees with the name ("Elfes de Llanowar arrivent", "ce sont").
            let mut args = card_gram(card, lang, cat).args().to_vec();
            args.extend([
                ("card", name.into()),
                ("id", id.as_str().into()),
                ("player", (*controller as i64).into()),
            ]);
            let mut s = if *face_down {
                tr(lang, "drill-act-enter-face-down", &args)
            } else {
                tr(lang, "drill-act-enter", &args)
            };
            if let Some(o) = copy_of {
                s.push(' ');
                let of = who(o, p, lang);
                let mut args = NameGram::of_words(&of).args().to_vec();
                args.push(("of", of.into()));
                s.push_str(&tr(lang, "drill-act-copy", &args));
            }
            if let Some(t) = attached_to {
                s.push(' ');
                s.push_str(&tr(
                    lang,
                    "drill-act-attached",
                    fargs![to = who(t, p, lang)],
                ));
            }
            for (kind, n) in counters {
                s.push(' ');
                s.push_str(&tr(
                    lang,
                    "drill-act-with-counters",
                    fargs![n = *n, kind = kind],
                ));
            }
            s
        }
        ActionSpec::Cast {
            card,
            controller,
            targets,
            ..
        } => {
            let names: Vec<String> = targets.iter().map(|t| who(t, p, lang)).collect();
            tr(
                lang,
                "drill-act-cast",
                fargs![
                    card = card_name(p, card, lang, cat),
                    player = *controller as i64,
                    count = names.len(),
                    targets = if names.is_empty() {
                        tr(lang, "drill-none", &[])
                    } else {
                        names.join(", ")
                    }
                ],
            )
        }
        ActionSpec::Counters {
            target,
            kind,
            count,
        } => tr(
            lang,
            "drill-act-counters",
            fargs![n = *count, kind = kind, target = who(target, p, lang)],
        ),
        ActionSpec::Attach { source, to } => {
            // "attaché" agrees with what becomes attached.
            let mut args = object_gram(p, source, lang).args().to_vec();
            args.extend([
                ("source", who(source, p, lang).into()),
                ("to", who(to, p, lang).into()),
            ]);
            tr(lang, "drill-act-attach", &args)
        }
        ActionSpec::Effect {
            kind,
            affects,
            parts,
            controller,
            ..
        } => {
            let ctx = RenderCtx::new(SelfKind::Permanent, &[]);
            // A resolved effect says what its objects gain ("acquiert le vol"), a static
            // ability what they have ("a le vol"), as printed cards do; the line says how long.
            let (id, text) = match kind {
                EffectKindSpec::Resolved => (
                    "drill-act-effect-resolved",
                    render::oneshot_text(
                        &OneShot::Effect(EffectSpec {
                            affects: affects.clone(),
                            parts: parts.clone(),
                            duration: Duration::Indefinitely,
                        }),
                        lang,
                        &ctx,
                    ),
                ),
                _ => (
                    "drill-act-effect-static",
                    render::ability_text(
                        &Ability::Static(Static {
                            affects: affects.clone(),
                            parts: parts.clone(),
                            condition: None,
                            cda: false,
                            lingers_until_end_of_turn: false,
                        }),
                        lang,
                        &ctx,
                    ),
                ),
            };
            tr(lang, id, fargs![text = text, player = *controller as i64])
        }
        ActionSpec::TurnFaceUp { target, choices } => match choices.first() {
            None => tr(lang, "drill-act-face-up", &target_args(target, p, lang)),
            Some(choice) => {
                let mut args = target_args(target, p, lang);
                args.push(("choice", choice.as_str().into()));
                tr(lang, "drill-act-face-up-choosing", &args)
            }
        },
        ActionSpec::Transform { target } => {
            tr(lang, "drill-act-transform", &target_args(target, p, lang))
        }
        ActionSpec::Tap { target } => tr(lang, "drill-act-tap", &target_args(target, p, lang)),
        ActionSpec::Untap { target } => tr(lang, "drill-act-untap", &target_args(target, p, lang)),
        ActionSpec::PhaseOut { target } => {
            tr(lang, "drill-act-phase-out", &target_args(target, p, lang))
        }
        ActionSpec::PhaseIn { target } => {
            tr(lang, "drill-act-phase-in", &target_args(target, p, lang))
        }
        ActionSpec::TurnFaceDown { target }
        | ActionSpec::Leave { target }
        | ActionSpec::Activate { source: target, .. } => who(target, p, lang),
        ActionSpec::EndTurn => tr(lang, "drill-act-end-turn", &[]),
    }
}

/// The worked answer: the answer, then for a layer problem the steps that decide it (the same
/// selection as a lesson's worked answer, `words::worked`: what changed the object, what did
/// not reach it and why, what stopped existing, what went ahead by dependency), numbered from
/// 1, each with its layer, why it goes when it does and its rules; or, when no step decides it,
/// why the printed values stand. For a phase or a chain, its explanation.
pub fn explanation(p: &Problem, lang: Lang) -> Vec<String> {
    let mut out = vec![tr(
        lang,
        "drill-answer-is",
        fargs![answer = p.expected_text(lang)],
    )];
    match &p.setup {
        Setup::Layers { game, solution, .. } => {
            let (object, ask) = match &p.question {
                Question::PT { object } | Question::Layer { object } => {
                    (object.as_str(), Ask::PowerToughness)
                }
                Question::Pick { object, field, .. } => (object.as_str(), ask_of(*field)),
                Question::Resolution { .. } | Question::Steps { .. } => return out,
            };
            let ex = Explainer {
                game,
                trace: &solution.trace,
                lang,
                numbering: Numbering::Current,
            };
            let chosen = worked::worked_in(game, solution, object, ask, lang);
            if chosen.is_empty() {
                out.push(tr(
                    lang,
                    "drill-worked-none",
                    fargs![object = object_name(p, object, lang)],
                ));
            }
            for w in chosen {
                let Some(s) = solution.trace.steps.get(w.step - 1) else {
                    continue;
                };
                let title = ex.layer_title(s.layer, s.counters);
                out.push(format!(
                    "{}. [{}] {}",
                    w.n,
                    w.layer,
                    kv(lang, &title, &w.who)
                ));
                // The reason is among the worked lines already when it is not plain order.
                if !matches!(
                    s.reason,
                    Reason::Dependency { .. } | Reason::Loop { .. } | Reason::StopsExisting { .. }
                ) {
                    out.push(format!("   {}", ex.reason(s)));
                }
                for n in ex.notes(s) {
                    out.push(format!("   {n}"));
                }
                for l in w.lines {
                    out.push(format!("   {l}"));
                }
            }
        }
        Setup::Phase { procedure, .. } => {
            out.extend(
                crate::words::phase::phase_text(procedure, lang)
                    .lines()
                    .map(str::to_string),
            );
        }
        Setup::Chain { chain, .. } => {
            out.extend(
                crate::words::phase::chain_text(chain, lang)
                    .lines()
                    .map(str::to_string),
            );
        }
    }
    out
}

/// What a lesson's computed question would ask for a practice problem's list of items.
fn ask_of(field: PickField) -> Ask {
    match field {
        PickField::Types => Ask::Types,
        PickField::Subtypes => Ask::Subtypes,
        PickField::Colors => Ask::Colors,
        PickField::Abilities => Ask::Abilities,
    }
}

/// An action's object as `target`, with its grammar ("est engagée", "se transforment").
fn target_args(id: &str, p: &Problem, lang: Lang) -> Vec<(&'static str, crate::i18n::Arg)> {
    let mut args = object_gram(p, id, lang).args().to_vec();
    args.push(("target", who(id, p, lang).into()));
    args
}

/// A question's object as `object`, with its grammar ("d'Ogre gris", "reçoit-elle",
/// "ont-ils").
fn about(id: &str, p: &Problem, lang: Lang) -> Vec<(&'static str, crate::i18n::Arg)> {
    let name = object_name(p, id, lang);
    let mut args = object_gram(p, id, lang).sounding(&name).args().to_vec();
    args.push(("object", name.into()));
    args
}

/// A mock exam's score: right out of total, the percentage and the pass mark.
pub(crate) fn exam_score(r: &Report, lang: Lang) -> String {
    tr(
        lang,
        "drill-exam-report",
        fargs![
            right = r.right,
            total = r.total,
            percent = i64::from(r.percent),
            pass = i64::from(r.pass_mark)
        ],
    )
}
