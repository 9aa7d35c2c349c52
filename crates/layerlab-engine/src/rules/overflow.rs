//! Whether a board's powers and toughnesses can be counted. A solve checks every addition and
//! product it makes and records the first that leaves `i32` ([`super::trace::State::overflow`]);
//! a scenario is refused when its board does that. Solving only to find out would double the
//! cost of loading, so a bound comes first: from the caps and the numbers on the board, how far
//! from zero any power or toughness could possibly get. Nearly every board is far below `i32`
//! and is not solved; only when the bound can't rule an overflow out is the board solved.

use super::action_error::ActionError;
use super::card::{Ability, AsEnters, Expr, Part};
use super::game::Game;
use super::solve::{SolveOptions, solve};
use super::types::ManaCost;

impl Game {
    /// An error if solving this board takes a power or toughness past what an `i32` holds, or
    /// can't be finished within [`super::limits::MAX_SOLVE_WORK`]. The board is solved only
    /// when an overflow can't be ruled out or it has more than
    /// [`super::limits::SOLVE_ON_LOAD_OVER`] objects.
    pub fn check_solvable(&self) -> Result<(), ActionError> {
        if !may_overflow(self) && self.objects.len() <= super::limits::SOLVE_ON_LOAD_OVER {
            return Ok(());
        }
        let st = solve(self, &SolveOptions::quick()).state;
        super::actions::checked_state(self, st).map(|_| ())
    }

    /// What [`Game::check_solvable`] says, from a solve of this board already made.
    pub fn check_solved(&self, st: &super::trace::State) -> Result<(), ActionError> {
        if st.overflow.is_none() && !st.unfinished {
            return Ok(());
        }
        super::actions::checked_state(self, st.clone()).map(|_| ())
    }
}

/// `false` when no power or toughness of `game` can leave `i32` in a solve, whatever order
/// the effects apply in; `true` when that can't be ruled out.
pub fn may_overflow(game: &Game) -> bool {
    let mut b = Bounds::default();
    let n = game.objects.len() as u128;
    b.hand = game
        .players
        .iter()
        .map(|p| p.hand.unsigned_abs() as u128)
        .max()
        .unwrap_or(0);
    b.hands = game
        .players
        .iter()
        .map(|p| p.hand.unsigned_abs() as u128)
        .sum();
    b.faces = n;
    for o in &game.objects {
        if let Some(cost) = o.card.mana_cost.as_deref()
            && let Ok(c) = ManaCost::parse(cost)
        {
            b.mana = b.mana.max(c.mana_value().unsigned_abs() as u128);
        }
    }
    for e in &game.effects {
        b.x = b.x.max(e.x.unsigned_abs() as u128);
    }
    for o in &game.objects {
        let card = &o.card;
        for v in [card.power_value(), card.toughness_value()]
            .into_iter()
            .flatten()
        {
            b.set = b.set.max(v.unsigned_abs() as u128);
        }
        b.abilities(&card.abilities, false);
    }
    for e in &game.effects {
        b.parts(&e.parts, true);
        if let Some(c) = &e.copy {
            b.parts(&c.except, true);
        }
    }
    let mut counters: u128 = 0;
    for o in &game.objects {
        let mut sum: u128 = 0;
        for c in &o.counters {
            if c.pt_overflows() {
                return true;
            }
            if let Some((p, t)) = c.pt_delta() {
                sum = sum.saturating_add(p.unsigned_abs().max(t.unsigned_abs()) as u128);
            }
        }
        counters = counters.max(sum);
    }
    if b.unbounded {
        return true;
    }
    // Each static ability can be on every object, once for its own text and once more for
    // each effect that grants it (static abilities granting it are on every object too).
    let instances = n.saturating_mul(
        1u128
            .saturating_add(b.grants_static.saturating_mul(n))
            .saturating_add(b.grants_registered),
    );
    let worst = b
        .set
        .saturating_add(b.mods_registered)
        .saturating_add(b.mods_static.saturating_mul(instances))
        .saturating_add(counters);
    worst > i32::MAX as u128
}

/// What the board's numbers add up to at most, in absolute value.
#[derive(Default)]
struct Bounds {
    /// The largest value any printed, copiable or set power or toughness can have.
    set: u128,
    /// What the modifications of static abilities add, once each.
    mods_static: u128,
    /// What the modifications of other effects add (each applies once to an object).
    mods_registered: u128,
    /// Grants of abilities that change power or toughness, by static abilities and by other
    /// effects.
    grants_static: u128,
    grants_registered: u128,
    x: u128,
    mana: u128,
    hand: u128,
    /// Cards in all hands.
    hands: u128,
    faces: u128,
    /// A number the bound does not follow (the power of exiled cards): solve to know.
    unbounded: bool,
}

impl Bounds {
    fn abilities(&mut self, abilities: &[Ability], registered: bool) {
        for a in abilities {
            match a {
                Ability::Static(s) => self.parts(&s.parts, registered),
                Ability::AsEnters(AsEnters::CopyOf(spec)) => self.parts(&spec.except, true),
                Ability::AsEnters(x) => {
                    for m in x.modes().unwrap_or_default() {
                        self.parts(&m.parts, true);
                    }
                }
                _ => {}
            }
        }
    }

    fn parts(&mut self, parts: &[Part], registered: bool) {
        for p in parts {
            match p {
                Part::ModifyPT(..) | Part::ModifyPTForEach(..) => {
                    let (a, b, each) = match p {
                        Part::ModifyPTForEach(a, b, n) => (*a, *b, self.expr(n)),
                        Part::ModifyPT(a, b) => (*a, *b, 1),
                        _ => (0, 0, 0),
                    };
                    let m = (a.unsigned_abs().max(b.unsigned_abs()) as u128).saturating_mul(each);
                    if registered {
                        self.mods_registered = self.mods_registered.saturating_add(m);
                    } else {
                        self.mods_static = self.mods_static.saturating_add(m);
                    }
                }
                Part::DefinePT(a, b) | Part::SetPT(a, b) => {
                    let v = self.expr(a).max(self.expr(b));
                    self.set = self.set.max(v);
                }
                Part::SetToughness(a) | Part::DefinePower(a) => {
                    let v = self.expr(a);
                    self.set = self.set.max(v);
                }
                Part::SetCopiable(c) => {
                    for v in [c.power, c.toughness].into_iter().flatten() {
                        self.set = self.set.max(v.unsigned_abs() as u128);
                    }
                    self.abilities(&c.add_abilities, false);
                }
                Part::Grant(abilities) => {
                    if abilities.iter().any(changes_pt) {
                        if registered {
                            self.grants_registered = self.grants_registered.saturating_add(1);
                        } else {
                            self.grants_static = self.grants_static.saturating_add(1);
                        }
                    }
                    self.abilities(abilities, false);
                }
                _ => {}
            }
        }
    }

    fn expr(&mut self, e: &Expr) -> u128 {
        match e {
            Expr::N(n) => n.unsigned_abs() as u128,
            Expr::X => self.x,
            Expr::ManaValue => self.mana,
            Expr::HandSize => self.hand,
            Expr::AllHandSizes => self.hands,
            Expr::CardTypesInGraveyards | Expr::CardTypesAmong(_) => 16,
            Expr::CreatureTypesAmong(_) => super::creature_types::ALL.len() as u128,
            Expr::FaceDownCreatures | Expr::Count(_) => self.faces,
            Expr::CountersOnIt(_) => super::limits::MAX_COUNTERS as u128,
            Expr::Life => super::limits::MAX_LIFE as u128,
            // Each colored symbol counts 1 toward a mana value: at most the largest one for
            // each object.
            Expr::Devotion(_) => self.faces.saturating_mul(self.mana),
            Expr::ExiledPower
            | Expr::ExiledToughness
            | Expr::TotalPower(_)
            | Expr::TotalToughness(_) => {
                self.unbounded = true;
                0
            }
            Expr::Sum(v) => v.iter().fold(0u128, |s, x| s.saturating_add(self.expr(x))),
            Expr::Times(k, x) => (k.unsigned_abs() as u128).saturating_mul(self.expr(x)),
        }
    }
}

/// Whether an ability (or one it grants) changes power or toughness as a static ability.
fn changes_pt(a: &Ability) -> bool {
    match a {
        Ability::Static(s) => s.parts.iter().any(|p| match p {
            Part::ModifyPT(..)
            | Part::ModifyPTForEach(..)
            | Part::SetPT(..)
            | Part::DefinePT(..)
            | Part::DefinePower(_)
            | Part::SetToughness(_)
            | Part::SetCopiable(_) => true,
            Part::Grant(inner) => inner.iter().any(changes_pt),
            _ => false,
        }),
        _ => false,
    }
}
