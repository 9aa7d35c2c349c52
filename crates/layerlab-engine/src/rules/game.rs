//! The game state the layers start from: objects in zones, players, registered effects.

use std::collections::HashMap;

use super::card::{Ability, CardDef, Static};
use super::effect::RegEffect;
use super::object::{GameObject, ObjIdx, Player, PlayerId, Zone};

/// A game state (what actions build and what [`super::solve::solve`] reads).
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub objects: Vec<GameObject>,
    pub players: Vec<Player>,
    pub effects: Vec<RegEffect>,
    /// The effects that last "for as long as" something holds and have not ended, checked
    /// after every action (a pass over every effect there made a long game quadratic).
    pub(super) lasting: Vec<usize>,
    pub active_player: PlayerId,
    /// The next timestamp to hand out.
    pub next_timestamp: u64,
    ids: HashMap<String, ObjIdx>,
    /// The work the solves made by actions have done (see [`super::limits::MAX_PLAY_WORK`]).
    pub(super) play_work: PlayWork,
    /// The board before P/T as the last spell cast saw it, while later casts can't have
    /// changed it (see `Game::before_pt`).
    pub(super) settled: Settled,
    /// How far objects and effects were looked through for an "enters as a copy of this"
    /// ability (see `Game::enters_as_copy_possible`).
    pub(super) copy_scan: CopyScan,
}

/// How many objects and effects were looked through for an "enters as a copy of this"
/// ability, and whether one was found: each permanent entering looks only at what came since
/// (a look at the whole board for each made a board of thousands quadratic). Objects only
/// come, and their cards change only when they transform, which starts the look again.
/// Bookkeeping, not game state.
#[derive(Clone, Debug, Default)]
pub(super) struct CopyScan {
    pub(super) objects: usize,
    pub(super) effects: usize,
    pub(super) found: bool,
}

impl PartialEq for CopyScan {
    fn eq(&self, _: &CopyScan) -> bool {
        true
    }
}

/// The board before P/T ([`super::solve::solve_before_pt`]) kept from one spell cast to the
/// next: a spell whose only effects apply in layer 7 changes nothing there but its own card,
/// now in a graveyard. Any other action drops it. Bookkeeping, not game state.
#[derive(Clone, Debug, Default)]
pub struct Settled(pub(super) Option<SettledState>);

#[derive(Clone, Debug)]
pub(super) struct SettledState {
    /// The objects and effects the game had, and its next timestamp, when it was made.
    pub objects: usize,
    pub effects: usize,
    pub next_timestamp: u64,
    pub state: std::sync::Arc<super::trace::State>,
    /// No effect looks at objects off the battlefield, or names objects by id: a new card in
    /// a graveyard changes nothing for the others.
    pub blind: bool,
}

impl PartialEq for Settled {
    fn eq(&self, _: &Settled) -> bool {
        true
    }
}

/// Work counted while playing actions: bookkeeping, not game state (two games that differ in
/// it alone are equal). Atomic so that a game can be solved on another thread.
#[derive(Debug, Default)]
pub struct PlayWork(std::sync::atomic::AtomicU64);

impl PlayWork {
    /// Adds `n`; the total so far.
    pub fn add(&self, n: u64) -> u64 {
        use std::sync::atomic::Ordering::Relaxed;
        let total = self.0.load(Relaxed).saturating_add(n);
        self.0.store(total, Relaxed);
        total
    }
}

impl Clone for PlayWork {
    fn clone(&self) -> PlayWork {
        PlayWork(self.0.load(std::sync::atomic::Ordering::Relaxed).into())
    }
}

impl PartialEq for PlayWork {
    fn eq(&self, _: &PlayWork) -> bool {
        true
    }
}

impl Game {
    /// Two players at 20 life with 7 cards in hand.
    pub fn new(active_player: PlayerId) -> Game {
        Game::with_players(
            active_player,
            vec![Player { life: 20, hand: 7 }, Player { life: 20, hand: 7 }],
        )
    }

    pub fn with_players(active_player: PlayerId, players: Vec<Player>) -> Game {
        Game {
            objects: Vec::new(),
            players,
            effects: Vec::new(),
            lasting: Vec::new(),
            active_player,
            next_timestamp: 1,
            ids: HashMap::new(),
            play_work: PlayWork::default(),
            settled: Settled::default(),
            copy_scan: CopyScan::default(),
        }
    }

    /// Hands out a new timestamp.
    pub fn stamp(&mut self) -> u64 {
        let t = self.next_timestamp;
        self.next_timestamp += 1;
        t
    }

    /// Finds an object by its scenario id.
    pub fn lookup(&self, id: &str) -> Option<ObjIdx> {
        self.ids.get(id).copied()
    }

    /// Whether an id is taken.
    pub fn has_id(&self, id: &str) -> bool {
        self.ids.contains_key(id)
    }

    /// Adds an object (its id must be new) and returns its index.
    pub fn add_object(
        &mut self,
        id: String,
        card: CardDef,
        zone: Zone,
        owner: PlayerId,
        timestamp: u64,
    ) -> ObjIdx {
        let idx = self.objects.len();
        self.ids.insert(id.clone(), idx);
        self.objects.push(GameObject {
            id,
            card,
            zone,
            owner,
            base_controller: owner,
            timestamp,
            face_down: false,
            token: false,
            counters: Vec::new(),
            attached_to: None,
            choices: Vec::new(),
            exiled_with: None,
            tapped: false,
            phased_out: false,
            face_down_as: Default::default(),
            transformed: false,
        });
        idx
    }

    /// Puts a card into its owner's graveyard at setup (on top of what is there).
    pub fn add_to_graveyard(&mut self, owner: PlayerId, card: CardDef) -> ObjIdx {
        let n = self
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Graveyard && o.owner == owner)
            .count();
        let id = format!("p{owner}.gy{}", n + 1);
        let ts = self.stamp();
        self.add_object(id, card, Zone::Graveyard, owner, ts)
    }

    /// A player's graveyard, bottom to top (a card put there last is on top).
    pub fn graveyard(&self, player: PlayerId) -> Vec<ObjIdx> {
        let mut v: Vec<ObjIdx> = (0..self.objects.len())
            .filter(|&i| self.objects[i].zone == Zone::Graveyard && self.objects[i].owner == player)
            .collect();
        v.sort_by_key(|&i| self.objects[i].timestamp);
        v
    }

    /// The static abilities printed on the cards on the battlefield: what the cards bring
    /// before any solve (no grant, no copy).
    pub fn printed_statics(&self) -> impl Iterator<Item = &Static> {
        self.objects
            .iter()
            .filter(|o| o.zone == Zone::Battlefield)
            .flat_map(|o| o.card.abilities.iter())
            .filter_map(|a| match a {
                Ability::Static(s) => Some(s),
                _ => None,
            })
    }

    /// The other player.
    pub fn opponent(p: PlayerId) -> PlayerId {
        1 - p.min(1)
    }
}
