//! What the card and effect data can say and what it can't: every part of it is either applied
//! by the engine or refused here, never read and silently ignored. A refusal names where in the
//! data it is (a path of fields and list indices, which the file reader turns into a line and a
//! column) and why, with its rule.
//!
//! Refused: an exception of a copy that is not a copiable value (707.9); "keep this ability" or
//! "drop the copied CDAs" outside a copy's exceptions; a copy's target, source or duration on an
//! "as this enters" copy; a target a spell or ability does not have, or any target for a static
//! ability; fixed objects in a card's ability; X where nothing pays it; a count "about it"
//! outside a number read for each object; "this", "enchanted", "other" or "exiled with this"
//! for an effect with no source; a CDA that defines something else than colors, subtypes or
//! power and toughness, or that affects another object (604.3); a P/T definition that is not
//! a CDA's; a player's ability or a rule given to objects.

use super::card::{
    Ability, Affected, AsEnters, CardDef, Condition, CopySpec, Duration, Expr, Filter, Keyword,
    OneShot, Part, Static, Who, ZoneSel,
};
use super::layer::Layer;

/// One step of a path into the data: a field, or the n-th element of a list or of a variant's
/// values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seg {
    Field(&'static str),
    Index(usize),
}

/// Why a piece of data can't be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Meaningless {
    /// A part in a copy's `except` that is not a copiable value (707.9).
    NotACopyException,
    /// `KeepPrintedAbility` outside a copy's `except`.
    KeepOutsideCopy,
    /// `drop_pt_cdas` outside a copy's `except` (707.9d).
    DropOutsideCopy,
    /// `target`, `of` or `duration` on an "as this enters" copy (they are a spell's).
    CopyFieldsOnEnter,
    /// The `n`-th target of something that has `count` targets.
    NoSuchTarget { n: usize, count: usize },
    /// A target in a static ability, which has none.
    TargetInStatic,
    /// `Objects([...])` (a scenario's ids) in a card's ability.
    ObjectsOnCard,
    /// X where no X is paid (a static ability).
    XInStatic,
    /// A count "about it" (`other_than_it`, `shares_creature_type_with_it`) where no object is
    /// the one it is about.
    RelativeFilter,
    /// "This", "enchanted", "other", "exiled with this" for an effect with no source.
    NoSource,
    /// A CDA that defines something else than colors, subtypes or P/T, or affects another
    /// object (604.3a).
    CdaShape,
    /// `DefinePT` in an effect that is not a CDA (613.4a).
    DefineOutsideCda,
    /// A player's ability or a game rule given to objects (613.10, 613.11).
    PlayerPartOnObjects,
    /// A rule about objects ("can't block") given to players or to the game.
    ObjectRuleOnPlayers,
    /// More Oracle lines than the card has abilities (and spell instructions).
    OracleLines { lines: usize, said: usize },
    /// `Named` words that are no keyword of 702, or one of the engine's own variants.
    UnknownKeyword {
        words: String,
        variant: Option<&'static str>,
    },
    /// `Named` words of a keyword spelt otherwise than the card prints them.
    KeywordSpelling { words: String, canonical: String },
}

/// A refusal, at its place in the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub path: Vec<Seg>,
    pub why: Meaningless,
}

/// Where a part is read.
#[derive(Clone, Copy)]
struct Ctx {
    /// The targets the spell or ability has (`None`: a static ability, none).
    targets: Option<usize>,
    /// The effect has a source (an object with the ability, or a free-standing effect's).
    source: bool,
    /// Inside a copy's `except`.
    except: bool,
    /// A static ability: no X is paid for it.
    statik: bool,
    /// On a card (not a scenario's free-standing effect).
    card: bool,
}

struct Walk {
    path: Vec<Seg>,
}

type Res = Result<(), Refusal>;

impl Walk {
    fn refuse(&self, why: Meaningless) -> Res {
        Err(Refusal {
            path: self.path.clone(),
            why,
        })
    }

    fn at<T>(
        &mut self,
        seg: Seg,
        f: impl FnOnce(&mut Walk) -> Result<T, Refusal>,
    ) -> Result<T, Refusal> {
        self.path.push(seg);
        let r = f(self);
        self.path.pop();
        r
    }

    fn card(&mut self, c: &CardDef) -> Res {
        let said = c.abilities.len() + usize::from(!c.spell.is_empty());
        if c.oracle.len() > said {
            return self.at(Seg::Field("oracle"), |w| {
                w.at(Seg::Index(said), |w| {
                    w.refuse(Meaningless::OracleLines {
                        lines: c.oracle.len(),
                        said,
                    })
                })
            });
        }
        let targets = c.targets.len();
        for (i, a) in c.abilities.iter().enumerate() {
            self.at(Seg::Field("abilities"), |w| {
                w.at(Seg::Index(i), |w| w.ability(a))
            })?;
        }
        let ctx = Ctx {
            targets: Some(targets),
            source: true,
            except: false,
            statik: false,
            card: true,
        };
        for (i, o) in c.spell.iter().enumerate() {
            self.at(Seg::Field("spell"), |w| {
                w.at(Seg::Index(i), |w| w.oneshot(o, ctx))
            })?;
        }
        if let Some(back) = &c.back {
            self.at(Seg::Field("back"), |w| w.card(back))?;
        }
        Ok(())
    }

    fn ability(&mut self, a: &Ability) -> Res {
        let statik = Ctx {
            targets: None,
            source: true,
            except: false,
            statik: true,
            card: true,
        };
        match a {
            Ability::Static(s) => self.at(Seg::Index(0), |w| w.statik(s, statik)),
            Ability::Activated(x) => {
                let ctx = Ctx {
                    targets: Some(x.targets.len()),
                    statik: false,
                    ..statik
                };
                self.at(Seg::Index(0), |w| w.oneshots(&x.effects, ctx))
            }
            Ability::Triggered(x) => {
                let ctx = Ctx {
                    targets: Some(x.targets.len()),
                    statik: false,
                    ..statik
                };
                self.at(Seg::Index(0), |w| w.oneshots(&x.effects, ctx))
            }
            Ability::AsEnters(x) => self.at(Seg::Index(0), |w| match x {
                AsEnters::FlipCoin { heads, tails } => {
                    w.at(Seg::Field("heads"), |w| w.parts(heads, statik))?;
                    w.at(Seg::Field("tails"), |w| w.parts(tails, statik))
                }
                AsEnters::ChooseMode(modes) | AsEnters::ChooseModeOrFaceUp(modes) => {
                    for (i, m) in modes.iter().enumerate() {
                        w.at(Seg::Index(i), |w| {
                            w.at(Seg::Field("parts"), |w| w.parts(&m.parts, statik))
                        })?;
                    }
                    Ok(())
                }
                AsEnters::CopyOf(spec) => {
                    if spec.target.is_some()
                        || spec.of.is_some()
                        || spec.each.is_some()
                        || !spec.duration.is_indefinite()
                    {
                        return w.refuse(Meaningless::CopyFieldsOnEnter);
                    }
                    w.copy(spec, statik)
                }
                AsEnters::ExileFromGraveyard(f) | AsEnters::TurnFaceDown(f) => {
                    w.filter(f, statik, false)
                }
                AsEnters::ChooseColor
                | AsEnters::ChooseCreatureType
                | AsEnters::EntersTapped
                | AsEnters::EntersWithCounters(..) => Ok(()),
            }),
            Ability::EntersAsCopyOfThis(f) => {
                self.at(Seg::Index(0), |w| w.filter(f, statik, false))
            }
            Ability::Keyword(k) => self.keyword(k),
            Ability::Mana(_) | Ability::Text(_) => Ok(()),
        }
    }

    /// A keyword known by name must be one of 702's, spelt as printed, so that granting,
    /// losing and "can't have" compare the same words.
    fn keyword(&self, k: &Keyword) -> Res {
        let Keyword::Named(words) = k else {
            return Ok(());
        };
        match super::keyword_names::canonical(words) {
            Some(c) if c == *words => Ok(()),
            Some(canonical) => self.refuse(Meaningless::KeywordSpelling {
                words: words.clone(),
                canonical,
            }),
            None => {
                let variant = super::keyword_names::find(words.trim())
                    .filter(|e| e.param == super::keyword_names::Param::Variant)
                    .map(|e| e.name);
                self.refuse(Meaningless::UnknownKeyword {
                    words: words.clone(),
                    variant,
                })
            }
        }
    }

    fn keywords(&mut self, ks: &[Keyword]) -> Res {
        for (i, k) in ks.iter().enumerate() {
            self.at(Seg::Index(0), |w| w.at(Seg::Index(i), |w| w.keyword(k)))?;
        }
        Ok(())
    }

    fn statik(&mut self, s: &Static, ctx: Ctx) -> Res {
        if s.cda {
            let defines = |p: &Part| {
                matches!(
                    p,
                    Part::SetColors(_)
                        | Part::AddColors(_)
                        | Part::AddSubtypes(_)
                        | Part::SetCreatureTypes(_)
                        | Part::AllCreatureTypes
                        | Part::DefinePT(..)
                        | Part::DefinePower(_)
                )
            };
            if !matches!(s.affects, Affected::This) || !s.parts.iter().all(defines) {
                return self.at(Seg::Field("cda"), |w| w.refuse(Meaningless::CdaShape));
            }
        }
        self.at(Seg::Field("affects"), |w| w.affects(&s.affects, ctx))?;
        if let Some(c) = &s.condition {
            self.at(Seg::Field("condition"), |w| w.condition(c, ctx))?;
        }
        self.at(Seg::Field("parts"), |w| {
            w.effect_parts(&s.affects, &s.parts, s.cda, ctx)
        })
    }

    fn oneshots(&mut self, v: &[OneShot], ctx: Ctx) -> Res {
        for (i, o) in v.iter().enumerate() {
            self.at(Seg::Field("effects"), |w| {
                w.at(Seg::Index(i), |w| w.oneshot(o, ctx))
            })?;
        }
        Ok(())
    }

    fn oneshot(&mut self, o: &OneShot, ctx: Ctx) -> Res {
        self.at(Seg::Index(0), |w| match o {
            OneShot::Effect(spec) => {
                w.at(Seg::Field("affects"), |w| w.affects(&spec.affects, ctx))?;
                if let Duration::ForAsLongAs(c) = &spec.duration {
                    w.at(Seg::Field("duration"), |w| w.condition(c, ctx))?;
                }
                w.at(Seg::Field("parts"), |w| {
                    w.effect_parts(&spec.affects, &spec.parts, false, ctx)
                })
            }
            OneShot::BecomeCopy(spec) => {
                for n in spec.target.into_iter().chain(match spec.of {
                    Some(super::card::CopySource::Target(n)) => Some(n),
                    _ => None,
                }) {
                    w.target(n, ctx)?;
                }
                if spec.of.is_none() {
                    w.target(usize::from(spec.target == Some(0)), ctx)?;
                }
                w.copy(spec, ctx)
            }
            OneShot::CreateTokens { token, .. } => w.at(Seg::Field("token"), |w| w.card(token)),
            OneShot::Destroy(n) => w.target(*n, ctx),
            OneShot::ExchangeControl => {
                w.target(0, ctx)?;
                w.target(1, ctx)
            }
            OneShot::ExchangeLifeWithToughness | OneShot::Text(_) | OneShot::Transform(_) => Ok(()),
        })
    }

    fn copy(&mut self, spec: &CopySpec, ctx: Ctx) -> Res {
        self.at(Seg::Field("filter"), |w| w.filter(&spec.filter, ctx, false))?;
        if let Some(each) = &spec.each {
            self.at(Seg::Field("each"), |w| w.filter(each, ctx, false))?;
        }
        let ex = Ctx {
            except: true,
            ..ctx
        };
        self.at(Seg::Field("except"), |w| {
            for (i, p) in spec.except.iter().enumerate() {
                w.at(Seg::Index(i), |w| {
                    if !super::eval::is_copy_exception(p) {
                        return w.refuse(Meaningless::NotACopyException);
                    }
                    w.part(p, ex)
                })?;
            }
            Ok(())
        })
    }

    fn target(&mut self, n: usize, ctx: Ctx) -> Res {
        match ctx.targets {
            None => self.refuse(Meaningless::TargetInStatic),
            Some(count) if n >= count => self.refuse(Meaningless::NoSuchTarget { n, count }),
            Some(_) => Ok(()),
        }
    }

    fn who(&mut self, w: &Who, ctx: Ctx) -> Res {
        match w {
            Who::TargetPlayer(n) | Who::ControllerOfTarget(n) => self.target(*n, ctx),
            Who::EnchantedPlayer if !ctx.source => self.refuse(Meaningless::NoSource),
            _ => Ok(()),
        }
    }

    fn affects(&mut self, a: &Affected, ctx: Ctx) -> Res {
        match a {
            Affected::This | Affected::Attached if !ctx.source => {
                self.refuse(Meaningless::NoSource)
            }
            Affected::Target(n) => self.target(*n, ctx),
            Affected::All(f) => self.at(Seg::Index(0), |w| w.filter(f, ctx, false)),
            // A scenario's ids mean nothing on a card, which any scenario can use.
            Affected::Objects(_) if ctx.card => self.refuse(Meaningless::ObjectsOnCard),
            Affected::Players(w) => self.at(Seg::Index(0), |x| x.who(w, ctx)),
            _ => Ok(()),
        }
    }

    /// A filter; `about_it`: it is read for one object at a time (a number in a part that
    /// differs from object to object), so a count "about it" has an object.
    fn filter(&mut self, f: &Filter, ctx: Ctx, about_it: bool) -> Res {
        if (f.other_than_it || f.shares_creature_type_with_it || f.attached_to_it) && !about_it {
            let field = if f.other_than_it {
                "other_than_it"
            } else if f.attached_to_it {
                "attached_to_it"
            } else {
                "shares_creature_type_with_it"
            };
            return self.at(Seg::Field(field), |w| w.refuse(Meaningless::RelativeFilter));
        }
        if !ctx.source && (f.other || f.zone == ZoneSel::ExiledWithThis) {
            let field = if f.other { "other" } else { "zone" };
            return self.at(Seg::Field(field), |w| w.refuse(Meaningless::NoSource));
        }
        if let Some(n) = f.not_target {
            self.at(Seg::Field("not_target"), |w| w.target(n, ctx))?;
        }
        for (k, g) in f.also.iter().enumerate() {
            self.at(Seg::Field("also"), |w| {
                w.at(Seg::Index(k), |x| x.filter(g, ctx, about_it))
            })?;
        }
        self.at(Seg::Field("controller"), |w| w.who(&f.controller, ctx))
    }

    fn condition(&mut self, c: &Condition, ctx: Ctx) -> Res {
        match c {
            Condition::YouControlAtLeast(_, f) => {
                self.at(Seg::Index(1), |w| w.filter(f, ctx, false))
            }
            Condition::TopOfYourGraveyard(f) => self.at(Seg::Index(0), |w| w.filter(f, ctx, false)),
            Condition::AttachedIs(_) if !ctx.source => self.refuse(Meaningless::NoSource),
            Condition::AttachedIs(f) => self.at(Seg::Index(0), |w| w.filter(f, ctx, false)),
            Condition::AtLeast(e, _) | Condition::AtMost(e, _) => {
                self.at(Seg::Index(0), |w| w.expr(e, ctx, false))
            }
            Condition::Untapped | Condition::Tapped | Condition::YouControlThis if !ctx.source => {
                self.refuse(Meaningless::NoSource)
            }
            _ => Ok(()),
        }
    }

    fn expr(&mut self, e: &Expr, ctx: Ctx, about_it: bool) -> Res {
        match e {
            Expr::X if ctx.statik => self.refuse(Meaningless::XInStatic),
            Expr::Count(f)
            | Expr::CardTypesAmong(f)
            | Expr::CreatureTypesAmong(f)
            | Expr::TotalPower(f)
            | Expr::TotalToughness(f) => self.at(Seg::Index(0), |w| w.filter(f, ctx, about_it)),
            Expr::ExiledPower | Expr::ExiledToughness if !ctx.source => {
                self.refuse(Meaningless::NoSource)
            }
            Expr::Sum(v) => {
                for (i, x) in v.iter().enumerate() {
                    self.at(Seg::Index(0), |w| {
                        w.at(Seg::Index(i), |w| w.expr(x, ctx, about_it))
                    })?;
                }
                Ok(())
            }
            Expr::Times(_, x) => self.at(Seg::Index(1), |w| w.expr(x, ctx, about_it)),
            _ => Ok(()),
        }
    }

    /// The parts of an effect on `affects`; `cda`: the effect is a CDA's.
    fn effect_parts(&mut self, affects: &Affected, parts: &[Part], cda: bool, ctx: Ctx) -> Res {
        let on_objects = !matches!(affects, Affected::Players(_) | Affected::Game);
        for (i, p) in parts.iter().enumerate() {
            self.at(Seg::Index(i), |w| {
                if matches!(p, Part::DefinePT(..) | Part::DefinePower(_)) && !cda {
                    return w.refuse(Meaningless::DefineOutsideCda);
                }
                if on_objects
                    && matches!(p.layer(), Layer::Players | Layer::Rules)
                    && !matches!(p, Part::ObjectRule(_))
                {
                    return w.refuse(Meaningless::PlayerPartOnObjects);
                }
                if !on_objects && matches!(p, Part::ObjectRule(_)) {
                    return w.refuse(Meaningless::ObjectRuleOnPlayers);
                }
                w.part(p, ctx)
            })?;
        }
        Ok(())
    }

    fn part(&mut self, p: &Part, ctx: Ctx) -> Res {
        // A power or toughness is read for each object the effect applies to: a count there
        // may be about that object.
        let about = true;
        match p {
            Part::KeepPrintedAbility(_) | Part::KeepOwnColors if !ctx.except => {
                self.refuse(Meaningless::KeepOutsideCopy)
            }
            Part::SetCopiable(c) => {
                if c.drop_pt_cdas && !ctx.except {
                    return self.at(Seg::Index(0), |w| {
                        w.at(Seg::Field("drop_pt_cdas"), |w| {
                            w.refuse(Meaningless::DropOutsideCopy)
                        })
                    });
                }
                for (i, a) in c.add_abilities.iter().enumerate() {
                    self.at(Seg::Index(0), |w| {
                        w.at(Seg::Field("add_abilities"), |w| {
                            w.at(Seg::Index(i), |w| w.ability(a))
                        })
                    })?;
                }
                Ok(())
            }
            Part::Lose(ks) | Part::CantHave(ks) => self.keywords(ks),
            Part::Grant(abilities) => {
                for (i, a) in abilities.iter().enumerate() {
                    self.at(Seg::Index(0), |w| w.at(Seg::Index(i), |w| w.ability(a)))?;
                }
                Ok(())
            }
            Part::DefinePT(a, b) | Part::SetPT(a, b) => {
                self.at(Seg::Index(0), |w| w.expr(a, ctx, about))?;
                self.at(Seg::Index(1), |w| w.expr(b, ctx, about))
            }
            Part::DefinePower(a) => self.at(Seg::Index(0), |w| w.expr(a, ctx, about)),
            Part::SetToughness(a) => self.at(Seg::Index(0), |w| w.expr(a, ctx, about)),
            Part::ModifyPTForEach(_, _, n) => self.at(Seg::Index(2), |w| w.expr(n, ctx, about)),
            _ => Ok(()),
        }
    }

    fn parts(&mut self, parts: &[Part], ctx: Ctx) -> Res {
        for (i, p) in parts.iter().enumerate() {
            self.at(Seg::Index(i), |w| w.part(p, ctx))?;
        }
        Ok(())
    }
}

/// Checks a card: every ability, instruction, back face and token it holds.
pub fn check_card(card: &CardDef) -> Result<(), Refusal> {
    Walk { path: Vec::new() }.card(card)
}

/// Checks a free-standing effect (a scenario's `Effect` action): what it affects and its
/// parts, `source` saying whether it names one, `cda` whether it is a CDA's, `statik` whether
/// its set follows the board (no X is paid for it).
pub fn check_free_effect(
    affects: &Affected,
    parts: &[Part],
    duration: &Duration,
    source: bool,
    cda: bool,
) -> Result<(), Refusal> {
    let ctx = Ctx {
        targets: Some(0),
        source,
        except: false,
        statik: true,
        card: false,
    };
    let mut w = Walk { path: Vec::new() };
    if cda {
        let s = Static {
            affects: affects.clone(),
            parts: parts.to_vec(),
            condition: None,
            cda: true,
            lingers_until_end_of_turn: false,
        };
        if let Err(mut r) = w.statik(&s, ctx) {
            // The free-standing effect has no `cda` field: its `kind` says it.
            if r.path == [Seg::Field("cda")] {
                r.path = vec![Seg::Field("kind")];
            }
            return Err(r);
        }
    } else {
        w.at(Seg::Field("affects"), |w| w.affects(affects, ctx))?;
        w.at(Seg::Field("parts"), |w| {
            w.effect_parts(affects, parts, false, ctx)
        })?;
    }
    if let Duration::ForAsLongAs(c) = duration {
        w.at(Seg::Field("duration"), |w| {
            w.at(Seg::Index(0), |w| w.condition(c, ctx))
        })?;
    }
    Ok(())
}

/// What a spell's or ability's instructions ask of the action that casts or activates it: a
/// choice (a word a text change takes, a color or creature type chosen, an object chosen to
/// copy) and an X.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asks {
    pub choices: bool,
    pub x: bool,
}

impl Asks {
    fn or(self, o: Asks) -> Asks {
        Asks {
            choices: self.choices || o.choices,
            x: self.x || o.x,
        }
    }
}

/// What `effects` ask for (see [`Asks`]).
pub fn asks(effects: &[OneShot]) -> Asks {
    effects.iter().fold(Asks::default(), |a, o| {
        a.or(match o {
            OneShot::Effect(spec) => asks_parts(&spec.parts).or(asks_affected(&spec.affects)),
            OneShot::BecomeCopy(spec) => Asks {
                choices: spec.of == Some(super::card::CopySource::Chosen),
                x: false,
            }
            .or(asks_parts(&spec.except))
            .or(asks_filter(&spec.filter))
            .or(spec.each.as_ref().map_or(Asks::default(), asks_filter)),
            _ => Asks::default(),
        })
    })
}

fn asks_affected(a: &Affected) -> Asks {
    match a {
        Affected::All(f) => asks_filter(f),
        _ => Asks::default(),
    }
}

fn asks_filter(f: &Filter) -> Asks {
    Asks {
        choices: f
            .colors
            .iter()
            .chain(&f.not_colors)
            .any(|c| *c == super::types::ColorSpec::ChosenColor)
            || f.subtypes
                .iter()
                .chain(&f.not_subtypes)
                .any(|s| s == "$chosen"),
        x: false,
    }
}

fn asks_expr(e: &Expr) -> Asks {
    match e {
        Expr::X => Asks {
            choices: false,
            x: true,
        },
        Expr::Sum(v) => v.iter().fold(Asks::default(), |a, x| a.or(asks_expr(x))),
        Expr::Times(_, x) => asks_expr(x),
        Expr::Count(f)
        | Expr::CardTypesAmong(f)
        | Expr::CreatureTypesAmong(f)
        | Expr::TotalPower(f)
        | Expr::TotalToughness(f) => asks_filter(f),
        _ => Asks::default(),
    }
}

fn asks_parts(parts: &[Part]) -> Asks {
    use super::types::ColorSpec;
    let chosen = |b: bool| Asks {
        choices: b,
        x: false,
    };
    parts.iter().fold(Asks::default(), |a, p| {
        a.or(match p {
            Part::ChangeWord { from, to } => chosen(from.is_none() || to.is_none()),
            Part::SetColors(cs) | Part::AddColors(cs) => {
                chosen(cs.contains(&ColorSpec::ChosenColor))
            }
            Part::AddSubtypes(v) | Part::SetCreatureTypes(v) => {
                chosen(v.iter().any(|s| s == "$chosen"))
            }
            Part::Grant(abilities) => chosen(abilities.iter().any(|a| {
                matches!(
                    a,
                    Ability::Keyword(super::card::Keyword::Protection(
                        super::card::Quality::Color(ColorSpec::ChosenColor)
                    ))
                )
            })),
            Part::DefinePT(x, y) | Part::SetPT(x, y) => asks_expr(x).or(asks_expr(y)),
            Part::SetToughness(x) | Part::DefinePower(x) | Part::ModifyPTForEach(_, _, x) => {
                asks_expr(x)
            }
            _ => Asks::default(),
        })
    })
}
