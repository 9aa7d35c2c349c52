//! Numbers an effect computes ("the number of creature cards in your graveyard", "your life
//! total"), and what a P/T change counts ("+1/+1 for each other Elf on the battlefield").
use crate::i18n::Arg;
use crate::rules::card::{Expr, Filter};

use super::grammar::{FilterOpts, Mode, Np, Num, R, a, signed};

impl R<'_> {
    /// What a number counts: the objects a filter matches, "on the battlefield" when anyone's,
    /// "other" and "with it" naming `it`, the object the effect applies to.
    pub(super) fn counted(&self, f: &Filter, num: Num, it: &Np) -> Np {
        let opts = FilterOpts {
            on_battlefield: true,
            it: Some(it.gram),
            ..FilterOpts::default()
        };
        self.filter_np(f, num, opts).0
    }

    /// A number as a noun phrase; `case` is "nom" or "dat" (French "égale au nombre"); `it`
    /// is the object the effect applies to ("its mana value", "counters on it").
    pub(super) fn expr(&self, e: &Expr, case: &str, it: &Np) -> String {
        let num = it.num;
        let base = |id: &str| self.t(id, &[a("case", case), a("number", num.verb())]);
        let among = |id: &str, f: &Filter| {
            let things = self.counted(f, Num::Pl, it);
            self.t(
                id,
                &[
                    a("case", case),
                    a("things", self.nom(&things)),
                    a("thingsof", self.of(&things)),
                ],
            )
        };
        match e {
            Expr::N(n) => self.t(
                "ab-expr-number",
                &[a("value", n.to_string()), a("case", case)],
            ),
            Expr::X => self.t("ab-expr-number", &[a("value", "X"), a("case", case)]),
            Expr::ManaValue => base("ab-expr-mana-value"),
            Expr::HandSize => base("ab-expr-hand-size"),
            Expr::AllHandSizes => base("ab-expr-all-hands"),
            Expr::Life => base("ab-expr-life"),
            Expr::Devotion(cs) => self.t(
                "ab-expr-devotion",
                &[a("case", case), a("colors", self.devotion_colors(cs))],
            ),
            // Named numbers read as the counts they are instances of.
            Expr::CardTypesInGraveyards
            | Expr::FaceDownCreatures
            | Expr::ExiledPower
            | Expr::ExiledToughness => match e.general() {
                Some(g) => self.expr(&g, case, it),
                None => String::new(),
            },
            Expr::Sum(items) => match items.split_first() {
                None => self.expr(&Expr::N(0), case, it),
                Some((first, rest)) => rest.iter().fold(self.expr(first, case, it), |acc, x| {
                    self.t(
                        "ab-expr-plus",
                        &[a("a", acc), a("b", self.expr(x, "nom", it))],
                    )
                }),
            },
            Expr::Times(k, inner) => self.t(
                "ab-expr-times",
                &[
                    a("k", *k),
                    a("kk", k.to_string()),
                    a("e", self.expr(inner, "nom", it)),
                    a("case", case),
                ],
            ),
            Expr::Count(f) => {
                let things = self.counted(f, Num::Pl, it);
                self.t(
                    "ab-expr-count",
                    &[
                        a("case", case),
                        a("things", things.core),
                        a("vowel", things.gram.vowel()),
                    ],
                )
            }
            Expr::CardTypesAmong(f) => among("ab-expr-card-types-among", f),
            Expr::CreatureTypesAmong(f) => among("ab-expr-creature-types-among", f),
            Expr::TotalPower(f) => among("ab-expr-total-power", f),
            Expr::TotalToughness(f) => among("ab-expr-total-toughness", f),
            Expr::CountersOnIt(kind) => self.t(
                "ab-expr-counters",
                &[
                    a("case", case),
                    a("counter", self.counter_word(kind)),
                    a("it", self.it_pronoun(Some(it.gram))),
                ],
            ),
        }
    }

    /// The colors of a devotion: "black", "white and black" ("au blanc et au noir").
    pub(super) fn devotion_colors(&self, cs: &[crate::rules::types::Color]) -> String {
        let words: Vec<String> = cs
            .iter()
            .map(|&c| {
                let color = self.color_adj(c, Num::Sg, super::grammar::Gram::default());
                self.t("ab-devotion-color", &[a("color", color)])
            })
            .collect();
        self.and(&words)
    }

    /// `t` as said after `p` was: "that number plus 1" when it is `p` plus something.
    pub(super) fn expr_after(&self, p: &Expr, t: &Expr, case: &str, it: &Np) -> String {
        let that_plus = match t {
            Expr::Sum(items) => match items.split_first() {
                Some((first, rest)) if first == p && !rest.is_empty() => Some(rest),
                _ => None,
            },
            _ => None,
        };
        match that_plus {
            Some(rest) => rest.iter().fold(
                self.t("ab-expr-that-number", &[a("case", case)]),
                |acc, x| {
                    self.t(
                        "ab-expr-plus",
                        &[a("a", acc), a("b", self.expr(x, "nom", it))],
                    )
                },
            ),
            None => self.expr(t, case, it),
        }
    }

    /// A kind of counter: "+1/+1" as printed, a word ("charge") through the word table.
    pub(super) fn counter_word(&self, kind: &str) -> String {
        let kind = kind.trim();
        let printed_pt = !kind.is_empty()
            && kind
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '+' | '-' | '/'));
        let key: String = kind
            .to_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        self.t(
            "ab-counter",
            &[
                a("form", if printed_pt { "pt" } else { "word" }),
                a("kind", kind),
                a("key", key),
            ],
        )
    }

    /// What "for each" counts, when a number is a count of things: "other Elf on the
    /// battlefield", "+1/+1 counter on it". `None` for the other numbers.
    pub(super) fn for_each_unit(&self, e: &Expr, it: &Np) -> Option<String> {
        let among = |id: &str, f: &Filter| {
            let things = self.counted(f, Num::Pl, it);
            self.t(id, &[a("things", self.nom(&things))])
        };
        match e {
            Expr::CardTypesInGraveyards
            | Expr::FaceDownCreatures
            | Expr::ExiledPower
            | Expr::ExiledToughness => self.for_each_unit(&e.general()?, it),
            Expr::Count(f) => Some(self.counted(f, Num::Sg, it).core),
            Expr::CardTypesAmong(f) => Some(among("ab-unit-card-type-among", f)),
            Expr::CreatureTypesAmong(f) => Some(among("ab-unit-creature-type-among", f)),
            Expr::CountersOnIt(kind) => Some(self.t(
                "ab-unit-counter",
                &[
                    a("counter", self.counter_word(kind)),
                    a("it", self.it_pronoun(Some(it.gram))),
                ],
            )),
            Expr::HandSize => Some(self.t("ab-unit-card-in-hand", &[])),
            _ => None,
        }
    }

    /// "+1/+1 for each other Elf on the battlefield", "+X/+X, where X is your life total": as
    /// a predicate of `subj` ("gets ...", `prefix` "ab-pred"), or as the short phrase of a part
    /// (`prefix` "ab-part").
    pub(super) fn modify_pt_for_each(
        &self,
        prefix: &str,
        (p, t): (i32, i32),
        e: &Expr,
        subj: &Np,
        mode: Mode,
    ) -> String {
        let mut args: Vec<(&'static str, Arg)> = self.pred_args(subj, mode);
        if let Some(unit) = self.for_each_unit(e, subj) {
            args.push(a("pt", format!("{}/{}", signed(p, t), signed(t, p))));
            args.push(a("unit", unit));
            return self.t(&format!("{prefix}-modify-pt-for-each"), &args);
        }
        // Otherwise a variable: "+X/+X, where X is ...", "+X/+Y" when the two differ.
        let var = |c: i32, other: i32, v: &str| match c.signum() {
            1 => format!("+{v}"),
            -1 => format!("-{v}"),
            _ => signed(0, other),
        };
        let times = |k: u32| {
            let k = i32::try_from(k).unwrap_or(i32::MAX);
            let x = if k == 1 {
                e.clone()
            } else {
                Expr::Times(k, Box::new(e.clone()))
            };
            self.expr(&x, "nom", subj)
        };
        let (pa, ta) = (p.unsigned_abs(), t.unsigned_abs());
        let (pt, clause) = if pa == 0 || ta == 0 || pa == ta {
            let k = pa.max(ta).max(1);
            (
                format!("{}/{}", var(p, t, "X"), var(t, p, "X")),
                self.t("ab-where-x", &[a("x", times(k))]),
            )
        } else {
            (
                format!("{}/{}", var(p, t, "X"), var(t, p, "Y")),
                self.t("ab-where-xy", &[a("x", times(pa)), a("y", times(ta))]),
            )
        };
        args.push(a("pt", pt));
        args.push(a("where", clause));
        self.t(&format!("{prefix}-modify-pt-where"), &args)
    }
}
