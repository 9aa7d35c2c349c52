//! Conditions of static abilities and durations: "you control five or more enchantments",
//! "seven or more cards are in your graveyard", "it's your turn", "this creature is untapped".
use crate::i18n::Arg;
use crate::rules::card::{Condition, Expr, Filter, Who, ZoneSel};

use super::grammar::{FilterOpts, Gram, Num, R, a};

impl R<'_> {
    /// A condition, and the grammar of its first word (French writes "tant qu'au moins ...").
    pub(super) fn condition_text(&self, c: &Condition) -> (String, Gram) {
        match c {
            Condition::YouControlAtLeast(n, f) => self.control_count(f, i64::from(*n), "at-least"),
            Condition::AtLeast(e, n) => self.compare(e, *n, false),
            Condition::AtMost(e, n) => self.compare(e, *n, true),
            Condition::YourTurn => self.cond("ab-cond-your-turn", &[]),
            Condition::NotYourTurn => self.cond("ab-cond-not-your-turn", &[]),
            Condition::Untapped | Condition::Tapped => {
                let me = self.self_np();
                let tapped = matches!(c, Condition::Tapped);
                self.cond(
                    "ab-cond-tapped",
                    &[
                        a("self", self.nom(&me)),
                        a("gender", me.gram.gender()),
                        a("tapped", if tapped { "yes" } else { "no" }),
                    ],
                )
            }
            Condition::TopOfYourGraveyard(f) => {
                let opts = FilterOpts {
                    cards: true,
                    no_zone: true,
                    drop_you: true,
                    ..FilterOpts::default()
                };
                let (mut np, _) = self.filter_np(f, Num::Sg, opts);
                np.det = "a";
                self.cond("ab-cond-top-of-graveyard", &[a("card", self.nom(&np))])
            }
            Condition::AttachedIs(f) => {
                // "Enchanted permanent": what it is attached to may be anything until the
                // condition says.
                let subject = self.attached_np("ab-noun-permanent");
                // "enchanted permanent is green": a color alone is an adjective.
                let colors_only = Filter {
                    colors: f.colors.clone(),
                    ..Filter::default()
                };
                if !f.colors.is_empty() && *f == colors_only {
                    let colors: Vec<String> = f
                        .colors
                        .iter()
                        .filter_map(|&c| self.resolve_color(c))
                        .map(|c| self.color_adj(c, Num::Sg, subject.gram))
                        .collect();
                    return self.cond(
                        "ab-cond-attached-is",
                        &[
                            a("subject", self.nom(&subject)),
                            a("thing", self.or(&colors)),
                        ],
                    );
                }
                let opts = FilterOpts {
                    no_zone: true,
                    ..FilterOpts::default()
                };
                let (mut np, _) = self.filter_np(f, Num::Sg, opts);
                np.det = "a";
                self.cond(
                    "ab-cond-attached-is",
                    &[a("subject", self.nom(&subject)), a("thing", self.nom(&np))],
                )
            }
            Condition::OnBattlefield(id) => self.cond("ab-cond-on-battlefield", &[a("id", id)]),
            Condition::YouControl(id) => self.cond("ab-cond-you-control", &[a("id", id)]),
            Condition::YouControlThis => {
                let me = self.self_np();
                self.cond("ab-cond-you-control", &[a("id", self.nom(&me))])
            }
        }
    }

    /// A condition's message, with the grammar its `-gram` message gives (a consonant when it
    /// has none).
    fn cond(&self, id: &str, args: &[(&str, Arg)]) -> (String, Gram) {
        let gram = if self.has(&format!("{id}-gram")) {
            self.gram(id)
        } else {
            Gram::default()
        };
        (self.t(id, args), gram)
    }

    /// A number compared with `n`: "at least" unless `most` ("at most", "none" for at most 0).
    fn compare(&self, e: &Expr, n: i32, most: bool) -> (String, Gram) {
        let cmp = match (most, n <= 0) {
            (false, _) => "at-least",
            (true, false) => "at-most",
            (true, true) => "none",
        };
        let n64 = i64::from(n);
        let nums = [a("n", n64), a("nn", n.to_string())];
        let counted_zone = |f: &Filter| match f.zone {
            ZoneSel::Battlefield => f.controller == Who::Any,
            ZoneSel::YourGraveyard
            | ZoneSel::Graveyards
            | ZoneSel::OpponentsGraveyards
            | ZoneSel::ExiledWithThis => true,
            ZoneSel::NotBattlefield | ZoneSel::Any => false,
        };
        match e {
            Expr::CardTypesInGraveyards
            | Expr::FaceDownCreatures
            | Expr::ExiledPower
            | Expr::ExiledToughness => match e.general() {
                Some(g) => self.compare(&g, n, most),
                None => (String::new(), Gram::default()),
            },
            Expr::Count(f) if f.zone == ZoneSel::Battlefield && f.controller == Who::You => {
                self.control_count(f, n64, cmp)
            }
            Expr::Count(f) if counted_zone(f) => {
                let opts = FilterOpts {
                    no_zone: true,
                    ..FilterOpts::default()
                };
                let (many, _) = self.filter_np(f, Num::Pl, opts);
                let (one, _) = self.filter_np(f, Num::Sg, opts);
                let zone = |num: Num| self.zone_words(f.zone, false, true, num.noun());
                let mut args = vec![
                    a("count", self.count_word(n64, one.gram)),
                    a("things", many.core),
                    a("thing", one.core),
                    a("gender", one.gram.gender()),
                    a("where", zone(Num::Pl)),
                    a("wheresg", zone(Num::Sg)),
                ];
                args.extend(nums);
                self.cond(&format!("ab-cond-count-{cmp}"), &args)
            }
            Expr::CardTypesAmong(f) | Expr::CreatureTypesAmong(f) => {
                let kind = if matches!(e, Expr::CardTypesAmong(_)) {
                    "card"
                } else {
                    "creature"
                };
                let things = self.counted(f, Num::Pl, &self.self_np());
                let one = n == 1 || cmp == "none";
                let types = self.t(
                    "ab-noun-types-among",
                    &[a("kind", kind), a("number", if one { "sg" } else { "pl" })],
                );
                let gram = self.gram("ab-noun-types-among");
                let mut args = vec![
                    a("count", self.count_word(n64, gram)),
                    a("types", types),
                    a("things", self.nom(&things)),
                ];
                args.extend(nums);
                self.cond(&format!("ab-cond-types-among-{cmp}"), &args)
            }
            Expr::HandSize => {
                let mut args = vec![a("count", self.count_word(n64, self.gram("ab-noun-card")))];
                args.extend(nums);
                self.cond(&format!("ab-cond-hand-{cmp}"), &args)
            }
            Expr::Life => {
                let cmp = if most { "at-most" } else { "at-least" };
                self.cond(&format!("ab-cond-life-{cmp}"), &nums)
            }
            // "your devotion to black is less than five", as the gods of Theros say it.
            Expr::Devotion(cs) if most && (0..i32::MAX).contains(&n) => {
                let less_than = i64::from(n) + 1;
                let count = self.count_word(less_than, Gram::default());
                let args = [a("colors", self.devotion_colors(cs)), a("count", count)];
                self.cond("ab-cond-devotion-less-than", &args)
            }
            _ => {
                let cmp = if most { "at-most" } else { "at-least" };
                let mut args = vec![a("value", self.expr(e, "nom", &self.self_np()))];
                args.extend(nums);
                self.cond(&format!("ab-cond-number-{cmp}"), &args)
            }
        }
    }

    /// "you control five or more enchantments", "you control no Islands".
    fn control_count(&self, f: &Filter, n: i64, cmp: &str) -> (String, Gram) {
        let opts = FilterOpts {
            drop_you: true,
            ..FilterOpts::default()
        };
        let (many, _) = self.filter_np(f, Num::Pl, opts);
        let (one, _) = self.filter_np(f, Num::Sg, opts);
        self.cond(
            &format!("ab-cond-control-{cmp}"),
            &[
                a("n", n),
                a("nn", n.to_string()),
                a("count", self.count_word(n, one.gram)),
                a("things", many.core),
                a("thing", one.core),
                a("gender", one.gram.gender()),
            ],
        )
    }
}
