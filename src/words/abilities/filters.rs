//! The objects a filter matches ("other nonbasic lands you control"), and what an effect makes
//! an object ("a 1/1 green Saproling creature").
use crate::rules::card::{Filter, Who, ZoneSel};
use crate::rules::types::ColorSpec;

use super::grammar::{FilterOpts, Gram, NounSpec, Np, Num, PtText, R, a, subtype_id, supertype_id};

impl R<'_> {
    // ---- filters

    /// Whether subtypes can name a set of objects of one type as a noun, its type left
    /// unsaid ("les elfes"): in French only those with a French noun; a word it has none for
    /// stays an adjective after the type ("les créatures Gobelours"), as French cards print
    /// subtypes, so that the French reader reads it back.
    fn subtypes_name_the_set(&self, subs: &[String]) -> bool {
        self.lang == crate::i18n::Lang::En || subs.iter().all(|s| self.has(&subtype_id(s)))
    }

    /// The objects a filter matches (determiner left to the caller: `det` is "bare"), and
    /// whether anything qualifies the noun.
    pub(super) fn filter_np(&self, f: &Filter, num: Num, o: FilterOpts) -> (Np, bool) {
        if !f.also.is_empty() {
            // Sets joined: each said whole, "and" between them.
            let base = Filter {
                also: Vec::new(),
                ..f.clone()
            };
            let (first, _) = self.filter_np(&base, num, o);
            let mut core = first.core;
            for g in &f.also {
                let (np, _) = self.filter_np(g, num, o);
                core = self.t("ab-filter-union", &[a("first", core), a("second", np.core)]);
            }
            return (
                Np {
                    core,
                    det: first.det,
                    num: first.num,
                    gram: first.gram,
                },
                true,
            );
        }
        let num = num.noun_num();
        let n = num.noun();
        let card_mode = o.cards
            || matches!(
                f.zone,
                ZoneSel::NotBattlefield
                    | ZoneSel::YourGraveyard
                    | ZoneSel::Graveyards
                    | ZoneSel::OpponentsGraveyards
                    | ZoneSel::ExiledWithThis
            );
        let mut subs = Vec::new();
        let mut chosen_unresolved = false;
        for s in &f.subtypes {
            match self.resolve_subtype(s) {
                Some(x) => subs.push(x),
                None => chosen_unresolved = true,
            }
        }
        let everything = f.zone == ZoneSel::Any
            && f.types.is_empty()
            && f.any_types.is_empty()
            && subs.is_empty()
            && !chosen_unresolved;

        // The head noun.
        let (mut noun, noun_gram) = if card_mode {
            let desc = if !f.types.is_empty() || !f.any_types.is_empty() {
                Some(self.types_head(f, Num::Sg, "or"))
            } else if !subs.is_empty() {
                Some(self.subtype_list(&subs, Num::Sg))
            } else {
                None
            };
            match desc {
                Some((d, g)) => {
                    let noun = self.t(
                        "ab-noun-cards-of",
                        &[a("types", d), a("vowel", g.vowel()), a("number", n)],
                    );
                    let code = self.t("ab-noun-cards-of-gram", &[a("typesgram", g.code())]);
                    (noun, Gram::parse(&code))
                }
                None => self.kind_noun("ab-noun-card", num),
            }
        } else if f.token {
            // "creature tokens", "jetons de créature": the kind of token qualifies the noun.
            let desc = if f.types.is_empty() && f.any_types.is_empty() {
                None
            } else {
                Some(self.types_with_subtypes(f, Num::Sg, "or", &subs))
            };
            match desc {
                Some((d, g)) => {
                    let noun = self.t(
                        "ab-noun-tokens-of",
                        &[a("types", d), a("vowel", g.vowel()), a("number", n)],
                    );
                    let code = self.t("ab-noun-tokens-of-gram", &[a("typesgram", g.code())]);
                    (noun, Gram::parse(&code))
                }
                None => self.kind_noun("ab-noun-token", num),
            }
        } else if everything {
            self.kind_noun("ab-noun-everything", num)
        } else if !subs.is_empty()
            && f.types.len() <= 1
            && f.any_types.is_empty()
            && (f.types.is_empty() || self.subtypes_name_the_set(&subs))
        {
            self.subtype_list(&subs, num)
        } else if !f.types.is_empty() || !f.any_types.is_empty() {
            let conj = if num == Num::Sg { "or" } else { "and" };
            if subs.is_empty() {
                self.types_head(f, num, conj)
            } else {
                self.types_with_subtypes(f, num, conj, &subs)
            }
        } else if f.zone == ZoneSel::Any {
            self.kind_noun("ab-noun-object", num)
        } else {
            self.kind_noun("ab-noun-permanent", num)
        };
        if chosen_unresolved {
            noun = self.t("ab-filter-chosen-type", &[a("noun", noun)]);
        }

        // What qualifies it.
        let gender = noun_gram.gender();
        let adj = |id: &str, case: &str| {
            self.t(id, &[a("case", case), a("number", n), a("gender", gender)])
        };
        let other = if f.other || f.not_target.is_some() || f.other_than_it {
            self.t("ab-filter-other", &[a("number", n)])
        } else {
            String::new()
        };
        let tapped = match f.tapped {
            Some(t) => self.t(
                "ab-filter-tapped",
                &[
                    a("tapped", if t { "yes" } else { "no" }),
                    a("number", n),
                    a("gender", gender),
                ],
            ),
            None => String::new(),
        };
        let face_down = if f.face_down {
            self.t(
                "ab-filter-face-down",
                &[a("number", n), a("gender", gender)],
            )
        } else {
            String::new()
        };
        let supers: Vec<String> = f
            .supertypes
            .iter()
            .map(|&s| adj(supertype_id(s), "text"))
            .collect();
        let nonsupers: Vec<String> = f
            .not_supertypes
            .iter()
            .map(|&s| adj(supertype_id(s), "non"))
            .collect();
        let mut colors = Vec::new();
        let mut colorof = String::new();
        for &c in &f.colors {
            match self.resolve_color(c) {
                Some(col) => colors.push(self.color_adj(col, num, noun_gram)),
                None => colorof = self.t("ab-filter-chosen-color", &[]),
            }
        }
        let colors = self.or(&colors);
        let mut nontypes: Vec<String> = f
            .not_types
            .iter()
            .map(|&t| self.type_word(t, "non", num))
            .collect();
        let mut not_chosen_color = String::new();
        for &c in &f.not_colors {
            match self.resolve_color(c) {
                Some(col) => {
                    let color = self.color_adj(col, num, noun_gram);
                    nontypes.push(self.t("ab-filter-noncolor", &[a("color", color)]));
                }
                None => {
                    not_chosen_color = self.t("ab-filter-not-chosen-color", &[a("number", n)]);
                }
            }
        }
        let mut post = not_chosen_color;
        let mut nonsubs = Vec::new();
        for s in &f.not_subtypes {
            match self.resolve_subtype(s) {
                Some(x) => nonsubs.push(self.subtype_word(&x, "non", num)),
                None => post = self.t("ab-filter-not-chosen-type", &[a("number", n)]),
            }
        }
        // A card is never a token: "nontoken" qualifies only permanents.
        let nontoken = if f.nontoken && !card_mode {
            self.t("ab-filter-nontoken", &[a("number", n)])
        } else {
            String::new()
        };
        let who = if o.drop_you && f.controller == Who::You {
            &Who::Any
        } else {
            &f.controller
        };
        let (who_key, who_n) = match who {
            Who::Any => ("any", String::new()),
            Who::You => ("you", String::new()),
            Who::Opponents => ("opponents", String::new()),
            Who::EnchantedPlayer => ("enchanted", String::new()),
            Who::TargetPlayer(_) => ("target", String::new()),
            Who::ControllerOfTarget(_) => ("that", String::new()),
            Who::Player(p) => ("player", p.to_string()),
        };
        let controller = self.t(
            "ab-controller",
            &[
                a("who", who_key),
                a("zone", if card_mode { "other" } else { "battlefield" }),
                a("n", who_n),
            ],
        );
        let zone = if o.no_zone {
            String::new()
        } else {
            // What is attached to it is on the battlefield as it is.
            let on_battlefield = o.on_battlefield && *who == Who::Any && !f.attached_to_it;
            self.zone_words(f.zone, everything, on_battlefield, n)
        };
        let mut with = if f.with.is_empty() {
            String::new()
        } else {
            let keywords = self.keywords_inline(&f.with, super::grammar::Mode::Static);
            self.t("ab-filter-with", &[a("keywords", keywords)])
        };
        if f.no_abilities {
            let none = self.t("ab-filter-no-abilities", &[]);
            with = format!("{with} {none}").trim().to_string();
        }
        let it = self.it_pronoun(o.it);
        let mut shares = if f.shares_creature_type_with_it {
            self.t(
                "ab-filter-shares-type",
                &[a("number", n), a("it", it.clone())],
            )
        } else {
            String::new()
        };
        if f.attached_to_it {
            let attached = self.t(
                "ab-filter-attached-to-it",
                &[a("number", n), a("gender", gender), a("it", it)],
            );
            shares = format!("{shares} {attached}").trim().to_string();
        }

        let supers = self.join_adj(&supers);
        let nonsupers = self.join_adj(&nonsupers);
        let nontypes = self.join_comma(&nontypes);
        let nonsubs = self.join_comma(&nonsubs);
        let pre = [
            &other, &tapped, &face_down, &supers, &nonsupers, &nontoken, &colors, &nontypes,
            &nonsubs,
        ]
        .iter()
        .any(|s| !s.is_empty());
        let qualified = pre
            || [&colorof, &post, &controller, &zone, &shares, &with]
                .iter()
                .any(|s| !s.is_empty());
        // The word that comes first in English (and "other", first in French too).
        let first = if !other.is_empty() {
            "other"
        } else if f.tapped == Some(false) {
            "untapped"
        } else if pre {
            "word"
        } else {
            "none"
        };
        let code = self.t(
            "ab-filter-gram",
            &[a("first", first), a("noungram", noun_gram.code())],
        );
        let mut gram = Gram::parse(&code);
        gram.fem = noun_gram.fem;
        let core = self.t(
            "ab-filter",
            &[
                a("other", other),
                a("tapped", tapped),
                a("facedown", face_down),
                a("supers", supers),
                a("nonsupers", nonsupers),
                a("nontoken", nontoken),
                a("colors", colors),
                a("nontypes", nontypes),
                a("nonsubtypes", nonsubs),
                a("noun", noun),
                a("colorof", colorof),
                a("post", post),
                a("controller", controller),
                a("zone", zone),
                a("shares", shares),
                a("with", with),
            ],
        );
        (
            Np {
                core,
                det: "bare",
                num,
                gram,
            },
            qualified,
        )
    }

    /// Where the objects of a filter are: "in your graveyard", "exiled with this creature",
    /// nothing for the battlefield unless `on_battlefield`.
    pub(super) fn zone_words(
        &self,
        zone: ZoneSel,
        everything: bool,
        on_battlefield: bool,
        number: &str,
    ) -> String {
        let key = match zone {
            ZoneSel::Battlefield if on_battlefield => "onbattlefield",
            ZoneSel::Battlefield => "battlefield",
            ZoneSel::NotBattlefield => "notbattlefield",
            ZoneSel::YourGraveyard => "graveyard",
            ZoneSel::Graveyards => "graveyards",
            ZoneSel::OpponentsGraveyards => "opponentsgraveyards",
            ZoneSel::ExiledWithThis => "exiled",
            ZoneSel::Any if everything => "battlefield",
            ZoneSel::Any => "any",
        };
        let me = if zone == ZoneSel::ExiledWithThis {
            self.nom(&self.self_np())
        } else {
            String::new()
        };
        self.t(
            "ab-zone",
            &[a("zone", key), a("number", number), a("self", me)],
        )
    }

    /// "it" after a preposition ("with it", "on it"), for the object the effect applies to.
    pub(super) fn it_pronoun(&self, it: Option<Gram>) -> String {
        let gram = it.unwrap_or_else(|| self.self_np().gram);
        self.t("ab-it", &[a("gender", gram.gender())])
    }

    /// The filter's card types as a noun with its subtypes as adjectives after it ("créatures
    /// Elfe", "Elf creature"), for a token or a set of objects.
    fn types_with_subtypes(
        &self,
        f: &Filter,
        num: Num,
        conj: &str,
        subs: &[String],
    ) -> (String, Gram) {
        let (head, g) = self.types_head(f, num, conj);
        let mods: Vec<String> = subs
            .iter()
            .map(|s| self.subtype_word(s, "adj", Num::Sg))
            .collect();
        let core = self.t(
            "ab-noun-core",
            &[
                a("head", head),
                a("mods", self.join_adj(&mods)),
                a("pt", ""),
                a("colors", ""),
            ],
        );
        (core, g)
    }

    /// The card-type noun of a filter: its `types` together, or each of `any_types` with
    /// them ("artifact or creature").
    pub(super) fn types_head(&self, f: &Filter, num: Num, conj: &str) -> (String, Gram) {
        if f.any_types.is_empty() {
            return self.types_compound(&f.types, "text", num);
        }
        let mut words = Vec::new();
        let mut first_gram = None;
        for &t in &f.any_types {
            let mut ts = f.types.clone();
            ts.push(t);
            let (w, g) = self.types_compound(&ts, "text", num);
            first_gram.get_or_insert(g);
            words.push(w);
        }
        (self.list(&words, conj), first_gram.unwrap_or_default())
    }

    // ---- what an effect makes an object

    /// "a 1/1 green Saproling creature" (article apart): core and article.
    pub(super) fn noun_phrase(
        &self,
        num: Num,
        spec: &NounSpec,
        pt: Option<&PtText>,
        colors: Option<&[ColorSpec]>,
    ) -> (String, String, Gram) {
        let num = num.noun_num();
        let (head, head_gram, mods) = if !spec.types.is_empty() {
            let (h, g) = self.types_compound(&spec.types, "text", num);
            let mods: Vec<String> = spec
                .subs
                .iter()
                .map(|s| self.subtype_word(s, "adj", Num::Sg))
                .collect();
            (h, g, self.join_adj(&mods))
        } else if let Some((last, init)) = spec.subs.split_last() {
            let h = self.subtype_word(last, "text", num);
            let g = self.subtype_gram(last);
            let mods: Vec<String> = init
                .iter()
                .map(|s| self.subtype_word(s, "adj", Num::Sg))
                .collect();
            (h, g, self.join_adj(&mods))
        } else {
            (String::new(), Gram::default(), String::new())
        };
        let colors_text = match colors {
            Some(cs) => self.colors_pred_words(cs, num, head_gram),
            None => String::new(),
        };
        let core = self.t(
            "ab-noun-core",
            &[
                a("head", head),
                a("mods", mods),
                a("pt", pt.map(|p| p.text.clone()).unwrap_or_default()),
                a("colors", colors_text),
            ],
        );
        let pt_vowel = match pt {
            Some(p) => self.t("ab-pt-vowel", &[a("p", p.power.clone())]),
            None => "none".to_string(),
        };
        let color_vowel = if colors.is_some() {
            self.t("ab-colors-vowel", &[])
        } else {
            "none".to_string()
        };
        let sub_vowel = match spec.subs.first() {
            Some(s) => self.subtype_gram(s).vowel().to_string(),
            None => "none".to_string(),
        };
        let type_vowel = if spec.types.is_empty() {
            "none".to_string()
        } else {
            head_gram.vowel().to_string()
        };
        let article = self.t(
            "ab-noun-article",
            &[
                a("number", num.noun()),
                a("gender", head_gram.gender()),
                a("ptvowel", pt_vowel),
                a("colorvowel", color_vowel),
                a("subvowel", sub_vowel),
                a("typevowel", type_vowel),
            ],
        );
        (core, article, head_gram)
    }
}
