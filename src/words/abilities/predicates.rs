//! What an effect's parts say of their subject: "gets +1/+1", "is a Mountain", "has flying",
//! "loses all abilities", in reading order.
use crate::rules::card::{Ability, Affected, Copiable, Expr, Keyword, Part, RuleChange, Who};
use crate::rules::types::{BasicLandType, CardType, ColorSpec};

use crate::i18n::Arg;

use super::grammar::{
    Mode, NounSpec, Np, PtText, R, a, one_based, pt_text, signed, simple_pt, supertype_id, type_id,
};

impl R<'_> {
    // ---- predicates

    pub(super) fn pred_args(&self, subj: &Np, mode: Mode) -> Vec<(&'static str, Arg)> {
        vec![
            a("number", subj.num.verb()),
            a("gender", subj.gram.gender()),
            a("mode", mode.key()),
        ]
    }

    pub(super) fn pred(
        &self,
        id: &str,
        subj: &Np,
        mode: Mode,
        extra: Vec<(&'static str, Arg)>,
    ) -> String {
        let mut args = self.pred_args(subj, mode);
        args.extend(extra);
        self.t(id, &args)
    }

    pub(super) fn set_pt_pred(&self, subj: &Np, mode: Mode, p: &Expr, t: &Expr) -> String {
        if let Some(pt) = pt_text(p, t) {
            self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)])
        } else if p == t {
            let value = self.expr(p, "dat", subj);
            self.pred("ab-pred-set-pt-each", subj, mode, vec![a("value", value)])
        } else {
            let pv = self.expr(p, "dat", subj);
            let tv = self.expr_after(p, t, "dat", subj);
            self.pred(
                "ab-pred-set-pt-split",
                subj,
                mode,
                vec![a("p", pv), a("t", tv)],
            )
        }
    }

    pub(super) fn set_toughness_pred(&self, subj: &Np, mode: Mode, t: &Expr) -> String {
        match simple_pt(t) {
            Some((s, _)) => self.pred("ab-pred-set-toughness", subj, mode, vec![a("t", s)]),
            None => {
                let v = self.expr(t, "dat", subj);
                self.pred("ab-pred-set-toughness-expr", subj, mode, vec![a("t", v)])
            }
        }
    }

    pub(super) fn rule_pred(&self, r: &RuleChange, subj: &Np, mode: Mode) -> Option<String> {
        let p = |id: &str| Some(self.pred(id, subj, mode, vec![]));
        match r {
            RuleChange::NoMaximumHandSize => p("ab-pred-no-max-hand"),
            RuleChange::AdditionalLands(n) => Some(self.pred(
                "ab-pred-additional-lands",
                subj,
                mode,
                vec![
                    a("n", *n as i64),
                    a(
                        "count",
                        self.count_word(*n, self.gram(type_id(CardType::Land))),
                    ),
                ],
            )),
            RuleChange::CantLoseGame => p("ab-pred-cant-lose"),
            RuleChange::CantGainLife => p("ab-pred-cant-gain-life"),
            RuleChange::SpendManaAsAnyColor => p("ab-pred-spend-mana"),
            RuleChange::OpponentsCantWinGame
            | RuleChange::LegendRuleDoesNotApply
            | RuleChange::MaximumHandSize(_)
            | RuleChange::MaximumHandSizeChange(_) => None,
        }
    }

    /// Rules that make a clause of their own, whatever the subject; `subj` is whose maximum
    /// hand size changes (`None`: nobody named, for the short phrase of a part).
    pub(super) fn rule_clause(
        &self,
        r: &RuleChange,
        aff: Option<&Affected>,
        subj: Option<&Np>,
    ) -> Option<String> {
        match r {
            RuleChange::LegendRuleDoesNotApply => Some(self.t("ab-rule-legend", &[])),
            RuleChange::OpponentsCantWinGame if aff != Some(&Affected::Players(Who::Opponents)) => {
                Some(self.t("ab-rule-opponents-cant-win", &[]))
            }
            RuleChange::MaximumHandSize(n) | RuleChange::MaximumHandSizeChange(n) => {
                let whose = match (aff, subj) {
                    (_, None) => "none",
                    (Some(Affected::Players(Who::Opponents)), _) => "opponents",
                    (Some(Affected::Game), _) => "players",
                    (_, Some(s)) => s.num.verb(),
                };
                let subject = subj.map(|s| self.nom(s)).unwrap_or_default();
                let subjectof = subj.map(|s| self.of(s)).unwrap_or_default();
                let (id, value) = match r {
                    RuleChange::MaximumHandSize(_) => ("ab-rule-max-hand", *n),
                    _ => ("ab-rule-max-hand-change", n.saturating_abs()),
                };
                let card = self.gram("ab-noun-card");
                Some(self.t(
                    id,
                    &[
                        a("whose", whose),
                        a("subject", subject),
                        a("subjectof", subjectof),
                        a("n", value),
                        a("count", self.count_word(value, card)),
                        a("dir", if *n < 0 { "down" } else { "up" }),
                    ],
                ))
            }
            _ => None,
        }
    }

    /// What the parts say of a subject, in reading order (not layer order): "lose all
    /// abilities", "is a creature", "gets +1/+1", "has flying"...
    pub(super) fn predicates(
        &self,
        parts: &[&Part],
        mode: Mode,
        subj: &Np,
        aff: Option<&Affected>,
    ) -> Vec<String> {
        let mut out: Vec<(u8, String)> = Vec::new();
        let mut noun = NounSpec::default();
        let mut added_lands: Vec<BasicLandType> = Vec::new();
        let mut set_colors: Option<Vec<ColorSpec>> = None;
        let mut simple_set_pt: Option<PtText> = None;
        let mut grants: Vec<&Ability> = Vec::new();
        let mut player_kws: Vec<&Keyword> = Vec::new();
        let nnum = subj.num.noun_num();

        for &p in parts {
            match p {
                Part::AddTypes(ts) => {
                    noun.types.extend(ts.iter().copied());
                    noun.additive = true;
                }
                Part::AddSubtypes(ss) | Part::SetCreatureTypes(ss) => {
                    let additive = matches!(p, Part::AddSubtypes(_));
                    for s in ss {
                        match self.resolve_subtype(s) {
                            Some(x) => {
                                noun.subs.push(x);
                                noun.additive |= additive;
                            }
                            None => {
                                let id = if additive {
                                    "ab-pred-chosen-type-add"
                                } else {
                                    "ab-pred-chosen-type"
                                };
                                out.push((2, self.pred(id, subj, mode, vec![])));
                            }
                        }
                    }
                }
                Part::SetLandType(l) => out.push((2, self.land_type_pred(*l, false, subj, mode))),
                Part::AddLandType(l) => added_lands.push(*l),
                Part::AddAllLandTypes => {
                    out.push((2, self.pred("ab-pred-all-land-types", subj, mode, vec![])))
                }
                Part::AllCreatureTypes => out.push((
                    2,
                    self.pred("ab-pred-all-creature-types", subj, mode, vec![]),
                )),
                Part::SetColors(cs) => {
                    if let Some(prev) = set_colors.replace(cs.clone()) {
                        let colors = self.colors_pred_words(&prev, nnum, subj.gram);
                        out.push((
                            3,
                            self.pred("ab-pred-colors", subj, mode, vec![a("colors", colors)]),
                        ));
                    }
                }
                Part::AddColors(cs) => {
                    let colors = self.colors_pred_words(cs, nnum, subj.gram);
                    out.push((
                        3,
                        self.pred("ab-pred-add-colors", subj, mode, vec![a("colors", colors)]),
                    ));
                }
                Part::Grant(abs) => grants.extend(abs.iter()),
                Part::PlayerKeyword(k) => player_kws.push(k),
                Part::ObjectRule(r) => out.push((
                    8,
                    self.pred("ab-pred-object-rule", subj, mode, vec![a("rule", r.key())]),
                )),
                Part::LoseAllAbilities => {
                    out.push((0, self.pred("ab-pred-lose-all", subj, mode, vec![])))
                }
                Part::Lose(ks) if !ks.is_empty() => out.push((
                    7,
                    self.pred(
                        "ab-pred-lose",
                        subj,
                        mode,
                        vec![a("abilities", self.keywords_inline(ks, mode))],
                    ),
                )),
                Part::CantHave(ks) if !ks.is_empty() => out.push((
                    8,
                    self.pred(
                        "ab-pred-cant-have",
                        subj,
                        mode,
                        vec![a("abilities", self.keywords_inline(ks, mode))],
                    ),
                )),
                Part::Lose(_) | Part::CantHave(_) => {}
                Part::SetPT(pe, te) => match pt_text(pe, te) {
                    Some(pt) if simple_set_pt.is_none() => simple_set_pt = Some(pt),
                    _ => out.push((4, self.set_pt_pred(subj, mode, pe, te))),
                },
                Part::SetToughness(te) => out.push((4, self.set_toughness_pred(subj, mode, te))),
                Part::ModifyPTForEach(pp, tt, e) => out.push((
                    5,
                    self.modify_pt_for_each("ab-pred", (*pp, *tt), e, subj, mode),
                )),
                Part::SetName(name) => {
                    let name = self.data_text(&name.en, &name.fr);
                    out.push((
                        0,
                        self.pred("ab-pred-named", subj, mode, vec![a("name", name)]),
                    ));
                }
                Part::SetCardTypes(ts) => out.push((1, self.card_types_pred(ts, subj, mode))),
                Part::RemoveTypes(ts) if !ts.is_empty() => {
                    out.push((1, self.remove_types_pred(ts, subj, mode)))
                }
                Part::RemoveTypes(_) => {}
                Part::AddSupertypes(ss) | Part::RemoveSupertypes(ss) if !ss.is_empty() => {
                    let words: Vec<String> = ss
                        .iter()
                        .map(|&s| {
                            self.t(
                                supertype_id(s),
                                &[
                                    a("case", "text"),
                                    a("number", nnum.noun()),
                                    a("gender", subj.gram.gender()),
                                ],
                            )
                        })
                        .collect();
                    let (id, words) = match p {
                        Part::AddSupertypes(_) => ("ab-pred-add-supertypes", self.and(&words)),
                        _ => ("ab-pred-remove-supertypes", self.or(&words)),
                    };
                    out.push((1, self.pred(id, subj, mode, vec![a("supertypes", words)])));
                }
                Part::AddSupertypes(_) | Part::RemoveSupertypes(_) => {}
                Part::ModifyPT(pp, tt) => {
                    let pt = format!("{}/{}", signed(*pp, *tt), signed(*tt, *pp));
                    out.push((
                        5,
                        self.pred("ab-pred-modify-pt", subj, mode, vec![a("pt", pt)]),
                    ));
                }
                Part::SetCopiable(c) => {
                    for s in self.copiable_preds(c, subj, mode) {
                        out.push((9, s));
                    }
                }
                Part::KeepOwnColors => {
                    out.push((9, self.pred("ab-pred-keep-own-colors", subj, mode, vec![])))
                }
                Part::KeepPrintedAbility(n) if self.own == Some(*n) => out.push((
                    9,
                    self.pred("ab-pred-keep-this-ability", subj, mode, vec![]),
                )),
                Part::KeepPrintedAbility(n) => out.push((
                    9,
                    self.pred(
                        "ab-pred-keep-ability",
                        subj,
                        mode,
                        vec![a("n", one_based(*n).0), a("nn", one_based(*n).1)],
                    ),
                )),
                Part::TextOfTopCard => {
                    let id = if self.top_card_named {
                        "ab-pred-text-of-that-card"
                    } else {
                        "ab-pred-text-of-top"
                    };
                    out.push((9, self.pred(id, subj, mode, vec![])));
                }
                Part::Rule(RuleChange::OpponentsCantWinGame)
                    if aff == Some(&Affected::Players(Who::Opponents)) =>
                {
                    out.push((10, self.pred("ab-pred-cant-win", subj, mode, vec![])));
                }
                Part::Rule(r) => {
                    if let Some(s) = self.rule_pred(r, subj, mode) {
                        out.push((10, s));
                    }
                }
                // Said as clauses of their own.
                Part::GainControl
                | Part::SwitchPT
                | Part::ChangeWord { .. }
                | Part::DefinePT(..)
                | Part::DefinePower(_) => {}
            }
        }

        if !noun.types.is_empty() || !noun.subs.is_empty() {
            // Land types added with other types read as one noun: "a Forest land creature".
            noun.subs
                .extend(added_lands.iter().map(|l| l.name().to_string()));
            let colors =
                set_colors.take_if(|cs| cs.iter().all(|&c| self.resolve_color(c).is_some()));
            let pt = simple_set_pt.take();
            out.push((
                1,
                self.noun_pred(subj, mode, &noun, pt.as_ref(), colors.as_deref(), &[]),
            ));
        } else {
            for l in added_lands {
                out.push((2, self.land_type_pred(l, true, subj, mode)));
            }
        }
        if let Some(cs) = set_colors {
            let colors = self.colors_pred_words(&cs, nnum, subj.gram);
            out.push((
                3,
                self.pred("ab-pred-colors", subj, mode, vec![a("colors", colors)]),
            ));
        }
        if let Some(pt) = simple_set_pt {
            out.push((
                4,
                self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)]),
            ));
        }
        let mut granted: Vec<String> = Vec::new();
        if !grants.is_empty() {
            granted.push(self.abilities_inline(&grants, mode));
        }
        if !player_kws.is_empty() {
            let ks: Vec<Keyword> = player_kws.into_iter().cloned().collect();
            granted.push(self.keywords_inline(&ks, mode));
        }
        if !granted.is_empty() {
            let abilities = self.and(&granted);
            out.push((
                6,
                self.pred("ab-pred-grant", subj, mode, vec![a("abilities", abilities)]),
            ));
        }
        out.sort_by_key(|e| e.0);
        out.into_iter().map(|e| e.1).collect()
    }

    /// "is a land and loses all other card types" (or "loses all card types" for none).
    pub(super) fn card_types_pred(&self, types: &[CardType], subj: &Np, mode: Mode) -> String {
        let spec = NounSpec {
            types: types.to_vec(),
            subs: Vec::new(),
            additive: false,
        };
        let (noun, article, _) = self.noun_phrase(subj.num, &spec, None, None);
        self.pred(
            "ab-pred-set-card-types",
            subj,
            mode,
            vec![
                a("article", article),
                a("noun", noun),
                a("none", if types.is_empty() { "yes" } else { "no" }),
            ],
        )
    }

    /// "isn't a creature", "aren't artifacts or creatures".
    fn remove_types_pred(&self, types: &[CardType], subj: &Np, mode: Mode) -> String {
        let words: Vec<String> = types
            .iter()
            .map(|&t| {
                let spec = NounSpec {
                    types: vec![t],
                    subs: Vec::new(),
                    additive: false,
                };
                let (noun, article, _) = self.noun_phrase(subj.num, &spec, None, None);
                self.t(
                    "ab-pred-remove-type",
                    &[a("article", article), a("noun", noun)],
                )
                .trim()
                .to_string()
            })
            .collect();
        let types = self.or(&words);
        self.pred("ab-pred-remove-types", subj, mode, vec![a("types", types)])
    }

    /// "is a Mountain", "is a Swamp in addition to its other land types".
    pub(super) fn land_type_pred(
        &self,
        l: BasicLandType,
        add: bool,
        subj: &Np,
        mode: Mode,
    ) -> String {
        let nnum = subj.num.noun_num();
        let g = self.subtype_gram(l.name());
        let article = self.t(
            "ab-noun-article",
            &[
                a("number", nnum.noun()),
                a("gender", g.gender()),
                a("ptvowel", "none"),
                a("colorvowel", "none"),
                a("subvowel", g.vowel()),
                a("typevowel", "none"),
            ],
        );
        let land = self.subtype_word(l.name(), "text", nnum);
        let id = if add {
            "ab-pred-add-land-type"
        } else {
            "ab-pred-set-land-type"
        };
        self.pred(id, subj, mode, vec![a("article", article), a("land", land)])
    }

    /// "is a 1/1 green Saproling creature with flying in addition to its other types".
    pub(super) fn noun_pred(
        &self,
        subj: &Np,
        mode: Mode,
        spec: &NounSpec,
        pt: Option<&PtText>,
        colors: Option<&[ColorSpec]>,
        with: &[&Ability],
    ) -> String {
        let (core, article, _) = self.noun_phrase(subj.num, spec, pt, colors);
        let with = if with.is_empty() {
            String::new()
        } else {
            self.t(
                "ab-with",
                &[a("abilities", self.abilities_inline(with, mode))],
            )
        };
        let addition = if spec.additive {
            self.t("ab-addition-types", &[a("number", subj.num.verb())])
        } else {
            String::new()
        };
        self.pred(
            "ab-pred-is-noun",
            subj,
            mode,
            vec![
                a("article", article),
                a("noun", core),
                a("with", with),
                a("addition", addition),
            ],
        )
    }

    /// Copiable values set as an object enters: "is a 1/6 Wall with defender", "has base
    /// power and toughness 5/1".
    pub(super) fn copiable_preds(&self, c: &Copiable, subj: &Np, mode: Mode) -> Vec<String> {
        let mut subs = Vec::new();
        for s in &c.add_subtypes {
            if let Some(x) = self.resolve_subtype(s) {
                subs.push(x);
            }
        }
        let spec = NounSpec {
            types: c.add_types.clone(),
            subs,
            additive: true,
        };
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => pt_text(&Expr::N(p), &Expr::N(t)),
            _ => None,
        };
        let abilities: Vec<&Ability> = c.add_abilities.iter().collect();
        let mut out = Vec::new();
        if !spec.types.is_empty() || !spec.subs.is_empty() {
            out.push(self.noun_pred(subj, mode, &spec, pt.as_ref(), None, &abilities));
            return out;
        }
        match (c.power, c.toughness, pt) {
            (_, _, Some(pt)) => {
                out.push(self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)]))
            }
            (Some(p), None, _) => {
                out.push(self.pred("ab-pred-set-power", subj, mode, vec![a("p", p.to_string())]))
            }
            (None, Some(t), _) => out.push(self.set_toughness_pred(subj, mode, &Expr::N(t))),
            _ => {}
        }
        if !abilities.is_empty() {
            out.push(self.pred(
                "ab-pred-grant",
                subj,
                mode,
                vec![a("abilities", self.abilities_inline(&abilities, mode))],
            ));
        }
        out
    }
}
