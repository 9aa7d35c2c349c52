//! The builders of layer problems, one a template kind: each draws a board around the concept
//! its template drills and asks the question the concept decides.

use crate::content::scenario::{ActionSpec, EffectKindSpec, PlayerSetup};
use crate::drill::answer::Answer;
use crate::drill::ask::{ask_pt, last_change, pick_or_pt};
use crate::drill::board::Board;
use crate::drill::problem::{PickField, Problem, Question};
use crate::rules::card::{Ability, Affected, Duration, Who};
use crate::rules::trace::Field;
use crate::rules::types::CardType;

/// Counters on a creature, then a setter: 7b sets, 7c still adds the counters.
pub(super) fn counters(mut b: Board) -> Option<Problem> {
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    if b.difficulty() >= 2
        && b.rng.chance(0.6)
        && let Some(a) = b.pick("anthems")
    {
        b.enter(&a, 0);
    }
    let kind = if b.rng.chance(0.7) { "+1/+1" } else { "-1/-1" };
    let n = b.rng.range(1, 3);
    b.counters(&target, kind, n);
    let setter = b.pick("setters")?;
    let who = b.player();
    b.cast(&setter, who, vec![target.clone()]);
    if b.difficulty() >= 3
        && b.rng.chance(0.5)
        && let Some(p) = b.pick("pumps")
    {
        b.cast(&p, 0, vec![target.clone()]);
    }
    b.problem(None, ask_pt(target))
}

/// A switch, then changes with later timestamps: the switch still applies last.
pub(super) fn switch(mut b: Board) -> Option<Problem> {
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    let sw = b.pick("switches")?;
    b.cast(&sw, 1, vec![target.clone()]);
    let later = 1 + b.rng.below(b.difficulty().max(1) as usize);
    for _ in 0..later {
        match b.rng.below(3) {
            0 => {
                let s = b.pick("setters")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            1 => {
                let n = b.rng.range(1, 3);
                b.counters(&target, "+1/+1", n);
            }
            _ => {
                let a = b.pick("anthems")?;
                b.enter(&a, 0);
            }
        }
    }
    b.problem(None, ask_pt(target))
}

/// Several P/T effects on one creature: which sublayer gives it its final power?
pub(super) fn which_layer(mut b: Board) -> Option<Problem> {
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    let n = 2 + b.rng.below(b.difficulty().max(1) as usize + 1);
    for _ in 0..n {
        match b.rng.below(4) {
            0 => {
                let s = b.pick("setters")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            1 => {
                let s = b.pick("switches")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            2 => {
                let p = b.pick("pumps")?;
                b.cast(&p, 0, vec![target.clone()]);
            }
            _ => b.counters(&target, "+1/+1", 1),
        }
    }
    let id = target.clone();
    b.problem(None, move |g, s| {
        let step = last_change(g, s, &id, Field::Power)?;
        Some((
            Question::Layer { object: id },
            Answer::Layer(s.trace.steps[step].layer),
        ))
    })
}

/// A mass effect, either locked as it resolves or following the board, then a creature enters.
pub(super) fn locked_vs_dynamic(mut b: Board) -> Option<Problem> {
    let src = b.pick("effects")?;
    let card = b.card(&src)?.clone();
    let st = card.abilities.iter().find_map(|a| match a {
        Ability::Static(s) => Some(s.clone()),
        _ => None,
    })?;
    let Affected::All(filter) = &st.affects else {
        return None;
    };
    let mut filter = filter.clone();
    if filter.controller == Who::You {
        filter.controller = Who::Player(0);
    }
    b.fill();
    let resolved = b.rng.chance(0.5);
    let kind = if resolved {
        EffectKindSpec::Resolved
    } else {
        EffectKindSpec::Static
    };
    let eid = b.new_id(&src);
    b.push(ActionSpec::Effect {
        id: eid,
        kind,
        controller: 0,
        source: None,
        affects: Affected::All(filter),
        parts: st.parts.clone(),
        duration: if resolved {
            Duration::UntilEndOfTurn
        } else {
            Duration::Indefinitely
        },
    });
    let newcomer = b.pick("targets")?;
    let target = b.enter(&newcomer, 0);
    let pt_parts = st.parts.iter().any(|p| p.layer().label().starts_with('7'));
    b.problem(
        None,
        pick_or_pt(target, (!pt_parts).then_some(PickField::Abilities)),
    )
}

/// A CDA creature and a setting effect: the CDA applies first (7a), the setter over it (7b).
pub(super) fn cda_vs_setting(mut b: Board) -> Option<Problem> {
    let gy: Vec<String> = (0..b.rng.below(4))
        .filter_map(|_| b.pick("graveyard"))
        .collect();
    let players = Some(vec![
        PlayerSetup {
            life: 20,
            hand: b.rng.range(0, 7),
            graveyard: gy,
        },
        PlayerSetup {
            life: 20,
            hand: b.rng.range(0, 7),
            graveyard: Vec::new(),
        },
    ]);
    b.fill();
    let setter_first = b.rng.chance(0.5);
    let global = b.pick("global_setters");
    if setter_first && let Some(g) = &global {
        b.enter(g, 1);
    }
    let cda = b.pick("cdas")?;
    let target = b.enter(&cda, 0);
    if !setter_first || global.is_none() {
        let s = b.pick("setters")?;
        b.cast(&s, 1, vec![target.clone()]);
    }
    if b.difficulty() >= 2
        && b.rng.chance(0.5)
        && let Some(a) = b.pick("anthems")
    {
        b.enter(&a, 0);
    }
    b.problem(players, ask_pt(target))
}

/// Land-type changers (Blood Moon, Urborg...) in random order: ask a land's subtypes.
pub(super) fn dependency_lands(mut b: Board) -> Option<Problem> {
    let mut lands = b.fill_from(&["lands"]);
    // The adder first: with the moon first, timestamps and dependency agree (trivial).
    let changers = [b.pick("adders")?, b.pick("moons")?];
    for c in &changers {
        let p = b.player();
        let id = b.enter(c, p);
        if b.card(c).is_some_and(|d| d.types.contains(&CardType::Land)) {
            lands.push(id);
        }
    }
    if lands.is_empty() {
        return None;
    }
    let asked = lands[b.rng.below(lands.len())].clone();
    b.problem(None, pick_or_pt(asked, Some(PickField::Subtypes)))
}

/// A Lattice-like "everything is an artifact" and a March-like "artifacts are creatures".
pub(super) fn dependency_lattice(mut b: Board) -> Option<Problem> {
    let objs = b.fill_from(&["lands", "others"]);
    if objs.is_empty() {
        return None;
    }
    // The animator first: it depends on the maker, which has the later timestamp.
    let pair = [b.pick("animators")?, b.pick("makers")?];
    for c in &pair {
        let who = b.player();
        b.enter(c, who);
    }
    let asked = objs[b.rng.below(objs.len())].clone();
    let ask_types = b.rng.chance(0.5);
    b.problem(
        None,
        pick_or_pt(asked, ask_types.then_some(PickField::Types)),
    )
}

/// An ability remover and creatures whose abilities affect others (Lord of Atlantis...): an
/// enchantment in either order, or a spell or an Aura on the lord (always newer).
pub(super) fn dependency_ability(mut b: Board) -> Option<Problem> {
    b.fill();
    let lord_card = b.pick("lords")?;
    let variant = b.rng.below(3);
    match variant {
        0 => {
            let remover = b.pick("removers")?;
            let who = b.player();
            // The lord first: it depends on the remover, which has the later timestamp.
            b.enter(&lord_card, 0);
            b.enter(&remover, who);
        }
        1 => {
            let lord = b.enter(&lord_card, 0);
            let spell = b.pick("remover_spells")?;
            let who = b.player();
            b.cast(&spell, who, vec![lord]);
        }
        _ => {
            let lord = b.enter(&lord_card, 0);
            let aura = b.pick("remover_auras")?;
            let who = b.player();
            b.enter_attached(&aura, who, lord);
        }
    }
    let friend = b.pick("friends")?;
    let who = b.player();
    let asked = b.enter(&friend, who);
    let ask_pt_now = b.rng.chance(0.6);
    b.problem(
        None,
        pick_or_pt(asked, (!ask_pt_now).then_some(PickField::Abilities)),
    )
}

/// Humility and Opalescence (and others) in random order.
pub(super) fn keeps_going(mut b: Board) -> Option<Problem> {
    b.fill();
    let mut ids = Vec::new();
    let mut cards = vec![b.pick("removers")?, b.pick("animators")?];
    if b.difficulty() >= 2
        && let Some(e) = b.pick("enchantments")
    {
        cards.push(e);
    }
    b.rng.shuffle(&mut cards);
    for c in &cards {
        let who = b.player();
        ids.push(b.enter(c, who));
    }
    let candidates: Vec<String> = b.ids.clone();
    let asked = candidates[b.rng.below(candidates.len())].clone();
    b.problem(None, ask_pt(asked))
}

/// A creature changed by counters, pumps or an Aura, and a copy of it.
pub(super) fn copy_values(mut b: Board) -> Option<Problem> {
    b.fill();
    let orig_card = b.pick("targets")?;
    let orig = b.enter(&orig_card, 1);
    let changes = 1 + b.rng.below(b.difficulty().max(1) as usize);
    for _ in 0..changes {
        match b.rng.below(4) {
            0 => {
                let n = b.rng.range(1, 3);
                b.counters(&orig, "+1/+1", n);
            }
            1 => {
                let p = b.pick("pumps")?;
                b.cast(&p, 1, vec![orig.clone()]);
            }
            2 => {
                let p = b.pick("colorers")?;
                b.cast(&p, 1, vec![orig.clone()]);
            }
            _ => {
                let a = b.pick("auras")?;
                b.enter_attached(&a, 1, orig.clone());
            }
        }
    }
    let cloner = b.pick("copiers")?;
    let asked = b.enter_copy(&cloner, 0, orig.clone());
    let ask_colors = b.rng.chance(0.3);
    b.problem(
        None,
        pick_or_pt(asked, ask_colors.then_some(PickField::Colors)),
    )
}

/// A face-down creature among anthems, maybe copied.
pub(super) fn face_down(mut b: Board) -> Option<Problem> {
    b.fill();
    let card = b.pick("targets")?;
    let fd = b.enter_with(&card, 0, |x| {
        if let ActionSpec::Enter { face_down, .. } = x {
            *face_down = true;
        }
    });
    if b.rng.chance(0.6)
        && let Some(a) = b.pick("anthems")
    {
        let who = b.player();
        b.enter(&a, who);
    }
    match b.rng.below(3) {
        0 => {
            let n = b.rng.range(1, 2);
            b.counters(&fd, "+1/+1", n);
        }
        1 => {
            if let Some(p) = b.pick("pumps") {
                b.cast(&p, 0, vec![fd.clone()]);
            }
        }
        _ => {}
    }
    let mut asked = fd.clone();
    if b.difficulty() >= 2
        && b.rng.chance(0.5)
        && let Some(c) = b.pick("copiers")
    {
        asked = b.enter_copy(&c, 0, fd.clone());
    }
    b.problem(None, ask_pt(asked))
}

/// "You control" effects on both sides, and a creature changing sides.
pub(super) fn control(mut b: Board) -> Option<Problem> {
    b.fill();
    for p in 0..2u8 {
        if b.rng.chance(0.7)
            && let Some(a) = b.pick("anthems")
        {
            b.enter(&a, p);
        }
    }
    let card = b.pick("targets")?;
    let target = b.enter(&card, 1);
    let steal = b.pick("steals")?;
    let is_aura = b
        .card(&steal)
        .is_some_and(|c| c.subtypes.iter().any(|s| s == "Aura"));
    if is_aura {
        b.enter_attached(&steal, 0, target.clone());
    } else {
        b.cast(&steal, 0, vec![target.clone()]);
    }
    if b.difficulty() >= 2
        && b.rng.chance(0.5)
        && let Some(c) = b.pick("curses")
    {
        let p = b.rng.below(2);
        b.enter_attached(&c, 1 - p as u8, format!("p{p}"));
    }
    b.problem(None, ask_pt(target))
}

/// An Aura that sets P/T, a spell that sets P/T, and the Aura moved (a new timestamp).
pub(super) fn aura_timestamps(mut b: Board) -> Option<Problem> {
    b.fill();
    let c1 = b.pick("targets")?;
    let first = b.enter(&c1, 0);
    let c2 = b.pick("targets")?;
    let second = b.enter(&c2, 0);
    let aura = b.pick("auras")?;
    let on_first = b.rng.chance(0.5);
    let (home, away) = if on_first {
        (first.clone(), second.clone())
    } else {
        (second.clone(), first.clone())
    };
    let aura_id = b.enter_attached(&aura, 1, home.clone());
    let spell = b.pick("setters")?;
    b.cast(&spell, 0, vec![first.clone()]);
    // The Aura moves each time: attached to what it is already on, it would get no new
    // timestamp (701.3b), and the problem would not be about one.
    if on_first {
        b.push(ActionSpec::Attach {
            source: aura_id.clone(),
            to: away,
        });
    }
    b.push(ActionSpec::Attach {
        source: aura_id,
        to: first.clone(),
    });
    if b.difficulty() >= 2 && b.rng.chance(0.5) {
        b.counters(&first, "+1/+1", 1);
    }
    b.problem(None, ask_pt(first))
}
