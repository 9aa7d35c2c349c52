//! Noun phrases: what an object calls itself, targets, players, the subject of an effect, and
//! the words for types, subtypes, colors and keywords.
use crate::rules::card::{
    Ability, Affected, EnchantWhat, Filter, Keyword, Part, Quality, TargetSpec, Who, ZoneSel,
};
use crate::rules::keyword_names;
use crate::rules::types::{CardType, Color, ColorSpec, Supertype};

use super::SelfKind;
use super::grammar::{
    FilterOpts, Gram, Mode, Np, Num, R, a, color_id, one_based, subtype_id, type_id, type_key,
    type_rank,
};
use crate::i18n::{self, Arg};

impl R<'_> {
    // ---- noun phrases

    pub(super) fn np_args(&self, np: &Np) -> Vec<(&'static str, Arg)> {
        vec![
            a("det", np.det),
            a("np", np.core.clone()),
            a("gender", np.gram.gender()),
            a("vowel", np.gram.vowel()),
            a("number", np.num.noun()),
        ]
    }

    pub(super) fn nom(&self, np: &Np) -> String {
        self.t("ab-det", &self.np_args(np))
    }

    pub(super) fn of(&self, np: &Np) -> String {
        self.t("ab-det-of", &self.np_args(np))
    }

    pub(super) fn fixed_np(&self, id: &str, num: Num) -> Np {
        Np {
            core: self.t(id, &[]),
            det: "none",
            num,
            gram: self.gram(id),
        }
    }

    pub(super) fn self_np(&self) -> Np {
        let (id, gram_id) = match self.ctx.self_kind {
            SelfKind::Creature => (type_id(CardType::Creature), type_id(CardType::Creature)),
            SelfKind::Land => (type_id(CardType::Land), type_id(CardType::Land)),
            SelfKind::Artifact => (type_id(CardType::Artifact), type_id(CardType::Artifact)),
            SelfKind::Enchantment => (
                type_id(CardType::Enchantment),
                type_id(CardType::Enchantment),
            ),
            SelfKind::Permanent => ("ab-noun-permanent", "ab-noun-permanent"),
            SelfKind::Spell => ("ab-noun-spell", "ab-noun-spell"),
        };
        Np {
            core: self.t(id, &[a("case", "text"), a("number", "sg")]),
            det: "this",
            num: Num::Sg,
            gram: self.gram(gram_id),
        }
    }

    pub(super) fn pronoun_of(&self, np: &Np) -> Np {
        let args = [a("number", np.num.verb()), a("gender", np.gram.gender())];
        let mut gram = Gram::parse(&i18n::tr(self.lang, "ab-pronoun-gram", &args));
        gram.fem = np.gram.fem;
        Np {
            core: self.t("ab-pronoun", &args),
            det: "none",
            num: np.num,
            gram,
        }
    }

    /// A noun used for a kind of object: type, "permanent", "player"...
    pub(super) fn kind_noun(&self, id: &str, num: Num) -> (String, Gram) {
        (
            self.t(id, &[a("case", "text"), a("number", num.noun())]),
            self.gram(id),
        )
    }

    pub(super) fn target_np(&self, n: usize) -> Np {
        self.target_np_as(n, false)
    }

    /// The `n`-th target; `another` when an earlier target of the same kind was named
    /// ("another target creature").
    pub(super) fn target_np_as(&self, n: usize, another: bool) -> Np {
        let with = |noun_id: &str, opp: &str| {
            let (noun, gram) = self.kind_noun(noun_id, Num::Sg);
            self.target_of(noun, gram, opp, another)
        };
        // A kind said with a qualifier ("noncreature artifact"): the noun a filter says.
        let qualified = |f: Filter, opp: &str| {
            let opts = FilterOpts {
                no_zone: true,
                ..FilterOpts::default()
            };
            let (np, _) = self.filter_np(&f, Num::Sg, opts);
            self.target_of(np.core, np.gram, opp, another)
        };
        let creature = || Filter {
            types: vec![CardType::Creature],
            ..Filter::default()
        };
        match self.targets.get(n) {
            Some(TargetSpec::Creature) => with(type_id(CardType::Creature), "no"),
            Some(TargetSpec::CreatureOpponentControls) => with(type_id(CardType::Creature), "yes"),
            Some(TargetSpec::CreatureYouControl) => with(type_id(CardType::Creature), "you"),
            Some(TargetSpec::NonlegendaryCreature) => qualified(
                Filter {
                    not_supertypes: vec![Supertype::Legendary],
                    ..creature()
                },
                "no",
            ),
            Some(TargetSpec::Permanent) => with("ab-noun-permanent", "no"),
            Some(TargetSpec::Land) => with(type_id(CardType::Land), "no"),
            Some(TargetSpec::Artifact) => with(type_id(CardType::Artifact), "no"),
            Some(TargetSpec::NoncreatureArtifact) => qualified(
                Filter {
                    types: vec![CardType::Artifact],
                    not_types: vec![CardType::Creature],
                    ..Filter::default()
                },
                "no",
            ),
            Some(TargetSpec::ArtifactCreature) => qualified(
                Filter {
                    types: vec![CardType::Artifact, CardType::Creature],
                    ..Filter::default()
                },
                "no",
            ),
            Some(TargetSpec::NonlandPermanent) => qualified(
                Filter {
                    not_types: vec![CardType::Land],
                    ..Filter::default()
                },
                "no",
            ),
            Some(TargetSpec::PermanentYouControl) => with("ab-noun-permanent", "you"),
            Some(TargetSpec::Player) => with("ab-noun-player", "no"),
            Some(TargetSpec::DeadCreature) => self.fixed_np("ab-np-dead-creature", Num::Sg),
            None => Np {
                core: self.t(
                    "ab-np-target-generic",
                    &[a("n", one_based(n).0), a("nn", one_based(n).1)],
                ),
                det: "def",
                num: Num::Sg,
                gram: self.gram("ab-np-target-generic"),
            },
        }
    }

    /// "target <noun>", "target <noun> an opponent controls" (`opp` "yes"), "target <noun> you
    /// control" (`opp` "you"); "another target …" when `another`.
    fn target_of(&self, noun: String, gram: Gram, opp: &str, another: bool) -> Np {
        let args = [
            a("noun", noun),
            a("gender", gram.gender()),
            a("vowel", gram.vowel()),
            a("opp", opp),
        ];
        if another {
            let mut g = self.gram("ab-np-another-target");
            g.fem = gram.fem;
            Np {
                core: self.t("ab-np-another-target", &args),
                det: "none",
                num: Num::Sg,
                gram: g,
            }
        } else {
            let msg = match opp {
                "yes" => "ab-np-target-opp",
                "you" => "ab-np-target-you",
                _ => "ab-np-target",
            };
            Np {
                core: self.t(msg, &args),
                det: "def",
                num: Num::Sg,
                gram,
            }
        }
    }

    pub(super) fn who_np(&self, w: &Who) -> Np {
        match w {
            Who::Any => self.fixed_np("ab-np-each-player", Num::Sg),
            Who::You => Np {
                core: self.t("ab-np-you", &[]),
                det: "none",
                num: Num::You,
                gram: Gram::default(),
            },
            Who::Opponents => self.fixed_np("ab-np-opponents", Num::Pl),
            Who::EnchantedPlayer => {
                let (noun, gram) = self.kind_noun("ab-noun-player", Num::Sg);
                Np {
                    core: self.t(
                        "ab-np-attached",
                        &[
                            a("noun", noun),
                            a("how", "enchanted"),
                            a("gender", gram.gender()),
                        ],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram,
                }
            }
            Who::TargetPlayer(n) => match self.targets.get(*n) {
                None => {
                    let (noun, gram) = self.kind_noun("ab-noun-player", Num::Sg);
                    Np {
                        core: self.t(
                            "ab-np-target",
                            &[a("noun", noun), a("gender", gram.gender())],
                        ),
                        det: "def",
                        num: Num::Sg,
                        gram,
                    }
                }
                Some(_) => self.target_np(*n),
            },
            Who::ControllerOfTarget(n) => {
                let target = self.target_np(*n);
                Np {
                    core: self.t(
                        "ab-np-controller-of",
                        &[
                            a("target", self.nom(&target)),
                            a("targetof", self.of(&target)),
                        ],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram: self.gram("ab-np-controller-of"),
                }
            }
            Who::Player(n) => Np {
                core: self.t("ab-np-player-n", &[a("n", n.to_string())]),
                det: "def",
                num: Num::Sg,
                gram: self.gram("ab-np-player-n"),
            },
        }
    }

    /// "Enchanted [noun]" (or "equipped", for an artifact): what the object with the ability
    /// is attached to.
    pub(super) fn attached_np(&self, noun_id: &str) -> Np {
        let how = if self.ctx.self_kind == SelfKind::Artifact {
            "equipped"
        } else {
            "enchanted"
        };
        let (noun, gram) = self.kind_noun(noun_id, Num::Sg);
        Np {
            core: self.t(
                "ab-np-attached",
                &[a("noun", noun), a("how", how), a("gender", gram.gender())],
            ),
            det: "def",
            num: Num::Sg,
            gram,
        }
    }

    /// The subject of an effect with these parts.
    pub(super) fn subject_np(&self, aff: &Affected, parts: &[Part]) -> Np {
        let says_creature = |add: bool| {
            parts.iter().any(|p| match p {
                Part::AddTypes(ts) if add => ts.contains(&CardType::Creature),
                Part::RemoveTypes(ts) => ts.contains(&CardType::Creature),
                _ => false,
            })
        };
        match aff {
            // "This permanent isn't a creature", not "this creature isn't a creature".
            Affected::This if says_creature(false) && self.ctx.self_kind == SelfKind::Creature => {
                Np {
                    core: self.t("ab-noun-permanent", &[a("case", "text"), a("number", "sg")]),
                    det: "this",
                    num: Num::Sg,
                    gram: self.gram("ab-noun-permanent"),
                }
            }
            Affected::This => self.self_np(),
            Affected::Attached => {
                let noun_id = if says_creature(true) {
                    "ab-noun-permanent"
                } else {
                    type_id(CardType::Creature)
                };
                self.attached_np(noun_id)
            }
            Affected::Target(n) => self.target_np(*n),
            Affected::All(f) => {
                let additive = parts.iter().any(|p| {
                    matches!(
                        p,
                        Part::AddTypes(_)
                            | Part::AddSubtypes(_)
                            | Part::AddLandType(_)
                            | Part::AddAllLandTypes
                            | Part::AddColors(_)
                    )
                });
                if additive && f.zone == ZoneSel::Battlefield {
                    let mut np = self.filter_np(f, Num::Sg, FilterOpts::default()).0;
                    np.det = "each";
                    np
                } else {
                    let (mut np, qualified) = self.filter_np(f, Num::Pl, FilterOpts::default());
                    np.det = if qualified { "bare" } else { "all" };
                    np
                }
            }
            Affected::Objects(ids) => {
                if ids.is_empty() {
                    self.fixed_np("ab-np-nothing", Num::Sg)
                } else {
                    Np {
                        core: self.and(ids),
                        det: "none",
                        num: if ids.len() == 1 { Num::Sg } else { Num::Pl },
                        gram: Gram::default(),
                    }
                }
            }
            Affected::Players(w) => self.who_np(w),
            Affected::Game => {
                let mut np = self.fixed_np("ab-np-players", Num::Pl);
                np.det = "bare";
                np
            }
        }
    }

    // ---- words

    pub(super) fn type_word(&self, t: CardType, case: &str, num: Num) -> String {
        self.t(type_id(t), &[a("case", case), a("number", num.noun())])
    }

    /// Card types put together in type-line order: "artifact creature" / "créature-artefact".
    pub(super) fn types_compound(
        &self,
        types: &[CardType],
        case: &str,
        num: Num,
    ) -> (String, Gram) {
        let mut ts = types.to_vec();
        ts.sort_by_key(|&t| type_rank(t));
        ts.dedup();
        let Some((&head, mods)) = ts.split_last() else {
            return (String::new(), Gram::default());
        };
        let mut text = self.type_word(head, case, num);
        let mut gram = self.gram(type_id(head));
        for &m in mods.iter().rev() {
            let mod_case = if case == "title" { "modtitle" } else { "mod" };
            let mod_text = self.type_word(m, mod_case, num);
            let mod_gram = self.gram(type_id(m));
            let code = self.t(
                "ab-type-compound-gram",
                &[a("headgram", gram.code()), a("modgram", mod_gram.code())],
            );
            text = self.t(
                "ab-type-compound",
                &[
                    a("head", text),
                    a("mod", mod_text),
                    a("modkey", type_key(m)),
                ],
            );
            gram = Gram::parse(&code);
        }
        (text, gram)
    }

    pub(super) fn resolve_subtype(&self, s: &str) -> Option<String> {
        if s.trim() == "$chosen" {
            self.ctx
                .choices
                .first()
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
        } else {
            Some(s.to_string())
        }
    }

    pub(super) fn subtype_word(&self, s: &str, case: &str, num: Num) -> String {
        let id = subtype_id(s);
        if self.has(&id) {
            self.t(&id, &[a("case", case), a("number", num.noun())])
        } else {
            self.t(
                "ab-subtype-unknown",
                &[a("word", s.trim()), a("case", case)],
            )
        }
    }

    pub(super) fn subtype_gram(&self, s: &str) -> Gram {
        let id = subtype_id(s);
        if self.has(&id) {
            self.gram(&id)
        } else {
            self.gram("ab-subtype-unknown")
        }
    }

    /// Subtypes as nouns: "Forests and Saprolings" (plural), "Forest or Saproling" (singular).
    pub(super) fn subtype_list(&self, subs: &[String], num: Num) -> (String, Gram) {
        let words: Vec<String> = subs
            .iter()
            .map(|s| self.subtype_word(s, "text", num))
            .collect();
        let grams: Vec<Gram> = subs.iter().map(|s| self.subtype_gram(s)).collect();
        let text = if num == Num::Sg {
            self.or(&words)
        } else {
            self.and(&words)
        };
        let gram = Gram {
            fem: !grams.is_empty() && grams.iter().all(|g| g.fem),
            vowel: grams.first().is_some_and(|g| g.vowel),
        };
        (text, gram)
    }

    pub(super) fn choice_color(&self) -> Option<Color> {
        let s = self.ctx.choices.first()?.trim();
        Color::parse(s).or_else(|| {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Color::from_symbol(c),
                _ => None,
            }
        })
    }

    pub(super) fn resolve_color(&self, c: ColorSpec) -> Option<Color> {
        c.fixed().or_else(|| self.choice_color())
    }

    pub(super) fn color_adj(&self, c: Color, num: Num, gram: Gram) -> String {
        self.t(
            color_id(c),
            &[
                a("case", "text"),
                a("number", num.noun()),
                a("gender", gram.gender()),
            ],
        )
    }

    /// Colors as a predicate: "blue", "white and blue", "colorless", "the chosen color".
    pub(super) fn colors_pred_words(&self, cs: &[ColorSpec], num: Num, gram: Gram) -> String {
        if cs.is_empty() {
            return self.t(
                "ab-colorless",
                &[a("number", num.noun()), a("gender", gram.gender())],
            );
        }
        let words: Vec<String> = cs
            .iter()
            .map(|&c| match self.resolve_color(c) {
                Some(col) => self.color_adj(col, num, gram),
                None => self.t("ab-chosen-color", &[]),
            })
            .collect();
        self.and(&words)
    }

    pub(super) fn keyword(&self, k: &Keyword, form: &str) -> String {
        self.keyword_in(k, form, Mode::Static)
    }

    /// A keyword ability as said in an ability of this mode: an effect that resolves grants
    /// protection from "the color of your choice", a static ability from "the chosen color".
    pub(super) fn keyword_in(&self, k: &Keyword, form: &str, mode: Mode) -> String {
        let f = a("form", form);
        match k {
            Keyword::Flying => self.t("kw-flying", &[f]),
            Keyword::Haste => self.t("kw-haste", &[f]),
            Keyword::Trample => self.t("kw-trample", &[f]),
            Keyword::Defender => self.t("kw-defender", &[f]),
            Keyword::Indestructible => self.t("kw-indestructible", &[f]),
            Keyword::Hexproof => self.t("kw-hexproof", &[f]),
            Keyword::Shroud => self.t("kw-shroud", &[f]),
            Keyword::Flash => self.t("kw-flash", &[f]),
            Keyword::SplitSecond => self.t("kw-split-second", &[f]),
            Keyword::Changeling => self.t("kw-changeling", &[f]),
            Keyword::Landwalk(l) => self.t("kw-landwalk", &[f, a("land", l.name().to_lowercase())]),
            Keyword::Morph(cost) => self.t("kw-morph", &[f, a("cost", cost.trim())]),
            Keyword::Suspend(cost) => self.t("kw-suspend", &[f, a("cost", cost.trim())]),
            Keyword::Equip(cost) => self.t("kw-equip", &[f, a("cost", cost.trim())]),
            Keyword::Ward(cost) => self.t("kw-ward", &[f, a("cost", cost.trim())]),
            Keyword::Enchant(w) => {
                let id = match w {
                    EnchantWhat::Creature => type_id(CardType::Creature),
                    EnchantWhat::Player => "ab-noun-player",
                    EnchantWhat::Artifact => type_id(CardType::Artifact),
                    EnchantWhat::Land => type_id(CardType::Land),
                    EnchantWhat::Permanent => "ab-noun-permanent",
                };
                let what = self.kind_noun(id, Num::Sg).0;
                self.t("kw-enchant", &[f, a("what", what)])
            }
            Keyword::Protection(q) => {
                let from = self.quality(*q, mode);
                self.t("kw-protection", &[f, a("from", from)])
            }
            Keyword::Deathtouch => self.t("kw-deathtouch", &[f]),
            Keyword::DoubleStrike => self.t("kw-double-strike", &[f]),
            Keyword::FirstStrike => self.t("kw-first-strike", &[f]),
            Keyword::Lifelink => self.t("kw-lifelink", &[f]),
            Keyword::Menace => self.t("kw-menace", &[f]),
            Keyword::Reach => self.t("kw-reach", &[f]),
            Keyword::Vigilance => self.t("kw-vigilance", &[f]),
            Keyword::Named(printed) => self.named_keyword(printed, form),
        }
    }

    /// A keyword of 702 the engine knows by name: its name in the reader's language, then what
    /// follows it as printed (a cost, a number); the type of an offering or a typecycling.
    fn named_keyword(&self, printed: &str, form: &str) -> String {
        let Some((k, rest)) = keyword_names::named(printed) else {
            // The data's check refuses words that are no keyword; said as written otherwise.
            return printed.to_string();
        };
        let lower = printed.trim().to_lowercase();
        let typed = match k.param {
            keyword_names::Param::Prefix => rest.to_string(),
            _ if !lower.starts_with(&k.name.to_lowercase()) => {
                let at = lower.find("cycling").unwrap_or(0);
                printed.trim()[..at].trim().to_string()
            }
            _ => String::new(),
        };
        let param = match rest {
            _ if k.param == keyword_names::Param::Prefix || rest.is_empty() => String::new(),
            r if r.starts_with(['—', '-']) => r.to_string(),
            r => format!(" {r}"),
        };
        let param = self.keyword_onto(&k.message_id(), rest).unwrap_or(param);
        // A type is said in the reader's language ("Recyclage de montagne"), capitalised in
        // English where the keyword starts its line ("Mountaincycling").
        let (typed, elide) = if typed.is_empty() {
            ("none".to_string(), false)
        } else {
            let word = self.subtype_word(&typed, "text", Num::Sg);
            let word = match form {
                "inline" => word,
                _ if self.lang == i18n::Lang::En => keyword_names::upper_first(&word),
                _ => word,
            };
            (word, self.subtype_gram(&typed).vowel)
        };
        self.t(
            &k.message_id(),
            &[
                a("form", form),
                a("param", param),
                a("type", typed),
                a("elide", if elide { "v" } else { "c" }),
            ],
        )
    }

    /// What a keyword is put onto, if its message says it ("Splice onto Arcane {1}{R}",
    /// "Imprégnation sur l'Arcane {1}{R}"): in the reader's language, then the cost as printed.
    fn keyword_onto(&self, id: &str, rest: &str) -> Option<String> {
        let onto = format!("{id}-onto");
        if !self.has(&onto) {
            return None;
        }
        let word = i18n::tr(i18n::Lang::En, &onto, &[a("what", "")]);
        let after = rest.strip_prefix(word.trim())?.trim_start();
        let at = after.find('{')?;
        let (what, cost) = (after[..at].trim(), after[at..].trim());
        if what.is_empty() {
            return None;
        }
        Some(format!(" {} {cost}", self.t(&onto, &[a("what", what)])))
    }

    /// What protection is from: "red", "each color", "creatures", "everything".
    pub(super) fn quality(&self, q: Quality, mode: Mode) -> String {
        match q {
            Quality::Color(c) => match self.resolve_color(c) {
                Some(col) => {
                    let word = self.color_adj(col, Num::Sg, Gram::default());
                    self.t("ab-protection-color", &[a("color", word)])
                }
                None => self.t("ab-protection-chosen-color", &[a("mode", mode.key())]),
            },
            Quality::EachColor => self.t("ab-protection-each-color", &[]),
            Quality::CardType(t) => {
                let word = self.type_word(t, "text", Num::Pl);
                self.t("ab-protection-type", &[a("types", word)])
            }
            Quality::Everything => self.t("ab-protection-everything", &[]),
        }
    }

    pub(super) fn keywords_inline(&self, ks: &[Keyword], mode: Mode) -> String {
        let words: Vec<String> = ks
            .iter()
            .map(|k| self.keyword_in(k, "inline", mode))
            .collect();
        self.and(&words)
    }

    /// Abilities an object has or gains: keywords by name, others in quotes.
    pub(super) fn abilities_inline(&self, abs: &[&Ability], mode: Mode) -> String {
        let words: Vec<String> = abs
            .iter()
            .map(|ab| match ab {
                Ability::Keyword(k) => self.keyword_in(k, "inline", mode),
                other => self.t(
                    "ab-quote",
                    &[a("text", self.with_targets(&[]).ability(other))],
                ),
            })
            .collect();
        self.and(&words)
    }
}
