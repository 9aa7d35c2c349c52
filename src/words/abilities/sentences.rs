//! Whole sentences: clauses with durations and conditions, each kind of ability, the
//! instructions of spells and abilities, and the short phrase for one part of an effect.
use crate::i18n::Lang;
use crate::rules::card::{
    Ability, Activated, Affected, AsEnters, CardDef, Condition, Duration, Expr, Filter, Mana,
    OneShot, Part, Static, TargetSpec, Trigger, Triggered, Who, Word, ZoneSel,
};
use crate::rules::types::{CardType, ColorSpec, ManaCost};

use super::context::SelfKind;
use super::grammar::{
    FilterOpts, Gram, Mode, NounSpec, Np, Num, Piece, R, a, lcfirst, pt_text, signed, simple_pt,
    type_id,
};

impl R<'_> {
    // ---- clauses

    pub(super) fn duration_text(&self, d: &Duration) -> String {
        match d {
            Duration::Indefinitely => String::new(),
            Duration::UntilEndOfTurn => self.t("ab-duration-eot", &[]),
            Duration::WhileSourceOnBattlefield => self.t(
                "ab-duration-source",
                &[a("self", self.nom(&self.self_np()))],
            ),
            Duration::ForAsLongAs(c) => {
                let (condition, gram) = self.condition_text(c);
                self.t(
                    "ab-duration-as-long-as",
                    &[a("condition", condition), a("vowel", gram.vowel())],
                )
            }
        }
    }

    /// The clauses (lower case, no period) an effect's parts make about a subject.
    pub(super) fn clauses(
        &self,
        aff: Option<&Affected>,
        subj: Np,
        parts: &[Part],
        mode: Mode,
        duration: &str,
    ) -> Vec<String> {
        let with_dur = |c: String| {
            if duration.is_empty() {
                c
            } else {
                self.t(
                    "ab-clause-duration",
                    &[a("clause", c), a("duration", duration)],
                )
            }
        };
        let obj = self.nom(&subj);
        let objof = self.of(&subj);
        let mut out = Vec::new();
        let mut named = false;
        let mut control_said = false;
        for p in parts {
            let clause = match p {
                Part::GainControl if !control_said => {
                    control_said = true;
                    let id = match mode {
                        Mode::Static => "ab-you-control",
                        Mode::OneShot => "ab-gain-control",
                    };
                    self.t(id, &[a("obj", &obj), a("objof", &objof)])
                }
                Part::SwitchPT => {
                    let id = match mode {
                        Mode::Static => "ab-switched",
                        Mode::OneShot => "ab-switch",
                    };
                    self.t(
                        id,
                        &[
                            a("obj", &obj),
                            a("objof", &objof),
                            a("number", subj.num.noun()),
                        ],
                    )
                }
                Part::ChangeWord { from, to } => {
                    self.change_word_clause(from, to, mode, &obj, &objof)
                }
                _ => continue,
            };
            named = true;
            out.push(with_dur(clause));
        }
        let subj2 = if named {
            self.pronoun_of(&subj)
        } else {
            subj.clone()
        };
        let refs: Vec<&Part> = parts.iter().collect();
        let preds = self.predicates(&refs, mode, &subj2, aff);
        let mut main = Vec::new();
        if !preds.is_empty() {
            main.push(self.t(
                "ab-clause",
                &[
                    a("subject", self.nom(&subj2)),
                    a("predicate", self.and(&preds)),
                ],
            ));
        }
        for p in parts {
            if let Part::Rule(r) = p {
                main.extend(self.rule_clause(r, aff, Some(&subj2)));
            }
        }
        if !main.is_empty() {
            out.push(with_dur(self.and(&main)));
        }
        for p in parts {
            if let Part::DefinePT(pe, te) = p {
                out.push(with_dur(self.define_pt_clause(&subj, pe, te)));
            }
            if let Part::DefinePower(pe) = p {
                out.push(with_dur(self.t(
                    "ab-define-power",
                    &[
                        a("subject", self.nom(&subj)),
                        a("subjectof", self.of(&subj)),
                        a("number", subj.num.noun()),
                        a("p", self.expr(pe, "dat", &subj)),
                    ],
                )));
            }
        }
        if out.is_empty() {
            out.push(self.t("ab-no-effect", &[]));
        }
        out
    }

    pub(super) fn change_word_clause(
        &self,
        from: &Option<Word>,
        to: &Option<Word>,
        mode: Mode,
        obj: &str,
        objof: &str,
    ) -> String {
        let (any_id, id) = match mode {
            Mode::Static => ("ab-text-changed-any", "ab-text-changed"),
            Mode::OneShot => ("ab-change-text-any", "ab-change-text"),
        };
        if from.is_none() && to.is_none() {
            return self.t(any_id, &[a("obj", obj), a("objof", objof)]);
        }
        self.t(
            id,
            &[
                a("obj", obj),
                a("objof", objof),
                a("from", self.word_quoted(from)),
                a("to", self.word_quoted(to)),
                a("fromchosen", if from.is_none() { "yes" } else { "no" }),
            ],
        )
    }

    pub(super) fn word_quoted(&self, w: &Option<Word>) -> String {
        match w {
            None => self.t("ab-word-chosen", &[]),
            Some(Word::Color(c)) => {
                let word = self.color_adj(*c, Num::Sg, Gram::default());
                self.t("ab-quote", &[a("text", word)])
            }
            Some(Word::LandType(l)) => {
                let word = self.subtype_word(l.name(), "title", Num::Sg);
                self.t("ab-quote", &[a("text", word)])
            }
        }
    }

    pub(super) fn define_pt_clause(&self, subj: &Np, p: &Expr, t: &Expr) -> String {
        let subject = self.nom(subj);
        let subjectof = self.of(subj);
        let num = subj.num;
        if p == t {
            self.t(
                "ab-define-pt-same",
                &[
                    a("subject", subject),
                    a("subjectof", subjectof),
                    a("number", num.noun()),
                    a("value", self.expr(p, "dat", subj)),
                ],
            )
        } else {
            self.t(
                "ab-define-pt",
                &[
                    a("subject", subject),
                    a("subjectof", subjectof),
                    a("number", num.noun()),
                    a("p", self.expr(p, "dat", subj)),
                    a("t", self.expr_after(p, t, "dat", subj)),
                ],
            )
        }
    }

    // ---- abilities

    pub(super) fn ability(&self, ab: &Ability) -> String {
        match ab {
            Ability::Keyword(k) => self.keyword(k, "name"),
            Ability::Mana(m) => {
                let cost = a("cost", "{T}");
                match m {
                    Mana::Color(c) => {
                        self.t("ab-mana", &[cost, a("mana", format!("{{{}}}", c.symbol()))])
                    }
                    Mana::Colorless => self.t("ab-mana", &[cost, a("mana", "{C}")]),
                    Mana::AnyColor => self.t("ab-mana-any", &[cost]),
                }
            }
            Ability::Static(s) => self.static_text(s),
            Ability::Activated(act) => self.activated_text(act),
            Ability::Triggered(tr) => self.triggered_text(tr),
            Ability::AsEnters(ae) => self.as_enters_text(ae),
            Ability::EntersAsCopyOfThis(f) => {
                let (mut np, qualified) = self.filter_np(f, Num::Pl, FilterOpts::default());
                np.det = if qualified { "bare" } else { "all" };
                let me = self.self_np();
                let clause = self.t(
                    "ab-enters-as-copy",
                    &[
                        a("subject", self.nom(&np)),
                        a("number", np.num.noun()),
                        a("self", self.nom(&me)),
                        a("selfof", self.of(&me)),
                    ],
                );
                self.sentence(&clause)
            }
            Ability::Text(t) => self.data_text(&t.en, &t.fr),
        }
    }

    pub(super) fn data_text(&self, en: &str, fr: &str) -> String {
        let s = match self.lang {
            Lang::Fr if !fr.trim().is_empty() => fr,
            _ => en,
        };
        s.trim().to_string()
    }

    pub(super) fn static_text(&self, s: &Static) -> String {
        let mut r = self.with_targets(self.targets);
        r.top_card_named = matches!(s.condition, Some(Condition::TopOfYourGraveyard(_)));
        // "As long as enchanted permanent is a creature, it has flying": the condition names
        // what the ability is attached to, the clause calls it "it".
        let attached_is = match &s.condition {
            Some(Condition::AttachedIs(f)) if s.affects == Affected::Attached => Some(f),
            _ => None,
        };
        // "Creatures you control are the chosen type. The same is true for creature spells you
        // control and creature cards you own that aren't on the battlefield" (Conspiracy): a
        // set of a kind, yours in every zone, is said on the battlefield first.
        let elsewhere = match &s.affects {
            Affected::All(f)
                if f.zone == ZoneSel::Any
                    && f.controller == Who::You
                    && (!f.types.is_empty() || !f.any_types.is_empty()) =>
            {
                Some(f)
            }
            _ => None,
        };
        let on_battlefield = elsewhere.map(|f| {
            Affected::All(Filter {
                zone: ZoneSel::Battlefield,
                ..f.clone()
            })
        });
        let affects = on_battlefield.as_ref().unwrap_or(&s.affects);
        let subj = match attached_is {
            Some(_) => r.pronoun_of(&r.attached_np("ab-noun-permanent")),
            None => r.subject_np(affects, &s.parts),
        };
        let cond = s.condition.as_ref().map(|c| r.condition_text(c));
        // An ability granted to an Equipment is the Equipment's own: it says "equipped creature".
        let mut granted = r.with_targets(self.targets);
        granted.top_card_named = r.top_card_named;
        if attached_is.is_some_and(|f| {
            f.types.contains(&CardType::Artifact) || f.subtypes.iter().any(|t| t == "Equipment")
        }) {
            granted.ctx.self_kind = SelfKind::Artifact;
        }
        let clauses = granted.clauses(Some(affects), subj, &s.parts, Mode::Static, "");
        let mut sentences: Vec<String> = clauses
            .into_iter()
            .map(|c| match &cond {
                Some((cond, gram)) => r.t(
                    "ab-as-long-as",
                    &[
                        a("condition", cond),
                        a("vowel", gram.vowel()),
                        a("clause", c),
                    ],
                ),
                None => c,
            })
            .map(|c| r.sentence(&c))
            .collect();
        if let Some(f) = elsewhere {
            let (types, gram) = r.types_head(f, Num::Sg, "or");
            sentences.push(r.sentence(&r.t(
                "ab-same-elsewhere",
                &[a("types", types), a("vowel", gram.vowel())],
            )));
        }
        if s.lingers_until_end_of_turn {
            let me = r.nom(&r.self_np());
            sentences.push(r.sentence(&r.t("ab-lingers", &[a("self", me)])));
        }
        sentences.join(" ")
    }

    pub(super) fn activated_text(&self, act: &Activated) -> String {
        let r = self.with_targets(&act.targets);
        let pieces: Vec<Piece> = r.oneshots_pieces(&act.effects);
        let effects = if pieces.is_empty() {
            r.sentence(&r.t("ab-no-effect", &[]))
        } else {
            r.pieces_text(&pieces)
        };
        if act.cost.trim().is_empty() {
            return effects;
        }
        r.t(
            "ab-activated",
            &[a("cost", act.cost.trim()), a("effects", effects)],
        )
    }

    pub(super) fn triggered_text(&self, tr: &Triggered) -> String {
        let r = self.with_targets(&tr.targets);
        let me = r.nom(&r.self_np());
        let trigger = match &tr.when {
            Trigger::CreatureDies => r.t("ab-trigger-creature-dies", &[]),
            Trigger::Enters => r.t("ab-trigger-enters", &[a("self", &me)]),
            Trigger::YourUpkeep => r.t("ab-trigger-your-upkeep", &[]),
            Trigger::EndStep => r.t("ab-trigger-end-step", &[]),
            Trigger::CombatDamageToPlayer => r.t("ab-trigger-combat-damage", &[a("self", &me)]),
            Trigger::Other(t) => r
                .data_text(&t.en, &t.fr)
                .trim_end_matches([',', '.'])
                .to_string(),
        };
        let pieces: Vec<Piece> = r.oneshots_pieces(&tr.effects);
        let (first, rest) = match pieces.split_first() {
            Some((Piece::Clause(c), rest)) => (c.clone(), rest),
            Some((Piece::Text(t), rest)) => (lcfirst(t), rest),
            None => (r.t("ab-no-effect", &[]), &[][..]),
        };
        let mut out = vec![r.sentence(&r.t(
            "ab-triggered",
            &[a("trigger", trigger), a("effects", first)],
        ))];
        if !rest.is_empty() {
            out.push(r.pieces_text(rest));
        }
        out.join(" ")
    }

    pub(super) fn as_enters_text(&self, ae: &AsEnters) -> String {
        let me = self.nom(&self.self_np());
        let as_enters = |what: String| {
            self.sentence(&self.t("ab-as-enters", &[a("self", &me), a("what", what)]))
        };
        match ae {
            AsEnters::ChooseColor => as_enters(self.t("ab-choose-color", &[])),
            AsEnters::ChooseCreatureType => as_enters(self.t("ab-choose-creature-type", &[])),
            AsEnters::FlipCoin { heads, tails } => {
                let it = self.pronoun_of(&self.self_np());
                let side = |parts: &[Part]| {
                    self.and(&self.clauses(None, it.clone(), parts, Mode::Static, ""))
                };
                let flip = as_enters(self.t("ab-flip-coin", &[]));
                let heads = self.sentence(&self.t("ab-coin-heads", &[a("what", side(heads))]));
                let tails = self.sentence(&self.t("ab-coin-tails", &[a("what", side(tails))]));
                format!("{flip} {heads} {tails}")
            }
            AsEnters::ChooseMode(modes) | AsEnters::ChooseModeOrFaceUp(modes) => {
                let it = self.pronoun_of(&self.self_np());
                let texts: Vec<String> = modes
                    .iter()
                    .map(|m| self.and(&self.clauses(None, it.clone(), &m.parts, Mode::Static, "")))
                    .collect();
                let modes = match texts.as_slice() {
                    [] => self.t("ab-no-effect", &[]),
                    [one] => one.clone(),
                    [x, y] => self.t("ab-modes-2", &[a("a", x), a("b", y)]),
                    [init @ .., last] => {
                        let mut acc = init[0].clone();
                        for s in &init[1..] {
                            acc = self.t("ab-modes-sep", &[a("a", acc), a("b", s)]);
                        }
                        self.t("ab-modes-n", &[a("init", acc), a("last", last)])
                    }
                };
                let what = self.t("ab-choose-one", &[a("modes", modes)]);
                if matches!(ae, AsEnters::ChooseModeOrFaceUp(_)) {
                    let gender = self.self_np().gram.gender();
                    self.sentence(&self.t(
                        "ab-as-enters-or-face-up",
                        &[a("self", &me), a("gender", gender), a("what", what)],
                    ))
                } else {
                    as_enters(what)
                }
            }
            AsEnters::CopyOf(spec) => self.sentence(&self.copy_of_clause(spec)),
            AsEnters::ExileFromGraveyard(f) => {
                let opts = FilterOpts {
                    cards: true,
                    no_zone: true,
                    drop_you: true,
                    ..FilterOpts::default()
                };
                let (np, _) = self.filter_np(f, Num::Pl, opts);
                as_enters(self.t("ab-exile-from-graveyard", &[a("cards", np.core)]))
            }
            AsEnters::TurnFaceDown(f) => {
                let (mut np, _) = self.filter_np(f, Num::Pl, FilterOpts::default());
                np.det = "all";
                as_enters(self.t("ab-turn-face-down", &[a("what", self.nom(&np))]))
            }
            AsEnters::EntersTapped => {
                let np = self.self_np();
                self.sentence(&self.t(
                    "ab-enters-tapped",
                    &[a("self", &me), a("gender", np.gram.gender())],
                ))
            }
            AsEnters::EntersWithCounters(kind, n) => {
                let np = self.self_np();
                self.sentence(&self.t(
                    "ab-enters-with-counters",
                    &[
                        a("self", &me),
                        a("gender", np.gram.gender()),
                        a("n", i64::from(*n)),
                        a("count", self.count_word(*n, Gram::parse("m c"))),
                        a("kind", kind.as_str()),
                    ],
                ))
            }
        }
    }

    // ---- one-shot instructions

    /// The pieces of a list of instructions. A target an earlier instruction named is, where
    /// the language says so, a pronoun the next times ("Gain control of target creature until
    /// end of turn. Untap that creature. It gets +2/+0…"): the word "target" again would name
    /// another target (115.3).
    pub(super) fn oneshots_pieces(&self, effects: &[OneShot]) -> Vec<Piece> {
        let again = self.t("ab-target-again-pronoun", &[]) == "yes";
        let mut named: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for o in effects {
            if let OneShot::Effect(spec) = o
                && let Affected::Target(n) = spec.affects
                && again
                && named.contains(&n)
            {
                let subj = self.pronoun_of(&self.target_np(n));
                let dur = self.duration_text(&spec.duration);
                out.extend(
                    self.clauses(Some(&spec.affects), subj, &spec.parts, Mode::OneShot, &dur)
                        .into_iter()
                        .map(Piece::Clause),
                );
                continue;
            }
            match o {
                OneShot::Effect(spec) => {
                    if let Affected::Target(n) = spec.affects {
                        named.push(n);
                    }
                }
                OneShot::Destroy(n) => named.push(*n),
                _ => {}
            }
            out.extend(self.oneshot_pieces(o));
        }
        out
    }

    pub(super) fn oneshot_pieces(&self, o: &OneShot) -> Vec<Piece> {
        match o {
            OneShot::Effect(spec) => {
                let subj = self.subject_np(&spec.affects, &spec.parts);
                let dur = self.duration_text(&spec.duration);
                self.clauses(Some(&spec.affects), subj, &spec.parts, Mode::OneShot, &dur)
                    .into_iter()
                    .map(Piece::Clause)
                    .collect()
            }
            OneShot::BecomeCopy(spec) => vec![Piece::Clause(self.become_copy_clause(spec))],
            OneShot::CreateTokens { count, token } => {
                vec![Piece::Clause(self.tokens_clause(*count, token))]
            }
            OneShot::Destroy(n) => {
                let obj = self.nom(&self.target_np(*n));
                vec![Piece::Clause(self.t("ab-destroy", &[a("obj", obj)]))]
            }
            OneShot::ExchangeLifeWithToughness => {
                let me = self.self_np();
                vec![Piece::Clause(self.t(
                    "ab-exchange-life",
                    &[a("self", self.nom(&me)), a("selfof", self.of(&me))],
                ))]
            }
            OneShot::ExchangeControl => {
                // "two target creatures": the kind of the targets, in the plural.
                let id = match self.targets.first() {
                    Some(TargetSpec::Creature) => type_id(CardType::Creature),
                    Some(TargetSpec::Artifact) => type_id(CardType::Artifact),
                    Some(TargetSpec::Land) => type_id(CardType::Land),
                    _ => "ab-noun-permanent",
                };
                let (noun, gram) = self.kind_noun(id, Num::Pl);
                vec![Piece::Clause(self.t(
                    "ab-exchange-control",
                    &[a("noun", noun), a("gender", gram.gender())],
                ))]
            }
            OneShot::Text(t) => vec![Piece::Text(self.data_text(&t.en, &t.fr))],
            OneShot::Transform(when) => {
                let me = self.nom(&self.self_np());
                let when = when
                    .as_ref()
                    .map(|t| format!(" {}", self.data_text(&t.en, &t.fr)))
                    .unwrap_or_default();
                vec![Piece::Clause(
                    self.t("ab-transform", &[a("self", me), a("when", when)]),
                )]
            }
        }
    }

    pub(super) fn pieces_text(&self, pieces: &[Piece]) -> String {
        let sentences: Vec<String> = pieces
            .iter()
            .map(|p| match p {
                Piece::Clause(c) => self.sentence(c),
                Piece::Text(t) => t.clone(),
            })
            .filter(|s| !s.is_empty())
            .collect();
        if sentences.is_empty() {
            self.sentence(&self.t("ab-no-effect", &[]))
        } else {
            sentences.join(" ")
        }
    }

    pub(super) fn tokens_clause(&self, count: u32, token: &CardDef) -> String {
        let colors: Vec<ColorSpec> = match &token.colors {
            Some(cs) => cs.iter().map(|&c| ColorSpec::of(c)).collect(),
            None => token
                .mana_cost
                .as_deref()
                .and_then(|m| ManaCost::parse(m).ok())
                .map(|m| m.colors().into_iter().map(ColorSpec::of).collect())
                .unwrap_or_default(),
        };
        let mut subs = Vec::new();
        for s in &token.subtypes {
            if let Some(x) = self.resolve_subtype(s) {
                subs.push(x);
            }
        }
        let mut types = token.types.clone();
        if types.is_empty() && subs.is_empty() {
            types.push(CardType::Creature);
        }
        let spec = NounSpec {
            types,
            subs,
            additive: false,
        };
        let pt = match (token.power_value(), token.toughness_value()) {
            (Some(p), Some(t)) => pt_text(&Expr::N(p), &Expr::N(t)),
            _ => None,
        };
        let (desc, article, head_gram) =
            self.noun_phrase(Num::Sg, &spec, pt.as_ref(), Some(&colors));
        let abilities: Vec<&Ability> = token.abilities.iter().collect();
        let with = if abilities.is_empty() {
            String::new()
        } else {
            self.t(
                "ab-with",
                &[a(
                    "abilities",
                    self.abilities_inline(&abilities, Mode::Static),
                )],
            )
        };
        let token_gram = self.gram("ab-noun-permanent");
        self.t(
            "ab-create-tokens",
            &[
                a("n", count as i64),
                a("count", self.count_word(count, token_gram)),
                a("article", article),
                a("desc", desc),
                a("vowel", head_gram.vowel()),
                a("with", with),
            ],
        )
    }

    // ---- part phrases

    pub(super) fn part_phrase(&self, p: &Part) -> String {
        // No subject: "it", the object the part applies to, has the gender of this kind.
        let dummy = Np {
            core: String::new(),
            det: "none",
            num: Num::Sg,
            gram: self.self_np().gram,
        };
        let d = &dummy;
        match p {
            Part::ModifyPT(pp, tt) => format!("{}/{}", signed(*pp, *tt), signed(*tt, *pp)),
            Part::ModifyPTForEach(pp, tt, e) => {
                self.modify_pt_for_each("ab-part", (*pp, *tt), e, d, Mode::Static)
            }
            Part::SetPT(pe, te) => match pt_text(pe, te) {
                Some(pt) => self.t("ab-part-set-pt", &[a("pt", pt.text)]),
                None if pe == te => self.t(
                    "ab-part-set-pt-each",
                    &[a("value", self.expr(pe, "dat", d))],
                ),
                None => self.t(
                    "ab-part-set-pt-split",
                    &[
                        a("p", self.expr(pe, "dat", d)),
                        a("t", self.expr_after(pe, te, "dat", d)),
                    ],
                ),
            },
            Part::SetToughness(te) => match simple_pt(te) {
                Some((s, _)) => self.t("ab-part-set-toughness", &[a("t", s)]),
                None => self.t(
                    "ab-part-set-toughness-expr",
                    &[a("t", self.expr(te, "dat", d))],
                ),
            },
            Part::DefinePT(pe, te) => {
                if pe == te {
                    self.t(
                        "ab-part-define-pt-each",
                        &[a("value", self.expr(pe, "dat", d))],
                    )
                } else {
                    self.t(
                        "ab-part-define-pt-split",
                        &[
                            a("p", self.expr(pe, "dat", d)),
                            a("t", self.expr_after(pe, te, "dat", d)),
                        ],
                    )
                }
            }
            Part::DefinePower(pe) => {
                self.t("ab-part-define-power", &[a("p", self.expr(pe, "dat", d))])
            }
            Part::SwitchPT => self.t("ab-part-switch", &[]),
            Part::GainControl => self.t("ab-part-gain-control", &[]),
            Part::ChangeWord { from, to } => {
                if from.is_none() && to.is_none() {
                    self.t("ab-part-change-word-any", &[])
                } else {
                    self.t(
                        "ab-part-change-word",
                        &[
                            a("from", self.word_quoted(from)),
                            a("to", self.word_quoted(to)),
                        ],
                    )
                }
            }
            Part::Rule(r) => match self.rule_clause(r, None, None) {
                Some(c) => c,
                None => self.rule_pred(r, d, Mode::Static).unwrap_or_default(),
            },
            Part::PlayerKeyword(_) => self.and(&self.predicates(&[p], Mode::Static, d, None)),
            _ => {
                let preds = self.predicates(&[p], Mode::OneShot, d, None);
                if preds.is_empty() {
                    self.t("ab-no-effect", &[])
                } else {
                    self.and(&preds)
                }
            }
        }
    }
}
