//! The caps both engines hold every scenario to, far above any real use, so that no file can make
//! layerlab run for minutes or allocate gigabytes, and every number stays countable. Each cap is
//! checked where the count or value arises, with a message naming the cap (`scenario-errors.ftl`);
//! the README's Limits section lists them.

use super::action_error::{ActionError, ActionProblem};
use super::card::{
    Ability, Activated, Affected, AsEnters, CardDef, Condition, Copiable, Duration, EffectSpec,
    Expr, Filter, OneShot, Part, Triggered,
};
use super::layer::Layer;
use super::types::{ManaCost, ManaSymbol};

// ---------------------------------------------------------------- layers

/// Objects in a game: permanents, cards in graveyards, spells cast, tokens.
pub const MAX_OBJECTS: usize = 10_000;
/// Actions in a scenario.
pub const MAX_ACTIONS: usize = 10_000;
/// Effects a game holds apart from static abilities (resolved spells and abilities, copies,
/// choices made as permanents entered, free-standing effects).
pub const MAX_EFFECTS: usize = 10_000;
/// Tokens one instruction creates.
pub const MAX_TOKENS_AT_ONCE: u32 = 1_000;
/// The largest X (either sign) a spell or ability may be given.
pub const MAX_X: i32 = 1_000_000;
/// The largest number (either sign) a card or an effect may write for power or toughness:
/// printed values, set values, modifications, factors, counter kinds such as `+2/+0`, and the
/// numbers of a mana cost.
pub const MAX_PT: i32 = 1_000_000;
/// Counters of one kind on one object.
pub const MAX_COUNTERS: i32 = 1_000_000;
/// Counters of every kind together on one object.
pub const MAX_COUNTERS_TOTAL: i64 = 10_000_000;
/// Kinds of counters on one object.
pub const MAX_COUNTER_KINDS: usize = 100;
/// The largest life total (either sign).
pub const MAX_LIFE: i32 = 1_000_000;
/// The most cards in a hand.
pub const MAX_HAND: i32 = 1_000;
/// The most items in any one list of a card, an effect or an action: abilities of a card, parts
/// of an effect, instructions of a spell, granted abilities, modes, the terms of a sum, the
/// types a part adds or a filter names, the symbols of a mana cost; an action's choices,
/// targets and counters.
pub const MAX_PARTS: usize = 100;

/// The work one solve may do, counted in objects looked at (by evaluations, dependency trials
/// and applications, and thirty for each object for what every solve costs): a few seconds of
/// a 2020s laptop core at most. Past it the solve stops, unfinished.
pub const MAX_SOLVE_WORK: u64 = 50_000_000;
/// The work all the solves made while playing a scenario's actions may do together (actions
/// that read the board solve it): about ten seconds at most.
pub const MAX_PLAY_WORK: u64 = 100_000_000;
/// Boards with more objects than this are solved once when loaded, to be sure their solve
/// finishes (smaller ones always do, far within [`MAX_SOLVE_WORK`]).
pub const SOLVE_ON_LOAD_OVER: usize = 200;

// ---------------------------------------------------------------- phase procedure

/// Effects pending at once (at the start and after any resolution). A step costs the same
/// whatever their number, and the trace never copies them.
pub const MAX_PENDING: usize = 10_000;
/// Things one resolution does (the entries of one `on_resolve` list: spawns, removals, renewal).
pub const MAX_SPAWNS: usize = 100;
/// The largest `max_resolutions` (the loop guard) a phase scenario may give.
pub const MAX_MAX_RESOLUTIONS: u32 = 100_000;
/// The work of one phase: one per step visited and one per instruction a resolution carries
/// out (each costs the same whatever the number of pending effects). It bounds the time a
/// phase takes and the size of its one-line trace.
pub const MAX_PHASE_WORK: u64 = 10_000_000;
/// Effect ids the `text` and `json` reports of a phase may list in all: they list, at every
/// step, the effects eligible there (steps times pending effects). Past it, those two formats
/// are refused with a message; the `trace` format is not concerned.
pub const MAX_PHASE_LISTED: u64 = 10_000_000;

// ---------------------------------------------------------------- drills

/// The most extra permanents a drill template's `board` may ask for.
pub const MAX_DRILL_BOARD: usize = 100;
/// The most problems in one mock exam.
pub const MAX_EXAM_PROBLEMS: usize = 1_000;

// ---------------------------------------------------------------- checks

/// Checks a card against the caps: its printed numbers, every list it holds (its abilities, their
/// parts, what they grant, the tokens they create, recursively) and every number of its effects.
pub fn check_card(card: &CardDef) -> Result<(), ActionError> {
    let name = if card.name.is_empty() {
        "token"
    } else {
        card.name.as_str()
    };
    let mut c = Checker { card: name };
    c.card(card)
}

/// Checks the parts of an effect given outside any card (a free-standing effect); `label`
/// names it in the message.
pub fn check_parts(label: &str, affects: &Affected, parts: &[Part]) -> Result<(), ActionError> {
    let mut c = Checker { card: label };
    c.effect(affects, parts)
}

/// Checks the length of a list an action gives (`field` names it) against [`MAX_PARTS`].
pub fn check_items(field: &'static str, found: usize) -> Result<(), ActionError> {
    if found > MAX_PARTS {
        return Err(ActionError::new(
            ActionProblem::TooManyItems {
                field,
                found: found as i64,
                limit: MAX_PARTS as i64,
            },
            None,
        ));
    }
    Ok(())
}

/// Checks the tokens `card` creates at once against [`MAX_TOKENS_AT_ONCE`], before the first
/// one: a count of billions is refused at once.
pub(super) fn check_tokens(
    card: &str,
    count: u32,
    literal: Option<&str>,
) -> Result<(), ActionError> {
    if count > MAX_TOKENS_AT_ONCE {
        return Err(ActionError::new(
            ActionProblem::TooManyTokens {
                card: card.to_string(),
                found: count.into(),
                limit: MAX_TOKENS_AT_ONCE.into(),
            },
            literal,
        ));
    }
    Ok(())
}

/// Checks an X against [`MAX_X`].
pub fn check_x(x: i32) -> Result<(), ActionError> {
    if x.unsigned_abs() > MAX_X as u32 {
        return Err(ActionError::new(
            ActionProblem::XTooLarge {
                found: x.into(),
                limit: MAX_X.into(),
            },
            None,
        ));
    }
    Ok(())
}

struct Checker<'a> {
    card: &'a str,
}

impl Checker<'_> {
    fn list(&self, n: usize) -> Result<(), ActionError> {
        if n > MAX_PARTS {
            return Err(ActionError::new(
                ActionProblem::CardList {
                    card: self.card.to_string(),
                    found: n as i64,
                    limit: MAX_PARTS as i64,
                },
                Some(self.card),
            ));
        }
        Ok(())
    }

    fn value(&self, v: i32) -> Result<(), ActionError> {
        if v.unsigned_abs() > MAX_PT as u32 {
            return Err(ActionError::new(
                ActionProblem::CardValue {
                    card: self.card.to_string(),
                    found: v.into(),
                    limit: MAX_PT.into(),
                },
                Some(self.card),
            ));
        }
        Ok(())
    }

    fn card(&mut self, card: &CardDef) -> Result<(), ActionError> {
        for v in [card.power_value(), card.toughness_value()]
            .into_iter()
            .flatten()
        {
            self.value(v)?;
        }
        if let Some(cost) = &card.mana_cost
            && let Ok(cost) = ManaCost::parse(cost)
        {
            self.list(cost.symbols.len())?;
            for s in &cost.symbols {
                if let ManaSymbol::Generic(n) = s {
                    self.value(i32::try_from(*n).unwrap_or(i32::MAX))?;
                }
            }
        }
        for list in [
            card.colors.as_ref().map_or(0, Vec::len),
            card.supertypes.len(),
            card.types.len(),
            card.subtypes.len(),
            card.targets.len(),
        ] {
            self.list(list)?;
        }
        self.abilities(&card.abilities)?;
        self.one_shots(&card.spell)?;
        if let Some(back) = &card.back {
            self.card(back)?;
        }
        Ok(())
    }

    fn abilities(&mut self, abilities: &[Ability]) -> Result<(), ActionError> {
        self.list(abilities.len())?;
        for a in abilities {
            match a {
                Ability::Static(s) => {
                    if let Some(c) = &s.condition {
                        self.condition(c)?;
                    }
                    self.effect(&s.affects, &s.parts)?;
                }
                Ability::Activated(Activated {
                    effects, targets, ..
                })
                | Ability::Triggered(Triggered {
                    effects, targets, ..
                }) => {
                    self.list(targets.len())?;
                    self.one_shots(effects)?;
                }
                Ability::AsEnters(x) => match x {
                    AsEnters::ChooseMode(modes) | AsEnters::ChooseModeOrFaceUp(modes) => {
                        self.list(modes.len())?;
                        for m in modes {
                            self.parts(&m.parts)?;
                        }
                    }
                    AsEnters::FlipCoin { heads, tails } => {
                        self.parts(heads)?;
                        self.parts(tails)?;
                    }
                    AsEnters::CopyOf(spec) => {
                        self.filter(&spec.filter)?;
                        self.parts(&spec.except)?;
                    }
                    AsEnters::ExileFromGraveyard(f) | AsEnters::TurnFaceDown(f) => {
                        self.filter(f)?
                    }
                    AsEnters::EntersWithCounters(_, n) => {
                        self.value(i32::try_from(*n).unwrap_or(i32::MAX))?
                    }
                    AsEnters::ChooseColor
                    | AsEnters::ChooseCreatureType
                    | AsEnters::EntersTapped => {}
                },
                Ability::EntersAsCopyOfThis(f) => self.filter(f)?,
                Ability::Keyword(_) | Ability::Mana(_) | Ability::Text(_) => {}
            }
        }
        Ok(())
    }

    fn one_shots(&mut self, effects: &[OneShot]) -> Result<(), ActionError> {
        self.list(effects.len())?;
        for o in effects {
            match o {
                OneShot::Effect(EffectSpec {
                    affects,
                    parts,
                    duration,
                }) => {
                    if let Duration::ForAsLongAs(c) = duration {
                        self.condition(c)?;
                    }
                    self.effect(affects, parts)?;
                }
                OneShot::BecomeCopy(spec) => {
                    self.filter(&spec.filter)?;
                    if let Some(f) = &spec.each {
                        self.filter(f)?;
                    }
                    self.parts(&spec.except)?;
                }
                OneShot::CreateTokens { count, token } => {
                    check_tokens(self.card, *count, Some(self.card))?;
                    self.card(token)?;
                }
                OneShot::Destroy(_)
                | OneShot::ExchangeLifeWithToughness
                | OneShot::ExchangeControl
                | OneShot::Text(_)
                | OneShot::Transform(_) => {}
            }
        }
        Ok(())
    }

    /// What an effect affects and its parts; an effect on players or on the game changes no
    /// characteristic (players have none, 109.3; their effects apply after the layers, 613.10).
    fn effect(&mut self, affects: &Affected, parts: &[Part]) -> Result<(), ActionError> {
        self.affects(affects)?;
        self.parts(parts)?;
        if matches!(affects, Affected::Players(_) | Affected::Game)
            && parts.iter().any(|p| {
                !matches!(p.layer(), Layer::Players | Layer::Rules)
                    || matches!(p, Part::ObjectRule(_))
            })
        {
            return Err(ActionError::new(
                ActionProblem::PlayerCharacteristics {
                    label: self.card.to_string(),
                },
                Some(self.card),
            ));
        }
        Ok(())
    }

    fn affects(&mut self, a: &Affected) -> Result<(), ActionError> {
        match a {
            Affected::All(f) => self.filter(f),
            Affected::Objects(ids) => self.list(ids.len()),
            _ => Ok(()),
        }
    }

    fn condition(&mut self, c: &Condition) -> Result<(), ActionError> {
        match c {
            Condition::YouControlAtLeast(_, f)
            | Condition::TopOfYourGraveyard(f)
            | Condition::AttachedIs(f) => self.filter(f),
            Condition::AtLeast(e, n) | Condition::AtMost(e, n) => {
                self.value(*n)?;
                self.expr(e)
            }
            Condition::OnBattlefield(_)
            | Condition::YouControl(_)
            | Condition::YouControlThis
            | Condition::YourTurn
            | Condition::NotYourTurn
            | Condition::Untapped
            | Condition::Tapped => Ok(()),
        }
    }

    fn filter(&mut self, f: &Filter) -> Result<(), ActionError> {
        for n in [
            f.types.len(),
            f.not_types.len(),
            f.any_types.len(),
            f.subtypes.len(),
            f.not_subtypes.len(),
            f.supertypes.len(),
            f.not_supertypes.len(),
            f.colors.len(),
            f.not_colors.len(),
        ] {
            self.list(n)?;
        }
        Ok(())
    }

    fn parts(&mut self, parts: &[Part]) -> Result<(), ActionError> {
        self.list(parts.len())?;
        for p in parts {
            match p {
                Part::SetCopiable(Copiable {
                    power,
                    toughness,
                    add_types,
                    add_subtypes,
                    add_abilities,
                    ..
                }) => {
                    for v in [power, toughness].into_iter().flatten() {
                        self.value(*v)?;
                    }
                    self.list(add_types.len())?;
                    self.list(add_subtypes.len())?;
                    self.abilities(add_abilities)?;
                }
                Part::Grant(abilities) => self.abilities(abilities)?,
                Part::AddTypes(v) | Part::SetCardTypes(v) | Part::RemoveTypes(v) => {
                    self.list(v.len())?
                }
                Part::AddSupertypes(v) | Part::RemoveSupertypes(v) => self.list(v.len())?,
                Part::ModifyPTForEach(a, b, n) => {
                    self.value(*a)?;
                    self.value(*b)?;
                    self.expr(n)?;
                }
                Part::AddSubtypes(v) | Part::SetCreatureTypes(v) => self.list(v.len())?,
                Part::SetColors(v) | Part::AddColors(v) => self.list(v.len())?,
                Part::Lose(v) | Part::CantHave(v) => self.list(v.len())?,
                Part::DefinePT(a, b) | Part::SetPT(a, b) => {
                    self.expr(a)?;
                    self.expr(b)?;
                }
                Part::SetToughness(a) | Part::DefinePower(a) => self.expr(a)?,
                Part::ModifyPT(a, b) => {
                    self.value(*a)?;
                    self.value(*b)?;
                }
                Part::KeepPrintedAbility(_)
                | Part::KeepOwnColors
                | Part::SetName(_)
                | Part::GainControl
                | Part::ChangeWord { .. }
                | Part::TextOfTopCard
                | Part::SetLandType(_)
                | Part::AddLandType(_)
                | Part::AddAllLandTypes
                | Part::AllCreatureTypes
                | Part::LoseAllAbilities
                | Part::SwitchPT
                | Part::PlayerKeyword(_)
                | Part::Rule(_)
                | Part::ObjectRule(_) => {}
            }
        }
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> Result<(), ActionError> {
        match e {
            Expr::N(n) => self.value(*n),
            Expr::Times(k, x) => {
                self.value(*k)?;
                self.expr(x)
            }
            Expr::Sum(v) => {
                self.list(v.len())?;
                v.iter().try_for_each(|x| self.expr(x))
            }
            Expr::Count(f)
            | Expr::CardTypesAmong(f)
            | Expr::CreatureTypesAmong(f)
            | Expr::TotalPower(f)
            | Expr::TotalToughness(f) => self.filter(f),
            Expr::Devotion(v) => self.list(v.len()),
            Expr::X
            | Expr::ManaValue
            | Expr::HandSize
            | Expr::AllHandSizes
            | Expr::Life
            | Expr::CountersOnIt(_)
            | Expr::CardTypesInGraveyards
            | Expr::FaceDownCreatures
            | Expr::ExiledPower
            | Expr::ExiledToughness => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::CardType;

    fn creature(p: i32) -> CardDef {
        CardDef {
            name: "Big".into(),
            types: vec![CardType::Creature],
            power: Some(p.into()),
            toughness: Some(1.into()),
            ..CardDef::default()
        }
    }

    #[test]
    fn printed_values_and_lists_have_caps() {
        assert!(check_card(&creature(MAX_PT)).is_ok());
        assert!(check_card(&creature(-MAX_PT)).is_ok());
        let e = check_card(&creature(MAX_PT + 1)).unwrap_err();
        assert!(
            matches!(e.problem, ActionProblem::CardValue { .. }),
            "{e:?}"
        );
        assert!(check_card(&creature(i32::MIN)).is_err());
        let mut c = creature(1);
        c.subtypes = vec!["Elf".to_string(); MAX_PARTS + 1];
        assert!(matches!(
            check_card(&c).unwrap_err().problem,
            ActionProblem::CardList { .. }
        ));
        let mut c = creature(1);
        c.mana_cost = Some("{4294967295}".into());
        assert!(check_card(&c).is_err());
    }

    #[test]
    fn x_has_a_cap() {
        assert!(check_x(MAX_X).is_ok());
        assert!(check_x(-MAX_X).is_ok());
        assert!(check_x(i32::MIN).is_err());
    }
}
