//! Deterministic random boards, for benchmarks and property tests.
//!
//! [`board`] builds a [`Game`] directly (objects added with [`Game::add_object`], effects
//! registered the way the engine registers them), so a board of a thousand permanents takes
//! milliseconds: no action runs a solve. The same seed always gives the same board.
//!
//! A board looks like a real one: mostly vanilla creatures and lands for both players, then
//! continuous effects spread across the layers (anthems and lords in 7c, static P/T setters in
//! 7b, color setters in 5, ability grants and removals in 6, type adders in 4, control changers
//! in 2, counters, switches in 7d, a few player effects), and a fraction of them in
//! **dependency pairs** (613.8):
//! - Blood Moon + Urborg, Tomb of Yawgmoth (layer 4: Urborg's ability depends on Blood Moon);
//! - a Mycosynth-Lattice-like "[marker] permanents are artifacts" + a Titania's-Song-like
//!   "noncreature [marker] artifacts lose all abilities and are creatures with P/T equal to
//!   their mana value" (layer 4: the song's affected set depends on the lattice). Both are
//!   narrowed to one nonbasic land type (the marker) so the pair doesn't wipe out every other
//!   effect on the board;
//! - a Dress-Down-like "[type] creatures lose all abilities" + a creature of that type whose
//!   static ability grants flying (layer 6: the grant's existence depends on the removal).

use std::collections::HashSet;

use super::cards::{
    MARKERS, RARE_TYPES, act_of_treason, blood_moon, dress_down, giant_growth, lattice, lignify,
    marker_land, mind_control, plain_lands, song, stat, twisted_image, urborg, vanilla_creatures,
    winged_lord,
};
use super::effects::{Pair, Single, host_card, static_effect};
use crate::rng::Rng;
use crate::rules::card::{Ability, Affected, CardDef, OneShot, Part};
use crate::rules::effect::{EffectKind, RegEffect, Target};
use crate::rules::game::Game;
use crate::rules::object::{Attachment, Counter, ObjIdx, PlayerId, Zone};
use crate::rules::types::CardType;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardSpec {
    /// Objects on the battlefield (both players).
    pub permanents: usize,
    /// Continuous effects: static abilities of those permanents, registered effects, and
    /// counters (one effect per kind of P/T counter on an object).
    pub effects: usize,
    /// The share of `effects` that come in dependency pairs (e.g. `0.1`).
    pub dependent_fraction: f64,
    pub seed: u64,
}

impl BoardSpec {
    /// A spec with a tenth of the effects in dependency pairs.
    pub fn new(permanents: usize, effects: usize, seed: u64) -> BoardSpec {
        BoardSpec {
            permanents,
            effects,
            dependent_fraction: 0.1,
            seed,
        }
    }
}

/// How many effects of each kind a board got (the generator's own count, for reports).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardStats {
    pub permanents: usize,
    /// Static abilities of permanents (pairs included).
    pub statics: usize,
    /// Registered effects (resolved pumps, steals, switches, free-standing statics).
    pub registered: usize,
    /// Kinds of P/T counters on objects.
    pub counters: usize,
    /// Effects in dependency pairs.
    pub paired: usize,
}

impl BoardStats {
    pub fn effects(&self) -> usize {
        self.statics + self.registered + self.counters
    }
}

/// Builds the board `spec` describes.
pub fn board(spec: &BoardSpec) -> Game {
    board_with_stats(spec).0
}

/// Builds the board and says what is on it.
pub fn board_with_stats(spec: &BoardSpec) -> (Game, BoardStats) {
    Builder::new(spec).build()
}

/// A permanent to put onto the battlefield.
struct Perm {
    prefix: &'static str,
    card: CardDef,
    controller: PlayerId,
    /// An aura: attach it to a creature (preferably an opponent's).
    aura: bool,
}

/// Something that happens after the permanents are there.
#[derive(Clone, Copy)]
enum Later {
    Counter,
    Pump,
    Steal,
    Switch,
}

struct Builder {
    spec: BoardSpec,
    rng: Rng,
    game: Game,
    stats: BoardStats,
}

impl Builder {
    fn new(spec: &BoardSpec) -> Builder {
        Builder {
            spec: *spec,
            rng: Rng::new(spec.seed ^ 0x6C61_7965_726C_6162),
            game: Game::new(0),
            stats: BoardStats::default(),
        }
    }

    fn build(mut self) -> (Game, BoardStats) {
        let spec = self.spec;
        let frac = if spec.dependent_fraction.is_finite() {
            spec.dependent_fraction.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let n_pairs = ((spec.effects as f64 * frac / 2.0).round() as usize)
            .min(spec.effects / 2)
            .min(spec.permanents / 4);
        let pair_start = self.rng.below(3);
        let pairs: Vec<Pair> = (0..n_pairs)
            .map(|i| match (pair_start + i) % 3 {
                0 => Pair::MoonUrborg,
                1 => Pair::LatticeSong,
                _ => Pair::RemovalGrant,
            })
            .collect();
        // The mix follows the weights (the whole part of each share), the rest is drawn at
        // random; then the order is shuffled.
        let n_singles = spec.effects - 2 * n_pairs;
        let total: u32 = Single::WEIGHTS.iter().sum();
        let mut singles: Vec<Single> = Vec::with_capacity(n_singles);
        for (kind, w) in Single::ALL.iter().zip(Single::WEIGHTS) {
            let share = n_singles * w as usize / total as usize;
            singles.extend(std::iter::repeat_n(*kind, share));
        }
        while singles.len() < n_singles {
            singles.push(Single::ALL[self.rng.weighted(&Single::WEIGHTS)]);
        }
        self.rng.shuffle(&mut singles);
        // Auras need their own permanent: keep at least half the board for the rest.
        let mut own = 2 * n_pairs;
        for s in &mut singles {
            if s.aura() {
                if own < spec.permanents / 2 {
                    own += 1;
                } else {
                    *s = match s {
                        Single::ControlAura => Single::Steal,
                        _ => Single::SetPT,
                    };
                }
            }
        }
        let hosted: Vec<Single> = singles.iter().copied().filter(|s| s.hosted()).collect();
        let room = spec.permanents - own;
        let n_hosts = if hosted.is_empty() || room == 0 {
            0
        } else {
            hosted.len().min((room * 2 / 5).max(1))
        };
        let filler = room - n_hosts;

        // The permanents.
        let mut perms: Vec<Perm> = Vec::new();
        let mut markers: Vec<&'static str> = Vec::new();
        for (k, p) in pairs.iter().enumerate() {
            let c = self.player();
            match p {
                Pair::MoonUrborg => {
                    perms.push(self.perm("moon", blood_moon(), c));
                    let d = self.player();
                    perms.push(self.perm("urborg", urborg(), d));
                }
                Pair::LatticeSong => {
                    let m = MARKERS[k / 3 % MARKERS.len()];
                    markers.push(m);
                    perms.push(self.perm("lattice", lattice(m, k), c));
                    let d = self.player();
                    perms.push(self.perm("song", song(m, k), d));
                }
                Pair::RemovalGrant => {
                    let ty = RARE_TYPES[k / 3 % RARE_TYPES.len()];
                    perms.push(self.perm("dress", dress_down(ty, k), c));
                    perms.push(self.perm("windcaller", winged_lord(ty, k), c));
                }
            }
            self.stats.statics += 2;
            self.stats.paired += 2;
        }
        for s in &singles {
            if s.aura() {
                let card = match s {
                    Single::ControlAura => mind_control(),
                    _ => lignify(),
                };
                let c = self.player();
                let mut p = self.perm("aura", card, c);
                p.aura = true;
                perms.push(p);
                self.stats.statics += 1;
            }
        }
        // Hosted statics: one host each while there is room, then shared hosts.
        let mut host_abilities: Vec<(Vec<Ability>, Option<String>)> =
            vec![(Vec::new(), None); n_hosts];
        let mut free_statics: Vec<(Affected, Vec<Part>)> = Vec::new();
        for (i, s) in hosted.iter().enumerate() {
            let (affects, parts, lord) = static_effect(*s, &mut self.rng).expect("hosted kind");
            if n_hosts == 0 {
                free_statics.push((affects, parts));
                continue;
            }
            let h = &mut host_abilities[i % n_hosts];
            if h.0.is_empty() {
                h.1 = lord;
            }
            h.0.push(stat(affects, parts));
            self.stats.statics += 1;
        }
        for (k, (abilities, lord)) in host_abilities.iter().enumerate() {
            let card = host_card(k, abilities, lord.as_deref(), &mut self.rng);
            let c = self.player();
            perms.push(self.perm("h", card, c));
        }
        // Filler: creatures and lands, a few marker lands for the lattice pairs.
        let creature_pool = vanilla_creatures();
        let land_pool = plain_lands();
        let n_creatures = (filler * 55).div_ceil(100);
        for i in 0..filler {
            let c = self.player();
            if i < n_creatures {
                let card = self.rng.pick(&creature_pool).clone();
                perms.push(self.perm("c", card, c));
            } else if let Some(m) = markers.get((i - n_creatures) / 2) {
                perms.push(self.perm("l", marker_land(m), c));
            } else {
                let card = if self.rng.chance(0.6) {
                    land_pool[self.rng.below(5)].clone()
                } else {
                    self.rng.pick(&land_pool[5..]).clone()
                };
                perms.push(self.perm("l", card, c));
            }
        }
        self.rng.shuffle(&mut perms);
        let mut counts: std::collections::HashMap<&'static str, usize> = Default::default();
        let mut aura_idx = Vec::new();
        for p in perms {
            let n = counts.entry(p.prefix).or_insert(0);
            *n += 1;
            let id = format!("{}{}", p.prefix, n);
            let ts = self.game.stamp();
            let idx = self
                .game
                .add_object(id, p.card, Zone::Battlefield, p.controller, ts);
            if p.aura {
                aura_idx.push(idx);
            }
        }
        self.stats.permanents = self.game.objects.len();
        let creature_idx: Vec<ObjIdx> = (0..self.game.objects.len())
            .filter(|&i| {
                self.game.objects[i]
                    .card
                    .types
                    .contains(&CardType::Creature)
            })
            .collect();
        for a in aura_idx {
            let me = self.game.objects[a].owner;
            let theirs: Vec<ObjIdx> = creature_idx
                .iter()
                .copied()
                .filter(|&i| self.game.objects[i].owner != me)
                .collect();
            let pool = if theirs.is_empty() {
                &creature_idx
            } else {
                &theirs
            };
            if !pool.is_empty() {
                let t = *self.rng.pick(pool);
                self.game.objects[a].attached_to = Some(Attachment::Object(t));
            }
        }

        // What happens afterwards: counters, resolved spells, free-standing statics.
        let mut later: Vec<Option<Later>> = Vec::new();
        for s in &singles {
            match s {
                Single::Counter => later.push(Some(Later::Counter)),
                Single::Pump => later.push(Some(Later::Pump)),
                Single::Steal => later.push(Some(Later::Steal)),
                Single::Switch => later.push(Some(Later::Switch)),
                _ => {}
            }
        }
        later.extend(free_statics.iter().map(|_| None));
        self.rng.shuffle(&mut later);
        let mut free_statics = free_statics.into_iter();
        let targets: Vec<ObjIdx> = if creature_idx.is_empty() {
            (0..self.game.objects.len()).collect()
        } else {
            creature_idx
        };
        let mut used: HashSet<(ObjIdx, &'static str)> = HashSet::new();
        for (k, l) in later.into_iter().enumerate() {
            match l {
                None => {
                    let (affects, parts) = free_statics.next().expect("one per None");
                    self.free_static(k, affects, parts);
                }
                Some(_) if targets.is_empty() => {
                    let (affects, parts, _) =
                        static_effect(Single::Anthem, &mut self.rng).expect("anthem");
                    self.free_static(k, affects, parts);
                }
                Some(Later::Counter) => self.counter(&targets, &mut used, k),
                Some(Later::Pump) => self.resolved(k, &targets, &giant_growth()),
                Some(Later::Steal) => self.resolved(k, &targets, &act_of_treason()),
                Some(Later::Switch) => self.resolved(k, &targets, &twisted_image()),
            }
        }
        (self.game, self.stats)
    }

    fn player(&mut self) -> PlayerId {
        self.rng.below(2) as PlayerId
    }

    fn perm(&mut self, prefix: &'static str, card: CardDef, controller: PlayerId) -> Perm {
        Perm {
            prefix,
            card,
            controller,
            aura: false,
        }
    }

    fn free_static(&mut self, k: usize, affects: Affected, parts: Vec<Part>) {
        let ts = self.game.stamp();
        let controller = self.player();
        let mut e = RegEffect::new(
            format!("free{k}"),
            EffectKind::Static,
            None,
            (format!("free{k}"), format!("free{k}")),
            controller,
            ts,
            affects,
        );
        e.parts = parts;
        self.game.effects.push(e);
        self.stats.registered += 1;
    }

    /// Counters on one object: a new (object, kind) each time, so each is one effect.
    fn counter(
        &mut self,
        targets: &[ObjIdx],
        used: &mut HashSet<(ObjIdx, &'static str)>,
        k: usize,
    ) {
        const KINDS: [&str; 6] = ["+1/+1", "-1/-1", "+1/+0", "+0/+1", "+2/+2", "-0/-1"];
        let mut choice = None;
        for attempt in 0..targets.len() * KINDS.len() {
            let t = *self.rng.pick(targets);
            let kind = if attempt < 4 {
                "+1/+1"
            } else {
                *self.rng.pick(&KINDS)
            };
            if used.insert((t, kind)) {
                choice = Some((t, kind));
                break;
            }
        }
        let Some((t, kind)) = choice else {
            // Every (object, kind) is taken: a free-standing anthem instead.
            let (affects, parts, _) = static_effect(Single::Anthem, &mut self.rng).expect("anthem");
            self.free_static(k, affects, parts);
            return;
        };
        let ts = self.game.stamp();
        let count = self.rng.range(1, 3);
        self.game.objects[t].counters.push(Counter {
            kind: kind.to_string(),
            count,
            timestamp: ts,
        });
        self.stats.counters += 1;
    }

    /// A resolved instant or sorcery that targeted one creature (611.2c: its set is locked),
    /// registered as [`Game::apply`] would register it, without the spell card.
    fn resolved(&mut self, k: usize, targets: &[ObjIdx], card: &CardDef) {
        let t = *self.rng.pick(targets);
        let owner = self.game.objects[t].owner;
        let controller = if card.types.contains(&CardType::Sorcery) {
            Game::opponent(owner)
        } else {
            self.player()
        };
        let Some(OneShot::Effect(e)) = card.spell.first() else {
            return;
        };
        let ts = self.game.stamp();
        let slug = card.name.to_lowercase().replace(' ', "-");
        let mut reg = RegEffect::new(
            format!("{slug}{k}"),
            EffectKind::Resolved,
            None,
            (card.name.clone(), card.name_fr.clone()),
            controller,
            ts,
            e.affects.clone(),
        );
        reg.locked = Some(vec![Target::Object(t)]);
        reg.parts = e.parts.clone();
        reg.duration = e.duration.clone();
        reg.targets = vec![Target::Object(t)];
        self.game.effects.push(reg);
        self.stats.registered += 1;
    }
}

/// Every card the generator uses (for [`super::random_action`]'s pool).
pub fn cards() -> Vec<CardDef> {
    let mut v = vanilla_creatures();
    v.extend(plain_lands());
    v.push(blood_moon());
    v.push(urborg());
    v.push(lattice("Desert", 1));
    v.push(song("Desert", 1));
    v.push(marker_land("Desert"));
    v.push(dress_down("Sliver", 1));
    v.push(winged_lord("Sliver", 1));
    v.push(mind_control());
    v.push(lignify());
    let mut rng = Rng::new(7);
    let hosted: Vec<Single> = Single::ALL.into_iter().filter(|s| s.hosted()).collect();
    for (k, host) in hosted.into_iter().enumerate() {
        if let Some((affects, parts, lord)) = static_effect(host, &mut rng) {
            v.push(host_card(
                k,
                &[stat(affects, parts)],
                lord.as_deref(),
                &mut rng,
            ));
        }
    }
    v.push(giant_growth());
    v.push(twisted_image());
    v.push(act_of_treason());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted_effects(g: &Game) -> usize {
        let statics = g.printed_statics().count();
        let counters: usize = g
            .objects
            .iter()
            .map(|o| o.counters.iter().filter(|c| c.pt_delta().is_some()).count())
            .sum();
        statics + counters + g.effects.len()
    }

    #[test]
    fn boards_have_what_the_spec_asks() {
        for (p, e) in [
            (50, 20),
            (200, 60),
            (1000, 200),
            (5, 30),
            (0, 7),
            (3, 0),
            (12, 40),
        ] {
            for seed in 0..5 {
                let spec = BoardSpec::new(p, e, seed);
                let (g, stats) = board_with_stats(&spec);
                assert_eq!(g.objects.len(), p, "{spec:?}");
                assert_eq!(stats.effects(), e, "{spec:?}");
                assert_eq!(counted_effects(&g), e, "{spec:?}");
                assert!(g.objects.iter().all(|o| o.zone == Zone::Battlefield));
            }
        }
    }

    #[test]
    fn boards_are_deterministic() {
        let spec = BoardSpec::new(200, 60, 42);
        assert_eq!(board(&spec), board(&spec));
        assert_ne!(board(&spec), board(&BoardSpec { seed: 43, ..spec }));
    }

    #[test]
    fn a_tenth_in_pairs() {
        let (_, stats) = board_with_stats(&BoardSpec::new(1000, 200, 1));
        assert_eq!(stats.paired, 20);
        let (_, stats) = board_with_stats(&BoardSpec::new(200, 60, 1));
        assert_eq!(stats.paired, 6);
    }
}
